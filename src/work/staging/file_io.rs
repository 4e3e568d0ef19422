//! A file as the host side of a staged copy (Linux): the threads read a part of the file into
//! its slot, or write a slot's part into the file, each with `pread`/`pwrite` at the part's own
//! offset, so that as many reads or writes are in flight as threads copy.
//!
//! How a part is read:
//! 1. If the page cache holds all of it (`cachestat`, Linux 6.5, else `mincore` over a mapping
//!    of the part: neither reads anything), with buffered `pread`: the kernel copies it.
//! 2. Otherwise through the `O_DIRECT` descriptor, where there is one and the file and the
//!    memory are aligned alike: the disk's DMA lands in the pinned slot with no copy through
//!    the page cache, and does not evict what else is cached. Unaligned edges are read by
//!    reading their whole 4 KiB block direct into a buffer of the thread's.
//! 3. Whatever is left (a filesystem that refuses `O_DIRECT` with `EINVAL`, no direct
//!    descriptor, memory aligned unlike the file) with plain buffered `pread`.
//!
//! Not `preadv2(RWF_NOWAIT)`, which would ask the cache and copy what it holds in one call: on
//! a miss it starts the kernel's read-ahead of the pages it missed (on Linux 6.18 three
//! missed probes of 1 MiB left 4 MiB cached a moment later), so the disk would read a cold part
//! twice, once for the cache and once direct. A part partly cached is read direct: `O_DIRECT`
//! reads are coherent with the cache, and partly cached parts are rare.
//!
//! Writes go through the direct descriptor where aligned, else buffered; neither ever writes a
//! byte outside its part, so a failure leaves the file outside the copy's range untouched.

use std::io;
use std::os::fd::RawFd;
use std::sync::atomic::{AtomicU64, Ordering};

pub(crate) use super::job::{Failure, FileSide};

/// The alignment `O_DIRECT` needs of the file offset, the memory and the length: 4 KiB covers
/// the logical block sizes disks report (512 bytes or 4 KiB).
pub(crate) const ALIGN: usize = 4096;

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
    /// Buffered `pread` of a part the page cache holds whole.
    Cached,
    Direct,
    Buffered,
}

/// Reads or writes `len` bytes at file offset `off` from or into `memory` with `call`, until
/// all are moved or the call fails: the bytes moved, and the error that stopped it, if any.
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
            match write {
                false => libc::pread(fd, ptr.cast(), rest, off),
                true => libc::pwrite(fd, ptr.cast_const().cast(), rest, off),
            }
        };
        match n {
            n if n > 0 => done += n as usize,
            // The end of the file before the range's end (it shrank), or a write that took
            // nothing: reported, never retried for ever.
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
                    _ => return (done, Some(error)),
                }
            }
        }
    }
    (done, None)
}

/// Reads (`write` false: file to `memory`) or writes (`memory` to file) the `len` bytes of the
/// part at byte `at` of the copy: cached pages first, then direct where the memory and the file
/// are aligned alike, the unaligned edges of a read through a block-sized buffer of its own
/// (direct too, so that no buffered read starts the kernel's read-ahead of what is read
/// direct anyway), buffered otherwise (module docs).
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
    // Moves `memory[done..upto]` with `call` on `fd`; `Ok(false)` where O_DIRECT was refused.
    let step = |done: &mut usize, fd, call, upto: usize| -> Result<bool, Failure> {
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
        count(call, n);
        match error {
            // A filesystem that refuses O_DIRECT, or memory it finds misaligned: buffered.
            Some(e) if call == Call::Direct && e.raw_os_error() == Some(libc::EINVAL) => Ok(false),
            Some(error) => Err(Failure {
                at: start + *done as u64,
                error,
            }),
            None => Ok(true),
        }
    };
    // The memory and the file must be aligned alike for any of it to go direct.
    let alike = (memory as usize)
        .wrapping_sub(start as usize)
        .is_multiple_of(ALIGN);
    if side.direct >= 0 && !write && all_cached(side.fd, start, len) {
        step(&mut done, side.fd, Call::Cached, len)?;
    }
    if side.direct >= 0 && alike {
        while done < len {
            let off = start as usize + done;
            let body = (len - done) / ALIGN * ALIGN;
            let direct = if aligned(off) && body > 0 {
                let upto = done + body;
                step(&mut done, side.direct, Call::Direct, upto)?
            } else if !write {
                let edge = (ALIGN - off % ALIGN).min(len - done);
                // SAFETY: `done..done + edge` lies inside our caller's range.
                let read = unsafe { read_edge(side, off as u64, memory.add(done), edge) };
                done += edge * read as usize;
                read
            } else {
                false
            };
            if !direct {
                break;
            }
        }
    }
    if done < len {
        step(&mut done, side.fd, Call::Buffered, len)?;
    }
    Ok(())
}

fn count(call: Call, n: usize) {
    let counter = match call {
        Call::Cached => &FROM_CACHE,
        Call::Direct => &DIRECT,
        Call::Buffered => &BUFFERED,
    };
    counter.fetch_add(n as u64, Ordering::Relaxed);
}

/// Reads the `len` bytes at file offset `off` (inside one 4 KiB block) into `memory` through
/// the direct descriptor, by reading their whole block into a buffer of this thread's; `false`
/// (nothing read) where that fails in any way.
///
/// # Safety
/// `memory` valid for `len` bytes of writes.
unsafe fn read_edge(side: &FileSide, off: u64, memory: *mut u8, len: usize) -> bool {
    #[repr(C, align(4096))]
    struct Block([u8; ALIGN]);
    thread_local! {
        static BLOCK: std::cell::RefCell<Box<Block>> = std::cell::RefCell::new(Box::new(Block([0; ALIGN])));
    }
    let base = off / ALIGN as u64 * ALIGN as u64;
    let into = (off - base) as usize;
    // (While the thread's locals are being destroyed, no block: buffered.)
    let read = BLOCK.try_with(|block| {
        let mut block = block.borrow_mut();
        let buffer = block.0.as_mut_ptr();
        // The block may pass the end of the file: a short read, still holding our bytes
        // (the range was checked to lie inside the file).
        // SAFETY: our own block, ALIGN bytes.
        let (n, error) = unsafe { run(false, side.direct, Call::Direct, base, buffer, ALIGN) };
        // Short of our bytes (a disk error, the file ended, O_DIRECT refused): the buffered
        // read that follows reads exactly them, and reports its own error if it meets one.
        if error.is_some_and(|e| e.kind() != io::ErrorKind::UnexpectedEof) || n < into + len {
            return false;
        }
        // SAFETY: `into + len <= n <= ALIGN` bytes of our block into the caller's memory.
        unsafe { std::ptr::copy_nonoverlapping(buffer.add(into), memory, len) };
        count(Call::Direct, len);
        true
    });
    read.unwrap_or(false)
}

/// Whether the page cache holds every page of `len` bytes at file offset `off` of `fd`: asked
/// with `cachestat` (Linux 6.5), or where the kernel lacks it with `mincore` over a mapping of
/// the range that nothing touches. Neither reads the file; either failing says no. (Asking for
/// the first and last pages only was no faster: on an H200 host, 6 GiB cached reads moved
/// 0.81-0.84x the pageable upload's speed that way, 0.85-0.91x asking for every page.)
fn all_cached(fd: RawFd, off: u64, len: usize) -> bool {
    if len == 0 {
        return true;
    }
    let first = off / PAGE * PAGE;
    let pages = (off + len as u64).div_ceil(PAGE) - first / PAGE;
    match cachestat(fd, first, pages * PAGE) {
        Some(cached) => cached >= pages,
        None => mincore_all(fd, first, (pages * PAGE) as usize),
    }
}

/// The page size `cachestat` and `mincore` count in (4 KiB on the machines cudyn runs on; a
/// larger page only makes the answer coarser, never wrong: `mincore` asks the kernel's own).
const PAGE: u64 = 4096;

/// Pages of `len` bytes at `off` in the page cache, per `cachestat(2)`; `None` where the
/// kernel has no such call (before 6.5), or it fails.
fn cachestat(fd: RawFd, off: u64, len: u64) -> Option<u64> {
    /// The call's number, the same on every architecture since it came (6.5).
    const SYS_CACHESTAT: libc::c_long = 451;
    #[repr(C)]
    struct Range {
        off: u64,
        len: u64,
    }
    #[repr(C)]
    #[derive(Default)]
    struct Stat {
        cache: u64,
        dirty: u64,
        writeback: u64,
        evicted: u64,
        recently_evicted: u64,
    }
    static MISSING: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
    if MISSING.load(Ordering::Relaxed) {
        return None;
    }
    let range = Range { off, len };
    let mut stat = Stat::default();
    // SAFETY: the kernel reads one range and writes one stat, both live locals of the
    // layouts of <linux/mman.h>; flags must be 0.
    let got = unsafe { libc::syscall(SYS_CACHESTAT, fd, &range, &mut stat, 0) };
    if got != 0 {
        if io::Error::last_os_error().raw_os_error() == Some(libc::ENOSYS) {
            MISSING.store(true, Ordering::Relaxed);
        }
        return None;
    }
    Some(stat.cache)
}

/// Whether every page of `len` bytes at page-aligned `off` of `fd` is in the page cache, per
/// `mincore` over a read-only shared mapping of them that is never touched (so nothing is
/// read); false where mapping fails.
fn mincore_all(fd: RawFd, off: u64, len: usize) -> bool {
    // SAFETY: maps a range of the file nothing else uses, read-only; unmapped below.
    let map = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            len,
            libc::PROT_READ,
            libc::MAP_SHARED,
            fd,
            off as libc::off_t,
        )
    };
    if map == libc::MAP_FAILED {
        return false;
    }
    // SAFETY: asks a constant.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) }.max(4096) as usize;
    let mut resident = vec![0u8; len.div_ceil(page)];
    // SAFETY: the mapping is ours and `len` long; the vector has a byte for each of its pages.
    let ok = unsafe { libc::mincore(map, len, resident.as_mut_ptr()) } == 0;
    // SAFETY: our own mapping, unmapped once.
    unsafe { libc::munmap(map, len) };
    ok && resident.iter().all(|&r| r & 1 != 0)
}
