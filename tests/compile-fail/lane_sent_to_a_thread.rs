// Work is queued from the thread that opened the scope, on every stream of it.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let (a, b) = (cudyn::Stream::new(&device).unwrap(), cudyn::Stream::new(&device).unwrap());
    a.scope(|s| {
        let lane = s.on(&b);
        std::thread::scope(|t| {
            t.spawn(move || lane.stream().is_idle());
        });
        Ok(())
    })
    .unwrap();
}
