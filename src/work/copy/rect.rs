//! Copies of rectangles: the rows of a view with gaps between them (or a contiguous view read
//! as packed rows of the other side's shape), through the driver's 3D copy with a depth of one.
//! The 3D form takes any pitch on either side, where the 2D one may refuse device pitches
//! that `cuMemAllocPitch` did not choose, and it has the asynchronous form the scopes need.

use std::ptr;

use crate::driver::call;
use crate::driver::error::{Error, Result};
use crate::driver::memory_kind::MemoryKind;
use crate::driver::stream::Stream;
use crate::memory::view::{Rows, Span};
use crate::sys::{CUDA_MEMCPY3D, CUmemorytype};
use crate::work::staging::{self, Sides, Way};

/// Copies the `rows` of `src` into those of `dst` (the rows of the side with gaps, the source's
/// if both have them); the caller has checked that both have the same rows and row length, or
/// that the contiguous one has as many bytes as the other's rows.
/// With no stream the copy is complete on return; with one it is queued there, and the caller
/// (a scope) keeps both sides borrowed until the stream is synchronised.
pub(super) fn move_rows<'a>(
    src: Span<'a>,
    dst: Span<'a>,
    rows: Rows,
    stream: Option<&Stream>,
) -> Result<()> {
    let (count, width) = (rows.count, rows.width);
    // A side without gaps is read as packed rows of this shape; the other side's rows, if it
    // has gaps too, are of this shape (`same_shape`).
    let pitch = |span: &Span<'_>| span.gaps().map_or(width, |r| r.pitch);
    // Extents, gaps included: two column blocks of one matrix are refused, conservatively.
    if src.overlaps(&dst) {
        return Err(Error::OverlappingCopy {
            src: src.addr,
            dst: dst.addr,
            bytes: count * width,
        });
    }
    tracing::debug!(count, width, from = ?src.kind, to = ?dst.kind, queued = stream.is_some(), "copy of rows");
    let host = |span: &Span<'_>| span.kind.is_host() && !span.host.is_null();
    if stream.is_none() && host(&src) && host(&dst) {
        let (sp, dp) = (pitch(&src), pitch(&dst));
        for row in 0..count {
            // SAFETY: each row lies inside its view's extent, readable (source) and writable
            // exclusively (destination) for the call (the views' contract); rows of one side do
            // not overlap each other (row length <= pitch), and the sides do not overlap.
            unsafe { ptr::copy(src.host.add(row * sp), dst.host.add(row * dp), width) };
        }
        return Ok(());
    }
    if let Some(staged) = staged(&src, &dst, rows, stream) {
        return staged;
    }
    // Device memory of two devices would name both contexts (a peer copy): not yet. Host
    // memory of another device's context (portable pinned memory) is any context's.
    let device = |span: &Span<'a>| span.context.filter(|_| span.kind == MemoryKind::Device);
    if let (Some(a), Some(b)) = (device(&src), device(&dst))
        && a.raw() != b.raw()
    {
        return Err(Error::WrongDevice {
            what: "a copy of rows between two devices (not supported yet)",
            expected: a.ordinal(),
            found: b.ordinal(),
        });
    }
    let mut params = CUDA_MEMCPY3D {
        WidthInBytes: width,
        Height: count,
        Depth: 1,
        srcPitch: pitch(&src),
        srcHeight: count,
        dstPitch: pitch(&dst),
        dstHeight: count,
        // SAFETY: the struct is plain data: integers, enumerations whose zero is filled in
        // below, and pointers for which null means "none".
        ..unsafe { std::mem::zeroed() }
    };
    (params.srcMemoryType, params.srcHost, params.srcDevice) = side(&src);
    let (dst_type, dst_host, dst_device) = side(&dst);
    (params.dstMemoryType, params.dstHost, params.dstDevice) =
        (dst_type, dst_host.cast_mut(), dst_device);
    if let Some(stream) = stream {
        stream.bind()?;
        // SAFETY: every row of both sides lies in its view, and both stay borrowed until the
        // scope that queued this synchronises the stream; the stream's context is current.
        return unsafe { call!(cuMemcpy3DAsync_v2(&params, stream.raw())) };
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
    // SAFETY: both sides' rows are valid for the call, which the synchronise below outlasts;
    // the context owning one side is current.
    unsafe {
        call!(cuMemcpy3DAsync_v2(&params, ptr::null_mut()))?;
        call!(cuStreamSynchronize(ptr::null_mut()))
    }
}

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
    let shape = |span: &Span<'_>| span.gaps().map(|r| (r.width, r.pitch));
    let sides = Sides {
        host: host.host,
        host_rows: shape(host),
        device: device.addr,
        device_rows: shape(device),
        bytes: rows.count * rows.width,
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

/// How the driver is told where a side is: host RAM by its host address, device memory by its
/// device address, managed memory as unified (the driver knows where its pages are).
fn side(span: &Span<'_>) -> (CUmemorytype, *const std::ffi::c_void, u64) {
    match span.kind {
        MemoryKind::Device => (CUmemorytype::CU_MEMORYTYPE_DEVICE, ptr::null(), span.addr),
        kind if kind.is_host() && !span.host.is_null() => (
            CUmemorytype::CU_MEMORYTYPE_HOST,
            span.host.cast_const().cast(),
            0,
        ),
        _ => (CUmemorytype::CU_MEMORYTYPE_UNIFIED, ptr::null(), span.addr),
    }
}
