//! Graphs of several streams and of scratch memory, against the fake driver: a scope's streams
//! become branches of the graph (private lanes, joined back at the end), scratch memory becomes
//! its memory nodes, and memory dropped inside a capture's closure is freed without spoiling
//! the capture.

use cudyn_test_common as common;

use std::sync::Mutex;

use common::{KERNELS, NoLeaksBesidesKept, device, kernel, pattern};
use cudyn::{
    Device, DeviceBuffer, Error, Function, Graph, LaunchConfig, Module, PinnedBuffer, Stream,
};
use cudyn_fake_driver as fake;

/// The tests count the fake's calls: one at a time.
static SERIAL: Mutex<()> = Mutex::new(());

fn serial() -> std::sync::MutexGuard<'static, ()> {
    SERIAL.lock().unwrap_or_else(|e| e.into_inner())
}

fn pinned(device: &Device, n: usize) -> PinnedBuffer<u32> {
    PinnedBuffer::zeroed(device, n, Default::default()).unwrap()
}

fn streams_made() -> u64 {
    fake::calls_of("cuStreamCreateWithPriority")
}

/// A step on three streams: up, a kernel, down; and a fill on the first, apart.
type Lanes = (
    PinnedBuffer<u32>,
    DeviceBuffer<u32>,
    DeviceBuffer<u32>,
    PinnedBuffer<u32>,
    PinnedBuffer<u32>,
    Function,
    [Stream; 3],
);

#[test]
fn a_scopes_streams_become_branches_ordered_by_the_memory_they_hold() {
    let _serial = serial();
    let _leaks = NoLeaksBesidesKept::new();
    let device = device();
    let n = 512;
    let state: Lanes = (
        pinned(&device, n),
        DeviceBuffer::zeroed(&device, n).unwrap(),
        DeviceBuffer::zeroed(&device, n).unwrap(),
        pinned(&device, n),
        pinned(&device, n),
        kernel(&device, "add_u32"),
        std::array::from_fn(|_| Stream::new(&device).unwrap()),
    );
    let made = streams_made();
    let mut graph = Graph::capture(&device, state, |s, state| {
        let (input, a, b, output, apart, add, [up, work, down]) = state;
        let (a, b) = (s.hold(a), s.hold(b));
        s.on(up).copy(&*input, a)?;
        // SAFETY: add_u32(in, out, n, value) reads and writes n elements of the two.
        unsafe {
            s.on(work)
                .launch(add, LaunchConfig::linear(n as u32, 64), (a, b, n as u32, 5))
        }?;
        s.on(down).copy(b, &mut *output)?;
        s.on(up).fill_u32(&mut *apart, 9)
    })
    .unwrap();
    assert_eq!(
        streams_made() - made,
        4,
        "the capture's stream and a lane for each of the three streams"
    );
    assert_eq!(graph.nodes(), 4, "a copy, a kernel, a copy, a fill");
    // The state's streams took none of the work: idle, and free for scopes of their own.
    for stream in &graph.state_mut().6 {
        assert!(stream.is_idle().unwrap());
        stream.scope(|_| Ok(())).unwrap();
    }
    let stream = Stream::new(&device).unwrap();
    for step in 0..20 {
        let input = pattern(n, step);
        graph.state_mut().0.copy_from_slice(&input);
        graph.state_mut().4.fill(0);
        stream.scope(|s| s.replay(&graph)).unwrap();
        let state = graph.state_mut();
        for (i, (&out, &x)) in state.3.iter().zip(&input).enumerate() {
            assert_eq!(out, x.wrapping_add(5), "step {step}, {i}");
        }
        assert!(state.4.iter().all(|&x| x == 9), "step {step}");
    }
}

#[test]
fn streams_beyond_the_lanes_share_them_and_the_work_stays_right() {
    let _serial = serial();
    let _leaks = NoLeaksBesidesKept::new();
    let device = device();
    let streams: Vec<Stream> = (0..11).map(|_| Stream::new(&device).unwrap()).collect();
    let state = (
        DeviceBuffer::<u32>::zeroed(&device, 11 * 16).unwrap(),
        pinned(&device, 11 * 16),
        streams,
    );
    let made = streams_made();
    let mut graph = Graph::capture(&device, state, |s, (on_device, host, streams)| {
        let on_device = s.hold(on_device);
        for (i, stream) in streams.iter().enumerate() {
            s.on(stream)
                .fill_u32(on_device.slice(i * 16..(i + 1) * 16)?, i as u32 + 1)?;
        }
        s.copy(on_device, &mut *host)
    })
    .unwrap();
    assert_eq!(
        streams_made() - made,
        9,
        "the capture's stream and eight lanes"
    );
    Stream::new(&device)
        .unwrap()
        .scope(|s| s.replay(&graph))
        .unwrap();
    let host = &graph.state_mut().1;
    for i in 0..11 {
        assert!(
            host[i * 16..(i + 1) * 16]
                .iter()
                .all(|&x| x == i as u32 + 1),
            "{i}"
        );
    }
}

#[test]
fn a_capture_that_fails_or_panics_after_making_lanes_ends_cleanly() {
    let _serial = serial();
    let _leaks = NoLeaksBesidesKept::new();
    let device = device();
    let state = (
        DeviceBuffer::<u32>::zeroed(&device, 64).unwrap(),
        [Stream::new(&device).unwrap(), Stream::new(&device).unwrap()],
    );
    let error = Graph::capture(&device, state, |s, (buffer, [a, b])| {
        let buffer = s.hold(buffer);
        s.on(a).fill_u32(buffer, 1)?;
        s.on(b).fill_u32(buffer, 2)?;
        Err(Error::ZeroLength { what: "a test's" })
    })
    .unwrap_err();
    assert!(matches!(error, Error::ZeroLength { .. }), "{error:?}");
    let state = (
        DeviceBuffer::<u32>::zeroed(&device, 64).unwrap(),
        [Stream::new(&device).unwrap(), Stream::new(&device).unwrap()],
    );
    let panicked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        Graph::capture(&device, state, |s, (buffer, [a, _])| {
            let buffer = s.hold(buffer);
            s.on(a).scratch::<u32>(16)?;
            s.on(a).fill_u32(buffer, 1)?;
            panic!("in the closure")
        })
    }));
    assert!(panicked.is_err());
    // The thread captures no more: it allocates, frees, and captures again.
    let graph = Graph::capture(
        &device,
        DeviceBuffer::<u32>::zeroed(&device, 8).unwrap(),
        |s, b| s.fill_u32(&mut *b, 3),
    )
    .unwrap();
    let mut graph = graph;
    Stream::new(&device)
        .unwrap()
        .scope(|s| s.replay(&graph))
        .unwrap();
    assert_eq!(graph.state_mut().to_vec().unwrap(), [3; 8]);
}

/// Input and output in pinned memory, and the kernel: the rest is the graph's scratch.
type Scratch = (PinnedBuffer<u32>, PinnedBuffer<u32>, Function, Stream);

fn scratch_step<'g>(
    s: &'g cudyn::Scope<'g, 'g>,
    (input, output, add, other): &'g mut Scratch,
    value: u32,
) -> cudyn::Result<()> {
    let n = input.len();
    let (a, b) = (s.scratch::<u32>(n)?, s.on(other).scratch::<u32>(n)?);
    s.copy(&*input, a)?;
    // SAFETY: add_u32(in, out, n, value) reads and writes n elements of the two.
    unsafe {
        s.on(other).launch(
            add,
            LaunchConfig::linear(n as u32, 64),
            (a, b, n as u32, value),
        )
    }?;
    s.copy(b, &mut *output)
}

#[test]
fn scratch_memory_of_a_capture_is_the_graphs_own_allocated_and_freed_by_each_launch() {
    let _serial = serial();
    let _leaks = NoLeaksBesidesKept::new();
    let device = device();
    let n = 300;
    let state: Scratch = (
        pinned(&device, n),
        pinned(&device, n),
        kernel(&device, "add_u32"),
        Stream::new(&device).unwrap(),
    );
    let mut graph = Graph::capture(&device, state, |s, state| scratch_step(s, state, 4)).unwrap();
    assert_eq!(
        graph.nodes(),
        7,
        "two allocations, a copy, a kernel, a copy, two frees"
    );
    let stream = Stream::new(&device).unwrap();
    let run = |graph: &mut Graph<Scratch>, seed: u32| {
        let input = pattern(n, seed);
        graph.state_mut().0.copy_from_slice(&input);
        stream.scope(|s| s.replay(graph)).unwrap();
        (input, graph.state_mut().1[..].to_vec())
    };
    for step in 0..10 {
        let (input, output) = run(&mut graph, step);
        for i in 0..n {
            assert_eq!(output[i], input[i].wrapping_add(4), "step {step}, {i}");
        }
    }
    // Memory nodes are not updated in place: a recapture instantiates again, and launches.
    let done = graph
        .recapture(|s, state| scratch_step(s, state, 6))
        .unwrap();
    assert!(!done.in_place, "{done:?}");
    let (input, output) = run(&mut graph, 99);
    assert_eq!(output[7], input[7].wrapping_add(6));
    // What a launch finds in scratch memory is not what the last one left (the fake writes a
    // pattern where the allocation node runs): a graph reading it unwritten copies that.
    let mut graph = Graph::capture(&device, pinned(&device, 8), |s, out| {
        let scratch = s.scratch::<u32>(8)?;
        s.copy(scratch, &mut *out)
    })
    .unwrap();
    stream.scope(|s| s.replay(&graph)).unwrap();
    assert_eq!(graph.state_mut()[..], [0xA5A5_A5A5; 8]);
}

#[test]
fn scratch_memory_of_a_scope_or_a_submission_is_freed_after_its_work() {
    let _serial = serial();
    let _leaks = NoLeaksBesidesKept::new();
    let device = device();
    let (one, two) = (Stream::new(&device).unwrap(), Stream::new(&device).unwrap());
    let mut out = vec![0u32; 100];
    one.scope(|s| {
        let scratch = s.scratch::<u32>(100)?;
        s.fill_u32(scratch, 3)?;
        // Used on another stream: ordered after the fill, freed after both.
        s.on(&two).copy(scratch, &mut out[..])
    })
    .unwrap();
    assert_eq!(out, [3; 100]);
    let host = pinned(&device, 100);
    let pending = one
        .submit(host, |s, host| {
            let scratch = s.scratch::<u32>(100)?;
            s.fill_u32(scratch, 8)?;
            s.copy(scratch, &mut *host)
        })
        .unwrap();
    let host = cudyn::block_on(pending).unwrap();
    assert_eq!(host[..], [8; 100]);
    // Bad lengths are typed errors, and leave nothing allocated.
    let error = one.scope(|s| s.scratch::<u32>(0).map(drop)).unwrap_err();
    assert!(matches!(error, Error::ZeroLength { .. }), "{error:?}");
    let error = one
        .scope(|s| s.scratch::<u64>(usize::MAX / 4).map(drop))
        .unwrap_err();
    assert!(matches!(error, Error::SizeOverflow { .. }), "{error:?}");
}

#[test]
fn memory_dropped_inside_a_captures_closure_is_freed_and_the_capture_goes_on() {
    let _serial = serial();
    let _leaks = NoLeaksBesidesKept::new();
    let device = device();
    let doomed = DeviceBuffer::<u32>::zeroed(&device, 64).unwrap();
    let doomed_pinned = pinned(&device, 64);
    let module = Module::from_ptx(&device, KERNELS).unwrap();
    let frees = fake::calls_of("cuMemFree_v2");
    let mut graph = Graph::capture(&device, pinned(&device, 16), move |s, out| {
        // Freed on the capturing thread: the driver would refuse it in the capture's mode.
        drop((doomed, doomed_pinned, module));
        s.fill_u32(&mut *out, 6)
    })
    .unwrap();
    assert_eq!(
        fake::calls_of("cuMemFree_v2") - frees,
        1,
        "freed in the closure"
    );
    assert_eq!(graph.nodes(), 1);
    Stream::new(&device)
        .unwrap()
        .scope(|s| s.replay(&graph))
        .unwrap();
    assert_eq!(graph.state_mut()[..], [6; 16]);
}

#[test]
fn scratch_allocated_on_one_stream_is_waited_for_where_another_uses_it() {
    let _serial = serial();
    let _leaks = NoLeaksBesidesKept::new();
    let device = device();
    let waits = || fake::calls_of("cuStreamWaitEvent");
    let mut between = [None; 2];
    let graph = Graph::capture(
        &device,
        (pinned(&device, 16), Stream::new(&device).unwrap()),
        |s, (out, lane)| {
            let scratch = s.on(lane).scratch::<u32>(16)?;
            let before = waits();
            s.fill_u32(scratch, 1)?;
            between[0] = Some(waits() - before);
            s.copy(scratch, &mut *out)
        },
    )
    .unwrap();
    drop(graph);
    let (one, two) = (Stream::new(&device).unwrap(), Stream::new(&device).unwrap());
    let mut out = vec![0u32; 16];
    one.scope(|s| {
        let scratch = s.on(&two).scratch::<u32>(16)?;
        let before = waits();
        s.fill_u32(scratch, 3)?;
        between[1] = Some(waits() - before);
        s.copy(scratch, &mut out[..])
    })
    .unwrap();
    assert_eq!(out, [3; 16]);
    assert_eq!(
        between,
        [Some(1), Some(1)],
        "the use waits for the allocation"
    );
}

#[test]
fn a_state_kernel_replaced_by_one_of_the_same_handle_cannot_fool_the_launch_check() {
    let _serial = serial();
    let _leaks = NoLeaksBesidesKept::new();
    let device = device();
    let state = (
        DeviceBuffer::<u32>::zeroed(&device, 64).unwrap(),
        DeviceBuffer::<u32>::zeroed(&device, 64).unwrap(),
        kernel(&device, "add_u32"),
    );
    let mut graph = Graph::capture(&device, state, |s, (a, b, add)| {
        // SAFETY: add_u32(in, out, n, value) reads and writes n elements of the two.
        unsafe {
            s.launch(
                add,
                LaunchConfig::linear(64, 64),
                (&*a, &mut *b, 64u32, 5u32),
            )
        }
    })
    .unwrap();
    // The graph keeps the kernel's module loaded: dropping the state's Function unloads nothing,
    // so no module loaded since can hand out its handle.
    let old = graph.state_mut().2.raw();
    let unloads = fake::calls_of("cuModuleUnload");
    let fill = Module::from_ptx(&device, KERNELS)
        .unwrap()
        .function("fill_u32")
        .unwrap();
    graph.state_mut().2 = fill;
    assert_eq!(fake::calls_of("cuModuleUnload"), unloads);
    assert_ne!(graph.state_mut().2.raw(), old);
    let error = Stream::new(&device)
        .unwrap()
        .scope(|s| s.replay(&graph))
        .unwrap_err();
    assert!(
        matches!(error, Error::GraphStateChanged { bytes: 0, .. }),
        "{error:?}"
    );
}

#[test]
fn a_capture_whose_end_fails_twice_still_ends() {
    let _serial = serial();
    let _leaks = NoLeaksBesidesKept::new();
    let device = device();
    let fake = fake::Fake::standard();
    fake.fail_function_times("cuStreamEndCapture", 999, 2);
    let error = Graph::capture(&device, pinned(&device, 8), |s, out| {
        s.fill_u32(&mut *out, 1)
    })
    .unwrap_err();
    fake.clear_failures();
    assert!(matches!(error, Error::Driver(_)), "{error:?}");
    // The thread captures no more: it allocates and frees.
    drop(DeviceBuffer::<u32>::zeroed(&device, 8).unwrap());
}
