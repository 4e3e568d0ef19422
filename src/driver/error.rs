//! The one error type of the safe layer.

use super::memory_kind::MemoryKind;
use crate::sys::dlpack::DLDataType;
use crate::sys::{CUresult, LoadError, SymbolError};

// `Debug` for `Error`: the message, or the variant and fields with `{:#?}`.
mod structured;
// The driver's own failures: the call, its code, and their names from the driver.
mod driver_error;

pub use driver_error::DriverError;

/// `Result` with this crate's [`Error`].
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Everything that can go wrong in this crate.
///
/// Driver failures keep the driver's code ([`DriverError::code`]); bad input is caught before
/// any driver call and described by the variants below it.
///
/// `{}` and `{:?}` print the same message (`{:?}` adds the sources, if any), because
/// `fn main() -> cudyn::Result<()>` prints an error it returns with `{:?}`; `{:#?}` shows the
/// variant and its fields, for a program that wants them.
#[derive(Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// No CUDA driver could be loaded. Its message lists every library tried and why it
    /// failed, and what to do, so that `eprintln!("{e}")` is enough to act on.
    #[error(transparent)]
    Load(#[from] LoadError),
    /// The loaded driver lacks an entry point this operation needs.
    #[error(transparent)]
    MissingSymbol(#[from] SymbolError),
    /// A driver call failed.
    #[error(transparent)]
    Driver(#[from] DriverError),
    /// The device's primary context can run nothing more: a kernel faulted (an illegal
    /// address, a failed assert, ...) and the driver keeps failing every call in it, or the
    /// context was reset. Every later operation on the device's memory, streams and events
    /// fails with this error, without a driver call; nothing of the context is freed any more
    /// (its memory may still be in use by work the driver never finished, so it is leaked).
    /// [`Device::reset`](crate::Device::reset) gives the device a new context where the driver
    /// allows it; NVIDIA's keeps a device lost to a kernel fault for the rest of the process.
    #[error(
        "the context of CUDA device {device} is lost ({cause}): nothing more runs in it; \
         Device::reset gives the device a new one where the driver allows it, otherwise only a \
         new process can use the device"
    )]
    ContextLost {
        /// The device's ordinal.
        device: usize,
        /// The driver's error that showed it (the first one).
        cause: DriverError,
    },
    /// Source and destination hold different numbers of elements.
    #[error("length mismatch: the destination holds {dst} elements but the source {src}")]
    LengthMismatch {
        /// Elements in the destination.
        dst: usize,
        /// Elements in the source.
        src: usize,
    },
    /// A range reaches past the end of what it indexes, or starts after it ends.
    #[error("range {start}..{end} is out of bounds for length {len}")]
    OutOfRange {
        /// First element of the range.
        start: usize,
        /// One past its last element.
        end: usize,
        /// Length of what was indexed.
        len: usize,
    },
    /// A device ordinal at or past the number of devices.
    #[error("there is no CUDA device {ordinal}: the driver sees {count}")]
    NoSuchDevice {
        /// The ordinal asked for.
        ordinal: usize,
        /// How many devices there are.
        count: usize,
    },
    /// `count` elements of `size` bytes do not fit in `usize`.
    #[error("{count} elements of {size} bytes overflow the address space")]
    SizeOverflow {
        /// Elements asked for.
        count: usize,
        /// Bytes per element.
        size: usize,
    },
    /// A view's bytes are not a whole number of the target element type.
    #[error("{bytes} bytes are not a whole number of {size}-byte elements")]
    CastLength {
        /// Bytes viewed.
        bytes: usize,
        /// Size of the target element.
        size: usize,
    },
    /// A copy's source and destination overlap (possible with the same [`Held`](crate::Held)
    /// memory on both sides); the driver leaves such copies undefined.
    #[error("the source and destination of a copy overlap: {bytes} bytes at {src:#x} and {dst:#x}")]
    OverlappingCopy {
        /// The source's address.
        src: u64,
        /// The destination's address.
        dst: u64,
        /// Bytes copied.
        bytes: usize,
    },
    /// Held memory was used after its scope gave it back ([`Scope::give_back`](crate::Scope::give_back));
    /// hold it again to use it.
    #[error("this held memory was given back by its scope; hold it again to use it")]
    GivenBack,
    /// The driver knows no allocation at this address: pageable host memory (use a slice), or
    /// memory already freed.
    #[error(
        "the CUDA driver knows no allocation at {addr:#x}: for ordinary host memory use a slice \
         or a Vec; device, pinned and managed memory must still be allocated"
    )]
    UnknownPointer {
        /// The address.
        addr: u64,
    },
    /// Foreign device memory or a stream belongs to a context other than its device's primary
    /// context.
    #[error(
        "the {what} at {addr:#x} belongs to a context of its own, not its device's primary \
         context (the CUDA runtime's and cudyn's); allocate it in the primary context \
         (cuDevicePrimaryCtxRetain), or copy it with the raw API"
    )]
    NotPrimaryContext {
        /// What was adopted: memory or a stream.
        what: &'static str,
        /// Its address or handle.
        addr: u64,
    },
    /// A range of foreign memory reaches outside the allocation holding it.
    #[error(
        "{bytes} bytes at {addr:#x} reach outside the allocation of {size} bytes at {start:#x}"
    )]
    OutsideAllocation {
        /// First address of the range.
        addr: u64,
        /// Its length in bytes.
        bytes: usize,
        /// First address of the allocation.
        start: u64,
        /// Its size in bytes.
        size: usize,
    },
    /// Memory to be owned does not start where its allocation starts, or is of another kind
    /// than the buffer taking it: only a whole allocation of the right kind can be freed.
    #[error(
        "{addr:#x} is not the start of a {expected} allocation (the driver reports {found:?} \
         memory starting at {start:#x})"
    )]
    NotAnAllocation {
        /// The address given.
        addr: u64,
        /// The kind the buffer frees.
        expected: &'static str,
        /// The kind the driver reports.
        found: MemoryKind,
        /// Where the allocation holding it starts.
        start: u64,
    },
    /// A DLPack tensor of another major version than this crate's (1).
    #[error("a DLPack {major}.{minor} tensor: this crate reads version 1")]
    DlpackVersion {
        /// Its major version.
        major: u32,
        /// Its minor version.
        minor: u32,
    },
    /// A DLPack tensor holds another element type than the one asked for.
    #[error("the DLPack tensor holds {found:?}, not {expected:?}")]
    DlpackDataType {
        /// The type asked for.
        expected: DLDataType,
        /// The tensor's.
        found: DLDataType,
    },
    /// An element type whose DLPack `DTYPE` is not as wide as the Rust type
    /// ([`DataType`](crate::dlpack::DataType)'s contract: `bits × lanes` is 8 × its size), or
    /// that claims a type no Rust value may stand for (`kDLBool`); refused at import and
    /// export alike, whatever the impl promised.
    #[error("the DLPack type {dtype:?} does not describe elements of {size} bytes")]
    DlpackElementSize {
        /// The element type's `DTYPE`.
        dtype: DLDataType,
        /// Its size in bytes.
        size: usize,
    },
    /// A DLPack tensor's shape or strides cannot be what is asked.
    #[error("the DLPack tensor has {what}")]
    DlpackLayout {
        /// What is wrong with it.
        what: &'static str,
    },
    /// A DLPack tensor's memory is neither host nor CUDA memory.
    #[error("the DLPack tensor is on device type {device_type}, which is neither host nor CUDA")]
    DlpackDevice {
        /// Its `DLDeviceType`.
        device_type: i32,
    },
    /// A DLPack tensor marked read-only was asked for writing.
    #[error("the DLPack tensor is read-only")]
    DlpackReadOnly,
    /// [`Device::reset`](crate::Device::reset) was asked while cudyn objects of the device
    /// live: the reset would destroy what they name.
    #[error(
        "device {device} cannot be reset while cudyn objects made on it live (buffers, streams, \
         events, modules and their functions, pools, resources, other handles of the device that \
         used it): drop them first"
    )]
    DeviceInUse {
        /// The device's ordinal.
        device: usize,
    },
    /// A [`LimitingResource`](crate::LimitingResource) refused an allocation past its limit,
    /// or a [`PinnedPool::reserve`](crate::PinnedPool::reserve) past the host's memory.
    #[error(
        "allocating {requested} bytes would pass the resource's limit of {limit} ({in_use} in use)"
    )]
    ResourceLimit {
        /// The limit in bytes.
        limit: u64,
        /// Bytes in use when asked.
        in_use: u64,
        /// Bytes asked for.
        requested: usize,
    },
    /// A memory resource handed out a null address for a non-empty allocation (for pinned
    /// memory: a null address for devices). Nothing was kept: memory with a host address went
    /// back to the resource.
    #[error("the {what} returned a null address for {bytes} bytes")]
    NullAllocation {
        /// Which resource, and which address.
        what: &'static str,
        /// Bytes asked for.
        bytes: usize,
    },
    /// The operation needs contiguous elements, and the view is a rectangle whose rows have
    /// gaps between them ([`View::rect`](crate::View::rect)).
    #[error("{what} needs contiguous memory, and this view is {rows} rows with gaps between them")]
    NotContiguous {
        /// The operation.
        what: &'static str,
        /// The view's rows.
        rows: usize,
    },
    /// A rectangle's rows would overlap: each row is longer than the stride between rows.
    #[error("rows of {row_len} elements cannot start every {stride} elements: they would overlap")]
    RowStride {
        /// The row's length, in elements.
        row_len: usize,
        /// The stride between rows, in elements.
        stride: usize,
    },
    /// A volume's slices would overlap: the stride between slices is shorter than a slice's
    /// rows ([`View::volume`](crate::View::volume)).
    #[error(
        "slices of {rows} rows {row_stride} elements apart cannot start every {stride} elements: they would overlap"
    )]
    SliceStride {
        /// Rows in a slice.
        rows: usize,
        /// The stride between rows, in elements.
        row_stride: usize,
        /// The stride between slices, in elements.
        stride: usize,
    },
    /// Two volumes of a copy (or a volume and a rectangle, of depth 1) differ in depth.
    #[error("depth mismatch: the destination has {dst} slices, the source {src}")]
    DepthMismatch {
        /// The destination's slices.
        dst: usize,
        /// The source's slices.
        src: usize,
    },
    /// Two rectangles of a copy differ in shape.
    #[error(
        "shape mismatch: the destination is {dst_rows} rows of {dst_row_len}, the source {src_rows} rows of {src_row_len}"
    )]
    ShapeMismatch {
        /// The destination's rows.
        dst_rows: usize,
        /// The destination's row length, in elements.
        dst_row_len: usize,
        /// The source's rows.
        src_rows: usize,
        /// The source's row length, in elements.
        src_row_len: usize,
    },
    /// A size that must not be zero was zero.
    #[error("the {what} must not be zero")]
    ZeroLength {
        /// What was zero.
        what: &'static str,
    },
    /// The operation does not apply to this kind of memory.
    #[error("this operation needs {expected}, not {found:?} memory")]
    WrongMemoryKind {
        /// What the operation needs.
        expected: &'static str,
        /// The kind it was given.
        found: MemoryKind,
    },
    /// Two things that must belong to the same device do not.
    #[error("{what} belongs to device {found}, not device {expected}")]
    WrongDevice {
        /// What was on the wrong device.
        what: &'static str,
        /// The device it had to be on.
        expected: usize,
        /// The device it is on.
        found: usize,
    },
    /// Elapsed time was asked of events created without timing.
    #[error("both events need timing (Event::with_timing) to measure elapsed time")]
    TimingDisabled,
    /// A string passed to the driver contains a NUL byte.
    #[error("the {what} contains a NUL byte")]
    InteriorNul {
        /// Which string.
        what: &'static str,
    },
    /// An address is not aligned as the element type requires.
    #[error("address {addr:#x} is not aligned to {align} bytes")]
    Misaligned {
        /// The address.
        addr: u64,
        /// The alignment required.
        align: usize,
    },
    /// The memory or event cannot be shared with another process (see
    /// [`IpcBuffer`](crate::IpcBuffer)).
    #[error("{what} cannot be exported to another process")]
    NotExportable {
        /// What was asked to be exported.
        what: &'static str,
    },
    /// An allocation was asked of a pool imported from another process
    /// ([`MemPool::import_fd`](crate::MemPool::import_fd)): an imported pool allocates nothing.
    /// Its memory is what the exporting process allocated, opened here with
    /// [`PoolImport`](crate::PoolImport).
    #[error(
        "a pool imported from another process allocates nothing: its memory is the exporter's, opened with PoolImport"
    )]
    ImportedPool,
    /// An IPC handle was opened in the process that exported it; the driver maps handles only
    /// into other processes.
    #[error("an IPC handle must be opened in another process than the one that exported it")]
    OpenedInExportingProcess,
    /// A thread copying part of a large pageable copy through the staging ring panicked: a bug
    /// in this crate. The copy was abandoned, partly done; the ring and its threads are usable
    /// again (the panic's message went to `tracing`).
    #[error("a staging thread panicked (a bug in cudyn); the copy was abandoned, partly done")]
    StagingThreadPanicked,
    /// Text that is not the 128 hex digits of an IPC handle.
    #[error("an IPC handle is 128 hex digits, not this {len}-byte text")]
    InvalidHandleText {
        /// Length of the text given.
        len: usize,
    },
    /// A pair of a batch of copies ([`copy_batch`](crate::copy_batch)) whose source and
    /// destination hold different numbers of elements.
    #[error(
        "length mismatch in copy {index} of a batch: the destination holds {dst} elements but \
         the source {src}"
    )]
    BatchLengthMismatch {
        /// The pair's position in the batch.
        index: usize,
        /// Elements in its destination.
        dst: usize,
        /// Elements in its source.
        src: usize,
    },
    /// A destination of a batch of copies shares a byte with another destination or with a
    /// source: the driver runs a batch's copies in no set order, so the result would be
    /// undefined.
    #[error("the destination of copy {index} of a batch overlaps the {side} of copy {other}")]
    OverlappingBatch {
        /// The copy whose destination overlaps.
        index: usize,
        /// The copy it overlaps (`index` itself for a copy onto its own source).
        other: usize,
        /// `"source"` or `"destination"`: which side of `other`.
        side: &'static str,
    },
    /// Two ranges of a discard ([`Scope::discard`](crate::Scope::discard)) share a byte: a
    /// discard takes its ranges exclusively.
    #[error("range {index} of a discard overlaps range {other}")]
    OverlappingRanges {
        /// The later range.
        index: usize,
        /// The earlier range it overlaps.
        other: usize,
    },
    /// A view is not a whole number of the blocks a gather or scatter moves.
    #[error("{len} elements are not a whole number of {block}-element blocks")]
    BlockLength {
        /// Elements in the view.
        len: usize,
        /// Elements in a block.
        block: usize,
    },
    /// A block index of a gather or scatter is at or past the number of blocks.
    #[error("block index {index} (at position {position}) is out of range for {blocks} blocks")]
    IndexOutOfRange {
        /// Where in the list of indices it is.
        position: usize,
        /// The index.
        index: usize,
        /// How many blocks there are.
        blocks: usize,
    },
    /// A scatter names one destination block twice: the two copies would race.
    #[error("block index {index} appears twice, at positions {first} and {second}")]
    DuplicateIndex {
        /// The block index.
        index: usize,
        /// Its first position in the list of indices.
        first: usize,
        /// Its second.
        second: usize,
    },
    /// An operation that a graph capture ([`Graph::capture`](crate::Graph::capture)) cannot
    /// record soundly: refused before it reached the driver, so the capture is not spoiled
    /// (the closure may go on, or return the error, which ends the capture).
    #[error("{what} cannot be captured into a graph: {why}")]
    NotCapturable {
        /// The operation.
        what: &'static str,
        /// Why a graph cannot hold it.
        why: &'static str,
    },
    /// A graph's state no longer holds memory (or a kernel) it held when the graph was
    /// captured, which the graph's work may name: replaced or taken out since, through
    /// [`Graph::state_mut`](crate::Graph::state_mut). The graph was not launched.
    #[error(
        "the graph's state no longer holds {bytes} bytes at {addr:#x} (or a kernel there) that \
         it held when captured: the graph was not launched"
    )]
    GraphStateChanged {
        /// The address of what is missing (a kernel's handle for a kernel).
        addr: u64,
        /// Its bytes (0 for a kernel).
        bytes: usize,
    },
    /// A call that waits for the user's code cudyn runs (see [`drain`](crate::drain)) came
    /// from inside that code: a parked value's `Drop`, a waker that cudyn's watcher runs, or
    /// a closure handed to [`Stream::submit_off_thread`](crate::Stream::submit_off_thread).
    /// It would wait for itself, so it does nothing and says so.
    #[error(
        "{what} was called from code cudyn runs for the user (the Drop of a parked value, a \
         waker, or a submit_off_thread closure), which it would wait for: nothing was done"
    )]
    Reentered {
        /// The call.
        what: &'static str,
    },
    /// Reading or writing a file ([`file`](crate::file)) failed: a short read (the file ended
    /// early), a disk error (`EIO`), a full disk (`ENOSPC`), and so on. The first `landed` bytes
    /// of the range were moved whole (into device memory: nothing beyond them was written
    /// there; into the file: later bytes of the range may be partly written, none outside it).
    #[error(
        "{} {path} failed at byte {offset} of the file: {} ({landed} bytes of the range moved \
         before it)",
        if *writing { "writing" } else { "reading" },
        io_message(*kind, *errno)
    )]
    FileIo {
        /// Whether it was a write.
        writing: bool,
        /// The file's path, as far as it is known.
        path: Box<str>,
        /// The file offset of the first byte that could not be moved.
        offset: u64,
        /// Bytes of the range moved whole before the failure, from its start.
        landed: u64,
        /// The error's kind (`UnexpectedEof` for a short read).
        kind: std::io::ErrorKind,
        /// The OS error number, where there is one.
        errno: Option<i32>,
    },
    /// A range of a file to read or write reaches past its end (reads) or past the largest
    /// offset, ends before it starts, or differs in length from its view. Nothing was moved.
    #[error("bytes {start}..{end} of {path} cannot be moved: {why}")]
    FileRange {
        /// The file's path, as far as it is known.
        path: Box<str>,
        /// The range asked for.
        start: u64,
        /// Its end.
        end: u64,
        /// Why not.
        why: Box<str>,
    },
    /// A `.safetensors` file (or a shard of one, or its index) is not valid; nothing of it is
    /// loaded.
    #[error(
        "{path} is not a valid safetensors file{}: {why}",
        tensor.as_ref().map(|t| format!(" (tensor {t:?})")).unwrap_or_default()
    )]
    Safetensors {
        /// The file.
        path: Box<str>,
        /// The tensor at fault, where one is.
        tensor: Option<Box<str>>,
        /// What is wrong.
        why: Box<str>,
    },
}

/// The text of an I/O error of `kind`, or of OS error `errno` where there is one.
fn io_message(kind: std::io::ErrorKind, errno: Option<i32>) -> String {
    match errno {
        Some(errno) => std::io::Error::from_raw_os_error(errno).to_string(),
        None => std::io::Error::from(kind).to_string(),
    }
}

impl Error {
    /// Whether the driver reported that the context can run nothing more: a kernel faulted
    /// (illegal address or instruction, failed assert, uncorrectable ECC error, ...) or the
    /// driver is shutting down. Work queued in the context then never runs.
    ///
    /// True for [`Error::ContextLost`], which cudyn returns once it has confirmed that the
    /// whole context is lost, and for a driver error whose code says so (the first failure a
    /// thread sees, before that confirmation).
    pub fn context_is_lost(&self) -> bool {
        use CUresult as R;
        matches!(self, Error::ContextLost { .. })
            || matches!(
                self.driver_code(),
                Some(
                    R::CUDA_ERROR_DEINITIALIZED
                        | R::CUDA_ERROR_ECC_UNCORRECTABLE
                        | R::CUDA_ERROR_ILLEGAL_ADDRESS
                        | R::CUDA_ERROR_ASSERT
                        | R::CUDA_ERROR_HARDWARE_STACK_ERROR
                        | R::CUDA_ERROR_ILLEGAL_INSTRUCTION
                        | R::CUDA_ERROR_MISALIGNED_ADDRESS
                        | R::CUDA_ERROR_INVALID_ADDRESS_SPACE
                        | R::CUDA_ERROR_INVALID_PC
                        | R::CUDA_ERROR_LAUNCH_FAILED
                )
            )
    }

    /// The driver's code, if this is a driver failure (for [`Error::ContextLost`], the code
    /// that showed it).
    pub fn driver_code(&self) -> Option<CUresult> {
        match self {
            Error::Driver(e) | Error::ContextLost { cause: e, .. } => Some(e.code()),
            _ => None,
        }
    }
}

/// `Ok` if `code` is `CUDA_SUCCESS`, else the error for `call`.
#[inline]
pub(crate) fn check(call: &'static str, code: CUresult) -> Result<()> {
    if code == CUresult::CUDA_SUCCESS {
        Ok(())
    } else {
        Err(failed(call, code))
    }
}

/// Reads a query's outcome (`cuStreamQuery`, `cuEventQuery`): `CUDA_ERROR_NOT_READY` means
/// "not yet", not a failure.
pub(crate) fn finished(outcome: Result<()>) -> Result<bool> {
    match outcome {
        Ok(()) => Ok(true),
        Err(e) if e.driver_code() == Some(CUresult::CUDA_ERROR_NOT_READY) => Ok(false),
        Err(e) => Err(e),
    }
}

#[cold]
#[inline(never)]
fn failed(call: &'static str, code: CUresult) -> Error {
    Error::Driver(DriverError::new(call, code))
}
