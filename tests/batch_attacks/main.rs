//! Attacks on batches (an outside review's, kept as regression tests) (copy_batch, scatter_blocks, gather_blocks and the Scope forms), through
//! safe code only, on the fake driver. Run with `--test-threads=1` (the tests also take turns):
//! a context's spare mapped memory would otherwise show in another test's allocation count.
use cudyn_test_common as common;

use common::NoLeaks;
use cudyn::{Device, DeviceBuffer, Error, PinnedBuffer, Stream, View, ViewMut, copy_batch};
use cudyn_fake_driver as fake;

mod failures;
mod long_batches;
mod odd_cases;
mod threads;

/// Elements (u32) of the attacks' large blocks: 512 KiB each.
const B: usize = 128 << 10;

fn turn() -> std::sync::MutexGuard<'static, ()> {
    static ONE: std::sync::Mutex<()> = std::sync::Mutex::new(());
    ONE.lock().unwrap_or_else(|e| e.into_inner())
}

fn data(n: usize, seed: u32) -> Vec<u32> {
    common::pattern(n, seed)
}

fn host_allocs() -> u64 {
    fake::calls_of("cuMemHostAlloc")
}

/// Loads the fake without keeping a device handle (so that a test's contexts are released once
/// its own handles go).
fn load() {
    drop(common::device());
}
