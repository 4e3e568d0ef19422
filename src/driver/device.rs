//! Devices and what they can do with memory.

use std::ffi::{CStr, c_char, c_int};
use std::fmt;
use std::sync::{Arc, OnceLock};

use super::context::{Context, reset_primary};
use super::error::{Error, Result};
use super::load::call;
use crate::sys::{CUcontext, CUdevice, CUdevice_attribute};

/// A CUDA device.
///
/// Cheap to clone. The device's primary context is retained the first time an operation needs
/// it (queries such as [`Device::name`] do not), and stays retained while this handle, a clone
/// of it, or anything allocated through it is alive: dropping the last `Device` before a buffer
/// is fine.
#[derive(Clone)]
pub struct Device {
    inner: Arc<Inner>,
}

struct Inner {
    ordinal: usize,
    raw: CUdevice,
    context: OnceLock<Arc<Context>>,
    /// Set once the current pool's release threshold has been seen to (see `pool`).
    pool_ready: OnceLock<()>,
}

/// The memory-related capabilities of a device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct MemoryAttributes {
    /// It can allocate managed (unified) memory.
    pub managed_memory: bool,
    /// The host and the device may touch managed memory at the same time.
    pub concurrent_managed_access: bool,
    /// It can access pageable host memory directly (HMM or ATS).
    pub pageable_memory_access: bool,
    /// It supports stream-ordered allocation from memory pools.
    pub memory_pools: bool,
    /// Copy engines that can overlap transfers with kernels.
    pub async_engines: u32,
    /// Host and device share one address space.
    pub unified_addressing: bool,
    /// Pinned host memory can be mapped into its address space.
    pub can_map_host_memory: bool,
}

impl Device {
    /// How many devices the driver sees.
    pub fn count() -> Result<usize> {
        let mut count: c_int = 0;
        // SAFETY: writes one int through a pointer to a live local.
        unsafe { call!(cuDeviceGetCount(&mut count)) }?;
        Ok(usize::try_from(count).unwrap_or(0))
    }

    /// The device with this ordinal.
    ///
    /// ```
    /// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
    /// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
    /// use cudyn::{Device, Error};
    ///
    /// let device = Device::get(0)?;
    /// assert_eq!(device.ordinal(), 0);
    /// // An ordinal the machine lacks is an error that says how many devices there are.
    /// let count = Device::count()?;
    /// assert!(matches!(Device::get(count), Err(Error::NoSuchDevice { .. })));
    /// # Ok::<(), cudyn::Error>(())
    /// ```
    pub fn get(ordinal: usize) -> Result<Device> {
        let count = Device::count()?;
        if ordinal >= count {
            return Err(Error::NoSuchDevice { ordinal, count });
        }
        Device::at(ordinal)
    }

    /// Every device, in ordinal order.
    pub fn all() -> Result<Vec<Device>> {
        (0..Device::count()?).map(Device::at).collect()
    }

    /// The device at an ordinal already checked against the count.
    fn at(ordinal: usize) -> Result<Device> {
        let mut raw: CUdevice = 0;
        // The ordinal is below the driver's own count, which is a c_int.
        let index = ordinal as c_int;
        // SAFETY: writes one CUdevice through a pointer to a live local.
        unsafe { call!(cuDeviceGet(&mut raw, index)) }?;
        Ok(Device {
            inner: Arc::new(Inner {
                ordinal,
                raw,
                context: OnceLock::new(),
                pool_ready: OnceLock::new(),
            }),
        })
    }

    /// The ordinal.
    pub fn ordinal(&self) -> usize {
        self.inner.ordinal
    }

    /// The driver's handle.
    pub fn raw(&self) -> CUdevice {
        self.inner.raw
    }

    /// The primary context, retained on first use (shared with every other handle of this
    /// device).
    pub(crate) fn context(&self) -> Result<&Context> {
        if let Some(context) = self.inner.context.get() {
            return Ok(context);
        }
        // Two threads may race here; both get the one shared context.
        let shared = Context::primary(self.inner.ordinal, self.inner.raw)?;
        Ok(self.inner.context.get_or_init(|| shared))
    }

    /// The primary context if it is already retained (it is, for anything allocated).
    pub(crate) fn retained_context(&self) -> Option<&Context> {
        self.inner.context.get().map(|context| &**context)
    }

    /// `Ok` unless this handle's context is known to be lost: then [`Error::ContextLost`],
    /// for calls that name their context through a handle and so do not bind.
    #[inline]
    pub(crate) fn alive(&self) -> Result<()> {
        self.retained_context().map_or(Ok(()), Context::alive)
    }

    /// Resets the device's primary context (`cuDevicePrimaryCtxReset_v2`): the way back after a
    /// kernel fault has lost it ([`Error::ContextLost`]), where the driver allows one, and the
    /// handle to go on with.
    ///
    /// The driver destroys everything made in the context, so nothing cudyn made in it may
    /// live on: this must be the last handle of the device that used it, and every buffer,
    /// stream, event, module, pool and resource of the device must be dropped (one leaked with
    /// `mem::forget` counts as alive). Otherwise nothing is done and the error is
    /// [`Error::DeviceInUse`]; the handle is consumed either way (`Device::get` makes another).
    /// Other threads are waited for up to about 50 ms first: one may be dropping the device's
    /// last object, or holding its context for a moment to wait for uploads still landing.
    ///
    /// Whether the driver gives the device a working context after a kernel fault is its own
    /// choice. NVIDIA's does not (driver 580 on an H100, measured): the reset succeeds, but
    /// every context of the device made afterwards, primary or not, fails with the fault's
    /// error for the rest of the process, as NVIDIA documents for such "sticky" errors. The
    /// reset then returns [`Error::ContextLost`], and only a new process can use the device:
    /// a server that must outlive a faulting kernel runs its GPU work in a child process it
    /// can start again.
    ///
    /// # Safety
    /// The reset also destroys what other code made in the device's primary context, which
    /// the CUDA runtime and libraries on it share: memory, streams, events. Nothing outside
    /// cudyn may use any of it from the call on; in particular no page-locked or managed memory
    /// of the context may be touched from the host (the reset unmaps it), through views made
    /// with `View::from_raw`, imported DLPack tensors, or the other library's own handles.
    ///
    /// # Errors
    /// [`Error::DeviceInUse`] while cudyn objects of the device live; the driver's error if
    /// the reset fails; [`Error::ContextLost`] if the driver keeps the device lost.
    pub unsafe fn reset(self) -> Result<Device> {
        let (ordinal, raw) = (self.ordinal(), self.raw());
        let Ok(inner) = Arc::try_unwrap(self.inner) else {
            return Err(Error::DeviceInUse { device: ordinal });
        };
        // SAFETY: forwarded to the caller.
        if !unsafe { reset_primary(ordinal, raw, inner.context.into_inner()) }? {
            return Err(Error::DeviceInUse { device: ordinal });
        }
        let device = Device::at(ordinal)?;
        // Retaining the new context is where a driver that keeps the device lost says so.
        match device.context() {
            Ok(_) => Ok(device),
            Err(Error::Driver(cause)) if Error::Driver(cause).context_is_lost() => {
                Err(Error::ContextLost {
                    device: ordinal,
                    cause,
                })
            }
            Err(error) => Err(error),
        }
    }

    /// Whether this handle's context is known to be lost (see [`Error::ContextLost`]): what
    /// was made in it is leaked rather than given back.
    pub(crate) fn context_lost(&self) -> bool {
        self.retained_context().is_some_and(Context::is_lost)
    }

    /// Set once the current pool's release threshold has been seen to (see `memory::pool`).
    pub(crate) fn pool_ready(&self) -> &OnceLock<()> {
        &self.inner.pool_ready
    }

    /// Whether this device can access `peer`'s memory directly (`cuDeviceCanAccessPeer`):
    /// kernels can then read and write it, and copies between the two skip the host. A device
    /// is not its own peer.
    pub fn can_access_peer(&self, peer: &Device) -> Result<bool> {
        let mut can: c_int = 0;
        // SAFETY: writes one int through a pointer to a live local.
        unsafe { call!(cuDeviceCanAccessPeer(&mut can, self.raw(), peer.raw())) }?;
        Ok(can != 0)
    }

    /// Gives this device's context access to `peer`'s memory (`cuCtxEnablePeerAccess`). Done
    /// once per pair and remembered; enabling again, or for the device itself, does nothing.
    /// Copies between the two work without it too: the driver stages them through the host.
    pub fn enable_peer_access(&self, peer: &Device) -> Result<()> {
        if self.ordinal() == peer.ordinal() {
            return Ok(());
        }
        self.context()?.enable_peer(peer.context()?)
    }

    /// Makes this device's primary context current on the calling thread (retaining it first if
    /// nothing of this device has yet), unless it already is.
    ///
    /// For raw [`sys`](crate::sys) calls and other CUDA crates on a thread where cudyn has not
    /// run yet: they need a current context, and fail with `CUDA_ERROR_INVALID_CONTEXT`
    /// without one. cudyn asks the driver which context is current before each operation of
    /// its own, so switching contexts afterwards, through `sys` or any other library, is safe.
    /// The context stays retained while this handle (or anything of the device) lives.
    ///
    /// ```
    /// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
    /// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
    /// let device = cudyn::Device::get(0)?;
    /// device.bind()?;
    /// let driver = cudyn::driver()?;
    /// let mut free = 0;
    /// let mut total = 0;
    /// // SAFETY: two out-pointers to live locals; a context is current on this thread.
    /// let status = unsafe { driver.cuMemGetInfo_v2()?(&mut free, &mut total) };
    /// assert_eq!(status, cudyn::sys::CUresult::CUDA_SUCCESS);
    /// assert_eq!(total, device.total_memory()?);
    /// # Ok::<(), cudyn::Error>(())
    /// ```
    pub fn bind(&self) -> Result<()> {
        self.context()?.bind()
    }

    /// The device's primary context (`CUcontext`), retained for as long as this handle or
    /// anything of the device lives, for raw calls and other crates that take a context
    /// (`cuCtxPushCurrent`, a cudarc context built on the primary one). It is not made current:
    /// see [`Device::bind`].
    pub fn raw_context(&self) -> Result<crate::sys::CUcontext> {
        Ok(self.context()?.raw())
    }

    /// The ordinal of the device whose primary context is `context`, if it is one. For error
    /// messages: it retains each device's primary context for the comparison.
    pub(crate) fn of_primary_context(context: CUcontext) -> Result<Option<usize>> {
        for device in Device::all()? {
            if device.context()?.raw() == context {
                return Ok(Some(device.ordinal()));
            }
        }
        Ok(None)
    }

    /// The product name, such as `NVIDIA H100 80GB HBM3`.
    pub fn name(&self) -> Result<String> {
        let mut buffer = [0 as c_char; 256];
        // SAFETY: the driver writes at most `len` bytes, NUL included, into the local buffer.
        unsafe {
            call!(cuDeviceGetName(
                buffer.as_mut_ptr(),
                buffer.len() as c_int,
                self.raw()
            ))
        }?;
        // The driver NUL-terminates within the length it was given; the last byte is a
        // backstop should it not.
        buffer[buffer.len() - 1] = 0;
        // SAFETY: the buffer is NUL-terminated (above) and outlives the borrow.
        let name = unsafe { CStr::from_ptr(buffer.as_ptr()) };
        Ok(name.to_string_lossy().into_owned())
    }

    /// Total device memory in bytes.
    pub fn total_memory(&self) -> Result<usize> {
        let mut bytes = 0usize;
        // SAFETY: writes one size_t through a pointer to a live local.
        unsafe { call!(cuDeviceTotalMem_v2(&mut bytes, self.raw())) }?;
        Ok(bytes)
    }

    /// Free and total device memory in bytes, as the driver sees them now (`cuMemGetInfo`).
    /// Retains the device's primary context.
    pub fn mem_info(&self) -> Result<(usize, usize)> {
        self.bind()?;
        let (mut free, mut total) = (0usize, 0usize);
        // SAFETY: writes two size_t through pointers to live locals; the context is current.
        unsafe { call!(cuMemGetInfo_v2(&mut free, &mut total)) }?;
        Ok((free, total))
    }

    /// One attribute's raw value.
    pub fn attribute(&self, attribute: CUdevice_attribute) -> Result<i32> {
        let mut value: c_int = 0;
        // SAFETY: writes one int through a pointer to a live local; an attribute the driver
        // does not know is an error code, not undefined behaviour.
        unsafe { call!(cuDeviceGetAttribute(&mut value, attribute, self.raw())) }?;
        Ok(value)
    }

    /// Compute capability as (major, minor), such as (9, 0) for Hopper.
    pub fn compute_capability(&self) -> Result<(u32, u32)> {
        use CUdevice_attribute as A;
        let major = self.attribute(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?;
        let minor = self.attribute(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?;
        Ok((major as u32, minor as u32))
    }

    /// Whether the host may touch managed memory while kernels run on this device. Where it
    /// may not, [`UnifiedBuffer`](crate::UnifiedBuffer)'s host accessors synchronise first.
    pub fn concurrent_managed_access(&self) -> Result<bool> {
        let attribute = CUdevice_attribute::CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS;
        Ok(self.attribute(attribute)? != 0)
    }

    /// The attributes that decide which kinds of memory and transfers the device supports.
    pub fn memory_attributes(&self) -> Result<MemoryAttributes> {
        use CUdevice_attribute as A;
        let flag = |attribute| self.attribute(attribute).map(|v| v != 0);
        Ok(MemoryAttributes {
            managed_memory: flag(A::CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY)?,
            concurrent_managed_access: flag(A::CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS)?,
            pageable_memory_access: flag(A::CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS)?,
            memory_pools: flag(A::CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED)?,
            async_engines: self
                .attribute(A::CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT)?
                .max(0) as u32,
            unified_addressing: flag(A::CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING)?,
            can_map_host_memory: flag(A::CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY)?,
        })
    }
}

/// `Ok` if `found` is `expected`, else [`Error::WrongDevice`] naming `what` was on `found`.
pub(crate) fn same_device(what: &'static str, expected: &Device, found: &Device) -> Result<()> {
    if expected == found {
        Ok(())
    } else {
        Err(Error::WrongDevice {
            what,
            expected: expected.ordinal(),
            found: found.ordinal(),
        })
    }
}

impl PartialEq for Device {
    fn eq(&self, other: &Self) -> bool {
        self.inner.ordinal == other.inner.ordinal
    }
}

impl Eq for Device {}

impl fmt::Debug for Device {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Device")
            .field("ordinal", &self.inner.ordinal)
            .field("context_retained", &self.inner.context.get().is_some())
            .finish()
    }
}

/// Whether every device of the system has concurrent managed access: the host may touch managed
/// memory while kernels run, and the driver's batched prefetches and discards are allowed.
/// Asked until the driver answers, then remembered (devices do not change while a process
/// runs); a failed question answers no, this time.
pub(crate) fn concurrent_managed_everywhere() -> bool {
    static ALL: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    if let Some(&all) = ALL.get() {
        return all;
    }
    let asked = Device::all().and_then(|devices| {
        devices.iter().try_fold(true, |all, device| {
            Ok(all && device.concurrent_managed_access()?)
        })
    });
    match asked {
        Ok(all) => *ALL.get_or_init(|| all),
        Err(_) => false,
    }
}
