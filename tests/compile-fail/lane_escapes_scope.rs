// A scope's handle on another stream cannot leave the scope: work queued through it after the
// scope ended would never be waited for.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let (a, b) = (cudyn::Stream::new(&device).unwrap(), cudyn::Stream::new(&device).unwrap());
    let lane = a.scope(|s| Ok(s.on(&b))).unwrap();
    let _ = lane.stream();
}
