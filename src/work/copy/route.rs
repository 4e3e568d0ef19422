//! Where a copy's route is decided: from the two sides (their kinds, rows, sizes, contexts)
//! and whether the copy is queued, once, before any memory moves. Every question that tells
//! one way of copying from another is asked here and nowhere else: the kinds, rows or not,
//! staged or not (size, staging threads, narrow rows, memory the driver knows), peer contexts,
//! and what a synchronous copy waits for after its driver call. The answer is a [`Route`], which
//! `copy::carry_out` follows without asking again; a new way of copying is one more variant.

use std::fmt;

use crate::driver::context::Context;
use crate::driver::error::{Error, Result};
use crate::driver::memory_kind::MemoryKind;
use crate::driver::stream::Stream;
use crate::memory::view::{Rows, Span};
use crate::work::staging::{self, Sides, Way};

/// How one copy is carried out.
pub(crate) enum Route<'a> {
    /// No bytes: nothing to do.
    Nothing,
    /// Both sides host RAM the host may touch, copied now: one `memmove`.
    Memmove,
    /// Rows of host RAM on both sides, copied now: one `memmove` a row.
    MemmoveRows(Rows),
    /// One call of the driver's entry point for `direction`.
    Direct { direction: Direction, on: On<'a> },
    /// Device memory of two contexts (two devices): `cuMemcpyPeer`, which names both.
    Peer {
        from: &'a Context,
        to: &'a Context,
        on: On<'a>,
    },
    /// Rows (or slices of rows) through the driver's 3D copy.
    Rows { rows: Rows, on: On<'a> },
    /// Rows of device memory of two contexts: the 3D copy's peer form.
    PeerRows {
        rows: Rows,
        from: &'a Context,
        to: &'a Context,
        on: On<'a>,
    },
    /// Between pageable host memory and device memory through the context's staging ring,
    /// both sides contiguous; where the ring cannot be had when the copy runs (busy with a
    /// poisoned lock, or not made), `otherwise`.
    Staged {
        stage: Stage<'a>,
        otherwise: Box<Route<'a>>,
    },
    /// As [`Route::Staged`], with rows on one side or both.
    StagedRows {
        stage: Stage<'a>,
        otherwise: Box<Route<'a>>,
    },
}

/// Which driver entry point a contiguous copy of one context takes, as far as the kinds tell.
/// The direct ones skip the classification of both pointers that `cuMemcpy` makes, which costs
/// 10 to 20 µs when one is pageable memory the driver does not know; anything involving
/// unified memory (or host memory the host may not touch) is left to `cuMemcpy`, which knows
/// where its pages are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Direction {
    HostToDevice,
    DeviceToHost,
    DeviceToDevice,
    Inferred,
}

/// Where the driver's call runs, and what a copy made now waits for after it.
#[derive(Clone, Copy)]
pub(crate) enum On<'a> {
    /// Queued on the caller's stream, whose scope keeps both sides borrowed until it has
    /// synchronised the stream.
    Stream(&'a Stream),
    /// Now, on the legacy stream of the context, then as `Then` says.
    Legacy(&'a Context, Then),
}

/// What a copy made now on the legacy stream does once its driver call returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Then {
    /// Nothing: the driver documents the call as complete on return (copies into host memory,
    /// and from page-locked memory to device memory).
    Complete,
    /// A small upload from pageable memory into device memory cudyn allocated: the driver has
    /// read the source, the data may still be landing; the context notes it
    /// (`Context::upload_queued`) and cudyn's next operation not ordered after it waits then.
    Landing,
    /// The legacy stream is synchronised, so that "copied" means done.
    Wait,
}

/// A staged copy: the ring of `context`, `threads` threads, with `order` where queued.
#[derive(Clone, Copy)]
pub(crate) struct Stage<'a> {
    pub(crate) context: &'a Context,
    pub(crate) way: Way,
    pub(crate) sides: Sides<'static>,
    pub(crate) threads: usize,
    pub(crate) order: Option<&'a Stream>,
}

/// `Ok` if a copy between `src` and `dst` can be recorded into a graph (`work::graph`), which
/// replays it later as one copy node: not from or into pageable memory, which the host moves
/// when the copy is queued (through the staging ring, or the driver's own buffer), so a replay
/// would move what was there at capture; not between the memory of two contexts (peer copies
/// are not recorded yet). Asked first, so that a capture is refused before any route is
/// chosen, whatever the size.
pub(crate) fn capturable(src: &Span<'_>, dst: &Span<'_>) -> Result<()> {
    if src.bytes == 0 {
        return Ok(());
    }
    if src.kind == MemoryKind::Host || dst.kind == MemoryKind::Host {
        return Err(Error::NotCapturable {
            what: "a copy of pageable memory",
            why: "the host reads or writes pageable memory when the copy is queued, so a \
                  replay would move stale data; use pinned or registered memory",
        });
    }
    if let (Some(from), Some(to)) = (src.context, dst.context)
        && from.ordinal() != to.ordinal()
    {
        return Err(Error::NotCapturable {
            what: "a copy between devices",
            why: "copies between the memory of two devices are not recorded into graphs",
        });
    }
    Ok(())
}

/// How a file's bytes reach a view, or leave it ([`file`](crate::file)): decided here, by the
/// same questions as a copy's route (the kind, the size, the staging threads).
#[derive(Clone, Copy)]
pub(crate) enum FileRoute<'a> {
    /// No bytes.
    Nothing,
    /// Host RAM the host may touch: read or written in place by the calling thread.
    InPlace,
    /// Device or managed memory, large: through the second staging ring of `context`, with
    /// `threads` reads or writes in flight (`staging::copy_file`); where no ring can be made,
    /// as `Bounce`.
    Staged {
        context: &'a Context,
        threads: usize,
    },
    /// Through a buffer of the host's, then one copy: small ranges, where a pipeline would
    /// cost more than it saves.
    Bounce,
}

/// The route of a file's bytes into or out of `span`, or why there is none: a view with gaps
/// between its rows (a file range is contiguous; copy such a view through a packed buffer).
pub(crate) fn file_route<'a>(span: &Span<'a>) -> Result<FileRoute<'a>> {
    if let Some(rows) = span.gaps() {
        return Err(Error::NotContiguous {
            what: "a view read from or written to a file",
            rows: rows.all(),
        });
    }
    if span.bytes == 0 {
        return Ok(FileRoute::Nothing);
    }
    if host(span) {
        return Ok(FileRoute::InPlace);
    }
    Ok(
        match (span.context, staging::file_threads_for(span.bytes)) {
            (Some(context), Some(threads)) => FileRoute::Staged { context, threads },
            _ => FileRoute::Bounce,
        },
    )
}

/// Rows narrower than this are not staged: they cost the threads a piece each, where the copy
/// engine's own rows do better.
const NARROW: usize = 512;

/// The route of a copy from `src` to `dst`, which hold the same bytes (checked by the caller);
/// queued on `stream` where there is one, else now. Its errors are those of the copy: an
/// overlap, no context on either side where one is needed, or the driver's answer when asked
/// whether it knows a pageable side's memory.
pub(crate) fn route<'a>(
    src: &Span<'a>,
    dst: &Span<'a>,
    stream: Option<&'a Stream>,
) -> Result<Route<'a>> {
    if stream.is_some_and(Stream::captures) {
        capturable(src, dst)?;
    }
    match src.gaps().or(dst.gaps()) {
        Some(rows) => rows_route(src, dst, rows, stream),
        None => contiguous_route(src, dst, stream),
    }
}

/// Whether `src` to `dst` is a copy between device memory of two contexts (two devices).
pub(crate) fn is_peer(src: &Span<'_>, dst: &Span<'_>) -> bool {
    peer(src, dst).is_some()
}

/// The contexts (source's, destination's) of device memory on both sides, where they differ.
fn peer<'a>(src: &Span<'a>, dst: &Span<'a>) -> Option<(&'a Context, &'a Context)> {
    let device = |span: &Span<'a>| span.context.filter(|_| span.kind == MemoryKind::Device);
    match (device(src), device(dst)) {
        (Some(a), Some(b)) if a.raw() != b.raw() => Some((a, b)),
        _ => None,
    }
}

/// Host RAM the host may touch.
fn host(span: &Span<'_>) -> bool {
    span.kind.is_host() && !span.host.is_null()
}

/// Pageable host memory the host may touch (the driver may still know it: see `stage`).
fn pageable(span: &Span<'_>) -> bool {
    span.kind == MemoryKind::Host && !span.host.is_null()
}

fn contiguous_route<'a>(
    src: &Span<'a>,
    dst: &Span<'a>,
    stream: Option<&'a Stream>,
) -> Result<Route<'a>> {
    let bytes = src.bytes;
    debug_assert_eq!(bytes, dst.bytes);
    if bytes == 0 {
        return Ok(Route::Nothing);
    }
    // Borrows keep a view's two sides apart, but a Held handle may stand on both.
    if src.overlaps(dst) {
        return Err(Error::OverlappingCopy {
            src: src.addr,
            dst: dst.addr,
            bytes,
        });
    }
    let context = dst.context.or(src.context);
    let direct = match stream {
        Some(stream) => one_call(src, dst, On::Stream(stream)),
        // Both sides host RAM, and nothing in flight on them (queued work keeps its memory
        // borrowed): an ordinary memmove is the fastest copy.
        None if host(src) && host(dst) => Route::Memmove,
        None => {
            // One side is device or unified memory, and so belongs to a context.
            let context = context.ok_or(Error::WrongMemoryKind {
                expected: "device or unified memory on one side",
                found: src.kind,
            })?;
            let then = match (direction(src, dst), src.kind, dst.kind) {
                // Only into memory cudyn allocated (it has a storage identity), whose every free
                // waits for uploads first: memory of another owner (a foreign view, a DLPack
                // import) may be freed by that owner, in an order the legacy stream is not part
                // of, as soon as cudyn's borrow of it ends.
                (Direction::HostToDevice, MemoryKind::Host, _) if dst.storage.is_some() => {
                    Then::Landing
                }
                (_, from, to) if returns_complete(from, to) => Then::Complete,
                _ => Then::Wait,
            };
            one_call(src, dst, On::Legacy(context, then))
        }
    };
    // Large copies between pageable and device memory go through the staging ring, queued or
    // not: the driver's own path for them is a third as fast either way.
    let staged = match (src.kind, dst.kind, context) {
        (MemoryKind::Host, MemoryKind::Device, Some(c)) => {
            Some((c, Way::ToDevice, src.host, dst.addr))
        }
        (MemoryKind::Device, MemoryKind::Host, Some(c)) => {
            Some((c, Way::ToHost, dst.host, src.addr))
        }
        _ => None,
    };
    let Some((context, way, host, device)) = staged else {
        return Ok(direct);
    };
    let sides = Sides::contiguous(host, device, bytes);
    Ok(match stage(context, way, sides, stream)? {
        Some(stage) => Route::Staged {
            stage,
            otherwise: Box::new(direct),
        },
        None => direct,
    })
}

/// The one driver call of a contiguous copy, running `on`.
fn one_call<'a>(src: &Span<'a>, dst: &Span<'a>, on: On<'a>) -> Route<'a> {
    match peer(src, dst) {
        Some((from, to)) => Route::Peer { from, to, on },
        None => Route::Direct {
            direction: direction(src, dst),
            on,
        },
    }
}

/// Which way a copy within one context goes, as far as the kinds tell (see [`Direction`]).
fn direction(src: &Span<'_>, dst: &Span<'_>) -> Direction {
    match (src.kind, dst.kind) {
        (_, MemoryKind::Device) if host(src) => Direction::HostToDevice,
        (MemoryKind::Device, _) if host(dst) => Direction::DeviceToHost,
        (MemoryKind::Device, MemoryKind::Device) => Direction::DeviceToDevice,
        _ => Direction::Inferred,
    }
}

/// Whether the synchronous copy returns only once it is complete. The driver documents
/// that for copies into host memory and for copies from page-locked memory to device memory;
/// the rest (device to device, pageable to device, anything touching managed memory) may
/// still be in flight on the legacy stream, and get a synchronise so that "copied" means done.
fn returns_complete(src: MemoryKind, dst: MemoryKind) -> bool {
    use MemoryKind::*;
    matches!(
        (src, dst),
        (Device, Host | Pinned | Registered) | (Pinned | Registered, Device)
    )
}

fn rows_route<'a>(
    src: &Span<'a>,
    dst: &Span<'a>,
    rows: Rows,
    stream: Option<&'a Stream>,
) -> Result<Route<'a>> {
    // Row by row, not by extent: two column blocks of one matrix are apart.
    if src.overlaps(dst) {
        return Err(Error::OverlappingCopy {
            src: src.addr,
            dst: dst.addr,
            bytes: rows.depth * rows.count * rows.width,
        });
    }
    if stream.is_none() && host(src) && host(dst) {
        return Ok(Route::MemmoveRows(rows));
    }
    let on = match stream {
        Some(stream) => On::Stream(stream),
        None => {
            // The device side's context, where there is one: its memory is named as device
            // memory. Waited for: a synchronous copy of rows is complete on return, whatever
            // the kinds.
            let device = |span: &Span<'a>| span.context.filter(|_| span.kind == MemoryKind::Device);
            let context = device(dst)
                .or(device(src))
                .or(dst.context)
                .or(src.context)
                .ok_or(Error::WrongMemoryKind {
                    expected: "device or unified memory on one side",
                    found: src.kind,
                })?;
            On::Legacy(context, Then::Wait)
        }
    };
    let driver = match peer(src, dst) {
        Some((from, to)) => Route::PeerRows { rows, from, to, on },
        None => Route::Rows { rows, on },
    };
    Ok(match staged_rows(src, dst, rows, stream)? {
        Some(stage) => Route::StagedRows {
            stage,
            otherwise: Box::new(driver),
        },
        None => driver,
    })
}

/// Rows between pageable host memory and device memory through the staging ring, as large
/// contiguous copies go (the driver's pageable rectangles are no faster than its pageable
/// copies: 9.5 GB/s up and 15 down for 4096 rows of 16 KiB on an H200, where staged copies
/// move 40-50): `None` where the kinds, the rows or the size leave it to the driver's path.
fn staged_rows<'a>(
    src: &Span<'a>,
    dst: &Span<'a>,
    rows: Rows,
    stream: Option<&'a Stream>,
) -> Result<Option<Stage<'a>>> {
    let (way, host, device) = match (src.kind, dst.kind) {
        (MemoryKind::Host, MemoryKind::Device) if pageable(src) => (Way::ToDevice, src, dst),
        (MemoryKind::Device, MemoryKind::Host) if pageable(dst) => (Way::ToHost, dst, src),
        _ => return Ok(None),
    };
    let Some(context) = device.context else {
        return Ok(None);
    };
    if rows.width < NARROW {
        return Ok(None);
    }
    // Rows to the staging ring: a volume only where its slices follow each other with no gap
    // between them (then it is `depth * count` rows); others take the driver's path.
    let shape = |span: &Span<'_>| match span.gaps() {
        None => Some(None),
        Some(r) if r.depth == 1 || r.slice == r.count * r.pitch => Some(Some((r.width, r.pitch))),
        Some(_) => None,
    };
    let (Some(host_rows), Some(device_rows)) = (shape(host), shape(device)) else {
        return Ok(None);
    };
    let sides = Sides {
        host: host.host,
        host_rows,
        device: device.addr,
        device_rows,
        bytes: rows.depth * rows.count * rows.width,
        blocks: &[],
    };
    stage(context, way, sides, stream)
}

/// The staged copy of `sides`, where staging pays: the copy is large enough, staging is on
/// (more than one thread), and the driver does not know the host side as its own memory.
/// Asked in that order: most copies are small, and must pay nothing here; the driver is asked
/// last (0.1-0.25 µs).
fn stage<'a>(
    context: &'a Context,
    way: Way,
    sides: Sides<'static>,
    order: Option<&'a Stream>,
) -> Result<Option<Stage<'a>>> {
    let Some(threads) = staging::threads_for(sides.bytes) else {
        return Ok(None);
    };
    if staging::known_to_driver(sides.host, sides.host_extent())? {
        return Ok(None);
    }
    Ok(Some(Stage {
        context,
        way,
        sides,
        threads,
        order,
    }))
}

/// The route as the route table of `tests/routes.rs` shows it: stable across runs (no
/// addresses), one line.
impl fmt::Display for Route<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Route::Nothing => write!(f, "nothing"),
            Route::Memmove => write!(f, "memmove"),
            Route::MemmoveRows(_) => write!(f, "memmove rows"),
            Route::Direct { direction, on } => {
                let name = match direction {
                    Direction::HostToDevice => "HtoD",
                    Direction::DeviceToHost => "DtoH",
                    Direction::DeviceToDevice => "DtoD",
                    Direction::Inferred => "inferred",
                };
                write!(f, "{name} {on}")
            }
            Route::Peer { on, .. } => write!(f, "peer {on}"),
            Route::Rows { on, .. } => write!(f, "3D rows {on}"),
            Route::PeerRows { on, .. } => write!(f, "3D peer rows {on}"),
            Route::Staged { stage, otherwise } => {
                write!(f, "staged {}, else {otherwise}", way(stage.way))
            }
            Route::StagedRows { stage, otherwise } => {
                write!(f, "staged rows {}, else {otherwise}", way(stage.way))
            }
        }
    }
}

fn way(way: Way) -> &'static str {
    match way {
        Way::ToDevice => "up",
        Way::ToHost => "down",
    }
}

impl fmt::Display for On<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            On::Stream(_) => write!(f, "queued"),
            On::Legacy(_, Then::Complete) => write!(f, "now, complete"),
            On::Legacy(_, Then::Landing) => write!(f, "now, landing"),
            On::Legacy(_, Then::Wait) => write!(f, "now, waited"),
        }
    }
}
