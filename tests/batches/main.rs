//! Batches of copies, gathers and scatters (`copy_batch`, `gather_blocks`, `scatter_blocks`,
//! and their scope forms) on the fake driver, byte for byte against a reference computed here.
//!
//! The standard fake (12.9) has `cuMemcpyBatchAsync`; the one claiming 12.1 lacks it (cudyn
//! copies pair by pair), the one claiming 13.0 has CUDA 13's `_v2` too (cudyn takes it). The
//! process's driver is settled once, so the other two run in child processes: the tests named
//! in `on_other_fake` run again there, with `FAKE_VAR` saying which fake to load. Each test counts
//! the fake's calls to prove which path ran.

use cudyn_test_common as common;

use common::NoLeaks;
use common::kinds::{KINDS, Memory};
use cudyn::{
    Device, DeviceBuffer, Error, MemoryKind, PinnedBuffer, Stream, View, ViewMut, copy_batch,
};
use cudyn_fake_driver as fake;

// The tests by concern; the ones on the other fakes are at the end of this file.
mod pageable;
mod pairs;
mod refusals;

/// The tests take turns: a context keeps spare pinned memory for the block kernel, and a test
/// counting live allocations must not see another's come and go. The first turn makes the
/// kernel and that memory, which stay while the context lives, before any test counts (in
/// another order of the tests, the first to batch counted them as its leak).
fn turn() -> std::sync::MutexGuard<'static, ()> {
    static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());
    static WARM: std::sync::Once = std::sync::Once::new();
    let turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    WARM.call_once(|| {
        let (device, _, _) = setup();
        operations(&device).expect("a batch before the tests");
    });
    turn
}

/// Which fake a child process loads: `12.1` or `13.0`.
const FAKE_VAR: &str = "CUDYN_BATCH_FAKE";

/// The fake this process runs on, and the batch entry point it should take (`None`: none).
fn setup() -> (Device, &'static fake::Fake, Option<&'static str>) {
    let (path, fake, entry) = match std::env::var(FAKE_VAR).as_deref() {
        Ok("12.1") => (fake::PATH_12_1, fake::Fake::claiming_12_1(), None),
        Ok("13.0") => (
            fake::PATH_13_0,
            fake::Fake::claiming_13_0(),
            Some("cuMemcpyBatchAsync_v2"),
        ),
        _ => (
            fake::PATH,
            fake::Fake::standard(),
            Some("cuMemcpyBatchAsync"),
        ),
    };
    // SAFETY: the fakes implement the driver API with cuda.h's signatures.
    unsafe { cudyn::load_driver_from(path) }.expect("the fake driver loads");
    (Device::get(0).unwrap(), fake, entry)
}

/// Calls of either batch entry point by this thread so far.
fn batch_calls(fake: &fake::Fake) -> u64 {
    fake.calls_of("cuMemcpyBatchAsync") + fake.calls_of("cuMemcpyBatchAsync_v2")
}

/// Launches of cudyn's block-copy kernel (no test here launches another) by this thread.
fn kernel_calls(fake: &fake::Fake) -> u64 {
    fake.calls_of("cuLaunchKernel")
}

/// The path a batch of small blocks (all under 1 MiB) from `from` to `to` takes, as (kernel
/// launches, driver batch calls): the kernel where the device reaches both sides and one is
/// device memory, or where pageable memory meets device memory (packed through pinned
/// memory); else the driver's batch where it has one, for memory it knows; else pair by pair.
fn path(from: MemoryKind, to: MemoryKind, entry: bool) -> (u64, u64) {
    use MemoryKind::*;
    let reached = |k| matches!(k, Device | Pinned | Registered);
    let device = from == Device || to == Device;
    let pageable = from == Host || to == Host;
    if device && ((reached(from) && reached(to)) || (pageable && (from == Device || to == Device)))
    {
        (1, 0)
    } else if entry && !pageable {
        (0, 1)
    } else {
        (0, 0)
    }
}

/// `n` u32s that differ from seed to seed.
fn data(n: usize, seed: u32) -> Vec<u32> {
    (0..n as u32)
        .map(|i| i.wrapping_mul(2_654_435_761).wrapping_add(seed))
        .collect()
}

/// Splits `view` into consecutive pieces of `sizes` elements.
fn pieces<'a>(mut view: View<'a, u32>, sizes: &[usize]) -> Vec<View<'a, u32>> {
    sizes
        .iter()
        .map(|&n| {
            let (head, tail) = view.split_at(n).unwrap();
            view = tail;
            head
        })
        .collect()
}

fn pieces_mut<'a>(mut view: ViewMut<'a, u32>, sizes: &[usize]) -> Vec<ViewMut<'a, u32>> {
    let mut out = Vec::new();
    for &n in sizes {
        let (head, tail) = view.split_at(n).unwrap();
        view = tail;
        out.push(head);
    }
    out
}

/// Block sizes (elements) of the kind-pair test: empty, tiny, odd, and a few KiB.
const SIZES: [usize; 6] = [0, 1, 7, 1024, 3, 2048];

/// Source block `i` goes to destination block `PERMUTATION[i]` (same size: sizes are laid out
/// in the destination in permuted order).
const PERMUTATION: [usize; 6] = [5, 3, 0, 1, 4, 2];

/// The destination layout: block `PERMUTATION[i]` of the destination has source `i`'s size.
fn destination_sizes() -> [usize; 6] {
    let mut sizes = [0; 6];
    for (i, &to) in PERMUTATION.iter().enumerate() {
        sizes[to] = SIZES[i];
    }
    sizes
}

/// The destination expected after the permuted batch: the source's blocks in new places.
fn reference(src: &[u32]) -> Vec<u32> {
    let sizes = destination_sizes();
    let mut starts = [0; 6];
    for k in 1..6 {
        starts[k] = starts[k - 1] + sizes[k - 1];
    }
    let mut out = vec![0; src.len()];
    let mut from = 0;
    for (i, &n) in SIZES.iter().enumerate() {
        let to = starts[PERMUTATION[i]];
        out[to..to + n].copy_from_slice(&src[from..from + n]);
        from += n;
    }
    out
}

/// Pairs the source's blocks with their destination blocks.
fn permuted<'s, 'd>(
    src: View<'s, u32>,
    dst: ViewMut<'d, u32>,
) -> Vec<(View<'s, u32>, ViewMut<'d, u32>)> {
    let mut to: Vec<Option<ViewMut<'d, u32>>> = pieces_mut(dst, &destination_sizes())
        .into_iter()
        .map(Some)
        .collect();
    pieces(src, &SIZES)
        .into_iter()
        .enumerate()
        .map(|(i, from)| (from, to[PERMUTATION[i]].take().unwrap()))
        .collect()
}

/// A batch, a gather and a scatter, now and in a scope: the first turn's warm-up, and the
/// operation `refusals::injected_failures_are_typed_errors` fails call by call.
fn operations(device: &Device) -> cudyn::Result<()> {
    let values = data(64, 6);
    let host = PinnedBuffer::from_slice(device, &values, Default::default())?;
    let mut on_device = DeviceBuffer::<u32>::zeroed(device, 64)?;
    let mut back = vec![0u32; 64];
    let (a, b) = host.view().split_at(32)?;
    let (c, d) = on_device.view_mut().split_at(32)?;
    copy_batch([(a, d), (b, c)])?;
    cudyn::gather_blocks(&on_device, &mut back, 32, &[1, 0])?;
    assert_eq!(back, values);
    let stream = Stream::new(device)?;
    stream.scope(|s| {
        let held = s.hold(&mut on_device);
        s.scatter_blocks(&host, held, 16, &[3, 2, 1, 0])?;
        let (first, second) = back.split_at_mut(16);
        s.copy_batch([
            (held.slice(..16)?, &mut first[..]),
            (held.slice(16..32)?, &mut second[..16]),
        ])
    })
}

/// The tests listed here, each in a child process on the fake claiming `version`.
fn on_other_fake(version: &str) {
    if std::env::var_os(FAKE_VAR).is_some() {
        return; // already a child
    }
    for test in [
        "pairs::every_kind_pair_byte_for_byte_now_and_in_a_scope",
        "pairs::a_thousand_scattered_blocks_up_and_back",
        "pairs::one_pair_and_empty_batches",
        "pageable::pageable_blocks_around_the_staging_threshold",
        "pairs::blocks_from_a_mebibyte_on_go_to_the_driver_and_smaller_ones_to_the_kernel",
        "pageable::pageable_blocks_past_a_round_of_pinned_memory",
        "pageable::staged_blocks_of_odd_sizes_straddle_the_rings_chunks",
        "refusals::lengths_overlaps_and_devices_are_refused_before_anything_is_copied",
        "pairs::held_sides_keep_their_order_across_streams",
        "refusals::injected_failures_are_typed_errors",
    ] {
        let out = std::process::Command::new(std::env::current_exe().unwrap())
            .args(["--exact", test, "--nocapture"])
            .env(FAKE_VAR, version)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && stdout.contains("1 passed"),
            "{test} on the {version} fake: {out:?}"
        );
    }
}

#[test]
fn without_the_batch_entry_point_pairs_are_copied_one_by_one() {
    on_other_fake("12.1");
}

#[test]
fn cuda_13_drivers_get_the_v2_form() {
    on_other_fake("13.0");
}
