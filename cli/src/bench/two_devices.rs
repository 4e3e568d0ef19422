//! `cudyn bench --two-devices`: large pageable copies to two devices at once (issue 29). The
//! staging threads serve every device, so two copies at once compete for them and for host
//! memory: each pair (two uploads, two downloads, an upload to one beside a download from the
//! other) is timed from a common start to the later end, beside the same two copies alone, one
//! after the other, and beside the raw driver's pageable copies (`cuMemcpyHtoD`/`DtoH` from and
//! to the same vectors) the same way. Every round measures every row, so that a noisy moment of
//! a shared host spreads over all of them; medians of the rounds.

use std::ffi::c_void;
use std::sync::Barrier;
use std::time::Instant;

use cudyn::sys::CUresult;
use cudyn::{Device, DeviceBuffer, Error};

use super::raw;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// One device's side: its memory, a pageable source and a pageable target.
struct Side {
    device: Device,
    on_device: DeviceBuffer<u8>,
    source: Vec<u8>,
    target: Vec<u8>,
}

#[derive(Clone, Copy, PartialEq)]
enum Way {
    Up,
    Down,
}

impl Side {
    fn new(device: Device, n: usize) -> cudyn::Result<Side> {
        let on_device = DeviceBuffer::<u8>::zeroed(&device, n)?;
        // Touched, both: a copy measures the copy, not the host's first touch.
        let source = (0..n).map(|i| (i % 251) as u8).collect();
        Ok(Side {
            device,
            on_device,
            source,
            target: vec![1u8; n],
        })
    }

    /// One copy, through cudyn or the raw driver; its start and end.
    fn copy(&mut self, way: Way, raw_driver: bool) -> cudyn::Result<(Instant, Instant)> {
        let n = self.source.len();
        let start = Instant::now();
        match (way, raw_driver) {
            (Way::Up, false) => self.on_device.copy_from(&self.source)?,
            (Way::Down, false) => self.on_device.copy_to(&mut self.target)?,
            (Way::Up, true) => {
                self.device.bind()?;
                let (to, from) = (self.on_device.device_ptr(), self.source.as_ptr());
                raw!(cuMemcpyHtoD_v2(to, from.cast::<c_void>(), n))?;
            }
            (Way::Down, true) => {
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
fn together(sides: &mut [Side; 2], ways: [Way; 2], raw_driver: bool) -> cudyn::Result<f64> {
    let n = sides[0].source.len();
    let barrier = Barrier::new(2);
    let [a, b] = sides;
    let (ta, tb) = std::thread::scope(|scope| {
        let barrier = &barrier;
        let first = scope.spawn(move || {
            barrier.wait();
            a.copy(ways[0], raw_driver)
        });
        barrier.wait();
        let second = b.copy(ways[1], raw_driver);
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
    // Per pair and side (cudyn, raw): each device's copy alone, and both at once, GB/s.
    let mut figures = vec![[(Vec::new(), Vec::new(), Vec::new()), Default::default()]; 3];
    let gbps = |(start, end): (Instant, Instant)| n as f64 / (end - start).as_secs_f64() / 1e9;
    // A first round unrecorded: rings made, threads started, memory warm on both devices.
    for round in 0..=rounds {
        for (pair, &(_, ways)) in pairs.iter().enumerate() {
            for raw_driver in [false, true] {
                let alone = [
                    gbps(sides[0].copy(ways[0], raw_driver)?),
                    gbps(sides[1].copy(ways[1], raw_driver)?),
                ];
                let both = together(&mut sides, ways, raw_driver)?;
                if round > 0 {
                    let (a, b, at_once) = &mut figures[pair][usize::from(raw_driver)];
                    a.push(alone[0]);
                    b.push(alone[1]);
                    at_once.push(both);
                }
            }
        }
    }
    for side in &sides {
        let expected: &[u8] = &side.source;
        if side.target != expected {
            return Err(Error::Driver(cudyn::DriverError::new(
                "two-devices round trip differs",
                CUresult::CUDA_ERROR_UNKNOWN,
            )));
        }
    }
    println!(
        "pageable copies of {} MiB to two devices at once (devices {} and {}), GB/s, medians of \
         {rounds} rounds; each pair beside the same copies alone (their sum) and beside the \
         raw driver's pageable copies:",
        n >> 20,
        first.ordinal(),
        second.ordinal()
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
    }
    Ok(())
}
