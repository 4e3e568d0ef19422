//! The cases: tensors whose fields are drawn plausible or wild, over the test's memory.

use cudyn::Device;
use cudyn::dlpack::DataType;
use cudyn::dlpack::abi::{
    DLDataType, DLDevice, DLPACK_FLAG_BITMASK_READ_ONLY, DLPACK_VERSION, DLPackVersion, K_DL_BOOL,
    K_DL_CPU, K_DL_CUDA, K_DL_CUDA_HOST, K_DL_CUDA_MANAGED,
};

use crate::common::producer::Spec;

/// SplitMix64: fast, and every case reproducible from the seed and its index.
pub struct Rng(pub u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len() as u64) as usize]
    }
}

/// The byte at `offset` of the test's memory `region` (0: the host arena; 1..: allocations),
/// so that a view's contents show whether it starts where it should.
pub fn pattern(region: usize, offset: u64) -> u8 {
    (offset as u8)
        .wrapping_mul(31)
        .wrapping_add(region as u8 * 17 + 5)
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Kind {
    Device,
    Pinned,
    Managed,
}

/// One allocation the fake driver knows, pointed at, around and past by CUDA tensors.
#[derive(Clone, Copy, Debug)]
pub struct Allocation {
    pub start: u64,
    pub size: u64,
    pub kind: Kind,
    pub ordinal: usize,
    pub region: usize,
}

pub const ARENA_BYTES: u64 = 512;

/// The memory tensors point into, and the devices views are taken on.
pub struct Env {
    pub devices: [Device; 2],
    /// Host memory of `ARENA_BYTES`, 8-aligned, read and written only through views (from_raw's
    /// contract) until the end.
    pub arena: *mut u8,
    pub allocations: Vec<Allocation>,
}

impl Env {
    /// The allocation the driver would find at `addr`, as the model sees it.
    pub fn allocation_at(&self, addr: u64) -> Option<Allocation> {
        self.allocations
            .iter()
            .copied()
            .find(|a| addr >= a.start && addr - a.start < a.size)
    }
}

/// The element types views are taken as, by index.
pub const ELEMENTS: usize = 9;

pub fn element_dtype(element: usize) -> DLDataType {
    [
        u8::DTYPE,
        i8::DTYPE,
        u16::DTYPE,
        i32::DTYPE,
        u32::DTYPE,
        f32::DTYPE,
        i64::DTYPE,
        u64::DTYPE,
        f64::DTYPE,
    ][element]
}

pub const BOOL8: DLDataType = DLDataType {
    code: K_DL_BOOL,
    bits: 8,
    lanes: 1,
};

/// How a case uses its import.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Access {
    Read,
    Write,
    Both,
}

#[derive(Debug)]
pub struct Case {
    pub spec: Spec,
    pub legacy: bool,
    /// A null tensor pointer handed to from_raw.
    pub null_tensor: bool,
    pub element: usize,
    pub access: Access,
    /// The device the view is taken on.
    pub on: usize,
}

/// The fields of a case, each drawn plausible (what a producer of a valid tensor writes) or
/// wild (edge values).
#[derive(Clone, Copy)]
pub enum Field {
    DataType,
    Device,
    Data,
    ByteOffset,
    Rank,
    Shape,
    Strides,
    Flags,
    Version,
}

pub const FIELDS: usize = 9;

/// Which fields of a case are wild: none (a valid tensor, which must be viewed), one (a
/// valid tensor with one mistake), or any.
pub struct Wild([bool; FIELDS]);

impl Wild {
    fn draw(rng: &mut Rng) -> Wild {
        let mut wild = [false; FIELDS];
        match rng.below(10) {
            0..=2 => {}
            3..=6 => wild[rng.below(FIELDS as u64) as usize] = true,
            _ => wild.iter_mut().for_each(|w| *w = rng.chance(50)),
        }
        Wild(wild)
    }

    fn is(&self, field: Field) -> bool {
        self.0[field as usize]
    }
}

pub fn extent(rng: &mut Rng, wild: bool) -> i64 {
    if !wild || rng.chance(70) {
        rng.pick(&[0, 1, 1, 1, 2, 2, 3, 4, 5, 8])
    } else {
        rng.pick(&[
            -1,
            i64::MIN,
            i64::MAX,
            1 << 31,
            1 << 32,
            (1 << 32) + 1,
            1 << 61,
            1 << 62,
            i64::MAX / 2 + 1,
            3 << 40,
        ])
    }
}

pub fn stride_edge(rng: &mut Rng, compact: i64) -> i64 {
    rng.pick(&[
        0,
        1,
        -1,
        2,
        i64::MAX,
        i64::MIN,
        compact.wrapping_add(1),
        compact.wrapping_sub(1),
        compact.wrapping_neg(),
    ])
}

/// Compact row-major strides of `shape`, wrapping where the products do.
pub fn compact(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![0; shape.len()];
    let mut product = 1i64;
    for (stride, &extent) in strides.iter_mut().zip(shape).rev() {
        *stride = product;
        product = product.wrapping_mul(extent);
    }
    strides
}

pub fn dtype(rng: &mut Rng, element: usize, wild: bool) -> DLDataType {
    if !wild {
        // A bool tensor viewed as u8 is valid too (for reading).
        return if element == 0 && rng.chance(20) {
            BOOL8
        } else {
            element_dtype(element)
        };
    }
    match rng.below(4) {
        0 => BOOL8,
        1 => element_dtype(rng.below(ELEMENTS as u64) as usize),
        _ => DLDataType {
            // Every code DLPack 1.1 names (int, uint, float, opaque handle, bfloat, complex,
            // bool, the float8/6/4 kinds), and past them.
            code: rng.pick(&[
                0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 255,
            ]),
            bits: rng.pick(&[0, 1, 4, 6, 8, 16, 32, 64, 128, 255]),
            lanes: rng.pick(&[0, 1, 2, 4, 16, u16::MAX]),
        },
    }
}

/// Where a CUDA tensor's data points: into an allocation of `kind` (any kind: `None`), or,
/// wild, around and past them, or nowhere.
pub fn cuda_data(rng: &mut Rng, env: &Env, kind: Option<Kind>, wild: bool) -> u64 {
    let candidates: Vec<Allocation> = env
        .allocations
        .iter()
        .copied()
        .filter(|a| kind.is_none_or(|k| a.kind == k))
        .collect();
    let a = rng.pick(&candidates);
    if !wild {
        return a.start + rng.pick(&[0, 0, 0, 8, 16]).min(a.size - 8);
    }
    match rng.below(10) {
        0 => rng.pick(&[0, 1, 8, 0x1000, 1 << 40, u64::MAX - 7, u64::MAX]),
        1 => a.start.wrapping_sub(rng.pick(&[1, 8, 4096])),
        2..=3 => a.start + rng.below(a.size),
        4 => a.start + a.size,
        5 => a.start + a.size - rng.pick(&[1, 2, 4, 8]).min(a.size),
        6 => a.start + a.size + rng.pick(&[1, 8, 4096]),
        _ => a.start + rng.pick(&[1, 2, 3, 4, 8]),
    }
}

pub fn generate(rng: &mut Rng, env: &Env) -> Case {
    let wild = Wild::draw(rng);
    let element = rng.below(ELEMENTS as u64) as usize;
    let legacy = rng.chance(30);
    let null_tensor = rng.chance(1);
    let device_type = if !wild.is(Field::Device) || rng.chance(50) {
        rng.pick(&[
            K_DL_CPU,
            K_DL_CPU,
            K_DL_CPU,
            K_DL_CUDA,
            K_DL_CUDA,
            K_DL_CUDA_HOST,
            K_DL_CUDA_MANAGED,
        ])
    } else {
        // Every other device type DLPack names, and values it does not.
        rng.pick(&[
            0,
            4,
            7,
            8,
            9,
            10,
            11,
            12,
            14,
            15,
            16,
            17,
            -1,
            i32::MIN,
            i32::MAX,
            1000,
        ])
    };
    let device_id = match device_type {
        K_DL_CUDA | K_DL_CUDA_MANAGED if !wild.is(Field::Device) => rng.pick(&[0, 0, 0, 1]),
        K_DL_CUDA | K_DL_CUDA_MANAGED | K_DL_CUDA_HOST | K_DL_CPU if !wild.is(Field::Device) => 0,
        _ => rng.pick(&[0, 1, -1, 2, i32::MAX, i32::MIN]),
    };
    // The device a view is taken on: the one the tensor names, unless wild.
    let on = match (device_type, device_id) {
        (K_DL_CUDA | K_DL_CUDA_MANAGED, 0 | 1) if !wild.is(Field::Device) || rng.chance(50) => {
            device_id as usize
        }
        _ => rng.pick(&[0, 0, 0, 1]),
    };
    let wild_data = wild.is(Field::Data);
    let data = match device_type {
        K_DL_CPU if !wild_data || rng.chance(70) => {
            let offset = if !wild_data {
                rng.pick(&[0, 0, 0, 8, 16, 64])
            } else {
                rng.pick(&[
                    1,
                    2,
                    3,
                    4,
                    100,
                    ARENA_BYTES - 8,
                    ARENA_BYTES - 1,
                    ARENA_BYTES,
                ])
            };
            env.arena as u64 + offset
        }
        K_DL_CPU => rng.pick(&[0, 1, 8, 0x1000, 1 << 47, u64::MAX - 15, u64::MAX]),
        K_DL_CUDA => {
            // Device memory of the device the tensor names, unless wild.
            let named: Vec<Allocation> = env
                .allocations
                .iter()
                .copied()
                .filter(|a| a.kind == Kind::Device && a.ordinal as i32 == device_id)
                .collect();
            if !wild_data && !named.is_empty() {
                rng.pick(&named).start
            } else {
                let kind = (!wild_data || rng.chance(70)).then_some(Kind::Device);
                cuda_data(rng, env, kind, wild_data)
            }
        }
        K_DL_CUDA_HOST => {
            let kind = (!wild_data || rng.chance(70)).then_some(Kind::Pinned);
            cuda_data(rng, env, kind, wild_data)
        }
        K_DL_CUDA_MANAGED => {
            let kind = (!wild_data || rng.chance(70)).then_some(Kind::Managed);
            cuda_data(rng, env, kind, wild_data)
        }
        _ => cuda_data(rng, env, None, wild_data),
    };
    let byte_offset = if !wild.is(Field::ByteOffset) {
        rng.pick(&[0, 0, 0, 8])
    } else {
        match rng.below(4) {
            0 => rng.pick(&[1, 2, 4, 16, 64]),
            1 => rng.pick(&[ARENA_BYTES, ARENA_BYTES + 1, 4096, 1 << 32]),
            2 => rng.pick(&[1 << 63, u64::MAX, u64::MAX - 7]),
            // Landing at the very top of the address space, or just below it.
            _ => (u64::MAX - rng.pick(&[0, 7, 15, 64])).wrapping_sub(data),
        }
    };
    // Mostly 0..=8 dimensions; sometimes many (backed by real arrays), or a count no array
    // backs (negative, or huge with null arrays).
    let (ndim, backed) = if !wild.is(Field::Rank) || rng.chance(50) {
        (rng.below(5) as i32, true)
    } else {
        match rng.below(10) {
            0..=3 => (rng.pick(&[5, 6, 7, 8]), true),
            4..=6 => (rng.pick(&[9, 16, 64, 100]), true),
            7..=8 => (rng.pick(&[-1, i32::MIN]), rng.chance(50)),
            _ => (rng.pick(&[i32::MAX, 1 << 20]), false),
        }
    };
    let wild_shape = wild.is(Field::Shape);
    let shape = (backed && !(wild_shape && rng.chance(10))).then(|| {
        let length = ndim.clamp(0, 100) as usize;
        (0..length)
            .map(|_| {
                // Many dimensions are mostly 1s, else every such tensor would overflow.
                if length > 8 && rng.chance(95) {
                    1
                } else {
                    extent(rng, wild_shape)
                }
            })
            .collect::<Vec<i64>>()
    });
    let strides = match &shape {
        _ if !wild.is(Field::Strides) => shape.as_deref().filter(|_| rng.chance(50)).map(compact),
        Some(shape) if rng.chance(60) => {
            let mut strides = compact(shape);
            if !strides.is_empty() {
                let at = rng.below(strides.len() as u64) as usize;
                strides[at] = stride_edge(rng, strides[at]);
            }
            Some(strides)
        }
        // Only arrays of `ndim` elements are valid (the rest is the producer's contract).
        _ if backed => Some(
            (0..ndim.clamp(0, 100))
                .map(|_| stride_edge(rng, 1))
                .collect(),
        ),
        _ => None,
    };
    let flags = if !wild.is(Field::Flags) {
        rng.pick(&[0, 0, 0, DLPACK_FLAG_BITMASK_READ_ONLY])
    } else {
        rng.pick(&[DLPACK_FLAG_BITMASK_READ_ONLY, 2, 4, 6, 7, 1 << 63, u64::MAX])
    };
    let version = if !wild.is(Field::Version) {
        rng.pick(&[DLPACK_VERSION, DLPackVersion { major: 1, minor: 0 }])
    } else {
        DLPackVersion {
            major: rng.pick(&[0, 1, 2, u32::MAX]),
            minor: rng.pick(&[0, 1, 3, u32::MAX]),
        }
    };
    let access = rng.pick(&[Access::Read, Access::Read, Access::Write, Access::Both]);
    Case {
        spec: Spec {
            data: data as *mut _,
            device: DLDevice {
                device_type,
                device_id,
            },
            ndim,
            dtype: dtype(rng, element, wild.is(Field::DataType)),
            shape,
            strides,
            byte_offset,
            flags,
            version,
        },
        legacy,
        null_tensor,
        element,
        access,
        on,
    }
}
