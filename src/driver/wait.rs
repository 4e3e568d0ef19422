//! Waits that guard memory, and the one rule for when they fail.
//!
//! A synchronous copy, fill, prefetch or batch, a scope's end and the staging ring's drain all
//! return only once nothing they queued can still touch memory: their caller may free it as
//! soon as they return, and memory of another owner (a view made with `from_raw`, a DLPack
//! import) may be freed in an order none of cudyn's streams is part of. So a wait of theirs that
//! fails does not simply return its error: [`wait_for_context`] waits for the whole context
//! instead, or says it is lost, or aborts ([`wait_for_stream`] is that wait). Memory handed
//! out raw waits for uploads still landing in it by the same rule ([`settle_for_handout`]).
//! Here, in the bottom layer, so that the memory layer (unified memory's prefetch, views
//! handing out pointers) waits as the work layer does.

use super::context::{Context, settle};
use super::error::{Error, Result};
use super::load::call;
use crate::sys::CUstream;

/// Waits for `stream` (`cuStreamSynchronize`); if that fails, for the whole `context`, by the
/// rule of [`wait_for_context`], whose error is returned. `what` names the waiter in the log.
///
/// # Safety
/// `stream` is a live stream of `context`, or the legacy (null) or per-thread stream while
/// `context` is current on this thread.
pub(crate) unsafe fn wait_for_stream(
    context: &Context,
    stream: CUstream,
    what: &str,
) -> Result<()> {
    // SAFETY: a stream of `context` (the caller's contract).
    let waited = unsafe { call!(cuStreamSynchronize(stream)) };
    waited.map_err(|error| wait_for_context(Some(context), error, what))
}

/// The rule for a wait that must not return while work it queued may still use memory, once
/// waiting for that work failed with `error`: the whole `context` is waited for, pushed rather
/// than bound ([`Context::confirm`]). If that succeeds, `error` is returned: nothing queued runs
/// any more. If it fails saying the context is lost (a kernel faulted, or the driver is
/// shutting down), queued work never runs, the context is marked lost, and
/// [`Error::ContextLost`] is returned. Otherwise nothing proves that the work stopped, and the
/// process aborts, as `std` does when it cannot keep an invariant. `what` names the waiter in
/// the message.
pub(crate) fn wait_for_context(context: Option<&Context>, error: Error, what: &str) -> Error {
    let confirmed = match context {
        Some(context) => context.confirm(error),
        None => Err((error.clone(), error)),
    };
    match confirmed {
        Ok(lost @ Error::ContextLost { .. }) => lost,
        Ok(error) => {
            tracing::warn!(%error, what, "a wait failed; its whole context was waited for");
            error
        }
        Err((error, also)) => {
            tracing::error!(%error, %also, what, "cannot wait for queued work that uses memory");
            eprintln!(
                "cudyn: {what} could not wait for its work ({error}; then {also}), which may \
                 still use memory; aborting"
            );
            std::process::abort()
        }
    }
}

/// [`settle`], for device memory of `context` about to be handed out raw (a device pointer, a
/// buffer's raw parts, an export), whose caller has no error to return and may free the memory
/// in an order the legacy stream is not part of. If the wait fails, the rule of
/// [`wait_for_context`] applies: done, or lost, no upload lands in the memory any more; else
/// the process aborts.
#[inline]
pub(crate) fn settle_for_handout(context: &Context) {
    if let Err(error) = settle(None) {
        settle_failed(context, error);
    }
}

#[cold]
fn settle_failed(context: &Context, error: Error) {
    // Done or lost, the upload no longer lands: nothing to return to a caller that has no error.
    let _ = wait_for_context(
        Some(context),
        error,
        "an upload into memory about to be handed out",
    );
}
