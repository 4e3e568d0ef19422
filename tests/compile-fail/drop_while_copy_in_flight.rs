// Memory an asynchronous copy uses cannot be freed until the scope has synchronised.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let stream = cudyn::Stream::new(&device).unwrap();
    let host = vec![1u32; 4];
    let mut on_device = cudyn::DeviceBuffer::<u32>::uninit(&device, 4).unwrap();
    stream
        .scope(|s| {
            s.copy(&host, &mut on_device)?;
            drop(host);
            Ok(())
        })
        .unwrap();
}
