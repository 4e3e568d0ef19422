//! `cudyn bench --two-devices`: large pageable copies to two devices at once (issue 29). The
//! staging threads serve every device, so two copies at once compete for them and for host
//! memory: each pair (two uploads, two downloads, an upload to one beside a download from the
//! other) is timed from a common start to the later end, beside the same two copies alone, one
//! after the other, and beside the raw driver's pageable copies (`cuMemcpyHtoD`/`DtoH` from and
//! to the same vectors) the same way. Two more measure what bounds a pair: the same copies from
//! and to page-locked memory (the copy engines and the host's memory, with no CPU copy), and
//! the CPU's part of a staged copy alone (each side's memcpy of the same bytes by as many
//! threads as stage a copy). Every round measures every row, so that a noisy moment of a
//! shared host spreads over all of them; medians of the rounds.

use std::ffi::c_void;
use std::sync::Barrier;
use std::time::Instant;

use cudyn::sys::CUresult;
use cudyn::{Device, DeviceBuffer, Error, PinnedBuffer};

use super::raw;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// One device's side: its memory, a pageable source and target, and page-locked ones.
struct Side {
    device: Device,
    on_device: DeviceBuffer<u8>,
    source: Vec<u8>,
    target: Vec<u8>,
    pinned: PinnedBuffer<u8>,
    pinned_target: PinnedBuffer<u8>,
    /// Where the memcpy of a download's CPU part writes.
    scratch: Vec<u8>,
}

#[derive(Clone, Copy, PartialEq)]
enum Way {
    Up,
    Down,
}

/// How a side copies.
#[derive(Clone, Copy, PartialEq)]
enum Path {
    /// cudyn's pageable copy (staged).
    Cudyn,
    /// The raw driver's pageable copy.
    Raw,
    /// cudyn's copy from or to page-locked memory: the DMA alone.
    Pinned,
    /// The host's part of a staged copy alone: a memcpy of the same bytes by the staging
    /// threads' number of threads, from the vector to page-locked memory (an upload's) or from
    /// page-locked memory to a vector (a download's).
    Memcpy,
}

const PATHS: [Path; 4] = [Path::Cudyn, Path::Raw, Path::Pinned, Path::Memcpy];

impl Side {
    fn new(device: Device, n: usize) -> cudyn::Result<Side> {
        let on_device = DeviceBuffer::<u8>::zeroed(&device, n)?;
        // Touched, both: a copy measures the copy, not the host's first touch.
        let source: Vec<u8> = (0..n).map(|i| (i % 251) as u8).collect();
        let pinned = PinnedBuffer::from_slice(&device, &source, Default::default())?;
        let pinned_target = PinnedBuffer::<u8>::zeroed(&device, n, Default::default())?;
        Ok(Side {
            device,
            on_device,
            source,
            target: vec![1u8; n],
            pinned,
            pinned_target,
            scratch: vec![2u8; n],
        })
    }

    /// One copy, by `path`; its start and end.
    fn copy(&mut self, way: Way, path: Path) -> cudyn::Result<(Instant, Instant)> {
        let n = self.source.len();
        let start = Instant::now();
        match (way, path) {
            (Way::Up, Path::Cudyn) => self.on_device.copy_from(&self.source)?,
            (Way::Down, Path::Cudyn) => self.on_device.copy_to(&mut self.target)?,
            (Way::Up, Path::Pinned) => self.on_device.copy_from(&self.pinned)?,
            (Way::Down, Path::Pinned) => self.on_device.copy_to(&mut self.pinned_target)?,
            (way, Path::Memcpy) => {
                let (from, to): (&[u8], &mut [u8]) = match way {
                    Way::Up => (&self.source, &mut self.pinned),
                    Way::Down => (&self.pinned_target, &mut self.scratch),
                };
                let parts = cudyn::staging_threads().max(1);
                let chunk = n.div_ceil(parts);
                std::thread::scope(|scope| {
                    for (to, from) in to.chunks_mut(chunk).zip(from.chunks(chunk)) {
                        scope.spawn(move || to.copy_from_slice(from));
                    }
                });
            }
            (Way::Up, Path::Raw) => {
                self.device.bind()?;
                let (to, from) = (self.on_device.device_ptr(), self.source.as_ptr());
                raw!(cuMemcpyHtoD_v2(to, from.cast::<c_void>(), n))?;
            }
            (Way::Down, Path::Raw) => {
                self.device.bind()?;
                let (to, from) = (self.target.as_mut_ptr(), self.on_device.device_ptr());
                raw!(cuMemcpyDtoH_v2(to.cast::<c_void>(), from, n))?;
            }
        }
        Ok((start, Instant::now()))
    }
}

/// The two sides' copies at once, from two threads that start together: GB/s of both, from
/// the earlier start to the later end.
fn together(sides: &mut [Side; 2], ways: [Way; 2], path: Path) -> cudyn::Result<f64> {
    let n = sides[0].source.len();
    let barrier = Barrier::new(2);
    let [a, b] = sides;
    let (ta, tb) = std::thread::scope(|scope| {
        let barrier = &barrier;
        let first = scope.spawn(move || {
            barrier.wait();
            a.copy(ways[0], path)
        });
        barrier.wait();
        let second = b.copy(ways[1], path);
        (first.join().expect("a copying thread panicked"), second)
    });
    let ((sa, ea), (sb, eb)) = (ta?, tb?);
    let wall = ea.max(eb).duration_since(sa.min(sb));
    Ok(2.0 * n as f64 / wall.as_secs_f64() / 1e9)
}

pub(super) fn run(iters: usize, quick: bool) -> cudyn::Result<()> {
    let devices = Device::all()?;
    let [first, second, ..] = &devices[..] else {
        println!("two devices: one device here, nothing to measure");
        return Ok(());
    };
    let n = if quick { 8 << 20 } else { 256 << 20 };
    let rounds = if quick { 2 } else { iters.max(10) };
    let mut sides = [Side::new(first.clone(), n)?, Side::new(second.clone(), n)?];
    let pairs = [
        ("two uploads", [Way::Up, Way::Up]),
        ("two downloads", [Way::Down, Way::Down]),
        ("upload + download", [Way::Up, Way::Down]),
    ];
    // Per pair and path: each device's copy alone, and both at once, GB/s.
    let mut figures = vec![vec![(Vec::new(), Vec::new(), Vec::new()); PATHS.len()]; 3];
    let gbps = |(start, end): (Instant, Instant)| n as f64 / (end - start).as_secs_f64() / 1e9;
    // A first round unrecorded: rings made, threads started, memory warm on both devices.
    for round in 0..=rounds {
        for (pair, &(_, ways)) in pairs.iter().enumerate() {
            for (at, &path) in PATHS.iter().enumerate() {
                let alone = [
                    gbps(sides[0].copy(ways[0], path)?),
                    gbps(sides[1].copy(ways[1], path)?),
                ];
                let both = together(&mut sides, ways, path)?;
                if round > 0 {
                    let (a, b, at_once) = &mut figures[pair][at];
                    a.push(alone[0]);
                    b.push(alone[1]);
                    at_once.push(both);
                }
            }
        }
    }
    for side in &sides {
        let expected: &[u8] = &side.source;
        if side.target != expected || side.pinned_target[..] != side.pinned[..] {
            return Err(Error::Driver(cudyn::DriverError::new(
                "two-devices round trip differs",
                CUresult::CUDA_ERROR_UNKNOWN,
            )));
        }
    }
    println!(
        "copies of {} MiB to two devices at once (devices {} and {}), GB/s, medians of {rounds} \
         rounds; each pair beside the same copies alone (their sum): pageable through cudyn and \
         through the raw driver; page-locked (the DMAs alone); and the CPU's part of a staged \
         copy alone (a memcpy of the same bytes by {} threads a side):",
        n >> 20,
        first.ordinal(),
        second.ordinal(),
        cudyn::staging_threads().max(1)
    );
    for (pair, (name, _)) in pairs.iter().enumerate() {
        let show = |(a, b, both): &(Vec<f64>, Vec<f64>, Vec<f64>)| {
            let (a, b, both) = (median(a.clone()), median(b.clone()), median(both.clone()));
            format!(
                "alone {a:.1} + {b:.1} = {:.1}, at once {both:.1}: {:.3} x",
                a + b,
                both / (a + b)
            )
        };
        println!(
            "  {name:<17}  cudyn: {};  raw: {}",
            show(&figures[pair][0]),
            show(&figures[pair][1])
        );
        println!(
            "  {:<17}  page-locked: {};  memcpy: {}",
            "",
            show(&figures[pair][2]),
            show(&figures[pair][3])
        );
    }
    Ok(())
}
