//! Ordinary host memory page-locked in place (`cuMemHostRegister`).

use std::fmt;
use std::marker::PhantomData;
use std::ops::{Deref, DerefMut};
use std::ptr::NonNull;

use crate::sys::CUdeviceptr;
use bytemuck::Pod;

use super::buffer::{buffer_methods, bytes_for};
use super::view::{Span, StorageId};
use crate::driver::call;
use crate::driver::device::Device;
use crate::driver::error::Result;
use crate::driver::memory_kind::MemoryKind;
use crate::driver::release::release;

/// A borrowed `&mut [T]`, page-locked for as long as this value lives and unregistered on drop.
///
/// Copies to and from it run at pinned speed. Registering costs about as much as copying the
/// memory a few times over, so it pays for buffers that are reused. The registration borrows
/// the slice: the slice cannot be freed or moved while registered, and the host reaches it
/// through this value (`Deref<Target = [T]>`). An empty slice registers nothing.
pub struct RegisteredHost<'a, T> {
    ptr: NonNull<T>,
    len: usize,
    device_ptr: CUdeviceptr,
    device: Device,
    storage: StorageId,
    _borrow: PhantomData<&'a mut [T]>,
}

// SAFETY: it is an exclusive borrow of [T], as &mut [T] is: Send when T: Send.
unsafe impl<T: Send> Send for RegisteredHost<'_, T> {}
// SAFETY: shared access only reads, as for &mut [T].
unsafe impl<T: Sync> Sync for RegisteredHost<'_, T> {}

impl<'a, T: Pod> RegisteredHost<'a, T> {
    /// Page-locks `slice` in `device`'s context and maps it for the device.
    pub fn new(device: &Device, slice: &'a mut [T]) -> Result<Self> {
        let bytes = bytes_for::<T>(slice.len())?;
        let ptr = NonNull::from(&mut *slice).cast::<T>();
        let mut registered = RegisteredHost {
            ptr,
            len: slice.len(),
            device_ptr: 0,
            device: device.clone(),
            storage: StorageId::next(),
            _borrow: PhantomData,
        };
        if bytes == 0 {
            return Ok(registered);
        }
        device.bind()?;
        let host = ptr.as_ptr().cast::<std::ffi::c_void>();
        let flags = crate::sys::CU_MEMHOSTREGISTER_DEVICEMAP;
        // SAFETY: `bytes` bytes at `host` are the borrowed slice, which stays borrowed (and so
        // neither freed nor moved) until Drop unregisters it; the context is current.
        unsafe { call!(cuMemHostRegister_v2(host, bytes, flags)) }?;
        registered.device_ptr = host as CUdeviceptr;
        tracing::debug!(kind = "registered", bytes, "registered");
        let mut mapped: CUdeviceptr = 0;
        // SAFETY: host is registered with DEVICEMAP; writes one address to a local.
        unsafe { call!(cuMemHostGetDevicePointer_v2(&mut mapped, host, 0)) }?;
        registered.device_ptr = mapped;
        Ok(registered)
    }

    fn span(&self) -> Span<'_> {
        Span {
            addr: self.device_ptr,
            host: self.ptr.as_ptr().cast(),
            bytes: self.size_bytes(),
            kind: MemoryKind::Registered,
            context: self.device.retained_context(),
            storage: Some(self.storage),
        }
    }

    buffer_methods!();

    /// The device whose context registered it.
    pub fn device(&self) -> &Device {
        &self.device
    }
}

impl<T: Pod> Deref for RegisteredHost<'_, T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        // SAFETY: the borrowed slice, unchanged in place.
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }
}

impl<T: Pod> DerefMut for RegisteredHost<'_, T> {
    fn deref_mut(&mut self) -> &mut [T] {
        // SAFETY: the exclusively borrowed slice.
        unsafe { std::slice::from_raw_parts_mut(self.ptr.as_ptr(), self.len) }
    }
}

impl<T> Drop for RegisteredHost<'_, T> {
    fn drop(&mut self) {
        if self.device_ptr == 0 {
            return;
        }
        let host = self.ptr.as_ptr().cast::<std::ffi::c_void>();
        // SAFETY: host was registered by new() and is unregistered once.
        release(&self.device, "registered", host as u64, || unsafe {
            call!(cuMemHostUnregister(host))
        });
    }
}

impl<T> fmt::Debug for RegisteredHost<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RegisteredHost")
            .field("ptr", &self.ptr)
            .field("len", &self.len)
            .finish()
    }
}
