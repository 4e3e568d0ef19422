//! `cudyn`: what the CUDA driver and devices of this machine offer for memory.
//!
//! Exit codes: 0 success, 1 a driver call failed, 2 no CUDA driver could be loaded, 64 bad
//! command line.

use std::error::Error as _;
use std::process::ExitCode;

use cudyn::{Device, Error};

const USAGE: &str = "\
usage: cudyn <command>

commands:
  info    the CUDA driver that loads, and each device's memory capabilities

The driver is searched for as libcuda.so.1, libcuda.so, then the WSL2 path (nvcuda.dll on
Windows); CUDYN_DRIVER=/path/to/libcuda.so.1 names it instead.
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        ["info"] => info(),
        ["help" | "-h" | "--help"] => {
            print!("{USAGE}");
            ExitCode::SUCCESS
        }
        ["-V" | "--version"] => {
            println!("cudyn {}", env!("CARGO_PKG_VERSION"));
            ExitCode::SUCCESS
        }
        _ => {
            eprint!("{USAGE}");
            ExitCode::from(64)
        }
    }
}

fn info() -> ExitCode {
    let driver = match cudyn::sys::driver() {
        Ok(driver) => driver,
        Err(error) => {
            eprintln!("cudyn: {error}");
            return ExitCode::from(2);
        }
    };
    let file = match driver.file() {
        Some(file) if file.as_os_str() != driver.name() => format!(" ({})", file.display()),
        _ => String::new(),
    };
    println!("driver        {}{file}", driver.name());
    match driver.version() {
        Some(v) => println!("version       CUDA {}.{} ({v})", v / 1000, v % 1000 / 10),
        None => println!("version       unknown (the driver does not say)"),
    }
    let timing = driver.timing();
    let entries = driver.functions().entries();
    let resolved = entries.iter().filter(|(_, found)| *found).count();
    println!(
        "load time     {:.3} ms open + {:.3} ms resolving {resolved} of {} entry points",
        timing.open.as_secs_f64() * 1e3,
        timing.resolve.as_secs_f64() * 1e3,
        entries.len()
    );
    match devices() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            report(&error);
            ExitCode::FAILURE
        }
    }
}

fn devices() -> cudyn::Result<()> {
    let devices = Device::all()?;
    println!("devices       {}", devices.len());
    for device in devices {
        let total = device.total_memory()?;
        let (major, minor) = device.compute_capability()?;
        let memory = device.memory_attributes()?;
        let yes = |b: bool| if b { "yes" } else { "no" };
        println!();
        println!("device {}      {}", device.ordinal(), device.name()?);
        println!(
            "  total memory               {:.2} GiB ({total} bytes)",
            gib(total)
        );
        println!("  compute capability         {major}.{minor}");
        println!(
            "  managed memory             {}",
            yes(memory.managed_memory)
        );
        println!(
            "  concurrent managed access  {}",
            yes(memory.concurrent_managed_access)
        );
        println!(
            "  pageable memory access     {}",
            yes(memory.pageable_memory_access)
        );
        println!("  memory pools               {}", yes(memory.memory_pools));
        println!("  async engines              {}", memory.async_engines);
        println!(
            "  unified addressing         {}",
            yes(memory.unified_addressing)
        );
        println!(
            "  can map host memory        {}",
            yes(memory.can_map_host_memory)
        );
    }
    Ok(())
}

fn gib(bytes: usize) -> f64 {
    bytes as f64 / (1u64 << 30) as f64
}

/// Prints an error with its chain of sources.
fn report(error: &Error) {
    eprintln!("cudyn: {error}");
    let mut source = error.source();
    while let Some(cause) = source {
        eprintln!("  caused by: {cause}");
        source = cause.source();
    }
}
