//! A caching pool of pinned host memory: freed blocks are kept and handed out again, so that
//! pinned buffers cost a lock and a list operation instead of `cuMemHostAlloc` (0.7 ms for
//! 4 KiB, 150 ms for 256 MiB on an H100) and `cuMemFreeHost`.
//!
//! # When a block may be reused
//!
//! A block goes back to the pool when its [`PinnedBuffer`] drops, and may be handed out at
//! once. That is sound because no queued work can still use it then: cudyn queues work on
//! memory only inside a scope, which borrows the buffer and waits for every stream it used
//! before the borrow ends, so a buffer can only drop once nothing in flight reads or writes it
//! (the compile-fail tests show the alternatives refused). Memory handed to raw code leaves the
//! pool's care: [`PinnedBuffer::into_raw_parts`] takes a block out of the pool for good.
//!
//! # Size classes
//!
//! A request is rounded up to its class: at least 4 KiB, and above that to a multiple of a
//! quarter of the next power of two, so that less than a third of a block goes unused and a
//! freed block serves every request of its class. Classes are kept per [`PinnedFlags`].

use std::collections::BTreeMap;
use std::ptr::NonNull;
use std::sync::{Arc, Mutex};

use bytemuck::Pod;

use super::buffer::bytes_for;
use super::host_resource::HostResource;
use super::page_lock;
use super::pinned::{Block, PinnedBuffer, PinnedFlags, Recycle, pin};
use crate::driver::device::Device;
use crate::driver::error::{Error, Result};
use crate::driver::release::release;
use crate::sys::CUdeviceptr;

/// The smallest block: a page.
const SMALLEST: usize = 4096;

/// The block size a request of `bytes` gets (0 for 0): see the module documentation.
/// `usize::MAX` past the largest power of two, where the class cannot be counted (and no
/// allocation can be made: the driver refuses it).
fn size_class(bytes: usize) -> usize {
    if bytes == 0 {
        return 0;
    }
    if bytes <= SMALLEST {
        return SMALLEST;
    }
    let Some(power) = bytes.checked_next_power_of_two() else {
        return usize::MAX;
    };
    let step = (power / 4).max(SMALLEST);
    bytes.checked_next_multiple_of(step).unwrap_or(usize::MAX)
}

/// A caching pool of pinned host memory of one device's context; see the module documentation.
/// Cheap to clone (the clones share the pool); the pool lives while any clone, or any buffer
/// from it, does.
#[derive(Clone)]
///
/// ```
/// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
/// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
/// use cudyn::{Device, PinnedFlags, PinnedPool};
///
/// let device = Device::get(0)?;
/// let pool = PinnedPool::new(&device)?;
/// let first = pool.from_slice(&[1u32; 1000], PinnedFlags::DEFAULT)?;
/// let block = first.as_ptr();
/// drop(first); // its block goes back to the pool, not to the driver
/// let second = pool.zeroed::<u32>(1000, PinnedFlags::DEFAULT)?;
/// assert_eq!(second.as_ptr(), block);
/// assert_eq!((pool.stats().misses, pool.stats().hits), (1, 1));
/// # Ok::<(), cudyn::Error>(())
/// ```
pub struct PinnedPool {
    pub(super) inner: Arc<HostPool>,
}

/// What the pool has handed out and keeps, and how often it could answer from its cache.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PinnedPoolStats {
    /// Bytes of blocks in use by buffers.
    pub in_use: u64,
    /// The most that ever were.
    pub in_use_peak: u64,
    /// Bytes of blocks kept for reuse.
    pub cached: u64,
    /// Requests answered from the cache.
    pub hits: u64,
    /// Requests that allocated from the driver.
    pub misses: u64,
    /// Bytes asked for with [`PinnedPool::reserve`], in all.
    pub reserved: u64,
    /// Of those, bytes page-locked so far and ready to hand out (or handed out).
    pub reserve_ready: u64,
    /// Of those, bytes still being page-locked in the background.
    pub reserve_coming: u64,
    /// Requests answered from reserved memory.
    pub from_reserve: u64,
}

pub(super) struct HostPool {
    pub(super) device: Device,
    cache: Mutex<Cache>,
}

#[derive(Default)]
pub(super) struct Cache {
    /// Free blocks by (flags, class).
    free: BTreeMap<(u32, usize), Vec<Kept>>,
    /// Reserved memory ([`PinnedPool::reserve`]): blocks are carved from it, and go back to
    /// `free` like any other, but only the whole arena is ever given back (with the pool).
    pub(super) arenas: Vec<Arena>,
    pub(super) stats: PinnedPoolStats,
}

/// A large block page-locked ahead of need, handed out in pieces from its start.
pub(super) struct Arena {
    pub(super) ptr: NonNull<u8>,
    pub(super) device_ptr: CUdeviceptr,
    pub(super) len: usize,
    pub(super) used: usize,
    pub(super) flags: PinnedFlags,
    /// Part of it was given up to raw code (`into_raw_parts`): it stays page-locked for the
    /// life of the process, never given back (see `page_lock::keep_for_good`).
    pub(super) kept: bool,
}

// SAFETY: page-locked memory, usable and freeable from any thread; the pool owns it alone.
unsafe impl Send for Arena {}

impl Arena {
    /// Whether `ptr` lies in this arena.
    fn holds(&self, ptr: NonNull<u8>) -> bool {
        let start = self.ptr.as_ptr() as usize;
        (start..start + self.len).contains(&(ptr.as_ptr() as usize))
    }
}

/// Whether `ptr` lies in one of `arenas`.
fn within(arenas: &[Arena], ptr: NonNull<u8>) -> bool {
    arenas.iter().any(|a| a.holds(ptr))
}

impl Cache {
    /// Whether `ptr` lies in an arena (so it is never given back alone).
    fn carved(&self, ptr: NonNull<u8>) -> bool {
        within(&self.arenas, ptr)
    }

    /// A block of `class` bytes with `flags` from the first arena with room, if any.
    fn carve(&mut self, flags: PinnedFlags, class: usize) -> Option<Kept> {
        let arena =
            (self.arenas.iter_mut()).find(|a| a.flags == flags && a.len - a.used >= class)?;
        let kept = Kept {
            ptr: NonNull::new(arena.ptr.as_ptr().wrapping_add(arena.used))?,
            device_ptr: arena.device_ptr + arena.used as CUdeviceptr,
        };
        arena.used += class;
        self.stats.from_reserve += 1;
        Some(kept)
    }
}

/// A free block: its addresses (the size and flags are its key).
struct Kept {
    ptr: NonNull<u8>,
    device_ptr: CUdeviceptr,
}

// SAFETY: page-locked memory, usable and freeable from any thread; the cache owns it alone.
unsafe impl Send for Kept {}

impl PinnedPool {
    /// An empty pool for `device` (its primary context is retained while the pool lives).
    pub fn new(device: &Device) -> Result<PinnedPool> {
        device.context()?;
        Ok(PinnedPool {
            inner: Arc::new(HostPool {
                device: device.clone(),
                cache: Mutex::new(Cache::default()),
            }),
        })
    }

    /// A pinned buffer of `len` elements from the pool, with `flags`. Its contents are what
    /// the block last held (zeroes if it is new): any bytes are a valid `T`, and every byte was
    /// written before (a block is zeroed when it is first made).
    pub fn alloc<T: Pod>(&self, len: usize, flags: PinnedFlags) -> Result<PinnedBuffer<T>> {
        let bytes = bytes_for::<T>(len)?;
        if bytes == 0 {
            return PinnedBuffer::zeroed(&self.inner.device, 0, flags);
        }
        let class = size_class(bytes);
        let block = match self.inner.take(flags, class) {
            Some(kept) => kept,
            None => self.inner.make(flags, class)?,
        };
        self.inner.lend(class);
        let home: Arc<dyn Recycle> = self.inner.clone();
        let block = Block {
            ptr: block.ptr,
            device_ptr: block.device_ptr,
            bytes,
            flags,
        };
        // SAFETY: a block of `class >= bytes` bytes of this device's context, page-aligned
        // (so aligned for T), every byte initialised (zeroed when made), and owned by nothing
        // else: the cache gave it up, or it was just made.
        Ok(unsafe { PinnedBuffer::from_block(&self.inner.device, block, len, home) })
    }

    /// As [`alloc`](Self::alloc), zeroed.
    pub fn zeroed<T: Pod>(&self, len: usize, flags: PinnedFlags) -> Result<PinnedBuffer<T>> {
        let mut buffer = self.alloc(len, flags)?;
        buffer.as_mut_slice().fill(T::zeroed());
        Ok(buffer)
    }

    /// As [`alloc`](Self::alloc), holding a copy of `src`.
    pub fn from_slice<T: Pod>(&self, src: &[T], flags: PinnedFlags) -> Result<PinnedBuffer<T>> {
        let mut buffer = self.alloc(src.len(), flags)?;
        buffer.as_mut_slice().copy_from_slice(src);
        Ok(buffer)
    }

    /// Gives every cached block back to the driver (`cuMemFreeHost`); blocks in use are not
    /// touched. A block the driver refuses stays allocated (and is logged); the first such
    /// error is returned.
    pub fn trim(&self) -> Result<()> {
        self.inner.device.bind()?;
        let free = {
            let mut cache = self.inner.lock();
            let mut free = std::mem::take(&mut cache.free);
            // Reserved memory stays: it goes back whole, with the pool.
            let mut reserved = BTreeMap::new();
            for (key, blocks) in &mut free {
                let (carved, own): (Vec<Kept>, Vec<Kept>) = std::mem::take(blocks)
                    .into_iter()
                    .partition(|k| cache.carved(k.ptr));
                *blocks = own;
                if !carved.is_empty() {
                    reserved.insert(*key, carved);
                }
            }
            cache.free = reserved;
            free
        };
        let mut outcome = Ok(());
        for ((_, class), blocks) in free {
            for kept in blocks {
                self.inner.lock().stats.cached -= class as u64;
                let host = kept.ptr.as_ptr().cast::<std::ffi::c_void>();
                // SAFETY: a block the pool made and kept, freed once; nothing uses it.
                if let Err(error) = unsafe { page_lock::unlock(host) } {
                    tracing::warn!(%error, "freeing a cached pinned block failed; it stays allocated");
                    outcome = outcome.and(Err(error));
                }
            }
        }
        outcome
    }

    /// The size of the block a request of `bytes` gets: at least 4 KiB, and above that a
    /// multiple of a quarter of the next power of two (less than a third of it unused);
    /// `usize::MAX` for a request past `usize`'s largest power of two, which no pool serves.
    pub fn size_class(bytes: usize) -> usize {
        size_class(bytes)
    }

    /// The pool's counters.
    pub fn stats(&self) -> PinnedPoolStats {
        self.inner.lock().stats
    }

    /// The device whose context the pool's memory is pinned in.
    pub fn device(&self) -> &Device {
        &self.inner.device
    }
}

impl HostPool {
    pub(super) fn lock(&self) -> std::sync::MutexGuard<'_, Cache> {
        self.cache.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A cached block of `class` bytes with `flags`, if there is one.
    fn take(&self, flags: PinnedFlags, class: usize) -> Option<Kept> {
        let mut cache = self.lock();
        let kept = cache.free.get_mut(&(flags.bits(), class))?.pop()?;
        cache.stats.cached -= class as u64;
        cache.stats.hits += 1;
        Some(kept)
    }

    /// A block from reserved memory, or else a new one from the driver, zeroed.
    fn make(&self, flags: PinnedFlags, class: usize) -> Result<Kept> {
        if let Some(kept) = self.lock().carve(flags, class) {
            return Ok(kept);
        }
        // Nothing reserved fits (or none is ready yet): pinned now.
        let (ptr, device_ptr) = pin(&self.device, class, flags)?;
        self.lock().stats.misses += 1;
        Ok(Kept { ptr, device_ptr })
    }

    /// Counts a block of `class` bytes handed out.
    fn lend(&self, class: usize) {
        let mut cache = self.lock();
        cache.stats.in_use += class as u64;
        cache.stats.in_use_peak = cache.stats.in_use_peak.max(cache.stats.in_use);
    }
}

// SAFETY: blocks of cuMemHostAlloc with the flags asked, in the pool's device's context, of the
// request's class (at least `bytes`), zeroed when made and since written only with bytes; a
// block is handed out to one owner at a time: taken off the cache, or made, and kept again only
// once given back.
unsafe impl HostResource for PinnedPool {
    fn device(&self) -> &Device {
        &self.inner.device
    }

    fn allocate(&self, bytes: usize, flags: PinnedFlags) -> Result<(NonNull<u8>, CUdeviceptr)> {
        // Nothing to hand out: a block of no bytes would be the address of the next one.
        if bytes == 0 {
            return Err(Error::ZeroLength {
                what: "pinned allocation",
            });
        }
        // What no allocation can hold (past `isize::MAX`, the request or its class), refused
        // before the driver, as a buffer's length is.
        let class = size_class(bytes);
        if class > isize::MAX as usize {
            return Err(Error::SizeOverflow {
                count: bytes,
                size: 1,
            });
        }
        let kept = match self.inner.take(flags, class) {
            Some(kept) => kept,
            None => self.inner.make(flags, class)?,
        };
        self.inner.lend(class);
        Ok((kept.ptr, kept.device_ptr))
    }

    unsafe fn deallocate(
        &self,
        ptr: NonNull<u8>,
        device_ptr: CUdeviceptr,
        bytes: usize,
        flags: PinnedFlags,
    ) {
        self.inner.recycle(Block {
            ptr,
            device_ptr,
            bytes,
            flags,
        });
    }

    unsafe fn forget(
        &self,
        ptr: NonNull<u8>,
        device_ptr: CUdeviceptr,
        bytes: usize,
        flags: PinnedFlags,
    ) {
        // The block leaves the pool, as one of `alloc`'s does through into_raw_parts.
        self.inner.forget(Block {
            ptr,
            device_ptr,
            bytes,
            flags,
        });
    }
}

impl Recycle for HostPool {
    fn forget(&self, block: Block) {
        let mut cache = self.lock();
        cache.stats.in_use -= size_class(block.bytes) as u64;
        // A piece of reserved memory given up makes its whole arena the process's for good:
        // the pool cannot give the arena back without taking the piece from its new owner, and
        // the owner cannot give back a piece of a larger block.
        let arena = cache.arenas.iter_mut().find(|a| a.holds(block.ptr));
        if let Some(arena) = arena.filter(|a| !a.kept) {
            arena.kept = true;
            page_lock::keep_for_good(arena.ptr.as_ptr(), arena.len);
            tracing::debug!(
                bytes = arena.len,
                "part of a reserve was given up: the reserve stays page-locked for good"
            );
        }
    }

    fn carved(&self, ptr: NonNull<u8>) -> bool {
        self.lock().carved(ptr)
    }

    fn recycle(&self, block: Block) {
        let class = size_class(block.bytes);
        let mut cache = self.lock();
        cache.stats.in_use -= class as u64;
        cache.stats.cached += class as u64;
        cache
            .free
            .entry((block.flags.bits(), class))
            .or_default()
            .push(Kept {
                ptr: block.ptr,
                device_ptr: block.device_ptr,
            });
    }
}

impl Drop for HostPool {
    fn drop(&mut self) {
        let (free, arenas) = {
            let mut cache = self.lock();
            (
                std::mem::take(&mut cache.free),
                std::mem::take(&mut cache.arenas),
            )
        };
        // Blocks the pool pinned alone, then reserved arenas whole (their blocks with them),
        // but for those part of which was given up, which stay page-locked for good.
        let own = free.into_values().flatten().map(|k| k.ptr);
        let own = own.filter(|&ptr| !within(&arenas, ptr));
        let reserved = arenas.iter().filter(|a| !a.kept).map(|a| a.ptr);
        for ptr in own.chain(reserved) {
            let host = ptr.as_ptr().cast::<std::ffi::c_void>();
            // SAFETY: memory the pool page-locked and kept, given back once; no buffer holds
            // it (they hold the pool, which is dropping, so none is left).
            release(&self.device, "pinned", host as u64, || unsafe {
                page_lock::unlock(host)
            });
        }
    }
}

impl std::fmt::Debug for PinnedPool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PinnedPool")
            .field("device", &self.inner.device.ordinal())
            .field("stats", &self.stats())
            .finish()
    }
}
