//! Large copies between pageable and device memory go through the staging ring (against the
//! fake driver). Its own binary: the thread cap is process-wide.

mod common;

use common::{NoLeaks, device};
use cudyn::DeviceBuffer;
use cudyn_fake_driver as fake;

#[test]
fn large_pageable_copies_are_staged_and_small_ones_are_not() {
    let _leaks = NoLeaks::new();
    let device = device();
    // 40 MiB: five 8 MiB chunks, so the ring of four wraps around in both directions.
    let data: Vec<u32> = (0..10u32 << 20)
        .map(|i| i.wrapping_mul(2654435761))
        .collect();
    let mut on_device = DeviceBuffer::<u32>::uninit(&device, data.len()).unwrap();
    let (staged_in, staged_out) = (
        fake::calls_of("cuMemcpyHtoDAsync_v2"),
        fake::calls_of("cuMemcpyDtoHAsync_v2"),
    );
    let direct = fake::calls_of("cuMemcpyHtoD_v2") + fake::calls_of("cuMemcpyDtoH_v2");
    let cpu = cudyn::staging_cpu_time();
    on_device.copy_from(&data).unwrap();
    assert!(
        cudyn::staging_cpu_time() > cpu,
        "a staged copy costs CPU time, and it is counted"
    );
    let mut back = vec![0u32; data.len()];
    on_device.copy_to(&mut back).unwrap();
    assert!(back == data, "staged copies changed the contents");
    assert_eq!(fake::calls_of("cuMemcpyHtoDAsync_v2"), staged_in + 5);
    assert_eq!(fake::calls_of("cuMemcpyDtoHAsync_v2"), staged_out + 5);
    let after = fake::calls_of("cuMemcpyHtoD_v2") + fake::calls_of("cuMemcpyDtoH_v2");
    assert_eq!(after, direct, "the driver's path was not taken");

    // Odd sizes: the last chunk is partial.
    let odd: Vec<u8> = (0..(17 << 20) + 3).map(|i| (i % 251) as u8).collect();
    let on_device = DeviceBuffer::from_slice(&device, &odd).unwrap();
    assert!(on_device.to_vec().unwrap() == odd);

    // Small copies, and every copy once staging is off, take the driver's path.
    let small = DeviceBuffer::from_slice(&device, &data[..1000]).unwrap();
    assert_eq!(small.to_vec().unwrap(), data[..1000]);
    cudyn::set_staging_threads(0);
    assert_eq!(cudyn::staging_threads(), 0);
    let before = fake::calls_of("cuMemcpyHtoDAsync_v2");
    let unstaged = DeviceBuffer::from_slice(&device, &data).unwrap();
    assert!(unstaged.to_vec().unwrap() == data);
    assert_eq!(fake::calls_of("cuMemcpyHtoDAsync_v2"), before);
    cudyn::set_staging_threads(4);
    assert_eq!(cudyn::staging_threads(), 4);
    drop((small, unstaged, on_device));

    // The ring's pinned chunks, stream and events are given back on request.
    let live = fake::live_allocations();
    device.free_staging_memory();
    assert_eq!(fake::live_allocations(), live - 4 - 4 - 1);
}
