//! Managed (unified) memory (`cuMemAllocManaged`): one address for host and device, pages
//! migrated on demand or ahead of time with prefetch and advice.

use std::fmt;

use crate::sys::{CUdeviceptr, CUmemAttach_flags, CUstream};
use bytemuck::Pod;

use super::buffer::{buffer_methods, bytes_for};
pub use super::placement::{Advice, Location};
use super::placement::{advise_span, managed};
use super::view::{Span, StorageId};
use crate::driver::device::{Device, same_device};
use crate::driver::error::{Error, Result, check};
use crate::driver::memory_kind::MemoryKind;
use crate::driver::pointer::Allocation;
use crate::driver::release::release;
use crate::driver::stream::Stream;
use crate::driver::wait::wait_for_stream;
use crate::driver::{call, driver};

/// Which streams may use a managed allocation (`CU_MEM_ATTACH_*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Attach {
    /// Any stream on any device: the default.
    Global,
    /// The host only, until attached to a stream or globally.
    Host,
}

impl Attach {
    fn flags(self) -> u32 {
        match self {
            Attach::Global => CUmemAttach_flags::CU_MEM_ATTACH_GLOBAL.0,
            Attach::Host => CUmemAttach_flags::CU_MEM_ATTACH_HOST.0,
        }
    }
}

/// `len` elements of `T` in managed memory, freed on drop.
///
/// Host access goes through [`as_slice`](Self::as_slice)/[`as_mut_slice`](Self::as_mut_slice).
/// Kernels and copies can only touch the buffer while a [`Scope`](crate::Scope) borrows it, and
/// a scope synchronises before it returns, so a host borrow proves that no queued work uses the
/// buffer. On devices without concurrent managed access (Windows, some embedded and pre-Pascal
/// GPUs; not Linux on Pascal or later) the host must also not touch managed memory while *any*
/// kernel runs, so there the accessors synchronise the context first, and views give no host
/// slice. A kernel launched from another thread while such a slice is held would still fault
/// on that host access: on those devices, keep host access and launches on one thread.
///
/// ```
/// # // SAFETY: the fake is a CUDA driver over host memory, made for tests.
/// # unsafe { cudyn::load_driver_from(cudyn_fake_driver::PATH) }?;
/// use cudyn::{Attach, Device, Location, Stream, UnifiedBuffer};
///
/// let device = Device::get(0)?;
/// let mut data = UnifiedBuffer::from_slice(&device, &[1u32, 2, 3, 4], Attach::Global)?;
/// let stream = Stream::new(&device)?;
/// stream.scope(|s| {
///     let held = s.hold(&mut data); // used by two operations
///     s.prefetch(held, Location::Device(&device))?; // pages to the device, in order
///     s.fill_u32(held, 7)
/// })?;
/// assert_eq!(data.as_slice()?, [7; 4]); // the host reads the same memory
/// # Ok::<(), cudyn::Error>(())
/// ```
pub struct UnifiedBuffer<T> {
    ptr: CUdeviceptr,
    len: usize,
    device: Device,
    concurrent: bool,
    storage: StorageId,
    _marker: std::marker::PhantomData<T>,
}

// SAFETY: the buffer owns its memory as a Box<[T]> would; the driver lets any thread use it.
unsafe impl<T: Send> Send for UnifiedBuffer<T> {}
// SAFETY: shared access only reads, as for Box<[T]>.
unsafe impl<T: Sync> Sync for UnifiedBuffer<T> {}

/// The most threads that make the pages of a unified buffer on the host
/// ([`UnifiedBuffer::zeroed_on_host`], [`UnifiedBuffer::from_slice`]): past 8 the driver's
/// fault handling no longer speeds up (measured on an H100 host).
const FIRST_TOUCH_THREADS: usize = 8;

impl<T: Pod> UnifiedBuffer<T> {
    /// Managed memory for `len` elements, not yet initialised: [`UnifiedBuffer::zeroed`] (in
    /// `work::fill`) zeroes it on the device before anyone sees it.
    pub(crate) fn allocate(device: &Device, len: usize, attach: Attach) -> Result<Self> {
        let bytes = bytes_for::<T>(len)?;
        // An empty buffer makes no driver call and has no host memory to guard.
        let concurrent = bytes == 0 || device.concurrent_managed_access()?;
        let mut buffer = UnifiedBuffer {
            ptr: 0,
            len,
            device: device.clone(),
            concurrent,
            storage: StorageId::next(),
            _marker: std::marker::PhantomData,
        };
        if bytes == 0 {
            return Ok(buffer);
        }
        device.bind()?;
        // SAFETY: writes one address through a pointer to a live field; the context is current.
        unsafe { call!(cuMemAllocManaged(&mut buffer.ptr, bytes, attach.flags())) }?;
        tracing::debug!(
            kind = "unified",
            bytes,
            ptr = buffer.ptr,
            ?attach,
            "allocated"
        );
        Ok(buffer)
    }

    /// A managed buffer whose pages start on the host: its bytes are first written there,
    /// zeroes or a copy of `src`, by up to [`FIRST_TOUCH_THREADS`] threads at once.
    ///
    /// Each page's first touch by the host is a fault that the driver serves, about 2 GB/s from
    /// one thread on an H100 host; faults on different 2 MiB blocks are served in parallel, so
    /// several threads make the pages about four times faster. Prefetching the fresh pages to
    /// the host first does not help: the host still faults on each to map it.
    fn on_host(device: &Device, len: usize, attach: Attach, src: Option<&[T]>) -> Result<Self> {
        let buffer = Self::allocate(device, len, attach)?;
        if buffer.ptr == 0 {
            return Ok(buffer);
        }
        // Without concurrent managed access the host must wait for kernels first.
        buffer.host_ready()?;
        let bytes = buffer.size_bytes();
        let src = src.map(bytemuck::cast_slice::<T, u8>);
        let threads = if bytes < 8 << 20 {
            1
        } else {
            std::thread::available_parallelism().map_or(1, |n| n.get().min(FIRST_TOUCH_THREADS))
        };
        // Whole 2 MiB blocks per thread (the driver's unit of fault handling), so that no two
        // threads fault on one block.
        let part = bytes.div_ceil(threads).next_multiple_of(2 << 20);
        let base = buffer.ptr as usize;
        let touch = |start: usize| {
            let count = part.min(bytes - start);
            // SAFETY: `start..start + count` lies in this fresh allocation of `bytes` bytes,
            // which the host may write now (host_ready) and nothing else refers to; each
            // thread gets its own range. The source, if any, has as many bytes.
            unsafe {
                let dst = (base + start) as *mut u8;
                match src {
                    Some(src) => std::ptr::copy_nonoverlapping(src[start..].as_ptr(), dst, count),
                    None => std::ptr::write_bytes(dst, 0, count),
                }
            }
        };
        std::thread::scope(|scope| {
            for start in (part..bytes).step_by(part) {
                scope.spawn(move || touch(start));
            }
            touch(0);
        });
        Ok(buffer)
    }

    /// Takes ownership of `len` elements of managed memory someone else allocated with
    /// `cuMemAllocManaged` (or `cudaMallocManaged`) for `device`: freed with `cuMemFree` on
    /// drop. The driver is asked first, as [`DeviceBuffer::from_raw_parts`](crate::DeviceBuffer)
    /// asks.
    ///
    /// # Safety
    /// Its `len` elements are initialised, and nobody else frees or uses the memory once this
    /// returns `Ok`.
    pub unsafe fn from_raw_parts(device: &Device, ptr: CUdeviceptr, len: usize) -> Result<Self> {
        let bytes = bytes_for::<T>(len)?;
        if ptr == 0 {
            // Null is an empty allocation only.
            return match bytes {
                0 => Self::allocate(device, 0, Attach::Global),
                _ => Err(Error::UnknownPointer { addr: 0 }),
            };
        }
        Allocation::owned::<T>(
            device,
            ptr,
            bytes,
            MemoryKind::Unified,
            "managed (cuMemAllocManaged)",
        )?;
        Ok(UnifiedBuffer {
            ptr,
            len,
            device: device.clone(),
            concurrent: device.concurrent_managed_access()?,
            storage: StorageId::next(),
            _marker: std::marker::PhantomData,
        })
    }

    /// Gives the memory up without freeing it: its address and length, for `cuMemFree` or
    /// [`from_raw_parts`](Self::from_raw_parts).
    pub fn into_raw_parts(self) -> (CUdeviceptr, usize) {
        let this = std::mem::ManuallyDrop::new(self);
        // SAFETY: read once from a value never dropped: the device handle is released once.
        drop(unsafe { std::ptr::read(&this.device) });
        (this.ptr, this.len)
    }

    /// A managed buffer of zeroes whose pages are on the host: for memory the host writes
    /// first. The host's first writes afterwards run at memory speed (about 10 GB/s from one
    /// thread on an H100 host, against about 3 GB/s after [`UnifiedBuffer::zeroed`], whose
    /// pages the device zeroed: each migrates back on first touch). See
    /// [`UnifiedBuffer::zeroed`] for memory a device touches first.
    pub fn zeroed_on_host(device: &Device, len: usize, attach: Attach) -> Result<Self> {
        Self::on_host(device, len, attach, None)
    }

    /// A managed buffer holding `f(i)` at every index `i`, computed on the host, where its
    /// pages stay: they are made first (as by [`UnifiedBuffer::zeroed_on_host`]), so that `f`
    /// runs at memory speed.
    pub fn from_fn(
        device: &Device,
        len: usize,
        attach: Attach,
        f: impl FnMut(usize) -> T,
    ) -> Result<Self> {
        let mut buffer = Self::on_host(device, len, attach, None)?;
        let host = buffer.as_mut_slice()?;
        host.iter_mut()
            .zip((0..len).map(f))
            .for_each(|(x, v)| *x = v);
        Ok(buffer)
    }

    /// A managed buffer holding a copy of `src`, written on the host, where its pages stay (as
    /// with [`UnifiedBuffer::zeroed_on_host`]).
    pub fn from_slice(device: &Device, src: &[T], attach: Attach) -> Result<Self> {
        Self::on_host(device, src.len(), attach, Some(src))
    }

    fn span(&self) -> Span<'_> {
        Span {
            addr: self.ptr,
            // Views may hand out host slices only where no synchronisation is needed first.
            host: if self.concurrent && self.ptr != 0 {
                self.ptr as *mut u8
            } else {
                std::ptr::null_mut()
            },
            bytes: self.size_bytes(),
            kind: MemoryKind::Unified,
            context: self.device.retained_context(),
            storage: Some(self.storage),
            rows: None,
        }
    }

    buffer_methods!();

    /// The device it was allocated for.
    pub fn device(&self) -> &Device {
        &self.device
    }

    /// Whether the host may touch it while kernels run (`CONCURRENT_MANAGED_ACCESS`).
    pub fn concurrent_managed_access(&self) -> bool {
        self.concurrent
    }

    /// Waits, where the device requires it, until no kernel runs that could fault on a host
    /// access.
    fn host_ready(&self) -> Result<()> {
        if self.concurrent || self.ptr == 0 {
            return Ok(());
        }
        self.device.bind()?;
        // SAFETY: takes no arguments; the device's context is current.
        unsafe { call!(cuCtxSynchronize()) }
    }

    /// The contents, read by the host.
    pub fn as_slice(&self) -> Result<&[T]> {
        self.host_ready()?;
        // SAFETY: `len` initialised elements (zeroed at allocation) owned by self; host access
        // is allowed now (above); queued work cannot be using them while self is borrowed.
        Ok(unsafe { std::slice::from_raw_parts(self.host_ptr(), self.len) })
    }

    /// The contents, written by the host.
    pub fn as_mut_slice(&mut self) -> Result<&mut [T]> {
        self.host_ready()?;
        // SAFETY: as for as_slice, exclusively borrowed.
        Ok(unsafe { std::slice::from_raw_parts_mut(self.host_ptr(), self.len) })
    }

    fn host_ptr(&self) -> *mut T {
        if self.ptr == 0 {
            std::ptr::NonNull::dangling().as_ptr()
        } else {
            self.ptr as *mut T
        }
    }

    /// Migrates the pages to `to` and waits until they are there. Inside a scope,
    /// [`Scope::prefetch`](crate::Scope::prefetch) queues the same on its stream.
    pub fn prefetch(&self, to: Location<'_>) -> Result<()> {
        let context = self.device.context()?;
        context.bind()?;
        prefetch(self.span(), to, std::ptr::null_mut())?;
        // "There" means the migration is over, even where the wait fails: the buffer may be
        // freed next, and `cuMemFree` only "may" wait for work on it (the driver's words).
        // SAFETY: the legacy stream of `context`, bound above, where the prefetch was queued.
        unsafe { wait_for_stream(context, std::ptr::null_mut(), "a prefetch") }
    }

    /// Sets a usage hint for the whole buffer.
    pub fn advise(&self, advice: Advice<'_>) -> Result<()> {
        self.advice(advice, true)
    }

    /// Clears a usage hint set with [`advise`](Self::advise).
    pub fn unadvise(&self, advice: Advice<'_>) -> Result<()> {
        self.advice(advice, false)
    }

    fn advice(&self, advice: Advice<'_>, set: bool) -> Result<()> {
        advise_span(self.span(), advice, set)
    }

    /// Makes the buffer usable by `stream` alone: kernels on other streams must not touch it,
    /// and the host may use it while those streams run (`cuStreamAttachMemAsync` with
    /// `CU_MEM_ATTACH_SINGLE`). Waits until the attachment has taken effect.
    pub fn attach_to_stream(&mut self, stream: &Stream) -> Result<()> {
        self.attach_with(stream, CUmemAttach_flags::CU_MEM_ATTACH_SINGLE.0)
    }

    /// Makes the buffer usable by every stream ([`Attach::Global`]) or by the host only
    /// ([`Attach::Host`]), in `stream`'s order (`cuStreamAttachMemAsync`). Waits until the
    /// attachment has taken effect.
    pub fn attach(&mut self, stream: &Stream, attach: Attach) -> Result<()> {
        self.attach_with(stream, attach.flags())
    }

    fn attach_with(&mut self, stream: &Stream, flags: u32) -> Result<()> {
        if self.ptr == 0 {
            return Ok(());
        }
        stream.not_capturing("attaching managed memory to a stream")?;
        same_device("the stream", &self.device, stream.device())?;
        stream.bind()?;
        // SAFETY: the whole live managed allocation (length 0); the stream's context is current.
        unsafe { call!(cuStreamAttachMemAsync(stream.raw(), self.ptr, 0, flags)) }?;
        // A plain wait: an attachment writes no byte, so one still pending when this fails
        // touches no memory; other work on the stream is its queuer's to wait for (a scope's
        // end waits for its own by the rule of `driver::wait`).
        stream.synchronize()
    }
}

/// Queues a prefetch of `span` (managed memory) to `to` on `stream`; the caller has bound the
/// stream's context and keeps the memory borrowed until the stream is synchronised.
pub(crate) fn prefetch(span: Span<'_>, to: Location<'_>, stream: CUstream) -> Result<()> {
    managed(&span)?;
    if span.bytes == 0 {
        return Ok(());
    }
    prefetch_range(span.addr, span.bytes, to, stream)
}

/// As [`prefetch`], for `bytes` bytes of managed memory at `addr`, nonempty.
pub(crate) fn prefetch_range(
    addr: CUdeviceptr,
    bytes: usize,
    to: Location<'_>,
    stream: CUstream,
) -> Result<()> {
    let driver = driver()?;
    match driver.cuMemPrefetchAsync_v2() {
        // SAFETY: the range is live managed memory; flags must be 0.
        Ok(prefetch) => check("cuMemPrefetchAsync_v2", unsafe {
            prefetch(addr, bytes, to.location(), 0, stream)
        }),
        Err(missing) => {
            let prefetch = driver.legacy().cuMemPrefetchAsync;
            let (Some(prefetch), Some(device)) = (prefetch, to.device()) else {
                return Err(Error::MissingSymbol(missing));
            };
            // SAFETY: as above, in the older form.
            check("cuMemPrefetchAsync", unsafe {
                prefetch(addr, bytes, device, stream)
            })
        }
    }
}

impl<T> Drop for UnifiedBuffer<T> {
    fn drop(&mut self) {
        if self.ptr == 0 {
            return;
        }
        let ptr = self.ptr;
        // SAFETY: ptr came from cuMemAllocManaged and is freed once; no borrow outlives self.
        release(&self.device, "unified", ptr, || unsafe {
            call!(cuMemFree_v2(ptr))
        });
    }
}

impl<T> fmt::Debug for UnifiedBuffer<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("UnifiedBuffer")
            .field("ptr", &format_args!("{:#x}", self.ptr))
            .field("len", &self.len)
            .field("concurrent_managed_access", &self.concurrent)
            .finish()
    }
}
