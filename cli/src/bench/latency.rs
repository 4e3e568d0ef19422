//! Rows of latency: allocation, small operations, and the cost of a trivial call.

use std::ffi::c_void;
use std::time::{Duration, Instant};

use cudyn::sys::{CUdeviceptr, CUresult};
use cudyn::{
    Attach, Device, DeviceBuffer, Error, Event, MemPool, PinnedBuffer, PinnedFlags, PinnedPool,
    Stream, UnifiedBuffer,
};

use super::{Progress, Row, Unit, measure, measure_alone, measure_parts, nothing, raw};

pub(super) fn rows(
    device: &Device,
    stream: &Stream,
    size: usize,
    iters: usize,
    rows: &mut Vec<Row>,
    progress: &mut Progress,
) -> cudyn::Result<()> {
    let n = size;
    let s = stream.raw();
    let mut push = |rows: &mut Vec<Row>, metric, unit, condition, stats| {
        progress.add(rows, Row::new(metric, Some(size), unit, condition, stats));
    };

    let m = measure(
        iters,
        1,
        &mut nothing,
        &mut || DeviceBuffer::<u8>::uninit(device, n).map(drop),
        &mut || {
            let mut p: CUdeviceptr = 0;
            raw!(cuMemAlloc_v2(&mut p, n))?;
            raw!(cuMemFree_v2(p))
        },
    )?;
    push(
        rows,
        "alloc+free device",
        Unit::Micros,
        "cuMemAlloc; another allocation keeps the driver's chunk mapped",
        m,
    );

    let pool = MemPool::current_for(device)?;
    DeviceBuffer::<u8>::alloc_async(stream, 1).map(drop)?; // applies cudyn's pool threshold
    let threshold = pool.release_threshold()?;
    let m = measure(
        iters,
        100,
        &mut || stream.synchronize(),
        &mut || DeviceBuffer::<u8>::alloc_async(stream, n).map(drop),
        &mut || {
            let mut p: CUdeviceptr = 0;
            raw!(cuMemAllocAsync(&mut p, n, s))?;
            raw!(cuMemFreeAsync(p, s))
        },
    )?;
    push(
        rows,
        "alloc+free device, pooled",
        Unit::Micros,
        "cuMemAllocAsync/FreeAsync pairs on one stream, no sync",
        m,
    );

    // What a user's loop does: a new stream, many pairs queued, one synchronisation.
    const PAIRS: u32 = 20_000;
    let m = measure_parts(
        iters,
        &mut || -> cudyn::Result<Duration> {
            let fresh = Stream::new(device)?;
            let start = Instant::now();
            for _ in 0..PAIRS {
                drop(DeviceBuffer::<u32>::alloc_async(&fresh, n.div_ceil(4))?);
            }
            fresh.synchronize()?;
            Ok(start.elapsed() / PAIRS)
        },
        &mut || -> cudyn::Result<Duration> {
            let fresh = Stream::new(device)?;
            let raw = fresh.raw();
            let start = Instant::now();
            for _ in 0..PAIRS {
                let mut p: CUdeviceptr = 0;
                raw!(cuMemAllocAsync(&mut p, n, raw))?;
                raw!(cuMemFreeAsync(p, raw))?;
            }
            raw!(cuStreamSynchronize(raw))?;
            Ok(start.elapsed() / PAIRS)
        },
    )?;
    push(
        rows,
        "alloc+free device, pooled loop",
        Unit::Micros,
        "20,000 pairs on a new stream, then one synchronise",
        m,
    );

    // The raw side runs with the driver's default release threshold (0), cudyn with its own.
    // Not interleaved: memory one side's synchronisation hands back would bill the other.
    let cudyn_side = measure_alone(iters, 10, &mut || {
        DeviceBuffer::<u8>::alloc_async(stream, n).map(drop)?;
        stream.synchronize()
    })?;
    pool.set_release_threshold(0)?;
    let raw_side = measure_alone(iters, 10, &mut || {
        let mut p: CUdeviceptr = 0;
        raw!(cuMemAllocAsync(&mut p, n, s))?;
        raw!(cuMemFreeAsync(p, s))?;
        raw!(cuStreamSynchronize(s))
    });
    pool.set_release_threshold(threshold)?;
    let m = (cudyn_side, raw_side?);
    push(
        rows,
        "alloc+free+sync device, pooled",
        Unit::Micros,
        "raw: release threshold 0 (driver default); cudyn: its default",
        m,
    );

    let m = measure(
        iters,
        1,
        &mut nothing,
        &mut || PinnedBuffer::<u8>::zeroed(device, n, PinnedFlags::DEFAULT).map(drop),
        &mut || {
            let mut p: *mut c_void = std::ptr::null_mut();
            raw!(cuMemHostAlloc(&mut p, n, 0))?;
            // SAFETY: p is a fresh n-byte allocation.
            unsafe { std::ptr::write_bytes(p.cast::<u8>(), 0, n) };
            raw!(cuMemFreeHost(p))
        },
    )?;
    push(
        rows,
        "alloc+free pinned",
        Unit::Micros,
        "both zero the memory (cudyn hands out no unwritten host memory)",
        m,
    );

    // Warm pairs cost well under a microsecond: the pool's side times 100 of them per sample,
    // which keeps the clock's own cost and the caches the raw side's huge calls evicted out of
    // the figure; the raw side, milliseconds a pair, times one.
    let pool = PinnedPool::new(device)?;
    let pairs = 100;
    let m = measure_parts(
        iters,
        &mut || {
            let start = Instant::now();
            for _ in 0..pairs {
                drop(pool.alloc::<u8>(n, PinnedFlags::DEFAULT)?);
            }
            Ok(start.elapsed() / pairs)
        },
        &mut || {
            let mut p: *mut c_void = std::ptr::null_mut();
            let start = Instant::now();
            raw!(cuMemHostAlloc(&mut p, n, 0))?;
            raw!(cuMemFreeHost(p))?;
            Ok(start.elapsed())
        },
    )?;
    push(
        rows,
        "alloc+free pinned, pool",
        Unit::Micros,
        "cudyn: a warm PinnedPool, 100 pairs a sample; raw: cuMemHostAlloc + cuMemFreeHost",
        m,
    );

    let m = measure(
        iters,
        1,
        &mut nothing,
        &mut || UnifiedBuffer::<u8>::zeroed(device, n, Attach::Global).map(drop),
        &mut || {
            let mut p: CUdeviceptr = 0;
            raw!(cuMemAllocManaged(&mut p, n, 1))?;
            raw!(cuMemsetD8_v2(p, 0, n))?;
            raw!(cuStreamSynchronize(std::ptr::null_mut()))?;
            raw!(cuMemFree_v2(p))
        },
    )?;
    push(
        rows,
        "alloc+free unified",
        Unit::Micros,
        "both zero the memory on the device",
        m,
    );
    Ok(())
}

pub(super) fn overhead_rows(
    device: &Device,
    iters: usize,
    rows: &mut Vec<Row>,
    progress: &mut Progress,
) -> cudyn::Result<()> {
    let event = Event::new(device)?;
    let e = event.raw();
    let m = measure(
        iters,
        10_000,
        &mut nothing,
        &mut || event.is_complete().map(drop),
        &mut || raw!(cuEventQuery(e)),
    )?;
    let condition = "cuEventQuery on a completed event";
    progress.add(
        rows,
        Row::new("trivial driver call", None, Unit::Nanos, condition, m),
    );

    let (metric, condition) = (
        "process start to first allocation",
        "child processes: cudyn vs dlopen + 6 symbols",
    );
    let row = match super::startup::start_to_first_allocation(iters.min(10)) {
        Ok(m) => Row::new(metric, None, Unit::Millis, condition, m),
        Err(why) => Row::failed(metric, None, Unit::Millis, condition, why),
    };
    progress.add(rows, row);
    Ok(())
}
