//! Batches byte for byte: every pair of kinds now and in a scope, many scattered blocks,
//! empty batches, the driver's blocks and the kernel's, held sides in order across streams, and
//! the legacy stream.

use super::*;

#[test]
fn every_kind_pair_byte_for_byte_now_and_in_a_scope() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let (device, fake, entry) = setup();
    let stream = Stream::new(&device).unwrap();
    let n: usize = SIZES.iter().sum();
    let source = data(n, 1);
    let expected = reference(&source);
    for from in KINDS {
        for to in KINDS {
            for scoped in [false, true] {
                let (mut b1, mut b2) = (Vec::new(), Vec::new());
                let src = Memory::new(from, &device, &source, &mut b1);
                let mut dst = Memory::new(to, &device, &vec![0; n], &mut b2);
                let before = (kernel_calls(fake), batch_calls(fake));
                let pairs = permuted(src.view(), dst.view_mut());
                if scoped {
                    stream.scope(|s| s.copy_batch(pairs)).unwrap();
                } else {
                    copy_batch(pairs).unwrap();
                }
                let what = format!("{from:?} -> {to:?}, scoped: {scoped}");
                assert_eq!(dst.view().to_vec().unwrap(), expected, "{what}");
                let calls = (kernel_calls(fake) - before.0, batch_calls(fake) - before.1);
                assert_eq!(calls, path(from, to, entry.is_some()), "{what}");
            }
        }
    }
    if let Some(entry) = entry {
        // The other form is never taken where this one is.
        let other = ["cuMemcpyBatchAsync", "cuMemcpyBatchAsync_v2"]
            .into_iter()
            .find(|e| *e != entry)
            .unwrap();
        assert_eq!(fake.calls_of(other), 0);
    }
}

#[test]
fn a_thousand_scattered_blocks_up_and_back() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let (device, fake, entry) = setup();
    const BLOCK: usize = 1024; // 4 KiB of u32
    const COUNT: usize = 1024;
    let source = data(BLOCK * COUNT, 2);
    let host = PinnedBuffer::from_slice(&device, &source, Default::default()).unwrap();
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, BLOCK * COUNT).unwrap();
    let mut back = PinnedBuffer::<u32>::zeroed(&device, BLOCK * COUNT, Default::default()).unwrap();
    // Block i goes to device block (i * 389) % COUNT: every block once, scattered.
    let places: Vec<usize> = (0..COUNT).map(|i| i * 389 % COUNT).collect();
    let before = (kernel_calls(fake), batch_calls(fake));
    cudyn::scatter_blocks(&host, &mut on_device, BLOCK, &places).unwrap();
    let on_device_now = on_device.to_vec().unwrap();
    for (i, &at) in places.iter().enumerate() {
        let block = &on_device_now[at * BLOCK..(at + 1) * BLOCK];
        assert_eq!(block, &source[i * BLOCK..(i + 1) * BLOCK], "block {i}");
    }
    let stream = Stream::new(&device).unwrap();
    stream
        .scope(|s| s.gather_blocks(&on_device, &mut back, BLOCK, &places))
        .unwrap();
    assert_eq!(back[..], source[..]);
    // Small blocks between pinned and device memory: one kernel launch each way.
    let calls = (kernel_calls(fake) - before.0, batch_calls(fake) - before.1);
    assert_eq!(calls, (2, 0), "driver batch: {entry:?}");
}

#[test]
fn one_pair_and_empty_batches() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let (device, fake, entry) = setup();
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, 4).unwrap();
    let pinned = PinnedBuffer::from_slice(&device, &[1, 2, 3, 4], Default::default()).unwrap();
    let before = (kernel_calls(fake), batch_calls(fake));
    copy_batch([(pinned.view(), on_device.view_mut())]).unwrap();
    assert_eq!(on_device.to_vec().unwrap(), [1, 2, 3, 4]);
    let calls = (kernel_calls(fake) - before.0, batch_calls(fake) - before.1);
    assert_eq!(
        calls,
        path(MemoryKind::Pinned, MemoryKind::Device, entry.is_some())
    );

    // No pairs, and pairs of nothing: no driver call at all.
    let calls = fake.calls();
    copy_batch(Vec::<(View<'_, u32>, ViewMut<'_, u32>)>::new()).unwrap();
    let (empty, mut none) = (pinned.view().slice(..0).unwrap(), on_device.view_mut());
    copy_batch([(empty, none.reborrow().slice(..0).unwrap())]).unwrap();
    cudyn::scatter_blocks(empty, none.slice(..0).unwrap(), 4, &[]).unwrap();
    assert_eq!(fake.calls(), calls);
    let stream = Stream::new(&device).unwrap();
    let calls = fake.calls();
    stream
        .scope(|s| s.copy_batch(Vec::<(View<'_, u32>, ViewMut<'_, u32>)>::new()))
        .unwrap();
    // The scope's own wait, nothing more.
    assert_eq!(fake.calls() - calls, 1);
}

#[test]
fn blocks_from_a_mebibyte_on_go_to_the_driver_and_smaller_ones_to_the_kernel() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let (device, fake, entry) = setup();
    // 1 MiB of u32 is where blocks leave the kernel: one just under, one at it.
    let sizes = [(1 << 18) - 1, 1 << 18];
    let n: usize = sizes.iter().sum();
    let source = data(n, 5);
    let host = PinnedBuffer::from_slice(&device, &source, Default::default()).unwrap();
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, n).unwrap();
    let stream = Stream::new(&device).unwrap();
    for scoped in [false, true] {
        on_device.copy_from(&vec![0; n]).unwrap();
        let before = (kernel_calls(fake), batch_calls(fake));
        // Swapped: the large block first on the device.
        let src = pieces(host.view(), &sizes);
        let dst = pieces_mut(on_device.view_mut(), &[sizes[1], sizes[0]]);
        let mut dst = dst.into_iter();
        let (big, small) = (dst.next().unwrap(), dst.next().unwrap());
        let pairs = [(src[0], small), (src[1], big)];
        if scoped {
            stream.scope(|s| s.copy_batch(pairs)).unwrap();
        } else {
            copy_batch(pairs).unwrap();
        }
        let calls = (kernel_calls(fake) - before.0, batch_calls(fake) - before.1);
        assert_eq!(calls, (1, u64::from(entry.is_some())), "scoped: {scoped}");
        let now = on_device.to_vec().unwrap();
        assert!(
            now[..sizes[1]] == source[sizes[0]..],
            "the large block, scoped: {scoped}"
        );
        assert!(
            now[sizes[1]..] == source[..sizes[0]],
            "the small block, scoped: {scoped}"
        );
    }
}

#[test]
fn held_sides_keep_their_order_across_streams() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let (device, _, _) = setup();
    let (up, down) = (Stream::new(&device).unwrap(), Stream::new(&device).unwrap());
    let source = data(64, 4);
    let input = PinnedBuffer::from_slice(&device, &source, Default::default()).unwrap();
    let mut scratch = DeviceBuffer::<u32>::zeroed(&device, 64).unwrap();
    let mut out = PinnedBuffer::<u32>::zeroed(&device, 64, Default::default()).unwrap();
    up.scope(|s| {
        let held = s.hold(&mut scratch);
        // Up in four blocks reversed, then down on another stream in one gather.
        s.scatter_blocks(&input, held, 16, &[3, 2, 1, 0])?;
        s.on(&down).gather_blocks(held, &mut out, 16, &[3, 2, 1, 0])
    })
    .unwrap();
    assert_eq!(out[..], source[..]);
    let reversed: Vec<u32> = source.chunks(16).rev().flatten().copied().collect();
    assert_eq!(scratch.to_vec().unwrap(), reversed);
}

#[test]
fn a_scope_on_the_legacy_stream_copies_pair_by_pair() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let (device, fake, _) = setup();
    let legacy = Stream::legacy(&device).unwrap();
    let pinned = PinnedBuffer::from_slice(&device, &data(8, 5), Default::default()).unwrap();
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, 8).unwrap();
    let before = batch_calls(fake);
    legacy
        .scope(|s| s.scatter_blocks(&pinned, &mut on_device, 4, &[1, 0]))
        .unwrap();
    let expected: Vec<u32> = data(8, 5).chunks(4).rev().flatten().copied().collect();
    assert_eq!(on_device.to_vec().unwrap(), expected);
    assert_eq!(
        batch_calls(fake),
        before,
        "the batch refuses the legacy stream"
    );
}
