//! Odd cases: zero-length pairs mixed in, odd sizes and alignments, u8 and u64, overlaps by
//! one byte through Held on both sides, same memory on both sides.

use super::*;

#[test]
fn odd_sizes_zero_lengths_and_alignments_byte_for_byte() {
    let _t = turn();
    let _l = NoLeaks::new();
    load();
    {
        let device = Device::get(0).unwrap();
        let n = 10_000usize;
        let src: Vec<u8> = (0..n).map(|i| (i * 31 + 7) as u8).collect();
        let pinned = PinnedBuffer::from_slice(&device, &src, Default::default()).unwrap();
        let mut on_device = DeviceBuffer::<u8>::zeroed(&device, n).unwrap();
        let mut host = vec![0u8; n];
        // Sizes: 0, 1, 3, 15, 16, 17, 31, 255, 1000... at odd offsets.
        let sizes = [0usize, 1, 3, 0, 15, 16, 17, 31, 0, 255, 1000, 1, 2, 3, 5, 7];
        let mut offs = Vec::new();
        let mut at = 1usize;
        for &s in &sizes {
            offs.push((at, s));
            at += s + 3;
        }
        let stream = Stream::new(&device).unwrap();
        for scoped in [false, true] {
            for kind in 0..3 {
                on_device.copy_from(&vec![0u8; n]).unwrap();
                host.iter_mut().for_each(|b| *b = 0);
                // pairs: source at offs[i], destination at the mirrored place.
                let dst_of = |(a, s): (usize, usize)| (n - a - s, s);
                {
                    let srcs: Vec<View<'_, u8>> = offs
                        .iter()
                        .map(|&(a, s)| match kind {
                            0 => pinned.view().slice(a..a + s).unwrap(),
                            _ => View::from(&src[a..a + s]),
                        })
                        .collect();
                    let mut dview = Some(on_device.view_mut());
                    let mut dsts: Vec<ViewMut<'_, u8>> = Vec::new();
                    // Cut destinations in address order (they are mirrored: reverse order).
                    let mut cuts: Vec<(usize, (usize, usize))> = offs
                        .iter()
                        .enumerate()
                        .map(|(i, &o)| (i, dst_of(o)))
                        .collect();
                    cuts.sort_by_key(|c| c.1.0);
                    let mut placed: Vec<Option<ViewMut<'_, u8>>> =
                        (0..offs.len()).map(|_| None).collect();
                    let mut consumed = 0;
                    for (i, (a, s)) in cuts {
                        let rest = dview.take().unwrap();
                        let (_, rest) = rest.split_at(a - consumed).unwrap();
                        let (piece, rest) = rest.split_at(s).unwrap();
                        placed[i] = Some(piece);
                        consumed = a + s;
                        dview = Some(rest);
                    }
                    dsts.extend(placed.into_iter().map(Option::unwrap));
                    let pairs: Vec<_> = srcs.into_iter().zip(dsts).collect();
                    if scoped {
                        stream.scope(|s| s.copy_batch(pairs)).unwrap();
                    } else {
                        copy_batch(pairs).unwrap();
                    }
                }
                let now = on_device.to_vec().unwrap();
                let mut want = vec![0u8; n];
                for &(a, s) in &offs {
                    let (b, _) = dst_of((a, s));
                    want[b..b + s].copy_from_slice(&src[a..a + s]);
                }
                assert!(now == want, "kind {kind} scoped {scoped}");
                // And back down into pageable memory, mirrored again.
                {
                    let srcs: Vec<View<'_, u8>> = offs
                        .iter()
                        .map(|&(a, s)| {
                            let (b, _) = dst_of((a, s));
                            on_device.view().slice(b..b + s).unwrap()
                        })
                        .collect();
                    let mut rest = Some(ViewMut::from(&mut host[..]));
                    let mut dsts = Vec::new();
                    let mut consumed = 0;
                    for &(a, s) in &offs {
                        let r = rest.take().unwrap();
                        let (_, r) = r.split_at(a - consumed).unwrap();
                        let (piece, r) = r.split_at(s).unwrap();
                        dsts.push(piece);
                        consumed = a + s;
                        rest = Some(r);
                    }
                    let pairs: Vec<_> = srcs.into_iter().zip(dsts).collect();
                    if scoped {
                        stream.scope(|s| s.copy_batch(pairs)).unwrap();
                    } else {
                        copy_batch(pairs).unwrap();
                    }
                }
                for &(a, s) in &offs {
                    assert_eq!(host[a..a + s], src[a..a + s], "back {kind} {scoped}");
                }
            }
        }
    }
}

#[test]
fn held_on_both_sides_overlaps_are_refused_and_neighbours_are_not() {
    let _t = turn();
    let _l = NoLeaks::new();
    load();
    {
        let device = Device::get(0).unwrap();
        let mut on_device = DeviceBuffer::from_slice(&device, &data(64, 9)).unwrap();
        let original = on_device.to_vec().unwrap();
        let stream = Stream::new(&device).unwrap();
        stream
            .scope(|s| {
                let h = s.hold(&mut on_device);
                // The same memory on both sides.
                let e = s.copy_batch([(h, h)]).unwrap_err();
                assert!(matches!(e, Error::OverlappingBatch { .. }), "{e:?}");
                // Zero-length views of the same memory: nothing to copy.
                s.copy_batch([(h.slice(3..3)?, h.slice(3..3)?)])?;
                // Touching but not overlapping.
                s.copy_batch([
                    (h.slice(0..8)?, h.slice(8..16)?),
                    (h.slice(16..24)?, h.slice(24..32)?),
                ])?;
                // One element of overlap between a destination and another pair's source.
                let e = s
                    .copy_batch([
                        (h.slice(32..40)?, h.slice(40..48)?),
                        (h.slice(47..55)?, h.slice(56..64)?),
                    ])
                    .unwrap_err();
                assert!(matches!(e, Error::OverlappingBatch { .. }), "{e:?}");
                // Gather with the source and the destination in one held buffer.
                s.gather_blocks(h.slice(0..16)?, h.slice(48..64)?, 4, &[3, 2, 1, 0])?;
                let e = s
                    .gather_blocks(h.slice(0..16)?, h.slice(12..28)?, 4, &[3, 0, 0, 0])
                    .unwrap_err();
                assert!(matches!(e, Error::OverlappingBatch { .. }), "{e:?}");
                // Scatter into itself shifted by one block: overlaps.
                let e = s
                    .scatter_blocks(h.slice(0..16)?, h.slice(4..20)?, 4, &[0, 1, 2, 3])
                    .unwrap_err();
                assert!(matches!(e, Error::OverlappingBatch { .. }), "{e:?}");
                Ok(())
            })
            .unwrap();
        let now = on_device.to_vec().unwrap();
        let mut want = original.clone();
        want.copy_within(0..8, 8);
        want.copy_within(16..24, 24);
        for (i, b) in [3usize, 2, 1, 0].iter().enumerate() {
            want[48 + i * 4..52 + i * 4].copy_from_slice(&original[b * 4..b * 4 + 4]);
        }
        // the gather reads 0..16 after the first batch wrote 8..16
        let mut want2 = original.clone();
        want2.copy_within(0..8, 8);
        want2.copy_within(16..24, 24);
        let snapshot = want2.clone();
        for (i, b) in [3usize, 2, 1, 0].iter().enumerate() {
            want2[48 + i * 4..52 + i * 4].copy_from_slice(&snapshot[b * 4..b * 4 + 4]);
        }
        let _ = want;
        assert_eq!(now, want2);
    }
}

#[test]
fn huge_counts_and_overflows_are_errors() {
    let _t = turn();
    load();
    let device = Device::get(0).unwrap();
    let mut on_device = DeviceBuffer::<u64>::zeroed(&device, 16).unwrap();
    let src = vec![1u64; 16];
    // indices.len() * block overflows.
    let many = vec![0usize; 3];
    let e = cudyn::scatter_blocks(&src, &mut on_device, usize::MAX / 2, &many).unwrap_err();
    assert!(matches!(e, Error::SizeOverflow { .. }), "{e:?}");
    let e =
        cudyn::gather_blocks(&on_device, &mut vec![0u64; 16][..], usize::MAX, &many).unwrap_err();
    assert!(matches!(e, Error::SizeOverflow { .. }), "{e:?}");
    // Many zero-length pairs: nothing reaches the driver.
    let calls = fake::calls();
    let empty: Vec<u64> = Vec::new();
    let mut empty_out: Vec<Vec<u64>> = (0..100_000).map(|_| Vec::new()).collect();
    let pairs: Vec<(View<'_, u64>, ViewMut<'_, u64>)> = empty_out
        .iter_mut()
        .map(|o| (View::from(&empty[..]), ViewMut::from(o)))
        .collect();
    copy_batch(pairs).unwrap();
    assert_eq!(fake::calls(), calls);
}

// Mixing kinds and devices.

#[test]
fn kinds_of_two_devices_in_one_batch() {
    let _t = turn();
    let _l = NoLeaks::new();
    load();
    {
        let d0 = Device::get(0).unwrap();
        let d1 = Device::get(1).unwrap();
        let src = data(256, 4);
        let pinned1 = PinnedBuffer::from_slice(&d1, &src, Default::default()).unwrap();
        let pinned0 = PinnedBuffer::from_slice(&d0, &src, Default::default()).unwrap();
        let mut dev0 = DeviceBuffer::<u32>::zeroed(&d0, 256).unwrap();
        let mut dev1 = DeviceBuffer::<u32>::zeroed(&d1, 256).unwrap();
        let uni = cudyn::UnifiedBuffer::from_slice(&d1, &src, cudyn::Attach::Global).unwrap();
        let reg = cudyn::RegisteredHost::new(&d1, src.clone()).unwrap();
        let mut page = vec![0u32; 256];
        // device-0 memory with pinned/unified/registered memory of device 1 and pageable memory.
        {
            let (a, b) = dev0.view_mut().split_at(64).unwrap();
            let (b, c) = b.split_at(64).unwrap();
            let (c, d) = c.split_at(64).unwrap();
            copy_batch([
                (pinned1.view().slice(..64).unwrap(), a),
                (uni.view().slice(64..128).unwrap(), b),
                (reg.view().slice(128..192).unwrap(), c),
                (View::from(&src[192..]), d),
            ])
            .unwrap();
        }
        assert_eq!(dev0.to_vec().unwrap(), src);
        // Device 1 memory in a device-0 scope: refused; device 1 stream through `on`: fine.
        let s0 = Stream::new(&d0).unwrap();
        let s1 = Stream::new(&d1).unwrap();
        s0.scope(|s| {
            let e = s
                .copy_batch([(pinned0.view(), dev1.view_mut())])
                .unwrap_err();
            assert!(matches!(e, Error::WrongDevice { .. }), "{e:?}");
            Ok(())
        })
        .unwrap();
        s0.scope(|s| {
            s.on(&s1).copy_batch([(pinned0.view(), dev1.view_mut())])?;
            s.copy_batch([(dev0.view(), ViewMut::from(&mut page[..]))])
        })
        .unwrap();
        assert_eq!(dev1.to_vec().unwrap(), src);
        assert_eq!(page, src);
        // Device memory of two devices in one synchronous batch: refused.
        let (x, y) = dev0.view_mut().split_at(128).unwrap();
        let e = copy_batch([
            (dev1.view().slice(..128).unwrap(), x),
            (pinned0.view().slice(..128).unwrap(), y),
        ])
        .unwrap_err();
        assert!(matches!(e, Error::WrongDevice { .. }), "{e:?}");
    }
}
