//! A test's story run alone in a child process with a time limit: for stories that leave
//! process-wide state behind (a context's retains, lingering pages) or may hang.

use std::io::Read;
use std::time::{Duration, Instant};

/// Names the test the child runs.
const CHILD: &str = "CUDYN_TEST_TIMED_CHILD";

/// Whether this process is the child [`run`] started for `test`.
pub fn is_child(test: &str) -> bool {
    std::env::var(CHILD).as_deref() == Ok(test)
}

/// Runs `test` of this binary alone in a child process (its story then runs, see
/// [`is_child`]), killing it after `limit`. Returns (exited successfully, timed out, its
/// output).
///
/// Natively: see [`run_with`] for a child under CI's valgrind too.
pub fn run(test: &str, limit: Duration) -> (bool, bool, String) {
    run_with(test, limit, false)
}

/// [`run`]; if `wrap`, under CI's valgrind step the child runs under the command
/// `CUDYN_CHILD_WRAPPER` names (a test binary's own children are not traced otherwise), with
/// four times the limit. Stories that time the library's threads against windows of a few
/// seconds do not wrap: those windows mean nothing at valgrind's pace (one thread at a time).
pub fn run_with(test: &str, limit: Duration, wrap: bool) -> (bool, bool, String) {
    let exe = std::env::current_exe().unwrap();
    let wrapper = match wrap {
        true => std::env::var("CUDYN_CHILD_WRAPPER").unwrap_or_default(),
        false => String::new(),
    };
    let mut words = wrapper.split_whitespace();
    let (mut command, limit) = match words.next() {
        Some(program) => {
            let mut command = std::process::Command::new(program);
            command.args(words).arg(exe);
            (command, limit * 4)
        }
        None => (std::process::Command::new(exe), limit),
    };
    let mut child = command
        .args([
            "--exact",
            test,
            "--nocapture",
            "--test-threads=1",
            "--include-ignored",
        ])
        .env(CHILD, test)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Read while it runs: a child that writes more than a pipe holds would otherwise block.
    let readers = [
        read_all(child.stdout.take().unwrap()),
        read_all(child.stderr.take().unwrap()),
    ];
    let until = Instant::now() + limit;
    let (status, timed_out) = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break (Some(status), false);
        }
        if Instant::now() > until {
            let _ = child.kill();
            let _ = child.wait();
            break (None, true);
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let out = readers
        .map(|reader| reader.join().unwrap_or_default())
        .concat();
    if !timed_out {
        super::assert_ran_one_test(test, &out);
    }
    (status.is_some_and(|s| s.success()), timed_out, out)
}

/// Reads `pipe` to its end on a thread of its own.
fn read_all(mut pipe: impl Read + Send + 'static) -> std::thread::JoinHandle<String> {
    std::thread::spawn(move || {
        let mut out = String::new();
        let _ = pipe.read_to_string(&mut out);
        out
    })
}
