//! Page-locking many bytes fast: anonymous memory backed by transparent huge pages, faulted in
//! by several threads, then registered with the driver (`cuMemHostRegister`).
//!
//! # Why not `cuMemHostAlloc`
//!
//! The driver's allocation faults, zeroes and pins 4 KiB pages one after another on the
//! calling thread: 1.6 to 2.9 GB/s on the hosts measured (16 GiB took 6 to 10 s). Huge pages
//! cut the per-page cost of faulting and pinning 512-fold, and the kernel's zeroing of new
//! pages (which is all the initialisation anonymous memory needs) runs on as many threads as
//! touch them. Copies from registered memory run as fast as from the driver's (measured in
//! `cudyn bench --pinning`).
//!
//! # When it is used
//!
//! From [`FAST_FROM`] bytes (1 MiB: measured on an H200 host, 2 MiB of huge pages lock in
//! 0.44 ms where the driver takes 0.92 ms for 1 MiB, and the gap grows with the size), where transparent huge pages are not `never`, and for flags that
//! registration can honour (not write-combined). Anything refused on the way (the mapping, the
//! advice, the registration) falls back to the driver's allocation, with a debug log: the fast
//! path only ever saves time.

use std::collections::BTreeMap;
use std::ptr::NonNull;
use std::sync::Mutex;

use crate::driver::call;
use crate::driver::error::Result;

/// The smallest allocation page-locked this way: below it the driver's call costs little, and
/// a mapping rounded up to a huge page would waste more than it holds.
/// `CUDYN_PIN_HUGE_FROM` (bytes) moves it, for measuring.
const FAST_FROM: usize = 1 << 20;

fn fast_from() -> usize {
    static FROM: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *FROM.get_or_init(|| {
        std::env::var("CUDYN_PIN_HUGE_FROM")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(FAST_FROM)
    })
}

/// Transparent huge pages are this big on x86-64 and aarch64 with 4 KiB base pages.
const HUGE: usize = 2 << 20;

/// Each thread that faults pages in takes at least this much: a huge page (the kernel zeroes
/// one in about 0.3 ms, so even the staging ring's 34 MiB is faulted in by 16 threads).
const PER_THREAD: usize = 2 << 20;

/// At most this many threads fault pages in.
const MOST_THREADS: usize = 16;

/// A mapping page-locked by [`lock`]: its start and its length (a whole number of huge pages).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Locked {
    pub(crate) ptr: NonNull<u8>,
    pub(crate) len: usize,
}

/// Whether the system lets a mapping ask for transparent huge pages (`always` or `madvise`).
pub(crate) fn huge_pages_offered() -> bool {
    static OFFERED: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *OFFERED.get_or_init(|| {
        if std::env::var_os("CUDYN_NO_HUGE_PAGES").is_some() {
            return false;
        }
        std::fs::read_to_string("/sys/kernel/mm/transparent_hugepage/enabled")
            .is_ok_and(|mode| !mode.contains("[never]"))
    })
}

/// How [`lock`] registers memory: `cuMemHostRegister`'s flags, which are those of
/// `cuMemHostAlloc` less write-combining (memory registered in place cannot be made so).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Register {
    /// For every context, not only the current one.
    pub(crate) portable: bool,
    /// Mapped into the devices' address space.
    pub(crate) mapped: bool,
}

/// `bytes` (rounded up to huge pages) of zeroed memory page-locked in the current context as
/// `register` says, or `None` where the fast path does not apply or was refused (the caller then
/// asks the driver). Its device address is its host address (unified addressing; mapped memory
/// is asked for with `mapped`). Nothing here is an error: every refusal leaves the driver's
/// path, whose own error the caller gets if it fails too.
pub(crate) fn lock(bytes: usize, register: Register) -> Option<Locked> {
    if bytes < fast_from() || !huge_pages_offered() {
        return None;
    }
    let len = bytes.checked_next_multiple_of(HUGE)?;
    let mapping = map_aligned(len)?;
    let ptr = mapping.ptr;
    // SAFETY: our own fresh mapping of `len` bytes.
    if unsafe { libc::madvise(ptr.as_ptr().cast(), len, libc::MADV_HUGEPAGE) } != 0 {
        tracing::debug!(
            error = %std::io::Error::last_os_error(),
            "huge pages refused; pinning with the driver"
        );
        unmap(mapping);
        return None;
    }
    fault_in(mapping);
    let mut flags = 0;
    if register.portable {
        flags |= crate::sys::CU_MEMHOSTREGISTER_PORTABLE;
    }
    if register.mapped {
        flags |= crate::sys::CU_MEMHOSTREGISTER_DEVICEMAP;
    }
    let at = ptr.as_ptr().cast();
    // SAFETY: `len` bytes of our own mapping, which stays mapped until `unlock` unregisters
    // it; the caller made the context current.
    let registered = (|| unsafe { call!(cuMemHostRegister_v2(at, len, flags)) })();
    if let Err(error) = registered {
        // The memlock limit, or a driver that refuses: the driver's own allocation may still
        // work (it is not bound by the same limit everywhere).
        tracing::debug!(%error, "registering huge pages failed; pinning with the driver");
        unmap(mapping);
        return None;
    }
    tracing::debug!(bytes, len, "page-locked on huge pages");
    lock_table().insert(ptr.as_ptr() as usize, len);
    Some(mapping)
}

/// Gives back page-locked memory of this crate's at `host`, whichever way it was locked: a
/// mapping of [`lock`] is unregistered and unmapped, anything else goes to `cuMemFreeHost`. The
/// caller binds the context and logs; on an error the memory stays locked (a DMA may still
/// reach it).
///
/// # Safety
/// `host` is the start of memory this crate page-locked (with [`lock`] or `cuMemHostAlloc`),
/// given back once, which nothing uses any more.
pub(crate) unsafe fn unlock(host: *mut std::ffi::c_void) -> Result<()> {
    let len = lock_table().get(&(host as usize)).copied();
    let Some(len) = len else {
        // SAFETY: forwarded: the driver's allocation.
        return unsafe { call!(cuMemFreeHost(host)) };
    };
    // SAFETY: registered by `lock`, unregistered once (forwarded).
    unsafe { call!(cuMemHostUnregister(host)) }?;
    lock_table().remove(&(host as usize));
    if let Some(ptr) = NonNull::new(host.cast()) {
        unmap(Locked { ptr, len });
    }
    Ok(())
}

/// Whether `host` starts a mapping of [`lock`]'s.
pub(crate) fn is_locked_here(host: *const u8) -> bool {
    lock_table().contains_key(&(host as usize))
}

/// Marks `len` bytes from `start` (a block this crate page-locked, either way) as page-locked
/// for the life of the process: nothing gives it back ([`unlock`] is not to be called on it,
/// and no buffer takes any of it back as its own: [`kept_for_good`]). A pool's reserved block
/// part of which was given up to raw code ends so: the rest may still be the pool's, and the
/// part given up is the caller's for good.
pub(crate) fn keep_for_good(start: *const u8, len: usize) {
    lock_table().remove(&(start as usize));
    kept().insert(start as usize, len);
}

/// The start of the block kept for good that `addr` lies in, if it lies in one.
pub(crate) fn kept_for_good(addr: usize) -> Option<usize> {
    let kept = kept();
    let (&start, &len) = kept.range(..=addr).next_back()?;
    (addr - start < len).then_some(start)
}

fn kept() -> std::sync::MutexGuard<'static, BTreeMap<usize, usize>> {
    static KEPT: Mutex<BTreeMap<usize, usize>> = Mutex::new(BTreeMap::new());
    KEPT.lock().unwrap_or_else(|e| e.into_inner())
}

/// The mappings [`lock`] made and nobody gave back yet, by start: their lengths. How memory is
/// given back depends on how it was locked, and a block handed around (a pool's, a resource's,
/// raw parts given up and taken back) carries only its address.
fn lock_table() -> std::sync::MutexGuard<'static, BTreeMap<usize, usize>> {
    static TABLE: Mutex<BTreeMap<usize, usize>> = Mutex::new(BTreeMap::new());
    TABLE.lock().unwrap_or_else(|e| e.into_inner())
}

/// An anonymous private mapping of `len` bytes starting on a huge-page boundary.
fn map_aligned(len: usize) -> Option<Locked> {
    let padded = len.checked_add(HUGE)?;
    // SAFETY: a new anonymous mapping; no existing memory is named.
    let raw = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            padded,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
            -1,
            0,
        )
    };
    if raw == libc::MAP_FAILED {
        tracing::debug!(
            error = %std::io::Error::last_os_error(),
            len,
            "mapping for huge pages failed; pinning with the driver"
        );
        return None;
    }
    // Trim the padding on both sides to the aligned `len` in the middle.
    let start = raw as usize;
    let aligned = start.next_multiple_of(HUGE);
    let (head, tail) = (aligned - start, padded - (aligned - start) - len);
    // SAFETY: both ranges lie within the mapping just made, outside the part kept.
    unsafe {
        if head > 0 {
            libc::munmap(raw, head);
        }
        if tail > 0 {
            libc::munmap((aligned + len) as *mut libc::c_void, tail);
        }
    }
    NonNull::new(aligned as *mut u8).map(|ptr| Locked { ptr, len })
}

fn unmap(mapping: Locked) {
    // SAFETY: a mapping of ours, unmapped once; nothing refers to it any more.
    if unsafe { libc::munmap(mapping.ptr.as_ptr().cast(), mapping.len) } != 0 {
        tracing::warn!(error = %std::io::Error::last_os_error(), "unmapping failed");
    }
}

/// The threads this process can run at once (its affinity mask and cgroup limits), asked
/// once: asking reads the cgroup's files, and every large page-locking, the staging threads'
/// default and the ring made ahead need it.
pub(crate) fn parallelism() -> usize {
    static THREADS: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *THREADS.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// Faults every page of `mapping` in, on several threads: the kernel zeroes a page when it is
/// first touched, and that is the time page-locking takes.
fn fault_in(mapping: Locked) {
    let threads = (mapping.len / PER_THREAD).clamp(1, MOST_THREADS);
    let threads = threads.min(parallelism());
    let share = (mapping.len / threads).next_multiple_of(HUGE);
    let base = mapping.ptr.as_ptr() as usize;
    let touch = move |from: usize, to: usize| {
        for page in (from..to).step_by(4096) {
            // SAFETY: within our mapping, which nothing else uses yet; writing a zero over
            // memory that is zero changes nothing but makes the kernel back the page.
            unsafe { std::ptr::write_volatile((base + page) as *mut u8, 0) };
        }
    };
    std::thread::scope(|scope| {
        let mut from = 0;
        while from + share < mapping.len {
            let to = from + share;
            // A thread that cannot start leaves its share to the caller's thread.
            if std::thread::Builder::new()
                .spawn_scoped(scope, move || touch(from, to))
                .is_err()
            {
                touch(from, to);
            }
            from = to;
        }
        touch(from, mapping.len);
    });
}
