//! Copies between two separate allocations of any kinds (two devices included), random
//! volumes on both sides with their own strides, now and in a scope.

use super::*;

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
