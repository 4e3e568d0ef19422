//! Growable device memory (virtual memory management) against the fake driver, which maps
//! memfd-backed chunks into a reserved range as the driver maps physical memory.

use cudyn_test_common as common;

use common::{KERNELS, NoLeaks, device, pattern};
use cudyn::{Device, Error, GrowableBuffer, LaunchConfig, Module, Stream};
use cudyn_fake_driver as fake;

/// The fake's granularity: 2 MiB, so 524,288 u32 per granule.
const GRANULE: usize = (2 << 20) / 4;

#[test]
fn a_buffer_grows_and_shrinks_in_place_keeping_its_data() {
    let _leaks = NoLeaks::new();
    let device = device();
    let mut buffer = GrowableBuffer::<u32>::new(&device, 4 * GRANULE).unwrap();
    assert_eq!(
        (buffer.len(), buffer.capacity(), buffer.max_len()),
        (0, 0, 4 * GRANULE)
    );
    buffer.resize(1000).unwrap();
    assert_eq!((buffer.len(), buffer.capacity()), (1000, GRANULE));
    let address = buffer.device_ptr();
    let head = pattern(1000, 1);
    buffer.copy_from(&head).unwrap();
    let maps = fake::calls_of("cuMemMap");
    // Past the first granule: a second chunk, mapped right after the first.
    buffer.resize(GRANULE + 1000).unwrap();
    assert_eq!(fake::calls_of("cuMemMap"), maps + 1);
    assert_eq!(
        (buffer.device_ptr(), buffer.capacity()),
        (address, 2 * GRANULE)
    );
    assert_eq!(
        buffer.slice(..1000).unwrap().to_vec().unwrap(),
        head,
        "kept in place"
    );
    // A copy across the two chunks.
    let across = pattern(2000, 2);
    buffer
        .slice_mut(GRANULE - 1000..GRANULE + 1000)
        .unwrap()
        .copy_from(&across)
        .unwrap();
    let all = buffer.to_vec().unwrap();
    assert_eq!(&all[GRANULE - 1000..], &across[..]);
    assert_eq!(&all[..1000], &head[..]);
    // Shrinking unmaps whole granules past the new end.
    let unmaps = fake::calls_of("cuMemUnmap");
    buffer.resize(10).unwrap();
    assert_eq!(fake::calls_of("cuMemUnmap"), unmaps + 1);
    assert_eq!((buffer.len(), buffer.capacity()), (10, GRANULE));
    assert_eq!(buffer.to_vec().unwrap(), head[..10]);
    // Past what was reserved: refused, unchanged.
    assert_eq!(
        buffer.resize(4 * GRANULE + 1).unwrap_err(),
        Error::OutOfRange {
            start: 0,
            end: 4 * GRANULE + 1,
            len: 4 * GRANULE
        }
    );
    assert_eq!(buffer.len(), 10);
    buffer.resize(0).unwrap();
    assert_eq!((buffer.capacity(), buffer.device_ptr()), (0, 0));
}

#[test]
fn kernels_and_scopes_use_it_before_and_after_growth() {
    let _leaks = NoLeaks::new();
    let device = device();
    let module = Module::from_ptx(&device, KERNELS).unwrap();
    let add = module.function("add_u32").unwrap();
    let stream = Stream::new(&device).unwrap();
    let mut buffer = GrowableBuffer::<u32>::new(&device, 2 * GRANULE).unwrap();
    buffer.resize(64).unwrap();
    buffer.copy_from(&pattern(64, 3)).unwrap();
    buffer.resize(GRANULE + 64).unwrap();
    let mut out = vec![0u32; GRANULE + 64];
    let n = (GRANULE + 64) as u32;
    let mut sums = cudyn::DeviceBuffer::<u32>::zeroed(&device, GRANULE + 64).unwrap();
    stream
        .scope(|s| {
            let (b, sums) = (s.hold(&mut buffer), s.hold(&mut sums));
            s.fill_u32(b.slice(64..)?, 5)?;
            // SAFETY: add_u32(const u32 *in, u32 *out, u32 n, u32 value) over n elements.
            unsafe { s.launch(&add, LaunchConfig::linear(n, 256), (b, sums, n, 1u32))? };
            s.copy(sums, &mut out)
        })
        .unwrap();
    let want: Vec<u32> = pattern(64, 3)
        .iter()
        .map(|v| v + 1)
        .chain(std::iter::repeat_n(6, GRANULE))
        .collect();
    assert_eq!(out, want);
}

#[test]
fn peers_get_access_to_memory_mapped_now_and_later() {
    let _leaks = NoLeaks::new();
    let device = device();
    let peer = Device::get(1).unwrap();
    let mut buffer = GrowableBuffer::<u8>::new(&device, 4 << 20).unwrap();
    buffer.resize(100).unwrap();
    let access = fake::calls_of("cuMemSetAccess");
    buffer.grant_access(&peer).unwrap();
    buffer.grant_access(&peer).unwrap();
    buffer.grant_access(&device).unwrap();
    assert_eq!(
        fake::calls_of("cuMemSetAccess"),
        access + 1,
        "once, for the mapped granule"
    );
    buffer.resize(3 << 20).unwrap();
    assert_eq!(
        fake::calls_of("cuMemSetAccess"),
        access + 2,
        "the new granule for both"
    );
}

#[test]
fn exported_chunks_map_the_same_memory_elsewhere() {
    use std::os::fd::AsFd;
    let _leaks = NoLeaks::new();
    let device = device();
    let mut buffer = GrowableBuffer::<u32>::new_exportable(&device, 4 * GRANULE).unwrap();
    buffer.resize(GRANULE + 10).unwrap();
    let data = pattern(GRANULE + 10, 7);
    buffer.copy_from(&data).unwrap();
    let chunks = buffer.export_chunks().unwrap();
    // One chunk of two granules: the growth mapped it at once.
    assert_eq!(chunks.iter().map(|c| c.1).collect::<Vec<_>>(), [4 << 20]);
    let borrowed: Vec<_> = chunks
        .iter()
        .map(|(fd, bytes)| (fd.as_fd(), *bytes))
        .collect();
    // Mapped a second time, as another process would (the fake allows it in one).
    // SAFETY: one buffer's chunks in order; this test orders the two views' accesses.
    let mut other =
        unsafe { GrowableBuffer::<u32>::import_chunks(&device, &borrowed, GRANULE + 10) }.unwrap();
    assert_ne!(other.device_ptr(), buffer.device_ptr());
    assert_eq!(other.to_vec().unwrap(), data);
    other.slice_mut(..3).unwrap().copy_from(&[1, 2, 3]).unwrap();
    assert_eq!(
        buffer.slice(..3).unwrap().to_vec().unwrap(),
        [1, 2, 3],
        "the same memory"
    );
    // More than the chunks hold: refused, nothing left mapped.
    // SAFETY: as above.
    let refused =
        unsafe { GrowableBuffer::<u32>::import_chunks(&device, &borrowed, 2 * GRANULE + 1) };
    assert!(matches!(refused.unwrap_err(), Error::OutOfRange { .. }));
    let plain = GrowableBuffer::<u32>::new(&device, 16).unwrap();
    assert!(matches!(
        plain.export_chunks(),
        Err(Error::NotExportable { .. })
    ));
}

#[test]
fn exported_chunks_hold_uploads_still_landing() {
    use std::os::unix::fs::FileExt;
    let _leaks = NoLeaks::new();
    let device = device();
    let mut buffer = GrowableBuffer::<u32>::new_exportable(&device, GRANULE).unwrap();
    buffer.resize(1024).unwrap();
    let data = pattern(1024, 9);
    // A synchronous upload from pageable memory: it may still be landing when this returns
    // (the fake lands it only when the legacy stream runs something next).
    buffer.copy_from(&data).unwrap();
    let (fd, bytes) = buffer.export_chunks().unwrap().pop().unwrap();
    assert_eq!(bytes, 2 << 20);
    // Read as another process mapping the chunk would (the fake's chunks are memory files):
    // nothing orders it after the upload but the export itself.
    let mut read = vec![0u8; 4096];
    std::fs::File::from(fd).read_exact_at(&mut read, 0).unwrap();
    let words: Vec<u32> = read
        .chunks_exact(4)
        .map(|w| u32::from_ne_bytes(w.try_into().unwrap()))
        .collect();
    assert!(words == data, "the other process reads stale memory");
}
