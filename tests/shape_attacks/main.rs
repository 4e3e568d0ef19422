//! Attacks on rectangles and volumes (View::rect/sub_rect/row/volume/sub_volume/plane, the Held
//! forms, PitchedBuffer::volume), their copies (staging ring, peers) and the exact overlap
//! checks, through safe code only, on the fake driver. Run with `--test-threads=1`.
use cudyn_test_common as common;

use common::NoLeaks;
use cudyn::bytemuck::Pod;
use cudyn::{Device, DeviceBuffer, Error, Held, PinnedBuffer, Scope, Stream, View, ViewMut};
use cudyn_fake_driver as fake;

mod between_kinds;
mod overlaps;
mod staged_rows;
mod volumes;

fn turn() -> std::sync::MutexGuard<'static, ()> {
    static ONE: std::sync::Mutex<()> = std::sync::Mutex::new(());
    ONE.lock().unwrap_or_else(|e| e.into_inner())
}

fn load() {
    drop(common::device());
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }
}
