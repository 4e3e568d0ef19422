//! Device memory (`cuMemAlloc`).

use std::marker::PhantomData;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::sys::CUdeviceptr;
use bytemuck::Pod;

use super::buffer::{buffer_methods, bytes_for};
use super::pool::{MemPool, prepare_pool};
use super::view::{Span, StorageId};
use crate::driver::call;
use crate::driver::device::{Device, same_device};
use crate::driver::error::{Error, Result};
use crate::driver::exports::{self, Exporter};
use crate::driver::memory_kind::MemoryKind;
use crate::driver::pointer::{Allocation, aligned};
use crate::driver::release::{leaked_with_context, release, release_unbound, unsettled};
use crate::driver::stream::{Stream, StreamHandle};
use crate::memory::resource::{DeviceResource, default_resource};
use crate::memory::ring_memory;

/// `len` elements of `T` in device memory, freed on drop.
///
/// The host cannot touch device memory: move data with [`copy`](crate::copy), views, or the
/// buffer's own `copy_from`/`copy_to`/`to_vec`. An empty buffer allocates nothing and makes no
/// driver call.
///
/// `Send`/`Sync` follow `T`: the buffer is a device address and a device handle, both usable
/// from any thread.
///
/// ```
/// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
/// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
/// use cudyn::{Device, DeviceBuffer};
///
/// let device = Device::get(0)?;
/// let mut buffer = DeviceBuffer::<u32>::from_slice(&device, &[1, 2, 3, 4])?;
/// buffer.slice_mut(2..)?.fill_u32(9)?;
/// assert_eq!(buffer.to_vec()?, [1, 2, 9, 9]);
/// # Ok::<(), cudyn::Error>(())
/// ```
pub struct DeviceBuffer<T> {
    ptr: CUdeviceptr,
    len: usize,
    owner: Owner,
    storage: StorageId,
    /// Whether an IPC handle was made (by `ipc`), to be forgotten on drop.
    pub(crate) exported: AtomicBool,
    /// The resource the memory came from and goes back to; `None`: the direct calls (or a
    /// pool, with a stream owner).
    resource: Option<Arc<dyn DeviceResource>>,
    _marker: PhantomData<T>,
}

impl<T: Pod> DeviceBuffer<T> {
    /// A buffer whose contents are whatever the memory held. This is sound for `T: Pod`: the
    /// host only ever sees device memory through copies, which produce bytes, and any bytes are
    /// a valid `T`. (Host memory offers no such constructor: there, unwritten bytes are
    /// uninitialised in Rust's sense.)
    ///
    /// The memory comes from the device's default resource if one was set
    /// ([`set_default_resource`](crate::set_default_resource)), else from `cuMemAlloc`.
    pub fn uninit(device: &Device, len: usize) -> Result<Self> {
        if let Some(resource) = default_resource(device) {
            return Self::from_resource_for(resource, None, len, Some(device));
        }
        let bytes = bytes_for::<T>(len)?;
        let mut ptr: CUdeviceptr = 0;
        if bytes != 0 {
            device.bind()?;
            // SAFETY: writes one device address through a pointer to a live local; the
            // device's context is current.
            unsafe { call!(cuMemAlloc_v2(&mut ptr, bytes)) }?;
            tracing::debug!(
                kind = "device",
                bytes,
                ptr,
                device = device.ordinal(),
                "allocated"
            );
            ring_ahead(device, bytes);
        }
        Ok(DeviceBuffer {
            ptr,
            len,
            owner: Owner::Device(device.clone()),
            storage: StorageId::next(),
            exported: AtomicBool::new(false),
            resource: None,
            _marker: PhantomData,
        })
    }

    /// A buffer from `resource` (see `memory::resource`), in `stream`'s order if given, given
    /// back to it when dropped (in the same stream's order). Contents are unspecified, as for
    /// [`uninit`](Self::uninit).
    ///
    /// # Errors
    /// Besides the resource's own: [`Error::WrongDevice`] for a stream of another device;
    /// [`Error::NullAllocation`] and [`Error::Misaligned`] (for `T`) for memory the resource
    /// should not have handed out, which goes back to it.
    pub fn from_resource(
        resource: Arc<dyn DeviceResource>,
        stream: Option<&Stream>,
        len: usize,
    ) -> Result<Self> {
        Self::from_resource_for(resource, stream, len, None)
    }

    /// [`from_resource`](Self::from_resource), for a buffer asked of `asked` (a default
    /// resource's device is checked again at every allocation, not trusted from when it was
    /// set).
    fn from_resource_for(
        resource: Arc<dyn DeviceResource>,
        stream: Option<&Stream>,
        len: usize,
        asked: Option<&Device>,
    ) -> Result<Self> {
        let bytes = bytes_for::<T>(len)?;
        // Asked once: every check below, and the buffer, use this answer.
        let device = resource.device().clone();
        if let Some(asked) = asked {
            same_device("the default resource", asked, &device)?;
        }
        if let Some(stream) = stream {
            // In stream order on a capture's stream, the allocation would be a memory node
            // whose buffer outlives the launch that allocated it (see `alloc_in_stream`).
            stream.not_capturing("a stream-ordered allocation")?;
            same_device("the stream", &device, stream.device())?;
        }
        let ptr = match bytes {
            0 => 0,
            _ => allocate_checked::<T>(&*resource, bytes, stream)?,
        };
        ring_ahead(&device, bytes);
        Ok(DeviceBuffer {
            ptr,
            len,
            owner: Owner::new(&device, stream.filter(|_| ptr != 0)),
            storage: StorageId::next(),
            exported: AtomicBool::new(false),
            resource: (ptr != 0).then_some(resource),
            _marker: PhantomData,
        })
    }

    /// A buffer from the device's current memory pool, allocated in `stream`'s order
    /// (`cuMemAllocAsync`) and freed in it (`cuMemFreeAsync`) when dropped: no synchronisation
    /// either way, and memory reused from the pool costs well under a microsecond. Contents are
    /// unspecified, as for [`uninit`](Self::uninit).
    ///
    /// The driver's contract is stream order: the memory is ready for work queued on `stream`
    /// after this call, and work on another stream (or a synchronous copy) should be ordered
    /// after the allocation, by an event recorded on `stream` or by synchronising it. Breaking
    /// that order cannot touch memory in flight here, since a pool only hands out memory that
    /// was freed and this crate frees memory only once no queued work can use it (scopes
    /// synchronise before their borrows end); it can only see the contents unspecified, which
    /// they are anyway. The first call on a device sets the pool's release threshold (see
    /// [`MemPool`](crate::MemPool)).
    pub fn alloc_async(stream: &Stream, len: usize) -> Result<Self> {
        prepare_pool(stream.device())?;
        Self::alloc_in_stream(stream, len, None)
    }

    /// As [`alloc_async`](Self::alloc_async), from `pool` (`cuMemAllocFromPoolAsync`).
    /// An imported pool ([`MemPool::import_fd`]) allocates nothing: [`Error::ImportedPool`].
    pub fn alloc_from_pool(pool: &MemPool, stream: &Stream, len: usize) -> Result<Self> {
        same_device("the pool", stream.device(), pool.device())?;
        pool.allocates()?;
        Self::alloc_in_stream(stream, len, Some(pool))
    }

    fn alloc_in_stream(stream: &Stream, len: usize, pool: Option<&MemPool>) -> Result<Self> {
        // Recorded into a graph, it would be a memory node whose buffer outlives the launch
        // that allocated it: a capture's memory is `Scope::scratch`, freed by the graph itself.
        stream.not_capturing("a stream-ordered allocation")?;
        let bytes = bytes_for::<T>(len)?;
        let device = stream.device();
        let mut ptr: CUdeviceptr = 0;
        if bytes != 0 {
            // A stream other than the legacy one is not bound (below): ask after its context.
            device.alive()?;
            let raw = stream.raw();
            // A stream-ordered allocation comes from the stream's device, whatever context is
            // current (checked with the driver on an H200, driver 580: even with none); only
            // the legacy stream means the current context's. Not asking saves a driver call on
            // the path a pool makes cheap.
            if raw.is_null() {
                stream.bind()?;
            }
            // SAFETY: writes one device address through a pointer to a live local; the stream
            // (and the pool) are live, and name the device (or its context is current).
            unsafe {
                match pool {
                    Some(pool) => call!(cuMemAllocFromPoolAsync(&mut ptr, bytes, pool.raw(), raw)),
                    None => call!(cuMemAllocAsync(&mut ptr, bytes, raw)),
                }
            }?;
            tracing::debug!(kind = "device", bytes, ptr, pooled = true, "allocated");
            ring_ahead(device, bytes);
        }
        Ok(DeviceBuffer {
            ptr,
            len,
            owner: Owner::new(device, Some(stream).filter(|_| bytes != 0)),
            storage: StorageId::next(),
            exported: AtomicBool::new(false),
            resource: None,
            _marker: PhantomData,
        })
    }

    /// A buffer over `len` elements the caller has just allocated on `device` through the
    /// direct calls (`cuMemAllocPitch`), freed with `cuMemFree` on drop.
    ///
    /// # Safety
    /// `ptr` is the start of a live allocation of at least `len` elements of `T` on `device`,
    /// made by the direct calls and owned by nobody else.
    pub(crate) unsafe fn from_fresh(device: &Device, ptr: CUdeviceptr, len: usize) -> Self {
        DeviceBuffer {
            ptr,
            len,
            owner: Owner::Device(device.clone()),
            storage: StorageId::next(),
            exported: AtomicBool::new(false),
            resource: None,
            _marker: PhantomData,
        }
    }

    /// Takes ownership of `len` elements of device memory someone else allocated with
    /// `cuMemAlloc` (or `cudaMalloc`) on `device`: freed with `cuMemFree` on drop. The driver
    /// is asked first: an address it does not know, memory of another kind or device, an
    /// address inside an allocation rather than at its start, or one too small for `len`
    /// elements are typed errors, and nothing is taken.
    ///
    /// # Safety
    /// Nobody else frees the memory or uses it once this returns `Ok`.
    pub unsafe fn from_raw_parts(device: &Device, ptr: CUdeviceptr, len: usize) -> Result<Self> {
        Self::adopt(device, ptr, len, None)
    }

    /// As [`from_raw_parts`](Self::from_raw_parts), for memory from a pool allocated in
    /// `stream`'s order (`cuMemAllocAsync`): freed in that order (`cuMemFreeAsync`) on drop.
    ///
    /// # Safety
    /// As for `from_raw_parts`; and work on other streams that used the memory is finished
    /// or ordered before `stream`'s later work.
    pub unsafe fn from_raw_parts_async(
        stream: &Stream,
        ptr: CUdeviceptr,
        len: usize,
    ) -> Result<Self> {
        Self::adopt(stream.device(), ptr, len, Some(stream))
    }

    fn adopt(
        device: &Device,
        ptr: CUdeviceptr,
        len: usize,
        stream: Option<&Stream>,
    ) -> Result<Self> {
        let bytes = bytes_for::<T>(len)?;
        // Null is an empty allocation only: Allocation::at refuses it otherwise.
        if ptr != 0 || bytes != 0 {
            Allocation::owned::<T>(
                device,
                ptr,
                bytes,
                MemoryKind::Device,
                "device (cuMemAlloc)",
            )?;
        }
        device.context()?;
        Ok(DeviceBuffer {
            ptr,
            len,
            owner: Owner::new(device, stream.filter(|_| ptr != 0)),
            storage: StorageId::next(),
            exported: AtomicBool::new(false),
            resource: None,
            _marker: PhantomData,
        })
    }

    /// Gives the memory up without freeing it: its address and length. The caller frees it
    /// (`cuMemFree`; memory from a pool may also be freed with `cuMemFreeAsync` on a stream
    /// ordered after its last use), or hands it back with [`from_raw_parts`](Self::from_raw_parts).
    /// Memory from a [resource](Self::from_resource) is still the resource's: give it back
    /// through its `deallocate` (a [`CountingResource`](crate::CountingResource) counts it
    /// until then).
    pub fn into_raw_parts(self) -> (CUdeviceptr, usize) {
        // Raw work with the pointer must see uploads still landing (`copy`).
        self.span().settle_if_device();
        let this = std::mem::ManuallyDrop::new(self);
        if this.exported.load(std::sync::atomic::Ordering::Relaxed) {
            exports::forget(Exporter::Memory(this.ptr));
        }
        // SAFETY: read once from a value that is never dropped, so the owner and resource
        // handles (the only fields with destructors) are released exactly once, here.
        drop(unsafe { (std::ptr::read(&this.owner), std::ptr::read(&this.resource)) });
        (this.ptr, this.len)
    }

    fn span(&self) -> Span<'_> {
        Span::device(
            self.ptr,
            self.size_bytes(),
            self.owner.device(),
            self.storage,
        )
    }

    buffer_methods!();

    /// The device the memory is on.
    pub fn device(&self) -> &Device {
        self.owner.device()
    }

    /// The stream the memory was allocated in, if it came from a pool in a stream's order.
    pub(crate) fn stream_handle(&self) -> Option<&Arc<StreamHandle>> {
        self.owner.stream()
    }
}

/// `bytes` from `resource`, refusing what cudyn can cheaply tell is wrong for a buffer of `T`
/// (see [`DeviceResource`]'s contract): a null address, or one misaligned for `T`, which goes
/// back to the resource.
fn allocate_checked<T>(
    resource: &dyn DeviceResource,
    bytes: usize,
    stream: Option<&Stream>,
) -> Result<CUdeviceptr> {
    let ptr = resource.allocate(bytes, stream)?;
    if ptr == 0 {
        return Err(Error::NullAllocation {
            what: "device resource",
            bytes,
        });
    }
    if let Err(misaligned) = aligned::<T>(ptr) {
        // SAFETY: just allocated by this resource with these bytes, in this stream's order,
        // and never used.
        if let Err(error) = unsafe { resource.deallocate(ptr, bytes, stream) } {
            tracing::warn!(%error, ptr, "giving refused memory back to its resource failed");
        }
        return Err(misaligned);
    }
    Ok(ptr)
}

/// What a buffer's memory belongs to: its device, or, allocated in a stream's order, that
/// stream, which names the device and is where the memory is freed. One handle rather than
/// a device and a stream: an allocate/free pair from a warm pool costs about a microsecond,
/// and every handle a buffer holds adds two atomic writes to it (a user's loop of pairs
/// measured 5-8 % slower than the raw calls on H100 and H200 hosts, before and after this;
/// the stream's count, which keeps the stream alive for the free, is the one left).
enum Owner {
    Device(Device),
    Stream(Arc<StreamHandle>),
}

impl Owner {
    fn new(device: &Device, stream: Option<&Stream>) -> Owner {
        match stream {
            Some(stream) => Owner::Stream(stream.handle().clone()),
            None => Owner::Device(device.clone()),
        }
    }

    fn device(&self) -> &Device {
        match self {
            Owner::Device(device) => device,
            Owner::Stream(handle) => handle.device(),
        }
    }

    fn stream(&self) -> Option<&Arc<StreamHandle>> {
        match self {
            Owner::Stream(handle) => Some(handle),
            Owner::Device(_) => None,
        }
    }
}

impl<T> Drop for DeviceBuffer<T> {
    fn drop(&mut self) {
        if self.ptr == 0 {
            return;
        }
        if *self.exported.get_mut() {
            exports::forget(Exporter::Memory(self.ptr));
        }
        // An upload still landing here must land before the memory is given back: the stream
        // that frees it (or a resource's own way) need not be ordered after the legacy stream
        // the upload is on. If that wait fails, the memory is leaked.
        let ptr = self.ptr;
        if leaked_with_context(self.owner.device(), "device", ptr) || unsettled("device", ptr) {
            return;
        }
        if let Some(resource) = self.resource.take() {
            let stream = self.owner.stream().cloned().map(Stream::from_handle);
            let bytes = self.len * std::mem::size_of::<T>();
            // SAFETY: memory from this resource's allocate with these bytes, given back once, in
            // the order it was allocated in; no work can use it (see below).
            let given = unsafe { resource.deallocate(ptr, bytes, stream.as_ref()) };
            match given {
                Ok(()) => tracing::debug!(kind = "device", ptr, "given back to its resource"),
                Err(error) => {
                    tracing::warn!(%error, ptr, "giving memory back to its resource failed")
                }
            }
            return;
        }
        match self.owner.stream() {
            // A stream-ordered free names its stream, and with it the device (see
            // alloc_in_stream), so no context need be current.
            // SAFETY: ptr came from a pool in this stream's order and is freed once, in the
            // same order; no work can still use it (no borrow of the buffer outlives it, and
            // queued work holds borrows until its stream is synchronised).
            Some(stream) if !stream.raw().is_null() => {
                release_unbound(self.owner.device(), "device", ptr, || unsafe {
                    call!(cuMemFreeAsync(ptr, stream.raw()))
                })
            }
            // SAFETY: as above, on the legacy stream of the device's context, made current.
            Some(stream) => release(self.owner.device(), "device", ptr, || unsafe {
                call!(cuMemFreeAsync(ptr, stream.raw()))
            }),
            // SAFETY: ptr came from cuMemAlloc in this device's context and is freed once;
            // nothing can use it any more, as above.
            None => release(self.owner.device(), "device", ptr, || unsafe {
                call!(cuMemFree_v2(ptr))
            }),
        }
    }
}

impl<T> std::fmt::Debug for DeviceBuffer<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DeviceBuffer")
            .field("ptr", &format_args!("{:#x}", self.ptr))
            .field("len", &self.len)
            .field("device", &self.owner.device().ordinal())
            .finish()
    }
}

/// A device allocation of `bytes` large enough to be copied through the staging ring starts
/// making the ring's memory, if it is the context's first (`memory::ring_memory`).
#[inline]
fn ring_ahead(device: &Device, bytes: usize) {
    if bytes >= ring_memory::STAGED_FROM
        && let Some(context) = device.retained_context()
    {
        ring_memory::ahead(context, bytes);
    }
}
