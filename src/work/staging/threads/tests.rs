//! The crew's threads alone, without a driver: panics while copying, the chunks of a copy, and
//! what threads left out of a job cost.

use super::*;

/// Runs an upload of `host` into `slots` (chunks of 64 KiB, 4 parts each, all ready at
/// once) on `workers`: the caller alone, or 7 threads while it only watches. Whether it
/// completed (false: it failed).
fn run_upload(
    workers: &mut Workers,
    alone: bool,
    host: &[u8],
    slots: &mut [Vec<u8>; RING],
) -> bool {
    let threads = if alone { 1 } else { 8 };
    let job = Job {
        way: Way::ToDevice,
        host: host.as_ptr() as usize,
        host_rows: None,
        device_rows: None,
        blocks: (0, 0),
        kernel: 0,
        file: None,
        bytes: host.len(),
        slots: slots.each_mut().map(|s| s.as_mut_ptr() as usize),
        chunk: 64 << 10,
        parts: 4,
        threads,
    };
    assert!(job.chunks() <= RING && !job.ramps());
    // SAFETY: `host` and the slots (64 KiB each) outlive `run`; all chunks are ready at
    // once because no copy engine shares the slots.
    let run = unsafe { workers.begin(job) };
    (0..job.chunks()).for_each(|c| run.make_ready(c));
    loop {
        if run.failed() {
            return false;
        }
        if (0..job.chunks()).all(|c| run.copied(c)) {
            return true;
        }
        if !alone || !run.help(&mut || Ok(())).unwrap() {
            std::hint::spin_loop();
        }
    }
}

fn filled(slots: &[Vec<u8>; RING], bytes: usize) -> Vec<u8> {
    slots.concat()[..bytes].to_vec()
}

#[test]
fn a_panic_while_copying_fails_the_copy_instead_of_hanging_it() {
    let host: Vec<u8> = (0..(4 << 16) - 5).map(|i| (i * 7 % 251) as u8).collect();
    let mut slots: [Vec<u8>; RING] = Default::default();
    slots.iter_mut().for_each(|s| *s = vec![0; 64 << 10]);
    let mut workers = Workers::new(0);

    // The caller alone panics in the part of ticket 5: the panic reaches it, and dropping
    // the job (while unwinding) does not wait for that part.
    workers.shared.panic_at.store(5, Ordering::Relaxed);
    let unwound = std::panic::catch_unwind(AssertUnwindSafe(|| {
        run_upload(&mut workers, true, &host, &mut slots)
    }));
    assert!(unwound.is_err());
    assert!(workers.threads.is_empty());
    assert_eq!(workers.shared.busy.load(Ordering::SeqCst), 0);

    // A thread panics while the caller only watches: the copy fails, and returns.
    workers.shared.panic_at.store(9, Ordering::Relaxed);
    assert!(!run_upload(&mut workers, false, &host, &mut slots));
    assert_eq!(workers.threads.len(), 7);

    // The same threads copy the next job whole, byte for byte.
    workers.shared.panic_at.store(usize::MAX, Ordering::Relaxed);
    slots.iter_mut().for_each(|s| s.fill(0));
    assert!(run_upload(&mut workers, false, &host, &mut slots));
    assert_eq!(filled(&slots, host.len()), host);
    assert!(workers.threads.iter().all(|t| !t.is_finished()));
}

/// The CPU time of a thread of `workers` so far, read from outside it.
#[cfg(target_os = "linux")]
fn cpu_of(workers: &Workers, index: usize) -> Duration {
    use std::os::unix::thread::JoinHandleExt;
    let thread = workers.threads[index - 1].as_pthread_t();
    let mut clock: libc::clockid_t = 0;
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: the thread is alive (its handle is held and its loop never ends), and both
    // calls write one value through a pointer to a live local.
    let read = unsafe {
        libc::pthread_getcpuclockid(thread, &mut clock) == 0
            && libc::clock_gettime(clock, &mut now) == 0
    };
    assert!(read, "the CPU clock of thread {index}");
    Duration::new(now.tv_sec as u64, now.tv_nsec as u32)
}

#[test]
#[cfg(target_os = "linux")]
fn threads_a_copy_leaves_out_sleep_instead_of_spinning() {
    // Under valgrind one thread runs at a time and a wake-up costs what a spin does.
    if std::env::var_os("CUDYN_VALGRIND").is_some() {
        return;
    }
    let host: Vec<u8> = (0..4 << 16).map(|i| (i % 253) as u8).collect();
    let mut slots: [Vec<u8>; RING] = Default::default();
    slots.iter_mut().for_each(|s| *s = vec![0; 64 << 10]);
    // A crew started for a file transfer (12 threads, the caller's included), then used by
    // copies of memory (8): threads 8 to 11 are left out of each.
    let mut workers = Workers::new(3);
    workers.start(12);
    assert_eq!(workers.threads.len(), 11);
    let cpu = |workers: &Workers, range: std::ops::Range<usize>| -> Vec<Duration> {
        range.map(|index| cpu_of(workers, index)).collect()
    };
    let (took_part, left_out) = (cpu(&workers, 1..8), cpu(&workers, 8..12));
    // Each job is followed by a pause longer than the spin: a thread that spins after a
    // job spins its whole 200 µs, each time.
    for _ in 0..100 {
        slots.iter_mut().for_each(|s| s.fill(0));
        assert!(run_upload(&mut workers, false, &host, &mut slots));
        assert_eq!(filled(&slots, host.len()), host);
        std::thread::sleep(Duration::from_millis(1));
    }
    let spent = |before: Vec<Duration>, after: Vec<Duration>| -> Vec<Duration> {
        before.iter().zip(after).map(|(b, a)| a - *b).collect()
    };
    let took_part = spent(took_part, cpu(&workers, 1..8));
    let left_out = spent(left_out, cpu(&workers, 8..12));
    // A thread left out only wakes for each job: microseconds of CPU each time (here under
    // 1 ms over the 100, beside two busy loops too). Spinning through each job's start as one
    // that took part does, it spent as much as those: 100 x 200 µs, 20 ms here. The bound is
    // on CPU time, which a busy machine does not stretch (the spin's 200 µs are wall-clock:
    // a crowded machine shortens what the old behaviour burned, not what a wake-up costs).
    let most = left_out.iter().max().copied().unwrap_or_default();
    assert!(
        most < Duration::from_millis(5),
        "left out {left_out:?}, took part {took_part:?}"
    );
}

#[test]
fn the_chunks_of_every_copy_tile_it() {
    // Ramped (an upload of at least 8 chunks) and not (shorter, or a download), down to
    // copies shorter than both ramps together.
    for (bytes, way, ramps) in [
        ((64 << 20) + 3, Way::ToDevice, true),
        ((64 << 20) + 3, Way::ToHost, false),
        ((5 << 20) + 7, Way::ToDevice, false),
        (4 << 20, Way::ToDevice, false),
    ] {
        let mut job = crate::work::staging::job::tests::upload(bytes, way);
        job.chunk = super::super::chunk_for(bytes, way, 8);
        assert_eq!(job.ramps(), ramps, "{bytes} bytes");
        let mut next = 0;
        for i in 0..job.chunks() {
            let (offset, len) = job.bounds(i);
            assert_eq!(offset, next, "{bytes} bytes, chunk {i}");
            assert!(len > 0 && len <= job.chunk, "chunk {i}: {len} bytes");
            next += len;
        }
        assert_eq!(next, bytes);
    }
}
