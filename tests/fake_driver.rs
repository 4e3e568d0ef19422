//! The safe layer against the fake driver (tests/fake-driver), in CI with no GPU.

use cudyn::sys::{CUresult, SymbolError};
use cudyn::{Device, Error, MemoryAttributes};
use cudyn_fake_driver as fake;

/// Settles this test binary's driver as the fake (idempotent across tests).
fn fake_driver() -> &'static cudyn::Driver {
    // SAFETY: the fake implements the driver API with cuda.h's signatures.
    unsafe { cudyn::load_driver_from(fake::PATH) }.expect("the fake driver loads")
}

/// Runs `f` with failures injected by `inject`, clearing them afterwards even if `f` panics.
fn with_failure<R>(inject: impl FnOnce(), f: impl FnOnce() -> R) -> R {
    struct Clear;
    impl Drop for Clear {
        fn drop(&mut self) {
            fake::clear_failures();
        }
    }
    let _clear = Clear;
    inject();
    f()
}

#[test]
fn the_driver_loads_once_and_reports_its_version() {
    let driver = fake_driver();
    assert_eq!(driver.version(), Some(fake::DRIVER_VERSION));
    assert!(
        std::ptr::eq(driver, cudyn::driver().unwrap()),
        "one process-wide driver"
    );
    assert!(
        std::ptr::eq(driver, fake_driver()),
        "loading the same path again is a no-op"
    );
}

#[test]
fn loading_a_different_driver_later_is_refused() {
    fake_driver();
    // SAFETY: nothing is loaded: the process already settled on the fake.
    let error = unsafe { cudyn::load_driver_from("/nonexistent/libcuda.so.1") }.unwrap_err();
    match &error {
        Error::Load(cudyn::sys::LoadError::AlreadySettled { requested, loaded }) => {
            assert_eq!(requested, "/nonexistent/libcuda.so.1");
            assert_eq!(loaded.as_deref(), Some(fake::PATH));
        }
        other => panic!("expected AlreadySettled, got {other:?}"),
    }
}

#[test]
fn devices_and_their_memory_attributes() {
    fake_driver();
    assert_eq!(Device::count().unwrap(), fake::DEVICES);
    let devices = Device::all().unwrap();
    assert_eq!(devices.len(), fake::DEVICES);
    for (ordinal, device) in devices.iter().enumerate() {
        assert_eq!(device.ordinal(), ordinal);
        assert_eq!(
            device.name().unwrap(),
            format!("cudyn fake device {ordinal}")
        );
        assert_eq!(device.total_memory().unwrap(), fake::TOTAL_MEMORY);
        // The fake reports the ordinal as the minor version, so the two devices differ.
        assert_eq!(device.compute_capability().unwrap(), (9, ordinal as u32));
    }
    let expected = Device::get(0).unwrap().memory_attributes().unwrap();
    assert_eq!(
        (
            expected.managed_memory,
            expected.concurrent_managed_access,
            expected.pageable_memory_access
        ),
        (true, true, false)
    );
    let MemoryAttributes {
        memory_pools,
        async_engines,
        unified_addressing,
        can_map_host_memory,
        ..
    } = expected;
    assert_eq!(
        (
            memory_pools,
            async_engines,
            unified_addressing,
            can_map_host_memory
        ),
        (true, 3, true, true)
    );
}

#[test]
fn a_device_past_the_count_is_a_typed_error() {
    fake_driver();
    let error = Device::get(fake::DEVICES).unwrap_err();
    assert_eq!(
        error,
        Error::NoSuchDevice {
            ordinal: fake::DEVICES,
            count: fake::DEVICES
        }
    );
    assert_eq!(
        error.to_string(),
        "there is no CUDA device 2: the driver sees 2"
    );
}

#[test]
fn driver_errors_carry_the_code_and_the_drivers_words() {
    fake_driver();
    let error = with_failure(
        || fake::fail_function("cuDeviceGetCount", 2),
        || Device::count().unwrap_err(),
    );
    assert_eq!(
        error.driver_code(),
        Some(CUresult::CUDA_ERROR_OUT_OF_MEMORY)
    );
    let Error::Driver(driver_error) = &error else {
        panic!("expected a driver error: {error:?}")
    };
    assert_eq!(driver_error.call(), "cuDeviceGetCount");
    assert_eq!(driver_error.name(), Some("CUDA_ERROR_OUT_OF_MEMORY"));
    assert_eq!(driver_error.description(), Some("out of memory"));
    assert_eq!(
        error.to_string(),
        "cuDeviceGetCount failed: CUDA_ERROR_OUT_OF_MEMORY (2): out of memory"
    );
    // The injection is gone: the same call succeeds again.
    assert_eq!(Device::count().unwrap(), fake::DEVICES);
}

#[test]
fn a_code_the_driver_cannot_name_is_shown_as_a_number() {
    fake_driver();
    let error = with_failure(
        || fake::fail_function("cuDeviceTotalMem_v2", 12345),
        || Device::get(0).unwrap().total_memory().unwrap_err(),
    );
    assert_eq!(error.driver_code(), Some(CUresult(12345)));
    assert_eq!(
        error.to_string(),
        "cuDeviceTotalMem_v2 failed with CUDA error 12345"
    );
}

#[test]
fn result_codes_debug_print_their_name_and_number() {
    use cudyn::sys::CUdevice_attribute;
    // Known to the headers: no driver needed.
    assert_eq!(
        format!("{:?}", CUresult::CUDA_ERROR_INVALID_CONTEXT),
        "CUDA_ERROR_INVALID_CONTEXT (201)"
    );
    assert_eq!(CUresult::CUDA_SUCCESS.name(), Some("CUDA_SUCCESS"));
    assert_eq!(
        format!(
            "{:?}",
            CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK
        ),
        "CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK (1)"
    );
    assert_eq!(
        format!("{:?}", CUdevice_attribute(987_654)),
        "CUdevice_attribute_enum(987654)"
    );
    // Newer than the headers: the loaded driver names it.
    fake_driver();
    assert_eq!(CUresult(1234).name(), None);
    assert_eq!(
        format!("{:?}", CUresult(1234)),
        "CUDA_ERROR_FROM_A_NEWER_DRIVER (1234)"
    );
    assert_eq!(format!("{:?}", CUresult(4321)), "CUresult(4321)");
    // And so does every error that carries one.
    let error = with_failure(
        || fake::fail_function("cuDeviceGetCount", 1234),
        || Device::count().unwrap_err(),
    );
    assert!(
        format!("{error:?}").contains("CUDA_ERROR_FROM_A_NEWER_DRIVER"),
        "{error:?}"
    );
    assert_eq!(
        error.to_string(),
        "cuDeviceGetCount failed: CUDA_ERROR_FROM_A_NEWER_DRIVER (1234): a code the headers do \
         not know"
    );
}

#[test]
fn the_nth_call_fails_and_names_itself() {
    fake_driver();
    // Device::get makes two calls: cuDeviceGetCount, then cuDeviceGet. Fail the second.
    let before = fake::calls();
    let error = with_failure(
        || fake::fail_nth_call(2, CUresult::CUDA_ERROR_INVALID_DEVICE.0 as i32),
        || Device::get(1).unwrap_err(),
    );
    assert_eq!(fake::calls() - before, 2);
    let Error::Driver(driver_error) = error else {
        panic!("expected a driver error")
    };
    assert_eq!(driver_error.call(), "cuDeviceGet");
    assert_eq!(driver_error.code(), CUresult::CUDA_ERROR_INVALID_DEVICE);
    // It fired once: the next attempt succeeds.
    assert_eq!(Device::get(1).unwrap().ordinal(), 1);
}

#[test]
fn a_missing_entry_point_becomes_a_typed_error() {
    let driver = fake_driver();
    let error: Error = driver.cuGraphCreate().map(|_| ()).unwrap_err().into();
    assert_eq!(
        error,
        Error::MissingSymbol(SymbolError {
            name: "cuGraphCreate",
            driver_version: Some(12090)
        })
    );
    assert!(
        error.to_string().contains("does not export cuGraphCreate"),
        "{error}"
    );
}

#[test]
fn errors_are_send_sync_and_static() {
    fn assert_error<E: std::error::Error + Send + Sync + 'static>() {}
    assert_error::<Error>();
    assert_error::<cudyn::DriverError>();
}
