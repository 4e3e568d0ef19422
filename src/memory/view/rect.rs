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
use super::{Span, View, ViewMut, contiguous};
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
        rows: Some(Rows::plane(rows, row_len * size, row_stride * size)),
        ..span
    };
    Ok((shaped, rows * row_len))
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

            /// The rows `rows` and columns `cols` of this rectangle (a contiguous view is one
            /// row); of a volume, those of every slice
            /// ([`sub_volume`](Self::sub_volume)`(.., rows, cols)`).
            pub fn sub_rect(
                self,
                rows: impl RangeBounds<usize>,
                cols: impl RangeBounds<usize>,
            ) -> Result<Self> {
                self.sub_volume(.., rows, cols)
            }

            /// Row `index`: a contiguous view; of a volume, row `index` of every slice.
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

            /// Rows (of each slice, for a volume): 1 for a non-empty contiguous view, 0 for an
            /// empty one.
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
            /// their stride are contiguous, and keep their rows for `sub_rect` and `row`), nor
            /// between the slices of a volume.
            pub fn is_contiguous(&self) -> bool {
                self.span.gaps().is_none()
            }
        }
    };
}

rect_methods!(View);
rect_methods!(ViewMut);
