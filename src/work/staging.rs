//! Fast copies between pageable host memory and device memory.
//!
//! The driver copies pageable memory through a small staging buffer with one CPU thread, at
//! 10 to 20 GB/s on an H100 or H200 where pinned memory moves at 55. For large copies this
//! crate stages them itself: a ring of pinned chunks, filled (or drained) by several threads at
//! once while the copy engine moves the previous chunk. A context makes its ring on its first
//! large pageable copy and keeps it until the context is released; the threads are shared by
//! every ring and kept. Small copies stay on the driver's path, where setting up a pipeline
//! would cost more than it saves.
//!
//! Registering the caller's memory in place (`cuMemHostRegister`) was the other option: it
//! costs about 8 ms per 256 MiB to register and 3.6 ms to unregister, which caps a one-off copy
//! at 13 to 16 GB/s. [`RegisteredHost`](crate::RegisteredHost) is the tool for memory that is
//! copied again and again.

use std::any::Any;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, OnceLock};
use std::thread::JoinHandle;
use std::time::Duration;

use crate::driver::call;
use crate::driver::context::{Attached, Context};
use crate::driver::device::Device;
use crate::driver::error::Result;
use crate::sys::{CUdeviceptr, CUevent, CUevent_flags, CUstream, CUstream_flags};

/// Bytes per pinned chunk: large enough that a chunk's DMA hides the threads' hand-off,
/// small enough that the pipeline fills quickly.
const CHUNK: usize = 8 << 20;
/// Chunks in the ring: one being filled, one moving, and slack for the two to drift.
const RING: usize = 4;
/// Copies smaller than this stay on the driver's path (measured on an H200: the ring loses at
/// 4 MiB and wins at 16 MiB in both directions).
const MIN_BYTES: usize = 16 << 20;

/// The least a thread copies of a chunk: a smaller part costs more to hand out than it saves.
const MIN_PART: usize = 1 << 20;
/// The most threads a chunk can keep busy, and so the most that are ever started.
const MOST_THREADS: usize = CHUNK / MIN_PART;

/// The caller's cap plus one; 0 while no cap was set.
static MAX_THREADS: AtomicUsize = AtomicUsize::new(0);

/// Caps the threads that copy pageable memory through the staging ring. 0 or 1 turns staging
/// off (one thread cannot beat the driver), so every pageable copy takes the driver's path.
/// The default is 8, or the machine's parallelism if lower; a larger cap counts as 8, the
/// most that an 8 MiB chunk cut in 1 MiB parts can use. Threads are started when a copy first
/// needs them, and kept; the cap limits how many a copy uses.
pub fn set_staging_threads(threads: usize) {
    MAX_THREADS.store(threads.min(MOST_THREADS) + 1, Ordering::Relaxed);
}

/// The threads a staged copy uses at most now: the cap of [`set_staging_threads`], or the
/// default (8, or the machine's parallelism if lower).
pub fn staging_threads() -> usize {
    max_threads()
}

/// CPU time the staged copies have cost so far, in every thread that copied a part (the
/// callers' own parts included) and in the workers' spinning while they wait for the next
/// part: what their speed is bought with. `cudyn bench` reports it per GB moved.
pub fn staging_cpu_time() -> Duration {
    Duration::from_nanos(CPU_NS.load(Ordering::Relaxed))
}

/// Nanoseconds of CPU time counted by [`count_cpu`].
static CPU_NS: AtomicU64 = AtomicU64::new(0);

/// This thread's CPU time so far (`CLOCK_THREAD_CPUTIME_ID`); zero where there is none.
fn thread_cpu() -> Duration {
    #[cfg(unix)]
    {
        let mut now = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: writes one timespec through a pointer to a live local.
        if unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) } == 0 {
            return Duration::new(now.tv_sec as u64, now.tv_nsec as u32);
        }
    }
    Duration::ZERO
}

/// Adds this thread's CPU time since `since` to the staging total and returns the time now.
fn count_cpu(since: Duration) -> Duration {
    let now = thread_cpu();
    let spent = now.saturating_sub(since);
    CPU_NS.fetch_add(spent.as_nanos() as u64, Ordering::Relaxed);
    now
}

fn max_threads() -> usize {
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

/// Which way a staged copy goes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Way {
    /// Pageable host memory to device memory.
    ToDevice,
    /// Device memory to pageable host memory.
    ToHost,
}

/// Copies `bytes` between pageable `host` and `device` memory of `context` through its ring,
/// if the copy is large enough, staging is on and the ring is free; returns `Ok(false)`
/// (having done nothing) otherwise, and the caller takes the driver's path.
///
/// # Safety
/// `host` must be valid for `bytes` bytes of reads (`ToDevice`) or exclusive writes
/// (`ToHost`), `device` likewise on the device, until this returns.
pub(crate) unsafe fn copy(
    context: &Context,
    way: Way,
    host: *mut u8,
    device: CUdeviceptr,
    bytes: usize,
) -> Result<bool> {
    // The size first: most copies are small, and must pay nothing here.
    if bytes < MIN_BYTES {
        return Ok(false);
    }
    let threads = max_threads();
    if threads <= 1 {
        return Ok(false);
    }
    // A ring, and the threads, serve one copy at a time; a copy that finds either busy takes
    // the driver's path rather than waiting (both would compete for memory bandwidth anyway).
    let Ok(mut attached) = context.attached().try_lock() else {
        return Ok(false);
    };
    let Ok(mut workers) = WORKERS.get_or_init(Default::default).try_lock() else {
        return Ok(false);
    };
    let attached = match &mut *attached {
        Some(attached) => attached,
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
    let Some(ring) = (&mut **attached as &mut dyn Any).downcast_mut::<Ring>() else {
        return Ok(false);
    };
    context.bind()?;
    // SAFETY: forwarded from our caller.
    let moved = unsafe { ring.copy(&mut workers, way, host, device, bytes, threads) };
    if moved.is_err() {
        // Leave the ring idle for the next copy, whatever failed.
        ring.drain();
    }
    moved.map(|()| true)
}

/// The copying threads, shared by every ring: they own no GPU resources, so they can outlive
/// any context.
static WORKERS: OnceLock<Mutex<Workers>> = OnceLock::new();

/// The pinned chunks, stream and events of one context's staging ring. The context owns it
/// (as what is [`Attached`] to it) and frees it before it is released itself.
pub(crate) struct Ring {
    chunks: [*mut u8; RING],
    events: [CUevent; RING],
    stream: CUstream,
}

// SAFETY: the pointers are this ring's own pinned chunks and driver handles, usable from any
// thread; the ring is only used under its context's mutex.
unsafe impl Send for Ring {}

impl Ring {
    fn new(context: &Context) -> Result<Ring> {
        context.bind()?;
        let mut ring = Ring {
            chunks: [std::ptr::null_mut(); RING],
            events: [std::ptr::null_mut(); RING],
            stream: std::ptr::null_mut(),
        };
        // Made one piece at a time; if a step fails, what was made is freed.
        match ring.make() {
            Ok(()) => {
                tracing::debug!(chunks = RING, bytes = CHUNK, "staging ring made");
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
        for i in 0..RING {
            let mut chunk: *mut std::ffi::c_void = std::ptr::null_mut();
            let portable = crate::sys::CU_MEMHOSTALLOC_PORTABLE;
            // SAFETY: writes one pointer to a local; the context is current.
            unsafe { call!(cuMemHostAlloc(&mut chunk, CHUNK, portable)) }?;
            self.chunks[i] = chunk.cast();
            let timing_off = CUevent_flags::CU_EVENT_DISABLE_TIMING.0;
            // SAFETY: writes one handle to a field; the context is current.
            unsafe { call!(cuEventCreate(&mut self.events[i], timing_off)) }?;
        }
        Ok(())
    }

    /// Gives everything back, in `context`, which owns the ring and is still retained. Runs in
    /// `Drop`, so failures are logged.
    fn release(self, context: &Context) {
        if let Err(error) = context.bind() {
            tracing::warn!(%error, "binding to free the staging ring failed; freeing anyway");
        }
        self.drain();
        // Each piece is given back whatever happened to the others: a refused release leaves
        // that one piece allocated, not the rest of the ring.
        let mut refused = 0;
        let mut given_back = |what: &str, released: Result<()>| {
            if let Err(error) = released {
                tracing::warn!(%error, what, "freeing part of the staging ring failed");
                refused += 1;
            }
        };
        for chunk in self.chunks.into_iter().filter(|c| !c.is_null()) {
            // SAFETY: our own pinned chunk, idle after drain(), freed once.
            given_back(
                "chunk",
                (|| unsafe { call!(cuMemFreeHost(chunk.cast())) })(),
            );
        }
        for event in self.events.into_iter().filter(|e| !e.is_null()) {
            // SAFETY: our own event, destroyed once.
            given_back("event", (|| unsafe { call!(cuEventDestroy_v2(event)) })());
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

    /// Waits for anything still queued, so that the chunks are idle.
    fn drain(&self) {
        if self.stream.is_null() {
            return;
        }
        // SAFETY: our own live stream.
        if let Err(error) = unsafe { (|| call!(cuStreamSynchronize(self.stream)))() } {
            tracing::warn!(%error, "draining the staging ring failed");
        }
    }

    /// # Safety
    /// As for [`copy`].
    unsafe fn copy(
        &mut self,
        workers: &mut Workers,
        way: Way,
        host: *mut u8,
        device: CUdeviceptr,
        bytes: usize,
        threads: usize,
    ) -> Result<()> {
        let pieces = bytes.div_ceil(CHUNK);
        let piece = |i: usize| (i * CHUNK, CHUNK.min(bytes - i * CHUNK));
        match way {
            Way::ToDevice => {
                for i in 0..pieces {
                    let (offset, len) = piece(i);
                    let slot = i % RING;
                    if i >= RING {
                        // SAFETY: a live event, last recorded after this slot's previous DMA.
                        unsafe { call!(cuEventSynchronize(self.events[slot])) }?;
                    }
                    // SAFETY: the chunk is idle (above) and CHUNK >= len bytes long; the
                    // caller vouches for `len` bytes of host memory at `offset`.
                    unsafe {
                        workers.copy(
                            self.chunks[slot],
                            host.add(offset),
                            len,
                            threads,
                            Store::Cached,
                        )
                    };
                    let (chunk, to) = (self.chunks[slot].cast(), device + offset as u64);
                    // SAFETY: device memory valid for the copy (our caller); the chunk stays
                    // untouched until the event recorded next has happened.
                    unsafe {
                        call!(cuMemcpyHtoDAsync_v2(to, chunk, len, self.stream))?;
                        call!(cuEventRecord(self.events[slot], self.stream))?;
                    }
                }
            }
            Way::ToHost => {
                let queue = |ring: &Ring, i: usize| -> Result<()> {
                    let (offset, len) = piece(i);
                    let slot = i % RING;
                    let (chunk, from) = (ring.chunks[slot].cast(), device + offset as u64);
                    // SAFETY: the chunk is idle (drained before it is queued again) and
                    // CHUNK >= len bytes long; the device memory is valid (our caller).
                    unsafe {
                        call!(cuMemcpyDtoHAsync_v2(chunk, from, len, ring.stream))?;
                        call!(cuEventRecord(ring.events[slot], ring.stream))
                    }
                };
                for i in 0..pieces.min(RING) {
                    queue(self, i)?;
                }
                for i in 0..pieces {
                    let (offset, len) = piece(i);
                    let slot = i % RING;
                    // SAFETY: a live event, recorded after this chunk's DMA.
                    unsafe { call!(cuEventSynchronize(self.events[slot])) }?;
                    // SAFETY: the chunk holds `len` bytes that have arrived; the caller vouches
                    // for `len` writable bytes of host memory at `offset`.
                    unsafe {
                        workers.copy(
                            host.add(offset),
                            self.chunks[slot],
                            len,
                            threads,
                            Store::Streaming,
                        )
                    };
                    if i + RING < pieces {
                        queue(self, i + RING)?;
                    }
                }
            }
        }
        // SAFETY: our own live stream.
        unsafe { call!(cuStreamSynchronize(self.stream)) }
    }
}

impl Attached for Ring {
    fn free(self: Box<Self>, context: &Context) {
        self.release(context);
    }
}

impl Device {
    /// Gives back the pinned memory of this device's staging ring (used for large pageable
    /// copies), if it has one; the next such copy makes it again. It is also given back when
    /// the last handle of this device, and everything allocated through it, is dropped.
    pub fn free_staging_memory(&self) {
        if let Some(context) = self.retained_context() {
            let ring = context
                .attached()
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .take();
            if let Some(ring) = ring {
                ring.free(context);
            }
        }
    }
}

/// Copies `len` bytes, with non-temporal (streaming) stores where the CPU has them: the
/// destination is not read into the cache first, which nearly halves the memory traffic of a
/// large copy into memory written once and not read again soon (the caller's, on the way
/// back). Not for the ring's chunks on the way to the device: see [`Store::Cached`].
///
/// # Safety
/// As for `std::ptr::copy_nonoverlapping`.
unsafe fn stream_copy(dst: *mut u8, src: *const u8, len: usize) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{__m128i, _mm_loadu_si128, _mm_sfence, _mm_stream_si128};
        // Up to the first 16-byte boundary of the destination, an ordinary copy.
        let head = dst.align_offset(16).min(len);
        // SAFETY: within both ranges (our caller's contract).
        unsafe { std::ptr::copy_nonoverlapping(src, dst, head) };
        let body = (len - head) / 64 * 64;
        let mut offset = head;
        while offset < head + body {
            // SAFETY: 64 bytes at `offset` lie within both ranges; the destination is 16-byte
            // aligned (head), as _mm_stream_si128 needs; loads may be unaligned. SSE2 is part
            // of the x86-64 baseline.
            unsafe {
                let (s, d) = (
                    src.add(offset).cast::<__m128i>(),
                    dst.add(offset).cast::<__m128i>(),
                );
                let (a, b, c, e) = (
                    _mm_loadu_si128(s),
                    _mm_loadu_si128(s.add(1)),
                    _mm_loadu_si128(s.add(2)),
                    _mm_loadu_si128(s.add(3)),
                );
                _mm_stream_si128(d, a);
                _mm_stream_si128(d.add(1), b);
                _mm_stream_si128(d.add(2), c);
                _mm_stream_si128(d.add(3), e);
            }
            offset += 64;
        }
        // SAFETY: the rest lies within both ranges. The fence orders the streaming stores
        // before anything this thread does next (reporting the part done, or queueing a DMA).
        unsafe {
            std::ptr::copy_nonoverlapping(src.add(offset), dst.add(offset), len - offset);
            _mm_sfence();
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    // SAFETY: our caller's contract.
    unsafe {
        std::ptr::copy_nonoverlapping(src, dst, len)
    }
}

/// Threads that copy parts of one range at once, started on first need and kept.
#[derive(Default)]
struct Workers {
    shared: Arc<Shared>,
    threads: Vec<JoinHandle<()>>,
}

#[derive(Default)]
struct Shared {
    state: Mutex<Job>,
    start: Condvar,
    done: Condvar,
    /// The job's generation, readable without the lock, so that idle workers can spin on it
    /// for a while before sleeping: in a pipeline the next chunk comes within a chunk's DMA
    /// (about 150 µs), and a wake-up through the condition variable costs tens of µs.
    generation: std::sync::atomic::AtomicU64,
    /// Parts not yet done, likewise for the waiting caller.
    remaining: AtomicUsize,
}

/// How long a thread spins before sleeping: longer than a chunk's DMA, short enough that idle
/// threads stop burning a core soon after a copy.
const SPIN: std::time::Duration = std::time::Duration::from_micros(200);

/// Spins until `ready` holds or `SPIN` has passed; returns whether it holds.
fn spin_until(ready: impl Fn() -> bool) -> bool {
    let deadline = std::time::Instant::now() + SPIN;
    loop {
        for _ in 0..64 {
            if ready() {
                return true;
            }
            std::hint::spin_loop();
        }
        if std::time::Instant::now() >= deadline {
            return ready();
        }
    }
}

/// One copy split in parts: part 0 is the calling thread's, part k the (k-1)th worker's.
#[derive(Default)]
struct Job {
    generation: u64,
    dst: usize,
    src: usize,
    len: usize,
    parts: usize,
    remaining: usize,
    /// Streaming stores ([`stream_copy`]) or ordinary ones ([`Store`]).
    store: Store,
}

/// How a part is written.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
enum Store {
    /// Ordinary stores: into a ring chunk that the copy engine reads next, which finds the
    /// bytes still in the CPU's cache. Measured on an H100 with 8 threads: 51 GB/s to the
    /// device, against 37-43 with streaming stores, which send every byte to memory first.
    #[default]
    Cached,
    /// Streaming stores: into the caller's memory on the way back, written once and not read
    /// again soon.
    Streaming,
}

/// Copies `len` bytes as `store` says.
///
/// # Safety
/// As for `std::ptr::copy_nonoverlapping`.
unsafe fn copy_part(dst: *mut u8, src: *const u8, len: usize, store: Store) {
    match store {
        // SAFETY: forwarded.
        Store::Cached => unsafe { std::ptr::copy_nonoverlapping(src, dst, len) },
        // SAFETY: forwarded.
        Store::Streaming => unsafe { stream_copy(dst, src, len) },
    }
}

impl Job {
    /// Offset and length of `part`: equal shares, cut at 4 KiB boundaries.
    fn part(&self, part: usize) -> (usize, usize) {
        let share = self.len.div_ceil(self.parts).next_multiple_of(4096);
        let start = (part * share).min(self.len);
        (start, share.min(self.len - start))
    }
}

impl Workers {
    /// Copies `len` bytes from `src` to `dst` with up to `threads` threads (this one included),
    /// returning when all of it is done.
    ///
    /// # Safety
    /// `src` must be valid for `len` bytes of reads and `dst` for `len` bytes of writes that
    /// nothing else makes until this returns; the two must not overlap.
    unsafe fn copy(
        &mut self,
        dst: *mut u8,
        src: *const u8,
        len: usize,
        threads: usize,
        store: Store,
    ) {
        // Only the threads this job can use are started: a part is at least MIN_PART.
        let wanted = threads.min(len.div_ceil(MIN_PART)).max(1);
        while self.threads.len() + 1 < wanted {
            let (shared, index) = (self.shared.clone(), self.threads.len() + 1);
            match std::thread::Builder::new()
                .name(format!("cudyn-staging-{index}"))
                .spawn(move || work(&shared, index))
            {
                Ok(handle) => self.threads.push(handle),
                Err(error) => {
                    tracing::warn!(%error, "starting a staging thread failed; using fewer");
                    break;
                }
            }
        }
        let parts = wanted.min(self.threads.len() + 1);
        let mine = {
            let mut job = self.shared.state.lock().unwrap_or_else(|e| e.into_inner());
            *job = Job {
                generation: job.generation + 1,
                dst: dst as usize,
                src: src as usize,
                len,
                parts,
                remaining: parts - 1,
                store,
            };
            self.shared.remaining.store(parts - 1, Ordering::Release);
            self.shared
                .generation
                .store(job.generation, Ordering::Release);
            self.shared.start.notify_all();
            job.part(0)
        };
        let before = thread_cpu();
        // SAFETY: part 0 lies within both ranges, disjoint from every other part.
        unsafe { copy_part(dst.add(mine.0), src.add(mine.0), mine.1, store) };
        count_cpu(before);
        // Spin a while for the others before sleeping: a wake-up through the condition variable
        // costs tens of µs per chunk, a good part of the chunk's 150 µs.
        spin_until(|| self.shared.remaining.load(Ordering::Acquire) == 0);
        let mut job = self.shared.state.lock().unwrap_or_else(|e| e.into_inner());
        while job.remaining > 0 {
            job = self
                .shared
                .done
                .wait(job)
                .unwrap_or_else(|e| e.into_inner());
        }
    }
}

/// A worker's loop: copy its part of each new job, then report.
fn work(shared: &Shared, index: usize) {
    let mut seen = 0;
    let mut counted = thread_cpu();
    loop {
        // Spin a while for the next job, then sleep until it comes. The spinning is part of
        // what staging costs: counted before sleeping.
        spin_until(|| shared.generation.load(Ordering::Acquire) != seen);
        counted = count_cpu(counted);
        let mut job = shared.state.lock().unwrap_or_else(|e| e.into_inner());
        while job.generation == seen {
            job = shared.start.wait(job).unwrap_or_else(|e| e.into_inner());
        }
        seen = job.generation;
        if index >= job.parts {
            continue;
        }
        let ((start, len), dst, src, store) = (job.part(index), job.dst, job.src, job.store);
        drop(job);
        // SAFETY: Workers::copy's caller vouches for both ranges until every part is done,
        // which it waits for; this part is disjoint from the others.
        unsafe {
            copy_part(
                (dst as *mut u8).add(start),
                (src as *const u8).add(start),
                len,
                store,
            )
        };
        counted = count_cpu(counted);
        let mut job = shared.state.lock().unwrap_or_else(|e| e.into_inner());
        job.remaining -= 1;
        shared.remaining.store(job.remaining, Ordering::Release);
        if job.remaining == 0 {
            shared.done.notify_one();
        }
    }
}
