//! Tests that need a real CUDA GPU and driver; CI reports them as ignored. Run them with
//! `cargo test --test gpu -- --ignored` (or ../shared/gpu/stage and the device runner).

use std::ffi::c_void;

// Only the driver-neutral helpers (memory kinds, patterns, the IPC protocol): these tests load
// the real driver, never the fake.
use cudyn_test_common as common;

use std::sync::{PoisonError, RwLock, RwLockReadGuard, RwLockWriteGuard};

/// Tests share the GPU; the ones that fill its memory or measure what is free take it alone.
static GPU: RwLock<()> = RwLock::new(());

fn shared_gpu() -> RwLockReadGuard<'static, ()> {
    GPU.read().unwrap_or_else(PoisonError::into_inner)
}

fn exclusive_gpu() -> RwLockWriteGuard<'static, ()> {
    GPU.write().unwrap_or_else(PoisonError::into_inner)
}

use cudyn::Device;
use cudyn::sys::{CUcontext, CUdeviceptr, CUresult};

#[test]
#[ignore = "needs a CUDA GPU"]
fn real_driver_loads_resolves_and_allocates() {
    let _gpu = crate::shared_gpu();
    let driver = cudyn::driver().expect("the real driver loads and initialises");
    let version = driver.version().expect("the driver reports its version");
    assert!(
        version >= 12000,
        "driver version {version} is older than CUDA 12.0"
    );
    for name in [
        "cuMemAlloc_v2",
        "cuMemAllocManaged",
        "cuMemHostAlloc",
        "cuMemPrefetchAsync_v2",
    ] {
        let found = driver
            .functions()
            .entries()
            .into_iter()
            .find(|(n, _)| *n == name);
        assert_eq!(found, Some((name, true)), "{name} resolves");
    }
    let timing = driver.timing();
    println!(
        "driver {} ({:?}), version {version}, open {:?}, resolve {:?}",
        driver.name(),
        driver.file(),
        timing.open,
        timing.resolve
    );

    let device = Device::get(0).unwrap();
    let check = |status: CUresult| assert_eq!(status, CUresult::CUDA_SUCCESS);
    let mut context: CUcontext = std::ptr::null_mut();
    let mut pointer: CUdeviceptr = 0;
    let mut back = [0u8; 16];
    // SAFETY: each call gets valid out-pointers to live locals; the context is retained before
    // it is made current and released after the allocation is freed; the copy reads 16 bytes
    // of a 1 MiB allocation into a 16-byte array.
    unsafe {
        check(driver.cuDevicePrimaryCtxRetain().unwrap()(
            &mut context,
            device.raw(),
        ));
        check(driver.cuCtxSetCurrent().unwrap()(context));
        check(driver.cuMemAlloc_v2().unwrap()(&mut pointer, 1 << 20));
        assert_ne!(pointer, 0);
        check(driver.cuMemsetD8_v2().unwrap()(pointer, 0xa5, 1 << 20));
        check(driver.cuMemcpyDtoH_v2().unwrap()(
            back.as_mut_ptr().cast::<c_void>(),
            pointer,
            16,
        ));
        check(driver.cuMemFree_v2().unwrap()(pointer));
        check(driver.cuCtxSetCurrent().unwrap()(std::ptr::null_mut()));
        check(driver.cuDevicePrimaryCtxRelease_v2().unwrap()(device.raw()));
    }
    assert_eq!(back, [0xa5; 16]);
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn real_devices_report_their_attributes() {
    let _gpu = crate::shared_gpu();
    let devices = Device::all().unwrap();
    assert!(!devices.is_empty());
    for device in devices {
        let name = device.name().unwrap();
        assert!(!name.is_empty() && !name.contains("fake"), "{name}");
        assert!(device.total_memory().unwrap() >= 1 << 30);
        let (major, _) = device.compute_capability().unwrap();
        assert!(major >= 5, "compute capability {major}.x");
        let memory = device.memory_attributes().unwrap();
        assert!(memory.unified_addressing && memory.managed_memory && memory.async_engines >= 1);
        println!("device {}: {name}, {memory:?}", device.ordinal());
    }
}

// The tests by concern, each in its file.
mod ipc;
mod memory;
mod reliability;
mod two_gpu;
