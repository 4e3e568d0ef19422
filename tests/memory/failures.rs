//! bad sizes, failures and drops

use super::*;

#[test]
fn sizes_that_overflow_are_rejected_before_the_driver() {
    let _leaks = NoLeaks::new();
    let device = device();
    let before = fake::calls();
    let huge = usize::MAX / 4;
    let overflow = Error::SizeOverflow {
        count: huge,
        size: 8,
    };
    assert_eq!(
        DeviceBuffer::<u64>::uninit(&device, huge).unwrap_err(),
        overflow
    );
    assert_eq!(
        PinnedBuffer::<u64>::zeroed(&device, huge, PinnedFlags::DEFAULT).unwrap_err(),
        overflow
    );
    assert_eq!(
        UnifiedBuffer::<u64>::zeroed(&device, huge, Attach::Global).unwrap_err(),
        overflow
    );
    // Past isize::MAX bytes no host slice could describe it.
    let past = Error::SizeOverflow {
        count: usize::MAX / 2,
        size: 2,
    };
    assert_eq!(
        DeviceBuffer::<u16>::uninit(&device, usize::MAX / 2).unwrap_err(),
        past
    );
    assert_eq!(fake::calls(), before);
}

#[test]
fn out_of_memory_is_a_driver_error_and_memory_is_usable_after() {
    let _leaks = NoLeaks::new();
    let device = device();
    let error = DeviceBuffer::<u8>::uninit(&device, fake::TOTAL_MEMORY + 1).unwrap_err();
    assert_eq!(
        error.driver_code(),
        Some(CUresult::CUDA_ERROR_OUT_OF_MEMORY)
    );
    assert!(
        error
            .to_string()
            .starts_with("cuMemAlloc_v2 failed: CUDA_ERROR_OUT_OF_MEMORY"),
        "{error}"
    );
    assert!(DeviceBuffer::<u8>::uninit(&device, 1 << 20).is_ok());
}

#[test]
fn a_failure_after_allocating_frees_what_was_allocated() {
    let _leaks = NoLeaks::new();
    let device = device();
    let oom = CUresult::CUDA_ERROR_OUT_OF_MEMORY.0 as i32;
    for (entry, make) in [
        ("cuMemsetD8_v2", &|d: &Device| {
            DeviceBuffer::<u8>::zeroed(d, 8).map(drop) as cudyn::Result<()>
        }),
        ("cuMemsetD8_v2", &|d: &Device| {
            UnifiedBuffer::<u8>::zeroed(d, 8, Attach::Global).map(drop)
        }),
        ("cuMemcpyHtoD_v2", &|d: &Device| {
            DeviceBuffer::from_slice(d, &[1u8; 8]).map(drop)
        }),
        ("cuMemHostGetDevicePointer_v2", &|d: &Device| {
            PinnedBuffer::<u8>::zeroed(d, 8, PinnedFlags::DEVICEMAP).map(drop)
        }),
        ("cuMemHostGetDevicePointer_v2", &|d: &Device| {
            RegisteredHost::new(d, vec![0u8; 8]).map(drop)
        }),
    ] as [(&str, &dyn Fn(&Device) -> cudyn::Result<()>); 5]
    {
        fake::fail_function(entry, oom);
        let error = make(&device).unwrap_err();
        fake::clear_failures();
        assert_eq!(
            error.driver_code(),
            Some(CUresult::CUDA_ERROR_OUT_OF_MEMORY),
            "{entry}"
        );
    }
}

#[test]
fn a_failed_free_in_drop_is_logged_not_panicked() {
    let device = device();
    let buffer = DeviceBuffer::<u8>::zeroed(&device, 8).unwrap();
    let live = fake::live_allocations();
    fake::fail_function("cuMemFree_v2", CUresult::CUDA_ERROR_UNKNOWN.0 as i32);
    drop(buffer); // logs a warning through tracing
    fake::clear_failures();
    // The driver refused, so the allocation is still live: reported, not hidden or panicked.
    assert_eq!(fake::live_allocations(), live);
}

#[test]
fn devices_report_memory_in_use_and_accessors_agree() {
    let _leaks = NoLeaks::new();
    let device = device();
    let (free, total) = device.mem_info().unwrap();
    assert_eq!(total, fake::TOTAL_MEMORY);
    // Free memory is per device, shared with the tests running beside this one, which
    // allocate at most a few MiB: allocate far more and allow for theirs.
    let buffer = DeviceBuffer::<u8>::uninit(&device, 256 << 20).unwrap();
    let dropped = free as i64 - device.mem_info().unwrap().0 as i64;
    assert!(
        (dropped - (256 << 20)).abs() < 16 << 20,
        "free memory fell by {dropped}"
    );
    assert!(device.concurrent_managed_access().unwrap());
    let attribute = CUdevice_attribute::CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT;
    assert_eq!(device.attribute(attribute).unwrap(), 3);
    let pinned = PinnedBuffer::<u8>::zeroed(&device, 1, PinnedFlags::DEFAULT).unwrap();
    let unified = UnifiedBuffer::<u8>::zeroed(&device, 1, Attach::Global).unwrap();
    let registered = RegisteredHost::new(&device, vec![0u8]).unwrap();
    for owner in [
        buffer.device(),
        pinned.device(),
        unified.device(),
        registered.device(),
    ] {
        assert_eq!(owner, &device);
    }
    assert!(MemoryKind::Pinned.is_host() && MemoryKind::Host.is_host());
    assert!(!MemoryKind::Device.is_host() && !MemoryKind::Unified.is_host());
    assert!(buffer.storage_id().get() > 0);
    let mut host = vec![1u8, 2, 3];
    let mut view = ViewMut::from(&mut host);
    assert_eq!(view.to_vec().unwrap(), [1, 2, 3]);
    assert_eq!(view.as_slice().unwrap(), &[1, 2, 3]);
    View::from(&[9u8, 8, 7]).copy_to(view.reborrow()).unwrap();
    assert_eq!(host, [9, 8, 7]);
    assert!(format!("{buffer:?}").starts_with("DeviceBuffer"));
}

#[test]
fn empty_views_of_every_kind_cast_alike() {
    let _leaks = NoLeaks::new();
    let device = device();
    for kind in KINDS {
        let mut backing = Vec::new();
        let mut memory = Memory::new(kind, &device, &[], &mut backing);
        let view = memory.view();
        assert!(view.is_empty(), "{kind:?}");
        // An empty Vec<u32>'s address is 4 (dangling), an empty buffer's 0: neither matters.
        let wide = view
            .cast::<u64>()
            .unwrap_or_else(|e| panic!("{kind:?}: {e}"));
        assert_eq!(wide.len(), 0);
        let host = kind != MemoryKind::Device;
        assert_eq!(
            wide.as_slice().map(<[u64]>::len),
            host.then_some(0),
            "{kind:?}"
        );
        let mut narrow = memory.view_mut().cast::<u8>().unwrap();
        assert_eq!(narrow.as_mut_slice().map(|s| s.len()), host.then_some(0));
        assert!(
            !narrow.overlaps(narrow.as_view()),
            "{kind:?}: empty overlaps nothing"
        );
    }
}

#[test]
fn every_buffer_slices_directly_and_views_know_when_they_overlap() {
    let _leaks = NoLeaks::new();
    let device = device();
    let data = pattern(64, 9);
    for kind in KINDS {
        let (mut a, mut b) = (Vec::new(), Vec::new());
        let one = Memory::new(kind, &device, &data, &mut a);
        let other = Memory::new(kind, &device, &data, &mut b);
        let whole = one.view();
        let (head, tail) = (whole.slice(..32).unwrap(), whole.slice(32..).unwrap());
        assert!(whole.overlaps(head) && head.overlaps(whole), "{kind:?}");
        assert!(whole.slice(31..33).unwrap().overlaps(tail), "{kind:?}");
        assert!(
            !head.overlaps(tail),
            "{kind:?}: adjacent halves share no byte"
        );
        assert!(!whole.overlaps(other.view()), "{kind:?}: two allocations");
        assert!(
            !whole.overlaps(whole.slice(5..5).unwrap()),
            "{kind:?}: empty"
        );
        // Across element types: the bytes decide.
        assert!(
            head.cast::<u8>()
                .unwrap()
                .overlaps(whole.slice(31..).unwrap())
        );
    }
    let mut buffer = DeviceBuffer::from_slice(&device, &data).unwrap();
    assert_eq!(buffer.slice(8..16).unwrap().to_vec().unwrap(), data[8..16]);
    buffer.slice_mut(..4).unwrap().fill_u32(7).unwrap();
    assert_eq!(buffer.to_vec().unwrap()[..5], [7, 7, 7, 7, data[4]]);
    assert_eq!(
        buffer.slice(60..65).unwrap_err(),
        Error::OutOfRange {
            start: 60,
            end: 65,
            len: 64
        }
    );
    let mut pinned = PinnedBuffer::from_slice(&device, &data, PinnedFlags::DEFAULT).unwrap();
    assert_eq!(pinned.slice(1..3).unwrap().as_slice().unwrap(), &data[1..3]);
    pinned.slice_mut(..1).unwrap().as_mut_slice().unwrap()[0] = 5;
    assert_eq!(pinned[0], 5);
    let unified = UnifiedBuffer::from_slice(&device, &data, Attach::Global).unwrap();
    assert_eq!(unified.slice(63..).unwrap().len(), 1);
    let registered = RegisteredHost::new(&device, data.clone()).unwrap();
    assert_eq!(registered.slice(..).unwrap().as_slice().unwrap(), &data[..]);
}

#[test]
fn unified_memory_the_host_fills_first_stays_on_the_host() {
    let _leaks = NoLeaks::new();
    let device = device();
    let calls = |name| fake::calls_of(name);
    let before = (calls("cuMemsetD8_v2"), calls("cuMemPrefetchAsync_v2"));
    let zeroes = UnifiedBuffer::<u64>::zeroed_on_host(&device, 1000, Attach::Global).unwrap();
    assert!(zeroes.as_slice().unwrap().iter().all(|&v| v == 0));
    let squares = UnifiedBuffer::from_fn(&device, 100, Attach::Global, |i| (i * i) as u32).unwrap();
    assert_eq!(squares.as_slice().unwrap()[9], 81);
    let data = pattern(77, 3);
    let copied = UnifiedBuffer::from_slice(&device, &data, Attach::Host).unwrap();
    assert_eq!(copied.as_slice().unwrap(), &data[..]);
    assert_eq!(
        (calls("cuMemsetD8_v2"), calls("cuMemPrefetchAsync_v2")),
        before,
        "written on the host only: no device memset, no prefetch"
    );
    // Large enough for several threads to make the pages, each a whole number of 2 MiB
    // blocks: every part must land in its place.
    let big = pattern((9 << 20) / 4 + 3, 11);
    let copied = UnifiedBuffer::from_slice(&device, &big, Attach::Global).unwrap();
    assert!(copied.as_slice().unwrap() == &big[..]);
    let zeroes = UnifiedBuffer::<u32>::zeroed_on_host(&device, big.len(), Attach::Global).unwrap();
    assert!(zeroes.as_slice().unwrap().iter().all(|&v| v == 0));
    // Empty: no allocation, no driver call.
    let empty =
        UnifiedBuffer::<u32>::from_fn(&device, 0, Attach::Global, |_| unreachable!()).unwrap();
    assert!(empty.as_slice().unwrap().is_empty());
    // A panicking generator frees the buffer (NoLeaks checks).
    let panicked = std::panic::catch_unwind(|| {
        UnifiedBuffer::from_fn(&device, 10, Attach::Global, |i| {
            assert!(i < 5, "stop");
            i as u32
        })
    });
    assert!(panicked.is_err());
}

#[test]
fn without_concurrent_access_the_host_fill_waits_for_the_device_first() {
    let _leaks = NoLeaks::new();
    let device = device();
    let attribute = CUdevice_attribute::CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS.0 as i32;
    fake::override_attribute(attribute, 0);
    let before = (
        fake::calls_of("cuMemPrefetchAsync_v2"),
        fake::calls_of("cuCtxSynchronize"),
    );
    let buffer = UnifiedBuffer::<u32>::zeroed_on_host(&device, 64, Attach::Global).unwrap();
    assert_eq!(fake::calls_of("cuMemPrefetchAsync_v2"), before.0);
    assert!(fake::calls_of("cuCtxSynchronize") > before.1);
    assert!(buffer.as_slice().unwrap().iter().all(|&v| v == 0));
    drop(buffer);
    fake::clear_attribute_override();
}
