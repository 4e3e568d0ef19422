//! Two devices in one process, against the fake driver (which has two): peer access, and
//! copies between devices that name both contexts (the fake refuses a pointer of one device
//! in the other's context, as the driver would).

mod common;

use common::{NoLeaks, device};
use cudyn::{Device, DeviceBuffer, Stream};
use cudyn_fake_driver as fake;

fn two() -> (Device, Device) {
    (device(), Device::get(1).unwrap())
}

#[test]
fn peer_access_is_queried_enabled_once_and_remembered() {
    let _leaks = NoLeaks::new();
    let (a, b) = two();
    assert!(a.can_access_peer(&b).unwrap() && b.can_access_peer(&a).unwrap());
    assert!(
        !a.can_access_peer(&a).unwrap(),
        "a device is not its own peer"
    );
    let enables = fake::calls_of("cuCtxEnablePeerAccess");
    a.enable_peer_access(&b).unwrap();
    a.enable_peer_access(&b).unwrap();
    a.enable_peer_access(&a).unwrap();
    assert_eq!(
        fake::calls_of("cuCtxEnablePeerAccess"),
        enables + 1,
        "once per pair"
    );
    // Another handle of the same device does not know; the driver's "already enabled" is fine.
    let again = Device::get(0).unwrap();
    again.enable_peer_access(&b).unwrap();
    b.enable_peer_access(&a).unwrap();
}

#[test]
fn copies_between_devices_name_both_contexts_both_ways() {
    let _leaks = NoLeaks::new();
    let (a, b) = two();
    let data: Vec<u32> = (0..5000).map(|i| i * 3 + 1).collect();
    let on_a = DeviceBuffer::from_slice(&a, &data).unwrap();
    let mut on_b = DeviceBuffer::<u32>::zeroed(&b, data.len()).unwrap();
    let peers = fake::calls_of("cuMemcpyPeerAsync");
    on_b.copy_from(&on_a).unwrap();
    assert_eq!(on_b.to_vec().unwrap(), data);
    let mut back = DeviceBuffer::<u32>::zeroed(&a, 100).unwrap();
    back.copy_from(on_b.view().slice(100..200).unwrap())
        .unwrap();
    assert_eq!(back.to_vec().unwrap(), data[100..200]);
    assert_eq!(fake::calls_of("cuMemcpyPeerAsync"), peers + 2);
    // Within one device, a plain device-to-device copy.
    let mut same = DeviceBuffer::<u32>::zeroed(&a, data.len()).unwrap();
    let plain = fake::calls_of("cuMemcpyDtoD_v2");
    same.copy_from(&on_a).unwrap();
    assert_eq!(fake::calls_of("cuMemcpyDtoD_v2"), plain + 1);
}

#[test]
fn asynchronous_copies_between_devices_on_either_devices_stream() {
    let _leaks = NoLeaks::new();
    let (a, b) = two();
    let data: Vec<u16> = (0..3000).collect();
    let on_a = DeviceBuffer::from_slice(&a, &data).unwrap();
    let mut on_b = DeviceBuffer::<u16>::zeroed(&b, data.len()).unwrap();
    for stream in [Stream::new(&a).unwrap(), Stream::new(&b).unwrap()] {
        on_b.fill_bytes(0).unwrap();
        stream.scope(|s| s.copy(&on_a, &mut on_b)).unwrap();
        assert_eq!(on_b.to_vec().unwrap(), data);
    }
}

#[test]
fn a_peer_copy_naming_the_wrong_contexts_is_refused() {
    let _leaks = NoLeaks::new();
    let (a, b) = two();
    let on_a = DeviceBuffer::<u8>::zeroed(&a, 64).unwrap();
    let on_b = DeviceBuffer::<u8>::zeroed(&b, 64).unwrap();
    let driver = cudyn::driver().unwrap();
    let (mut ctx_a, mut ctx_b) = (std::ptr::null_mut(), std::ptr::null_mut());
    let copy = driver.cuMemcpyPeer().unwrap();
    // SAFETY: retains both primary contexts (released below) and asks for a 64-byte copy
    // between live allocations, with each context swapped for the other's.
    let status = unsafe {
        driver.cuDevicePrimaryCtxRetain().unwrap()(&mut ctx_a, a.raw());
        driver.cuDevicePrimaryCtxRetain().unwrap()(&mut ctx_b, b.raw());
        let status = copy(on_b.device_ptr(), ctx_a, on_a.device_ptr(), ctx_b, 64);
        driver.cuDevicePrimaryCtxRelease_v2().unwrap()(a.raw());
        driver.cuDevicePrimaryCtxRelease_v2().unwrap()(b.raw());
        status
    };
    assert_eq!(status, cudyn::sys::CUresult::CUDA_ERROR_INVALID_CONTEXT);
}
