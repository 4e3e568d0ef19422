//! The staging ring's life: one per device however many handles, and a copy that still works
//! when the ring cannot be made. Its own binary: rings and the thread cap are process-wide.

use cudyn_test_common as common;

use common::{NoLeaks, copy_together, device};
use cudyn::sys::CUresult;
use cudyn::{
    Attach, Device, DeviceBuffer, PinnedBuffer, PinnedFlags, RegisteredHost, Stream, UnifiedBuffer,
};
use cudyn_fake_driver as fake;

/// The fake's counts are per thread but the rings are per process: the tests take turns.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Bytes of a copy large enough to be staged (past 4 MiB) in several chunks. Under CI's
/// valgrind step (`CUDYN_VALGRIND`), 6 MiB: the same paths, each byte copied and checked costing
/// valgrind a hundred times what it costs natively.
fn large() -> usize {
    match std::env::var_os("CUDYN_VALGRIND") {
        Some(_) => 6 << 20,
        None => 20 << 20,
    }
}

/// Has the device's context make its first large allocation, whose ring memory is made ahead
/// by a thread of the library's, and gives the ring back: every ring these tests count is made
/// by their own thread.
fn past_the_first_large_allocation(device: &Device) {
    let mut first = DeviceBuffer::<u8>::uninit(device, large()).unwrap();
    // A staged copy waits for the memory made ahead.
    first.copy_from(&vec![0u8; large()]).unwrap();
    drop(first);
    device.free_staging_memory();
}

#[test]
fn three_handles_of_one_device_share_one_ring() {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let _leaks = NoLeaks::new();
    let handles = [device(), Device::get(0).unwrap(), Device::get(0).unwrap()];
    handles[0].mem_info().unwrap(); // retains the primary context, once
    past_the_first_large_allocation(&handles[0]);
    let data = vec![9u8; large()];
    let (pinned, registered) = (
        fake::calls_of("cuMemHostAlloc"),
        fake::calls_of("cuMemHostRegister_v2"),
    );
    let retains = fake::calls_of("cuDevicePrimaryCtxRetain");
    let buffers: Vec<_> = handles
        .iter()
        .map(|d| DeviceBuffer::from_slice(d, &data).unwrap())
        .collect();
    for buffer in &buffers {
        assert!(buffer.to_vec().unwrap() == data);
    }
    // One ring for all three handles (its slots and marks one mapping on huge pages where the
    // system offers them, else four slots and a block of marks from the driver), and no new
    // retain of the context.
    let huge = fake::calls_of("cuMemHostRegister_v2") - registered;
    let made = fake::calls_of("cuMemHostAlloc") - pinned;
    assert!(
        (huge, made) == (1, 0) || (huge, made) == (0, 5),
        "{huge} {made}"
    );
    assert_eq!(fake::calls_of("cuDevicePrimaryCtxRetain"), retains);
    // Freeing it through any handle frees the one ring.
    let live = fake::live_allocations();
    handles[2].free_staging_memory();
    // Its pinned memory, the ordering event and the stream.
    let pieces = if huge == 1 { 1 } else { 4 + 1 };
    assert_eq!(fake::live_allocations(), live - pieces - 1 - 1);
    drop(buffers);
}

#[test]
fn a_ring_that_cannot_be_made_leaves_copies_to_the_driver() {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let _leaks = NoLeaks::new();
    let device = device();
    past_the_first_large_allocation(&device);
    let data: Vec<u8> = (0..large()).map(|i| (i % 253) as u8).collect();
    let direct = fake::calls_of("cuMemcpyHtoD_v2");
    // Pinned memory runs out: the ring's memory can be neither registered on huge pages nor
    // allocated by the driver.
    for entry in ["cuMemHostAlloc", "cuMemHostRegister_v2"] {
        fake::fail_function(entry, CUresult::CUDA_ERROR_OUT_OF_MEMORY.0 as i32);
    }
    let on_device = DeviceBuffer::from_slice(&device, &data).unwrap();
    assert!(on_device.to_vec().unwrap() == data);
    fake::clear_failures();
    assert_eq!(
        fake::calls_of("cuMemcpyHtoD_v2"),
        direct + 1,
        "the driver's path"
    );
    // With pinned memory back, the next large copy makes the ring and uses it.
    let staged = fake::calls_of("cuMemcpyHtoDAsync_v2");
    let again = DeviceBuffer::from_slice(&device, &data).unwrap();
    assert!(fake::calls_of("cuMemcpyHtoDAsync_v2") > staged);
    drop((on_device, again));
    device.free_staging_memory();
}

/// Threads of this process named as staging workers of the first crew (numbered 1 to 7), or
/// of the second (from 9: started by two copies at once, or by a file transfer, which takes
/// only the second).
fn staging_threads(second: bool) -> usize {
    std::fs::read_dir("/proc/self/task")
        .unwrap()
        .filter_map(|task| std::fs::read_to_string(task.ok()?.path().join("comm")).ok())
        .filter_map(|name| {
            name.trim()
                .strip_prefix("cudyn-stage-")?
                .parse::<usize>()
                .ok()
        })
        .filter(|&index| (index >= 9) == second)
        .count()
}

/// [`staging_threads`] once it reaches `want`, or after `patience` ms: a thread takes its name
/// when it first runs, which on a busy machine (or under valgrind, one thread at a time) may come
/// after the copy that started it has returned.
fn staging_threads_named(second: bool, want: usize, patience: u64) -> usize {
    let start = std::time::Instant::now();
    loop {
        let named = staging_threads(second);
        if named >= want || start.elapsed() > std::time::Duration::from_millis(patience) {
            return named;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

#[test]
#[cfg(target_os = "linux")]
fn a_huge_thread_cap_starts_only_the_threads_a_copy_can_use() {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let _leaks = NoLeaks::new();
    let device = device();
    cudyn::set_staging_threads(200);
    assert_eq!(cudyn::staging_threads(), 8);
    assert_eq!(cudyn::file_threads(), 12);
    let data = vec![5u8; 17 << 20];
    let mut on_device = DeviceBuffer::from_slice(&device, &data).unwrap();
    assert!(on_device.to_vec().unwrap() == data);
    // A copy uses at most 8 threads: this one and 7 workers.
    let started = staging_threads_named(false, 7, 10_000);
    assert!((1..=7).contains(&started), "{started} staging threads");
    cudyn::set_staging_threads(usize::MAX);
    let again = DeviceBuffer::from_slice(&device, &data).unwrap();
    assert!(again.to_vec().unwrap() == data);
    // (A thread more would name itself within a moment.)
    assert_eq!(
        staging_threads_named(false, started + 1, 200),
        started,
        "a larger cap started more"
    );
    // A file read takes the second crew, with up to 12 threads: more than a copy of memory
    // (which the second crew may have served before, with at most 7 of its own).
    let path = std::env::temp_dir().join(format!("cudyn-crew-{}", std::process::id()));
    // 6 MiB: past the staging threshold, so the crew reads it.
    let file_data: Vec<u8> = (0..6 << 20).map(|i| (i % 251) as u8).collect();
    std::fs::write(&path, &file_data).unwrap();
    let file = std::fs::File::open(&path);
    let _ = std::fs::remove_file(&path);
    let mut part = on_device.slice_mut(..file_data.len()).unwrap();
    cudyn::file::read_at(&file.unwrap(), 0, &mut part).unwrap();
    assert!(
        on_device
            .slice(..file_data.len())
            .unwrap()
            .to_vec()
            .unwrap()
            == file_data
    );
    let second = staging_threads_named(true, 11, 10_000);
    assert!(
        (8..=11).contains(&second),
        "{second} threads in the second crew"
    );
    cudyn::set_staging_threads(8);
    assert_eq!((cudyn::staging_threads(), cudyn::file_threads()), (8, 8));
    drop((on_device, again));
    device.free_staging_memory();
}

/// Memory the driver knows, handed over as a plain slice (a pinned or registered buffer sliced
/// with `[..]`), takes the driver's path, where the copy engine moves page-locked memory
/// straight; memory only partly registered is staged as pageable, and so is unified memory's
/// host side (a unified buffer itself takes the driver's path).
#[test]
fn slices_of_memory_the_driver_knows_skip_the_ring() {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let _leaks = NoLeaks::new();
    let device = device();
    let bytes = 8 << 20;
    let data: Vec<u8> = (0..bytes).map(|i| (i % 251) as u8).collect();
    let mut on_device = DeviceBuffer::<u8>::uninit(&device, bytes).unwrap();
    // Calls of (the direct entry point, the asynchronous one the ring and scopes use) around
    // `copy`, for uploads or downloads.
    let counted = |up: bool, copy: &mut dyn FnMut()| {
        let names = match up {
            true => ["cuMemcpyHtoD_v2", "cuMemcpyHtoDAsync_v2"],
            false => ["cuMemcpyDtoH_v2", "cuMemcpyDtoHAsync_v2"],
        };
        let before = names.map(fake::calls_of);
        copy();
        let after = names.map(fake::calls_of);
        [after[0] - before[0], after[1] - before[1]]
    };

    let mut pinned = PinnedBuffer::from_slice(&device, &data, PinnedFlags::DEFAULT).unwrap();
    let up = counted(true, &mut || on_device.copy_from(&pinned[..]).unwrap());
    assert_eq!(up, [1, 0], "a pinned buffer as a slice, up");
    assert!(on_device.to_vec().unwrap() == data);
    pinned.fill(0);
    let down = counted(false, &mut || on_device.copy_to(&mut pinned[..]).unwrap());
    assert_eq!(down, [1, 0], "a pinned buffer as a slice, down");
    assert!(pinned[..] == data[..]);

    // In a scope: one queued copy each way on the scope's stream, no ring.
    let stream = Stream::new(&device).unwrap();
    let mut back = PinnedBuffer::<u8>::zeroed(&device, bytes, PinnedFlags::DEFAULT).unwrap();
    let queued = counted(true, &mut || {
        stream
            .scope(|s| {
                let held = s.hold(&mut on_device);
                s.copy(&pinned[..], held)?;
                s.copy(held, &mut back[..])
            })
            .unwrap()
    });
    assert_eq!(queued, [0, 1], "a pinned slice queued in a scope");
    assert!(back[..] == data[..]);

    let mut registered = RegisteredHost::new(&device, vec![0u8; bytes]).unwrap();
    let down = counted(false, &mut || {
        on_device.copy_to(&mut registered[..]).unwrap()
    });
    assert_eq!(down, [1, 0], "a registered buffer as a slice");
    assert!(registered[..] == data[..]);

    // Unified memory: the buffer takes the driver's path, right wherever its pages are; its
    // host slice, the host's access the program asked for, is staged (the fake's devices have
    // concurrent managed access).
    let mut unified = UnifiedBuffer::<u8>::zeroed(&device, bytes, Attach::Global).unwrap();
    let calls = fake::calls_of("cuMemcpy") + fake::calls_of("cuMemcpyAsync");
    let down = counted(false, &mut || on_device.copy_to(&mut unified).unwrap());
    let driver = fake::calls_of("cuMemcpy") + fake::calls_of("cuMemcpyAsync") - calls;
    assert_eq!(
        (down, driver),
        ([0, 0], 1),
        "a unified buffer: one copy of the driver's"
    );
    assert!(unified.as_slice().unwrap() == &data[..]);
    unified.as_mut_slice().unwrap().fill(0);
    let down = counted(false, &mut || {
        on_device.copy_to(unified.as_mut_slice().unwrap()).unwrap()
    });
    assert!(
        down[0] == 0 && down[1] >= 2,
        "unified memory as a slice: {down:?}"
    );
    assert!(unified.as_slice().unwrap() == &data[..]);

    // Only the first half registered (by someone else, raw): the whole is staged.
    let half = bytes / 2;
    let mut partly = vec![0u8; bytes];
    let register = cudyn::driver().unwrap().cuMemHostRegister_v2().unwrap();
    let unregister = cudyn::driver().unwrap().cuMemHostUnregister().unwrap();
    // SAFETY: the vector outlives the registration, which is undone below.
    let registered_half = unsafe { register(partly.as_mut_ptr().cast(), half, 0) };
    assert_eq!(registered_half, CUresult::CUDA_SUCCESS);
    let down = counted(false, &mut || on_device.copy_to(&mut partly[..]).unwrap());
    assert!(down[0] == 0 && down[1] >= 2, "partly registered: {down:?}");
    assert!(partly == data);
    // SAFETY: registered above, unregistered once.
    assert_eq!(
        unsafe { unregister(partly.as_mut_ptr().cast()) },
        CUresult::CUDA_SUCCESS
    );
    drop((pinned, back, registered, unified, on_device));
    device.free_staging_memory();
}

/// Large copies from several threads at once are all staged: two per device run at once (each
/// on a ring of its own, with a crew of threads of its own), the rest wait their turn; none
/// takes the driver's path. Each round starts the copies together: two uploads and a download
/// on one device, an upload to the other.
#[test]
fn copies_from_several_threads_at_once_are_all_staged() {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let _leaks = NoLeaks::new();
    device(); // loads the fake driver
    let live = fake::live_allocations_total();
    // Two rounds under valgrind (see `large`): the turns are taken in each.
    let rounds = if std::env::var_os("CUDYN_VALGRIND").is_some() {
        2
    } else {
        4
    };
    let bytes = 5 << 20;
    let copies = [(0, true), (0, false), (0, true), (1, true)];
    let together = std::sync::Barrier::new(copies.len());
    let copy_rounds = |(ordinal, up): (usize, bool), seed: u8| {
        let device = Device::get(ordinal).unwrap();
        let data: Vec<u8> = (0..bytes).map(|i| (i % 241) as u8 ^ seed).collect();
        let mut on_device = DeviceBuffer::<u8>::uninit(&device, bytes).unwrap();
        let direct = ["cuMemcpyHtoD_v2", "cuMemcpyDtoH_v2"];
        let before = direct.map(fake::calls_of);
        for _ in 0..rounds {
            let whole = copy_together(&mut on_device, &data, up, &together);
            assert!(whole, "device {ordinal}, up: {up}");
        }
        let after = direct.map(fake::calls_of);
        [after[0] - before[0], after[1] - before[1]]
    };
    let counts = std::thread::scope(|s| {
        let threads: Vec<_> = (0..copies.len())
            .map(|i| s.spawn(move || copy_rounds(copies[i], i as u8)))
            .collect();
        threads
            .into_iter()
            .map(|t| t.join().unwrap())
            .collect::<Vec<_>>()
    });
    for (copy, direct) in copies.iter().zip(counts) {
        assert_eq!(direct, [0, 0], "{copy:?}: copies left to the driver");
    }
    for ordinal in [0, 1] {
        Device::get(ordinal).unwrap().free_staging_memory();
    }
    assert_eq!(fake::live_allocations_total(), live, "allocations leaked");
}

/// A copy whose slot mark cannot be queued fails with that call's error, and leaves the ring
/// usable: the next copies through it complete, byte for byte (a slot left awaiting a mark
/// that never comes would hang them).
#[test]
fn a_mark_that_cannot_be_queued_fails_the_copy_and_leaves_the_ring_usable() {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let _leaks = NoLeaks::new();
    let device = device();
    let data: Vec<u8> = (0..large()).map(|i| (i % 239) as u8).collect();
    let mut on_device = DeviceBuffer::<u8>::uninit(&device, large()).unwrap();
    let failing = CUresult::CUDA_ERROR_LAUNCH_FAILED;
    fake::fail_function("cuStreamWriteValue32_v2", failing.0 as i32);
    match on_device.copy_from(&data) {
        Err(cudyn::Error::Driver(error)) => {
            assert_eq!(error.call(), "cuStreamWriteValue32_v2");
            assert_eq!(error.code(), failing);
        }
        other => panic!("expected the mark's error, got {other:?}"),
    }
    fake::clear_failures();
    // On another thread, so that a hang fails the test rather than stalling it.
    let (done, finished) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        on_device.copy_from(&data).unwrap();
        let arrived = on_device.to_vec().unwrap() == data;
        drop(on_device);
        let _ = done.send(arrived);
    });
    let timeout = std::time::Duration::from_secs(60);
    assert_eq!(finished.recv_timeout(timeout), Ok(true), "the next copies");
    device.free_staging_memory();
}
