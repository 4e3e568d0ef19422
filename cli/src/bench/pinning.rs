//! `cudyn bench --pinning`: page-locking at scale (issue 28). How long page-locking takes at
//! each size, cudyn's `PinnedBuffer::zeroed` beside the raw `cuMemHostAlloc` alone (no zeroing
//! after it); copies from and to cudyn's memory beside the same copies with the driver's; the
//! first large pageable upload of a fresh process (a child per sample) beside the steady speed
//! later in that process; and a pinned pool's reserve, as a timeline.

use std::ffi::c_void;
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

use cudyn::sys::CUresult;
use cudyn::{Device, DeviceBuffer, Error, PinnedBuffer, PinnedFlags};

use super::raw;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// Every row, printed as it is measured.
pub(super) fn run(device: &Device, iters: usize, quick: bool) -> cudyn::Result<()> {
    let sizes: &[usize] = if quick {
        &[1 << 20, 8 << 20]
    } else {
        &[
            1 << 20,
            2 << 20,
            4 << 20,
            16 << 20,
            64 << 20,
            256 << 20,
            1 << 30,
            4 << 30,
            16 << 30,
        ]
    };
    println!("page-lock (allocation alone; medians, the two sides in turns):");
    println!(
        "  {:>8}  {:>12}  {:>12}  {:>9}  {:>10}",
        "size", "cudyn", "raw", "raw/cudyn", "huge pages"
    );
    for &n in sizes {
        let samples = match n {
            n if n >= 4 << 30 => 1,
            n if n >= 256 << 20 => 3,
            _ => iters.clamp(1, 10),
        };
        let (mut ours, mut theirs, mut huge) = (Vec::new(), Vec::new(), false);
        if samples == 1 {
            // One sample each, no warm-up pair (the driver's side takes seconds): memory that a
            // virtual machine touches for the first time costs its host too, so it is touched
            // once before either side is timed, or the side that goes first pays for it.
            drop(PinnedBuffer::<u8>::zeroed(device, n, PinnedFlags::DEFAULT)?);
        }
        for sample in 0..=samples {
            let start = Instant::now();
            let buffer = PinnedBuffer::<u8>::zeroed(device, n, PinnedFlags::DEFAULT)?;
            let took = start.elapsed().as_secs_f64();
            huge = buffer.on_huge_pages();
            drop(buffer);
            let mut p: *mut c_void = std::ptr::null_mut();
            let start = Instant::now();
            raw!(cuMemHostAlloc(&mut p, n, 0))?;
            let raw_took = start.elapsed().as_secs_f64();
            raw!(cuMemFreeHost(p))?;
            // The first pair warms up, unless it is the only one (the largest sizes).
            if sample > 0 || samples == 1 {
                ours.push(took);
                theirs.push(raw_took);
            }
        }
        let (c, r) = (median(ours), median(theirs));
        println!(
            "  {:>8}  {:>9.3} ms  {:>9.3} ms  {:>7.2} x  {:>10}",
            size_name(n),
            c * 1e3,
            r * 1e3,
            r / c,
            if huge { "yes" } else { "no" }
        );
    }
    copies(device, if quick { 8 << 20 } else { 256 << 20 }, iters)?;
    reserve(
        device,
        if quick { 8 << 20 } else { 16 << 30 },
        if quick { 4 << 20 } else { 1 << 30 },
    )?;
    first_pageable(
        if quick { 8 << 20 } else { 256 << 20 },
        if quick { 2 } else { 5 },
    )?;
    Ok(())
}

fn size_name(n: usize) -> String {
    match n {
        n if n >= 1 << 30 => format!("{} GiB", n >> 30),
        n => format!("{} MiB", n >> 20),
    }
}

/// Copies of `n` bytes up and down, from cudyn's pinned memory and from `cuMemHostAlloc`'s,
/// both through the raw copy calls: the memory compared, not the copy routine.
fn copies(device: &Device, n: usize, iters: usize) -> cudyn::Result<()> {
    let mut ours = PinnedBuffer::<u8>::zeroed(device, n, PinnedFlags::DEFAULT)?;
    ours.as_mut_slice().fill(3);
    let on_device = DeviceBuffer::<u8>::zeroed(device, n)?;
    let d = on_device.view().device_ptr();
    let mut theirs: *mut c_void = std::ptr::null_mut();
    raw!(cuMemHostAlloc(&mut theirs, n, 0))?;
    let outcome = (|| {
        let mut rates = [Vec::new(), Vec::new(), Vec::new(), Vec::new()];
        for _ in 0..=iters {
            for (i, host) in [ours.as_mut_ptr().cast::<c_void>(), theirs]
                .into_iter()
                .enumerate()
            {
                let start = Instant::now();
                raw!(cuMemcpyHtoD_v2(d, host, n))?;
                rates[2 * i].push(n as f64 / start.elapsed().as_secs_f64() / 1e9);
                let start = Instant::now();
                raw!(cuMemcpyDtoH_v2(host, d, n))?;
                rates[2 * i + 1].push(n as f64 / start.elapsed().as_secs_f64() / 1e9);
            }
        }
        let [up, down, raw_up, raw_down] = rates.map(|mut v| {
            v.remove(0); // the warm-up
            median(v)
        });
        println!(
            "copies of {} (GB/s, medians of {iters}): up {up:.2} from cudyn's pinned memory \
             (huge pages: {}), {raw_up:.2} from cuMemHostAlloc's: {:.3} x; down {down:.2} against \
             {raw_down:.2}: {:.3} x",
            size_name(n),
            if ours.on_huge_pages() { "yes" } else { "no" },
            up / raw_up,
            down / raw_down
        );
        Ok::<(), Error>(())
    })();
    raw!(cuMemFreeHost(theirs))?;
    outcome
}

/// A pinned pool's reserve of `total` bytes as a timeline: the call's return, a first request
/// of `first` bytes served, and the whole reserve ready.
fn reserve(device: &Device, total: usize, first: usize) -> cudyn::Result<()> {
    let pool = cudyn::PinnedPool::new(device)?;
    let start = Instant::now();
    pool.reserve(total, PinnedFlags::DEFAULT)?;
    let returned = start.elapsed();
    let buffer = pool.alloc::<u8>(first, PinnedFlags::DEFAULT)?;
    let served = start.elapsed();
    let from_reserve = pool.stats().from_reserve == 1;
    while pool.stats().reserve_coming > 0 {
        std::thread::sleep(Duration::from_micros(200));
    }
    let whole = start.elapsed();
    let stats = pool.stats();
    println!(
        "reserve of {} (a pool's, in the background): returned in {:.3} ms; a first {} request \
         served at {:.1} ms ({}); the whole reserve ready at {:.1} ms ({} ready)",
        size_name(total),
        returned.as_secs_f64() * 1e3,
        size_name(first),
        served.as_secs_f64() * 1e3,
        if from_reserve {
            "from the reserve"
        } else {
            "page-locked on demand"
        },
        whole.as_secs_f64() * 1e3,
        size_name(stats.reserve_ready as usize)
    );
    drop(buffer);
    Ok(())
}

/// The first pageable upload of `n` bytes in fresh processes (children of this program),
/// against the steady speed each measures later.
fn first_pageable(n: usize, children: usize) -> cudyn::Result<()> {
    let exe = std::env::current_exe().map_err(|_| Error::Driver(failed()))?;
    let (mut first, mut steady) = (Vec::new(), Vec::new());
    for _ in 0..children {
        let out = Command::new(&exe)
            .args(["first-pageable", &n.to_string()])
            .output()
            .map_err(|_| Error::Driver(failed()))?;
        let text = String::from_utf8_lossy(&out.stdout);
        let figures: Vec<f64> = text
            .split_whitespace()
            .filter_map(|w| w.parse().ok())
            .collect();
        if !out.status.success() || figures.len() != 2 {
            eprintln!(
                "first-pageable child failed: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            return Err(Error::Driver(failed()));
        }
        first.push(figures[0]);
        steady.push(figures[1]);
    }
    let (f, s) = (median(first.clone()), median(steady));
    println!(
        "first pageable upload of {} in a fresh process: {f:.2} GB/s, steady later in it \
         {s:.2} GB/s: {:.3} x (medians of {children} children; each first: {:?})",
        size_name(n),
        f / s,
        first
            .iter()
            .map(|x| (x * 100.0).round() / 100.0)
            .collect::<Vec<_>>()
    );
    Ok(())
}

fn failed() -> cudyn::DriverError {
    cudyn::DriverError::new("first-pageable child", CUresult::CUDA_ERROR_UNKNOWN)
}

/// The child of [`first_pageable`]: a device buffer first (the context made, as any program
/// has), then the first upload of `n` bytes from a vector, then eight more; prints the first's
/// GB/s and the median of the others'.
pub fn first_pageable_child(n: usize) -> ExitCode {
    let run = || -> cudyn::Result<(f64, f64)> {
        let device = Device::get(0)?;
        let mut on_device = DeviceBuffer::<u8>::zeroed(&device, n)?;
        let data = vec![5u8; n];
        let rate = |took: Duration| n as f64 / took.as_secs_f64() / 1e9;
        let start = Instant::now();
        on_device.copy_from(&data)?;
        let first = rate(start.elapsed());
        let mut later = Vec::new();
        for _ in 0..8 {
            let start = Instant::now();
            on_device.copy_from(&data)?;
            later.push(rate(start.elapsed()));
        }
        Ok((first, median(later)))
    };
    match run() {
        Ok((first, steady)) => {
            println!("{first} {steady}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
    }
}
