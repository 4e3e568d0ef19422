//! Raw CUDA driver API, loaded at run time.
//!
//! Nothing here links against CUDA. The types and constants are bindgen's output for `cuda.h`
//! (committed in `bindings.rs`, or regenerated with the `bindgen` feature); the functions are a
//! table filled in when the driver is loaded:
//!
//! ```no_run
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
mod loader;

pub use abi::mem_location;
pub use loader::{
    Attempt, CANDIDATES, DRIVER_ENV, Driver, Legacy, LoadError, LoadTiming, SymbolError, driver,
    load_from,
};

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
