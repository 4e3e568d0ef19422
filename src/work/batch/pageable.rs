//! Small blocks of pageable memory in a batch: packed into mapped pinned memory by several
//! threads and moved by the block kernel (downloads the other way round), in rounds that
//! overlap the host's packing with the device's moving.
//!
//! The driver copies each pageable block through its own staging buffer, paying several
//! microseconds a call (measured on an H200: 1024 blocks of 4 KiB at 0.6 GB/s in a loop, 256
//! of 64 KiB at 3.9). Packed by one thread, 16 MiB of 64 KiB blocks moved at 9 GB/s, the
//! thread's copying setting the pace; so the copying is shared out, and each round's kernel
//! runs while the next round is packed.

use std::ptr;

use crate::driver::call;
use crate::driver::context::Context;
use crate::driver::error::Result;
use crate::driver::stream::Stream;
use crate::memory::view::Span;
use crate::sys::{CUevent, CUevent_flags, CUstream};
use crate::work::blocks::{Block, Mapped, copy_blocks, mapped};
use crate::work::staging::{self, Piece, Sides, Way, staging_threads};

/// Bytes packed per round: small enough that the first kernel starts early and the rounds
/// overlap, large enough that a round's launch and hand-offs cost little beside its bytes.
const ROUND: usize = 4 << 20;

/// Blocks per round, at most: a launch's table takes 24 bytes a block, which for tiny blocks
/// would outgrow the round's own bytes (1.5 MiB of table here at most).
const ROUND_BLOCKS: usize = 1 << 16;

/// Blocks shorter than this on average are not staged through the ring (see `staged`).
const TINY: usize = 256;

/// Rounds in flight at once, at most: the pinned memory a batch holds is `ROUND` times this,
/// whatever its size.
const IN_FLIGHT: usize = 4;

/// Bytes below which one thread copies alone: starting another costs tens of microseconds.
const PER_THREAD: usize = 512 << 10;

/// A piece of host copying: `len` bytes from `from` to `to` (addresses).
type HostCopy = (usize, usize, usize);

/// The next round of `rest`: as many pairs as fit in [`ROUND`] bytes (at least one), and their
/// bytes.
fn next_round<'p, 'a>(
    rest: &mut &'p [(Span<'a>, Span<'a>)],
) -> (&'p [(Span<'a>, Span<'a>)], usize) {
    let (mut n, mut bytes) = (0, 0);
    while n < rest.len() && n < ROUND_BLOCKS && (n == 0 || bytes + rest[n].0.bytes <= ROUND) {
        bytes += rest[n].0.bytes;
        n += 1;
    }
    let (round, later) = rest.split_at(n);
    *rest = later;
    (round, bytes)
}

/// One round: its pinned memory, the kernel's table, and what the host copies after the
/// kernel (a download's unpacking).
struct Round {
    staging: Mapped,
    table: Option<Mapped>,
    unpack: Vec<HostCopy>,
}

/// Uploads `pairs` (pageable sources, device destinations of `context`, current) on `stream`.
/// The last rounds' pinned memory goes into `kept`, to stay until the stream has passed them;
/// the sources have been read when this returns.
pub(super) fn upload(
    pairs: &[(Span<'_>, Span<'_>)],
    context: &Context,
    (stream, order): (CUstream, Option<&Stream>),
    kept: &mut Vec<Mapped>,
) -> Result<()> {
    if staged(Way::ToDevice, pairs, context, order)? {
        return Ok(());
    }
    let mut rest = pairs;
    let mut in_flight: Vec<Mapped> = Vec::new();
    let outcome = (|| {
        while !rest.is_empty() {
            if in_flight.len() >= 2 * IN_FLIGHT {
                // A plain wait: where it fails, what is in flight goes to `kept`, and the
                // batch's own wait (`run_now`'s, or the scope's end) waits by the rule of
                // `driver::wait` before any of it, or the caller's memory, is given back.
                // SAFETY: a stream of the current context.
                unsafe { call!(cuStreamSynchronize(stream)) }?;
                in_flight.clear();
            }
            let (round, bytes) = next_round(&mut rest);
            let staging = mapped(context, bytes)?;
            let (mut pieces, mut blocks) = (Vec::new(), Vec::new());
            let mut at = 0;
            for (src, dst) in round {
                pieces.push((src.host as usize, staging.host(at) as usize, src.bytes));
                blocks.push(Block {
                    src: staging.addr() + at as u64,
                    dst: dst.addr,
                    bytes: src.bytes,
                });
                at += src.bytes;
            }
            // SAFETY: each source is readable for its length (its view's contract), each
            // piece of the staging memory ours and apart from the others (consecutive).
            unsafe { copy_pieces(&pieces) };
            in_flight.push(staging);
            // SAFETY: the staging memory and the device destinations are reachable by the
            // device and stay allocated until the stream has passed (kept, or waited for).
            unsafe { copy_blocks(context, &blocks, stream, &mut in_flight) }?;
        }
        Ok(())
    })();
    kept.append(&mut in_flight);
    outcome
}

/// Downloads `pairs` (device sources of `context`, current, pageable destinations) on
/// `stream`: complete on return, the destinations written. Pinned memory still in use after a
/// failure goes into `kept`.
pub(super) fn download(
    pairs: &[(Span<'_>, Span<'_>)],
    context: &Context,
    (stream, order): (CUstream, Option<&Stream>),
    kept: &mut Vec<Mapped>,
) -> Result<()> {
    if staged(Way::ToHost, pairs, context, order)? {
        return Ok(());
    }
    let mut rest = pairs;
    while !rest.is_empty() {
        let mut rounds: Vec<(Round, CUevent)> = Vec::new();
        let launched = (|| {
            while !rest.is_empty() && rounds.len() < IN_FLIGHT {
                let (pairs, bytes) = next_round(&mut rest);
                let staging = mapped(context, bytes)?;
                let (mut unpack, mut blocks) = (Vec::new(), Vec::new());
                let mut at = 0;
                for (src, dst) in pairs {
                    unpack.push((staging.host(at) as usize, dst.host as usize, src.bytes));
                    blocks.push(Block {
                        src: src.addr,
                        dst: staging.addr() + at as u64,
                        bytes: src.bytes,
                    });
                    at += src.bytes;
                }
                let mut round = Round {
                    staging,
                    table: None,
                    unpack,
                };
                // SAFETY: as for uploads; the staging memory is read only after the event.
                let mut tables = Vec::new();
                let launched = unsafe { copy_blocks(context, &blocks, stream, &mut tables) };
                round.table = tables.pop();
                let event = launched.and_then(|()| recorded(stream));
                match event {
                    Ok(event) => rounds.push((round, event)),
                    Err(error) => {
                        rounds.push((round, ptr::null_mut()));
                        return Err(error);
                    }
                }
            }
            Ok(())
        })();
        // Unpacked in order, each once its kernel is done, while the later ones run.
        let mut outcome = launched;
        for (round, event) in rounds {
            if outcome.is_ok() {
                // SAFETY: an event of ours, recorded after the round's kernel.
                outcome = unsafe { call!(cuEventSynchronize(event)) };
            }
            if outcome.is_ok() {
                // SAFETY: the kernel has filled the staging memory; each destination is
                // writable exclusively for its length (its view's contract), none overlaps
                // another (the batch's checks).
                unsafe { copy_pieces(&round.unpack) };
            }
            destroy(event);
            if outcome.is_ok() {
                drop(round);
            } else {
                // Possibly still in use: kept until the caller's wait shows it is not.
                kept.push(round.staging);
                kept.extend(round.table);
            }
        }
        outcome?;
    }
    Ok(())
}

/// Moves the blocks of `pairs` through the context's staging ring, if their bytes are many
/// enough and the ring is free (`Ok(false)`, having done nothing, otherwise): its threads pack
/// (or unpack) them and the block kernel moves each chunk between a slot and the device, in
/// the ring's pipeline; with `order`, after the work queued there and before what follows.
fn staged(
    way: Way,
    pairs: &[(Span<'_>, Span<'_>)],
    context: &Context,
    order: Option<&Stream>,
) -> Result<bool> {
    // A chunk's table takes 24 bytes a block: tiny blocks go in rounds, whose tables are
    // bounded by their block count.
    let bytes: usize = pairs.iter().map(|p| p.0.bytes).sum();
    if bytes < pairs.len() * TINY {
        return Ok(false);
    }
    // Too few bytes for the ring, or staging off.
    let Some(threads) = staging::threads_for(bytes) else {
        return Ok(false);
    };
    let mut at = 0;
    let pieces: Vec<Piece> = pairs
        .iter()
        .map(|(src, dst)| {
            let (host, device) = match way {
                Way::ToDevice => (src.host, dst.addr),
                Way::ToHost => (dst.host, src.addr),
            };
            let piece = Piece {
                host: host as usize,
                device,
                at,
                len: src.bytes,
            };
            at += src.bytes;
            piece
        })
        .collect();
    // SAFETY: every block's host side is readable (uploads) or exclusively writable
    // (downloads) and its device side reachable by the device, for its length, until the copy
    // is done (synchronous, or queued on `order`, whose scope keeps them borrowed); blocks
    // are not empty (the batch drops empty pairs) and do not overlap (the batch's checks).
    unsafe { staging::copy(context, way, Sides::blocks(&pieces), threads, order) }
}

/// A new event recorded on `stream` (current context).
fn recorded(stream: CUstream) -> Result<CUevent> {
    let mut event: CUevent = ptr::null_mut();
    let flags = CUevent_flags::CU_EVENT_DISABLE_TIMING.0;
    // SAFETY: writes one handle to a local; the context is current.
    unsafe { call!(cuEventCreate(&mut event, flags)) }?;
    // SAFETY: our live event, on a stream of the current context.
    if let Err(error) = unsafe { call!(cuEventRecord(event, stream)) } {
        destroy(event);
        return Err(error);
    }
    Ok(event)
}

fn destroy(event: CUevent) {
    if event.is_null() {
        return;
    }
    // SAFETY: our own event, destroyed once (the driver frees it once its work is done).
    if let Err(error) = (|| unsafe { call!(cuEventDestroy_v2(event)) })() {
        tracing::warn!(%error, "destroying a batch's event failed");
    }
}

/// Copies every piece, on up to [`staging_threads`] threads (this one among them) for large
/// totals, each taking a run of pieces of about equal bytes. A thread that cannot be started
/// leaves its run to this one.
///
/// # Safety
/// Each piece's source must be readable and its destination writable for its length, the
/// destinations apart from each other and from every source.
unsafe fn copy_pieces(pieces: &[HostCopy]) {
    let total: usize = pieces.iter().map(|p| p.2).sum();
    let threads = staging_threads().min(total / PER_THREAD).max(1);
    let copy_run = |run: &[HostCopy]| {
        for &(from, to, len) in run {
            // SAFETY: the caller's contract.
            unsafe { ptr::copy_nonoverlapping(from as *const u8, to as *mut u8, len) };
        }
    };
    if threads == 1 {
        copy_run(pieces);
        return;
    }
    // Runs of consecutive pieces, about total / threads bytes each.
    let share = total.div_ceil(threads);
    let mut runs: Vec<&[HostCopy]> = Vec::with_capacity(threads);
    let (mut start, mut bytes) = (0, 0);
    for (i, piece) in pieces.iter().enumerate() {
        bytes += piece.2;
        if bytes >= share || i + 1 == pieces.len() {
            runs.push(&pieces[start..=i]);
            (start, bytes) = (i + 1, 0);
        }
    }
    std::thread::scope(|scope| {
        let mut mine: Vec<&[HostCopy]> = Vec::new();
        let (first, others) = runs
            .split_first()
            .map_or((None, &[][..]), |(f, o)| (Some(f), o));
        for &run in others {
            let started = std::thread::Builder::new()
                .name("cudyn-pack".into())
                .spawn_scoped(scope, move || copy_run(run));
            if started.is_err() {
                mine.push(run);
            }
        }
        mine.extend(first.copied());
        mine.into_iter().for_each(copy_run);
    });
}
