//! The README's headline figures: cudyn beside the raw driver calls and cudarc, measured in one
//! process, the columns of each row taken in turn so that the machine's drift falls on all.
//!
//! ```text
//! headline [--quick] [--iters N] [--device N] [--json FILE]
//! ```
//!
//! Rows: pageable 256 MiB copies host->device and device->host (GB/s); pinned pool
//! alloc+free of 1 MiB and 64 MiB (µs); pooled (stream-ordered) device alloc+free of 1 MiB;
//! alloc+free+sync of 1 MiB, by `cuMemAlloc` and stream-ordered. Columns: cudyn, the raw
//! driver calls (through `cudyn::sys`), cudarc 0.19 where it offers the operation. Medians
//! with p10 and p90 of `--iters` samples (30; 5 with `--quick`, which also copies 16 MiB
//! rather than 256), after a warm-up, and cudyn's
//! median over each other column's.
//!
//! CuPy's and PyTorch's pinned pools are measured by `examples/headline_pinned.py`, and
//! `examples/headline.sh` runs both and prints the README's table.
//!
//! A cell that cannot be measured (cudarc finding no driver, a failed call, a panic, bytes
//! copied wrong) says `failed: why` instead of a figure, and the exit status is then 1, unless
//! the only failures are cudarc's for want of a driver it can load. cudarc runs only where it
//! loads the very library cudyn loaded: against the fake driver
//! (`CUDYN_DRIVER=.../libcudyn_fake_cuda.so cargo run --example headline -- --quick`) it finds
//! none, and its cells fail; figures on the fake mean nothing, and the output says so.

#[path = "headline/measure.rs"]
mod measure;
#[path = "headline/report.rs"]
mod report;
#[path = "headline/rows.rs"]
mod rows;

use std::error::Error;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use cudarc::driver::CudaContext;
use cudyn::{Device, DeviceBuffer, Stream};

use measure::{Cell, guarded};
use report::{Facts, Row, Unit};
use rows::{Peer, text};

struct Options {
    iters: usize,
    copy: usize,
    device: usize,
    json: Option<PathBuf>,
}

const USAGE: &str = "usage: headline [--quick] [--iters N] [--device N] [--json FILE]";

fn options() -> Result<Options, String> {
    let mut options = Options {
        iters: 30,
        copy: rows::COPY,
        device: 0,
        json: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        match arg.as_str() {
            // For CI against the fake driver: a few samples, smaller copies.
            "--quick" => (options.iters, options.copy) = (5, rows::COPY / 16),
            "--iters" => {
                options.iters = value("--iters")?
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or("--iters takes a number above 0")?
            }
            "--device" => {
                options.device = value("--device")?
                    .parse()
                    .map_err(|_| "--device takes a device ordinal")?
            }
            "--json" => options.json = Some(value("--json")?.into()),
            "--help" | "-h" => return Err(USAGE.into()),
            other => return Err(format!("unknown argument {other}\n{USAGE}")),
        }
    }
    Ok(options)
}

fn main() -> ExitCode {
    let options = match options() {
        Ok(options) => options,
        Err(why) => {
            eprintln!("{why}");
            return ExitCode::from(2);
        }
    };
    match run(&options) {
        Ok(0) => ExitCode::SUCCESS,
        Ok(failed) => {
            eprintln!("headline: {failed} cell(s) failed; they show why instead of a figure");
            ExitCode::from(1)
        }
        Err(error) => {
            eprintln!("headline: {error}");
            ExitCode::from(2)
        }
    }
}

fn run(options: &Options) -> Result<usize, Box<dyn Error>> {
    let device = Device::get(options.device)?;
    let driver = cudyn::driver()?;
    let gpu = device.name()?;
    let facts = Facts {
        fake: gpu.starts_with("cudyn fake"),
        gpu,
        cuda: driver.version(),
        nvidia: nvidia_driver(),
        date: today(),
        iters: options.iters,
    };
    report::header(&facts);
    let peer = open_cudarc(options.device);
    if let Err(why) = &peer {
        println!("cudarc: not measured: {why}");
    }
    let stream = Stream::new(&device)?;
    // Keeps the driver's first chunk of device memory mapped, so that direct allocations
    // measure the common case rather than mapping and unmapping it every time.
    let _keeper = DeviceBuffer::<u8>::uninit(&device, 1 << 20)?;
    let iters = options.iters;
    let mut rows = Vec::new();
    let all = ["cudyn", "raw", "cudarc"];
    let bandwidth = Unit::Bandwidth(options.copy as f64);
    let mib = options.copy >> 20;
    let copies = rows::Copies::new(&device, options.copy, &peer);
    for (key, metric) in [
        ("h2d_pageable", format!("pageable host->device, {mib} MiB")),
        ("d2h_pageable", format!("pageable device->host, {mib} MiB")),
    ] {
        rows.push(match &copies {
            Ok(copies) if key == "h2d_pageable" => copies.upload(&peer, iters),
            Ok(copies) => copies.download(&peer, iters),
            Err(why) => failed(key, &metric, bandwidth, why, &all),
        });
    }
    drop(copies);
    for (size, key) in [
        (rows::SMALL, "pinned_pool_1m"),
        (64 << 20, "pinned_pool_64m"),
    ] {
        rows.push(
            rows::pinned_pool(&device, size, iters).unwrap_or_else(|why| {
                let metric = format!("pinned pool alloc+free, {} MiB", size >> 20);
                failed(key, &metric, Unit::Micros, &why, &["cudyn", "raw"])
            }),
        );
    }
    let (key, metric) = ("pooled_device_1m", "pooled device alloc+free, 1 MiB");
    rows.push(
        rows::pooled(&stream, &peer, iters)
            .unwrap_or_else(|why| failed(key, metric, Unit::Micros, &why, &all)),
    );
    let (key, metric) = ("alloc_free_sync_1m", "alloc+free+sync, 1 MiB");
    rows.push(
        rows::synced(&device, &stream, &peer, iters)
            .unwrap_or_else(|why| failed(key, metric, Unit::Micros, &why, &all)),
    );
    let (key, metric) = (
        "alloc_free_sync_pooled_1m",
        "alloc+free+sync, stream-ordered, 1 MiB",
    );
    rows.push(
        rows::synced_pooled(&device, &stream, &peer, iters)
            .unwrap_or_else(|why| failed(key, metric, Unit::Micros, &why, &all)),
    );
    report::table(&rows);
    if facts.fake {
        println!("\n(the fake driver: these figures mean nothing)");
    }
    if let Some(path) = &options.json {
        std::fs::write(path, report::json(&facts, &rows))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    // cudarc missing (as against the fake driver) is said in its cells, but is no failure of
    // the run: the status counts what was measured and failed.
    let absent = |column: &str| peer.is_err() && column.starts_with("cudarc");
    Ok(rows
        .iter()
        .flat_map(|row| &row.cells)
        .filter(|cell| cell.result.is_err() && !absent(cell.column))
        .count())
}

/// A row whose setup failed: every column says why.
fn failed(key: &'static str, metric: &str, unit: Unit, why: &str, columns: &[&'static str]) -> Row {
    Row {
        key,
        metric: metric.into(),
        unit,
        condition: "setup failed".into(),
        cells: columns
            .iter()
            .map(|&column| Cell {
                column,
                result: Err(why.into()),
            })
            .collect(),
    }
}

/// cudarc on device `ordinal`, if it loads the same library as cudyn: cudarc searches for the
/// driver by its own list of names, and finds none on a machine with only the fake driver (or
/// a real one where cudyn was pointed at the fake); comparing two libraries means nothing.
fn open_cudarc(ordinal: usize) -> Result<Peer, String> {
    // SAFETY: tries to open the libraries cudarc would load (CUDA drivers, whose initialisers
    // are sound) and closes them again.
    if !unsafe { cudarc::driver::sys::is_culib_present() } {
        return Err(
            "cudarc finds no CUDA driver by the names it searches (libcuda.so, \
                    libcuda.so.1, ...)"
                .into(),
        );
    }
    let ours = cudyn::driver().map_err(text)?.cuInit().map_err(text)? as usize;
    let theirs = guarded(|| {
        // SAFETY: looks up a symbol of the driver cudarc loads; only its address is used.
        let symbol =
            unsafe { cudarc::driver::sys::culib().get::<unsafe extern "C" fn()>(b"cuInit") };
        symbol.map(|f| *f as usize).map_err(text)
    })?;
    if ours != theirs {
        return Err(format!(
            "cudarc loads another library than cudyn's driver ({}), so they cannot be compared",
            cudyn::driver().map_err(text)?.name()
        ));
    }
    let ctx = guarded(|| CudaContext::new(ordinal).map_err(text))?;
    let stream = ctx.default_stream();
    Ok(Peer { ctx, stream })
}

/// The NVIDIA kernel module's version, from its /proc file (absent without the real driver).
fn nvidia_driver() -> Option<String> {
    let text = std::fs::read_to_string("/proc/driver/nvidia/version").ok()?;
    text.split_whitespace()
        .find(|word| {
            word.split('.').count() >= 2
                && word
                    .split('.')
                    .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
        })
        .map(str::to_owned)
}

/// Today's date (UTC) as YYYY-MM-DD, from the days since 1970 by the proleptic Gregorian
/// calendar: 400-year eras of 146,097 days, years counted from March so that leap days fall
/// at the end.
fn today() -> String {
    let seconds = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let days = (seconds / 86_400) as i64 + 719_468; // days since 0000-03-01
    let (era, day_of_era) = (days.div_euclid(146_097), days.rem_euclid(146_097));
    let year_of_era =
        (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_from_march = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_from_march + 2) / 5 + 1;
    let month = if month_from_march < 10 {
        month_from_march + 3
    } else {
        month_from_march - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02} UTC")
}
