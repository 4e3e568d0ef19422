//! A kernel that faults on a real GPU: the scope returns `Error::ContextLost`, the process
//! lives, later calls fail with the same error, and what the context held is leaked. Then
//! `Device::reset` either gives the device back (with its memory: the reset frees what was
//! leaked) or, where the driver keeps the device lost for the process (NVIDIA's 580 does),
//! says so with the same typed error, and a new process uses the device.
//! A binary of its own, since a lost context is lost for the whole process. Under
//! compute-sanitizer the fault is reported as the error it is: skip this test there.

use cudyn_test_common as common;

use std::process::Command;

use common::{KERNELS, add_one};
use cudyn::sys::CUresult;
use cudyn::{Device, DeviceBuffer, Error, LaunchConfig, Module, Stream};

#[test]
#[ignore = "needs a CUDA GPU"]
fn a_faulting_kernel_loses_the_context_until_the_device_is_reset() {
    let device = Device::get(0).unwrap();
    let values: Vec<u32> = (0..1 << 20).collect();
    let plus_one: Vec<u32> = values.iter().map(|v| v + 1).collect();
    assert_eq!(add_one(&device, &values).unwrap(), plus_one);

    let module = Module::from_ptx(&device, KERNELS).unwrap();
    let add = module.function("add_u32").unwrap();
    let mut output = DeviceBuffer::<u32>::zeroed(&device, values.len()).unwrap();
    // A large buffer the fault strands: leaked while the context is lost, freed by the reset.
    let stranded = DeviceBuffer::<u8>::zeroed(&device, 1 << 30).unwrap();
    let (free_before, _) = device.mem_info().unwrap();
    let stream = Stream::new(&device).unwrap();

    let started = std::time::Instant::now();
    let error = stream
        .scope(|s| {
            let bogus = 0x10u64;
            // SAFETY: deliberately wrong: the input address is made up, to fault the kernel.
            unsafe {
                s.launch(
                    &add,
                    LaunchConfig::linear(1 << 20, 256),
                    (bogus, &mut output, 1u32 << 20, 1u32),
                )
            }
        })
        .unwrap_err();
    println!("the scope returned after {:?}: {error}", started.elapsed());
    assert!(
        matches!(error, Error::ContextLost { device: 0, cause } if cause.code() == CUresult::CUDA_ERROR_ILLEGAL_ADDRESS),
        "{error:?}"
    );
    for later in [
        DeviceBuffer::<u32>::zeroed(&device, 4)
            .map(drop)
            .unwrap_err(),
        output.to_vec().map(drop).unwrap_err(),
        stream.synchronize().unwrap_err(),
        Stream::new(&device).map(drop).unwrap_err(),
        add_one(&Device::get(0).unwrap(), &values)
            .map(drop)
            .unwrap_err(),
    ] {
        assert!(
            matches!(later, Error::ContextLost { device: 0, .. }),
            "{later:?}"
        );
    }
    // Dropped while lost: leaked, without a driver call that would fail (or crash).
    drop((stranded, output, stream, module, add));

    // SAFETY: no page-locked or managed memory of device 0 is alive (none was made here), and
    // nothing else in this process uses its primary context.
    match unsafe { device.reset() } {
        Ok(device) => {
            assert_eq!(add_one(&device, &values).unwrap(), plus_one);
            let (free_after, _) = device.mem_info().unwrap();
            println!(
                "after the reset the device works; free memory {} MiB with the stranded GiB, \
                 {} MiB after",
                free_before >> 20,
                free_after >> 20
            );
            assert!(
                free_after >= free_before + (900 << 20),
                "the reset gives the stranded GiB back"
            );
        }
        Err(error) => {
            // The driver keeps the device lost for this process (NVIDIA's does): the error
            // says so, typed, and a new process is the way back.
            assert!(
                matches!(error, Error::ContextLost { device: 0, .. }),
                "{error:?}"
            );
            println!("the reset: {error}");
            assert!(
                Device::get(0)
                    .and_then(|d| d.mem_info())
                    .unwrap_err()
                    .context_is_lost()
            );
            let child = Command::new(std::env::current_exe().unwrap())
                .args([NEW_PROCESS_TEST, "--exact", "--ignored", "--nocapture"])
                .env(NEW_PROCESS, "1")
                .output()
                .unwrap();
            println!("{}", String::from_utf8_lossy(&child.stdout).trim());
            assert!(child.status.success(), "{child:?}");
        }
    }
}

const NEW_PROCESS: &str = "CUDYN_TEST_NEW_PROCESS_AFTER_A_FAULT";
const NEW_PROCESS_TEST: &str = "a_new_process_uses_the_device_a_fault_lost";

/// Run by the test above in a child process: the device its parent lost works here.
#[test]
#[ignore = "needs a CUDA GPU"]
fn a_new_process_uses_the_device_a_fault_lost() {
    if std::env::var_os(NEW_PROCESS).is_none() {
        return;
    }
    let device = Device::get(0).unwrap();
    let values: Vec<u32> = (0..1 << 20).collect();
    let plus_one: Vec<u32> = values.iter().map(|v| v + 1).collect();
    assert_eq!(add_one(&device, &values).unwrap(), plus_one);
    println!("a new process: device 0 works");
}
