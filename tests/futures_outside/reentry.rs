//! Re-entry, churn, floods, leaks.

use super::*;

/// A waker that, each time it is woken, awaits a future of its own (work held back a moment):
/// it calls the watcher from inside itself, and the role moves to a new thread each time.
struct AwaitsWhenWoken(Arc<Stream>, Arc<AtomicUsize>);

impl Wake for AwaitsWhenWoken {
    fn wake(self: Arc<Self>) {
        let holding = Holding::on();
        let pending = self.0.done().unwrap();
        let release = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_micros(300));
            drop(holding);
        });
        cudyn::block_on(pending).unwrap();
        release.join().unwrap();
        self.1.fetch_add(1, Ordering::SeqCst);
    }
}

/// Hundreds of re-entering wakers one after the other: every one completes, and the watcher
/// threads do not pile up. (Regression: held.)
#[test]
fn reentering_wakers_churn_watchers_without_piling_them_up() {
    in_child(
        "reentry::reentering_wakers_churn_watchers_without_piling_them_up",
        || {
            let device = device();
            let stream = Arc::new(Stream::new(&device).unwrap());
            let inner = Arc::new(Stream::new(&device).unwrap());
            let done = Arc::new(AtomicUsize::new(0));
            let mut most = 0;
            for round in 0..300 {
                let holding = Holding::on();
                let mut pending = stream.done().unwrap();
                let waker = Waker::from(Arc::new(AwaitsWhenWoken(inner.clone(), done.clone())));
                assert!(poll_once(&mut pending, &waker));
                drop(holding);
                let until = Instant::now() + Duration::from_secs(3);
                while done.load(Ordering::SeqCst) <= round && Instant::now() < until {
                    std::thread::sleep(Duration::from_micros(200));
                }
                assert!(
                    done.load(Ordering::SeqCst) > round,
                    "round {round} never completed"
                );
                most = most.max(threads("cudyn-watcher").1);
            }
            std::thread::sleep(Duration::from_millis(200));
            let (all, watchers) = threads("cudyn-watcher");
            assert!(
                watchers <= 2 && most <= 8,
                "watcher threads after 300 re-entering wakers: {watchers} (most at once: \
                 {most}); threads in all: {all}"
            );
            cudyn::drain().unwrap();
        },
    );
}

/// Wakers that sleep about as long as the standby waits before it takes over (2 ms), many
/// times: the standby and the watcher race for the role at the end of each. There must be one
/// watcher thread once it is over, and futures must keep completing. The sleeps step through
/// 1.9-2.2 ms by 37 us modulo 300 (37 and 300 share no factor): every 300 rounds try each of
/// the 300 sleeps once, and 600 rounds try each twice (1,500 took 7.5 s of CI's test step).
#[test]
fn wakers_ending_as_the_standby_takes_over_leave_one_watcher() {
    in_child(
        "reentry::wakers_ending_as_the_standby_takes_over_leave_one_watcher",
        || {
            struct Sleeps(Duration, Arc<AtomicUsize>);
            impl Wake for Sleeps {
                fn wake(self: Arc<Self>) {
                    std::thread::sleep(self.0);
                    self.1.fetch_add(1, Ordering::SeqCst);
                }
            }
            let device = device();
            let stream = Arc::new(Stream::new(&device).unwrap());
            let done = Arc::new(AtomicUsize::new(0));
            let mut most = 0;
            for round in 0..600usize {
                let holding = Holding::on();
                // Two at once: the second waits behind the first, which calls the standby.
                let mut a = stream.done().unwrap();
                let mut b = stream.done().unwrap();
                let sleep = Duration::from_micros(1900 + (round as u64 * 37) % 300);
                for p in [&mut a, &mut b] {
                    let waker = Waker::from(Arc::new(Sleeps(sleep, done.clone())));
                    assert!(poll_once(p, &waker));
                }
                drop(holding);
                let until = Instant::now() + Duration::from_secs(3);
                while done.load(Ordering::SeqCst) < 2 * (round + 1) && Instant::now() < until {
                    std::thread::sleep(Duration::from_micros(200));
                }
                assert_eq!(
                    done.load(Ordering::SeqCst),
                    2 * (round + 1),
                    "round {round}: a waker never ran"
                );
                most = most.max(threads("cudyn-watcher").1);
            }
            std::thread::sleep(Duration::from_millis(300));
            let (all, watchers) = threads("cudyn-watcher");
            assert!(
                watchers == 1,
                "watcher threads once quiet: {watchers} (most at once: {most}); threads: {all}"
            );
            assert!(a_slow_future_completes_within_3s(&stream));
        },
    );
}

/// A value with a device buffer and a field whose `Drop` panics with a payload whose own
/// `Drop` panics.
struct BufferAndBoom(#[allow(dead_code)] DeviceBuffer<u32>, Boom2);

struct Boom;
impl Drop for Boom {
    fn drop(&mut self) {
        panic!("a payload's Drop that panics");
    }
}
struct Boom2;
impl Drop for Boom2 {
    fn drop(&mut self) {
        std::panic::panic_any(Boom);
    }
}

/// Hundreds of parked values whose drops panic (payloads that panic again), reclaimed partly
/// by the watcher and partly by `drain` on two threads at once: no device memory is left, no
/// panic reaches a caller. (Regression: held.)
#[test]
fn panicking_parked_drops_leak_no_device_memory() {
    in_child(
        "reentry::panicking_parked_drops_leak_no_device_memory",
        || {
            let device = device();
            let stream = Arc::new(Stream::new(&device).unwrap());
            assert!(a_slow_future_completes_within_3s(&stream));
            cudyn::drain().unwrap();
            let baseline = fake::live_allocations_total();
            for round in 0..10 {
                let holding = Holding::on();
                for _ in 0..50 {
                    let buffer = DeviceBuffer::<u32>::zeroed(&device, 256).unwrap();
                    let p = stream
                        .submit(BufferAndBoom(buffer, Boom2), |s, b| s.fill_u32(&mut b.0, 1))
                        .unwrap();
                    drop(p);
                }
                drop(holding);
                if round % 2 == 0 {
                    std::thread::sleep(Duration::from_millis(20));
                }
                let other = std::thread::spawn(|| std::panic::catch_unwind(cudyn::drain));
                let here = std::panic::catch_unwind(cudyn::drain);
                let there = other.join().unwrap();
                assert!(
                    matches!(here, Ok(Ok(()))) && matches!(there, Ok(Ok(()))),
                    "round {round}: drain: {here:?} / {there:?}"
                );
            }
            cudyn::drain().unwrap();
            drop(stream);
            cudyn::drain().unwrap();
            let until = Instant::now() + Duration::from_secs(2);
            while fake::live_allocations_total() > baseline && Instant::now() < until {
                std::thread::sleep(Duration::from_millis(5));
            }
            assert!(
                fake::live_allocations_total() <= baseline,
                "live allocations: {} against {baseline} before",
                fake::live_allocations_total()
            );
            assert_eq!(fake::bad_frees(), 0);
        },
    );
}
