//! A stand-in for the CUDA driver, for tests on machines without a GPU.
//!
//! [`PATH`] is a shared library (`fake_cuda.c`) exporting the driver entry points the safe layer
//! uses, over `malloc`. The functions here read and steer it: live allocations, call counts,
//! rejected frees, and fault injection. They act on the calling thread only, so tests running
//! in parallel do not disturb one another.
//!
//! A child process can be given a failure through its environment:
//! `CUDYN_FAKE_FAIL=cuInit=100` makes every call of `cuInit` return 100 in that process.
//!
//! The library is opened with `dlopen` (never linked), so its `cu*` symbols stay out of the
//! process's global namespace, where they could capture calls meant for a real driver.

use std::ffi::{CString, c_char, c_int};
use std::sync::OnceLock;

/// Path of the fake driver library.
pub const PATH: &str = env!("CUDYN_FAKE_DRIVER");

/// Path of the fake driver built to claim CUDA 12.1: it lacks `cuMemPrefetchAsync_v2`,
/// `cuMemAdvise_v2` and `cuEventElapsedTime_v2`, so callers must fall back to the older forms.
pub const PATH_12_1: &str = env!("CUDYN_FAKE_DRIVER_12_1");

/// Path of a library that loads but exports no `cuInit`.
pub const NOT_A_DRIVER: &str = env!("CUDYN_NOT_A_DRIVER");

/// The device count the fake reports.
pub const DEVICES: usize = 2;

/// The version `cuDriverGetVersion` reports (12.9).
pub const DRIVER_VERSION: i32 = 12090;

/// The total memory of each fake device.
pub const TOTAL_MEMORY: usize = 16 << 30;

struct Controls {
    live: unsafe extern "C" fn() -> usize,
    live_total: unsafe extern "C" fn() -> usize,
    calls: unsafe extern "C" fn() -> u64,
    calls_of: unsafe extern "C" fn(*const c_char) -> u64,
    bad_frees: unsafe extern "C" fn() -> u64,
    fail_nth: unsafe extern "C" fn(u64, c_int),
    fail_function: unsafe extern "C" fn(*const c_char, c_int),
    override_attribute: unsafe extern "C" fn(c_int, c_int),
    _library: libloading::Library,
}

fn controls() -> &'static Controls {
    static CONTROLS: OnceLock<Controls> = OnceLock::new();
    CONTROLS.get_or_init(|| {
        // SAFETY: PATH is the fake driver built by this crate; its initialisers are sound.
        let library = unsafe { libloading::Library::new(PATH) }.expect("open the fake driver");
        macro_rules! get {
            ($name:literal) => {
                // SAFETY: fake_cuda.c defines this control with the type of the field it fills.
                *unsafe { library.get($name) }.expect("the fake driver exports its controls")
            };
        }
        Controls {
            live: get!(c"cudyn_fake_live_allocations"),
            live_total: get!(c"cudyn_fake_live_allocations_total"),
            calls: get!(c"cudyn_fake_calls"),
            calls_of: get!(c"cudyn_fake_calls_of"),
            bad_frees: get!(c"cudyn_fake_bad_frees"),
            fail_nth: get!(c"cudyn_fake_fail_nth"),
            fail_function: get!(c"cudyn_fake_fail_function"),
            override_attribute: get!(c"cudyn_fake_override_attribute"),
            _library: library,
        }
    })
}

/// Allocations (device, pinned, managed) made by this thread that are still live.
pub fn live_allocations() -> usize {
    // SAFETY: takes no arguments; reads the fake's table under its lock.
    unsafe { (controls().live)() }
}

/// Allocations made by any thread that are still live.
pub fn live_allocations_total() -> usize {
    // SAFETY: takes no arguments; reads the fake's table under its lock.
    unsafe { (controls().live_total)() }
}

/// Driver calls this thread has made.
pub fn calls() -> u64 {
    // SAFETY: takes no arguments; reads a thread-local counter.
    unsafe { (controls().calls)() }
}

/// Calls of one entry point (such as `"cuCtxSetCurrent"`) this thread has made.
pub fn calls_of(name: &str) -> u64 {
    let name = CString::new(name).expect("entry point names have no NUL");
    // SAFETY: `name` is a NUL-terminated string that outlives the call.
    unsafe { (controls().calls_of)(name.as_ptr()) }
}

/// Frees of pointers the fake did not hand out, attempted by this thread (each was rejected).
pub fn bad_frees() -> u64 {
    // SAFETY: takes no arguments; reads a thread-local counter.
    unsafe { (controls().bad_frees)() }
}

/// Makes this thread's `n`-th driver call from now (1 = the next) fail with `code`, once.
/// `n == 0` cancels.
pub fn fail_nth_call(n: u64, code: c_int) {
    // SAFETY: plain values; sets thread-local state.
    unsafe { (controls().fail_nth)(n, code) }
}

/// Makes every call of entry point `name` on this thread fail with `code`, until
/// [`clear_failures`].
pub fn fail_function(name: &str, code: c_int) {
    let name = CString::new(name).expect("entry point names have no NUL");
    // SAFETY: `name` is NUL-terminated and outlives the call; the fake copies it.
    unsafe { (controls().fail_function)(name.as_ptr(), code) }
}

/// Cancels every failure injected on this thread.
pub fn clear_failures() {
    fail_nth_call(0, 0);
    // SAFETY: a null name is the documented way to clear; sets thread-local state.
    unsafe { (controls().fail_function)(std::ptr::null(), 0) }
}

/// Makes device attribute `attribute` (a `CUdevice_attribute` value) read `value` on this
/// thread, for both devices, until [`clear_attribute_override`].
pub fn override_attribute(attribute: c_int, value: c_int) {
    // SAFETY: plain values; sets thread-local state.
    unsafe { (controls().override_attribute)(attribute, value) }
}

/// Cancels [`override_attribute`] on this thread.
pub fn clear_attribute_override() {
    override_attribute(0, 0);
}
