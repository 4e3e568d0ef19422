//! Rectangles on a real GPU: rows between every pair of memory kinds, synchronously and in a
//! scope, pitched memory, and fills of rows, each checked byte for byte.

use cudyn_test_common as common;

use common::kinds::{KINDS, Memory};
use common::pattern;
use cudyn::{Device, PitchedBuffer, Stream};

fn gpu() -> Device {
    Device::get(0).expect("a CUDA GPU")
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn gpu_rows_between_every_pair_of_kinds() {
    let device = gpu();
    let stream = Stream::new(&device).unwrap();
    // 300 rows of 1000 words out of 1024 on one side and 1500 on the other.
    let (rows, row_len) = (300, 1000);
    for &from in &KINDS {
        for &to in &KINDS {
            for queued in [false, true] {
                let (src_data, dst_data) = (pattern(rows * 1024 + 7, 1), pattern(rows * 1500, 2));
                let (mut sb, mut db) = (Vec::new(), Vec::new());
                let src = Memory::new(from, &device, &src_data, &mut sb);
                let mut dst = Memory::new(to, &device, &dst_data, &mut db);
                let s = src
                    .view()
                    .slice(7..)
                    .unwrap()
                    .rect(rows, row_len, 1024)
                    .unwrap();
                let d = dst.view_mut().rect(rows, row_len, 1500).unwrap();
                if queued {
                    stream.scope(|sc| sc.copy(s, d)).unwrap();
                } else {
                    cudyn::copy(s, d).unwrap();
                }
                let got = dst.view().to_vec().unwrap();
                for r in 0..rows {
                    let (g, w) = (&got[r * 1500..], &src_data[7 + r * 1024..]);
                    assert_eq!(g[..row_len], w[..row_len], "{from:?} -> {to:?} row {r}");
                    assert_eq!(
                        g[row_len..1500],
                        dst_data[r * 1500 + row_len..(r + 1) * 1500]
                    );
                }
            }
        }
    }
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn gpu_pitched_memory_round_trip_and_fills() {
    let device = gpu();
    let (rows, row_len) = (4096, 4000);
    let image = pattern(rows * row_len, 3);
    let mut pitched = PitchedBuffer::<u32>::new(&device, rows, row_len).unwrap();
    assert!(pitched.row_stride() >= row_len);
    cudyn::copy(&image, pitched.view_mut()).unwrap();
    assert_eq!(pitched.view().to_vec().unwrap(), image);
    let stream = Stream::new(&device).unwrap();
    stream
        .scope(|s| s.fill_u32(pitched.view_mut().sub_rect(10..20, 100..200)?, 7))
        .unwrap();
    let got = pitched.view().to_vec().unwrap();
    for (i, (&g, &w)) in got.iter().zip(&image).enumerate() {
        let (r, c) = (i / row_len, i % row_len);
        let filled = (10..20).contains(&r) && (100..200).contains(&c);
        assert_eq!(g, if filled { 7 } else { w }, "row {r}, column {c}");
    }
}

/// A volume's elements in copy order: `depth` slices of `rows` rows of `row_len`, at `at`,
/// with `row_stride` and `slice_stride` between them.
fn volume_offsets(
    (depth, rows, row_len): (usize, usize, usize),
    (at, row_stride, slice_stride): (usize, usize, usize),
) -> Vec<usize> {
    let mut out = Vec::with_capacity(depth * rows * row_len);
    for k in 0..depth {
        for r in 0..rows {
            out.extend((0..row_len).map(|c| at + k * slice_stride + r * row_stride + c));
        }
    }
    out
}

/// Volumes between every pair of memory kinds, synchronously and in a scope: one 3D call where
/// slices lie whole pitches apart, one call per slice where they do not; every element of the
/// destination checked, the gaps included.
#[test]
#[ignore = "needs a CUDA GPU"]
fn gpu_volumes_between_every_pair_of_kinds() {
    let device = gpu();
    let stream = Stream::new(&device).unwrap();
    let extent = (12, 40, 250);
    // (at, row stride, slice stride) of source and destination: whole pitches apart, then not.
    let layouts = [
        ((3, 256, 256 * 41), (0, 300, 300 * 40)),
        ((1, 256, 256 * 40 + 5), (2, 251, 251 * 40 + 7)),
    ];
    for (src_place, dst_place) in layouts {
        let (src_len, dst_len) = (
            src_place.0 + 12 * src_place.2,
            dst_place.0 + 12 * dst_place.2,
        );
        let (src_data, dst_data) = (pattern(src_len, 4), pattern(dst_len, 5));
        let (src_at, dst_at) = (
            volume_offsets(extent, src_place),
            volume_offsets(extent, dst_place),
        );
        let mut want = dst_data.clone();
        for (&s, &d) in src_at.iter().zip(&dst_at) {
            want[d] = src_data[s];
        }
        for &from in &KINDS {
            for &to in &KINDS {
                for queued in [false, true] {
                    let (mut sb, mut db) = (Vec::new(), Vec::new());
                    let src = Memory::new(from, &device, &src_data, &mut sb);
                    let mut dst = Memory::new(to, &device, &dst_data, &mut db);
                    let (depth, rows, row_len) = extent;
                    let s = src
                        .view()
                        .slice(src_place.0..)
                        .unwrap()
                        .volume(depth, rows, row_len, src_place.1, src_place.2)
                        .unwrap();
                    let d = dst
                        .view_mut()
                        .slice(dst_place.0..)
                        .unwrap()
                        .volume(depth, rows, row_len, dst_place.1, dst_place.2)
                        .unwrap();
                    if queued {
                        stream.scope(|sc| sc.copy(s, d)).unwrap();
                    } else {
                        cudyn::copy(s, d).unwrap();
                    }
                    let got = dst.view().to_vec().unwrap();
                    assert!(
                        got == want,
                        "{from:?} -> {to:?}, queued {queued}, {src_place:?}"
                    );
                }
            }
        }
    }
}

/// A pitched volume: a round trip of packed slices, and a fill of a block across slices.
#[test]
#[ignore = "needs a CUDA GPU"]
fn gpu_pitched_volume_round_trip_and_fills() {
    let device = gpu();
    let (depth, rows, row_len) = (16, 64, 1000);
    let grid = pattern(depth * rows * row_len, 6);
    let mut pitched = PitchedBuffer::<u32>::volume(&device, depth, rows, row_len).unwrap();
    assert_eq!(pitched.slice_stride(), rows * pitched.row_stride());
    cudyn::copy(&grid, pitched.view_mut()).unwrap();
    assert_eq!(pitched.view().to_vec().unwrap(), grid);
    let stream = Stream::new(&device).unwrap();
    stream
        .scope(|s| s.fill_u32(pitched.view_mut().sub_volume(3..9, 10..20, 100..200)?, 7))
        .unwrap();
    let got = pitched.view().to_vec().unwrap();
    let plane = rows * row_len;
    for (i, (&g, &w)) in got.iter().zip(&grid).enumerate() {
        let (k, r, c) = (i / plane, i % plane / row_len, i % row_len);
        let filled = (3..9).contains(&k) && (10..20).contains(&r) && (100..200).contains(&c);
        assert_eq!(
            g,
            if filled { 7 } else { w },
            "slice {k}, row {r}, column {c}"
        );
    }
}

/// Rows and volumes between two GPUs' device memory (peer copies naming both contexts),
/// synchronously and in a scope on either GPU's stream, both ways.
#[test]
#[ignore = "needs two CUDA GPUs"]
fn gpu_two_gpu_peer_rectangles_and_volumes() {
    let devices = [gpu(), Device::get(1).expect("a second CUDA GPU")];
    let streams = [
        Stream::new(&devices[0]).unwrap(),
        Stream::new(&devices[1]).unwrap(),
    ];
    // (depth, rows, row_len), source (row stride, slice stride), destination's.
    let shapes = [
        ((1, 500, 3000), (4096, 4096 * 500), (3500, 3500 * 500)),
        ((8, 100, 1000), (1024, 1024 * 100), (1100, 1100 * 101)),
        ((8, 100, 1000), (1024, 1024 * 100 + 3), (1000, 1000 * 100)),
    ];
    for ((depth, rows, row_len), (sr, ss), (dr, ds)) in shapes {
        let (src_len, dst_len) = (depth * ss, depth * ds);
        let extent = (depth, rows, row_len);
        let (src_at, dst_at) = (
            volume_offsets(extent, (0, sr, ss)),
            volume_offsets(extent, (0, dr, ds)),
        );
        for (from, to) in [(0, 1), (1, 0)] {
            for way in 0..3 {
                let (src_data, dst_data) = (pattern(src_len, 7), pattern(dst_len, 8));
                let src = cudyn::DeviceBuffer::from_slice(&devices[from], &src_data).unwrap();
                let mut dst = cudyn::DeviceBuffer::from_slice(&devices[to], &dst_data).unwrap();
                let s = src.view().volume(depth, rows, row_len, sr, ss).unwrap();
                let d = dst.view_mut().volume(depth, rows, row_len, dr, ds).unwrap();
                match way {
                    0 => cudyn::copy(s, d).unwrap(),
                    1 => streams[from].scope(|sc| sc.copy(s, d)).unwrap(),
                    _ => streams[to].scope(|sc| sc.copy(s, d)).unwrap(),
                }
                let mut want = dst_data;
                for (&a, &b) in src_at.iter().zip(&dst_at) {
                    want[b] = src_data[a];
                }
                let got = dst.to_vec().unwrap();
                assert!(got == want, "{extent:?}: {from} -> {to}, way {way}");
            }
        }
    }
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn gpu_large_pageable_rows_go_through_the_staging_ring_exactly() {
    let device = gpu();
    let stream = Stream::new(&device).unwrap();
    // 2000 rows of 4001 words (32 MB): staged, chunks ending inside rows.
    let (rows, row_len, host_stride, device_stride) = (2000, 4001, 4096, 4608);
    let host = pattern(rows * host_stride, 3);
    let mut on_device = cudyn::DeviceBuffer::<u32>::zeroed(&device, rows * device_stride).unwrap();
    for queued in [false, true] {
        for (host_gaps, device_gaps) in [(true, true), (true, false), (false, true)] {
            let hs = if host_gaps { host_stride } else { row_len };
            let ds = if device_gaps { device_stride } else { row_len };
            on_device.copy_from(&vec![0; rows * device_stride]).unwrap();
            let src = cudyn::View::from(&host[..])
                .rect(rows, row_len, hs)
                .unwrap();
            let dst = on_device.view_mut().rect(rows, row_len, ds).unwrap();
            if queued {
                stream.scope(|s| s.copy(src, dst)).unwrap();
            } else {
                cudyn::copy(src, dst).unwrap();
            }
            let now = on_device.to_vec().unwrap();
            let mut back = vec![0u32; rows * host_stride];
            let src = on_device.view().rect(rows, row_len, ds).unwrap();
            let dst = cudyn::ViewMut::from(&mut back[..])
                .rect(rows, row_len, hs)
                .unwrap();
            if queued {
                stream.scope(|s| s.copy(src, dst)).unwrap();
            } else {
                cudyn::copy(src, dst).unwrap();
            }
            for r in 0..rows {
                let want = &host[r * hs..r * hs + row_len];
                assert!(
                    &now[r * ds..r * ds + row_len] == want,
                    "row {r} up, {host_gaps} {device_gaps} {queued}"
                );
                assert!(&back[r * hs..r * hs + row_len] == want, "row {r} down");
                if device_gaps {
                    assert!(
                        now[r * ds + row_len..(r + 1) * ds].iter().all(|&w| w == 0),
                        "gap {r}"
                    );
                }
            }
        }
    }
}
