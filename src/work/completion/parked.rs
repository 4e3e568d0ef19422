//! Memory parked by futures dropped before their work was done, and `drain` (see
//! `work::completion`).
//!
//! What is parked is the user's (buffers, but also any value a submission owned, whose `Drop`
//! may panic, block, or call back into cudyn). So it is dropped only where that stops nothing
//! else: by the watcher, after its turn, as a task of its (`watcher`), or by `drain` on the
//! thread that asked for it; each drop contained (`work::user_code`). Never in another task's
//! poll or submission, which only nudge the watcher.

use std::any::Any;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::Waker;

use super::spare::free_lingering;
use super::watcher::{CALL, TURN, watcher};
use super::{Flag, RECLAIM_DUE, lock, wait_for_none};
use crate::driver::device::Device;
use crate::driver::error::{Error, Result};
use crate::driver::stream::Stream;
use crate::work::user_code;

/// What futures dropped before their work was done left, with the flag that says when.
static PARKED: Mutex<Vec<(Flag, Box<dyn Any + Send>)>> = Mutex::new(Vec::new());

/// How many things are parked: read without the lock, so that a nudge costs nothing when none
/// is.
static PARKED_COUNT: AtomicUsize = AtomicUsize::new(0);

/// Keeps `what` until `flag` (armed on `stream`) is set, and has the watcher free it then.
pub(crate) fn park(flag: Flag, stream: &Stream, what: Box<dyn Any + Send>) {
    // The flag's waiter wakes nobody: it tells the watcher to reclaim.
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

/// Has the watcher look for parked memory whose work is done, if any is parked: for polls and
/// submissions, in case a parked flag's doorbell could not be queued. Cheap when none is.
pub(crate) fn reclaim_soon() {
    if PARKED_COUNT.load(Ordering::Acquire) != 0 {
        RECLAIM_DUE.store(true, Ordering::SeqCst);
        watcher();
    }
}

/// A value taken out to be dropped (a parked one, or what a failed handed-over submission left),
/// counted in [`RECLAIMING`] until it is, however its drop ends (a panic in `value`'s still
/// drops the fields after it).
struct Reclaimed<V> {
    _value: V,
    _counted: Counted,
}

/// Has the watcher drop `what` (the user's: what a failed handed-over submission left, its
/// work done, or its panic's payload), counted in [`RECLAIMING`] until it is dropped, so that
/// [`drain`] waits for it as for a parked value.
pub(crate) fn drop_counted(what: Box<dyn Any + Send>) {
    RECLAIMING.fetch_add(1, Ordering::SeqCst);
    super::drop_later(Box::new(Reclaimed {
        _value: what,
        _counted: Counted,
    }));
}

/// Counts off one value of [`RECLAIMING`] when dropped.
struct Counted;

impl Drop for Counted {
    fn drop(&mut self) {
        RECLAIMING.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Takes what was parked and whose work is done out of the list, each to be dropped on its own
/// (one that blocks holds up none of the others).
pub(super) fn take_done() -> Vec<Box<dyn Any + Send>> {
    if PARKED_COUNT.load(Ordering::Acquire) == 0 {
        return Vec::new();
    }
    let mut parked = lock(&PARKED);
    let (done, waiting): (Vec<_>, Vec<_>) = std::mem::take(&mut *parked)
        .into_iter()
        .partition(|(flag, _)| flag.is_set());
    *parked = waiting;
    PARKED_COUNT.store(parked.len(), Ordering::Release);
    RECLAIMING.fetch_add(done.len(), Ordering::SeqCst);
    let each = done.into_iter().map(|value| Reclaimed {
        _value: value,
        _counted: Counted,
    });
    each.map(|reclaimed| Box::new(reclaimed) as Box<dyn Any + Send>)
        .collect()
}

/// Drops, on this thread, what was parked and whose work is done.
fn reclaim_here() {
    for reclaimed in take_done() {
        user_code::contain("the Drop of parked memory", || drop(reclaimed));
    }
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

/// Parked values taken out of `PARKED` and not yet dropped, for `drain` to wait for.
static RECLAIMING: AtomicUsize = AtomicUsize::new(0);

/// Waits until the work of every future dropped before its end is done (a submission handed
/// to a thread of the library's queued first), and frees what they owned. Dropped futures park
/// their memory rather than wait ([`Stream::submit`]); the watcher frees it once its work is
/// done anyway, and this is for a program that wants it back now, or every context released,
/// before it goes on.
///
/// What was parked is dropped on the calling thread, or by the watcher if it had it already
/// (this waits for it). A `Drop` that panics there is caught and logged: its panic reaches
/// neither this caller nor any other task. A `Drop` that never returns holds this up.
///
/// # Errors
/// - The error of waiting for a device's work; what was parked in a lost context stays parked
///   (its work may never be shown done), and [`Error::ContextLost`] says so.
/// - [`Error::Reentered`] when called from the user's code that cudyn runs (a parked value's
///   `Drop`, or a waker run by cudyn's watcher): this would wait for the drop it is called
///   from. Nothing is done then.
pub fn drain() -> Result<()> {
    if user_code::inside() {
        return Err(Error::Reentered {
            what: "cudyn::drain",
        });
    }
    // Submissions handed to relay threads whose futures were dropped park when queued.
    crate::work::relay::wait_idle();
    reclaim_here();
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
        // A lost context's error says so (its sticky error would be a driver error).
        let waited = device
            .context()
            .and_then(|context| (context.synchronize()).map_err(|error| context.lost_if(error)));
        if let (Err(error), Ok(())) = (waited, &outcome) {
            outcome = Err(error);
        }
    }
    reclaim_here();
    // What the watcher took out of the parked list may still be dropping.
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
