//! Primary contexts: retained while anything needs them, bound to a thread only when needed.

use cudyn_sys::{CUcontext, CUdevice};

use crate::driver::call;
use crate::error::Result;

/// A retained primary context (`cuDevicePrimaryCtxRetain`), released when dropped.
///
/// The driver keeps one primary context per device and counts retains; holding one keeps the
/// device's context, and every allocation in it, alive.
#[derive(Debug)]
pub(crate) struct Context {
    raw: CUcontext,
    device: CUdevice,
}

// SAFETY: a CUcontext is a driver handle usable from any thread; the driver serialises what it
// must. The struct holds nothing else.
unsafe impl Send for Context {}
// SAFETY: as above; `&Context` only reads the handle.
unsafe impl Sync for Context {}

impl Context {
    pub(crate) fn retain(device: CUdevice) -> Result<Context> {
        let mut raw: CUcontext = std::ptr::null_mut();
        // SAFETY: writes one handle through a pointer to a live local.
        unsafe { call!(cuDevicePrimaryCtxRetain(&mut raw, device)) }?;
        tracing::debug!(device, "primary context retained");
        Ok(Context { raw, device })
    }

    /// Makes this context current on the calling thread, unless it already is: most calls
    /// find it current, and `cuCtxGetCurrent` costs far less than `cuCtxSetCurrent`.
    ///
    /// The context stays current afterwards (restoring the previous one would double the cost
    /// of every call), as with other CUDA libraries.
    pub(crate) fn bind(&self) -> Result<()> {
        let mut current: CUcontext = std::ptr::null_mut();
        // SAFETY: writes one handle through a pointer to a live local.
        unsafe { call!(cuCtxGetCurrent(&mut current)) }?;
        if current != self.raw {
            // SAFETY: self.raw is retained, so it is a live context.
            unsafe { call!(cuCtxSetCurrent(self.raw)) }?;
        }
        Ok(())
    }
}

impl Drop for Context {
    fn drop(&mut self) {
        let device = self.device;
        // SAFETY: balances the retain in Context::retain; nothing uses the handle afterwards.
        let released = (|| unsafe { call!(cuDevicePrimaryCtxRelease_v2(device)) })();
        match released {
            Ok(()) => tracing::debug!(device, "primary context released"),
            Err(error) => tracing::warn!(device, %error, "releasing a primary context failed"),
        }
    }
}
