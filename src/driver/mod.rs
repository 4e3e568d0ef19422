//! The bottom layer: the process-wide driver, its errors, and what it hands out that is not
//! memory: devices and their primary contexts, streams and events.
//!
//! Nothing here imports from the layers above (`memory`, `work`, `ipc`).

pub(crate) mod capture_mode;
pub(crate) mod context;
pub(crate) mod device;
pub(crate) mod error;
pub(crate) mod event;
pub(crate) mod exports;
mod load;
pub(crate) mod memory_kind;
pub(crate) mod pointer;
pub(crate) mod release;
pub(crate) mod stream;
pub(crate) mod wait;

pub(crate) use load::call;
pub use load::{Driver, driver, load_driver_from};
