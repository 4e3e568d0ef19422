//! The fake driver's copies of every shape, through the raw API: pitched allocations, 2D and 3D
//! copies between every pair of memory kinds and types, and 2D fills, each checked byte for byte
//! against a reference computed here, and each of the checks a real driver makes. (Batches of
//! copies: tests/fake_batches.rs.)

use cudyn_test_common as common;

use std::ffi::c_void;

use common::raw::{
    self, Buffer, DEVICE, HOST, KINDS, Kind, PER_THREAD, Side, UNIFIED, alloc_pitch, bytes,
    copy_2d, download, driver, ok, raw, reference, upload,
};
use cudyn::sys::{CUDA_MEMCPY2D, CUmemorytype, CUresult, Driver};
use cudyn_fake_driver as fake;

const INVALID: CUresult = CUresult::CUDA_ERROR_INVALID_VALUE;
/// What the fake rounds pitches to, and what a GPU reports as its texture alignment.
const PITCH_ALIGNMENT: usize = 512;

fn attribute(attribute: u32) -> i32 {
    let mut value = 0;
    let which = cudyn::sys::CUdevice_attribute(attribute);
    ok(
        raw!(driver(), cuDeviceGetAttribute(&mut value, which, 0)),
        "attribute",
    );
    value
}

/// The three 2D entry points: 0 cuMemcpy2D, 1 cuMemcpy2DUnaligned, 2 cuMemcpy2DAsync on a
/// stream of its own.
fn run_2d(driver: &Driver, how: usize, copy: &CUDA_MEMCPY2D) -> CUresult {
    match how {
        0 => raw!(driver, cuMemcpy2D_v2(copy)),
        1 => raw!(driver, cuMemcpy2DUnaligned_v2(copy)),
        _ => {
            let stream = raw::stream(driver);
            let status = raw!(driver, cuMemcpy2DAsync_v2(copy, stream));
            raw::destroy_stream(driver, stream);
            status
        }
    }
}

#[test]
fn pitched_allocations_round_rows_up_and_report_the_limits() {
    let driver = driver();
    assert_eq!(attribute(11), i32::MAX, "MAX_PITCH");
    assert_eq!(attribute(14), 512, "TEXTURE_ALIGNMENT");
    assert_eq!(attribute(51), 32, "TEXTURE_PITCH_ALIGNMENT");
    let live = fake::live_allocations();
    for (width, height, element) in [
        (1, 1, 4),
        (100, 3, 8),
        (512, 2, 16),
        (513, 5, 4),
        (4000, 7, 8),
    ] {
        let (pointer, pitch) = alloc_pitch(driver, width, height, element).unwrap();
        assert_eq!(
            pitch,
            width.div_ceil(PITCH_ALIGNMENT) * PITCH_ALIGNMENT,
            "{width}"
        );
        assert_eq!(pointer % PITCH_ALIGNMENT as u64, 0, "rows start aligned");
        let (mut base, mut size) = (0, 0);
        ok(
            raw!(
                driver,
                cuMemGetAddressRange_v2(&mut base, &mut size, pointer)
            ),
            "range",
        );
        assert_eq!(
            (base, size),
            (pointer, pitch * height),
            "pitch x height bytes"
        );
        ok(
            raw!(driver, cuMemFree_v2(pointer)),
            "freed like any device memory",
        );
    }
    assert_eq!(fake::live_allocations(), live);
    for element in [0, 1, 2, 3, 5, 12, 32] {
        assert_eq!(
            alloc_pitch(driver, 64, 2, element),
            Err(INVALID),
            "element size {element}"
        );
    }
    assert_eq!(alloc_pitch(driver, 0, 2, 4), Err(INVALID), "no width");
    assert_eq!(alloc_pitch(driver, 64, 0, 4), Err(INVALID), "no height");
    assert_eq!(
        alloc_pitch(driver, 1 << 31, 1, 4),
        Err(INVALID),
        "a row past MAX_PITCH"
    );
    let huge = alloc_pitch(driver, 1 << 30, 17, 4);
    assert_eq!(
        huge,
        Err(CUresult::CUDA_ERROR_OUT_OF_MEMORY),
        "past the device's 16 GiB"
    );
    // The limit is the attribute as this thread reads it.
    fake::override_attribute(11, 1024);
    let lowered = (
        alloc_pitch(driver, 1500, 1, 4),
        alloc_pitch(driver, 1000, 1, 4),
    );
    fake::clear_attribute_override();
    assert_eq!(lowered.0, Err(INVALID));
    let (pointer, pitch) = lowered.1.unwrap();
    assert_eq!(pitch, 1024);
    ok(raw!(driver, cuMemFree_v2(pointer)), "free");
    assert_eq!(fake::live_allocations(), live);
}

/// Every kind of source named by every memory type it may be, to every kind of destination
/// likewise, through each 2D entry point: odd pitches, X and Y offsets on both sides, the
/// bytes between rows untouched. Copies within device memory with pitches no allocation
/// gave are refused by the aligned forms, as the documentation allows.
#[test]
fn copies_2d_between_every_pair_of_memory_types() {
    let driver = driver();
    let (s, d) = (
        Side {
            x: 3,
            y: 2,
            pitch: 37,
            ..Side::default()
        },
        Side {
            x: 5,
            y: 1,
            pitch: 53,
            ..Side::default()
        },
    );
    let (width, height) = (29, 6);
    let source = bytes(37 * 9, 1);
    let (mut copies, mut refused) = (0, 0);
    for src_kind in KINDS {
        for dst_kind in KINDS {
            let src = Buffer::with(driver, src_kind, &source);
            let dst = Buffer::with(driver, dst_kind, &bytes(53 * 8, 2));
            for &src_type in src_kind.memory_types() {
                for &dst_type in dst_kind.memory_types() {
                    for how in 0..3 {
                        let before = bytes(53 * 8, how as u8 + 3);
                        dst.write(&before);
                        let copy = copy_2d(src.at(src_type, s), dst.at(dst_type, d), width, height);
                        let status = run_2d(driver, how, &copy);
                        let context = format!(
                            "{src_kind:?} as {src_type:?} to {dst_kind:?} as {dst_type:?}, form {how}"
                        );
                        let mut expected = before.clone();
                        if how != 1 && src_kind.device_side() && dst_kind.device_side() {
                            assert_eq!(status, INVALID, "{context}");
                            refused += 1;
                        } else {
                            assert_eq!(status, CUresult::CUDA_SUCCESS, "{context}");
                            reference(&source, s, &mut expected, d, [width, height, 1]);
                            copies += 1;
                        }
                        assert_eq!(dst.read(), expected, "{context}");
                        assert_eq!(src.read(), source, "{context}: the source is unchanged");
                    }
                }
            }
        }
    }
    assert_eq!((copies, refused), (250, 50));
}

#[test]
fn copies_2d_within_device_memory_take_pitches_from_cu_mem_alloc_pitch() {
    let driver = driver();
    let (width, height) = (700, 4);
    let (a, pitch) = alloc_pitch(driver, width, height, 4).unwrap();
    let (b, _) = alloc_pitch(driver, width, height, 4).unwrap();
    let source = bytes(pitch * height, 9);
    upload(driver, a, &source);
    let mut copy = CUDA_MEMCPY2D {
        srcMemoryType: DEVICE,
        srcDevice: a,
        srcPitch: pitch,
        srcXInBytes: 8,
        dstMemoryType: DEVICE,
        dstDevice: b,
        dstPitch: pitch,
        WidthInBytes: width - 8,
        Height: height,
        ..Default::default()
    };
    for how in 0..3 {
        ok(
            run_2d(driver, how, &copy),
            "pitches cuMemAllocPitch gave work with every form",
        );
    }
    let back = download(driver, b, pitch * height);
    for row in 0..height {
        let r = row * pitch;
        assert_eq!(
            back[r..r + width - 8],
            source[r + 8..r + width],
            "row {row}"
        );
    }
    // The same rows 800 bytes apart: only the unaligned form takes them.
    (copy.srcPitch, copy.dstPitch, copy.Height) = (800, 800, 2);
    assert_eq!(run_2d(driver, 0, &copy), INVALID);
    assert_eq!(run_2d(driver, 2, &copy), INVALID);
    ok(run_2d(driver, 1, &copy), "cuMemcpy2DUnaligned");
    ok(raw!(driver, cuMemFree_v2(a)), "free");
    ok(raw!(driver, cuMemFree_v2(b)), "free");
}

/// Each check of a 2D copy's structure refuses the copy and leaves the destination as it was.
#[test]
fn copies_2d_are_checked_as_the_driver_checks_them() {
    let driver = driver();
    let src = Buffer::with(driver, Kind::Device, &bytes(64 * 4, 1));
    let dst = Buffer::with(driver, Kind::Pinned, &bytes(64 * 4, 2));
    let host = Buffer::with(driver, Kind::Pageable, &bytes(64 * 4, 3));
    let side = Side {
        pitch: 64,
        ..Side::default()
    };
    let good = copy_2d(src.at(DEVICE, side), dst.at(UNIFIED, side), 64, 4);
    ok(
        raw!(driver, cuMemcpy2DUnaligned_v2(&good)),
        "the copy the cases change",
    );
    let reset = || dst.write(&bytes(64 * 4, 2));
    let change = |f: &dyn Fn(&mut CUDA_MEMCPY2D)| {
        let mut copy = good;
        f(&mut copy);
        copy
    };
    let cases: Vec<(&str, CUDA_MEMCPY2D, CUresult)> = vec![
        (
            "source pitch short of the width",
            change(&|c| c.srcPitch = 63),
            INVALID,
        ),
        (
            "destination pitch short of width + X",
            change(&|c| c.dstXInBytes = 1),
            INVALID,
        ),
        (
            "source pitch past MAX_PITCH",
            change(&|c| c.srcPitch = 1 << 31),
            INVALID,
        ),
        (
            "one row, its pitch past MAX_PITCH",
            change(&|c| {
                c.Height = 1;
                c.srcPitch = 1 << 31;
            }),
            INVALID,
        ),
        ("a row past the source", change(&|c| c.Height = 5), INVALID),
        (
            "rows past the destination",
            change(&|c| c.dstY = 1),
            INVALID,
        ),
        (
            "a byte before the source",
            change(&|c| c.srcDevice -= 1),
            INVALID,
        ),
        (
            "memory type 0",
            change(&|c| c.srcMemoryType = CUmemorytype(0)),
            INVALID,
        ),
        (
            "memory type 5",
            change(&|c| c.dstMemoryType = CUmemorytype(5)),
            INVALID,
        ),
        (
            "an array",
            change(&|c| c.srcMemoryType = CUmemorytype::CU_MEMORYTYPE_ARRAY),
            CUresult::CUDA_ERROR_NOT_SUPPORTED,
        ),
        (
            "device memory named as host memory",
            change(&|c| {
                c.srcMemoryType = HOST;
                c.srcHost = src.address as *const c_void;
            }),
            INVALID,
        ),
        (
            "pageable memory named as device memory",
            change(&|c| c.srcDevice = host.address),
            INVALID,
        ),
        (
            "a null host pointer",
            change(&|c| {
                c.srcMemoryType = HOST;
                c.srcHost = std::ptr::null();
            }),
            INVALID,
        ),
        (
            "no width: nothing to do",
            change(&|c| c.WidthInBytes = 0),
            CUresult::CUDA_SUCCESS,
        ),
        (
            "no height: nothing to do",
            change(&|c| {
                c.Height = 0;
                c.srcPitch = 1;
            }),
            CUresult::CUDA_SUCCESS,
        ),
        (
            "no height, an array",
            change(&|c| {
                c.Height = 0;
                c.srcMemoryType = CUmemorytype::CU_MEMORYTYPE_ARRAY;
            }),
            CUresult::CUDA_ERROR_NOT_SUPPORTED,
        ),
    ];
    for (case, copy, expected) in cases {
        for how in 0..3 {
            reset();
            assert_eq!(run_2d(driver, how, &copy), expected, "{case}, form {how}");
            assert_eq!(
                dst.read(),
                bytes(64 * 4, 2),
                "{case}, form {how}: untouched"
            );
        }
    }
    // MAX_PITCH as this thread reads it.
    fake::override_attribute(11, 63);
    let lowered = run_2d(driver, 0, &good);
    fake::clear_attribute_override();
    assert_eq!(lowered, INVALID, "a pitch of 64 past a MAX_PITCH of 63");
    assert_eq!(raw!(driver, cuMemcpy2D_v2(std::ptr::null())), INVALID);
    let bogus = 0x999 as cudyn::sys::CUstream;
    let status = raw!(driver, cuMemcpy2DAsync_v2(&good, bogus));
    assert_eq!(status, CUresult::CUDA_ERROR_INVALID_HANDLE);
    ok(
        raw!(driver, cuMemcpy2DAsync_v2(&good, std::ptr::null_mut())),
        "the legacy stream",
    );
    ok(
        raw!(driver, cuMemcpy2DAsync_v2(&good, PER_THREAD)),
        "the per-thread stream",
    );
}

/// A synchronous 2D upload from pageable memory lands late, as cuMemcpyHtoD does: work on a
/// non-blocking stream may still see the old bytes; the context's next synchronous call lands it.
#[test]
fn pageable_2d_uploads_land_late_like_1d_ones() {
    // Alone in a child: another test's synchronous call on the same context would land the
    // rows early, in between.
    const CHILD: &str = "CUDYN_TEST_LAND_LATE_CHILD";
    if std::env::var_os(CHILD).is_none() {
        let out = common::run_in_child("pageable_2d_uploads_land_late_like_1d_ones", CHILD);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "the child failed: {stderr}");
        assert!(String::from_utf8_lossy(&out.stdout).contains("1 passed"));
        return;
    }
    let driver = driver();
    let device = Buffer::with(driver, Kind::Device, &[0u8; 256]);
    let host = Buffer::with(driver, Kind::Pageable, &[7u8; 256]);
    let side = Side {
        pitch: 64,
        ..Side::default()
    };
    let copy = copy_2d(host.at(HOST, side), device.at(DEVICE, side), 64, 4);
    ok(raw!(driver, cuMemcpy2D_v2(&copy)), "upload");
    let stream = raw::stream(driver);
    let mut early = [1u8; 256];
    let status = raw!(
        driver,
        cuMemcpyDtoHAsync_v2(early.as_mut_ptr().cast(), device.address, 256, stream)
    );
    ok(status, "read on a non-blocking stream");
    raw::destroy_stream(driver, stream);
    assert_eq!(early, [0; 256], "not landed yet");
    assert_eq!(
        device.read(),
        [7; 256],
        "landed by the next synchronous call"
    );
}
