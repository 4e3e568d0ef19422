//! An outside attack on the rule of issue 35: the user's code that the futures run (wakers,
//! drops of what a submission owned, panic payloads, handed-over closures) never runs on a
//! thread the library waits for, and its panic, re-entry into cudyn or blocking stops nothing
//! else. Safe, public API only, plus the fake's controls. Every story runs alone in a child
//! process with a time limit (a hang is a failure; a story may leave blocked threads behind),
//! and a story that finds something stuck says so itself, well within the limit.
//!
//! The eight stories named for a failure failed when written (each comment says how); all were
//! mended the same day and stay as regression tests: the standby watches the watcher while it
//! is awake, wakers are cloned and dropped outside the library's locks, a relay parks a dropped
//! submission's value and hands a panic's payload to the watcher, and a relay is started past
//! those held up in their closures while other handed-over work waits.

use cudyn_test_common as common;

use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::task::{Context, Wake, Waker};
use std::time::{Duration, Instant};

use common::waiting::{Count, Holding, woken_within};
use common::{device, timed_child};
use cudyn::{Device, DeviceBuffer, Pending, Stream};
use cudyn_fake_driver as fake;

mod blocking_wakers;
mod reentry;
mod relays;
mod waker_drops;

/// Runs `story` alone in a child process, which must end within 60 s.
fn in_child(test: &str, story: impl FnOnce()) {
    const LIMIT: Duration = Duration::from_secs(60);
    if timed_child::is_child(test) {
        story();
        return;
    }
    // Natively even in CI's valgrind step: these stories time threads against each other.
    let (ok, timed_out, out) = timed_child::run_with(test, LIMIT, false);
    assert!(!timed_out, "{test} hung:\n{out}");
    assert!(ok, "{test} failed:\n{out}");
}

/// Runs `f` on a thread of its own and waits up to `limit` for it: `None` if it did not
/// return in time (it is left running: the caller reports the hang).
fn within<T: Send + 'static>(limit: Duration, f: impl FnOnce() -> T + Send + 'static) -> Option<T> {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(limit).ok()
}

/// Polls `pending` once with `waker`; whether it is still pending.
fn poll_once<O: Send + 'static>(pending: &mut Pending<O>, waker: &Waker) -> bool {
    let mut cx = Context::from_waker(waker);
    Pin::new(pending).poll(&mut cx).is_pending()
}

/// A gate that user code waits at until it is opened (or 30 s pass: a cap, so that nothing
/// waits for ever even in a broken build).
#[derive(Default)]
struct Gate(Mutex<bool>, Condvar);

impl Gate {
    fn wait(&self) {
        let until = Instant::now() + Duration::from_secs(30);
        let mut open = self.0.lock().unwrap();
        while !*open && Instant::now() < until {
            open = self
                .1
                .wait_timeout(open, Duration::from_millis(50))
                .unwrap()
                .0;
        }
    }
    fn open(&self) {
        *self.0.lock().unwrap() = true;
        self.1.notify_all();
    }
}

/// A waker that blocks at its gate when woken, and says it was called.
struct BlocksWhenWoken {
    gate: Arc<Gate>,
    called: AtomicBool,
}

impl Wake for BlocksWhenWoken {
    fn wake(self: Arc<Self>) {
        self.called.store(true, Ordering::SeqCst);
        self.gate.wait();
    }
}

/// A waker that does nothing when woken, and whose `Drop` (its last handle's) blocks at the
/// gate, naming the thread it ran on.
struct BlocksWhenDropped {
    gate: Arc<Gate>,
    ran_on: Arc<Mutex<Option<String>>>,
}

impl Wake for BlocksWhenDropped {
    fn wake(self: Arc<Self>) {}
}

impl Drop for BlocksWhenDropped {
    fn drop(&mut self) {
        *self.ran_on.lock().unwrap() = Some(
            std::thread::current()
                .name()
                .unwrap_or("an unnamed thread of the test's")
                .to_owned(),
        );
        self.gate.wait();
    }
}

/// A value whose `Drop` blocks at the gate, naming the thread it ran on.
struct DropBlocks {
    gate: Arc<Gate>,
    ran_on: Arc<Mutex<Option<String>>>,
}

impl Drop for DropBlocks {
    fn drop(&mut self) {
        *self.ran_on.lock().unwrap() = Some(
            std::thread::current()
                .name()
                .unwrap_or("an unnamed thread of the test's")
                .to_owned(),
        );
        self.gate.wait();
    }
}

/// Whether a future on `stream` whose work is held back a moment completes within 3 s, awaited
/// by `block_on` on a thread of its own (it needs the watcher: a doorbell).
fn a_slow_future_completes_within_3s(stream: &Arc<Stream>) -> bool {
    let holding = Holding::on();
    let pending = stream.done().unwrap();
    let waiting = std::thread::spawn(move || cudyn::block_on(pending).is_ok());
    std::thread::sleep(Duration::from_millis(20));
    drop(holding);
    let until = Instant::now() + Duration::from_secs(3);
    while !waiting.is_finished() {
        if Instant::now() > until {
            return false;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    waiting.join().unwrap()
}

/// The threads of this process, and how many of them are named `name`.
fn threads(name: &str) -> (usize, usize) {
    let mut all = 0;
    let mut named = 0;
    for task in std::fs::read_dir("/proc/self/task").unwrap() {
        all += 1;
        let comm = std::fs::read_to_string(task.unwrap().path().join("comm")).unwrap_or_default();
        if comm.trim() == name {
            named += 1;
        }
    }
    (all, named)
}
