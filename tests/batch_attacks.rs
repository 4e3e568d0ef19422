//! Attacks on batches (an outside review's, kept as regression tests) (copy_batch, scatter_blocks, gather_blocks and the Scope forms), through
//! safe code only, on the fake driver. Run with `--test-threads=1` (the tests also take turns):
//! a context's spare mapped memory would otherwise show in another test's allocation count.
use cudyn_test_common as common;

use common::NoLeaks;
use cudyn::{Device, DeviceBuffer, Error, PinnedBuffer, Stream, View, ViewMut, copy_batch};
use cudyn_fake_driver as fake;

fn turn() -> std::sync::MutexGuard<'static, ()> {
    static ONE: std::sync::Mutex<()> = std::sync::Mutex::new(());
    ONE.lock().unwrap_or_else(|e| e.into_inner())
}

fn data(n: usize, seed: u32) -> Vec<u32> {
    common::pattern(n, seed)
}

fn host_allocs() -> u64 {
    fake::calls_of("cuMemHostAlloc")
}

/// Loads the fake without keeping a device handle (so that a test's contexts are released once
/// its own handles go).
fn load() {
    drop(common::device());
}

// ---------------------------------------------------------------------------------------------
// 1. A batch of more than 2^20 small blocks is launched in several launches, all reading one
//    table in mapped pinned memory. If a later launch fails, `copy_blocks` returns the error
//    with `?`, which drops the table (`Mapped::drop`) back into the context's spares although
//    the earlier launch is queued and still reads it. The next batch (same scope, or another
//    thread) takes it and overwrites it while the first launch may not have run yet.
// ---------------------------------------------------------------------------------------------

#[test]
fn a_failed_later_launch_hands_back_the_table_its_first_launch_still_reads() {
    let _t = turn();
    load();
    let device = Device::get(0).unwrap();
    const N: usize = (1 << 20) + 1; // one block more than a launch takes
    let src = PinnedBuffer::<u8>::zeroed(&device, N, Default::default()).unwrap();
    let mut dst = DeviceBuffer::<u8>::zeroed(&device, N).unwrap();
    let small_src = PinnedBuffer::from_slice(&device, &[1u8, 2, 3, 4], Default::default()).unwrap();
    let mut small_dst = DeviceBuffer::<u8>::zeroed(&device, 4).unwrap();
    let indices: Vec<usize> = (0..N).collect();
    let stream = Stream::new(&device).unwrap();
    // Warm up: the kernel is loaded, and the big table is a spare afterwards.
    stream
        .scope(|s| s.scatter_blocks(&src, &mut dst, 1, &indices))
        .unwrap();
    // The driver calls of one such scatter, the last of which is the second launch.
    let mut per_op = 0;
    stream
        .scope(|s| {
            let before = fake::calls();
            let launches = fake::calls_of("cuLaunchKernel");
            let r = s.scatter_blocks(&src, &mut dst, 1, &indices);
            per_op = fake::calls() - before;
            assert_eq!(fake::calls_of("cuLaunchKernel") - launches, 2);
            r
        })
        .unwrap();
    let outcome = stream.scope(|s| {
        let launches = fake::calls_of("cuLaunchKernel");
        fake::fail_nth_call(per_op, 2 /* OUT_OF_MEMORY */);
        let failed = s.scatter_blocks(&src, &mut dst, 1, &indices);
        fake::clear_failures();
        assert_eq!(
            fake::take_last_injected().as_deref(),
            Some("cuLaunchKernel")
        );
        assert!(failed.is_err(), "{failed:?}");
        // The first launch was queued on the scope's stream and reads the table.
        assert_eq!(fake::calls_of("cuLaunchKernel") - launches, 2);
        let allocs = host_allocs();
        s.copy_batch([(small_src.view(), small_dst.view_mut())])?;
        // Correct: the failed batch's table is still in use (its first launch is queued), so
        // this batch needs a table of its own. Buggy: it reuses (and overwrites) that one.
        assert_eq!(
            host_allocs() - allocs,
            1,
            "the table of a launch still queued on the stream was handed to the next batch"
        );
        Ok(())
    });
    outcome.unwrap();
}

/// The same, where the next batch packs pageable bytes: the table that the queued first launch
/// reads as (source, destination, length) entries becomes the staging memory the host packs the
/// caller's bytes into, so that on a GPU that launch would copy to and from addresses made of
/// user data.
#[test]
fn a_failed_later_launch_hands_its_table_to_the_next_rounds_packing() {
    let _t = turn();
    load();
    let device = Device::get(0).unwrap();
    const N: usize = (1 << 20) + 1;
    let src = PinnedBuffer::<u8>::zeroed(&device, N, Default::default()).unwrap();
    let mut dst = DeviceBuffer::<u8>::zeroed(&device, N).unwrap();
    let user: Vec<u8> = vec![0xAB; 256 << 10];
    let mut small_dst = DeviceBuffer::<u8>::zeroed(&device, 256 << 10).unwrap();
    let indices: Vec<usize> = (0..N).collect();
    let stream = Stream::new(&device).unwrap();
    stream
        .scope(|s| s.scatter_blocks(&src, &mut dst, 1, &indices))
        .unwrap();
    let mut per_op = 0;
    stream
        .scope(|s| {
            let before = fake::calls();
            let r = s.scatter_blocks(&src, &mut dst, 1, &indices);
            per_op = fake::calls() - before;
            r
        })
        .unwrap();
    stream
        .scope(|s| {
            fake::fail_nth_call(per_op, 2);
            let failed = s.scatter_blocks(&src, &mut dst, 1, &indices);
            fake::clear_failures();
            assert_eq!(
                fake::take_last_injected().as_deref(),
                Some("cuLaunchKernel")
            );
            assert!(failed.is_err());
            let allocs = host_allocs();
            // 64 pageable blocks of 4 KiB: one round of 256 KiB packed into mapped memory.
            s.scatter_blocks(&user, &mut small_dst, 4096, &(0..64).collect::<Vec<_>>())?;
            assert_eq!(
                host_allocs() - allocs,
                2,
                "a staging block and a table of its own were expected; the round was packed \
                 into the table the queued launch still reads"
            );
            Ok(())
        })
        .unwrap();
}

// ---------------------------------------------------------------------------------------------
// 2. Every driver call of a batch that takes every path failing in turn: typed errors, correct
//    data when Ok, nothing leaked once the device and everything of it is dropped.
// ---------------------------------------------------------------------------------------------

const B: usize = 128 << 10; // u32s: 512 KiB blocks
const C: usize = 10; // 5 MiB: through the staging ring's threads and the block kernel

fn mixed(scoped: bool) -> cudyn::Result<()> {
    let device = Device::get(0)?;
    let src = data(B * C, 1);
    let places: Vec<usize> = (0..C).map(|i| i * 7 % C).collect();
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, B * C)?;
    let mut back = vec![0u32; B * C];
    // One batch with every path: pinned -> device small (kernel), pinned -> device 1 MiB
    // (driver batch), pageable -> device small (packed up), device -> pageable small (packed
    // down), device -> pageable 4 MiB (single, staging ring), pageable -> pinned (memmove).
    let pinned = PinnedBuffer::from_slice(&device, &src[..(1 << 18) + 64], Default::default())?;
    let mut d2 = DeviceBuffer::<u32>::zeroed(&device, (1 << 18) + 64 + 32)?;
    let mut pinned_out = PinnedBuffer::<u32>::zeroed(&device, 16, Default::default())?;
    let mut host_big = vec![0u32; 1 << 20];
    let mut host_small = vec![0u32; 48];
    let stream = Stream::new(&device)?;
    let run_mixed = |on_device: &DeviceBuffer<u32>,
                     d2: &mut DeviceBuffer<u32>,
                     pinned_out: &mut PinnedBuffer<u32>,
                     host_big: &mut Vec<u32>,
                     host_small: &mut Vec<u32>|
     -> cudyn::Result<()> {
        let (big, small) = pinned.view().split_at(1 << 18)?;
        let (dbig, rest) = d2.view_mut().split_at(1 << 18)?;
        let (dsmall, dpage) = rest.split_at(64)?;
        let (hs_down, _) = ViewMut::from(&mut host_small[..]).split_at(48)?;
        let pairs: Vec<(View<'_, u32>, ViewMut<'_, u32>)> = vec![
            (small, dsmall),
            (big, dbig),
            (View::from(&src[..32]), dpage),
            (on_device.view().slice(5..53)?, hs_down),
            (
                on_device.view().slice(..1 << 20)?,
                ViewMut::from(&mut host_big[..]),
            ),
            (View::from(&src[100..116]), pinned_out.view_mut()),
        ];
        if scoped {
            stream.scope(|s| s.copy_batch(pairs))
        } else {
            copy_batch(pairs)
        }
    };
    if scoped {
        stream.scope(|s| {
            let held = s.hold(&mut on_device);
            s.scatter_blocks(&src, held, B, &places)?;
            s.gather_blocks(held, &mut back, B, &places)
        })?;
    } else {
        cudyn::scatter_blocks(&src, &mut on_device, B, &places)?;
        cudyn::gather_blocks(&on_device, &mut back, B, &places)?;
    }
    assert!(back == src, "gathered back wrong");
    let now = on_device.to_vec()?;
    for (i, &at) in places.iter().enumerate() {
        assert!(
            now[at * B..(at + 1) * B] == src[i * B..(i + 1) * B],
            "scattered block {i} wrong"
        );
    }
    run_mixed(
        &on_device,
        &mut d2,
        &mut pinned_out,
        &mut host_big,
        &mut host_small,
    )?;
    let d2now = d2.to_vec()?;
    assert!(
        d2now[..(1 << 18) + 64] == src[..(1 << 18) + 64],
        "kernel/driver pairs"
    );
    assert!(d2now[(1 << 18) + 64..] == src[..32], "pageable up");
    assert!(host_small[..] == now[5..53], "pageable down");
    assert!(host_big[..] == now[..1 << 20], "staged down");
    assert!(pinned_out[..] == src[100..116], "pageable to pinned");
    Ok(())
}

fn sweep(scoped: bool, codes: &[i32]) {
    let _t = turn();
    load();
    let mut retains = fake::primary_retains(0);
    let live0 = fake::live_allocations();
    mixed(scoped).unwrap();
    assert_eq!(fake::live_allocations(), live0, "a clean run leaks");
    let before = fake::calls();
    mixed(scoped).unwrap();
    let calls = fake::calls() - before;
    eprintln!("{calls} calls");
    let mut problems = Vec::new();
    for &code in codes {
        for call in 1..=calls {
            let live = fake::live_allocations();
            let bad = fake::bad_frees();
            fake::fail_nth_call(call, code);
            let outcome = std::panic::catch_unwind(|| mixed(scoped));
            fake::clear_failures();
            let hit = fake::take_last_injected().unwrap_or_default();
            // A thread making the staging ring's memory ahead (started by a large device
            // allocation) holds the context, and what it frees, until it is done: given a
            // second to let go.
            let until = std::time::Instant::now() + std::time::Duration::from_secs(1);
            while hit != "cuDevicePrimaryCtxRelease_v2"
                && fake::primary_retains(0) != retains
                && std::time::Instant::now() < until
            {
                std::thread::sleep(std::time::Duration::from_millis(1));
            }
            match &outcome {
                Err(panic) => {
                    let msg = panic
                        .downcast_ref::<String>()
                        .cloned()
                        .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()));
                    problems.push(format!("code {code} call {call} ({hit}): panic {msg:?}"));
                }
                Ok(Err(Error::Driver(e))) if e.code().0 as i32 == code => {}
                Ok(Err(Error::Driver(e))) => problems.push(format!(
                    "code {code} call {call} ({hit}): other driver error {e}"
                )),
                Ok(Err(other)) => {
                    problems.push(format!("code {code} call {call} ({hit}): {other:?}"))
                }
                Ok(Ok(())) => {
                    let tolerated = hit.contains("Free")
                        || hit.contains("Destroy")
                        || hit.contains("Unregister")
                        || hit.contains("Release")
                        || hit.starts_with("cuCtx")
                        || hit == "cuMemHostAlloc" // the ring falls back
                        // Huge pages refused: the ring's memory comes from the driver instead.
                        || hit == "cuMemHostRegister_v2"
                        || hit == "cuStreamCreateWithPriority"
                        || hit == "cuMemHostGetDevicePointer_v2"
                        || hit == "cuEventCreate"
                        || hit == "cuModuleUnload"
                        || hit == "cuStreamSynchronize"; // the staging ring's drain in Drop, logged
                    if !tolerated && !hit.is_empty() {
                        problems.push(format!("code {code} call {call} ({hit}): swallowed"));
                    }
                }
            }
            let leaked = fake::live_allocations() as i64 - live as i64;
            let refused = hit.contains("Free")
                || hit.contains("Destroy")
                || hit.contains("Unload")
                || hit.contains("Unregister");
            if leaked != 0 && !(refused && leaked == 1) {
                problems.push(format!(
                    "code {code} call {call} ({hit}): {leaked} allocations leaked; outcome {:?}",
                    outcome.as_ref().map(|r| r.as_ref().err().cloned())
                ));
            }
            if fake::bad_frees() != bad {
                problems.push(format!("code {code} call {call} ({hit}): bad free"));
            }
            let now = fake::primary_retains(0);
            if hit == "cuDevicePrimaryCtxRelease_v2" {
                retains = now;
            } else if now != retains {
                problems.push(format!(
                    "code {code} call {call} ({hit}): primary retains {now} != {retains}"
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_failure_of_a_batch_on_every_path_now() {
    sweep(false, &[2]);
}

#[test]
fn every_failure_of_a_batch_on_every_path_scoped() {
    sweep(true, &[2, 999]);
}

// ---------------------------------------------------------------------------------------------
// 3. Panics inside a scope after a batch was queued: waited for, tables back, nothing leaked.
// ---------------------------------------------------------------------------------------------

#[test]
fn a_panic_after_queued_batches_leaks_nothing() {
    let _t = turn();
    let _l = NoLeaks::new();
    load();
    {
        let device = Device::get(0).unwrap();
        let src = data(4096, 3);
        let pinned = PinnedBuffer::from_slice(&device, &src, Default::default()).unwrap();
        let mut on_device = DeviceBuffer::<u32>::zeroed(&device, 4096).unwrap();
        let mut back = vec![0u32; 4096];
        let stream = Stream::new(&device).unwrap();
        let places: Vec<usize> = (0..64).rev().collect();
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            stream.scope(|s| {
                let held = s.hold(&mut on_device);
                s.scatter_blocks(&pinned, held, 64, &places)?;
                s.gather_blocks(held, &mut back, 64, &places)?;
                s.scatter_blocks(&src, held, 64, &places)?;
                panic!("boom");
                #[allow(unreachable_code)]
                Ok(())
            })
        }));
        assert!(r.is_err());
        assert_eq!(back, src);
    }
}

// ---------------------------------------------------------------------------------------------
// 4. Odd cases: zero-length pairs mixed in, odd sizes and alignments, u8 and u64, overlaps by
//    one byte through Held on both sides, same memory on both sides.
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// 5. Mixing kinds and devices.
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// 6. Threads, nested scopes, the legacy stream.
// ---------------------------------------------------------------------------------------------

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
