//! Threads, nested scopes, the legacy stream.

use super::*;

#[test]
fn threads_batching_on_one_device_at_once() {
    let _t = turn();
    let _l = NoLeaks::new();
    load();
    {
        let device = Device::get(0).unwrap();
        std::thread::scope(|scope| {
            for t in 0..4u32 {
                let device = device.clone();
                scope.spawn(move || {
                    let stream = Stream::new(&device).unwrap();
                    for round in 0..15u32 {
                        let src = data(64 * 1024, t * 100 + round);
                        let pinned =
                            PinnedBuffer::from_slice(&device, &src, Default::default()).unwrap();
                        let mut on_device =
                            DeviceBuffer::<u32>::zeroed(&device, 64 * 1024).unwrap();
                        let places: Vec<usize> =
                            (0..256).map(|i| (i * 37 + t as usize) % 256).collect();
                        let mut back = vec![0u32; 64 * 1024];
                        if round % 2 == 0 {
                            cudyn::scatter_blocks(&pinned, &mut on_device, 256, &places).unwrap();
                            cudyn::gather_blocks(&on_device, &mut back, 256, &places).unwrap();
                        } else {
                            stream
                                .scope(|s| {
                                    let h = s.hold(&mut on_device);
                                    s.scatter_blocks(&src, h, 256, &places)?;
                                    s.gather_blocks(h, &mut back, 256, &places)
                                })
                                .unwrap();
                        }
                        assert!(back == src, "thread {t} round {round}");
                    }
                });
            }
        });
        drop(device);
    }
    // the spares were made by the other threads: nothing of this thread's to count
}

#[test]
fn nested_scopes_and_the_legacy_stream_with_pageable_rounds() {
    let _t = turn();
    let _l = NoLeaks::new();
    load();
    {
        let device = Device::get(0).unwrap();
        let src = data(B * 12, 8); // 6 MiB of 512 KiB blocks: two pageable rounds
        let places: Vec<usize> = (0..12).rev().collect();
        let mut on_device = DeviceBuffer::<u32>::zeroed(&device, B * 12).unwrap();
        let mut back = vec![0u32; B * 12];
        let outer = Stream::new(&device).unwrap();
        let inner = Stream::new(&device).unwrap();
        let legacy = Stream::legacy(&device).unwrap();
        outer
            .scope(|s| {
                let h = s.hold(&mut on_device);
                inner.scope(|i| {
                    i.scatter_blocks(&src, h, B, &places)?;
                    legacy.scope(|l| l.gather_blocks(h, &mut back, B, &places))
                })?;
                let v = s.give_back(h)?;
                assert!(v.to_vec()? == src.chunks(B).rev().flatten().copied().collect::<Vec<_>>());
                Ok(())
            })
            .unwrap();
        assert!(back == src);
    }
}

#[test]
fn spare_pinned_memory_of_batches_outlives_free_staging_memory() {
    let _t = turn();
    load();
    let device = Device::get(0).unwrap();
    let live = fake::live_allocations();
    {
        let src = data(B * 20, 8);
        let places: Vec<usize> = (0..20).collect();
        let mut on_device = DeviceBuffer::<u32>::zeroed(&device, B * 20).unwrap();
        cudyn::scatter_blocks(&src, &mut on_device, B, &places).unwrap();
    }
    device.free_staging_memory();
    let kept = fake::live_allocations() - live;
    // The block kernel's module stays loaded (a launch of it may be queued by another thread);
    // every piece of pinned memory goes.
    assert_eq!(
        kept, 1,
        "pinned memory no call gives back while the device lives"
    );
}

#[test]
fn hundreds_of_thousands_of_one_byte_pageable_blocks_up_and_back() {
    let _t = turn();
    let _l = NoLeaks::new();
    load();
    {
        let device = Device::get(0).unwrap();
        const N: usize = (3 << 17) + 7; // seven rounds of at most 65,536 blocks, a launch each
        let src: Vec<u8> = (0..N).map(|i| (i * 131 + i / 977) as u8).collect();
        let places: Vec<usize> = (0..N).map(|i| (i * 7919) % N).collect(); // N is odd, 7919 prime
        let mut seen = vec![false; N];
        places.iter().for_each(|&p| seen[p] = true);
        assert!(seen.iter().all(|&s| s));
        let mut on_device = DeviceBuffer::<u8>::zeroed(&device, N).unwrap();
        let launches = fake::calls_of("cuLaunchKernel");
        cudyn::scatter_blocks(&src, &mut on_device, 1, &places).unwrap();
        eprintln!(
            "launches up: {}",
            fake::calls_of("cuLaunchKernel") - launches
        );
        let now = on_device.to_vec().unwrap();
        for (i, &p) in places.iter().enumerate() {
            assert_eq!(now[p], src[i], "block {i}");
        }
        let mut back = vec![0u8; N];
        let stream = Stream::new(&device).unwrap();
        stream
            .scope(|s| s.gather_blocks(&on_device, &mut back, 1, &places))
            .unwrap();
        assert!(back == src);
    }
}

#[test]
fn pinned_memory_sliced_as_pageable_on_either_side() {
    let _t = turn();
    let _l = NoLeaks::new();
    load();
    {
        let device = Device::get(0).unwrap();
        let n = B * 12 + (1 << 20) + 5;
        let src = data(n, 21);
        let pinned_src = PinnedBuffer::from_slice(&device, &src, Default::default()).unwrap();
        let mut pinned_dst = PinnedBuffer::<u32>::zeroed(&device, n, Default::default()).unwrap();
        let mut on_device = DeviceBuffer::<u32>::zeroed(&device, n).unwrap();
        let places: Vec<usize> = (0..12).rev().collect();
        let stream = Stream::new(&device).unwrap();
        for scoped in [false, true] {
            on_device.copy_from(&vec![0u32; n]).unwrap();
            pinned_dst.iter_mut().for_each(|v| *v = 0);
            {
                // as slices: pageable kind, pinned in fact
                let s: &[u32] = &pinned_src[..];
                let (blocks, rest) = s.split_at(B * 12);
                let (dblocks, drest) = on_device.view_mut().split_at(B * 12).unwrap();
                if scoped {
                    stream
                        .scope(|sc| {
                            sc.scatter_blocks(blocks, dblocks, B, &places)?;
                            sc.copy_batch([(View::from(rest), drest)])
                        })
                        .unwrap();
                } else {
                    cudyn::scatter_blocks(blocks, dblocks, B, &places).unwrap();
                    copy_batch([(View::from(rest), drest)]).unwrap();
                }
            }
            {
                let d: &mut [u32] = &mut pinned_dst[..];
                let (dblocks, drest) = d.split_at_mut(B * 12);
                let (blocks, rest) = on_device.view().split_at(B * 12).unwrap();
                if scoped {
                    stream
                        .scope(|sc| {
                            sc.gather_blocks(blocks, &mut dblocks[..], B, &places)?;
                            sc.copy_batch([(rest, ViewMut::from(drest))])
                        })
                        .unwrap();
                } else {
                    cudyn::gather_blocks(blocks, &mut dblocks[..], B, &places).unwrap();
                    copy_batch([(rest, ViewMut::from(drest))]).unwrap();
                }
            }
            assert!(pinned_dst[..] == src[..], "scoped {scoped}");
        }
    }
}

#[test]
fn reset_after_batches_left_spares() {
    let _t = turn();
    let _l = NoLeaks::new();
    load();
    let device = Device::get(0).unwrap();
    {
        let src = data(B * 12, 8);
        let places: Vec<usize> = (0..12).collect();
        let mut on_device = DeviceBuffer::<u32>::zeroed(&device, B * 12).unwrap();
        cudyn::scatter_blocks(&src, &mut on_device, B, &places).unwrap();
        let stream = Stream::new(&device).unwrap();
        let mut back = vec![0u32; B * 12];
        stream
            .scope(|s| s.gather_blocks(&on_device, &mut back, B, &places))
            .unwrap();
    }
    // SAFETY: nothing outside cudyn uses device 0's primary context in this process.
    let device = unsafe { device.reset() }.unwrap();
    let src = data(64, 1);
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, 64).unwrap();
    let pinned = PinnedBuffer::from_slice(&device, &src, Default::default()).unwrap();
    cudyn::scatter_blocks(&pinned, &mut on_device, 16, &[3, 2, 1, 0]).unwrap();
    assert_eq!(on_device.to_vec().unwrap()[..16], src[48..]);
    drop((on_device, pinned, device));
}
