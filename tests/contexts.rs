//! The current context, switched behind cudyn's back as a runtime-based library does
//! (`cudaSetDevice(1)` makes device 1's primary context current): cudyn's next operation on
//! device 0 must still run in device 0's context.

use cudyn_test_common as common;

use common::{NoLeaks, device, switch_behind_cudyns_back};
use cudyn::{Device, DeviceBuffer, Stream};
use cudyn_fake_driver as fake;

/// The fake's memory counts are per process: the tests of this file take turns.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn used(device: &Device) -> usize {
    let (free, total) = device.mem_info().unwrap();
    total - free
}

#[test]
fn an_allocation_after_a_switch_behind_cudyns_back_lands_on_its_device() {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let _leaks = NoLeaks::new();
    let d0 = device();
    let d1 = Device::get(1).unwrap();
    d1.mem_info().unwrap(); // retains device 1's context
    let (before0, before1) = (used(&d0), used(&d1));
    // Device 0 is current, as cudyn left it.
    let first = DeviceBuffer::<u8>::zeroed(&d0, 1 << 20).unwrap();
    switch_behind_cudyns_back(&d1);
    let second = DeviceBuffer::<u8>::uninit(&d0, 1 << 20).unwrap();
    assert_eq!(
        used(&d0),
        before0 + (2 << 20),
        "device 0 holds both megabytes"
    );
    assert_eq!(
        used(&d1),
        before1,
        "device 1 was charged for device 0's buffer"
    );
    // Work queued after another switch runs in device 0's context too.
    switch_behind_cudyns_back(&d1);
    let stream = Stream::new(&d0).unwrap();
    let mut back = vec![1u8; 1 << 20];
    stream.scope(|s| s.copy(&first, &mut back)).unwrap();
    assert!(back.iter().all(|&b| b == 0));
    assert_eq!(stream.device(), &d0);
    drop((first, second));
    assert_eq!(used(&d0), before0);
}

#[test]
fn binding_asks_the_driver_each_time_and_sets_only_when_needed() {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let _leaks = NoLeaks::new();
    let d0 = device();
    let _warm = DeviceBuffer::<u8>::uninit(&d0, 8).unwrap();
    let (gets, sets) = (
        fake::calls_of("cuCtxGetCurrent"),
        fake::calls_of("cuCtxSetCurrent"),
    );
    let _again = DeviceBuffer::<u8>::uninit(&d0, 8).unwrap();
    assert_eq!(fake::calls_of("cuCtxGetCurrent"), gets + 1);
    assert_eq!(fake::calls_of("cuCtxSetCurrent"), sets, "already current");
}

#[test]
fn buffers_keep_their_context_after_the_device_handle_is_dropped() {
    // Here, not among the memory tests: device contexts are shared by the whole process, so
    // the release is only observable where no other test holds the device meanwhile.
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let _leaks = NoLeaks::new();
    let device = device();
    let buffer = DeviceBuffer::from_slice(&device, &[4u8; 4]).unwrap();
    let releases = fake::calls_of("cuDevicePrimaryCtxRelease_v2");
    drop(device);
    assert_eq!(buffer.to_vec().unwrap(), [4; 4]);
    assert_eq!(fake::calls_of("cuDevicePrimaryCtxRelease_v2"), releases);
    drop(buffer);
    assert_eq!(fake::calls_of("cuDevicePrimaryCtxRelease_v2"), releases + 1);
}

#[test]
fn stream_ordered_allocations_follow_their_stream_without_binding() {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let _leaks = NoLeaks::new();
    let d0 = device();
    let d1 = Device::get(1).unwrap();
    let stream = Stream::new(&d0).unwrap();
    drop(DeviceBuffer::<u8>::alloc_async(&stream, 8).unwrap()); // the pool's first use
    let (before0, before1) = (used(&d0), used(&d1));
    switch_behind_cudyns_back(&d1);
    let binds = || fake::calls_of("cuCtxGetCurrent") + fake::calls_of("cuCtxSetCurrent");
    let asked = binds();
    let pooled = DeviceBuffer::<u8>::alloc_async(&stream, 1 << 20).unwrap();
    drop(pooled);
    // The stream names the device: nothing was bound, and device 0 held the megabyte.
    assert_eq!(
        binds(),
        asked,
        "a stream-ordered allocation bound a context"
    );
    let last = fake::calls_of("cuMemFreeAsync");
    let pooled = DeviceBuffer::<u8>::alloc_async(&stream, 1 << 20).unwrap();
    assert_eq!(used(&d0), before0 + (1 << 20));
    assert_eq!(used(&d1), before1);
    drop(pooled);
    assert_eq!(fake::calls_of("cuMemFreeAsync"), last + 1);
    assert_eq!(used(&d0), before0);
}

#[test]
fn raw_calls_work_on_a_fresh_thread_once_the_device_is_bound() {
    use cudyn::sys::{CUcontext, CUresult};
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let _leaks = NoLeaks::new();
    let d0 = device();
    let d1 = Device::get(1).unwrap();
    let driver = cudyn::driver().unwrap();
    let current = || {
        let mut context: CUcontext = std::ptr::null_mut();
        // SAFETY: an out-pointer to a live local.
        let status = unsafe { driver.cuCtxGetCurrent().unwrap()(&mut context) };
        assert_eq!(status, CUresult::CUDA_SUCCESS);
        context
    };
    let mem_get_info = || {
        let (mut free, mut total) = (0, 0);
        // SAFETY: two out-pointers to live locals.
        unsafe { driver.cuMemGetInfo_v2().unwrap()(&mut free, &mut total) }
    };
    std::thread::scope(|t| {
        t.spawn(|| {
            // Nothing of cudyn ran on this thread: a raw call has no context.
            assert_eq!(mem_get_info(), CUresult::CUDA_ERROR_INVALID_CONTEXT);
            d1.bind().unwrap();
            assert_eq!(mem_get_info(), CUresult::CUDA_SUCCESS);
            assert_eq!(current(), d1.raw_context().unwrap());
            // Switching through cudyn afterwards, and back behind its back, stays in step.
            d0.bind().unwrap();
            assert_eq!(current(), d0.raw_context().unwrap());
            switch_behind_cudyns_back(&d1);
            let on_d0 = DeviceBuffer::<u8>::zeroed(&d0, 64).unwrap();
            assert_eq!(current(), d0.raw_context().unwrap());
            drop(on_d0);
        });
    });
    assert_ne!(d0.raw_context().unwrap(), d1.raw_context().unwrap());
}
