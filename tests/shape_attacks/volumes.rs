//! Pitched volumes of odd element sizes, and shapes that overflow.

use super::*;

#[test]
fn pitched_volumes_of_odd_elements_and_overflowing_shapes() {
    let _t = turn();
    let _l = NoLeaks::new();
    load();
    {
        let device = Device::get(0).unwrap();
        let (d, r, l) = (3, 5, 77);
        let grid: Vec<[u8; 12]> = (0..d * r * l).map(|i| [i as u8; 12]).collect();
        let mut p = cudyn::PitchedBuffer::<[u8; 12]>::volume(&device, d, r, l).unwrap();
        assert!(p.row_stride() >= l);
        cudyn::copy(&grid, p.view_mut()).unwrap();
        let mut back = vec![[0u8; 12]; d * r * l];
        cudyn::copy(p.view(), &mut back).unwrap();
        assert_eq!(back, grid);
        let plane = p.view().plane(2).unwrap().to_vec().unwrap();
        assert_eq!(plane[..], grid[2 * r * l..]);
        let sub = p
            .view()
            .sub_volume(1..3, 1..4, 10..20)
            .unwrap()
            .to_vec()
            .unwrap();
        let want: Vec<[u8; 12]> = (1..3)
            .flat_map(|z| (1..4).flat_map(move |y| (10..20).map(move |x| (z, y, x))))
            .map(|(z, y, x)| grid[z * r * l + y * l + x])
            .collect();
        assert_eq!(sub, want);
        // Overflows and zeros.
        assert!(matches!(
            cudyn::PitchedBuffer::<u64>::volume(&device, usize::MAX, 2, 1),
            Err(Error::SizeOverflow { .. })
        ));
        assert!(matches!(
            cudyn::PitchedBuffer::<u64>::volume(&device, 1, 2, usize::MAX / 4),
            Err(Error::SizeOverflow { .. })
        ));
        assert!(matches!(
            cudyn::PitchedBuffer::<u64>::volume(&device, 0, 2, 1),
            Err(Error::ZeroLength { .. })
        ));
        let v = vec![0u8; 100];
        assert!(matches!(
            View::from(&v).volume(usize::MAX, 2, 1, 1, usize::MAX),
            Err(Error::SizeOverflow { .. }) | Err(Error::OutOfRange { .. })
        ));
        assert!(matches!(
            View::from(&v).volume(2, usize::MAX, 1, 2, 1),
            Err(Error::SizeOverflow { .. }) | Err(Error::SliceStride { .. })
        ));
        assert!(matches!(
            View::from(&v).rect(usize::MAX, 1, usize::MAX),
            Err(Error::SizeOverflow { .. })
        ));
        // zero depth / rows: empty views
        assert_eq!(View::from(&v).volume(0, 3, 3, 3, 9).unwrap().len(), 0);
        assert_eq!(View::from(&v).rect(0, 3, 3).unwrap().len(), 0);
        assert_eq!(View::from(&v).volume(3, 0, 3, 3, 0).unwrap().len(), 0);
        // sub ranges out of bounds
        let vol = View::from(&v).volume(2, 3, 4, 5, 20).unwrap();
        assert!(vol.sub_volume(1..3, .., ..).is_err());
        assert!(vol.sub_volume(.., 2..=3, ..).is_err());
        assert!(vol.sub_volume(.., .., ..=usize::MAX).is_err());
        assert!(vol.row(3).is_err());
        assert!(vol.plane(2).is_err());
        // an empty sub-volume of a volume
        assert_eq!(vol.sub_volume(1..1, .., ..).unwrap().len(), 0);
        assert_eq!(vol.sub_volume(.., 1..1, 2..3).unwrap().len(), 0);
    }
}

// Fills of volumes of every layout leave gaps alone.

#[test]
fn fills_of_volumes_and_their_parts() {
    let _t = turn();
    let _l = NoLeaks::new();
    load();
    {
        let device = Device::get(0).unwrap();
        let stream = Stream::new(&device).unwrap();
        let mut rng = Rng(77);
        let mut problems = Vec::new();
        for round_no in 0..300 {
            let depth = rng.range(1, 4);
            let rows = rng.range(1, 4);
            let len = rng.range(1, 5);
            let stride = len + rng.range(0, 2);
            let slice = rows * stride + rng.range(0, 3);
            let n = (depth - 1) * slice + (rows - 1) * stride + len;
            let shape = (rng.range(1, depth), rng.range(1, rows), rng.range(1, len));
            let (k0, r0, c0) = (
                rng.below(depth - shape.0 + 1),
                rng.below(rows - shape.1 + 1),
                rng.below(len - shape.2 + 1),
            );
            let kind = rng.below(3);
            let scoped = rng.below(2) == 0;
            let mut want = vec![0u32; n];
            for z in 0..shape.0 {
                for y in 0..shape.1 {
                    for x in 0..shape.2 {
                        want[(k0 + z) * slice + (r0 + y) * stride + c0 + x] = 0xabcd;
                    }
                }
            }
            let fill = |v: ViewMut<'_, u32>| -> cudyn::Result<()> {
                let mut part = v.volume(depth, rows, len, stride, slice)?.sub_volume(
                    k0..k0 + shape.0,
                    r0..r0 + shape.1,
                    c0..c0 + shape.2,
                )?;
                if scoped {
                    stream.scope(|s| s.fill_u32(part, 0xabcd))
                } else {
                    part.fill_u32(0xabcd)
                }
            };
            let got = match kind {
                0 => {
                    let mut m = DeviceBuffer::<u32>::zeroed(&device, n).unwrap();
                    fill(m.view_mut()).map(|()| m.to_vec().unwrap())
                }
                1 => {
                    let mut m =
                        PinnedBuffer::<u32>::zeroed(&device, n, Default::default()).unwrap();
                    fill(m.view_mut()).map(|()| m.to_vec().unwrap())
                }
                _ => {
                    let mut m = vec![0u32; n];
                    fill(ViewMut::from(&mut m[..])).map(|()| m)
                }
            };
            match got {
                Ok(got) if got == want => {}
                // pageable memory in a scope: the driver cannot set it
                Err(Error::WrongMemoryKind { .. }) if kind == 2 && scoped => {}
                other => problems.push(format!(
                    "round {round_no} kind {kind} scoped {scoped} ({depth},{rows},{len},{stride},{slice}) {shape:?} at ({k0},{r0},{c0}): {other:?}"
                )),
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }
}

// Peer copies of volumes between two devices, in both devices' scopes, with held memory.

#[test]
fn peer_volumes_both_ways_in_both_scopes() {
    let _t = turn();
    let _l = NoLeaks::new();
    load();
    {
        let d0 = Device::get(0).unwrap();
        let d1 = Device::get(1).unwrap();
        let (s0, s1) = (Stream::new(&d0).unwrap(), Stream::new(&d1).unwrap());
        let src: Vec<u32> = (0..3 * 40 + 2 * 8 + 5).collect();
        let a = DeviceBuffer::from_slice(&d1, &src).unwrap();
        let mut b = DeviceBuffer::<u32>::zeroed(&d0, 400).unwrap();
        fn shape(v: View<'_, u32>) -> View<'_, u32> {
            v.volume(3, 3, 5, 8, 40).unwrap()
        }
        let want: Vec<u32> = (0..3)
            .flat_map(|z| (0..3).flat_map(move |y| (0..5).map(move |x| z * 40 + y * 8 + x)))
            .map(|i| src[i])
            .collect();
        // synchronous: volume of device 1 into a volume of device 0 with other strides
        cudyn::copy(
            shape(a.view()),
            b.view_mut().volume(3, 3, 5, 7, 33).unwrap(),
        )
        .unwrap();
        let got: Vec<u32> = b.view().volume(3, 3, 5, 7, 33).unwrap().to_vec().unwrap();
        assert_eq!(got, want);
        for (which, stream) in [(0, &s0), (1, &s1)] {
            b.copy_from(&vec![0u32; 400]).unwrap();
            let mut tmp = vec![0u32; 15];
            stream
                .scope(|s| {
                    let held = s.hold(b.view_mut().volume(3, 3, 5, 6, 30)?);
                    s.copy(shape(a.view()), held)?;
                    // and within the held volume of device 0: planes swapped round
                    if which == 0 {
                        s.copy(held.plane(0)?, &mut tmp)?;
                    }
                    Ok(())
                })
                .unwrap_or_else(|e| panic!("scope of device {which}: {e:?}"));
            let got = b.view().volume(3, 3, 5, 6, 30).unwrap().to_vec().unwrap();
            assert_eq!(got, want, "scope of device {which}");
        }
    }
}
