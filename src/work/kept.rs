//! [`free_kept_memory`]: one call that gives back everything cudyn keeps for reuse, so that a
//! program (a test counting the driver's live allocations, a service trimming itself between
//! jobs) sees only what it holds itself.

use crate::driver::context;
use crate::driver::error::{Error, Result};
use crate::work::{blocks, completion, staging, user_code};

/// Gives back everything cudyn keeps for reuse, on every device, and returns once it is given
/// back. The next operation that needs one of these makes it again, paying once what keeping
/// it saves.
///
/// What cudyn keeps, and why:
///
/// | kept | for | kept until |
/// |---|---|---|
/// | memory of futures dropped before their work was done | the GPU may still write it | the work is done (the watcher frees it; [`drain`](crate::drain) waits for it) |
/// | a page of completion flags per device (mapped pinned memory) | the device's next future: page-locking one before each await, and freeing it after, would cost several microseconds per await | 100 ms after the device's last future |
/// | one or two staging rings per device (pinned memory, about 32 MiB each, with a stream and events), made at the first such copy, or ahead of it by the device's first allocation of 4 MiB or more | copies between pageable memory and the device of 4 MiB and more, which they make several times faster than the driver's own path | the device's context is released |
/// | the block-copy kernel's module per device, and up to 12 spare tables (mapped pinned memory, 32 MiB at most) | batches of small blocks ([`gather_blocks`](crate::gather_blocks), [`scatter_blocks`](crate::scatter_blocks), [`copy_batch`](crate::copy_batch)) | the device's context is released |
///
/// This frees them all: it [drains](crate::drain) (waits for the work of dropped futures and
/// frees what they owned, and the pages of flags), then, device by device, frees the staging
/// rings (a copy using one is waited for, and ring memory being made ahead), the spare tables,
/// and the kernel's module.
///
/// Nothing the GPU may still use is freed: the module is unloaded only once no launch of it
/// is being queued and the device's work is done, so this **waits for every device's queued
/// work** that has the kernel loaded (`cuCtxSynchronize`), a scope's or a pending future's
/// included. Memory in use by work in flight (a scope's table, a pending future's buffers) is
/// not kept for reuse, and is not touched: it goes back when its work is done, as always.
///
/// What you chose to keep stays yours: a [`PinnedPool`](crate::PinnedPool), a
/// [`MemPool`](crate::MemPool)'s reserve, a resource's cache. Threads cudyn keeps (copying
/// threads, the completion watcher) hold no memory of the driver's, and stay.
///
/// On the fake driver (`cudyn-fake-driver`), after this the counts of live allocations are
/// exact: a test can check that what it made is gone (see the guide's chapter, [testing
/// without a GPU](crate::guide::testing_without_a_gpu)).
///
/// A driver that refuses to free something is logged (`tracing`), and that one thing stays
/// allocated, as when a `Drop` is refused.
///
/// # Errors
/// The first error met; the rest is given back all the same.
/// - [`Error::Reentered`] when called from the user's code that cudyn runs (a parked value's
///   `Drop`, or a waker run by cudyn's watcher), which it would wait for. Nothing is done then.
/// - The error of waiting for a device's work. What the failed wait was for stays kept: the
///   kernel's module until the context is released, parked memory until its work is done.
/// - [`Error::ContextLost`] for a lost context: what it keeps stays allocated (nothing shows
///   whether its work stopped) and goes with the context.
pub fn free_kept_memory() -> Result<()> {
    if user_code::inside() {
        return Err(Error::Reentered {
            what: "cudyn::free_kept_memory",
        });
    }
    let mut outcome = completion::drain();
    for context in context::retained() {
        if let Err(lost) = context.alive() {
            if keeps_anything(&context) {
                outcome = outcome.and(Err(lost));
            }
            continue;
        }
        staging::free_rings(&context);
        let given = blocks::give_back(&context);
        outcome = outcome.and(given);
    }
    outcome
}

/// Whether a lost context keeps anything, which then stays with it.
fn keeps_anything(context: &context::Context) -> bool {
    let slots = context.attached().iter();
    let mut slots = slots.chain([context.code(), context.spare_flags()]);
    slots.any(|slot| slot.lock().unwrap_or_else(|e| e.into_inner()).is_some())
}
