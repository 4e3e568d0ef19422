//! The `cudyn` binary as a shell runs it: output into a pipe that closes early, and the
//! `CUDYN_DRIVER` variable set to something that is not a driver.

use std::process::{Command, Output};

fn cudyn_with_driver(args: &[&str], driver: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cudyn"))
        .args(args)
        .env("CUDYN_DRIVER", driver)
        .env_remove("CUDYN_FAKE_FAIL")
        .output()
        .expect("run cudyn")
}

#[test]
fn a_driver_variable_that_names_a_missing_library_says_so() {
    let missing = "/nonexistent/cudyn-shell/libcuda.so.1";
    for args in [&["info"][..], &["bench", "--sizes", "4K", "--quick"]] {
        let out = cudyn_with_driver(args, missing);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {out:?}");
        assert!(stderr.contains("no CUDA driver could be loaded"), "{stderr}");
        assert!(stderr.contains(missing), "{stderr}");
        // The path the variable named failed, and why; not a hint to set the variable that
        // is already set.
        assert!(
            stderr.contains("the library CUDYN_DRIVER names") && stderr.contains("No such file"),
            "{stderr}"
        );
        assert!(!stderr.contains("or set CUDYN_DRIVER"), "{stderr}");
    }
}

/// Set but empty is set: nothing else is tried (the system's driver, where there is one, is
/// not picked up behind the user's back), and the message says the variable is empty.
#[test]
fn an_empty_driver_variable_is_an_error_not_a_search() {
    for args in [&["info"][..], &["bench", "--sizes", "4K", "--quick"]] {
        let out = cudyn_with_driver(args, "");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {out:?}");
        assert!(stderr.contains("CUDYN_DRIVER is set but empty"), "{stderr}");
        assert!(!stderr.contains("libcuda.so.1: "), "nothing was tried: {stderr}");
    }
}
