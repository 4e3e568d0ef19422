//! Graphs of several streams and of scratch memory on a GPU: the lanes run in parallel, scratch
//! memory is allocated and freed by each launch, and memory dropped inside a capture's closure
//! is freed without spoiling the capture.

use std::time::Duration;

use cudyn::{
    Device, DeviceBuffer, Event, Function, Graph, LaunchConfig, Module, PinnedBuffer, Stream,
};

fn device() -> Device {
    Device::get(0).expect("a CUDA GPU")
}

fn spin(device: &Device) -> Function {
    Module::from_ptx(device, include_str!("../examples/futures/spin.ptx"))
        .unwrap()
        .function("spin_flag")
        .unwrap()
}

/// Four flags, the kernel that sets one after spinning, and four streams.
type Spins = ([DeviceBuffer<u32>; 4], Function, [Stream; 4]);

const SPIN_NS: u64 = 20_000_000;

/// Four 20 ms kernels, each on its own stream (`parallel`) or all on the capture's.
fn spins(device: &Device, parallel: bool) -> Graph<Spins> {
    let state: Spins = (
        std::array::from_fn(|_| DeviceBuffer::zeroed(device, 1).unwrap()),
        spin(device),
        std::array::from_fn(|_| Stream::new(device).unwrap()),
    );
    Graph::capture(device, state, |s, (flags, spin, streams)| {
        for (flag, stream) in flags.iter_mut().zip(streams.iter()) {
            let lane = if parallel {
                s.on(stream)
            } else {
                s.on(s.stream())
            };
            // SAFETY: spin_flag(ns, flag) writes one u32 at `flag`, a buffer of one element.
            unsafe { lane.launch(spin, LaunchConfig::linear(1, 1), (SPIN_NS, &mut *flag)) }?;
        }
        Ok(())
    })
    .unwrap()
}

/// The GPU time of one launch of `graph`, the least of five; its flags checked set, then
/// cleared.
fn launch_time(graph: &mut Graph<Spins>, stream: &Stream) -> Duration {
    let device = graph.device().clone();
    let (start, end) = (
        Event::with_timing(&device).unwrap(),
        Event::with_timing(&device).unwrap(),
    );
    let mut best = Duration::MAX;
    for _ in 0..5 {
        stream
            .scope(|s| {
                s.record(&start)?;
                s.replay(graph)?;
                s.record(&end)
            })
            .unwrap();
        best = best.min(end.elapsed_since(&start).unwrap());
        for flag in &mut graph.state_mut().0 {
            assert_eq!(flag.to_vec().unwrap(), [1]);
            flag.fill_u32(0).unwrap();
        }
    }
    best
}

/// The streams of a capture's scope become parallel branches: four 20 ms kernels on four
/// streams take about as long as one, against four times that on one stream.
#[test]
#[ignore = "needs a CUDA GPU"]
fn a_captures_streams_run_in_parallel_on_a_gpu() {
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let mut parallel = spins(&device, true);
    let mut serial = spins(&device, false);
    let (p, s) = (
        launch_time(&mut parallel, &stream),
        launch_time(&mut serial, &stream),
    );
    let ratio = p.as_secs_f64() / s.as_secs_f64();
    println!(
        "four 20 ms kernels: on four lanes {:.1} ms, on one stream {:.1} ms (ratio {ratio:.2}); nodes {} and {}",
        p.as_secs_f64() * 1e3,
        s.as_secs_f64() * 1e3,
        parallel.nodes(),
        serial.nodes()
    );
    assert!(s >= Duration::from_millis(75), "serial: {s:?}");
    assert!(ratio < 0.5, "the lanes did not overlap: {ratio:.2}");
}

/// Input, output, the kernel and two streams: the rest is scratch.
type Scratch = (PinnedBuffer<u32>, PinnedBuffer<u32>, Function, [Stream; 2]);

fn scratch_step<'s, 'e>(
    s: &'s cudyn::Scope<'s, 'e>,
    input: &'s PinnedBuffer<u32>,
    output: &'s mut PinnedBuffer<u32>,
    add: &'s Function,
    [up, work]: &'e [Stream; 2],
    value: u32,
) -> cudyn::Result<()> {
    let n = input.len();
    let a = s.on(up).scratch::<u32>(n)?;
    s.on(up).copy(input, a)?;
    let b = s.on(work).scratch::<u32>(n)?;
    // SAFETY: add_u32(in, out, n, value) reads and writes n elements of the two.
    unsafe {
        s.on(work).launch(
            add,
            LaunchConfig::linear(n as u32, 256),
            (a, b, n as u32, value),
        )
    }?;
    s.copy(b, output)
}

/// Scratch memory on two lanes, captured with memory dropped inside the closure; replayed 1,000
/// times with new input, every output checked; captured again (instantiated again: memory
/// nodes); the same step issued through a scope.
#[test]
#[ignore = "needs a CUDA GPU"]
fn scratch_memory_and_lanes_replay_on_a_gpu() {
    let device = device();
    let n = 1 << 16;
    let add = Module::from_ptx(&device, include_str!("kernels.ptx"))
        .unwrap()
        .function("add_u32")
        .unwrap();
    let pinned = || PinnedBuffer::<u32>::zeroed(&device, n, Default::default()).unwrap();
    let state: Scratch = (
        pinned(),
        pinned(),
        add,
        [Stream::new(&device).unwrap(), Stream::new(&device).unwrap()],
    );
    let doomed = (
        DeviceBuffer::<u32>::zeroed(&device, 1 << 20).unwrap(),
        pinned(),
    );
    let mut graph = Graph::capture(&device, state, move |s, (input, output, add, lanes)| {
        drop(doomed);
        scratch_step(s, input, output, add, lanes, 3)
    })
    .unwrap();
    println!("scratch graph: {} nodes", graph.nodes());
    let stream = Stream::new(&device).unwrap();
    let check = |graph: &mut Graph<Scratch>, step: u32, value: u32| {
        for (i, x) in graph.state_mut().0.iter_mut().enumerate() {
            *x = step.wrapping_mul(7919).wrapping_add(i as u32);
        }
        stream.scope(|s| s.replay(graph)).unwrap();
        for (i, &x) in graph.state_mut().1.iter().enumerate() {
            let expected = step.wrapping_mul(7919).wrapping_add(i as u32);
            assert_eq!(x, expected.wrapping_add(value), "step {step}, {i}");
        }
    };
    for step in 0..1000 {
        check(&mut graph, step, 3);
    }
    let done = graph
        .recapture(|s, (input, output, add, lanes)| scratch_step(s, input, output, add, lanes, 5))
        .unwrap();
    assert!(!done.in_place, "{done:?}");
    for step in 0..100 {
        check(&mut graph, step, 5);
    }
    let (input, mut output, add, lanes) = graph.into_state();
    stream
        .scope(|s| scratch_step(s, &input, &mut output, &add, &lanes, 7))
        .unwrap();
    assert_eq!(output[10], input[10].wrapping_add(7));
}
