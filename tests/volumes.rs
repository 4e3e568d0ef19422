//! Volumes on the one view type, against the fake driver: construction and its errors, copies
//! between every pair of memory kinds (synchronous and in a scope) checked byte for byte
//! against a reference computed here, for shapes around every edge (one slice, one row per
//! slice, packed slices, slice strides that are and are not a whole number of pitches), fills
//! that leave the gaps alone, and pitched volumes. Peer copies: tests/rect_peers.rs; exact
//! overlaps: tests/rect_overlaps.rs.

use cudyn_test_common as common;

use common::kinds::{KINDS, Memory};
use common::{NoLeaks, device, pattern};
use cudyn::{DeviceBuffer, Error, MemoryKind, PitchedBuffer, Stream, View, ViewMut};
use cudyn_fake_driver as fake;

/// Where a volume lies in its memory, in elements: its first element, the stride between rows
/// and the stride between slices.
#[derive(Clone, Copy, Debug)]
struct Place {
    at: usize,
    row_stride: usize,
    slice_stride: usize,
}

/// A copy of `depth` slices of `rows` rows of `row_len` elements between two places.
#[derive(Clone, Copy, Debug)]
struct Case {
    depth: usize,
    rows: usize,
    row_len: usize,
    src: Place,
    dst: Place,
}

impl Case {
    /// Elements of memory a side needs.
    fn len(&self, p: Place) -> usize {
        p.at + (self.depth - 1) * p.slice_stride + (self.rows - 1) * p.row_stride + self.row_len
    }

    /// The offsets of the elements, in copy order, of a side.
    fn offsets(&self, p: Place) -> Vec<usize> {
        let mut out = Vec::new();
        for k in 0..self.depth {
            for r in 0..self.rows {
                for c in 0..self.row_len {
                    out.push(p.at + k * p.slice_stride + r * p.row_stride + c);
                }
            }
        }
        out
    }

    /// `dst` with the volume of `src` copied in, element by element.
    fn expected(&self, src: &[u32], dst: &[u32]) -> Vec<u32> {
        let mut out = dst.to_vec();
        for (s, d) in self
            .offsets(self.src)
            .into_iter()
            .zip(self.offsets(self.dst))
        {
            out[d] = src[s];
        }
        out
    }
}

fn place(at: usize, row_stride: usize, slice_stride: usize) -> Place {
    Place {
        at,
        row_stride,
        slice_stride,
    }
}

/// Shapes around every edge of the copy routine.
fn cases() -> Vec<(&'static str, Case)> {
    let case = |depth, rows, row_len, src, dst| Case {
        depth,
        rows,
        row_len,
        src,
        dst,
    };
    vec![
        (
            "slices a whole number of pitches apart, one packed, one with spare rows",
            case(3, 4, 5, place(2, 7, 28), place(1, 6, 30)),
        ),
        (
            "a slice stride that is no whole number of pitches, into packed memory",
            case(2, 3, 4, place(0, 5, 17), place(3, 4, 12)),
        ),
        (
            "no whole number of pitches on either side",
            case(3, 3, 4, place(1, 5, 17), place(2, 6, 19)),
        ),
        (
            "one row per slice, slice strides no multiple of the row strides",
            case(4, 1, 6, place(1, 6, 9), place(0, 8, 10)),
        ),
        (
            "one slice: a rectangle",
            case(1, 3, 4, place(0, 6, 18), place(1, 5, 15)),
        ),
        (
            "packed rows, gaps between slices only",
            case(3, 2, 4, place(0, 4, 11), place(5, 4, 8)),
        ),
        (
            "one element per row",
            case(2, 3, 1, place(0, 2, 7), place(0, 3, 9)),
        ),
    ]
}

fn volume<'a>(view: View<'a, u32>, c: &Case, p: Place) -> View<'a, u32> {
    view.slice(p.at..)
        .unwrap()
        .volume(c.depth, c.rows, c.row_len, p.row_stride, p.slice_stride)
        .unwrap()
}

fn volume_mut<'a>(view: ViewMut<'a, u32>, c: &Case, p: Place) -> ViewMut<'a, u32> {
    view.slice(p.at..)
        .unwrap()
        .volume(c.depth, c.rows, c.row_len, p.row_stride, p.slice_stride)
        .unwrap()
}

#[test]
fn construction_and_its_errors() {
    let _leaks = NoLeaks::new();
    let data = pattern(200, 1);
    let view = View::from(&data);
    let grid = view.volume(3, 4, 5, 7, 30).unwrap();
    let shape = |v: &View<'_, u32>| {
        (
            v.depth(),
            v.rows(),
            v.row_len(),
            v.row_stride(),
            v.slice_stride(),
        )
    };
    assert_eq!(shape(&grid), (3, 4, 5, 7, 30));
    assert_eq!((grid.len(), grid.size_bytes()), (60, 240));
    assert!(!grid.is_contiguous() && grid.as_slice().is_none());
    // A slice is a rectangle; a sub-volume keeps the strides.
    let second = grid.plane(1).unwrap();
    assert_eq!(shape(&second), (1, 4, 5, 7, 28));
    assert_eq!(second.row(2).unwrap().as_slice(), Some(&data[44..49]));
    let part = grid.sub_volume(1.., 1..3, 2..4).unwrap();
    assert_eq!(shape(&part), (2, 2, 2, 7, 30));
    let want: Vec<u32> = [39, 46, 69, 76]
        .iter()
        .flat_map(|&i| data[i..i + 2].to_vec())
        .collect();
    assert_eq!(part.to_vec().unwrap(), want);
    // sub_rect and row of a volume cut every slice alike.
    let column = grid.sub_rect(.., 4..).unwrap();
    assert_eq!(shape(&column), (3, 4, 1, 7, 30));
    let tops = grid.row(0).unwrap();
    assert_eq!(
        tops.to_vec().unwrap(),
        [&data[0..5], &data[30..35], &data[60..65]].concat()
    );
    // A view without depth is one slice.
    assert_eq!((view.depth(), view.slice_stride()), (1, 200));
    assert_eq!(view.plane(0).unwrap().len(), 200);
    let rect = view.rect(4, 5, 7).unwrap();
    assert_eq!((rect.depth(), rect.slice_stride()), (1, 28));
    assert_eq!(
        rect.sub_volume(.., 1..2, ..).unwrap().as_slice(),
        Some(&data[7..12])
    );
    assert!(matches!(
        grid.plane(3),
        Err(Error::OutOfRange {
            start: 3,
            end: 4,
            len: 3
        })
    ));
    assert!(matches!(
        grid.sub_volume(2..4, .., ..),
        Err(Error::OutOfRange { end: 4, len: 3, .. })
    ));
    // Without gaps a volume is contiguous; one slice is a rectangle; nothing is empty.
    let packed = view.volume(4, 5, 10, 10, 50).unwrap();
    assert!(packed.is_contiguous() && packed.as_slice() == Some(&data[..200]));
    assert_eq!(packed.plane(3).unwrap().as_slice(), Some(&data[150..200]));
    let one_row = view.volume(4, 1, 10, 10, 10).unwrap();
    assert!(one_row.is_contiguous() && one_row.depth() == 4);
    let flat = view.volume(1, 4, 5, 7, 100).unwrap();
    assert_eq!(shape(&flat), (1, 4, 5, 7, 28));
    for empty in [
        view.volume(0, 4, 5, 7, 30),
        view.volume(3, 0, 5, 7, 30),
        view.volume(3, 4, 0, 7, 30),
    ] {
        let empty = empty.unwrap();
        assert!(empty.is_empty() && empty.depth() == 0);
    }
    // Errors: rows or slices that would overlap, a volume past the end, overflow.
    assert!(matches!(
        view.volume(2, 3, 8, 7, 30),
        Err(Error::RowStride {
            row_len: 8,
            stride: 7
        })
    ));
    assert!(matches!(
        view.volume(2, 4, 5, 7, 27),
        Err(Error::SliceStride {
            rows: 4,
            row_stride: 7,
            stride: 27
        })
    ));
    // A slice stride shorter than rows x row stride is refused even where the last row's end
    // would fit (the driver counts slices in whole pitches).
    assert!(matches!(
        view.volume(2, 4, 5, 7, 26),
        Err(Error::SliceStride { .. })
    ));
    assert!(matches!(
        view.volume(7, 4, 5, 7, 30),
        Err(Error::OutOfRange {
            start: 0,
            end: 206,
            len: 200
        })
    ));
    assert!(matches!(
        view.volume(usize::MAX, 1, 1, 1, usize::MAX / 2),
        Err(Error::SizeOverflow { .. })
    ));
    assert!(matches!(
        view.volume(2, usize::MAX, 1, 2, usize::MAX),
        Err(Error::SizeOverflow { .. })
    ));
    // What needs contiguous elements refuses a volume with gaps, counting all its rows.
    assert!(matches!(
        grid.slice(..),
        Err(Error::NotContiguous { rows: 12, .. })
    ));
    assert!(matches!(
        grid.cast::<u8>(),
        Err(Error::NotContiguous { .. })
    ));
    assert!(matches!(grid.chunks(2), Err(Error::NotContiguous { .. })));
    assert!(matches!(
        grid.volume(1, 1, 1, 1, 1),
        Err(Error::NotContiguous { .. })
    ));
    assert!(matches!(
        grid.rect(2, 2, 2),
        Err(Error::NotContiguous { .. })
    ));
    let gaps_between_slices = view.volume(2, 2, 5, 5, 11).unwrap();
    assert!(!gaps_between_slices.is_contiguous());
    assert!(matches!(
        gaps_between_slices.split_at(1),
        Err(Error::NotContiguous { rows: 4, .. })
    ));
    let mut copy = data.clone();
    let mut grid_mut = ViewMut::from(&mut copy).volume(3, 4, 5, 7, 30).unwrap();
    assert!(grid_mut.as_mut_slice().is_none());
}

/// Every shape of `cases` between every pair of kinds, synchronously and in a scope; the rest
/// of the destination keeps its values.
#[test]
fn volumes_copy_between_every_pair_of_kinds() {
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    for (name, case) in cases() {
        for &from in &KINDS {
            for &to in &KINDS {
                for queued in [false, true] {
                    let src_data = pattern(case.len(case.src) + 3, 3);
                    let dst_data = pattern(case.len(case.dst) + 2, 4);
                    let (mut sb, mut db) = (Vec::new(), Vec::new());
                    let src = Memory::new(from, &device, &src_data, &mut sb);
                    let mut dst = Memory::new(to, &device, &dst_data, &mut db);
                    let s = volume(src.view(), &case, case.src);
                    let d = volume_mut(dst.view_mut(), &case, case.dst);
                    if queued {
                        stream.scope(|sc| sc.copy(s, d)).unwrap();
                    } else {
                        cudyn::copy(s, d).unwrap();
                    }
                    let got = dst.view().to_vec().unwrap();
                    let want = case.expected(&src_data, &dst_data);
                    assert_eq!(got, want, "{name}: {from:?} -> {to:?}, queued {queued}");
                }
            }
        }
    }
}

/// A volume gathered into a packed `Vec` and scattered back from one, and read with `to_vec`:
/// slices one after another, rows one after another.
#[test]
fn a_contiguous_side_takes_the_volume_packed() {
    let _leaks = NoLeaks::new();
    let device = device();
    let data = pattern(4 * 6 * 8, 5);
    let on_device = DeviceBuffer::from_slice(&device, &data).unwrap();
    let block = on_device
        .view()
        .volume(4, 6, 8, 8, 48)
        .unwrap()
        .sub_volume(1..4, 2..5, 3..7)
        .unwrap();
    let want: Vec<u32> = (1..4)
        .flat_map(|k| (2..5).map(move |r| (k, r)))
        .flat_map(|(k, r)| data[k * 48 + r * 8 + 3..k * 48 + r * 8 + 7].to_vec())
        .collect();
    let mut packed = vec![0u32; 36];
    cudyn::copy(block, &mut packed).unwrap();
    assert_eq!(packed, want);
    assert_eq!(block.to_vec().unwrap(), want);
    let mut zeros = DeviceBuffer::<u32>::zeroed(&device, 4 * 6 * 8).unwrap();
    let target = zeros
        .view_mut()
        .volume(4, 6, 8, 8, 48)
        .unwrap()
        .sub_volume(1..4, 2..5, 3..7)
        .unwrap();
    cudyn::copy(&packed, target).unwrap();
    let back = zeros.to_vec().unwrap();
    for (i, &v) in back.iter().enumerate() {
        let (k, r, c) = (i / 48, i % 48 / 8, i % 8);
        let inside = (1..4).contains(&k) && (2..5).contains(&r) && (3..7).contains(&c);
        assert_eq!(v, if inside { data[i] } else { 0 }, "element {i}");
    }
}

#[test]
fn depths_shapes_and_lengths_must_match() {
    let _leaks = NoLeaks::new();
    let (a, mut b) = (pattern(200, 1), vec![0u32; 200]);
    let src = View::from(&a).volume(2, 3, 4, 5, 20).unwrap();
    let dst = ViewMut::from(&mut b).volume(3, 2, 4, 5, 20).unwrap();
    assert!(matches!(
        cudyn::copy(src, dst),
        Err(Error::DepthMismatch { dst: 3, src: 2 })
    ));
    let dst = ViewMut::from(&mut b).rect(6, 4, 5).unwrap();
    assert!(matches!(
        cudyn::copy(src, dst),
        Err(Error::DepthMismatch { dst: 1, src: 2 })
    ));
    // Of different lengths, as of equal ones: the shapes, not the element counts.
    let dst = ViewMut::from(&mut b).volume(3, 3, 4, 5, 20).unwrap();
    assert!(matches!(
        cudyn::copy(src, dst),
        Err(Error::DepthMismatch { dst: 3, src: 2 })
    ));
    let dst = ViewMut::from(&mut b).volume(2, 4, 4, 5, 20).unwrap();
    assert!(matches!(
        cudyn::copy(src, dst),
        Err(Error::ShapeMismatch {
            dst_rows: 4,
            dst_row_len: 4,
            src_rows: 3,
            src_row_len: 4
        })
    ));
    let dst = ViewMut::from(&mut b).volume(2, 4, 3, 5, 20).unwrap();
    assert!(matches!(
        cudyn::copy(src, dst),
        Err(Error::ShapeMismatch {
            dst_rows: 4,
            dst_row_len: 3,
            src_rows: 3,
            src_row_len: 4
        })
    ));
    let dst = ViewMut::from(&mut b).slice(..23).unwrap();
    assert!(matches!(
        cudyn::copy(src, dst),
        Err(Error::LengthMismatch { dst: 23, src: 24 })
    ));
    // Nothing was written by any of them.
    assert!(b.iter().all(|&v| v == 0));
}

/// Fills of volumes on every kind, now and in a scope: one driver call where the slices are
/// packed or hold one row, one per slice otherwise; the gaps keep their values.
#[test]
fn fills_of_volumes_leave_the_gaps_alone_on_every_kind() {
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    // (depth, rows, row_len, row stride, slice stride, driver calls on device memory)
    let shapes = [
        (3, 2, 3, 5, 10, 1),
        (3, 1, 4, 6, 9, 1),
        (3, 2, 3, 5, 13, 3),
        (1, 3, 2, 4, 12, 1),
    ];
    for (depth, rows, row_len, row_stride, slice_stride, calls) in shapes {
        for &kind in &KINDS {
            for queued in [false, true] {
                let data = pattern(50, 9);
                let mut backing = Vec::new();
                let mut memory = Memory::new(kind, &device, &data, &mut backing);
                let target = memory
                    .view_mut()
                    .slice(2..)
                    .unwrap()
                    .volume(depth, rows, row_len, row_stride, slice_stride)
                    .unwrap();
                let before =
                    fake::calls_of("cuMemsetD2D32_v2") + fake::calls_of("cuMemsetD2D32Async");
                let result = if queued {
                    stream.scope(|s| s.fill_u32(target, 0xabcd))
                } else {
                    let mut target = target;
                    target.fill_u32(0xabcd)
                };
                let made = fake::calls_of("cuMemsetD2D32_v2")
                    + fake::calls_of("cuMemsetD2D32Async")
                    - before;
                let shape = (depth, rows, row_len, row_stride, slice_stride);
                if kind == MemoryKind::Host && queued {
                    assert!(matches!(result, Err(Error::WrongMemoryKind { .. })));
                    continue;
                }
                result.unwrap();
                if kind == MemoryKind::Device {
                    assert_eq!(made, calls, "{shape:?}, queued {queued}");
                }
                let got = memory.view().to_vec().unwrap();
                let want: Vec<u32> = (0..50)
                    .map(|i: usize| {
                        let inside = i.checked_sub(2).is_some_and(|at| {
                            let (k, in_slice) = (at / slice_stride, at % slice_stride);
                            let (r, c) = (in_slice / row_stride, in_slice % row_stride);
                            k < depth && r < rows && c < row_len
                        });
                        if inside { 0xabcd } else { data[i] }
                    })
                    .collect();
                assert_eq!(got, want, "{shape:?} on {kind:?}, queued {queued}");
            }
        }
    }
}

#[test]
fn misaligned_slices_are_refused_for_wide_fills() {
    let _leaks = NoLeaks::new();
    let device = device();
    let mut bytes = DeviceBuffer::<u8>::zeroed(&device, 64).unwrap();
    // Rows 4 bytes apart, slices 10: the second slice cannot hold aligned 32-bit words.
    let mut grid = bytes.view_mut().volume(3, 2, 4, 4, 10).unwrap();
    assert!(matches!(
        grid.fill_u32(1),
        Err(Error::Misaligned { addr: 10, align: 4 })
    ));
    // 16-bit words fit every row: pitch and slice stride are even.
    grid.fill_u16(0x0101).unwrap();
    grid.fill_bytes(5).unwrap();
    let got = bytes.to_vec().unwrap();
    for (i, &v) in got.iter().enumerate() {
        let inside = i < 28 && i % 10 < 8;
        assert_eq!(v, u8::from(inside) * 5, "byte {i}");
    }
}

#[test]
fn pitched_volumes_hold_padded_slices() {
    let _leaks = NoLeaks::new();
    let device = device();
    assert!(matches!(
        PitchedBuffer::<u32>::volume(&device, 0, 4, 4),
        Err(Error::ZeroLength { .. })
    ));
    assert!(matches!(
        PitchedBuffer::<u32>::volume(&device, usize::MAX, 2, 4),
        Err(Error::SizeOverflow { .. })
    ));
    let (depth, rows, row_len) = (5, 7, 100);
    let mut pitched = PitchedBuffer::<u32>::volume(&device, depth, rows, row_len).unwrap();
    // The fake rounds a row of 400 bytes up to 512, and allocates all rows in one call.
    assert_eq!(
        (pitched.depth(), pitched.rows(), pitched.row_stride()),
        (5, 7, 128)
    );
    assert_eq!(pitched.slice_stride(), 7 * 128);
    assert_eq!(fake::calls_of("cuMemAllocPitch_v2"), 1);
    let grid = pattern(depth * rows * row_len, 8);
    cudyn::copy(&grid, pitched.view_mut()).unwrap();
    assert_eq!(pitched.view().to_vec().unwrap(), grid);
    let plane = rows * row_len;
    assert_eq!(
        pitched.view().plane(3).unwrap().to_vec().unwrap(),
        grid[3 * plane..4 * plane]
    );
    pitched
        .view_mut()
        .sub_volume(1..3, 2..4, 10..20)
        .unwrap()
        .fill_u32(0)
        .unwrap();
    let got = pitched.view().to_vec().unwrap();
    for (i, (&g, &w)) in got.iter().zip(&grid).enumerate() {
        let (k, r, c) = (i / plane, i % plane / row_len, i % row_len);
        let zeroed = (1..3).contains(&k) && (2..4).contains(&r) && (10..20).contains(&c);
        assert_eq!(
            g,
            if zeroed { 0 } else { w },
            "slice {k}, row {r}, column {c}"
        );
    }
    // One slice is the rectangle `new` makes.
    let flat = PitchedBuffer::<u32>::volume(&device, 1, 3, 10).unwrap();
    assert_eq!(
        (flat.depth(), flat.view().depth(), flat.view().rows()),
        (1, 1, 3)
    );
}

/// A copy of one 2D call per slice whose slices fail in turn: the error names the call, and
/// the slices queued already are waited for before the copy returns.
#[test]
fn an_injected_failure_of_a_later_slice_is_its_error_and_the_copy_is_waited_for() {
    let _leaks = NoLeaks::new();
    let device = device();
    let data = pattern(100, 2);
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, 100).unwrap();
    // Slices 17 apart with rows 5 apart: one 2D call per slice.
    let src = View::from(&data).volume(3, 3, 4, 5, 17).unwrap();
    let mut copy = || cudyn::copy(src, on_device.view_mut().volume(3, 3, 4, 5, 17).unwrap());
    let before = fake::calls();
    copy().unwrap();
    let calls = fake::calls() - before;
    let mut slices = 0;
    for n in 1..=calls {
        fake::fail_nth_call(n, 700);
        let syncs = fake::calls_of("cuStreamSynchronize");
        let result = copy();
        let failed = fake::take_last_injected();
        fake::clear_failures();
        if failed.as_deref() != Some("cuMemcpy3DAsync_v2") {
            continue;
        }
        slices += 1;
        assert!(matches!(&result, Err(Error::Driver(e)) if e.call() == "cuMemcpy3DAsync_v2"));
        // The first slice's failure queued nothing; a later one's is waited for.
        let waited = fake::calls_of("cuStreamSynchronize") > syncs;
        assert_eq!(waited, slices > 1, "slice {slices}");
    }
    assert_eq!(slices, 3, "one call per slice");
}
