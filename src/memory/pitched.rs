//! Pitched device memory (`cuMemAllocPitch`): rows padded so that each starts where the device
//! reads fastest, owned like any other buffer, and viewed as a rectangle.

use std::mem::size_of;

use bytemuck::Pod;

use crate::driver::call;
use crate::driver::device::Device;
use crate::driver::error::{Error, Result};
use crate::memory::device_buffer::DeviceBuffer;
use crate::memory::view::{View, ViewMut};
use crate::sys::CUdeviceptr;

/// `rows` rows of `row_len` elements of `T` in device memory, each row starting `row_stride`
/// elements after the one before, at the pitch the driver chose (`cuMemAllocPitch`). Freed on
/// drop; its views are rectangles ([`View::rect`]), which copy to and from any memory.
///
/// ```
/// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
/// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
/// use cudyn::{Device, PitchedBuffer};
///
/// let device = Device::get(0)?;
/// let image: Vec<u16> = (0..480 * 640).map(|i| i as u16).collect();
/// let mut pitched = PitchedBuffer::<u16>::new(&device, 480, 640)?;
/// assert!(pitched.row_stride() >= 640);
/// cudyn::copy(&image, pitched.view_mut())?; // a packed image into padded rows
/// let tile = pitched.view().sub_rect(100..116, 200..216)?; // a 16 x 16 tile
/// assert_eq!(tile.to_vec()?[..4], image[100 * 640 + 200..][..4]);
/// # Ok::<(), cudyn::Error>(())
/// ```
pub struct PitchedBuffer<T> {
    buffer: DeviceBuffer<T>,
    depth: usize,
    rows: usize,
    row_len: usize,
    row_stride: usize,
}

impl<T: Pod> PitchedBuffer<T> {
    /// `rows` rows of `row_len` elements, contents whatever the memory held (sound as for
    /// [`DeviceBuffer::uninit`]). Zero rows or an empty row is [`Error::ZeroLength`].
    pub fn new(device: &Device, rows: usize, row_len: usize) -> Result<Self> {
        Self::volume(device, 1, rows, row_len)
    }

    /// `depth` slices of `rows` rows of `row_len` elements, the slices packed one after
    /// another (`rows` pitched rows apart: `cuMemAllocPitch` of `depth * rows` rows); its
    /// views are volumes ([`View::volume`]). Zero slices, rows or row length is
    /// [`Error::ZeroLength`].
    ///
    /// ```
    /// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
    /// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
    /// use cudyn::{Device, PitchedBuffer};
    ///
    /// let device = Device::get(0)?;
    /// let grid: Vec<f32> = (0..8 * 16 * 30).map(|i| i as f32).collect();
    /// let mut pitched = PitchedBuffer::<f32>::volume(&device, 8, 16, 30)?;
    /// assert_eq!(pitched.slice_stride(), 16 * pitched.row_stride());
    /// cudyn::copy(&grid, pitched.view_mut())?; // packed slices into padded ones
    /// let slice = pitched.view().plane(5)?;
    /// assert_eq!(slice.to_vec()?[..], grid[5 * 16 * 30..6 * 16 * 30]);
    /// # Ok::<(), cudyn::Error>(())
    /// ```
    pub fn volume(device: &Device, depth: usize, rows: usize, row_len: usize) -> Result<Self> {
        if depth == 0 || rows == 0 || row_len == 0 {
            return Err(Error::ZeroLength {
                what: "pitched buffer's slices, rows and row length",
            });
        }
        let all = depth.checked_mul(rows).ok_or(Error::SizeOverflow {
            count: depth,
            size: rows,
        })?;
        let size = size_of::<T>();
        let width = row_len.checked_mul(size).ok_or(Error::SizeOverflow {
            count: row_len,
            size,
        })?;
        // The driver aligns rows for accesses of 4, 8 or 16 bytes: the widest T's size allows.
        let access = [16, 8]
            .into_iter()
            .find(|a| size.is_multiple_of(*a))
            .unwrap_or(4);
        let (mut ptr, mut pitch): (CUdeviceptr, usize) = (0, 0);
        device.bind()?;
        // SAFETY: writes an address and a pitch through pointers to live locals; the device's
        // context is current.
        unsafe {
            call!(cuMemAllocPitch_v2(
                &mut ptr,
                &mut pitch,
                width,
                all,
                access as u32
            ))
        }?;
        // A pitch that is no whole number of elements (a 12-byte T) cannot be a row stride:
        // such rows are laid out by cudyn instead, on the driver's alignment.
        let (stride, fresh) = if pitch.is_multiple_of(size) {
            (pitch / size, Some(ptr))
        } else {
            // SAFETY: the allocation just made, which nothing else knows of.
            if let Err(error) = unsafe { call!(cuMemFree_v2(ptr)) } {
                tracing::warn!(%error, "freeing an unused pitched allocation failed; leaked");
            }
            (pitch.div_ceil(size), None)
        };
        // The driver allocated `all` pitches, so this is no overflow.
        let len = (all - 1) * stride + row_len;
        let buffer = match fresh {
            // SAFETY: `rows * pitch` bytes just allocated on `device` by the direct calls, which
            // `len` elements fit in, owned by nothing else.
            Some(ptr) => unsafe { DeviceBuffer::from_fresh(device, ptr, len) },
            None => DeviceBuffer::uninit(device, len)?,
        };
        tracing::debug!(depth, rows, row_len, stride, "pitched");
        Ok(PitchedBuffer {
            buffer,
            depth,
            rows,
            row_len,
            row_stride: stride,
        })
    }

    /// Slices: 1 for a buffer made by [`new`](Self::new).
    pub fn depth(&self) -> usize {
        self.depth
    }

    /// Elements from the start of one slice to the start of the next: `rows * row_stride`.
    pub fn slice_stride(&self) -> usize {
        self.rows * self.row_stride
    }

    /// Rows (of each slice).
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Elements in a row.
    pub fn row_len(&self) -> usize {
        self.row_len
    }

    /// Elements from the start of one row to the start of the next (the pitch, in elements).
    pub fn row_stride(&self) -> usize {
        self.row_stride
    }

    /// The device the memory is on.
    pub fn device(&self) -> &Device {
        self.buffer.device()
    }

    /// The rectangle of the rows (the volume of the slices, for more than one).
    pub fn view(&self) -> View<'_, T> {
        let (depth, rows, row_len, stride) = (self.depth, self.rows, self.row_len, self.row_stride);
        self.buffer
            .view()
            .volume_or_empty(depth, rows, row_len, stride)
    }

    /// The rectangle of the rows (the volume of the slices), writable.
    pub fn view_mut(&mut self) -> ViewMut<'_, T> {
        let (depth, rows, row_len, stride) = (self.depth, self.rows, self.row_len, self.row_stride);
        self.buffer
            .view_mut()
            .volume_or_empty(depth, rows, row_len, stride)
    }
}
