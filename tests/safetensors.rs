//! `.safetensors` weights into one device allocation (`cudyn::file::Safetensors`) on the fake
//! driver: every dtype as a typed or byte view, DLPack exports that keep the allocation alive,
//! sharded sets through their index, bad files refused whole (naming the tensor, nothing
//! allocated), and the header path fuzzed.
#![cfg(target_os = "linux")]

use cudyn_test_common as common;

use std::path::PathBuf;
use std::time::Instant;

use common::{NoLeaks, device};
use cudyn::Error;
use cudyn::dlpack::Imported;
use cudyn::file::{Safetensors, SafetensorsDtype};
use cudyn_fake_driver as fake;

/// A folder of this process's own in the target directory, removed when dropped.
struct Folder(PathBuf);

impl Folder {
    fn new(name: &str) -> Folder {
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("safetensors-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        Folder(dir)
    }

    fn path(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A file's bytes: the header `json` (padded to 8 bytes, as writers do) and `data`.
fn file_bytes(json: &str, data: &[u8]) -> Vec<u8> {
    let mut json = json.to_string();
    while !(8 + json.len()).is_multiple_of(8) {
        json.push(' ');
    }
    let mut bytes = (json.len() as u64).to_le_bytes().to_vec();
    bytes.extend_from_slice(json.as_bytes());
    bytes.extend_from_slice(data);
    bytes
}

fn data(len: usize, seed: u8) -> Vec<u8> {
    (0..len)
        .map(|i| (i as u8).wrapping_mul(31).wrapping_add(seed))
        .collect()
}

/// A header of `tensors` (name, dtype, shape), their data one after another.
fn header(tensors: &[(&str, &str, &[usize], usize)]) -> String {
    let mut at = 0;
    let entries: Vec<String> = tensors
        .iter()
        .map(|(name, dtype, shape, bytes)| {
            let entry = format!(
                "\"{name}\":{{\"dtype\":\"{dtype}\",\"shape\":{shape:?},\"data_offsets\":[{at},{}]}}",
                at + bytes
            );
            at += bytes;
            entry
        })
        .collect();
    format!(
        "{{\"__metadata__\":{{\"format\":\"pt\"}},{}}}",
        entries.join(",")
    )
}

const MIXED: &[(&str, &str, &[usize], usize)] = &[
    ("embed.weight", "F32", &[4, 8], 128),
    ("norm.half", "F16", &[16], 32),
    ("norm.brain", "BF16", &[2, 3], 12),
    ("mask", "BOOL", &[5], 5),
    ("scale.f8", "F8_E4M3", &[3], 3),
    ("other.f8", "F8_E5M2", &[1], 1),
    ("ids", "I64", &[3], 24),
    ("step", "U8", &[], 1),
    ("empty", "F32", &[0, 4], 0),
];

#[test]
fn every_dtype_loads_into_one_allocation_as_views_and_exports() {
    let _leaks = NoLeaks::new();
    let device = device();
    let folder = Folder::new("mixed");
    let body = data(206, 3);
    let path = folder.path("model.safetensors");
    std::fs::write(&path, file_bytes(&header(MIXED), &body)).unwrap();
    let weights = Safetensors::load(&device, &path).unwrap();
    assert_eq!(weights.memory().to_vec().unwrap(), body);
    assert_eq!(weights.metadata(), [("format".into(), "pt".into())]);
    let names: Vec<_> = weights.tensors().iter().map(|t| t.name()).collect();
    assert_eq!(names, MIXED.iter().map(|t| t.0).collect::<Vec<_>>());
    let embed = weights.tensor("embed.weight").unwrap();
    assert_eq!(
        (embed.dtype(), embed.shape(), embed.byte_range()),
        (SafetensorsDtype::F32, &[4, 8][..], 0..128)
    );
    // Typed where cudyn has the type, and only as that type.
    let floats = weights
        .view::<f32>("embed.weight")
        .unwrap()
        .to_vec()
        .unwrap();
    assert_eq!(bytemuck_bytes(&floats), &body[..128]);
    let halves = weights.view::<half::f16>("norm.half").unwrap();
    assert_eq!(halves.len(), 16);
    assert_eq!(weights.view::<half::bf16>("norm.brain").unwrap().len(), 6);
    // A tensor the file does not align to its element (writers sort tensors by element size,
    // largest first, so that they do): bytes only.
    let misaligned = weights.view::<i64>("ids").unwrap_err();
    assert!(
        matches!(misaligned, Error::Misaligned { align: 8, .. }),
        "{misaligned}"
    );
    assert_eq!(weights.bytes("ids").unwrap().len(), 24);
    // Nor exported: a consumer would read its elements at addresses not of their size.
    let unexported = weights.export("ids").err();
    assert!(
        matches!(unexported, Some(Error::Misaligned { align: 8, .. })),
        "{unexported:?}"
    );
    let wrong = weights.view::<u32>("embed.weight").unwrap_err();
    assert!(
        matches!(&wrong, Error::Safetensors { path, tensor: Some(t), why }
            if path.ends_with("model.safetensors") && &**t == "embed.weight"
                && why.contains("F32") && why.contains("u32")),
        "{wrong}"
    );
    assert_eq!(
        weights.bytes("mask").unwrap().to_vec().unwrap(),
        &body[172..177]
    );
    let missing = weights.bytes("nope").unwrap_err();
    assert!(
        matches!(&missing, Error::Safetensors { path, tensor: Some(t), .. }
            if &**t == "nope" && path.ends_with("model.safetensors")),
        "{missing}"
    );
    // Exports of every kind, read-only, each holding the allocation after the set is gone.
    let exports: Vec<_> = ["embed.weight", "mask", "scale.f8", "step", "empty"]
        .map(|name| weights.export(name).unwrap())
        .into();
    assert_eq!(
        exports[1].tensor().dtype.code,
        cudyn::dlpack::abi::K_DL_BOOL
    );
    assert_eq!(
        exports[2].tensor().dtype.code,
        cudyn::dlpack::abi::K_DL_FLOAT8_E4M3FN
    );
    assert_eq!(exports[3].tensor().ndim, 0);
    drop(weights);
    let mut exports = exports.into_iter();
    let embed = Imported::from(exports.next().unwrap());
    assert_eq!(embed.shape(), [4, 8]);
    assert!(embed.is_read_only());
    assert_eq!(
        embed.view::<f32>(&device).unwrap().to_vec().unwrap(),
        floats
    );
    let legacy = exports.next().unwrap().into_raw_legacy();
    assert!(legacy.is_err(), "read-only exports have no legacy form");
}

fn bytemuck_bytes(floats: &[f32]) -> &[u8] {
    cudyn::bytemuck::cast_slice(floats)
}

#[test]
fn a_sharded_set_loads_through_its_index_and_a_wrong_index_is_refused() {
    let _leaks = NoLeaks::new();
    let device = device();
    let folder = Folder::new("shards");
    let one: &[(&str, &str, &[usize], usize)] = &[("a", "U8", &[3], 3), ("b", "I32", &[2], 8)];
    let two: &[(&str, &str, &[usize], usize)] = &[("c", "F32", &[1], 4)];
    let (d1, d2) = (data(11, 1), data(4, 2));
    std::fs::write(
        folder.path("m-1.safetensors"),
        file_bytes(&header(one), &d1),
    )
    .unwrap();
    std::fs::write(
        folder.path("m-2.safetensors"),
        file_bytes(&header(two), &d2),
    )
    .unwrap();
    let index = |map: &str| {
        let path = folder.path("m.safetensors.index.json");
        std::fs::write(
            &path,
            format!("{{\"metadata\":{{\"total_size\":15}},\"weight_map\":{{{map}}}}}"),
        )
        .unwrap();
        path
    };
    let good = index(r#""c":"m-2.safetensors","a":"m-1.safetensors","b":"m-1.safetensors""#);
    let weights = Safetensors::load_index(&device, &good).unwrap();
    // Each shard's data from a multiple of 256 bytes (the first shard's 4 bytes, then zeros):
    // its tensors lie as aligned as in their file.
    assert_eq!(
        weights.memory().to_vec().unwrap(),
        [d2.clone(), vec![0; 252], d1.clone()].concat()
    );
    assert_eq!(weights.tensor("a").unwrap().byte_range(), 256..259);
    assert_eq!(weights.bytes("a").unwrap().to_vec().unwrap(), &d1[..3]);
    assert_eq!(weights.bytes("c").unwrap().to_vec().unwrap(), d2);
    drop(weights);
    let allocations = fake::calls_of("cuMemAlloc_v2");
    for (map, tensor) in [
        // A tensor the index puts in the wrong shard, one missing from the index, one missing
        // from its shard, a shard outside the folder.
        (
            r#""c":"m-1.safetensors","a":"m-1.safetensors","b":"m-1.safetensors""#,
            Some("c"),
        ),
        (r#""c":"m-2.safetensors","a":"m-1.safetensors""#, Some("b")),
        (
            r#""c":"m-2.safetensors","a":"m-1.safetensors","b":"m-1.safetensors","d":"m-2.safetensors""#,
            Some("d"),
        ),
        (r#""a":"../m-1.safetensors""#, Some("a")),
        ("", None),
    ] {
        let error = Safetensors::load_index(&device, index(map)).unwrap_err();
        let Error::Safetensors { tensor: found, .. } = &error else {
            panic!("{error}")
        };
        if let Some(tensor) = tensor {
            assert_eq!(found.as_deref(), Some(tensor), "{error}");
        }
    }
    assert_eq!(
        fake::calls_of("cuMemAlloc_v2"),
        allocations,
        "nothing allocated for a bad set"
    );
}

#[test]
fn a_bad_file_is_refused_whole_naming_the_tensor() {
    let _leaks = NoLeaks::new();
    let device = device();
    let folder = Folder::new("bad");
    let path = folder.path("bad.safetensors");
    let good = header(&[("a", "U8", &[4], 4), ("b", "U8", &[4], 4)]);
    let cases: Vec<(Vec<u8>, Option<&str>)> = vec![
        // Holes, overlaps, a range past the data, a shape of other size, an unknown dtype.
        (
            file_bytes(
                &good.replace(
                    "\"shape\":[4],\"data_offsets\":[4,8]",
                    "\"shape\":[3],\"data_offsets\":[5,8]",
                ),
                &data(8, 0),
            ),
            Some("b"),
        ),
        (
            file_bytes(&good.replace("[4,8]", "[3,7]"), &data(8, 0)),
            Some("b"),
        ),
        (file_bytes(&good, &data(7, 0)), Some("b")),
        (file_bytes(&good, &data(9, 0)), Some("b")),
        (
            file_bytes(&good.replacen("\"U8\"", "\"U9\"", 1), &data(8, 0)),
            Some("a"),
        ),
        (
            file_bytes(&good.replacen("[4]", "[2,2,2]", 1), &data(8, 0)),
            Some("a"),
        ),
        // A header longer than the file, past the format's limit, not JSON, not an object.
        ((1000u64).to_le_bytes().to_vec(), None),
        (
            (200_000_000u64)
                .to_le_bytes()
                .into_iter()
                .chain([b'{'; 16])
                .collect(),
            None,
        ),
        (file_bytes("{\"a\":", &[]), None),
        (file_bytes("[]", &[]), None),
        (vec![1, 2, 3], None),
    ];
    let allocations = fake::calls_of("cuMemAlloc_v2");
    for (i, (bytes, tensor)) in cases.into_iter().enumerate() {
        std::fs::write(&path, &bytes).unwrap();
        let error = Safetensors::load(&device, &path).unwrap_err();
        let Error::Safetensors {
            tensor: found,
            path: named,
            ..
        } = &error
        else {
            panic!("case {i}: {error}")
        };
        assert!(named.ends_with("bad.safetensors"), "case {i}: {error}");
        assert_eq!(found.as_deref(), tensor, "case {i}: {error}");
    }
    assert_eq!(
        fake::calls_of("cuMemAlloc_v2"),
        allocations,
        "nothing allocated for a bad file"
    );
    let missing = Safetensors::load(&device, folder.path("none.safetensors")).unwrap_err();
    assert!(
        matches!(
            missing,
            Error::FileIo {
                kind: std::io::ErrorKind::NotFound,
                ..
            }
        ),
        "{missing}"
    );
    // A folder is no file: the system's error, not a malformed header.
    let folder_itself = Safetensors::load(&device, folder.path("")).unwrap_err();
    assert!(
        matches!(
            folder_itself,
            Error::FileIo {
                errno: Some(libc::EISDIR),
                ..
            }
        ),
        "{folder_itself}"
    );
    // An endless index is refused at its limit, not read into memory without end.
    let endless = Safetensors::load_index(&device, "/dev/zero").unwrap_err();
    assert!(
        matches!(&endless, Error::Safetensors { why, .. } if why.contains("longer than")),
        "{endless}"
    );
}

/// A small deterministic generator (xorshift*), so that a failing case is reproducible from its
/// seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// The header path fuzzed through the public loader: valid files damaged at random (bytes
/// flipped, cut, inserted, numbers and quotes and brackets swapped in) and random bytes. Every
/// case must load or be refused with a typed error, never panic; a file that loads must hold
/// tensors in order covering its data whole, each of its bytes as in the file.
/// `CUDYN_FUZZ_CASES` sets the count (default 10,000; small under valgrind).
#[test]
fn fuzzed_headers_load_exactly_or_are_refused_never_panic() {
    let _leaks = NoLeaks::new();
    let device = device();
    let folder = Folder::new("fuzz");
    let path = folder.path("fuzz.safetensors");
    let cases: u64 = std::env::var("CUDYN_FUZZ_CASES").map_or(10_000, |v| v.parse().unwrap());
    let body = data(206, 9);
    let valid = file_bytes(&header(MIXED), &body);
    let tokens: [&[u8]; 12] = [
        b"0",
        b"4",
        b"18446744073709551615",
        b"\"",
        b"[",
        b"]",
        b"{",
        b"}",
        b",",
        b":",
        b"\\u",
        b"-1",
    ];
    let (mut loaded, mut refused) = (0u64, 0u64);
    let start = Instant::now();
    for case in 0..cases {
        let mut rng = Rng(0x5afe_7e45 ^ case.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
        let mut bytes = valid.clone();
        if rng.below(10) == 0 {
            bytes = (0..rng.below(64)).map(|_| rng.next() as u8).collect();
        }
        for _ in 0..1 + rng.below(4) {
            let at = rng.below(bytes.len());
            match rng.below(5) {
                0 if !bytes.is_empty() => bytes[at] ^= 1 << rng.below(8),
                1 => bytes.truncate(at),
                2 => bytes.insert(at, rng.next() as u8),
                3 => {
                    let token = tokens[rng.below(tokens.len())];
                    bytes.splice(at..at, token.iter().copied());
                }
                _ if bytes.len() > 8 => {
                    // The length prefix itself, a little off.
                    let len = u64::from_le_bytes(bytes[..8].try_into().unwrap());
                    let off = len.wrapping_add(rng.below(17) as u64).wrapping_sub(8);
                    bytes[..8].copy_from_slice(&off.to_le_bytes());
                }
                _ => {}
            }
        }
        std::fs::write(&path, &bytes).unwrap();
        match Safetensors::load(&device, &path) {
            Ok(weights) => {
                loaded += 1;
                let len = u64::from_le_bytes(bytes[..8].try_into().unwrap()) as usize;
                let data = &bytes[8 + len..];
                assert_eq!(weights.memory().to_vec().unwrap(), data, "case {case}");
                let mut end = 0;
                for tensor in weights.tensors() {
                    assert_eq!(tensor.byte_range().start, end, "case {case}");
                    end = tensor.byte_range().end;
                }
                assert_eq!(end, data.len(), "case {case}");
            }
            Err(Error::Safetensors { .. } | Error::FileIo { .. }) => refused += 1,
            Err(other) => panic!("case {case}: an untyped refusal: {other}"),
        }
    }
    eprintln!(
        "safetensors fuzz: {cases} cases in {:.2} s: {loaded} loaded exactly, {refused} refused",
        start.elapsed().as_secs_f64()
    );
    if cases >= 1000 {
        assert!(
            loaded > cases / 50 && refused > cases / 2,
            "{loaded} {refused}"
        );
    }
}
