// Work is queued from the thread that opened the scope: a Scope cannot be shared with another.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let stream = cudyn::Stream::new(&device).unwrap();
    let host = vec![1u32; 4];
    let mut on_device = cudyn::DeviceBuffer::<u32>::uninit(&device, 4).unwrap();
    stream
        .scope(|s| {
            std::thread::scope(|t| {
                t.spawn(|| s.copy(&host, &mut on_device));
            });
            Ok(())
        })
        .unwrap();
}
