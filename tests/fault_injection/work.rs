//! The sweep's operations on work: streams and scopes, graphs, pipelines, adopted streams,
//! DLPack, events, kernels, batches, futures, and giving back what is kept.

use super::*;

pub(super) fn streams_and_scopes(device: &Device) -> Result<()> {
    let stream = Stream::with_options(
        device,
        StreamOptions {
            non_blocking: true,
            priority: -2,
        },
    )?;
    let other = Stream::new(device)?;
    let legacy = Stream::legacy(device)?;
    Stream::priority_range(device)?;
    let event = Event::new(device)?;
    let values = data(100);
    let mut on_device = DeviceBuffer::<u32>::uninit(device, 100)?;
    let mut unified = UnifiedBuffer::<u32>::zeroed(device, 100, Attach::Global)?;
    let mut out = vec![0; 100];
    stream.scope(|s| {
        let held = s.hold(&mut on_device);
        s.copy(&values, held)?;
        s.fill_bytes(held.slice(50..)?, 0)?;
        s.fill_u16(held.slice(50..)?, 0)?;
        s.fill_u32(held.slice(..50)?, 9)?;
        s.copy(held, &mut unified)?;
        s.record(&event)?;
        s.copy(held, &mut out)
    })?;
    other.scope(|s| {
        s.wait(&event)?;
        s.prefetch(&unified, Location::Device(device))
    })?;
    assert!(out[..50].iter().all(|&v| v == 9) && out[50..].iter().all(|&v| v == 0));
    assert!(stream.is_idle()?);
    other.wait(&event)?;
    other.synchronize()?;
    legacy.synchronize()?;
    Ok(())
}

/// Two streams in one scope, held memory handed between them and given back early.
/// A capture, launches with the host's input changed between them, and the state back.
pub(super) fn graphs(device: &Device) -> Result<()> {
    let values = data(64);
    let state = (
        PinnedBuffer::from_slice(device, &values, PinnedFlags::DEFAULT)?,
        DeviceBuffer::<u32>::zeroed(device, 64)?,
        PinnedBuffer::<u32>::zeroed(device, 64, PinnedFlags::DEFAULT)?,
    );
    let mut graph = cudyn::Graph::capture(device, state, |s, (input, middle, output)| {
        let middle = s.hold(middle);
        s.copy(&*input, middle)?;
        s.fill_u32(middle.slice(..1)?, 3)?;
        s.copy(middle, &mut *output)
    })?;
    let stream = Stream::new(device)?;
    for round in 1..3 {
        graph.state_mut().0[1] = round;
        stream.scope(|s| s.replay(&graph))?;
        let output = &graph.state_mut().2;
        assert_eq!(output[..2], [3, round]);
        assert_eq!(output[2..], values[2..]);
    }
    // Captured again, in place and as another shape.
    for extra in [false, true] {
        graph.recapture(|s, (input, middle, output)| {
            let middle = s.hold(middle);
            s.copy(&*input, middle)?;
            s.fill_u32(middle.slice(..1)?, 4)?;
            let output = s.hold(output);
            s.copy(middle, output)?;
            if extra {
                s.fill_u32(output.slice(..1)?, 5)?;
            }
            Ok(())
        })?;
        stream.scope(|s| s.replay(&graph))?;
        assert_eq!(graph.state_mut().2[0], if extra { 5 } else { 4 });
    }
    let (_, _, output) = graph.into_state();
    assert_eq!(output[1], 2);
    Ok(())
}

/// A capture on three streams (lanes), with scratch memory (memory nodes) and memory dropped
/// inside its closure; replayed and captured again; scratch memory of a scope.
pub(super) fn graph_branches(device: &Device) -> Result<()> {
    let values = data(64);
    let doomed = DeviceBuffer::<u32>::zeroed(device, 16)?;
    let state = (
        PinnedBuffer::from_slice(device, &values, PinnedFlags::DEFAULT)?,
        PinnedBuffer::<u32>::zeroed(device, 64, PinnedFlags::DEFAULT)?,
        [Stream::new(device)?, Stream::new(device)?],
    );
    let mut graph = cudyn::Graph::capture(device, state, move |s, (input, output, lanes)| {
        drop(doomed);
        branches_work(s, input, output, lanes, 3)
    })?;
    let stream = Stream::new(device)?;
    stream.scope(|s| s.replay(&graph))?;
    assert_eq!(graph.state_mut().1[..2], [3, values[1]]);
    graph.recapture(|s, (input, output, lanes)| branches_work(s, input, output, lanes, 4))?;
    stream.scope(|s| s.replay(&graph))?;
    assert_eq!(graph.state_mut().1[..2], [4, values[1]]);
    let mut out = [0u32; 8];
    stream.scope(|s| {
        let scratch = s.scratch::<u32>(8)?;
        s.fill_u32(scratch, 5)?;
        s.copy(scratch, &mut out[..])
    })?;
    assert_eq!(out, [5; 8]);
    Ok(())
}

/// `graph_branches`' work: up on one lane through scratch memory, a fill, down on another.
pub(super) fn branches_work<'g>(
    s: &'g cudyn::Scope<'g, 'g>,
    input: &'g PinnedBuffer<u32>,
    output: &'g mut PinnedBuffer<u32>,
    [up, down]: &'g [Stream; 2],
    value: u32,
) -> Result<()> {
    let middle = s.on(up).scratch::<u32>(64)?;
    s.on(up).copy(input, middle)?;
    s.fill_u32(middle.slice(..1)?, value)?;
    s.on(down).copy(middle, output)
}

pub(super) fn pipelines(device: &Device) -> Result<()> {
    let (up, down) = (Stream::new(device)?, Stream::new(device)?);
    let values = data(64);
    let mut staging = PinnedBuffer::<u32>::zeroed(device, 64, PinnedFlags::DEFAULT)?;
    let mut on_device = DeviceBuffer::<u32>::uninit(device, 64)?;
    let mut out = vec![0; 64];
    up.scope(|s| {
        let back = s.on(&down);
        let d = s.hold(&mut on_device);
        let h = s.hold(&mut staging);
        s.copy(&values, d)?;
        back.copy(d, h)?;
        s.fill_u32(d.slice(..1)?, 3)?;
        let mut host = s.give_back(h)?;
        assert_eq!(host.as_slice(), Some(&values[..]));
        host.as_mut_slice().unwrap()[1] = 5;
        let h = s.hold(host);
        back.copy(h.slice(1..2)?, d.slice(1..2)?)?;
        s.copy(d, &mut out)
    })?;
    assert_eq!(out[..2], [3, 5]);
    assert_eq!(out[2..], values[2..]);
    Ok(())
}

/// Hands memory to the raw API and back, views memory and streams made elsewhere. A refused
/// adoption takes nothing, so the raw owner frees the memory itself.
pub(super) fn adopting(device: &Device) -> Result<()> {
    let driver = cudyn::driver()?;
    let values = data(32);
    let (ptr, len) = DeviceBuffer::from_slice(device, &values)?.into_raw_parts();
    // SAFETY: memory just given up whole; nobody else has it.
    let back =
        unsafe { DeviceBuffer::<u32>::from_raw_parts(device, ptr, len) }.inspect_err(|_| {
            // SAFETY: refused, so still ours to free, once.
            unsafe { driver.cuMemFree_v2().unwrap()(ptr) };
        })?;
    {
        // SAFETY: `back` outlives the view and is not used meanwhile.
        let view = unsafe { View::<u32>::from_raw(device, back.device_ptr(), 32) }?;
        assert_eq!(view.to_vec()?, values);
    }
    let (host, len) =
        PinnedBuffer::from_slice(device, &values, PinnedFlags::DEFAULT)?.into_raw_parts();
    // SAFETY: as above.
    let pinned = unsafe { PinnedBuffer::from_raw_parts(device, host, len, PinnedFlags::DEFAULT) }
        .inspect_err(|_| {
        // SAFETY: as above.
        unsafe { driver.cuMemFreeHost().unwrap()(host.cast()) };
    })?;
    // Mapped: adopting asks the driver for the device's address of it too.
    let (mapped_host, len) =
        PinnedBuffer::from_slice(device, &values, PinnedFlags::DEVICEMAP)?.into_raw_parts();
    // SAFETY: as above.
    let mapped =
        unsafe { PinnedBuffer::from_raw_parts(device, mapped_host, len, PinnedFlags::DEVICEMAP) }
            .inspect_err(|_| {
            // SAFETY: as above.
            unsafe { driver.cuMemFreeHost().unwrap()(mapped_host.cast()) };
        })?;
    assert_eq!(View::from(&mapped).to_vec()?, values);
    drop(mapped);
    let (ptr, len) = UnifiedBuffer::from_slice(device, &values, Attach::Global)?.into_raw_parts();
    // SAFETY: as above.
    let unified =
        unsafe { UnifiedBuffer::<u32>::from_raw_parts(device, ptr, len) }.inspect_err(|_| {
            // SAFETY: as above.
            unsafe { driver.cuMemFree_v2().unwrap()(ptr) };
        })?;
    assert_eq!(
        (&pinned[..], unified.as_slice()?),
        (&values[..], &values[..])
    );
    let owner = Stream::new(device)?;
    let made = Event::new(device)?;
    // SAFETY: `owner` and `made` outlive the adopted handles.
    let (stream, event) = unsafe {
        (
            Stream::from_raw(device, owner.raw())?,
            Event::from_raw(device, made.raw())?,
        )
    };
    let mut out = vec![0; 32];
    stream.scope(|s| {
        s.copy(&back, &mut out)?;
        s.record(&event)
    })?;
    event.synchronize()?;
    assert_eq!(out, values);
    Ok(())
}

/// A buffer lent as a DLPack tensor and read back through the importing side.
pub(super) fn dlpack(device: &Device) -> Result<()> {
    let values = data(12);
    let buffer = DeviceBuffer::from_slice(device, &values)?;
    let raw = cudyn::dlpack::Exported::new(buffer, Some(&[3, 4]), None)?.into_raw();
    // SAFETY: a tensor just exported, handed to this consumer once.
    let mut imported = unsafe { cudyn::dlpack::Imported::from_raw(raw) }?;
    assert_eq!(imported.view::<u32>(device)?.to_vec()?, values);
    imported.view_mut::<u32>(device)?.fill_u32(1)?;
    assert_eq!(imported.view::<u32>(device)?.to_vec()?, vec![1; 12]);
    Ok(())
}

pub(super) fn events(device: &Device) -> Result<()> {
    let stream = Stream::new(device)?;
    let (start, end) = (Event::with_timing(device)?, Event::with_timing(device)?);
    start.record(&stream)?;
    end.record(&stream)?;
    end.synchronize()?;
    assert!(end.is_complete()?);
    end.elapsed_since(&start)?;
    Ok(())
}

pub(super) fn kernels(device: &Device) -> Result<()> {
    let module = Module::from_ptx(device, KERNELS)?;
    let (fill, add) = (module.function("fill_u32")?, module.function("add_u32")?);
    let stream = Stream::new(device)?;
    let mut a = DeviceBuffer::<u32>::uninit(device, 256)?;
    let mut b = DeviceBuffer::<u32>::uninit(device, 256)?;
    stream.scope(|s| {
        let held = s.hold(&mut a);
        // SAFETY: the kernels' signatures, over 256 elements of 256-element buffers.
        unsafe {
            s.launch(&fill, LaunchConfig::linear(256, 64), (held, 256u32, 3u32))?;
            s.launch(
                &add,
                LaunchConfig::linear(256, 64),
                (held, &mut b, 256u32, 1u32),
            )
        }
    })?;
    assert_eq!(b.to_vec()?, vec![4; 256]);
    Ok(())
}

/// Batches, gathers and scatters, now and in a scope (two streams, held memory), over every
/// kind: the driver's batch for the kinds it takes, cudyn's copy pair by pair for pageable
/// memory. (The driver without the batch, the fake claiming 12.1, is swept in tests/batches/.)
pub(super) fn batches(device: &Device) -> Result<()> {
    let values = data(64);
    for from in KINDS {
        for to in KINDS {
            let (mut b1, mut b2) = (Vec::new(), Vec::new());
            let src = Memory::try_new(from, device, &values, &mut b1)?;
            let mut dst = Memory::try_new(to, device, &[0; 64], &mut b2)?;
            let (a, b) = src.view().split_at(32)?;
            let (c, d) = dst.view_mut().split_at(32)?;
            cudyn::copy_batch([(a, d), (b, c)])?;
            assert_eq!(dst.view().slice(32..)?.to_vec()?, values[..32]);
        }
    }
    let host = PinnedBuffer::from_slice(device, &values, PinnedFlags::DEFAULT)?;
    let mut on_device = DeviceBuffer::<u32>::zeroed(device, 64)?;
    let mut back = vec![0u32; 64];
    cudyn::scatter_blocks(&host, &mut on_device, 16, &[3, 2, 1, 0])?;
    cudyn::gather_blocks(&on_device, &mut back, 16, &[3, 2, 1, 0])?;
    assert_eq!(back, values);
    let (up, down) = (Stream::new(device)?, Stream::new(device)?);
    let mut out = PinnedBuffer::<u32>::zeroed(device, 64, PinnedFlags::DEFAULT)?;
    up.scope(|s| {
        let held = s.hold(&mut on_device);
        s.scatter_blocks(&host, held, 16, &[1, 0, 3, 2])?;
        s.on(&down)
            .gather_blocks(held, &mut out, 16, &[1, 0, 3, 2])?;
        s.on(&down).copy_batch([(&values[..32], &mut back[..32])])
    })?;
    assert_eq!(out[..], values[..]);
    Ok(())
}

/// Futures: a submission (up, fill, down), an owned copy, a stream's and an event's work
/// awaited, and a kernel owned by a submission. The watcher's doorbells and a relay's calls run
/// on threads of the library's, out of this sweep's (per-thread) reach: tests/futures.rs and
/// tests/futures_lost.rs fail them. Ends with `cudyn::drain` (declared first, so it runs last,
/// on every path), which frees the page of flags the device's last future left for the next:
/// left to the watcher, it would go 100 ms later, in the middle of another run's count.
pub(super) fn futures(device: &Device) -> Result<()> {
    struct Drained;
    impl Drop for Drained {
        fn drop(&mut self) {
            if let Err(error) = cudyn::drain() {
                eprintln!("drain after the futures run: {error}");
            }
        }
    }
    let _drained = Drained;
    let values = data(64);
    let stream = Stream::new(device)?;
    let host = PinnedBuffer::from_slice(device, &values, PinnedFlags::DEFAULT)?;
    let on_device = DeviceBuffer::<u32>::zeroed(device, 64)?;
    let back = PinnedBuffer::<u32>::zeroed(device, 64, PinnedFlags::DEFAULT)?;
    let pending = stream.submit((host, on_device, back), |s, (host, on_device, back)| {
        let on_device = s.hold(on_device);
        s.copy(&*host, on_device)?;
        s.fill_u32(on_device.slice(..4)?, 1)?;
        s.copy(on_device, back)
    })?;
    let (_, on_device, back) = cudyn::block_on(pending)?;
    assert_eq!(back[4..], values[4..]);
    let copy = DeviceBuffer::<u32>::zeroed(device, 64)?;
    let (_, copy) = cudyn::block_on(stream.copy_owned(on_device, copy)?)?;
    cudyn::block_on(stream.done()?)?;
    let event = Event::new(device)?;
    event.record(&stream)?;
    cudyn::block_on(event.done()?)?;
    let module = Module::from_ptx(device, KERNELS)?;
    let fill = module.function("fill_u32")?;
    drop(module);
    let pending = stream.submit((fill, copy), |s, (fill, copy)| {
        // SAFETY: fill_u32(out, n, value) writes n elements of `copy`, which has 64.
        unsafe {
            s.launch(
                fill,
                LaunchConfig::linear(64, 64),
                (&mut *copy, 64u32, 3u32),
            )
        }
    })?;
    let (_, copy) = cudyn::block_on(pending)?;
    assert_eq!(copy.to_vec()?, [3; 64]);
    Ok(())
}

/// Gives back what a future and a batch of small blocks leave kept (the page of flags, the block
/// kernel and its tables), whatever the work returned: the clean run before each injection
/// makes them again. A failed call is called again, as a caller would, so that what its failure
/// kept (the kernel, when the wait before unloading it failed) does not count as leaked; the
/// run returns the work's error, else the first call's.
pub(super) fn giving_back_kept(device: &Device) -> Result<()> {
    let work = || -> Result<()> {
        let values = data(64);
        let on_device = DeviceBuffer::from_slice(device, &values)?;
        let mut back = vec![0u32; 64];
        cudyn::gather_blocks(&on_device, &mut back, 16, &[3, 2, 1, 0])?;
        assert_eq!(back[..16], values[48..]);
        let stream = Stream::new(device)?;
        cudyn::block_on(stream.done()?)
    };
    let worked = work();
    let given = cudyn::free_kept_memory();
    if given.is_err() {
        cudyn::free_kept_memory().expect("a second call, without a failure, gives back the rest");
    }
    worked.and(given)
}
