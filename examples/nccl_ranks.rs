//! All-reduce of cudyn device memory across ranks in separate processes, one per GPU, the way
//! jobs that span several machines run: rank 0 makes NCCL's unique id and hands it to the
//! others out of band, here through a file (on several nodes a launcher passes it the same way:
//! a shared file, a key-value store, an environment variable; nothing of cudyn changes). Each
//! rank all-reduces a cudyn buffer on a cudyn stream inside a scope, checks the result, and
//! rank 0 prints the bus bandwidth.
//!
//! Run without `CUDYN_RANK`, the program is the launcher: it starts one rank per GPU (at most
//! `--ranks`, 2 by default) as children of itself and waits for them. A rank can also be
//! started by hand, or by another launcher, with `CUDYN_RANK`, `CUDYN_RANKS` and
//! `CUDYN_NCCL_ID` (the file rank 0 writes the id to, and the others wait for).
//!
//! NCCL is found as `nccl/library.rs` says (`CUDYN_NCCL`, or `libnccl.so` on the path).
//!
//! NCCL_NVLS_ENABLE=0 CUDYN_NCCL=/path/to/libnccl.so.2 cargo run --release --example nccl_ranks [MiB] [--ranks N]

use std::error::Error;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use cudarc::nccl::{result, sys};
use cudyn::{Device, DeviceBuffer, Stream};

#[path = "nccl/library.rs"]
mod library;
use library::{bus_bandwidth, check, find_nccl, sum_f32};

type Res<T> = Result<T, Box<dyn Error>>;

/// How long a rank waits for rank 0's id.
const ID_TIMEOUT: Duration = Duration::from_secs(60);

fn main() -> Res<()> {
    find_nccl()?;
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mib: usize = args.iter().find_map(|a| a.parse().ok()).unwrap_or(256);
    match std::env::var("CUDYN_RANK") {
        Ok(rank) => run_rank(rank.parse()?, env_number("CUDYN_RANKS")?, &id_path()?, mib),
        Err(_) => {
            let most = match args.iter().position(|a| a == "--ranks") {
                Some(at) => args.get(at + 1).ok_or("--ranks takes a number")?.parse()?,
                None => 2,
            };
            launch(mib, most)
        }
    }
}

fn env_number(name: &str) -> Res<usize> {
    let value = std::env::var(name).map_err(|_| format!("{name} is not set"))?;
    Ok(value
        .parse()
        .map_err(|_| format!("{name}={value} is not a number"))?)
}

fn id_path() -> Res<PathBuf> {
    Ok(std::env::var_os("CUDYN_NCCL_ID")
        .ok_or("CUDYN_NCCL_ID is not set")?
        .into())
}

/// Starts a rank per GPU, up to `most`, and waits for all of them.
fn launch(mib: usize, most: usize) -> Res<()> {
    let ranks = Device::count()?.min(most);
    if ranks == 0 {
        return Err("no GPU".into());
    }
    if ranks < 2 {
        eprintln!("one GPU: the all-reduce runs over a single rank");
    }
    let id = std::env::temp_dir().join(format!("cudyn-nccl-id-{}", std::process::id()));
    let _ = std::fs::remove_file(&id);
    let children = (0..ranks)
        .map(|rank| {
            std::process::Command::new(std::env::current_exe()?)
                .arg(mib.to_string())
                .env("CUDYN_RANK", rank.to_string())
                .env("CUDYN_RANKS", ranks.to_string())
                .env("CUDYN_NCCL_ID", &id)
                .spawn()
        })
        .collect::<std::io::Result<Vec<_>>>()?;
    let mut failed = Vec::new();
    for (rank, mut child) in children.into_iter().enumerate() {
        if !child.wait()?.success() {
            failed.push(rank);
        }
    }
    let _ = std::fs::remove_file(&id);
    match failed.is_empty() {
        true => Ok(()),
        false => Err(format!("ranks {failed:?} failed").into()),
    }
}

/// Rank 0 writes the id whole (to a file of its own, then renamed into place), so that a rank
/// never reads half of one.
fn publish(id: &sys::ncclUniqueId, path: &Path) -> Res<()> {
    let bytes: Vec<u8> = id.internal.iter().map(|&c| c as u8).collect();
    let partial = path.with_extension("partial");
    std::fs::write(&partial, bytes)?;
    std::fs::rename(&partial, path)?;
    Ok(())
}

/// Waits for rank 0's id at `path`.
fn receive(path: &Path) -> Res<sys::ncclUniqueId> {
    let until = Instant::now() + ID_TIMEOUT;
    loop {
        match std::fs::read(path) {
            Ok(bytes) => {
                let mut id = sys::ncclUniqueId { internal: [0; 128] };
                if bytes.len() != id.internal.len() {
                    return Err(
                        format!("{}: {} bytes, not an id", path.display(), bytes.len()).into(),
                    );
                }
                for (to, from) in id.internal.iter_mut().zip(bytes) {
                    *to = from as _;
                }
                return Ok(id);
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound && Instant::now() < until => {
                std::thread::sleep(Duration::from_millis(5));
            }
            Err(e) => {
                return Err(format!("waiting for rank 0's id at {}: {e}", path.display()).into());
            }
        }
    }
}

/// One rank: the GPU of its number, its part of the all-reduce, the check.
fn run_rank(rank: usize, ranks: usize, id_at: &Path, mib: usize) -> Res<()> {
    let id = match rank {
        0 => {
            let id = result::get_uniqueid().map_err(|e| format!("NCCL: {e:?}"))?;
            publish(&id, id_at)?;
            id
        }
        _ => receive(id_at)?,
    };
    let device = Device::get(rank)?;
    // NCCL takes its device from the current context.
    device.bind()?;
    let stream = Stream::new(&device)?;
    let n = mib << 18; // f32 elements
    // Rank r sends r + 1; every rank receives the sum.
    let send = DeviceBuffer::from_slice(&device, &vec![(rank + 1) as f32; n])?;
    let mut receive = DeviceBuffer::<f32>::zeroed(&device, n)?;
    let mut comm: sys::ncclComm_t = std::ptr::null_mut();
    // SAFETY: writes one communicator; every rank passes the same id and count, its own rank.
    check(unsafe { result::comm_init_rank(&mut comm, ranks as i32, id, rank as i32) })?;
    let (rounds, warmup) = (20, 5);
    // NCCL's errors are not cudyn's: kept here, while the scope ends (and waits) either way.
    let mut timed: Res<f64> = Err("not run".into());
    stream.scope(|s| {
        let held = s.hold(&mut receive);
        let all_reduce = || {
            // SAFETY: n floats each side on this rank's device: `send` outlives the scope and
            // is only read, the receive is held by it; queued on the scope's stream, which the
            // scope waits for.
            unsafe {
                sum_f32(
                    send.device_ptr(),
                    held.device_ptr(),
                    n,
                    comm,
                    s.stream().raw(),
                )
            }
        };
        let run = |rounds| -> Res<f64> {
            let start = Instant::now();
            for _ in 0..rounds {
                all_reduce()?;
            }
            s.stream().synchronize()?;
            Ok(start.elapsed().as_secs_f64() / rounds as f64)
        };
        timed = run(warmup).and_then(|_| run(rounds));
        Ok(())
    })?;
    let seconds = timed?;
    // SAFETY: made above, destroyed once, its work done.
    check(unsafe { result::comm_destroy(comm) })?;
    let sum = (ranks * (ranks + 1) / 2) as f32;
    let wrong = receive.to_vec()?.iter().filter(|&&v| v != sum).count();
    if wrong != 0 {
        return Err(format!("rank {rank}: {wrong} elements are not {sum}").into());
    }
    if rank == 0 {
        let (algbw, busbw) = bus_bandwidth(n * 4, seconds, ranks);
        println!(
            "nccl all-reduce (sum, f32) of {mib} MiB over {ranks} rank(s) in separate processes, \
             the id through a file, cudyn buffers and streams: {:.3} ms, algbw {algbw:.1} GB/s, \
             busbw {busbw:.1} GB/s; result checked on every rank",
            seconds * 1e3
        );
    }
    Ok(())
}
