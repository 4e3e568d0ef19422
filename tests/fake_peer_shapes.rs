//! The fake driver's peer 3D copies (`cuMemcpy3DPeer`, `cuMemcpy3DPeerAsync`) through the raw
//! API: a copy between the two devices checked byte for byte against a reference computed
//! here, and each check: the contexts, each side device memory of its context's device, and
//! the geometry checks of `cuMemcpy3D`. (3D copies in one context: tests/fake_volumes.rs.)

use cudyn_test_common as common;

use common::raw::{self, Buffer, Kind, Side, bytes, driver, ok, raw, reference, upload};
use cudyn::sys::{CUDA_MEMCPY3D_PEER, CUcontext, CUdeviceptr, CUmemorytype, CUresult, CUstream};

const INVALID: CUresult = CUresult::CUDA_ERROR_INVALID_VALUE;
const WRONG_CONTEXT: CUresult = CUresult::CUDA_ERROR_INVALID_CONTEXT;
const DEVICE: CUmemorytype = CUmemorytype::CU_MEMORYTYPE_DEVICE;

/// Device `ordinal`'s primary context, retained (the fake keeps it for the process).
fn context(ordinal: i32) -> CUcontext {
    let mut context: CUcontext = std::ptr::null_mut();
    ok(
        raw!(driver(), cuDevicePrimaryCtxRetain(&mut context, ordinal)),
        "retain",
    );
    context
}

/// `data` in new device memory of `on`, allocated with that context current; device 0's is
/// current again after.
fn device_memory(on: CUcontext, data: &[u8]) -> CUdeviceptr {
    let driver = driver();
    ok(raw!(driver, cuCtxSetCurrent(on)), "bind");
    let mut address = 0;
    ok(
        raw!(driver, cuMemAlloc_v2(&mut address, data.len())),
        "alloc",
    );
    upload(driver, address, data);
    ok(raw!(driver, cuCtxSetCurrent(context(0))), "bind device 0");
    address
}

fn free(address: CUdeviceptr) {
    ok(raw!(driver(), cuMemFree_v2(address)), "free");
}

/// A peer copy of `extent` from `src` (in `from`) laid out as `s` to `dst` (in `to`) as `d`.
fn peer(
    (src, from, s): (CUdeviceptr, CUcontext, Side),
    (dst, to, d): (CUdeviceptr, CUcontext, Side),
    [width, height, depth]: [usize; 3],
) -> CUDA_MEMCPY3D_PEER {
    CUDA_MEMCPY3D_PEER {
        srcXInBytes: s.x,
        srcY: s.y,
        srcZ: s.z,
        srcMemoryType: DEVICE,
        srcDevice: src,
        srcContext: from,
        srcPitch: s.pitch,
        srcHeight: s.height,
        dstXInBytes: d.x,
        dstY: d.y,
        dstZ: d.z,
        dstMemoryType: DEVICE,
        dstDevice: dst,
        dstContext: to,
        dstPitch: d.pitch,
        dstHeight: d.height,
        WidthInBytes: width,
        Height: height,
        Depth: depth,
        ..Default::default()
    }
}

fn run(copy: &CUDA_MEMCPY3D_PEER, stream: Option<CUstream>) -> CUresult {
    match stream {
        Some(stream) => raw!(driver(), cuMemcpy3DPeerAsync(copy, stream)),
        None => raw!(driver(), cuMemcpy3DPeer(copy)),
    }
}

/// Device 0 to device 1 with offsets in every dimension, synchronous and asynchronous, from
/// either device's context being current.
#[test]
fn peer_copies_3d_honour_pitches_heights_and_depths() {
    let driver = driver();
    let (c0, c1) = (context(0), context(1));
    let (s, d) = (
        Side {
            x: 3,
            y: 1,
            z: 1,
            pitch: 40,
            height: 6,
        },
        Side {
            x: 0,
            y: 2,
            z: 0,
            pitch: 33,
            height: 7,
        },
    );
    let extent = [30, 4, 3];
    let (source, fill) = (bytes(40 * 6 * 4, 1), bytes(33 * 7 * 3, 2));
    let src = device_memory(c0, &source);
    let stream = raw::stream(driver);
    for current in [c0, c1] {
        for asynchronous in [false, true] {
            let dst = device_memory(c1, &fill);
            ok(raw!(driver, cuCtxSetCurrent(current)), "bind");
            let copy = peer((src, c0, s), (dst, c1, d), extent);
            // The stream was made in device 0's context; a synchronous copy runs in either.
            let on = (asynchronous && current == c0).then_some(stream);
            ok(run(&copy, on), "peer copy");
            ok(raw!(driver, cuCtxSetCurrent(c1)), "bind device 1");
            let mut got = vec![0u8; fill.len()];
            let status = raw!(
                driver,
                cuMemcpyDtoH_v2(got.as_mut_ptr().cast(), dst, got.len())
            );
            ok(status, "download");
            let mut want = fill.clone();
            reference(&source, s, &mut want, d, extent);
            assert_eq!(got, want, "asynchronous: {asynchronous}");
            free(dst);
            ok(raw!(driver, cuCtxSetCurrent(c0)), "bind device 0");
        }
    }
    raw::destroy_stream(driver, stream);
    free(src);
}

/// Each check refuses the copy and leaves the destination as it was.
#[test]
fn peer_copies_3d_are_checked_as_the_driver_checks_them() {
    let driver = driver();
    let (c0, c1) = (context(0), context(1));
    let side = Side {
        pitch: 16,
        height: 4,
        ..Side::default()
    };
    let len = 16 * 4 * 2;
    let (src, dst) = (
        device_memory(c0, &bytes(len, 1)),
        device_memory(c1, &bytes(len, 2)),
    );
    let on_device_0 = device_memory(c0, &bytes(len, 3));
    let pinned = Buffer::with(driver, Kind::Pinned, &bytes(len, 4));
    let good = peer((src, c0, side), (dst, c1, side), [16, 4, 2]);
    ok(run(&good, None), "the copy the cases change");
    let change = |f: &dyn Fn(&mut CUDA_MEMCPY3D_PEER)| {
        let mut copy = good;
        f(&mut copy);
        copy
    };
    let cases: Vec<(&str, CUDA_MEMCPY3D_PEER, CUresult)> = vec![
        (
            "no source context",
            change(&|c| c.srcContext = std::ptr::null_mut()),
            WRONG_CONTEXT,
        ),
        (
            "a destination context that is none",
            change(&|c| c.dstContext = 0x10 as CUcontext),
            WRONG_CONTEXT,
        ),
        (
            "the contexts swapped",
            change(&|c| (c.srcContext, c.dstContext) = (c1, c0)),
            WRONG_CONTEXT,
        ),
        (
            "the destination in the source's device",
            change(&|c| c.dstDevice = on_device_0),
            WRONG_CONTEXT,
        ),
        (
            "host memory named as host memory",
            change(&|c| {
                c.srcMemoryType = CUmemorytype::CU_MEMORYTYPE_HOST;
                c.srcHost = pinned.address as *const _;
            }),
            INVALID,
        ),
        (
            "pinned memory named as device memory",
            change(&|c| c.srcDevice = pinned.address),
            INVALID,
        ),
        ("a source LOD", change(&|c| c.srcLOD = 1), INVALID),
        ("a destination LOD", change(&|c| c.dstLOD = 1), INVALID),
        (
            "a pitch short of the width",
            change(&|c| c.dstPitch = 15),
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
            change(&|c| c.Depth = 3),
            INVALID,
        ),
        (
            "an array",
            change(&|c| c.dstMemoryType = CUmemorytype::CU_MEMORYTYPE_ARRAY),
            CUresult::CUDA_ERROR_NOT_SUPPORTED,
        ),
        (
            "no depth: nothing to do",
            change(&|c| {
                c.Depth = 0;
                c.srcDevice = 0;
            }),
            CUresult::CUDA_SUCCESS,
        ),
        (
            "no depth, no context",
            change(&|c| {
                c.Depth = 0;
                c.dstContext = std::ptr::null_mut();
            }),
            WRONG_CONTEXT,
        ),
    ];
    let stream = raw::stream(driver);
    let before = bytes(len, 9);
    for (case, copy, expected) in cases {
        for asynchronous in [false, true] {
            ok(raw!(driver, cuCtxSetCurrent(c1)), "bind device 1");
            upload(driver, dst, &before);
            ok(raw!(driver, cuCtxSetCurrent(c0)), "bind device 0");
            let status = run(&copy, asynchronous.then_some(stream));
            assert_eq!(status, expected, "{case}, asynchronous: {asynchronous}");
            ok(raw!(driver, cuCtxSetCurrent(c1)), "bind device 1");
            let mut got = vec![0u8; len];
            ok(
                raw!(driver, cuMemcpyDtoH_v2(got.as_mut_ptr().cast(), dst, len)),
                "download",
            );
            assert_eq!(got, before, "{case}: untouched");
            ok(raw!(driver, cuCtxSetCurrent(c0)), "bind device 0");
        }
    }
    assert_eq!(raw!(driver, cuMemcpy3DPeer(std::ptr::null())), INVALID);
    let status = raw!(driver, cuMemcpy3DPeerAsync(&good, 0x999 as CUstream));
    assert_eq!(status, CUresult::CUDA_ERROR_INVALID_HANDLE);
    raw::destroy_stream(driver, stream);
    for address in [src, dst, on_device_0] {
        free(address);
    }
}
