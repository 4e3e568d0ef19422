//! A `.safetensors` header, checked whole against the format: 8 bytes of little-endian length,
//! then that many bytes of JSON naming each tensor's dtype, shape and byte range in the data
//! section that follows, and optional `__metadata__` text pairs.

use std::ops::Range;

use super::json::{self, Value};

/// The format's limit on a header's length (100 MB): a larger one is refused unread.
pub(crate) const MAX_HEADER: u64 = 100_000_000;

/// A tensor's element type, as safetensors names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Dtype {
    /// `BOOL`: one byte, 0 or 1.
    Bool,
    /// `U8`.
    U8,
    /// `I8`.
    I8,
    /// `F8_E4M3`: 8-bit float, 4 exponent and 3 mantissa bits, no infinities (`e4m3fn`).
    F8E4M3,
    /// `F8_E5M2`: 8-bit float, 5 exponent and 2 mantissa bits.
    F8E5M2,
    /// `I16`.
    I16,
    /// `U16`.
    U16,
    /// `F16`.
    F16,
    /// `BF16`.
    BF16,
    /// `I32`.
    I32,
    /// `U32`.
    U32,
    /// `F32`.
    F32,
    /// `I64`.
    I64,
    /// `U64`.
    U64,
    /// `F64`.
    F64,
}

impl Dtype {
    /// Bytes an element.
    pub fn size(self) -> usize {
        use Dtype::*;
        match self {
            Bool | U8 | I8 | F8E4M3 | F8E5M2 => 1,
            I16 | U16 | F16 | BF16 => 2,
            I32 | U32 | F32 => 4,
            I64 | U64 | F64 => 8,
        }
    }

    fn from_name(name: &str) -> Option<Dtype> {
        use Dtype::*;
        Some(match name {
            "BOOL" => Bool,
            "U8" => U8,
            "I8" => I8,
            "F8_E4M3" => F8E4M3,
            "F8_E5M2" => F8E5M2,
            "I16" => I16,
            "U16" => U16,
            "F16" => F16,
            "BF16" => BF16,
            "I32" => I32,
            "U32" => U32,
            "F32" => F32,
            "I64" => I64,
            "U64" => U64,
            "F64" => F64,
            _ => return None,
        })
    }
}

/// One tensor as the header describes it; `data` is relative to the data section.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct TensorInfo {
    pub(crate) name: String,
    pub(crate) dtype: Dtype,
    pub(crate) shape: Vec<usize>,
    pub(crate) data: Range<u64>,
}

/// A checked header: the tensors in the order of their data, which they cover whole.
#[derive(Debug)]
pub(crate) struct Header {
    pub(crate) tensors: Vec<TensorInfo>,
    pub(crate) metadata: Vec<(String, String)>,
    /// Where the data section starts in the file: 8 + the header's length.
    pub(crate) data_start: u64,
}

/// What is wrong with a header, and the tensor at fault where there is one.
#[derive(Debug)]
pub(crate) struct HeaderError {
    pub(crate) tensor: Option<String>,
    pub(crate) why: String,
}

fn error(tensor: Option<&str>, why: impl Into<String>) -> HeaderError {
    HeaderError {
        tensor: tensor.map(str::to_owned),
        why: why.into(),
    }
}

/// The header's length from the file's first 8 bytes, checked against the format's limit and
/// the file's length `file_len`.
pub(crate) fn header_len(first: &[u8; 8], file_len: u64) -> Result<u64, HeaderError> {
    let len = u64::from_le_bytes(*first);
    if len > MAX_HEADER {
        return Err(error(
            None,
            format!("a header of {len} bytes, past the format's 100 MB"),
        ));
    }
    if len.saturating_add(8) > file_len {
        return Err(error(
            None,
            format!("a header of {len} bytes in a file of {file_len}"),
        ));
    }
    Ok(len)
}

/// Parses and checks `json`, the header of a file of `file_len` bytes whose data starts at
/// `data_start`: every tensor's dtype known, its shape's byte count (checked arithmetic) its
/// range's length, and the ranges, in order, covering the data section exactly (no overlap,
/// no hole, none past its end).
pub(crate) fn parse(json: &[u8], data_start: u64, file_len: u64) -> Result<Header, HeaderError> {
    let Value::Object(entries) = json::parse(json).map_err(|why| error(None, why))? else {
        return Err(error(None, "the header is not a JSON object"));
    };
    let (mut tensors, mut metadata) = (Vec::new(), Vec::new());
    for (name, value) in entries {
        if name == "__metadata__" {
            let Value::Object(pairs) = value else {
                return Err(error(None, "__metadata__ is not an object"));
            };
            for (key, value) in pairs {
                let Value::String(text) = value else {
                    return Err(error(None, format!("__metadata__ {key:?} is not text")));
                };
                metadata.push((key, text));
            }
            continue;
        }
        tensors.push(tensor(name, value)?);
    }
    let data_len = file_len
        .checked_sub(data_start)
        .ok_or_else(|| error(None, "the header reaches past the file's end"))?;
    tensors.sort_by_key(|t| (t.data.start, t.data.end));
    let mut end = 0;
    for t in &tensors {
        if t.data.start < end {
            return Err(error(Some(&t.name), "its bytes overlap another tensor's"));
        }
        if t.data.start > end {
            return Err(error(
                Some(&t.name),
                format!("bytes {end}..{} belong to no tensor", t.data.start),
            ));
        }
        end = t.data.end;
    }
    if end != data_len {
        let last = tensors.last().map(|t| t.name.as_str());
        return Err(error(
            last,
            format!("the tensors end at byte {end} of a data section of {data_len}"),
        ));
    }
    Ok(Header {
        tensors,
        metadata,
        data_start,
    })
}

/// One tensor's entry: exactly `dtype`, `shape` and `data_offsets`, consistent.
fn tensor(name: String, value: Value) -> Result<TensorInfo, HeaderError> {
    let bad = |why: &str| error(Some(&name), why);
    let Value::Object(fields) = value else {
        return Err(bad("its entry is not an object"));
    };
    let (mut dtype, mut shape, mut offsets) = (None, None, None);
    for (key, value) in fields {
        match (key.as_str(), value) {
            ("dtype", Value::String(text)) => {
                dtype = Some(
                    Dtype::from_name(&text)
                        .ok_or_else(|| bad(&format!("unknown dtype {text:?}")))?,
                );
            }
            ("shape", Value::Array(items)) => {
                shape = Some(
                    integers(items).ok_or_else(|| bad("a shape that is not a list of sizes"))?,
                )
            }
            ("data_offsets", Value::Array(items)) => {
                offsets = Some(
                    integers(items).ok_or_else(|| bad("data_offsets that are not two offsets"))?,
                )
            }
            (key, _) => return Err(bad(&format!("an unexpected or malformed field {key:?}"))),
        }
    }
    let (Some(dtype), Some(shape), Some(offsets)) = (dtype, shape, offsets) else {
        return Err(bad("dtype, shape or data_offsets missing"));
    };
    let [begin, end] = offsets[..] else {
        return Err(bad("data_offsets that are not two offsets"));
    };
    if begin > end {
        return Err(bad("data_offsets that end before they begin"));
    }
    // Each dimension must be one DLPack (and every framework) can carry: an i64. A shape with
    // a zero holds no bytes, but its other dimensions too must multiply without overflow, in
    // any order: a user's product of the shape, in whatever order, then never overflows.
    if shape.iter().any(|&d| d > i64::MAX as u64) {
        return Err(bad(
            "a dimension past the largest size a tensor's shape carries (2^63 - 1)",
        ));
    }
    let others = (shape.iter().filter(|&&d| d != 0))
        .try_fold(dtype.size() as u64, |n, &d| n.checked_mul(d))
        .filter(|&n| usize::try_from(n).is_ok())
        .ok_or_else(|| bad("a shape whose byte count overflows"))?;
    let bytes = if shape.contains(&0) { 0 } else { others };
    if bytes != end - begin {
        return Err(bad(&format!(
            "its shape holds {bytes} bytes, its data_offsets {}",
            end - begin
        )));
    }
    let shape = shape
        .into_iter()
        .map(usize::try_from)
        .collect::<Result<_, _>>()
        .map_err(|_| bad("a dimension past this machine's sizes"))?;
    Ok(TensorInfo {
        name,
        dtype,
        shape,
        data: begin..end,
    })
}

fn integers(items: Vec<Value>) -> Option<Vec<u64>> {
    items
        .into_iter()
        .map(|v| match v {
            Value::Integer(n) => Some(n),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(json: &str, data_len: u64) -> Result<Header, HeaderError> {
        parse(
            json.as_bytes(),
            8 + json.len() as u64,
            8 + json.len() as u64 + data_len,
        )
    }

    #[test]
    fn a_valid_header_in_order_of_its_data() {
        let header = check(
            r#"{"b":{"dtype":"F32","shape":[2,3],"data_offsets":[4,28]},
               "__metadata__":{"format":"pt"},
               "a":{"dtype":"BOOL","shape":[],"data_offsets":[0,1]},
               "z":{"dtype":"F16","shape":[0],"data_offsets":[1,1]},
               "c\u00e9":{"dtype":"I8","shape":[3],"data_offsets":[1,4]}}   "#,
            28,
        )
        .unwrap();
        let names: Vec<_> = header.tensors.iter().map(|t| t.name.as_str()).collect();
        assert_eq!(names, ["a", "z", "c\u{e9}", "b"]);
        assert_eq!(header.tensors[3].shape, [2, 3]);
        assert_eq!(header.metadata, [("format".to_string(), "pt".to_string())]);
    }

    #[test]
    fn a_zero_dimension_empties_the_shape_but_the_rest_must_not_overflow_in_any_order() {
        let one = |shape: &str| {
            let json = format!(r#"{{"t":{{"dtype":"F64","shape":{shape},"data_offsets":[0,0]}}}}"#);
            check(&json, 0)
        };
        let empty = one("[3,0,1099511627776]").unwrap();
        assert_eq!(empty.tensors[0].shape.iter().product::<usize>(), 0);
        for shape in ["[0,4294967296,4294967296]", "[4294967296,4294967296,0]"] {
            let refused = one(shape).unwrap_err();
            assert!(
                refused.why.contains("overflows"),
                "{shape}: {}",
                refused.why
            );
        }
    }

    #[test]
    fn each_fault_is_refused_naming_its_tensor() {
        let one = |entry: &str, data_len| check(&format!("{{\"t\":{entry}}}"), data_len);
        for (entry, data_len) in [
            (r#"{"dtype":"F33","shape":[1],"data_offsets":[0,4]}"#, 4),
            (r#"{"dtype":"F32","shape":[2],"data_offsets":[0,4]}"#, 4),
            (r#"{"dtype":"F32","shape":[1],"data_offsets":[4,0]}"#, 4),
            (r#"{"dtype":"F32","shape":[1],"data_offsets":[0,4,8]}"#, 4),
            (r#"{"dtype":"F32","shape":[1],"data_offsets":[0,4]}"#, 8),
            (r#"{"dtype":"F32","shape":[1],"data_offsets":[4,8]}"#, 8),
            (
                r#"{"dtype":"F32","shape":[4294967296,4294967296],"data_offsets":[0,4]}"#,
                4,
            ),
            (
                r#"{"dtype":"U8","shape":[0,9223372036854775808],"data_offsets":[0,0]}"#,
                4,
            ),
            (r#"{"dtype":"F32","shape":[true],"data_offsets":[0,4]}"#, 4),
            (r#"{"dtype":"F32","shape":[1]}"#, 4),
            (
                r#"{"dtype":"F32","shape":[1],"data_offsets":[0,4],"x":1}"#,
                4,
            ),
            (r#"[1]"#, 4),
        ] {
            let fault = one(entry, data_len).unwrap_err();
            assert_eq!(fault.tensor.as_deref(), Some("t"), "{entry}: {}", fault.why);
        }
        // Two tensors sharing bytes; a header past the limit or the file.
        let overlap = check(
            r#"{"a":{"dtype":"U8","shape":[4],"data_offsets":[0,4]},
               "b":{"dtype":"U8","shape":[2],"data_offsets":[2,4]}}"#,
            4,
        );
        assert_eq!(overlap.unwrap_err().tensor.as_deref(), Some("b"));
        assert!(header_len(&(MAX_HEADER + 1).to_le_bytes(), u64::MAX).is_err());
        assert!(header_len(&100u64.to_le_bytes(), 107).is_err());
        assert_eq!(header_len(&100u64.to_le_bytes(), 108).unwrap(), 100);
        assert!(check(r#"{"__metadata__":{"a":1}}"#, 0).is_err());
        // Not JSON cudyn reads: refused before any tensor is looked at.
        assert!(one(r#"{"dtype":"F32","shape":[1.0],"data_offsets":[0,4]}"#, 4).is_err());
        assert!(check("{}", 0).is_ok() && check("{}", 1).is_err());
    }
}
