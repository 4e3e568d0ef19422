//! Fast copies between pageable host memory and device memory.
//!
//! The driver copies pageable memory through a small staging buffer with one CPU thread, at
//! 7 to 17 GB/s on an H100 or H200 where pinned memory moves at 55. For large copies this
//! crate stages them itself: a ring of pinned slots, filled (or drained) by several threads at
//! once while the copy engine moves the chunks before (`threads`). A context makes its ring on
//! its first large pageable copy, and a second one when two copies to it run at once, and keeps
//! them until the context is released; the threads, two crews of them, are shared by every ring
//! and kept. Small copies stay on the driver's path, where setting up a pipeline would cost more
//! than it saves.
//!
//! Registering the caller's memory in place (`cuMemHostRegister`) was the other option: it
//! costs about 8 ms per 256 MiB to register and 4 ms to unregister, which caps a one-off copy
//! at 13 to 16 GB/s, and it does not scale with threads (measured on an H100: a pipeline of
//! register, copy, unregister reached 19 GB/s with 1 to 8 threads).
//! [`RegisteredHost`](crate::RegisteredHost) is the tool for memory copied again and again.

mod stores;
mod threads;

use std::any::Any;
use std::cell::Cell;
use std::sync::atomic::{AtomicU32, AtomicUsize, Ordering};
use std::sync::{LazyLock, Mutex, MutexGuard, OnceLock};
use std::time::Duration;

use self::threads::{CPU_NS, Job, Workers, count_cpu, thread_cpu};
use super::scope::wait_for_context;
use crate::driver::call;
use crate::driver::context::{Attached, Context};
use crate::driver::device::Device;
use crate::driver::error::{Error, Result, finished};
use crate::driver::pointer::Allocation;
use crate::driver::stream::Stream;
use crate::sys::{CUdeviceptr, CUevent, CUevent_flags, CUfunction, CUstream, CUstream_flags};
use crate::work::blocks::{Block, launch, table_bytes, write_table};

/// Bytes per ring slot, and the largest chunk: large enough that a chunk's DMA (150 µs) hides
/// the threads' hand-offs.
const SLOT: usize = 8 << 20;
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
/// Slots in the ring: chunks being filled, moving, and slack for the two to drift.
const RING: usize = 4;
/// Copies smaller than this stay on the driver's path. Measured on an H200 host (medians of 21
/// in one process, each copy starting with the device idle), the ring against the driver's
/// path: 4 MiB uploads 23-24 GB/s against 12-13, downloads 18 against 10; 8 MiB 31 against 13
/// and 25-29 against 10; 2 MiB 16-22 against 11-14 and 13-15 against 7-9; from 1 MiB down
/// uploads gain little or lose. Not lower than 4 MiB: a staged copy wakes up to 7 threads,
/// which spin 200 µs once done, so its CPU time per byte grows as copies shrink.
const MIN_BYTES: usize = 4 << 20;
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
/// The most threads a copy uses, and so the most that are ever started: the copy engine's
/// 55 GB/s needs 6 to 8 threads' copying on the machines measured.
const MOST_THREADS: usize = 8;

/// The caller's cap plus one; 0 while no cap was set.
static MAX_THREADS: AtomicUsize = AtomicUsize::new(0);

/// Caps the threads that copy pageable memory through the staging ring, the calling thread
/// included. 0 or 1 turns staging off (one thread cannot beat the driver), so every pageable
/// copy takes the driver's path. The default is 8, or the machine's parallelism if lower; a
/// larger cap counts as 8. Threads are started when a copy first needs them, and kept; the cap
/// limits how many a copy uses (two copies running at once use up to that many each).
pub fn set_staging_threads(threads: usize) {
    MAX_THREADS.store(threads.min(MOST_THREADS) + 1, Ordering::Relaxed);
}

/// The threads a staged copy uses at most now: the cap of [`set_staging_threads`], or the
/// default (8, or the machine's parallelism if lower).
pub fn staging_threads() -> usize {
    // available_parallelism reads the affinity mask and cgroup limits: once is enough.
    static DEFAULT: OnceLock<usize> = OnceLock::new();
    match MAX_THREADS.load(Ordering::Relaxed) {
        0 => *DEFAULT.get_or_init(|| {
            std::thread::available_parallelism()
                .map_or(1, |n| n.get())
                .min(MOST_THREADS)
        }),
        capped => capped - 1,
    }
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
    fn host_extent(&self) -> usize {
        match self.host_rows {
            Some((width, pitch)) => (self.bytes / width - 1) * pitch + width,
            None => self.bytes,
        }
    }
}

/// Copies between the pageable host side and the device side of `sides` (memory of `context`)
/// through the context's ring, if the copy is large enough, staging is on and the ring is
/// free; returns `Ok(false)` (having done nothing) otherwise, and the caller takes the driver's
/// path. Either side may be rows: the threads pack or unpack the host's, the DMAs write or
/// read the device's in place.
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
    order: Option<&Stream>,
) -> Result<bool> {
    let Sides {
        host,
        device,
        bytes,
        ..
    } = sides;
    // The size first: most copies are small, and must pay nothing here.
    if bytes < MIN_BYTES {
        return Ok(false);
    }
    let threads = staging_threads();
    // Blocks come from a batch, which has sorted out the driver's memory already.
    if threads <= 1 || (sides.blocks.is_empty() && known_to_driver(host, sides.host_extent())?) {
        return Ok(false);
    }
    // A ring, and a crew of threads, serve one copy at a time: a device has two rings and the
    // process two crews, and a copy that finds both busy waits for the first.
    let (Some(mut attached), Some(mut workers)) =
        (first_free(context.attached()), first_free(&*CREWS))
    else {
        return Ok(false);
    };
    let ring = match &mut *attached {
        Some(ring) => ring,
        slot @ None => match Ring::new(context) {
            Ok(ring) => slot.insert(Box::new(ring)),
            // Staging only speeds copies up: without a ring (pinned memory can run out before
            // device memory does) the driver's path still copies. The next large copy tries
            // to make the ring again.
            Err(error) => {
                tracing::warn!(%error, "making the staging ring failed; copying without it");
                return Ok(false);
            }
        },
    };
    // The ring is all this crate attaches to a context.
    let Some(ring) = (&mut **ring as &mut dyn Any).downcast_mut::<Ring>() else {
        return Ok(false);
    };
    context.bind()?;
    // Blocks are moved between the slots and the device by the block kernel, not by DMAs.
    let kernel = match sides.blocks.is_empty() {
        true => 0,
        false => crate::work::blocks::function(context)? as usize,
    };
    let chunk = chunk_for(bytes, way, threads);
    let job = Job {
        kernel,
        way,
        host: host as usize,
        host_rows: sides.host_rows,
        device_rows: sides.device_rows,
        blocks: (sides.blocks.as_ptr() as usize, sides.blocks.len()),
        bytes,
        slots: ring.slots.map(|s| s as usize),
        chunk,
        parts: (chunk / PART).max(threads),
        threads,
    };
    let before = thread_cpu();
    // SAFETY: forwarded from our caller; the slots are the ring's, SLOT >= chunk bytes each.
    let moved = unsafe { ring.copy(&mut workers, job, device, order) };
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
/// it as a plain slice: a pinned or registered buffer sliced with `[..]`, another library's
/// page-locked memory, unified memory. The driver's path then beats the ring: the copy engine
/// moves page-locked memory straight, with no thread's time (measured on an H100, a 256 MiB
/// pinned buffer as a slice: 49 GB/s up and 52 down through the ring, costing 40-48 ms of CPU,
/// 52 and 55 straight; 64 MiB down 47 against 54), and unified memory is copied where its
/// pages are rather than pulled to the host by the threads. Asking costs 0.1-0.25 µs.
fn known_to_driver(host: *mut u8, bytes: usize) -> Result<bool> {
    let addr = host as CUdeviceptr;
    match Allocation::at(addr) {
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

/// The copying threads, shared by every ring, in two crews of up to [`staging_threads`]: two
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

/// Spins of a copy's loop without a move (each well under a microsecond) before it asks the
/// ring's stream whether its DMAs can still finish: often enough to notice a lost context
/// within a millisecond or so, rarely enough to cost nothing while DMAs run.
const STALLED_SPINS: u32 = 1 << 14;

/// What [`Ring::drain`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stopped {
    /// Nothing queued on the ring runs any more: its slots are idle.
    Finished,
    /// The context is lost (confirmed: [`wait_for_context`]): none of its DMAs run again, but
    /// the ring is neither freed nor used again (see [`Ring`]).
    Lost,
}

/// The pinned slots, marks, stream and event of one context's staging ring. The context owns
/// it (as what is [`Attached`] to it) and frees it before it is released itself.
///
/// No `Drop`: it is freed by [`Ring::release`], which first waits until none of its DMAs can
/// run. One dropped without it, as when its context is lost, leaves its driver resources
/// allocated, which is what a ring that cannot be shown idle calls for.
pub(crate) struct Ring {
    slots: [*mut u8; RING],
    /// Pinned memory the ring's stream writes each slot's mark into once the slot's last DMA is
    /// done ([`MARK_STRIDE`] bytes apart), and its device address.
    marks: *mut u8,
    marks_device: CUdeviceptr,
    /// The mark each slot's last DMA writes, and the last mark handed out.
    awaited: [Cell<u32>; RING],
    last_mark: Cell<u32>,
    /// Orders a copy queued in a scope with the scope's stream.
    order: CUevent,
    stream: CUstream,
    /// Each slot's table for the block kernel (pinned, and its size), made when blocks first
    /// pass through the slot and reused: rewritten only once the slot is idle.
    tables: [Cell<(*mut u8, usize)>; RING],
}

/// Bytes between two slots' marks: a cache line each, so that the threads polling one do not
/// share a line with the copy engine writing another.
const MARK_STRIDE: usize = 64;

// SAFETY: the pointers are this ring's own pinned memory and driver handles, usable from any
// thread; the ring is only used under its context's mutex (the cells are not shared).
unsafe impl Send for Ring {}

impl Ring {
    fn new(context: &Context) -> Result<Ring> {
        context.bind()?;
        let mut ring = Ring {
            slots: [std::ptr::null_mut(); RING],
            marks: std::ptr::null_mut(),
            marks_device: 0,
            awaited: Default::default(),
            last_mark: Cell::new(0),
            order: std::ptr::null_mut(),
            stream: std::ptr::null_mut(),
            tables: Default::default(),
        };
        // Made one piece at a time; if a step fails, what was made is freed.
        match ring.make() {
            Ok(()) => {
                tracing::debug!(slots = RING, bytes = SLOT, "staging ring made");
                Ok(ring)
            }
            Err(error) => {
                ring.release(context);
                Err(error)
            }
        }
    }

    fn make(&mut self) -> Result<()> {
        let flags = CUstream_flags::CU_STREAM_NON_BLOCKING.0;
        // SAFETY: writes one handle to a field; the context is current.
        unsafe { call!(cuStreamCreateWithPriority(&mut self.stream, flags, 0)) }?;
        let portable = crate::sys::CU_MEMHOSTALLOC_PORTABLE;
        for i in 0..RING {
            let mut slot: *mut std::ffi::c_void = std::ptr::null_mut();
            // SAFETY: writes one pointer to a local; the context is current.
            unsafe { call!(cuMemHostAlloc(&mut slot, SLOT, portable)) }?;
            self.slots[i] = slot.cast();
        }
        let mut marks: *mut std::ffi::c_void = std::ptr::null_mut();
        // SAFETY: writes one pointer to a local; the context is current.
        unsafe { call!(cuMemHostAlloc(&mut marks, RING * MARK_STRIDE, portable)) }?;
        self.marks = marks.cast();
        // Every mark starts at 0, the mark a slot never used awaits.
        // SAFETY: our own pinned memory of that size, which nothing else uses yet.
        unsafe { std::ptr::write_bytes(self.marks, 0, RING * MARK_STRIDE) };
        // SAFETY: writes one address to a field; the memory is ours, the context current.
        unsafe {
            call!(cuMemHostGetDevicePointer_v2(
                &mut self.marks_device,
                marks,
                0
            ))
        }?;
        let timing_off = CUevent_flags::CU_EVENT_DISABLE_TIMING.0;
        // SAFETY: writes one handle to a field; the context is current.
        unsafe { call!(cuEventCreate(&mut self.order, timing_off)) }
    }

    /// Gives everything back, in `context`, which owns the ring and is still retained, once
    /// none of its DMAs can run ([`drain`](Self::drain), which leaves a ring of a lost context
    /// allocated, and aborts the process where nothing shows the DMAs stopped). Runs in `Drop`,
    /// so failures to free are logged.
    fn release(self, context: &Context) {
        if let Err(error) = context.bind() {
            tracing::warn!(%error, "binding to free the staging ring failed; freeing anyway");
        }
        if self.drain(context) == Stopped::Lost {
            tracing::error!("the staging ring's context is lost; its memory is left allocated");
            return;
        }
        // Each piece is given back whatever happened to the others: a refused release leaves
        // that one piece allocated, not the rest of the ring.
        let mut refused = 0;
        let mut given_back = |what: &str, released: Result<()>| {
            if let Err(error) = released {
                tracing::warn!(%error, what, "freeing part of the staging ring failed");
                refused += 1;
            }
        };
        let tables = self.tables.iter().map(|t| t.get().0);
        let pinned = self.slots.into_iter().chain([self.marks]).chain(tables);
        for memory in pinned.filter(|c| !c.is_null()) {
            // SAFETY: our own pinned memory, idle after drain() (nothing queued writes a mark
            // any more), freed once.
            given_back(
                "pinned memory",
                (|| unsafe { call!(cuMemFreeHost(memory.cast())) })(),
            );
        }
        if !self.order.is_null() {
            // SAFETY: our own event, destroyed once.
            let order = self.order;
            given_back("event", (|| unsafe { call!(cuEventDestroy_v2(order)) })());
        }
        if !self.stream.is_null() {
            // SAFETY: our own stream, idle, destroyed once.
            let stream = self.stream;
            given_back(
                "stream",
                (|| unsafe { call!(cuStreamDestroy_v2(stream)) })(),
            );
        }
        if refused == 0 {
            tracing::debug!("staging ring freed");
        }
    }

    /// Waits until nothing queued on the ring can run, as a scope's end does: the slots are
    /// then idle (`Finished`), unless the driver says that the context is lost (`Lost`): none
    /// of its DMAs run again, it says, but the ring is not to be freed or used again on that
    /// word (see [`Ring`]). If waiting for the ring's stream fails otherwise, the whole context
    /// is waited for; if that fails too, not lost, the process aborts ([`wait_for_context`]):
    /// returning would let the caller free memory a DMA may still write, and freeing the ring
    /// would free slots a DMA may still use.
    fn drain(&self, context: &Context) -> Stopped {
        if self.stream.is_null() {
            return Stopped::Finished;
        }
        // SAFETY: our own live stream.
        let Err(error) = (|| unsafe { call!(cuStreamSynchronize(self.stream)) })() else {
            return Stopped::Finished;
        };
        match wait_for_context(Some(context), error, "the staging ring") {
            Error::ContextLost { .. } => Stopped::Lost,
            _ => Stopped::Finished,
        }
    }

    /// Whether the DMAs last queued on `slot` are done (a slot never used is): its mark has
    /// reached the one its last DMA writes. Reading memory rather than asking the driver
    /// (`cuEventQuery`) matters when other threads make pageable copies through the driver's
    /// path, which holds up every driver call while it runs: a 256 MiB upload beside a loop of
    /// 1 MiB ones moved 29-32 GB/s polling marks, 21-22 asking events (3 MiB ones: 19-20
    /// against 10; alone, the same speed), measured on an H100.
    fn idle(&self, slot: usize) -> bool {
        // SAFETY: the mark lies inside our pinned block, aligned (the block is page-aligned,
        // MARK_STRIDE a multiple of 4), live as long as the ring; the host only reads it, and
        // atomically, as the copy engine writes it.
        let mark = unsafe { AtomicU32::from_ptr(self.marks.add(slot * MARK_STRIDE).cast()) };
        // Marks wrap around: reached when no more than half the range behind.
        let behind = self.awaited[slot]
            .get()
            .wrapping_sub(mark.load(Ordering::Acquire));
        behind == 0 || behind > u32::MAX / 2
    }

    /// Queues the DMA of `chunk` of `job` between its slot and `device`, and the write of the
    /// slot's next mark after it.
    ///
    /// # Safety
    /// `device` must be valid for the job's bytes until the DMA is done, and the slot must not
    /// be touched by the host until it is [`idle`](Self::idle).
    unsafe fn dma(&self, job: &Job, chunk: usize, device: CUdeviceptr) -> Result<()> {
        let (slot, (offset, len)) = (chunk % RING, job.bounds(chunk));
        let (host, s) = (self.slots[slot], self.stream);
        let mark = self.last_mark.get().wrapping_add(1);
        let at = self.marks_device + (slot * MARK_STRIDE) as u64;
        // The write waits for the DMA and makes its data visible first (the default flags: a
        // memory fence before the write).
        let after = crate::sys::CUstreamWriteValue_flags::CU_STREAM_WRITE_VALUE_DEFAULT.0;
        // SAFETY: the slot holds SLOT >= len bytes; the device range (or its rows) is valid
        // (our caller); the mark lies in our pinned block.
        unsafe {
            match job.device_rows {
                _ if job.kernel != 0 => self.by_kernel(job, slot, (offset, len))?,
                None => linear(job.way, host, device + offset as u64, len, s)?,
                Some(rows) => in_rows(job.way, host, device, rows, (offset, len), s)?,
            }
            call!(cuStreamWriteValue32_v2(s, at, mark, after))?;
        }
        // Awaited only once its write is queued: a failed write leaves the slot's mark and the
        // one awaited as they were (the failed copy drains the ring before returning).
        self.last_mark.set(mark);
        self.awaited[slot].set(mark);
        Ok(())
    }

    /// Queues the block kernel over the part of the job's blocks in bytes `offset..offset +
    /// len` of the copy, between `slot` (where those bytes are packed) and the device.
    ///
    /// # Safety
    /// As for [`dma`](Self::dma); the job's blocks are valid (its caller's promise).
    unsafe fn by_kernel(
        &self,
        job: &Job,
        slot: usize,
        (offset, len): (usize, usize),
    ) -> Result<()> {
        // SAFETY: the job's blocks, alive until the copy returns (staging::copy's caller).
        let pieces = unsafe { job.pieces() };
        let (end, packed) = (offset + len, self.slots[slot] as CUdeviceptr);
        let first = pieces.partition_point(|p| p.at + p.len <= offset);
        let mut blocks = Vec::new();
        for piece in pieces[first..].iter().take_while(|p| p.at < end) {
            let (from, to) = (piece.at.max(offset), (piece.at + piece.len).min(end));
            let (staged, device) = (
                packed + (from - offset) as u64,
                piece.device + (from - piece.at) as u64,
            );
            let (src, dst) = match job.way {
                Way::ToDevice => (staged, device),
                Way::ToHost => (device, staged),
            };
            blocks.push(Block {
                src,
                dst,
                bytes: to - from,
            });
        }
        // The table is written by the host, unlike a DMA's parameters, which the driver takes
        // when it is queued: the slot's last launch must have read it. Within a copy the
        // pipeline sees to it; a download right after an upload queued in a scope (which
        // returns before its last launches run) waits here.
        self.wait_idle(slot)?;
        let table = self.table(slot, table_bytes(blocks.len()))?;
        // SAFETY: the slot's table, idle with its slot (its last launch is done), big enough;
        // the slot and the blocks are reachable by the device (pinned memory mapped for every
        // context; the caller's device memory), valid until the launch has run (marks).
        unsafe {
            write_table(table, &blocks);
            launch(job.kernel as CUfunction, table, &blocks, self.stream)
        }
    }

    /// Waits until `slot`'s last DMA or launch is done (its mark is in), asking the ring's
    /// stream now and then whether it still can be.
    fn wait_idle(&self, slot: usize) -> Result<()> {
        let mut spins = 0u32;
        while !self.idle(slot) {
            std::hint::spin_loop();
            spins += 1;
            if spins == STALLED_SPINS {
                spins = 0;
                // SAFETY: our own live stream.
                finished(unsafe { call!(cuStreamQuery(self.stream)) })?;
            }
        }
        Ok(())
    }

    /// `slot`'s table, at least `bytes` long: made, or made larger, now (the slot is idle, so
    /// no launch still reads the old one).
    fn table(&self, slot: usize, bytes: usize) -> Result<*mut u8> {
        let (table, size) = self.tables[slot].get();
        if size >= bytes {
            return Ok(table);
        }
        if !table.is_null() {
            // SAFETY: our own pinned memory, idle (see above), freed once.
            unsafe { call!(cuMemFreeHost(table.cast())) }?;
            self.tables[slot].set((std::ptr::null_mut(), 0));
        }
        let size = bytes.next_power_of_two().max(64 << 10);
        let mut raw: *mut std::ffi::c_void = std::ptr::null_mut();
        let portable = crate::sys::CU_MEMHOSTALLOC_PORTABLE;
        // SAFETY: writes one pointer to a local; the ring's context is current.
        unsafe { call!(cuMemHostAlloc(&mut raw, size, portable)) }?;
        self.tables[slot].set((raw.cast(), size));
        Ok(raw.cast())
    }

    /// The pipeline. To the device: a chunk is made ready for the threads once its slot's last
    /// DMA is done, and its DMA is queued once the threads have filled it. To the host: a
    /// chunk's DMA is queued once its slot has been drained, and it is made ready once the DMA
    /// is done. This thread queues, polls and copies parts in between.
    ///
    /// # Safety
    /// As for [`copy`]; the job's slots are this ring's.
    unsafe fn copy(
        &mut self,
        workers: &mut Workers,
        job: Job,
        device: CUdeviceptr,
        order: Option<&Stream>,
    ) -> Result<()> {
        if let Some(order) = order {
            // SAFETY: live event and streams; the ring's DMAs start after `order`'s work.
            unsafe {
                call!(cuEventRecord(self.order, order.raw()))?;
                call!(cuStreamWaitEvent(self.stream, self.order, 0))?;
            }
        }
        let chunks = job.chunks();
        // SAFETY: the caller's memory is valid until this returns (our caller), after `run`
        // is dropped; a slot is made ready only when its DMAs are done (below).
        let run = unsafe { workers.begin(job) };
        // Chunks made ready, queued (their DMA), and done with on the host: cells, read by
        // the loop below while `step` moves them.
        let (ready, queued, drained) = (Cell::new(0), Cell::new(0), Cell::new(0));
        let advance = |cell: &Cell<usize>| cell.set(cell.get() + 1);
        // One move of the pipeline, if one can be made now; whether it was.
        let step = || -> Result<bool> {
            let (r, q, d) = (ready.get(), queued.get(), drained.get());
            match job.way {
                Way::ToDevice if q < r && run.copied(q) => {
                    // SAFETY: the slot is filled and not touched again before its mark.
                    unsafe { self.dma(&job, q, device) }?;
                    advance(&queued);
                }
                Way::ToDevice if r < chunks.min(q + RING) && self.idle(r % RING) => {
                    run.make_ready(r);
                    advance(&ready);
                }
                Way::ToHost if q < chunks.min(d + RING) => {
                    // SAFETY: the slot has been drained (or is fresh); the DMA is queued on the
                    // ring's stream after any earlier one of the slot.
                    unsafe { self.dma(&job, q, device) }?;
                    advance(&queued);
                }
                Way::ToHost if d < r && run.copied(d) => advance(&drained),
                Way::ToHost if r < q && self.idle(r % RING) => {
                    run.make_ready(r);
                    advance(&ready);
                }
                _ => return Ok(false),
            }
            Ok(true)
        };
        let last = match job.way {
            Way::ToDevice => &queued,
            Way::ToHost => &drained,
        };
        // Spins without a move since the last look at the ring's stream.
        let mut idle = 0u32;
        while last.get() < chunks {
            if run.failed() {
                return Err(Error::StagingThreadPanicked);
            }
            let mut moves = || {
                while step()? {}
                Ok(())
            };
            if step()? || run.help(&mut moves)? {
                idle = 0;
                continue;
            }
            std::hint::spin_loop();
            idle += 1;
            if idle == STALLED_SPINS {
                idle = 0;
                // A mark that never comes (the context was lost under the copy: a kernel
                // faulted) would hold this loop for ever: the stream says so instead. Only
                // while a DMA is awaited: waiting for the threads is not the stream's concern.
                if (0..RING).any(|slot| !self.idle(slot)) {
                    // SAFETY: our own live stream.
                    finished(unsafe { call!(cuStreamQuery(self.stream)) })?;
                }
            }
        }
        drop(run);
        match (job.way, order) {
            // Every DMA has been seen done.
            (Way::ToHost, _) => Ok(()),
            // SAFETY: our own live stream.
            (Way::ToDevice, None) => unsafe { call!(cuStreamSynchronize(self.stream)) },
            // SAFETY: live event and streams; `order`'s later work waits for the last DMA.
            (Way::ToDevice, Some(order)) => unsafe {
                call!(cuEventRecord(self.order, self.stream))?;
                call!(cuStreamWaitEvent(order.raw(), self.order, 0))
            },
        }
    }
}

/// Queues one DMA of `len` bytes between `host` (pinned) and `device` on `stream`.
///
/// # Safety
/// Both ranges valid for `len` bytes until the stream has run it; `stream`'s context current.
unsafe fn linear(
    way: Way,
    host: *mut u8,
    device: CUdeviceptr,
    len: usize,
    s: CUstream,
) -> Result<()> {
    // SAFETY: forwarded.
    unsafe {
        match way {
            Way::ToDevice => call!(cuMemcpyHtoDAsync_v2(device, host.cast(), len, s)),
            Way::ToHost => call!(cuMemcpyDtoHAsync_v2(host.cast(), device, len, s)),
        }
    }
}

/// Queues the DMAs of bytes `offset..offset + len` of rows `(width, pitch)` from `device`,
/// packed at `host`: the rest of a row begun before, whole rows in one 2D copy, and the start
/// of a row ended after (chunks need not end where rows do).
///
/// # Safety
/// `host` valid for `len` bytes and the rows' bytes in that range on the device, until the
/// stream has run them; `stream`'s context current.
unsafe fn in_rows(
    way: Way,
    host: *mut u8,
    device: CUdeviceptr,
    (width, pitch): (usize, usize),
    (offset, len): (usize, usize),
    s: CUstream,
) -> Result<()> {
    let end = offset + len;
    let at = |pos: usize| device + ((pos / width) * pitch + pos % width) as u64;
    let mut pos = offset;
    let piece = |from: usize, bytes: usize| -> Result<()> {
        // SAFETY: inside the slot (`from - offset + bytes <= len`) and inside one row.
        unsafe { linear(way, host.add(from - offset), at(from), bytes, s) }
    };
    if pos % width != 0 {
        let bytes = (width - pos % width).min(end - pos);
        piece(pos, bytes)?;
        pos += bytes;
    }
    let rows = (end - pos) / width;
    if rows > 0 {
        let packed = host.wrapping_add(pos - offset);
        let (host_type, device_type) = (
            crate::sys::CUmemorytype::CU_MEMORYTYPE_HOST,
            crate::sys::CUmemorytype::CU_MEMORYTYPE_DEVICE,
        );
        let mut params = crate::sys::CUDA_MEMCPY3D {
            WidthInBytes: width,
            Height: rows,
            Depth: 1,
            // SAFETY: plain data: integers, enumerations set below, and pointers for which
            // null means "none".
            ..unsafe { std::mem::zeroed() }
        };
        match way {
            Way::ToDevice => {
                (params.srcMemoryType, params.srcHost, params.srcPitch) =
                    (host_type, packed.cast_const().cast(), width);
                (params.dstMemoryType, params.dstDevice, params.dstPitch) =
                    (device_type, at(pos), pitch);
            }
            Way::ToHost => {
                (params.srcMemoryType, params.srcDevice, params.srcPitch) =
                    (device_type, at(pos), pitch);
                (params.dstMemoryType, params.dstHost, params.dstPitch) =
                    (host_type, packed.cast(), width);
            }
        }
        (params.srcHeight, params.dstHeight) = (rows, rows);
        // SAFETY: whole rows of both sides inside their ranges (our caller's contract).
        unsafe { call!(cuMemcpy3DAsync_v2(&params, s)) }?;
        pos += rows * width;
    }
    if pos < end {
        piece(pos, end - pos)?;
    }
    Ok(())
}

impl Attached for Ring {
    fn free(self: Box<Self>, context: &Context) {
        self.release(context);
    }
}

impl Device {
    /// Gives back the pinned memory of this device's staging rings (used for large pageable
    /// copies: one, or two if two such copies ran at once), waiting for a copy using one; the
    /// next such copy makes one again. It is also given back when the last handle of this
    /// device, and everything allocated through it, is dropped.
    pub fn free_staging_memory(&self) {
        if let Some(context) = self.retained_context() {
            for slot in context.attached() {
                let ring = slot.lock().unwrap_or_else(|e| e.into_inner()).take();
                if let Some(ring) = ring {
                    ring.free(context);
                }
            }
        }
    }
}
