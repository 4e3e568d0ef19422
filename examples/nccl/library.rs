//! Finding NCCL for the examples that load it through cudarc (`nccl_allreduce`, `nccl_ranks`).
//!
//! NCCL is found like the driver: `CUDYN_NCCL` names the library (for instance the
//! `nvidia/nccl/lib/libnccl.so.2` of the `nvidia-nccl-cu13` wheel); otherwise cudarc searches
//! the library path for `libnccl.so`. cudarc looks only for names such as `libnccl.so`, not
//! `libnccl.so.2`, so with `CUDYN_NCCL` set the program links the file under that name in a
//! private folder and runs itself again with the folder on `LD_LIBRARY_PATH`.

use std::error::Error;

use cudarc::nccl::{result, sys};

/// With `CUDYN_NCCL` set and not yet on the path, runs this program again with a folder
/// holding `libnccl.so` (a link to it) first on `LD_LIBRARY_PATH`; returns its exit status.
fn reexec_with_nccl_on_path() -> Result<Option<i32>, Box<dyn Error>> {
    let Some(library) = std::env::var_os("CUDYN_NCCL") else {
        return Ok(None);
    };
    if std::env::var_os("CUDYN_NCCL_LINKED").is_some() {
        return Ok(None);
    }
    let folder = std::env::temp_dir().join(format!("cudyn-nccl-{}", std::process::id()));
    std::fs::create_dir_all(&folder)?;
    let link = folder.join("libnccl.so");
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(std::path::Path::new(&library).canonicalize()?, &link)?;
    let mut path = folder.clone().into_os_string();
    if let Some(old) = std::env::var_os("LD_LIBRARY_PATH") {
        path.push(":");
        path.push(old);
    }
    let status = std::process::Command::new(std::env::current_exe()?)
        .args(std::env::args_os().skip(1))
        .env("LD_LIBRARY_PATH", path)
        .env("CUDYN_NCCL_LINKED", "1")
        .status()?;
    let _ = std::fs::remove_dir_all(&folder);
    Ok(Some(status.code().unwrap_or(1)))
}

/// Makes NCCL loadable: returns only once it is (this process runs on), or exits with the
/// status of this program run again with it on the path. An error if it cannot be found.
pub fn find_nccl() -> Result<(), Box<dyn Error>> {
    if let Some(code) = reexec_with_nccl_on_path()? {
        std::process::exit(code);
    }
    // SAFETY: only tries to open the library by the names cudarc knows.
    if !unsafe { sys::is_culib_present() } {
        return Err(
            "NCCL was not found: set CUDYN_NCCL to libnccl.so.2, or put libnccl.so on \
             LD_LIBRARY_PATH"
                .into(),
        );
    }
    Ok(())
}

/// NCCL's outcome as an error of ours.
pub fn check(outcome: Result<result::NcclStatus, result::NcclError>) -> Result<(), Box<dyn Error>> {
    outcome.map(drop).map_err(|e| format!("NCCL: {e:?}").into())
}

/// Queues an all-reduce (a sum) of `n` floats from `send` into `receive` on `stream`, through
/// `comm`.
///
/// # Safety
/// `send` and `receive` are device addresses of `n` floats each on `comm`'s device, both alive
/// (and `receive` touched by nothing else) until `stream` has run the collective.
pub unsafe fn sum_f32(
    send: u64,
    receive: u64,
    n: usize,
    comm: sys::ncclComm_t,
    stream: cudyn::sys::CUstream,
) -> Result<(), Box<dyn Error>> {
    // SAFETY: forwarded from the caller.
    check(unsafe {
        result::all_reduce(
            send as *const std::ffi::c_void,
            receive as *mut std::ffi::c_void,
            n,
            sys::ncclDataType_t::ncclFloat32,
            sys::ncclRedOp_t::ncclSum,
            comm,
            stream.cast(),
        )
    })
}

/// nccl-tests' bus bandwidth of an all-reduce of `bytes` over `ranks` in `seconds`: the
/// algorithm's bandwidth times 2 (ranks - 1) / ranks.
pub fn bus_bandwidth(bytes: usize, seconds: f64, ranks: usize) -> (f64, f64) {
    let algbw = bytes as f64 / seconds / 1e9;
    (algbw, algbw * 2.0 * (ranks - 1) as f64 / ranks as f64)
}
