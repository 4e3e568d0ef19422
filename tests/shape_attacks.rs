//! Attacks on rectangles and volumes (View::rect/sub_rect/row/volume/sub_volume/plane, the Held
//! forms, PitchedBuffer::volume), their copies (staging ring, peers) and the exact overlap
//! checks, through safe code only, on the fake driver. Run with `--test-threads=1`.
use cudyn_test_common as common;

use common::NoLeaks;
use cudyn::bytemuck::Pod;
use cudyn::{Device, DeviceBuffer, Error, Held, PinnedBuffer, Scope, Stream, View, ViewMut};
use cudyn_fake_driver as fake;

fn turn() -> std::sync::MutexGuard<'static, ()> {
    static ONE: std::sync::Mutex<()> = std::sync::Mutex::new(());
    ONE.lock().unwrap_or_else(|e| e.into_inner())
}

fn load() {
    drop(common::device());
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }
}

// ---------------------------------------------------------------------------------------------
// 1. Exact overlap checks against brute force, through held volumes (both sides of a batch or a
//    copy cut from one held allocation), with the data checked afterwards.
// ---------------------------------------------------------------------------------------------

/// The base: `depth` slices of `rows` rows of `len` elements, `stride` and `slice` apart.
#[derive(Clone, Copy, Debug)]
struct Base {
    depth: usize,
    rows: usize,
    len: usize,
    stride: usize,
    slice: usize,
}

impl Base {
    fn elements(&self) -> usize {
        (self.depth - 1) * self.slice + (self.rows - 1) * self.stride + self.len
    }
    fn packed(&self) -> bool {
        self.stride == self.len && self.slice == self.rows * self.len
    }
}

#[derive(Clone, Copy, Debug)]
enum Side {
    Block { k0: usize, r0: usize, c0: usize },
    Flat { at: usize },
}

#[derive(Clone, Copy, Debug)]
struct Pair {
    shape: (usize, usize, usize),
    src: Side,
    dst: Side,
}

fn indices(base: &Base, side: Side, (d, r, c): (usize, usize, usize)) -> Vec<usize> {
    match side {
        Side::Flat { at } => (at..at + d * r * c).collect(),
        Side::Block { k0, r0, c0 } => {
            let mut v = Vec::new();
            for z in 0..d {
                for y in 0..r {
                    for x in 0..c {
                        v.push((k0 + z) * base.slice + (r0 + y) * base.stride + c0 + x);
                    }
                }
            }
            v
        }
    }
}

fn side(rng: &mut Rng, base: &Base, (d, r, c): (usize, usize, usize)) -> Side {
    let flat_ok = base.packed() && d * r * c <= base.elements();
    if flat_ok && rng.below(3) == 0 {
        Side::Flat {
            at: rng.below(base.elements() - d * r * c + 1),
        }
    } else {
        Side::Block {
            k0: rng.below(base.depth - d + 1),
            r0: rng.below(base.rows - r + 1),
            c0: rng.below(base.len - c + 1),
        }
    }
}

fn cut<'s, T: Pod>(
    held: Held<'s, T>,
    side: Side,
    (d, r, c): (usize, usize, usize),
) -> cudyn::Result<Held<'s, T>> {
    match side {
        Side::Flat { at } => held.slice(at..at + d * r * c),
        Side::Block { k0, r0, c0 } => held.sub_volume(k0..k0 + d, r0..r0 + r, c0..c0 + c),
    }
}

fn disjoint(a: &[usize], b: &[usize]) -> bool {
    let set: std::collections::HashSet<usize> = a.iter().copied().collect();
    b.iter().all(|i| !set.contains(i))
}

/// One round: `pairs` as one batch (or one copy) in a scope over `memory` held as `base`.
/// Returns what was expected and what happened.
fn round<T: Pod + PartialEq + std::fmt::Debug>(
    stream: &Stream,
    memory: ViewMut<'_, T>,
    base: Base,
    pairs: &[Pair],
    single: bool,
) -> Result<(), String> {
    let before: Vec<T> = memory.to_vec().map_err(|e| e.to_string())?;
    let idx: Vec<(Vec<usize>, Vec<usize>)> = pairs
        .iter()
        .map(|p| {
            (
                indices(&base, p.src, p.shape),
                indices(&base, p.dst, p.shape),
            )
        })
        .collect();
    let mut overlap = false;
    for (i, (_, di)) in idx.iter().enumerate() {
        for (j, (sj, dj)) in idx.iter().enumerate() {
            if !disjoint(di, sj) || (i != j && !disjoint(di, dj)) {
                overlap = true;
            }
        }
    }
    let mut got: Option<cudyn::Result<()>> = None;
    let mut after = before.clone();
    {
        let mut memory = memory;
        let v = memory
            .reborrow()
            .volume(base.depth, base.rows, base.len, base.stride, base.slice)
            .map_err(|e| e.to_string())?;
        stream
            .scope(|s: &Scope<'_, '_>| {
                let held = s.hold(v);
                let mut list = Vec::new();
                for p in pairs {
                    list.push((cut(held, p.src, p.shape)?, cut(held, p.dst, p.shape)?));
                }
                got = Some(if single {
                    s.copy(list[0].0, list[0].1)
                } else {
                    s.copy_batch(list)
                });
                Ok(())
            })
            .map_err(|e| e.to_string())?;
        let now = memory.to_vec().map_err(|e| e.to_string())?;
        after.copy_from_slice(&now);
    }
    let got = got.unwrap();
    match (&got, overlap) {
        (Err(Error::OverlappingBatch { .. }), true) if !single => Ok(()),
        (Err(Error::OverlappingCopy { .. }), true) if single => Ok(()),
        (Ok(()), false) => {
            let mut want = before.clone();
            for (si, di) in &idx {
                for (s, d) in si.iter().zip(di) {
                    want[*d] = before[*s];
                }
            }
            if want == after {
                Ok(())
            } else {
                let bad: Vec<usize> = (0..want.len()).filter(|&i| want[i] != after[i]).collect();
                Err(format!("wrong data at {:?}", &bad[..bad.len().min(10)]))
            }
        }
        (got, overlap) => Err(format!("overlap expected {overlap}, got {got:?}")),
    }
}

fn fuzz<T: Pod + PartialEq + std::fmt::Debug>(
    seed: u64,
    rounds: usize,
    kind: usize,
    make: fn(usize) -> T,
) {
    let device = Device::get(0).unwrap();
    let stream = Stream::new(&device).unwrap();
    let mut rng = Rng(seed);
    let mut failures = Vec::new();
    for round_no in 0..rounds {
        let depth = rng.range(1, 4);
        let rows = rng.range(1, 5);
        let len = rng.range(1, 7);
        let packed = rng.below(2) == 0;
        let stride = if packed { len } else { len + rng.range(0, 3) };
        let slice = if packed {
            rows * stride
        } else {
            rows * stride + rng.range(0, 4)
        };
        let base = Base {
            depth,
            rows,
            len,
            stride,
            slice,
        };
        let n = base.elements();
        let single = rng.below(3) == 0;
        let count = if single { 1 } else { rng.range(1, 4) };
        let pairs: Vec<Pair> = (0..count)
            .map(|_| {
                let shape = (rng.range(1, depth), rng.range(1, rows), rng.range(1, len));
                Pair {
                    shape,
                    src: side(&mut rng, &base, shape),
                    dst: side(&mut rng, &base, shape),
                }
            })
            .collect();
        let init: Vec<T> = (0..n).map(|i| make(i + round_no * 1000)).collect();
        let outcome = match kind {
            0 => {
                let mut m = DeviceBuffer::from_slice(&device, &init).unwrap();
                round(&stream, m.view_mut(), base, &pairs, single)
            }
            1 => {
                let mut m = PinnedBuffer::from_slice(&device, &init, Default::default()).unwrap();
                round(&stream, m.view_mut(), base, &pairs, single)
            }
            _ => {
                let mut m = init.clone();
                round(&stream, ViewMut::from(&mut m[..]), base, &pairs, single)
            }
        };
        if let Err(e) = outcome {
            failures.push(format!(
                "round {round_no} kind {kind} {base:?} single {single} {pairs:?}: {e}"
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures[..failures.len().min(15)].join("\n")
    );
}

#[test]
fn overlaps_and_data_of_held_volumes_against_brute_force_u8() {
    let _t = turn();
    load();
    for kind in 0..3 {
        fuzz::<u8>(0x1234_5678 + kind as u64, 600, kind, |i| {
            (i * 37 + 11) as u8
        });
    }
}

#[test]
fn overlaps_and_data_of_held_volumes_against_brute_force_u64_and_odd() {
    let _t = turn();
    load();
    for kind in 0..3 {
        fuzz::<u64>(0xdead_beef + kind as u64, 400, kind, |i| {
            (i as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
        });
        fuzz::<[u8; 3]>(0xfeed + kind as u64, 400, kind, |i| {
            [i as u8, (i >> 8) as u8, 7]
        });
    }
}

// ---------------------------------------------------------------------------------------------
// 2. Rows through the staging ring (pageable, >= 4 MiB): awkward widths and boundaries, volumes.
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Copy, Debug)]
struct Layout {
    depth: usize,
    rows: usize,
    width: usize,
    pitch: usize,
    slice: usize,
}

impl Layout {
    fn flat(depth: usize, rows: usize, width: usize) -> Layout {
        Layout {
            depth,
            rows,
            width,
            pitch: width,
            slice: rows * width,
        }
    }
    fn extent(&self) -> usize {
        (self.depth - 1) * self.slice + (self.rows - 1) * self.pitch + self.width
    }
    /// Where each row starts, slice after slice. (Rows, not bytes: iterating megabytes a byte
    /// at a time through nested adapters took most of this binary's 6.6 s in a debug build.)
    fn row_starts(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.depth)
            .flat_map(move |z| (0..self.rows).map(move |y| z * self.slice + y * self.pitch))
    }
    /// The bytes of this layout in `buf`, placed at `base`, row after row.
    fn gather(&self, buf: &[u8], base: usize) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.depth * self.rows * self.width);
        for start in self.row_starts() {
            out.extend_from_slice(&buf[base + start..][..self.width]);
        }
        out
    }
    /// Whether a byte of `buf` outside this layout (placed at `base`) is not zero.
    fn gap_written(&self, buf: &[u8], base: usize) -> bool {
        let mut inside = vec![false; buf.len()];
        for start in self.row_starts() {
            inside[base + start..][..self.width].fill(true);
        }
        inside
            .iter()
            .zip(buf)
            .any(|(&inside, &b)| !inside && b != 0)
    }
    fn view<'a>(&self, v: View<'a, u8>) -> View<'a, u8> {
        v.volume(self.depth, self.rows, self.width, self.pitch, self.slice)
            .unwrap()
    }
    fn view_mut<'a>(&self, v: ViewMut<'a, u8>) -> ViewMut<'a, u8> {
        v.volume(self.depth, self.rows, self.width, self.pitch, self.slice)
            .unwrap()
    }
}

fn staged_calls() -> u64 {
    [
        "cuMemcpyHtoDAsync_v2",
        "cuMemcpyDtoHAsync_v2",
        "cuStreamWriteValue32_v2",
    ]
    .map(fake::calls_of)
    .iter()
    .sum()
}

fn staged_case(
    device: &Device,
    stream: &Stream,
    host: Layout,
    dev: Layout,
    what: &str,
) -> Vec<String> {
    let mut problems = Vec::new();
    let hn = host.extent() + 3;
    let dn = dev.extent() + 5;
    let payload = host.depth * host.rows * host.width;
    assert_eq!(payload, dev.depth * dev.rows * dev.width);
    for scoped in [false, true] {
        let src: Vec<u8> = (0..hn).map(|i| (i * 7 + 1 + i / 251) as u8).collect();
        let mut on_device = DeviceBuffer::<u8>::zeroed(device, dn).unwrap();
        let before = staged_calls();
        {
            let s = host.view(View::from(&src[3..]));
            let d = dev.view_mut(on_device.view_mut().slice(5..).unwrap());
            let r = if scoped {
                stream.scope(|sc| sc.copy(s, d))
            } else {
                cudyn::copy(s, d)
            };
            if let Err(e) = r {
                problems.push(format!("{what} scoped {scoped}: up failed {e:?}"));
                continue;
            }
        }
        let staged_up = staged_calls() - before;
        let now = on_device.to_vec().unwrap();
        let want = host.gather(&src, 3);
        let got = dev.gather(&now, 5);
        if got != want {
            let first = (0..want.len()).find(|&i| want[i] != got[i]).unwrap();
            problems.push(format!(
                "{what} scoped {scoped}: up wrong from byte {first}"
            ));
        }
        // Gaps on the device untouched.
        if dev.gap_written(&now, 5) {
            problems.push(format!("{what} scoped {scoped}: device gap written"));
        }
        // Down into fresh host memory of the host layout.
        let mut back = vec![0u8; hn];
        let before = staged_calls();
        {
            let s = dev.view(on_device.view().slice(5..).unwrap());
            let d = host.view_mut(ViewMut::from(&mut back[3..]));
            let r = if scoped {
                stream.scope(|sc| sc.copy(s, d))
            } else {
                cudyn::copy(s, d)
            };
            if let Err(e) = r {
                problems.push(format!("{what} scoped {scoped}: down failed {e:?}"));
                continue;
            }
        }
        let staged_down = staged_calls() - before;
        let got = host.gather(&back, 3);
        if got != want {
            let first = (0..want.len()).find(|&i| want[i] != got[i]).unwrap();
            problems.push(format!(
                "{what} scoped {scoped}: down wrong from byte {first}"
            ));
        }
        if host.gap_written(&back, 3) {
            problems.push(format!("{what} scoped {scoped}: host gap written"));
        }
        eprintln!("{what} scoped {scoped}: staged calls up {staged_up} down {staged_down}");
    }
    problems
}

#[test]
fn rows_through_the_staging_ring_at_awkward_shapes() {
    let _t = turn();
    load();
    let device = Device::get(0).unwrap();
    let stream = Stream::new(&device).unwrap();
    cudyn::set_staging_threads(4);
    // Rows narrower than 512 bytes take the driver's path: a few of them check it.
    let narrow = 1 << 16;
    let mut problems = Vec::new();
    let cases: Vec<(&str, Layout, Layout)> = vec![
        // width 1 on the device, host contiguous: 4 MiB + 3 rows of 1 byte
        (
            "dev width 1",
            Layout::flat(1, 1, narrow + 3),
            Layout {
                depth: 1,
                rows: narrow + 3,
                width: 1,
                pitch: 2,
                slice: 2 * (narrow + 3),
            },
        ),
        // width 1 on the host
        (
            "host width 1",
            Layout {
                depth: 1,
                rows: narrow + 1,
                width: 1,
                pitch: 3,
                slice: 3 * (narrow + 1),
            },
            Layout::flat(1, 1, narrow + 1),
        ),
        // width == pitch - 1 on both sides, differing pitches
        (
            "pitch-1",
            Layout {
                depth: 1,
                rows: 1100,
                width: 4095,
                pitch: 4096,
                slice: 1100 * 4096,
            },
            Layout {
                depth: 1,
                rows: 1100,
                width: 4095,
                pitch: 4097,
                slice: 1100 * 4097,
            },
        ),
        // rows that end exactly at chunk boundaries (64 KiB rows)
        (
            "64k rows",
            Layout {
                depth: 1,
                rows: 70,
                width: 65536,
                pitch: 65536 + 512,
                slice: 70 * (65536 + 512),
            },
            Layout::flat(1, 1, 70 * 65536),
        ),
        (
            "64k+1 rows",
            Layout::flat(1, 1, 70 * 65537),
            Layout {
                depth: 1,
                rows: 70,
                width: 65537,
                pitch: 65537 * 2,
                slice: 140 * 65537,
            },
        ),
        // volumes whose slices follow each other: staged as rows
        (
            "volume packed slices",
            Layout {
                depth: 3,
                rows: 700,
                width: 2001,
                pitch: 2003,
                slice: 700 * 2003,
            },
            Layout {
                depth: 3,
                rows: 700,
                width: 2001,
                pitch: 2048,
                slice: 700 * 2048,
            },
        ),
        // a volume with one row per slice and slice == pitch
        (
            "one row per slice",
            Layout {
                depth: 2100,
                rows: 1,
                width: 2001,
                pitch: 2100,
                slice: 2100,
            },
            Layout::flat(1, 1, 2100 * 2001),
        ),
        // a volume with gaps between slices (driver path) against host rows (staged side)
        (
            "slice gaps",
            Layout {
                depth: 3,
                rows: 700,
                width: 2001,
                pitch: 2003,
                slice: 700 * 2003,
            },
            Layout {
                depth: 3,
                rows: 700,
                width: 2001,
                pitch: 2001,
                slice: 700 * 2001 + 17,
            },
        ),
        // a chunk boundary one byte into a row, and one byte before its end
        (
            "boundary +1",
            Layout {
                depth: 1,
                rows: 3,
                width: (2 << 20) - 1,
                pitch: 2 << 20,
                slice: 6 << 20,
            },
            Layout::flat(1, 1, 3 * ((2 << 20) - 1)),
        ),
        (
            "boundary -1",
            Layout::flat(1, 1, 5 * ((1 << 20) + 1)),
            Layout {
                depth: 1,
                rows: 5,
                width: (1 << 20) + 1,
                pitch: (1 << 20) + 3,
                slice: 5 * ((1 << 20) + 3),
            },
        ),
    ];
    for (what, h, d) in cases {
        problems.extend(staged_case(&device, &stream, h, d, what));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

// ---------------------------------------------------------------------------------------------
// 3. A sub-volume with one row per slice is copied with its slice stride as the pitch: a smaller
//    view fails where the whole volume it was cut from copies (the driver's pitch limit).
// ---------------------------------------------------------------------------------------------

#[test]
fn one_row_per_slice_takes_the_slice_stride_as_its_pitch() {
    let _t = turn();
    let _l = NoLeaks::new();
    load();
    {
        let device = Device::get(0).unwrap();
        // depth 4, 2 rows of 100 bytes, rows 300 apart, slices 1100 apart (no whole number of
        // rows): every pitch the copy needs is at most 300, except the slice stride.
        let src: Vec<u8> = (0..3 * 1100 + 400).map(|i| i as u8).collect();
        let on_device = DeviceBuffer::from_slice(&device, &src).unwrap();
        let mut whole = DeviceBuffer::<u8>::zeroed(&device, 800).unwrap();
        let mut rows0 = DeviceBuffer::<u8>::zeroed(&device, 400).unwrap();
        fake::override_attribute(11 /* MAX_PITCH */, 1024);
        let vol = on_device.view().volume(4, 2, 100, 300, 1100).unwrap();
        let a = cudyn::copy(vol, &mut whole);
        let b = cudyn::copy(vol.sub_volume(.., 0..1, ..).unwrap(), &mut rows0);
        fake::clear_attribute_override();
        assert!(a.is_ok(), "whole volume: {a:?}");
        assert!(b.is_ok(), "its first rows (pitches of 300 would do): {b:?}");
    }
}

// ---------------------------------------------------------------------------------------------
// 4. Pitched volumes of odd element sizes, and shapes that overflow.
// ---------------------------------------------------------------------------------------------

#[test]
fn pitched_volumes_of_odd_elements_and_overflowing_shapes() {
    let _t = turn();
    let _l = NoLeaks::new();
    load();
    {
        let device = Device::get(0).unwrap();
        let (d, r, l) = (3, 5, 77);
        let grid: Vec<[u8; 12]> = (0..d * r * l).map(|i| [i as u8; 12]).collect();
        let mut p = cudyn::PitchedBuffer::<[u8; 12]>::volume(&device, d, r, l).unwrap();
        assert!(p.row_stride() >= l);
        cudyn::copy(&grid, p.view_mut()).unwrap();
        let mut back = vec![[0u8; 12]; d * r * l];
        cudyn::copy(p.view(), &mut back).unwrap();
        assert_eq!(back, grid);
        let plane = p.view().plane(2).unwrap().to_vec().unwrap();
        assert_eq!(plane[..], grid[2 * r * l..]);
        let sub = p
            .view()
            .sub_volume(1..3, 1..4, 10..20)
            .unwrap()
            .to_vec()
            .unwrap();
        let want: Vec<[u8; 12]> = (1..3)
            .flat_map(|z| (1..4).flat_map(move |y| (10..20).map(move |x| (z, y, x))))
            .map(|(z, y, x)| grid[z * r * l + y * l + x])
            .collect();
        assert_eq!(sub, want);
        // Overflows and zeros.
        assert!(matches!(
            cudyn::PitchedBuffer::<u64>::volume(&device, usize::MAX, 2, 1),
            Err(Error::SizeOverflow { .. })
        ));
        assert!(matches!(
            cudyn::PitchedBuffer::<u64>::volume(&device, 1, 2, usize::MAX / 4),
            Err(Error::SizeOverflow { .. })
        ));
        assert!(matches!(
            cudyn::PitchedBuffer::<u64>::volume(&device, 0, 2, 1),
            Err(Error::ZeroLength { .. })
        ));
        let v = vec![0u8; 100];
        assert!(matches!(
            View::from(&v).volume(usize::MAX, 2, 1, 1, usize::MAX),
            Err(Error::SizeOverflow { .. }) | Err(Error::OutOfRange { .. })
        ));
        assert!(matches!(
            View::from(&v).volume(2, usize::MAX, 1, 2, 1),
            Err(Error::SizeOverflow { .. }) | Err(Error::SliceStride { .. })
        ));
        assert!(matches!(
            View::from(&v).rect(usize::MAX, 1, usize::MAX),
            Err(Error::SizeOverflow { .. })
        ));
        // zero depth / rows: empty views
        assert_eq!(View::from(&v).volume(0, 3, 3, 3, 9).unwrap().len(), 0);
        assert_eq!(View::from(&v).rect(0, 3, 3).unwrap().len(), 0);
        assert_eq!(View::from(&v).volume(3, 0, 3, 3, 0).unwrap().len(), 0);
        // sub ranges out of bounds
        let vol = View::from(&v).volume(2, 3, 4, 5, 20).unwrap();
        assert!(vol.sub_volume(1..3, .., ..).is_err());
        assert!(vol.sub_volume(.., 2..=3, ..).is_err());
        assert!(vol.sub_volume(.., .., ..=usize::MAX).is_err());
        assert!(vol.row(3).is_err());
        assert!(vol.plane(2).is_err());
        // an empty sub-volume of a volume
        assert_eq!(vol.sub_volume(1..1, .., ..).unwrap().len(), 0);
        assert_eq!(vol.sub_volume(.., 1..1, 2..3).unwrap().len(), 0);
    }
}

// ---------------------------------------------------------------------------------------------
// 5. Fills of volumes of every layout leave gaps alone.
// ---------------------------------------------------------------------------------------------

#[test]
fn fills_of_volumes_and_their_parts() {
    let _t = turn();
    let _l = NoLeaks::new();
    load();
    {
        let device = Device::get(0).unwrap();
        let stream = Stream::new(&device).unwrap();
        let mut rng = Rng(77);
        let mut problems = Vec::new();
        for round_no in 0..300 {
            let depth = rng.range(1, 4);
            let rows = rng.range(1, 4);
            let len = rng.range(1, 5);
            let stride = len + rng.range(0, 2);
            let slice = rows * stride + rng.range(0, 3);
            let n = (depth - 1) * slice + (rows - 1) * stride + len;
            let shape = (rng.range(1, depth), rng.range(1, rows), rng.range(1, len));
            let (k0, r0, c0) = (
                rng.below(depth - shape.0 + 1),
                rng.below(rows - shape.1 + 1),
                rng.below(len - shape.2 + 1),
            );
            let kind = rng.below(3);
            let scoped = rng.below(2) == 0;
            let mut want = vec![0u32; n];
            for z in 0..shape.0 {
                for y in 0..shape.1 {
                    for x in 0..shape.2 {
                        want[(k0 + z) * slice + (r0 + y) * stride + c0 + x] = 0xabcd;
                    }
                }
            }
            let fill = |v: ViewMut<'_, u32>| -> cudyn::Result<()> {
                let mut part = v.volume(depth, rows, len, stride, slice)?.sub_volume(
                    k0..k0 + shape.0,
                    r0..r0 + shape.1,
                    c0..c0 + shape.2,
                )?;
                if scoped {
                    stream.scope(|s| s.fill_u32(part, 0xabcd))
                } else {
                    part.fill_u32(0xabcd)
                }
            };
            let got = match kind {
                0 => {
                    let mut m = DeviceBuffer::<u32>::zeroed(&device, n).unwrap();
                    fill(m.view_mut()).map(|()| m.to_vec().unwrap())
                }
                1 => {
                    let mut m =
                        PinnedBuffer::<u32>::zeroed(&device, n, Default::default()).unwrap();
                    fill(m.view_mut()).map(|()| m.to_vec().unwrap())
                }
                _ => {
                    let mut m = vec![0u32; n];
                    fill(ViewMut::from(&mut m[..])).map(|()| m)
                }
            };
            match got {
                Ok(got) if got == want => {}
                // pageable memory in a scope: the driver cannot set it
                Err(Error::WrongMemoryKind { .. }) if kind == 2 && scoped => {}
                other => problems.push(format!(
                    "round {round_no} kind {kind} scoped {scoped} ({depth},{rows},{len},{stride},{slice}) {shape:?} at ({k0},{r0},{c0}): {other:?}"
                )),
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }
}

// ---------------------------------------------------------------------------------------------
// 6. Peer copies of volumes between two devices, in both devices' scopes, with held memory.
// ---------------------------------------------------------------------------------------------

#[test]
fn peer_volumes_both_ways_in_both_scopes() {
    let _t = turn();
    let _l = NoLeaks::new();
    load();
    {
        let d0 = Device::get(0).unwrap();
        let d1 = Device::get(1).unwrap();
        let (s0, s1) = (Stream::new(&d0).unwrap(), Stream::new(&d1).unwrap());
        let src: Vec<u32> = (0..3 * 40 + 2 * 8 + 5).collect();
        let a = DeviceBuffer::from_slice(&d1, &src).unwrap();
        let mut b = DeviceBuffer::<u32>::zeroed(&d0, 400).unwrap();
        fn shape(v: View<'_, u32>) -> View<'_, u32> {
            v.volume(3, 3, 5, 8, 40).unwrap()
        }
        let want: Vec<u32> = (0..3)
            .flat_map(|z| (0..3).flat_map(move |y| (0..5).map(move |x| z * 40 + y * 8 + x)))
            .map(|i| src[i])
            .collect();
        // synchronous: volume of device 1 into a volume of device 0 with other strides
        cudyn::copy(
            shape(a.view()),
            b.view_mut().volume(3, 3, 5, 7, 33).unwrap(),
        )
        .unwrap();
        let got: Vec<u32> = b.view().volume(3, 3, 5, 7, 33).unwrap().to_vec().unwrap();
        assert_eq!(got, want);
        for (which, stream) in [(0, &s0), (1, &s1)] {
            b.copy_from(&vec![0u32; 400]).unwrap();
            let mut tmp = vec![0u32; 15];
            stream
                .scope(|s| {
                    let held = s.hold(b.view_mut().volume(3, 3, 5, 6, 30)?);
                    s.copy(shape(a.view()), held)?;
                    // and within the held volume of device 0: planes swapped round
                    if which == 0 {
                        s.copy(held.plane(0)?, &mut tmp)?;
                    }
                    Ok(())
                })
                .unwrap_or_else(|e| panic!("scope of device {which}: {e:?}"));
            let got = b.view().volume(3, 3, 5, 6, 30).unwrap().to_vec().unwrap();
            assert_eq!(got, want, "scope of device {which}");
        }
    }
}

// ---------------------------------------------------------------------------------------------
// 7. Copies between two separate allocations of any kinds (two devices included), random
//    volumes on both sides with their own strides, now and in a scope.
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Copy, Debug)]
struct Vol {
    depth: usize,
    rows: usize,
    len: usize,
    stride: usize,
    slice: usize,
    at: usize,
}

impl Vol {
    fn random(rng: &mut Rng, (d, r, c): (usize, usize, usize), contiguous: bool) -> Vol {
        if contiguous {
            return Vol {
                depth: d,
                rows: r,
                len: c,
                stride: c,
                slice: r * c,
                at: rng.below(3),
            };
        }
        let stride = c + rng.range(0, 3);
        let slice = if rng.below(3) == 0 {
            r * stride
        } else {
            r * stride + rng.range(0, 5)
        };
        Vol {
            depth: d,
            rows: r,
            len: c,
            stride,
            slice,
            at: rng.below(3),
        }
    }
    fn elements(&self) -> usize {
        self.at + (self.depth - 1) * self.slice + (self.rows - 1) * self.stride + self.len
    }
    fn offsets(&self) -> Vec<usize> {
        let mut v = Vec::new();
        for z in 0..self.depth {
            for y in 0..self.rows {
                for x in 0..self.len {
                    v.push(self.at + z * self.slice + y * self.stride + x);
                }
            }
        }
        v
    }
}

enum Mem {
    Dev(DeviceBuffer<u16>),
    Pin(PinnedBuffer<u16>),
    Host(Vec<u16>),
    Uni(cudyn::UnifiedBuffer<u16>),
}

impl Mem {
    fn new(kind: usize, d0: &Device, d1: &Device, init: &[u16]) -> Mem {
        match kind {
            0 => Mem::Dev(DeviceBuffer::from_slice(d0, init).unwrap()),
            1 => Mem::Dev(DeviceBuffer::from_slice(d1, init).unwrap()),
            2 => Mem::Pin(PinnedBuffer::from_slice(d0, init, Default::default()).unwrap()),
            3 => {
                Mem::Uni(cudyn::UnifiedBuffer::from_slice(d0, init, cudyn::Attach::Global).unwrap())
            }
            _ => Mem::Host(init.to_vec()),
        }
    }
    fn view(&self) -> View<'_, u16> {
        match self {
            Mem::Dev(b) => b.view(),
            Mem::Pin(b) => b.view(),
            Mem::Uni(b) => b.view(),
            Mem::Host(v) => View::from(v),
        }
    }
    fn view_mut(&mut self) -> ViewMut<'_, u16> {
        match self {
            Mem::Dev(b) => b.view_mut(),
            Mem::Pin(b) => b.view_mut(),
            Mem::Uni(b) => b.view_mut(),
            Mem::Host(v) => ViewMut::from(v),
        }
    }
}

fn shape_view(v: View<'_, u16>, s: Vol) -> View<'_, u16> {
    v.slice(s.at..)
        .unwrap()
        .volume(s.depth, s.rows, s.len, s.stride, s.slice)
        .unwrap()
}

fn shape_view_mut(v: ViewMut<'_, u16>, s: Vol) -> ViewMut<'_, u16> {
    v.slice(s.at..)
        .unwrap()
        .volume(s.depth, s.rows, s.len, s.stride, s.slice)
        .unwrap()
}

#[test]
fn random_volumes_between_kinds_and_devices() {
    let _t = turn();
    let _l = NoLeaks::new();
    load();
    {
        let d0 = Device::get(0).unwrap();
        let d1 = Device::get(1).unwrap();
        let streams = [Stream::new(&d0).unwrap(), Stream::new(&d1).unwrap()];
        let mut rng = Rng(4242);
        let mut problems = Vec::new();
        for round_no in 0..1500 {
            let shape = (rng.range(1, 4), rng.range(1, 4), rng.range(1, 5));
            let (c1, c2) = (rng.below(4) == 0, rng.below(4) == 0);
            let sv = Vol::random(&mut rng, shape, c1);
            let dv = Vol::random(&mut rng, shape, c2);
            let (sk, dk) = (rng.below(5), rng.below(5));
            let mode = rng.below(3); // 0 now, 1 scope on device 0, 2 scope on device 1
            let src_init: Vec<u16> = (0..sv.elements())
                .map(|i| (i * 7 + round_no) as u16)
                .collect();
            let dst_init: Vec<u16> = vec![0xffff; dv.elements()];
            let src = Mem::new(sk, &d0, &d1, &src_init);
            let mut dst = Mem::new(dk, &d0, &d1, &dst_init);
            let r = {
                let s = shape_view(src.view(), sv);
                let d = shape_view_mut(dst.view_mut(), dv);
                match mode {
                    0 => cudyn::copy(s, d),
                    m => streams[m - 1].scope(|sc| sc.copy(s, d)),
                }
            };
            let what = format!("round {round_no} kinds {sk}->{dk} mode {mode} {sv:?} -> {dv:?}");
            match r {
                Ok(()) => {
                    let got = dst.view().to_vec().unwrap();
                    let mut want = dst_init.clone();
                    for (s, d) in sv.offsets().into_iter().zip(dv.offsets()) {
                        want[d] = src_init[s];
                    }
                    if got != want {
                        problems.push(format!("{what}: wrong data"));
                    }
                }
                // Device memory of a device that is neither the scope's nor a peer copy's.
                Err(Error::WrongDevice { .. }) if mode != 0 => {
                    let ours = |k: usize| match (k, mode) {
                        (0, 1) | (1, 2) => true,
                        (0, 2) | (1, 1) => false,
                        _ => true,
                    };
                    let peer = (sk == 0 && dk == 1) || (sk == 1 && dk == 0);
                    let ok = if peer {
                        ours(sk) || ours(dk)
                    } else {
                        ours(sk) && ours(dk)
                    };
                    if ok {
                        problems.push(format!("{what}: refused as another device's"));
                    }
                }
                Err(e) => problems.push(format!("{what}: {e:?}")),
            }
        }
        eprintln!("rounds done: {}", 1500);
        assert!(
            problems.is_empty(),
            "{} problems\n{}",
            problems.len(),
            problems[..problems.len().min(20)].join("\n")
        );
    }
}

// ---------------------------------------------------------------------------------------------
// 8. Every driver call of staged rows (both ways, now and scoped) failing in turn.
// ---------------------------------------------------------------------------------------------
