//! Streams, and scopes: how asynchronous work stays sound.
//!
//! # Why scopes
//!
//! An asynchronous copy or kernel goes on after the call that queued it returns. Safe code must
//! then be unable to free, write or (for memory the GPU writes) read anything that queued work
//! touches until the work is done. Two mechanisms do this:
//!
//! - Per-buffer event tracking (cudarc's choice): every buffer records an event for each use
//!   and waits on it before the next host access or free. It allows anything, but costs an
//!   event record per operation and an event per buffer (on an H100 about 1.5 µs per allocation
//!   and 1.7 µs per small copy), and the checks run on every access.
//! - A scope, in the manner of `std::thread::scope`, which this crate uses: work is queued
//!   inside [`Stream::scope`], whose operations borrow what they touch for the whole scope, and
//!   the scope synchronises its stream before it returns. The borrow checker then proves, at no
//!   run-time cost, that nothing in flight can be freed or touched by the host: there is one
//!   synchronisation per scope and nothing per operation.
//!
//! Memory used by several operations of one scope (copied into, then read by a kernel, then
//! copied out) is lent to the scope once with [`Scope::hold`]; the handle it returns can be used
//! by any number of operations, all of them ordered on the one stream, and gives no host access.
//! Operations outside a scope (`copy`, `to_vec`, `fill_*`, ...) complete before they return.
//!
//! A scope's end is also reached by `?` and by panics: a guard synchronises the stream while
//! unwinding. If synchronising fails, the driver has either finished the stream's work or lost
//! the context (a sticky error), after which no further work of it runs.

use std::ffi::c_void;
use std::marker::PhantomData;
use std::sync::Arc;

use crate::sys::{CUstream, CUstream_flags};
use bytemuck::Pod;

use crate::copy::{same_length, transfer};
use crate::device::{Device, same_device};
use crate::driver::call;
use crate::error::{Result, finished};
use crate::event::Event;
use crate::fill::{Pattern, fill};
use crate::kernel::{Function, KernelArgs, LaunchConfig};
use crate::unified::{Location, prefetch};
use crate::view::{Span, View, ViewMut};

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
}

// SAFETY: a CUstream is a driver handle usable from any thread.
unsafe impl Send for StreamHandle {}
// SAFETY: as above; shared access only queues work, which the driver serialises.
unsafe impl Sync for StreamHandle {}

impl StreamHandle {
    pub(crate) fn raw(&self) -> CUstream {
        self.raw
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
        Ok(Stream::from_raw(raw, device))
    }

    /// The device's legacy default stream (`NULL`), which synchronises with every blocking
    /// stream of the context. Retains the device's primary context.
    pub fn legacy(device: &Device) -> Result<Stream> {
        device.context()?;
        Ok(Stream::from_raw(std::ptr::null_mut(), device))
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

    fn from_raw(raw: CUstream, device: &Device) -> Stream {
        Stream {
            handle: Arc::new(StreamHandle {
                raw,
                device: device.clone(),
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

    pub(crate) fn handle(&self) -> &Arc<StreamHandle> {
        &self.handle
    }

    /// Makes the stream's context current on this thread.
    pub(crate) fn bind(&self) -> Result<()> {
        self.handle.device.bind().map(drop)
    }

    /// Waits until everything queued so far has finished.
    pub fn synchronize(&self) -> Result<()> {
        if self.raw().is_null() {
            // The legacy stream means the current context's: make it ours.
            self.bind()?;
        }
        // SAFETY: a live stream of ours (or the legacy stream of the bound context).
        unsafe { call!(cuStreamSynchronize(self.raw())) }
    }

    /// Whether everything queued so far has finished.
    pub fn is_idle(&self) -> Result<bool> {
        if self.raw().is_null() {
            self.bind()?;
        }
        // SAFETY: as for synchronize.
        finished(unsafe { call!(cuStreamQuery(self.raw())) })
    }

    /// Makes work queued later on this stream wait until `event` has happened.
    pub fn wait(&self, event: &Event) -> Result<()> {
        self.bind()?;
        // SAFETY: both handles are live; flags must be 0.
        unsafe { call!(cuStreamWaitEvent(self.raw(), event.raw(), 0)) }
    }

    /// Runs `f`, which queues work on this stream through the [`Scope`] it is given, then waits
    /// for the work to finish. Whatever the work touches stays borrowed until then.
    ///
    /// Returns `f`'s error if it failed (after waiting all the same), else the error of the
    /// wait, else `f`'s value.
    ///
    /// ```no_run
    /// # fn main() -> cudyn::Result<()> {
    /// # let device = cudyn::Device::get(0)?;
    /// let stream = cudyn::Stream::new(&device)?;
    /// let input = cudyn::PinnedBuffer::from_slice(&device, &[1u32; 256], Default::default())?;
    /// let mut output = vec![0u32; 256];
    /// let mut scratch = cudyn::DeviceBuffer::<u32>::uninit(&device, 256)?;
    /// stream.scope(|s| {
    ///     let scratch = s.hold(&mut scratch);
    ///     s.copy(&input, scratch)?;
    ///     s.copy(scratch, &mut output)?;
    ///     Ok(())
    /// })?;
    /// assert_eq!(output, [1; 256]);
    /// # Ok(()) }
    /// ```
    pub fn scope<'env, R, F>(&'env self, f: F) -> Result<R>
    where
        F: for<'scope> FnOnce(&'scope Scope<'scope, 'env>) -> Result<R>,
    {
        /// Synchronises the stream if `f` unwinds, before its borrows are released.
        struct Guard<'a>(&'a Stream);
        impl Drop for Guard<'_> {
            fn drop(&mut self) {
                if let Err(error) = self.0.synchronize() {
                    tracing::warn!(%error, "synchronising a stream while unwinding failed");
                }
            }
        }
        let scope = Scope {
            stream: self,
            _scope: PhantomData,
            _env: PhantomData,
        };
        let guard = Guard(self);
        let result = f(&scope);
        std::mem::forget(guard);
        let synchronized = self.synchronize();
        match (result, synchronized) {
            (Ok(value), Ok(())) => Ok(value),
            (Err(error), synchronized) => {
                if let Err(also) = synchronized {
                    tracing::warn!(%also, "synchronising after a failed scope also failed");
                }
                Err(error)
            }
            (Ok(_), Err(error)) => Err(error),
        }
    }
}

impl Drop for StreamHandle {
    fn drop(&mut self) {
        if self.raw().is_null() {
            return;
        }
        let raw = self.raw();
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

/// Work queued on one stream, all of it finished before [`Stream::scope`] returns.
///
/// Operations take what they touch for the scope's lifetime `'scope`: shared borrows of what
/// they read, exclusive borrows of what they write. Neither `Send` nor `Sync`: work is queued
/// from the thread that opened the scope.
pub struct Scope<'scope, 'env: 'scope> {
    stream: &'env Stream,
    // Invariant in both lifetimes, as std::thread::Scope is, so neither can be shortened.
    _scope: PhantomData<&'scope mut &'scope ()>,
    _env: PhantomData<(&'env mut &'env (), *const ())>,
}

/// Memory lent to a [`Scope`] for its whole duration by [`Scope::hold`]: a handle usable as
/// source or destination of any number of the scope's operations, and as a kernel argument.
/// It gives no host access: the memory may be in flight.
pub struct Held<'scope, T> {
    span: Span<'scope>,
    len: usize,
    _marker: PhantomData<(&'scope mut [T], *const ())>,
}

impl<T> Clone for Held<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for Held<'_, T> {}

impl<T> std::fmt::Debug for Held<'_, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Held")
            .field("kind", &self.span.kind)
            .field("len", &self.len)
            .finish()
    }
}

impl<T> Held<'_, T> {
    /// Number of elements.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether it has no elements.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub(crate) fn span(&self) -> Span<'_> {
        self.span
    }
}

impl<'scope, T: Pod> Held<'scope, T> {
    /// The elements in `range`, for operations on part of the held memory.
    pub fn slice(self, range: impl std::ops::RangeBounds<usize>) -> Result<Held<'scope, T>> {
        // The view type owns the range arithmetic; the view never leaves this function, so
        // no host access to memory in flight is handed out.
        // SAFETY: the span is held by the scope for 'scope; the view is only used to compute
        // a sub-span.
        let view = unsafe { ViewMut::<T>::from_span(self.span, self.len) }.slice(range)?;
        Ok(Held {
            span: view.span(),
            len: view.len(),
            _marker: PhantomData,
        })
    }
}

/// What a scope operation can read: anything that converts into a [`View`] and lives for the
/// scope (`&vec`, `&buffer`, a view), or a [`Held`] handle.
pub trait Source<'scope, T> {
    #[doc(hidden)]
    fn source(self) -> (Span<'scope>, usize);
}

/// What a scope operation can write: anything that converts into a [`ViewMut`] and lives for
/// the scope (`&mut vec`, `&mut buffer`, a view), or a [`Held`] handle.
pub trait Destination<'scope, T> {
    #[doc(hidden)]
    fn destination(self) -> (Span<'scope>, usize);
}

impl<'s, T: Pod, V: Into<View<'s, T>>> Source<'s, T> for V {
    fn source(self) -> (Span<'s>, usize) {
        let view = self.into();
        (view.span(), view.len())
    }
}

impl<'s, T: Pod> Source<'s, T> for Held<'s, T> {
    fn source(self) -> (Span<'s>, usize) {
        (self.span, self.len)
    }
}

impl<'s, T: Pod, V: Into<ViewMut<'s, T>>> Destination<'s, T> for V {
    fn destination(self) -> (Span<'s>, usize) {
        let view = self.into();
        (view.span(), view.len())
    }
}

impl<'s, T: Pod> Destination<'s, T> for Held<'s, T> {
    fn destination(self) -> (Span<'s>, usize) {
        (self.span, self.len)
    }
}

impl<'scope, 'env> Scope<'scope, 'env> {
    /// The stream the work goes on.
    pub fn stream(&self) -> &'env Stream {
        self.stream
    }

    /// Lends `memory` to the scope until it ends and returns a handle that any number of its
    /// operations can read and write; the memory is exclusively borrowed meanwhile.
    pub fn hold<T: Pod>(&self, memory: impl Into<ViewMut<'scope, T>>) -> Held<'scope, T> {
        let view = memory.into();
        Held {
            span: view.span(),
            len: view.len(),
            _marker: PhantomData,
        }
    }

    /// Queues a copy of `src` into `dst`, which must have the same length.
    pub fn copy<T: Pod>(
        &self,
        src: impl Source<'scope, T>,
        dst: impl Destination<'scope, T>,
    ) -> Result<()> {
        let ((src, src_len), (dst, dst_len)) = (src.source(), dst.destination());
        same_length(dst_len, src_len)?;
        transfer(src, dst, Some(self.stream))
    }

    /// Queues setting every byte of `dst` to `value`.
    pub fn fill_bytes<T: Pod>(&self, dst: impl Destination<'scope, T>, value: u8) -> Result<()> {
        fill(dst.destination().0, Pattern::U8(value), Some(self.stream))
    }

    /// Queues repeating the 16-bit `value` over `dst` (2-byte aligned, whole words).
    pub fn fill_u16<T: Pod>(&self, dst: impl Destination<'scope, T>, value: u16) -> Result<()> {
        fill(dst.destination().0, Pattern::U16(value), Some(self.stream))
    }

    /// Queues repeating the 32-bit `value` over `dst` (4-byte aligned, whole words).
    pub fn fill_u32<T: Pod>(&self, dst: impl Destination<'scope, T>, value: u32) -> Result<()> {
        fill(dst.destination().0, Pattern::U32(value), Some(self.stream))
    }

    /// Queues migrating unified memory to `to` (`cuMemPrefetchAsync`, in its CUDA 12.2+ form
    /// where the driver has it).
    pub fn prefetch<T: Pod>(&self, memory: impl Source<'scope, T>, to: Location<'_>) -> Result<()> {
        self.stream.bind()?;
        prefetch(memory.source().0, to, self.stream.raw())
    }

    /// Queues recording `event`: it happens when the work queued before it has finished.
    pub fn record(&self, event: &Event) -> Result<()> {
        event.record(self.stream)
    }

    /// Makes the work queued after this wait until `event` has happened.
    pub fn wait(&self, event: &Event) -> Result<()> {
        self.stream.wait(event)
    }

    /// Queues a kernel launch.
    ///
    /// `args` is a tuple of the kernel's parameters, in order: memory (views, buffers, [`Held`]
    /// handles) is passed as its device address; plain values (`u32`, `f32`, any `Pod` type)
    /// as themselves. Memory passed stays borrowed until the scope ends.
    ///
    /// # Safety
    /// The driver cannot check a kernel against its arguments, so the caller must ensure that
    /// `args` matches the kernel's parameter list in number, order and type; that the kernel
    /// accesses memory only through the memory arguments, within their bounds, and only memory
    /// the device can reach (not pageable host memory, unless the device has pageable memory
    /// access); and that it writes only to memory passed exclusively (`ViewMut`, `&mut`
    /// buffers, `Held`).
    pub unsafe fn launch<A: KernelArgs<'scope>>(
        &self,
        function: &'scope Function<'_>,
        config: LaunchConfig,
        args: A,
    ) -> Result<()> {
        same_device("the kernel", self.stream.device(), function.device())?;
        self.stream.bind()?;
        let (stream, raw) = (self.stream.raw(), function.raw());
        let [gx, gy, gz] = config.grid;
        let [bx, by, bz] = config.block;
        args.with_params(|params: &mut [*mut c_void]| {
            // SAFETY: the parameter array points at one value per argument, alive for the call
            // (the driver copies them before returning); the caller vouches that they match the
            // kernel; the memory they point to stays borrowed until the scope synchronises.
            unsafe {
                call!(cuLaunchKernel(
                    raw,
                    gx,
                    gy,
                    gz,
                    bx,
                    by,
                    bz,
                    config.shared_memory_bytes,
                    stream,
                    params.as_mut_ptr(),
                    std::ptr::null_mut(),
                ))
            }
        })
    }
}
