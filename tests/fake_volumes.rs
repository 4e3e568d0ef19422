//! The fake driver's 3D copies and 2D fills, through the raw API, checked byte for byte against
//! a reference computed here, and each of the checks a real driver makes. (Pitched memory and
//! 2D copies: tests/fake_shapes.rs; batches: tests/fake_batches.rs.)

use cudyn_test_common as common;

use std::ffi::c_void;

use common::raw::{
    self, Buffer, DEVICE, HOST, Kind, Side, UNIFIED, alloc_pitch, bytes, copy_3d, download, driver,
    ok, raw, reference, upload,
};
use cudyn::sys::{CUDA_MEMCPY3D, CUdeviceptr, CUresult, CUstream, Driver};

const INVALID: CUresult = CUresult::CUDA_ERROR_INVALID_VALUE;

/// Device memory from cuMemAllocPitch as one side of a copy.
fn pitched(address: CUdeviceptr, side: Side) -> raw::At {
    raw::At {
        address,
        t: DEVICE,
        side,
    }
}

fn run_3d(driver: &Driver, copy: &CUDA_MEMCPY3D, stream: Option<CUstream>) -> CUresult {
    match stream {
        Some(stream) => raw!(driver, cuMemcpy3DAsync_v2(copy, stream)),
        None => raw!(driver, cuMemcpy3D_v2(copy)),
    }
}

/// A round trip host -> device -> host with offsets in every dimension and planes taller than
/// the copy, synchronous and asynchronous.
#[test]
fn copies_3d_honour_pitches_heights_and_depths() {
    let driver = driver();
    let extent = [13, 3, 4];
    let host_side = Side {
        x: 2,
        y: 1,
        z: 1,
        pitch: 19,
        height: 5,
    };
    let device_side = Side {
        x: 7,
        y: 2,
        z: 0,
        pitch: 512,
        height: 6,
    };
    let back_side = Side {
        x: 0,
        y: 3,
        z: 2,
        pitch: 16,
        height: 7,
    };
    let source = bytes(19 * 5 * 6, 4);
    let host = Buffer::with(driver, Kind::Pageable, &source);
    let (pointer, pitch) = alloc_pitch(driver, 40, 6 * 4, 4).unwrap();
    assert_eq!(pitch, 512);
    let fill = bytes(512 * 24, 5);
    let back_fill = bytes(16 * 7 * 6, 6);
    for asynchronous in [false, true] {
        upload(driver, pointer, &fill);
        let back = Buffer::with(driver, Kind::Pinned, &back_fill);
        let up = copy_3d(
            host.at(HOST, host_side),
            pitched(pointer, device_side),
            extent,
        );
        let down = copy_3d(
            pitched(pointer, device_side),
            back.at(UNIFIED, back_side),
            extent,
        );
        let stream = raw::stream(driver);
        for copy in [&up, &down] {
            let status = run_3d(driver, copy, asynchronous.then_some(stream));
            ok(status, "3D copy");
        }
        raw::destroy_stream(driver, stream);
        let mut on_device = fill.clone();
        reference(&source, host_side, &mut on_device, device_side, extent);
        let mut expected = back_fill.clone();
        reference(&on_device, device_side, &mut expected, back_side, extent);
        assert_eq!(back.read(), expected, "asynchronous: {asynchronous}");
        let now = download(driver, pointer, fill.len());
        assert_eq!(now, on_device, "padding and other planes untouched");
    }
    ok(raw!(driver, cuMemFree_v2(pointer)), "free");
}

/// One plane: the heights may be 0 (and then Z moves nothing), as the documentation allows for
/// a depth of 1; a height that is given must still hold the rows.
#[test]
fn a_single_plane_needs_no_heights() {
    let driver = driver();
    let src = Buffer::with(driver, Kind::Device, &bytes(32 * 4, 1));
    let dst = Buffer::with(driver, Kind::Pageable, &bytes(32 * 4, 2));
    let side = Side {
        x: 1,
        y: 1,
        z: 5,
        pitch: 32,
        height: 0,
    };
    let copy = copy_3d(src.at(DEVICE, side), dst.at(HOST, side), [30, 3, 1]);
    ok(run_3d(driver, &copy, None), "heights 0 with a depth of 1");
    let mut expected = bytes(32 * 4, 2);
    reference(&bytes(32 * 4, 1), side, &mut expected, side, [30, 3, 1]);
    assert_eq!(dst.read(), expected);
    let mut two = copy;
    two.Depth = 2;
    assert_eq!(
        run_3d(driver, &two, None),
        INVALID,
        "a depth of 2 needs heights"
    );
    let mut short = copy;
    short.srcHeight = 3;
    assert_eq!(
        run_3d(driver, &short, None),
        INVALID,
        "3 rows do not hold Y 1 + 3"
    );
}

/// Each check of a 3D copy's structure refuses the copy and leaves the destination as it was.
#[test]
fn copies_3d_are_checked_as_the_driver_checks_them() {
    let driver = driver();
    let (pitch, height, depth) = (24, 3, 4);
    let len = pitch * height * depth;
    let src = Buffer::with(driver, Kind::Device, &bytes(len, 1));
    let dst = Buffer::with(driver, Kind::Managed, &bytes(len, 2));
    let side = Side {
        pitch,
        height,
        ..Side::default()
    };
    let good = copy_3d(src.at(DEVICE, side), dst.at(UNIFIED, side), [24, 3, 4]);
    ok(run_3d(driver, &good, None), "the copy the cases change");
    let change = |f: &dyn Fn(&mut CUDA_MEMCPY3D)| {
        let mut copy = good;
        f(&mut copy);
        copy
    };
    let cases: Vec<(&str, CUDA_MEMCPY3D, CUresult)> = vec![
        (
            "reserved0 set",
            change(&|c| c.reserved0 = 8 as *mut c_void),
            INVALID,
        ),
        (
            "reserved1 set",
            change(&|c| c.reserved1 = 8 as *mut c_void),
            INVALID,
        ),
        ("a source LOD", change(&|c| c.srcLOD = 1), INVALID),
        ("a destination LOD", change(&|c| c.dstLOD = 1), INVALID),
        (
            "a pitch short of the width",
            change(&|c| c.dstPitch = 23),
            INVALID,
        ),
        (
            "a pitch past MAX_PITCH",
            change(&|c| c.dstPitch = 1 << 31),
            INVALID,
        ),
        (
            "one row, its pitch past MAX_PITCH",
            change(&|c| {
                (c.Depth, c.Height) = (1, 1);
                c.dstPitch = 1 << 31;
            }),
            INVALID,
        ),
        (
            "a height short of Height + Y",
            change(&|c| c.srcY = 1),
            INVALID,
        ),
        ("a plane past the source", change(&|c| c.srcZ = 1), INVALID),
        (
            "planes past the destination",
            change(&|c| c.Depth = 5),
            INVALID,
        ),
        (
            "an array",
            change(&|c| c.dstMemoryType = cudyn::sys::CUmemorytype::CU_MEMORYTYPE_ARRAY),
            CUresult::CUDA_ERROR_NOT_SUPPORTED,
        ),
        (
            "no depth, reserved1 set",
            change(&|c| {
                c.Depth = 0;
                c.reserved1 = 8 as *mut c_void;
            }),
            INVALID,
        ),
        (
            "no depth: nothing to do",
            change(&|c| {
                c.Depth = 0;
                c.srcDevice = 0;
            }),
            CUresult::CUDA_SUCCESS,
        ),
    ];
    let stream = raw::stream(driver);
    for (case, copy, expected) in cases {
        for asynchronous in [false, true] {
            dst.write(&bytes(len, 2));
            let status = run_3d(driver, &copy, asynchronous.then_some(stream));
            assert_eq!(status, expected, "{case}, asynchronous: {asynchronous}");
            assert_eq!(dst.read(), bytes(len, 2), "{case}: untouched");
        }
    }
    assert_eq!(raw!(driver, cuMemcpy3D_v2(std::ptr::null())), INVALID);
    let status = raw!(driver, cuMemcpy3DAsync_v2(&good, 0x999 as CUstream));
    assert_eq!(status, CUresult::CUDA_ERROR_INVALID_HANDLE);
    raw::destroy_stream(driver, stream);
}

/// A fill of a 2D rectangle: (address, pitch, width, height, the stream of the asynchronous
/// form or `None` for the synchronous one).
type Fill = fn(CUdeviceptr, usize, usize, usize, Option<CUstream>) -> CUresult;

fn fill_8(
    to: CUdeviceptr,
    pitch: usize,
    width: usize,
    height: usize,
    stream: Option<CUstream>,
) -> CUresult {
    match stream {
        Some(s) => raw!(
            driver(),
            cuMemsetD2D8Async(to, pitch, 0xA1, width, height, s)
        ),
        None => raw!(driver(), cuMemsetD2D8_v2(to, pitch, 0xA1, width, height)),
    }
}

fn fill_16(
    to: CUdeviceptr,
    pitch: usize,
    width: usize,
    height: usize,
    stream: Option<CUstream>,
) -> CUresult {
    match stream {
        Some(s) => raw!(
            driver(),
            cuMemsetD2D16Async(to, pitch, 0xA1B2, width, height, s)
        ),
        None => raw!(driver(), cuMemsetD2D16_v2(to, pitch, 0xA1B2, width, height)),
    }
}

fn fill_32(
    to: CUdeviceptr,
    pitch: usize,
    width: usize,
    height: usize,
    stream: Option<CUstream>,
) -> CUresult {
    let value = 0xA1B2_C3D4;
    match stream {
        Some(s) => raw!(
            driver(),
            cuMemsetD2D32Async(to, pitch, value, width, height, s)
        ),
        None => raw!(driver(), cuMemsetD2D32_v2(to, pitch, value, width, height)),
    }
}

/// Each fill with its element size.
const FILLS: [(usize, Fill); 3] = [(1, fill_8), (2, fill_16), (4, fill_32)];

/// The bytes of one element of each fill, in memory order.
fn element(size: usize) -> Vec<u8> {
    match size {
        1 => vec![0xA1],
        2 => 0xA1B2u16.to_ne_bytes().to_vec(),
        _ => 0xA1B2_C3D4u32.to_ne_bytes().to_vec(),
    }
}

/// A rectangle inside a pitched allocation: the rows' padding and the rows around it keep
/// their bytes.
#[test]
fn fills_2d_set_a_rectangle_and_leave_the_rest() {
    let driver = driver();
    let (pointer, pitch) = alloc_pitch(driver, 300, 8, 4).unwrap();
    let before = bytes(pitch * 8, 7);
    let stream = raw::stream(driver);
    for (size, fill) in FILLS {
        for stream in [None, Some(stream)] {
            upload(driver, pointer, &before);
            // Columns 4.. of rows 2..7, 60 elements wide.
            let (x, y, width, height) = (4 * size, 2, 60, 5);
            let to = pointer + (y * pitch + x) as u64;
            ok(fill(to, pitch, width, height, stream), "fill");
            let mut expected = before.clone();
            for row in y..y + height {
                for i in 0..width {
                    let at = row * pitch + x + i * size;
                    expected[at..at + size].copy_from_slice(&element(size));
                }
            }
            let after = download(driver, pointer, pitch * 8);
            assert_eq!(after, expected, "{size}-byte fill, stream {stream:?}");
        }
    }
    raw::destroy_stream(driver, stream);
    ok(raw!(driver, cuMemFree_v2(pointer)), "free");
}

#[test]
fn fills_2d_are_checked_as_the_driver_checks_them() {
    let driver = driver();
    let buffer = Buffer::with(driver, Kind::Device, &[0u8; 64 * 4]);
    let base = buffer.address;
    let stream = raw::stream(driver);
    for (size, fill) in FILLS {
        let s = size as u64;
        for on in [None, Some(stream)] {
            let check = |to: CUdeviceptr, pitch, width, height, expected, case: &str| {
                assert_eq!(
                    fill(to, pitch, width, height, on),
                    expected,
                    "{size}-byte fill, stream {on:?}: {case}"
                );
                assert_eq!(buffer.read(), [0u8; 64 * 4], "{case}: untouched");
            };
            check(base, 64, 64 / size, 5, INVALID, "a row past the end");
            check(
                base + 4,
                64,
                64 / size,
                4,
                INVALID,
                "the last row past the end",
            );
            check(
                base,
                8,
                8 / size + 1,
                2,
                INVALID,
                "a row longer than its pitch",
            );
            check(base - s, 64, 1, 1, INVALID, "before the allocation");
            check(base, 64, 0, 4, CUresult::CUDA_SUCCESS, "no width");
            check(0, 64, 4, 0, CUresult::CUDA_SUCCESS, "no height");
            if size > 1 {
                check(base + 1, 64, 1, 1, INVALID, "an odd address");
                check(base, 63, 1, 1, INVALID, "an odd pitch");
            }
            if size == 4 {
                check(base + 2, 64, 1, 1, INVALID, "an address 2 past alignment");
                check(base, 62, 1, 1, INVALID, "a pitch of 62");
            }
        }
    }
    let status = raw!(
        driver,
        cuMemsetD2D8Async(base, 64, 1, 1, 1, 0x999 as CUstream)
    );
    assert_eq!(status, CUresult::CUDA_ERROR_INVALID_HANDLE);
    raw::destroy_stream(driver, stream);
}
