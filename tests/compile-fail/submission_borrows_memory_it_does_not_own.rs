// A submission's closure may lend only what it owns (or what lives for ever): a local vector
// could be freed while the copy it was lent to is still in flight.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let stream = cudyn::Stream::new(&device).unwrap();
    let host = vec![1u32; 4];
    let on_device = cudyn::DeviceBuffer::<u32>::zeroed(&device, 4).unwrap();
    let pending = stream
        .submit(on_device, |s, on_device| s.copy(&host, on_device))
        .unwrap();
    drop(host);
    drop(pending);
}
