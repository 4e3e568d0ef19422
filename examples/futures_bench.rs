//! Futures (`Stream::submit`) against the blocking path, in one process (issue 27's targets):
//!
//! - **throughput**: 10,000 owned 4 KiB uploads from the pinned pool, every one in flight at
//!   once from its own task on a current-thread tokio runtime, against the same uploads in a
//!   blocking loop on one thread (a scope each: queue, wait), in turns;
//! - **latency**: from the GPU finishing to the awaiting task running again. A kernel's last act
//!   writes a flag into mapped pinned memory; a host thread spinning on the flag timestamps it;
//!   the task timestamps itself when its `submit` future resumes; the difference, per launch;
//! - **idle cost**: the CPU time of the process while 100 futures wait on one kernel that runs
//!   for a second.
//!
//! ```text
//! futures_bench [--quick]
//! ```

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::{Duration, Instant};

use cudyn::{Device, DeviceBuffer, LaunchConfig, Module, PinnedBuffer, PinnedPool, Stream};

type Res<T> = Result<T, Box<dyn std::error::Error>>;

/// The process's CPU time so far.
fn cpu_time() -> Duration {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: writes one timespec to a local.
    unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut now) };
    Duration::new(now.tv_sec as u64, now.tv_nsec as u32)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn percentile(mut v: Vec<f64>, p: f64) -> f64 {
    v.sort_by(f64::total_cmp);
    v[((v.len() - 1) as f64 * p) as usize]
}

fn main() -> Res<()> {
    let quick = std::env::args().any(|a| a == "--quick");
    let device = Device::get(0)?;
    let name = device.name()?;
    let fake = name.starts_with("cudyn fake device");
    if fake {
        println!("warning: the fake driver: these figures mean nothing");
        // The fake runs kernels by name: spin_flag writes its flag at once.
        cudyn_fake_driver::register_kernel("spin_flag", |launch| {
            // SAFETY: spin_flag's parameters are (u64 ns, u64 flag).
            let flag = unsafe { launch.arg::<u64>(1) };
            launch.write(flag, &[1u32])
        });
    }
    println!("{name}");
    let stream = Arc::new(Stream::new(&device)?);
    let runtime = tokio::runtime::Builder::new_current_thread().build()?;

    // Throughput.
    let (ops, rounds) = if quick { (200, 2) } else { (10_000, 5) };
    let pool = PinnedPool::new(&device)?;
    let (mut futures_rate, mut blocking_rate) = (Vec::new(), Vec::new());
    for _ in 0..rounds {
        let blocks: Vec<PinnedBuffer<u8>> = (0..ops)
            .map(|i| {
                let mut b = pool.alloc::<u8>(4096, Default::default())?;
                b.as_mut_slice().fill(i as u8);
                Ok(b)
            })
            .collect::<cudyn::Result<_>>()?;
        let targets: Vec<DeviceBuffer<u8>> = (0..ops)
            .map(|_| DeviceBuffer::<u8>::uninit(&device, 4096))
            .collect::<cudyn::Result<_>>()?;
        // Blocking: one scope per upload, queued and waited for on this thread.
        let mut targets = targets;
        let start = Instant::now();
        for (block, target) in blocks.iter().zip(&mut targets) {
            stream.scope(|s| s.copy(block, &mut *target))?;
        }
        blocking_rate.push(ops as f64 / start.elapsed().as_secs_f64());
        // Futures: every upload a task, all in flight at once.
        let start = Instant::now();
        let back = runtime.block_on(async {
            let tasks: Vec<_> = blocks
                .into_iter()
                .zip(targets)
                .map(|(block, target)| {
                    let stream = stream.clone();
                    tokio::spawn(async move { stream.copy_owned(block, target)?.await })
                })
                .collect();
            let mut back = Vec::with_capacity(tasks.len());
            for task in tasks {
                back.push(task.await.map_err(|e| e.to_string())??);
            }
            Ok::<_, Box<dyn std::error::Error>>(back)
        })?;
        futures_rate.push(ops as f64 / start.elapsed().as_secs_f64());
        for (i, (_, target)) in back.iter().enumerate().step_by(997) {
            assert!(
                target.to_vec()?.iter().all(|&x| x == i as u8),
                "upload {i} wrong"
            );
        }
    }
    let (f, b) = (median(futures_rate), median(blocking_rate));
    println!(
        "throughput: {ops} owned 4 KiB pinned uploads: futures {f:.0}/s, blocking loop {b:.0}/s: \
         {:.2} x (medians of {rounds})",
        f / b
    );

    // Latency and idle cost: a kernel that waits, then writes a flag.
    let spin =
        Module::from_ptx(&device, include_str!("futures/spin.ptx"))?.function("spin_flag")?;
    let flag = PinnedBuffer::<u32>::zeroed(&device, 16, Default::default())?;
    let flag_at = flag.view().device_ptr();
    // SAFETY: the buffer's first word, which the kernel writes and this thread only reads
    // atomically, alive until the end of main.
    let cell: &'static AtomicU32 = unsafe { &*(flag.as_slice().as_ptr() as *const AtomicU32) };
    let samples = if quick { 10 } else { 300 };
    let mut latency = Vec::new();
    for _ in 0..samples {
        cell.store(0, Ordering::SeqCst);
        let seen = Arc::new(std::sync::Mutex::new(None::<Instant>));
        let stop = Arc::new(AtomicBool::new(false));
        let watcher = {
            let (seen, stop) = (seen.clone(), stop.clone());
            std::thread::spawn(move || {
                while cell.load(Ordering::Acquire) == 0 && !stop.load(Ordering::Relaxed) {
                    std::hint::spin_loop();
                }
                *seen.lock().unwrap() = Some(Instant::now());
            })
        };
        let resumed = runtime.block_on(async {
            // The function is owned by the submission, like the memory.
            let pending = stream.submit(spin.clone(), |s, spin| {
                let config = LaunchConfig {
                    grid: [1, 1, 1],
                    block: [1, 1, 1],
                    shared_memory_bytes: 0,
                };
                // SAFETY: spin_flag takes (u64, u64) and writes one u32 at the second, a word of
                // mapped pinned memory that lives until the end of main.
                unsafe { s.launch(spin, config, (200_000u64, flag_at)) }
            })?;
            pending.await?;
            Ok::<_, cudyn::Error>(Instant::now())
        })?;
        stop.store(true, Ordering::Relaxed);
        watcher.join().map_err(|_| "watcher panicked")?;
        if let Some(seen) = *seen.lock().unwrap() {
            latency.push(resumed.saturating_duration_since(seen).as_secs_f64() * 1e6);
        }
    }
    println!(
        "latency from the kernel's last write to the task resuming: median {:.1} us, p99 {:.1} us, \
         max {:.1} us ({} launches of a 200 us kernel; a host thread spinning on a flag the \
         kernel writes last timestamps the GPU's end)",
        median(latency.clone()),
        percentile(latency.clone(), 0.99),
        percentile(latency.clone(), 1.0),
        latency.len()
    );

    // Idle cost: 100 futures waiting on a kernel that runs for a second.
    let seconds = if quick { 0.05 } else { 1.0 };
    let (cpu, wall) = runtime.block_on(async {
        cell.store(0, Ordering::SeqCst);
        let long = stream
            .submit(spin.clone(), |s, spin| {
                let config = LaunchConfig {
                    grid: [1, 1, 1],
                    block: [1, 1, 1],
                    shared_memory_bytes: 0,
                };
                // SAFETY: as above.
                unsafe { s.launch(spin, config, ((seconds * 1e9) as u64, flag_at)) }
            })
            .map_err(|e| e.to_string())?;
        let waiters: Vec<_> = (0..100)
            .map(|_| {
                let stream = stream.clone();
                tokio::spawn(async move { stream.done()?.await })
            })
            .collect();
        let (cpu0, wall0) = (cpu_time(), Instant::now());
        for waiter in waiters {
            waiter
                .await
                .map_err(|e| e.to_string())?
                .map_err(|e| e.to_string())?;
        }
        long.await.map_err(|e| e.to_string())?;
        Ok::<_, String>((cpu_time() - cpu0, wall0.elapsed()))
    })?;
    println!(
        "idle cost: 100 futures waiting on a {seconds} s kernel: {:.3} % of a core ({:?} of CPU \
         in {:?})",
        100.0 * cpu.as_secs_f64() / wall.as_secs_f64(),
        cpu,
        wall
    );
    drop(flag);
    Ok(())
}
