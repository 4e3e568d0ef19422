//! The index of a sharded set (`model.safetensors.index.json`): `{"metadata": {...},
//! "weight_map": {"tensor name": "shard file name", ...}}`.

use super::header::HeaderError;
use super::json::{self, Value};

/// The index's (tensor, shard) pairs, in its order; or the tensor at fault, where there is
/// one, and what is wrong. A shard must be a plain file name: no folder, so that an index
/// cannot point outside its own folder.
pub(super) fn weight_map(text: &[u8]) -> Result<Vec<(String, String)>, HeaderError> {
    let bad = |tensor: Option<String>, why: &str| HeaderError {
        tensor,
        why: why.into(),
    };
    let Value::Object(entries) =
        json::parse(text).map_err(|why| HeaderError { tensor: None, why })?
    else {
        return Err(bad(None, "the index is not a JSON object"));
    };
    let Some((_, Value::Object(map))) = entries.into_iter().find(|(k, _)| k == "weight_map") else {
        return Err(bad(None, "the index has no weight_map object"));
    };
    let mut pairs = Vec::new();
    for (tensor, shard) in map {
        match shard {
            Value::String(shard)
                if !shard.is_empty() && !shard.contains('/') && shard != "." && shard != ".." =>
            {
                pairs.push((tensor, shard));
            }
            _ => {
                let why = "its shard is not a file name of the index's folder";
                return Err(bad(Some(tensor), why));
            }
        }
    }
    if pairs.is_empty() {
        return Err(bad(None, "the index names no tensor"));
    }
    Ok(pairs)
}
