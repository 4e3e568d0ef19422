//! Files to device memory and back (Linux): byte ranges of a file read into views of any
//! memory, views written into files, and `.safetensors` weights loaded into one device
//! allocation.
//!
//! # How reads go
//! A large range into device or managed memory goes through the staging ring, with the file
//! at its host end: each of the ring's threads reads its part of a chunk straight into the
//! pinned slot (`pread` at its own offset, so as many reads are in flight as threads), and the
//! copy engine moves each slot filled while the next ones are read. Each part is read
//! - from the page cache, with buffered `pread`, where the cache holds all of the part
//!   (`cachestat`, or `mincore` on kernels before 6.5: neither reads anything; `preadv2` with
//!   `RWF_NOWAIT` was measured to start the kernel's read-ahead of what it misses, so the disk
//!   would read cold data twice);
//! - otherwise with `O_DIRECT`, where the file and the memory are aligned alike: the disk's DMA
//!   lands in the pinned slot, and the page cache is neither copied through nor filled with
//!   what is read once. A range's unaligned head goes through a small buffer first so that the
//!   rest starts aligned; an unaligned edge is read by reading its whole 4 KiB block direct;
//! - buffered, where `O_DIRECT` is refused (`EINVAL` at the open or at a read: some
//!   filesystems and overlays), or the caller's descriptor does not allow the second, direct
//!   one.
//!
//! Small ranges (under the staging threshold) are read into a buffer and copied; ranges of
//! host memory (pageable, pinned, registered) are read in place.
//!
//! # How writes go
//! The same way back: the copy engine fills the slots, the threads write them at their offsets,
//! with `O_DIRECT` where aligned and buffered writes at the unaligned edges. No call writes a
//! byte outside its range, so bytes around a range are never corrupted, even at unaligned
//! edges, and a write that fails leaves the file outside its range as it was.
//!
//! **Durability:** a write returns once every byte is in the file as its readers see it (in
//! the page cache, or on the disk for `O_DIRECT` parts, which may still sit in the disk's
//! volatile cache). It does not call `fsync`: call [`File::sync_data`](std::fs::File::sync_data)
//! where the data must survive a crash, once after many writes rather than after each.
//!
//! # Sharing the ring
//! A file transfer takes only the context's second ring and the second crew of staging threads
//! ([`file_threads`](crate::file_threads): twelve at most, the caller's included, where a copy
//! of memory uses eight, since the kernel's copy out of the page cache is slower per thread
//! than a copy of memory), and waits for them rather than for the first: copies of memory take
//! the first free ring, so however long a file read runs, they keep a ring and a crew of their
//! own.
//! Two file transfers take turns. A transfer runs on the calling thread and the crew; it never
//! uses the relay threads of futures. There is no future form: the bytes come from the disk
//! through the host's threads, so a future would only hold a thread of its own while it waits;
//! an async caller runs it on its runtime's blocking threads (`tokio::task::spawn_blocking`).
//!
//! # In a scope
//! [`Scope::read_file`](crate::Scope::read_file) and [`Scope::write_file`](crate::Scope::write_file)
//! move a range in the scope's order, as a pageable copy does: after the work queued before (a
//! write reads device memory once that work is done), before the work queued after (which
//! sees what was read), with held memory too. Like a pageable copy they return once the host
//! side is done, the file read or written; a read's device side is done when the stream gets
//! there. A graph capture refuses them: the host reads the file when the call runs, not at a
//! launch; so it does the plain forms, called on a thread that is capturing. Managed memory
//! of another device than the scope's goes through a buffer and the scope's own copy: the
//! memory's staging ring cannot be ordered with a stream of another context.
//!
//! # GPUDirect Storage
//! [`direct_storage`] loads NVIDIA's cuFile (`libcufile.so.0`) at run time, like the driver
//! (never linked; its absence is no error), and says whether this machine has a direct path
//! between storage and GPU memory: the nvidia-fs driver, or NVMe with PCI P2PDMA and every
//! prerequisite NVIDIA lists. Without one, cuFile runs in compatibility mode, reading into its
//! own buffers and copying, which only adds a copy to what the staging ring does. cudyn uses
//! it for nothing yet: no machine here has a direct path (the GPU hosts have libcufile 1.15 on a
//! virtio disk, without nvidia-fs), so no direct transfer could be tested. `cudyn info` prints
//! the report.
//!
//! # Errors
//! A short read (the file ended early), `EIO` or `ENOSPC` is [`Error::FileIo`](crate::Error::FileIo),
//! naming the file, the offset and how many bytes of the range moved whole before it: nothing
//! is written to device memory beyond what was read. Ranges past the end of the file, or of
//! another length than their view, are refused before anything moves
//! ([`Error::FileRange`](crate::Error::FileRange)).

mod direct_storage;
mod safetensors;
mod transfer;

pub use direct_storage::{DirectStorage, direct_storage};
pub use safetensors::{Safetensors, SafetensorsDtype, Tensor};

#[doc(hidden)]
pub use transfer::{inject_file_faults, paths_taken};
pub use transfer::{read_at, read_many, read_path, write_at, write_many, write_path};
