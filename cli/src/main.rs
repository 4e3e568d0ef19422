//! `cudyn`: what the CUDA driver and devices of this machine offer for memory, and how fast
//! cudyn moves it compared with the raw driver calls.

mod bench;
mod info;
mod stats;
mod svg;

use std::error::Error as _;
use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};

/// Exit statuses, as the README documents them.
pub(crate) mod status {
    /// A driver call failed, or a row of the bench could not be measured.
    pub const DRIVER_CALL_FAILED: u8 = 1;
    /// No CUDA driver could be loaded.
    pub const NO_DRIVER: u8 = 2;
    /// The command line was wrong (sysexits' EX_USAGE).
    pub const USAGE: u8 = 64;
}

#[derive(Parser, Debug)]
#[command(
    name = "cudyn",
    version,
    about = "What this machine's CUDA driver and devices offer for memory, and how fast cudyn \
             moves it",
    after_help = "The driver is searched for as libcuda.so.1, libcuda.so, then the WSL2 path \
                  (nvcuda.dll on Windows); CUDYN_DRIVER=/path/to/libcuda.so.1 names it instead.\n\
                  Exit status: 0 success, 1 a driver call or a bench measurement failed, 2 no \
                  CUDA driver could be loaded, 64 bad usage."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// The CUDA driver that loads, and each device's memory capabilities
    Info,
    /// Memory bandwidth and latency, through cudyn and through the raw driver calls, with the
    /// ratio of the two
    Bench(bench::Options),
    /// The child process of bench's start-to-first-allocation row
    #[command(hide = true)]
    FirstAllocation {
        #[arg(value_parser = ["cudyn", "raw"])]
        mode: String,
    },
    /// The child process of bench's first-pageable-upload row
    #[command(hide = true)]
    FirstPageable { bytes: usize },
}

fn main() -> ExitCode {
    end_quietly_on_a_closed_pipe();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => {
            // Help and version go to standard output and succeed; mistakes name the flag and
            // show the usage on standard error.
            let _ = error.print();
            if !error.use_stderr() {
                return ExitCode::SUCCESS;
            }
            // clap shows the usage with some mistakes (an unknown flag) and not others (a bad
            // value); every mistake gets it here.
            if !error.render().to_string().contains("Usage:") {
                eprintln!("\n{}", usage());
            }
            return ExitCode::from(status::USAGE);
        }
    };
    match cli.command {
        Command::Info => info::run(),
        Command::Bench(options) => bench::run(&options),
        Command::FirstAllocation { mode } => bench::first_allocation(&mode),
        Command::FirstPageable { bytes } => bench::first_pageable_child(bytes),
    }
}

/// Lets a write to a closed pipe end the process, as it does for other command-line tools.
///
/// Rust ignores SIGPIPE, so a write to a pipe whose reader has gone (`cudyn bench | head -3`)
/// fails with `BrokenPipe`, and `println!` panics on that ("failed printing to stdout", exit
/// 101). With the signal's default action back, the process ends at that write, silently, and
/// the shell sees the usual status of a program stopped by SIGPIPE. Sockets are unaffected:
/// cudyn sends on them with `MSG_NOSIGNAL`.
fn end_quietly_on_a_closed_pipe() {
    #[cfg(unix)]
    // SAFETY: called first in main, before any thread is started; SIG_DFL is a valid
    // disposition for SIGPIPE, and no handler of ours is replaced.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

/// The usage line of the subcommand named on the command line, or of `cudyn`.
fn usage() -> String {
    let mut command = Cli::command();
    command.build();
    let named = std::env::args().nth(1);
    let sub = named.and_then(|name| command.find_subcommand(&name).cloned());
    sub.unwrap_or(command).render_usage().to_string()
}

/// Reports an error with its chain of sources, and gives the exit status it calls for.
pub(crate) fn fail(error: &cudyn::Error) -> ExitCode {
    eprintln!("cudyn: {error}");
    let mut source = error.source();
    while let Some(cause) = source {
        eprintln!("  caused by: {cause}");
        source = cause.source();
    }
    ExitCode::from(match error {
        cudyn::Error::Load(_) => status::NO_DRIVER,
        // A device the machine lacks was asked for on the command line.
        cudyn::Error::NoSuchDevice { .. } => status::USAGE,
        _ => status::DRIVER_CALL_FAILED,
    })
}
