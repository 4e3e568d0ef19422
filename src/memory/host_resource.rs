//! The host side of memory resources: where pinned buffers get their memory.
//! [`PinnedBuffer::from_resource`] takes it from any [`HostResource`] (the direct calls,
//! [`DirectHostResource`], or a caching [`PinnedPool`](crate::PinnedPool)) and gives it back
//! there on drop.

use std::ptr::NonNull;
use std::sync::Arc;

use bytemuck::Pod;

use super::buffer::bytes_for;
use super::pinned::{Block, PinnedBuffer, PinnedFlags, Recycle, pin};
use crate::driver::call;
use crate::driver::device::Device;
use crate::driver::error::Result;
use crate::driver::release::release;
use crate::sys::CUdeviceptr;

/// Where pinned host memory comes from.
pub trait HostResource: Send + Sync {
    /// The device whose context the memory is pinned in.
    fn device(&self) -> &Device;

    /// At least `bytes` (not zero) of pinned memory with `flags`, page-aligned, every byte
    /// initialised: its host address and the address devices use.
    fn allocate(&self, bytes: usize, flags: PinnedFlags) -> Result<(NonNull<u8>, CUdeviceptr)>;

    /// Gives back memory from [`allocate`](Self::allocate).
    ///
    /// # Safety
    /// `ptr` came from this resource's `allocate` with the same `bytes` and `flags`, is given
    /// back once, and nothing uses it any more.
    unsafe fn deallocate(
        &self,
        ptr: NonNull<u8>,
        device_ptr: CUdeviceptr,
        bytes: usize,
        flags: PinnedFlags,
    );
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

impl HostResource for DirectHostResource {
    fn device(&self) -> &Device {
        &self.device
    }

    fn allocate(&self, bytes: usize, flags: PinnedFlags) -> Result<(NonNull<u8>, CUdeviceptr)> {
        pin(&self.device, bytes, flags)
    }

    unsafe fn deallocate(&self, ptr: NonNull<u8>, _: CUdeviceptr, _: usize, _: PinnedFlags) {
        let host = ptr.as_ptr().cast::<std::ffi::c_void>();
        // SAFETY: forwarded: memory of cuMemHostAlloc that nothing uses any more.
        release(&self.device, "pinned", host as u64, || unsafe {
            call!(cuMemFreeHost(host))
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

    fn forget(&self, _: usize) {}
}

impl<T: Pod> PinnedBuffer<T> {
    /// A pinned buffer of `len` elements from `resource`, given back to it when dropped. Its
    /// contents are whatever the resource's block held (initialised: see [`HostResource`]).
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
        let block = Block {
            ptr,
            device_ptr,
            bytes,
            flags,
        };
        // SAFETY: `bytes` of pinned memory of the resource's device, page-aligned (so
        // aligned for T), every byte initialised, and owned by this buffer alone until it goes
        // back to the resource.
        Ok(unsafe { PinnedBuffer::from_block(&device, block, len, Arc::new(Home(resource))) })
    }
}
