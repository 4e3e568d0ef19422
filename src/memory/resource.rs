//! Memory resources: where device buffers get their memory, chosen and stacked by the program
//! in the manner of RMM's memory resources.
//!
//! A [`DeviceResource`] allocates and frees device memory, in a stream's order where it can.
//! [`DeviceBuffer::from_resource`](crate::DeviceBuffer::from_resource) takes memory from one,
//! and the buffer gives it back to the same resource when dropped. Resources:
//!
//! - [`DirectResource`]: `cuMemAlloc`/`cuMemFree`, what [`DeviceBuffer::uninit`](crate::DeviceBuffer::uninit) does;
//! - [`PoolResource`]: a driver pool in a stream's order (`cuMemAllocFromPoolAsync`/`cuMemFreeAsync`);
//!
//! and adaptors that wrap any of them (or each other):
//!
//! - [`CountingResource`]: bytes and allocations now and at peak (a few atomic operations per
//!   call, cheap enough to leave on);
//! - [`LimitingResource`]: past a number of bytes, [`Error::ResourceLimit`] and nothing allocated;
//! - [`LoggingResource`]: a `tracing` event for each allocation and free.
//!
//! [`set_default_resource`] makes one the device's default: [`DeviceBuffer::uninit`](crate::DeviceBuffer::uninit)
//! and everything built on it (`zeroed`, `from_slice`) then take memory from it.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, RwLock};

use crate::driver::call;
use crate::driver::device::{Device, same_device};
use crate::driver::error::{Error, Result};
use crate::driver::stream::Stream;
use crate::memory::pool::MemPool;
use crate::sys::CUdeviceptr;

/// Where device memory comes from.
///
/// Memory from [`allocate`](Self::allocate) with a stream is ready for work queued on that
/// stream afterwards; without one, for any work. Implementations must be thread-safe: buffers
/// may drop on any thread.
///
/// # Safety
///
/// A [`DeviceBuffer`](crate::DeviceBuffer) made from a resource owns what
/// [`allocate`](Self::allocate) returns, so cudyn trusts it and implementing the trait is
/// `unsafe`. An implementation promises that:
///
/// - [`device`](Self::device) returns the same device every time it is asked;
/// - an address `allocate(bytes, stream)` returns is the start of at least `bytes` bytes of
///   device memory of that device, which the device's primary context can use and which
///   nothing else uses or frees until it comes back through [`deallocate`](Self::deallocate)
///   (in particular, it is not handed out again meanwhile);
/// - that memory is ready for work queued afterwards on `stream` (with a stream), or for any
///   work (without one): no earlier use of it, by anyone, can still be running then;
/// - memory given back stays the resource's: what `deallocate` frees is never reached through
///   a buffer again, and [`DeviceBuffer::into_raw_parts`](crate::DeviceBuffer::into_raw_parts)
///   leaves it with whoever holds the raw parts.
///
/// cudyn checks what costs nothing next to an allocation and refuses it with a typed error,
/// giving the memory back: a null address ([`Error::NullAllocation`]), an address
/// misaligned for the element type ([`Error::Misaligned`]), and, for a device's default
/// resource ([`set_default_resource`]), its device against the one asked for, at every
/// allocation. It cannot cheaply check the size, the device or the exclusivity of the memory:
/// those are the promise.
///
/// The resources of this module keep it: [`DirectResource`] and [`PoolResource`] hand out what
/// the driver allocated, and the adaptors (and `Arc`) hand out what the resource they wrap
/// did, unchanged, and give it back there.
pub unsafe trait DeviceResource: Send + Sync {
    /// The device the memory is on.
    fn device(&self) -> &Device;

    /// `bytes` (not zero) of device memory, in `stream`'s order if given.
    fn allocate(&self, bytes: usize, stream: Option<&Stream>) -> Result<CUdeviceptr>;

    /// Gives back memory from [`allocate`](Self::allocate).
    ///
    /// # Safety
    /// `ptr` came from this resource's `allocate` with the same `bytes`, is given back once,
    /// and no work can use it any more: none at all without a stream, none ordered after this
    /// call on `stream` with one.
    unsafe fn deallocate(
        &self,
        ptr: CUdeviceptr,
        bytes: usize,
        stream: Option<&Stream>,
    ) -> Result<()>;
}

/// `cuMemAlloc` and `cuMemFree`: synchronous, and what buffers use by default.
pub struct DirectResource {
    device: Device,
}

impl DirectResource {
    /// The direct calls on `device`.
    pub fn new(device: &Device) -> DirectResource {
        DirectResource {
            device: device.clone(),
        }
    }
}

// SAFETY: cuMemAlloc's memory, of the device's primary context (made current), exclusive
// until cuMemFree, and synchronous: ready for any work.
unsafe impl DeviceResource for DirectResource {
    fn device(&self) -> &Device {
        &self.device
    }

    fn allocate(&self, bytes: usize, _: Option<&Stream>) -> Result<CUdeviceptr> {
        self.device.bind()?;
        let mut ptr: CUdeviceptr = 0;
        // SAFETY: writes one address through a pointer to a live local; the context is current.
        unsafe { call!(cuMemAlloc_v2(&mut ptr, bytes)) }?;
        Ok(ptr)
    }

    unsafe fn deallocate(&self, ptr: CUdeviceptr, _: usize, _: Option<&Stream>) -> Result<()> {
        // Freed even if binding fails: the context may well be current already, and a failed
        // bind must not leak the memory.
        let _ = self.device.bind();
        // SAFETY: forwarded: memory of cuMemAlloc that nothing uses any more.
        unsafe { call!(cuMemFree_v2(ptr)) }
    }
}

/// A driver pool, in stream order: `cuMemAllocFromPoolAsync` and `cuMemFreeAsync`. Without a
/// stream it works on the device's legacy stream and waits for the allocation, but not for the
/// free: memory given back without a stream is back in the pool, for
/// [`MemPool::trim`] to release, once the legacy stream has been synchronised.
pub struct PoolResource {
    pool: MemPool,
}

impl PoolResource {
    /// Memory from `pool`. A pool imported from another process allocates nothing: each
    /// allocation is then [`Error::ImportedPool`](crate::Error::ImportedPool).
    pub fn new(pool: MemPool) -> PoolResource {
        PoolResource { pool }
    }

    /// The pool.
    pub fn pool(&self) -> &MemPool {
        &self.pool
    }
}

// SAFETY: memory of the pool's device, exclusive until freed; in `stream`'s order with a stream
// (checked to be of the pool's device), and waited for on the legacy stream without one.
unsafe impl DeviceResource for PoolResource {
    fn device(&self) -> &Device {
        self.pool.device()
    }

    fn allocate(&self, bytes: usize, stream: Option<&Stream>) -> Result<CUdeviceptr> {
        self.pool.allocates()?;
        let raw = match stream {
            Some(stream) => {
                same_device("the stream", self.device(), stream.device())?;
                if stream.raw().is_null() {
                    stream.device().bind()?;
                }
                stream.raw()
            }
            None => {
                self.device().bind()?;
                std::ptr::null_mut()
            }
        };
        let mut ptr: CUdeviceptr = 0;
        // SAFETY: writes one address through a pointer to a live local; the pool and stream are
        // live (the legacy stream's context is current).
        unsafe {
            call!(cuMemAllocFromPoolAsync(
                &mut ptr,
                bytes,
                self.pool.raw(),
                raw
            ))
        }?;
        if stream.is_none() {
            // Ready for any work: wait for the allocation on the legacy stream. A plain wait:
            // where it fails, the memory was handed to no one, and its free below is queued
            // after the allocation in the same stream's order, so nothing can use it.
            // SAFETY: the legacy stream of the current context.
            if let Err(error) = unsafe { call!(cuStreamSynchronize(std::ptr::null_mut())) } {
                // SAFETY: just allocated, never used, freed once in the same order.
                let _ = unsafe { call!(cuMemFreeAsync(ptr, std::ptr::null_mut())) };
                return Err(error);
            }
        }
        Ok(ptr)
    }

    unsafe fn deallocate(&self, ptr: CUdeviceptr, _: usize, stream: Option<&Stream>) -> Result<()> {
        let raw = match stream {
            Some(stream) => stream.raw(),
            None => std::ptr::null_mut(),
        };
        if raw.is_null() {
            // As for DirectResource: freed even if binding fails.
            let _ = self.device().bind();
        }
        // SAFETY: forwarded: pool memory nothing uses any more, freed in the stream's order.
        unsafe { call!(cuMemFreeAsync(ptr, raw)) }
    }
}

/// What a [`CountingResource`] counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ResourceStats {
    /// Bytes allocated and not yet freed.
    pub bytes: u64,
    /// The most there ever were.
    pub peak_bytes: u64,
    /// Allocations not yet freed.
    pub allocations: u64,
    /// The most there ever were.
    pub peak_allocations: u64,
    /// Allocations made, in all.
    pub total_allocations: u64,
}

/// Counts what passes through the resource it wraps; see [`CountingResource::stats`].
pub struct CountingResource<R> {
    inner: R,
    bytes: AtomicU64,
    peak_bytes: AtomicU64,
    allocations: AtomicU64,
    peak_allocations: AtomicU64,
    total: AtomicU64,
}

impl<R: DeviceResource> CountingResource<R> {
    /// Counts `inner`'s allocations.
    pub fn new(inner: R) -> Self {
        CountingResource {
            inner,
            bytes: AtomicU64::new(0),
            peak_bytes: AtomicU64::new(0),
            allocations: AtomicU64::new(0),
            peak_allocations: AtomicU64::new(0),
            total: AtomicU64::new(0),
        }
    }

    /// The counts so far (each read atomically; together, as of about now).
    pub fn stats(&self) -> ResourceStats {
        let load = |counter: &AtomicU64| counter.load(Ordering::Relaxed);
        ResourceStats {
            bytes: load(&self.bytes),
            peak_bytes: load(&self.peak_bytes),
            allocations: load(&self.allocations),
            peak_allocations: load(&self.peak_allocations),
            total_allocations: load(&self.total),
        }
    }

    /// The resource it wraps.
    pub fn inner(&self) -> &R {
        &self.inner
    }
}

// SAFETY: hands out and gives back exactly what `inner` does (it only counts), and its device
// is `inner`'s: `inner`'s promises are its own.
unsafe impl<R: DeviceResource> DeviceResource for CountingResource<R> {
    fn device(&self) -> &Device {
        self.inner.device()
    }

    fn allocate(&self, bytes: usize, stream: Option<&Stream>) -> Result<CUdeviceptr> {
        let ptr = self.inner.allocate(bytes, stream)?;
        let now = self.bytes.fetch_add(bytes as u64, Ordering::Relaxed) + bytes as u64;
        self.peak_bytes.fetch_max(now, Ordering::Relaxed);
        let count = self.allocations.fetch_add(1, Ordering::Relaxed) + 1;
        self.peak_allocations.fetch_max(count, Ordering::Relaxed);
        self.total.fetch_add(1, Ordering::Relaxed);
        Ok(ptr)
    }

    unsafe fn deallocate(
        &self,
        ptr: CUdeviceptr,
        bytes: usize,
        stream: Option<&Stream>,
    ) -> Result<()> {
        // SAFETY: forwarded.
        unsafe { self.inner.deallocate(ptr, bytes, stream) }?;
        self.bytes.fetch_sub(bytes as u64, Ordering::Relaxed);
        self.allocations.fetch_sub(1, Ordering::Relaxed);
        Ok(())
    }
}

/// Refuses allocations past a number of bytes in use: [`Error::ResourceLimit`], and nothing is
/// allocated.
pub struct LimitingResource<R> {
    inner: R,
    limit: u64,
    in_use: AtomicU64,
}

impl<R: DeviceResource> LimitingResource<R> {
    /// `inner`, holding at most `limit` bytes at once.
    pub fn new(inner: R, limit: u64) -> Self {
        LimitingResource {
            inner,
            limit,
            in_use: AtomicU64::new(0),
        }
    }

    /// Bytes allocated through it and not yet freed.
    pub fn in_use(&self) -> u64 {
        self.in_use.load(Ordering::Relaxed)
    }
}

// SAFETY: hands out and gives back exactly what `inner` does (it only refuses past its limit), and its device
// is `inner`'s: `inner`'s promises are its own.
unsafe impl<R: DeviceResource> DeviceResource for LimitingResource<R> {
    fn device(&self) -> &Device {
        self.inner.device()
    }

    fn allocate(&self, bytes: usize, stream: Option<&Stream>) -> Result<CUdeviceptr> {
        let bytes64 = bytes as u64;
        // Reserve first, so that two threads cannot both pass the limit.
        let reserved = self
            .in_use
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |now| {
                now.checked_add(bytes64)
                    .filter(|&total| total <= self.limit)
            });
        if reserved.is_err() {
            return Err(Error::ResourceLimit {
                limit: self.limit,
                in_use: self.in_use(),
                requested: bytes,
            });
        }
        self.inner.allocate(bytes, stream).inspect_err(|_| {
            self.in_use.fetch_sub(bytes64, Ordering::Relaxed);
        })
    }

    unsafe fn deallocate(
        &self,
        ptr: CUdeviceptr,
        bytes: usize,
        stream: Option<&Stream>,
    ) -> Result<()> {
        // SAFETY: forwarded.
        unsafe { self.inner.deallocate(ptr, bytes, stream) }?;
        self.in_use.fetch_sub(bytes as u64, Ordering::Relaxed);
        Ok(())
    }
}

/// Logs every allocation and free of the resource it wraps as a `tracing` event (target
/// `cudyn::resource`, level INFO), with its address, size and stream.
pub struct LoggingResource<R> {
    inner: R,
    name: &'static str,
}

impl<R: DeviceResource> LoggingResource<R> {
    /// `inner`, its events labelled `name`.
    pub fn new(inner: R, name: &'static str) -> Self {
        LoggingResource { inner, name }
    }
}

// SAFETY: hands out and gives back exactly what `inner` does (it only logs), and its device
// is `inner`'s: `inner`'s promises are its own.
unsafe impl<R: DeviceResource> DeviceResource for LoggingResource<R> {
    fn device(&self) -> &Device {
        self.inner.device()
    }

    fn allocate(&self, bytes: usize, stream: Option<&Stream>) -> Result<CUdeviceptr> {
        let outcome = self.inner.allocate(bytes, stream);
        let stream = stream.map(|s| s.raw() as usize);
        match &outcome {
            Ok(ptr) => {
                tracing::info!(target: "cudyn::resource", resource = self.name, bytes, ptr, ?stream, "allocate")
            }
            Err(error) => {
                tracing::info!(target: "cudyn::resource", resource = self.name, bytes, ?stream, %error, "allocate failed")
            }
        }
        outcome
    }

    unsafe fn deallocate(
        &self,
        ptr: CUdeviceptr,
        bytes: usize,
        stream: Option<&Stream>,
    ) -> Result<()> {
        // SAFETY: forwarded.
        let outcome = unsafe { self.inner.deallocate(ptr, bytes, stream) };
        let stream = stream.map(|s| s.raw() as usize);
        tracing::info!(target: "cudyn::resource", resource = self.name, bytes, ptr, ?stream, ok = outcome.is_ok(), "deallocate");
        outcome
    }
}

// SAFETY: the shared resource's memory and device, unchanged.
unsafe impl<R: DeviceResource + ?Sized> DeviceResource for Arc<R> {
    fn device(&self) -> &Device {
        (**self).device()
    }

    fn allocate(&self, bytes: usize, stream: Option<&Stream>) -> Result<CUdeviceptr> {
        (**self).allocate(bytes, stream)
    }

    unsafe fn deallocate(
        &self,
        ptr: CUdeviceptr,
        bytes: usize,
        stream: Option<&Stream>,
    ) -> Result<()> {
        // SAFETY: forwarded.
        unsafe { (**self).deallocate(ptr, bytes, stream) }
    }
}

/// Each device's default resource, by ordinal; `None`: the direct calls.
static DEFAULTS: RwLock<Vec<Option<Arc<dyn DeviceResource>>>> = RwLock::new(Vec::new());
/// Whether any default was ever set: until then allocations skip the lock.
static ANY_DEFAULT: AtomicBool = AtomicBool::new(false);

/// Makes `resource` the default of its device: [`DeviceBuffer::uninit`](crate::DeviceBuffer::uninit),
/// `zeroed` and `from_slice` take memory from it from now on (buffers made before give theirs
/// back where it came from). `None` goes back to the direct calls. Returns the previous
/// default.
pub fn set_default_resource(
    device: &Device,
    resource: Option<Arc<dyn DeviceResource>>,
) -> Result<Option<Arc<dyn DeviceResource>>> {
    if let Some(resource) = &resource {
        same_device("the resource", device, resource.device())?;
    }
    let mut defaults = DEFAULTS.write().unwrap_or_else(|e| e.into_inner());
    ANY_DEFAULT.store(true, Ordering::Release);
    if defaults.len() <= device.ordinal() {
        defaults.resize(device.ordinal() + 1, None);
    }
    Ok(std::mem::replace(&mut defaults[device.ordinal()], resource))
}

/// The device's default resource, if one was set.
pub(crate) fn default_resource(device: &Device) -> Option<Arc<dyn DeviceResource>> {
    if !ANY_DEFAULT.load(Ordering::Acquire) {
        return None;
    }
    let defaults = DEFAULTS.read().unwrap_or_else(|e| e.into_inner());
    defaults.get(device.ordinal()).cloned().flatten()
}
