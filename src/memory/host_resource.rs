//! The host side of memory resources: where pinned buffers get their memory.
//! [`PinnedBuffer::from_resource`] takes it from any [`HostResource`] (the direct calls,
//! [`DirectHostResource`], or a caching [`PinnedPool`](crate::PinnedPool)) and gives it back
//! there on drop.

use std::ptr::NonNull;
use std::sync::Arc;

use bytemuck::Pod;

use super::buffer::bytes_for;
use super::page_lock;
use super::pinned::{Block, PinnedBuffer, PinnedFlags, Recycle, pin};
use crate::driver::device::Device;
use crate::driver::error::{Error, Result};
use crate::driver::pointer::aligned;
use crate::driver::release::release;
use crate::sys::CUdeviceptr;

/// Where pinned host memory comes from.
///
/// # Safety
///
/// A [`PinnedBuffer`] made from a resource lends the memory [`allocate`](Self::allocate)
/// returns as a Rust slice, and devices copy to and from it, so cudyn trusts it and
/// implementing the trait is `unsafe`. An implementation promises that:
///
/// - [`device`](Self::device) returns the same device every time it is asked;
/// - a host address `allocate(bytes, flags)` returns is the start of at least `bytes` bytes of
///   host memory, readable and writable, every byte initialised, and page-locked in that
///   device's context with `flags` (mapped for devices with [`PinnedFlags::DEVICEMAP`], for
///   every context with [`PinnedFlags::PORTABLE`]);
/// - the device address returned with it is where devices reach the same bytes (the host
///   address itself, unless mapping put them elsewhere);
/// - nothing else reads, writes or frees that memory until it comes back through
///   [`deallocate`](Self::deallocate) or is given up through [`forget`](Self::forget) (in
///   particular, it is not handed out again meanwhile).
///
/// cudyn checks what costs nothing next to an allocation and refuses it with a typed error,
/// giving the memory back: a host address misaligned for the element type
/// ([`Error::Misaligned`](crate::Error::Misaligned)) and a null device address
/// ([`Error::NullAllocation`](crate::Error::NullAllocation)). It cannot cheaply check the size,
/// the context or the exclusivity of the memory: those are the promise.
///
/// [`DirectHostResource`] and [`PinnedPool`](crate::PinnedPool) keep it: they hand out
/// memory of `cuMemHostAlloc`, zeroed when made, to one buffer at a time.
pub unsafe trait HostResource: Send + Sync {
    /// The device whose context the memory is pinned in.
    fn device(&self) -> &Device;

    /// At least `bytes` (not zero) of pinned memory with `flags`, every byte initialised: its
    /// host address and the address devices use.
    fn allocate(&self, bytes: usize, flags: PinnedFlags) -> Result<(NonNull<u8>, CUdeviceptr)>;

    /// Gives back memory from [`allocate`](Self::allocate).
    ///
    /// # Safety
    /// `ptr` and `device_ptr` came from this resource's `allocate` with the same `bytes` and
    /// `flags`, are given back (or forgotten) once, and nothing uses them any more.
    unsafe fn deallocate(
        &self,
        ptr: NonNull<u8>,
        device_ptr: CUdeviceptr,
        bytes: usize,
        flags: PinnedFlags,
    );

    /// Memory from [`allocate`](Self::allocate) that will never come back: its buffer gave it
    /// to raw code ([`PinnedBuffer::into_raw_parts`]). A resource that counts or keeps its
    /// memory stops counting it here (as [`PinnedPool`](crate::PinnedPool) does); by default,
    /// nothing happens.
    ///
    /// # Safety
    /// As for [`deallocate`](Self::deallocate): `ptr` and `device_ptr` came from this
    /// resource's `allocate` with the same `bytes` and `flags`, and are forgotten (or given
    /// back) once; they are never given back after this.
    unsafe fn forget(
        &self,
        ptr: NonNull<u8>,
        device_ptr: CUdeviceptr,
        bytes: usize,
        flags: PinnedFlags,
    ) {
        let _ = (ptr, device_ptr, bytes, flags);
    }
}

/// `cuMemHostAlloc` (zeroed) and `cuMemFreeHost`.
pub struct DirectHostResource {
    device: Device,
}

impl DirectHostResource {
    /// The direct calls in `device`'s context.
    pub fn new(device: &Device) -> DirectHostResource {
        DirectHostResource {
            device: device.clone(),
        }
    }
}

// SAFETY: page-locked memory with the flags asked (cuMemHostAlloc's, or huge pages registered
// with the driver: `page_lock`), in the device's context (made current), zeroed, mapped for
// devices where asked, and owned by one buffer until given back.
unsafe impl HostResource for DirectHostResource {
    fn device(&self) -> &Device {
        &self.device
    }

    fn allocate(&self, bytes: usize, flags: PinnedFlags) -> Result<(NonNull<u8>, CUdeviceptr)> {
        pin(&self.device, bytes, flags)
    }

    unsafe fn deallocate(&self, ptr: NonNull<u8>, _: CUdeviceptr, _: usize, _: PinnedFlags) {
        let host = ptr.as_ptr().cast::<std::ffi::c_void>();
        // SAFETY: forwarded: memory `allocate` page-locked that nothing uses any more.
        release(&self.device, "pinned", host as u64, || unsafe {
            page_lock::unlock(host)
        });
    }
}

/// A pinned buffer's way back to the resource it came from.
struct Home(Arc<dyn HostResource>);

impl Recycle for Home {
    fn recycle(&self, block: Block) {
        // SAFETY: the block came from this resource's allocate with these bytes and flags
        // (from_resource below), and its buffer is gone.
        unsafe {
            self.0
                .deallocate(block.ptr, block.device_ptr, block.bytes, block.flags)
        };
    }

    fn forget(&self, block: Block) {
        // SAFETY: as for recycle; the buffer gave the block up for good, so it never comes
        // back here.
        unsafe {
            self.0
                .forget(block.ptr, block.device_ptr, block.bytes, block.flags)
        };
    }
}

impl<T: Pod> PinnedBuffer<T> {
    /// A pinned buffer of `len` elements from `resource`, given back to it when dropped. Its
    /// contents are whatever the resource's block held (initialised: see [`HostResource`]).
    ///
    /// # Errors
    /// Besides the resource's own: [`Error::Misaligned`] (for `T`) and
    /// [`Error::NullAllocation`] (no device address) for memory the resource should not have
    /// handed out, which goes back to it.
    pub fn from_resource(
        resource: Arc<dyn HostResource>,
        len: usize,
        flags: PinnedFlags,
    ) -> Result<Self> {
        let bytes = bytes_for::<T>(len)?;
        let device = resource.device().clone();
        if bytes == 0 {
            return PinnedBuffer::zeroed(&device, 0, flags);
        }
        let (ptr, device_ptr) = resource.allocate(bytes, flags)?;
        let refused = match device_ptr {
            0 => Some(Error::NullAllocation {
                what: "host resource (as the device address)",
                bytes,
            }),
            _ => aligned::<T>(ptr.as_ptr() as u64).err(),
        };
        if let Some(error) = refused {
            // SAFETY: just allocated by this resource with these bytes and flags, never used.
            unsafe { resource.deallocate(ptr, device_ptr, bytes, flags) };
            return Err(error);
        }
        let block = Block {
            ptr,
            device_ptr,
            bytes,
            flags,
        };
        // SAFETY: the resource's promise (see HostResource): `bytes` of pinned memory of its
        // device's context, every byte initialised, reachable by devices at `device_ptr` (not
        // null: checked), and owned by this buffer alone until it goes back to the resource;
        // aligned for T (checked).
        Ok(unsafe { PinnedBuffer::from_block(&device, block, len, Arc::new(Home(resource))) })
    }
}
