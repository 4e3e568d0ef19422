//! Pool memory shared with another process through a file descriptor and exported pointers,
//! against the fake driver (which shares the memory for real through memfds). The test binary
//! runs itself as the child.

use cudyn_test_common as common;

use std::os::fd::AsFd;
use std::os::unix::net::UnixStream;

use common::{NoLeaks, device, pattern, socket_child};
use cudyn::{
    DeviceBuffer, Error, MemPool, PoolImport, PoolPointer, Stream, recv_fd, send_fd,
    send_fd_to_same_user,
};
use cudyn_fake_driver as fake;

const SOCKET: &str = "CUDYN_TEST_SHARED_POOL_SOCKET";
const SWEEP: &str = "CUDYN_TEST_SHARED_POOL_SWEEP";
const LEN: usize = 1000;

/// The child: imports the pool and the pointer it is sent, checks the parent's data, writes
/// its own, and says so.
fn child(socket: &UnixStream) {
    let device = device();
    let mut bytes = [0u8; 64];
    let (fd, received) = recv_fd(socket, &mut bytes).expect("a descriptor and a pointer");
    assert_eq!(received, 64);
    let pool = MemPool::import_fd(&device, fd.as_fd()).expect("the pool imports");
    // SAFETY: the parent keeps the allocation alive until this process says it is done.
    let mut memory =
        unsafe { PoolImport::<u32>::open(&pool, &PoolPointer::from_bytes(bytes), LEN) }
            .expect("the pointer imports");
    assert_eq!(
        memory.to_vec().unwrap(),
        pattern(LEN, 1),
        "the parent's data"
    );
    memory.copy_from(&pattern(LEN, 2)).unwrap();
    drop(memory);
    drop(pool);
    socket_child::done(socket);
}

/// The parent's side: `LEN` words of `pattern(LEN, seed)` in an exportable pool, sent to a
/// child running `test` (marked by `var`) as the pool's descriptor and the pointer's bytes;
/// returns the pool and the buffer once the child is done.
fn share_with_child(test: &str, var: &str, seed: u32) -> (MemPool, DeviceBuffer<u32>) {
    let device = device();
    let pool = MemPool::new_exportable(&device).unwrap();
    let stream = Stream::new(&device).unwrap();
    let mut buffer = DeviceBuffer::<u32>::alloc_from_pool(&pool, &stream, LEN).unwrap();
    stream.synchronize().unwrap();
    buffer.copy_from(&pattern(LEN, seed)).unwrap();
    let pointer = buffer.export_pointer().unwrap();
    let fd = pool.export_fd().unwrap();
    // As a server would: the child runs as this user, so the check lets it have the pool.
    socket_child::run(test, var, &["--nocapture"], |socket| {
        send_fd_to_same_user(socket, fd.as_fd(), &pointer.to_bytes()).unwrap()
    });
    (pool, buffer)
}

#[test]
fn another_process_maps_pool_memory_through_a_descriptor() {
    if let Some(socket) = socket_child::parent(SOCKET) {
        return child(&socket);
    }
    let _leaks = NoLeaks::new();
    let (_pool, buffer) = share_with_child(
        "another_process_maps_pool_memory_through_a_descriptor",
        SOCKET,
        1,
    );
    assert_eq!(
        buffer.to_vec().unwrap(),
        pattern(LEN, 2),
        "the child's data"
    );
}

#[test]
fn only_memory_of_exportable_pools_exports() {
    let _leaks = NoLeaks::new();
    let device = device();
    let plain = DeviceBuffer::<u32>::zeroed(&device, 16).unwrap();
    assert!(matches!(
        plain.export_pointer(),
        Err(Error::NotExportable { .. })
    ));
    let pool = MemPool::new(&device).unwrap();
    assert!(pool.export_fd().unwrap_err().driver_code().is_some());
    let stream = Stream::new(&device).unwrap();
    let pooled = DeviceBuffer::<u32>::alloc_from_pool(&pool, &stream, 16).unwrap();
    assert!(pooled.export_pointer().unwrap_err().driver_code().is_some());
    // A pointer of this process does not import here, and nothing is mapped. The pointer is
    // exported before the pool's descriptor is: the driver exports no pointer of a pool whose
    // handle was never exported (the fake, as an H100 with driver 580), so the pool does that
    // once when it is made.
    let exportable = MemPool::new_exportable(&device).unwrap();
    let shared = DeviceBuffer::<u32>::alloc_from_pool(&exportable, &stream, 16).unwrap();
    let pointer = shared.export_pointer().unwrap();
    let fd = exportable.export_fd().unwrap();
    let imported = MemPool::import_fd(&device, fd.as_fd()).unwrap();
    // SAFETY: refused by the driver before anything is mapped.
    let refused = unsafe { PoolImport::<u32>::open(&imported, &pointer, 16) };
    assert!(refused.unwrap_err().driver_code().is_some());
    stream.synchronize().unwrap();
}

#[test]
fn descriptors_cross_a_socket_with_their_bytes() {
    let (a, b) = UnixStream::pair().unwrap();
    let file = std::fs::File::open("/proc/self/exe").unwrap();
    send_fd(&a, file.as_fd(), b"hello").unwrap();
    let mut bytes = [0u8; 16];
    let (fd, n) = recv_fd(&b, &mut bytes).unwrap();
    assert_eq!(&bytes[..n], b"hello");
    let same = |f: std::os::fd::BorrowedFd<'_>| {
        std::fs::read_link(format!(
            "/proc/self/fd/{}",
            std::os::fd::AsRawFd::as_raw_fd(&f)
        ))
        .unwrap()
    };
    assert_eq!(same(fd.as_fd()), same(file.as_fd()));
    assert!(
        send_fd(&a, file.as_fd(), b"").is_err(),
        "at least one byte travels"
    );
}

/// The child's fault sweep over importing: every driver call of importing the pool, importing
/// the pointer, reading it and freeing both fails in turn with each code; each run ends in the
/// typed error naming that call, or, where a release in `Drop` (or the binding before it) was
/// refused, in a logged recovery that leaves at most that one thing.
fn sweep_imports(socket: &UnixStream) {
    use std::os::fd::BorrowedFd;
    let device = device();
    let mut bytes = [0u8; 64];
    let (fd, _) = recv_fd(socket, &mut bytes).unwrap();
    let pointer = PoolPointer::from_bytes(bytes);
    let import = |fd: BorrowedFd<'_>| -> cudyn::Result<()> {
        let pool = MemPool::import_fd(&device, fd)?;
        // SAFETY: the parent keeps the allocation until this process says it is done.
        let memory = unsafe { PoolImport::<u32>::open(&pool, &pointer, LEN) }?;
        assert_eq!(memory.to_vec()?, pattern(LEN, 3));
        Ok(())
    };
    import(fd.as_fd()).unwrap();
    let before = fake::calls();
    import(fd.as_fd()).unwrap();
    let calls = fake::calls() - before;
    let releases = ["cuMemFreeAsync", "cuMemPoolDestroy"];
    let recoverable = [
        "cuMemFreeAsync",
        "cuMemPoolDestroy",
        "cuCtxGetCurrent",
        "cuCtxSetCurrent",
    ];
    let mut points = 0;
    for code in [2, 700, 201, 719] {
        for call in 1..=calls {
            import(fd.as_fd()).unwrap();
            let live = fake::live_allocations();
            fake::fail_nth_call(call, code);
            let outcome = import(fd.as_fd());
            fake::clear_failures();
            let hit = fake::take_last_injected().expect("the injection was reached");
            let context = format!("pool import: call {call} ({hit}) failing with {code}");
            match outcome {
                Err(Error::Driver(error)) => {
                    assert_eq!(error.code().0 as i32, code, "{context}");
                    assert_eq!(error.call(), hit, "{context}: the error names another call");
                }
                Err(other) => panic!("{context}: {other:?}"),
                Ok(()) => assert!(recoverable.contains(&hit.as_str()), "{context}: swallowed"),
            }
            let leaked = fake::live_allocations() - live;
            let allowed = usize::from(releases.contains(&hit.as_str()));
            assert!(leaked <= allowed, "{context}: {leaked} left");
            points += 1;
        }
    }
    println!("pool imports: {calls} driver calls, {points} injection points");
    socket_child::done(socket);
}

#[test]
fn every_injected_failure_while_importing_pool_memory_is_typed_or_recovered() {
    if let Some(socket) = socket_child::parent(SWEEP) {
        return sweep_imports(&socket);
    }
    let _leaks = NoLeaks::new();
    // Named, so that the buffer goes before its pool, as anywhere else.
    let (_pool, _buffer) = share_with_child(
        "every_injected_failure_while_importing_pool_memory_is_typed_or_recovered",
        SWEEP,
        3,
    );
}

/// An imported pool's memory stays on the device the exporting process made it on: naming
/// another device is refused, typed, with nothing left imported.
#[test]
fn a_pool_imported_for_the_wrong_device_is_refused() {
    let _leaks = NoLeaks::new();
    let (zero, one) = both();
    let pool = MemPool::new_exportable(&one).unwrap();
    let fd = pool.export_fd().unwrap();
    let live = fake::live_allocations();
    match MemPool::import_fd(&zero, fd.as_fd()) {
        Err(Error::WrongDevice {
            expected: 0,
            found: 1,
            ..
        }) => {}
        other => panic!("imported on device 0: {other:?}"),
    }
    assert_eq!(fake::live_allocations(), live, "the refused import stayed");
    let imported = MemPool::import_fd(&one, fd.as_fd()).unwrap();
    assert_eq!(imported.device().ordinal(), 1);
    assert!(imported.is_accessible_from(&one).unwrap());
    assert!(!imported.is_accessible_from(&zero).unwrap());
}

/// A descriptor the driver did not make for a pool (a file of the right size, here holding a
/// valid device number first, which the fake once took for one) is refused, and nothing is
/// imported.
#[test]
fn a_descriptor_that_names_no_pool_is_refused() {
    let _leaks = NoLeaks::new();
    let device = device();
    let path = std::env::temp_dir().join(format!("cudyn-not-a-pool-{}", std::process::id()));
    std::fs::write(&path, [0u8; 64]).unwrap();
    let file = std::fs::File::open(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    let live = fake::live_allocations();
    let refused = MemPool::import_fd(&device, file.as_fd());
    assert!(refused.unwrap_err().driver_code().is_some());
    assert_eq!(fake::live_allocations(), live);
}

/// An imported pool allocates nothing (only the exporting process does): asked directly or as
/// a resource, it is refused before the driver, typed. (The fake would allocate; the driver
/// refuses.)
#[test]
fn an_imported_pool_allocates_nothing() {
    let _leaks = NoLeaks::new();
    let device = device();
    let pool = MemPool::new_exportable(&device).unwrap();
    let fd = pool.export_fd().unwrap();
    let imported = MemPool::import_fd(&device, fd.as_fd()).unwrap();
    let stream = Stream::new(&device).unwrap();
    let calls = fake::calls_of("cuMemAllocFromPoolAsync");
    let direct = DeviceBuffer::<u32>::alloc_from_pool(&imported, &stream, 16);
    assert!(matches!(direct, Err(Error::ImportedPool)), "{direct:?}");
    let resource = std::sync::Arc::new(cudyn::PoolResource::new(imported));
    for stream in [Some(&stream), None] {
        let refused = DeviceBuffer::<u32>::from_resource(resource.clone(), stream, 16);
        assert!(matches!(refused, Err(Error::ImportedPool)), "{refused:?}");
    }
    assert_eq!(fake::calls_of("cuMemAllocFromPoolAsync"), calls);
    // The pool it came from still allocates.
    let from_exporter = DeviceBuffer::<u32>::alloc_from_pool(&pool, &stream, 16).unwrap();
    drop(from_exporter);
    stream.synchronize().unwrap();
}

/// A pool's memory is reachable from its own device, and from another once granted.
#[test]
fn pool_memory_is_granted_to_another_device() {
    let _leaks = NoLeaks::new();
    let (zero, one) = both();
    for pool in [
        MemPool::new(&zero).unwrap(),
        MemPool::default_for(&zero).unwrap(),
    ] {
        assert!(pool.is_accessible_from(&zero).unwrap());
        let before = pool.is_accessible_from(&one).unwrap();
        pool.grant_access(&one).unwrap();
        pool.grant_access(&zero).unwrap();
        assert!(pool.is_accessible_from(&one).unwrap(), "granted: {before}");
        assert!(pool.is_accessible_from(&zero).unwrap());
    }
}

/// The fake's two devices.
fn both() -> (cudyn::Device, cudyn::Device) {
    let zero = device();
    (zero, cudyn::Device::get(1).unwrap())
}

const PEER_SOCKET: &str = "CUDYN_TEST_SHARED_POOL_PEER_SOCKET";

/// The child of `another_process_reaches_pool_memory_of_the_other_device`: imports device
/// 1's pool, refuses it for device 0, grants device 0 access and copies from it there.
fn peer_child(socket: &UnixStream) {
    let (zero, one) = both();
    let mut bytes = [0u8; 64];
    let (fd, _) = recv_fd(socket, &mut bytes).unwrap();
    assert!(matches!(
        MemPool::import_fd(&zero, fd.as_fd()),
        Err(Error::WrongDevice { .. })
    ));
    let pool = MemPool::import_fd(&one, fd.as_fd()).unwrap();
    pool.grant_access(&zero).unwrap();
    // SAFETY: the parent keeps the allocation alive until this process says it is done.
    let memory =
        unsafe { PoolImport::<u32>::open(&pool, &PoolPointer::from_bytes(bytes), LEN) }.unwrap();
    assert_eq!(memory.device().ordinal(), 1);
    let mut here = DeviceBuffer::<u32>::zeroed(&zero, LEN).unwrap();
    here.copy_from(&memory).unwrap();
    assert_eq!(here.to_vec().unwrap(), pattern(LEN, 3), "the parent's data");
    drop((memory, pool));
    socket_child::done(socket);
}

#[test]
fn another_process_reaches_pool_memory_of_the_other_device() {
    if let Some(socket) = socket_child::parent(PEER_SOCKET) {
        return peer_child(&socket);
    }
    let _leaks = NoLeaks::new();
    let (_, one) = both();
    let pool = MemPool::new_exportable(&one).unwrap();
    let stream = Stream::new(&one).unwrap();
    let mut buffer = DeviceBuffer::<u32>::alloc_from_pool(&pool, &stream, LEN).unwrap();
    stream.synchronize().unwrap();
    buffer.copy_from(&pattern(LEN, 3)).unwrap();
    let pointer = buffer.export_pointer().unwrap();
    let fd = pool.export_fd().unwrap();
    socket_child::run(
        "another_process_reaches_pool_memory_of_the_other_device",
        PEER_SOCKET,
        &["--nocapture"],
        |socket| send_fd_to_same_user(socket, fd.as_fd(), &pointer.to_bytes()).unwrap(),
    );
    drop(buffer);
    stream.synchronize().unwrap();
}
