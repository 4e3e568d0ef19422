//! `.safetensors` weights loaded into one device allocation: a file, or a sharded set through
//! its index (`model.safetensors.index.json`), each tensor a view into the allocation and
//! exportable through DLPack.

mod header;
mod index;
mod json;

use std::collections::{HashMap, HashSet};
use std::fs::File;
use std::io::Read;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use self::header::{Dtype, Header};
use crate::dlpack::{DataType, Exported};
use crate::driver::device::Device;
use crate::driver::error::{Error, Result};
use crate::memory::device_buffer::DeviceBuffer;
use crate::memory::view::View;
use crate::sys::dlpack::{
    DLDataType, K_DL_BFLOAT, K_DL_BOOL, K_DL_FLOAT, K_DL_FLOAT8_E4M3FN, K_DL_FLOAT8_E5M2, K_DL_INT,
    K_DL_UINT,
};

pub use self::header::Dtype as SafetensorsDtype;

/// Every tensor of a `.safetensors` file (or of a sharded set) in one device allocation, read
/// through [`read_many`](super::read_many): the file's data section is one range, read at the
/// staging ring's speed, with no copy through a buffer of the host's.
///
/// Each tensor is a typed [`View`] where cudyn has a [`DataType`] for its dtype (`f16` and
/// `bf16` with the `half` feature), a byte view otherwise (bool, 8-bit floats), and exportable
/// through DLPack from safe code ([`export`](Self::export)): the tensor keeps the allocation
/// alive, shared, until its consumer is done.
///
/// The header is checked whole before any device memory is allocated (offsets in range and
/// increasing, no overlaps and no holes, dtype sizes, shape products without overflow, the
/// format's 100 MB limit on the header): a bad file is [`Error::Safetensors`] naming the
/// tensor at fault, and nothing of it is loaded.
///
/// ```no_run
/// # fn main() -> cudyn::Result<()> {
/// use cudyn::file::Safetensors;
///
/// let device = cudyn::Device::get(0)?;
/// let weights = Safetensors::load(&device, "model.safetensors")?;
/// for tensor in weights.tensors() {
///     println!("{}: {:?} {:?}", tensor.name(), tensor.dtype(), tensor.shape());
/// }
/// let embed = weights.view::<f32>("embed.weight")?; // a typed view of device memory
/// let exported = weights.export("embed.weight")?; // a DLPack tensor holding the weights
/// # let _ = (embed, exported);
/// # Ok(())
/// # }
/// ```
pub struct Safetensors {
    /// The file, or the index, it was loaded from: for errors.
    source: Box<str>,
    memory: Arc<DeviceBuffer<u8>>,
    tensors: Vec<Tensor>,
    /// Each tensor's place in `tensors`, by name: a model has thousands.
    by_name: HashMap<String, usize>,
    metadata: Vec<(String, String)>,
}

/// One tensor of a [`Safetensors`] set: its name, dtype, shape, and where it lies in the
/// allocation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tensor {
    name: String,
    dtype: Dtype,
    shape: Vec<usize>,
    bytes: Range<usize>,
}

impl Tensor {
    /// The tensor's name in the file.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Its element type, as the file names it.
    pub fn dtype(&self) -> SafetensorsDtype {
        self.dtype
    }

    /// Its shape (empty for a scalar).
    pub fn shape(&self) -> &[usize] {
        &self.shape
    }

    /// Its bytes in the allocation ([`Safetensors::memory`]).
    pub fn byte_range(&self) -> Range<usize> {
        self.bytes.clone()
    }
}

/// The largest header read: the format's own limit.
const MAX_HEADER: u64 = header::MAX_HEADER;

/// The largest index read: far more than any model's (a few hundred KB for thousands of
/// tensors), and a bound on what a path to an endless file (`/dev/zero`) can make us hold.
const MAX_INDEX: u64 = 64 << 20;

/// Where each shard's data starts in the allocation: a multiple of this, as allocations are.
const SHARD_ALIGN: usize = 256;

impl Safetensors {
    /// Loads every tensor of the `.safetensors` file at `path` into one allocation on `device`.
    pub fn load(device: &Device, path: impl AsRef<Path>) -> Result<Safetensors> {
        let path = path.as_ref();
        Self::load_files(device, path, &[path.to_path_buf()], Vec::new())
    }

    /// Loads every tensor of a sharded set through its index (`*.safetensors.index.json`,
    /// whose `weight_map` names each tensor's shard, relative to the index's folder) into one
    /// allocation on `device`: the shards' data sections follow each other. Every tensor the
    /// index names must be in the shard it names, and every shard's tensors in the index.
    pub fn load_index(device: &Device, index: impl AsRef<Path>) -> Result<Safetensors> {
        let index = index.as_ref();
        let text = read_index(index)?;
        let map = index::weight_map(&text).map_err(|e| Error::Safetensors {
            path: index.display().to_string().into(),
            tensor: e.tensor.map(Into::into),
            why: e.why.into(),
        })?;
        let folder = index.parent().unwrap_or(Path::new("."));
        // The shards in the order the index first names them, each once.
        let mut seen = HashSet::new();
        let shards: Vec<PathBuf> = (map.iter())
            .filter(|(_, shard)| seen.insert(shard.as_str()))
            .map(|(_, shard)| folder.join(shard))
            .collect();
        let expected = map
            .into_iter()
            .map(|(tensor, shard)| (tensor, folder.join(shard)))
            .collect();
        Self::load_files(device, index, &shards, expected)
    }

    /// Loads `files` (from `source`, the file or the index) in order into one allocation; with
    /// `expected` (tensor, shard) pairs from an index, checks that each file holds exactly the
    /// tensors the index puts there.
    fn load_files(
        device: &Device,
        source: &Path,
        files: &[PathBuf],
        expected: Vec<(String, PathBuf)>,
    ) -> Result<Safetensors> {
        // Each tensor's shard, and how many the index puts in each shard.
        let shard_of: HashMap<&str, &Path> = (expected.iter())
            .map(|(name, path)| (name.as_str(), path.as_path()))
            .collect();
        let mut counts: HashMap<&Path, usize> = HashMap::new();
        for path in shard_of.values() {
            *counts.entry(path).or_default() += 1;
        }
        // Every header first: nothing is allocated or read for a set with a bad file. Each
        // shard's data starts at a multiple of 256 bytes in the allocation, as the first does:
        // its tensors are then aligned there as they are in their file.
        let mut opened = Vec::new();
        let mut total = 0usize;
        for path in files {
            // The length the header was checked against: asked again, a file shrinking meanwhile
            // would underflow (the read that follows then fails as a short read, typed).
            let (file, header, len) = read_header(path)?;
            let data = (len - header.data_start) as usize;
            if !expected.is_empty() {
                let count = counts.get(path.as_path()).copied().unwrap_or(0);
                check_shard(path, &header, &shard_of, count, &expected)?;
            }
            let start = total.next_multiple_of(SHARD_ALIGN);
            total = start.checked_add(data).ok_or_else(|| Error::Safetensors {
                path: path.display().to_string().into(),
                tensor: None,
                why: "the set's data does not fit in memory".into(),
            })?;
            opened.push((file, header, start..total));
        }
        // Zeroed where shards leave gaps (only there would it be needed; one memset is cheaper
        // than a call per gap and is no time beside the read).
        let mut memory = match opened.len() {
            1 => DeviceBuffer::<u8>::uninit(device, total)?,
            _ => DeviceBuffer::<u8>::zeroed(device, total)?,
        };
        let (mut tensors, mut metadata) = (Vec::new(), Vec::new());
        for (file, header, place) in opened {
            let at = place.start;
            let into = memory.view_mut().slice(place)?;
            super::read_at(&file, header.data_start, into)?;
            // Names are unique in the set: a header's keys are (the parser refuses a key twice),
            // and across shards each tensor is in the one shard the index's map names for it.
            for info in header.tensors {
                let start = at + info.data.start as usize;
                let end = at + info.data.end as usize;
                tensors.push(Tensor {
                    name: info.name,
                    dtype: info.dtype,
                    shape: info.shape,
                    bytes: start..end,
                });
            }
            metadata.extend(header.metadata);
        }
        let by_name = (tensors.iter().enumerate())
            .map(|(i, t)| (t.name.clone(), i))
            .collect();
        Ok(Safetensors {
            source: source.display().to_string().into(),
            memory: Arc::new(memory),
            tensors,
            by_name,
            metadata,
        })
    }

    /// The tensors, in the order of their data (shard by shard).
    pub fn tensors(&self) -> &[Tensor] {
        &self.tensors
    }

    /// The tensor named `name`, if there is one.
    pub fn tensor(&self, name: &str) -> Option<&Tensor> {
        self.by_name.get(name).map(|&i| &self.tensors[i])
    }

    /// The `__metadata__` of the file (of every shard, in order), as text pairs.
    pub fn metadata(&self) -> &[(String, String)] {
        &self.metadata
    }

    /// The whole allocation: every tensor's bytes, in the order of [`tensors`](Self::tensors)
    /// (each shard's data after the last, from the next multiple of 256 bytes, zeros between).
    pub fn memory(&self) -> View<'_, u8> {
        self.memory.view()
    }

    /// The tensor `name` as a view of `T`, which must be its dtype (`f32` for `F32`, `u8` for
    /// `U8`, `half::f16` for `F16` with the `half` feature, ...).
    pub fn view<T: DataType>(&self, name: &str) -> Result<View<'_, T>> {
        let tensor = self.named(name)?;
        if T::DTYPE != dl_dtype(tensor.dtype) || size_of::<T>() != tensor.dtype.size() {
            return Err(self.error(
                name,
                format!(
                    "its dtype is {:?}, not viewable as {}",
                    tensor.dtype,
                    std::any::type_name::<T>()
                ),
            ));
        }
        self.bytes(name)?.cast::<T>()
    }

    /// The tensor `name`'s bytes, whatever its dtype.
    pub fn bytes(&self, name: &str) -> Result<View<'_, u8>> {
        let tensor = self.named(name)?;
        self.memory.view().slice(tensor.bytes.clone())
    }

    /// The tensor `name` as a DLPack tensor of its dtype and shape, read-only (other tensors,
    /// and this set's views, share the allocation), holding the allocation alive until the
    /// consumer is done: safe, unlike exporting a view.
    pub fn export(&self, name: &str) -> Result<Exported> {
        let tensor = self.named(name)?;
        let shape: Vec<i64> = tensor.shape.iter().map(|&n| n as i64).collect();
        let span = self.memory.view().slice(tensor.bytes.clone())?.span();
        let owner = Box::new(self.memory.clone());
        let ordinal = self.memory.device().ordinal();
        Exported::lend_bytes(owner, &span, dl_dtype(tensor.dtype), ordinal, &shape, true)
    }

    fn named(&self, name: &str) -> Result<&Tensor> {
        (self.tensor(name)).ok_or_else(|| self.error(name, "no tensor of this name was loaded"))
    }

    fn error(&self, tensor: &str, why: impl Into<Box<str>>) -> Error {
        Error::Safetensors {
            path: self.source.clone(),
            tensor: Some(tensor.into()),
            why: why.into(),
        }
    }
}

impl std::fmt::Debug for Safetensors {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Safetensors")
            .field("source", &self.source)
            .field("bytes", &self.memory.len())
            .field("tensors", &self.tensors)
            .field("metadata", &self.metadata)
            .finish()
    }
}

/// The DLPack element type of `dtype`.
fn dl_dtype(dtype: Dtype) -> DLDataType {
    let code = match dtype {
        Dtype::Bool => K_DL_BOOL,
        Dtype::U8 | Dtype::U16 | Dtype::U32 | Dtype::U64 => K_DL_UINT,
        Dtype::I8 | Dtype::I16 | Dtype::I32 | Dtype::I64 => K_DL_INT,
        Dtype::F16 | Dtype::F32 | Dtype::F64 => K_DL_FLOAT,
        Dtype::BF16 => K_DL_BFLOAT,
        Dtype::F8E4M3 => K_DL_FLOAT8_E4M3FN,
        Dtype::F8E5M2 => K_DL_FLOAT8_E5M2,
    };
    DLDataType {
        code,
        bits: (8 * dtype.size()) as u8,
        lanes: 1,
    }
}

/// An error reading a header or an index, before any tensor's bytes moved.
fn io_error(path: &Path, error: &std::io::Error) -> Error {
    super::transfer::io_error(path.display().to_string(), false, 0, 0, error)
}

/// The index's text, refused past [`MAX_INDEX`] bytes.
fn read_index(index: &Path) -> Result<Vec<u8>> {
    let file = super::transfer::open(index, false)?;
    let mut text = Vec::new();
    (file.take(MAX_INDEX + 1).read_to_end(&mut text)).map_err(|e| io_error(index, &e))?;
    if text.len() as u64 > MAX_INDEX {
        return Err(Error::Safetensors {
            path: index.display().to_string().into(),
            tensor: None,
            why: format!("an index longer than {MAX_INDEX} bytes").into(),
        });
    }
    Ok(text)
}

/// Opens `path` and reads and checks its header: the file, the header, and the length it was
/// checked against.
fn read_header(path: &Path) -> Result<(File, Header, u64)> {
    let bad = |tensor: Option<String>, why: String| Error::Safetensors {
        path: path.display().to_string().into(),
        tensor: tensor.map(Into::into),
        why: why.into(),
    };
    let mut file = super::transfer::open(path, false)?;
    let len = super::transfer::length(&file)?;
    let mut first = [0u8; 8];
    file.read_exact(&mut first).map_err(|e| match e.kind() {
        std::io::ErrorKind::UnexpectedEof => bad(None, format!("{len} bytes: no header length")),
        _ => io_error(path, &e),
    })?;
    let header_len = header::header_len(&first, len).map_err(|e| bad(e.tensor, e.why))?;
    debug_assert!(header_len <= MAX_HEADER);
    let mut json = vec![0u8; header_len as usize];
    file.read_exact(&mut json).map_err(|e| io_error(path, &e))?;
    let header = header::parse(&json, 8 + header_len, len).map_err(|e| bad(e.tensor, e.why))?;
    Ok((file, header, len))
}

/// Checks that the shard at `path` holds exactly the tensors the index puts there: each of its
/// tensors is one the index puts in it (`shard_of`), and it holds as many as the index puts
/// there (`count`), so none is missing (its names are unique); the missing one is looked for in
/// `expected` only to name it.
fn check_shard(
    path: &Path,
    header: &Header,
    shard_of: &HashMap<&str, &Path>,
    count: usize,
    expected: &[(String, PathBuf)],
) -> Result<()> {
    let bad = |tensor: &str, why: &str| Error::Safetensors {
        path: path.display().to_string().into(),
        tensor: Some(tensor.into()),
        why: why.into(),
    };
    for tensor in &header.tensors {
        if shard_of.get(tensor.name.as_str()) != Some(&path) {
            return Err(bad(
                &tensor.name,
                "in this shard, but the index does not put it here",
            ));
        }
    }
    if header.tensors.len() == count {
        return Ok(());
    }
    let present: HashSet<&str> = header.tensors.iter().map(|t| t.name.as_str()).collect();
    let missing = (expected.iter())
        .find(|(name, p)| p == path && !present.contains(name.as_str()))
        .map_or("", |(name, _)| name.as_str());
    Err(bad(
        missing,
        "the index puts it in this shard, which lacks it",
    ))
}
