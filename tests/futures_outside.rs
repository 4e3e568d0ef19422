//! An outside attack on the rule of issue 35: the user's code that the futures run (wakers,
//! drops of what a submission owned, panic payloads, handed-over closures) never runs on a
//! thread the library waits for, and its panic, re-entry into cudyn or blocking stops nothing
//! else. Safe, public API only, plus the fake's controls. Every story runs alone in a child
//! process with a time limit (a hang is a failure; a story may leave blocked threads behind),
//! and a story that finds something stuck says so itself, well within the limit.
//!
//! The eight stories named for a failure failed when written (each comment says how); all were
//! mended the same day and stay as regression tests: the standby watches the watcher while it
//! is awake, wakers are cloned and dropped outside the library's locks, a relay parks a dropped
//! submission's value and hands a panic's payload to the watcher, and a relay is started past
//! those held up in their closures while other handed-over work waits.

use cudyn_test_common as common;

use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::task::{Context, Wake, Waker};
use std::time::{Duration, Instant};

use common::waiting::{Count, Holding, woken_within};
use common::{device, timed_child};
use cudyn::{Device, DeviceBuffer, Pending, Stream};
use cudyn_fake_driver as fake;

/// Runs `story` alone in a child process, which must end within 60 s.
fn in_child(test: &str, story: impl FnOnce()) {
    const LIMIT: Duration = Duration::from_secs(60);
    if timed_child::is_child(test) {
        story();
        return;
    }
    // Natively even in CI's valgrind step: these stories time threads against each other.
    let (ok, timed_out, out) = timed_child::run_with(test, LIMIT, false);
    assert!(!timed_out, "{test} hung:\n{out}");
    assert!(ok, "{test} failed:\n{out}");
}

/// Runs `f` on a thread of its own and waits up to `limit` for it: `None` if it did not
/// return in time (it is left running: the caller reports the hang).
fn within<T: Send + 'static>(limit: Duration, f: impl FnOnce() -> T + Send + 'static) -> Option<T> {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(limit).ok()
}

/// Polls `pending` once with `waker`; whether it is still pending.
fn poll_once<O: Send + 'static>(pending: &mut Pending<O>, waker: &Waker) -> bool {
    let mut cx = Context::from_waker(waker);
    Pin::new(pending).poll(&mut cx).is_pending()
}

/// A gate that user code waits at until it is opened (or 30 s pass: a cap, so that nothing
/// waits for ever even in a broken build).
#[derive(Default)]
struct Gate(Mutex<bool>, Condvar);

impl Gate {
    fn wait(&self) {
        let until = Instant::now() + Duration::from_secs(30);
        let mut open = self.0.lock().unwrap();
        while !*open && Instant::now() < until {
            open = self
                .1
                .wait_timeout(open, Duration::from_millis(50))
                .unwrap()
                .0;
        }
    }
    fn open(&self) {
        *self.0.lock().unwrap() = true;
        self.1.notify_all();
    }
}

/// A waker that blocks at its gate when woken, and says it was called.
struct BlocksWhenWoken {
    gate: Arc<Gate>,
    called: AtomicBool,
}

impl Wake for BlocksWhenWoken {
    fn wake(self: Arc<Self>) {
        self.called.store(true, Ordering::SeqCst);
        self.gate.wait();
    }
}

/// A waker that does nothing when woken, and whose `Drop` (its last handle's) blocks at the
/// gate, naming the thread it ran on.
struct BlocksWhenDropped {
    gate: Arc<Gate>,
    ran_on: Arc<Mutex<Option<String>>>,
}

impl Wake for BlocksWhenDropped {
    fn wake(self: Arc<Self>) {}
}

impl Drop for BlocksWhenDropped {
    fn drop(&mut self) {
        *self.ran_on.lock().unwrap() = Some(
            std::thread::current()
                .name()
                .unwrap_or("an unnamed thread of the test's")
                .to_owned(),
        );
        self.gate.wait();
    }
}

/// A value whose `Drop` blocks at the gate, naming the thread it ran on.
struct DropBlocks {
    gate: Arc<Gate>,
    ran_on: Arc<Mutex<Option<String>>>,
}

impl Drop for DropBlocks {
    fn drop(&mut self) {
        *self.ran_on.lock().unwrap() = Some(
            std::thread::current()
                .name()
                .unwrap_or("an unnamed thread of the test's")
                .to_owned(),
        );
        self.gate.wait();
    }
}

/// Whether a future on `stream` whose work is held back a moment completes within 3 s, awaited
/// by `block_on` on a thread of its own (it needs the watcher: a doorbell).
fn a_slow_future_completes_within_3s(stream: &Arc<Stream>) -> bool {
    let holding = Holding::on();
    let pending = stream.done().unwrap();
    let waiting = std::thread::spawn(move || cudyn::block_on(pending).is_ok());
    std::thread::sleep(Duration::from_millis(20));
    drop(holding);
    let until = Instant::now() + Duration::from_secs(3);
    while !waiting.is_finished() {
        if Instant::now() > until {
            return false;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    waiting.join().unwrap()
}

/// The threads of this process, and how many of them are named `name`.
fn threads(name: &str) -> (usize, usize) {
    let mut all = 0;
    let mut named = 0;
    for task in std::fs::read_dir("/proc/self/task").unwrap() {
        all += 1;
        let comm = std::fs::read_to_string(task.unwrap().path().join("comm")).unwrap_or_default();
        if comm.trim() == name {
            named += 1;
        }
    }
    (all, named)
}

// ---------------------------------------------------------------------------------------------
// The watcher: a waker that blocks.

/// A waker blocking on the watcher, and a future that started waiting just before (young: no
/// doorbell queued for it yet) and whose work ends a moment after: nobody ever calls the
/// standby (the waiter came before the task began, and a doorbell is never queued for it, since
/// the watcher's looks are over), so the second future waits for ever.
#[test]
fn a_blocking_waker_strands_a_young_waiter_whose_work_ends_just_after() {
    in_child(
        "a_blocking_waker_strands_a_young_waiter_whose_work_ends_just_after",
        || {
            let device = device();
            let (sb, sx, sfill) = (
                Stream::new(&device).unwrap(),
                Stream::new(&device).unwrap(),
                Stream::new(&device).unwrap(),
            );
            let gate = Arc::new(Gate::default());
            for round in 0..20 {
                let holding = Holding::on();
                let mut b = sb.done().unwrap();
                // Flag writes between b's and x's, none awaited: x's flag is set a moment
                // after b's once the work goes.
                let fillers: Vec<Pending<()>> = (0..3000).map(|_| sfill.done().unwrap()).collect();
                let mut x = sx.done().unwrap();
                let blocker = Arc::new(BlocksWhenWoken {
                    gate: gate.clone(),
                    called: AtomicBool::new(false),
                });
                assert!(poll_once(&mut b, &Waker::from(blocker.clone())));
                let count = Arc::new(Count::default());
                assert!(poll_once(&mut x, &Waker::from(count.clone())));
                drop(holding);
                let woken = woken_within(&count, Duration::from_secs(3));
                if !woken {
                    let called = blocker.called.load(Ordering::SeqCst);
                    panic!(
                        "round {round}: a future whose work was done was never woken (3 s) while \
                         another future's waker blocked on the watcher (that waker was called: \
                         {called}; x.is_done() = {})",
                        x.is_done()
                    );
                }
                // The blocked waker stays blocked; the next round's polls call the standby.
                drop(fillers);
                drop((b, x));
            }
            gate.open();
        },
    );
}

/// A batch of wakers that the watcher runs after one turn, one of them blocking in the middle:
/// the wakers behind the blocking one are never run. (Likely cause: the standby, called once
/// for the batch, before the first task's stamp is stored, quits as soon as it sees `IN_TASK`
/// at 0, which it is between any two tasks, and `run_tasks` never calls it again for the
/// batch.) It failed in round 0 with 15000 wakers before the blocking one, and now and then
/// with only 5; 3000 here keep it within its time limit on a debug build.
#[test]
fn a_blocking_waker_in_a_long_batch_strands_the_wakers_behind_it() {
    in_child(
        "a_blocking_waker_in_a_long_batch_strands_the_wakers_behind_it",
        || {
            let device = device();
            let stream = Stream::new(&device).unwrap();
            let gate = Arc::new(Gate::default());
            for round in 0..4 {
                let holding = Holding::on();
                let before: Vec<(Pending<()>, Arc<Count>)> = (0..3_000)
                    .map(|_| (stream.done().unwrap(), Arc::default()))
                    .collect();
                let mut blocking = stream.done().unwrap();
                let after: Vec<(Pending<()>, Arc<Count>)> = (0..500)
                    .map(|_| (stream.done().unwrap(), Arc::default()))
                    .collect();
                let mut before = before;
                let mut after = after;
                for (pending, count) in before.iter_mut() {
                    assert!(poll_once(pending, &Waker::from(count.clone())));
                }
                let blocker = Arc::new(BlocksWhenWoken {
                    gate: gate.clone(),
                    called: AtomicBool::new(false),
                });
                assert!(poll_once(&mut blocking, &Waker::from(blocker.clone())));
                for (pending, count) in after.iter_mut() {
                    assert!(poll_once(pending, &Waker::from(count.clone())));
                }
                // Older than the watcher's spin: one doorbell for them all, one batch.
                std::thread::sleep(Duration::from_millis(20));
                drop(holding);
                let until = Instant::now() + Duration::from_secs(5);
                let unwoken = |list: &Vec<(Pending<()>, Arc<Count>)>| {
                    list.iter().filter(|(_, count)| count.get() == 0).count()
                };
                while (unwoken(&before) + unwoken(&after) != 0) && Instant::now() < until {
                    std::thread::sleep(Duration::from_millis(10));
                }
                let twice = before
                    .iter()
                    .chain(&after)
                    .filter(|(_, c)| c.get() > 1)
                    .count();
                assert_eq!(twice, 0, "round {round}: wakers woken twice for one wait");
                assert!(
                    unwoken(&before) + unwoken(&after) == 0,
                    "round {round}: {} of 3000 wakers before and {} of 500 after a blocking \
                     one never ran (5 s), their work done (blocking waker called: {})",
                    unwoken(&before),
                    unwoken(&after),
                    blocker.called.load(Ordering::SeqCst)
                );
            }
            gate.open();
        },
    );
}

/// Two wakers that block for good, one after the other, then futures polled afterwards: the
/// role moves on each time and they complete. (Regression: held.)
#[test]
fn futures_polled_after_two_blocked_wakers_complete() {
    in_child("futures_polled_after_two_blocked_wakers_complete", || {
        let device = device();
        let stream = Arc::new(Stream::new(&device).unwrap());
        let gate = Arc::new(Gate::default());
        let mut blocked = Vec::new();
        for _ in 0..2 {
            let holding = Holding::on();
            let mut pending = stream.done().unwrap();
            let blocker = Arc::new(BlocksWhenWoken {
                gate: gate.clone(),
                called: AtomicBool::new(false),
            });
            assert!(poll_once(&mut pending, &Waker::from(blocker.clone())));
            drop(holding);
            let until = Instant::now() + Duration::from_secs(3);
            while !blocker.called.load(Ordering::SeqCst) && Instant::now() < until {
                std::thread::sleep(Duration::from_millis(1));
            }
            assert!(
                blocker.called.load(Ordering::SeqCst),
                "the blocking waker never ran"
            );
            blocked.push(pending);
        }
        for round in 0..20 {
            assert!(
                a_slow_future_completes_within_3s(&stream),
                "round {round}: a future behind two blocked wakers never completed"
            );
        }
        // Parked memory too: a dropped future's value is still dropped.
        let dropped = Arc::new(AtomicUsize::new(0));
        struct Counts(Arc<AtomicUsize>);
        impl Drop for Counts {
            fn drop(&mut self) {
                self.0.fetch_add(1, Ordering::SeqCst);
            }
        }
        let holding = Holding::on();
        drop(
            stream
                .submit(Counts(dropped.clone()), |_, _| Ok(()))
                .unwrap(),
        );
        drop(holding);
        let until = Instant::now() + Duration::from_secs(3);
        while dropped.load(Ordering::SeqCst) == 0 && Instant::now() < until {
            std::thread::sleep(Duration::from_millis(1));
        }
        assert_eq!(
            dropped.load(Ordering::SeqCst),
            1,
            "parked value never dropped"
        );
        gate.open();
        cudyn::drain().unwrap();
    });
}

// ---------------------------------------------------------------------------------------------
// A waker's drop: the user's code run inside a poll, under the library's locks.

/// A waker whose last handle's `Drop` submits work on its device.
struct SubmitsWhenDropped(Arc<Stream>);

impl Wake for SubmitsWhenDropped {
    fn wake(self: Arc<Self>) {}
}

impl Drop for SubmitsWhenDropped {
    fn drop(&mut self) {
        let _ = self.0.done();
    }
}

/// A future polled with one waker and then another: the first (its last handle now the one the
/// library kept) is dropped inside the second poll, under the lock of the device's flags. A
/// `Drop` that submits work on the same device locks it again: the poll deadlocks, and every
/// later submission on the device, on any thread, with it.
#[test]
fn a_waker_dropped_inside_a_poll_that_submits_deadlocks_the_device() {
    in_child(
        "a_waker_dropped_inside_a_poll_that_submits_deadlocks_the_device",
        || {
            let device = device();
            let stream = Arc::new(Stream::new(&device).unwrap());
            let holding = Holding::on();
            let mut pending = stream.done().unwrap();
            {
                let first = Waker::from(Arc::new(SubmitsWhenDropped(stream.clone())));
                assert!(poll_once(&mut pending, &first));
            } // the library's clone is its last handle now
            let repolled = within(Duration::from_secs(3), move || {
                let second = Waker::from(Arc::new(Count::default()));
                poll_once(&mut pending, &second)
            });
            drop(holding);
            let other = Stream::new(&device).unwrap();
            let submitted = within(Duration::from_secs(3), move || other.done().is_ok());
            assert!(
                repolled.is_some() && submitted.is_some(),
                "the second poll returned: {}; another thread's submission on the device \
                 returned: {}",
                repolled.is_some(),
                submitted.is_some()
            );
        },
    );
}

/// As above, with a waker whose `Drop` only blocks (for 30 s at most): the poll holds the
/// device's lock meanwhile, so other threads' submissions on the device wait, and a doorbell
/// of the device answered meanwhile stops the watcher in its turn (it takes that lock), where
/// no standby replaces it: a future on the other device never completes either.
#[test]
fn a_waker_dropped_inside_a_poll_that_blocks_stops_both_devices() {
    in_child(
        "a_waker_dropped_inside_a_poll_that_blocks_stops_both_devices",
        || {
            let device0 = device();
            let device1 = Device::get(1).unwrap();
            let s0 = Arc::new(Stream::new(&device0).unwrap());
            let s1 = Arc::new(Stream::new(&device1).unwrap());
            // Device 1's signals exist before the trap.
            assert!(a_slow_future_completes_within_3s(&s1));
            let gate = Arc::new(Gate::default());
            let ran_on = Arc::new(Mutex::new(None));
            let holding = Holding::on();
            // A waiter on device 0 old enough to have a doorbell queued.
            let mut waiting = s0.done().unwrap();
            let count = Arc::new(Count::default());
            assert!(poll_once(&mut waiting, &Waker::from(count.clone())));
            std::thread::sleep(Duration::from_millis(20));
            let mut pending = s0.done().unwrap();
            {
                let first = Waker::from(Arc::new(BlocksWhenDropped {
                    gate: gate.clone(),
                    ran_on: ran_on.clone(),
                }));
                assert!(poll_once(&mut pending, &first));
            }
            let _repolled = std::thread::spawn(move || {
                poll_once(&mut pending, &Waker::from(Arc::new(Count::default())))
            });
            // The re-poll is in the waker's Drop now.
            std::thread::sleep(Duration::from_millis(100));
            drop(holding); // device 0's doorbell rings
            std::thread::sleep(Duration::from_millis(100));
            let s0b = Stream::new(&device0).unwrap();
            let submitted = within(Duration::from_secs(2), move || s0b.done().is_ok());
            let device1_ok = a_slow_future_completes_within_3s(&s1);
            gate.open();
            assert!(
                submitted.is_some() && device1_ok,
                "while a waker's Drop blocked inside another thread's poll (on {:?}): a \
                 submission on device 0 returned within 2 s: {}; a future on device 1 \
                 completed within 3 s: {device1_ok}",
                ran_on.lock().unwrap(),
                submitted.is_some(),
            );
        },
    );
}

/// A handed-over submission's future re-polled with a new waker while the old one's `Drop`
/// blocks: that happens under the handoff's lock, which the relay takes to leave the outcome,
/// so the relay blocks, and the stream's next handed-over submission never runs.
#[test]
fn a_waker_dropped_inside_a_handed_over_poll_that_blocks_wedges_the_relay() {
    in_child(
        "a_waker_dropped_inside_a_handed_over_poll_that_blocks_wedges_the_relay",
        || {
            let device = device();
            let stream = Arc::new(Stream::new(&device).unwrap());
            let gate = Arc::new(Gate::default());
            let ran_on = Arc::new(Mutex::new(None));
            let (go, wait) = std::sync::mpsc::channel::<()>();
            let mut pending = stream
                .submit_off_thread((), move |_, _| {
                    let _ = wait.recv();
                    Ok(())
                })
                .unwrap();
            {
                let first = Waker::from(Arc::new(BlocksWhenDropped {
                    gate: gate.clone(),
                    ran_on: ran_on.clone(),
                }));
                assert!(poll_once(&mut pending, &first));
            }
            let _repolled = std::thread::spawn(move || {
                poll_once(&mut pending, &Waker::from(Arc::new(Count::default())))
            });
            std::thread::sleep(Duration::from_millis(100));
            go.send(()).unwrap();
            std::thread::sleep(Duration::from_millis(100));
            let next = stream
                .submit_off_thread(vec![1u8; 64], |_, _| Ok(()))
                .unwrap();
            let done = within(Duration::from_secs(3), move || {
                cudyn::block_on(next).is_ok()
            });
            gate.open();
            assert!(
                done.is_some(),
                "the stream's next handed-over submission never completed (3 s) while a \
                 waker's Drop blocked inside a poll on {:?}",
                ran_on.lock().unwrap()
            );
        },
    );
}

// ---------------------------------------------------------------------------------------------
// Relays.

/// A handed-over submission whose future is dropped before the relay queues it: if its work is
/// already done when the relay lets go (the fake's work is done at once), what it owned is
/// dropped there, on the relay thread; a `Drop` that blocks holds the relay, and the stream's
/// next handed-over submissions never run.
#[test]
fn a_blocking_drop_of_a_dropped_handed_over_submission_wedges_its_stream() {
    in_child(
        "a_blocking_drop_of_a_dropped_handed_over_submission_wedges_its_stream",
        || {
            let device = device();
            let stream = Stream::new(&device).unwrap();
            let gate = Arc::new(Gate::default());
            let ran_on = Arc::new(Mutex::new(None));
            let (go, wait) = std::sync::mpsc::channel::<()>();
            let owned = DropBlocks {
                gate: gate.clone(),
                ran_on: ran_on.clone(),
            };
            let pending = stream
                .submit_off_thread(owned, move |_, _| {
                    let _ = wait.recv();
                    Ok(())
                })
                .unwrap();
            drop(pending);
            go.send(()).unwrap();
            std::thread::sleep(Duration::from_millis(200));
            let next = stream.copy_owned(vec![1u8; 64], vec![0u8; 64]).unwrap();
            let done = within(Duration::from_secs(3), move || {
                cudyn::block_on(next).is_ok()
            });
            let on = ran_on.lock().unwrap().clone();
            gate.open();
            assert!(
                done.is_some(),
                "the stream's next handed-over copy never completed (3 s): the dropped \
                 submission's value was dropped on {on:?} and blocks there"
            );
        },
    );
}

/// The same with the closure panicking with a payload whose `Drop` blocks: the future is gone,
/// so the relay drops the payload (inside its containment, which catches panics only).
#[test]
fn a_blocking_panic_payload_of_a_dropped_handed_over_submission_wedges_its_stream() {
    in_child(
        "a_blocking_panic_payload_of_a_dropped_handed_over_submission_wedges_its_stream",
        || {
            let device = device();
            let stream = Stream::new(&device).unwrap();
            let gate = Arc::new(Gate::default());
            let ran_on = Arc::new(Mutex::new(None));
            let (go, wait) = std::sync::mpsc::channel::<()>();
            let payload = DropBlocks {
                gate: gate.clone(),
                ran_on: ran_on.clone(),
            };
            let pending = stream
                .submit_off_thread((), move |_, _| {
                    let _ = wait.recv();
                    std::panic::panic_any(payload)
                })
                .unwrap();
            drop(pending);
            go.send(()).unwrap();
            std::thread::sleep(Duration::from_millis(200));
            let next = stream.copy_owned(vec![1u8; 64], vec![0u8; 64]).unwrap();
            let done = within(Duration::from_secs(3), move || {
                cudyn::block_on(next).is_ok()
            });
            let on = ran_on.lock().unwrap().clone();
            gate.open();
            assert!(
                done.is_some(),
                "the stream's next handed-over copy never completed (3 s): the panic's payload \
                 was dropped on {on:?} and blocks there"
            );
        },
    );
}

/// Four handed-over closures that block (on four streams) take every relay: a fifth stream's
/// pageable copy, of code that blocks nowhere, never runs.
#[test]
fn four_blocking_handed_over_closures_stop_every_other_pageable_copy() {
    in_child(
        "four_blocking_handed_over_closures_stop_every_other_pageable_copy",
        || {
            let device = device();
            let gate = Arc::new(Gate::default());
            let streams: Vec<Stream> = (0..5).map(|_| Stream::new(&device).unwrap()).collect();
            let blocked: Vec<Pending<()>> = streams[..4]
                .iter()
                .map(|s| {
                    let gate = gate.clone();
                    s.submit_off_thread((), move |_, _| {
                        gate.wait();
                        Ok(())
                    })
                    .unwrap()
                })
                .collect();
            std::thread::sleep(Duration::from_millis(100));
            let copy = streams[4]
                .copy_owned(vec![7u8; 4096], vec![0u8; 4096])
                .unwrap();
            let done = within(Duration::from_secs(3), move || {
                cudyn::block_on(copy).is_ok()
            });
            gate.open();
            drop(blocked);
            assert!(
                done.is_some(),
                "an unrelated stream's pageable copy never completed (3 s) while four \
                 handed-over closures blocked"
            );
        },
    );
}

// ---------------------------------------------------------------------------------------------
// Re-entry, churn, floods, leaks.

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
        "reentering_wakers_churn_watchers_without_piling_them_up",
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
        "wakers_ending_as_the_standby_takes_over_leave_one_watcher",
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
    in_child("panicking_parked_drops_leak_no_device_memory", || {
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
    });
}
