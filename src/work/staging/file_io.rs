//! A file as the host side of a staged copy (Linux): the threads read a part of the file into
//! its slot, or write a slot's part into the file, each with `pread`/`pwrite` at the part's own
//! offset, so that as many reads or writes are in flight as threads copy.
//!
//! How a part is read:
//! 1. Pages in the page cache first, with `preadv2(RWF_NOWAIT)`: the kernel copies what it has
//!    and stops, without any disk I/O, at the first page it would have to read. Asking the
//!    cache and getting the data is one call; `mincore` would need the file mapped (two more
//!    calls a part) and answers for a moment already gone. A file partly cached is read from
//!    the cache where it can be and from the disk elsewhere, part by part.
//! 2. The rest through the `O_DIRECT` descriptor, where there is one and the rest starts on a
//!    4 KiB boundary of the file and of the slot: the disk's DMA lands in the pinned slot with
//!    no copy through the page cache, and does not evict what else is cached.
//! 3. Whatever is left (an unaligned end, a filesystem that refuses `O_DIRECT` with `EINVAL`,
//!    no direct descriptor) with plain buffered `pread`.
//!
//! Writes go through the direct descriptor where aligned, else buffered; neither ever writes a
//! byte outside its part, so a failure leaves the file outside the copy's range untouched.

use std::io;
use std::os::fd::RawFd;
use std::sync::atomic::{AtomicU64, Ordering};

/// The alignment `O_DIRECT` needs of the file offset, the memory and the length: 4 KiB covers
/// the logical block sizes disks report (512 bytes or 4 KiB).
pub(crate) const ALIGN: usize = 4096;

/// A file as one side of a staged copy: byte `at` of the copy is byte `offset + at` of the
/// file. `direct` is a second descriptor of the same file opened with `O_DIRECT`, or -1.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FileSide {
    pub(crate) fd: RawFd,
    pub(crate) direct: RawFd,
    pub(crate) offset: u64,
}

/// Where a part's read or write failed: the file offset of the byte it could not move.
#[derive(Debug)]
pub(crate) struct Failure {
    pub(crate) at: u64,
    pub(crate) error: io::Error,
}

/// Bytes moved each way so far, in the whole process: `file::paths_taken` reports them, so that
/// tests can tell that a path was taken.
pub(crate) static FROM_CACHE: AtomicU64 = AtomicU64::new(0);
pub(crate) static DIRECT: AtomicU64 = AtomicU64::new(0);
pub(crate) static BUFFERED: AtomicU64 = AtomicU64::new(0);

/// Tests' failure injection: the file offset at which the next read or write fails (`u64::MAX`:
/// none), and how (an errno, or 0 for the end of the file).
pub(crate) static FAIL_AT: AtomicU64 = AtomicU64::new(u64::MAX);
pub(crate) static FAIL_ERRNO: AtomicU64 = AtomicU64::new(0);
/// Tests: the direct path answers `EINVAL`, as filesystems that refuse `O_DIRECT` do.
pub(crate) static REFUSE_DIRECT: AtomicU64 = AtomicU64::new(0);

fn aligned(value: usize) -> bool {
    value.is_multiple_of(ALIGN)
}

/// Which call moves a run of bytes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Call {
    /// `preadv2(RWF_NOWAIT)`: only what the page cache holds.
    Cached,
    Direct,
    Buffered,
}

/// Reads or writes `len` bytes at file offset `off` from or into `memory` with `call`, until
/// all are moved or the call stops: the bytes moved, and the error that stopped it, if any
/// (none: all moved, or a cached read found a page missing).
///
/// # Safety
/// `memory` must be valid for `len` bytes of writes (reads) or reads (writes), and not be
/// touched by anything else meanwhile.
unsafe fn run(
    write: bool,
    fd: RawFd,
    call: Call,
    off: u64,
    memory: *mut u8,
    len: usize,
) -> (usize, Option<io::Error>) {
    let mut done = 0;
    while done < len {
        let at = off + done as u64;
        let rest = len - done;
        // Tests inject a failure at one offset: fail once the run reaches it.
        let fail_at = FAIL_AT.load(Ordering::Relaxed);
        if fail_at >= at && fail_at < at + rest as u64 {
            let before = (fail_at - at) as usize;
            if before == 0 && call == Call::Cached {
                // Not cached, as far as the cache can tell: the next call meets the failure.
                return (done, None);
            }
            if before == 0 {
                return match FAIL_ERRNO.load(Ordering::Relaxed) as i32 {
                    0 => (done, Some(io::ErrorKind::UnexpectedEof.into())),
                    errno => (done, Some(io::Error::from_raw_os_error(errno))),
                };
            }
            // Up to the failing byte first, then fail.
            // SAFETY: a prefix of our caller's range.
            let (n, error) = unsafe { run(write, fd, call, at, memory.add(done), before) };
            done += n;
            if error.is_some() || n < before {
                return (done, error);
            }
            continue;
        }
        if call == Call::Direct && REFUSE_DIRECT.load(Ordering::Relaxed) != 0 {
            return (done, Some(io::Error::from_raw_os_error(libc::EINVAL)));
        }
        let (ptr, off) = (memory.wrapping_add(done), at as libc::off_t);
        // SAFETY: `ptr` is valid for `rest` bytes (our caller); a descriptor that is not (any
        // more) the file's makes the call fail, it cannot touch other memory.
        let n = unsafe {
            match (write, call) {
                (false, Call::Cached) => {
                    let iov = libc::iovec {
                        iov_base: ptr.cast(),
                        iov_len: rest,
                    };
                    libc::preadv2(fd, &iov, 1, off, libc::RWF_NOWAIT)
                }
                (false, _) => libc::pread(fd, ptr.cast(), rest, off),
                (true, _) => libc::pwrite(fd, ptr.cast_const().cast(), rest, off),
            }
        };
        match n {
            n if n > 0 => done += n as usize,
            // The end of the file before the range's end (it shrank), or a write that took
            // nothing: reported, never retried for ever.
            0 if call == Call::Cached => return (done, None),
            0 => {
                let kind = match write {
                    false => io::ErrorKind::UnexpectedEof,
                    true => io::ErrorKind::WriteZero,
                };
                return (done, Some(kind.into()));
            }
            _ => {
                let error = io::Error::last_os_error();
                match error.raw_os_error() {
                    Some(libc::EINTR) => {}
                    // Not cached (EAGAIN), or no RWF_NOWAIT on this filesystem (tmpfs says
                    // EOPNOTSUPP): the other calls read the rest.
                    Some(libc::EAGAIN | libc::EOPNOTSUPP) if call == Call::Cached => {
                        return (done, None);
                    }
                    _ => return (done, Some(error)),
                }
            }
        }
    }
    (done, None)
}

/// Reads (`write` false: file to `memory`) or writes (`memory` to file) the `len` bytes of the
/// part at byte `at` of the copy: cached pages, then direct, then buffered (module docs).
///
/// # Safety
/// As for [`run`].
pub(crate) unsafe fn move_part(
    side: &FileSide,
    write: bool,
    at: usize,
    memory: *mut u8,
    len: usize,
) -> Result<(), Failure> {
    let start = side.offset + at as u64;
    let mut done = 0;
    let step = |done: &mut usize, fd, call, upto: usize| -> Result<(), Failure> {
        let from = *done;
        // SAFETY: `from..upto` lies inside our caller's range.
        let (n, error) = unsafe {
            run(
                write,
                fd,
                call,
                start + from as u64,
                memory.add(from),
                upto - from,
            )
        };
        *done += n;
        let counter = match call {
            Call::Cached => &FROM_CACHE,
            Call::Direct => &DIRECT,
            Call::Buffered => &BUFFERED,
        };
        counter.fetch_add(n as u64, Ordering::Relaxed);
        match error {
            // A filesystem that refuses O_DIRECT, or memory it finds misaligned: buffered.
            Some(e) if call == Call::Direct && e.raw_os_error() == Some(libc::EINVAL) => Ok(()),
            Some(error) => Err(Failure {
                at: start + *done as u64,
                error,
            }),
            None => Ok(()),
        }
    };
    let direct = side.direct >= 0 && aligned(start as usize) && aligned(memory as usize);
    if direct {
        if !write {
            step(&mut done, side.fd, Call::Cached, len)?;
        }
        // The aligned body of what is left: it starts aligned if the cached read stopped at a
        // page boundary, as it does short of the end of the file.
        let body = done + (len - done) / ALIGN * ALIGN;
        if body > done && aligned(done) {
            step(&mut done, side.direct, Call::Direct, body)?;
        }
    }
    if done < len {
        step(&mut done, side.fd, Call::Buffered, len)?;
    }
    Ok(())
}
