//! Scratch files for the file tests (`tests/files.rs`, `tests/file_scopes.rs`), and the bytes
//! they hold.

use std::fs::File;
use std::io::{Read, Seek, SeekFrom, Write};
use std::os::fd::AsRawFd;
use std::path::{Path, PathBuf};

/// A file of the caller's bytes in a folder of its choosing (a test passes its target's temporary
/// folder, `CARGO_TARGET_TMPDIR`: on the machine's own disk, not tmpfs, so that `O_DIRECT` and the
/// page cache behave as they do for users' files); removed when dropped.
pub struct Scratch {
    /// Where it is.
    pub path: PathBuf,
    /// It, open for reading and writing.
    pub file: File,
}

impl Scratch {
    /// `name` (with this process's id, so that two test binaries never share one) in `dir`,
    /// holding `data`.
    pub fn new(dir: &str, name: &str, data: &[u8]) -> Scratch {
        let path = Path::new(dir).join(format!("{name}-{}", std::process::id()));
        let mut file = File::options()
            .read(true)
            .write(true)
            .create(true)
            .truncate(true)
            .open(&path)
            .unwrap();
        file.write_all(data).unwrap();
        Scratch { path, file }
    }

    /// Everything in it now.
    pub fn contents(&self) -> Vec<u8> {
        let mut all = Vec::new();
        let mut file = &self.file;
        file.seek(SeekFrom::Start(0)).unwrap();
        file.read_to_end(&mut all).unwrap();
        all
    }

    /// Drops the file's pages from the page cache, so that the next read goes to the disk, and
    /// as far as the kernel lets it: it skips pages it cannot drop at that moment (in a CPU's
    /// batch, locked, still being written back: on a CI machine a third of a fresh file stayed),
    /// so this tries a few times.
    pub fn evict(&self) {
        self.file.sync_all().unwrap();
        for _ in 0..20 {
            // SAFETY: advice on our own open descriptor; no memory is passed.
            let advised = unsafe {
                libc::posix_fadvise(self.file.as_raw_fd(), 0, 0, libc::POSIX_FADV_DONTNEED)
            };
            assert_eq!(advised, 0);
            if !self.cached().contains(&true) {
                return;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
    }

    /// Which of the file's pages the page cache holds (`mincore` over a mapping never touched,
    /// so the look itself reads nothing in).
    pub fn cached(&self) -> Vec<bool> {
        let len = self.file.metadata().unwrap().len() as usize;
        let pages = len.div_ceil(page_size());
        // SAFETY: a fresh shared read-only mapping of our own file, unmapped below; no pointer
        // to it escapes and it is never read through.
        let map = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ,
                libc::MAP_SHARED,
                self.file.as_raw_fd(),
                0,
            )
        };
        assert_ne!(map, libc::MAP_FAILED);
        let mut held = vec![0u8; pages];
        // SAFETY: `map` is our mapping of `len` bytes; `held` has one byte per page of it.
        let looked = unsafe { libc::mincore(map, len, held.as_mut_ptr()) };
        // SAFETY: the mapping made above, of `len` bytes, unused from here on.
        unsafe { libc::munmap(map, len) };
        assert_eq!(looked, 0);
        held.iter().map(|&page| page & 1 == 1).collect()
    }

    /// Bytes of `range` in pages the page cache does not hold.
    pub fn uncached(&self, range: std::ops::Range<usize>) -> usize {
        let cached = self.cached();
        let page = page_size();
        let pages = range.start / page..range.end.div_ceil(page);
        pages
            .filter(|&p| !cached[p])
            .map(|p| range.end.min((p + 1) * page) - range.start.max(p * page))
            .sum()
    }
}

/// The system's page size: `mincore` writes a byte per page of it (a 4096 here would overrun
/// its vector on a host of 64 KiB pages).
fn page_size() -> usize {
    // SAFETY: asks a constant.
    unsafe { libc::sysconf(libc::_SC_PAGESIZE) as usize }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}

/// `len` bytes that differ from their neighbours and with `seed` (a shifted byte shows).
pub fn pattern(len: usize, seed: u32) -> Vec<u8> {
    (0..len as u32)
        .map(|i| (i.wrapping_mul(2654435761).wrapping_add(seed) >> 13) as u8)
        .collect()
}
