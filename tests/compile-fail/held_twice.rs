// The same memory cannot be held twice at once, even after giving one handle back: the view
// given back is what may be held again.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let stream = cudyn::Stream::new(&device).unwrap();
    let mut on_device = cudyn::DeviceBuffer::<u32>::uninit(&device, 4).unwrap();
    stream
        .scope(|s| {
            let first = s.hold(&mut on_device);
            let second = s.hold(&mut on_device);
            s.copy(first, second)
        })
        .unwrap();
}
