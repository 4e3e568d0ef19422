//! cudarc and cudyn in one program, sharing memory and a stream both ways through cudyn's raw
//! hatches: nothing is copied between them.
//!
//! 1. cudarc allocates and fills memory on its stream; cudyn adopts the stream
//!    (`Stream::from_raw`), views the memory (`View::from_raw`) and copies it back in a scope on
//!    that very stream, so its work is ordered after cudarc's with no event.
//! 2. cudyn allocates and fills a buffer, gives it up (`into_raw_parts`); cudarc takes it
//!    (`upgrade_device_ptr`), reads it and adds to it; cudarc gives it back (`leak`), and cudyn
//!    owns it again (`from_raw_parts`) and reads cudarc's result.
//!
//! cudarc has no way to adopt a stream it did not make, so cudarc work is not queued on cudyn's
//! streams: that direction is ordered by synchronising (or by events).
//!
//! cargo run --release --example cudarc_interop

use std::error::Error;

use cudarc::driver::CudaContext;
use cudyn::{Device, DeviceBuffer, Stream, View};

fn main() -> Result<(), Box<dyn Error>> {
    let n = 1 << 20;
    let device = Device::get(0)?;
    println!(
        "{}: cudarc and cudyn share memory and a stream",
        device.name()?
    );

    // 1. cudarc's memory and stream, used by cudyn.
    let context = CudaContext::new(0)?;
    let theirs = context.new_stream()?;
    let data: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let slice = theirs.clone_htod(&data)?;
    let (address, _sync) = cudarc::driver::DevicePtr::device_ptr(&slice, &theirs);
    let mut back = vec![0f32; n];
    {
        // SAFETY: cudarc's stream outlives the adopted handle (dropped at the end of this
        // block); the memory is cudarc's slice, alive and unwritten meanwhile: the copy is
        // queued on the same stream, after cudarc's upload, and the scope waits for it.
        let (stream, view) = unsafe {
            (
                Stream::from_raw(&device, theirs.cu_stream().cast())?,
                View::<f32>::from_raw(&device, address, n)?,
            )
        };
        stream.scope(|s| s.copy(view, &mut back))?;
    }
    assert_eq!(back, data, "cudyn reads cudarc's memory on cudarc's stream");
    println!("cudarc -> cudyn: {n} floats at {address:#x}, read on cudarc's stream, checked");
    drop(_sync);

    // 2. cudyn's memory, lent to cudarc and taken back.
    let ours = DeviceBuffer::from_slice(&device, &data)?;
    let (address, len) = ours.into_raw_parts();
    // SAFETY: cudyn gave the allocation up whole; cudarc owns it until leak() below.
    let lent = unsafe { theirs.upgrade_device_ptr::<f32>(address, len) };
    let seen = theirs.clone_dtoh(&lent)?;
    assert_eq!(seen, data, "cudarc reads cudyn's memory");
    let ones = theirs.clone_htod(&vec![1f32; n])?;
    let mut lent = lent;
    // cudarc writes the memory: a device-to-device copy on its stream.
    theirs.memcpy_dtod(&ones, &mut lent)?;
    theirs.synchronize()?;
    let returned = lent.leak();
    // SAFETY: cudarc gave the allocation up whole, with its work finished (synchronised).
    let ours = unsafe { DeviceBuffer::<f32>::from_raw_parts(&device, returned, len)? };
    assert_eq!(
        ours.to_vec()?,
        vec![1f32; n],
        "cudyn reads what cudarc wrote"
    );
    println!("cudyn -> cudarc -> cudyn: {len} floats at {returned:#x}, written by cudarc, checked");
    Ok(())
}
