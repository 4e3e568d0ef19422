//! Relays.

use super::*;

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
        "relays::a_blocking_panic_payload_of_a_dropped_handed_over_submission_wedges_its_stream",
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
