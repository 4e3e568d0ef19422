//! Tests the memory core on a real GPU.

use crate::common::kinds::{KINDS, Memory};
use crate::common::{copy_together, pattern};
use cudyn::{
    Attach, Device, DeviceBuffer, Event, LaunchConfig, Location, Module, PinnedBuffer, PinnedFlags,
    RegisteredHost, Stream, UnifiedBuffer,
};

const KERNELS: &str = include_str!("../kernels.ptx");
/// Elements of u32: none, one, an odd size past a page, and 64 MiB.
const SIZES: [usize; 4] = [0, 1, 4097, 16 << 20];

fn device() -> Device {
    Device::get(0).expect("a CUDA device")
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn round_trips_between_every_kind_synchronously_and_on_a_stream() {
    let _gpu = crate::shared_gpu();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    for n in SIZES {
        let data = pattern(n, n as u32);
        for from in KINDS {
            for to in KINDS {
                let (mut b1, mut b2) = (Vec::new(), Vec::new());
                let src = Memory::new(from, &device, &data, &mut b1);
                let mut dst = Memory::new(to, &device, &vec![0; n], &mut b2);
                cudyn::copy(src.view(), dst.view_mut()).unwrap();
                assert!(
                    dst.view().to_vec().unwrap() == data,
                    "sync {from:?} -> {to:?}, n = {n}"
                );
                dst.view_mut().fill_bytes(0).unwrap();
                stream
                    .scope(|s| s.copy(src.view(), dst.view_mut()))
                    .unwrap();
                assert!(
                    dst.view().to_vec().unwrap() == data,
                    "async {from:?} -> {to:?}, n = {n}"
                );
            }
        }
    }
}

/// Pinned, registered and unified memory handed over as plain slices (past the staging
/// threshold, so the driver is asked what they are): every byte arrives, both ways, now and
/// in a scope.
#[test]
#[ignore = "needs a CUDA GPU"]
fn slices_of_page_locked_and_unified_memory_round_trip() {
    let _gpu = crate::shared_gpu();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let n = 16 << 20;
    let data = pattern(n, 77);
    let mut on_device = DeviceBuffer::<u32>::zeroed(&device, n).unwrap();
    let mut pinned = PinnedBuffer::from_slice(&device, &data, PinnedFlags::DEFAULT).unwrap();
    let mut registered = RegisteredHost::new(&device, vec![0u32; n]).unwrap();
    let mut unified = UnifiedBuffer::<u32>::zeroed(&device, n, Attach::Global).unwrap();
    on_device.copy_from(&pinned[..]).unwrap();
    on_device.copy_to(&mut registered[..]).unwrap();
    assert!(registered[..] == data[..], "pinned up, registered down");
    on_device.fill_bytes(0).unwrap();
    on_device.copy_from(&registered[..]).unwrap();
    on_device.copy_to(unified.as_mut_slice().unwrap()).unwrap();
    assert!(
        unified.as_slice().unwrap() == &data[..],
        "registered up, unified down"
    );
    pinned.fill(0);
    stream
        .scope(|s| {
            let held = s.hold(&mut on_device);
            s.fill_bytes(held, 0)?;
            s.copy(unified.as_slice()?, held)?;
            s.copy(held, &mut pinned[..])
        })
        .unwrap();
    assert!(
        pinned[..] == data[..],
        "unified up, pinned down, in a scope"
    );
}

/// Large pageable copies from three threads at once, two uploads and a download (two run
/// on the device's two staging rings, the third waits its turn): every byte arrives.
#[test]
#[ignore = "needs a CUDA GPU"]
fn large_pageable_copies_from_three_threads_at_once_arrive_whole() {
    let _gpu = crate::shared_gpu();
    let n = 24 << 20; // u32: 96 MiB each
    let together = std::sync::Barrier::new(3);
    std::thread::scope(|s| {
        for (i, up) in [true, false, true].into_iter().enumerate() {
            let together = &together;
            s.spawn(move || {
                let device = device();
                let data = pattern(n, 1000 + i as u32);
                let mut on_device = DeviceBuffer::<u32>::zeroed(&device, n).unwrap();
                for round in 0..3 {
                    let whole = copy_together(&mut on_device, &data, up, together);
                    assert!(whole, "thread {i}, round {round}");
                }
            });
        }
    });
}

/// An outer scope on stream a writes held memory after a long delay; an inner scope on
/// stream b reads it at once. Without ordering, b would copy the memory before a's write.
#[test]
#[ignore = "needs a CUDA GPU"]
fn an_inner_scope_on_another_stream_reads_what_the_outer_scope_wrote() {
    let _gpu = crate::shared_gpu();
    let device = device();
    let (a, b) = (Stream::new(&device).unwrap(), Stream::new(&device).unwrap());
    let n = 1 << 24;
    let src = DeviceBuffer::from_slice(&device, &pattern(n, 11)).unwrap();
    let mut x = DeviceBuffer::<u32>::zeroed(&device, n).unwrap();
    let mut y = PinnedBuffer::<u32>::zeroed(&device, n, PinnedFlags::DEFAULT).unwrap();
    // About 40 GB of fills: tens of milliseconds of stream a's time before its write.
    let mut scratch = DeviceBuffer::<u8>::uninit(&device, 1 << 32).unwrap();
    a.scope(|outer| {
        let h = outer.hold(&mut x);
        let delay = outer.hold(&mut scratch);
        for i in 0..10 {
            outer.fill_bytes(delay, i)?;
        }
        outer.copy(&src, h)?;
        b.scope(|inner| inner.copy(h, &mut y))
    })
    .unwrap();
    assert!(
        y[..] == pattern(n, 11)[..],
        "stream b read before stream a wrote"
    );
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn asynchronous_chunked_copies_on_two_streams() {
    let _gpu = crate::shared_gpu();
    let device = device();
    let (a, b) = (Stream::new(&device).unwrap(), Stream::new(&device).unwrap());
    let (n, chunk) = (1 << 22, 1 << 20);
    let (x, y) = (pattern(n, 1), pattern(n, 2));
    let px = PinnedBuffer::from_slice(&device, &x, PinnedFlags::DEFAULT).unwrap();
    let py = PinnedBuffer::from_slice(&device, &y, PinnedFlags::DEFAULT).unwrap();
    let mut dx = DeviceBuffer::<u32>::uninit(&device, n).unwrap();
    let mut dy = DeviceBuffer::<u32>::uninit(&device, n).unwrap();
    let mut ox = PinnedBuffer::<u32>::zeroed(&device, n, PinnedFlags::DEFAULT).unwrap();
    let mut oy = PinnedBuffer::<u32>::zeroed(&device, n, PinnedFlags::DEFAULT).unwrap();
    a.scope(|sa| {
        b.scope(|sb| {
            let (hx, hy) = (sa.hold(&mut dx), sb.hold(&mut dy));
            for start in (0..n).step_by(chunk) {
                let range = start..start + chunk;
                sa.copy(px.view().slice(range.clone())?, hx.slice(range.clone())?)?;
                sb.copy(py.view().slice(range.clone())?, hy.slice(range)?)?;
            }
            sa.copy(hx, &mut ox)?;
            sb.copy(hy, &mut oy)
        })
    })
    .unwrap();
    assert!(ox[..] == x[..] && oy[..] == y[..]);
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn a_kernel_writes_unified_memory_that_the_host_then_reads() {
    let _gpu = crate::shared_gpu();
    let device = device();
    let module = Module::from_ptx(&device, KERNELS).unwrap();
    let fill = module.function("fill_u32").unwrap();
    let n = 1_000_003u32;
    let mut unified = UnifiedBuffer::<u32>::zeroed(&device, n as usize, Attach::Global).unwrap();
    let stream = Stream::new(&device).unwrap();
    stream
        .scope(|s| {
            // SAFETY: fill_u32(u32 *out, u32 n, u32 value) writes n elements of a buffer of n.
            unsafe { s.launch(&fill, LaunchConfig::linear(n, 256), (&mut unified, n, 7u32)) }
        })
        .unwrap();
    assert!(unified.as_slice().unwrap().iter().all(|&v| v == 7));
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn host_written_unified_memory_is_prefetched_then_read_by_a_kernel() {
    let _gpu = crate::shared_gpu();
    let device = device();
    let module = Module::from_ptx(&device, KERNELS).unwrap();
    let add = module.function("add_u32").unwrap();
    let n = 1 << 20;
    let data = pattern(n, 3);
    let mut unified = UnifiedBuffer::<u32>::zeroed(&device, n, Attach::Global).unwrap();
    unified.as_mut_slice().unwrap().copy_from_slice(&data);
    unified.advise(cudyn::Advice::ReadMostly).unwrap();
    unified.prefetch(Location::Device(&device)).unwrap();
    let mut out = DeviceBuffer::<u32>::zeroed(&device, n).unwrap();
    let stream = Stream::new(&device).unwrap();
    stream
        .scope(|s| {
            s.prefetch(&unified, Location::Device(&device))?;
            // SAFETY: add_u32(const u32 *in, u32 *out, u32 n, u32 value): n elements each.
            unsafe {
                s.launch(
                    &add,
                    LaunchConfig::linear(n as u32, 256),
                    (&unified, &mut out, n as u32, 1u32),
                )
            }
        })
        .unwrap();
    let expected: Vec<u32> = data.iter().map(|v| v.wrapping_add(1)).collect();
    assert!(out.to_vec().unwrap() == expected);
    unified.prefetch(Location::Host).unwrap();
    unified.unadvise(cudyn::Advice::ReadMostly).unwrap();
    assert!(unified.as_slice().unwrap() == &data[..]);
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn kernels_read_and_write_mapped_pinned_memory_in_place() {
    let _gpu = crate::shared_gpu();
    let device = device();
    let module = Module::from_ptx(&device, KERNELS).unwrap();
    let (add, fill) = (
        module.function("add_u32").unwrap(),
        module.function("fill_u32").unwrap(),
    );
    let n = 65_537;
    let data = pattern(n, 4);
    let input = PinnedBuffer::from_slice(&device, &data, PinnedFlags::DEVICEMAP).unwrap();
    let mut output = PinnedBuffer::<u32>::zeroed(&device, n, PinnedFlags::DEVICEMAP).unwrap();
    let mut filled =
        PinnedBuffer::<u32>::zeroed(&device, n, PinnedFlags::DEVICEMAP | PinnedFlags::PORTABLE)
            .unwrap();
    let stream = Stream::new(&device).unwrap();
    stream
        .scope(|s| {
            let cfg = LaunchConfig::linear(n as u32, 128);
            // SAFETY: both kernels access n elements of buffers of n, through the mapped
            // device pointers of their arguments.
            unsafe {
                s.launch(&add, cfg, (&input, &mut output, n as u32, 5u32))?;
                s.launch(&fill, cfg, (&mut filled, n as u32, 9u32))
            }
        })
        .unwrap();
    assert!(
        output
            .iter()
            .zip(&data)
            .all(|(o, d)| *o == d.wrapping_add(5))
    );
    assert!(filled.iter().all(|&v| v == 9));
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn a_registered_slice_is_copied_both_ways() {
    let _gpu = crate::shared_gpu();
    let device = device();
    let host = pattern(3 << 20, 5);
    let expected = host.clone();
    let mut registered = RegisteredHost::new(&device, host).unwrap();
    let on_device = DeviceBuffer::from_slice(&device, &registered).unwrap();
    registered.iter_mut().for_each(|v| *v = 0);
    let stream = Stream::new(&device).unwrap();
    stream
        .scope(|s| s.copy(&on_device, &mut registered))
        .unwrap();
    assert!(registered[..] == expected[..]);
    assert!(registered.into_vec().unwrap() == expected);
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn fill_patterns_on_every_kind_now_and_in_a_scope() {
    let _gpu = crate::shared_gpu();
    let device = device();
    let n = 4097;
    let mut dev = DeviceBuffer::<u32>::zeroed(&device, n).unwrap();
    let mut pinned = PinnedBuffer::<u32>::zeroed(&device, n, PinnedFlags::DEFAULT).unwrap();
    let mut unified = UnifiedBuffer::<u32>::zeroed(&device, n, Attach::Global).unwrap();
    let expect = 0x5a5a_5a5au32;
    dev.fill_bytes(0x5a).unwrap();
    pinned.view_mut().fill_bytes(0x5a).unwrap();
    unified.view_mut().fill_bytes(0x5a).unwrap();
    assert!(dev.to_vec().unwrap().iter().all(|&v| v == expect));
    assert!(pinned.iter().all(|&v| v == expect));
    assert!(unified.as_slice().unwrap().iter().all(|&v| v == expect));
    dev.fill_u16(0xbeef).unwrap();
    assert!(dev.to_vec().unwrap().iter().all(|&v| v == 0xbeef_beef));
    let stream = Stream::new(&device).unwrap();
    stream
        .scope(|s| {
            s.fill_u32(&mut dev, 0x0102_0304)?;
            s.fill_u16(&mut pinned, 0xcafe)?;
            s.fill_u32(unified.view_mut().slice(1..)?, 77)
        })
        .unwrap();
    assert!(dev.to_vec().unwrap().iter().all(|&v| v == 0x0102_0304));
    assert!(pinned.iter().all(|&v| v == 0xcafe_cafe));
    let unified = unified.as_slice().unwrap();
    assert!(unified[0] == 0x5a5a_5a5a && unified[1..].iter().all(|&v| v == 77));
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn views_cast_and_slice_device_memory() {
    let _gpu = crate::shared_gpu();
    let device = device();
    let data = pattern(10_000, 6);
    let buffer = DeviceBuffer::from_slice(&device, &data).unwrap();
    assert!(buffer.view().slice(4097..8000).unwrap().to_vec().unwrap() == data[4097..8000]);
    let bytes = buffer
        .view()
        .cast::<u8>()
        .unwrap()
        .slice(4..8)
        .unwrap()
        .to_vec()
        .unwrap();
    assert_eq!(bytes, data[1].to_ne_bytes());
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn events_time_a_copy() {
    let _gpu = crate::shared_gpu();
    let device = device();
    let stream = Stream::new(&device).unwrap();
    let (start, end) = (
        Event::with_timing(&device).unwrap(),
        Event::with_timing(&device).unwrap(),
    );
    let mut a = DeviceBuffer::<u8>::zeroed(&device, 64 << 20).unwrap();
    let b = DeviceBuffer::<u8>::zeroed(&device, 64 << 20).unwrap();
    stream
        .scope(|s| {
            s.record(&start)?;
            s.copy(&b, &mut a)?;
            s.record(&end)
        })
        .unwrap();
    let elapsed = end.elapsed_since(&start).unwrap();
    assert!(elapsed > std::time::Duration::ZERO && elapsed < std::time::Duration::from_secs(1));
    println!("64 MiB device-to-device copy: {elapsed:?}");
}

#[cfg(feature = "half")]
#[test]
#[ignore = "needs a CUDA GPU"]
fn half_precision_elements_round_trip() {
    let _gpu = crate::shared_gpu();
    use half::{bf16, f16};
    let device = device();
    let values: Vec<f16> = (0..1000).map(|i| f16::from_f32(i as f32 / 8.0)).collect();
    let buffer = DeviceBuffer::from_slice(&device, &values).unwrap();
    assert_eq!(buffer.to_vec().unwrap(), values);
    let bits = buffer.view().cast::<u16>().unwrap().to_vec().unwrap();
    assert_eq!(bits[8], f16::from_f32(1.0).to_bits());
    let mut brain = DeviceBuffer::<bf16>::zeroed(&device, 1000).unwrap();
    brain.fill_u16(bf16::from_f32(-2.5).to_bits()).unwrap();
    assert!(
        brain
            .to_vec()
            .unwrap()
            .iter()
            .all(|&v| v == bf16::from_f32(-2.5))
    );
}
