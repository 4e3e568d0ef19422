//! The sweep's operations on what cudyn keeps and shares: pinned pools, memory resources,
//! growable buffers, shared pools, stream-ordered pools, first use, the staging ring, files, peer
//! copies and IPC exports.

use super::*;

/// The caching pinned pool: a miss, a hit, another class by flags, and a trim.
pub(super) fn pinned_pool(device: &Device) -> Result<()> {
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
pub(super) fn resources(device: &Device) -> Result<()> {
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
    let pooled = DeviceBuffer::<u32>::from_resource(pool.clone(), Some(&stream), 64)?;
    // Without a stream: allocated on the legacy stream and waited for, freed the same way.
    let mut unordered = DeviceBuffer::<u32>::from_resource(pool, None, 64)?;
    unordered.copy_from(&values)?;
    assert_eq!(unordered.to_vec()?, values);
    drop(unordered);
    let mut ordered = DeviceBuffer::<u32>::from_resource(direct.clone(), Some(&stream), 8)?;
    stream.scope(|s| s.fill_u32(&mut ordered, 1))?;
    assert_eq!(ordered.to_vec()?, vec![1; 8]);
    drop(pooled);
    stream.synchronize()
}

/// Growable memory: reserved, grown over two chunks, shared with the peer, shrunk, dropped.
pub(super) fn growable(device: &Device) -> Result<()> {
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
pub(super) fn shared_pools(device: &Device) -> Result<()> {
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
pub(super) fn growable_sharing(device: &Device) -> Result<()> {
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

pub(super) fn pools(device: &Device) -> Result<()> {
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
pub(super) fn first_use(device: &Device) -> Result<()> {
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

pub(super) fn staged_copies(device: &Device) -> Result<()> {
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
pub(super) fn files(device: &Device) -> Result<()> {
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
    // Weights: a safetensors file loaded, viewed, and a tensor exported past the set's end;
    // then a set of two shards through its index (one allocation, a read per shard).
    let safetensors = |name: &str, shape: &str, values: &[u32]| {
        let bytes = std::mem::size_of_val(values);
        let json =
            format!(r#"{{"{name}":{{"dtype":"U32","shape":{shape},"data_offsets":[0,{bytes}]}}}}"#);
        let mut file = (json.len() as u64).to_le_bytes().to_vec();
        file.extend_from_slice(json.as_bytes());
        file.extend_from_slice(bytemuck::cast_slice(values));
        file
    };
    let folder = std::env::temp_dir().join(format!("fault-weights-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let path = |name: &str| folder.join(name);
    std::fs::write(path("w"), safetensors("w", "[2,4]", &values[..8])).unwrap();
    std::fs::write(path("s1"), safetensors("x", "[5]", &values[8..13])).unwrap();
    std::fs::write(path("s2"), safetensors("y", "[3]", &values[13..16])).unwrap();
    let index = r#"{"metadata":{},"weight_map":{"x":"s1","y":"s2"}}"#;
    std::fs::write(path("index.json"), index).unwrap();
    let loaded = cudyn::file::Safetensors::load(device, path("w"));
    let sharded = cudyn::file::Safetensors::load_index(device, path("index.json"));
    std::fs::remove_dir_all(&folder).unwrap();
    let (loaded, sharded) = (loaded?, sharded?);
    assert_eq!(loaded.view::<u32>("w")?.to_vec()?, values[..8]);
    assert_eq!(sharded.view::<u32>("x")?.to_vec()?, values[8..13]);
    assert_eq!(sharded.view::<u32>("y")?.to_vec()?, values[13..16]);
    drop(sharded);
    let exported = loaded.export("w")?;
    drop(loaded);
    assert_eq!(exported.tensor().ndim, 2);
    Ok(())
}

pub(super) fn peer_copies(device: &Device) -> Result<()> {
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
pub(super) fn ipc_exports(device: &Device) -> Result<()> {
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
