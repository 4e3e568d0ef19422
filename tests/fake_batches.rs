//! The fake driver's batches of copies (`cuMemcpyBatchAsync`, and CUDA 13's
//! `cuMemcpyBatchAsync_v2` in the fake claiming 13.0), which entry points each fake version
//! exports, and fault injection and call counting on every entry point of copies of every
//! shape. Through the raw API; the batch entry points by name, with their C signatures written
//! here, because the bindings name only the form of the headers they came from.

use cudyn_test_common as common;

use std::ffi::CStr;

use common::raw::{
    self, Buffer, DEVICE, KINDS, Kind, LEGACY, PER_THREAD, Side, UNIFIED, alloc_pitch, bytes,
    copy_2d, copy_3d, driver, driver_at, ok, raw,
};
use cudyn::sys::{
    CUdeviceptr, CUmemLocationType, CUmemcpyAttributes, CUmemcpySrcAccessOrder, CUresult, CUstream,
    mem_location,
};
use cudyn_fake_driver as fake;

const INVALID: CUresult = CUresult::CUDA_ERROR_INVALID_VALUE;

/// `cuMemcpyBatchAsync` (CUDA 12.8).
type Batch = unsafe extern "C" fn(
    *mut CUdeviceptr,
    *mut CUdeviceptr,
    *mut usize,
    usize,
    *mut CUmemcpyAttributes,
    *mut usize,
    usize,
    *mut usize,
    CUstream,
) -> CUresult;

/// `cuMemcpyBatchAsync_v2` (CUDA 13): the same without failIdx.
type BatchV2 = unsafe extern "C" fn(
    *mut CUdeviceptr,
    *mut CUdeviceptr,
    *mut usize,
    usize,
    *mut CUmemcpyAttributes,
    *mut usize,
    usize,
    CUstream,
) -> CUresult;

/// Whether the fake at `path` exports `name`.
fn exports(path: &'static str, name: &CStr) -> bool {
    // SAFETY: a fake driver built by cudyn-fake-driver; its initialisers are sound.
    let library = unsafe { libloading::Library::new(path) }.unwrap();
    // SAFETY: only whether the symbol exists is looked at: nothing is read or called.
    unsafe { library.get::<*mut std::ffi::c_void>(name) }.is_ok()
}

/// Entry point `name` of the fake at `path`, if it exports it.
fn symbol<T: Copy>(path: &'static str, name: &CStr) -> Option<T> {
    // The private driver of `path` keeps the library loaded for the whole process, so the
    // function outlives this handle to it.
    driver_at(path);
    // SAFETY: a fake driver built by cudyn-fake-driver; its initialisers are sound.
    let library = unsafe { libloading::Library::new(path) }.unwrap();
    // SAFETY: each caller names T as the C signature of `name` (the ones above).
    unsafe { library.get::<T>(name) }.ok().map(|f| *f)
}

fn batch_fn() -> Batch {
    symbol(fake::PATH, c"cuMemcpyBatchAsync").expect("the 12.9 fake has batches")
}

/// Attributes with source access order `order` (1 stream, 2 during the call, 3 any) and flags.
fn attributes(order: u32, flags: u32) -> CUmemcpyAttributes {
    let none = mem_location(CUmemLocationType(0), 0);
    CUmemcpyAttributes {
        srcAccessOrder: CUmemcpySrcAccessOrder(order),
        srcLocHint: none,
        dstLocHint: none,
        flags,
    }
}

/// A batch as arrays, run with [`Batch::run`].
#[derive(Clone)]
struct Copies {
    dsts: Vec<CUdeviceptr>,
    srcs: Vec<CUdeviceptr>,
    sizes: Vec<usize>,
    attrs: Vec<CUmemcpyAttributes>,
    idxs: Vec<usize>,
}

impl Copies {
    fn new(copies: &[(CUdeviceptr, CUdeviceptr, usize)]) -> Copies {
        Copies {
            dsts: copies.iter().map(|c| c.0).collect(),
            srcs: copies.iter().map(|c| c.1).collect(),
            sizes: copies.iter().map(|c| c.2).collect(),
            attrs: vec![attributes(1, 0)],
            idxs: vec![0],
        }
    }

    /// cuMemcpyBatchAsync of all copies and attributes on `stream`: (status, failIdx, which
    /// starts at 777).
    fn run(&mut self, stream: CUstream) -> (CUresult, usize) {
        self.run_counts(self.dsts.len(), self.attrs.len(), stream)
    }

    fn run_counts(
        &mut self,
        count: usize,
        num_attrs: usize,
        stream: CUstream,
    ) -> (CUresult, usize) {
        let mut fail = 777;
        // SAFETY: each array holds at least `count` (or `num_attrs`) elements, or the test
        // passes fewer on purpose only where the fake must refuse before reading them; the
        // copies' host memory is live (Buffers of the caller).
        let status = unsafe {
            batch_fn()(
                self.dsts.as_mut_ptr(),
                self.srcs.as_mut_ptr(),
                self.sizes.as_mut_ptr(),
                count,
                self.attrs.as_mut_ptr(),
                self.idxs.as_mut_ptr(),
                num_attrs,
                &mut fail,
                stream,
            )
        };
        (status, fail)
    }
}

/// Every kind of memory to every kind, 16 copies at odd offsets under three sets of
/// attributes, on a stream of its own and on the per-thread stream; an empty copy names no
/// memory. Each destination region holds its source's bytes, the rest its own.
#[test]
fn batches_copy_between_every_pair_of_memory_kinds() {
    let driver = driver();
    for stream in [raw::stream(driver), PER_THREAD] {
        let sources: Vec<Buffer> = (0..4)
            .map(|k| Buffer::with(driver, KINDS[k], &bytes(64, k as u8 + 1)))
            .collect();
        let targets: Vec<Buffer> = (0..4)
            .map(|k| Buffer::with(driver, KINDS[k], &bytes(64, k as u8 + 10)))
            .collect();
        let mut expected: Vec<Vec<u8>> = targets.iter().map(Buffer::read).collect();
        let mut list = Vec::new();
        for (i, from) in sources.iter().enumerate() {
            for (j, to) in targets.iter().enumerate() {
                list.push((
                    to.address + 16 * i as u64,
                    from.address + 16 * j as u64 + 1,
                    13,
                ));
                let source = from.read();
                expected[j][16 * i..16 * i + 13].copy_from_slice(&source[16 * j + 1..16 * j + 14]);
            }
        }
        list.push((0, 1 << 62, 0));
        let mut copies = Copies::new(&list);
        copies.attrs = vec![attributes(1, 0), attributes(2, 1), attributes(3, 0)];
        copies.idxs = vec![0, 5, 11];
        assert_eq!(
            copies.run(stream),
            (CUresult::CUDA_SUCCESS, 777),
            "failIdx untouched"
        );
        for (target, expected) in targets.iter().zip(&expected) {
            assert_eq!(&target.read(), expected, "{:?}", target.kind);
        }
        if stream != PER_THREAD {
            raw::destroy_stream(driver, stream);
        }
    }
}

#[test]
fn batches_refuse_the_legacy_stream() {
    let driver = driver();
    let (src, dst) = (
        Buffer::with(driver, Kind::Device, &[1; 8]),
        Buffer::with(driver, Kind::Device, &[2; 8]),
    );
    let mut copies = Copies::new(&[(dst.address, src.address, 8)]);
    for legacy in [std::ptr::null_mut(), LEGACY] {
        assert_eq!(copies.run(legacy), (INVALID, usize::MAX), "{legacy:?}");
    }
    let bogus = 0x999 as CUstream;
    assert_eq!(copies.run(bogus).0, CUresult::CUDA_ERROR_INVALID_HANDLE);
    assert_eq!(dst.read(), [2; 8], "nothing copied");
}

/// The rules of the arrays and the attributes: faults of the batch as a whole give failIdx
/// SIZE_MAX, faults of an attribute the first copy it applies to.
#[test]
fn batches_check_their_attributes() {
    let driver = driver();
    let stream = raw::stream(driver);
    let (src, dst) = (
        Buffer::with(driver, Kind::Managed, &[1; 64]),
        Buffer::with(driver, Kind::Device, &[2; 64]),
    );
    let list: Vec<_> = (0..4)
        .map(|i| (dst.address + 16 * i, src.address + 16 * i, 16))
        .collect();
    let mut good = Copies::new(&list);
    good.attrs = vec![attributes(1, 0), attributes(3, 0)];
    good.idxs = vec![0, 2];
    let change = |f: &dyn Fn(&mut Copies)| {
        let mut copies = good.clone();
        f(&mut copies);
        copies
    };
    let whole = usize::MAX;
    let cases: Vec<(&str, Copies, usize)> = vec![
        (
            "the first index not 0",
            change(&|c| c.idxs = vec![1, 2]),
            whole,
        ),
        (
            "indices not increasing",
            change(&|c| c.idxs = vec![0, 0]),
            whole,
        ),
        (
            "an index past the copies",
            change(&|c| c.idxs = vec![0, 4]),
            whole,
        ),
        (
            "access order 0 (invalid)",
            change(&|c| c.attrs[1] = attributes(0, 0)),
            2,
        ),
        (
            "access order 4",
            change(&|c| c.attrs[0] = attributes(4, 0)),
            0,
        ),
        (
            "an unknown flag",
            change(&|c| c.attrs[1] = attributes(2, 2)),
            2,
        ),
        (
            "a hint of an unknown type, for managed memory",
            change(&|c| c.attrs[1].srcLocHint = mem_location(CUmemLocationType(9), 0)),
            2,
        ),
        (
            "a hint of device 5, for managed memory",
            change(&|c| c.attrs[0].srcLocHint = mem_location(CUmemLocationType(1), 5)),
            0,
        ),
    ];
    for (case, mut copies, fail) in cases {
        assert_eq!(copies.run(stream), (INVALID, fail), "{case}");
    }
    // Counts that do not match the arrays.
    for (count, num_attrs) in [(0, 1), (4, 0), (1, 2)] {
        let outcome = good.clone().run_counts(count, num_attrs, stream);
        assert_eq!(
            outcome,
            (INVALID, whole),
            "count {count}, attributes {num_attrs}"
        );
    }
    assert_eq!(dst.read(), [2; 64], "a batch that fails copies nothing");
    // Hints on memory that is not managed are ignored, as the documentation says.
    let mut ignored = Copies::new(&[(dst.address, dst.address + 32, 16)]);
    ignored.attrs[0].dstLocHint = mem_location(CUmemLocationType(9), 0);
    assert_eq!(ignored.run(stream).0, CUresult::CUDA_SUCCESS);
    assert_eq!(good.run(stream), (CUresult::CUDA_SUCCESS, 777));
    assert_eq!(dst.read(), [1; 64]);
    raw::destroy_stream(driver, stream);
}

/// A copy that names memory it may not touch fails the batch before anything is copied, and
/// failIdx names it.
#[test]
fn fail_idx_names_the_copy_at_fault() {
    let driver = driver();
    let stream = raw::stream(driver);
    let src = Buffer::with(driver, Kind::Pinned, &[1; 64]);
    let dst = Buffer::with(driver, Kind::Device, &[2; 64]);
    let good: Vec<_> = (0..5)
        .map(|i| (dst.address + 8 * i, src.address + 8 * i, 8))
        .collect();
    // A device address (tagged) that no allocation can hold: the host address 0x10.
    let nowhere = (1 << 62) | 0x10;
    let bad: [(usize, (CUdeviceptr, CUdeviceptr, usize)); 5] = [
        (3, (dst.address + 60, src.address, 8)), // runs past the destination
        (1, (dst.address, src.address + 60, 8)), // runs past the pinned source
        (4, (dst.address, nowhere, 8)),          // no allocation
        (2, (0, src.address, 8)),                // a null destination
        (0, (dst.address - 8, src.address, 8)),  // before the destination
    ];
    for (at, copy) in bad {
        let mut list = good.clone();
        list[at] = copy;
        let mut copies = Copies::new(&list);
        assert_eq!(copies.run(stream), (INVALID, at), "{copy:x?}");
        assert_eq!(dst.read(), [2; 64], "copy {at}: nothing copied");
    }
    raw::destroy_stream(driver, stream);
}

#[test]
fn each_version_exports_the_forms_its_driver_has() {
    let entries = [c"cuMemcpyBatchAsync", c"cuMemcpyBatchAsync_v2"];
    let shapes = [
        c"cuMemAllocPitch_v2",
        c"cuMemcpy2D_v2",
        c"cuMemcpy2DUnaligned_v2",
        c"cuMemcpy2DAsync_v2",
        c"cuMemcpy3D_v2",
        c"cuMemcpy3DAsync_v2",
        c"cuMemsetD2D8_v2",
        c"cuMemsetD2D16Async",
    ];
    for (path, version, batches) in [
        (fake::PATH_12_1, 12010, [false, false]),
        (fake::PATH, 12090, [true, false]),
        (fake::PATH_13_0, 13000, [true, true]),
    ] {
        assert_eq!(driver_at(path).version(), Some(version));
        for (name, exported) in entries.iter().zip(batches) {
            assert_eq!(exports(path, name), exported, "{path}: {name:?}");
        }
        for name in shapes {
            assert!(exports(path, name), "{path}: {name:?}");
        }
    }
}

/// CUDA 13's form, in the fake claiming 13.0 (a library of its own, with its own state).
#[test]
fn the_cuda_13_form_copies_without_fail_idx() {
    let driver = driver_at(fake::PATH_13_0);
    let v2: BatchV2 = symbol(fake::PATH_13_0, c"cuMemcpyBatchAsync_v2").unwrap();
    let (src, dst) = (
        Buffer::with(driver, Kind::Pinned, &bytes(32, 1)),
        Buffer::with(driver, Kind::Device, &[0; 32]),
    );
    let stream = raw::stream(driver);
    let calls = fake::Fake::claiming_13_0().calls_of("cuMemcpyBatchAsync_v2");
    let run = |copies: &mut Copies, stream: CUstream| {
        // SAFETY: arrays of as many elements as passed; the copies' memory is live.
        unsafe {
            v2(
                copies.dsts.as_mut_ptr(),
                copies.srcs.as_mut_ptr(),
                copies.sizes.as_mut_ptr(),
                copies.dsts.len(),
                copies.attrs.as_mut_ptr(),
                copies.idxs.as_mut_ptr(),
                copies.attrs.len(),
                stream,
            )
        }
    };
    let mut copies = Copies::new(&[
        (dst.address, src.address + 16, 16),
        (dst.address + 16, src.address, 16),
    ]);
    assert_eq!(
        run(&mut copies, std::ptr::null_mut()),
        INVALID,
        "the legacy stream"
    );
    ok(run(&mut copies, stream), "batch");
    let source = bytes(32, 1);
    assert_eq!(dst.read(), [&source[16..], &source[..16]].concat());
    assert_eq!(
        fake::Fake::claiming_13_0().calls_of("cuMemcpyBatchAsync_v2"),
        calls + 2
    );
    raw::destroy_stream(driver, stream);
}

/// Every new entry point is counted under its name, and fails as injected.
#[test]
fn every_shape_entry_point_is_counted_and_fails_as_injected() {
    let driver = driver();
    let (pointer, pitch) = alloc_pitch(driver, 64, 2, 4).unwrap();
    let host = Buffer::with(driver, Kind::Pinned, &[0; 128]);
    let side = Side {
        pitch,
        height: 2,
        ..Side::default()
    };
    let two = copy_2d(
        host.at(UNIFIED, Side { pitch: 64, ..side }),
        raw::At {
            address: pointer,
            t: DEVICE,
            side,
        },
        64,
        2,
    );
    let three = copy_3d(
        host.at(UNIFIED, Side { pitch: 64, ..side }),
        raw::At {
            address: pointer,
            t: DEVICE,
            side,
        },
        [64, 2, 1],
    );
    let stream = raw::stream(driver);
    let copies = Copies::new(&[(pointer, host.address, 64)]);
    let calls: [(&str, &dyn Fn() -> CUresult); 13] = [
        (
            "cuMemAllocPitch_v2",
            &|| match alloc_pitch(driver, 64, 2, 4) {
                Ok((pointer, _)) => raw!(driver, cuMemFree_v2(pointer)),
                Err(error) => error,
            },
        ),
        ("cuMemcpy2D_v2", &|| raw!(driver, cuMemcpy2D_v2(&two))),
        ("cuMemcpy2DUnaligned_v2", &|| {
            raw!(driver, cuMemcpy2DUnaligned_v2(&two))
        }),
        ("cuMemcpy2DAsync_v2", &|| {
            raw!(driver, cuMemcpy2DAsync_v2(&two, stream))
        }),
        ("cuMemcpy3D_v2", &|| raw!(driver, cuMemcpy3D_v2(&three))),
        ("cuMemcpy3DAsync_v2", &|| {
            raw!(driver, cuMemcpy3DAsync_v2(&three, stream))
        }),
        ("cuMemsetD2D8_v2", &|| {
            raw!(driver, cuMemsetD2D8_v2(pointer, pitch, 1, 64, 2))
        }),
        ("cuMemsetD2D16_v2", &|| {
            raw!(driver, cuMemsetD2D16_v2(pointer, pitch, 1, 32, 2))
        }),
        ("cuMemsetD2D32_v2", &|| {
            raw!(driver, cuMemsetD2D32_v2(pointer, pitch, 1, 16, 2))
        }),
        ("cuMemsetD2D8Async", &|| {
            raw!(driver, cuMemsetD2D8Async(pointer, pitch, 1, 64, 2, stream))
        }),
        ("cuMemsetD2D16Async", &|| {
            raw!(driver, cuMemsetD2D16Async(pointer, pitch, 1, 32, 2, stream))
        }),
        ("cuMemsetD2D32Async", &|| {
            raw!(driver, cuMemsetD2D32Async(pointer, pitch, 1, 16, 2, stream))
        }),
        ("cuMemcpyBatchAsync", &|| {
            // An injected failure is not tied to a copy: failIdx SIZE_MAX, nothing copied.
            let outcome = copies.clone().run(stream);
            if outcome.0 != CUresult::CUDA_SUCCESS {
                assert_eq!(outcome.1, usize::MAX);
            }
            outcome.0
        }),
    ];
    let injected = CUresult::CUDA_ERROR_UNKNOWN;
    for (name, call) in calls {
        let before = fake::calls_of(name);
        ok(call(), name);
        fake::fail_function_times(name, injected.0 as i32, 1);
        let failed = call();
        fake::clear_failures();
        assert_eq!(failed, injected, "{name}");
        assert_eq!(fake::take_last_injected().as_deref(), Some(name));
        ok(call(), "only once");
        assert_eq!(fake::calls_of(name), before + 3, "{name}");
    }
    raw::destroy_stream(driver, stream);
    ok(raw!(driver, cuMemFree_v2(pointer)), "free");
}
