//! CUDA memory from Rust with no static CUDA link.
//!
//! The driver (`libcuda`) is found and opened at run time, so programs using this crate build,
//! test and start on machines without CUDA: there, the first operation that needs the driver
//! returns [`Error::Load`], listing every library tried and why it failed.
//!
//! ```no_run
//! for device in cudyn::Device::all()? {
//!     println!("{}: {} bytes", device.name()?, device.total_memory()?);
//! }
//! # Ok::<(), cudyn::Error>(())
//! ```
//!
//! The raw API, with every entry point of `cuda.h`, is re-exported as [`sys`].

mod device;
mod driver;
mod error;

pub use cudyn_sys as sys;
pub use device::{Device, MemoryAttributes};
pub use driver::{Driver, driver, load_driver_from};
pub use error::{DriverError, Error, Result};
