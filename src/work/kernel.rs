//! Kernels: PTX modules, their functions, typed launch parameters, and launches in a scope.

use std::ffi::{CString, c_void};
use std::sync::Arc;

use bytemuck::Pod;

use super::held::Slot;
use super::scope::{Held, Scope, Source};
use crate::driver::call;
use crate::driver::device::{Device, same_device};
use crate::driver::error::{Error, Result};
use crate::driver::release::release;
use crate::memory::device_buffer::DeviceBuffer;
use crate::memory::growable::GrowableBuffer;
use crate::memory::pinned::PinnedBuffer;
use crate::memory::registered::RegisteredHost;
use crate::memory::unified::UnifiedBuffer;
use crate::memory::view::{View, ViewMut};
use crate::sys::{CUdeviceptr, CUfunction, CUmodule};

/// A loaded module of device code (`cuModuleLoadData`), unloaded on drop.
///
/// ```
/// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
/// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
/// use cudyn::{Device, DeviceBuffer, LaunchConfig, Module, Stream};
///
/// let device = Device::get(0)?;
/// // PTX text (from `nvcc --ptx`, or written by hand) with the kernel
/// // `fill_u32(u32 *out, u32 n, u32 value)`: here the crate's test kernels.
/// # let ptx = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/kernels.ptx"));
/// let module = Module::from_ptx(&device, ptx)?;
/// let fill = module.function("fill_u32")?;
/// let mut out = DeviceBuffer::<u32>::zeroed(&device, 1000)?;
/// let stream = Stream::new(&device)?;
/// stream.scope(|s| {
///     let config = LaunchConfig::linear(1000, 256);
///     // SAFETY: fill_u32 takes (pointer, u32, u32) and writes out[..n]; `out` has n elements.
///     unsafe { s.launch(&fill, config, (&mut out, 1000u32, 7u32)) }
/// })?;
/// assert_eq!(out.to_vec()?, [7; 1000]);
/// # Ok::<(), cudyn::Error>(())
/// ```
///
/// Its functions keep it loaded: a [`Function`] holds the module, so it can be owned by a
/// submission ([`Stream::submit`](crate::Stream::submit)) or another thread, and the module is
/// unloaded when the last of them and the `Module` are gone.
pub struct Module {
    loaded: Arc<Loaded>,
}

/// The loaded module itself, shared by the `Module` and its functions.
struct Loaded {
    raw: CUmodule,
    device: Device,
}

// SAFETY: a CUmodule is a driver handle usable from any thread.
unsafe impl Send for Loaded {}
// SAFETY: as above; looking functions up only reads it.
unsafe impl Sync for Loaded {}

impl Module {
    /// Loads PTX source; the driver compiles it for the device.
    pub fn from_ptx(device: &Device, ptx: &str) -> Result<Module> {
        let image = CString::new(ptx).map_err(|_| Error::InteriorNul { what: "PTX source" })?;
        device.bind()?;
        let mut raw: CUmodule = std::ptr::null_mut();
        // SAFETY: image is a NUL-terminated string alive for the call; writes one handle to a
        // local; the context is current.
        unsafe { call!(cuModuleLoadData(&mut raw, image.as_ptr().cast())) }?;
        let device = device.clone();
        Ok(Module {
            loaded: Arc::new(Loaded { raw, device }),
        })
    }

    /// The kernel named `name` (its `.entry` name).
    pub fn function(&self, name: &str) -> Result<Function> {
        let name = CString::new(name).map_err(|_| Error::InteriorNul {
            what: "kernel name",
        })?;
        let loaded = &self.loaded;
        loaded.device.bind()?;
        let mut raw: CUfunction = std::ptr::null_mut();
        // SAFETY: a live module and a NUL-terminated name; writes one handle to a local.
        unsafe { call!(cuModuleGetFunction(&mut raw, loaded.raw, name.as_ptr())) }?;
        Ok(Function {
            raw,
            module: loaded.clone(),
        })
    }

    /// The device it was loaded for.
    pub fn device(&self) -> &Device {
        &self.loaded.device
    }
}

impl Drop for Loaded {
    fn drop(&mut self) {
        let raw = self.raw;
        // SAFETY: a module we loaded, unloaded once, when neither the `Module` nor any of its
        // functions is left; launches borrow their Function until their scope has synchronised
        // (or a submission owns it until its work is done).
        release(&self.device, "module", raw as u64, || unsafe {
            call!(cuModuleUnload(raw))
        });
    }
}

impl std::fmt::Debug for Module {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Module")
            .field("raw", &self.loaded.raw)
            .finish()
    }
}

/// A kernel in a [`Module`], launched with [`Scope::launch`](crate::Scope::launch).
///
/// It keeps its module loaded, and may be cloned, sent and owned freely.
#[derive(Clone)]
pub struct Function {
    raw: CUfunction,
    module: Arc<Loaded>,
}

// SAFETY: a CUfunction is a driver handle usable from any thread; the module is Send + Sync.
unsafe impl Send for Function {}
// SAFETY: as above.
unsafe impl Sync for Function {}

impl Function {
    /// The driver's handle.
    pub fn raw(&self) -> CUfunction {
        self.raw
    }

    /// The device its module was loaded for.
    pub fn device(&self) -> &Device {
        &self.module.device
    }
}

impl std::fmt::Debug for Function {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Function").field("raw", &self.raw).finish()
    }
}

/// Grid, block and dynamic shared memory of a launch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchConfig {
    /// Blocks in x, y, z.
    pub grid: [u32; 3],
    /// Threads per block in x, y, z (at most 1024 in all).
    pub block: [u32; 3],
    /// Dynamic shared memory per block, in bytes.
    pub shared_memory_bytes: u32,
}

impl LaunchConfig {
    /// One thread per element for `n` elements: `block` threads a block and enough blocks to
    /// cover `n` (at least one).
    pub fn linear(n: u32, block: u32) -> LaunchConfig {
        let blocks = n.div_ceil(block.max(1)).max(1);
        LaunchConfig {
            grid: [blocks, 1, 1],
            block: [block, 1, 1],
            shared_memory_bytes: 0,
        }
    }
}

/// One kernel parameter: memory passes its device address, plain values pass themselves.
///
/// Open to any type (every `Pod` value already is one; a `#[repr(C)]` struct with padding
/// may pass itself), because no implementation can make safe code unsound: cudyn only copies
/// the [`Param`](Self::Param) an argument gives into a launch, and a launch is `unsafe`
/// ([`Scope::launch`]), its caller vouching that every parameter is what the kernel takes and
/// that the memory it names stays valid while the kernel may run. For cudyn's own memory
/// arguments the scope keeps that by borrowing them until it ends, and orders [`Held`] memory
/// across streams; an implementation outside cudyn gets neither (the hidden `held` hook
/// names a type private to cudyn, so it keeps the default, "not held memory"), and memory it
/// names is the launch caller's to keep valid and ordered.
pub trait KernelArg<'scope> {
    /// What the kernel receives.
    type Param: Copy;
    /// The value passed.
    fn param(self) -> Self::Param;

    /// For held memory, its slot.
    #[doc(hidden)]
    fn held(&self) -> Option<Slot<'scope>> {
        None
    }
}

impl<T: Pod> KernelArg<'_> for T {
    type Param = T;
    fn param(self) -> T {
        self
    }
}

macro_rules! memory_args {
    ($($ty:ty),* $(,)?) => {$(
        impl<'s, T: Pod> KernelArg<'s> for $ty {
            type Param = CUdeviceptr;
            fn param(self) -> CUdeviceptr {
                self.device_ptr()
            }
        }
    )*};
}

memory_args!(
    View<'s, T>,
    ViewMut<'s, T>,
    &'s DeviceBuffer<T>,
    &'s mut DeviceBuffer<T>,
    &'s GrowableBuffer<T>,
    &'s mut GrowableBuffer<T>,
    &'s PinnedBuffer<T>,
    &'s mut PinnedBuffer<T>,
    &'s UnifiedBuffer<T>,
    &'s mut UnifiedBuffer<T>,
    &'s RegisteredHost<T>,
    &'s mut RegisteredHost<T>,
);
pub(crate) use memory_args;

impl<'s, T: Pod> KernelArg<'s> for Held<'s, T> {
    type Param = CUdeviceptr;
    fn param(self) -> CUdeviceptr {
        self.span().addr
    }

    fn held(&self) -> Option<Slot<'s>> {
        Source::<T>::held(self)
    }
}

/// A kernel's parameter list: a tuple of [`KernelArg`]s (up to 12).
///
/// Sealed: a launch hands the driver the array of parameter pointers the list gives, and the
/// driver reads each parameter through them, so only cudyn's tuples, whose pointers are to
/// the parameters themselves, are lists. Any type of argument takes part through
/// [`KernelArg`].
pub trait KernelArgs<'scope>: super::sealed::SealedKernelArgs<'scope> {
    /// Calls `f` with the array of pointers to each parameter that `cuLaunchKernel` takes.
    fn with_params<R>(self, f: impl FnOnce(&mut [*mut c_void]) -> R) -> R;

    /// The slots of the held memory among the arguments (at most 12 arguments: no allocation
    /// per launch).
    #[doc(hidden)]
    fn held(&self) -> [Option<Slot<'scope>>; 12];
}

macro_rules! kernel_args {
    ($($arg:ident),*) => {
        impl<'s, $($arg: KernelArg<'s>),*> super::sealed::SealedKernelArgs<'s> for ($($arg,)*) {}

        impl<'s, $($arg: KernelArg<'s>),*> KernelArgs<'s> for ($($arg,)*) {
            #[allow(non_snake_case, unused_mut)]
            fn with_params<R>(self, f: impl FnOnce(&mut [*mut c_void]) -> R) -> R {
                let ($($arg,)*) = self;
                $(let mut $arg = $arg.param();)*
                f(&mut [$(std::ptr::addr_of_mut!($arg).cast::<c_void>()),*])
            }

            #[allow(non_snake_case, unused_mut, unused_variables)]
            fn held(&self) -> [Option<Slot<'s>>; 12] {
                let ($($arg,)*) = self;
                let mut slots = [None; 12];
                let mut next = slots.iter_mut();
                $(*next.next().expect("at most 12 arguments") = $arg.held();)*
                slots
            }
        }
    };
}

kernel_args!();
kernel_args!(A);
kernel_args!(A, B);
kernel_args!(A, B, C);
kernel_args!(A, B, C, D);
kernel_args!(A, B, C, D, E);
kernel_args!(A, B, C, D, E, F);
kernel_args!(A, B, C, D, E, F, G);
kernel_args!(A, B, C, D, E, F, G, H);
kernel_args!(A, B, C, D, E, F, G, H, I);
kernel_args!(A, B, C, D, E, F, G, H, I, J);
kernel_args!(A, B, C, D, E, F, G, H, I, J, K);
kernel_args!(A, B, C, D, E, F, G, H, I, J, K, L);

impl<'scope> Scope<'scope, '_> {
    /// Queues a kernel launch.
    ///
    /// `args` is a tuple of the kernel's parameters, in order: memory (views, buffers, [`Held`]
    /// handles) is passed as its device address; plain values (`u32`, `f32`, any `Pod` type)
    /// as themselves. Memory passed stays borrowed until the scope ends.
    ///
    /// # Safety
    /// The driver cannot check a kernel against its arguments, so the caller must ensure that
    /// `args` matches the kernel's parameter list in number, order and type; that the kernel
    /// accesses memory only through the memory arguments, within their bounds, and only memory
    /// the device can reach (not pageable host memory, unless the device has pageable memory
    /// access); and that it writes only to memory passed exclusively (`ViewMut`, `&mut`
    /// buffers, `Held`). An argument of a type outside cudyn (a [`KernelArg`] implemented
    /// elsewhere) is passed as its `Param` and nothing more: memory it names is neither
    /// borrowed for the scope nor ordered across its streams, so it must stay valid, and
    /// untouched by anything else, until the scope ends. On a device without concurrent managed access (see
    /// [`Device::concurrent_managed_access`]), no host slice of a [`UnifiedBuffer`] may be
    /// alive while the kernel runs, on this thread or any other: the host touching managed
    /// memory during a kernel faults there.
    pub unsafe fn launch<A: KernelArgs<'scope>>(
        &self,
        function: &'scope Function,
        config: LaunchConfig,
        args: A,
    ) -> Result<()> {
        same_device("the kernel", self.stream().device(), function.device())?;
        let slots = args.held();
        self.queue(&slots, || self.launch_now(function, config, args))
    }

    /// Queues the launch itself, once the held memory among `args` is ordered.
    fn launch_now<A: KernelArgs<'scope>>(
        &self,
        function: &Function,
        config: LaunchConfig,
        args: A,
    ) -> Result<()> {
        self.stream().bind()?;
        let (stream, raw) = (self.stream().raw(), function.raw());
        let [gx, gy, gz] = config.grid;
        let [bx, by, bz] = config.block;
        args.with_params(|params: &mut [*mut c_void]| {
            // SAFETY: the parameter array points at one value per argument, alive for the call
            // (the driver copies them before returning); the caller vouches that they match the
            // kernel; the memory they point to stays borrowed until the scope synchronises.
            unsafe {
                call!(cuLaunchKernel(
                    raw,
                    gx,
                    gy,
                    gz,
                    bx,
                    by,
                    bz,
                    config.shared_memory_bytes,
                    stream,
                    params.as_mut_ptr(),
                    std::ptr::null_mut(),
                ))
            }
        })
    }
}
