//! Page-locked host memory (`cuMemHostAlloc`, the driver's `cudaHostAlloc`).

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Deref, DerefMut};
use std::ptr::NonNull;
use std::sync::Arc;

use crate::sys::CUdeviceptr;
use bytemuck::Pod;

use super::buffer::{buffer_methods, bytes_for};
use super::page_lock;
use super::view::{Span, StorageId};
use crate::driver::call;
use crate::driver::device::Device;
use crate::driver::error::{Error, Result};
use crate::driver::memory_kind::MemoryKind;
use crate::driver::pointer::Allocation;
use crate::driver::release::release;

/// Flags of a pinned allocation, as `cudaHostAlloc` takes them; combine them with `|`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct PinnedFlags(u32);

impl PinnedFlags {
    /// Page-locked for this device's context only: the default.
    pub const DEFAULT: PinnedFlags = PinnedFlags(0);
    /// Page-locked for every context, not only the allocating one.
    pub const PORTABLE: PinnedFlags = PinnedFlags(crate::sys::CU_MEMHOSTALLOC_PORTABLE);
    /// Mapped into the device's address space, so kernels can read and write it directly.
    pub const DEVICEMAP: PinnedFlags = PinnedFlags(crate::sys::CU_MEMHOSTALLOC_DEVICEMAP);
    /// Write-combined: faster for the device to read across PCIe, very slow for the host to
    /// read. For buffers the host only writes.
    pub const WRITECOMBINED: PinnedFlags = PinnedFlags(crate::sys::CU_MEMHOSTALLOC_WRITECOMBINED);

    const ALL: u32 = Self::PORTABLE.0 | Self::DEVICEMAP.0 | Self::WRITECOMBINED.0;

    /// No flags.
    pub const fn empty() -> PinnedFlags {
        PinnedFlags(0)
    }

    /// The flags from their bits, or `None` if any bit is not a known flag.
    pub const fn from_bits(bits: u32) -> Option<PinnedFlags> {
        if bits & !Self::ALL == 0 {
            Some(PinnedFlags(bits))
        } else {
            None
        }
    }

    /// The bits, as `cuMemHostAlloc` takes them.
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// Whether every flag in `other` is set here.
    pub const fn contains(self, other: PinnedFlags) -> bool {
        self.0 & other.0 == other.0
    }

    /// Whether no flag is set.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl BitOr for PinnedFlags {
    type Output = PinnedFlags;
    fn bitor(self, rhs: PinnedFlags) -> PinnedFlags {
        PinnedFlags(self.0 | rhs.0)
    }
}

impl BitOrAssign for PinnedFlags {
    fn bitor_assign(&mut self, rhs: PinnedFlags) {
        self.0 |= rhs.0;
    }
}

impl BitAnd for PinnedFlags {
    type Output = PinnedFlags;
    fn bitand(self, rhs: PinnedFlags) -> PinnedFlags {
        PinnedFlags(self.0 & rhs.0)
    }
}

impl BitAndAssign for PinnedFlags {
    fn bitand_assign(&mut self, rhs: PinnedFlags) {
        self.0 &= rhs.0;
    }
}

impl fmt::Debug for PinnedFlags {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = [
            (Self::PORTABLE, "PORTABLE"),
            (Self::DEVICEMAP, "DEVICEMAP"),
            (Self::WRITECOMBINED, "WRITECOMBINED"),
        ];
        let set: Vec<_> = names
            .iter()
            .filter(|(flag, _)| self.contains(*flag))
            .map(|(_, n)| *n)
            .collect();
        if set.is_empty() {
            write!(f, "PinnedFlags(DEFAULT)")
        } else {
            write!(f, "PinnedFlags({})", set.join(" | "))
        }
    }
}

/// `len` elements of `T` in page-locked host memory, freed on drop.
///
/// The host reads and writes it as a slice (`Deref<Target = [T]>`); the device copies to and
/// from it at full bus speed, and with [`PinnedFlags::DEVICEMAP`] kernels can use it in place
/// through [`device_ptr`](Self::device_ptr). Always initialised: there is no constructor that
/// leaves host memory unwritten.
///
/// ```
/// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
/// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
/// use cudyn::{Device, DeviceBuffer, PinnedBuffer, PinnedFlags};
///
/// let device = Device::get(0)?;
/// let mut host = PinnedBuffer::<f32>::zeroed(&device, 1024, PinnedFlags::DEFAULT)?;
/// host[..3].copy_from_slice(&[1.0, 2.0, 3.0]); // a slice to the host
/// let on_device = DeviceBuffer::from_slice(&device, &host)?;
/// let mut back = PinnedBuffer::<f32>::zeroed(&device, 1024, PinnedFlags::DEFAULT)?;
/// cudyn::copy(&on_device, &mut back)?;
/// assert_eq!(back[..4], [1.0, 2.0, 3.0, 0.0]);
/// # Ok::<(), cudyn::Error>(())
/// ```
pub struct PinnedBuffer<T> {
    ptr: NonNull<T>,
    len: usize,
    /// The address devices use; the host address unless mapped elsewhere. 0 when empty.
    device_ptr: CUdeviceptr,
    flags: PinnedFlags,
    device: Device,
    storage: StorageId,
    /// Where the memory goes back on drop: a pool that keeps it, or (`None`) the driver.
    home: Option<Arc<dyn Recycle>>,
}

/// `bytes` of new pinned memory with `flags` in `device`'s context, zeroed: its host and device
/// addresses. Freed again if mapping it fails. No bytes, or more than an allocation can hold
/// (past `isize::MAX`), are refused before the driver: a host resource hands any request here.
pub(crate) fn pin(
    device: &Device,
    bytes: usize,
    flags: PinnedFlags,
) -> Result<(NonNull<u8>, CUdeviceptr)> {
    if bytes == 0 {
        return Err(Error::ZeroLength {
            what: "pinned allocation",
        });
    }
    bytes_for::<u8>(bytes)?;
    // Large blocks on huge pages, faulted in by several threads (see `page_lock`): zero
    // already, as every new anonymous page is.
    device.bind()?;
    // Write-combined memory only comes from the driver.
    let register = page_lock::Register {
        portable: flags.contains(PinnedFlags::PORTABLE),
        mapped: flags.contains(PinnedFlags::DEVICEMAP),
    };
    let locked = match flags.contains(PinnedFlags::WRITECOMBINED) {
        true => None,
        false => page_lock::lock(bytes, register),
    };
    let ptr = match locked {
        Some(locked) => locked.ptr,
        None => {
            let mut raw: *mut std::ffi::c_void = std::ptr::null_mut();
            // SAFETY: writes one pointer through a pointer to a live local; the context is
            // current.
            unsafe { call!(cuMemHostAlloc(&mut raw, bytes, flags.bits())) }?;
            NonNull::new(raw.cast::<u8>()).expect("the driver returned a null block")
        }
    };
    let raw = ptr.as_ptr().cast::<std::ffi::c_void>();
    let mut device_ptr = raw as CUdeviceptr;
    if flags.contains(PinnedFlags::DEVICEMAP) {
        // SAFETY: a live mapped pinned allocation; writes one address to a local.
        let mapped = unsafe { call!(cuMemHostGetDevicePointer_v2(&mut device_ptr, raw, 0)) };
        if let Err(error) = mapped {
            // SAFETY: just locked above, given back once; nothing else has it.
            release(device, "pinned", raw as u64, || unsafe {
                page_lock::unlock(raw)
            });
            return Err(error);
        }
    }
    if locked.is_none() {
        // SAFETY: `bytes` just allocated, owned here: zeroed, so every byte is initialised.
        unsafe { std::ptr::write_bytes(ptr.as_ptr(), 0, bytes) };
    }
    Ok((ptr, device_ptr))
}

/// A block of pinned memory going back to where it came from, instead of to the driver.
pub(crate) struct Block {
    /// Host address.
    pub(crate) ptr: NonNull<u8>,
    /// The address devices use.
    pub(crate) device_ptr: CUdeviceptr,
    /// The bytes its buffer used (the pool knows the block's whole size from them).
    pub(crate) bytes: usize,
    pub(crate) flags: PinnedFlags,
}

// SAFETY: page-locked memory, usable and freeable from any thread; the block owns it alone.
unsafe impl Send for Block {}

/// What takes pinned blocks back when their buffer drops (the caching pool, `PinnedPool`):
/// declared here so that this file names no pool.
pub(crate) trait Recycle: Send + Sync {
    /// Takes `block` back. Every byte of it is initialised (a pool zeroes a block when it is
    /// first made, and only `Pod` values are written to it afterwards).
    fn recycle(&self, block: Block);

    /// Forgets `block`, given up to raw code for good: it never comes back.
    fn forget(&self, block: Block);

    /// Whether `ptr` lies in a larger block this home carved it from (a pool's reserve): such
    /// memory is not a page-locked block of its own.
    fn carved(&self, _ptr: NonNull<u8>) -> bool {
        false
    }
}

// SAFETY: the buffer owns its memory as a Box<[T]> would; the driver lets any thread free it.
unsafe impl<T: Send> Send for PinnedBuffer<T> {}
// SAFETY: shared access only reads (Deref to [T]), as for Box<[T]>.
unsafe impl<T: Sync> Sync for PinnedBuffer<T> {}

impl<T: Pod> PinnedBuffer<T> {
    /// A pinned buffer of zeroes, page-locked in `device`'s context.
    pub fn zeroed(device: &Device, len: usize, flags: PinnedFlags) -> Result<Self> {
        let bytes = bytes_for::<T>(len)?;
        if bytes == 0 {
            return Ok(PinnedBuffer {
                ptr: NonNull::dangling(),
                len,
                device_ptr: 0,
                flags,
                device: device.clone(),
                storage: StorageId::next(),
                home: None,
            });
        }
        let (ptr, device_ptr) = pin(device, bytes, flags)?;
        tracing::debug!(kind = "pinned", bytes, flags = ?flags, "allocated");
        Ok(PinnedBuffer {
            ptr: ptr.cast(),
            len,
            device_ptr,
            flags,
            device: device.clone(),
            storage: StorageId::next(),
            home: None,
        })
    }

    /// A pinned buffer holding a copy of `src`.
    pub fn from_slice(device: &Device, src: &[T], flags: PinnedFlags) -> Result<Self> {
        let mut buffer = Self::zeroed(device, src.len(), flags)?;
        buffer.as_mut_slice().copy_from_slice(src);
        Ok(buffer)
    }

    /// Takes ownership of `len` elements of page-locked memory someone else allocated with
    /// `cuMemHostAlloc` (or `cudaHostAlloc`) with `flags`: freed with `cuMemFreeHost` on drop.
    /// The driver is asked first, as [`DeviceBuffer::from_raw_parts`](crate::DeviceBuffer)
    /// asks: unknown or pageable addresses, other kinds, inner addresses and short
    /// allocations are typed errors. No elements at a null or dangling address
    /// (`NonNull::dangling()`, what [`into_raw_parts`](Self::into_raw_parts) gives for an
    /// empty buffer) are an empty buffer: no memory, and no driver call.
    ///
    /// # Safety
    /// The memory was allocated by `cuMemHostAlloc` with `flags` (not registered with
    /// `cuMemHostRegister`, which the driver does not tell apart), its `len` elements are
    /// initialised, and nobody else frees or uses it once this returns `Ok`.
    pub unsafe fn from_raw_parts(
        device: &Device,
        ptr: *mut T,
        len: usize,
        flags: PinnedFlags,
    ) -> Result<Self> {
        let bytes = bytes_for::<T>(len)?;
        // A dangling address is where empty buffers (and slices) point; the first page is
        // never mapped, so it names no allocation.
        if bytes == 0 && ptr == NonNull::dangling().as_ptr() {
            return Self::zeroed(device, 0, flags);
        }
        let Some(host) = NonNull::new(ptr) else {
            // Null is an empty allocation only.
            return match bytes {
                0 => Self::zeroed(device, 0, flags),
                _ => Err(Error::UnknownPointer { addr: 0 }),
            };
        };
        // Part of a pool's reserve that was given up: the reserve stays page-locked for good,
        // and no buffer frees any of it (the driver sees one allocation starting at the
        // reserve's first byte, and would let a buffer of its first piece free it all).
        if let Some(start) = page_lock::kept_for_good(ptr as usize) {
            return Err(Error::NotAnAllocation {
                addr: ptr as u64,
                expected: "pinned (cuMemHostAlloc, not a pool's reserve)",
                found: MemoryKind::Pinned,
                start: start as u64,
            });
        }
        Allocation::owned::<T>(
            device,
            ptr as u64,
            bytes,
            MemoryKind::Pinned,
            "pinned (cuMemHostAlloc)",
        )?;
        let mut device_ptr = ptr as CUdeviceptr;
        device.bind()?;
        if flags.contains(PinnedFlags::DEVICEMAP) {
            // SAFETY: a live mapped pinned allocation (checked above); writes one address.
            unsafe { call!(cuMemHostGetDevicePointer_v2(&mut device_ptr, ptr.cast(), 0)) }?;
        }
        Ok(PinnedBuffer {
            ptr: host,
            len,
            device_ptr,
            flags,
            device: device.clone(),
            storage: StorageId::next(),
            home: None,
        })
    }

    /// Gives the memory up without freeing it: its host address and length, for
    /// `cuMemFreeHost` or [`from_raw_parts`](Self::from_raw_parts). An empty buffer, which
    /// has no memory, gives a dangling address (as an empty `Vec` does), which
    /// `from_raw_parts` takes back as empty.
    ///
    /// Memory from a [`PinnedPool`](crate::PinnedPool) leaves the pool for good, and memory
    /// from a [resource](Self::from_resource) leaves the resource, which is told
    /// ([`HostResource::forget`](crate::HostResource::forget)).
    ///
    /// Memory that [`on_huge_pages`](Self::on_huge_pages) says cudyn locked in place is not
    /// the driver's allocation: `cuMemFreeHost` refuses it. Give it back through
    /// [`from_raw_parts`](Self::from_raw_parts) (which knows it and frees it as it was
    /// made: `cuMemHostUnregister`, then `munmap`). A piece of a pool's reserve
    /// ([`PinnedPool::reserve`](crate::PinnedPool::reserve)) is part of a larger page-locked
    /// block: given up, it is the caller's for the life of the process, and the whole
    /// reserve stays page-locked (the pool no longer gives it back); nothing frees it, and
    /// `from_raw_parts` refuses it. Any other buffer's memory is `cuMemHostAlloc`'s, for
    /// `cuMemFreeHost`.
    pub fn into_raw_parts(self) -> (*mut T, usize) {
        let this = std::mem::ManuallyDrop::new(self);
        // SAFETY: read once each from a value never dropped: the device handle and the home
        // are released once.
        let (device, home) = unsafe { (std::ptr::read(&this.device), std::ptr::read(&this.home)) };
        if let Some(home) = home {
            home.forget(Block {
                ptr: this.ptr.cast(),
                device_ptr: this.device_ptr,
                bytes: this.len * size_of::<T>(),
                flags: this.flags,
            });
        }
        drop(device);
        (this.ptr.as_ptr(), this.len)
    }

    /// A buffer of `len` elements over `block`, going back to `home` when dropped.
    ///
    /// # Safety
    /// `block` is pinned memory of `device`'s context, owned by nothing else, holding at least
    /// `len` elements of `T`, aligned for `T`, with every byte initialised.
    pub(crate) unsafe fn from_block(
        device: &Device,
        block: Block,
        len: usize,
        home: Arc<dyn Recycle>,
    ) -> Self {
        PinnedBuffer {
            ptr: block.ptr.cast(),
            len,
            device_ptr: block.device_ptr,
            flags: block.flags,
            device: device.clone(),
            storage: StorageId::next(),
            home: Some(home),
        }
    }

    fn span(&self) -> Span<'_> {
        Span {
            addr: self.device_ptr,
            host: self.ptr.as_ptr().cast(),
            bytes: self.size_bytes(),
            kind: MemoryKind::Pinned,
            context: self.device.retained_context(),
            storage: Some(self.storage),
            rows: None,
        }
    }

    buffer_methods!();

    /// The flags it was allocated with.
    pub fn flags(&self) -> PinnedFlags {
        self.flags
    }

    /// Whether its memory is a block of its own, of ordinary memory on huge pages that cudyn
    /// page-locked in place (`cuMemHostRegister`), as it does from 1 MiB where the system
    /// offers transparent huge pages, rather than the driver's `cuMemHostAlloc`. A piece of a
    /// pool's reserve is neither (see [`into_raw_parts`](Self::into_raw_parts)). Copies and
    /// mapping treat every kind alike; only raw code freeing the memory must tell them apart.
    pub fn on_huge_pages(&self) -> bool {
        let carved = self
            .home
            .as_ref()
            .is_some_and(|home| home.carved(self.ptr.cast()));
        !carved && page_lock::is_locked_here(self.ptr.as_ptr().cast())
    }

    /// The device whose context it was allocated in.
    pub fn device(&self) -> &Device {
        &self.device
    }

    /// The contents.
    pub fn as_slice(&self) -> &[T] {
        // SAFETY: `len` initialised elements owned by self; dangling only when empty.
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }

    /// The contents, mutably.
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        // SAFETY: as above, exclusively borrowed.
        unsafe { std::slice::from_raw_parts_mut(self.ptr.as_ptr(), self.len) }
    }
}

impl<T: Pod> Deref for PinnedBuffer<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        self.as_slice()
    }
}

impl<T: Pod> DerefMut for PinnedBuffer<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        self.as_mut_slice()
    }
}

impl<T> Drop for PinnedBuffer<T> {
    fn drop(&mut self) {
        if let Some(home) = self.home.take() {
            home.recycle(Block {
                ptr: self.ptr.cast(),
                device_ptr: self.device_ptr,
                bytes: self.len * size_of::<T>(),
                flags: self.flags,
            });
            return;
        }
        if self.device_ptr == 0 {
            return;
        }
        let host = self.ptr.as_ptr().cast::<std::ffi::c_void>();
        // SAFETY: host was page-locked by this crate (or taken from raw parts as such) and is
        // given back once; no borrow outlives self.
        release(&self.device, "pinned", host as u64, || unsafe {
            page_lock::unlock(host)
        });
    }
}

impl<T> fmt::Debug for PinnedBuffer<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PinnedBuffer")
            .field("ptr", &self.ptr)
            .field("len", &self.len)
            .field("flags", &self.flags)
            .finish()
    }
}
