// Memory handed to a submission is the future's until it is ready: the caller cannot touch it.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let stream = cudyn::Stream::new(&device).unwrap();
    let host = vec![1u32; 4];
    let on_device = cudyn::DeviceBuffer::<u32>::zeroed(&device, 4).unwrap();
    let pending = stream.copy_owned(host, on_device).unwrap();
    println!("{}", host[0]);
    drop(pending);
}
