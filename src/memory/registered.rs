//! Ordinary host memory page-locked in place (`cuMemHostRegister`).

use std::fmt;
use std::mem::ManuallyDrop;
use std::ops::{Deref, DerefMut};
use std::sync::{Mutex, PoisonError};

use crate::sys::CUdeviceptr;
use bytemuck::Pod;

use super::buffer::{buffer_methods, bytes_for};
use super::view::{Span, StorageId};
use crate::driver::call;
use crate::driver::device::Device;
use crate::driver::error::Result;
use crate::driver::memory_kind::MemoryKind;

/// A `Vec<T>` page-locked in place (`cuMemHostRegister`) for as long as this value owns it.
///
/// Copies to and from it run at pinned speed. Registering costs about as much as copying the
/// memory a few times over, so it pays for buffers that are reused. The registration owns the
/// vector, so the memory cannot be freed or moved while it is registered, even if this value is
/// forgotten (`mem::forget` leaks the vector and its registration, as it would a
/// [`PinnedBuffer`](crate::PinnedBuffer)). The host reaches it through this value
/// (`Deref<Target = [T]>`); [`RegisteredHost::into_vec`] unregisters it and gives the vector
/// back. An empty vector registers nothing.
///
/// ```
/// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
/// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
/// use cudyn::{Device, DeviceBuffer, RegisteredHost};
///
/// let device = Device::get(0)?;
/// let mut registered = RegisteredHost::new(&device, vec![0u32; 1024])?;
/// let on_device = DeviceBuffer::from_slice(&device, &[3u32; 1024])?;
/// cudyn::copy(&on_device, &mut registered)?; // at pinned speed, into the vector
/// let vec = registered.into_vec()?; // unregistered: an ordinary Vec again
/// assert_eq!(vec, [3; 1024]);
/// # Ok::<(), cudyn::Error>(())
/// ```
pub struct RegisteredHost<T> {
    /// Dropped only once unregistered: if unregistering fails, the memory is leaked rather
    /// than freed while the driver still has it registered.
    vec: ManuallyDrop<Vec<T>>,
    len: usize,
    device_ptr: CUdeviceptr,
    device: Device,
    storage: StorageId,
}

// SAFETY: it owns a Vec<T> and driver handles usable from any thread: Send as Vec<T> is.
unsafe impl<T: Send> Send for RegisteredHost<T> {}
// SAFETY: shared access only reads, as for Vec<T>.
unsafe impl<T: Sync> Sync for RegisteredHost<T> {}

impl<T: Pod> RegisteredHost<T> {
    /// Page-locks the elements of `vec` (its length, not its spare capacity) in `device`'s
    /// context and maps them for the device. If registering fails, `vec` is dropped.
    pub fn new(device: &Device, vec: Vec<T>) -> Result<Self> {
        let bytes = bytes_for::<T>(vec.len())?;
        let mut registered = RegisteredHost {
            len: vec.len(),
            vec: ManuallyDrop::new(vec),
            device_ptr: 0,
            device: device.clone(),
            storage: StorageId::next(),
        };
        if bytes == 0 {
            return Ok(registered);
        }
        device.bind()?;
        let host = registered.vec.as_mut_ptr().cast::<std::ffi::c_void>();
        let flags = crate::sys::CU_MEMHOSTREGISTER_DEVICEMAP;
        // SAFETY: `bytes` bytes at `host` are the vector's elements, which this value owns and
        // neither frees nor moves until Drop (or into_vec) has unregistered them; the context
        // is current.
        unsafe { call!(cuMemHostRegister_v2(host, bytes, flags)) }?;
        registered.device_ptr = host as CUdeviceptr;
        tracing::debug!(kind = "registered", bytes, "registered");
        let mut mapped: CUdeviceptr = 0;
        // SAFETY: host is registered with DEVICEMAP; writes one address to a local.
        unsafe { call!(cuMemHostGetDevicePointer_v2(&mut mapped, host, 0)) }?;
        registered.device_ptr = mapped;
        Ok(registered)
    }

    /// Unregisters the memory and gives the vector back.
    ///
    /// # Errors
    /// The driver's error if unregistering fails; the memory then stays registered, and the
    /// vector is leaked rather than handed back (freeing or reusing it would leave the driver's
    /// view of the range out of date).
    pub fn into_vec(self) -> Result<Vec<T>> {
        let mut this = ManuallyDrop::new(self);
        let unregistered = this.unregister();
        // SAFETY: `this` is never used or dropped again; each field is moved out once.
        let (vec, device) = unsafe {
            (
                ManuallyDrop::take(&mut this.vec),
                std::ptr::read(&this.device),
            )
        };
        drop(device);
        match unregistered {
            Ok(()) => Ok(vec),
            Err(error) => {
                park(vec);
                Err(error)
            }
        }
    }

    fn span(&self) -> Span<'_> {
        Span {
            addr: self.device_ptr,
            host: self.vec.as_ptr().cast_mut().cast(),
            bytes: self.size_bytes(),
            kind: MemoryKind::Registered,
            context: self.device.retained_context(),
            storage: Some(self.storage),
            rows: None,
        }
    }

    buffer_methods!();

    /// The device whose context registered it.
    pub fn device(&self) -> &Device {
        &self.device
    }
}

impl<T> RegisteredHost<T> {
    /// Unregisters the memory, if registered (`cuMemHostUnregister`). As with every release,
    /// it is attempted even if binding the context fails: the context may be current already.
    fn unregister(&mut self) -> Result<()> {
        if self.device_ptr == 0 {
            return Ok(());
        }
        if let Err(error) = self.device.bind() {
            tracing::debug!(%error, "binding to unregister failed; unregistering anyway");
        }
        let host = self.vec.as_mut_ptr().cast::<std::ffi::c_void>();
        // SAFETY: host was registered by new() and is unregistered once (device_ptr is cleared).
        unsafe { call!(cuMemHostUnregister(host)) }?;
        self.device_ptr = 0;
        tracing::debug!(kind = "registered", addr = host as u64, "released");
        Ok(())
    }
}

/// Memory whose unregistering failed: never freed, since the driver still has it registered,
/// and kept reachable from here, so that leak checkers report it as held rather than lost.
static PARKED: Mutex<Vec<usize>> = Mutex::new(Vec::new());

fn park<T>(vec: Vec<T>) {
    let ptr = ManuallyDrop::new(vec).as_mut_ptr() as usize;
    PARKED
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .push(ptr);
}

impl<T: Pod> Deref for RegisteredHost<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.vec
    }
}

impl<T: Pod> DerefMut for RegisteredHost<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.vec
    }
}

impl<T> Drop for RegisteredHost<T> {
    fn drop(&mut self) {
        if let Err(error) = self.unregister() {
            // Still registered: freeing the memory would leave the driver's view of the range
            // out of date, so it is parked instead.
            tracing::warn!(%error, "unregistering failed; the memory stays registered");
            // SAFETY: taken once; nothing touches the field again.
            park(unsafe { ManuallyDrop::take(&mut self.vec) });
            return;
        }
        // SAFETY: dropped once, here, after the memory was unregistered (or never was).
        unsafe { ManuallyDrop::drop(&mut self.vec) };
    }
}

impl<T> fmt::Debug for RegisteredHost<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RegisteredHost")
            .field("ptr", &self.vec.as_ptr())
            .field("len", &self.len)
            .finish()
    }
}
