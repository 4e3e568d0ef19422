//! A double-buffered pipeline in one scope: pinned input → device → kernel → pinned output,
//! batch after batch, while the host fills the next batch's input and checks an earlier
//! batch's output in the other set of buffers.
//!
//! Copies up and the kernel go on one stream, copies down on a second ([`Scope::on`]), so the
//! two directions overlap; each set's buffers are given back to the host as soon as their last
//! copy is done ([`Scope::give_back`]), not when the scope ends.
//!
//! It times the host's work alone, the device's work alone and the two pipelined; pipelined
//! should take little more than the larger of the other two. Then it times copies of pinned
//! memory in one direction, and in both at once on two streams.
//!
//! cargo run --release --example pipeline [batches] [MiB per batch]

use std::time::{Duration, Instant};

use cudyn::{
    Device, DeviceBuffer, Held, LaunchConfig, Module, PinnedBuffer, PinnedFlags, Result, Stream,
    ViewMut,
};

const KERNELS: &str = include_str!("../tests/kernels.ptx");

/// What [`pipeline`] measured.
#[derive(Debug)]
#[allow(dead_code)] // read through Debug by the example, by field in tests/gpu_pipelines.rs
pub struct Pipelined {
    /// Filling every batch's input and checking every batch's output, with no device work.
    pub host: Duration,
    /// Every batch up, through the kernel and down, with no host work.
    pub device: Duration,
    /// Both, overlapped.
    pub pipelined: Duration,
    /// Output elements that were wrong, over every batch.
    pub wrong: usize,
}

/// A batch on its way: its number, and its set's input and output, lent to the scope.
type InFlight<'s> = (u32, Held<'s, u32>, Held<'s, u32>);

/// The input of batch `batch` at index `i`; the kernel adds `batch + 1`.
fn input(batch: u32, i: usize) -> u32 {
    (i as u32).wrapping_mul(2_654_435_761) ^ batch
}

fn fill(batch: u32, host: &mut [u32]) {
    for (i, value) in host.iter_mut().enumerate() {
        *value = input(batch, i);
    }
}

/// Elements of `host` that are not batch `batch`'s input plus `batch + 1`.
fn check(batch: u32, host: &[u32]) -> usize {
    host.iter()
        .enumerate()
        .filter(|&(i, &value)| value != input(batch, i).wrapping_add(batch + 1))
        .count()
}

/// Runs `batches` batches of `len` elements through the pipeline, and each half alone.
pub fn pipeline(device: &Device, batches: u32, len: usize) -> Result<Pipelined> {
    let module = Module::from_ptx(device, KERNELS)?;
    let add = module.function("add_u32")?;
    let (up, down) = (Stream::new(device)?, Stream::new(device)?);
    let pinned = || PinnedBuffer::<u32>::zeroed(device, len, PinnedFlags::DEFAULT);
    let mut inputs = [pinned()?, pinned()?];
    let mut outputs = [pinned()?, pinned()?];
    let mut on_device = [
        DeviceBuffer::<u32>::uninit(device, len)?,
        DeviceBuffer::<u32>::uninit(device, len)?,
    ];
    let mut results = [
        DeviceBuffer::<u32>::uninit(device, len)?,
        DeviceBuffer::<u32>::uninit(device, len)?,
    ];
    let n = u32::try_from(len).expect("a batch fits a u32 count");
    let config = LaunchConfig::linear(n, 256);

    // The host's work alone: the same fills and checks, on the same memory.
    let start = Instant::now();
    let mut ignored = 0;
    for batch in 0..batches {
        let set = batch as usize % 2;
        fill(batch, &mut inputs[set]);
        ignored += check(batch, &outputs[set]);
    }
    let host = start.elapsed();
    std::hint::black_box(ignored);

    // The device's work alone, overlapped across batches as in the pipeline.
    let start = Instant::now();
    up.scope(|s| {
        let back = s.on(&down);
        let [i0, i1] = &mut inputs;
        let [o0, o1] = &mut outputs;
        let [d0, d1] = &mut on_device;
        let [r0, r1] = &mut results;
        let sets = [
            (s.hold(i0), s.hold(d0), s.hold(r0), s.hold(o0)),
            (s.hold(i1), s.hold(d1), s.hold(r1), s.hold(o1)),
        ];
        for batch in 0..batches {
            let (input, on_device, result, output) = sets[batch as usize % 2];
            s.copy(input, on_device)?;
            // SAFETY: add_u32(const u32 *in, u32 *out, u32 n, u32 value) over the n elements
            // both device buffers hold.
            unsafe { s.launch(&add, config, (on_device, result, n, batch + 1))? };
            back.copy(result, output)?;
        }
        Ok(())
    })?;
    let device_time = start.elapsed();

    // Both, pipelined: the host works on one set while the device works on the other.
    let start = Instant::now();
    let mut wrong = 0;
    up.scope(|s| {
        let back = s.on(&down);
        let [i0, i1] = &mut inputs;
        let [o0, o1] = &mut outputs;
        let [d0, d1] = &mut on_device;
        let [r0, r1] = &mut results;
        let devices = [(s.hold(d0), s.hold(r0)), (s.hold(d1), s.hold(r1))];
        let mut idle: [Option<(ViewMut<'_, u32>, ViewMut<'_, u32>)>; 2] = [
            Some((i0.view_mut(), o0.view_mut())),
            Some((i1.view_mut(), o1.view_mut())),
        ];
        let mut in_flight: [Option<InFlight<'_>>; 2] = [None, None];
        let mut finish = |set: usize, in_flight: &mut [Option<_>; 2]| -> Result<_> {
            let Some((batch, input, output)) = in_flight[set].take() else {
                return Ok(None);
            };
            // Waits for this set's last copy down only; the other set's work keeps running.
            let (input, output) = (s.give_back(input)?, s.give_back(output)?);
            wrong += check(batch, output.as_slice().expect("pinned memory"));
            Ok(Some((input, output)))
        };
        for batch in 0..batches {
            let set = batch as usize % 2;
            if let Some(views) = finish(set, &mut in_flight)? {
                idle[set] = Some(views);
            }
            let (mut input, output) = idle[set].take().expect("each set is idle or in flight");
            fill(batch, input.as_mut_slice().expect("pinned memory"));
            let (input, output) = (s.hold(input), s.hold(output));
            let (on_device, result) = devices[set];
            s.copy(input, on_device)?;
            // SAFETY: as above.
            unsafe { s.launch(&add, config, (on_device, result, n, batch + 1))? };
            back.copy(result, output)?;
            in_flight[set] = Some((batch, input, output));
        }
        for set in [batches as usize % 2, (batches as usize + 1) % 2] {
            finish(set, &mut in_flight)?;
        }
        Ok(())
    })?;
    Ok(Pipelined {
        host,
        device: device_time,
        pipelined: start.elapsed(),
        wrong,
    })
}

/// Bytes per second of `len` elements of pinned memory copied up alone, and copied up and
/// down at once on two streams (both directions' bytes counted), best of `rounds`.
#[allow(dead_code)] // used by tests/gpu_pipelines.rs and main
pub fn both_directions(device: &Device, len: usize, rounds: u32) -> Result<(f64, f64)> {
    let (up, down) = (Stream::new(device)?, Stream::new(device)?);
    let source = PinnedBuffer::<u32>::zeroed(device, len, PinnedFlags::DEFAULT)?;
    let mut target = PinnedBuffer::<u32>::zeroed(device, len, PinnedFlags::DEFAULT)?;
    let mut to = DeviceBuffer::<u32>::uninit(device, len)?;
    let from = DeviceBuffer::<u32>::zeroed(device, len)?;
    let bytes = (len * 4) as f64;
    let (mut one, mut two) = (Duration::MAX, Duration::MAX);
    for _ in 0..rounds {
        let start = Instant::now();
        up.scope(|s| s.copy(&source, &mut to))?;
        one = one.min(start.elapsed());
        let start = Instant::now();
        up.scope(|s| {
            s.copy(&source, &mut to)?;
            s.on(&down).copy(&from, &mut target)
        })?;
        two = two.min(start.elapsed());
    }
    Ok((bytes / one.as_secs_f64(), 2.0 * bytes / two.as_secs_f64()))
}

#[allow(dead_code)] // tests/gpu_pipelines.rs includes this file for the functions above
fn main() -> Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: u32| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let (batches, mib) = (arg(0, 8), arg(1, 64) as usize);
    let device = Device::get(0)?;
    println!("{}: {batches} batches of {mib} MiB", device.name()?);
    let figures = pipeline(&device, batches, mib << 18)?;
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let larger = figures.host.max(figures.device);
    println!(
        "host alone {:.1} ms, device alone {:.1} ms, pipelined {:.1} ms = {:.3} x the larger",
        ms(figures.host),
        ms(figures.device),
        ms(figures.pipelined),
        figures.pipelined.as_secs_f64() / larger.as_secs_f64()
    );
    assert_eq!(
        figures.wrong, 0,
        "{} output elements are wrong",
        figures.wrong
    );
    let (one, two) = both_directions(&device, 16 << 20, 10)?;
    println!(
        "pinned copies, 64 MiB each way: one direction {:.1} GB/s, both at once on two \
         streams {:.1} GB/s = {:.2} x",
        one / 1e9,
        two / 1e9,
        two / one
    );
    Ok(())
}
