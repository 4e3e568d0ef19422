//! Rows of copies queued on streams: pinned memory one direction alone, then up and down at
//! once on two streams of one scope, where both copy engines should work; pageable memory
//! each way, which a scope stages as a synchronous copy does; and pageable memory up and down
//! from two threads at once.

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

    // Pageable memory queued in a scope: staged (from 4 MiB) like a synchronous copy; the
    // raw driver's async call on pageable memory is synchronous, through its own staging.
    let mut pageable = vec![1u8; n];
    let host = pageable.as_mut_ptr().cast::<c_void>();
    let up_pageable = measure(
        iters,
        1,
        &mut nothing,
        &mut || up.scope(|s| s.copy(&pageable[..], &mut to)),
        &mut || {
            raw!(cuMemcpyHtoDAsync_v2(d_to, host, n, raw_up))?;
            raw!(cuStreamSynchronize(raw_up))
        },
    )?;
    let down_pageable = measure(
        iters,
        1,
        &mut nothing,
        &mut || up.scope(|s| s.copy(&from, &mut pageable[..])),
        &mut || {
            raw!(cuMemcpyDtoHAsync_v2(host, d_from, n, raw_up))?;
            raw!(cuStreamSynchronize(raw_up))
        },
    )?;
    for (metric, stats) in [
        ("H2D pageable, a stream", up_pageable),
        ("D2H pageable, a stream", down_pageable),
    ] {
        let row = Row::new(metric, Some(size), Unit::Bandwidth(n as f64), "", stats);
        progress.add(rows, row);
    }

    // Pageable memory from two threads at once, one copy each way: cudyn stages both, on the
    // device's two rings; the driver copies each through its own staging.
    let mut down_host = vec![0u8; n];
    let down_ptr = down_host.as_mut_ptr().cast::<c_void>() as usize;
    let host_ptr = host as usize;
    let two_threads = measure(
        iters,
        1,
        &mut nothing,
        &mut || {
            at_once(
                device,
                || cudyn::copy(&pageable[..], &mut to),
                || cudyn::copy(&from, &mut down_host[..]),
            )
        },
        &mut || {
            at_once(
                device,
                || raw!(cuMemcpyHtoD_v2(d_to, host_ptr as *const c_void, n)),
                || raw!(cuMemcpyDtoH_v2(down_ptr as *mut c_void, d_from, n)),
            )
        },
    )?;
    let row = Row::new(
        "H2D+D2H pageable, 2 threads",
        Some(size),
        Unit::Bandwidth(2.0 * n as f64),
        "bytes up + down, one thread each way at once",
        two_threads,
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

/// Runs `up` on a thread of its own (started here, on both sides of a row) while this one runs
/// `down`; returns once both are done and the device is idle.
fn at_once(
    device: &Device,
    up: impl FnOnce() -> cudyn::Result<()> + Send,
    down: impl FnOnce() -> cudyn::Result<()>,
) -> cudyn::Result<()> {
    std::thread::scope(|s| {
        let up = s.spawn(|| device.bind().and_then(|()| up()));
        let down = down();
        up.join().expect("the uploading thread panicked")?;
        down
    })?;
    raw!(cuCtxSynchronize())
}
