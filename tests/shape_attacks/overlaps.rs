//! Exact overlap checks against brute force, through held volumes (both sides of a batch or a
//! copy cut from one held allocation), with the data checked afterwards.

use super::*;

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
