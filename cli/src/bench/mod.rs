//! `cudyn bench`: bandwidth and latency of every kind of memory, each measured through cudyn
//! and through the raw driver calls in the same process, interleaved so that drift and noise
//! fall on both alike, and reported with the ratio of the two.

use std::io::{IsTerminal as _, Write as _};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use cudyn::{Device, DeviceBuffer, Stream};

use crate::stats::Stats;
use crate::svg::size_label;

mod bandwidth;
#[cfg(target_os = "linux")]
mod files;
mod first_touch;
mod growth;
mod latency;
mod peer;
mod pinning;
mod report;
mod shapes;
mod startup;
mod two_devices;
mod two_way;

pub use pinning::first_pageable_child;
pub use startup::first_allocation;

/// What `cudyn bench` measures and where it writes the results.
#[derive(clap::Args, Debug)]
pub struct Options {
    /// Transfer sizes, comma-separated: a number of bytes or one with K, M or G
    #[arg(long, value_delimiter = ',', value_parser = parse_size, default_value = "4K,64K,1M,16M,256M")]
    sizes: Vec<usize>,
    /// Samples per row, after a warm-up
    #[arg(long, default_value_t = 20, allow_negative_numbers = true,
          value_parser = clap::value_parser!(u32).range(1..))]
    iters: u32,
    /// The device to measure
    #[arg(long, default_value_t = 0)]
    device: usize,
    /// Also write the results as JSON to this file
    #[arg(long, value_name = "FILE", value_parser = writable_path)]
    json: Option<PathBuf>,
    /// Also draw bandwidth against size, cudyn beside the raw driver, as SVG to this file
    #[arg(long, value_name = "FILE.svg", value_parser = writable_path)]
    plot: Option<PathBuf>,
    /// Cap the threads that stage large pageable copies and file transfers (0 turns staging off)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16))]
    staging_threads: Option<u16>,
    /// Measure copies between every pair of devices instead (at the largest size)
    #[arg(long)]
    peer: bool,
    /// Measure only the shape rows: rectangles (4096 rows of 16K, pitch 64K) and batches of
    /// scattered blocks (1024 x 4K, 256 x 64K), beside the raw 2D copy, a loop, the raw batch
    /// and one contiguous copy
    #[arg(long, conflicts_with_all = ["peer", "plot", "sizes"])]
    shapes: bool,
    /// Measure only page-locking: how long it takes at sizes up to 16 GiB beside the raw
    /// cuMemHostAlloc, copies from that memory, and a fresh process's first pageable upload
    #[arg(long, conflicts_with_all = ["peer", "plot", "sizes", "shapes"])]
    pinning: bool,
    /// Measure only pageable copies of 256 MiB to the first two devices at once (two uploads,
    /// two downloads, one of each) beside the same copies alone and the raw driver's
    #[arg(long, conflicts_with_all = ["peer", "plot", "sizes", "shapes", "pinning"])]
    two_devices: bool,
    /// Measure only files (Linux): a cached file of the largest size read into device memory
    /// and written back through cudyn::file, beside pread or pwrite and the driver's pageable
    /// copy
    #[arg(long, conflicts_with_all = ["peer", "plot", "shapes", "pinning", "two_devices"])]
    files: bool,
    /// Shrink the shape rows to 64 rows of 4K and batches of 64 x 4K and 16 x 64K, and the
    /// growth row to 64M -> 128M: a check that they run (CI does so on the fake driver), not a
    /// measurement
    #[arg(long, conflicts_with = "peer")]
    quick: bool,
}

impl Options {
    fn iters(&self) -> usize {
        self.iters as usize
    }
}

/// `4K`, `64K`, `1M`, `256M`, `1G` or a number of bytes, at least 1.
fn parse_size(text: &str) -> Result<usize, String> {
    let (digits, shift) = match text.chars().last() {
        Some('K' | 'k') => (&text[..text.len() - 1], 10),
        Some('M' | 'm') => (&text[..text.len() - 1], 20),
        Some('G' | 'g') => (&text[..text.len() - 1], 30),
        _ => (text, 0),
    };
    let number: usize = digits
        .parse()
        .map_err(|_| "expected a number of bytes, such as 4096, 64K, 1M or 2G".to_string())?;
    if number == 0 {
        return Err("a size must be at least 1 byte".into());
    }
    number
        .checked_shl(shift)
        .filter(|&n| n >> shift == number)
        .ok_or_else(|| "too large for this machine".into())
}

/// A file path whose folder exists, so that a long run does not end unable to write it.
fn writable_path(text: &str) -> Result<PathBuf, String> {
    let path = PathBuf::from(text);
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => std::path::Path::new("."),
    };
    if path.file_name().is_none() {
        return Err("expected a file name".into());
    }
    if !folder.is_dir() {
        return Err(format!("folder {} does not exist", folder.display()));
    }
    Ok(path)
}

/// What a row measures, which decides how its times are shown.
#[derive(Clone, Copy, PartialEq)]
enum Unit {
    /// Bandwidth: this many bytes per iteration, shown in GB/s.
    Bandwidth(f64),
    /// Latency per operation, shown in µs.
    Micros,
    /// Latency per operation, shown in ns.
    Nanos,
    /// Milliseconds from process start.
    Millis,
}

struct Row {
    metric: &'static str,
    size: Option<usize>,
    unit: Unit,
    condition: String,
    cudyn: Stats,
    raw: Stats,
    /// Why the row has no figures: its measurement failed. Shown in their place, and the bench
    /// then exits 1.
    failed: Option<String>,
}

impl Row {
    fn new(
        metric: &'static str,
        size: Option<usize>,
        unit: Unit,
        condition: impl Into<String>,
        (cudyn, raw): (Stats, Stats),
    ) -> Row {
        Row {
            metric,
            size,
            unit,
            condition: condition.into(),
            cudyn,
            raw,
            failed: None,
        }
    }

    /// A row whose measurement failed, for `why`.
    fn failed(
        metric: &'static str,
        size: Option<usize>,
        unit: Unit,
        condition: impl Into<String>,
        why: String,
    ) -> Row {
        let none = Stats::of(&[]);
        Row {
            failed: Some(why),
            ..Row::new(metric, size, unit, condition, (none, none))
        }
    }

    /// The figures as shown: GB/s for bandwidth, else time in the row's unit.
    fn shown(&self, stats: Stats) -> Stats {
        match self.unit {
            Unit::Bandwidth(bytes) => stats.rate(bytes / 1e9),
            Unit::Micros => stats.scaled(1e6),
            Unit::Nanos => stats.scaled(1e9),
            Unit::Millis => stats.scaled(1e3),
        }
    }

    fn unit_name(&self) -> &'static str {
        match self.unit {
            Unit::Bandwidth(_) => "GB/s",
            Unit::Micros => "µs",
            Unit::Nanos => "ns",
            Unit::Millis => "ms",
        }
    }

    /// cudyn's figure over the raw one: above 1 is faster for bandwidth, slower for latency.
    fn ratio(&self) -> f64 {
        self.shown(self.cudyn).median / self.shown(self.raw).median
    }
}

pub fn run(options: &Options) -> ExitCode {
    let outcome = cudyn::driver().and_then(|_| {
        if options.peer {
            peer::matrix(options).map(|()| Vec::new())
        } else {
            bench(options)
        }
    });
    match outcome {
        Ok(failed) if failed.is_empty() => ExitCode::SUCCESS,
        // The table stands, each failed row saying why; the status says the run is not whole.
        Ok(failed) => {
            eprintln!(
                "cudyn bench: {} row(s) failed: {}",
                failed.len(),
                failed.join(", ")
            );
            ExitCode::from(crate::status::DRIVER_CALL_FAILED)
        }
        Err(error) => crate::fail(&error),
    }
}

/// The warning that heads the output when the driver is cudyn's fake (the crate
/// `cudyn-fake-driver`, a stand-in for tests that runs everything on the host), or `None`.
///
/// The fake is known by its library's file name, whatever path it was loaded by (its soname is
/// `libcudyn_fake_cuda.so`, `libcudyn_fake_cuda_12_1.so` or `libcudyn_fake_cuda_13_0.so`), or
/// else by its devices' names, which cover a renamed copy.
fn fake_driver_warning(driver: &cudyn::Driver, device: &Device) -> Option<String> {
    let file = driver
        .file()
        .unwrap_or_else(|| PathBuf::from(driver.name()));
    let by_file = file
        .file_name()
        .is_some_and(|name| name.to_string_lossy().starts_with("libcudyn_fake_cuda"));
    let by_device = device
        .name()
        .is_ok_and(|name| name.starts_with("cudyn fake device"));
    (by_file || by_device).then(|| {
        format!(
            "warning: the driver is cudyn's fake ({}), a stand-in for tests that runs everything \
             on this CPU: these figures measure host memory copies, not a GPU, and mean nothing \
             for one",
            file.display()
        )
    })
}

/// Calls a raw entry point of the process-wide driver and checks it.
macro_rules! raw {
    ($entry:ident($($arg:expr),* $(,)?)) => {{
        let driver = cudyn::driver()?;
        let f = driver.$entry()?;
        // SAFETY: each call site passes live memory of the sizes the entry point reads or
        // writes, in the context cudyn has made current.
        match unsafe { f($($arg),*) } {
            CUresult::CUDA_SUCCESS => Ok::<(), Error>(()),
            code => Err(Error::Driver(cudyn::DriverError::new(stringify!($entry), code))),
        }
    }};
}
pub(crate) use raw;

/// Times `iters` samples of `cudyn` and of `raw` after a warm-up, alternating which goes
/// first; `before` runs untimed before every sample of either (to reset state such as where
/// managed pages live). Each sample runs its closure `batch` times and is divided by it.
fn measure(
    iters: usize,
    batch: u32,
    before: &mut dyn FnMut() -> cudyn::Result<()>,
    cudyn: &mut dyn FnMut() -> cudyn::Result<()>,
    raw: &mut dyn FnMut() -> cudyn::Result<()>,
) -> cudyn::Result<(Stats, Stats)> {
    // Both sides run `before`: shared through a RefCell, as each side's closure is FnMut.
    let before = std::cell::RefCell::new(before);
    let timed = |f: &mut dyn FnMut() -> cudyn::Result<()>| -> cudyn::Result<Duration> {
        (before.borrow_mut())()?;
        let start = Instant::now();
        for _ in 0..batch {
            f()?;
        }
        Ok(start.elapsed() / batch)
    };
    measure_parts(iters, &mut || timed(cudyn), &mut || timed(raw))
}

/// As [`measure`], for samples that time only part of what they do (setting up and tearing
/// down outside the timing): each closure returns the time of its sample.
fn measure_parts(
    iters: usize,
    cudyn: &mut dyn FnMut() -> cudyn::Result<Duration>,
    raw: &mut dyn FnMut() -> cudyn::Result<Duration>,
) -> cudyn::Result<(Stats, Stats)> {
    for _ in 0..(iters / 5).max(2) {
        cudyn()?;
        raw()?;
    }
    let (mut ours, mut theirs) = (Vec::with_capacity(iters), Vec::with_capacity(iters));
    for i in 0..iters {
        if i % 2 == 0 {
            ours.push(cudyn()?);
            theirs.push(raw()?);
        } else {
            theirs.push(raw()?);
            ours.push(cudyn()?);
        }
    }
    Ok((Stats::of(&ours), Stats::of(&theirs)))
}

/// Samples of one side alone, after a warm-up: for rows whose sides change shared state.
fn measure_alone(
    iters: usize,
    batch: u32,
    f: &mut dyn FnMut() -> cudyn::Result<()>,
) -> cudyn::Result<Stats> {
    let mut sample = || -> cudyn::Result<Duration> {
        let start = Instant::now();
        for _ in 0..batch {
            f()?;
        }
        Ok(start.elapsed() / batch)
    };
    for _ in 0..(iters / 5).max(2) {
        sample()?;
    }
    let samples = (0..iters)
        .map(|_| sample())
        .collect::<cudyn::Result<Vec<_>>>()?;
    Ok(Stats::of(&samples))
}

fn nothing() -> cudyn::Result<()> {
    Ok(())
}

/// A bar on standard error, drawn only when that is a terminal (not in logs or pipes).
struct Progress {
    done: usize,
    total: usize,
    shown: bool,
}

impl Progress {
    fn new(total: usize) -> Progress {
        Progress {
            done: 0,
            total,
            shown: std::io::stderr().is_terminal(),
        }
    }

    fn step(&mut self, what: &str) {
        self.done += 1;
        if !self.shown {
            return;
        }
        let filled = self.done * 30 / self.total.max(1);
        eprint!(
            "\r[{}{}] {}/{} {what:<40}",
            "#".repeat(filled),
            ".".repeat(30 - filled),
            self.done,
            self.total
        );
        let _ = std::io::stderr().flush();
    }

    /// Adds `row` to `rows` and moves the bar on, labelled with the row's metric and size.
    fn add(&mut self, rows: &mut Vec<Row>, row: Row) {
        let size = row.size.map(|s| format!(" {}", size_label(s as f64)));
        self.step(&format!("{}{}", row.metric, size.unwrap_or_default()));
        rows.push(row);
    }

    /// Ends the bar's line, if one was drawn.
    fn finish(&self) {
        if self.shown {
            eprintln!();
        }
    }
}

/// Measures every row and reports them; returns the metrics of the rows that failed.
fn bench(options: &Options) -> cudyn::Result<Vec<&'static str>> {
    if let Some(threads) = options.staging_threads {
        cudyn::set_staging_threads(threads.into());
    }
    let device = Device::get(options.device)?;
    let driver = cudyn::driver()?;
    let warning = fake_driver_warning(driver, &device);
    if let Some(warning) = &warning {
        println!("{warning}");
    }
    println!(
        "{} (driver {}), {} samples per row after warm-up; medians with [p10, p90]",
        device.name()?,
        driver.version().map_or("unknown".into(), |v| format!(
            "{}.{}",
            v / 1000,
            v % 1000 / 10
        )),
        options.iters
    );
    if options.pinning {
        pinning::run(&device, options.iters(), options.quick)?;
        return Ok(Vec::new());
    }
    if options.two_devices {
        two_devices::run(options.iters(), options.quick)?;
        return Ok(Vec::new());
    }
    #[cfg(target_os = "linux")]
    if options.files {
        let size = options.sizes.iter().copied().max().unwrap_or(256 << 20);
        let mut progress = Progress::new(files::COUNT);
        let mut rows = Vec::new();
        files::rows(&device, size, options.iters(), &mut rows, &mut progress)?;
        progress.finish();
        report::table(&rows);
        return Ok(Vec::new());
    }
    let stream = Stream::new(&device)?;
    let main_rows = if options.shapes {
        0
    } else {
        options.sizes.len() * 23 + 3
    };
    let mut progress = Progress::new(main_rows + shapes::COUNT);
    let mut rows = Vec::new();
    // Keeps the driver's first chunk mapped, so that direct allocations measure the common case
    // (see the condition on those rows).
    let _keeper = DeviceBuffer::<u8>::uninit(&device, 1 << 20)?;
    let sizes: &[usize] = if options.shapes { &[] } else { &options.sizes };
    for &size in sizes {
        bandwidth::rows(&device, size, options.iters(), &mut rows, &mut progress)?;
        two_way::rows(&device, size, options.iters(), &mut rows, &mut progress)?;
        first_touch::rows(&device, size, options.iters(), &mut rows, &mut progress)?;
        latency::rows(
            &device,
            &stream,
            size,
            options.iters(),
            &mut rows,
            &mut progress,
        )?;
    }
    if !options.shapes {
        latency::overhead_rows(&device, options.iters(), &mut rows, &mut progress)?;
        growth::rows(
            &device,
            options.iters(),
            options.quick,
            &mut rows,
            &mut progress,
        )?;
    }
    let groups = shapes::rows(&device, options.iters(), options.quick, &mut progress)?;
    progress.finish();
    if !rows.is_empty() {
        report::table(&rows);
    }
    shapes::table(&groups);
    if let Some(path) = &options.plot {
        report::write_file(path, &report::plot(&device.name()?, &rows));
    }
    // From here on the shape rows are rows like the others: one a column beside cudyn's.
    rows.extend(shapes::as_rows(&groups));
    if let Some(path) = &options.json {
        report::write_file(
            path,
            &report::json(&device.name()?, driver.version(), warning.as_deref(), &rows),
        );
    }
    let mut failed: Vec<&'static str> = Vec::new();
    for row in rows.iter().filter(|r| r.failed.is_some()) {
        if !failed.contains(&row.metric) {
            failed.push(row.metric);
        }
    }
    Ok(failed)
}
