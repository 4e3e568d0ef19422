//! The block-copy kernel: many small blocks moved by one launch of cudyn's own kernel
//! (`blocks/copy_blocks.ptx`) instead of one DMA each; batches use it (`work::batch`).
//!
//! The driver's copies cost microseconds each, and its batch (`cuMemcpyBatchAsync`) is only
//! about twice a loop of them for small blocks: measured on an H200, 1024 scattered blocks of
//! 4 KiB from pinned memory moved 3.3 GB/s in one raw batch and 1.7 in a loop, where one
//! contiguous copy of the same 4 MiB moves 50. A kernel whose thread blocks each copy one
//! block reaches device memory and pinned host memory alike (all pinned memory of
//! `cuMemHostAlloc` is mapped for every device under unified addressing; registered memory
//! and resources' memory at the device address they were mapped at): in the same run it moved
//! those blocks at 44 GB/s up and 46 down (0.88-0.91 x the contiguous copy), 256 blocks of 64
//! KiB at 49 and 51 (0.91-0.94 x), and device to device 1024 x 4 KiB at 318 GB/s against 1.1
//! for the driver's loop.
//!
//! Blocks from 1 MiB on stay with the driver ([`KERNEL_MAX`]): there a DMA's fixed cost is small
//! beside its transfer, and the copy engines move them without taking the GPU's cores from the
//! program's kernels.
//!
//! The kernel reads its work from a table in mapped pinned memory (source, destination and
//! length per block): one copy of the table per launch would cost another DMA. Tables are
//! kept per context for the next batch ([`Code`]); a table in use goes back once the stream
//! has passed the launch: the synchronous batch drops it after its wait, a scope keeps it
//! until its end ([`Scope::keep`](crate::Scope)). A table never given back (its scope's wait
//! failed with the context lost) is left allocated with the context's other memory.

use std::any::Any;
use std::ffi::c_void;
use std::ptr;
use std::sync::{Arc, Condvar, Mutex};

use crate::driver::call;
use crate::driver::context::{Attached, Context};
use crate::driver::error::{DriverError, Error, Result};
use crate::sys::{CUdeviceptr, CUfunction, CUmodule, CUresult, CUstream};

/// Blocks this size or longer are copied by the driver, not the kernel.
pub(crate) const KERNEL_MAX: usize = 1 << 20;

/// Bytes of one table entry: source, destination and length, as three `u64`s.
const ENTRY: usize = 24;

/// Spare blocks of mapped memory a context keeps for later batches, at most, and their bytes
/// at most; beyond, they are freed. Enough for a batch's pageable rounds in flight (four of 4
/// MiB and their tables) and a kernel launch's table beside them.
const SPARES: usize = 12;
const SPARE_BYTES: usize = 32 << 20;

/// The smallest block of mapped memory allocated: the driver's pinned allocations cost the same up to a page
/// or more, and small batches then share one size.
const SMALLEST: usize = 64 << 10;

/// The most blocks one launch takes: the kernel counts them in 32 bits, and its grid is one
/// dimension of at most 2^31 - 1 blocks. Larger batches launch again over the next entries.
const MOST_PER_LAUNCH: usize = 1 << 20;

/// One block to copy: device addresses (any the launching device reaches) and a length.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Block {
    pub(crate) src: CUdeviceptr,
    pub(crate) dst: CUdeviceptr,
    pub(crate) bytes: usize,
}

/// What a context keeps of the kernel: the loaded module and its function, and spare tables.
struct Code {
    loaded: Arc<Loaded>,
    spares: Vec<(*mut u8, usize)>,
}

/// The loaded module and its function. Counted: whoever is queueing a launch holds a handle
/// ([`function`]), so that [`give_back`] can tell when no launch of it is still being queued
/// before it waits for the ones queued and unloads the module.
pub(crate) struct Loaded {
    module: CUmodule,
    pub(crate) function: CUfunction,
}

// SAFETY: driver handles of one context, usable from any thread; the driver serialises what it
// must, and nothing here is mutated.
unsafe impl Send for Loaded {}
// SAFETY: as above; `&Loaded` only reads the handles.
unsafe impl Sync for Loaded {}

// SAFETY: driver handles and pinned memory of one context, usable from any thread; only used
// under the context's mutex.
unsafe impl Send for Code {}

impl Attached for Code {
    fn free(self: Box<Self>, context: &Context) {
        if let Err(error) = context.bind() {
            tracing::warn!(%error, "binding to unload the batch kernel failed; trying anyway");
        }
        for (table, _) in self.spares {
            free_table(table);
        }
        // SAFETY: no launch of it can run: the context is being released, after every scope
        // and synchronous batch has waited (each holds the context while it queues).
        unsafe { unload(self.loaded.module) };
    }
}

/// Unloads the kernel's module, logging a refusal.
///
/// # Safety
/// `module` must be ours, unloaded once, with no launch of it queued or running.
unsafe fn unload(module: CUmodule) {
    // SAFETY: the caller's promise.
    if let Err(error) = (|| unsafe { call!(cuModuleUnload(module)) })() {
        tracing::warn!(%error, "unloading the batch kernel failed");
    }
}

fn free_table(table: *mut u8) {
    // SAFETY: a table of ours, idle (spare, or its launch waited for), freed once.
    if let Err(error) = (|| unsafe { call!(cuMemFreeHost(table.cast())) })() {
        tracing::warn!(%error, "freeing a batch table failed");
    }
}

/// A block of mapped pinned memory that queued work uses (a launch's table, pageable blocks
/// packed for the kernel): goes back to its context's spares when dropped, which must wait
/// until the stream has passed that work.
pub(crate) struct Mapped {
    ptr: *mut u8,
    bytes: usize,
    /// Counted, not borrowed: a scope, or a future, keeps the block past its maker's borrow.
    context: Arc<Context>,
}

// SAFETY: pinned memory of the driver, which any thread may read, write and free; only the
// owner of the block touches it.
unsafe impl Send for Mapped {}

impl Drop for Mapped {
    fn drop(&mut self) {
        // A lost context's memory is left allocated (its kernel may not have stopped as far as
        // anything shows); otherwise the table is spare again, or freed past the spares.
        if self.context.is_lost() {
            return;
        }
        let mut code = self
            .context
            .code()
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        let code = code
            .as_mut()
            .and_then(|c| (&mut **c as &mut dyn Any).downcast_mut::<Code>());
        match code {
            Some(code)
                if code.spares.len() < SPARES
                    && code.spares.iter().map(|s| s.1).sum::<usize>() + self.bytes
                        <= SPARE_BYTES =>
            {
                code.spares.push((self.ptr, self.bytes))
            }
            _ => {
                if let Err(error) = self.context.bind() {
                    tracing::warn!(%error, "binding to free a batch table failed; freeing anyway");
                }
                free_table(self.ptr);
            }
        }
    }
}

/// Queues the copy of `blocks` (none empty, no destination overlapping another block) on
/// `stream` of `context`, which is current, by the kernel. The table it reads goes into `kept`
/// before anything is launched, to be dropped once the stream has passed the launches: also
/// when a later launch of a long batch fails, since the earlier ones still read it.
///
/// # Safety
/// Every block's source must be readable and its destination writable by the device of
/// `context` at those addresses, for their lengths, until the stream has run the launch.
pub(crate) unsafe fn copy_blocks(
    context: &Context,
    blocks: &[Block],
    stream: CUstream,
    kept: &mut Vec<Mapped>,
) -> Result<()> {
    // Held until the launches are queued: `give_back` waits for that before it unloads.
    let loaded = function(context)?;
    // SAFETY: our caller's promises.
    unsafe { queue_blocks(loaded.function, context, blocks, stream, kept) }
}

/// [`copy_blocks`], by the kernel of a graph's own module ([`Private`]), for a graph capture:
/// the launch is recorded, and runs each time the graph does.
///
/// # Safety
/// As for [`copy_blocks`], for as long as the graph may run; `private` is of `context`.
pub(crate) unsafe fn copy_blocks_captured(
    private: &Private,
    context: &Context,
    blocks: &[Block],
    stream: CUstream,
    kept: &mut Vec<Mapped>,
) -> Result<()> {
    // SAFETY: our caller's promises.
    unsafe { queue_blocks(private.loaded.function, context, blocks, stream, kept) }
}

/// The kernel loaded once more, for a graph (`work::graph`) whose nodes launch it: the graph
/// keeps it, and it is unloaded when the graph goes (no launch of the graph runs then), so
/// giving back the context's own kernel ([`give_back`]) never waits for a graph.
pub(crate) struct Private {
    loaded: Loaded,
    context: Arc<Context>,
}

// SAFETY: driver handles of one context, usable from any thread; nothing here is mutated.
unsafe impl Send for Private {}

impl Private {
    pub(crate) fn load(context: &Context) -> Result<Private> {
        let context = context.shared().ok_or(Error::Driver(DriverError::new(
            "cuDevicePrimaryCtxRetain",
            CUresult::CUDA_ERROR_CONTEXT_IS_DESTROYED,
        )))?;
        let loaded = load_module(&context)?;
        Ok(Private { loaded, context })
    }
}

impl Drop for Private {
    fn drop(&mut self) {
        if self.context.is_lost() {
            return;
        }
        if let Err(error) = self.context.bind() {
            tracing::warn!(%error, "binding to unload a graph's batch kernel failed; trying anyway");
        }
        // SAFETY: the graph's own module, unloaded once; the graph that launched it is gone.
        unsafe { unload(self.loaded.module) };
    }
}

/// Writes the table of `blocks` and launches `function` over it on `stream`.
///
/// # Safety
/// As for [`copy_blocks`]; `function` is the block kernel of a module loaded in `context`.
unsafe fn queue_blocks(
    function: CUfunction,
    context: &Context,
    blocks: &[Block],
    stream: CUstream,
    kept: &mut Vec<Mapped>,
) -> Result<()> {
    let table = mapped(context, blocks.len() * ENTRY)?;
    let at = table.ptr;
    kept.push(table);
    // SAFETY: the table is ours (kept until the stream has passed) and holds `blocks.len()`
    // entries (mapped); the launch's promises are our caller's.
    unsafe {
        write_table(at, blocks);
        launch(function, at, blocks, stream)
    }
}

/// Gives back the spare mapped memory `context` keeps for batches. The kernel's module stays
/// loaded until the context goes: a launch of it may be queued by another thread right now,
/// and its code is a few kilobytes. Memory in use goes back to the driver when its batch is
/// done with it, not to the spares.
pub(crate) fn free_spares(context: &Context) {
    let spares = {
        let mut slot = context.code().lock().unwrap_or_else(|e| e.into_inner());
        let code = slot
            .as_mut()
            .and_then(|c| (&mut **c as &mut dyn Any).downcast_mut::<Code>());
        code.map(|code| std::mem::take(&mut code.spares))
    };
    if let Some(spares) = spares.filter(|s| !s.is_empty()) {
        if let Err(error) = context.bind() {
            tracing::warn!(%error, "binding to free batch memory failed; freeing anyway");
        }
        // Spares are idle: each went back only once its batch was done with it.
        spares.into_iter().for_each(|(table, _)| free_table(table));
    }
}

/// The kernel in `context` (current), loaded on first use. Hold it until every launch of its
/// function is queued: [`give_back`] does not unload it before.
pub(crate) fn function(context: &Context) -> Result<Launching> {
    with_code(context, |code| Launching(Some(Arc::clone(&code.loaded))))
}

/// A handle of the loaded kernel, held while launches of it are queued; its drop tells
/// [`give_back`], which may be waiting for the last one (`LET_GO`).
pub(crate) struct Launching(Option<Arc<Loaded>>);

impl std::ops::Deref for Launching {
    type Target = Loaded;
    fn deref(&self) -> &Loaded {
        // Taken only in `drop`.
        self.0.as_deref().expect("a handle until dropped")
    }
}

/// Where [`give_back`] waits for the launches being queued to let go of the kernel.
static LET_GO: (Mutex<()>, Condvar) = (Mutex::new(()), Condvar::new());

impl Drop for Launching {
    fn drop(&mut self) {
        // Counted down first, then told under the lock: a `give_back` that counted before
        // waits on the condvar by then, one that counts after sees the count.
        drop(self.0.take());
        let _told = LET_GO.0.lock().unwrap_or_else(|e| e.into_inner());
        LET_GO.1.notify_all();
    }
}

/// Gives back everything `context` keeps of the kernel: its spare tables, and the module once
/// no launch of it can still run (the next batch loads it again). Launches being queued are
/// waited for, then the whole context (`cuCtxSynchronize`): a launch queued on any stream,
/// by a scope or a future still in flight, may still read the module's code.
///
/// # Errors
/// The wait's error (a lost context's is [`Error::ContextLost`]); the module then stays
/// loaded, kept for the context's release, which knows whether it may unload it.
pub(crate) fn give_back(context: &Context) -> Result<()> {
    let taken = {
        let mut slot = context.code().lock().unwrap_or_else(|e| e.into_inner());
        slot.take()
    };
    let Some(taken) = taken else {
        return Ok(());
    };
    let mut code = match (taken as Box<dyn Any>).downcast::<Code>() {
        Ok(code) => code,
        // Unreachable: this layer is the slot's only user.
        Err(_) => return Ok(()),
    };
    // Spares are idle (each went back once its batch was done with it); tables in use go
    // straight back to the driver from now on, finding no `Code` to join.
    let spares = std::mem::take(&mut code.spares);
    if !spares.is_empty() {
        if let Err(error) = context.bind() {
            tracing::warn!(%error, "binding to free batch memory failed; freeing anyway");
        }
        spares.into_iter().for_each(|(table, _)| free_table(table));
    }
    // Out of the slot, the module is handed to nobody new; a launch that took it before holds
    // a handle until it is queued, which takes microseconds (a staged copy holds it for the
    // copy, which runs to its end: milliseconds).
    let mut waiting = LET_GO.0.lock().unwrap_or_else(|e| e.into_inner());
    while Arc::strong_count(&code.loaded) > 1 {
        waiting = LET_GO.1.wait(waiting).unwrap_or_else(|e| e.into_inner());
    }
    drop(waiting);
    if let Err(error) = context.synchronize() {
        let error = context.lost_if(error);
        // Kept for the context's release: back in the slot, unless a batch loaded the kernel
        // again meanwhile; then it is left loaded (a few kilobytes of code), which beats
        // unloading code that may still run.
        let mut slot = context.code().lock().unwrap_or_else(|e| e.into_inner());
        if slot.is_none() {
            *slot = Some(code);
        } else {
            tracing::warn!(%error, "the batch kernel's wait failed; its module stays loaded");
        }
        return Err(error);
    }
    if let Err(error) = context.bind() {
        tracing::warn!(%error, "binding to unload the batch kernel failed; trying anyway");
    }
    // SAFETY: ours, out of the slot (so unloaded once, here); no launch is being queued (the
    // count above) and every launch queued is done (the context's wait).
    unsafe { unload(code.loaded.module) };
    Ok(())
}

/// Bytes of a table of `count` blocks.
pub(crate) fn table_bytes(count: usize) -> usize {
    count * ENTRY
}

/// Writes the entries of `blocks` at `table`.
///
/// # Safety
/// `table` must be 8-byte aligned, writable for [`table_bytes`] of them, and not read by any
/// launch still to run.
pub(crate) unsafe fn write_table(table: *mut u8, blocks: &[Block]) {
    // SAFETY: the caller's contract; u64s at 8-byte-aligned offsets.
    let entries = unsafe { std::slice::from_raw_parts_mut(table.cast::<u64>(), blocks.len() * 3) };
    for (entry, block) in entries.chunks_exact_mut(3).zip(blocks) {
        entry.copy_from_slice(&[block.src, block.dst, block.bytes as u64]);
    }
}

/// Launches `function` (the kernel, in the current context) on `stream` over the entries of
/// `blocks` written at `table` (host memory the device reaches at the same address).
///
/// # Safety
/// The table must hold those entries until the stream has run the launch, and each block's
/// sides be reachable by the device (readable, writable) until then.
pub(crate) unsafe fn launch(
    function: CUfunction,
    table: *mut u8,
    blocks: &[Block],
    stream: CUstream,
) -> Result<()> {
    let total: usize = blocks.iter().map(|b| b.bytes).sum();
    let threads = threads_for(total / blocks.len().max(1));
    tracing::debug!(
        blocks = blocks.len(),
        total,
        threads,
        "blocks by the kernel"
    );
    for (launch, part) in blocks.chunks(MOST_PER_LAUNCH).enumerate() {
        let mut at = table as CUdeviceptr + (launch * MOST_PER_LAUNCH * ENTRY) as u64;
        let mut count = part.len() as u32;
        let mut params = [
            (&raw mut at).cast::<c_void>(),
            (&raw mut count).cast::<c_void>(),
        ];
        // SAFETY: the function takes (u64, u32), which `params` points at for the call; the
        // grid is `count` blocks (at most MOST_PER_LAUNCH) of `threads` (at most 1024) in one
        // dimension; the table and the blocks are our caller's promise.
        unsafe {
            call!(cuLaunchKernel(
                function,
                count,
                1,
                1,
                threads,
                1,
                1,
                0,
                stream,
                params.as_mut_ptr(),
                ptr::null_mut()
            ))
        }?;
    }
    Ok(())
}

/// Threads per block of the grid for blocks of `bytes` on average: a 16-byte load and store
/// per thread per block, between 128 and 1024 threads. Measured on an H200 (one launch, 256
/// to 1024 threads): 1 and 4 KiB blocks moved fastest with 128 or 256 threads (device to
/// device 200-320 GB/s, against 90-210 with 1024); 64 KiB and 1 MiB blocks between devices'
/// memory with 1024 (1000-1140 GB/s, against 490-850 with 256); to and from host memory the
/// count changed nothing (the bus sets the pace).
fn threads_for(bytes: usize) -> u32 {
    (bytes / 16).next_multiple_of(32).clamp(128, 1024) as u32
}

/// Runs `f` on the context's `Code`, loaded on first use (in `context`, current), under its lock.
fn with_code<R>(context: &Context, f: impl FnOnce(&mut Code) -> R) -> Result<R> {
    let mut slot = context.code().lock().unwrap_or_else(|e| e.into_inner());
    if let Some(code) = slot
        .as_mut()
        .and_then(|c| (&mut **c as &mut dyn Any).downcast_mut::<Code>())
    {
        return Ok(f(code));
    }
    // Empty (this layer is the slot's only user, so nothing else is ever there).
    if let Some(other) = slot.take() {
        other.free(context);
    }
    let mut code = load(context)?;
    let result = f(&mut code);
    *slot = Some(Box::new(code));
    Ok(result)
}

/// At least `bytes` of mapped pinned memory of `context` (current): a spare, else new.
pub(crate) fn mapped(context: &Context, bytes: usize) -> Result<Mapped> {
    // The context is alive (borrowed here), so only one being dropped has no counted handle.
    let shared = context.shared().ok_or(Error::Driver(DriverError::new(
        "cuDevicePrimaryCtxRetain",
        CUresult::CUDA_ERROR_CONTEXT_IS_DESTROYED,
    )))?;
    let spare = with_code(context, |code| {
        // The smallest that fits: a table must not take the block a round's packing needs.
        let fits = (code.spares.iter().enumerate())
            .filter(|(_, spare)| spare.1 >= bytes)
            .min_by_key(|(_, spare)| spare.1)?
            .0;
        Some(code.spares.swap_remove(fits))
    })?;
    let (ptr, bytes) = match spare {
        Some(spare) => spare,
        None => {
            let size = bytes.next_power_of_two().max(SMALLEST);
            let mut raw: *mut c_void = ptr::null_mut();
            // SAFETY: writes one pointer to a local; the context is current (our caller's).
            unsafe { call!(cuMemHostAlloc(&mut raw, size, 0)) }?;
            (raw.cast::<u8>(), size)
        }
    };
    Ok(Mapped {
        ptr,
        bytes,
        context: shared,
    })
}

impl Mapped {
    /// The address devices reach it at: its host address (unified addressing maps all of
    /// `cuMemHostAlloc`'s memory for every device at the address the host uses).
    pub(crate) fn addr(&self) -> CUdeviceptr {
        self.ptr as CUdeviceptr
    }

    /// Its host address `at` bytes in (at most its length).
    pub(crate) fn host(&self, at: usize) -> *mut u8 {
        debug_assert!(at <= self.bytes);
        self.ptr.wrapping_add(at)
    }
}

/// Loads the kernel in `context`, which is current.
fn load(context: &Context) -> Result<Code> {
    Ok(Code {
        loaded: Arc::new(load_module(context)?),
        spares: Vec::new(),
    })
}

/// Loads the kernel's module in `context` (current) and finds its function.
fn load_module(context: &Context) -> Result<Loaded> {
    const PTX: &str = concat!(include_str!("blocks/copy_blocks.ptx"), "\0");
    let mut module: CUmodule = ptr::null_mut();
    // SAFETY: NUL-terminated PTX text alive for the call; writes one handle to a local.
    unsafe { call!(cuModuleLoadData(&mut module, PTX.as_ptr().cast())) }?;
    let mut function: CUfunction = ptr::null_mut();
    // SAFETY: a live module and a NUL-terminated name; writes one handle to a local.
    let found = unsafe {
        call!(cuModuleGetFunction(
            &mut function,
            module,
            c"cudyn_copy_blocks".as_ptr()
        ))
    };
    if let Err(error) = found {
        // SAFETY: the module just loaded, unloaded once; nothing launched from it.
        if let Err(also) = (|| unsafe { call!(cuModuleUnload(module)) })() {
            tracing::warn!(%also, "unloading the batch kernel after a failed lookup failed");
        }
        return Err(error);
    }
    tracing::debug!(device = context.ordinal(), "batch kernel loaded");
    Ok(Loaded { module, function })
}
