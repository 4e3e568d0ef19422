//! The caching pinned host pool against the fake driver: blocks reused by class and flags,
//! never two live buffers on one block, counters, trimming, and the pool's lifetime.

use cudyn_test_common as common;

use common::{NoLeaks, device, pattern};
use cudyn::{DeviceBuffer, PinnedFlags, PinnedPool, PinnedPoolStats, Stream};
use cudyn_fake_driver as fake;
use proptest::prelude::*;

#[test]
fn a_freed_block_serves_the_next_request_of_its_class_and_flags() {
    let _leaks = NoLeaks::new();
    let device = device();
    let pool = PinnedPool::new(&device).unwrap();
    let allocs = fake::calls_of("cuMemHostAlloc");
    let first = pool
        .from_slice(&pattern(1000, 1), PinnedFlags::DEFAULT)
        .unwrap();
    let address = first.as_ptr() as usize;
    drop(first);
    // 3600 bytes: the same 4 KiB class. Contents are what the block last held.
    let again = pool.alloc::<u32>(900, PinnedFlags::DEFAULT).unwrap();
    assert_eq!(again.as_ptr() as usize, address, "the block is reused");
    assert_eq!(&again[..], &pattern(1000, 1)[..900]);
    assert_eq!(fake::calls_of("cuMemHostAlloc"), allocs + 1);
    // Other flags are another class: a new block.
    let mapped = pool.zeroed::<u32>(900, PinnedFlags::DEVICEMAP).unwrap();
    assert_ne!(mapped.as_ptr() as usize, address);
    assert!(mapped.iter().all(|&v| v == 0));
    assert_eq!(
        pool.stats(),
        PinnedPoolStats {
            in_use: 8192,
            in_use_peak: 8192,
            cached: 0,
            hits: 1,
            misses: 2,
            ..PinnedPoolStats::default()
        }
    );
    // A pooled buffer is an ordinary pinned buffer: copies and scopes take it.
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, 900).unwrap();
    Stream::new(&device)
        .unwrap()
        .scope(|s| s.copy(&again, &mut on_device))
        .unwrap();
    assert_eq!(on_device.to_vec().unwrap(), &pattern(1000, 1)[..900]);
    drop((again, mapped));
    assert_eq!(pool.stats().cached, 8192);
    let frees = fake::calls_of("cuMemFreeHost");
    pool.trim().unwrap();
    assert_eq!(fake::calls_of("cuMemFreeHost"), frees + 2);
    assert_eq!(pool.stats().cached, 0);
}

#[test]
fn buffers_outlive_the_pool_handle_and_raw_parts_leave_the_pool() {
    let _leaks = NoLeaks::new();
    let device = device();
    let pool = PinnedPool::new(&device).unwrap();
    let kept = pool.from_slice(&[7u64; 100], PinnedFlags::DEFAULT).unwrap();
    let given_up = pool.alloc::<u8>(10_000, PinnedFlags::DEFAULT).unwrap();
    drop(pool);
    assert_eq!(kept[99], 7, "the buffer keeps the pool alive");
    let (ptr, len) = given_up.into_raw_parts();
    assert_eq!(len, 10_000);
    drop(kept); // the last owner: the pool frees its cache
    // The raw block left the pool: its new owner frees it.
    let driver = cudyn::driver().unwrap();
    // SAFETY: a pinned block given up above, freed once.
    let status = unsafe { driver.cuMemFreeHost().unwrap()(ptr.cast()) };
    assert_eq!(status, cudyn::sys::CUresult::CUDA_SUCCESS);
}

#[test]
fn empty_requests_take_no_block() {
    let _leaks = NoLeaks::new();
    let device = device();
    let pool = PinnedPool::new(&device).unwrap();
    let empty = pool.alloc::<u32>(0, PinnedFlags::DEFAULT).unwrap();
    assert!(empty.is_empty());
    assert_eq!(pool.stats(), PinnedPoolStats::default());
}

/// Found by an outside attack (helper-22): the next power of two of a request past 2^63
/// overflowed (a panic in a debug build). Such a request gets `usize::MAX`, and a pool asked
/// for it directly (its `HostResource::allocate`, which safe code may call) refuses it before
/// the driver, as does the resource without a pool (which gave the driver's errors, for no
/// bytes too).
#[test]
fn size_classes_of_requests_past_the_largest_power_of_two_saturate() {
    let _leaks = NoLeaks::new();
    let top = 1usize << (usize::BITS - 1);
    assert_eq!(PinnedPool::size_class(top), top);
    assert_eq!(PinnedPool::size_class(top - 1), top);
    assert_eq!(PinnedPool::size_class(top + 1), usize::MAX);
    assert_eq!(PinnedPool::size_class(usize::MAX), usize::MAX);
    let pool = PinnedPool::new(&device()).unwrap();
    // (`top - 1` is `isize::MAX` itself, whose class, `top`, is past it.)
    for bytes in [top - 1, top + 1, usize::MAX] {
        let refused = cudyn::HostResource::allocate(&pool, bytes, PinnedFlags::DEFAULT);
        assert!(
            matches!(refused, Err(cudyn::Error::SizeOverflow { count, size: 1 }) if count == bytes),
            "{bytes} bytes: {:?}",
            refused.map(|_| ())
        );
    }
    assert_eq!(pool.stats(), PinnedPoolStats::default());
    // The resource without a pool: the same refusals, and no bytes too.
    let direct = cudyn::DirectHostResource::new(&device());
    let calls = fake::calls_of("cuMemHostAlloc");
    for bytes in [0, top + 1, usize::MAX] {
        let refused = cudyn::HostResource::allocate(&direct, bytes, PinnedFlags::DEFAULT);
        assert!(
            matches!(
                refused,
                Err(cudyn::Error::ZeroLength { .. } | cudyn::Error::SizeOverflow { .. })
            ),
            "{bytes} bytes: {:?}",
            refused.map(|_| ())
        );
    }
    assert_eq!(fake::calls_of("cuMemHostAlloc"), calls, "asked the driver");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, failure_persistence: None, ..ProptestConfig::default() })]

    /// A class holds its request, wastes less than a third of itself, keeps order, and is its
    /// own class.
    #[test]
    fn size_classes_hold_the_request_and_waste_little(bytes in 1usize..(1 << 34)) {
        let class = PinnedPool::size_class(bytes);
        prop_assert!(class >= bytes && class >= 4096);
        prop_assert!(class == 4096 || (class - bytes) * 3 < class);
        prop_assert_eq!(PinnedPool::size_class(class), class);
        prop_assert!(PinnedPool::size_class(bytes + 1) >= class);
    }

    /// Live buffers never share a block, whatever the order of requests and frees; every
    /// freed block is reused before the driver is asked again for its class.
    #[test]
    fn live_buffers_never_share_a_block(ops in prop::collection::vec((0usize..5, 1usize..40_000, any::<bool>()), 1..40)) {
        let _leaks = NoLeaks::new();
        let device = device();
        let pool = PinnedPool::new(&device).unwrap();
        let mut live: Vec<cudyn::PinnedBuffer<u8>> = Vec::new();
        // The classes of the blocks the pool should hold for reuse.
        let mut cached: Vec<usize> = Vec::new();
        for (slot, bytes, free) in ops {
            if free && !live.is_empty() {
                let gone = live.swap_remove(slot % live.len());
                cached.push(PinnedPool::size_class(gone.len()));
                continue;
            }
            let misses = pool.stats().misses;
            let buffer = pool.alloc::<u8>(bytes, PinnedFlags::DEFAULT).unwrap();
            let class = PinnedPool::size_class(bytes);
            match cached.iter().position(|&c| c == class) {
                Some(i) => {
                    cached.swap_remove(i);
                    prop_assert_eq!(pool.stats().misses, misses, "a cached block was passed over");
                }
                None => prop_assert_eq!(pool.stats().misses, misses + 1),
            }
            prop_assert_eq!(pool.stats().cached, cached.iter().sum::<usize>() as u64);
            let (start, end) = (buffer.as_ptr() as usize, buffer.as_ptr() as usize + bytes);
            for other in &live {
                let (a, b) = (other.as_ptr() as usize, other.as_ptr() as usize + other.len());
                prop_assert!(end <= a || b <= start, "two live buffers overlap");
            }
            live.push(buffer);
        }
        let in_use: u64 = live.iter().map(|b| PinnedPool::size_class(b.len()) as u64).sum();
        prop_assert_eq!(pool.stats().in_use, in_use);
    }
}

#[test]
fn pinned_buffers_come_from_any_host_resource_and_go_back_to_it() {
    use cudyn::{DirectHostResource, HostResource};
    use std::sync::Arc;
    let _leaks = NoLeaks::new();
    let device = device();
    let direct: Arc<dyn HostResource> = Arc::new(DirectHostResource::new(&device));
    let (allocs, frees) = (
        fake::calls_of("cuMemHostAlloc"),
        fake::calls_of("cuMemFreeHost"),
    );
    let mut buffer =
        cudyn::PinnedBuffer::<u32>::from_resource(direct.clone(), 100, PinnedFlags::DEVICEMAP)
            .unwrap();
    assert!(buffer.iter().all(|&v| v == 0), "the direct resource zeroes");
    buffer[0] = 3;
    drop(buffer);
    assert_eq!(
        (
            fake::calls_of("cuMemHostAlloc"),
            fake::calls_of("cuMemFreeHost")
        ),
        (allocs + 1, frees + 1)
    );
    // A pool is a host resource too: the block comes back to it.
    let pool = PinnedPool::new(&device).unwrap();
    let shared: Arc<dyn HostResource> = Arc::new(pool.clone());
    let first =
        cudyn::PinnedBuffer::<u8>::from_resource(shared.clone(), 5000, PinnedFlags::DEFAULT)
            .unwrap();
    let address = first.as_ptr();
    drop(first);
    let again =
        cudyn::PinnedBuffer::<u8>::from_resource(shared, 6000, PinnedFlags::DEFAULT).unwrap();
    assert_eq!(again.as_ptr(), address, "the same 8 KiB class");
    assert_eq!((pool.stats().hits, pool.stats().misses), (1, 1));
    assert!(
        cudyn::PinnedBuffer::<u8>::from_resource(direct, 0, PinnedFlags::DEFAULT)
            .unwrap()
            .is_empty()
    );
}

#[test]
fn a_block_given_up_leaves_the_pool_alike_through_alloc_and_through_the_resource() {
    use cudyn::{HostResource, PinnedBuffer};
    use std::sync::Arc;
    let _leaks = NoLeaks::new();
    let device = device();
    // The pool's counters once a 10,000-byte buffer beside a kept one was given up raw, and
    // the raw memory freed by its new owner.
    let given_up = |through_resource: bool| {
        let pool = PinnedPool::new(&device).unwrap();
        let kept = pool.alloc::<u8>(100, PinnedFlags::DEFAULT).unwrap();
        let buffer = if through_resource {
            let resource: Arc<dyn HostResource> = Arc::new(pool.clone());
            PinnedBuffer::<u8>::from_resource(resource, 10_000, PinnedFlags::DEFAULT)
        } else {
            pool.alloc::<u8>(10_000, PinnedFlags::DEFAULT)
        };
        let (ptr, len) = buffer.unwrap().into_raw_parts();
        let stats = pool.stats();
        // SAFETY: the block just given up, adopted once, with the flags it was made with.
        let raw = unsafe { PinnedBuffer::from_raw_parts(&device, ptr, len, PinnedFlags::DEFAULT) };
        drop((raw.unwrap(), kept));
        (stats, pool.stats())
    };
    let through_alloc = given_up(false);
    assert_eq!(
        through_alloc.0.in_use, 4096,
        "only the kept block is in use"
    );
    assert_eq!(through_alloc.1.in_use, 0);
    assert_eq!(given_up(true), through_alloc);
}
