//! Whether two spans share a byte, exactly: rows are compared with rows, so that two column
//! blocks of one matrix (whose extents interleave) are apart, arithmetically rather than row by
//! row wherever the shapes allow.

use std::ops::Range;

use super::span::Span;

/// A span's rows as the arithmetic below reads them, in bytes of the unified address space;
/// `i128`, so that no sum or product of an address and sizes within it overflows. Contiguous
/// memory is one row in one slice.
#[derive(Clone, Copy)]
struct Layout {
    start: i128,
    width: i128,
    pitch: i128,
    count: i128,
    slice: i128,
    depth: i128,
}

/// The blocks `k` in `0..n` of `[start + k * stride, + extent)` (`extent <= stride`, so they
/// are disjoint and in order) that meet `[s, e)`: from the first that ends after `s` to the
/// last that starts before `e`.
fn meeting(start: i128, extent: i128, stride: i128, n: i128, s: i128, e: i128) -> Range<i128> {
    let first = if s - start < extent {
        0
    } else {
        (s - start - extent).div_euclid(stride) + 1
    };
    let last = if e <= start {
        0
    } else {
        ((e - start - 1).div_euclid(stride) + 1).min(n)
    };
    first..last.max(first)
}

impl Layout {
    fn of(span: &Span<'_>) -> Layout {
        let start = i128::from(span.addr);
        let size = |n: usize| n as i128;
        match span.gaps() {
            Some(r) => Layout {
                start,
                width: size(r.width),
                pitch: size(r.pitch),
                count: size(r.count),
                slice: size(r.slice),
                depth: size(r.depth),
            },
            None => Layout {
                start,
                width: size(span.bytes),
                pitch: size(span.bytes),
                count: 1,
                slice: size(span.bytes),
                depth: 1,
            },
        }
    }

    fn contiguous(&self) -> bool {
        self.count == 1 && self.depth == 1
    }

    fn plane_extent(&self) -> i128 {
        (self.count - 1) * self.pitch + self.width
    }

    fn end(&self) -> i128 {
        self.start + (self.depth - 1) * self.slice + self.plane_extent()
    }

    /// Slice `k` alone.
    fn plane(&self, k: i128) -> Layout {
        Layout {
            start: self.start + k * self.slice,
            depth: 1,
            slice: self.count * self.pitch,
            ..*self
        }
    }

    /// The slices whose extents meet `[s, e)`.
    fn planes_meeting(&self, s: i128, e: i128) -> Range<i128> {
        let extent = self.plane_extent();
        meeting(self.start, extent, self.slice, self.depth, s, e)
    }

    /// Whether a row meets `[s, e)`. Rows come in address order, slice by slice, so only the
    /// first row that ends after `s` need be looked at: it is in the first slice that does.
    fn meets(&self, s: i128, e: i128) -> bool {
        let planes = self.planes_meeting(s, e);
        if planes.is_empty() {
            return false;
        }
        let base = self.start + planes.start * self.slice;
        !meeting(base, self.width, self.pitch, self.count, s, e).is_empty()
    }
}

/// Whether two single slices share a byte.
fn planes_overlap(a: &Layout, b: &Layout) -> bool {
    if a.pitch == b.pitch {
        // Row i of `a` and row j of `b` meet iff -a.width < d + (i - j) * pitch < b.width,
        // with d the distance between their first rows. d + t * pitch grows with t = i - j,
        // which takes every value in [1 - b.count, a.count - 1]: only the smallest t above
        // the lower bound can be below the upper one.
        let (p, d) = (a.pitch, a.start - b.start);
        let t = ((-a.width - d).div_euclid(p) + 1).max(1 - b.count);
        return t < a.count && d + t * p < b.width;
    }
    // Pitches differ: each row of the one with fewer rows, within the other's extent, against
    // the other's rows, one query each.
    let (few, many) = if a.count <= b.count { (a, b) } else { (b, a) };
    meeting(
        few.start,
        few.width,
        few.pitch,
        few.count,
        many.start,
        many.end(),
    )
    .any(|i| {
        let row = few.start + i * few.pitch;
        many.meets(row, row + few.width)
    })
}

impl Span<'_> {
    /// Whether the two share a byte. Host and device memory share one address space (unified
    /// addressing), so addresses decide, whatever the kinds; an empty span overlaps nothing.
    /// Rows count, not extents: two column blocks of one matrix do not overlap.
    pub(crate) fn overlaps(&self, other: &Span<'_>) -> bool {
        if !self.extents_meet(other) {
            return false;
        }
        let (a, b) = (Layout::of(self), Layout::of(other));
        if a.contiguous() {
            return b.meets(a.start, a.end());
        }
        if b.contiguous() {
            return a.meets(b.start, b.end());
        }
        // Slice against slice, only the pairs whose extents meet.
        a.planes_meeting(b.start, b.end()).any(|k| {
            let plane = a.plane(k);
            b.planes_meeting(plane.start, plane.end())
                .any(|j| planes_overlap(&plane, &b.plane(j)))
        })
    }
}
