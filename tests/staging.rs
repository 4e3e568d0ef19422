//! Large copies between pageable and device memory go through the staging ring (against the
//! fake driver). Its own binary: the thread cap is process-wide.

use cudyn_test_common as common;

use common::{NoLeaks, device};
use cudyn::DeviceBuffer;
use cudyn_fake_driver as fake;

/// The thread cap and the rings are process-wide: the tests take turns.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

#[test]
fn large_pageable_copies_are_staged_and_small_ones_are_not() {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let _leaks = NoLeaks::new();
    let device = device();
    cudyn::set_staging_threads(8);
    // 40 MiB, so that the ring of four slots wraps around in both directions: up in seven
    // chunks of 6 MiB (a quarter of the copy, between 4 and 6 MiB), down by 8 threads in five
    // of 8 MiB (more than 6 threads outpace the copy engine: whole slots).
    let data: Vec<u32> = (0..10u32 << 20)
        .map(|i| i.wrapping_mul(2654435761))
        .collect();
    let mut on_device = DeviceBuffer::<u32>::uninit(&device, data.len()).unwrap();
    let (staged_in, staged_out) = (
        fake::calls_of("cuMemcpyHtoDAsync_v2"),
        fake::calls_of("cuMemcpyDtoHAsync_v2"),
    );
    let direct = fake::calls_of("cuMemcpyHtoD_v2") + fake::calls_of("cuMemcpyDtoH_v2");
    let (registered, allocated) = (
        fake::calls_of("cuMemHostRegister_v2"),
        fake::calls_of("cuMemHostAlloc"),
    );
    let cpu = cudyn::staging_cpu_time();
    on_device.copy_from(&data).unwrap();
    assert!(
        cudyn::staging_cpu_time() > cpu,
        "a staged copy costs CPU time, and it is counted"
    );
    let mut back = vec![0u32; data.len()];
    on_device.copy_to(&mut back).unwrap();
    assert!(back == data, "staged copies changed the contents");
    assert_eq!(fake::calls_of("cuMemcpyHtoDAsync_v2"), staged_in + 7);
    assert_eq!(fake::calls_of("cuMemcpyDtoHAsync_v2"), staged_out + 5);
    let after = fake::calls_of("cuMemcpyHtoD_v2") + fake::calls_of("cuMemcpyDtoH_v2");
    assert_eq!(after, direct, "the driver's path was not taken");

    // Odd sizes: the last chunk is partial.
    let odd: Vec<u8> = (0..(17 << 20) + 3).map(|i| (i % 251) as u8).collect();
    let on_device = DeviceBuffer::from_slice(&device, &odd).unwrap();
    assert!(on_device.to_vec().unwrap() == odd);

    // Small copies, and every copy once staging is off, take the driver's path.
    let small = DeviceBuffer::from_slice(&device, &data[..1000]).unwrap();
    assert_eq!(small.to_vec().unwrap(), data[..1000]);
    cudyn::set_staging_threads(0);
    assert_eq!(cudyn::staging_threads(), 0);
    let before = fake::calls_of("cuMemcpyHtoDAsync_v2");
    let unstaged = DeviceBuffer::from_slice(&device, &data).unwrap();
    assert!(unstaged.to_vec().unwrap() == data);
    assert_eq!(fake::calls_of("cuMemcpyHtoDAsync_v2"), before);
    cudyn::set_staging_threads(4);
    assert_eq!(cudyn::staging_threads(), 4);
    drop((small, unstaged, on_device));

    // The ring's pinned slots and marks (one mapping on huge pages where the system offers
    // them, else the driver's four slots and marks), stream and event are given back on
    // request. Its memory may have been made ahead, by a thread of the library's, and counts
    // here only if this thread made it.
    let pinned = match (
        fake::calls_of("cuMemHostRegister_v2") > registered,
        fake::calls_of("cuMemHostAlloc") > allocated,
    ) {
        (true, _) => 1,
        (false, true) => 4 + 1,
        (false, false) => 0,
    };
    let live = fake::live_allocations();
    device.free_staging_memory();
    assert_eq!(fake::live_allocations(), live - pinned - 1 - 1);
}

/// Byte for byte, both ways, at sizes around every threshold of the ring: the staging
/// threshold (4 MiB; copies up to 16 MiB go in 4 MiB chunks, one to four of them), chunks
/// growing with the copy (a quarter of it) up to the largest (6 MiB from 24 MiB; for
/// downloads by more than 6 threads 8 MiB from 32 MiB), an upload's ramps of 1/8, 1/4 and 1/2
/// chunks at both ends (from eight chunks: 48 MiB), the ring's wrap (4 slots), odd lengths;
/// with 3, 6, 7 and 8 threads.
#[test]
fn staged_copies_are_exact_around_every_threshold() {
    const M: usize = 1 << 20;
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let _leaks = NoLeaks::new();
    let device = device();
    let all_sizes = [
        4 * M - 1,
        4 * M,
        4 * M + 1,
        8 * M + 5,
        16 * M - 1,
        16 * M,
        16 * M + 1,
        24 * M - 1,
        24 * M + 5,
        32 * M - 1,
        32 * M + 4097,
        48 * M - 1,
        48 * M,
        64 * M + 3,
    ];
    // Under CI's valgrind step (a few MB/s; the 340 MiB each way above took ~80 s) one size
    // on each path, 120 MiB in all: under the threshold, at it, chunks of 4 MiB with an odd
    // length, growing chunks with the ring's wrap, a download's larger chunks past 32 MiB, and
    // an upload's ramps. Natively every size, each side of every threshold.
    let valgrind_sizes = [
        4 * M - 1,
        4 * M,
        8 * M + 5,
        24 * M + 5,
        32 * M + 4097,
        48 * M,
    ];
    let sizes: &[usize] = match std::env::var_os("CUDYN_VALGRIND") {
        Some(_) => &valgrind_sizes,
        None => &all_sizes,
    };
    let largest = *sizes.iter().max().unwrap();
    let source: Vec<u8> = (0..largest)
        .map(|i| (i % 251) as u8 ^ (i >> 20) as u8)
        .collect();
    let mut on_device = DeviceBuffer::<u8>::zeroed(&device, largest).unwrap();
    // Under CI's valgrind step (which moves a few MB/s) one count, past the download's
    // switch to larger chunks; natively each side of it, and the most.
    let counts: &[usize] = match std::env::var_os("CUDYN_VALGRIND") {
        Some(_) => &[7],
        None => &[3, 6, 7, 8],
    };
    for &threads in counts {
        cudyn::set_staging_threads(threads);
        for &bytes in sizes {
            // A quarter of the copy, from 4 MiB up to `most`.
            let chunk_up_to =
                |most: usize| (bytes / 4).clamp(4 * M, most).next_multiple_of(1 << 16);
            let staged = fake::calls_of("cuMemcpyHtoDAsync_v2");
            on_device
                .slice_mut(..bytes)
                .unwrap()
                .copy_from(&source[..bytes])
                .unwrap();
            let chunks = fake::calls_of("cuMemcpyHtoDAsync_v2") - staged;
            let chunk = chunk_up_to(6 * M);
            let expected = match bytes {
                _ if bytes < 4 * M => 0,
                // Uploads ramp: chunks of 1/8, 1/4, 1/2 at each end, full ones between.
                _ if bytes >= 8 * chunk => 6 + (bytes - chunk / 4 * 7).div_ceil(chunk),
                _ => bytes.div_ceil(chunk),
            };
            assert_eq!(
                chunks, expected as u64,
                "{bytes} bytes, {threads} threads: upload chunks"
            );
            let mut back = vec![0u8; bytes];
            let staged = fake::calls_of("cuMemcpyDtoHAsync_v2");
            on_device
                .slice(..bytes)
                .unwrap()
                .copy_to(&mut back[..])
                .unwrap();
            assert!(back == source[..bytes], "{bytes} bytes, {threads} threads");
            let chunks = fake::calls_of("cuMemcpyDtoHAsync_v2") - staged;
            let chunk = chunk_up_to(if threads > 6 { 8 * M } else { 6 * M });
            let expected = if bytes < 4 * M {
                0
            } else {
                bytes.div_ceil(chunk)
            };
            assert_eq!(
                chunks, expected as u64,
                "{bytes} bytes, {threads} threads: download chunks"
            );
            // Nothing past the copy was written.
            let rest = on_device
                .slice(bytes..(bytes + 4096).min(largest))
                .unwrap()
                .to_vec()
                .unwrap();
            assert!(
                rest.iter().all(|&b| b == 0),
                "{bytes} bytes, {threads} threads: past the end"
            );
            on_device
                .slice_mut(..bytes)
                .unwrap()
                .copy_from(&vec![0u8; bytes][..])
                .unwrap();
        }
    }
    cudyn::set_staging_threads(8);
    drop(on_device);
    device.free_staging_memory();
}

/// Large pageable copies queued in a scope take the ring too, ordered with the scope's
/// stream on both sides.
#[test]
fn staged_copies_queued_in_a_scope_are_ordered_with_its_stream() {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let _leaks = NoLeaks::new();
    let device = device();
    let data: Vec<u32> = (0..6u32 << 20)
        .map(|i| i.wrapping_mul(0x9e3779b9))
        .collect();
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, data.len()).unwrap();
    let mut back = vec![0u32; data.len()];
    let stream = cudyn::Stream::new(&device).unwrap();
    let (staged, waits, direct) = (
        fake::calls_of("cuMemcpyHtoDAsync_v2") + fake::calls_of("cuMemcpyDtoHAsync_v2"),
        fake::calls_of("cuStreamWaitEvent"),
        fake::calls_of("cuMemcpyHtoD_v2") + fake::calls_of("cuMemcpyDtoH_v2"),
    );
    stream
        .scope(|s| {
            let held = s.hold(&mut on_device);
            s.copy(&data[..], held)?;
            s.copy(held, &mut back[..])
        })
        .unwrap();
    assert!(back == data);
    // 24 MiB: four 6 MiB chunks each way, all staged.
    let chunks = fake::calls_of("cuMemcpyHtoDAsync_v2") + fake::calls_of("cuMemcpyDtoHAsync_v2");
    assert_eq!(chunks - staged, 8);
    // The ring waits for the scope's stream before each copy, and the stream for the ring
    // after the upload.
    assert!(fake::calls_of("cuStreamWaitEvent") >= waits + 3);
    let after = fake::calls_of("cuMemcpyHtoD_v2") + fake::calls_of("cuMemcpyDtoH_v2");
    assert_eq!(after, direct);
    drop(on_device);
    device.free_staging_memory();
}

/// Rows of `width` bytes `pitch` apart in `memory` from `at`: the bytes of each, packed.
fn packed_rows(memory: &[u8], at: usize, rows: usize, width: usize, pitch: usize) -> Vec<u8> {
    (0..rows)
        .flat_map(|r| {
            memory[at + r * pitch..at + r * pitch + width]
                .iter()
                .copied()
        })
        .collect()
}

#[test]
fn pageable_rows_are_staged_both_ways_byte_for_byte() {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let _leaks = NoLeaks::new();
    let device = device();
    cudyn::set_staging_threads(8);
    // 400 rows of an odd 12,345 bytes (4.7 MiB, past the 4 MiB threshold): chunks end inside
    // rows, so every DMA to device rows has a head, whole rows and a tail.
    let (rows, width) = (400, 12_345);
    let (host_pitch, device_pitch) = (13_000, 16_384);
    let stream = cudyn::Stream::new(&device).unwrap();
    let staged = || {
        [
            "cuMemcpyHtoDAsync_v2",
            "cuMemcpyDtoHAsync_v2",
            "cuMemcpy3DAsync_v2",
        ]
        .map(fake::calls_of)
        .iter()
        .sum::<u64>()
    };
    // (host in rows, device in rows): at least one side has gaps.
    for (host_gaps, device_gaps) in [(true, false), (false, true), (true, true)] {
        for scoped in [false, true] {
            let what = format!("host rows {host_gaps}, device rows {device_gaps}, scoped {scoped}");
            let hp = if host_gaps { host_pitch } else { width };
            let dp = if device_gaps { device_pitch } else { width };
            let host: Vec<u8> = (0..rows * hp + 7).map(|i| (i * 7 + 1) as u8).collect();
            let mut on_device = DeviceBuffer::<u8>::zeroed(&device, rows * dp + 5).unwrap();
            let before = staged();
            {
                let src = cudyn::View::from(&host[3..]);
                let src = if host_gaps {
                    src.rect(rows, width, hp).unwrap()
                } else {
                    src.slice(..rows * width).unwrap()
                };
                let dst = on_device.view_mut().slice(5..).unwrap();
                let dst = if device_gaps {
                    dst.rect(rows, width, dp).unwrap()
                } else {
                    dst.slice(..rows * width).unwrap()
                };
                if scoped {
                    stream.scope(|s| s.copy(src, dst)).unwrap();
                } else {
                    cudyn::copy(src, dst).unwrap();
                }
            }
            // Staged: a DMA per chunk (two chunks of 4 MiB here); the driver's path would be
            // one call.
            assert!(staged() - before >= 2, "{what}: not staged");
            let now = on_device.to_vec().unwrap();
            let want = packed_rows(&host, 3, rows, width, hp);
            assert!(packed_rows(&now, 5, rows, width, dp) == want, "{what}: up");
            // Gaps untouched on the device.
            if device_gaps {
                assert!(
                    now[5 + width..5 + dp].iter().all(|&b| b == 0),
                    "{what}: gap"
                );
            }
            // And back down into fresh rows.
            let mut back = vec![0u8; rows * hp + 7];
            let before = staged();
            {
                let src = on_device.view().slice(5..).unwrap();
                let src = if device_gaps {
                    src.rect(rows, width, dp).unwrap()
                } else {
                    src.slice(..rows * width).unwrap()
                };
                let dst = cudyn::ViewMut::from(&mut back[3..]);
                let dst = if host_gaps {
                    dst.rect(rows, width, hp).unwrap()
                } else {
                    dst.slice(..rows * width).unwrap()
                };
                if scoped {
                    stream.scope(|s| s.copy(src, dst)).unwrap();
                } else {
                    cudyn::copy(src, dst).unwrap();
                }
            }
            assert!(staged() - before >= 2, "{what}: download not staged");
            assert!(
                packed_rows(&back, 3, rows, width, hp) == want,
                "{what}: down"
            );
            if host_gaps {
                assert!(
                    back[3 + width..3 + hp].iter().all(|&b| b == 0),
                    "{what}: host gap"
                );
            }
        }
    }
}
