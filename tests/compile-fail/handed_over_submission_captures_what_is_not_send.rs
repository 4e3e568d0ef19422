// A submission handed to a relay thread runs its closure there: the closure must be `Send`,
// and an `Rc` (whose count is not atomic) may not go with it.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let stream = cudyn::Stream::new(&device).unwrap();
    let shared = std::rc::Rc::new(7u32);
    let on_device = cudyn::DeviceBuffer::<u32>::zeroed(&device, 4).unwrap();
    let pending = stream
        .submit_off_thread(on_device, move |s, on_device| s.fill_u32(on_device, *shared))
        .unwrap();
    drop(pending);
}
