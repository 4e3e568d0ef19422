//! A short tour of cudyn that runs on any machine: on the real CUDA driver where one loads, on
//! cudyn's fake driver (a stand-in over host memory, the one the tests use) otherwise. It says
//! which it used and why, then checks each step's result and exits non-zero if one is wrong.
//!
//! cargo run --example demo
//!
//! `CUDYN_DRIVER=/path/to/libcuda.so.1` picks the driver instead; `cargo run -p cudyn-cli --
//! info` inspects a real machine in depth.

use std::error::Error;

use cudyn::sys::{CANDIDATES, Driver, LoadError};
use cudyn::{Device, DeviceBuffer, Stream};

type Outcome = Result<(), Box<dyn Error>>;

fn main() -> Outcome {
    choose_driver()?;

    let device = Device::get(0)?;
    let (free, total) = device.mem_info()?;
    println!(
        "device 0: {}, {:.1} GiB of memory, {:.1} GiB free",
        device.name()?,
        gib(total),
        gib(free)
    );

    // Synchronous: allocate on the device, copy in, copy back; each call is done on return.
    let input: Vec<f32> = (0..1 << 20).map(|i| i as f32).collect();
    let mut on_device = DeviceBuffer::from_slice(&device, &input)?;
    check(
        on_device.to_vec()? == input,
        "a DeviceBuffer gives back what it was given",
    )?;

    // Asynchronous: work queued on a stream inside a scope, which borrows what the work
    // touches until the stream is done, so nothing in flight can be freed or read early.
    let stream = Stream::new(&device)?;
    let mut output = vec![0.0f32; input.len()];
    stream.scope(|s| {
        let d = s.hold(&mut on_device);
        // Fills take a bit pattern; to_bits gives the one of 1.0 as an f32.
        s.fill_u32(d, 1.0f32.to_bits())?;
        s.copy(d, &mut output)
    })?;
    check(
        output.iter().all(|&x| x == 1.0),
        "a scope fills the device buffer with 1.0 and copies it back",
    )?;

    // A large copy from an ordinary Vec (pageable memory) goes through pinned staging memory
    // that cudyn keeps, at close to pinned speed on a GPU.
    let big: Vec<u32> = (0..16 << 20).collect(); // 64 MiB
    let mut big_on_device = DeviceBuffer::<u32>::uninit(&device, big.len())?;
    cudyn::copy(&big, &mut big_on_device)?;
    check(
        big_on_device.to_vec()? == big,
        "64 MiB from a Vec, staged through pinned memory, arrive intact",
    )?;

    // A future: the copy owns its memory and gives it back once the GPU is done; block_on is
    // the smallest executor (any async runtime awaits it as well).
    let pending = stream.copy_owned(on_device, vec![0.0f32; input.len()])?;
    let (_on_device, back) = cudyn::block_on(pending)?;
    check(
        back.iter().all(|&x| x == 1.0),
        "a future copies the device buffer back and returns both buffers",
    )?;

    println!("all checks passed");
    Ok(())
}

/// Settles the process on a driver and says which, and why: the one `CUDYN_DRIVER` names if it
/// is set; the system's if one loads; the fake otherwise.
fn choose_driver() -> Outcome {
    if let Some(path) = std::env::var_os(cudyn::sys::DRIVER_ENV) {
        let driver = cudyn::driver()?;
        println!(
            "driver: {} (CUDYN_DRIVER={})",
            driver.name(),
            path.display()
        );
        return Ok(());
    }
    // A process keeps the first driver it settles on, a failed search included, so the system's
    // driver is probed first with a private load that settles nothing.
    // SAFETY: the system's own driver names, trusted as cudyn::driver() trusts them.
    match unsafe { Driver::open_first(CANDIDATES) } {
        Ok(probe) => {
            drop(probe);
            let driver = cudyn::driver()?;
            println!("driver: {}, the system's CUDA driver", driver.name());
        }
        Err(LoadError::NotFound { attempts }) => {
            // SAFETY: the fake is a CUDA driver over host memory, made for tests and demos.
            let fake = unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
            println!(
                "driver: cudyn's fake driver ({}), as no CUDA driver loads here:",
                fake.name()
            );
            for attempt in attempts {
                println!("  {}: {}", attempt.name, attempt.reason);
            }
            println!("  the fake runs everything on the CPU; with a GPU, the real driver is used");
        }
        Err(other) => return Err(other.into()),
    }
    Ok(())
}

/// Prints a step that passed, or fails the demo with it.
fn check(passed: bool, step: &str) -> Outcome {
    if !passed {
        return Err(format!("wrong result, this step failed: {step}").into());
    }
    println!("ok: {step}");
    Ok(())
}

fn gib(bytes: usize) -> f64 {
    bytes as f64 / (1u64 << 30) as f64
}
