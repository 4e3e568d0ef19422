//! A unified (managed) buffer written on the host, handed to a kernel, and read back on the
//! host, with the pages prefetched each way.
//!
//! cargo run --release --example unified

use cudyn::{Advice, Attach, Device, LaunchConfig, Location, Module, Stream, UnifiedBuffer};

const KERNELS: &str = include_str!("../tests/kernels.ptx");

fn main() -> cudyn::Result<()> {
    let device = Device::get(0)?;
    let module = Module::from_ptx(&device, KERNELS)?;
    let add = module.function("add_u32")?;
    let stream = Stream::new(&device)?;
    let n = 1u32 << 24;

    let mut input = UnifiedBuffer::<u32>::zeroed(&device, n as usize, Attach::Global)?;
    let mut output = UnifiedBuffer::<u32>::zeroed(&device, n as usize, Attach::Global)?;
    for (i, v) in input.as_mut_slice()?.iter_mut().enumerate() {
        *v = i as u32 * 3;
    }
    input.advise(Advice::ReadMostly)?;
    stream.scope(|s| {
        // Written by the kernel and prefetched around it: lent to the scope once.
        let out = s.hold(&mut output);
        s.prefetch(&input, Location::Device(&device))?;
        s.prefetch(out, Location::Device(&device))?;
        // SAFETY: add_u32(const u32 *in, u32 *out, u32 n, u32 value): n elements of each.
        unsafe { s.launch(&add, LaunchConfig::linear(n, 256), (&input, out, n, 10u32))? };
        s.prefetch(out, Location::Host)
    })?;
    let result = output.as_slice()?;
    let wrong = (0..n as usize)
        .filter(|&i| result[i] != i as u32 * 3 + 10)
        .count();
    println!(
        "{}: {n} elements through a kernel in unified memory (concurrent managed access: {}); \
         {wrong} wrong",
        device.name()?,
        output.concurrent_managed_access()
    );
    assert_eq!(wrong, 0);
    Ok(())
}
