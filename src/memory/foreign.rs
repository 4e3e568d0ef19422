//! Views of memory someone else allocated (cudarc, PyTorch, CuPy, a C library): every copy,
//! fill, scope and kernel path of cudyn then works on it unchanged. The driver is asked what
//! the memory is (`cuPointerGetAttributes`), so a wrong device, an unknown address or a range
//! past the allocation is a typed error rather than a fault.

use bytemuck::Pod;

use super::buffer::bytes_for;
use super::view::{Span, View, ViewMut};
use crate::driver::device::Device;
use crate::driver::error::Result;
use crate::driver::memory_kind::MemoryKind;
use crate::driver::pointer::{Allocation, aligned};
use crate::sys::CUdeviceptr;

/// The span of `len` elements of `T` at `addr`, checked with the driver: see the module.
pub(crate) fn foreign_span<'a, T>(
    device: &'a Device,
    addr: CUdeviceptr,
    len: usize,
) -> Result<Span<'a>> {
    let bytes = bytes_for::<T>(len)?;
    let context = device.context()?;
    if bytes == 0 {
        // Nothing is touched through an empty view: no allocation need be behind it.
        return Ok(Span {
            addr: 0,
            host: std::ptr::null_mut(),
            bytes: 0,
            kind: MemoryKind::Device,
            context: Some(context),
            storage: None,
            rows: None,
        });
    }
    aligned::<T>(addr)?;
    let allocation = Allocation::at(addr)?;
    allocation.check_context(device, addr)?;
    allocation.check_range(addr, bytes)?;
    let host = match allocation.kind {
        MemoryKind::Pinned => allocation.host,
        // As for UnifiedBuffer: host slices only where the host may touch managed memory
        // while kernels run.
        MemoryKind::Unified if device.concurrent_managed_access()? => allocation.host,
        _ => std::ptr::null_mut(),
    };
    Ok(Span {
        addr,
        host,
        bytes,
        kind: allocation.kind,
        context: Some(context),
        storage: None,
        rows: None,
    })
}

impl<'a, T: Pod> View<'a, T> {
    /// A view of `len` elements at `addr`, memory someone else allocated on `device`: device
    /// memory (`cuMemAlloc`, a pool, `cudaMalloc`), page-locked host memory (`cuMemHostAlloc`,
    /// registered) or managed memory, in `device`'s primary context, which the CUDA runtime
    /// and cudyn share (memory of a context of its own is [`Error::NotPrimaryContext`](crate::Error::NotPrimaryContext)). The
    /// driver is asked what it is: device memory of another device is
    /// [`Error::WrongDevice`](crate::Error::WrongDevice), an address it does not know [`Error::UnknownPointer`](crate::Error::UnknownPointer), a
    /// range past the allocation [`Error::OutsideAllocation`](crate::Error::OutsideAllocation), and an address not aligned for
    /// `T` [`Error::Misaligned`](crate::Error::Misaligned).
    ///
    /// # Safety
    /// As for a `&'a [T]`: the memory stays allocated for `'a`, and nothing writes it
    /// meanwhile (work of its owner included: finish or order it first, for example with an
    /// [`Event`](crate::Event) from [`Event::from_raw`](crate::Event::from_raw)).
    pub unsafe fn from_raw(device: &'a Device, addr: CUdeviceptr, len: usize) -> Result<Self> {
        let span = foreign_span::<T>(device, addr, len)?;
        // SAFETY: the driver vouches for the kind and the range; the caller for the lifetime
        // and for shared access.
        Ok(unsafe { View::from_span(span, len) })
    }
}

impl<'a, T: Pod> ViewMut<'a, T> {
    /// An exclusive view of `len` elements at `addr`, memory someone else allocated on
    /// `device`, checked as [`View::from_raw`] checks it.
    ///
    /// # Safety
    /// As for a `&'a mut [T]`: the memory stays allocated for `'a`, and nothing else reads
    /// or writes it meanwhile; and it is writable (not a read-only export).
    pub unsafe fn from_raw(device: &'a Device, addr: CUdeviceptr, len: usize) -> Result<Self> {
        let span = foreign_span::<T>(device, addr, len)?;
        // SAFETY: as for View::from_raw, exclusively.
        Ok(unsafe { ViewMut::from_span(span, len) })
    }
}
