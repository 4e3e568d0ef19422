//! What the driver knows of an address made by someone else (`cuPointerGetAttributes`): the
//! check behind adopting foreign memory.

use std::ffi::c_void;

use super::device::Device;
use super::error::{Error, Result};
use super::load::call;
use super::memory_kind::MemoryKind;
use crate::sys::{CUcontext, CUdeviceptr, CUpointer_attribute};

/// One allocation the driver knows, as seen from an address in it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Allocation {
    /// Device memory, page-locked host memory (pinned or registered: the driver tells them
    /// apart no further, and both copy alike), or managed memory.
    pub(crate) kind: MemoryKind,
    /// Where the host may touch it; null for device memory.
    pub(crate) host: *mut u8,
    /// The whole allocation: its first address and size.
    pub(crate) start: CUdeviceptr,
    pub(crate) size: usize,
    context: CUcontext,
    ordinal: i32,
}

impl Allocation {
    /// What the driver knows of `addr`; [`Error::UnknownPointer`] if nothing (pageable host
    /// memory, a freed or made-up address).
    pub(crate) fn at(addr: CUdeviceptr) -> Result<Allocation> {
        use CUpointer_attribute as A;
        let (mut memory_type, mut managed, mut ordinal) = (0u32, 0u32, -1i32);
        let (mut start, mut size): (CUdeviceptr, usize) = (0, 0);
        let mut context: CUcontext = std::ptr::null_mut();
        let mut host: *mut c_void = std::ptr::null_mut();
        let mut attributes = [
            A::CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
            A::CU_POINTER_ATTRIBUTE_IS_MANAGED,
            A::CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
            A::CU_POINTER_ATTRIBUTE_RANGE_START_ADDR,
            A::CU_POINTER_ATTRIBUTE_RANGE_SIZE,
            A::CU_POINTER_ATTRIBUTE_CONTEXT,
            A::CU_POINTER_ATTRIBUTE_HOST_POINTER,
        ];
        let mut data: [*mut c_void; 7] = [
            (&raw mut memory_type).cast(),
            // The driver writes a bool here; the rest of the zeroed word stays 0.
            (&raw mut managed).cast(),
            (&raw mut ordinal).cast(),
            (&raw mut start).cast(),
            (&raw mut size).cast(),
            (&raw mut context).cast(),
            (&raw mut host).cast(),
        ];
        // SAFETY: each data pointer points at a live local of the type its attribute is
        // written as; an address the driver does not know leaves them at null values.
        unsafe {
            call!(cuPointerGetAttributes(
                attributes.len() as u32,
                attributes.as_mut_ptr(),
                data.as_mut_ptr(),
                addr
            ))
        }?;
        let kind = match (memory_type, managed != 0) {
            (_, true) => MemoryKind::Unified,
            (1, false) => MemoryKind::Pinned,
            (2, false) => MemoryKind::Device,
            _ => return Err(Error::UnknownPointer { addr }),
        };
        Ok(Allocation {
            kind,
            host: host.cast(),
            start,
            size,
            context,
            ordinal,
        })
    }

    /// `Ok` if device memory belongs to `device`'s primary context (the CUDA runtime's, and
    /// cudyn's): device memory of another device is [`Error::WrongDevice`], of another context
    /// [`Error::NotPrimaryContext`] (kernels and copies of the primary context cannot use it);
    /// pool memory, which belongs to no context, is its device's.
    /// Page-locked host and managed memory are reachable from every device.
    pub(crate) fn check_context(&self, device: &Device, addr: CUdeviceptr) -> Result<()> {
        if self.kind == MemoryKind::Device && self.ordinal != device.ordinal() as i32 {
            return Err(Error::WrongDevice {
                what: "the adopted device memory",
                expected: device.ordinal(),
                found: self.ordinal.max(0) as usize,
            });
        }
        let ours = device.context()?.raw();
        // Memory from a pool (cuMemAllocAsync: cudarc's, PyTorch's with its async allocator)
        // belongs to no context: the driver reports none, and its device says where it is.
        let pooled = self.context.is_null();
        if self.kind == MemoryKind::Device && !pooled && self.context != ours {
            return Err(Error::NotPrimaryContext {
                what: "memory",
                addr,
            });
        }
        Ok(())
    }

    /// What a buffer of `T` taking ownership of `bytes` at `addr` checks: the address is
    /// aligned for `T`, and the driver knows an allocation of `kind` (`expected` names it in the
    /// error) starting exactly there, of `device`'s primary context, holding at least `bytes`.
    pub(crate) fn owned<T>(
        device: &Device,
        addr: CUdeviceptr,
        bytes: usize,
        kind: MemoryKind,
        expected: &'static str,
    ) -> Result<Allocation> {
        aligned::<T>(addr)?;
        let allocation = Allocation::at(addr)?;
        if allocation.kind != kind || allocation.start != addr {
            return Err(Error::NotAnAllocation {
                addr,
                expected,
                found: allocation.kind,
                start: allocation.start,
            });
        }
        allocation.check_context(device, addr)?;
        allocation.check_range(addr, bytes)?;
        Ok(allocation)
    }

    /// `Ok` if `bytes` from `addr` on lie inside the allocation.
    pub(crate) fn check_range(&self, addr: CUdeviceptr, bytes: usize) -> Result<()> {
        let end = addr.checked_add(bytes as u64);
        let limit = self.start + self.size as u64;
        match end {
            Some(end) if addr >= self.start && end <= limit => Ok(()),
            _ => Err(Error::OutsideAllocation {
                addr,
                bytes,
                start: self.start,
                size: self.size,
            }),
        }
    }
}

/// `Ok` if `addr` is aligned for `T`, else [`Error::Misaligned`].
pub(crate) fn aligned<T>(addr: CUdeviceptr) -> Result<()> {
    let align = align_of::<T>();
    if addr.is_multiple_of(align as u64) {
        Ok(())
    } else {
        Err(Error::Misaligned { addr, align })
    }
}
