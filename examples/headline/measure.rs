//! Samples of several ways of doing one thing, taken in turn, and their percentiles.
//!
//! Each way (a column: cudyn, the raw driver, a peer library) is a closure that does one
//! sample's work and returns the time of the part that counts. A side that fails, by an error or
//! a panic (a peer library may panic where cudyn returns an error), stops being sampled and
//! its cell says why; the other sides go on.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::{Duration, Instant};

/// One sample of a side: the time of its timed part, or why it failed.
pub type Sample<'a> = Box<dyn FnMut() -> Result<Duration, String> + 'a>;

/// A way of doing the row's work, under its column's key.
pub struct Side<'a> {
    column: &'static str,
    sample: Result<Sample<'a>, String>,
}

impl<'a> Side<'a> {
    pub fn new(
        column: &'static str,
        sample: impl FnMut() -> Result<Duration, String> + 'a,
    ) -> Side<'a> {
        Side {
            column,
            sample: Ok(Box::new(sample)),
        }
    }

    /// A side that cannot run: its cell says `why`.
    pub fn failed(column: &'static str, why: impl Into<String>) -> Side<'a> {
        Side {
            column,
            sample: Err(why.into()),
        }
    }

    /// A side that runs if what it needs (a peer library) is there, else fails with why not.
    pub fn when<T>(
        column: &'static str,
        needs: &'a Result<T, String>,
        sample: impl FnOnce(&'a T) -> Sample<'a>,
    ) -> Side<'a> {
        match needs {
            Ok(needed) => Side {
                column,
                sample: Ok(sample(needed)),
            },
            Err(why) => Side::failed(column, why.clone()),
        }
    }
}

/// The 10th, 50th and 90th percentiles of a side's samples, in seconds.
#[derive(Clone, Copy, Debug)]
pub struct Stats {
    pub p10: f64,
    pub median: f64,
    pub p90: f64,
}

impl Stats {
    pub fn of(samples: &[Duration]) -> Stats {
        let mut seconds: Vec<f64> = samples.iter().map(Duration::as_secs_f64).collect();
        seconds.sort_by(f64::total_cmp);
        // Nearest rank: the smallest sample with at least q of the samples at or below it.
        let at = |q: f64| {
            let rank = ((q * seconds.len() as f64).ceil() as usize).clamp(1, seconds.len());
            seconds[rank - 1]
        };
        Stats {
            p10: at(0.1),
            median: at(0.5),
            p90: at(0.9),
        }
    }
}

/// A column's outcome: its figures, or why it has none.
pub struct Cell {
    pub column: &'static str,
    pub result: Result<Stats, String>,
}

struct Running<'a> {
    column: &'static str,
    sample: Result<Sample<'a>, String>,
    samples: Vec<Duration>,
}

impl Running<'_> {
    /// Takes one sample (kept if `keep`); an error or a panic ends the side.
    fn step(&mut self, keep: bool) {
        let Ok(sample) = &mut self.sample else {
            return;
        };
        let outcome = match catch_unwind(AssertUnwindSafe(sample)) {
            Ok(outcome) => outcome,
            Err(panic) => Err(format!("panicked: {}", panic_text(&*panic))),
        };
        match outcome {
            Ok(time) if keep => self.samples.push(time),
            Ok(_) => {}
            Err(why) => self.sample = Err(why),
        }
    }

    fn finish(self) -> Cell {
        Cell {
            column: self.column,
            result: self.sample.map(|_| Stats::of(&self.samples)),
        }
    }
}

fn start(sides: Vec<Side<'_>>) -> Vec<Running<'_>> {
    sides
        .into_iter()
        .map(|side| Running {
            column: side.column,
            sample: side.sample,
            samples: Vec::new(),
        })
        .collect()
}

fn warm_ups(iters: usize) -> usize {
    (iters / 5).max(2)
}

/// `iters` samples of each side after a warm-up, interleaved: sample i starts with side
/// i mod n, so that every side goes first as often, and drift in the machine's state (clocks,
/// other tenants) falls on all alike.
pub fn interleaved(iters: usize, sides: Vec<Side<'_>>) -> Vec<Cell> {
    let mut running = start(sides);
    let n = running.len();
    for _ in 0..warm_ups(iters) {
        running.iter_mut().for_each(|side| side.step(false));
    }
    for i in 0..iters {
        for j in 0..n {
            running[(i + j) % n].step(true);
        }
    }
    running.into_iter().map(Running::finish).collect()
}

/// `iters` samples of each side after its warm-up, one side after the other: for work whose
/// side effects would bill the next side (memory one side's synchronisation hands back to the
/// system, which the next side's allocation must map again).
pub fn one_after_another(iters: usize, sides: Vec<Side<'_>>) -> Vec<Cell> {
    let mut running = start(sides);
    for side in &mut running {
        for i in 0..warm_ups(iters) + iters {
            side.step(i >= warm_ups(iters));
        }
    }
    running.into_iter().map(Running::finish).collect()
}

/// Times `batch` runs of `f`, per run.
pub fn timed(batch: u32, mut f: impl FnMut() -> Result<(), String>) -> Result<Duration, String> {
    let start = Instant::now();
    for _ in 0..batch {
        f()?;
    }
    Ok(start.elapsed() / batch)
}

/// Runs `f`, turning a panic into an error: for calls into a peer library outside sampling.
pub fn guarded<T>(f: impl FnOnce() -> Result<T, String>) -> Result<T, String> {
    catch_unwind(AssertUnwindSafe(f))
        .unwrap_or_else(|panic| Err(format!("panicked: {}", panic_text(&*panic))))
}

fn panic_text(panic: &(dyn std::any::Any + Send)) -> String {
    if let Some(text) = panic.downcast_ref::<&str>() {
        text.to_string()
    } else if let Some(text) = panic.downcast_ref::<String>() {
        text.clone()
    } else {
        "(no message)".into()
    }
}
