//! The watcher thread and the doorbells: who sees a flag set and wakes its future (see
//! `work::completion`).
//!
//! # The user's code runs on the watcher, which can be replaced
//!
//! Wakers, and the drops of parked memory, are the user's code. A doorbell runs on the
//! driver's thread, where no driver call may be made (a waker may poll its future inline, or
//! drop the last handle of a task owning cudyn memory), so a doorbell only signals: it leaves
//! its stream's name for the watcher and calls it. The watcher runs that code, always after
//! its turn (when it holds no handle `drain` waits for), one task at a time, each contained
//! (`work::user_code`). The watcher runs it rather than a thread of its own so that a spinning
//! watcher that sees a flag set wakes its task with no thread in between.
//!
//! A task may block, or call back into cudyn and wait for a future, which needs a watcher to
//! spin or queue its doorbell. So the watcher's role moves to a new thread when its task runs
//! long ([`STUCK`], seen by a standby thread that watches while the watcher is awake), or at
//! once when the task needs the watcher itself (it calls the watcher from inside its task).
//! The old thread finishes its task and ends; the tasks queued behind it go to the new one.

use std::any::Any;
use std::cell::Cell;
use std::collections::VecDeque;
use std::ffi::c_void;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, Once, OnceLock, Weak};
use std::task::Waker;
use std::time::{Duration, Instant};

use super::spare::free_lingering;
use super::{GENERATION, SIGNALS, SPIN, Signals, WATCH, Waiter, lock, nap_after, reclaim_due};
use crate::driver::call;
use crate::driver::error::{Result, finished};
use crate::driver::stream::Stream;
use crate::work::relay;
use crate::work::user_code::contain;

/// What a doorbell's host function is given: which stream rang, for which signals. Not an
/// `Arc`: nothing may be dropped there that could call the driver.
struct Bell {
    signals: Weak<Signals>,
    stream: usize,
}

/// Doorbells that rang, for the watcher to answer.
static RUNG: Mutex<Vec<Bell>> = Mutex::new(Vec::new());

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

/// The doorbell: run by a driver thread once the work before it is done. It only signals: the
/// bell goes to the watcher, which wakes every future waiting on its stream (each reads its own
/// flag). No waker runs here, and nothing is dropped.
unsafe extern "C" fn rang(data: *mut c_void) {
    // A panic must not cross the driver's frames (none is expected: a push and a signal).
    let _ = std::panic::catch_unwind(|| {
        // SAFETY: the box `ring_after` handed the driver, which runs this once.
        let bell = unsafe { Box::from_raw(data.cast::<Bell>()) };
        lock(&RUNG).push(*bell);
        call_watcher();
    });
}

/// The user's code that the watcher runs after its turn.
pub(super) enum Task {
    Wake(Waker),
    /// A parked value whose work is done (dropped, and counted off by its own `Drop`).
    Drop(Box<dyn Any + Send>),
}

/// Tasks for the watcher, in order.
static TASKS: Mutex<VecDeque<Task>> = Mutex::new(VecDeque::new());

/// Has the watcher run `tasks` after its turn (or after the turn under way).
pub(super) fn run_later(tasks: impl IntoIterator<Item = Task>) {
    lock(&TASKS).extend(tasks);
    watcher();
}

/// The watcher thread's wake-up call: set when a waiter comes, with the thread sleeping on it.
pub(super) static CALL: (Mutex<bool>, Condvar) = (Mutex::new(false), Condvar::new());

/// Starts the watcher on first use, and wakes it: it spins on new waiters' flags for [`SPIN`],
/// then queues a doorbell for those still waiting and naps between looks (`nap_after`), or
/// sleeps once none waits (looking every [`WATCH`] for contexts lost under their waiters, which
/// run no doorbell again).
pub(super) fn watcher() {
    start();
    call_watcher();
}

/// Starts the watcher, and its standby, on first use, without waking it.
pub(super) fn start() {
    static STARTED: Once = Once::new();
    STARTED.call_once(|| {
        if !spawn_watcher() {
            tracing::warn!("starting the completion watcher failed; futures may wait for ever");
        }
        let standby = std::thread::Builder::new()
            .name("cudyn-standby".into())
            .spawn(standby);
        if let Err(error) = standby {
            tracing::warn!(%error, "starting the watcher's standby failed");
        }
    });
}

/// Counts the watcher's turns twice, at their start and at their end: odd while the watcher
/// holds handles of `Signals` (upgraded for a look), which may be the last ones.
pub(super) static TURN: AtomicUsize = AtomicUsize::new(0);

/// Whether the watcher sleeps (or is about to): only then does a new waiter wake it.
static SLEEPING: AtomicBool = AtomicBool::new(false);

/// Which thread is the watcher (a count: each new watcher takes the next).
static ROLE: AtomicUsize = AtomicUsize::new(0);

/// Since when the watcher runs a task (nanoseconds after [`stamp`]'s start, never 0); 0 while
/// it runs none. Whoever changes it from a stamp to 0 decides: the watcher, going on; or a
/// thread taking its role over.
static IN_TASK: AtomicU64 = AtomicU64::new(0);

/// A task running this long has its thread replaced as the watcher: wakers take microseconds.
const STUCK: Duration = Duration::from_millis(2);

thread_local! {
    /// On the watcher, the stamp of the task it runs (0 outside tasks, and on other threads).
    static MY_TASK: Cell<u64> = const { Cell::new(0) };
}

/// Now, as a stamp of [`IN_TASK`].
fn stamp() -> u64 {
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_nanos() as u64 + 1
}

/// Starts a new watcher thread, which takes the role. Whether it started.
fn spawn_watcher() -> bool {
    let id = ROLE.fetch_add(1, Ordering::SeqCst) + 1;
    let started = std::thread::Builder::new()
        .name("cudyn-watcher".into())
        .spawn(move || watch(id));
    if let Err(error) = started {
        tracing::error!(%error, "starting a completion watcher failed");
        // The role goes back to the thread that had it (which checks it when its task ends).
        let _ = ROLE.compare_exchange(id, id - 1, Ordering::SeqCst, Ordering::SeqCst);
        return false;
    }
    true
}

/// Takes the watcher's role from the thread running the task stamped `task`, if it still runs
/// it, and gives it to a new thread.
fn take_over(task: u64) {
    if (IN_TASK.compare_exchange(task, 0, Ordering::SeqCst, Ordering::SeqCst)).is_ok() {
        tracing::debug!("a task of the user's runs long on the watcher; a new watcher takes over");
        spawn_watcher();
    }
}

/// The standby's wake-up call: the watcher is awake.
static STANDBY: (Mutex<bool>, Condvar) = (Mutex::new(false), Condvar::new());

/// Whether the standby watches the watcher (or has been called to).
static STANDBY_ON: AtomicBool = AtomicBool::new(false);

/// Says that the watcher is awake (it came out of its sleep, or started): the standby watches
/// it until it sleeps again, so that a task that blocks it is seen whatever else comes.
fn awake() {
    call_standby();
}

/// Has the standby watch, if it does not already.
pub(super) fn call_standby() {
    if !STANDBY_ON.swap(true, Ordering::SeqCst) {
        *lock(&STANDBY.0) = true;
        STANDBY.1.notify_one();
    }
}

/// The standby thread: while the watcher is awake, it looks every half [`STUCK`] and replaces
/// the watcher if one task has run past [`STUCK`]; while handed-over work waits behind busy
/// relays, it has a relay started past those held up as long ([`relay::unstick`]). (Anything may wait behind such a task: tasks
/// queued after it, a young waiter whose doorbell it should queue, a doorbell that rang.)
fn standby() {
    loop {
        {
            let mut called = lock(&STANDBY.0);
            while !*called {
                called = STANDBY.1.wait(called).unwrap_or_else(|e| e.into_inner());
            }
            *called = false;
        }
        loop {
            let task = IN_TASK.load(Ordering::SeqCst);
            let relays_wait = relay::unstick(STUCK);
            if task == 0 && SLEEPING.load(Ordering::SeqCst) && !relays_wait {
                // Asleep: stop watching, unless it woke meanwhile (its `awake` saw us on).
                STANDBY_ON.store(false, Ordering::SeqCst);
                if SLEEPING.load(Ordering::SeqCst) || STANDBY_ON.swap(true, Ordering::SeqCst) {
                    break;
                }
                continue;
            }
            if task != 0 && Duration::from_nanos(stamp().saturating_sub(task)) >= STUCK {
                take_over(task);
            }
            std::thread::sleep(STUCK / 2);
        }
    }
}

/// Wakes the watcher if it sleeps. A waiter is in its list before this is called, and the
/// watcher looks once more after it says it sleeps: one of the two sees the other. If this
/// thread is a task of the watcher's (it waits for a future, or for the watcher itself), the
/// role moves to a new thread at once.
fn call_watcher() {
    let task = MY_TASK.get();
    if task != 0 && IN_TASK.load(Ordering::SeqCst) == task {
        take_over(task);
    }
    if SLEEPING.load(Ordering::SeqCst) {
        *lock(&CALL.0) = true;
        CALL.1.notify_one();
    }
}

/// Runs the tasks queued for the watcher, one at a time. Whether this thread is still the
/// watcher (`id`) after them.
fn run_tasks(id: usize) -> bool {
    loop {
        let Some(task) = lock(&TASKS).pop_front() else {
            return true;
        };
        let stamp = stamp();
        IN_TASK.store(stamp, Ordering::SeqCst);
        MY_TASK.set(stamp);
        match task {
            Task::Wake(waker) => contain("a waker", || waker.wake()),
            Task::Drop(parked) => contain("the Drop of parked memory", || drop(parked)),
        }
        MY_TASK.set(0);
        let still = IN_TASK.compare_exchange(stamp, 0, Ordering::SeqCst, Ordering::SeqCst);
        // Replaced: unless the new thread failed to start, this one ends.
        if still.is_err() && ROLE.load(Ordering::SeqCst) != id {
            return false;
        }
    }
}

/// The watcher's loop, while its thread has the role `id`.
fn watch(id: usize) {
    fine_timers();
    // When a look last found a flag set: while work keeps finishing, the watcher keeps
    // spinning, and queues no doorbells (which would hold their streams up).
    let mut last_set: Option<Instant> = None;
    let mut known: Vec<Weak<Signals>> = Vec::new();
    let mut generation = usize::MAX;
    let mut watched = Instant::now();
    awake();
    loop {
        // Odd while this turn may hold handles of `Signals` (`drain` waits for the turn's end).
        TURN.fetch_add(1, Ordering::SeqCst);
        let mut tasks = Vec::new();
        answer_bells(&mut tasks);
        reclaim_due(&mut tasks);
        free_lingering(false);
        // The devices' signals, looked up again only when one was made: the global lock is
        // not taken on every turn of a spin.
        if GENERATION.load(Ordering::Acquire) != generation {
            let all = lock(&SIGNALS);
            generation = GENERATION.load(Ordering::Acquire);
            known = all.clone();
        }
        let busy = last_set.is_some_and(|at| at.elapsed() < SPIN);
        // Lost contexts are looked for once per [`WATCH`], not at every nap.
        let watchdog = watched.elapsed() >= WATCH;
        if watchdog {
            watched = Instant::now();
        }
        let mut look_all = |busy, watchdog| {
            let mut seen = Seen::default();
            for signals in known.iter().filter_map(Weak::upgrade) {
                seen = seen | look(&signals, busy, watchdog, &mut tasks);
            }
            seen
        };
        let mut seen = look_all(busy, watchdog);
        if !(seen.young || busy || seen.woke) {
            // About to sleep: said first, then one more look for a waiter that came before.
            SLEEPING.store(true, Ordering::SeqCst);
            seen = look_all(false, false);
        }
        let Seen { young, woke, nap } = seen;
        if woke {
            last_set = Some(Instant::now());
        }
        TURN.fetch_add(1, Ordering::SeqCst);
        let mut queued = lock(&TASKS);
        queued.extend(tasks);
        // Awake while it runs tasks (the standby watches only an awake watcher); so it looks
        // again after them before it sleeps.
        let has_tasks = !queued.is_empty();
        drop(queued);
        if has_tasks {
            SLEEPING.store(false, Ordering::SeqCst);
            // The standby may have seen it about to sleep, and stopped.
            awake();
        }
        if !run_tasks(id) {
            return;
        }
        if has_tasks || young || busy || woke {
            SLEEPING.store(false, Ordering::SeqCst);
            // A short pause between looks, so that the futures' own threads find the locks free.
            for _ in 0..16 {
                std::hint::spin_loop();
            }
            continue;
        }
        // Until called, or until the next look: after a nap while futures wait, else the
        // watchdog's.
        let sleep = nap.unwrap_or(WATCH);
        let mut called = lock(&CALL.0);
        if !*called {
            called = CALL
                .1
                .wait_timeout(called, sleep)
                .map_or_else(|e| e.into_inner().0, |r| r.0);
        }
        let was_called = std::mem::take(&mut *called);
        SLEEPING.store(false, Ordering::SeqCst);
        drop(called);
        // Not after a nap that ran out: a look runs none of the user's code, and calling the
        // standby at every nap doubled the CPU time that long waits cost (if the look finds
        // tasks, the watcher calls it before running them).
        if was_called {
            awake();
        }
    }
}

/// Has this thread's naps end when asked: Linux lets a timed sleep run up to 50 µs late by
/// default (timer slack), as long as the shortest nap (measured on an H200 host: 2 ms kernels
/// were seen 20-30 µs later with it).
fn fine_timers() {
    #[cfg(target_os = "linux")]
    {
        let slack: std::ffi::c_ulong = 1_000;
        // SAFETY: PR_SET_TIMERSLACK takes a number of nanoseconds and changes only this
        // thread's timer slack.
        let set = unsafe { libc::prctl(libc::PR_SET_TIMERSLACK, slack, 0, 0, 0) };
        if set != 0 {
            tracing::debug!("the watcher's timer slack stays the default");
        }
    }
}

/// Answers the doorbells that rang: the waiters on their streams are woken (their wakers go to
/// `tasks`; the waiters stay, for their futures or a look to take away).
fn answer_bells(tasks: &mut Vec<Task>) {
    let rung = std::mem::take(&mut *lock(&RUNG));
    for bell in rung {
        let Some(signals) = bell.signals.upgrade() else {
            continue; // no future of the device is left
        };
        let mut state = lock(&signals.state);
        state.bells.retain(|&s| s != bell.stream);
        let rung = (state.waiters.iter_mut()).filter(|w| w.stream.raw() as usize == bell.stream);
        tasks.extend(rung.filter_map(|w| w.waker.take()).map(Task::Wake));
    }
}

/// The wakers of `waiters`, as tasks.
fn wakes(waiters: &mut [Waiter]) -> impl Iterator<Item = Task> + '_ {
    waiters
        .iter_mut()
        .filter_map(|w| w.waker.take())
        .map(Task::Wake)
}

/// One look at a device's waiters: wakes those whose flag is set (their wakers go to `tasks`);
/// unless the watcher is `busy` (work finished lately), queues a doorbell on the streams of
/// those waiting longer than [`SPIN`] (once per stream until it rings), and, for the
/// `watchdog` while none is young, asks whether the context is lost (then wakes them all to
/// find it). What it saw: whether a waiter is still young, worth spinning for, whether any was
/// woken, and how long the watcher may nap before it looks again. The driver is called without
/// the lock.
fn look(signals: &Arc<Signals>, busy: bool, watchdog: bool, tasks: &mut Vec<Task>) -> Seen {
    let (mut woken, mut ring, mut young) = (Vec::new(), Vec::new(), false);
    let mut nap: Option<Duration> = None;
    {
        // The futures' threads come first: a look that finds the lock taken is the next one.
        let mut state = match signals.state.try_lock() {
            Ok(state) => state,
            Err(std::sync::TryLockError::Poisoned(poisoned)) => poisoned.into_inner(),
            Err(std::sync::TryLockError::WouldBlock) => {
                return Seen {
                    young: true,
                    ..Seen::default()
                };
            }
        };
        if state.waiters.is_empty() {
            return Seen::default();
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
            let age = now.saturating_duration_since(waiter.since);
            if busy || age < SPIN {
                young = true;
                continue;
            }
            nap = Some(nap.map_or(nap_after(age), |n| n.min(nap_after(age))));
            let key = waiter.stream.raw() as usize;
            if !state.bells.contains(&key) {
                let stream = waiter.stream.share();
                state.bells.push(key);
                ring.push(stream);
            }
        }
    }
    // Woken here, by a look: work finishing while the watcher spins. (A waiter a doorbell
    // woke already, its waker taken, shows long work: no reason to spin after it.)
    let woke = woken.iter().any(|w| w.waker.is_some());
    tasks.extend(wakes(&mut woken));
    drop(woken);
    for stream in ring {
        if let Err(error) = ring_after(&stream, signals) {
            // Without a doorbell its waiters would wait for ever: each future gets the error
            // (and parks what it owns until its flag is set).
            tracing::debug!(%error, "queueing a doorbell failed");
            let mut state = lock(&signals.state);
            let key = stream.raw() as usize;
            state.bells.retain(|&s| s != key);
            let (mut failed, keep): (Vec<Waiter>, _) = std::mem::take(&mut state.waiters)
                .into_iter()
                .partition(|w| w.stream.raw() as usize == key);
            state.waiters = keep;
            state
                .failed
                .extend(failed.iter().map(|w| (w.flag, error.clone())));
            drop(state);
            tasks.extend(wakes(&mut failed));
        }
    }
    if watchdog && !young && !lock(&signals.state).waiters.is_empty() && lost(signals) {
        let mut all = std::mem::take(&mut lock(&signals.state).waiters);
        tasks.extend(wakes(&mut all));
    }
    Seen { young, woke, nap }
}

/// What a look saw.
#[derive(Default, Clone, Copy)]
struct Seen {
    /// A waiter still in its spin (or a device whose lock was taken: looked at next turn).
    young: bool,
    /// A flag set, its waiter woken.
    woke: bool,
    /// The nap of the waiter that waits for the shortest time past its spin (`nap_after`).
    nap: Option<Duration>,
}

impl std::ops::BitOr for Seen {
    type Output = Seen;
    fn bitor(self, other: Seen) -> Seen {
        Seen {
            young: self.young | other.young,
            woke: self.woke | other.woke,
            nap: match (self.nap, other.nap) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            },
        }
    }
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
