//! Tests two GPUs (ignored unless run with --ignored on a machine with two).

use cudyn::{Device, DeviceBuffer, Stream};

use crate::common::{pattern, two_devices};

/// Device 1's primary context made current behind cudyn's back, as `cudaSetDevice(1)`
/// in a runtime-based library does: a later allocation on device 0 must land on device 0.
#[test]
#[ignore = "needs two CUDA GPUs"]
fn two_gpu_an_allocation_after_a_runtime_style_switch_lands_on_its_device() {
    let _gpu = crate::shared_gpu();
    let (d0, d1) = two_devices();
    let used = |d: &Device| {
        let (free, total) = d.mem_info().unwrap();
        total - free
    };
    let _first = DeviceBuffer::<u8>::zeroed(&d0, 1 << 20).unwrap();
    let (before0, before1) = (used(&d0), used(&d1));
    // Device 1's context stays retained by `d1` (mem_info above).
    crate::common::switch_behind_cudyns_back(&d1);
    let big = 256 << 20;
    let second = DeviceBuffer::<u8>::uninit(&d0, big).unwrap();
    let (after0, after1) = (used(&d0), used(&d1));
    // The driver rounds allocations up and may map more; device 1 must gain nothing near
    // the size, device 0 at least the size.
    assert!(after0 >= before0 + big, "device 0: {before0} -> {after0}");
    assert!(
        after1 < before1 + big / 2,
        "device 1 was charged: {before1} -> {after1}"
    );
    drop(second);
}

/// The driver fact cudyn relies on to skip binding for stream-ordered allocation: it comes
/// from the stream's device whatever context is current.
#[test]
#[ignore = "needs two CUDA GPUs"]
fn two_gpu_a_stream_ordered_allocation_follows_its_stream() {
    let _gpu = crate::shared_gpu();
    let (d0, d1) = two_devices();
    let stream = Stream::new(&d0).unwrap();
    let n = 64 << 20;
    let data = pattern(n / 4, 3);
    d1.mem_info().unwrap(); // retains device 1's context for the switch
    crate::common::switch_behind_cudyns_back(&d1);
    let driver = cudyn::driver().unwrap();
    let mut pooled = DeviceBuffer::<u32>::alloc_async(&stream, n / 4).unwrap();
    stream.scope(|s| s.copy(&data, &mut pooled)).unwrap();
    let mut attribute = -1i32;
    // SAFETY: writes one int for a live device pointer.
    let status = unsafe {
        driver.cuPointerGetAttribute().unwrap()(
            (&raw mut attribute).cast(),
            cudyn::sys::CUpointer_attribute::CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
            pooled.device_ptr(),
        )
    };
    assert_eq!(status, cudyn::sys::CUresult::CUDA_SUCCESS);
    assert_eq!(attribute, 0, "the allocation is on device {attribute}");
    assert!(pooled.to_vec().unwrap() == data);
}

/// Copies between the two devices both ways, synchronously and on a stream of each, at
/// 1 MiB and 256 MiB, checking every element.
fn copies_both_ways(a: &Device, b: &Device) {
    for n in [1 << 18, 1 << 26] {
        let data = pattern(n, n as u32);
        let on_a = DeviceBuffer::from_slice(a, &data).unwrap();
        let mut on_b = DeviceBuffer::<u32>::zeroed(b, n).unwrap();
        on_b.copy_from(&on_a).unwrap();
        assert!(on_b.to_vec().unwrap() == data, "a -> b, {n} elements");
        let mut back = DeviceBuffer::<u32>::zeroed(a, n).unwrap();
        back.copy_from(&on_b).unwrap();
        assert!(back.to_vec().unwrap() == data, "b -> a, {n} elements");
        for stream in [Stream::new(a).unwrap(), Stream::new(b).unwrap()] {
            back.fill_bytes(0).unwrap();
            on_b.fill_bytes(0).unwrap();
            stream
                .scope(|s| {
                    let held = s.hold(&mut on_b);
                    s.copy(&on_a, held)?;
                    s.copy(held, &mut back)
                })
                .unwrap();
            assert!(
                back.to_vec().unwrap() == data,
                "a -> b -> a on a stream, {n} elements"
            );
        }
    }
}

/// The parent exports memory of device 0; the child maps it into device 1 (the driver
/// enables peer access for it) and orders its writes with an event opened there.
#[test]
#[ignore = "needs two CUDA GPUs"]
fn two_gpu_ipc_child_maps_the_memory_into_the_other_device() {
    if crate::ipc::played_child() {
        return;
    }
    let _gpu = crate::exclusive_gpu();
    let (a, _b) = two_devices();
    let pending = crate::common::ipc::parent_shares(
        "two_gpu::two_gpu_ipc_child_maps_the_memory_into_the_other_device",
        &a,
        1,
        1 << 26,
        crate::ipc::DELAY,
    );
    println!("event pending when the child had queued: {pending}");
}

#[test]
#[ignore = "needs two CUDA GPUs"]
fn two_gpu_peer_copies_without_and_with_peer_access() {
    let _gpu = crate::exclusive_gpu();
    let (a, b) = two_devices();
    // Without peer access the driver stages through the host; the results must not differ.
    copies_both_ways(&a, &b);
    let peers = a.can_access_peer(&b).unwrap() && b.can_access_peer(&a).unwrap();
    println!(
        "{} <-> {}: peer access {}",
        a.name().unwrap(),
        b.name().unwrap(),
        if peers { "available" } else { "unavailable" }
    );
    if peers {
        a.enable_peer_access(&b).unwrap();
        b.enable_peer_access(&a).unwrap();
        a.enable_peer_access(&b).unwrap(); // remembered: no error, no second enable
        copies_both_ways(&a, &b);
    }
}
