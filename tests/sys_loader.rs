//! The loader against the fake driver and against libraries that are not drivers. These open
//! private `Driver`s (never the process-wide one), so they can run in any order.

use cudyn::sys::{CUresult, Driver, LoadError, SymbolError};
use cudyn_fake_driver as fake;

fn open(candidates: &[&str]) -> Result<Driver, LoadError> {
    // SAFETY: every candidate used here is the fake driver, a library without cuInit (which the
    // loader rejects before calling anything), or a path that does not exist.
    unsafe { Driver::open_first(candidates) }
}

fn attempts(error: LoadError) -> Vec<cudyn::sys::Attempt> {
    match error {
        LoadError::NotFound { attempts } => attempts,
        other => panic!("expected NotFound, got {other:?}"),
    }
}

#[test]
fn candidates_put_the_soname_first() {
    #[cfg(unix)]
    assert_eq!(
        cudyn::sys::CANDIDATES,
        [
            "libcuda.so.1",
            "libcuda.so",
            "/usr/lib/wsl/lib/libcuda.so.1"
        ]
    );
    #[cfg(windows)]
    assert_eq!(cudyn::sys::CANDIDATES, ["nvcuda.dll"]);
}

#[test]
fn opens_the_fake_driver_and_reads_its_version() {
    let driver = open(&[fake::PATH]).expect("the fake driver loads");
    assert_eq!(driver.name(), fake::PATH);
    assert_eq!(driver.version(), Some(fake::DRIVER_VERSION));
    let file = driver.file().expect("dladdr finds the library");
    assert_eq!(file.file_name().unwrap(), "libcudyn_fake_cuda.so");
    let resolved = driver
        .functions()
        .entries()
        .iter()
        .filter(|(_, found)| *found)
        .count();
    assert!(
        (20..cudyn::sys::Functions::COUNT).contains(&resolved),
        "{resolved} resolved"
    );
}

#[test]
fn resolved_entry_points_are_callable() {
    let driver = open(&[fake::PATH]).unwrap();
    let get_version = driver.cuDriverGetVersion().unwrap();
    let mut version = 0;
    // SAFETY: cuDriverGetVersion writes one int through a valid pointer.
    assert_eq!(unsafe { get_version(&mut version) }, CUresult::CUDA_SUCCESS);
    assert_eq!(version, fake::DRIVER_VERSION);
}

#[test]
fn a_missing_entry_point_is_a_typed_error_naming_it() {
    let driver = open(&[fake::PATH]).unwrap();
    // The fake has no graphs: exactly the situation of an older driver.
    let error = driver.cuGraphCreate().unwrap_err();
    assert_eq!(
        error,
        SymbolError {
            name: "cuGraphCreate",
            driver_version: Some(12090)
        }
    );
    let text = error.to_string();
    assert!(
        text.contains("cuGraphCreate") && text.contains("version 12.9"),
        "{text}"
    );
    let entry = driver
        .functions()
        .entries()
        .into_iter()
        .find(|(n, _)| *n == "cuGraphCreate");
    assert_eq!(entry, Some(("cuGraphCreate", false)));
}

#[test]
fn a_missing_library_lists_the_reason() {
    let error = open(&["/nonexistent/libcuda.so.1"]).unwrap_err();
    let tried = attempts(error.clone());
    assert_eq!(tried.len(), 1);
    assert_eq!(tried[0].name, "/nonexistent/libcuda.so.1");
    // libloading keeps the OS's reason in source(); it must reach the message.
    assert!(
        tried[0].reason.contains("No such file"),
        "{}",
        tried[0].reason
    );
    let text = error.to_string();
    assert!(
        text.contains("/nonexistent/libcuda.so.1") && text.contains("CUDYN_DRIVER"),
        "{text}"
    );
}

#[test]
fn a_library_without_cuinit_is_not_a_driver() {
    let error = open(&[fake::NOT_A_DRIVER]).unwrap_err();
    let tried = attempts(error);
    assert!(tried[0].reason.contains("cuInit"), "{}", tried[0].reason);
}

#[test]
fn search_skips_failures_and_takes_the_first_driver() {
    let driver = open(&["/nonexistent/libcuda.so.1", fake::NOT_A_DRIVER, fake::PATH]).unwrap();
    assert_eq!(driver.name(), fake::PATH);
}

#[test]
fn search_failure_keeps_every_attempt_in_order() {
    let error = open(&["/nonexistent/a.so", fake::NOT_A_DRIVER, "/nonexistent/b.so"]).unwrap_err();
    let names: Vec<_> = attempts(error).into_iter().map(|a| a.name).collect();
    assert_eq!(
        names,
        ["/nonexistent/a.so", fake::NOT_A_DRIVER, "/nonexistent/b.so"]
    );
}

#[test]
fn an_empty_candidate_list_is_an_error_not_a_panic() {
    assert!(attempts(open(&[]).unwrap_err()).is_empty());
}

/// Tried by the tests of how a load error reads: two libraries that are not drivers, for two
/// reasons.
const NOT_DRIVERS: [&str; 2] = ["/nonexistent/libcuda.so.1", fake::NOT_A_DRIVER];

#[test]
fn a_load_error_reads_one_attempt_a_line_in_display_and_debug() {
    let error = open(&NOT_DRIVERS).unwrap_err();
    let shown = error.to_string();
    let lines: Vec<&str> = shown.lines().collect();
    assert_eq!(lines.len(), 4, "{shown}");
    assert_eq!(lines[0], "no CUDA driver could be loaded; tried");
    for (line, name) in lines[1..3].iter().zip(NOT_DRIVERS) {
        assert!(line.starts_with(&format!("  {name}: ")), "{shown}");
    }
    assert!(lines[3].contains("CUDYN_DRIVER"), "{shown}");
    // `{:?}` (what `main` prints) is the same text; `{:#?}` keeps the fields.
    assert_eq!(format!("{error:?}"), shown);
    let fields = format!("{error:#?}");
    assert!(
        fields.starts_with("NotFound {\n    attempts: ["),
        "{fields}"
    );
    assert!(fields.contains("reason: "), "{fields}");
    // Through cudyn's error, the same.
    let error = cudyn::Error::from(error);
    assert_eq!(format!("{error:?}"), shown);
    assert!(format!("{error:#?}").starts_with("Load(\n    NotFound {"));
}

#[test]
fn errors_debug_as_their_message_and_alternate_debug_as_their_fields() {
    let error = cudyn::Error::LengthMismatch { dst: 3, src: 4 };
    assert_eq!(format!("{error:?}"), error.to_string());
    assert_eq!(
        format!("{error:#?}"),
        "LengthMismatch {\n    dst: 3,\n    src: 4,\n}"
    );
    assert_eq!(format!("{:#?}", cudyn::Error::GivenBack), "GivenBack");
    let missing = SymbolError {
        name: "cuGraphCreate",
        driver_version: Some(12090),
    };
    assert_eq!(format!("{missing:?}"), missing.to_string());
    assert!(format!("{missing:#?}").starts_with("SymbolError {\n    name: \"cuGraphCreate\""));
}

/// Set in the child of [`a_main_that_fails_to_load_prints_the_attempts_readably`].
const CHILD: &str = "CUDYN_TEST_FAILING_MAIN";

/// Fails as `fn main() -> cudyn::Result<()>` does without a driver when [`CHILD`] is set (a
/// test that returns an error is reported as `main` reports it: `Error: {e:?}` on stderr);
/// otherwise passes at once.
#[test]
fn a_main_that_fails_to_load() -> cudyn::Result<()> {
    if std::env::var_os(CHILD).is_some() {
        open(&NOT_DRIVERS)?;
    }
    Ok(())
}

#[test]
fn a_main_that_fails_to_load_prints_the_attempts_readably() {
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "a_main_that_fails_to_load", "--nocapture"])
        .env(CHILD, "1")
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    let expected = format!("Error: {:?}\n", open(&NOT_DRIVERS).unwrap_err());
    assert!(stderr.contains(&expected), "{stderr}");
    // One attempt a line, not `Load(NotFound { attempts: [Attempt { ...`.
    for name in NOT_DRIVERS {
        assert!(stderr.contains(&format!("\n  {name}: ")), "{stderr}");
    }
    assert!(!stderr.contains("Attempt {"), "{stderr}");
}
