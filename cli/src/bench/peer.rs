//! `cudyn bench --peer`: copy bandwidth between every ordered pair of devices.

use cudyn::sys::CUresult;
use cudyn::{Device, DeviceBuffer, Error};

use super::{Options, measure, nothing, raw};
use crate::svg::size_label;

/// `--peer`: copy bandwidth between every ordered pair of devices, through cudyn and through
/// `cuMemcpyPeer`, with peer access enabled where the devices allow it.
pub(super) fn matrix(options: &Options) -> cudyn::Result<()> {
    let devices = Device::all()?;
    let size = options.sizes.iter().copied().max().unwrap_or(256 << 20);
    if let Some(first) = devices.first()
        && let Some(warning) = super::fake_driver_warning(cudyn::driver()?, first)
    {
        println!("{warning}");
    }
    println!(
        "peer copy bandwidth, {} per copy, GB/s: cudyn [raw cuMemcpyPeer], medians of {} copies",
        size_label(size as f64),
        options.iters
    );
    let mut access = Vec::new();
    for a in &devices {
        for b in &devices {
            let can = a != b && a.can_access_peer(b)?;
            if can {
                a.enable_peer_access(b)?;
            }
            access.push(can);
        }
    }
    // The raw side needs each device's context: retain the primary ones (released below).
    let mut contexts = Vec::new();
    for device in &devices {
        let mut context = std::ptr::null_mut();
        raw!(cuDevicePrimaryCtxRetain(&mut context, device.raw()))?;
        contexts.push(context);
    }
    let mut buffers = devices
        .iter()
        .map(|d| DeviceBuffer::<u8>::uninit(d, size))
        .collect::<cudyn::Result<Vec<_>>>()?;
    print!("{:>10}", "from \\ to");
    for device in &devices {
        print!("  {:>22}", format!("device {}", device.ordinal()));
    }
    println!();
    let mut outcome = Ok(());
    'rows: for i in 0..devices.len() {
        print!("{:>10}", format!("device {i}"));
        for j in 0..devices.len() {
            if i == j {
                print!("  {:>22}", "-");
                continue;
            }
            // Two distinct elements of `buffers`, one shared and one exclusive.
            let (src, dst) = if i < j {
                let (low, high) = buffers.split_at_mut(j);
                (&low[i], &mut high[0])
            } else {
                let (low, high) = buffers.split_at_mut(i);
                (&high[0], &mut low[j])
            };
            let (s, d) = (src.device_ptr(), dst.device_ptr());
            let (from, to) = (contexts[i], contexts[j]);
            let measured = measure(
                options.iters(),
                1,
                &mut nothing,
                &mut || cudyn::copy(src, &mut *dst),
                &mut || {
                    raw!(cuMemcpyPeer(d, to, s, from, size))?;
                    raw!(cuCtxSynchronize())
                },
            );
            match measured {
                Ok((ours, theirs)) => {
                    let (ours, theirs) =
                        (ours.rate(size as f64 / 1e9), theirs.rate(size as f64 / 1e9));
                    print!(
                        "  {:>22}",
                        format!("{:.1} [{:.1}]", ours.median, theirs.median)
                    );
                }
                Err(error) => {
                    outcome = Err(error);
                    break 'rows;
                }
            }
        }
        println!();
    }
    let peers: Vec<String> = access
        .chunks(devices.len())
        .map(|row| {
            row.iter()
                .map(|&a| if a { "yes" } else { "no" })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    println!(
        "peer access (rows: from, columns: to): {}",
        peers.join(" | ")
    );
    drop(buffers);
    for device in &devices {
        raw!(cuDevicePrimaryCtxRelease_v2(device.raw()))?;
    }
    outcome
}
