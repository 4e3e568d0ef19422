//! Futures on a real GPU; CI reports them as ignored. A kernel that waits on the GPU's timer
//! keeps the work in flight for as long as a test needs.

use std::sync::Arc;
use std::time::Duration;

use cudyn::{Device, DeviceBuffer, Function, LaunchConfig, Module, PinnedBuffer, Stream};

/// Tests that compare the device's free memory before and after take turns: another's
/// allocations would show in the difference.
fn turn() -> std::sync::MutexGuard<'static, ()> {
    static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

/// The GPU and its kernel that waits, then writes a flag (the function keeps its module).
fn spin() -> (Device, Function) {
    let device = Device::get(0).expect("a CUDA GPU");
    let module = Module::from_ptx(&device, include_str!("../examples/futures/spin.ptx")).unwrap();
    let spin = module.function("spin_flag").unwrap();
    (device, spin)
}

const ONE: LaunchConfig = LaunchConfig {
    grid: [1, 1, 1],
    block: [1, 1, 1],
    shared_memory_bytes: 0,
};

#[test]
#[ignore = "needs a CUDA GPU"]
fn gpu_a_future_waits_for_a_long_kernel_and_gives_its_memory_back() {
    let (device, spin) = spin();
    let stream = Stream::new(&device).unwrap();
    let flag = PinnedBuffer::<u32>::zeroed(&device, 1, Default::default()).unwrap();
    let data: Vec<u32> = (0..1 << 20).collect();
    let pending = stream
        .submit(
            (
                flag,
                data.clone(),
                DeviceBuffer::<u32>::zeroed(&device, 1 << 20).unwrap(),
                spin,
            ),
            |s, (flag, data, on_device, spin)| {
                // SAFETY: spin_flag takes (u64, u64) and writes the u32 at the second.
                unsafe { s.launch(spin, ONE, (50_000_000u64, flag.view().device_ptr())) }?;
                s.copy(&data[..], &mut *on_device)
            },
        )
        .unwrap();
    assert!(!pending.is_done(), "a 50 ms kernel done at once");
    let (flag, _, on_device, _) = cudyn::block_on(pending).unwrap();
    assert_eq!(flag[0], 1);
    assert!(on_device.to_vec().unwrap() == data);
    // The 4 MiB pageable copy made the staging ring, which the device keeps while it lives: it
    // is given back here for compute-sanitizer's leak check.
    device.free_staging_memory();
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn gpu_dropped_futures_park_until_the_gpu_is_done() {
    let _turn = turn();
    let (device, spin) = spin();
    let stream = Stream::new(&device).unwrap();
    let (free_before, _) = device.mem_info().unwrap();
    for _ in 0..8 {
        let pending = stream
            .submit(
                (
                    DeviceBuffer::<u32>::zeroed(&device, 16 << 20).unwrap(),
                    spin.clone(),
                ),
                |s, (buffer, spin)| {
                    // SAFETY: as above; the flag is the buffer's first word.
                    unsafe { s.launch(spin, ONE, (20_000_000u64, buffer.view().device_ptr())) }?;
                    s.fill_u32(&mut *buffer, 7)
                },
            )
            .unwrap();
        drop(pending);
    }
    cudyn::drain().unwrap();
    std::thread::sleep(Duration::from_millis(10));
    let (free_after, _) = device.mem_info().unwrap();
    assert!(
        free_after + (64 << 20) >= free_before,
        "parked memory not given back"
    );
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn gpu_tokio_tasks_upload_and_download_concurrently() {
    let device = Device::get(0).expect("a CUDA GPU");
    let streams: Vec<Arc<Stream>> = (0..4)
        .map(|_| Arc::new(Stream::new(&device).unwrap()))
        .collect();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(4)
        .build()
        .unwrap();
    runtime.block_on(async {
        let tasks: Vec<_> = (0..400u32)
            .map(|i| {
                let (stream, device) = (streams[i as usize % 4].clone(), device.clone());
                tokio::spawn(async move {
                    let host =
                        PinnedBuffer::from_slice(&device, &vec![i; 4096], Default::default())?;
                    let on_device = DeviceBuffer::<u32>::zeroed(&device, 4096)?;
                    let (host, on_device) = stream.copy_owned(host, on_device)?.await?;
                    let (_, back) = stream.copy_owned(on_device, vec![0u32; 4096])?.await?;
                    assert!(back == host[..]);
                    Ok::<(), cudyn::Error>(())
                })
            })
            .collect();
        for task in tasks {
            task.await.unwrap().unwrap();
        }
    });
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn gpu_pageable_copies_on_relays_and_dropped_futures_under_load() {
    let _turn = turn();
    let (device, spin) = spin();
    let streams: Vec<Arc<Stream>> = (0..4)
        .map(|_| Arc::new(Stream::new(&device).unwrap()))
        .collect();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(4)
        .build()
        .unwrap();
    let (free_before, _) = device.mem_info().unwrap();
    runtime.block_on(async {
        let tasks: Vec<_> = (0..64u32)
            .map(|i| {
                let (stream, device, spin) = (
                    streams[i as usize % 4].clone(),
                    device.clone(),
                    spin.clone(),
                );
                tokio::spawn(async move {
                    // A kernel first, so that the copies wait on the GPU; then 4 MiB up from a
                    // vector (a relay thread leads it through the staging ring) and back.
                    let on_device = DeviceBuffer::<u32>::zeroed(&device, 1 << 20).unwrap();
                    let kernel = stream
                        .submit((on_device, spin), |s, (on_device, spin)| {
                            // SAFETY: spin_flag takes (u64, u64) and writes the u32 at the second.
                            unsafe {
                                s.launch(spin, ONE, (2_000_000u64, on_device.view().device_ptr()))
                            }
                        })
                        .unwrap();
                    let (on_device, _) = kernel.await.unwrap();
                    let data = vec![i; 1 << 20];
                    let pending = stream.copy_owned(data, on_device).unwrap();
                    if i % 2 == 1 {
                        // Dropped while the copy may be in flight: parked, not freed.
                        drop(pending);
                        return;
                    }
                    let (_, on_device) = pending.await.unwrap();
                    let (on_device, back) = stream
                        .copy_owned(on_device, vec![0u32; 1 << 20])
                        .unwrap()
                        .await
                        .unwrap();
                    assert!(back.iter().all(|&x| x == i), "task {i}");
                    drop(on_device);
                })
            })
            .collect();
        for task in tasks {
            task.await.unwrap();
        }
    });
    cudyn::drain().unwrap();
    std::thread::sleep(Duration::from_millis(10));
    let (free_after, _) = device.mem_info().unwrap();
    assert!(
        free_after + (64 << 20) >= free_before,
        "parked memory not given back: {free_before} -> {free_after}"
    );
    device.free_staging_memory();
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn gpu_an_event_future_waits_for_a_long_kernel() {
    let (device, spin) = spin();
    let stream = Stream::new(&device).unwrap();
    let flag = PinnedBuffer::<u32>::zeroed(&device, 1, Default::default()).unwrap();
    let at = flag.view().device_ptr();
    let event = cudyn::Event::new(&device).unwrap();
    stream
        .scope(|s| {
            // SAFETY: spin_flag takes (u64, u64) and writes the u32 at the second, which `flag`
            // holds past the scope's end.
            unsafe { s.launch(&spin, ONE, (30_000_000u64, at)) }
        })
        .unwrap();
    // The scope waited; now a kernel left in flight, and the event after it.
    let pending = stream
        .submit(spin.clone(), |s, spin| {
            // SAFETY: as above.
            unsafe { s.launch(spin, ONE, (30_000_000u64, at)) }
        })
        .unwrap();
    event.record(&stream).unwrap();
    let done = event.done().unwrap();
    assert!(!done.is_done(), "a 30 ms kernel done at once");
    let start = std::time::Instant::now();
    cudyn::block_on(done).unwrap();
    assert!(event.is_complete().unwrap());
    assert!(
        start.elapsed() >= Duration::from_millis(10),
        "{:?}",
        start.elapsed()
    );
    cudyn::block_on(pending).unwrap();
}
