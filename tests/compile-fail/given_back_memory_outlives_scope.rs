// Memory given back is host memory again only until its scope ends: the borrow of the buffer
// ends there.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let stream = cudyn::Stream::new(&device).unwrap();
    let mut pinned = cudyn::PinnedBuffer::<u32>::zeroed(&device, 4, Default::default()).unwrap();
    let view = stream.scope(|s| {
        let held = s.hold(&mut pinned);
        s.give_back(held)
    })
    .unwrap();
    drop(pinned);
    let _ = view.len();
}
