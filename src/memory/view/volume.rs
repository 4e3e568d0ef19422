//! Volumes on the one view type: slices of rows with a stride between slices (a 3D grid, a
//! stack of images, a block of a 3D array), sub-volumes and single slices of it.
//!
//! A volume is a [`View`]/[`ViewMut`] whose span carries [`Rows`] with a depth, as a rectangle
//! is one with rows: [`copy`](crate::copy) and the fills take it where they take any view, and
//! what needs contiguous elements refuses one with gaps with [`Error::NotContiguous`]. A view
//! without depth reads as one slice, so `sub_volume` and `plane` apply to every view, and
//! `sub_rect` and `row` of a volume cut each of its slices alike.

use std::mem::size_of;
use std::ops::RangeBounds;

use bytemuck::Pod;

use super::span::Rows;
use super::{Span, View, ViewMut, bounds, contiguous};
use crate::driver::error::{Error, Result};

/// A shape in elements: `depth` slices, each `slice_stride` after the one before, of `rows`
/// rows of `row_len`, each `row_stride` after the one before.
#[derive(Clone, Copy)]
pub(super) struct Shape {
    pub(super) depth: usize,
    pub(super) rows: usize,
    pub(super) row_len: usize,
    pub(super) row_stride: usize,
    pub(super) slice_stride: usize,
}

/// The span of `shape`, which the caller has checked to lie in `span` from element `offset`
/// on, and its element count: empty, one contiguous row, a rectangle or a volume.
fn shaped<T>(span: Span<'_>, offset: usize, shape: Shape) -> (Span<'_>, usize) {
    let Shape {
        depth,
        rows,
        row_len,
        row_stride,
        slice_stride,
    } = shape;
    let size = size_of::<T>();
    // Inside the span's extent: no overflow. The host pointer moves with the address.
    let at = offset * size;
    let moved = |bytes: usize, rows: Option<Rows>| Span {
        addr: span.addr + at as u64,
        host: if span.host.is_null() {
            span.host
        } else {
            span.host.wrapping_add(at)
        },
        bytes,
        rows,
        ..span
    };
    if depth == 0 || rows == 0 || row_len == 0 {
        return (moved(0, None), 0);
    }
    let extent = ((depth - 1) * slice_stride + (rows - 1) * row_stride + row_len) * size;
    let (width, pitch) = (row_len * size, row_stride * size);
    let shape = match (depth, rows) {
        (1, 1) => None,
        (1, _) => Some(Rows::plane(rows, width, pitch)),
        _ => Some(Rows {
            count: rows,
            width,
            pitch,
            depth,
            slice: slice_stride * size,
        }),
    };
    (moved(extent, shape), depth * rows * row_len)
}

/// The span of `shape` over the contiguous `span` of `len` elements, checked, and its element
/// count.
fn volume_span<T>(span: Span<'_>, len: usize, shape: Shape) -> Result<(Span<'_>, usize)> {
    let Shape {
        depth,
        rows,
        row_len,
        row_stride,
        slice_stride,
    } = shape;
    contiguous(&span, "a new volume")?;
    if row_len > row_stride {
        return Err(Error::RowStride {
            row_len,
            stride: row_stride,
        });
    }
    let plane = rows.checked_mul(row_stride).ok_or(Error::SizeOverflow {
        count: rows,
        size: row_stride,
    })?;
    if plane > slice_stride {
        return Err(Error::SliceStride {
            rows,
            row_stride,
            stride: slice_stride,
        });
    }
    if depth == 0 || rows == 0 || row_len == 0 {
        return Ok(shaped::<T>(span, 0, Shape { depth: 0, ..shape }));
    }
    // The last slice's last row ends at most one plane past its start: no overflow there.
    let extent = (depth - 1)
        .checked_mul(slice_stride)
        .and_then(|e| e.checked_add((rows - 1) * row_stride + row_len))
        .ok_or(Error::SizeOverflow {
            count: depth,
            size: slice_stride,
        })?;
    if extent > len {
        return Err(Error::OutOfRange {
            start: 0,
            end: extent,
            len,
        });
    }
    Ok(shaped::<T>(span, 0, shape))
}

/// The slices `slices`, rows `rows` and columns `cols` of a view of `T` of shape `shape`; and
/// its element count.
pub(super) fn sub_shape<T>(
    span: Span<'_>,
    shape: Shape,
    slices: impl RangeBounds<usize>,
    rows: impl RangeBounds<usize>,
    cols: impl RangeBounds<usize>,
) -> Result<(Span<'_>, usize)> {
    let (k0, k1) = bounds(slices, shape.depth)?;
    let (r0, r1) = bounds(rows, shape.rows)?;
    let (c0, c1) = bounds(cols, shape.row_len)?;
    // Inside the view's extent: no overflow.
    let offset = k0 * shape.slice_stride + r0 * shape.row_stride + c0;
    let part = Shape {
        depth: k1 - k0,
        rows: r1 - r0,
        row_len: c1 - c0,
        ..shape
    };
    Ok(shaped::<T>(span, offset, part))
}

macro_rules! volume_methods {
    ($View:ident) => {
        impl<'a, T: Pod> $View<'a, T> {
            /// This contiguous view read as `depth` slices, each starting `slice_stride`
            /// elements after the one before, of `rows` rows of `row_len` elements, each
            /// starting `row_stride` elements after the one before: a 3D grid, a stack of
            /// images, a block of a larger 3D array.
            ///
            /// The rows must not overlap ([`Error::RowStride`]), nor the slices
            /// ([`Error::SliceStride`]: `slice_stride >= rows * row_stride`), and all must fit
            /// in the view ([`Error::OutOfRange`], or [`Error::SizeOverflow`] past `usize`).
            /// A depth, row count or row length of 0 gives an empty view; a depth of 1 a
            /// rectangle ([`rect`](Self::rect)).
            ///
            /// ```
            /// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
            /// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
            /// use cudyn::{Device, DeviceBuffer, Error, View};
            ///
            /// let device = Device::get(0)?;
            /// // A 4 x 6 x 8 grid, x fastest, and the 2 x 3 x 4 block at (1, 2, 3) of it.
            /// let grid: Vec<u16> = (0..4 * 6 * 8).collect();
            /// let block = View::from(&grid).volume(4, 6, 8, 8, 48)?.sub_volume(1..3, 2..5, 3..7)?;
            /// assert_eq!((block.depth(), block.rows(), block.row_len()), (2, 3, 4));
            /// let mut packed = DeviceBuffer::<u16>::zeroed(&device, 24)?;
            /// cudyn::copy(block, &mut packed)?; // one 3D copy, gaps left behind
            /// assert_eq!(packed.to_vec()?[..5], [67, 68, 69, 70, 75]);
            /// assert!(matches!(
            ///     View::from(&grid).volume(2, 6, 8, 8, 40),
            ///     Err(Error::SliceStride { rows: 6, row_stride: 8, stride: 40 })
            /// ));
            /// # Ok::<(), cudyn::Error>(())
            /// ```
            pub fn volume(
                self,
                depth: usize,
                rows: usize,
                row_len: usize,
                row_stride: usize,
                slice_stride: usize,
            ) -> Result<Self> {
                let shape = Shape {
                    depth,
                    rows,
                    row_len,
                    row_stride,
                    slice_stride,
                };
                let (span, len) = volume_span::<T>(self.span, self.len, shape)?;
                // SAFETY: elements of the memory this view may access, for the same lifetime;
                // rows and slices that do not overlap, so each element is viewed once.
                Ok(unsafe { Self::from_span(span, len) })
            }

            /// [`volume`](Self::volume) with packed slices (`rows * stride` apart), of a shape
            /// the caller knows fits a contiguous view (an owner's own rows); were it ever
            /// refused, an empty view, which reaches nothing.
            pub(crate) fn volume_or_empty(
                self,
                depth: usize,
                rows: usize,
                row_len: usize,
                stride: usize,
            ) -> Self {
                let shape = Shape {
                    depth,
                    rows,
                    row_len,
                    row_stride: stride,
                    slice_stride: rows.saturating_mul(stride),
                };
                let (span, len) = volume_span::<T>(self.span, self.len, shape)
                    .unwrap_or_else(|_| shaped::<T>(self.span, 0, Shape { depth: 0, ..shape }));
                // SAFETY: as in `volume`; or no element at all.
                unsafe { Self::from_span(span, len) }
            }

            /// The slices `slices`, rows `rows` and columns `cols` of this volume (a view
            /// without depth is one slice): a volume, or a rectangle where one slice is left.
            ///
            /// ```
            /// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
            /// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
            /// # let device = cudyn::Device::get(0)?;
            /// let mut grid = cudyn::DeviceBuffer::<u32>::zeroed(&device, 3 * 4 * 5)?;
            /// let mut middle = grid.view_mut().volume(3, 4, 5, 5, 20)?.sub_volume(.., 1..3, 1..4)?;
            /// middle.fill_u32(1)?; // every slice's inner 2 x 3, nothing else
            /// let got = grid.to_vec()?;
            /// assert_eq!(got.iter().sum::<u32>(), 3 * 2 * 3);
            /// assert_eq!(got[20 + 5..20 + 10], [0, 1, 1, 1, 0]);
            /// # Ok::<(), cudyn::Error>(())
            /// ```
            pub fn sub_volume(
                self,
                slices: impl RangeBounds<usize>,
                rows: impl RangeBounds<usize>,
                cols: impl RangeBounds<usize>,
            ) -> Result<Self> {
                let (span, len) = sub_shape::<T>(self.span, self.shape(), slices, rows, cols)?;
                // SAFETY: a part of what this view may access, for the same lifetime.
                Ok(unsafe { Self::from_span(span, len) })
            }

            /// Slice `index`: a rectangle (or one row, where a slice has one).
            ///
            /// ```
            /// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
            /// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
            /// let stack: Vec<u8> = (0..2 * 3 * 4).collect(); // two 3 x 4 images
            /// let second = cudyn::View::from(&stack).volume(2, 3, 4, 4, 12)?.plane(1)?;
            /// assert_eq!((second.depth(), second.rows()), (1, 3));
            /// assert_eq!(second.to_vec()?, (12..24).collect::<Vec<u8>>());
            /// assert!(cudyn::View::from(&stack).plane(1).is_err()); // a plain view: one slice
            /// # Ok::<(), cudyn::Error>(())
            /// ```
            pub fn plane(self, index: usize) -> Result<Self> {
                let depth = self.depth();
                if index >= depth {
                    return Err(Error::OutOfRange {
                        start: index,
                        end: index.saturating_add(1),
                        len: depth,
                    });
                }
                self.sub_volume(index..=index, .., ..)
            }

            /// Slices: 1 for a non-empty view without depth (a rectangle, contiguous memory),
            /// 0 for an empty one.
            pub fn depth(&self) -> usize {
                match self.span.rows {
                    Some(rows) => rows.depth,
                    None => usize::from(self.len != 0),
                }
            }

            /// Elements from the start of one slice to the start of the next (a view without
            /// depth: its rows times their stride, as if one more slice followed it packed).
            pub fn slice_stride(&self) -> usize {
                match self.span.rows {
                    Some(rows) => rows.slice / size_of::<T>(),
                    None => self.len,
                }
            }

            /// The shape, in elements.
            fn shape(&self) -> Shape {
                Shape {
                    depth: self.depth(),
                    rows: self.rows(),
                    row_len: self.row_len(),
                    row_stride: self.row_stride(),
                    slice_stride: self.slice_stride(),
                }
            }
        }
    };
}

volume_methods!(View);
volume_methods!(ViewMut);
