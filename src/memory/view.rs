//! Borrowed views: one pair of types for every kind of memory.
//!
//! [`View`] is to a buffer what `&[T]` is to a `Vec<T>`, and [`ViewMut`] what `&mut [T]` is:
//! every memory kind hands them out (device, pinned, unified, registered, and ordinary host
//! slices through `From`), they can be sliced, split, chunked and cast, and they cannot outlive
//! what they borrow. Views of memory the host may read give host slices; views of device memory
//! do not.

mod chunks;

use std::cell::Cell;
use std::marker::PhantomData;
use std::mem::{align_of, size_of};
use std::num::NonZeroU64;
use std::ops::{Bound, RangeBounds};
use std::sync::atomic::{AtomicU64, Ordering};

use bytemuck::Pod;

use crate::driver::context::Context;
use crate::driver::device::Device;
use crate::driver::error::{Error, Result};
use crate::driver::memory_kind::MemoryKind;
use crate::sys::CUdeviceptr;

pub use chunks::{Chunks, ChunksMut};

/// The identity of one allocation: equal for a buffer and all of its views, distinct between
/// allocations, and never reused within a process (a 64-bit counter).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StorageId(NonZeroU64);

impl StorageId {
    pub(crate) fn next() -> StorageId {
        /// Identities a thread takes from the shared counter at once, so that an allocation
        /// (a few hundred ns in a pool) writes no cache line other threads share.
        const BLOCK: u64 = 1024;
        static NEXT: AtomicU64 = AtomicU64::new(1);
        thread_local! {
            /// This thread's next identity and the end of its block.
            static OWN: Cell<(u64, u64)> = const { Cell::new((0, 0)) };
        }
        let id = OWN
            .try_with(|own| {
                let (mut next, mut end) = own.get();
                if next == end {
                    next = NEXT.fetch_add(BLOCK, Ordering::Relaxed);
                    end = next.wrapping_add(BLOCK);
                }
                own.set((next.wrapping_add(1), end));
                next
            })
            // While the thread's locals are being destroyed: one at a time.
            .unwrap_or_else(|_| NEXT.fetch_add(1, Ordering::Relaxed));
        // 2^64 allocations would take millennia; saturate rather than panic.
        StorageId(NonZeroU64::new(id).unwrap_or(NonZeroU64::MAX))
    }

    /// The number behind the identity.
    pub fn get(self) -> u64 {
        self.0.get()
    }
}

/// An untyped range of memory: what both view types, and every copy, work on. Declared `pub`
/// only so that the hidden methods of [`Source`](crate::Source) can name it; it is not
/// reachable from outside the crate, and nothing outside can build one.
#[derive(Clone, Copy, Debug)]
pub struct Span<'a> {
    /// The address the driver knows the memory by: its device address, or for host memory its
    /// host address (the driver infers the direction of a copy from it: unified addressing).
    pub(crate) addr: CUdeviceptr,
    /// Where the host may read (and, through a `ViewMut`, write) it; null where it may not.
    pub(crate) host: *mut u8,
    pub(crate) bytes: usize,
    pub(crate) kind: MemoryKind,
    /// The context the memory belongs to; `None` for pageable host memory and empty buffers.
    pub(crate) context: Option<&'a Context>,
    /// The allocation's identity where cudyn allocated it; `None` for memory of any other
    /// owner (pageable memory, foreign views, DLPack imports). Device memory with an identity
    /// is freed only by cudyn, which waits for uploads still landing first: `copy` leaves
    /// small uploads landing only into such memory.
    pub(crate) storage: Option<StorageId>,
}

impl<'a> Span<'a> {
    /// Pageable host memory.
    pub(crate) fn host(host: *mut u8, bytes: usize) -> Span<'a> {
        Span {
            addr: host as CUdeviceptr,
            host,
            bytes,
            kind: MemoryKind::Host,
            context: None,
            storage: None,
        }
    }

    /// Device memory of `device` (a `cuMemAlloc` allocation or a mapping of one), which the
    /// host cannot touch.
    pub(crate) fn device(
        addr: CUdeviceptr,
        bytes: usize,
        device: &'a Device,
        storage: StorageId,
    ) -> Span<'a> {
        Span {
            addr,
            host: std::ptr::null_mut(),
            bytes,
            kind: MemoryKind::Device,
            context: device.retained_context(),
            storage: Some(storage),
        }
    }

    /// Whether the two share a byte. Host and device memory share one address space (unified
    /// addressing), so addresses decide, whatever the kinds; an empty span overlaps nothing.
    pub(crate) fn overlaps(&self, other: &Span<'_>) -> bool {
        let (a, b) = (self.addr, other.addr);
        self.bytes != 0
            && other.bytes != 0
            && a < b.saturating_add(other.bytes as u64)
            && b < a.saturating_add(self.bytes as u64)
    }

    /// For device memory about to be handed out raw: waits for uploads still landing
    /// ([`copy`](crate::copy)), so that work outside cudyn sees them, and none lands after the
    /// memory has been freed by a caller that took it raw. If that wait fails, its context is
    /// waited for, and the process aborts if that fails too (`settle_for_handout`): the caller
    /// has no error to return. An empty span reaches no memory, and waits for nothing:
    /// zero-length work makes no driver call. Device memory without a context (none here:
    /// device memory always belongs to one) receives no uploads.
    pub(crate) fn settle_if_device(&self) {
        if self.kind == MemoryKind::Device
            && self.bytes != 0
            && let Some(context) = self.context
        {
            crate::driver::context::settle_for_handout(context);
        }
    }

    /// `bytes` bytes from `start` on; the caller keeps the range inside this span.
    fn sub(self, start: usize, bytes: usize) -> Span<'a> {
        debug_assert!(start <= self.bytes && bytes <= self.bytes - start);
        Span {
            addr: self.addr + start as u64,
            host: if self.host.is_null() {
                self.host
            } else {
                self.host.wrapping_add(start)
            },
            bytes,
            ..self
        }
    }
}

/// A shared view of `len` elements of `T` in any kind of memory; like `&'a [T]`.
///
/// ```
/// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
/// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
/// use cudyn::{Device, DeviceBuffer, View};
///
/// let device = Device::get(0)?;
/// let buffer = DeviceBuffer::from_slice(&device, &[1u32, 2, 3, 4, 5, 6])?;
/// let (head, tail) = buffer.view().split_at(2)?;
/// assert_eq!(tail.slice(1..3)?.to_vec()?, [4, 5]);
/// assert_eq!(head.as_slice(), None); // device memory: no host slice
/// let bytes: View<'_, u8> = head.cast()?; // the same 8 bytes
/// assert_eq!(bytes.len(), 8);
/// assert!(head.cast::<u64>().is_ok() && tail.cast::<[u8; 3]>().is_err());
/// # Ok::<(), cudyn::Error>(())
/// ```
pub struct View<'a, T> {
    span: Span<'a>,
    len: usize,
    _marker: PhantomData<&'a [T]>,
}

/// An exclusive view of `len` elements of `T` in any kind of memory; like `&'a mut [T]`.
///
/// ```
/// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
/// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
/// use cudyn::{Device, DeviceBuffer};
///
/// let device = Device::get(0)?;
/// let mut buffer = DeviceBuffer::<u32>::zeroed(&device, 6)?;
/// for (i, mut chunk) in buffer.view_mut().chunks(2)?.enumerate() {
///     chunk.fill_u32(i as u32)?; // disjoint parts, each written alone
/// }
/// let (mut head, _) = buffer.view_mut().split_at(1)?;
/// head.copy_from(&[9])?;
/// assert_eq!(buffer.to_vec()?, [9, 0, 1, 1, 2, 2]);
/// # Ok::<(), cudyn::Error>(())
/// ```
pub struct ViewMut<'a, T> {
    span: Span<'a>,
    len: usize,
    _marker: PhantomData<&'a mut [T]>,
}

// SAFETY: a View only reads through its pointers and is tied to a shared borrow, exactly as
// `&[T]` is, so it is Send and Sync when `T: Sync`. The context reference is Sync.
unsafe impl<T: Sync> Send for View<'_, T> {}
// SAFETY: as above.
unsafe impl<T: Sync> Sync for View<'_, T> {}
// SAFETY: a ViewMut is an exclusive borrow, as `&mut [T]` is: Send when `T: Send`, Sync when
// `T: Sync` (a shared ViewMut only reads).
unsafe impl<T: Send> Send for ViewMut<'_, T> {}
// SAFETY: as above.
unsafe impl<T: Sync> Sync for ViewMut<'_, T> {}

impl<T> Clone for View<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for View<'_, T> {}

impl<T> std::fmt::Debug for View<'_, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        debug(f, "View", &self.span, self.len)
    }
}

impl<T> std::fmt::Debug for ViewMut<'_, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        debug(f, "ViewMut", &self.span, self.len)
    }
}

fn debug(
    f: &mut std::fmt::Formatter<'_>,
    name: &str,
    span: &Span<'_>,
    len: usize,
) -> std::fmt::Result {
    f.debug_struct(name)
        .field("kind", &span.kind)
        .field("addr", &format_args!("{:#x}", span.addr))
        .field("len", &len)
        .field("storage", &span.storage.map(StorageId::get))
        .finish()
}

/// `[start, end)` of a range over `len` elements, or the error for it.
fn bounds(range: impl RangeBounds<usize>, len: usize) -> Result<(usize, usize)> {
    let start = match range.start_bound() {
        Bound::Included(&s) => Some(s),
        Bound::Excluded(&s) => s.checked_add(1),
        Bound::Unbounded => Some(0),
    };
    let end = match range.end_bound() {
        Bound::Included(&e) => e.checked_add(1),
        Bound::Excluded(&e) => Some(e),
        Bound::Unbounded => Some(len),
    };
    match (start, end) {
        (Some(start), Some(end)) if start <= end && end <= len => Ok((start, end)),
        (start, end) => Err(Error::OutOfRange {
            start: start.unwrap_or(usize::MAX),
            end: end.unwrap_or(usize::MAX),
            len,
        }),
    }
}

/// The part of a span of `len` elements of `T` that `range` selects, and its length.
fn elements<T>(
    span: Span<'_>,
    len: usize,
    range: impl RangeBounds<usize>,
) -> Result<(Span<'_>, usize)> {
    let (start, end) = bounds(range, len)?;
    Ok((
        span.sub(start * size_of::<T>(), (end - start) * size_of::<T>()),
        end - start,
    ))
}

/// The span re-read as elements of `U`, or the error for it.
fn cast<U>(span: Span<'_>) -> Result<(Span<'_>, usize)> {
    const {
        assert!(
            size_of::<U>() != 0,
            "cannot view memory as a zero-sized type"
        )
    };
    let size = size_of::<U>();
    if span.bytes == 0 {
        // Nothing is read through an empty view (its slices are made afresh), so its address,
        // dangling for an empty Vec and null for an empty buffer, needs no alignment: every
        // kind casts alike.
        return Ok((span, 0));
    }
    if !span.bytes.is_multiple_of(size) {
        return Err(Error::CastLength {
            bytes: span.bytes,
            size,
        });
    }
    let align = align_of::<U>();
    // The device address and, where the host may touch the memory, the host address; the
    // error names the one that is misaligned.
    let host = span.host as u64;
    let misaligned = [span.addr, host]
        .into_iter()
        .find(|&addr| addr != 0 && !addr.is_multiple_of(align as u64));
    if let Some(addr) = misaligned {
        return Err(Error::Misaligned { addr, align });
    }
    Ok((span, span.bytes / size))
}

macro_rules! shared_accessors {
    () => {
        /// Number of elements.
        pub fn len(&self) -> usize {
            self.len
        }

        /// Whether it has no elements.
        pub fn is_empty(&self) -> bool {
            self.len == 0
        }

        /// Size in bytes.
        pub fn size_bytes(&self) -> usize {
            self.span.bytes
        }

        /// The address the driver knows this memory by (device memory: its device address;
        /// host memory: its host address, which unified addressing makes valid for copies).
        ///
        /// Uploads still landing on the device ([`copy`](crate::copy)) are waited for first,
        /// so raw work with the pointer sees them.
        pub fn device_ptr(&self) -> CUdeviceptr {
            self.span.settle_if_device();
            self.span.addr
        }

        /// The kind of memory viewed.
        pub fn kind(&self) -> MemoryKind {
            self.span.kind
        }

        /// The identity of the allocation viewed; `None` for ordinary host memory, which this
        /// crate did not allocate.
        pub fn storage_id(&self) -> Option<StorageId> {
            self.span.storage
        }

        /// Whether this view and `other` share a byte of memory (of any kind: a view of a
        /// buffer and a view of part of it overlap; views of two buffers, or two disjoint parts
        /// of one, do not). Empty views overlap nothing.
        pub fn overlaps<'b, U: Pod>(&self, other: impl Into<View<'b, U>>) -> bool {
            self.span.overlaps(&other.into().span())
        }
    };
}

impl<'a, T: Pod> View<'a, T> {
    /// # Safety
    /// `span` must describe `len` elements of `T`, readable (through the driver, and through
    /// `span.host` where it is not null) for `'a`, and not written by anything else for `'a`.
    pub(crate) unsafe fn from_span(span: Span<'a>, len: usize) -> Self {
        const {
            assert!(
                size_of::<T>() != 0,
                "cannot view memory as a zero-sized type"
            )
        };
        debug_assert_eq!(span.bytes, len * size_of::<T>());
        View {
            span,
            len,
            _marker: PhantomData,
        }
    }

    pub(crate) fn span(&self) -> Span<'a> {
        self.span
    }

    shared_accessors!();

    /// The elements as a host slice, where the host may read them: pinned, registered and
    /// pageable memory, and unified memory on devices with concurrent managed access. `None`
    /// for device memory.
    pub fn as_slice(&self) -> Option<&'a [T]> {
        let host = self.span.host;
        if self.len == 0 {
            // The address of an empty view may be null or unaligned for T (see `cast`).
            return (self.span.kind != MemoryKind::Device).then_some(&[]);
        }
        // SAFETY: a non-null host pointer means the host may read these `len` elements for 'a
        // (from_span's contract); they are initialised because T: Pod accepts any bytes.
        (!host.is_null()).then(|| unsafe { std::slice::from_raw_parts(host.cast(), self.len) })
    }

    /// The elements in `range`.
    pub fn slice(self, range: impl RangeBounds<usize>) -> Result<View<'a, T>> {
        let (span, len) = elements::<T>(self.span, self.len, range)?;
        // SAFETY: a sub-range of what this view may read, for the same lifetime.
        Ok(unsafe { View::from_span(span, len) })
    }

    /// The first `mid` elements and the rest.
    pub fn split_at(self, mid: usize) -> Result<(View<'a, T>, View<'a, T>)> {
        Ok((self.slice(..mid)?, self.slice(mid..)?))
    }

    /// Consecutive views of `size` elements (the last may be shorter).
    pub fn chunks(self, size: usize) -> Result<Chunks<'a, T>> {
        if size == 0 {
            return Err(Error::ZeroLength { what: "chunk size" });
        }
        Ok(Chunks { rest: self, size })
    }

    /// The same bytes as elements of `U`: the size must divide evenly and the address must be
    /// aligned for `U`.
    pub fn cast<U: Pod>(self) -> Result<View<'a, U>> {
        let (span, len) = cast::<U>(self.span)?;
        // SAFETY: the same bytes, readable as before; U: Pod accepts any bytes.
        Ok(unsafe { View::from_span(span, len) })
    }
}

impl<'a, T: Pod> ViewMut<'a, T> {
    /// # Safety
    /// As for [`View::from_span`], and the memory must also be writable, by nothing else, for
    /// `'a`.
    pub(crate) unsafe fn from_span(span: Span<'a>, len: usize) -> Self {
        const {
            assert!(
                size_of::<T>() != 0,
                "cannot view memory as a zero-sized type"
            )
        };
        debug_assert_eq!(span.bytes, len * size_of::<T>());
        ViewMut {
            span,
            len,
            _marker: PhantomData,
        }
    }

    pub(crate) fn span(&self) -> Span<'a> {
        self.span
    }

    shared_accessors!();

    /// A shared view of the same elements, for as long as this one is borrowed.
    pub fn as_view(&self) -> View<'_, T> {
        // SAFETY: shared access for a shorter borrow of an exclusive view.
        unsafe { View::from_span(self.span, self.len) }
    }

    /// This view as a shared one.
    pub fn into_view(self) -> View<'a, T> {
        // SAFETY: giving up exclusivity for the same lifetime.
        unsafe { View::from_span(self.span, self.len) }
    }

    /// A shorter-lived exclusive view of the same elements, leaving this one usable after.
    pub fn reborrow(&mut self) -> ViewMut<'_, T> {
        // SAFETY: exclusive for the borrow of self, during which self cannot be used.
        unsafe { ViewMut::from_span(self.span, self.len) }
    }

    /// The elements as a host slice; see [`View::as_slice`].
    pub fn as_slice(&self) -> Option<&[T]> {
        self.as_view().as_slice()
    }

    /// The elements as a mutable host slice, where the host may write them.
    pub fn as_mut_slice(&mut self) -> Option<&mut [T]> {
        self.reborrow().into_mut_slice()
    }

    /// The elements as a mutable host slice for the whole lifetime of the view.
    pub fn into_mut_slice(self) -> Option<&'a mut [T]> {
        let host = self.span.host;
        if self.len == 0 {
            // As in View::as_slice.
            return (self.span.kind != MemoryKind::Device).then_some(&mut []);
        }
        // SAFETY: a non-null host pointer means the host may write these `len` elements for
        // 'a, exclusively (from_span's contract); any bytes are a valid T.
        (!host.is_null()).then(|| unsafe { std::slice::from_raw_parts_mut(host.cast(), self.len) })
    }

    /// The elements in `range`.
    pub fn slice(self, range: impl RangeBounds<usize>) -> Result<ViewMut<'a, T>> {
        let (span, len) = elements::<T>(self.span, self.len, range)?;
        // SAFETY: a sub-range of what this view may write, for the same lifetime.
        Ok(unsafe { ViewMut::from_span(span, len) })
    }

    /// The first `mid` elements and the rest, each exclusively.
    pub fn split_at(self, mid: usize) -> Result<(ViewMut<'a, T>, ViewMut<'a, T>)> {
        let (head, head_len) = elements::<T>(self.span, self.len, ..mid)?;
        let (tail, tail_len) = elements::<T>(self.span, self.len, mid..)?;
        // SAFETY: two disjoint parts of what this view may write, for the same lifetime.
        Ok(unsafe {
            (
                ViewMut::from_span(head, head_len),
                ViewMut::from_span(tail, tail_len),
            )
        })
    }

    /// Consecutive exclusive views of `size` elements (the last may be shorter).
    pub fn chunks(self, size: usize) -> Result<ChunksMut<'a, T>> {
        if size == 0 {
            return Err(Error::ZeroLength { what: "chunk size" });
        }
        Ok(ChunksMut {
            rest: Some(self),
            size,
        })
    }

    /// The same bytes as elements of `U`; see [`View::cast`].
    pub fn cast<U: Pod>(self) -> Result<ViewMut<'a, U>> {
        let (span, len) = cast::<U>(self.span)?;
        // SAFETY: the same bytes, writable as before; U: Pod accepts any bytes.
        Ok(unsafe { ViewMut::from_span(span, len) })
    }
}

// Ordinary host memory converts into views, so that copies take `&vec`, `&mut slice`, ...

impl<'a, T: Pod> From<&'a [T]> for View<'a, T> {
    fn from(slice: &'a [T]) -> Self {
        let span = Span::host(slice.as_ptr().cast_mut().cast(), size_of_val(slice));
        // SAFETY: the slice is readable, and not written by anyone else, for 'a.
        unsafe { View::from_span(span, slice.len()) }
    }
}

impl<'a, T: Pod> From<&'a Vec<T>> for View<'a, T> {
    fn from(vec: &'a Vec<T>) -> Self {
        View::from(vec.as_slice())
    }
}

impl<'a, T: Pod, const N: usize> From<&'a [T; N]> for View<'a, T> {
    fn from(array: &'a [T; N]) -> Self {
        View::from(array.as_slice())
    }
}

impl<'a, T: Pod> From<&'a mut [T]> for ViewMut<'a, T> {
    fn from(slice: &'a mut [T]) -> Self {
        let span = Span::host(slice.as_mut_ptr().cast(), size_of_val(slice));
        // SAFETY: the slice is exclusively borrowed for 'a.
        unsafe { ViewMut::from_span(span, slice.len()) }
    }
}

impl<'a, T: Pod> From<&'a mut Vec<T>> for ViewMut<'a, T> {
    fn from(vec: &'a mut Vec<T>) -> Self {
        ViewMut::from(vec.as_mut_slice())
    }
}

impl<'a, T: Pod, const N: usize> From<&'a mut [T; N]> for ViewMut<'a, T> {
    fn from(array: &'a mut [T; N]) -> Self {
        ViewMut::from(array.as_mut_slice())
    }
}

impl<'a, T: Pod> From<ViewMut<'a, T>> for View<'a, T> {
    fn from(view: ViewMut<'a, T>) -> Self {
        view.into_view()
    }
}

impl<'a, T: Pod> From<&'a ViewMut<'_, T>> for View<'a, T> {
    fn from(view: &'a ViewMut<'_, T>) -> Self {
        view.as_view()
    }
}

impl<'a, T: Pod> From<&'a mut ViewMut<'_, T>> for ViewMut<'a, T> {
    fn from(view: &'a mut ViewMut<'_, T>) -> Self {
        view.reborrow()
    }
}

impl<'a, T: Pod> From<&'a View<'_, T>> for View<'a, T> {
    fn from(view: &'a View<'_, T>) -> Self {
        // SAFETY: a copy of a shared view, for a shorter lifetime.
        unsafe { View::from_span(view.span, view.len) }
    }
}
