//! `cudyn bench`'s shape rows (issue 26): rectangles, and batches of scattered blocks, each
//! moved through cudyn beside the raw driver calls that move the same bytes, in one process.
//!
//! A row has several columns, cudyn first and then each raw way of doing the same copy. They
//! are sampled in turns: round `i` starts with column `i mod n`, so that every column goes first
//! as often and drift in the machine's state falls on all alike; the device is idle before
//! every sample. A column that fails stops being sampled and shows why; a column this driver
//! cannot run (no `cuMemcpyBatchAsync`) shows "-". A ratio is printed only where both of its
//! columns were measured. After each row the bytes it moved are checked against their source:
//! every side writes the same bytes to the same place, except the contiguous copy, which
//! writes a scratch buffer of its own.

mod batches;

use std::time::{Duration, Instant};

use cudyn::sys::{CUDA_MEMCPY2D, CUdeviceptr, CUmemorytype, CUresult};
use cudyn::{Device, DeviceBuffer, Error, PinnedBuffer, PinnedFlags, Stream, ViewMut};

use super::{Progress, Row, Unit, raw};
use crate::stats::Stats;
use crate::svg::size_label;

/// Issue 26's rectangle: rows, bytes a row, pitch. `--quick` takes the small one.
const RECT: (usize, usize, usize) = (4096, 16 << 10, 64 << 10);
const QUICK_RECT: (usize, usize, usize) = (64, 4 << 10, 16 << 10);

/// The rows this module measures, for the progress bar.
pub(super) const COUNT: usize = 4 + batches::COUNT;

/// One sample's work for a column; it returns once the bytes are where they go.
type Work<'a> = Box<dyn FnMut() -> cudyn::Result<()> + 'a>;

/// A column of a row: its name and its work, or why this driver cannot do it.
pub(super) struct Side<'a> {
    name: &'static str,
    work: Option<Work<'a>>,
}

impl<'a> Side<'a> {
    fn new(name: &'static str, work: impl FnMut() -> cudyn::Result<()> + 'a) -> Side<'a> {
        Side {
            name,
            work: Some(Box::new(work)),
        }
    }

    /// A column this driver cannot run (the group's legend says when): shown as "-",
    /// counted as no failure.
    fn absent(name: &'static str) -> Side<'a> {
        Side { name, work: None }
    }
}

/// What became of a column.
enum Outcome {
    Measured(Stats),
    /// Not run with this driver or memory (the table shows "-").
    Absent,
    /// A sample failed, for this reason: no figure.
    Failed(String),
}

struct Column {
    name: &'static str,
    outcome: Outcome,
}

/// One row of the shape tables.
pub(super) struct Shape {
    metric: &'static str,
    /// Bytes a row of the rectangle, or a block of the batch.
    size: usize,
    /// The rest of the shape, in words ("4096 rows, pitch 64K").
    shape: String,
    /// Bytes moved by one sample: GB/s are of these.
    bytes: usize,
    columns: Vec<Column>,
    /// Why the bytes the row moved were wrong, if they were: its figures are then withheld.
    wrong: Option<String>,
}

/// Rows with the same columns, under one heading and legend.
pub(super) struct Group {
    title: &'static str,
    legend: &'static str,
    shapes: Vec<Shape>,
}

/// Measures every shape row on `device`: the rectangle's four, then the batches'.
pub(super) fn rows(
    device: &Device,
    iters: usize,
    quick: bool,
    progress: &mut Progress,
) -> cudyn::Result<Vec<Group>> {
    let stream = Stream::new(device)?;
    Ok(vec![
        Group {
            title: "rectangles",
            legend: "cudyn: copy of two View::rect views, returning when done\n\
                     raw 2D: cuMemcpy2DAsync_v2 on a stream, then cuStreamSynchronize (from \
                     pageable memory, the driver's own pageable path)",
            shapes: rects(device, &stream, iters, quick, progress)?,
        },
        Group {
            title: "batches of scattered blocks",
            legend: batches::LEGEND,
            shapes: batches::rows(device, &stream, iters, quick, progress)?,
        },
    ])
}

/// `iters` samples of each side after a warm-up, in turns (see the module's notes).
fn sample(iters: usize, sides: Vec<Side<'_>>) -> Vec<Column> {
    enum State<'a> {
        Running(Work<'a>, Vec<Duration>),
        Done(Outcome),
    }
    let mut states: Vec<(&'static str, State<'_>)> = sides
        .into_iter()
        .map(|side| match side.work {
            Some(work) => (side.name, State::Running(work, Vec::new())),
            None => (side.name, State::Done(Outcome::Absent)),
        })
        .collect();
    let step = |state: &mut State<'_>, keep: bool| {
        let State::Running(work, samples) = state else {
            return;
        };
        // Each sample starts with the device idle, so that nothing of the last one (another
        // column's) is billed to it.
        let timed = idle().and_then(|()| {
            let start = Instant::now();
            work().map(|()| start.elapsed())
        });
        match timed {
            Ok(time) if keep => samples.push(time),
            Ok(_) => {}
            Err(error) => *state = State::Done(Outcome::Failed(error.to_string())),
        }
    };
    let n = states.len();
    for _ in 0..(iters / 5).max(2) {
        states.iter_mut().for_each(|(_, state)| step(state, false));
    }
    for i in 0..iters {
        for j in 0..n {
            step(&mut states[(i + j) % n].1, true);
        }
    }
    states
        .into_iter()
        .map(|(name, state)| Column {
            name,
            outcome: match state {
                State::Running(_, samples) => Outcome::Measured(Stats::of(&samples)),
                State::Done(outcome) => outcome,
            },
        })
        .collect()
}

/// Waits until the device has nothing left to do.
fn idle() -> cudyn::Result<()> {
    raw!(cuCtxSynchronize())
}

/// A row from its columns, moving the bar on.
fn shape(
    progress: &mut Progress,
    (metric, size, shape): (&'static str, usize, String),
    bytes: usize,
    columns: Vec<Column>,
    wrong: Option<String>,
) -> Shape {
    progress.step(&format!("{metric} {}", size_label(size as f64)));
    Shape {
        metric,
        size,
        shape,
        bytes,
        columns,
        wrong,
    }
}

/// `None` if `got` is `expected`, else where they first differ.
fn differs(got: &[u8], expected: &[u8]) -> Option<String> {
    if got == expected {
        return None;
    } else if got.len() != expected.len() {
        return Some(format!(
            "{} bytes where {} were expected",
            got.len(),
            expected.len()
        ));
    }
    let at = got.iter().zip(expected).position(|(a, b)| a != b)?;
    Some(format!(
        "the bytes moved differ from their source at byte {at}"
    ))
}

/// `len` bytes of a pattern that repeats every 251 bytes: a prime, so rows and blocks a power
/// of two apart all start differently. (Copied a period at a time: this runs unoptimised too.)
fn pattern(len: usize) -> Vec<u8> {
    let period: Vec<u8> = (0..251).collect();
    let mut out = Vec::with_capacity(len);
    while out.len() < len {
        out.extend_from_slice(&period[..(len - out.len()).min(period.len())]);
    }
    out
}

/// The four rectangle rows: pinned and pageable memory, up and down, cudyn's `copy` of two
/// `View::rect`s beside one raw `cuMemcpy2DAsync_v2`.
fn rects(
    device: &Device,
    stream: &Stream,
    iters: usize,
    quick: bool,
    progress: &mut Progress,
) -> cudyn::Result<Vec<Shape>> {
    let (rows, width, pitch) = if quick { QUICK_RECT } else { RECT };
    let total = rows * pitch;
    let pattern = pattern(total);
    // What a destination holds after a row: the pattern's rows, and zeros in the gaps.
    let mut expected = vec![0u8; total];
    for r in 0..rows {
        let row = r * pitch..r * pitch + width;
        expected[row.clone()].copy_from_slice(&pattern[row]);
    }
    let mut pinned = PinnedBuffer::from_slice(device, &pattern, PinnedFlags::DEFAULT)?;
    let mut pageable = pattern.clone();
    let mut on_device = DeviceBuffer::<u8>::zeroed(device, total)?;
    let (d, s) = (on_device.device_ptr(), stream.raw());
    let mut shapes = Vec::new();
    for (metric, up, is_pinned) in [
        ("2D H2D pinned", true, true),
        ("2D D2H pinned", false, true),
        ("2D H2D pageable", true, false),
        ("2D D2H pageable", false, false),
    ] {
        // The destination starts zeroed, so that the check sees the rows the row wrote and the
        // gaps it left alone; the source holds the pattern (an upload's host memory was
        // written with it, a download's device memory by the upload before).
        if up {
            on_device.fill_bytes(0)?;
        } else if is_pinned {
            pinned.fill(0);
        } else {
            pageable.fill(0);
        }
        let host_ptr = if is_pinned {
            pinned.as_mut_ptr()
        } else {
            pageable.as_mut_ptr()
        };
        let copy = params(host_ptr, d, (rows, width, pitch), up);
        let mut host = if is_pinned {
            pinned.view_mut()
        } else {
            ViewMut::from(&mut pageable)
        };
        let on_dev = &mut on_device;
        let columns = sample(
            iters,
            vec![
                Side::new("cudyn", move || {
                    if up {
                        let src = host.as_view().rect(rows, width, pitch)?;
                        cudyn::copy(src, on_dev.view_mut().rect(rows, width, pitch)?)
                    } else {
                        let src = on_dev.view().rect(rows, width, pitch)?;
                        cudyn::copy(src, host.reborrow().rect(rows, width, pitch)?)
                    }
                }),
                Side::new("raw 2D", move || {
                    raw!(cuMemcpy2DAsync_v2(&copy, s))?;
                    raw!(cuStreamSynchronize(s))
                }),
            ],
        );
        let written = match (up, is_pinned) {
            (true, _) => on_device.to_vec()?,
            (false, true) => pinned.to_vec()?,
            (false, false) => pageable.clone(),
        };
        let described = (
            metric,
            width,
            format!("{rows} rows, pitch {}", size_label(pitch as f64)),
        );
        let wrong = differs(&written, &expected);
        shapes.push(shape(progress, described, rows * width, columns, wrong));
    }
    Ok(shapes)
}

/// The raw 2D copy of `rows` rows of `width` bytes, both sides `pitch` apart, between host
/// memory at `host` and device memory at `device`, upwards or downwards.
fn params(
    host: *mut u8,
    device: CUdeviceptr,
    (rows, width, pitch): (usize, usize, usize),
    up: bool,
) -> CUDA_MEMCPY2D {
    // SAFETY: plain data, for which zero is "none" (offsets, arrays); the rest is set below.
    let mut p: CUDA_MEMCPY2D = unsafe { std::mem::zeroed() };
    (p.WidthInBytes, p.Height) = (width, rows);
    let (h, d) = (
        CUmemorytype::CU_MEMORYTYPE_HOST,
        CUmemorytype::CU_MEMORYTYPE_DEVICE,
    );
    if up {
        (p.srcMemoryType, p.srcHost, p.srcPitch) = (h, host.cast_const().cast(), pitch);
        (p.dstMemoryType, p.dstDevice, p.dstPitch) = (d, device, pitch);
    } else {
        (p.srcMemoryType, p.srcDevice, p.srcPitch) = (d, device, pitch);
        (p.dstMemoryType, p.dstHost, p.dstPitch) = (h, host.cast(), pitch);
    }
    p
}

/// Prints each group as a table: GB/s of the bytes moved, medians with [p10, p90], and cudyn's
/// speed over each other column's.
pub(super) fn table(groups: &[Group]) {
    for group in groups.iter().filter(|g| !g.shapes.is_empty()) {
        let names: Vec<&str> = group.shapes[0].columns.iter().map(|c| c.name).collect();
        println!();
        println!(
            "{}: GB/s of the bytes moved, medians with [p10, p90]; x = cudyn's speed over the \
             column's",
            group.title
        );
        let mut heading = format!("{:<20} {:>5}  {:<22}", "metric", "size", "shape");
        for name in &names {
            heading += &format!("  {name:>22}");
        }
        for name in &names[1..] {
            heading += &format!("  {:>12}", format!("x {name}"));
        }
        println!("{heading}");
        for shape in &group.shapes {
            print_shape(shape);
        }
        println!("{}", group.legend);
    }
}

fn print_shape(shape: &Shape) {
    let mut line = format!(
        "{:<20} {:>5}  {:<22}",
        shape.metric,
        size_label(shape.size as f64),
        shape.shape
    );
    let rate = |stats: Stats| stats.rate(shape.bytes as f64 / 1e9);
    for column in &shape.columns {
        let cell = match (&column.outcome, &shape.wrong) {
            (_, Some(_)) | (Outcome::Failed(_), _) => "failed".to_string(),
            (Outcome::Absent, _) => "-".to_string(),
            (Outcome::Measured(stats), None) => {
                let r = rate(*stats);
                format!("{:.2} [{:.2}, {:.2}]", r.median, r.p10, r.p90)
            }
        };
        line += &format!("  {cell:>22}");
    }
    let cudyn = &shape.columns[0].outcome;
    for column in &shape.columns[1..] {
        // No ratio from a failed measurement, nor from a row that moved wrong bytes.
        let ratio = match (cudyn, &column.outcome, &shape.wrong) {
            (Outcome::Measured(ours), Outcome::Measured(theirs), None) => {
                format!("{:.3}", theirs.median / ours.median)
            }
            _ => "-".into(),
        };
        line += &format!("  {ratio:>12}");
    }
    println!("{line}");
    if let Some(why) = &shape.wrong {
        println!("    failed: {why}");
    }
    for column in &shape.columns {
        if let Outcome::Failed(why) = &column.outcome {
            println!("    {} failed: {why}", column.name);
        }
    }
}

/// The groups as rows of the main report (for `--json` and the failure count): one a column
/// beside cudyn, named in the condition; columns not run here are left out.
pub(super) fn as_rows(groups: &[Group]) -> Vec<Row> {
    let mut rows = Vec::new();
    for shape in groups.iter().flat_map(|g| &g.shapes) {
        let cudyn = &shape.columns[0].outcome;
        for column in &shape.columns[1..] {
            let condition = format!("{}; raw: {}", shape.shape, column.name);
            let (metric, size, unit) = (
                shape.metric,
                Some(shape.size),
                Unit::Bandwidth(shape.bytes as f64),
            );
            let failed = |why: &str| Row::failed(metric, size, unit, condition.clone(), why.into());
            rows.push(match (cudyn, &column.outcome, &shape.wrong) {
                (_, Outcome::Absent, _) | (Outcome::Absent, _, _) => continue,
                (_, _, Some(why)) => failed(why),
                (Outcome::Failed(why), _, _) => failed(&format!("cudyn: {why}")),
                (_, Outcome::Failed(why), _) => failed(why),
                (Outcome::Measured(ours), Outcome::Measured(theirs), None) => {
                    Row::new(metric, size, unit, condition, (*ours, *theirs))
                }
            });
        }
    }
    rows
}
