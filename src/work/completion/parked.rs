//! Memory parked by futures dropped before their work was done, and `drain` (see
//! `work::completion`).

use std::any::Any;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::Waker;

use super::spare::free_lingering;
use super::watcher::{CALL, LATE, RINGING, TURN};
use super::{Flag, RECLAIM_DUE, lock, wait_for_none};
use crate::driver::device::Device;
use crate::driver::error::Result;
use crate::driver::stream::Stream;

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

/// Waits for the end of the watcher's turn under way, if one is.
fn wait_for_the_watchers_turn() {
    let turn = TURN.load(Ordering::SeqCst);
    if turn % 2 == 1 {
        while TURN.load(Ordering::SeqCst) == turn {
            std::thread::yield_now();
        }
    }
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
    crate::work::relay::wait_idle();
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
    // A doorbell still running (it wakes its futures before it hands its handle of their
    // device's signals to the watcher) may hold the last handle: its end is waited for.
    wait_for_none(&RINGING);
    // Handles the doorbells were left with (each has run: the contexts were synchronized).
    drop(std::mem::take(&mut *lock(&LATE)));
    // What another thread (the watcher) took out of the parked list may still be dropping.
    wait_for_none(&RECLAIMING);
    // A turn of the watcher's under way may hold the last handle of a device's signals (their
    // pages, and the device's context): its end drops them.
    wait_for_the_watchers_turn();
    // The pages of devices whose futures are all gone, kept for their next; then a turn that
    // began meanwhile, which may hold a context it looked into.
    free_lingering(true);
    wait_for_the_watchers_turn();
    outcome
}
