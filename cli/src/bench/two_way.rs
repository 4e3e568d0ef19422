//! Rows of copies of pinned memory queued on streams: one direction alone, then up and down at
//! once on two streams of one scope, where both copy engines should work.

use std::ffi::c_void;

use cudyn::sys::CUresult;
use cudyn::{Device, DeviceBuffer, Error, PinnedBuffer, PinnedFlags, Stream};

use super::{Progress, Row, Unit, measure, nothing, raw};

pub(super) fn rows(
    device: &Device,
    size: usize,
    iters: usize,
    rows: &mut Vec<Row>,
    progress: &mut Progress,
) -> cudyn::Result<()> {
    let n = size;
    let (up, down) = (Stream::new(device)?, Stream::new(device)?);
    let source = PinnedBuffer::<u8>::zeroed(device, n, PinnedFlags::DEFAULT)?;
    let mut target = PinnedBuffer::<u8>::zeroed(device, n, PinnedFlags::DEFAULT)?;
    let mut to = DeviceBuffer::<u8>::uninit(device, n)?;
    let from = DeviceBuffer::<u8>::zeroed(device, n)?;
    let (src, dst) = (
        source.as_ptr().cast::<c_void>().cast_mut(),
        target.as_mut_ptr().cast::<c_void>(),
    );
    let (d_to, d_from) = (to.device_ptr(), from.device_ptr());
    let (raw_up, raw_down) = (up.raw(), down.raw());

    let one = measure(
        iters,
        1,
        &mut nothing,
        &mut || up.scope(|s| s.copy(&source, &mut to)),
        &mut || {
            raw!(cuMemcpyHtoDAsync_v2(d_to, src, n, raw_up))?;
            raw!(cuStreamSynchronize(raw_up))
        },
    )?;
    let row = Row::new(
        "H2D pinned, a stream",
        Some(size),
        Unit::Bandwidth(n as f64),
        "",
        one,
    );
    progress.add(rows, row);

    let both = measure(
        iters,
        1,
        &mut nothing,
        &mut || {
            up.scope(|s| {
                s.copy(&source, &mut to)?;
                s.on(&down).copy(&from, &mut target)
            })
        },
        &mut || {
            raw!(cuMemcpyHtoDAsync_v2(d_to, src, n, raw_up))?;
            raw!(cuMemcpyDtoHAsync_v2(dst, d_from, n, raw_down))?;
            raw!(cuStreamSynchronize(raw_up))?;
            raw!(cuStreamSynchronize(raw_down))
        },
    )?;
    let row = Row::new(
        "H2D+D2H pinned, 2 streams",
        Some(size),
        Unit::Bandwidth(2.0 * n as f64),
        "bytes up + down, queued together",
        both,
    );
    progress.add(rows, row);
    Ok(())
}
