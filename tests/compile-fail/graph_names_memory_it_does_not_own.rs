// A graph may name only memory of its state, or memory that lives for ever: a launch may run
// long after the capture, when a local buffer is gone.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let mut local = cudyn::DeviceBuffer::<u32>::zeroed(&device, 4).unwrap();
    let _graph = cudyn::Graph::capture(&device, (), |s, _| s.fill_u32(&mut local, 1));
}
