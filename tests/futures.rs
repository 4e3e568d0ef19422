//! Work awaited rather than waited for (`Stream::submit`, `Stream::copy_owned`, `Stream::done`)
//! on the fake driver: the memory comes back with the right contents, a future stays pending
//! while the (fake) GPU holds its work and is woken by the doorbell, a dropped future parks its
//! memory until the work is done and a forgotten one leaks only its own, errors wait before
//! they return, and tokio's runtimes (current-thread and multi-thread) run thousands at once.

use cudyn_test_common as common;

use std::future::Future;
use std::pin::pin;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::task::{Context, Poll, Waker};
use std::time::{Duration, Instant};

use common::waiting::{Count, Holding, woken_within};
use common::{NoLeaks, device};
use cudyn::{DeviceBuffer, Error, PinnedBuffer, PinnedPool, Stream};
use cudyn_fake_driver as fake;

/// Holding stream work back is process-wide: the tests take turns.
fn turn() -> std::sync::MutexGuard<'static, ()> {
    static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

#[test]
fn a_submission_gives_its_memory_back_with_the_work_done() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let host =
        PinnedBuffer::from_slice(&device, &[1u32, 2, 3, 4, 5, 6], Default::default()).unwrap();
    let on_device = DeviceBuffer::<u32>::zeroed(&device, 6).unwrap();
    let second = Stream::new(&device).unwrap();
    let pending = stream
        .submit(
            (host, on_device, vec![0u32; 6], second),
            |s, (host, on_device, back, second)| {
                let on_device = s.hold(on_device);
                s.copy(&*host, on_device)?;
                s.fill_u32(on_device.slice(..2)?, 7)?;
                // Another stream of the submission, joined before the future is ready.
                s.on(second).copy(on_device, back)
            },
        )
        .unwrap();
    let (host, on_device, back, _second) = cudyn::block_on(pending).unwrap();
    assert_eq!(back, [7, 7, 3, 4, 5, 6]);
    assert_eq!(on_device.to_vec().unwrap(), back);
    assert_eq!(host[..], [1, 2, 3, 4, 5, 6]);
    // The owned copy, and waiting for a stream.
    let (src, dst) = cudyn::block_on(
        stream
            .copy_owned(
                vec![9u8; 100],
                DeviceBuffer::<u8>::zeroed(&device, 100).unwrap(),
            )
            .unwrap(),
    )
    .unwrap();
    assert_eq!(dst.to_vec().unwrap(), src);
    cudyn::block_on(stream.done().unwrap()).unwrap();
}

#[test]
fn held_work_keeps_the_future_pending_until_it_is_done() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let data: Vec<u32> = (0..1000).collect();
    let host = PinnedBuffer::from_slice(&device, &data, Default::default()).unwrap();
    let holding = Holding::on();
    let pending = stream
        .copy_owned(host, DeviceBuffer::<u32>::zeroed(&device, 1000).unwrap())
        .unwrap();
    let mut pending = pin!(pending);
    let count = Arc::new(Count::default());
    let waker = Waker::from(count.clone());
    let mut cx = Context::from_waker(&waker);
    assert!(pending.as_mut().poll(&mut cx).is_pending());
    assert!(!pending.is_done());
    assert!(pending.as_mut().poll(&mut cx).is_pending());
    // The watcher spins on the flag for a millisecond, then queues a doorbell and sleeps.
    std::thread::sleep(Duration::from_millis(20));
    assert_eq!(
        count.0.load(Ordering::SeqCst),
        0,
        "woken while the work is held"
    );
    drop(holding);
    assert!(
        woken_within(&count, Duration::from_secs(5)),
        "the doorbell never rang"
    );
    let Poll::Ready(Ok((src, dst))) = pending.as_mut().poll(&mut cx) else {
        panic!("not ready after the doorbell");
    };
    assert_eq!(dst.to_vec().unwrap(), src[..]);
}

#[test]
fn a_dropped_future_parks_its_memory_until_the_work_is_done() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let live = fake::live_allocations();
    let host = PinnedBuffer::from_slice(&device, &[5u64; 64], Default::default()).unwrap();
    let holding = Holding::on();
    let pending = stream
        .copy_owned(host, DeviceBuffer::<u64>::zeroed(&device, 64).unwrap())
        .unwrap();
    drop(pending);
    // The device buffer is parked, not freed: the (fake) GPU may still write it (and a page
    // of flags may have been made for its flag, unless an earlier test's is still held).
    assert!(
        fake::live_allocations() > live,
        "the parked buffer was freed"
    );
    drop(holding);
    cudyn::drain().unwrap();
    // Both buffers are back; the page of flags may go a moment later (the watcher may hold
    // the device's flags while it looks at them).
    assert!(
        fake::live_allocations() <= live + 1,
        "parked memory not given back"
    );
    let until = Instant::now() + Duration::from_secs(2);
    while fake::live_allocations() != live {
        assert!(Instant::now() < until, "the page of flags stays");
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Leaks on purpose: no `NoLeaks`, and valgrind leaves it out (.ci/run).
#[test]
fn a_forgotten_future_leaks_only_what_it_owns() {
    let _turn = turn();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let live = fake::live_allocations();
    let leaked = {
        let _holding = Holding::on();
        let pending = stream
            .copy_owned(
                vec![1u8; 10],
                DeviceBuffer::<u8>::zeroed(&device, 10).unwrap(),
            )
            .unwrap();
        std::mem::forget(pending);
        fake::live_allocations() - live
    };
    // Its buffer, and the page of flags its flag holds (made now, or already there: a
    // forgotten flag keeps its page for good).
    assert!((1..=2).contains(&leaked), "{leaked}");
    // Everything else goes on: more work, waited for.
    let (src, dst) = cudyn::block_on(
        stream
            .copy_owned(
                vec![2u8; 10],
                DeviceBuffer::<u8>::zeroed(&device, 10).unwrap(),
            )
            .unwrap(),
    )
    .unwrap();
    assert_eq!(dst.to_vec().unwrap(), src);
    drop(dst);
    cudyn::drain().unwrap();
    assert_eq!(
        fake::live_allocations(),
        live + leaked,
        "only the forgotten buffer and flags stay"
    );
}

#[test]
fn a_failing_submission_waits_then_returns_its_error() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let syncs = fake::calls_of("cuStreamSynchronize");
    let twice = || DeviceBuffer::<u32>::zeroed(&device, 8).unwrap();
    let failed = stream.submit((vec![1u32; 8], twice(), twice()), |s, (src, dst, other)| {
        s.copy(&src[..], &mut *dst)?;
        s.copy(&src[..4], &mut *other)
    });
    assert!(matches!(
        failed,
        Err(Error::LengthMismatch { dst: 8, src: 4 })
    ));
    assert!(
        fake::calls_of("cuStreamSynchronize") > syncs,
        "returned without waiting"
    );
    // An injected failure of the flag's write: waited for, then the driver's error.
    let host = PinnedBuffer::<u8>::zeroed(&device, 4, Default::default()).unwrap();
    fake::fail_function("cuStreamWriteValue32_v2", 2);
    let failed = stream.copy_owned(host, DeviceBuffer::<u8>::zeroed(&device, 4).unwrap());
    fake::clear_failures();
    assert!(matches!(failed, Err(Error::Driver(e)) if e.code().0 == 2));
}

#[test]
fn thousands_of_owned_uploads_on_tokio_runtimes() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let device = device();
    let stream = Arc::new(Stream::new(&device).unwrap());
    let pool = Arc::new(PinnedPool::new(&device).unwrap());
    let current = tokio::runtime::Builder::new_current_thread()
        .build()
        .unwrap();
    let multi = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .build()
        .unwrap();
    for runtime in [&current, &multi] {
        let sum = runtime.block_on(async {
            let tasks: Vec<_> = (0..2000u32)
                .map(|i| {
                    let (stream, pool, device) = (stream.clone(), pool.clone(), device.clone());
                    tokio::spawn(async move {
                        let mut host = pool.alloc::<u32>(1024, Default::default())?;
                        host.as_mut_slice().fill(i);
                        let on_device = DeviceBuffer::<u32>::zeroed(&device, 1024)?;
                        let (_host, on_device) = stream.copy_owned(host, on_device)?.await?;
                        let back = on_device.to_vec()?;
                        Ok::<u64, Error>(back.iter().map(|&x| u64::from(x)).sum())
                    })
                })
                .collect();
            let mut sum = 0;
            for task in tasks {
                sum += task.await.unwrap().unwrap();
            }
            sum
        });
        assert_eq!(sum, 1024 * (0..2000u64).sum::<u64>());
    }
}

#[test]
fn pageable_copies_are_handed_to_a_relay_thread_and_the_caller_goes_on() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let data: Vec<u32> = (0..4096).collect();
    let on_device = DeviceBuffer::from_slice(&device, &data).unwrap();
    let holding = Holding::on();
    // A download into a vector waits for the work before it, which is held: led here, this
    // call would not return until the work is let go.
    let before = std::thread::current().id();
    let pending = stream
        .submit_off_thread(
            (on_device, vec![0u32; 4096]),
            move |s, (on_device, back)| {
                assert_ne!(std::thread::current().id(), before, "led by the caller");
                s.copy(&*on_device, &mut back[..])
            },
        )
        .unwrap();
    let mut pending = pin!(pending);
    let count = Arc::new(Count::default());
    let waker = Waker::from(count.clone());
    let mut cx = Context::from_waker(&waker);
    assert!(pending.as_mut().poll(&mut cx).is_pending());
    assert!(!pending.is_done());
    // The relay waits for the held work to read it back (or has queued it and handed it
    // over): either way, not ready while it is held.
    std::thread::sleep(Duration::from_millis(20));
    assert!(
        pending.as_mut().poll(&mut cx).is_pending(),
        "ready while held"
    );
    drop(holding);
    assert!(woken_within(&count, Duration::from_secs(5)), "never woken");
    let until = Instant::now() + Duration::from_secs(5);
    let (_, back) = loop {
        match pending.as_mut().poll(&mut cx) {
            Poll::Ready(done) => break done.unwrap(),
            Poll::Pending if Instant::now() < until => std::thread::sleep(Duration::from_millis(1)),
            Poll::Pending => panic!("not ready 5 s after the work was let go"),
        }
    };
    assert_eq!(back, data);
}

#[test]
fn submissions_handed_over_for_one_stream_keep_their_order() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let order = Arc::new(std::sync::Mutex::new(Vec::new()));
    // Each notes when it ran, and uploads its number from a vector.
    let pending: Vec<_> = (0..24u32)
        .map(|i| {
            let order = order.clone();
            let buffer = DeviceBuffer::<u32>::zeroed(&device, 1024).unwrap();
            stream
                .submit_off_thread((vec![i; 1024], buffer), move |s, (src, dst)| {
                    order.lock().unwrap().push(i);
                    s.copy(&src[..], &mut *dst)
                })
                .unwrap()
        })
        .collect();
    let results: Vec<_> = pending
        .into_iter()
        .map(|p| cudyn::block_on(p).unwrap())
        .collect();
    assert_eq!(*order.lock().unwrap(), (0..24).collect::<Vec<_>>());
    for (i, (_, buffer)) in results.iter().enumerate() {
        assert!(buffer.to_vec().unwrap().iter().all(|&x| x == i as u32));
    }
}

#[test]
fn a_panic_in_a_handed_over_submission_reaches_the_awaiting_task() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let pending = stream
        .submit_off_thread(
            DeviceBuffer::<u32>::zeroed(&device, 64).unwrap(),
            |s, buffer| {
                s.fill_u32(&mut *buffer, 1)?;
                panic!("the submission's own bug");
            },
        )
        .unwrap();
    let caught =
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| cudyn::block_on(pending)));
    let payload = caught.expect_err("the panic came through");
    assert_eq!(
        payload.downcast_ref::<&str>(),
        Some(&"the submission's own bug")
    );
    // The stream works on.
    cudyn::block_on(stream.done().unwrap()).unwrap();
}

#[test]
fn a_future_dropped_before_its_relay_ran_parks_what_it_owns() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let live = fake::live_allocations_total();
    let holding = Holding::on();
    let pending = stream
        .copy_owned(
            DeviceBuffer::<u32>::from_slice(&device, &[3; 256]).unwrap(),
            vec![0u32; 256],
        )
        .unwrap();
    drop(pending);
    assert!(fake::live_allocations_total() > live, "freed while held");
    drop(holding);
    // The relay queues the download, then finds its future gone and parks the buffer until
    // the flag is set; drain waits for it.
    let until = Instant::now() + Duration::from_secs(5);
    while fake::live_allocations_total() > live && Instant::now() < until {
        cudyn::drain().unwrap();
        std::thread::sleep(Duration::from_millis(1));
    }
    assert!(
        fake::live_allocations_total() <= live,
        "parked memory not given back"
    );
}

#[test]
fn an_event_is_awaited_without_a_thread() {
    let _turn = turn();
    let device = device();
    let never = cudyn::Event::new(&device).unwrap();
    // Never recorded: complete, as `is_complete` says. (This also makes the stream that event
    // futures wait on, which the device keeps while futures of it are around, or for good
    // once one was forgotten: made before the leak count opens.)
    cudyn::block_on(never.done().unwrap()).unwrap();
    let _leaks = NoLeaks::new();
    let stream = Stream::new(&device).unwrap();
    let event = cudyn::Event::new(&device).unwrap();
    let mut data = DeviceBuffer::<u32>::zeroed(&device, 64).unwrap();
    let holding = Holding::on();
    stream.scope(|s| s.fill_u32(&mut data, 1)).unwrap();
    event.record(&stream).unwrap();
    let mut pending = pin!(event.done().unwrap());
    let count = Arc::new(Count::default());
    let waker = Waker::from(count.clone());
    let mut cx = Context::from_waker(&waker);
    assert!(pending.as_mut().poll(&mut cx).is_pending());
    std::thread::sleep(Duration::from_millis(20));
    assert_eq!(count.0.load(Ordering::SeqCst), 0, "woken while held");
    drop(holding);
    assert!(woken_within(&count, Duration::from_secs(5)), "never woken");
    assert!(matches!(
        pending.as_mut().poll(&mut cx),
        Poll::Ready(Ok(()))
    ));
}

#[test]
fn a_submission_owns_its_kernel_after_the_module_is_gone() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let modules = fake::live_allocations();
    let add = cudyn::Module::from_ptx(&device, common::KERNELS)
        .unwrap()
        .function("add_u32")
        .unwrap();
    // The module is dropped already; the function keeps it loaded.
    assert_eq!(fake::live_allocations(), modules + 1);
    let input = DeviceBuffer::from_slice(&device, &[1u32, 2, 3]).unwrap();
    let output = DeviceBuffer::<u32>::zeroed(&device, 3).unwrap();
    let pending = stream
        .submit((add, input, output), |s, (add, input, output)| {
            let config = cudyn::LaunchConfig::linear(3, 32);
            // SAFETY: add_u32(in, out, n, value) reads and writes n elements of the two.
            unsafe { s.launch(add, config, (&*input, &mut *output, 3u32, 10u32)) }
        })
        .unwrap();
    let (add, input, output) = cudyn::block_on(pending).unwrap();
    assert_eq!(output.to_vec().unwrap(), [11, 12, 13]);
    drop((add, output));
    // The page of flags this thread may have made waits for the next future: drained.
    cudyn::drain().unwrap();
    assert_eq!(fake::live_allocations(), modules + 1, "only `input` left");
    drop(input);
}

#[test]
fn a_handed_over_submission_that_fails_gives_its_error_and_frees_what_it_owned() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let pending = stream
        .submit_off_thread(
            (
                vec![1u32; 8],
                DeviceBuffer::<u32>::zeroed(&device, 4).unwrap(),
            ),
            |s, (src, dst)| s.copy(&src[..], &mut *dst),
        )
        .unwrap();
    assert!(matches!(
        cudyn::block_on(pending),
        Err(Error::LengthMismatch { dst: 4, src: 8 })
    ));
}

#[test]
fn parked_memory_is_freed_by_the_watcher_with_no_later_call() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let host = PinnedBuffer::from_slice(&device, &[8u32; 256], Default::default()).unwrap();
    let live = fake::live_allocations();
    let holding = Holding::on();
    let pending = stream
        .copy_owned(host, DeviceBuffer::<u32>::zeroed(&device, 256).unwrap())
        .unwrap();
    drop(pending);
    std::thread::sleep(Duration::from_millis(5));
    assert!(fake::live_allocations() >= live, "freed while held");
    drop(holding);
    // No poll, submission or drain: the watcher sees the flag (spinning, or rung by the
    // doorbell) and frees what was parked.
    let until = Instant::now() + Duration::from_secs(5);
    while fake::live_allocations() + 1 > live {
        assert!(Instant::now() < until, "parked memory still held");
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// A program that awaits one thing at a time page-locks one page of flags, not one per await:
/// the page outlives the device's last future for a while (the driver's free would otherwise
/// sit between the GPU's end and the task running again), and `drain` frees it at once.
#[test]
fn futures_awaited_one_at_a_time_share_one_page_of_flags() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let device = device();
    let stream = Stream::new(&device).unwrap();
    cudyn::drain().unwrap();
    let live = fake::live_allocations();
    let (made, freed) = (
        fake::calls_of("cuMemHostAlloc"),
        fake::calls_of("cuMemFreeHost"),
    );
    for _ in 0..50 {
        cudyn::block_on(stream.done().unwrap()).unwrap();
        let holding = Holding::on();
        let pending = stream.done().unwrap();
        drop(holding);
        cudyn::block_on(pending).unwrap();
    }
    assert!(
        fake::calls_of("cuMemHostAlloc") - made <= 1,
        "{} pages made for 100 futures awaited one after another",
        fake::calls_of("cuMemHostAlloc") - made
    );
    assert_eq!(
        fake::calls_of("cuMemFreeHost"),
        freed,
        "a page freed between futures"
    );
    cudyn::drain().unwrap();
    assert_eq!(
        fake::live_allocations(),
        live,
        "drain left the page of flags"
    );
}

/// Left alone, the page goes by itself a moment after the last future.
#[test]
fn the_page_of_flags_goes_a_moment_after_the_last_future() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let device = device();
    let stream = Stream::new(&device).unwrap();
    cudyn::drain().unwrap();
    let live = fake::live_allocations();
    cudyn::block_on(stream.done().unwrap()).unwrap();
    let until = Instant::now() + Duration::from_secs(2);
    while fake::live_allocations() != live {
        assert!(Instant::now() < until, "the page of flags stays");
        std::thread::sleep(Duration::from_millis(1));
    }
}
