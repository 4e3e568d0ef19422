//! cudyn memory traded with PyTorch through DLPack, without a copy: a shared library that
//! `examples/dlpack_torch.py` loads with ctypes.
//!
//! cargo build --release --example dlpack_torch
//! python3 examples/dlpack_torch.py target/release/examples/libdlpack_torch.so
//!
//! Each function returns 0 (or a pointer) on success; on failure a negative number (or null),
//! with the error's message in `cudyn_last_error`.

use std::ffi::{CString, c_char, c_void};
use std::sync::Mutex;

use cudyn::dlpack::{Exported, Imported};
use cudyn::{Device, DeviceBuffer, View};

static LAST_ERROR: Mutex<Option<CString>> = Mutex::new(None);

fn fail(error: cudyn::Error) {
    let text = CString::new(error.to_string()).unwrap_or_default();
    *LAST_ERROR.lock().unwrap_or_else(|e| e.into_inner()) = Some(text);
}

/// The last error's message, valid until the next failing call.
#[unsafe(no_mangle)]
pub extern "C" fn cudyn_last_error() -> *const c_char {
    LAST_ERROR
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .as_ref()
        .map_or(std::ptr::null(), |text| text.as_ptr())
}

/// `n` floats `i / 2` on device 0, exported as a DLPack tensor (versioned or legacy) that owns
/// them; the consumer's deleter frees them. Null on failure.
#[unsafe(no_mangle)]
pub extern "C" fn cudyn_export_halves(n: usize, versioned: bool) -> *mut c_void {
    cudyn_export_halves_on(0, n, versioned)
}

/// As [`cudyn_export_halves`], on the device of ordinal `device`.
#[unsafe(no_mangle)]
pub extern "C" fn cudyn_export_halves_on(device: usize, n: usize, versioned: bool) -> *mut c_void {
    let export = || -> cudyn::Result<*mut c_void> {
        let device = Device::get(device)?;
        let values: Vec<f32> = (0..n).map(|i| i as f32 / 2.0).collect();
        let exported = Exported::new(DeviceBuffer::from_slice(&device, &values)?, None, None)?;
        Ok(if versioned {
            exported.into_raw().cast()
        } else {
            exported.into_raw_legacy()?.cast()
        })
    };
    export().unwrap_or_else(|e| {
        fail(e);
        std::ptr::null_mut()
    })
}

/// Calls the deleter of a tensor nobody consumed (a capsule dropped unused).
///
/// # Safety
/// `tensor` came from `cudyn_export_halves` with the same `versioned`, and was not consumed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudyn_release(tensor: *mut c_void, versioned: bool) {
    // SAFETY: forwarded; importing and dropping runs the tensor's own deleter, once.
    let imported = unsafe {
        if versioned {
            Imported::from_raw(tensor.cast())
        } else {
            Imported::from_raw_legacy(tensor.cast())
        }
    };
    drop(imported);
}

/// Reads `n` floats of device 0's memory at `addr` (someone else's) into `out`, through a
/// cudyn view checked with the driver.
///
/// # Safety
/// `out` holds `n` floats; the memory at `addr` stays allocated and unwritten meanwhile.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudyn_read(addr: u64, n: usize, out: *mut f32) -> i32 {
    // SAFETY: forwarded.
    unsafe { cudyn_read_on(0, addr, n, out) }
}

/// As [`cudyn_read`], from memory of the device of ordinal `device` (memory of another device
/// is refused: the view is checked with the driver).
///
/// # Safety
/// As for [`cudyn_read`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudyn_read_on(device: usize, addr: u64, n: usize, out: *mut f32) -> i32 {
    let read = || -> cudyn::Result<()> {
        let device = Device::get(device)?;
        // SAFETY: the caller vouches for the memory and for `out`.
        let (view, out) = unsafe {
            (
                View::<f32>::from_raw(&device, addr, n)?,
                std::slice::from_raw_parts_mut(out, n),
            )
        };
        view.copy_to(out)
    };
    read().map_or_else(
        |e| {
            fail(e);
            -1
        },
        |()| 0,
    )
}

/// Consumes a producer's tensor of floats on device 0: writes `3 * i` at each index `i`
/// through a cudyn view, reports the address it wrote at in `data`, then releases the tensor
/// through the producer's deleter.
///
/// # Safety
/// `tensor` is a live DLPack tensor (versioned or legacy, as `versioned` says) handed to this
/// consumer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cudyn_fill_thirds(
    tensor: *mut c_void,
    versioned: bool,
    data: *mut u64,
) -> i32 {
    let fill = || -> cudyn::Result<()> {
        let device = Device::get(0)?;
        // SAFETY: forwarded from the caller.
        let mut imported = unsafe {
            if versioned {
                Imported::from_raw(tensor.cast())?
            } else {
                Imported::from_raw_legacy(tensor.cast())?
            }
        };
        let mut view = imported.view_mut::<f32>(&device)?;
        let values: Vec<f32> = (0..view.len()).map(|i| 3.0 * i as f32).collect();
        view.copy_from(&values)?;
        // SAFETY: the caller passes a place for one address.
        unsafe { *data = view.device_ptr() };
        Ok(())
    };
    fill().map_or_else(
        |e| {
            fail(e);
            -1
        },
        |()| 0,
    )
}
