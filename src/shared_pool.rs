//! Sharing pool memory with other processes: a pool made for export
//! ([`MemPool::new_exportable`]) travels as a POSIX file descriptor, each of its allocations
//! as 64 plain bytes ([`PoolPointer`]); the other process imports the pool, then the pointers,
//! and uses them as device memory ([`PoolImport`]). The descriptor crosses a Unix socket with
//! [`send_fd`] (or [`send_fd_to_same_user`]) and [`recv_fd`] (`SCM_RIGHTS`).
//!
//! Unlike `cuIpcGetMemHandle` (see [`IpcBuffer`](crate::IpcBuffer)), this shares memory from
//! stream-ordered pools. The exporting process must keep each allocation alive until every
//! importer has freed its view of it (the driver leaves the rest undefined), which is why
//! opening is `unsafe`.
//!
//! A top layer, beside `ipc`: it imports from `work`, `memory` and `driver`.

mod fd_passing;

use std::marker::PhantomData;
use std::os::fd::{AsRawFd, BorrowedFd, FromRawFd, OwnedFd};

use bytemuck::Pod;

use crate::driver::call;
use crate::driver::device::Device;
use crate::driver::error::{Error, Result};
use crate::driver::release::{release, unsettled};
use crate::memory::buffer::{buffer_methods, bytes_for};
use crate::memory::device_buffer::DeviceBuffer;
use crate::memory::pool::MemPool;
use crate::memory::view::{Span, StorageId};
use crate::sys::{CUdeviceptr, CUmemAllocationHandleType, CUmemPoolPtrExportData, CUmemoryPool};
use crate::work::copy::buffer_copies;
use crate::work::kernel::{KernelArg, memory_args};

pub use fd_passing::{peer_is_same_user, recv_fd, send_fd, send_fd_to_same_user};

impl MemPool {
    /// A file descriptor naming this pool to another process
    /// (`cuMemPoolExportToShareableHandle`); the pool must have been made with
    /// [`MemPool::new_exportable`], else the driver's `CUDA_ERROR_INVALID_VALUE`.
    ///
    /// Whoever holds the descriptor (and a pointer's 64 bytes) can map the pool's memory: send
    /// it with [`send_fd_to_same_user`], or see [`peer_is_same_user`] on choosing the peer.
    pub fn export_fd(&self) -> Result<OwnedFd> {
        let mut fd: i32 = -1;
        // SAFETY: writes one int, the descriptor, through a pointer to a live local.
        unsafe {
            call!(cuMemPoolExportToShareableHandle(
                (&raw mut fd).cast(),
                self.raw(),
                CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR,
                0
            ))
        }?;
        // SAFETY: the driver handed this process a new descriptor, owned by no one else.
        Ok(unsafe { OwnedFd::from_raw_fd(fd) })
    }

    /// The pool another process exported as `fd` (`cuMemPoolImportFromShareableHandle`);
    /// destroyed (in this process) when dropped. Its memory stays on the device the other
    /// process made it on: `device` names that device as this process numbers it, and is
    /// checked: an imported pool is reachable at first from that device only, and
    /// [`Error::WrongDevice`] (with the pool's device, or `usize::MAX` where this process does
    /// not see it) says that another was named. Another device of this process reaches the
    /// memory once granted ([`MemPool::grant_access`]). An imported pool allocates nothing
    /// (allocating from it is [`Error::ImportedPool`]): its memory is the exporter's, opened
    /// with [`PoolImport::open`].
    pub fn import_fd(device: &Device, fd: BorrowedFd<'_>) -> Result<MemPool> {
        device.bind()?;
        let mut raw: CUmemoryPool = std::ptr::null_mut();
        // SAFETY: a live descriptor, passed by value as the driver takes POSIX handles; writes
        // one handle to a local.
        unsafe {
            call!(cuMemPoolImportFromShareableHandle(
                &mut raw,
                fd.as_raw_fd() as isize as *mut std::ffi::c_void,
                CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR,
                0
            ))
        }?;
        let pool = MemPool::imported(raw, device);
        if pool.is_accessible_from(device)? {
            return Ok(pool);
        }
        // Named for the wrong device: the one that reaches it is the pool's. (One this process
        // does not see leaves nothing to name; the device asked for is refused all the same.)
        let found = (0..Device::count()?)
            .filter_map(|ordinal| Device::get(ordinal).ok())
            .find(|other| pool.is_accessible_from(other).unwrap_or(false))
            .map_or(usize::MAX, |other| other.ordinal());
        Err(Error::WrongDevice {
            what: "the imported pool",
            expected: device.ordinal(),
            found,
        })
    }
}

/// One allocation of an exportable pool, as another process imports it: 64 plain bytes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct PoolPointer([u8; 64]);

impl PoolPointer {
    /// The pointer from the bytes another process sent.
    pub const fn from_bytes(bytes: [u8; 64]) -> Self {
        Self(bytes)
    }

    /// The bytes to send.
    pub const fn to_bytes(self) -> [u8; 64] {
        self.0
    }
}

impl std::fmt::Debug for PoolPointer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PoolPointer(")?;
        self.0.iter().try_for_each(|b| write!(f, "{b:02x}"))?;
        write!(f, ")")
    }
}

impl<T: Pod> DeviceBuffer<T> {
    /// This allocation as another process imports it (`cuMemPoolExportPointer`). Only memory
    /// from a pool made with [`MemPool::new_exportable`] can be:
    /// [`Error::NotExportable`] for other buffers, the driver's error for other pools.
    pub fn export_pointer(&self) -> Result<PoolPointer> {
        if self.stream_handle().is_none() || self.is_empty() {
            return Err(Error::NotExportable {
                what: "memory not from an exportable pool (MemPool::new_exportable)",
            });
        }
        let mut data = CUmemPoolPtrExportData { reserved: [0; 64] };
        // SAFETY: writes 64 bytes to a live local; the pointer is a live pool allocation.
        unsafe { call!(cuMemPoolExportPointer(&mut data, self.device_ptr())) }?;
        Ok(PoolPointer(data.reserved))
    }
}

/// `len` elements of another process's pool memory, imported into this one
/// (`cuMemPoolImportPointer`) and freed here when dropped. Device memory like any other:
/// views, copies, scopes, kernels.
pub struct PoolImport<T> {
    ptr: CUdeviceptr,
    len: usize,
    device: Device,
    storage: StorageId,
    _marker: PhantomData<T>,
}

// SAFETY: owns its mapping as a DeviceBuffer owns its memory; the driver lets any thread use
// and free it.
unsafe impl<T: Send> Send for PoolImport<T> {}
// SAFETY: shared access only reads.
unsafe impl<T: Sync> Sync for PoolImport<T> {}

impl<T: Pod> PoolImport<T> {
    /// Imports `pointer`, an allocation of the pool `pool` was imported from, as `len`
    /// elements.
    ///
    /// # Safety
    /// The exporting process keeps the allocation alive until this is dropped, and it holds
    /// at least `len` elements of `T`.
    pub unsafe fn open(pool: &MemPool, pointer: &PoolPointer, len: usize) -> Result<Self> {
        bytes_for::<T>(len)?;
        let device = pool.device();
        device.bind()?;
        let mut data = CUmemPoolPtrExportData {
            reserved: pointer.0,
        };
        let mut ptr: CUdeviceptr = 0;
        // SAFETY: the pool is live; the data is a live local; writes one address.
        unsafe { call!(cuMemPoolImportPointer(&mut ptr, pool.raw(), &mut data)) }?;
        Ok(PoolImport {
            ptr,
            len,
            device: device.clone(),
            storage: StorageId::next(),
            _marker: PhantomData,
        })
    }

    fn span(&self) -> Span<'_> {
        Span::device(self.ptr, self.size_bytes(), &self.device, self.storage)
    }

    buffer_methods!();

    /// The device it is imported on.
    pub fn device(&self) -> &Device {
        &self.device
    }
}

impl<T: Pod> PoolImport<T> {
    buffer_copies!();
}

memory_args!(&'s PoolImport<T>, &'s mut PoolImport<T>);

impl<T> Drop for PoolImport<T> {
    fn drop(&mut self) {
        let ptr = self.ptr;
        // An upload still landing here lands before the memory goes back to its pool; if that
        // cannot be waited for, it is leaked.
        if unsettled("imported pool memory", ptr) {
            return;
        }
        // Freed in stream order, as pool memory is (on the legacy stream of the bound context:
        // nothing is queued that uses it).
        // SAFETY: an imported pointer, freed once in this process; nothing uses it (no borrow
        // outlives self, and scopes wait for their work before their borrows end).
        release(&self.device, "imported pool memory", ptr, || unsafe {
            call!(cuMemFreeAsync(ptr, std::ptr::null_mut()))
        });
    }
}

impl<T> std::fmt::Debug for PoolImport<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PoolImport")
            .field("ptr", &format_args!("{:#x}", self.ptr))
            .field("len", &self.len)
            .finish()
    }
}
