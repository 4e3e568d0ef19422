//! A pinned pool's reserve (`PinnedPool::reserve`), against the fake driver: it returns at
//! once, fills in the background, serves requests from its arenas (zeroed), page-locks on
//! demand what it cannot serve, survives a trim, and goes back whole with the pool, also when
//! the pool goes first or page-locking fails.

use cudyn_test_common as common;

use std::time::{Duration, Instant};

use common::device;
use cudyn::{Error, PinnedFlags, PinnedPool};
use cudyn_fake_driver as fake;

const MIB: usize = 1 << 20;

/// The pool's stats once nothing of its reserve is still coming (5 s at most).
fn settled(pool: &PinnedPool) -> cudyn::PinnedPoolStats {
    let until = Instant::now() + Duration::from_secs(5);
    loop {
        let stats = pool.stats();
        if stats.reserve_coming == 0 {
            return stats;
        }
        assert!(
            Instant::now() < until,
            "the reserve never finished: {stats:?}"
        );
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Waits (5 s at most) until no reserve's thread is left and every thread's live allocations
/// are back to `live`. Every test that takes a turn ends with it: a reserve's thread may still
/// page-lock an arena after its pool is gone (and then gives it back), or hold the pool a
/// moment after its last arena is counted ready (and then give the pool's memory back itself),
/// after the test that dropped the pool has returned.
fn back_to(live: usize) {
    let until = Instant::now() + Duration::from_secs(5);
    while reserving() || fake::live_allocations_total() != live {
        assert!(
            Instant::now() < until,
            "{} allocations left, not {live} (a reserve's thread still runs: {})",
            fake::live_allocations_total(),
            reserving()
        );
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Whether a thread of this process is a reserve's (named `cudyn-reserve`).
fn reserving() -> bool {
    let tasks = std::fs::read_dir("/proc/self/task").expect("Linux lists a process's threads");
    tasks.flatten().any(|task| {
        std::fs::read_to_string(task.path().join("comm")).is_ok_and(|n| n.trim() == "cudyn-reserve")
    })
}

/// The reserve is process-wide as far as the fake's total counts go: one test at a time.
fn turn() -> std::sync::MutexGuard<'static, ()> {
    static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

#[test]
fn a_reserve_serves_requests_and_goes_back_with_the_pool() {
    let _turn = turn();
    let device = device();
    let live = fake::live_allocations_total();
    let pool = PinnedPool::new(&device).unwrap();
    assert!(matches!(
        pool.reserve(0, PinnedFlags::DEFAULT),
        Err(Error::ZeroLength { .. })
    ));
    pool.reserve(6 * MIB, PinnedFlags::DEFAULT).unwrap();
    let stats = pool.stats();
    assert_eq!(stats.reserved, 6 * MIB as u64);
    assert_eq!(stats.reserve_ready + stats.reserve_coming, 6 * MIB as u64);
    let stats = settled(&pool);
    assert_eq!(stats.reserve_ready, 6 * MIB as u64);
    // From the reserve: no page-locking on demand, every byte zero.
    let mut first = pool.zeroed::<u8>(2 * MIB, PinnedFlags::DEFAULT).unwrap();
    let second = pool.alloc::<u32>(MIB / 4, PinnedFlags::DEFAULT).unwrap();
    assert!(first.iter().all(|&b| b == 0) && second.iter().all(|&w| w == 0));
    let stats = pool.stats();
    assert_eq!((stats.from_reserve, stats.misses), (2, 0));
    first.fill(9);
    // Other flags, and a request larger than what is left: page-locked on demand.
    let mapped = pool.zeroed::<u8>(MIB, PinnedFlags::DEVICEMAP).unwrap();
    let large = pool.zeroed::<u8>(4 * MIB, PinnedFlags::DEFAULT).unwrap();
    assert_eq!(pool.stats().misses, 2);
    // A trim gives back what was page-locked on demand, and keeps the reserve.
    drop((first, second, mapped, large));
    pool.trim().unwrap();
    let again = pool.alloc::<u8>(2 * MIB, PinnedFlags::DEFAULT).unwrap();
    assert_eq!(pool.stats().hits, 1, "the reserve's block was kept");
    assert!(
        again.iter().all(|&b| b == 9),
        "the same block, as it was left"
    );
    drop((again, pool));
    back_to(live);
}

#[test]
fn a_pool_dropped_while_it_reserves_leaves_nothing_behind() {
    let _turn = turn();
    let device = device();
    let live = fake::live_allocations_total();
    for _ in 0..5 {
        let pool = PinnedPool::new(&device).unwrap();
        pool.reserve(12 * MIB, PinnedFlags::PORTABLE).unwrap();
        drop(pool);
    }
    back_to(live);
}

/// Set in the child of the test below.
const CHILD: &str = "CUDYN_RESERVE_CHILD";

#[test]
fn a_reserve_that_cannot_page_lock_ends_and_requests_get_the_error() {
    if std::env::var_os(CHILD).is_none() {
        let out = common::run_in_child_with(
            "a_reserve_that_cannot_page_lock_ends_and_requests_get_the_error",
            (CHILD, "1"),
            &[
                ("CUDYN_FAKE_FAIL", "cuMemHostAlloc=2"),
                ("CUDYN_NO_HUGE_PAGES", "1"),
            ],
        );
        assert!(out.status.success(), "{out:?}");
        return;
    }
    let device = device();
    let pool = PinnedPool::new(&device).unwrap();
    pool.reserve(4 * MIB, PinnedFlags::DEFAULT).unwrap();
    let stats = settled(&pool);
    assert_eq!((stats.reserved, stats.reserve_ready), (4 * MIB as u64, 0));
    let refused = pool.alloc::<u8>(MIB, PinnedFlags::DEFAULT);
    assert!(matches!(refused, Err(Error::Driver(e)) if e.call() == "cuMemHostAlloc"));
}

/// Whether the page holding `at` is mapped in this process (`mincore` fails on one that is
/// not).
fn mapped(at: *const u8) -> bool {
    let page = at as usize & !4095;
    let mut resident = [0u8; 1];
    // SAFETY: mincore only inspects the mapping; it writes one byte to `resident`.
    unsafe { libc::mincore(page as *mut libc::c_void, 4096, resident.as_mut_ptr()) == 0 }
}

/// A piece of a reserve given up with `into_raw_parts` is the caller's for good: the pool no
/// longer frees its reserve (which the piece lies in), and no buffer takes the piece back as
/// its own, the first piece (which starts where the reserve does) included. The pool goes on
/// serving the rest. Found by an outside attack: the first piece taken back freed the whole
/// reserve while the pool still carved from it, and the pool's drop unmapped the given-up piece.
#[test]
fn a_piece_of_a_reserve_given_up_stays_the_callers_for_good() {
    let _turn = turn();
    let device = device();
    let live = fake::live_allocations_total();
    let pool = PinnedPool::new(&device).unwrap();
    pool.reserve(4 * MIB, PinnedFlags::DEFAULT).unwrap();
    settled(&pool);
    let first = pool.zeroed::<u8>(64 << 10, PinnedFlags::DEFAULT).unwrap();
    let second = pool.zeroed::<u8>(64 << 10, PinnedFlags::DEFAULT).unwrap();
    assert_eq!(pool.stats().from_reserve, 2, "not carved from the reserve");
    assert!(
        !first.on_huge_pages() && !second.on_huge_pages(),
        "a piece of a reserve is no mapping of its own"
    );
    let (at, len) = first.into_raw_parts();
    // SAFETY: memory just given up by a buffer of this device, every byte initialised; it is
    // refused, so nothing frees it.
    let taken =
        unsafe { cudyn::PinnedBuffer::from_raw_parts(&device, at, len, PinnedFlags::DEFAULT) };
    assert!(
        matches!(taken, Err(Error::NotAnAllocation { .. })),
        "{:?}",
        taken.map(|b| b.len())
    );
    // The pool still serves the rest of its reserve, which is still there.
    let mut third = pool.zeroed::<u8>(64 << 10, PinnedFlags::DEFAULT).unwrap();
    third.as_mut_slice().fill(7);
    assert!(third.iter().all(|&b| b == 7));
    drop((second, third, pool));
    assert!(mapped(at), "the pool unmapped memory it had given up");
    // SAFETY: the caller's memory for good, mapped (checked above).
    unsafe { at.write(9) };
    assert_eq!(fake::bad_frees(), 0);
    // The reserve holding it stays page-locked, alone.
    back_to(live + 1);
}

/// `HostResource::allocate` is safe: asked for no bytes, a pool refuses rather than hand out
/// the address its next block will have (a reserve carves pieces from its start).
#[test]
fn a_pool_as_a_resource_refuses_no_bytes() {
    use cudyn::HostResource;
    let _turn = turn();
    let device = device();
    let pool = PinnedPool::new(&device).unwrap();
    let live = fake::live_allocations_total();
    let zero = pool.allocate(0, PinnedFlags::DEFAULT);
    assert!(matches!(zero, Err(Error::ZeroLength { .. })), "{zero:?}");
    pool.reserve(MIB, PinnedFlags::DEFAULT).unwrap();
    settled(&pool);
    let zero = pool.allocate(0, PinnedFlags::DEFAULT);
    assert!(matches!(zero, Err(Error::ZeroLength { .. })), "{zero:?}");
    drop(pool);
    back_to(live);
}

/// A reserve past the host's memory could never be page-locked (faulting it in would end in
/// the out-of-memory killer): refused at once, and the stats do not wrap.
#[test]
fn a_reserve_past_the_hosts_memory_is_refused() {
    let _turn = turn();
    let device = device();
    let pool = PinnedPool::new(&device).unwrap();
    for _ in 0..2 {
        let refused = pool.reserve(usize::MAX, PinnedFlags::DEFAULT);
        assert!(
            matches!(refused, Err(Error::ResourceLimit { .. })),
            "{refused:?}"
        );
    }
    let stats = pool.stats();
    assert_eq!((stats.reserved, stats.reserve_coming), (0, 0));
}
