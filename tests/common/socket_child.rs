//! A child process that talks to its parent over a Unix socket: the test binary runs itself
//! again, running one test, with an environment variable naming the socket. Used by the tests
//! that pass file descriptors between processes (shared pools, growable memory), against the
//! fake driver and the real one.

use std::io::{BufRead, BufReader, Write};
use std::os::unix::net::{UnixListener, UnixStream};
use std::process::Command;

/// In the child: the socket to the parent, if this process is the child that `var` marks.
pub fn parent(var: &str) -> Option<UnixStream> {
    let path = std::env::var(var).ok()?;
    Some(UnixStream::connect(path).expect("the parent listens"))
}

/// In the child: tells the parent that this side is done (and its imports are gone).
pub fn done(socket: &UnixStream) {
    let mut socket = socket;
    socket.write_all(b"done\n").expect("the parent listens");
}

/// In the parent: starts `test` of this binary as the child (with `args` for the test
/// harness), hands `talk` the accepted socket, then waits for the child to say it is done and
/// to exit successfully.
pub fn run(test: &str, var: &str, args: &[&str], talk: impl FnOnce(&UnixStream)) {
    let path = std::env::temp_dir().join(format!("cudyn-{var}-{}", std::process::id()));
    let _ = std::fs::remove_file(&path);
    let listener = UnixListener::bind(&path).expect("a socket in the temporary folder");
    let mut child = Command::new(std::env::current_exe().expect("the test binary's path"))
        .args([test, "--exact"])
        .args(args)
        .env(var, &path)
        .spawn()
        .expect("the test binary starts again as the child");
    let (socket, _) = listener.accept().expect("the child connects");
    talk(&socket);
    let mut line = String::new();
    BufReader::new(&socket)
        .read_line(&mut line)
        .expect("the child answers");
    let status = child.wait().expect("the child ends");
    let _ = std::fs::remove_file(&path);
    assert!(status.success(), "the child failed: {status}");
    assert_eq!(line, "done\n");
}
