//! Batches of copies, gathers and scatters (`copy_batch`, `gather_blocks`, `scatter_blocks`,
//! and their scope forms) on the fake driver, byte for byte against a reference computed here.
//!
//! The standard fake (12.9) has `cuMemcpyBatchAsync`; the one claiming 12.1 lacks it (cudyn
//! copies pair by pair), the one claiming 13.0 has CUDA 13's `_v2` too (cudyn takes it). The
//! process's driver is settled once, so the other two run in child processes: the tests named
//! in `OTHER_FAKES` run again there, with `FAKE_VAR` saying which fake to load. Each test counts
//! the fake's calls to prove which path ran.

use cudyn_test_common as common;

use common::NoLeaks;
use common::kinds::{KINDS, Memory};
use cudyn::{
    Device, DeviceBuffer, Error, MemoryKind, PinnedBuffer, Stream, View, ViewMut, copy_batch,
};
use cudyn_fake_driver as fake;

/// The tests take turns: a context keeps spare pinned memory for the block kernel, and a test
/// counting live allocations must not see another's come and go. The first turn makes the
/// kernel and that memory, which stay while the context lives, before any test counts (in
/// another order of the tests, the first to batch counted them as its leak).
fn turn() -> std::sync::MutexGuard<'static, ()> {
    static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());
    static WARM: std::sync::Once = std::sync::Once::new();
    let turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    WARM.call_once(|| {
        let (device, _, _) = setup();
        operations(&device).expect("a batch before the tests");
    });
    turn
}

/// Which fake a child process loads: `12.1` or `13.0`.
const FAKE_VAR: &str = "CUDYN_BATCH_FAKE";

/// The fake this process runs on, and the batch entry point it should take (`None`: none).
fn setup() -> (Device, &'static fake::Fake, Option<&'static str>) {
    let (path, fake, entry) = match std::env::var(FAKE_VAR).as_deref() {
        Ok("12.1") => (fake::PATH_12_1, fake::Fake::claiming_12_1(), None),
        Ok("13.0") => (
            fake::PATH_13_0,
            fake::Fake::claiming_13_0(),
            Some("cuMemcpyBatchAsync_v2"),
        ),
        _ => (
            fake::PATH,
            fake::Fake::standard(),
            Some("cuMemcpyBatchAsync"),
        ),
    };
    // SAFETY: the fakes implement the driver API with cuda.h's signatures.
    unsafe { cudyn::load_driver_from(path) }.expect("the fake driver loads");
    (Device::get(0).unwrap(), fake, entry)
}

/// Calls of either batch entry point by this thread so far.
fn batch_calls(fake: &fake::Fake) -> u64 {
    fake.calls_of("cuMemcpyBatchAsync") + fake.calls_of("cuMemcpyBatchAsync_v2")
}

/// Launches of cudyn's block-copy kernel (no test here launches another) by this thread.
fn kernel_calls(fake: &fake::Fake) -> u64 {
    fake.calls_of("cuLaunchKernel")
}

/// The path a batch of small blocks (all under 1 MiB) from `from` to `to` takes, as (kernel
/// launches, driver batch calls): the kernel where the device reaches both sides and one is
/// device memory, or where pageable memory meets device memory (packed through pinned
/// memory); else the driver's batch where it has one, for memory it knows; else pair by pair.
fn path(from: MemoryKind, to: MemoryKind, entry: bool) -> (u64, u64) {
    use MemoryKind::*;
    let reached = |k| matches!(k, Device | Pinned | Registered);
    let device = from == Device || to == Device;
    let pageable = from == Host || to == Host;
    if device && ((reached(from) && reached(to)) || (pageable && (from == Device || to == Device)))
    {
        (1, 0)
    } else if entry && !pageable {
        (0, 1)
    } else {
        (0, 0)
    }
}

/// `n` u32s that differ from seed to seed.
fn data(n: usize, seed: u32) -> Vec<u32> {
    (0..n as u32)
        .map(|i| i.wrapping_mul(2_654_435_761).wrapping_add(seed))
        .collect()
}

/// Splits `view` into consecutive pieces of `sizes` elements.
fn pieces<'a>(mut view: View<'a, u32>, sizes: &[usize]) -> Vec<View<'a, u32>> {
    sizes
        .iter()
        .map(|&n| {
            let (head, tail) = view.split_at(n).unwrap();
            view = tail;
            head
        })
        .collect()
}

fn pieces_mut<'a>(mut view: ViewMut<'a, u32>, sizes: &[usize]) -> Vec<ViewMut<'a, u32>> {
    let mut out = Vec::new();
    for &n in sizes {
        let (head, tail) = view.split_at(n).unwrap();
        view = tail;
        out.push(head);
    }
    out
}

/// Block sizes (elements) of the kind-pair test: empty, tiny, odd, and a few KiB.
const SIZES: [usize; 6] = [0, 1, 7, 1024, 3, 2048];

/// Source block `i` goes to destination block `PERMUTATION[i]` (same size: sizes are laid out
/// in the destination in permuted order).
const PERMUTATION: [usize; 6] = [5, 3, 0, 1, 4, 2];

/// The destination layout: block `PERMUTATION[i]` of the destination has source `i`'s size.
fn destination_sizes() -> [usize; 6] {
    let mut sizes = [0; 6];
    for (i, &to) in PERMUTATION.iter().enumerate() {
        sizes[to] = SIZES[i];
    }
    sizes
}

/// The destination expected after the permuted batch: the source's blocks in new places.
fn reference(src: &[u32]) -> Vec<u32> {
    let sizes = destination_sizes();
    let mut starts = [0; 6];
    for k in 1..6 {
        starts[k] = starts[k - 1] + sizes[k - 1];
    }
    let mut out = vec![0; src.len()];
    let mut from = 0;
    for (i, &n) in SIZES.iter().enumerate() {
        let to = starts[PERMUTATION[i]];
        out[to..to + n].copy_from_slice(&src[from..from + n]);
        from += n;
    }
    out
}

/// Pairs the source's blocks with their destination blocks.
fn permuted<'s, 'd>(
    src: View<'s, u32>,
    dst: ViewMut<'d, u32>,
) -> Vec<(View<'s, u32>, ViewMut<'d, u32>)> {
    let mut to: Vec<Option<ViewMut<'d, u32>>> = pieces_mut(dst, &destination_sizes())
        .into_iter()
        .map(Some)
        .collect();
    pieces(src, &SIZES)
        .into_iter()
        .enumerate()
        .map(|(i, from)| (from, to[PERMUTATION[i]].take().unwrap()))
        .collect()
}

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

#[test]
fn lengths_overlaps_and_devices_are_refused_before_anything_is_copied() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let (device, fake, _) = setup();
    let pinned = PinnedBuffer::from_slice(&device, &[7u32; 8], Default::default()).unwrap();
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, 8).unwrap();
    let calls = fake.calls();
    let (a, b) = pinned.view().split_at(4).unwrap();
    let (c, d) = on_device.view_mut().split_at(4).unwrap();
    let error = copy_batch([(a, c), (b.slice(..3).unwrap(), d)]).unwrap_err();
    assert_eq!(
        error,
        Error::BatchLengthMismatch {
            index: 1,
            dst: 4,
            src: 3
        }
    );
    assert_eq!(fake.calls(), calls, "nothing reached the driver");

    // Device memory of two devices in one batch.
    let other = Device::get(1).unwrap();
    let mut far = DeviceBuffer::<u32>::zeroed(&other, 4).unwrap();
    let (a, b) = pinned.view().split_at(4).unwrap();
    let error = copy_batch([
        (a, on_device.view_mut().slice(..4).unwrap()),
        (b, far.view_mut()),
    ])
    .unwrap_err();
    assert!(matches!(
        error,
        Error::WrongDevice {
            expected: 0,
            found: 1,
            ..
        }
    ));

    // Overlaps need the same memory twice: held memory in a scope.
    let stream = Stream::new(&device).unwrap();
    stream
        .scope(|s| {
            let held = s.hold(&mut on_device);
            let pairs = [
                (pinned.view().slice(..4)?, held.slice(0..4)?),
                (pinned.view().slice(4..)?, held.slice(2..6)?),
            ];
            let error = s.copy_batch(pairs).unwrap_err();
            assert_eq!(
                error,
                Error::OverlappingBatch {
                    index: 1,
                    other: 0,
                    side: "destination"
                }
            );
            // A destination on another copy's source.
            let pairs = [
                (held.slice(0..4)?, held.slice(4..8)?),
                (held.slice(5..7)?, held.slice(0..2)?),
            ];
            let error = s.copy_batch(pairs).unwrap_err();
            assert_eq!(
                error,
                Error::OverlappingBatch {
                    index: 1,
                    other: 0,
                    side: "source"
                }
            );
            // Memory of another device than the scope's.
            let error = s
                .copy_batch([(pinned.view().slice(..4)?, far.view_mut())])
                .unwrap_err();
            assert!(matches!(error, Error::WrongDevice { found: 1, .. }));
            Ok(())
        })
        .unwrap();
    assert_eq!(on_device.to_vec().unwrap(), [0; 8], "nothing was copied");
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
fn gathers_and_scatters_check_blocks_and_indices() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let (device, _, _) = setup();
    let mut cache = DeviceBuffer::<u32>::zeroed(&device, 12).unwrap();
    let blocks = [1u32, 1, 1, 2, 2, 2];
    let scatter = |cache: &mut DeviceBuffer<u32>, block, indices: &[usize]| {
        cudyn::scatter_blocks(&blocks, cache, block, indices)
    };
    assert_eq!(
        scatter(&mut cache, 3, &[2, 2]),
        Err(Error::DuplicateIndex {
            index: 2,
            first: 0,
            second: 1
        })
    );
    assert_eq!(
        scatter(&mut cache, 3, &[0, 4]),
        Err(Error::IndexOutOfRange {
            position: 1,
            index: 4,
            blocks: 4
        })
    );
    assert_eq!(
        scatter(&mut cache, 0, &[]),
        Err(Error::ZeroLength {
            what: "block length"
        })
    );
    assert_eq!(
        scatter(&mut cache, 5, &[0]),
        Err(Error::LengthMismatch { dst: 5, src: 6 })
    );
    assert_eq!(
        scatter(&mut cache, 2, &[0, 1, 2]),
        Ok(()),
        "12 elements are 6 blocks of 2"
    );
    let mut small = DeviceBuffer::<u32>::zeroed(&device, 7).unwrap();
    assert_eq!(
        cudyn::scatter_blocks(&blocks, &mut small, 3, &[0, 1]),
        Err(Error::BlockLength { len: 7, block: 3 })
    );
    assert_eq!(cache.to_vec().unwrap()[..6], blocks);
    scatter(&mut cache, 3, &[3, 1]).unwrap();
    assert_eq!(cache.to_vec().unwrap()[3..], [2, 2, 2, 0, 0, 0, 1, 1, 1]);
    // A gather may read a block twice.
    let mut twice = vec![0u32; 6];
    cudyn::gather_blocks(&cache, &mut twice, 3, &[3, 3]).unwrap();
    assert_eq!(twice, [1; 6]);
    let stream = Stream::new(&device).unwrap();
    let error = stream
        .scope(|s| s.scatter_blocks(&blocks, &mut cache, 3, &[1, 1]))
        .unwrap_err();
    assert!(matches!(error, Error::DuplicateIndex { index: 1, .. }));
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

/// A batch, a gather and a scatter, now and in a scope, for the sweep below.
fn operations(device: &Device) -> cudyn::Result<()> {
    let values = data(64, 6);
    let host = PinnedBuffer::from_slice(device, &values, Default::default())?;
    let mut on_device = DeviceBuffer::<u32>::zeroed(device, 64)?;
    let mut back = vec![0u32; 64];
    let (a, b) = host.view().split_at(32)?;
    let (c, d) = on_device.view_mut().split_at(32)?;
    copy_batch([(a, d), (b, c)])?;
    cudyn::gather_blocks(&on_device, &mut back, 32, &[1, 0])?;
    assert_eq!(back, values);
    let stream = Stream::new(device)?;
    stream.scope(|s| {
        let held = s.hold(&mut on_device);
        s.scatter_blocks(&host, held, 16, &[3, 2, 1, 0])?;
        let (first, second) = back.split_at_mut(16);
        s.copy_batch([
            (held.slice(..16)?, &mut first[..]),
            (held.slice(16..32)?, &mut second[..16]),
        ])
    })
}

/// Every driver call of [`operations`] failing in turn ends in the driver's typed error or a
/// recovery (a release refused in a drop), without a panic or a leak: on the 12.1 fake (in a
/// child process), the fallback pair by pair; here, the driver's batch. The full sweep of
/// tests/fault_injection/ covers the standard fake.
#[test]
fn injected_failures_are_typed_errors() {
    // No NoLeaks guard: a refused free leaves its allocation (checked one by one below).
    let _turn = turn();
    let (device, fake, _) = setup();
    operations(&device).unwrap();
    let before = fake.calls();
    operations(&device).unwrap();
    let calls = fake.calls() - before;
    for code in [2, 700] {
        for call in 1..=calls {
            let live = fake.live_allocations();
            fake.fail_nth_call(call, code);
            let outcome = operations(&device);
            fake.clear_failures();
            let hit = fake.take_last_injected().expect("reached");
            match outcome {
                Err(Error::Driver(error)) => assert_eq!(error.code().0 as i32, code, "{hit}"),
                Err(Error::ContextLost { .. }) => unreachable!("the fake's faults are not sticky"),
                Err(other) => panic!("{hit}: {other:?}"),
                Ok(()) => assert!(
                    hit.contains("Destroy") || hit.contains("Free") || hit.starts_with("cuCtx"),
                    "{hit} failed and was swallowed"
                ),
            }
            let leaked = fake.live_allocations() - live;
            assert!(
                leaked <= usize::from(hit.contains("Free") || hit.contains("Destroy")),
                "{hit}"
            );
            if leaked == 1 && hit.contains("Unregister") {
                fake.forget_registrations();
            }
        }
    }
}

/// The tests above, in a child process on the fake claiming `version`.
fn on_other_fake(version: &str) {
    if std::env::var_os(FAKE_VAR).is_some() {
        return; // already a child
    }
    for test in [
        "every_kind_pair_byte_for_byte_now_and_in_a_scope",
        "a_thousand_scattered_blocks_up_and_back",
        "one_pair_and_empty_batches",
        "pageable_blocks_around_the_staging_threshold",
        "blocks_from_a_mebibyte_on_go_to_the_driver_and_smaller_ones_to_the_kernel",
        "pageable_blocks_past_a_round_of_pinned_memory",
        "staged_blocks_of_odd_sizes_straddle_the_rings_chunks",
        "lengths_overlaps_and_devices_are_refused_before_anything_is_copied",
        "held_sides_keep_their_order_across_streams",
        "injected_failures_are_typed_errors",
    ] {
        let out = std::process::Command::new(std::env::current_exe().unwrap())
            .args(["--exact", test, "--nocapture"])
            .env(FAKE_VAR, version)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && stdout.contains("1 passed"),
            "{test} on the {version} fake: {out:?}"
        );
    }
}

#[test]
fn without_the_batch_entry_point_pairs_are_copied_one_by_one() {
    on_other_fake("12.1");
}

#[test]
fn cuda_13_drivers_get_the_v2_form() {
    on_other_fake("13.0");
}
