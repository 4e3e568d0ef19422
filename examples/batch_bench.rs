//! Batches of many blocks through cudyn beside the raw driver, in one process, interleaved
//! (issue 26's targets): 1024 scattered 4 KiB blocks and 256 scattered 64 KiB blocks, pinned
//! host to device, device to host and device to device, each against a loop of raw
//! `cuMemcpyAsync` calls and one raw `cuMemcpyBatchAsync` of the same blocks, and the same
//! bytes as one contiguous pinned copy.
//!
//! ```text
//! batch_bench [--quick] [--iters N]
//! ```
//!
//! Every timed side ends with its stream synchronised. GB/s of block bytes, medians with
//! p10/p90; ratios are cudyn's speed over each other column's. On the fake driver the figures
//! mean nothing (it says so).

// The headline bench's sampling, of which this uses a part.
#[allow(dead_code)]
#[path = "headline/measure.rs"]
mod measure;

use std::time::Instant;

use cudyn::sys::{CUdeviceptr, CUmemcpyAttributes, CUresult, CUstream};
use cudyn::{Device, DeviceBuffer, PinnedBuffer, PinnedFlags, Stream, View, ViewMut};
use measure::{Cell, Side, interleaved};

fn text(e: impl std::fmt::Display) -> String {
    e.to_string()
}

fn check(call: &'static str, code: CUresult) -> Result<(), String> {
    match code {
        CUresult::CUDA_SUCCESS => Ok(()),
        code => Err(cudyn::Error::Driver(cudyn::DriverError::new(call, code)).to_string()),
    }
}

/// A loop of raw asynchronous copies, then a synchronise.
fn raw_loop(
    dsts: &[CUdeviceptr],
    srcs: &[CUdeviceptr],
    size: usize,
    s: CUstream,
) -> Result<(), String> {
    let driver = cudyn::driver().map_err(text)?;
    let copy = driver.cuMemcpyAsync().map_err(text)?;
    let sync = driver.cuStreamSynchronize().map_err(text)?;
    for (&d, &src) in dsts.iter().zip(srcs) {
        // SAFETY: each block is `size` bytes of live memory (the bench's buffers), in the
        // primary context cudyn made current on this thread.
        check("cuMemcpyAsync", unsafe { copy(d, src, size, s) })?;
    }
    // SAFETY: a stream of this context.
    check("cuStreamSynchronize", unsafe { sync(s) })
}

/// One raw batch of the blocks (whichever form the driver exports), then a synchronise.
fn raw_batch(
    dsts: &[CUdeviceptr],
    srcs: &[CUdeviceptr],
    size: usize,
    s: CUstream,
    device: i32,
) -> Result<(), String> {
    let driver = cudyn::driver().map_err(text)?;
    let legacy = driver.legacy();
    let sync = driver.cuStreamSynchronize().map_err(text)?;
    let (mut dsts, mut srcs, mut sizes) = (dsts.to_vec(), srcs.to_vec(), vec![size; dsts.len()]);
    // SAFETY: plain data; the fields set below are all the driver reads.
    let mut attrs: CUmemcpyAttributes = unsafe { std::mem::zeroed() };
    attrs.srcAccessOrder = cudyn::sys::CUmemcpySrcAccessOrder::CU_MEMCPY_SRC_ACCESS_ORDER_STREAM;
    // `mem_location` builds the struct whichever headers made the bindings (CUDA 13 moved
    // its `id` into a union).
    attrs.srcLocHint = cudyn::sys::mem_location(
        cudyn::sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE,
        device,
    );
    attrs.dstLocHint = attrs.srcLocHint;
    let mut index = 0usize;
    let n = dsts.len();
    // SAFETY: arrays of `n` addresses and sizes of live memory, one attribute for all, on a
    // stream of the current context.
    let code = unsafe {
        match (legacy.cuMemcpyBatchAsync_v2, legacy.cuMemcpyBatchAsync) {
            (Some(v2), _) => v2(
                dsts.as_mut_ptr(),
                srcs.as_mut_ptr(),
                sizes.as_mut_ptr(),
                n,
                &mut attrs,
                &mut index,
                1,
                s,
            ),
            (None, Some(v1)) => {
                let mut fail = 0usize;
                v1(
                    dsts.as_mut_ptr(),
                    srcs.as_mut_ptr(),
                    sizes.as_mut_ptr(),
                    n,
                    &mut attrs,
                    &mut index,
                    1,
                    &mut fail,
                    s,
                )
            }
            (None, None) => return Err("the driver has no cuMemcpyBatchAsync".into()),
        }
    };
    check("cuMemcpyBatchAsync", code)?;
    // SAFETY: a stream of this context.
    check("cuStreamSynchronize", unsafe { sync(s) })
}

/// The blocks of `v` at `slots`, `size` bytes each.
fn blocks_of<'v>(
    v: View<'v, u8>,
    slots: &[usize],
    size: usize,
) -> Result<Vec<View<'v, u8>>, String> {
    slots
        .iter()
        .map(|&k| v.slice(k * size..(k + 1) * size).map_err(text))
        .collect()
}

fn row(name: &str, bytes: usize, cells: &[Cell]) {
    let gbs = |s: f64| bytes as f64 / s / 1e9;
    let mut line = format!("{name:<36}");
    let mut cudyn = None;
    for cell in cells {
        match &cell.result {
            Ok(s) => {
                if cell.column == "cudyn" {
                    cudyn = Some(s.median);
                }
                line += &format!(
                    "  {} {:.2} [{:.2}, {:.2}]",
                    cell.column,
                    gbs(s.median),
                    gbs(s.p90),
                    gbs(s.p10)
                );
            }
            Err(why) => line += &format!("  {} failed: {why}", cell.column),
        }
    }
    if let Some(c) = cudyn {
        for cell in cells.iter().filter(|c| c.column != "cudyn") {
            if let Ok(s) = &cell.result {
                line += &format!("  x{}: {:.2}", cell.column, s.median / c);
            }
        }
    }
    println!("{line} GB/s");
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let quick = args.iter().any(|a| a == "--quick");
    let iters = args
        .iter()
        .position(|a| a == "--iters")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(if quick { 3 } else { 30 });
    let device = Device::get(0).map_err(text)?;
    let name = device.name().map_err(text)?;
    if name.starts_with("cudyn fake device") {
        println!("warning: the fake driver: these figures mean nothing");
    }
    println!("{name}, {iters} samples a column; ratios: cudyn's speed over each column's");
    let stream = Stream::new(&device).map_err(text)?;
    let s = stream.raw();
    let ordinal = device.ordinal() as i32;
    let started = Instant::now();
    let shapes: &[(usize, usize)] = if quick {
        &[(64, 4 << 10)]
    } else {
        &[(1024, 4 << 10), (256, 64 << 10)]
    };
    for &(blocks, size) in shapes {
        // Blocks scattered over a pool twice as large, in a shuffled order.
        let pool = blocks * 2 * size;
        let mut order: Vec<usize> = (0..blocks * 2).collect();
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for i in (1..order.len()).rev() {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            order.swap(i, (seed % (i as u64 + 1)) as usize);
        }
        let slots: Vec<usize> = order[..blocks].to_vec();
        let host: Vec<u8> = (0..pool).map(|i| (i * 7 + 3) as u8).collect();
        let pinned =
            PinnedBuffer::from_slice(&device, &host, PinnedFlags::DEFAULT).map_err(text)?;
        let mut dev_a = DeviceBuffer::<u8>::zeroed(&device, pool).map_err(text)?;
        let mut dev_b = DeviceBuffer::<u8>::zeroed(&device, pool).map_err(text)?;
        let mut pinned_out =
            PinnedBuffer::<u8>::zeroed(&device, pool, PinnedFlags::DEFAULT).map_err(text)?;
        let (p_in, p_out) = (pinned.view().device_ptr(), pinned_out.view().device_ptr());
        let (a, b) = (dev_a.device_ptr(), dev_b.device_ptr());
        let at = |base: CUdeviceptr| -> Vec<CUdeviceptr> {
            slots.iter().map(|&k| base + (k * size) as u64).collect()
        };
        let packed = |base: CUdeviceptr| -> Vec<CUdeviceptr> {
            (0..blocks).map(|i| base + (i * size) as u64).collect()
        };
        for (way, srcs, dsts) in [
            ("pinned to device", at(p_in), packed(a)),
            ("device to pinned", packed(a), at(p_out)),
            ("device to device", at(a), packed(b)),
        ] {
            let cells = {
                let (pinned, pinned_out, dev_a, dev_b) =
                    (&pinned, &mut pinned_out, &mut dev_a, &mut dev_b);
                let slots = &slots;
                let stream = &stream;
                let cudyn_side = Side::new("cudyn", move || {
                    let t = Instant::now();
                    match way {
                        "pinned to device" => {
                            let src = blocks_of(pinned.view(), slots, size)?;
                            let dst: Vec<ViewMut<'_, u8>> = dev_a
                                .view_mut()
                                .slice(..blocks * size)
                                .map_err(text)?
                                .chunks(size)
                                .map_err(text)?
                                .collect();
                            stream
                                .scope(|sc| sc.copy_batch(src.into_iter().zip(dst)))
                                .map_err(text)?;
                        }
                        "device to pinned" => {
                            let src: Vec<View<'_, u8>> = dev_a
                                .view()
                                .slice(..blocks * size)
                                .map_err(text)?
                                .chunks(size)
                                .map_err(text)?
                                .collect();
                            let mut dst: Vec<Option<ViewMut<'_, u8>>> = pinned_out
                                .view_mut()
                                .chunks(size)
                                .map_err(text)?
                                .map(Some)
                                .collect();
                            let dst: Vec<ViewMut<'_, u8>> = slots
                                .iter()
                                .map(|&k| dst[k].take().ok_or("slot twice"))
                                .collect::<Result<_, _>>()?;
                            stream
                                .scope(|sc| sc.copy_batch(src.into_iter().zip(dst)))
                                .map_err(text)?;
                        }
                        _ => {
                            let src = blocks_of(dev_a.view(), slots, size)?;
                            let dst: Vec<ViewMut<'_, u8>> = dev_b
                                .view_mut()
                                .slice(..blocks * size)
                                .map_err(text)?
                                .chunks(size)
                                .map_err(text)?
                                .collect();
                            stream
                                .scope(|sc| sc.copy_batch(src.into_iter().zip(dst)))
                                .map_err(text)?;
                        }
                    }
                    Ok(t.elapsed())
                });
                let (d1, s1) = (dsts.clone(), srcs.clone());
                let loop_side = Side::new("loop", move || {
                    let t = Instant::now();
                    raw_loop(&d1, &s1, size, s)?;
                    Ok(t.elapsed())
                });
                let (d2, s2) = (dsts.clone(), srcs.clone());
                let batch_side = Side::new("batch", move || {
                    let t = Instant::now();
                    raw_batch(&d2, &s2, size, s, ordinal)?;
                    Ok(t.elapsed())
                });
                // The same bytes as one contiguous copy, on the same kinds.
                let (cs, cd) = match way {
                    "pinned to device" => (p_in, a),
                    "device to pinned" => (a, p_out),
                    _ => (a, b),
                };
                let one = [blocks * size];
                let contiguous_side = Side::new("contiguous", move || {
                    let t = Instant::now();
                    raw_loop(&[cd], &[cs], one[0], s)?;
                    Ok(t.elapsed())
                });
                interleaved(
                    iters,
                    vec![cudyn_side, loop_side, batch_side, contiguous_side],
                )
            };
            row(
                &format!("{blocks} x {} KiB, {way}", size >> 10),
                blocks * size,
                &cells,
            );
        }
        // The last device-to-device batch moved the scattered blocks of `a` into `b`, packed;
        // `a` holds what the pinned upload put there (packed), so check b's block i against
        // a's block slots[i].
        let (va, vb) = (dev_a.to_vec().map_err(text)?, dev_b.to_vec().map_err(text)?);
        let ok = slots
            .iter()
            .enumerate()
            .all(|(i, &k)| vb[i * size..(i + 1) * size] == va[k * size..(k + 1) * size]);
        println!(
            "{blocks} x {} KiB blocks checked: {}",
            size >> 10,
            if ok { "equal" } else { "DIFFERENT" }
        );
        if !ok {
            return Err("blocks differ".into());
        }
    }
    println!("{:.1} s", started.elapsed().as_secs_f64());
    Ok(())
}
