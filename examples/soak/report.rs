//! What the soak counts and checks: operations by kind, errors, and the process's resources
//! (device memory, pools, descriptors, resident memory, threads) before and after.

use std::collections::BTreeMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use cudyn::{MemPool, PinnedPoolStats, PoolUsage, ResourceStats};

use crate::Ctx;
use crate::memory::Fail;

/// Operations of one kind: how many, and the bytes they read back and compared.
#[derive(Clone, Copy, Default)]
pub struct Tally {
    pub count: u64,
    pub checked: u64,
}

/// One thread's counts, merged at the end.
#[derive(Default)]
pub struct Stats {
    pub ops: BTreeMap<String, Tally>,
    /// Counts of what some operations were (size classes, staged copies, skips), not
    /// operations themselves.
    pub tags: BTreeMap<String, u64>,
    pub checked: u64,
    pub errors: u64,
}

impl Stats {
    pub fn add(&mut self, key: impl Into<String>, checked: u64) {
        let tally = self.ops.entry(key.into()).or_default();
        tally.count += 1;
        tally.checked += checked;
    }

    pub fn tag(&mut self, key: impl Into<String>) {
        *self.tags.entry(key.into()).or_default() += 1;
    }

    pub fn merge(&mut self, other: &Stats) {
        for (key, tally) in &other.ops {
            let mine = self.ops.entry(key.clone()).or_default();
            mine.count += tally.count;
            mine.checked += tally.checked;
        }
        for (key, count) in &other.tags {
            *self.tags.entry(key.clone()).or_default() += count;
        }
        self.checked += other.checked;
        self.errors += other.errors;
    }

    pub fn print(&self, seconds: f64) {
        println!(
            "{:<58} {:>10} {:>10} {:>12}",
            "operation", "ops", "ops/s", "MiB checked"
        );
        let mut total = 0;
        for (key, tally) in &self.ops {
            total += tally.count;
            println!(
                "{key:<58} {:>10} {:>10.1} {:>12.1}",
                tally.count,
                tally.count as f64 / seconds,
                tally.checked as f64 / (1 << 20) as f64
            );
        }
        println!(
            "{:<58} {total:>10} {:>10.1} {:>12.1}",
            "all operations",
            total as f64 / seconds,
            self.checked as f64 / (1 << 20) as f64
        );
        for (key, count) in &self.tags {
            println!("  {key}: {count}");
        }
    }
}

/// Errors of every thread: counted, and the first few kept and printed as they happen.
#[derive(Default)]
pub struct ErrorLog {
    count: AtomicU64,
    first: Mutex<Vec<String>>,
}

const SHOWN: usize = 10;

impl ErrorLog {
    pub fn record(&self, thread: usize, op: u64, label: &str, fail: &Fail) {
        let n = self.count.fetch_add(1, Ordering::Relaxed) + 1;
        if n as usize <= SHOWN {
            let text = format!("thread {thread}, operation {op} [{label}]: {fail}");
            eprintln!("ERROR {text}");
            self.first
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(text);
        }
    }

    pub fn count(&self) -> u64 {
        self.count.load(Ordering::Relaxed)
    }

    pub fn first(&self) -> Vec<String> {
        self.first.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }
}

/// The pools' and resources' figures.
#[derive(Clone, Copy, Debug)]
pub struct Pools {
    pinned: PinnedPoolStats,
    own: PoolUsage,
    export: PoolUsage,
    current: PoolUsage,
    counted: ResourceStats,
    counted_pool: PoolUsage,
    limited: u64,
}

/// The process's resources at one moment.
#[derive(Clone, Copy, Debug)]
pub struct Snapshot {
    pub free: usize,
    /// Resident bytes: in all, anonymous, of files, shared.
    rss: [u64; 4],
    fds: usize,
    threads: usize,
    staging: usize,
    /// Threads the CUDA driver made for itself (named `cuda...`): it starts them when it first
    /// needs them and keeps them, so they are reported, not held to the baseline.
    driver: usize,
    pools: Pools,
    budget_left: u64,
}

/// Resident memory: in all, anonymous, of files, shared (from /proc/self/status).
fn resident() -> Result<[u64; 4], Fail> {
    let status = std::fs::read_to_string("/proc/self/status")?;
    let field = |name: &str| {
        status
            .lines()
            .find_map(|line| line.strip_prefix(name))
            .and_then(|rest| rest.trim().strip_suffix("kB"))
            .and_then(|kb| kb.trim().parse::<u64>().ok())
            .map(|kb| kb * 1024)
            .ok_or_else(|| Fail(format!("no {name} in /proc/self/status")))
    };
    Ok([
        field("VmRSS:")?,
        field("RssAnon:")?,
        field("RssFile:")?,
        field("RssShmem:")?,
    ])
}

/// Set once every worker has been joined (see [`threads`]).
static WORKERS_JOINED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Waits (up to two seconds) until no worker thread (`soak-N`) is listed in /proc any more: a
/// scoped thread is joined once its closure has returned, a moment before the system has
/// ended it, and a snapshot taken in that moment counts it. One still listed after that is a
/// thread the driver started from that worker ([`threads`] counts it as the driver's).
pub fn await_workers_gone() {
    WORKERS_JOINED.store(true, std::sync::atomic::Ordering::SeqCst);
    let listed = || {
        std::fs::read_dir("/proc/self/task")
            .into_iter()
            .flatten()
            .flatten()
            .any(|task| {
                std::fs::read_to_string(task.path().join("comm")).is_ok_and(|name| {
                    name.trim()
                        .strip_prefix("soak-")
                        .is_some_and(|n| n.parse::<u32>().is_ok())
                })
            })
    };
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(2);
    while listed() && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

/// The threads of the first snapshot (the baseline) other than the staging threads: thread id
/// and name, so that the end can name any thread that came since.
static FIRST_THREADS: std::sync::Mutex<Option<Vec<(String, String)>>> = std::sync::Mutex::new(None);

/// Threads, those of them that are cudyn's staging threads (named `cudyn-stage-N`), and
/// those the driver made for itself (named `cuda...`).
fn threads() -> Result<(usize, usize, usize), Fail> {
    let (mut all, mut staging, mut driver) = (0, 0, 0);
    let mut others = Vec::new();
    for task in std::fs::read_dir("/proc/self/task")? {
        let task = task?;
        // A thread may end between the listing and the read.
        let Ok(name) = std::fs::read_to_string(task.path().join("comm")) else {
            continue;
        };
        all += 1;
        staging += usize::from(name.starts_with("cudyn-stage-"));
        // The driver names some of its threads; others it starts from whichever thread first
        // needs them, and they take that thread's name: a worker's name still listed after
        // every worker has been joined is such a thread (nothing else here starts threads
        // without naming them).
        let worker_name = name
            .trim()
            .strip_prefix("soak-")
            .is_some_and(|n| n.parse::<u32>().is_ok());
        driver += usize::from(
            name.starts_with("cuda")
                || (worker_name && WORKERS_JOINED.load(std::sync::atomic::Ordering::SeqCst)),
        );
        if !name.starts_with("cudyn-stage-") {
            others.push((
                task.file_name().to_string_lossy().into_owned(),
                name.trim().to_owned(),
            ));
        }
    }
    let mut first = FIRST_THREADS.lock().unwrap_or_else(|e| e.into_inner());
    match &*first {
        None => *first = Some(others),
        Some(baseline) => {
            let new: Vec<_> = others.iter().filter(|t| !baseline.contains(t)).collect();
            if !new.is_empty() {
                println!("threads since the baseline (id, name), staging threads apart: {new:?}");
            }
        }
    }
    Ok((all, staging, driver))
}

/// Fixes glibc's threshold for serving allocations from their own mappings at 1 MiB, before
/// anything is allocated. By default the threshold grows with the largest block freed (up to
/// 32 MiB, and the arenas' trim threshold to twice that), so that freed buffers of several MiB
/// stay resident in the per-thread arenas for good: the resident memory check would measure
/// the allocator's caching, not what anything holds.
pub fn fix_allocator() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt sets a tunable of the allocator; called before the threads start.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 1 << 20);
    }
}

/// Hands the C allocator's free memory back to the system, as the pools are trimmed before a
/// snapshot: what stays resident then is memory something still holds.
fn trim_allocator() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only releases free memory of the allocator's own arenas.
    unsafe {
        libc::malloc_trim(0);
    }
}

impl Snapshot {
    /// The figures now, the C allocator trimmed first.
    pub fn take(ctx: &Ctx) -> Result<Snapshot, Fail> {
        trim_allocator();
        let (free, _) = ctx.device.mem_info()?;
        let (threads, staging, driver) = threads()?;
        Ok(Snapshot {
            free,
            rss: resident()?,
            fds: std::fs::read_dir("/proc/self/fd")?.count(),
            threads,
            staging,
            driver,
            pools: Pools {
                pinned: ctx.pinned_pool.stats(),
                own: ctx.pool.usage()?,
                export: ctx.export_pool.usage()?,
                current: MemPool::current_for(&ctx.device)?.usage()?,
                counted: ctx.res_pool.stats(),
                counted_pool: ctx.res_pool.inner().pool().usage()?,
                limited: ctx.res_direct.in_use(),
            },
            budget_left: ctx.budget.left(),
        })
    }

    pub fn describe(&self) -> String {
        format!(
            "device free {}, resident {}, {} descriptors, {} threads ({} staging)",
            mib(self.free as u64),
            mib(self.rss[0]),
            self.fds,
            self.threads,
            self.staging
        )
    }
}

pub fn mib(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / (1 << 20) as f64)
}

/// The slack each end check allows.
pub struct Slack {
    pub device: u64,
    pub rss: u64,
    pub fds: usize,
    pub staging_threads: usize,
}

/// One end check.
struct Check {
    name: &'static str,
    baseline: String,
    now: String,
    slack: String,
    pass: bool,
}

fn usage(u: &PoolUsage) -> String {
    format!("used {} reserved {}", u.used, u.reserved)
}

/// Compares `now` with `base` and prints every check; whether all passed.
pub fn end_checks(
    base: &Snapshot,
    now: &Snapshot,
    slack: &Slack,
    errors: u64,
    budget: u64,
) -> bool {
    let (b, n) = (&base.pools, &now.pools);
    let empty = |u: &PoolUsage| u.used == 0 && u.reserved == 0;
    let checks = [
        Check {
            name: "errors",
            baseline: "0".into(),
            now: errors.to_string(),
            slack: "0".into(),
            pass: errors == 0,
        },
        Check {
            name: "device free memory",
            baseline: mib(base.free as u64),
            now: mib(now.free as u64),
            slack: format!("-{}", mib(slack.device)),
            pass: now.free as u64 + slack.device >= base.free as u64,
        },
        Check {
            name: "resident memory",
            baseline: mib(base.rss[0]),
            now: format!(
                "{} (anon {}, file {}, shared {})",
                mib(now.rss[0]),
                mib(now.rss[1]),
                mib(now.rss[2]),
                mib(now.rss[3])
            ),
            slack: format!("+{}", mib(slack.rss)),
            pass: now.rss[0] <= base.rss[0] + slack.rss,
        },
        Check {
            name: "open descriptors",
            baseline: base.fds.to_string(),
            now: now.fds.to_string(),
            slack: format!("+{}", slack.fds),
            pass: now.fds <= base.fds + slack.fds,
        },
        Check {
            name: "threads other than staging",
            baseline: format!(
                "{} (driver's own {})",
                base.threads - base.staging,
                base.driver
            ),
            now: format!(
                "{} (driver's own {})",
                now.threads - now.staging,
                now.driver
            ),
            slack: "0, the driver's own apart".into(),
            pass: now.threads - now.staging - now.driver
                <= base.threads - base.staging - base.driver,
        },
        Check {
            name: "staging threads kept",
            baseline: base.staging.to_string(),
            now: now.staging.to_string(),
            slack: format!("at most {}", slack.staging_threads),
            pass: now.staging <= slack.staging_threads,
        },
        Check {
            name: "pinned pool (trimmed): in use, cached",
            baseline: format!("{} {}", b.pinned.in_use, b.pinned.cached),
            now: format!(
                "{} {} (peak {}, {} hits, {} misses)",
                n.pinned.in_use,
                n.pinned.cached,
                n.pinned.in_use_peak,
                n.pinned.hits,
                n.pinned.misses
            ),
            slack: "0".into(),
            pass: n.pinned.in_use == 0 && n.pinned.cached == 0,
        },
        Check {
            name: "own pool (trimmed)",
            baseline: usage(&b.own),
            now: format!("{} (peak used {})", usage(&n.own), n.own.used_high),
            slack: "0".into(),
            pass: empty(&n.own),
        },
        Check {
            name: "exportable pool (trimmed)",
            baseline: usage(&b.export),
            now: format!("{} (peak used {})", usage(&n.export), n.export.used_high),
            slack: "0".into(),
            pass: empty(&n.export),
        },
        Check {
            name: "device's current pool (trimmed)",
            baseline: usage(&b.current),
            now: format!("{} (peak used {})", usage(&n.current), n.current.used_high),
            slack: "0".into(),
            pass: n.current.used <= b.current.used && n.current.reserved <= b.current.reserved,
        },
        Check {
            name: "counted pool resource (trimmed)",
            baseline: format!(
                "{} allocations, {}",
                b.counted.allocations,
                usage(&b.counted_pool)
            ),
            now: format!(
                "{} allocations, {} ({} in all)",
                n.counted.allocations,
                usage(&n.counted_pool),
                n.counted.total_allocations
            ),
            slack: "0".into(),
            pass: n.counted.allocations == 0 && n.counted.bytes == 0 && empty(&n.counted_pool),
        },
        Check {
            name: "limited direct resource: bytes in use",
            baseline: b.limited.to_string(),
            now: n.limited.to_string(),
            slack: "0".into(),
            pass: n.limited == 0,
        },
        Check {
            name: "soak's byte budget given back",
            baseline: base.budget_left.to_string(),
            now: now.budget_left.to_string(),
            slack: "0".into(),
            pass: now.budget_left == budget,
        },
    ];
    for c in &checks {
        println!(
            "{}  {:<38} baseline {}; now {}; slack {}",
            if c.pass { "PASS" } else { "FAIL" },
            c.name,
            c.baseline,
            c.now,
            c.slack
        );
    }
    checks.iter().all(|c| c.pass)
}
