//! Attacks on the asynchronous surface (`Stream::submit`, `Pending`, `Stream::done`,
//! `Stream::copy_owned`, `block_on`, `drain`, `work::completion`) through the safe API only, on
//! the fake driver. Tests whose story leaves process-wide state behind (a sticky context, a
//! dead watcher, a `Signals` that must be the only one) run in a child process of their own
//! (`in_child`), with a time limit, so that a hang is a failure and not a stuck run.

use cudyn_test_common as common;

use std::future::Future;
use std::pin::{Pin, pin};

use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, Wake, Waker};
use std::time::{Duration, Instant};

use common::waiting::{Count, Holding, woken_within};
use common::{NoLeaks, device, timed_child};
use cudyn::{Device, DeviceBuffer, Error, PinnedBuffer, Stream};
use cudyn_fake_driver as fake;

mod found;
mod probes;

// ---------------------------------------------------------------------------------------------
// Helpers

/// Holding stream work back is process-wide: the tests take turns.
fn turn() -> std::sync::MutexGuard<'static, ()> {
    static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

/// Polls `future` on this thread until it is ready or `limit` has passed (`None`): never
/// blocks for good, so a hang shows as `None`.
fn poll_for<F: Future + Unpin>(future: &mut F, limit: Duration) -> Option<F::Output> {
    let count = Arc::new(Count::default());
    let waker = Waker::from(count.clone());
    let mut cx = Context::from_waker(&waker);
    let until = Instant::now() + limit;
    loop {
        if let Poll::Ready(out) = Pin::new(&mut *future).poll(&mut cx) {
            return Some(out);
        }
        if Instant::now() > until {
            return None;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Runs `f` on a thread of its own and waits up to `limit` for it: `None` if it did not
/// return in time (it is left running: the caller reports a hang).
fn within<T: Send + 'static>(limit: Duration, f: impl FnOnce() -> T + Send + 'static) -> Option<T> {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(limit).ok()
}

/// Makes sure both devices' pages of flags exist, made by a thread of their own and kept for
/// good (a future kept for good keeps its page), so that no test's leak count includes a page
/// that another test's forgotten or parked flag keeps alive.
fn keep_signals() {
    static KEPT: Mutex<Vec<cudyn::Pending<()>>> = Mutex::new(Vec::new());
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        std::thread::spawn(|| {
            for ordinal in 0..2 {
                let device = if ordinal == 0 {
                    device()
                } else {
                    Device::get(1).unwrap()
                };
                let stream = Stream::new(&device).unwrap();
                KEPT.lock().unwrap().push(stream.done().unwrap());
            }
        })
        .join()
        .unwrap();
    });
}
