//! A driver older than CUDA 12.2 (the fake built to claim 12.1): prefetch, advice and event
//! timing fall back to the entry points that predate the `CUmemLocation` forms. Its own test
//! binary, because the process-wide driver is settled once.

use cudyn::{Advice, Attach, Device, Event, Location, Stream, UnifiedBuffer};
use cudyn_fake_driver as fake;

#[test]
fn older_entry_points_stand_in_for_missing_ones() {
    // SAFETY: the fake implements the driver API with cuda.h's signatures.
    let driver = unsafe { cudyn::load_driver_from(fake::PATH_12_1) }.unwrap();
    assert_eq!(driver.version(), Some(12010));
    assert!(driver.cuMemPrefetchAsync_v2().is_err() && driver.cuMemAdvise_v2().is_err());
    let old = fake::Fake::claiming_12_1();

    let device = Device::get(0).unwrap();
    let unified = UnifiedBuffer::from_slice(&device, &[3u8; 64], Attach::Global).unwrap();
    unified.prefetch(Location::Device(&device)).unwrap();
    unified.prefetch(Location::Host).unwrap();
    let stream = Stream::new(&device).unwrap();
    stream
        .scope(|s| s.prefetch(&unified, Location::Device(&device)))
        .unwrap();
    assert_eq!(old.calls_of("cuMemPrefetchAsync"), 3);

    unified
        .advise(Advice::PreferredLocation(Location::Host))
        .unwrap();
    unified
        .unadvise(Advice::PreferredLocation(Location::Host))
        .unwrap();
    unified.advise(Advice::ReadMostly).unwrap();
    assert_eq!(old.calls_of("cuMemAdvise"), 3);

    let (start, end) = (
        Event::with_timing(&device).unwrap(),
        Event::with_timing(&device).unwrap(),
    );
    start.record(&stream).unwrap();
    end.record(&stream).unwrap();
    end.elapsed_since(&start).unwrap();
    assert_eq!(old.calls_of("cuEventElapsedTime"), 1);
    assert_eq!(unified.as_slice().unwrap(), &[3; 64]);
}

/// The fallbacks under fault injection: every driver call of prefetching, advising and timing
/// through the older entry points fails in turn; each run ends in the typed error naming it, or
/// recovers only where a release in `Drop` (or the binding before it) was refused.
#[test]
fn every_injected_failure_in_the_older_entry_points_is_typed_or_recovered() {
    use cudyn::Error;
    use cudyn::sys::CUresult;
    // SAFETY: the fake implements the driver API with cuda.h's signatures.
    unsafe { cudyn::load_driver_from(fake::PATH_12_1) }.unwrap();
    let old = fake::Fake::claiming_12_1();
    let device = Device::get(0).unwrap();
    let fallbacks = || -> cudyn::Result<()> {
        let unified = UnifiedBuffer::from_slice(&device, &[3u8; 64], Attach::Global)?;
        unified.prefetch(Location::Device(&device))?;
        unified.advise(Advice::ReadMostly)?;
        let stream = Stream::new(&device)?;
        stream.scope(|s| s.prefetch(&unified, Location::Host))?;
        let (start, end) = (Event::with_timing(&device)?, Event::with_timing(&device)?);
        start.record(&stream)?;
        end.record(&stream)?;
        end.elapsed_since(&start)?;
        Ok(())
    };
    fallbacks().unwrap();
    let before = old.calls();
    fallbacks().unwrap();
    let calls = old.calls() - before;
    let releases = [
        "cuMemFree_v2",
        "cuStreamDestroy_v2",
        "cuEventDestroy_v2",
        "cuCtxGetCurrent",
        "cuCtxSetCurrent",
    ];
    let codes = [
        CUresult::CUDA_ERROR_OUT_OF_MEMORY,
        CUresult::CUDA_ERROR_ILLEGAL_ADDRESS,
        CUresult::CUDA_ERROR_INVALID_CONTEXT,
        CUresult::CUDA_ERROR_LAUNCH_FAILED,
    ];
    let mut points = 0;
    for code in codes {
        for call in 1..=calls {
            fallbacks().unwrap();
            let live = old.live_allocations();
            old.fail_nth_call(call, code.0 as i32);
            let outcome = fallbacks();
            old.clear_failures();
            let hit = old.take_last_injected().expect("the injection was reached");
            let context = format!("call {call} ({hit}) failing with {}", code.0);
            match outcome {
                Err(Error::Driver(error)) => {
                    assert_eq!(error.code(), code, "{context}");
                    assert_eq!(error.call(), hit, "{context}");
                }
                Err(other) => panic!("{context}: {other:?}"),
                Ok(()) => assert!(releases.contains(&hit.as_str()), "{context}: swallowed"),
            }
            let leaked = old.live_allocations() - live;
            assert!(
                leaked <= usize::from(releases.contains(&hit.as_str())),
                "{context}: leaked"
            );
            points += 1;
        }
    }
    assert!(points >= 4 * 10, "{points} points");
    println!("older entry points: {calls} driver calls, {points} injection points");
}
