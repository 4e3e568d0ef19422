//! A step like a decode loop's, 64 small operations, issued through a scope every time against
//! captured once into a graph and replayed (issue 37's targets), in one process:
//!
//! - **host time**: the calling thread's time to queue one step, not counting the wait for the
//!   GPU: the scope's closure issuing the 64 operations, against `Scope::replay`;
//! - **GPU time**: per step, between events recorded around it on the same stream;
//! - **correctness**: replays with the host's input changed before each, every output checked.
//!
//! The step: 16 rounds of a 4 KiB copy up from pinned memory, a fill of its first word, a kernel
//! adding one (`add_u32` of tests/kernels.ptx), and a 4 KiB copy down into pinned memory.
//!
//! ```text
//! graph_replay [--quick] [--replays N] [--shape mixed|device|kernels]
//! ```
//!
//! Runs wherever a driver loads (`CUDYN_DRIVER` names the fake in CI, where the figures mean
//! nothing but every output is still checked).

use std::time::Instant;

use cudyn::{
    Device, DeviceBuffer, Event, Function, Graph, LaunchConfig, Module, PinnedBuffer, Scope, Stream,
};

type Res<T> = Result<T, Box<dyn std::error::Error>>;

const ROUNDS: usize = 16;
const WORDS: usize = 1024; // 4 KiB

/// Inputs, device buffers, outputs, the kernel, device buffers for the `device` shape.
type State = (
    Vec<PinnedBuffer<u32>>,
    Vec<DeviceBuffer<u32>>,
    Vec<PinnedBuffer<u32>>,
    Function,
    Vec<DeviceBuffer<u32>>,
);

/// What a step's rounds are made of (`--shape`): `mixed` (4 KiB up from pinned memory, a fill,
/// a kernel, 4 KiB down into pinned memory), `device` (the same with the copies between device
/// buffers, which the inputs are first copied into), or `kernels` (four kernels a round).
#[derive(Clone, Copy, PartialEq)]
enum Shape {
    Mixed,
    Device,
    Kernels,
}

static SHAPE: std::sync::OnceLock<Shape> = std::sync::OnceLock::new();

/// Queues the step's 64 operations.
fn step<'s, 'e>(s: &'s Scope<'s, 'e>, state: &'s mut State) -> cudyn::Result<()> {
    step_of(s, state, false)
}

/// The step, with one more fill of the first output's first word at its end where `extra`
/// (another shape of graph, for `Graph::recapture` to instantiate again).
fn step_of<'s, 'e>(s: &'s Scope<'s, 'e>, state: &'s mut State, extra: bool) -> cudyn::Result<()> {
    let (inputs, middles, outputs, add, staged) = state;
    let shape = *SHAPE.get().expect("set in main");
    for (round, (((input, middle), output), staged)) in inputs
        .iter()
        .zip(middles.iter_mut())
        .zip(outputs.iter_mut())
        .zip(staged.iter_mut())
        .enumerate()
    {
        let middle = s.hold(middle);
        let launch = |held| {
            // SAFETY: add_u32(in, out, n, value) reads and writes n elements of the two.
            unsafe {
                s.launch(
                    add,
                    LaunchConfig::linear(WORDS as u32, 256),
                    (held, held, WORDS as u32, 1u32),
                )
            }
        };
        match shape {
            Shape::Mixed => {
                s.copy(input, middle)?;
                s.fill_u32(middle.slice(..1)?, 7)?;
                launch(middle)?;
                s.copy(middle, output)?;
            }
            Shape::Device => {
                let staged = s.hold(staged);
                s.copy(staged, middle)?;
                s.fill_u32(middle.slice(..1)?, 7)?;
                launch(middle)?;
                s.copy(middle, staged)?;
            }
            Shape::Kernels => {
                for _ in 0..4 {
                    launch(middle)?;
                }
            }
        }
        if extra && round == 0 {
            s.fill_u32(middle.slice(..1)?, 9)?;
        }
    }
    Ok(())
}

fn state(device: &Device) -> Res<State> {
    let pinned = || PinnedBuffer::<u32>::zeroed(device, WORDS, Default::default());
    let add =
        Module::from_ptx(device, include_str!("../tests/kernels.ptx"))?.function("add_u32")?;
    Ok((
        (0..ROUNDS).map(|_| pinned()).collect::<Result<_, _>>()?,
        (0..ROUNDS)
            .map(|_| DeviceBuffer::zeroed(device, WORDS))
            .collect::<Result<_, _>>()?,
        (0..ROUNDS).map(|_| pinned()).collect::<Result<_, _>>()?,
        add,
        (0..ROUNDS)
            .map(|_| DeviceBuffer::zeroed(device, WORDS))
            .collect::<Result<_, _>>()?,
    ))
}

/// Writes the inputs for `seed`.
fn write_inputs(state: &mut State, seed: u32) {
    for (round, input) in state.0.iter_mut().enumerate() {
        for (i, x) in input.iter_mut().enumerate() {
            *x = seed
                .wrapping_mul(31)
                .wrapping_add((round * WORDS + i) as u32);
        }
    }
}

/// Whether the outputs are what the step makes of the inputs for `seed` (the `mixed` shape's;
/// the others are timed only).
fn check_outputs(state: &State, seed: u32) -> bool {
    if *SHAPE.get().expect("set in main") != Shape::Mixed {
        return true;
    }
    state.2.iter().enumerate().all(|(round, output)| {
        output.iter().enumerate().all(|(i, &x)| {
            let input = seed
                .wrapping_mul(31)
                .wrapping_add((round * WORDS + i) as u32);
            x == if i == 0 { 8 } else { input.wrapping_add(1) }
        })
    })
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() -> Res<()> {
    let args: Vec<String> = std::env::args().collect();
    let quick = args.iter().any(|a| a == "--quick");
    let replays: u32 = match args.iter().position(|a| a == "--replays") {
        Some(i) => args.get(i + 1).ok_or("--replays needs a number")?.parse()?,
        None if quick => 50,
        None => 10_000,
    };
    let samples = if quick { 20 } else { 500 };
    let shape = match args.iter().position(|a| a == "--shape") {
        Some(i) => match args.get(i + 1).map(String::as_str) {
            Some("mixed") => Shape::Mixed,
            Some("device") => Shape::Device,
            Some("kernels") => Shape::Kernels,
            _ => return Err("--shape is mixed, device or kernels".into()),
        },
        None => Shape::Mixed,
    };
    SHAPE.set(shape).map_err(|_| "set once")?;
    let device = Device::get(0)?;
    let stream = Stream::new(&device)?;
    let (start, end) = (Event::with_timing(&device)?, Event::with_timing(&device)?);

    // Issued through a scope each time.
    let mut issued = state(&device)?;
    let (mut issued_host, mut issued_gpu) = (Vec::new(), Vec::new());
    for sample in 0..samples + 1 {
        write_inputs(&mut issued, sample);
        let mut host = 0.0;
        stream.scope(|s| {
            start.record(s.stream())?;
            let t = Instant::now();
            step(s, &mut issued)?;
            host = t.elapsed().as_secs_f64() * 1e6;
            end.record(s.stream())
        })?;
        if !check_outputs(&issued, sample) {
            return Err("the issued step produced a wrong output".into());
        }
        // The first is a warm-up.
        if sample > 0 {
            issued_host.push(host);
            issued_gpu.push(end.elapsed_since(&start)?.as_secs_f64() * 1e6);
        }
    }

    // Captured once, replayed.
    let t = Instant::now();
    let mut graph = Graph::capture(&device, state(&device)?, step)?;
    let capture_us = t.elapsed().as_secs_f64() * 1e6;
    let nodes = graph.nodes();
    let (mut replay_host, mut replay_gpu) = (Vec::new(), Vec::new());
    for sample in 0..samples + 1 {
        write_inputs(graph.state_mut(), sample);
        let mut host = 0.0;
        stream.scope(|s| {
            start.record(s.stream())?;
            let t = Instant::now();
            s.replay(&graph)?;
            host = t.elapsed().as_secs_f64() * 1e6;
            end.record(s.stream())
        })?;
        if !check_outputs(graph.state_mut(), sample) {
            return Err("a replay produced a wrong output".into());
        }
        if sample > 0 {
            replay_host.push(host);
            replay_gpu.push(end.elapsed_since(&start)?.as_secs_f64() * 1e6);
        }
    }

    // Correctness: replays with the input changed by the host before each.
    let mut wrong = 0;
    for replay in 0..replays {
        let seed = 1_000_000 + replay;
        write_inputs(graph.state_mut(), seed);
        stream.scope(|s| s.replay(&graph))?;
        wrong += u32::from(!check_outputs(graph.state_mut(), seed));
    }

    // Recaptured: the same shape is updated in place, another (one more fill) instantiated
    // again; shapes A, A, B, B, A, A, ...: every other recapture is each.
    let (mut updates, mut instantiations, mut captures) = (Vec::new(), Vec::new(), Vec::new());
    for i in 0..if quick { 8 } else { 80 } {
        let extra = i % 4 >= 2;
        let done = graph.recapture(|s, state| step_of(s, state, extra))?;
        captures.push(done.captured.as_secs_f64() * 1e6);
        let applied = done.applied.as_secs_f64() * 1e6;
        match done.in_place {
            true => updates.push(applied),
            false => instantiations.push(applied),
        }
        write_inputs(graph.state_mut(), 7);
        stream.scope(|s| s.replay(&graph))?;
        if !check_outputs(graph.state_mut(), 7) {
            return Err("a recaptured graph produced a wrong output".into());
        }
    }
    if updates.is_empty() || instantiations.is_empty() {
        return Err("recaptures were not both updated and instantiated".into());
    }

    let (ih, rh) = (median(issued_host), median(replay_host));
    let (ig, rg) = (median(issued_gpu), median(replay_gpu));
    println!("device: {}", device.name()?);
    let name = match shape {
        Shape::Mixed => "4 KiB up, fill, kernel, 4 KiB down",
        Shape::Device => "4 KiB device copy, fill, kernel, 4 KiB device copy",
        Shape::Kernels => "4 kernels",
    };
    println!(
        "step: {ROUNDS} x ({name}) = {} operations; graph: {} nodes, captured in {capture_us:.0} us",
        ROUNDS * 4,
        nodes
    );
    println!(
        "host time per step (median of {samples}): issued {ih:.1} us, replay {rh:.1} us: issued/replay {:.1} x",
        ih / rh
    );
    println!(
        "GPU time per step (median of {samples}): issued {ig:.1} us, replay {rg:.1} us: replay/issued {:.3}",
        rg / ig
    );
    println!("correctness: {replays} replays, inputs changed before each, {wrong} wrong");
    let recaptures = captures.len();
    let (up, inst, cap) = (median(updates), median(instantiations), median(captures));
    println!(
        "recapture (median of {recaptures}): capture {cap:.0} us; update in place {up:.0} us, instantiate again {inst:.0} us: instantiate/update {:.1} x",
        inst / up
    );
    if wrong > 0 {
        return Err(format!("{wrong} replays produced a wrong output").into());
    }
    Ok(())
}
