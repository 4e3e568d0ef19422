//! Memory pools for stream-ordered allocation (`cuMemAllocAsync`, `cuMemPoolCreate`).
//!
//! # The release threshold
//!
//! A pool hands memory back to the system at each synchronisation until it holds no more than
//! its release threshold. The driver's default threshold is 0, so a loop that allocates, frees
//! and synchronises pays for mapping fresh memory every time (80 to 170 µs a round on an H100,
//! against a few µs when the memory stays in the pool). The first time cudyn allocates from a
//! device's current pool, it raises a threshold of 0 to a quarter of the device's memory:
//! ordinary working sets stay in the pool, and most of the device stays available to other
//! processes. A threshold someone else already set is left alone. [`MemPool::trim`] hands
//! memory back on demand; [`MemPool::set_release_threshold`] chooses another policy.

use std::ffi::c_void;

use crate::sys::{
    CUmemAccess_flags, CUmemAccessDesc, CUmemAllocationHandleType, CUmemAllocationType,
    CUmemLocation, CUmemLocationType, CUmemPool_attribute, CUmemPoolProps, CUmemoryPool,
};

use crate::driver::call;
use crate::driver::device::Device;
use crate::driver::error::{Error, Result};
use crate::driver::release::leaked_with_context;

/// A memory pool of one device: its default pool, or one created for the caller.
///
/// `Send` and `Sync`: pools are driver handles usable from any thread.
///
/// ```
/// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
/// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
/// use cudyn::{Device, DeviceBuffer, MemPool, Stream};
///
/// let device = Device::get(0)?;
/// let pool = MemPool::new(&device)?;
/// let stream = Stream::new(&device)?;
/// // Allocated and freed in the stream's order, from the pool's memory.
/// let buffer = DeviceBuffer::<u32>::alloc_from_pool(&pool, &stream, 1 << 20)?;
/// assert!(pool.usage()?.used >= 4 << 20);
/// drop(buffer);
/// stream.synchronize()?;
/// assert_eq!(pool.usage()?.used, 0);
/// # Ok::<(), cudyn::Error>(())
/// ```
pub struct MemPool {
    raw: CUmemoryPool,
    device: Device,
    origin: Origin,
}

/// Where a pool handle came from, which says what it may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Origin {
    /// The driver's (a device's default or current pool): not destroyed here.
    Device,
    /// Made by this crate: destroyed on drop.
    Made,
    /// Imported from another process: destroyed on drop; it allocates nothing (only its
    /// exporter does).
    Imported,
}

// SAFETY: a CUmemoryPool is a driver handle usable from any thread.
unsafe impl Send for MemPool {}
// SAFETY: as above; the driver serialises attribute changes.
unsafe impl Sync for MemPool {}

/// How much memory a pool holds and how much of it is in use, now and at most since the last
/// [`MemPool::reset_high_water`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PoolUsage {
    /// Bytes the pool holds from the system.
    pub reserved: u64,
    /// The most it has held.
    pub reserved_high: u64,
    /// Bytes allocated from it and not yet freed.
    pub used: u64,
    /// The most that was.
    pub used_high: u64,
}

impl MemPool {
    /// The device's default pool (`cuDeviceGetDefaultMemPool`); dropping it destroys nothing.
    pub fn default_for(device: &Device) -> Result<MemPool> {
        let mut raw: CUmemoryPool = std::ptr::null_mut();
        // SAFETY: writes one handle through a pointer to a live local.
        unsafe { call!(cuDeviceGetDefaultMemPool(&mut raw, device.raw())) }?;
        Ok(MemPool {
            raw,
            device: device.clone(),
            origin: Origin::Device,
        })
    }

    /// The pool `cuMemAllocAsync` currently takes memory from on this device.
    pub fn current_for(device: &Device) -> Result<MemPool> {
        let mut raw: CUmemoryPool = std::ptr::null_mut();
        // SAFETY: writes one handle through a pointer to a live local.
        unsafe { call!(cuDeviceGetMemPool(&mut raw, device.raw())) }?;
        Ok(MemPool {
            raw,
            device: device.clone(),
            origin: Origin::Device,
        })
    }

    /// A new pool of device memory (`cuMemPoolCreate`), destroyed when dropped (the driver
    /// defers that until every allocation from it is freed).
    pub fn new(device: &Device) -> Result<MemPool> {
        Self::create(device, CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_NONE)
    }

    /// A new pool whose memory other processes can map: the pool travels as a POSIX file
    /// descriptor (`MemPool::export_fd`), each allocation as a [`PoolPointer`](crate::PoolPointer).
    pub fn new_exportable(device: &Device) -> Result<MemPool> {
        let pool = Self::create(
            device,
            CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR,
        )?;
        pool.export_once()?;
        Ok(pool)
    }

    /// Exports the pool's handle once and closes it: the driver exports none of the pool's
    /// pointers (`cuMemPoolExportPointer` says `CUDA_ERROR_INVALID_VALUE`) until its handle has
    /// been exported (an H100, driver 580), and a program may well export a pointer before it
    /// sends the pool's descriptor, or send the descriptor once and pointers later.
    fn export_once(&self) -> Result<()> {
        let mut fd: i32 = -1;
        // SAFETY: writes one int, a new descriptor, through a pointer to a live local.
        unsafe {
            call!(cuMemPoolExportToShareableHandle(
                (&raw mut fd).cast(),
                self.raw,
                CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR,
                0
            ))
        }?;
        #[cfg(unix)]
        // SAFETY: the driver handed this process the descriptor, which nothing else owns.
        drop(unsafe { <std::os::fd::OwnedFd as std::os::fd::FromRawFd>::from_raw_fd(fd) });
        Ok(())
    }

    fn create(device: &Device, handles: CUmemAllocationHandleType) -> Result<MemPool> {
        device.bind()?;
        let props = CUmemPoolProps {
            allocType: CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED,
            handleTypes: handles,
            location: device_location(device),
            ..Default::default()
        };
        let mut raw: CUmemoryPool = std::ptr::null_mut();
        // SAFETY: props is a fully initialised local; writes one handle to a local.
        unsafe { call!(cuMemPoolCreate(&mut raw, &props)) }?;
        Ok(MemPool {
            raw,
            device: device.clone(),
            origin: Origin::Made,
        })
    }

    /// A pool imported from another process, owned here (destroyed on drop).
    pub(crate) fn imported(raw: CUmemoryPool, device: &Device) -> MemPool {
        MemPool {
            raw,
            device: device.clone(),
            origin: Origin::Imported,
        }
    }

    /// `Ok` if the pool can allocate: [`Error::ImportedPool`] for one imported from another
    /// process, refused before the driver (which refuses it too; the fake would not).
    pub(crate) fn allocates(&self) -> Result<()> {
        match self.origin {
            Origin::Imported => Err(Error::ImportedPool),
            Origin::Device | Origin::Made => Ok(()),
        }
    }

    /// The driver's handle.
    pub fn raw(&self) -> CUmemoryPool {
        self.raw
    }

    /// The device the pool's memory is on.
    pub fn device(&self) -> &Device {
        &self.device
    }

    fn get(&self, attribute: CUmemPool_attribute) -> Result<u64> {
        self.device.alive()?;
        let mut value = 0u64;
        // SAFETY: every attribute read here is a cuuint64_t, written through a pointer to a
        // live local.
        unsafe {
            call!(cuMemPoolGetAttribute(
                self.raw,
                attribute,
                (&raw mut value).cast::<c_void>()
            ))
        }?;
        Ok(value)
    }

    fn set(&self, attribute: CUmemPool_attribute, mut value: u64) -> Result<()> {
        self.device.alive()?;
        // SAFETY: every attribute written here is a cuuint64_t, read from a live local.
        unsafe {
            call!(cuMemPoolSetAttribute(
                self.raw,
                attribute,
                (&raw mut value).cast::<c_void>()
            ))
        }
    }

    /// Bytes the pool keeps at a synchronisation rather than handing them back.
    pub fn release_threshold(&self) -> Result<u64> {
        self.get(CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD)
    }

    /// Sets the release threshold (`u64::MAX`: keep everything until trimmed).
    pub fn set_release_threshold(&self, bytes: u64) -> Result<()> {
        self.set(
            CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD,
            bytes,
        )
    }

    /// Hands memory back to the system until the pool holds at most `keep` bytes; memory in
    /// use stays.
    ///
    /// So may memory already freed: the driver releases only what it knows to be free, and
    /// memory freed in a stream's order (`cuMemFreeAsync`: a stream-ordered buffer dropped, a
    /// [`PoolResource`](crate::PoolResource)'s memory given back) can count as in use until a
    /// synchronisation has seen that free complete (`cuMemPoolTrimTo`'s notes; on an H200,
    /// driver 580, a trim 50 ms after such a free, on an idle device, still kept the memory).
    /// To empty a pool, synchronise the streams that freed into it first: a dropped buffer's
    /// is the stream it was allocated in, and memory a `PoolResource` gave back without a
    /// stream was freed on the legacy stream ([`Stream::legacy`](crate::Stream::legacy)).
    /// Neither a drop nor this waits for the device itself: that would hold the calling thread
    /// until all the work queued before it, on every stream, had run.
    pub fn trim(&self, keep: usize) -> Result<()> {
        self.device.alive()?;
        // SAFETY: a live pool.
        unsafe { call!(cuMemPoolTrimTo(self.raw, keep)) }
    }

    /// Current and high-water reserved and used bytes.
    pub fn usage(&self) -> Result<PoolUsage> {
        use CUmemPool_attribute as A;
        Ok(PoolUsage {
            reserved: self.get(A::CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT)?,
            reserved_high: self.get(A::CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH)?,
            used: self.get(A::CU_MEMPOOL_ATTR_USED_MEM_CURRENT)?,
            used_high: self.get(A::CU_MEMPOOL_ATTR_USED_MEM_HIGH)?,
        })
    }

    /// Restarts the high-water marks from the current figures.
    pub fn reset_high_water(&self) -> Result<()> {
        use CUmemPool_attribute as A;
        self.set(A::CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH, 0)?;
        self.set(A::CU_MEMPOOL_ATTR_USED_MEM_HIGH, 0)
    }

    /// Gives `peer` access to the pool's memory, allocated now and later
    /// (`cuMemPoolSetAccess`), for its kernels and copies: how another device reads a pool's
    /// memory in place, and how a process reaches memory it imported
    /// ([`MemPool::import_fd`]), which only the pool's own device may touch at first. The
    /// devices must be able to access each other's memory ([`Device::can_access_peer`]),
    /// else the driver's error.
    pub fn grant_access(&self, peer: &Device) -> Result<()> {
        if peer == &self.device {
            return Ok(());
        }
        self.device.alive()?;
        let description = CUmemAccessDesc {
            location: device_location(peer),
            flags: CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_READWRITE,
        };
        // SAFETY: a live pool; one description, a live local.
        unsafe { call!(cuMemPoolSetAccess(self.raw, &description, 1)) }
    }

    /// Whether `device`'s kernels and copies may read and write the pool's memory
    /// (`cuMemPoolGetAccess`): always for the pool's own device, for another once granted.
    pub fn is_accessible_from(&self, device: &Device) -> Result<bool> {
        self.device.alive()?;
        let mut flags = CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_NONE;
        let mut location = device_location(device);
        // SAFETY: a live pool; writes one flag value to a local, reads the live location.
        unsafe { call!(cuMemPoolGetAccess(&mut flags, self.raw, &mut location)) }?;
        Ok(flags == CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_READWRITE)
    }

    /// Raises a release threshold of 0 (the driver's default) to a quarter of the device's
    /// memory; see the module documentation.
    pub(crate) fn apply_default_threshold(&self) -> Result<()> {
        if self.release_threshold()? == 0 {
            self.set_release_threshold(self.device.total_memory()? as u64 / 4)?;
        }
        Ok(())
    }
}

/// Where `device`'s memory is, as the driver's pool calls name it.
fn device_location(device: &Device) -> CUmemLocation {
    crate::sys::mem_location(CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE, device.raw())
}

/// Before the first stream-ordered allocation through a device handle: gives the current pool
/// cudyn's default release threshold if it has none (see [`MemPool`]).
#[inline]
pub(crate) fn prepare_pool(device: &Device) -> Result<()> {
    match device.pool_ready().get() {
        Some(()) => Ok(()),
        None => prepare_pool_once(device),
    }
}

#[cold]
fn prepare_pool_once(device: &Device) -> Result<()> {
    device.alive()?;
    MemPool::current_for(device)?.apply_default_threshold()?;
    let _ = device.pool_ready().set(());
    Ok(())
}

impl Drop for MemPool {
    fn drop(&mut self) {
        if self.origin == Origin::Device {
            return;
        }
        let raw = self.raw;
        if leaked_with_context(&self.device, "pool", raw as u64) {
            return;
        }
        // SAFETY: a pool we created, destroyed once; the driver defers the release until every
        // allocation from it is freed.
        if let Err(error) = unsafe { (|| call!(cuMemPoolDestroy(raw)))() } {
            tracing::warn!(%error, "destroying a memory pool failed");
        }
    }
}

impl std::fmt::Debug for MemPool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MemPool")
            .field("raw", &self.raw)
            .field("origin", &self.origin)
            .finish()
    }
}
