//! DLPack: tensors shared with PyTorch, CuPy, JAX and any other library that speaks it,
//! without a copy.
//!
//! [`Exported`] lends a cudyn buffer (or, unsafely, a view) as a `DLManagedTensorVersioned`
//! or the older `DLManagedTensor`: the tensor owns the buffer until the consumer calls its
//! deleter. [`Imported`] takes another library's tensor, lends it as a [`View`](crate::View) or
//! [`ViewMut`](crate::ViewMut) (element type, layout, device and read-only flag checked), and
//! calls the producer's deleter when dropped.
//!
//! The structs are this crate's own `#[repr(C)]` definitions, in the raw layer
//! ([`sys::dlpack`](crate::sys::dlpack), re-exported as [`abi`]), checked against `dlpack.h`'s
//! layout at compile time: the five structs are all cudyn needs, and no DLPack crate offers
//! them without a Python binding or a CUDA toolkit behind it.
//!
//! This is a top layer, beside `ipc`: it imports from `memory` and `driver` only.

mod data_type;
mod export;
mod import;

pub use crate::sys::dlpack as abi;
pub use data_type::DataType;
pub use export::{Exportable, Exported};
pub use import::Imported;
