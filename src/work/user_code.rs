//! The user's code that the library runs on its own threads: drops of what a submission owned
//! (memory parked by a dropped future, a handed-over closure's outcome), wakers. It is
//! contained: its panic is caught and logged and its payload forgotten (the payload's own
//! `Drop` is the user's code too, and may panic again), so that it stops none of the library's
//! threads. And it is marked: a call back into cudyn that would wait for the very thread it
//! runs on ([`drain`](crate::drain)) can tell, and refuse rather than hang.
//!
//! Where such code blocks, or calls back into cudyn, the thread that runs it must be one that
//! the rest of the library can do without for that long: the completion watcher hands its
//! role to a new thread (`work::completion::watcher`), a relay runs handed-over work of its
//! own closure at once (`work::relay`).

use std::cell::Cell;
use std::panic::{AssertUnwindSafe, catch_unwind};

thread_local! {
    /// How deep this thread is in the user's code that the library runs.
    static DEPTH: Cell<usize> = const { Cell::new(0) };
}

/// Runs `f`, the user's code (`what` names it in the log), marked as such, with its panic
/// caught: logged, and its payload leaked rather than dropped.
pub(crate) fn contain(what: &'static str, f: impl FnOnce()) {
    /// Unmarks the thread however `f` ends.
    struct Inside;
    impl Drop for Inside {
        fn drop(&mut self) {
            DEPTH.set(DEPTH.get() - 1);
        }
    }
    DEPTH.set(DEPTH.get() + 1);
    let _inside = Inside;
    if let Err(payload) = catch_unwind(AssertUnwindSafe(f)) {
        let message = (payload.downcast_ref::<&str>().copied())
            .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
            .unwrap_or("(a payload that is not text)");
        tracing::error!(
            what,
            message,
            "the user's code panicked; caught, its payload leaked"
        );
        // Its `Drop` could panic again, outside any catch: a few bytes leaked instead.
        std::mem::forget(payload);
    }
}

/// Whether this thread is running the user's code for the library (see [`contain`]).
pub(crate) fn inside() -> bool {
    DEPTH.get() > 0
}
