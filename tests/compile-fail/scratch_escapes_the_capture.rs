// Scratch memory of a capture is the graph's, freed at the end of each launch: its handle
// cannot leave the closure, so nothing can name it once the graph has freed it.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let mut escaped = None;
    let _graph = cudyn::Graph::capture(&device, (), |s, _| {
        escaped = Some(s.scratch::<u32>(4)?);
        Ok(())
    });
    drop(escaped);
}
