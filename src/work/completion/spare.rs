//! The pages of completion flags a device's last future leaves for the next (see
//! `work::completion`). A program that awaits one thing at a time would otherwise page-lock a
//! page before every await and free it after, and the free (several microseconds of driver
//! time) would sit in the poll that ends the wait, between the GPU's end and the task running
//! again. The pages wait in the device's context, which they do not keep alive: a context
//! dropped, or reset, frees them with everything else of its; one that lives on has them freed
//! by the watcher once they lingered [`LINGER`], or by `drain` at once.

use std::any::Any;
use std::sync::atomic::{AtomicU32, AtomicUsize, Ordering};
use std::sync::{Mutex, Weak};
use std::time::{Duration, Instant};

use super::lock;
use crate::driver::call;
use crate::driver::context::{Attached, Context};
use crate::driver::device::Device;

/// How long a device's pages of flags outlive its last future, waiting for the next.
pub(super) const LINGER: Duration = Duration::from_millis(100);

/// Pages of flags between two futures of a context, and which of their flags are free: a flag
/// dropped while its write could still come (a lost context's) is never handed out again.
struct Spare {
    pages: Vec<*mut AtomicU32>,
    free: Vec<u32>,
    since: Instant,
}

// SAFETY: the pages are pinned memory, usable from any thread; the rest is plain data.
unsafe impl Send for Spare {}

impl Attached for Spare {
    fn free(self: Box<Self>, context: &Context) {
        if let Err(error) = context.bind() {
            tracing::warn!(%error, "binding to free completion flags failed; freeing anyway");
        }
        for &page in &self.pages {
            // SAFETY: a page of ours, freed once; no flag of it is armed (every flag holds the
            // `Signals` that left it here, and a flag whose write may still come is never
            // dropped: it is leaked with its `Signals`).
            if let Err(error) = (|| unsafe { call!(cuMemFreeHost(page.cast())) })() {
                tracing::warn!(%error, "freeing a page of completion flags failed");
            }
        }
    }
}

/// The contexts that may hold a spare, for the watcher and `drain`.
static HOLDERS: Mutex<Vec<Weak<Context>>> = Mutex::new(Vec::new());
/// How many there are: read without the lock on every turn of the watcher.
static HOLDER_COUNT: AtomicUsize = AtomicUsize::new(0);

/// Leaves `pages`, whose flags `free` are free, in `device`'s context for its next future (a
/// lost context's are freed now: no future of it will need them).
pub(super) fn leave(device: &Device, pages: Vec<*mut AtomicU32>, free: Vec<u32>) {
    let mut spare = Box::new(Spare {
        pages,
        free,
        since: Instant::now(),
    });
    let Ok(context) = device.context() else {
        // Unreachable in practice (the pages were made in it); freed through the driver's
        // current context would be wrong, so they are leaked.
        tracing::warn!("a device without its context left completion flags; leaking them");
        return;
    };
    if context.is_lost() {
        spare.free(context);
        return;
    }
    let mut slot = lock(context.spare_flags());
    // Two sets of pages (a future made its own while another's lingered): one spare.
    if let Some(theirs) = slot.take().and_then(|theirs| spare_of(theirs).ok()) {
        let first = (spare.pages.len() * super::PER_PAGE) as u32;
        spare.pages.extend(theirs.pages);
        spare
            .free
            .extend(theirs.free.into_iter().map(|index| index + first));
    }
    *slot = Some(spare);
    drop(slot);
    let mut holders = lock(&HOLDERS);
    let known = holders
        .iter()
        .any(|held| std::ptr::eq(held.as_ptr(), context));
    if !known && let Some(shared) = context.shared() {
        holders.push(std::sync::Arc::downgrade(&shared));
        HOLDER_COUNT.store(holders.len(), Ordering::Release);
    }
}

/// The pages (and their free flags) `device`'s context keeps for its next future, if any.
pub(super) fn take(device: &Device) -> Option<(Vec<*mut AtomicU32>, Vec<u32>)> {
    if HOLDER_COUNT.load(Ordering::Acquire) == 0 {
        return None;
    }
    let context = device.context().ok()?;
    let spare = lock(context.spare_flags()).take()?;
    let spare = spare_of(spare).ok()?;
    Some((spare.pages, spare.free))
}

/// The spare in a context's slot (nothing else is put there).
fn spare_of(attached: Box<dyn Attached>) -> Result<Box<Spare>, Box<dyn Any>> {
    (attached as Box<dyn Any>).downcast::<Spare>()
}

/// Frees the spares that lingered [`LINGER`], or every one (`all`, for `drain`); the driver
/// is called without the locks.
pub(super) fn free_lingering(all: bool) {
    if HOLDER_COUNT.load(Ordering::Acquire) == 0 {
        return;
    }
    let holders: Vec<Weak<Context>> = lock(&HOLDERS).clone();
    let mut keep = Vec::new();
    for held in holders {
        let Some(context) = held.upgrade() else {
            continue;
        };
        let due = {
            let mut slot = lock(context.spare_flags());
            let lingered = slot.as_ref().is_some_and(|spare| {
                (&**spare as &dyn Any)
                    .downcast_ref::<Spare>()
                    .is_some_and(|spare| all || spare.since.elapsed() >= LINGER)
            });
            if lingered { slot.take() } else { None }
        };
        if let Some(spare) = due {
            spare.free(&context);
        }
        if lock(context.spare_flags()).is_some() {
            keep.push(held);
        }
        // The context may go here, with its last handle: no lock of this module is held.
        drop(context);
    }
    // Contexts gone, or holding nothing, need no more looks; one that got a spare meanwhile
    // stays (it was pushed again, or is kept).
    let mut holders = lock(&HOLDERS);
    holders.retain(|held| {
        keep.iter().any(|kept| kept.ptr_eq(held))
            || held
                .upgrade()
                .is_some_and(|c| lock(c.spare_flags()).is_some())
    });
    HOLDER_COUNT.store(holders.len(), Ordering::Release);
}
