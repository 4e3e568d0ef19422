//! Kernels of a test's own, emulated by host functions registered with the fake
//! (`cudyn_fake_driver::register_kernel`) and launched through cudyn's safe layer: what a crate
//! that uses cudyn tests its launches with on a machine without a GPU.

use cudyn_test_common as common;

use common::{NoLeaks, add_one, device, run_in_child};
use cudyn::sys::CUresult;
use cudyn::{Device, DeviceBuffer, Error, LaunchConfig, Module, PinnedBuffer, PinnedFlags, Stream};
use cudyn_fake_driver::{self as fake, Fault, Launch};

/// Real PTX (hand-written, for sm_52 and later) of
/// `scale_f32(const float *in, float *out, u32 n, float k)`: `out[i] = in[i] * k` for `i < n`.
/// The fake reads only its `.entry` names; a GPU runs it.
const SCALE_PTX: &str = include_str!("scale_f32.ptx");

/// The fake's stand-in for the PTX above.
fn scale_f32(launch: &Launch) -> Result<(), Fault> {
    // SAFETY: scale_f32's parameters are (const float *, float *, u32, float).
    let (input, output, n, k) = unsafe {
        (
            launch.arg::<u64>(0),
            launch.arg::<u64>(1),
            launch.arg::<u32>(2),
            launch.arg::<f32>(3),
        )
    };
    // Threads past n do nothing; so do elements past the last thread.
    let n = u64::from(n).min(launch.threads()) as usize;
    let values: Vec<f32> = launch.read(input, n)?;
    let scaled: Vec<f32> = values.iter().map(|v| v * k).collect();
    launch.write(output, &scaled)
}

/// `probe(u32 *out)`: writes what the launch looked like (grid, block, shared bytes, device,
/// threads) to `out`.
fn probe(launch: &Launch) -> Result<(), Fault> {
    // SAFETY: probe's one parameter is a pointer.
    let out = unsafe { launch.arg::<u64>(0) };
    let [gx, gy, gz] = launch.grid();
    let [bx, by, bz] = launch.block();
    let seen = [
        gx,
        gy,
        gz,
        bx,
        by,
        bz,
        launch.shared_memory_bytes(),
        launch.device() as u32,
        launch.threads() as u32,
    ];
    launch.write(out, &seen)
}

const PROBE_PTX: &str = ".visible .entry probe(.param .u64 out) { ret; }\n\
                         .visible .entry unregistered(.param .u64 out) { ret; }";

fn scaled(
    device: &Device,
    values: &[f32],
    k: f32,
    config: LaunchConfig,
) -> cudyn::Result<Vec<f32>> {
    let module = Module::from_ptx(device, SCALE_PTX)?;
    let scale = module.function("scale_f32")?;
    let input = DeviceBuffer::from_slice(device, values)?;
    let mut output = DeviceBuffer::<f32>::zeroed(device, values.len())?;
    let n = values.len() as u32;
    Stream::new(device)?.scope(|s| {
        // SAFETY: scale_f32(in, out, n, k) reads and writes n elements of two buffers of n.
        unsafe { s.launch(&scale, config, (&input, &mut output, n, k)) }
    })?;
    output.to_vec()
}

#[test]
fn a_registered_kernel_runs_at_its_launch() {
    let _leaks = NoLeaks::new();
    let device = device();
    fake::register_kernel("scale_f32", scale_f32);
    let values: Vec<f32> = (0..1000).map(|i| i as f32 * 0.5).collect();
    let expected: Vec<f32> = values.iter().map(|v| v * 3.0).collect();
    assert_eq!(
        scaled(&device, &values, 3.0, LaunchConfig::linear(1000, 128)).unwrap(),
        expected
    );
    // Fewer threads than elements: the rest stay as they were (zero), as on a GPU.
    let short = scaled(&device, &values, 3.0, LaunchConfig::linear(256, 128)).unwrap();
    assert_eq!(short[..256], expected[..256]);
    assert!(short[256..].iter().all(|&v| v == 0.0));
    // The built-ins run beside it.
    assert_eq!(add_one(&device, &[1, 2, 3]).unwrap(), [2, 3, 4]);
}

#[test]
fn the_emulation_sees_the_launch_geometry_and_any_memory_a_kernel_reaches() {
    let _leaks = NoLeaks::new();
    let device = Device::get(1).unwrap();
    let _ = common::device();
    fake::register_kernel("probe", probe);
    let module = Module::from_ptx(&device, PROBE_PTX).unwrap();
    let function = module.function("probe").unwrap();
    // Pinned memory: the kernel writes host memory the device can reach.
    let mut out = PinnedBuffer::<u32>::zeroed(&device, 9, PinnedFlags::default()).unwrap();
    let config = LaunchConfig {
        grid: [3, 2, 1],
        block: [32, 4, 2],
        shared_memory_bytes: 512,
    };
    Stream::new(&device)
        .unwrap()
        .scope(|s| {
            // SAFETY: probe(out) writes 9 words of out.
            unsafe { s.launch(&function, config, (&mut out,)) }
        })
        .unwrap();
    assert_eq!(&out[..], [3, 2, 1, 32, 4, 2, 512, 1, 1536]);
}

#[test]
fn input_and_output_may_be_the_same_memory() {
    let _leaks = NoLeaks::new();
    let device = device();
    fake::register_kernel("scale_f32", scale_f32);
    let module = Module::from_ptx(&device, SCALE_PTX).unwrap();
    let scale = module.function("scale_f32").unwrap();
    let buffer = DeviceBuffer::from_slice(&device, &[1.0f32, 2.0, 3.0]).unwrap();
    let at = buffer.device_ptr();
    Stream::new(&device)
        .unwrap()
        .scope(|s| {
            // SAFETY: scale_f32 reads and writes 3 elements of `buffer`, which lives past the
            // scope and is used by nothing else meanwhile (elementwise in place is fine).
            unsafe { s.launch(&scale, LaunchConfig::linear(3, 32), (at, at, 3u32, -2.0f32)) }
        })
        .unwrap();
    assert_eq!(buffer.to_vec().unwrap(), [-2.0, -4.0, -6.0]);
}

#[test]
fn a_name_without_a_registration_fails_to_launch_and_loses_nothing() {
    let _leaks = NoLeaks::new();
    let device = device();
    let (error, out) = launch_unregistered(&device, 9);
    assert_eq!(
        error.driver_code(),
        Some(CUresult::CUDA_ERROR_NOT_SUPPORTED),
        "{error:?}"
    );
    assert!(!error.context_is_lost());
    assert_eq!(out.to_vec().unwrap(), [0; 9]);
}

/// A closure registered as a kernel keeps its state from launch to launch.
#[test]
fn a_closure_carries_state_between_launches() {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicU32, Ordering};
    let _leaks = NoLeaks::new();
    let device = device();
    let launches = Arc::new(AtomicU32::new(0));
    let counted = Arc::clone(&launches);
    // Writes how many launches came before it into its one u32 parameter's memory.
    fake::register_kernel("counted_launch", move |launch: &Launch| {
        // SAFETY: the kernel's one parameter is a pointer.
        let out = unsafe { launch.arg::<u64>(0) };
        launch.write(out, &[counted.fetch_add(1, Ordering::SeqCst)])
    });
    let module = Module::from_ptx(
        &device,
        ".visible .entry counted_launch(.param .u64 p) { ret; }",
    )
    .unwrap();
    let function = module.function("counted_launch").unwrap();
    let mut out = DeviceBuffer::<u32>::zeroed(&device, 1).unwrap();
    let stream = Stream::new(&device).unwrap();
    for expected in 0..3u32 {
        stream
            .scope(|s| {
                // SAFETY: one pointer parameter, given a buffer of one u32.
                unsafe { s.launch(&function, LaunchConfig::linear(1, 1), (&mut out,)) }
            })
            .unwrap();
        assert_eq!(out.to_vec().unwrap(), [expected]);
    }
    assert_eq!(launches.load(Ordering::SeqCst), 3);
}

#[test]
#[should_panic(expected = "built in")]
fn a_built_in_name_cannot_be_registered() {
    fake::register_kernel("add_u32", scale_f32);
}

const FAULT_CHILD: &str = "CUDYN_TEST_HOST_KERNEL_FAULT_CHILD";

/// An emulation that reaches outside every allocation loses its device's context, as a kernel
/// that faults on a GPU does; one that panics does too (a failed assert). A lost context is
/// lost for the whole process, so this runs in a child.
#[test]
fn a_faulting_emulation_loses_the_context() {
    if std::env::var_os(FAULT_CHILD).is_none() {
        let out = run_in_child("a_faulting_emulation_loses_the_context", FAULT_CHILD);
        assert!(out.status.success(), "{out:?}");
        // The codes name neither the kernel nor the address: the fake's lines on standard
        // error do.
        let stderr = String::from_utf8_lossy(&out.stderr);
        for line in [
            "kernel `unregistered` was launched, but the fake has no host function for it: \
             register one with cudyn_fake_driver::register_kernel(\"unregistered\", ...)",
            "kernel `scale_f32` faulted on device 0: a read of 1024 bytes at 0x10, which no \
             live allocation holds; its context is lost with CUDA_ERROR_ILLEGAL_ADDRESS (700)",
            "kernel `unregistered` faulted on device 1: it panicked or returned Fault::Assert; \
             its context is lost with CUDA_ERROR_ASSERT (710)",
        ] {
            assert!(stderr.contains(line), "no {line:?} in {stderr}");
        }
        return;
    }
    let device = device();
    // Launched before any registration of its name (in this child): fails, and says why.
    let (error, _) = launch_unregistered(&device, 1);
    assert_eq!(
        error.driver_code(),
        Some(CUresult::CUDA_ERROR_NOT_SUPPORTED)
    );
    fake::register_kernel("scale_f32", scale_f32);
    let module = Module::from_ptx(&device, SCALE_PTX).unwrap();
    let scale = module.function("scale_f32").unwrap();
    let mut output = DeviceBuffer::<f32>::zeroed(&device, 256).unwrap();
    let error = Stream::new(&device)
        .unwrap()
        .scope(|s| {
            // SAFETY: deliberately wrong (the input address is no allocation) to fault the
            // kernel; its only victim is the context.
            unsafe {
                s.launch(
                    &scale,
                    LaunchConfig::linear(256, 64),
                    (0x10u64, &mut output, 256u32, 2.0f32),
                )
            }
        })
        .unwrap_err();
    assert!(
        matches!(&error, Error::ContextLost { device: 0, cause }
            if cause.code() == CUresult::CUDA_ERROR_ILLEGAL_ADDRESS),
        "{error:?}"
    );
    assert!(output.to_vec().unwrap_err().context_is_lost());

    // A panic is a failed assert, on device 1 (device 0 is lost already).
    fn panics(_: &Launch) -> Result<(), Fault> {
        panic!("the emulation's own check failed");
    }
    fake::register_kernel("unregistered", panics);
    let other = Device::get(1).unwrap();
    let module = Module::from_ptx(&other, PROBE_PTX).unwrap();
    let function = module.function("unregistered").unwrap();
    let mut out = DeviceBuffer::<u32>::zeroed(&other, 1).unwrap();
    let error = Stream::new(&other)
        .unwrap()
        .scope(|s| {
            // SAFETY: one pointer parameter, given one buffer.
            unsafe { s.launch(&function, LaunchConfig::linear(1, 1), (&mut out,)) }
        })
        .unwrap_err();
    assert!(
        matches!(&error, Error::ContextLost { device: 1, cause }
            if cause.code() == CUresult::CUDA_ERROR_ASSERT),
        "{error:?}"
    );
}

/// Launches the probe module's `unregistered` kernel (one pointer parameter) over a zeroed
/// buffer of `len` words, which the fake has no host function for; returns the launch's error
/// and the buffer.
fn launch_unregistered(device: &Device, len: usize) -> (Error, DeviceBuffer<u32>) {
    let module = Module::from_ptx(device, PROBE_PTX).unwrap();
    let function = module.function("unregistered").unwrap();
    let mut out = DeviceBuffer::<u32>::zeroed(device, len).unwrap();
    let error = Stream::new(device)
        .unwrap()
        .scope(|s| {
            // SAFETY: a kernel of one pointer parameter, given one buffer.
            unsafe { s.launch(&function, LaunchConfig::linear(1, 1), (&mut out,)) }
        })
        .unwrap_err();
    (error, out)
}
