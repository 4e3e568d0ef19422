//! Page-locked memory on huge pages on a real GPU (issue 28); CI reports these as ignored.
//! Round trips byte for byte at several sizes, mapped memory written by a kernel in place, and
//! a pool's reserve serving requests.

use cudyn::{
    Device, DeviceBuffer, LaunchConfig, Module, PinnedBuffer, PinnedFlags, PinnedPool, Stream,
};

fn pattern(n: usize, seed: u32) -> Vec<u32> {
    (0..n as u32)
        .map(|i| (i ^ seed).wrapping_mul(2654435761))
        .collect()
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn gpu_round_trips_through_huge_page_memory_at_several_sizes() {
    let device = Device::get(0).expect("a CUDA GPU");
    let stream = Stream::new(&device).unwrap();
    for words in [1 << 18, (3 << 18) + 7, 16 << 20, 256 << 20] {
        let data = pattern(words, words as u32);
        let mut up = PinnedBuffer::<u32>::zeroed(&device, words, PinnedFlags::DEFAULT).unwrap();
        assert!(up.iter().all(|&w| w == 0), "{words}: not zeroed");
        up.copy_from_slice(&data);
        let mut on_device = DeviceBuffer::<u32>::zeroed(&device, words).unwrap();
        let mut down = PinnedBuffer::<u32>::zeroed(&device, words, PinnedFlags::PORTABLE).unwrap();
        stream
            .scope(|s| {
                let d = s.hold(&mut on_device);
                s.copy(&up, d)?;
                s.copy(d, &mut down)
            })
            .unwrap();
        assert!(down[..] == data[..], "{words} words: round trip");
        println!(
            "{words} words: huge pages {} / {}",
            up.on_huge_pages(),
            down.on_huge_pages()
        );
    }
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn gpu_a_kernel_writes_mapped_huge_page_memory_in_place() {
    let device = Device::get(0).expect("a CUDA GPU");
    let module = Module::from_ptx(&device, include_str!("kernels.ptx")).unwrap();
    let fill = module.function("fill_u32").unwrap();
    let n = 1 << 20;
    let mut mapped = PinnedBuffer::<u32>::zeroed(&device, n, PinnedFlags::DEVICEMAP).unwrap();
    let at = mapped.view().device_ptr();
    Stream::new(&device)
        .unwrap()
        .scope(|s| {
            // SAFETY: fill_u32(out, n, value) writes n words at `at`, the mapped buffer's
            // device address, which the buffer (alive past the scope) holds.
            unsafe {
                s.launch(
                    &fill,
                    LaunchConfig::linear(n as u32, 256),
                    (at, n as u32, 7u32),
                )
            }
        })
        .unwrap();
    assert!(mapped.iter().all(|&w| w == 7));
    mapped[0] = 1;
}

#[test]
#[ignore = "needs a CUDA GPU"]
fn gpu_a_pools_reserve_serves_round_trips() {
    let device = Device::get(0).expect("a CUDA GPU");
    let pool = PinnedPool::new(&device).unwrap();
    pool.reserve(2 << 30, PinnedFlags::DEFAULT).unwrap();
    let data = pattern(64 << 20, 9);
    for _ in 0..8 {
        let mut host = pool.alloc::<u32>(data.len(), PinnedFlags::DEFAULT).unwrap();
        host.copy_from_slice(&data);
        let on_device = DeviceBuffer::from_slice(&device, &host).unwrap();
        let mut back = pool
            .zeroed::<u32>(data.len(), PinnedFlags::DEFAULT)
            .unwrap();
        on_device.copy_to(&mut back).unwrap();
        assert!(back[..] == data[..]);
    }
    while pool.stats().reserve_coming > 0 {
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    let stats = pool.stats();
    assert_eq!(stats.reserve_ready, 2 << 30);
    println!("{stats:?}");
}
