//! owned buffers

use super::*;

#[test]
fn device_buffer_round_trip() {
    let _leaks = NoLeaks::new();
    let device = device();
    let data = ramp(1000);
    let buffer = DeviceBuffer::from_slice(&device, &data).unwrap();
    assert_eq!(
        (buffer.len(), buffer.size_bytes(), buffer.is_empty()),
        (1000, 4000, false)
    );
    assert_ne!(buffer.device_ptr(), 0);
    assert_eq!(buffer.device(), &device);
    assert_eq!(buffer.view().kind(), MemoryKind::Device);
    assert!(
        buffer.view().as_slice().is_none(),
        "device memory gives no host slice"
    );
    assert_eq!(buffer.to_vec().unwrap(), data);
}

#[test]
fn zeroed_buffers_of_every_kind_read_zero() {
    let _leaks = NoLeaks::new();
    let device = device();
    assert_eq!(
        DeviceBuffer::<u64>::zeroed(&device, 33)
            .unwrap()
            .to_vec()
            .unwrap(),
        [0; 33]
    );
    let pinned = PinnedBuffer::<u64>::zeroed(&device, 33, PinnedFlags::DEFAULT).unwrap();
    assert_eq!(&pinned[..], &[0; 33]);
    let unified = UnifiedBuffer::<u64>::zeroed(&device, 33, Attach::Global).unwrap();
    assert_eq!(unified.as_slice().unwrap(), &[0; 33]);
}

#[test]
fn empty_buffers_make_no_driver_call() {
    let _leaks = NoLeaks::new();
    let device = device();
    // An upload of another thread still landing (as tests running beside this one leave
    // them): zero-length work must not wait for it either.
    let mut elsewhere = DeviceBuffer::<u32>::zeroed(&device, 4).unwrap();
    std::thread::scope(|s| {
        s.spawn(|| cudyn::copy(&[7u32; 4][..], &mut elsewhere).unwrap());
    });
    let before = fake::calls();
    let mut d = DeviceBuffer::<f32>::zeroed(&device, 0).unwrap();
    let p = PinnedBuffer::<f32>::zeroed(&device, 0, PinnedFlags::DEVICEMAP).unwrap();
    let u = UnifiedBuffer::<f32>::zeroed(&device, 0, Attach::Global).unwrap();
    let r = RegisteredHost::new(&device, Vec::<f32>::new()).unwrap();
    d.copy_from(&p).unwrap();
    assert!(d.to_vec().unwrap().is_empty() && u.as_slice().unwrap().is_empty());
    assert!(p.is_empty() && r.is_empty() && d.device_ptr() == 0);
    drop((d, p, u, r));
    assert_eq!(fake::calls(), before, "zero-length work reaches the driver");
    assert_eq!(elsewhere.to_vec().unwrap(), [7; 4]);
}

#[test]
fn pinned_buffer_is_a_host_slice_the_device_can_copy() {
    let _leaks = NoLeaks::new();
    let device = device();
    let mut pinned = PinnedBuffer::<u32>::zeroed(&device, 64, PinnedFlags::PORTABLE).unwrap();
    pinned
        .iter_mut()
        .enumerate()
        .for_each(|(i, v)| *v = i as u32 * 3);
    let on_device = DeviceBuffer::from_slice(&device, &pinned).unwrap();
    let mut back = PinnedBuffer::<u32>::zeroed(&device, 64, PinnedFlags::DEFAULT).unwrap();
    on_device.copy_to(&mut back).unwrap();
    assert_eq!(&back[..], &pinned[..]);
    assert_eq!(pinned.flags(), PinnedFlags::PORTABLE);
    assert_eq!(pinned.view().as_slice().unwrap(), pinned.as_slice());
}

#[test]
fn mapped_pinned_memory_has_a_device_pointer() {
    let _leaks = NoLeaks::new();
    let device = device();
    let flags = PinnedFlags::DEVICEMAP | PinnedFlags::WRITECOMBINED;
    let pinned = PinnedBuffer::from_slice(&device, &[5u8; 16], flags).unwrap();
    assert_ne!(pinned.device_ptr(), 0);
    // Under unified addressing the mapping has the host address.
    assert_eq!(pinned.device_ptr(), pinned.as_ptr() as u64);
    assert!(pinned.flags().contains(PinnedFlags::DEVICEMAP));
}

#[test]
fn pinned_flags_combine_as_sets() {
    use PinnedFlags as F;
    let both = F::PORTABLE | F::DEVICEMAP;
    assert_eq!(both.bits(), 0b011);
    assert!(both.contains(F::PORTABLE) && both.contains(F::DEVICEMAP));
    assert!(!both.contains(F::WRITECOMBINED));
    assert_eq!(both & F::DEVICEMAP, F::DEVICEMAP, "& intersects");
    assert_eq!(both & F::WRITECOMBINED, F::empty());
    let mut flags = F::PORTABLE;
    flags |= F::WRITECOMBINED;
    assert_eq!(flags.bits(), 0b101, "|= adds");
    flags &= F::WRITECOMBINED;
    assert_eq!(flags, F::WRITECOMBINED, "&= keeps the intersection");
    assert!(F::empty().is_empty() && F::DEFAULT.is_empty() && !flags.is_empty());
    assert_eq!(
        F::from_bits(0b111),
        Some(F::PORTABLE | F::DEVICEMAP | F::WRITECOMBINED)
    );
    assert_eq!(F::from_bits(0b1000), None);
    assert_eq!(format!("{both:?}"), "PinnedFlags(PORTABLE | DEVICEMAP)");
    assert_eq!(format!("{:?}", F::DEFAULT), "PinnedFlags(DEFAULT)");
}

#[test]
fn unified_buffer_is_shared_by_host_and_device() {
    let _leaks = NoLeaks::new();
    let device = device();
    let data = ramp(300);
    let mut unified = UnifiedBuffer::from_slice(&device, &data, Attach::Global).unwrap();
    assert!(unified.concurrent_managed_access());
    assert_eq!(unified.as_slice().unwrap(), &data[..]);
    unified.as_mut_slice().unwrap()[7] = 77;
    let on_device = DeviceBuffer::from_slice(&device, unified.as_slice().unwrap()).unwrap();
    assert_eq!(on_device.to_vec().unwrap()[7], 77);
    // With concurrent managed access, views may hand out host slices.
    assert_eq!(unified.view().as_slice().unwrap()[7], 77);
    assert_eq!(unified.view().kind(), MemoryKind::Unified);
    let host_only = UnifiedBuffer::from_slice(&device, &data, Attach::Host).unwrap();
    assert_eq!(host_only.to_vec().unwrap(), data);
}

#[test]
fn without_concurrent_managed_access_host_access_synchronises_first() {
    let _leaks = NoLeaks::new();
    let device = device();
    let attribute = CUdevice_attribute::CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS.0 as i32;
    fake::override_attribute(attribute, 0);
    let mut unified = UnifiedBuffer::from_slice(&device, &[1u16, 2, 3], Attach::Global).unwrap();
    assert!(!unified.concurrent_managed_access());
    assert!(
        unified.view().as_slice().is_none(),
        "a view cannot synchronise, so it gives none"
    );
    let syncs = fake::calls_of("cuCtxSynchronize");
    assert_eq!(unified.as_slice().unwrap(), &[1, 2, 3]);
    unified.as_mut_slice().unwrap()[0] = 9;
    assert_eq!(fake::calls_of("cuCtxSynchronize"), syncs + 2);
    assert_eq!(unified.to_vec().unwrap(), [9, 2, 3]);
}

#[test]
fn unified_prefetch_and_advice_use_the_location_forms() {
    let _leaks = NoLeaks::new();
    let device = device();
    let unified = UnifiedBuffer::<f32>::zeroed(&device, 1024, Attach::Global).unwrap();
    let (v2, v1) = (
        fake::calls_of("cuMemPrefetchAsync_v2"),
        fake::calls_of("cuMemPrefetchAsync"),
    );
    unified.prefetch(Location::Device(&device)).unwrap();
    unified.prefetch(Location::Host).unwrap();
    assert_eq!(fake::calls_of("cuMemPrefetchAsync_v2"), v2 + 2);
    assert_eq!(
        fake::calls_of("cuMemPrefetchAsync"),
        v1,
        "no fallback on a 12.9 driver"
    );
    let other = Device::get(1).unwrap();
    for advice in [
        Advice::ReadMostly,
        Advice::PreferredLocation(Location::Device(&device)),
        Advice::PreferredLocation(Location::Host),
        Advice::AccessedBy(Location::Device(&other)),
    ] {
        unified.advise(advice).unwrap();
        unified.unadvise(advice).unwrap();
    }
    assert_eq!(fake::calls_of("cuMemAdvise_v2"), 8);
}

#[test]
fn unified_attach_to_a_stream() {
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let mut unified = UnifiedBuffer::<u8>::zeroed(&device, 10, Attach::Global).unwrap();
    let attaches = fake::calls_of("cuStreamAttachMemAsync");
    unified.attach_to_stream(&stream).unwrap();
    unified.attach(&stream, Attach::Host).unwrap();
    unified.attach(&stream, Attach::Global).unwrap();
    assert_eq!(fake::calls_of("cuStreamAttachMemAsync"), attaches + 3);
    let elsewhere = Stream::new(&Device::get(1).unwrap()).unwrap();
    let error = unified.attach(&elsewhere, Attach::Host).unwrap_err();
    assert_eq!(
        error,
        Error::WrongDevice {
            what: "the stream",
            expected: 0,
            found: 1
        }
    );
}

#[test]
fn registered_slice_is_copied_in_place_and_unregistered_on_drop() {
    let _leaks = NoLeaks::new();
    let device = device();
    let data = ramp(500);
    let expected = data.clone();
    let registered_before = fake::live_allocations();
    let data = {
        let mut registered = RegisteredHost::new(&device, data).unwrap();
        assert_eq!(fake::live_allocations(), registered_before + 1);
        assert_eq!(registered.view().kind(), MemoryKind::Registered);
        let on_device = DeviceBuffer::from_slice(&device, &registered).unwrap();
        registered.iter_mut().for_each(|v| *v = 0);
        on_device.copy_to(&mut registered).unwrap();
        assert_eq!(&registered[..], &expected[..]);
        registered[0] = 1;
        registered.into_vec().unwrap()
    };
    assert_eq!(
        fake::live_allocations(),
        registered_before,
        "unregistered when given back"
    );
    assert_eq!(data[0], 1, "writes went to the vector itself");
}

#[test]
fn a_forgotten_registration_keeps_its_memory_so_nothing_reuses_a_registered_range() {
    let _leaks = NoLeaks::new();
    let device = device();
    let registered = RegisteredHost::new(&device, vec![7u8; 4096]).unwrap();
    let forgotten = registered.as_ptr() as usize;
    // Safe code: leaks the vector with its registration, and frees nothing.
    std::mem::forget(registered);
    // New memory lands elsewhere and registers (the old way, a borrowed slice freed after
    // forgetting its registration, let the allocator hand the registered range out again).
    for _ in 0..64 {
        let fresh = RegisteredHost::new(&device, vec![1u8; 4096]).unwrap();
        assert_ne!(fresh.as_ptr() as usize, forgotten);
        assert_eq!(fresh.into_vec().unwrap(), [1u8; 4096]);
    }
    // The forgotten registration is the one thing still live; let the leak checks pass.
    assert_eq!(fake::forget_registrations(), 1);
    // SAFETY: the forgotten vector's own pointer, length and capacity (vec! of 4096 bytes),
    // which nothing else owns or uses; the fake no longer counts it as registered.
    drop(unsafe { Vec::from_raw_parts(forgotten as *mut u8, 4096, 4096) });
}

#[test]
fn a_failed_unregister_leaks_the_vector_instead_of_freeing_registered_memory() {
    let _leaks = NoLeaks::new();
    let device = device();
    let registered = RegisteredHost::new(&device, vec![3u32; 256]).unwrap();
    fake::fail_function("cuMemHostUnregister", 1);
    let error = registered.into_vec().unwrap_err();
    assert_eq!(
        error.driver_code(),
        Some(CUresult::CUDA_ERROR_INVALID_VALUE)
    );
    let dropped = RegisteredHost::new(&device, vec![4u32; 256]);
    fake::clear_failures();
    drop(dropped);
    // Both stayed registered (and their memory allocated); Drop logged, nothing panicked.
    fake::fail_function("cuMemHostUnregister", 1);
    drop(RegisteredHost::new(&device, vec![5u32; 16]).unwrap());
    fake::clear_failures();
    assert_eq!(fake::forget_registrations(), 2);
}

#[test]
fn registering_the_same_memory_twice_is_a_driver_error_without_leaks() {
    let _leaks = NoLeaks::new();
    let device = device();
    let _first = RegisteredHost::new(&device, vec![0u8; 32]).unwrap();
    let _other = RegisteredHost::new(&device, vec![0u8; 32]).unwrap();
    // Safe code cannot register memory twice any more (a registration owns its vector), so
    // the raw call plays the second registration: the fake, like the driver, rejects it.
    let registered = RegisteredHost::new(&device, vec![0u8; 8]).unwrap();
    let driver = cudyn::driver().unwrap();
    let register = driver.cuMemHostRegister_v2().unwrap();
    // SAFETY: 8 bytes of a live vector, already registered; the driver only checks the range.
    let status = unsafe { register(registered.as_ptr().cast_mut().cast(), 8, 0) };
    assert_eq!(status, CUresult::CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED);
}
