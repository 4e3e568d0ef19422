//! A waker's drop: the user's code run inside a poll, under the library's locks.

use super::*;

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
        "waker_drops::a_waker_dropped_inside_a_poll_that_submits_deadlocks_the_device",
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
        "waker_drops::a_waker_dropped_inside_a_poll_that_blocks_stops_both_devices",
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
        "waker_drops::a_waker_dropped_inside_a_handed_over_poll_that_blocks_wedges_the_relay",
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
