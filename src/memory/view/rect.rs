//! Rectangles on the one view type: a view read as rows with a stride between them (an image,
//! a tile of a matrix, pitched device memory), sub-rectangles and single rows of it.
//!
//! A rectangle is a [`View`]/[`ViewMut`] whose span carries [`Rows`]: nothing else changes, so
//! every memory kind has rectangles, and [`copy`](crate::copy) and the fills take them where
//! they take any view. What needs contiguous elements (host slices, `slice`, `chunks`, `cast`,
//! DLPack) refuses a rectangle with gaps with [`Error::NotContiguous`]. A rectangle without
//! gaps (rows as long as their stride) is contiguous for all of them, and keeps its rows for
//! `sub_rect` and `row`; one row is an ordinary view.

use std::mem::size_of;
use std::ops::RangeBounds;

use bytemuck::Pod;

use super::span::Rows;
use super::{Span, View, ViewMut, bounds, contiguous};
use crate::driver::error::{Error, Result};

/// The span of `rows` rows of `row_len` elements of `T`, each `row_stride` after the one
/// before, over the contiguous `span` of `len` elements; and its element count.
fn rect_span<T>(
    span: Span<'_>,
    len: usize,
    rows: usize,
    row_len: usize,
    row_stride: usize,
) -> Result<(Span<'_>, usize)> {
    contiguous(&span, "a new rectangle")?;
    if row_len > row_stride {
        return Err(Error::RowStride {
            row_len,
            stride: row_stride,
        });
    }
    if rows == 0 || row_len == 0 {
        return Ok((span.sub(0, 0), 0));
    }
    let overflow = Error::SizeOverflow {
        count: rows,
        size: row_stride,
    };
    let extent = (rows - 1)
        .checked_mul(row_stride)
        .and_then(|e| e.checked_add(row_len))
        .ok_or(overflow)?;
    if extent > len {
        return Err(Error::OutOfRange {
            start: 0,
            end: extent,
            len,
        });
    }
    // Within `len` elements, so none of these products overflow.
    let size = size_of::<T>();
    if rows == 1 {
        return Ok((span.sub(0, row_len * size), row_len));
    }
    let shaped = Span {
        bytes: extent * size,
        rows: Some(Rows {
            count: rows,
            width: row_len * size,
            pitch: row_stride * size,
        }),
        ..span
    };
    Ok((shaped, rows * row_len))
}

/// The rows `rows` and columns `cols` of a view of `T` whose shape is (`count` rows of
/// `row_len` elements, `stride` apart); and its element count.
fn sub_rect_span<T>(
    span: Span<'_>,
    (count, row_len, stride): (usize, usize, usize),
    rows: impl RangeBounds<usize>,
    cols: impl RangeBounds<usize>,
) -> Result<(Span<'_>, usize)> {
    let (r0, r1) = bounds(rows, count)?;
    let (c0, c1) = bounds(cols, row_len)?;
    let (n, w, size) = (r1 - r0, c1 - c0, size_of::<T>());
    // Inside the view's extent: no overflow. The host pointer moves with the address.
    let offset = (r0 * stride + c0) * size;
    let moved = |bytes: usize, shape: Option<Rows>| Span {
        addr: span.addr + offset as u64,
        host: if span.host.is_null() {
            span.host
        } else {
            span.host.wrapping_add(offset)
        },
        bytes,
        rows: shape,
        ..span
    };
    Ok(if n == 0 || w == 0 {
        (moved(0, None), 0)
    } else if n == 1 {
        (moved(w * size, None), w)
    } else {
        let shape = Rows {
            count: n,
            width: w * size,
            pitch: stride * size,
        };
        (moved(((n - 1) * stride + w) * size, Some(shape)), n * w)
    })
}

macro_rules! rect_methods {
    ($View:ident) => {
        impl<'a, T: Pod> $View<'a, T> {
            /// This contiguous view read as `rows` rows of `row_len` elements, each starting
            /// `row_stride` elements after the one before (a pitched image, a column block of
            /// a row-major matrix). The rows must fit in the view and not overlap
            /// ([`Error::OutOfRange`], [`Error::RowStride`]); `rows == 0` or `row_len == 0`
            /// gives an empty view.
            pub fn rect(self, rows: usize, row_len: usize, row_stride: usize) -> Result<Self> {
                let (span, len) = rect_span::<T>(self.span, self.len, rows, row_len, row_stride)?;
                // SAFETY: elements of the memory this view may access, for the same lifetime;
                // rows that do not overlap, so each element is viewed once.
                Ok(unsafe { Self::from_span(span, len) })
            }

            /// [`rect`](Self::rect) of a shape the caller knows fits a contiguous view (an
            /// owner's own rows); were it ever refused, an empty view, which reaches nothing.
            pub(crate) fn rect_or_empty(self, rows: usize, row_len: usize, stride: usize) -> Self {
                let (span, len) = rect_span::<T>(self.span, self.len, rows, row_len, stride)
                    .unwrap_or((
                        Span {
                            bytes: 0,
                            rows: None,
                            ..self.span
                        },
                        0,
                    ));
                // SAFETY: as in `rect`; or no element at all.
                unsafe { Self::from_span(span, len) }
            }

            /// The rows `rows` and columns `cols` of this rectangle (a contiguous view is one
            /// row).
            pub fn sub_rect(
                self,
                rows: impl RangeBounds<usize>,
                cols: impl RangeBounds<usize>,
            ) -> Result<Self> {
                let shape = (self.rows(), self.row_len(), self.row_stride());
                let (span, len) = sub_rect_span::<T>(self.span, shape, rows, cols)?;
                // SAFETY: a sub-rectangle of what this view may access, for the same lifetime.
                Ok(unsafe { Self::from_span(span, len) })
            }

            /// Row `index`: a contiguous view.
            pub fn row(self, index: usize) -> Result<Self> {
                let rows = self.rows();
                if index >= rows {
                    return Err(Error::OutOfRange {
                        start: index,
                        end: index.saturating_add(1),
                        len: rows,
                    });
                }
                self.sub_rect(index..=index, ..)
            }

            /// Rows: 1 for a non-empty contiguous view, 0 for an empty one.
            pub fn rows(&self) -> usize {
                match self.span.rows {
                    Some(rows) => rows.count,
                    None => usize::from(self.len != 0),
                }
            }

            /// Elements in a row (a contiguous view's length).
            pub fn row_len(&self) -> usize {
                match self.span.rows {
                    Some(rows) => rows.width / size_of::<T>(),
                    None => self.len,
                }
            }

            /// Elements from the start of one row to the start of the next (a contiguous
            /// view's length).
            pub fn row_stride(&self) -> usize {
                match self.span.rows {
                    Some(rows) => rows.pitch / size_of::<T>(),
                    None => self.len,
                }
            }

            /// Whether the elements are contiguous: no gaps between rows (rows as long as
            /// their stride are contiguous, and keep their rows for `sub_rect` and `row`).
            pub fn is_contiguous(&self) -> bool {
                self.span.gaps().is_none()
            }
        }
    };
}

rect_methods!(View);
rect_methods!(ViewMut);
