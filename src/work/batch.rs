//! Batches: many independent copies in one call, now or in a scope's stream order, and the
//! gathers and scatters of equal blocks built on them.
//!
//! # Paths
//!
//! A loop of small copies pays the driver's per-call cost every time (about 2 µs a queued copy
//! on an H100), so 1024 blocks of 4 KiB take milliseconds where the copy engine needs tens of
//! microseconds; CUDA 12.8's `cuMemcpyBatchAsync` queues them in one call but is only about
//! twice as fast as the loop for such blocks. Each pair of a batch takes one of four paths
//! (`batch::paths`):
//!
//! - **cudyn's block kernel** (`work::blocks`) for blocks under 1 MiB whose two sides the
//!   batch's device reaches, one of them its device memory (the other device memory or
//!   page-locked host memory: pinned, registered): one launch copies them all, each thread block
//!   one block, at 0.9 x the speed of one contiguous copy of the same bytes on an H200.
//! - **Through pinned memory, by the kernel**, for blocks under 1 MiB between pageable host
//!   memory and device memory (`batch::pageable`): up to [`staging_threads`](crate::staging_threads)
//!   threads pack an upload's blocks into mapped pinned memory, 4 MiB at a time, and the
//!   kernel scatters each round while the next is packed; a download is gathered there by the
//!   kernel and unpacked round by round. The driver's pageable copies would cost several
//!   microseconds each and stage through its own buffer anyway.
//! - **The driver's batch**, where the loaded driver exports it (CUDA 13's `_v2` form first,
//!   else the 12.8 form with `failIdx`: both are resolved by symbol, [`crate::sys::Legacy`],
//!   so this compiles with whichever headers made the bindings), for larger blocks of memory
//!   the driver knows and for unified memory (whose pages the driver moves). The call refuses
//!   the legacy stream: in a scope on it these pairs go pair by pair.
//! - **cudyn's own copy, pair by pair** (`cuMemcpyAsync` and friends in a scope, the
//!   synchronous copy otherwise), for everything else: large pageable blocks (the staging ring
//!   beats the driver's pageable copies from 4 MiB on), rectangles with gaps, host to host,
//!   and every pair on drivers without the batch (before 12.8).
//!
//! Copies in a batch are independent (checked below), so splitting them over paths changes no
//! result. The synchronous form queues on the calling thread's per-thread default stream
//! (`CU_STREAM_PER_THREAD`): it needs no creation and no cache, and it orders itself after the
//! legacy stream's work, as a blocking stream does; it waits before returning.
//!
//! # Checks
//!
//! Everything is checked before anything is queued: lengths pair by pair
//! ([`Error::BatchLengthMismatch`]), destinations that share a byte with another destination
//! or with any source ([`Error::OverlappingBatch`]: the driver runs a batch's copies in no set
//! order), and device memory of two devices in one batch ([`Error::WrongDevice`]: a batch runs
//! on one device's stream; copy between devices with [`copy`](crate::copy)).

mod driver_call;
mod pageable;
mod paths;

use bytemuck::Pod;

use self::paths::{Pair, run_now, run_queued};
use super::copy::same_shape;
use super::fill::Pattern;
use super::scope::{Destination, Scope, Source};
use crate::driver::context::Context;
use crate::driver::error::{Error, Result};
use crate::driver::memory_kind::MemoryKind;
use crate::memory::view::{Span, View, ViewMut, contiguous};

/// Copies each source into its destination (each pair of equal length) and returns once all
/// are done: the batch form of [`copy`](crate::copy). Small blocks are moved by one launch of
/// cudyn's block kernel, larger ones by one driver call where the driver has
/// `cuMemcpyBatchAsync` (see the [guide](crate::guide::asynchronous_work)).
///
/// Sides may be any memory kinds; pairs may differ in length.
///
/// # Errors
/// Before anything is copied: [`Error::BatchLengthMismatch`] naming the first pair whose
/// lengths differ, [`Error::OverlappingBatch`] if a destination shares a byte with another
/// destination or with a source, [`Error::WrongDevice`] if the batch holds device memory of
/// two devices. Then the driver's error, once nothing of the batch is still running.
///
/// ```
/// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
/// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
/// use cudyn::{Device, DeviceBuffer, PinnedBuffer};
///
/// let device = Device::get(0)?;
/// let host = PinnedBuffer::from_slice(&device, &[1u32, 2, 3, 4, 5, 6], Default::default())?;
/// let mut on_device = DeviceBuffer::<u32>::zeroed(&device, 6)?;
/// // Blocks 0 and 2 of the host up to blocks 2 and 0 of the device, in one call.
/// let (from, to) = (host.view().chunks(2)?, on_device.view_mut().chunks(2)?);
/// let (from, mut to): (Vec<_>, Vec<_>) = (from.collect(), to.collect());
/// let (last, first) = (to.pop().unwrap(), to.remove(0));
/// cudyn::copy_batch([(from[0], last), (from[2], first)])?;
/// assert_eq!(on_device.to_vec()?, [5, 6, 0, 0, 1, 2]);
/// # Ok::<(), cudyn::Error>(())
/// ```
pub fn copy_batch<'s, 'd, T, S, D>(pairs: impl IntoIterator<Item = (S, D)>) -> Result<()>
where
    T: Pod,
    S: Into<View<'s, T>>,
    D: Into<ViewMut<'d, T>>,
{
    let mut spans: Vec<(Span<'_>, Span<'_>)> = Vec::new();
    for (index, (src, dst)) in pairs.into_iter().enumerate() {
        let (src, dst) = (src.into(), dst.into());
        let pair = ((src.span(), src.len()), (dst.span(), dst.len()));
        spans.push(checked_pair::<T>(index, pair)?);
    }
    let context = checked(&spans, false)?;
    run_now(&spans, context)
}

/// Scatters `block`-element blocks: block `i` of `src` into block `indices[i]` of `dst`, and
/// returns once done. `src` holds `indices.len()` blocks; `dst` any whole number of them.
///
/// # Errors
/// Before anything is copied: [`Error::ZeroLength`] for an empty block,
/// [`Error::LengthMismatch`] if `src` is not `indices.len()` blocks, [`Error::BlockLength`] if
/// `dst` is not whole blocks, [`Error::IndexOutOfRange`], [`Error::DuplicateIndex`] (two
/// blocks into one), and the errors of [`copy_batch`].
///
/// ```
/// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
/// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
/// # let device = cudyn::Device::get(0)?;
/// let mut cache = cudyn::DeviceBuffer::<u32>::zeroed(&device, 8)?;
/// cudyn::scatter_blocks(&[1, 1, 2, 2], &mut cache, 2, &[3, 0])?;
/// assert_eq!(cache.to_vec()?, [2, 2, 0, 0, 0, 0, 1, 1]);
/// let mut back = vec![0u32; 4];
/// cudyn::gather_blocks(&cache, &mut back, 2, &[0, 3])?;
/// assert_eq!(back, [2, 2, 1, 1]);
/// assert!(matches!(
///     cudyn::scatter_blocks(&[1, 1, 2, 2], &mut cache, 2, &[1, 1]),
///     Err(cudyn::Error::DuplicateIndex { index: 1, first: 0, second: 1 })
/// ));
/// # Ok::<(), cudyn::Error>(())
/// ```
pub fn scatter_blocks<'s, 'd, T: Pod>(
    src: impl Into<View<'s, T>>,
    dst: impl Into<ViewMut<'d, T>>,
    block: usize,
    indices: &[usize],
) -> Result<()> {
    blocks_now(Blocks::Scatter, src.into(), dst.into(), block, indices)
}

/// Gathers `block`-element blocks: block `indices[i]` of `src` into block `i` of `dst`, and
/// returns once done. `dst` holds `indices.len()` blocks; `src` any whole number of them, and
/// a block may be read more than once.
///
/// # Errors
/// As [`scatter_blocks`], with the roles of `src` and `dst` swapped; indices may repeat.
pub fn gather_blocks<'s, 'd, T: Pod>(
    src: impl Into<View<'s, T>>,
    dst: impl Into<ViewMut<'d, T>>,
    block: usize,
    indices: &[usize],
) -> Result<()> {
    blocks_now(Blocks::Gather, src.into(), dst.into(), block, indices)
}

/// A gather or scatter, checked, run to completion.
fn blocks_now<T: Pod>(
    way: Blocks,
    src: View<'_, T>,
    dst: ViewMut<'_, T>,
    block: usize,
    indices: &[usize],
) -> Result<()> {
    let spans = blocks(
        way,
        (src.span(), src.len()),
        (dst.span(), dst.len()),
        block,
        indices,
    )?;
    // Whole blocks of one contiguous view, each once (a scatter's indices are checked).
    let context = checked(&spans, true)?;
    run_now(&spans, context)
}

impl<'scope> Scope<'scope, '_> {
    /// Queues a batch of copies, each source into its destination (each pair of equal length):
    /// the batch form of [`Scope::copy`], with its borrowing rules (sources shared and
    /// destinations exclusive for the scope, [`Held`](crate::Held) memory on either side,
    /// ordered across streams as for any operation) and the checks of
    /// [`copy_batch`](crate::copy_batch). Device memory must be the scope's device's.
    ///
    /// Pairs with a side in pageable host memory are synchronous on the host side, as for
    /// [`Scope::copy`]: an upload has read its sources when this returns, a download waits for
    /// the work queued before it and has written its destinations. The rest are queued: small
    /// blocks in one launch of cudyn's block kernel, larger ones in one driver call where the
    /// driver has `cuMemcpyBatchAsync` and the scope's stream is not the legacy stream.
    pub fn copy_batch<T, S, D>(&self, pairs: impl IntoIterator<Item = (S, D)>) -> Result<()>
    where
        T: Pod,
        S: Source<'scope, T>,
        D: Destination<'scope, T>,
    {
        let mut slots = Vec::new();
        let mut spans = Vec::new();
        for (index, (src, dst)) in pairs.into_iter().enumerate() {
            slots.push(src.held());
            slots.push(dst.held());
            spans.push(checked_pair::<T>(index, (src.source(), dst.destination()))?);
        }
        self.queue_batch(&slots, &spans, false)
    }

    /// Queues [`scatter_blocks`](crate::scatter_blocks): block `i` of `src` into block
    /// `indices[i]` of `dst`, with the checks and borrowing rules of [`Scope::copy_batch`].
    pub fn scatter_blocks<T: Pod>(
        &self,
        src: impl Source<'scope, T>,
        dst: impl Destination<'scope, T>,
        block: usize,
        indices: &[usize],
    ) -> Result<()> {
        self.queue_blocks(Blocks::Scatter, src, dst, block, indices)
    }

    /// Queues [`gather_blocks`](crate::gather_blocks): block `indices[i]` of `src` into block
    /// `i` of `dst`, with the checks and borrowing rules of [`Scope::copy_batch`].
    pub fn gather_blocks<T: Pod>(
        &self,
        src: impl Source<'scope, T>,
        dst: impl Destination<'scope, T>,
        block: usize,
        indices: &[usize],
    ) -> Result<()> {
        self.queue_blocks(Blocks::Gather, src, dst, block, indices)
    }

    /// A gather or scatter, checked and queued.
    fn queue_blocks<T: Pod>(
        &self,
        way: Blocks,
        src: impl Source<'scope, T>,
        dst: impl Destination<'scope, T>,
        block: usize,
        indices: &[usize],
    ) -> Result<()> {
        let slots = [src.held(), dst.held()];
        let spans = blocks(way, src.source(), dst.destination(), block, indices)?;
        // Whole blocks of one contiguous view, each once (a scatter's indices are checked).
        self.queue_batch(&slots, &spans, true)
    }

    /// One copy in a graph capture, as a batch of one ([`Scope::copy`] checked it), so that a
    /// small one becomes a kernel node.
    pub(crate) fn copy_captured(&self, src: Span<'scope>, dst: Span<'scope>) -> Result<()> {
        if src.overlaps(&dst) || src.kind == MemoryKind::Host || dst.kind == MemoryKind::Host {
            // The copy routine refuses these, with the copy's own error.
            return super::copy::transfer(src, dst, Some(self.stream()));
        }
        run_queued(&[(src, dst)], self)
    }

    /// A fill in a graph capture, as a block copy from a source of the filled bytes that the
    /// graph keeps, so that a small one becomes a kernel node; `false` where the kernel cannot
    /// do it (too large, rows, memory it does not reach, or misaligned: the fill's checks then
    /// run as they would for a memset).
    pub(crate) fn fill_captured(&self, dst: Span<'scope>, pattern: Pattern) -> Result<bool> {
        let (word, width) = pattern.bytes();
        if !dst.bytes.is_multiple_of(width) || !dst.addr.is_multiple_of(width as u64) {
            return Ok(false);
        }
        paths::fill_captured(dst, &word[..width], self)
    }

    /// Checks a batch of `spans` for this scope and queues it, using the held `slots`.
    fn queue_batch(
        &self,
        slots: &[Option<super::held::Slot<'scope>>],
        spans: &[(Span<'scope>, Span<'scope>)],
        apart: bool,
    ) -> Result<()> {
        checked(spans, apart)?;
        for (src, dst) in spans {
            self.check_device("a batch's device memory", src)?;
            self.check_device("a batch's device memory", dst)?;
        }
        self.queue(slots, || run_queued(spans, self))
    }
}

/// Pair `index` of a batch, once its sides have the same length (and, for two rectangles with
/// gaps, the same rows: `same_shape`).
fn checked_pair<'a, T>(
    index: usize,
    ((src, src_len), (dst, dst_len)): ((Span<'a>, usize), (Span<'a>, usize)),
) -> Result<Pair<'a>> {
    if dst_len != src_len {
        return Err(Error::BatchLengthMismatch {
            index,
            dst: dst_len,
            src: src_len,
        });
    }
    same_shape::<T>((&src, src_len), (&dst, dst_len))?;
    Ok((src, dst))
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Blocks {
    /// `src[i] -> dst[indices[i]]`
    Scatter,
    /// `src[indices[i]] -> dst[i]`
    Gather,
}

/// The pairs of spans of a gather or scatter of `block`-element blocks, checked.
fn blocks<'a>(
    way: Blocks,
    (src, src_len): (Span<'a>, usize),
    (dst, dst_len): (Span<'a>, usize),
    block: usize,
    indices: &[usize],
) -> Result<Vec<(Span<'a>, Span<'a>)>> {
    if block == 0 {
        return Err(Error::ZeroLength {
            what: "block length",
        });
    }
    // Blocks are cut from contiguous elements.
    contiguous(&src, "a gather or scatter")?;
    contiguous(&dst, "a gather or scatter")?;
    // The side indexed by position holds exactly one block per index; the other whole blocks.
    let (packed, indexed) = match way {
        Blocks::Scatter => (src_len, dst_len),
        Blocks::Gather => (dst_len, src_len),
    };
    let expected = indices
        .len()
        .checked_mul(block)
        .ok_or(Error::SizeOverflow {
            count: indices.len(),
            size: block,
        })?;
    if packed != expected {
        return Err(match way {
            Blocks::Scatter => Error::LengthMismatch {
                dst: expected,
                src: packed,
            },
            Blocks::Gather => Error::LengthMismatch {
                dst: packed,
                src: expected,
            },
        });
    }
    if indexed % block != 0 {
        return Err(Error::BlockLength {
            len: indexed,
            block,
        });
    }
    let count = indexed / block;
    // One bit per block of the indexed side: where a scatter wrote already.
    let mut written = vec![
        0u64;
        if way == Blocks::Scatter {
            count.div_ceil(64)
        } else {
            0
        }
    ];
    for (position, &index) in indices.iter().enumerate() {
        if index >= count {
            return Err(Error::IndexOutOfRange {
                position,
                index,
                blocks: count,
            });
        }
        if way == Blocks::Scatter {
            let (word, bit) = (index / 64, 1u64 << (index % 64));
            if written[word] & bit != 0 {
                let first = indices.iter().position(|&i| i == index).unwrap_or(0);
                return Err(Error::DuplicateIndex {
                    index,
                    first,
                    second: position,
                });
            }
            written[word] |= bit;
        }
    }
    // Whole spans of `len` elements, so that element `block` is `bytes / len` bytes.
    let size = src.bytes.checked_div(src_len).unwrap_or(0);
    let bytes = block * size;
    let part = |span: Span<'a>, n: usize| span.sub(n * bytes, bytes);
    Ok(indices
        .iter()
        .enumerate()
        .map(|(i, &index)| match way {
            Blocks::Scatter => (part(src, i), part(dst, index)),
            Blocks::Gather => (part(src, index), part(dst, i)),
        })
        .collect())
}

/// Checks that no destination shares a byte with another destination or a source, and that
/// device memory is of one device. Returns the batch's context: its device memory's, else any
/// side's (pinned, registered or unified memory), else none (pageable memory only).
///
/// `apart` says the destinations are known not to overlap each other (a gather's or scatter's
/// blocks). Where all sources lie outside the span of all destinations (the usual case: two
/// buffers), nothing is sorted: the check is one pass, which matters beside a kernel that
/// moves 1024 blocks in 100 µs (sorting and searching them cost a third of a batch's time).
fn checked<'a>(spans: &[(Span<'a>, Span<'a>)], apart: bool) -> Result<Option<&'a Context>> {
    // From the first byte of either side's spans to the last.
    let hull = |destination: bool| {
        let side = spans.iter().map(|p| if destination { &p.1 } else { &p.0 });
        (side.filter(|s| s.bytes != 0)).fold((u64::MAX, 0), |(lo, hi), s| {
            (lo.min(s.addr), hi.max(s.end()))
        })
    };
    let (src_hull, dst_hull) = (hull(false), hull(true));
    let sources_apart = src_hull.1 <= dst_hull.0 || dst_hull.1 <= src_hull.0;
    // Destinations one after another in rising order, each ending before the next: apart too.
    let mut nonempty = spans.iter().map(|p| &p.1).filter(|d| d.bytes != 0);
    let apart = apart
        || nonempty.next().is_none_or(|first| {
            nonempty
                .try_fold(first, |before, d| (before.end() <= d.addr).then_some(d))
                .is_some()
        });
    if !(apart && sources_apart) {
        overlaps(spans, apart)?;
    }
    device_of(spans)
}

/// [`checked`]'s overlap test, by sorting the destinations by address.
fn overlaps(spans: &[(Span<'_>, Span<'_>)], apart: bool) -> Result<()> {
    // Destinations by address. Rectangles are compared row by row (two column blocks of one
    // matrix are apart), so their extents may interleave: each destination is compared with
    // every later one that starts inside its extent, which for contiguous destinations is at
    // most the next one (O(n log n)).
    let mut dsts: Vec<usize> = (0..spans.len())
        .filter(|&i| spans[i].1.bytes != 0)
        .collect();
    dsts.sort_unstable_by_key(|&i| spans[i].1.addr);
    for (k, &i) in dsts.iter().enumerate().filter(|_| !apart) {
        let dst = &spans[i].1;
        let later = dsts[k + 1..]
            .iter()
            .take_while(|&&j| spans[j].1.addr < dst.end());
        if let Some(&j) = later.into_iter().find(|&&j| dst.overlaps(&spans[j].1)) {
            return Err(Error::OverlappingBatch {
                index: i.max(j),
                other: i.min(j),
                side: "destination",
            });
        }
    }
    // The furthest end of the destinations up to each one: a source can only overlap those
    // that start before it ends, back to the last one whose extent still reaches it.
    let reach: Vec<u64> = dsts
        .iter()
        .scan(0, |far, &i| {
            *far = spans[i].1.end().max(*far);
            Some(*far)
        })
        .collect();
    for (other, (src, _)) in spans.iter().enumerate() {
        if src.bytes == 0 {
            continue;
        }
        let before = dsts.partition_point(|&i| spans[i].1.addr < src.end());
        let reaching = (0..before).rev().take_while(|&k| reach[k] > src.addr);
        if let Some(index) = reaching
            .map(|k| dsts[k])
            .find(|&i| spans[i].1.overlaps(src))
        {
            return Err(Error::OverlappingBatch {
                index,
                other,
                side: "source",
            });
        }
    }
    Ok(())
}

/// The batch's context (see [`checked`]), once its device memory is of one device.
fn device_of<'a>(spans: &[(Span<'a>, Span<'a>)]) -> Result<Option<&'a Context>> {
    let sides = || spans.iter().flat_map(|(src, dst)| [src, dst]);
    let mut device: Option<&'a Context> = None;
    for span in sides().filter(|s| s.kind == MemoryKind::Device) {
        if let Some(context) = span.context {
            match device {
                Some(first) if first.ordinal() != context.ordinal() => {
                    return Err(Error::WrongDevice {
                        what: "a batch's device memory",
                        expected: first.ordinal(),
                        found: context.ordinal(),
                    });
                }
                Some(_) => {}
                None => device = Some(context),
            }
        }
    }
    Ok(device.or_else(|| sides().find_map(|s| s.context)))
}
