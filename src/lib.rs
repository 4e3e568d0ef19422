//! CUDA memory from Rust with no static CUDA link.
//!
//! The driver (`libcuda`) is found and opened at run time, so programs using this crate build,
//! test and start on machines without CUDA: there, the first operation that needs the driver
//! returns [`Error::Load`], listing every library tried and why it failed.
//!
//! # Memory
//!
//! | type | memory | host access |
//! |---|---|---|
//! | [`DeviceBuffer`] | device (`cuMemAlloc`) | none: copies only |
//! | [`PinnedBuffer`] | page-locked host (`cuMemHostAlloc`, [`PinnedFlags`]) | `Deref<Target = [T]>` |
//! | [`UnifiedBuffer`] | managed (`cuMemAllocManaged`), prefetch and advice | `as_slice`/`as_mut_slice` |
//! | [`RegisteredHost`] | a `Vec<T>` page-locked in place (`cuMemHostRegister`) | `Deref<Target = [T]>` |
//! | [`IpcBuffer`] | another process's device memory (`cuIpcOpenMemHandle`) | none: copies only |
//!
//! Every kind lends the same borrowed views, [`View`] and [`ViewMut`] (and ordinary slices and
//! `Vec`s convert into them), and one routine, [`copy`], copies between any two. Element types
//! are [`bytemuck::Pod`]: any bytes are a valid value, which is what makes device memory safe to
//! read back.
//!
//! # Asynchronous work
//!
//! Copies, fills, prefetches and kernel launches are queued on a [`Stream`] inside
//! [`Stream::scope`], which borrows what they touch until it has synchronised; see the
//! [`stream`](Stream) documentation for why this is sound and costs nothing per operation.
//!
//! ```no_run
//! # fn main() -> cudyn::Result<()> {
//! use cudyn::{Device, DeviceBuffer, Stream};
//! let device = Device::get(0)?;
//! let stream = Stream::new(&device)?;
//! let input: Vec<f32> = (0..1024).map(|i| i as f32).collect();
//! let mut on_device = DeviceBuffer::<f32>::uninit(&device, input.len())?;
//! let mut output = vec![0.0; input.len()];
//! stream.scope(|s| {
//!     let d = s.hold(&mut on_device);
//!     s.copy(&input, d)?;
//!     s.copy(d, &mut output)?;
//!     Ok(())
//! })?;
//! assert_eq!(input, output);
//! # Ok(()) }
//! ```
//!
//! # Other processes
//!
//! [`DeviceBuffer::ipc_handle`] and [`Event::interprocess`] export memory and events as plain
//! bytes; another process on the node maps them with [`IpcBuffer::open`] and
//! [`Event::open_ipc`]. [`IpcBuffer`] lists what the driver requires.
//!
//! # Contexts and threads
//!
//! Each device's primary context is retained while anything of that device lives, and made
//! current on the calling thread when an operation needs it (it stays current afterwards). The
//! driver is asked which context is current before each operation that allocates or queues
//! work, so code that switches contexts behind cudyn's back (`cudaSetDevice`, the raw API)
//! cannot make it allocate on the wrong device.
//! Buffers are `Send`/`Sync` as their element type is, like `Vec<T>`; views as `&[T]`/`&mut
//! [T]`; streams, events and modules are driver handles usable from any thread. A [`Scope`]
//! is neither: work is queued from the thread that opened it.
//!
//! # Speed
//!
//! Large copies of pageable memory go through a staging ring ([`set_staging_threads`]); device
//! memory can be allocated in stream order from memory pools ([`DeviceBuffer::alloc_async`],
//! [`MemPool`]). `cudyn bench` measures both against the raw driver calls.
//!
//! The raw API, with every entry point of `cuda.h`, is re-exported as [`sys`].

// docs.rs builds with `--cfg docsrs` on nightly: feature- and platform-gated items say so.
#![cfg_attr(docsrs, feature(doc_cfg))]

pub mod dlpack;
mod driver;
pub mod guide;
mod ipc;
mod memory;
#[cfg(unix)]
mod shared_pool;
mod work;

pub use bytemuck;

// The raw layer's sources are in cuda-sys/, beside the script that regenerates its bindings.
#[path = "../cuda-sys/src/lib.rs"]
pub mod sys;

#[allow(deprecated)]
pub use driver::context::forget_thread_context;
pub use driver::device::{Device, MemoryAttributes};
pub use driver::error::{DriverError, Error, Result};
pub use driver::event::Event;
pub use driver::memory_kind::MemoryKind;
pub use driver::stream::{Stream, StreamOptions};
pub use driver::{Driver, driver, load_driver_from};
pub use ipc::{IpcBuffer, IpcEventHandle, IpcFlags, IpcMemHandle};
pub use memory::device_buffer::DeviceBuffer;
pub use memory::growable::GrowableBuffer;
pub use memory::host_resource::{DirectHostResource, HostResource};
pub use memory::pinned::{PinnedBuffer, PinnedFlags};
pub use memory::pinned_pool::{PinnedPool, PinnedPoolStats};
pub use memory::pool::{MemPool, PoolUsage};
pub use memory::registered::RegisteredHost;
pub use memory::resource::{
    CountingResource, DeviceResource, DirectResource, LimitingResource, LoggingResource,
    PoolResource, ResourceStats, set_default_resource,
};
pub use memory::unified::{Advice, Attach, Location, UnifiedBuffer};
pub use memory::view::{Chunks, ChunksMut, StorageId, View, ViewMut};
#[cfg(unix)]
pub use shared_pool::{
    PoolImport, PoolPointer, peer_is_same_user, recv_fd, send_fd, send_fd_to_same_user,
};
pub use work::copy::copy;
pub use work::kernel::{Function, KernelArg, KernelArgs, LaunchConfig, Module};
pub use work::scope::{Destination, Held, Scope, Source};
pub use work::staging::{set_staging_threads, staging_cpu_time, staging_threads};

memory::buffer::buffer_views!(
    DeviceBuffer,
    GrowableBuffer,
    PinnedBuffer,
    UnifiedBuffer,
    RegisteredHost,
    IpcBuffer
);

#[cfg(unix)]
memory::buffer::buffer_views!(PoolImport);
