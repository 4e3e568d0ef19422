//! Rectangles on a real GPU: rows between every pair of memory kinds, synchronously and in a
//! scope, pitched memory, and fills of rows, each checked byte for byte.

mod common;

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
