//! Element types DLPack describes, and the Rust types that hold them.

use crate::sys::dlpack::{DLDataType, K_DL_FLOAT, K_DL_INT, K_DL_UINT};

/// Element types DLPack can describe: what an exported tensor says it holds, and what an
/// imported one must hold to be viewed as `Self`.
pub trait DataType: bytemuck::Pod {
    /// The DLPack element type.
    const DTYPE: DLDataType;
}

macro_rules! data_types {
    ($($ty:ty => $code:expr),* $(,)?) => {$(
        impl DataType for $ty {
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
