//! `cudyn bench`: bandwidth and latency of every kind of memory, each measured through cudyn
//! and through the raw driver calls in the same process, interleaved so that drift and noise
//! fall on both alike, and reported with the ratio of the two.

use std::ffi::c_void;
use std::io::{BufRead as _, BufReader, Write as _};
use std::path::PathBuf;
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

use cudyn::sys::{CUdeviceptr, CUmemLocationType, CUresult, CUstream};
use cudyn::{
    Attach, Device, DeviceBuffer, Error, Event, Location, MemPool, PinnedBuffer, PinnedFlags,
    RegisteredHost, Stream, UnifiedBuffer, ViewMut,
};

use crate::stats::Stats;
use crate::svg::{self, Series, size_label};

pub struct Options {
    sizes: Vec<usize>,
    iters: usize,
    device: usize,
    json: Option<PathBuf>,
    plot: Option<PathBuf>,
    staging_threads: Option<usize>,
    peer: bool,
}

impl Options {
    pub fn parse(args: &[&str]) -> Result<Options, String> {
        let mut options = Options {
            sizes: ["4K", "64K", "1M", "16M", "256M"]
                .iter()
                .map(|s| parse_size(s).unwrap())
                .collect(),
            iters: 20,
            device: 0,
            json: None,
            plot: None,
            staging_threads: None,
            peer: false,
        };
        let mut args = args.iter();
        while let Some(&flag) = args.next() {
            let mut value = || args.next().copied().ok_or(format!("{flag} needs a value"));
            match flag {
                "--sizes" => {
                    options.sizes = value()?
                        .split(',')
                        .map(parse_size)
                        .collect::<Result<_, _>>()?;
                }
                "--iters" => {
                    options.iters = value()?.parse().map_err(|_| "--iters takes a number")?;
                    if options.iters == 0 {
                        return Err("--iters must be at least 1".into());
                    }
                }
                "--device" => {
                    options.device = value()?.parse().map_err(|_| "--device takes a number")?
                }
                "--json" => options.json = Some(value()?.into()),
                "--plot" => options.plot = Some(value()?.into()),
                "--peer" => options.peer = true,
                "--staging-threads" => {
                    let threads = value()?
                        .parse()
                        .map_err(|_| "--staging-threads takes a number")?;
                    options.staging_threads = Some(threads);
                }
                other => return Err(format!("unknown option {other}")),
            }
        }
        Ok(options)
    }
}

/// `4K`, `64K`, `1M`, `256M`, `1G` or a number of bytes.
fn parse_size(text: &str) -> Result<usize, String> {
    let (digits, shift) = match text.chars().last() {
        Some('K' | 'k') => (&text[..text.len() - 1], 10),
        Some('M' | 'm') => (&text[..text.len() - 1], 20),
        Some('G' | 'g') => (&text[..text.len() - 1], 30),
        _ => (text, 0),
    };
    let number: usize = digits.parse().map_err(|_| format!("bad size {text:?}"))?;
    number
        .checked_shl(shift)
        .filter(|&n| n > 0 && n >> shift == number)
        .ok_or(format!("bad size {text:?}"))
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
    condition: &'static str,
    cudyn: Stats,
    raw: Stats,
}

impl Row {
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
    if let Err(error) = cudyn::driver() {
        crate::report(&error);
        return ExitCode::from(if matches!(error, Error::Load(_)) {
            2
        } else {
            1
        });
    }
    let outcome = if options.peer {
        peer_matrix(options)
    } else {
        bench(options)
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!();
            crate::report(&error);
            ExitCode::FAILURE
        }
    }
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
    let mut sample = |f: &mut dyn FnMut() -> cudyn::Result<()>| -> cudyn::Result<Duration> {
        before()?;
        let start = Instant::now();
        for _ in 0..batch {
            f()?;
        }
        Ok(start.elapsed() / batch)
    };
    for _ in 0..(iters / 5).max(2) {
        sample(cudyn)?;
        sample(raw)?;
    }
    let (mut ours, mut theirs) = (Vec::with_capacity(iters), Vec::with_capacity(iters));
    for i in 0..iters {
        if i % 2 == 0 {
            ours.push(sample(cudyn)?);
            theirs.push(sample(raw)?);
        } else {
            theirs.push(sample(raw)?);
            ours.push(sample(cudyn)?);
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

struct Progress {
    done: usize,
    total: usize,
}

impl Progress {
    fn step(&mut self, what: &str) {
        self.done += 1;
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
}

fn bench(options: &Options) -> cudyn::Result<()> {
    if let Some(threads) = options.staging_threads {
        cudyn::set_staging_threads(threads);
    }
    let device = Device::get(options.device)?;
    let driver = cudyn::driver()?;
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
    let stream = Stream::new(&device)?;
    let mut progress = Progress {
        done: 0,
        total: options.sizes.len() * 15 + 2,
    };
    let mut rows = Vec::new();
    // Keeps the driver's first chunk mapped, so that direct allocations measure the common case
    // (see the condition on those rows).
    let _keeper = DeviceBuffer::<u8>::uninit(&device, 1 << 20)?;
    for &size in &options.sizes {
        bandwidth_rows(&device, size, options.iters, &mut rows, &mut progress)?;
        latency_rows(
            &device,
            &stream,
            size,
            options.iters,
            &mut rows,
            &mut progress,
        )?;
    }
    overhead_rows(&device, options.iters, &mut rows, &mut progress)?;
    eprintln!();
    print_table(&rows);
    if let Some(path) = &options.json {
        write_file(path, &json(&device.name()?, driver.version(), &rows))?;
    }
    if let Some(path) = &options.plot {
        write_file(path, &plot(&device.name()?, &rows))?;
    }
    Ok(())
}

/// `--peer`: copy bandwidth between every ordered pair of devices, through cudyn and through
/// `cuMemcpyPeer`, with peer access enabled where the devices allow it.
fn peer_matrix(options: &Options) -> cudyn::Result<()> {
    let devices = Device::all()?;
    let size = options.sizes.iter().copied().max().unwrap_or(256 << 20);
    println!(
        "peer copy bandwidth, {} per copy, GB/s: cudyn [raw cuMemcpyPeer], medians of {} copies",
        size_label(size as f64),
        options.iters
    );
    let mut access = Vec::new();
    for a in &devices {
        for b in &devices {
            let can = a != b && a.can_access_peer(b)?;
            if can {
                a.enable_peer_access(b)?;
            }
            access.push(can);
        }
    }
    // The raw side needs each device's context: retain the primary ones (released below).
    let mut contexts = Vec::new();
    for device in &devices {
        let mut context = std::ptr::null_mut();
        raw!(cuDevicePrimaryCtxRetain(&mut context, device.raw()))?;
        contexts.push(context);
    }
    let mut buffers = devices
        .iter()
        .map(|d| DeviceBuffer::<u8>::uninit(d, size))
        .collect::<cudyn::Result<Vec<_>>>()?;
    print!("{:>10}", "from \\ to");
    for device in &devices {
        print!("  {:>22}", format!("device {}", device.ordinal()));
    }
    println!();
    let mut outcome = Ok(());
    'rows: for i in 0..devices.len() {
        print!("{:>10}", format!("device {i}"));
        for j in 0..devices.len() {
            if i == j {
                print!("  {:>22}", "-");
                continue;
            }
            // Two distinct elements of `buffers`, one shared and one exclusive.
            let (src, dst) = if i < j {
                let (low, high) = buffers.split_at_mut(j);
                (&low[i], &mut high[0])
            } else {
                let (low, high) = buffers.split_at_mut(i);
                (&high[0], &mut low[j])
            };
            let (s, d) = (src.device_ptr(), dst.device_ptr());
            let (from, to) = (contexts[i], contexts[j]);
            let measured = measure(
                options.iters,
                1,
                &mut nothing,
                &mut || cudyn::copy(src, &mut *dst),
                &mut || {
                    raw!(cuMemcpyPeer(d, to, s, from, size))?;
                    raw!(cuCtxSynchronize())
                },
            );
            match measured {
                Ok((ours, theirs)) => {
                    let (ours, theirs) =
                        (ours.rate(size as f64 / 1e9), theirs.rate(size as f64 / 1e9));
                    print!(
                        "  {:>22}",
                        format!("{:.1} [{:.1}]", ours.median, theirs.median)
                    );
                }
                Err(error) => {
                    outcome = Err(error);
                    break 'rows;
                }
            }
        }
        println!();
    }
    let peers: Vec<String> = access
        .chunks(devices.len())
        .map(|row| {
            row.iter()
                .map(|&a| if a { "yes" } else { "no" })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    println!(
        "peer access (rows: from, columns: to): {}",
        peers.join(" | ")
    );
    drop(buffers);
    for device in &devices {
        raw!(cuDevicePrimaryCtxRelease_v2(device.raw()))?;
    }
    outcome
}

fn write_file(path: &PathBuf, text: &str) -> cudyn::Result<()> {
    if let Err(error) = std::fs::write(path, text) {
        eprintln!("cudyn bench: cannot write {}: {error}", path.display());
    }
    Ok(())
}

fn bandwidth_rows(
    device: &Device,
    size: usize,
    iters: usize,
    rows: &mut Vec<Row>,
    progress: &mut Progress,
) -> cudyn::Result<()> {
    let n = size;
    let bytes = size as f64;
    let mut on_device = DeviceBuffer::<u8>::uninit(device, n)?;
    let mut other = DeviceBuffer::<u8>::uninit(device, n)?;
    let mut pinned = PinnedBuffer::<u8>::zeroed(device, n, PinnedFlags::DEFAULT)?;
    let mut pageable = vec![1u8; n];
    let mut backing = vec![2u8; n];
    let mut registered = RegisteredHost::new(device, &mut backing)?;
    let mut unified = UnifiedBuffer::<u8>::zeroed(device, n, Attach::Global)?;
    let (d, o) = (on_device.device_ptr(), other.device_ptr());
    let u = unified.device_ptr();
    let null: CUstream = std::ptr::null_mut();
    let mut push = |rows: &mut Vec<Row>, metric, unit, condition, (cudyn, raw)| {
        progress.step(&format!("{metric} {}", size_label(size as f64)));
        rows.push(Row {
            metric,
            size: Some(size),
            unit,
            condition,
            cudyn,
            raw,
        });
    };
    let bw = Unit::Bandwidth(bytes);

    // The same two copies from each kind of host memory, through cudyn and the raw calls.
    let registration = "registration made once, outside the timing";
    let hosts: [(&str, &str, &str, ViewMut<'_, u8>); 3] = [
        ("H2D pinned", "D2H pinned", "", pinned.view_mut()),
        (
            "H2D pageable",
            "D2H pageable",
            "",
            ViewMut::from(&mut pageable),
        ),
        (
            "H2D registered",
            "D2H registered",
            registration,
            registered.view_mut(),
        ),
    ];
    for (up, down, condition, mut host) in hosts {
        let pointer = host
            .as_mut_slice()
            .map_or(std::ptr::null_mut(), |h| h.as_mut_ptr())
            .cast::<c_void>();
        let m = measure(
            iters,
            1,
            &mut nothing,
            &mut || cudyn::copy(host.as_view(), &mut on_device),
            &mut || raw!(cuMemcpyHtoD_v2(d, pointer, n)),
        )?;
        push(rows, up, bw, condition, m);
        let m = measure(
            iters,
            1,
            &mut nothing,
            &mut || cudyn::copy(&on_device, host.reborrow()),
            &mut || raw!(cuMemcpyDtoH_v2(pointer, d, n)),
        )?;
        push(rows, down, bw, condition, m);
    }

    let to_host = cudyn::sys::mem_location(CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST, 0);
    let to_device =
        cudyn::sys::mem_location(CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE, device.raw());
    let mut on_host = || {
        raw!(cuMemPrefetchAsync_v2(u, n, to_host, 0, null))?;
        raw!(cuStreamSynchronize(null))
    };
    let m = measure(
        iters,
        1,
        &mut on_host,
        &mut || cudyn::copy(&unified, &mut on_device),
        &mut || {
            raw!(cuMemcpy(d, u, n))?;
            raw!(cuStreamSynchronize(null))
        },
    )?;
    push(
        rows,
        "H2D unified",
        bw,
        "pages on the host before each copy",
        m,
    );
    let m = measure(
        iters,
        1,
        &mut on_host,
        &mut || cudyn::copy(&on_device, &mut unified),
        &mut || {
            raw!(cuMemcpy(u, d, n))?;
            raw!(cuStreamSynchronize(null))
        },
    )?;
    push(
        rows,
        "D2H unified",
        bw,
        "pages on the host before each copy",
        m,
    );
    let m = measure(
        iters,
        1,
        &mut on_host,
        &mut || unified.prefetch(Location::Device(device)),
        &mut || {
            raw!(cuMemPrefetchAsync_v2(u, n, to_device, 0, null))?;
            raw!(cuStreamSynchronize(null))
        },
    )?;
    push(
        rows,
        "prefetch unified to device",
        bw,
        "pages on the host before each",
        m,
    );

    let m = measure(
        iters,
        1,
        &mut nothing,
        &mut || cudyn::copy(&on_device, &mut other),
        &mut || {
            raw!(cuMemcpyDtoD_v2(o, d, n))?;
            raw!(cuStreamSynchronize(null))
        },
    )?;
    push(
        rows,
        "D2D",
        Unit::Bandwidth(2.0 * bytes),
        "bytes read + written",
        m,
    );
    Ok(())
}

fn latency_rows(
    device: &Device,
    stream: &Stream,
    size: usize,
    iters: usize,
    rows: &mut Vec<Row>,
    progress: &mut Progress,
) -> cudyn::Result<()> {
    let n = size;
    let s = stream.raw();
    let mut push = |rows: &mut Vec<Row>, metric, unit, condition, (cudyn, raw)| {
        progress.step(&format!("{metric} {}", size_label(size as f64)));
        rows.push(Row {
            metric,
            size: Some(size),
            unit,
            condition,
            cudyn,
            raw,
        });
    };

    let m = measure(
        iters,
        1,
        &mut nothing,
        &mut || DeviceBuffer::<u8>::uninit(device, n).map(drop),
        &mut || {
            let mut p: CUdeviceptr = 0;
            raw!(cuMemAlloc_v2(&mut p, n))?;
            raw!(cuMemFree_v2(p))
        },
    )?;
    push(
        rows,
        "alloc+free device",
        Unit::Micros,
        "cuMemAlloc; another allocation keeps the driver's chunk mapped",
        m,
    );

    let pool = MemPool::current_for(device)?;
    DeviceBuffer::<u8>::alloc_async(stream, 1).map(drop)?; // applies cudyn's pool threshold
    let threshold = pool.release_threshold()?;
    let m = measure(
        iters,
        100,
        &mut || stream.synchronize(),
        &mut || DeviceBuffer::<u8>::alloc_async(stream, n).map(drop),
        &mut || {
            let mut p: CUdeviceptr = 0;
            raw!(cuMemAllocAsync(&mut p, n, s))?;
            raw!(cuMemFreeAsync(p, s))
        },
    )?;
    push(
        rows,
        "alloc+free device, pooled",
        Unit::Micros,
        "cuMemAllocAsync/FreeAsync pairs on one stream, no sync",
        m,
    );

    // The raw side runs with the driver's default release threshold (0), cudyn with its own.
    // Not interleaved: memory one side's synchronisation hands back would bill the other.
    let cudyn_side = measure_alone(iters, 10, &mut || {
        DeviceBuffer::<u8>::alloc_async(stream, n).map(drop)?;
        stream.synchronize()
    })?;
    pool.set_release_threshold(0)?;
    let raw_side = measure_alone(iters, 10, &mut || {
        let mut p: CUdeviceptr = 0;
        raw!(cuMemAllocAsync(&mut p, n, s))?;
        raw!(cuMemFreeAsync(p, s))?;
        raw!(cuStreamSynchronize(s))
    });
    pool.set_release_threshold(threshold)?;
    let m = (cudyn_side, raw_side?);
    push(
        rows,
        "alloc+free+sync device, pooled",
        Unit::Micros,
        "raw: release threshold 0 (driver default); cudyn: its default",
        m,
    );

    let m = measure(
        iters,
        1,
        &mut nothing,
        &mut || PinnedBuffer::<u8>::zeroed(device, n, PinnedFlags::DEFAULT).map(drop),
        &mut || {
            let mut p: *mut c_void = std::ptr::null_mut();
            raw!(cuMemHostAlloc(&mut p, n, 0))?;
            // SAFETY: p is a fresh n-byte allocation.
            unsafe { std::ptr::write_bytes(p.cast::<u8>(), 0, n) };
            raw!(cuMemFreeHost(p))
        },
    )?;
    push(
        rows,
        "alloc+free pinned",
        Unit::Micros,
        "both zero the memory (cudyn hands out no unwritten host memory)",
        m,
    );

    let m = measure(
        iters,
        1,
        &mut nothing,
        &mut || UnifiedBuffer::<u8>::zeroed(device, n, Attach::Global).map(drop),
        &mut || {
            let mut p: CUdeviceptr = 0;
            raw!(cuMemAllocManaged(&mut p, n, 1))?;
            raw!(cuMemsetD8_v2(p, 0, n))?;
            raw!(cuStreamSynchronize(std::ptr::null_mut()))?;
            raw!(cuMemFree_v2(p))
        },
    )?;
    push(
        rows,
        "alloc+free unified",
        Unit::Micros,
        "both zero the memory on the device",
        m,
    );
    Ok(())
}

fn overhead_rows(
    device: &Device,
    iters: usize,
    rows: &mut Vec<Row>,
    progress: &mut Progress,
) -> cudyn::Result<()> {
    let event = Event::new(device)?;
    let e = event.raw();
    let m = measure(
        iters,
        10_000,
        &mut nothing,
        &mut || event.is_complete().map(drop),
        &mut || raw!(cuEventQuery(e)),
    )?;
    progress.step("trivial driver call");
    rows.push(Row {
        metric: "trivial driver call",
        size: None,
        unit: Unit::Nanos,
        condition: "cuEventQuery on a completed event",
        cudyn: m.0,
        raw: m.1,
    });

    let (cudyn, raw) = start_to_first_allocation(iters.min(10))?;
    progress.step("process start to first allocation");
    rows.push(Row {
        metric: "process start to first allocation",
        size: None,
        unit: Unit::Millis,
        condition: "child processes: cudyn vs dlopen + 6 symbols",
        cudyn,
        raw,
    });
    Ok(())
}

/// Wall time of child processes that start, reach the driver and allocate once: through cudyn,
/// and through the least a program can do (dlopen, six symbols, the calls).
fn start_to_first_allocation(iters: usize) -> cudyn::Result<(Stats, Stats)> {
    let Ok(exe) = std::env::current_exe() else {
        eprintln!("\ncudyn bench: cannot find this program to start children; row left empty");
        return Ok((Stats::of(&[]), Stats::of(&[])));
    };
    // Until the child reports its allocation, not until it exits: tearing a context down
    // takes milliseconds and is no part of starting.
    let time = |mode: &str| -> Duration {
        let start = Instant::now();
        let child = Command::new(&exe)
            .args(["first-allocation", mode])
            .stdout(Stdio::piped())
            .spawn();
        let Ok(mut child) = child else {
            eprintln!("\ncudyn bench: cannot start the {mode} child");
            return Duration::ZERO;
        };
        let mut line = String::new();
        let read = child
            .stdout
            .take()
            .map(|out| BufReader::new(out).read_line(&mut line));
        let elapsed = start.elapsed();
        let status = child.wait();
        let succeeded = matches!(status, Ok(s) if s.success());
        if !matches!(read, Some(Ok(_))) || line.trim() != "allocated" || !succeeded {
            eprintln!("\ncudyn bench: the {mode} child failed: {status:?}");
        }
        elapsed
    };
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    time("cudyn");
    time("raw");
    for i in 0..iters {
        if i % 2 == 0 {
            ours.push(time("cudyn"));
            theirs.push(time("raw"));
        } else {
            theirs.push(time("raw"));
            ours.push(time("cudyn"));
        }
    }
    Ok((Stats::of(&ours), Stats::of(&theirs)))
}

/// The child of `start_to_first_allocation`: `first-allocation cudyn|raw`.
pub fn first_allocation(mode: &str) -> ExitCode {
    let allocated = match mode {
        "cudyn" => Device::get(0)
            .and_then(|d| DeviceBuffer::<u8>::uninit(&d, 1 << 20))
            .map(|buffer| {
                report_allocated();
                drop(buffer);
            })
            .is_ok(),
        _ => raw_first_allocation().is_some(),
    };
    if allocated {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Tells the parent that the first allocation is done.
fn report_allocated() {
    println!("allocated");
    let _ = std::io::stdout().flush();
}

fn raw_first_allocation() -> Option<()> {
    type Init = unsafe extern "C" fn(u32) -> i32;
    type Get = unsafe extern "C" fn(*mut i32, i32) -> i32;
    type Retain = unsafe extern "C" fn(*mut *mut c_void, i32) -> i32;
    type SetCurrent = unsafe extern "C" fn(*mut c_void) -> i32;
    type Alloc = unsafe extern "C" fn(*mut u64, usize) -> i32;
    type Free = unsafe extern "C" fn(u64) -> i32;
    // SAFETY: the system's CUDA driver, and each symbol with its cuda.h signature.
    unsafe {
        let library = libloading::Library::new("libcuda.so.1").ok()?;
        let init = *library.get::<Init>(c"cuInit").ok()?;
        let get = *library.get::<Get>(c"cuDeviceGet").ok()?;
        let retain = *library.get::<Retain>(c"cuDevicePrimaryCtxRetain").ok()?;
        let set = *library.get::<SetCurrent>(c"cuCtxSetCurrent").ok()?;
        let alloc = *library.get::<Alloc>(c"cuMemAlloc_v2").ok()?;
        let free = *library.get::<Free>(c"cuMemFree_v2").ok()?;
        let (mut device, mut context, mut pointer) = (0, std::ptr::null_mut(), 0u64);
        (init(0) == 0).then_some(())?;
        (get(&mut device, 0) == 0).then_some(())?;
        (retain(&mut context, device) == 0).then_some(())?;
        (set(context) == 0).then_some(())?;
        (alloc(&mut pointer, 1 << 20) == 0).then_some(())?;
        report_allocated();
        (free(pointer) == 0).then_some(())
    }
}

fn print_table(rows: &[Row]) {
    println!(
        "{:<32} {:>5}  {:>26}  {:>26}  {:>6}  condition",
        "metric", "size", "cudyn", "raw driver", "ratio"
    );
    for row in rows {
        let (ours, theirs) = (row.shown(row.cudyn), row.shown(row.raw));
        let figure = |s: Stats| {
            format!(
                "{:.3} [{:.3}, {:.3}] {}",
                s.median,
                s.p10,
                s.p90,
                row.unit_name()
            )
        };
        println!(
            "{:<32} {:>5}  {:>26}  {:>26}  {:>6.3}  {}",
            row.metric,
            row.size.map(|s| size_label(s as f64)).unwrap_or_default(),
            figure(ours),
            figure(theirs),
            row.ratio(),
            row.condition
        );
    }
    println!("ratio = cudyn / raw: above 1 is faster for GB/s rows, slower for time rows");
}

fn json(device: &str, driver: Option<i32>, rows: &[Row]) -> String {
    let stats = |s: Stats| {
        format!(
            r#"{{"median": {}, "p10": {}, "p90": {}}}"#,
            s.median, s.p10, s.p90
        )
    };
    let entries: Vec<String> = rows
        .iter()
        .map(|row| {
            format!(
                r#"    {{"metric": "{}", "size": {}, "unit": "{}", "cudyn": {}, "raw": {}, "ratio": {}, "condition": "{}"}}"#,
                row.metric,
                row.size.map_or("null".into(), |s| s.to_string()),
                row.unit_name(),
                stats(row.shown(row.cudyn)),
                stats(row.shown(row.raw)),
                row.ratio(),
                row.condition
            )
        })
        .collect();
    format!(
        "{{\n  \"device\": \"{}\",\n  \"driver\": {},\n  \"rows\": [\n{}\n  ]\n}}\n",
        device.replace('"', "'"),
        driver.map_or("null".into(), |v| v.to_string()),
        entries.join(",\n")
    )
}

fn plot(device: &str, rows: &[Row]) -> String {
    let mut series: Vec<Series> = Vec::new();
    // Transfers over the bus, by memory kind: device-to-device copies run two orders of
    // magnitude faster and would flatten every other line (they stay in the table).
    for row in rows
        .iter()
        .filter(|r| matches!(r.unit, Unit::Bandwidth(_)) && r.metric != "D2D")
    {
        let point = (row.size.unwrap_or(1) as f64, row.shown(row.cudyn).median);
        match series.iter_mut().find(|s| s.name == row.metric) {
            Some(s) => s.points.push(point),
            None => series.push(Series {
                name: row.metric.into(),
                points: vec![point],
            }),
        }
    }
    svg::chart(
        &format!("cudyn bench: host-device bandwidth by transfer size, {device}"),
        &series,
    )
}
