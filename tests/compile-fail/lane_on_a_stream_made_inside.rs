// A scope can only queue on streams that outlive it: one made inside would be destroyed while
// the scope may still wait for it.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let a = cudyn::Stream::new(&device).unwrap();
    let mut out = vec![0u32; 4];
    a.scope(|s| {
        let b = cudyn::Stream::new(&device)?;
        s.on(&b).copy(&[1u32; 4], &mut out)
    })
    .unwrap();
}
