//! Pageable blocks: past a round of pinned memory, straddling the staging ring's chunks, and
//! around the staging threshold.

use super::*;

#[test]
fn pageable_blocks_past_a_round_of_pinned_memory() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let (device, fake, _) = setup();
    cudyn::set_staging_threads(4);
    let stream = Stream::new(&device).unwrap();
    // Blocks of 512 KiB: 7 (3.5 MiB, under the staging ring's 4 MiB: one round of pinned
    // memory each way, a launch each) and 40 (20 MiB: the staging ring, whose threads pack the
    // blocks into its slots and whose every chunk is one launch and one mark).
    const BLOCK: usize = 128 << 10;
    for count in [7, 40] {
        let source = data(BLOCK * count, 6);
        let places: Vec<usize> = (0..count).map(|i| i * 3 % count).collect();
        let mut on_device = DeviceBuffer::<u32>::zeroed(&device, BLOCK * count).unwrap();
        for scoped in [false, true] {
            let what = format!("{count} blocks, scoped: {scoped}");
            let mut back = vec![0u32; BLOCK * count];
            let before = (kernel_calls(fake), fake.calls_of("cuStreamWriteValue32_v2"));
            if scoped {
                stream
                    .scope(|s| {
                        let held = s.hold(&mut on_device);
                        s.scatter_blocks(&source, held, BLOCK, &places)?;
                        s.gather_blocks(held, &mut back, BLOCK, &places)
                    })
                    .unwrap();
            } else {
                cudyn::scatter_blocks(&source, &mut on_device, BLOCK, &places).unwrap();
                cudyn::gather_blocks(&on_device, &mut back, BLOCK, &places).unwrap();
            }
            let launches = kernel_calls(fake) - before.0;
            let marks = fake.calls_of("cuStreamWriteValue32_v2") - before.1;
            if count == 7 {
                assert_eq!((launches, marks), (2, 0), "{what}");
            } else {
                assert!(
                    launches >= 4 && launches == marks,
                    "{what}: {launches}, {marks}"
                );
            }
            assert!(back == source, "{what}");
            let now = on_device.to_vec().unwrap();
            for (i, &at) in places.iter().enumerate() {
                let block = &now[at * BLOCK..(at + 1) * BLOCK];
                assert!(
                    block == &source[i * BLOCK..(i + 1) * BLOCK],
                    "{what}: block {i}"
                );
            }
        }
    }
    // The ring is the device's until it goes; given back here for the leak count.
    device.free_staging_memory();
}

#[test]
fn staged_blocks_of_odd_sizes_straddle_the_rings_chunks() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let (device, fake, _) = setup();
    cudyn::set_staging_threads(3);
    // Odd sizes, 13 MiB in all: chunk boundaries fall inside blocks, which then move in two
    // launches, the first part from one slot and the rest from the next.
    let sizes: Vec<usize> = (0..120)
        .map(|i| [1, 4097, 100_003, 7, 65_536, 333_333][i % 6])
        .collect();
    let n: usize = sizes.iter().sum();
    let source: Vec<u8> = (0..n).map(|i| (i * 31 + 5) as u8).collect();
    let mut on_device = DeviceBuffer::<u8>::zeroed(&device, n).unwrap();
    let stream = Stream::new(&device).unwrap();
    // Block k of the source goes to place k of the destination laid out in reverse.
    let mut starts = vec![0; sizes.len()];
    let mut at = 0;
    for k in (0..sizes.len()).rev() {
        starts[k] = at;
        at += sizes[k];
    }
    for scoped in [false, true] {
        on_device.copy_from(&vec![0u8; n]).unwrap();
        let marks = fake.calls_of("cuStreamWriteValue32_v2");
        {
            let mut src = Vec::new();
            let mut rest = View::from(&source[..]);
            for &len in &sizes {
                let (head, tail) = rest.split_at(len).unwrap();
                src.push(head);
                rest = tail;
            }
            let mut dst: Vec<Option<ViewMut<'_, u8>>> = Vec::new();
            let mut rest = on_device.view_mut();
            for &len in sizes.iter().rev() {
                let (head, tail) = rest.split_at(len).unwrap();
                dst.push(Some(head));
                rest = tail;
            }
            dst.reverse();
            let pairs: Vec<_> = src
                .into_iter()
                .zip(dst.into_iter().map(Option::unwrap))
                .collect();
            if scoped {
                stream.scope(|s| s.copy_batch(pairs)).unwrap();
            } else {
                copy_batch(pairs).unwrap();
            }
        }
        // Staged: the ring's chunks each wrote a mark.
        assert!(
            fake.calls_of("cuStreamWriteValue32_v2") > marks,
            "not staged"
        );
        let now = on_device.to_vec().unwrap();
        let mut from = 0;
        for (k, &len) in sizes.iter().enumerate() {
            let got = &now[starts[k]..starts[k] + len];
            assert!(
                got == &source[from..from + len],
                "block {k}, scoped: {scoped}"
            );
            from += len;
        }
        // And back, gathered into a vector laid out as the source.
        let mut back = vec![0u8; n];
        {
            let mut src: Vec<Option<View<'_, u8>>> = Vec::new();
            let mut rest = on_device.view();
            for &len in sizes.iter().rev() {
                let (head, tail) = rest.split_at(len).unwrap();
                src.push(Some(head));
                rest = tail;
            }
            src.reverse();
            let mut dst = Vec::new();
            let mut rest = ViewMut::from(&mut back[..]);
            for &len in &sizes {
                let (head, tail) = rest.split_at(len).unwrap();
                dst.push(head);
                rest = tail;
            }
            let pairs: Vec<_> = src.into_iter().map(Option::unwrap).zip(dst).collect();
            if scoped {
                stream.scope(|s| s.copy_batch(pairs)).unwrap();
            } else {
                copy_batch(pairs).unwrap();
            }
        }
        assert!(back == source, "back, scoped: {scoped}");
    }
    device.free_staging_memory();
}

#[test]
fn pageable_blocks_around_the_staging_threshold() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let (device, fake, _) = setup();
    // 4 MiB is where pageable copies go through the staging ring: a block just under, at and
    // just over it, up and back.
    let sizes = [(1 << 20) - 1, 1 << 20, (1 << 20) + 1];
    let n: usize = sizes.iter().sum();
    let source = data(n, 3);
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, n).unwrap();
    let before = batch_calls(fake);
    let pairs: Vec<_> = pieces(View::from(&source), &sizes)
        .into_iter()
        .zip(pieces_mut(on_device.view_mut(), &sizes))
        .collect();
    copy_batch(pairs).unwrap();
    let mut back = vec![0u32; n];
    let stream = Stream::new(&device).unwrap();
    stream
        .scope(|s| {
            let pairs = pieces(on_device.view(), &sizes)
                .into_iter()
                .zip(pieces_mut(ViewMut::from(&mut back), &sizes));
            s.copy_batch(pairs)
        })
        .unwrap();
    assert!(back == source);
    // Pageable pairs never go to the driver's batch.
    assert_eq!(batch_calls(fake), before);
}
