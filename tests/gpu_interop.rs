//! The raw hatches and DLPack on a real GPU: what the driver reports of memory made elsewhere
//! (the raw API here, as the CUDA runtime or another crate would make it). CI reports these as
//! ignored.

use cudyn::sys::{CUdeviceptr, CUresult, CUstream};
use cudyn::{Device, DeviceBuffer, Error, MemoryKind, PinnedBuffer, Stream, UnifiedBuffer, View};

fn device() -> Device {
    Device::get(0).expect("a CUDA device")
}

fn ok(status: CUresult) {
    assert_eq!(status, CUresult::CUDA_SUCCESS);
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn foreign_memory_of_every_kind_is_recognised_and_bounded() {
    let device = device();
    device.bind().unwrap();
    let driver = cudyn::driver().unwrap();
    let data: Vec<u32> = (0..1000).collect();
    // Device memory from the raw API.
    let mut ptr: CUdeviceptr = 0;
    // SAFETY: an out-pointer to a live local; the context is current.
    ok(unsafe { driver.cuMemAlloc_v2().unwrap()(&mut ptr, 4000) });
    {
        // SAFETY: the allocation outlives the view; nothing else uses it.
        let mut view = unsafe { cudyn::ViewMut::<u32>::from_raw(&device, ptr, 1000) }.unwrap();
        assert_eq!(view.kind(), MemoryKind::Device);
        view.copy_from(&data).unwrap();
        // SAFETY: as above; an inner range.
        let inner = unsafe { View::<u32>::from_raw(&device, ptr + 400, 900) }.unwrap();
        assert_eq!(inner.to_vec().unwrap(), data[100..]);
        // SAFETY: refused before use.
        let past = unsafe { View::<u32>::from_raw(&device, ptr + 400, 901) }.unwrap_err();
        assert!(
            matches!(past, Error::OutsideAllocation { size: 4000, .. }),
            "{past:?}"
        );
    }
    // SAFETY: the whole allocation, handed over.
    let owned = unsafe { DeviceBuffer::<u32>::from_raw_parts(&device, ptr, 1000) }.unwrap();
    assert_eq!(owned.to_vec().unwrap(), data);
    drop(owned); // freed by cudyn

    // Pool memory belongs to no context: the driver reports none, and it is still accepted.
    let stream = Stream::new(&device).unwrap();
    let pooled = DeviceBuffer::<u32>::alloc_async(&stream, 1000).unwrap();
    stream.synchronize().unwrap();
    // SAFETY: `pooled` outlives the view, its allocation done (synchronised).
    let view = unsafe { View::<u32>::from_raw(&device, pooled.device_ptr(), 1000) }.unwrap();
    assert_eq!(view.kind(), MemoryKind::Device);
    // Page-locked and managed memory from the raw API.
    let mut host = std::ptr::null_mut();
    // SAFETY: as above.
    ok(unsafe { driver.cuMemHostAlloc().unwrap()(&mut host, 4000, 0) });
    // SAFETY: zeroes the fresh allocation so that its elements are initialised.
    unsafe { std::ptr::write_bytes(host.cast::<u8>(), 0, 4000) };
    // SAFETY: handed over whole, initialised.
    let pinned = unsafe {
        PinnedBuffer::<u32>::from_raw_parts(&device, host.cast(), 1000, Default::default())
    }
    .unwrap();
    assert_eq!(pinned.view().kind(), MemoryKind::Pinned);
    let mut managed: CUdeviceptr = 0;
    // SAFETY: as above; CU_MEM_ATTACH_GLOBAL.
    ok(unsafe { driver.cuMemAllocManaged().unwrap()(&mut managed, 4000, 1) });
    // SAFETY: the allocation outlives the view.
    let view = unsafe { View::<u32>::from_raw(&device, managed, 1000) }.unwrap();
    assert_eq!(view.kind(), MemoryKind::Unified);
    // SAFETY: zeroed on the host first, then handed over whole.
    unsafe { std::ptr::write_bytes(managed as *mut u8, 0, 4000) };
    let unified = unsafe { UnifiedBuffer::<u32>::from_raw_parts(&device, managed, 1000) }.unwrap();
    assert_eq!(unified.as_slice().unwrap(), &[0; 1000][..]);
    // Pageable memory is not the driver's.
    let pageable = vec![0u32; 16].into_boxed_slice();
    // SAFETY: refused before use.
    let refused = unsafe { View::<u32>::from_raw(&device, pageable.as_ptr() as u64, 16) };
    assert!(matches!(refused.unwrap_err(), Error::UnknownPointer { .. }));
    println!("device, pinned and managed memory from the raw API recognised; pageable refused");
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn a_raw_stream_runs_cudyn_work_and_stays_its_makers() {
    let device = device();
    device.bind().unwrap();
    let driver = cudyn::driver().unwrap();
    let mut raw: CUstream = std::ptr::null_mut();
    // SAFETY: an out-pointer to a live local; the context is current.
    ok(unsafe { driver.cuStreamCreate().unwrap()(&mut raw, 1) });
    {
        // SAFETY: raw outlives the adopted stream.
        let stream = unsafe { Stream::from_raw(&device, raw) }.unwrap();
        let data: Vec<u32> = (0..4096).collect();
        let mut on_device = DeviceBuffer::<u32>::uninit(&device, 4096).unwrap();
        let mut back = vec![0u32; 4096];
        stream
            .scope(|s| {
                let d = s.hold(&mut on_device);
                s.copy(&data, d)?;
                s.copy(d, &mut back)
            })
            .unwrap();
        assert_eq!(back, data);
    }
    // Still alive: the maker destroys it.
    // SAFETY: made above, destroyed once.
    ok(unsafe { driver.cuStreamDestroy_v2().unwrap()(raw) });
}
