// A registration owns the vector it pins: the program cannot free the memory (the old hole was
// `mem::forget(registration); drop(data)`), only take it back with `into_vec`.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let data = vec![0u8; 4096];
    let registered = cudyn::RegisteredHost::new(&device, data).unwrap();
    std::mem::forget(registered);
    drop(data);
}
