//! The upper layer: work on memory. Scopes that keep asynchronous work sound, the one copy
//! routine (with its staging ring for pageable memory), fills, and kernels, each with its
//! methods on the memory types it serves.
//!
//! It imports from `memory` and `driver`, never the other way.

pub(crate) mod batch;
pub(crate) mod blocks;
pub(crate) mod completion;
pub(crate) mod copy;
pub(crate) mod fill;
pub(crate) mod graph;
pub(crate) mod held;
pub(crate) mod kept;
pub(crate) mod kernel;
pub(crate) mod managed;
pub(crate) mod relay;
pub(crate) mod scope;
pub(crate) mod sealed;
pub(crate) mod staging;
pub(crate) mod submit;
pub(crate) mod user_code;
