//! File descriptors across a Unix socket (`SCM_RIGHTS`), and who may receive them.
//!
//! A descriptor of an exportable pool (or of growable memory's chunks) is the memory itself:
//! whoever holds it can map it. [`send_fd`] gives it to whichever process is at the other end of
//! the socket, so a server that accepts connections must know who connected:
//! [`send_fd_to_same_user`] sends only to a process of this process's user, and
//! [`peer_is_same_user`] is that check alone.
//!
//! [`recv_fd`] takes exactly one descriptor per message: a peer that sends none, several, or
//! more than fit gets an error, and every descriptor that did arrive is closed, so a peer cannot
//! fill this process's descriptor table.

use std::io::{self, IoSlice, IoSliceMut};
use std::os::fd::{AsRawFd, BorrowedFd, FromRawFd, OwnedFd};
use std::os::unix::net::UnixStream;

/// `SCM_PIDFD` (Linux 6.5): a pidfd of the sender, sent where the receiver set `SO_PASSPIDFD`.
/// Not in the `libc` crate yet; the value is the kernel's (`include/linux/socket.h`).
const SCM_PIDFD: libc::c_int = 0x04;

/// The control buffer of [`recv_fd`], in `u64`s so that it is aligned for `cmsghdr` (whose first
/// field is a `size_t`). 512 bytes hold the one descriptor, the control messages a socket option
/// can add to every message (credentials, a pidfd, a security label), and enough extra
/// descriptors (about a hundred) that a refusal can say how many came; more than that truncates
/// the control data (`MSG_CTRUNC`), which is refused too, and the kernel closes what did not
/// fit.
const CONTROL_WORDS: usize = 64;

/// Sends `fd` and `data` (at least one byte) over a Unix socket (`SCM_RIGHTS`): the receiving
/// process gets its own descriptor of the same file.
///
/// Whoever is at the other end gets it: on a socket a server accepted, use
/// [`send_fd_to_same_user`], or check the peer first, and keep the socket private (see
/// [`peer_is_same_user`]).
pub fn send_fd(socket: &UnixStream, fd: BorrowedFd<'_>, data: &[u8]) -> io::Result<()> {
    if data.is_empty() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "send at least one byte with the descriptor",
        ));
    }
    let raw = fd.as_raw_fd();
    let mut control = [0u64; 4];
    // SAFETY: CMSG_SPACE is a size computation.
    let space = unsafe { libc::CMSG_SPACE(size_of::<i32>() as u32) } as usize;
    debug_assert!(space <= size_of_val(&control));
    let slices = [IoSlice::new(data)];
    // SAFETY: a zeroed msghdr is valid; the fields set below point at live locals.
    let mut message: libc::msghdr = unsafe { std::mem::zeroed() };
    message.msg_iov = slices.as_ptr() as *mut libc::iovec;
    message.msg_iovlen = 1;
    message.msg_control = control.as_mut_ptr().cast();
    message.msg_controllen = space as _;
    // SAFETY: the control buffer is aligned for cmsghdr (u64s) and holds one header with room
    // for one descriptor (CMSG_SPACE, checked above), so CMSG_FIRSTHDR is non-null and in it.
    unsafe {
        let header = libc::CMSG_FIRSTHDR(&message);
        (*header).cmsg_level = libc::SOL_SOCKET;
        (*header).cmsg_type = libc::SCM_RIGHTS;
        (*header).cmsg_len = libc::CMSG_LEN(size_of::<i32>() as u32) as _;
        std::ptr::write_unaligned(libc::CMSG_DATA(header).cast::<i32>(), raw);
    }
    let sent = loop {
        // SAFETY: a connected socket and a message whose pointers are live for the call.
        let sent = unsafe { libc::sendmsg(socket.as_raw_fd(), &message, libc::MSG_NOSIGNAL) };
        if let Ok(sent) = usize::try_from(sent) {
            break sent;
        }
        let error = io::Error::last_os_error();
        if error.kind() != io::ErrorKind::Interrupted {
            return Err(error);
        }
    };
    // A stream socket may take the message in parts: the descriptor went with the first, the
    // rest follows as plain data (a non-blocking socket that is full says `WouldBlock`).
    if sent < data.len() {
        use std::io::Write;
        (&*socket).write_all(&data[sent..])?;
    }
    Ok(())
}

/// As [`send_fd`], only to a process of this process's user ([`peer_is_same_user`]).
///
/// # Errors
/// [`io::ErrorKind::PermissionDenied`], naming both user ids, where the peer runs as another
/// user: nothing is sent. The error of `getsockopt` where the socket cannot say who its peer
/// is, and [`send_fd`]'s errors.
pub fn send_fd_to_same_user(
    socket: &UnixStream,
    fd: BorrowedFd<'_>,
    data: &[u8],
) -> io::Result<()> {
    let (peer, us) = (peer_user(socket)?, own_user());
    if peer != us {
        return Err(io::Error::new(
            io::ErrorKind::PermissionDenied,
            format!(
                "the peer of this socket runs as user {peer}, this process as user {us}: \
                 no descriptor is sent to another user"
            ),
        ));
    }
    send_fd(socket, fd, data)
}

/// Whether the process at the other end of `socket` runs as this process's user: the peer's
/// effective user id when it connected (or made the socket pair), as the kernel recorded it
/// (`SO_PEERCRED`), against this process's effective user id. The peer cannot forge it.
///
/// A server that hands out memory checks this on each socket it accepts; [`send_fd_to_same_user`]
/// does so for one send. The check is for equality: a server of an ordinary user refuses root
/// too. A process that receives descriptors can check its peer the same way before it uses what
/// it gets. Both ends of a socket pair carry the credentials of the process that made the pair,
/// whichever process holds the other end later.
///
/// # Keeping the socket private
/// The check refuses strangers once they have connected; the socket's place decides who can
/// connect at all. Connecting to a socket in the file system takes write permission on its file
/// and search permission on every directory above it:
/// - Bind it in a directory only this user can enter: `$XDG_RUNTIME_DIR` (`/run/user/<uid>`,
///   mode `0700`), or a directory made with mode `0700` (`DirBuilderExt::mode`) before binding.
/// - In a shared directory such as `/tmp`, the socket gets the mode the umask leaves: `0755`
///   with the usual `022`, which others cannot connect to, but `0777` with a umask of `0`. A
///   `chmod` after binding leaves a moment in which others can connect; a private directory
///   does not.
/// - An abstract socket (a name that starts with a NUL byte) has no file and no permissions:
///   any process in the same network namespace can connect. Use one only with this check.
/// - A socket pair (`UnixStream::pair`) passed to a child process needs neither: only the two
///   ends exist.
///
/// Root and processes with `CAP_DAC_OVERRIDE` pass every permission; the check still refuses
/// them unless this process runs as root too.
pub fn peer_is_same_user(socket: &UnixStream) -> io::Result<bool> {
    Ok(peer_user(socket)? == own_user())
}

/// The effective user id of the process at the other end of `socket` when it connected.
fn peer_user(socket: &UnixStream) -> io::Result<libc::uid_t> {
    // SAFETY: a zeroed ucred is valid (three integers).
    let mut credentials: libc::ucred = unsafe { std::mem::zeroed() };
    let mut len = size_of::<libc::ucred>() as libc::socklen_t;
    // SAFETY: a live socket; writes at most `len` bytes to the live local, and its size back.
    let status = unsafe {
        libc::getsockopt(
            socket.as_raw_fd(),
            libc::SOL_SOCKET,
            libc::SO_PEERCRED,
            (&raw mut credentials).cast(),
            &mut len,
        )
    };
    if status < 0 {
        return Err(io::Error::last_os_error());
    }
    if len as usize != size_of::<libc::ucred>() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!("SO_PEERCRED gave {len} bytes, not a ucred"),
        ));
    }
    Ok(credentials.uid)
}

fn own_user() -> libc::uid_t {
    // SAFETY: geteuid cannot fail and touches no memory.
    unsafe { libc::geteuid() }
}

/// Receives one descriptor and up to `data.len()` bytes sent with [`send_fd`]; returns the
/// descriptor and the number of bytes received. On a stream socket, bytes past `data.len()`
/// stay in the socket for the next read.
///
/// # Errors
/// Each leaves no descriptor behind: any that came with a refused message are closed.
/// - [`io::ErrorKind::InvalidInput`]: `data` is empty.
/// - [`io::ErrorKind::UnexpectedEof`]: the peer closed the socket before sending anything.
/// - [`io::ErrorKind::InvalidData`]: the message carried no descriptor, or more than one; its
///   control data was truncated (`MSG_CTRUNC`: more descriptors than this side takes); or, on a
///   datagram or sequenced-packet socket, the message was longer than `data` (`MSG_TRUNC`).
/// - The error of `recvmsg` otherwise (`WouldBlock` on a non-blocking socket with nothing to
///   read, `Interrupted`, ...).
pub fn recv_fd(socket: &UnixStream, data: &mut [u8]) -> io::Result<(OwnedFd, usize)> {
    if data.is_empty() {
        // Zero bytes received would read as the peer having closed the socket.
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "receive into a buffer of at least one byte",
        ));
    }
    let capacity = data.len();
    let mut control = [0u64; CONTROL_WORDS];
    let mut slices = [IoSliceMut::new(data)];
    // SAFETY: a zeroed msghdr is valid; the fields set below point at live locals.
    let mut message: libc::msghdr = unsafe { std::mem::zeroed() };
    message.msg_iov = slices.as_mut_ptr().cast();
    message.msg_iovlen = 1;
    message.msg_control = control.as_mut_ptr().cast();
    message.msg_controllen = size_of_val(&control) as _;
    // SAFETY: a connected socket and a message whose buffers are live for the call.
    let received =
        unsafe { libc::recvmsg(socket.as_raw_fd(), &mut message, libc::MSG_CMSG_CLOEXEC) };
    if received < 0 {
        return Err(io::Error::last_os_error());
    }
    let received = received as usize;
    // Owned before anything is checked, so that every refusal below closes them.
    let mut descriptors = take_descriptors(&message, &control);
    let flags = message.msg_flags;
    if flags & libc::MSG_CTRUNC != 0 {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!(
                "the message's control data was truncated (MSG_CTRUNC): it carried more than \
                 the {}-byte buffer holds (room for {} descriptors); the {} received were closed",
                size_of_val(&control),
                (size_of_val(&control) - size_of::<libc::cmsghdr>()) / size_of::<i32>(),
                descriptors.len()
            ),
        ));
    }
    if flags & libc::MSG_TRUNC != 0 {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!(
                "the message was longer than the {capacity}-byte buffer (MSG_TRUNC); its {} \
                 descriptors were closed",
                descriptors.len()
            ),
        ));
    }
    match descriptors.len() {
        1 => Ok((descriptors.pop().expect("one descriptor"), received)),
        0 if received == 0 => Err(io::Error::new(
            io::ErrorKind::UnexpectedEof,
            "the peer closed the socket before sending a descriptor",
        )),
        0 => Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!("no descriptor came with the message ({received} bytes)"),
        )),
        n => Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!("{n} descriptors came with the message, not one; all were closed"),
        )),
    }
}

/// Every descriptor the kernel installed in this process for `message` (`SCM_RIGHTS`), owned;
/// a pidfd (`SCM_PIDFD`) is closed at once. Other control messages hold no descriptor.
fn take_descriptors(message: &libc::msghdr, control: &[u64]) -> Vec<OwnedFd> {
    let start = control.as_ptr() as usize;
    // What the kernel filled: msg_controllen as recvmsg left it, never past the buffer.
    // (A size_t with glibc, a socklen_t with musl.)
    let filled: usize = message.msg_controllen as _;
    let end = start + filled.min(size_of_val(control));
    let mut descriptors = Vec::new();
    // SAFETY: the kernel filled the control buffer and set msg_controllen to what it wrote;
    // CMSG_FIRSTHDR and CMSG_NXTHDR return headers within it or null. Each header's data is
    // read only up to `end`, so a length past the buffer reads nothing outside it.
    unsafe {
        let mut header = libc::CMSG_FIRSTHDR(message);
        while !header.is_null() {
            let (level, kind) = ((*header).cmsg_level, (*header).cmsg_type);
            if level == libc::SOL_SOCKET && (kind == libc::SCM_RIGHTS || kind == SCM_PIDFD) {
                let data = libc::CMSG_DATA(header);
                let declared = ((*header).cmsg_len as usize)
                    .saturating_sub(libc::CMSG_LEN(0) as usize)
                    / size_of::<i32>();
                let room = end.saturating_sub(data as usize) / size_of::<i32>();
                let owned = (0..declared.min(room))
                    .map(|i| std::ptr::read_unaligned(data.cast::<i32>().add(i)))
                    .filter(|&fd| fd >= 0)
                    // SAFETY: the kernel installed this descriptor in this process for this
                    // message; nothing else owns it.
                    .map(|fd| OwnedFd::from_raw_fd(fd));
                if kind == libc::SCM_RIGHTS {
                    descriptors.extend(owned);
                } else {
                    // Not what was sent: closed as it drops.
                    owned.for_each(drop);
                }
            }
            header = libc::CMSG_NXTHDR(message, header);
        }
    }
    descriptors
}
