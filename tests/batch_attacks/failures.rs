//! Every driver call of a batch that takes every path failing in turn: typed errors, correct
//! data when Ok, nothing leaked once the device and everything of it is dropped.

use super::*;

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

// Panics inside a scope after a batch was queued: waited for, tables back, nothing leaked.

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
