// Giving memory back returns a view for the rest of the scope; the buffer itself stays
// borrowed by the scope until it ends, so it cannot be read or freed through its owner.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let stream = cudyn::Stream::new(&device).unwrap();
    let mut pinned = cudyn::PinnedBuffer::<u32>::zeroed(&device, 4, Default::default()).unwrap();
    stream
        .scope(|s| {
            let held = s.hold(&mut pinned);
            s.copy(&[1u32; 4], held)?;
            s.give_back(held)?;
            let _ = pinned[0];
            Ok(())
        })
        .unwrap();
}
