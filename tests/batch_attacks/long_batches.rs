//! A batch of more than 2^20 small blocks is launched in several launches, all reading one
//! table in mapped pinned memory. If a later launch fails, `copy_blocks` returns the error
//! with `?`, which drops the table (`Mapped::drop`) back into the context's spares although
//! the earlier launch is queued and still reads it. The next batch (same scope, or another
//! thread) takes it and overwrites it while the first launch may not have run yet.

use super::*;

#[test]
fn a_failed_later_launch_hands_back_the_table_its_first_launch_still_reads() {
    let _t = turn();
    load();
    let device = Device::get(0).unwrap();
    const N: usize = (1 << 20) + 1; // one block more than a launch takes
    let src = PinnedBuffer::<u8>::zeroed(&device, N, Default::default()).unwrap();
    let mut dst = DeviceBuffer::<u8>::zeroed(&device, N).unwrap();
    let small_src = PinnedBuffer::from_slice(&device, &[1u8, 2, 3, 4], Default::default()).unwrap();
    let mut small_dst = DeviceBuffer::<u8>::zeroed(&device, 4).unwrap();
    let indices: Vec<usize> = (0..N).collect();
    let stream = Stream::new(&device).unwrap();
    // Warm up: the kernel is loaded, and the big table is a spare afterwards.
    stream
        .scope(|s| s.scatter_blocks(&src, &mut dst, 1, &indices))
        .unwrap();
    // The driver calls of one such scatter, the last of which is the second launch.
    let mut per_op = 0;
    stream
        .scope(|s| {
            let before = fake::calls();
            let launches = fake::calls_of("cuLaunchKernel");
            let r = s.scatter_blocks(&src, &mut dst, 1, &indices);
            per_op = fake::calls() - before;
            assert_eq!(fake::calls_of("cuLaunchKernel") - launches, 2);
            r
        })
        .unwrap();
    let outcome = stream.scope(|s| {
        let launches = fake::calls_of("cuLaunchKernel");
        fake::fail_nth_call(per_op, 2 /* OUT_OF_MEMORY */);
        let failed = s.scatter_blocks(&src, &mut dst, 1, &indices);
        fake::clear_failures();
        assert_eq!(
            fake::take_last_injected().as_deref(),
            Some("cuLaunchKernel")
        );
        assert!(failed.is_err(), "{failed:?}");
        // The first launch was queued on the scope's stream and reads the table.
        assert_eq!(fake::calls_of("cuLaunchKernel") - launches, 2);
        let allocs = host_allocs();
        s.copy_batch([(small_src.view(), small_dst.view_mut())])?;
        // Correct: the failed batch's table is still in use (its first launch is queued), so
        // this batch needs a table of its own. Buggy: it reuses (and overwrites) that one.
        assert_eq!(
            host_allocs() - allocs,
            1,
            "the table of a launch still queued on the stream was handed to the next batch"
        );
        Ok(())
    });
    outcome.unwrap();
}

/// The same, where the next batch packs pageable bytes: the table that the queued first launch
/// reads as (source, destination, length) entries becomes the staging memory the host packs the
/// caller's bytes into, so that on a GPU that launch would copy to and from addresses made of
/// user data.
#[test]
fn a_failed_later_launch_hands_its_table_to_the_next_rounds_packing() {
    let _t = turn();
    load();
    let device = Device::get(0).unwrap();
    const N: usize = (1 << 20) + 1;
    let src = PinnedBuffer::<u8>::zeroed(&device, N, Default::default()).unwrap();
    let mut dst = DeviceBuffer::<u8>::zeroed(&device, N).unwrap();
    let user: Vec<u8> = vec![0xAB; 256 << 10];
    let mut small_dst = DeviceBuffer::<u8>::zeroed(&device, 256 << 10).unwrap();
    let indices: Vec<usize> = (0..N).collect();
    let stream = Stream::new(&device).unwrap();
    stream
        .scope(|s| s.scatter_blocks(&src, &mut dst, 1, &indices))
        .unwrap();
    let mut per_op = 0;
    stream
        .scope(|s| {
            let before = fake::calls();
            let r = s.scatter_blocks(&src, &mut dst, 1, &indices);
            per_op = fake::calls() - before;
            r
        })
        .unwrap();
    stream
        .scope(|s| {
            fake::fail_nth_call(per_op, 2);
            let failed = s.scatter_blocks(&src, &mut dst, 1, &indices);
            fake::clear_failures();
            assert_eq!(
                fake::take_last_injected().as_deref(),
                Some("cuLaunchKernel")
            );
            assert!(failed.is_err());
            let allocs = host_allocs();
            // 64 pageable blocks of 4 KiB: one round of 256 KiB packed into mapped memory.
            s.scatter_blocks(&user, &mut small_dst, 4096, &(0..64).collect::<Vec<_>>())?;
            assert_eq!(
                host_allocs() - allocs,
                2,
                "a staging block and a table of its own were expected; the round was packed \
                 into the table the queued launch still reads"
            );
            Ok(())
        })
        .unwrap();
}
