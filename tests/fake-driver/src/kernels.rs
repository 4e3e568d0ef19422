//! Kernels of your own, emulated on the host: [`register_kernel`] and the [`Launch`] it hands
//! the emulation.

use std::cell::Cell;
use std::ffi::{CString, c_int, c_void};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Mutex;

use bytemuck::Pod;

use crate::Fake;

/// A host function that does what a kernel does, as a plain `fn`. [`register_kernel`] takes
/// any `Fn(&Launch) -> Result<(), Fault> + Send + Sync + 'static`, closures that carry state
/// included; this names the simplest.
///
/// It runs once per launch (not once per thread): it is given the whole launch and loops over
/// the elements itself. Return `Err` where the kernel would fault on a GPU.
pub type Kernel = fn(&Launch) -> Result<(), Fault>;

/// How an emulated kernel failed. As on a GPU, the launch itself still succeeds, and the
/// context of the launching device is lost from then on: every later call in it fails (cudyn
/// reports [`ContextLost`](https://docs.rs/cudyn/latest/cudyn/enum.Error.html#variant.ContextLost))
/// until the device's primary context is reset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Fault {
    /// An access outside every allocation: the context is lost with
    /// `CUDA_ERROR_ILLEGAL_ADDRESS` (700). What [`Launch::read`] and [`Launch::write`] return
    /// for a range that no allocation holds.
    IllegalAddress,
    /// A failed device-side assertion: the context is lost with `CUDA_ERROR_ASSERT` (710).
    /// A panic in the emulation counts as one (the panic message is printed as usual).
    Assert,
}

impl Fault {
    fn code(self) -> c_int {
        match self {
            Fault::IllegalAddress => 700,
            Fault::Assert => 710,
        }
    }

    /// The driver's name of its code, for the line the fake prints.
    fn name(self) -> &'static str {
        match self {
            Fault::IllegalAddress => "CUDA_ERROR_ILLEGAL_ADDRESS",
            Fault::Assert => "CUDA_ERROR_ASSERT",
        }
    }
}

/// The launch geometry and parameters of the fake's `struct cudyn_fake_launch`.
#[repr(C)]
pub(crate) struct RawLaunch {
    grid: [u32; 3],
    block: [u32; 3],
    shared_memory_bytes: u32,
    device: c_int,
    params: *const *mut c_void,
    device_range: unsafe extern "C" fn(u64, usize) -> *mut c_void,
}

/// One launch of a registered kernel, as [`register_kernel`]'s function sees it: the geometry,
/// the parameters, and the memory the kernel may reach.
///
/// Memory is copied in and out ([`read`](Self::read), [`write`](Self::write)) rather than lent
/// as slices: the input and output of a kernel may be the same buffer, and two `&mut [u8]`
/// over one allocation could not be sound.
pub struct Launch {
    raw: RawLaunch,
    /// The first range [`read`](Self::read) or [`write`](Self::write) found in no allocation:
    /// what the line printed for the fault names.
    fault: Cell<Option<(&'static str, u64, usize)>>,
}

impl Launch {
    /// Blocks in x, y and z.
    pub fn grid(&self) -> [u32; 3] {
        self.raw.grid
    }

    /// Threads per block in x, y and z.
    pub fn block(&self) -> [u32; 3] {
        self.raw.block
    }

    /// Threads in the whole launch (grid × block): what a kernel that checks `i < n` covers.
    /// Saturates at `u64::MAX`: six `u32` dimensions can multiply past it.
    pub fn threads(&self) -> u64 {
        let dims = self
            .raw
            .grid
            .into_iter()
            .chain(self.raw.block)
            .map(u64::from);
        dims.fold(1u64, u64::saturating_mul)
    }

    /// Dynamic shared memory per block, in bytes, as the launch asked.
    pub fn shared_memory_bytes(&self) -> u32 {
        self.raw.shared_memory_bytes
    }

    /// The ordinal of the device launched on (0 or 1).
    pub fn device(&self) -> usize {
        usize::try_from(self.raw.device).expect("the fake's devices are 0 and 1")
    }

    /// Parameter `index` (from 0) of the launch, as a `T`. A pointer parameter (a buffer, a
    /// view) is a device address: take it as `u64` and pass it to [`read`](Self::read) or
    /// [`write`](Self::write).
    ///
    /// # Safety
    /// The launch must have at least `index + 1` parameters, and parameter `index` must be a
    /// `T` (of the same size and a valid value of `T`): the fake gets the driver's array of
    /// pointers to the parameters, with neither their count nor their types, so it cannot
    /// check. Name the kernel's real parameter types, as its launch did.
    pub unsafe fn arg<T: Copy>(&self, index: usize) -> T {
        // SAFETY: the caller vouches that the launch has parameter `index`; `params` is the
        // array of pointers the launch passed to cuLaunchKernel, alive during the launch,
        // which this &Launch cannot outlive.
        let param = unsafe { *self.raw.params.add(index) };
        // SAFETY: the caller vouches that it points to a valid T; read unaligned because the
        // launch's caller chose where its parameters live.
        unsafe { param.cast::<T>().read_unaligned() }
    }

    /// The host address behind device range `[ptr, ptr + bytes)`, or `None` if no single live
    /// allocation holds all of it (as [`read`](Self::read) would fault). For emulations that
    /// must work in place: using the pointer is `unsafe`, and the caller must keep to the
    /// range and mind that other pointers (the launch's other parameters) may alias it.
    pub fn host_ptr(&self, ptr: u64, bytes: usize) -> Option<*mut u8> {
        // SAFETY: device_range only looks the range up in the fake's table, under its lock.
        let host = unsafe { (self.raw.device_range)(ptr, bytes) };
        (!host.is_null()).then_some(host.cast())
    }

    /// Copies `len` elements of `T` from device address `ptr` (any memory a kernel can reach:
    /// device, managed, pinned or registered), or [`Fault::IllegalAddress`] if no single live
    /// allocation holds them all.
    pub fn read<T: Pod>(&self, ptr: u64, len: usize) -> Result<Vec<T>, Fault> {
        let mut out = vec![T::zeroed(); len];
        self.read_into(ptr, &mut out)?;
        Ok(out)
    }

    /// As [`read`](Self::read), into `out` (its length is the count).
    pub fn read_into<T: Pod>(&self, ptr: u64, out: &mut [T]) -> Result<(), Fault> {
        let bytes = std::mem::size_of_val(out);
        if bytes == 0 {
            return Ok(());
        }
        let from = self
            .host_ptr(ptr, bytes)
            .ok_or_else(|| self.faulted("read", ptr, bytes))?;
        // SAFETY: the fake found `bytes` bytes at `from` inside one live allocation, which
        // stays live during the launch: freeing memory a queued kernel uses breaks the
        // (unsafe) launch's contract, as on a GPU. The range may be host-reachable memory
        // (pinned) that `out` itself lies in, so the copy tolerates overlap (`ptr::copy`). No reference to the device memory is made, only a copy
        // through raw pointers, so a launch whose input and output alias stays sound; a
        // concurrent write by another thread would be a data race, which the launch's caller
        // promised away (on a GPU too, such a race gives undefined results). Any bytes are a
        // valid T (Pod).
        unsafe { std::ptr::copy(from, out.as_mut_ptr().cast::<u8>(), bytes) };
        Ok(())
    }

    /// Copies `values` to device address `ptr`, or [`Fault::IllegalAddress`] (writing nothing)
    /// if no single live allocation holds the whole range. As on a GPU, a kernel writes only
    /// memory its launch passed exclusively (the launch's contract): host references into
    /// that memory (a pinned buffer's slices) cannot be alive then.
    pub fn write<T: Pod>(&self, ptr: u64, values: &[T]) -> Result<(), Fault> {
        let bytes = std::mem::size_of_val(values);
        if bytes == 0 {
            return Ok(());
        }
        let to = self
            .host_ptr(ptr, bytes)
            .ok_or_else(|| self.faulted("write", ptr, bytes))?;
        // SAFETY: as in read_into, with the roles swapped: `to` holds `bytes` writable bytes of
        // one live allocation (the fake's memory is all read-write host memory). `values` may
        // lie in that same memory (a slice of a pinned buffer), so the copy tolerates overlap.
        unsafe { std::ptr::copy(values.as_ptr().cast::<u8>(), to, bytes) };
        Ok(())
    }
}

impl Launch {
    /// Notes the first access outside every allocation, and returns its fault.
    fn faulted(&self, access: &'static str, ptr: u64, bytes: usize) -> Fault {
        if self.fault.get().is_none() {
            self.fault.set(Some((access, ptr, bytes)));
        }
        Fault::IllegalAddress
    }
}

/// A registered kernel: its name, for the line a fault prints, and its function.
struct Registered {
    name: String,
    kernel: Box<HostKernel>,
}

/// What [`register_kernel`] takes, boxed.
type HostKernel = dyn Fn(&Launch) -> Result<(), Fault> + Send + Sync;

/// Every registration ever made, never dropped: the fake holds a pointer to one (its `user`),
/// and a launch may be running a registration while another thread replaces it, so none can
/// be freed while the process runs. A few bytes each, plus what a closure carries.
// Boxed so that each stays at its address while the list grows: the fake holds pointers to them.
#[allow(clippy::vec_box)]
static REGISTERED: Mutex<Vec<Box<Registered>>> = Mutex::new(Vec::new());

/// The C type of a registered kernel (`cudyn_fake_kernel`).
pub(crate) type RawKernel = extern "C" fn(*const RawLaunch, *mut c_void) -> c_int;

/// What the fake calls for a launch of a registered name: runs the kernel of the
/// [`Registered`] that `user` points to and turns its outcome into the fake's code (0, or the
/// code that loses the context). A fault is printed to standard error, naming the kernel and
/// the access: the code the program sees later (a lost context) has room for neither.
extern "C" fn trampoline(launch: *const RawLaunch, user: *mut c_void) -> c_int {
    // SAFETY: `user` is what `register_kernel` passed: a pointer to a `Registered` in
    // `REGISTERED`, which is never dropped; `&Registered` is shared across threads (its
    // kernel is `Sync`).
    let registered = unsafe { &*user.cast_const().cast::<Registered>() };
    // SAFETY: the fake passes a pointer to a launch description alive for this call; it is
    // copied (all plain values and pointers).
    let raw = unsafe { launch.read() };
    let launch = Launch {
        raw,
        fault: Cell::new(None),
    };
    // A panic must not unwind into C: it is the emulation's failed assert.
    let fault = match catch_unwind(AssertUnwindSafe(|| (registered.kernel)(&launch))) {
        Ok(Ok(())) => return 0,
        Ok(Err(fault)) => fault,
        Err(_) => Fault::Assert,
    };
    let why = match (fault, launch.fault.get()) {
        (Fault::IllegalAddress, Some((access, ptr, bytes))) => {
            format!("a {access} of {bytes} bytes at {ptr:#x}, which no live allocation holds")
        }
        (Fault::Assert, _) => "it panicked or returned Fault::Assert".to_string(),
        (fault, _) => format!("it returned Fault::{fault:?}"),
    };
    eprintln!(
        "cudyn-fake-driver: kernel `{}` faulted on device {}: {why}; its context is lost \
         with {} ({})",
        registered.name,
        launch.raw.device,
        fault.name(),
        fault.code()
    );
    fault.code()
}

impl Fake {
    /// [`register_kernel`] in this library (each fake library keeps its own registrations).
    pub fn register_kernel(
        &self,
        name: &str,
        kernel: impl Fn(&Launch) -> Result<(), Fault> + Send + Sync + 'static,
    ) {
        assert!(!name.is_empty(), "a kernel name is not empty");
        let c_name = CString::new(name).expect("a kernel name has no NUL");
        let registered = Box::new(Registered {
            name: name.to_owned(),
            kernel: Box::new(kernel),
        });
        // The box's address, which stays put when the box moves into the list.
        let user = (&raw const *registered).cast_mut().cast::<c_void>();
        REGISTERED
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(registered);
        // SAFETY: a NUL-terminated name the fake copies; the callback has the C signature the
        // fake declares; `user` points to a `Registered` kept for the whole program.
        let status = unsafe { (self.register_kernel)(c_name.as_ptr(), trampoline, user) };
        match status {
            0 => {}
            1 => panic!("cannot register kernel {name:?}: it is built in"),
            code => panic!("cannot register kernel {name:?}: the fake returned {code}"),
        }
    }
}

/// Makes every launch of a kernel whose entry name is `name`, in any module loaded into the
/// fake at [`PATH`](crate::PATH), call `kernel` instead.
///
/// The PTX still has to declare `.entry name` (the fake reads nothing else of it), and the
/// name must be looked up as usual (`cuModuleGetFunction`, cudyn's `Module::function`).
/// `kernel` runs inside `cuLaunchKernel`, on the launching thread, before the launch returns.
///
/// `kernel` may be a `fn` or a closure, which may carry state (a counter of launches, a
/// table the test fills): it runs on whichever thread launches, perhaps several at once, hence
/// `Send + Sync`.
///
/// Registration is for the whole process and every thread, like a kernel of a loaded module.
/// Registering a name again replaces its function (launches already running finish with the
/// old one, so the old one is kept, with what it carries, until the process ends), so tests
/// that run in parallel in one binary should register the same function under a name, or use
/// names of their own. A name launched without a registration fails with
/// `CUDA_ERROR_NOT_SUPPORTED`, and the fake prints a line to standard error naming the kernel
/// and this function.
///
/// A kernel that returns a [`Fault`] (or panics) loses its context, as a faulting kernel does on
/// a GPU; the fake prints a line to standard error naming the kernel and, for
/// [`Fault::IllegalAddress`] from [`Launch::read`] or [`Launch::write`], the range accessed.
///
/// # Panics
/// If `name` is empty, contains a NUL byte, or is one of the built-in kernels (`fill_u32`,
/// `add_u32`).
///
/// # Example
/// `out[i] = in[i] * k` for `scale_f32(const float *in, float *out, u32 n, float k)`:
/// ```
/// use cudyn_fake_driver::{Fault, Launch, register_kernel};
///
/// fn scale_f32(launch: &Launch) -> Result<(), Fault> {
///     // SAFETY: the kernel's parameters are (const float *, float *, u32, float).
///     let (input, output, n, k) = unsafe {
///         (launch.arg::<u64>(0), launch.arg::<u64>(1), launch.arg::<u32>(2), launch.arg::<f32>(3))
///     };
///     // Threads past n do nothing, as the kernel's bounds check makes them.
///     let n = (n as u64).min(launch.threads()) as usize;
///     let values: Vec<f32> = launch.read(input, n)?;
///     let scaled: Vec<f32> = values.iter().map(|v| v * k).collect();
///     launch.write(output, &scaled)
/// }
///
/// register_kernel("scale_f32", scale_f32);
/// ```
///
/// A closure that counts its launches:
/// ```
/// use std::sync::Arc;
/// use std::sync::atomic::{AtomicUsize, Ordering};
///
/// let launches = Arc::new(AtomicUsize::new(0));
/// let counted = Arc::clone(&launches);
/// cudyn_fake_driver::register_kernel("count_launches", move |_| {
///     counted.fetch_add(1, Ordering::Relaxed);
///     Ok(())
/// });
/// assert_eq!(launches.load(Ordering::Relaxed), 0);
/// ```
pub fn register_kernel(
    name: &str,
    kernel: impl Fn(&Launch) -> Result<(), Fault> + Send + Sync + 'static,
) {
    Fake::standard().register_kernel(name, kernel)
}
