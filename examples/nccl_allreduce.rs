//! All-reduce of cudyn device buffers across the GPUs of one host with NCCL, loaded at run time
//! through cudarc's `nccl` module, each collective queued on a cudyn stream of its device inside
//! a scope (so the buffers stay borrowed until the work is done).
//!
//! NCCL is found like the driver: `CUDYN_NCCL` names the library (for instance the
//! `nvidia/nccl/lib/libnccl.so.2` of the `nvidia-nccl-cu13` wheel); otherwise cudarc searches
//! the library path for `libnccl.so`. cudarc looks only for names such as `libnccl.so`, not
//! `libnccl.so.2`, so with `CUDYN_NCCL` set this program links the file under that name in a
//! private folder and runs itself again with the folder on `LD_LIBRARY_PATH`.
//!
//! NCCL_NVLS_ENABLE=0 CUDYN_NCCL=/path/to/libnccl.so.2 cargo run --release --example nccl_allreduce [MiB]

use std::error::Error;
use std::ffi::c_void;
use std::time::Instant;

use cudarc::nccl::{result, sys};
use cudyn::{Device, DeviceBuffer, Stream};

/// With `CUDYN_NCCL` set and not yet on the path, runs this program again with a folder
/// holding `libnccl.so` (a link to it) first on `LD_LIBRARY_PATH`; returns its exit status.
fn reexec_with_nccl_on_path() -> Result<Option<i32>, Box<dyn Error>> {
    let Some(library) = std::env::var_os("CUDYN_NCCL") else {
        return Ok(None);
    };
    if std::env::var_os("CUDYN_NCCL_LINKED").is_some() {
        return Ok(None);
    }
    let folder = std::env::temp_dir().join(format!("cudyn-nccl-{}", std::process::id()));
    std::fs::create_dir_all(&folder)?;
    let link = folder.join("libnccl.so");
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(std::path::Path::new(&library).canonicalize()?, &link)?;
    let mut path = folder.clone().into_os_string();
    if let Some(old) = std::env::var_os("LD_LIBRARY_PATH") {
        path.push(":");
        path.push(old);
    }
    let status = std::process::Command::new(std::env::current_exe()?)
        .args(std::env::args_os().skip(1))
        .env("LD_LIBRARY_PATH", path)
        .env("CUDYN_NCCL_LINKED", "1")
        .status()?;
    let _ = std::fs::remove_dir_all(&folder);
    Ok(Some(status.code().unwrap_or(1)))
}

fn check(outcome: Result<result::NcclStatus, result::NcclError>) -> Result<(), Box<dyn Error>> {
    outcome.map(drop).map_err(|e| format!("NCCL: {e:?}").into())
}

fn main() -> Result<(), Box<dyn Error>> {
    if let Some(code) = reexec_with_nccl_on_path()? {
        std::process::exit(code);
    }
    // SAFETY: only tries to open the library by the names cudarc knows.
    if !unsafe { sys::is_culib_present() } {
        return Err(
            "NCCL was not found: set CUDYN_NCCL to libnccl.so.2, or put libnccl.so on \
                    LD_LIBRARY_PATH"
                .into(),
        );
    }
    let mib: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(256);
    let devices = Device::all()?;
    // Two GPUs are the point; one still runs the whole path (a collective over one rank).
    let ranks = devices.len().min(2);
    if ranks < 2 {
        eprintln!("one GPU: the all-reduce runs over a single rank");
    }
    let devices = &devices[..ranks];
    let n = mib << 18; // f32 elements
    let bytes = n * 4;
    let streams = devices
        .iter()
        .map(Stream::new)
        .collect::<cudyn::Result<Vec<_>>>()?;
    // Rank r sends r + 1 everywhere.
    let mut sends = Vec::new();
    let mut receives = Vec::new();
    for (rank, device) in devices.iter().enumerate() {
        sends.push(DeviceBuffer::from_slice(
            device,
            &vec![(rank + 1) as f32; n],
        )?);
        receives.push(DeviceBuffer::<f32>::zeroed(device, n)?);
    }
    let mut comms = vec![std::ptr::null_mut(); ranks];
    let ordinals: Vec<i32> = devices.iter().map(|d| d.ordinal() as i32).collect();
    // SAFETY: room for one communicator per device ordinal given.
    check(unsafe { result::comm_init_all(comms.as_mut_ptr(), ranks as i32, ordinals.as_ptr()) })?;

    let (rounds, warmup) = (20, 5);
    // NCCL's errors are not cudyn's: kept here, while the scope ends (and waits) either way.
    let mut timed: Result<f64, Box<dyn Error>> = Err("not run".into());
    // One scope over every device's stream (Scope::on), so that every buffer stays borrowed
    // until all of them are done; each collective is queued on its device's stream.
    streams[0].scope(|s| {
        let lanes: Vec<_> = streams.iter().map(|stream| s.on(stream)).collect();
        let held: Vec<_> = receives.iter_mut().map(|receive| s.hold(receive)).collect();
        let all_reduce = || -> Result<(), Box<dyn Error>> {
            check(result::group_start())?;
            for rank in 0..ranks {
                // SAFETY: n floats each side on the communicator's device: the sends outlive
                // the scope and are only read, the receives are held by it; the collective is
                // queued on that device's stream of the scope, which waits for it.
                check(unsafe {
                    result::all_reduce(
                        sends[rank].device_ptr() as *const c_void,
                        held[rank].device_ptr() as *mut c_void,
                        n,
                        sys::ncclDataType_t::ncclFloat32,
                        sys::ncclRedOp_t::ncclSum,
                        comms[rank],
                        lanes[rank].stream().raw().cast(),
                    )
                })?;
            }
            check(result::group_end())
        };
        let run = |rounds| -> Result<f64, Box<dyn Error>> {
            let start = Instant::now();
            for _ in 0..rounds {
                all_reduce()?;
            }
            for lane in &lanes {
                lane.stream().synchronize()?;
            }
            Ok(start.elapsed().as_secs_f64() / rounds as f64)
        };
        timed = run(warmup).and_then(|_| run(rounds));
        Ok(())
    })?;
    let seconds = timed?;
    for comm in comms {
        // SAFETY: made above, destroyed once, its work done.
        check(unsafe { result::comm_destroy(comm) })?;
    }
    // Rank r sent r + 1: the sum over ranks.
    let sum = (ranks * (ranks + 1) / 2) as f32;
    for (rank, receive) in receives.iter().enumerate() {
        let got = receive.to_vec()?;
        let wrong = got.iter().filter(|&&v| v != sum).count();
        assert_eq!(wrong, 0, "rank {rank}: {wrong} elements are not {sum}");
    }
    let algbw = bytes as f64 / seconds / 1e9;
    // nccl-tests' bus bandwidth for all-reduce: algbw * 2 (ranks - 1) / ranks.
    let busbw = algbw * 2.0 * (ranks - 1) as f64 / ranks as f64;
    println!(
        "nccl all-reduce (sum, f32) of {mib} MiB over {ranks} GPU(s) with cudyn buffers and streams: \
         {:.3} ms, algbw {algbw:.1} GB/s, busbw {busbw:.1} GB/s; result checked",
        seconds * 1e3
    );
    Ok(())
}
