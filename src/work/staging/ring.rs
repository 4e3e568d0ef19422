//! The staging ring: one context's pinned slots, marks, stream and event, and the pipeline
//! that moves a staged copy through them (the threads fill or drain the slots, the copy engine,
//! or the block kernel for a batch's blocks, moves each chunk between a slot and the device).

use std::cell::Cell;
use std::sync::atomic::{AtomicU32, Ordering};

use super::job::Job;
use super::threads::Workers;
use super::{RING, SLOT, Way};
use crate::driver::call;
use crate::driver::context::{Attached, Context};
use crate::driver::error::{Error, Result, finished};
use crate::driver::stream::Stream;
use crate::driver::wait::wait_for_stream;
use crate::memory::page_lock;
use crate::memory::ring_memory::{MARK_STRIDE, RingMemory};
use crate::sys::{CUdeviceptr, CUevent, CUevent_flags, CUfunction, CUstream, CUstream_flags};
use crate::work::blocks::{Block, launch, table_bytes, write_table};

/// Spins of a copy's loop without a move (each well under a microsecond) before it asks the
/// ring's stream whether its DMAs can still finish: often enough to notice a lost context
/// within a millisecond or so, rarely enough to cost nothing while DMAs run.
const STALLED_SPINS: u32 = 1 << 14;

/// What [`Ring::drain`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Stopped {
    /// Nothing queued on the ring runs any more: its slots are idle.
    Finished,
    /// The context is lost (confirmed: [`wait_for_context`]): none of its DMAs run again, but
    /// the ring is neither freed nor used again (see [`Ring`]).
    ///
    /// [`wait_for_context`]: crate::driver::wait::wait_for_context
    Lost,
}

/// The pinned slots, marks, stream and event of one context's staging ring. The context owns
/// it (as what is [`Attached`] to it) and frees it before it is released itself.
///
/// No `Drop`: it is freed by [`Ring::release`], which first waits until none of its DMAs can
/// run. One dropped without it, as when its context is lost, leaves its driver resources
/// allocated, which is what a ring that cannot be shown idle calls for.
pub(crate) struct Ring {
    /// The slots' memory, and the marks the ring's stream writes once each slot's last DMA is
    /// done ([`MARK_STRIDE`] bytes apart).
    pub(super) memory: RingMemory,
    /// The marks' device address.
    marks_device: CUdeviceptr,
    /// The mark each slot's last DMA writes, and the last mark handed out.
    awaited: [Cell<u32>; RING],
    last_mark: Cell<u32>,
    /// Orders a copy queued in a scope with the scope's stream.
    order: CUevent,
    stream: CUstream,
    /// Each slot's table for the block kernel (pinned, and its size), made when blocks first
    /// pass through the slot and reused: rewritten only once the slot is idle.
    tables: [Cell<(*mut u8, usize)>; RING],
}

// SAFETY: the pointers are this ring's own pinned memory and driver handles, usable from any
// thread; the ring is only used under its context's mutex (the cells are not shared).
unsafe impl Send for Ring {}

impl Ring {
    /// A ring over `memory` (made ahead, or now: [`RingMemory`]), which it owns from here on,
    /// whatever happens.
    pub(super) fn new(context: &Context, memory: RingMemory) -> Result<Ring> {
        let mut ring = Ring {
            memory,
            marks_device: 0,
            awaited: Default::default(),
            last_mark: Cell::new(0),
            order: std::ptr::null_mut(),
            stream: std::ptr::null_mut(),
            tables: Default::default(),
        };
        // Made one piece at a time; if a step fails, what was made is freed.
        match context.bind().and_then(|()| ring.make()) {
            Ok(()) => {
                tracing::debug!(slots = RING, bytes = SLOT, "staging ring made");
                Ok(ring)
            }
            Err(error) => {
                ring.release(context);
                Err(error)
            }
        }
    }

    fn make(&mut self) -> Result<()> {
        let flags = CUstream_flags::CU_STREAM_NON_BLOCKING.0;
        // SAFETY: writes one handle to a field; the context is current.
        unsafe { call!(cuStreamCreateWithPriority(&mut self.stream, flags, 0)) }?;
        // SAFETY: writes one address to a field; the memory is ours (mapped for every
        // context), the context current.
        unsafe {
            call!(cuMemHostGetDevicePointer_v2(
                &mut self.marks_device,
                self.memory.marks.cast(),
                0
            ))
        }?;
        let timing_off = CUevent_flags::CU_EVENT_DISABLE_TIMING.0;
        // SAFETY: writes one handle to a field; the context is current.
        unsafe { call!(cuEventCreate(&mut self.order, timing_off)) }
    }

    /// Gives everything back, in `context`, which owns the ring and is still retained, once
    /// none of its DMAs can run ([`drain`](Self::drain), which leaves a ring of a lost context
    /// allocated, and aborts the process where nothing shows the DMAs stopped). Runs in `Drop`,
    /// so failures to free are logged.
    pub(super) fn release(self, context: &Context) {
        if let Err(error) = context.bind() {
            tracing::warn!(%error, "binding to free the staging ring failed; freeing anyway");
        }
        if self.drain(context) == Stopped::Lost {
            tracing::error!("the staging ring's context is lost; its memory is left allocated");
            return;
        }
        // Each piece is given back whatever happened to the others: a refused release leaves
        // that one piece allocated, not the rest of the ring.
        let mut refused = self.memory.free();
        let mut given_back = |what: &str, released: Result<()>| {
            if let Err(error) = released {
                tracing::warn!(%error, what, "freeing part of the staging ring failed");
                refused += 1;
            }
        };
        for table in self
            .tables
            .iter()
            .map(|t| t.get().0)
            .filter(|t| !t.is_null())
        {
            // SAFETY: our own pinned memory, idle after drain() (no launch reads it any more),
            // given back once.
            given_back("pinned memory", unsafe { page_lock::unlock(table.cast()) });
        }
        if !self.order.is_null() {
            // SAFETY: our own event, destroyed once.
            let order = self.order;
            given_back("event", (|| unsafe { call!(cuEventDestroy_v2(order)) })());
        }
        if !self.stream.is_null() {
            // SAFETY: our own stream, idle, destroyed once.
            let stream = self.stream;
            given_back(
                "stream",
                (|| unsafe { call!(cuStreamDestroy_v2(stream)) })(),
            );
        }
        if refused == 0 {
            tracing::debug!("staging ring freed");
        }
    }

    /// Waits until nothing queued on the ring can run, as a scope's end does: the slots are
    /// then idle (`Finished`), unless the driver says that the context is lost (`Lost`): none
    /// of its DMAs run again, it says, but the ring is not to be freed or used again on that
    /// word (see [`Ring`]). If waiting for the ring's stream fails otherwise, the whole context
    /// is waited for; if that fails too, not lost, the process aborts ([`wait_for_context`]):
    /// returning would let the caller free memory a DMA may still write, and freeing the ring
    /// would free slots a DMA may still use.
    ///
    /// [`wait_for_context`]: crate::driver::wait::wait_for_context
    pub(super) fn drain(&self, context: &Context) -> Stopped {
        if self.stream.is_null() {
            return Stopped::Finished;
        }
        // SAFETY: our own live stream, of `context`.
        match unsafe { wait_for_stream(context, self.stream, "the staging ring") } {
            Err(Error::ContextLost { .. }) => Stopped::Lost,
            Ok(()) | Err(_) => Stopped::Finished,
        }
    }

    /// Whether the DMAs last queued on `slot` are done (a slot never used is): its mark has
    /// reached the one its last DMA writes. Reading memory rather than asking the driver
    /// (`cuEventQuery`) matters when other threads make pageable copies through the driver's
    /// path, which holds up every driver call while it runs: a 256 MiB upload beside a loop of
    /// 1 MiB ones moved 29-32 GB/s polling marks, 21-22 asking events (3 MiB ones: 19-20
    /// against 10; alone, the same speed), measured on an H100.
    fn idle(&self, slot: usize) -> bool {
        // SAFETY: the mark lies inside our pinned block, aligned (the block is page-aligned,
        // MARK_STRIDE a multiple of 4), live as long as the ring; the host only reads it, and
        // atomically, as the copy engine writes it.
        let mark = unsafe { AtomicU32::from_ptr(self.memory.marks.add(slot * MARK_STRIDE).cast()) };
        // Marks wrap around: reached when no more than half the range behind.
        let behind = self.awaited[slot]
            .get()
            .wrapping_sub(mark.load(Ordering::Acquire));
        behind == 0 || behind > u32::MAX / 2
    }

    /// Queues the DMA of `chunk` of `job` between its slot and `device`, and the write of the
    /// slot's next mark after it.
    ///
    /// # Safety
    /// `device` must be valid for the job's bytes until the DMA is done, and the slot must not
    /// be touched by the host until it is [`idle`](Self::idle).
    unsafe fn dma(&self, job: &Job, chunk: usize, device: CUdeviceptr) -> Result<()> {
        let (slot, (offset, len)) = (chunk % RING, job.bounds(chunk));
        let (host, s) = (self.memory.slots[slot], self.stream);
        let mark = self.last_mark.get().wrapping_add(1);
        let at = self.marks_device + (slot * MARK_STRIDE) as u64;
        // The write waits for the DMA and makes its data visible first (the default flags: a
        // memory fence before the write).
        let after = crate::sys::CUstreamWriteValue_flags::CU_STREAM_WRITE_VALUE_DEFAULT.0;
        // SAFETY: the slot holds SLOT >= len bytes; the device range (or its rows) is valid
        // (our caller); the mark lies in our pinned block.
        unsafe {
            match job.device_rows {
                _ if job.kernel != 0 => self.by_kernel(job, slot, (offset, len))?,
                None => linear(job.way, host, device + offset as u64, len, s)?,
                Some(rows) => in_rows(job.way, host, device, rows, (offset, len), s)?,
            }
            call!(cuStreamWriteValue32_v2(s, at, mark, after))?;
        }
        // Awaited only once its write is queued: a failed write leaves the slot's mark and the
        // one awaited as they were (the failed copy drains the ring before returning).
        self.last_mark.set(mark);
        self.awaited[slot].set(mark);
        Ok(())
    }

    /// Queues the block kernel over the part of the job's blocks in bytes `offset..offset +
    /// len` of the copy, between `slot` (where those bytes are packed) and the device.
    ///
    /// # Safety
    /// As for [`dma`](Self::dma); the job's blocks are valid (its caller's promise).
    unsafe fn by_kernel(
        &self,
        job: &Job,
        slot: usize,
        (offset, len): (usize, usize),
    ) -> Result<()> {
        // SAFETY: the job's blocks, alive until the copy returns (staging::copy's caller).
        let pieces = unsafe { job.pieces() };
        let (end, packed) = (offset + len, self.memory.slots[slot] as CUdeviceptr);
        let first = pieces.partition_point(|p| p.at + p.len <= offset);
        let mut blocks = Vec::new();
        for piece in pieces[first..].iter().take_while(|p| p.at < end) {
            let (from, to) = (piece.at.max(offset), (piece.at + piece.len).min(end));
            let (staged, device) = (
                packed + (from - offset) as u64,
                piece.device + (from - piece.at) as u64,
            );
            let (src, dst) = match job.way {
                Way::ToDevice => (staged, device),
                Way::ToHost => (device, staged),
            };
            blocks.push(Block {
                src,
                dst,
                bytes: to - from,
            });
        }
        // The table is written by the host, unlike a DMA's parameters, which the driver takes
        // when it is queued: the slot's last launch must have read it. Within a copy the
        // pipeline sees to it; a download right after an upload queued in a scope (which
        // returns before its last launches run) waits here.
        self.wait_idle(slot)?;
        let table = self.table(slot, table_bytes(blocks.len()))?;
        // SAFETY: the slot's table, idle with its slot (its last launch is done), big enough;
        // the slot and the blocks are reachable by the device (pinned memory mapped for every
        // context; the caller's device memory), valid until the launch has run (marks).
        unsafe {
            write_table(table, &blocks);
            launch(job.kernel as CUfunction, table, &blocks, self.stream)
        }
    }

    /// Waits until `slot`'s last DMA or launch is done (its mark is in), asking the ring's
    /// stream now and then whether it still can be.
    fn wait_idle(&self, slot: usize) -> Result<()> {
        let mut spins = 0u32;
        while !self.idle(slot) {
            std::hint::spin_loop();
            spins += 1;
            if spins == STALLED_SPINS {
                spins = 0;
                // SAFETY: our own live stream.
                finished(unsafe { call!(cuStreamQuery(self.stream)) })?;
            }
        }
        Ok(())
    }

    /// `slot`'s table, at least `bytes` long: made, or made larger, now (the slot is idle, so
    /// no launch still reads the old one).
    fn table(&self, slot: usize, bytes: usize) -> Result<*mut u8> {
        let (table, size) = self.tables[slot].get();
        if size >= bytes {
            return Ok(table);
        }
        if !table.is_null() {
            // SAFETY: our own pinned memory, idle (see above), freed once.
            unsafe { call!(cuMemFreeHost(table.cast())) }?;
            self.tables[slot].set((std::ptr::null_mut(), 0));
        }
        let size = bytes.next_power_of_two().max(64 << 10);
        let mut raw: *mut std::ffi::c_void = std::ptr::null_mut();
        let portable = crate::sys::CU_MEMHOSTALLOC_PORTABLE;
        // SAFETY: writes one pointer to a local; the ring's context is current.
        unsafe { call!(cuMemHostAlloc(&mut raw, size, portable)) }?;
        self.tables[slot].set((raw.cast(), size));
        Ok(raw.cast())
    }

    /// The pipeline. To the device: a chunk is made ready for the threads once its slot's last
    /// DMA is done, and its DMA is queued once the threads have filled it. To the host: a
    /// chunk's DMA is queued once its slot has been drained, and it is made ready once the DMA
    /// is done. This thread queues, polls and copies parts in between.
    ///
    /// # Safety
    /// As for [`copy`]; the job's slots are this ring's.
    pub(super) unsafe fn copy(
        &mut self,
        workers: &mut Workers,
        job: Job,
        device: CUdeviceptr,
        order: Option<&Stream>,
    ) -> Result<()> {
        if let Some(order) = order {
            // SAFETY: live event and streams; the ring's DMAs start after `order`'s work.
            unsafe {
                call!(cuEventRecord(self.order, order.raw()))?;
                call!(cuStreamWaitEvent(self.stream, self.order, 0))?;
            }
        }
        let chunks = job.chunks();
        // SAFETY: the caller's memory is valid until this returns (our caller), after `run`
        // is dropped; a slot is made ready only when its DMAs are done (below).
        let run = unsafe { workers.begin(job) };
        // Chunks made ready, queued (their DMA), and done with on the host: cells, read by
        // the loop below while `step` moves them.
        let (ready, queued, drained) = (Cell::new(0), Cell::new(0), Cell::new(0));
        let advance = |cell: &Cell<usize>| cell.set(cell.get() + 1);
        // One move of the pipeline, if one can be made now; whether it was.
        let step = || -> Result<bool> {
            let (r, q, d) = (ready.get(), queued.get(), drained.get());
            match job.way {
                Way::ToDevice if q < r && run.copied(q) => {
                    // SAFETY: the slot is filled and not touched again before its mark.
                    unsafe { self.dma(&job, q, device) }?;
                    advance(&queued);
                }
                Way::ToDevice if r < chunks.min(q + RING) && self.idle(r % RING) => {
                    run.make_ready(r);
                    advance(&ready);
                }
                Way::ToHost if q < chunks.min(d + RING) => {
                    // SAFETY: the slot has been drained (or is fresh); the DMA is queued on the
                    // ring's stream after any earlier one of the slot.
                    unsafe { self.dma(&job, q, device) }?;
                    advance(&queued);
                }
                Way::ToHost if d < r && run.copied(d) => advance(&drained),
                Way::ToHost if r < q && self.idle(r % RING) => {
                    run.make_ready(r);
                    advance(&ready);
                }
                _ => return Ok(false),
            }
            Ok(true)
        };
        let last = match job.way {
            Way::ToDevice => &queued,
            Way::ToHost => &drained,
        };
        // Spins without a move since the last look at the ring's stream.
        let mut idle = 0u32;
        while last.get() < chunks {
            if run.failed() {
                // What landed whole: the chunks queued to the device, or drained to the host.
                let whole = match job.way {
                    Way::ToDevice => queued.get(),
                    Way::ToHost => drained.get(),
                };
                let landed = (whole < chunks).then(|| job.bounds(whole).0);
                return Err(run.error(landed.unwrap_or(job.bytes)));
            }
            let mut moves = || {
                while step()? {}
                Ok(())
            };
            if step()? || run.help(&mut moves)? {
                idle = 0;
                continue;
            }
            std::hint::spin_loop();
            idle += 1;
            if idle == STALLED_SPINS {
                idle = 0;
                // A mark that never comes (the context was lost under the copy: a kernel
                // faulted) would hold this loop for ever: the stream says so instead. Only
                // while a DMA is awaited: waiting for the threads is not the stream's concern.
                if (0..RING).any(|slot| !self.idle(slot)) {
                    // SAFETY: our own live stream.
                    finished(unsafe { call!(cuStreamQuery(self.stream)) })?;
                }
            }
        }
        drop(run);
        match (job.way, order) {
            // Every DMA has been seen done.
            (Way::ToHost, _) => Ok(()),
            // A plain wait: where it fails, the copy drains the ring (`drain`) before returning.
            // SAFETY: our own live stream.
            (Way::ToDevice, None) => unsafe { call!(cuStreamSynchronize(self.stream)) },
            // SAFETY: live event and streams; `order`'s later work waits for the last DMA.
            (Way::ToDevice, Some(order)) => unsafe {
                call!(cuEventRecord(self.order, self.stream))?;
                call!(cuStreamWaitEvent(order.raw(), self.order, 0))
            },
        }
    }
}

/// Queues one DMA of `len` bytes between `host` (pinned) and `device` on `stream`.
///
/// # Safety
/// Both ranges valid for `len` bytes until the stream has run it; `stream`'s context current.
unsafe fn linear(
    way: Way,
    host: *mut u8,
    device: CUdeviceptr,
    len: usize,
    s: CUstream,
) -> Result<()> {
    // SAFETY: forwarded.
    unsafe {
        match way {
            Way::ToDevice => call!(cuMemcpyHtoDAsync_v2(device, host.cast(), len, s)),
            Way::ToHost => call!(cuMemcpyDtoHAsync_v2(host.cast(), device, len, s)),
        }
    }
}

/// Queues the DMAs of bytes `offset..offset + len` of rows `(width, pitch)` from `device`,
/// packed at `host`: the rest of a row begun before, whole rows in one 2D copy, and the start
/// of a row ended after (chunks need not end where rows do).
///
/// # Safety
/// `host` valid for `len` bytes and the rows' bytes in that range on the device, until the
/// stream has run them; `stream`'s context current.
unsafe fn in_rows(
    way: Way,
    host: *mut u8,
    device: CUdeviceptr,
    (width, pitch): (usize, usize),
    (offset, len): (usize, usize),
    s: CUstream,
) -> Result<()> {
    let end = offset + len;
    let at = |pos: usize| device + ((pos / width) * pitch + pos % width) as u64;
    let mut pos = offset;
    let piece = |from: usize, bytes: usize| -> Result<()> {
        // SAFETY: inside the slot (`from - offset + bytes <= len`) and inside one row.
        unsafe { linear(way, host.add(from - offset), at(from), bytes, s) }
    };
    if pos % width != 0 {
        let bytes = (width - pos % width).min(end - pos);
        piece(pos, bytes)?;
        pos += bytes;
    }
    let rows = (end - pos) / width;
    if rows > 0 {
        let packed = host.wrapping_add(pos - offset);
        let (host_type, device_type) = (
            crate::sys::CUmemorytype::CU_MEMORYTYPE_HOST,
            crate::sys::CUmemorytype::CU_MEMORYTYPE_DEVICE,
        );
        let mut params = crate::sys::CUDA_MEMCPY3D {
            WidthInBytes: width,
            Height: rows,
            Depth: 1,
            // SAFETY: plain data: integers, enumerations set below, and pointers for which
            // null means "none".
            ..unsafe { std::mem::zeroed() }
        };
        match way {
            Way::ToDevice => {
                (params.srcMemoryType, params.srcHost, params.srcPitch) =
                    (host_type, packed.cast_const().cast(), width);
                (params.dstMemoryType, params.dstDevice, params.dstPitch) =
                    (device_type, at(pos), pitch);
            }
            Way::ToHost => {
                (params.srcMemoryType, params.srcDevice, params.srcPitch) =
                    (device_type, at(pos), pitch);
                (params.dstMemoryType, params.dstHost, params.dstPitch) =
                    (host_type, packed.cast(), width);
            }
        }
        (params.srcHeight, params.dstHeight) = (rows, rows);
        // SAFETY: whole rows of both sides inside their ranges (our caller's contract).
        unsafe { call!(cuMemcpy3DAsync_v2(&params, s)) }?;
        pos += rows * width;
    }
    if pos < end {
        piece(pos, end - pos)?;
    }
    Ok(())
}

impl Attached for Ring {
    fn free(self: Box<Self>, context: &Context) {
        self.release(context);
    }
}
