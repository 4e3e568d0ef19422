//! A synchronous upload from pageable memory returns once the source is read, as the driver's
//! `cuMemcpyHtoD` does, while the data may still be landing. The fake driver models that: such
//! an upload lands only when the same context's legacy stream (or a blocking stream) runs
//! something next, so these tests read stale memory wherever cudyn orders work wrongly.

mod common;

use common::{device, pattern};
use cudyn::sys::{CUresult, CUstream};
use cudyn::{Device, DeviceBuffer, Stream, StreamOptions};

/// A non-blocking stream: not ordered after the legacy stream's uploads.
fn non_blocking(device: &Device) -> Stream {
    let options = StreamOptions {
        non_blocking: true,
        ..Default::default()
    };
    Stream::with_options(device, options).unwrap()
}

/// Reads `len` words at `addr` on `stream` through the raw driver, as code outside cudyn would.
fn read_raw(addr: u64, len: usize, stream: CUstream) -> Vec<u32> {
    let driver = cudyn::driver().unwrap();
    let mut out = vec![0u32; len];
    // SAFETY: `addr` is live device memory of `len` words (the caller's buffer), `out` is as
    // long, and the stream is synchronised before `out` is read.
    unsafe {
        let copy = driver.cuMemcpyDtoHAsync_v2().unwrap();
        let wait = driver.cuStreamSynchronize().unwrap();
        assert_eq!(
            copy(out.as_mut_ptr().cast(), addr, len * 4, stream),
            CUresult::CUDA_SUCCESS
        );
        assert_eq!(wait(stream), CUresult::CUDA_SUCCESS);
    }
    out
}

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
