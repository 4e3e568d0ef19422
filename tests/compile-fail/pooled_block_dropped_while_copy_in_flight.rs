// A pooled pinned block goes back to its pool, and may be handed out again, as soon as its
// buffer drops: it cannot drop while a scope's copy from it may still run.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let stream = cudyn::Stream::new(&device).unwrap();
    let pool = cudyn::PinnedPool::new(&device).unwrap();
    let staging = pool.from_slice(&[1u32; 4], Default::default()).unwrap();
    let mut on_device = cudyn::DeviceBuffer::<u32>::uninit(&device, 4).unwrap();
    stream
        .scope(|s| {
            s.copy(&staging, &mut on_device)?;
            drop(staging);
            let _reused = pool.alloc::<u32>(4, Default::default())?;
            Ok(())
        })
        .unwrap();
}
