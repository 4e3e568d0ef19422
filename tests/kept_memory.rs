//! `cudyn::free_kept_memory`: after it, the fake's count of live allocations is exactly what
//! the test itself holds, after each kind of work that leaves something kept for reuse.
//!
//! The tests of this binary take turns (`ALONE`): the call is process-wide, and a ring made
//! ahead is counted on the thread that made it, so counts are compared over every thread.

use cudyn_test_common as common;

use std::sync::Mutex;

use common::device;
use cudyn::{Device, DeviceBuffer, Error, PinnedBuffer, PinnedFlags, Stream};
use cudyn_fake_driver as fake;

static ALONE: Mutex<()> = Mutex::new(());

/// Runs `story` alone, from a clean slate, and returns the device and the baseline.
fn alone() -> (std::sync::MutexGuard<'static, ()>, Device) {
    let turn = ALONE.lock().unwrap_or_else(|e| e.into_inner());
    let device = device();
    // Large copies are staged even where the machine has one core (the default then is off).
    cudyn::set_staging_threads(2);
    cudyn::free_kept_memory().unwrap();
    assert_eq!(fake::live_allocations_total(), 0, "a clean slate");
    (turn, device)
}

/// What is live over every thread after `free_kept_memory`, having checked that something was
/// kept before it (so that the check after could fail).
fn given_back() -> usize {
    assert!(fake::live_allocations_total() > 0, "something was kept");
    cudyn::free_kept_memory().unwrap();
    fake::live_allocations_total()
}

/// [`given_back`] where the last thing kept may be only the page of completion flags, which
/// waits for the device's next future 100 ms at most (the watcher frees it after that). Under
/// valgrind, with a second binary on the other core, dropping a stream and buffers has taken
/// longer than that (CI, sessions 21 and 24), so the page may be gone already there: given
/// back or not, nothing may be left.
fn given_back_after_a_future() -> usize {
    if std::env::var_os("CUDYN_VALGRIND").is_some() {
        cudyn::free_kept_memory().unwrap();
        return fake::live_allocations_total();
    }
    given_back()
}

#[test]
fn a_future_leaves_nothing() {
    let (_turn, device) = alone();
    {
        let stream = Stream::new(&device).unwrap();
        let on_device = DeviceBuffer::from_slice(&device, &[1u32; 64]).unwrap();
        let back = PinnedBuffer::<u32>::zeroed(&device, 64, PinnedFlags::DEFAULT).unwrap();
        let pending = stream.copy_owned(on_device, back).unwrap();
        let (_, back) = cudyn::block_on(pending).unwrap();
        assert_eq!(back[..], [1; 64]);
    }
    assert_eq!(given_back_after_a_future(), 0);
}

#[test]
fn a_staged_copy_leaves_nothing() {
    let (_turn, device) = alone();
    {
        let data: Vec<u32> = (0..(8u32 << 20)).collect(); // 32 MiB
        let mut on_device = DeviceBuffer::<u32>::zeroed(&device, data.len()).unwrap();
        on_device.copy_from(&data[..]).unwrap();
        let mut back = vec![0; data.len()];
        on_device.copy_to(&mut back[..]).unwrap();
        assert!(back == data);
    }
    // The staging ring waits for the next large copy.
    assert_eq!(given_back(), 0);
}

#[test]
fn a_large_allocation_leaves_nothing() {
    let (_turn, device) = alone();
    // The first allocation large enough to be staged may make the ring's memory ahead, on a
    // thread of its own (where the system offers huge pages): given back with the rest.
    drop(DeviceBuffer::<u8>::zeroed(&device, 8 << 20).unwrap());
    cudyn::free_kept_memory().unwrap();
    assert_eq!(fake::live_allocations_total(), 0);
}

#[test]
fn gathers_and_scatters_leave_nothing() {
    let (_turn, device) = alone();
    {
        let data: Vec<u32> = (0..4096).collect();
        let on_device = DeviceBuffer::from_slice(&device, &data).unwrap();
        let places = [3, 2, 1, 0];
        // To pageable memory, to pinned memory, and of pageable blocks large enough to be
        // packed through the staging ring.
        let mut back = vec![0u32; data.len()];
        cudyn::gather_blocks(&on_device, &mut back[..], 1024, &places).unwrap();
        assert_eq!(back[..1024], data[3072..]);
        let mut pinned = PinnedBuffer::<u32>::zeroed(&device, 4096, PinnedFlags::DEFAULT).unwrap();
        cudyn::gather_blocks(&on_device, &mut pinned, 1024, &places).unwrap();
        assert_eq!(pinned[..1024], data[3072..]);
        let large: Vec<u32> = (0..(2u32 << 20)).collect();
        let mut scattered = DeviceBuffer::<u32>::zeroed(&device, large.len()).unwrap();
        cudyn::scatter_blocks(&large[..], &mut scattered, 1 << 19, &places).unwrap();
        let mut gathered = vec![0u32; large.len()];
        cudyn::gather_blocks(&scattered, &mut gathered[..], 1 << 19, &places).unwrap();
        assert!(gathered == large);
    }
    // The block kernel's module and its spare tables, and the staging ring.
    assert_eq!(given_back(), 0);
}

#[test]
fn a_future_pending_keeps_what_it_owns_and_its_kernel_still_runs() {
    let (_turn, device) = alone();
    {
        let stream = Stream::new(&device).unwrap();
        let data: Vec<u32> = (0..256).collect();
        let on_device = DeviceBuffer::from_slice(&device, &data).unwrap();
        let out = PinnedBuffer::<u32>::zeroed(&device, 256, PinnedFlags::DEFAULT).unwrap();
        let pending = stream
            .submit((on_device, out), |s, (on_device, out)| {
                s.gather_blocks(&*on_device, out, 64, &[1, 0, 3, 2])
            })
            .unwrap();
        // Its work waits for the kernel it queued; its buffers and table are its own.
        cudyn::free_kept_memory().unwrap();
        let (_, out) = cudyn::block_on(pending).unwrap();
        assert_eq!(out[..64], data[64..128]);
    }
    assert_eq!(given_back_after_a_future(), 0);
}

/// Holds stream work back while alive, as a busy GPU would.
struct Holding;

impl Drop for Holding {
    fn drop(&mut self) {
        fake::hold_stream_work(false);
    }
}

static INNER: Mutex<Option<cudyn::Result<()>>> = Mutex::new(None);

/// Calls `free_kept_memory` when dropped.
struct GivesBack;

impl Drop for GivesBack {
    fn drop(&mut self) {
        *INNER.lock().unwrap() = Some(cudyn::free_kept_memory());
    }
}

#[test]
fn inside_code_cudyn_runs_it_is_an_error_not_a_hang() {
    let (_turn, device) = alone();
    let stream = Stream::new(&device).unwrap();
    {
        fake::hold_stream_work(true);
        let _holding = Holding;
        // Dropped before its work is done: what it owns is parked, dropped by `drain` below.
        drop(stream.submit(GivesBack, |_, _| Ok(())).unwrap());
    }
    cudyn::drain().unwrap();
    let inner = INNER
        .lock()
        .unwrap()
        .take()
        .expect("the parked value was dropped");
    assert!(
        matches!(
            inner,
            Err(Error::Reentered {
                what: "cudyn::free_kept_memory"
            })
        ),
        "{inner:?}"
    );
    drop(stream);
    cudyn::free_kept_memory().unwrap();
    assert_eq!(fake::live_allocations_total(), 0);
}
