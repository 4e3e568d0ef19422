//! Rectangles on the one view type, against the fake driver: construction and its errors,
//! copies of rows between every pair of memory kinds (synchronous and in a scope) checked byte
//! for byte against a reference, fills of rows that leave the gaps alone, and what refuses a
//! rectangle with gaps.

use cudyn_test_common as common;

use common::kinds::{KINDS, Memory};
use common::{NoLeaks, device, pattern};
use cudyn::{DeviceBuffer, Error, MemoryKind, PitchedBuffer, Stream, View, ViewMut};
use cudyn_fake_driver as fake;

/// The reference: `dst` with the rectangle (`rows` x `row_len`, at `src_at`/`dst_at` with
/// strides `src_stride`/`dst_stride`) of `src` copied in.
#[allow(clippy::too_many_arguments)]
fn expected(
    src: &[u32],
    dst: &[u32],
    (src_at, src_stride): (usize, usize),
    (dst_at, dst_stride): (usize, usize),
    rows: usize,
    row_len: usize,
) -> Vec<u32> {
    let mut out = dst.to_vec();
    for r in 0..rows {
        let (s, d) = (src_at + r * src_stride, dst_at + r * dst_stride);
        out[d..d + row_len].copy_from_slice(&src[s..s + row_len]);
    }
    out
}

#[test]
fn construction_and_its_errors() {
    let _leaks = NoLeaks::new();
    let data = pattern(100, 1);
    let view = View::from(&data);
    let rect = view.rect(4, 7, 25).unwrap();
    assert_eq!((rect.rows(), rect.row_len(), rect.row_stride()), (4, 7, 25));
    assert_eq!((rect.len(), rect.size_bytes()), (28, 112));
    assert!(!rect.is_contiguous() && rect.as_slice().is_none());
    assert_eq!(rect.row(2).unwrap().as_slice(), Some(&data[50..57]));
    assert!(matches!(
        rect.row(4),
        Err(Error::OutOfRange { start: 4, .. })
    ));
    // A sub-rectangle: rows 1..3, columns 2..5.
    let sub = rect.sub_rect(1..3, 2..5).unwrap();
    assert_eq!((sub.rows(), sub.row_len(), sub.row_stride()), (2, 3, 25));
    assert_eq!(
        sub.to_vec().unwrap(),
        [&data[27..30], &data[52..55]].concat()
    );
    // Without gaps a rectangle is contiguous: one row, or rows as long as their stride.
    assert!(view.rect(1, 30, 40).unwrap().is_contiguous());
    let packed = view.rect(4, 25, 25).unwrap();
    assert!(packed.is_contiguous() && packed.as_slice() == Some(&data[..100]));
    assert_eq!(view.rect(0, 7, 25).unwrap().len(), 0);
    // Errors: rows that would overlap, rows past the end, overflow.
    assert!(matches!(
        view.rect(2, 30, 20),
        Err(Error::RowStride {
            row_len: 30,
            stride: 20
        })
    ));
    assert!(matches!(
        view.rect(4, 7, 32),
        Err(Error::OutOfRange {
            end: 103,
            len: 100,
            ..
        })
    ));
    assert!(matches!(
        view.rect(5, 7, 25),
        Err(Error::OutOfRange {
            end: 107,
            len: 100,
            ..
        })
    ));
    assert!(matches!(
        view.rect(usize::MAX, 1, usize::MAX / 2),
        Err(Error::SizeOverflow { .. })
    ));
    // What needs contiguous elements refuses a rectangle with gaps, by name.
    assert!(matches!(
        rect.slice(..),
        Err(Error::NotContiguous { rows: 4, .. })
    ));
    assert!(matches!(
        rect.cast::<u8>(),
        Err(Error::NotContiguous { .. })
    ));
    assert!(matches!(rect.chunks(2), Err(Error::NotContiguous { .. })));
    assert!(matches!(
        rect.rect(2, 2, 2),
        Err(Error::NotContiguous { .. })
    ));
}

#[test]
fn a_mutable_rectangle_gives_no_slice_over_its_gaps() {
    let _leaks = NoLeaks::new();
    let mut data = vec![0u32; 60];
    let mut rect = ViewMut::from(&mut data).rect(3, 10, 20).unwrap();
    assert!(rect.as_mut_slice().is_none() && rect.as_slice().is_none());
    rect.fill_u32(7).unwrap();
    let want: Vec<u32> = (0..60)
        .map(|i| if i % 20 < 10 && i < 50 { 7 } else { 0 })
        .collect();
    assert_eq!(data, want);
}

/// Copies a 5 x 6 rectangle between two 8-wide matrices of every pair of kinds, at an offset
/// on each side, synchronously and in a scope; the gaps of the destination keep their values.
#[test]
fn rows_copy_between_every_pair_of_kinds() {
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let (rows, row_len) = (5, 6);
    for &from in &KINDS {
        for &to in &KINDS {
            for queued in [false, true] {
                let (src_data, dst_data) = (pattern(64, 3), pattern(72, 4));
                let (mut sb, mut db) = (Vec::new(), Vec::new());
                let src = Memory::new(from, &device, &src_data, &mut sb);
                let mut dst = Memory::new(to, &device, &dst_data, &mut db);
                let s = src
                    .view()
                    .slice(3..)
                    .unwrap()
                    .rect(rows, row_len, 8)
                    .unwrap();
                let d = dst
                    .view_mut()
                    .slice(9..)
                    .unwrap()
                    .rect(rows, row_len, 9)
                    .unwrap();
                if queued {
                    stream.scope(|sc| sc.copy(s, d)).unwrap();
                } else {
                    cudyn::copy(s, d).unwrap();
                }
                let got = dst.view().to_vec().unwrap();
                let want = expected(&src_data, &dst_data, (3, 8), (9, 9), rows, row_len);
                assert_eq!(got, want, "{from:?} -> {to:?}, queued {queued}");
            }
        }
    }
}

#[test]
fn a_contiguous_side_takes_the_others_rows_packed() {
    let _leaks = NoLeaks::new();
    let device = device();
    let matrix = pattern(8 * 16, 5);
    let on_device = DeviceBuffer::from_slice(&device, &matrix).unwrap();
    // A column block (all 8 rows, columns 4..10) gathered into a packed Vec, and back.
    let block = on_device.view().rect(8, 16, 16).unwrap();
    assert!(block.is_contiguous());
    let columns = on_device
        .view()
        .rect(8, 16, 16)
        .unwrap()
        .sub_rect(.., 4..10)
        .unwrap();
    let mut packed = vec![0u32; 48];
    cudyn::copy(columns, &mut packed).unwrap();
    let want: Vec<u32> = (0..8)
        .flat_map(|r| matrix[r * 16 + 4..r * 16 + 10].to_vec())
        .collect();
    assert_eq!(packed, want);
    assert_eq!(columns.to_vec().unwrap(), want);
    let mut zeros = DeviceBuffer::<u32>::zeroed(&device, 8 * 16).unwrap();
    let target = zeros
        .view_mut()
        .rect(8, 16, 16)
        .unwrap()
        .sub_rect(.., 4..10)
        .unwrap();
    cudyn::copy(&packed, target).unwrap();
    let back = zeros.to_vec().unwrap();
    for (i, &v) in back.iter().enumerate() {
        let col = i % 16;
        assert_eq!(
            v,
            if (4..10).contains(&col) { matrix[i] } else { 0 },
            "element {i}"
        );
    }
}

#[test]
fn shapes_and_lengths_must_match() {
    let _leaks = NoLeaks::new();
    let (a, mut b) = (pattern(100, 1), vec![0u32; 100]);
    let src = View::from(&a).rect(4, 6, 10).unwrap();
    let dst = ViewMut::from(&mut b).rect(3, 8, 10).unwrap();
    assert!(matches!(
        cudyn::copy(src, dst),
        Err(Error::ShapeMismatch {
            dst_rows: 3,
            dst_row_len: 8,
            src_rows: 4,
            src_row_len: 6
        })
    ));
    // Of different lengths too, two rectangles are named by their shapes, not their counts,
    // and the message says both.
    let dst = ViewMut::from(&mut b).rect(5, 6, 10).unwrap();
    let error = cudyn::copy(src, dst).unwrap_err();
    assert!(
        matches!(
            error,
            Error::ShapeMismatch {
                dst_rows: 5,
                dst_row_len: 6,
                src_rows: 4,
                src_row_len: 6
            }
        ),
        "{error:?}"
    );
    assert_eq!(
        error.to_string(),
        "shape mismatch: the destination is 5 rows of 6, the source 4 rows of 6"
    );
    let dst = ViewMut::from(&mut b).slice(..23).unwrap();
    assert!(matches!(
        cudyn::copy(src, dst),
        Err(Error::LengthMismatch { dst: 23, src: 24 })
    ));
}

#[test]
fn fills_of_rows_leave_the_gaps_alone_on_every_kind() {
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    for &kind in &KINDS {
        for queued in [false, true] {
            let data = pattern(40, 9);
            let mut backing = Vec::new();
            let mut memory = Memory::new(kind, &device, &data, &mut backing);
            let rect = memory
                .view_mut()
                .slice(2..)
                .unwrap()
                .rect(3, 4, 10)
                .unwrap();
            let result = if queued {
                stream.scope(|s| s.fill_u32(rect, 0xabcd))
            } else {
                let mut rect = rect;
                rect.fill_u32(0xabcd)
            };
            if kind == MemoryKind::Host && queued {
                // The driver cannot set pageable memory, rows or not.
                assert!(matches!(result, Err(Error::WrongMemoryKind { .. })));
                continue;
            }
            result.unwrap();
            let got = memory.view().to_vec().unwrap();
            let want: Vec<u32> = (0..40)
                .map(|i| {
                    let at = i as isize - 2;
                    let inside = (0..24).contains(&at) && at % 10 < 4;
                    if inside { 0xabcd } else { data[i] }
                })
                .collect();
            assert_eq!(got, want, "{kind:?}, queued {queued}");
        }
    }
}

#[test]
fn misaligned_rows_are_refused_for_wide_fills() {
    let _leaks = NoLeaks::new();
    let device = device();
    let mut bytes = DeviceBuffer::<u8>::zeroed(&device, 64).unwrap();
    // A pitch of 10 bytes cannot hold aligned 32-bit words on every row.
    let mut rect = bytes.view_mut().rect(3, 8, 10).unwrap();
    assert!(matches!(
        rect.fill_u32(1),
        Err(Error::Misaligned { addr: 10, align: 4 })
    ));
    rect.fill_bytes(5).unwrap();
    let got = bytes.to_vec().unwrap();
    assert!(
        got.iter()
            .enumerate()
            .all(|(i, &v)| v == u8::from(i < 28 && i % 10 < 8) * 5)
    );
}

#[test]
fn a_dlpack_export_and_a_held_slice_refuse_rectangles() {
    let _leaks = NoLeaks::new();
    let device = device();
    let mut buffer = DeviceBuffer::<u32>::zeroed(&device, 64).unwrap();
    let rect = buffer.view().rect(4, 4, 16).unwrap();
    // SAFETY: the export is refused before anything is lent.
    let export = unsafe { cudyn::dlpack::Exported::from_view(rect, None, None) };
    assert!(matches!(export, Err(Error::NotContiguous { .. })));
    let stream = Stream::new(&device).unwrap();
    stream
        .scope(|s| {
            let held = s.hold(buffer.view_mut().rect(4, 4, 16)?);
            assert!(matches!(held.slice(..2), Err(Error::NotContiguous { .. })));
            s.fill_u32(held, 3)
        })
        .unwrap();
    let got = buffer.to_vec().unwrap();
    assert!(
        got.iter()
            .enumerate()
            .all(|(i, &v)| v == u32::from(i % 16 < 4) * 3)
    );
}

#[test]
fn an_injected_failure_of_the_rows_copy_is_its_error_and_leaks_nothing() {
    let _leaks = NoLeaks::new();
    let device = device();
    let data = pattern(64, 2);
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, 64).unwrap();
    fake::fail_function("cuMemcpy3DAsync_v2", 700);
    let result = cudyn::copy(
        View::from(&data).rect(4, 4, 16).unwrap(),
        on_device.view_mut().rect(4, 4, 16).unwrap(),
    );
    fake::clear_failures();
    assert!(matches!(result, Err(Error::Driver(e)) if e.call() == "cuMemcpy3DAsync_v2"));
}

#[test]
fn pitched_memory_holds_padded_rows() {
    let _leaks = NoLeaks::new();
    let device = device();
    assert!(matches!(
        PitchedBuffer::<u32>::new(&device, 0, 4),
        Err(Error::ZeroLength { .. })
    ));
    let (rows, row_len) = (7, 100);
    let mut pitched = PitchedBuffer::<u32>::new(&device, rows, row_len).unwrap();
    // The fake rounds a row of 400 bytes up to 512, as the driver chooses the pitch.
    assert_eq!(
        (pitched.rows(), pitched.row_len(), pitched.row_stride()),
        (7, 100, 128)
    );
    assert_eq!(fake::calls_of("cuMemAllocPitch_v2"), 1);
    let image = pattern(rows * row_len, 8);
    cudyn::copy(&image, pitched.view_mut()).unwrap();
    assert_eq!(pitched.view().to_vec().unwrap(), image);
    assert_eq!(
        pitched.view().row(3).unwrap().to_vec().unwrap(),
        image[300..400]
    );
    pitched
        .view_mut()
        .sub_rect(1..3, 10..20)
        .unwrap()
        .fill_u32(0)
        .unwrap();
    let got = pitched.view().to_vec().unwrap();
    for (i, (&g, &w)) in got.iter().zip(&image).enumerate() {
        let (r, c) = (i / row_len, i % row_len);
        let zeroed = (1..3).contains(&r) && (10..20).contains(&c);
        assert_eq!(g, if zeroed { 0 } else { w }, "row {r}, column {c}");
    }
    // An element size that divides no pitch: rows laid out by cudyn, on whole elements.
    let odd = PitchedBuffer::<[u8; 12]>::new(&device, 3, 50).unwrap();
    assert!(odd.row_stride() >= 50 && odd.view().len() == 150);
}

#[test]
fn a_batch_takes_rectangles_and_a_gather_refuses_them() {
    let device = device();
    let data = pattern(64, 6);
    let rows = View::from(&data).rect(4, 3, 16).unwrap();
    let batch = |on_device: &mut DeviceBuffer<u32>| {
        let (left, right) = on_device.view_mut().split_at(32).unwrap();
        cudyn::copy_batch([
            (rows, left.rect(4, 3, 8).unwrap()),
            (View::from(&data[..12]), right.slice(..12).unwrap()),
        ])
    };
    // A context's first batch may load the block kernel and keep spare pinned memory for it
    // while the context lives: whichever test batches first made them, so they are made
    // before the leak count opens (with the tests in another order this one leaked 3).
    batch(&mut DeviceBuffer::<u32>::zeroed(&device, 64).unwrap()).unwrap();
    let _leaks = NoLeaks::new();
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, 64).unwrap();
    batch(&mut on_device).unwrap();
    let got = on_device.to_vec().unwrap();
    for r in 0..4 {
        assert_eq!(got[r * 8..r * 8 + 3], data[r * 16..r * 16 + 3], "row {r}");
        assert_eq!(got[r * 8 + 3..r * 8 + 8], [0; 5], "gap of row {r}");
    }
    assert_eq!(got[32..44], data[..12]);
    let mut out = vec![0u32; 6];
    let refused = cudyn::gather_blocks(rows, &mut out, 3, &[1, 0]);
    assert!(matches!(refused, Err(Error::NotContiguous { .. })));
}

#[test]
fn rows_of_another_devices_pinned_memory_copy_like_contiguous_ones() {
    let _leaks = NoLeaks::new();
    let (d0, d1) = (device(), cudyn::Device::get(1).unwrap());
    let data = pattern(10, 4);
    let pinned = cudyn::PinnedBuffer::from_slice(&d1, &data, Default::default()).unwrap();
    let mut on_d0 = DeviceBuffer::<u32>::zeroed(&d0, 10).unwrap();
    cudyn::copy(
        pinned.view().rect(2, 2, 5).unwrap(),
        on_d0.view_mut().rect(2, 2, 5).unwrap(),
    )
    .unwrap();
    let mut back = cudyn::PinnedBuffer::<u32>::zeroed(&d1, 10, Default::default()).unwrap();
    cudyn::copy(
        on_d0.view().rect(2, 2, 5).unwrap(),
        back.view_mut().rect(2, 2, 5).unwrap(),
    )
    .unwrap();
    let want: Vec<u32> = (0..10)
        .map(|i| if i % 5 < 2 { data[i] } else { 0 })
        .collect();
    assert_eq!(back.to_vec().unwrap(), want);
    // Device memory of two devices is a peer copy (tests/volumes.rs has more of them).
    let on_d1 = DeviceBuffer::from_slice(&d1, &data).unwrap();
    let mut again = DeviceBuffer::<u32>::zeroed(&d0, 10).unwrap();
    cudyn::copy(
        on_d1.view().rect(2, 2, 5).unwrap(),
        again.view_mut().rect(2, 2, 5).unwrap(),
    )
    .unwrap();
    assert_eq!(again.to_vec().unwrap(), want);
}
