//! Two GPUs, for what came after `tests/gpu/`'s two-GPU tests were written: growable
//! (virtual memory) buffers granted to the peer device, scopes whose streams are on two
//! devices, and an exportable pool's memory imported by a process that works on the other
//! device. Ignored unless run with `--ignored two_gpu` on a machine with two GPUs.

use cudyn_test_common as common;

use std::os::fd::AsFd;

use common::{pattern, socket_child, two_devices};
use cudyn::{
    DeviceBuffer, Error, GrowableBuffer, LaunchConfig, MemPool, Module, PinnedBuffer, PoolImport,
    PoolPointer, Stream, recv_fd, send_fd,
};

/// What a kernel of `on` reads from `memory` (another device's, which `on` was granted), in
/// place: each element plus five (tests/kernels.ptx's add_u32).
fn plus_five_read_on(on: &cudyn::Device, memory: cudyn::View<'_, u32>) -> Vec<u32> {
    let module = Module::from_ptx(on, include_str!("kernels.ptx")).unwrap();
    let add = module.function("add_u32").unwrap();
    let count = memory.len() as u32;
    let mut sums = DeviceBuffer::<u32>::uninit(on, memory.len()).unwrap();
    Stream::new(on)
        .unwrap()
        .scope(|s| {
            // SAFETY: add_u32(const u32 *in, u32 *out, u32 n, u32 value) over n elements; the
            // input is memory `on` may reach (the caller granted it), the output `on`'s own.
            unsafe {
                s.launch(
                    &add,
                    LaunchConfig::linear(count, 256),
                    (memory, &mut sums, count, 5u32),
                )
            }
        })
        .unwrap();
    sums.to_vec().unwrap()
}

/// Memory of a growable buffer on device 0, granted to device 1 (`cuMemSetAccess`): read by a
/// kernel of device 1 in place, before and after the buffer grows (the grant covers chunks
/// mapped later), and copied from there to device 1's own memory. Without the grant the
/// kernel's read faults, which would lose the context: it is not tried.
#[test]
#[ignore = "needs two CUDA GPUs"]
fn two_gpu_growable_memory_granted_to_the_peer_is_read_there() {
    let (d0, d1) = two_devices();
    assert!(
        d1.can_access_peer(&d0).unwrap(),
        "these devices cannot reach each other's memory"
    );
    let n = 1 << 22; // u32 elements: 16 MiB, then 32
    let mut grown = GrowableBuffer::<u32>::new(&d0, 4 * n).unwrap();
    grown.resize(n).unwrap();
    grown.copy_from(&pattern(n, 1)).unwrap();
    grown.grant_access(&d1).unwrap();
    grown.resize(2 * n).unwrap();
    grown
        .slice_mut(n..)
        .unwrap()
        .copy_from(&pattern(n, 2))
        .unwrap();
    let expected: Vec<u32> = [pattern(n, 1), pattern(n, 2)].concat();

    // A kernel of device 1 reads device 0's memory in place (granted above).
    let plus_five: Vec<u32> = expected.iter().map(|v| v.wrapping_add(5)).collect();
    assert!(
        plus_five_read_on(&d1, grown.view()) == plus_five,
        "device 1's kernel read it"
    );

    // And copied from there into device 1's memory.
    let mut copied = DeviceBuffer::<u32>::zeroed(&d1, 2 * n).unwrap();
    copied.copy_from(&grown).unwrap();
    assert!(copied.to_vec().unwrap() == expected, "copied to device 1");
}

/// One scope over a stream of each device: an upload on device 0, a peer copy queued on
/// device 1's stream (which must wait for the upload, through the scope's event), a download
/// there; then the same the other way. Large enough (64 MiB) that a copy not waited for would
/// show.
#[test]
#[ignore = "needs two CUDA GPUs"]
fn two_gpu_a_scope_orders_copies_across_two_devices_streams() {
    let (d0, d1) = two_devices();
    let n = 1 << 24;
    let (s0, s1) = (Stream::new(&d0).unwrap(), Stream::new(&d1).unwrap());
    for (first, second, a_on, b_on) in [(&s0, &s1, &d0, &d1), (&s1, &s0, &d1, &d0)] {
        let input = PinnedBuffer::from_slice(a_on, &pattern(n, 9), Default::default()).unwrap();
        let mut a = DeviceBuffer::<u32>::zeroed(a_on, n).unwrap();
        let mut b = DeviceBuffer::<u32>::zeroed(b_on, n).unwrap();
        let mut output = PinnedBuffer::<u32>::zeroed(b_on, n, Default::default()).unwrap();
        first
            .scope(|s| {
                let (a, b) = (s.hold(&mut a), s.hold(&mut b));
                s.copy(&input, a)?;
                let other = s.on(second);
                other.copy(a, b)?;
                other.copy(b, &mut output)
            })
            .unwrap();
        assert!(
            output[..] == pattern(n, 9)[..],
            "device {} to device {}: a copy ran out of order",
            a_on.ordinal(),
            b_on.ordinal()
        );
    }
}

const POOL_SOCKET: &str = "CUDYN_TEST_GPU_TWO_POOL_SOCKET";

/// The child of `two_gpu_pool_memory_imported_by_a_process_on_the_other_device`, which works
/// on device 1: the pool of device 0 it is sent is refused for device 1 (the memory stays on
/// device 0), imported for device 0, granted to device 1, read there in place by a kernel and
/// copied there; then written from the host for the parent to check.
fn pool_child(socket: &std::os::unix::net::UnixStream, len: usize) {
    let (d0, d1) = two_devices();
    let mut bytes = [0u8; 64];
    let (fd, _) = recv_fd(socket, &mut bytes).unwrap();
    match MemPool::import_fd(&d1, fd.as_fd()) {
        Err(Error::WrongDevice {
            expected: 1,
            found: 0,
            ..
        }) => {}
        other => panic!("device 0's pool imported for device 1: {other:?}"),
    }
    let pool = MemPool::import_fd(&d0, fd.as_fd()).unwrap();
    assert!(
        !pool.is_accessible_from(&d1).unwrap(),
        "reachable before the grant"
    );
    pool.grant_access(&d1).unwrap();
    assert!(pool.is_accessible_from(&d1).unwrap());
    // SAFETY: the parent keeps the allocation until this process says it is done.
    let mut memory =
        unsafe { PoolImport::<u32>::open(&pool, &PoolPointer::from_bytes(bytes), len) }.unwrap();
    assert_eq!(memory.device().ordinal(), 0);

    let plus_five: Vec<u32> = pattern(len, 4).iter().map(|v| v.wrapping_add(5)).collect();
    assert!(
        plus_five_read_on(&d1, memory.view()) == plus_five,
        "device 1's kernel read it"
    );
    let mut copied = DeviceBuffer::<u32>::zeroed(&d1, len).unwrap();
    copied.copy_from(&memory).unwrap();
    assert!(
        copied.to_vec().unwrap() == pattern(len, 4),
        "copied to device 1"
    );
    memory.copy_from(&pattern(len, 5)).unwrap();
    drop((memory, pool));
    socket_child::done(socket);
}

/// Memory of an exportable pool on device 0, imported by another process working on device 1
/// (as a rank of its own would): see `pool_child`.
#[test]
#[ignore = "needs two CUDA GPUs"]
fn two_gpu_pool_memory_imported_by_a_process_on_the_other_device() {
    let len = 1 << 22;
    if let Some(socket) = socket_child::parent(POOL_SOCKET) {
        return pool_child(&socket, len);
    }
    let (d0, _) = two_devices();
    let pool = MemPool::new_exportable(&d0).unwrap();
    let stream = Stream::new(&d0).unwrap();
    let mut buffer = DeviceBuffer::<u32>::alloc_from_pool(&pool, &stream, len).unwrap();
    stream.synchronize().unwrap();
    buffer.copy_from(&pattern(len, 4)).unwrap();
    let pointer = buffer.export_pointer().unwrap();
    let fd = pool.export_fd().unwrap();
    socket_child::run(
        "two_gpu_pool_memory_imported_by_a_process_on_the_other_device",
        POOL_SOCKET,
        &["--ignored"],
        |socket| send_fd(socket, fd.as_fd(), &pointer.to_bytes()).unwrap(),
    );
    assert!(
        buffer.to_vec().unwrap() == pattern(len, 5),
        "the child's data"
    );
}
