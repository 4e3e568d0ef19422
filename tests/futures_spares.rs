//! The page of completion flags a device's last future leaves in its context for the next
//! (`work::completion::spare`), against the watcher, `drain`, doorbells that ring late,
//! contexts let go of, lost and reset: an outside attack's stories, kept. Safe code only (but
//! `Device::reset`, as documented). Each story that depends
//! on process-wide state (retains of a context, the spares list) runs in a child process of its
//! own, with a time limit.

use cudyn_test_common as common;

use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, Wake, Waker};
use std::time::{Duration, Instant};

use common::waiting::{Count, Holding};
use common::{device, timed_child};
use cudyn::{Device, DeviceBuffer, PinnedBuffer, Stream};
use cudyn_fake_driver as fake;

macro_rules! child_test {
    ($name:ident, $limit:expr, $body:block) => {
        #[test]
        fn $name() {
            const NAME: &str = stringify!($name);
            if !timed_child::is_child(NAME) {
                let (ok, timed_out, out) = timed_child::run(NAME, $limit);
                assert!(
                    ok && !timed_out,
                    "child failed (timed out: {timed_out}):\n{out}"
                );
                return;
            }
            $body
        }
    };
}

fn poll_once<F: Future + Unpin>(future: &mut F, waker: &Waker) -> Poll<F::Output> {
    Pin::new(future).poll(&mut Context::from_waker(waker))
}

// ---------------------------------------------------------------------------------------------
// drain() against a doorbell that still holds the last handle of a device's signals

/// A waker that says it was woken, then takes its time (as a preempted driver thread would):
/// run inside the doorbell (`rang`), it keeps the doorbell's `Arc<Signals>` alive meanwhile.
struct SlowWaker {
    woken: Mutex<Option<std::sync::mpsc::Sender<()>>>,
    pause: Duration,
}

impl Wake for SlowWaker {
    fn wake(self: Arc<Self>) {
        if let Some(tx) = self.woken.lock().unwrap().take() {
            let _ = tx.send(());
            std::thread::sleep(self.pause);
        }
    }
}

/// A future of `device`'s on a stream of its own, woken by its doorbell, whose waker (the
/// doorbell runs it) takes 300 ms to return: the future is polled to its end, and it and its
/// stream dropped, while the doorbell still holds its handle of the device's signals.
fn a_future_ends_before_its_doorbell(device: &Device) {
    let stream = Stream::new(device).unwrap();
    let holding = Holding::on();
    let mut pending = stream.done().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    let slow = Waker::from(Arc::new(SlowWaker {
        woken: Mutex::new(Some(tx)),
        pause: Duration::from_millis(300),
    }));
    assert!(poll_once(&mut pending, &slow).is_pending());
    // Past the watcher's spin: a doorbell is queued on the stream.
    std::thread::sleep(Duration::from_millis(30));
    drop(holding);
    rx.recv_timeout(Duration::from_secs(5)).expect("woken");
    let counting = Waker::from(Arc::new(Count::default()));
    assert!(matches!(
        poll_once(&mut pending, &counting),
        Poll::Ready(Ok(()))
    ));
}

child_test!(
    drain_waits_for_a_doorbell_still_ringing,
    Duration::from_secs(30),
    {
        let device = device();
        cudyn::drain().unwrap();
        let live = fake::live_allocations_total();
        a_future_ends_before_its_doorbell(&device);
        drop(device);
        // Everything of the program's is gone: drain is documented for "every context released".
        cudyn::drain().unwrap();
        let retains = fake::primary_retains(0);
        let left = fake::live_allocations_total() - live;
        println!("after drain: {retains} retains of device 0, {left} allocations left");
        let drained = Instant::now();
        while fake::primary_retains(0) != 0 && drained.elapsed() < Duration::from_secs(2) {
            std::thread::sleep(Duration::from_millis(1));
        }
        println!(
            "the context went {:?} after drain returned",
            drained.elapsed()
        );
        assert_eq!(
            retains, 0,
            "drain returned with device 0's context still retained"
        );
        assert_eq!(
            left, 0,
            "drain returned with the page of flags still allocated"
        );
    }
);

// The same without a slow waker: the ordinary race between the doorbell's wake and its
// handing of the `Arc` to the watcher. Counts the rounds where drain returned early.
child_test!(
    drain_never_returns_before_the_last_doorbell_lets_go,
    Duration::from_secs(120),
    {
        let mut early = 0;
        let rounds = 300;
        for _ in 0..rounds {
            let device = device();
            let stream = Stream::new(&device).unwrap();
            let holding = Holding::on();
            let pending = stream.done().unwrap();
            let mut pending = Box::pin(pending);
            // block_on's own waker, through a thread of ours: the doorbell wakes it.
            let handle = std::thread::spawn(move || {
                let _ = &holding;
                std::thread::sleep(Duration::from_millis(5));
                drop(holding);
            });
            cudyn::block_on(pending.as_mut()).unwrap();
            drop(pending);
            drop(stream);
            drop(device);
            cudyn::drain().unwrap();
            if fake::primary_retains(0) != 0 {
                early += 1;
            }
            handle.join().unwrap();
            // Let any late handle go before the next round.
            let until = Instant::now() + Duration::from_secs(2);
            while fake::primary_retains(0) != 0 && Instant::now() < until {
                cudyn::drain().unwrap();
                std::thread::sleep(Duration::from_millis(1));
            }
        }
        println!("drain returned with the context retained in {early} of {rounds} rounds");
        assert_eq!(
            early, 0,
            "drain returned early in {early} of {rounds} rounds"
        );
    }
);

// ---------------------------------------------------------------------------------------------
// Contexts let go of and retained again while a spare lingers

child_test!(
    a_context_let_go_frees_its_spare_with_it,
    Duration::from_secs(30),
    {
        let live = fake::live_allocations_total();
        {
            let device = device();
            let stream = Stream::new(&device).unwrap();
            cudyn::block_on(stream.done().unwrap()).unwrap();
            // The page waits in the context for the next future.
            assert!(
                fake::live_allocations_total() > live,
                "no page of flags was kept"
            );
        }
        // Every handle of the program's is gone: the context goes, and the page with it (a look of
        // the watcher's may hold the context a moment).
        let until = Instant::now() + Duration::from_secs(1);
        while fake::primary_retains(0) != 0 {
            assert!(Instant::now() < until, "the spare keeps the context");
            std::thread::sleep(Duration::from_millis(1));
        }
        assert_eq!(
            fake::live_allocations_total(),
            live,
            "the page outlived its context"
        );
        // A device kept across futures: one page for all of them.
        let made = fake::calls_of("cuMemHostAlloc");
        let device = Device::get(0).unwrap();
        for _ in 0..20 {
            let stream = Stream::new(&device).unwrap();
            cudyn::block_on(stream.done().unwrap()).unwrap();
            let on_device = DeviceBuffer::<u32>::zeroed(&device, 256).unwrap();
            let (_, back) =
                cudyn::block_on(stream.copy_owned(vec![3u32; 256], on_device).unwrap()).unwrap();
            assert_eq!(back.to_vec().unwrap(), vec![3u32; 256]);
        }
        assert_eq!(
            fake::calls_of("cuMemHostAlloc") - made,
            1,
            "a second page of flags was made"
        );
    }
);

// ---------------------------------------------------------------------------------------------
// Many threads awaiting one thing at a time on both devices, crossing LINGER, with drains

child_test!(
    many_threads_awaiting_one_at_a_time_on_both_devices_with_drains,
    Duration::from_secs(120),
    {
        let _ = device();
        let live = fake::live_allocations_total();
        let wrong = Arc::new(AtomicUsize::new(0));
        let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let drainer = {
            let stop = stop.clone();
            std::thread::spawn(move || {
                let mut n = 0;
                while !stop.load(Ordering::SeqCst) {
                    cudyn::drain().unwrap();
                    n += 1;
                    std::thread::sleep(Duration::from_micros(300));
                }
                n
            })
        };
        let workers: Vec<_> = (0..6)
            .map(|t| {
                let wrong = wrong.clone();
                std::thread::spawn(move || {
                    for round in 0..60u32 {
                        let device = Device::get((t + round as usize) % 2).unwrap();
                        let stream = Stream::new(&device).unwrap();
                        let data: Vec<u32> = common::pattern(512, t as u32 * 1000 + round);
                        let host =
                            PinnedBuffer::from_slice(&device, &data, Default::default()).unwrap();
                        let pending = stream
                            .copy_owned(host, DeviceBuffer::<u32>::zeroed(&device, 512).unwrap())
                            .unwrap();
                        let (_, back) = cudyn::block_on(pending).unwrap();
                        if back.to_vec().unwrap() != data {
                            wrong.fetch_add(1, Ordering::SeqCst);
                        }
                        // Sometimes cross LINGER, sometimes not, sometimes drop a future early.
                        match round % 5 {
                            0 => std::thread::sleep(Duration::from_millis(110)),
                            1 => drop(stream.done().unwrap()),
                            2 => {
                                let event = cudyn::Event::new(&device).unwrap();
                                event.record(&stream).unwrap();
                                cudyn::block_on(event.done().unwrap()).unwrap();
                            }
                            _ => {}
                        }
                    }
                })
            })
            .collect();
        for worker in workers {
            worker.join().unwrap();
        }
        stop.store(true, Ordering::SeqCst);
        let drains = drainer.join().unwrap();
        println!("{drains} drains meanwhile");
        assert_eq!(wrong.load(Ordering::SeqCst), 0, "a copy read back wrong");
        cudyn::drain().unwrap();
        let until = Instant::now() + Duration::from_secs(2);
        while fake::live_allocations_total() != live
            || fake::primary_retains(0) + fake::primary_retains(1) != 0
        {
            if Instant::now() > until {
                panic!(
                    "left: {} allocations, retains {} and {}",
                    fake::live_allocations_total() as isize - live as isize,
                    fake::primary_retains(0),
                    fake::primary_retains(1)
                );
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }
);

// ---------------------------------------------------------------------------------------------
// A held future beside a future that completes, after spares were reused

child_test!(
    a_held_future_stays_pending_beside_completions_after_spare_reuse,
    Duration::from_secs(60),
    {
        let device = device();
        let one = Device::get(1).unwrap();
        for round in 0..30 {
            // A page per device, then a spare per device.
            {
                let s0 = Stream::new(&device).unwrap();
                let s1 = Stream::new(&one).unwrap();
                let a: Vec<_> = (0..50).map(|_| s0.done().unwrap()).collect();
                let b: Vec<_> = (0..50).map(|_| s1.done().unwrap()).collect();
                for p in a.into_iter().chain(b) {
                    cudyn::block_on(p).unwrap();
                }
            }
            if round % 3 == 0 {
                std::thread::sleep(Duration::from_millis(120));
            }
            // Now futures from the spares: some held, one completes before the hold.
            let s0 = Stream::new(&device).unwrap();
            let s1 = Stream::new(&one).unwrap();
            let done_first: Vec<_> = (0..20).map(|_| s1.done().unwrap()).collect();
            let holding = Holding::on();
            let held: Vec<_> = (0..20)
                .map(|i| if i % 2 == 0 { s0.done() } else { s1.done() }.unwrap())
                .collect();
            for p in done_first {
                cudyn::block_on(p).unwrap();
            }
            let early = held.iter().filter(|p| p.is_done()).count();
            assert_eq!(
                early, 0,
                "round {round}: {early} held futures done before their work"
            );
            drop(holding);
            for p in held {
                cudyn::block_on(p).unwrap();
            }
        }
    }
);

// ---------------------------------------------------------------------------------------------
// Device::reset after the last future (the spare keeps the device's handle and context)

child_test!(
    reset_goes_ahead_right_after_the_last_future,
    Duration::from_secs(30),
    {
        let device = device();
        {
            let stream = Stream::new(&device).unwrap();
            cudyn::block_on(stream.done().unwrap()).unwrap();
        }
        // Nothing of the device's is left in the program but this handle.
        // SAFETY: nothing outside cudyn made anything in the device's primary context.
        let reset = unsafe { device.reset() };
        assert!(
            reset.is_ok(),
            "reset refused after the last future was awaited: {reset:?}"
        );
    }
);

child_test!(
    reset_after_drain_goes_ahead_past_a_late_doorbell,
    Duration::from_secs(30),
    {
        let device = device();
        a_future_ends_before_its_doorbell(&device);
        cudyn::drain().unwrap();
        // SAFETY: nothing outside cudyn made anything in the device's primary context.
        let reset = unsafe { device.reset() };
        assert!(reset.is_ok(), "reset refused after drain: {reset:?}");
    }
);

child_test!(
    reset_after_a_fault_goes_ahead_while_a_spare_lingers,
    Duration::from_secs(30),
    {
        let device = device();
        {
            let stream = Stream::new(&device).unwrap();
            cudyn::block_on(stream.done().unwrap()).unwrap();
            // A kernel faults (as the fake's make_sticky does): the next wait says the context is lost.
            fake::make_sticky(0, 700);
            let waited = stream.synchronize();
            assert!(waited.is_err(), "{waited:?}");
        }
        // The way back after a fault, with nothing of the device's left but this handle.
        // SAFETY: nothing outside cudyn made anything in the device's primary context.
        let reset = unsafe { device.reset() };
        assert!(reset.is_ok(), "reset refused after a fault: {reset:?}");
        let device = reset.unwrap();
        cudyn::block_on(Stream::new(&device).unwrap().done().unwrap()).unwrap();
    }
);

// ---------------------------------------------------------------------------------------------
// A spare of a context lost while it lingers; a spare of two pages

child_test!(
    a_spare_of_a_context_lost_while_it_lingers,
    Duration::from_secs(30),
    {
        let device = device();
        let stream = Stream::new(&device).unwrap();
        cudyn::block_on(stream.done().unwrap()).unwrap();
        fake::make_sticky(0, 700);
        // The next future takes the spare of a lost context: an error, not a hang.
        let next = stream.done();
        println!("a future after the loss: {:?}", next.as_ref().map(|_| ()));
        if let Ok(next) = next {
            let out = cudyn::block_on(next);
            println!("awaited: {out:?}");
            assert!(out.is_err(), "completed in a lost context");
        }
        drop(stream);
        drop(device);
        let drained = cudyn::drain();
        println!("drain: {drained:?}");
        let until = Instant::now() + Duration::from_secs(2);
        while fake::primary_retains(0) != 0 {
            assert!(Instant::now() < until, "the lost context is kept for good");
            std::thread::sleep(Duration::from_millis(5));
        }
    }
);

child_test!(
    a_spare_of_two_pages_is_reused_whole,
    Duration::from_secs(60),
    {
        let device = device();
        let stream = Stream::new(&device).unwrap();
        let made = fake::calls_of("cuMemHostAlloc");
        for round in 0..5 {
            let holding = Holding::on();
            let many: Vec<_> = (0..1500).map(|_| stream.done().unwrap()).collect();
            assert!(
                many.iter().all(|p| !p.is_done()),
                "round {round}: done while held"
            );
            drop(holding);
            for p in many {
                cudyn::block_on(p).unwrap();
            }
        }
        assert_eq!(
            fake::calls_of("cuMemHostAlloc") - made,
            2,
            "pages made anew"
        );
    }
);

// Held: with drain first (and no late doorbell), the reset goes ahead.
child_test!(
    reset_after_the_last_future_and_drain_goes_ahead,
    Duration::from_secs(30),
    {
        let device = device();
        {
            let stream = Stream::new(&device).unwrap();
            cudyn::block_on(stream.done().unwrap()).unwrap();
        }
        cudyn::drain().unwrap();
        // SAFETY: nothing outside cudyn made anything in the device's primary context.
        let reset = unsafe { device.reset() };
        assert!(reset.is_ok(), "{reset:?}");
    }
);
