// The host reaches a graph's state only through `&mut Graph`, which a launch's scope borrows
// until it has waited for the launch.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let host = cudyn::PinnedBuffer::<u32>::zeroed(&device, 4, Default::default()).unwrap();
    let mut graph = cudyn::Graph::capture(&device, host, |s, b| s.fill_u32(&mut *b, 1)).unwrap();
    let stream = cudyn::Stream::new(&device).unwrap();
    stream
        .scope(|s| {
            s.replay(&graph)?;
            graph.state_mut()[0] = 1;
            Ok(())
        })
        .unwrap();
}
