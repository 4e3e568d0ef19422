//! Borrowed views: one pair of types for every kind of memory.
//!
//! [`View`] is to a buffer what `&[T]` is to a `Vec<T>`, and [`ViewMut`] what `&mut [T]` is:
//! every memory kind hands them out (device, pinned, unified, registered, and ordinary host
//! slices through `From`), they can be sliced, split, chunked and cast, and they cannot outlive
//! what they borrow. Views of memory the host may read give host slices; views of device memory
//! do not.

mod chunks;
mod overlap;
mod rect;
mod span;
mod volume;

use std::marker::PhantomData;
use std::mem::{align_of, size_of};
use std::ops::{Bound, RangeBounds};

use bytemuck::Pod;

use crate::driver::error::{Error, Result};
use crate::driver::memory_kind::MemoryKind;
use crate::sys::CUdeviceptr;

pub use chunks::{Chunks, ChunksMut};
pub(crate) use span::Rows;
pub use span::{Span, StorageId};

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
        .field("rows", &span.rows)
        .field("storage", &span.storage.map(StorageId::get))
        .finish()
}

/// `Ok` for contiguous memory, the error for `what` on a rectangle with gaps between its rows.
pub(crate) fn contiguous(span: &Span<'_>, what: &'static str) -> Result<()> {
    match span.gaps() {
        None => Ok(()),
        Some(rows) => Err(Error::NotContiguous {
            what,
            rows: rows.all(),
        }),
    }
}

/// `[start, end)` of a range over `len` elements, or the error for it.
pub(crate) fn bounds(range: impl RangeBounds<usize>, len: usize) -> Result<(usize, usize)> {
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
    contiguous(&span, "slicing")?;
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
    contiguous(&span, "a cast")?;
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
    // The rows of a rectangle without gaps are counted in the old elements: dropped.
    Ok((Span { rows: None, ..span }, span.bytes / size))
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

        /// Size in bytes (of the elements: a rectangle's gaps between rows do not count).
        pub fn size_bytes(&self) -> usize {
            self.span.payload()
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
        /// of one, do not). Empty views overlap nothing. Rectangles and volumes count by their
        /// rows, not the gaps between them: two column blocks of one matrix do not overlap.
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
        debug_assert_eq!(span.payload(), len * size_of::<T>());
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
    /// `None` too for a rectangle with gaps between its rows (no slice holds it).
    pub fn as_slice(&self) -> Option<&'a [T]> {
        let host = self.span.host;
        if self.span.gaps().is_some() {
            return None;
        }
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
        contiguous(&self.span, "chunks")?;
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
        debug_assert_eq!(span.payload(), len * size_of::<T>());
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
    /// `None` for device memory and for a rectangle with gaps between its rows.
    pub fn into_mut_slice(self) -> Option<&'a mut [T]> {
        let host = self.span.host;
        if self.span.gaps().is_some() {
            // A slice would span the gaps, which this view does not own.
            return None;
        }
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
        contiguous(&self.span, "chunks")?;
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
