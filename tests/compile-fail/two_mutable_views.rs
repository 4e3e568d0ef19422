// Exclusive views of one buffer cannot coexist.
fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let mut buffer = cudyn::PinnedBuffer::<u32>::zeroed(&device, 4, Default::default()).unwrap();
    let a = buffer.view_mut();
    let b = buffer.view_mut();
    drop((a, b));
}
