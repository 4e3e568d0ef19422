//! CUDA memory from Rust with no static CUDA link.
//!
//! The CUDA driver (`libcuda`) is found and opened at run time, so programs and crates using
//! cudyn build, test and start on machines without CUDA: there, the first operation that needs
//! the driver returns [`Error::Load`], listing every library tried and why it failed. Where a
//! GPU is present, cudyn gives safe Rust every kind of CUDA memory, one view type and one copy
//! routine over all of them, asynchronous work made sound by scopes, and copies of ordinary
//! `Vec`s at close to pinned speed.
//!
//! ```
//! # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
//! # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
//! use cudyn::{Device, DeviceBuffer, Stream};
//!
//! let device = Device::get(0)?;
//! let input: Vec<f32> = (0..1024).map(|i| i as f32).collect();
//! let mut on_device = DeviceBuffer::<f32>::uninit(&device, input.len())?;
//! let mut output = vec![0.0; input.len()];
//! let stream = Stream::new(&device)?;
//! stream.scope(|s| {
//!     let d = s.hold(&mut on_device); // lent to the scope until its work is done
//!     s.copy(&input, d)?;
//!     s.copy(d, &mut output)
//! })?;
//! assert_eq!(input, output);
//! # Ok::<(), cudyn::Error>(())
//! ```
//!
//! # The guide
//!
//! The [`guide`] explains the crate chapter by chapter, each with examples that run. Until
//! docs.rs serves it, `cargo doc --open -p cudyn` builds it locally.
//!
//! 0. [Terms](guide::terms): pageable, pinned, stream-ordered, pitch, staging ring, release
//!    threshold, context and the other words the chapters use, each defined once.
//! 1. [Getting started](guide::getting_started): adding the crate, a first program, running
//!    without a GPU, how the driver is found, driver versions, feature flags.
//! 2. [Choosing memory](guide::choosing_memory): device, pinned, pooled, unified, registered,
//!    growable and exportable memory; views, rectangles and the one copy routine.
//! 3. [Asynchronous work](guide::asynchronous_work): scopes, several streams, `give_back`,
//!    batches of copies (`copy_batch`, gather and scatter), futures (`Stream::submit`,
//!    `block_on`, async runtimes), pipelines, kernels and events.
//! 4. [Pageable copies](guide::pageable_copies): the staging threads, what they cost, how to
//!    cap them.
//! 5. [Resources and pools](guide::resources_and_pools): memory resources and driver pools.
//! 6. [Sharing memory](guide::sharing_memory) with other libraries (raw hatches, DLPack,
//!    cudarc, PyTorch) and other processes (IPC, exportable pools).
//! 7. [Several GPUs](guide::several_gpus): peers, and NCCL through the raw hatches.
//! 8. [Errors](guide::errors): what each means and what to do.
//! 9. [Testing without a GPU](guide::testing_without_a_gpu): the fake driver in your own
//!    tests, sync and async.
//!
//! # Memory at a glance
//!
//! | type | memory | host access |
//! |---|---|---|
//! | [`DeviceBuffer`] | device (`cuMemAlloc`, or stream-ordered from a [`MemPool`]) | none: copies only |
//! | [`PinnedBuffer`], [`PinnedPool`] | page-locked host (`cuMemHostAlloc`, [`PinnedFlags`]) | `Deref<Target = [T]>` |
//! | [`UnifiedBuffer`] | managed (`cuMemAllocManaged`), prefetch and advice | `as_slice`/`as_mut_slice` |
//! | [`RegisteredHost`] | a `Vec<T>` page-locked in place (`cuMemHostRegister`) | `Deref<Target = [T]>` |
//! | [`GrowableBuffer`] | device memory that grows in place (virtual memory) | none: copies only |
//! | [`PitchedBuffer`] | device rows padded to the driver's pitch (`cuMemAllocPitch`) | none: copies only |
//! | [`IpcBuffer`] | another process's device memory (`cuIpcOpenMemHandle`) | none: copies only |
//!
//! Every kind lends the same borrowed views, [`View`] and [`ViewMut`] (and ordinary slices and
//! `Vec`s convert into them), which read as rectangles too ([`View::rect`]), and one routine,
//! [`copy`], copies between any two; [`copy_batch`] makes many copies in one call. Element types
//! are [`bytemuck::Pod`]: any bytes are a valid value, which is what makes device memory safe to
//! read back.
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
//! # Feature flags
//!
//! - `half`: `half::f16` and `half::bf16` as element types (plain and DLPack).
//! - `bindgen`: regenerate the raw bindings from the CUDA headers on the build machine.
//!
//! The raw API, with every entry point of `cuda.h`, is re-exported as [`sys`].

// docs.rs builds with `--cfg docsrs` on nightly: feature- and platform-gated items say so.
#![cfg_attr(docsrs, feature(doc_cfg))]

// The README's code blocks compile as doctests, so that none of them rots.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

pub mod dlpack;
mod driver;
#[cfg(target_os = "linux")]
pub mod file;
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
pub use memory::pitched::PitchedBuffer;
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
pub use work::batch::{copy_batch, gather_blocks, scatter_blocks};
pub use work::completion::drain;
pub use work::copy::copy;
#[doc(hidden)]
pub use work::copy::route_of;
pub use work::graph::{Graph, GraphState, Recaptured};
pub use work::kept::free_kept_memory;
pub use work::kernel::{Function, KernelArg, KernelArgs, LaunchConfig, Module};
pub use work::scope::{Destination, Held, Scope, Source};
pub use work::staging::{file_threads, set_staging_threads, staging_cpu_time, staging_threads};
pub use work::submit::{Pending, block_on};

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
