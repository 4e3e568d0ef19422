//! `cudyn bench --files` (Linux): a file to device memory and back, through `cudyn::file`,
//! beside what a program does without it: `pread` the file into a `Vec` and upload it with the
//! driver's pageable copy (`cuMemcpyHtoD`), or download into a `Vec` (`cuMemcpyDtoH`) and
//! `pwrite` it. The file is in the page cache throughout (it was just written), so the read row
//! measures the pipeline, not the disk; the write row does not compare like for like (cudyn
//! writes direct, the raw way into the page cache). `examples/load_safetensors.rs` measures cold
//! reads and writes against the disk's own speed.

use std::fs::File;
use std::io::Write as _;
use std::os::unix::fs::FileExt;

use cudyn::sys::CUresult;
use cudyn::{Device, DeviceBuffer, Error};

use super::{Progress, Row, Unit, measure_parts, raw};

/// Rows measured.
pub const COUNT: usize = 2;

pub fn rows(
    device: &Device,
    bytes: usize,
    iters: usize,
    rows: &mut Vec<Row>,
    progress: &mut Progress,
) -> cudyn::Result<()> {
    let path = std::env::temp_dir().join(format!("cudyn-bench-{}", std::process::id()));
    let data: Vec<u8> = (0..bytes).map(|i| (i % 251) as u8).collect();
    let io = |e: std::io::Error| Error::FileIo {
        writing: true,
        path: path.display().to_string().into(),
        offset: 0,
        landed: 0,
        kind: e.kind(),
        errno: e.raw_os_error(),
    };
    let mut file = File::options()
        .read(true)
        .write(true)
        .create(true)
        .truncate(true)
        .open(&path)
        .map_err(io)?;
    file.write_all(&data).map_err(io)?;
    // Gone from the folder at once: the descriptor keeps it, and nothing is left behind.
    let _ = std::fs::remove_file(&path);
    let mut on_device = DeviceBuffer::<u8>::zeroed(device, bytes)?;
    let mut host = vec![0u8; bytes];
    let d = on_device.device_ptr();
    let timed = |f: &mut dyn FnMut() -> cudyn::Result<()>| {
        let start = std::time::Instant::now();
        f().map(|()| start.elapsed())
    };
    let unit = Unit::Bandwidth(bytes as f64);

    progress.step("file read");
    let stats = measure_parts(
        iters,
        &mut || timed(&mut || cudyn::file::read_at(&file, 0, &mut on_device)),
        &mut || {
            timed(&mut || {
                file.read_exact_at(&mut host, 0).map_err(io)?;
                raw!(cuMemcpyHtoD_v2(d, host.as_ptr().cast(), bytes))
            })
        },
    )?;
    if on_device.to_vec()? != data {
        return Err(Error::LengthMismatch { dst: 0, src: bytes });
    }
    let condition = "cached file; raw: pread into a Vec, then cuMemcpyHtoD";
    progress.add(
        rows,
        Row::new("file read", Some(bytes), unit, condition, stats),
    );

    progress.step("file write");
    let stats = measure_parts(
        iters,
        &mut || timed(&mut || cudyn::file::write_at(&file, 0, &on_device)),
        &mut || {
            timed(&mut || {
                raw!(cuMemcpyDtoH_v2(host.as_mut_ptr().cast(), d, bytes))?;
                file.write_all_at(&host, 0).map_err(io)
            })
        },
    )?;
    let mut back = vec![0u8; bytes];
    file.read_exact_at(&mut back, 0).map_err(io)?;
    if back != data {
        return Err(Error::LengthMismatch { dst: 0, src: bytes });
    }
    // Not like for like where the disk is slower than memory: cudyn writes aligned parts
    // direct (on the disk when the call returns, the page cache left to what is read again),
    // the raw way into the page cache (on the disk later, or at fsync).
    let condition = "no fsync; cudyn direct to the disk; raw: cuMemcpyDtoH into a Vec, then pwrite into the page cache";
    progress.add(
        rows,
        Row::new("file write", Some(bytes), unit, condition, stats),
    );
    Ok(())
}
