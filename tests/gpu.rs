//! Tests that need a real CUDA GPU and driver; CI reports them as ignored. Run them with
//! `cargo test --test gpu -- --ignored` (or ../shared/gpu/stage and the device runner).

use std::ffi::c_void;

// Only the driver-neutral helpers (memory kinds, patterns, the IPC protocol): these tests load
// the real driver, never the fake.
use cudyn_test_common as common;

use std::sync::{PoisonError, RwLock, RwLockReadGuard, RwLockWriteGuard};

/// Tests share the GPU; the ones that fill its memory or measure what is free take it alone.
static GPU: RwLock<()> = RwLock::new(());

fn shared_gpu() -> RwLockReadGuard<'static, ()> {
    GPU.read().unwrap_or_else(PoisonError::into_inner)
}

fn exclusive_gpu() -> RwLockWriteGuard<'static, ()> {
    GPU.write().unwrap_or_else(PoisonError::into_inner)
}

use cudyn::Device;
use cudyn::sys::{CUcontext, CUdeviceptr, CUresult};

#[test]
#[ignore = "needs a CUDA GPU"]
fn real_driver_loads_resolves_and_allocates() {
    let _gpu = crate::shared_gpu();
    let driver = cudyn::driver().expect("the real driver loads and initialises");
    let version = driver.version().expect("the driver reports its version");
    assert!(
        version >= 12000,
        "driver version {version} is older than CUDA 12.0"
    );
    for name in [
        "cuMemAlloc_v2",
        "cuMemAllocManaged",
        "cuMemHostAlloc",
        "cuMemPrefetchAsync_v2",
    ] {
        let found = driver
            .functions()
            .entries()
            .into_iter()
            .find(|(n, _)| *n == name);
        assert_eq!(found, Some((name, true)), "{name} resolves");
    }
    let timing = driver.timing();
    println!(
        "driver {} ({:?}), version {version}, open {:?}, resolve {:?}",
        driver.name(),
        driver.file(),
        timing.open,
        timing.resolve
    );

    let device = Device::get(0).unwrap();
    let check = |status: CUresult| assert_eq!(status, CUresult::CUDA_SUCCESS);
    let mut context: CUcontext = std::ptr::null_mut();
    let mut pointer: CUdeviceptr = 0;
    let mut back = [0u8; 16];
    // SAFETY: each call gets valid out-pointers to live locals; the context is retained before
    // it is made current and released after the allocation is freed; the copy reads 16 bytes
    // of a 1 MiB allocation into a 16-byte array.
    unsafe {
        check(driver.cuDevicePrimaryCtxRetain().unwrap()(
            &mut context,
            device.raw(),
        ));
        check(driver.cuCtxSetCurrent().unwrap()(context));
        check(driver.cuMemAlloc_v2().unwrap()(&mut pointer, 1 << 20));
        assert_ne!(pointer, 0);
        check(driver.cuMemsetD8_v2().unwrap()(pointer, 0xa5, 1 << 20));
        check(driver.cuMemcpyDtoH_v2().unwrap()(
            back.as_mut_ptr().cast::<c_void>(),
            pointer,
            16,
        ));
        check(driver.cuMemFree_v2().unwrap()(pointer));
        check(driver.cuCtxSetCurrent().unwrap()(std::ptr::null_mut()));
        check(driver.cuDevicePrimaryCtxRelease_v2().unwrap()(device.raw()));
    }
    assert_eq!(back, [0xa5; 16]);
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn real_devices_report_their_attributes() {
    let _gpu = crate::shared_gpu();
    let devices = Device::all().unwrap();
    assert!(!devices.is_empty());
    for device in devices {
        let name = device.name().unwrap();
        assert!(!name.is_empty() && !name.contains("fake"), "{name}");
        assert!(device.total_memory().unwrap() >= 1 << 30);
        let (major, _) = device.compute_capability().unwrap();
        assert!(major >= 5, "compute capability {major}.x");
        let memory = device.memory_attributes().unwrap();
        assert!(memory.unified_addressing && memory.managed_memory && memory.async_engines >= 1);
        println!("device {}: {name}, {memory:?}", device.ordinal());
    }
}

// ---- the memory core on a real GPU ------------------------------------------------------

mod memory {
    use crate::common::kinds::{KINDS, Memory};
    use crate::common::{copy_together, pattern};
    use cudyn::{
        Attach, Device, DeviceBuffer, Event, LaunchConfig, Location, Module, PinnedBuffer,
        PinnedFlags, RegisteredHost, Stream, UnifiedBuffer,
    };

    const KERNELS: &str = include_str!("kernels.ptx");
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
        let mut unified =
            UnifiedBuffer::<u32>::zeroed(&device, n as usize, Attach::Global).unwrap();
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
}

// ---- reliability on a real GPU ----------------------------------------------------------

mod reliability {
    use std::time::{Duration, Instant};

    use cudyn::sys::CUresult;
    use cudyn::{
        Attach, Device, DeviceBuffer, PinnedBuffer, PinnedFlags, Stream, UnifiedBuffer, View,
        ViewMut,
    };

    fn device() -> Device {
        Device::get(0).expect("a CUDA device")
    }

    #[test]
    #[ignore = "needs a CUDA GPU"]
    fn device_memory_runs_out_with_a_typed_error_and_comes_back() {
        let _gpu = crate::exclusive_gpu();
        let device = device();
        let (free_before, total) = device.mem_info().unwrap();
        let chunk = 1usize << 30;
        let mut held = Vec::new();
        // Device memory only: managed memory must never be asked for beyond what is free.
        let error = loop {
            match DeviceBuffer::<u8>::uninit(&device, chunk) {
                Ok(buffer) => held.push(buffer),
                Err(error) => break error,
            }
            assert!(
                held.len() <= total / chunk + 1,
                "allocated more than the device has"
            );
        };
        assert_eq!(
            error.driver_code(),
            Some(CUresult::CUDA_ERROR_OUT_OF_MEMORY),
            "{error}"
        );
        let count = held.len();
        assert!(
            count as u64 * chunk as u64 >= free_before as u64 / 2,
            "only {count} GiB fitted"
        );
        drop(held);
        let again = DeviceBuffer::<u8>::uninit(&device, chunk).expect("memory is usable again");
        drop(again);
        let (free_after, _) = device.mem_info().unwrap();
        assert!(
            free_after + (64 << 20) >= free_before,
            "{free_after} free after, {free_before} before"
        );
        println!("{count} GiB allocated, then: {error}; all freed and allocatable again");
    }

    /// A tiny deterministic generator, so the stress test needs no crate and each thread its
    /// own sequence.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }

        fn below(&mut self, n: usize) -> usize {
            (self.next() % n as u64) as usize
        }
    }

    fn checksum(words: &[u32]) -> u64 {
        words.iter().fold(0xcbf2_9ce4_8422_2325, |h, &w| {
            (h ^ u64::from(w)).wrapping_mul(0x100_0000_01b3)
        })
    }

    enum Memory {
        Device(DeviceBuffer<u32>),
        Pinned(PinnedBuffer<u32>),
        Unified(UnifiedBuffer<u32>),
    }

    impl Memory {
        fn view(&self) -> View<'_, u32> {
            match self {
                Memory::Device(b) => b.view(),
                Memory::Pinned(b) => b.view(),
                Memory::Unified(b) => b.view(),
            }
        }

        fn view_mut(&mut self) -> ViewMut<'_, u32> {
            match self {
                Memory::Device(b) => b.view_mut(),
                Memory::Pinned(b) => b.view_mut(),
                Memory::Unified(b) => b.view_mut(),
            }
        }
    }

    #[derive(Default)]
    struct Totals {
        operations: u64,
        bytes_checked: u64,
    }

    /// One thread's share: random allocations, copies (synchronous and on its two streams),
    /// views and frees, every copy checked by checksum.
    fn worker(device: &Device, seed: u64, until: Instant) -> cudyn::Result<Totals> {
        let mut rng = Rng(seed | 1);
        let streams = [Stream::new(device)?, Stream::new(device)?];
        let mut live: Vec<(Memory, u64)> = Vec::new();
        let mut totals = Totals::default();
        while Instant::now() < until {
            totals.operations += 1;
            // Up to 2 MiB, spread over sizes from a few bytes up.
            let scale = 4 + rng.below(16);
            let len = 1 + rng.below(1 << scale);
            match rng.below(4) {
                // Allocate and fill from the host.
                0 | 1 if live.len() < 8 => {
                    let data: Vec<u32> = (0..len).map(|_| rng.next() as u32).collect();
                    let memory = match rng.below(3) {
                        0 => Memory::Device(DeviceBuffer::from_slice(device, &data)?),
                        1 => Memory::Pinned(PinnedBuffer::from_slice(
                            device,
                            &data,
                            PinnedFlags::DEFAULT,
                        )?),
                        _ => Memory::Unified(UnifiedBuffer::from_slice(
                            device,
                            &data,
                            Attach::Global,
                        )?),
                    };
                    live.push((memory, checksum(&data)));
                }
                // Copy a random live buffer, or part of it, into a new one and check both.
                2 if !live.is_empty() => {
                    let (source, sum) = &live[rng.below(live.len())];
                    let len = source.view().len();
                    let start = rng.below(len);
                    let part = source.view().slice(start..)?;
                    let expected = checksum(&part.to_vec()?);
                    let mut target = match rng.below(3) {
                        0 => Memory::Device(DeviceBuffer::uninit(device, len - start)?),
                        1 => Memory::Pinned(PinnedBuffer::zeroed(
                            device,
                            len - start,
                            PinnedFlags::DEFAULT,
                        )?),
                        _ => Memory::Unified(UnifiedBuffer::zeroed(
                            device,
                            len - start,
                            Attach::Global,
                        )?),
                    };
                    if rng.below(2) == 0 {
                        cudyn::copy(part, target.view_mut())?;
                    } else {
                        streams[rng.below(2)].scope(|s| s.copy(part, target.view_mut()))?;
                    }
                    let got = target.view().to_vec()?;
                    assert_eq!(checksum(&got), expected, "copied contents differ");
                    assert_eq!(
                        checksum(&source.view().to_vec()?),
                        *sum,
                        "the source changed"
                    );
                    totals.bytes_checked += 8 * got.len() as u64;
                    live.push((target, expected));
                }
                // Free one.
                _ if !live.is_empty() => {
                    let (memory, sum) = live.swap_remove(rng.below(live.len()));
                    assert_eq!(checksum(&memory.view().to_vec()?), sum, "contents changed");
                    totals.bytes_checked += 4 * memory.view().len() as u64;
                }
                _ => {}
            }
        }
        Ok(totals)
    }

    #[test]
    #[ignore = "needs a CUDA GPU"]
    fn eight_threads_of_random_work_keep_every_byte_and_give_memory_back() {
        let _gpu = crate::exclusive_gpu();
        let seconds = std::env::var("CUDYN_STRESS_SECONDS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(10);
        let device = device();
        let (free_before, _) = device.mem_info().unwrap();
        let until = Instant::now() + Duration::from_secs(seconds);
        let results: Vec<cudyn::Result<Totals>> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..8u64)
                .map(|i| {
                    let device = device.clone();
                    scope.spawn(move || worker(&device, 0x9e37_79b9_7f4a_7c15 * (i + 1), until))
                })
                .collect();
            workers
                .into_iter()
                .map(|w| w.join().expect("a worker panicked"))
                .collect()
        });
        let mut totals = Totals::default();
        let mut errors = 0;
        for result in results {
            match result {
                Ok(t) => {
                    totals.operations += t.operations;
                    totals.bytes_checked += t.bytes_checked;
                }
                Err(error) => {
                    errors += 1;
                    eprintln!("worker failed: {error}");
                }
            }
        }
        // No memory pools are in use (stream-ordered allocation comes with the benchmark
        // work), so nothing needs trimming before comparing. The driver keeps some of the
        // freed unified memory's device pages for reuse, beyond this process even: on an
        // H200, free memory stayed 30-95 MiB lower after a run, varying from run to run, and
        // the next process began from there (compute-sanitizer's leak check finds nothing
        // held). So the margin is the most the workload's buffers hold at once, 8 threads x 8
        // buffers x 2 MiB, a fraction of what leaking a buffer in a thousand of these
        // 100,000+ operations would keep.
        let margin = 8 * 8 * (2 << 20);
        let (free_after, _) = device.mem_info().unwrap();
        println!(
            "stress: 8 threads for {seconds} s: {} operations, {:.1} GiB checked, {errors} errors; \
             device free memory {} MiB before, {} MiB after",
            totals.operations,
            totals.bytes_checked as f64 / (1u64 << 30) as f64,
            free_before >> 20,
            free_after >> 20
        );
        assert_eq!(errors, 0);
        assert!(totals.operations > 100);
        assert!(
            free_after + margin >= free_before,
            "device memory was not given back"
        );
    }
}

// ---- two GPUs (ignored unless run with --ignored on a machine with two) -----------------

mod two_gpu {
    use cudyn::{Device, DeviceBuffer, Stream};

    use crate::common::{pattern, two_devices};

    /// Device 1's primary context made current behind cudyn's back, as `cudaSetDevice(1)`
    /// in a runtime-based library does: a later allocation on device 0 must land on device 0.
    #[test]
    #[ignore = "needs two CUDA GPUs"]
    fn two_gpu_an_allocation_after_a_runtime_style_switch_lands_on_its_device() {
        let _gpu = crate::shared_gpu();
        let (d0, d1) = two_devices();
        let used = |d: &Device| {
            let (free, total) = d.mem_info().unwrap();
            total - free
        };
        let _first = DeviceBuffer::<u8>::zeroed(&d0, 1 << 20).unwrap();
        let (before0, before1) = (used(&d0), used(&d1));
        // Device 1's context stays retained by `d1` (mem_info above).
        crate::common::switch_behind_cudyns_back(&d1);
        let big = 256 << 20;
        let second = DeviceBuffer::<u8>::uninit(&d0, big).unwrap();
        let (after0, after1) = (used(&d0), used(&d1));
        // The driver rounds allocations up and may map more; device 1 must gain nothing near
        // the size, device 0 at least the size.
        assert!(after0 >= before0 + big, "device 0: {before0} -> {after0}");
        assert!(
            after1 < before1 + big / 2,
            "device 1 was charged: {before1} -> {after1}"
        );
        drop(second);
    }

    /// The driver fact cudyn relies on to skip binding for stream-ordered allocation: it comes
    /// from the stream's device whatever context is current.
    #[test]
    #[ignore = "needs two CUDA GPUs"]
    fn two_gpu_a_stream_ordered_allocation_follows_its_stream() {
        let _gpu = crate::shared_gpu();
        let (d0, d1) = two_devices();
        let stream = Stream::new(&d0).unwrap();
        let n = 64 << 20;
        let data = pattern(n / 4, 3);
        d1.mem_info().unwrap(); // retains device 1's context for the switch
        crate::common::switch_behind_cudyns_back(&d1);
        let driver = cudyn::driver().unwrap();
        let mut pooled = DeviceBuffer::<u32>::alloc_async(&stream, n / 4).unwrap();
        stream.scope(|s| s.copy(&data, &mut pooled)).unwrap();
        let mut attribute = -1i32;
        // SAFETY: writes one int for a live device pointer.
        let status = unsafe {
            driver.cuPointerGetAttribute().unwrap()(
                (&raw mut attribute).cast(),
                cudyn::sys::CUpointer_attribute::CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
                pooled.device_ptr(),
            )
        };
        assert_eq!(status, cudyn::sys::CUresult::CUDA_SUCCESS);
        assert_eq!(attribute, 0, "the allocation is on device {attribute}");
        assert!(pooled.to_vec().unwrap() == data);
    }

    /// Copies between the two devices both ways, synchronously and on a stream of each, at
    /// 1 MiB and 256 MiB, checking every element.
    fn copies_both_ways(a: &Device, b: &Device) {
        for n in [1 << 18, 1 << 26] {
            let data = pattern(n, n as u32);
            let on_a = DeviceBuffer::from_slice(a, &data).unwrap();
            let mut on_b = DeviceBuffer::<u32>::zeroed(b, n).unwrap();
            on_b.copy_from(&on_a).unwrap();
            assert!(on_b.to_vec().unwrap() == data, "a -> b, {n} elements");
            let mut back = DeviceBuffer::<u32>::zeroed(a, n).unwrap();
            back.copy_from(&on_b).unwrap();
            assert!(back.to_vec().unwrap() == data, "b -> a, {n} elements");
            for stream in [Stream::new(a).unwrap(), Stream::new(b).unwrap()] {
                back.fill_bytes(0).unwrap();
                on_b.fill_bytes(0).unwrap();
                stream
                    .scope(|s| {
                        let held = s.hold(&mut on_b);
                        s.copy(&on_a, held)?;
                        s.copy(held, &mut back)
                    })
                    .unwrap();
                assert!(
                    back.to_vec().unwrap() == data,
                    "a -> b -> a on a stream, {n} elements"
                );
            }
        }
    }

    /// The parent exports memory of device 0; the child maps it into device 1 (the driver
    /// enables peer access for it) and orders its writes with an event opened there.
    #[test]
    #[ignore = "needs two CUDA GPUs"]
    fn two_gpu_ipc_child_maps_the_memory_into_the_other_device() {
        if crate::ipc::played_child() {
            return;
        }
        let _gpu = crate::exclusive_gpu();
        let (a, _b) = two_devices();
        let pending = crate::common::ipc::parent_shares(
            "two_gpu::two_gpu_ipc_child_maps_the_memory_into_the_other_device",
            &a,
            1,
            1 << 26,
            crate::ipc::DELAY,
        );
        println!("event pending when the child had queued: {pending}");
    }

    #[test]
    #[ignore = "needs two CUDA GPUs"]
    fn two_gpu_peer_copies_without_and_with_peer_access() {
        let _gpu = crate::exclusive_gpu();
        let (a, b) = two_devices();
        // Without peer access the driver stages through the host; the results must not differ.
        copies_both_ways(&a, &b);
        let peers = a.can_access_peer(&b).unwrap() && b.can_access_peer(&a).unwrap();
        println!(
            "{} <-> {}: peer access {}",
            a.name().unwrap(),
            b.name().unwrap(),
            if peers { "available" } else { "unavailable" }
        );
        if peers {
            a.enable_peer_access(&b).unwrap();
            b.enable_peer_access(&a).unwrap();
            a.enable_peer_access(&b).unwrap(); // remembered: no error, no second enable
            copies_both_ways(&a, &b);
        }
    }
}

// ---- sharing with another process (the test binary starts itself as the child) ---------

mod ipc {
    use cudyn::sys::{CUipcMemHandle, CUresult};
    use cudyn::{Device, DeviceBuffer, Error, Event, IpcBuffer};

    use crate::common::ipc::{self, Delay};

    /// If a parent started this process, plays the child's role and returns true.
    pub fn played_child() -> bool {
        let Some(role) = ipc::child_role() else {
            return false;
        };
        ipc::play_child(
            &role,
            &Device::get(ipc::child_device()).expect("the child's device"),
        );
        true
    }

    /// Keeps the child's stream busy for several milliseconds before it writes.
    pub const DELAY: Delay = Delay {
        fills: 200,
        scratch: 1 << 26,
    };

    #[test]
    #[ignore = "needs a CUDA GPU"]
    fn ipc_two_processes_share_memory_ordered_by_an_event() {
        if played_child() {
            return;
        }
        let _gpu = crate::shared_gpu();
        let device = Device::get(0).unwrap();
        // An odd size (not a multiple of any page): the child's mapping must report it exactly.
        let n = (1 << 24) + 3;
        let pending = ipc::parent_shares(
            "ipc::ipc_two_processes_share_memory_ordered_by_an_event",
            &device,
            0,
            n,
            DELAY,
        );
        println!(
            "the event was {}pending when the child said it had queued its writes",
            if pending { "" } else { "no longer " }
        );
    }

    #[test]
    #[ignore = "needs a CUDA GPU"]
    fn ipc_a_handle_of_freed_memory_fails_to_open_in_another_process() {
        if played_child() {
            return;
        }
        // Alone: the driver suballocates small allocations from larger chunks, and a chunk
        // another test still allocates from stays mapped, so its freed part would open.
        let _gpu = crate::exclusive_gpu();
        ipc::parent_frees_then_child_opens(
            "ipc::ipc_a_handle_of_freed_memory_fails_to_open_in_another_process",
            &Device::get(0).unwrap(),
        );
    }

    /// Why cudyn refuses same-process opens itself: the driver's own answer, through the raw
    /// entry points, is an error, and an unhelpful one.
    #[test]
    #[ignore = "needs a CUDA GPU"]
    fn ipc_the_driver_refuses_a_handle_in_its_own_process() {
        let _gpu = crate::shared_gpu();
        let device = Device::get(0).unwrap();
        let memory = DeviceBuffer::<u8>::zeroed(&device, 1000).unwrap();
        let handle = memory.ipc_handle().unwrap();
        let driver = cudyn::driver().unwrap();
        let raw = CUipcMemHandle {
            reserved: handle.to_bytes().map(|b| b as std::ffi::c_char),
        };
        let mut ptr = 0;
        // SAFETY: the context is current (zeroed bound it on this thread); writes one address
        // to a live local; the handle's memory is alive.
        let status = unsafe { driver.cuIpcOpenMemHandle_v2().unwrap()(&mut ptr, raw, 1) };
        println!(
            "the driver opening a handle in its own process: {}",
            cudyn::DriverError::new("cuIpcOpenMemHandle_v2", status)
        );
        assert_ne!(status, CUresult::CUDA_SUCCESS);
        let event = Event::interprocess(&device).unwrap();
        // SAFETY: alive; refused before the driver is asked.
        let refused = unsafe { Event::open_ipc(&device, &event.ipc_handle().unwrap()) };
        assert_eq!(refused.unwrap_err(), Error::OpenedInExportingProcess);
        // SAFETY: as above.
        let refused = unsafe { IpcBuffer::<u8>::open(&device, &handle) };
        assert_eq!(refused.unwrap_err(), Error::OpenedInExportingProcess);
    }
}
