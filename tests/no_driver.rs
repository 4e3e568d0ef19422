//! A process whose driver cannot be loaded. In its own test binary because the outcome of
//! loading is settled once per process; and a single test, so that nothing in this process can
//! reach the default search first (on a GPU machine that would find the real driver).

use std::error::Error as _;

use cudyn::sys::LoadError;
use cudyn::{Device, Error};

const MISSING: &str = "/nonexistent/cudyn-test/libcuda.so.1";

#[test]
fn every_operation_reports_the_load_failure_without_panicking() {
    // SAFETY: the path does not exist, so nothing is loaded.
    let error = unsafe { cudyn::load_driver_from(MISSING) }.unwrap_err();
    let Error::Load(LoadError::NotFound { attempts }) = &error else {
        panic!("expected NotFound, got {error:?}")
    };
    assert_eq!(attempts.len(), 1);
    assert_eq!(attempts[0].name, MISSING);
    assert!(
        attempts[0].reason.contains("No such file"),
        "{}",
        attempts[0].reason
    );

    // The failure is settled: every operation that needs the driver reports it.
    assert_eq!(cudyn::driver().unwrap_err(), error);
    assert_eq!(Device::count().unwrap_err(), error);
    assert_eq!(Device::get(0).unwrap_err(), error);
    assert_eq!(Device::all().unwrap_err(), error);

    // Display alone says what happened, what was tried and why, and what to do: a program
    // that prints only `{e}` tells its user enough to act.
    let shown = error.to_string();
    assert!(
        shown.starts_with("no CUDA driver could be loaded"),
        "{shown}"
    );
    assert!(
        shown.contains(&format!("{MISSING}: ")) && shown.contains("No such file"),
        "{shown}"
    );
    assert!(shown.contains("CUDYN_DRIVER"), "{shown}");
    assert!(
        error.source().is_none(),
        "the details are not repeated as a source"
    );
    // `fn main() -> cudyn::Result<()>` prints `Error: {e:?}`: the same text.
    assert_eq!(format!("{error:?}"), shown);

    // Asking for another driver afterwards changes nothing and says why.
    // SAFETY: nothing is loaded: the process has settled.
    let again = unsafe { cudyn::load_driver_from("/elsewhere/libcuda.so.1") }.unwrap_err();
    assert_eq!(
        again,
        Error::Load(LoadError::AlreadySettled {
            requested: "/elsewhere/libcuda.so.1".into(),
            loaded: None
        })
    );
}
