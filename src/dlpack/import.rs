//! Borrowing another library's DLPack tensor: viewed by cudyn, released through the
//! producer's deleter when dropped.

use std::ptr::NonNull;

use super::data_type::DataType;
use crate::driver::device::Device;
use crate::driver::error::{Error, Result};
use crate::memory::foreign::foreign_span;
use crate::memory::view::{Span, View, ViewMut};
use crate::sys::dlpack::{
    DLDataType, DLManagedTensor, DLManagedTensorVersioned, DLPACK_FLAG_BITMASK_READ_ONLY,
    DLPACK_VERSION, DLTensor, K_DL_BOOL, K_DL_CPU, K_DL_CUDA, K_DL_CUDA_HOST, K_DL_CUDA_MANAGED,
};

/// A tensor another library exported, owned until dropped, when its producer's deleter runs
/// (from whichever thread drops it). Viewed as cudyn memory with [`Imported::view`] and
/// [`Imported::view_mut`]; the views borrow it, so the tensor outlives them.
pub struct Imported {
    tensor: Managed,
}

enum Managed {
    Versioned(NonNull<DLManagedTensorVersioned>),
    Legacy(NonNull<DLManagedTensor>),
}

// SAFETY: DLPack lets a consumer call the deleter from any thread, and the views it lends are
// Send and Sync as cudyn's own views are.
unsafe impl Send for Imported {}
// SAFETY: shared access only reads the tensor's description.
unsafe impl Sync for Imported {}

impl Imported {
    /// Takes a versioned tensor (from a `"dltensor_versioned"` capsule). A major version other
    /// than 1 is [`Error::DlpackVersion`], and the tensor is then released.
    ///
    /// # Safety
    /// `tensor` is a live tensor handed to this consumer, not used by anything else after
    /// this call, whose memory stays valid until its deleter runs.
    pub unsafe fn from_raw(tensor: *mut DLManagedTensorVersioned) -> Result<Imported> {
        let tensor = NonNull::new(tensor).ok_or(Error::DlpackLayout {
            what: "a null tensor",
        })?;
        let imported = Imported {
            tensor: Managed::Versioned(tensor),
        };
        // SAFETY: live, per the caller.
        let version = unsafe { tensor.as_ref() }.version;
        if version.major != DLPACK_VERSION.major {
            // Dropping `imported` calls the deleter: the producer gets its memory back.
            return Err(Error::DlpackVersion {
                major: version.major,
                minor: version.minor,
            });
        }
        Ok(imported)
    }

    /// Takes an unversioned tensor (from a `"dltensor"` capsule).
    ///
    /// # Safety
    /// As for [`Imported::from_raw`].
    pub unsafe fn from_raw_legacy(tensor: *mut DLManagedTensor) -> Result<Imported> {
        let tensor = NonNull::new(tensor).ok_or(Error::DlpackLayout {
            what: "a null tensor",
        })?;
        Ok(Imported {
            tensor: Managed::Legacy(tensor),
        })
    }

    /// The tensor's description.
    pub fn tensor(&self) -> &DLTensor {
        // SAFETY: live until dropped, per from_raw's contract.
        unsafe {
            match &self.tensor {
                Managed::Versioned(t) => &t.as_ref().dl_tensor,
                Managed::Legacy(t) => &t.as_ref().dl_tensor,
            }
        }
    }

    /// Whether the producer marked it read-only (versioned tensors only can say so).
    pub fn is_read_only(&self) -> bool {
        match &self.tensor {
            // SAFETY: live until dropped.
            Managed::Versioned(t) => {
                unsafe { t.as_ref() }.flags & DLPACK_FLAG_BITMASK_READ_ONLY != 0
            }
            Managed::Legacy(_) => false,
        }
    }

    /// Its extents.
    pub fn shape(&self) -> &[i64] {
        let tensor = self.tensor();
        match usize::try_from(tensor.ndim) {
            // SAFETY: DLPack gives `ndim` extents behind `shape`, alive with the tensor.
            Ok(n) if n > 0 && !tensor.shape.is_null() => unsafe {
                std::slice::from_raw_parts(tensor.shape, n)
            },
            _ => &[],
        }
    }

    /// Its strides in elements, if the producer gave them.
    pub fn strides(&self) -> Option<&[i64]> {
        let tensor = self.tensor();
        let n = usize::try_from(tensor.ndim).ok()?;
        // SAFETY: DLPack gives `ndim` strides behind a non-null `strides`.
        (!tensor.strides.is_null())
            .then(|| unsafe { std::slice::from_raw_parts(tensor.strides, n) })
    }

    /// The span of the tensor as `len` elements of `T` on `device`, checked: element type,
    /// compact row-major layout, and the memory itself (asked of the driver for CUDA memory).
    fn span<'a, T: DataType>(&'a self, device: &'a Device) -> Result<(Span<'a>, usize)> {
        let tensor = self.tensor();
        let bool_as_u8 = tensor.dtype
            == DLDataType {
                code: K_DL_BOOL,
                bits: 8,
                lanes: 1,
            }
            && T::DTYPE == u8::DTYPE;
        if tensor.dtype != T::DTYPE && !bool_as_u8 {
            return Err(Error::DlpackDataType {
                expected: T::DTYPE,
                found: tensor.dtype,
            });
        }
        let shape = self.shape();
        if tensor.ndim < 0 || (tensor.ndim > 0 && tensor.shape.is_null()) {
            return Err(Error::DlpackLayout {
                what: "a shape that is not there",
            });
        }
        let len = shape
            .iter()
            .try_fold(1usize, |n, &e| n.checked_mul(usize::try_from(e).ok()?))
            .ok_or(Error::DlpackLayout {
                what: "a negative or overflowing shape",
            })?;
        if let Some(strides) = self.strides() {
            // Compact row-major: each stride is the product of the extents after it (extents
            // of 1 may carry any stride).
            let mut expected = 1i64;
            for (&extent, &stride) in shape.iter().zip(strides).rev() {
                if extent != 1 && stride != expected {
                    return Err(Error::DlpackLayout {
                        what: "strides that are not compact row-major",
                    });
                }
                expected = expected.saturating_mul(extent);
            }
        }
        let addr =
            (tensor.data as u64)
                .checked_add(tensor.byte_offset)
                .ok_or(Error::DlpackLayout {
                    what: "a byte offset past the address space",
                })?;
        let ordinal = device.ordinal() as i32;
        let span = match tensor.device.device_type {
            K_DL_CUDA | K_DL_CUDA_MANAGED if tensor.device.device_id != ordinal => {
                return Err(Error::WrongDevice {
                    what: "the DLPack tensor",
                    expected: device.ordinal(),
                    found: tensor.device.device_id.max(0) as usize,
                });
            }
            K_DL_CUDA | K_DL_CUDA_HOST | K_DL_CUDA_MANAGED => foreign_span::<T>(device, addr, len)?,
            K_DL_CPU => {
                if !(addr as usize).is_multiple_of(align_of::<T>()) && len != 0 {
                    return Err(Error::Misaligned {
                        addr,
                        align: align_of::<T>(),
                    });
                }
                Span::host(addr as *mut u8, len * size_of::<T>())
            }
            other => return Err(Error::DlpackDevice { device_type: other }),
        };
        Ok((span, len))
    }

    /// A view of the tensor's elements as `T`, on `device`.
    ///
    /// # Errors
    /// [`Error::DlpackDataType`] if the tensor does not hold `T` (an 8-bit bool tensor may be
    /// viewed as `u8`); [`Error::DlpackLayout`] if it is not compact row-major;
    /// [`Error::WrongDevice`] if its memory is another device's; [`Error::DlpackDevice`] for
    /// memory that is neither host nor CUDA; and what [`View::from_raw`] checks.
    pub fn view<'a, T: DataType>(&'a self, device: &'a Device) -> Result<View<'a, T>> {
        let (span, len) = self.span::<T>(device)?;
        // SAFETY: the producer keeps the memory alive until the deleter, which runs when self
        // drops, after this borrow; DLPack lets the consumer read it meanwhile.
        Ok(unsafe { View::from_span(span, len) })
    }

    /// An exclusive view of the tensor's elements as `T`, on `device`, checked as
    /// [`Imported::view`] checks; [`Error::DlpackReadOnly`] if the producer marked the tensor
    /// read-only.
    pub fn view_mut<'a, T: DataType>(&'a mut self, device: &'a Device) -> Result<ViewMut<'a, T>> {
        if self.is_read_only() {
            return Err(Error::DlpackReadOnly);
        }
        let (span, len) = self.span::<T>(device)?;
        // SAFETY: as for view, and self is borrowed exclusively: no other view of it exists.
        Ok(unsafe { ViewMut::from_span(span, len) })
    }
}

impl Drop for Imported {
    fn drop(&mut self) {
        // SAFETY: the producer's deleter, called once, with the tensor it gave.
        unsafe {
            match self.tensor {
                Managed::Versioned(t) => {
                    if let Some(deleter) = (*t.as_ptr()).deleter {
                        deleter(t.as_ptr());
                    }
                }
                Managed::Legacy(t) => {
                    if let Some(deleter) = (*t.as_ptr()).deleter {
                        deleter(t.as_ptr());
                    }
                }
            }
        }
    }
}
