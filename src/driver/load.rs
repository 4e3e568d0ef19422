//! The process-wide driver, loaded and initialised once.

use std::sync::OnceLock;

pub use crate::sys::Driver;

use super::error::{Result, check};

/// The process-wide driver, loaded (see [`crate::sys::driver`] for where it is looked for) and
/// initialised with `cuInit` on first use. The outcome, a failure included, is kept for the life
/// of the process: `cuInit`'s own result is sticky, and a machine without CUDA should pay for
/// the search once.
#[inline]
pub fn driver() -> Result<&'static Driver> {
    match READY.get() {
        Some(Ok(driver)) => Ok(driver),
        _ => settle(),
    }
}

static READY: OnceLock<Result<&'static Driver>> = OnceLock::new();

#[cold]
fn settle() -> Result<&'static Driver> {
    READY.get_or_init(initialise).clone()
}

fn initialise() -> Result<&'static Driver> {
    let driver = crate::sys::driver()?;
    let init = driver.cuInit()?;
    // SAFETY: cuInit takes a flags word that must be zero, and may be called from any thread.
    check("cuInit", unsafe { init(0) })?;
    let timing = driver.timing();
    tracing::debug!(
        driver = driver.name(),
        version = driver.version(),
        open_us = timing.open.as_micros(),
        resolve_us = timing.resolve.as_micros(),
        "CUDA driver loaded"
    );
    Ok(driver)
}

/// Makes the library at `path` the process's driver, instead of the search that [`driver`]
/// would do, and initialises it. For applications that ship or locate the driver themselves,
/// and for tests that use a stand-in.
///
/// Fails with [`crate::sys::LoadError::AlreadySettled`] if the process already settled on a
/// different driver (an earlier call, or any operation that needed the driver).
///
/// # Safety
/// The library at `path` must be a CUDA driver (or a faithful stand-in): its initialisers run,
/// and its functions are then called with the signatures `cuda.h` declares.
pub unsafe fn load_driver_from(path: &str) -> Result<&'static Driver> {
    // SAFETY: forwarded to our caller.
    unsafe { crate::sys::load_from(path) }?;
    driver()
}

/// Calls a driver entry point through the process-wide table and checks its result:
/// `unsafe { call!(cuMemAlloc_v2(&mut ptr, bytes)) }?`. The caller's `unsafe` block carries the
/// argument for the call's contract.
macro_rules! call {
    ($entry:ident($($arg:expr),* $(,)?)) => {
        $crate::driver::error::check(
            stringify!($entry),
            $crate::driver::driver()?.$entry()?($($arg),*),
        )
    };
}
pub(crate) use call;

#[cfg(test)]
mod tests {
    use crate::sys::{CUgraph, SymbolError};

    use crate::{Error, Result};

    #[test]
    fn call_turns_a_missing_entry_point_into_a_typed_error() {
        // SAFETY: the fake implements the driver API with cuda.h's signatures.
        unsafe { super::load_driver_from(cudyn_fake_driver::PATH) }.unwrap();
        fn create_graph() -> Result<()> {
            let mut graph: CUgraph = std::ptr::null_mut();
            // SAFETY: a valid pointer to a live local; the fake lacks the entry point anyway.
            unsafe { call!(cuGraphCreate(&mut graph, 0)) }
        }
        let error = create_graph().unwrap_err();
        assert_eq!(
            error,
            Error::MissingSymbol(SymbolError {
                name: "cuGraphCreate",
                driver_version: Some(12090)
            })
        );
    }
}
