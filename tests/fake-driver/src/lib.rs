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

mod kernels;

pub use kernels::{Fault, Kernel, Launch, register_kernel};

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

/// The controls of one fake library ([`PATH`] or [`PATH_12_1`]); the free functions below use
/// [`PATH`]'s.
pub struct Fake {
    live: unsafe extern "C" fn() -> usize,
    live_total: unsafe extern "C" fn() -> usize,
    calls: unsafe extern "C" fn() -> u64,
    calls_of: unsafe extern "C" fn(*const c_char) -> u64,
    bad_frees: unsafe extern "C" fn() -> u64,
    primary_retains: unsafe extern "C" fn(c_int) -> c_int,
    fail_nth: unsafe extern "C" fn(u64, c_int),
    fail_function: unsafe extern "C" fn(*const c_char, c_int),
    fail_function_times: unsafe extern "C" fn(*const c_char, c_int, u64),
    override_attribute: unsafe extern "C" fn(c_int, c_int),
    take_last_injected: unsafe extern "C" fn() -> *const c_char,
    forget_registrations: unsafe extern "C" fn() -> usize,
    make_sticky: unsafe extern "C" fn(c_int, c_int),
    register_kernel:
        unsafe extern "C" fn(*const c_char, kernels::RawKernel, *mut std::ffi::c_void) -> c_int,
    _library: libloading::Library,
}

impl Fake {
    /// The controls of the fake at [`PATH`].
    pub fn standard() -> &'static Fake {
        static FAKE: OnceLock<Fake> = OnceLock::new();
        FAKE.get_or_init(|| Fake::open(PATH))
    }

    /// The controls of the fake at [`PATH_12_1`].
    pub fn claiming_12_1() -> &'static Fake {
        static FAKE: OnceLock<Fake> = OnceLock::new();
        FAKE.get_or_init(|| Fake::open(PATH_12_1))
    }

    fn open(path: &str) -> Fake {
        // SAFETY: path is a fake driver built by this crate; its initialisers are sound.
        let library = unsafe { libloading::Library::new(path) }.expect("open the fake driver");
        macro_rules! get {
            ($name:literal) => {
                // SAFETY: fake_cuda.c defines this control with the type of the field it fills.
                *unsafe { library.get($name) }.expect("the fake driver exports its controls")
            };
        }
        Fake {
            live: get!(c"cudyn_fake_live_allocations"),
            live_total: get!(c"cudyn_fake_live_allocations_total"),
            calls: get!(c"cudyn_fake_calls"),
            calls_of: get!(c"cudyn_fake_calls_of"),
            bad_frees: get!(c"cudyn_fake_bad_frees"),
            primary_retains: get!(c"cudyn_fake_primary_retains"),
            fail_nth: get!(c"cudyn_fake_fail_nth"),
            fail_function: get!(c"cudyn_fake_fail_function"),
            fail_function_times: get!(c"cudyn_fake_fail_function_times"),
            override_attribute: get!(c"cudyn_fake_override_attribute"),
            take_last_injected: get!(c"cudyn_fake_take_last_injected"),
            forget_registrations: get!(c"cudyn_fake_forget_registrations"),
            make_sticky: get!(c"cudyn_fake_make_sticky"),
            register_kernel: get!(c"cudyn_fake_register_kernel"),
            _library: library,
        }
    }

    /// Allocations and handles (memory, registrations, streams, events, modules) made by this
    /// thread that are still live.
    pub fn live_allocations(&self) -> usize {
        // SAFETY: takes no arguments; reads the fake's table under its lock.
        unsafe { (self.live)() }
    }

    /// Allocations and handles made by any thread that are still live.
    pub fn live_allocations_total(&self) -> usize {
        // SAFETY: takes no arguments; reads the fake's table under its lock.
        unsafe { (self.live_total)() }
    }

    /// Driver calls this thread has made.
    pub fn calls(&self) -> u64 {
        // SAFETY: takes no arguments; reads a thread-local counter.
        unsafe { (self.calls)() }
    }

    /// Calls of one entry point (such as `"cuCtxSetCurrent"`) this thread has made.
    pub fn calls_of(&self, name: &str) -> u64 {
        let name = CString::new(name).expect("entry point names have no NUL");
        // SAFETY: `name` is a NUL-terminated string that outlives the call.
        unsafe { (self.calls_of)(name.as_ptr()) }
    }

    /// Frees or destroys of things the fake did not hand out (or already took back), attempted
    /// by this thread; each was rejected.
    pub fn bad_frees(&self) -> u64 {
        // SAFETY: takes no arguments; reads a thread-local counter.
        unsafe { (self.bad_frees)() }
    }

    /// Retains of `device`'s primary context not yet released, by every thread of the process
    /// (the driver counts them per process too).
    pub fn primary_retains(&self, device: usize) -> usize {
        // SAFETY: a plain value; reads a process-wide counter.
        let retains = unsafe { (self.primary_retains)(device as c_int) };
        usize::try_from(retains).expect("a fake device")
    }

    /// Makes this thread's `n`-th driver call from now (1 = the next) fail with `code`, once.
    /// `n == 0` cancels.
    pub fn fail_nth_call(&self, n: u64, code: c_int) {
        // SAFETY: plain values; sets thread-local state.
        unsafe { (self.fail_nth)(n, code) }
    }

    /// Makes every call of entry point `name` on this thread fail with `code`, until
    /// [`Fake::clear_failures`]. Up to four entry points can fail at once.
    pub fn fail_function(&self, name: &str, code: c_int) {
        let name = CString::new(name).expect("entry point names have no NUL");
        // SAFETY: `name` is NUL-terminated and outlives the call; the fake copies it.
        unsafe { (self.fail_function)(name.as_ptr(), code) }
    }

    /// Makes the next `times` calls of entry point `name` on this thread fail with `code`,
    /// and the calls after them succeed again: a failure where the call it hits is known but
    /// not how many calls come before it. Counts as one of the four of [`Fake::fail_function`].
    pub fn fail_function_times(&self, name: &str, code: c_int, times: u64) {
        let name = CString::new(name).expect("entry point names have no NUL");
        // SAFETY: `name` is NUL-terminated and outlives the call; the fake copies it.
        unsafe { (self.fail_function_times)(name.as_ptr(), code, times) }
    }

    /// Cancels every failure injected on this thread.
    pub fn clear_failures(&self) {
        self.fail_nth_call(0, 0);
        // SAFETY: a null name is the documented way to clear; sets thread-local state.
        unsafe { (self.fail_function)(std::ptr::null(), 0) }
    }

    /// Makes device attribute `attribute` (a `CUdevice_attribute` value) read `value` on this
    /// thread, for both devices, until [`Fake::clear_attribute_override`].
    pub fn override_attribute(&self, attribute: c_int, value: c_int) {
        // SAFETY: plain values; sets thread-local state.
        unsafe { (self.override_attribute)(attribute, value) }
    }

    /// The entry point that this thread's last injected failure hit, if any; clears it.
    pub fn take_last_injected(&self) -> Option<String> {
        // SAFETY: takes no arguments; returns a name from the fake's static strings, or null.
        let name = unsafe { (self.take_last_injected)() };
        // SAFETY: non-null names are NUL-terminated string literals in the library.
        (!name.is_null()).then(|| {
            unsafe { std::ffi::CStr::from_ptr(name) }
                .to_string_lossy()
                .into_owned()
        })
    }

    /// Forgets this thread's host registrations without touching the memory, returning how many:
    /// after a refused unregister the range may be freed and reused, as with a real driver.
    pub fn forget_registrations(&self) -> usize {
        // SAFETY: takes no arguments; edits the fake's table under its lock.
        unsafe { (self.forget_registrations)() }
    }

    /// Gives `device`'s primary context a sticky error, as a faulting kernel does (the fake's
    /// kernels do it themselves when they touch memory outside every allocation): from then on
    /// every call made in that context fails with `code`, on every thread, until
    /// `cuDevicePrimaryCtxReset_v2` (or this with `code` 0). Unlike the injected failures this
    /// is process-wide, so a test using it needs a test binary of its own.
    pub fn make_sticky(&self, device: usize, code: c_int) {
        // SAFETY: plain values; sets process-wide state (an atomic per device).
        unsafe { (self.make_sticky)(device as c_int, code) }
    }

    /// Cancels [`Fake::override_attribute`] on this thread.
    pub fn clear_attribute_override(&self) {
        self.override_attribute(0, 0);
    }
}

/// [`Fake::live_allocations`] of the standard fake.
pub fn live_allocations() -> usize {
    Fake::standard().live_allocations()
}

/// [`Fake::live_allocations_total`] of the standard fake.
pub fn live_allocations_total() -> usize {
    Fake::standard().live_allocations_total()
}

/// [`Fake::calls`] of the standard fake.
pub fn calls() -> u64 {
    Fake::standard().calls()
}

/// [`Fake::calls_of`] of the standard fake.
pub fn calls_of(name: &str) -> u64 {
    Fake::standard().calls_of(name)
}

/// [`Fake::primary_retains`] of the standard fake.
pub fn primary_retains(device: usize) -> usize {
    Fake::standard().primary_retains(device)
}

/// [`Fake::bad_frees`] of the standard fake.
pub fn bad_frees() -> u64 {
    Fake::standard().bad_frees()
}

/// [`Fake::fail_nth_call`] of the standard fake.
pub fn fail_nth_call(n: u64, code: c_int) {
    Fake::standard().fail_nth_call(n, code)
}

/// [`Fake::fail_function`] of the standard fake.
pub fn fail_function(name: &str, code: c_int) {
    Fake::standard().fail_function(name, code)
}

/// [`Fake::fail_function_times`] of the standard fake.
pub fn fail_function_times(name: &str, code: c_int, times: u64) {
    Fake::standard().fail_function_times(name, code, times)
}

/// [`Fake::clear_failures`] of the standard fake.
pub fn clear_failures() {
    Fake::standard().clear_failures()
}

/// [`Fake::override_attribute`] of the standard fake.
pub fn override_attribute(attribute: c_int, value: c_int) {
    Fake::standard().override_attribute(attribute, value)
}

/// [`Fake::clear_attribute_override`] of the standard fake.
pub fn clear_attribute_override() {
    Fake::standard().clear_attribute_override()
}

/// [`Fake::take_last_injected`] of the standard fake.
pub fn take_last_injected() -> Option<String> {
    Fake::standard().take_last_injected()
}

/// [`Fake::make_sticky`] of the standard fake.
pub fn make_sticky(device: usize, code: c_int) {
    Fake::standard().make_sticky(device, code)
}

/// [`Fake::forget_registrations`] of the standard fake.
pub fn forget_registrations() -> usize {
    Fake::standard().forget_registrations()
}
