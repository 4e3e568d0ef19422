//! Reserving a pinned pool's memory up front: many GiB page-locked in the background while the
//! program goes on, handed out as they become ready ([`PinnedPool::reserve`]).
//!
//! # How
//!
//! A thread of the pool's page-locks the reserve in arenas of [`ARENA`] bytes (the last one
//! smaller), each on huge pages where the system offers them (`page_lock`), and adds each to
//! the pool as soon as it is ready. A request the cache cannot answer is carved from the first
//! arena with room; one that no arena fits yet (too large, or the reserve not that far) is
//! page-locked on demand, as without a reserve. Reserved memory is given back whole, with the
//! pool: [`PinnedPool::trim`] keeps it.

use std::sync::{Arc, Weak};

use super::pinned::{PinnedFlags, pin};
use super::pinned_pool::{Arena, HostPool, PinnedPool};
use crate::driver::device::Device;
use crate::driver::error::{Error, Result};
use crate::driver::release::release;

/// The size of each arena: a request up to this size can be served from the reserve.
pub(super) const ARENA: usize = 1 << 30;

impl PinnedPool {
    /// Page-locks `bytes` more for this pool in the background, with `flags`, and returns at
    /// once. Requests are served from what is ready as it comes (in arenas of 1 GiB), and
    /// page-locked on demand when they outrun it or need more than an arena holds;
    /// [`stats`](Self::stats) tells what is reserved, ready and still coming. The memory stays
    /// with the pool (a [`trim`](Self::trim) keeps it) and is given back when the pool goes.
    ///
    /// A failure while page-locking (the system out of memory) ends the reserve where it got
    /// to, logged; what was ready stays.
    ///
    /// ```
    /// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
    /// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
    /// use cudyn::{Device, PinnedFlags, PinnedPool};
    ///
    /// let device = Device::get(0)?;
    /// let pool = PinnedPool::new(&device)?;
    /// pool.reserve(8 << 20, PinnedFlags::DEFAULT)?;
    /// // Served from the reserve once it is ready, page-locked on demand until then.
    /// let staging = pool.zeroed::<u8>(1 << 20, PinnedFlags::DEFAULT)?;
    /// let stats = pool.stats();
    /// assert_eq!(stats.reserved, 8 << 20);
    /// assert_eq!(stats.reserve_ready + stats.reserve_coming, 8 << 20);
    /// # drop(staging);
    /// # Ok::<(), cudyn::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::ZeroLength`] for no bytes; [`Error::ResourceLimit`] when this and the pool's
    /// earlier reserves together pass the host's physical memory, which could never all be
    /// page-locked (nothing is reserved then).
    pub fn reserve(&self, bytes: usize, flags: PinnedFlags) -> Result<()> {
        if bytes == 0 {
            return Err(Error::ZeroLength { what: "a reserve" });
        }
        {
            let mut cache = self.inner.lock();
            // More than the host's memory could never be page-locked: faulting it in would
            // only end in the kernel's out-of-memory killer.
            let asked = cache.stats.reserved.saturating_add(bytes as u64);
            let memory = physical_memory();
            if asked > memory {
                return Err(Error::ResourceLimit {
                    limit: memory,
                    in_use: cache.stats.reserved,
                    requested: bytes,
                });
            }
            cache.stats.reserved = asked;
            cache.stats.reserve_coming += bytes as u64;
        }
        let (pool, device) = (Arc::downgrade(&self.inner), self.inner.device.clone());
        let theirs = (pool.clone(), device.clone());
        let started = std::thread::Builder::new()
            .name("cudyn-reserve".into())
            .spawn(move || fill(&theirs.0, &theirs.1, bytes, flags));
        if let Err(error) = started {
            // Slower, but the reserve the caller asked for.
            tracing::warn!(%error, "starting the reserve's thread failed; reserving now");
            fill(&pool, &device, bytes, flags);
        }
        Ok(())
    }
}

/// The host's physical memory in bytes (`u64::MAX` if it cannot be asked).
fn physical_memory() -> u64 {
    // SAFETY: sysconf only reads system parameters.
    let (pages, page) = unsafe {
        (
            libc::sysconf(libc::_SC_PHYS_PAGES),
            libc::sysconf(libc::_SC_PAGESIZE),
        )
    };
    match (u64::try_from(pages), u64::try_from(page)) {
        (Ok(pages), Ok(page)) if pages > 0 && page > 0 => pages.saturating_mul(page),
        _ => u64::MAX,
    }
}

/// The reserve's thread: `bytes` page-locked arena by arena and handed to `pool`, while it lives.
fn fill(pool: &Weak<HostPool>, device: &Device, bytes: usize, flags: PinnedFlags) {
    let mut left = bytes;
    while left > 0 {
        let len = left.min(ARENA);
        let made = pin(device, len, flags);
        let Some(pool) = pool.upgrade() else {
            // The pool is gone: this arena was never seen, and goes back at once.
            if let Ok((ptr, _)) = made {
                let host = ptr.as_ptr().cast::<std::ffi::c_void>();
                // SAFETY: just page-locked here, given back once; nothing has it.
                release(device, "pinned", host as u64, || unsafe {
                    super::page_lock::unlock(host)
                });
            }
            return;
        };
        let mut cache = pool.lock();
        match made {
            Ok((ptr, device_ptr)) => {
                cache.arenas.push(Arena {
                    ptr,
                    device_ptr,
                    len,
                    used: 0,
                    flags,
                    kept: false,
                });
                cache.stats.reserve_ready += len as u64;
                cache.stats.reserve_coming -= len as u64;
                left -= len;
            }
            Err(error) => {
                tracing::warn!(%error, left, "reserving pinned memory failed; the reserve ends here");
                cache.stats.reserve_coming -= left as u64;
                return;
            }
        }
    }
}
