//! Which path each pair of a checked batch takes, and running them: now, or queued in a scope.

use super::driver_call::{entry, queue};
use super::pageable;
use crate::driver::capture_mode;
use crate::driver::context::Context;
use crate::driver::error::{Error, Result};
use crate::driver::memory_kind::MemoryKind;
use crate::driver::stream::Stream;
use crate::driver::wait::wait_for_stream;
use crate::memory::view::Span;
use crate::sys::CUstream;
use crate::work::blocks::{
    Block, KERNEL_MAX, Mapped, Private, copy_blocks, copy_blocks_captured, mapped,
};
use crate::work::copy::route::capturable;
use crate::work::copy::transfer;
use crate::work::scope::Scope;

/// `CU_STREAM_PER_THREAD`: the calling thread's default stream in the current context.
const PER_THREAD: CUstream = 2 as CUstream;
/// `CU_STREAM_LEGACY`, the legacy stream's other name.
const LEGACY: CUstream = 1 as CUstream;

/// A batch's copy: a source and a destination.
pub(super) type Pair<'a> = (Span<'a>, Span<'a>);

/// The pairs of a batch by path (see the module `work::batch`).
#[derive(Default)]
struct Plan<'a> {
    /// Small blocks the device's kernel reaches on both sides.
    kernel: Vec<Block>,
    /// Small blocks from pageable memory to device memory, and back: packed through pinned
    /// memory, moved by the kernel.
    up: Vec<Pair<'a>>,
    down: Vec<Pair<'a>>,
    /// Pairs for the driver's batch.
    driver: Vec<Pair<'a>>,
    /// Pairs for cudyn's copy routine, one at a time.
    single: Vec<Pair<'a>>,
}

impl Plan<'_> {
    /// Whether every pair goes through cudyn's copy routine.
    fn only_single(&self) -> bool {
        self.kernel.is_empty()
            && self.up.is_empty()
            && self.down.is_empty()
            && self.driver.is_empty()
    }
}

/// Sorts the non-empty pairs of `spans` by path, for a batch on a stream of `context` (none:
/// pageable memory only); `driver_batch` says whether the driver's batch may be used.
fn plan<'a>(spans: &[Pair<'a>], context: Option<&Context>, driver_batch: bool) -> Plan<'a> {
    let mut plan = Plan::default();
    for &(src, dst) in spans.iter().filter(|(src, _)| src.bytes != 0) {
        let small = src.bytes < KERNEL_MAX;
        let reached = |span: &Span<'_>| context.is_some_and(|c| reachable(span, c));
        let device = |span: &Span<'_>| span.kind == MemoryKind::Device && reached(span);
        if small && reached(&src) && reached(&dst) && (device(&src) || device(&dst)) {
            plan.kernel.push(Block {
                src: src.addr,
                dst: dst.addr,
                bytes: src.bytes,
            });
        } else if small && pageable(&src) && device(&dst) {
            plan.up.push((src, dst));
        } else if small && device(&src) && pageable(&dst) {
            plan.down.push((src, dst));
        } else if driver_batch && batchable(&src) && batchable(&dst) {
            plan.driver.push((src, dst));
        } else {
            plan.single.push((src, dst));
        }
    }
    plan
}

/// Whether the kernel, launched in `context`, reaches all of `span` at its address: contiguous
/// device memory of that context, or host memory page-locked and mapped there (pinned memory
/// and resources' memory at the device address they gave; registered memory, mapped when
/// registered).
fn reachable(span: &Span<'_>, context: &Context) -> bool {
    let kind = matches!(
        span.kind,
        MemoryKind::Device | MemoryKind::Pinned | MemoryKind::Registered
    );
    kind && span.gaps().is_none() && span.context.is_some_and(|c| c.raw() == context.raw())
}

/// Whether `span` is contiguous pageable host memory the host may touch.
fn pageable(span: &Span<'_>) -> bool {
    span.kind == MemoryKind::Host && !span.host.is_null() && span.gaps().is_none()
}

/// Whether the driver's batch takes this side: memory the driver knows, in one piece.
/// Rectangles with gaps are copied by cudyn's copy routine, row by row in one driver call.
fn batchable(span: &Span<'_>) -> bool {
    span.kind != MemoryKind::Host && span.gaps().is_none()
}

/// Runs a checked batch to completion.
pub(super) fn run_now(spans: &[Pair<'_>], context: Option<&Context>) -> Result<()> {
    let plan = plan(spans, context, entry().is_some());
    let (Some(context), false) = (context, plan.only_single()) else {
        return each(&plan.single, None);
    };
    context.bind()?;
    let mut kept = Vec::new();
    let started = start(&plan, context, PER_THREAD, &mut kept)
        .and_then(|()| pageable::upload(&plan.up, context, (PER_THREAD, None), &mut kept))
        .and_then(|()| pageable::download(&plan.down, context, (PER_THREAD, None), &mut kept))
        .and_then(|()| each(&plan.single, None));
    // Whatever happened, nothing queued may still run once the views are given back.
    // SAFETY: the calling thread's default stream of `context`, bound above.
    let waited = unsafe { wait_for_stream(context, PER_THREAD, "a batch of copies") };
    drop(kept);
    started.and(waited).map_err(|error| context.lost_if(error))
}

/// Queues a checked batch in `scope`, which keeps every side borrowed, and every table the
/// kernel reads, until it is done.
pub(super) fn run_queued<'env>(spans: &[Pair<'_>], scope: &Scope<'_, 'env>) -> Result<()> {
    let stream: &'env Stream = scope.stream();
    let raw = stream.raw();
    let legacy = raw.is_null() || raw == LEGACY;
    // A stream retains its device's context when it is made.
    let context: Option<&'env Context> = stream.device().retained_context();
    if stream.captures() {
        return captured(spans, context, scope);
    }
    let plan = plan(spans, context, entry().is_some() && !legacy);
    let (Some(context), false) = (context, plan.only_single()) else {
        return each(&plan.single, Some(stream));
    };
    let mut kept = Vec::new();
    let queued = stream
        .bind()
        .and_then(|()| start(&plan, context, raw, &mut kept))
        .and_then(|()| pageable::upload(&plan.up, context, (raw, Some(stream)), &mut kept))
        .and_then(|()| pageable::download(&plan.down, context, (raw, Some(stream)), &mut kept))
        .and_then(|()| each(&plan.single, Some(stream)));
    scope.keep(kept);
    queued.map_err(|error| context.lost_if(error))
}

/// [`run_queued`] in a graph capture (`work::graph`): small blocks the kernel reaches go to
/// the block kernel, from a module of the graph's own, which the graph keeps with the table;
/// the rest is one copy node each (cudyn's copy routine, whose route planner refuses pageable
/// sides). The driver's batch refuses capturing streams; pageable blocks would be packed by
/// the host now, not at each launch, so they are refused. Measured on an H200, a copy node
/// between pinned and device memory costs the host about 2.5 us at every launch, a kernel node
/// a tenth of that.
fn captured<'env>(
    spans: &[Pair<'_>],
    context: Option<&'env Context>,
    scope: &Scope<'_, 'env>,
) -> Result<()> {
    let stream = scope.stream();
    // Every pair is checked before any is recorded: a refused batch leaves nothing of itself
    // in the graph.
    for (src, dst) in spans {
        capturable(src, dst)?;
    }
    let plan = plan(spans, context, false);
    if !plan.up.is_empty() || !plan.down.is_empty() {
        return Err(Error::NotCapturable {
            what: "a batch's pageable blocks",
            why: "the host packs pageable blocks when the batch is queued, so a replay would \
                  move stale data; use pinned or registered memory",
        });
    }
    let Some(context) = context.filter(|_| !plan.kernel.is_empty()) else {
        return each(&plan.single, Some(stream));
    };
    let mut kept = Vec::new();
    // The module and the table are made with the thread's capture mode relaxed: the driver
    // refuses allocations on a capturing thread otherwise. The graph keeps both.
    let queued = stream.bind().and_then(|()| {
        capture_mode::relaxed(|| {
            let private = scope.capture_kernel(|| Private::load(context))?;
            // SAFETY: every block is of memory the device reaches (`reachable`), named by the
            // graph only if its state or 'static memory holds it (`Graph::capture`); the
            // batch's checks keep destinations apart.
            unsafe { copy_blocks_captured(private, context, &plan.kernel, stream.raw(), &mut kept) }
        })
    });
    scope.keep(kept);
    queued.and_then(|()| each(&plan.single, Some(stream)))
}

/// [`Scope::fill_captured`]: `dst` filled with `word` repeated, as a block copy from mapped
/// memory holding those bytes, which the graph keeps (written now, read at every launch);
/// `false` (nothing queued) if the kernel does not reach `dst` or it is 1 MiB or more.
pub(super) fn fill_captured(dst: Span<'_>, word: &[u8], scope: &Scope<'_, '_>) -> Result<bool> {
    let stream = scope.stream();
    let Some(context) = stream.device().retained_context() else {
        return Ok(false);
    };
    if dst.bytes == 0 || dst.bytes >= KERNEL_MAX || !reachable(&dst, context) {
        return Ok(false);
    }
    let mut kept = Vec::new();
    let queued = stream.bind().and_then(|()| {
        capture_mode::relaxed(|| {
            let private = scope.capture_kernel(|| Private::load(context))?;
            let source = mapped(context, dst.bytes)?;
            // SAFETY: `source` is ours, idle and at least `dst.bytes` long (mapped).
            let bytes = unsafe { std::slice::from_raw_parts_mut(source.host(0), dst.bytes) };
            bytes
                .chunks_mut(word.len())
                .for_each(|w| w.copy_from_slice(word));
            let block = Block {
                src: source.addr(),
                dst: dst.addr,
                bytes: dst.bytes,
            };
            kept.push(source);
            // SAFETY: the source is mapped memory of `context`, kept with the graph; `dst` is
            // memory the device reaches (`reachable`), the graph's state's or 'static.
            unsafe { copy_blocks_captured(private, context, &[block], stream.raw(), &mut kept) }
        })
    });
    scope.keep(kept);
    queued.map(|()| true)
}

/// Queues the kernel's blocks and the driver's batch on `stream` of `context` (current);
/// what the stream reads goes into `kept`, even if a later step fails.
fn start(
    plan: &Plan<'_>,
    context: &Context,
    stream: CUstream,
    kept: &mut Vec<Mapped>,
) -> Result<()> {
    if !plan.kernel.is_empty() {
        // SAFETY: every block is of memory the device reaches (`reachable`), borrowed until
        // the stream has passed the launch (the synchronous caller waits, a scope keeps it);
        // the checks of the batch keep destinations apart.
        unsafe { copy_blocks(context, &plan.kernel, stream, kept) }?;
    }
    if let (false, Some(entry)) = (plan.driver.is_empty(), entry()) {
        queue(entry, &plan.driver, context.ordinal(), stream)?;
    }
    Ok(())
}

/// cudyn's one copy routine, pair by pair.
fn each(pairs: &[Pair<'_>], stream: Option<&Stream>) -> Result<()> {
    pairs
        .iter()
        .try_for_each(|&(src, dst)| transfer(src, dst, stream))
}
