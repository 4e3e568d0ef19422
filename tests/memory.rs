//! Buffers, views, copies and fills against the fake driver: every public operation, every
//! error path, and no leaks (each test checks the fake's live count on its thread).

use cudyn_test_common as common;

use common::kinds::{KINDS, Memory};
use common::{NoLeaks, device, pattern};
use cudyn::sys::{CUdevice_attribute, CUresult};
use cudyn::{
    Advice, Attach, Device, DeviceBuffer, Error, Location, MemoryKind, PinnedBuffer, PinnedFlags,
    RegisteredHost, Stream, UnifiedBuffer, View, ViewMut,
};
use cudyn_fake_driver as fake;

fn ramp(n: usize) -> Vec<u32> {
    (0..n as u32).map(|i| i.wrapping_mul(2654435761)).collect()
}

// ---- owned buffers ----------------------------------------------------------------------

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

// ---- copies -----------------------------------------------------------------------------

#[test]
fn copy_works_between_every_pair_of_memory_kinds() {
    let _leaks = NoLeaks::new();
    let device = device();
    for n in [0, 1, 4097] {
        let data = ramp(n);
        for from in KINDS {
            for to in KINDS {
                let (mut b1, mut b2) = (Vec::new(), Vec::new());
                let src = Memory::new(from, &device, &data, &mut b1);
                let mut dst = Memory::new(to, &device, &vec![0; n], &mut b2);
                cudyn::copy(src.view(), dst.view_mut()).unwrap();
                assert_eq!(
                    dst.view().to_vec().unwrap(),
                    data,
                    "{from:?} -> {to:?}, n = {n}"
                );
                assert_eq!(dst.view().kind(), to);
            }
        }
    }
}

#[test]
fn copies_of_different_lengths_fail_before_the_driver() {
    let _leaks = NoLeaks::new();
    let device = device();
    let mut buffer = DeviceBuffer::<u32>::zeroed(&device, 8).unwrap();
    let before = fake::calls();
    let error = buffer.copy_from(&[1u32; 7]).unwrap_err();
    assert_eq!(error, Error::LengthMismatch { dst: 8, src: 7 });
    let error = cudyn::copy(&buffer, &mut vec![0u32; 9]).unwrap_err();
    assert_eq!(error, Error::LengthMismatch { dst: 9, src: 8 });
    assert_eq!(fake::calls(), before);
    assert_eq!(
        error.to_string(),
        "length mismatch: the destination holds 9 elements but the source 8"
    );
}

#[test]
fn copies_between_devices_bind_the_right_context() {
    let _leaks = NoLeaks::new();
    let zero = device();
    let one = Device::get(1).unwrap();
    let a = DeviceBuffer::from_slice(&zero, &ramp(64)).unwrap();
    let mut b = DeviceBuffer::<u32>::zeroed(&one, 64).unwrap();
    b.copy_from(&a).unwrap();
    assert_eq!(b.to_vec().unwrap(), ramp(64));
}

#[test]
fn a_bound_context_is_not_bound_again() {
    let _leaks = NoLeaks::new();
    let device = device();
    let mut buffer = DeviceBuffer::<u8>::zeroed(&device, 16).unwrap();
    let sets = fake::calls_of("cuCtxSetCurrent");
    for _ in 0..10 {
        buffer.fill_bytes(3).unwrap();
        assert_eq!(buffer.to_vec().unwrap(), [3; 16]);
    }
    assert_eq!(
        fake::calls_of("cuCtxSetCurrent"),
        sets,
        "cuCtxSetCurrent only when it changes"
    );
}

// ---- views ------------------------------------------------------------------------------

#[test]
fn views_slice_split_and_chunk_every_kind() {
    let _leaks = NoLeaks::new();
    let device = device();
    let data = ramp(10);
    for kind in KINDS {
        let mut backing = Vec::new();
        let memory = Memory::new(kind, &device, &data, &mut backing);
        let view = memory.view();
        assert_eq!(view.slice(2..5).unwrap().to_vec().unwrap(), data[2..5]);
        assert_eq!(view.slice(..=3).unwrap().to_vec().unwrap(), data[..=3]);
        assert_eq!(view.slice(7..).unwrap().to_vec().unwrap(), data[7..]);
        assert!(view.slice(4..4).unwrap().is_empty());
        let (head, tail) = view.split_at(6).unwrap();
        assert_eq!(
            (head.to_vec().unwrap(), tail.to_vec().unwrap()),
            (data[..6].to_vec(), data[6..].to_vec())
        );
        let chunks: Vec<Vec<u32>> = view
            .chunks(4)
            .unwrap()
            .map(|c| c.to_vec().unwrap())
            .collect();
        let expected: Vec<Vec<u32>> = data.chunks(4).map(<[u32]>::to_vec).collect();
        assert_eq!(chunks, expected, "{kind:?}");
        assert_eq!(
            view.slice(3..).unwrap().device_ptr(),
            view.device_ptr() + 12
        );
    }
}

#[test]
fn mutable_views_write_disjoint_parts() {
    let _leaks = NoLeaks::new();
    let device = device();
    let mut buffer = DeviceBuffer::<u32>::zeroed(&device, 10).unwrap();
    let (mut head, tail) = buffer.view_mut().split_at(4).unwrap();
    head.fill_u32(1).unwrap();
    for (i, mut chunk) in tail.chunks(4).unwrap().enumerate() {
        chunk.copy_from(&vec![10 + i as u32; chunk.len()]).unwrap();
    }
    assert_eq!(
        buffer.to_vec().unwrap(),
        [1, 1, 1, 1, 10, 10, 10, 10, 11, 11]
    );
    let mut pinned = PinnedBuffer::<u32>::zeroed(&device, 4, PinnedFlags::DEFAULT).unwrap();
    let mut view = pinned.view_mut();
    view.as_mut_slice().unwrap()[1] = 8;
    view.reborrow()
        .slice(2..)
        .unwrap()
        .into_mut_slice()
        .unwrap()[0] = 9;
    assert_eq!(view.as_slice().unwrap(), &[0, 8, 9, 0]);
    assert_eq!(view.into_view().as_slice().unwrap(), &[0, 8, 9, 0]);
}

#[test]
fn out_of_range_views_are_typed_errors() {
    let _leaks = NoLeaks::new();
    let device = device();
    let mut buffer = DeviceBuffer::<u16>::zeroed(&device, 10).unwrap();
    let view = buffer.view();
    assert_eq!(
        view.slice(3..11).unwrap_err(),
        Error::OutOfRange {
            start: 3,
            end: 11,
            len: 10
        }
    );
    assert_eq!(
        view.slice((std::ops::Bound::Included(6), std::ops::Bound::Excluded(5)))
            .unwrap_err(),
        Error::OutOfRange {
            start: 6,
            end: 5,
            len: 10
        }
    );
    assert_eq!(
        view.slice(..=usize::MAX).unwrap_err(),
        Error::OutOfRange {
            start: 0,
            end: usize::MAX,
            len: 10
        }
    );
    assert_eq!(
        view.split_at(11).unwrap_err(),
        Error::OutOfRange {
            start: 0,
            end: 11,
            len: 10
        }
    );
    assert_eq!(
        view.chunks(0).unwrap_err(),
        Error::ZeroLength { what: "chunk size" }
    );
    assert_eq!(
        buffer.view_mut().split_at(12).unwrap_err(),
        Error::OutOfRange {
            start: 0,
            end: 12,
            len: 10
        }
    );
    assert_eq!(
        Error::ZeroLength { what: "chunk size" }.to_string(),
        "the chunk size must not be zero"
    );
}

#[test]
fn casts_check_size_and_alignment() {
    let _leaks = NoLeaks::new();
    let device = device();
    let bytes: Vec<u8> = (0..16).collect();
    let mut buffer = DeviceBuffer::from_slice(&device, &bytes).unwrap();
    let words = buffer.view().cast::<u32>().unwrap();
    assert_eq!(words.len(), 4);
    assert_eq!(words.to_vec().unwrap()[1], u32::from_ne_bytes([4, 5, 6, 7]));
    let error = buffer.view().slice(..6).unwrap().cast::<u32>().unwrap_err();
    assert_eq!(error, Error::CastLength { bytes: 6, size: 4 });
    let odd = buffer.view().slice(1..9).unwrap();
    let error = odd.cast::<u32>().unwrap_err();
    assert_eq!(
        error,
        Error::Misaligned {
            addr: odd.device_ptr(),
            align: 4
        }
    );
    // Host views check the host address too.
    let host = View::from(&bytes[1..9]);
    assert!(matches!(
        host.cast::<u64>(),
        Err(Error::Misaligned { align: 8, .. })
    ));
    // A pinned host view reports its misaligned host address, not the device's.
    let pinned = PinnedBuffer::from_slice(&device, &bytes, PinnedFlags::DEFAULT).unwrap();
    let shifted = pinned.view().slice(1..9).unwrap();
    let host_addr = pinned.as_ptr() as u64 + 1;
    assert_eq!(
        shifted.cast::<u32>().unwrap_err(),
        Error::Misaligned {
            addr: host_addr,
            align: 4
        }
    );
    // An empty pinned buffer has no device address (0) and a placeholder host address, which
    // no cast reads: it casts as every empty view does (empty_views_of_every_kind_cast_alike).
    let empty = PinnedBuffer::<u8>::zeroed(&device, 0, PinnedFlags::DEFAULT).unwrap();
    assert_eq!(empty.device_ptr(), 0);
    assert_eq!(
        empty.view().cast::<u64>().unwrap().as_slice(),
        Some(&[][..])
    );
    let mut floats = buffer.view_mut().cast::<f32>().unwrap();
    floats.copy_from(&[1.0f32, 2.0, 3.0, 4.0]).unwrap();
    assert_eq!(
        buffer.view().cast::<f32>().unwrap().to_vec().unwrap(),
        [1.0, 2.0, 3.0, 4.0]
    );
}

#[test]
fn storage_ids_follow_allocations() {
    let _leaks = NoLeaks::new();
    let device = device();
    let a = DeviceBuffer::<u32>::zeroed(&device, 8).unwrap();
    let b = DeviceBuffer::<u32>::zeroed(&device, 8).unwrap();
    let id = a.storage_id();
    assert_eq!(a.view().storage_id(), Some(id));
    assert_eq!(
        a.view()
            .slice(2..4)
            .unwrap()
            .cast::<u16>()
            .unwrap()
            .storage_id(),
        Some(id)
    );
    assert_ne!(b.storage_id(), id);
    drop(a);
    let c = DeviceBuffer::<u32>::zeroed(&device, 8).unwrap();
    assert!(
        c.storage_id() > b.storage_id() && c.storage_id() != id,
        "never reused"
    );
    let pinned = PinnedBuffer::<u8>::zeroed(&device, 1, PinnedFlags::DEFAULT).unwrap();
    assert_eq!(pinned.view().storage_id(), Some(pinned.storage_id()));
    assert_eq!(View::from(&[1u8][..]).storage_id(), None);
}

// ---- fills ------------------------------------------------------------------------------

#[test]
fn fills_write_8_16_and_32_bit_patterns() {
    let _leaks = NoLeaks::new();
    let device = device();
    let mut buffer = DeviceBuffer::<u32>::zeroed(&device, 4).unwrap();
    buffer.fill_bytes(0xab).unwrap();
    assert_eq!(buffer.to_vec().unwrap(), [0xabab_abab; 4]);
    buffer.fill_u16(0x1234).unwrap();
    assert_eq!(buffer.to_vec().unwrap(), [0x1234_1234; 4]);
    buffer.fill_u32(0xdead_beef).unwrap();
    assert_eq!(buffer.to_vec().unwrap(), [0xdead_beef; 4]);
    // Host kinds are filled from the host, unified memory by the driver.
    let mut pinned = PinnedBuffer::<u16>::zeroed(&device, 3, PinnedFlags::DEFAULT).unwrap();
    pinned.view_mut().fill_u16(0xbeef).unwrap();
    assert_eq!(&pinned[..], &[0xbeef; 3]);
    let mut unified = UnifiedBuffer::<u32>::zeroed(&device, 3, Attach::Global).unwrap();
    unified.view_mut().fill_u32(7).unwrap();
    assert_eq!(unified.as_slice().unwrap(), &[7; 3]);
    let mut host = vec![0u8; 5];
    ViewMut::from(&mut host).fill_bytes(1).unwrap();
    assert_eq!(host, [1; 5]);
}

#[test]
fn fills_check_width_and_alignment() {
    let _leaks = NoLeaks::new();
    let device = device();
    let mut shorts = DeviceBuffer::<u16>::zeroed(&device, 3).unwrap();
    assert_eq!(
        shorts.fill_u32(1).unwrap_err(),
        Error::CastLength { bytes: 6, size: 4 }
    );
    let mut bytes = DeviceBuffer::<u8>::zeroed(&device, 8).unwrap();
    let mut odd = bytes.view_mut().slice(1..5).unwrap();
    let addr = odd.device_ptr();
    assert_eq!(
        odd.fill_u16(1).unwrap_err(),
        Error::Misaligned { addr, align: 2 }
    );
    assert_eq!(bytes.to_vec().unwrap(), [0; 8], "nothing written");
}

// ---- bad sizes, failures and drops ----------------------------------------------------

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
