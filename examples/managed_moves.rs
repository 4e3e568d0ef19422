//! Managed memory moved in bulk (issue 38's measurements), each against the raw driver calls in
//! the same run, bytes checked:
//!
//! - **batched prefetch**: 1,000 ranges of 2 MiB to the device, pages on the host before each
//!   repetition: `Scope::prefetch_batch` against a loop of `cuMemPrefetchAsync`, in host time
//!   (queuing) and in bytes per second (until done);
//! - **migrating 1 GiB to the host**, pages on the device before each repetition: one driver
//!   prefetch against ways around it (the data copied out to pinned memory at bus speed, the
//!   device copy discarded and host pages made without moving data, the host writing the pages
//!   from the pinned copy with several threads);
//! - **copying 256 MiB out of host-resident managed memory** to device memory: the driver's copy
//!   against the staging ring reading it as host memory.
//!
//! ```text
//! managed_moves [--quick]
//! ```
//!
//! Runs wherever a driver loads (`CUDYN_DRIVER` names the fake in CI, where the figures mean
//! nothing but every byte is still checked).

use std::time::{Duration, Instant};

use cudyn::sys::{CUdeviceptr, CUmemLocation, CUmemLocationType, CUresult, CUstream};
use cudyn::{Attach, Device, DeviceBuffer, Location, PinnedBuffer, Stream, UnifiedBuffer, View};

type Res<T> = Result<T, Box<dyn std::error::Error>>;

/// Calls a driver entry point, its failure an error.
macro_rules! raw {
    ($entry:ident($($arg:expr),* $(,)?)) => {{
        let f = cudyn::driver()?.$entry()?;
        // SAFETY: each call site passes live memory of the sizes the entry point reads or
        // writes, and a live stream of the current context.
        match unsafe { f($($arg),*) } {
            CUresult::CUDA_SUCCESS => Ok::<(), cudyn::Error>(()),
            code => Err(cudyn::Error::Driver(cudyn::DriverError::new(stringify!($entry), code))),
        }
    }};
}

fn location(device: Option<&Device>) -> CUmemLocation {
    match device {
        Some(d) => {
            cudyn::sys::mem_location(CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE, d.raw())
        }
        None => cudyn::sys::mem_location(CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST, 0),
    }
}

/// Prefetches `bytes` at `ptr` to `to` and waits (the set-up between repetitions).
fn place(ptr: CUdeviceptr, bytes: usize, to: Option<&Device>, stream: CUstream) -> Res<()> {
    raw!(cuMemPrefetchAsync_v2(ptr, bytes, location(to), 0, stream))?;
    raw!(cuStreamSynchronize(stream))?;
    Ok(())
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn gbps(bytes: usize, time: Duration) -> f64 {
    bytes as f64 / time.as_secs_f64() / 1e9
}

fn pattern(i: usize) -> u8 {
    (i.wrapping_mul(2654435761) >> 13) as u8
}

fn check(bytes: &[u8], what: &str) -> Res<()> {
    match bytes.iter().enumerate().find(|&(i, &b)| b != pattern(i)) {
        None => Ok(()),
        Some((i, &b)) => Err(format!("{what}: byte {i} is {b}, not {}", pattern(i)).into()),
    }
}

fn main() -> Res<()> {
    let quick = std::env::args().any(|a| a == "--quick");
    let device = Device::get(0)?;
    println!("device: {}", device.name()?);
    let legacy = cudyn::driver()?.legacy();
    println!(
        "driver: batched prefetch {}, discard {}, discard-and-prefetch {}; concurrent managed access {}; host NUMA node {:?}",
        legacy.cuMemPrefetchBatchAsync.is_some(),
        legacy.cuMemDiscardBatchAsync.is_some(),
        legacy.cuMemDiscardAndPrefetchBatchAsync.is_some(),
        device.concurrent_managed_access()?,
        device.host_numa_id()?,
    );
    let stream = Stream::new(&device)?;
    batched_prefetch(&device, &stream, quick)?;
    migrate_to_host(&device, &stream, quick)?;
    copy_out(&device, &stream, quick)?;
    Ok(())
}

fn batched_prefetch(device: &Device, stream: &Stream, quick: bool) -> Res<()> {
    let (ranges, range) = if quick {
        (16, 64 << 10)
    } else {
        (1000, 2 << 20)
    };
    let reps = if quick { 2 } else { 5 };
    let bytes = ranges * range;
    let mut buffer = UnifiedBuffer::<u8>::zeroed(device, bytes, Attach::Global)?;
    for (i, b) in buffer.as_mut_slice()?.iter_mut().enumerate() {
        *b = pattern(i);
    }
    let ptr = View::from(&buffer).device_ptr();
    let (mut queued, mut done) = ((Vec::new(), Vec::new()), (Vec::new(), Vec::new()));
    for _ in 0..reps {
        place(ptr, bytes, None, stream.raw())?;
        let started = Instant::now();
        stream.scope(|s| {
            let queuing = Instant::now();
            s.prefetch_batch(View::from(&buffer).chunks(range)?, Location::Device(device))?;
            queued.0.push(queuing.elapsed());
            Ok(())
        })?;
        done.0.push(started.elapsed());
        place(ptr, bytes, None, stream.raw())?;
        let started = Instant::now();
        for i in 0..ranges {
            let at = ptr + (i * range) as u64;
            raw!(cuMemPrefetchAsync_v2(
                at,
                range,
                location(Some(device)),
                0,
                stream.raw()
            ))?;
        }
        queued.1.push(started.elapsed());
        raw!(cuStreamSynchronize(stream.raw()))?;
        done.1.push(started.elapsed());
    }
    // The same as a future whose queuing a relay thread leads: the driver's prefetch of pages
    // on the host does much of the migration inside the call, which the caller's thread is
    // spared.
    let (mut handed, mut awaited) = (Vec::new(), Vec::new());
    for _ in 0..reps {
        place(ptr, bytes, None, stream.raw())?;
        let started = Instant::now();
        let to = device.clone();
        let pending = stream.submit_off_thread(buffer, move |s, buffer| {
            s.prefetch_batch(View::from(&*buffer).chunks(range)?, Location::Device(&to))
        })?;
        handed.push(started.elapsed());
        buffer = cudyn::block_on(pending)?;
        awaited.push(started.elapsed());
    }
    place(ptr, bytes, None, stream.raw())?;
    check(buffer.as_slice()?, "batched prefetch")?;
    let (qb, ql) = (median(queued.0), median(queued.1));
    let (db, dl) = (median(done.0), median(done.1));
    let (qf, df) = (median(handed), median(awaited));
    println!(
        "batched prefetch as a future (submit_off_thread): caller's host time {:.1} us: loop/future {:.0} x; done {:.2} GB/s: future/loop {:.2} x",
        qf.as_secs_f64() * 1e6,
        ql.as_secs_f64() / qf.as_secs_f64(),
        gbps(bytes, df),
        dl.as_secs_f64() / df.as_secs_f64(),
    );
    println!(
        "batched prefetch of {ranges} x {} KiB to the device (median of {reps}): host time batch {:.1} us, loop {:.1} us: loop/batch {:.2} x; \
         done batch {:.2} GB/s, loop {:.2} GB/s: batch/loop {:.2} x",
        range >> 10,
        qb.as_secs_f64() * 1e6,
        ql.as_secs_f64() * 1e6,
        ql.as_secs_f64() / qb.as_secs_f64(),
        gbps(bytes, db),
        gbps(bytes, dl),
        dl.as_secs_f64() / db.as_secs_f64(),
    );
    Ok(())
}

/// Writes `from` into `to` with `threads` threads.
fn parallel_copy(from: &[u8], to: &mut [u8], threads: usize) {
    let chunk = from.len().div_ceil(threads).max(1);
    std::thread::scope(|scope| {
        for (from, to) in from.chunks(chunk).zip(to.chunks_mut(chunk)) {
            scope.spawn(move || to.copy_from_slice(from));
        }
    });
}

fn migrate_to_host(device: &Device, stream: &Stream, quick: bool) -> Res<()> {
    let bytes = if quick { 8 << 20 } else { 1 << 30 };
    let reps = if quick { 2 } else { 5 };
    let threads = std::thread::available_parallelism()
        .map_or(4, |n| n.get())
        .min(16);
    let mut buffer = UnifiedBuffer::<u8>::zeroed(device, bytes, Attach::Global)?;
    for (i, b) in buffer.as_mut_slice()?.iter_mut().enumerate() {
        *b = pattern(i);
    }
    let ptr = View::from(&buffer).device_ptr();
    let mut staging = PinnedBuffer::<u8>::zeroed(device, bytes, Default::default())?;
    let pinned = View::from(&staging).device_ptr();
    let s = stream.raw();
    let legacy = cudyn::driver()?.legacy();
    let mut ways: Vec<(&str, Vec<Duration>, [Duration; 3])> = Vec::new();
    // The driver's migration.
    let mut times = Vec::new();
    for _ in 0..reps {
        place(ptr, bytes, Some(device), s)?;
        let started = Instant::now();
        place(ptr, bytes, None, s)?;
        times.push(started.elapsed());
    }
    check(buffer.as_slice()?, "driver prefetch")?;
    ways.push(("one driver prefetch", times, [Duration::ZERO; 3]));
    // Copied out to pinned memory, the device copy discarded and host pages made where the data
    // does not move (discard-and-prefetch), then written by the host's threads.
    if let Some(discard_prefetch) = legacy.cuMemDiscardAndPrefetchBatchAsync {
        for (name, prefetch_host) in [
            ("DMA out, discard+prefetch to host, threads write", true),
            ("DMA out, discard, threads write (faulting)", false),
        ] {
            let mut times = Vec::new();
            let mut steps = [Duration::ZERO; 3];
            for _ in 0..reps {
                place(ptr, bytes, Some(device), s)?;
                let started = Instant::now();
                raw!(cuMemcpyAsync(pinned, ptr, bytes, s))?;
                raw!(cuStreamSynchronize(s))?;
                let copied = started.elapsed();
                let (mut addr, mut size) = ([ptr], [bytes]);
                let (mut loc, mut idx) = ([location(None)], [0usize]);
                // SAFETY: the whole live managed buffer, which nothing else uses; the arrays
                // live across the call; flags 0.
                let code = unsafe {
                    if prefetch_host {
                        discard_prefetch(
                            addr.as_mut_ptr(),
                            size.as_mut_ptr(),
                            1,
                            loc.as_mut_ptr(),
                            idx.as_mut_ptr(),
                            1,
                            0,
                            s,
                        )
                    } else {
                        let discard = legacy.cuMemDiscardBatchAsync.ok_or("no discard")?;
                        discard(addr.as_mut_ptr(), size.as_mut_ptr(), 1, 0, s)
                    }
                };
                if code != CUresult::CUDA_SUCCESS {
                    return Err(format!("{name}: {code:?}").into());
                }
                raw!(cuStreamSynchronize(s))?;
                let discarded = started.elapsed();
                parallel_copy(staging.as_slice(), buffer.as_mut_slice()?, threads);
                let total = started.elapsed();
                times.push(total);
                steps[0] += copied;
                steps[1] += discarded - copied;
                steps[2] += total - discarded;
            }
            check(buffer.as_slice()?, name)?;
            ways.push((name, times, steps.map(|d| d / reps as u32)));
        }
    } else {
        println!("migrating to the host: the driver has no discard; only its prefetch is measured");
    }
    staging.as_mut_slice().fill(0);
    let driver = median(ways[0].1.clone());
    for (name, times, steps) in ways {
        let time = median(times);
        println!(
            "migrating {} MiB to the host, pages on the device before each (median of {reps}, {threads} threads): {name}: {:.2} ms, {:.2} GB/s: driver/this {:.2} x (steps, mean: copy out {:.2} ms, discard {:.2} ms, host writes {:.2} ms)",
            bytes >> 20,
            time.as_secs_f64() * 1e3,
            gbps(bytes, time),
            driver.as_secs_f64() / time.as_secs_f64(),
            steps[0].as_secs_f64() * 1e3,
            steps[1].as_secs_f64() * 1e3,
            steps[2].as_secs_f64() * 1e3,
        );
    }
    Ok(())
}

fn copy_out(device: &Device, stream: &Stream, quick: bool) -> Res<()> {
    let bytes = if quick { 8 << 20 } else { 256 << 20 };
    let reps = if quick { 2 } else { 7 };
    let mut buffer = UnifiedBuffer::<u8>::zeroed(device, bytes, Attach::Global)?;
    for (i, b) in buffer.as_mut_slice()?.iter_mut().enumerate() {
        *b = pattern(i);
    }
    let ptr = View::from(&buffer).device_ptr();
    let mut on_device = DeviceBuffer::<u8>::zeroed(device, bytes)?;
    let dst = View::from(&on_device).device_ptr();
    let s = stream.raw();
    let (mut raw_times, mut driver_times, mut ring_times) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..reps {
        place(ptr, bytes, None, s)?;
        let started = Instant::now();
        raw!(cuMemcpyAsync(dst, ptr, bytes, s))?;
        raw!(cuStreamSynchronize(s))?;
        raw_times.push(started.elapsed());
        place(ptr, bytes, None, s)?;
        let started = Instant::now();
        cudyn::copy(&buffer, &mut on_device)?;
        driver_times.push(started.elapsed());
        on_device.fill_u32(0)?;
        place(ptr, bytes, None, s)?;
        let started = Instant::now();
        // The pages are on the host: read as host memory, through the staging ring.
        cudyn::copy(buffer.as_slice()?, &mut on_device)?;
        ring_times.push(started.elapsed());
    }
    check(&on_device.to_vec()?, "copy through the ring")?;
    // With the host's mapping kept (accessed-by advice for the host), the ring's threads read
    // pages already mapped, instead of faulting each in after its migration.
    buffer.advise(cudyn::Advice::AccessedBy(Location::Host))?;
    let (mut raw_advised, mut ring_advised) = (Vec::new(), Vec::new());
    for _ in 0..reps {
        place(ptr, bytes, None, s)?;
        let started = Instant::now();
        raw!(cuMemcpyAsync(dst, ptr, bytes, s))?;
        raw!(cuStreamSynchronize(s))?;
        raw_advised.push(started.elapsed());
        on_device.fill_u32(0)?;
        place(ptr, bytes, None, s)?;
        let started = Instant::now();
        cudyn::copy(buffer.as_slice()?, &mut on_device)?;
        ring_advised.push(started.elapsed());
    }
    check(&on_device.to_vec()?, "copy through the ring, advised")?;
    // For context: the ring on the same bytes read a second time (no migration between), and on
    // ordinary pageable memory.
    let started = Instant::now();
    cudyn::copy(buffer.as_slice()?, &mut on_device)?;
    let again = started.elapsed();
    let ordinary = buffer.as_slice()?.to_vec();
    let mut plain = Vec::new();
    for _ in 0..reps {
        let started = Instant::now();
        cudyn::copy(&ordinary[..], &mut on_device)?;
        plain.push(started.elapsed());
    }
    // And the host alone reading it: one thread, then every thread, into ordinary memory.
    let mut into = vec![0u8; bytes];
    let threads = std::thread::available_parallelism()
        .map_or(4, |n| n.get())
        .min(16);
    let mut host_reads = [Duration::ZERO; 2];
    for (n, time) in [1, threads].into_iter().zip(host_reads.iter_mut()) {
        place(ptr, bytes, None, s)?;
        parallel_copy(buffer.as_slice()?, &mut into, n);
        let started = Instant::now();
        parallel_copy(buffer.as_slice()?, &mut into, n);
        *time = started.elapsed();
    }
    println!(
        "through the ring: managed memory read again at once {:.2} GB/s; ordinary pageable memory {:.2} GB/s; the host copying it (pages mapped) with 1 thread {:.2} GB/s, {threads} threads {:.2} GB/s",
        gbps(bytes, again),
        gbps(bytes, median(plain)),
        gbps(bytes, host_reads[0]),
        gbps(bytes, host_reads[1]),
    );
    // cudyn::copy of a managed buffer's host slice is the driver's copy (the driver knows the
    // memory): a ring written here instead, the host's threads reading the managed pages into
    // two pinned chunks in turn while the copy engine takes the other up.
    let chunk = (32 << 20).min(bytes);
    let mut pinned = [
        PinnedBuffer::<u8>::zeroed(device, chunk, Default::default())?,
        PinnedBuffer::<u8>::zeroed(device, chunk, Default::default())?,
    ];
    let events = [cudyn::Event::new(device)?, cudyn::Event::new(device)?];
    let mut by_hand = Vec::new();
    for _ in 0..reps {
        on_device.fill_u32(0)?;
        place(ptr, bytes, None, s)?;
        let started = Instant::now();
        for (i, part) in buffer.as_slice()?.chunks(chunk).enumerate() {
            let slot = i % 2;
            events[slot].synchronize()?;
            parallel_copy(
                part,
                &mut pinned[slot].as_mut_slice()[..part.len()],
                threads,
            );
            let from = View::from(&pinned[slot]).device_ptr();
            raw!(cuMemcpyAsync(dst + (i * chunk) as u64, from, part.len(), s))?;
            events[slot].record(stream)?;
        }
        raw!(cuStreamSynchronize(s))?;
        by_hand.push(started.elapsed());
    }
    check(&on_device.to_vec()?, "a ring by hand")?;
    let hand = median(by_hand);
    println!(
        "a ring by hand over host-resident managed memory ({threads} threads, 2 x {} MiB pinned): {:.2} GB/s: against raw cuMemcpyAsync {:.2} x",
        chunk >> 20,
        gbps(bytes, hand),
        median(raw_times.clone()).as_secs_f64() / hand.as_secs_f64(),
    );
    let (ra, ga) = (median(raw_advised), median(ring_advised));
    println!(
        "the same with the host's mapping kept (accessed-by host): raw cuMemcpyAsync {:.2} GB/s, through the staging ring {:.2} GB/s: ring/raw {:.2} x",
        gbps(bytes, ra),
        gbps(bytes, ga),
        ra.as_secs_f64() / ga.as_secs_f64(),
    );
    let (r, d, g) = (median(raw_times), median(driver_times), median(ring_times));
    println!(
        "copying {} MiB of host-resident managed memory to the device (median of {reps}): raw cuMemcpyAsync {:.2} GB/s, cudyn::copy of the buffer {:.2} GB/s, through the staging ring {:.2} GB/s: ring/raw {:.2} x",
        bytes >> 20,
        gbps(bytes, r),
        gbps(bytes, d),
        gbps(bytes, g),
        r.as_secs_f64() / g.as_secs_f64(),
    );
    Ok(())
}
