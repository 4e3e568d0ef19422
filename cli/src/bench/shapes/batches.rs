//! The batch rows: blocks scattered over a pool twice their size, in a shuffled order, moved
//! between pinned host memory and the device, within the device, and between pageable host
//! memory (a `Vec` a block) and the device; through cudyn's batch calls beside a loop of raw
//! copies, one raw `cuMemcpyBatchAsync`, and one contiguous copy of as many bytes.

use std::ffi::c_void;

use cudyn::sys::{
    CUdeviceptr, CUmemLocationType, CUmemcpyAttributes, CUmemcpySrcAccessOrder, CUresult, CUstream,
    mem_location,
};
use cudyn::{Device, DeviceBuffer, Error, PinnedBuffer, PinnedFlags, Stream, View};

use super::{Column, Shape, Side, differs, idle, pattern, sample, shape};
use crate::bench::{Progress, raw};

/// Issue 26's batches: blocks, bytes a block. `--quick` takes the small ones.
const BATCHES: [(usize, usize); 2] = [(1024, 4 << 10), (256, 64 << 10)];
const QUICK_BATCHES: [(usize, usize); 2] = [(64, 4 << 10), (16, 64 << 10)];

/// The rows of each batch: pinned up and down, device to device, pageable up and down.
pub(super) const COUNT: usize = 5 * BATCHES.len();

pub(super) const LEGEND: &str = "\
cudyn: gather_blocks (pinned and device sources at their slots), scatter_blocks (pinned
  destinations at their slots), copy_batch (pageable: a Vec a block); each returns when done
raw loop: one cuMemcpyAsync a block, then cuStreamSynchronize (pageable rows: cuMemcpyHtoD_v2 or
  cuMemcpyDtoH_v2 a block, the driver's pageable path)
raw batch: one cuMemcpyBatchAsync of the same blocks, then cuStreamSynchronize; - where the driver
  lacks it, and for pageable memory, which cudyn does not hand to it
contiguous: one copy of as many bytes between the same kinds of memory, into a buffer of its own
pageable rows: every column ends with cuCtxSynchronize, so that every byte has landed";

pub(super) fn rows(
    device: &Device,
    stream: &Stream,
    iters: usize,
    quick: bool,
    progress: &mut Progress,
) -> cudyn::Result<Vec<Shape>> {
    let mut shapes = Vec::new();
    for (blocks, size) in if quick { QUICK_BATCHES } else { BATCHES } {
        let batch = Batch::new(device, stream, blocks, size);
        batch.pinned(iters, progress, &mut shapes)?;
        batch.pageable(iters, progress, &mut shapes)?;
    }
    Ok(shapes)
}

/// One batch's layout and its source bytes.
struct Batch {
    device: Device,
    stream: CUstream,
    blocks: usize,
    size: usize,
    /// Which block of the pool each block of the batch is, in a shuffled order.
    slots: Vec<usize>,
    /// The pool's bytes, which differ from block to block.
    pool: Vec<u8>,
    /// The batch's blocks, packed in its order: pool block `slots[i]` at block `i`.
    gathered: Vec<u8>,
}

impl Batch {
    fn new(device: &Device, stream: &Stream, blocks: usize, size: usize) -> Batch {
        // A fixed shuffle (xorshift), so that every run scatters the blocks alike.
        let mut order: Vec<usize> = (0..blocks * 2).collect();
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for i in (1..order.len()).rev() {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            order.swap(i, (seed % (i as u64 + 1)) as usize);
        }
        order.truncate(blocks);
        let pool = pattern(blocks * 2 * size);
        let gathered = order
            .iter()
            .flat_map(|&k| &pool[k * size..(k + 1) * size])
            .copied()
            .collect();
        Batch {
            device: device.clone(),
            stream: stream.raw(),
            blocks,
            size,
            slots: order,
            pool,
            gathered,
        }
    }

    fn packed(&self) -> usize {
        self.blocks * self.size
    }

    /// Block `i` of the batch in memory at `base`: packed, or at its pool slot.
    fn addresses(&self, base: CUdeviceptr, scattered: bool) -> Vec<CUdeviceptr> {
        (0..self.blocks)
            .map(|i| if scattered { self.slots[i] } else { i })
            .map(|k| base + (k * self.size) as u64)
            .collect()
    }

    /// A row from its columns and the check of what it wrote.
    fn row(
        &self,
        progress: &mut Progress,
        metric: &'static str,
        columns: Vec<Column>,
        wrong: Option<String>,
    ) -> Shape {
        let described = (metric, self.size, format!("{} blocks", self.blocks));
        shape(progress, described, self.packed(), columns, wrong)
    }

    /// The raw columns of a pinned or device row moving batch block `i` from `srcs[i]` to
    /// `dsts[i]`: a loop, a batch, and one copy of as many bytes from `whole.0` to `whole.1`.
    fn raw_sides<'a>(
        &self,
        srcs: Vec<CUdeviceptr>,
        dsts: Vec<CUdeviceptr>,
        whole: (CUdeviceptr, CUdeviceptr),
    ) -> cudyn::Result<[Side<'a>; 3]> {
        let (s, size, packed) = (self.stream, self.size, self.packed());
        let copy = cudyn::driver()?.cuMemcpyAsync()?;
        let (loop_srcs, loop_dsts) = (srcs.clone(), dsts.clone());
        let looped = Side::new("raw loop", move || {
            for (&src, &dst) in loop_srcs.iter().zip(&loop_dsts) {
                // SAFETY: `size` bytes of live memory at each address (the bench's buffers,
                // which outlive the row), in the context cudyn made current.
                check("cuMemcpyAsync", unsafe { copy(dst, src, size, s) })?;
            }
            raw!(cuStreamSynchronize(s))
        });
        let legacy = cudyn::driver()?.legacy();
        let batch = if legacy.cuMemcpyBatchAsync_v2.is_some() || legacy.cuMemcpyBatchAsync.is_some()
        {
            let ordinal = self.device.ordinal() as i32;
            let (mut srcs, mut dsts) = (srcs, dsts);
            let mut sizes = vec![size; srcs.len()];
            Side::new("raw batch", move || {
                raw_batch(&mut dsts, &mut srcs, &mut sizes, ordinal, s)?;
                raw!(cuStreamSynchronize(s))
            })
        } else {
            Side::absent("raw batch")
        };
        let contiguous = Side::new("contiguous", move || {
            // SAFETY: as for the loop: `packed` bytes at each end.
            check("cuMemcpyAsync", unsafe {
                copy(whole.1, whole.0, packed, s)
            })?;
            raw!(cuStreamSynchronize(s))
        });
        Ok([looped, batch, contiguous])
    }

    /// Pinned host memory to the device and back, and device to device.
    fn pinned(
        &self,
        iters: usize,
        progress: &mut Progress,
        shapes: &mut Vec<Shape>,
    ) -> cudyn::Result<()> {
        let (device, size, slots) = (&self.device, self.size, &self.slots[..]);
        let packed = self.packed();
        let pinned = PinnedBuffer::from_slice(device, &self.pool, PinnedFlags::DEFAULT)?;
        let mut pinned_out =
            PinnedBuffer::<u8>::zeroed(device, self.pool.len(), PinnedFlags::DEFAULT)?;
        let pinned_scratch = PinnedBuffer::<u8>::zeroed(device, packed, PinnedFlags::DEFAULT)?;
        let on_device = DeviceBuffer::from_slice(device, &self.pool)?;
        let gathered = DeviceBuffer::from_slice(device, &self.gathered)?;
        let mut packed_out = DeviceBuffer::<u8>::zeroed(device, packed)?;
        let scratch = DeviceBuffer::<u8>::zeroed(device, packed)?;
        let host = |b: &PinnedBuffer<u8>| b.view().device_ptr();
        let (p_in, p_out, p_scratch) = (host(&pinned), host(&pinned_out), host(&pinned_scratch));
        let (d_pool, d_gathered) = (on_device.device_ptr(), gathered.device_ptr());
        let (d_out, d_scratch) = (packed_out.device_ptr(), scratch.device_ptr());

        // Up: pool blocks of pinned memory gathered into packed device memory.
        let [looped, batch, contiguous] = self.raw_sides(
            self.addresses(p_in, true),
            self.addresses(d_out, false),
            (p_in, d_scratch),
        )?;
        let out = &mut packed_out;
        let cudyn = Side::new("cudyn", || {
            cudyn::gather_blocks(&pinned, &mut *out, size, slots)
        });
        let columns = sample(iters, vec![cudyn, looped, batch, contiguous]);
        let wrong = differs(&packed_out.to_vec()?, &self.gathered);
        shapes.push(self.row(progress, "batch H2D pinned", columns, wrong));

        // Down: packed device blocks scattered to their pool slots in pinned memory.
        let [looped, batch, contiguous] = self.raw_sides(
            self.addresses(d_gathered, false),
            self.addresses(p_out, true),
            (d_gathered, p_scratch),
        )?;
        let out = &mut pinned_out;
        let cudyn = Side::new("cudyn", || {
            cudyn::scatter_blocks(&gathered, out.view_mut(), size, slots)
        });
        let columns = sample(iters, vec![cudyn, looped, batch, contiguous]);
        let mut expected = vec![0u8; self.pool.len()];
        for &k in slots {
            let block = k * size..(k + 1) * size;
            expected[block.clone()].copy_from_slice(&self.pool[block]);
        }
        let wrong = differs(&pinned_out, &expected);
        shapes.push(self.row(progress, "batch D2H pinned", columns, wrong));

        // Within the device: pool blocks gathered into packed memory.
        packed_out.fill_bytes(0)?;
        let [looped, batch, contiguous] = self.raw_sides(
            self.addresses(d_pool, true),
            self.addresses(d_out, false),
            (d_pool, d_scratch),
        )?;
        let out = &mut packed_out;
        let cudyn = Side::new("cudyn", || {
            cudyn::gather_blocks(&on_device, &mut *out, size, slots)
        });
        let columns = sample(iters, vec![cudyn, looped, batch, contiguous]);
        let wrong = differs(&packed_out.to_vec()?, &self.gathered);
        shapes.push(self.row(progress, "batch D2D", columns, wrong));
        Ok(())
    }

    /// Pageable host memory, a `Vec` a block, to packed device memory and back.
    fn pageable(
        &self,
        iters: usize,
        progress: &mut Progress,
        shapes: &mut Vec<Shape>,
    ) -> cudyn::Result<()> {
        let (size, packed) = (self.size, self.packed());
        let mut host: Vec<Vec<u8>> = self.gathered.chunks(size).map(<[u8]>::to_vec).collect();
        let mut contiguous_host = self.gathered.clone();
        let mut on_device = DeviceBuffer::<u8>::zeroed(&self.device, packed)?;
        let gathered = DeviceBuffer::from_slice(&self.device, &self.gathered)?;
        let scratch = DeviceBuffer::<u8>::zeroed(&self.device, packed)?;
        let (d, d_gathered, d_scratch) = (
            on_device.device_ptr(),
            gathered.device_ptr(),
            scratch.device_ptr(),
        );
        let up = cudyn::driver()?.cuMemcpyHtoD_v2()?;
        let down = cudyn::driver()?.cuMemcpyDtoH_v2()?;

        // Up.
        let blocks: Vec<*const c_void> = host.iter().map(|b| b.as_ptr().cast()).collect();
        let whole = contiguous_host.as_ptr().cast::<c_void>();
        let out = &mut on_device;
        let columns = sample(
            iters,
            vec![
                Side::new("cudyn", || {
                    let to = out.view_mut().chunks(size)?;
                    settled(cudyn::copy_batch(host.iter().zip(to)))
                }),
                Side::new("raw loop", || {
                    for (i, &block) in blocks.iter().enumerate() {
                        let at = d + (i * size) as u64;
                        // SAFETY: a block of `size` bytes, and as many of device memory at `at`.
                        check("cuMemcpyHtoD_v2", unsafe { up(at, block, size) })?;
                    }
                    settled(Ok(()))
                }),
                Side::absent("raw batch"),
                Side::new("contiguous", || {
                    // SAFETY: `packed` bytes at each end.
                    check("cuMemcpyHtoD_v2", unsafe { up(d_scratch, whole, packed) })?;
                    settled(Ok(()))
                }),
            ],
        );
        let wrong = differs(&on_device.to_vec()?, &self.gathered);
        shapes.push(self.row(progress, "batch H2D pageable", columns, wrong));

        // Down, into the same blocks, zeroed first.
        host.iter_mut().for_each(|b| b.fill(0));
        let blocks: Vec<*mut c_void> = host.iter_mut().map(|b| b.as_mut_ptr().cast()).collect();
        let whole = contiguous_host.as_mut_ptr().cast::<c_void>();
        let from = gathered.view();
        let columns = sample(
            iters,
            vec![
                Side::new("cudyn", || {
                    let from: Vec<View<'_, u8>> = from.chunks(size)?.collect();
                    settled(cudyn::copy_batch(from.into_iter().zip(host.iter_mut())))
                }),
                Side::new("raw loop", || {
                    for (i, &block) in blocks.iter().enumerate() {
                        let at = d_gathered + (i * size) as u64;
                        // SAFETY: a block of `size` bytes, and as many of device memory at `at`.
                        check("cuMemcpyDtoH_v2", unsafe { down(block, at, size) })?;
                    }
                    settled(Ok(()))
                }),
                Side::absent("raw batch"),
                Side::new("contiguous", || {
                    // SAFETY: `packed` bytes at each end.
                    check("cuMemcpyDtoH_v2", unsafe { down(whole, d_scratch, packed) })?;
                    settled(Ok(()))
                }),
            ],
        );
        let wrong = differs(&host.concat(), &self.gathered);
        shapes.push(self.row(progress, "batch D2H pageable", columns, wrong));
        Ok(())
    }
}

/// `done`, then the device idle: the raw pageable upload returns before its last DMA lands.
fn settled(done: cudyn::Result<()>) -> cudyn::Result<()> {
    done.and_then(|()| idle())
}

fn check(call: &'static str, code: CUresult) -> cudyn::Result<()> {
    match code {
        CUresult::CUDA_SUCCESS => Ok(()),
        code => Err(Error::Driver(cudyn::DriverError::new(call, code))),
    }
}

/// One raw batch of the blocks on stream `s`, through whichever form the driver exports
/// (CUDA 13's `_v2` first, as cudyn does), with location hints for device `ordinal`.
fn raw_batch(
    dsts: &mut [CUdeviceptr],
    srcs: &mut [CUdeviceptr],
    sizes: &mut [usize],
    ordinal: i32,
    s: CUstream,
) -> cudyn::Result<()> {
    let legacy = cudyn::driver()?.legacy();
    // SAFETY: plain data; the fields set below are all the driver reads.
    let mut attrs: CUmemcpyAttributes = unsafe { std::mem::zeroed() };
    attrs.srcAccessOrder = CUmemcpySrcAccessOrder::CU_MEMCPY_SRC_ACCESS_ORDER_STREAM;
    // `mem_location` builds the struct whichever headers made the bindings.
    attrs.srcLocHint = mem_location(CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE, ordinal);
    attrs.dstLocHint = attrs.srcLocHint;
    let (mut first, n) = (0usize, dsts.len());
    let (d, sr, sz) = (dsts.as_mut_ptr(), srcs.as_mut_ptr(), sizes.as_mut_ptr());
    // SAFETY: arrays of `n` addresses and sizes of live memory (the bench's buffers), one
    // attribute for all from copy 0, on a stream of the current context.
    let code = unsafe {
        match (legacy.cuMemcpyBatchAsync_v2, legacy.cuMemcpyBatchAsync) {
            (Some(v2), _) => v2(d, sr, sz, n, &mut attrs, &mut first, 1, s),
            (None, Some(v1)) => {
                let mut fail = 0usize;
                v1(d, sr, sz, n, &mut attrs, &mut first, 1, &mut fail, s)
            }
            (None, None) => CUresult::CUDA_ERROR_NOT_SUPPORTED,
        }
    };
    check("cuMemcpyBatchAsync", code)
}
