//! Fault-injection sweep against the fake driver. Each public operation runs once to count its
//! driver calls; then, for every i, the i-th call fails (with each of CODES in turn), and each
//! run must end in the typed error for that call, or in a correct result where the failure was
//! recoverable (a release refused in `Drop` is logged; an operation's own fallbacks, listed
//! with it), without a panic, a leak (of memory, handles or primary-context retains) or a
//! double free.

use cudyn_test_common as common;

use common::kinds::{KINDS, Memory};
use common::scratch::Scratch;
use common::{KERNELS, device};
use cudyn::sys::CUresult;
use cudyn::{
    Advice, Attach, Device, DeviceBuffer, Error, Event, IpcBuffer, LaunchConfig, Location, MemPool,
    Module, PinnedBuffer, PinnedFlags, RegisteredHost, Result, Stream, StreamOptions,
    UnifiedBuffer, View,
};
use cudyn_fake_driver as fake;

/// Entry points that give something back: when one is refused, that one thing stays allocated
/// (and `Drop` says so), so exactly one live entry more is expected.
const RELEASES: [&str; 13] = [
    "cuMemFree_v2",
    "cuMemFreeAsync",
    "cuMemPoolDestroy",
    "cuMemFreeHost",
    "cuMemHostUnregister",
    "cuStreamDestroy_v2",
    "cuEventDestroy_v2",
    "cuModuleUnload",
    "cuMemUnmap",
    "cuMemRelease",
    "cuMemAddressFree",
    "cuGraphDestroy",
    "cuGraphExecDestroy",
];

/// The failures injected at every point: resources running out, a kernel fault (the context is
/// lost), a context that is not usable, and a failed launch (lost too).
const CODES: [CUresult; 4] = [
    CUresult::CUDA_ERROR_OUT_OF_MEMORY,
    CUresult::CUDA_ERROR_ILLEGAL_ADDRESS,
    CUresult::CUDA_ERROR_INVALID_CONTEXT,
    CUresult::CUDA_ERROR_LAUNCH_FAILED,
];

fn data(n: usize) -> Vec<u32> {
    (0..n as u32).map(|i| i * 7 + 1).collect()
}

fn devices(_: &Device) -> Result<()> {
    let device = Device::get(0)?;
    let all = Device::all()?;
    assert_eq!(all.len(), Device::count()?);
    device.name()?;
    device.total_memory()?;
    device.compute_capability()?;
    device.memory_attributes()?;
    device.mem_info()?;
    // The other device's context, retained and made current for raw calls, then this one's.
    all[1].bind()?;
    assert!(!all[1].raw_context()?.is_null());
    device.bind()?;
    Ok(())
}

fn device_buffers(device: &Device) -> Result<()> {
    let values = data(64);
    let mut buffer = DeviceBuffer::<u32>::zeroed(device, 64)?;
    buffer.copy_from(&values)?;
    assert_eq!(buffer.to_vec()?, values);
    let copy = DeviceBuffer::from_slice(device, &values)?;
    let mut out = DeviceBuffer::<u32>::uninit(device, 64)?;
    out.copy_from(&copy)?;
    buffer.fill_u32(7)?;
    buffer.fill_u16(1)?;
    buffer.fill_bytes(2)?;
    let mut host = vec![0; 64];
    out.copy_to(&mut host)?;
    assert_eq!(host, values);
    Ok(())
}

fn pinned_buffers(device: &Device) -> Result<()> {
    let values = data(32);
    let mapped = PinnedBuffer::from_slice(
        device,
        &values,
        PinnedFlags::DEVICEMAP | PinnedFlags::PORTABLE,
    )?;
    let mut plain = PinnedBuffer::<u32>::zeroed(device, 32, PinnedFlags::WRITECOMBINED)?;
    let on_device = DeviceBuffer::from_slice(device, &mapped)?;
    on_device.copy_to(&mut plain)?;
    assert_eq!(&plain[..], &values[..]);
    // 1 MiB and more are page-locked on huge pages where the system offers them (mapped,
    // faulted in, registered), the driver's allocation if registering is refused.
    let mut large = PinnedBuffer::<u32>::zeroed(device, 1 << 18, PinnedFlags::DEVICEMAP)?;
    assert!(large.iter().all(|&x| x == 0));
    large[..32].copy_from_slice(&values);
    let mut back = DeviceBuffer::<u32>::zeroed(device, 1 << 18)?;
    back.copy_from(&large)?;
    assert_eq!(back.view().slice(..32)?.to_vec()?, values);
    Ok(())
}

fn unified_buffers(device: &Device) -> Result<()> {
    let values = data(48);
    let mut unified = UnifiedBuffer::from_slice(device, &values, Attach::Global)?;
    let host_attached = UnifiedBuffer::<u32>::zeroed(device, 16, Attach::Host)?;
    assert_eq!(unified.as_slice()?, &values[..]);
    let on_host = UnifiedBuffer::<u32>::zeroed_on_host(device, 32, Attach::Global)?;
    assert_eq!(on_host.as_slice()?, &[0; 32][..]);
    let computed = UnifiedBuffer::from_fn(device, 8, Attach::Global, |i| i as u32)?;
    assert_eq!(computed.as_slice()?[7], 7);
    unified.as_mut_slice()?[0] = 5;
    unified.prefetch(Location::Device(device))?;
    unified.prefetch(Location::Host)?;
    unified.advise(Advice::ReadMostly)?;
    unified.unadvise(Advice::ReadMostly)?;
    unified.advise(Advice::PreferredLocation(Location::Device(device)))?;
    unified.advise(Advice::AccessedBy(Location::Host))?;
    let stream = Stream::new(device)?;
    unified.attach(&stream, Attach::Host)?;
    assert_eq!(unified.to_vec()?[0], 5);
    unified.attach_to_stream(&stream)?;
    drop(host_attached);
    Ok(())
}

/// Batched prefetches, discards and advice on views of managed memory (on this fake, without
/// CUDA 13's batched calls: a prefetch per range; a discard does nothing).
fn managed_batches(device: &Device) -> Result<()> {
    let values = data(4096);
    let mut unified = UnifiedBuffer::from_slice(device, &values, Attach::Global)?;
    let view = cudyn::View::from(&unified);
    view.slice(..1024)?.advise(Advice::ReadMostly)?;
    view.slice(1024..)?
        .advise(Advice::PreferredLocation(Location::HostNuma(0)))?;
    view.slice(..1024)?.unadvise(Advice::ReadMostly)?;
    let stream = Stream::new(device)?;
    stream.scope(|s| {
        let held = s.hold(&mut unified);
        s.prefetch_batch(
            [held.slice(..1000)?, held.slice(2000..)?],
            Location::Device(device),
        )?;
        s.discard([held.slice(..100)?, held.slice(100..200)?])?;
        s.discard_and_prefetch([held], Location::Host)
    })?;
    assert_eq!(unified.as_slice()?[3000], values[3000]);
    Ok(())
}

/// Undoes a device attribute override when dropped, whatever the operation returned.
struct Overridden;

impl Drop for Overridden {
    fn drop(&mut self) {
        fake::clear_attribute_override();
    }
}

/// Managed memory on a device without concurrent managed access: the host accessors
/// synchronise the context first, and views give no host slice.
fn unified_without_concurrent_access(device: &Device) -> Result<()> {
    let attribute = cudyn::sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS;
    fake::override_attribute(attribute.0 as i32, 0);
    let _undo = Overridden;
    let values = data(24);
    let mut unified = UnifiedBuffer::from_slice(device, &values, Attach::Global)?;
    assert!(!unified.concurrent_managed_access());
    let on_host = UnifiedBuffer::<u32>::zeroed_on_host(device, 4, Attach::Global)?;
    assert_eq!(on_host.as_slice()?, &[0; 4][..]);
    unified.as_mut_slice()?[1] = 6;
    assert_eq!(unified.as_slice()?[1], 6);
    let stream = Stream::new(device)?;
    stream.scope(|s| s.fill_u32(&mut unified, 2))?;
    assert_eq!(unified.to_vec()?, vec![2; 24]);
    Ok(())
}

fn registered_memory(device: &Device) -> Result<()> {
    let host = data(40);
    let values = host.clone();
    let mut registered = RegisteredHost::new(device, host)?;
    let on_device = DeviceBuffer::from_slice(device, &registered)?;
    registered.fill(0);
    on_device.copy_to(&mut registered)?;
    assert_eq!(&registered[..], &values[..]);
    assert_eq!(registered.into_vec()?, values);
    Ok(())
}

fn copies_between_every_kind(device: &Device) -> Result<()> {
    let values = data(33);
    for from in KINDS {
        for to in KINDS {
            let (mut b1, mut b2) = (Vec::new(), Vec::new());
            let src = Memory::try_new(from, device, &values, &mut b1)?;
            let mut dst = Memory::try_new(to, device, &[0; 33], &mut b2)?;
            cudyn::copy(src.view().slice(3..)?, dst.view_mut().slice(..30)?)?;
            assert_eq!(dst.view().slice(..30)?.to_vec()?, values[3..]);
        }
    }
    Ok(())
}

/// Rectangles: rows copied between every pair of kinds, now and in a scope, and filled.
fn rectangles(device: &Device) -> Result<()> {
    let values = data(48);
    let stream = Stream::new(device)?;
    for from in KINDS {
        for to in KINDS {
            let (mut b1, mut b2) = (Vec::new(), Vec::new());
            let src = Memory::try_new(from, device, &values, &mut b1)?;
            let mut dst = Memory::try_new(to, device, &[0; 48], &mut b2)?;
            let rows = src.view().rect(4, 5, 12)?;
            cudyn::copy(rows, dst.view_mut().rect(4, 5, 11)?)?;
            stream.scope(|s| s.copy(rows, dst.view_mut().slice(1..)?.rect(4, 5, 11)?))?;
            let want: Vec<u32> = (0..4)
                .flat_map(|r| values[r * 12..r * 12 + 5].to_vec())
                .collect();
            let got = dst.view().slice(1..)?.rect(4, 5, 11)?.to_vec()?;
            assert_eq!(got, want, "{from:?} -> {to:?}");
        }
    }
    let mut buffer = DeviceBuffer::<u32>::zeroed(device, 48)?;
    buffer.view_mut().rect(4, 5, 12)?.fill_u32(9)?;
    stream.scope(|s| s.fill_u32(buffer.view_mut().rect(3, 2, 16)?, 1))?;
    let mut pitched = cudyn::PitchedBuffer::<u32>::new(device, 4, 5)?;
    cudyn::copy(buffer.view().rect(4, 5, 12)?, pitched.view_mut())?;
    assert_eq!(pitched.view().row(2)?.to_vec()?, [9; 5]);
    Ok(())
}

/// Volumes between every pair of kinds, now (one 3D call) and in a scope (one call per slice:
/// slices no whole number of pitches apart), filled, pitched; and rows and volumes between the
/// two devices' device memory (peer copies).
fn volumes(device: &Device) -> Result<()> {
    let values = data(60);
    let stream = Stream::new(device)?;
    let want: Vec<u32> = (0..9)
        .flat_map(|i| values[i / 3 * 20 + i % 3 * 5..][..4].to_vec())
        .collect();
    // Each kind once on each side (Device to Pinned to Unified to Registered to Host to
    // Device), and device to device; the rectangles above go over every pair, through the same
    // calls.
    let next = KINDS.iter().cycle().skip(1);
    for (&from, &to) in KINDS.iter().zip(next).chain([(&KINDS[0], &KINDS[0])]) {
        let (mut b1, mut b2) = (Vec::new(), Vec::new());
        let src = Memory::try_new(from, device, &values, &mut b1)?;
        let mut dst = Memory::try_new(to, device, &[0; 60], &mut b2)?;
        let grid = src.view().volume(3, 3, 4, 5, 20)?;
        cudyn::copy(grid, dst.view_mut().volume(3, 3, 4, 6, 18)?)?;
        assert_eq!(dst.view().volume(3, 3, 4, 6, 18)?.to_vec()?, want);
        stream.scope(|s| s.copy(grid, dst.view_mut().slice(1..)?.volume(3, 3, 4, 5, 17)?))?;
        let got = dst.view().slice(1..)?.volume(3, 3, 4, 5, 17)?.to_vec()?;
        assert_eq!(got, want, "{from:?} -> {to:?}");
    }
    let mut buffer = DeviceBuffer::<u32>::zeroed(device, 60)?;
    buffer.view_mut().volume(3, 3, 4, 5, 17)?.fill_u32(9)?;
    stream.scope(|s| s.fill_u32(buffer.view_mut().volume(3, 1, 4, 4, 19)?, 1))?;
    let mut pitched = cudyn::PitchedBuffer::<u32>::volume(device, 3, 3, 4)?;
    cudyn::copy(&want, pitched.view_mut())?;
    assert_eq!(pitched.view().plane(2)?.to_vec()?, want[24..]);
    let other = Device::get(1)?;
    let on_other = DeviceBuffer::from_slice(&other, &values)?;
    let mut back = DeviceBuffer::<u32>::zeroed(device, 60)?;
    cudyn::copy(
        on_other.view().rect(4, 5, 12)?,
        back.view_mut().rect(4, 5, 13)?,
    )?;
    Stream::new(&other)?.scope(|s| {
        let dst = back.view_mut().volume(3, 3, 4, 5, 17)?;
        s.copy(on_other.view().volume(3, 3, 4, 5, 20)?, dst)
    })?;
    assert_eq!(back.view().volume(3, 3, 4, 5, 17)?.to_vec()?, want);
    Ok(())
}

fn views(device: &Device) -> Result<()> {
    let bytes: Vec<u8> = (0..64).collect();
    let mut buffer = DeviceBuffer::from_slice(device, &bytes)?;
    let words = buffer.view().cast::<u32>()?;
    let (head, tail) = words.split_at(4)?;
    for chunk in tail.chunks(5)? {
        chunk.to_vec()?;
    }
    head.copy_to(&mut [0u32; 4])?;
    let mut view = buffer.view_mut().slice(8..)?;
    view.fill_bytes(1)?;
    view.copy_from(View::from(&bytes[..56]))?;
    Ok(())
}

fn streams_and_scopes(device: &Device) -> Result<()> {
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
fn graphs(device: &Device) -> Result<()> {
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
fn graph_branches(device: &Device) -> Result<()> {
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
fn branches_work<'g>(
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

fn pipelines(device: &Device) -> Result<()> {
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
fn adopting(device: &Device) -> Result<()> {
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
fn dlpack(device: &Device) -> Result<()> {
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

/// The caching pinned pool: a miss, a hit, another class by flags, and a trim.
fn pinned_pool(device: &Device) -> Result<()> {
    let pool = cudyn::PinnedPool::new(device)?;
    let values = data(64);
    let first = pool.from_slice(&values, PinnedFlags::DEFAULT)?;
    drop(first);
    let again = pool.alloc::<u32>(64, PinnedFlags::DEFAULT)?;
    assert_eq!(&again[..], &values[..]);
    let mapped = pool.zeroed::<u32>(8, PinnedFlags::DEVICEMAP)?;
    let mut out = vec![0; 64];
    Stream::new(device)?.scope(|s| s.copy(&again, &mut out))?;
    assert_eq!(out, values);
    drop((again, mapped));
    // Pinned buffers from host resources: the direct calls, and the pool as one.
    let direct: std::sync::Arc<dyn cudyn::HostResource> =
        std::sync::Arc::new(cudyn::DirectHostResource::new(device));
    let from_direct = PinnedBuffer::<u32>::from_resource(direct, 16, PinnedFlags::DEVICEMAP)?;
    let pooled: std::sync::Arc<dyn cudyn::HostResource> = std::sync::Arc::new(pool.clone());
    let from_pool = PinnedBuffer::<u32>::from_resource(pooled, 16, PinnedFlags::DEFAULT)?;
    drop((from_direct, from_pool));
    pool.trim()
}

/// Buffers from stacked resources: counted, limited, logged direct calls, and a pool in stream
/// order.
fn resources(device: &Device) -> Result<()> {
    use cudyn::{
        CountingResource, DirectResource, LimitingResource, LoggingResource, PoolResource,
    };
    use std::sync::Arc;
    let direct = Arc::new(CountingResource::new(LimitingResource::new(
        LoggingResource::new(DirectResource::new(device), "sweep"),
        1 << 20,
    )));
    let values = data(64);
    let mut buffer = DeviceBuffer::<u32>::from_resource(direct.clone(), None, 64)?;
    buffer.copy_from(&values)?;
    assert_eq!(buffer.to_vec()?, values);
    drop(buffer);
    let pool = Arc::new(PoolResource::new(MemPool::new(device)?));
    let stream = Stream::new(device)?;
    let pooled = DeviceBuffer::<u32>::from_resource(pool, Some(&stream), 64)?;
    let mut ordered = DeviceBuffer::<u32>::from_resource(direct.clone(), Some(&stream), 8)?;
    stream.scope(|s| s.fill_u32(&mut ordered, 1))?;
    assert_eq!(ordered.to_vec()?, vec![1; 8]);
    drop(pooled);
    stream.synchronize()
}

/// Growable memory: reserved, grown over two chunks, shared with the peer, shrunk, dropped.
fn growable(device: &Device) -> Result<()> {
    let peer = Device::get(1)?;
    let mut buffer = cudyn::GrowableBuffer::<u32>::new(device, 1 << 20)?;
    buffer.resize(64)?;
    let values = data(64);
    buffer.copy_from(&values)?;
    buffer.grant_access(&peer)?;
    buffer.resize((2 << 20) / 4 + 64)?;
    assert_eq!(buffer.slice(..64)?.to_vec()?, values);
    buffer.resize(8)?;
    assert_eq!(buffer.to_vec()?, values[..8]);
    Ok(())
}

/// The exporting side of shared pools: an exportable pool, an allocation's pointer, the pool's
/// descriptor imported back (the fake allows it in one process), both granted to the peer.
fn shared_pools(device: &Device) -> Result<()> {
    use std::os::fd::AsFd;
    let pool = MemPool::new_exportable(device)?;
    let stream = Stream::new(device)?;
    let buffer = DeviceBuffer::<u32>::alloc_from_pool(&pool, &stream, 32)?;
    let pointer = buffer.export_pointer()?;
    assert_ne!(pointer.to_bytes(), [0; 64]);
    let fd = pool.export_fd()?;
    let imported = MemPool::import_fd(device, fd.as_fd())?;
    // The pool's memory granted to the other device, in the importing process as well.
    let peer = Device::get(1 - device.ordinal())?;
    imported.grant_access(&peer)?;
    assert!(imported.is_accessible_from(&peer)?);
    pool.grant_access(&peer)?;
    drop((buffer, imported));
    stream.synchronize()
}

/// Growable memory exported as chunks and mapped again (the fake allows it in one process).
fn growable_sharing(device: &Device) -> Result<()> {
    use std::os::fd::AsFd;
    let mut buffer = cudyn::GrowableBuffer::<u32>::new_exportable(device, 1 << 20)?;
    buffer.resize(100)?;
    let values = data(100);
    buffer.copy_from(&values)?;
    let chunks = buffer.export_chunks()?;
    let borrowed: Vec<_> = chunks
        .iter()
        .map(|(fd, bytes)| (fd.as_fd(), *bytes))
        .collect();
    // SAFETY: one buffer's chunks, in order; this function orders the accesses.
    let other = unsafe { cudyn::GrowableBuffer::<u32>::import_chunks(device, &borrowed, 100) }?;
    assert_eq!(other.to_vec()?, values);
    Ok(())
}

fn events(device: &Device) -> Result<()> {
    let stream = Stream::new(device)?;
    let (start, end) = (Event::with_timing(device)?, Event::with_timing(device)?);
    start.record(&stream)?;
    end.record(&stream)?;
    end.synchronize()?;
    assert!(end.is_complete()?);
    end.elapsed_since(&start)?;
    Ok(())
}

fn kernels(device: &Device) -> Result<()> {
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

fn pools(device: &Device) -> Result<()> {
    let stream = Stream::new(device)?;
    let pool = MemPool::new(device)?;
    pool.set_release_threshold(1 << 30)?;
    let mut a = DeviceBuffer::<u32>::alloc_async(&stream, 64)?;
    let b = DeviceBuffer::<u32>::alloc_from_pool(&pool, &stream, 64)?;
    a.copy_from(&b)?;
    assert_eq!(pool.usage()?.used, 256);
    drop(b);
    pool.trim(0)?;
    pool.reset_high_water()?;
    MemPool::current_for(device)?.release_threshold()?;
    MemPool::default_for(device)?.usage()?;
    Ok(())
}

/// What a device handle does once: retaining the primary context (device 1's, which nothing
/// else holds, so each run retains and releases it), the pool's release threshold on the first
/// stream-ordered allocation through the handle, and peer access, remembered per context.
fn first_use(device: &Device) -> Result<()> {
    let fresh = Device::get(1)?;
    let stream = Stream::new(&fresh)?;
    let pooled = DeviceBuffer::<u32>::alloc_async(&stream, 16)?;
    fresh.enable_peer_access(device)?;
    let on_device = DeviceBuffer::from_slice(device, &data(16))?;
    let mut copied = DeviceBuffer::<u32>::zeroed(&fresh, 16)?;
    copied.copy_from(&on_device)?;
    assert_eq!(copied.to_vec()?, data(16));
    // A fresh context's first batch of small blocks loads the block kernel and its tables;
    // dropping the last handle of the device frees them again.
    let mut blocks = DeviceBuffer::<u32>::zeroed(&fresh, 16)?;
    cudyn::scatter_blocks(&data(16)[..], &mut blocks, 4, &[3, 2, 1, 0])?;
    let mut back = vec![0u32; 16];
    cudyn::gather_blocks(&blocks, &mut back, 4, &[3, 2, 1, 0])?;
    assert_eq!(back, data(16));
    drop(pooled);
    Ok(())
}

fn staged_copies(device: &Device) -> Result<()> {
    // Just past the staging threshold (4 MiB), so the pipeline runs (two chunks), but cheaply.
    let values: Vec<u32> = (0..(5u32 << 18)).collect();
    let copies = || -> Result<()> {
        let mut on_device = DeviceBuffer::<u32>::uninit(device, values.len())?;
        on_device.copy_from(&values)?;
        let mut back = vec![0; values.len()];
        on_device.copy_to(&mut back)?;
        assert!(back == values);
        // A pinned buffer as a plain slice: the driver is asked, and copies it straight.
        let mut pinned = PinnedBuffer::<u32>::zeroed(device, values.len(), PinnedFlags::DEFAULT)?;
        on_device.copy_to(&mut pinned[..])?;
        assert!(pinned[..] == values[..]);
        // Queued in a scope, the same copies take the ring too, ordered with the stream.
        let stream = Stream::new(device)?;
        let mut again = vec![0; values.len()];
        stream.scope(|s| {
            let held = s.hold(&mut on_device);
            s.copy(&back[..], held)?;
            s.copy(held, &mut again[..])
        })?;
        assert!(again == values);
        // Rows of pageable memory into device rows and back: staged, the DMAs in rows.
        let (rows, width) = (300, 4097);
        let mut pitched = DeviceBuffer::<u32>::zeroed(device, rows * 4200)?;
        let host = View::from(&values[..]).rect(rows, width, 4100)?;
        cudyn::copy(host, pitched.view_mut().rect(rows, width, 4200)?)?;
        let mut rows_back = vec![0; rows * width];
        cudyn::copy(pitched.view().rect(rows, width, 4200)?, &mut rows_back[..])?;
        assert!(rows_back[width..2 * width] == values[4100..4100 + width]);
        // A batch of pageable blocks: packed by the ring's threads, moved by the block kernel.
        let places = [9, 8, 7, 6, 5, 4, 3, 2, 1, 0];
        let block = values.len() / places.len();
        cudyn::scatter_blocks(&values[..], &mut on_device, block, &places)?;
        let mut gathered = vec![0; values.len()];
        cudyn::gather_blocks(&on_device, &mut gathered[..], block, &places)?;
        assert!(gathered == values);
        Ok(())
    };
    let copied = copies();
    // The ring is made by the copies and given back here, each run, whatever they returned
    // (a device keeps its ring otherwise, which is no leak but would look like one here).
    device.free_staging_memory();
    copied
}

/// Small ranges of a file into device memory and back, one by one and several at once: read
/// into a buffer and copied (the large ones are swept with the staged copies).
fn files(device: &Device) -> Result<()> {
    let values = data(3000);
    let scratch = Scratch::new(
        env!("CARGO_TARGET_TMPDIR"),
        "fault-injection",
        bytemuck::cast_slice(&values),
    );
    let file = &scratch.file;
    let mut on_device = DeviceBuffer::<u32>::zeroed(device, 3000)?;
    cudyn::file::read_at(file, 0, &mut on_device)?;
    let (a, b) = on_device.view_mut().split_at(1000)?;
    cudyn::file::read_many(file, [(8000..12000, a), (0..8000, b)])?;
    cudyn::file::write_at(file, 12000, &on_device)?;
    let mut back = UnifiedBuffer::<u32>::zeroed(device, 3000, Attach::Global)?;
    cudyn::file::read_at(file, 12000, &mut back)?;
    assert!(back.as_slice()?[1000..] == values[..2000]);
    // In a scope's order: written after the fill queued before, read back before the copy out.
    let stream = Stream::new(device)?;
    let mut out = vec![0u32; 3000];
    stream.scope(|s| {
        let held = s.hold(&mut on_device);
        s.fill_u32(held, 7)?;
        s.write_file(file, 4, held)?;
        s.read_file(file, 4, held)?;
        s.copy(held, &mut out[..])
    })?;
    assert!(out.iter().all(|&v| v == 7));
    // Weights: a safetensors file loaded, viewed, and a tensor exported past the set's end.
    let json = r#"{"w":{"dtype":"U32","shape":[2,4],"data_offsets":[0,32]}}"#;
    let mut weights = (json.len() as u64).to_le_bytes().to_vec();
    weights.extend_from_slice(json.as_bytes());
    weights.extend_from_slice(bytemuck::cast_slice(&values[..8]));
    let path = std::env::temp_dir().join(format!("fault-weights-{}", std::process::id()));
    std::fs::write(&path, &weights).unwrap();
    let loaded = cudyn::file::Safetensors::load(device, &path);
    std::fs::remove_file(&path).unwrap();
    let loaded = loaded?;
    assert_eq!(loaded.view::<u32>("w")?.to_vec()?, values[..8]);
    let exported = loaded.export("w")?;
    drop(loaded);
    assert_eq!(exported.tensor().ndim, 2);
    Ok(())
}

fn peer_copies(device: &Device) -> Result<()> {
    let other = Device::get(1)?;
    assert!(device.can_access_peer(&other)?);
    device.enable_peer_access(&other)?;
    let values = data(50);
    let on_a = DeviceBuffer::from_slice(device, &values)?;
    let mut on_b = DeviceBuffer::<u32>::zeroed(&other, 50)?;
    on_b.copy_from(&on_a)?;
    let stream = Stream::new(&other)?;
    let mut back = DeviceBuffer::<u32>::zeroed(device, 50)?;
    stream.scope(|s| s.copy(&on_b, &mut back))?;
    assert_eq!(back.to_vec()?, values);
    Ok(())
}

/// Exports only: opening needs another process (tests/ipc.rs injects failures there).
fn ipc_exports(device: &Device) -> Result<()> {
    let values = data(20);
    let memory = DeviceBuffer::from_slice(device, &values)?;
    let handle = memory.ipc_handle()?;
    let event = Event::interprocess(device)?;
    let stream = Stream::new(device)?;
    event.record(&stream)?;
    let event_handle = event.ipc_handle()?;
    // SAFETY: both are alive; the opens are refused before the driver is asked.
    unsafe {
        assert_eq!(
            IpcBuffer::<u32>::open(device, &handle).unwrap_err(),
            Error::OpenedInExportingProcess
        );
        assert_eq!(
            Event::open_ipc(device, &event_handle).unwrap_err(),
            Error::OpenedInExportingProcess
        );
    }
    assert_eq!(memory.to_vec()?, values, "exporting keeps the contents");
    Ok(())
}

type Operation = fn(&Device) -> Result<()>;

/// An operation, and the entry points whose failure it survives by design besides releases:
/// its documented fallbacks.
type Entry = (&'static str, Operation, &'static [&'static str]);

/// Batches, gathers and scatters, now and in a scope (two streams, held memory), over every
/// kind: the driver's batch for the kinds it takes, cudyn's copy pair by pair for pageable
/// memory. (The driver without the batch, the fake claiming 12.1, is swept in tests/batches.rs.)
fn batches(device: &Device) -> Result<()> {
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
fn futures(device: &Device) -> Result<()> {
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
fn giving_back_kept(device: &Device) -> Result<()> {
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

const OPERATIONS: [Entry; 32] = [
    ("futures", futures, &[]),
    ("files", files, &[]),
    ("graphs", graphs, &[]),
    ("managed batches", managed_batches, &[]),
    // A lane that cannot be made (its stream, the wait that joins it, or the relaxed mode it is
    // made in) leaves its work on the capture's own stream: in order, only not in parallel.
    (
        "graph branches",
        graph_branches,
        &[
            "cuThreadExchangeStreamCaptureMode",
            "cuStreamCreateWithPriority",
            "cuStreamWaitEvent",
        ],
    ),
    ("batches", batches, &[]),
    // The wait before the kernel is unloaded pushes its context and pops it after; a refused
    // pop leaves it current, which the next bind corrects (logged).
    (
        "giving back what is kept",
        giving_back_kept,
        &["cuCtxPopCurrent_v2"],
    ),
    ("pools", pools, &[]),
    ("first use", first_use, &[]),
    ("peer copies", peer_copies, &[]),
    ("devices", devices, &[]),
    ("device buffers", device_buffers, &[]),
    ("pinned buffers", pinned_buffers, &["cuMemHostRegister_v2"]),
    ("unified buffers", unified_buffers, &[]),
    (
        "unified buffers without concurrent access",
        unified_without_concurrent_access,
        &[],
    ),
    ("registered memory", registered_memory, &[]),
    ("copies between every kind", copies_between_every_kind, &[]),
    ("views", views, &[]),
    ("rectangles", rectangles, &[]),
    ("volumes", volumes, &[]),
    ("streams and scopes", streams_and_scopes, &[]),
    ("pipelines", pipelines, &[]),
    ("adopting", adopting, &[]),
    ("dlpack", dlpack, &[]),
    ("pinned pool", pinned_pool, &[]),
    ("resources", resources, &[]),
    ("growable", growable, &[]),
    ("shared pools", shared_pools, &[]),
    ("growable sharing", growable_sharing, &[]),
    ("events", events, &[]),
    ("kernels", kernels, &[]),
    ("ipc exports", ipc_exports, &[]),
];

/// Making the staging ring falls back to the driver's path when a piece cannot be made, and
/// freeing it waits for the ring's stream first (a failed wait is logged).
const STAGING_FALLBACKS: &[&str] = &[
    // The ring's huge pages refused: its memory comes from the driver.
    "cuMemHostRegister_v2",
    "cuStreamCreateWithPriority",
    "cuMemHostAlloc",
    "cuMemHostGetDevicePointer_v2",
    "cuEventCreate",
    "cuStreamSynchronize",
];

#[derive(Default)]
struct Tally {
    points: u64,
    typed_errors: u64,
    /// Entry points whose failure the operation survived, and how often.
    recovered: std::collections::BTreeMap<String, u64>,
    refused_releases: u64,
}

/// Only releases in Drop (and the context binding before them, which waits for uploads still
/// landing: a legacy-stream synchronise) may fail without an error reaching the caller, besides
/// an operation's own fallbacks: anything else swallowed would hide a failure.
const DROP_PATH: [&str; 4] = [
    "cuCtxGetCurrent",
    "cuCtxSetCurrent",
    "cuStreamSynchronize",
    "cuDevicePrimaryCtxRelease_v2",
];

/// The calls of the wait for uploads still landing (`Context::settle`), which a drop of device
/// memory makes before freeing it.
const SETTLING: [&str; 4] = [
    "cuCtxGetCurrent",
    "cuCtxSetCurrent",
    "cuStreamSynchronize",
    "cuCtxSynchronize",
];

/// Primary-context retains of both fake devices, process-wide.
fn retains() -> [usize; 2] {
    [fake::primary_retains(0), fake::primary_retains(1)]
}

/// Runs `operation` with its `call`-th driver call failing with `code`, and checks the outcome.
fn inject(entry: &Entry, device: &Device, call: u64, code: CUresult, tally: &mut Tally) {
    let &(name, operation, fallbacks) = entry;
    // A clean run first, so that every injection starts from the same state (for instance a
    // context left unbound by the last failure would add a cuCtxSetCurrent and shift the count).
    operation(device).unwrap_or_else(|e| panic!("{name}: a clean run after a failure failed: {e}"));
    let (live, bad_frees, retained) = (fake::live_allocations(), fake::bad_frees(), retains());
    fake::fail_nth_call(call, code.0 as i32);
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| operation(device)));
    fake::clear_failures();
    let hit = fake::take_last_injected();
    let context = format!("{name}: call {call} ({hit:?}) failing with {}", code.0);
    let outcome = outcome.unwrap_or_else(|_| panic!("{context}: panicked"));
    let outcome_ok = outcome.is_ok();
    let hit = hit.unwrap_or_else(|| panic!("{context}: the injection was never reached"));
    match outcome {
        // After a refused unregister the memory stays registered (the vector is parked), so
        // nothing reuses its address; a second registration of it would be the driver's typed
        // error, kept here for the record.
        Err(Error::Driver(error))
            if hit == "cuMemHostUnregister"
                && error.code() == CUresult::CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED =>
        {
            tally.typed_errors += 1;
        }
        Err(Error::Driver(error)) => {
            assert_eq!(error.code(), code, "{context}");
            assert_eq!(error.call(), hit, "{context}: the error names another call");
            tally.typed_errors += 1;
        }
        Err(other) => panic!("{context}: unexpected error {other:?}"),
        Ok(()) => {
            let allowed = RELEASES.contains(&hit.as_str())
                || DROP_PATH.contains(&hit.as_str())
                || fallbacks.contains(&hit.as_str());
            assert!(allowed, "{context}: the failure was swallowed");
            *tally.recovered.entry(hit.clone()).or_default() += 1;
        }
    }
    let leaked = fake::live_allocations() - live;
    // Memory dropped inside a capture's closure is freed with the thread's capture mode
    // relaxed; if it cannot be relaxed, the memory stays allocated (freeing it would spoil the
    // capture), as after a refused release.
    let relaxing = hit == "cuThreadExchangeStreamCaptureMode";
    if RELEASES.contains(&hit.as_str()) || relaxing {
        // A graph that cannot be destroyed keeps its memory nodes' memory (one, in the sweep's
        // graphs) with it.
        let most = if hit == "cuGraphDestroy" { 2 } else { 1 };
        assert!(leaked <= most, "{context}: {leaked} leaked");
        tally.refused_releases += leaked as u64;
        if hit == "cuMemHostUnregister" {
            // The memory stays registered (and parked); the fake forgets the registration so
            // that the next run starts clean.
            assert_eq!(fake::forget_registrations(), leaked, "{context}");
        }
    } else if SETTLING.contains(&hit.as_str()) && outcome_ok {
        // A drop whose wait for uploads still landing failed leaves that memory allocated:
        // an upload may still be on its way into it (uploads are process-wide, so whether a
        // drop waits at all depends on what other threads left landing).
        assert!(leaked <= 1, "{context}: {leaked} leaked");
        tally.refused_releases += leaked as u64;
    } else {
        assert_eq!(leaked, 0, "{context}: leaked");
    }
    // A refused context release leaves that retain; anything else must balance.
    let refused_release = usize::from(hit == "cuDevicePrimaryCtxRelease_v2");
    let now = retains();
    assert!(
        now.iter()
            .zip(&retained)
            .all(|(&n, &r)| n >= r && n - r <= refused_release),
        "{context}: primary-context retains {retained:?} -> {now:?}"
    );
    if refused_release == 1 && now != retained {
        // Balance the refused release by hand so that the next run starts clean.
        let device = now.iter().zip(&retained).position(|(n, r)| n != r).unwrap();
        let driver = cudyn::driver().unwrap();
        // SAFETY: releases the one retain the failed release left, on a live fake device.
        let status = unsafe { driver.cuDevicePrimaryCtxRelease_v2().unwrap()(device as i32) };
        assert_eq!(status, CUresult::CUDA_SUCCESS);
    }
    assert_eq!(
        fake::bad_frees(),
        bad_frees,
        "{context}: unknown or double free"
    );
    tally.points += 1;
}

/// Injects a failure at every driver call of every operation, with every code of `codes`, and
/// returns the tally.
fn sweep(operations: &[Entry], codes: &[CUresult]) -> Tally {
    sweep_shard(operations, codes, (0, 1))
}

/// [`sweep`], trying only the injection points whose index is `shard.0` modulo `shard.1` (each
/// operation's points numbered from 0, in the order `sweep` tries them).
fn sweep_shard(operations: &[Entry], codes: &[CUresult], shard: (usize, usize)) -> Tally {
    // One sweep at a time: an upload still landing is process-wide state (any context's next
    // bind waits for it), so a sweep on another thread would change this one's call counts.
    static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _alone = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let device = device();
    let mut tally = Tally::default();
    for entry in operations {
        let &(name, operation, _) = entry;
        // The first run may bind the context on this thread; count a run that starts bound.
        operation(&device).unwrap_or_else(|e| panic!("{name} fails without injection: {e}"));
        let before = fake::calls();
        operation(&device).unwrap_or_else(|e| panic!("{name} fails without injection: {e}"));
        let calls = fake::calls() - before;
        assert!(calls > 0, "{name} makes no driver call");
        // Under CI's valgrind step every call fails once, the codes taking turns (a quarter
        // of the points, each failure path still run under it); natively, with every code.
        let points: Vec<(u64, CUresult)> = match std::env::var_os("CUDYN_VALGRIND") {
            Some(_) => (1..=calls)
                .map(|call| (call, codes[(call - 1) as usize % codes.len()]))
                .collect(),
            None => codes
                .iter()
                .flat_map(|&code| (1..=calls).map(move |call| (call, code)))
                .collect(),
        };
        let (index, shards) = shard;
        let mine = points.iter().skip(index).step_by(shards);
        for &(call, code) in mine {
            inject(entry, &device, call, code, &mut tally);
        }
        println!(
            "{name}: {calls} driver calls, {} injection points",
            points.len()
        );
    }
    let recovered: u64 = tally.recovered.values().sum();
    println!(
        "fault injection: {} points tried over {} operations: {} typed errors, {recovered} \
         recovered ({} refused releases left one allocation each, logged)",
        tally.points,
        operations.len(),
        tally.typed_errors,
        tally.refused_releases
    );
    println!("recovered from failures of: {:?}", tally.recovered);
    assert_eq!(tally.points, tally.typed_errors + recovered);
    tally
}

#[test]
fn every_injected_driver_failure_is_a_typed_error_or_a_recovery() {
    sweep(&OPERATIONS, &CODES);
}

/// Separate from the sweep above because its copies are large (the staging threshold is
/// 4 MiB), which valgrind makes slow: CI runs it natively, and valgrind checks the staging
/// path through tests/staging.rs instead.
///
/// Natively its 400 points (each a clean run and a failing one, each making and freeing a
/// staging ring) take most of this binary's time on one thread: they are split between two
/// child processes of this binary running at once (`CUDYN_FAULT_SHARD` names a child's half;
/// in separate processes the halves cannot change each other's call counts), and every point
/// must have been tried by one of them. Under valgrind (`CUDYN_VALGRIND`) one process tries
/// them all.
#[test]
fn every_injected_failure_in_a_staged_copy_is_typed_or_recovered() {
    const TEST: &str = "every_injected_failure_in_a_staged_copy_is_typed_or_recovered";
    const SHARDS: usize = 2;
    let staged: &[Entry] = &[("staged copies", staged_copies, STAGING_FALLBACKS)];
    if let Ok(shard) = std::env::var(SHARD) {
        let index = shard.parse().expect("CUDYN_FAULT_SHARD is a number");
        let tally = sweep_shard(staged, &CODES, (index, SHARDS));
        // For the parent: what this half tried and how each point ended.
        let recovered: u64 = tally.recovered.values().sum();
        println!(
            "shard tally: {} {} {recovered} {}",
            tally.points, tally.typed_errors, tally.refused_releases
        );
        return;
    }
    if std::env::var_os("CUDYN_VALGRIND").is_some() {
        sweep(staged, &CODES);
        return;
    }
    let outputs: Vec<std::process::Output> = std::thread::scope(|threads| {
        let children: Vec<_> = (0..SHARDS)
            .map(|index| {
                threads.spawn(move || {
                    common::run_in_child_with(TEST, (SHARD, &index.to_string()), &[KEEP_FREED])
                })
            })
            .collect();
        children.into_iter().map(|c| c.join().unwrap()).collect()
    });
    let (mut points, mut typed, mut recovered, mut refused) = (0, 0, 0, 0);
    let mut totals = Vec::new();
    for (index, out) in outputs.iter().enumerate() {
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            out.status.success(),
            "half {index} of the staged sweep failed:\n{stdout}\n{stderr}"
        );
        // Run with --exact: a child that ran no test would pass without trying a point.
        assert!(stdout.contains("1 passed"), "half {index}: {stdout}");
        let tally: Vec<u64> = stdout
            .lines()
            .find_map(|line| line.strip_prefix("shard tally: "))
            .unwrap_or_else(|| panic!("half {index} printed no tally:\n{stdout}"))
            .split(' ')
            .map(|n| n.parse().unwrap())
            .collect();
        let [p, t, r, f] = tally[..] else {
            panic!("half {index}: {tally:?}")
        };
        assert!(p > 0, "half {index} tried no point");
        assert_eq!(
            p,
            t + r,
            "half {index}: a point neither failed typed nor recovered"
        );
        (points, typed, recovered, refused) = (points + p, typed + t, recovered + r, refused + f);
        let total: u64 = stdout
            .lines()
            .find_map(|line| line.strip_prefix("staged copies: "))
            .and_then(|rest| rest.split(", ").nth(1)?.strip_suffix(" injection points"))
            .unwrap_or_else(|| panic!("half {index} printed no point count:\n{stdout}"))
            .parse()
            .unwrap();
        totals.push(total);
    }
    // Both halves counted the same points, and between them tried every one.
    assert!(totals.iter().all(|&t| t == totals[0]), "{totals:?}");
    assert_eq!(
        points, totals[0],
        "the halves tried {points} of {} points",
        totals[0]
    );
    println!(
        "fault injection (staged copies, {SHARDS} processes): {points} points tried: {typed} \
         typed errors, {recovered} recovered ({refused} refused releases left one allocation \
         each, logged)"
    );
}

/// Names the half of the staged sweep a child process tries.
const SHARD: &str = "CUDYN_FAULT_SHARD";

/// glibc's malloc in the sweep's children keeps what is freed for reuse, however large: each
/// point makes and frees a ring (32 MiB, pinned memory the fake takes from malloc) and the
/// copies' buffers, and with glibc's defaults each came back as fresh pages the kernel zeroed
/// (a third of a child's time). 21.6 s to 16 s per half on CI's kind of machine. Nothing
/// tried changes: the same calls fail in the same order.
const KEEP_FREED: (&str, &str) = (
    "GLIBC_TUNABLES",
    "glibc.malloc.mmap_threshold=4294967296:glibc.malloc.trim_threshold=4294967296",
);
