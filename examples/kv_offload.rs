//! A KV cache of 512 blocks of 64 KiB on the device: a random half is moved to pinned host
//! memory and back in batches (one gather out, one scatter in), checked, and timed beside the
//! same moves as a loop of single copies.
//!
//! cargo run --release --example kv_offload [blocks]

use std::time::{Duration, Instant};

use cudyn::{Device, DeviceBuffer, PinnedBuffer, PinnedFlags, Stream};

/// Elements (u32) in one 64 KiB block.
const BLOCK: usize = 16 * 1024;

fn main() -> cudyn::Result<()> {
    let blocks: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(512);
    let device = Device::get(0)?;
    let stream = Stream::new(&device)?;
    let contents: Vec<u32> = (0..(blocks * BLOCK) as u32).collect();
    let mut cache = DeviceBuffer::from_slice(&device, &contents)?;

    // A random half of the blocks (xorshift: no dependency, the same on every run).
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut order: Vec<usize> = (0..blocks).collect();
    for i in (1..blocks).rev() {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        order.swap(i, (state % (i as u64 + 1)) as usize);
    }
    let evicted = &order[..blocks / 2];
    let mut host =
        PinnedBuffer::<u32>::zeroed(&device, evicted.len() * BLOCK, PinnedFlags::DEFAULT)?;
    println!(
        "{}: {blocks} blocks of 64 KiB, {} moved out and back",
        device.name()?,
        evicted.len()
    );

    let mut batched = Duration::MAX;
    let mut looped = Duration::MAX;
    for _ in 0..3 {
        // Batches: one gather out, the blocks cleared on the device, one scatter back.
        let start = Instant::now();
        stream.scope(|s| s.gather_blocks(&cache, &mut host, BLOCK, evicted))?;
        let out = start.elapsed();
        for &b in evicted {
            cache
                .view_mut()
                .slice(b * BLOCK..(b + 1) * BLOCK)?
                .fill_u32(0)?;
        }
        let start = Instant::now();
        stream.scope(|s| s.scatter_blocks(&host, &mut cache, BLOCK, evicted))?;
        batched = batched.min(out + start.elapsed());
        assert!(cache.to_vec()? == contents, "the cache came back intact");

        // The same moves, a copy per block.
        let start = Instant::now();
        stream.scope(|s| {
            let mut to = host.view_mut().chunks(BLOCK)?;
            for &b in evicted {
                let into = to.next().expect("one host block per evicted block");
                s.copy(cache.view().slice(b * BLOCK..(b + 1) * BLOCK)?, into)?;
            }
            Ok(())
        })?;
        let out = start.elapsed();
        for &b in evicted {
            cache
                .view_mut()
                .slice(b * BLOCK..(b + 1) * BLOCK)?
                .fill_u32(0)?;
        }
        let start = Instant::now();
        stream.scope(|s| {
            let mut parts = cache
                .view_mut()
                .chunks(BLOCK)?
                .map(Some)
                .collect::<Vec<_>>();
            for (k, &b) in evicted.iter().enumerate() {
                let into = parts[b].take().expect("each block once");
                s.copy(host.view().slice(k * BLOCK..(k + 1) * BLOCK)?, into)?;
            }
            Ok(())
        })?;
        looped = looped.min(out + start.elapsed());
        assert!(cache.to_vec()? == contents, "the cache came back intact");
    }
    let moved = (2 * evicted.len() * BLOCK * 4) as f64;
    let rate = |t: Duration| moved / t.as_secs_f64() / 1e9;
    println!(
        "batches: {:.3} ms ({:.1} GB/s); loop of single copies: {:.3} ms ({:.1} GB/s); {:.1}x",
        batched.as_secs_f64() * 1e3,
        rate(batched),
        looped.as_secs_f64() * 1e3,
        rate(looped),
        looped.as_secs_f64() / batched.as_secs_f64()
    );
    Ok(())
}
