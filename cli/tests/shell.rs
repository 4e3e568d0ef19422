//! The `cudyn` binary as a shell runs it: output into a pipe that closes early, and the
//! `CUDYN_DRIVER` variable set to something that is not a driver.

use std::process::{Command, Output, Stdio};

use cudyn_fake_driver as fake;

fn cudyn_with_driver(args: &[&str], driver: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cudyn"))
        .args(args)
        .env("CUDYN_DRIVER", driver)
        .env_remove("CUDYN_FAKE_FAIL")
        .output()
        .expect("run cudyn")
}

/// `cudyn bench | head -3`: the reader goes away, and the next write ends the program as it
/// ends `cat` or `grep`, by SIGPIPE, with no panic ("failed printing to stdout", exit 101).
#[test]
#[cfg(unix)]
fn a_closed_pipe_ends_the_bench_quietly() {
    use std::os::unix::process::ExitStatusExt;
    let mut child = Command::new(env!("CARGO_BIN_EXE_cudyn"))
        .args(["bench", "--sizes", "4K", "--iters", "1", "--quick"])
        .env("CUDYN_DRIVER", fake::PATH)
        .env_remove("CUDYN_FAKE_FAIL")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run cudyn");
    // Closed before the bench prints its first line, so that a write is sure to fail.
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(out.status.signal(), Some(libc::SIGPIPE), "{out:?}");
}

#[test]
fn a_driver_variable_that_names_a_missing_library_says_so() {
    let missing = "/nonexistent/cudyn-shell/libcuda.so.1";
    for args in [&["info"][..], &["bench", "--sizes", "4K", "--quick"]] {
        let out = cudyn_with_driver(args, missing);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {out:?}");
        assert!(
            stderr.contains("no CUDA driver could be loaded"),
            "{stderr}"
        );
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
        assert!(
            !stderr.contains("libcuda.so.1: "),
            "nothing was tried: {stderr}"
        );
    }
}
