//! Device memory that grows and shrinks in place (virtual memory management): a range of
//! addresses is reserved once (`cuMemAddressReserve`), and physical chunks at the device's
//! allocation granularity (`cuMemCreate`) are mapped into it (`cuMemMap`, `cuMemSetAccess`) as
//! the buffer grows, and unmapped as it shrinks. The address never changes and nothing is
//! copied: the idea behind PyTorch's expandable segments.

use std::marker::PhantomData;

use bytemuck::Pod;

use super::buffer::{buffer_methods, bytes_for};
use super::view::{Span, StorageId};
use crate::driver::call;
use crate::driver::device::Device;
use crate::driver::error::{Error, Result};
use crate::driver::release::{release, unsettled};
use crate::sys::{
    CUdeviceptr, CUmemAccess_flags, CUmemAccessDesc, CUmemAllocationGranularity_flags,
    CUmemAllocationHandleType, CUmemAllocationProp, CUmemAllocationType,
    CUmemGenericAllocationHandle, CUmemLocationType, mem_location,
};

/// `len` elements of `T` in device memory whose length can change in place
/// ([`resize`](Self::resize)) up to the `max_len` reserved when it was made, without moving or
/// copying. Usable wherever device memory is: views, copies, scopes, kernels.
///
/// New elements are unspecified, as for [`DeviceBuffer::uninit`](crate::DeviceBuffer::uninit).
///
/// ```
/// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
/// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
/// use cudyn::{Device, GrowableBuffer};
///
/// let device = Device::get(0)?;
/// let mut buffer = GrowableBuffer::<u32>::new(&device, 1 << 24)?; // reserves, maps nothing
/// buffer.resize(1000)?;
/// buffer.copy_from(&vec![5u32; 1000])?;
/// let address = buffer.device_ptr();
/// buffer.resize(1 << 20)?; // grows in place: same address, contents kept
/// assert_eq!(buffer.device_ptr(), address);
/// assert_eq!(buffer.slice(..1000)?.to_vec()?, [5; 1000]);
/// # Ok::<(), cudyn::Error>(())
/// ```
pub struct GrowableBuffer<T> {
    base: CUdeviceptr,
    /// Bytes reserved.
    reserved: usize,
    granularity: usize,
    /// Physical chunks mapped from `base` on, in order.
    chunks: Vec<Chunk>,
    len: usize,
    device: Device,
    /// Devices given access to the mapped memory besides `device`.
    peers: Vec<Device>,
    /// Chunks made so that other processes can map them (POSIX file descriptors).
    exportable: bool,
    storage: StorageId,
    _marker: PhantomData<T>,
}

struct Chunk {
    handle: CUmemGenericAllocationHandle,
    bytes: usize,
}

impl<T: Pod> GrowableBuffer<T> {
    /// An empty buffer that can grow to `max_len` elements: the addresses are reserved now, no
    /// memory is mapped until it grows.
    pub fn new(device: &Device, max_len: usize) -> Result<Self> {
        Self::reserve(device, max_len, false)
    }

    /// As [`new`](Self::new), with memory other processes can map: see
    /// [`export_chunks`](Self::export_chunks).
    pub fn new_exportable(device: &Device, max_len: usize) -> Result<Self> {
        Self::reserve(device, max_len, true)
    }

    fn reserve(device: &Device, max_len: usize, exportable: bool) -> Result<Self> {
        let granularity = granularity(device)?;
        let reserved = bytes_for::<T>(max_len)?
            .max(1)
            .next_multiple_of(granularity);
        device.bind()?;
        let mut base: CUdeviceptr = 0;
        // SAFETY: writes one address through a pointer to a live local; the context is current.
        unsafe { call!(cuMemAddressReserve(&mut base, reserved, granularity, 0, 0)) }?;
        Ok(GrowableBuffer {
            base,
            reserved,
            granularity,
            chunks: Vec::new(),
            len: 0,
            device: device.clone(),
            peers: Vec::new(),
            exportable,
            storage: StorageId::next(),
            _marker: PhantomData,
        })
    }

    /// Most elements it can hold: what was reserved.
    pub fn max_len(&self) -> usize {
        self.reserved / size_of::<T>()
    }

    /// Elements the mapped memory holds (at least `len`; whole granules).
    pub fn capacity(&self) -> usize {
        self.mapped() / size_of::<T>()
    }

    fn mapped(&self) -> usize {
        self.chunks.iter().map(|c| c.bytes).sum()
    }

    /// Grows or shrinks to `len` elements in place: the address stays, the elements kept keep
    /// their values, and memory is mapped or unmapped in whole granules. Growing past
    /// [`max_len`](Self::max_len) is [`Error::OutOfRange`]; a failure leaves the buffer as it
    /// was.
    pub fn resize(&mut self, len: usize) -> Result<()> {
        let bytes = bytes_for::<T>(len)?;
        if bytes > self.reserved {
            return Err(Error::OutOfRange {
                start: 0,
                end: len,
                len: self.max_len(),
            });
        }
        let needed = bytes.next_multiple_of(self.granularity);
        let mapped = self.mapped();
        if needed > mapped {
            self.map(mapped, needed - mapped)?;
        }
        while let Some(last) = self.chunks.last() {
            let start = self.mapped() - last.bytes;
            if start < needed {
                break;
            }
            let chunk = self.chunks.pop().expect("a last chunk");
            self.unmap(start, chunk);
        }
        self.len = len;
        Ok(())
    }

    /// Gives `peer` access to the memory, mapped now and later (`cuMemSetAccess`), for kernels
    /// and copies of that device. The devices must be able to access each other's memory
    /// ([`Device::can_access_peer`]).
    pub fn grant_access(&mut self, peer: &Device) -> Result<()> {
        if peer == &self.device || self.peers.contains(peer) {
            return Ok(());
        }
        let mapped = self.mapped();
        if mapped != 0 {
            set_access(self.base, mapped, &[peer])?;
        }
        self.peers.push(peer.clone());
        Ok(())
    }

    /// Maps `bytes` more of new physical memory at offset `at` (the end of what is mapped).
    fn map(&mut self, at: usize, bytes: usize) -> Result<()> {
        debug_assert_eq!(at, self.mapped());
        self.device.bind()?;
        let prop = properties(&self.device, self.exportable);
        let mut handle: CUmemGenericAllocationHandle = 0;
        // SAFETY: writes one handle; the properties are a live local.
        unsafe { call!(cuMemCreate(&mut handle, bytes, &prop, 0)) }?;
        self.map_handle(handle, bytes)
    }

    /// Maps the physical memory `handle` (`bytes` long, owned from here on: released on
    /// failure) after what is mapped.
    fn map_handle(&mut self, handle: CUmemGenericAllocationHandle, bytes: usize) -> Result<()> {
        let at = self.mapped();
        let chunk = Chunk { handle, bytes };
        if at + bytes > self.reserved {
            self.release_chunk(chunk);
            return Err(Error::OutOfRange {
                start: at,
                end: at + bytes,
                len: self.reserved,
            });
        }
        let addr = self.base + at as u64;
        // SAFETY: [addr, addr + bytes) lies in the reservation, past every mapped chunk; the
        // handle is live and `bytes` long.
        if let Err(error) = unsafe { call!(cuMemMap(addr, bytes, 0, handle, 0)) } {
            self.release_chunk(chunk);
            return Err(error);
        }
        let mut readers = vec![&self.device];
        readers.extend(&self.peers);
        if let Err(error) = set_access(addr, bytes, &readers) {
            self.unmap(at, chunk);
            return Err(error);
        }
        self.chunks.push(chunk);
        Ok(())
    }

    fn span(&self) -> Span<'_> {
        Span::device(
            if self.len == 0 { 0 } else { self.base },
            self.size_bytes(),
            &self.device,
            self.storage,
        )
    }

    buffer_methods!();

    /// The device it was made on.
    pub fn device(&self) -> &Device {
        &self.device
    }

    /// Each mapped chunk as a file descriptor another process can map
    /// (`cuMemExportToShareableHandle`), with its size in bytes, in address order: send them
    /// with [`send_fd`](crate::send_fd), and map them there with
    /// [`GrowableBuffer::import_chunks`]. Only a buffer made with
    /// [`new_exportable`](Self::new_exportable) exports: [`Error::NotExportable`] otherwise.
    /// Uploads to the buffer still landing are waited for first, so the other process sees
    /// them.
    #[cfg(unix)]
    pub fn export_chunks(&self) -> Result<Vec<(std::os::fd::OwnedFd, usize)>> {
        use std::os::fd::FromRawFd;
        if !self.exportable {
            return Err(Error::NotExportable {
                what: "growable memory not made with GrowableBuffer::new_exportable",
            });
        }
        // The other process reads the memory through its own mapping, ordered by nothing of
        // cudyn's: uploads still landing (`copy`) must land first, as before every raw pointer
        // handed out.
        self.span().settle_if_device();
        self.chunks
            .iter()
            .map(|chunk| {
                let mut fd: i32 = -1;
                // SAFETY: writes one int through a pointer to a live local; the handle is live.
                unsafe {
                    call!(cuMemExportToShareableHandle(
                        (&raw mut fd).cast(),
                        chunk.handle,
                        CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR,
                        0
                    ))
                }?;
                // SAFETY: a new descriptor the driver handed this process.
                Ok((
                    unsafe { std::os::fd::OwnedFd::from_raw_fd(fd) },
                    chunk.bytes,
                ))
            })
            .collect()
    }

    /// Maps chunks another process exported ([`export_chunks`](Self::export_chunks)), in
    /// order, into a new range on `device`, as `len` elements (at most what they hold). The
    /// buffer cannot grow past them.
    ///
    /// # Safety
    /// The chunks are one buffer's, in its order; and while both processes map them, their
    /// reads and writes are ordered by the programs (an event, a socket message), as for any
    /// memory two processes share.
    #[cfg(unix)]
    pub unsafe fn import_chunks(
        device: &Device,
        chunks: &[(std::os::fd::BorrowedFd<'_>, usize)],
        len: usize,
    ) -> Result<Self> {
        use std::os::fd::AsRawFd;
        let total: usize = chunks.iter().map(|(_, bytes)| bytes).sum();
        let mut buffer = Self::reserve(device, total.div_ceil(size_of::<T>()).max(1), false)?;
        for (fd, bytes) in chunks {
            let mut handle: CUmemGenericAllocationHandle = 0;
            // SAFETY: a live descriptor passed by value, as the driver takes POSIX handles;
            // writes one handle to a local.
            unsafe {
                call!(cuMemImportFromShareableHandle(
                    &mut handle,
                    fd.as_raw_fd() as isize as *mut std::ffi::c_void,
                    CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR
                ))
            }?;
            buffer.map_handle(handle, *bytes)?;
        }
        let bytes = bytes_for::<T>(len)?;
        if bytes > buffer.mapped() {
            return Err(Error::OutOfRange {
                start: 0,
                end: len,
                len: buffer.mapped() / size_of::<T>(),
            });
        }
        buffer.len = len;
        Ok(buffer)
    }
}

/// The device's minimum allocation granularity for pinned device memory.
fn granularity(device: &Device) -> Result<usize> {
    let prop = properties(device, false);
    let mut granularity = 0usize;
    // SAFETY: writes one size; the properties are a live local.
    unsafe {
        call!(cuMemGetAllocationGranularity(
            &mut granularity,
            &prop,
            CUmemAllocationGranularity_flags::CU_MEM_ALLOC_GRANULARITY_MINIMUM
        ))
    }?;
    Ok(granularity.max(1))
}

/// Physical device memory of `device`, shareable through POSIX file descriptors if
/// `exportable`.
fn properties(device: &Device, exportable: bool) -> CUmemAllocationProp {
    CUmemAllocationProp {
        type_: CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED,
        requestedHandleTypes: if exportable {
            CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR
        } else {
            CUmemAllocationHandleType::CU_MEM_HANDLE_TYPE_NONE
        },
        location: mem_location(
            CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE,
            device.ordinal() as i32,
        ),
        ..Default::default()
    }
}

/// Read-write access to [addr, addr + bytes) for each of `devices`.
fn set_access(addr: CUdeviceptr, bytes: usize, devices: &[&Device]) -> Result<()> {
    let descriptions: Vec<CUmemAccessDesc> = devices
        .iter()
        .map(|device| CUmemAccessDesc {
            location: mem_location(
                CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE,
                device.ordinal() as i32,
            ),
            flags: CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_READWRITE,
        })
        .collect();
    // SAFETY: the range is mapped; the descriptions are a live array of that length.
    unsafe {
        call!(cuMemSetAccess(
            addr,
            bytes,
            descriptions.as_ptr(),
            descriptions.len()
        ))
    }
}

impl<T> GrowableBuffer<T> {
    /// Unmaps `chunk`, mapped at offset `at`, and releases it; failures are logged (the memory
    /// then stays allocated).
    fn unmap(&self, at: usize, chunk: Chunk) {
        let addr = self.base + at as u64;
        // An upload still landing here lands first; if that cannot be waited for, the chunk
        // stays mapped and allocated (a later mapping over it fails, typed).
        if unsettled("growable mapping", addr) {
            return;
        }
        // SAFETY: the chunk is mapped there, and nothing uses it: the buffer is borrowed
        // exclusively (resize, drop), so no view or queued work refers to it.
        release(&self.device, "growable mapping", addr, || unsafe {
            call!(cuMemUnmap(addr, chunk.bytes))
        });
        self.release_chunk(chunk);
    }

    fn release_chunk(&self, chunk: Chunk) {
        let handle = chunk.handle;
        // SAFETY: a handle of cuMemCreate, released once; its mapping (if any) is gone.
        release(&self.device, "growable chunk", handle, || unsafe {
            call!(cuMemRelease(handle))
        });
    }
}

impl<T> Drop for GrowableBuffer<T> {
    fn drop(&mut self) {
        let mut at = 0;
        for chunk in std::mem::take(&mut self.chunks) {
            let bytes = chunk.bytes;
            // Nothing uses the chunk: no borrow outlives self, and scopes wait for their work
            // before their borrows end.
            self.unmap(at, chunk);
            at += bytes;
        }
        let (base, reserved) = (self.base, self.reserved);
        // SAFETY: the range reserved in new, freed once, with nothing mapped in it any more.
        release(&self.device, "growable reservation", base, || unsafe {
            call!(cuMemAddressFree(base, reserved))
        });
    }
}

impl<T> std::fmt::Debug for GrowableBuffer<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GrowableBuffer")
            .field("base", &format_args!("{:#x}", self.base))
            .field("len", &self.len)
            .field("chunks", &self.chunks.len())
            .field("reserved", &self.reserved)
            .finish()
    }
}
