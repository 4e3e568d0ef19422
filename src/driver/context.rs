//! Primary contexts: retained while anything needs them, bound to a thread only when needed.

use std::any::Any;
use std::cell::Cell;
use std::sync::Mutex;

use super::error::Result;
use super::load::call;
use crate::sys::{CUcontext, CUdevice, CUresult};

/// A retained primary context (`cuDevicePrimaryCtxRetain`), released when dropped.
///
/// The driver keeps one primary context per device and counts retains; holding one keeps the
/// device's context, and every allocation in it, alive.
pub(crate) struct Context {
    raw: CUcontext,
    device: CUdevice,
    /// Memory an upper layer keeps per context and must give back before the context goes:
    /// the staging ring for large pageable copies, made on first need (`work::staging`).
    attached: Mutex<Option<Box<dyn Attached>>>,
    /// Devices whose memory this context has been given access to (`cuCtxEnablePeerAccess`).
    peers: Mutex<Vec<CUdevice>>,
}

/// What a layer above keeps in a [`Context`] ([`Context::attached`]). The context holds it
/// without knowing its type, so that this layer imports nothing from those above; the owner
/// gets its own type back by downcasting (`dyn Attached` upcasts to `dyn Any`).
pub(crate) trait Attached: Any + Send {
    /// Gives its driver resources back; `context` is still retained, but may not be current.
    fn free(self: Box<Self>, context: &Context);
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
        Ok(Context {
            raw,
            device,
            attached: Mutex::new(None),
            peers: Mutex::new(Vec::new()),
        })
    }

    /// Makes this context current on the calling thread, unless it already is.
    ///
    /// Each thread remembers the context cudyn last made (or found) current, and skips the
    /// driver entirely when it is the one wanted: asking the driver costs about as much as a
    /// stream-ordered allocation's whole overhead budget. Code that switches the current context
    /// outside cudyn (the raw API, a library that creates its own contexts) must call
    /// [`forget_thread_context`](crate::forget_thread_context) afterwards. Libraries built on
    /// the CUDA runtime share the primary context, so they need not. A stale memory here would
    /// make a driver call run in another context, which the driver reports or which acts on
    /// another device; it cannot touch host memory that a borrow protects.
    ///
    /// The context stays current afterwards (restoring the previous one would double the cost
    /// of every call), as with other CUDA libraries.
    pub(crate) fn bind(&self) -> Result<()> {
        if BOUND.get() == self.raw {
            return Ok(());
        }
        let mut current: CUcontext = std::ptr::null_mut();
        // SAFETY: writes one handle through a pointer to a live local.
        unsafe { call!(cuCtxGetCurrent(&mut current)) }?;
        if current != self.raw {
            // SAFETY: self.raw is retained, so it is a live context.
            unsafe { call!(cuCtxSetCurrent(self.raw)) }?;
        }
        BOUND.set(self.raw);
        Ok(())
    }
}

thread_local! {
    /// The context cudyn last made or found current on this thread (see `Context::bind`).
    static BOUND: Cell<CUcontext> = const { Cell::new(std::ptr::null_mut()) };
}

impl Context {
    /// The driver's handle.
    pub(crate) fn raw(&self) -> CUcontext {
        self.raw
    }

    /// Waits for all work of this context (`cuCtxSynchronize`), whatever is current on this
    /// thread: the context is pushed for the wait and popped after, so this works where binding
    /// it (`cuCtxSetCurrent`) fails. The last resort of a scope whose stream wait failed.
    pub(crate) fn synchronize(&self) -> Result<()> {
        // SAFETY: self.raw is retained, so it is a live context.
        unsafe { call!(cuCtxPushCurrent_v2(self.raw)) }?;
        // SAFETY: takes no arguments; the context is current.
        let synchronized = unsafe { call!(cuCtxSynchronize()) };
        let mut popped: CUcontext = std::ptr::null_mut();
        // SAFETY: pops what was pushed above; writes one handle to a local.
        if let Err(error) = unsafe { call!(cuCtxPopCurrent_v2(&mut popped)) } {
            // This thread's current context is now unknown: ask the driver next time.
            tracing::warn!(%error, "popping a context after synchronising it failed");
            forget_thread_context();
        }
        synchronized
    }

    /// Gives this context access to `peer`'s memory, once: later calls find it remembered.
    /// The driver's "already enabled" is success too (another handle of this device may have
    /// enabled it).
    pub(crate) fn enable_peer(&self, peer: &Context) -> Result<()> {
        let mut peers = self.peers.lock().unwrap_or_else(|e| e.into_inner());
        if peers.contains(&peer.device) {
            return Ok(());
        }
        self.bind()?;
        // SAFETY: both contexts are retained; flags must be 0.
        match unsafe { call!(cuCtxEnablePeerAccess(peer.raw, 0)) } {
            Err(e) if e.driver_code() != Some(CUresult::CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED) => {
                return Err(e);
            }
            _ => {}
        }
        peers.push(peer.device);
        Ok(())
    }

    /// What an upper layer attached to this context (the staging ring), if anything.
    pub(crate) fn attached(&self) -> &Mutex<Option<Box<dyn Attached>>> {
        &self.attached
    }
}

/// Tells cudyn that code outside it may have changed this thread's current CUDA context
/// (`cuCtxSetCurrent`, `cuCtxPushCurrent` or `cuCtxCreate` through the raw API, or a library
/// that manages its own contexts), so that its next operation asks the driver again. cudyn
/// otherwise remembers the context it made current on each thread.
pub fn forget_thread_context() {
    BOUND.set(std::ptr::null_mut());
}

impl Drop for Context {
    fn drop(&mut self) {
        // What is attached (the staging ring) is memory of this context: give it back while the
        // context lives.
        let attached = self
            .attached
            .get_mut()
            .unwrap_or_else(|e| e.into_inner())
            .take();
        if let Some(attached) = attached {
            attached.free(self);
        }
        let device = self.device;
        // SAFETY: balances the retain in Context::retain; nothing uses the handle afterwards.
        let released = (|| unsafe { call!(cuDevicePrimaryCtxRelease_v2(device)) })();
        match released {
            Ok(()) => tracing::debug!(device, "primary context released"),
            Err(error) => tracing::warn!(device, %error, "releasing a primary context failed"),
        }
    }
}

impl std::fmt::Debug for Context {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Context")
            .field("raw", &self.raw)
            .field("device", &self.device)
            .finish()
    }
}
