//! What DLPack allows, worked out apart from cudyn's code: the view a case must give, or
//! that it must give none.

use cudyn::dlpack::DataType;
use cudyn::dlpack::abi::{
    DLPACK_FLAG_BITMASK_READ_ONLY, K_DL_CPU, K_DL_CUDA, K_DL_CUDA_HOST, K_DL_CUDA_MANAGED,
};

use crate::cases::{BOOL8, Case, Env, Kind};

/// What a view of the case should cover: where it starts, its elements and bytes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Extent {
    pub addr: u64,
    pub len: usize,
    pub bytes: usize,
}

/// The model: the extent a view of `T` (writable: `writes`) of the case may have, or `None`
/// where DLPack's rules or the memory refuse it. Computed apart from cudyn's code, in wide
/// integers where cudyn's may overflow.
pub fn model<T: DataType>(case: &Case, writes: bool, env: &Env) -> Option<Extent> {
    let spec = &case.spec;
    if writes && !case.legacy && spec.flags & DLPACK_FLAG_BITMASK_READ_ONLY != 0 {
        return None;
    }
    let bool_as_u8 = !writes && spec.dtype == BOOL8 && T::DTYPE == u8::DTYPE;
    if spec.dtype != T::DTYPE && !bool_as_u8 {
        return None;
    }
    if spec.ndim < 0 || (spec.ndim > 0 && spec.shape.is_none()) {
        return None;
    }
    let shape: &[i64] = if spec.ndim == 0 {
        &[]
    } else {
        spec.shape.as_deref().unwrap()
    };
    // The element count, folded in order: a product that overflows is refused even where a
    // later extent is 0 (a shape with such extents describes no tensor a producer makes).
    let mut len: u128 = 1;
    for &e in shape {
        if e < 0 {
            return None;
        }
        len *= e as u128;
        if len > usize::MAX as u128 {
            return None;
        }
    }
    if let (Some(strides), true) = (&spec.strides, spec.ndim > 0) {
        // Compact row-major; extents of 1 take any stride. A product past i64::MAX is matched
        // by i64::MAX, since no stride can name it (only an empty tensor gets here).
        let mut expected: i128 = 1;
        for (&e, &s) in shape.iter().zip(strides).rev() {
            if e != 1 && s as i128 != expected.min(i64::MAX as i128) {
                return None;
            }
            expected *= e as i128;
        }
    }
    let bytes = len * size_of::<T>() as u128;
    if bytes > isize::MAX as u128 {
        return None;
    }
    let addr = spec.data as u64 as u128 + spec.byte_offset as u128;
    if addr > u64::MAX as u128 {
        return None;
    }
    let (addr, len, bytes) = (addr as u64, len as usize, bytes as usize);
    let found = Some(Extent { addr, len, bytes });
    let aligned = addr.is_multiple_of(align_of::<T>() as u64);
    match spec.device.device_type {
        K_DL_CPU if bytes == 0 => found,
        K_DL_CPU => {
            let fits = addr as u128 + bytes as u128 <= u64::MAX as u128;
            (!spec.data.is_null() && aligned && fits).then_some(found?)
        }
        K_DL_CUDA | K_DL_CUDA_MANAGED if spec.device.device_id != case.on as i32 => None,
        K_DL_CUDA | K_DL_CUDA_HOST | K_DL_CUDA_MANAGED if bytes == 0 => found,
        K_DL_CUDA | K_DL_CUDA_HOST | K_DL_CUDA_MANAGED => {
            let a = env.allocation_at(addr)?;
            let inside = addr as u128 + bytes as u128 <= (a.start + a.size) as u128;
            let ours = a.kind != Kind::Device || a.ordinal == case.on;
            (aligned && inside && ours).then_some(found?)
        }
        _ => None,
    }
}
