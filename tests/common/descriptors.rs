//! For tests of passing descriptors: the process's open descriptors, a child process that runs
//! one test alone (where counting them is exact: the test binary runs tests on parallel
//! threads, which open and close descriptors of their own), and a raw sender that puts any
//! bytes and any number of descriptors in a message.

use std::collections::BTreeMap;
use std::io;
use std::os::fd::{AsRawFd, BorrowedFd, FromRawFd, OwnedFd};
use std::os::unix::net::UnixStream;
use std::process::Command;

/// Set in the child that [`alone`] starts: the name of the test it runs.
const ALONE: &str = "CUDYN_TEST_ALONE";

/// This process's open descriptors, each with what it names (`/proc/self/fd`). The directory
/// stream that lists them is one of them, under the lowest free number: the same entry each
/// time while nothing else changed.
pub fn open_descriptors() -> BTreeMap<i32, String> {
    let mut open = BTreeMap::new();
    for entry in std::fs::read_dir("/proc/self/fd").expect("/proc/self/fd lists") {
        let entry = entry.expect("an entry of /proc/self/fd");
        let Some(fd) = entry.file_name().to_str().and_then(|n| n.parse().ok()) else {
            continue;
        };
        if let Ok(target) = std::fs::read_link(entry.path()) {
            open.insert(fd, target.to_string_lossy().into_owned());
        }
    }
    open
}

/// Panics, naming them, if descriptors are open now that were not in `before`, or closed that
/// were.
pub fn assert_same_descriptors(before: &BTreeMap<i32, String>, context: &str) {
    let now = open_descriptors();
    let opened: Vec<_> = now
        .iter()
        .filter(|(fd, _)| !before.contains_key(fd))
        .collect();
    let closed: Vec<_> = before
        .iter()
        .filter(|(fd, _)| !now.contains_key(fd))
        .collect();
    assert!(
        opened.is_empty() && closed.is_empty(),
        "{context}: descriptors left open {opened:?}, closed {closed:?}"
    );
}

/// Whether this process is the child that [`alone`] started for `test`.
pub fn is_alone(test: &str) -> bool {
    std::env::var(ALONE).is_ok_and(|t| t == test)
}

/// Runs `body` in a child process: this test binary again, running only `test` (the caller's
/// own name) on one thread, so that nothing else opens or closes descriptors while it counts
/// them. In the child, runs `body`; in the parent, returns once the child passed and panics
/// with its output otherwise.
pub fn alone(test: &str, body: impl FnOnce()) {
    if is_alone(test) {
        return body();
    }
    let out = Command::new(std::env::current_exe().expect("the test binary's path"))
        .args([test, "--exact", "--nocapture", "--test-threads=1"])
        .env(ALONE, test)
        .output()
        .expect("the test binary starts again as the child");
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    print!("{stdout}");
    eprint!("{stderr}");
    assert!(out.status.success(), "the child failed: {}", out.status);
    // A filter that matched nothing would pass without running anything.
    assert!(stdout.contains("1 passed"), "the child ran no test");
}

/// A connected pair of Unix sockets of `kind` (`SOCK_STREAM`, `SOCK_SEQPACKET`), close-on-exec,
/// as `UnixStream`s (which only wrap the descriptor, so any kind works with `send_fd` and
/// `recv_fd`).
pub fn socket_pair(kind: libc::c_int) -> (UnixStream, UnixStream) {
    let mut fds = [-1; 2];
    // SAFETY: writes two descriptors to a live local array.
    let status = unsafe {
        libc::socketpair(
            libc::AF_UNIX,
            kind | libc::SOCK_CLOEXEC,
            0,
            fds.as_mut_ptr(),
        )
    };
    assert_eq!(status, 0, "socketpair: {}", io::Error::last_os_error());
    // SAFETY: socketpair made both descriptors for this process; each is owned once.
    unsafe {
        (
            UnixStream::from_raw_fd(fds[0]),
            UnixStream::from_raw_fd(fds[1]),
        )
    }
}

/// Sets a socket option of level `SOL_SOCKET` to an int.
pub fn set_option(socket: &UnixStream, option: libc::c_int, value: libc::c_int) -> io::Result<()> {
    // SAFETY: a live socket; reads one int from a live local.
    let status = unsafe {
        libc::setsockopt(
            socket.as_raw_fd(),
            libc::SOL_SOCKET,
            option,
            (&raw const value).cast(),
            size_of::<libc::c_int>() as libc::socklen_t,
        )
    };
    if status < 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}

/// An anonymous file named `name` (it shows in `/proc/self/fd` as `/memfd:NAME (deleted)`), so
/// that a descriptor received can be traced to the message that carried it.
pub fn named_file(name: &str) -> OwnedFd {
    let name = std::ffi::CString::new(name).unwrap();
    // SAFETY: a NUL-terminated name; returns a new descriptor or -1.
    let fd = unsafe { libc::memfd_create(name.as_ptr(), libc::MFD_CLOEXEC) };
    assert!(fd >= 0, "memfd_create: {}", io::Error::last_os_error());
    // SAFETY: a new descriptor of this process, owned once.
    unsafe { OwnedFd::from_raw_fd(fd) }
}

/// What a descriptor of this process names.
pub fn target(fd: BorrowedFd<'_>) -> String {
    std::fs::read_link(format!("/proc/self/fd/{}", fd.as_raw_fd()))
        .expect("an open descriptor")
        .to_string_lossy()
        .into_owned()
}

/// Sends `data` with, for each group of `groups`, one `SCM_RIGHTS` control message carrying
/// its descriptors (none for no groups), and with this process's credentials
/// (`SCM_CREDENTIALS`) first where `credentials`. Returns what `sendmsg` returned.
pub fn send_raw(
    socket: &UnixStream,
    data: &[u8],
    groups: &[&[BorrowedFd<'_>]],
    credentials: bool,
) -> io::Result<usize> {
    let space = |bytes: usize| {
        // SAFETY: a size computation.
        unsafe { libc::CMSG_SPACE(bytes as u32) as usize }
    };
    let credentials_bytes = credentials.then_some(size_of::<libc::ucred>());
    let total: usize = groups
        .iter()
        .map(|g| space(g.len() * size_of::<i32>()))
        .chain(credentials_bytes.map(space))
        .sum();
    // In u64s: aligned for cmsghdr.
    let mut control = vec![0u64; total.div_ceil(8)];
    let slices = [io::IoSlice::new(data)];
    // SAFETY: a zeroed msghdr is valid; the fields set below point at live locals.
    let mut message: libc::msghdr = unsafe { std::mem::zeroed() };
    message.msg_iov = slices.as_ptr() as *mut libc::iovec;
    message.msg_iovlen = 1;
    if total > 0 {
        message.msg_control = control.as_mut_ptr().cast();
        message.msg_controllen = total as _;
    }
    // SAFETY: the buffer holds exactly the headers written below (CMSG_SPACE of each), so
    // every header CMSG_FIRSTHDR/CMSG_NXTHDR return is within it; each is filled before
    // CMSG_NXTHDR reads its length.
    unsafe {
        let mut header = libc::CMSG_FIRSTHDR(&message);
        if let Some(bytes) = credentials_bytes {
            let own = libc::ucred {
                pid: libc::getpid(),
                uid: libc::geteuid(),
                gid: libc::getegid(),
            };
            (*header).cmsg_level = libc::SOL_SOCKET;
            (*header).cmsg_type = libc::SCM_CREDENTIALS;
            (*header).cmsg_len = libc::CMSG_LEN(bytes as u32) as _;
            std::ptr::write_unaligned(libc::CMSG_DATA(header).cast::<libc::ucred>(), own);
            header = libc::CMSG_NXTHDR(&message, header);
        }
        for group in groups {
            (*header).cmsg_level = libc::SOL_SOCKET;
            (*header).cmsg_type = libc::SCM_RIGHTS;
            (*header).cmsg_len = libc::CMSG_LEN((group.len() * size_of::<i32>()) as u32) as _;
            let out = libc::CMSG_DATA(header).cast::<i32>();
            for (i, fd) in group.iter().enumerate() {
                std::ptr::write_unaligned(out.add(i), fd.as_raw_fd());
            }
            header = libc::CMSG_NXTHDR(&message, header);
        }
    }
    // SAFETY: a live socket and a message whose pointers are live for the call.
    let sent = unsafe { libc::sendmsg(socket.as_raw_fd(), &message, libc::MSG_NOSIGNAL) };
    if sent < 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(sent as usize)
}
