//! The rows: each measures cudyn, the raw driver calls that do the same work, and cudarc where
//! it offers the operation, in turn in this process.

use std::cell::RefCell;
use std::ffi::c_void;
use std::sync::Arc;
use std::time::Instant;

use cudarc::driver::{CudaContext, CudaSlice, CudaStream};
use cudyn::sys::{CUdeviceptr, CUresult};
use cudyn::{Device, DeviceBuffer, MemPool, PinnedFlags, PinnedPool, Stream};

use crate::measure::{Sample, Side, guarded, interleaved, one_after_another, timed};
use crate::report::{Row, Unit};

/// The pageable copies' size; `--quick` takes a sixteenth (still staged by cudyn).
pub const COPY: usize = 256 << 20;
/// The device allocations' size.
pub const SMALL: usize = 1 << 20;
/// Pairs per sample where one pair costs about a microsecond or less: the clock's own cost
/// and scheduling noise would show in a sample of one.
const PAIRS: u32 = 100;
/// Allocations per sample where each synchronises (tens of microseconds).
const SYNCED: u32 = 10;

/// cudarc on the same device and driver: its context (the device's primary context, as
/// cudyn's) and its default stream. The default stream keeps cudarc out of its multi-stream
/// mode, in which every free also waits on the buffer's events: its cheapest path.
pub struct Peer {
    pub ctx: Arc<CudaContext>,
    pub stream: Arc<CudaStream>,
}

pub fn text(error: impl std::fmt::Display) -> String {
    error.to_string()
}

/// Calls a raw entry point of cudyn's driver; a failure is the error text.
macro_rules! raw {
    ($entry:ident($($arg:expr),* $(,)?)) => {{
        let f = cudyn::driver().map_err(text)?.$entry().map_err(text)?;
        // SAFETY: each call site passes live memory of the sizes the entry point reads or
        // writes, in the device's primary context, which cudyn (and cudarc) made current on
        // this, the only, thread.
        match unsafe { f($($arg),*) } {
            CUresult::CUDA_SUCCESS => Ok::<(), String>(()),
            code => Err(cudyn::Error::Driver(cudyn::DriverError::new(stringify!($entry), code))
                .to_string()),
        }
    }};
}

/// Waits for all the device's work: each copy sample starts with the device idle.
fn idle() -> Result<(), String> {
    raw!(cuCtxSynchronize())
}

/// `n` bytes (a multiple of 1 MiB) of a pattern in which every MiB differs: its first eight
/// bytes hold its index, so a misplaced MiB fails the comparison too.
pub fn pattern(n: usize) -> Vec<u8> {
    let mib: Vec<u8> = (0..1usize << 20).map(|i| (i * 31 % 251) as u8).collect();
    let mut out = Vec::with_capacity(n);
    for k in 0..n >> 20 {
        let at = out.len();
        out.extend_from_slice(&mib);
        out[at..at + 8].copy_from_slice(&(k as u64).to_le_bytes());
    }
    out
}

/// What the copy rows share: the pageable memory, what it must hold, and each side's device
/// memory (cudarc's is its own slice).
pub struct Copies {
    bytes: usize,
    host: RefCell<Vec<u8>>,
    expected: Vec<u8>,
    scratch: RefCell<Vec<u8>>,
    ours: RefCell<DeviceBuffer<u8>>,
    theirs: Result<RefCell<CudaSlice<u8>>, String>,
}

impl Copies {
    pub fn new(
        device: &Device,
        bytes: usize,
        peer: &Result<Peer, String>,
    ) -> Result<Copies, String> {
        let expected = pattern(bytes);
        let theirs = peer.as_ref().map_err(Clone::clone).and_then(|peer| {
            guarded(|| peer.stream.alloc_zeros::<u8>(bytes).map_err(text)).map(RefCell::new)
        });
        Ok(Copies {
            bytes,
            host: RefCell::new(expected.clone()),
            scratch: RefCell::new(vec![0; bytes]),
            ours: RefCell::new(DeviceBuffer::uninit(device, bytes).map_err(text)?),
            theirs,
            expected,
        })
    }

    /// Whether cudyn's device memory holds the pattern (read through cudyn).
    fn check_ours(&self) -> Result<(), String> {
        let mut scratch = self.scratch.borrow_mut();
        cudyn::copy(&*self.ours.borrow(), &mut *scratch).map_err(text)?;
        same(&scratch, &self.expected, "device memory after the upload")
    }

    fn clear_ours(&self) -> Result<(), String> {
        raw!(cuMemsetD8_v2(
            self.ours.borrow().device_ptr(),
            0,
            self.bytes
        ))?;
        idle()
    }

    fn check_host(&self) -> Result<(), String> {
        same(
            &self.host.borrow(),
            &self.expected,
            "host memory after the download",
        )
    }

    /// Host to device from a `Vec<u8>`. Each side's first sample is checked: its
    /// destination cleared before, and compared with the pattern after (outside the timing).
    pub fn upload(&self, peer: &Result<Peer, String>, iters: usize) -> Row {
        let (mut cudyn_checked, mut raw_checked, mut cudarc_checked) = (false, false, false);
        let sides = vec![
            Side::new("cudyn", || {
                idle()?;
                if !cudyn_checked {
                    self.clear_ours()?;
                }
                let (host, mut ours) = (self.host.borrow(), self.ours.borrow_mut());
                let start = Instant::now();
                cudyn::copy(&*host, &mut *ours).map_err(text)?;
                let time = start.elapsed();
                drop((host, ours));
                if !cudyn_checked {
                    self.check_ours()?;
                    cudyn_checked = true;
                }
                Ok(time)
            }),
            Side::new("raw", || {
                idle()?;
                if !raw_checked {
                    self.clear_ours()?;
                }
                let (host, d) = (self.host.borrow(), self.ours.borrow().device_ptr());
                let start = Instant::now();
                raw!(cuMemcpyHtoD_v2(
                    d,
                    host.as_ptr().cast::<c_void>(),
                    self.bytes
                ))?;
                // From pageable memory the call may return before its last DMA ends.
                idle()?;
                let time = start.elapsed();
                drop(host);
                if !raw_checked {
                    self.check_ours()?;
                    raw_checked = true;
                }
                Ok(time)
            }),
            Side::when("cudarc", peer, |peer| {
                Box::new(move || {
                    let theirs = self.theirs.as_ref().map_err(Clone::clone)?;
                    idle()?;
                    let (host, mut slice) = (self.host.borrow(), theirs.borrow_mut());
                    if !cudarc_checked {
                        peer.stream.memset_zeros(&mut *slice).map_err(text)?;
                        peer.stream.synchronize().map_err(text)?;
                    }
                    let start = Instant::now();
                    peer.stream
                        .memcpy_htod(&host[..], &mut *slice)
                        .map_err(text)?;
                    peer.stream.synchronize().map_err(text)?;
                    let time = start.elapsed();
                    if !cudarc_checked {
                        let mut scratch = self.scratch.borrow_mut();
                        peer.stream
                            .memcpy_dtoh(&*slice, &mut scratch[..])
                            .map_err(text)?;
                        peer.stream.synchronize().map_err(text)?;
                        same(&scratch, &self.expected, "cudarc's memory after its upload")?;
                        cudarc_checked = true;
                    }
                    peer.ctx.check_err().map_err(text)?;
                    Ok(time)
                })
            }),
        ];
        Row {
            key: "h2d_pageable",
            metric: format!("pageable host->device, {} MiB", self.bytes >> 20),
            unit: Unit::Bandwidth(self.bytes as f64),
            condition: "from a Vec<u8>; cudyn: copy; raw: cuMemcpyHtoD_v2 + cuCtxSynchronize (it \
                        may return before its last DMA ends); cudarc: memcpy_htod on its \
                        default stream + synchronize; the device idle before each sample; each \
                        side's first copy checked byte for byte"
                .into(),
            cells: interleaved(iters, sides),
        }
    }

    /// Device to host into a `Vec<u8>`; checked like [`Copies::upload`].
    pub fn download(&self, peer: &Result<Peer, String>, iters: usize) -> Row {
        // What each side downloads: the pattern, put there now (cudarc's slice by cudarc).
        let ready = cudyn::copy(&self.expected, &mut *self.ours.borrow_mut()).map_err(text);
        let theirs_ready = peer.as_ref().map_err(Clone::clone).and_then(|peer| {
            let theirs = self.theirs.as_ref().map_err(Clone::clone)?;
            guarded(|| {
                let mut slice = theirs.borrow_mut();
                peer.stream
                    .memcpy_htod(&self.expected[..], &mut *slice)
                    .map_err(text)?;
                peer.stream.synchronize().map_err(text)
            })
        });
        let (mut cudyn_checked, mut raw_checked, mut cudarc_checked) = (false, false, false);
        let sides = vec![
            Side::new("cudyn", || {
                ready.clone()?;
                idle()?;
                if !cudyn_checked {
                    self.host.borrow_mut().fill(0);
                }
                let (mut host, ours) = (self.host.borrow_mut(), self.ours.borrow());
                let start = Instant::now();
                cudyn::copy(&*ours, &mut *host).map_err(text)?;
                let time = start.elapsed();
                drop((host, ours));
                if !cudyn_checked {
                    self.check_host()?;
                    cudyn_checked = true;
                }
                Ok(time)
            }),
            Side::new("raw", || {
                ready.clone()?;
                idle()?;
                if !raw_checked {
                    self.host.borrow_mut().fill(0);
                }
                let (mut host, d) = (self.host.borrow_mut(), self.ours.borrow().device_ptr());
                let start = Instant::now();
                raw!(cuMemcpyDtoH_v2(
                    host.as_mut_ptr().cast::<c_void>(),
                    d,
                    self.bytes
                ))?;
                let time = start.elapsed();
                drop(host);
                if !raw_checked {
                    self.check_host()?;
                    raw_checked = true;
                }
                Ok(time)
            }),
            Side::when("cudarc", peer, |peer| {
                Box::new(move || {
                    theirs_ready.clone()?;
                    let theirs = self.theirs.as_ref().map_err(Clone::clone)?;
                    idle()?;
                    if !cudarc_checked {
                        self.host.borrow_mut().fill(0);
                    }
                    let (mut host, slice) = (self.host.borrow_mut(), theirs.borrow());
                    let start = Instant::now();
                    peer.stream
                        .memcpy_dtoh(&*slice, &mut host[..])
                        .map_err(text)?;
                    peer.stream.synchronize().map_err(text)?;
                    let time = start.elapsed();
                    drop((host, slice));
                    if !cudarc_checked {
                        self.check_host()?;
                        cudarc_checked = true;
                    }
                    peer.ctx.check_err().map_err(text)?;
                    Ok(time)
                })
            }),
        ];
        Row {
            key: "d2h_pageable",
            metric: format!("pageable device->host, {} MiB", self.bytes >> 20),
            unit: Unit::Bandwidth(self.bytes as f64),
            condition: "into a Vec<u8>; cudyn: copy; raw: cuMemcpyDtoH_v2; cudarc: memcpy_dtoh on \
                        its default stream + synchronize; the device idle before each sample; \
                        each side's first copy checked byte for byte"
                .into(),
            cells: interleaved(iters, sides),
        }
    }
}

fn same(got: &[u8], expected: &[u8], what: &str) -> Result<(), String> {
    // Compared whole first (memcmp, fast even in a debug build); searched only if different.
    if got == expected {
        return Ok(());
    }
    let at = got.iter().zip(expected).position(|(a, b)| a != b);
    Err(format!(
        "wrong bytes in {what}, the first at offset {}",
        at.unwrap_or(got.len().min(expected.len()))
    ))
}

/// Allocating and freeing pinned host memory of `size` bytes: a warm cudyn `PinnedPool` (a
/// cached block each time) against the driver's calls. CuPy's and PyTorch's pools are
/// measured by examples/headline_pinned.py.
pub fn pinned_pool(device: &Device, size: usize, iters: usize) -> Result<Row, String> {
    let pool = PinnedPool::new(device).map_err(text)?;
    let sides = vec![
        Side::new("cudyn", || {
            timed(PAIRS, || {
                pool.alloc::<u8>(size, PinnedFlags::DEFAULT)
                    .map(drop)
                    .map_err(text)
            })
        }),
        Side::new("raw", || {
            let mut p: *mut c_void = std::ptr::null_mut();
            let start = Instant::now();
            raw!(cuMemHostAlloc(&mut p, size, 0))?;
            raw!(cuMemFreeHost(p))?;
            Ok(start.elapsed())
        }),
    ];
    let cells = interleaved(iters, sides);
    let stats = pool.stats();
    Ok(Row {
        key: if size == SMALL {
            "pinned_pool_1m"
        } else {
            "pinned_pool_64m"
        },
        metric: format!("pinned pool alloc+free, {} MiB", size >> 20),
        unit: Unit::Micros,
        condition: format!(
            "cudyn: PinnedPool::alloc + drop, {PAIRS} pairs a sample ({} from its cache, {} \
             from the driver); raw: cuMemHostAlloc + cuMemFreeHost, one pair a sample",
            stats.hits, stats.misses
        ),
        cells,
    })
}

/// Stream-ordered allocation and free of 1 MiB from the device's current pool, no
/// synchronisation in between (the stream is synchronised before each sample).
pub fn pooled(stream: &Stream, peer: &Result<Peer, String>, iters: usize) -> Result<Row, String> {
    // cudyn's first stream-ordered allocation gives the current pool its release threshold,
    // which the raw calls and cudarc, allocating from the same pool, then share.
    DeviceBuffer::<u8>::alloc_async(stream, 1)
        .map(drop)
        .map_err(text)?;
    let s = stream.raw();
    let sides = vec![
        Side::new("cudyn", || {
            stream.synchronize().map_err(text)?;
            timed(PAIRS, || {
                DeviceBuffer::<u8>::alloc_async(stream, SMALL)
                    .map(drop)
                    .map_err(text)
            })
        }),
        Side::new("raw", || {
            stream.synchronize().map_err(text)?;
            timed(PAIRS, || {
                let mut p: CUdeviceptr = 0;
                raw!(cuMemAllocAsync(&mut p, SMALL, s))?;
                raw!(cuMemFreeAsync(p, s))
            })
        }),
        Side::when("cudarc", peer, cudarc_pairs(false)),
        Side::when("cudarc_untracked", peer, cudarc_pairs(true)),
    ];
    let cells = interleaved(iters, sides);
    Ok(Row {
        key: "pooled_device_1m",
        metric: "pooled device alloc+free, 1 MiB".into(),
        unit: Unit::Micros,
        condition: format!(
            "{PAIRS} pairs a sample, no synchronisation between them; the device's current pool \
             with cudyn's release threshold for all; cudyn: DeviceBuffer::alloc_async + drop; \
             raw: cuMemAllocAsync + cuMemFreeAsync, both on a cudyn stream; cudarc: \
             stream.alloc + drop on its default stream ({}), with event tracking (its \
             default: two events made per allocation) and without",
            pools_note(peer)
        ),
        cells,
    })
}

/// cudarc's stream-ordered allocation and free, `PAIRS` a sample, with its event tracking on
/// (its default) or off.
fn cudarc_pairs<'a>(untracked: bool) -> impl FnOnce(&'a Peer) -> Sample<'a> {
    move |peer| {
        Box::new(move || {
            peer.stream.synchronize().map_err(text)?;
            if untracked {
                // SAFETY: one stream only: no buffer is used on a stream other than its own,
                // so none needs events to order it; tracking is turned back on below.
                unsafe { peer.ctx.disable_event_tracking() };
            }
            let time = timed(PAIRS, || {
                // SAFETY: the memory is dropped unread.
                drop(unsafe { peer.stream.alloc::<u8>(SMALL) }.map_err(text)?);
                Ok(())
            });
            if untracked {
                // SAFETY: restores cudarc's default; the buffers made without events are gone.
                unsafe { peer.ctx.enable_event_tracking() };
            }
            peer.ctx.check_err().map_err(text)?;
            time
        })
    }
}

fn pools_note(peer: &Result<Peer, String>) -> &'static str {
    match peer {
        Ok(peer) if !peer.ctx.has_async_alloc() => {
            "the device reports no memory pools, so cudarc takes cuMemAlloc"
        }
        _ => "cuMemAllocAsync, as cudarc 0.19 does wherever the device has memory pools",
    }
}

/// Runs `f` with the pool's release threshold at 0, the driver's default, which cudarc leaves
/// as it is: what a program without cudyn's setting gets.
fn at_driver_default<T>(
    pool: &MemPool,
    f: impl FnOnce() -> Result<T, String>,
) -> Result<T, String> {
    let kept = pool.release_threshold().map_err(text)?;
    pool.set_release_threshold(0).map_err(text)?;
    let outcome = f();
    pool.set_release_threshold(kept).map_err(text)?;
    outcome
}

/// cudarc's allocation, free and synchronisation of 1 MiB (its only allocation path is the
/// stream-ordered one where the device has pools), with the pool as cudarc leaves it.
fn cudarc_synced<'a>(pool: &'a MemPool) -> impl FnOnce(&'a Peer) -> Sample<'a> {
    move |peer| {
        Box::new(move || {
            let time = at_driver_default(pool, || {
                timed(SYNCED, || {
                    // SAFETY: the memory is dropped unread.
                    drop(unsafe { peer.stream.alloc::<u8>(SMALL) }.map_err(text)?);
                    peer.stream.synchronize().map_err(text)
                })
            });
            peer.ctx.check_err().map_err(text)?;
            time
        })
    }
}

/// Allocation, free and a synchronisation, 1 MiB, `SYNCED` a sample: what a loop that
/// allocates, works and waits pays. cudyn and raw: `cuMemAlloc`/`cuMemFree` (another
/// allocation, made at the start, keeps the driver's first chunk mapped).
pub fn synced(
    device: &Device,
    stream: &Stream,
    peer: &Result<Peer, String>,
    iters: usize,
) -> Result<Row, String> {
    let pool = MemPool::current_for(device).map_err(text)?;
    let s = stream.raw();
    let sides = vec![
        Side::new("cudyn", || {
            timed(SYNCED, || {
                drop(DeviceBuffer::<u8>::uninit(device, SMALL).map_err(text)?);
                stream.synchronize().map_err(text)
            })
        }),
        Side::new("raw", || {
            timed(SYNCED, || {
                let mut p: CUdeviceptr = 0;
                raw!(cuMemAlloc_v2(&mut p, SMALL))?;
                raw!(cuMemFree_v2(p))?;
                raw!(cuStreamSynchronize(s))
            })
        }),
        Side::when("cudarc", peer, cudarc_synced(&pool)),
    ];
    let cells = interleaved(iters, sides);
    Ok(Row {
        key: "alloc_free_sync_1m",
        metric: "alloc+free+sync, 1 MiB".into(),
        unit: Unit::Micros,
        condition: format!(
            "{SYNCED} a sample; cudyn: DeviceBuffer::uninit + drop + Stream::synchronize; raw: \
             cuMemAlloc_v2 + cuMemFree_v2 + cuStreamSynchronize; another allocation keeps the \
             driver's first chunk mapped; cudarc: stream.alloc + drop + synchronize on its \
             default stream ({}), pool release threshold 0 as cudarc leaves it",
            pools_note(peer)
        ),
        cells,
    })
}

/// As [`synced`], all three stream-ordered from the current pool: cudyn with its release
/// threshold, raw and cudarc with the driver's (0), which hands the memory back to the system
/// at every synchronisation. One side after another: one side's release would bill the next.
pub fn synced_pooled(
    device: &Device,
    stream: &Stream,
    peer: &Result<Peer, String>,
    iters: usize,
) -> Result<Row, String> {
    let pool = MemPool::current_for(device).map_err(text)?;
    let s = stream.raw();
    let sides = vec![
        Side::new("cudyn", || {
            timed(SYNCED, || {
                drop(DeviceBuffer::<u8>::alloc_async(stream, SMALL).map_err(text)?);
                stream.synchronize().map_err(text)
            })
        }),
        Side::new("raw", || {
            at_driver_default(&pool, || {
                timed(SYNCED, || {
                    let mut p: CUdeviceptr = 0;
                    raw!(cuMemAllocAsync(&mut p, SMALL, s))?;
                    raw!(cuMemFreeAsync(p, s))?;
                    raw!(cuStreamSynchronize(s))
                })
            })
        }),
        Side::when("cudarc", peer, cudarc_synced(&pool)),
    ];
    let cells = one_after_another(iters, sides);
    Ok(Row {
        key: "alloc_free_sync_pooled_1m",
        metric: "alloc+free+sync, stream-ordered, 1 MiB".into(),
        unit: Unit::Micros,
        condition: format!(
            "{SYNCED} a sample, the sides one after another; cudyn: DeviceBuffer::alloc_async + \
             drop + Stream::synchronize, with its release threshold; raw: cuMemAllocAsync + \
             cuMemFreeAsync + cuStreamSynchronize and cudarc: stream.alloc + drop + \
             synchronize, both with the driver's release threshold (0)"
        ),
        cells,
    })
}
