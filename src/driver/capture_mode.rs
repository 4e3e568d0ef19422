//! This thread's part in graph captures: whether it runs a capture's closure, and its capture
//! mode (`cuThreadExchangeStreamCaptureMode`). Below streams and releases, which both ask.

use super::call;
use super::error::Result;
use crate::sys::CUstreamCaptureMode;

thread_local! {
    /// Set while this thread runs a graph capture's closure.
    static CAPTURING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether this thread is running a graph capture's closure ([`CaptureMark`]).
pub(crate) fn capturing_here() -> bool {
    CAPTURING.get()
}

/// Marks this thread as running a graph capture's closure until dropped (`work::graph`).
pub(crate) struct CaptureMark(bool);

impl CaptureMark {
    pub(crate) fn new() -> CaptureMark {
        CaptureMark(CAPTURING.replace(true))
    }
}

impl Drop for CaptureMark {
    fn drop(&mut self) {
        CAPTURING.set(self.0);
    }
}

/// Runs `f` with this thread's capture mode relaxed (`cuThreadExchangeStreamCaptureMode`, put
/// back after): for what a capture allocates for its graph to keep (the block kernel's table
/// and module), or frees of memory no graph names, which the driver refuses while the thread
/// captures in thread-local mode. Such a call is not recorded into the graph.
pub(crate) fn relaxed<R>(f: impl FnOnce() -> Result<R>) -> Result<R> {
    let mut mode = CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_RELAXED;
    // SAFETY: swaps this thread's mode through a pointer to a live local.
    unsafe { call!(cuThreadExchangeStreamCaptureMode(&mut mode)) }?;
    let outcome = f();
    // SAFETY: as above, putting back the mode the thread had.
    let restored = unsafe { (|| call!(cuThreadExchangeStreamCaptureMode(&mut mode)))() };
    match (outcome, restored) {
        (Ok(value), restored) => restored.map(|()| value),
        (Err(error), Err(also)) => {
            tracing::warn!(%also, "restoring this thread's capture mode failed too");
            Err(error)
        }
        (Err(error), Ok(())) => Err(error),
    }
}

/// Runs `f`, with this thread's capture mode relaxed around it (see [`relaxed`]) only if the
/// thread runs a capture's closure: for what must work there too (a release in a `Drop`, an
/// event a capture's lanes order held memory with), at no cost elsewhere.
pub(crate) fn permitting<R>(f: impl FnOnce() -> Result<R>) -> Result<R> {
    if capturing_here() { relaxed(f) } else { f() }
}
