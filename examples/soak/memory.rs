//! The soak's memory: every kind of buffer the crate offers behind one type, each with a host
//! copy of what it must hold (its shadow), and the byte budget that bounds them all.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use cudyn::bytemuck;
use cudyn::{
    Attach, DeviceBuffer, DeviceResource, GrowableBuffer, HostResource, PinnedBuffer, PinnedFlags,
    RegisteredHost, Stream, UnifiedBuffer, View, ViewMut,
};

use crate::Ctx;

/// What went wrong in an operation: an error the soak did not expect, or data that differs
/// from what it must be.
#[derive(Debug)]
pub struct Fail(pub String);

impl std::fmt::Display for Fail {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<cudyn::Error> for Fail {
    fn from(error: cudyn::Error) -> Fail {
        Fail(format!("unexpected error: {error}"))
    }
}

impl From<std::io::Error> for Fail {
    fn from(error: std::io::Error) -> Fail {
        Fail(format!("unexpected I/O error: {error}"))
    }
}

/// `Err(Fail)` with a formatted message.
macro_rules! fail {
    ($($arg:tt)*) => { Err($crate::memory::Fail(format!($($arg)*))) };
}
pub(crate) use fail;

/// A xorshift generator: each thread has its own, seeded from the run's seed, so a run is
/// repeatable in what it chooses (not in how threads interleave).
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(mix(seed) | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n` (0 for 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }

    /// True `num` times in `den`.
    pub fn chance(&mut self, num: usize, den: usize) -> bool {
        self.below(den) < num
    }

    /// The index of a weight, chosen in proportion to the weights.
    pub fn weighted(&mut self, weights: &[usize]) -> usize {
        let mut pick = self.below(weights.iter().sum());
        for (i, &w) in weights.iter().enumerate() {
            if pick < w {
                return i;
            }
            pick -= w;
        }
        weights.len() - 1
    }
}

/// splitmix64's finaliser: spreads any change of the input over every bit.
pub fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// Word `i` of the pattern `key`: different from word to word and from key to key, so that a
/// copy from the wrong place, of the wrong source, or left undone shows.
#[inline]
pub fn word(key: u32, i: usize) -> u32 {
    (i as u32 ^ key).wrapping_mul(0x9e37_79b1) ^ (key >> 11)
}

/// `len` words of the pattern `key`.
pub fn pattern(len: usize, key: u32) -> Vec<u32> {
    (0..len).map(|i| word(key, i)).collect()
}

/// A checksum of words (FNV-1a over them), as the IPC child reports what it read.
pub fn checksum(words: &[u32]) -> u64 {
    words.iter().fold(0xcbf2_9ce4_8422_2325, |h, &w| {
        (h ^ u64::from(w)).wrapping_mul(0x100_0000_01b3)
    })
}

/// Compares every element read back with what it must be; the bytes compared, or a mismatch
/// naming the first difference and how many there are.
pub fn compare<T: bytemuck::Pod + PartialEq + std::fmt::LowerHex>(
    what: &str,
    got: &[T],
    want: &[T],
) -> Result<u64, Fail> {
    if got.len() != want.len() {
        return fail!(
            "{what}: read {} elements, expected {}",
            got.len(),
            want.len()
        );
    }
    if got == want {
        return Ok(std::mem::size_of_val(got) as u64);
    }
    let wrong = got.iter().zip(want).filter(|(g, w)| g != w).count();
    let first = got.iter().zip(want).position(|(g, w)| g != w).unwrap_or(0);
    fail!(
        "{what}: {wrong} of {} elements differ, the first at {first}: read {:#x}, expected {:#x}",
        got.len(),
        got[first],
        want[first]
    )
}

/// Bytes of buffers the threads hold at once, all kinds together (`--max-bytes`). Taking is
/// all or nothing and never waits, so threads holding memory cannot wait on each other.
pub struct Budget {
    left: AtomicU64,
    pub total: u64,
}

impl Budget {
    pub fn new(total: u64) -> Budget {
        Budget {
            left: AtomicU64::new(total),
            total,
        }
    }

    pub fn try_take(&self, bytes: u64) -> Option<Lease<'_>> {
        self.left
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |left| {
                left.checked_sub(bytes)
            })
            .ok()
            .map(|_| Lease {
                budget: self,
                bytes,
            })
    }

    pub fn left(&self) -> u64 {
        self.left.load(Ordering::Acquire)
    }
}

/// Bytes taken from the [`Budget`], given back when dropped.
pub struct Lease<'a> {
    budget: &'a Budget,
    bytes: u64,
}

impl Drop for Lease<'_> {
    fn drop(&mut self) {
        self.budget.left.fetch_add(self.bytes, Ordering::AcqRel);
    }
}

/// Every kind of memory the soak allocates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A `Vec`: pageable host memory.
    Pageable,
    /// `PinnedBuffer::zeroed`/`from_slice` with assorted flags.
    Pinned,
    /// From the shared `PinnedPool`.
    PooledPinned,
    /// `PinnedBuffer::from_resource`, the direct host resource or the pool as one.
    HostResource,
    /// A `Vec` page-locked in place.
    Registered,
    /// Managed memory (kept small).
    Unified,
    /// `cuMemAlloc`.
    Device,
    /// The device's current pool, in a stream's order.
    AsyncPool,
    /// The soak's own pool.
    OwnPool,
    /// The soak's exportable pool.
    ExportPool,
    /// `DeviceBuffer::from_resource`: a counted pool resource or a limited, logged direct one.
    DeviceResource,
    /// Growable memory (virtual memory management), plain or exportable.
    Growable,
}

impl Kind {
    pub const ALL: [Kind; 12] = [
        Kind::Pageable,
        Kind::Pinned,
        Kind::PooledPinned,
        Kind::HostResource,
        Kind::Registered,
        Kind::Unified,
        Kind::Device,
        Kind::AsyncPool,
        Kind::OwnPool,
        Kind::ExportPool,
        Kind::DeviceResource,
        Kind::Growable,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Kind::Pageable => "pageable",
            Kind::Pinned => "pinned",
            Kind::PooledPinned => "pinned-pool",
            Kind::HostResource => "host-resource",
            Kind::Registered => "registered",
            Kind::Unified => "unified",
            Kind::Device => "device",
            Kind::AsyncPool => "device-async",
            Kind::OwnPool => "device-pool",
            Kind::ExportPool => "device-export-pool",
            Kind::DeviceResource => "device-resource",
            Kind::Growable => "growable",
        }
    }

    /// Where the memory is, as copy directions are named.
    pub fn side(self) -> &'static str {
        match self {
            Kind::Pageable => "pageable",
            Kind::Pinned | Kind::PooledPinned | Kind::HostResource | Kind::Registered => "pinned",
            Kind::Unified => "unified",
            _ => "device",
        }
    }

    /// Whether kernels, stream fills and prefetches can reach it (all but pageable memory).
    pub fn device_reachable(self) -> bool {
        self != Kind::Pageable
    }
}

/// The buffer itself.
pub enum Store {
    Pageable(Vec<u32>),
    Pinned(PinnedBuffer<u32>),
    Registered(RegisteredHost<u32>),
    Unified(UnifiedBuffer<u32>),
    Device(DeviceBuffer<u32>),
    Growable(GrowableBuffer<u32>),
}

/// A buffer, what it must hold, and the budget it takes.
pub struct Mem<'a> {
    pub kind: Kind,
    pub store: Store,
    /// Every element, as the soak last wrote it: what a read-back must find.
    pub shadow: Vec<u32>,
    _lease: Lease<'a>,
}

/// Pinned flags, write-combined ones only for small buffers (the host reads them slowly).
fn pinned_flags(variant: u64, len: usize) -> PinnedFlags {
    let all = [
        PinnedFlags::DEFAULT,
        PinnedFlags::PORTABLE,
        PinnedFlags::DEVICEMAP,
        PinnedFlags::PORTABLE | PinnedFlags::DEVICEMAP,
        PinnedFlags::WRITECOMBINED,
    ];
    let choices = if len * 4 <= 1 << 20 { 5 } else { 4 };
    all[(variant % choices) as usize]
}

impl<'a> Mem<'a> {
    /// A new buffer of `kind` holding `len` words of pattern `key`, written through one of the
    /// ways the kind offers (chosen by `variant`); stream-ordered memory comes from `stream`.
    pub fn new(
        ctx: &Ctx,
        stream: &Stream,
        kind: Kind,
        len: usize,
        key: u32,
        variant: u64,
        lease: Lease<'a>,
    ) -> Result<Mem<'a>, Fail> {
        let data = pattern(len, key);
        let device = &ctx.device;
        let store = match kind {
            Kind::Pageable => Store::Pageable(data.clone()),
            Kind::Pinned => {
                let flags = pinned_flags(variant >> 8, len);
                Store::Pinned(if variant.is_multiple_of(2) {
                    PinnedBuffer::from_slice(device, &data, flags)?
                } else {
                    let mut buffer = PinnedBuffer::zeroed(device, len, flags)?;
                    buffer.copy_from_slice(&data);
                    buffer
                })
            }
            Kind::PooledPinned => {
                let flags = pinned_flags(variant >> 8, len);
                Store::Pinned(match variant % 3 {
                    0 => ctx.pinned_pool.from_slice(&data, flags)?,
                    1 => {
                        let mut buffer = ctx.pinned_pool.zeroed(len, flags)?;
                        buffer.copy_from_slice(&data);
                        buffer
                    }
                    _ => {
                        // Whatever the block last held, overwritten whole.
                        let mut buffer = ctx.pinned_pool.alloc(len, flags)?;
                        buffer.copy_from_slice(&data);
                        buffer
                    }
                })
            }
            Kind::HostResource => {
                let resource: Arc<dyn HostResource> = if variant.is_multiple_of(2) {
                    ctx.host_direct.clone()
                } else {
                    Arc::new(ctx.pinned_pool.clone())
                };
                let flags = pinned_flags(variant >> 8, len);
                let mut buffer = PinnedBuffer::from_resource(resource, len, flags)?;
                buffer.copy_from_slice(&data);
                Store::Pinned(buffer)
            }
            Kind::Registered => {
                // Spare capacity of a page past the elements: the registered range then never
                // shares a page with another registered vector, which the driver would refuse.
                let mut vec = Vec::with_capacity(len + 1024);
                vec.extend_from_slice(&data);
                Store::Registered(RegisteredHost::new(device, vec)?)
            }
            Kind::Unified => Store::Unified(match variant % 4 {
                0 => UnifiedBuffer::from_slice(device, &data, Attach::Global)?,
                1 => UnifiedBuffer::from_fn(device, len, Attach::Global, |i| word(key, i))?,
                2 => {
                    let mut buffer = UnifiedBuffer::zeroed(device, len, Attach::Global)?;
                    buffer.as_mut_slice()?.copy_from_slice(&data);
                    buffer
                }
                _ => {
                    let mut buffer = UnifiedBuffer::zeroed_on_host(device, len, Attach::Global)?;
                    buffer.copy_from(&data)?;
                    buffer
                }
            }),
            Kind::Device => {
                let mut buffer = match variant % 3 {
                    0 => DeviceBuffer::from_slice(device, &data)?,
                    1 => DeviceBuffer::zeroed(device, len)?,
                    _ => DeviceBuffer::uninit(device, len)?,
                };
                if !variant.is_multiple_of(3) {
                    upload(ctx, stream, &mut buffer, &data, variant >> 4)?;
                }
                Store::Device(buffer)
            }
            Kind::AsyncPool | Kind::OwnPool | Kind::ExportPool => {
                let mut buffer = match kind {
                    Kind::AsyncPool => DeviceBuffer::alloc_async(stream, len)?,
                    Kind::OwnPool => DeviceBuffer::alloc_from_pool(&ctx.pool, stream, len)?,
                    _ => DeviceBuffer::alloc_from_pool(&ctx.export_pool, stream, len)?,
                };
                // Stream-ordered memory is first written in its stream's order.
                stream.scope(|s| s.copy(&data, &mut buffer))?;
                Store::Device(buffer)
            }
            Kind::DeviceResource => {
                let resource: Arc<dyn DeviceResource> = if variant.is_multiple_of(2) {
                    ctx.res_pool.clone()
                } else {
                    ctx.res_direct.clone()
                };
                let ordered = (variant >> 1).is_multiple_of(2);
                let mut buffer =
                    DeviceBuffer::from_resource(resource, ordered.then_some(stream), len)?;
                if ordered {
                    stream.scope(|s| s.copy(&data, &mut buffer))?;
                } else {
                    upload(ctx, stream, &mut buffer, &data, variant >> 4)?;
                }
                Store::Device(buffer)
            }
            Kind::Growable => {
                let max_len = len + (variant >> 8) as usize % (len + 1);
                let mut buffer = if variant.is_multiple_of(2) {
                    GrowableBuffer::new(device, max_len)?
                } else {
                    GrowableBuffer::new_exportable(device, max_len)?
                };
                // Grown in two steps, so that larger ones map two chunks.
                buffer.resize(len / 2)?;
                buffer.resize(len)?;
                buffer.copy_from(&data)?;
                Store::Growable(buffer)
            }
        };
        Ok(Mem {
            kind,
            store,
            shadow: data,
            _lease: lease,
        })
    }

    pub fn len(&self) -> usize {
        self.shadow.len()
    }

    pub fn view(&self) -> View<'_, u32> {
        match &self.store {
            Store::Pageable(v) => v.into(),
            Store::Pinned(b) => b.view(),
            Store::Registered(b) => b.view(),
            Store::Unified(b) => b.view(),
            Store::Device(b) => b.view(),
            Store::Growable(b) => b.view(),
        }
    }

    pub fn view_mut(&mut self) -> ViewMut<'_, u32> {
        match &mut self.store {
            Store::Pageable(v) => v.into(),
            Store::Pinned(b) => b.view_mut(),
            Store::Registered(b) => b.view_mut(),
            Store::Unified(b) => b.view_mut(),
            Store::Device(b) => b.view_mut(),
            Store::Growable(b) => b.view_mut(),
        }
    }

    /// Reads every element back (from the host where it may, else through a copy) and
    /// compares it with the shadow; the bytes compared.
    pub fn check(&self, what: &str) -> Result<u64, Fail> {
        let view = self.view();
        let what = format!("{what} ({} of {} words)", self.kind.name(), self.len());
        match view.as_slice() {
            Some(host) => compare(&what, host, &self.shadow),
            None => compare(&what, &view.to_vec()?, &self.shadow),
        }
    }

    /// Checks the buffer one last time and frees it: registered memory is unregistered and its
    /// vector checked too.
    pub fn retire(self, what: &str) -> Result<u64, Fail> {
        let checked = self.check(what)?;
        match self.store {
            Store::Registered(registered) => {
                let vec = registered.into_vec()?;
                Ok(
                    checked
                        + compare(&format!("{what} (vector unregistered)"), &vec, &self.shadow)?,
                )
            }
            _ => Ok(checked),
        }
    }
}

/// Writes `data` into a fresh device buffer one of three ways: a copy, a copy in a scope, or a
/// copy through a pinned buffer of the pool.
fn upload(
    ctx: &Ctx,
    stream: &Stream,
    buffer: &mut DeviceBuffer<u32>,
    data: &[u32],
    variant: u64,
) -> Result<(), Fail> {
    match variant % 3 {
        0 => cudyn::copy(data, buffer)?,
        1 => stream.scope(|s| s.copy(data, &mut *buffer))?,
        _ => {
            let staged = ctx.pinned_pool.from_slice(data, PinnedFlags::DEFAULT)?;
            stream.scope(|s| s.copy(&staged, &mut *buffer))?;
        }
    }
    Ok(())
}

/// The bytes of `words`, for copies and fills at any byte offset.
pub fn bytes_of(words: &[u32]) -> &[u8] {
    bytemuck::cast_slice(words)
}

pub fn bytes_of_mut(words: &mut [u32]) -> &mut [u8] {
    bytemuck::cast_slice_mut(words)
}
