//! A kernel that faults loses its context for good (the driver's sticky error): the scope says
//! so with a typed error, the process lives, nothing the lost context may still use is freed,
//! later calls fail with the same error without reaching the driver, another device goes on,
//! and `Device::reset` gives the device a fresh context.
//!
//! A lost context is lost for the whole process (in the fake as in the driver), so this binary
//! holds one test, which walks through the story in order.

use cudyn_test_common as common;

use common::{KERNELS, add_one, device};
use cudyn::sys::CUresult;
use cudyn::{
    Device, DeviceBuffer, Error, Event, LaunchConfig, MemPool, Module, PinnedBuffer, PinnedFlags,
    Stream,
};
use cudyn_fake_driver as fake;

const ILLEGAL_ADDRESS: CUresult = CUresult::CUDA_ERROR_ILLEGAL_ADDRESS;

/// Driver calls of the entry points that give something back, made by this thread so far.
fn releases() -> u64 {
    [
        "cuMemFree_v2",
        "cuMemFreeAsync",
        "cuMemFreeHost",
        "cuStreamDestroy_v2",
        "cuEventDestroy_v2",
        "cuModuleUnload",
        "cuMemHostUnregister",
    ]
    .iter()
    .map(|name| fake::calls_of(name))
    .sum()
}

fn lost_on(error: &Error, device: usize) -> bool {
    matches!(error, Error::ContextLost { device: d, cause } if *d == device && cause.code() == ILLEGAL_ADDRESS)
}

#[test]
fn a_faulting_kernel_loses_its_context_until_the_device_is_reset() {
    let device = device();
    let other = Device::get(1).unwrap();
    let values: Vec<u32> = (0..256).collect();
    let plus_one: Vec<u32> = values.iter().map(|v| v + 1).collect();
    assert_eq!(add_one(&device, &values).unwrap(), plus_one);

    // Everything a program holds when the fault comes.
    let module = Module::from_ptx(&device, KERNELS).unwrap();
    let add = module.function("add_u32").unwrap();
    let mut output = DeviceBuffer::<u32>::zeroed(&device, 256).unwrap();
    let kept = DeviceBuffer::from_slice(&device, &values).unwrap();
    let pinned = PinnedBuffer::from_slice(&device, &values, PinnedFlags::default()).unwrap();
    let stream = Stream::new(&device).unwrap();
    let event = Event::new(&device).unwrap();
    let pool = MemPool::new(&device).unwrap();

    // The kernel reads through an address that is no allocation: the launch succeeds, the
    // scope's wait finds the fault.
    let error = stream
        .scope(|s| {
            let bogus = 0x10u64;
            // SAFETY: deliberately wrong (the input pointer is made up) to fault the kernel,
            // whose only victim is the context; add_u32's output is a buffer of 256.
            unsafe {
                s.launch(
                    &add,
                    LaunchConfig::linear(256, 64),
                    (bogus, &mut output, 256u32, 1u32),
                )
            }
        })
        .unwrap_err();
    assert!(lost_on(&error, 0), "{error:?}");
    assert!(error.context_is_lost());
    assert!(error.to_string().contains("Device::reset"), "{error}");

    // Later calls fail with the same error, before reaching the driver.
    let calls = fake::calls();
    for error in [
        DeviceBuffer::<u32>::zeroed(&device, 4)
            .map(drop)
            .unwrap_err(),
        kept.to_vec().map(drop).unwrap_err(),
        stream.synchronize().unwrap_err(),
        stream.scope(|s| s.copy(&values, &mut output)).unwrap_err(),
        Stream::new(&device).map(drop).unwrap_err(),
        event.synchronize().unwrap_err(),
        DeviceBuffer::<u32>::alloc_async(&stream, 4)
            .map(drop)
            .unwrap_err(),
        pool.trim(0).unwrap_err(),
        pool.usage().map(drop).unwrap_err(),
        PinnedBuffer::<u32>::zeroed(&device, 4, PinnedFlags::default())
            .map(drop)
            .unwrap_err(),
    ] {
        assert!(lost_on(&error, 0), "{error:?}");
    }
    assert_eq!(fake::calls(), calls, "no call reached the driver");
    // A handle made now is of the same lost context.
    let again = Device::get(0).unwrap();
    assert!(lost_on(
        &DeviceBuffer::<u32>::zeroed(&again, 4)
            .map(drop)
            .unwrap_err(),
        0
    ));

    // The other device goes on.
    assert_eq!(add_one(&other, &values).unwrap(), plus_one);

    // What belonged to the lost context is leaked, not freed: work that never finished may name
    // it. (Host memory of a lost context stays mapped while it is retained.)
    let releases_before = releases();
    assert_eq!(pinned[255], 255);
    drop((kept, pinned));
    assert_eq!(releases(), releases_before);

    // The way back: a reset, once nothing of cudyn's made in the context lives. With any of
    // it alive (a stream, the module, another handle that used the device) the reset is
    // refused and nothing is done: what they name would be destroyed under them.
    let releases_before = releases();
    let held = Device::get(0).unwrap();
    DeviceBuffer::<u32>::zeroed(&held, 1).map(drop).unwrap_err();
    // SAFETY: no other library shares the fake's context (and a refused reset does nothing).
    let refused = unsafe { held.reset() }.unwrap_err();
    assert_eq!(refused, Error::DeviceInUse { device: 0 });
    let clone = device.clone();
    // SAFETY: as above.
    assert_eq!(
        unsafe { clone.reset() }.unwrap_err(),
        Error::DeviceInUse { device: 0 }
    );
    assert!(lost_on(&stream.synchronize().unwrap_err(), 0), "still lost");
    // Dropped, what they name is leaked, not freed.
    drop((output, stream, event, module, add, again, pool));
    assert_eq!(releases(), releases_before);
    assert_eq!(fake::bad_frees(), 0);
    // SAFETY: nothing of cudyn's made on device 0 lives any more; no other library shares the
    // fake's context.
    let device = unsafe { device.reset() }.unwrap();
    assert_eq!(add_one(&device, &values).unwrap(), plus_one);
    let fresh = DeviceBuffer::from_slice(&device, &values).unwrap();
    assert_eq!(fresh.to_vec().unwrap(), values);
    assert_eq!(
        add_one(&Device::get(0).unwrap(), &values).unwrap(),
        plus_one
    );
    let releases_before = releases();
    drop(fresh);
    assert_eq!(
        releases(),
        releases_before + 1,
        "memory of the new context is freed"
    );

    // A scope whose stream wait fails for some other reason waits for the whole context; when
    // that wait says the context is lost, it is (the driver keeps failing), and stays so.
    let stream = Stream::new(&device).unwrap();
    let error = stream
        .scope(|_| {
            fake::fail_function(
                "cuStreamSynchronize",
                CUresult::CUDA_ERROR_INVALID_CONTEXT.0 as i32,
            );
            fake::fail_function(
                "cuCtxSynchronize",
                CUresult::CUDA_ERROR_LAUNCH_FAILED.0 as i32,
            );
            Ok(())
        })
        .unwrap_err();
    fake::clear_failures();
    assert!(
        matches!(error, Error::ContextLost { device: 0, cause } if cause.code() == CUresult::CUDA_ERROR_LAUNCH_FAILED),
        "{error:?}"
    );
    assert!(
        DeviceBuffer::<u32>::zeroed(&device, 1)
            .unwrap_err()
            .context_is_lost()
    );
    drop(stream);
    // SAFETY: as above.
    let device = unsafe { device.reset() }.unwrap();
    assert_eq!(add_one(&device, &values).unwrap(), plus_one);

    // The reset joins the fault sweep here (it resets a context for the whole process, so it
    // cannot run beside the other tests of tests/fault_injection/): whichever of its calls
    // fails, it returns that call's error, and the device is usable through a new handle.
    let mut device = device;
    for call in 1.. {
        // Memory of the context, uploaded and given back: the reset finds nothing alive.
        DeviceBuffer::from_slice(&device, &values).unwrap();
        fake::fail_nth_call(call, CUresult::CUDA_ERROR_UNKNOWN.0 as i32);
        // SAFETY: as above.
        let reset = unsafe { device.reset() };
        let injected = fake::take_last_injected();
        fake::clear_failures();
        let Some(failed) = injected else {
            device = reset.unwrap();
            assert_eq!(add_one(&device, &values).unwrap(), plus_one);
            break;
        };
        match reset {
            // Releasing the old retain, refused, is logged (and that retain left behind).
            Ok(reset) if failed == "cuDevicePrimaryCtxRelease_v2" => device = reset,
            Ok(_) => panic!("{failed} failed, and the reset said nothing"),
            Err(error) => {
                assert_eq!(
                    error.driver_code(),
                    Some(CUresult::CUDA_ERROR_UNKNOWN),
                    "{failed}: {error}"
                );
                device = Device::get(0).unwrap();
            }
        }
        assert_eq!(add_one(&device, &values).unwrap(), plus_one, "{failed}");
    }

    // A large pageable copy when the context is lost: the staging ring's wait fails, the
    // context's too, so the ring is left allocated (its DMAs are never known done), and the
    // device's next ring, after the reset, is a new one.
    cudyn::set_staging_threads(2);
    let big = common::pattern(2 << 20, 7);
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, big.len()).unwrap();
    on_device.copy_from(&big).unwrap();
    // Making a ring asks for its marks' device address, on the copying thread (its memory may
    // have been made ahead, on a thread of its own).
    let pinned = || fake::calls_of("cuMemHostGetDevicePointer_v2");
    let (made, freed) = (pinned(), releases());
    // The ring's DMAs are queued, then its wait and its context's say the context is lost.
    fake::fail_function("cuStreamSynchronize", ILLEGAL_ADDRESS.0 as i32);
    fake::fail_function("cuCtxSynchronize", ILLEGAL_ADDRESS.0 as i32);
    let error = on_device.copy_from(&big).unwrap_err();
    fake::clear_failures();
    assert!(error.context_is_lost(), "{error}");
    let later = on_device.to_vec().unwrap_err();
    assert!(lost_on(&later, 0), "{error:?} then {later:?}");
    device.free_staging_memory();
    drop(on_device);
    assert_eq!(releases(), freed, "nothing of the lost context was freed");
    // SAFETY: as above.
    let device = unsafe { device.reset() }.unwrap();
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, big.len()).unwrap();
    on_device.copy_from(&big).unwrap();
    assert!(on_device.to_vec().unwrap() == big);
    assert!(pinned() > made, "a new ring");
    assert_eq!(fake::bad_frees(), 0);
}
