//! `Device::reset` against other threads, each race a few seconds (an outside review found
//! all three on the code before): a reset that overlaps another thread's drop of the device's
//! last handle (whose context then still frees its staging ring, after the reset destroyed it:
//! six frees the fake rejected within seconds); a reset refused at the moment another thread
//! drops the context's last `Arc` (the drop ran under the primary-context lock and waited for
//! it again: the process hung); and a reset refused as "in use" while another device's upload
//! was being settled, which holds every context for a moment (717 of 20,000 resets).
//! One binary, one test: resets are process-wide.

use cudyn_test_common as common;

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use common::device;
use cudyn::{Device, DeviceBuffer, Error};
use cudyn_fake_driver as fake;

/// How long each race runs.
const RACE: Duration = Duration::from_secs(2);

/// Resets through fresh handles (which never use the context) on one thread while `work` runs
/// its rounds on another, until `RACE` is over; fails if either stops making progress for 10 s
/// (a hang). Returns (resets that went ahead, rounds of `work`).
fn race(work: impl Fn() + Sync) -> (u64, u64) {
    let stop = AtomicBool::new(false);
    let (resets, rounds) = (AtomicU64::new(0), AtomicU64::new(0));
    std::thread::scope(|s| {
        s.spawn(|| {
            while !stop.load(Ordering::Relaxed) {
                // SAFETY: nothing outside cudyn uses the fake's context.
                if unsafe { Device::get(0).unwrap().reset() }.is_ok() {
                    resets.fetch_add(1, Ordering::Relaxed);
                }
            }
        });
        s.spawn(|| {
            while !stop.load(Ordering::Relaxed) {
                work();
                rounds.fetch_add(1, Ordering::Relaxed);
            }
        });
        let start = Instant::now();
        let (mut last, mut since) = (0, Instant::now());
        while start.elapsed() < RACE {
            std::thread::sleep(Duration::from_millis(50));
            let now = rounds.load(Ordering::Relaxed);
            if now != last {
                (last, since) = (now, Instant::now());
            }
            if since.elapsed() > Duration::from_secs(10) {
                eprintln!("no progress for 10 s: a reset and a drop wait for each other");
                std::process::abort();
            }
        }
        stop.store(true, Ordering::Relaxed);
    });
    (resets.into_inner(), rounds.into_inner())
}

#[test]
fn resets_racing_other_threads_free_nothing_twice_hang_never_and_refuse_only_what_lives() {
    let _ = device();
    let other = Device::get(1).unwrap();
    let big = vec![7u8; 6 << 20];
    let bad_frees = || fake::bad_frees();

    // 1. The last handle dropped (its context freeing its ring) while resets go on.
    let (resets, rounds) = race(|| {
        let before = bad_frees();
        let handle = Device::get(0).unwrap();
        let buffer = DeviceBuffer::from_slice(&handle, &big).unwrap(); // makes a ring
        assert!(buffer.to_vec().unwrap() == big);
        drop((buffer, handle));
        assert_eq!(
            bad_frees(),
            before,
            "a ring freed after the reset destroyed it"
        );
    });
    eprintln!("drops during resets: {rounds} rounds, {resets} resets");

    // 2. The same, with an upload to the other device left landing, so that freeing the ring
    // settles (and so waits for the lock a refused reset held).
    let (resets, rounds) = race(|| {
        let handle = Device::get(0).unwrap();
        drop(DeviceBuffer::from_slice(&handle, &big).unwrap());
        DeviceBuffer::from_slice(&other, &[1u8; 64]).unwrap();
        drop(handle);
    });
    eprintln!("drops that settle during resets: {rounds} rounds, {resets} resets");

    // 3. Nothing of device 0 alive but the handle being reset, while the other device's
    // uploads are settled: every reset goes ahead.
    let stop = AtomicBool::new(false);
    let (mut done, mut refused) = (0, 0);
    std::thread::scope(|s| {
        s.spawn(|| {
            let mut small = DeviceBuffer::<u8>::zeroed(&other, 64).unwrap();
            while !stop.load(Ordering::Relaxed) {
                small.copy_from(&[1u8; 64][..]).unwrap();
                other.mem_info().unwrap();
            }
        });
        let start = Instant::now();
        while start.elapsed() < RACE {
            let handle = Device::get(0).unwrap();
            handle.bind().unwrap();
            // SAFETY: as above.
            match unsafe { handle.reset() } {
                Ok(_) => done += 1,
                Err(Error::DeviceInUse { .. }) => refused += 1,
                Err(error) => panic!("{error}"),
            }
        }
        stop.store(true, Ordering::Relaxed);
    });
    eprintln!("resets beside another device's settling: {done} done, {refused} refused");
    assert_eq!(refused, 0, "refused with nothing of the device alive");
    assert!(done > 0);
    assert_eq!(bad_frees(), 0);
}
