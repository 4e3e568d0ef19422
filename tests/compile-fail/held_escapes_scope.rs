// A held handle cannot leave its scope.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let stream = cudyn::Stream::new(&device).unwrap();
    let mut on_device = cudyn::DeviceBuffer::<u32>::uninit(&device, 4).unwrap();
    let held = stream.scope(|s| Ok(s.hold(&mut on_device))).unwrap();
    let _ = held.len();
}
