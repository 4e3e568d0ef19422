//! Rectangles and volumes between the fake's two devices' device memory: peer copies
//! (`cuMemcpy3DPeerAsync`, naming both contexts), synchronous and in a scope on either
//! device's stream, checked byte for byte against a reference computed here.

use cudyn_test_common as common;

use common::{NoLeaks, device, pattern};
use cudyn::{Device, DeviceBuffer, Error, Stream, View, ViewMut};
use cudyn_fake_driver as fake;

/// A shape: depth, rows, row length; each side's (row stride, slice stride).
type Shape = (usize, usize, usize, (usize, usize), (usize, usize));

const SHAPES: [(&str, Shape); 4] = [
    ("a rectangle", (1, 5, 6, (8, 40), (7, 35))),
    (
        "a volume, slices whole pitches apart",
        (3, 3, 4, (5, 20), (6, 24)),
    ),
    ("a volume, one call per slice", (3, 3, 4, (5, 17), (6, 19))),
    ("a volume into packed memory", (2, 3, 4, (5, 16), (4, 12))),
];

fn len((depth, rows, row_len, ..): Shape, (row_stride, slice_stride): (usize, usize)) -> usize {
    (depth - 1) * slice_stride + (rows - 1) * row_stride + row_len
}

/// `dst` with the volume of `src` copied in.
fn expected(shape: Shape, src: &[u32], dst: &[u32]) -> Vec<u32> {
    let (depth, rows, row_len, (sr, ss), (dr, ds)) = shape;
    let mut out = dst.to_vec();
    for k in 0..depth {
        for r in 0..rows {
            for c in 0..row_len {
                out[k * ds + r * dr + c] = src[k * ss + r * sr + c];
            }
        }
    }
    out
}

fn shaped(view: View<'_, u32>, shape: Shape) -> View<'_, u32> {
    let (depth, rows, row_len, (row_stride, slice_stride), _) = shape;
    view.volume(depth, rows, row_len, row_stride, slice_stride)
        .unwrap()
}

fn shaped_mut(view: ViewMut<'_, u32>, shape: Shape) -> ViewMut<'_, u32> {
    let (depth, rows, row_len, _, (row_stride, slice_stride)) = shape;
    view.volume(depth, rows, row_len, row_stride, slice_stride)
        .unwrap()
}

/// Every shape both ways between the devices: synchronous, and in a scope on a stream of the
/// source's device and of the destination's.
#[test]
fn rows_copy_between_two_devices_device_memory() {
    let _leaks = NoLeaks::new();
    let devices = [device(), Device::get(1).unwrap()];
    let streams = [
        Stream::new(&devices[0]).unwrap(),
        Stream::new(&devices[1]).unwrap(),
    ];
    for (name, shape) in SHAPES {
        for (from, to) in [(0, 1), (1, 0)] {
            for way in ["synchronous", "source's stream", "destination's stream"] {
                let (_, _, _, s, d) = shape;
                let (src_data, dst_data) = (pattern(len(shape, s), 1), pattern(len(shape, d), 2));
                let src = DeviceBuffer::from_slice(&devices[from], &src_data).unwrap();
                let mut dst = DeviceBuffer::from_slice(&devices[to], &dst_data).unwrap();
                let (sv, dv) = (shaped(src.view(), shape), shaped_mut(dst.view_mut(), shape));
                let calls = fake::calls_of("cuMemcpy3DPeerAsync");
                match way {
                    "synchronous" => cudyn::copy(sv, dv).unwrap(),
                    "source's stream" => streams[from].scope(|s| s.copy(sv, dv)).unwrap(),
                    _ => streams[to].scope(|s| s.copy(sv, dv)).unwrap(),
                }
                assert!(
                    fake::calls_of("cuMemcpy3DPeerAsync") > calls,
                    "{name}: a peer copy"
                );
                let want = expected(shape, &src_data, &dst_data);
                assert_eq!(dst.to_vec().unwrap(), want, "{name}: {from} -> {to}, {way}");
            }
        }
    }
}

/// A scope's stream works on its own device's memory: rows of the other device's memory on
/// both sides are refused, as contiguous memory is.
#[test]
fn a_scope_refuses_rows_of_another_devices_memory_on_both_sides() {
    let _leaks = NoLeaks::new();
    let (d0, d1) = (device(), Device::get(1).unwrap());
    let data = pattern(20, 3);
    let src = DeviceBuffer::from_slice(&d1, &data).unwrap();
    let mut dst = DeviceBuffer::<u32>::zeroed(&d1, 20).unwrap();
    let stream = Stream::new(&d0).unwrap();
    let refused =
        stream.scope(|s| s.copy(src.view().rect(4, 3, 5)?, dst.view_mut().rect(4, 3, 5)?));
    assert!(matches!(
        refused,
        Err(Error::WrongDevice {
            expected: 0,
            found: 1,
            ..
        })
    ));
    assert_eq!(dst.to_vec().unwrap(), [0; 20]);
}

/// An injected failure of the peer copy is its error, and nothing leaks.
#[test]
fn an_injected_failure_of_a_peer_copy_is_its_error() {
    let _leaks = NoLeaks::new();
    let (d0, d1) = (device(), Device::get(1).unwrap());
    let data = pattern(20, 4);
    let src = DeviceBuffer::from_slice(&d1, &data).unwrap();
    let mut dst = DeviceBuffer::<u32>::zeroed(&d0, 20).unwrap();
    fake::fail_function("cuMemcpy3DPeerAsync", 700);
    let result = cudyn::copy(
        src.view().rect(4, 3, 5).unwrap(),
        dst.view_mut().rect(4, 3, 5).unwrap(),
    );
    fake::clear_failures();
    assert!(matches!(result, Err(Error::Driver(e)) if e.call() == "cuMemcpy3DPeerAsync"));
}
