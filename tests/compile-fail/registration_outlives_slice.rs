// A registration borrows the slice it pins: the slice cannot be freed while registered.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let registered;
    {
        let mut data = vec![0u8; 4096];
        registered = cudyn::RegisteredHost::new(&device, &mut data).unwrap();
    }
    let _ = registered.len();
}
