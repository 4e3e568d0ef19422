//! The staging ring never returns, nor frees its slots, while its DMAs may still run: when
//! waiting for its stream fails, it waits for its whole context, as a scope does, and aborts the
//! process when that fails too unless the driver says the context is lost. Its own binary:
//! rings are process-wide.

use cudyn_test_common as common;

use common::{NoLeaks, assert_aborted, device, pattern, run_in_child};
use cudyn::sys::CUresult;
use cudyn::{Device, DeviceBuffer};
use cudyn_fake_driver as fake;

/// The fake's counts are per thread but the rings, and uploads still landing, are per process:
/// the tests take turns.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn turn() -> std::sync::MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

const INVALID_CONTEXT: i32 = CUresult::CUDA_ERROR_INVALID_CONTEXT.0 as i32;
const ILLEGAL_ADDRESS: i32 = CUresult::CUDA_ERROR_ILLEGAL_ADDRESS.0 as i32;

/// 8 MiB: two chunks of 4 MiB, so two of the ring's DMAs are queued before its wait.
const WORDS: usize = 2 << 20;

/// What one ring holds in the driver: its slots and marks (one mapping on huge pages where
/// the system offers them, else the driver's four slots and the marks), the ordering event,
/// the stream.
fn ring_pieces(device: &Device) -> usize {
    let probe = cudyn::PinnedBuffer::<u8>::zeroed(device, 4 << 20, Default::default()).unwrap();
    match probe.on_huge_pages() {
        true => 1 + 1 + 1,
        false => 4 + 1 + 1 + 1,
    }
}

/// Page-lockings of this thread: the driver's allocations and registrations of huge pages.
fn pinnings() -> u64 {
    fake::calls_of("cuMemHostAlloc") + fake::calls_of("cuMemHostRegister_v2")
}

/// A device with its ring made (by a staged upload and download) and nothing left landing, so
/// that the next `cuStreamSynchronize` of this thread is the ring's.
fn ready(device: &Device) -> DeviceBuffer<u32> {
    cudyn::set_staging_threads(4);
    let mut on_device = DeviceBuffer::<u32>::zeroed(device, WORDS).unwrap();
    // The first ring's memory may have been made ahead, by a thread of the library's (the
    // context's first large allocation): made again here, by this thread, every piece counts.
    on_device.copy_from(&pattern(WORDS, 1)).unwrap();
    device.free_staging_memory();
    on_device.copy_from(&pattern(WORDS, 1)).unwrap();
    assert!(on_device.to_vec().unwrap() == pattern(WORDS, 1));
    device.bind().unwrap();
    on_device
}

fn waits() -> (u64, u64) {
    (
        fake::calls_of("cuStreamSynchronize"),
        fake::calls_of("cuCtxSynchronize"),
    )
}

#[test]
fn a_staged_copy_whose_wait_fails_waits_for_its_context_before_returning() {
    let _turn = turn();
    let _leaks = NoLeaks::new();
    let device = device();
    let mut on_device = ready(&device);
    let data = pattern(WORDS, 2);
    let (dmas, pinned) = (fake::calls_of("cuMemcpyHtoDAsync_v2"), pinnings());
    let (stream_waits, context_waits) = waits();
    fake::fail_function("cuStreamSynchronize", INVALID_CONTEXT);
    let error = on_device.copy_from(&data).unwrap_err();
    fake::clear_failures();
    assert_eq!(
        error.driver_code(),
        Some(CUresult::CUDA_ERROR_INVALID_CONTEXT)
    );
    assert_eq!(fake::calls_of("cuMemcpyHtoDAsync_v2"), dmas + 2);
    // The copy's wait and the drain's both failed; the context was waited for before the
    // copy returned, and the caller may now drop the buffer the DMAs wrote.
    assert_eq!(waits().0, stream_waits + 2);
    assert_eq!(
        waits().1,
        context_waits + 1,
        "returned with the ring's DMAs unwaited"
    );
    // The ring is idle, and the next copy uses it.
    on_device.copy_from(&data).unwrap();
    assert!(on_device.to_vec().unwrap() == data);
    assert_eq!(pinnings(), pinned, "a new ring was made");
    drop(on_device);
    device.free_staging_memory();
}

#[test]
fn freeing_a_ring_whose_wait_fails_waits_for_its_context_first() {
    let _turn = turn();
    let _leaks = NoLeaks::new();
    let device = device();
    drop(ready(&device));
    let pieces = ring_pieces(&device);
    device.bind().unwrap();
    let live = fake::live_allocations();
    let (stream_waits, context_waits) = waits();
    fake::fail_function("cuStreamSynchronize", INVALID_CONTEXT);
    device.free_staging_memory();
    fake::clear_failures();
    assert_eq!(waits().0, stream_waits + 1);
    assert_eq!(
        waits().1,
        context_waits + 1,
        "the slots were freed with the ring's DMAs unwaited"
    );
    assert_eq!(fake::live_allocations(), live - pieces);
}

/// A "context lost" from the ring's own wait alone is not taken on its word: the whole context
/// is waited for, and when that succeeds (the fake's context is not really lost) the ring's
/// DMAs are known done, so it stays and is used again. A context that is really lost (its own
/// wait fails too) leaves its ring allocated: tests/context_lost.rs, since that is process-wide.
#[test]
fn a_lost_code_from_the_rings_wait_alone_is_confirmed_by_its_context() {
    let _turn = turn();
    let _leaks = NoLeaks::new();
    let device = device();
    let mut on_device = ready(&device);
    let data = pattern(WORDS, 3);
    let (stream_waits, context_waits) = waits();
    fake::fail_function("cuStreamSynchronize", ILLEGAL_ADDRESS);
    let error = on_device.copy_from(&data).unwrap_err();
    fake::clear_failures();
    assert_eq!(
        error.driver_code(),
        Some(CUresult::CUDA_ERROR_ILLEGAL_ADDRESS)
    );
    assert!(
        !matches!(error, cudyn::Error::ContextLost { .. }),
        "{error}"
    );
    // The copy's wait and the drain's; the context's, for the drain and again for the error
    // the copy returns (each asks whether its lost code is the context's).
    assert_eq!(waits(), (stream_waits + 2, context_waits + 2));
    let pinned = pinnings();
    on_device.copy_from(&data).unwrap();
    assert!(on_device.to_vec().unwrap() == data);
    assert_eq!(pinnings(), pinned, "the ring was made again");
}

/// Set in the child process of the test below.
const ABORT_CHILD: &str = "CUDYN_TEST_RING_ABORT_CHILD";

#[test]
fn a_ring_that_cannot_wait_at_all_aborts_the_process() {
    if std::env::var_os(ABORT_CHILD).is_some() {
        let device = device();
        let mut on_device = ready(&device);
        fake::fail_function("cuStreamSynchronize", INVALID_CONTEXT);
        fake::fail_function("cuCtxSynchronize", INVALID_CONTEXT);
        let copied = on_device.copy_from(&pattern(WORDS, 4));
        // Reaching here would let the caller free `on_device` with the ring's DMAs perhaps
        // still writing it.
        println!("the copy returned: {copied:?}");
        std::process::exit(0);
    }
    assert_aborted(&run_in_child(
        "a_ring_that_cannot_wait_at_all_aborts_the_process",
        ABORT_CHILD,
    ));
}
