//! What a batch refuses before copying anything (lengths, overlaps, devices, blocks and
//! indices), and injected driver failures as typed errors.

use super::*;

#[test]
fn lengths_overlaps_and_devices_are_refused_before_anything_is_copied() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let (device, fake, _) = setup();
    let pinned = PinnedBuffer::from_slice(&device, &[7u32; 8], Default::default()).unwrap();
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, 8).unwrap();
    let calls = fake.calls();
    let (a, b) = pinned.view().split_at(4).unwrap();
    let (c, d) = on_device.view_mut().split_at(4).unwrap();
    let error = copy_batch([(a, c), (b.slice(..3).unwrap(), d)]).unwrap_err();
    assert_eq!(
        error,
        Error::BatchLengthMismatch {
            index: 1,
            dst: 4,
            src: 3
        }
    );
    assert_eq!(fake.calls(), calls, "nothing reached the driver");

    // Device memory of two devices in one batch.
    let other = Device::get(1).unwrap();
    let mut far = DeviceBuffer::<u32>::zeroed(&other, 4).unwrap();
    let (a, b) = pinned.view().split_at(4).unwrap();
    let error = copy_batch([
        (a, on_device.view_mut().slice(..4).unwrap()),
        (b, far.view_mut()),
    ])
    .unwrap_err();
    assert!(matches!(
        error,
        Error::WrongDevice {
            expected: 0,
            found: 1,
            ..
        }
    ));

    // Overlaps need the same memory twice: held memory in a scope.
    let stream = Stream::new(&device).unwrap();
    stream
        .scope(|s| {
            let held = s.hold(&mut on_device);
            let pairs = [
                (pinned.view().slice(..4)?, held.slice(0..4)?),
                (pinned.view().slice(4..)?, held.slice(2..6)?),
            ];
            let error = s.copy_batch(pairs).unwrap_err();
            assert_eq!(
                error,
                Error::OverlappingBatch {
                    index: 1,
                    other: 0,
                    side: "destination"
                }
            );
            // A destination on another copy's source.
            let pairs = [
                (held.slice(0..4)?, held.slice(4..8)?),
                (held.slice(5..7)?, held.slice(0..2)?),
            ];
            let error = s.copy_batch(pairs).unwrap_err();
            assert_eq!(
                error,
                Error::OverlappingBatch {
                    index: 1,
                    other: 0,
                    side: "source"
                }
            );
            // Memory of another device than the scope's.
            let error = s
                .copy_batch([(pinned.view().slice(..4)?, far.view_mut())])
                .unwrap_err();
            assert!(matches!(error, Error::WrongDevice { found: 1, .. }));
            Ok(())
        })
        .unwrap();
    assert_eq!(on_device.to_vec().unwrap(), [0; 8], "nothing was copied");
}

#[test]
fn gathers_and_scatters_check_blocks_and_indices() {
    let (_turn, _leaks) = (turn(), NoLeaks::new());
    let (device, _, _) = setup();
    let mut cache = DeviceBuffer::<u32>::zeroed(&device, 12).unwrap();
    let blocks = [1u32, 1, 1, 2, 2, 2];
    let scatter = |cache: &mut DeviceBuffer<u32>, block, indices: &[usize]| {
        cudyn::scatter_blocks(&blocks, cache, block, indices)
    };
    assert_eq!(
        scatter(&mut cache, 3, &[2, 2]),
        Err(Error::DuplicateIndex {
            index: 2,
            first: 0,
            second: 1
        })
    );
    assert_eq!(
        scatter(&mut cache, 3, &[0, 4]),
        Err(Error::IndexOutOfRange {
            position: 1,
            index: 4,
            blocks: 4
        })
    );
    assert_eq!(
        scatter(&mut cache, 0, &[]),
        Err(Error::ZeroLength {
            what: "block length"
        })
    );
    assert_eq!(
        scatter(&mut cache, 5, &[0]),
        Err(Error::LengthMismatch { dst: 5, src: 6 })
    );
    assert_eq!(
        scatter(&mut cache, 2, &[0, 1, 2]),
        Ok(()),
        "12 elements are 6 blocks of 2"
    );
    let mut small = DeviceBuffer::<u32>::zeroed(&device, 7).unwrap();
    assert_eq!(
        cudyn::scatter_blocks(&blocks, &mut small, 3, &[0, 1]),
        Err(Error::BlockLength { len: 7, block: 3 })
    );
    assert_eq!(cache.to_vec().unwrap()[..6], blocks);
    scatter(&mut cache, 3, &[3, 1]).unwrap();
    assert_eq!(cache.to_vec().unwrap()[3..], [2, 2, 2, 0, 0, 0, 1, 1, 1]);
    // A gather may read a block twice.
    let mut twice = vec![0u32; 6];
    cudyn::gather_blocks(&cache, &mut twice, 3, &[3, 3]).unwrap();
    assert_eq!(twice, [1; 6]);
    let stream = Stream::new(&device).unwrap();
    let error = stream
        .scope(|s| s.scatter_blocks(&blocks, &mut cache, 3, &[1, 1]))
        .unwrap_err();
    assert!(matches!(error, Error::DuplicateIndex { index: 1, .. }));
}

/// Every driver call of [`operations`] failing in turn ends in the driver's typed error or a
/// recovery (a release refused in a drop), without a panic or a leak: on the 12.1 fake (in a
/// child process), the fallback pair by pair; here, the driver's batch. The full sweep of
/// tests/fault_injection/ covers the standard fake.
#[test]
fn injected_failures_are_typed_errors() {
    // No NoLeaks guard: a refused free leaves its allocation (checked one by one below).
    let _turn = turn();
    let (device, fake, _) = setup();
    operations(&device).unwrap();
    let before = fake.calls();
    operations(&device).unwrap();
    let calls = fake.calls() - before;
    for code in [2, 700] {
        for call in 1..=calls {
            let live = fake.live_allocations();
            fake.fail_nth_call(call, code);
            let outcome = operations(&device);
            fake.clear_failures();
            let hit = fake.take_last_injected().expect("reached");
            match outcome {
                Err(Error::Driver(error)) => assert_eq!(error.code().0 as i32, code, "{hit}"),
                Err(Error::ContextLost { .. }) => unreachable!("the fake's faults are not sticky"),
                Err(other) => panic!("{hit}: {other:?}"),
                Ok(()) => assert!(
                    hit.contains("Destroy") || hit.contains("Free") || hit.starts_with("cuCtx"),
                    "{hit} failed and was swallowed"
                ),
            }
            let leaked = fake.live_allocations() - live;
            assert!(
                leaked <= usize::from(hit.contains("Free") || hit.contains("Destroy")),
                "{hit}"
            );
            if leaked == 1 && hit.contains("Unregister") {
                fake.forget_registrations();
            }
        }
    }
}
