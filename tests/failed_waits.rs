//! A synchronous copy or fill returns only once nothing it queued can still touch memory, even
//! when its wait fails: the caller may free the memory next, and memory of another owner (a
//! view made with `from_raw`) or stream-ordered memory is freed in an order cudyn's legacy
//! stream is not part of. The fake lands pageable uploads, memsets and device-to-device copies
//! late and aborts when one lands in (or reads) memory already given back; each story fails
//! one `cuStreamSynchronize`, has the memory freed in a non-blocking stream's order, then runs
//! cudyn's next operation, which lands whatever is still landing. In a child process each, for
//! that abort and because what is still landing is process-wide.

use cudyn_test_common as common;

use common::foreign::{foreign_alloc, foreign_free, non_blocking, passes_in_child};
use common::{device, pattern};
use cudyn::sys::CUresult;
use cudyn::{Device, DeviceBuffer, Error, ViewMut};
use cudyn_fake_driver as fake;

/// Set in the child process, to the test whose story it runs.
const CHILD: &str = "CUDYN_TEST_FAILED_WAITS_CHILD";

const WORDS: usize = 64;

/// Runs `op` with this thread's next `cuStreamSynchronize` failing, and checks that it fails
/// with that error: it returns, its wait having failed.
fn with_failed_wait(op: impl FnOnce() -> cudyn::Result<()>) {
    let code = CUresult::CUDA_ERROR_UNKNOWN;
    fake::fail_function_times("cuStreamSynchronize", code.0 as i32, 1);
    let outcome = op();
    fake::clear_failures();
    match outcome {
        Err(Error::Driver(error)) => {
            assert_eq!(error.call(), "cuStreamSynchronize", "{error}");
            assert_eq!(error.code(), code, "{error}");
        }
        other => panic!("not the injected failure: {other:?}"),
    }
}

/// The story in the child: `op` on a view of `WORDS` words of foreign memory of device 0 with
/// its wait failing, the view's end, the owner's free in its own stream's order, then cudyn's
/// next operation.
fn into_foreign_memory(op: impl FnOnce(ViewMut<'_, u32>) -> cudyn::Result<()>) {
    let device = device();
    let stream = non_blocking(&device);
    let addr = foreign_alloc(&stream, WORDS);
    {
        // SAFETY: WORDS words of live device memory of device 0, used by nothing else until
        // freed below, after the view is gone.
        let view = unsafe { ViewMut::<u32>::from_raw(&device, addr, WORDS) }.unwrap();
        with_failed_wait(|| op(view));
    }
    foreign_free(&stream, addr);
    next_operation(&device);
}

/// Binds device 0 and runs work on its legacy stream: what is still landing lands now.
fn next_operation(device: &Device) {
    let next = DeviceBuffer::from_slice(device, &[1u32; 16]).unwrap();
    assert_eq!(next.to_vec().unwrap(), [1; 16]);
}

/// Runs `story` if this is the child process, else starts this binary again as the child that
/// runs `test` alone and checks that it passed and nothing landed in memory given back.
fn in_child(test: &str, story: impl FnOnce()) {
    if std::env::var_os(CHILD).is_some() {
        story();
        std::process::exit(0);
    }
    passes_in_child(test, CHILD);
}

/// A small upload from pageable memory, which the driver returns from before it lands.
#[test]
fn an_upload_into_foreign_memory_has_landed_when_its_failed_wait_returns() {
    in_child(
        "an_upload_into_foreign_memory_has_landed_when_its_failed_wait_returns",
        || into_foreign_memory(|mut view| view.copy_from(&pattern(WORDS, 1))),
    );
}

#[test]
fn a_fill_of_foreign_memory_is_done_when_its_failed_wait_returns() {
    in_child(
        "a_fill_of_foreign_memory_is_done_when_its_failed_wait_returns",
        || into_foreign_memory(|mut view| view.fill_u32(7)),
    );
}

#[test]
fn a_device_copy_into_foreign_memory_is_done_when_its_failed_wait_returns() {
    in_child(
        "a_device_copy_into_foreign_memory_is_done_when_its_failed_wait_returns",
        || {
            let device = device();
            let source = DeviceBuffer::from_slice(&device, &pattern(WORDS, 2)).unwrap();
            // The source's upload lands now, not under the failed wait.
            source.to_vec().unwrap();
            into_foreign_memory(|mut view| view.copy_from(&source));
        },
    );
}

/// The other side: the copy reads foreign memory, which its owner frees next.
#[test]
fn a_device_copy_out_of_foreign_memory_is_done_when_its_failed_wait_returns() {
    in_child(
        "a_device_copy_out_of_foreign_memory_is_done_when_its_failed_wait_returns",
        || {
            let device = device();
            let mut target = DeviceBuffer::<u32>::zeroed(&device, WORDS).unwrap();
            into_foreign_memory(|view| target.copy_from(&view));
        },
    );
}

/// Not only foreign memory: a buffer of cudyn's from a stream-ordered pool is freed in its
/// stream's order, after waiting only for uploads still landing.
#[test]
fn a_fill_of_pool_memory_is_done_when_its_failed_wait_returns() {
    in_child(
        "a_fill_of_pool_memory_is_done_when_its_failed_wait_returns",
        || {
            let device = device();
            let stream = non_blocking(&device);
            let mut buffer = DeviceBuffer::<u32>::alloc_async(&stream, WORDS).unwrap();
            stream.synchronize().unwrap();
            with_failed_wait(|| buffer.fill_u32(7));
            drop(buffer);
            stream.synchronize().unwrap();
            next_operation(&device);
        },
    );
}
