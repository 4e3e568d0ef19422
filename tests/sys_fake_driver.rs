//! The fake driver is the instrument every CI test relies on: prove through the raw API that it
//! counts what it should, rejects what a real driver rejects, and injects failures as asked.

use std::ffi::c_void;
use std::sync::OnceLock;

use cudyn::sys::{CUcontext, CUdeviceptr, CUresult, Driver};
use cudyn_fake_driver as fake;

/// A private driver instance over the fake, initialised, with device 0's primary context
/// current on the calling thread.
fn driver() -> &'static Driver {
    static DRIVER: OnceLock<Driver> = OnceLock::new();
    let driver = DRIVER.get_or_init(|| {
        // SAFETY: the fake implements the driver API with cuda.h's signatures.
        let driver = unsafe { Driver::open_first([fake::PATH]) }.unwrap();
        // SAFETY: cuInit takes a zero flags word.
        assert_eq!(
            unsafe { driver.cuInit().unwrap()(0) },
            CUresult::CUDA_SUCCESS
        );
        driver
    });
    let mut context: CUcontext = std::ptr::null_mut();
    // SAFETY: valid out-pointer; the retained context is then made current on this thread.
    unsafe {
        assert_eq!(
            driver.cuDevicePrimaryCtxRetain().unwrap()(&mut context, 0),
            CUresult(0)
        );
        assert_eq!(driver.cuCtxSetCurrent().unwrap()(context), CUresult(0));
    }
    driver
}

fn alloc(driver: &Driver, bytes: usize) -> Result<CUdeviceptr, CUresult> {
    let mut pointer = 0;
    // SAFETY: valid out-pointer to a live local.
    match unsafe { driver.cuMemAlloc_v2().unwrap()(&mut pointer, bytes) } {
        CUresult::CUDA_SUCCESS => Ok(pointer),
        error => Err(error),
    }
}

fn free(driver: &Driver, pointer: CUdeviceptr) -> CUresult {
    // SAFETY: the fake checks the pointer against its table; a bad one is an error code.
    unsafe { driver.cuMemFree_v2().unwrap()(pointer) }
}

#[test]
fn allocations_are_counted_per_thread_until_freed() {
    let driver = driver();
    let before = fake::live_allocations();
    let a = alloc(driver, 64).unwrap();
    let b = alloc(driver, 64).unwrap();
    assert_eq!(fake::live_allocations(), before + 2);
    // Another thread's count does not see this thread's allocations.
    let elsewhere = std::thread::spawn(fake::live_allocations).join().unwrap();
    assert_eq!(elsewhere, 0);
    assert_eq!(free(driver, a), CUresult::CUDA_SUCCESS);
    assert_eq!(free(driver, b), CUresult::CUDA_SUCCESS);
    assert_eq!(fake::live_allocations(), before);
}

#[test]
fn frees_of_unknown_or_already_freed_pointers_are_rejected_and_counted() {
    let driver = driver();
    let before = fake::bad_frees();
    let pointer = alloc(driver, 32).unwrap();
    assert_eq!(free(driver, pointer), CUresult::CUDA_SUCCESS);
    assert_eq!(
        free(driver, pointer),
        CUresult::CUDA_ERROR_INVALID_VALUE,
        "double free"
    );
    assert_eq!(
        free(driver, 0x1234),
        CUresult::CUDA_ERROR_INVALID_VALUE,
        "never allocated"
    );
    assert_eq!(fake::bad_frees(), before + 2);
}

#[test]
fn device_addresses_are_not_host_addresses() {
    let driver = driver();
    let pointer = alloc(driver, 8).unwrap();
    // Bit 62 set: not a canonical host address, so a host dereference would fault.
    assert_ne!(pointer & (1 << 62), 0);
    assert_eq!(free(driver, pointer), CUresult::CUDA_SUCCESS);
}

#[test]
fn copies_are_checked_against_the_allocation() {
    let driver = driver();
    let pointer = alloc(driver, 16).unwrap();
    let data = [7u8; 16];
    let mut back = [0u8; 16];
    let htod = driver.cuMemcpyHtoD_v2().unwrap();
    let dtoh = driver.cuMemcpyDtoH_v2().unwrap();
    // SAFETY: host buffers are live locals at least as long as each copy's length.
    unsafe {
        assert_eq!(
            htod(pointer, data.as_ptr().cast::<c_void>(), 16),
            CUresult(0)
        );
        assert_eq!(
            dtoh(back.as_mut_ptr().cast::<c_void>(), pointer + 8, 8),
            CUresult(0)
        );
        // One byte past the end of the allocation.
        assert_eq!(
            htod(pointer + 1, data.as_ptr().cast::<c_void>(), 16),
            CUresult::CUDA_ERROR_INVALID_VALUE
        );
    }
    assert_eq!(back, [7, 7, 7, 7, 7, 7, 7, 7, 0, 0, 0, 0, 0, 0, 0, 0]);
    assert_eq!(free(driver, pointer), CUresult::CUDA_SUCCESS);
}

#[test]
fn memory_operations_need_a_current_context() {
    let driver = driver();
    let set_current = driver.cuCtxSetCurrent().unwrap();
    // SAFETY: a null context unbinds this thread's current context.
    assert_eq!(unsafe { set_current(std::ptr::null_mut()) }, CUresult(0));
    assert_eq!(alloc(driver, 8), Err(CUresult::CUDA_ERROR_INVALID_CONTEXT));
}

#[test]
fn zero_sized_and_oversized_allocations_fail_like_the_driver() {
    let driver = driver();
    assert_eq!(alloc(driver, 0), Err(CUresult::CUDA_ERROR_INVALID_VALUE));
    assert_eq!(
        alloc(driver, fake::TOTAL_MEMORY + 1),
        Err(CUresult::CUDA_ERROR_OUT_OF_MEMORY)
    );
}

#[test]
fn injected_failures_hit_the_chosen_call_once_and_are_counted() {
    let driver = driver();
    let before = fake::calls();
    let allocs_before = fake::calls_of("cuMemAlloc_v2");
    fake::fail_nth_call(2, CUresult::CUDA_ERROR_OUT_OF_MEMORY.0 as i32);
    let first = alloc(driver, 8).unwrap();
    assert_eq!(alloc(driver, 8), Err(CUresult::CUDA_ERROR_OUT_OF_MEMORY));
    let third = alloc(driver, 8).unwrap();
    assert_eq!(fake::calls() - before, 3);
    assert_eq!(fake::calls_of("cuMemAlloc_v2") - allocs_before, 3);

    fake::fail_function("cuMemFree_v2", CUresult::CUDA_ERROR_UNKNOWN.0 as i32);
    assert_eq!(free(driver, first), CUresult::CUDA_ERROR_UNKNOWN);
    fake::clear_failures();
    assert_eq!(free(driver, first), CUresult::CUDA_SUCCESS);
    assert_eq!(free(driver, third), CUresult::CUDA_SUCCESS);
}
