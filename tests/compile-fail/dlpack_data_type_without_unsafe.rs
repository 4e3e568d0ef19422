// DLPack import and export trust `DataType::DTYPE` (it sizes views of a producer's memory):
// an impl must be `unsafe`, promising the width. A safe one, which could claim 1 byte for a
// 64-byte type, does not compile.
#[derive(Clone, Copy)]
#[repr(C)]
struct Wide([u8; 64]);

unsafe impl cudyn::bytemuck::Zeroable for Wide {}
unsafe impl cudyn::bytemuck::Pod for Wide {}

impl cudyn::dlpack::DataType for Wide {
    const DTYPE: cudyn::dlpack::abi::DLDataType = <u8 as cudyn::dlpack::DataType>::DTYPE;
}

fn main() {}
