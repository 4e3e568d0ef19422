// A future owning something that must stay on its thread (an Rc) cannot be sent to another:
// a submission takes only Send memory.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let stream = cudyn::Stream::new(&device).unwrap();
    let shared = std::rc::Rc::new(vec![1u32; 4]);
    let pending = stream.submit(shared, |_, _| Ok(())).unwrap();
    std::thread::spawn(move || drop(pending));
}
