//! What cudyn checks of the memory a resource hands it, against the fake driver: the checks
//! that cost nothing next to an allocation (a null address, an address misaligned for the
//! element type, a default resource's device) are typed errors, and memory refused goes back
//! to the resource, so nothing leaks.

use cudyn_test_common as common;

use std::ptr::NonNull;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use common::{NoLeaks, device};
use cudyn::sys::CUdeviceptr;
use cudyn::{
    Device, DeviceBuffer, DeviceResource, DirectHostResource, DirectResource, Error, HostResource,
    PinnedBuffer, PinnedFlags, Stream, set_default_resource,
};

/// Device memory `offset` bytes into what `DirectResource` allocates (which it over-allocates
/// by as much), or a null address when `offset` is `None`; counts what comes back.
struct Shifted {
    direct: DirectResource,
    offset: Option<u64>,
    given_back: AtomicUsize,
}

impl Shifted {
    fn new(device: &Device, offset: Option<u64>) -> Arc<Shifted> {
        Arc::new(Shifted {
            direct: DirectResource::new(device),
            offset,
            given_back: AtomicUsize::new(0),
        })
    }
}

// SAFETY: exclusive memory of at least `bytes` from the direct calls, on its device, ready
// for any work; only the alignment (which cudyn checks) is off, or the address is null
// (which cudyn checks too).
unsafe impl DeviceResource for Shifted {
    fn device(&self) -> &Device {
        self.direct.device()
    }

    fn allocate(&self, bytes: usize, stream: Option<&Stream>) -> cudyn::Result<CUdeviceptr> {
        match self.offset {
            Some(offset) => Ok(self.direct.allocate(bytes + offset as usize, stream)? + offset),
            None => Ok(0),
        }
    }

    unsafe fn deallocate(
        &self,
        ptr: CUdeviceptr,
        bytes: usize,
        stream: Option<&Stream>,
    ) -> cudyn::Result<()> {
        self.given_back.fetch_add(1, Ordering::SeqCst);
        let offset = self.offset.expect("null memory is never given back");
        // SAFETY: forwarded, undoing the shift.
        unsafe {
            self.direct
                .deallocate(ptr - offset, bytes + offset as usize, stream)
        }
    }
}

#[test]
fn null_or_misaligned_device_memory_from_a_resource_is_refused() {
    let _leaks = NoLeaks::new();
    let device = device();
    let null = Shifted::new(&device, None);
    let refused = DeviceBuffer::<u32>::from_resource(null.clone(), None, 16).unwrap_err();
    assert!(
        matches!(refused, Error::NullAllocation { .. }),
        "{refused:?}"
    );
    // Four bytes in: aligned for u32, not for u64.
    let shifted = Shifted::new(&device, Some(4));
    let fine = DeviceBuffer::<u32>::from_resource(shifted.clone(), None, 16).unwrap();
    drop(fine);
    assert_eq!(shifted.given_back.load(Ordering::SeqCst), 1);
    let refused = DeviceBuffer::<u64>::from_resource(shifted.clone(), None, 16).unwrap_err();
    assert!(
        matches!(refused, Error::Misaligned { align: 8, .. }),
        "{refused:?}"
    );
    assert_eq!(
        shifted.given_back.load(Ordering::SeqCst),
        2,
        "the memory refused went back to the resource"
    );
}

/// Direct memory of one device whose `device()` names that device only the first time it is
/// asked, and another afterwards.
struct Fickle {
    direct: DirectResource,
    other: Device,
    asked: AtomicUsize,
}

// SAFETY: the direct calls' memory, exclusive and of the size asked. The device it names
// changes, which the contract forbids: this checks that cudyn does not depend on it where it
// cheaply need not.
unsafe impl DeviceResource for Fickle {
    fn device(&self) -> &Device {
        match self.asked.fetch_add(1, Ordering::SeqCst) {
            0 => self.direct.device(),
            _ => &self.other,
        }
    }

    fn allocate(&self, bytes: usize, stream: Option<&Stream>) -> cudyn::Result<CUdeviceptr> {
        self.direct.allocate(bytes, stream)
    }

    unsafe fn deallocate(
        &self,
        ptr: CUdeviceptr,
        bytes: usize,
        stream: Option<&Stream>,
    ) -> cudyn::Result<()> {
        // SAFETY: forwarded.
        unsafe { self.direct.deallocate(ptr, bytes, stream) }
    }
}

/// A default resource is process-wide: the tests that set one take turns.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

#[test]
fn a_default_resource_is_checked_against_the_device_at_each_allocation() {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let _leaks = NoLeaks::new();
    let device = device();
    let fickle = Arc::new(Fickle {
        direct: DirectResource::new(&device),
        other: Device::get(1).unwrap(),
        asked: AtomicUsize::new(0),
    });
    set_default_resource(&device, Some(fickle)).unwrap();
    let made = DeviceBuffer::<u32>::uninit(&device, 16);
    set_default_resource(&device, None).unwrap();
    let refused = made.map(|buffer| buffer.device().ordinal()).unwrap_err();
    assert!(
        matches!(
            refused,
            Error::WrongDevice {
                expected: 0,
                found: 1,
                ..
            }
        ),
        "{refused:?}"
    );
}

/// Pinned memory `offset` bytes into what the direct calls allocate, or (`None`) with no
/// address for devices; counts what comes back.
struct ShiftedHost {
    direct: DirectHostResource,
    offset: Option<usize>,
    given_back: AtomicUsize,
}

// SAFETY: exclusive, initialised (zeroed) pinned memory of at least `bytes` of its device's
// context; only the alignment or the device address is off, which cudyn checks.
unsafe impl HostResource for ShiftedHost {
    fn device(&self) -> &Device {
        self.direct.device()
    }

    fn allocate(
        &self,
        bytes: usize,
        flags: PinnedFlags,
    ) -> cudyn::Result<(NonNull<u8>, CUdeviceptr)> {
        let offset = self.offset.unwrap_or(0);
        let (ptr, device_ptr) = self.direct.allocate(bytes + offset, flags)?;
        // SAFETY: `offset` bytes into an allocation of `bytes + offset`.
        let ptr = unsafe { ptr.add(offset) };
        match self.offset {
            Some(offset) => Ok((ptr, device_ptr + offset as u64)),
            None => Ok((ptr, 0)),
        }
    }

    unsafe fn deallocate(
        &self,
        ptr: NonNull<u8>,
        device_ptr: CUdeviceptr,
        bytes: usize,
        flags: PinnedFlags,
    ) {
        self.given_back.fetch_add(1, Ordering::SeqCst);
        let offset = self.offset.unwrap_or(0);
        // SAFETY: forwarded, undoing the shift; the device address is not used by the direct
        // calls.
        unsafe {
            self.direct.deallocate(
                ptr.sub(offset),
                device_ptr.saturating_sub(offset as u64),
                bytes + offset,
                flags,
            )
        }
    }
}

#[test]
fn misaligned_or_unmapped_pinned_memory_from_a_resource_is_refused() {
    let _leaks = NoLeaks::new();
    let device = device();
    let shifted = Arc::new(ShiftedHost {
        direct: DirectHostResource::new(&device),
        offset: Some(4),
        given_back: AtomicUsize::new(0),
    });
    let mut fine =
        PinnedBuffer::<u32>::from_resource(shifted.clone(), 8, PinnedFlags::DEFAULT).unwrap();
    fine[7] = 1;
    drop(fine);
    assert_eq!(shifted.given_back.load(Ordering::SeqCst), 1);
    // A slice of u64 four bytes off its alignment would be undefined behaviour.
    let refused =
        PinnedBuffer::<u64>::from_resource(shifted.clone(), 8, PinnedFlags::DEFAULT).unwrap_err();
    assert!(
        matches!(refused, Error::Misaligned { align: 8, .. }),
        "{refused:?}"
    );
    assert_eq!(shifted.given_back.load(Ordering::SeqCst), 2);
    let unmapped = Arc::new(ShiftedHost {
        direct: DirectHostResource::new(&device),
        offset: None,
        given_back: AtomicUsize::new(0),
    });
    let refused =
        PinnedBuffer::<u32>::from_resource(unmapped.clone(), 8, PinnedFlags::DEFAULT).unwrap_err();
    assert!(
        matches!(refused, Error::NullAllocation { .. }),
        "{refused:?}"
    );
    assert_eq!(unmapped.given_back.load(Ordering::SeqCst), 1);
}
