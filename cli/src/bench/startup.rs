//! The start-to-first-allocation row, measured over child processes of this program.

use std::ffi::c_void;
use std::io::{BufRead as _, BufReader, Write as _};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

use cudyn::{Device, DeviceBuffer};

use crate::stats::Stats;

/// Wall time of child processes that start, reach the driver and allocate once: through cudyn,
/// and through the least a program can do (dlopen, six symbols, the calls).
pub(super) fn start_to_first_allocation(iters: usize) -> cudyn::Result<(Stats, Stats)> {
    let Ok(exe) = std::env::current_exe() else {
        eprintln!("\ncudyn bench: cannot find this program to start children; row left empty");
        return Ok((Stats::of(&[]), Stats::of(&[])));
    };
    // Until the child reports its allocation, not until it exits: tearing a context down
    // takes milliseconds and is no part of starting.
    let time = |mode: &str| -> Duration {
        let start = Instant::now();
        let child = Command::new(&exe)
            .args(["first-allocation", mode])
            .stdout(Stdio::piped())
            .spawn();
        let Ok(mut child) = child else {
            eprintln!("\ncudyn bench: cannot start the {mode} child");
            return Duration::ZERO;
        };
        let mut line = String::new();
        let read = child
            .stdout
            .take()
            .map(|out| BufReader::new(out).read_line(&mut line));
        let elapsed = start.elapsed();
        let status = child.wait();
        let succeeded = matches!(status, Ok(s) if s.success());
        if !matches!(read, Some(Ok(_))) || line.trim() != "allocated" || !succeeded {
            eprintln!("\ncudyn bench: the {mode} child failed: {status:?}");
        }
        elapsed
    };
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    time("cudyn");
    time("raw");
    for i in 0..iters {
        if i % 2 == 0 {
            ours.push(time("cudyn"));
            theirs.push(time("raw"));
        } else {
            theirs.push(time("raw"));
            ours.push(time("cudyn"));
        }
    }
    Ok((Stats::of(&ours), Stats::of(&theirs)))
}

/// The child of `start_to_first_allocation`: `first-allocation cudyn|raw`.
pub fn first_allocation(mode: &str) -> ExitCode {
    let allocated = match mode {
        "cudyn" => Device::get(0)
            .and_then(|d| DeviceBuffer::<u8>::uninit(&d, 1 << 20))
            .map(|buffer| {
                report_allocated();
                drop(buffer);
            })
            .is_ok(),
        _ => raw_first_allocation().is_some(),
    };
    if allocated {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Tells the parent that the first allocation is done.
fn report_allocated() {
    println!("allocated");
    let _ = std::io::stdout().flush();
}

fn raw_first_allocation() -> Option<()> {
    type Init = unsafe extern "C" fn(u32) -> i32;
    type Get = unsafe extern "C" fn(*mut i32, i32) -> i32;
    type Retain = unsafe extern "C" fn(*mut *mut c_void, i32) -> i32;
    type SetCurrent = unsafe extern "C" fn(*mut c_void) -> i32;
    type Alloc = unsafe extern "C" fn(*mut u64, usize) -> i32;
    type Free = unsafe extern "C" fn(u64) -> i32;
    // SAFETY: the system's CUDA driver, and each symbol with its cuda.h signature.
    unsafe {
        let library = libloading::Library::new("libcuda.so.1").ok()?;
        let init = *library.get::<Init>(c"cuInit").ok()?;
        let get = *library.get::<Get>(c"cuDeviceGet").ok()?;
        let retain = *library.get::<Retain>(c"cuDevicePrimaryCtxRetain").ok()?;
        let set = *library.get::<SetCurrent>(c"cuCtxSetCurrent").ok()?;
        let alloc = *library.get::<Alloc>(c"cuMemAlloc_v2").ok()?;
        let free = *library.get::<Free>(c"cuMemFree_v2").ok()?;
        let (mut device, mut context, mut pointer) = (0, std::ptr::null_mut(), 0u64);
        (init(0) == 0).then_some(())?;
        (get(&mut device, 0) == 0).then_some(())?;
        (retain(&mut context, device) == 0).then_some(())?;
        (set(context) == 0).then_some(())?;
        (alloc(&mut pointer, 1 << 20) == 0).then_some(())?;
        report_allocated();
        (free(pointer) == 0).then_some(())
    }
}
