//! A row for growable device memory: doubling 1 GiB in place against what a buffer without
//! virtual memory must do (allocate 2 GiB, copy 1 GiB, free the old 1 GiB).

use std::time::{Duration, Instant};

use cudyn::sys::{CUdeviceptr, CUresult};
use cudyn::{Device, Error, GrowableBuffer};

use super::{Progress, Row, Unit, measure_parts, raw};

pub(super) fn rows(
    device: &Device,
    iters: usize,
    rows: &mut Vec<Row>,
    progress: &mut Progress,
) -> cudyn::Result<()> {
    let gib: usize = 1 << 30;
    let m = measure_parts(
        iters,
        &mut || {
            let mut buffer = GrowableBuffer::<u8>::new(device, 2 * gib)?;
            buffer.resize(gib)?;
            let start = Instant::now();
            buffer.resize(2 * gib)?;
            Ok(start.elapsed())
        },
        &mut || -> cudyn::Result<Duration> {
            device.bind()?;
            let (mut old, mut new): (CUdeviceptr, CUdeviceptr) = (0, 0);
            raw!(cuMemAlloc_v2(&mut old, gib))?;
            let start = Instant::now();
            raw!(cuMemAlloc_v2(&mut new, 2 * gib))?;
            raw!(cuMemcpyDtoD_v2(new, old, gib))?;
            raw!(cuCtxSynchronize())?;
            raw!(cuMemFree_v2(old))?;
            let took = start.elapsed();
            raw!(cuMemFree_v2(new))?;
            Ok(took)
        },
    )?;
    progress.add(
        rows,
        Row::new(
            "grow device memory 1G -> 2G",
            None,
            Unit::Micros,
            "cudyn: GrowableBuffer::resize in place; raw: cuMemAlloc 2G, copy 1G, free 1G",
            m,
        ),
    );
    Ok(())
}
