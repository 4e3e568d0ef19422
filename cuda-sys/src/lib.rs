//! Raw CUDA driver API, loaded at run time.
//!
//! Nothing here links against CUDA. The types and constants are bindgen's output for `cuda.h`
//! (committed in `bindings.rs`, or regenerated with the `bindgen` feature); the functions are a
//! table filled in when the driver is loaded:
//!
//! ```
//! # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
//! # unsafe { cudyn::sys::load_from(cudyn_fake_driver::PATH) }?;
//! let driver = cudyn::sys::driver()?;
//! let init = driver.cuInit()?;
//! // SAFETY: cuInit takes a flags word that must be 0.
//! let status = unsafe { init(0) };
//! assert_eq!(status, cudyn::sys::CUresult::CUDA_SUCCESS);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Enumerations such as [`CUresult`] are newtypes over their integer with associated
//! constants, not Rust enums: a newer driver may return values these headers do not know, and
//! a Rust enum holding one would be undefined behaviour.

mod abi;
pub mod dlpack;
mod loader;

pub use abi::mem_location;
pub use loader::{
    Attempt, CANDIDATES, DRIVER_ENV, Driver, Legacy, LoadError, LoadTiming, MemDiscardBatchAsync,
    MemPrefetchBatchAsync, MemcpyBatchAsync, MemcpyBatchAsyncV2, SymbolError, driver, load_from,
};
// The plain `Debug` form of the safe layer's errors is theirs too.
pub(crate) use loader::message_and_sources;

#[allow(
    non_camel_case_types,
    non_snake_case,
    non_upper_case_globals,
    clippy::all,
    clippy::pedantic,
    missing_docs,
    rustdoc::all
)]
mod bindings {
    // Generated code lives outside rustfmt's reach (include! is not followed) and is never
    // edited by hand: cuda-sys/regen-bindings rewrites it.
    #[cfg(cudyn_generated_bindings)]
    include!(concat!(env!("OUT_DIR"), "/bindings.rs"));
    #[cfg(not(cudyn_generated_bindings))]
    include!("bindings.rs");
}

pub use bindings::*;

/// `CUDA_ERROR_INVALID_CONTEXT (201)`: the name the headers give the code, else the name the
/// loaded driver gives it (a code newer than these headers), else the number alone.
impl std::fmt::Debug for CUresult {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.name().or_else(|| name_from_driver(*self)) {
            Some(name) => write!(f, "{name} ({})", self.0),
            None => write!(f, "CUresult({})", self.0),
        }
    }
}

/// `cuGetErrorName` of the driver, if one is loaded (formatting never loads it).
fn name_from_driver(code: CUresult) -> Option<&'static str> {
    let lookup = loader::loaded()?.cuGetErrorName().ok()?;
    let mut text: *const std::ffi::c_char = std::ptr::null();
    // SAFETY: writes one pointer through a valid out-pointer; needs no context.
    let status = unsafe { lookup(code, &mut text) };
    if status != CUresult::CUDA_SUCCESS || text.is_null() {
        return None;
    }
    // SAFETY: on success the driver points at a NUL-terminated string in its read-only data,
    // and the process-wide driver is never unloaded, so it lives for 'static.
    unsafe { std::ffi::CStr::from_ptr(text) }.to_str().ok()
}
