// Memory held by an inner scope is released when it ends, while the outer stream may still be
// running: the outer scope cannot use it.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let (a, b) = (cudyn::Stream::new(&device).unwrap(), cudyn::Stream::new(&device).unwrap());
    let host = vec![1u32; 4];
    let mut on_device = cudyn::DeviceBuffer::<u32>::uninit(&device, 4).unwrap();
    a.scope(|outer| {
        b.scope(|inner| {
            let held = inner.hold(&mut on_device);
            outer.copy(&host, held)
        })
    })
    .unwrap();
}
