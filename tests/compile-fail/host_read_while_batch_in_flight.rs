// A destination of a queued batch cannot be read by the host until the scope has synchronised.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let stream = cudyn::Stream::new(&device).unwrap();
    let on_device = cudyn::DeviceBuffer::<u32>::zeroed(&device, 4).unwrap();
    let mut host = vec![0u32; 4];
    stream
        .scope(|s| {
            s.copy_batch([(on_device.view(), cudyn::ViewMut::from(&mut host))])?;
            println!("{}", host[0]);
            Ok(())
        })
        .unwrap();
}
