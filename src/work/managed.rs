//! Managed memory in scopes: prefetches, one range or many, and discards.
//!
//! # Batches
//!
//! [`Scope::prefetch_batch`], [`Scope::discard`] and [`Scope::discard_and_prefetch`] take any
//! number of ranges (views of managed memory, or held handles) in one call. Where the driver has
//! CUDA 13's batched entry points (`cuMemPrefetchBatchAsync`, `cuMemDiscardBatchAsync`,
//! `cuMemDiscardAndPrefetchBatchAsync`) and every device of the system has concurrent managed
//! access (the driver refuses the batches otherwise), a batch is one call. Elsewhere a batched
//! prefetch is a loop of single prefetches; a discard does nothing (CUDA 12 has no discard, and
//! keeping the contents is a valid discard); a discard-and-prefetch is a prefetch. Inside a
//! future the same calls run in [`Stream::submit`](crate::Stream::submit)'s scope.
//!
//! # Why a discard is sound
//!
//! A discard tells the driver the contents of a range are no longer needed: it may drop the
//! pages instead of migrating them, and a later read returns indeterminate values until the
//! range is written or prefetched. Three things keep that inside safe code's rules:
//!
//! - An access concurrent with a discard is undefined behaviour: a discard takes its ranges
//!   exclusively ([`Destination`]: `&mut` views, or held memory, which the scope orders), so
//!   neither the host nor other queued work can touch them meanwhile; ranges of one discard
//!   that share a byte are refused ([`Error::OverlappingRanges`]).
//! - The driver works on pages, not bytes. A discard covers only the whole 2 MiB blocks inside
//!   each range (the largest page the driver migrates managed memory in), so bytes outside the
//!   range, which other views may own, are never discarded; the bytes at a range's edges keep
//!   their contents, which is a valid outcome of a discard.
//! - What a later read returns is the question uninitialised device memory raises, answered
//!   the same way ([`DeviceBuffer::uninit`](crate::DeviceBuffer::uninit)): the element type is
//!   `Pod`, so any bytes are a valid value, and the indeterminate values are bytes the driver
//!   hands over, never uninitialised memory in Rust's sense. The host reads managed memory
//!   through the mapping the driver provides, which returns definite (if unspecified) bytes.

use bytemuck::Pod;

use super::held::Slot;
use super::scope::{Destination, Scope, Source};
use crate::driver::device::{concurrent_managed_everywhere, same_device};
use crate::driver::driver;
use crate::driver::error::{Error, Result, check};
use crate::memory::placement::managed;
use crate::memory::unified::{Location, prefetch, prefetch_range};
use crate::memory::view::{Span, contiguous};
use crate::sys::{CUdeviceptr, MemPrefetchBatchAsync};

/// The driver migrates managed memory in pages of up to this size: a discard covers only the
/// whole ones inside a range.
pub(crate) const DISCARD_GRAIN: u64 = 2 << 20;

/// What a scope's batch does, and where it moves the pages.
#[derive(Clone, Copy, Debug)]
enum Batch<'a> {
    Prefetch(Location<'a>),
    Discard,
    DiscardAndPrefetch(Location<'a>),
}

impl<'scope> Scope<'scope, '_> {
    /// Queues migrating unified memory to `to` (`cuMemPrefetchAsync`, in its CUDA 12.2+ form
    /// where the driver has it).
    ///
    /// # Errors
    /// [`Error::WrongDevice`] if `to` is another device than the scope's: a prefetch to a device
    /// belongs on a stream of that device, where the work that needs the pages is ordered after
    /// it. [`Error::WrongMemoryKind`] for memory that is not managed.
    pub fn prefetch<T: Pod>(&self, memory: impl Source<'scope, T>, to: Location<'_>) -> Result<()> {
        self.not_in_capture("a prefetch")?;
        self.check_location(to)?;
        let slot = memory.held();
        self.queue(&[slot], || {
            self.stream().bind()?;
            prefetch(memory.source().0, to, self.stream().raw())
        })
    }

    /// Queues migrating many ranges of managed memory to `to`: one call where the driver has
    /// `cuMemPrefetchBatchAsync`, a prefetch per range otherwise (see `work::managed`).
    ///
    /// # Errors
    /// As [`Scope::prefetch`], for any range.
    ///
    /// ```
    /// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
    /// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
    /// use cudyn::{Attach, Device, Location, Stream, UnifiedBuffer, View};
    ///
    /// let device = Device::get(0)?;
    /// let layers = UnifiedBuffer::<f32>::zeroed(&device, 8 << 20, Attach::Global)?;
    /// let stream = Stream::new(&device)?;
    /// stream.scope(|s| {
    ///     // Every other layer's pages to the device, in one call.
    ///     let chunks = View::from(&layers).chunks(1 << 20)?;
    ///     s.prefetch_batch(chunks.step_by(2), Location::Device(&device))
    /// })?;
    /// # Ok::<(), cudyn::Error>(())
    /// ```
    pub fn prefetch_batch<T: Pod, S: Source<'scope, T>>(
        &self,
        ranges: impl IntoIterator<Item = S>,
        to: Location<'_>,
    ) -> Result<()> {
        self.not_in_capture("a prefetch")?;
        self.check_location(to)?;
        let ranges: Vec<(Span<'scope>, Option<Slot<'scope>>)> = ranges
            .into_iter()
            .map(|range| {
                let held = range.held();
                (range.source().0, held)
            })
            .collect();
        self.managed_batch(Batch::Prefetch(to), &ranges)
    }

    /// Queues discarding many ranges of managed memory: their contents are no longer needed,
    /// and reads return indeterminate bytes until they are written or prefetched
    /// (`cuMemDiscardBatchAsync`; nothing where the driver lacks it). `work::managed` says why
    /// this is sound, and which bytes it covers: the whole 2 MiB blocks inside each range.
    ///
    /// # Errors
    /// [`Error::OverlappingRanges`] for two ranges that share a byte,
    /// [`Error::NotContiguous`] for a rectangle with gaps (its gaps are not the caller's),
    /// [`Error::WrongMemoryKind`] for memory that is not managed.
    pub fn discard<T: Pod, D: Destination<'scope, T>>(
        &self,
        ranges: impl IntoIterator<Item = D>,
    ) -> Result<()> {
        self.not_in_capture("a discard")?;
        let ranges = exclusive_ranges(ranges)?;
        self.managed_batch(Batch::Discard, &ranges)
    }

    /// Queues discarding many ranges of managed memory and migrating them to `to`: the pages
    /// are placed there without their contents moving (`cuMemDiscardAndPrefetchBatchAsync`; a
    /// prefetch where the driver lacks it). Errors as [`Scope::discard`] and
    /// [`Scope::prefetch`].
    pub fn discard_and_prefetch<T: Pod, D: Destination<'scope, T>>(
        &self,
        ranges: impl IntoIterator<Item = D>,
        to: Location<'_>,
    ) -> Result<()> {
        self.not_in_capture("a discard")?;
        self.check_location(to)?;
        let ranges = exclusive_ranges(ranges)?;
        self.managed_batch(Batch::DiscardAndPrefetch(to), &ranges)
    }

    /// `Ok` unless `to` is another device than the scope's.
    fn check_location(&self, to: Location<'_>) -> Result<()> {
        if let Location::Device(device) = to {
            same_device("the prefetch destination", self.stream().device(), device)?;
        }
        Ok(())
    }

    /// Queues `batch` over `ranges` (managed memory, checked here), ordered after their held
    /// memory's earlier uses.
    fn managed_batch(
        &self,
        batch: Batch<'_>,
        ranges: &[(Span<'scope>, Option<Slot<'scope>>)],
    ) -> Result<()> {
        for (span, _) in ranges {
            managed(span)?;
        }
        let spans: Vec<(CUdeviceptr, usize)> = ranges
            .iter()
            .map(|(span, _)| (span.addr, span.bytes))
            .filter(|&(_, bytes)| bytes != 0)
            .collect();
        if spans.is_empty() {
            return Ok(());
        }
        let slots: Vec<Option<Slot<'scope>>> = ranges.iter().map(|(_, slot)| *slot).collect();
        let stream = self.stream();
        self.queue(&slots, || {
            stream.bind()?;
            queue_batch(batch, &spans, stream.raw())
        })
    }
}

/// The spans of `ranges`, which a discard takes exclusively: contiguous, and no two sharing a
/// byte.
fn exclusive_ranges<'scope, T: Pod, D: Destination<'scope, T>>(
    ranges: impl IntoIterator<Item = D>,
) -> Result<Vec<(Span<'scope>, Option<Slot<'scope>>)>> {
    let ranges: Vec<(Span<'scope>, Option<Slot<'scope>>)> = ranges
        .into_iter()
        .map(|range| {
            let held = range.held();
            (range.destination().0, held)
        })
        .collect();
    for (span, _) in &ranges {
        contiguous(span, "a discard")?;
    }
    // Sorted by address, a range overlaps an earlier one only if it overlaps the one reaching
    // furthest so far (not just its neighbour: an empty range between two others overlaps
    // neither).
    let mut order: Vec<usize> = (0..ranges.len()).collect();
    order.sort_unstable_by_key(|&i| ranges[i].0.addr);
    let end = |i: usize| ranges[i].0.addr + ranges[i].0.bytes as u64;
    let mut furthest: Option<usize> = None;
    for &i in &order {
        if let Some(f) = furthest
            && ranges[f].0.overlaps(&ranges[i].0)
        {
            return Err(Error::OverlappingRanges {
                index: i.max(f),
                other: i.min(f),
            });
        }
        if furthest.is_none_or(|f| end(i) > end(f)) {
            furthest = Some(i);
        }
    }
    Ok(ranges)
}

/// `spans` cut into the whole [`DISCARD_GRAIN`] blocks inside each (what a discard covers) and
/// the edges around them (everything else, the whole span where it holds no block).
type Cut = (Vec<(CUdeviceptr, usize)>, Vec<(CUdeviceptr, usize)>);

fn cut(spans: &[(CUdeviceptr, usize)]) -> Cut {
    let (mut blocks, mut edges) = (Vec::new(), Vec::new());
    for &(addr, bytes) in spans {
        let end = addr + bytes as u64;
        let start = addr.checked_next_multiple_of(DISCARD_GRAIN).unwrap_or(end);
        let inner_end = end / DISCARD_GRAIN * DISCARD_GRAIN;
        if inner_end <= start {
            edges.push((addr, bytes));
            continue;
        }
        blocks.push((start, (inner_end - start) as usize));
        if start > addr {
            edges.push((addr, (start - addr) as usize));
        }
        if end > inner_end {
            edges.push((inner_end, (end - inner_end) as usize));
        }
    }
    (blocks, edges)
}

/// Queues `batch` over `spans` (live managed memory, nonempty, taken as `batch` requires) on
/// `stream`, whose context is current.
fn queue_batch(
    batch: Batch<'_>,
    spans: &[(CUdeviceptr, usize)],
    stream: crate::sys::CUstream,
) -> Result<()> {
    let legacy = driver()?.legacy();
    let allowed = concurrent_managed_everywhere();
    // One batched call where allowed, else a prefetch per range.
    let prefetch_all =
        |spans: &[(CUdeviceptr, usize)], to: Location<'_>| match legacy.cuMemPrefetchBatchAsync {
            Some(call) if allowed => batch_call("cuMemPrefetchBatchAsync", call, spans, to, stream),
            _ => spans
                .iter()
                .try_for_each(|&(addr, bytes)| prefetch_range(addr, bytes, to, stream)),
        };
    match batch {
        Batch::Prefetch(to) => prefetch_all(spans, to),
        Batch::Discard => {
            let (blocks, _) = cut(spans);
            match legacy.cuMemDiscardBatchAsync {
                Some(discard) if allowed && !blocks.is_empty() => {
                    let (mut addrs, mut sizes): (Vec<_>, Vec<_>) = blocks.into_iter().unzip();
                    // SAFETY: whole 2 MiB blocks inside live managed ranges the caller holds
                    // exclusively (`exclusive_ranges`); the arrays live across the call and
                    // hold `addrs.len()` entries each; flags must be 0.
                    check("cuMemDiscardBatchAsync", unsafe {
                        discard(
                            addrs.as_mut_ptr(),
                            sizes.as_mut_ptr(),
                            addrs.len(),
                            0,
                            stream,
                        )
                    })
                }
                // No discard: keeping the contents is a valid discard.
                _ => Ok(()),
            }
        }
        Batch::DiscardAndPrefetch(to) => {
            let (blocks, edges) = cut(spans);
            match legacy.cuMemDiscardAndPrefetchBatchAsync {
                Some(call) if allowed && !blocks.is_empty() => {
                    batch_call(
                        "cuMemDiscardAndPrefetchBatchAsync",
                        call,
                        &blocks,
                        to,
                        stream,
                    )?;
                    // The edges the blocks leave out are prefetched with their contents.
                    if edges.is_empty() {
                        return Ok(());
                    }
                    prefetch_all(&edges, to)
                }
                // No discard: a prefetch.
                _ => prefetch_all(spans, to),
            }
        }
    }
}

/// One `cuMemPrefetchBatchAsync`-shaped call (`cuMemDiscardAndPrefetchBatchAsync` has the same
/// arguments) over `spans`, all to `to`.
fn batch_call(
    name: &'static str,
    call: MemPrefetchBatchAsync,
    spans: &[(CUdeviceptr, usize)],
    to: Location<'_>,
    stream: crate::sys::CUstream,
) -> Result<()> {
    let (mut addrs, mut sizes): (Vec<_>, Vec<_>) = spans.iter().copied().unzip();
    let mut locations = [to.location()];
    let mut from = [0usize];
    // SAFETY: live managed ranges the caller holds as the operation requires; the arrays live
    // across the call, `addrs` and `sizes` with `spans.len()` entries, one location applying
    // from index 0; flags must be 0.
    check(name, unsafe {
        call(
            addrs.as_mut_ptr(),
            sizes.as_mut_ptr(),
            addrs.len(),
            locations.as_mut_ptr(),
            from.as_mut_ptr(),
            1,
            0,
            stream,
        )
    })
}
