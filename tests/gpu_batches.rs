//! Batches of copies on a real GPU; CI reports them as ignored. Run them with
//! `cargo test --test gpu_batches -- --ignored`. They use the real driver (`cudyn::driver()`,
//! or `CUDYN_DRIVER`): on a driver with `cuMemcpyBatchAsync` (12.8+) the batch path runs, on an
//! older one the fallback pair by pair; the driver's version is printed.

use std::time::Instant;

use cudyn::{Device, DeviceBuffer, PinnedBuffer, PinnedFlags, Stream};

/// 4 KiB of u32.
const BLOCK: usize = 1024;
const COUNT: usize = 1024;

fn data(n: usize, seed: u32) -> Vec<u32> {
    (0..n as u32)
        .map(|i| i.wrapping_mul(2_654_435_761).wrapping_add(seed))
        .collect()
}

/// Block i goes to block (i * 389) % COUNT: each once, scattered.
fn places() -> Vec<usize> {
    (0..COUNT).map(|i| i * 389 % COUNT).collect()
}

fn device() -> Device {
    let driver = cudyn::driver().expect("the real driver loads");
    println!("driver {:?}", driver.version());
    Device::get(0).expect("device 0")
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn scattered_blocks_pinned_to_device_and_back() {
    let device = device();
    let source = data(BLOCK * COUNT, 1);
    let host = PinnedBuffer::from_slice(&device, &source, PinnedFlags::DEFAULT).unwrap();
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, BLOCK * COUNT).unwrap();
    let mut back =
        PinnedBuffer::<u32>::zeroed(&device, BLOCK * COUNT, PinnedFlags::DEFAULT).unwrap();
    let places = places();
    let start = Instant::now();
    cudyn::scatter_blocks(&host, &mut on_device, BLOCK, &places).unwrap();
    let up = start.elapsed();
    let stream = Stream::new(&device).unwrap();
    let start = Instant::now();
    stream
        .scope(|s| s.gather_blocks(&on_device, &mut back, BLOCK, &places))
        .unwrap();
    println!(
        "1024 x 4 KiB: up {up:?} (synchronous), down {:?} (scope)",
        start.elapsed()
    );
    assert!(back[..] == source[..]);
    let on_device = on_device.to_vec().unwrap();
    for (i, &at) in places.iter().enumerate() {
        assert!(on_device[at * BLOCK..(at + 1) * BLOCK] == source[i * BLOCK..(i + 1) * BLOCK]);
    }
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn device_to_device_batch() {
    let device = device();
    let source = data(BLOCK * COUNT, 2);
    let from = DeviceBuffer::from_slice(&device, &source).unwrap();
    let mut to = DeviceBuffer::<u32>::zeroed(&device, BLOCK * COUNT).unwrap();
    let places = places();
    let stream = Stream::new(&device).unwrap();
    stream
        .scope(|s| s.scatter_blocks(&from, &mut to, BLOCK, &places))
        .unwrap();
    let mut gathered = DeviceBuffer::<u32>::zeroed(&device, BLOCK * COUNT).unwrap();
    cudyn::gather_blocks(&to, &mut gathered, BLOCK, &places).unwrap();
    assert!(gathered.to_vec().unwrap() == source);
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn pageable_batch() {
    let device = device();
    let source = data(BLOCK * COUNT, 3);
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, BLOCK * COUNT).unwrap();
    let places = places();
    cudyn::scatter_blocks(&source, &mut on_device, BLOCK, &places).unwrap();
    let mut back = vec![0u32; BLOCK * COUNT];
    let stream = Stream::new(&device).unwrap();
    stream
        .scope(|s| s.gather_blocks(&on_device, &mut back, BLOCK, &places))
        .unwrap();
    assert!(back == source);
}
