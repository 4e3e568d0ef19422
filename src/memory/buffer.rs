//! What every owned buffer has in common: its size computation, its accessors and views.
//! (Copies between buffers are methods of the copy routine's module, `work::copy`.)

use std::mem::size_of;

use crate::driver::error::{Error, Result};

/// Bytes for `len` elements of `T`, or the error if that overflows what a host slice can hold
/// (`isize::MAX`, which also bounds every allocation the driver can make).
pub(crate) fn bytes_for<T>(len: usize) -> Result<usize> {
    const {
        assert!(
            size_of::<T>() != 0,
            "buffers of zero-sized types are not supported"
        )
    };
    // A match, not `ok_or`: that builds the error on every call and drops it (an out-of-line
    // call on every allocation).
    match len.checked_mul(size_of::<T>()) {
        Some(bytes) if bytes <= isize::MAX as usize => Ok(bytes),
        _ => Err(Error::SizeOverflow {
            count: len,
            size: size_of::<T>(),
        }),
    }
}

/// The methods every owned buffer offers through its views. The type must have a `len` field,
/// a `storage` field and `span(&self) -> Span<'_>`.
macro_rules! buffer_methods {
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
            self.len * std::mem::size_of::<T>()
        }

        /// The identity of this allocation, shared by all of its views.
        pub fn storage_id(&self) -> $crate::memory::view::StorageId {
            self.storage
        }

        /// The address the driver knows this memory by (see [`View::device_ptr`]); 0 when
        /// empty.
        ///
        /// [`View::device_ptr`]: crate::View::device_ptr
        pub fn device_ptr(&self) -> crate::sys::CUdeviceptr {
            let span = self.span();
            span.settle_if_device();
            span.addr
        }

        /// A shared view of the whole buffer.
        pub fn view(&self) -> $crate::View<'_, T> {
            // SAFETY: the span covers this buffer's `len` elements, readable while `self` is
            // borrowed, and the borrow keeps them from being written.
            unsafe { $crate::View::from_span(self.span(), self.len) }
        }

        /// An exclusive view of the whole buffer.
        pub fn view_mut(&mut self) -> $crate::ViewMut<'_, T> {
            // SAFETY: as for `view`, and the exclusive borrow makes the view the only writer.
            unsafe { $crate::ViewMut::from_span(self.span(), self.len) }
        }

        /// A shared view of the elements in `range` (`self.view().slice(range)`).
        pub fn slice(
            &self,
            range: impl std::ops::RangeBounds<usize>,
        ) -> $crate::Result<$crate::View<'_, T>> {
            self.view().slice(range)
        }

        /// An exclusive view of the elements in `range` (`self.view_mut().slice(range)`).
        pub fn slice_mut(
            &mut self,
            range: impl std::ops::RangeBounds<usize>,
        ) -> $crate::Result<$crate::ViewMut<'_, T>> {
            self.view_mut().slice(range)
        }
    };
}

/// `From` conversions of `&Buffer` into `View` and of `&mut Buffer` into `ViewMut`.
macro_rules! buffer_views {
    ($($buffer:ident $(<$lt:lifetime>)?),*) => {$(
        impl<'v, $($lt,)? T: bytemuck::Pod> From<&'v $buffer<$($lt,)? T>> for $crate::View<'v, T> {
            fn from(buffer: &'v $buffer<$($lt,)? T>) -> Self {
                buffer.view()
            }
        }

        impl<'v, $($lt,)? T: bytemuck::Pod> From<&'v mut $buffer<$($lt,)? T>> for $crate::ViewMut<'v, T> {
            fn from(buffer: &'v mut $buffer<$($lt,)? T>) -> Self {
                buffer.view_mut()
            }
        }
    )*};
}

pub(crate) use {buffer_methods, buffer_views};
