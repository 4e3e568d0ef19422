//! A synchronous upload from pageable memory returns once the source is read, as the driver's
//! `cuMemcpyHtoD` does, while the data may still be landing. The fake driver models that: such
//! an upload lands only when the same context's legacy stream (or a blocking stream) runs
//! something next, so these tests read stale memory wherever cudyn orders work wrongly.

use cudyn_test_common as common;

use common::foreign::{foreign_alloc, foreign_free, non_blocking, passes_in_child, read_raw};
use common::{device, pattern};
use cudyn::dlpack::{Exported, Imported};
use cudyn::sys::{CUdeviceptr, CUresult};
use cudyn::{Device, DeviceBuffer, ViewMut};
use cudyn_fake_driver as fake;

#[test]
fn the_fake_lands_a_raw_upload_late_so_these_tests_can_fail() {
    let device = device();
    let buffer = DeviceBuffer::<u32>::zeroed(&device, 64).unwrap();
    let stream = non_blocking(&device);
    let values = pattern(64, 1);
    let driver = cudyn::driver().unwrap();
    // SAFETY: 256 bytes of live device memory and of a live vector; the context is current
    // (the buffer's allocation made it so).
    let status = unsafe {
        driver.cuMemcpyHtoD_v2().unwrap()(buffer.device_ptr(), values.as_ptr().cast(), 256)
    };
    assert_eq!(status, CUresult::CUDA_SUCCESS);
    // Behind cudyn's back: nothing orders the non-blocking stream after the upload.
    assert_eq!(read_raw(buffer.device_ptr(), 64, stream.raw()), vec![0; 64]);
    // The legacy stream is: a synchronous copy back sees the data.
    assert_eq!(buffer.to_vec().unwrap(), values);
}

#[test]
fn the_source_can_be_overwritten_at_once_and_the_next_copy_sees_the_upload() {
    let device = device();
    // Sizes around a page and just under the staging threshold, which goes the driver's way.
    for len in [1, 1023, 1024, 1025, (4 << 18) - 1] {
        let mut values = pattern(len, len as u32);
        let expected = values.clone();
        let mut buffer = DeviceBuffer::<u32>::zeroed(&device, len).unwrap();
        buffer.copy_from(&values).unwrap();
        values.iter_mut().for_each(|v| *v = !*v);
        assert!(buffer.to_vec().unwrap() == expected, "{len} words");
    }
}

#[test]
fn work_on_a_non_blocking_stream_sees_an_upload() {
    let device = device();
    let values = pattern(300, 2);
    let buffer = DeviceBuffer::from_slice(&device, &values).unwrap();
    let stream = non_blocking(&device);
    let mut back = vec![0u32; 300];
    stream.scope(|s| s.copy(&buffer, &mut back[..])).unwrap();
    assert_eq!(back, values);
}

#[test]
fn a_raw_pointer_handed_out_after_an_upload_sees_it() {
    let device = device();
    let values = pattern(100, 3);
    let buffer = DeviceBuffer::from_slice(&device, &values).unwrap();
    let stream = non_blocking(&device);
    assert_eq!(read_raw(buffer.device_ptr(), 100, stream.raw()), values);
    let again = pattern(100, 4);
    let mut buffer = buffer;
    buffer.copy_from(&again).unwrap();
    let (addr, len) = buffer.into_raw_parts();
    assert_eq!(read_raw(addr, len, stream.raw()), again);
    // SAFETY: taken from into_raw_parts above, and given back once.
    drop(unsafe { DeviceBuffer::<u32>::from_raw_parts(&device, addr, len) }.unwrap());
}

/// Either way a late upload shows: if the pool hands the freed memory out again (malloc in the
/// fake, which reuses it most of the time natively, never under valgrind), as stale contents;
/// if not, as the fake's abort when the upload lands in memory no longer allocated.
#[test]
fn memory_freed_on_a_non_blocking_stream_waits_for_its_upload() {
    let device = device();
    let stream = non_blocking(&device);
    let pool = cudyn::MemPool::new(&device).unwrap();
    for round in 0..5 {
        let mut buffer = DeviceBuffer::<u32>::alloc_from_pool(&pool, &stream, 512).unwrap();
        // Stream-ordered memory must be ready before the legacy stream writes it.
        stream.synchronize().unwrap();
        buffer.copy_from(&pattern(512, round)).unwrap();
        // Freed on the non-blocking stream, perhaps handed out again by the pool on it.
        drop(buffer);
        let mut again = DeviceBuffer::<u32>::alloc_from_pool(&pool, &stream, 512).unwrap();
        let fresh = pattern(512, round + 100);
        stream.scope(|s| s.copy(&fresh[..], &mut again)).unwrap();
        // The legacy stream runs next: an upload not waited for before the free would land
        // now, over the new contents or into freed memory.
        assert_eq!(again.to_vec().unwrap(), fresh, "round {round}");
    }
}

#[test]
fn a_copy_on_another_device_sees_an_upload() {
    let (a, b) = (device(), Device::get(1).unwrap());
    a.enable_peer_access(&b).unwrap();
    let values = pattern(200, 5);
    let on_a = DeviceBuffer::from_slice(&a, &values).unwrap();
    let mut on_b = DeviceBuffer::<u32>::zeroed(&b, 200).unwrap();
    // Runs on b's legacy stream, which is not ordered after a's.
    on_b.copy_from(&on_a).unwrap();
    assert_eq!(on_b.to_vec().unwrap(), values);
}

/// A view of memory cudyn does not own ends with the borrow its unsafe constructor was given;
/// its owner may free it next in an order cudyn's legacy stream is not part of. So a small
/// pageable upload into it must have landed when the copy returns: read here on a non-blocking
/// stream, which nothing orders after the upload.
#[test]
fn an_upload_into_memory_cudyn_does_not_own_has_landed_when_the_copy_returns() {
    let device = device();
    let stream = non_blocking(&device);
    let values = pattern(64, 6);
    let addr = foreign_alloc(&stream, 64);
    {
        // SAFETY: 64 words of live device memory of device 0, used by nothing else until
        // freed below, after the view is gone.
        let mut view = unsafe { ViewMut::<u32>::from_raw(&device, addr, 64) }.unwrap();
        assert_eq!(view.storage_id(), None);
        view.copy_from(&values).unwrap();
    }
    assert_eq!(
        read_raw(addr, 64, stream.raw()),
        values,
        "the upload into a foreign view was still landing when the view ended"
    );
    foreign_free(&stream, addr);
}

/// The same through a DLPack import, whose producer frees the memory in its deleter.
#[test]
fn an_upload_into_an_imported_tensor_has_landed_when_the_copy_returns() {
    let device = device();
    let stream = non_blocking(&device);
    let buffer = DeviceBuffer::<u32>::zeroed(&device, 64).unwrap();
    let tensor = Exported::new(buffer, None, None).unwrap().into_raw();
    // Taken from the tensor rather than through `device_ptr`, which waits for uploads itself.
    // SAFETY: a live tensor, only read.
    let addr = unsafe { (*tensor).dl_tensor.data } as CUdeviceptr;
    // SAFETY: a live tensor handed to this consumer, used by nothing else.
    let mut imported = unsafe { Imported::from_raw(tensor) }.unwrap();
    let again = pattern(64, 7);
    imported
        .view_mut::<u32>(&device)
        .unwrap()
        .copy_from(&again)
        .unwrap();
    assert_eq!(read_raw(addr, 64, stream.raw()), again);
    drop(imported);
}

/// Set in the child process of the test below.
const FREED_CHILD: &str = "CUDYN_TEST_FOREIGN_FREE_CHILD";

/// The whole story in a child process, since an upload landing in memory already given back
/// makes the fake abort (on a GPU it would write freed memory): a small upload into a view of
/// foreign memory, the view's end, the owner's free in its own stream's order, then any work
/// of cudyn's.
#[test]
fn foreign_memory_freed_after_its_view_ends_receives_no_late_upload() {
    if std::env::var_os(FREED_CHILD).is_some() {
        let device = device();
        let stream = non_blocking(&device);
        let addr = foreign_alloc(&stream, 64);
        {
            // SAFETY: 64 words of live device memory of device 0, used by nothing else until
            // freed below, after the view is gone.
            let mut view = unsafe { ViewMut::<u32>::from_raw(&device, addr, 64) }.unwrap();
            view.copy_from(&pattern(64, 8)).unwrap();
        }
        foreign_free(&stream, addr);
        // Binds, and so waits for uploads still landing on the device.
        let next = DeviceBuffer::from_slice(&device, &[1u32; 16]).unwrap();
        assert_eq!(next.to_vec().unwrap(), [1; 16]);
        std::process::exit(0);
    }
    passes_in_child(
        "foreign_memory_freed_after_its_view_ends_receives_no_late_upload",
        FREED_CHILD,
    );
}

const UNSETTLED_CHILD: &str = "CUDYN_TEST_UNSETTLED_DROP_CHILD";

/// A buffer dropped while its upload is still landing, when the wait for that upload fails:
/// freeing it would let the upload land in whatever takes the memory next (the fake aborts on
/// an upload landing in memory given back), so the memory is leaked instead. In a child, for
/// that abort and because uploads still landing are process-wide.
#[test]
fn a_buffer_whose_upload_cannot_be_waited_for_is_leaked_not_freed() {
    if std::env::var_os(UNSETTLED_CHILD).is_some() {
        let device = device();
        let mut buffer = DeviceBuffer::<u32>::zeroed(&device, 64).unwrap();
        buffer.copy_from(&pattern(64, 9)).unwrap();
        let frees = fake::calls_of("cuMemFree_v2");
        fake::fail_function("cuStreamSynchronize", CUresult::CUDA_ERROR_UNKNOWN.0 as i32);
        drop(buffer);
        fake::clear_failures();
        assert_eq!(
            fake::calls_of("cuMemFree_v2"),
            frees,
            "freed with its upload landing"
        );
        // The upload lands at cudyn's next operation, into memory still allocated.
        let next = DeviceBuffer::from_slice(&device, &[1u32; 16]).unwrap();
        assert_eq!(next.to_vec().unwrap(), [1; 16]);
        std::process::exit(0);
    }
    passes_in_child(
        "a_buffer_whose_upload_cannot_be_waited_for_is_leaked_not_freed",
        UNSETTLED_CHILD,
    );
}

const HANDED_OUT_CHILD: &str = "CUDYN_TEST_HANDED_OUT_CHILD";

/// Memory handed out raw (`into_raw_parts`) while its upload is still landing, when the wait
/// for that upload fails once: its context is waited for instead, so the upload has landed
/// before the caller frees the memory in a stream's order, as `into_raw_parts` lets it. Before,
/// the failure was only logged and the upload landed in freed memory (the fake aborts).
#[test]
fn memory_handed_out_raw_has_its_upload_even_when_the_wait_fails() {
    if std::env::var_os(HANDED_OUT_CHILD).is_some() {
        let device = device();
        let stream = non_blocking(&device);
        let mut buffer = DeviceBuffer::<u32>::alloc_async(&stream, 256).unwrap();
        stream.synchronize().unwrap();
        buffer.copy_from(&pattern(256, 11)).unwrap();
        fake::fail_function_times(
            "cuStreamSynchronize",
            CUresult::CUDA_ERROR_UNKNOWN.0 as i32,
            1,
        );
        let (ptr, _) = buffer.into_raw_parts();
        fake::clear_failures();
        let driver = cudyn::driver().unwrap();
        // SAFETY: pool memory cudyn gave up, freed once in the stream's order, after its last
        // use (the copy, which has returned).
        let freed = unsafe { driver.cuMemFreeAsync().unwrap()(ptr, stream.raw()) };
        assert_eq!(freed, CUresult::CUDA_SUCCESS);
        stream.synchronize().unwrap();
        // Binds, and so lands whatever is still landing.
        let next = DeviceBuffer::from_slice(&device, &[1u32; 16]).unwrap();
        assert_eq!(next.to_vec().unwrap(), [1; 16]);
        std::process::exit(0);
    }
    passes_in_child(
        "memory_handed_out_raw_has_its_upload_even_when_the_wait_fails",
        HANDED_OUT_CHILD,
    );
}
