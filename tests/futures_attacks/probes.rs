//! Probes that hold (regression tests)

use super::*;

/// An injected failure at each driver call of an owned copy and its wait: a typed error or the
/// right result, never a hang, and nothing left behind once drained.
#[test]
fn a_failure_at_every_driver_call_of_a_submission_is_typed_and_leaks_nothing() {
    let _turn = turn();
    keep_signals();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    cudyn::drain().unwrap();
    let mut failures = 0;
    for n in 1..40 {
        let leaks = NoLeaks::new();
        let src = PinnedBuffer::from_slice(&device, &[n as u32; 32], Default::default()).unwrap();
        let dst = DeviceBuffer::<u32>::zeroed(&device, 32).unwrap();
        fake::fail_nth_call(n, 999);
        let outcome = stream
            .copy_owned(src, dst)
            .and_then(|mut pending| poll_for(&mut pending, Duration::from_secs(3)).expect("hangs"));
        let injected = fake::take_last_injected();
        fake::clear_failures();
        match outcome {
            Ok((src, dst)) => assert_eq!(dst.to_vec().unwrap(), src.as_slice()),
            Err(Error::Driver(e)) => {
                assert_eq!(e.code().0, 999, "{injected:?}");
                failures += 1;
            }
            Err(other) => panic!("call {n} ({injected:?}): {other}"),
        }
        cudyn::drain().unwrap();
        drop(leaks);
    }
    assert!(failures > 0);
}

/// Asking the stream fails while the work is held: the future fails with the driver's error
/// (its memory parked, not freed while in use), and the parked memory goes once drained.
#[test]
fn a_failing_stream_query_while_pending_is_an_error_and_parks() {
    let _turn = turn();
    keep_signals();
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let live = fake::live_allocations();
    let holding = Holding::on();
    let host = PinnedBuffer::from_slice(&device, &[1u32; 8], Default::default()).unwrap();
    let mut pending = stream
        .copy_owned(host, DeviceBuffer::<u32>::zeroed(&device, 8).unwrap())
        .unwrap();
    fake::fail_function("cuStreamQuery", 999);
    let count = Arc::new(Count::default());
    let waker = Waker::from(count.clone());
    let polled = Pin::new(&mut pending).poll(&mut Context::from_waker(&waker));
    fake::clear_failures();
    assert!(matches!(polled, Poll::Ready(Err(Error::Driver(e))) if e.code().0 == 999));
    drop(pending);
    assert!(fake::live_allocations() > live, "freed while in use");
    drop(holding);
    std::thread::sleep(Duration::from_millis(20));
    cudyn::drain().unwrap();
}

/// A panic in the closure after work is queued: waited for, memory dropped, nothing leaked,
/// and the stream goes on.
#[test]
fn a_panic_inside_the_closure_waits_and_drops() {
    let _turn = turn();
    keep_signals();
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let syncs = fake::calls_of("cuStreamSynchronize");
    let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        stream.submit(
            (
                vec![1u32; 8],
                DeviceBuffer::<u32>::zeroed(&device, 8).unwrap(),
            ),
            |s, (src, dst)| {
                s.copy(&src[..], &mut *dst)?;
                panic!("in the closure")
            },
        )
    }));
    assert!(caught.is_err());
    assert!(
        fake::calls_of("cuStreamSynchronize") > syncs,
        "not waited for"
    );
    let (src, dst) = cudyn::block_on(
        stream
            .copy_owned(
                vec![4u32; 8],
                DeviceBuffer::<u32>::zeroed(&device, 8).unwrap(),
            )
            .unwrap(),
    )
    .unwrap();
    assert_eq!(dst.to_vec().unwrap(), src);
    drop((src, dst));
}

/// A future dropped while its work is held, then its stream and device dropped: the memory
/// stays parked until the work is done, and goes after.
#[test]
fn dropping_the_future_then_its_stream_and_device_keeps_the_memory_until_done() {
    let _turn = turn();
    keep_signals();
    let _leaks = NoLeaks::new();
    let live = fake::live_allocations();
    {
        let device = device();
        let stream = Stream::new(&device).unwrap();
        let holding = Holding::on();
        let host = PinnedBuffer::from_slice(&device, &[1u32; 16], Default::default()).unwrap();
        let dst = DeviceBuffer::<u32>::zeroed(&device, 16).unwrap();
        let pending = stream.copy_owned(host, dst).unwrap();
        drop(pending);
        drop(stream);
        drop(device);
        assert!(fake::live_allocations() > live, "freed while in use");
        drop(holding);
    }
    std::thread::sleep(Duration::from_millis(20));
    cudyn::drain().unwrap();
}

/// Polled on one thread with one waker, then moved and polled on another with another: the
/// latest waker is the one woken, and the future completes.
#[test]
fn polled_from_two_threads_with_two_wakers() {
    let _turn = turn();
    keep_signals();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let holding = Holding::on();
    let mut pending = Box::pin(
        stream
            .copy_owned(
                vec![5u32; 8],
                DeviceBuffer::<u32>::zeroed(&device, 8).unwrap(),
            )
            .unwrap(),
    );
    let first = Arc::new(Count::default());
    let waker = Waker::from(first.clone());
    assert!(
        pending
            .as_mut()
            .poll(&mut Context::from_waker(&waker))
            .is_pending()
    );
    let second = Arc::new(Count::default());
    let on_thread = second.clone();
    let mut pending = std::thread::spawn(move || {
        let waker = Waker::from(on_thread);
        assert!(
            pending
                .as_mut()
                .poll(&mut Context::from_waker(&waker))
                .is_pending()
        );
        pending
    })
    .join()
    .unwrap();
    std::thread::sleep(Duration::from_millis(20));
    drop(holding);
    assert!(
        woken_within(&second, Duration::from_secs(3)),
        "latest waker not woken"
    );
    // Woken by the relay that queued the copy (a vector's copy is handed over), or by the
    // flag: polled until ready.
    let out = within(Duration::from_secs(3), move || {
        let waker = Waker::noop();
        loop {
            match pending.as_mut().poll(&mut Context::from_waker(waker)) {
                Poll::Ready(Ok((src, dst))) => return dst.to_vec().unwrap() == src,
                Poll::Ready(Err(_)) => return false,
                Poll::Pending => std::thread::sleep(Duration::from_millis(1)),
            }
        }
    });
    assert_eq!(out, Some(true));
}

/// tokio's timeout drops the future while the work is held: parked, then freed once drained.
#[test]
fn a_timed_out_future_on_tokio_parks_and_is_drained() {
    let _turn = turn();
    keep_signals();
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_time()
        .build()
        .unwrap();
    let holding = Holding::on();
    let timed_out = runtime.block_on(async {
        let pending = stream
            .copy_owned(
                vec![1u8; 64],
                DeviceBuffer::<u8>::zeroed(&device, 64).unwrap(),
            )
            .unwrap();
        tokio::time::timeout(Duration::from_millis(30), pending)
            .await
            .is_err()
    });
    assert!(timed_out);
    drop(holding);
    std::thread::sleep(Duration::from_millis(20));
    cudyn::drain().unwrap();
    drop(runtime);
}

/// Polling after `Ready` panics (documented); dropping it after that does not.
#[test]
fn polling_after_ready_panics_and_drop_does_not() {
    let _turn = turn();
    keep_signals();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let mut pending = Box::pin(stream.done().unwrap());
    let waker = Waker::noop();
    assert!(matches!(
        pending.as_mut().poll(&mut Context::from_waker(waker)),
        Poll::Ready(Ok(()))
    ));
    let again = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let _ = pending.as_mut().poll(&mut Context::from_waker(waker));
    }));
    assert!(again.is_err());
    assert!(pending.is_done());
    drop(pending);
}

/// A submission on device 0 that also works on a stream of device 1 (`Scope::on`), over
/// pinned memory: both joined before the future is ready; the data comes back right.
#[test]
fn a_submission_across_two_devices() {
    let _turn = turn();
    keep_signals();
    let _leaks = NoLeaks::new();
    let device0 = device();
    let device1 = Device::get(1).unwrap();
    let stream0 = Stream::new(&device0).unwrap();
    let stream1 = Stream::new(&device1).unwrap();
    let host = PinnedBuffer::from_slice(&device0, &[7u32; 32], Default::default()).unwrap();
    let on1 = DeviceBuffer::<u32>::zeroed(&device1, 32).unwrap();
    let (_host, on1, _stream1) = cudyn::block_on(
        stream0
            .submit((host, on1, stream1), |s, (host, on1, stream1)| {
                s.on(stream1).copy(&*host, &mut *on1)
            })
            .unwrap(),
    )
    .unwrap();
    assert_eq!(on1.to_vec().unwrap(), [7; 32]);
    drop(on1);
}

/// Work on device 1 in the owned buffers through a stream of device 0: refused with a typed
/// error, after waiting, with nothing leaked.
#[test]
fn device_memory_of_another_device_is_refused() {
    let _turn = turn();
    keep_signals();
    let _leaks = NoLeaks::new();
    let device0 = device();
    let device1 = Device::get(1).unwrap();
    let stream0 = Stream::new(&device0).unwrap();
    // A copy from pageable memory is handed to a relay thread: its error comes with the future.
    let failed = stream0
        .copy_owned(
            vec![1u32; 4],
            DeviceBuffer::<u32>::zeroed(&device1, 4).unwrap(),
        )
        .and_then(cudyn::block_on);
    assert!(
        matches!(failed, Err(Error::WrongDevice { .. })),
        "{:?}",
        failed.err()
    );
}

/// Thousands dropped while held on a multi-thread runtime, then drained: nothing left.
#[test]
fn many_dropped_while_held_then_drained() {
    let _turn = turn();
    keep_signals();
    let device = device();
    let stream = Arc::new(Stream::new(&device).unwrap());
    cudyn::drain().unwrap();
    let live = fake::live_allocations_total();
    {
        let holding = Holding::on();
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .build()
            .unwrap();
        runtime.block_on(async {
            let tasks: Vec<_> = (0..2000)
                .map(|i| {
                    let (stream, device) = (stream.clone(), device.clone());
                    tokio::spawn(async move {
                        let p = stream.copy_owned(
                            vec![i as u8; 16],
                            DeviceBuffer::<u8>::zeroed(&device, 16)?,
                        )?;
                        drop(p);
                        Ok::<(), Error>(())
                    })
                })
                .collect();
            for t in tasks {
                t.await.unwrap().unwrap();
            }
        });
        drop(runtime);
        drop(holding);
    }
    std::thread::sleep(Duration::from_millis(50));
    cudyn::drain().unwrap();
    // Pages of flags may stay with futures other tests forgot; the 2000 buffers may not.
    assert!(
        fake::live_allocations_total() <= live + 1,
        "{} > {live}",
        fake::live_allocations_total()
    );
}
