//! The untyped range of memory every view and copy works on, and allocation identities.

use std::cell::Cell;
use std::num::NonZeroU64;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::driver::context::Context;
use crate::driver::device::Device;
use crate::driver::memory_kind::MemoryKind;
use crate::sys::CUdeviceptr;

/// The identity of one allocation: equal for a buffer and all of its views, distinct between
/// allocations, and never reused within a process (a 64-bit counter).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StorageId(NonZeroU64);

impl StorageId {
    pub(crate) fn next() -> StorageId {
        /// Identities a thread takes from the shared counter at once, so that an allocation
        /// (a few hundred ns in a pool) writes no cache line other threads share.
        const BLOCK: u64 = 1024;
        static NEXT: AtomicU64 = AtomicU64::new(1);
        thread_local! {
            /// This thread's next identity and the end of its block.
            static OWN: Cell<(u64, u64)> = const { Cell::new((0, 0)) };
        }
        let id = OWN
            .try_with(|own| {
                let (mut next, mut end) = own.get();
                if next == end {
                    next = NEXT.fetch_add(BLOCK, Ordering::Relaxed);
                    end = next.wrapping_add(BLOCK);
                }
                own.set((next.wrapping_add(1), end));
                next
            })
            // While the thread's locals are being destroyed: one at a time.
            .unwrap_or_else(|_| NEXT.fetch_add(1, Ordering::Relaxed));
        // 2^64 allocations would take millennia; saturate rather than panic.
        StorageId(NonZeroU64::new(id).unwrap_or(NonZeroU64::MAX))
    }

    /// The number behind the identity.
    pub fn get(self) -> u64 {
        self.0.get()
    }
}

/// An untyped range of memory: what both view types, and every copy, work on. Declared `pub`
/// only so that the hidden methods of [`Source`](crate::Source) can name it; it is not
/// reachable from outside the crate, and nothing outside can build one.
#[derive(Clone, Copy, Debug)]
pub struct Span<'a> {
    /// The address the driver knows the memory by: its device address, or for host memory its
    /// host address (the driver infers the direction of a copy from it: unified addressing).
    pub(crate) addr: CUdeviceptr,
    /// Where the host may read (and, through a `ViewMut`, write) it; null where it may not.
    pub(crate) host: *mut u8,
    pub(crate) bytes: usize,
    pub(crate) kind: MemoryKind,
    /// The context the memory belongs to; `None` for pageable host memory and empty buffers.
    pub(crate) context: Option<&'a Context>,
    /// The allocation's identity where cudyn allocated it; `None` for memory of any other
    /// owner (pageable memory, foreign views, DLPack imports). Device memory with an identity
    /// is freed only by cudyn, which waits for uploads still landing first: `copy` leaves
    /// small uploads landing only into such memory.
    pub(crate) storage: Option<StorageId>,
    /// `None` for plain contiguous memory: `bytes` bytes from `addr`. A rectangle's rows (or a
    /// volume's slices of rows) otherwise, the first at `addr`; `bytes` is then its extent,
    /// from the first row's first byte to the last row's last, gaps included (what prefetches
    /// cover, and what overlap checks start from). Rows without gaps between them are
    /// contiguous, and kept only so that the view can still be cut into sub-rectangles.
    pub(crate) rows: Option<Rows>,
}

/// The rows of a rectangle or a volume: `depth` slices, each `slice` bytes after the one
/// before, of `count` rows of `width` bytes, each `pitch` bytes after the one before.
///
/// A rectangle has `depth == 1` and `count >= 2` (its `slice` is `count * pitch`, unused); a
/// volume has `depth >= 2`, `count >= 1` and `slice >= count * pitch`. Always
/// `0 < width <= pitch`. So rows never overlap, and in address order they come slice by slice,
/// each slice's top to bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rows {
    pub(crate) count: usize,
    pub(crate) width: usize,
    pub(crate) pitch: usize,
    pub(crate) depth: usize,
    pub(crate) slice: usize,
}

impl Rows {
    /// The rows of a rectangle (`count >= 2`).
    pub(crate) fn plane(count: usize, width: usize, pitch: usize) -> Rows {
        Rows {
            count,
            width,
            pitch,
            depth: 1,
            slice: count * pitch,
        }
    }

    /// Bytes from a slice's first byte to its last row's last.
    pub(crate) fn plane_extent(&self) -> usize {
        (self.count - 1) * self.pitch + self.width
    }

    /// Whether no byte lies between two rows: the span is contiguous.
    pub(crate) fn packed(&self) -> bool {
        (self.count == 1 || self.width == self.pitch)
            && (self.depth == 1 || self.slice == self.plane_extent())
    }

    /// Rows in all slices.
    pub(crate) fn all(&self) -> usize {
        self.count * self.depth
    }
}

impl<'a> Span<'a> {
    /// Pageable host memory.
    pub(crate) fn host(host: *mut u8, bytes: usize) -> Span<'a> {
        Span {
            addr: host as CUdeviceptr,
            host,
            bytes,
            kind: MemoryKind::Host,
            context: None,
            storage: None,
            rows: None,
        }
    }

    /// Device memory of `device` (a `cuMemAlloc` allocation or a mapping of one), which the
    /// host cannot touch.
    pub(crate) fn device(
        addr: CUdeviceptr,
        bytes: usize,
        device: &'a Device,
        storage: StorageId,
    ) -> Span<'a> {
        Span {
            addr,
            host: std::ptr::null_mut(),
            bytes,
            kind: MemoryKind::Device,
            context: device.retained_context(),
            storage: Some(storage),
            rows: None,
        }
    }

    /// Whether the extents of the two (from the first byte to the last, gaps between rows
    /// included) share a byte: a necessary condition of [`overlaps`](Self::overlaps), which
    /// is exact. An empty span meets nothing.
    pub(crate) fn extents_meet(&self, other: &Span<'_>) -> bool {
        let (a, b) = (self.addr, other.addr);
        self.bytes != 0
            && other.bytes != 0
            && a < b.saturating_add(other.bytes as u64)
            && b < a.saturating_add(self.bytes as u64)
    }

    /// The address just past the extent.
    pub(crate) fn end(&self) -> u64 {
        self.addr.saturating_add(self.bytes as u64)
    }

    /// For device memory about to be handed out raw: waits for uploads still landing
    /// ([`copy`](crate::copy)), so that work outside cudyn sees them, and none lands after the
    /// memory has been freed by a caller that took it raw. If that wait fails, its context is
    /// waited for, and the process aborts if that fails too (`settle_for_handout`): the caller
    /// has no error to return. An empty span reaches no memory, and waits for nothing:
    /// zero-length work makes no driver call. Device memory without a context (none here:
    /// device memory always belongs to one) receives no uploads.
    pub(crate) fn settle_if_device(&self) {
        if self.kind == MemoryKind::Device
            && self.bytes != 0
            && let Some(context) = self.context
        {
            crate::driver::wait::settle_for_handout(context);
        }
    }

    /// The rows, where there are gaps between them; `None` for contiguous memory.
    pub(crate) fn gaps(&self) -> Option<Rows> {
        self.rows.filter(|rows| !rows.packed())
    }

    /// The bytes the elements occupy: `bytes` for contiguous memory, the rows of a rectangle
    /// or a volume without their gaps.
    pub(crate) fn payload(&self) -> usize {
        match self.gaps() {
            None => self.bytes,
            Some(rows) => rows.all() * rows.width,
        }
    }

    /// `bytes` bytes from `start` on; the caller keeps the range inside this span, which is
    /// contiguous.
    pub(crate) fn sub(self, start: usize, bytes: usize) -> Span<'a> {
        debug_assert!(self.gaps().is_none());
        debug_assert!(start <= self.bytes && bytes <= self.bytes - start);
        Span {
            addr: self.addr + start as u64,
            host: if self.host.is_null() {
                self.host
            } else {
                self.host.wrapping_add(start)
            },
            bytes,
            rows: None,
            ..self
        }
    }
}
