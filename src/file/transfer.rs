//! Byte ranges of files into views of any memory, and views into files: the route of each
//! range is planned where every copy's is (`copy::route::file_route`), and large ranges of
//! device or managed memory go through the staging ring with the file as its host side.

use std::fs::{File, OpenOptions};
use std::ops::Range;
use std::os::fd::{AsRawFd, RawFd};
use std::os::unix::fs::OpenOptionsExt;
use std::path::Path;

use bytemuck::Pod;

use crate::driver::error::{Error, Result};
use crate::driver::stream::Stream;
use crate::memory::view::{Span, View, ViewMut};
use crate::work::copy::route::{FileRoute, file_route};
use crate::work::copy::transfer;
use crate::work::held::Slot;
use crate::work::scope::{Destination, Scope, Source};
use crate::work::staging::file_io::{ALIGN, Failure, FileSide, move_part};
use crate::work::staging::{self, Way};

/// Reads `dst`'s size of bytes of `file`, from byte `offset` on, into `dst`: device, managed,
/// pinned, registered or pageable memory. Complete on return. See the [module](crate::file)
/// for how, and [`read_many`] for several ranges at once.
pub fn read_at<'d, T: Pod>(file: &File, offset: u64, dst: impl Into<ViewMut<'d, T>>) -> Result<()> {
    let dst = dst.into();
    let end = end_of(file, offset, dst.size_bytes())?;
    read_many(file, [(offset..end, dst)])
}

/// Writes `src` into `file` from byte `offset` on (growing the file if it ends before), and
/// returns once every byte is written to the file, as the file's other readers see it. Not
/// durable yet: call [`File::sync_data`] for that (module docs).
pub fn write_at<'s, T: Pod>(file: &File, offset: u64, src: impl Into<View<'s, T>>) -> Result<()> {
    let src = src.into();
    let end = end_of(file, offset, src.size_bytes())?;
    write_many(file, [(offset..end, src)])
}

/// Reads each range of `file` into its view, in order; each range must be as long as its
/// view, in bytes, and lie inside the file. Every pair is checked before any byte is read: a
/// range past the end, or of another length than its view, reads nothing.
pub fn read_many<'d, T: Pod>(
    file: &File,
    reads: impl IntoIterator<Item = (Range<u64>, ViewMut<'d, T>)>,
) -> Result<()> {
    let reads: Vec<_> = reads.into_iter().map(|(r, v)| (r, v.span())).collect();
    run(file, Way::ToDevice, &reads, None)
}

/// Writes each view into its range of `file`, in order; each range must be as long as its
/// view, in bytes. Every pair is checked before any byte is written.
pub fn write_many<'s, T: Pod>(
    file: &File,
    writes: impl IntoIterator<Item = (Range<u64>, View<'s, T>)>,
) -> Result<()> {
    let writes: Vec<_> = writes.into_iter().map(|(r, v)| (r, v.span())).collect();
    run(file, Way::ToHost, &writes, None)
}

/// [`read_at`] of the file at `path`, opened for reading.
pub fn read_path<'d, T: Pod>(
    path: impl AsRef<Path>,
    offset: u64,
    dst: impl Into<ViewMut<'d, T>>,
) -> Result<()> {
    read_at(&open(path.as_ref(), false)?, offset, dst)
}

/// [`write_at`] of the file at `path`, opened for writing, made if it does not exist, never
/// truncated: bytes outside the range stay as they are.
pub fn write_path<'s, T: Pod>(
    path: impl AsRef<Path>,
    offset: u64,
    src: impl Into<View<'s, T>>,
) -> Result<()> {
    write_at(&open(path.as_ref(), true)?, offset, src)
}

impl<'scope> Scope<'scope, '_> {
    /// Reads `dst`'s size of bytes of `file`, from byte `offset` on, into `dst`, in the scope's
    /// order: after the work queued before it, and before the work queued after it, which sees
    /// the bytes. Synchronous on the host side, as a pageable copy is: it returns once the file
    /// has been read (into the staging ring, or into host memory, once the work queued before
    /// has finished with it); the device side is done when the scope's stream gets there. Not
    /// in a graph capture ([`Error::NotCapturable`]): the host reads the file when this runs.
    pub fn read_file<T: Pod>(
        &self,
        file: &File,
        offset: u64,
        dst: impl Destination<'scope, T>,
    ) -> Result<()> {
        let slots = [dst.held()];
        let (span, _) = dst.destination();
        self.file_transfer(file, Way::ToDevice, offset, span, &slots)
    }

    /// Writes `src` into `file` from byte `offset` on, in the scope's order: after the work
    /// queued before it (a download waits for it, as a pageable copy does). Returns once the
    /// bytes are in the file, as [`write_at`] does. Not in a graph capture.
    pub fn write_file<T: Pod>(
        &self,
        file: &File,
        offset: u64,
        src: impl Source<'scope, T>,
    ) -> Result<()> {
        let slots = [src.held()];
        let (span, _) = src.source();
        self.file_transfer(file, Way::ToHost, offset, span, &slots)
    }

    fn file_transfer(
        &self,
        file: &File,
        way: Way,
        offset: u64,
        span: Span<'scope>,
        slots: &[Option<Slot<'scope>>],
    ) -> Result<()> {
        self.check_device("the file transfer's memory", &span)?;
        self.stream().not_capturing("a file transfer")?;
        let end = end_of(file, offset, span.payload())?;
        self.queue(slots, || {
            run(file, way, &[(offset..end, span)], Some(self.stream()))
        })
    }
}

/// Bytes each way so far in this process, by how they moved: from the page cache (buffered
/// reads of parts found cached), through `O_DIRECT`, and buffered otherwise. Not part of the
/// API: tests use it to show that a path was taken.
#[doc(hidden)]
pub fn paths_taken() -> [u64; 3] {
    use crate::work::staging::file_io::{BUFFERED, DIRECT, FROM_CACHE};
    use std::sync::atomic::Ordering::Relaxed;
    [
        FROM_CACHE.load(Relaxed),
        DIRECT.load(Relaxed),
        BUFFERED.load(Relaxed),
    ]
}

/// Tests' fault injection, not part of the API: the next read or write that reaches file
/// offset `at` fails there with `errno` (0: the file ends there), until cleared with `None`;
/// with `refuse_direct`, `O_DIRECT` calls fail with `EINVAL`, as on filesystems that refuse it.
#[doc(hidden)]
pub fn inject_file_faults(at: Option<(u64, i32)>, refuse_direct: bool) {
    use crate::work::staging::file_io::{FAIL_AT, FAIL_ERRNO, REFUSE_DIRECT};
    use std::sync::atomic::Ordering::SeqCst;
    let (offset, errno) = at.unwrap_or((u64::MAX, 0));
    FAIL_ERRNO.store(errno as u64, SeqCst);
    FAIL_AT.store(offset, SeqCst);
    REFUSE_DIRECT.store(refuse_direct as u64, SeqCst);
}

/// Opens `path` for reading or for writing. Non-blocking, so that a FIFO with no one at its
/// other end is an error (`ESPIPE` at the read, `ENXIO` at the open) rather than a wait without
/// end; regular files and block devices ignore the flag.
pub(super) fn open(path: &Path, write: bool) -> Result<File> {
    let opened = OpenOptions::new()
        .read(!write)
        .write(write)
        .create(write)
        .truncate(false)
        .custom_flags(libc::O_NONBLOCK)
        .open(path);
    opened.map_err(|error| io_error(path.display().to_string(), write, 0, 0, &error))
}

/// `offset + bytes`, or the error of a range that no file can hold.
fn end_of(file: &File, offset: u64, bytes: usize) -> Result<u64> {
    offset.checked_add(bytes as u64).ok_or_else(|| {
        let why = "the range ends past the largest file offset";
        range_error(file, &(offset..u64::MAX), why)
    })
}

/// The error of a range of `file` refused before anything moved, for `why`.
fn range_error(file: &File, range: &Range<u64>, why: impl Into<Box<str>>) -> Error {
    Error::FileRange {
        path: path_of(file.as_raw_fd()).into(),
        start: range.start,
        end: range.end,
        why: why.into(),
    }
}

/// The path of an open descriptor, for messages: where `/proc` tells it.
fn path_of(fd: RawFd) -> String {
    std::fs::read_link(format!("/proc/self/fd/{fd}"))
        .map(|p| p.display().to_string())
        .unwrap_or_else(|_| format!("file descriptor {fd}"))
}

/// An I/O error of the file at `path` as cudyn's error: at file offset `offset`, `landed` bytes
/// of the range moved whole before it.
pub(super) fn io_error(
    path: String,
    writing: bool,
    offset: u64,
    landed: u64,
    error: &std::io::Error,
) -> Error {
    Error::FileIo {
        writing,
        path: path.into(),
        offset,
        landed,
        kind: error.kind(),
        errno: error.raw_os_error(),
    }
}

/// One file, and the descriptors its bytes move through: the caller's, and a second one opened
/// with `O_DIRECT` where a range is large enough to be staged and the filesystem lets it be
/// opened so. Where the caller's own descriptor is `O_DIRECT`, it serves the direct parts and
/// a second one, buffered, the rest (unaligned edges, cached parts).
struct Io<'f> {
    file: &'f File,
    second: Option<File>,
    callers_direct: bool,
    writing: bool,
    /// A scope's stream, whose work queued before the transfer comes first, and whose work
    /// queued after it sees its bytes.
    order: Option<&'f Stream>,
}

impl Io<'_> {
    fn side(&self, offset: u64) -> FileSide {
        let (caller, second) = (
            self.file.as_raw_fd(),
            self.second.as_ref().map(|f| f.as_raw_fd()),
        );
        let (fd, direct) = match self.callers_direct {
            true => (second.unwrap_or(caller), caller),
            false => (caller, second.unwrap_or(-1)),
        };
        FileSide { fd, direct, offset }
    }

    fn has_direct(&self) -> bool {
        self.callers_direct || self.second.is_some()
    }

    /// `failure` as the error, `landed` bytes of the range moved whole before it.
    fn failed(&self, failure: Failure, landed: u64) -> Error {
        io_error(
            path_of(self.file.as_raw_fd()),
            self.writing,
            failure.at,
            landed,
            &failure.error,
        )
    }
}

/// Checks every pair, then moves each (`way`: `ToDevice` reads the file, `ToHost` writes it),
/// in the order of `order`'s work where a scope gives one.
fn run(
    file: &File,
    way: Way,
    pairs: &[(Range<u64>, Span<'_>)],
    order: Option<&Stream>,
) -> Result<()> {
    // A graph would not repeat the host's reading at its launches, and the transfer's own
    // stream work on the capturing thread would spoil the capture: refused first.
    Stream::not_while_capturing("a file transfer")?;
    let writing = way == Way::ToHost;
    // A write may grow the file up to the largest offset the system takes (`off_t`).
    let file_len = match writing {
        true => i64::MAX as u64,
        false => length(file)?,
    };
    // The descriptor's own access: the direct descriptor is opened again through /proc, which
    // checks the file's permissions, not the caller's descriptor; it must never let through a
    // read or write that the caller's own descriptor would refuse. And pwrite on a descriptor
    // opened to append writes at the end whatever the offset: refused, not misplaced.
    // SAFETY: asks the flags of a descriptor the caller keeps open; no memory is passed.
    let flags = unsafe { libc::fcntl(file.as_raw_fd(), libc::F_GETFL) };
    let allowed = match flags & libc::O_ACCMODE {
        // (An `O_PATH` descriptor reads and writes nothing; its access bits say "read".)
        _ if flags < 0 || flags & libc::O_PATH != 0 => false,
        libc::O_RDWR => true,
        libc::O_WRONLY => writing,
        _ => !writing,
    };
    if writing && flags >= 0 && flags & libc::O_APPEND != 0 {
        let range = pairs.first().map_or(0..0, |(r, _)| r.clone());
        let why = "the file is open for appending, where a write lands at its end, not at an \
                   offset";
        return Err(range_error(file, &range, why));
    }
    let mut staged = false;
    for (range, span) in pairs {
        let bad = |why: String| range_error(file, range, why);
        let len = range
            .end
            .checked_sub(range.start)
            .ok_or_else(|| bad("it ends before it starts".into()))?;
        if len != span.payload() as u64 {
            return Err(bad(format!(
                "the range holds {len} bytes, its view {}",
                span.payload()
            )));
        }
        if range.end > file_len {
            return Err(bad(match writing {
                true => format!("a file ends at byte {file_len} at most"),
                false => format!("the file ends at byte {file_len}"),
            }));
        }
        staged |= matches!(file_route(span)?, FileRoute::Staged { .. });
    }
    let callers_direct = flags >= 0 && flags & libc::O_DIRECT != 0;
    let second = match callers_direct {
        true => allowed.then(|| reopen(file, writing, 0)).flatten(),
        false => (staged && allowed)
            .then(|| reopen(file, writing, libc::O_DIRECT))
            .flatten(),
    };
    let io = Io {
        file,
        second,
        callers_direct,
        writing,
        order,
    };
    for (range, span) in pairs {
        move_range(&io, range.start, *span)?;
    }
    Ok(())
}

/// The same file opened again (through `/proc/self/fd`) with `flags` (`O_DIRECT`, or none),
/// for reading or for writing, or `None` where that fails: no `/proc`, a filesystem that
/// refuses the flag, a file no longer reachable.
fn reopen(file: &File, writing: bool, flags: i32) -> Option<File> {
    let path = format!("/proc/self/fd/{}", file.as_raw_fd());
    let mut options = OpenOptions::new();
    // Non-blocking: a FIFO opened for writing would wait for a reader (the caller's own
    // descriptor may be the FIFO's writer, its reader gone). Regular files ignore the flag.
    options
        .read(!writing)
        .write(writing)
        .custom_flags(flags | libc::O_NONBLOCK);
    match options.open(&path) {
        Ok(direct) => Some(direct),
        Err(error) => {
            tracing::debug!(%error, flags, "no second descriptor: the caller's alone");
            None
        }
    }
}

/// The length of `file`: its size, or for a block device (whose size the system reports as
/// 0) the end of a descriptor of its own, so that the caller's file position is not moved.
pub(super) fn length(file: &File) -> Result<u64> {
    use std::io::Seek;
    use std::os::unix::fs::FileTypeExt;
    let failed = |e: std::io::Error| io_error(path_of(file.as_raw_fd()), false, 0, 0, &e);
    let metadata = file.metadata().map_err(failed)?;
    if !metadata.file_type().is_block_device() {
        return Ok(metadata.len());
    }
    let mut own = File::open(format!("/proc/self/fd/{}", file.as_raw_fd())).map_err(failed)?;
    own.seek(std::io::SeekFrom::End(0)).map_err(failed)
}

/// Moves one range, starting at file offset `offset`, into or out of `span`.
fn move_range(io: &Io<'_>, offset: u64, span: Span<'_>) -> Result<()> {
    let way = if io.writing {
        Way::ToHost
    } else {
        Way::ToDevice
    };
    match file_route(&span)? {
        FileRoute::Nothing => Ok(()),
        // Managed memory of another device than the scope's: the ring of the memory's context
        // cannot be ordered with a stream of another context (an event records only on a
        // stream of its own context): a buffer and the scope's own ordered copy instead.
        FileRoute::Staged { context, .. }
            if io
                .order
                .is_some_and(|s| s.device().ordinal() != context.ordinal()) =>
        {
            bounce(io, offset, span, 0)
        }
        FileRoute::InPlace => {
            // Host memory the scope's queued work may still read or write: that work first.
            if let Some(stream) = io.order {
                stream.synchronize()?;
            }
            // SAFETY: host memory the host may touch, valid for its bytes (the view's
            // contract), exclusively when read into (a `ViewMut`'s span), and no queued work
            // touches it any more (above).
            unsafe { move_part(&io.side(offset), io.writing, 0, span.host, span.bytes) }.map_err(
                |failure| {
                    let landed = failure.at - offset;
                    io.failed(failure, landed)
                },
            )
        }
        FileRoute::Bounce => bounce(io, offset, span, 0),
        FileRoute::Staged { context, threads } => {
            // The head, up to the file's next 4 KiB boundary, through a buffer: the rest then
            // starts aligned in the file and in the ring's slots, as O_DIRECT needs.
            let head = match io.has_direct() {
                true => ((ALIGN as u64 - offset % ALIGN as u64) % ALIGN as u64) as usize,
                false => 0,
            }
            .min(span.bytes);
            bounce(io, offset, span.sub(0, head), 0)?;
            let rest = span.sub(head, span.bytes - head);
            let at = offset + head as u64;
            // SAFETY: the device side is the view's memory, valid (exclusively, when read
            // into) while it is borrowed, which outlasts this synchronous copy; the file's
            // descriptors stay open until it returns.
            let staged = unsafe {
                staging::copy_file(
                    context,
                    way,
                    io.side(at),
                    rest.addr,
                    rest.bytes,
                    threads,
                    io.order,
                )
            };
            match staged {
                Ok(true) => Ok(()),
                Ok(false) => bounce(io, at, rest, head as u64),
                // Named now (the ring knows only the descriptors), and counted from the head.
                Err(mut error) => {
                    if let Error::FileIo { path, landed, .. } = &mut error {
                        *path = path_of(io.file.as_raw_fd()).into();
                        *landed += head as u64;
                    }
                    Err(error)
                }
            }
        }
    }
}

/// Bytes a bounced range moves at a time.
const BOUNCE: usize = 8 << 20;

/// Moves `span`'s bytes through a buffer of the host's, a piece at a time: read into the buffer
/// and copied to the view, or copied out of the view and written. `before`: bytes of the range
/// moved before `offset`, for the error's count.
fn bounce(io: &Io<'_>, offset: u64, span: Span<'_>, before: u64) -> Result<()> {
    // Placed in the buffer as the range lies in the file's 4 KiB blocks, so that it can be read
    // or written direct (pieces start BOUNCE bytes apart, a multiple of the block).
    let mut buffer = vec![0u8; span.bytes.min(BOUNCE) + ALIGN];
    let base = buffer.as_ptr() as usize;
    let skew = (base.next_multiple_of(ALIGN) - base + (offset % ALIGN as u64) as usize) % ALIGN;
    let buffer = &mut buffer[skew..];
    let mut done = 0;
    while done < span.bytes {
        let n = (span.bytes - done).min(BOUNCE);
        let (host, part) = (Span::host(buffer.as_mut_ptr(), n), span.sub(done, n));
        let at = offset + done as u64;
        let side = io.side(at);
        // SAFETY: the buffer is ours, `n` bytes long, untouched by anything else meanwhile.
        let file = |buffer: *mut u8| unsafe { move_part(&side, io.writing, 0, buffer, n) };
        if io.writing {
            transfer(part, host, io.order)?;
            // What reached the file before the failure landed.
            file(buffer.as_mut_ptr()).map_err(|failure| {
                let landed = before + (failure.at - offset);
                io.failed(failure, landed)
            })?;
        } else {
            // Nothing of this piece reached the view.
            let landed = before + done as u64;
            file(buffer.as_mut_ptr()).map_err(|failure| io.failed(failure, landed))?;
            transfer(host, part, io.order)?;
        }
        done += n;
    }
    Ok(())
}
