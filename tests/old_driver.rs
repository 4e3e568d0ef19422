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
