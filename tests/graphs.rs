//! Graphs against the fake driver, which records the work queued on a capturing stream and runs
//! it at each launch: what is captured and replayed, what a capture refuses, and that a launch
//! cannot reach memory the graph no longer owns.

use cudyn_test_common as common;

use common::{NoLeaksBesidesKept, device, kernel, pattern};
use cudyn::{
    Device, DeviceBuffer, Error, Event, Function, Graph, LaunchConfig, Location, PinnedBuffer,
    Stream, UnifiedBuffer,
};
use cudyn_fake_driver as fake;

/// `value`, kept for the rest of the process: memory that lives for ever, which a capture may
/// name besides its state's. (Its address stays in a static list, so that valgrind counts it
/// reachable, not lost.)
fn forever<T: 'static>(value: T) -> &'static mut T {
    static KEPT: std::sync::Mutex<Vec<usize>> = std::sync::Mutex::new(Vec::new());
    let kept = Box::leak(Box::new(value));
    KEPT.lock().unwrap().push(kept as *mut T as usize);
    kept
}

fn pinned(device: &Device, n: usize) -> PinnedBuffer<u32> {
    PinnedBuffer::zeroed(device, n, Default::default()).unwrap()
}

/// A step like a decoder's: the host's input up, a kernel, a fill, the result down.
type Step = (
    PinnedBuffer<u32>,
    DeviceBuffer<u32>,
    DeviceBuffer<u32>,
    PinnedBuffer<u32>,
    Function,
);

fn capture_step(device: &Device, n: usize) -> Graph<Step> {
    let state = (
        pinned(device, n),
        DeviceBuffer::zeroed(device, n).unwrap(),
        DeviceBuffer::zeroed(device, n).unwrap(),
        pinned(device, n),
        kernel(device, "add_u32"),
    );
    Graph::capture(device, state, |s, state| step(s, state, 100, false)).unwrap()
}

/// The step's work: adds `value`; where `extra`, one more fill at its end (another shape).
fn step<'g>(
    s: &'g cudyn::Scope<'g, 'g>,
    (input, a, b, output, add): &'g mut Step,
    value: u32,
    extra: bool,
) -> cudyn::Result<()> {
    let n = input.len();
    let (a, b) = (s.hold(a), s.hold(b));
    s.copy(&*input, a)?;
    // SAFETY: add_u32(in, out, n, value) reads and writes n elements of the two.
    unsafe {
        s.launch(
            add,
            LaunchConfig::linear(n as u32, 64),
            (a, b, n as u32, value),
        )
    }?;
    s.fill_u32(b.slice(..4)?, 7)?;
    let output = s.hold(output);
    s.copy(b, output)?;
    if extra {
        s.fill_u32(output.slice(..1)?, 1)?;
    }
    Ok(())
}

#[test]
fn a_captured_step_replays_with_the_inputs_the_host_writes_between_launches() {
    let _leaks = NoLeaksBesidesKept::new();
    let device = device();
    let n = 1000;
    let launches = fake::calls_of("cuLaunchKernel");
    let mut graph = capture_step(&device, n);
    assert_eq!(graph.nodes(), 4, "a copy, a kernel, a fill, a copy");
    // Nothing ran at capture: the output is still zero. The small copies between pinned and
    // device memory, and the fill, are launches of the block kernel, recorded once each like
    // the kernel; no memset.
    assert!(graph.state_mut().3.iter().all(|&x| x == 0));
    assert_eq!(
        fake::calls_of("cuLaunchKernel"),
        launches + 4,
        "recorded once"
    );
    let stream = Stream::new(&device).unwrap();
    for step in 0..50 {
        let input = pattern(n, step);
        graph.state_mut().0.copy_from_slice(&input);
        stream.scope(|s| s.replay(&graph)).unwrap();
        let output = &graph.state_mut().3;
        assert_eq!(output[..4], [7; 4], "step {step}");
        for i in 4..n {
            assert_eq!(
                output[i],
                input[i].wrapping_add(100),
                "step {step}, element {i}"
            );
        }
    }
}

#[test]
fn several_launches_in_one_scope_run_in_order_and_the_scope_waits_for_them() {
    let _leaks = NoLeaksBesidesKept::new();
    let device = device();
    // Each launch adds one to a device counter through its own kernel.
    let state = (
        DeviceBuffer::<u32>::zeroed(&device, 16).unwrap(),
        kernel(&device, "add_u32"),
    );
    let graph = Graph::capture(&device, state, |s, (counter, add)| {
        let counter = s.hold(counter);
        // SAFETY: add_u32(in, out, n, value) reads and writes n elements of the two.
        unsafe {
            s.launch(
                add,
                LaunchConfig::linear(16, 16),
                (counter, counter, 16u32, 1u32),
            )
        }
    })
    .unwrap();
    let (a, b) = (Stream::new(&device).unwrap(), Stream::new(&device).unwrap());
    a.scope(|s| {
        for _ in 0..3 {
            s.replay(&graph)?;
            s.on(&b).replay(&graph)?;
        }
        Ok(())
    })
    .unwrap();
    let (counter, _) = graph.into_state();
    assert_eq!(counter.to_vec().unwrap(), [6; 16]);
}

#[test]
fn a_batch_in_a_capture_is_one_kernel_node_and_its_bytes_arrive_at_each_launch() {
    let _leaks = NoLeaksBesidesKept::new();
    let device = device();
    let (pairs, n) = (6, 64);
    let state = (
        (0..pairs).map(|_| pinned(&device, n)).collect::<Vec<_>>(),
        (0..pairs)
            .map(|_| DeviceBuffer::<u32>::zeroed(&device, n).unwrap())
            .collect::<Vec<_>>(),
        (0..pairs).map(|_| pinned(&device, n)).collect::<Vec<_>>(),
        pinned(&device, n * pairs),
        DeviceBuffer::<u32>::zeroed(&device, n * pairs).unwrap(),
    );
    let batches = fake::calls_of("cuMemcpyBatchAsync");
    let mut graph = Graph::capture(
        &device,
        state,
        |s, (inputs, middles, outputs, big, scattered)| {
            let middles: Vec<_> = middles.iter_mut().map(|m| s.hold(m)).collect();
            s.copy_batch(inputs.iter().zip(middles.iter().copied()))?;
            s.copy_batch(middles.iter().copied().zip(outputs.iter_mut()))?;
            // Blocks scattered in reverse: block i lands at block pairs - 1 - i.
            let places: Vec<usize> = (0..pairs).rev().collect();
            s.scatter_blocks(&*big, &mut *scattered, n, &places)
        },
    )
    .unwrap();
    // Small blocks of memory the kernel reaches: one launch of the block kernel per batch,
    // never the driver's batch (which refuses capturing streams).
    assert_eq!(graph.nodes(), 3, "one kernel node per batch");
    assert_eq!(fake::calls_of("cuMemcpyBatchAsync"), batches);
    let stream = Stream::new(&device).unwrap();
    for round in 0..3 {
        let state = graph.state_mut();
        for (i, input) in state.0.iter_mut().enumerate() {
            input.copy_from_slice(&pattern(n, round * 10 + i as u32));
        }
        state.3.copy_from_slice(&pattern(n * pairs, round));
        stream.scope(|s| s.replay(&graph)).unwrap();
        let (_, _, outputs, big, scattered) = graph.state_mut();
        for (i, output) in outputs.iter().enumerate() {
            assert_eq!(
                output[..],
                pattern(n, round * 10 + i as u32)[..],
                "pair {i}"
            );
        }
        let scattered = scattered.to_vec().unwrap();
        for block in 0..pairs {
            let to = pairs - 1 - block;
            assert_eq!(
                scattered[to * n..(to + 1) * n],
                big[block * n..(block + 1) * n],
                "block {block}"
            );
        }
    }
}

/// Runs `f` in a capture of an empty state and returns the error it got, after checking that
/// the capture itself survived the refusal: the closure goes on and its graph is made.
fn refused(
    f: impl for<'g> FnOnce(&'g cudyn::Scope<'g, 'g>, &'g mut ()) -> cudyn::Result<()>,
) -> Error {
    let device = device();
    let mut got = None;
    let graph = Graph::capture(&device, (), |s, state| {
        got = Some(f(s, state).expect_err("refused"));
        Ok(())
    })
    .expect("the capture survives a refusal");
    assert_eq!(graph.nodes(), 0);
    got.unwrap()
}

fn assert_not_capturable(error: Error, what: &str) {
    match error {
        Error::NotCapturable { what: said, .. } => assert_eq!(said, what),
        other => panic!("{what}: not NotCapturable but {other:?}"),
    }
}

static PAGEABLE: [u32; 64] = [3; 64];
static mut PAGEABLE_OUT: [u32; 64] = [0; 64];

#[test]
fn what_a_graph_could_not_replay_is_refused_with_a_typed_error_and_the_capture_goes_on() {
    // (Leaks on purpose: memory that lives for ever is what a capture may name besides its
    // state's.)
    let device = device();
    // Memory that lives for ever may be named: leaked buffers.
    let on_device: &'static mut DeviceBuffer<u32> =
        forever(DeviceBuffer::zeroed(&device, 64).unwrap());
    let on_device: &'static DeviceBuffer<u32> = on_device;
    let unified: &'static UnifiedBuffer<u32> =
        forever(UnifiedBuffer::zeroed(&device, 64, cudyn::Attach::Global).unwrap());
    let event: &'static Event = forever(Event::new(&device).unwrap());

    // Pageable memory, either way, at any size.
    let scratch: &'static mut DeviceBuffer<u32> =
        forever(DeviceBuffer::zeroed(&device, 64).unwrap());
    assert_not_capturable(
        refused(move |s, _| s.copy(&PAGEABLE[..], scratch)),
        "a copy of pageable memory",
    );
    assert_not_capturable(
        refused(|s, _| {
            // SAFETY: no other reference to PAGEABLE_OUT exists; the copy is refused anyway.
            let out: &'static mut [u32; 64] = unsafe { &mut *std::ptr::addr_of_mut!(PAGEABLE_OUT) };
            s.copy(on_device, &mut out[..])
        }),
        "a copy of pageable memory",
    );
    assert_not_capturable(
        refused(|s, _| s.prefetch(unified, Location::Device(&common::device()))),
        "a prefetch",
    );
    assert_not_capturable(refused(|s, _| s.record(event)), "recording an event");
    assert_not_capturable(refused(|s, _| s.wait(event)), "waiting for an event");
    assert_not_capturable(
        refused(|s, _| s.stream().synchronize()),
        "waiting for a stream",
    );
    assert_not_capturable(
        refused(|s, _| s.stream().scope(|_| Ok(()))),
        "a scope on a capture's stream",
    );
    assert_not_capturable(
        refused(|s, _| s.stream().submit((), |_, _| Ok(())).map(drop)),
        "a submission on a capture's stream",
    );
    let held: &'static mut DeviceBuffer<u32> = forever(DeviceBuffer::zeroed(&device, 64).unwrap());
    assert_not_capturable(
        refused(move |s, _| {
            let held = s.hold(held);
            s.give_back(held).map(drop)
        }),
        "giving held memory back",
    );
    let graph: &'static Graph<()> = forever(Graph::capture(&device, (), |_, _| Ok(())).unwrap());
    assert_not_capturable(refused(|s, _| s.replay(graph)), "launching a graph");
}

#[test]
fn a_launch_whose_state_lost_memory_the_graph_names_is_refused_and_runs_nothing() {
    let _leaks = NoLeaksBesidesKept::new();
    let device = device();
    let state = (
        pinned(&device, 64),
        DeviceBuffer::<u32>::zeroed(&device, 64).unwrap(),
    );
    let mut graph = Graph::capture(&device, state, |s, (host, on_device)| {
        let on_device = s.hold(on_device);
        s.fill_u32(on_device, 9)?;
        s.copy(on_device, &mut *host)
    })
    .unwrap();
    let stream = Stream::new(&device).unwrap();
    stream.scope(|s| s.replay(&graph)).unwrap();
    assert_eq!(graph.state_mut().0[..], [9; 64]);
    // The device buffer the graph writes is replaced: the old one is freed here.
    let fresh = DeviceBuffer::<u32>::zeroed(&device, 64).unwrap();
    let old = std::mem::replace(&mut graph.state_mut().1, fresh);
    let freed = old.view().device_ptr();
    drop(old);
    graph.state_mut().0.fill(0);
    let fills = fake::calls_of("cuGraphLaunch");
    let error = stream.scope(|s| s.replay(&graph)).unwrap_err();
    assert!(
        matches!(error, Error::GraphStateChanged { addr, bytes: 256 } if addr == freed),
        "{error:?}"
    );
    assert_eq!(fake::calls_of("cuGraphLaunch"), fills, "nothing launched");
    assert_eq!(graph.state_mut().0[..], [0; 64], "nothing ran");
    // The context is not lost: work goes on.
    assert_eq!(
        DeviceBuffer::from_slice(&device, &[1u32])
            .unwrap()
            .to_vec()
            .unwrap(),
        [1]
    );
}

#[test]
fn a_state_that_grows_still_launches() {
    let _leaks = NoLeaksBesidesKept::new();
    let device = device();
    let state = vec![DeviceBuffer::<u32>::zeroed(&device, 16).unwrap()];
    let mut graph =
        Graph::capture(&device, state, |s, buffers| s.fill_u32(&mut buffers[0], 5)).unwrap();
    graph
        .state_mut()
        .push(DeviceBuffer::zeroed(&device, 16).unwrap());
    let stream = Stream::new(&device).unwrap();
    stream.scope(|s| s.replay(&graph)).unwrap();
    let buffers = graph.into_state();
    assert_eq!(buffers[0].to_vec().unwrap(), [5; 16]);
    assert_eq!(buffers[1].to_vec().unwrap(), [0; 16]);
}

#[test]
fn a_failed_or_panicking_capture_ends_the_capture_and_leaves_nothing_behind() {
    let _leaks = NoLeaksBesidesKept::new();
    let device = device();
    let error = Graph::capture(&device, pinned(&device, 16), |s, host| {
        s.fill_u32(&mut *host, 1)?;
        Err(Error::ZeroLength { what: "a test's" })
    })
    .unwrap_err();
    assert!(matches!(error, Error::ZeroLength { .. }), "{error:?}");
    let panicked = std::panic::catch_unwind(|| {
        Graph::capture(&device, pinned(&device, 16), |s, host| {
            s.fill_u32(&mut *host, 1)?;
            panic!("a closure that panics mid-capture")
        })
    });
    assert!(panicked.is_err());
    // The thread captures nothing any more: synchronous work goes on.
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, 16).unwrap();
    on_device.copy_from(&[4u32; 16][..]).unwrap();
    assert_eq!(on_device.to_vec().unwrap(), [4; 16]);
}

#[test]
fn an_allocation_in_the_closure_fails_with_the_drivers_error_and_so_does_the_capture() {
    let _leaks = NoLeaksBesidesKept::new();
    let device = device();
    let error = Graph::capture(&device, (), |_, _| {
        // Not stream-ordered: the driver refuses it on the capturing thread.
        let scratch = DeviceBuffer::<u32>::zeroed(&device, 16)?;
        drop(scratch);
        Ok(())
    })
    .unwrap_err();
    let Error::Driver(error) = error else {
        panic!("{error:?}")
    };
    assert_eq!(
        error.code(),
        cudyn::sys::CUresult::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED
    );
}

#[test]
fn other_threads_cudyn_work_during_a_capture_neither_spoils_it_nor_enters_it() {
    let _leaks = NoLeaksBesidesKept::new();
    let device = device();
    let state = (
        pinned(&device, 256),
        DeviceBuffer::<u32>::zeroed(&device, 256).unwrap(),
    );
    let mut graph = Graph::capture(&device, state, |s, (host, on_device)| {
        let (host, on_device) = (s.hold(host), s.hold(on_device));
        s.copy(host, on_device)?;
        std::thread::scope(|threads| {
            threads
                .spawn(|| {
                    let device = common::device();
                    // A synchronous copy (the legacy stream), an allocation and a free, a
                    // future (a flag and a doorbell), a scope on a stream of its own.
                    let mut buffer = DeviceBuffer::<u32>::zeroed(&device, 1024).unwrap();
                    buffer.copy_from(&pattern(1024, 5)).unwrap();
                    let stream = Stream::new(&device).unwrap();
                    let pending = stream
                        .submit(buffer, |s, buffer| s.fill_u32(&mut *buffer, 8))
                        .unwrap();
                    let buffer = cudyn::block_on(pending).unwrap();
                    let mut back = vec![0u32; 1024];
                    stream.scope(|s| s.copy(&buffer, &mut back[..])).unwrap();
                    assert_eq!(back, [8; 1024]);
                    drop(buffer);
                })
                .join()
                .unwrap()
        });
        s.fill_u32(on_device.slice(..8)?, 1)?;
        s.copy(on_device, host)
    })
    .unwrap();
    assert_eq!(
        graph.nodes(),
        3,
        "the capture's own work, nothing of the other thread's"
    );
    graph.state_mut().0.copy_from_slice(&pattern(256, 3));
    Stream::new(&device)
        .unwrap()
        .scope(|s| s.replay(&graph))
        .unwrap();
    let mut expected = pattern(256, 3);
    expected[..8].fill(1);
    assert_eq!(graph.state_mut().0[..], expected[..]);
}

#[test]
fn a_graph_launches_only_on_its_own_device() {
    let _leaks = NoLeaksBesidesKept::new();
    let device = device();
    let graph = Graph::capture(
        &device,
        DeviceBuffer::<u32>::zeroed(&device, 4).unwrap(),
        |s, b| s.fill_u32(&mut *b, 1),
    )
    .unwrap();
    let other = Stream::new(&Device::get(1).unwrap()).unwrap();
    let error = other.scope(|s| s.replay(&graph)).unwrap_err();
    assert!(matches!(error, Error::WrongDevice { .. }), "{error:?}");
}

#[test]
fn graphs_and_their_state_are_freed_on_drop() {
    let device = device();
    let before = fake::live_allocations();
    let graph = capture_step(&device, 64);
    // The state (four buffers, a module), the graph and its instantiation, and what the graph
    // keeps for its two copies and its fill by the block kernel: its own module, three tables
    // and the fill's bytes. (The context may have loaded its own block kernel for the tables'
    // sake: it keeps that.)
    let with = fake::live_allocations();
    assert!(with >= before + 12, "{before} -> {with}");
    drop(graph);
    // Freed, but for the tables and the fill's bytes: the context keeps those for later
    // batches.
    assert_eq!(with - fake::live_allocations(), 8);
    cudyn::free_kept_memory().unwrap();
    assert!(
        fake::live_allocations() <= before,
        "the tables given back too"
    );
}

/// Found by an outside attack on the first version: a scope opened inside the closure (on the
/// legacy stream, or on another stream reached through a held handle or an event) waited on
/// the capturing thread, which the driver refuses, and the process aborted; an event recorded
/// on the capture's stream pulled other streams into the graph; a batch refused for its last
/// pair left its first in the graph. Each is refused now, and the capture goes on.
#[test]
fn scopes_events_and_half_refused_batches_inside_a_capture_are_refused_whole() {
    let device = device();
    let legacy: &'static Stream = forever(Stream::legacy(&device).unwrap());
    let other: &'static Stream = forever(Stream::new(&device).unwrap());
    let event: &'static Event = forever(Event::new(&device).unwrap());
    assert_not_capturable(
        refused(|_, _| legacy.scope(|_| Ok(()))),
        "a scope inside a capture's closure",
    );
    let held = forever(DeviceBuffer::<u32>::zeroed(&device, 4).unwrap());
    let host = forever(pinned(&device, 4));
    assert_not_capturable(
        refused(move |s, _| {
            let held = s.hold(held);
            other.scope(|o| o.copy(held, &mut *host))
        }),
        "a scope inside a capture's closure",
    );
    assert_not_capturable(
        refused(|_, _| other.submit((), |_, _| Ok(())).map(drop)),
        "a submission inside a capture's closure",
    );
    assert_not_capturable(
        refused(|s, _| event.record(s.stream())),
        "recording an event",
    );
    assert_not_capturable(
        refused(|s, _| DeviceBuffer::<u32>::alloc_async(s.stream(), 16).map(drop)),
        "a stream-ordered allocation",
    );
    let (a, b) = (
        forever(DeviceBuffer::<u32>::zeroed(&device, 64).unwrap()),
        forever(DeviceBuffer::<u32>::zeroed(&device, 64).unwrap()),
    );
    let input = forever(pinned(&device, 64));
    assert_not_capturable(
        refused(move |s, _| {
            s.copy_batch([
                (input.view(), a.view_mut()),
                (cudyn::View::from(&PAGEABLE[..]), b.view_mut()),
            ])
        }),
        "a copy of pageable memory",
    );
}

#[test]
fn a_recapture_of_the_same_shape_updates_in_place_and_of_another_instantiates_again() {
    let _leaks = NoLeaksBesidesKept::new();
    let device = device();
    let n = 256;
    let mut graph = capture_step(&device, n);
    let stream = Stream::new(&device).unwrap();
    let run = |graph: &mut Graph<Step>, seed: u32| {
        graph.state_mut().0.copy_from_slice(&pattern(n, seed));
        stream.scope(|s| s.replay(graph)).unwrap();
        graph.state_mut().3[..].to_vec()
    };
    // Another value for the kernel: the same shape, updated in place.
    let done = graph
        .recapture(|s, state| step(s, state, 200, false))
        .unwrap();
    assert!(done.in_place, "{done:?}");
    let out = run(&mut graph, 3);
    assert_eq!(out[..4], [7; 4]);
    assert_eq!(out[4], pattern(n, 3)[4] + 200);
    // One more fill: another shape, instantiated again.
    let done = graph
        .recapture(|s, state| step(s, state, 300, true))
        .unwrap();
    assert!(!done.in_place, "{done:?}");
    assert_eq!(graph.nodes(), 5);
    let out = run(&mut graph, 4);
    assert_eq!(out[..4], [1, 7, 7, 7]);
    assert_eq!(out[4], pattern(n, 4)[4] + 300);
    // A state that lost memory is found at the next launch, as after a capture.
    let replaced = DeviceBuffer::zeroed(&device, n).unwrap();
    drop(std::mem::replace(&mut graph.state_mut().2, replaced));
    let error = stream.scope(|s| s.replay(&graph)).unwrap_err();
    assert!(
        matches!(error, Error::GraphStateChanged { .. }),
        "{error:?}"
    );
    // A recapture names the state's memory of now: it launches again.
    graph
        .recapture(|s, state| step(s, state, 1, false))
        .unwrap();
    let out = run(&mut graph, 5);
    assert_eq!(out[4], pattern(n, 5)[4] + 1);
    // A failed recapture leaves the graph as it was.
    let failed = graph.recapture(|_, _| Err(Error::ZeroLength { what: "a test's" }));
    assert!(failed.is_err());
    let out = run(&mut graph, 6);
    assert_eq!(out[4], pattern(n, 6)[4] + 1);
}
