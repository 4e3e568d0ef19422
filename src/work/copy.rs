//! The one copy routine: every kind of memory to every other, now or in a stream's order; and
//! the copy methods of views, buffers and scopes, which all call it.
//!
//! A copy is planned once (`route`: which way, from the two sides) and then carried out
//! (`carry_out` here, `rect` for the driver's 3D copy, `staging` for the ring). All devices this
//! crate supports use unified addressing, so the driver can infer the direction of a copy from
//! the two addresses: `cuMemcpy` (or `cuMemcpyAsync`) serves host, pinned, registered, unified
//! and device memory alike. Where the kinds already tell the direction, the direct entry point
//! saves the driver that work.

use std::ptr;

use bytemuck::Pod;

mod rect;
pub(crate) mod route;

use self::route::{Direction, On, Route, Stage, Then};
use super::scope::{Destination, Scope, Source};
use super::staging;
use crate::driver::call;
use crate::driver::context::Context;
use crate::driver::device::Device;
use crate::driver::error::{Error, Result};
use crate::driver::stream::Stream;
use crate::driver::wait::wait_for_stream;
use crate::memory::device_buffer::DeviceBuffer;
use crate::memory::growable::GrowableBuffer;
use crate::memory::pinned::PinnedBuffer;
use crate::memory::registered::RegisteredHost;
use crate::memory::unified::UnifiedBuffer;
use crate::memory::view::{Rows, Span, View, ViewMut};

/// Copies `src` into `dst`, which must have the same length, and returns once the copy is
/// complete: `dst` can be read, and `src` reused, straight away.
///
/// One refinement, as the driver's own `cuMemcpyHtoD` makes: an upload from pageable memory (a
/// slice or `Vec`) smaller than the staging threshold into device memory cudyn allocated
/// returns once the source has been read, while the data may still be landing on the device.
/// That is invisible to safe code: every later cudyn operation is ordered after it, either by
/// the driver (copies and frees run on the same legacy stream) or because cudyn waits for it
/// first (work on streams, other devices, exports, frees, and every raw pointer handed out).
/// It saves waiting for the DMA, about half the cost of a small upload. Into memory of another
/// owner (a view made with `from_raw`, a DLPack import) the copy returns once the data has
/// landed: the owner may free the memory as soon as the view ends, in an order cudyn is not
/// part of.
///
/// Either side may be any kind of memory: a host slice or `Vec`, a buffer, or a view.
///
/// ```
/// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
/// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
/// use cudyn::{Device, DeviceBuffer, Error};
///
/// let device = Device::get(0)?;
/// let input: Vec<f32> = (0..1024).map(|i| i as f32).collect();
/// let mut on_device = DeviceBuffer::<f32>::zeroed(&device, 1024)?;
/// cudyn::copy(&input, &mut on_device)?;
/// // Into the second half of a vector: views slice any kind of memory.
/// let mut back = vec![0.0f32; 2048];
/// cudyn::copy(&on_device, cudyn::ViewMut::from(&mut back).slice(1024..)?)?;
/// assert_eq!(back[1024..], input[..]);
/// // Lengths must match.
/// let short = cudyn::copy(&input[..10], &mut on_device);
/// assert!(matches!(short, Err(Error::LengthMismatch { dst: 1024, src: 10 })));
/// # Ok::<(), cudyn::Error>(())
/// ```
pub fn copy<'s, 'd, T: Pod>(
    src: impl Into<View<'s, T>>,
    dst: impl Into<ViewMut<'d, T>>,
) -> Result<()> {
    let (src, dst) = (src.into(), dst.into());
    same_shape::<T>((&src.span(), src.len()), (&dst.span(), dst.len()))?;
    transfer(src.span(), dst.span(), None)
}

/// The route a copy of `src` into `dst` takes, queued on `stream` where there is one, else
/// now, as the route table of `tests/routes.rs` names it; or the copy's error. The route is
/// planned, as `copy` and `Scope::copy` plan it, and not carried out: no memory moves. Not part
/// of the API: hidden, for that test, which fails when a route changes.
#[doc(hidden)]
pub fn route_of<T: Pod>(
    src: View<'_, T>,
    dst: ViewMut<'_, T>,
    stream: Option<&Stream>,
) -> Result<String> {
    let (src_span, dst_span) = (src.span(), dst.span());
    same_shape::<T>((&src_span, src.len()), (&dst_span, dst.len()))?;
    route::route(&src_span, &dst_span, stream).map(|route| route.to_string())
}

/// Both sides hold the same number of elements; where both are rectangles or volumes with
/// gaps, of the same depth, rows and row length too. A contiguous side takes the other's
/// shape, packed.
pub(crate) fn same_shape<T>(
    (src, src_len): (&Span<'_>, usize),
    (dst, dst_len): (&Span<'_>, usize),
) -> Result<()> {
    if dst_len != src_len {
        // Two rectangles or volumes (packed or not): their shapes tell the user what went wrong,
        // where "704 elements but 640" leaves them to work it out.
        return Err(match (src.rows, dst.rows) {
            (Some(s), Some(d)) => differing_shapes::<T>(s, d),
            _ => Error::LengthMismatch {
                dst: dst_len,
                src: src_len,
            },
        });
    }
    match (src.gaps(), dst.gaps()) {
        (Some(s), Some(d)) if (s.depth, s.count, s.width) != (d.depth, d.count, d.width) => {
            Err(differing_shapes::<T>(s, d))
        }
        _ => Ok(()),
    }
}

/// The error for two shapes that differ: the depth first, then the rows of a slice.
fn differing_shapes<T>(src: Rows, dst: Rows) -> Error {
    if src.depth != dst.depth {
        return Error::DepthMismatch {
            dst: dst.depth,
            src: src.depth,
        };
    }
    let size = std::mem::size_of::<T>();
    Error::ShapeMismatch {
        dst_rows: dst.count,
        dst_row_len: dst.width / size,
        src_rows: src.count,
        src_row_len: src.width / size,
    }
}

/// Copies `src.bytes` bytes; the caller has checked that both spans have that many: plans the
/// copy's route ([`route::route`]) and carries it out ([`carry_out`]).
///
/// With no stream the copy is complete on return. With a stream it is queued there; the
/// caller (a [`Scope`](crate::Scope)) keeps both sides borrowed until the stream is synchronised.
pub(crate) fn transfer(src: Span<'_>, dst: Span<'_>, stream: Option<&Stream>) -> Result<()> {
    let context = dst.context.or(src.context);
    let moved = route::route(&src, &dst, stream).and_then(|route| {
        tracing::debug!(bytes = src.payload(), from = ?src.kind, to = ?dst.kind, %route, "copy");
        carry_out(route, &src, &dst)
    });
    // Told apart from other failures: a lost context.
    moved.map_err(|error| match context {
        Some(context) => context.lost_if(error),
        None => error,
    })
}

/// Carries out `route`, planned for `src` and `dst` by [`route::route`]: the one place a copy's
/// memory moves, with no question of the route asked again. A staged copy whose ring cannot
/// be had when it runs takes the route its plan names instead.
fn carry_out(route: Route<'_>, src: &Span<'_>, dst: &Span<'_>) -> Result<()> {
    match route {
        Route::Nothing => Ok(()),
        Route::Memmove => {
            // SAFETY: both pointers are valid for `bytes` (their views' contract), and nothing
            // in flight uses them (queued work keeps its memory borrowed; this copy is not
            // queued); memmove tolerates overlap, which exclusive and shared borrows rule out
            // anyway.
            unsafe { ptr::copy(src.host.cast_const(), dst.host, src.bytes) };
            Ok(())
        }
        Route::MemmoveRows(rows) => {
            rect::memmove_rows(src, dst, rows);
            Ok(())
        }
        Route::Direct { direction, on } => one_call(src, dst, Call::Direct(direction), on),
        Route::Peer { from, to, on } => one_call(src, dst, Call::Peer(from, to), on),
        Route::Rows { rows, on } => rect::rows_3d(src, dst, rows, None, on),
        Route::PeerRows { rows, from, to, on } => {
            rect::rows_3d(src, dst, rows, Some((from, to)), on)
        }
        Route::Staged { stage, otherwise } | Route::StagedRows { stage, otherwise } => {
            let Stage {
                context,
                way,
                sides,
                threads,
                order,
            } = stage;
            // SAFETY: the sides are those of `src` and `dst`, valid for the copy (their views'
            // contract), the host one exclusively so when it is written; queued, the device
            // one stays borrowed until the scope has synchronised the stream.
            match unsafe { staging::copy(context, way, sides, threads, order) }? {
                true => Ok(()),
                false => carry_out(*otherwise, src, dst),
            }
        }
    }
}

/// The driver call of a contiguous copy.
#[derive(Clone, Copy)]
enum Call<'a> {
    Direct(Direction),
    /// From memory of the first context to memory of the second.
    Peer(&'a Context, &'a Context),
}

/// One driver call copying `src.bytes` from `src` to `dst`, queued or now as `on` says, and
/// for a copy made now what follows it.
fn one_call(src: &Span<'_>, dst: &Span<'_>, call: Call<'_>, on: On<'_>) -> Result<()> {
    let bytes = src.bytes;
    let (context, then) = match on {
        On::Stream(stream) => {
            stream.bind()?;
            let s = stream.raw();
            // SAFETY: both ranges are `bytes` long and stay borrowed until the scope that
            // queued this copy synchronises the stream; the stream's context is current.
            return unsafe {
                match call {
                    Call::Direct(Direction::HostToDevice) => {
                        call!(cuMemcpyHtoDAsync_v2(dst.addr, src.host.cast(), bytes, s))
                    }
                    Call::Direct(Direction::DeviceToHost) => {
                        call!(cuMemcpyDtoHAsync_v2(dst.host.cast(), src.addr, bytes, s))
                    }
                    Call::Direct(Direction::DeviceToDevice) => {
                        call!(cuMemcpyDtoDAsync_v2(dst.addr, src.addr, bytes, s))
                    }
                    Call::Peer(from, to) => call!(cuMemcpyPeerAsync(
                        dst.addr,
                        to.raw(),
                        src.addr,
                        from.raw(),
                        bytes,
                        s
                    )),
                    Call::Direct(Direction::Inferred) => {
                        call!(cuMemcpyAsync(dst.addr, src.addr, bytes, s))
                    }
                }
            };
        }
        On::Legacy(context, then) => (context, then),
    };
    // Everything below runs on the context's legacy stream.
    context.bind_legacy()?;
    // SAFETY: both ranges are valid for `bytes` for the duration of the call, and the
    // context owning one of them is current.
    unsafe {
        match call {
            Call::Direct(Direction::HostToDevice) => {
                call!(cuMemcpyHtoD_v2(dst.addr, src.host.cast(), bytes))
            }
            Call::Direct(Direction::DeviceToHost) => {
                call!(cuMemcpyDtoH_v2(dst.host.cast(), src.addr, bytes))
            }
            Call::Direct(Direction::DeviceToDevice) => {
                call!(cuMemcpyDtoD_v2(dst.addr, src.addr, bytes))
            }
            // On the current context's legacy stream, which the synchronise below waits on.
            Call::Peer(from, to) => call!(cuMemcpyPeerAsync(
                dst.addr,
                to.raw(),
                src.addr,
                from.raw(),
                bytes,
                std::ptr::null_mut()
            )),
            Call::Direct(Direction::Inferred) => call!(cuMemcpy(dst.addr, src.addr, bytes)),
        }
    }?;
    match then {
        Then::Complete => {}
        // The driver returns once it has read the pageable source; the data may still be on
        // its way to the device. Waiting for it would double the cost of a small upload, so
        // the context notes it instead, and cudyn's next operation that is not ordered after
        // it by the driver (`Context::bind`) waits then (see `Then::Landing`).
        Then::Landing => context.upload_queued(),
        // The caller may free either side once this returns, memory of another owner in an
        // order the legacy stream is not part of: a failed wait still waits for the context.
        // SAFETY: the legacy stream of `context`, bound above, where the copy ran.
        Then::Wait => unsafe { wait_for_stream(context, ptr::null_mut(), "a copy") }?,
    }
    Ok(())
}

impl<T: Pod> View<'_, T> {
    /// Copies the elements into `dst`, which must have the same length; returns when done.
    pub fn copy_to<'d>(&self, dst: impl Into<ViewMut<'d, T>>) -> Result<()> {
        copy(*self, dst)
    }

    /// The elements, copied into a new `Vec`.
    pub fn to_vec(&self) -> Result<Vec<T>> {
        let mut out: Vec<T> = Vec::with_capacity(self.len());
        let dst = Span::host(out.as_mut_ptr().cast(), self.size_bytes());
        transfer(self.span(), dst, None)?;
        // SAFETY: the copy succeeded, so all `len` elements of the capacity were written, and
        // any bytes are a valid T (Pod).
        unsafe { out.set_len(self.len()) };
        Ok(out)
    }
}

impl<T: Pod> ViewMut<'_, T> {
    /// Copies `src`, which must have the same length, into these elements; returns when done.
    pub fn copy_from<'s>(&mut self, src: impl Into<View<'s, T>>) -> Result<()> {
        copy(src, self.reborrow())
    }

    /// The elements, copied into a new `Vec`.
    pub fn to_vec(&self) -> Result<Vec<T>> {
        self.as_view().to_vec()
    }
}

/// The synchronous copies every owned buffer offers (`ipc` adds them to `IpcBuffer` too).
macro_rules! buffer_copies {
    () => {
        /// Copies `src`, which must have the same length, into this buffer; returns when done.
        pub fn copy_from<'s>(&mut self, src: impl Into<$crate::View<'s, T>>) -> $crate::Result<()> {
            $crate::copy(src, self)
        }

        /// Copies this buffer into `dst`, which must have the same length; returns when done.
        pub fn copy_to<'d>(&self, dst: impl Into<$crate::ViewMut<'d, T>>) -> $crate::Result<()> {
            $crate::copy(self, dst)
        }

        /// The contents, copied into a new `Vec`.
        pub fn to_vec(&self) -> $crate::Result<Vec<T>> {
            self.view().to_vec()
        }
    };
}
pub(crate) use buffer_copies;

impl<T: Pod> DeviceBuffer<T> {
    /// A buffer holding a copy of `src`.
    pub fn from_slice(device: &Device, src: &[T]) -> Result<Self> {
        let mut buffer = Self::uninit(device, src.len())?;
        buffer.copy_from(src)?;
        Ok(buffer)
    }

    buffer_copies!();
}

impl<T: Pod> PinnedBuffer<T> {
    buffer_copies!();
}

impl<T: Pod> UnifiedBuffer<T> {
    buffer_copies!();
}

impl<T: Pod> GrowableBuffer<T> {
    buffer_copies!();
}

impl<T: Pod> RegisteredHost<T> {
    buffer_copies!();
}

impl<'scope> Scope<'scope, '_> {
    /// Queues a copy of `src` into `dst`, which must have the same length.
    ///
    /// A copy between pageable host memory (a slice or `Vec`) and device memory is synchronous
    /// on the host side, as the driver's own asynchronous calls are for pageable memory: it
    /// returns once the host side has been read (an upload) or written (a download, which first
    /// waits for the work queued before it). From 4 MiB it goes through the staging ring at
    /// the speed of [`copy`], ordered with the scope's stream; the device side of an upload is
    /// done when the stream gets there. A slice of memory the driver knows (a pinned buffer
    /// sliced with `[..]`, unified memory) is not pageable: its copy is queued as the buffer's
    /// own would be, and the scope keeps it borrowed until it is done.
    pub fn copy<T: Pod>(
        &self,
        src: impl Source<'scope, T>,
        dst: impl Destination<'scope, T>,
    ) -> Result<()> {
        let slots = [src.held(), dst.held()];
        let ((src, src_len), (dst, dst_len)) = (src.source(), dst.destination());
        same_shape::<T>((&src, src_len), (&dst, dst_len))?;
        // Device memory of two devices is a peer copy, which names both contexts: fine on
        // either device's stream. Otherwise device memory must be the scope's device's.
        let peer = route::is_peer(&src, &dst);
        let ours = |span: &Span<'_>| self.check_device("the copy's device memory", span);
        if !(peer && (ours(&src).is_ok() || ours(&dst).is_ok())) {
            ours(&src)?;
            ours(&dst)?;
        }
        if self.stream().captures() {
            // In a graph capture a small copy the block kernel reaches is a kernel node, which
            // a launch runs for a tenth of a copy node's cost (`work::batch`).
            return self.queue(&slots, || self.copy_captured(src, dst));
        }
        self.queue(&slots, || transfer(src, dst, Some(self.stream())))
    }
}
