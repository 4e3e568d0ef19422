//! A scope never ends its borrows while work it queued may still run: when waiting for its
//! stream fails, it waits for the whole context, and when that fails too without the driver
//! saying the context is lost, the process aborts.

use cudyn_test_common as common;

use std::panic::{AssertUnwindSafe, catch_unwind};

use common::{NoLeaks, assert_aborted, device, run_in_child};
use cudyn::sys::CUresult;
use cudyn::{Device, DeviceBuffer, Error, Stream};
use cudyn_fake_driver as fake;

/// Uploads still landing are process-wide (any thread's next bind settles them, and says so
/// through its own driver calls): the tests take turns, so that none settles another's.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn turn() -> std::sync::MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

const INVALID_CONTEXT: i32 = CUresult::CUDA_ERROR_INVALID_CONTEXT.0 as i32;
const ILLEGAL_ADDRESS: i32 = CUresult::CUDA_ERROR_ILLEGAL_ADDRESS.0 as i32;

#[test]
fn a_legacy_scope_whose_context_cannot_be_bound_still_waits() {
    let _turn = turn();
    let _leaks = NoLeaks::new();
    let d0 = device();
    let d1 = Device::get(1).unwrap();
    let on0 = DeviceBuffer::from_slice(&d0, &[5u32; 64]).unwrap();
    let on1 = DeviceBuffer::from_slice(&d1, &[6u32; 64]).unwrap();
    let mut host = vec![0u32; 64];
    let stream = Stream::legacy(&d0).unwrap();
    let waits = || fake::calls_of("cuStreamSynchronize") + fake::calls_of("cuCtxSynchronize");
    let before = waits();
    let error = stream
        .scope(|s| {
            s.copy(&on0, &mut host)?;
            // Leaves device 1's context current, so the legacy stream's wait must bind device
            // 0's again: and binding fails from here on.
            assert_eq!(on1.to_vec()?, [6; 64]);
            fake::fail_function("cuCtxSetCurrent", INVALID_CONTEXT);
            Ok(())
        })
        .unwrap_err();
    fake::clear_failures();
    assert_eq!(
        error.driver_code(),
        Some(CUresult::CUDA_ERROR_INVALID_CONTEXT)
    );
    // The borrows ended only after device 0's context was waited for (pushed, not bound).
    assert!(
        fake::calls_of("cuCtxSynchronize") >= 1,
        "no wait after the bind failed"
    );
    assert!(waits() > before);
    assert_eq!(host, [5; 64]);
}

/// The legacy stream's wait binds its context first, which waits for uploads still landing on
/// every device: a failure there, even one saying a context is lost, is another device's and
/// says nothing of this stream's work. The scope must still wait for its own context.
#[test]
fn another_devices_lost_context_does_not_end_a_scope_before_its_work() {
    let _turn = turn();
    let _leaks = NoLeaks::new();
    let d0 = device();
    let d1 = Device::get(1).unwrap();
    let on0 = DeviceBuffer::from_slice(&d0, &[5u32; 64]).unwrap();
    let mut on1 = DeviceBuffer::<u32>::zeroed(&d1, 64).unwrap();
    let mut host = vec![0u32; 64];
    let stream = Stream::legacy(&d0).unwrap();
    let (stream_waits, context_waits) = (
        fake::calls_of("cuStreamSynchronize"),
        fake::calls_of("cuCtxSynchronize"),
    );
    let error = stream
        .scope(|s| {
            s.copy(&on0, &mut host)?;
            // A small pageable upload is left landing on device 1; the scope's wait settles it
            // when it binds device 0's context, and that one wait fails.
            on1.copy_from(&[6u32; 64])?;
            fake::fail_function_times("cuStreamSynchronize", ILLEGAL_ADDRESS, 1);
            Ok(())
        })
        .unwrap_err();
    fake::clear_failures();
    assert_eq!(
        error.driver_code(),
        Some(CUresult::CUDA_ERROR_ILLEGAL_ADDRESS)
    );
    assert_eq!(
        fake::calls_of("cuStreamSynchronize"),
        stream_waits + 1,
        "the failed settle of device 1 was the scope's only stream wait"
    );
    // Two context-wide waits: device 1's, which confirms that its failed settle did not lose
    // its context (so its upload is still to land), and device 0's, the scope's own fallback.
    assert_eq!(
        fake::calls_of("cuCtxSynchronize"),
        context_waits + 2,
        "the scope ended without waiting for device 0's work"
    );
    assert_eq!(host, [5; 64]);
    // Device 0's stream waits fine, and device 1's upload, still pending, lands.
    stream.synchronize().unwrap();
    assert_eq!(on1.to_vec().unwrap(), [6; 64]);
}

#[test]
fn a_failed_stream_wait_falls_back_to_the_context() {
    let _turn = turn();
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, 32).unwrap();
    let context_waits = fake::calls_of("cuCtxSynchronize");
    let error = stream
        .scope(|s| {
            s.fill_u32(&mut on_device, 9)?;
            fake::fail_function("cuStreamSynchronize", INVALID_CONTEXT);
            Ok(())
        })
        .unwrap_err();
    fake::clear_failures();
    // The stream's error is the scope's; the context was waited for before it returned.
    assert_eq!(
        error.driver_code(),
        Some(CUresult::CUDA_ERROR_INVALID_CONTEXT)
    );
    assert_eq!(fake::calls_of("cuCtxSynchronize"), context_waits + 1);
    assert_eq!(on_device.to_vec().unwrap(), [9; 32]);
}

#[test]
fn a_lost_code_from_the_stream_alone_is_confirmed_by_the_context() {
    let _turn = turn();
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    // The stream's wait says the context is lost, but the context's own wait succeeds: the
    // failure was that call's alone (a real driver's lost context fails both, see
    // tests/context_lost.rs). The scope returns it, having waited for the whole context.
    let context_waits = fake::calls_of("cuCtxSynchronize");
    let error = stream
        .scope(|_| {
            fake::fail_function("cuStreamSynchronize", ILLEGAL_ADDRESS);
            Ok(())
        })
        .unwrap_err();
    fake::clear_failures();
    assert_eq!(
        error.driver_code(),
        Some(CUresult::CUDA_ERROR_ILLEGAL_ADDRESS)
    );
    assert!(!matches!(error, Error::ContextLost { .. }), "{error}");
    assert_eq!(fake::calls_of("cuCtxSynchronize"), context_waits + 1);
    // The context is not marked lost: work goes on.
    let on_device = DeviceBuffer::from_slice(&device, &[3u32; 8]).unwrap();
    assert_eq!(on_device.to_vec().unwrap(), [3; 8]);
    assert!(!Error::ZeroLength { what: "x" }.context_is_lost());
}

#[test]
fn a_panicking_scope_whose_wait_fails_still_waits_before_unwinding() {
    let _turn = turn();
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let mut host = vec![0u8; 16];
    let source = DeviceBuffer::from_slice(&device, &[3u8; 16]).unwrap();
    let context_waits = fake::calls_of("cuCtxSynchronize");
    let unwound = catch_unwind(AssertUnwindSafe(|| {
        stream.scope(|s| -> cudyn::Result<()> {
            s.copy(&source, &mut host)?;
            fake::fail_function("cuStreamSynchronize", INVALID_CONTEXT);
            panic!("the closure panics with work queued");
        })
    }));
    fake::clear_failures();
    assert!(unwound.is_err());
    assert_eq!(fake::calls_of("cuCtxSynchronize"), context_waits + 1);
    assert_eq!(host, [3; 16]);
}

/// Set in the child process of the test below.
const ABORT_CHILD: &str = "CUDYN_TEST_SCOPE_ABORT_CHILD";

#[test]
fn a_scope_that_cannot_wait_at_all_aborts_the_process() {
    if std::env::var_os(ABORT_CHILD).is_some() {
        let device = device();
        let stream = Stream::new(&device).unwrap();
        let mut host = vec![0u8; 16];
        let source = DeviceBuffer::from_slice(&device, &[3u8; 16]).unwrap();
        let _ = stream.scope(|s| {
            s.copy(&source, &mut host)?;
            fake::fail_function("cuStreamSynchronize", INVALID_CONTEXT);
            fake::fail_function("cuCtxSynchronize", INVALID_CONTEXT);
            Ok(())
        });
        // Reaching here would hand `host` back with the copy perhaps still writing it.
        std::process::exit(0);
    }
    assert_aborted(&run_in_child(
        "a_scope_that_cannot_wait_at_all_aborts_the_process",
        ABORT_CHILD,
    ));
}
