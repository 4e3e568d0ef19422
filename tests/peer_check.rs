//! Who may receive a descriptor: `send_fd_to_same_user` and `peer_is_same_user` against a peer
//! of this user and against a child process that switched to another user before it
//! connected (which needs root, as CI runs; elsewhere the test says it was skipped).

#![cfg(target_os = "linux")]

use cudyn_test_common as common;

use std::io::{ErrorKind, Read as _};
use std::os::fd::AsFd;
use std::os::linux::net::SocketAddrExt as _;
use std::os::unix::net::{SocketAddr, UnixListener, UnixStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::descriptors::{assert_same_descriptors, named_file, open_descriptors, target};
use cudyn::{peer_is_same_user, recv_fd, send_fd, send_fd_to_same_user};

/// In the child: the abstract socket name to connect to.
const SOCKET: &str = "CUDYN_TEST_PEER_SOCKET";
/// The user and group the child switches to: `nobody` and `nogroup` on most systems.
const OTHER: u32 = 65534;
/// What the child prints where it cannot switch users.
const CANNOT_SWITCH: &str = "<cannot switch user>";

#[test]
fn a_peer_of_this_user_passes_the_check_and_gets_the_descriptor() {
    let (a, b) = UnixStream::pair().unwrap();
    assert!(peer_is_same_user(&a).unwrap() && peer_is_same_user(&b).unwrap());
    let file = named_file("cudyn-same-user");
    send_fd_to_same_user(&a, file.as_fd(), b"pool").unwrap();
    let mut bytes = [0u8; 8];
    let (fd, n) = recv_fd(&b, &mut bytes).unwrap();
    assert_eq!(&bytes[..n], b"pool");
    assert_eq!(target(fd.as_fd()), target(file.as_fd()));

    // The same through a listener, as a server would accept it.
    let name = format!("cudyn-test-peer-same-{}", std::process::id());
    let address = SocketAddr::from_abstract_name(name.as_bytes()).unwrap();
    let listener = UnixListener::bind_addr(&address).unwrap();
    let client = UnixStream::connect_addr(&address).unwrap();
    let (server, _) = listener.accept().unwrap();
    assert!(peer_is_same_user(&server).unwrap());
    send_fd_to_same_user(&server, file.as_fd(), b"x").unwrap();
    assert_eq!(
        target(recv_fd(&client, &mut bytes).unwrap().0.as_fd()),
        target(file.as_fd())
    );
}

/// The child: switches to user `OTHER`, connects twice to the parent's abstract socket and
/// reports what each connection brought: the first a descriptor (the parent uses `send_fd`,
/// which checks no one), the second nothing (the parent uses `send_fd_to_same_user`).
fn other_user(name: &str) {
    // SAFETY: plain system calls on integers; glibc applies them to every thread.
    let switched = unsafe {
        libc::setgroups(0, std::ptr::null()) == 0
            && libc::setgid(OTHER) == 0
            && libc::setuid(OTHER) == 0
    };
    if !switched {
        println!("{CANNOT_SWITCH} {}", std::io::Error::last_os_error());
        return;
    }
    // SAFETY: getuid cannot fail.
    assert_eq!(unsafe { libc::getuid() }, OTHER);
    println!("switched to user {OTHER}");
    let address = SocketAddr::from_abstract_name(name.as_bytes()).unwrap();
    let mut bytes = [0u8; 8];

    let unchecked = UnixStream::connect_addr(&address).expect("the parent listens");
    let (fd, n) = recv_fd(&unchecked, &mut bytes).expect("send_fd checks no one");
    println!("unchecked: received {} with {n} bytes", target(fd.as_fd()));
    drop((fd, unchecked));

    let before = open_descriptors();
    let checked = UnixStream::connect_addr(&address).expect("the parent listens");
    let error = recv_fd(&checked, &mut bytes).expect_err("the check keeps the descriptor back");
    assert_eq!(error.kind(), ErrorKind::UnexpectedEof, "{error}");
    drop(checked);
    assert_same_descriptors(&before, "after the refused exchange");
    println!("checked: nothing came ({error})");
}

/// In the parent: the next connection, or `None` if the child exited first.
fn accept(listener: &UnixListener, child: &mut Child) -> Option<UnixStream> {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        match listener.accept() {
            Ok((socket, _)) => {
                socket.set_nonblocking(false).unwrap();
                return Some(socket);
            }
            Err(e) if e.kind() == ErrorKind::WouldBlock => {}
            Err(e) => panic!("accept: {e}"),
        }
        if child.try_wait().unwrap().is_some() {
            return None;
        }
        assert!(Instant::now() < deadline, "the child never connected");
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn a_peer_of_another_user_gets_no_descriptor() {
    if let Ok(name) = std::env::var(SOCKET) {
        return other_user(&name);
    }
    // An abstract socket: no file, so no permission keeps the other user out; only the check.
    let name = format!("cudyn-test-peer-other-{}", std::process::id());
    let address = SocketAddr::from_abstract_name(name.as_bytes()).unwrap();
    let listener = UnixListener::bind_addr(&address).unwrap();
    listener.set_nonblocking(true).unwrap();
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args(["a_peer_of_another_user_gets_no_descriptor", "--exact"])
        .args(["--nocapture", "--test-threads=1"])
        .env(SOCKET, &name)
        .stdout(Stdio::piped())
        .spawn()
        .expect("the test binary starts again as the child");
    let file = named_file("cudyn-other-user");

    let outcome = accept(&listener, &mut child).map(|unchecked| {
        assert!(!peer_is_same_user(&unchecked).unwrap());
        send_fd(&unchecked, file.as_fd(), b"pool").unwrap();
        drop(unchecked);
        let checked = accept(&listener, &mut child).expect("the child connects again");
        let refused = send_fd_to_same_user(&checked, file.as_fd(), b"pool").unwrap_err();
        drop(checked);
        refused
    });
    let status = child.wait().unwrap();
    let mut stdout = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut stdout)
        .unwrap();
    print!("{stdout}");
    if let Some(line) = stdout.lines().find(|l| l.contains(CANNOT_SWITCH)) {
        println!("skipped: this process cannot switch a child to user {OTHER}: {line}");
        return;
    }
    assert!(status.success(), "the child failed: {status}\n{stdout}");
    let refused = outcome.expect("the child connected");
    assert_eq!(refused.kind(), ErrorKind::PermissionDenied, "{refused}");
    assert!(
        refused.to_string().contains(&format!("user {OTHER}")),
        "{refused}"
    );
    println!("refused: {refused}");
    assert!(
        stdout.contains("unchecked: received /memfd:cudyn-other-user"),
        "{stdout}"
    );
    assert!(stdout.contains("checked: nothing came"), "{stdout}");
}
