//! Files to device memory and back (`cudyn::file`) on the fake driver, with files on the
//! machine's own filesystem (the target directory, not tmpfs): byte-checked round trips of
//! every size class at aligned and unaligned offsets, every memory kind, the page cache,
//! `O_DIRECT` and buffered paths each shown taken, ranges refused, and injected failures.
#![cfg(target_os = "linux")]

use cudyn_test_common as common;

use std::fs::File;
use std::os::unix::fs::{FileExt, OpenOptionsExt};

use common::scratch::{Scratch, pattern};
use common::{NoLeaks, device};
use cudyn::{Attach, DeviceBuffer, Error, PinnedBuffer, PinnedFlags, UnifiedBuffer, View, ViewMut};
use cudyn_fake_driver as fake;

const MIB: usize = 1 << 20;

/// A scratch file in this binary's temporary folder (on the machine's own disk).
fn scratch(name: &str, data: &[u8]) -> Scratch {
    Scratch::new(env!("CARGO_TARGET_TMPDIR"), &format!("files-{name}"), data)
}

/// The paths' counters and the fault injection are process-wide: the tests take turns.
fn turn() -> std::sync::MutexGuard<'static, ()> {
    static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

/// Under CI's valgrind step (a few MB/s), fewer and smaller transfers: every path still runs.
fn valgrind() -> bool {
    std::env::var_os("CUDYN_VALGRIND").is_some()
}

fn staged_dmas() -> u64 {
    fake::calls_of("cuMemcpyHtoDAsync_v2") + fake::calls_of("cuMemcpyDtoHAsync_v2")
}

#[test]
fn reads_of_every_size_class_land_byte_for_byte() {
    let _turn = turn();
    let _leaks = NoLeaks::new();
    let device = device();
    cudyn::set_staging_threads(4);
    let data = pattern(if valgrind() { 9 } else { 24 } * MIB, 1);
    let scratch = scratch("reads", &data);
    let (lens, offsets): (&[usize], &[usize]) = match valgrind() {
        true => (&[1, 4097, 4 * MIB + 4097], &[0, 4093]),
        false => (
            &[
                1,
                100,
                4095,
                4096,
                4097,
                MIB + 3,
                4 * MIB + 4097,
                9 * MIB + 13,
            ],
            &[0, 1, 4093, 8192],
        ),
    };
    for &len in lens {
        for &offset in offsets {
            let mut on_device = DeviceBuffer::<u8>::zeroed(&device, len).unwrap();
            let dmas = staged_dmas();
            cudyn::file::read_at(&scratch.file, offset as u64, &mut on_device).unwrap();
            let back = on_device.to_vec().unwrap();
            assert!(
                back == data[offset..offset + len],
                "{len} bytes at {offset}"
            );
            // Ranges from the staging threshold on go through the ring.
            assert_eq!(staged_dmas() > dmas, len >= 4 * MIB, "{len} bytes");
        }
    }
    // Every other kind of memory, large and small, and through the path's form.
    let (len, offset) = (5 * MIB + 7, 3);
    let expected = &data[offset..offset + len];
    let mut pinned = PinnedBuffer::<u8>::zeroed(&device, len, PinnedFlags::DEFAULT).unwrap();
    cudyn::file::read_path(&scratch.path, offset as u64, &mut pinned).unwrap();
    assert!(pinned.as_slice() == expected);
    let mut unified = UnifiedBuffer::<u8>::zeroed(&device, len, Attach::Global).unwrap();
    cudyn::file::read_at(&scratch.file, offset as u64, &mut unified).unwrap();
    assert!(unified.as_slice().unwrap() == expected);
    let mut vec = vec![0u8; len];
    cudyn::file::read_at(&scratch.file, offset as u64, &mut vec).unwrap();
    assert!(vec == expected);
    // Typed views, several ranges at once, into one buffer's two halves.
    let words = DeviceBuffer::<u32>::zeroed(&device, 2 * MIB).unwrap();
    let mut words = words;
    let (a, b) = ViewMut::from(&mut words).split_at(MIB).unwrap();
    let (first, second) = (4 * MIB as u64..8 * MIB as u64, 12..4 * MIB as u64 + 12);
    cudyn::file::read_many(&scratch.file, [(first.clone(), a), (second.clone(), b)]).unwrap();
    let back: Vec<u8> = bytemuck::cast_slice(&words.to_vec().unwrap()).to_vec();
    assert!(back[..4 * MIB] == data[4 * MIB..8 * MIB]);
    assert!(back[4 * MIB..] == data[12..4 * MIB + 12]);
}

#[test]
fn writes_land_in_their_range_and_leave_every_byte_around_it() {
    let _turn = turn();
    let _leaks = NoLeaks::new();
    let device = device();
    cudyn::set_staging_threads(4);
    let before = vec![0xEE; 20 * MIB];
    let scratch = scratch("writes", &before);
    let mut expected = before.clone();
    for (i, (len, offset)) in [
        (1, 5),
        (4095, 4097),
        (4096, 8192),
        (MIB + 3, 12_345),
        (4 * MIB + 4097, 2 * MIB + 1),
        (9 * MIB + 13, 10 * MIB),
    ]
    .into_iter()
    .filter(|&(len, _)| !valgrind() || len < 8 * MIB)
    .enumerate()
    {
        let data = pattern(len, 10 + i as u32);
        let on_device = DeviceBuffer::from_slice(&device, &data).unwrap();
        let dmas = staged_dmas();
        cudyn::file::write_at(&scratch.file, offset as u64, &on_device).unwrap();
        assert_eq!(staged_dmas() > dmas, len >= 4 * MIB, "{len} bytes");
        expected[offset..offset + len].copy_from_slice(&data);
        assert!(scratch.contents() == expected, "{len} bytes at {offset}");
    }
    // Past the end, the file grows; from pinned and pageable memory, and by path.
    let tail = pattern(6 * MIB, 99);
    let pinned = PinnedBuffer::from_slice(&device, &tail, PinnedFlags::DEFAULT).unwrap();
    cudyn::file::write_path(&scratch.path, 20 * MIB as u64 + 1, &pinned).unwrap();
    cudyn::file::write_at(&scratch.file, 0, &tail[..3]).unwrap();
    expected.push(0);
    expected.extend_from_slice(&tail);
    expected[..3].copy_from_slice(&tail[..3]);
    assert!(scratch.contents() == expected);
}

/// With the most threads a file transfer takes (12: more parts than an 8 MiB slot has whole
/// MiBs, so the parts are uneven), whole slots both ways, read back cached and then direct.
#[test]
fn the_most_threads_move_whole_slots_both_ways_exactly() {
    let _turn = turn();
    let _leaks = NoLeaks::new();
    let device = device();
    cudyn::set_staging_threads(12);
    assert_eq!(cudyn::file_threads(), 12);
    let (len, offset) = (if valgrind() { 9 } else { 40 } * MIB + 13, 4093);
    let mut expected = vec![0xEE; offset + len + 5];
    let scratch = scratch("most-threads", &expected);
    let data = pattern(len, 77);
    let on_device = DeviceBuffer::from_slice(&device, &data).unwrap();
    let dmas = staged_dmas();
    cudyn::file::write_at(&scratch.file, offset as u64, &on_device).unwrap();
    assert!(staged_dmas() > dmas);
    expected[offset..offset + len].copy_from_slice(&data);
    assert!(scratch.contents() == expected);
    // Under valgrind cached only: the direct path runs there in the test of both paths.
    for evicted in [false, true]
        .into_iter()
        .take(if valgrind() { 1 } else { 2 })
    {
        if evicted {
            scratch.evict();
        }
        let mut back = DeviceBuffer::<u8>::zeroed(&device, len).unwrap();
        cudyn::file::read_at(&scratch.file, offset as u64, &mut back).unwrap();
        assert!(back.to_vec().unwrap() == data, "evicted first: {evicted}");
    }
}

#[test]
fn ranges_past_the_end_or_of_another_length_are_refused_before_anything_moves() {
    let _turn = turn();
    let _leaks = NoLeaks::new();
    let device = device();
    let data = pattern(64 * 1024, 3);
    let scratch = scratch("refused", &data);
    let mut on_device = DeviceBuffer::<u8>::zeroed(&device, 4096).unwrap();
    let calls = fake::calls();
    let past = cudyn::file::read_at(&scratch.file, 62 * 1024, &mut on_device).unwrap_err();
    assert!(
        matches!(&past, Error::FileRange { start: 63488, end: 67584, path, .. } if path.ends_with(&scratch.path.file_name().unwrap().to_string_lossy().to_string())),
        "{past}"
    );
    assert_eq!(fake::calls(), calls, "nothing moved");
    let overflow = cudyn::file::read_at(&scratch.file, u64::MAX - 10, &mut on_device).unwrap_err();
    assert!(matches!(overflow, Error::FileRange { .. }), "{overflow}");
    // One bad pair in a batch reads none: the good pair before it is untouched.
    let (a, b) = ViewMut::from(&mut on_device).split_at(2048).unwrap();
    let mismatch = cudyn::file::read_many(&scratch.file, [(0..2048, a), (0..100, b)]).unwrap_err();
    assert!(matches!(mismatch, Error::FileRange { .. }), "{mismatch}");
    let backwards = ViewMut::from(&mut on_device).slice(..0).unwrap();
    #[allow(clippy::reversed_empty_ranges)]
    let reversed = cudyn::file::read_many(&scratch.file, [(10..5, backwards)]);
    assert!(
        matches!(reversed, Err(Error::FileRange { .. })),
        "{reversed:?}"
    );
    assert!(on_device.to_vec().unwrap().iter().all(|&b| b == 0));
    // Empty ranges move nothing, even at the very end.
    let empty = ViewMut::from(&mut on_device).slice(..0).unwrap();
    cudyn::file::read_at(&scratch.file, data.len() as u64, empty).unwrap();
    // A rectangle with gaps is no file range; a missing file is an error naming it.
    let mut pitched = DeviceBuffer::<u8>::zeroed(&device, 4096).unwrap();
    let rect = ViewMut::from(&mut pitched).rect(4, 100, 1000).unwrap();
    let gapped = cudyn::file::read_at(&scratch.file, 0, rect).unwrap_err();
    assert!(matches!(gapped, Error::NotContiguous { .. }), "{gapped}");
    let missing = cudyn::file::read_path("/nonexistent/cudyn", 0, &mut on_device).unwrap_err();
    assert!(
        matches!(&missing, Error::FileIo { path, kind: std::io::ErrorKind::NotFound, .. } if &**path == "/nonexistent/cudyn"),
        "{missing}"
    );
}

#[test]
fn cached_direct_and_buffered_reads_are_each_taken_and_each_exact() {
    let _turn = turn();
    let _leaks = NoLeaks::new();
    let device = device();
    cudyn::set_staging_threads(4);
    let data = pattern(12 * MIB, 5);
    let scratch = scratch("paths", &data);
    let len = 8 * MIB + 4099;
    let mut on_device = DeviceBuffer::<u8>::zeroed(&device, len).unwrap();
    let read = |on_device: &mut DeviceBuffer<u8>| {
        let before = cudyn::file::paths_taken();
        cudyn::file::read_at(&scratch.file, 4093, &mut *on_device).unwrap();
        assert!(on_device.to_vec().unwrap() == data[4093..4093 + len]);
        let after = cudyn::file::paths_taken();
        [0, 1, 2].map(|i| after[i] - before[i])
    };
    // Cold: the disk, all of it through O_DIRECT (the unaligned head and end too, through a
    // block of their own: a buffered read there would start the kernel's read-ahead). Whatever
    // the kernel kept cached (it may skip a few pages, see `evict`) a part may find whole in
    // the cache; every byte it does not hold comes through O_DIRECT, no byte buffered.
    let range = 4093..4093 + len;
    scratch.evict();
    let uncached = scratch.uncached(range.clone());
    assert!(uncached >= MIB, "the kernel let only {uncached} bytes go");
    let [cached, direct, buffered] = read(&mut on_device);
    assert_eq!(cached + direct, len as u64);
    assert!(
        buffered == 0 && direct >= uncached as u64,
        "{cached} {direct} {uncached}"
    );
    // Cached: the page cache holds it all (read through it with std), no disk read.
    assert_eq!(scratch.contents(), data);
    let [cached, direct, _] = read(&mut on_device);
    assert!(cached >= 8 * MIB as u64 && direct == 0, "{cached} {direct}");
    // A filesystem that refuses O_DIRECT: buffered, the same bytes.
    scratch.evict();
    let uncached = scratch.uncached(range);
    cudyn::file::inject_file_faults(None, true);
    let [cached, direct, buffered] = read(&mut on_device);
    cudyn::file::inject_file_faults(None, false);
    // (Buffered reads make the kernel read ahead: later parts find pages cached.)
    assert!(
        direct == 0 && buffered >= MIB.min(uncached) as u64,
        "{direct} {buffered}"
    );
    assert_eq!(cached + buffered, len as u64);
    // Writes go direct where aligned too.
    let before = cudyn::file::paths_taken();
    let up = DeviceBuffer::from_slice(&device, &data[..8 * MIB]).unwrap();
    cudyn::file::write_at(&scratch.file, 4096, &up).unwrap();
    assert!(cudyn::file::paths_taken()[1] - before[1] >= 8 * MIB as u64);
    let mut expected = data.clone();
    expected[4096..4096 + 8 * MIB].copy_from_slice(&data[..8 * MIB]);
    assert!(scratch.contents() == expected);
}

#[test]
fn injected_failures_are_typed_and_nothing_lands_past_what_was_read() {
    let _turn = turn();
    let _leaks = NoLeaks::new();
    let device = device();
    cudyn::set_staging_threads(4);
    let data = pattern(16 * MIB, 7);
    let scratch = scratch("failures", &data);
    // Twelve chunks' worth, or five under valgrind: either way failures early, in the middle
    // and late, with whole chunks moved before them.
    let (start, len) = (100u64, if valgrind() { 5 } else { 12 } * MIB);
    let at = |twelfths: usize| start + (len / 12 * twelfths) as u64;
    let cases = [
        (at(7) + 5, libc::EIO),
        (start + 3, libc::EIO),
        (at(10), 0),
        (start + 5000, libc::EIO),
    ];
    for (fail_at, errno) in cases.into_iter().take(if valgrind() { 2 } else { 4 }) {
        for cold in [false, true] {
            if cold {
                scratch.evict();
            }
            let mut on_device = DeviceBuffer::from_slice(&device, &vec![0x5Au8; len]).unwrap();
            cudyn::file::inject_file_faults(Some((fail_at, errno)), false);
            let error = cudyn::file::read_at(&scratch.file, start, &mut on_device).unwrap_err();
            cudyn::file::inject_file_faults(None, false);
            let Error::FileIo {
                writing: false,
                offset,
                landed,
                kind,
                errno: code,
                ref path,
                ..
            } = error
            else {
                panic!("{error}");
            };
            assert_eq!(offset, fail_at, "{error}");
            assert!(path.contains("files-failures"), "{error}");
            match errno {
                0 => assert_eq!(kind, std::io::ErrorKind::UnexpectedEof),
                errno => assert_eq!(code, Some(errno)),
            }
            let failed = (fail_at - start) as usize;
            assert!(landed as usize <= failed, "{error}");
            let back = on_device.to_vec().unwrap();
            assert!(
                back[..landed as usize] == data[start as usize..start as usize + landed as usize]
            );
            // Nothing past what was read was written: the rest is as it was, or read bytes.
            for (i, &b) in back.iter().enumerate().skip(failed) {
                assert_eq!(b, 0x5A, "byte {i} written though never read ({error})");
            }
        }
    }
    // A full disk while writing: typed, the bytes around the range untouched, and the next
    // transfer whole (the ring and its threads recovered).
    let fill = pattern(len, 8);
    let on_device = DeviceBuffer::from_slice(&device, &fill).unwrap();
    cudyn::file::inject_file_faults(Some((at(9), libc::ENOSPC)), false);
    let error = cudyn::file::write_at(&scratch.file, start, &on_device).unwrap_err();
    cudyn::file::inject_file_faults(None, false);
    assert!(
        matches!(
            error,
            Error::FileIo {
                writing: true,
                errno: Some(libc::ENOSPC),
                ..
            }
        ),
        "{error}"
    );
    assert!(error.to_string().contains("writing"), "{error}");
    let contents = scratch.contents();
    assert!(contents[..start as usize] == data[..start as usize]);
    assert!(contents[start as usize + len..] == data[start as usize + len..]);
    cudyn::file::write_at(&scratch.file, start, &on_device).unwrap();
    let mut back = DeviceBuffer::<u8>::zeroed(&device, len).unwrap();
    cudyn::file::read_at(&scratch.file, start, &mut back).unwrap();
    assert!(back.to_vec().unwrap() == fill);
    let _: View<'_, u8> = View::from(&back);
}

/// The driver failing under a staged file transfer (the sweep in tests/fault_injection/ covers
/// the small ranges; the staged copies' sweep, the ring's pipeline, which file transfers share):
/// a ring that cannot be made falls back to a buffer, and the bytes still land; a failed DMA or
/// mark write is the driver's typed error, and the next transfer is whole.
#[test]
fn driver_failures_under_a_staged_file_transfer_fall_back_or_are_typed() {
    let _turn = turn();
    let _leaks = NoLeaks::new();
    let device = device();
    cudyn::set_staging_threads(4);
    let data = pattern(5 * MIB, 11);
    let scratch = scratch("driver-failures", &data);
    let out_of_memory = cudyn::sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY.0 as i32;
    let read = |on_device: &mut DeviceBuffer<u8>| cudyn::file::read_at(&scratch.file, 0, on_device);
    for (entry, falls_back) in [
        ("cuMemHostRegister_v2", true),
        ("cuStreamCreateWithPriority", true),
        ("cuEventCreate", true),
        ("cuMemcpyHtoDAsync_v2", false),
        ("cuStreamWriteValue32_v2", false),
    ]
    .into_iter()
    // Under valgrind one of each outcome.
    .filter(|&(entry, _)| !valgrind() || matches!(entry, "cuEventCreate" | "cuMemcpyHtoDAsync_v2"))
    {
        device.free_staging_memory();
        let mut on_device = DeviceBuffer::<u8>::zeroed(&device, data.len()).unwrap();
        fake::fail_function(entry, out_of_memory);
        let outcome = read(&mut on_device);
        fake::clear_failures();
        assert_eq!(
            fake::take_last_injected().as_deref(),
            Some(entry),
            "reached"
        );
        match outcome {
            Ok(()) if falls_back => assert!(on_device.to_vec().unwrap() == data, "{entry}"),
            Err(Error::Driver(error)) if !falls_back => {
                assert_eq!(error.call(), entry);
            }
            other => panic!("{entry}: {other:?}"),
        }
        read(&mut on_device).unwrap();
        assert!(
            on_device.to_vec().unwrap() == data,
            "{entry}: the next read"
        );
    }
    device.free_staging_memory();
}

/// The direct descriptor never widens the caller's access: a file opened read-only cannot be
/// written (not even the aligned parts that would go direct), one opened write-only cannot be
/// read, and one opened to append is refused for writes at an offset (pwrite would append).
#[test]
fn a_transfer_is_refused_what_the_callers_descriptor_refuses() {
    let _turn = turn();
    let _leaks = NoLeaks::new();
    let device = device();
    cudyn::set_staging_threads(4);
    let data = pattern(6 * MIB, 13);
    let scratch = scratch("access", &data);
    let on_device = DeviceBuffer::from_slice(&device, &pattern(6 * MIB, 14)).unwrap();
    let read_only = File::open(&scratch.path).unwrap();
    let error = cudyn::file::write_at(&read_only, 4096, &on_device).unwrap_err();
    assert!(
        matches!(
            error,
            Error::FileIo {
                writing: true,
                errno: Some(libc::EBADF),
                ..
            }
        ),
        "{error}"
    );
    assert!(
        scratch.contents() == data,
        "nothing written through a read-only descriptor"
    );
    let write_only = File::options().write(true).open(&scratch.path).unwrap();
    let mut back = DeviceBuffer::<u8>::zeroed(&device, 6 * MIB).unwrap();
    let error = cudyn::file::read_at(&write_only, 0, &mut back).unwrap_err();
    assert!(
        matches!(
            error,
            Error::FileIo {
                writing: false,
                errno: Some(libc::EBADF),
                ..
            }
        ),
        "{error}"
    );
    assert!(
        back.to_vec().unwrap().iter().all(|&b| b == 0),
        "nothing read"
    );
    let append = File::options().append(true).open(&scratch.path).unwrap();
    let error = cudyn::file::write_at(&append, 0, &on_device).unwrap_err();
    assert!(matches!(error, Error::FileRange { .. }), "{error}");
    assert!(scratch.contents() == data);
    // A descriptor opened only to name the file (O_PATH) reads nothing, staged or not.
    let path_only = File::options()
        .read(true)
        .custom_flags(libc::O_PATH)
        .open(&scratch.path)
        .unwrap();
    let error = cudyn::file::read_at(&path_only, 0, &mut back).unwrap_err();
    assert!(
        matches!(
            error,
            Error::FileIo {
                errno: Some(libc::EBADF),
                ..
            }
        ),
        "{error}"
    );
    // A FIFO with no one at its other end is an error at once, not a wait without end.
    let fifo = scratch.path.with_extension("fifo");
    let name = std::ffi::CString::new(fifo.as_os_str().as_encoded_bytes()).unwrap();
    // SAFETY: a NUL-terminated path of our own.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
    let read = cudyn::file::read_path(&fifo, 0, &mut back);
    let write = cudyn::file::write_path(&fifo, 0, &on_device);
    let load = cudyn::file::Safetensors::load(&device, &fifo);
    assert!(read.is_err() && write.is_err() && load.is_err());
    // The caller's own writer of a FIFO whose reader is gone: a staged write opens no second
    // descriptor that would wait for a reader.
    let reader = File::options()
        .read(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(&fifo)
        .unwrap();
    let writer = File::options().write(true).open(&fifo).unwrap();
    drop(reader);
    let write = cudyn::file::write_at(&writer, 0, &on_device);
    let _ = std::fs::remove_file(&fifo);
    assert!(matches!(write, Err(Error::FileIo { .. })), "{write:?}");
}

#[test]
fn a_callers_own_direct_descriptor_moves_unaligned_ranges_exactly() {
    let _turn = turn();
    let _leaks = NoLeaks::new();
    let device = device();
    cudyn::set_staging_threads(4);
    let data = pattern(12 * MIB, 17);
    let scratch = scratch("own-direct", &data);
    let direct = File::options()
        .read(true)
        .write(true)
        .custom_flags(libc::O_DIRECT)
        .open(&scratch.path)
        .unwrap();
    // Unaligned at both ends: bounced, staged, and in place into host memory.
    for (offset, len) in [(5, 1000), (4093, 8 * MIB + 4099), (3, 300_001)] {
        let mut on_device = DeviceBuffer::<u8>::zeroed(&device, len).unwrap();
        cudyn::file::read_at(&direct, offset, &mut on_device).unwrap();
        let want = &data[offset as usize..offset as usize + len];
        assert!(on_device.to_vec().unwrap() == want, "{offset} {len}");
        let mut on_host = vec![0u8; len];
        cudyn::file::read_at(&direct, offset, &mut on_host[..]).unwrap();
        assert!(on_host == want, "{offset} {len}");
    }
    let up = DeviceBuffer::from_slice(&device, &pattern(8 * MIB + 7, 18)).unwrap();
    cudyn::file::write_at(&direct, 1001, &up).unwrap();
    let mut expected = data.clone();
    expected[1001..1001 + 8 * MIB + 7].copy_from_slice(&pattern(8 * MIB + 7, 18));
    assert!(scratch.contents() == expected);
    // The largest offset a file can have bounds a write: refused before anything moves.
    let past = cudyn::file::write_at(&direct, i64::MAX as u64, &up).unwrap_err();
    assert!(matches!(past, Error::FileRange { .. }), "{past}");
}

#[test]
fn a_file_cut_short_during_a_read_is_a_typed_error_never_a_crash() {
    let _turn = turn();
    let _leaks = NoLeaks::new();
    let device = device();
    cudyn::set_staging_threads(4);
    let len = if valgrind() { 8 } else { 48 } * MIB;
    let data = pattern(len, 19);
    let scratch = scratch("cut", &data);
    let mut on_device = DeviceBuffer::<u8>::zeroed(&device, len).unwrap();
    let (mut whole, mut cut) = (0, 0);
    for round in 0..if valgrind() { 2 } else { 12 } {
        scratch.file.set_len(0).unwrap();
        scratch.file.write_all_at(&data, 0).unwrap();
        std::thread::scope(|s| {
            s.spawn(|| {
                std::thread::sleep(std::time::Duration::from_micros(500 * round));
                scratch.file.set_len(MIB as u64).unwrap();
            });
            match cudyn::file::read_at(&scratch.file, 0, &mut on_device) {
                Ok(()) => whole += 1,
                Err(Error::FileIo {
                    kind: std::io::ErrorKind::UnexpectedEof,
                    landed,
                    ..
                }) => {
                    cut += 1;
                    let back = on_device.to_vec().unwrap();
                    assert!(back[..landed as usize] == data[..landed as usize]);
                }
                // Cut before the read began: refused whole.
                Err(Error::FileRange { .. }) => cut += 1,
                Err(other) => panic!("{other}"),
            }
        });
    }
    assert!(cut > 0, "{whole} whole reads, none cut");
}
