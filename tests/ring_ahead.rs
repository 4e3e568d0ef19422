//! The staging ring's memory, made ahead by a context's first device allocation large enough
//! to be staged, on a thread of the library's (against the fake driver). Its own binary, one
//! test: the thread cap is process-wide, and each step needs a context of its own (one is
//! released when its last handle goes).

use cudyn_test_common as common;

use std::time::{Duration, Instant};

use common::pattern;
use cudyn::{Device, DeviceBuffer, PinnedBuffer};
use cudyn_fake_driver as fake;

const LARGE: usize = 4 << 20;

/// Waits up to a second for every thread's live allocations to number `expected`; the number.
fn settles_at(expected: usize) -> usize {
    let until = Instant::now() + Duration::from_secs(1);
    while fake::live_allocations_total() != expected && Instant::now() < until {
        std::thread::sleep(Duration::from_millis(1));
    }
    fake::live_allocations_total()
}

/// A buffer of `bytes` on `device`, checked to be the only allocation it brings within 20 ms
/// (making the ring's memory takes the fake a few milliseconds, registering last).
fn allocates_only_itself(device: &Device, bytes: usize, why: &str) -> DeviceBuffer<u8> {
    device.bind().unwrap();
    let base = fake::live_allocations_total();
    let buffer = DeviceBuffer::<u8>::uninit(device, bytes).unwrap();
    std::thread::sleep(Duration::from_millis(20));
    assert_eq!(fake::live_allocations_total(), base + 1, "{why}");
    buffer
}

/// This thread's page-lockings: the driver's allocations and registrations.
fn pinnings() -> u64 {
    fake::calls_of("cuMemHostAlloc") + fake::calls_of("cuMemHostRegister_v2")
}

/// Set in the children that run the test again: "refused" (every registration fails) or
/// "no huge pages" (none offered).
const CHILD: &str = "CUDYN_RING_AHEAD_CHILD";

#[test]
fn the_first_large_allocation_makes_the_rings_memory_ahead() {
    let child = std::env::var(CHILD).ok();
    let refused = child.as_deref() == Some("refused");
    if child.is_none() {
        // Once more where registrations all fail (huge pages are refused, and the memory ahead
        // comes from the driver's allocations instead), and where no huge pages are offered
        // (nothing is made ahead: the driver's allocations would hold its locks meanwhile).
        let children = [
            ("refused", "CUDYN_FAKE_FAIL", "cuMemHostRegister_v2=999"),
            ("no huge pages", "CUDYN_NO_HUGE_PAGES", "1"),
        ];
        for (role, name, value) in children {
            let out = common::run_in_child_with(
                "the_first_large_allocation_makes_the_rings_memory_ahead",
                (CHILD, role),
                &[(name, value)],
            );
            assert!(out.status.success(), "{role}: {out:?}");
        }
    }
    cudyn::set_staging_threads(4);
    // Where huge pages are offered, the ring's memory is one registered mapping; refused, the
    // driver's four slots and marks; where none are offered, nothing is made ahead.
    let huge = {
        let device = common::device();
        PinnedBuffer::<u8>::zeroed(&device, LARGE, Default::default())
            .unwrap()
            .on_huge_pages()
    };
    let offered = child.as_deref() != Some("no huge pages")
        && std::fs::read_to_string("/sys/kernel/mm/transparent_hugepage/enabled")
            .is_ok_and(|mode| !mode.contains("[never]"));
    assert_eq!(huge, offered && !refused, "pinned memory on huge pages");
    let ahead = match (offered, refused) {
        (false, _) => 0,
        (true, false) => 1,
        (true, true) => 4 + 1,
    };
    let start = settles_at(0);
    assert_eq!(start, 0, "a context of an earlier step is still alive");

    // A smaller allocation makes nothing ahead.
    let device = common::device();
    let small = allocates_only_itself(&device, LARGE - 1, "made ahead for a small allocation");

    // The first large one does, in the background, and the first large copy uses it: this
    // thread pins nothing.
    let base = fake::live_allocations_total();
    let mut large = DeviceBuffer::<u32>::uninit(&device, LARGE / 4).unwrap();
    assert_eq!(settles_at(base + 1 + ahead), base + 1 + ahead);
    let pinned = pinnings();
    let data = pattern(LARGE / 4, 5);
    large.copy_from(&data).unwrap();
    assert!(large.to_vec().unwrap() == data, "the staged copy is exact");
    if ahead > 0 {
        assert_eq!(pinnings(), pinned, "the copy made the ring's memory itself");
    }
    // Only the first: with the ring given back, the next large copy makes it itself.
    device.free_staging_memory();
    let more = DeviceBuffer::<u8>::uninit(&device, LARGE).unwrap();
    large.copy_from(&data).unwrap();
    assert!(pinnings() > pinned, "made ahead twice in one context");
    drop((small, large, more, device));
    assert_eq!(settles_at(0), 0, "the context's release left something");

    // Made ahead and never used: given back with the context.
    let device = common::device();
    device.bind().unwrap();
    let base = fake::live_allocations_total();
    let large = DeviceBuffer::<u8>::uninit(&device, LARGE).unwrap();
    assert_eq!(settles_at(base + 1 + ahead), base + 1 + ahead);
    drop((large, device));
    assert_eq!(settles_at(0), 0, "memory made ahead outlived its context");

    // Staging off: nothing made ahead.
    cudyn::set_staging_threads(0);
    let device = common::device();
    let large = allocates_only_itself(&device, LARGE, "made ahead with staging off");
    drop((large, device));
    cudyn::set_staging_threads(4);
    assert_eq!(fake::bad_frees(), 0);
}
