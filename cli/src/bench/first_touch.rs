//! Rows of the host's first write to fresh unified memory: after `zeroed`, which zeroes on the
//! device so that every page migrates back on first touch, and after `zeroed_on_host`, which
//! leaves the pages on the host. Only the write is timed; making and freeing are not.

use std::time::{Duration, Instant};

use cudyn::sys::{CUmemAttach_flags, CUmemLocationType, CUresult, CUstream};
use cudyn::{Attach, Device, Error, UnifiedBuffer};

use super::{Progress, Row, Unit, measure_parts, raw};

pub(super) fn rows(
    device: &Device,
    size: usize,
    iters: usize,
    rows: &mut Vec<Row>,
    progress: &mut Progress,
) -> cudyn::Result<()> {
    let n = size;
    let global = CUmemAttach_flags::CU_MEM_ATTACH_GLOBAL.0;
    let null: CUstream = std::ptr::null_mut();
    let to_host = cudyn::sys::mem_location(CUmemLocationType::CU_MEM_LOCATION_TYPE_HOST, 0);
    // Allocates managed memory through the raw calls, readies it with `ready`, and times the
    // host's first write.
    let raw_first_write = |ready: &dyn Fn(u64) -> cudyn::Result<()>| -> cudyn::Result<Duration> {
        let mut ptr = 0;
        raw!(cuMemAllocManaged(&mut ptr, n, global))?;
        let readied = ready(ptr);
        let timed = readied.map(|()| {
            // SAFETY: `n` bytes of live managed memory, which the host may write on a device
            // with concurrent managed access (the bench's devices); nothing else uses them.
            let host = unsafe { std::slice::from_raw_parts_mut(ptr as *mut u8, n) };
            let start = Instant::now();
            host.fill(7);
            std::hint::black_box(&host);
            start.elapsed()
        });
        raw!(cuMemFree_v2(ptr))?;
        timed
    };
    let first_write = |mut buffer: UnifiedBuffer<u8>| -> cudyn::Result<Duration> {
        let host = buffer.as_mut_slice()?;
        let start = Instant::now();
        host.fill(7);
        std::hint::black_box(&host);
        Ok(start.elapsed())
    };

    let after_device_zeroing = measure_parts(
        iters,
        &mut || first_write(UnifiedBuffer::zeroed(device, n, Attach::Global)?),
        &mut || {
            raw_first_write(&|ptr| {
                raw!(cuMemsetD8_v2(ptr, 0, n))?;
                raw!(cuStreamSynchronize(null))
            })
        },
    )?;
    let row = Row::new(
        "first write, unified zeroed",
        Some(size),
        Unit::Bandwidth(n as f64),
        "pages zeroed on the device",
        after_device_zeroing,
    );
    progress.add(rows, row);

    let on_host = measure_parts(
        iters,
        &mut || first_write(UnifiedBuffer::zeroed_on_host(device, n, Attach::Global)?),
        &mut || {
            raw_first_write(&|ptr| {
                raw!(cuMemPrefetchAsync_v2(ptr, n, to_host, 0, null))?;
                raw!(cuStreamSynchronize(null))?;
                // SAFETY: as in raw_first_write; the pages are on the host now.
                unsafe { std::ptr::write_bytes(ptr as *mut u8, 0, n) };
                Ok(())
            })
        },
    )?;
    let row = Row::new(
        "first write, zeroed_on_host",
        Some(size),
        Unit::Bandwidth(n as f64),
        "pages made on the host",
        on_host,
    );
    progress.add(rows, row);
    Ok(())
}
