//! Element types DLPack describes, and the Rust types that hold them.

use crate::driver::error::{Error, Result};
use crate::sys::dlpack::{DLDataType, K_DL_BOOL, K_DL_FLOAT, K_DL_INT, K_DL_UINT};

/// Element types DLPack can describe: what an exported tensor says it holds, and what an
/// imported one must hold to be viewed as `Self`.
///
/// Implemented for the integers and floats (and `half`'s `f16` and `bf16` with the `half`
/// feature). The trait is `unsafe` because import and export trust `DTYPE`: it decides how
/// many bytes of a producer's memory a view of `Self` spans, and what a consumer reads the
/// bytes cudyn lends as.
///
/// Two things are checked whatever an impl promises, so that a wrong one yields an error
/// rather than a view past the tensor ([`Error::DlpackElementSize`]): that `bits × lanes` is
/// 8 × `size_of::<Self>()`, and, for exports and writable views, that `DTYPE` is not
/// `kDLBool`.
///
/// # Safety
/// `DTYPE` describes `Self`'s bytes exactly: an element of `DTYPE` is `size_of::<Self>()`
/// bytes (`bits × lanes == 8 × size_of::<Self>()`) laid out as `Self` lays them out, and
/// every value of `Self` is a valid element of `DTYPE` for a consumer that reads it (which
/// rules out `kDLBool`, whose elements are 0 or 1 only, for any `Pod` type). The `Pod` bound
/// covers the other direction: any bytes a producer stores are a valid `Self`.
pub unsafe trait DataType: bytemuck::Pod {
    /// The DLPack element type.
    const DTYPE: DLDataType;
}

/// `Ok` if `T::DTYPE` is as wide as `T`, and, where the memory may be written as `T`
/// (`writes`) or read by a consumer as `T::DTYPE` (exports), not `kDLBool`: the checks made
/// regardless of `DataType`'s contract.
pub(crate) fn check_element<T: DataType>(writes: bool) -> Result<()> {
    let dtype = T::DTYPE;
    // u8 × u16 in usize: no overflow.
    let bits = usize::from(dtype.bits) * usize::from(dtype.lanes);
    if bits != 8 * size_of::<T>() || (writes && dtype.code == K_DL_BOOL) {
        return Err(Error::DlpackElementSize {
            dtype,
            size: size_of::<T>(),
        });
    }
    Ok(())
}

macro_rules! data_types {
    ($($ty:ty => $code:expr),* $(,)?) => {$(
        // SAFETY: a primitive of `size_of` bytes, described as one lane of that many bits of
        // its own kind; every value is a valid element of it.
        unsafe impl DataType for $ty {
            const DTYPE: DLDataType = DLDataType {
                code: $code,
                bits: (8 * std::mem::size_of::<$ty>()) as u8,
                lanes: 1,
            };
        }
    )*};
}

data_types!(
    i8 => K_DL_INT, i16 => K_DL_INT, i32 => K_DL_INT, i64 => K_DL_INT,
    u8 => K_DL_UINT, u16 => K_DL_UINT, u32 => K_DL_UINT, u64 => K_DL_UINT,
    f32 => K_DL_FLOAT, f64 => K_DL_FLOAT,
);

#[cfg(feature = "half")]
data_types!(half::f16 => K_DL_FLOAT, half::bf16 => crate::sys::dlpack::K_DL_BFLOAT);
