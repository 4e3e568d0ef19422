//! Overlaps of rectangles and volumes are exact, against the fake driver: rows against rows,
//! checked against the bytes each view covers for random shapes, so that two column blocks of
//! one matrix are apart (copies between them through a held matrix, in a scope and in a
//! batch), while real overlaps stay `Error::OverlappingCopy` and `Error::OverlappingBatch`.

use cudyn_test_common as common;

use std::collections::HashSet;

use common::{NoLeaks, device, pattern};
use cudyn::{DeviceBuffer, Error, PinnedBuffer, Stream, View};

/// The bytes a view of `u8` covers, as offsets from `base`.
fn bytes_of(view: &View<'_, u8>, base: *const u8) -> HashSet<usize> {
    let at = view.device_ptr() as usize - base as usize;
    let mut out = HashSet::new();
    for k in 0..view.depth() {
        for r in 0..view.rows() {
            for c in 0..view.row_len() {
                out.insert(at + k * view.slice_stride() + r * view.row_stride() + c);
            }
        }
    }
    assert_eq!(out.len(), view.len(), "{view:?}");
    out
}

/// A small deterministic generator (xorshift), so that a failure replays.
struct Random(u64);

impl Random {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }

    /// A random shape over `memory`: contiguous, a rectangle or a volume, at a random offset,
    /// with random strides, or a random part of a grid over all of it (blocks of one grid
    /// share their pitches: the arithmetic case).
    fn view<'a>(&mut self, memory: &'a [u8], grid: View<'a, u8>) -> View<'a, u8> {
        loop {
            if self.below(3) != 0 {
                let (depth, rows, row_len) = (grid.depth(), grid.rows(), grid.row_len());
                let (k, r, c) = (self.below(depth), self.below(rows), self.below(row_len));
                let (k1, r1, c1) = (
                    k + 1 + self.below(depth - k),
                    r + 1 + self.below(rows - r),
                    c + 1 + self.below(row_len - c),
                );
                return grid
                    .sub_volume(k..k1, r..r1.min(rows), c..c1.min(row_len))
                    .unwrap();
            }
            let at = self.below(64);
            let (depth, rows, row_len) = (1 + self.below(4), 1 + self.below(5), 1 + self.below(8));
            let row_stride = row_len + self.below(7);
            let slice_stride = rows * row_stride + self.below(11);
            if let Ok(view) =
                View::from(&memory[at..]).volume(depth, rows, row_len, row_stride, slice_stride)
            {
                return view;
            }
        }
    }
}

#[test]
fn overlaps_agree_with_the_bytes_each_view_covers() {
    let memory = vec![0u8; 256];
    let base = memory.as_ptr();
    let mut random = Random(0x9e37_79b9_7f4a_7c15);
    let (mut apart, mut sharing, mut interleaved) = (0, 0, 0);
    for _ in 0..4000 {
        let grid = View::from(&memory).volume(4, 5, 12, 12, 64).unwrap();
        let (a, b) = (random.view(&memory, grid), random.view(&memory, grid));
        let (x, y) = (bytes_of(&a, base), bytes_of(&b, base));
        let share = !x.is_disjoint(&y);
        assert_eq!(a.overlaps(b), share, "{a:?} and {b:?}");
        assert_eq!(b.overlaps(a), share, "{b:?} and {a:?}");
        let span = |s: &HashSet<usize>| (*s.iter().min().unwrap(), *s.iter().max().unwrap());
        let ((a0, a1), (b0, b1)) = (span(&x), span(&y));
        if share {
            sharing += 1;
        } else {
            apart += 1;
            interleaved += usize::from(a0 <= b1 && b0 <= a1);
        }
    }
    // The cases the exact test is for came up often.
    assert!(
        sharing > 400 && apart > 400 && interleaved > 400,
        "{sharing} {apart} {interleaved}"
    );
}

#[test]
fn column_blocks_of_one_matrix_are_apart() {
    let matrix = vec![0u32; 8 * 16];
    let rows = View::from(&matrix).rect(8, 16, 16).unwrap();
    let (left, right) = (
        rows.sub_rect(.., 0..8).unwrap(),
        rows.sub_rect(.., 8..16).unwrap(),
    );
    assert!(!left.overlaps(right) && !right.overlaps(left));
    assert!(left.overlaps(rows.sub_rect(.., 7..9).unwrap()));
    // A contiguous range in the gap of a row, and one reaching the next row.
    assert!(!left.overlaps(&matrix[8..16]));
    assert!(left.overlaps(&matrix[8..17]));
    // Slices of a volume, and the same column block of two slices.
    let grid = View::from(&matrix).volume(4, 2, 16, 16, 32).unwrap();
    assert!(!grid.plane(1).unwrap().overlaps(grid.plane(2).unwrap()));
    let (front, back) = (
        grid.sub_volume(.., .., ..5).unwrap(),
        grid.sub_volume(.., .., 5..).unwrap(),
    );
    assert!(!front.overlaps(back));
    assert!(front.overlaps(grid.sub_volume(3.., 1.., 4..6).unwrap()));
}

/// Copies between two column blocks of one held matrix, in a scope: refused only where rows
/// really share elements.
#[test]
fn a_held_matrix_copies_between_its_column_blocks() {
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let data = pattern(8 * 16, 1);
    let mut matrix = DeviceBuffer::from_slice(&device, &data).unwrap();
    stream
        .scope(|s| {
            let held = s.hold(matrix.view_mut().rect(8, 16, 16)?);
            s.copy(held.sub_rect(.., 0..8)?, held.sub_rect(.., 8..16)?)?;
            let overlapping = s.copy(held.sub_rect(.., 0..8)?, held.sub_rect(.., 4..12)?);
            assert!(matches!(overlapping, Err(Error::OverlappingCopy { .. })));
            // Row 0 of the left block down one row: rows of equal pitch, apart.
            s.copy(held.sub_rect(0..7, 0..2)?, held.sub_rect(1..8, 2..4)?)?;
            let shifted = s.copy(held.sub_rect(0..7, 0..3)?, held.sub_rect(1..8, 2..5)?);
            assert!(matches!(shifted, Err(Error::OverlappingCopy { .. })));
            Ok(())
        })
        .unwrap();
    let got = matrix.to_vec().unwrap();
    let mut want = data.clone();
    for r in 0..8 {
        for c in 0..8 {
            want[r * 16 + 8 + c] = data[r * 16 + c];
        }
    }
    for r in 1..8 {
        for c in 0..2 {
            want[r * 16 + 2 + c] = want[(r - 1) * 16 + c];
        }
    }
    assert_eq!(got, want);
}

/// A volume held whole: slice 0's left half into slice 2's right half, and a block across
/// slices into the next columns.
#[test]
fn a_held_volume_copies_between_its_blocks() {
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let data = pattern(3 * 4 * 8, 2);
    let mut grid = DeviceBuffer::from_slice(&device, &data).unwrap();
    stream
        .scope(|s| {
            let held = s.hold(grid.view_mut().volume(3, 4, 8, 8, 32)?);
            s.copy(
                held.plane(0)?.sub_rect(.., ..4)?,
                held.plane(2)?.sub_rect(.., 4..)?,
            )?;
            s.copy(
                held.sub_volume(..2, .., ..2)?,
                held.sub_volume(1.., .., 2..4)?,
            )?;
            let refused = s.copy(
                held.sub_volume(..2, .., ..3)?,
                held.sub_volume(1.., .., 2..5)?,
            );
            assert!(matches!(refused, Err(Error::OverlappingCopy { .. })));
            Ok(())
        })
        .unwrap();
    let mut want = data.clone();
    for r in 0..4 {
        for c in 0..4 {
            want[64 + r * 8 + 4 + c] = data[r * 8 + c];
        }
    }
    for k in 0..2 {
        for r in 0..4 {
            for c in 0..2 {
                want[(k + 1) * 32 + r * 8 + 2 + c] = want[k * 32 + r * 8 + c];
            }
        }
    }
    assert_eq!(grid.to_vec().unwrap(), want);
}

/// A batch with column blocks of one held matrix as destinations (and one as a source), and
/// the overlaps a batch must still refuse: two destinations that share elements, and a source
/// inside the extent of two interleaved destinations, in the rows of the first.
#[test]
fn a_batch_takes_column_blocks_of_one_held_matrix() {
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let data = pattern(8 * 16, 3);
    let mut matrix = DeviceBuffer::from_slice(&device, &data).unwrap();
    let (a, b) = (pattern(32, 4), pattern(32, 5));
    let mut host = PinnedBuffer::from_slice(&device, &[a, b].concat(), Default::default()).unwrap();
    let mut spare = [0u32; 1];
    stream
        .scope(|s| {
            let held = s.hold(matrix.view_mut().rect(8, 16, 16)?);
            let from = s.hold(&mut host);
            let (first, second) = (from.slice(..32)?, from.slice(32..)?);
            let spare = s.hold(&mut spare);
            s.copy_batch([
                (first, held.sub_rect(.., 0..4)?),
                (second, held.sub_rect(.., 4..8)?),
                (held.sub_rect(.., 12..16)?, held.sub_rect(.., 8..12)?),
            ])?;
            let two = s.copy_batch([
                (first, held.sub_rect(.., 0..4)?),
                (second, held.sub_rect(.., 2..6)?),
            ]);
            assert!(matches!(
                two,
                Err(Error::OverlappingBatch {
                    index: 1,
                    other: 0,
                    side: "destination"
                })
            ));
            let inside = s.copy_batch([
                (first, held.sub_rect(.., 0..4)?),
                (second, held.sub_rect(.., 8..12)?),
                (held.sub_rect(5..6, 2..3)?, spare),
            ]);
            assert!(matches!(
                inside,
                Err(Error::OverlappingBatch {
                    index: 0,
                    other: 2,
                    side: "source"
                })
            ));
            Ok(())
        })
        .unwrap();
    let host = host.to_vec().unwrap();
    let mut want = data.clone();
    for r in 0..8 {
        for c in 0..4 {
            want[r * 16 + c] = host[r * 4 + c];
            want[r * 16 + 4 + c] = host[32 + r * 4 + c];
            want[r * 16 + 8 + c] = data[r * 16 + 12 + c];
        }
    }
    assert_eq!(matrix.to_vec().unwrap(), want);
}
