// A host resource is trusted with the memory it hands out: this one's 8 bytes would take the
// writes of a 64 KiB pinned buffer (heap corruption). Only an `unsafe impl` may make that
// promise.
use std::ptr::NonNull;

struct Eight(cudyn::Device);

impl cudyn::HostResource for Eight {
    fn device(&self) -> &cudyn::Device {
        &self.0
    }

    fn allocate(
        &self,
        _: usize,
        _: cudyn::PinnedFlags,
    ) -> cudyn::Result<(NonNull<u8>, cudyn::sys::CUdeviceptr)> {
        let ptr = NonNull::from(Box::leak(Box::new(0u64))).cast::<u8>();
        Ok((ptr, ptr.as_ptr() as u64))
    }

    unsafe fn deallocate(
        &self,
        _: NonNull<u8>,
        _: cudyn::sys::CUdeviceptr,
        _: usize,
        _: cudyn::PinnedFlags,
    ) {
    }
}

fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let eight = std::sync::Arc::new(Eight(device));
    let mut buffer =
        cudyn::PinnedBuffer::<u8>::from_resource(eight, 1 << 16, Default::default()).unwrap();
    buffer.fill(1);
}
