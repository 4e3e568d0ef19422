//! More managed memory than the GPU has free, streamed through a kernel (issue 38): window by
//! window, the next window prefetched to the device on a second stream while the kernel runs on
//! this one (the driver evicting what it must; `--evict` evicts each window after its kernel);
//! beside it, the same kernel on the same windows
//! with demand paging alone. Every element is checked after both.
//!
//! A ballast device allocation first shrinks free device memory to `--free-gib` (default 8), so
//! that the managed buffer, 1.5 times that, stays far under the host's memory.
//!
//! ```text
//! oversubscribe [--quick] [--free-gib N] [--passes N] [--ahead N] [--evict] [--window-mib N]
//! ```

use std::time::Instant;

use cudyn::{
    Attach, Device, DeviceBuffer, Function, Held, LaunchConfig, Location, Module, Scope, Stream,
    UnifiedBuffer, ViewMut,
};

type Res<T> = Result<T, Box<dyn std::error::Error>>;

fn arg(name: &str) -> Option<usize> {
    let args: Vec<String> = std::env::args().collect();
    let at = args.iter().position(|a| a == name)?;
    args.get(at + 1)?.parse().ok()
}

/// The kernel on one window, in place: one added to each element.
fn kernel<'s>(s: &'s Scope<'s, '_>, add: &'s Function, w: Held<'s, u32>) -> cudyn::Result<()> {
    let n = w.len() as u32;
    // SAFETY: add_u32(in, out, n, value) reads and writes n elements, here of one window in
    // place.
    unsafe { s.launch(add, LaunchConfig::linear(n, 256), (w, w, n, 1u32)) }
}

fn main() -> Res<()> {
    let quick = std::env::args().any(|a| a == "--quick");
    let device = Device::get(0)?;
    let gib = 1usize << 30;
    let (free_target, window) = if quick {
        (16 << 20, 1 << 20)
    } else {
        (arg("--free-gib").unwrap_or(8) * gib, 512 << 20)
    };
    let passes = arg("--passes").unwrap_or(2);
    // How many windows are prefetched ahead of the kernel, and whether the last is evicted to
    // the host explicitly (`--evict`). By default the driver evicts when the device fills:
    // measured on an H200 (8 GiB free, 11.5 GiB streamed), it writes back only what it must,
    // while explicit eviction writes back every window at the host migration's speed
    // (0.24 s a pass against 1.10 s; demand paging alone 1.78 s).
    let depth = arg("--ahead").unwrap_or(1).max(1);
    let evict = std::env::args().any(|a| a == "--evict");
    let window = arg("--window-mib").map_or(window, |m| m << 20);
    let (free, _) = device.mem_info()?;
    // Ballast: what is free beyond the target stays allocated for the whole run.
    let ballast = if quick || free <= free_target {
        None
    } else {
        Some(DeviceBuffer::<u8>::uninit(&device, free - free_target)?)
    };
    // Quick (CI, the fake): a small buffer, the same code.
    let free = if quick {
        free_target
    } else {
        device.mem_info()?.0
    };
    let bytes = (free / 2 * 3) / window * window;
    let words = bytes / 4;
    println!(
        "device: {}; free {:.1} GiB after a ballast of {:.1} GiB; managed buffer {:.1} GiB in windows of {} MiB",
        device.name()?,
        free as f64 / gib as f64,
        ballast.as_ref().map_or(0, |b| b.len()) as f64 / gib as f64,
        bytes as f64 / gib as f64,
        window >> 20
    );
    let add =
        Module::from_ptx(&device, include_str!("../tests/kernels.ptx"))?.function("add_u32")?;
    let mut buffer = UnifiedBuffer::<u32>::zeroed(&device, words, Attach::Global)?;
    let (main, side) = (Stream::new(&device)?, Stream::new(&device)?);
    let per_window = window / 4;
    // Streamed: prefetch ahead on `side`, the kernel on `main`, evict behind on `side`; held
    // windows order the three.
    let mut streamed = Vec::new();
    for _ in 0..passes {
        let started = Instant::now();
        main.scope(|s| {
            let windows: Vec<_> = ViewMut::from(&mut buffer)
                .chunks(per_window)?
                .map(|w| s.hold(w))
                .collect();
            let on_side = s.on(&side);
            for w in windows.iter().take(depth) {
                on_side.prefetch(*w, Location::Device(&device))?;
            }
            for i in 0..windows.len() {
                if let Some(&next) = windows.get(i + depth) {
                    on_side.prefetch(next, Location::Device(&device))?;
                }
                kernel(s, &add, windows[i])?;
                if evict && i > 0 {
                    on_side.prefetch(windows[i - 1], Location::Host)?;
                }
            }
            Ok(())
        })?;
        streamed.push(started.elapsed());
    }
    // Demand paging alone: the same launches, nothing prefetched or evicted.
    let mut demand = Vec::new();
    for _ in 0..passes {
        let started = Instant::now();
        main.scope(|s| {
            for w in ViewMut::from(&mut buffer).chunks(per_window)? {
                kernel(s, &add, s.hold(w))?;
            }
            Ok(())
        })?;
        demand.push(started.elapsed());
    }
    let expected = 2 * passes as u32;
    let wrong = buffer
        .as_slice()?
        .iter()
        .filter(|&&x| x != expected)
        .count();
    let best = |times: &[std::time::Duration]| times.iter().min().copied().unwrap_or_default();
    let (s, d) = (best(&streamed), best(&demand));
    println!(
        "one pass over {:.1} GiB (best of {passes}; {depth} ahead, evict {evict}): streamed {:.2} s ({:.2} GB/s through the kernel), demand paging {:.2} s ({:.2} GB/s): demand/streamed {:.2} x; {wrong} elements wrong",
        bytes as f64 / gib as f64,
        s.as_secs_f64(),
        bytes as f64 / s.as_secs_f64() / 1e9,
        d.as_secs_f64(),
        bytes as f64 / d.as_secs_f64() / 1e9,
        d.as_secs_f64() / s.as_secs_f64(),
    );
    drop(ballast);
    if wrong != 0 {
        return Err(format!("{wrong} elements wrong").into());
    }
    Ok(())
}
