//! Sharing memory and events between processes, against the fake driver: it shares exported
//! memory for real (through a memfd that the child maps), so two processes see each other's
//! writes here as on a GPU. The tests that need a second process start this binary again as
//! the child (tests/common/ipc.rs).

use cudyn_test_common as common;

use common::ipc::{self, Delay};
use common::{NoLeaks, device};
use cudyn::{
    Device, DeviceBuffer, Error, Event, IpcBuffer, IpcEventHandle, IpcMemHandle, MemPool, Stream,
};
use cudyn_fake_driver as fake;

/// If a parent started this process, plays the child's role (with its own leak check) and
/// returns true; the test then returns at once.
fn played_child() -> bool {
    let Some(role) = ipc::child_role() else {
        return false;
    };
    let _leaks = NoLeaks::new();
    device(); // loads the fake
    ipc::play_child(&role, &Device::get(ipc::child_device()).unwrap());
    true
}

#[test]
fn handles_are_64_bytes_and_round_trip_through_bytes_and_hex_text() {
    let _leaks = NoLeaks::new();
    let device = device();
    let memory = DeviceBuffer::<u64>::zeroed(&device, 100).unwrap();
    let handle = memory.ipc_handle().unwrap();
    assert_eq!(IpcMemHandle::from_bytes(handle.to_bytes()), handle);
    assert_eq!(IpcMemHandle::from(handle.to_bytes()), handle);
    let text = handle.to_string();
    assert_eq!(text.len(), 128);
    assert!(
        text.bytes()
            .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
    );
    assert_eq!(text.parse::<IpcMemHandle>().unwrap(), handle);
    assert_eq!(text.to_uppercase().parse::<IpcMemHandle>().unwrap(), handle);
    assert_eq!(
        memory.ipc_handle().unwrap(),
        handle,
        "the same allocation exports the same handle"
    );

    for bad in [
        "",
        "00",
        &text[1..],
        &format!("{text}0"),
        &text.replace('0', "g"),
        // Signs: each pair alone would parse with from_str_radix ("+f" is 15).
        &format!("+f{}", &text[2..]),
        &format!("-0{}", &text[2..]),
    ] {
        assert_eq!(
            bad.parse::<IpcMemHandle>(),
            Err(Error::InvalidHandleText { len: bad.len() }),
            "{bad:?}"
        );
    }
    let multibyte = format!("é{}", &text[2..]);
    assert_eq!(multibyte.len(), 128);
    assert!(multibyte.parse::<IpcMemHandle>().is_err());

    let event = Event::interprocess(&device).unwrap();
    let handle = event.ipc_handle().unwrap();
    assert_eq!(
        handle.to_string().parse::<IpcEventHandle>().unwrap(),
        handle
    );
    assert!(format!("{handle:?}").starts_with("IpcEventHandle("));
}

#[test]
fn opening_in_the_exporting_process_is_refused_before_the_driver_is_asked() {
    let _leaks = NoLeaks::new();
    let device = device();
    let memory = DeviceBuffer::<u32>::zeroed(&device, 256).unwrap();
    let handle = memory.ipc_handle().unwrap();
    let event = Event::interprocess(&device).unwrap();
    let event_handle = event.ipc_handle().unwrap();
    let opens = fake::calls_of("cuIpcOpenMemHandle_v2");
    // SAFETY: the memory is alive (and the open is refused anyway).
    let refused = unsafe { IpcBuffer::<u32>::open(&device, &handle) }.unwrap_err();
    assert_eq!(refused, Error::OpenedInExportingProcess);
    // SAFETY: as above.
    let refused = unsafe { Event::open_ipc(&device, &event_handle) }.unwrap_err();
    assert_eq!(refused, Error::OpenedInExportingProcess);
    assert_eq!(fake::calls_of("cuIpcOpenMemHandle_v2"), opens);

    // Once the buffer is gone its handle is forgotten: the driver is asked, and refuses.
    drop(memory);
    // SAFETY: breaks the contract on purpose: the driver refuses (this process exported it),
    // so nothing is mapped.
    let refused = unsafe { IpcBuffer::<u32>::open(&device, &handle) }.unwrap_err();
    assert_eq!(fake::calls_of("cuIpcOpenMemHandle_v2"), opens + 1);
    assert_eq!(
        refused.driver_code(),
        Some(cudyn::sys::CUresult::CUDA_ERROR_INVALID_CONTEXT)
    );
}

#[test]
fn pool_memory_empty_buffers_and_ordinary_events_are_not_exportable() {
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let exports = fake::calls_of("cuIpcGetMemHandle");
    let pooled = DeviceBuffer::<u32>::alloc_async(&stream, 64).unwrap();
    let from_pool = MemPool::new(&device).unwrap();
    let also_pooled = DeviceBuffer::<u32>::alloc_from_pool(&from_pool, &stream, 64).unwrap();
    for buffer in [&pooled, &also_pooled] {
        assert!(matches!(
            buffer.ipc_handle(),
            Err(Error::NotExportable { what }) if what.contains("pool")
        ));
    }
    let empty = DeviceBuffer::<u32>::uninit(&device, 0).unwrap();
    assert!(matches!(
        empty.ipc_handle(),
        Err(Error::NotExportable { what }) if what.contains("empty")
    ));
    assert_eq!(fake::calls_of("cuIpcGetMemHandle"), exports);
    for event in [Event::new(&device), Event::with_timing(&device)] {
        assert!(matches!(
            event.unwrap().ipc_handle(),
            Err(Error::NotExportable { .. })
        ));
    }
    assert_eq!(fake::calls_of("cuIpcGetEventHandle"), 0);
    let ipc = Event::interprocess(&device).unwrap();
    assert!(ipc.ipc_handle().is_ok());
    assert!(!ipc.timing(), "interprocess events keep no time");
    drop((pooled, also_pooled));
    stream.synchronize().unwrap();
}

#[test]
fn a_failed_export_is_the_drivers_typed_error_and_leaves_the_buffer_usable() {
    let _leaks = NoLeaks::new();
    let device = device();
    let memory = DeviceBuffer::from_slice(&device, &[7u32; 64]).unwrap();
    fake::fail_function("cuIpcGetMemHandle", 2);
    let error = memory.ipc_handle().unwrap_err();
    fake::clear_failures();
    assert!(matches!(&error, Error::Driver(e) if e.call() == "cuIpcGetMemHandle"));
    assert_eq!(memory.to_vec().unwrap(), [7; 64]);
    let handle = memory.ipc_handle().unwrap();
    // SAFETY: alive; and this process exported it, so the open is refused.
    let refused = unsafe { IpcBuffer::<u32>::open(&device, &handle) };
    assert_eq!(refused.unwrap_err(), Error::OpenedInExportingProcess);
}

#[test]
fn two_processes_share_memory_ordered_by_an_event() {
    if played_child() {
        return;
    }
    let _leaks = NoLeaks::new();
    let device = device();
    let delay = Delay {
        fills: 3,
        scratch: 1 << 10,
    };
    ipc::parent_shares(
        "two_processes_share_memory_ordered_by_an_event",
        &device,
        0,
        4099,
        delay,
    );
}

#[test]
fn the_child_can_map_the_memory_into_another_device() {
    if played_child() {
        return;
    }
    let _leaks = NoLeaks::new();
    let device = device();
    let delay = Delay {
        fills: 1,
        scratch: 16,
    };
    ipc::parent_shares(
        "the_child_can_map_the_memory_into_another_device",
        &device,
        1,
        1 << 16,
        delay,
    );
}

#[test]
fn a_handle_of_freed_memory_fails_to_open_in_another_process() {
    if played_child() {
        return;
    }
    let _leaks = NoLeaks::new();
    ipc::parent_frees_then_child_opens(
        "a_handle_of_freed_memory_fails_to_open_in_another_process",
        &device(),
    );
}

#[test]
fn a_failed_open_in_another_process_maps_nothing_and_leaks_nothing() {
    if played_child() {
        return;
    }
    let _leaks = NoLeaks::new();
    let device = device();
    // The open itself fails; then it succeeds but sizing the mapping fails, which must close
    // it again (the child's leak check sees it).
    for fail in ["cuIpcOpenMemHandle_v2=2", "cuMemGetAddressRange_v2=1"] {
        ipc::child_open_with_failure(
            "a_failed_open_in_another_process_maps_nothing_and_leaks_nothing",
            &device,
            fail,
        );
    }
}

/// Set in the child of the sweep below: the exported memory and event, as hex text.
const SWEEP_MEMORY: &str = "CUDYN_TEST_IPC_SWEEP_MEMORY";
const SWEEP_EVENT: &str = "CUDYN_TEST_IPC_SWEEP_EVENT";

/// The child's fault sweep over importing: every driver call of opening the memory, reading
/// it, opening the event, waiting on it and closing both fails in turn with each code; each
/// run must end in the typed error naming that call, or, where a close in `Drop` (or the
/// binding before it) was refused, in a logged recovery that leaves at most that one mapping.
fn sweep_imports(device: &Device) {
    let memory: IpcMemHandle = std::env::var(SWEEP_MEMORY).unwrap().parse().unwrap();
    let event: IpcEventHandle = std::env::var(SWEEP_EVENT).unwrap().parse().unwrap();
    let import = || -> cudyn::Result<()> {
        // SAFETY: the parent keeps both alive until this process has exited.
        let buffer = unsafe { IpcBuffer::<u32>::open(device, &memory) }?;
        assert_eq!(buffer.to_vec()?, vec![7; 256]);
        // SAFETY: as above.
        let ready = unsafe { Event::open_ipc(device, &event) }?;
        ready.synchronize()?;
        Ok(())
    };
    import().unwrap();
    let before = fake::calls();
    import().unwrap();
    let calls = fake::calls() - before;
    let recoverable = [
        "cuIpcCloseMemHandle",
        "cuEventDestroy_v2",
        "cuCtxGetCurrent",
        "cuCtxSetCurrent",
    ];
    let (mut points, mut typed, mut refused) = (0, 0, 0);
    for code in [2, 700, 201, 719] {
        for call in 1..=calls {
            import().unwrap();
            let live = fake::live_allocations();
            fake::fail_nth_call(call, code);
            let outcome = import();
            fake::clear_failures();
            let hit = fake::take_last_injected().expect("the injection was reached");
            let context = format!("import: call {call} ({hit}) failing with {code}");
            match outcome {
                Err(Error::Driver(error)) => {
                    assert_eq!(error.code().0 as i32, code, "{context}");
                    assert_eq!(error.call(), hit, "{context}: the error names another call");
                    typed += 1;
                }
                Err(other) => panic!("{context}: {other:?}"),
                Ok(()) => assert!(recoverable.contains(&hit.as_str()), "{context}: swallowed"),
            }
            let leaked = fake::live_allocations() - live;
            if hit == "cuIpcCloseMemHandle" || hit == "cuEventDestroy_v2" {
                assert!(leaked <= 1, "{context}: {leaked} left");
                refused += leaked;
            } else {
                assert_eq!(leaked, 0, "{context}: leaked");
            }
            points += 1;
        }
    }
    // The refused closes stay mapped until this process exits, as with the driver.
    println!(
        "ipc imports: {calls} driver calls, {points} injection points, {typed} typed errors, \
         {refused} refused closes left one mapping each"
    );
}

#[test]
fn every_injected_failure_while_importing_is_typed_or_recovered() {
    const TEST: &str = "every_injected_failure_while_importing_is_typed_or_recovered";
    if ipc::child_role().as_deref() == Some("sweep") {
        device();
        sweep_imports(&Device::get(0).unwrap());
        return;
    }
    let _leaks = NoLeaks::new();
    let device = device();
    let memory = DeviceBuffer::from_slice(&device, &[7u32; 256]).unwrap();
    let event = Event::interprocess(&device).unwrap();
    event.record(&Stream::new(&device).unwrap()).unwrap();
    ipc::spawn(
        TEST,
        "sweep",
        &[
            (SWEEP_MEMORY, memory.ipc_handle().unwrap().to_string()),
            (SWEEP_EVENT, event.ipc_handle().unwrap().to_string()),
        ],
    )
    .finish();
}

/// Generated cases for a property: `CUDYN_FUZZ_CASES`, else 256 (this runs in the test
/// process, which CI also runs under valgrind).
fn fuzz_config() -> proptest::test_runner::Config {
    proptest::test_runner::Config {
        cases: std::env::var("CUDYN_FUZZ_CASES")
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or(256),
        failure_persistence: None,
        ..Default::default()
    }
}

#[test]
fn received_handle_text_parses_only_as_128_hex_digits() {
    use proptest::prelude::*;
    let text = prop_oneof![
        // Near misses: hex digits of about the right length, with a stray character.
        (
            "[0-9a-fA-F]{120,136}",
            any::<prop::sample::Index>(),
            any::<char>()
        )
            .prop_map(|(mut t, at, c)| {
                let at = at.index(t.len() + 1);
                t.insert(at, c);
                t
            }),
        "[0-9a-fA-F]{126,130}",
        ".{0,140}",
    ];
    let mut runner = proptest::test_runner::TestRunner::new(fuzz_config());
    runner
        .run(&text, |text| {
            let hex = text.len() == 128 && text.bytes().all(|b| b.is_ascii_hexdigit());
            match text.parse::<IpcMemHandle>() {
                Ok(handle) => {
                    prop_assert!(hex, "{text:?} parsed");
                    prop_assert_eq!(handle.to_string(), text.to_lowercase());
                }
                Err(error) => {
                    prop_assert!(!hex, "{text:?}: {error}");
                    prop_assert_eq!(error, Error::InvalidHandleText { len: text.len() });
                }
            }
            Ok(())
        })
        .unwrap();
}

#[test]
fn a_damaged_handle_fails_to_open_with_a_typed_error_and_maps_nothing() {
    use proptest::prelude::*;
    let _leaks = NoLeaks::new();
    let device = device();
    let memory = DeviceBuffer::<u32>::zeroed(&device, 256).unwrap();
    let handle = memory.ipc_handle().unwrap().to_bytes();
    // One to three bytes of a real handle changed: the driver must refuse every one (this
    // process exported the original), and nothing may stay mapped.
    let damage = prop::collection::vec((0..64usize, 1..=255u8), 1..=3);
    let mut runner = proptest::test_runner::TestRunner::new(fuzz_config());
    runner
        .run(&damage, |damage| {
            let mut bytes = handle;
            for (at, flip) in &damage {
                bytes[*at] ^= flip;
            }
            let live = fake::live_allocations();
            // SAFETY: refused (a handle of this process, or no one's), so nothing is mapped;
            // were it mapped, the memory it names is alive until the end of the test.
            let opened =
                unsafe { IpcBuffer::<u32>::open(&device, &IpcMemHandle::from_bytes(bytes)) };
            match opened {
                Err(Error::Driver(e)) => prop_assert_eq!(e.call(), "cuIpcOpenMemHandle_v2"),
                Err(Error::OpenedInExportingProcess) => prop_assert_eq!(bytes, handle),
                other => prop_assert!(false, "{damage:?}: {other:?}"),
            }
            prop_assert_eq!(fake::live_allocations(), live);
            Ok(())
        })
        .unwrap();
}
