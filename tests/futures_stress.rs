//! The futures under the user's worst code, for a set time: 8 threads await, drop, forget and
//! drain submissions whose owned values panic in `Drop`, call `drain` there or await another
//! future there, polled by wakers that panic or poll their future inline, with handed-over
//! work that hands more over and awaits it. Every future that did not panic completes, the
//! run ends within its limit (a hang is a failure: each story runs in a child process with a
//! time limit), and memory comes back to its baseline but for what forgotten futures leak by
//! design (counted). On the fake driver here; on a GPU as `gpu_futures_stress`
//! (`CUDYN_STRESS_SECONDS` sets the length of either).

use cudyn_test_common as common;

use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, Wake, Waker};
use std::time::{Duration, Instant};

use common::timed_child;
use cudyn::{Device, DeviceBuffer, Error, Pending, Stream};

/// Values alive that the stress made (each owned value holds one).
static TRACKED: AtomicUsize = AtomicUsize::new(0);

struct Tracked;

impl Tracked {
    fn new() -> Tracked {
        TRACKED.fetch_add(1, Ordering::SeqCst);
        Tracked
    }
}

impl Drop for Tracked {
    fn drop(&mut self) {
        TRACKED.fetch_sub(1, Ordering::SeqCst);
    }
}

/// What an owned value does when dropped, besides freeing its buffer.
#[derive(Clone, Copy)]
enum Wild {
    Nothing,
    Panics,
    Drains,
    Awaits,
}

/// What a submission owns: a buffer, a count, and perhaps a wild `Drop`.
struct Owned {
    wild: Wild,
    stream: Arc<Stream>,
    buffer: DeviceBuffer<u32>,
    _tracked: Tracked,
}

impl Drop for Owned {
    fn drop(&mut self) {
        match self.wild {
            Wild::Nothing => {}
            Wild::Panics => panic!("an owned value's Drop panics (on purpose)"),
            Wild::Drains => match cudyn::drain() {
                Ok(()) | Err(Error::Reentered { .. }) => {}
                Err(error) => panic!("drain in a Drop: {error}"),
            },
            Wild::Awaits => {
                let done = self.stream.done().expect("a future in a Drop");
                cudyn::block_on(done).expect("awaited in a Drop");
            }
        }
    }
}

/// A small random generator (xorshift), one per thread.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// A waker that panics.
struct Panics;

impl Wake for Panics {
    fn wake(self: Arc<Self>) {
        panic!("a waker panics (on purpose)");
    }
}

/// A waker that polls its future inline and keeps the output.
struct Inline {
    pending: Mutex<Option<Pending<Owned>>>,
    output: Mutex<Option<cudyn::Result<Owned>>>,
    done: AtomicBool,
}

impl Wake for Inline {
    fn wake(self: Arc<Self>) {
        let waker = Waker::from(self.clone());
        let mut slot = self.pending.lock().unwrap();
        if let Some(pending) = slot.as_mut()
            && let Poll::Ready(output) = Pin::new(pending).poll(&mut Context::from_waker(&waker))
        {
            *slot = None;
            *self.output.lock().unwrap() = Some(output);
            self.done.store(true, Ordering::SeqCst);
        }
    }
}

/// How long any one future may take before the run counts as hung.
const PATIENCE: Duration = Duration::from_secs(20);

/// Polls `pending` with `waker` once, then with a plain waker every 100 µs until it is ready.
fn poll_until_ready(mut pending: Pending<Owned>, waker: &Waker) -> cudyn::Result<Owned> {
    if let Poll::Ready(out) = Pin::new(&mut pending).poll(&mut Context::from_waker(waker)) {
        return out;
    }
    let plain = Waker::noop();
    let until = Instant::now() + PATIENCE;
    loop {
        if let Poll::Ready(out) = Pin::new(&mut pending).poll(&mut Context::from_waker(plain)) {
            return out;
        }
        assert!(
            Instant::now() < until,
            "a future polled by a panicking waker never completed"
        );
        std::thread::sleep(Duration::from_micros(100));
    }
}

/// Awaits `pending` one of four ways.
fn settle(pending: Pending<Owned>, rng: &mut Rng) -> cudyn::Result<Owned> {
    match rng.below(4) {
        0 | 1 => cudyn::block_on(pending),
        2 => poll_until_ready(pending, &Waker::from(Arc::new(Panics))),
        _ => {
            let inline = Arc::new(Inline {
                pending: Mutex::new(Some(pending)),
                output: Mutex::new(None),
                done: AtomicBool::new(false),
            });
            inline.clone().wake();
            let until = Instant::now() + PATIENCE;
            while !inline.done.load(Ordering::SeqCst) {
                assert!(
                    Instant::now() < until,
                    "a future polled inline never completed"
                );
                std::thread::sleep(Duration::from_micros(100));
            }
            let output = inline.output.lock().unwrap().take();
            output.expect("an output once done")
        }
    }
}

/// What the threads counted.
#[derive(Default)]
struct Counts {
    completed: AtomicUsize,
    dropped: AtomicUsize,
    forgotten: AtomicUsize,
    drains: AtomicUsize,
    nested: AtomicUsize,
    panicked_drops: AtomicUsize,
    /// Streams that forgotten futures keep.
    streams_kept: AtomicUsize,
}

/// One thread's part: until `until`, random submissions settled in random ways.
fn stress_thread(
    (device, forget_on): (&Device, &Device),
    elements: usize,
    seed: u64,
    until: Instant,
    counts: &Counts,
) {
    // The stream of the futures this thread forgets (on `forget_on`, whose flags then stay:
    // `device`'s all come back), made on the first, and kept for good by them.
    let mut forgetting: Option<Arc<Stream>> = None;
    let mut rng = Rng(seed | 1);
    let stream = Arc::new(Stream::new(device).unwrap());
    let other = Arc::new(Stream::new(device).unwrap());
    while Instant::now() < until {
        let wild = match rng.below(16) {
            0 => Wild::Panics,
            1 => Wild::Drains,
            2 => Wild::Awaits,
            _ => Wild::Nothing,
        };
        let value = rng.below(1 << 30) as u32;
        let owned = Owned {
            wild,
            stream: stream.clone(),
            buffer: DeviceBuffer::zeroed(device, elements).unwrap(),
            _tracked: Tracked::new(),
        };
        let pending = if rng.below(4) == 0 {
            // Handed over, handing more over and awaiting it.
            let other = other.clone();
            counts.nested.fetch_add(1, Ordering::Relaxed);
            stream.submit_off_thread(owned, move |s, owned| {
                let inner = other.submit_off_thread(vec![value; 16], |_, _| Ok(()))?;
                assert_eq!(cudyn::block_on(inner)?, [value; 16]);
                s.fill_u32(&mut owned.buffer, value)
            })
        } else {
            stream.submit(owned, move |s, owned| s.fill_u32(&mut owned.buffer, value))
        }
        .unwrap();
        match rng.below(64) {
            0 if counts.forgotten.load(Ordering::Relaxed) < 100 => {
                counts.forgotten.fetch_add(1, Ordering::Relaxed);
                drop_here(pending, counts);
                let stream = forgetting
                    .get_or_insert_with(|| Arc::new(Stream::new(forget_on).unwrap()))
                    .clone();
                let owned = Owned {
                    wild: Wild::Nothing,
                    stream: stream.clone(),
                    buffer: DeviceBuffer::zeroed(forget_on, elements).unwrap(),
                    _tracked: Tracked::new(),
                };
                let pending =
                    stream.submit(owned, move |s, owned| s.fill_u32(&mut owned.buffer, value));
                std::mem::forget(pending.unwrap());
            }
            1..=20 => {
                counts.dropped.fetch_add(1, Ordering::Relaxed);
                drop_here(pending, counts);
            }
            21..=22 => {
                drop_here(pending, counts);
                cudyn::drain().unwrap();
                counts.drains.fetch_add(1, Ordering::Relaxed);
            }
            _ => {
                let owned = settle(pending, &mut rng).unwrap();
                let mut back = [0u32; 4];
                owned
                    .buffer
                    .slice(0..4)
                    .unwrap()
                    .copy_to(&mut back[..])
                    .unwrap();
                assert_eq!(back, [value; 4], "the work's result");
                counts.completed.fetch_add(1, Ordering::Relaxed);
                drop_here(owned, counts);
            }
        }
    }
    let forgot = forgetting.is_some();
    counts
        .streams_kept
        .fetch_add(usize::from(forgot), Ordering::Relaxed);
}

/// Drops `value` on this thread: a future whose work is done drops what it owns here, and an
/// owned value's `Drop` may panic (this thread's own panic, counted).
fn drop_here<T>(value: T, counts: &Counts) {
    if std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| drop(value))).is_err() {
        counts.panicked_drops.fetch_add(1, Ordering::Relaxed);
    }
}

/// The stress on `device` for `seconds` with 8 threads; returns the number of values forgotten
/// (their buffers of `elements` words are leaked by design) and of the streams they keep.
fn stress(devices: (&Device, &Device), seconds: f64, elements: usize) -> (usize, usize) {
    let counts = Counts::default();
    let until = Instant::now() + Duration::from_secs_f64(seconds);
    std::thread::scope(|scope| {
        for thread in 0..8u64 {
            let counts = &counts;
            scope.spawn(move || {
                let seed = 0x9e37_79b9_7f4a_7c15u64.wrapping_mul(thread + 1);
                stress_thread(devices, elements, seed, until, counts)
            });
        }
    });
    cudyn::drain().unwrap();
    let forgotten = counts.forgotten.load(Ordering::SeqCst);
    println!(
        "futures stress, {seconds} s, 8 threads: {} completed, {} dropped, {forgotten} forgotten, \
         {} drains, {} handed over nesting, {} panicking drops on the caller's thread",
        counts.completed.load(Ordering::SeqCst),
        counts.dropped.load(Ordering::SeqCst),
        counts.drains.load(Ordering::SeqCst),
        counts.nested.load(Ordering::SeqCst),
        counts.panicked_drops.load(Ordering::SeqCst),
    );
    assert!(counts.completed.load(Ordering::SeqCst) > 0);
    // Every owned value but the forgotten ones was dropped (those whose Drop panicked too).
    assert_eq!(
        TRACKED.load(Ordering::SeqCst),
        forgotten,
        "owned values alive"
    );
    (forgotten, counts.streams_kept.load(Ordering::SeqCst))
}

fn seconds(default: f64) -> f64 {
    std::env::var("CUDYN_STRESS_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

/// Runs `story` alone in a child process, which must end within its length and a minute.
fn in_child(test: &str, length: f64, story: impl FnOnce()) {
    if timed_child::is_child(test) {
        // The panics made on purpose, thousands of them, are not worth a message each.
        let report = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let text = (info.payload().downcast_ref::<&str>().copied())
                .or_else(|| info.payload().downcast_ref::<String>().map(String::as_str));
            if !text.is_some_and(|text| text.contains("(on purpose)")) {
                report(info);
            }
        }));
        story();
        return;
    }
    let limit = Duration::from_secs_f64(length + 60.0);
    let (ok, timed_out, out) = timed_child::run_with(test, limit, true);
    println!("{out}");
    assert!(!timed_out, "{test} hung");
    assert!(ok, "{test} failed");
}

#[test]
fn futures_stress_on_the_fake() {
    let length = seconds(3.0);
    in_child("futures_stress_on_the_fake", length, || {
        let device = common::device();
        // Warm: the device's first future, drained, so that the baseline holds what stays.
        cudyn::block_on(Stream::new(&device).unwrap().done().unwrap()).unwrap();
        cudyn::drain().unwrap();
        let baseline = cudyn_fake_driver::live_allocations_total();
        let forget_on = Device::get(1).unwrap();
        let (forgotten, streams) = stress((&device, &forget_on), length, 1024);
        // Forgotten futures leak their buffers, and keep their streams and their device's page
        // of flags (one: fewer than a page's 1024 flags are forgotten, and only they are on
        // that device).
        let kept = forgotten + streams + usize::from(forgotten > 0);
        let live = cudyn_fake_driver::live_allocations_total();
        assert_eq!(
            live,
            baseline + kept,
            "allocations: {forgotten} futures forgotten"
        );
    });
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn gpu_futures_stress() {
    let length = seconds(20.0);
    in_child("gpu_futures_stress", length, || {
        let device = Device::get(0).expect("a CUDA GPU");
        cudyn::block_on(Stream::new(&device).unwrap().done().unwrap()).unwrap();
        cudyn::drain().unwrap();
        let (free_before, _) = device.mem_info().unwrap();
        // 2 MiB buffers: the driver's granule, so that leaked ones show as whole granules.
        let elements = (2 << 20) / 4;
        let (forgotten, _) = stress((&device, &device), length, elements);
        let (free_after, _) = device.mem_info().unwrap();
        let leaked = free_before as i64 - free_after as i64;
        let by_design = (forgotten * (2 << 20)) as i64;
        println!("device memory: {leaked} bytes less free, {by_design} forgotten by design");
        assert!(
            (leaked - by_design).abs() <= 16 << 20,
            "device memory: {leaked} bytes less free, {by_design} bytes forgotten by design"
        );
    });
}
