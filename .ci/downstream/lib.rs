//! A crate of a cudyn user's, as CI makes it from cudyn's packages (.ci/run, `downstream`):
//! GPU code with a kernel of its own, tested on the fake driver with no GPU
//! (tests/on_fake.rs).

use cudyn::{Device, DeviceBuffer, LaunchConfig, Module, Stream};

/// `scale_f32(const float *in, float *out, u32 n, float k)`: `out[i] = in[i] * k` for `i < n`.
/// (The same PTX as cudyn's tests/scale_f32.ptx, which CI copies beside this file.)
pub const SCALE_PTX: &str = include_str!("scale_f32.ptx");

/// `data` times `k`, computed on `device`.
pub fn scale(device: &Device, data: &[f32], k: f32) -> cudyn::Result<Vec<f32>> {
    let module = Module::from_ptx(device, SCALE_PTX)?;
    let kernel = module.function("scale_f32")?;
    let input = DeviceBuffer::from_slice(device, data)?;
    let mut output = DeviceBuffer::<f32>::zeroed(device, data.len())?;
    let n = u32::try_from(data.len()).expect("fewer than 2^32 elements");
    Stream::new(device)?.scope(|s| {
        // SAFETY: scale_f32 reads n elements of `input` and writes n of `output`.
        unsafe { s.launch(&kernel, LaunchConfig::linear(n, 256), (&input, &mut output, n, k)) }
    })?;
    output.to_vec()
}
