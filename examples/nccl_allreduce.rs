//! All-reduce of cudyn device buffers across the GPUs of one host with NCCL, loaded at run time
//! through cudarc's `nccl` module, each collective queued on a cudyn stream of its device inside
//! a scope (so the buffers stay borrowed until the work is done).
//!
//! NCCL is found as `nccl/library.rs` says (`CUDYN_NCCL`, or `libnccl.so` on the path).
//!
//! NCCL_NVLS_ENABLE=0 CUDYN_NCCL=/path/to/libnccl.so.2 cargo run --release --example nccl_allreduce [MiB]

use std::error::Error;
use std::time::Instant;

use cudarc::nccl::result;
use cudyn::{Device, DeviceBuffer, Stream};

#[path = "nccl/library.rs"]
mod library;
use library::{bus_bandwidth, check, find_nccl, sum_f32};

fn main() -> Result<(), Box<dyn Error>> {
    find_nccl()?;
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
                let (send, receive) = (sends[rank].device_ptr(), held[rank].device_ptr());
                let stream = lanes[rank].stream().raw();
                // SAFETY: n floats each side on the communicator's device: the sends outlive
                // the scope and are only read, the receives are held by it; the collective is
                // queued on that device's stream of the scope, which waits for it.
                unsafe { sum_f32(send, receive, n, comms[rank], stream) }?;
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
    let (algbw, busbw) = bus_bandwidth(bytes, seconds, ranks);
    println!(
        "nccl all-reduce (sum, f32) of {mib} MiB over {ranks} GPU(s) with cudyn buffers and streams: \
         {:.3} ms, algbw {algbw:.1} GB/s, busbw {busbw:.1} GB/s; result checked",
        seconds * 1e3
    );
    Ok(())
}
