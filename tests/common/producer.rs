//! A DLPack producer as a C library would write one, for tests that hand cudyn tensors of
//! their own making: every field is the test's to choose (a null shape, a negative `ndim`, a
//! pointer into nowhere), and each tensor's deleter counts its calls in a counter the test
//! owns, so that "the deleter ran exactly once" can be checked per tensor.

use std::ffi::c_void;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use cudyn::dlpack::abi::{
    DLDataType, DLDevice, DLManagedTensor, DLManagedTensorVersioned, DLPACK_VERSION, DLPackVersion,
    DLTensor, K_DL_CPU,
};

/// Every field of a tensor, as the producer will write it.
#[derive(Clone, Debug)]
pub struct Spec {
    pub data: *mut c_void,
    pub device: DLDevice,
    pub ndim: i32,
    pub dtype: DLDataType,
    /// `None`: a null `shape` pointer.
    pub shape: Option<Vec<i64>>,
    /// `None`: a null `strides` pointer (compact row-major).
    pub strides: Option<Vec<i64>>,
    pub byte_offset: u64,
    /// Versioned tensors only.
    pub flags: u64,
    /// Versioned tensors only.
    pub version: DLPackVersion,
}

impl Spec {
    /// A compact host tensor of `shape` at `data`.
    pub fn cpu(data: *mut c_void, dtype: DLDataType, shape: &[i64]) -> Spec {
        Spec {
            data,
            device: DLDevice {
                device_type: K_DL_CPU,
                device_id: 0,
            },
            ndim: shape.len() as i32,
            dtype,
            shape: Some(shape.to_vec()),
            strides: None,
            byte_offset: 0,
            flags: 0,
            version: DLPACK_VERSION,
        }
    }
}

/// The producer's side of one tensor: the struct handed out, the arrays it points into, and
/// the counter its deleter bumps. `manager_ctx` points at it.
struct Holder<M> {
    managed: M,
    _shape: Option<Vec<i64>>,
    _strides: Option<Vec<i64>>,
    deleted: Arc<AtomicUsize>,
}

/// `spec` as a `DLTensor`, its arrays moved into `holder`'s fields by the caller.
fn tensor(spec: &Spec, shape: &mut Option<Vec<i64>>, strides: &mut Option<Vec<i64>>) -> DLTensor {
    // A Vec's elements stay where they are when the Vec moves into the holder.
    let pointer =
        |v: &mut Option<Vec<i64>>| v.as_mut().map_or(std::ptr::null_mut(), |v| v.as_mut_ptr());
    DLTensor {
        data: spec.data,
        device: spec.device,
        ndim: spec.ndim,
        dtype: spec.dtype,
        shape: pointer(shape),
        strides: pointer(strides),
        byte_offset: spec.byte_offset,
    }
}

unsafe extern "C" fn delete_versioned(managed: *mut DLManagedTensorVersioned) {
    // SAFETY: manager_ctx is the holder `versioned` leaked; the consumer calls this once.
    let holder = unsafe {
        Box::from_raw(
            (*managed)
                .manager_ctx
                .cast::<Holder<DLManagedTensorVersioned>>(),
        )
    };
    holder.deleted.fetch_add(1, Ordering::SeqCst);
}

unsafe extern "C" fn delete_legacy(managed: *mut DLManagedTensor) {
    // SAFETY: as above, for `legacy`.
    let holder = unsafe { Box::from_raw((*managed).manager_ctx.cast::<Holder<DLManagedTensor>>()) };
    holder.deleted.fetch_add(1, Ordering::SeqCst);
}

/// A versioned tensor as `spec` says, whose deleter adds one to `deleted`.
pub fn versioned(spec: &Spec, deleted: &Arc<AtomicUsize>) -> *mut DLManagedTensorVersioned {
    let (mut shape, mut strides) = (spec.shape.clone(), spec.strides.clone());
    let dl_tensor = tensor(spec, &mut shape, &mut strides);
    let holder = Box::leak(Box::new(Holder {
        managed: DLManagedTensorVersioned {
            version: spec.version,
            manager_ctx: std::ptr::null_mut(),
            deleter: Some(delete_versioned),
            flags: spec.flags,
            dl_tensor,
        },
        _shape: shape,
        _strides: strides,
        deleted: deleted.clone(),
    }));
    holder.managed.manager_ctx = std::ptr::from_mut(holder).cast();
    &raw mut holder.managed
}

/// An unversioned tensor as `spec` says (its flags and version are not in that form), whose
/// deleter adds one to `deleted`.
pub fn legacy(spec: &Spec, deleted: &Arc<AtomicUsize>) -> *mut DLManagedTensor {
    let (mut shape, mut strides) = (spec.shape.clone(), spec.strides.clone());
    let dl_tensor = tensor(spec, &mut shape, &mut strides);
    let holder = Box::leak(Box::new(Holder {
        managed: DLManagedTensor {
            dl_tensor,
            manager_ctx: std::ptr::null_mut(),
            deleter: Some(delete_legacy),
        },
        _shape: shape,
        _strides: strides,
        deleted: deleted.clone(),
    }));
    holder.managed.manager_ctx = std::ptr::from_mut(holder).cast();
    &raw mut holder.managed
}
