//! [`DriverError`]: a driver call that returned something other than `CUDA_SUCCESS`, named
//! by the driver itself when it is printed.

use std::ffi::{CStr, c_char};
use std::fmt;

use crate::sys::{CUresult, SymbolError};

/// A driver call returned something other than `CUDA_SUCCESS`.
///
/// The code's name and description come from the driver itself (`cuGetErrorName`,
/// `cuGetErrorString`) when the message is formatted, so that codes newer than these bindings
/// are still named; when the driver cannot say, the number is shown.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct DriverError {
    call: &'static str,
    code: CUresult,
}

impl DriverError {
    /// An error for `call` returning `code`.
    pub fn new(call: &'static str, code: CUresult) -> Self {
        Self { call, code }
    }

    /// The driver's result code.
    pub fn code(&self) -> CUresult {
        self.code
    }

    /// The entry point that failed, such as `cuMemAlloc_v2`.
    pub fn call(&self) -> &'static str {
        self.call
    }

    /// The code's name (`CUDA_ERROR_OUT_OF_MEMORY`), if the driver knows it.
    pub fn name(&self) -> Option<&'static str> {
        describe(self.code, |d| d.cuGetErrorName())
    }

    /// The driver's description of the code (`out of memory`), if it has one.
    pub fn description(&self) -> Option<&'static str> {
        describe(self.code, |d| d.cuGetErrorString())
    }
}

type Lookup = unsafe extern "C" fn(CUresult, *mut *const c_char) -> CUresult;

/// Asks the process-wide driver for a static string describing `code`.
fn describe(
    code: CUresult,
    entry: impl FnOnce(&crate::sys::Driver) -> Result<Lookup, SymbolError>,
) -> Option<&'static str> {
    let lookup = entry(crate::sys::driver().ok()?).ok()?;
    let mut text: *const c_char = std::ptr::null();
    // SAFETY: the lookup writes one pointer through a valid out-pointer and needs no context.
    let status = unsafe { lookup(code, &mut text) };
    if status != CUresult::CUDA_SUCCESS || text.is_null() {
        return None;
    }
    // SAFETY: on success the driver points at a NUL-terminated string in its own read-only
    // data, and the process-wide driver is never unloaded, so it lives for 'static.
    unsafe { CStr::from_ptr(text) }.to_str().ok()
}

impl fmt::Display for DriverError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let code = self.code.0;
        match (self.name(), self.description()) {
            (Some(name), Some(text)) => write!(f, "{} failed: {name} ({code}): {text}", self.call),
            (Some(name), None) => write!(f, "{} failed: {name} ({code})", self.call),
            _ => write!(f, "{} failed with CUDA error {code}", self.call),
        }
    }
}

/// As for [`Error`](super::Error): `{:?}` is the message, `{:#?}` the fields.
impl fmt::Debug for DriverError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !f.alternate() {
            return crate::sys::message_and_sources(self, f);
        }
        f.debug_struct("DriverError")
            .field("call", &self.call)
            .field("code", &self.code.0)
            .field("name", &self.name())
            .finish()
    }
}

impl std::error::Error for DriverError {}
