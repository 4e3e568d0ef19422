//! Batched prefetch and discard of managed memory on a GPU: the bytes a discard must keep (outside
//! the whole 2 MiB blocks of its ranges) are kept, wherever the pages were.

use cudyn::{Advice, Attach, Device, Location, Stream, UnifiedBuffer, View, ViewMut};

const MIB: usize = 1 << 20;

fn pattern(i: usize) -> u8 {
    (i.wrapping_mul(2654435761) >> 13) as u8
}

/// Whether byte `i` of `buffer` lies in a whole 2 MiB block inside `range`.
fn inside(buffer: &UnifiedBuffer<u8>, range: &std::ops::Range<usize>, i: usize) -> bool {
    let base = View::from(buffer).device_ptr() as usize;
    let start = (base + range.start).next_multiple_of(2 * MIB);
    let end = (base + range.end) / (2 * MIB) * (2 * MIB);
    (start..end).contains(&(base + i))
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn a_discard_keeps_every_byte_outside_its_whole_blocks_on_a_gpu() {
    let device = Device::get(0).unwrap();
    let stream = Stream::new(&device).unwrap();
    let legacy = cudyn::driver().unwrap().legacy();
    println!(
        "batched prefetch {}, discard {}, discard-and-prefetch {}, host NUMA node {:?}",
        legacy.cuMemPrefetchBatchAsync.is_some(),
        legacy.cuMemDiscardBatchAsync.is_some(),
        legacy.cuMemDiscardAndPrefetchBatchAsync.is_some(),
        device.host_numa_id().unwrap()
    );
    let ranges = [MIB + 3..9 * MIB - 5, 9 * MIB + 4096..12 * MIB + 100];
    for (pages, and_prefetch) in [
        (Location::Device(&device), false),
        (Location::Host, false),
        (Location::Device(&device), true),
        (Location::Host, true),
    ] {
        let mut buffer = UnifiedBuffer::<u8>::zeroed(&device, 16 * MIB, Attach::Global).unwrap();
        for (i, b) in buffer.as_mut_slice().unwrap().iter_mut().enumerate() {
            *b = pattern(i);
        }
        View::from(&buffer)
            .slice(..8 * MIB)
            .unwrap()
            .advise(Advice::AccessedBy(Location::Device(&device)))
            .unwrap();
        stream
            .scope(|s| {
                let held = s.hold(&mut buffer);
                s.prefetch_batch([held.slice(..8 * MIB)?, held.slice(8 * MIB..)?], pages)?;
                let parts = [
                    held.slice(ranges[0].clone())?,
                    held.slice(ranges[1].clone())?,
                ];
                if and_prefetch {
                    s.discard_and_prefetch(parts, Location::Device(&device))
                } else {
                    s.discard(parts)
                }
            })
            .unwrap();
        let bytes = buffer.as_slice().unwrap();
        let mut dropped = 0;
        for (i, &b) in bytes.iter().enumerate() {
            if ranges.iter().any(|r| inside(&buffer, r, i)) {
                dropped += usize::from(b != pattern(i));
            } else {
                assert_eq!(
                    b,
                    pattern(i),
                    "byte {i}, pages {pages:?}, and prefetch {and_prefetch}"
                );
            }
        }
        println!(
            "pages {pages:?}, discard{}: {dropped} bytes inside whole blocks changed, every other byte kept",
            if and_prefetch { " and prefetch" } else { "" }
        );
        // Whatever the discard left, the memory is usable: written and read again.
        buffer.as_mut_slice().unwrap().fill(7);
        stream
            .scope(|s| s.prefetch_batch([ViewMut::from(&mut buffer)], Location::Device(&device)))
            .unwrap();
        assert!(buffer.as_slice().unwrap().iter().all(|&b| b == 7));
    }
}
