//! Streams: queues of work on one device. Work is queued on them inside scopes (`work::scope`),
//! which is what keeps asynchronous work sound.

use std::sync::Arc;

use super::capture_mode;
use super::device::Device;
use super::error::{Error, Result, finished};
use super::load::call;
use super::release::leaked_with_context;
use crate::sys::{CUcontext, CUstream, CUstream_flags};

/// A queue of work on one device (`CUstream`).
///
/// `Send` and `Sync`: the driver accepts work for a stream from any thread.
pub struct Stream {
    handle: Arc<StreamHandle>,
}

/// The stream itself, shared with the buffers allocated in its order (they free themselves on
/// it, so it must outlive them); destroyed when the last owner drops it.
pub(crate) struct StreamHandle {
    raw: CUstream,
    device: Device,
    /// Made by cudyn, and destroyed with its last owner; a stream adopted with
    /// [`Stream::from_raw`] belongs to its maker.
    owned: bool,
    /// A private stream of a graph capture (`work::graph`): what is queued on it is recorded,
    /// not run, so only the capture's scope may queue on it, and nothing may wait for it.
    captures: bool,
}

// SAFETY: a CUstream is a driver handle usable from any thread.
unsafe impl Send for StreamHandle {}
// SAFETY: as above; shared access only queues work, which the driver serialises.
unsafe impl Sync for StreamHandle {}

impl StreamHandle {
    pub(crate) fn raw(&self) -> CUstream {
        self.raw
    }

    pub(crate) fn device(&self) -> &Device {
        &self.device
    }
}

/// How to create a stream.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StreamOptions {
    /// Do not synchronise with the legacy default stream (`CU_STREAM_NON_BLOCKING`).
    pub non_blocking: bool,
    /// Scheduling priority: lower numbers run first. The driver clamps it to the device's
    /// range (see [`Stream::priority_range`]); 0 is the default and the lowest priority.
    pub priority: i32,
}

impl Stream {
    /// A new stream with default options.
    pub fn new(device: &Device) -> Result<Stream> {
        Stream::with_options(device, StreamOptions::default())
    }

    /// A new stream.
    pub fn with_options(device: &Device, options: StreamOptions) -> Result<Stream> {
        device.bind()?;
        let flags = if options.non_blocking {
            CUstream_flags::CU_STREAM_NON_BLOCKING.0
        } else {
            0
        };
        let mut raw: CUstream = std::ptr::null_mut();
        // SAFETY: writes one handle through a pointer to a live local; the context is current.
        unsafe {
            call!(cuStreamCreateWithPriority(
                &mut raw,
                flags,
                options.priority
            ))
        }?;
        Ok(Stream::wrap(raw, device, true))
    }

    /// A new non-blocking stream for a graph capture (see [`Stream::captures`]): non-blocking,
    /// so that the legacy stream's work, which other threads queue meanwhile, does not join the
    /// capture (the driver would fail it).
    pub(crate) fn for_capture(device: &Device) -> Result<Stream> {
        let mut stream = Stream::with_options(
            device,
            StreamOptions {
                non_blocking: true,
                priority: 0,
            },
        )?;
        Arc::get_mut(&mut stream.handle)
            .expect("a stream just made has one owner")
            .captures = true;
        Ok(stream)
    }

    /// Whether this is a capture's private stream: its work is recorded into a graph, not run.
    pub(crate) fn captures(&self) -> bool {
        self.handle.captures
    }

    /// [`Error::NotCapturable`] for a scope or submission opened on this thread while it runs
    /// a capture's closure: its wait, or its future's, would make the capturing thread wait on
    /// a stream, which the driver refuses (and, for a stream the capture's work reaches through
    /// a held handle or an event, that stream would join the capture).
    pub(crate) fn not_while_capturing(what: &'static str) -> Result<()> {
        if capture_mode::capturing_here() {
            return Err(Error::NotCapturable {
                what,
                why: "this thread is capturing a graph: queue the work through the capture's \
                      scope, or on another thread",
            });
        }
        Ok(())
    }

    /// [`Error::NotCapturable`] for `what` on a capture's stream, else `Ok`.
    pub(crate) fn not_capturing(&self, what: &'static str) -> Result<()> {
        if self.captures() {
            return Err(Error::NotCapturable {
                what,
                why: "it would wait for work that is recorded, not run, or put its own work \
                      into the graph",
            });
        }
        Ok(())
    }

    /// A stream someone else made (PyTorch's current stream, cudarc's, a C library's), for
    /// queuing cudyn work on it: scopes, copies and kernels work as on a stream of cudyn's. It
    /// is not destroyed on drop. The driver is asked which context it belongs to: a stream of
    /// another device is [`Error::WrongDevice`](crate::Error::WrongDevice), one of a context of
    /// its own [`Error::NotPrimaryContext`](crate::Error::NotPrimaryContext) (streams made
    /// through the CUDA runtime are in the primary context, and need nothing more). `NULL` is
    /// the legacy stream, as [`Stream::legacy`].
    ///
    /// # Safety
    /// `raw` is a live stream of `device`, and stays alive until this `Stream`, and every
    /// scope and buffer that uses it, are gone.
    pub unsafe fn from_raw(device: &Device, raw: CUstream) -> Result<Stream> {
        let ours = device.context()?.raw();
        if !raw.is_null() {
            let mut context: CUcontext = std::ptr::null_mut();
            // SAFETY: the caller vouches that raw is a live stream; writes one handle.
            unsafe { call!(cuStreamGetCtx(raw, &mut context)) }?;
            if context != ours {
                return Err(match Device::of_primary_context(context)? {
                    Some(other) => Error::WrongDevice {
                        what: "the adopted stream",
                        expected: device.ordinal(),
                        found: other,
                    },
                    None => Error::NotPrimaryContext {
                        what: "stream",
                        addr: raw as u64,
                    },
                });
            }
        }
        Ok(Stream::wrap(raw, device, false))
    }

    /// The device's legacy default stream (`NULL`), which synchronises with every blocking
    /// stream of the context. Retains the device's primary context.
    pub fn legacy(device: &Device) -> Result<Stream> {
        device.context()?;
        Ok(Stream::wrap(std::ptr::null_mut(), device, false))
    }

    /// The range of priorities the device offers, as (lowest, highest); numerically, highest is
    /// the smaller number.
    pub fn priority_range(device: &Device) -> Result<(i32, i32)> {
        device.bind()?;
        let (mut least, mut greatest) = (0, 0);
        // SAFETY: writes two ints through pointers to live locals; the context is current.
        unsafe { call!(cuCtxGetStreamPriorityRange(&mut least, &mut greatest)) }?;
        Ok((least, greatest))
    }

    fn wrap(raw: CUstream, device: &Device, owned: bool) -> Stream {
        Stream {
            handle: Arc::new(StreamHandle {
                raw,
                device: device.clone(),
                owned,
                captures: false,
            }),
        }
    }

    /// The driver's handle.
    pub fn raw(&self) -> CUstream {
        self.handle.raw
    }

    /// The device it belongs to.
    pub fn device(&self) -> &Device {
        &self.handle.device
    }

    /// Whether `other` is the same stream: the same handle of the same device (the legacy
    /// stream's handle, `NULL`, is every device's).
    pub(crate) fn is(&self, other: &Stream) -> bool {
        self.raw() == other.raw() && self.device() == other.device()
    }

    /// Another owner of the same stream, for what must keep it alive (a scope's record of the
    /// streams its memory was used on). Not `Clone`: a user who wants two owners wants two
    /// streams more often than not.
    pub(crate) fn share(&self) -> Stream {
        Stream {
            handle: Arc::clone(&self.handle),
        }
    }

    /// The stream an owner of `handle` (a buffer allocated in its order) refers to.
    pub(crate) fn from_handle(handle: Arc<StreamHandle>) -> Stream {
        Stream { handle }
    }

    pub(crate) fn handle(&self) -> &Arc<StreamHandle> {
        &self.handle
    }

    /// Makes the stream's context current on this thread (for a capture's stream without
    /// settling uploads: see `Context::bind_unsettled`).
    pub(crate) fn bind(&self) -> Result<()> {
        if self.captures() {
            return self.handle.device.context()?.bind_unsettled();
        }
        self.handle.device.bind().map(drop)
    }

    /// Waits until everything queued so far has finished.
    ///
    /// # Errors
    /// [`Error::NotCapturable`] on a graph capture's stream ([`Scope::stream`] inside
    /// [`Graph::capture`]): its work is recorded, not run.
    ///
    /// [`Scope::stream`]: crate::Scope::stream
    /// [`Graph::capture`]: crate::Graph::capture
    pub fn synchronize(&self) -> Result<()> {
        self.not_capturing("waiting for a stream")?;
        self.handle.device.alive()?;
        if self.raw().is_null() {
            // The legacy stream means the current context's: make it ours.
            self.bind()?;
        }
        // SAFETY: a live stream of ours (or the legacy stream of the bound context).
        unsafe { call!(cuStreamSynchronize(self.raw())) }
    }

    /// Whether everything queued so far has finished.
    pub fn is_idle(&self) -> Result<bool> {
        self.not_capturing("asking whether a stream is idle")?;
        self.handle.device.alive()?;
        if self.raw().is_null() {
            self.bind()?;
        }
        // SAFETY: as for synchronize.
        finished(unsafe { call!(cuStreamQuery(self.raw())) })
    }
}

impl Drop for StreamHandle {
    fn drop(&mut self) {
        if !self.owned {
            return;
        }
        let raw = self.raw();
        if leaked_with_context(&self.device, "stream", raw as u64) {
            return;
        }
        // SAFETY: a stream we created, destroyed once, when its last owner is gone. Work still
        // queued on it completes first (the driver defers the release), and no scope can be
        // running: a scope borrows the Stream.
        let destroyed = unsafe { (|| call!(cuStreamDestroy_v2(raw)))() };
        if let Err(error) = destroyed {
            tracing::warn!(%error, "destroying a stream failed");
        }
    }
}

impl std::fmt::Debug for Stream {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Stream")
            .field("raw", &self.raw())
            .field("device", &self.device().ordinal())
            .finish()
    }
}
