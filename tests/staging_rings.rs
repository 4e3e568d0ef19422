//! The staging ring's life: one per device however many handles, and a copy that still works
//! when the ring cannot be made. Its own binary: rings and the thread cap are process-wide.

mod common;

use common::{NoLeaks, device};
use cudyn::sys::CUresult;
use cudyn::{Device, DeviceBuffer};
use cudyn_fake_driver as fake;

/// The fake's counts are per thread but the rings are per process: the tests take turns.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

const LARGE: usize = 20 << 20;

#[test]
fn three_handles_of_one_device_share_one_ring() {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let _leaks = NoLeaks::new();
    let handles = [device(), Device::get(0).unwrap(), Device::get(0).unwrap()];
    handles[0].mem_info().unwrap(); // retains the primary context, once
    handles[0].free_staging_memory();
    let data = vec![9u8; LARGE];
    let pinned = fake::calls_of("cuMemHostAlloc");
    let retains = fake::calls_of("cuDevicePrimaryCtxRetain");
    let buffers: Vec<_> = handles
        .iter()
        .map(|d| DeviceBuffer::from_slice(d, &data).unwrap())
        .collect();
    for buffer in &buffers {
        assert!(buffer.to_vec().unwrap() == data);
    }
    // One ring of four slots for all three handles, and no new retain of the context.
    assert_eq!(fake::calls_of("cuMemHostAlloc"), pinned + 4);
    assert_eq!(fake::calls_of("cuDevicePrimaryCtxRetain"), retains);
    // Freeing it through any handle frees the one ring.
    let live = fake::live_allocations();
    handles[2].free_staging_memory();
    // Four slots, their four events, the ordering event and the stream.
    assert_eq!(fake::live_allocations(), live - 4 - 4 - 1 - 1);
    drop(buffers);
}

#[test]
fn a_ring_that_cannot_be_made_leaves_copies_to_the_driver() {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let _leaks = NoLeaks::new();
    let device = device();
    device.free_staging_memory();
    let data: Vec<u8> = (0..LARGE).map(|i| (i % 253) as u8).collect();
    let direct = fake::calls_of("cuMemcpyHtoD_v2");
    // Pinned memory runs out: the ring's first chunk cannot be made.
    fake::fail_function(
        "cuMemHostAlloc",
        CUresult::CUDA_ERROR_OUT_OF_MEMORY.0 as i32,
    );
    let on_device = DeviceBuffer::from_slice(&device, &data).unwrap();
    assert!(on_device.to_vec().unwrap() == data);
    fake::clear_failures();
    assert_eq!(
        fake::calls_of("cuMemcpyHtoD_v2"),
        direct + 1,
        "the driver's path"
    );
    // With pinned memory back, the next large copy makes the ring and uses it.
    let staged = fake::calls_of("cuMemcpyHtoDAsync_v2");
    let again = DeviceBuffer::from_slice(&device, &data).unwrap();
    assert!(fake::calls_of("cuMemcpyHtoDAsync_v2") > staged);
    drop((on_device, again));
    device.free_staging_memory();
}

/// Threads of this process named as the staging workers are.
fn staging_threads() -> usize {
    std::fs::read_dir("/proc/self/task")
        .unwrap()
        .filter_map(|task| std::fs::read_to_string(task.ok()?.path().join("comm")).ok())
        .filter(|name| name.starts_with("cudyn-staging"))
        .count()
}

#[test]
#[cfg(target_os = "linux")]
fn a_huge_thread_cap_starts_only_the_threads_a_copy_can_use() {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let _leaks = NoLeaks::new();
    let device = device();
    cudyn::set_staging_threads(200);
    let data = vec![5u8; 17 << 20];
    let on_device = DeviceBuffer::from_slice(&device, &data).unwrap();
    assert!(on_device.to_vec().unwrap() == data);
    // A copy uses at most 8 threads: this one and 7 workers.
    let started = staging_threads();
    assert!((1..=7).contains(&started), "{started} staging threads");
    cudyn::set_staging_threads(usize::MAX);
    let again = DeviceBuffer::from_slice(&device, &data).unwrap();
    assert!(again.to_vec().unwrap() == data);
    assert_eq!(staging_threads(), started, "a larger cap started more");
    cudyn::set_staging_threads(8);
    drop((on_device, again));
    device.free_staging_memory();
}
