//! When queued work is done, as futures see it: flags the GPU sets, doorbells that wake the
//! futures waiting on them, and memory parked until its work is done.
//!
//! # How a future learns that its work is done
//!
//! After the work of a submission (`work::submit`) the stream writes 1 into a flag of mapped
//! pinned memory (`cuStreamWriteValue32`, which costs the GPU nothing and holds nothing up). A
//! future polls by reading its flag: no driver call, no thread. When the flag is not set yet,
//! the future leaves its waker with the watcher, one thread of the library's for every device,
//! which wakes it once it sees the flag set:
//! - for the first [`SPIN`] of a wait the watcher spins on the flag (most awaited work is short,
//!   and a spinning thread sees it end within microseconds);
//! - then it queues a doorbell on the waiter's stream: a host function (`cuLaunchHostFunc`)
//!   that the driver runs once everything queued before it is done, and that has the watcher
//!   wake every future waiting on that stream (a doorbell only signals: wakers are the user's
//!   code, run by the watcher, see `watcher`). One doorbell per stream at a time: ten thousand
//!   futures on one stream cost one or a few host functions, not ten thousand (each holds the
//!   stream until the driver's thread has run it);
//! - and it naps between looks, each nap longer as the wait goes on (`nap_after`): a wait of a
//!   few milliseconds ends sooner than the doorbell could say, and a long one costs about 20
//!   looks a second.
//!
//! The other way, one thread per context watching events, either spins (a core per context) or
//! sleeps between looks at a fixed rate (latency, or wake-ups for nothing); a host function per
//! future would stall the stream once per future.
//!
//! A doorbell that cannot be queued (`cuLaunchHostFunc` fails) would leave its waiters
//! waiting for ever: each of their futures returns the driver's error instead, and parks what
//! it owns until its flag is set.
//!
//! A lost context runs no host function again, so a watchdog thread looks every 50 ms at the
//! devices that have waiters and wakes them if the device's context reports an error: each
//! future then asks its stream, and returns the error. No lock of this module is held while the
//! driver is called: the driver's own thread runs the doorbells, which take a lock.
//!
//! The page of flags outlives a device's last future for a moment, in its context, for the
//! next (`spare`): code that awaits one thing at a time would otherwise page-lock and free a
//! page around every await, and the free would sit between the GPU's end and the task running
//! again.
//!
//! # Parked memory
//!
//! A future dropped before its work is done parks what it owns with its flag, process-wide,
//! and leaves the flag with the watcher like any waiter; once the flag is set the watcher drops
//! what was parked, after its turn and each value contained, as it runs wakers (or
//! [`drain`](crate::drain) does, on its caller's thread): a parked value's `Drop` is the user's
//! code, and never runs in another task's poll. Parked memory keeps its device's context
//! retained (its buffers hold it), so a context goes only once what was parked in it is gone.

use std::ffi::c_void;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, Weak};
use std::task::Waker;
use std::time::{Duration, Instant};

use crate::driver::call;
use crate::driver::device::Device;
use crate::driver::error::{Error, Result};
use crate::driver::stream::Stream;
use crate::sys::CUdeviceptr;

mod parked;
mod spare;
mod watcher;

pub use parked::drain;
pub(crate) use parked::{drop_counted, park, reclaim_soon};
use watcher::{Task, watcher};

/// Set when a parked flag was seen set: the watcher reclaims on its next turn. Here, between
/// the two: parked memory wakes the watcher, and the watcher reclaims it.
static RECLAIM_DUE: AtomicBool = AtomicBool::new(false);

/// The parked values whose work is done, if a parked flag was seen set since the last call
/// (the watcher's), as tasks that drop them.
fn reclaim_due(tasks: &mut Vec<Task>) {
    if RECLAIM_DUE.swap(false, Ordering::SeqCst) {
        tasks.extend(parked::take_done().into_iter().map(Task::Drop));
    }
}

/// Has the standby watch the relays while work waits behind busy ones: a handed-over closure
/// that blocks must not hold up the others' (see `relay::unstick`).
pub(crate) fn watch_relays() {
    watcher::start();
    watcher::call_standby();
}

/// Has the watcher drop `what`, the user's (for [`drop_counted`], which counts it for `drain`).
fn drop_later(what: Box<dyn std::any::Any + Send>) {
    watcher::run_later([Task::Drop(what)]);
}

/// Has the watcher wake `waker`: for a thread of the library's that must not run the user's
/// code itself (a relay, whose next jobs wait for it).
pub(crate) fn wake_later(waker: Waker) {
    watcher::run_later([Task::Wake(waker)]);
}

/// Flags in a page of mapped pinned memory (4 bytes each).
const PER_PAGE: usize = 1024;

/// How often the watcher, while it sleeps, looks for contexts lost under their waiters.
const WATCH: Duration = Duration::from_millis(50);

/// How long the watcher spins on a new waiter's flag before it queues a doorbell and naps,
/// and how long it keeps spinning after it last saw a flag set: a host function takes 80 µs or
/// more from the GPU's end to the waker on an H200 (measured: median 85, p99 300), a spinning
/// thread two. Most awaited work is short; longer work pays the doorbell, and costs the spin
/// once per wait. While work keeps finishing (a flag set every millisecond or more often) the
/// watcher spins throughout, a core's worth of CPU for the latency of a spin, and queues no
/// doorbells (each holds its stream until the driver's thread has run it); it sleeps once
/// nothing has finished for [`SPIN`].
const SPIN: Duration = Duration::from_micros(1000);

/// After its spin, the watcher naps between looks at the flags of those still waiting, each nap
/// a 32nd of the time the youngest of them has waited, from [`NAP`] up to [`WATCH`]. A wait that
/// ends is seen about 1.5 % of its length late, and a long wait costs a few looks per doubling
/// of its length (about 220 looks in its first second, then 20 a second).
///
/// Why not the doorbell alone: it rings on the driver's thread, which may run none of the
/// user's code, so it wakes the watcher, which then wakes the task. Waking a sleeping thread to
/// wake another made a 2 ms kernel's wait end later than when the doorbell woke the task itself
/// (H200, median 170-190 against 150-165 µs). With naps it ends in 74-84 µs, and a 10 ms
/// kernel's in 201-212 against 218-246. The doorbell still rings, and is first to wake the
/// watcher for waits past several milliseconds (once a nap is longer than twice its 80-300 µs).
fn nap_after(waited: Duration) -> Duration {
    (waited / 32).clamp(NAP, WATCH)
}

/// The shortest nap: the timer's own cost (a few microseconds) stays a small part of it.
const NAP: Duration = Duration::from_micros(50);

/// One device's flags, waiters and doorbells. Shared by its futures; made again after the last
/// one is gone, from the pages it left if they still linger (`spare`).
pub(crate) struct Signals {
    /// Keeps the context, in which the pages are allocated, until they are freed.
    device: Device,
    state: Mutex<State>,
    /// Streams of the library's that futures of events wait on (`Event::done`).
    streams: Mutex<Vec<Stream>>,
}

/// At most this many streams kept for futures of events per device; more in use at once are
/// made for their future and go with it.
const KEPT_STREAMS: usize = 16;

#[derive(Default)]
struct State {
    /// Host addresses of the pages; the device reaches them at the same ones.
    pages: Vec<*mut AtomicU32>,
    free: Vec<u32>,
    waiters: Vec<Waiter>,
    /// Streams with a doorbell queued that has not rung yet.
    bells: Vec<usize>,
    /// Flags whose doorbell could not be queued, with the driver's error for their future.
    failed: Vec<(u32, Error)>,
}

struct Waiter {
    flag: u32,
    /// The flag's cell, for the watcher to read.
    cell: *const AtomicU32,
    /// Kept alive for the doorbell the watcher may queue on it.
    stream: Stream,
    /// Taken by the watcher to wake it (a doorbell rang): the future puts it back if it waits
    /// on.
    waker: Option<Waker>,
    /// When the waiter came: the watcher spins on its flag for [`SPIN`] from then.
    since: Instant,
}

// SAFETY: the pages are pinned memory, readable and writable from any thread; the rest is
// ordinary data under the mutex.
unsafe impl Send for State {}

/// Signals being dropped now, whose pages are on their way to their context: a `flag` that
/// finds no spare waits for them rather than page-lock a new page. (The watcher's looks hold
/// a device's signals for a moment, so their last handle often goes on its thread just as the
/// next future of the device makes new ones.)
static DROPPING: AtomicUsize = AtomicUsize::new(0);

impl Drop for Signals {
    fn drop(&mut self) {
        /// Counts this drop in `DROPPING` until it ends, however it ends.
        struct Dropping;
        impl Drop for Dropping {
            fn drop(&mut self) {
                DROPPING.fetch_sub(1, Ordering::SeqCst);
            }
        }
        DROPPING.fetch_add(1, Ordering::SeqCst);
        let _dropping = Dropping;
        // The streams kept for events' futures go now (each holds the context).
        drop(std::mem::take(
            self.streams.get_mut().unwrap_or_else(|e| e.into_inner()),
        ));
        let state = self.state.get_mut().unwrap_or_else(|e| e.into_inner());
        let (pages, free) = (
            std::mem::take(&mut state.pages),
            std::mem::take(&mut state.free),
        );
        if !pages.is_empty() {
            // Left in the context for the next future of this device's: no driver call on the
            // way from the last future's end to its task.
            spare::leave(&self.device, pages, free);
            watcher::start();
        }
    }
}

/// The devices' `Signals`, by ordinal, while any future holds them.
static SIGNALS: Mutex<Vec<Weak<Signals>>> = Mutex::new(Vec::new());
/// Counts the changes of `SIGNALS`, for the watcher's copy of it.
static GENERATION: AtomicUsize = AtomicUsize::new(0);

/// Waits, yielding, until `counter` (work under way on other threads: drops, reclaims,
/// doorbells) is zero.
fn wait_for_none(counter: &AtomicUsize) {
    while counter.load(Ordering::SeqCst) != 0 {
        std::thread::yield_now();
    }
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

impl Signals {
    /// The signals of `device`, made on first need.
    pub(crate) fn of(device: &Device) -> Arc<Signals> {
        thread_local! {
            /// This thread's last answer, by ordinal: most submissions find it here, without
            /// the global lock.
            static MINE: std::cell::RefCell<Vec<Weak<Signals>>> =
                const { std::cell::RefCell::new(Vec::new()) };
        }
        let ordinal = device.ordinal();
        let mine = MINE.with_borrow(|mine| mine.get(ordinal).and_then(Weak::upgrade));
        if let Some(signals) = mine {
            return signals;
        }
        let signals = Signals::shared(device);
        MINE.with_borrow_mut(|mine| {
            if mine.len() <= ordinal {
                mine.resize(ordinal + 1, Weak::new());
            }
            mine[ordinal] = Arc::downgrade(&signals);
        });
        signals
    }

    /// The signals of `device` as every thread sees them, made on first need.
    fn shared(device: &Device) -> Arc<Signals> {
        let mut all = lock(&SIGNALS);
        let ordinal = device.ordinal();
        if let Some(signals) = all.get(ordinal).and_then(Weak::upgrade) {
            return signals;
        }
        let signals = Arc::new(Signals {
            device: device.clone(),
            state: Mutex::default(),
            streams: Mutex::default(),
        });
        if all.len() <= ordinal {
            all.resize(ordinal + 1, Weak::new());
        }
        all[ordinal] = Arc::downgrade(&signals);
        GENERATION.fetch_add(1, Ordering::Release);
        signals
    }

    /// A stream of the library's with nothing queued: one kept here, or a new one (kept if
    /// fewer than [`KEPT_STREAMS`] are). Asked without the lock.
    pub(crate) fn idle_stream(&self) -> Result<Stream> {
        let kept: Vec<Stream> = lock(&self.streams).iter().map(Stream::share).collect();
        for stream in kept {
            if stream.is_idle() == Ok(true) {
                return Ok(stream);
            }
        }
        let stream = Stream::new(&self.device)?;
        let mut kept = lock(&self.streams);
        if kept.len() < KEPT_STREAMS {
            kept.push(stream.share());
        }
        Ok(stream)
    }

    /// A flag, cleared, not yet armed.
    pub(crate) fn flag(self: &Arc<Self>) -> Result<Flag> {
        loop {
            let mut state = lock(&self.state);
            // Taken in the same hold of the lock that found it free: another thread may take
            // the last free flag between two.
            if let Some(index) = state.free.pop() {
                let page = state.pages[index as usize / PER_PAGE];
                let cell = page.wrapping_add(index as usize % PER_PAGE);
                // SAFETY: a flag of our page, aligned, which no write is on its way to (free).
                unsafe { &*cell }.store(0, Ordering::Relaxed);
                return Ok(Flag {
                    signals: self.clone(),
                    index,
                    cell,
                    armed: false,
                });
            }
            drop(state);
            // The pages of this device's last futures, if they linger (or are on their way).
            let spare = spare::take(&self.device).or_else(|| {
                wait_for_none(&DROPPING);
                spare::take(&self.device)
            });
            if let Some((pages, free)) = spare {
                let mut state = lock(&self.state);
                let first = (state.pages.len() * PER_PAGE) as u32;
                state.pages.extend(pages);
                state.free.extend(free.iter().map(|index| index + first));
                continue;
            }
            // A new page, allocated without the lock (see `Flag::wait`); a thread that comes
            // meanwhile may make one too, and both are used.
            self.device.bind()?;
            let mut page: *mut c_void = std::ptr::null_mut();
            let portable = crate::sys::CU_MEMHOSTALLOC_PORTABLE;
            // SAFETY: writes one pointer to a local; the device's context is current.
            unsafe { call!(cuMemHostAlloc(&mut page, PER_PAGE * 4, portable)) }?;
            let mut state = lock(&self.state);
            let first = (state.pages.len() * PER_PAGE) as u32;
            state.pages.push(page.cast());
            state.free.extend((first..first + PER_PAGE as u32).rev());
        }
    }
}

/// One flag of mapped pinned memory that a stream sets once its work is done.
pub(crate) struct Flag {
    signals: Arc<Signals>,
    index: u32,
    cell: *mut AtomicU32,
    armed: bool,
}

// SAFETY: the cell is pinned memory any thread may read; it lives as long as `signals`.
unsafe impl Send for Flag {}
// SAFETY: as above; only atomic reads through a shared reference.
unsafe impl Sync for Flag {}

impl Flag {
    /// Whether the work before the flag's write is done.
    pub(crate) fn is_set(&self) -> bool {
        // SAFETY: our cell, alive while `signals` is; the GPU writes it, the host reads it
        // atomically.
        unsafe { &*self.cell }.load(Ordering::Acquire) != 0
    }

    /// Queues the write of the flag on `stream`, after the work queued there so far. Binds the
    /// stream's context first: the legacy stream is whichever context is current, and the
    /// caller's work may have left another one current.
    pub(crate) fn arm(&mut self, stream: &Stream) -> Result<()> {
        stream.bind()?;
        let stream = stream.raw();
        let at = self.cell as CUdeviceptr;
        // The write waits for the work before it and makes its data visible first.
        let after = crate::sys::CUstreamWriteValue_flags::CU_STREAM_WRITE_VALUE_DEFAULT.0;
        // SAFETY: the cell lies in our mapped pinned page, reachable at its host address under
        // unified addressing, alive while `signals` is (the flag holds it).
        unsafe { call!(cuStreamWriteValue32_v2(stream, at, 1, after)) }?;
        self.armed = true;
        Ok(())
    }

    /// Whether the flag is set; if not, leaves `waker` to be woken once `stream` has run what
    /// was queued on it so far (a doorbell), or once the watchdog finds the stream failed.
    pub(crate) fn wait(&self, stream: &Stream, waker: &Waker) -> Result<bool> {
        if self.is_set() {
            return Ok(true);
        }
        let signals = &self.signals;
        let mine = waker.clone();
        let mut state = lock(&signals.state);
        if let Some(at) = state.failed.iter().position(|(f, _)| *f == self.index) {
            return Err(state.failed.swap_remove(at).1);
        }
        // The waker the waiter had goes after the lock: its drop is the executor's code, which
        // may block or call back into cudyn (as may the clone, made before the lock).
        let old = match state.waiters.iter_mut().find(|w| w.flag == self.index) {
            Some(waiter) if waiter.waker.as_ref().is_some_and(|w| w.will_wake(waker)) => None,
            Some(waiter) => waiter.waker.replace(mine),
            None => {
                state.waiters.push(Waiter {
                    flag: self.index,
                    cell: self.cell,
                    stream: stream.share(),
                    waker: Some(mine),
                    since: Instant::now(),
                });
                None
            }
        };
        drop(state);
        drop(old);
        watcher();
        // Set meanwhile: the watcher may have looked before the waiter was there.
        if self.is_set() {
            self.unwait();
            return Ok(true);
        }
        Ok(false)
    }

    /// Forgets this flag's waker, if it left one.
    pub(crate) fn unwait(&self) {
        let gone = take_waiter(&mut lock(&self.signals.state), self.index);
        // Outside the lock: a waiter's stream may be the last handle, whose drop calls the
        // driver.
        drop(gone);
    }
}

/// Takes the waiter of flag `index` out of `state`, if there is one.
fn take_waiter(state: &mut State, index: u32) -> Option<Waiter> {
    let at = state.waiters.iter().position(|w| w.flag == index)?;
    Some(state.waiters.swap_remove(at))
}

impl Drop for Flag {
    fn drop(&mut self) {
        let mut state = lock(&self.signals.state);
        let gone = take_waiter(&mut state, self.index);
        state.failed.retain(|(f, _)| *f != self.index);
        // A flag whose write may still come is not reused (it would set another's): its 4
        // bytes stay taken. Only flags that were never armed, or are set, go back.
        if !self.armed || self.is_set() {
            state.free.push(self.index);
        }
        drop(state);
        // Outside the lock, as in `unwait`.
        drop(gone);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn naps_grow_with_the_wait_between_their_bounds() {
        assert_eq!(
            nap_after(SPIN),
            NAP,
            "right after the spin: the shortest nap"
        );
        assert_eq!(
            nap_after(Duration::from_millis(4)),
            Duration::from_micros(125)
        );
        assert_eq!(
            nap_after(Duration::from_millis(32)),
            Duration::from_millis(1)
        );
        assert_eq!(
            nap_after(Duration::from_secs(60)),
            WATCH,
            "at most the watchdog's period"
        );
    }
}
