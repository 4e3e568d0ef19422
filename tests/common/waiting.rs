//! For the futures' tests: holding the fake's stream work back, and wakers that count.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::task::Wake;
use std::time::{Duration, Instant};

use cudyn_fake_driver as fake;

/// Holds the fake's stream work back until dropped, so that a failing test lets it go too
/// (the tests after it would wait for ever otherwise). Process-wide: tests that hold take turns.
pub struct Holding;

impl Holding {
    pub fn on() -> Holding {
        fake::hold_stream_work(true);
        Holding
    }
}

impl Drop for Holding {
    fn drop(&mut self) {
        fake::hold_stream_work(false);
    }
}

/// A waker that counts its wakes.
#[derive(Default)]
pub struct Count(pub AtomicUsize);

impl Wake for Count {
    fn wake(self: Arc<Self>) {
        self.0.fetch_add(1, Ordering::SeqCst);
    }
}

impl Count {
    pub fn get(&self) -> usize {
        self.0.load(Ordering::SeqCst)
    }
}

/// Waits until `count` has been woken, up to `limit`.
pub fn woken_within(count: &Count, limit: Duration) -> bool {
    let until = Instant::now() + limit;
    while count.get() == 0 {
        if Instant::now() > until {
            return false;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    true
}
