//! `cudyn`: what the CUDA driver and devices of this machine offer for memory.
//!
//! Exit codes: 0 success, 1 a driver call failed, 2 no CUDA driver could be loaded, 64 bad
//! command line.

mod bench;
mod info;
mod stats;
mod svg;

use std::error::Error as _;
use std::process::ExitCode;

const USAGE: &str = "\
usage: cudyn <command>

commands:
  info    the CUDA driver that loads, and each device's memory capabilities
  bench   memory bandwidth and latency, through cudyn and through the raw driver calls:
          cudyn bench [--sizes 4K,64K,1M,16M,256M] [--iters N] [--device N]
                      [--json FILE] [--plot FILE.svg] [--staging-threads N]
          cudyn bench --peer [--sizes 256M] [--iters N]
                                  peer copy bandwidth between every pair of devices

The driver is searched for as libcuda.so.1, libcuda.so, then the WSL2 path (nvcuda.dll on
Windows); CUDYN_DRIVER=/path/to/libcuda.so.1 names it instead.
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        ["info"] => info::run(),
        // The child process of the start-to-first-allocation row of `bench`.
        ["first-allocation", mode] => bench::first_allocation(mode),
        ["bench", options @ ..] => match bench::Options::parse(options) {
            Ok(options) => bench::run(&options),
            Err(message) => {
                eprintln!("cudyn bench: {message}\n\n{USAGE}");
                ExitCode::from(64)
            }
        },
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

/// Prints an error with its chain of sources.
pub(crate) fn report(error: &cudyn::Error) {
    eprintln!("cudyn: {error}");
    let mut source = error.source();
    while let Some(cause) = source {
        eprintln!("  caused by: {cause}");
        source = cause.source();
    }
}
