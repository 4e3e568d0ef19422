//! Page-locking on huge pages (`memory::page_lock`), against the fake driver: which sizes and
//! flags take it, every byte zero, copies and mapping as from the driver's memory, each
//! fallback (huge pages not offered, registration refused), and every way the memory goes
//! back (a buffer's drop, a pool's trim, raw parts taken back). Small sizes only: CI has 2
//! cores and 24 GiB.

use cudyn_test_common as common;

use common::{NoLeaks, device, pattern};
use cudyn::sys::CUresult;
use cudyn::{DeviceBuffer, PinnedBuffer, PinnedFlags, PinnedPool, Stream};
use cudyn_fake_driver as fake;

const MIB: usize = 1 << 20;

/// Whether this machine offers transparent huge pages (the fast path's condition).
fn offered() -> bool {
    std::env::var_os("CUDYN_NO_HUGE_PAGES").is_none()
        && std::fs::read_to_string("/sys/kernel/mm/transparent_hugepage/enabled")
            .is_ok_and(|mode| !mode.contains("[never]"))
}

#[test]
fn large_buffers_are_zeroed_huge_pages_and_copy_like_the_drivers() {
    let _leaks = NoLeaks::new();
    let device = device();
    for (bytes, huge) in [
        (4096, false),
        (MIB - 4, false),
        (MIB, true),
        (3 * MIB + 12, true),
        (9 * MIB, true),
    ] {
        let registered = fake::calls_of("cuMemHostRegister_v2");
        let mut buffer = PinnedBuffer::<u8>::zeroed(&device, bytes, PinnedFlags::DEFAULT).unwrap();
        let expected = huge && offered();
        assert_eq!(buffer.on_huge_pages(), expected, "{bytes} bytes");
        assert_eq!(
            fake::calls_of("cuMemHostRegister_v2") - registered,
            u64::from(expected)
        );
        assert!(buffer.iter().all(|&b| b == 0), "{bytes} bytes not zero");
        // Round trips through the device, from and into it.
        let data: Vec<u8> = pattern(bytes / 4, 3).iter().map(|&w| w as u8).collect();
        buffer[..data.len()].copy_from_slice(&data);
        // The buffer itself (a slice of it would be pageable memory to a copy, and a large one
        // staged through the device's ring, which a leak count would see made).
        let mut on_device = DeviceBuffer::<u8>::zeroed(&device, bytes).unwrap();
        on_device.copy_from(&buffer).unwrap();
        let mut back = PinnedBuffer::<u8>::zeroed(&device, bytes, PinnedFlags::DEFAULT).unwrap();
        let stream = Stream::new(&device).unwrap();
        stream.scope(|s| s.copy(&on_device, &mut back)).unwrap();
        assert!(back[..] == buffer[..], "{bytes} bytes round trip");
    }
}

#[test]
fn mapped_and_portable_flags_hold_and_write_combined_takes_the_drivers_path() {
    let _leaks = NoLeaks::new();
    let device = device();
    let flags = PinnedFlags::DEVICEMAP | PinnedFlags::PORTABLE;
    let mapped = PinnedBuffer::<u32>::from_slice(&device, &pattern(MIB, 4), flags).unwrap();
    assert_eq!(mapped.on_huge_pages(), offered());
    assert_eq!(mapped.flags(), flags);
    // The device reaches it where the driver says it does.
    assert_ne!(mapped.view().device_ptr(), 0);
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, MIB).unwrap();
    on_device.copy_from(&mapped).unwrap();
    // Back into pinned memory (into a vector, 4 MiB would be staged through the device's ring,
    // which the leak count would see made).
    let mut back = PinnedBuffer::<u32>::zeroed(&device, MIB, PinnedFlags::DEFAULT).unwrap();
    on_device.copy_to(&mut back).unwrap();
    assert!(back[..] == pattern(MIB, 4)[..]);
    let combined = PinnedBuffer::<u8>::zeroed(&device, 4 * MIB, PinnedFlags::WRITECOMBINED);
    assert!(
        !combined.unwrap().on_huge_pages(),
        "registration cannot write-combine"
    );
}

#[test]
fn a_refused_registration_falls_back_to_the_driver() {
    let _leaks = NoLeaks::new();
    let device = device();
    let allocs = fake::calls_of("cuMemHostAlloc");
    fake::fail_function(
        "cuMemHostRegister_v2",
        CUresult::CUDA_ERROR_OUT_OF_MEMORY.0 as i32,
    );
    let buffer = PinnedBuffer::<u8>::zeroed(&device, 2 * MIB, PinnedFlags::DEFAULT);
    fake::clear_failures();
    let buffer = buffer.unwrap();
    assert!(!buffer.on_huge_pages());
    assert!(buffer.iter().all(|&b| b == 0));
    assert_eq!(fake::calls_of("cuMemHostAlloc"), allocs + 1);
    // Both refused: the driver's error.
    for entry in ["cuMemHostRegister_v2", "cuMemHostAlloc"] {
        fake::fail_function(entry, CUresult::CUDA_ERROR_OUT_OF_MEMORY.0 as i32);
    }
    let refused = PinnedBuffer::<u8>::zeroed(&device, 2 * MIB, PinnedFlags::DEFAULT);
    fake::clear_failures();
    assert!(matches!(refused, Err(cudyn::Error::Driver(e)) if e.call() == "cuMemHostAlloc"));
}

#[test]
fn a_refused_unregistration_leaks_the_mapping_and_nothing_else() {
    let device = device();
    let live = fake::live_allocations();
    let buffer = PinnedBuffer::<u8>::zeroed(&device, 2 * MIB, PinnedFlags::DEFAULT).unwrap();
    if !buffer.on_huge_pages() {
        return; // the driver's memory: tests/fault_injection/ refuses its free
    }
    fake::fail_function(
        "cuMemHostUnregister",
        CUresult::CUDA_ERROR_INVALID_VALUE.0 as i32,
    );
    drop(buffer);
    fake::clear_failures();
    // Still registered (a DMA might reach it): left mapped, and the fake forgets it so that
    // the process ends clean.
    assert_eq!(fake::live_allocations(), live + 1);
    assert_eq!(fake::forget_registrations(), 1);
    assert_eq!(fake::live_allocations(), live);
}

#[test]
fn pools_and_raw_parts_give_huge_pages_back_as_they_were_made() {
    let _leaks = NoLeaks::new();
    let device = device();
    let pool = PinnedPool::new(&device).unwrap();
    let block = pool.zeroed::<u8>(5 * MIB, PinnedFlags::DEFAULT).unwrap();
    assert_eq!(block.on_huge_pages(), offered());
    let at = block.as_ptr();
    drop(block);
    // Cached, and handed out again.
    let again = pool.zeroed::<u8>(5 * MIB, PinnedFlags::DEFAULT).unwrap();
    assert_eq!(again.as_ptr(), at);
    drop(again);
    pool.trim().unwrap();
    // Raw parts taken back are given back as they were made (unregistered, then unmapped),
    // not to cuMemFreeHost.
    let buffer =
        PinnedBuffer::<u32>::from_slice(&device, &pattern(MIB, 5), PinnedFlags::DEFAULT).unwrap();
    let huge = buffer.on_huge_pages();
    let (ptr, len) = buffer.into_raw_parts();
    // SAFETY: the parts just given up, taken back once.
    let back = unsafe { PinnedBuffer::from_raw_parts(&device, ptr, len, PinnedFlags::DEFAULT) };
    let back = back.unwrap();
    assert_eq!(back.on_huge_pages(), huge);
    assert!(back[..] == pattern(MIB, 5)[..]);
    let frees = fake::calls_of("cuMemFreeHost");
    drop(back);
    assert_eq!(fake::calls_of("cuMemFreeHost") - frees, u64::from(!huge));
}

/// Set in the child of the test below.
const CHILD: &str = "CUDYN_PAGE_LOCK_CHILD";

#[test]
fn without_huge_pages_the_driver_pins_everything() {
    if std::env::var_os(CHILD).is_none() {
        let out = common::run_in_child_with(
            "without_huge_pages_the_driver_pins_everything",
            (CHILD, "1"),
            &[("CUDYN_NO_HUGE_PAGES", "1")],
        );
        assert!(out.status.success(), "{out:?}");
        return;
    }
    let _leaks = NoLeaks::new();
    let device = device();
    let buffer = PinnedBuffer::<u8>::zeroed(&device, 8 * MIB, PinnedFlags::DEFAULT).unwrap();
    assert!(!buffer.on_huge_pages());
    assert!(buffer.iter().all(|&b| b == 0));
    assert_eq!(fake::calls_of("cuMemHostRegister_v2"), 0);
}
