//! A stand-in for the CUDA driver over host memory, for testing code that uses
//! [cudyn](https://docs.rs/cudyn) on a machine without a GPU (a CI runner, a laptop).
//!
//! The crate builds a small C library, `fake_cuda.c`, that exports the driver entry points
//! cudyn calls (`cuMemAlloc_v2`, `cuLaunchKernel`, ...) with the driver's signatures and error
//! codes; [`PATH`] is where it lies. A test makes it the process's driver, and cudyn then runs
//! on it as on `libcuda`: the same calls, the same error paths. The functions here read and
//! steer it: leak and call counts, injected failures, and host functions that stand in for
//! your kernels ([`register_kernel`]).
//!
//! It is for tests only: nothing it measures says anything about a GPU. It builds on **Linux
//! only** (it uses `memfd_create` and Unix descriptor passing, and is loaded as an ELF shared
//! object); elsewhere its build script stops with an error that says so. Building it needs a C
//! compiler (`cc`, as the [`cc`](https://docs.rs/cc) crate finds it).
//!
//! # Use
//!
//! One line in your crate's `Cargo.toml`:
//!
//! ```toml
//! [dev-dependencies]
//! cudyn-fake-driver = "0.1"
//! ```
//!
//! Then, in a test, load the fake before anything else uses the driver (the driver is settled
//! once per process), and use cudyn as usual. Here a kernel of your own, `double_u32`, runs
//! as a host function registered under its entry name:
//!
//! ```
//! use cudyn::{Device, DeviceBuffer, LaunchConfig, Module, Stream};
//! use cudyn_fake_driver::{Fault, Launch};
//!
//! // SAFETY: the fake is a CUDA driver over host memory, made for tests.
//! unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
//!
//! /// What `double_u32(u32 *data, u32 n)` does on a GPU: data[i] *= 2 for i < n.
//! fn double_u32(launch: &Launch) -> Result<(), Fault> {
//!     // SAFETY: the kernel's parameters are (u32 *, u32).
//!     let (data, n) = unsafe { (launch.arg::<u64>(0), launch.arg::<u32>(1)) };
//!     let n = u64::from(n).min(launch.threads()) as usize;
//!     let mut values: Vec<u32> = launch.read(data, n)?;
//!     values.iter_mut().for_each(|v| *v *= 2);
//!     launch.write(data, &values)
//! }
//! cudyn_fake_driver::register_kernel("double_u32", double_u32);
//!
//! let device = Device::get(0)?;
//! assert_eq!(device.name()?, "cudyn fake device 0");
//! {
//!     // The fake reads only the `.entry` names of the PTX (a GPU would compile the real one).
//!     let ptx = ".visible .entry double_u32(.param .u64 data, .param .u32 n) { ret; }";
//!     let module = Module::from_ptx(&device, ptx)?;
//!     let double = module.function("double_u32")?;
//!     let mut data = DeviceBuffer::from_slice(&device, &[1u32, 2, 3])?;
//!     Stream::new(&device)?.scope(|s| {
//!         // SAFETY: double_u32(data, n) reads and writes n elements of data.
//!         unsafe { s.launch(&double, LaunchConfig::linear(3, 32), (&mut data, 3u32)) }
//!     })?;
//!     assert_eq!(data.to_vec()?, [2, 4, 6]);
//! }
//! // Everything this thread allocated was given back.
//! assert_eq!(cudyn_fake_driver::live_allocations(), 0);
//! # Ok::<(), cudyn::Error>(())
//! ```
//!
//! # Exact leak counts
//!
//! cudyn keeps some memory for reuse after the operation that made it: a page of completion
//! flags after a future (for the device's next one), a staging ring of pinned memory after a
//! copy of 4 MiB or more between pageable memory and a device (for the next such copy), the
//! block-copy kernel's module and spare tables after a batch of small blocks such as
//! `gather_blocks` (for the next batch), and what a future dropped before its work was done
//! owned (until the work is done). [`live_allocations`] counts all of it. Call
//! [`cudyn::free_kept_memory`](https://docs.rs/cudyn/latest/cudyn/fn.free_kept_memory.html)
//! before counting, and the count is exactly what your test holds:
//!
//! ```
//! # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
//! # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
//! let device = cudyn::Device::get(0)?;
//! {
//!     let data = vec![7u8; 32 << 20];
//!     let mut on_device = cudyn::DeviceBuffer::<u8>::zeroed(&device, data.len())?;
//!     on_device.copy_from(&data[..])?;
//! }
//! cudyn::free_kept_memory()?;
//! assert_eq!(cudyn_fake_driver::live_allocations(), 0);
//! # Ok::<(), cudyn::Error>(())
//! ```
//!
//! It belongs to cudyn, not to this crate, which knows nothing of cudyn: it is cudyn that keeps
//! the memory. The guide's chapter on testing says more about each thing kept.
//!
//! cudyn's guide has a chapter on testing this way, with choosing the real driver or the fake
//! at run time: [testing without a
//! GPU](https://docs.rs/cudyn/latest/cudyn/guide/testing_without_a_gpu/index.html).
//!
//! # What it models
//!
//! - **Two devices**, `cudyn fake device 0` and `cudyn fake device 1` ([`DEVICES`]), each with
//!   16 GiB ([`TOTAL_MEMORY`]): device allocations past that fail with
//!   `CUDA_ERROR_OUT_OF_MEMORY` (the memory itself comes from `malloc`). Compute
//!   capability 9.0 and 9.1, unified addressing, managed memory with concurrent access,
//!   memory pools; no pageable memory access.
//! - **Driver version 12.9** ([`DRIVER_VERSION`]). [`PATH_12_1`] is the same library claiming
//!   12.1, without the entry points added since (for code that falls back to older ones), and
//!   [`PATH_13_0`] the same claiming 13.0, with CUDA 13's `cuMemcpyBatchAsync_v2`.
//! - **Checked memory.** Every allocation is in a table, and copies, fills, frees and kernels
//!   are checked against it: a copy or fill of a device range that no live allocation holds
//!   fails (`CUDA_ERROR_INVALID_VALUE`), a kernel that touches one faults (below), and a free
//!   of something never handed out is rejected and counted ([`bad_frees`]). Device
//!   addresses are host addresses with a high bit set, so host code that dereferences one by
//!   mistake crashes, as it would with a GPU. Pinned, registered and managed memory have
//!   device addresses equal to their host ones.
//! - **Copies of every shape.** Pitched memory (`cuMemAllocPitch`: rows rounded up to 512
//!   bytes, the base aligned to 512; `CU_DEVICE_ATTRIBUTE_MAX_PITCH` is 2^31 - 1), 2D and 3D
//!   copies between any two of host, device, managed and pinned memory (`cuMemcpy2D*`,
//!   `cuMemcpy3D*`, every field of `CUDA_MEMCPY2D` and `CUDA_MEMCPY3D` honoured and checked:
//!   pitches that hold their rows, rows inside their allocation, reserved fields and LODs
//!   zero; `cuMemcpy3DPeer*` checked the same, and each side as device memory of the device of
//!   the context it names), 2D fills (`cuMemsetD2D*`: alignment, rows inside the allocation),
//!   and batches of copies (`cuMemcpyBatchAsync`: attribute ranges and values checked, the
//!   whole batch checked before anything is copied, `failIdx` naming the copy at fault, the
//!   legacy stream refused).
//!   Where NVIDIA's documentation allows a failure without promising one, the fake fails:
//!   `cuMemcpy2D` within device memory refuses pitches that are not multiples of 512
//!   (`cuMemcpy2DUnaligned` accepts them). CUDA arrays (`CU_MEMORYTYPE_ARRAY`) are
//!   `CUDA_ERROR_NOT_SUPPORTED`.
//! - **Kernels by entry name.** Any PTX text with a `.entry` loads, and a function loads if
//!   the text declares `.entry NAME`; nothing is compiled. Launches run `fill_u32` and
//!   `add_u32` (the kernels of cudyn's tests) or a host function you registered
//!   ([`register_kernel`]: a `fn` or a closure); any other name fails to launch with
//!   `CUDA_ERROR_NOT_SUPPORTED`, and a line on standard error names it and `register_kernel`.
//!   The geometry is checked (no zero dimension, at most 1024 threads a block).
//! - **Sticky errors.** A kernel that touches memory outside every allocation (or a registered
//!   one that returns a [`Fault`] or panics) loses its device's primary context, as on a GPU:
//!   the launch succeeds (a line on standard error names the kernel and, where the fake knows
//!   it, the range it touched), and every later call in that context fails with the fault's code
//!   (cudyn's `Error::ContextLost`), except calls that name no work (device queries, context
//!   retain, release and reset), until the primary context is reset (cudyn's unsafe
//!   `Device::reset`). It is process-wide: a test that loses a context needs a process of its
//!   own (a test binary, or a child process). [`make_sticky`] does the same without a kernel.
//! - **Interprocess sharing.** IPC memory handles, exportable pools and physical memory
//!   (`cuMemCreate`) are backed by `memfd` files, so a second process of the same user really
//!   sees the exporter's bytes; a handle opened in the process that made it fails as with the
//!   driver. IPC events open as events that are always complete.
//! - **Stream-ordered pools** (`cuMemAllocAsync`, created and default pools): the memory is
//!   ordinary device memory, given back at once; the pool keeps counts of reserved and used
//!   bytes and their highs, trims, and lowers the default pool's reserve to its release
//!   threshold at each `cuStreamSynchronize`.
//! - **Virtual memory**: reservations, physical memory, mappings (2 MiB granularity) and
//!   access settings.
//! - **Peers**: each device can access the other; `cuCtxEnablePeerAccess` is recorded (a second
//!   time is `CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED`), and peer copies check that each pointer
//!   is memory of its context's device.
//! - **Counters, per thread**, so that tests running in parallel in one binary do not see one
//!   another: live allocations and handles made by this thread ([`live_allocations`]; all
//!   threads: [`live_allocations_total`]), driver calls ([`calls`], [`calls_of`]), rejected
//!   frees ([`bad_frees`]). Primary-context retains are per process ([`primary_retains`]).
//! - **Fault injection, per thread**: the n-th call from now ([`fail_nth_call`]), every or the
//!   next few calls of one entry point ([`fail_function`], [`fail_function_times`]), a device
//!   attribute's value ([`override_attribute`]; an override of `CU_DEVICE_ATTRIBUTE_MAX_PITCH`
//!   also lowers the pitch that copies and `cuMemAllocPitch` accept). For a child process, through its environment:
//!   `CUDYN_FAKE_FAIL=cuInit=100` makes every call of `cuInit` return 100 there, on every
//!   thread.
//!
//! # What it does not model
//!
//! - **Asynchrony.** Work runs at once, on the calling thread, before the call returns:
//!   copies, fills and kernels (a registered kernel's function is called from inside
//!   `cuLaunchKernel`), on any stream. Synchronising and waiting have nothing to wait for and
//!   only check their handles; events are always complete. The one exception is on purpose: a synchronous upload from
//!   pageable memory, and a synchronous memset (`cuMemsetD8/16/32`, but for pinned or
//!   registered memory) or device-to-device copy (`cuMemcpyDtoD`), which the driver does not
//!   wait for either, land later, where the driver orders them (the context's next synchronous
//!   call, or work on a blocking stream), so code that reads too early sees stale memory, and
//!   one landing in memory given back meanwhile aborts the process (a write after free).
//!   Other ordering bugs between streams (a missing event wait) go unseen.
//! - **Timing.** An event records the host's clock when `cuEventRecord` is called; elapsed
//!   times between events measure the host, not a device. No figure measured on the fake
//!   means anything for a GPU.
//! - **Device code.** PTX is not compiled or checked, shared memory and per-thread execution
//!   are not emulated (a registered function runs once per launch), and kernels other than
//!   the built-in and registered ones do not run.
//! - **Device boundaries.** A kernel or copy of one device may reach memory of the other
//!   whether or not peer access is enabled; only peer copies check devices.
//! - **Unified memory behaviour.** Managed memory is plain host memory: prefetches, advice and
//!   stream attachment check their range and do nothing else; nothing migrates or faults.
//! - **Entry points cudyn does not call** (graphs, textures, arrays, ...): they are absent, so
//!   a call fails as with a driver too old to have them (cudyn: `Error::MissingSymbol`).
//! - **Other platforms**: Linux only.
//!
//! The library is opened with `dlopen` (never linked), so its `cu*` symbols stay out of the
//! process's global namespace, where they could capture calls meant for a real driver. Its
//! soname is `libcudyn_fake_cuda.so`, never `libcuda.so.1`, for the same reason.

use std::ffi::{CString, c_char, c_int};
use std::sync::OnceLock;

mod kernels;

pub use kernels::{Fault, Kernel, Launch, register_kernel};

/// Path of the fake driver library.
pub const PATH: &str = env!("CUDYN_FAKE_DRIVER");

/// Path of the fake driver built to claim CUDA 12.1: it lacks `cuMemPrefetchAsync_v2`,
/// `cuMemAdvise_v2` and `cuEventElapsedTime_v2`, so callers must fall back to the older forms.
pub const PATH_12_1: &str = env!("CUDYN_FAKE_DRIVER_12_1");

/// Path of the fake driver built to claim CUDA 13.0: it exports CUDA 13's
/// `cuMemcpyBatchAsync_v2` (the batch of copies without `failIdx`) besides everything [`PATH`]
/// exports, the 12.8 form of the batch included, as a CUDA 13 driver does.
pub const PATH_13_0: &str = env!("CUDYN_FAKE_DRIVER_13_0");

/// Path of a library that loads but exports no `cuInit`.
pub const NOT_A_DRIVER: &str = env!("CUDYN_NOT_A_DRIVER");

/// The device count the fake reports.
pub const DEVICES: usize = 2;

/// The version `cuDriverGetVersion` reports (12.9).
pub const DRIVER_VERSION: i32 = 12090;

/// The total memory of each fake device.
pub const TOTAL_MEMORY: usize = 16 << 30;

/// The controls of one fake library ([`PATH`], [`PATH_12_1`] or [`PATH_13_0`]); the free
/// functions below use [`PATH`]'s.
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
    hold_stream_work: unsafe extern "C" fn(c_int),
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

    /// The controls of the fake at [`PATH_13_0`].
    pub fn claiming_13_0() -> &'static Fake {
        static FAKE: OnceLock<Fake> = OnceLock::new();
        FAKE.get_or_init(|| Fake::open(PATH_13_0))
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
            hold_stream_work: get!(c"cudyn_fake_hold_stream_work"),
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

    /// Holds stream work back, as a GPU still busy would (`true`), or lets it go (`false`): while
    /// held, values written by streams (`cuStreamWriteValue32`) and host functions
    /// (`cuLaunchHostFunc`) wait, in order; let go, they are written and run on the fake's
    /// host-function thread, in that order. Copies and kernels still run when queued. For
    /// tests of code that waits for a stream's work without blocking (futures). Process-wide;
    /// the staging ring, which waits for written values, must not run while work is held.
    pub fn hold_stream_work(&self, on: bool) {
        // SAFETY: a plain value; sets process-wide state under the fake's lock.
        unsafe { (self.hold_stream_work)(c_int::from(on)) }
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

/// [`Fake::hold_stream_work`] of the standard fake.
pub fn hold_stream_work(on: bool) {
    Fake::standard().hold_stream_work(on)
}

/// [`Fake::forget_registrations`] of the standard fake.
pub fn forget_registrations() -> usize {
    Fake::standard().forget_registrations()
}
