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
