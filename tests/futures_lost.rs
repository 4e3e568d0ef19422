//! A future waiting on work of a context that is lost (a kernel faulted) is woken and fails:
//! the driver runs no host function there again, so a watchdog looks at the streams that have
//! waiters. Its own binary: a lost context is process-wide state.

mod common;

use std::future::Future;
use std::pin::pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::task::{Context, Poll, Wake, Waker};
use std::time::{Duration, Instant};

use common::device;
use cudyn::{DeviceBuffer, Error, Stream};
use cudyn_fake_driver as fake;

#[derive(Default)]
struct Count(AtomicUsize);

impl Wake for Count {
    fn wake(self: Arc<Self>) {
        self.0.fetch_add(1, Ordering::SeqCst);
    }
}

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
