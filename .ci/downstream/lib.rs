//! A crate of a cudyn user's, as CI makes it from cudyn's packages (.ci/run, `downstream`):
//! GPU code with a kernel of its own, tested on the fake driver with no GPU
//! (tests/on_fake.rs).

use cudyn::{Device, DeviceBuffer, LaunchConfig, Module, Stream};

/// `scale_f32(const float *in, float *out, u32 n, float k)`: `out[i] = in[i] * k` for `i < n`.
pub const SCALE_PTX: &str = r#"
.version 7.0
.target sm_52
.address_size 64

.visible .entry scale_f32(
	.param .u64 scale_f32_in,
	.param .u64 scale_f32_out,
	.param .u32 scale_f32_n,
	.param .f32 scale_f32_k
)
{
	.reg .pred 	%p<2>;
	.reg .b32 	%r<5>;
	.reg .f32 	%f<4>;
	.reg .b64 	%rd<8>;

	ld.param.u64 	%rd1, [scale_f32_in];
	ld.param.u64 	%rd2, [scale_f32_out];
	ld.param.u32 	%r2, [scale_f32_n];
	ld.param.f32 	%f1, [scale_f32_k];
	mov.u32 	%r3, %ctaid.x;
	mov.u32 	%r4, %ntid.x;
	mov.u32 	%r1, %tid.x;
	mad.lo.s32 	%r1, %r3, %r4, %r1;
	setp.ge.u32 	%p1, %r1, %r2;
	@%p1 bra 	SCALE_DONE;
	cvta.to.global.u64 	%rd3, %rd1;
	cvta.to.global.u64 	%rd4, %rd2;
	mul.wide.u32 	%rd5, %r1, 4;
	add.s64 	%rd6, %rd3, %rd5;
	ld.global.f32 	%f2, [%rd6];
	mul.f32 	%f3, %f2, %f1;
	add.s64 	%rd7, %rd4, %rd5;
	st.global.f32 	[%rd7], %f3;
SCALE_DONE:
	ret;
}
"#;

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
