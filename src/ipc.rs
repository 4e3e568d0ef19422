//! Sharing device memory and events with other processes (CUDA IPC).
//!
//! A process exports a [`DeviceBuffer`](crate::DeviceBuffer) with
//! [`ipc_handle`](crate::DeviceBuffer::ipc_handle) and an event made with
//! [`Event::interprocess`](crate::Event::interprocess) with
//! [`Event::ipc_handle`](crate::Event::ipc_handle). The handles are 64 plain bytes each
//! ([`IpcMemHandle::to_bytes`], or hex text through `Display` and `FromStr`) that it sends over
//! any channel. Another process opens them with [`IpcBuffer::open`] and
//! [`Event::open_ipc`](crate::Event::open_ipc).
//!
//! What the driver requires is listed under [`IpcBuffer`].
//!
//! This is the top layer of the library: it adds exporting to the types below it (device
//! buffers, events) and makes [`IpcBuffer`] a buffer like the others (views, copies, kernel
//! arguments).

use std::fmt;
use std::marker::PhantomData;
use std::mem::size_of;
use std::str::FromStr;
use std::sync::atomic::Ordering;

use bytemuck::Pod;

use crate::driver::call;
use crate::driver::device::Device;
use crate::driver::error::{Error, Result};
use crate::driver::event::Event;
use crate::driver::exports::{self, Exporter};
use crate::driver::release::{release, unsettled};
use crate::memory::buffer::buffer_methods;
use crate::memory::device_buffer::DeviceBuffer;
use crate::memory::view::{Span, StorageId};
use crate::sys::{CUdeviceptr, CUevent, CUevent_flags, CUipcEventHandle, CUipcMemHandle};
use crate::work::copy::buffer_copies;
use crate::work::kernel::{KernelArg, memory_args};

macro_rules! handle_type {
    ($(#[$doc:meta])* $name:ident, $raw:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash)]
        pub struct $name([u8; 64]);

        impl $name {
            /// The handle from the bytes another process exported.
            pub const fn from_bytes(bytes: [u8; 64]) -> Self {
                Self(bytes)
            }

            /// The bytes to send to another process.
            pub const fn to_bytes(self) -> [u8; 64] {
                self.0
            }

            fn from_raw(raw: $raw) -> Self {
                Self(raw.reserved.map(|b| b as u8))
            }

            fn to_raw(self) -> $raw {
                $raw {
                    reserved: self.0.map(|b| b as std::ffi::c_char),
                }
            }
        }

        impl From<[u8; 64]> for $name {
            fn from(bytes: [u8; 64]) -> Self {
                Self(bytes)
            }
        }

        /// 128 lowercase hex digits.
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.iter().try_for_each(|b| write!(f, "{b:02x}"))
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!(stringify!($name), "({})"), self)
            }
        }

        /// Parses the 128 hex digits `Display` writes.
        impl FromStr for $name {
            type Err = Error;

            fn from_str(text: &str) -> Result<Self> {
                parse_hex(text).map(Self)
            }
        }
    };
}

handle_type!(
    /// An exported device allocation (`CUipcMemHandle`): 64 bytes that name the memory to the
    /// driver of another process on the same node.
    ///
    /// # Who may take the memory
    /// A handle is all another process needs to map the memory and read or write it: treat its
    /// bytes as a key. Send it only to processes you mean to share with, over a channel others
    /// cannot read or join: a pipe to a child, or a Unix socket whose peer is checked with
    /// [`peer_is_same_user`](crate::peer_is_same_user) and which is kept private as described
    /// there. Not on a command line: every user of the machine can read those
    /// (`/proc/<pid>/cmdline`); a process's environment is readable only by its own user and
    /// root. The same holds for an [`IpcEventHandle`], which lets its holder order work
    /// against this process's.
    IpcMemHandle,
    CUipcMemHandle
);

handle_type!(
    /// An exported interprocess event (`CUipcEventHandle`).
    IpcEventHandle,
    CUipcEventHandle
);

fn parse_hex(text: &str) -> Result<[u8; 64]> {
    let invalid = || Error::InvalidHandleText { len: text.len() };
    let digits = text.as_bytes();
    // Hex digits only: from_str_radix alone would also take a sign ("+f").
    if digits.len() != 128 || !digits.iter().all(u8::is_ascii_hexdigit) {
        return Err(invalid());
    }
    let mut bytes = [0u8; 64];
    for (byte, pair) in bytes.iter_mut().zip(digits.chunks_exact(2)) {
        let pair = std::str::from_utf8(pair).map_err(|_| invalid())?;
        *byte = u8::from_str_radix(pair, 16).map_err(|_| invalid())?;
    }
    Ok(bytes)
}

/// Exports `ptr`, the base of a `cuMemAlloc` allocation in `device`'s context.
fn export_memory(device: &Device, ptr: CUdeviceptr, by: Exporter) -> Result<IpcMemHandle> {
    device.bind()?;
    let mut raw = CUipcMemHandle { reserved: [0; 64] };
    // SAFETY: writes one handle through a pointer to a live local; ptr is the base of a live
    // cuMemAlloc allocation of the current context.
    unsafe { call!(cuIpcGetMemHandle(&mut raw, ptr)) }?;
    let handle = IpcMemHandle::from_raw(raw);
    exports::remember(handle.0, by);
    Ok(handle)
}

/// Exports an interprocess event of `device`'s context.
fn export_event(device: &Device, event: CUevent, by: Exporter) -> Result<IpcEventHandle> {
    device.bind()?;
    let mut raw = CUipcEventHandle { reserved: [0; 64] };
    // SAFETY: writes one handle through a pointer to a live local; the event is live and was
    // created with CU_EVENT_INTERPROCESS.
    unsafe { call!(cuIpcGetEventHandle(&mut raw, event)) }?;
    let handle = IpcEventHandle::from_raw(raw);
    exports::remember(handle.0, by);
    Ok(handle)
}

/// Opens an event another process exported, in `device`'s context.
///
/// # Safety
/// As for [`Event::open_ipc`].
unsafe fn open_event(device: &Device, handle: &IpcEventHandle) -> Result<CUevent> {
    exports::refuse_own(&handle.0)?;
    device.bind()?;
    let mut raw: CUevent = std::ptr::null_mut();
    // SAFETY: writes one event handle through a pointer to a live local; the context is
    // current; the exporter keeps the event alive (our caller's contract).
    unsafe { call!(cuIpcOpenEventHandle(&mut raw, handle.to_raw())) }?;
    Ok(raw)
}

/// The flags of an event that other processes can open: the driver requires no timing.
const INTERPROCESS: CUevent_flags = CUevent_flags(
    CUevent_flags::CU_EVENT_INTERPROCESS.0 | CUevent_flags::CU_EVENT_DISABLE_TIMING.0,
);

impl<T: Pod> DeviceBuffer<T> {
    /// A handle another process on this node can open with
    /// [`IpcBuffer::open`] to share this memory
    /// (`cuIpcGetMemHandle`). Keep the buffer alive until every process that opened it has
    /// closed it; see [`IpcBuffer`] for what else the driver requires.
    ///
    /// Whoever holds the handle can map the memory: see [`IpcMemHandle`] on sending it only
    /// where it should go.
    ///
    /// # Errors
    /// [`Error::NotExportable`] for memory from a pool ([`alloc_async`](Self::alloc_async),
    /// [`alloc_from_pool`](Self::alloc_from_pool)) and for an empty buffer, which has no
    /// memory.
    pub fn ipc_handle(&self) -> Result<IpcMemHandle> {
        if self.device_ptr() == 0 {
            return Err(Error::NotExportable {
                what: "an empty buffer",
            });
        }
        if self.stream_handle().is_some() {
            return Err(Error::NotExportable {
                what: "memory from a pool (cuMemAllocAsync)",
            });
        }
        let ptr = self.device_ptr();
        let handle = export_memory(self.device(), ptr, Exporter::Memory(ptr))?;
        self.exported.store(true, Ordering::Relaxed);
        Ok(handle)
    }
}

impl Event {
    /// An event that other processes can open ([`Event::ipc_handle`], [`Event::open_ipc`]) to
    /// order their work after work of this one, or this one's after theirs. It keeps no time,
    /// as the driver requires.
    pub fn interprocess(device: &Device) -> Result<Event> {
        Event::create(device, INTERPROCESS)
    }

    /// A handle another process on this node can open with [`Event::open_ipc`]
    /// (`cuIpcGetEventHandle`). Keep the event alive until every process that opened it has
    /// dropped it.
    ///
    /// # Errors
    /// [`Error::NotExportable`] unless the event was made with [`Event::interprocess`] (or
    /// opened from another process).
    pub fn ipc_handle(&self) -> Result<IpcEventHandle> {
        if !self.interprocess {
            return Err(Error::NotExportable {
                what: "an event not made with Event::interprocess",
            });
        }
        export_event(
            &self.device,
            self.raw(),
            Exporter::Event(self.raw() as usize),
        )
    }

    /// Opens, in `device`'s context, an event another process exported with
    /// [`Event::ipc_handle`] (`cuIpcOpenEventHandle`). Recording it here, or waiting for it
    /// here, orders work with the other process's; it keeps no time.
    ///
    /// # Errors
    /// [`Error::OpenedInExportingProcess`] for a handle this process exported; the driver's
    /// error for a handle it does not know.
    ///
    /// # Safety
    /// The exporting process must keep its event alive until this one is dropped: the driver
    /// leaves using an imported event after the original is destroyed undefined.
    pub unsafe fn open_ipc(device: &Device, handle: &IpcEventHandle) -> Result<Event> {
        // SAFETY: forwarded to our caller.
        let raw = unsafe { open_event(device, handle) }?;
        Ok(Event::owning(raw, device, INTERPROCESS))
    }
}

/// How [`IpcBuffer::open_with`] maps memory of another device.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct IpcFlags(u32);

impl IpcFlags {
    /// Nothing: memory on another device opens only if peer access to it is enabled already.
    pub const NONE: IpcFlags = IpcFlags(0);
    /// Enables peer access to the memory's device if it is not this one
    /// (`CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS`); what [`IpcBuffer::open`] uses.
    pub const LAZY_ENABLE_PEER_ACCESS: IpcFlags =
        IpcFlags(crate::sys::CUipcMem_flags::CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS.0);

    /// The bits, as `cuIpcOpenMemHandle` takes them.
    pub const fn bits(self) -> u32 {
        self.0
    }
}

impl Default for IpcFlags {
    fn default() -> Self {
        IpcFlags::LAZY_ENABLE_PEER_ACCESS
    }
}

/// Device memory of another process, mapped into this one (`cuIpcOpenMemHandle`) and
/// unmapped on drop (`cuIpcCloseMemHandle`).
///
/// It is used like a [`DeviceBuffer`](crate::DeviceBuffer): views of kind
/// [`MemoryKind::Device`](crate::MemoryKind::Device), copies, fills, kernels. Its length is
/// the exported allocation's size as the driver reports it (`cuMemGetAddressRange`), in
/// elements of `T`.
///
/// The other process can read and write the memory at any time: order work between the two
/// with an interprocess [`Event`](crate::Event). That cannot make anything unsound here,
/// since the host reaches device memory only through copies, which produce bytes, and any
/// bytes are a valid `T`.
///
/// # What the driver requires
/// - Both processes run on the same node, on Linux (the driver supports Windows only for
///   compatibility, slowly), on devices with unified addressing.
/// - Memory comes from `cuMemAlloc` ([`DeviceBuffer::uninit`](crate::DeviceBuffer::uninit) and
///   the constructors built on it). Memory from a pool ([`alloc_async`]) cannot be exported
///   this way: the driver shares pool memory only from pools created for export, through
///   another API (`cuMemPoolExportPointer`): see
///   [`MemPool::new_exportable`](crate::MemPool::new_exportable).
/// - A handle is opened in another process than the one that exported it. There, it maps into
///   one context per device, which holds for this crate's primary contexts; opening it again
///   returns the same memory, and the driver counts the opens (each `IpcBuffer` closes one).
/// - The exporter keeps the memory (and the event) alive until every importer has closed it:
///   the driver leaves the other order undefined, which is why opening is `unsafe`.
///
/// Elements of a zero-sized type are refused when the program is built, as for every buffer:
///
/// ```compile_fail,E0080
/// let device = cudyn::Device::get(0).unwrap();
/// let handle = cudyn::IpcMemHandle::from_bytes([0; 64]);
/// // SAFETY: never runs: the program does not build.
/// let _ = unsafe { cudyn::IpcBuffer::<()>::open(&device, &handle) };
/// ```
///
/// [`alloc_async`]: crate::DeviceBuffer::alloc_async
pub struct IpcBuffer<T> {
    ptr: CUdeviceptr,
    len: usize,
    device: Device,
    storage: StorageId,
    _marker: PhantomData<T>,
}

impl<T: Pod> IpcBuffer<T> {
    /// Maps the memory behind `handle` into `device`'s context, enabling peer access if the
    /// memory is on another device.
    ///
    /// # Errors
    /// [`Error::OpenedInExportingProcess`] for a handle this process exported;
    /// [`Error::CastLength`] if the allocation is not a whole number of `T`; the driver's
    /// error for a handle it does not know (one whose memory was freed, or of another node).
    ///
    /// # Safety
    /// The exporting process must keep the memory allocated until this buffer is dropped: the
    /// driver leaves freeing it earlier undefined (its pages could be handed to another
    /// allocation while this process still writes them).
    pub unsafe fn open(device: &Device, handle: &IpcMemHandle) -> Result<Self> {
        // SAFETY: forwarded to our caller.
        unsafe { Self::open_with(device, handle, IpcFlags::default()) }
    }

    /// As [`open`](Self::open), with the driver's flags.
    ///
    /// # Safety
    /// As for [`open`](Self::open).
    pub unsafe fn open_with(
        device: &Device,
        handle: &IpcMemHandle,
        flags: IpcFlags,
    ) -> Result<Self> {
        const {
            assert!(
                size_of::<T>() != 0,
                "buffers of zero-sized types are not supported"
            )
        };
        exports::refuse_own(&handle.0)?;
        device.bind()?;
        let mut ptr: CUdeviceptr = 0;
        // SAFETY: writes one device address through a pointer to a live local; the context
        // is current; the exporter keeps the memory alive (our caller's contract).
        unsafe {
            call!(cuIpcOpenMemHandle_v2(
                &mut ptr,
                handle.to_raw(),
                flags.bits()
            ))
        }?;
        // From here on the mapping is owned: an early return closes it.
        let mut buffer = IpcBuffer {
            ptr,
            len: 0,
            device: device.clone(),
            storage: StorageId::next(),
            _marker: PhantomData,
        };
        let (mut base, mut bytes): (CUdeviceptr, usize) = (0, 0);
        // SAFETY: writes one address and one size through pointers to live locals; ptr is a
        // live mapping of the current context.
        unsafe { call!(cuMemGetAddressRange_v2(&mut base, &mut bytes, ptr)) }?;
        if bytes % size_of::<T>() != 0 {
            return Err(Error::CastLength {
                bytes,
                size: size_of::<T>(),
            });
        }
        buffer.len = bytes / size_of::<T>();
        tracing::debug!(
            kind = "ipc",
            bytes,
            ptr,
            device = device.ordinal(),
            "opened"
        );
        Ok(buffer)
    }

    fn span(&self) -> Span<'_> {
        Span::device(self.ptr, self.size_bytes(), &self.device, self.storage)
    }

    buffer_methods!();
    buffer_copies!();

    /// The device whose context mapped the memory (the memory itself may be on another).
    pub fn device(&self) -> &Device {
        &self.device
    }
}

impl<T> Drop for IpcBuffer<T> {
    fn drop(&mut self) {
        let ptr = self.ptr;
        // An upload still landing here lands before the mapping closes (after, the exporter may
        // free the memory); if that cannot be waited for, the mapping stays open.
        if unsettled("ipc", ptr) {
            return;
        }
        // SAFETY: ptr came from cuIpcOpenMemHandle in this device's context and is closed
        // once; no borrow of the buffer, and so no queued work, outlives it.
        release(&self.device, "ipc", ptr, || unsafe {
            call!(cuIpcCloseMemHandle(ptr))
        });
    }
}

impl<T> fmt::Debug for IpcBuffer<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("IpcBuffer")
            .field("ptr", &format_args!("{:#x}", self.ptr))
            .field("len", &self.len)
            .field("device", &self.device.ordinal())
            .finish()
    }
}

memory_args!(&'s IpcBuffer<T>, &'s mut IpcBuffer<T>);
