//! Rows through the staging ring (pageable, >= 4 MiB): awkward widths and boundaries, volumes.

use super::*;

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

// A sub-volume with one row per slice is copied with its slice stride as the pitch: a smaller
//    view fails where the whole volume it was cut from copies (the driver's pitch limit).

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
