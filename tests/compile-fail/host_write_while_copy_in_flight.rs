// Host memory an asynchronous copy reads cannot be written until the scope has synchronised.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let stream = cudyn::Stream::new(&device).unwrap();
    let mut pinned = cudyn::PinnedBuffer::<u32>::zeroed(&device, 4, Default::default()).unwrap();
    let mut on_device = cudyn::DeviceBuffer::<u32>::uninit(&device, 4).unwrap();
    stream
        .scope(|s| {
            s.copy(&pinned, &mut on_device)?;
            pinned[0] = 1;
            Ok(())
        })
        .unwrap();
}
