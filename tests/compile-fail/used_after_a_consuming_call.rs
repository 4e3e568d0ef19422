// A view given to a consuming call (into_view, split_at, slice, cast) is gone.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let mut buffer = cudyn::DeviceBuffer::<u32>::zeroed(&device, 4).unwrap();
    let view = buffer.view_mut();
    let (head, tail) = view.split_at(2).unwrap();
    let _ = view.len();
    drop((head, tail));
}
