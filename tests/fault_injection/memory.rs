//! The sweep's operations on memory: each owned kind, copies between every pair, rectangles,
//! volumes and views.

use super::*;

pub(super) fn devices(_: &Device) -> Result<()> {
    let device = Device::get(0)?;
    let all = Device::all()?;
    assert_eq!(all.len(), Device::count()?);
    device.name()?;
    device.total_memory()?;
    device.compute_capability()?;
    device.memory_attributes()?;
    device.mem_info()?;
    assert_eq!(device.host_numa_id()?, Some(0), "the fake's host NUMA node");
    // The other device's context, retained and made current for raw calls, then this one's.
    all[1].bind()?;
    assert!(!all[1].raw_context()?.is_null());
    device.bind()?;
    Ok(())
}

pub(super) fn device_buffers(device: &Device) -> Result<()> {
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

pub(super) fn pinned_buffers(device: &Device) -> Result<()> {
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

pub(super) fn unified_buffers(device: &Device) -> Result<()> {
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
pub(super) fn managed_batches(device: &Device) -> Result<()> {
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
pub(super) struct Overridden;

impl Drop for Overridden {
    fn drop(&mut self) {
        fake::clear_attribute_override();
    }
}

/// Managed memory on a device without concurrent managed access: the host accessors
/// synchronise the context first, and views give no host slice.
pub(super) fn unified_without_concurrent_access(device: &Device) -> Result<()> {
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

pub(super) fn registered_memory(device: &Device) -> Result<()> {
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

pub(super) fn copies_between_every_kind(device: &Device) -> Result<()> {
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
pub(super) fn rectangles(device: &Device) -> Result<()> {
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
pub(super) fn volumes(device: &Device) -> Result<()> {
    let values = data(60);
    let stream = Stream::new(device)?;
    let want: Vec<u32> = (0..9)
        .flat_map(|i| values[i / 3 * 20 + i % 3 * 5..][..4].to_vec())
        .collect();
    // Each kind once on each side (Device to Pinned to Unified to Registered to Host to
    // Device), and device to device; `rectangles` goes over every pair, through the same
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

pub(super) fn views(device: &Device) -> Result<()> {
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
