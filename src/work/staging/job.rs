//! A staged copy as the threads and the pipeline see it: its sides, its chunks (with the ramps
//! at both ends of a large upload), and each thread's part of a chunk.

use super::{Piece, RING, Way};

/// A file as one side of a staged copy: byte `at` of the copy is byte `offset + at` of the
/// file. `direct` is a second descriptor of the same file opened with `O_DIRECT`, or -1. Plain
/// data, on every system: only Linux makes one (`file_io` moves its bytes).
#[derive(Clone, Copy, Debug)]
pub(crate) struct FileSide {
    pub(crate) fd: i32,
    pub(crate) direct: i32,
    pub(crate) offset: u64,
}

/// Where a part's read or write of a file failed: the file offset of the byte it could not
/// move, and why.
#[derive(Debug)]
pub(crate) struct Failure {
    pub(crate) at: u64,
    pub(crate) error: std::io::Error,
}

/// One staged copy as its threads see it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Job {
    pub(super) way: Way,
    /// The caller's memory, and the bytes copied; in rows of `(width, pitch)` bytes if
    /// `host_rows` says so (then `bytes` counts the rows' bytes, packed in the slots).
    pub(super) host: usize,
    pub(super) host_rows: Option<(usize, usize)>,
    pub(super) bytes: usize,
    /// The device memory's rows, if it has them (the DMAs' business, not the threads').
    pub(super) device_rows: Option<(usize, usize)>,
    /// A batch's blocks (`[Piece]`: address and length), or none; where there are some, they
    /// are the caller's memory instead of `host`, and the block kernel (`kernel`, a
    /// `CUfunction`) moves them between the slots and the device.
    pub(super) blocks: (usize, usize),
    pub(super) kernel: usize,
    /// A file instead of the caller's memory (`host` unused): the threads read or write it.
    pub(super) file: Option<FileSide>,
    /// The ring's slots.
    pub(super) slots: [usize; RING],
    /// Bytes per chunk (at most a slot's size; the ramps' are smaller), and parts per chunk.
    pub(super) chunk: usize,
    pub(super) parts: usize,
    /// Threads taking part, the caller included.
    pub(super) threads: usize,
}

/// Chunks at each end of a large copy that ramp up from, and down to, an eighth of a chunk.
pub(super) const RAMP: usize = 3;

/// An upload's last bytes, which go into the ring with streaming stores (see
/// `stores::copy_cached`).
pub(super) const STREAMED_TAIL: usize = 16 << 20;

impl Job {
    /// Whether the copy ramps: large uploads start and end with smaller chunks, so that the
    /// first DMA waits for an eighth of a chunk to be filled rather than all of it, and the
    /// last one overlaps all but an eighth: the ends of a pipeline are where nothing overlaps.
    ///
    /// Uploads only: measured on an H200 in one process (medians of 11, three rounds), ramps
    /// made 64 and 128 MiB uploads 3-4 % faster but downloads 7-10 % slower, the small DMAs
    /// at the start costing more there than the earlier start gains.
    pub(super) fn ramps(&self) -> bool {
        self.way == Way::ToDevice && self.bytes >= 8 * self.chunk
    }

    /// Bytes of the head ramp (and of the tail one): 1/8 + 1/4 + 1/2 of a chunk.
    fn ramp_bytes(&self) -> usize {
        self.chunk / 8 * 7
    }

    /// Chunks between the ramps, all full but the last; none without ramps (a copy shorter
    /// than both ramps has no middle).
    fn middle(&self) -> usize {
        (self.bytes.saturating_sub(2 * self.ramp_bytes())).div_ceil(self.chunk)
    }

    pub(super) fn chunks(&self) -> usize {
        if self.ramps() {
            2 * RAMP + self.middle()
        } else {
            self.bytes.div_ceil(self.chunk)
        }
    }

    /// Where chunk `i` starts in the copy, and its length.
    pub(super) fn bounds(&self, i: usize) -> (usize, usize) {
        let s = self.chunk;
        if !self.ramps() {
            return (i * s, s.min(self.bytes - i * s));
        }
        let middle = self.middle();
        match i {
            // 1/8, 1/4, 1/2 of a chunk, starting at 0, 1/8, 3/8.
            _ if i < RAMP => ((s / 8) * ((1 << i) - 1), (s / 8) << i),
            _ if i < RAMP + middle => {
                let offset = self.ramp_bytes() + (i - RAMP) * s;
                (offset, s.min(self.bytes - self.ramp_bytes() - offset))
            }
            // 1/2, 1/4, 1/8 of a chunk, ending at the end.
            _ => {
                let j = i - RAMP - middle;
                let start = self.bytes - self.ramp_bytes();
                (start + (s / 8) * (8 - (8 >> j)), (s / 2) >> j)
            }
        }
    }

    /// Whether a piece of the copy ending `end` bytes into it goes into the ring with
    /// streaming stores: in an upload's last [`STREAMED_TAIL`] bytes, whose DMAs mostly run
    /// after the threads are done, so that the copy engine's speed is the copy's.
    pub(super) fn streamed(&self, end: usize) -> bool {
        self.way == Way::ToDevice && end > self.bytes.saturating_sub(STREAMED_TAIL)
    }

    /// Where byte `at` of the copy lies in the caller's memory, and how many bytes from there
    /// are contiguous (at most `most`): to the end of its row, for rows.
    pub(super) fn host_at(&self, at: usize, most: usize) -> (usize, usize) {
        if self.blocks.1 != 0 {
            // SAFETY: the job's blocks, alive while the job runs (Workers::begin's caller).
            let pieces = unsafe { self.pieces() };
            let piece = pieces[pieces.partition_point(|p| p.at + p.len <= at)];
            let into = at - piece.at;
            return (piece.host + into, most.min(piece.len - into));
        }
        match self.host_rows {
            None => (self.host + at, most),
            Some((width, pitch)) => {
                let (row, column) = (at / width, at % width);
                (self.host + row * pitch + column, most.min(width - column))
            }
        }
    }

    pub(super) fn tickets(&self) -> usize {
        self.chunks() * self.parts
    }

    /// The job's blocks.
    ///
    /// # Safety
    /// `blocks` must still point at the caller's `[Piece]` (while the copy runs).
    pub(super) unsafe fn pieces(&self) -> &[Piece] {
        if self.blocks.1 == 0 {
            return &[];
        }
        // SAFETY: the caller's contract.
        unsafe { std::slice::from_raw_parts(self.blocks.0 as *const Piece, self.blocks.1) }
    }

    /// Ticket `t`'s chunk, and its part as (offset in the copy, slot address, length); the last
    /// chunk's last parts may be empty.
    pub(super) fn part(&self, t: usize) -> (usize, usize, usize, usize) {
        let (chunk, k) = (t / self.parts, t % self.parts);
        let (offset, len) = self.bounds(chunk);
        let share = len.div_ceil(self.parts).next_multiple_of(4096);
        let start = (k * share).min(len);
        (
            chunk,
            offset + start,
            self.slots[chunk % RING] + start,
            share.min(len - start),
        )
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// A job of `bytes` with 8 MiB chunks, 8 parts and 8 threads (no memory behind it).
    pub(in crate::work::staging) fn upload(bytes: usize, way: Way) -> Job {
        Job {
            way,
            host: 1 << 40,
            host_rows: None,
            device_rows: None,
            blocks: (0, 0),
            kernel: 0,
            file: None,
            bytes,
            slots: [0; RING],
            chunk: 8 << 20,
            parts: 8,
            threads: 8,
        }
    }

    #[test]
    fn only_an_uploads_last_sixteen_mib_are_streamed() {
        let bytes = (64 << 20) + 3;
        let job = upload(bytes, Way::ToDevice);
        let boundary = bytes - STREAMED_TAIL;
        assert!(!job.streamed(4096));
        assert!(!job.streamed(boundary));
        assert!(job.streamed(boundary + 1));
        assert!(job.streamed(bytes));
        // A copy no longer than the tail is streamed throughout; downloads never are (their
        // stores go to the caller's memory, streamed anyway).
        let small = upload(STREAMED_TAIL, Way::ToDevice);
        assert!(small.streamed(1));
        let download = upload(bytes, Way::ToHost);
        assert!(!download.streamed(bytes));
    }
}
