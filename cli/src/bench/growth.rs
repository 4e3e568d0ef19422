//! A row for growable device memory: doubling 1 GiB in place against what a buffer without
//! virtual memory must do (allocate 2 GiB, copy 1 GiB, free the old 1 GiB). `--quick` doubles
//! 64 MiB: on the fake driver (CI, the CLI's tests) the raw side's 3 GiB of host memory made
//! and copied took 2-3 s of each quick run, most of it the kernel zeroing fresh pages.

use std::time::{Duration, Instant};

use cudyn::sys::{CUdeviceptr, CUresult};
use cudyn::{Device, Error, GrowableBuffer};

use super::{Progress, Row, Unit, measure_parts, raw};

pub(super) fn rows(
    device: &Device,
    iters: usize,
    quick: bool,
    rows: &mut Vec<Row>,
    progress: &mut Progress,
) -> cudyn::Result<()> {
    let (base, metric): (usize, &'static str) = if quick {
        (64 << 20, "grow device memory 64M -> 128M")
    } else {
        (1 << 30, "grow device memory 1G -> 2G")
    };
    let m = measure_parts(
        iters,
        &mut || {
            let mut buffer = GrowableBuffer::<u8>::new(device, 2 * base)?;
            buffer.resize(base)?;
            let start = Instant::now();
            buffer.resize(2 * base)?;
            Ok(start.elapsed())
        },
        &mut || -> cudyn::Result<Duration> {
            device.bind()?;
            let (mut old, mut new): (CUdeviceptr, CUdeviceptr) = (0, 0);
            raw!(cuMemAlloc_v2(&mut old, base))?;
            let start = Instant::now();
            raw!(cuMemAlloc_v2(&mut new, 2 * base))?;
            raw!(cuMemcpyDtoD_v2(new, old, base))?;
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
            metric,
            None,
            Unit::Micros,
            "cudyn: GrowableBuffer::resize in place; raw: cuMemAlloc twice the size, copy, free",
            m,
        ),
    );
    Ok(())
}
