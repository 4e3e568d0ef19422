//! Streams, scopes, events and kernels against the fake driver (which runs the kernels of
//! tests/kernels.ptx on the host).

use cudyn_test_common as common;

use common::{KERNELS, NoLeaks, device};
use cudyn::sys::CUresult;
use cudyn::{
    Attach, Device, DeviceBuffer, Error, Event, LaunchConfig, Location, MemoryKind, Module,
    PinnedBuffer, PinnedFlags, RegisteredHost, Stream, StreamOptions, UnifiedBuffer,
};
use cudyn_fake_driver as fake;

#[test]
fn a_scope_moves_data_through_held_device_memory() {
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let input = PinnedBuffer::from_slice(&device, &[7u32; 300], PinnedFlags::DEFAULT).unwrap();
    let mut scratch = DeviceBuffer::<u32>::uninit(&device, 300).unwrap();
    let mut output = vec![0u32; 300];
    let syncs = fake::calls_of("cuStreamSynchronize");
    stream
        .scope(|s| {
            let held = s.hold(&mut scratch);
            assert_eq!((held.len(), held.is_empty()), (300, false));
            s.copy(&input, held)?;
            s.copy(held, &mut output)?;
            Ok(())
        })
        .unwrap();
    assert_eq!(output, [7; 300]);
    assert_eq!(
        fake::calls_of("cuStreamSynchronize"),
        syncs + 1,
        "one synchronise per scope"
    );
    // Pinned to device, then device to pageable: each by its direct entry point.
    assert_eq!(fake::calls_of("cuMemcpyHtoDAsync_v2"), 1);
    assert_eq!(fake::calls_of("cuMemcpyDtoHAsync_v2"), 1);
}

#[test]
fn a_scope_returns_the_closures_value_and_errors() {
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    assert_eq!(stream.scope(|_| Ok(42)).unwrap(), 42);
    let mut dst = DeviceBuffer::<u8>::zeroed(&device, 4).unwrap();
    let syncs = fake::calls_of("cuStreamSynchronize");
    let error = stream.scope(|s| s.copy(&[1u8; 3], &mut dst)).unwrap_err();
    assert_eq!(error, Error::LengthMismatch { dst: 4, src: 3 });
    assert_eq!(
        fake::calls_of("cuStreamSynchronize"),
        syncs + 1,
        "synchronised after an error"
    );
    // A failed synchronisation is the scope's error.
    let error = stream
        .scope(|_| {
            fake::fail_function(
                "cuStreamSynchronize",
                CUresult::CUDA_ERROR_ILLEGAL_ADDRESS.0 as i32,
            );
            Ok(())
        })
        .unwrap_err();
    fake::clear_failures();
    assert_eq!(
        error.driver_code(),
        Some(CUresult::CUDA_ERROR_ILLEGAL_ADDRESS)
    );
}

#[test]
fn a_panicking_scope_synchronises_before_unwinding() {
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let mut dst = DeviceBuffer::<u8>::zeroed(&device, 4).unwrap();
    let syncs = fake::calls_of("cuStreamSynchronize");
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let _ = stream.scope(|s| -> cudyn::Result<()> {
            s.copy(&[1u8; 4], &mut dst)?;
            panic!("a bug in the closure");
        });
    }));
    assert!(result.is_err());
    assert_eq!(fake::calls_of("cuStreamSynchronize"), syncs + 1);
    assert_eq!(dst.to_vec().unwrap(), [1; 4]);
}

#[test]
fn two_streams_overlap_in_nested_scopes() {
    let _leaks = NoLeaks::new();
    let device = device();
    let options = StreamOptions {
        non_blocking: true,
        priority: -1,
    };
    let (a, b) = (
        Stream::with_options(&device, options).unwrap(),
        Stream::new(&device).unwrap(),
    );
    let (x, y) = (vec![1u16; 1000], vec![2u16; 1000]);
    let (mut dx, mut dy) = (
        DeviceBuffer::<u16>::uninit(&device, 1000).unwrap(),
        DeviceBuffer::<u16>::uninit(&device, 1000).unwrap(),
    );
    let (mut ox, mut oy) = (vec![0u16; 1000], vec![0u16; 1000]);
    a.scope(|sa| {
        b.scope(|sb| {
            let (hx, hy) = (sa.hold(&mut dx), sb.hold(&mut dy));
            sa.copy(&x, hx)?;
            sb.copy(&y, hy)?;
            sa.copy(hx, &mut ox)?;
            sb.copy(hy, &mut oy)
        })
    })
    .unwrap();
    assert_eq!((ox, oy), (x, y));
}

#[test]
fn scope_fills_and_copies_every_kind() {
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let mut device_memory = DeviceBuffer::<u32>::zeroed(&device, 8).unwrap();
    let mut pinned = PinnedBuffer::<u32>::zeroed(&device, 8, PinnedFlags::DEFAULT).unwrap();
    let mut unified = UnifiedBuffer::<u32>::zeroed(&device, 8, Attach::Global).unwrap();
    let mut registered = RegisteredHost::new(&device, vec![0u32; 8]).unwrap();
    stream
        .scope(|s| {
            // Written, then read: lent to the scope once.
            let held = s.hold(&mut device_memory);
            s.fill_u32(held, 5)?;
            s.fill_bytes(&mut pinned, 1)?;
            s.fill_u16(&mut unified, 0x0202)?;
            s.copy(held, &mut registered)?;
            Ok(())
        })
        .unwrap();
    assert_eq!(&pinned[..], &[0x0101_0101; 8]);
    assert_eq!(unified.as_slice().unwrap(), &[0x0202_0202; 8]);
    assert_eq!(&registered[..], &[5; 8]);
    // Pageable memory cannot be set by the driver in stream order.
    let mut host = vec![0u32; 8];
    let error = stream.scope(|s| s.fill_bytes(&mut host, 1)).unwrap_err();
    assert_eq!(
        error,
        Error::WrongMemoryKind {
            expected: "memory the driver can set",
            found: MemoryKind::Host
        }
    );
}

#[test]
fn scope_prefetches_unified_memory_only() {
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let unified = UnifiedBuffer::<u8>::zeroed(&device, 64, Attach::Global).unwrap();
    let plain = DeviceBuffer::<u8>::zeroed(&device, 64).unwrap();
    let before = fake::calls_of("cuMemPrefetchAsync_v2");
    stream
        .scope(|s| {
            s.prefetch(&unified, Location::Device(&device))?;
            s.prefetch(unified.view().slice(..32)?, Location::Host)
        })
        .unwrap();
    assert_eq!(fake::calls_of("cuMemPrefetchAsync_v2"), before + 2);
    let error = stream
        .scope(|s| s.prefetch(&plain, Location::Host))
        .unwrap_err();
    assert!(
        matches!(
            error,
            Error::WrongMemoryKind {
                found: MemoryKind::Device,
                ..
            }
        ),
        "{error:?}"
    );
}

#[test]
fn kernels_run_with_typed_parameters() {
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let module = Module::from_ptx(&device, KERNELS).unwrap();
    let (fill, add) = (
        module.function("fill_u32").unwrap(),
        module.function("add_u32").unwrap(),
    );
    let n = 1000u32;
    let mut a = DeviceBuffer::<u32>::uninit(&device, n as usize).unwrap();
    let mut b = UnifiedBuffer::<u32>::zeroed(&device, n as usize, Attach::Global).unwrap();
    stream
        .scope(|s| {
            let held = s.hold(&mut a);
            // SAFETY: fill_u32(u32 *out, u32 n, u32 value) and add_u32(const u32 *in, u32 *out,
            // u32 n, u32 value), each writing n elements of buffers that hold n.
            unsafe {
                s.launch(&fill, LaunchConfig::linear(n, 128), (held, n, 40u32))?;
                s.launch(&add, LaunchConfig::linear(n, 128), (held, &mut b, n, 2u32))?;
            }
            Ok(())
        })
        .unwrap();
    assert_eq!(a.to_vec().unwrap(), vec![40; n as usize]);
    assert_eq!(b.as_slice().unwrap(), &vec![42; n as usize][..]);
}

#[test]
fn kernel_and_module_errors_are_typed() {
    let _leaks = NoLeaks::new();
    let device = device();
    assert_eq!(
        Module::from_ptx(&device, "bad\0ptx").unwrap_err(),
        Error::InteriorNul { what: "PTX source" }
    );
    let error = Module::from_ptx(&device, "not ptx at all").unwrap_err();
    assert_eq!(
        error.driver_code(),
        Some(CUresult::CUDA_ERROR_INVALID_IMAGE)
    );
    let module = Module::from_ptx(&device, KERNELS).unwrap();
    let error = module.function("missing").unwrap_err();
    assert_eq!(error.driver_code(), Some(CUresult::CUDA_ERROR_NOT_FOUND));
    assert_eq!(
        module.function("a\0b").unwrap_err(),
        Error::InteriorNul {
            what: "kernel name"
        }
    );
    // A kernel of one device cannot be launched on another's stream.
    let other = Device::get(1).unwrap();
    let stream = Stream::new(&other).unwrap();
    let fill = module.function("fill_u32").unwrap();
    let mut out = DeviceBuffer::<u32>::zeroed(&other, 4).unwrap();
    // SAFETY: not launched: the device check fails first.
    let error = stream
        .scope(|s| unsafe { s.launch(&fill, LaunchConfig::linear(4, 4), (&mut out, 4u32, 1u32)) })
        .unwrap_err();
    assert_eq!(
        error,
        Error::WrongDevice {
            what: "the kernel",
            expected: 1,
            found: 0
        }
    );
}

#[test]
fn launch_config_covers_every_element() {
    assert_eq!(LaunchConfig::linear(1000, 128).grid, [8, 1, 1]);
    assert_eq!(LaunchConfig::linear(1024, 128).grid, [8, 1, 1]);
    assert_eq!(LaunchConfig::linear(0, 128).grid, [1, 1, 1]);
    assert_eq!(LaunchConfig::linear(5, 0).grid, [5, 1, 1]);
}

#[test]
fn streams_report_their_state_and_options() {
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    assert!(stream.is_idle().unwrap());
    stream.synchronize().unwrap();
    assert_eq!(Stream::priority_range(&device).unwrap(), (0, -5));
    let legacy = Stream::legacy(&device).unwrap();
    assert!(legacy.raw().is_null());
    legacy.synchronize().unwrap();
    assert!(legacy.is_idle().unwrap());
    assert_eq!(stream.device(), &device);
    let before = fake::live_allocations();
    drop(stream);
    assert_eq!(fake::live_allocations(), before - 1, "destroyed on drop");
}

#[test]
fn events_order_streams_and_keep_time_when_asked() {
    let _leaks = NoLeaks::new();
    let device = device();
    let (a, b) = (Stream::new(&device).unwrap(), Stream::new(&device).unwrap());
    let (start, end) = (
        Event::with_timing(&device).unwrap(),
        Event::with_timing(&device).unwrap(),
    );
    assert!(start.timing());
    start.record(&a).unwrap();
    a.scope(|s| s.record(&end)).unwrap();
    b.wait(&end).unwrap();
    b.scope(|s| s.wait(&start)).unwrap();
    end.synchronize().unwrap();
    assert!(end.is_complete().unwrap());
    assert!(end.elapsed_since(&start).unwrap() < std::time::Duration::from_secs(5));
    let plain = Event::new(&device).unwrap();
    plain.record(&a).unwrap();
    assert!(!plain.timing());
    assert_eq!(
        plain.elapsed_since(&start).unwrap_err(),
        Error::TimingDisabled
    );
    let other = Stream::new(&Device::get(1).unwrap()).unwrap();
    assert_eq!(
        plain.record(&other).unwrap_err(),
        Error::WrongDevice {
            what: "the stream",
            expected: 0,
            found: 1
        }
    );
}

#[test]
fn failures_while_creating_handles_leak_nothing() {
    let _leaks = NoLeaks::new();
    let device = device();
    let oom = CUresult::CUDA_ERROR_OUT_OF_MEMORY.0 as i32;
    fake::fail_function("cuStreamCreateWithPriority", oom);
    assert!(Stream::new(&device).is_err());
    fake::fail_function("cuEventCreate", oom);
    assert!(Event::new(&device).is_err());
    fake::fail_function("cuModuleLoadData", oom);
    assert!(Module::from_ptx(&device, KERNELS).is_err());
    fake::clear_failures();
}

#[test]
fn overlapping_copies_through_held_memory_are_typed_errors() {
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let mut on_device = DeviceBuffer::from_slice(&device, &(0..16u32).collect::<Vec<_>>()).unwrap();
    let mut host = vec![0u32; 16];
    let copies = fake::calls_of("cuMemcpyDtoDAsync_v2") + fake::calls_of("cuMemcpyAsync");
    stream
        .scope(|s| {
            let held = s.hold(&mut on_device);
            let whole = s.copy(held, held).unwrap_err();
            assert!(
                matches!(whole, Error::OverlappingCopy { bytes: 64, .. }),
                "{whole}"
            );
            let (a, b) = (held.slice(0..8)?, held.slice(4..12)?);
            let partly = s.copy(a, b).unwrap_err();
            assert!(
                matches!(partly, Error::OverlappingCopy { bytes: 32, .. }),
                "{partly}"
            );
            assert!(matches!(s.copy(b, a), Err(Error::OverlappingCopy { .. })));
            // Adjacent halves do not overlap.
            s.copy(held.slice(0..8)?, held.slice(8..16)?)?;
            let held = s.hold(&mut host);
            assert!(matches!(
                s.copy(held, held),
                Err(Error::OverlappingCopy { .. })
            ));
            Ok(())
        })
        .unwrap();
    assert_eq!(
        fake::calls_of("cuMemcpyDtoDAsync_v2") + fake::calls_of("cuMemcpyAsync"),
        copies + 1,
        "only the adjacent copy reached the driver"
    );
    let expected: Vec<u32> = (0..8).chain(0..8).collect();
    assert_eq!(on_device.to_vec().unwrap(), expected);
}

#[test]
fn an_inner_scope_on_another_stream_waits_for_the_outer_work_on_held_memory_once_per_hand_over() {
    let _leaks = NoLeaks::new();
    let device = device();
    let (a, b) = (Stream::new(&device).unwrap(), Stream::new(&device).unwrap());
    let module = Module::from_ptx(&device, KERNELS).unwrap();
    let add = module.function("add_u32").unwrap();
    let src = PinnedBuffer::from_slice(&device, &[4u32; 64], PinnedFlags::DEFAULT).unwrap();
    let mut x = DeviceBuffer::<u32>::zeroed(&device, 64).unwrap();
    let (mut y, mut z) = (
        vec![0u32; 64],
        DeviceBuffer::<u32>::zeroed(&device, 64).unwrap(),
    );
    let counts = || {
        (
            fake::calls_of("cuEventRecord"),
            fake::calls_of("cuStreamWaitEvent"),
        )
    };
    let before = counts();
    a.scope(|outer| {
        let h = outer.hold(&mut x);
        outer.copy(&src, h)?;
        // A nested scope on the same stream needs no ordering.
        a.scope(|same| same.copy(h, &mut y))?;
        assert_eq!(counts(), before);
        b.scope(|inner| {
            // The first use on stream b waits for stream a's work so far, once.
            inner.copy(h, &mut y)?;
            assert_eq!(counts(), (before.0 + 1, before.1 + 1));
            inner.fill_u32(h.slice(..1)?, 9)?;
            // SAFETY: add_u32(const u32 *in, u32 *out, u32 n, u32 value) over 64 elements.
            unsafe { inner.launch(&add, LaunchConfig::linear(64, 64), (h, &mut z, 64u32, 1u32)) }?;
            assert_eq!(counts(), (before.0 + 1, before.1 + 1), "waited again");
            Ok(())
        })?;
        // Another inner scope on b: the memory's last use was there, and b is done with it.
        b.scope(|again| again.fill_u32(h.slice(1..2)?, 7))
    })
    .unwrap();
    assert_eq!(counts(), (before.0 + 1, before.1 + 1));
    assert_eq!(y, [4; 64]);
    let mut expected = vec![5u32; 64];
    expected[0] = 10;
    assert_eq!(z.to_vec().unwrap(), expected);
}
