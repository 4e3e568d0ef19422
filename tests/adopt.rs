//! The raw hatches, both ways, against the fake driver: buffers given up and taken back,
//! views of memory and streams and events made through the raw API, and every way adopting
//! them can be wrong, each a typed error that takes nothing and leaks nothing.

use cudyn_test_common as common;

use common::{NoLeaks, device, pattern};
use cudyn::sys::{CUdeviceptr, CUresult, CUstream};
use cudyn::{
    Device, DeviceBuffer, Error, Event, MemoryKind, PinnedBuffer, PinnedFlags, Stream,
    UnifiedBuffer, View, ViewMut,
};
use cudyn_fake_driver as fake;

fn ok(status: CUresult) {
    assert_eq!(status, CUresult::CUDA_SUCCESS);
}

/// Device memory from the raw API, on whichever device is current.
fn raw_alloc(bytes: usize) -> CUdeviceptr {
    let mut ptr = 0;
    // SAFETY: an out-pointer to a live local; the caller made a context current.
    ok(unsafe { cudyn::driver().unwrap().cuMemAlloc_v2().unwrap()(&mut ptr, bytes) });
    ptr
}

fn raw_free(ptr: CUdeviceptr) {
    // SAFETY: memory from raw_alloc, freed once.
    ok(unsafe { cudyn::driver().unwrap().cuMemFree_v2().unwrap()(ptr) });
}

#[test]
fn buffers_give_up_their_memory_and_take_it_back() {
    let _leaks = NoLeaks::new();
    let device = device();
    let data = pattern(100, 1);
    let buffer = DeviceBuffer::from_slice(&device, &data).unwrap();
    let (ptr, len) = buffer.into_raw_parts();
    // SAFETY: the memory was just given up by its buffer; nobody else has it.
    let back = unsafe { DeviceBuffer::<u32>::from_raw_parts(&device, ptr, len) }.unwrap();
    assert_eq!(
        (back.device_ptr(), back.to_vec().unwrap()),
        (ptr, data.clone())
    );

    let pinned = PinnedBuffer::from_slice(&device, &data, PinnedFlags::DEVICEMAP).unwrap();
    let (host, len) = pinned.into_raw_parts();
    // SAFETY: as above, with the flags it was made with.
    let back = unsafe { PinnedBuffer::from_raw_parts(&device, host, len, PinnedFlags::DEVICEMAP) };
    assert_eq!(&back.unwrap()[..], &data[..]);

    let unified = UnifiedBuffer::from_slice(&device, &data, cudyn::Attach::Global).unwrap();
    let (ptr, len) = unified.into_raw_parts();
    // SAFETY: as above.
    let back = unsafe { UnifiedBuffer::<u32>::from_raw_parts(&device, ptr, len) }.unwrap();
    assert_eq!(back.as_slice().unwrap(), &data[..]);

    // Memory from the raw API is freed the way its kind is freed.
    device.bind().unwrap();
    let frees = fake::calls_of("cuMemFree_v2");
    let ptr = raw_alloc(64);
    // SAFETY: fresh memory handed over whole.
    drop(unsafe { DeviceBuffer::<u64>::from_raw_parts(&device, ptr, 8) }.unwrap());
    assert_eq!(fake::calls_of("cuMemFree_v2"), frees + 1);

    // A pool allocation is freed in its stream's order.
    let stream = Stream::new(&device).unwrap();
    let pooled = DeviceBuffer::<u32>::alloc_async(&stream, 10).unwrap();
    let (ptr, len) = pooled.into_raw_parts();
    let async_frees = fake::calls_of("cuMemFreeAsync");
    // SAFETY: as above; all its work is on `stream`.
    drop(unsafe { DeviceBuffer::<u32>::from_raw_parts_async(&stream, ptr, len) }.unwrap());
    assert_eq!(fake::calls_of("cuMemFreeAsync"), async_frees + 1);
}

#[test]
fn adopting_the_wrong_memory_is_a_typed_error_that_takes_nothing() {
    let _leaks = NoLeaks::new();
    let device = device();
    let other = Device::get(1).unwrap();
    device.bind().unwrap();
    let ptr = raw_alloc(64);
    let pinned = PinnedBuffer::<u32>::zeroed(&device, 16, PinnedFlags::DEFAULT).unwrap();
    other.bind().unwrap();
    let elsewhere = raw_alloc(64);
    let adopt = |ptr, len| {
        // SAFETY: every call below is refused before anything is taken.
        unsafe { DeviceBuffer::<u32>::from_raw_parts(&device, ptr, len) }.unwrap_err()
    };
    let made_up = 0x7000_dead_0000;
    assert_eq!(adopt(made_up, 4), Error::UnknownPointer { addr: made_up });
    assert_eq!(adopt(0, 4), Error::UnknownPointer { addr: 0 });
    assert_eq!(
        adopt(ptr + 4, 4),
        Error::NotAnAllocation {
            addr: ptr + 4,
            expected: "device (cuMemAlloc)",
            found: MemoryKind::Device,
            start: ptr
        }
    );
    assert_eq!(
        adopt(ptr + 2, 4),
        Error::Misaligned {
            addr: ptr + 2,
            align: 4
        }
    );
    assert_eq!(
        adopt(ptr, 17),
        Error::OutsideAllocation {
            addr: ptr,
            bytes: 68,
            start: ptr,
            size: 64
        }
    );
    let host = pinned.device_ptr();
    assert!(matches!(
        adopt(host, 4),
        Error::NotAnAllocation {
            found: MemoryKind::Pinned,
            ..
        }
    ));
    assert_eq!(
        adopt(elsewhere, 4),
        Error::WrongDevice {
            what: "the adopted device memory",
            expected: 0,
            found: 1
        }
    );
    let pageable_memory = vec![0u32; 4].into_boxed_slice();
    let pageable = pageable_memory.as_ptr() as u64;
    // SAFETY: refused before anything is taken or read.
    let refused = unsafe { View::<u32>::from_raw(&device, pageable, 4) }.unwrap_err();
    assert_eq!(refused, Error::UnknownPointer { addr: pageable });
    assert!(
        refused.to_string().contains("use a slice"),
        "says what to do: {refused}"
    );
    // Nothing was taken: the raw owner frees both (NoLeaks checks for double frees too).
    raw_free(ptr);
    raw_free(elsewhere);
}

#[test]
fn views_of_foreign_memory_work_in_copies_scopes_and_fills() {
    let _leaks = NoLeaks::new();
    let device = device();
    device.bind().unwrap();
    let data = pattern(32, 2);
    let ptr = raw_alloc(32 * 4);
    {
        // SAFETY: the allocation outlives the views, and nothing else touches it meanwhile.
        let mut target = unsafe { ViewMut::<u32>::from_raw(&device, ptr, 32) }.unwrap();
        assert_eq!(
            (target.kind(), target.storage_id()),
            (MemoryKind::Device, None)
        );
        target.copy_from(&data).unwrap();
        let stream = Stream::new(&device).unwrap();
        stream
            .scope(|s| s.fill_u32(target.reborrow().slice(..2)?, 9))
            .unwrap();
        // SAFETY: as above; the exclusive view is no longer used.
        let source = unsafe { View::<u32>::from_raw(&device, ptr + 8, 30) }.unwrap();
        assert_eq!(source.to_vec().unwrap(), data[2..]);
        assert_eq!(target.as_view().to_vec().unwrap()[..3], [9, 9, data[2]]);
        // Past the end of the allocation.
        // SAFETY: refused before anything is read.
        let past = unsafe { View::<u32>::from_raw(&device, ptr + 8, 31) }.unwrap_err();
        assert!(
            matches!(past, Error::OutsideAllocation { size: 128, .. }),
            "{past:?}"
        );
    }
    raw_free(ptr);
    // Page-locked and managed memory lend host slices, as cudyn's own do.
    let mut pinned = PinnedBuffer::from_slice(&device, &data, PinnedFlags::DEFAULT).unwrap();
    let host = pinned.as_mut_ptr() as u64;
    // SAFETY: `pinned` outlives the view and is not used meanwhile.
    let view = unsafe { View::<u32>::from_raw(&device, host, 32) }.unwrap();
    assert_eq!(
        (view.kind(), view.as_slice()),
        (MemoryKind::Pinned, Some(&data[..]))
    );
    let unified = UnifiedBuffer::from_slice(&device, &data, cudyn::Attach::Global).unwrap();
    // SAFETY: as above.
    let view = unsafe { View::<u32>::from_raw(&device, unified.device_ptr(), 32) }.unwrap();
    assert_eq!(
        (view.kind(), view.as_slice()),
        (MemoryKind::Unified, Some(&data[..]))
    );
    // Empty: nothing is asked.
    // SAFETY: nothing is read through an empty view.
    assert!(
        unsafe { View::<u32>::from_raw(&device, 0, 0) }
            .unwrap()
            .is_empty()
    );
}

#[test]
fn streams_and_events_made_elsewhere_are_used_and_not_destroyed() {
    let _leaks = NoLeaks::new();
    let device = device();
    let other = Device::get(1).unwrap();
    let driver = cudyn::driver().unwrap();
    device.bind().unwrap();
    let mut raw: CUstream = std::ptr::null_mut();
    // SAFETY: an out-pointer to a live local; a context is current.
    ok(unsafe { driver.cuStreamCreateWithPriority().unwrap()(&mut raw, 0, 0) });
    let mut raw_event = std::ptr::null_mut();
    // SAFETY: as above.
    ok(unsafe { driver.cuEventCreate().unwrap()(&mut raw_event, 2) });
    let destroyed = (
        fake::calls_of("cuStreamDestroy_v2"),
        fake::calls_of("cuEventDestroy_v2"),
    );
    {
        // SAFETY: raw and raw_event outlive the adopted handles.
        let stream = unsafe { Stream::from_raw(&device, raw) }.unwrap();
        // SAFETY: as above.
        let event = unsafe { Event::from_raw(&device, raw_event) }.unwrap();
        let data = pattern(16, 3);
        let mut out = DeviceBuffer::<u32>::zeroed(&device, 16).unwrap();
        stream
            .scope(|s| {
                s.copy(&data, &mut out)?;
                s.record(&event)
            })
            .unwrap();
        event.synchronize().unwrap();
        assert_eq!(out.to_vec().unwrap(), data);
        // A stream of device 0 is not device 1's.
        // SAFETY: refused before use.
        let refused = unsafe { Stream::from_raw(&other, raw) }.unwrap_err();
        assert_eq!(
            refused,
            Error::WrongDevice {
                what: "the adopted stream",
                expected: 1,
                found: 0
            }
        );
    }
    assert_eq!(
        (
            fake::calls_of("cuStreamDestroy_v2"),
            fake::calls_of("cuEventDestroy_v2")
        ),
        destroyed,
        "adopted handles stay their maker's"
    );
    // SAFETY: made above, destroyed once.
    unsafe {
        ok(driver.cuStreamDestroy_v2().unwrap()(raw));
        ok(driver.cuEventDestroy_v2().unwrap()(raw_event));
    }
}

#[test]
fn memory_and_streams_of_a_context_of_their_own_are_refused() {
    use cudyn::sys::{CUcontext, CUdevice};
    let _leaks = NoLeaks::new();
    let device = device();
    let driver = cudyn::driver().unwrap();
    // The CUDA 13 headers name only cuCtxCreate_v4, so the fake's cuCtxCreate_v2 and
    // cuCtxDestroy_v2 are looked up by hand (the same library the process already loaded).
    // SAFETY: the fake driver, already open; its initialisers have run.
    let library = unsafe { libloading::Library::new(fake::PATH) }.unwrap();
    type Create = unsafe extern "C" fn(*mut CUcontext, u32, CUdevice) -> CUresult;
    type Destroy = unsafe extern "C" fn(CUcontext) -> CUresult;
    // SAFETY: fake_cuda.c defines both with cuda.h's signatures for the _v2 forms.
    let (create, destroy): (Create, Destroy) = unsafe {
        (
            *library.get(b"cuCtxCreate_v2").unwrap(),
            *library.get(b"cuCtxDestroy_v2").unwrap(),
        )
    };
    let mut own: CUcontext = std::ptr::null_mut();
    // SAFETY: out-pointers to live locals; the context made here is current until destroyed.
    let (ptr, stream) = unsafe {
        ok(create(&mut own, 0, device.raw()));
        let ptr = raw_alloc(256);
        let mut stream: CUstream = std::ptr::null_mut();
        ok(driver.cuStreamCreateWithPriority().unwrap()(
            &mut stream,
            0,
            0,
        ));
        (ptr, stream)
    };
    // SAFETY: refused before the memory or the stream is used.
    let memory = unsafe { View::<u32>::from_raw(&device, ptr, 64) }.unwrap_err();
    assert_eq!(
        memory,
        Error::NotPrimaryContext {
            what: "memory",
            addr: ptr
        }
    );
    assert!(memory.to_string().contains("primary context"), "{memory}");
    // SAFETY: as above.
    let refused = unsafe { Stream::from_raw(&device, stream) }.unwrap_err();
    assert_eq!(
        refused,
        Error::NotPrimaryContext {
            what: "stream",
            addr: stream as u64
        }
    );
    // cudyn's own work still lands in the primary context, whatever is current.
    let buffer = DeviceBuffer::from_slice(&device, &pattern(8, 9)).unwrap();
    assert_eq!(buffer.to_vec().unwrap(), pattern(8, 9));
    drop(buffer);
    // SAFETY: made above in that context, each released once, the context last.
    unsafe {
        ok(driver.cuCtxSetCurrent().unwrap()(own));
        raw_free(ptr);
        ok(driver.cuStreamDestroy_v2().unwrap()(stream));
        ok(destroy(own));
    }
}

#[test]
fn empty_buffers_of_every_kind_give_up_nothing_and_take_it_back() {
    let _leaks = NoLeaks::new();
    let device = device();
    let queries = fake::calls_of("cuPointerGetAttributes");
    let stream = Stream::new(&device).unwrap();

    let made = [
        DeviceBuffer::<u32>::zeroed(&device, 0).unwrap(),
        DeviceBuffer::<u32>::alloc_async(&stream, 0).unwrap(),
    ];
    for buffer in made {
        let (ptr, len) = buffer.into_raw_parts();
        assert_eq!((ptr, len), (0, 0));
        // SAFETY: an empty buffer's parts: no memory.
        let back = unsafe { DeviceBuffer::<u32>::from_raw_parts(&device, ptr, len) }.unwrap();
        assert!(back.is_empty() && back.device_ptr() == 0);
    }

    let pool = cudyn::PinnedPool::new(&device).unwrap();
    for flags in [PinnedFlags::DEFAULT, PinnedFlags::DEVICEMAP] {
        let made = [
            PinnedBuffer::<u64>::zeroed(&device, 0, flags).unwrap(),
            pool.alloc::<u64>(0, flags).unwrap(),
        ];
        for buffer in made {
            let (host, len) = buffer.into_raw_parts();
            assert_eq!(len, 0);
            // SAFETY: an empty buffer's parts: no memory.
            let back = unsafe { PinnedBuffer::from_raw_parts(&device, host, len, flags) };
            let back = back.unwrap();
            assert!(back.is_empty() && back.device_ptr() == 0);
            assert_eq!(back.as_slice(), &[] as &[u64]);
        }
    }
    // Null stands for no memory too, as it does for the device kinds.
    // SAFETY: no memory.
    let null = unsafe {
        PinnedBuffer::<u64>::from_raw_parts(&device, std::ptr::null_mut(), 0, PinnedFlags::DEFAULT)
    };
    assert!(null.unwrap().is_empty());

    let unified = UnifiedBuffer::<u32>::zeroed_on_host(&device, 0, cudyn::Attach::Global).unwrap();
    let (ptr, len) = unified.into_raw_parts();
    // SAFETY: an empty buffer's parts: no memory.
    let back = unsafe { UnifiedBuffer::<u32>::from_raw_parts(&device, ptr, len) }.unwrap();
    assert_eq!(back.as_slice().unwrap(), &[] as &[u32]);

    let registered = cudyn::RegisteredHost::<u32>::new(&device, Vec::new()).unwrap();
    let back = cudyn::RegisteredHost::new(&device, registered.into_vec().unwrap()).unwrap();
    assert!(back.is_empty());

    // Empty buffers name no memory, so the driver is never asked about them.
    assert_eq!(fake::calls_of("cuPointerGetAttributes"), queries);
}
