// A Held handle belongs to its scope's thread: it is not Send.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let stream = cudyn::Stream::new(&device).unwrap();
    let mut on_device = cudyn::DeviceBuffer::<u32>::uninit(&device, 4).unwrap();
    stream
        .scope(|s| {
            let held = s.hold(&mut on_device);
            std::thread::scope(|t| {
                t.spawn(move || held.len());
            });
            Ok(())
        })
        .unwrap();
}
