//! The staging ring's pinned memory: its slots and their marks (the pipeline that uses them is
//! `work::staging`), and making it ahead of need.
//!
//! Making it costs a fresh process 3-4 ms (measured on an H200 host: faulting in 34 MiB of huge
//! pages with 8 threads 2.2-2.6 ms, registering them 1.3-1.9 ms), most of what kept the
//! first 256 MiB pageable upload at 0.55-0.6 x the steady speed. So a context's first device
//! allocation large enough to be copied through the ring starts making it on a thread of its
//! own (where huge pages make it cheap): by the time the program has its host data ready, the
//! ring's memory usually is too. The cost when no such copy ever comes: 34 MiB page-locked
//! until the context is released ([`Device::free_staging_memory`](crate::Device) gives it back
//! sooner), and a few milliseconds of a background thread. Turning staging off
//! (`set_staging_threads(0)`) before the allocation turns this off too.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Weak};

use super::page_lock;
use crate::driver::call;
use crate::driver::context::{Attached, Context};
use crate::driver::error::Result;

/// Slots in the ring: chunks being filled, moving, and slack for the two to drift.
pub(crate) const SLOTS: usize = 4;
/// Bytes per slot, and the largest chunk: large enough that a chunk's DMA (150 µs) hides the
/// threads' hand-offs.
pub(crate) const SLOT: usize = 8 << 20;
/// Bytes between two slots' marks: a cache line each, so that the threads polling one do not
/// share a line with the copy engine writing another.
pub(crate) const MARK_STRIDE: usize = 64;
/// The smallest copy staged through the ring (smaller ones take the driver's path; measured in
/// `work::staging`), and so the smallest device allocation that starts making the ring's
/// memory ahead.
pub(crate) const STAGED_FROM: usize = 4 << 20;

/// A ring's slots and marks, pinned and mapped for every context: one mapping on huge pages
/// where the system offers them, else the driver's allocations. No `Drop`: given back by
/// [`free`](Self::free) once no DMA uses it; dropped without, it leaks (a lost context's).
pub(crate) struct RingMemory {
    pub(crate) slots: [*mut u8; SLOTS],
    /// [`MARK_STRIDE`] bytes per slot, zeroed.
    pub(crate) marks: *mut u8,
}

// SAFETY: pinned memory of this crate's, usable from any thread; whoever holds it uses it.
unsafe impl Send for RingMemory {}

impl RingMemory {
    /// Makes the memory, in `context` (made current here).
    pub(crate) fn make(context: &Context) -> Result<RingMemory> {
        context.bind()?;
        let register = page_lock::Register {
            portable: true,
            mapped: true,
        };
        let bytes = SLOTS * SLOT + SLOTS * MARK_STRIDE;
        let mut memory = RingMemory {
            slots: [std::ptr::null_mut(); SLOTS],
            marks: std::ptr::null_mut(),
        };
        if let Some(locked) = page_lock::lock(bytes, register) {
            let base = locked.ptr.as_ptr();
            for (i, slot) in memory.slots.iter_mut().enumerate() {
                *slot = base.wrapping_add(i * SLOT);
            }
            memory.marks = base.wrapping_add(SLOTS * SLOT);
            // Zero already: a fresh mapping.
            return Ok(memory);
        }
        // One piece at a time; if a step fails, what was made is given back.
        let portable = crate::sys::CU_MEMHOSTALLOC_PORTABLE;
        for piece in 0..=SLOTS {
            let size = if piece < SLOTS {
                SLOT
            } else {
                SLOTS * MARK_STRIDE
            };
            let mut raw: *mut std::ffi::c_void = std::ptr::null_mut();
            // SAFETY: writes one pointer to a local; the context is current.
            if let Err(error) = unsafe { call!(cuMemHostAlloc(&mut raw, size, portable)) } {
                memory.free();
                return Err(error);
            }
            match memory.slots.get_mut(piece) {
                Some(slot) => *slot = raw.cast(),
                None => memory.marks = raw.cast(),
            }
        }
        // Every mark starts at 0, the mark a slot never used awaits.
        // SAFETY: our own pinned memory of that size, which nothing else uses yet.
        unsafe { std::ptr::write_bytes(memory.marks, 0, SLOTS * MARK_STRIDE) };
        Ok(memory)
    }

    /// Gives every piece back (the caller binds the context), each whatever happened to the
    /// others; how many the driver refused (logged).
    pub(crate) fn free(self) -> usize {
        // Slots and marks in one mapping go back with its first slot.
        let mut pieces = vec![self.slots[0]];
        if !page_lock::is_locked_here(self.slots[0]) {
            pieces.extend(&self.slots[1..]);
            pieces.push(self.marks);
        }
        let mut refused = 0;
        for piece in pieces.into_iter().filter(|p| !p.is_null()) {
            // SAFETY: our own pinned memory, which nothing uses any more (our caller's
            // promise), given back once.
            if let Err(error) = unsafe { page_lock::unlock(piece.cast()) } {
                tracing::warn!(%error, "freeing the staging ring's memory failed");
                refused += 1;
            }
        }
        refused
    }
}

impl Attached for RingMemory {
    fn free(self: Box<Self>, context: &Context) {
        if let Err(error) = context.bind() {
            tracing::warn!(%error, "binding to free the staging ring's memory failed");
        }
        // Made ahead and never used by a copy: no DMA ever touched it.
        RingMemory::free(*self);
    }
}

/// Off once staging was turned off (`work::staging::set_staging_threads`).
static AHEAD: AtomicBool = AtomicBool::new(true);

/// Whether device allocations start making the ring's memory ahead.
pub(crate) fn set_ahead(on: bool) {
    AHEAD.store(on, Ordering::Relaxed);
}

/// A bit per device ordinal whose ring memory a thread is making ahead now (or is about to).
static MAKING: AtomicU64 = AtomicU64::new(0);

fn bit(ordinal: usize) -> u64 {
    1u64.checked_shl(ordinal as u32).unwrap_or(0)
}

/// Waits while a thread is making `context`'s ring memory ahead (into its first attached
/// slot): a large copy takes what it made rather than make a second ring, and finds the thread
/// gone when it is done, whether it made the memory or failed.
pub(crate) fn wait_ahead(context: &Context) {
    let mine = bit(context.ordinal());
    while MAKING.load(Ordering::SeqCst) & mine != 0 {
        std::thread::yield_now();
    }
}

/// Called for every device allocation of `bytes` in `context`: the context's first one large
/// enough to be staged starts a thread that makes the ring's memory into the context's first
/// attached slot, unless staging is off, the system offers no huge pages (the driver's own
/// allocations would hold its locks for as long as the ring takes), or a ring is there.
pub(crate) fn ahead(context: &Context, bytes: usize) {
    if bytes < STAGED_FROM
        || !AHEAD.load(Ordering::Relaxed)
        // One thread at a time: staging is off by default (`work::staging::staging_threads`).
        || page_lock::parallelism() < 2
        || !page_lock::huge_pages_offered()
        || !context.first_large_allocation()
    {
        return;
    }
    let Some(shared) = context.shared() else {
        return;
    };
    // Weak: the thread does not keep a context alive that the program has let go of.
    let weak: Weak<Context> = Arc::downgrade(&shared);
    drop(shared);
    let mine = bit(context.ordinal());
    MAKING.fetch_or(mine, Ordering::SeqCst);
    // Cleared however the thread ends (a panic included: copies would wait for ever).
    let made = Made(mine);
    let make = move || {
        let _made = made;
        if let Some(context) = weak.upgrade() {
            let mut slot = context.attached()[0]
                .lock()
                .unwrap_or_else(|e| e.into_inner());
            if slot.is_none() {
                match RingMemory::make(&context) {
                    Ok(memory) => *slot = Some(Box::new(memory)),
                    // The first large copy tries again, and says why if it fails too.
                    Err(error) => tracing::debug!(%error, "making the ring's memory ahead failed"),
                }
            }
            drop(slot);
            // Let go of before the bit clears: a copy that waited for it finds this thread
            // holding nothing (the last handle's drop releases the context here).
            drop(context);
        }
    };
    // A thread that cannot start drops `make`, and with it the bit.
    let spawned = std::thread::Builder::new()
        .name("cudyn-ring-ahead".into())
        .spawn(make);
    if let Err(error) = spawned {
        tracing::debug!(%error, "starting the thread that makes the ring's memory failed");
    }
}

/// Clears its device's bit of [`MAKING`] when dropped.
struct Made(u64);

impl Drop for Made {
    fn drop(&mut self) {
        MAKING.fetch_and(!self.0, Ordering::SeqCst);
    }
}
