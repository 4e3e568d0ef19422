//! What this process exported to others through CUDA IPC (see `ipc`).
//!
//! The registry sits in the bottom layer because what exports (device memory, events) must
//! retract its entries when it is dropped, and those types live below `ipc`.

use std::collections::BTreeMap;
use std::sync::{Mutex, PoisonError};

use super::error::{Error, Result};
use crate::sys::CUdeviceptr;

/// What this process exported: the driver refuses to open a handle in its own process with an
/// unhelpful "invalid device context", so the handles are remembered and such an open is
/// answered with [`Error::OpenedInExportingProcess`] before any driver call. Entries go when
/// what they export is dropped.
static EXPORTED: Mutex<BTreeMap<[u8; 64], Exporter>> = Mutex::new(BTreeMap::new());

/// Who exported a handle, so that its entries can be dropped with it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Exporter {
    Memory(CUdeviceptr),
    Event(usize),
}

fn exported<R>(f: impl FnOnce(&mut BTreeMap<[u8; 64], Exporter>) -> R) -> R {
    f(&mut EXPORTED.lock().unwrap_or_else(PoisonError::into_inner))
}

pub(crate) fn remember(bytes: [u8; 64], by: Exporter) {
    exported(|map| map.insert(bytes, by));
}

pub(crate) fn refuse_own(bytes: &[u8; 64]) -> Result<()> {
    if exported(|map| map.contains_key(bytes)) {
        Err(Error::OpenedInExportingProcess)
    } else {
        Ok(())
    }
}

/// Forgets what `by` exported; called when it is dropped (and only if it exported anything,
/// so that dropping ordinary buffers takes no lock).
pub(crate) fn forget(by: Exporter) {
    exported(|map| map.retain(|_, e| *e != by));
}
