//! Rows of transfer bandwidth: every kind of host memory to and from the device, and D2D.

use std::ffi::c_void;
use std::sync::atomic::{AtomicU32, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use cudyn::sys::{CUmemLocationType, CUresult, CUstream};
use cudyn::{
    Attach, Device, DeviceBuffer, Error, Location, PinnedBuffer, PinnedFlags, RegisteredHost,
    UnifiedBuffer, ViewMut,
};

use super::{Progress, Row, Unit, measure, nothing, raw};
use crate::stats::Stats;

/// Uploads too small for cudyn's staging threads (it stages from 4 MiB) get no memcpy figure.
const STAGED_FROM: usize = 4 << 20;
/// The pinned memory the memcpy figure copies into, like the staging ring's 4 x 8 MiB: small
/// enough to stay in the CPU's last-level cache, as the ring does.
const WINDOW: usize = 32 << 20;
/// Bytes per `memcpy` call, as a staging thread's part: the C library picks its method by size
/// (from a few MiB on some hosts, streaming stores, which fill the ring more slowly).
const PIECE: usize = 1 << 20;

/// The rate at which `threads` threads copy `host` into the first [`WINDOW`] bytes of `pinned`
/// alone, no DMA running: each copies its share of `host` through its own slice of the window,
/// a [`PIECE`] at a time, as the staging threads fill the ring for an upload. A staged upload
/// cannot beat the lower of this and the pinned DMA's rate. (Downloads get no such figure:
/// their threads write the caller's memory with streaming stores, which `memcpy` does not.)
/// The threads are started once and poll, yielding, between samples, so that a sample times
/// copying, not waking threads.
fn memcpy_rate(host: &[u8], pinned: &mut [u8], threads: usize, iters: usize) -> f64 {
    let window = pinned.len().min(WINDOW);
    let (share, slice) = (host.len().div_ceil(threads), window / threads);
    let copy = move |host: &[u8], window: &mut [u8]| {
        let each = PIECE.min(window.len());
        for (i, piece) in host.chunks(each).enumerate() {
            let at = i % (window.len() / each) * each;
            window[at..at + piece.len()].copy_from_slice(piece);
        }
    };
    let bytes = host.len() as f64;
    let mut shares = host.chunks(share).zip(pinned[..window].chunks_mut(slice));
    let Some((own, own_window)) = shares.next() else {
        return f64::NAN;
    };
    // Samples started (the last one `u32::MAX`: stop), and shares copied in all of them.
    let (started, copied) = (AtomicU32::new(0), AtomicUsize::new(0));
    let helpers = shares.len();
    std::thread::scope(|scope| {
        for (host, window) in shares {
            let (started, copied) = (&started, &copied);
            scope.spawn(move || {
                let mut seen = 0;
                loop {
                    let now = started.load(Ordering::Acquire);
                    if now == seen {
                        std::thread::yield_now();
                        continue;
                    } else if now == u32::MAX {
                        return;
                    }
                    seen = now;
                    copy(host, window);
                    copied.fetch_add(1, Ordering::Release);
                }
            });
        }
        let samples = iters + (iters / 5).max(2);
        let times: Vec<Duration> = (1..=samples)
            .map(|sample| {
                let start = Instant::now();
                started.store(sample as u32, Ordering::Release);
                copy(own, own_window);
                while copied.load(Ordering::Acquire) < sample * helpers {
                    std::thread::yield_now();
                }
                start.elapsed()
            })
            .collect();
        started.store(u32::MAX, Ordering::Release);
        bytes / Stats::of(&times[samples - iters..]).median / 1e9
    })
}

pub(super) fn rows(
    device: &Device,
    size: usize,
    iters: usize,
    rows: &mut Vec<Row>,
    progress: &mut Progress,
) -> cudyn::Result<()> {
    let n = size;
    let bytes = size as f64;
    let mut on_device = DeviceBuffer::<u8>::uninit(device, n)?;
    let mut other = DeviceBuffer::<u8>::uninit(device, n)?;
    let mut pinned = PinnedBuffer::<u8>::zeroed(device, n, PinnedFlags::DEFAULT)?;
    let mut pageable = vec![1u8; n];
    let mut registered = RegisteredHost::new(device, vec![2u8; n])?;
    let mut unified = UnifiedBuffer::<u8>::zeroed(device, n, Attach::Global)?;
    let (d, o) = (on_device.device_ptr(), other.device_ptr());
    let u = unified.device_ptr();
    let null: CUstream = std::ptr::null_mut();
    let mut push = |rows: &mut Vec<Row>, metric, unit, condition: String, stats| {
        progress.add(rows, Row::new(metric, Some(size), unit, condition, stats));
    };
    let bw = Unit::Bandwidth(bytes);

    // What the staging threads could fill at most on this host, for the pageable upload row:
    // measured just before and just after it, as these shared hosts' memory speed drifts.
    // Only pageable copies large enough to be staged get it, so only they need the window.
    let threads = cudyn::staging_threads();
    let mut window = (n >= STAGED_FROM && threads > 1)
        .then(|| PinnedBuffer::<u8>::zeroed(device, n.min(WINDOW), PinnedFlags::DEFAULT))
        .transpose()?;
    let mut memcpy = |host: &ViewMut<'_, u8>| match (host.as_slice(), &mut window) {
        (Some(slice), Some(window)) if host.kind() == cudyn::MemoryKind::Host => {
            Some(memcpy_rate(slice, window.as_mut_slice(), threads, iters))
        }
        _ => None,
    };

    // The same two copies from each kind of host memory, through cudyn and the raw calls.
    let registration = "registration made once, outside the timing";
    let hosts: [(&str, &str, &str, ViewMut<'_, u8>); 3] = [
        ("H2D pinned", "D2H pinned", "", pinned.view_mut()),
        (
            "H2D pageable",
            "D2H pageable",
            "",
            ViewMut::from(&mut pageable),
        ),
        (
            "H2D registered",
            "D2H registered",
            registration,
            registered.view_mut(),
        ),
    ];
    // Small copies take a few microseconds, where one sample's timer and scheduling noise
    // would show: a sample times a batch of back-to-back copies, about 256 KiB in all.
    let batch = (256usize << 10).div_ceil(size).min(64) as u32;
    // Each sample starts with the device idle: the raw pageable upload returns before its
    // last DMA is done, which would otherwise bill the next sample, cudyn's or its own.
    let mut idle = || raw!(cuCtxSynchronize());
    // cudyn's copies per measure: the warm-up's and the samples'.
    let copies = (iters + (iters / 5).max(2)) as f64 * f64::from(batch);
    // The staging threads' CPU time per GB moved over `spent` for pageable rows, and for
    // uploads their memcpy alone, before and after.
    let staging = |condition: &str, spent: std::time::Duration, alone: [Option<f64>; 2]| {
        if condition.is_empty() && spent > std::time::Duration::ZERO {
            let per_gb = spent.as_secs_f64() / (copies * bytes / 1e9);
            let alone = match alone {
                [Some(before), Some(after)] => {
                    format!("; their memcpy alone {before:.1} GB/s before, {after:.1} after")
                }
                _ => String::new(),
            };
            format!("staging: {threads} threads, {per_gb:.3} CPU-s per GB{alone}")
        } else {
            condition.to_string()
        }
    };
    for (up, down, condition, mut host) in hosts {
        let pointer = host
            .as_mut_slice()
            .map_or(std::ptr::null_mut(), |h| h.as_mut_ptr())
            .cast::<c_void>();
        let pageable = host.kind() == cudyn::MemoryKind::Host;
        let before = memcpy(&host);
        let cpu = cudyn::staging_cpu_time();
        let m = measure(
            iters,
            batch,
            &mut idle,
            &mut || cudyn::copy(host.as_view(), &mut on_device),
            &mut || raw!(cuMemcpyHtoD_v2(d, pointer, n)),
        )?;
        let spent = if pageable {
            cudyn::staging_cpu_time() - cpu
        } else {
            Default::default()
        };
        let alone = [before, memcpy(&host)];
        push(rows, up, bw, staging(condition, spent, alone), m);
        let cpu = cudyn::staging_cpu_time();
        let m = measure(
            iters,
            batch,
            &mut idle,
            &mut || cudyn::copy(&on_device, host.reborrow()),
            &mut || raw!(cuMemcpyDtoH_v2(pointer, d, n)),
        )?;
        let spent = if pageable {
            cudyn::staging_cpu_time() - cpu
        } else {
            Default::default()
        };
        push(rows, down, bw, staging(condition, spent, [None; 2]), m);
    }

    let to_host = cudyn::sys::mem_location(CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST, 0);
    let to_device =
        cudyn::sys::mem_location(CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE, device.raw());
    let mut on_host = || {
        raw!(cuMemPrefetchAsync_v2(u, n, to_host, 0, null))?;
        raw!(cuStreamSynchronize(null))
    };
    let m = measure(
        iters,
        1,
        &mut on_host,
        &mut || cudyn::copy(&unified, &mut on_device),
        &mut || {
            raw!(cuMemcpy(d, u, n))?;
            raw!(cuStreamSynchronize(null))
        },
    )?;
    push(
        rows,
        "H2D unified",
        bw,
        "pages on the host before each copy".into(),
        m,
    );
    let m = measure(
        iters,
        1,
        &mut on_host,
        &mut || cudyn::copy(&on_device, &mut unified),
        &mut || {
            raw!(cuMemcpy(u, d, n))?;
            raw!(cuStreamSynchronize(null))
        },
    )?;
    push(
        rows,
        "D2H unified",
        bw,
        "pages on the host before each copy".into(),
        m,
    );
    let m = measure(
        iters,
        1,
        &mut on_host,
        &mut || unified.prefetch(Location::Device(device)),
        &mut || {
            raw!(cuMemPrefetchAsync_v2(u, n, to_device, 0, null))?;
            raw!(cuStreamSynchronize(null))
        },
    )?;
    push(
        rows,
        "prefetch unified to device",
        bw,
        "pages on the host before each".into(),
        m,
    );
    let mut pages_on_device = || {
        raw!(cuMemPrefetchAsync_v2(u, n, to_device, 0, null))?;
        raw!(cuStreamSynchronize(null))
    };
    let m = measure(
        iters,
        1,
        &mut pages_on_device,
        &mut || unified.prefetch(Location::Host),
        &mut || {
            raw!(cuMemPrefetchAsync_v2(u, n, to_host, 0, null))?;
            raw!(cuStreamSynchronize(null))
        },
    )?;
    push(
        rows,
        "prefetch unified to host",
        bw,
        "pages on the device before each".into(),
        m,
    );

    let m = measure(
        iters,
        1,
        &mut nothing,
        &mut || cudyn::copy(&on_device, &mut other),
        &mut || {
            raw!(cuMemcpyDtoD_v2(o, d, n))?;
            raw!(cuStreamSynchronize(null))
        },
    )?;
    push(
        rows,
        "D2D",
        Unit::Bandwidth(2.0 * bytes),
        "bytes read + written".into(),
        m,
    );
    Ok(())
}
