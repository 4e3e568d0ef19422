//! Raw driver calls against a fake library, for tests of the fake itself: a private driver per
//! fake library, buffers of each memory kind, and a reference for copies of any shape computed
//! in Rust.

use std::ffi::c_void;
use std::sync::Mutex;

use cudyn::sys::{
    CUDA_MEMCPY2D, CUDA_MEMCPY3D, CUcontext, CUdeviceptr, CUmemorytype, CUresult, CUstream, Driver,
};

/// Calls entry point `$entry` of driver `$driver` with `$args`, giving its `CUresult`.
#[macro_export]
macro_rules! raw {
    ($driver:expr, $entry:ident($($arg:expr),* $(,)?)) => {{
        let f = $driver.$entry().expect(concat!("the fake exports ", stringify!($entry)));
        // SAFETY: every call site passes host memory (buffers, out-pointers, structures) that
        // is live and holds what the entry point reads or writes. Device addresses may be wrong
        // on purpose: the fake checks each against its table of allocations before touching
        // memory, which is what these tests test.
        unsafe { f($($arg),*) }
    }};
}
pub use raw;

/// The fake library at `path` (one of `cudyn_fake_driver`'s paths), opened once and
/// initialised, with device 0's primary context made current on the calling thread.
pub fn driver_at(path: &'static str) -> &'static Driver {
    static OPEN: Mutex<Vec<(&'static str, &'static Driver, usize)>> = Mutex::new(Vec::new());
    let mut open = OPEN.lock().unwrap();
    let (driver, context) = match open.iter().find(|(p, ..)| *p == path) {
        Some(&(_, driver, context)) => (driver, context),
        None => {
            // SAFETY: the fake implements the driver API with cuda.h's signatures.
            let driver: &'static Driver =
                Box::leak(Box::new(unsafe { Driver::open_first([path]) }.unwrap()));
            assert_eq!(raw!(driver, cuInit(0)), CUresult::CUDA_SUCCESS);
            let mut context: CUcontext = std::ptr::null_mut();
            assert_eq!(
                raw!(driver, cuDevicePrimaryCtxRetain(&mut context, 0)),
                CUresult::CUDA_SUCCESS
            );
            open.push((path, driver, context as usize));
            (driver, context as usize)
        }
    };
    let status = raw!(driver, cuCtxSetCurrent(context as CUcontext));
    assert_eq!(status, CUresult::CUDA_SUCCESS);
    driver
}

/// The standard fake (`cudyn_fake_driver::PATH`), as [`driver_at`].
pub fn driver() -> &'static Driver {
    driver_at(cudyn_fake_driver::PATH)
}

/// Panics with `what` unless `status` is success.
#[track_caller]
pub fn ok(status: CUresult, what: &str) {
    assert_eq!(status, CUresult::CUDA_SUCCESS, "{what}");
}

/// A new non-blocking stream of the current context.
pub fn stream(driver: &Driver) -> CUstream {
    let mut stream: CUstream = std::ptr::null_mut();
    let status = raw!(driver, cuStreamCreateWithPriority(&mut stream, 1, 0));
    ok(status, "stream");
    stream
}

pub fn destroy_stream(driver: &Driver, stream: CUstream) {
    ok(raw!(driver, cuStreamDestroy_v2(stream)), "destroy stream");
}

/// The per-thread default stream (`CU_STREAM_PER_THREAD`).
pub const PER_THREAD: CUstream = 2 as CUstream;
/// The legacy default stream by its other name (`CU_STREAM_LEGACY`).
pub const LEGACY: CUstream = 1 as CUstream;

/// `len` bytes that differ from byte to byte and from seed to seed.
pub fn bytes(len: usize, seed: u8) -> Vec<u8> {
    (0..len)
        .map(|i| (i as u8).wrapping_mul(31).wrapping_add(seed) ^ (i >> 8) as u8)
        .collect()
}

/// Where memory of each kind lives, as the driver sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Host memory the driver does not know (a Rust allocation).
    Pageable,
    /// `cuMemHostAlloc`.
    Pinned,
    /// `cuMemAlloc`.
    Device,
    /// `cuMemAllocManaged`.
    Managed,
}

pub const KINDS: [Kind; 4] = [Kind::Pageable, Kind::Pinned, Kind::Device, Kind::Managed];

impl Kind {
    /// The memory types a copy may name this memory by: host memory as host memory, device
    /// memory as device memory, pinned memory also as device memory (unified addressing),
    /// managed memory as either, and anything as unified.
    pub fn memory_types(self) -> &'static [CUmemorytype] {
        const HOST: CUmemorytype = CUmemorytype::CU_MEMORYTYPE_HOST;
        const DEVICE: CUmemorytype = CUmemorytype::CU_MEMORYTYPE_DEVICE;
        const UNIFIED: CUmemorytype = CUmemorytype::CU_MEMORYTYPE_UNIFIED;
        match self {
            Kind::Pageable => &[HOST, UNIFIED],
            Kind::Pinned | Kind::Managed => &[HOST, DEVICE, UNIFIED],
            Kind::Device => &[DEVICE, UNIFIED],
        }
    }

    /// Memory on a device, not host memory: copies between two such are intra-device ones.
    pub fn device_side(self) -> bool {
        matches!(self, Kind::Device | Kind::Managed)
    }
}

/// A buffer of one kind, freed on drop.
pub struct Buffer {
    driver: &'static Driver,
    pub kind: Kind,
    pub address: CUdeviceptr,
    pub len: usize,
}

impl Buffer {
    pub fn new(driver: &'static Driver, kind: Kind, len: usize) -> Buffer {
        let mut address: CUdeviceptr = 0;
        match kind {
            Kind::Pageable => {
                let memory = Box::into_raw(vec![0u8; len].into_boxed_slice());
                address = memory.cast::<u8>() as CUdeviceptr;
            }
            Kind::Pinned => {
                let mut host: *mut c_void = std::ptr::null_mut();
                ok(raw!(driver, cuMemHostAlloc(&mut host, len, 0)), "pinned");
                address = host as CUdeviceptr;
            }
            Kind::Device => ok(raw!(driver, cuMemAlloc_v2(&mut address, len)), "device"),
            Kind::Managed => ok(
                raw!(driver, cuMemAllocManaged(&mut address, len, 1)),
                "managed",
            ),
        }
        Buffer {
            driver,
            kind,
            address,
            len,
        }
    }

    /// A buffer of `kind` holding `data`.
    pub fn with(driver: &'static Driver, kind: Kind, data: &[u8]) -> Buffer {
        let buffer = Buffer::new(driver, kind, data.len());
        buffer.write(data);
        buffer
    }

    /// Replaces the contents; landed (uploads from pageable memory land late) before return.
    pub fn write(&self, data: &[u8]) {
        assert_eq!(data.len(), self.len);
        if self.kind == Kind::Device {
            upload(self.driver, self.address, data);
        } else {
            // SAFETY: host-accessible memory of `len` bytes that this buffer owns; no driver
            // call is using it (the fake runs all work before returning).
            unsafe { std::ptr::copy_nonoverlapping(data.as_ptr(), self.host(), self.len) };
        }
    }

    /// The contents, once every upload queued before has landed.
    pub fn read(&self) -> Vec<u8> {
        ok(raw!(self.driver, cuCtxSynchronize()), "land");
        if self.kind == Kind::Device {
            return download(self.driver, self.address, self.len);
        }
        let mut out = vec![0u8; self.len];
        // SAFETY: as in `write`, reading.
        unsafe { std::ptr::copy_nonoverlapping(self.host(), out.as_mut_ptr(), self.len) };
        out
    }

    fn host(&self) -> *mut u8 {
        assert_ne!(self.kind, Kind::Device, "device memory has no host address");
        self.address as *mut u8
    }
}

impl Drop for Buffer {
    fn drop(&mut self) {
        match self.kind {
            Kind::Pageable => {
                let memory = std::ptr::slice_from_raw_parts_mut(self.host(), self.len);
                // SAFETY: made by Box::into_raw in `new`, of this length, freed once.
                drop(unsafe { Box::from_raw(memory) });
            }
            Kind::Pinned => ok(
                raw!(self.driver, cuMemFreeHost(self.address as *mut c_void)),
                "free pinned",
            ),
            Kind::Device | Kind::Managed => {
                ok(raw!(self.driver, cuMemFree_v2(self.address)), "free")
            }
        }
    }
}

/// Where one side of a copy starts and how it is laid out.
#[derive(Clone, Copy, Debug, Default)]
pub struct Side {
    pub x: usize,
    pub y: usize,
    pub z: usize,
    pub pitch: usize,
    /// Rows per plane (3D only).
    pub height: usize,
}

/// What a copy of `[width, height, depth]` from `src` laid out as `s` to `dst` laid out as `d`
/// does, row by row.
pub fn reference(src: &[u8], s: Side, dst: &mut [u8], d: Side, [w, h, depth]: [usize; 3]) {
    for plane in 0..depth {
        for row in 0..h {
            let from = ((s.z + plane) * s.height + s.y + row) * s.pitch + s.x;
            let to = ((d.z + plane) * d.height + d.y + row) * d.pitch + d.x;
            dst[to..to + w].copy_from_slice(&src[from..from + w]);
        }
    }
}

pub const HOST: CUmemorytype = CUmemorytype::CU_MEMORYTYPE_HOST;
pub const DEVICE: CUmemorytype = CUmemorytype::CU_MEMORYTYPE_DEVICE;
pub const UNIFIED: CUmemorytype = CUmemorytype::CU_MEMORYTYPE_UNIFIED;
/// A field that the memory type says to ignore gets garbage: reading it would fail or crash.
const NOT_READ_DEVICE: CUdeviceptr = (1 << 62) | 0x40;
const NOT_READ_HOST: *mut c_void = 0x8 as *mut c_void;

/// One side of a copy: the memory at `address` named as memory type `t`, laid out as `side`.
#[derive(Clone, Copy, Debug)]
pub struct At {
    pub address: CUdeviceptr,
    pub t: CUmemorytype,
    pub side: Side,
}

impl Buffer {
    /// This buffer as one side of a copy.
    pub fn at(&self, t: CUmemorytype, side: Side) -> At {
        At {
            address: self.address,
            t,
            side,
        }
    }
}

impl At {
    /// (memory type, host pointer, device pointer): the field the type does not use gets
    /// garbage.
    fn operand(&self) -> (CUmemorytype, *mut c_void, CUdeviceptr) {
        if self.t == HOST {
            (self.t, self.address as *mut c_void, NOT_READ_DEVICE)
        } else {
            (self.t, NOT_READ_HOST, self.address)
        }
    }
}

/// The structure of a 2D copy of `width` x `height` from `src` to `dst`.
pub fn copy_2d(src: At, dst: At, width: usize, height: usize) -> CUDA_MEMCPY2D {
    let (src_type, src_host, src_device) = src.operand();
    let (dst_type, dst_host, dst_device) = dst.operand();
    CUDA_MEMCPY2D {
        srcXInBytes: src.side.x,
        srcY: src.side.y,
        srcMemoryType: src_type,
        srcHost: src_host,
        srcDevice: src_device,
        srcPitch: src.side.pitch,
        dstXInBytes: dst.side.x,
        dstY: dst.side.y,
        dstMemoryType: dst_type,
        dstHost: dst_host,
        dstDevice: dst_device,
        dstPitch: dst.side.pitch,
        WidthInBytes: width,
        Height: height,
        ..Default::default()
    }
}

/// The structure of a 3D copy of `[width, height, depth]` from `src` to `dst`.
pub fn copy_3d(src: At, dst: At, [width, height, depth]: [usize; 3]) -> CUDA_MEMCPY3D {
    let (src_type, src_host, src_device) = src.operand();
    let (dst_type, dst_host, dst_device) = dst.operand();
    CUDA_MEMCPY3D {
        srcXInBytes: src.side.x,
        srcY: src.side.y,
        srcZ: src.side.z,
        srcMemoryType: src_type,
        srcHost: src_host,
        srcDevice: src_device,
        srcPitch: src.side.pitch,
        srcHeight: src.side.height,
        dstXInBytes: dst.side.x,
        dstY: dst.side.y,
        dstZ: dst.side.z,
        dstMemoryType: dst_type,
        dstHost: dst_host,
        dstDevice: dst_device,
        dstPitch: dst.side.pitch,
        dstHeight: dst.side.height,
        WidthInBytes: width,
        Height: height,
        Depth: depth,
        ..Default::default()
    }
}

/// `cuMemAllocPitch_v2`: (address, pitch) or the error.
pub fn alloc_pitch(
    driver: &Driver,
    width: usize,
    height: usize,
    element: u32,
) -> Result<(CUdeviceptr, usize), CUresult> {
    let (mut pointer, mut pitch) = (0, 0);
    match raw!(
        driver,
        cuMemAllocPitch_v2(&mut pointer, &mut pitch, width, height, element)
    ) {
        CUresult::CUDA_SUCCESS => Ok((pointer, pitch)),
        error => Err(error),
    }
}

/// Uploads `data` to device address `to` and lets it land.
pub fn upload(driver: &Driver, to: CUdeviceptr, data: &[u8]) {
    ok(
        raw!(
            driver,
            cuMemcpyHtoD_v2(to, data.as_ptr().cast(), data.len())
        ),
        "upload",
    );
    ok(raw!(driver, cuCtxSynchronize()), "land");
}

/// `len` bytes at device address `from`.
pub fn download(driver: &Driver, from: CUdeviceptr, len: usize) -> Vec<u8> {
    let mut out = vec![0u8; len];
    ok(
        raw!(driver, cuMemcpyDtoH_v2(out.as_mut_ptr().cast(), from, len)),
        "download",
    );
    out
}
