//! One soak thread: a random mix of operations over a small set of live buffers, each checked
//! against its shadow. Copies, fills and kernels are in `transfer.rs`; DLPack, exports and
//! IPC in `interop.rs`.

use std::time::Instant;

use cudyn::{Advice, Attach, Function, Location, MemPool, Stream};

use crate::Ctx;
use crate::memory::{Fail, Kind, Lease, Mem, Rng, Store, fail, mix, pattern};
use crate::report::Stats;
use crate::transfer::Mode;

/// Buffers one thread keeps between operations.
pub const MAX_LIVE: usize = 6;
/// Unified memory stays small: its pages migrate on faults, slowly, and more so under a
/// sanitizer.
pub const UNIFIED_MAX: usize = 256 << 10;

/// The operations and their weights (in thousandths).
const OPS: [(Op, usize); 14] = [
    (Op::Alloc, 160),
    (Op::Free, 80),
    (Op::Copy(Mode::Sync), 193),
    (Op::Copy(Mode::Scope), 110),
    (Op::Copy(Mode::TwoStreams), 110),
    (Op::Fill(false), 50),
    (Op::Fill(true), 50),
    (Op::Kernel, 110),
    (Op::Dlpack, 50),
    (Op::Growable, 30),
    (Op::Unified, 20),
    (Op::Export, 30),
    (Op::Trim, 5),
    (Op::FreeStaging, 2),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    Alloc,
    Free,
    Copy(Mode),
    Fill(bool),
    Kernel,
    Dlpack,
    Growable,
    Unified,
    Export,
    Trim,
    FreeStaging,
}

pub struct Worker<'a> {
    pub ctx: &'a Ctx,
    pub id: usize,
    pub rng: Rng,
    pub streams: [Stream; 2],
    pub fill: Function,
    pub add: Function,
    pub live: Vec<Mem<'a>>,
    /// Operations started, this one included.
    pub op: u64,
    /// What the current operation is doing, for error reports.
    pub label: String,
    pub stats: Stats,
}

impl<'a> Worker<'a> {
    pub fn new(ctx: &'a Ctx, id: usize) -> Result<Worker<'a>, Fail> {
        Ok(Worker {
            ctx,
            id,
            rng: Rng::new(ctx.args.seed ^ mix(id as u64 + 1)),
            streams: [Stream::new(&ctx.device)?, Stream::new(&ctx.device)?],
            fill: ctx.module.function("fill_u32")?,
            add: ctx.module.function("add_u32")?,
            live: Vec::new(),
            op: 0,
            label: String::new(),
            stats: Stats::default(),
        })
    }

    /// A pattern key from the run's seed, this thread, this operation and `salt`.
    pub fn key(&self, salt: u64) -> u32 {
        mix(self.ctx.args.seed ^ mix((self.id as u64) << 40 ^ self.op << 4 ^ salt)) as u32
    }

    /// Random operations until `deadline`; then every live buffer is checked and freed.
    pub fn run(&mut self, deadline: Instant) {
        let weights: Vec<usize> = OPS.iter().map(|&(_, w)| w).collect();
        while Instant::now() < deadline {
            if self.ctx.ipc_due() {
                self.step(Self::op_ipc);
            }
            let op = OPS[self.rng.weighted(&weights)].0;
            self.step(|w| w.dispatch(op));
        }
        self.finish();
    }

    /// One of everything, so that what the process creates once (contexts, modules, pools,
    /// staging rings and threads, the driver's own lazily opened files) exists before the
    /// baseline is taken.
    pub fn warm_up(&mut self) {
        for kind in Kind::ALL {
            if kind != Kind::Unified || self.ctx.unified {
                self.step(|w| w.op_alloc(kind, Some(16 << 10)));
            }
        }
        for mode in [Mode::Sync, Mode::Scope, Mode::TwoStreams] {
            self.step(|w| w.op_copy(mode));
        }
        // Pageable copies large enough for the staging ring, each way.
        self.finish();
        self.step(|w| {
            w.op_alloc(Kind::Pageable, Some(3 << 20))?;
            w.op_alloc(Kind::Device, Some(3 << 20))?;
            if w.live.len() == 2 {
                w.copy_live(0, 1, Mode::Sync, true)?;
                w.copy_live(1, 0, Mode::Scope, true)?;
            }
            Ok(())
        });
        self.finish();
        for op in [
            Op::Alloc,
            Op::Fill(false),
            Op::Fill(true),
            Op::Kernel,
            Op::Dlpack,
            Op::Growable,
            Op::Unified,
            Op::Export,
            Op::Trim,
        ] {
            self.step(|w| w.dispatch(op));
        }
        if self.ctx.args.ipc {
            self.step(Self::op_ipc);
        }
        self.finish();
    }

    fn dispatch(&mut self, op: Op) -> Result<(), Fail> {
        match op {
            Op::Alloc => {
                let kind = self.random_kind();
                self.op_alloc(kind, None)
            }
            Op::Free => self.op_free(),
            Op::Copy(mode) => self.op_copy(mode),
            Op::Fill(scoped) => self.op_fill(scoped),
            Op::Kernel => self.op_kernel(),
            Op::Dlpack => self.op_dlpack(),
            Op::Growable => self.op_growable(),
            Op::Unified => self.op_unified(),
            Op::Export => self.op_export(),
            Op::Trim => self.op_trim(),
            Op::FreeStaging => {
                self.label = "free staging memory".into();
                self.ctx.device.free_staging_memory();
                self.stats.add("free staging memory", 0);
                Ok(())
            }
        }
    }

    /// Runs one operation, counting it and recording its failure.
    pub fn step(&mut self, op: impl FnOnce(&mut Self) -> Result<(), Fail>) {
        self.op += 1;
        self.label.clear();
        if let Err(fail) = op(self) {
            self.ctx.errors.record(self.id, self.op, &self.label, &fail);
            self.stats.errors += 1;
        }
        self.ctx.count_op();
    }

    /// Checks and frees every live buffer, and waits for both streams (pool memory freed in
    /// their order is then back in its pool).
    pub fn finish(&mut self) {
        while !self.live.is_empty() {
            self.step(|w| {
                w.label = "final check".into();
                w.free_at(0, "final check")
            });
        }
        for stream in &self.streams {
            if let Err(error) = stream.synchronize() {
                let fail = Fail(format!("synchronising a stream at the end: {error}"));
                self.ctx.errors.record(self.id, self.op, "finish", &fail);
                self.stats.errors += 1;
            }
        }
    }

    pub fn random_kind(&mut self) -> Kind {
        loop {
            let kind = Kind::ALL[self.rng.below(Kind::ALL.len())];
            if kind != Kind::Unified || self.ctx.unified {
                return kind;
            }
        }
    }

    /// A length in words from one of the size classes: 4 KiB, 64 KiB, 1 MiB, or 8 MiB up to
    /// the large limit; a quarter of them a few words short, so that sizes are not all powers
    /// of two.
    pub fn random_len(&mut self) -> (usize, &'static str) {
        let (bytes, class) = match self.rng.weighted(&[35, 30, 25, 10]) {
            0 => (4 << 10, "4KiB"),
            1 => (64 << 10, "64KiB"),
            2 => (1 << 20, "1MiB"),
            _ => {
                let (low, high) = (8 << 20, self.ctx.large_max.max(8 << 20));
                (low + self.rng.below(high - low + 1), "large")
            }
        };
        let short = if self.rng.chance(1, 4) {
            1 + self.rng.below(63)
        } else {
            0
        };
        (bytes / 4 - short, class)
    }

    /// Budget for `bytes`, freeing this thread's own buffers (checked) to make room; `None`
    /// if even that is not enough (the operation is then skipped).
    pub fn lease(&mut self, bytes: u64) -> Result<Option<Lease<'a>>, Fail> {
        loop {
            if let Some(lease) = self.ctx.budget.try_take(bytes) {
                return Ok(Some(lease));
            }
            if self.live.is_empty() {
                self.stats.tag("skipped: over the byte budget");
                return Ok(None);
            }
            let index = self.rng.below(self.live.len());
            self.free_at(index, "freed for budget")?;
        }
    }

    /// Allocates a buffer of `kind` (of `len` words, or a random size), checks it and keeps it.
    pub fn op_alloc(&mut self, kind: Kind, len: Option<usize>) -> Result<(), Fail> {
        let (mut len, mut class) = match len {
            Some(len) => (len, "chosen"),
            None => self.random_len(),
        };
        if kind == Kind::Unified && len > UNIFIED_MAX {
            (len, class) = (UNIFIED_MAX - self.rng.below(64), "1MiB");
        }
        self.label = format!("alloc {} of {len} words ({class})", kind.name());
        if self.live.len() >= MAX_LIVE {
            let index = self.rng.below(self.live.len());
            self.free_at(index, "freed for room")?;
        }
        // Growable memory reserves up to twice its length and maps whole granules.
        let bytes = match kind {
            Kind::Growable => (len as u64 * 8).max(2 << 20),
            _ => len as u64 * 4,
        };
        let Some(lease) = self.lease(bytes)? else {
            return Ok(());
        };
        let (key, variant) = (self.key(1), self.rng.next());
        let stream = &self.streams[self.rng.below(2)];
        let mem = Mem::new(self.ctx, stream, kind, len, key, variant, lease)?;
        let checked = mem.check("a new buffer")?;
        self.stats.checked += checked;
        self.stats.add(format!("alloc {}", kind.name()), checked);
        self.live.push(mem);
        Ok(())
    }

    fn op_free(&mut self) -> Result<(), Fail> {
        if self.live.is_empty() {
            let kind = self.random_kind();
            return self.op_alloc(kind, None);
        }
        let index = self.rng.below(self.live.len());
        self.label = format!("free {}", self.live[index].kind.name());
        self.free_at(index, "freed")
    }

    /// Checks and frees live buffer `index`.
    pub fn free_at(&mut self, index: usize, why: &str) -> Result<(), Fail> {
        let mem = self.live.swap_remove(index);
        let kind = mem.kind;
        let checked = mem.retire(why)?;
        self.stats.checked += checked;
        self.stats.add(format!("free {}", kind.name()), checked);
        Ok(())
    }

    /// The index of a random live buffer that `fits`, if any.
    pub fn pick(&mut self, fits: impl Fn(&Mem<'_>) -> bool) -> Option<usize> {
        let fitting: Vec<usize> = (0..self.live.len())
            .filter(|&i| fits(&self.live[i]))
            .collect();
        (!fitting.is_empty()).then(|| fitting[self.rng.below(fitting.len())])
    }

    /// Takes live buffer `index` out for an operation, and lets `op` use it; it goes back
    /// only if `op` succeeded: after a failure its contents are unknown, and checking it again
    /// would only repeat the error.
    pub fn with_live(
        &mut self,
        index: usize,
        op: impl FnOnce(&mut Self, &mut Mem<'a>) -> Result<(), Fail>,
    ) -> Result<(), Fail> {
        let mut mem = self.live.swap_remove(index);
        op(self, &mut mem)?;
        self.live.push(mem);
        Ok(())
    }

    /// Resizes a growable buffer in place, up or down: the words kept keep their values, new
    /// ones are written.
    fn op_growable(&mut self) -> Result<(), Fail> {
        let Some(index) = self.pick(|m| m.kind == Kind::Growable) else {
            return self.op_alloc(Kind::Growable, None);
        };
        self.with_live(index, |w, mem| {
            let key = w.key(9);
            let Store::Growable(buffer) = &mut mem.store else {
                return fail!("not growable memory");
            };
            let (old, max) = (buffer.len(), buffer.max_len());
            let new = 1 + w.rng.below(max);
            w.label = format!("growable resize {old} -> {new} of {max} words");
            buffer.resize(new)?;
            if buffer.len() != new || buffer.capacity() < new {
                return fail!(
                    "resized to {new}: len {}, capacity {}",
                    buffer.len(),
                    buffer.capacity()
                );
            }
            if new > old {
                let fresh = pattern(new - old, key);
                buffer.slice_mut(old..)?.copy_from(&fresh)?;
                mem.shadow.extend_from_slice(&fresh);
            } else {
                mem.shadow.truncate(new);
            }
            let checked = mem.check("after a resize")?;
            w.stats.checked += checked;
            let way = if new > old { "grow" } else { "shrink" };
            w.stats.add(format!("growable {way}"), checked);
            Ok(())
        })
    }

    /// Advice, prefetches both ways (directly and in a scope), and attaching to one stream
    /// and back, on a unified buffer; its contents must survive all of it.
    fn op_unified(&mut self) -> Result<(), Fail> {
        if !self.ctx.unified {
            return self.op_alloc(Kind::Device, None);
        }
        let Some(index) = self.pick(|m| m.kind == Kind::Unified) else {
            return self.op_alloc(Kind::Unified, None);
        };
        self.with_live(index, |w, mem| {
            let device = &w.ctx.device;
            let (which, attach, s) = (w.rng.below(3), w.rng.chance(1, 2), w.rng.below(2));
            let Store::Unified(buffer) = &mut mem.store else {
                return fail!("not unified memory");
            };
            w.label = format!("unified advice {which}, attached {attach}");
            let advice = match which {
                0 => Advice::ReadMostly,
                1 => Advice::PreferredLocation(Location::Device(device)),
                _ => Advice::AccessedBy(Location::Device(device)),
            };
            buffer.advise(advice)?;
            buffer.prefetch(Location::Device(device))?;
            let stream = &w.streams[s];
            if attach {
                buffer.attach_to_stream(stream)?;
            }
            stream.scope(|s| {
                s.prefetch(&*buffer, Location::Host)?;
                s.prefetch(&*buffer, Location::Device(device))
            })?;
            if attach {
                buffer.attach(stream, Attach::Global)?;
            }
            buffer.unadvise(advice)?;
            let checked = mem.check("after prefetches and advice")?;
            w.stats.checked += checked;
            w.stats.add("unified prefetch, advice, attach", checked);
            Ok(())
        })
    }

    /// Trims every pool while the other threads use them.
    fn op_trim(&mut self) -> Result<(), Fail> {
        self.label = "trim pools".into();
        let ctx = self.ctx;
        ctx.pinned_pool.trim()?;
        ctx.pool.trim(self.rng.below(64 << 20))?;
        ctx.export_pool.trim(0)?;
        ctx.res_pool.inner().pool().trim(0)?;
        MemPool::current_for(&ctx.device)?.trim(0)?;
        self.stats.add("trim pools", 0);
        Ok(())
    }
}
