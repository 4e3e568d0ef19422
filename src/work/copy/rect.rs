//! Copies of rectangles and volumes: the rows of a view with gaps between them (or a contiguous
//! view read as packed rows of the other side's shape), through the driver's 3D copy. The 3D
//! form takes any pitch on either side, where the 2D one may refuse device pitches that
//! `cuMemAllocPitch` did not choose, and it has the asynchronous form the scopes need.
//! Device memory of two devices is copied with its peer form, which names both contexts.

use std::ptr;

use crate::driver::call;
use crate::driver::context::Context;
use crate::driver::error::{Error, Result};
use crate::driver::memory_kind::MemoryKind;
use crate::driver::stream::Stream;
use crate::driver::wait::wait_for_stream;
use crate::memory::view::{Rows, Span};
use crate::sys::{CUDA_MEMCPY3D, CUDA_MEMCPY3D_PEER, CUmemorytype, CUstream};
use crate::work::staging::{self, Sides, Way};

/// Copies the `rows` of `src` into those of `dst` (the rows of the side with gaps, the source's
/// if both have them); the caller has checked that both have the same depth, rows and row
/// length, or that the contiguous one has as many bytes as the other's rows.
/// With no stream the copy is complete on return; with one it is queued there, and the caller
/// (a scope) keeps both sides borrowed until the stream is synchronised.
pub(super) fn move_rows<'a>(
    src: Span<'a>,
    dst: Span<'a>,
    rows: Rows,
    stream: Option<&Stream>,
) -> Result<()> {
    let (count, width, depth) = (rows.count, rows.width, rows.depth);
    // (pitch, slice stride) of each side: a side without gaps is read as packed rows of this
    // shape; the other side's rows, if it has gaps too, are of this shape (`same_shape`).
    let layout = |span: &Span<'_>| {
        span.gaps()
            .map_or((width, count * width), |r| (r.pitch, r.slice))
    };
    let (from, to) = (layout(&src), layout(&dst));
    // Row by row, not by extent: two column blocks of one matrix are apart.
    if src.overlaps(&dst) {
        return Err(Error::OverlappingCopy {
            src: src.addr,
            dst: dst.addr,
            bytes: depth * count * width,
        });
    }
    tracing::debug!(depth, count, width, from = ?src.kind, to = ?dst.kind, queued = stream.is_some(), "copy of rows");
    let host = |span: &Span<'_>| span.kind.is_host() && !span.host.is_null();
    if stream.is_none() && host(&src) && host(&dst) {
        for (plane, row) in (0..depth).flat_map(|p| (0..count).map(move |r| (p, r))) {
            let (s, d) = (plane * from.1 + row * from.0, plane * to.1 + row * to.0);
            // SAFETY: each row lies inside its view's extent, readable (source) and writable
            // exclusively (destination) for the call (the views' contract); rows of one side do
            // not overlap each other (row length <= pitch, a slice's rows <= slice stride), and
            // the sides do not overlap.
            unsafe { ptr::copy(src.host.add(s), dst.host.add(d), width) };
        }
        return Ok(());
    }
    if let Some(staged) = staged(&src, &dst, rows, stream) {
        return staged;
    }
    // Device memory of two devices names both contexts (a peer copy). Host memory of another
    // device's context (portable pinned memory) is any context's.
    let device = |span: &Span<'a>| span.context.filter(|_| span.kind == MemoryKind::Device);
    let peer = match (device(&src), device(&dst)) {
        (Some(a), Some(b)) if a.raw() != b.raw() => Some((a, b)),
        _ => None,
    };
    // The driver finds slice z at z * height * pitch: where a slice stride is no whole number
    // of pitches, the slices go one call each (a side with one row per slice takes its slice
    // stride as its pitch instead, where the device takes so long a pitch).
    let longest = match depth {
        1 => usize::MAX,
        _ => max_pitch(&src, &dst)?,
    };
    let fit = |side| geometry(side, count, depth, longest);
    let calls = match (fit(from), fit(to)) {
        (Some(s), Some(d)) => vec![params(&src, &dst, (0, s), (0, d), [width, count, depth])],
        _ => (0..depth)
            .map(|z| {
                let (s, d) = ((from.0, count), (to.0, count));
                params(
                    &src,
                    &dst,
                    (z * from.1, s),
                    (z * to.1, d),
                    [width, count, 1],
                )
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
    if let Some(stream) = stream {
        stream.bind()?;
        return calls.iter().try_for_each(|p| run(p, stream.raw()));
    }
    // The device side's context, where there is one: its memory is named as device memory.
    let context = device(&dst)
        .or(device(&src))
        .or(dst.context)
        .or(src.context)
        .ok_or(Error::WrongMemoryKind {
            expected: "device or unified memory on one side",
            found: src.kind,
        })?;
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

/// Rows narrower than this are not staged (see `staged`).
const NARROW: usize = 512;

/// Rows between pageable host memory and device memory through the staging ring, as large
/// contiguous copies go (the driver's pageable rectangles are no faster than its pageable
/// copies: 9.5 GB/s up and 15 down for 4096 rows of 16 KiB on an H200, where staged copies
/// move 40-50): `None` where the kinds or the size leave it to the driver's path.
fn staged(
    src: &Span<'_>,
    dst: &Span<'_>,
    rows: Rows,
    stream: Option<&Stream>,
) -> Option<Result<()>> {
    let pageable = |span: &Span<'_>| span.kind == MemoryKind::Host && !span.host.is_null();
    let (way, host, device) = match (src.kind, dst.kind) {
        (MemoryKind::Host, MemoryKind::Device) if pageable(src) => (Way::ToDevice, src, dst),
        (MemoryKind::Device, MemoryKind::Host) if pageable(dst) => (Way::ToHost, dst, src),
        _ => return None,
    };
    let context = device.context?;
    // Narrow rows cost the threads a piece each: there the copy engine's own rows do better.
    if rows.width < NARROW {
        return None;
    }
    // Rows to the staging ring: a volume only where its slices follow each other with no gap
    // between them (then it is `depth * count` rows); others take the driver's path.
    let shape = |span: &Span<'_>| match span.gaps() {
        None => Some(None),
        Some(r) if r.depth == 1 || r.slice == r.count * r.pitch => Some(Some((r.width, r.pitch))),
        Some(_) => None,
    };
    let sides = Sides {
        host: host.host,
        host_rows: shape(host)?,
        device: device.addr,
        device_rows: shape(device)?,
        bytes: rows.depth * rows.count * rows.width,
        blocks: &[],
    };
    // SAFETY: both sides' rows are valid for the copy (their views' contract), the host's
    // exclusively where it is written; queued, the device side stays borrowed until the scope
    // has synchronised the stream.
    match unsafe { staging::copy(context, way, sides, stream) } {
        Ok(true) => Some(Ok(())),
        Ok(false) => None,
        Err(error) => Some(Err(error)),
    }
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
