//! Futures (`Stream::submit`) against the blocking path, in one process (issue 27's targets):
//!
//! - **throughput**: 10,000 owned 4 KiB uploads from the pinned pool, every one in flight at
//!   once from its own task on a current-thread tokio runtime, against the same uploads in a
//!   blocking loop on one thread (a scope each: queue, wait), in turns;
//! - **latency**: from the GPU finishing to the awaiting task running again. A kernel's last act
//!   writes a flag into mapped pinned memory; a host thread spinning on the flag timestamps it;
//!   the task timestamps itself when its `submit` future resumes; the difference, per launch;
//!   the task's own waker is wrapped to timestamp the wake too, which splits the latency into
//!   cudyn's part (the GPU's end to the wake) and the executor's (the wake to the task running);
//!   beside it, the executor's own cost measured the same way without a GPU (the same threads
//!   spin; a host thread sets the flag and wakes the task); `--latency` measures only these,
//!   with 2,000 samples each;
//! - **idle cost**: the CPU time of the process while 100 futures wait on one kernel that runs
//!   for a second;
//! - **pipelines**: 16 tasks on a current-thread runtime, each on its own stream running
//!   upload -> kernel -> download of 4 MiB (pinned) per submission, against the same work in
//!   scopes on 16 threads: the total time of each;
//! - **pageable**: 8 MiB uploads from vectors, every one a task: `copy_owned` (handed to a relay
//!   thread) against `submit` (the staged copy driven on the executor's thread) and a blocking
//!   loop; GB/s, and the longest the executor's thread was kept from its other tasks (a task
//!   that only yields measures the gaps).
//!
//! ```text
//! futures_bench [--quick] [--latency] [--kernel-us N]
//! ```
//!
//! `--kernel-us` sets the latency kernel's length (200 by default, which ends inside the
//! watcher's spin; over 1000, the watcher naps between looks and a doorbell is queued too).

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::task::{Context, Poll, Wake, Waker};
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
    // Only the latency, with more samples, and its baseline.
    let only_latency = std::env::args().any(|a| a == "--latency");
    let args: Vec<String> = std::env::args().collect();
    let kernel_us: u64 = match args.iter().position(|a| a == "--kernel-us") {
        Some(at) => args
            .get(at + 1)
            .and_then(|n| n.parse().ok())
            .ok_or("--kernel-us N")?,
        None => 200,
    };
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
    let (ops, rounds) = match (quick, only_latency) {
        (_, true) => (0, 0),
        (true, false) => (200, 2),
        (false, false) => (10_000, 5),
    };
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
    if rounds > 0 {
        let (f, b) = (median(futures_rate), median(blocking_rate));
        println!(
            "throughput: {ops} owned 4 KiB pinned uploads: futures {f:.0}/s, blocking loop \
             {b:.0}/s: {:.2} x (medians of {rounds})",
            f / b
        );
    }

    // Latency and idle cost: a kernel that waits, then writes a flag.
    let spin =
        Module::from_ptx(&device, include_str!("futures/spin.ptx"))?.function("spin_flag")?;
    let flag = PinnedBuffer::<u32>::zeroed(&device, 16, Default::default())?;
    let flag_at = flag.view().device_ptr();
    // SAFETY: the buffer's first word, which the kernel writes and this thread only reads
    // atomically, alive until the end of main.
    let cell: &'static AtomicU32 = unsafe { &*(flag.as_slice().as_ptr() as *const AtomicU32) };
    let samples = match (quick, only_latency) {
        (true, _) => 10,
        (false, false) => 300,
        (false, true) => 2000,
    };
    latency(
        &runtime,
        &stream,
        (&spin, kernel_us),
        flag_at,
        cell,
        samples,
    )?;
    baseline(&runtime, samples)?;
    if only_latency {
        return Ok(());
    }

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

    pipelines(&device, quick)?;
    pageable(&device, &stream, quick)?;
    Ok(())
}

/// Summary of latencies in microseconds: median, p99 and the largest.
fn show(v: &[f64]) -> String {
    if v.is_empty() {
        return "no samples".to_string();
    }
    format!(
        "median {:.1} us, p99 {:.1} us, max {:.1} us",
        median(v.to_vec()),
        percentile(v.to_vec(), 0.99),
        percentile(v.to_vec(), 1.0)
    )
}

fn us(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

/// From the GPU finishing to the awaiting task running again, `samples` times: a kernel's last
/// act sets `cell` (at `flag_at` on the device), which a host thread spinning on it timestamps.
fn latency(
    runtime: &tokio::runtime::Runtime,
    stream: &Arc<Stream>,
    (spin, kernel_us): (&cudyn::Function, u64),
    flag_at: u64,
    cell: &'static AtomicU32,
    samples: usize,
) -> Res<()> {
    let (mut latency, mut to_wake, mut to_task) = (Vec::new(), Vec::new(), Vec::new());
    let (mut to_poll, mut in_poll) = (Vec::new(), Vec::new());
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
                unsafe { s.launch(spin, config, (kernel_us * 1000, flag_at)) }
            })?;
            let woke = Arc::new(std::sync::Mutex::new(None));
            let mut stamped = Stamped(pending, woke.clone(), None);
            (&mut stamped).await?;
            let woke = *woke.lock().unwrap();
            Ok::<_, cudyn::Error>((Instant::now(), woke, stamped.2))
        })?;
        stop.store(true, Ordering::Relaxed);
        watcher.join().map_err(|_| "watcher panicked")?;
        let (resumed, woke, polled) = resumed;
        if let Some(seen) = *seen.lock().unwrap() {
            latency.push(us(resumed.saturating_duration_since(seen)));
            // Not woken: ready at its first poll (the fake's kernels end at once).
            if let Some(woke) = woke {
                to_wake.push(us(woke.saturating_duration_since(seen)));
                to_task.push(us(resumed.saturating_duration_since(woke)));
                if let Some(polled) = polled {
                    to_poll.push(us(polled.saturating_duration_since(woke)));
                    in_poll.push(us(resumed.saturating_duration_since(polled)));
                }
            }
        }
    }
    println!(
        "latency from the kernel's last write to the task resuming: {} ({} launches of a \
         {kernel_us} us kernel, current-thread tokio; a host thread spinning on a flag the kernel \
         writes last timestamps the GPU's end)",
        show(&latency),
        latency.len()
    );
    println!("  of which to the waker's call (cudyn): {}", show(&to_wake));
    println!(
        "  and from the waker's call to the task running (the executor): {}",
        show(&to_task)
    );
    println!(
        "    the executor's: from the waker's call to the task's poll: {}",
        show(&to_poll)
    );
    println!(
        "    cudyn's again: from that poll's start to the output in the task's hands: {}",
        show(&in_poll)
    );

    Ok(())
}

/// The executor's own cost, measured the same way without a GPU or cudyn: the same threads
/// spin (a reference thread on the flag, timestamping it; a waker thread, standing for the
/// GPU and cudyn's watcher, which spins for 200 us, sets the flag and wakes the task itself),
/// and the latency is from the flag to the task running again. Any waker-based design pays at
/// least this; what cudyn adds is the difference.
fn baseline(runtime: &tokio::runtime::Runtime, samples: usize) -> Res<()> {
    let mut latency = Vec::new();
    for _ in 0..samples {
        let slot: Arc<std::sync::Mutex<Option<Waker>>> = Arc::default();
        let flag = Arc::new(AtomicBool::new(false));
        let seen = Arc::new(std::sync::Mutex::new(None::<Instant>));
        let reference = {
            let (flag, seen) = (flag.clone(), seen.clone());
            std::thread::spawn(move || {
                while !flag.load(Ordering::Acquire) {
                    std::hint::spin_loop();
                }
                *seen.lock().unwrap() = Some(Instant::now());
            })
        };
        let waker = {
            let (slot, flag) = (slot.clone(), flag.clone());
            std::thread::spawn(move || {
                let until = Instant::now() + Duration::from_micros(200);
                while Instant::now() < until {
                    std::hint::spin_loop();
                }
                flag.store(true, Ordering::Release);
                if let Some(waker) = slot.lock().unwrap().take() {
                    waker.wake();
                }
            })
        };
        let resumed = runtime.block_on(std::future::poll_fn(|cx| {
            let mut slot = slot.lock().unwrap();
            if flag.load(Ordering::Acquire) {
                return Poll::Ready(Instant::now());
            }
            *slot = Some(cx.waker().clone());
            Poll::Pending
        }));
        reference.join().map_err(|_| "reference thread panicked")?;
        waker.join().map_err(|_| "waker thread panicked")?;
        if let Some(seen) = *seen.lock().unwrap() {
            latency.push(us(resumed.saturating_duration_since(seen)));
        }
    }
    println!(
        "  baseline, no GPU: the same threads spinning, one setting the flag after 200 us and \
         waking the task itself: {} ({} samples, the same runtime)",
        show(&latency),
        latency.len()
    );
    Ok(())
}

/// A future that timestamps the last call of its waker (before the task runs again), and the
/// start of its last poll (the task running again, before cudyn's part of the poll).
struct Stamped<F>(F, Arc<std::sync::Mutex<Option<Instant>>>, Option<Instant>);

/// The waker `Stamped` hands its future: stamps, then wakes the task.
struct StampWaker(Waker, Arc<std::sync::Mutex<Option<Instant>>>);

impl Wake for StampWaker {
    fn wake(self: Arc<Self>) {
        *self.1.lock().unwrap() = Some(Instant::now());
        self.0.wake_by_ref();
    }
}

impl<F: Future + Unpin> Future for Stamped<F> {
    type Output = F::Output;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<F::Output> {
        self.2 = Some(Instant::now());
        let waker = Waker::from(Arc::new(StampWaker(cx.waker().clone(), self.1.clone())));
        Pin::new(&mut self.0).poll(&mut Context::from_waker(&waker))
    }
}

/// One stream's buffers for `pipelines`: pinned input and output, device memory between.
struct Lane {
    stream: Arc<Stream>,
    input: PinnedBuffer<u32>,
    on_device: DeviceBuffer<u32>,
    result: DeviceBuffer<u32>,
    output: PinnedBuffer<u32>,
    add: cudyn::Function,
}

impl Lane {
    fn new(device: &Device, add: &cudyn::Function, n: usize, seed: u32) -> cudyn::Result<Lane> {
        let data: Vec<u32> = (0..n as u32).map(|i| i ^ seed).collect();
        Ok(Lane {
            stream: Arc::new(Stream::new(device)?),
            input: PinnedBuffer::from_slice(device, &data, Default::default())?,
            on_device: DeviceBuffer::zeroed(device, n)?,
            result: DeviceBuffer::zeroed(device, n)?,
            output: PinnedBuffer::zeroed(device, n, Default::default())?,
            add: add.clone(),
        })
    }

    /// Queues one round (up, add 1, down) in `s`.
    fn queue<'s, 'e>(s: &'s cudyn::Scope<'s, 'e>, lane: &'s mut Lane) -> cudyn::Result<()> {
        let n = lane.input.len() as u32;
        // Each used twice: held, as in any scope.
        let (on_device, result) = (s.hold(&mut lane.on_device), s.hold(&mut lane.result));
        s.copy(&lane.input, on_device)?;
        // SAFETY: add_u32(in, out, n, value) reads and writes n elements of the two buffers.
        unsafe {
            s.launch(
                &lane.add,
                LaunchConfig::linear(n, 256),
                (on_device, result, n, 1u32),
            )
        }?;
        s.copy(result, &mut lane.output)
    }

    fn check(&self) -> bool {
        self.input
            .iter()
            .zip(self.output.iter())
            .all(|(&i, &o)| o == i + 1)
    }
}

/// 16 lanes of upload -> kernel -> download: tasks on one thread against scopes on 16 threads.
fn pipelines(device: &Device, quick: bool) -> Res<()> {
    let (lanes, rounds, n, takes) = if quick {
        (4, 3, 1 << 12, 1)
    } else {
        (16, 40, 1 << 20, 5)
    };
    let add =
        Module::from_ptx(device, include_str!("../tests/kernels.ptx"))?.function("add_u32")?;
    let runtime = tokio::runtime::Builder::new_current_thread().build()?;
    let mut all: Vec<Lane> = (0..lanes)
        .map(|i| Lane::new(device, &add, n, i as u32))
        .collect::<cudyn::Result<_>>()?;
    let (mut tasks_s, mut threads_s) = (Vec::new(), Vec::new());
    for _ in 0..takes {
        // Scopes on threads, one lane each.
        let start = Instant::now();
        std::thread::scope(|t| {
            let running: Vec<_> = all
                .iter_mut()
                .map(|lane| {
                    t.spawn(move || {
                        for _ in 0..rounds {
                            let stream = lane.stream.clone();
                            stream.scope(|s| Lane::queue(s, lane))?;
                        }
                        Ok::<(), cudyn::Error>(())
                    })
                })
                .collect();
            running
                .into_iter()
                .try_for_each(|r| r.join().expect("a lane's thread"))
        })?;
        threads_s.push(start.elapsed().as_secs_f64());
        assert!(all.iter().all(Lane::check), "a lane's result is wrong");
        all.iter_mut().for_each(|l| l.output.as_mut_slice().fill(0));
        // Tasks on one thread, a submission per round, awaited.
        let start = Instant::now();
        all = runtime.block_on(async {
            let running: Vec<_> = all
                .into_iter()
                .map(|mut lane| {
                    tokio::spawn(async move {
                        for _ in 0..rounds {
                            let stream = lane.stream.clone();
                            lane = stream.submit(lane, Lane::queue)?.await?;
                        }
                        Ok::<Lane, cudyn::Error>(lane)
                    })
                })
                .collect();
            let mut back = Vec::new();
            for lane in running {
                back.push(lane.await.map_err(|e| e.to_string())??);
            }
            Ok::<_, Box<dyn std::error::Error>>(back)
        })?;
        tasks_s.push(start.elapsed().as_secs_f64());
        assert!(all.iter().all(Lane::check), "a lane's result is wrong");
    }
    let (tasks, threads) = (median(tasks_s), median(threads_s));
    println!(
        "pipelines: {lanes} lanes x {rounds} rounds of {} KiB up, add, {} KiB down (pinned): \
         tasks on one thread {:.2} ms, scopes on {lanes} threads {:.2} ms: {:.3} x (medians of {takes})",
        (n * 4) >> 10,
        (n * 4) >> 10,
        tasks * 1e3,
        threads * 1e3,
        tasks / threads
    );
    Ok(())
}

/// Owned uploads from pageable vectors: handed to relay threads, driven on the executor's
/// thread, and a blocking loop; with the executor's longest stall.
fn pageable(device: &Device, stream: &Arc<Stream>, quick: bool) -> Res<()> {
    let (count, n) = if quick { (4, 1 << 20) } else { (32, 8 << 20) };
    let runtime = tokio::runtime::Builder::new_current_thread().build()?;
    let vectors: Vec<Vec<u8>> = (0..count).map(|i| vec![i as u8; n]).collect();
    let targets: Vec<DeviceBuffer<u8>> = (0..count)
        .map(|_| DeviceBuffer::<u8>::uninit(device, n))
        .collect::<cudyn::Result<_>>()?;
    // The blocking loop.
    let mut targets = targets;
    let start = Instant::now();
    for (v, t) in vectors.iter().zip(&mut targets) {
        t.copy_from(v)?;
    }
    let blocking = (count * n) as f64 / start.elapsed().as_secs_f64() / 1e9;
    let mut rows = Vec::new();
    for relay in [true, false] {
        let stop = Arc::new(AtomicBool::new(false));
        // The vectors the tasks own, made (and their pages touched) before the clock starts.
        let owned = vectors.clone();
        let start = Instant::now();
        let (back, stall) = runtime.block_on(async {
            // The ticker: the longest gap between two of its turns.
            let ticker = {
                let stop = stop.clone();
                tokio::spawn(async move {
                    let (mut last, mut worst) = (Instant::now(), Duration::ZERO);
                    while !stop.load(Ordering::Relaxed) {
                        tokio::task::yield_now().await;
                        worst = worst.max(last.elapsed());
                        last = Instant::now();
                    }
                    worst
                })
            };
            let tasks: Vec<_> = owned
                .into_iter()
                .zip(std::mem::take(&mut targets))
                .map(|(v, t)| {
                    let stream = stream.clone();
                    tokio::spawn(async move {
                        if relay {
                            stream.copy_owned(v, t)?.await
                        } else {
                            stream
                                .submit((v, t), |s, (v, t)| s.copy(&v[..], &mut *t))?
                                .await
                        }
                    })
                })
                .collect();
            let mut back = Vec::new();
            for task in tasks {
                back.push(task.await.map_err(|e| e.to_string())??);
            }
            stop.store(true, Ordering::Relaxed);
            let stall = ticker.await.map_err(|e| e.to_string())?;
            Ok::<_, Box<dyn std::error::Error>>((back, stall))
        })?;
        let rate = (count * n) as f64 / start.elapsed().as_secs_f64() / 1e9;
        for (i, (_, t)) in back.iter().enumerate().step_by(7) {
            assert!(
                t.to_vec()?.iter().all(|&x| x == i as u8),
                "upload {i} wrong"
            );
        }
        targets = back.into_iter().map(|(_, t)| t).collect();
        rows.push((rate, stall));
    }
    println!(
        "pageable: {count} owned {} MiB uploads from vectors, a task each: relay threads {:.2} GB/s \
         (executor stalled at most {:.2} ms), driven on the executor {:.2} GB/s (stalled {:.2} ms), \
         blocking loop {:.2} GB/s: relay / blocking {:.2} x",
        n >> 20,
        rows[0].0,
        rows[0].1.as_secs_f64() * 1e3,
        rows[1].0,
        rows[1].1.as_secs_f64() * 1e3,
        blocking,
        rows[0].0 / blocking
    );
    Ok(())
}
