//! The watcher thread and the doorbells: who sees a flag set and wakes its future (see
//! `work::completion`).

use std::ffi::c_void;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, Once, Weak};
use std::task::Waker;
use std::time::Instant;

use super::spare::free_lingering;
use super::{GENERATION, SIGNALS, SPIN, Signals, WATCH, Waiter, lock, reclaim_if_due};
use crate::driver::call;
use crate::driver::error::{Result, finished};
use crate::driver::stream::Stream;

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
    // Counted from before it may hold a handle until the watcher has it: a future it wakes
    // may end, and its program call `drain`, before then.
    RINGING.fetch_add(1, Ordering::SeqCst);
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
    RINGING.fetch_sub(1, Ordering::SeqCst);
}

/// Doorbells running now, which may hold a handle of their device's signals that `LATE` does
/// not have yet (`drain` waits for them).
pub(super) static RINGING: AtomicUsize = AtomicUsize::new(0);

/// Handles of `Signals` that doorbells were left with, dropped by the watcher.
pub(super) static LATE: Mutex<Vec<Arc<Signals>>> = Mutex::new(Vec::new());

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
pub(super) static CALL: (Mutex<bool>, Condvar) = (Mutex::new(false), Condvar::new());

/// Starts the watcher on first use, and wakes it: it spins on new waiters' flags for [`SPIN`],
/// then queues a doorbell for those still waiting and sleeps (looking every [`WATCH`] for
/// contexts lost under their waiters, which run no doorbell again).
pub(super) fn watcher() {
    start();
    call_watcher();
}

/// Starts the watcher on first use, without waking it.
pub(super) fn start() {
    static STARTED: Once = Once::new();
    STARTED.call_once(|| {
        let started = std::thread::Builder::new()
            .name("cudyn-watcher".into())
            .spawn(watch);
        if let Err(error) = started {
            tracing::warn!(%error, "starting the completion watcher failed; doorbells only");
        }
    });
}

/// Counts the watcher's turns twice, at their start and at their end: odd while the watcher
/// holds handles of `Signals` (upgraded for a look, or left by doorbells), which may be the
/// last ones.
pub(super) static TURN: AtomicUsize = AtomicUsize::new(0);

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
        reclaim_if_due();
        free_lingering(false);
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
