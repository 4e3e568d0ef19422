//! Two devices in one process, against the fake driver (which has two): peer access, and
//! copies between devices that name both contexts (the fake refuses a pointer of one device
//! in the other's context, as the driver would).

use cudyn_test_common as common;

use common::{NoLeaks, device};
use cudyn::{Attach, Device, DeviceBuffer, Error, Location, Stream, UnifiedBuffer};
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

#[test]
fn scope_operations_on_another_devices_memory_are_wrong_device_errors() {
    let _leaks = NoLeaks::new();
    let d0 = device();
    let d1 = Device::get(1).unwrap();
    let stream = Stream::new(&d0).unwrap();
    let mut on0 = DeviceBuffer::<u32>::zeroed(&d0, 16).unwrap();
    let mut on1 = DeviceBuffer::from_slice(&d1, &[7u32; 16]).unwrap();
    let mut other1 = DeviceBuffer::<u32>::zeroed(&d1, 16).unwrap();
    let mut unified = UnifiedBuffer::<u32>::zeroed(&d1, 16, Attach::Global).unwrap();
    let mut host = vec![0u32; 16];
    let wrong = |what| Error::WrongDevice {
        what,
        expected: 0,
        found: 1,
    };
    let calls = fake::calls();
    stream
        .scope(|s| {
            let (on1, other1, host) = (s.hold(&mut on1), s.hold(&mut other1), s.hold(&mut host));
            let filled = "the filled device memory";
            assert_eq!(s.fill_u32(on1, 1).unwrap_err(), wrong(filled));
            assert_eq!(s.fill_bytes(on1, 1).unwrap_err(), wrong(filled));
            assert_eq!(s.fill_u16(on1, 1).unwrap_err(), wrong(filled));
            let copied = "the copy's device memory";
            assert_eq!(s.copy(on1, host).unwrap_err(), wrong(copied));
            assert_eq!(s.copy(host, on1).unwrap_err(), wrong(copied));
            assert_eq!(s.copy(on1, other1).unwrap_err(), wrong(copied));
            let to = Location::Device(&d1);
            assert_eq!(
                s.prefetch(&unified, to).unwrap_err(),
                wrong("the prefetch destination")
            );
            Ok(())
        })
        .unwrap();
    // Refused before any driver call but the scope's own wait.
    assert_eq!(fake::calls(), calls + 1, "the scope's own wait only");
    stream
        .scope(|s| {
            // What the scope's device can do: its own memory, peer copies, unified memory.
            let (on0, unified) = (s.hold(&mut on0), s.hold(&mut unified));
            s.copy(&on1, on0)?;
            s.fill_u32(unified, 3)?;
            s.prefetch(unified, Location::Device(&d0))?;
            s.copy(on0, &mut host)
        })
        .unwrap();
    assert_eq!(host, [7; 16]);
    assert_eq!(unified.as_slice().unwrap(), [3; 16]);
}
