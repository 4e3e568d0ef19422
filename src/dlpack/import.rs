//! Borrowing another library's DLPack tensor: viewed by cudyn, released through the
//! producer's deleter when dropped.

use std::ptr::NonNull;

use super::data_type::{DataType, check_element};
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
///
/// ```
/// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
/// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
/// use cudyn::dlpack::{Exported, Imported};
/// use cudyn::{Device, DeviceBuffer};
///
/// let device = Device::get(0)?;
/// // A producer's tensor: here one cudyn made, as a raw `DLManagedTensorVersioned`.
/// let buffer = DeviceBuffer::<u32>::zeroed(&device, 4)?;
/// let raw = Exported::new(buffer, None, None)?.into_raw();
/// // SAFETY: a live tensor handed to this consumer alone; nothing else touches its memory
/// // while the import lives.
/// let mut imported = unsafe { Imported::from_raw(raw) }?;
/// imported.view_mut::<u32>(&device)?.fill_u32(3)?;
/// assert_eq!(imported.view::<u32>(&device)?.to_vec()?, [3; 4]);
/// // Its element type is checked: the tensor holds u32, not f32.
/// assert!(imported.view::<f32>(&device).is_err());
/// drop(imported); // runs the producer's deleter
/// # Ok::<(), cudyn::Error>(())
/// ```
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
    /// - `tensor` is a live tensor handed to this consumer, not used by anything else after
    ///   this call (its deleter is this `Imported`'s to call), whose description and memory
    ///   stay valid until its deleter runs.
    /// - For as long as the `Imported` lives, the access its views give is the caller's to
    ///   grant: nothing else writes the tensor's memory while a view of it lives, and nothing
    ///   else reads or writes it while a writable view ([`Imported::view_mut`], which safe
    ///   code may take of any import not flagged read-only) lives. "Nothing else" includes
    ///   the producer, other threads, and other tensors over the same storage: of PyTorch's
    ///   `x` and `x.view()`, both imported, either may be viewed for reading while the other
    ///   is, but writing through one while a view of the other lives is undefined behaviour.
    ///   A caller that cannot rule such aliases out imports one tensor per storage, or
    ///   checks that the data ranges of live imports do not overlap before any is written.
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
    /// As for [`Imported::from_raw`]; and since the unversioned form has no read-only flag,
    /// the memory must also be the consumer's to write: a producer that lends memory
    /// read-only must not hand it out in this form (cudyn's own
    /// [`Exported::into_raw_legacy`](super::Exported::into_raw_legacy) refuses to).
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
    /// compact row-major layout, sizes that fit the address space, and the memory itself
    /// (asked of the driver for CUDA memory). `writes`: for a writable view.
    fn span<'a, T: DataType>(
        &'a self,
        device: &'a Device,
        writes: bool,
    ) -> Result<(Span<'a>, usize)> {
        // Whatever T's impl promised: a DTYPE narrower than T would make the view longer
        // than the tensor.
        check_element::<T>(writes)?;
        let tensor = self.tensor();
        // A bool tensor's bytes are 0 or 1, valid u8s to read; but a u8 view could store
        // 2..=255, which the producer then reads as bool. So: read as u8, never written.
        let bool_as_u8 = !writes && tensor.dtype == BOOL8 && T::DTYPE == u8::DTYPE;
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
        // No Rust slice spans more than isize::MAX bytes; the same bound keeps `addr + bytes`
        // below from needing more than a u64.
        let bytes = len
            .checked_mul(size_of::<T>())
            .filter(|&bytes| bytes <= isize::MAX as usize)
            .ok_or(Error::DlpackLayout {
                what: "a size that overflows the address space",
            })?;
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
            // The driver bounds the range by the allocation it knows.
            K_DL_CUDA | K_DL_CUDA_HOST | K_DL_CUDA_MANAGED => foreign_span::<T>(device, addr, len)?,
            K_DL_CPU => Span::host(host_memory::<T>(tensor, addr, bytes)?, bytes),
            other => return Err(Error::DlpackDevice { device_type: other }),
        };
        Ok((span, len))
    }

    /// A view of the tensor's elements as `T`, on `device`.
    ///
    /// # Errors
    /// [`Error::DlpackElementSize`] if `T::DTYPE` is not as wide as `T`;
    /// [`Error::DlpackDataType`] if the tensor does not hold `T` (an 8-bit bool tensor may be
    /// viewed as `u8`); [`Error::DlpackLayout`] if it is not compact row-major, or its size or
    /// extent overflows the address space, or host memory is at a null address;
    /// [`Error::Misaligned`] for host memory not aligned for `T`; [`Error::WrongDevice`] if
    /// its memory is another device's; [`Error::DlpackDevice`] for memory that is neither host
    /// nor CUDA; and for CUDA memory what [`View::from_raw`] checks.
    pub fn view<'a, T: DataType>(&'a self, device: &'a Device) -> Result<View<'a, T>> {
        let (span, len) = self.span::<T>(device, false)?;
        // SAFETY: the span is `len` elements of T (checked above), in memory the producer
        // keeps alive until the deleter, which runs when self drops, after this borrow; and
        // nothing else writes it while the view lives (from_raw's contract).
        Ok(unsafe { View::from_span(span, len) })
    }

    /// An exclusive view of the tensor's elements as `T`, on `device`, checked as
    /// [`Imported::view`] checks; [`Error::DlpackReadOnly`] if the producer marked the tensor
    /// read-only, and [`Error::DlpackDataType`] for a bool tensor (writing it as `u8` could
    /// store bytes other than 0 and 1).
    pub fn view_mut<'a, T: DataType>(&'a mut self, device: &'a Device) -> Result<ViewMut<'a, T>> {
        if self.is_read_only() {
            return Err(Error::DlpackReadOnly);
        }
        let (span, len) = self.span::<T>(device, true)?;
        // SAFETY: as for view; self is borrowed exclusively, so no other view of this import
        // exists, and from_raw's contract keeps everything else off the memory meanwhile.
        Ok(unsafe { ViewMut::from_span(span, len) })
    }
}

/// An 8-bit DLPack bool.
const BOOL8: DLDataType = DLDataType {
    code: K_DL_BOOL,
    bits: 8,
    lanes: 1,
};

/// Where the host reads `bytes` bytes of a host tensor, which start at `addr` (its data
/// pointer plus its byte offset): a pointer that may be made into a `&[T]` of them. A host
/// tensor says nothing of the allocation behind it, so what is checked is the extent itself:
/// not at null, aligned for `T`, and not wrapping the address space. An empty tensor touches
/// no memory, and may be anywhere.
fn host_memory<T>(tensor: &DLTensor, addr: u64, bytes: usize) -> Result<*mut u8> {
    let layout = |what| Err(Error::DlpackLayout { what });
    // Offset from the data pointer rather than cast from `addr`, keeping its provenance.
    let Ok(offset) = usize::try_from(tensor.byte_offset) else {
        return layout("a byte offset past the address space");
    };
    let host = tensor.data.cast::<u8>().wrapping_add(offset);
    if bytes == 0 {
        return Ok(host);
    }
    if tensor.data.is_null() {
        return layout("a null data pointer");
    }
    if !addr.is_multiple_of(align_of::<T>() as u64) {
        return Err(Error::Misaligned {
            addr,
            align: align_of::<T>(),
        });
    }
    // The last byte must be addressable: `addr + bytes` may be at most the top of the address
    // space, which on a 32-bit host is below u64::MAX.
    match addr.checked_add(bytes as u64) {
        Some(end) if end - 1 <= usize::MAX as u64 => Ok(host),
        _ => layout("memory that wraps the address space"),
    }
}

/// A tensor cudyn exported, consumed by Rust code of this process without `unsafe`: what
/// [`Exported::into_raw`](super::Exported::into_raw) and [`Imported::from_raw`] would do, whose
/// contract cudyn's own export keeps. The tensor lends only what it owns (a buffer moved into
/// it) or what the unsafe `from_view`/`from_view_mut` were promised (memory allocated until
/// the deleter, and not written, or lent exclusively), and the read-only flag comes along.
impl From<super::Exported> for Imported {
    fn from(exported: super::Exported) -> Imported {
        let tensor = exported.into_raw();
        Imported {
            // SAFETY: into_raw hands out a pointer into a live holder, never null.
            tensor: Managed::Versioned(unsafe { NonNull::new_unchecked(tensor) }),
        }
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
