//! Tests sharing with another process (the test binary starts itself as the child).

use cudyn::sys::{CUipcMemHandle, CUresult};
use cudyn::{Device, DeviceBuffer, Error, Event, IpcBuffer};

use crate::common::ipc::{self, Delay};

/// If a parent started this process, plays the child's role and returns true.
pub fn played_child() -> bool {
    let Some(role) = ipc::child_role() else {
        return false;
    };
    ipc::play_child(
        &role,
        &Device::get(ipc::child_device()).expect("the child's device"),
    );
    true
}

/// Keeps the child's stream busy for several milliseconds before it writes.
pub const DELAY: Delay = Delay {
    fills: 200,
    scratch: 1 << 26,
};

#[test]
#[ignore = "needs a CUDA GPU"]
fn ipc_two_processes_share_memory_ordered_by_an_event() {
    if played_child() {
        return;
    }
    let _gpu = crate::shared_gpu();
    let device = Device::get(0).unwrap();
    // An odd size (not a multiple of any page): the child's mapping must report it exactly.
    let n = (1 << 24) + 3;
    let pending = ipc::parent_shares(
        "ipc::ipc_two_processes_share_memory_ordered_by_an_event",
        &device,
        0,
        n,
        DELAY,
    );
    println!(
        "the event was {}pending when the child said it had queued its writes",
        if pending { "" } else { "no longer " }
    );
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn ipc_a_handle_of_freed_memory_fails_to_open_in_another_process() {
    if played_child() {
        return;
    }
    // Alone: the driver suballocates small allocations from larger chunks, and a chunk
    // another test still allocates from stays mapped, so its freed part would open.
    let _gpu = crate::exclusive_gpu();
    ipc::parent_frees_then_child_opens(
        "ipc::ipc_a_handle_of_freed_memory_fails_to_open_in_another_process",
        &Device::get(0).unwrap(),
    );
}

/// Why cudyn refuses same-process opens itself: the driver's own answer, through the raw
/// entry points, is an error, and an unhelpful one.
#[test]
#[ignore = "needs a CUDA GPU"]
fn ipc_the_driver_refuses_a_handle_in_its_own_process() {
    let _gpu = crate::shared_gpu();
    let device = Device::get(0).unwrap();
    let memory = DeviceBuffer::<u8>::zeroed(&device, 1000).unwrap();
    let handle = memory.ipc_handle().unwrap();
    let driver = cudyn::driver().unwrap();
    let raw = CUipcMemHandle {
        reserved: handle.to_bytes().map(|b| b as std::ffi::c_char),
    };
    let mut ptr = 0;
    // SAFETY: the context is current (zeroed bound it on this thread); writes one address
    // to a live local; the handle's memory is alive.
    let status = unsafe { driver.cuIpcOpenMemHandle_v2().unwrap()(&mut ptr, raw, 1) };
    println!(
        "the driver opening a handle in its own process: {}",
        cudyn::DriverError::new("cuIpcOpenMemHandle_v2", status)
    );
    assert_ne!(status, CUresult::CUDA_SUCCESS);
    let event = Event::interprocess(&device).unwrap();
    // SAFETY: alive; refused before the driver is asked.
    let refused = unsafe { Event::open_ipc(&device, &event.ipc_handle().unwrap()) };
    assert_eq!(refused.unwrap_err(), Error::OpenedInExportingProcess);
    // SAFETY: as above.
    let refused = unsafe { IpcBuffer::<u8>::open(&device, &handle) };
    assert_eq!(refused.unwrap_err(), Error::OpenedInExportingProcess);
}
