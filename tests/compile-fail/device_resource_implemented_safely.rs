// A device resource is trusted to hand out memory no one else owns: this one hands out the
// same allocation every time, so two buffers would own (and free) one allocation. Only an
// `unsafe impl` may make that promise.
struct Same {
    device: cudyn::Device,
    ptr: cudyn::sys::CUdeviceptr,
}

impl cudyn::DeviceResource for Same {
    fn device(&self) -> &cudyn::Device {
        &self.device
    }

    fn allocate(
        &self,
        _: usize,
        _: Option<&cudyn::Stream>,
    ) -> cudyn::Result<cudyn::sys::CUdeviceptr> {
        Ok(self.ptr)
    }

    unsafe fn deallocate(
        &self,
        _: cudyn::sys::CUdeviceptr,
        _: usize,
        _: Option<&cudyn::Stream>,
    ) -> cudyn::Result<()> {
        Ok(())
    }
}

fn main() {
    let device = cudyn::Device::get(0).unwrap();
    let (ptr, _) = cudyn::DeviceBuffer::<u8>::uninit(&device, 64).unwrap().into_raw_parts();
    let same = std::sync::Arc::new(Same { device, ptr });
    let first = cudyn::DeviceBuffer::<u8>::from_resource(same.clone(), None, 64).unwrap();
    let second = cudyn::DeviceBuffer::<u8>::from_resource(same, None, 64).unwrap();
    drop((first, second));
}
