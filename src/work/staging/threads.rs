//! The threads that copy the parts of a staged copy between the caller's memory and the ring.
//!
//! A copy is cut into chunks (one ring slot each) and each chunk into parts. Threads claim parts
//! in order by ticket, so a thread that finishes early (or a slow one: these are often shared,
//! preempted machines) moves on instead of holding the others at a barrier per chunk; the
//! calling thread queues each chunk's DMA once all its parts are done, and copies parts itself
//! in between. A part waits until its chunk is *ready*: its slot free (to the device) or its
//! data arrived (to the host), which only the caller, polling the ring's marks, can tell.

use std::panic::AssertUnwindSafe;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::job::{Failure, Job};
use super::stores::{copy_cached, copy_streaming};
use super::{MOST_THREADS, RING, Way};
use crate::driver::error::{Error, Result};

/// Nanoseconds of CPU time spent staging, in every thread (see `staging_cpu_time`).
pub(super) static CPU_NS: AtomicU64 = AtomicU64::new(0);

/// This thread's CPU time so far (`CLOCK_THREAD_CPUTIME_ID`); zero where there is none.
pub(super) fn thread_cpu() -> Duration {
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
pub(super) fn count_cpu(since: Duration) -> Duration {
    let now = thread_cpu();
    let spent = now.saturating_sub(since);
    CPU_NS.fetch_add(spent.as_nanos() as u64, Ordering::Relaxed);
    now
}

/// How long an idle thread spins before sleeping: longer than a chunk's DMA (about 150 µs),
/// so that a pipeline never pays a wake-up, short enough that idle threads soon stop burning
/// a core after a copy.
const SPIN: Duration = Duration::from_micros(200);

/// Spins until `ready` holds or `SPIN` has passed; returns whether it holds.
fn spin_until(ready: impl Fn() -> bool) -> bool {
    let deadline = Instant::now() + SPIN;
    loop {
        for _ in 0..64 {
            if ready() {
                return true;
            }
            std::hint::spin_loop();
        }
        if Instant::now() >= deadline {
            return ready();
        }
    }
}

/// What the threads of one copy share; one copy runs at a time.
struct Shared {
    job: Mutex<(u64, Option<Job>)>,
    start: Condvar,
    /// The job's generation, readable without the lock, for idle threads to spin on.
    generation: AtomicU64,
    /// The next ticket, tagged with its job's generation in the high 32 bits.
    ticket: AtomicU64,
    /// Chunks below this may be copied.
    ready: AtomicUsize,
    /// Parts done of the chunk in each slot.
    done: [AtomicUsize; RING],
    /// Threads inside a claimed part.
    busy: AtomicUsize,
    /// The copy failed: claimed parts are dropped rather than copied.
    cancelled: AtomicBool,
    /// A part failed (which also cancels the copy): a thread panicked inside it, or its file's
    /// read or write failed.
    part_failed: AtomicBool,
    /// A part's read or write of a file failed (which also cancels the copy): of the failures
    /// seen, the one at the lowest file offset.
    file_failure: Mutex<Option<Failure>>,
    /// Tests: the ticket whose copying panics.
    #[cfg(test)]
    panic_at: AtomicUsize,
}

/// The copying threads of one crew, started on first need and kept, and shared by every ring:
/// they own no GPU resources, so they can outlive any context.
pub(super) struct Workers {
    shared: Arc<Shared>,
    threads: Vec<JoinHandle<()>>,
    /// Which crew: its threads are named after it.
    crew: usize,
}

impl Workers {
    /// The threads of crew `crew`, none started yet.
    pub(super) fn new(crew: usize) -> Self {
        Workers {
            shared: Arc::new(Shared {
                job: Mutex::new((0, None)),
                start: Condvar::new(),
                generation: AtomicU64::new(0),
                ticket: AtomicU64::new(0),
                ready: AtomicUsize::new(0),
                done: Default::default(),
                busy: AtomicUsize::new(0),
                cancelled: AtomicBool::new(false),
                part_failed: AtomicBool::new(false),
                file_failure: Mutex::new(None),
                #[cfg(test)]
                panic_at: AtomicUsize::new(usize::MAX),
            }),
            threads: Vec::new(),
            crew,
        }
    }

    /// Starts the crew's threads up to `threads` in all (the caller's included), as far as the
    /// system lets it: before a job, or ahead of one while its ring is being made.
    pub(super) fn start(&mut self, threads: usize) {
        while self.threads.len() + 1 < threads {
            let (shared, index) = (self.shared.clone(), self.threads.len() + 1);
            match std::thread::Builder::new()
                // Numbered across crews (the second's from 9): names say which thread it is.
                // Short enough for the system's 15 bytes (`/proc/*/task/*/comm`, debuggers):
                // "cudyn-staging-10" showed as "cudyn-staging-1", a thread of the first crew.
                .name(format!("cudyn-stage-{}", self.crew * MOST_THREADS + index))
                .spawn(move || work(&shared, index))
            {
                Ok(handle) => self.threads.push(handle),
                Err(error) => {
                    tracing::warn!(%error, "starting a staging thread failed; using fewer");
                    break;
                }
            }
        }
    }

    /// Starts `job` on its threads (starting more if needed; fewer if that fails). The caller
    /// makes chunks ready and helps through the returned [`Running`], which, dropped, stops the
    /// job and waits until no thread touches its memory.
    ///
    /// # Safety
    /// The job's caller's memory must be valid for reads (to the device) or exclusive writes
    /// (to the host), and its slots for `chunk` bytes each, until the `Running` is dropped; a
    /// slot may only be touched by the job once its chunk is made ready.
    pub(super) unsafe fn begin(&mut self, mut job: Job) -> Running<'_> {
        self.start(job.threads);
        job.threads = job.threads.min(self.threads.len() + 1);
        let shared = &*self.shared;
        let mut slot = shared.job.lock().unwrap_or_else(|e| e.into_inner());
        let generation = slot.0 + 1;
        shared.ready.store(0, Ordering::SeqCst);
        shared.cancelled.store(false, Ordering::SeqCst);
        shared.part_failed.store(false, Ordering::SeqCst);
        *shared
            .file_failure
            .lock()
            .unwrap_or_else(|e| e.into_inner()) = None;
        shared.ticket.store(tag(generation), Ordering::SeqCst);
        *slot = (generation, Some(job));
        shared.generation.store(generation, Ordering::SeqCst);
        shared.start.notify_all();
        Running {
            shared,
            job,
            generation,
        }
    }
}

/// A job under way; see [`Workers::begin`].
pub(super) struct Running<'a> {
    shared: &'a Shared,
    job: Job,
    generation: u64,
}

impl Running<'_> {
    /// Lets the threads copy chunk `chunk`, the next one in order.
    pub(super) fn make_ready(&self, chunk: usize) {
        self.shared.done[chunk % RING].store(0, Ordering::SeqCst);
        self.shared.ready.store(chunk + 1, Ordering::SeqCst);
    }

    /// Whether a thread panicked copying a part, or failed to read or write its file: the job
    /// is cancelled, and the chunk of that part is never reported copied.
    pub(super) fn failed(&self) -> bool {
        self.shared.part_failed.load(Ordering::Acquire)
    }

    /// What made the job fail ([`failed`](Self::failed)): a file's error, with `landed`, the
    /// bytes of the copy moved whole before it (its path is the caller's to fill in), or a
    /// thread's panic.
    pub(super) fn error(&self, landed: usize) -> Error {
        if let Some(failure) = self
            .shared
            .file_failure
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take()
        {
            return Error::FileIo {
                writing: self.job.way == Way::ToHost,
                path: "".into(),
                offset: failure.at,
                landed: landed as u64,
                kind: failure.error.kind(),
                errno: failure.error.raw_os_error(),
            };
        }
        Error::StagingThreadPanicked
    }

    /// Whether every part of chunk `chunk`, which was made ready, has been copied.
    pub(super) fn copied(&self, chunk: usize) -> bool {
        self.shared.done[chunk % RING].load(Ordering::Acquire) == self.job.parts
    }

    /// Copies one part of a ready chunk, if one is left, and returns whether it did. The part
    /// is copied in pieces with `between` called after each, so that the caller queues a
    /// filled chunk's DMA (or the next slot's) within a piece's time rather than a part's: the
    /// copy engine must not wait on the thread that feeds it.
    pub(super) fn help(&self, between: &mut dyn FnMut() -> Result<()>) -> Result<bool> {
        let ready = self.shared.ready.load(Ordering::Acquire);
        match claim(self.shared, &self.job, self.generation, Some(ready)) {
            Some(ticket) => {
                copy_ticket(self.shared, &self.job, ticket, Some(between)).map(|()| true)
            }
            None => Ok(false),
        }
    }
}

impl Drop for Running<'_> {
    /// Stops the job: no ticket is claimed any more, and a part claimed but not ready is
    /// dropped; returns once no thread is inside a part.
    fn drop(&mut self) {
        let shared = self.shared;
        shared.cancelled.store(true, Ordering::SeqCst);
        shared
            .ticket
            .store(tag(self.generation) | u32::MAX as u64, Ordering::SeqCst);
        while shared.busy.load(Ordering::SeqCst) != 0 {
            std::hint::spin_loop();
        }
    }
}

/// Ticket 0 of the job of `generation`: its low 32 bits in the high half.
fn tag(generation: u64) -> u64 {
    generation << 32
}

/// Claims the next ticket of the job of `generation`, if one is left (and, with `below`, if
/// its chunk is below that); the claimant is counted busy until it has done the part.
fn claim(shared: &Shared, job: &Job, generation: u64, below: Option<usize>) -> Option<usize> {
    shared.busy.fetch_add(1, Ordering::SeqCst);
    let mut current = shared.ticket.load(Ordering::SeqCst);
    loop {
        let ticket = (current & u32::MAX as u64) as usize;
        let chunk = ticket / job.parts;
        if current >> 32 != tag(generation) >> 32
            || ticket >= job.tickets()
            || below.is_some_and(|b| chunk >= b)
        {
            shared.busy.fetch_sub(1, Ordering::SeqCst);
            return None;
        }
        match shared.ticket.compare_exchange_weak(
            current,
            current + 1,
            Ordering::SeqCst,
            Ordering::SeqCst,
        ) {
            Ok(_) => return Some(ticket),
            Err(now) => current = now,
        }
    }
}

/// Bytes the caller copies between two looks at the pipeline: about 25 µs at one thread's
/// 10 GB/s.
const PIECE: usize = 256 << 10;

/// A claimed part: dropped, it reports the part done and its thread no longer busy, or, if the
/// thread is panicking (a bug), the job failed and cancelled. Either way the job's caller, and
/// `Running::drop`, never wait for the part forever.
struct Claimed<'a> {
    shared: &'a Shared,
    chunk: usize,
    /// The part's file read or write failed: the job failed, and the part is not done.
    failed: bool,
}

impl Drop for Claimed<'_> {
    fn drop(&mut self) {
        let shared = self.shared;
        if std::thread::panicking() || self.failed {
            shared.cancelled.store(true, Ordering::SeqCst);
            shared.part_failed.store(true, Ordering::SeqCst);
        } else {
            shared.done[self.chunk % RING].fetch_add(1, Ordering::AcqRel);
        }
        shared.busy.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Waits until the ticket's chunk is ready, copies the part (in pieces, calling `between`
/// after each, if given; its error ends the copy), and reports it done.
fn copy_ticket(
    shared: &Shared,
    job: &Job,
    ticket: usize,
    mut between: Option<&mut dyn FnMut() -> Result<()>>,
) -> Result<()> {
    // First, so that even a bug in working out the part (session 6 met one: an underflow in
    // `Job::bounds`) releases the claim.
    let mut claimed = Claimed {
        shared,
        chunk: ticket / job.parts,
        failed: false,
    };
    #[cfg(test)]
    if ticket == shared.panic_at.load(Ordering::Relaxed) {
        panic!("ticket {ticket} panics, as the test asked");
    }
    let (chunk, from, slot, len) = job.part(ticket);
    let ready =
        || shared.ready.load(Ordering::Acquire) > chunk || shared.cancelled.load(Ordering::Acquire);
    // Past the spin the GPU is slow to free a slot (other work on its copy engine): yield.
    while !spin_until(ready) {
        std::thread::yield_now();
    }
    #[cfg(target_os = "linux")]
    if let Some(file) = &job.file {
        return move_file_part(shared, job, file, (from, slot, len), &mut claimed, between);
    }
    let piece = if between.is_some() { PIECE } else { len };
    let mut result = Ok(());
    let mut at = 0;
    while at < len && result.is_ok() && !shared.cancelled.load(Ordering::Acquire) {
        let n = piece.min(len - at);
        let streamed = job.streamed(from + at + n);
        // Contiguous runs of the caller's memory: the whole piece, or its parts of rows.
        let mut done = 0;
        while done < n {
            let (host, run) = job.host_at(from + at + done, n - done);
            let slot = slot + at + done;
            // SAFETY: the run lies inside the part, which lies inside the caller's memory (its
            // rows) and inside its slot (Job::part), disjoint from every other part;
            // Workers::begin's caller vouches for both until the job is dropped, which waits
            // for this thread (busy); the chunk is ready, so nothing else (the copy engine)
            // uses the slot meanwhile.
            unsafe {
                match job.way {
                    Way::ToDevice if streamed => {
                        copy_streaming(slot as *mut u8, host as *const u8, run)
                    }
                    Way::ToDevice => copy_cached(slot as *mut u8, host as *const u8, run),
                    Way::ToHost => copy_streaming(host as *mut u8, slot as *const u8, run),
                }
            }
            done += run;
        }
        at += n;
        if let Some(between) = between.as_mut() {
            result = between();
        }
    }
    result
}

/// Copies the part at `from` of `len` bytes between the job's file and `slot` (as
/// `copy_ticket`, in pieces with `between` after each where given), or records why it could
/// not: the job fails then, and the part is not done.
#[cfg(target_os = "linux")]
fn move_file_part(
    shared: &Shared,
    job: &Job,
    file: &super::file_io::FileSide,
    (from, slot, len): (usize, usize, usize),
    claimed: &mut Claimed<'_>,
    mut between: Option<&mut dyn FnMut() -> Result<()>>,
) -> Result<()> {
    let piece = if between.is_some() { PIECE } else { len };
    let mut at = 0;
    while at < len && !shared.cancelled.load(Ordering::Acquire) {
        let n = piece.min(len - at);
        // SAFETY: the piece lies inside the part's slot range, disjoint from every other
        // part's; the chunk is ready, so the copy engine does not use the slot meanwhile, and
        // Running's drop waits for this thread (busy) before the slots may go.
        let moved = unsafe {
            super::file_io::move_part(
                file,
                job.way == Way::ToHost,
                from + at,
                (slot + at) as *mut u8,
                n,
            )
        };
        if let Err(failure) = moved {
            // Parts fail in any order: the error names the lowest offset that failed of the
            // parts tried (the copy stops at the first failure, so not every part is).
            let mut lowest = shared
                .file_failure
                .lock()
                .unwrap_or_else(|e| e.into_inner());
            if lowest.as_ref().is_none_or(|seen| failure.at < seen.at) {
                *lowest = Some(failure);
            }
            claimed.failed = true;
            return Ok(());
        }
        at += n;
        if let Some(between) = between.as_mut() {
            between()?;
        }
    }
    Ok(())
}

/// A thread's loop: wait for a job, copy parts of it while any are left, and again.
fn work(shared: &Shared, index: usize) {
    let mut seen = 0;
    let mut counted = thread_cpu();
    // Whether the thread took part in the last job. One that did not (a memory copy uses 8
    // threads, a crew started for a file copy has 12) sleeps at once: the next job cannot begin
    // before the one under way ends, so spinning through its start would only burn a core.
    let mut took_part = true;
    loop {
        // Spin a while for the next job, then sleep until it comes. The spinning is part of
        // what staging costs: counted before sleeping.
        if took_part {
            spin_until(|| shared.generation.load(Ordering::Acquire) != seen);
        }
        counted = count_cpu(counted);
        let mut slot = shared.job.lock().unwrap_or_else(|e| e.into_inner());
        while slot.0 == seen {
            slot = shared.start.wait(slot).unwrap_or_else(|e| e.into_inner());
        }
        seen = slot.0;
        let Some(job) = slot.1 else { continue };
        drop(slot);
        took_part = index < job.threads;
        if !took_part {
            continue;
        }
        while let Some(ticket) = claim(shared, &job, seen, None) {
            // Without `between` there is no error to report. A panic (a bug) has failed the
            // job (`Claimed`); the thread lives on for the next one.
            let copied = std::panic::catch_unwind(AssertUnwindSafe(|| {
                copy_ticket(shared, &job, ticket, None)
            }));
            if let Err(panic) = copied {
                let message = (panic.downcast_ref::<&str>().copied())
                    .or_else(|| panic.downcast_ref::<String>().map(String::as_str));
                tracing::error!(
                    panic = message,
                    "a staging thread panicked; its copy is abandoned"
                );
            }
        }
        counted = count_cpu(counted);
    }
}

#[cfg(test)]
mod tests;
