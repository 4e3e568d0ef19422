//! Fast copies between pageable host memory and device memory.
//!
//! The driver copies pageable memory through a small staging buffer with one CPU thread, at
//! 7 to 17 GB/s on an H100 or H200 where pinned memory moves at 55. For large copies this
//! crate stages them itself: a ring of pinned slots, filled (or drained) by several threads at
//! once while the copy engine moves the chunks before (`threads`). A context makes its ring on
//! its first large pageable copy (its memory made ahead by the context's first large device
//! allocation: `memory::ring_memory`), and a second one when two copies to it run at once, and
//! keeps them until the context is released; the threads, two crews of them, are shared by every ring
//! and kept. Small copies stay on the driver's path, where setting up a pipeline would cost more
//! than it saves.
//!
//! Registering the caller's memory in place (`cuMemHostRegister`) was the other option: it
//! costs about 8 ms per 256 MiB to register and 4 ms to unregister, which caps a one-off copy
//! at 13 to 16 GB/s, and it does not scale with threads (measured on an H100: a pipeline of
//! register, copy, unregister reached 19 GB/s with 1 to 8 threads).
//! [`RegisteredHost`](crate::RegisteredHost) is the tool for memory copied again and again.

#[cfg(target_os = "linux")]
pub(crate) mod file_io;
mod job;
mod ring;
mod stores;
mod threads;

use std::any::Any;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{LazyLock, Mutex, MutexGuard};
use std::time::Duration;

use self::job::{FileSide, Job};
use self::ring::{Ring, Stopped};
use self::threads::{CPU_NS, Workers, count_cpu, thread_cpu};
use crate::driver::context::Context;
use crate::driver::device::{Device, concurrent_managed_everywhere};
use crate::driver::error::{Error, Result};
use crate::driver::memory_kind::MemoryKind;
use crate::driver::pointer::Allocation;
use crate::driver::stream::Stream;
use crate::memory::page_lock;
use crate::memory::ring_memory::{self, RingMemory, STAGED_FROM};
use crate::sys::CUdeviceptr;

/// Slots in the ring, and bytes per slot (the largest chunk): the ring's memory is made in
/// `memory::ring_memory`, ahead of need where it can be.
use crate::memory::ring_memory::{SLOT, SLOTS as RING};

/// The largest chunk of an upload, and of a download by at most [`FEW_THREADS`] threads, whose
/// speed is the threads' copying: the ring's four slots then span 24 MiB rather than 32, and
/// more of a slot's lines are still cached when the threads come back to it. Measured in one
/// process against 8 MiB chunks (medians of 5 to 15, H100 and H200 hosts): 8-thread uploads
/// of 32 to 256 MiB 0-9 % faster (1 GiB 0-5 %), never slower in 15 comparisons; downloads of
/// 64 MiB to 1 GiB by 4 to 6 threads faster in 41 comparisons of 51 (by up to 15 %), 0.3-5 %
/// slower in the other 10. Not smaller: 4 MiB chunks were no better (1 GiB uploads 2-6 %
/// worse), 1 or 2 MiB ones 25-60 % slower.
const WARM_CHUNK: usize = 6 << 20;
/// Downloads by more threads than this outpace the copy engine on long copies, so that it
/// sets their speed, and it writes a slot more slowly while the lines it replaces are still
/// cached (traced at 64 MiB with 4 MiB chunks: each DMA took 115-120 µs, against 78 back to
/// back alone). So their chunks grow to a whole slot: with 7 or 8 threads, 256 MiB and 1 GiB
/// downloads were as fast or faster with 8 MiB chunks than with 6 MiB ones in 19 comparisons
/// of 22 (by up to 10 %; 2-3 % slower in the other three). At 64 MiB 6 MiB chunks were
/// faster with any number of threads, by up to 16 %, not enough to be worth a size rule.
const FEW_THREADS: usize = 6;
/// Copies smaller than this stay on the driver's path. Measured on an H200 host (medians of 21
/// in one process, each copy starting with the device idle), the ring against the driver's
/// path: 4 MiB uploads 23-24 GB/s against 12-13, downloads 18 against 10; 8 MiB 31 against 13
/// and 25-29 against 10; 2 MiB 16-22 against 11-14 and 13-15 against 7-9; from 1 MiB down
/// uploads gain little or lose. Not lower than 4 MiB: a staged copy wakes up to 7 threads (11
/// on the second crew once a file transfer has started them), which spin 200 µs once done, so
/// its CPU time per byte grows as copies shrink.
const MIN_BYTES: usize = STAGED_FROM;
/// The smallest chunk; a copy is cut in at least 4. Smaller chunks fill the pipeline sooner
/// but each DMA costs more (on an H100, 2 MiB DMAs back to back moved 41 GB/s, 8 MiB ones
/// 55): measured there, 4 MiB chunks moved 16 MiB at 25-30 GB/s each way, 2 MiB ones at
/// 22-25, and from 32 MiB on 8 MiB chunks were the fastest.
const MIN_CHUNK: usize = 4 << 20;
/// Bytes per part (a thread's claim), unless a chunk has fewer parts than threads: small enough
/// that a thread preempted in the middle of one (these machines are shared) holds up its
/// chunk's DMA only briefly. Measured on an H100 against 256 KiB parts: the same within noise,
/// slightly better for 1 GiB copies.
const PART: usize = 1 << 20;
/// The most threads a copy of memory uses: the copy engine's 55 GB/s needs 6 to 8 threads'
/// copying on the machines measured.
const MOST_THREADS: usize = 8;
/// The most threads a file transfer uses, and so the most a crew ever starts. The kernel's copy
/// out of the page cache (`pread`) is slower per thread than a copy of memory: measured on a
/// 16-core H200 host, threads moving a cached 8 GiB file into their own buffers in 1 MiB parts
/// (medians of 5), 8 threads 45.0 GB/s by `pread` against 54.5 copying a `Vec`, 12 threads
/// 62.3 against 79.9. So a cached read needs 12 threads to feed the copy engine where an
/// upload needs 8.
const FILE_MOST_THREADS: usize = 12;

/// The caller's cap plus one; 0 while no cap was set.
static MAX_THREADS: AtomicUsize = AtomicUsize::new(0);

/// Caps the threads that copy pageable memory (or a file's bytes) through the staging ring,
/// the calling thread included. 0 or 1 turns staging off (one thread cannot beat the driver),
/// so every pageable copy takes the driver's path. By default a copy of memory uses 8 threads
/// and a file transfer 12, or the machine's parallelism if lower; a larger cap counts as those.
/// Threads are started when a copy first needs them, and kept; the cap limits how many a copy
/// uses (two copies running at once use up to that many each).
pub fn set_staging_threads(threads: usize) {
    MAX_THREADS.store(threads.min(FILE_MOST_THREADS) + 1, Ordering::Relaxed);
    ring_memory::set_ahead(threads > 1);
}

/// The threads a staged copy of memory uses at most now: the cap of [`set_staging_threads`],
/// or the default (8, or the machine's parallelism if lower).
pub fn staging_threads() -> usize {
    threads_up_to(MOST_THREADS)
}

/// The reads or writes a file transfer has in flight at most now, one a thread: as
/// [`staging_threads`], but 12 by default (the kernel's copy out of the page cache is slower
/// per thread than a copy of memory).
pub fn file_threads() -> usize {
    threads_up_to(FILE_MOST_THREADS)
}

/// The cap of [`set_staging_threads`], or the machine's parallelism, up to `most`.
fn threads_up_to(most: usize) -> usize {
    match MAX_THREADS.load(Ordering::Relaxed) {
        0 => page_lock::parallelism(),
        capped => capped - 1,
    }
    .min(most)
}

/// CPU time the staged copies have cost so far, in every thread that took part (the callers'
/// own included) and in the threads' spinning while they wait for the next part: what their
/// speed is bought with. `cudyn bench` reports it per GB moved.
pub fn staging_cpu_time() -> Duration {
    Duration::from_nanos(CPU_NS.load(Ordering::Relaxed))
}

/// Which way a staged copy goes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Way {
    /// Pageable host memory to device memory.
    ToDevice,
    /// Device memory to pageable host memory.
    ToHost,
}

/// The two sides of a staged copy: pageable host memory and device memory, each contiguous or
/// in rows of `(width, pitch)` bytes; or, where `blocks` is not empty, blocks each with both
/// addresses (and `host`, `device` and the rows unused). `bytes` counts what is copied (the
/// rows' or the blocks' bytes, packed).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Sides<'b> {
    pub(crate) host: *mut u8,
    pub(crate) host_rows: Option<(usize, usize)>,
    pub(crate) device: CUdeviceptr,
    pub(crate) device_rows: Option<(usize, usize)>,
    pub(crate) bytes: usize,
    pub(crate) blocks: &'b [Piece],
}

/// One block of a staged batch: `len` bytes (not zero) at `host` and at `device`, `at` bytes
/// into the copy (blocks follow each other: each starts where the one before ends).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Piece {
    pub(crate) host: usize,
    pub(crate) device: CUdeviceptr,
    pub(crate) at: usize,
    pub(crate) len: usize,
}

impl Sides<'_> {
    /// `bytes` from `host` and `device`, both contiguous.
    pub(crate) fn contiguous(host: *mut u8, device: CUdeviceptr, bytes: usize) -> Sides<'static> {
        Sides {
            host,
            host_rows: None,
            device,
            device_rows: None,
            bytes,
            blocks: &[],
        }
    }

    /// The blocks of a batch, in order (see [`Piece`]).
    pub(crate) fn blocks(blocks: &[Piece]) -> Sides<'_> {
        Sides {
            host: std::ptr::null_mut(),
            host_rows: None,
            device: 0,
            device_rows: None,
            bytes: blocks.last().map_or(0, |b| b.at + b.len),
            blocks,
        }
    }

    /// Bytes from the host side's first byte to its last.
    pub(crate) fn host_extent(&self) -> usize {
        match self.host_rows {
            Some((width, pitch)) => (self.bytes / width - 1) * pitch + width,
            None => self.bytes,
        }
    }
}

/// The threads a staged copy of `bytes` uses, or `None` where it stays on the driver's path:
/// smaller than [`MIN_BYTES`] (most copies are: asked first, it costs them nothing more), or
/// staging turned off (one thread cannot beat the driver). The route of a copy asks this
/// (`copy::route`), and a batch for its pageable blocks, before [`copy`].
pub(crate) fn threads_for(bytes: usize) -> Option<usize> {
    if bytes < MIN_BYTES {
        return None;
    }
    Some(staging_threads()).filter(|&threads| threads > 1)
}

/// As [`threads_for`], for a file transfer ([`copy_file`]): [`file_threads`].
pub(crate) fn file_threads_for(bytes: usize) -> Option<usize> {
    threads_for(bytes).map(|_| file_threads())
}

/// Copies between the pageable host side and the device side of `sides` (memory of `context`)
/// through the context's ring, with `threads` threads ([`threads_for`]), if the ring can be
/// had; returns `Ok(false)` (having done nothing) otherwise, and the caller takes the route it
/// planned for that. Whether staging pays (the size, the threads, whether the driver knows the
/// host side: [`known_to_driver`]) is the caller's decision, made before: this decides only
/// what can be known when the copy runs. Either side may be rows: the threads pack or unpack
/// the host's, the DMAs write or read the device's in place.
///
/// Without `order` the copy is complete on return. With it, the copy comes after the work
/// queued on `order` so far, and later work there comes after it: the host side is done on
/// return (read, or written), the device side may not be until `order` gets there.
///
/// A copy that fails returns once none of the DMAs it queued can still run ([`Ring::drain`]).
///
/// # Safety
/// The host side must be valid for reads (`ToDevice`) or exclusive writes (`ToHost`) of its
/// rows (or `bytes`) until this returns, the device side likewise on the device until the copy
/// is complete (with `order`: until that stream has done the work queued on it so far).
pub(crate) unsafe fn copy(
    context: &Context,
    way: Way,
    sides: Sides<'_>,
    threads: usize,
    order: Option<&Stream>,
) -> Result<bool> {
    // SAFETY: forwarded.
    unsafe { stage(context, way, sides, None, threads, order) }
}

/// Copies `bytes` between `file` (from its offset on) and `device`, memory of `context`, through
/// the context's second ring, with `threads` threads reading or writing at once: as [`copy`],
/// but waiting for the ring rather than ever taking the driver's path; `Ok(false)` only where no
/// ring can be made (pinned memory ran out), and the caller reads through a buffer of its own.
///
/// A file transfer takes only the second ring and the second crew of threads, and waits for
/// them: however long it runs, the first ring and crew stay free for copies of memory, which
/// take the first free ring and otherwise wait for the first (`first_free`). Two file transfers
/// take turns.
///
/// # Safety
/// The device side as for [`copy`]; the file's descriptors stay open until this returns.
#[cfg(target_os = "linux")]
pub(crate) unsafe fn copy_file(
    context: &Context,
    way: Way,
    file: FileSide,
    device: CUdeviceptr,
    bytes: usize,
    threads: usize,
    order: Option<&Stream>,
) -> Result<bool> {
    let sides = Sides::contiguous(std::ptr::null_mut(), device, bytes);
    // SAFETY: forwarded.
    unsafe { stage(context, way, sides, Some(file), threads, order) }
}

/// [`copy`] and [`copy_file`]: the host side is `sides`' memory, or `file`.
///
/// # Safety
/// As for both.
unsafe fn stage(
    context: &Context,
    way: Way,
    sides: Sides<'_>,
    file: Option<FileSide>,
    threads: usize,
    order: Option<&Stream>,
) -> Result<bool> {
    let Sides {
        host,
        device,
        bytes,
        ..
    } = sides;
    // A ring, and a crew of threads, serve one copy at a time: a device has two rings and the
    // process two crews, and a copy that finds both busy waits for the first.
    // Memory being made ahead is waited for rather than made twice.
    ring_memory::wait_ahead(context);
    let taken = match file {
        Some(_) => (lock_second(context.attached()), lock_second(&*CREWS)),
        None => (first_free(context.attached()), first_free(&*CREWS)),
    };
    let (Some(mut attached), Some(mut workers)) = taken else {
        return Ok(false);
    };
    // Started on first need (a crew keeps its threads), before the ring is made, if it is: a
    // fresh process's first large copy pays for both.
    workers.start(threads);
    let made = match attached.take() {
        Some(ring) if (&*ring as &dyn Any).is::<Ring>() => Ok(ring),
        // Memory made ahead (by the context's first large allocation), or none yet.
        ahead => {
            let ahead = ahead.and_then(|a| (a as Box<dyn Any>).downcast::<RingMemory>().ok());
            let memory = match ahead {
                Some(memory) => Ok(*memory),
                None => RingMemory::make(context),
            };
            memory.and_then(|memory| Ring::new(context, memory).map(|r| Box::new(r) as _))
        }
    };
    let ring = match made {
        Ok(ring) => attached.insert(ring),
        // Staging only speeds copies up: without a ring (pinned memory can run out before
        // device memory does) the driver's path still copies. The next large copy tries to
        // make the ring again.
        Err(error) => {
            tracing::warn!(%error, "making the staging ring failed; copying without it");
            return Ok(false);
        }
    };
    let Some(ring) = (&mut **ring as &mut dyn Any).downcast_mut::<Ring>() else {
        return Ok(false);
    };
    context.bind()?;
    // Blocks are moved between the slots and the device by the block kernel, not by DMAs. Its
    // module is held until the copy has queued its last launch (`blocks::give_back`).
    let loaded = match sides.blocks.is_empty() {
        true => None,
        false => Some(crate::work::blocks::function(context)?),
    };
    let kernel = loaded.as_ref().map_or(0, |loaded| loaded.function as usize);
    // A file's parts are read or written by the kernel, one call each: whole 8 MiB slots
    // (parts of 1 MiB, or fewer bytes where there are more threads) for both ways. Measured on
    // an H200 host with 8 threads, 4 GiB cached reads: 0.89-0.90x the pageable upload's speed
    // with whole slots, 0.82-0.88x with an upload's 6 MiB chunks.
    let chunk = match file {
        Some(_) => chunk_for(bytes, Way::ToHost, MOST_THREADS),
        None => chunk_for(bytes, way, threads),
    };
    let job = Job {
        kernel,
        file,
        way,
        host: host as usize,
        host_rows: sides.host_rows,
        device_rows: sides.device_rows,
        blocks: (sides.blocks.as_ptr() as usize, sides.blocks.len()),
        bytes,
        slots: ring.memory.slots.map(|s| s as usize),
        chunk,
        parts: (chunk / PART).max(threads),
        threads,
    };
    let before = thread_cpu();
    // SAFETY: forwarded from our caller; the slots are the ring's, SLOT >= chunk bytes each.
    let moved = unsafe { ring.copy(&mut workers, job, device, order) };
    drop(loaded);
    count_cpu(before);
    // Whatever failed, the copy does not return while a DMA of it may still run: its caller
    // may free the device memory next, and the ring's next copy reuses the slots.
    if moved.is_err() && ring.drain(context) == Stopped::Lost {
        // Dropped without `release`: its driver resources stay allocated (see `Ring`), and the
        // next large copy makes a new ring.
        drop(attached.take());
        tracing::error!("the staging ring's context is lost; its pinned memory is left allocated");
    }
    moved.map(|()| true)
}

/// Whether the driver knows all `bytes` from `host` as its own memory, though the caller has
/// it as a plain slice, and its path is the one to take: a pinned or registered buffer sliced
/// with `[..]`, another library's page-locked memory. The copy engine then moves it straight,
/// with no thread's time (measured on an H100, a 256 MiB pinned buffer as a slice: 49 GB/s up
/// and 52 down through the ring, costing 40-48 ms of CPU, 52 and 55 straight; 64 MiB down 47
/// against 54). Asking costs 0.1-0.25 µs. Asked by the route of a copy (`copy::route`) of a
/// single host range; a batch's blocks come with the driver's memory sorted out already.
///
/// Managed memory as a slice (`UnifiedBuffer::as_slice`) is staged: the program asked for the
/// host's access, which says the pages are (or are to be) on the host, and there the ring's
/// threads beat the driver's copy of managed memory (on an H200, 256 MiB of host-resident
/// managed memory: the driver 10-11 GB/s, a ring of 16 threads 28). A copy of the buffer itself
/// takes the driver's path, right wherever the pages are. The threads may read managed memory
/// only where every device has concurrent managed access (else a host access while a kernel
/// runs faults): elsewhere it takes the driver's path too.
pub(crate) fn known_to_driver(host: *mut u8, bytes: usize) -> Result<bool> {
    let addr = host as CUdeviceptr;
    match Allocation::at(addr) {
        Ok(allocation) if allocation.kind == MemoryKind::Unified => {
            Ok(!concurrent_managed_everywhere())
        }
        // Memory only partly the driver's is staged: the threads can read and write it all.
        Ok(allocation) => Ok(allocation.check_range(addr, bytes).is_ok()),
        Err(Error::UnknownPointer { .. }) => Ok(false),
        Err(error) => Err(error),
    }
}

/// Bytes per chunk of a staged copy of `bytes` by `threads` threads: a quarter of it, from
/// [`MIN_CHUNK`] up to [`WARM_CHUNK`], or up to [`SLOT`] for downloads by many threads.
fn chunk_for(bytes: usize, way: Way, threads: usize) -> usize {
    let largest = match way {
        Way::ToHost if threads > FEW_THREADS => SLOT,
        _ => WARM_CHUNK,
    };
    (bytes / 4)
        .clamp(MIN_CHUNK, largest)
        .next_multiple_of(1 << 16)
}

/// The copying threads, shared by every ring, in two crews of up to [`file_threads`]: two
/// copies at once (to two devices, or both rings of one) are both staged. A crew starts its
/// threads when a copy first needs them.
static CREWS: LazyLock<[Mutex<Workers>; 2]> =
    LazyLock::new(|| [0, 1].map(|crew| Mutex::new(Workers::new(crew))));

/// The first of `locks` that is free, or else the first once it is free: copies run at once two
/// by two, and the rest wait their turn rather than take the driver's path, whose pageable
/// copies stall the ring's while they run. Measured on an H100, two to four threads copying 64
/// or 256 MiB at once (up, down or both): with one ring and the driver's path for the others,
/// all together moved 8-21 GB/s; with two rings, two crews and the rest waiting, 23-54 both
/// up or both down, 28-82 up and down (the link's two directions), 23-58 with three or four
/// threads (the most on quiet hosts, where one copy alone moves 43-53); one crew taking turns
/// was no faster (21-51). `None` if the lock waited for was poisoned
/// (a copy panicked while holding it): the copy takes the driver's path.
fn first_free<T>(locks: &[Mutex<T>]) -> Option<MutexGuard<'_, T>> {
    let free = locks.iter().find_map(|lock| lock.try_lock().ok());
    free.or_else(|| locks.first()?.lock().ok())
}

/// The last of `locks`, once it is free: a file transfer's (see `copy_file`); `None` if it
/// was poisoned.
fn lock_second<T>(locks: &[Mutex<T>]) -> Option<MutexGuard<'_, T>> {
    locks.last()?.lock().ok()
}

impl Device {
    /// Gives back the pinned memory of this device's staging rings (used for large pageable
    /// copies: one, or two if two such copies ran at once), waiting for a copy using one, and
    /// the spare pinned memory batches keep for their kernel's tables and pageable blocks; the
    /// next such copy or batch makes them again. They are also given back when the last handle
    /// of this device, and everything allocated through it, is dropped.
    ///
    /// [`free_kept_memory`](crate::free_kept_memory) gives back this and everything else cudyn
    /// keeps for reuse, on every device.
    pub fn free_staging_memory(&self) {
        if let Some(context) = self.retained_context() {
            free_rings(context);
            // And the spare pinned memory the batches' kernel keeps.
            crate::work::blocks::free_spares(context);
        }
    }
}

/// Gives back `context`'s staging rings, and ring memory made ahead: a thread making it now is
/// waited for, or it would put it back after. A ring in use is waited for (its copy holds its
/// lock to the end, and leaves no DMA of it running).
pub(crate) fn free_rings(context: &Context) {
    ring_memory::wait_ahead(context);
    for slot in context.attached() {
        let ring = slot.lock().unwrap_or_else(|e| e.into_inner()).take();
        if let Some(ring) = ring {
            ring.free(context);
        }
    }
}
