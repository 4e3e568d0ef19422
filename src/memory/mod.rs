//! The middle layer: memory, owned and borrowed. Each owned kind (device, pinned, unified,
//! registered), the pools device memory comes from, and the one pair of views they all lend.
//!
//! It imports only from `driver`. What is done with memory (copies, fills, kernels) is in
//! `work`, methods on these types included.

pub(crate) mod buffer;
pub(crate) mod device_buffer;
pub(crate) mod foreign;
pub(crate) mod growable;
pub(crate) mod host_resource;
pub(crate) mod page_lock;
pub(crate) mod pinned;
pub(crate) mod pinned_pool;
pub(crate) mod pinned_reserve;
pub(crate) mod pitched;
pub(crate) mod placement;
pub(crate) mod pool;
pub(crate) mod registered;
pub(crate) mod resource;
pub(crate) mod ring_memory;
pub(crate) mod unified;
pub(crate) mod view;
