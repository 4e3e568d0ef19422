//! Weights from a file to device memory and back (issue 39's measurements), each against its
//! baseline in the same run, every byte checked:
//!
//! - **cached file to device**: `Safetensors::load` of a file in the page cache against
//!   cudyn's own pageable upload of the same bytes from a `Vec`, and against
//!   `safetensors.torch.load_file(path, device="cuda")` (Python, where `--torch` asks for it);
//! - **cold file to device**: the file's pages dropped from the cache before each load, against
//!   a plain `O_DIRECT` reader of the same bytes with the same block size and as many reads in
//!   flight (the disk's own speed);
//! - **device to file** (a checkpoint): `file::write_at` against a plain `O_DIRECT` writer
//!   the same way, neither calling `fsync`;
//! - **the host's own ceilings** for the cached read: as many threads as a file transfer uses
//!   `pread`ing the cached file into pinned memory (the kernel's copy, which a cached read
//!   cannot beat), against as many as an upload uses copying the `Vec` (what the upload does).
//!
//! ```text
//! load_safetensors [--quick] [--mib N] [--dir D] [--torch] [--threads N]
//! ```
//!
//! `--threads` caps the staging threads (`cudyn::set_staging_threads`) before anything runs.
//!
//! The file is `--mib` MiB (default 8192) of 64 `F32` tensors, written in `--dir` (default the
//! system's temporary folder: use a folder on the disk to measure, not tmpfs). Runs wherever a
//! driver loads (`CUDYN_DRIVER` names the fake in CI, where the figures mean nothing but every
//! byte is still checked).

use std::fs::File;
use std::io::Write;
use std::os::fd::AsRawFd;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use cudyn::file::Safetensors;
use cudyn::{Device, DeviceBuffer};

type Res<T> = Result<T, Box<dyn std::error::Error>>;

const MIB: usize = 1 << 20;
const TENSORS: usize = 64;

fn main() -> Res<()> {
    let args: Vec<String> = std::env::args().collect();
    let value = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
    };
    let quick = args.iter().any(|a| a == "--quick");
    let mib: usize = match value("--mib") {
        Some(n) => n.parse()?,
        None if quick => 64,
        None => 8192,
    };
    let dir = value("--dir").map_or_else(std::env::temp_dir, PathBuf::from);
    let device = Device::get(0)?;
    println!("device: {}", device.name()?);
    if let Some(cap) = value("--threads") {
        // Fewer than 2 turn staging off: file transfers then bounce through one buffer, and
        // the baselines would have no threads to run.
        match cap.parse()? {
            cap @ 2.. => cudyn::set_staging_threads(cap),
            _ => return Err("--threads: at least 2 (fewer turn staging off)".into()),
        }
    }
    // The reads or writes in flight of a file transfer, and so of its baselines.
    let threads = cudyn::file_threads();
    let reps = if quick { 1 } else { 5 };

    // The file: 64 F32 tensors, the data a pattern the checks recompute.
    let bytes = mib * MIB / TENSORS / 4 * 4 * TENSORS;
    let path = dir.join(format!("cudyn-weights-{}.safetensors", std::process::id()));
    let data = pattern(bytes);
    let data_start = write_safetensors(&path, &data)?;
    let _cleanup = Remove(vec![path.clone()]);
    println!(
        "file: {} ({} MiB, {TENSORS} tensors; data from byte {data_start}); {threads} file threads, {} for copies of memory",
        path.display(),
        bytes / MIB,
        cudyn::staging_threads()
    );

    // Cached: the file was just written, so the page cache holds it. The loader (allocation
    // included), then the read alone into memory allocated before, against the upload alone.
    let mut load = Vec::new();
    for _ in 0..reps {
        let start = Instant::now();
        let weights = Safetensors::load(&device, &path)?;
        load.push(start.elapsed());
        check(&weights.memory().to_vec()?, &data, "cached load")?;
    }
    let (mut read, mut upload, mut alloc) = (Vec::new(), Vec::new(), Vec::new());
    let file = File::open(&path)?;
    for _ in 0..reps {
        let start = Instant::now();
        let mut on_device = DeviceBuffer::<u8>::uninit(&device, bytes)?;
        alloc.push(start.elapsed());
        let start = Instant::now();
        cudyn::file::read_at(&file, data_start, &mut on_device)?;
        read.push(start.elapsed());
        check(&on_device.to_vec()?, &data, "cached read")?;
        let start = Instant::now();
        cudyn::copy(&data, &mut on_device)?;
        upload.push(start.elapsed());
        check(&on_device.to_vec()?, &data, "pageable upload")?;
    }
    // Each read against the upload right after it: on a shared host whose speed drifts from
    // one second to the next, the pairs' ratios show what the medians of each alone blur.
    let mut ratios: Vec<f64> = (read.iter().zip(&upload))
        .map(|(read, upload)| upload.as_secs_f64() / read.as_secs_f64())
        .collect();
    ratios.sort_by(f64::total_cmp);
    let (load, read, upload, alloc) = (median(load), median(read), median(upload), median(alloc));
    println!(
        "cached file -> device: cudyn read {:.2} GB/s, pageable upload from a Vec {:.2} GB/s: {:.2}x (each read against the upload after it: {})",
        gbps(bytes, read),
        gbps(bytes, upload),
        upload.as_secs_f64() / read.as_secs_f64(),
        (ratios.iter().map(|r| format!("{r:.2}x")))
            .collect::<Vec<_>>()
            .join(" ")
    );
    println!(
        "cached file -> device: Safetensors::load {:.2} GB/s (allocating {} MiB took {:.1} ms of it); against allocation + upload: {:.2}x",
        gbps(bytes, load),
        bytes / MIB,
        alloc.as_secs_f64() * 1e3,
        (upload + alloc).as_secs_f64() / load.as_secs_f64()
    );
    if args.iter().any(|a| a == "--torch") {
        torch(&path, bytes, load)?;
    }
    let (kernel, memcpy) = ceilings(&device, &file, data_start, &data, reps)?;
    println!(
        "host only, into pinned memory: {threads} threads pread-ing the cached file {:.2} GB/s, {} threads copying the Vec {:.2} GB/s: {:.2}x (the cached read's ceiling against the upload's)",
        gbps(bytes, kernel),
        cudyn::staging_threads(),
        gbps(bytes, memcpy),
        memcpy.as_secs_f64() / kernel.as_secs_f64()
    );

    if args.iter().any(|a| a == "--only-cached") {
        return Ok(());
    }
    // Cold: the pages dropped before each load (and before each baseline read).
    let block = part_bytes(bytes, threads);
    let mut cold = Vec::new();
    let mut disk = Vec::new();
    // Three each: the disk's speed drifts less than the host's, and each costs seconds.
    for _ in 0..reps.min(3) {
        evict(&path)?;
        let start = Instant::now();
        let weights = Safetensors::load(&device, &path)?;
        cold.push(start.elapsed());
        check(&weights.memory().to_vec()?, &data, "cold load")?;
        drop(weights);
        evict(&path)?;
        disk.push(direct_io(&path, false, bytes, block, threads)?);
    }
    let (cold, disk) = (median(cold), median(disk));
    println!(
        "cold file -> device: cudyn {:.2} GB/s, O_DIRECT reader ({} KiB blocks, {threads} in flight) {:.2} GB/s: {:.2}x",
        gbps(bytes, cold),
        block >> 10,
        gbps(bytes, disk),
        disk.as_secs_f64() / cold.as_secs_f64()
    );

    // A checkpoint: device memory into a fresh file, against the plain writer into another.
    let on_device = DeviceBuffer::from_slice(&device, &data)?;
    let (out, baseline) = (path.with_extension("out"), path.with_extension("baseline"));
    let _more = Remove(vec![out.clone(), baseline.clone()]);
    let block = part_bytes(bytes, threads);
    let mut write = Vec::new();
    let mut disk = Vec::new();
    for _ in 0..reps.min(3) {
        let _ = std::fs::remove_file(&out);
        let file = File::options()
            .write(true)
            .create(true)
            .truncate(true)
            .open(&out)?;
        let start = Instant::now();
        cudyn::file::write_at(&file, 0, &on_device)?;
        write.push(start.elapsed());
        drop(file);
        let _ = std::fs::remove_file(&baseline);
        disk.push(direct_io(&baseline, true, bytes, block, threads)?);
    }
    check(&std::fs::read(&out)?, &data, "checkpoint")?;
    let (write, disk) = (median(write), median(disk));
    println!(
        "device -> file: cudyn {:.2} GB/s, O_DIRECT writer ({} KiB blocks, {threads} in flight) {:.2} GB/s: {:.2}x (neither calls fsync)",
        gbps(bytes, write),
        block >> 10,
        gbps(bytes, disk),
        disk.as_secs_f64() / write.as_secs_f64()
    );
    println!("all checks passed");
    Ok(())
}

/// The host's own speeds, no GPU involved: threads each moving 1 MiB parts into their own 8 MiB
/// of pinned memory (a slot), as many as a file transfer uses `pread`ing the cached file (the
/// kernel copies), as many as an upload uses copying the `Vec`; medians of `reps`.
fn ceilings(
    device: &Device,
    file: &File,
    data_start: u64,
    data: &[u8],
    reps: usize,
) -> Res<(Duration, Duration)> {
    let (readers, copiers) = (cudyn::file_threads(), cudyn::staging_threads());
    let mut pinned = cudyn::PinnedBuffer::<u8>::zeroed(
        device,
        readers.max(copiers) * 8 * MIB,
        Default::default(),
    )?;
    let slots: Vec<&mut [u8]> = pinned.as_mut_slice().chunks_mut(8 * MIB).collect();
    let slots: Vec<std::sync::Mutex<&mut [u8]>> =
        slots.into_iter().map(std::sync::Mutex::new).collect();
    let parts = data.len().div_ceil(MIB);
    let run = |kernel: bool| {
        let threads = if kernel { readers } else { copiers };
        let slots = slots
            .iter()
            .take(threads)
            .map(|slot| (slot, 0usize))
            .collect();
        in_parallel(slots, parts, |(slot, k), i| {
            let mut slot = slot.lock().unwrap();
            let len = MIB.min(data.len() - i * MIB);
            let into = &mut slot[(*k % 8) * MIB..][..len];
            *k += 1;
            if kernel {
                use std::os::unix::fs::FileExt;
                (file.read_exact_at(into, data_start + (i * MIB) as u64))
                    .map_err(|e| e.to_string())?;
            } else {
                into.copy_from_slice(&data[i * MIB..][..len]);
            }
            // Checked at both ends of each part: a figure of a failed copy would mean nothing.
            let want = &data[i * MIB..][..len];
            let edge = len.min(64);
            if into[..edge] != want[..edge] || into[len - edge..] != want[len - edge..] {
                return Err(format!("part {i} moved wrong"));
            }
            Ok(())
        })
        .map_err(|error| -> Box<dyn std::error::Error> { format!("ceiling: {error}").into() })
    };
    let (mut kernel, mut memcpy) = (Vec::new(), Vec::new());
    for _ in 0..reps {
        kernel.push(run(true)?);
        memcpy.push(run(false)?);
    }
    Ok((median(kernel), median(memcpy)))
}

/// Removes its files when dropped.
struct Remove(Vec<PathBuf>);

impl Drop for Remove {
    fn drop(&mut self) {
        for path in &self.0 {
            let _ = std::fs::remove_file(path);
        }
    }
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn gbps(bytes: usize, time: Duration) -> f64 {
    bytes as f64 / time.as_secs_f64() / 1e9
}

/// `bytes` of a pattern, made by all cores.
fn pattern(bytes: usize) -> Vec<u8> {
    let mut data = vec![0u8; bytes];
    let cores = std::thread::available_parallelism().map_or(4, |n| n.get());
    let piece = bytes.div_ceil(cores).next_multiple_of(8);
    std::thread::scope(|s| {
        for (i, chunk) in data.chunks_mut(piece.max(8)).enumerate() {
            s.spawn(move || {
                for (j, b) in chunk.iter_mut().enumerate() {
                    let k = (i * piece + j) as u64;
                    *b = (k.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 56) as u8;
                }
            });
        }
    });
    data
}

fn check(got: &[u8], want: &[u8], what: &str) -> Res<()> {
    if got.len() != want.len() {
        return Err(format!("{what}: {} bytes, not {}", got.len(), want.len()).into());
    }
    match got.iter().zip(want).position(|(a, b)| a != b) {
        None => Ok(()),
        Some(i) => Err(format!("{what}: byte {i} is {}, not {}", got[i], want[i]).into()),
    }
}

/// Writes `data` as 64 equal `F32` tensors named `layers.{i}.weight`; returns where the data
/// starts (8 + the header's length, which is padded to 8 bytes as writers do).
fn write_safetensors(path: &Path, data: &[u8]) -> Res<u64> {
    let each = data.len() / TENSORS;
    let mut json = String::from("{\"__metadata__\":{\"format\":\"pt\"}");
    for i in 0..TENSORS {
        json += &format!(
            ",\"layers.{i}.weight\":{{\"dtype\":\"F32\",\"shape\":[{}],\"data_offsets\":[{},{}]}}",
            each / 4,
            i * each,
            (i + 1) * each
        );
    }
    json.push('}');
    while (8 + json.len()) % 8 != 0 {
        json.push(' ');
    }
    let mut file = File::create(path)?;
    file.write_all(&(json.len() as u64).to_le_bytes())?;
    file.write_all(json.as_bytes())?;
    file.write_all(data)?;
    file.sync_all()?;
    Ok(8 + json.len() as u64)
}

/// Drops the file's pages from the page cache (it was synced when written).
fn evict(path: &Path) -> Res<()> {
    let file = File::open(path)?;
    // SAFETY: advice on our own descriptor; no memory passed.
    let advised = unsafe { libc::posix_fadvise(file.as_raw_fd(), 0, 0, libc::POSIX_FADV_DONTNEED) };
    match advised {
        0 => Ok(()),
        code => Err(format!("posix_fadvise: error {code}").into()),
    }
}

/// The bytes each of the staging ring's parts holds in a file transfer of `bytes` by `threads`
/// threads: each thread's read or write (the ring's own rule for files: chunks of a quarter of
/// the transfer, 4 MiB to a whole 8 MiB slot; at least `threads` parts a chunk, of 1 MiB or
/// less).
fn part_bytes(bytes: usize, threads: usize) -> usize {
    let chunk = (bytes / 4)
        .clamp(4 * MIB, 8 * MIB)
        .next_multiple_of(1 << 16);
    let parts = (chunk / MIB).max(threads);
    chunk.div_ceil(parts).next_multiple_of(4096)
}

/// Reads (or writes) `bytes` of the file at `path` with `O_DIRECT`, `block` bytes a call,
/// `threads` calls in flight (one a thread, each taking the next block): the disk's own speed.
fn direct_io(
    path: &Path,
    write: bool,
    bytes: usize,
    block: usize,
    threads: usize,
) -> Res<Duration> {
    let file = File::options()
        .read(!write)
        .write(write)
        .create(write)
        .custom_flags(libc::O_DIRECT)
        .open(path)?;
    let blocks = bytes.div_ceil(block);
    // Aligned for O_DIRECT: a block of 4 KiB-aligned memory per thread.
    let buffers = (0..threads)
        .map(|_| {
            let memory = vec![0xA5u8; block + 4096];
            let skew = memory.as_ptr().align_offset(4096);
            (memory, skew)
        })
        .collect();
    let fd = file.as_raw_fd();
    in_parallel(buffers, blocks, |(memory, skew), i| {
        let buffer = &mut memory[*skew..*skew + block];
        let len = block.min(bytes - i * block).next_multiple_of(4096);
        let off = (i * block) as libc::off_t;
        // SAFETY: the buffer is ours, at least `len` bytes (`block` is a multiple of 4 KiB);
        // the descriptor is open.
        let n = unsafe {
            match write {
                false => libc::pread(fd, buffer.as_mut_ptr().cast(), len, off),
                true => libc::pwrite(fd, buffer.as_ptr().cast(), len, off),
            }
        };
        match n {
            n if n > 0 => Ok(()),
            _ => Err(format!("{}", std::io::Error::last_os_error())),
        }
    })
    .map_err(|error| format!("O_DIRECT baseline: {error}").into())
}

/// Runs `work(state, part)` for every part of `parts` on one thread per state, each taking the
/// next part when done with its last: how long it took, or the first error a thread met.
fn in_parallel<S: Send>(
    states: Vec<S>,
    parts: usize,
    work: impl Fn(&mut S, usize) -> Result<(), String> + Sync,
) -> Result<Duration, String> {
    let next = AtomicUsize::new(0);
    let start = Instant::now();
    let failed: Vec<String> = std::thread::scope(|s| {
        let workers: Vec<_> = (states.into_iter())
            .map(|mut state| {
                let (next, work) = (&next, &work);
                s.spawn(move || {
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= parts {
                            return Ok(());
                        }
                        work(&mut state, i)?;
                    }
                })
            })
            .collect();
        (workers.into_iter())
            .filter_map(|w| w.join().ok()?.err())
            .collect()
    });
    let took = start.elapsed();
    match failed.into_iter().next() {
        Some(error) => Err(error),
        None => Ok(took),
    }
}

/// `safetensors.torch.load_file(path, device="cuda")` on the same (cached) file, timed by
/// Python in this run; prints its speed and cudyn's ratio to it.
fn torch(path: &Path, bytes: usize, cudyn: Duration) -> Res<()> {
    // Where it was built, or (staged onto another machine) the working folder's copy.
    let built = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/load_safetensors.py");
    let script = match Path::new(built).exists() {
        true => built,
        false => "examples/load_safetensors.py",
    };
    let out = std::process::Command::new("python3")
        .arg(script)
        .arg(path)
        .output()?;
    let text = String::from_utf8_lossy(&out.stdout);
    let seconds: f64 = text
        .lines()
        .find_map(|l| l.strip_prefix("seconds: "))
        .ok_or_else(|| {
            format!(
                "no time from {script}: {text}{}",
                String::from_utf8_lossy(&out.stderr)
            )
        })?
        .trim()
        .parse()?;
    println!(
        "cached file -> device: safetensors.torch.load_file {:.2} GB/s: cudyn {:.2}x",
        bytes as f64 / seconds / 1e9,
        seconds / cudyn.as_secs_f64()
    );
    Ok(())
}
