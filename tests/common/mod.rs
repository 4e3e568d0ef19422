//! Shared by the test binaries that run against the fake driver (and a few pieces by the GPU
//! tests).
// Helpers for these tests only: the stream handles they take go to the driver, which checks
// them (the fake looks each up), and are never dereferenced here; `NoLeaks::new` reads the
// fake's counters at that moment, which a `Default` would hide; `raw!` makes any call with any
// arguments on purpose, for tests of the fake, which checks what it is given.
#![allow(
    clippy::not_unsafe_ptr_arg_deref,
    clippy::new_without_default,
    clippy::macro_metavars_in_unsafe
)]

pub mod descriptors;
pub mod foreign;
pub mod ipc;
pub mod kinds;
pub mod pairs;
pub mod producer;
pub mod raw;
#[cfg(target_os = "linux")]
pub mod scratch;
pub mod socket_child;
pub mod timed_child;
pub mod waiting;

use cudyn::Device;
use cudyn_fake_driver as fake;

/// The kernels of tests/kernels.ptx (the fake runs them on the host by name).
pub const KERNELS: &str = include_str!("../kernels.ptx");

/// Devices 0 and 1 of a machine with two GPUs, or a failure: a two-GPU test must not pass
/// because a device is missing.
pub fn two_devices() -> (Device, Device) {
    let count = Device::count().expect("a CUDA driver");
    assert!(count >= 2, "these tests need two CUDA GPUs, found {count}");
    (Device::get(0).unwrap(), Device::get(1).unwrap())
}

/// The kernel `name` of [`KERNELS`], loaded on `device`.
pub fn kernel(device: &Device, name: &str) -> cudyn::Function {
    cudyn::Module::from_ptx(device, KERNELS)
        .and_then(|module| module.function(name))
        .expect("tests/kernels.ptx loads")
}

/// `n` words that differ from element to element and from seed to seed, so a copy to the
/// wrong place or of the wrong source shows.
pub fn pattern(n: usize, seed: u32) -> Vec<u32> {
    (0..n as u32)
        .map(|i| (i ^ seed).wrapping_mul(2654435761))
        .collect()
}

/// One round of large copies that several threads start together, through `on_device`: an
/// upload of `data` (checked by reading it back), or a download of it (uploaded first, before
/// the others start). Whether `data` came through whole.
pub fn copy_together<T: cudyn::bytemuck::Pod + PartialEq>(
    on_device: &mut cudyn::DeviceBuffer<T>,
    data: &[T],
    up: bool,
    together: &std::sync::Barrier,
) -> bool {
    if up {
        together.wait();
        on_device.copy_from(data).unwrap();
        on_device.to_vec().unwrap() == data
    } else {
        on_device.copy_from(data).unwrap();
        together.wait();
        let mut host = vec![T::zeroed(); data.len()];
        on_device.copy_to(&mut host).unwrap();
        host == data
    }
}

/// Uploads `values` to a new buffer of `device`, runs `add_u32` (+1) over it on a new stream in
/// a scope, and reads it back: every kind of work a device does, each made anew, for telling
/// whether a device (a fake one or a GPU) works.
pub fn add_one(device: &Device, values: &[u32]) -> cudyn::Result<Vec<u32>> {
    let module = cudyn::Module::from_ptx(device, KERNELS)?;
    let add = module.function("add_u32")?;
    let input = cudyn::DeviceBuffer::from_slice(device, values)?;
    let mut output = cudyn::DeviceBuffer::<u32>::zeroed(device, values.len())?;
    let stream = cudyn::Stream::new(device)?;
    let n = values.len() as u32;
    stream.scope(|s| {
        // SAFETY: add_u32(in, out, n, value) reads and writes n elements of the two buffers.
        unsafe {
            s.launch(
                &add,
                cudyn::LaunchConfig::linear(n, 256),
                (&input, &mut output, n, 1u32),
            )
        }
    })?;
    output.to_vec()
}

/// Runs `test` of this binary alone in a child process with `var` set, for a story that must
/// not share the test process (it aborts, or leaves process-wide state behind); its output.
pub fn run_in_child(test: &str, var: &str) -> std::process::Output {
    run_in_child_with(test, (var, "1"), &[])
}

/// [`run_in_child`], with `role` (a variable and its value) telling the child what it plays,
/// and the child's environment given `env` besides (a failure the fake injects on every
/// thread, huge pages turned off).
pub fn run_in_child_with(
    test: &str,
    role: (&str, &str),
    env: &[(&str, &str)],
) -> std::process::Output {
    let out = std::process::Command::new(std::env::current_exe().expect("the test binary's path"))
        .args(["--exact", test, "--nocapture"])
        .env(role.0, role.1)
        .envs(env.iter().copied())
        .output()
        .expect("the test binary starts again as the child");
    assert_ran_one_test(test, &String::from_utf8_lossy(&out.stdout));
    out
}

/// Asserts that a child started with `--exact test` ran a test: a name that is not the test's
/// whole path (`module::name` for a test in a module) runs nothing, and the child would pass
/// without running the story.
fn assert_ran_one_test(test: &str, output: &str) {
    assert!(
        output.contains("running 1 test"),
        "the child ran no test named `{test}` (name it by its whole path):\n{output}"
    );
}

/// Asserts that a child of [`run_in_child`] aborted (SIGABRT), saying so.
pub fn assert_aborted(out: &std::process::Output) {
    use std::os::unix::process::ExitStatusExt;
    assert_eq!(out.status.signal(), Some(6), "not SIGABRT: {out:?}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("aborting"), "{stderr}");
}

/// Settles this binary's driver as the fake and returns device 0. (Never called by the GPU
/// tests, which share only `kinds`, `ipc` and `pattern`.)
pub fn device() -> Device {
    // SAFETY: the fake implements the driver API with cuda.h's signatures.
    unsafe { cudyn::load_driver_from(fake::PATH) }.expect("the fake driver loads");
    Device::get(0).expect("device 0")
}

/// Makes `device`'s primary context current through the raw API, as the CUDA runtime does
/// for `cudaSetDevice`: behind cudyn's back. The context must stay retained by something else
/// (a handle of `device` that has used it), since the retain taken here is balanced at once.
pub fn switch_behind_cudyns_back(device: &Device) {
    use cudyn::sys::{CUcontext, CUresult};
    let driver = cudyn::driver().unwrap();
    let mut context: CUcontext = std::ptr::null_mut();
    // SAFETY: out-pointer to a live local; the retain is balanced below, and the primary
    // context stays alive meanwhile because the caller's handle retains it too.
    unsafe {
        let retain = driver.cuDevicePrimaryCtxRetain().unwrap();
        assert_eq!(retain(&mut context, device.raw()), CUresult::CUDA_SUCCESS);
        let set = driver.cuCtxSetCurrent().unwrap();
        assert_eq!(set(context), CUresult::CUDA_SUCCESS);
        let release = driver.cuDevicePrimaryCtxRelease_v2().unwrap();
        assert_eq!(release(device.raw()), CUresult::CUDA_SUCCESS);
    }
}

/// Asserts, when dropped at the end of a test, that everything the test's thread allocated
/// was freed and nothing was freed twice. Declare it first, so that it drops last.
pub struct NoLeaks {
    live: usize,
    bad_frees: u64,
}

impl NoLeaks {
    pub fn new() -> NoLeaks {
        NoLeaks {
            live: fake::live_allocations(),
            bad_frees: fake::bad_frees(),
        }
    }
}

impl Drop for NoLeaks {
    fn drop(&mut self) {
        fake::clear_failures();
        fake::clear_attribute_override();
        if std::thread::panicking() {
            return;
        }
        // Threads of the library's may drop the last handle of something this thread made a
        // moment after the test's end (the completion watcher lets go of a device's page of
        // flags after its look): a second is given for the count to settle.
        let until = std::time::Instant::now() + std::time::Duration::from_secs(1);
        while fake::live_allocations() != self.live && std::time::Instant::now() < until {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        assert_eq!(fake::live_allocations(), self.live, "allocations leaked");
        assert_eq!(fake::bad_frees(), self.bad_frees, "unknown or double frees");
    }
}

/// [`NoLeaks`], checked once what contexts keep for later batches is given back
/// (`cudyn::free_kept_memory`): a graph's block-kernel tables go to its context's spares when
/// it drops, which are no leak.
pub struct NoLeaksBesidesKept(Option<NoLeaks>);

impl NoLeaksBesidesKept {
    pub fn new() -> NoLeaksBesidesKept {
        NoLeaksBesidesKept(Some(NoLeaks::new()))
    }
}

impl Drop for NoLeaksBesidesKept {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            cudyn::free_kept_memory().unwrap();
        }
        drop(self.0.take());
    }
}
