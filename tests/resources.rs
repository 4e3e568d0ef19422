//! Memory resources against the fake driver: buffers made from a resource give their memory
//! back to it; the adaptors count, limit and log; a device's default resource serves code that
//! names none.

use cudyn_test_common as common;

use std::sync::{Arc, Mutex};

use common::{NoLeaks, device, pattern};
use cudyn::{
    CountingResource, Device, DeviceBuffer, DeviceResource, DirectResource, Error,
    LimitingResource, LoggingResource, MemPool, PoolResource, ResourceStats, Stream,
    set_default_resource,
};
use cudyn_fake_driver as fake;

/// A default resource is process-wide: the tests of this file take turns.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

#[test]
fn counting_and_limiting_wrap_the_direct_calls() {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let _leaks = NoLeaks::new();
    let device = device();
    let counting = Arc::new(CountingResource::new(LimitingResource::new(
        LoggingResource::new(DirectResource::new(&device), "test"),
        1000,
    )));
    let data = pattern(200, 1);
    let mut first = DeviceBuffer::<u32>::from_resource(counting.clone(), None, 200).unwrap();
    first.copy_from(&data).unwrap();
    assert_eq!(first.to_vec().unwrap(), data);
    assert_eq!(
        counting.stats(),
        ResourceStats {
            bytes: 800,
            peak_bytes: 800,
            allocations: 1,
            peak_allocations: 1,
            total_allocations: 1
        }
    );
    let allocs = fake::calls_of("cuMemAlloc_v2");
    let refused = DeviceBuffer::<u32>::from_resource(counting.clone(), None, 100).unwrap_err();
    assert_eq!(
        refused,
        Error::ResourceLimit {
            limit: 1000,
            in_use: 800,
            requested: 400
        }
    );
    assert_eq!(fake::calls_of("cuMemAlloc_v2"), allocs, "nothing allocated");
    assert_eq!(counting.stats().allocations, 1);
    let frees = fake::calls_of("cuMemFree_v2");
    drop(first);
    assert_eq!(
        fake::calls_of("cuMemFree_v2"),
        frees + 1,
        "back through the resource"
    );
    assert_eq!(counting.inner().in_use(), 0);
    let second = DeviceBuffer::<u32>::from_resource(counting.clone(), None, 250).unwrap();
    let stats = counting.stats();
    assert_eq!(
        (stats.bytes, stats.peak_bytes, stats.total_allocations),
        (1000, 1000, 2)
    );
    drop(second);
    // Empty buffers take nothing.
    let empty = DeviceBuffer::<u32>::from_resource(counting.clone(), None, 0).unwrap();
    assert!(empty.is_empty() && counting.stats().total_allocations == 2);
}

#[test]
fn a_pool_resource_allocates_and_frees_in_stream_order() {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let _leaks = NoLeaks::new();
    let device = device();
    let pool = Arc::new(PoolResource::new(MemPool::new(&device).unwrap()));
    let stream = Stream::new(&device).unwrap();
    let before = (
        fake::calls_of("cuMemAllocFromPoolAsync"),
        fake::calls_of("cuMemFreeAsync"),
    );
    let buffer = DeviceBuffer::<u8>::from_resource(pool.clone(), Some(&stream), 4096).unwrap();
    assert_eq!(buffer.device(), &device);
    drop(buffer);
    assert_eq!(
        (
            fake::calls_of("cuMemAllocFromPoolAsync"),
            fake::calls_of("cuMemFreeAsync")
        ),
        (before.0 + 1, before.1 + 1)
    );
    // A stream of another device is refused before anything is allocated.
    let other = Stream::new(&Device::get(1).unwrap()).unwrap();
    let refused = DeviceBuffer::<u8>::from_resource(pool.clone(), Some(&other), 16).unwrap_err();
    assert!(matches!(refused, Error::WrongDevice { .. }), "{refused:?}");
    // Without a stream: ready for any work.
    let anywhere = DeviceBuffer::<u8>::from_resource(pool, None, 100).unwrap();
    assert_eq!(anywhere.len(), 100);
}

#[test]
fn a_default_resource_serves_code_that_names_none() {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let _leaks = NoLeaks::new();
    let device = device();
    let counting = Arc::new(CountingResource::new(DirectResource::new(&device)));
    let previous = set_default_resource(&device, Some(counting.clone())).unwrap();
    assert!(previous.is_none());
    let buffer = DeviceBuffer::from_slice(&device, &pattern(64, 2)).unwrap();
    assert_eq!(counting.stats().bytes, 256);
    assert_eq!(buffer.to_vec().unwrap(), pattern(64, 2));
    let restored = set_default_resource(&device, None).unwrap().unwrap();
    assert_eq!(restored.device(), &device);
    // Made before the change: still goes back to the counting resource.
    drop(buffer);
    assert_eq!(counting.stats().bytes, 0);
    let direct = DeviceBuffer::<u8>::zeroed(&device, 64).unwrap();
    assert_eq!(counting.stats().total_allocations, 1, "the default is gone");
    drop(direct);
    // A resource of another device is refused as this one's default.
    let elsewhere = Arc::new(DirectResource::new(&Device::get(1).unwrap()));
    assert!(matches!(
        set_default_resource(&device, Some(elsewhere)),
        Err(Error::WrongDevice { .. })
    ));
}
