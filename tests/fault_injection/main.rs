//! Fault-injection sweep against the fake driver. Each public operation runs once to count its
//! driver calls; then, for every i, the i-th call fails (with each of CODES in turn), and each
//! run must end in the typed error for that call, or in a correct result where the failure was
//! recoverable (a release refused in `Drop` is logged; an operation's own fallbacks, listed
//! with it), without a panic, a leak (of memory, handles or primary-context retains) or a
//! double free.

use cudyn_test_common as common;

use common::kinds::{KINDS, Memory};
use common::scratch::Scratch;
use common::{KERNELS, device};
use cudyn::sys::CUresult;
use cudyn::{
    Advice, Attach, Device, DeviceBuffer, Error, Event, IpcBuffer, LaunchConfig, Location, MemPool,
    Module, PinnedBuffer, PinnedFlags, RegisteredHost, Result, Stream, StreamOptions,
    UnifiedBuffer, View,
};
use cudyn_fake_driver as fake;

// The operations swept, by what they exercise; the sweep itself is below.
mod memory;
mod resources;
mod work;
use memory::*;
use resources::*;
use work::*;

/// Entry points that give something back: when one is refused, that one thing stays allocated
/// (and `Drop` says so), so exactly one live entry more is expected.
const RELEASES: [&str; 13] = [
    "cuMemFree_v2",
    "cuMemFreeAsync",
    "cuMemPoolDestroy",
    "cuMemFreeHost",
    "cuMemHostUnregister",
    "cuStreamDestroy_v2",
    "cuEventDestroy_v2",
    "cuModuleUnload",
    "cuMemUnmap",
    "cuMemRelease",
    "cuMemAddressFree",
    "cuGraphDestroy",
    "cuGraphExecDestroy",
];

/// The failures injected at every point: resources running out, a kernel fault (the context is
/// lost), a context that is not usable, and a failed launch (lost too).
const CODES: [CUresult; 4] = [
    CUresult::CUDA_ERROR_OUT_OF_MEMORY,
    CUresult::CUDA_ERROR_ILLEGAL_ADDRESS,
    CUresult::CUDA_ERROR_INVALID_CONTEXT,
    CUresult::CUDA_ERROR_LAUNCH_FAILED,
];

fn data(n: usize) -> Vec<u32> {
    (0..n as u32).map(|i| i * 7 + 1).collect()
}

type Operation = fn(&Device) -> Result<()>;

/// An operation, and the entry points whose failure it survives by design besides releases:
/// its documented fallbacks.
type Entry = (&'static str, Operation, &'static [&'static str]);

const OPERATIONS: [Entry; 32] = [
    ("futures", futures, &[]),
    ("files", files, &[]),
    ("graphs", graphs, &[]),
    ("managed batches", managed_batches, &[]),
    // A lane that cannot be made (its stream, the wait that joins it, or the relaxed mode it is
    // made in) leaves its work on the capture's own stream: in order, only not in parallel.
    (
        "graph branches",
        graph_branches,
        &[
            "cuThreadExchangeStreamCaptureMode",
            "cuStreamCreateWithPriority",
            "cuStreamWaitEvent",
        ],
    ),
    ("batches", batches, &[]),
    // The wait before the kernel is unloaded pushes its context and pops it after; a refused
    // pop leaves it current, which the next bind corrects (logged).
    (
        "giving back what is kept",
        giving_back_kept,
        &["cuCtxPopCurrent_v2"],
    ),
    ("pools", pools, &[]),
    ("first use", first_use, &[]),
    ("peer copies", peer_copies, &[]),
    ("devices", devices, &[]),
    ("device buffers", device_buffers, &[]),
    ("pinned buffers", pinned_buffers, &["cuMemHostRegister_v2"]),
    ("unified buffers", unified_buffers, &[]),
    (
        "unified buffers without concurrent access",
        unified_without_concurrent_access,
        &[],
    ),
    ("registered memory", registered_memory, &[]),
    ("copies between every kind", copies_between_every_kind, &[]),
    ("views", views, &[]),
    ("rectangles", rectangles, &[]),
    ("volumes", volumes, &[]),
    ("streams and scopes", streams_and_scopes, &[]),
    ("pipelines", pipelines, &[]),
    ("adopting", adopting, &[]),
    ("dlpack", dlpack, &[]),
    ("pinned pool", pinned_pool, &[]),
    ("resources", resources, &[]),
    ("growable", growable, &[]),
    ("shared pools", shared_pools, &[]),
    ("growable sharing", growable_sharing, &[]),
    ("events", events, &[]),
    ("kernels", kernels, &[]),
    ("ipc exports", ipc_exports, &[]),
];

/// Making the staging ring falls back to the driver's path when a piece cannot be made, and
/// freeing it waits for the ring's stream first (a failed wait is logged).
const STAGING_FALLBACKS: &[&str] = &[
    // The ring's huge pages refused: its memory comes from the driver.
    "cuMemHostRegister_v2",
    "cuStreamCreateWithPriority",
    "cuMemHostAlloc",
    "cuMemHostGetDevicePointer_v2",
    "cuEventCreate",
    "cuStreamSynchronize",
];

#[derive(Default)]
struct Tally {
    points: u64,
    typed_errors: u64,
    /// Entry points whose failure the operation survived, and how often.
    recovered: std::collections::BTreeMap<String, u64>,
    refused_releases: u64,
}

/// Only releases in Drop (and the context binding before them, which waits for uploads still
/// landing: a legacy-stream synchronise) may fail without an error reaching the caller, besides
/// an operation's own fallbacks: anything else swallowed would hide a failure.
const DROP_PATH: [&str; 4] = [
    "cuCtxGetCurrent",
    "cuCtxSetCurrent",
    "cuStreamSynchronize",
    "cuDevicePrimaryCtxRelease_v2",
];

/// The calls of the wait for uploads still landing (`Context::settle`), which a drop of device
/// memory makes before freeing it.
const SETTLING: [&str; 4] = [
    "cuCtxGetCurrent",
    "cuCtxSetCurrent",
    "cuStreamSynchronize",
    "cuCtxSynchronize",
];

/// Primary-context retains of both fake devices, process-wide.
fn retains() -> [usize; 2] {
    [fake::primary_retains(0), fake::primary_retains(1)]
}

/// Runs `operation` with its `call`-th driver call failing with `code`, and checks the outcome.
fn inject(entry: &Entry, device: &Device, call: u64, code: CUresult, tally: &mut Tally) {
    let &(name, operation, fallbacks) = entry;
    // A clean run first, so that every injection starts from the same state (for instance a
    // context left unbound by the last failure would add a cuCtxSetCurrent and shift the count).
    operation(device).unwrap_or_else(|e| panic!("{name}: a clean run after a failure failed: {e}"));
    let (live, bad_frees, retained) = (fake::live_allocations(), fake::bad_frees(), retains());
    fake::fail_nth_call(call, code.0 as i32);
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| operation(device)));
    fake::clear_failures();
    let hit = fake::take_last_injected();
    let context = format!("{name}: call {call} ({hit:?}) failing with {}", code.0);
    let outcome = outcome.unwrap_or_else(|_| panic!("{context}: panicked"));
    let outcome_ok = outcome.is_ok();
    let hit = hit.unwrap_or_else(|| panic!("{context}: the injection was never reached"));
    match outcome {
        // After a refused unregister the memory stays registered (the vector is parked), so
        // nothing reuses its address; a second registration of it would be the driver's typed
        // error, kept here for the record.
        Err(Error::Driver(error))
            if hit == "cuMemHostUnregister"
                && error.code() == CUresult::CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED =>
        {
            tally.typed_errors += 1;
        }
        Err(Error::Driver(error)) => {
            assert_eq!(error.code(), code, "{context}");
            assert_eq!(error.call(), hit, "{context}: the error names another call");
            tally.typed_errors += 1;
        }
        Err(other) => panic!("{context}: unexpected error {other:?}"),
        Ok(()) => {
            let allowed = RELEASES.contains(&hit.as_str())
                || DROP_PATH.contains(&hit.as_str())
                || fallbacks.contains(&hit.as_str());
            assert!(allowed, "{context}: the failure was swallowed");
            *tally.recovered.entry(hit.clone()).or_default() += 1;
        }
    }
    let leaked = fake::live_allocations() - live;
    // Memory dropped inside a capture's closure is freed with the thread's capture mode
    // relaxed; if it cannot be relaxed, the memory stays allocated (freeing it would spoil the
    // capture), as after a refused release.
    let relaxing = hit == "cuThreadExchangeStreamCaptureMode";
    if RELEASES.contains(&hit.as_str()) || relaxing {
        // A graph that cannot be destroyed keeps its memory nodes' memory (one, in the sweep's
        // graphs) with it.
        let most = if hit == "cuGraphDestroy" { 2 } else { 1 };
        assert!(leaked <= most, "{context}: {leaked} leaked");
        tally.refused_releases += leaked as u64;
        if hit == "cuMemHostUnregister" {
            // The memory stays registered (and parked); the fake forgets the registration so
            // that the next run starts clean.
            assert_eq!(fake::forget_registrations(), leaked, "{context}");
        }
    } else if SETTLING.contains(&hit.as_str()) && outcome_ok {
        // A drop whose wait for uploads still landing failed leaves that memory allocated:
        // an upload may still be on its way into it (uploads are process-wide, so whether a
        // drop waits at all depends on what other threads left landing).
        assert!(leaked <= 1, "{context}: {leaked} leaked");
        tally.refused_releases += leaked as u64;
    } else {
        assert_eq!(leaked, 0, "{context}: leaked");
    }
    // A refused context release leaves that retain; anything else must balance.
    let refused_release = usize::from(hit == "cuDevicePrimaryCtxRelease_v2");
    let now = retains();
    assert!(
        now.iter()
            .zip(&retained)
            .all(|(&n, &r)| n >= r && n - r <= refused_release),
        "{context}: primary-context retains {retained:?} -> {now:?}"
    );
    if refused_release == 1 && now != retained {
        // Balance the refused release by hand so that the next run starts clean.
        let device = now.iter().zip(&retained).position(|(n, r)| n != r).unwrap();
        let driver = cudyn::driver().unwrap();
        // SAFETY: releases the one retain the failed release left, on a live fake device.
        let status = unsafe { driver.cuDevicePrimaryCtxRelease_v2().unwrap()(device as i32) };
        assert_eq!(status, CUresult::CUDA_SUCCESS);
    }
    assert_eq!(
        fake::bad_frees(),
        bad_frees,
        "{context}: unknown or double free"
    );
    tally.points += 1;
}

/// Injects a failure at every driver call of every operation, with every code of `codes`, and
/// returns the tally.
fn sweep(operations: &[Entry], codes: &[CUresult]) -> Tally {
    sweep_shard(operations, codes, (0, 1))
}

/// [`sweep`], trying only the injection points whose index is `shard.0` modulo `shard.1` (each
/// operation's points numbered from 0, in the order `sweep` tries them).
fn sweep_shard(operations: &[Entry], codes: &[CUresult], shard: (usize, usize)) -> Tally {
    // One sweep at a time: an upload still landing is process-wide state (any context's next
    // bind waits for it), so a sweep on another thread would change this one's call counts.
    static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _alone = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let device = device();
    let mut tally = Tally::default();
    for entry in operations {
        let &(name, operation, _) = entry;
        // The first run may bind the context on this thread; count a run that starts bound.
        operation(&device).unwrap_or_else(|e| panic!("{name} fails without injection: {e}"));
        let before = fake::calls();
        operation(&device).unwrap_or_else(|e| panic!("{name} fails without injection: {e}"));
        let calls = fake::calls() - before;
        assert!(calls > 0, "{name} makes no driver call");
        // Under CI's valgrind step every call fails once, the codes taking turns (a quarter
        // of the points, each failure path still run under it); natively, with every code.
        let points: Vec<(u64, CUresult)> = match std::env::var_os("CUDYN_VALGRIND") {
            Some(_) => (1..=calls)
                .map(|call| (call, codes[(call - 1) as usize % codes.len()]))
                .collect(),
            None => codes
                .iter()
                .flat_map(|&code| (1..=calls).map(move |call| (call, code)))
                .collect(),
        };
        let (index, shards) = shard;
        let mine = points.iter().skip(index).step_by(shards);
        for &(call, code) in mine {
            inject(entry, &device, call, code, &mut tally);
        }
        println!(
            "{name}: {calls} driver calls, {} injection points",
            points.len()
        );
    }
    let recovered: u64 = tally.recovered.values().sum();
    println!(
        "fault injection: {} points tried over {} operations: {} typed errors, {recovered} \
         recovered ({} refused releases left one allocation each, logged)",
        tally.points,
        operations.len(),
        tally.typed_errors,
        tally.refused_releases
    );
    println!("recovered from failures of: {:?}", tally.recovered);
    assert_eq!(tally.points, tally.typed_errors + recovered);
    tally
}

#[test]
fn every_injected_driver_failure_is_a_typed_error_or_a_recovery() {
    sweep(&OPERATIONS, &CODES);
}

/// Separate from the sweep above because its copies are large (the staging threshold is
/// 4 MiB), which valgrind makes slow: CI runs it natively, and valgrind checks the staging
/// path through tests/staging.rs instead.
///
/// Natively its 400 points (each a clean run and a failing one, each making and freeing a
/// staging ring) take most of this binary's time on one thread: they are split between two
/// child processes of this binary running at once (`CUDYN_FAULT_SHARD` names a child's half;
/// in separate processes the halves cannot change each other's call counts), and every point
/// must have been tried by one of them. Under valgrind (`CUDYN_VALGRIND`) one process tries
/// them all.
#[test]
fn every_injected_failure_in_a_staged_copy_is_typed_or_recovered() {
    const TEST: &str = "every_injected_failure_in_a_staged_copy_is_typed_or_recovered";
    const SHARDS: usize = 2;
    let staged: &[Entry] = &[("staged copies", staged_copies, STAGING_FALLBACKS)];
    if let Ok(shard) = std::env::var(SHARD) {
        let index = shard.parse().expect("CUDYN_FAULT_SHARD is a number");
        let tally = sweep_shard(staged, &CODES, (index, SHARDS));
        // For the parent: what this half tried and how each point ended.
        let recovered: u64 = tally.recovered.values().sum();
        println!(
            "shard tally: {} {} {recovered} {}",
            tally.points, tally.typed_errors, tally.refused_releases
        );
        return;
    }
    if std::env::var_os("CUDYN_VALGRIND").is_some() {
        sweep(staged, &CODES);
        return;
    }
    let outputs: Vec<std::process::Output> = std::thread::scope(|threads| {
        let children: Vec<_> = (0..SHARDS)
            .map(|index| {
                threads.spawn(move || {
                    common::run_in_child_with(TEST, (SHARD, &index.to_string()), &[KEEP_FREED])
                })
            })
            .collect();
        children.into_iter().map(|c| c.join().unwrap()).collect()
    });
    let (mut points, mut typed, mut recovered, mut refused) = (0, 0, 0, 0);
    let mut totals = Vec::new();
    for (index, out) in outputs.iter().enumerate() {
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            out.status.success(),
            "half {index} of the staged sweep failed:\n{stdout}\n{stderr}"
        );
        // Run with --exact: a child that ran no test would pass without trying a point.
        assert!(stdout.contains("1 passed"), "half {index}: {stdout}");
        let tally: Vec<u64> = stdout
            .lines()
            .find_map(|line| line.strip_prefix("shard tally: "))
            .unwrap_or_else(|| panic!("half {index} printed no tally:\n{stdout}"))
            .split(' ')
            .map(|n| n.parse().unwrap())
            .collect();
        let [p, t, r, f] = tally[..] else {
            panic!("half {index}: {tally:?}")
        };
        assert!(p > 0, "half {index} tried no point");
        assert_eq!(
            p,
            t + r,
            "half {index}: a point neither failed typed nor recovered"
        );
        (points, typed, recovered, refused) = (points + p, typed + t, recovered + r, refused + f);
        let total: u64 = stdout
            .lines()
            .find_map(|line| line.strip_prefix("staged copies: "))
            .and_then(|rest| rest.split(", ").nth(1)?.strip_suffix(" injection points"))
            .unwrap_or_else(|| panic!("half {index} printed no point count:\n{stdout}"))
            .parse()
            .unwrap();
        totals.push(total);
    }
    // Both halves counted the same points, and between them tried every one.
    assert!(totals.iter().all(|&t| t == totals[0]), "{totals:?}");
    assert_eq!(
        points, totals[0],
        "the halves tried {points} of {} points",
        totals[0]
    );
    println!(
        "fault injection (staged copies, {SHARDS} processes): {points} points tried: {typed} \
         typed errors, {recovered} recovered ({refused} refused releases left one allocation \
         each, logged)"
    );
}

/// Names the half of the staged sweep a child process tries.
const SHARD: &str = "CUDYN_FAULT_SHARD";

/// glibc's malloc in the sweep's children keeps what is freed for reuse, however large: each
/// point makes and frees a ring (32 MiB, pinned memory the fake takes from malloc) and the
/// copies' buffers, and with glibc's defaults each came back as fresh pages the kernel zeroed
/// (a third of a child's time). 21.6 s to 16 s per half on CI's kind of machine. Nothing
/// tried changes: the same calls fail in the same order.
const KEEP_FREED: (&str, &str) = (
    "GLIBC_TUNABLES",
    "glibc.malloc.mmap_threshold=4294967296:glibc.malloc.trim_threshold=4294967296",
);
