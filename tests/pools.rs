//! Stream-ordered allocation and memory pools against the fake driver.

use cudyn_test_common as common;

use common::{NoLeaks, device};
use cudyn::{Device, DeviceBuffer, Error, MemPool, Stream};
use cudyn_fake_driver as fake;

#[test]
fn stream_ordered_buffers_are_allocated_and_freed_in_the_stream() {
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let (allocs, frees) = (
        fake::calls_of("cuMemAllocAsync"),
        fake::calls_of("cuMemFreeAsync"),
    );
    let mut buffer = DeviceBuffer::<u32>::alloc_async(&stream, 1000).unwrap();
    buffer.copy_from(&vec![5u32; 1000]).unwrap();
    assert_eq!(buffer.to_vec().unwrap(), vec![5; 1000]);
    drop(stream); // the buffer keeps the stream it frees itself on
    drop(buffer);
    assert_eq!(fake::calls_of("cuMemAllocAsync"), allocs + 1);
    assert_eq!(fake::calls_of("cuMemFreeAsync"), frees + 1);
    // Empty buffers touch neither.
    let stream = Stream::new(&device).unwrap();
    drop(DeviceBuffer::<u8>::alloc_async(&stream, 0).unwrap());
    assert_eq!(fake::calls_of("cuMemFreeAsync"), frees + 1);
}

#[test]
fn the_first_stream_ordered_allocation_raises_a_zero_release_threshold() {
    let _leaks = NoLeaks::new();
    let device = Device::get(1).unwrap_or_else(|_| {
        device();
        Device::get(1).unwrap()
    });
    let stream = Stream::new(&device).unwrap();
    drop(DeviceBuffer::<u8>::alloc_async(&stream, 64).unwrap());
    let pool = MemPool::current_for(&device).unwrap();
    assert_eq!(
        pool.release_threshold().unwrap(),
        fake::TOTAL_MEMORY as u64 / 4
    );
    assert_eq!(MemPool::default_for(&device).unwrap().raw(), pool.raw());
}

#[test]
fn created_pools_report_usage_trim_and_are_destroyed_on_drop() {
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let pool = MemPool::new(&device).unwrap();
    pool.set_release_threshold(u64::MAX).unwrap();
    assert_eq!(pool.release_threshold().unwrap(), u64::MAX);
    let a = DeviceBuffer::<u8>::alloc_from_pool(&pool, &stream, 1 << 20).unwrap();
    let b = DeviceBuffer::<u8>::alloc_from_pool(&pool, &stream, 1 << 10).unwrap();
    let usage = pool.usage().unwrap();
    assert_eq!(
        (usage.used, usage.used_high),
        ((1 << 20) + (1 << 10), (1 << 20) + (1 << 10))
    );
    drop(a);
    let usage = pool.usage().unwrap();
    assert_eq!(usage.used, 1 << 10);
    assert_eq!(
        usage.reserved,
        (1 << 20) + (1 << 10),
        "freed memory stays in the pool"
    );
    pool.trim(0).unwrap();
    assert_eq!(
        pool.usage().unwrap().reserved,
        1 << 10,
        "trimmed down to what is in use"
    );
    pool.reset_high_water().unwrap();
    assert_eq!(pool.usage().unwrap().used_high, 1 << 10);
    drop(b);
    assert_eq!(pool.device(), &device);
}

#[test]
fn a_pool_of_another_device_is_refused() {
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let other = MemPool::new(&Device::get(1).unwrap()).unwrap();
    let error = DeviceBuffer::<u8>::alloc_from_pool(&other, &stream, 8).unwrap_err();
    assert_eq!(
        error,
        Error::WrongDevice {
            what: "the pool",
            expected: 0,
            found: 1
        }
    );
}

/// A pool dropped before a buffer of it: the driver destroys it once the buffer is freed, and
/// the buffer stays usable until then. The fake freed its record at once, and the buffer's free
/// wrote into it (found by an outside attack, helper-23): here into one of the same-sized boxes
/// made meanwhile, which would take the freed memory; under valgrind, an invalid write.
#[test]
fn a_buffer_outlives_its_pool() {
    let _leaks = NoLeaks::new();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let pool = MemPool::new(&device).unwrap();
    let mut buffer = DeviceBuffer::<u32>::alloc_from_pool(&pool, &stream, 1024).unwrap();
    drop(pool);
    // The size of the fake's pool record: 64 bytes.
    let boxes: Vec<Box<[u64; 8]>> = (0..16).map(|_| Box::new([0; 8])).collect();
    stream.scope(|s| s.fill_u32(&mut buffer, 4)).unwrap();
    assert_eq!(buffer.to_vec().unwrap(), vec![4; 1024]);
    drop(buffer);
    stream.synchronize().unwrap();
    assert!(
        boxes.iter().all(|b| **b == [0; 8]),
        "written into: {boxes:?}"
    );
}
