//! Buffers, views, copies and fills against the fake driver: every public operation, every
//! error path, and no leaks (each test checks the fake's live count on its thread).

use cudyn_test_common as common;

use common::kinds::{KINDS, Memory};
use common::{NoLeaks, device, pattern};
use cudyn::sys::{CUdevice_attribute, CUresult};
use cudyn::{
    Advice, Attach, Device, DeviceBuffer, Error, Location, MemoryKind, PinnedBuffer, PinnedFlags,
    RegisteredHost, Stream, UnifiedBuffer, View, ViewMut,
};
use cudyn_fake_driver as fake;

mod buffers;
mod failures;
mod views;

fn ramp(n: usize) -> Vec<u32> {
    (0..n as u32).map(|i| i.wrapping_mul(2654435761)).collect()
}
