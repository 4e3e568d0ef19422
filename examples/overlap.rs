//! Pinned input → device → kernel → pinned output, in chunks alternating between two streams so
//! that one stream's copies overlap the other's kernel; then the same work on one stream, for
//! comparison. Checks the result.
//!
//! cargo run --release --example overlap [MiB]

use std::time::Instant;

use cudyn::{
    Device, DeviceBuffer, Function, Held, LaunchConfig, Module, PinnedBuffer, PinnedFlags, Scope,
    Stream, View,
};

const KERNELS: &str = include_str!("../tests/kernels.ptx");

fn main() -> cudyn::Result<()> {
    let mib: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(256);
    let n = mib << 18; // u32 elements
    let chunks = 16;
    let chunk = n / chunks;

    let device = Device::get(0)?;
    println!("{}: {mib} MiB in {chunks} chunks", device.name()?);
    let module = Module::from_ptx(&device, KERNELS)?;
    let add = module.function("add_u32")?;
    let (first, second) = (Stream::new(&device)?, Stream::new(&device)?);

    let data: Vec<u32> = (0..n as u32).collect();
    let input = PinnedBuffer::from_slice(&device, &data, PinnedFlags::DEFAULT)?;
    let mut output = PinnedBuffer::<u32>::zeroed(&device, n, PinnedFlags::DEFAULT)?;
    let mut on_device_in = DeviceBuffer::<u32>::uninit(&device, n)?;
    let mut on_device_out = DeviceBuffer::<u32>::uninit(&device, n)?;

    for streams in [2, 1, 2] {
        output.fill(0);
        let start = Instant::now();
        first.scope(|s0| {
            second.scope(|s1| {
                // Held by the outer scope, so usable on both streams until both are done.
                let (d_in, d_out) = (s0.hold(&mut on_device_in), s0.hold(&mut on_device_out));
                let out = s0.hold(&mut output);
                for i in 0..chunks {
                    let range = i * chunk..(i + 1) * chunk;
                    let src = input.view().slice(range.clone())?;
                    let (c_in, c_out) = (d_in.slice(range.clone())?, d_out.slice(range.clone())?);
                    let dst = out.slice(range)?;
                    if streams == 2 && i % 2 == 1 {
                        round_trip(s1, &add, src, c_in, c_out, dst)?;
                    } else {
                        round_trip(s0, &add, src, c_in, c_out, dst)?;
                    }
                }
                Ok(())
            })
        })?;
        let seconds = start.elapsed().as_secs_f64();
        let bus = 2.0 * (n * 4) as f64 / 1e9;
        println!(
            "{streams} stream(s): {:.2} ms, {:.1} GB/s in + out",
            seconds * 1e3,
            bus / seconds
        );
    }
    let wrong = output
        .iter()
        .zip(&data)
        .filter(|(o, d)| **o != d.wrapping_add(1))
        .count();
    assert_eq!(wrong, 0, "{wrong} elements are wrong");
    println!("output verified");
    Ok(())
}

/// Copies one chunk in, adds 1 on the device, and copies it out, on `s`'s stream.
fn round_trip<'s>(
    s: &'s Scope<'s, '_>,
    add: &'s Function,
    src: View<'s, u32>,
    on_device_in: Held<'s, u32>,
    on_device_out: Held<'s, u32>,
    dst: Held<'s, u32>,
) -> cudyn::Result<()> {
    let n = src.len() as u32;
    s.copy(src, on_device_in)?;
    // SAFETY: add_u32(const u32 *in, u32 *out, u32 n, u32 value) reads and writes n elements of
    // chunks of exactly that length.
    unsafe {
        s.launch(
            add,
            LaunchConfig::linear(n, 256),
            (on_device_in, on_device_out, n, 1u32),
        )?
    };
    s.copy(on_device_out, dst)
}
