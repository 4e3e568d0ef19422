//! Copies of rectangles through cudyn beside the raw driver's 2D copy, in one process,
//! interleaved (issue 26's targets): 4096 rows of 16 KiB out of a 64 KiB pitch, between pinned
//! (and pageable) host memory and device memory, both ways.
//!
//! ```text
//! rects_bench [--quick] [--iters N]
//! ```
//!
//! cudyn: `cudyn::copy` of two rectangle views (`View::rect`); raw: `cuMemcpy2DAsync_v2` on a
//! stream plus `cuStreamSynchronize`. Medians with p10/p90 in GB/s of rows moved, and the
//! ratio cudyn/raw. On the fake driver the figures mean nothing (it says so).

// The headline bench's sampling, of which this uses a part.
#[allow(dead_code)]
#[path = "headline/measure.rs"]
mod measure;

use std::time::Instant;

use cudyn::sys::{CUDA_MEMCPY2D, CUmemorytype, CUresult};
use cudyn::{Device, DeviceBuffer, PinnedBuffer, PinnedFlags, Stream, View, ViewMut};
use measure::{Cell, Side, interleaved};

fn text(e: impl std::fmt::Display) -> String {
    e.to_string()
}

/// One raw 2D copy on `stream`, waited for: the driver's own path for the same rectangle.
fn raw_2d(params: &CUDA_MEMCPY2D, stream: &Stream) -> Result<(), String> {
    let driver = cudyn::driver().map_err(text)?;
    let copy = driver.cuMemcpy2DAsync_v2().map_err(text)?;
    let sync = driver.cuStreamSynchronize().map_err(text)?;
    // SAFETY: the struct names live memory of the sizes it copies (built by `params` from
    // buffers that outlive the bench), in the primary context cudyn made current.
    for code in [unsafe { copy(params, stream.raw()) }, unsafe {
        sync(stream.raw())
    }] {
        if code != CUresult::CUDA_SUCCESS {
            return Err(cudyn::Error::Driver(cudyn::DriverError::new("2D copy", code)).to_string());
        }
    }
    Ok(())
}

/// The raw copy's description: `rows` rows of `width` bytes, host side at `host` with `pitch`,
/// device side at `device` with `pitch`, upwards or downwards.
fn params(
    host: *mut u8,
    device: u64,
    rows: usize,
    width: usize,
    pitch: usize,
    up: bool,
) -> CUDA_MEMCPY2D {
    // SAFETY: plain data; zero is "none" for every pointer and is overwritten for the rest.
    let mut p: CUDA_MEMCPY2D = unsafe { std::mem::zeroed() };
    p.WidthInBytes = width;
    p.Height = rows;
    let (h, d) = (
        CUmemorytype::CU_MEMORYTYPE_HOST,
        CUmemorytype::CU_MEMORYTYPE_DEVICE,
    );
    if up {
        (p.srcMemoryType, p.srcHost, p.srcPitch) = (h, host.cast_const().cast(), pitch);
        (p.dstMemoryType, p.dstDevice, p.dstPitch) = (d, device, pitch);
    } else {
        (p.srcMemoryType, p.srcDevice, p.srcPitch) = (d, device, pitch);
        (p.dstMemoryType, p.dstHost, p.dstPitch) = (h, host.cast(), pitch);
    }
    p
}

fn row(name: &str, bytes: usize, cells: &[Cell]) {
    let gbs = |s: f64| bytes as f64 / s / 1e9;
    let mut line = format!("{name:<44}");
    for cell in cells {
        match &cell.result {
            Ok(s) => {
                line += &format!(
                    "  {} {:7.2} [{:.2}, {:.2}] GB/s",
                    cell.column,
                    gbs(s.median),
                    gbs(s.p90),
                    gbs(s.p10)
                )
            }
            Err(why) => line += &format!("  {} failed: {why}", cell.column),
        }
    }
    if let [Cell { result: Ok(a), .. }, Cell { result: Ok(b), .. }] = cells {
        // Raw first, cudyn second: cudyn's speed over raw's.
        line += &format!("  ratio {:.3}", a.median / b.median);
    }
    println!("{line}");
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let quick = args.iter().any(|a| a == "--quick");
    let iters = args
        .iter()
        .position(|a| a == "--iters")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(if quick { 5 } else { 30 });
    let (rows, width, pitch) = if quick {
        (64, 4 << 10, 16 << 10)
    } else {
        (4096, 16 << 10, 64 << 10)
    };
    let device = Device::get(0).map_err(text)?;
    let name = device.name().map_err(text)?;
    if name.starts_with("cudyn fake device") {
        println!("warning: the fake driver: these figures mean nothing");
    }
    println!(
        "{name}, {} rows of {} KiB out of a {} KiB pitch, {iters} samples",
        rows,
        width >> 10,
        pitch >> 10
    );
    let total = rows * pitch;
    let stream = Stream::new(&device).map_err(text)?;
    let mut pinned =
        PinnedBuffer::<u8>::zeroed(&device, total, PinnedFlags::DEFAULT).map_err(text)?;
    let mut pageable: Vec<u8> = (0..total).map(|i| i as u8).collect();
    pinned.copy_from_slice(&pageable);
    let mut on_device = DeviceBuffer::<u8>::zeroed(&device, total).map_err(text)?;
    let dptr = on_device.device_ptr();
    let started = Instant::now();
    for (host_name, pinned_side) in [("pinned", true), ("pageable", false)] {
        for up in [true, false] {
            let host_ptr = if pinned_side {
                pinned.as_mut_ptr()
            } else {
                pageable.as_mut_ptr()
            };
            let raw = params(host_ptr, dptr, rows, width, pitch, up);
            let cells = {
                let (pinned, pageable, on_device) = (&mut pinned, &mut pageable, &mut on_device);
                let cudyn_side = Side::new("cudyn", move || {
                    let t = Instant::now();
                    let host: ViewMut<'_, u8> = if pinned_side {
                        pinned.view_mut()
                    } else {
                        ViewMut::from(&mut **pageable)
                    };
                    if up {
                        let src = host.into_view().rect(rows, width, pitch).map_err(text)?;
                        cudyn::copy(
                            src,
                            on_device
                                .view_mut()
                                .rect(rows, width, pitch)
                                .map_err(text)?,
                        )
                        .map_err(text)?;
                    } else {
                        let src: View<'_, u8> =
                            on_device.view().rect(rows, width, pitch).map_err(text)?;
                        cudyn::copy(src, host.rect(rows, width, pitch).map_err(text)?)
                            .map_err(text)?;
                    }
                    Ok(t.elapsed())
                });
                let stream = &stream;
                let raw_side = Side::new("raw", move || {
                    let t = Instant::now();
                    raw_2d(&raw, stream)?;
                    Ok(t.elapsed())
                });
                interleaved(iters, vec![raw_side, cudyn_side])
            };
            let way = if up {
                "host to device"
            } else {
                "device to host"
            };
            row(&format!("2D {host_name}, {way}"), rows * width, &cells);
        }
    }
    // The rows came through: the device holds the pageable pattern's rows (the last upload).
    let back = on_device.to_vec().map_err(text)?;
    let ok = (0..rows)
        .all(|r| back[r * pitch..r * pitch + width] == pageable[r * pitch..r * pitch + width]);
    println!(
        "rows checked: {}; {:.1} s",
        if ok { "equal" } else { "DIFFERENT" },
        started.elapsed().as_secs_f64()
    );
    if ok {
        Ok(())
    } else {
        Err("rows differ".into())
    }
}
