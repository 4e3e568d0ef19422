//! Relays.

use super::*;

/// A value whose `Drop` blocks at its gate (30 s at most, or until the gate opens), and the
/// record of the thread that dropped it.
fn blocking_value() -> (DropBlocks, Arc<Gate>, Arc<Mutex<Option<String>>>) {
    let (gate, ran_on) = (Arc::new(Gate::default()), Arc::new(Mutex::new(None)));
    let value = DropBlocks {
        gate: gate.clone(),
        ran_on: ran_on.clone(),
    };
    (value, gate, ran_on)
}

/// Lets the handed-over closure that waits on `go` end, then whether `stream`'s next
/// handed-over copy completes within 3 s.
fn next_handed_over_copy_completes(stream: &Stream, go: std::sync::mpsc::Sender<()>) -> bool {
    go.send(()).unwrap();
    std::thread::sleep(Duration::from_millis(200));
    let next = stream.copy_owned(vec![1u8; 64], vec![0u8; 64]).unwrap();
    within(Duration::from_secs(3), move || {
        cudyn::block_on(next).is_ok()
    })
    .is_some()
}

/// A handed-over submission whose future is dropped before the relay queues it: if its work is
/// already done when the relay lets go (the fake's work is done at once), what it owned is
/// dropped there, on the relay thread; a `Drop` that blocks holds the relay, and the stream's
/// next handed-over submissions never run.
#[test]
fn a_blocking_drop_of_a_dropped_handed_over_submission_wedges_its_stream() {
    in_child(
        "relays::a_blocking_drop_of_a_dropped_handed_over_submission_wedges_its_stream",
        || {
            let device = device();
            let stream = Stream::new(&device).unwrap();
            let (owned, gate, ran_on) = blocking_value();
            let (go, wait) = std::sync::mpsc::channel::<()>();
            let pending = stream
                .submit_off_thread(owned, move |_, _| {
                    let _ = wait.recv();
                    Ok(())
                })
                .unwrap();
            drop(pending);
            let done = next_handed_over_copy_completes(&stream, go);
            let on = ran_on.lock().unwrap().clone();
            gate.open();
            assert!(
                done,
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
        "relays::a_blocking_panic_payload_of_a_dropped_handed_over_submission_wedges_its_stream",
        || {
            let device = device();
            let stream = Stream::new(&device).unwrap();
            let (payload, gate, ran_on) = blocking_value();
            let (go, wait) = std::sync::mpsc::channel::<()>();
            let pending = stream
                .submit_off_thread((), move |_, _| {
                    let _ = wait.recv();
                    std::panic::panic_any(payload)
                })
                .unwrap();
            drop(pending);
            let done = next_handed_over_copy_completes(&stream, go);
            let on = ran_on.lock().unwrap().clone();
            gate.open();
            assert!(
                done,
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
        "relays::four_blocking_handed_over_closures_stop_every_other_pageable_copy",
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

/// As the first story, with the submission failing: its closure returns an error or panics.
/// What it owned (its work done) went down with the failure on the relay; a `Drop` that blocks
/// held the relay, and the stream's next handed-over work waited (found by an outside attack,
/// helper-23). It is the future's to drop now, or the watcher's once the future is gone.
#[test]
fn the_value_of_a_failed_handed_over_submission_is_not_dropped_on_the_relay() {
    in_child(
        "relays::the_value_of_a_failed_handed_over_submission_is_not_dropped_on_the_relay",
        || {
            let device = device();
            let stream = Stream::new(&device).unwrap();
            let failures: [fn() -> cudyn::Result<()>; 2] = [
                || Err(cudyn::Error::ZeroLength { what: "a story's" }),
                || panic!("a story's panic"),
            ];
            for (fails, keep_the_future) in [(0, false), (0, true), (1, false), (1, true)] {
                let (owned, gate, ran_on) = blocking_value();
                let (go, wait) = std::sync::mpsc::channel::<()>();
                let fail = failures[fails];
                let pending = stream
                    .submit_off_thread(owned, move |_, _| {
                        let _ = wait.recv();
                        fail()
                    })
                    .unwrap();
                let kept = keep_the_future.then_some(pending);
                let done = next_handed_over_copy_completes(&stream, go);
                let on = ran_on.lock().unwrap().clone();
                gate.open();
                let story = format!("failure {fails}, future kept: {keep_the_future}");
                assert!(
                    done && on.as_deref() != Some("cudyn-relay"),
                    "{story}: the next handed-over copy completed: {done}; the value was \
                     dropped on {on:?}"
                );
                match kept {
                    // The failure reaches the future (a panic as a panic), and the value goes
                    // with it, on this thread.
                    Some(pending) => {
                        let awaited =
                            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                                cudyn::block_on(pending)
                            }));
                        assert!(!matches!(awaited, Ok(Ok(_))), "{story}");
                        let on = ran_on.lock().unwrap().clone();
                        assert_eq!(on.as_deref(), std::thread::current().name(), "{story}");
                    }
                    // The future gone, the watcher drops it (and `drain` waits for that).
                    None => {
                        cudyn::drain().unwrap();
                        let on = ran_on.lock().unwrap().clone();
                        let on = on.unwrap_or_else(|| panic!("{story}: never dropped"));
                        assert!(
                            on.starts_with("cudyn-") && on != "cudyn-relay",
                            "{story}: {on}"
                        );
                    }
                }
            }
        },
    );
}
