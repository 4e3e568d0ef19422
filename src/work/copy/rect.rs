//! Copies of rectangles and volumes: the rows of a view with gaps between them (or a contiguous
//! view read as packed rows of the other side's shape), through the driver's 3D copy. The 3D
//! form takes any pitch on either side, where the 2D one may refuse device pitches that
//! `cuMemAllocPitch` did not choose, and it has the asynchronous form the scopes need.
//! Device memory of two devices is copied with its peer form, which names both contexts. Host
//! rows copied now are moved by the host, a row at a time. Which of these a copy of rows takes
//! (or the staging ring) is the route's decision (`route`); here they are carried out.

use std::ptr;

use super::route::{On, Then};
use crate::driver::call;
use crate::driver::context::Context;
use crate::driver::error::Result;
use crate::driver::memory_kind::MemoryKind;
use crate::driver::wait::wait_for_stream;
use crate::memory::view::{Rows, Span};
use crate::sys::{CUDA_MEMCPY3D, CUDA_MEMCPY3D_PEER, CUmemorytype, CUstream};

/// A side's (pitch, slice stride) for a copy of `rows`: a side without gaps is read as packed
/// rows of this shape; the other side's rows, if it has gaps too, are of this shape
/// (`same_shape`).
fn layout(span: &Span<'_>, rows: Rows) -> (usize, usize) {
    span.gaps()
        .map_or((rows.width, rows.count * rows.width), |r| {
            (r.pitch, r.slice)
        })
}

/// Copies the `rows` of `src` into those of `dst`, both host RAM the host may touch, now (the
/// route `Memmove rows`): a `memmove` a row.
pub(super) fn memmove_rows(src: &Span<'_>, dst: &Span<'_>, rows: Rows) {
    let (count, width, depth) = (rows.count, rows.width, rows.depth);
    let (from, to) = (layout(src, rows), layout(dst, rows));
    for (plane, row) in (0..depth).flat_map(|p| (0..count).map(move |r| (p, r))) {
        let (s, d) = (plane * from.1 + row * from.0, plane * to.1 + row * to.0);
        // SAFETY: each row lies inside its view's extent, readable (source) and writable
        // exclusively (destination) for the call (the views' contract); rows of one side do
        // not overlap each other (row length <= pitch, a slice's rows <= slice stride), and
        // the sides do not overlap (checked by the route's planner).
        unsafe { ptr::copy(src.host.add(s), dst.host.add(d), width) };
    }
}

/// Copies the `rows` of `src` into those of `dst` (the rows of the side with gaps, the source's
/// if both have them) through the driver's 3D copy, its peer form where `peer` names the two
/// sides' contexts; the caller has checked that both have the same depth, rows and row
/// length, or that the contiguous one has as many bytes as the other's rows. Queued on a
/// stream, or now on a context's legacy stream and waited for, as `on` says; queued, the caller
/// (a scope) keeps both sides borrowed until the stream is synchronised.
pub(super) fn rows_3d(
    src: &Span<'_>,
    dst: &Span<'_>,
    rows: Rows,
    peer: Option<(&Context, &Context)>,
    on: On<'_>,
) -> Result<()> {
    let (count, width, depth) = (rows.count, rows.width, rows.depth);
    let (from, to) = (layout(src, rows), layout(dst, rows));
    // The driver finds slice z at z * height * pitch: where a slice stride is no whole number
    // of pitches, the slices go one call each (a side with one row per slice takes its slice
    // stride as its pitch instead, where the device takes so long a pitch).
    let longest = match depth {
        1 => usize::MAX,
        _ => max_pitch(src, dst)?,
    };
    let fit = |side| geometry(side, count, depth, longest);
    let calls = match (fit(from), fit(to)) {
        (Some(s), Some(d)) => vec![params(src, dst, (0, s), (0, d), [width, count, depth])],
        _ => (0..depth)
            .map(|z| {
                let (s, d) = ((from.0, count), (to.0, count));
                params(src, dst, (z * from.1, s), (z * to.1, d), [width, count, 1])
            })
            .collect(),
    };
    let run = |params: &CUDA_MEMCPY3D, stream: CUstream| match peer {
        Some((a, b)) => {
            let params = peer_params(params, a, b);
            // SAFETY: every row of both sides lies in its view, valid until the caller's wait
            // (the synchronous copy's below, or the scope's); the structure names each side's
            // context, and one of the two is current (the stream's, or the one bound below).
            unsafe { call!(cuMemcpy3DPeerAsync(&params, stream)) }
        }
        // SAFETY: every row of both sides lies in its view, valid until the caller's wait; a
        // context owning one side is current.
        None => unsafe { call!(cuMemcpy3DAsync_v2(params, stream)) },
    };
    let context = match on {
        On::Stream(stream) => {
            stream.bind()?;
            return calls.iter().try_for_each(|p| run(p, stream.raw()));
        }
        // Every synchronous copy of rows is waited for (the planner says so).
        On::Legacy(context, then) => {
            debug_assert_eq!(then, Then::Wait);
            context
        }
    };
    // On the legacy stream, after everything queued there (uploads still landing included),
    // and waited for: a synchronous copy is complete on return, whatever the kinds.
    context.bind_legacy()?;
    let mut queued = 0;
    let result = calls.iter().try_for_each(|p| {
        run(p, ptr::null_mut())?;
        queued += 1;
        Ok(())
    });
    if queued == 0 {
        return result;
    }
    // Waited for even after a failure: slices queued before it may still be running, and the
    // caller may free either side once this returns (as a batch waits).
    // SAFETY: the legacy stream of `context`, bound above, where the copies ran.
    let waited = unsafe { wait_for_stream(context, ptr::null_mut(), "a copy of rows") };
    result.and(waited)
}

/// A side's (pitch, height) for the driver's 3D copy of `depth` slices of `count` rows, given
/// its (pitch, slice stride); `None` where none fits (slices one call each).
fn geometry(
    (pitch, slice): (usize, usize),
    count: usize,
    depth: usize,
    longest: usize,
) -> Option<(usize, usize)> {
    if depth == 1 {
        Some((pitch, count))
    } else if slice.is_multiple_of(pitch) {
        Some((pitch, slice / pitch))
    } else if count == 1 && slice <= longest {
        Some((slice, 1))
    } else {
        None
    }
}

/// The largest pitch the device of a copy between `src` and `dst` takes (the smaller of two).
fn max_pitch(src: &Span<'_>, dst: &Span<'_>) -> Result<usize> {
    let mut longest = usize::MAX;
    for context in [src.context, dst.context].into_iter().flatten() {
        longest = longest.min(context.max_pitch()?);
    }
    Ok(longest)
}

/// The driver's structure for a copy of `[width, height, depth]` from `src` to `dst`, each
/// side `offset` bytes in and laid out as (pitch, height).
fn params(
    src: &Span<'_>,
    dst: &Span<'_>,
    (src_at, (src_pitch, src_height)): (usize, (usize, usize)),
    (dst_at, (dst_pitch, dst_height)): (usize, (usize, usize)),
    [width, height, depth]: [usize; 3],
) -> CUDA_MEMCPY3D {
    let mut params = CUDA_MEMCPY3D {
        WidthInBytes: width,
        Height: height,
        Depth: depth,
        srcPitch: src_pitch,
        srcHeight: src_height,
        dstPitch: dst_pitch,
        dstHeight: dst_height,
        // SAFETY: the struct is plain data: integers, enumerations whose zero is filled in
        // below, and pointers for which null means "none".
        ..unsafe { std::mem::zeroed() }
    };
    (params.srcMemoryType, params.srcHost, params.srcDevice) = side(src, src_at);
    let (dst_type, dst_host, dst_device) = side(dst, dst_at);
    (params.dstMemoryType, params.dstHost, params.dstDevice) =
        (dst_type, dst_host.cast_mut(), dst_device);
    params
}

/// The peer form of `params`, from memory of context `from` to memory of context `to`.
fn peer_params(params: &CUDA_MEMCPY3D, from: &Context, to: &Context) -> CUDA_MEMCPY3D_PEER {
    let p = params;
    CUDA_MEMCPY3D_PEER {
        srcXInBytes: p.srcXInBytes,
        srcY: p.srcY,
        srcZ: p.srcZ,
        srcLOD: p.srcLOD,
        srcMemoryType: p.srcMemoryType,
        srcHost: p.srcHost,
        srcDevice: p.srcDevice,
        srcArray: p.srcArray,
        srcContext: from.raw(),
        srcPitch: p.srcPitch,
        srcHeight: p.srcHeight,
        dstXInBytes: p.dstXInBytes,
        dstY: p.dstY,
        dstZ: p.dstZ,
        dstLOD: p.dstLOD,
        dstMemoryType: p.dstMemoryType,
        dstHost: p.dstHost,
        dstDevice: p.dstDevice,
        dstArray: p.dstArray,
        dstContext: to.raw(),
        dstPitch: p.dstPitch,
        dstHeight: p.dstHeight,
        WidthInBytes: p.WidthInBytes,
        Height: p.Height,
        Depth: p.Depth,
    }
}

/// How the driver is told where a side is, `offset` bytes in: host RAM by its host address,
/// device memory by its device address, managed memory as unified (the driver knows where its
/// pages are).
fn side(span: &Span<'_>, offset: usize) -> (CUmemorytype, *const std::ffi::c_void, u64) {
    match span.kind {
        MemoryKind::Device => (
            CUmemorytype::CU_MEMORYTYPE_DEVICE,
            ptr::null(),
            span.addr + offset as u64,
        ),
        kind if kind.is_host() && !span.host.is_null() => (
            CUmemorytype::CU_MEMORYTYPE_HOST,
            span.host.wrapping_add(offset).cast_const().cast(),
            0,
        ),
        _ => (
            CUmemorytype::CU_MEMORYTYPE_UNIFIED,
            ptr::null(),
            span.addr + offset as u64,
        ),
    }
}
