//! Scratch memory: device memory a scope's work needs only while it runs.
//!
//! [`Scope::scratch`] allocates stream-ordered device memory on the scope's stream and frees it
//! on the scope's own stream after all of the scope's work: in a scope, once its streams are
//! waited for; in a submission, once the work is done (with what its future keeps: freed in
//! stream order before, another stream's stream-ordered allocation could reuse it while the
//! work still runs); in a graph capture, the allocation and the free are recorded as the graph's memory nodes, so that each
//! launch allocates at that point and frees at its end, when every branch has joined.
//!
//! # Why a graph frees all it allocates
//!
//! The driver lets a graph leave memory allocated after a launch, to be freed by a later free,
//! by the next launch (auto-free-on-launch), or never. cudyn does not: every allocation of a
//! capture is freed by the same graph. Memory that must outlive a launch belongs in the graph's
//! state, where the borrow rules give the host access between launches ([`Graph::state_mut`]);
//! memory that outlived launches with no owner would be the leak, or the use after free, that
//! graphs are known for. The handle is a [`Held`] of the scope: it cannot leave the closure
//! (a compile-fail test shows it), so nothing can name the memory after the graph has freed it.
//!
//! A graph with memory nodes has one instantiation at a time, is never cloned, and is not
//! updated in place: [`Graph::recapture`] instantiates it again (and destroys the old one).
//!
//! # Contents
//!
//! Whatever the memory held: a launch's allocation is new memory each time. As for
//! [`DeviceBuffer::uninit`](crate::DeviceBuffer::uninit), that is sound for `T: Pod`: the host
//! sees device memory only through copies, which produce bytes, and any bytes are a valid `T`.
//!
//! [`Graph::state_mut`]: crate::Graph::state_mut
//! [`Graph::recapture`]: crate::Graph::recapture

use bytemuck::Pod;

use super::{Held, Scope, Shared};
use crate::driver::call;
use crate::driver::error::{Error, Result};
use crate::driver::memory_kind::MemoryKind;
use crate::driver::release::release_unbound;
use crate::driver::stream::Stream;
use crate::memory::buffer::bytes_for;
use crate::memory::view::{Span, ViewMut};
use crate::sys::CUdeviceptr;
use crate::work::held::used;

impl<'scope, 'env> Scope<'scope, 'env> {
    /// Device memory for `len` elements, held by the scope (any of its operations may use the
    /// handle) and freed after all of its work: see `work::scope::scratch`. In a graph capture
    /// the allocation and the free become the graph's memory nodes.
    ///
    /// Its contents are whatever the memory held (sound for `Pod` types, as for
    /// [`DeviceBuffer::uninit`](crate::DeviceBuffer::uninit)).
    ///
    /// # Errors
    /// [`Error::ZeroLength`] for no elements, [`Error::SizeOverflow`], and the driver's error
    /// (a driver without stream-ordered allocation, or out of memory).
    ///
    /// ```
    /// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
    /// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
    /// # let device = cudyn::Device::get(0)?;
    /// let stream = cudyn::Stream::new(&device)?;
    /// let mut output = vec![0u32; 64];
    /// stream.scope(|s| {
    ///     let scratch = s.scratch::<u32>(64)?;
    ///     s.fill_u32(scratch, 7)?;
    ///     s.copy(scratch, &mut output)
    /// })?;
    /// assert_eq!(output, [7; 64]);
    /// # Ok::<(), cudyn::Error>(())
    /// ```
    pub fn scratch<T: Pod>(&self, len: usize) -> Result<Held<'scope, T>> {
        if len == 0 {
            return Err(Error::ZeroLength {
                what: "scratch length",
            });
        }
        let bytes = bytes_for::<T>(len)?;
        let stream = self.stream();
        let context = stream.device().context()?;
        stream.bind()?;
        let mut ptr: CUdeviceptr = 0;
        // SAFETY: writes one device address through a pointer to a live local; the stream is
        // live and its context current. In a capture this records an allocation node.
        unsafe { call!(cuMemAllocAsync(&mut ptr, bytes, stream.raw())) }?;
        self.shared.scratch.borrow_mut().push(ptr);
        let span = Span {
            addr: ptr,
            host: std::ptr::null_mut(),
            bytes,
            kind: MemoryKind::Device,
            context: Some(context),
            // No identity: cudyn leaves no upload landing in it (see `Span::storage`), so its
            // stream-ordered free waits for none.
            storage: None,
            rows: None,
        };
        // SAFETY: `bytes` bytes of device memory of this context, allocated above, for `len`
        // elements of a Pod type; freed only after all of the scope's work (`free_scratch`), so
        // alive for 'scope, and reached only through the handle (no host access).
        let view = unsafe { ViewMut::from_span(span, len) };
        let held = self.hold(view);
        // The allocation is the memory's first use, on this stream: a use on another stream of
        // the scope waits for it (an event, an edge in a graph), as for any held memory.
        used(stream, &[held.slot()]);
        Ok(held)
    }
}

impl Shared<'_> {
    /// Hands the scope's scratch memory to what it keeps (a submission's future), to be freed
    /// once its work is done.
    pub(super) fn keep_scratch(&self) {
        let ptrs = std::mem::take(&mut *self.scratch.borrow_mut());
        if !ptrs.is_empty() {
            let stream = Stream::from_handle(self.stream.handle().clone());
            self.kept
                .borrow_mut()
                .push(Box::new(Frees { stream, ptrs }));
        }
    }

    /// Frees the scope's scratch memory on its own stream, after everything queued there so
    /// far (the caller has joined or waited for the other streams): see [`free`].
    pub(super) fn free_scratch(&self) -> Result<()> {
        let ptrs = std::mem::take(&mut *self.scratch.borrow_mut());
        free(self.stream, ptrs)
    }
}

/// Frees scratch memory `ptrs` on `stream` (`cuMemFreeAsync`), each free attempted: the first
/// error (a free that fails leaves its memory allocated, logged). The caller frees each once,
/// after all of the work that uses it in `stream`'s order: a scope's work joined into (or waited
/// for on) its own stream, or a submission's work done.
fn free(stream: &Stream, ptrs: Vec<CUdeviceptr>) -> Result<()> {
    let mut outcome = Ok(());
    for ptr in ptrs {
        let mut freed = Ok(());
        release_unbound(stream.device(), "scratch", ptr, || {
            // SAFETY: scratch memory, freed once, after the work that uses it (above).
            freed = unsafe { call!(cuMemFreeAsync(ptr, stream.raw())) };
            freed.clone()
        });
        if outcome.is_ok() {
            outcome = freed;
        }
    }
    outcome
}

/// Scratch memory of a submission, freed when the future drops what it keeps: once the work is
/// done.
struct Frees {
    stream: Stream,
    ptrs: Vec<CUdeviceptr>,
}

impl Drop for Frees {
    fn drop(&mut self) {
        // Each failure is logged by the free; nothing else is owed in a Drop.
        let _ = free(&self.stream, std::mem::take(&mut self.ptrs));
    }
}
