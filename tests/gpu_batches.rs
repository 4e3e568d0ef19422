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

/// `v` cut into consecutive pieces of `sizes`.
fn pieces<'a>(mut rest: cudyn::View<'a, u8>, sizes: &[usize]) -> Vec<cudyn::View<'a, u8>> {
    let mut out = Vec::new();
    for &len in sizes {
        let (head, tail) = rest.split_at(len).unwrap();
        out.push(head);
        rest = tail;
    }
    out
}

/// `v` cut into pieces of `sizes` laid out in reverse order, returned in `sizes`' order: piece
/// k sits where the mirror of the source's piece k would.
fn reversed<'a>(mut rest: cudyn::ViewMut<'a, u8>, sizes: &[usize]) -> Vec<cudyn::ViewMut<'a, u8>> {
    let mut out = Vec::new();
    for &len in sizes.iter().rev() {
        let (head, tail) = rest.split_at(len).unwrap();
        out.push(head);
        rest = tail;
    }
    out.reverse();
    out
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn odd_sizes_every_reachable_kind_and_rounds_of_pageable_blocks() {
    let device = device();
    // Odd lengths and offsets take the kernel's byte path, 4 KiB ones its 16-byte path.
    let sizes: Vec<usize> = (0..300).map(|i| [1, 7, 1024, 333, 4096][i % 5]).collect();
    let n: usize = sizes.iter().sum();
    let source: Vec<u8> = (0..n).map(|i| (i * 31 + 7) as u8).collect();
    let pinned = PinnedBuffer::from_slice(&device, &source, PinnedFlags::DEFAULT).unwrap();
    let registered = cudyn::RegisteredHost::new(&device, source.clone()).unwrap();
    let mut on_device = DeviceBuffer::<u8>::zeroed(&device, n).unwrap();
    let expected: Vec<u8> = {
        let mut starts = vec![0; sizes.len()];
        let mut at = 0;
        for k in (0..sizes.len()).rev() {
            starts[k] = at;
            at += sizes[k];
        }
        let mut out = vec![0u8; n];
        let mut from = 0;
        for (k, &len) in sizes.iter().enumerate() {
            out[starts[k]..starts[k] + len].copy_from_slice(&source[from..from + len]);
            from += len;
        }
        out
    };
    for (name, src) in [
        ("pinned", pinned.view()),
        ("registered", registered.view()),
        ("pageable", cudyn::View::from(&source[..])),
    ] {
        on_device.copy_from(&vec![0u8; n]).unwrap();
        let pairs: Vec<_> = pieces(src, &sizes)
            .into_iter()
            .zip(reversed(on_device.view_mut(), &sizes))
            .collect();
        cudyn::copy_batch(pairs).unwrap();
        assert!(on_device.to_vec().unwrap() == expected, "{name} to device");
    }
    // 48 blocks of 512 KiB of pageable memory, up and back in one scope, again and again:
    // the staging ring's threads pack them and its chunks are launches of the block kernel.
    // The download starts while the upload's last launches may still be queued (a scope's
    // staged upload returns before they run), and must not rewrite a slot's table before
    // they have read it.
    const BIG: usize = 512 << 10;
    let places: Vec<usize> = (0..48).map(|i| i * 5 % 48).collect();
    let mut cache = DeviceBuffer::<u8>::zeroed(&device, 48 * BIG).unwrap();
    let (up, down) = (Stream::new(&device).unwrap(), Stream::new(&device).unwrap());
    for round in 0..20usize {
        let big: Vec<u8> = (0..48 * BIG).map(|i| (i * 13 + round) as u8).collect();
        let mut back = vec![0u8; 48 * BIG];
        up.scope(|s| {
            let held = s.hold(&mut cache);
            s.scatter_blocks(&big, held, BIG, &places)?;
            s.on(&down).gather_blocks(held, &mut back, BIG, &places)
        })
        .unwrap();
        assert!(back == big, "round {round}");
    }
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn many_scopes_reuse_the_kernels_tables() {
    // Each scope's table goes back only once the scope has waited: were one reused early,
    // a later batch would rewrite the blocks an earlier launch is still reading.
    let device = device();
    let (up, down) = (Stream::new(&device).unwrap(), Stream::new(&device).unwrap());
    let places = places();
    let mut cache = DeviceBuffer::<u32>::zeroed(&device, BLOCK * COUNT).unwrap();
    let mut back =
        PinnedBuffer::<u32>::zeroed(&device, BLOCK * COUNT, PinnedFlags::DEFAULT).unwrap();
    for round in 0..100u32 {
        let source =
            PinnedBuffer::from_slice(&device, &data(BLOCK * COUNT, round), PinnedFlags::DEFAULT)
                .unwrap();
        up.scope(|s| {
            let held = s.hold(&mut cache);
            s.scatter_blocks(&source, held, BLOCK, &places)?;
            s.on(&down).gather_blocks(held, &mut back, BLOCK, &places)
        })
        .unwrap();
        assert!(back[..] == source[..], "round {round}");
    }
}
