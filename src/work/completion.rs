//! When queued work is done, as futures see it: flags the GPU sets, doorbells that wake the
//! futures waiting on them, and memory parked until its work is done.
//!
//! # How a future learns that its work is done
//!
//! After the work of a submission (`work::submit`) the stream writes 1 into a flag of mapped
//! pinned memory (`cuStreamWriteValue32`, which costs the GPU nothing and holds nothing up). A
//! future polls by reading its flag: no driver call, no thread. When the flag is not set yet,
//! the future leaves its waker and makes sure a doorbell is queued on its stream: a host
//! function (`cuLaunchHostFunc`) that the driver runs once everything queued before it is done,
//! and that wakes every future waiting on that stream. One doorbell per stream at a time: ten
//! thousand futures on one stream cost one or a few host functions, not ten thousand (each holds
//! the stream until the driver's thread has run it). A waiter costs no CPU while it waits.
//!
//! The other way, one thread per context watching events, either spins (a core per context) or
//! sleeps between looks (latency, or wake-ups for nothing); a host function per future would
//! stall the stream once per future.
//!
//! A doorbell that cannot be queued (`cuLaunchHostFunc` fails) would leave its waiters
//! waiting for ever: each of their futures returns the driver's error instead, and parks what
//! it owns until its flag is set.
//!
//! A lost context runs no host function again, so a watchdog thread looks every 50 ms at the
//! devices that have waiters and wakes them if the device's context reports an error: each
//! future then asks its stream, and returns the error. No lock of this module is held while the
//! driver is called: the driver's own thread runs the doorbells, which take the lock.
//!
//! # Parked memory
//!
//! A future dropped before its work is done parks what it owns with its flag, process-wide,
//! and leaves the flag with the watcher like any waiter; once the flag is set the watcher frees
//! what was parked (as does the next submission, poll or drop of any future, and
//! [`drain`](crate::drain)). Parked memory keeps its device's context
//! retained (its buffers hold it), so a context goes only once what was parked in it is gone.

use std::any::Any;
use std::ffi::c_void;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, Once, Weak};
use std::task::Waker;
use std::time::{Duration, Instant};

use crate::driver::call;
use crate::driver::device::Device;
use crate::driver::error::{Error, Result, finished};
use crate::driver::stream::Stream;
use crate::sys::CUdeviceptr;

/// Flags in a page of mapped pinned memory (4 bytes each).
const PER_PAGE: usize = 1024;

/// How often the watcher, while it sleeps, looks for contexts lost under their waiters.
const WATCH: Duration = Duration::from_millis(50);

/// How long the watcher spins on a new waiter's flag before it queues a doorbell and sleeps,
/// and how long it keeps spinning after it last saw a flag set: a host function takes 80 µs or
/// more from the GPU's end to the waker on an H200 (measured: median 85, p99 300), a spinning
/// thread two. Most awaited work is short; longer work pays the doorbell, and costs the spin
/// once per wait. While work keeps finishing (a flag set every millisecond or more often) the
/// watcher spins throughout, a core's worth of CPU for the latency of a spin, and queues no
/// doorbells (each holds its stream until the driver's thread has run it); it sleeps once
/// nothing has finished for [`SPIN`].
const SPIN: Duration = Duration::from_micros(1000);

/// One device's flags, waiters and doorbells. Shared by its futures; made again after the last
/// one is gone.
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
    waker: Waker,
    /// When the waiter came: the watcher spins on its flag for [`SPIN`] from then.
    since: Instant,
}

// SAFETY: the pages are pinned memory, readable and writable from any thread; the rest is
// ordinary data under the mutex.
unsafe impl Send for State {}

impl Drop for Signals {
    fn drop(&mut self) {
        let state = self.state.get_mut().unwrap_or_else(|e| e.into_inner());
        if state.pages.is_empty() {
            return;
        }
        if let Err(error) = self.device.bind() {
            tracing::warn!(%error, "binding to free completion flags failed; freeing anyway");
        }
        for &page in &state.pages {
            // SAFETY: our own page, freed once; no flag of it is armed any more (every flag
            // holds this `Signals`, and a flag whose write may still come is never dropped:
            // it is leaked with its `Signals`).
            if let Err(error) = (|| unsafe { call!(cuMemFreeHost(page.cast())) })() {
                tracing::warn!(%error, "freeing a page of completion flags failed");
            }
        }
    }
}

/// The devices' `Signals`, by ordinal, while any future holds them.
static SIGNALS: Mutex<Vec<Weak<Signals>>> = Mutex::new(Vec::new());
/// Counts the changes of `SIGNALS`, for the watcher's copy of it.
static GENERATION: AtomicUsize = AtomicUsize::new(0);

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
        let mut state = lock(&signals.state);
        if let Some(at) = state.failed.iter().position(|(f, _)| *f == self.index) {
            return Err(state.failed.swap_remove(at).1);
        }
        match state.waiters.iter_mut().find(|w| w.flag == self.index) {
            Some(waiter) => waiter.waker.clone_from(waker),
            None => state.waiters.push(Waiter {
                flag: self.index,
                cell: self.cell,
                stream: stream.share(),
                waker: waker.clone(),
                since: Instant::now(),
            }),
        }
        drop(state);
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

/// What a doorbell's host function is given: which stream rang, for which signals. Not an
/// `Arc`: the doorbell must not drop the last handle of a `Signals` (its drop frees pages, a
/// driver call, which a host function may not make).
struct Bell {
    signals: Weak<Signals>,
    stream: usize,
}

/// Queues a doorbell on `stream` (binding its context).
fn ring_after(stream: &Stream, signals: &Arc<Signals>) -> Result<()> {
    stream.bind()?;
    let bell = Box::into_raw(Box::new(Bell {
        signals: Arc::downgrade(signals),
        stream: stream.raw() as usize,
    }));
    // SAFETY: `rang` has the host function's signature and takes back the box we hand it; the
    // stream is live and its context current.
    let queued = unsafe { call!(cuLaunchHostFunc(stream.raw(), Some(rang), bell.cast())) };
    if queued.is_err() {
        // SAFETY: not handed to the driver: ours again.
        drop(unsafe { Box::from_raw(bell) });
    }
    queued
}

/// The doorbell: run by a driver thread once the work before it is done. It may not call the
/// driver (nor drop anything that would), so it only wakes: every future waiting on its
/// stream (each reads its own flag).
unsafe extern "C" fn rang(data: *mut c_void) {
    // A panic must not cross the driver's frames.
    let _ = std::panic::catch_unwind(|| {
        // SAFETY: the box `ring_after` handed the driver, which runs this once.
        let bell = unsafe { Box::from_raw(data.cast::<Bell>()) };
        let Some(signals) = bell.signals.upgrade() else {
            return; // no future of the device is left
        };
        let woken: Vec<Waker> = {
            let mut state = lock(&signals.state);
            state.bells.retain(|&s| s != bell.stream);
            // The waiters stay (their futures, or the watcher, take them away): what a waiter
            // holds includes a stream, which must not be dropped here, as dropping the last
            // handle destroys the stream, a driver call.
            (state.waiters.iter())
                .filter(|w| w.stream.raw() as usize == bell.stream)
                .map(|w| w.waker.clone())
                .collect()
        };
        wake(woken);
        // This may be the last handle now: the watcher drops it.
        lock(&LATE).push(signals);
        call_watcher();
    });
}

/// Handles of `Signals` that doorbells were left with, dropped by the watcher.
static LATE: Mutex<Vec<Arc<Signals>>> = Mutex::new(Vec::new());

/// Wakes each of `wakers`; a waker that panics (a bug of its executor) stops neither the others
/// nor the thread that wakes them (the watcher, or the driver's).
fn wake(wakers: impl IntoIterator<Item = Waker>) {
    for waker in wakers {
        if std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| waker.wake())).is_err() {
            tracing::error!("a waker panicked");
        }
    }
}

/// The watcher thread's wake-up call: set when a waiter comes, with the thread sleeping on it.
static CALL: (Mutex<bool>, Condvar) = (Mutex::new(false), Condvar::new());

/// Starts the watcher on first use, and wakes it: it spins on new waiters' flags for [`SPIN`],
/// then queues a doorbell for those still waiting and sleeps (looking every [`WATCH`] for
/// contexts lost under their waiters, which run no doorbell again).
fn watcher() {
    static STARTED: Once = Once::new();
    STARTED.call_once(|| {
        let started = std::thread::Builder::new()
            .name("cudyn-watcher".into())
            .spawn(watch);
        if let Err(error) = started {
            tracing::warn!(%error, "starting the completion watcher failed; doorbells only");
        }
    });
    call_watcher();
}

/// Counts the watcher's turns twice, at their start and at their end: odd while the watcher
/// holds handles of `Signals` (upgraded for a look, or left by doorbells), which may be the
/// last ones.
static TURN: AtomicUsize = AtomicUsize::new(0);

/// Whether the watcher sleeps (or is about to): only then does a new waiter wake it.
static SLEEPING: AtomicBool = AtomicBool::new(false);

/// Wakes the watcher if it sleeps. A waiter is in its list before this is called, and the
/// watcher looks once more after it says it sleeps: one of the two sees the other.
fn call_watcher() {
    if SLEEPING.load(Ordering::SeqCst) {
        *lock(&CALL.0) = true;
        CALL.1.notify_one();
    }
}

/// The watcher's loop.
fn watch() {
    // When a look last found a flag set: while work keeps finishing, the watcher keeps
    // spinning, and queues no doorbells (which would hold their streams up).
    let mut last_set: Option<Instant> = None;
    let mut known: Vec<Weak<Signals>> = Vec::new();
    let mut generation = usize::MAX;
    loop {
        // Odd while this turn may hold handles of `Signals` (`drain` waits for the turn's end).
        TURN.fetch_add(1, Ordering::SeqCst);
        // Dropped without the lock: a last handle's drop calls the driver.
        let late = std::mem::take(&mut *lock(&LATE));
        drop(late);
        if RECLAIM_DUE.swap(false, Ordering::SeqCst) {
            reclaim();
        }
        // The devices' signals, looked up again only when one was made: the global lock is
        // not taken on every turn of a spin.
        if GENERATION.load(Ordering::Acquire) != generation {
            let all = lock(&SIGNALS);
            generation = GENERATION.load(Ordering::Acquire);
            known = all.clone();
        }
        let busy = last_set.is_some_and(|at| at.elapsed() < SPIN);
        let look_all = |busy| {
            let (mut young, mut woke) = (false, false);
            for signals in known.iter().filter_map(Weak::upgrade) {
                let (y, w) = look(&signals, busy);
                (young, woke) = (young | y, woke | w);
            }
            (young, woke)
        };
        let (mut young, mut woke) = look_all(busy);
        if !(young || busy || woke) {
            // About to sleep: said first, then one more look for a waiter that came before.
            SLEEPING.store(true, Ordering::SeqCst);
            (young, woke) = look_all(false);
        }
        if woke {
            last_set = Some(Instant::now());
        }
        TURN.fetch_add(1, Ordering::SeqCst);
        if young || busy || woke {
            SLEEPING.store(false, Ordering::SeqCst);
            // A short pause between looks, so that the futures' own threads find the locks free.
            for _ in 0..16 {
                std::hint::spin_loop();
            }
            continue;
        }
        let mut called = lock(&CALL.0);
        if !*called {
            called = CALL
                .1
                .wait_timeout(called, WATCH)
                .map_or_else(|e| e.into_inner().0, |r| r.0);
        }
        *called = false;
        SLEEPING.store(false, Ordering::SeqCst);
    }
}

/// One look at a device's waiters: wakes those whose flag is set; unless the watcher is `busy`
/// (work finished lately), queues a doorbell on the streams of those waiting longer than
/// [`SPIN`] (once per stream until it rings), and, while none is young, asks whether the
/// context is lost (then wakes them all to find it). Whether a waiter is still young, worth
/// spinning for, and whether any was woken. The driver is called without the lock.
fn look(signals: &Arc<Signals>, busy: bool) -> (bool, bool) {
    let (mut woken, mut ring, mut young) = (Vec::new(), Vec::new(), false);
    {
        // The futures' threads come first: a look that finds the lock taken is the next one.
        let mut state = match signals.state.try_lock() {
            Ok(state) => state,
            Err(std::sync::TryLockError::Poisoned(poisoned)) => poisoned.into_inner(),
            Err(std::sync::TryLockError::WouldBlock) => return (true, false),
        };
        if state.waiters.is_empty() {
            return (false, false);
        }
        let now = Instant::now();
        let mut at = 0;
        while at < state.waiters.len() {
            let waiter = &state.waiters[at];
            // SAFETY: the cell of a flag that is waiting, alive with `signals`.
            if unsafe { &*waiter.cell }.load(Ordering::Acquire) != 0 {
                // Whole: its stream may be the last handle, dropped below without the lock.
                woken.push(state.waiters.swap_remove(at));
                continue;
            }
            at += 1;
            if busy || now.saturating_duration_since(waiter.since) < SPIN {
                young = true;
                continue;
            }
            let key = waiter.stream.raw() as usize;
            if !state.bells.contains(&key) {
                let stream = waiter.stream.share();
                state.bells.push(key);
                ring.push(stream);
            }
        }
    }
    let woke = !woken.is_empty();
    wake(woken.into_iter().map(|w| w.waker));
    for stream in ring {
        if let Err(error) = ring_after(&stream, signals) {
            // Without a doorbell its waiters would wait for ever: each future gets the error
            // (and parks what it owns until its flag is set).
            tracing::debug!(%error, "queueing a doorbell failed");
            let mut state = lock(&signals.state);
            let key = stream.raw() as usize;
            state.bells.retain(|&s| s != key);
            let (wake, keep): (Vec<Waiter>, _) = std::mem::take(&mut state.waiters)
                .into_iter()
                .partition(|w| w.stream.raw() as usize == key);
            state.waiters = keep;
            let failed = wake.iter().map(|w| (w.flag, error.clone()));
            state.failed.extend(failed);
            drop(state);
            self::wake(wake.into_iter().map(|w| w.waker));
        }
    }
    if !young && !lock(&signals.state).waiters.is_empty() && lost(signals) {
        let woken = std::mem::take(&mut lock(&signals.state).waiters);
        wake(woken.into_iter().map(|w| w.waker));
    }
    (young, woke)
}

/// Whether the device's context reports an error (asked through its legacy stream, which
/// every context has).
fn lost(signals: &Signals) -> bool {
    if signals.device.bind().is_err() {
        return true;
    }
    // SAFETY: the legacy stream of the bound context.
    let queried = (|| unsafe { call!(cuStreamQuery(std::ptr::null_mut())) })();
    finished(queried).is_err()
}

/// What futures dropped before their work was done left, with the flag that says when.
static PARKED: Mutex<Vec<(Flag, Box<dyn Any + Send>)>> = Mutex::new(Vec::new());

/// How many things are parked: read without the lock, so that reclaiming costs nothing when
/// none is.
static PARKED_COUNT: AtomicUsize = AtomicUsize::new(0);

/// Keeps `what` until `flag` (armed on `stream`) is set, and has the watcher free it then.
pub(crate) fn park(flag: Flag, stream: &Stream, what: Box<dyn Any + Send>) {
    // The flag's waiter wakes nobody: it tells the watcher to reclaim. (Its wake may run in a
    // doorbell, which must not drop anything.)
    let reclaim = Waker::from(Arc::new(Reclaim));
    if let Err(error) = flag.wait(stream, &reclaim) {
        tracing::debug!(%error, "parked memory waits for a later poll, submission or drain");
    }
    let mut parked = lock(&PARKED);
    parked.push((flag, what));
    PARKED_COUNT.store(parked.len(), Ordering::Release);
}

/// Set when a parked flag was seen set: the watcher reclaims on its next turn.
static RECLAIM_DUE: AtomicBool = AtomicBool::new(false);

/// The waker of parked memory's flags.
struct Reclaim;

impl std::task::Wake for Reclaim {
    fn wake(self: Arc<Self>) {
        RECLAIM_DUE.store(true, Ordering::SeqCst);
        // The watcher may be asleep (woken by a doorbell, not by itself).
        *lock(&CALL.0) = true;
        CALL.1.notify_one();
    }
}

/// Drops what was parked and is no longer in use. Cheap when nothing is parked.
pub(crate) fn reclaim() {
    // A count read stale skips a reclaim that a later one makes.
    if PARKED_COUNT.load(Ordering::Acquire) == 0 {
        return;
    }
    RECLAIMING.fetch_add(1, Ordering::SeqCst);
    let done: Vec<(Flag, Box<dyn Any + Send>)> = {
        let mut parked = lock(&PARKED);
        let (done, waiting): (Vec<_>, Vec<_>) = std::mem::take(&mut *parked)
            .into_iter()
            .partition(|(flag, _)| flag.is_set());
        *parked = waiting;
        PARKED_COUNT.store(parked.len(), Ordering::Release);
        done
    };
    // Outside the lock: dropping buffers calls the driver.
    drop(done);
    RECLAIMING.fetch_sub(1, Ordering::SeqCst);
}

/// Reclaims under way (taken out of `PARKED`, not yet dropped), for `drain` to wait for.
static RECLAIMING: AtomicUsize = AtomicUsize::new(0);

/// Waits until the work of every future dropped before its end is done (a submission handed
/// to a thread of the library's queued first), and frees what they owned. Dropped futures park their memory rather than wait ([`Stream::submit`]); it is
/// reclaimed on later polls and submissions anyway, and this is for a program that wants it
/// back now, or every context released, before it goes on.
///
/// # Errors
/// The error of waiting for a device's work; what was parked in a lost context stays parked
/// (its work may never be shown done), and [`Error::ContextLost`](crate::Error::ContextLost)
/// says so.
pub fn drain() -> Result<()> {
    // Submissions handed to relay threads whose futures were dropped park when queued.
    super::relay::wait_idle();
    reclaim();
    let devices: Vec<Device> = {
        let parked = lock(&PARKED);
        let mut devices: Vec<Device> = Vec::new();
        for (flag, _) in parked.iter() {
            let device = &flag.signals.device;
            if !devices.iter().any(|d| d.ordinal() == device.ordinal()) {
                devices.push(device.clone());
            }
        }
        devices
    };
    let mut outcome = Ok(());
    for device in devices {
        let waited = device.context().and_then(|context| context.synchronize());
        if let (Err(error), Ok(())) = (waited, &outcome) {
            outcome = Err(error);
        }
    }
    reclaim();
    // Handles the doorbells were left with (each has run: the contexts were synchronized).
    drop(std::mem::take(&mut *lock(&LATE)));
    // What another thread (the watcher) took out of the parked list may still be dropping.
    while RECLAIMING.load(Ordering::SeqCst) != 0 {
        std::thread::yield_now();
    }
    // A turn of the watcher's under way may hold the last handle of a device's signals (their
    // pages, and the device's context): its end drops them.
    let turn = TURN.load(Ordering::SeqCst);
    if turn % 2 == 1 {
        while TURN.load(Ordering::SeqCst) == turn {
            std::thread::yield_now();
        }
    }
    outcome
}
