//! A future waiting on work of a context that is lost (a kernel faulted) is woken and fails:
//! the driver runs no host function there again, so a watchdog looks at the streams that have
//! waiters. Its own binary: a lost context is process-wide state.

use cudyn_test_common as common;

use std::future::Future;
use std::pin::pin;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::task::{Context, Poll, Waker};
use std::time::{Duration, Instant};

use common::device;
use common::waiting::Count;
use cudyn::{DeviceBuffer, Error, Stream};
use cudyn_fake_driver as fake;

#[test]
fn a_lost_context_wakes_its_waiters_with_the_error() {
    let device = device();
    let stream = Stream::new(&device).unwrap();
    fake::hold_stream_work(true);
    let pending = stream
        .copy_owned(
            vec![1u32; 16],
            DeviceBuffer::<u32>::zeroed(&device, 16).unwrap(),
        )
        .unwrap();
    let mut pending = pin!(pending);
    let count = Arc::new(Count::default());
    let waker = Waker::from(count.clone());
    let mut cx = Context::from_waker(&waker);
    assert!(pending.as_mut().poll(&mut cx).is_pending());
    // A kernel faults: nothing more runs in the context, the held flag write and doorbell
    // included.
    fake::make_sticky(0, 700);
    fake::hold_stream_work(false);
    let started = Instant::now();
    while count.0.load(Ordering::SeqCst) == 0 {
        assert!(started.elapsed() < Duration::from_secs(5), "never woken");
        std::thread::sleep(Duration::from_millis(5));
    }
    match pending.as_mut().poll(&mut cx) {
        Poll::Ready(Err(Error::ContextLost { .. } | Error::Driver(_))) => {}
        other => panic!("not failed: {:?}", other.map(|r| r.map(|_| ()))),
    }
    println!("woken {:?} after the loss", started.elapsed());
}

/// Set in the child that runs [`a_doorbell_that_cannot_be_queued_fails_its_futures`] with
/// every `cuLaunchHostFunc` failing.
const CHILD: &str = "CUDYN_DOORBELL_CHILD";

#[test]
fn a_doorbell_that_cannot_be_queued_fails_its_futures() {
    if std::env::var_os(CHILD).is_none() {
        let out = common::run_in_child_with(
            "a_doorbell_that_cannot_be_queued_fails_its_futures",
            (CHILD, "1"),
            &[("CUDYN_FAKE_FAIL", "cuLaunchHostFunc=999")],
        );
        assert!(out.status.success(), "{out:?}");
        return;
    }
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let live = fake::live_allocations_total();
    let host = cudyn::PinnedBuffer::from_slice(&device, &[4u32; 64], Default::default()).unwrap();
    fake::hold_stream_work(true);
    let pending = stream
        .copy_owned(host, DeviceBuffer::<u32>::zeroed(&device, 64).unwrap())
        .unwrap();
    let mut pending = pin!(pending);
    let count = Arc::new(Count::default());
    let waker = Waker::from(count.clone());
    let mut cx = Context::from_waker(&waker);
    assert!(pending.as_mut().poll(&mut cx).is_pending());
    // The watcher spins for a millisecond, then fails to queue the doorbell: woken.
    let started = Instant::now();
    while count.0.load(Ordering::SeqCst) == 0 {
        assert!(started.elapsed() < Duration::from_secs(5), "never woken");
        std::thread::sleep(Duration::from_millis(1));
    }
    match pending.as_mut().poll(&mut cx) {
        Poll::Ready(Err(Error::Driver(e))) => {
            assert_eq!((e.call(), e.code().0), ("cuLaunchHostFunc", 999));
        }
        other => panic!(
            "not the doorbell's error: {:?}",
            other.map(|r| r.map(|_| ()))
        ),
    }
    // What it owned is parked, not freed, while the work is held...
    assert!(fake::live_allocations_total() > live, "freed under the GPU");
    fake::hold_stream_work(false);
    // ... and given back once it is done.
    cudyn::drain().unwrap();
    assert_eq!(
        fake::live_allocations_total(),
        live,
        "parked memory not given back"
    );
}

/// Set in the children that run [`a_handed_over_submission_failing_on_its_relay_gives_that_error`]
/// with every call of one entry point failing, on every thread (the fake's injection is
/// otherwise per thread, and a handed-over closure runs on a relay thread of the library's):
/// the closure's fill, the completion flag's write queued after it, or the page of flags that
/// cannot be made (the closure then never runs).
const RELAY_CHILD: &str = "CUDYN_RELAY_FAILURE_CHILD";

#[test]
fn a_handed_over_submission_failing_on_its_relay_gives_that_error() {
    let Ok(failing) = std::env::var(RELAY_CHILD) else {
        for call in [
            "cuMemsetD32Async",
            "cuStreamWriteValue32_v2",
            "cuMemHostAlloc",
        ] {
            let out = common::run_in_child_with(
                "a_handed_over_submission_failing_on_its_relay_gives_that_error",
                (RELAY_CHILD, call),
                &[("CUDYN_FAKE_FAIL", &format!("{call}=2"))],
            );
            assert!(out.status.success(), "{call} failing: {out:?}");
        }
        return;
    };
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let live = fake::live_allocations_total();
    let on_device = DeviceBuffer::<u32>::zeroed(&device, 64).unwrap();
    // The closure's captures say where they were dropped: where it ran, or, if it never did,
    // with the future (here, on this thread), not on the relay.
    let dropped_on = Arc::new(std::sync::Mutex::new(None));
    let witness = DropsWhere(dropped_on.clone());
    let pending = stream
        .submit_off_thread(on_device, move |s, on_device| {
            let _witness = witness;
            s.fill_u32(on_device, 7)
        })
        .unwrap();
    match cudyn::block_on(pending) {
        Err(Error::Driver(e)) => assert_eq!((e.call(), e.code().0), (failing.as_str(), 2)),
        other => panic!("not {failing}'s error: {:?}", other.map(|_| ())),
    }
    let dropped_on = dropped_on.lock().unwrap().clone();
    match failing.as_str() {
        "cuMemHostAlloc" => assert_eq!(dropped_on.as_deref(), std::thread::current().name()),
        _ => assert_eq!(dropped_on.as_deref(), Some("cudyn-relay")),
    }
    // What it owned was dropped once its work was done (or never queued): nothing left once
    // drained.
    cudyn::drain().unwrap();
    assert_eq!(fake::live_allocations_total(), live, "something kept");
    // The stream and the relays still serve the next submission, which needs a flag too: it
    // completes, or, with every flag's write failing, fails the same way (never hangs).
    let pending = stream
        .submit_off_thread(vec![5u32; 64], |_, _| Ok(()))
        .unwrap();
    match (cudyn::block_on(pending), failing.as_str()) {
        (Ok(owned), "cuMemsetD32Async") => assert_eq!(owned, vec![5u32; 64]),
        (Err(Error::Driver(e)), "cuStreamWriteValue32_v2" | "cuMemHostAlloc") => {
            assert_eq!(e.call(), failing)
        }
        (other, _) => panic!("after {failing} failed: {:?}", other.map(|_| ())),
    }
}

/// Records the name of the thread that drops it.
struct DropsWhere(Arc<std::sync::Mutex<Option<String>>>);

impl Drop for DropsWhere {
    fn drop(&mut self) {
        let name = std::thread::current().name().map(str::to_owned);
        *self.0.lock().unwrap() = name;
    }
}
