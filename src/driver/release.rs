//! Giving driver resources back from `Drop`, which must not panic.
//!
//! On a thread running a graph capture's closure (`work::graph`), the driver refuses frees,
//! and the waits before them, in the capture's thread-local mode, and fails the capture: so
//! memory the closure drops (moved into it, or replaced in the state) is given back with the
//! thread's mode relaxed meanwhile. That memory is none of the graph's: the recorded work can
//! name only its state's memory, which every launch checks is still there, and memory that
//! lives for ever.

use super::capture_mode;
use super::context::settle;
use super::device::Device;
use super::error::Result;

/// Gives a resource back in `Drop`: binds the owning device's context, runs `release`, and logs
/// the outcome. The release is attempted even if binding failed (the context may well be current
/// already). `Drop` must not panic, so a failure is a warning and the resource stays allocated.
pub(crate) fn release(
    device: &Device,
    kind: &'static str,
    addr: u64,
    release: impl FnOnce() -> Result<()>,
) {
    if leaked_with_context(device, kind, addr) {
        return;
    }
    let relaxed = capture_mode::permitting(|| {
        release_bound(device, kind, addr, release);
        Ok(())
    });
    if let Err(error) = relaxed {
        tracing::warn!(kind, addr, %error, "relaxing this thread's capture mode failed; it stays allocated");
    }
}

fn release_bound(
    device: &Device,
    kind: &'static str,
    addr: u64,
    release: impl FnOnce() -> Result<()>,
) {
    let bound = device.bind().map(drop);
    match (release(), bound) {
        (Ok(()), Ok(())) => tracing::debug!(kind, addr, "released"),
        (Ok(()), Err(bind)) => {
            tracing::debug!(kind, addr, %bind, "released, though binding failed")
        }
        (Err(error), Ok(())) => {
            tracing::warn!(kind, addr, %error, "releasing failed; it stays allocated")
        }
        (Err(error), Err(bind)) => {
            tracing::warn!(kind, addr, %error, %bind, "binding and releasing failed; it stays allocated")
        }
    }
}

/// As [`release`], for a call that names the context it acts in through its arguments (a
/// stream-ordered free names its stream), so that no context need be current: nothing is bound.
pub(crate) fn release_unbound(
    device: &Device,
    kind: &'static str,
    addr: u64,
    release: impl FnOnce() -> Result<()>,
) {
    if leaked_with_context(device, kind, addr) {
        return;
    }
    match capture_mode::permitting(release) {
        Ok(()) => tracing::debug!(kind, addr, "released"),
        Err(error) => tracing::warn!(kind, addr, %error, "releasing failed; it stays allocated"),
    }
}

/// Whether a resource of `device` must be leaked rather than given back, because the device's
/// context is lost: work that the driver never finished may still name it, and after a reset
/// its handle or address may belong to something made since. Says so in the log.
pub(crate) fn leaked_with_context(device: &Device, kind: &'static str, addr: u64) -> bool {
    let lost = device.context_lost();
    if lost {
        tracing::debug!(kind, addr, "leaked: its context is lost");
    }
    lost
}

/// Whether a resource must be leaked because uploads still landing ([`settle`]) could not be
/// waited for: one may be on its way into the memory being given back, and after the free it
/// would land in whatever takes the address next. Says so in the log.
pub(crate) fn unsettled(kind: &'static str, addr: u64) -> bool {
    match capture_mode::permitting(|| settle(None)) {
        Ok(()) => false,
        Err(error) => {
            tracing::warn!(kind, addr, %error, "leaked: uploads still landing could not be waited for");
            true
        }
    }
}
