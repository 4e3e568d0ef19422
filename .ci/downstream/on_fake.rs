//! The downstream crate's test on the fake driver, as packaged: no GPU, no environment.

use cudyn::{Device, DeviceBuffer, LaunchConfig, Module, Stream};
use cudyn_fake_driver::{self as fake, Fault, Launch};

/// The host's version of the crate's `scale_f32`.
fn scale_f32(launch: &Launch) -> Result<(), Fault> {
    // SAFETY: scale_f32's parameters are (const float *, float *, u32, float).
    let (input, output, n, k) = unsafe {
        (launch.arg::<u64>(0), launch.arg::<u64>(1), launch.arg::<u32>(2), launch.arg::<f32>(3))
    };
    let n = u64::from(n).min(launch.threads()) as usize;
    let values: Vec<f32> = launch.read(input, n)?;
    launch.write(output, &values.iter().map(|v| v * k).collect::<Vec<f32>>())
}

fn device() -> Device {
    // SAFETY: the fake is a CUDA driver over host memory, made for tests.
    unsafe { cudyn::load_driver_from(fake::PATH) }.expect("the packaged fake loads");
    fake::register_kernel("scale_f32", scale_f32);
    Device::get(0).expect("device 0")
}

#[test]
fn the_crates_kernel_runs_on_the_fake() {
    let device = device();
    assert!(device.name().unwrap().starts_with("cudyn fake device"));
    let data: Vec<f32> = (0..5000).map(|i| i as f32).collect();
    let scaled = downstream::scale(&device, &data, 1.5).unwrap();
    assert_eq!(scaled, data.iter().map(|v| v * 1.5).collect::<Vec<f32>>());
    assert_eq!(fake::live_allocations(), 0, "everything was given back");
}

#[test]
fn a_built_in_kernel_runs_on_the_fake() {
    let device = device();
    // The fake reads only the entry names of the PTX.
    let ptx = ".visible .entry add_u32(.param .u64 a, .param .u64 b, .param .u32 c, .param .u32 d) { ret; }";
    let module = Module::from_ptx(&device, ptx).unwrap();
    let add = module.function("add_u32").unwrap();
    let values: Vec<u32> = (0..1000).collect();
    let input = DeviceBuffer::from_slice(&device, &values).unwrap();
    let mut output = DeviceBuffer::<u32>::zeroed(&device, values.len()).unwrap();
    let mut back = vec![0u32; values.len()];
    Stream::new(&device)
        .unwrap()
        .scope(|s| {
            // SAFETY: add_u32(in, out, n, value) reads and writes 1000 elements of the buffers.
            unsafe { s.launch(&add, LaunchConfig::linear(1000, 128), (&input, &mut output, 1000u32, 7u32)) }
        })
        .unwrap();
    Stream::new(&device).unwrap().scope(|s| s.copy(&output, &mut back)).unwrap();
    assert_eq!(back, values.iter().map(|v| v + 7).collect::<Vec<u32>>());
}

/// Memory cudyn keeps for reuse (a future's page of flags, a staging ring, the block kernel and
/// its tables) is given back by `cudyn::free_kept_memory`, after which the count is exact.
#[test]
fn counts_are_exact_once_cudyn_gives_back_what_it_keeps() {
    let device = device();
    let exact = |after: &str| {
        cudyn::free_kept_memory().unwrap();
        assert_eq!(fake::live_allocations(), 0, "live after {after}");
    };
    exact("nothing");
    {
        let stream = Stream::new(&device).unwrap();
        cudyn::block_on(stream.done().unwrap()).unwrap();
    }
    exact("a future");
    {
        let data: Vec<u8> = (0..32u32 << 20).map(|i| i as u8).collect();
        let mut on_device = DeviceBuffer::<u8>::zeroed(&device, data.len()).unwrap();
        on_device.copy_from(&data[..]).unwrap();
        assert!(on_device.to_vec().unwrap() == data);
    }
    exact("a 32 MiB staged copy");
    {
        let data: Vec<u32> = (0..4096).collect();
        let on_device = DeviceBuffer::from_slice(&device, &data).unwrap();
        let mut back = vec![0u32; data.len()];
        cudyn::gather_blocks(&on_device, &mut back[..], 1024, &[3, 2, 1, 0]).unwrap();
        assert_eq!(back[..1024], data[3072..]);
    }
    exact("gather_blocks");
}
