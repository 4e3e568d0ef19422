//! Batched prefetch, discard and discard-and-prefetch of managed memory, and advice on views,
//! on the fake driver.
//!
//! The standard fake (12.9) lacks CUDA 13's batched calls: a batched prefetch is a prefetch per
//! range, a discard does nothing, a discard-and-prefetch is a prefetch. The fake claiming 13.0
//! has them, and its discard overwrites what it discards with 0xDD bytes: the tests named in
//! `on_cuda_13` run again in a child process on it. Each test counts the fake's calls to prove
//! which path ran.

use cudyn_test_common as common;

use common::NoLeaks;
use cudyn::{
    Advice, Attach, Device, DeviceBuffer, Error, Location, MemoryKind, Stream, UnifiedBuffer, View,
    ViewMut,
};
use cudyn_fake_driver as fake;

const FAKE_VAR: &str = "CUDYN_MANAGED_FAKE";

/// The fake this process runs on, and whether it has the batched calls. The tests take turns:
/// they count calls.
fn setup() -> (
    Device,
    &'static fake::Fake,
    bool,
    std::sync::MutexGuard<'static, ()>,
) {
    static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let cuda13 = std::env::var(FAKE_VAR).is_ok_and(|v| v == "13.0");
    let (path, fake) = if cuda13 {
        (fake::PATH_13_0, fake::Fake::claiming_13_0())
    } else {
        (fake::PATH, fake::Fake::standard())
    };
    // SAFETY: the fakes implement the driver API with cuda.h's signatures.
    unsafe { cudyn::load_driver_from(path) }.expect("the fake driver loads");
    (Device::get(0).unwrap(), fake, cuda13, turn)
}

const MIB: usize = 1 << 20;
const GRAIN: usize = 2 * MIB;

/// Which bytes of `buffer` a discard of `ranges` (byte ranges of it) covers: the whole 2 MiB
/// blocks of the address space inside each.
fn discarded(buffer: &UnifiedBuffer<u8>, ranges: &[std::ops::Range<usize>]) -> Vec<bool> {
    let base = buffer.as_slice().unwrap().as_ptr() as usize;
    let mut covered = vec![false; buffer.len()];
    for range in ranges {
        let start = (base + range.start).next_multiple_of(GRAIN);
        let end = (base + range.end) / GRAIN * GRAIN;
        for addr in start..end.max(start) {
            covered[addr - base] = true;
        }
    }
    covered
}

/// A driver before CUDA 12.2 refuses the attribute as an invalid value: no NUMA node. Any
/// other failure is the caller's error (a lost context is not "no node").
#[test]
fn a_host_numa_id_is_none_only_where_the_driver_refuses_the_attribute() {
    let (device, fake, _, _turn) = setup();
    assert_eq!(device.host_numa_id().unwrap(), Some(0));
    let invalid_value = cudyn::sys::CUresult::CUDA_ERROR_INVALID_VALUE;
    fake.fail_function_times("cuDeviceGetAttribute", invalid_value.0 as i32, 1);
    assert_eq!(device.host_numa_id().unwrap(), None);
    let illegal_address = cudyn::sys::CUresult::CUDA_ERROR_ILLEGAL_ADDRESS;
    fake.fail_function_times("cuDeviceGetAttribute", illegal_address.0 as i32, 1);
    let error = device.host_numa_id().unwrap_err();
    assert_eq!(error.driver_code(), Some(illegal_address));
    assert_eq!(device.host_numa_id().unwrap(), Some(0));
}

#[test]
fn a_batched_prefetch_is_one_call_where_the_driver_has_it_else_one_per_range() {
    let (device, fake, cuda13, _turn) = setup();
    let _leaks = NoLeaks::new();
    let data: Vec<u32> = (0..4 * MIB as u32 / 4).collect();
    let buffer = UnifiedBuffer::from_slice(&device, &data, Attach::Global).unwrap();
    let stream = Stream::new(&device).unwrap();
    let numa = device.host_numa_id().unwrap();
    assert_eq!(numa, Some(0), "the fake's host NUMA node");
    for to in [
        Location::Device(&device),
        Location::Host,
        Location::HostNuma(0),
    ] {
        let (batches, singles) = (
            fake.calls_of("cuMemPrefetchBatchAsync"),
            fake.calls_of("cuMemPrefetchAsync_v2"),
        );
        stream
            .scope(|s| s.prefetch_batch(View::from(&buffer).chunks(100_000)?, to))
            .unwrap();
        let ranges = (data.len() as u64).div_ceil(100_000);
        if cuda13 {
            assert_eq!(fake.calls_of("cuMemPrefetchBatchAsync") - batches, 1);
            assert_eq!(fake.calls_of("cuMemPrefetchAsync_v2") - singles, 0);
        } else {
            assert_eq!(fake.calls_of("cuMemPrefetchAsync_v2") - singles, ranges);
        }
    }
    // Prefetching moves pages, never bytes.
    assert_eq!(buffer.as_slice().unwrap(), &data[..]);
    // Empty ranges and an empty batch queue nothing.
    let calls = fake.calls();
    stream
        .scope(|s| {
            s.prefetch_batch(std::iter::empty::<View<'_, u32>>(), Location::Host)?;
            s.prefetch_batch([View::from(&buffer).slice(..0)?], Location::Host)
        })
        .unwrap();
    assert!(fake.calls() - calls < 8, "no prefetch call");
}

#[test]
fn a_discard_covers_the_whole_blocks_inside_each_range_and_nothing_else() {
    let (device, fake, cuda13, _turn) = setup();
    let _leaks = NoLeaks::new();
    let mut buffer =
        UnifiedBuffer::from_slice(&device, &vec![1u8; 9 * MIB], Attach::Global).unwrap();
    let ranges = [MIB..5 * MIB + 7, 5 * MIB + 100..9 * MIB - 3];
    let covered = discarded(&buffer, &ranges);
    assert!(covered.iter().filter(|&&c| c).count() >= 4 * MIB);
    let calls = fake.calls_of("cuMemDiscardBatchAsync");
    let stream = Stream::new(&device).unwrap();
    stream
        .scope(|s| {
            let (head, tail) = ViewMut::from(&mut buffer).split_at(5 * MIB + 100)?;
            let first = head.slice(MIB..5 * MIB + 7)?;
            let second = tail.slice(..4 * MIB - 103)?;
            s.discard([first, second])
        })
        .unwrap();
    let bytes = buffer.as_slice().unwrap();
    if cuda13 {
        assert_eq!(fake.calls_of("cuMemDiscardBatchAsync") - calls, 1);
        for (i, (&byte, &gone)) in bytes.iter().zip(&covered).enumerate() {
            assert_eq!(byte, if gone { 0xDD } else { 1 }, "byte {i}");
        }
    } else {
        // No discard on CUDA 12: the contents stay, a valid outcome of a discard.
        assert_eq!(fake.calls_of("cuMemDiscardBatchAsync"), 0);
        assert!(bytes.iter().all(|&b| b == 1));
    }
}

#[test]
fn discard_and_prefetch_discards_the_blocks_and_prefetches_the_edges() {
    let (device, fake, cuda13, _turn) = setup();
    let _leaks = NoLeaks::new();
    let mut buffer =
        UnifiedBuffer::from_slice(&device, &vec![1u8; 7 * MIB], Attach::Global).unwrap();
    let whole = MIB / 2..7 * MIB;
    let covered = discarded(&buffer, std::slice::from_ref(&whole));
    let calls = |name| fake.calls_of(name);
    let before = (
        calls("cuMemDiscardAndPrefetchBatchAsync"),
        calls("cuMemPrefetchBatchAsync"),
        calls("cuMemPrefetchAsync_v2"),
    );
    Stream::new(&device)
        .unwrap()
        .scope(|s| {
            let range = ViewMut::from(&mut buffer).slice(MIB / 2..)?;
            s.discard_and_prefetch([range], Location::Device(&device))
        })
        .unwrap();
    let bytes = buffer.as_slice().unwrap();
    if cuda13 {
        assert_eq!(calls("cuMemDiscardAndPrefetchBatchAsync") - before.0, 1);
        assert_eq!(calls("cuMemPrefetchBatchAsync") - before.1, 1, "the edges");
        for (i, (&byte, &gone)) in bytes.iter().zip(&covered).enumerate() {
            assert_eq!(byte, if gone { 0xDD } else { 1 }, "byte {i}");
        }
    } else {
        assert_eq!(calls("cuMemPrefetchAsync_v2") - before.2, 1, "a prefetch");
        assert!(bytes.iter().all(|&b| b == 1));
    }
}

#[test]
fn discards_refuse_overlaps_gaps_other_memory_and_captures() {
    let (device, _fake, _, _turn) = setup();
    let _leaks = NoLeaks::new();
    let mut buffer = UnifiedBuffer::<u32>::zeroed(&device, 1 << 20, Attach::Global).unwrap();
    let stream = Stream::new(&device).unwrap();
    let error = stream
        .scope(|s| {
            let held = s.hold(&mut buffer);
            s.discard([
                held.slice(..1000)?,
                held.slice(2000..3000)?,
                held.slice(999..1500)?,
            ])
        })
        .unwrap_err();
    assert!(
        matches!(error, Error::OverlappingRanges { index: 2, other: 0 }),
        "{error:?}"
    );
    // An empty range between two that overlap does not hide the overlap (found by an outside
    // attack: only neighbours were compared).
    for middle in [100..100, 5000..5000] {
        let error = stream
            .scope(|s| {
                let held = s.hold(&mut buffer);
                s.discard([
                    held.slice(..6000)?,
                    held.slice(middle.clone())?,
                    held.slice(5000..7000)?,
                ])
            })
            .unwrap_err();
        assert!(
            matches!(error, Error::OverlappingRanges { index: 2, other: 0 }),
            "{error:?}"
        );
    }
    let error = stream
        .scope(|s| {
            let held = s.hold(&mut buffer);
            s.discard([held, held])
        })
        .unwrap_err();
    assert!(
        matches!(error, Error::OverlappingRanges { .. }),
        "{error:?}"
    );
    let error = stream
        .scope(|s| s.discard([ViewMut::from(&mut buffer).rect(4, 100, 1000)?]))
        .unwrap_err();
    assert!(matches!(error, Error::NotContiguous { .. }), "{error:?}");
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, 64).unwrap();
    let error = stream.scope(|s| s.discard([&mut on_device])).unwrap_err();
    assert!(matches!(error, Error::WrongMemoryKind { .. }), "{error:?}");
    let error = stream
        .scope(|s| s.prefetch_batch([&on_device], Location::Host))
        .unwrap_err();
    assert!(matches!(error, Error::WrongMemoryKind { .. }), "{error:?}");
    // The buffer's host slice is host memory to cudyn: the error says where the managed view is.
    let error = stream
        .scope(|s| s.discard([buffer.as_mut_slice()?]))
        .unwrap_err();
    assert!(
        matches!(
            error,
            Error::WrongMemoryKind {
                found: MemoryKind::Host,
                ..
            }
        ) && error.to_string().contains("host slice"),
        "{error}"
    );
    let other = Device::get(1).unwrap();
    let error = stream
        .scope(|s| s.prefetch_batch([&buffer], Location::Device(&other)))
        .unwrap_err();
    assert!(matches!(error, Error::WrongDevice { .. }), "{error:?}");
    let error =
        cudyn::Graph::capture(&device, buffer, |s, buffer| s.discard([&mut *buffer])).unwrap_err();
    assert!(matches!(error, Error::NotCapturable { .. }), "{error:?}");
}

#[test]
fn a_future_prefetches_and_discards_what_it_owns() {
    let (device, _fake, cuda13, _turn) = setup();
    let _leaks = NoLeaks::new();
    let buffer = UnifiedBuffer::from_slice(&device, &vec![3u8; 5 * MIB], Attach::Global).unwrap();
    let stream = Stream::new(&device).unwrap();
    let pending = stream
        .submit(buffer, |s, buffer| {
            let held = s.hold(&mut *buffer);
            s.prefetch_batch([held], Location::Device(s.stream().device()))?;
            s.discard([held])
        })
        .unwrap();
    let buffer = cudyn::block_on(pending).unwrap();
    let changed = buffer
        .as_slice()
        .unwrap()
        .iter()
        .filter(|&&b| b != 3)
        .count();
    if cuda13 {
        assert!(changed >= 2 * MIB, "{changed}");
    } else {
        assert_eq!(changed, 0);
    }
}

#[test]
fn advice_applies_to_any_view_of_managed_memory() {
    let (device, fake, _, _turn) = setup();
    let _leaks = NoLeaks::new();
    let buffer = UnifiedBuffer::<f32>::zeroed(&device, 1 << 20, Attach::Global).unwrap();
    let calls = fake.calls_of("cuMemAdvise_v2");
    let view = View::from(&buffer);
    view.slice(..1000)
        .unwrap()
        .advise(Advice::ReadMostly)
        .unwrap();
    view.slice(1000..)
        .unwrap()
        .advise(Advice::PreferredLocation(Location::Device(&device)))
        .unwrap();
    view.advise(Advice::AccessedBy(Location::HostNuma(0)))
        .unwrap();
    view.slice(..1000)
        .unwrap()
        .unadvise(Advice::ReadMostly)
        .unwrap();
    assert_eq!(fake.calls_of("cuMemAdvise_v2") - calls, 4);
    // A NUMA node the host does not have is the driver's error.
    let error = view
        .advise(Advice::PreferredLocation(Location::HostNuma(7)))
        .unwrap_err();
    assert!(matches!(error, Error::Driver(_)), "{error:?}");
    let on_device = DeviceBuffer::<f32>::zeroed(&device, 16).unwrap();
    let error = View::from(&on_device)
        .advise(Advice::ReadMostly)
        .unwrap_err();
    assert!(matches!(error, Error::WrongMemoryKind { .. }), "{error:?}");
}

#[test]
fn a_failed_batched_call_is_a_typed_error_and_the_memory_stays_usable() {
    let (device, fake, cuda13, _turn) = setup();
    let _leaks = NoLeaks::new();
    let mut buffer =
        UnifiedBuffer::from_slice(&device, &vec![5u8; 6 * MIB], Attach::Global).unwrap();
    let stream = Stream::new(&device).unwrap();
    // On CUDA 13 the batched calls; elsewhere the prefetches they fall back to.
    let entries: &[&str] = if cuda13 {
        &[
            "cuMemPrefetchBatchAsync",
            "cuMemDiscardBatchAsync",
            "cuMemDiscardAndPrefetchBatchAsync",
        ]
    } else {
        &["cuMemPrefetchAsync_v2"]
    };
    for &entry in entries {
        for op in 0..3 {
            fake.fail_function(entry, 2);
            let outcome = stream.scope(|s| {
                let held = s.hold(&mut buffer);
                match op {
                    0 => s.prefetch_batch([held], Location::Device(&device)),
                    1 => s.discard([held]),
                    _ => s.discard_and_prefetch([held], Location::Host),
                }
            });
            let hit = fake.take_last_injected();
            fake.clear_failures();
            match (hit.as_deref() == Some(entry), outcome) {
                (true, Err(Error::Driver(error))) => {
                    assert_eq!(error.code(), cudyn::sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY)
                }
                (true, other) => panic!("{entry} failed, op {op}: {other:?}"),
                (false, outcome) => outcome.unwrap(),
            }
        }
    }
    // The memory is usable after every failure: written and read.
    buffer.as_mut_slice().unwrap().fill(9);
    stream
        .scope(|s| s.prefetch_batch([&buffer], Location::Device(&device)))
        .unwrap();
    assert!(buffer.as_slice().unwrap().iter().all(|&b| b == 9));
}

#[test]
fn cuda_13_drivers_get_the_batched_calls() {
    if std::env::var_os(FAKE_VAR).is_some() {
        return; // already a child
    }
    for test in [
        "a_batched_prefetch_is_one_call_where_the_driver_has_it_else_one_per_range",
        "a_discard_covers_the_whole_blocks_inside_each_range_and_nothing_else",
        "discard_and_prefetch_discards_the_blocks_and_prefetches_the_edges",
        "discards_refuse_overlaps_gaps_other_memory_and_captures",
        "a_future_prefetches_and_discards_what_it_owns",
        "advice_applies_to_any_view_of_managed_memory",
        "a_failed_batched_call_is_a_typed_error_and_the_memory_stays_usable",
    ] {
        let out = common::run_in_child_with(test, (FAKE_VAR, "13.0"), &[]);
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && stdout.contains("1 passed"),
            "{test} on the 13.0 fake: {out:?}"
        );
    }
}
