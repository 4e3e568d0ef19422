//! The driver's batch (`cuMemcpyBatchAsync`): one call for many copies, in whichever form the
//! loaded driver exports (CUDA 13's `_v2` first, else 12.8's with `failIdx`: both resolved by
//! symbol in [`crate::sys::Legacy`], so this compiles with either set of bindings).

use crate::driver::error::{Result, check};
use crate::driver::memory_kind::MemoryKind;
use crate::memory::view::Span;
use crate::sys::{
    CUdeviceptr, CUmemLocationType, CUmemcpyAttributes, CUmemcpySrcAccessOrder, CUstream,
    mem_location,
};

/// The driver's batch entry point, in the form it exports.
#[derive(Clone, Copy)]
pub(super) enum Entry {
    /// CUDA 12.8's, with `failIdx`.
    V1(crate::sys::MemcpyBatchAsync),
    /// CUDA 13's `_v2`.
    V2(crate::sys::MemcpyBatchAsyncV2),
}

/// The loaded driver's batch entry point, if it has one (`_v2` first: the form current drivers
/// are built around).
pub(super) fn entry() -> Option<Entry> {
    let legacy = crate::driver::driver().ok()?.legacy();
    legacy
        .cuMemcpyBatchAsync_v2
        .map(Entry::V2)
        .or(legacy.cuMemcpyBatchAsync.map(Entry::V1))
}

/// One driver call for `pairs` (none empty) on `stream`, whose context is current.
pub(super) fn queue(
    entry: Entry,
    pairs: &[(Span<'_>, Span<'_>)],
    ordinal: usize,
    stream: CUstream,
) -> Result<()> {
    let mut dsts: Vec<CUdeviceptr> = pairs.iter().map(|(_, dst)| dst.addr).collect();
    let mut srcs: Vec<CUdeviceptr> = pairs.iter().map(|(src, _)| src.addr).collect();
    let mut sizes: Vec<usize> = pairs.iter().map(|(src, _)| src.bytes).collect();
    let mut attributes = [attributes(pairs, ordinal)];
    let mut first = [0usize];
    let mut fail = usize::MAX;
    tracing::debug!(copies = pairs.len(), "batch of copies");
    // SAFETY: the arrays hold `pairs.len()` entries each and one attribute applying from copy
    // 0; every range is valid for its size until the stream has run the batch (the synchronous
    // caller waits for it, a scope keeps it borrowed), and no destination overlaps another or
    // a source (checked). The stream is not the legacy one, and its context is current.
    let status = unsafe {
        match entry {
            Entry::V1(f) => f(
                dsts.as_mut_ptr(),
                srcs.as_mut_ptr(),
                sizes.as_mut_ptr(),
                pairs.len(),
                attributes.as_mut_ptr(),
                first.as_mut_ptr(),
                1,
                &mut fail,
                stream,
            ),
            Entry::V2(f) => f(
                dsts.as_mut_ptr(),
                srcs.as_mut_ptr(),
                sizes.as_mut_ptr(),
                pairs.len(),
                attributes.as_mut_ptr(),
                first.as_mut_ptr(),
                1,
                stream,
            ),
        }
    };
    let name = match entry {
        Entry::V1(_) => "cuMemcpyBatchAsync",
        Entry::V2(_) => "cuMemcpyBatchAsync_v2",
    };
    check(name, status).inspect_err(|error| {
        tracing::debug!(%error, fail_index = fail, "batch of copies refused");
    })
}

/// The batch's one set of attributes: sources read in stream order (earlier work on the stream
/// may write them), no flags, and location hints, which the driver reads only for unified
/// memory: the device where the batch holds device memory (that is where the pages are
/// wanted), else the host.
fn attributes(pairs: &[(Span<'_>, Span<'_>)], ordinal: usize) -> CUmemcpyAttributes {
    let on_device = pairs
        .iter()
        .any(|(src, dst)| src.kind == MemoryKind::Device || dst.kind == MemoryKind::Device);
    let hint = if on_device {
        mem_location(
            CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE,
            i32::try_from(ordinal).unwrap_or(0),
        )
    } else {
        mem_location(CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST, 0)
    };
    CUmemcpyAttributes {
        srcAccessOrder: CUmemcpySrcAccessOrder::CU_MEMCPY_SRC_ACCESS_ORDER_STREAM,
        srcLocHint: hint,
        dstLocHint: hint,
        flags: 0,
    }
}
