//! The start-to-first-allocation row, measured over child processes of this program.

use std::ffi::c_void;
use std::io::{BufRead as _, BufReader, Read as _, Write as _};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

use cudyn::{Device, DeviceBuffer};

use crate::stats::Stats;

/// Wall time of child processes that start, reach the driver and allocate once: through cudyn,
/// and through the least a program can do (dlopen, six symbols, the calls). Both find the
/// driver as the library does (`CUDYN_DRIVER`, else the standard names), so both measure the
/// one this process uses.
///
/// # Errors
/// Why the row has no figures: a child that could not start or did not allocate, with what it
/// said. The first failure ends the row; its samples would mean nothing.
pub(super) fn start_to_first_allocation(iters: usize) -> Result<(Stats, Stats), String> {
    let exe = std::env::current_exe()
        .map_err(|e| format!("cannot find this program to start children: {e}"))?;
    // Until the child reports its allocation, not until it exits: tearing a context down
    // takes milliseconds and is no part of starting.
    let time = |mode: &str| -> Result<Duration, String> {
        let start = Instant::now();
        let mut child = Command::new(&exe)
            .args(["first-allocation", mode])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start the {mode} child ({}): {e}", exe.display()))?;
        let mut line = String::new();
        let read = (child.stdout.take())
            .map(|out| BufReader::new(out).read_line(&mut line))
            .transpose();
        let elapsed = start.elapsed();
        let mut said = String::new();
        if let Some(mut err) = child.stderr.take() {
            let _ = err.read_to_string(&mut said);
        }
        let status = child
            .wait()
            .map_err(|e| format!("the {mode} child was lost: {e}"))?;
        if line.trim() == "allocated" && status.success() && matches!(read, Ok(Some(_))) {
            return Ok(elapsed);
        }
        // The child's own words, where it said why (its last line), else how it ended.
        let why = said.lines().rev().find(|l| !l.trim().is_empty());
        Err(match why {
            Some(why) => format!("the {mode} child {status}: {}", why.trim()),
            None => format!("the {mode} child {status} without allocating"),
        })
    };
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    time("cudyn")?;
    time("raw")?;
    for i in 0..iters {
        if i % 2 == 0 {
            ours.push(time("cudyn")?);
            theirs.push(time("raw")?);
        } else {
            theirs.push(time("raw")?);
            ours.push(time("cudyn")?);
        }
    }
    Ok((Stats::of(&ours), Stats::of(&theirs)))
}

/// The child of `start_to_first_allocation`: `first-allocation cudyn|raw`. Prints `allocated`
/// once it has; otherwise says why on standard error and exits 1.
pub fn first_allocation(mode: &str) -> ExitCode {
    let allocated = match mode {
        "cudyn" => Device::get(0)
            .and_then(|d| DeviceBuffer::<u8>::uninit(&d, 1 << 20))
            .map(|buffer| {
                report_allocated();
                drop(buffer);
            })
            .map_err(|e| e.to_string()),
        _ => raw_first_allocation(),
    };
    match allocated {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            // One line: the parent shows the last one.
            let lines: Vec<&str> = why
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .collect();
            eprintln!("{}", lines.join("; "));
            ExitCode::FAILURE
        }
    }
}

/// Tells the parent that the first allocation is done.
fn report_allocated() {
    println!("allocated");
    let _ = std::io::stdout().flush();
}

type Init = unsafe extern "C" fn(u32) -> i32;

/// The driver as the library finds it: only `CUDYN_DRIVER` where that is set, else the first
/// of the standard names that loads and exports `cuInit`.
fn open_driver() -> Result<libloading::Library, String> {
    use std::env::VarError;
    let env = cudyn::sys::DRIVER_ENV;
    // As the library reads it: set, even to nothing, names the only library tried.
    let candidates: Vec<String> = match std::env::var(env) {
        Ok(path) if path.is_empty() => return Err(format!("{env} is set but empty")),
        Ok(path) => vec![path],
        Err(VarError::NotUnicode(_)) => return Err(format!("{env} is not valid UTF-8")),
        Err(VarError::NotPresent) => cudyn::sys::CANDIDATES
            .iter()
            .map(|c| c.to_string())
            .collect(),
    };
    let mut attempts = Vec::new();
    for name in &candidates {
        // SAFETY: the driver the user named, or the system's own by its standard names: trusted
        // as the library trusts them (see cudyn::driver).
        match unsafe { libloading::Library::new(name) } {
            // SAFETY: cuInit with its cuda.h signature; only whether it is there is asked.
            Ok(library) if unsafe { symbol::<Init>(&library, c"cuInit") }.is_ok() => {
                return Ok(library);
            }
            Ok(_) => attempts.push(format!("{name}: exports no cuInit")),
            Err(e) => {
                // libloading's message is "dlopen failed"; the system's reason, which names
                // the library, is its source.
                let reason = std::error::Error::source(&e).map_or(e.to_string(), |s| s.to_string());
                attempts.push(reason);
            }
        }
    }
    Err(format!("no CUDA driver loads: {}", attempts.join("; ")))
}

/// `name` of `library`, as a `T`.
///
/// # Safety
/// `T` is the symbol's type (its cuda.h signature).
unsafe fn symbol<T: Copy>(
    library: &libloading::Library,
    name: &std::ffi::CStr,
) -> Result<T, String> {
    // SAFETY: forwarded to our caller; the value is copied out while the library stays open.
    unsafe { library.get::<T>(name) }
        .map(|s| *s)
        .map_err(|e| format!("{}: {e}", name.to_string_lossy()))
}

fn raw_first_allocation() -> Result<(), String> {
    type Get = unsafe extern "C" fn(*mut i32, i32) -> i32;
    type Retain = unsafe extern "C" fn(*mut *mut c_void, i32) -> i32;
    type SetCurrent = unsafe extern "C" fn(*mut c_void) -> i32;
    type Alloc = unsafe extern "C" fn(*mut u64, usize) -> i32;
    type Free = unsafe extern "C" fn(u64) -> i32;
    let library = open_driver()?;
    let check = |name: &str, code: i32| {
        (code == 0)
            .then_some(())
            .ok_or_else(|| format!("{name} failed: CUresult {code}"))
    };
    // SAFETY: a CUDA driver (open_driver), and each symbol with its cuda.h signature; every
    // out-pointer is a live local; the library stays open while they are called.
    unsafe {
        let init = symbol::<Init>(&library, c"cuInit")?;
        let get = symbol::<Get>(&library, c"cuDeviceGet")?;
        let retain = symbol::<Retain>(&library, c"cuDevicePrimaryCtxRetain")?;
        let set = symbol::<SetCurrent>(&library, c"cuCtxSetCurrent")?;
        let alloc = symbol::<Alloc>(&library, c"cuMemAlloc_v2")?;
        let free = symbol::<Free>(&library, c"cuMemFree_v2")?;
        let (mut device, mut context, mut pointer) = (0, std::ptr::null_mut(), 0u64);
        check("cuInit", init(0))?;
        check("cuDeviceGet", get(&mut device, 0))?;
        check("cuDevicePrimaryCtxRetain", retain(&mut context, device))?;
        check("cuCtxSetCurrent", set(context))?;
        check("cuMemAlloc_v2", alloc(&mut pointer, 1 << 20))?;
        report_allocated();
        check("cuMemFree_v2", free(pointer))
    }
}
