// A view borrows its buffer: it cannot outlive it.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let view;
    {
        let buffer = cudyn::DeviceBuffer::<u32>::zeroed(&device, 4).unwrap();
        view = buffer.view();
    }
    let _ = view.len();
}
