//! The guide: chapters on using cudyn, from a first program to testing a crate without a GPU.
//!
//! Each chapter is a module with documentation and no items. The same text is in the
//! repository under `docs/guide/`, so it reads the same there and here.
//!
//! The examples are tests: `cargo test` compiles every one and runs those that need a GPU
//! against the fake driver (the [testing chapter](testing_without_a_gpu) explains it), which
//! a hidden first line loads:
//!
//! ```
//! # // Hidden in the guide: the doctests run on the fake driver, with no GPU.
//! // SAFETY: the fake is a CUDA driver (over ordinary host memory), made for tests.
//! unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
//! let device = cudyn::Device::get(0)?;
//! assert!(device.name()?.contains("fake"));
//! # Ok::<(), cudyn::Error>(())
//! ```
//!
//! Only examples that need what the fake cannot give (a second process, a real kernel's
//! timing) are marked `no_run`, which compiles them without running them.

#[doc = include_str!("../docs/guide/terms.md")]
pub mod terms {}

#[doc = include_str!("../docs/guide/getting-started.md")]
pub mod getting_started {}

#[doc = include_str!("../docs/guide/choosing-memory.md")]
pub mod choosing_memory {}

#[doc = include_str!("../docs/guide/asynchronous-work.md")]
pub mod asynchronous_work {}

#[doc = include_str!("../docs/guide/pageable-copies.md")]
pub mod pageable_copies {}

#[cfg(target_os = "linux")]
#[doc = include_str!("../docs/guide/files.md")]
pub mod files {}

#[doc = include_str!("../docs/guide/resources-and-pools.md")]
pub mod resources_and_pools {}

#[doc = include_str!("../docs/guide/sharing-memory.md")]
pub mod sharing_memory {}

#[doc = include_str!("../docs/guide/several-gpus.md")]
pub mod several_gpus {}

#[doc = include_str!("../docs/guide/errors.md")]
pub mod errors {}

// The chapter shows `#[test]` functions as a user writes them under `tests/`; a doctest drops
// them, so a hidden `main` runs their bodies instead.
#[allow(clippy::test_attr_in_doctest)]
#[doc = include_str!("../docs/guide/testing-without-a-gpu.md")]
pub mod testing_without_a_gpu {}
