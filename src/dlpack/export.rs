//! Lending cudyn memory to another library as a DLPack tensor.

use std::any::Any;
use std::ffi::c_void;
use std::ptr::NonNull;

use super::data_type::{DataType, check_element};
use crate::driver::error::{Error, Result};
use crate::driver::memory_kind::MemoryKind;
use crate::memory::device_buffer::DeviceBuffer;
use crate::memory::pinned::PinnedBuffer;
use crate::memory::unified::UnifiedBuffer;
use crate::memory::view::{Span, View, ViewMut};
use crate::sys::dlpack::{
    DLDataType, DLDevice, DLManagedTensor, DLManagedTensorVersioned, DLPACK_FLAG_BITMASK_READ_ONLY,
    DLPACK_VERSION, DLTensor, K_DL_BOOL, K_DL_CPU, K_DL_CUDA, K_DL_CUDA_HOST, K_DL_CUDA_MANAGED,
};

/// Memory that can be exported and kept alive by the tensor: cudyn's owned buffers
/// ([`DeviceBuffer`], [`PinnedBuffer`] and [`UnifiedBuffer`] of a [`DataType`]).
///
/// Sealed: its supertrait is private, so no other crate can implement it. Export trusts what
/// an impl says of its memory (address, length, element type, device) and that the memory
/// lives as long as the value: only buffers that own what they describe qualify.
pub trait Exportable: Send + 'static + sealed::Lendable {}

mod sealed {
    use super::{DataType, Span};

    /// What export asks of a buffer. Public in a private module: nameable as a bound, not
    /// implementable outside the crate.
    pub trait Lendable {
        /// The element type the tensor says it holds.
        type Element: DataType;

        /// The buffer's memory and its length in elements of `Element`, valid while the
        /// buffer lives, wherever it moves.
        fn exported_span(&self) -> (Span<'_>, usize);

        /// The ordinal of the device the memory is of: an empty buffer's span has no context
        /// to tell it.
        fn ordinal(&self) -> usize;
    }
}

macro_rules! exportable {
    ($($buffer:ident),*) => {$(
        impl<T: DataType + Send> sealed::Lendable for $buffer<T> {
            type Element = T;

            fn exported_span(&self) -> (Span<'_>, usize) {
                (self.view().span(), self.len())
            }

            fn ordinal(&self) -> usize {
                self.device().ordinal()
            }
        }

        impl<T: DataType + Send> Exportable for $buffer<T> {}
    )*};
}

exportable!(DeviceBuffer, PinnedBuffer, UnifiedBuffer);

/// A DLPack tensor made by cudyn, until it is handed to a consumer. Dropped unhanded, it
/// releases what it holds (as the consumer's call of the deleter would).
///
/// [`into_raw`](Self::into_raw) hands out the versioned struct, for `"dltensor_versioned"`
/// capsules and `__dlpack__(max_version=(1, ...))`; [`into_raw_legacy`](Self::into_raw_legacy)
/// the unversioned one older consumers take (`"dltensor"` capsules), for writable tensors
/// only. Either way the consumer calls the deleter once, from any thread, and only then is
/// the memory released.
///
/// ```
/// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
/// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
/// use cudyn::dlpack::{Exported, Imported};
/// use cudyn::{Device, DeviceBuffer};
///
/// let device = Device::get(0)?;
/// let buffer = DeviceBuffer::from_slice(&device, &[1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0])?;
/// let exported = Exported::new(buffer, Some(&[2, 3]), None)?; // a 2 × 3 tensor owning it
/// assert_eq!(exported.tensor().ndim, 2);
/// // Another library takes `exported.into_raw()` and calls its deleter when done; Rust code
/// // of this process may take it as an `Imported` without `unsafe`:
/// let imported = Imported::from(exported);
/// assert_eq!(imported.shape(), [2, 3]);
/// assert_eq!(imported.view::<f32>(&device)?.to_vec()?, [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
/// # Ok::<(), cudyn::Error>(())
/// ```
pub struct Exported {
    holder: NonNull<Holder>,
}

// SAFETY: the holder owns a Send owner (Exportable: Send) and plain data; the raw pointers in
// it point into the holder itself or at memory the owner keeps alive.
unsafe impl Send for Exported {}

/// Everything an exported tensor needs, in one allocation that either deleter frees. Both
/// structs are filled in, so either can be handed out; the first field is what
/// `manager_ctx` points at.
#[repr(C)]
struct Holder {
    versioned: DLManagedTensorVersioned,
    legacy: DLManagedTensor,
    shape: Vec<i64>,
    strides: Option<Vec<i64>>,
    /// What keeps the memory alive: a buffer, or nothing for a view exported unsafely.
    _owner: Option<Box<dyn Any + Send>>,
}

/// What a tensor describes of the memory it lends: where it is and what it holds.
struct Memory {
    addr: u64,
    device: DLDevice,
    dtype: DLDataType,
    len: usize,
}

impl Memory {
    /// `len` elements of `T` in `span`, whose memory is of device `ordinal` (`None`: the
    /// span's context says, or 0 without one).
    fn of<T: DataType>(span: &Span<'_>, len: usize, ordinal: Option<usize>) -> Result<Memory> {
        // Whatever T's impl promised: a DTYPE wider than T would lend the consumer memory past
        // the buffer, and a bool one bytes other than 0 and 1 to read as bool.
        check_element::<T>(true)?;
        // A rectangle with gaps would need strides in elements the shape does not carry yet;
        // and the gaps are not the view's to lend.
        if let Some(rows) = span.gaps() {
            return Err(Error::NotContiguous {
                what: "a DLPack export",
                rows: rows.all(),
            });
        }
        // The consumer's stream need not be ordered after uploads still landing (`copy`).
        span.settle_if_device();
        let ordinal = ordinal.or(span.context.map(|c| c.ordinal())).unwrap_or(0);
        Ok(Memory {
            addr: span.addr,
            device: dl_device(span, ordinal as i32),
            dtype: T::DTYPE,
            len,
        })
    }
}

/// The DLPack device of `span`, whose memory is of device `ordinal`.
fn dl_device(span: &Span<'_>, ordinal: i32) -> DLDevice {
    match span.kind {
        MemoryKind::Device => DLDevice {
            device_type: K_DL_CUDA,
            device_id: ordinal,
        },
        MemoryKind::Pinned | MemoryKind::Registered => DLDevice {
            device_type: K_DL_CUDA_HOST,
            device_id: 0,
        },
        MemoryKind::Unified => DLDevice {
            device_type: K_DL_CUDA_MANAGED,
            device_id: ordinal,
        },
        MemoryKind::Host => DLDevice {
            device_type: K_DL_CPU,
            device_id: 0,
        },
    }
}

/// `Ok` if a tensor of `shape` and `strides` (in elements, or compact row-major) reads only
/// `len` elements: every extent is positive or zero, strides are not negative, and the last
/// element is inside. Without strides the shape must cover `len` exactly.
fn check_layout(shape: &[i64], strides: Option<&[i64]>, len: usize) -> Result<()> {
    let bad = |what: &'static str| Err(Error::DlpackLayout { what });
    if shape.iter().any(|&n| n < 0) {
        return bad("a negative extent");
    }
    let count = shape
        .iter()
        .try_fold(1u64, |n, &e| n.checked_mul(e as u64))
        .ok_or(Error::DlpackLayout {
            what: "a shape whose element count overflows",
        })?;
    match strides {
        None if count != len as u64 => Err(Error::LengthMismatch {
            dst: count.try_into().unwrap_or(usize::MAX),
            src: len,
        }),
        None => Ok(()),
        Some(strides) if strides.len() != shape.len() => {
            bad("strides of another rank than the shape")
        }
        Some(strides) if strides.iter().any(|&s| s < 0) => bad("a negative stride"),
        Some(_) if count == 0 => Ok(()),
        Some(strides) => {
            let last = shape.iter().zip(strides).try_fold(0u64, |at, (&e, &s)| {
                at.checked_add((e as u64 - 1).checked_mul(s as u64)?)
            });
            match last {
                Some(last) if last < len as u64 => Ok(()),
                _ => bad("strides that reach past the memory"),
            }
        }
    }
}

impl Exported {
    /// Exports `buffer` as a tensor of `T` with `shape` (`None`: one dimension of its length)
    /// and `strides` in elements (`None`: compact row-major). The tensor owns the buffer until
    /// the consumer is done.
    ///
    /// # Errors
    /// A shape that does not cover the buffer, or strides that reach past it:
    /// [`Error::LengthMismatch`] or [`Error::DlpackLayout`]; an element type whose `DTYPE`
    /// is not as wide as it, or is bool: [`Error::DlpackElementSize`]. The buffer is then
    /// released.
    pub fn new<B: Exportable>(
        buffer: B,
        shape: Option<&[i64]>,
        strides: Option<&[i64]>,
    ) -> Result<Exported> {
        let (span, len) = buffer.exported_span();
        // The buffer moves into the holder below; its memory (and so the span's addresses)
        // does not move with it.
        let memory = Memory::of::<B::Element>(&span, len, Some(buffer.ordinal()))?;
        Self::build(memory, shape, strides, false, Some(Box::new(buffer)))
    }

    /// Exports elements `range` of a buffer shared through an [`Arc`](std::sync::Arc), read-only: the tensor
    /// keeps its clone of the `Arc`, so the buffer lives until the last holder is done, the
    /// consumer included. Read-only because the buffer stays reachable (other clones view it):
    /// the versioned flag says so, and [`into_raw_legacy`](Self::into_raw_legacy), whose form
    /// cannot, refuses it. `shape` and `strides` as for [`new`](Self::new), over the range.
    ///
    /// # Errors
    /// A range past the buffer ([`Error::OutOfRange`]), and those of [`new`](Self::new).
    pub fn part_of<B: Exportable + Sync>(
        buffer: std::sync::Arc<B>,
        range: std::ops::Range<usize>,
        shape: Option<&[i64]>,
        strides: Option<&[i64]>,
    ) -> Result<Exported> {
        let (span, len) = buffer.exported_span();
        if range.start > range.end || range.end > len {
            return Err(Error::OutOfRange {
                start: range.start,
                end: range.end,
                len,
            });
        }
        let size = size_of::<B::Element>();
        let part = span.sub(range.start * size, range.len() * size);
        let memory = Memory::of::<B::Element>(&part, range.len(), Some(buffer.ordinal()))?;
        Self::build(memory, shape, strides, true, Some(Box::new(buffer)))
    }

    /// Exports `bytes` of `span` as a tensor of `dtype` (a whole number of bytes an element,
    /// and not bool where writable), kept alive by `owner`: for elements no Rust type stands
    /// for (bool, 8-bit floats). The caller vouches that `owner` keeps the memory allocated and
    /// that nothing writes it meanwhile where `read_only`, nothing else touches it otherwise.
    pub(crate) fn lend_bytes(
        owner: Box<dyn Any + Send>,
        span: &Span<'_>,
        dtype: DLDataType,
        ordinal: usize,
        shape: &[i64],
        read_only: bool,
    ) -> Result<Exported> {
        let width = usize::from(dtype.bits) * usize::from(dtype.lanes);
        if width == 0 || !width.is_multiple_of(8) || (!read_only && dtype.code == K_DL_BOOL) {
            return Err(Error::DlpackElementSize {
                dtype,
                size: width / 8,
            });
        }
        if span.gaps().is_some() || !span.bytes.is_multiple_of(width / 8) {
            return Err(Error::DlpackLayout {
                what: "memory that is not a whole number of elements",
            });
        }
        // Elements at addresses of their own size, as consumers (cudyn's `Imported` among them)
        // and the kernels they run assume: a typed view of the same memory is refused too. (An
        // empty tensor has no element to misplace.)
        let align = width / 8;
        if span.bytes > 0 && align.is_power_of_two() && !(span.addr as usize).is_multiple_of(align)
        {
            return Err(Error::Misaligned {
                addr: span.addr,
                align,
            });
        }
        span.settle_if_device();
        let memory = Memory {
            addr: span.addr,
            device: dl_device(span, ordinal as i32),
            dtype,
            len: span.bytes / (width / 8),
        };
        Self::build(memory, Some(shape), None, read_only, Some(owner))
    }

    /// Exports a view that cudyn does not own, read-only: the versioned flag says so, and
    /// [`into_raw_legacy`](Self::into_raw_legacy), whose form cannot say so, refuses it.
    ///
    /// # Safety
    /// The memory stays allocated, and is not written, until the consumer calls the deleter
    /// (or this is dropped unhanded).
    pub unsafe fn from_view<T: DataType>(
        view: View<'_, T>,
        shape: Option<&[i64]>,
        strides: Option<&[i64]>,
    ) -> Result<Exported> {
        let memory = Memory::of::<T>(&view.span(), view.len(), None)?;
        Self::build(memory, shape, strides, true, None)
    }

    /// Exports an exclusive view that cudyn does not own, writable.
    ///
    /// # Safety
    /// The memory stays allocated, and nothing else reads or writes it, until the consumer
    /// calls the deleter (or this is dropped unhanded).
    pub unsafe fn from_view_mut<T: DataType>(
        view: ViewMut<'_, T>,
        shape: Option<&[i64]>,
        strides: Option<&[i64]>,
    ) -> Result<Exported> {
        let memory = Memory::of::<T>(&view.span(), view.len(), None)?;
        Self::build(memory, shape, strides, false, None)
    }

    /// The three constructors' common part.
    fn build(
        memory: Memory,
        shape: Option<&[i64]>,
        strides: Option<&[i64]>,
        read_only: bool,
        owner: Option<Box<dyn Any + Send>>,
    ) -> Result<Exported> {
        let Memory {
            addr,
            device,
            dtype,
            len,
        } = memory;
        let shape = shape.map_or_else(|| vec![len as i64], <[i64]>::to_vec);
        check_layout(&shape, strides, len)?;
        let ndim = i32::try_from(shape.len()).map_err(|_| Error::DlpackLayout {
            what: "more dimensions than an i32 counts",
        })?;
        let tensor = || DLTensor {
            data: addr as *mut c_void,
            device,
            ndim,
            dtype,
            shape: std::ptr::null_mut(),
            strides: std::ptr::null_mut(),
            byte_offset: 0,
        };
        let holder = Box::new(Holder {
            versioned: DLManagedTensorVersioned {
                version: DLPACK_VERSION,
                manager_ctx: std::ptr::null_mut(),
                deleter: Some(delete_versioned),
                flags: if read_only {
                    DLPACK_FLAG_BITMASK_READ_ONLY
                } else {
                    0
                },
                dl_tensor: tensor(),
            },
            legacy: DLManagedTensor {
                dl_tensor: tensor(),
                manager_ctx: std::ptr::null_mut(),
                deleter: Some(delete_legacy),
            },
            shape,
            strides: strides.map(<[i64]>::to_vec),
            _owner: owner,
        });
        let holder = NonNull::from(Box::leak(holder));
        // SAFETY: the holder was just leaked, so it is live and ours alone; the vectors' heap
        // buffers do not move when the holder is written.
        unsafe {
            let h = holder.as_ptr();
            let shape = (*h).shape.as_mut_ptr();
            let strides = (*h)
                .strides
                .as_mut()
                .map_or(std::ptr::null_mut(), |s| s.as_mut_ptr());
            for tensor in [
                &raw mut (*h).versioned.dl_tensor,
                &raw mut (*h).legacy.dl_tensor,
            ] {
                (*tensor).shape = shape;
                (*tensor).strides = strides;
            }
            (*h).versioned.manager_ctx = h.cast();
            (*h).legacy.manager_ctx = h.cast();
        }
        Ok(Exported { holder })
    }

    /// The versioned struct, for the consumer, who must call its deleter once.
    pub fn into_raw(self) -> *mut DLManagedTensorVersioned {
        let holder = std::mem::ManuallyDrop::new(self).holder;
        // SAFETY: a live holder, handed out once (self is not dropped).
        unsafe { &raw mut (*holder.as_ptr()).versioned }
    }

    /// The unversioned struct, for older consumers, who must call its deleter once.
    ///
    /// # Errors
    /// [`Error::DlpackReadOnly`] for a read-only tensor ([`Exported::from_view`]): the
    /// unversioned form has no flag to say so, and its consumer would take the memory as
    /// writable. The tensor is then dropped (the view's memory stays its owner's); hand it
    /// out with [`into_raw`](Self::into_raw), or export a copy.
    pub fn into_raw_legacy(self) -> Result<*mut DLManagedTensor> {
        if self.tensor_flags() & DLPACK_FLAG_BITMASK_READ_ONLY != 0 {
            return Err(Error::DlpackReadOnly);
        }
        let holder = std::mem::ManuallyDrop::new(self).holder;
        // SAFETY: as for into_raw.
        Ok(unsafe { &raw mut (*holder.as_ptr()).legacy })
    }

    /// The versioned struct's flags.
    fn tensor_flags(&self) -> u64 {
        // SAFETY: the holder lives as long as self.
        unsafe { (*self.holder.as_ptr()).versioned.flags }
    }

    /// The tensor as it will be handed out.
    pub fn tensor(&self) -> &DLTensor {
        // SAFETY: the holder lives as long as self.
        unsafe { &(*self.holder.as_ptr()).versioned.dl_tensor }
    }
}

impl Drop for Exported {
    fn drop(&mut self) {
        // SAFETY: never handed out (into_raw* forget self), so it is ours to free, once.
        drop(unsafe { Box::from_raw(self.holder.as_ptr()) });
    }
}

/// Frees the holder behind `manager_ctx`, whatever form was handed out.
///
/// # Safety
/// `context` is the `manager_ctx` of a tensor cudyn exported, whose deleter has not run.
unsafe fn free_holder(context: *mut c_void) {
    if context.is_null() {
        return;
    }
    // A panic must not unwind into the consumer's C code.
    let freed = std::panic::catch_unwind(|| {
        // SAFETY: forwarded: the holder was leaked by Exported::build and is freed once.
        drop(unsafe { Box::from_raw(context.cast::<Holder>()) });
    });
    if freed.is_err() {
        tracing::error!("releasing an exported DLPack tensor panicked");
    }
}

unsafe extern "C" fn delete_versioned(tensor: *mut DLManagedTensorVersioned) {
    if let Some(tensor) = NonNull::new(tensor) {
        // SAFETY: the consumer passes the tensor it was given, once.
        unsafe { free_holder((*tensor.as_ptr()).manager_ctx) };
    }
}

unsafe extern "C" fn delete_legacy(tensor: *mut DLManagedTensor) {
    if let Some(tensor) = NonNull::new(tensor) {
        // SAFETY: as above.
        unsafe { free_holder((*tensor.as_ptr()).manager_ctx) };
    }
}
