//! Copies (every direction, synchronous and in scopes over two streams), fills and kernels:
//! each moves data between buffers, updates their shadows the same way, and reads back what
//! it touched.

use cudyn::bytemuck::Pod;
use cudyn::{LaunchConfig, View, ViewMut};

use crate::memory::{Fail, Kind, Mem, bytes_of, bytes_of_mut, compare, fail};
use crate::ops::{MAX_LIVE, Worker};

/// Pageable copies to or from device memory from this size on go through the staging ring.
const STAGED: usize = 4 << 20;

/// How a copy is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// `cudyn::copy`: complete on return.
    Sync,
    /// One copy in a scope on one of the thread's streams.
    Scope,
    /// In pieces alternating between two streams of one scope, into held memory that is read
    /// back on a stream of the scope and given back (`give_back`) before the scope ends.
    TwoStreams,
}

impl Mode {
    fn name(self) -> &'static str {
        match self {
            Mode::Sync => "sync",
            Mode::Scope => "scope",
            Mode::TwoStreams => "2 streams",
        }
    }
}

/// A range of `n` units (bytes or words) in buffers of `src` and `dst` units: whole (as long
/// as the shorter allows) half of the time, else of random length and places.
fn range(w: &mut Worker<'_>, src: usize, dst: usize) -> (usize, usize, usize) {
    let most = src.min(dst);
    let n = if w.rng.chance(1, 2) {
        most
    } else {
        1 + w.rng.below(most)
    };
    (w.rng.below(src - n + 1), w.rng.below(dst - n + 1), n)
}

impl<'a> Worker<'a> {
    /// A copy between two live buffers, or (a quarter of the time) between a live one and a
    /// new pageable one, which then joins the live ones.
    pub fn op_copy(&mut self, mode: Mode) -> Result<(), Fail> {
        if self.live.is_empty() {
            let kind = self.random_kind();
            self.op_alloc(kind, None)?;
        }
        let live = self.live.len();
        if live >= 2 && !self.rng.chance(1, 4) {
            let src = self.rng.below(live);
            let dst = (src + 1 + self.rng.below(live - 1)) % live;
            return self.copy_live(src, dst, mode, false);
        }
        let len = match live > 0 && self.rng.chance(3, 4) {
            true => self.live[self.rng.below(live)].len(),
            false => self.random_len().0,
        };
        let Some(lease) = self.lease(len as u64 * 4)? else {
            return Ok(());
        };
        let (key, variant) = (self.key(2), self.rng.next());
        let stream = &self.streams[0];
        let fresh = Mem::new(self.ctx, stream, Kind::Pageable, len, key, variant, lease)?;
        // Pushed last, after the lease freed what it needed: its index is stable from here.
        self.live.push(fresh);
        let fresh = self.live.len() - 1;
        if fresh == 0 {
            return Ok(());
        }
        let other = self.rng.below(fresh);
        let (src, dst) = match self.rng.chance(1, 2) {
            true => (fresh, other),
            false => (other, fresh),
        };
        self.copy_live(src, dst, mode, false)?;
        while self.live.len() > MAX_LIVE {
            let index = self.rng.below(self.live.len());
            self.free_at(index, "freed for room")?;
        }
        Ok(())
    }

    /// Copies from live buffer `src` into live buffer `dst` (the whole of the shorter, or a
    /// random range at word or byte offsets), then reads both back whole.
    pub fn copy_live(
        &mut self,
        src: usize,
        dst: usize,
        mode: Mode,
        whole: bool,
    ) -> Result<(), Fail> {
        // Taken out in order of index, so that the second index still means its buffer.
        let (high, low) = (src.max(dst), src.min(dst));
        let first = self.live.swap_remove(high);
        let second = self.live.swap_remove(low);
        let (mut s, mut d) = if src > dst {
            (first, second)
        } else {
            (second, first)
        };
        self.copy_between(&mut s, &mut d, mode, whole)?;
        self.live.push(s);
        self.live.push(d);
        Ok(())
    }

    fn copy_between(
        &mut self,
        src: &mut Mem<'a>,
        dst: &mut Mem<'a>,
        mode: Mode,
        whole: bool,
    ) -> Result<(), Fail> {
        let bytewise = !whole && self.rng.chance(1, 4);
        let unit = if bytewise { 1 } else { 4 };
        let (s_off, d_off, n) = if whole {
            (0, 0, src.len().min(dst.len()))
        } else {
            range(self, src.len() * 4 / unit, dst.len() * 4 / unit)
        };
        let bytes = n * unit;
        let direction = format!("{}->{}", src.kind.side(), dst.kind.side());
        self.label = format!(
            "copy {direction} ({} -> {}) {}, {bytes} bytes at {} -> {} ({})",
            src.kind.name(),
            dst.kind.name(),
            mode.name(),
            s_off * unit,
            d_off * unit,
            if bytewise { "bytes" } else { "words" },
        );
        let mut checked = if bytewise {
            let want = bytes_of(&src.shadow)[s_off..s_off + n].to_vec();
            let from = src.view().cast::<u8>()?.slice(s_off..s_off + n)?;
            let into = dst.view_mut().cast::<u8>()?.slice(d_off..d_off + n)?;
            let checked = self.copy_views(mode, from, into, &want)?;
            bytes_of_mut(&mut dst.shadow)[d_off..d_off + n].copy_from_slice(&want);
            checked
        } else {
            let want = src.shadow[s_off..s_off + n].to_vec();
            let from = src.view().slice(s_off..s_off + n)?;
            let into = dst.view_mut().slice(d_off..d_off + n)?;
            let checked = self.copy_views(mode, from, into, &want)?;
            dst.shadow[d_off..d_off + n].copy_from_slice(&want);
            checked
        };
        checked += dst.check("copy destination")?;
        checked += src.check("copy source")?;
        self.stats.checked += checked;
        self.stats
            .add(format!("copy {direction} {}", mode.name()), checked);
        let class = match bytes {
            0..=4096 => "up to 4 KiB",
            4097..=65536 => "up to 64 KiB",
            65537..=1048576 => "up to 1 MiB",
            _ => "over 1 MiB",
        };
        self.stats.tag(format!("copies {class}"));
        if bytewise {
            self.stats.tag("copies at byte offsets");
        }
        let pageable_device = matches!(
            (src.kind.side(), dst.kind.side()),
            ("pageable", "device") | ("device", "pageable")
        );
        if pageable_device && bytes >= STAGED {
            self.stats
                .tag("copies staged (pageable <-> device, 4 MiB up)");
        }
        Ok(())
    }

    /// Copies `src` into `dst` by `mode`; for two streams, also checks what the scope read
    /// back before giving the memory back. The bytes checked here.
    fn copy_views<T: Pod + PartialEq + std::fmt::LowerHex>(
        &mut self,
        mode: Mode,
        src: View<'_, T>,
        dst: ViewMut<'_, T>,
        want: &[T],
    ) -> Result<u64, Fail> {
        let streams = &self.streams;
        match mode {
            Mode::Sync => cudyn::copy(src, dst)?,
            Mode::Scope => streams[self.rng.below(2)].scope(|s| s.copy(src, dst))?,
            Mode::TwoStreams => {
                let pieces = 1 + self.rng.below(4);
                let piece = src.len().div_ceil(pieces).max(1);
                let first = self.rng.below(2);
                let mut echo = vec![T::zeroed(); src.len()];
                let given: Vec<T> = streams[first].scope(|s| {
                    let held = s.hold(dst);
                    for (k, chunk) in src.chunks(piece)?.enumerate() {
                        let at = k * piece;
                        let lane = s.on(&streams[(first + k) % 2]);
                        lane.copy(chunk, held.slice(at..at + chunk.len())?)?;
                    }
                    // On the stream the last piece did not go to: ordered after every piece.
                    s.on(&streams[(first + pieces) % 2]).copy(held, &mut echo)?;
                    let back = s.give_back(held)?;
                    match back.as_slice() {
                        Some(host) => Ok(host.to_vec()),
                        None => back.to_vec(),
                    }
                })?;
                return Ok(compare("read back on the other stream", &echo, want)?
                    + compare("read back after give_back", &given, want)?);
            }
        }
        Ok(0)
    }

    /// Fills a range of a live buffer with an 8-, 16- or 32-bit value: now, or in a scope that
    /// reads it back on the other stream.
    pub fn op_fill(&mut self, scoped: bool) -> Result<(), Fail> {
        let Some(index) = self.pick(|m| !scoped || m.kind.device_reachable()) else {
            return self.op_alloc(Kind::Device, None);
        };
        self.with_live(index, |w, mem| w.fill(mem, scoped))
    }

    fn fill(&mut self, mem: &mut Mem<'a>, scoped: bool) -> Result<(), Fail> {
        let width = [1, 2, 4][self.rng.below(3)];
        let (off, _, n) = range(self, mem.len() * 4 / width, usize::MAX);
        let (start, bytes) = (off * width, n * width);
        let value = self.rng.next() as u32;
        let (a, b) = (self.rng.below(2), self.rng.below(2));
        self.label = format!(
            "fill {} with {value:#x} ({width} bytes wide) {bytes} bytes at {start}, {}",
            mem.kind.name(),
            if scoped { "scope" } else { "sync" }
        );
        let unit = &value.to_ne_bytes()[..width];
        let mut echo = vec![0u8; bytes];
        let view = mem.view_mut().cast::<u8>()?.slice(start..start + bytes)?;
        if scoped {
            let streams = &self.streams;
            streams[a].scope(|s| {
                let held = s.hold(view);
                match width {
                    1 => s.fill_bytes(held, value as u8)?,
                    2 => s.fill_u16(held, value as u16)?,
                    _ => s.fill_u32(held, value)?,
                }
                s.on(&streams[b]).copy(held, &mut echo)
            })?;
        } else {
            let mut view = view;
            match width {
                1 => view.fill_bytes(value as u8)?,
                2 => view.fill_u16(value as u16)?,
                _ => view.fill_u32(value)?,
            }
        }
        let filled = &mut bytes_of_mut(&mut mem.shadow)[start..start + bytes];
        filled
            .chunks_exact_mut(width)
            .for_each(|w| w.copy_from_slice(unit));
        let mut checked = if scoped {
            compare("fill read back on the other stream", &echo, filled)?
        } else {
            0
        };
        checked += mem.check("after a fill")?;
        self.stats.checked += checked;
        let how = if scoped { "scope" } else { "sync" };
        self.stats.add(
            format!("fill {} {width}-byte {how}", mem.kind.side()),
            checked,
        );
        Ok(())
    }

    /// A kernel in a scope: `fill_u32` into a range of a live buffer, or `add_u32` from one
    /// live buffer into another, launched on one stream and read back on another.
    pub fn op_kernel(&mut self) -> Result<(), Fail> {
        let Some(d) = self.pick(|m| m.kind.device_reachable()) else {
            return self.op_alloc(Kind::Device, None);
        };
        let mut dst = self.live.swap_remove(d);
        let src = match self.rng.chance(1, 2) {
            true => self.pick(|m| m.kind.device_reachable()),
            false => None,
        };
        let src = src.map(|s| self.live.swap_remove(s));
        // As in `with_live`: the buffers go back only if the kernel's work checked out.
        self.kernel(&mut dst, src.as_ref())?;
        self.live.push(dst);
        self.live.extend(src);
        Ok(())
    }

    fn kernel(&mut self, dst: &mut Mem<'a>, src: Option<&Mem<'a>>) -> Result<(), Fail> {
        let (s_len, d_len) = (src.map_or(dst.len(), Mem::len), dst.len());
        let (s_off, d_off, n) = range(self, s_len, d_len);
        let Ok(count) = u32::try_from(n) else {
            return fail!("{n} words are too many for one kernel");
        };
        let value = self.rng.next() as u32;
        let block = [64, 128, 256, 1024][self.rng.below(4)];
        let (a, b, c) = (self.rng.below(2), self.rng.below(2), self.rng.below(2));
        let name = if src.is_some() { "add_u32" } else { "fill_u32" };
        let from = src.map_or(String::new(), |s| {
            format!("from {} at {s_off} ", s.kind.name())
        });
        self.label = format!(
            "kernel {name} {from}into {} at {d_off}, {n} words, block {block}",
            dst.kind.name()
        );
        let want: Vec<u32> = match src {
            Some(src) => src.shadow[s_off..s_off + n]
                .iter()
                .map(|v| v.wrapping_add(value))
                .collect(),
            None => vec![value; n],
        };
        let config = LaunchConfig::linear(count, block);
        let input = match src {
            Some(src) => Some(src.view().slice(s_off..s_off + n)?),
            None => None,
        };
        let out = dst.view_mut().slice(d_off..d_off + n)?;
        let mut echo = vec![0u32; n];
        let (streams, fill, add) = (&self.streams, &self.fill, &self.add);
        streams[a].scope(|s| {
            let out = s.hold(out);
            let lane = s.on(&streams[b]);
            match input {
                // SAFETY: add_u32(const u32 *in, u32 *out, u32 n, u32 value) reads `n` words
                // of `in` and writes `n` of `out`: both views hold exactly `count` words, of
                // memory the device reaches (no pageable kind is picked), and `out` is held,
                // so borrowed exclusively.
                Some(input) => unsafe { lane.launch(add, config, (input, out, count, value)) }?,
                // SAFETY: fill_u32(u32 *out, u32 n, u32 value) writes `n` words of `out`, which
                // holds exactly `count` words of device-reachable memory, held exclusively.
                None => unsafe { lane.launch(fill, config, (out, count, value)) }?,
            }
            s.on(&streams[c]).copy(out, &mut echo)
        })?;
        dst.shadow[d_off..d_off + n].copy_from_slice(&want);
        let mut checked = compare("kernel output read back on a stream", &echo, &want)?;
        checked += dst.check("kernel output")?;
        if let Some(src) = src {
            checked += src.check("kernel input")?;
        }
        self.stats.checked += checked;
        let streams = if a == b && b == c {
            "1 stream"
        } else {
            "2 streams"
        };
        self.stats.add(
            format!("kernel {name} on {} {streams}", dst.kind.side()),
            checked,
        );
        Ok(())
    }
}
