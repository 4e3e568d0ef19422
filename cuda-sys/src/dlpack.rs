//! The DLPack 1.x ABI (`dlpack.h`): the structs a producer and a consumer share, written as
//! `#[repr(C)]` Rust and checked against the header's layout at compile time (sizes and field
//! offsets on 64-bit targets, as the header fixes them). Not CUDA's, but raw C ABI all the
//! same: the safe layer (`cudyn::dlpack`) builds on it.

use std::ffi::c_void;

/// The DLPack version these structs follow.
pub const DLPACK_VERSION: DLPackVersion = DLPackVersion { major: 1, minor: 1 };

/// A DLPack version: a consumer refuses another major version.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DLPackVersion {
    /// Incompatible changes.
    pub major: u32,
    /// Compatible additions.
    pub minor: u32,
}

/// Where a tensor's memory is (`DLDeviceType`, a C enum: an `int`).
pub type DLDeviceType = i32;
/// Ordinary host memory.
pub const K_DL_CPU: DLDeviceType = 1;
/// CUDA device memory.
pub const K_DL_CUDA: DLDeviceType = 2;
/// Page-locked host memory (`cudaMallocHost`, `cuMemHostAlloc`).
pub const K_DL_CUDA_HOST: DLDeviceType = 3;
/// CUDA managed memory (`cudaMallocManaged`).
pub const K_DL_CUDA_MANAGED: DLDeviceType = 13;

/// A device: its type and ordinal (0 for host memory).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DLDevice {
    /// Where the memory is.
    pub device_type: DLDeviceType,
    /// Which device of that type.
    pub device_id: i32,
}

/// Signed integers.
pub const K_DL_INT: u8 = 0;
/// Unsigned integers.
pub const K_DL_UINT: u8 = 1;
/// IEEE floating point.
pub const K_DL_FLOAT: u8 = 2;
/// bfloat16.
pub const K_DL_BFLOAT: u8 = 4;
/// Booleans.
pub const K_DL_BOOL: u8 = 6;
/// 8-bit floats, 4 exponent bits, 3 mantissa bits, finite (no infinities): `float8_e4m3fn`
/// (DLPack 1.1).
pub const K_DL_FLOAT8_E4M3FN: u8 = 10;
/// 8-bit floats, 5 exponent bits, 2 mantissa bits, IEEE-like: `float8_e5m2` (DLPack 1.1).
pub const K_DL_FLOAT8_E5M2: u8 = 12;

/// An element type: a type code, its bits and vector lanes (1 for scalars).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DLDataType {
    /// One of the `K_DL_*` codes.
    pub code: u8,
    /// Bits per lane.
    pub bits: u8,
    /// Lanes per element.
    pub lanes: u16,
}

/// A tensor: where it is, its element type, shape and strides (in elements; null for
/// compact row-major), and the byte offset of its first element from `data`.
#[repr(C)]
#[derive(Debug)]
pub struct DLTensor {
    /// Its memory (a device address for device memory).
    pub data: *mut c_void,
    /// Where that memory is.
    pub device: DLDevice,
    /// Number of dimensions.
    pub ndim: i32,
    /// Element type.
    pub dtype: DLDataType,
    /// `ndim` extents.
    pub shape: *mut i64,
    /// `ndim` strides in elements, or null for compact row-major.
    pub strides: *mut i64,
    /// Bytes from `data` to the first element.
    pub byte_offset: u64,
}

/// A tensor and its owner, before versioning (the `"dltensor"` capsule of older consumers).
#[repr(C)]
#[derive(Debug)]
pub struct DLManagedTensor {
    /// The tensor.
    pub dl_tensor: DLTensor,
    /// The producer's state, for the deleter.
    pub manager_ctx: *mut c_void,
    /// Called by the consumer, once, when done; may be null.
    pub deleter: Option<unsafe extern "C" fn(*mut DLManagedTensor)>,
}

/// The tensor must not be written.
pub const DLPACK_FLAG_BITMASK_READ_ONLY: u64 = 1 << 0;
/// The producer copied the data for this export.
pub const DLPACK_FLAG_BITMASK_IS_COPIED: u64 = 1 << 1;

/// A tensor and its owner, versioned (the `"dltensor_versioned"` capsule).
#[repr(C)]
#[derive(Debug)]
pub struct DLManagedTensorVersioned {
    /// The producer's DLPack version.
    pub version: DLPackVersion,
    /// The producer's state, for the deleter.
    pub manager_ctx: *mut c_void,
    /// Called by the consumer, once, when done; may be null.
    pub deleter: Option<unsafe extern "C" fn(*mut DLManagedTensorVersioned)>,
    /// `DLPACK_FLAG_BITMASK_*`.
    pub flags: u64,
    /// The tensor.
    pub dl_tensor: DLTensor,
}

// The header's layout on 64-bit targets.
#[cfg(target_pointer_width = "64")]
const _: () = {
    use std::mem::{offset_of, size_of};
    assert!(size_of::<DLDevice>() == 8 && size_of::<DLDataType>() == 4);
    assert!(size_of::<DLTensor>() == 48);
    assert!(offset_of!(DLTensor, device) == 8 && offset_of!(DLTensor, ndim) == 16);
    assert!(offset_of!(DLTensor, dtype) == 20 && offset_of!(DLTensor, shape) == 24);
    assert!(offset_of!(DLTensor, strides) == 32 && offset_of!(DLTensor, byte_offset) == 40);
    assert!(size_of::<DLManagedTensor>() == 64);
    assert!(offset_of!(DLManagedTensor, manager_ctx) == 48);
    assert!(offset_of!(DLManagedTensor, deleter) == 56);
    assert!(size_of::<DLManagedTensorVersioned>() == 80);
    assert!(offset_of!(DLManagedTensorVersioned, manager_ctx) == 8);
    assert!(offset_of!(DLManagedTensorVersioned, deleter) == 16);
    assert!(offset_of!(DLManagedTensorVersioned, flags) == 24);
    assert!(offset_of!(DLManagedTensorVersioned, dl_tensor) == 32);
};
