// Generated from wrapper.h by cudyn's build script (bindgen, then the entry
// points rewritten into a table). Do not edit: run cuda-sys/regen-bindings.

pub const CUDA_VERSION: u32 = 12090;
pub const CU_IPC_HANDLE_SIZE: u32 = 64;
pub const CU_COMPUTE_ACCELERATED_TARGET_BASE: u32 = 65536;
pub const CU_COMPUTE_FAMILY_TARGET_BASE: u32 = 131072;
pub const CU_GRAPH_COND_ASSIGN_DEFAULT: u32 = 1;
pub const CU_GRAPH_KERNEL_NODE_PORT_DEFAULT: u32 = 0;
pub const CU_GRAPH_KERNEL_NODE_PORT_PROGRAMMATIC: u32 = 1;
pub const CU_GRAPH_KERNEL_NODE_PORT_LAUNCH_ORDER: u32 = 2;
pub const CU_MEMHOSTALLOC_PORTABLE: u32 = 1;
pub const CU_MEMHOSTALLOC_DEVICEMAP: u32 = 2;
pub const CU_MEMHOSTALLOC_WRITECOMBINED: u32 = 4;
pub const CU_MEMHOSTREGISTER_PORTABLE: u32 = 1;
pub const CU_MEMHOSTREGISTER_DEVICEMAP: u32 = 2;
pub const CU_MEMHOSTREGISTER_IOMEMORY: u32 = 4;
pub const CU_MEMHOSTREGISTER_READ_ONLY: u32 = 8;
pub const CU_ARRAY_SPARSE_PROPERTIES_SINGLE_MIPTAIL: u32 = 1;
pub const CU_TENSOR_MAP_NUM_QWORDS: u32 = 16;
pub const CUDA_EXTERNAL_MEMORY_DEDICATED: u32 = 1;
pub const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_SKIP_NVSCIBUF_MEMSYNC: u32 = 1;
pub const CUDA_EXTERNAL_SEMAPHORE_WAIT_SKIP_NVSCIBUF_MEMSYNC: u32 = 2;
pub const CUDA_NVSCISYNC_ATTR_SIGNAL: u32 = 1;
pub const CUDA_NVSCISYNC_ATTR_WAIT: u32 = 2;
pub const CU_MEM_CREATE_USAGE_TILE_POOL: u32 = 1;
pub const CU_MEM_CREATE_USAGE_HW_DECOMPRESS: u32 = 2;
pub const CU_MEM_POOL_CREATE_USAGE_HW_DECOMPRESS: u32 = 2;
pub const CUDA_COOPERATIVE_LAUNCH_MULTI_DEVICE_NO_PRE_LAUNCH_SYNC: u32 = 1;
pub const CUDA_COOPERATIVE_LAUNCH_MULTI_DEVICE_NO_POST_LAUNCH_SYNC: u32 = 2;
pub const CUDA_ARRAY3D_LAYERED: u32 = 1;
pub const CUDA_ARRAY3D_2DARRAY: u32 = 1;
pub const CUDA_ARRAY3D_SURFACE_LDST: u32 = 2;
pub const CUDA_ARRAY3D_CUBEMAP: u32 = 4;
pub const CUDA_ARRAY3D_TEXTURE_GATHER: u32 = 8;
pub const CUDA_ARRAY3D_DEPTH_TEXTURE: u32 = 16;
pub const CUDA_ARRAY3D_COLOR_ATTACHMENT: u32 = 32;
pub const CUDA_ARRAY3D_SPARSE: u32 = 64;
pub const CUDA_ARRAY3D_DEFERRED_MAPPING: u32 = 128;
pub const CUDA_ARRAY3D_VIDEO_ENCODE_DECODE: u32 = 256;
pub const CU_TRSA_OVERRIDE_FORMAT: u32 = 1;
pub const CU_TRSF_READ_AS_INTEGER: u32 = 1;
pub const CU_TRSF_NORMALIZED_COORDINATES: u32 = 2;
pub const CU_TRSF_SRGB: u32 = 16;
pub const CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION: u32 = 32;
pub const CU_TRSF_SEAMLESS_CUBEMAP: u32 = 64;
pub const CU_LAUNCH_KERNEL_REQUIRED_BLOCK_DIM: u32 = 1;
pub const CU_LAUNCH_PARAM_END_AS_INT: u32 = 0;
pub const CU_LAUNCH_PARAM_BUFFER_POINTER_AS_INT: u32 = 1;
pub const CU_LAUNCH_PARAM_BUFFER_SIZE_AS_INT: u32 = 2;
pub const CU_PARAM_TR_DEFAULT: i32 = -1;
pub type cuuint32_t = u32;
pub type cuuint64_t = u64;
pub type CUdeviceptr_v2 = ::std::os::raw::c_ulonglong;
pub type CUdeviceptr = CUdeviceptr_v2;
pub type CUdevice_v1 = ::std::os::raw::c_int;
pub type CUdevice = CUdevice_v1;
#[repr(C)]
#[derive(Debug)]
pub struct CUctx_st {
    _unused: [u8; 0],
}
pub type CUcontext = *mut CUctx_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUmod_st {
    _unused: [u8; 0],
}
pub type CUmodule = *mut CUmod_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUfunc_st {
    _unused: [u8; 0],
}
pub type CUfunction = *mut CUfunc_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUlib_st {
    _unused: [u8; 0],
}
pub type CUlibrary = *mut CUlib_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUkern_st {
    _unused: [u8; 0],
}
pub type CUkernel = *mut CUkern_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUarray_st {
    _unused: [u8; 0],
}
pub type CUarray = *mut CUarray_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUmipmappedArray_st {
    _unused: [u8; 0],
}
pub type CUmipmappedArray = *mut CUmipmappedArray_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUtexref_st {
    _unused: [u8; 0],
}
pub type CUtexref = *mut CUtexref_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUsurfref_st {
    _unused: [u8; 0],
}
pub type CUsurfref = *mut CUsurfref_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUevent_st {
    _unused: [u8; 0],
}
pub type CUevent = *mut CUevent_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUstream_st {
    _unused: [u8; 0],
}
pub type CUstream = *mut CUstream_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUgraphicsResource_st {
    _unused: [u8; 0],
}
pub type CUgraphicsResource = *mut CUgraphicsResource_st;
pub type CUtexObject_v1 = ::std::os::raw::c_ulonglong;
pub type CUtexObject = CUtexObject_v1;
pub type CUsurfObject_v1 = ::std::os::raw::c_ulonglong;
pub type CUsurfObject = CUsurfObject_v1;
#[repr(C)]
#[derive(Debug)]
pub struct CUextMemory_st {
    _unused: [u8; 0],
}
pub type CUexternalMemory = *mut CUextMemory_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUextSemaphore_st {
    _unused: [u8; 0],
}
pub type CUexternalSemaphore = *mut CUextSemaphore_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUgraph_st {
    _unused: [u8; 0],
}
pub type CUgraph = *mut CUgraph_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUgraphNode_st {
    _unused: [u8; 0],
}
pub type CUgraphNode = *mut CUgraphNode_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUgraphExec_st {
    _unused: [u8; 0],
}
pub type CUgraphExec = *mut CUgraphExec_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUmemPoolHandle_st {
    _unused: [u8; 0],
}
pub type CUmemoryPool = *mut CUmemPoolHandle_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUuserObject_st {
    _unused: [u8; 0],
}
pub type CUuserObject = *mut CUuserObject_st;
pub type CUgraphConditionalHandle = cuuint64_t;
#[repr(C)]
#[derive(Debug)]
pub struct CUgraphDeviceUpdatableNode_st {
    _unused: [u8; 0],
}
pub type CUgraphDeviceNode = *mut CUgraphDeviceUpdatableNode_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUasyncCallbackEntry_st {
    _unused: [u8; 0],
}
pub type CUasyncCallbackHandle = *mut CUasyncCallbackEntry_st;
#[repr(C)]
#[derive(Debug)]
pub struct CUgreenCtx_st {
    _unused: [u8; 0],
}
pub type CUgreenCtx = *mut CUgreenCtx_st;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUuuid_st {
    pub bytes: [::std::os::raw::c_char; 16usize],
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUuuid_st"][::std::mem::size_of::<CUuuid_st>() - 16usize];
    ["Alignment of CUuuid_st"][::std::mem::align_of::<CUuuid_st>() - 1usize];
    [
        "Offset of field: CUuuid_st::bytes",
    ][::std::mem::offset_of!(CUuuid_st, bytes) - 0usize];
};
pub type CUuuid = CUuuid_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUmemFabricHandle_st {
    pub data: [::std::os::raw::c_uchar; 64usize],
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUmemFabricHandle_st",
    ][::std::mem::size_of::<CUmemFabricHandle_st>() - 64usize];
    [
        "Alignment of CUmemFabricHandle_st",
    ][::std::mem::align_of::<CUmemFabricHandle_st>() - 1usize];
    [
        "Offset of field: CUmemFabricHandle_st::data",
    ][::std::mem::offset_of!(CUmemFabricHandle_st, data) - 0usize];
};
impl Default for CUmemFabricHandle_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUmemFabricHandle_v1 = CUmemFabricHandle_st;
pub type CUmemFabricHandle = CUmemFabricHandle_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUipcEventHandle_st {
    pub reserved: [::std::os::raw::c_char; 64usize],
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUipcEventHandle_st",
    ][::std::mem::size_of::<CUipcEventHandle_st>() - 64usize];
    [
        "Alignment of CUipcEventHandle_st",
    ][::std::mem::align_of::<CUipcEventHandle_st>() - 1usize];
    [
        "Offset of field: CUipcEventHandle_st::reserved",
    ][::std::mem::offset_of!(CUipcEventHandle_st, reserved) - 0usize];
};
impl Default for CUipcEventHandle_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUipcEventHandle_v1 = CUipcEventHandle_st;
pub type CUipcEventHandle = CUipcEventHandle_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUipcMemHandle_st {
    pub reserved: [::std::os::raw::c_char; 64usize],
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUipcMemHandle_st"][::std::mem::size_of::<CUipcMemHandle_st>() - 64usize];
    [
        "Alignment of CUipcMemHandle_st",
    ][::std::mem::align_of::<CUipcMemHandle_st>() - 1usize];
    [
        "Offset of field: CUipcMemHandle_st::reserved",
    ][::std::mem::offset_of!(CUipcMemHandle_st, reserved) - 0usize];
};
impl Default for CUipcMemHandle_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUipcMemHandle_v1 = CUipcMemHandle_st;
pub type CUipcMemHandle = CUipcMemHandle_v1;
impl CUipcMem_flags_enum {
    pub const CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS: CUipcMem_flags_enum = CUipcMem_flags_enum(
        1,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUipcMem_flags_enum(pub ::std::os::raw::c_uint);
pub use self::CUipcMem_flags_enum as CUipcMem_flags;
impl CUmemAttach_flags_enum {
    pub const CU_MEM_ATTACH_GLOBAL: CUmemAttach_flags_enum = CUmemAttach_flags_enum(1);
    pub const CU_MEM_ATTACH_HOST: CUmemAttach_flags_enum = CUmemAttach_flags_enum(2);
    pub const CU_MEM_ATTACH_SINGLE: CUmemAttach_flags_enum = CUmemAttach_flags_enum(4);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemAttach_flags_enum(pub ::std::os::raw::c_uint);
pub use self::CUmemAttach_flags_enum as CUmemAttach_flags;
impl CUctx_flags_enum {
    pub const CU_CTX_SCHED_AUTO: CUctx_flags_enum = CUctx_flags_enum(0);
    pub const CU_CTX_SCHED_SPIN: CUctx_flags_enum = CUctx_flags_enum(1);
    pub const CU_CTX_SCHED_YIELD: CUctx_flags_enum = CUctx_flags_enum(2);
    pub const CU_CTX_SCHED_BLOCKING_SYNC: CUctx_flags_enum = CUctx_flags_enum(4);
    pub const CU_CTX_BLOCKING_SYNC: CUctx_flags_enum = CUctx_flags_enum(4);
    pub const CU_CTX_SCHED_MASK: CUctx_flags_enum = CUctx_flags_enum(7);
    pub const CU_CTX_MAP_HOST: CUctx_flags_enum = CUctx_flags_enum(8);
    pub const CU_CTX_LMEM_RESIZE_TO_MAX: CUctx_flags_enum = CUctx_flags_enum(16);
    pub const CU_CTX_COREDUMP_ENABLE: CUctx_flags_enum = CUctx_flags_enum(32);
    pub const CU_CTX_USER_COREDUMP_ENABLE: CUctx_flags_enum = CUctx_flags_enum(64);
    pub const CU_CTX_SYNC_MEMOPS: CUctx_flags_enum = CUctx_flags_enum(128);
    pub const CU_CTX_FLAGS_MASK: CUctx_flags_enum = CUctx_flags_enum(255);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUctx_flags_enum(pub ::std::os::raw::c_uint);
pub use self::CUctx_flags_enum as CUctx_flags;
impl CUevent_sched_flags_enum {
    pub const CU_EVENT_SCHED_AUTO: CUevent_sched_flags_enum = CUevent_sched_flags_enum(
        0,
    );
    pub const CU_EVENT_SCHED_SPIN: CUevent_sched_flags_enum = CUevent_sched_flags_enum(
        1,
    );
    pub const CU_EVENT_SCHED_YIELD: CUevent_sched_flags_enum = CUevent_sched_flags_enum(
        2,
    );
    pub const CU_EVENT_SCHED_BLOCKING_SYNC: CUevent_sched_flags_enum = CUevent_sched_flags_enum(
        4,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUevent_sched_flags_enum(pub ::std::os::raw::c_uint);
pub use self::CUevent_sched_flags_enum as CUevent_sched_flags;
impl CUstream_flags_enum {
    pub const CU_STREAM_DEFAULT: CUstream_flags_enum = CUstream_flags_enum(0);
    pub const CU_STREAM_NON_BLOCKING: CUstream_flags_enum = CUstream_flags_enum(1);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUstream_flags_enum(pub ::std::os::raw::c_uint);
pub use self::CUstream_flags_enum as CUstream_flags;
impl CUevent_flags_enum {
    pub const CU_EVENT_DEFAULT: CUevent_flags_enum = CUevent_flags_enum(0);
    pub const CU_EVENT_BLOCKING_SYNC: CUevent_flags_enum = CUevent_flags_enum(1);
    pub const CU_EVENT_DISABLE_TIMING: CUevent_flags_enum = CUevent_flags_enum(2);
    pub const CU_EVENT_INTERPROCESS: CUevent_flags_enum = CUevent_flags_enum(4);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUevent_flags_enum(pub ::std::os::raw::c_uint);
pub use self::CUevent_flags_enum as CUevent_flags;
impl CUevent_record_flags_enum {
    pub const CU_EVENT_RECORD_DEFAULT: CUevent_record_flags_enum = CUevent_record_flags_enum(
        0,
    );
    pub const CU_EVENT_RECORD_EXTERNAL: CUevent_record_flags_enum = CUevent_record_flags_enum(
        1,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUevent_record_flags_enum(pub ::std::os::raw::c_uint);
pub use self::CUevent_record_flags_enum as CUevent_record_flags;
impl CUevent_wait_flags_enum {
    pub const CU_EVENT_WAIT_DEFAULT: CUevent_wait_flags_enum = CUevent_wait_flags_enum(
        0,
    );
    pub const CU_EVENT_WAIT_EXTERNAL: CUevent_wait_flags_enum = CUevent_wait_flags_enum(
        1,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUevent_wait_flags_enum(pub ::std::os::raw::c_uint);
pub use self::CUevent_wait_flags_enum as CUevent_wait_flags;
impl CUstreamWaitValue_flags_enum {
    pub const CU_STREAM_WAIT_VALUE_GEQ: CUstreamWaitValue_flags_enum = CUstreamWaitValue_flags_enum(
        0,
    );
    pub const CU_STREAM_WAIT_VALUE_EQ: CUstreamWaitValue_flags_enum = CUstreamWaitValue_flags_enum(
        1,
    );
    pub const CU_STREAM_WAIT_VALUE_AND: CUstreamWaitValue_flags_enum = CUstreamWaitValue_flags_enum(
        2,
    );
    pub const CU_STREAM_WAIT_VALUE_NOR: CUstreamWaitValue_flags_enum = CUstreamWaitValue_flags_enum(
        3,
    );
    pub const CU_STREAM_WAIT_VALUE_FLUSH: CUstreamWaitValue_flags_enum = CUstreamWaitValue_flags_enum(
        1073741824,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUstreamWaitValue_flags_enum(pub ::std::os::raw::c_uint);
pub use self::CUstreamWaitValue_flags_enum as CUstreamWaitValue_flags;
impl CUstreamWriteValue_flags_enum {
    pub const CU_STREAM_WRITE_VALUE_DEFAULT: CUstreamWriteValue_flags_enum = CUstreamWriteValue_flags_enum(
        0,
    );
    pub const CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER: CUstreamWriteValue_flags_enum = CUstreamWriteValue_flags_enum(
        1,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUstreamWriteValue_flags_enum(pub ::std::os::raw::c_uint);
pub use self::CUstreamWriteValue_flags_enum as CUstreamWriteValue_flags;
impl CUstreamBatchMemOpType_enum {
    pub const CU_STREAM_MEM_OP_WAIT_VALUE_32: CUstreamBatchMemOpType_enum = CUstreamBatchMemOpType_enum(
        1,
    );
    pub const CU_STREAM_MEM_OP_WRITE_VALUE_32: CUstreamBatchMemOpType_enum = CUstreamBatchMemOpType_enum(
        2,
    );
    pub const CU_STREAM_MEM_OP_WAIT_VALUE_64: CUstreamBatchMemOpType_enum = CUstreamBatchMemOpType_enum(
        4,
    );
    pub const CU_STREAM_MEM_OP_WRITE_VALUE_64: CUstreamBatchMemOpType_enum = CUstreamBatchMemOpType_enum(
        5,
    );
    pub const CU_STREAM_MEM_OP_BARRIER: CUstreamBatchMemOpType_enum = CUstreamBatchMemOpType_enum(
        6,
    );
    pub const CU_STREAM_MEM_OP_FLUSH_REMOTE_WRITES: CUstreamBatchMemOpType_enum = CUstreamBatchMemOpType_enum(
        3,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUstreamBatchMemOpType_enum(pub ::std::os::raw::c_uint);
pub use self::CUstreamBatchMemOpType_enum as CUstreamBatchMemOpType;
impl CUstreamMemoryBarrier_flags_enum {
    pub const CU_STREAM_MEMORY_BARRIER_TYPE_SYS: CUstreamMemoryBarrier_flags_enum = CUstreamMemoryBarrier_flags_enum(
        0,
    );
    pub const CU_STREAM_MEMORY_BARRIER_TYPE_GPU: CUstreamMemoryBarrier_flags_enum = CUstreamMemoryBarrier_flags_enum(
        1,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUstreamMemoryBarrier_flags_enum(pub ::std::os::raw::c_uint);
pub use self::CUstreamMemoryBarrier_flags_enum as CUstreamMemoryBarrier_flags;
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUstreamBatchMemOpParams_union {
    pub operation: CUstreamBatchMemOpType,
    pub waitValue: CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st,
    pub writeValue: CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st,
    pub flushRemoteWrites: CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st,
    pub memoryBarrier: CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st,
    pub pad: [cuuint64_t; 6usize],
}
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st {
    pub operation: CUstreamBatchMemOpType,
    pub address: CUdeviceptr,
    pub __bindgen_anon_1: CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st__bindgen_ty_1,
    pub flags: ::std::os::raw::c_uint,
    pub alias: CUdeviceptr,
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st__bindgen_ty_1 {
    pub value: cuuint32_t,
    pub value64: cuuint64_t,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st__bindgen_ty_1",
    ][::std::mem::size_of::<
        CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st__bindgen_ty_1,
    >() - 8usize];
    [
        "Alignment of CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st__bindgen_ty_1",
    ][::std::mem::align_of::<
        CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st__bindgen_ty_1,
    >() - 8usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st__bindgen_ty_1::value",
    ][::std::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st__bindgen_ty_1,
        value
    ) - 0usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st__bindgen_ty_1::value64",
    ][::std::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st__bindgen_ty_1,
        value64
    ) - 0usize];
};
impl Default
for CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st",
    ][::std::mem::size_of::<
        CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st,
    >() - 40usize];
    [
        "Alignment of CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st",
    ][::std::mem::align_of::<
        CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st,
    >() - 8usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st::operation",
    ][::std::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st, operation
    ) - 0usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st::address",
    ][::std::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st, address
    ) - 8usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st::flags",
    ][::std::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st, flags
    ) - 24usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st::alias",
    ][::std::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st, alias
    ) - 32usize];
};
impl Default for CUstreamBatchMemOpParams_union_CUstreamMemOpWaitValueParams_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st {
    pub operation: CUstreamBatchMemOpType,
    pub address: CUdeviceptr,
    pub __bindgen_anon_1: CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st__bindgen_ty_1,
    pub flags: ::std::os::raw::c_uint,
    pub alias: CUdeviceptr,
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st__bindgen_ty_1 {
    pub value: cuuint32_t,
    pub value64: cuuint64_t,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st__bindgen_ty_1",
    ][::std::mem::size_of::<
        CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st__bindgen_ty_1,
    >() - 8usize];
    [
        "Alignment of CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st__bindgen_ty_1",
    ][::std::mem::align_of::<
        CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st__bindgen_ty_1,
    >() - 8usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st__bindgen_ty_1::value",
    ][::std::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st__bindgen_ty_1,
        value
    ) - 0usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st__bindgen_ty_1::value64",
    ][::std::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st__bindgen_ty_1,
        value64
    ) - 0usize];
};
impl Default
for CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st",
    ][::std::mem::size_of::<
        CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st,
    >() - 40usize];
    [
        "Alignment of CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st",
    ][::std::mem::align_of::<
        CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st,
    >() - 8usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st::operation",
    ][::std::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st, operation
    ) - 0usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st::address",
    ][::std::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st, address
    ) - 8usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st::flags",
    ][::std::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st, flags
    ) - 24usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st::alias",
    ][::std::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st, alias
    ) - 32usize];
};
impl Default for CUstreamBatchMemOpParams_union_CUstreamMemOpWriteValueParams_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st {
    pub operation: CUstreamBatchMemOpType,
    pub flags: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st",
    ][::std::mem::size_of::<
        CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st,
    >() - 8usize];
    [
        "Alignment of CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st",
    ][::std::mem::align_of::<
        CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st,
    >() - 4usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st::operation",
    ][::std::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st, operation
    ) - 0usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st::flags",
    ][::std::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st, flags
    ) - 4usize];
};
impl Default for CUstreamBatchMemOpParams_union_CUstreamMemOpFlushRemoteWritesParams_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st {
    pub operation: CUstreamBatchMemOpType,
    pub flags: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st",
    ][::std::mem::size_of::<
        CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st,
    >() - 8usize];
    [
        "Alignment of CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st",
    ][::std::mem::align_of::<
        CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st,
    >() - 4usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st::operation",
    ][::std::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st, operation
    ) - 0usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st::flags",
    ][::std::mem::offset_of!(
        CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st, flags
    ) - 4usize];
};
impl Default for CUstreamBatchMemOpParams_union_CUstreamMemOpMemoryBarrierParams_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUstreamBatchMemOpParams_union",
    ][::std::mem::size_of::<CUstreamBatchMemOpParams_union>() - 48usize];
    [
        "Alignment of CUstreamBatchMemOpParams_union",
    ][::std::mem::align_of::<CUstreamBatchMemOpParams_union>() - 8usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union::operation",
    ][::std::mem::offset_of!(CUstreamBatchMemOpParams_union, operation) - 0usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union::waitValue",
    ][::std::mem::offset_of!(CUstreamBatchMemOpParams_union, waitValue) - 0usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union::writeValue",
    ][::std::mem::offset_of!(CUstreamBatchMemOpParams_union, writeValue) - 0usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union::flushRemoteWrites",
    ][::std::mem::offset_of!(CUstreamBatchMemOpParams_union, flushRemoteWrites)
        - 0usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union::memoryBarrier",
    ][::std::mem::offset_of!(CUstreamBatchMemOpParams_union, memoryBarrier) - 0usize];
    [
        "Offset of field: CUstreamBatchMemOpParams_union::pad",
    ][::std::mem::offset_of!(CUstreamBatchMemOpParams_union, pad) - 0usize];
};
impl Default for CUstreamBatchMemOpParams_union {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUstreamBatchMemOpParams_v1 = CUstreamBatchMemOpParams_union;
pub type CUstreamBatchMemOpParams = CUstreamBatchMemOpParams_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st {
    pub ctx: CUcontext,
    pub count: ::std::os::raw::c_uint,
    pub paramArray: *mut CUstreamBatchMemOpParams,
    pub flags: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st",
    ][::std::mem::size_of::<CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st>() - 32usize];
    [
        "Alignment of CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st",
    ][::std::mem::align_of::<CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st>() - 8usize];
    [
        "Offset of field: CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st::ctx",
    ][::std::mem::offset_of!(CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st, ctx) - 0usize];
    [
        "Offset of field: CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st::count",
    ][::std::mem::offset_of!(CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st, count) - 8usize];
    [
        "Offset of field: CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st::paramArray",
    ][::std::mem::offset_of!(CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st, paramArray) - 16usize];
    [
        "Offset of field: CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st::flags",
    ][::std::mem::offset_of!(CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st, flags) - 24usize];
};
impl Default for CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_BATCH_MEM_OP_NODE_PARAMS_v1 = CUDA_BATCH_MEM_OP_NODE_PARAMS_v1_st;
pub type CUDA_BATCH_MEM_OP_NODE_PARAMS = CUDA_BATCH_MEM_OP_NODE_PARAMS_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st {
    pub ctx: CUcontext,
    pub count: ::std::os::raw::c_uint,
    pub paramArray: *mut CUstreamBatchMemOpParams,
    pub flags: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st",
    ][::std::mem::size_of::<CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st>() - 32usize];
    [
        "Alignment of CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st",
    ][::std::mem::align_of::<CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st>() - 8usize];
    [
        "Offset of field: CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st::ctx",
    ][::std::mem::offset_of!(CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st, ctx) - 0usize];
    [
        "Offset of field: CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st::count",
    ][::std::mem::offset_of!(CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st, count) - 8usize];
    [
        "Offset of field: CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st::paramArray",
    ][::std::mem::offset_of!(CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st, paramArray) - 16usize];
    [
        "Offset of field: CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st::flags",
    ][::std::mem::offset_of!(CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st, flags) - 24usize];
};
impl Default for CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_BATCH_MEM_OP_NODE_PARAMS_v2 = CUDA_BATCH_MEM_OP_NODE_PARAMS_v2_st;
impl CUoccupancy_flags_enum {
    pub const CU_OCCUPANCY_DEFAULT: CUoccupancy_flags_enum = CUoccupancy_flags_enum(0);
    pub const CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE: CUoccupancy_flags_enum = CUoccupancy_flags_enum(
        1,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUoccupancy_flags_enum(pub ::std::os::raw::c_uint);
pub use self::CUoccupancy_flags_enum as CUoccupancy_flags;
impl CUstreamUpdateCaptureDependencies_flags_enum {
    pub const CU_STREAM_ADD_CAPTURE_DEPENDENCIES: CUstreamUpdateCaptureDependencies_flags_enum = CUstreamUpdateCaptureDependencies_flags_enum(
        0,
    );
    pub const CU_STREAM_SET_CAPTURE_DEPENDENCIES: CUstreamUpdateCaptureDependencies_flags_enum = CUstreamUpdateCaptureDependencies_flags_enum(
        1,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUstreamUpdateCaptureDependencies_flags_enum(pub ::std::os::raw::c_uint);
pub use self::CUstreamUpdateCaptureDependencies_flags_enum as CUstreamUpdateCaptureDependencies_flags;
impl CUasyncNotificationType_enum {
    pub const CU_ASYNC_NOTIFICATION_TYPE_OVER_BUDGET: CUasyncNotificationType_enum = CUasyncNotificationType_enum(
        1,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUasyncNotificationType_enum(pub ::std::os::raw::c_uint);
pub use self::CUasyncNotificationType_enum as CUasyncNotificationType;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUasyncNotificationInfo_st {
    pub type_: CUasyncNotificationType,
    pub info: CUasyncNotificationInfo_st__bindgen_ty_1,
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUasyncNotificationInfo_st__bindgen_ty_1 {
    pub overBudget: CUasyncNotificationInfo_st__bindgen_ty_1__bindgen_ty_1,
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUasyncNotificationInfo_st__bindgen_ty_1__bindgen_ty_1 {
    pub bytesOverBudget: ::std::os::raw::c_ulonglong,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUasyncNotificationInfo_st__bindgen_ty_1__bindgen_ty_1",
    ][::std::mem::size_of::<CUasyncNotificationInfo_st__bindgen_ty_1__bindgen_ty_1>()
        - 8usize];
    [
        "Alignment of CUasyncNotificationInfo_st__bindgen_ty_1__bindgen_ty_1",
    ][::std::mem::align_of::<CUasyncNotificationInfo_st__bindgen_ty_1__bindgen_ty_1>()
        - 8usize];
    [
        "Offset of field: CUasyncNotificationInfo_st__bindgen_ty_1__bindgen_ty_1::bytesOverBudget",
    ][::std::mem::offset_of!(
        CUasyncNotificationInfo_st__bindgen_ty_1__bindgen_ty_1, bytesOverBudget
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUasyncNotificationInfo_st__bindgen_ty_1",
    ][::std::mem::size_of::<CUasyncNotificationInfo_st__bindgen_ty_1>() - 8usize];
    [
        "Alignment of CUasyncNotificationInfo_st__bindgen_ty_1",
    ][::std::mem::align_of::<CUasyncNotificationInfo_st__bindgen_ty_1>() - 8usize];
    [
        "Offset of field: CUasyncNotificationInfo_st__bindgen_ty_1::overBudget",
    ][::std::mem::offset_of!(CUasyncNotificationInfo_st__bindgen_ty_1, overBudget)
        - 0usize];
};
impl Default for CUasyncNotificationInfo_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUasyncNotificationInfo_st",
    ][::std::mem::size_of::<CUasyncNotificationInfo_st>() - 16usize];
    [
        "Alignment of CUasyncNotificationInfo_st",
    ][::std::mem::align_of::<CUasyncNotificationInfo_st>() - 8usize];
    [
        "Offset of field: CUasyncNotificationInfo_st::type_",
    ][::std::mem::offset_of!(CUasyncNotificationInfo_st, type_) - 0usize];
    [
        "Offset of field: CUasyncNotificationInfo_st::info",
    ][::std::mem::offset_of!(CUasyncNotificationInfo_st, info) - 8usize];
};
impl Default for CUasyncNotificationInfo_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUasyncNotificationInfo = CUasyncNotificationInfo_st;
pub type CUasyncCallback = ::std::option::Option<
    unsafe extern "C" fn(
        info: *mut CUasyncNotificationInfo,
        userData: *mut ::std::os::raw::c_void,
        callback: CUasyncCallbackHandle,
    ),
>;
impl CUarray_format_enum {
    pub const CU_AD_FORMAT_UNSIGNED_INT8: CUarray_format_enum = CUarray_format_enum(1);
    pub const CU_AD_FORMAT_UNSIGNED_INT16: CUarray_format_enum = CUarray_format_enum(2);
    pub const CU_AD_FORMAT_UNSIGNED_INT32: CUarray_format_enum = CUarray_format_enum(3);
    pub const CU_AD_FORMAT_SIGNED_INT8: CUarray_format_enum = CUarray_format_enum(8);
    pub const CU_AD_FORMAT_SIGNED_INT16: CUarray_format_enum = CUarray_format_enum(9);
    pub const CU_AD_FORMAT_SIGNED_INT32: CUarray_format_enum = CUarray_format_enum(10);
    pub const CU_AD_FORMAT_HALF: CUarray_format_enum = CUarray_format_enum(16);
    pub const CU_AD_FORMAT_FLOAT: CUarray_format_enum = CUarray_format_enum(32);
    pub const CU_AD_FORMAT_NV12: CUarray_format_enum = CUarray_format_enum(176);
    pub const CU_AD_FORMAT_UNORM_INT8X1: CUarray_format_enum = CUarray_format_enum(192);
    pub const CU_AD_FORMAT_UNORM_INT8X2: CUarray_format_enum = CUarray_format_enum(193);
    pub const CU_AD_FORMAT_UNORM_INT8X4: CUarray_format_enum = CUarray_format_enum(194);
    pub const CU_AD_FORMAT_UNORM_INT16X1: CUarray_format_enum = CUarray_format_enum(195);
    pub const CU_AD_FORMAT_UNORM_INT16X2: CUarray_format_enum = CUarray_format_enum(196);
    pub const CU_AD_FORMAT_UNORM_INT16X4: CUarray_format_enum = CUarray_format_enum(197);
    pub const CU_AD_FORMAT_SNORM_INT8X1: CUarray_format_enum = CUarray_format_enum(198);
    pub const CU_AD_FORMAT_SNORM_INT8X2: CUarray_format_enum = CUarray_format_enum(199);
    pub const CU_AD_FORMAT_SNORM_INT8X4: CUarray_format_enum = CUarray_format_enum(200);
    pub const CU_AD_FORMAT_SNORM_INT16X1: CUarray_format_enum = CUarray_format_enum(201);
    pub const CU_AD_FORMAT_SNORM_INT16X2: CUarray_format_enum = CUarray_format_enum(202);
    pub const CU_AD_FORMAT_SNORM_INT16X4: CUarray_format_enum = CUarray_format_enum(203);
    pub const CU_AD_FORMAT_BC1_UNORM: CUarray_format_enum = CUarray_format_enum(145);
    pub const CU_AD_FORMAT_BC1_UNORM_SRGB: CUarray_format_enum = CUarray_format_enum(
        146,
    );
    pub const CU_AD_FORMAT_BC2_UNORM: CUarray_format_enum = CUarray_format_enum(147);
    pub const CU_AD_FORMAT_BC2_UNORM_SRGB: CUarray_format_enum = CUarray_format_enum(
        148,
    );
    pub const CU_AD_FORMAT_BC3_UNORM: CUarray_format_enum = CUarray_format_enum(149);
    pub const CU_AD_FORMAT_BC3_UNORM_SRGB: CUarray_format_enum = CUarray_format_enum(
        150,
    );
    pub const CU_AD_FORMAT_BC4_UNORM: CUarray_format_enum = CUarray_format_enum(151);
    pub const CU_AD_FORMAT_BC4_SNORM: CUarray_format_enum = CUarray_format_enum(152);
    pub const CU_AD_FORMAT_BC5_UNORM: CUarray_format_enum = CUarray_format_enum(153);
    pub const CU_AD_FORMAT_BC5_SNORM: CUarray_format_enum = CUarray_format_enum(154);
    pub const CU_AD_FORMAT_BC6H_UF16: CUarray_format_enum = CUarray_format_enum(155);
    pub const CU_AD_FORMAT_BC6H_SF16: CUarray_format_enum = CUarray_format_enum(156);
    pub const CU_AD_FORMAT_BC7_UNORM: CUarray_format_enum = CUarray_format_enum(157);
    pub const CU_AD_FORMAT_BC7_UNORM_SRGB: CUarray_format_enum = CUarray_format_enum(
        158,
    );
    pub const CU_AD_FORMAT_P010: CUarray_format_enum = CUarray_format_enum(159);
    pub const CU_AD_FORMAT_P016: CUarray_format_enum = CUarray_format_enum(161);
    pub const CU_AD_FORMAT_NV16: CUarray_format_enum = CUarray_format_enum(162);
    pub const CU_AD_FORMAT_P210: CUarray_format_enum = CUarray_format_enum(163);
    pub const CU_AD_FORMAT_P216: CUarray_format_enum = CUarray_format_enum(164);
    pub const CU_AD_FORMAT_YUY2: CUarray_format_enum = CUarray_format_enum(165);
    pub const CU_AD_FORMAT_Y210: CUarray_format_enum = CUarray_format_enum(166);
    pub const CU_AD_FORMAT_Y216: CUarray_format_enum = CUarray_format_enum(167);
    pub const CU_AD_FORMAT_AYUV: CUarray_format_enum = CUarray_format_enum(168);
    pub const CU_AD_FORMAT_Y410: CUarray_format_enum = CUarray_format_enum(169);
    pub const CU_AD_FORMAT_Y416: CUarray_format_enum = CUarray_format_enum(177);
    pub const CU_AD_FORMAT_Y444_PLANAR8: CUarray_format_enum = CUarray_format_enum(178);
    pub const CU_AD_FORMAT_Y444_PLANAR10: CUarray_format_enum = CUarray_format_enum(179);
    pub const CU_AD_FORMAT_YUV444_8bit_SemiPlanar: CUarray_format_enum = CUarray_format_enum(
        180,
    );
    pub const CU_AD_FORMAT_YUV444_16bit_SemiPlanar: CUarray_format_enum = CUarray_format_enum(
        181,
    );
    pub const CU_AD_FORMAT_UNORM_INT_101010_2: CUarray_format_enum = CUarray_format_enum(
        80,
    );
    pub const CU_AD_FORMAT_MAX: CUarray_format_enum = CUarray_format_enum(2147483647);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUarray_format_enum(pub ::std::os::raw::c_uint);
pub use self::CUarray_format_enum as CUarray_format;
impl CUaddress_mode_enum {
    pub const CU_TR_ADDRESS_MODE_WRAP: CUaddress_mode_enum = CUaddress_mode_enum(0);
    pub const CU_TR_ADDRESS_MODE_CLAMP: CUaddress_mode_enum = CUaddress_mode_enum(1);
    pub const CU_TR_ADDRESS_MODE_MIRROR: CUaddress_mode_enum = CUaddress_mode_enum(2);
    pub const CU_TR_ADDRESS_MODE_BORDER: CUaddress_mode_enum = CUaddress_mode_enum(3);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUaddress_mode_enum(pub ::std::os::raw::c_uint);
pub use self::CUaddress_mode_enum as CUaddress_mode;
impl CUfilter_mode_enum {
    pub const CU_TR_FILTER_MODE_POINT: CUfilter_mode_enum = CUfilter_mode_enum(0);
    pub const CU_TR_FILTER_MODE_LINEAR: CUfilter_mode_enum = CUfilter_mode_enum(1);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUfilter_mode_enum(pub ::std::os::raw::c_uint);
pub use self::CUfilter_mode_enum as CUfilter_mode;
impl CUdevice_attribute_enum {
    pub const CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK: CUdevice_attribute_enum = CUdevice_attribute_enum(
        1,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X: CUdevice_attribute_enum = CUdevice_attribute_enum(
        2,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y: CUdevice_attribute_enum = CUdevice_attribute_enum(
        3,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z: CUdevice_attribute_enum = CUdevice_attribute_enum(
        4,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X: CUdevice_attribute_enum = CUdevice_attribute_enum(
        5,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y: CUdevice_attribute_enum = CUdevice_attribute_enum(
        6,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z: CUdevice_attribute_enum = CUdevice_attribute_enum(
        7,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK: CUdevice_attribute_enum = CUdevice_attribute_enum(
        8,
    );
    pub const CU_DEVICE_ATTRIBUTE_SHARED_MEMORY_PER_BLOCK: CUdevice_attribute_enum = CUdevice_attribute_enum(
        8,
    );
    pub const CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY: CUdevice_attribute_enum = CUdevice_attribute_enum(
        9,
    );
    pub const CU_DEVICE_ATTRIBUTE_WARP_SIZE: CUdevice_attribute_enum = CUdevice_attribute_enum(
        10,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAX_PITCH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        11,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK: CUdevice_attribute_enum = CUdevice_attribute_enum(
        12,
    );
    pub const CU_DEVICE_ATTRIBUTE_REGISTERS_PER_BLOCK: CUdevice_attribute_enum = CUdevice_attribute_enum(
        12,
    );
    pub const CU_DEVICE_ATTRIBUTE_CLOCK_RATE: CUdevice_attribute_enum = CUdevice_attribute_enum(
        13,
    );
    pub const CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT: CUdevice_attribute_enum = CUdevice_attribute_enum(
        14,
    );
    pub const CU_DEVICE_ATTRIBUTE_GPU_OVERLAP: CUdevice_attribute_enum = CUdevice_attribute_enum(
        15,
    );
    pub const CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT: CUdevice_attribute_enum = CUdevice_attribute_enum(
        16,
    );
    pub const CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT: CUdevice_attribute_enum = CUdevice_attribute_enum(
        17,
    );
    pub const CU_DEVICE_ATTRIBUTE_INTEGRATED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        18,
    );
    pub const CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY: CUdevice_attribute_enum = CUdevice_attribute_enum(
        19,
    );
    pub const CU_DEVICE_ATTRIBUTE_COMPUTE_MODE: CUdevice_attribute_enum = CUdevice_attribute_enum(
        20,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        21,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        22,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT: CUdevice_attribute_enum = CUdevice_attribute_enum(
        23,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        24,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT: CUdevice_attribute_enum = CUdevice_attribute_enum(
        25,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        26,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_WIDTH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        27,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_HEIGHT: CUdevice_attribute_enum = CUdevice_attribute_enum(
        28,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_LAYERS: CUdevice_attribute_enum = CUdevice_attribute_enum(
        29,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_WIDTH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        27,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_HEIGHT: CUdevice_attribute_enum = CUdevice_attribute_enum(
        28,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_ARRAY_NUMSLICES: CUdevice_attribute_enum = CUdevice_attribute_enum(
        29,
    );
    pub const CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT: CUdevice_attribute_enum = CUdevice_attribute_enum(
        30,
    );
    pub const CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS: CUdevice_attribute_enum = CUdevice_attribute_enum(
        31,
    );
    pub const CU_DEVICE_ATTRIBUTE_ECC_ENABLED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        32,
    );
    pub const CU_DEVICE_ATTRIBUTE_PCI_BUS_ID: CUdevice_attribute_enum = CUdevice_attribute_enum(
        33,
    );
    pub const CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID: CUdevice_attribute_enum = CUdevice_attribute_enum(
        34,
    );
    pub const CU_DEVICE_ATTRIBUTE_TCC_DRIVER: CUdevice_attribute_enum = CUdevice_attribute_enum(
        35,
    );
    pub const CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE: CUdevice_attribute_enum = CUdevice_attribute_enum(
        36,
    );
    pub const CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        37,
    );
    pub const CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE: CUdevice_attribute_enum = CUdevice_attribute_enum(
        38,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR: CUdevice_attribute_enum = CUdevice_attribute_enum(
        39,
    );
    pub const CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT: CUdevice_attribute_enum = CUdevice_attribute_enum(
        40,
    );
    pub const CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING: CUdevice_attribute_enum = CUdevice_attribute_enum(
        41,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_WIDTH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        42,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_LAYERS: CUdevice_attribute_enum = CUdevice_attribute_enum(
        43,
    );
    pub const CU_DEVICE_ATTRIBUTE_CAN_TEX2D_GATHER: CUdevice_attribute_enum = CUdevice_attribute_enum(
        44,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_WIDTH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        45,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_HEIGHT: CUdevice_attribute_enum = CUdevice_attribute_enum(
        46,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE: CUdevice_attribute_enum = CUdevice_attribute_enum(
        47,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE: CUdevice_attribute_enum = CUdevice_attribute_enum(
        48,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE: CUdevice_attribute_enum = CUdevice_attribute_enum(
        49,
    );
    pub const CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID: CUdevice_attribute_enum = CUdevice_attribute_enum(
        50,
    );
    pub const CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT: CUdevice_attribute_enum = CUdevice_attribute_enum(
        51,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_WIDTH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        52,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        53,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS: CUdevice_attribute_enum = CUdevice_attribute_enum(
        54,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_WIDTH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        55,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_WIDTH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        56,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_HEIGHT: CUdevice_attribute_enum = CUdevice_attribute_enum(
        57,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_WIDTH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        58,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_HEIGHT: CUdevice_attribute_enum = CUdevice_attribute_enum(
        59,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_DEPTH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        60,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_WIDTH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        61,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_LAYERS: CUdevice_attribute_enum = CUdevice_attribute_enum(
        62,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_WIDTH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        63,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_HEIGHT: CUdevice_attribute_enum = CUdevice_attribute_enum(
        64,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_LAYERS: CUdevice_attribute_enum = CUdevice_attribute_enum(
        65,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_WIDTH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        66,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        67,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS: CUdevice_attribute_enum = CUdevice_attribute_enum(
        68,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        69,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_WIDTH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        70,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_HEIGHT: CUdevice_attribute_enum = CUdevice_attribute_enum(
        71,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_PITCH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        72,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        73,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT: CUdevice_attribute_enum = CUdevice_attribute_enum(
        74,
    );
    pub const CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR: CUdevice_attribute_enum = CUdevice_attribute_enum(
        75,
    );
    pub const CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR: CUdevice_attribute_enum = CUdevice_attribute_enum(
        76,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        77,
    );
    pub const CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        78,
    );
    pub const CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        79,
    );
    pub const CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        80,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR: CUdevice_attribute_enum = CUdevice_attribute_enum(
        81,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR: CUdevice_attribute_enum = CUdevice_attribute_enum(
        82,
    );
    pub const CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY: CUdevice_attribute_enum = CUdevice_attribute_enum(
        83,
    );
    pub const CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD: CUdevice_attribute_enum = CUdevice_attribute_enum(
        84,
    );
    pub const CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD_GROUP_ID: CUdevice_attribute_enum = CUdevice_attribute_enum(
        85,
    );
    pub const CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        86,
    );
    pub const CU_DEVICE_ATTRIBUTE_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO: CUdevice_attribute_enum = CUdevice_attribute_enum(
        87,
    );
    pub const CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS: CUdevice_attribute_enum = CUdevice_attribute_enum(
        88,
    );
    pub const CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS: CUdevice_attribute_enum = CUdevice_attribute_enum(
        89,
    );
    pub const CU_DEVICE_ATTRIBUTE_COMPUTE_PREEMPTION_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        90,
    );
    pub const CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM: CUdevice_attribute_enum = CUdevice_attribute_enum(
        91,
    );
    pub const CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_MEM_OPS_V1: CUdevice_attribute_enum = CUdevice_attribute_enum(
        92,
    );
    pub const CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS_V1: CUdevice_attribute_enum = CUdevice_attribute_enum(
        93,
    );
    pub const CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR_V1: CUdevice_attribute_enum = CUdevice_attribute_enum(
        94,
    );
    pub const CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        95,
    );
    pub const CU_DEVICE_ATTRIBUTE_COOPERATIVE_MULTI_DEVICE_LAUNCH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        96,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN: CUdevice_attribute_enum = CUdevice_attribute_enum(
        97,
    );
    pub const CU_DEVICE_ATTRIBUTE_CAN_FLUSH_REMOTE_WRITES: CUdevice_attribute_enum = CUdevice_attribute_enum(
        98,
    );
    pub const CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        99,
    );
    pub const CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES: CUdevice_attribute_enum = CUdevice_attribute_enum(
        100,
    );
    pub const CU_DEVICE_ATTRIBUTE_DIRECT_MANAGED_MEM_ACCESS_FROM_HOST: CUdevice_attribute_enum = CUdevice_attribute_enum(
        101,
    );
    pub const CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        102,
    );
    pub const CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        102,
    );
    pub const CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        103,
    );
    pub const CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_HANDLE_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        104,
    );
    pub const CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_KMT_HANDLE_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        105,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR: CUdevice_attribute_enum = CUdevice_attribute_enum(
        106,
    );
    pub const CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        107,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAX_PERSISTING_L2_CACHE_SIZE: CUdevice_attribute_enum = CUdevice_attribute_enum(
        108,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE: CUdevice_attribute_enum = CUdevice_attribute_enum(
        109,
    );
    pub const CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        110,
    );
    pub const CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK: CUdevice_attribute_enum = CUdevice_attribute_enum(
        111,
    );
    pub const CU_DEVICE_ATTRIBUTE_SPARSE_CUDA_ARRAY_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        112,
    );
    pub const CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        113,
    );
    pub const CU_DEVICE_ATTRIBUTE_TIMELINE_SEMAPHORE_INTEROP_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        114,
    );
    pub const CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        115,
    );
    pub const CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        116,
    );
    pub const CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS: CUdevice_attribute_enum = CUdevice_attribute_enum(
        117,
    );
    pub const CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WRITES_ORDERING: CUdevice_attribute_enum = CUdevice_attribute_enum(
        118,
    );
    pub const CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES: CUdevice_attribute_enum = CUdevice_attribute_enum(
        119,
    );
    pub const CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        120,
    );
    pub const CU_DEVICE_ATTRIBUTE_DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        121,
    );
    pub const CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS: CUdevice_attribute_enum = CUdevice_attribute_enum(
        122,
    );
    pub const CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR: CUdevice_attribute_enum = CUdevice_attribute_enum(
        123,
    );
    pub const CU_DEVICE_ATTRIBUTE_DMA_BUF_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        124,
    );
    pub const CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        125,
    );
    pub const CU_DEVICE_ATTRIBUTE_MEM_SYNC_DOMAIN_COUNT: CUdevice_attribute_enum = CUdevice_attribute_enum(
        126,
    );
    pub const CU_DEVICE_ATTRIBUTE_TENSOR_MAP_ACCESS_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        127,
    );
    pub const CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_FABRIC_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        128,
    );
    pub const CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS: CUdevice_attribute_enum = CUdevice_attribute_enum(
        129,
    );
    pub const CU_DEVICE_ATTRIBUTE_NUMA_CONFIG: CUdevice_attribute_enum = CUdevice_attribute_enum(
        130,
    );
    pub const CU_DEVICE_ATTRIBUTE_NUMA_ID: CUdevice_attribute_enum = CUdevice_attribute_enum(
        131,
    );
    pub const CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        132,
    );
    pub const CU_DEVICE_ATTRIBUTE_MPS_ENABLED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        133,
    );
    pub const CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID: CUdevice_attribute_enum = CUdevice_attribute_enum(
        134,
    );
    pub const CU_DEVICE_ATTRIBUTE_D3D12_CIG_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        135,
    );
    pub const CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_ALGORITHM_MASK: CUdevice_attribute_enum = CUdevice_attribute_enum(
        136,
    );
    pub const CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_MAXIMUM_LENGTH: CUdevice_attribute_enum = CUdevice_attribute_enum(
        137,
    );
    pub const CU_DEVICE_ATTRIBUTE_VULKAN_CIG_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        138,
    );
    pub const CU_DEVICE_ATTRIBUTE_GPU_PCI_DEVICE_ID: CUdevice_attribute_enum = CUdevice_attribute_enum(
        139,
    );
    pub const CU_DEVICE_ATTRIBUTE_GPU_PCI_SUBSYSTEM_ID: CUdevice_attribute_enum = CUdevice_attribute_enum(
        140,
    );
    pub const CU_DEVICE_ATTRIBUTE_HOST_NUMA_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        141,
    );
    pub const CU_DEVICE_ATTRIBUTE_HOST_NUMA_MEMORY_POOLS_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        142,
    );
    pub const CU_DEVICE_ATTRIBUTE_HOST_NUMA_MULTINODE_IPC_SUPPORTED: CUdevice_attribute_enum = CUdevice_attribute_enum(
        143,
    );
    pub const CU_DEVICE_ATTRIBUTE_MAX: CUdevice_attribute_enum = CUdevice_attribute_enum(
        144,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUdevice_attribute_enum(pub ::std::os::raw::c_uint);
pub use self::CUdevice_attribute_enum as CUdevice_attribute;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUdevprop_st {
    pub maxThreadsPerBlock: ::std::os::raw::c_int,
    pub maxThreadsDim: [::std::os::raw::c_int; 3usize],
    pub maxGridSize: [::std::os::raw::c_int; 3usize],
    pub sharedMemPerBlock: ::std::os::raw::c_int,
    pub totalConstantMemory: ::std::os::raw::c_int,
    pub SIMDWidth: ::std::os::raw::c_int,
    pub memPitch: ::std::os::raw::c_int,
    pub regsPerBlock: ::std::os::raw::c_int,
    pub clockRate: ::std::os::raw::c_int,
    pub textureAlign: ::std::os::raw::c_int,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUdevprop_st"][::std::mem::size_of::<CUdevprop_st>() - 56usize];
    ["Alignment of CUdevprop_st"][::std::mem::align_of::<CUdevprop_st>() - 4usize];
    [
        "Offset of field: CUdevprop_st::maxThreadsPerBlock",
    ][::std::mem::offset_of!(CUdevprop_st, maxThreadsPerBlock) - 0usize];
    [
        "Offset of field: CUdevprop_st::maxThreadsDim",
    ][::std::mem::offset_of!(CUdevprop_st, maxThreadsDim) - 4usize];
    [
        "Offset of field: CUdevprop_st::maxGridSize",
    ][::std::mem::offset_of!(CUdevprop_st, maxGridSize) - 16usize];
    [
        "Offset of field: CUdevprop_st::sharedMemPerBlock",
    ][::std::mem::offset_of!(CUdevprop_st, sharedMemPerBlock) - 28usize];
    [
        "Offset of field: CUdevprop_st::totalConstantMemory",
    ][::std::mem::offset_of!(CUdevprop_st, totalConstantMemory) - 32usize];
    [
        "Offset of field: CUdevprop_st::SIMDWidth",
    ][::std::mem::offset_of!(CUdevprop_st, SIMDWidth) - 36usize];
    [
        "Offset of field: CUdevprop_st::memPitch",
    ][::std::mem::offset_of!(CUdevprop_st, memPitch) - 40usize];
    [
        "Offset of field: CUdevprop_st::regsPerBlock",
    ][::std::mem::offset_of!(CUdevprop_st, regsPerBlock) - 44usize];
    [
        "Offset of field: CUdevprop_st::clockRate",
    ][::std::mem::offset_of!(CUdevprop_st, clockRate) - 48usize];
    [
        "Offset of field: CUdevprop_st::textureAlign",
    ][::std::mem::offset_of!(CUdevprop_st, textureAlign) - 52usize];
};
pub type CUdevprop_v1 = CUdevprop_st;
pub type CUdevprop = CUdevprop_v1;
impl CUpointer_attribute_enum {
    pub const CU_POINTER_ATTRIBUTE_CONTEXT: CUpointer_attribute_enum = CUpointer_attribute_enum(
        1,
    );
    pub const CU_POINTER_ATTRIBUTE_MEMORY_TYPE: CUpointer_attribute_enum = CUpointer_attribute_enum(
        2,
    );
    pub const CU_POINTER_ATTRIBUTE_DEVICE_POINTER: CUpointer_attribute_enum = CUpointer_attribute_enum(
        3,
    );
    pub const CU_POINTER_ATTRIBUTE_HOST_POINTER: CUpointer_attribute_enum = CUpointer_attribute_enum(
        4,
    );
    pub const CU_POINTER_ATTRIBUTE_P2P_TOKENS: CUpointer_attribute_enum = CUpointer_attribute_enum(
        5,
    );
    pub const CU_POINTER_ATTRIBUTE_SYNC_MEMOPS: CUpointer_attribute_enum = CUpointer_attribute_enum(
        6,
    );
    pub const CU_POINTER_ATTRIBUTE_BUFFER_ID: CUpointer_attribute_enum = CUpointer_attribute_enum(
        7,
    );
    pub const CU_POINTER_ATTRIBUTE_IS_MANAGED: CUpointer_attribute_enum = CUpointer_attribute_enum(
        8,
    );
    pub const CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL: CUpointer_attribute_enum = CUpointer_attribute_enum(
        9,
    );
    pub const CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE: CUpointer_attribute_enum = CUpointer_attribute_enum(
        10,
    );
    pub const CU_POINTER_ATTRIBUTE_RANGE_START_ADDR: CUpointer_attribute_enum = CUpointer_attribute_enum(
        11,
    );
    pub const CU_POINTER_ATTRIBUTE_RANGE_SIZE: CUpointer_attribute_enum = CUpointer_attribute_enum(
        12,
    );
    pub const CU_POINTER_ATTRIBUTE_MAPPED: CUpointer_attribute_enum = CUpointer_attribute_enum(
        13,
    );
    pub const CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES: CUpointer_attribute_enum = CUpointer_attribute_enum(
        14,
    );
    pub const CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE: CUpointer_attribute_enum = CUpointer_attribute_enum(
        15,
    );
    pub const CU_POINTER_ATTRIBUTE_ACCESS_FLAGS: CUpointer_attribute_enum = CUpointer_attribute_enum(
        16,
    );
    pub const CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE: CUpointer_attribute_enum = CUpointer_attribute_enum(
        17,
    );
    pub const CU_POINTER_ATTRIBUTE_MAPPING_SIZE: CUpointer_attribute_enum = CUpointer_attribute_enum(
        18,
    );
    pub const CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR: CUpointer_attribute_enum = CUpointer_attribute_enum(
        19,
    );
    pub const CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID: CUpointer_attribute_enum = CUpointer_attribute_enum(
        20,
    );
    pub const CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE: CUpointer_attribute_enum = CUpointer_attribute_enum(
        21,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUpointer_attribute_enum(pub ::std::os::raw::c_uint);
pub use self::CUpointer_attribute_enum as CUpointer_attribute;
impl CUfunction_attribute_enum {
    pub const CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK: CUfunction_attribute_enum = CUfunction_attribute_enum(
        0,
    );
    pub const CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES: CUfunction_attribute_enum = CUfunction_attribute_enum(
        1,
    );
    pub const CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES: CUfunction_attribute_enum = CUfunction_attribute_enum(
        2,
    );
    pub const CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES: CUfunction_attribute_enum = CUfunction_attribute_enum(
        3,
    );
    pub const CU_FUNC_ATTRIBUTE_NUM_REGS: CUfunction_attribute_enum = CUfunction_attribute_enum(
        4,
    );
    pub const CU_FUNC_ATTRIBUTE_PTX_VERSION: CUfunction_attribute_enum = CUfunction_attribute_enum(
        5,
    );
    pub const CU_FUNC_ATTRIBUTE_BINARY_VERSION: CUfunction_attribute_enum = CUfunction_attribute_enum(
        6,
    );
    pub const CU_FUNC_ATTRIBUTE_CACHE_MODE_CA: CUfunction_attribute_enum = CUfunction_attribute_enum(
        7,
    );
    pub const CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES: CUfunction_attribute_enum = CUfunction_attribute_enum(
        8,
    );
    pub const CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT: CUfunction_attribute_enum = CUfunction_attribute_enum(
        9,
    );
    pub const CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET: CUfunction_attribute_enum = CUfunction_attribute_enum(
        10,
    );
    pub const CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH: CUfunction_attribute_enum = CUfunction_attribute_enum(
        11,
    );
    pub const CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT: CUfunction_attribute_enum = CUfunction_attribute_enum(
        12,
    );
    pub const CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH: CUfunction_attribute_enum = CUfunction_attribute_enum(
        13,
    );
    pub const CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED: CUfunction_attribute_enum = CUfunction_attribute_enum(
        14,
    );
    pub const CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE: CUfunction_attribute_enum = CUfunction_attribute_enum(
        15,
    );
    pub const CU_FUNC_ATTRIBUTE_MAX: CUfunction_attribute_enum = CUfunction_attribute_enum(
        16,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUfunction_attribute_enum(pub ::std::os::raw::c_uint);
pub use self::CUfunction_attribute_enum as CUfunction_attribute;
impl CUfunc_cache_enum {
    pub const CU_FUNC_CACHE_PREFER_NONE: CUfunc_cache_enum = CUfunc_cache_enum(0);
    pub const CU_FUNC_CACHE_PREFER_SHARED: CUfunc_cache_enum = CUfunc_cache_enum(1);
    pub const CU_FUNC_CACHE_PREFER_L1: CUfunc_cache_enum = CUfunc_cache_enum(2);
    pub const CU_FUNC_CACHE_PREFER_EQUAL: CUfunc_cache_enum = CUfunc_cache_enum(3);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUfunc_cache_enum(pub ::std::os::raw::c_uint);
pub use self::CUfunc_cache_enum as CUfunc_cache;
impl CUsharedconfig_enum {
    pub const CU_SHARED_MEM_CONFIG_DEFAULT_BANK_SIZE: CUsharedconfig_enum = CUsharedconfig_enum(
        0,
    );
    pub const CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE: CUsharedconfig_enum = CUsharedconfig_enum(
        1,
    );
    pub const CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE: CUsharedconfig_enum = CUsharedconfig_enum(
        2,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUsharedconfig_enum(pub ::std::os::raw::c_uint);
pub use self::CUsharedconfig_enum as CUsharedconfig;
impl CUshared_carveout_enum {
    pub const CU_SHAREDMEM_CARVEOUT_DEFAULT: CUshared_carveout_enum = CUshared_carveout_enum(
        -1,
    );
    pub const CU_SHAREDMEM_CARVEOUT_MAX_SHARED: CUshared_carveout_enum = CUshared_carveout_enum(
        100,
    );
    pub const CU_SHAREDMEM_CARVEOUT_MAX_L1: CUshared_carveout_enum = CUshared_carveout_enum(
        0,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUshared_carveout_enum(pub ::std::os::raw::c_int);
pub use self::CUshared_carveout_enum as CUshared_carveout;
impl CUmemorytype_enum {
    pub const CU_MEMORYTYPE_HOST: CUmemorytype_enum = CUmemorytype_enum(1);
    pub const CU_MEMORYTYPE_DEVICE: CUmemorytype_enum = CUmemorytype_enum(2);
    pub const CU_MEMORYTYPE_ARRAY: CUmemorytype_enum = CUmemorytype_enum(3);
    pub const CU_MEMORYTYPE_UNIFIED: CUmemorytype_enum = CUmemorytype_enum(4);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemorytype_enum(pub ::std::os::raw::c_uint);
pub use self::CUmemorytype_enum as CUmemorytype;
impl CUcomputemode_enum {
    pub const CU_COMPUTEMODE_DEFAULT: CUcomputemode_enum = CUcomputemode_enum(0);
    pub const CU_COMPUTEMODE_PROHIBITED: CUcomputemode_enum = CUcomputemode_enum(2);
    pub const CU_COMPUTEMODE_EXCLUSIVE_PROCESS: CUcomputemode_enum = CUcomputemode_enum(
        3,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUcomputemode_enum(pub ::std::os::raw::c_uint);
pub use self::CUcomputemode_enum as CUcomputemode;
impl CUmem_advise_enum {
    pub const CU_MEM_ADVISE_SET_READ_MOSTLY: CUmem_advise_enum = CUmem_advise_enum(1);
    pub const CU_MEM_ADVISE_UNSET_READ_MOSTLY: CUmem_advise_enum = CUmem_advise_enum(2);
    pub const CU_MEM_ADVISE_SET_PREFERRED_LOCATION: CUmem_advise_enum = CUmem_advise_enum(
        3,
    );
    pub const CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION: CUmem_advise_enum = CUmem_advise_enum(
        4,
    );
    pub const CU_MEM_ADVISE_SET_ACCESSED_BY: CUmem_advise_enum = CUmem_advise_enum(5);
    pub const CU_MEM_ADVISE_UNSET_ACCESSED_BY: CUmem_advise_enum = CUmem_advise_enum(6);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmem_advise_enum(pub ::std::os::raw::c_uint);
pub use self::CUmem_advise_enum as CUmem_advise;
impl CUmem_range_attribute_enum {
    pub const CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY: CUmem_range_attribute_enum = CUmem_range_attribute_enum(
        1,
    );
    pub const CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION: CUmem_range_attribute_enum = CUmem_range_attribute_enum(
        2,
    );
    pub const CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY: CUmem_range_attribute_enum = CUmem_range_attribute_enum(
        3,
    );
    pub const CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION: CUmem_range_attribute_enum = CUmem_range_attribute_enum(
        4,
    );
    pub const CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE: CUmem_range_attribute_enum = CUmem_range_attribute_enum(
        5,
    );
    pub const CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID: CUmem_range_attribute_enum = CUmem_range_attribute_enum(
        6,
    );
    pub const CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE: CUmem_range_attribute_enum = CUmem_range_attribute_enum(
        7,
    );
    pub const CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_ID: CUmem_range_attribute_enum = CUmem_range_attribute_enum(
        8,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmem_range_attribute_enum(pub ::std::os::raw::c_uint);
pub use self::CUmem_range_attribute_enum as CUmem_range_attribute;
impl CUjit_option_enum {
    pub const CU_JIT_MAX_REGISTERS: CUjit_option_enum = CUjit_option_enum(0);
    pub const CU_JIT_THREADS_PER_BLOCK: CUjit_option_enum = CUjit_option_enum(1);
    pub const CU_JIT_WALL_TIME: CUjit_option_enum = CUjit_option_enum(2);
    pub const CU_JIT_INFO_LOG_BUFFER: CUjit_option_enum = CUjit_option_enum(3);
    pub const CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES: CUjit_option_enum = CUjit_option_enum(
        4,
    );
    pub const CU_JIT_ERROR_LOG_BUFFER: CUjit_option_enum = CUjit_option_enum(5);
    pub const CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES: CUjit_option_enum = CUjit_option_enum(
        6,
    );
    pub const CU_JIT_OPTIMIZATION_LEVEL: CUjit_option_enum = CUjit_option_enum(7);
    pub const CU_JIT_TARGET_FROM_CUCONTEXT: CUjit_option_enum = CUjit_option_enum(8);
    pub const CU_JIT_TARGET: CUjit_option_enum = CUjit_option_enum(9);
    pub const CU_JIT_FALLBACK_STRATEGY: CUjit_option_enum = CUjit_option_enum(10);
    pub const CU_JIT_GENERATE_DEBUG_INFO: CUjit_option_enum = CUjit_option_enum(11);
    pub const CU_JIT_LOG_VERBOSE: CUjit_option_enum = CUjit_option_enum(12);
    pub const CU_JIT_GENERATE_LINE_INFO: CUjit_option_enum = CUjit_option_enum(13);
    pub const CU_JIT_CACHE_MODE: CUjit_option_enum = CUjit_option_enum(14);
    pub const CU_JIT_NEW_SM3X_OPT: CUjit_option_enum = CUjit_option_enum(15);
    pub const CU_JIT_FAST_COMPILE: CUjit_option_enum = CUjit_option_enum(16);
    pub const CU_JIT_GLOBAL_SYMBOL_NAMES: CUjit_option_enum = CUjit_option_enum(17);
    pub const CU_JIT_GLOBAL_SYMBOL_ADDRESSES: CUjit_option_enum = CUjit_option_enum(18);
    pub const CU_JIT_GLOBAL_SYMBOL_COUNT: CUjit_option_enum = CUjit_option_enum(19);
    pub const CU_JIT_LTO: CUjit_option_enum = CUjit_option_enum(20);
    pub const CU_JIT_FTZ: CUjit_option_enum = CUjit_option_enum(21);
    pub const CU_JIT_PREC_DIV: CUjit_option_enum = CUjit_option_enum(22);
    pub const CU_JIT_PREC_SQRT: CUjit_option_enum = CUjit_option_enum(23);
    pub const CU_JIT_FMA: CUjit_option_enum = CUjit_option_enum(24);
    pub const CU_JIT_REFERENCED_KERNEL_NAMES: CUjit_option_enum = CUjit_option_enum(25);
    pub const CU_JIT_REFERENCED_KERNEL_COUNT: CUjit_option_enum = CUjit_option_enum(26);
    pub const CU_JIT_REFERENCED_VARIABLE_NAMES: CUjit_option_enum = CUjit_option_enum(
        27,
    );
    pub const CU_JIT_REFERENCED_VARIABLE_COUNT: CUjit_option_enum = CUjit_option_enum(
        28,
    );
    pub const CU_JIT_OPTIMIZE_UNUSED_DEVICE_VARIABLES: CUjit_option_enum = CUjit_option_enum(
        29,
    );
    pub const CU_JIT_POSITION_INDEPENDENT_CODE: CUjit_option_enum = CUjit_option_enum(
        30,
    );
    pub const CU_JIT_MIN_CTA_PER_SM: CUjit_option_enum = CUjit_option_enum(31);
    pub const CU_JIT_MAX_THREADS_PER_BLOCK: CUjit_option_enum = CUjit_option_enum(32);
    pub const CU_JIT_OVERRIDE_DIRECTIVE_VALUES: CUjit_option_enum = CUjit_option_enum(
        33,
    );
    pub const CU_JIT_NUM_OPTIONS: CUjit_option_enum = CUjit_option_enum(34);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUjit_option_enum(pub ::std::os::raw::c_uint);
pub use self::CUjit_option_enum as CUjit_option;
impl CUjit_target_enum {
    pub const CU_TARGET_COMPUTE_30: CUjit_target_enum = CUjit_target_enum(30);
    pub const CU_TARGET_COMPUTE_32: CUjit_target_enum = CUjit_target_enum(32);
    pub const CU_TARGET_COMPUTE_35: CUjit_target_enum = CUjit_target_enum(35);
    pub const CU_TARGET_COMPUTE_37: CUjit_target_enum = CUjit_target_enum(37);
    pub const CU_TARGET_COMPUTE_50: CUjit_target_enum = CUjit_target_enum(50);
    pub const CU_TARGET_COMPUTE_52: CUjit_target_enum = CUjit_target_enum(52);
    pub const CU_TARGET_COMPUTE_53: CUjit_target_enum = CUjit_target_enum(53);
    pub const CU_TARGET_COMPUTE_60: CUjit_target_enum = CUjit_target_enum(60);
    pub const CU_TARGET_COMPUTE_61: CUjit_target_enum = CUjit_target_enum(61);
    pub const CU_TARGET_COMPUTE_62: CUjit_target_enum = CUjit_target_enum(62);
    pub const CU_TARGET_COMPUTE_70: CUjit_target_enum = CUjit_target_enum(70);
    pub const CU_TARGET_COMPUTE_72: CUjit_target_enum = CUjit_target_enum(72);
    pub const CU_TARGET_COMPUTE_75: CUjit_target_enum = CUjit_target_enum(75);
    pub const CU_TARGET_COMPUTE_80: CUjit_target_enum = CUjit_target_enum(80);
    pub const CU_TARGET_COMPUTE_86: CUjit_target_enum = CUjit_target_enum(86);
    pub const CU_TARGET_COMPUTE_87: CUjit_target_enum = CUjit_target_enum(87);
    pub const CU_TARGET_COMPUTE_89: CUjit_target_enum = CUjit_target_enum(89);
    pub const CU_TARGET_COMPUTE_90: CUjit_target_enum = CUjit_target_enum(90);
    pub const CU_TARGET_COMPUTE_100: CUjit_target_enum = CUjit_target_enum(100);
    pub const CU_TARGET_COMPUTE_101: CUjit_target_enum = CUjit_target_enum(101);
    pub const CU_TARGET_COMPUTE_103: CUjit_target_enum = CUjit_target_enum(103);
    pub const CU_TARGET_COMPUTE_120: CUjit_target_enum = CUjit_target_enum(120);
    pub const CU_TARGET_COMPUTE_121: CUjit_target_enum = CUjit_target_enum(121);
    pub const CU_TARGET_COMPUTE_90A: CUjit_target_enum = CUjit_target_enum(65626);
    pub const CU_TARGET_COMPUTE_100A: CUjit_target_enum = CUjit_target_enum(65636);
    pub const CU_TARGET_COMPUTE_101A: CUjit_target_enum = CUjit_target_enum(65637);
    pub const CU_TARGET_COMPUTE_103A: CUjit_target_enum = CUjit_target_enum(65639);
    pub const CU_TARGET_COMPUTE_120A: CUjit_target_enum = CUjit_target_enum(65656);
    pub const CU_TARGET_COMPUTE_121A: CUjit_target_enum = CUjit_target_enum(65657);
    pub const CU_TARGET_COMPUTE_100F: CUjit_target_enum = CUjit_target_enum(131172);
    pub const CU_TARGET_COMPUTE_101F: CUjit_target_enum = CUjit_target_enum(131173);
    pub const CU_TARGET_COMPUTE_103F: CUjit_target_enum = CUjit_target_enum(131175);
    pub const CU_TARGET_COMPUTE_120F: CUjit_target_enum = CUjit_target_enum(131192);
    pub const CU_TARGET_COMPUTE_121F: CUjit_target_enum = CUjit_target_enum(131193);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUjit_target_enum(pub ::std::os::raw::c_uint);
pub use self::CUjit_target_enum as CUjit_target;
impl CUjit_fallback_enum {
    pub const CU_PREFER_PTX: CUjit_fallback_enum = CUjit_fallback_enum(0);
    pub const CU_PREFER_BINARY: CUjit_fallback_enum = CUjit_fallback_enum(1);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUjit_fallback_enum(pub ::std::os::raw::c_uint);
pub use self::CUjit_fallback_enum as CUjit_fallback;
impl CUjit_cacheMode_enum {
    pub const CU_JIT_CACHE_OPTION_NONE: CUjit_cacheMode_enum = CUjit_cacheMode_enum(0);
    pub const CU_JIT_CACHE_OPTION_CG: CUjit_cacheMode_enum = CUjit_cacheMode_enum(1);
    pub const CU_JIT_CACHE_OPTION_CA: CUjit_cacheMode_enum = CUjit_cacheMode_enum(2);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUjit_cacheMode_enum(pub ::std::os::raw::c_uint);
pub use self::CUjit_cacheMode_enum as CUjit_cacheMode;
impl CUjitInputType_enum {
    pub const CU_JIT_INPUT_CUBIN: CUjitInputType_enum = CUjitInputType_enum(0);
    pub const CU_JIT_INPUT_PTX: CUjitInputType_enum = CUjitInputType_enum(1);
    pub const CU_JIT_INPUT_FATBINARY: CUjitInputType_enum = CUjitInputType_enum(2);
    pub const CU_JIT_INPUT_OBJECT: CUjitInputType_enum = CUjitInputType_enum(3);
    pub const CU_JIT_INPUT_LIBRARY: CUjitInputType_enum = CUjitInputType_enum(4);
    pub const CU_JIT_INPUT_NVVM: CUjitInputType_enum = CUjitInputType_enum(5);
    pub const CU_JIT_NUM_INPUT_TYPES: CUjitInputType_enum = CUjitInputType_enum(6);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUjitInputType_enum(pub ::std::os::raw::c_uint);
pub use self::CUjitInputType_enum as CUjitInputType;
#[repr(C)]
#[derive(Debug)]
pub struct CUlinkState_st {
    _unused: [u8; 0],
}
pub type CUlinkState = *mut CUlinkState_st;
impl CUgraphicsRegisterFlags_enum {
    pub const CU_GRAPHICS_REGISTER_FLAGS_NONE: CUgraphicsRegisterFlags_enum = CUgraphicsRegisterFlags_enum(
        0,
    );
    pub const CU_GRAPHICS_REGISTER_FLAGS_READ_ONLY: CUgraphicsRegisterFlags_enum = CUgraphicsRegisterFlags_enum(
        1,
    );
    pub const CU_GRAPHICS_REGISTER_FLAGS_WRITE_DISCARD: CUgraphicsRegisterFlags_enum = CUgraphicsRegisterFlags_enum(
        2,
    );
    pub const CU_GRAPHICS_REGISTER_FLAGS_SURFACE_LDST: CUgraphicsRegisterFlags_enum = CUgraphicsRegisterFlags_enum(
        4,
    );
    pub const CU_GRAPHICS_REGISTER_FLAGS_TEXTURE_GATHER: CUgraphicsRegisterFlags_enum = CUgraphicsRegisterFlags_enum(
        8,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUgraphicsRegisterFlags_enum(pub ::std::os::raw::c_uint);
pub use self::CUgraphicsRegisterFlags_enum as CUgraphicsRegisterFlags;
impl CUgraphicsMapResourceFlags_enum {
    pub const CU_GRAPHICS_MAP_RESOURCE_FLAGS_NONE: CUgraphicsMapResourceFlags_enum = CUgraphicsMapResourceFlags_enum(
        0,
    );
    pub const CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY: CUgraphicsMapResourceFlags_enum = CUgraphicsMapResourceFlags_enum(
        1,
    );
    pub const CU_GRAPHICS_MAP_RESOURCE_FLAGS_WRITE_DISCARD: CUgraphicsMapResourceFlags_enum = CUgraphicsMapResourceFlags_enum(
        2,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUgraphicsMapResourceFlags_enum(pub ::std::os::raw::c_uint);
pub use self::CUgraphicsMapResourceFlags_enum as CUgraphicsMapResourceFlags;
impl CUarray_cubemap_face_enum {
    pub const CU_CUBEMAP_FACE_POSITIVE_X: CUarray_cubemap_face_enum = CUarray_cubemap_face_enum(
        0,
    );
    pub const CU_CUBEMAP_FACE_NEGATIVE_X: CUarray_cubemap_face_enum = CUarray_cubemap_face_enum(
        1,
    );
    pub const CU_CUBEMAP_FACE_POSITIVE_Y: CUarray_cubemap_face_enum = CUarray_cubemap_face_enum(
        2,
    );
    pub const CU_CUBEMAP_FACE_NEGATIVE_Y: CUarray_cubemap_face_enum = CUarray_cubemap_face_enum(
        3,
    );
    pub const CU_CUBEMAP_FACE_POSITIVE_Z: CUarray_cubemap_face_enum = CUarray_cubemap_face_enum(
        4,
    );
    pub const CU_CUBEMAP_FACE_NEGATIVE_Z: CUarray_cubemap_face_enum = CUarray_cubemap_face_enum(
        5,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUarray_cubemap_face_enum(pub ::std::os::raw::c_uint);
pub use self::CUarray_cubemap_face_enum as CUarray_cubemap_face;
impl CUlimit_enum {
    pub const CU_LIMIT_STACK_SIZE: CUlimit_enum = CUlimit_enum(0);
    pub const CU_LIMIT_PRINTF_FIFO_SIZE: CUlimit_enum = CUlimit_enum(1);
    pub const CU_LIMIT_MALLOC_HEAP_SIZE: CUlimit_enum = CUlimit_enum(2);
    pub const CU_LIMIT_DEV_RUNTIME_SYNC_DEPTH: CUlimit_enum = CUlimit_enum(3);
    pub const CU_LIMIT_DEV_RUNTIME_PENDING_LAUNCH_COUNT: CUlimit_enum = CUlimit_enum(4);
    pub const CU_LIMIT_MAX_L2_FETCH_GRANULARITY: CUlimit_enum = CUlimit_enum(5);
    pub const CU_LIMIT_PERSISTING_L2_CACHE_SIZE: CUlimit_enum = CUlimit_enum(6);
    pub const CU_LIMIT_SHMEM_SIZE: CUlimit_enum = CUlimit_enum(7);
    pub const CU_LIMIT_CIG_ENABLED: CUlimit_enum = CUlimit_enum(8);
    pub const CU_LIMIT_CIG_SHMEM_FALLBACK_ENABLED: CUlimit_enum = CUlimit_enum(9);
    pub const CU_LIMIT_MAX: CUlimit_enum = CUlimit_enum(10);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUlimit_enum(pub ::std::os::raw::c_uint);
pub use self::CUlimit_enum as CUlimit;
impl CUresourcetype_enum {
    pub const CU_RESOURCE_TYPE_ARRAY: CUresourcetype_enum = CUresourcetype_enum(0);
    pub const CU_RESOURCE_TYPE_MIPMAPPED_ARRAY: CUresourcetype_enum = CUresourcetype_enum(
        1,
    );
    pub const CU_RESOURCE_TYPE_LINEAR: CUresourcetype_enum = CUresourcetype_enum(2);
    pub const CU_RESOURCE_TYPE_PITCH2D: CUresourcetype_enum = CUresourcetype_enum(3);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUresourcetype_enum(pub ::std::os::raw::c_uint);
pub use self::CUresourcetype_enum as CUresourcetype;
pub type CUhostFn = ::std::option::Option<
    unsafe extern "C" fn(userData: *mut ::std::os::raw::c_void),
>;
impl CUaccessProperty_enum {
    pub const CU_ACCESS_PROPERTY_NORMAL: CUaccessProperty_enum = CUaccessProperty_enum(
        0,
    );
    pub const CU_ACCESS_PROPERTY_STREAMING: CUaccessProperty_enum = CUaccessProperty_enum(
        1,
    );
    pub const CU_ACCESS_PROPERTY_PERSISTING: CUaccessProperty_enum = CUaccessProperty_enum(
        2,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUaccessProperty_enum(pub ::std::os::raw::c_uint);
pub use self::CUaccessProperty_enum as CUaccessProperty;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUaccessPolicyWindow_st {
    pub base_ptr: *mut ::std::os::raw::c_void,
    pub num_bytes: usize,
    pub hitRatio: f32,
    pub hitProp: CUaccessProperty,
    pub missProp: CUaccessProperty,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUaccessPolicyWindow_st",
    ][::std::mem::size_of::<CUaccessPolicyWindow_st>() - 32usize];
    [
        "Alignment of CUaccessPolicyWindow_st",
    ][::std::mem::align_of::<CUaccessPolicyWindow_st>() - 8usize];
    [
        "Offset of field: CUaccessPolicyWindow_st::base_ptr",
    ][::std::mem::offset_of!(CUaccessPolicyWindow_st, base_ptr) - 0usize];
    [
        "Offset of field: CUaccessPolicyWindow_st::num_bytes",
    ][::std::mem::offset_of!(CUaccessPolicyWindow_st, num_bytes) - 8usize];
    [
        "Offset of field: CUaccessPolicyWindow_st::hitRatio",
    ][::std::mem::offset_of!(CUaccessPolicyWindow_st, hitRatio) - 16usize];
    [
        "Offset of field: CUaccessPolicyWindow_st::hitProp",
    ][::std::mem::offset_of!(CUaccessPolicyWindow_st, hitProp) - 20usize];
    [
        "Offset of field: CUaccessPolicyWindow_st::missProp",
    ][::std::mem::offset_of!(CUaccessPolicyWindow_st, missProp) - 24usize];
};
impl Default for CUaccessPolicyWindow_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUaccessPolicyWindow_v1 = CUaccessPolicyWindow_st;
pub type CUaccessPolicyWindow = CUaccessPolicyWindow_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_KERNEL_NODE_PARAMS_st {
    pub func: CUfunction,
    pub gridDimX: ::std::os::raw::c_uint,
    pub gridDimY: ::std::os::raw::c_uint,
    pub gridDimZ: ::std::os::raw::c_uint,
    pub blockDimX: ::std::os::raw::c_uint,
    pub blockDimY: ::std::os::raw::c_uint,
    pub blockDimZ: ::std::os::raw::c_uint,
    pub sharedMemBytes: ::std::os::raw::c_uint,
    pub kernelParams: *mut *mut ::std::os::raw::c_void,
    pub extra: *mut *mut ::std::os::raw::c_void,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_KERNEL_NODE_PARAMS_st",
    ][::std::mem::size_of::<CUDA_KERNEL_NODE_PARAMS_st>() - 56usize];
    [
        "Alignment of CUDA_KERNEL_NODE_PARAMS_st",
    ][::std::mem::align_of::<CUDA_KERNEL_NODE_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_st::func",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_st, func) - 0usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_st::gridDimX",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_st, gridDimX) - 8usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_st::gridDimY",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_st, gridDimY) - 12usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_st::gridDimZ",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_st, gridDimZ) - 16usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_st::blockDimX",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_st, blockDimX) - 20usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_st::blockDimY",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_st, blockDimY) - 24usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_st::blockDimZ",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_st, blockDimZ) - 28usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_st::sharedMemBytes",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_st, sharedMemBytes) - 32usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_st::kernelParams",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_st, kernelParams) - 40usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_st::extra",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_st, extra) - 48usize];
};
impl Default for CUDA_KERNEL_NODE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_KERNEL_NODE_PARAMS_v1 = CUDA_KERNEL_NODE_PARAMS_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_KERNEL_NODE_PARAMS_v2_st {
    pub func: CUfunction,
    pub gridDimX: ::std::os::raw::c_uint,
    pub gridDimY: ::std::os::raw::c_uint,
    pub gridDimZ: ::std::os::raw::c_uint,
    pub blockDimX: ::std::os::raw::c_uint,
    pub blockDimY: ::std::os::raw::c_uint,
    pub blockDimZ: ::std::os::raw::c_uint,
    pub sharedMemBytes: ::std::os::raw::c_uint,
    pub kernelParams: *mut *mut ::std::os::raw::c_void,
    pub extra: *mut *mut ::std::os::raw::c_void,
    pub kern: CUkernel,
    pub ctx: CUcontext,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_KERNEL_NODE_PARAMS_v2_st",
    ][::std::mem::size_of::<CUDA_KERNEL_NODE_PARAMS_v2_st>() - 72usize];
    [
        "Alignment of CUDA_KERNEL_NODE_PARAMS_v2_st",
    ][::std::mem::align_of::<CUDA_KERNEL_NODE_PARAMS_v2_st>() - 8usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v2_st::func",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v2_st, func) - 0usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v2_st::gridDimX",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v2_st, gridDimX) - 8usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v2_st::gridDimY",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v2_st, gridDimY) - 12usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v2_st::gridDimZ",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v2_st, gridDimZ) - 16usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v2_st::blockDimX",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v2_st, blockDimX) - 20usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v2_st::blockDimY",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v2_st, blockDimY) - 24usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v2_st::blockDimZ",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v2_st, blockDimZ) - 28usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v2_st::sharedMemBytes",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v2_st, sharedMemBytes) - 32usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v2_st::kernelParams",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v2_st, kernelParams) - 40usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v2_st::extra",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v2_st, extra) - 48usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v2_st::kern",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v2_st, kern) - 56usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v2_st::ctx",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v2_st, ctx) - 64usize];
};
impl Default for CUDA_KERNEL_NODE_PARAMS_v2_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_KERNEL_NODE_PARAMS_v2 = CUDA_KERNEL_NODE_PARAMS_v2_st;
pub type CUDA_KERNEL_NODE_PARAMS = CUDA_KERNEL_NODE_PARAMS_v2;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_KERNEL_NODE_PARAMS_v3_st {
    pub func: CUfunction,
    pub gridDimX: ::std::os::raw::c_uint,
    pub gridDimY: ::std::os::raw::c_uint,
    pub gridDimZ: ::std::os::raw::c_uint,
    pub blockDimX: ::std::os::raw::c_uint,
    pub blockDimY: ::std::os::raw::c_uint,
    pub blockDimZ: ::std::os::raw::c_uint,
    pub sharedMemBytes: ::std::os::raw::c_uint,
    pub kernelParams: *mut *mut ::std::os::raw::c_void,
    pub extra: *mut *mut ::std::os::raw::c_void,
    pub kern: CUkernel,
    pub ctx: CUcontext,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_KERNEL_NODE_PARAMS_v3_st",
    ][::std::mem::size_of::<CUDA_KERNEL_NODE_PARAMS_v3_st>() - 72usize];
    [
        "Alignment of CUDA_KERNEL_NODE_PARAMS_v3_st",
    ][::std::mem::align_of::<CUDA_KERNEL_NODE_PARAMS_v3_st>() - 8usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v3_st::func",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v3_st, func) - 0usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v3_st::gridDimX",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v3_st, gridDimX) - 8usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v3_st::gridDimY",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v3_st, gridDimY) - 12usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v3_st::gridDimZ",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v3_st, gridDimZ) - 16usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v3_st::blockDimX",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v3_st, blockDimX) - 20usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v3_st::blockDimY",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v3_st, blockDimY) - 24usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v3_st::blockDimZ",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v3_st, blockDimZ) - 28usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v3_st::sharedMemBytes",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v3_st, sharedMemBytes) - 32usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v3_st::kernelParams",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v3_st, kernelParams) - 40usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v3_st::extra",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v3_st, extra) - 48usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v3_st::kern",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v3_st, kern) - 56usize];
    [
        "Offset of field: CUDA_KERNEL_NODE_PARAMS_v3_st::ctx",
    ][::std::mem::offset_of!(CUDA_KERNEL_NODE_PARAMS_v3_st, ctx) - 64usize];
};
impl Default for CUDA_KERNEL_NODE_PARAMS_v3_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_KERNEL_NODE_PARAMS_v3 = CUDA_KERNEL_NODE_PARAMS_v3_st;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUDA_MEMSET_NODE_PARAMS_st {
    pub dst: CUdeviceptr,
    pub pitch: usize,
    pub value: ::std::os::raw::c_uint,
    pub elementSize: ::std::os::raw::c_uint,
    pub width: usize,
    pub height: usize,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_MEMSET_NODE_PARAMS_st",
    ][::std::mem::size_of::<CUDA_MEMSET_NODE_PARAMS_st>() - 40usize];
    [
        "Alignment of CUDA_MEMSET_NODE_PARAMS_st",
    ][::std::mem::align_of::<CUDA_MEMSET_NODE_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_st::dst",
    ][::std::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_st, dst) - 0usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_st::pitch",
    ][::std::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_st, pitch) - 8usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_st::value",
    ][::std::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_st, value) - 16usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_st::elementSize",
    ][::std::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_st, elementSize) - 20usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_st::width",
    ][::std::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_st, width) - 24usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_st::height",
    ][::std::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_st, height) - 32usize];
};
pub type CUDA_MEMSET_NODE_PARAMS_v1 = CUDA_MEMSET_NODE_PARAMS_st;
pub type CUDA_MEMSET_NODE_PARAMS = CUDA_MEMSET_NODE_PARAMS_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_MEMSET_NODE_PARAMS_v2_st {
    pub dst: CUdeviceptr,
    pub pitch: usize,
    pub value: ::std::os::raw::c_uint,
    pub elementSize: ::std::os::raw::c_uint,
    pub width: usize,
    pub height: usize,
    pub ctx: CUcontext,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_MEMSET_NODE_PARAMS_v2_st",
    ][::std::mem::size_of::<CUDA_MEMSET_NODE_PARAMS_v2_st>() - 48usize];
    [
        "Alignment of CUDA_MEMSET_NODE_PARAMS_v2_st",
    ][::std::mem::align_of::<CUDA_MEMSET_NODE_PARAMS_v2_st>() - 8usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_v2_st::dst",
    ][::std::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_v2_st, dst) - 0usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_v2_st::pitch",
    ][::std::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_v2_st, pitch) - 8usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_v2_st::value",
    ][::std::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_v2_st, value) - 16usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_v2_st::elementSize",
    ][::std::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_v2_st, elementSize) - 20usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_v2_st::width",
    ][::std::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_v2_st, width) - 24usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_v2_st::height",
    ][::std::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_v2_st, height) - 32usize];
    [
        "Offset of field: CUDA_MEMSET_NODE_PARAMS_v2_st::ctx",
    ][::std::mem::offset_of!(CUDA_MEMSET_NODE_PARAMS_v2_st, ctx) - 40usize];
};
impl Default for CUDA_MEMSET_NODE_PARAMS_v2_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_MEMSET_NODE_PARAMS_v2 = CUDA_MEMSET_NODE_PARAMS_v2_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_HOST_NODE_PARAMS_st {
    pub fn_: CUhostFn,
    pub userData: *mut ::std::os::raw::c_void,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_HOST_NODE_PARAMS_st",
    ][::std::mem::size_of::<CUDA_HOST_NODE_PARAMS_st>() - 16usize];
    [
        "Alignment of CUDA_HOST_NODE_PARAMS_st",
    ][::std::mem::align_of::<CUDA_HOST_NODE_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_HOST_NODE_PARAMS_st::fn_",
    ][::std::mem::offset_of!(CUDA_HOST_NODE_PARAMS_st, fn_) - 0usize];
    [
        "Offset of field: CUDA_HOST_NODE_PARAMS_st::userData",
    ][::std::mem::offset_of!(CUDA_HOST_NODE_PARAMS_st, userData) - 8usize];
};
impl Default for CUDA_HOST_NODE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_HOST_NODE_PARAMS_v1 = CUDA_HOST_NODE_PARAMS_st;
pub type CUDA_HOST_NODE_PARAMS = CUDA_HOST_NODE_PARAMS_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_HOST_NODE_PARAMS_v2_st {
    pub fn_: CUhostFn,
    pub userData: *mut ::std::os::raw::c_void,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_HOST_NODE_PARAMS_v2_st",
    ][::std::mem::size_of::<CUDA_HOST_NODE_PARAMS_v2_st>() - 16usize];
    [
        "Alignment of CUDA_HOST_NODE_PARAMS_v2_st",
    ][::std::mem::align_of::<CUDA_HOST_NODE_PARAMS_v2_st>() - 8usize];
    [
        "Offset of field: CUDA_HOST_NODE_PARAMS_v2_st::fn_",
    ][::std::mem::offset_of!(CUDA_HOST_NODE_PARAMS_v2_st, fn_) - 0usize];
    [
        "Offset of field: CUDA_HOST_NODE_PARAMS_v2_st::userData",
    ][::std::mem::offset_of!(CUDA_HOST_NODE_PARAMS_v2_st, userData) - 8usize];
};
impl Default for CUDA_HOST_NODE_PARAMS_v2_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_HOST_NODE_PARAMS_v2 = CUDA_HOST_NODE_PARAMS_v2_st;
impl CUgraphConditionalNodeType_enum {
    pub const CU_GRAPH_COND_TYPE_IF: CUgraphConditionalNodeType_enum = CUgraphConditionalNodeType_enum(
        0,
    );
    pub const CU_GRAPH_COND_TYPE_WHILE: CUgraphConditionalNodeType_enum = CUgraphConditionalNodeType_enum(
        1,
    );
    pub const CU_GRAPH_COND_TYPE_SWITCH: CUgraphConditionalNodeType_enum = CUgraphConditionalNodeType_enum(
        2,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUgraphConditionalNodeType_enum(pub ::std::os::raw::c_uint);
pub use self::CUgraphConditionalNodeType_enum as CUgraphConditionalNodeType;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_CONDITIONAL_NODE_PARAMS {
    pub handle: CUgraphConditionalHandle,
    pub type_: CUgraphConditionalNodeType,
    pub size: ::std::os::raw::c_uint,
    pub phGraph_out: *mut CUgraph,
    pub ctx: CUcontext,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_CONDITIONAL_NODE_PARAMS",
    ][::std::mem::size_of::<CUDA_CONDITIONAL_NODE_PARAMS>() - 32usize];
    [
        "Alignment of CUDA_CONDITIONAL_NODE_PARAMS",
    ][::std::mem::align_of::<CUDA_CONDITIONAL_NODE_PARAMS>() - 8usize];
    [
        "Offset of field: CUDA_CONDITIONAL_NODE_PARAMS::handle",
    ][::std::mem::offset_of!(CUDA_CONDITIONAL_NODE_PARAMS, handle) - 0usize];
    [
        "Offset of field: CUDA_CONDITIONAL_NODE_PARAMS::type_",
    ][::std::mem::offset_of!(CUDA_CONDITIONAL_NODE_PARAMS, type_) - 8usize];
    [
        "Offset of field: CUDA_CONDITIONAL_NODE_PARAMS::size",
    ][::std::mem::offset_of!(CUDA_CONDITIONAL_NODE_PARAMS, size) - 12usize];
    [
        "Offset of field: CUDA_CONDITIONAL_NODE_PARAMS::phGraph_out",
    ][::std::mem::offset_of!(CUDA_CONDITIONAL_NODE_PARAMS, phGraph_out) - 16usize];
    [
        "Offset of field: CUDA_CONDITIONAL_NODE_PARAMS::ctx",
    ][::std::mem::offset_of!(CUDA_CONDITIONAL_NODE_PARAMS, ctx) - 24usize];
};
impl Default for CUDA_CONDITIONAL_NODE_PARAMS {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
impl CUgraphNodeType_enum {
    pub const CU_GRAPH_NODE_TYPE_KERNEL: CUgraphNodeType_enum = CUgraphNodeType_enum(0);
    pub const CU_GRAPH_NODE_TYPE_MEMCPY: CUgraphNodeType_enum = CUgraphNodeType_enum(1);
    pub const CU_GRAPH_NODE_TYPE_MEMSET: CUgraphNodeType_enum = CUgraphNodeType_enum(2);
    pub const CU_GRAPH_NODE_TYPE_HOST: CUgraphNodeType_enum = CUgraphNodeType_enum(3);
    pub const CU_GRAPH_NODE_TYPE_GRAPH: CUgraphNodeType_enum = CUgraphNodeType_enum(4);
    pub const CU_GRAPH_NODE_TYPE_EMPTY: CUgraphNodeType_enum = CUgraphNodeType_enum(5);
    pub const CU_GRAPH_NODE_TYPE_WAIT_EVENT: CUgraphNodeType_enum = CUgraphNodeType_enum(
        6,
    );
    pub const CU_GRAPH_NODE_TYPE_EVENT_RECORD: CUgraphNodeType_enum = CUgraphNodeType_enum(
        7,
    );
    pub const CU_GRAPH_NODE_TYPE_EXT_SEMAS_SIGNAL: CUgraphNodeType_enum = CUgraphNodeType_enum(
        8,
    );
    pub const CU_GRAPH_NODE_TYPE_EXT_SEMAS_WAIT: CUgraphNodeType_enum = CUgraphNodeType_enum(
        9,
    );
    pub const CU_GRAPH_NODE_TYPE_MEM_ALLOC: CUgraphNodeType_enum = CUgraphNodeType_enum(
        10,
    );
    pub const CU_GRAPH_NODE_TYPE_MEM_FREE: CUgraphNodeType_enum = CUgraphNodeType_enum(
        11,
    );
    pub const CU_GRAPH_NODE_TYPE_BATCH_MEM_OP: CUgraphNodeType_enum = CUgraphNodeType_enum(
        12,
    );
    pub const CU_GRAPH_NODE_TYPE_CONDITIONAL: CUgraphNodeType_enum = CUgraphNodeType_enum(
        13,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUgraphNodeType_enum(pub ::std::os::raw::c_uint);
pub use self::CUgraphNodeType_enum as CUgraphNodeType;
impl CUgraphDependencyType_enum {
    pub const CU_GRAPH_DEPENDENCY_TYPE_DEFAULT: CUgraphDependencyType_enum = CUgraphDependencyType_enum(
        0,
    );
    pub const CU_GRAPH_DEPENDENCY_TYPE_PROGRAMMATIC: CUgraphDependencyType_enum = CUgraphDependencyType_enum(
        1,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUgraphDependencyType_enum(pub ::std::os::raw::c_uint);
pub use self::CUgraphDependencyType_enum as CUgraphDependencyType;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUgraphEdgeData_st {
    pub from_port: ::std::os::raw::c_uchar,
    pub to_port: ::std::os::raw::c_uchar,
    pub type_: ::std::os::raw::c_uchar,
    pub reserved: [::std::os::raw::c_uchar; 5usize],
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUgraphEdgeData_st"][::std::mem::size_of::<CUgraphEdgeData_st>() - 8usize];
    [
        "Alignment of CUgraphEdgeData_st",
    ][::std::mem::align_of::<CUgraphEdgeData_st>() - 1usize];
    [
        "Offset of field: CUgraphEdgeData_st::from_port",
    ][::std::mem::offset_of!(CUgraphEdgeData_st, from_port) - 0usize];
    [
        "Offset of field: CUgraphEdgeData_st::to_port",
    ][::std::mem::offset_of!(CUgraphEdgeData_st, to_port) - 1usize];
    [
        "Offset of field: CUgraphEdgeData_st::type_",
    ][::std::mem::offset_of!(CUgraphEdgeData_st, type_) - 2usize];
    [
        "Offset of field: CUgraphEdgeData_st::reserved",
    ][::std::mem::offset_of!(CUgraphEdgeData_st, reserved) - 3usize];
};
pub type CUgraphEdgeData = CUgraphEdgeData_st;
impl CUgraphInstantiateResult_enum {
    pub const CUDA_GRAPH_INSTANTIATE_SUCCESS: CUgraphInstantiateResult_enum = CUgraphInstantiateResult_enum(
        0,
    );
    pub const CUDA_GRAPH_INSTANTIATE_ERROR: CUgraphInstantiateResult_enum = CUgraphInstantiateResult_enum(
        1,
    );
    pub const CUDA_GRAPH_INSTANTIATE_INVALID_STRUCTURE: CUgraphInstantiateResult_enum = CUgraphInstantiateResult_enum(
        2,
    );
    pub const CUDA_GRAPH_INSTANTIATE_NODE_OPERATION_NOT_SUPPORTED: CUgraphInstantiateResult_enum = CUgraphInstantiateResult_enum(
        3,
    );
    pub const CUDA_GRAPH_INSTANTIATE_MULTIPLE_CTXS_NOT_SUPPORTED: CUgraphInstantiateResult_enum = CUgraphInstantiateResult_enum(
        4,
    );
    pub const CUDA_GRAPH_INSTANTIATE_CONDITIONAL_HANDLE_UNUSED: CUgraphInstantiateResult_enum = CUgraphInstantiateResult_enum(
        5,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUgraphInstantiateResult_enum(pub ::std::os::raw::c_uint);
pub use self::CUgraphInstantiateResult_enum as CUgraphInstantiateResult;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_GRAPH_INSTANTIATE_PARAMS_st {
    pub flags: cuuint64_t,
    pub hUploadStream: CUstream,
    pub hErrNode_out: CUgraphNode,
    pub result_out: CUgraphInstantiateResult,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_GRAPH_INSTANTIATE_PARAMS_st",
    ][::std::mem::size_of::<CUDA_GRAPH_INSTANTIATE_PARAMS_st>() - 32usize];
    [
        "Alignment of CUDA_GRAPH_INSTANTIATE_PARAMS_st",
    ][::std::mem::align_of::<CUDA_GRAPH_INSTANTIATE_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_GRAPH_INSTANTIATE_PARAMS_st::flags",
    ][::std::mem::offset_of!(CUDA_GRAPH_INSTANTIATE_PARAMS_st, flags) - 0usize];
    [
        "Offset of field: CUDA_GRAPH_INSTANTIATE_PARAMS_st::hUploadStream",
    ][::std::mem::offset_of!(CUDA_GRAPH_INSTANTIATE_PARAMS_st, hUploadStream) - 8usize];
    [
        "Offset of field: CUDA_GRAPH_INSTANTIATE_PARAMS_st::hErrNode_out",
    ][::std::mem::offset_of!(CUDA_GRAPH_INSTANTIATE_PARAMS_st, hErrNode_out) - 16usize];
    [
        "Offset of field: CUDA_GRAPH_INSTANTIATE_PARAMS_st::result_out",
    ][::std::mem::offset_of!(CUDA_GRAPH_INSTANTIATE_PARAMS_st, result_out) - 24usize];
};
impl Default for CUDA_GRAPH_INSTANTIATE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_GRAPH_INSTANTIATE_PARAMS = CUDA_GRAPH_INSTANTIATE_PARAMS_st;
impl CUsynchronizationPolicy_enum {
    pub const CU_SYNC_POLICY_AUTO: CUsynchronizationPolicy_enum = CUsynchronizationPolicy_enum(
        1,
    );
    pub const CU_SYNC_POLICY_SPIN: CUsynchronizationPolicy_enum = CUsynchronizationPolicy_enum(
        2,
    );
    pub const CU_SYNC_POLICY_YIELD: CUsynchronizationPolicy_enum = CUsynchronizationPolicy_enum(
        3,
    );
    pub const CU_SYNC_POLICY_BLOCKING_SYNC: CUsynchronizationPolicy_enum = CUsynchronizationPolicy_enum(
        4,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUsynchronizationPolicy_enum(pub ::std::os::raw::c_uint);
pub use self::CUsynchronizationPolicy_enum as CUsynchronizationPolicy;
impl CUclusterSchedulingPolicy_enum {
    pub const CU_CLUSTER_SCHEDULING_POLICY_DEFAULT: CUclusterSchedulingPolicy_enum = CUclusterSchedulingPolicy_enum(
        0,
    );
    pub const CU_CLUSTER_SCHEDULING_POLICY_SPREAD: CUclusterSchedulingPolicy_enum = CUclusterSchedulingPolicy_enum(
        1,
    );
    pub const CU_CLUSTER_SCHEDULING_POLICY_LOAD_BALANCING: CUclusterSchedulingPolicy_enum = CUclusterSchedulingPolicy_enum(
        2,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUclusterSchedulingPolicy_enum(pub ::std::os::raw::c_uint);
pub use self::CUclusterSchedulingPolicy_enum as CUclusterSchedulingPolicy;
impl CUlaunchMemSyncDomain_enum {
    pub const CU_LAUNCH_MEM_SYNC_DOMAIN_DEFAULT: CUlaunchMemSyncDomain_enum = CUlaunchMemSyncDomain_enum(
        0,
    );
    pub const CU_LAUNCH_MEM_SYNC_DOMAIN_REMOTE: CUlaunchMemSyncDomain_enum = CUlaunchMemSyncDomain_enum(
        1,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUlaunchMemSyncDomain_enum(pub ::std::os::raw::c_uint);
pub use self::CUlaunchMemSyncDomain_enum as CUlaunchMemSyncDomain;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUlaunchMemSyncDomainMap_st {
    pub default_: ::std::os::raw::c_uchar,
    pub remote: ::std::os::raw::c_uchar,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUlaunchMemSyncDomainMap_st",
    ][::std::mem::size_of::<CUlaunchMemSyncDomainMap_st>() - 2usize];
    [
        "Alignment of CUlaunchMemSyncDomainMap_st",
    ][::std::mem::align_of::<CUlaunchMemSyncDomainMap_st>() - 1usize];
    [
        "Offset of field: CUlaunchMemSyncDomainMap_st::default_",
    ][::std::mem::offset_of!(CUlaunchMemSyncDomainMap_st, default_) - 0usize];
    [
        "Offset of field: CUlaunchMemSyncDomainMap_st::remote",
    ][::std::mem::offset_of!(CUlaunchMemSyncDomainMap_st, remote) - 1usize];
};
pub type CUlaunchMemSyncDomainMap = CUlaunchMemSyncDomainMap_st;
impl CUlaunchAttributeID_enum {
    pub const CU_LAUNCH_ATTRIBUTE_IGNORE: CUlaunchAttributeID_enum = CUlaunchAttributeID_enum(
        0,
    );
    pub const CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW: CUlaunchAttributeID_enum = CUlaunchAttributeID_enum(
        1,
    );
    pub const CU_LAUNCH_ATTRIBUTE_COOPERATIVE: CUlaunchAttributeID_enum = CUlaunchAttributeID_enum(
        2,
    );
    pub const CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY: CUlaunchAttributeID_enum = CUlaunchAttributeID_enum(
        3,
    );
    pub const CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION: CUlaunchAttributeID_enum = CUlaunchAttributeID_enum(
        4,
    );
    pub const CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE: CUlaunchAttributeID_enum = CUlaunchAttributeID_enum(
        5,
    );
    pub const CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION: CUlaunchAttributeID_enum = CUlaunchAttributeID_enum(
        6,
    );
    pub const CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT: CUlaunchAttributeID_enum = CUlaunchAttributeID_enum(
        7,
    );
    pub const CU_LAUNCH_ATTRIBUTE_PRIORITY: CUlaunchAttributeID_enum = CUlaunchAttributeID_enum(
        8,
    );
    pub const CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP: CUlaunchAttributeID_enum = CUlaunchAttributeID_enum(
        9,
    );
    pub const CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN: CUlaunchAttributeID_enum = CUlaunchAttributeID_enum(
        10,
    );
    pub const CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION: CUlaunchAttributeID_enum = CUlaunchAttributeID_enum(
        11,
    );
    pub const CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT: CUlaunchAttributeID_enum = CUlaunchAttributeID_enum(
        12,
    );
    pub const CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE: CUlaunchAttributeID_enum = CUlaunchAttributeID_enum(
        13,
    );
    pub const CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT: CUlaunchAttributeID_enum = CUlaunchAttributeID_enum(
        14,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUlaunchAttributeID_enum(pub ::std::os::raw::c_uint);
pub use self::CUlaunchAttributeID_enum as CUlaunchAttributeID;
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUlaunchAttributeValue_union {
    pub pad: [::std::os::raw::c_char; 64usize],
    pub accessPolicyWindow: CUaccessPolicyWindow,
    pub cooperative: ::std::os::raw::c_int,
    pub syncPolicy: CUsynchronizationPolicy,
    pub clusterDim: CUlaunchAttributeValue_union__bindgen_ty_1,
    pub clusterSchedulingPolicyPreference: CUclusterSchedulingPolicy,
    pub programmaticStreamSerializationAllowed: ::std::os::raw::c_int,
    pub programmaticEvent: CUlaunchAttributeValue_union__bindgen_ty_2,
    pub launchCompletionEvent: CUlaunchAttributeValue_union__bindgen_ty_3,
    pub priority: ::std::os::raw::c_int,
    pub memSyncDomainMap: CUlaunchMemSyncDomainMap,
    pub memSyncDomain: CUlaunchMemSyncDomain,
    pub preferredClusterDim: CUlaunchAttributeValue_union__bindgen_ty_4,
    pub deviceUpdatableKernelNode: CUlaunchAttributeValue_union__bindgen_ty_5,
    pub sharedMemCarveout: ::std::os::raw::c_uint,
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUlaunchAttributeValue_union__bindgen_ty_1 {
    pub x: ::std::os::raw::c_uint,
    pub y: ::std::os::raw::c_uint,
    pub z: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUlaunchAttributeValue_union__bindgen_ty_1",
    ][::std::mem::size_of::<CUlaunchAttributeValue_union__bindgen_ty_1>() - 12usize];
    [
        "Alignment of CUlaunchAttributeValue_union__bindgen_ty_1",
    ][::std::mem::align_of::<CUlaunchAttributeValue_union__bindgen_ty_1>() - 4usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_1::x",
    ][::std::mem::offset_of!(CUlaunchAttributeValue_union__bindgen_ty_1, x) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_1::y",
    ][::std::mem::offset_of!(CUlaunchAttributeValue_union__bindgen_ty_1, y) - 4usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_1::z",
    ][::std::mem::offset_of!(CUlaunchAttributeValue_union__bindgen_ty_1, z) - 8usize];
};
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUlaunchAttributeValue_union__bindgen_ty_2 {
    pub event: CUevent,
    pub flags: ::std::os::raw::c_int,
    pub triggerAtBlockStart: ::std::os::raw::c_int,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUlaunchAttributeValue_union__bindgen_ty_2",
    ][::std::mem::size_of::<CUlaunchAttributeValue_union__bindgen_ty_2>() - 16usize];
    [
        "Alignment of CUlaunchAttributeValue_union__bindgen_ty_2",
    ][::std::mem::align_of::<CUlaunchAttributeValue_union__bindgen_ty_2>() - 8usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_2::event",
    ][::std::mem::offset_of!(CUlaunchAttributeValue_union__bindgen_ty_2, event)
        - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_2::flags",
    ][::std::mem::offset_of!(CUlaunchAttributeValue_union__bindgen_ty_2, flags)
        - 8usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_2::triggerAtBlockStart",
    ][::std::mem::offset_of!(
        CUlaunchAttributeValue_union__bindgen_ty_2, triggerAtBlockStart
    ) - 12usize];
};
impl Default for CUlaunchAttributeValue_union__bindgen_ty_2 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUlaunchAttributeValue_union__bindgen_ty_3 {
    pub event: CUevent,
    pub flags: ::std::os::raw::c_int,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUlaunchAttributeValue_union__bindgen_ty_3",
    ][::std::mem::size_of::<CUlaunchAttributeValue_union__bindgen_ty_3>() - 16usize];
    [
        "Alignment of CUlaunchAttributeValue_union__bindgen_ty_3",
    ][::std::mem::align_of::<CUlaunchAttributeValue_union__bindgen_ty_3>() - 8usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_3::event",
    ][::std::mem::offset_of!(CUlaunchAttributeValue_union__bindgen_ty_3, event)
        - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_3::flags",
    ][::std::mem::offset_of!(CUlaunchAttributeValue_union__bindgen_ty_3, flags)
        - 8usize];
};
impl Default for CUlaunchAttributeValue_union__bindgen_ty_3 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUlaunchAttributeValue_union__bindgen_ty_4 {
    pub x: ::std::os::raw::c_uint,
    pub y: ::std::os::raw::c_uint,
    pub z: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUlaunchAttributeValue_union__bindgen_ty_4",
    ][::std::mem::size_of::<CUlaunchAttributeValue_union__bindgen_ty_4>() - 12usize];
    [
        "Alignment of CUlaunchAttributeValue_union__bindgen_ty_4",
    ][::std::mem::align_of::<CUlaunchAttributeValue_union__bindgen_ty_4>() - 4usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_4::x",
    ][::std::mem::offset_of!(CUlaunchAttributeValue_union__bindgen_ty_4, x) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_4::y",
    ][::std::mem::offset_of!(CUlaunchAttributeValue_union__bindgen_ty_4, y) - 4usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_4::z",
    ][::std::mem::offset_of!(CUlaunchAttributeValue_union__bindgen_ty_4, z) - 8usize];
};
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUlaunchAttributeValue_union__bindgen_ty_5 {
    pub deviceUpdatable: ::std::os::raw::c_int,
    pub devNode: CUgraphDeviceNode,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUlaunchAttributeValue_union__bindgen_ty_5",
    ][::std::mem::size_of::<CUlaunchAttributeValue_union__bindgen_ty_5>() - 16usize];
    [
        "Alignment of CUlaunchAttributeValue_union__bindgen_ty_5",
    ][::std::mem::align_of::<CUlaunchAttributeValue_union__bindgen_ty_5>() - 8usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_5::deviceUpdatable",
    ][::std::mem::offset_of!(CUlaunchAttributeValue_union__bindgen_ty_5, deviceUpdatable)
        - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union__bindgen_ty_5::devNode",
    ][::std::mem::offset_of!(CUlaunchAttributeValue_union__bindgen_ty_5, devNode)
        - 8usize];
};
impl Default for CUlaunchAttributeValue_union__bindgen_ty_5 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUlaunchAttributeValue_union",
    ][::std::mem::size_of::<CUlaunchAttributeValue_union>() - 64usize];
    [
        "Alignment of CUlaunchAttributeValue_union",
    ][::std::mem::align_of::<CUlaunchAttributeValue_union>() - 8usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::pad",
    ][::std::mem::offset_of!(CUlaunchAttributeValue_union, pad) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::accessPolicyWindow",
    ][::std::mem::offset_of!(CUlaunchAttributeValue_union, accessPolicyWindow) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::cooperative",
    ][::std::mem::offset_of!(CUlaunchAttributeValue_union, cooperative) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::syncPolicy",
    ][::std::mem::offset_of!(CUlaunchAttributeValue_union, syncPolicy) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::clusterDim",
    ][::std::mem::offset_of!(CUlaunchAttributeValue_union, clusterDim) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::clusterSchedulingPolicyPreference",
    ][::std::mem::offset_of!(
        CUlaunchAttributeValue_union, clusterSchedulingPolicyPreference
    ) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::programmaticStreamSerializationAllowed",
    ][::std::mem::offset_of!(
        CUlaunchAttributeValue_union, programmaticStreamSerializationAllowed
    ) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::programmaticEvent",
    ][::std::mem::offset_of!(CUlaunchAttributeValue_union, programmaticEvent) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::launchCompletionEvent",
    ][::std::mem::offset_of!(CUlaunchAttributeValue_union, launchCompletionEvent)
        - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::priority",
    ][::std::mem::offset_of!(CUlaunchAttributeValue_union, priority) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::memSyncDomainMap",
    ][::std::mem::offset_of!(CUlaunchAttributeValue_union, memSyncDomainMap) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::memSyncDomain",
    ][::std::mem::offset_of!(CUlaunchAttributeValue_union, memSyncDomain) - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::preferredClusterDim",
    ][::std::mem::offset_of!(CUlaunchAttributeValue_union, preferredClusterDim)
        - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::deviceUpdatableKernelNode",
    ][::std::mem::offset_of!(CUlaunchAttributeValue_union, deviceUpdatableKernelNode)
        - 0usize];
    [
        "Offset of field: CUlaunchAttributeValue_union::sharedMemCarveout",
    ][::std::mem::offset_of!(CUlaunchAttributeValue_union, sharedMemCarveout) - 0usize];
};
impl Default for CUlaunchAttributeValue_union {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUlaunchAttributeValue = CUlaunchAttributeValue_union;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUlaunchAttribute_st {
    pub id: CUlaunchAttributeID,
    pub pad: [::std::os::raw::c_char; 4usize],
    pub value: CUlaunchAttributeValue,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUlaunchAttribute_st",
    ][::std::mem::size_of::<CUlaunchAttribute_st>() - 72usize];
    [
        "Alignment of CUlaunchAttribute_st",
    ][::std::mem::align_of::<CUlaunchAttribute_st>() - 8usize];
    [
        "Offset of field: CUlaunchAttribute_st::id",
    ][::std::mem::offset_of!(CUlaunchAttribute_st, id) - 0usize];
    [
        "Offset of field: CUlaunchAttribute_st::pad",
    ][::std::mem::offset_of!(CUlaunchAttribute_st, pad) - 4usize];
    [
        "Offset of field: CUlaunchAttribute_st::value",
    ][::std::mem::offset_of!(CUlaunchAttribute_st, value) - 8usize];
};
impl Default for CUlaunchAttribute_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUlaunchAttribute = CUlaunchAttribute_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUlaunchConfig_st {
    pub gridDimX: ::std::os::raw::c_uint,
    pub gridDimY: ::std::os::raw::c_uint,
    pub gridDimZ: ::std::os::raw::c_uint,
    pub blockDimX: ::std::os::raw::c_uint,
    pub blockDimY: ::std::os::raw::c_uint,
    pub blockDimZ: ::std::os::raw::c_uint,
    pub sharedMemBytes: ::std::os::raw::c_uint,
    pub hStream: CUstream,
    pub attrs: *mut CUlaunchAttribute,
    pub numAttrs: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUlaunchConfig_st"][::std::mem::size_of::<CUlaunchConfig_st>() - 56usize];
    [
        "Alignment of CUlaunchConfig_st",
    ][::std::mem::align_of::<CUlaunchConfig_st>() - 8usize];
    [
        "Offset of field: CUlaunchConfig_st::gridDimX",
    ][::std::mem::offset_of!(CUlaunchConfig_st, gridDimX) - 0usize];
    [
        "Offset of field: CUlaunchConfig_st::gridDimY",
    ][::std::mem::offset_of!(CUlaunchConfig_st, gridDimY) - 4usize];
    [
        "Offset of field: CUlaunchConfig_st::gridDimZ",
    ][::std::mem::offset_of!(CUlaunchConfig_st, gridDimZ) - 8usize];
    [
        "Offset of field: CUlaunchConfig_st::blockDimX",
    ][::std::mem::offset_of!(CUlaunchConfig_st, blockDimX) - 12usize];
    [
        "Offset of field: CUlaunchConfig_st::blockDimY",
    ][::std::mem::offset_of!(CUlaunchConfig_st, blockDimY) - 16usize];
    [
        "Offset of field: CUlaunchConfig_st::blockDimZ",
    ][::std::mem::offset_of!(CUlaunchConfig_st, blockDimZ) - 20usize];
    [
        "Offset of field: CUlaunchConfig_st::sharedMemBytes",
    ][::std::mem::offset_of!(CUlaunchConfig_st, sharedMemBytes) - 24usize];
    [
        "Offset of field: CUlaunchConfig_st::hStream",
    ][::std::mem::offset_of!(CUlaunchConfig_st, hStream) - 32usize];
    [
        "Offset of field: CUlaunchConfig_st::attrs",
    ][::std::mem::offset_of!(CUlaunchConfig_st, attrs) - 40usize];
    [
        "Offset of field: CUlaunchConfig_st::numAttrs",
    ][::std::mem::offset_of!(CUlaunchConfig_st, numAttrs) - 48usize];
};
impl Default for CUlaunchConfig_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUlaunchConfig = CUlaunchConfig_st;
pub use self::CUlaunchAttributeID as CUkernelNodeAttrID;
pub type CUkernelNodeAttrValue_v1 = CUlaunchAttributeValue;
pub type CUkernelNodeAttrValue = CUkernelNodeAttrValue_v1;
impl CUstreamCaptureStatus_enum {
    pub const CU_STREAM_CAPTURE_STATUS_NONE: CUstreamCaptureStatus_enum = CUstreamCaptureStatus_enum(
        0,
    );
    pub const CU_STREAM_CAPTURE_STATUS_ACTIVE: CUstreamCaptureStatus_enum = CUstreamCaptureStatus_enum(
        1,
    );
    pub const CU_STREAM_CAPTURE_STATUS_INVALIDATED: CUstreamCaptureStatus_enum = CUstreamCaptureStatus_enum(
        2,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUstreamCaptureStatus_enum(pub ::std::os::raw::c_uint);
pub use self::CUstreamCaptureStatus_enum as CUstreamCaptureStatus;
impl CUstreamCaptureMode_enum {
    pub const CU_STREAM_CAPTURE_MODE_GLOBAL: CUstreamCaptureMode_enum = CUstreamCaptureMode_enum(
        0,
    );
    pub const CU_STREAM_CAPTURE_MODE_THREAD_LOCAL: CUstreamCaptureMode_enum = CUstreamCaptureMode_enum(
        1,
    );
    pub const CU_STREAM_CAPTURE_MODE_RELAXED: CUstreamCaptureMode_enum = CUstreamCaptureMode_enum(
        2,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUstreamCaptureMode_enum(pub ::std::os::raw::c_uint);
pub use self::CUstreamCaptureMode_enum as CUstreamCaptureMode;
pub use self::CUlaunchAttributeID as CUstreamAttrID;
pub type CUstreamAttrValue_v1 = CUlaunchAttributeValue;
pub type CUstreamAttrValue = CUstreamAttrValue_v1;
impl CUdriverProcAddress_flags_enum {
    pub const CU_GET_PROC_ADDRESS_DEFAULT: CUdriverProcAddress_flags_enum = CUdriverProcAddress_flags_enum(
        0,
    );
    pub const CU_GET_PROC_ADDRESS_LEGACY_STREAM: CUdriverProcAddress_flags_enum = CUdriverProcAddress_flags_enum(
        1,
    );
    pub const CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM: CUdriverProcAddress_flags_enum = CUdriverProcAddress_flags_enum(
        2,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUdriverProcAddress_flags_enum(pub ::std::os::raw::c_uint);
pub use self::CUdriverProcAddress_flags_enum as CUdriverProcAddress_flags;
impl CUdriverProcAddressQueryResult_enum {
    pub const CU_GET_PROC_ADDRESS_SUCCESS: CUdriverProcAddressQueryResult_enum = CUdriverProcAddressQueryResult_enum(
        0,
    );
    pub const CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND: CUdriverProcAddressQueryResult_enum = CUdriverProcAddressQueryResult_enum(
        1,
    );
    pub const CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT: CUdriverProcAddressQueryResult_enum = CUdriverProcAddressQueryResult_enum(
        2,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUdriverProcAddressQueryResult_enum(pub ::std::os::raw::c_uint);
pub use self::CUdriverProcAddressQueryResult_enum as CUdriverProcAddressQueryResult;
impl CUexecAffinityType_enum {
    pub const CU_EXEC_AFFINITY_TYPE_SM_COUNT: CUexecAffinityType_enum = CUexecAffinityType_enum(
        0,
    );
    pub const CU_EXEC_AFFINITY_TYPE_MAX: CUexecAffinityType_enum = CUexecAffinityType_enum(
        1,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUexecAffinityType_enum(pub ::std::os::raw::c_uint);
pub use self::CUexecAffinityType_enum as CUexecAffinityType;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUexecAffinitySmCount_st {
    pub val: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUexecAffinitySmCount_st",
    ][::std::mem::size_of::<CUexecAffinitySmCount_st>() - 4usize];
    [
        "Alignment of CUexecAffinitySmCount_st",
    ][::std::mem::align_of::<CUexecAffinitySmCount_st>() - 4usize];
    [
        "Offset of field: CUexecAffinitySmCount_st::val",
    ][::std::mem::offset_of!(CUexecAffinitySmCount_st, val) - 0usize];
};
pub type CUexecAffinitySmCount_v1 = CUexecAffinitySmCount_st;
pub type CUexecAffinitySmCount = CUexecAffinitySmCount_v1;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUexecAffinityParam_st {
    pub type_: CUexecAffinityType,
    pub param: CUexecAffinityParam_st__bindgen_ty_1,
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUexecAffinityParam_st__bindgen_ty_1 {
    pub smCount: CUexecAffinitySmCount,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUexecAffinityParam_st__bindgen_ty_1",
    ][::std::mem::size_of::<CUexecAffinityParam_st__bindgen_ty_1>() - 4usize];
    [
        "Alignment of CUexecAffinityParam_st__bindgen_ty_1",
    ][::std::mem::align_of::<CUexecAffinityParam_st__bindgen_ty_1>() - 4usize];
    [
        "Offset of field: CUexecAffinityParam_st__bindgen_ty_1::smCount",
    ][::std::mem::offset_of!(CUexecAffinityParam_st__bindgen_ty_1, smCount) - 0usize];
};
impl Default for CUexecAffinityParam_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUexecAffinityParam_st",
    ][::std::mem::size_of::<CUexecAffinityParam_st>() - 8usize];
    [
        "Alignment of CUexecAffinityParam_st",
    ][::std::mem::align_of::<CUexecAffinityParam_st>() - 4usize];
    [
        "Offset of field: CUexecAffinityParam_st::type_",
    ][::std::mem::offset_of!(CUexecAffinityParam_st, type_) - 0usize];
    [
        "Offset of field: CUexecAffinityParam_st::param",
    ][::std::mem::offset_of!(CUexecAffinityParam_st, param) - 4usize];
};
impl Default for CUexecAffinityParam_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUexecAffinityParam_v1 = CUexecAffinityParam_st;
pub type CUexecAffinityParam = CUexecAffinityParam_v1;
impl CUcigDataType_enum {
    pub const CIG_DATA_TYPE_D3D12_COMMAND_QUEUE: CUcigDataType_enum = CUcigDataType_enum(
        1,
    );
    pub const CIG_DATA_TYPE_NV_BLOB: CUcigDataType_enum = CUcigDataType_enum(2);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUcigDataType_enum(pub ::std::os::raw::c_uint);
pub use self::CUcigDataType_enum as CUcigDataType;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUctxCigParam_st {
    pub sharedDataType: CUcigDataType,
    pub sharedData: *mut ::std::os::raw::c_void,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUctxCigParam_st"][::std::mem::size_of::<CUctxCigParam_st>() - 16usize];
    [
        "Alignment of CUctxCigParam_st",
    ][::std::mem::align_of::<CUctxCigParam_st>() - 8usize];
    [
        "Offset of field: CUctxCigParam_st::sharedDataType",
    ][::std::mem::offset_of!(CUctxCigParam_st, sharedDataType) - 0usize];
    [
        "Offset of field: CUctxCigParam_st::sharedData",
    ][::std::mem::offset_of!(CUctxCigParam_st, sharedData) - 8usize];
};
impl Default for CUctxCigParam_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUctxCigParam = CUctxCigParam_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUctxCreateParams_st {
    pub execAffinityParams: *mut CUexecAffinityParam,
    pub numExecAffinityParams: ::std::os::raw::c_int,
    pub cigParams: *mut CUctxCigParam,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUctxCreateParams_st",
    ][::std::mem::size_of::<CUctxCreateParams_st>() - 24usize];
    [
        "Alignment of CUctxCreateParams_st",
    ][::std::mem::align_of::<CUctxCreateParams_st>() - 8usize];
    [
        "Offset of field: CUctxCreateParams_st::execAffinityParams",
    ][::std::mem::offset_of!(CUctxCreateParams_st, execAffinityParams) - 0usize];
    [
        "Offset of field: CUctxCreateParams_st::numExecAffinityParams",
    ][::std::mem::offset_of!(CUctxCreateParams_st, numExecAffinityParams) - 8usize];
    [
        "Offset of field: CUctxCreateParams_st::cigParams",
    ][::std::mem::offset_of!(CUctxCreateParams_st, cigParams) - 16usize];
};
impl Default for CUctxCreateParams_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUctxCreateParams = CUctxCreateParams_st;
impl CUlibraryOption_enum {
    pub const CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE: CUlibraryOption_enum = CUlibraryOption_enum(
        0,
    );
    pub const CU_LIBRARY_BINARY_IS_PRESERVED: CUlibraryOption_enum = CUlibraryOption_enum(
        1,
    );
    pub const CU_LIBRARY_NUM_OPTIONS: CUlibraryOption_enum = CUlibraryOption_enum(2);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUlibraryOption_enum(pub ::std::os::raw::c_uint);
pub use self::CUlibraryOption_enum as CUlibraryOption;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUlibraryHostUniversalFunctionAndDataTable_st {
    pub functionTable: *mut ::std::os::raw::c_void,
    pub functionWindowSize: usize,
    pub dataTable: *mut ::std::os::raw::c_void,
    pub dataWindowSize: usize,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUlibraryHostUniversalFunctionAndDataTable_st",
    ][::std::mem::size_of::<CUlibraryHostUniversalFunctionAndDataTable_st>() - 32usize];
    [
        "Alignment of CUlibraryHostUniversalFunctionAndDataTable_st",
    ][::std::mem::align_of::<CUlibraryHostUniversalFunctionAndDataTable_st>() - 8usize];
    [
        "Offset of field: CUlibraryHostUniversalFunctionAndDataTable_st::functionTable",
    ][::std::mem::offset_of!(
        CUlibraryHostUniversalFunctionAndDataTable_st, functionTable
    ) - 0usize];
    [
        "Offset of field: CUlibraryHostUniversalFunctionAndDataTable_st::functionWindowSize",
    ][::std::mem::offset_of!(
        CUlibraryHostUniversalFunctionAndDataTable_st, functionWindowSize
    ) - 8usize];
    [
        "Offset of field: CUlibraryHostUniversalFunctionAndDataTable_st::dataTable",
    ][::std::mem::offset_of!(CUlibraryHostUniversalFunctionAndDataTable_st, dataTable)
        - 16usize];
    [
        "Offset of field: CUlibraryHostUniversalFunctionAndDataTable_st::dataWindowSize",
    ][::std::mem::offset_of!(
        CUlibraryHostUniversalFunctionAndDataTable_st, dataWindowSize
    ) - 24usize];
};
impl Default for CUlibraryHostUniversalFunctionAndDataTable_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUlibraryHostUniversalFunctionAndDataTable = CUlibraryHostUniversalFunctionAndDataTable_st;
impl cudaError_enum {
    pub const CUDA_SUCCESS: cudaError_enum = cudaError_enum(0);
    pub const CUDA_ERROR_INVALID_VALUE: cudaError_enum = cudaError_enum(1);
    pub const CUDA_ERROR_OUT_OF_MEMORY: cudaError_enum = cudaError_enum(2);
    pub const CUDA_ERROR_NOT_INITIALIZED: cudaError_enum = cudaError_enum(3);
    pub const CUDA_ERROR_DEINITIALIZED: cudaError_enum = cudaError_enum(4);
    pub const CUDA_ERROR_PROFILER_DISABLED: cudaError_enum = cudaError_enum(5);
    pub const CUDA_ERROR_PROFILER_NOT_INITIALIZED: cudaError_enum = cudaError_enum(6);
    pub const CUDA_ERROR_PROFILER_ALREADY_STARTED: cudaError_enum = cudaError_enum(7);
    pub const CUDA_ERROR_PROFILER_ALREADY_STOPPED: cudaError_enum = cudaError_enum(8);
    pub const CUDA_ERROR_STUB_LIBRARY: cudaError_enum = cudaError_enum(34);
    pub const CUDA_ERROR_DEVICE_UNAVAILABLE: cudaError_enum = cudaError_enum(46);
    pub const CUDA_ERROR_NO_DEVICE: cudaError_enum = cudaError_enum(100);
    pub const CUDA_ERROR_INVALID_DEVICE: cudaError_enum = cudaError_enum(101);
    pub const CUDA_ERROR_DEVICE_NOT_LICENSED: cudaError_enum = cudaError_enum(102);
    pub const CUDA_ERROR_INVALID_IMAGE: cudaError_enum = cudaError_enum(200);
    pub const CUDA_ERROR_INVALID_CONTEXT: cudaError_enum = cudaError_enum(201);
    pub const CUDA_ERROR_CONTEXT_ALREADY_CURRENT: cudaError_enum = cudaError_enum(202);
    pub const CUDA_ERROR_MAP_FAILED: cudaError_enum = cudaError_enum(205);
    pub const CUDA_ERROR_UNMAP_FAILED: cudaError_enum = cudaError_enum(206);
    pub const CUDA_ERROR_ARRAY_IS_MAPPED: cudaError_enum = cudaError_enum(207);
    pub const CUDA_ERROR_ALREADY_MAPPED: cudaError_enum = cudaError_enum(208);
    pub const CUDA_ERROR_NO_BINARY_FOR_GPU: cudaError_enum = cudaError_enum(209);
    pub const CUDA_ERROR_ALREADY_ACQUIRED: cudaError_enum = cudaError_enum(210);
    pub const CUDA_ERROR_NOT_MAPPED: cudaError_enum = cudaError_enum(211);
    pub const CUDA_ERROR_NOT_MAPPED_AS_ARRAY: cudaError_enum = cudaError_enum(212);
    pub const CUDA_ERROR_NOT_MAPPED_AS_POINTER: cudaError_enum = cudaError_enum(213);
    pub const CUDA_ERROR_ECC_UNCORRECTABLE: cudaError_enum = cudaError_enum(214);
    pub const CUDA_ERROR_UNSUPPORTED_LIMIT: cudaError_enum = cudaError_enum(215);
    pub const CUDA_ERROR_CONTEXT_ALREADY_IN_USE: cudaError_enum = cudaError_enum(216);
    pub const CUDA_ERROR_PEER_ACCESS_UNSUPPORTED: cudaError_enum = cudaError_enum(217);
    pub const CUDA_ERROR_INVALID_PTX: cudaError_enum = cudaError_enum(218);
    pub const CUDA_ERROR_INVALID_GRAPHICS_CONTEXT: cudaError_enum = cudaError_enum(219);
    pub const CUDA_ERROR_NVLINK_UNCORRECTABLE: cudaError_enum = cudaError_enum(220);
    pub const CUDA_ERROR_JIT_COMPILER_NOT_FOUND: cudaError_enum = cudaError_enum(221);
    pub const CUDA_ERROR_UNSUPPORTED_PTX_VERSION: cudaError_enum = cudaError_enum(222);
    pub const CUDA_ERROR_JIT_COMPILATION_DISABLED: cudaError_enum = cudaError_enum(223);
    pub const CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY: cudaError_enum = cudaError_enum(224);
    pub const CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC: cudaError_enum = cudaError_enum(225);
    pub const CUDA_ERROR_CONTAINED: cudaError_enum = cudaError_enum(226);
    pub const CUDA_ERROR_INVALID_SOURCE: cudaError_enum = cudaError_enum(300);
    pub const CUDA_ERROR_FILE_NOT_FOUND: cudaError_enum = cudaError_enum(301);
    pub const CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND: cudaError_enum = cudaError_enum(
        302,
    );
    pub const CUDA_ERROR_SHARED_OBJECT_INIT_FAILED: cudaError_enum = cudaError_enum(303);
    pub const CUDA_ERROR_OPERATING_SYSTEM: cudaError_enum = cudaError_enum(304);
    pub const CUDA_ERROR_INVALID_HANDLE: cudaError_enum = cudaError_enum(400);
    pub const CUDA_ERROR_ILLEGAL_STATE: cudaError_enum = cudaError_enum(401);
    pub const CUDA_ERROR_LOSSY_QUERY: cudaError_enum = cudaError_enum(402);
    pub const CUDA_ERROR_NOT_FOUND: cudaError_enum = cudaError_enum(500);
    pub const CUDA_ERROR_NOT_READY: cudaError_enum = cudaError_enum(600);
    pub const CUDA_ERROR_ILLEGAL_ADDRESS: cudaError_enum = cudaError_enum(700);
    pub const CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES: cudaError_enum = cudaError_enum(701);
    pub const CUDA_ERROR_LAUNCH_TIMEOUT: cudaError_enum = cudaError_enum(702);
    pub const CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING: cudaError_enum = cudaError_enum(
        703,
    );
    pub const CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED: cudaError_enum = cudaError_enum(
        704,
    );
    pub const CUDA_ERROR_PEER_ACCESS_NOT_ENABLED: cudaError_enum = cudaError_enum(705);
    pub const CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE: cudaError_enum = cudaError_enum(708);
    pub const CUDA_ERROR_CONTEXT_IS_DESTROYED: cudaError_enum = cudaError_enum(709);
    pub const CUDA_ERROR_ASSERT: cudaError_enum = cudaError_enum(710);
    pub const CUDA_ERROR_TOO_MANY_PEERS: cudaError_enum = cudaError_enum(711);
    pub const CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED: cudaError_enum = cudaError_enum(
        712,
    );
    pub const CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED: cudaError_enum = cudaError_enum(
        713,
    );
    pub const CUDA_ERROR_HARDWARE_STACK_ERROR: cudaError_enum = cudaError_enum(714);
    pub const CUDA_ERROR_ILLEGAL_INSTRUCTION: cudaError_enum = cudaError_enum(715);
    pub const CUDA_ERROR_MISALIGNED_ADDRESS: cudaError_enum = cudaError_enum(716);
    pub const CUDA_ERROR_INVALID_ADDRESS_SPACE: cudaError_enum = cudaError_enum(717);
    pub const CUDA_ERROR_INVALID_PC: cudaError_enum = cudaError_enum(718);
    pub const CUDA_ERROR_LAUNCH_FAILED: cudaError_enum = cudaError_enum(719);
    pub const CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE: cudaError_enum = cudaError_enum(
        720,
    );
    pub const CUDA_ERROR_TENSOR_MEMORY_LEAK: cudaError_enum = cudaError_enum(721);
    pub const CUDA_ERROR_NOT_PERMITTED: cudaError_enum = cudaError_enum(800);
    pub const CUDA_ERROR_NOT_SUPPORTED: cudaError_enum = cudaError_enum(801);
    pub const CUDA_ERROR_SYSTEM_NOT_READY: cudaError_enum = cudaError_enum(802);
    pub const CUDA_ERROR_SYSTEM_DRIVER_MISMATCH: cudaError_enum = cudaError_enum(803);
    pub const CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE: cudaError_enum = cudaError_enum(
        804,
    );
    pub const CUDA_ERROR_MPS_CONNECTION_FAILED: cudaError_enum = cudaError_enum(805);
    pub const CUDA_ERROR_MPS_RPC_FAILURE: cudaError_enum = cudaError_enum(806);
    pub const CUDA_ERROR_MPS_SERVER_NOT_READY: cudaError_enum = cudaError_enum(807);
    pub const CUDA_ERROR_MPS_MAX_CLIENTS_REACHED: cudaError_enum = cudaError_enum(808);
    pub const CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED: cudaError_enum = cudaError_enum(
        809,
    );
    pub const CUDA_ERROR_MPS_CLIENT_TERMINATED: cudaError_enum = cudaError_enum(810);
    pub const CUDA_ERROR_CDP_NOT_SUPPORTED: cudaError_enum = cudaError_enum(811);
    pub const CUDA_ERROR_CDP_VERSION_MISMATCH: cudaError_enum = cudaError_enum(812);
    pub const CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED: cudaError_enum = cudaError_enum(
        900,
    );
    pub const CUDA_ERROR_STREAM_CAPTURE_INVALIDATED: cudaError_enum = cudaError_enum(
        901,
    );
    pub const CUDA_ERROR_STREAM_CAPTURE_MERGE: cudaError_enum = cudaError_enum(902);
    pub const CUDA_ERROR_STREAM_CAPTURE_UNMATCHED: cudaError_enum = cudaError_enum(903);
    pub const CUDA_ERROR_STREAM_CAPTURE_UNJOINED: cudaError_enum = cudaError_enum(904);
    pub const CUDA_ERROR_STREAM_CAPTURE_ISOLATION: cudaError_enum = cudaError_enum(905);
    pub const CUDA_ERROR_STREAM_CAPTURE_IMPLICIT: cudaError_enum = cudaError_enum(906);
    pub const CUDA_ERROR_CAPTURED_EVENT: cudaError_enum = cudaError_enum(907);
    pub const CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD: cudaError_enum = cudaError_enum(
        908,
    );
    pub const CUDA_ERROR_TIMEOUT: cudaError_enum = cudaError_enum(909);
    pub const CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE: cudaError_enum = cudaError_enum(910);
    pub const CUDA_ERROR_EXTERNAL_DEVICE: cudaError_enum = cudaError_enum(911);
    pub const CUDA_ERROR_INVALID_CLUSTER_SIZE: cudaError_enum = cudaError_enum(912);
    pub const CUDA_ERROR_FUNCTION_NOT_LOADED: cudaError_enum = cudaError_enum(913);
    pub const CUDA_ERROR_INVALID_RESOURCE_TYPE: cudaError_enum = cudaError_enum(914);
    pub const CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION: cudaError_enum = cudaError_enum(
        915,
    );
    pub const CUDA_ERROR_KEY_ROTATION: cudaError_enum = cudaError_enum(916);
    pub const CUDA_ERROR_UNKNOWN: cudaError_enum = cudaError_enum(999);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct cudaError_enum(pub ::std::os::raw::c_uint);
pub use self::cudaError_enum as CUresult;
impl CUdevice_P2PAttribute_enum {
    pub const CU_DEVICE_P2P_ATTRIBUTE_PERFORMANCE_RANK: CUdevice_P2PAttribute_enum = CUdevice_P2PAttribute_enum(
        1,
    );
    pub const CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED: CUdevice_P2PAttribute_enum = CUdevice_P2PAttribute_enum(
        2,
    );
    pub const CU_DEVICE_P2P_ATTRIBUTE_NATIVE_ATOMIC_SUPPORTED: CUdevice_P2PAttribute_enum = CUdevice_P2PAttribute_enum(
        3,
    );
    pub const CU_DEVICE_P2P_ATTRIBUTE_ACCESS_ACCESS_SUPPORTED: CUdevice_P2PAttribute_enum = CUdevice_P2PAttribute_enum(
        4,
    );
    pub const CU_DEVICE_P2P_ATTRIBUTE_CUDA_ARRAY_ACCESS_SUPPORTED: CUdevice_P2PAttribute_enum = CUdevice_P2PAttribute_enum(
        4,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUdevice_P2PAttribute_enum(pub ::std::os::raw::c_uint);
pub use self::CUdevice_P2PAttribute_enum as CUdevice_P2PAttribute;
pub type CUstreamCallback = ::std::option::Option<
    unsafe extern "C" fn(
        hStream: CUstream,
        status: CUresult,
        userData: *mut ::std::os::raw::c_void,
    ),
>;
pub type CUoccupancyB2DSize = ::std::option::Option<
    unsafe extern "C" fn(blockSize: ::std::os::raw::c_int) -> usize,
>;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_MEMCPY2D_st {
    pub srcXInBytes: usize,
    pub srcY: usize,
    pub srcMemoryType: CUmemorytype,
    pub srcHost: *const ::std::os::raw::c_void,
    pub srcDevice: CUdeviceptr,
    pub srcArray: CUarray,
    pub srcPitch: usize,
    pub dstXInBytes: usize,
    pub dstY: usize,
    pub dstMemoryType: CUmemorytype,
    pub dstHost: *mut ::std::os::raw::c_void,
    pub dstDevice: CUdeviceptr,
    pub dstArray: CUarray,
    pub dstPitch: usize,
    pub WidthInBytes: usize,
    pub Height: usize,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUDA_MEMCPY2D_st"][::std::mem::size_of::<CUDA_MEMCPY2D_st>() - 128usize];
    [
        "Alignment of CUDA_MEMCPY2D_st",
    ][::std::mem::align_of::<CUDA_MEMCPY2D_st>() - 8usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::srcXInBytes",
    ][::std::mem::offset_of!(CUDA_MEMCPY2D_st, srcXInBytes) - 0usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::srcY",
    ][::std::mem::offset_of!(CUDA_MEMCPY2D_st, srcY) - 8usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::srcMemoryType",
    ][::std::mem::offset_of!(CUDA_MEMCPY2D_st, srcMemoryType) - 16usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::srcHost",
    ][::std::mem::offset_of!(CUDA_MEMCPY2D_st, srcHost) - 24usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::srcDevice",
    ][::std::mem::offset_of!(CUDA_MEMCPY2D_st, srcDevice) - 32usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::srcArray",
    ][::std::mem::offset_of!(CUDA_MEMCPY2D_st, srcArray) - 40usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::srcPitch",
    ][::std::mem::offset_of!(CUDA_MEMCPY2D_st, srcPitch) - 48usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::dstXInBytes",
    ][::std::mem::offset_of!(CUDA_MEMCPY2D_st, dstXInBytes) - 56usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::dstY",
    ][::std::mem::offset_of!(CUDA_MEMCPY2D_st, dstY) - 64usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::dstMemoryType",
    ][::std::mem::offset_of!(CUDA_MEMCPY2D_st, dstMemoryType) - 72usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::dstHost",
    ][::std::mem::offset_of!(CUDA_MEMCPY2D_st, dstHost) - 80usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::dstDevice",
    ][::std::mem::offset_of!(CUDA_MEMCPY2D_st, dstDevice) - 88usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::dstArray",
    ][::std::mem::offset_of!(CUDA_MEMCPY2D_st, dstArray) - 96usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::dstPitch",
    ][::std::mem::offset_of!(CUDA_MEMCPY2D_st, dstPitch) - 104usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::WidthInBytes",
    ][::std::mem::offset_of!(CUDA_MEMCPY2D_st, WidthInBytes) - 112usize];
    [
        "Offset of field: CUDA_MEMCPY2D_st::Height",
    ][::std::mem::offset_of!(CUDA_MEMCPY2D_st, Height) - 120usize];
};
impl Default for CUDA_MEMCPY2D_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_MEMCPY2D_v2 = CUDA_MEMCPY2D_st;
pub type CUDA_MEMCPY2D = CUDA_MEMCPY2D_v2;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_MEMCPY3D_st {
    pub srcXInBytes: usize,
    pub srcY: usize,
    pub srcZ: usize,
    pub srcLOD: usize,
    pub srcMemoryType: CUmemorytype,
    pub srcHost: *const ::std::os::raw::c_void,
    pub srcDevice: CUdeviceptr,
    pub srcArray: CUarray,
    pub reserved0: *mut ::std::os::raw::c_void,
    pub srcPitch: usize,
    pub srcHeight: usize,
    pub dstXInBytes: usize,
    pub dstY: usize,
    pub dstZ: usize,
    pub dstLOD: usize,
    pub dstMemoryType: CUmemorytype,
    pub dstHost: *mut ::std::os::raw::c_void,
    pub dstDevice: CUdeviceptr,
    pub dstArray: CUarray,
    pub reserved1: *mut ::std::os::raw::c_void,
    pub dstPitch: usize,
    pub dstHeight: usize,
    pub WidthInBytes: usize,
    pub Height: usize,
    pub Depth: usize,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUDA_MEMCPY3D_st"][::std::mem::size_of::<CUDA_MEMCPY3D_st>() - 200usize];
    [
        "Alignment of CUDA_MEMCPY3D_st",
    ][::std::mem::align_of::<CUDA_MEMCPY3D_st>() - 8usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::srcXInBytes",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_st, srcXInBytes) - 0usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::srcY",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_st, srcY) - 8usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::srcZ",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_st, srcZ) - 16usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::srcLOD",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_st, srcLOD) - 24usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::srcMemoryType",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_st, srcMemoryType) - 32usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::srcHost",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_st, srcHost) - 40usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::srcDevice",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_st, srcDevice) - 48usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::srcArray",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_st, srcArray) - 56usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::reserved0",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_st, reserved0) - 64usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::srcPitch",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_st, srcPitch) - 72usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::srcHeight",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_st, srcHeight) - 80usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::dstXInBytes",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_st, dstXInBytes) - 88usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::dstY",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_st, dstY) - 96usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::dstZ",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_st, dstZ) - 104usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::dstLOD",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_st, dstLOD) - 112usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::dstMemoryType",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_st, dstMemoryType) - 120usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::dstHost",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_st, dstHost) - 128usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::dstDevice",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_st, dstDevice) - 136usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::dstArray",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_st, dstArray) - 144usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::reserved1",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_st, reserved1) - 152usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::dstPitch",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_st, dstPitch) - 160usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::dstHeight",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_st, dstHeight) - 168usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::WidthInBytes",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_st, WidthInBytes) - 176usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::Height",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_st, Height) - 184usize];
    [
        "Offset of field: CUDA_MEMCPY3D_st::Depth",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_st, Depth) - 192usize];
};
impl Default for CUDA_MEMCPY3D_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_MEMCPY3D_v2 = CUDA_MEMCPY3D_st;
pub type CUDA_MEMCPY3D = CUDA_MEMCPY3D_v2;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_MEMCPY3D_PEER_st {
    pub srcXInBytes: usize,
    pub srcY: usize,
    pub srcZ: usize,
    pub srcLOD: usize,
    pub srcMemoryType: CUmemorytype,
    pub srcHost: *const ::std::os::raw::c_void,
    pub srcDevice: CUdeviceptr,
    pub srcArray: CUarray,
    pub srcContext: CUcontext,
    pub srcPitch: usize,
    pub srcHeight: usize,
    pub dstXInBytes: usize,
    pub dstY: usize,
    pub dstZ: usize,
    pub dstLOD: usize,
    pub dstMemoryType: CUmemorytype,
    pub dstHost: *mut ::std::os::raw::c_void,
    pub dstDevice: CUdeviceptr,
    pub dstArray: CUarray,
    pub dstContext: CUcontext,
    pub dstPitch: usize,
    pub dstHeight: usize,
    pub WidthInBytes: usize,
    pub Height: usize,
    pub Depth: usize,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_MEMCPY3D_PEER_st",
    ][::std::mem::size_of::<CUDA_MEMCPY3D_PEER_st>() - 200usize];
    [
        "Alignment of CUDA_MEMCPY3D_PEER_st",
    ][::std::mem::align_of::<CUDA_MEMCPY3D_PEER_st>() - 8usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::srcXInBytes",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, srcXInBytes) - 0usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::srcY",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, srcY) - 8usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::srcZ",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, srcZ) - 16usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::srcLOD",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, srcLOD) - 24usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::srcMemoryType",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, srcMemoryType) - 32usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::srcHost",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, srcHost) - 40usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::srcDevice",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, srcDevice) - 48usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::srcArray",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, srcArray) - 56usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::srcContext",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, srcContext) - 64usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::srcPitch",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, srcPitch) - 72usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::srcHeight",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, srcHeight) - 80usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::dstXInBytes",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, dstXInBytes) - 88usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::dstY",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, dstY) - 96usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::dstZ",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, dstZ) - 104usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::dstLOD",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, dstLOD) - 112usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::dstMemoryType",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, dstMemoryType) - 120usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::dstHost",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, dstHost) - 128usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::dstDevice",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, dstDevice) - 136usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::dstArray",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, dstArray) - 144usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::dstContext",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, dstContext) - 152usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::dstPitch",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, dstPitch) - 160usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::dstHeight",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, dstHeight) - 168usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::WidthInBytes",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, WidthInBytes) - 176usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::Height",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, Height) - 184usize];
    [
        "Offset of field: CUDA_MEMCPY3D_PEER_st::Depth",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_PEER_st, Depth) - 192usize];
};
impl Default for CUDA_MEMCPY3D_PEER_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_MEMCPY3D_PEER_v1 = CUDA_MEMCPY3D_PEER_st;
pub type CUDA_MEMCPY3D_PEER = CUDA_MEMCPY3D_PEER_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_MEMCPY_NODE_PARAMS_st {
    pub flags: ::std::os::raw::c_int,
    pub reserved: ::std::os::raw::c_int,
    pub copyCtx: CUcontext,
    pub copyParams: CUDA_MEMCPY3D,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_MEMCPY_NODE_PARAMS_st",
    ][::std::mem::size_of::<CUDA_MEMCPY_NODE_PARAMS_st>() - 216usize];
    [
        "Alignment of CUDA_MEMCPY_NODE_PARAMS_st",
    ][::std::mem::align_of::<CUDA_MEMCPY_NODE_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_MEMCPY_NODE_PARAMS_st::flags",
    ][::std::mem::offset_of!(CUDA_MEMCPY_NODE_PARAMS_st, flags) - 0usize];
    [
        "Offset of field: CUDA_MEMCPY_NODE_PARAMS_st::reserved",
    ][::std::mem::offset_of!(CUDA_MEMCPY_NODE_PARAMS_st, reserved) - 4usize];
    [
        "Offset of field: CUDA_MEMCPY_NODE_PARAMS_st::copyCtx",
    ][::std::mem::offset_of!(CUDA_MEMCPY_NODE_PARAMS_st, copyCtx) - 8usize];
    [
        "Offset of field: CUDA_MEMCPY_NODE_PARAMS_st::copyParams",
    ][::std::mem::offset_of!(CUDA_MEMCPY_NODE_PARAMS_st, copyParams) - 16usize];
};
impl Default for CUDA_MEMCPY_NODE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_MEMCPY_NODE_PARAMS = CUDA_MEMCPY_NODE_PARAMS_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_ARRAY_DESCRIPTOR_st {
    pub Width: usize,
    pub Height: usize,
    pub Format: CUarray_format,
    pub NumChannels: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_ARRAY_DESCRIPTOR_st",
    ][::std::mem::size_of::<CUDA_ARRAY_DESCRIPTOR_st>() - 24usize];
    [
        "Alignment of CUDA_ARRAY_DESCRIPTOR_st",
    ][::std::mem::align_of::<CUDA_ARRAY_DESCRIPTOR_st>() - 8usize];
    [
        "Offset of field: CUDA_ARRAY_DESCRIPTOR_st::Width",
    ][::std::mem::offset_of!(CUDA_ARRAY_DESCRIPTOR_st, Width) - 0usize];
    [
        "Offset of field: CUDA_ARRAY_DESCRIPTOR_st::Height",
    ][::std::mem::offset_of!(CUDA_ARRAY_DESCRIPTOR_st, Height) - 8usize];
    [
        "Offset of field: CUDA_ARRAY_DESCRIPTOR_st::Format",
    ][::std::mem::offset_of!(CUDA_ARRAY_DESCRIPTOR_st, Format) - 16usize];
    [
        "Offset of field: CUDA_ARRAY_DESCRIPTOR_st::NumChannels",
    ][::std::mem::offset_of!(CUDA_ARRAY_DESCRIPTOR_st, NumChannels) - 20usize];
};
impl Default for CUDA_ARRAY_DESCRIPTOR_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_ARRAY_DESCRIPTOR_v2 = CUDA_ARRAY_DESCRIPTOR_st;
pub type CUDA_ARRAY_DESCRIPTOR = CUDA_ARRAY_DESCRIPTOR_v2;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_ARRAY3D_DESCRIPTOR_st {
    pub Width: usize,
    pub Height: usize,
    pub Depth: usize,
    pub Format: CUarray_format,
    pub NumChannels: ::std::os::raw::c_uint,
    pub Flags: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_ARRAY3D_DESCRIPTOR_st",
    ][::std::mem::size_of::<CUDA_ARRAY3D_DESCRIPTOR_st>() - 40usize];
    [
        "Alignment of CUDA_ARRAY3D_DESCRIPTOR_st",
    ][::std::mem::align_of::<CUDA_ARRAY3D_DESCRIPTOR_st>() - 8usize];
    [
        "Offset of field: CUDA_ARRAY3D_DESCRIPTOR_st::Width",
    ][::std::mem::offset_of!(CUDA_ARRAY3D_DESCRIPTOR_st, Width) - 0usize];
    [
        "Offset of field: CUDA_ARRAY3D_DESCRIPTOR_st::Height",
    ][::std::mem::offset_of!(CUDA_ARRAY3D_DESCRIPTOR_st, Height) - 8usize];
    [
        "Offset of field: CUDA_ARRAY3D_DESCRIPTOR_st::Depth",
    ][::std::mem::offset_of!(CUDA_ARRAY3D_DESCRIPTOR_st, Depth) - 16usize];
    [
        "Offset of field: CUDA_ARRAY3D_DESCRIPTOR_st::Format",
    ][::std::mem::offset_of!(CUDA_ARRAY3D_DESCRIPTOR_st, Format) - 24usize];
    [
        "Offset of field: CUDA_ARRAY3D_DESCRIPTOR_st::NumChannels",
    ][::std::mem::offset_of!(CUDA_ARRAY3D_DESCRIPTOR_st, NumChannels) - 28usize];
    [
        "Offset of field: CUDA_ARRAY3D_DESCRIPTOR_st::Flags",
    ][::std::mem::offset_of!(CUDA_ARRAY3D_DESCRIPTOR_st, Flags) - 32usize];
};
impl Default for CUDA_ARRAY3D_DESCRIPTOR_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_ARRAY3D_DESCRIPTOR_v2 = CUDA_ARRAY3D_DESCRIPTOR_st;
pub type CUDA_ARRAY3D_DESCRIPTOR = CUDA_ARRAY3D_DESCRIPTOR_v2;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUDA_ARRAY_SPARSE_PROPERTIES_st {
    pub tileExtent: CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1,
    pub miptailFirstLevel: ::std::os::raw::c_uint,
    pub miptailSize: ::std::os::raw::c_ulonglong,
    pub flags: ::std::os::raw::c_uint,
    pub reserved: [::std::os::raw::c_uint; 4usize],
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1 {
    pub width: ::std::os::raw::c_uint,
    pub height: ::std::os::raw::c_uint,
    pub depth: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1",
    ][::std::mem::size_of::<CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1>() - 12usize];
    [
        "Alignment of CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1",
    ][::std::mem::align_of::<CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1>() - 4usize];
    [
        "Offset of field: CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1::width",
    ][::std::mem::offset_of!(CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1, width)
        - 0usize];
    [
        "Offset of field: CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1::height",
    ][::std::mem::offset_of!(CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1, height)
        - 4usize];
    [
        "Offset of field: CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1::depth",
    ][::std::mem::offset_of!(CUDA_ARRAY_SPARSE_PROPERTIES_st__bindgen_ty_1, depth)
        - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_ARRAY_SPARSE_PROPERTIES_st",
    ][::std::mem::size_of::<CUDA_ARRAY_SPARSE_PROPERTIES_st>() - 48usize];
    [
        "Alignment of CUDA_ARRAY_SPARSE_PROPERTIES_st",
    ][::std::mem::align_of::<CUDA_ARRAY_SPARSE_PROPERTIES_st>() - 8usize];
    [
        "Offset of field: CUDA_ARRAY_SPARSE_PROPERTIES_st::tileExtent",
    ][::std::mem::offset_of!(CUDA_ARRAY_SPARSE_PROPERTIES_st, tileExtent) - 0usize];
    [
        "Offset of field: CUDA_ARRAY_SPARSE_PROPERTIES_st::miptailFirstLevel",
    ][::std::mem::offset_of!(CUDA_ARRAY_SPARSE_PROPERTIES_st, miptailFirstLevel)
        - 12usize];
    [
        "Offset of field: CUDA_ARRAY_SPARSE_PROPERTIES_st::miptailSize",
    ][::std::mem::offset_of!(CUDA_ARRAY_SPARSE_PROPERTIES_st, miptailSize) - 16usize];
    [
        "Offset of field: CUDA_ARRAY_SPARSE_PROPERTIES_st::flags",
    ][::std::mem::offset_of!(CUDA_ARRAY_SPARSE_PROPERTIES_st, flags) - 24usize];
    [
        "Offset of field: CUDA_ARRAY_SPARSE_PROPERTIES_st::reserved",
    ][::std::mem::offset_of!(CUDA_ARRAY_SPARSE_PROPERTIES_st, reserved) - 28usize];
};
pub type CUDA_ARRAY_SPARSE_PROPERTIES_v1 = CUDA_ARRAY_SPARSE_PROPERTIES_st;
pub type CUDA_ARRAY_SPARSE_PROPERTIES = CUDA_ARRAY_SPARSE_PROPERTIES_v1;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUDA_ARRAY_MEMORY_REQUIREMENTS_st {
    pub size: usize,
    pub alignment: usize,
    pub reserved: [::std::os::raw::c_uint; 4usize],
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_ARRAY_MEMORY_REQUIREMENTS_st",
    ][::std::mem::size_of::<CUDA_ARRAY_MEMORY_REQUIREMENTS_st>() - 32usize];
    [
        "Alignment of CUDA_ARRAY_MEMORY_REQUIREMENTS_st",
    ][::std::mem::align_of::<CUDA_ARRAY_MEMORY_REQUIREMENTS_st>() - 8usize];
    [
        "Offset of field: CUDA_ARRAY_MEMORY_REQUIREMENTS_st::size",
    ][::std::mem::offset_of!(CUDA_ARRAY_MEMORY_REQUIREMENTS_st, size) - 0usize];
    [
        "Offset of field: CUDA_ARRAY_MEMORY_REQUIREMENTS_st::alignment",
    ][::std::mem::offset_of!(CUDA_ARRAY_MEMORY_REQUIREMENTS_st, alignment) - 8usize];
    [
        "Offset of field: CUDA_ARRAY_MEMORY_REQUIREMENTS_st::reserved",
    ][::std::mem::offset_of!(CUDA_ARRAY_MEMORY_REQUIREMENTS_st, reserved) - 16usize];
};
pub type CUDA_ARRAY_MEMORY_REQUIREMENTS_v1 = CUDA_ARRAY_MEMORY_REQUIREMENTS_st;
pub type CUDA_ARRAY_MEMORY_REQUIREMENTS = CUDA_ARRAY_MEMORY_REQUIREMENTS_v1;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUDA_RESOURCE_DESC_st {
    pub resType: CUresourcetype,
    pub res: CUDA_RESOURCE_DESC_st__bindgen_ty_1,
    pub flags: ::std::os::raw::c_uint,
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUDA_RESOURCE_DESC_st__bindgen_ty_1 {
    pub array: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_1,
    pub mipmap: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_2,
    pub linear: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3,
    pub pitch2D: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4,
    pub reserved: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_5,
}
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_1 {
    pub hArray: CUarray,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_1",
    ][::std::mem::size_of::<CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_1>()
        - 8usize];
    [
        "Alignment of CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_1",
    ][::std::mem::align_of::<CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_1>()
        - 8usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_1::hArray",
    ][::std::mem::offset_of!(CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_1, hArray)
        - 0usize];
};
impl Default for CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_2 {
    pub hMipmappedArray: CUmipmappedArray,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_2",
    ][::std::mem::size_of::<CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_2>()
        - 8usize];
    [
        "Alignment of CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_2",
    ][::std::mem::align_of::<CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_2>()
        - 8usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_2::hMipmappedArray",
    ][::std::mem::offset_of!(
        CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_2, hMipmappedArray
    ) - 0usize];
};
impl Default for CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_2 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3 {
    pub devPtr: CUdeviceptr,
    pub format: CUarray_format,
    pub numChannels: ::std::os::raw::c_uint,
    pub sizeInBytes: usize,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3",
    ][::std::mem::size_of::<CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3>()
        - 24usize];
    [
        "Alignment of CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3",
    ][::std::mem::align_of::<CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3>()
        - 8usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3::devPtr",
    ][::std::mem::offset_of!(CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3, devPtr)
        - 0usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3::format",
    ][::std::mem::offset_of!(CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3, format)
        - 8usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3::numChannels",
    ][::std::mem::offset_of!(
        CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3, numChannels
    ) - 12usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3::sizeInBytes",
    ][::std::mem::offset_of!(
        CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3, sizeInBytes
    ) - 16usize];
};
impl Default for CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_3 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4 {
    pub devPtr: CUdeviceptr,
    pub format: CUarray_format,
    pub numChannels: ::std::os::raw::c_uint,
    pub width: usize,
    pub height: usize,
    pub pitchInBytes: usize,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4",
    ][::std::mem::size_of::<CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4>()
        - 40usize];
    [
        "Alignment of CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4",
    ][::std::mem::align_of::<CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4>()
        - 8usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4::devPtr",
    ][::std::mem::offset_of!(CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4, devPtr)
        - 0usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4::format",
    ][::std::mem::offset_of!(CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4, format)
        - 8usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4::numChannels",
    ][::std::mem::offset_of!(
        CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4, numChannels
    ) - 12usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4::width",
    ][::std::mem::offset_of!(CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4, width)
        - 16usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4::height",
    ][::std::mem::offset_of!(CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4, height)
        - 24usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4::pitchInBytes",
    ][::std::mem::offset_of!(
        CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4, pitchInBytes
    ) - 32usize];
};
impl Default for CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_4 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_5 {
    pub reserved: [::std::os::raw::c_int; 32usize],
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_5",
    ][::std::mem::size_of::<CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_5>()
        - 128usize];
    [
        "Alignment of CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_5",
    ][::std::mem::align_of::<CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_5>()
        - 4usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_5::reserved",
    ][::std::mem::offset_of!(CUDA_RESOURCE_DESC_st__bindgen_ty_1__bindgen_ty_5, reserved)
        - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_RESOURCE_DESC_st__bindgen_ty_1",
    ][::std::mem::size_of::<CUDA_RESOURCE_DESC_st__bindgen_ty_1>() - 128usize];
    [
        "Alignment of CUDA_RESOURCE_DESC_st__bindgen_ty_1",
    ][::std::mem::align_of::<CUDA_RESOURCE_DESC_st__bindgen_ty_1>() - 8usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1::array",
    ][::std::mem::offset_of!(CUDA_RESOURCE_DESC_st__bindgen_ty_1, array) - 0usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1::mipmap",
    ][::std::mem::offset_of!(CUDA_RESOURCE_DESC_st__bindgen_ty_1, mipmap) - 0usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1::linear",
    ][::std::mem::offset_of!(CUDA_RESOURCE_DESC_st__bindgen_ty_1, linear) - 0usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1::pitch2D",
    ][::std::mem::offset_of!(CUDA_RESOURCE_DESC_st__bindgen_ty_1, pitch2D) - 0usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st__bindgen_ty_1::reserved",
    ][::std::mem::offset_of!(CUDA_RESOURCE_DESC_st__bindgen_ty_1, reserved) - 0usize];
};
impl Default for CUDA_RESOURCE_DESC_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_RESOURCE_DESC_st",
    ][::std::mem::size_of::<CUDA_RESOURCE_DESC_st>() - 144usize];
    [
        "Alignment of CUDA_RESOURCE_DESC_st",
    ][::std::mem::align_of::<CUDA_RESOURCE_DESC_st>() - 8usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st::resType",
    ][::std::mem::offset_of!(CUDA_RESOURCE_DESC_st, resType) - 0usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st::res",
    ][::std::mem::offset_of!(CUDA_RESOURCE_DESC_st, res) - 8usize];
    [
        "Offset of field: CUDA_RESOURCE_DESC_st::flags",
    ][::std::mem::offset_of!(CUDA_RESOURCE_DESC_st, flags) - 136usize];
};
impl Default for CUDA_RESOURCE_DESC_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_RESOURCE_DESC_v1 = CUDA_RESOURCE_DESC_st;
pub type CUDA_RESOURCE_DESC = CUDA_RESOURCE_DESC_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_TEXTURE_DESC_st {
    pub addressMode: [CUaddress_mode; 3usize],
    pub filterMode: CUfilter_mode,
    pub flags: ::std::os::raw::c_uint,
    pub maxAnisotropy: ::std::os::raw::c_uint,
    pub mipmapFilterMode: CUfilter_mode,
    pub mipmapLevelBias: f32,
    pub minMipmapLevelClamp: f32,
    pub maxMipmapLevelClamp: f32,
    pub borderColor: [f32; 4usize],
    pub reserved: [::std::os::raw::c_int; 12usize],
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_TEXTURE_DESC_st",
    ][::std::mem::size_of::<CUDA_TEXTURE_DESC_st>() - 104usize];
    [
        "Alignment of CUDA_TEXTURE_DESC_st",
    ][::std::mem::align_of::<CUDA_TEXTURE_DESC_st>() - 4usize];
    [
        "Offset of field: CUDA_TEXTURE_DESC_st::addressMode",
    ][::std::mem::offset_of!(CUDA_TEXTURE_DESC_st, addressMode) - 0usize];
    [
        "Offset of field: CUDA_TEXTURE_DESC_st::filterMode",
    ][::std::mem::offset_of!(CUDA_TEXTURE_DESC_st, filterMode) - 12usize];
    [
        "Offset of field: CUDA_TEXTURE_DESC_st::flags",
    ][::std::mem::offset_of!(CUDA_TEXTURE_DESC_st, flags) - 16usize];
    [
        "Offset of field: CUDA_TEXTURE_DESC_st::maxAnisotropy",
    ][::std::mem::offset_of!(CUDA_TEXTURE_DESC_st, maxAnisotropy) - 20usize];
    [
        "Offset of field: CUDA_TEXTURE_DESC_st::mipmapFilterMode",
    ][::std::mem::offset_of!(CUDA_TEXTURE_DESC_st, mipmapFilterMode) - 24usize];
    [
        "Offset of field: CUDA_TEXTURE_DESC_st::mipmapLevelBias",
    ][::std::mem::offset_of!(CUDA_TEXTURE_DESC_st, mipmapLevelBias) - 28usize];
    [
        "Offset of field: CUDA_TEXTURE_DESC_st::minMipmapLevelClamp",
    ][::std::mem::offset_of!(CUDA_TEXTURE_DESC_st, minMipmapLevelClamp) - 32usize];
    [
        "Offset of field: CUDA_TEXTURE_DESC_st::maxMipmapLevelClamp",
    ][::std::mem::offset_of!(CUDA_TEXTURE_DESC_st, maxMipmapLevelClamp) - 36usize];
    [
        "Offset of field: CUDA_TEXTURE_DESC_st::borderColor",
    ][::std::mem::offset_of!(CUDA_TEXTURE_DESC_st, borderColor) - 40usize];
    [
        "Offset of field: CUDA_TEXTURE_DESC_st::reserved",
    ][::std::mem::offset_of!(CUDA_TEXTURE_DESC_st, reserved) - 56usize];
};
impl Default for CUDA_TEXTURE_DESC_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_TEXTURE_DESC_v1 = CUDA_TEXTURE_DESC_st;
pub type CUDA_TEXTURE_DESC = CUDA_TEXTURE_DESC_v1;
impl CUresourceViewFormat_enum {
    pub const CU_RES_VIEW_FORMAT_NONE: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        0,
    );
    pub const CU_RES_VIEW_FORMAT_UINT_1X8: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        1,
    );
    pub const CU_RES_VIEW_FORMAT_UINT_2X8: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        2,
    );
    pub const CU_RES_VIEW_FORMAT_UINT_4X8: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        3,
    );
    pub const CU_RES_VIEW_FORMAT_SINT_1X8: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        4,
    );
    pub const CU_RES_VIEW_FORMAT_SINT_2X8: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        5,
    );
    pub const CU_RES_VIEW_FORMAT_SINT_4X8: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        6,
    );
    pub const CU_RES_VIEW_FORMAT_UINT_1X16: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        7,
    );
    pub const CU_RES_VIEW_FORMAT_UINT_2X16: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        8,
    );
    pub const CU_RES_VIEW_FORMAT_UINT_4X16: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        9,
    );
    pub const CU_RES_VIEW_FORMAT_SINT_1X16: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        10,
    );
    pub const CU_RES_VIEW_FORMAT_SINT_2X16: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        11,
    );
    pub const CU_RES_VIEW_FORMAT_SINT_4X16: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        12,
    );
    pub const CU_RES_VIEW_FORMAT_UINT_1X32: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        13,
    );
    pub const CU_RES_VIEW_FORMAT_UINT_2X32: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        14,
    );
    pub const CU_RES_VIEW_FORMAT_UINT_4X32: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        15,
    );
    pub const CU_RES_VIEW_FORMAT_SINT_1X32: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        16,
    );
    pub const CU_RES_VIEW_FORMAT_SINT_2X32: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        17,
    );
    pub const CU_RES_VIEW_FORMAT_SINT_4X32: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        18,
    );
    pub const CU_RES_VIEW_FORMAT_FLOAT_1X16: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        19,
    );
    pub const CU_RES_VIEW_FORMAT_FLOAT_2X16: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        20,
    );
    pub const CU_RES_VIEW_FORMAT_FLOAT_4X16: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        21,
    );
    pub const CU_RES_VIEW_FORMAT_FLOAT_1X32: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        22,
    );
    pub const CU_RES_VIEW_FORMAT_FLOAT_2X32: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        23,
    );
    pub const CU_RES_VIEW_FORMAT_FLOAT_4X32: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        24,
    );
    pub const CU_RES_VIEW_FORMAT_UNSIGNED_BC1: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        25,
    );
    pub const CU_RES_VIEW_FORMAT_UNSIGNED_BC2: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        26,
    );
    pub const CU_RES_VIEW_FORMAT_UNSIGNED_BC3: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        27,
    );
    pub const CU_RES_VIEW_FORMAT_UNSIGNED_BC4: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        28,
    );
    pub const CU_RES_VIEW_FORMAT_SIGNED_BC4: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        29,
    );
    pub const CU_RES_VIEW_FORMAT_UNSIGNED_BC5: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        30,
    );
    pub const CU_RES_VIEW_FORMAT_SIGNED_BC5: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        31,
    );
    pub const CU_RES_VIEW_FORMAT_UNSIGNED_BC6H: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        32,
    );
    pub const CU_RES_VIEW_FORMAT_SIGNED_BC6H: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        33,
    );
    pub const CU_RES_VIEW_FORMAT_UNSIGNED_BC7: CUresourceViewFormat_enum = CUresourceViewFormat_enum(
        34,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUresourceViewFormat_enum(pub ::std::os::raw::c_uint);
pub use self::CUresourceViewFormat_enum as CUresourceViewFormat;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_RESOURCE_VIEW_DESC_st {
    pub format: CUresourceViewFormat,
    pub width: usize,
    pub height: usize,
    pub depth: usize,
    pub firstMipmapLevel: ::std::os::raw::c_uint,
    pub lastMipmapLevel: ::std::os::raw::c_uint,
    pub firstLayer: ::std::os::raw::c_uint,
    pub lastLayer: ::std::os::raw::c_uint,
    pub reserved: [::std::os::raw::c_uint; 16usize],
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_RESOURCE_VIEW_DESC_st",
    ][::std::mem::size_of::<CUDA_RESOURCE_VIEW_DESC_st>() - 112usize];
    [
        "Alignment of CUDA_RESOURCE_VIEW_DESC_st",
    ][::std::mem::align_of::<CUDA_RESOURCE_VIEW_DESC_st>() - 8usize];
    [
        "Offset of field: CUDA_RESOURCE_VIEW_DESC_st::format",
    ][::std::mem::offset_of!(CUDA_RESOURCE_VIEW_DESC_st, format) - 0usize];
    [
        "Offset of field: CUDA_RESOURCE_VIEW_DESC_st::width",
    ][::std::mem::offset_of!(CUDA_RESOURCE_VIEW_DESC_st, width) - 8usize];
    [
        "Offset of field: CUDA_RESOURCE_VIEW_DESC_st::height",
    ][::std::mem::offset_of!(CUDA_RESOURCE_VIEW_DESC_st, height) - 16usize];
    [
        "Offset of field: CUDA_RESOURCE_VIEW_DESC_st::depth",
    ][::std::mem::offset_of!(CUDA_RESOURCE_VIEW_DESC_st, depth) - 24usize];
    [
        "Offset of field: CUDA_RESOURCE_VIEW_DESC_st::firstMipmapLevel",
    ][::std::mem::offset_of!(CUDA_RESOURCE_VIEW_DESC_st, firstMipmapLevel) - 32usize];
    [
        "Offset of field: CUDA_RESOURCE_VIEW_DESC_st::lastMipmapLevel",
    ][::std::mem::offset_of!(CUDA_RESOURCE_VIEW_DESC_st, lastMipmapLevel) - 36usize];
    [
        "Offset of field: CUDA_RESOURCE_VIEW_DESC_st::firstLayer",
    ][::std::mem::offset_of!(CUDA_RESOURCE_VIEW_DESC_st, firstLayer) - 40usize];
    [
        "Offset of field: CUDA_RESOURCE_VIEW_DESC_st::lastLayer",
    ][::std::mem::offset_of!(CUDA_RESOURCE_VIEW_DESC_st, lastLayer) - 44usize];
    [
        "Offset of field: CUDA_RESOURCE_VIEW_DESC_st::reserved",
    ][::std::mem::offset_of!(CUDA_RESOURCE_VIEW_DESC_st, reserved) - 48usize];
};
impl Default for CUDA_RESOURCE_VIEW_DESC_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_RESOURCE_VIEW_DESC_v1 = CUDA_RESOURCE_VIEW_DESC_st;
pub type CUDA_RESOURCE_VIEW_DESC = CUDA_RESOURCE_VIEW_DESC_v1;
#[repr(C)]
#[repr(align(64))]
#[derive(Debug, Copy, Clone)]
pub struct CUtensorMap_st {
    pub opaque: [cuuint64_t; 16usize],
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUtensorMap_st"][::std::mem::size_of::<CUtensorMap_st>() - 128usize];
    ["Alignment of CUtensorMap_st"][::std::mem::align_of::<CUtensorMap_st>() - 64usize];
    [
        "Offset of field: CUtensorMap_st::opaque",
    ][::std::mem::offset_of!(CUtensorMap_st, opaque) - 0usize];
};
impl Default for CUtensorMap_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUtensorMap = CUtensorMap_st;
impl CUtensorMapDataType_enum {
    pub const CU_TENSOR_MAP_DATA_TYPE_UINT8: CUtensorMapDataType_enum = CUtensorMapDataType_enum(
        0,
    );
    pub const CU_TENSOR_MAP_DATA_TYPE_UINT16: CUtensorMapDataType_enum = CUtensorMapDataType_enum(
        1,
    );
    pub const CU_TENSOR_MAP_DATA_TYPE_UINT32: CUtensorMapDataType_enum = CUtensorMapDataType_enum(
        2,
    );
    pub const CU_TENSOR_MAP_DATA_TYPE_INT32: CUtensorMapDataType_enum = CUtensorMapDataType_enum(
        3,
    );
    pub const CU_TENSOR_MAP_DATA_TYPE_UINT64: CUtensorMapDataType_enum = CUtensorMapDataType_enum(
        4,
    );
    pub const CU_TENSOR_MAP_DATA_TYPE_INT64: CUtensorMapDataType_enum = CUtensorMapDataType_enum(
        5,
    );
    pub const CU_TENSOR_MAP_DATA_TYPE_FLOAT16: CUtensorMapDataType_enum = CUtensorMapDataType_enum(
        6,
    );
    pub const CU_TENSOR_MAP_DATA_TYPE_FLOAT32: CUtensorMapDataType_enum = CUtensorMapDataType_enum(
        7,
    );
    pub const CU_TENSOR_MAP_DATA_TYPE_FLOAT64: CUtensorMapDataType_enum = CUtensorMapDataType_enum(
        8,
    );
    pub const CU_TENSOR_MAP_DATA_TYPE_BFLOAT16: CUtensorMapDataType_enum = CUtensorMapDataType_enum(
        9,
    );
    pub const CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ: CUtensorMapDataType_enum = CUtensorMapDataType_enum(
        10,
    );
    pub const CU_TENSOR_MAP_DATA_TYPE_TFLOAT32: CUtensorMapDataType_enum = CUtensorMapDataType_enum(
        11,
    );
    pub const CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ: CUtensorMapDataType_enum = CUtensorMapDataType_enum(
        12,
    );
    pub const CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B: CUtensorMapDataType_enum = CUtensorMapDataType_enum(
        13,
    );
    pub const CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B: CUtensorMapDataType_enum = CUtensorMapDataType_enum(
        14,
    );
    pub const CU_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B: CUtensorMapDataType_enum = CUtensorMapDataType_enum(
        15,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUtensorMapDataType_enum(pub ::std::os::raw::c_uint);
pub use self::CUtensorMapDataType_enum as CUtensorMapDataType;
impl CUtensorMapInterleave_enum {
    pub const CU_TENSOR_MAP_INTERLEAVE_NONE: CUtensorMapInterleave_enum = CUtensorMapInterleave_enum(
        0,
    );
    pub const CU_TENSOR_MAP_INTERLEAVE_16B: CUtensorMapInterleave_enum = CUtensorMapInterleave_enum(
        1,
    );
    pub const CU_TENSOR_MAP_INTERLEAVE_32B: CUtensorMapInterleave_enum = CUtensorMapInterleave_enum(
        2,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUtensorMapInterleave_enum(pub ::std::os::raw::c_uint);
pub use self::CUtensorMapInterleave_enum as CUtensorMapInterleave;
impl CUtensorMapSwizzle_enum {
    pub const CU_TENSOR_MAP_SWIZZLE_NONE: CUtensorMapSwizzle_enum = CUtensorMapSwizzle_enum(
        0,
    );
    pub const CU_TENSOR_MAP_SWIZZLE_32B: CUtensorMapSwizzle_enum = CUtensorMapSwizzle_enum(
        1,
    );
    pub const CU_TENSOR_MAP_SWIZZLE_64B: CUtensorMapSwizzle_enum = CUtensorMapSwizzle_enum(
        2,
    );
    pub const CU_TENSOR_MAP_SWIZZLE_128B: CUtensorMapSwizzle_enum = CUtensorMapSwizzle_enum(
        3,
    );
    pub const CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B: CUtensorMapSwizzle_enum = CUtensorMapSwizzle_enum(
        4,
    );
    pub const CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B_FLIP_8B: CUtensorMapSwizzle_enum = CUtensorMapSwizzle_enum(
        5,
    );
    pub const CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B: CUtensorMapSwizzle_enum = CUtensorMapSwizzle_enum(
        6,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUtensorMapSwizzle_enum(pub ::std::os::raw::c_uint);
pub use self::CUtensorMapSwizzle_enum as CUtensorMapSwizzle;
impl CUtensorMapL2promotion_enum {
    pub const CU_TENSOR_MAP_L2_PROMOTION_NONE: CUtensorMapL2promotion_enum = CUtensorMapL2promotion_enum(
        0,
    );
    pub const CU_TENSOR_MAP_L2_PROMOTION_L2_64B: CUtensorMapL2promotion_enum = CUtensorMapL2promotion_enum(
        1,
    );
    pub const CU_TENSOR_MAP_L2_PROMOTION_L2_128B: CUtensorMapL2promotion_enum = CUtensorMapL2promotion_enum(
        2,
    );
    pub const CU_TENSOR_MAP_L2_PROMOTION_L2_256B: CUtensorMapL2promotion_enum = CUtensorMapL2promotion_enum(
        3,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUtensorMapL2promotion_enum(pub ::std::os::raw::c_uint);
pub use self::CUtensorMapL2promotion_enum as CUtensorMapL2promotion;
impl CUtensorMapFloatOOBfill_enum {
    pub const CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE: CUtensorMapFloatOOBfill_enum = CUtensorMapFloatOOBfill_enum(
        0,
    );
    pub const CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA: CUtensorMapFloatOOBfill_enum = CUtensorMapFloatOOBfill_enum(
        1,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUtensorMapFloatOOBfill_enum(pub ::std::os::raw::c_uint);
pub use self::CUtensorMapFloatOOBfill_enum as CUtensorMapFloatOOBfill;
impl CUtensorMapIm2ColWideMode_enum {
    pub const CU_TENSOR_MAP_IM2COL_WIDE_MODE_W: CUtensorMapIm2ColWideMode_enum = CUtensorMapIm2ColWideMode_enum(
        0,
    );
    pub const CU_TENSOR_MAP_IM2COL_WIDE_MODE_W128: CUtensorMapIm2ColWideMode_enum = CUtensorMapIm2ColWideMode_enum(
        1,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUtensorMapIm2ColWideMode_enum(pub ::std::os::raw::c_uint);
pub use self::CUtensorMapIm2ColWideMode_enum as CUtensorMapIm2ColWideMode;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st {
    pub p2pToken: ::std::os::raw::c_ulonglong,
    pub vaSpaceToken: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st",
    ][::std::mem::size_of::<CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st>() - 16usize];
    [
        "Alignment of CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st",
    ][::std::mem::align_of::<CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st>() - 8usize];
    [
        "Offset of field: CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st::p2pToken",
    ][::std::mem::offset_of!(CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st, p2pToken) - 0usize];
    [
        "Offset of field: CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st::vaSpaceToken",
    ][::std::mem::offset_of!(CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st, vaSpaceToken)
        - 8usize];
};
pub type CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_v1 = CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_st;
pub type CUDA_POINTER_ATTRIBUTE_P2P_TOKENS = CUDA_POINTER_ATTRIBUTE_P2P_TOKENS_v1;
impl CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum {
    pub const CU_POINTER_ATTRIBUTE_ACCESS_FLAG_NONE: CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum = CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum(
        0,
    );
    pub const CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READ: CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum = CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum(
        1,
    );
    pub const CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READWRITE: CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum = CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum(
        3,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum(pub ::std::os::raw::c_uint);
pub use self::CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum as CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_LAUNCH_PARAMS_st {
    pub function: CUfunction,
    pub gridDimX: ::std::os::raw::c_uint,
    pub gridDimY: ::std::os::raw::c_uint,
    pub gridDimZ: ::std::os::raw::c_uint,
    pub blockDimX: ::std::os::raw::c_uint,
    pub blockDimY: ::std::os::raw::c_uint,
    pub blockDimZ: ::std::os::raw::c_uint,
    pub sharedMemBytes: ::std::os::raw::c_uint,
    pub hStream: CUstream,
    pub kernelParams: *mut *mut ::std::os::raw::c_void,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_LAUNCH_PARAMS_st",
    ][::std::mem::size_of::<CUDA_LAUNCH_PARAMS_st>() - 56usize];
    [
        "Alignment of CUDA_LAUNCH_PARAMS_st",
    ][::std::mem::align_of::<CUDA_LAUNCH_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_LAUNCH_PARAMS_st::function",
    ][::std::mem::offset_of!(CUDA_LAUNCH_PARAMS_st, function) - 0usize];
    [
        "Offset of field: CUDA_LAUNCH_PARAMS_st::gridDimX",
    ][::std::mem::offset_of!(CUDA_LAUNCH_PARAMS_st, gridDimX) - 8usize];
    [
        "Offset of field: CUDA_LAUNCH_PARAMS_st::gridDimY",
    ][::std::mem::offset_of!(CUDA_LAUNCH_PARAMS_st, gridDimY) - 12usize];
    [
        "Offset of field: CUDA_LAUNCH_PARAMS_st::gridDimZ",
    ][::std::mem::offset_of!(CUDA_LAUNCH_PARAMS_st, gridDimZ) - 16usize];
    [
        "Offset of field: CUDA_LAUNCH_PARAMS_st::blockDimX",
    ][::std::mem::offset_of!(CUDA_LAUNCH_PARAMS_st, blockDimX) - 20usize];
    [
        "Offset of field: CUDA_LAUNCH_PARAMS_st::blockDimY",
    ][::std::mem::offset_of!(CUDA_LAUNCH_PARAMS_st, blockDimY) - 24usize];
    [
        "Offset of field: CUDA_LAUNCH_PARAMS_st::blockDimZ",
    ][::std::mem::offset_of!(CUDA_LAUNCH_PARAMS_st, blockDimZ) - 28usize];
    [
        "Offset of field: CUDA_LAUNCH_PARAMS_st::sharedMemBytes",
    ][::std::mem::offset_of!(CUDA_LAUNCH_PARAMS_st, sharedMemBytes) - 32usize];
    [
        "Offset of field: CUDA_LAUNCH_PARAMS_st::hStream",
    ][::std::mem::offset_of!(CUDA_LAUNCH_PARAMS_st, hStream) - 40usize];
    [
        "Offset of field: CUDA_LAUNCH_PARAMS_st::kernelParams",
    ][::std::mem::offset_of!(CUDA_LAUNCH_PARAMS_st, kernelParams) - 48usize];
};
impl Default for CUDA_LAUNCH_PARAMS_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_LAUNCH_PARAMS_v1 = CUDA_LAUNCH_PARAMS_st;
pub type CUDA_LAUNCH_PARAMS = CUDA_LAUNCH_PARAMS_v1;
impl CUexternalMemoryHandleType_enum {
    pub const CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD: CUexternalMemoryHandleType_enum = CUexternalMemoryHandleType_enum(
        1,
    );
    pub const CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32: CUexternalMemoryHandleType_enum = CUexternalMemoryHandleType_enum(
        2,
    );
    pub const CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32_KMT: CUexternalMemoryHandleType_enum = CUexternalMemoryHandleType_enum(
        3,
    );
    pub const CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_HEAP: CUexternalMemoryHandleType_enum = CUexternalMemoryHandleType_enum(
        4,
    );
    pub const CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_RESOURCE: CUexternalMemoryHandleType_enum = CUexternalMemoryHandleType_enum(
        5,
    );
    pub const CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D11_RESOURCE: CUexternalMemoryHandleType_enum = CUexternalMemoryHandleType_enum(
        6,
    );
    pub const CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D11_RESOURCE_KMT: CUexternalMemoryHandleType_enum = CUexternalMemoryHandleType_enum(
        7,
    );
    pub const CU_EXTERNAL_MEMORY_HANDLE_TYPE_NVSCIBUF: CUexternalMemoryHandleType_enum = CUexternalMemoryHandleType_enum(
        8,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUexternalMemoryHandleType_enum(pub ::std::os::raw::c_uint);
pub use self::CUexternalMemoryHandleType_enum as CUexternalMemoryHandleType;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st {
    pub type_: CUexternalMemoryHandleType,
    pub handle: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1,
    pub size: ::std::os::raw::c_ulonglong,
    pub flags: ::std::os::raw::c_uint,
    pub reserved: [::std::os::raw::c_uint; 16usize],
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1 {
    pub fd: ::std::os::raw::c_int,
    pub win32: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1,
    pub nvSciBufObject: *const ::std::os::raw::c_void,
}
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1 {
    pub handle: *mut ::std::os::raw::c_void,
    pub name: *const ::std::os::raw::c_void,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1",
    ][::std::mem::size_of::<
        CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1,
    >() - 16usize];
    [
        "Alignment of CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1",
    ][::std::mem::align_of::<
        CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1,
    >() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1::handle",
    ][::std::mem::offset_of!(
        CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1, handle
    ) - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1::name",
    ][::std::mem::offset_of!(
        CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1, name
    ) - 8usize];
};
impl Default for CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1",
    ][::std::mem::size_of::<CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1>()
        - 16usize];
    [
        "Alignment of CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1",
    ][::std::mem::align_of::<CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1>()
        - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1::fd",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1, fd)
        - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1::win32",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1, win32)
        - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1::nvSciBufObject",
    ][::std::mem::offset_of!(
        CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1, nvSciBufObject
    ) - 0usize];
};
impl Default for CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st",
    ][::std::mem::size_of::<CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st>() - 104usize];
    [
        "Alignment of CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st",
    ][::std::mem::align_of::<CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st>() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st::type_",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st, type_) - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st::handle",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st, handle) - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st::size",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st, size) - 24usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st::flags",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st, flags) - 32usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st::reserved",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st, reserved) - 36usize];
};
impl Default for CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EXTERNAL_MEMORY_HANDLE_DESC_v1 = CUDA_EXTERNAL_MEMORY_HANDLE_DESC_st;
pub type CUDA_EXTERNAL_MEMORY_HANDLE_DESC = CUDA_EXTERNAL_MEMORY_HANDLE_DESC_v1;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st {
    pub offset: ::std::os::raw::c_ulonglong,
    pub size: ::std::os::raw::c_ulonglong,
    pub flags: ::std::os::raw::c_uint,
    pub reserved: [::std::os::raw::c_uint; 16usize],
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st",
    ][::std::mem::size_of::<CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st>() - 88usize];
    [
        "Alignment of CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st",
    ][::std::mem::align_of::<CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st>() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st::offset",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st, offset) - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st::size",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st, size) - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st::flags",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st, flags) - 16usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st::reserved",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st, reserved) - 20usize];
};
pub type CUDA_EXTERNAL_MEMORY_BUFFER_DESC_v1 = CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st;
pub type CUDA_EXTERNAL_MEMORY_BUFFER_DESC = CUDA_EXTERNAL_MEMORY_BUFFER_DESC_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st {
    pub offset: ::std::os::raw::c_ulonglong,
    pub arrayDesc: CUDA_ARRAY3D_DESCRIPTOR,
    pub numLevels: ::std::os::raw::c_uint,
    pub reserved: [::std::os::raw::c_uint; 16usize],
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st",
    ][::std::mem::size_of::<CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st>() - 120usize];
    [
        "Alignment of CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st",
    ][::std::mem::align_of::<CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st>() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st::offset",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st, offset)
        - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st::arrayDesc",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st, arrayDesc)
        - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st::numLevels",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st, numLevels)
        - 48usize];
    [
        "Offset of field: CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st::reserved",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st, reserved)
        - 52usize];
};
impl Default for CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_v1 = CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_st;
pub type CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC = CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_v1;
impl CUexternalSemaphoreHandleType_enum {
    pub const CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD: CUexternalSemaphoreHandleType_enum = CUexternalSemaphoreHandleType_enum(
        1,
    );
    pub const CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32: CUexternalSemaphoreHandleType_enum = CUexternalSemaphoreHandleType_enum(
        2,
    );
    pub const CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32_KMT: CUexternalSemaphoreHandleType_enum = CUexternalSemaphoreHandleType_enum(
        3,
    );
    pub const CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D12_FENCE: CUexternalSemaphoreHandleType_enum = CUexternalSemaphoreHandleType_enum(
        4,
    );
    pub const CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_FENCE: CUexternalSemaphoreHandleType_enum = CUexternalSemaphoreHandleType_enum(
        5,
    );
    pub const CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_NVSCISYNC: CUexternalSemaphoreHandleType_enum = CUexternalSemaphoreHandleType_enum(
        6,
    );
    pub const CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_KEYED_MUTEX: CUexternalSemaphoreHandleType_enum = CUexternalSemaphoreHandleType_enum(
        7,
    );
    pub const CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_KEYED_MUTEX_KMT: CUexternalSemaphoreHandleType_enum = CUexternalSemaphoreHandleType_enum(
        8,
    );
    pub const CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_FD: CUexternalSemaphoreHandleType_enum = CUexternalSemaphoreHandleType_enum(
        9,
    );
    pub const CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_WIN32: CUexternalSemaphoreHandleType_enum = CUexternalSemaphoreHandleType_enum(
        10,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUexternalSemaphoreHandleType_enum(pub ::std::os::raw::c_uint);
pub use self::CUexternalSemaphoreHandleType_enum as CUexternalSemaphoreHandleType;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st {
    pub type_: CUexternalSemaphoreHandleType,
    pub handle: CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1,
    pub flags: ::std::os::raw::c_uint,
    pub reserved: [::std::os::raw::c_uint; 16usize],
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1 {
    pub fd: ::std::os::raw::c_int,
    pub win32: CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1,
    pub nvSciSyncObj: *const ::std::os::raw::c_void,
}
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1 {
    pub handle: *mut ::std::os::raw::c_void,
    pub name: *const ::std::os::raw::c_void,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1",
    ][::std::mem::size_of::<
        CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1,
    >() - 16usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1",
    ][::std::mem::align_of::<
        CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1,
    >() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1::handle",
    ][::std::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1, handle
    ) - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1::name",
    ][::std::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1, name
    ) - 8usize];
};
impl Default for CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1",
    ][::std::mem::size_of::<CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1>()
        - 16usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1",
    ][::std::mem::align_of::<CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1>()
        - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1::fd",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1, fd)
        - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1::win32",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1, win32)
        - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1::nvSciSyncObj",
    ][::std::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1, nvSciSyncObj
    ) - 0usize];
};
impl Default for CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st",
    ][::std::mem::size_of::<CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st>() - 96usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st",
    ][::std::mem::align_of::<CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st>() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st::type_",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st, type_) - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st::handle",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st, handle) - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st::flags",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st, flags) - 24usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st::reserved",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st, reserved)
        - 28usize];
};
impl Default for CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_v1 = CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_st;
pub type CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC = CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_v1;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st {
    pub params: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1,
    pub flags: ::std::os::raw::c_uint,
    pub reserved: [::std::os::raw::c_uint; 16usize],
}
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1 {
    pub fence: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_1,
    pub nvSciSync: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_2,
    pub keyedMutex: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_3,
    pub reserved: [::std::os::raw::c_uint; 12usize],
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_1 {
    pub value: ::std::os::raw::c_ulonglong,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_1",
    ][::std::mem::size_of::<
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_1,
    >() - 8usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_1",
    ][::std::mem::align_of::<
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_1,
    >() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_1::value",
    ][::std::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_1, value
    ) - 0usize];
};
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_2 {
    pub fence: *mut ::std::os::raw::c_void,
    pub reserved: ::std::os::raw::c_ulonglong,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_2",
    ][::std::mem::size_of::<
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_2,
    >() - 8usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_2",
    ][::std::mem::align_of::<
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_2,
    >() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_2::fence",
    ][::std::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_2, fence
    ) - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_2::reserved",
    ][::std::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_2, reserved
    ) - 0usize];
};
impl Default for CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_2 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_3 {
    pub key: ::std::os::raw::c_ulonglong,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_3",
    ][::std::mem::size_of::<
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_3,
    >() - 8usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_3",
    ][::std::mem::align_of::<
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_3,
    >() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_3::key",
    ][::std::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1__bindgen_ty_3, key
    ) - 0usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1",
    ][::std::mem::size_of::<CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1>()
        - 72usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1",
    ][::std::mem::align_of::<CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1>()
        - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1::fence",
    ][::std::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1, fence
    ) - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1::nvSciSync",
    ][::std::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1, nvSciSync
    ) - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1::keyedMutex",
    ][::std::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1, keyedMutex
    ) - 16usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1::reserved",
    ][::std::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1, reserved
    ) - 24usize];
};
impl Default for CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st",
    ][::std::mem::size_of::<CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st>() - 144usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st",
    ][::std::mem::align_of::<CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st::params",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st, params) - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st::flags",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st, flags) - 72usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st::reserved",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st, reserved)
        - 76usize];
};
impl Default for CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_v1 = CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_st;
pub type CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS = CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_v1;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st {
    pub params: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1,
    pub flags: ::std::os::raw::c_uint,
    pub reserved: [::std::os::raw::c_uint; 16usize],
}
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1 {
    pub fence: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_1,
    pub nvSciSync: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_2,
    pub keyedMutex: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_3,
    pub reserved: [::std::os::raw::c_uint; 10usize],
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_1 {
    pub value: ::std::os::raw::c_ulonglong,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_1",
    ][::std::mem::size_of::<
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_1,
    >() - 8usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_1",
    ][::std::mem::align_of::<
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_1,
    >() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_1::value",
    ][::std::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_1, value
    ) - 0usize];
};
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_2 {
    pub fence: *mut ::std::os::raw::c_void,
    pub reserved: ::std::os::raw::c_ulonglong,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_2",
    ][::std::mem::size_of::<
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_2,
    >() - 8usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_2",
    ][::std::mem::align_of::<
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_2,
    >() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_2::fence",
    ][::std::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_2, fence
    ) - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_2::reserved",
    ][::std::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_2, reserved
    ) - 0usize];
};
impl Default for CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_2 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_3 {
    pub key: ::std::os::raw::c_ulonglong,
    pub timeoutMs: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_3",
    ][::std::mem::size_of::<
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_3,
    >() - 16usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_3",
    ][::std::mem::align_of::<
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_3,
    >() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_3::key",
    ][::std::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_3, key
    ) - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_3::timeoutMs",
    ][::std::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1__bindgen_ty_3, timeoutMs
    ) - 8usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1",
    ][::std::mem::size_of::<CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1>()
        - 72usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1",
    ][::std::mem::align_of::<CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1>()
        - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1::fence",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1, fence)
        - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1::nvSciSync",
    ][::std::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1, nvSciSync
    ) - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1::keyedMutex",
    ][::std::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1, keyedMutex
    ) - 16usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1::reserved",
    ][::std::mem::offset_of!(
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1, reserved
    ) - 32usize];
};
impl Default for CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st",
    ][::std::mem::size_of::<CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st>() - 144usize];
    [
        "Alignment of CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st",
    ][::std::mem::align_of::<CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st::params",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st, params) - 0usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st::flags",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st, flags) - 72usize];
    [
        "Offset of field: CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st::reserved",
    ][::std::mem::offset_of!(CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st, reserved)
        - 76usize];
};
impl Default for CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_v1 = CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_st;
pub type CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS = CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st {
    pub extSemArray: *mut CUexternalSemaphore,
    pub paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS,
    pub numExtSems: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st",
    ][::std::mem::size_of::<CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st>() - 24usize];
    [
        "Alignment of CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st",
    ][::std::mem::align_of::<CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st::extSemArray",
    ][::std::mem::offset_of!(CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st, extSemArray) - 0usize];
    [
        "Offset of field: CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st::paramsArray",
    ][::std::mem::offset_of!(CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st, paramsArray) - 8usize];
    [
        "Offset of field: CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st::numExtSems",
    ][::std::mem::offset_of!(CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st, numExtSems) - 16usize];
};
impl Default for CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v1 = CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_st;
pub type CUDA_EXT_SEM_SIGNAL_NODE_PARAMS = CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st {
    pub extSemArray: *mut CUexternalSemaphore,
    pub paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS,
    pub numExtSems: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st",
    ][::std::mem::size_of::<CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st>() - 24usize];
    [
        "Alignment of CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st",
    ][::std::mem::align_of::<CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st>() - 8usize];
    [
        "Offset of field: CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st::extSemArray",
    ][::std::mem::offset_of!(CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st, extSemArray)
        - 0usize];
    [
        "Offset of field: CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st::paramsArray",
    ][::std::mem::offset_of!(CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st, paramsArray)
        - 8usize];
    [
        "Offset of field: CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st::numExtSems",
    ][::std::mem::offset_of!(CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st, numExtSems)
        - 16usize];
};
impl Default for CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2 = CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_EXT_SEM_WAIT_NODE_PARAMS_st {
    pub extSemArray: *mut CUexternalSemaphore,
    pub paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS,
    pub numExtSems: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXT_SEM_WAIT_NODE_PARAMS_st",
    ][::std::mem::size_of::<CUDA_EXT_SEM_WAIT_NODE_PARAMS_st>() - 24usize];
    [
        "Alignment of CUDA_EXT_SEM_WAIT_NODE_PARAMS_st",
    ][::std::mem::align_of::<CUDA_EXT_SEM_WAIT_NODE_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_EXT_SEM_WAIT_NODE_PARAMS_st::extSemArray",
    ][::std::mem::offset_of!(CUDA_EXT_SEM_WAIT_NODE_PARAMS_st, extSemArray) - 0usize];
    [
        "Offset of field: CUDA_EXT_SEM_WAIT_NODE_PARAMS_st::paramsArray",
    ][::std::mem::offset_of!(CUDA_EXT_SEM_WAIT_NODE_PARAMS_st, paramsArray) - 8usize];
    [
        "Offset of field: CUDA_EXT_SEM_WAIT_NODE_PARAMS_st::numExtSems",
    ][::std::mem::offset_of!(CUDA_EXT_SEM_WAIT_NODE_PARAMS_st, numExtSems) - 16usize];
};
impl Default for CUDA_EXT_SEM_WAIT_NODE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EXT_SEM_WAIT_NODE_PARAMS_v1 = CUDA_EXT_SEM_WAIT_NODE_PARAMS_st;
pub type CUDA_EXT_SEM_WAIT_NODE_PARAMS = CUDA_EXT_SEM_WAIT_NODE_PARAMS_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st {
    pub extSemArray: *mut CUexternalSemaphore,
    pub paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS,
    pub numExtSems: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st",
    ][::std::mem::size_of::<CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st>() - 24usize];
    [
        "Alignment of CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st",
    ][::std::mem::align_of::<CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st>() - 8usize];
    [
        "Offset of field: CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st::extSemArray",
    ][::std::mem::offset_of!(CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st, extSemArray) - 0usize];
    [
        "Offset of field: CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st::paramsArray",
    ][::std::mem::offset_of!(CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st, paramsArray) - 8usize];
    [
        "Offset of field: CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st::numExtSems",
    ][::std::mem::offset_of!(CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st, numExtSems) - 16usize];
};
impl Default for CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2 = CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2_st;
pub type CUmemGenericAllocationHandle_v1 = ::std::os::raw::c_ulonglong;
pub type CUmemGenericAllocationHandle = CUmemGenericAllocationHandle_v1;
impl CUmemAllocationHandleType_enum {
    pub const CU_MEM_HANDLE_TYPE_NONE: CUmemAllocationHandleType_enum = CUmemAllocationHandleType_enum(
        0,
    );
    pub const CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR: CUmemAllocationHandleType_enum = CUmemAllocationHandleType_enum(
        1,
    );
    pub const CU_MEM_HANDLE_TYPE_WIN32: CUmemAllocationHandleType_enum = CUmemAllocationHandleType_enum(
        2,
    );
    pub const CU_MEM_HANDLE_TYPE_WIN32_KMT: CUmemAllocationHandleType_enum = CUmemAllocationHandleType_enum(
        4,
    );
    pub const CU_MEM_HANDLE_TYPE_FABRIC: CUmemAllocationHandleType_enum = CUmemAllocationHandleType_enum(
        8,
    );
    pub const CU_MEM_HANDLE_TYPE_MAX: CUmemAllocationHandleType_enum = CUmemAllocationHandleType_enum(
        2147483647,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemAllocationHandleType_enum(pub ::std::os::raw::c_uint);
pub use self::CUmemAllocationHandleType_enum as CUmemAllocationHandleType;
impl CUmemAccess_flags_enum {
    pub const CU_MEM_ACCESS_FLAGS_PROT_NONE: CUmemAccess_flags_enum = CUmemAccess_flags_enum(
        0,
    );
    pub const CU_MEM_ACCESS_FLAGS_PROT_READ: CUmemAccess_flags_enum = CUmemAccess_flags_enum(
        1,
    );
    pub const CU_MEM_ACCESS_FLAGS_PROT_READWRITE: CUmemAccess_flags_enum = CUmemAccess_flags_enum(
        3,
    );
    pub const CU_MEM_ACCESS_FLAGS_PROT_MAX: CUmemAccess_flags_enum = CUmemAccess_flags_enum(
        2147483647,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemAccess_flags_enum(pub ::std::os::raw::c_uint);
pub use self::CUmemAccess_flags_enum as CUmemAccess_flags;
impl CUmemLocationType_enum {
    pub const CU_MEM_LOCATION_TYPE_INVALID: CUmemLocationType_enum = CUmemLocationType_enum(
        0,
    );
    pub const CU_MEM_LOCATION_TYPE_DEVICE: CUmemLocationType_enum = CUmemLocationType_enum(
        1,
    );
    pub const CU_MEM_LOCATION_TYPE_HOST: CUmemLocationType_enum = CUmemLocationType_enum(
        2,
    );
    pub const CU_MEM_LOCATION_TYPE_HOST_NUMA: CUmemLocationType_enum = CUmemLocationType_enum(
        3,
    );
    pub const CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT: CUmemLocationType_enum = CUmemLocationType_enum(
        4,
    );
    pub const CU_MEM_LOCATION_TYPE_MAX: CUmemLocationType_enum = CUmemLocationType_enum(
        2147483647,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemLocationType_enum(pub ::std::os::raw::c_uint);
pub use self::CUmemLocationType_enum as CUmemLocationType;
impl CUmemAllocationType_enum {
    pub const CU_MEM_ALLOCATION_TYPE_INVALID: CUmemAllocationType_enum = CUmemAllocationType_enum(
        0,
    );
    pub const CU_MEM_ALLOCATION_TYPE_PINNED: CUmemAllocationType_enum = CUmemAllocationType_enum(
        1,
    );
    pub const CU_MEM_ALLOCATION_TYPE_MAX: CUmemAllocationType_enum = CUmemAllocationType_enum(
        2147483647,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemAllocationType_enum(pub ::std::os::raw::c_uint);
pub use self::CUmemAllocationType_enum as CUmemAllocationType;
impl CUmemAllocationGranularity_flags_enum {
    pub const CU_MEM_ALLOC_GRANULARITY_MINIMUM: CUmemAllocationGranularity_flags_enum = CUmemAllocationGranularity_flags_enum(
        0,
    );
    pub const CU_MEM_ALLOC_GRANULARITY_RECOMMENDED: CUmemAllocationGranularity_flags_enum = CUmemAllocationGranularity_flags_enum(
        1,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemAllocationGranularity_flags_enum(pub ::std::os::raw::c_uint);
pub use self::CUmemAllocationGranularity_flags_enum as CUmemAllocationGranularity_flags;
impl CUmemRangeHandleType_enum {
    pub const CU_MEM_RANGE_HANDLE_TYPE_DMA_BUF_FD: CUmemRangeHandleType_enum = CUmemRangeHandleType_enum(
        1,
    );
    pub const CU_MEM_RANGE_HANDLE_TYPE_MAX: CUmemRangeHandleType_enum = CUmemRangeHandleType_enum(
        2147483647,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemRangeHandleType_enum(pub ::std::os::raw::c_uint);
pub use self::CUmemRangeHandleType_enum as CUmemRangeHandleType;
impl CUmemRangeFlags_enum {
    pub const CU_MEM_RANGE_FLAG_DMA_BUF_MAPPING_TYPE_PCIE: CUmemRangeFlags_enum = CUmemRangeFlags_enum(
        1,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemRangeFlags_enum(pub ::std::os::raw::c_uint);
pub use self::CUmemRangeFlags_enum as CUmemRangeFlags;
impl CUarraySparseSubresourceType_enum {
    pub const CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_SPARSE_LEVEL: CUarraySparseSubresourceType_enum = CUarraySparseSubresourceType_enum(
        0,
    );
    pub const CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_MIPTAIL: CUarraySparseSubresourceType_enum = CUarraySparseSubresourceType_enum(
        1,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUarraySparseSubresourceType_enum(pub ::std::os::raw::c_uint);
pub use self::CUarraySparseSubresourceType_enum as CUarraySparseSubresourceType;
impl CUmemOperationType_enum {
    pub const CU_MEM_OPERATION_TYPE_MAP: CUmemOperationType_enum = CUmemOperationType_enum(
        1,
    );
    pub const CU_MEM_OPERATION_TYPE_UNMAP: CUmemOperationType_enum = CUmemOperationType_enum(
        2,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemOperationType_enum(pub ::std::os::raw::c_uint);
pub use self::CUmemOperationType_enum as CUmemOperationType;
impl CUmemHandleType_enum {
    pub const CU_MEM_HANDLE_TYPE_GENERIC: CUmemHandleType_enum = CUmemHandleType_enum(0);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemHandleType_enum(pub ::std::os::raw::c_uint);
pub use self::CUmemHandleType_enum as CUmemHandleType;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUarrayMapInfo_st {
    pub resourceType: CUresourcetype,
    pub resource: CUarrayMapInfo_st__bindgen_ty_1,
    pub subresourceType: CUarraySparseSubresourceType,
    pub subresource: CUarrayMapInfo_st__bindgen_ty_2,
    pub memOperationType: CUmemOperationType,
    pub memHandleType: CUmemHandleType,
    pub memHandle: CUarrayMapInfo_st__bindgen_ty_3,
    pub offset: ::std::os::raw::c_ulonglong,
    pub deviceBitMask: ::std::os::raw::c_uint,
    pub flags: ::std::os::raw::c_uint,
    pub reserved: [::std::os::raw::c_uint; 2usize],
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUarrayMapInfo_st__bindgen_ty_1 {
    pub mipmap: CUmipmappedArray,
    pub array: CUarray,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUarrayMapInfo_st__bindgen_ty_1",
    ][::std::mem::size_of::<CUarrayMapInfo_st__bindgen_ty_1>() - 8usize];
    [
        "Alignment of CUarrayMapInfo_st__bindgen_ty_1",
    ][::std::mem::align_of::<CUarrayMapInfo_st__bindgen_ty_1>() - 8usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_1::mipmap",
    ][::std::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_1, mipmap) - 0usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_1::array",
    ][::std::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_1, array) - 0usize];
};
impl Default for CUarrayMapInfo_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUarrayMapInfo_st__bindgen_ty_2 {
    pub sparseLevel: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1,
    pub miptail: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_2,
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1 {
    pub level: ::std::os::raw::c_uint,
    pub layer: ::std::os::raw::c_uint,
    pub offsetX: ::std::os::raw::c_uint,
    pub offsetY: ::std::os::raw::c_uint,
    pub offsetZ: ::std::os::raw::c_uint,
    pub extentWidth: ::std::os::raw::c_uint,
    pub extentHeight: ::std::os::raw::c_uint,
    pub extentDepth: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1",
    ][::std::mem::size_of::<CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1>() - 32usize];
    [
        "Alignment of CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1",
    ][::std::mem::align_of::<CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1>() - 4usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1::level",
    ][::std::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1, level)
        - 0usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1::layer",
    ][::std::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1, layer)
        - 4usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1::offsetX",
    ][::std::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1, offsetX)
        - 8usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1::offsetY",
    ][::std::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1, offsetY)
        - 12usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1::offsetZ",
    ][::std::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1, offsetZ)
        - 16usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1::extentWidth",
    ][::std::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1, extentWidth)
        - 20usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1::extentHeight",
    ][::std::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1, extentHeight)
        - 24usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1::extentDepth",
    ][::std::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_1, extentDepth)
        - 28usize];
};
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_2 {
    pub layer: ::std::os::raw::c_uint,
    pub offset: ::std::os::raw::c_ulonglong,
    pub size: ::std::os::raw::c_ulonglong,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_2",
    ][::std::mem::size_of::<CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_2>() - 24usize];
    [
        "Alignment of CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_2",
    ][::std::mem::align_of::<CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_2>() - 8usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_2::layer",
    ][::std::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_2, layer)
        - 0usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_2::offset",
    ][::std::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_2, offset)
        - 8usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_2::size",
    ][::std::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_2__bindgen_ty_2, size)
        - 16usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUarrayMapInfo_st__bindgen_ty_2",
    ][::std::mem::size_of::<CUarrayMapInfo_st__bindgen_ty_2>() - 32usize];
    [
        "Alignment of CUarrayMapInfo_st__bindgen_ty_2",
    ][::std::mem::align_of::<CUarrayMapInfo_st__bindgen_ty_2>() - 8usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2::sparseLevel",
    ][::std::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_2, sparseLevel) - 0usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_2::miptail",
    ][::std::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_2, miptail) - 0usize];
};
impl Default for CUarrayMapInfo_st__bindgen_ty_2 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUarrayMapInfo_st__bindgen_ty_3 {
    pub memHandle: CUmemGenericAllocationHandle,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUarrayMapInfo_st__bindgen_ty_3",
    ][::std::mem::size_of::<CUarrayMapInfo_st__bindgen_ty_3>() - 8usize];
    [
        "Alignment of CUarrayMapInfo_st__bindgen_ty_3",
    ][::std::mem::align_of::<CUarrayMapInfo_st__bindgen_ty_3>() - 8usize];
    [
        "Offset of field: CUarrayMapInfo_st__bindgen_ty_3::memHandle",
    ][::std::mem::offset_of!(CUarrayMapInfo_st__bindgen_ty_3, memHandle) - 0usize];
};
impl Default for CUarrayMapInfo_st__bindgen_ty_3 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUarrayMapInfo_st"][::std::mem::size_of::<CUarrayMapInfo_st>() - 96usize];
    [
        "Alignment of CUarrayMapInfo_st",
    ][::std::mem::align_of::<CUarrayMapInfo_st>() - 8usize];
    [
        "Offset of field: CUarrayMapInfo_st::resourceType",
    ][::std::mem::offset_of!(CUarrayMapInfo_st, resourceType) - 0usize];
    [
        "Offset of field: CUarrayMapInfo_st::resource",
    ][::std::mem::offset_of!(CUarrayMapInfo_st, resource) - 8usize];
    [
        "Offset of field: CUarrayMapInfo_st::subresourceType",
    ][::std::mem::offset_of!(CUarrayMapInfo_st, subresourceType) - 16usize];
    [
        "Offset of field: CUarrayMapInfo_st::subresource",
    ][::std::mem::offset_of!(CUarrayMapInfo_st, subresource) - 24usize];
    [
        "Offset of field: CUarrayMapInfo_st::memOperationType",
    ][::std::mem::offset_of!(CUarrayMapInfo_st, memOperationType) - 56usize];
    [
        "Offset of field: CUarrayMapInfo_st::memHandleType",
    ][::std::mem::offset_of!(CUarrayMapInfo_st, memHandleType) - 60usize];
    [
        "Offset of field: CUarrayMapInfo_st::memHandle",
    ][::std::mem::offset_of!(CUarrayMapInfo_st, memHandle) - 64usize];
    [
        "Offset of field: CUarrayMapInfo_st::offset",
    ][::std::mem::offset_of!(CUarrayMapInfo_st, offset) - 72usize];
    [
        "Offset of field: CUarrayMapInfo_st::deviceBitMask",
    ][::std::mem::offset_of!(CUarrayMapInfo_st, deviceBitMask) - 80usize];
    [
        "Offset of field: CUarrayMapInfo_st::flags",
    ][::std::mem::offset_of!(CUarrayMapInfo_st, flags) - 84usize];
    [
        "Offset of field: CUarrayMapInfo_st::reserved",
    ][::std::mem::offset_of!(CUarrayMapInfo_st, reserved) - 88usize];
};
impl Default for CUarrayMapInfo_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUarrayMapInfo_v1 = CUarrayMapInfo_st;
pub type CUarrayMapInfo = CUarrayMapInfo_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUmemLocation_st {
    pub type_: CUmemLocationType,
    pub id: ::std::os::raw::c_int,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUmemLocation_st"][::std::mem::size_of::<CUmemLocation_st>() - 8usize];
    [
        "Alignment of CUmemLocation_st",
    ][::std::mem::align_of::<CUmemLocation_st>() - 4usize];
    [
        "Offset of field: CUmemLocation_st::type_",
    ][::std::mem::offset_of!(CUmemLocation_st, type_) - 0usize];
    [
        "Offset of field: CUmemLocation_st::id",
    ][::std::mem::offset_of!(CUmemLocation_st, id) - 4usize];
};
impl Default for CUmemLocation_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUmemLocation_v1 = CUmemLocation_st;
pub type CUmemLocation = CUmemLocation_v1;
impl CUmemAllocationCompType_enum {
    pub const CU_MEM_ALLOCATION_COMP_NONE: CUmemAllocationCompType_enum = CUmemAllocationCompType_enum(
        0,
    );
    pub const CU_MEM_ALLOCATION_COMP_GENERIC: CUmemAllocationCompType_enum = CUmemAllocationCompType_enum(
        1,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemAllocationCompType_enum(pub ::std::os::raw::c_uint);
pub use self::CUmemAllocationCompType_enum as CUmemAllocationCompType;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUmemAllocationProp_st {
    pub type_: CUmemAllocationType,
    pub requestedHandleTypes: CUmemAllocationHandleType,
    pub location: CUmemLocation,
    pub win32HandleMetaData: *mut ::std::os::raw::c_void,
    pub allocFlags: CUmemAllocationProp_st__bindgen_ty_1,
}
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUmemAllocationProp_st__bindgen_ty_1 {
    pub compressionType: ::std::os::raw::c_uchar,
    pub gpuDirectRDMACapable: ::std::os::raw::c_uchar,
    pub usage: ::std::os::raw::c_ushort,
    pub reserved: [::std::os::raw::c_uchar; 4usize],
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUmemAllocationProp_st__bindgen_ty_1",
    ][::std::mem::size_of::<CUmemAllocationProp_st__bindgen_ty_1>() - 8usize];
    [
        "Alignment of CUmemAllocationProp_st__bindgen_ty_1",
    ][::std::mem::align_of::<CUmemAllocationProp_st__bindgen_ty_1>() - 2usize];
    [
        "Offset of field: CUmemAllocationProp_st__bindgen_ty_1::compressionType",
    ][::std::mem::offset_of!(CUmemAllocationProp_st__bindgen_ty_1, compressionType)
        - 0usize];
    [
        "Offset of field: CUmemAllocationProp_st__bindgen_ty_1::gpuDirectRDMACapable",
    ][::std::mem::offset_of!(CUmemAllocationProp_st__bindgen_ty_1, gpuDirectRDMACapable)
        - 1usize];
    [
        "Offset of field: CUmemAllocationProp_st__bindgen_ty_1::usage",
    ][::std::mem::offset_of!(CUmemAllocationProp_st__bindgen_ty_1, usage) - 2usize];
    [
        "Offset of field: CUmemAllocationProp_st__bindgen_ty_1::reserved",
    ][::std::mem::offset_of!(CUmemAllocationProp_st__bindgen_ty_1, reserved) - 4usize];
};
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUmemAllocationProp_st",
    ][::std::mem::size_of::<CUmemAllocationProp_st>() - 32usize];
    [
        "Alignment of CUmemAllocationProp_st",
    ][::std::mem::align_of::<CUmemAllocationProp_st>() - 8usize];
    [
        "Offset of field: CUmemAllocationProp_st::type_",
    ][::std::mem::offset_of!(CUmemAllocationProp_st, type_) - 0usize];
    [
        "Offset of field: CUmemAllocationProp_st::requestedHandleTypes",
    ][::std::mem::offset_of!(CUmemAllocationProp_st, requestedHandleTypes) - 4usize];
    [
        "Offset of field: CUmemAllocationProp_st::location",
    ][::std::mem::offset_of!(CUmemAllocationProp_st, location) - 8usize];
    [
        "Offset of field: CUmemAllocationProp_st::win32HandleMetaData",
    ][::std::mem::offset_of!(CUmemAllocationProp_st, win32HandleMetaData) - 16usize];
    [
        "Offset of field: CUmemAllocationProp_st::allocFlags",
    ][::std::mem::offset_of!(CUmemAllocationProp_st, allocFlags) - 24usize];
};
impl Default for CUmemAllocationProp_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUmemAllocationProp_v1 = CUmemAllocationProp_st;
pub type CUmemAllocationProp = CUmemAllocationProp_v1;
impl CUmulticastGranularity_flags_enum {
    pub const CU_MULTICAST_GRANULARITY_MINIMUM: CUmulticastGranularity_flags_enum = CUmulticastGranularity_flags_enum(
        0,
    );
    pub const CU_MULTICAST_GRANULARITY_RECOMMENDED: CUmulticastGranularity_flags_enum = CUmulticastGranularity_flags_enum(
        1,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmulticastGranularity_flags_enum(pub ::std::os::raw::c_uint);
pub use self::CUmulticastGranularity_flags_enum as CUmulticastGranularity_flags;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUmulticastObjectProp_st {
    pub numDevices: ::std::os::raw::c_uint,
    pub size: usize,
    pub handleTypes: ::std::os::raw::c_ulonglong,
    pub flags: ::std::os::raw::c_ulonglong,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUmulticastObjectProp_st",
    ][::std::mem::size_of::<CUmulticastObjectProp_st>() - 32usize];
    [
        "Alignment of CUmulticastObjectProp_st",
    ][::std::mem::align_of::<CUmulticastObjectProp_st>() - 8usize];
    [
        "Offset of field: CUmulticastObjectProp_st::numDevices",
    ][::std::mem::offset_of!(CUmulticastObjectProp_st, numDevices) - 0usize];
    [
        "Offset of field: CUmulticastObjectProp_st::size",
    ][::std::mem::offset_of!(CUmulticastObjectProp_st, size) - 8usize];
    [
        "Offset of field: CUmulticastObjectProp_st::handleTypes",
    ][::std::mem::offset_of!(CUmulticastObjectProp_st, handleTypes) - 16usize];
    [
        "Offset of field: CUmulticastObjectProp_st::flags",
    ][::std::mem::offset_of!(CUmulticastObjectProp_st, flags) - 24usize];
};
pub type CUmulticastObjectProp_v1 = CUmulticastObjectProp_st;
pub type CUmulticastObjectProp = CUmulticastObjectProp_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUmemAccessDesc_st {
    pub location: CUmemLocation,
    pub flags: CUmemAccess_flags,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUmemAccessDesc_st",
    ][::std::mem::size_of::<CUmemAccessDesc_st>() - 12usize];
    [
        "Alignment of CUmemAccessDesc_st",
    ][::std::mem::align_of::<CUmemAccessDesc_st>() - 4usize];
    [
        "Offset of field: CUmemAccessDesc_st::location",
    ][::std::mem::offset_of!(CUmemAccessDesc_st, location) - 0usize];
    [
        "Offset of field: CUmemAccessDesc_st::flags",
    ][::std::mem::offset_of!(CUmemAccessDesc_st, flags) - 8usize];
};
impl Default for CUmemAccessDesc_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUmemAccessDesc_v1 = CUmemAccessDesc_st;
pub type CUmemAccessDesc = CUmemAccessDesc_v1;
impl CUgraphExecUpdateResult_enum {
    pub const CU_GRAPH_EXEC_UPDATE_SUCCESS: CUgraphExecUpdateResult_enum = CUgraphExecUpdateResult_enum(
        0,
    );
    pub const CU_GRAPH_EXEC_UPDATE_ERROR: CUgraphExecUpdateResult_enum = CUgraphExecUpdateResult_enum(
        1,
    );
    pub const CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED: CUgraphExecUpdateResult_enum = CUgraphExecUpdateResult_enum(
        2,
    );
    pub const CU_GRAPH_EXEC_UPDATE_ERROR_NODE_TYPE_CHANGED: CUgraphExecUpdateResult_enum = CUgraphExecUpdateResult_enum(
        3,
    );
    pub const CU_GRAPH_EXEC_UPDATE_ERROR_FUNCTION_CHANGED: CUgraphExecUpdateResult_enum = CUgraphExecUpdateResult_enum(
        4,
    );
    pub const CU_GRAPH_EXEC_UPDATE_ERROR_PARAMETERS_CHANGED: CUgraphExecUpdateResult_enum = CUgraphExecUpdateResult_enum(
        5,
    );
    pub const CU_GRAPH_EXEC_UPDATE_ERROR_NOT_SUPPORTED: CUgraphExecUpdateResult_enum = CUgraphExecUpdateResult_enum(
        6,
    );
    pub const CU_GRAPH_EXEC_UPDATE_ERROR_UNSUPPORTED_FUNCTION_CHANGE: CUgraphExecUpdateResult_enum = CUgraphExecUpdateResult_enum(
        7,
    );
    pub const CU_GRAPH_EXEC_UPDATE_ERROR_ATTRIBUTES_CHANGED: CUgraphExecUpdateResult_enum = CUgraphExecUpdateResult_enum(
        8,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUgraphExecUpdateResult_enum(pub ::std::os::raw::c_uint);
pub use self::CUgraphExecUpdateResult_enum as CUgraphExecUpdateResult;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUgraphExecUpdateResultInfo_st {
    pub result: CUgraphExecUpdateResult,
    pub errorNode: CUgraphNode,
    pub errorFromNode: CUgraphNode,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUgraphExecUpdateResultInfo_st",
    ][::std::mem::size_of::<CUgraphExecUpdateResultInfo_st>() - 24usize];
    [
        "Alignment of CUgraphExecUpdateResultInfo_st",
    ][::std::mem::align_of::<CUgraphExecUpdateResultInfo_st>() - 8usize];
    [
        "Offset of field: CUgraphExecUpdateResultInfo_st::result",
    ][::std::mem::offset_of!(CUgraphExecUpdateResultInfo_st, result) - 0usize];
    [
        "Offset of field: CUgraphExecUpdateResultInfo_st::errorNode",
    ][::std::mem::offset_of!(CUgraphExecUpdateResultInfo_st, errorNode) - 8usize];
    [
        "Offset of field: CUgraphExecUpdateResultInfo_st::errorFromNode",
    ][::std::mem::offset_of!(CUgraphExecUpdateResultInfo_st, errorFromNode) - 16usize];
};
impl Default for CUgraphExecUpdateResultInfo_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUgraphExecUpdateResultInfo_v1 = CUgraphExecUpdateResultInfo_st;
pub type CUgraphExecUpdateResultInfo = CUgraphExecUpdateResultInfo_v1;
impl CUmemPool_attribute_enum {
    pub const CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES: CUmemPool_attribute_enum = CUmemPool_attribute_enum(
        1,
    );
    pub const CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC: CUmemPool_attribute_enum = CUmemPool_attribute_enum(
        2,
    );
    pub const CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES: CUmemPool_attribute_enum = CUmemPool_attribute_enum(
        3,
    );
    pub const CU_MEMPOOL_ATTR_RELEASE_THRESHOLD: CUmemPool_attribute_enum = CUmemPool_attribute_enum(
        4,
    );
    pub const CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT: CUmemPool_attribute_enum = CUmemPool_attribute_enum(
        5,
    );
    pub const CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH: CUmemPool_attribute_enum = CUmemPool_attribute_enum(
        6,
    );
    pub const CU_MEMPOOL_ATTR_USED_MEM_CURRENT: CUmemPool_attribute_enum = CUmemPool_attribute_enum(
        7,
    );
    pub const CU_MEMPOOL_ATTR_USED_MEM_HIGH: CUmemPool_attribute_enum = CUmemPool_attribute_enum(
        8,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemPool_attribute_enum(pub ::std::os::raw::c_uint);
pub use self::CUmemPool_attribute_enum as CUmemPool_attribute;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUmemPoolProps_st {
    pub allocType: CUmemAllocationType,
    pub handleTypes: CUmemAllocationHandleType,
    pub location: CUmemLocation,
    pub win32SecurityAttributes: *mut ::std::os::raw::c_void,
    pub maxSize: usize,
    pub usage: ::std::os::raw::c_ushort,
    pub reserved: [::std::os::raw::c_uchar; 54usize],
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUmemPoolProps_st"][::std::mem::size_of::<CUmemPoolProps_st>() - 88usize];
    [
        "Alignment of CUmemPoolProps_st",
    ][::std::mem::align_of::<CUmemPoolProps_st>() - 8usize];
    [
        "Offset of field: CUmemPoolProps_st::allocType",
    ][::std::mem::offset_of!(CUmemPoolProps_st, allocType) - 0usize];
    [
        "Offset of field: CUmemPoolProps_st::handleTypes",
    ][::std::mem::offset_of!(CUmemPoolProps_st, handleTypes) - 4usize];
    [
        "Offset of field: CUmemPoolProps_st::location",
    ][::std::mem::offset_of!(CUmemPoolProps_st, location) - 8usize];
    [
        "Offset of field: CUmemPoolProps_st::win32SecurityAttributes",
    ][::std::mem::offset_of!(CUmemPoolProps_st, win32SecurityAttributes) - 16usize];
    [
        "Offset of field: CUmemPoolProps_st::maxSize",
    ][::std::mem::offset_of!(CUmemPoolProps_st, maxSize) - 24usize];
    [
        "Offset of field: CUmemPoolProps_st::usage",
    ][::std::mem::offset_of!(CUmemPoolProps_st, usage) - 32usize];
    [
        "Offset of field: CUmemPoolProps_st::reserved",
    ][::std::mem::offset_of!(CUmemPoolProps_st, reserved) - 34usize];
};
impl Default for CUmemPoolProps_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUmemPoolProps_v1 = CUmemPoolProps_st;
pub type CUmemPoolProps = CUmemPoolProps_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUmemPoolPtrExportData_st {
    pub reserved: [::std::os::raw::c_uchar; 64usize],
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUmemPoolPtrExportData_st",
    ][::std::mem::size_of::<CUmemPoolPtrExportData_st>() - 64usize];
    [
        "Alignment of CUmemPoolPtrExportData_st",
    ][::std::mem::align_of::<CUmemPoolPtrExportData_st>() - 1usize];
    [
        "Offset of field: CUmemPoolPtrExportData_st::reserved",
    ][::std::mem::offset_of!(CUmemPoolPtrExportData_st, reserved) - 0usize];
};
impl Default for CUmemPoolPtrExportData_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUmemPoolPtrExportData_v1 = CUmemPoolPtrExportData_st;
pub type CUmemPoolPtrExportData = CUmemPoolPtrExportData_v1;
impl CUmemcpyFlags_enum {
    pub const CU_MEMCPY_FLAG_DEFAULT: CUmemcpyFlags_enum = CUmemcpyFlags_enum(0);
    pub const CU_MEMCPY_FLAG_PREFER_OVERLAP_WITH_COMPUTE: CUmemcpyFlags_enum = CUmemcpyFlags_enum(
        1,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemcpyFlags_enum(pub ::std::os::raw::c_uint);
pub use self::CUmemcpyFlags_enum as CUmemcpyFlags;
impl CUmemcpySrcAccessOrder_enum {
    pub const CU_MEMCPY_SRC_ACCESS_ORDER_INVALID: CUmemcpySrcAccessOrder_enum = CUmemcpySrcAccessOrder_enum(
        0,
    );
    pub const CU_MEMCPY_SRC_ACCESS_ORDER_STREAM: CUmemcpySrcAccessOrder_enum = CUmemcpySrcAccessOrder_enum(
        1,
    );
    pub const CU_MEMCPY_SRC_ACCESS_ORDER_DURING_API_CALL: CUmemcpySrcAccessOrder_enum = CUmemcpySrcAccessOrder_enum(
        2,
    );
    pub const CU_MEMCPY_SRC_ACCESS_ORDER_ANY: CUmemcpySrcAccessOrder_enum = CUmemcpySrcAccessOrder_enum(
        3,
    );
    pub const CU_MEMCPY_SRC_ACCESS_ORDER_MAX: CUmemcpySrcAccessOrder_enum = CUmemcpySrcAccessOrder_enum(
        2147483647,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemcpySrcAccessOrder_enum(pub ::std::os::raw::c_uint);
pub use self::CUmemcpySrcAccessOrder_enum as CUmemcpySrcAccessOrder;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUmemcpyAttributes_st {
    pub srcAccessOrder: CUmemcpySrcAccessOrder,
    pub srcLocHint: CUmemLocation,
    pub dstLocHint: CUmemLocation,
    pub flags: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUmemcpyAttributes_st",
    ][::std::mem::size_of::<CUmemcpyAttributes_st>() - 24usize];
    [
        "Alignment of CUmemcpyAttributes_st",
    ][::std::mem::align_of::<CUmemcpyAttributes_st>() - 4usize];
    [
        "Offset of field: CUmemcpyAttributes_st::srcAccessOrder",
    ][::std::mem::offset_of!(CUmemcpyAttributes_st, srcAccessOrder) - 0usize];
    [
        "Offset of field: CUmemcpyAttributes_st::srcLocHint",
    ][::std::mem::offset_of!(CUmemcpyAttributes_st, srcLocHint) - 4usize];
    [
        "Offset of field: CUmemcpyAttributes_st::dstLocHint",
    ][::std::mem::offset_of!(CUmemcpyAttributes_st, dstLocHint) - 12usize];
    [
        "Offset of field: CUmemcpyAttributes_st::flags",
    ][::std::mem::offset_of!(CUmemcpyAttributes_st, flags) - 20usize];
};
impl Default for CUmemcpyAttributes_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUmemcpyAttributes_v1 = CUmemcpyAttributes_st;
pub type CUmemcpyAttributes = CUmemcpyAttributes_v1;
impl CUmemcpy3DOperandType_enum {
    pub const CU_MEMCPY_OPERAND_TYPE_POINTER: CUmemcpy3DOperandType_enum = CUmemcpy3DOperandType_enum(
        1,
    );
    pub const CU_MEMCPY_OPERAND_TYPE_ARRAY: CUmemcpy3DOperandType_enum = CUmemcpy3DOperandType_enum(
        2,
    );
    pub const CU_MEMCPY_OPERAND_TYPE_MAX: CUmemcpy3DOperandType_enum = CUmemcpy3DOperandType_enum(
        2147483647,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemcpy3DOperandType_enum(pub ::std::os::raw::c_uint);
pub use self::CUmemcpy3DOperandType_enum as CUmemcpy3DOperandType;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUoffset3D_st {
    pub x: usize,
    pub y: usize,
    pub z: usize,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUoffset3D_st"][::std::mem::size_of::<CUoffset3D_st>() - 24usize];
    ["Alignment of CUoffset3D_st"][::std::mem::align_of::<CUoffset3D_st>() - 8usize];
    [
        "Offset of field: CUoffset3D_st::x",
    ][::std::mem::offset_of!(CUoffset3D_st, x) - 0usize];
    [
        "Offset of field: CUoffset3D_st::y",
    ][::std::mem::offset_of!(CUoffset3D_st, y) - 8usize];
    [
        "Offset of field: CUoffset3D_st::z",
    ][::std::mem::offset_of!(CUoffset3D_st, z) - 16usize];
};
pub type CUoffset3D_v1 = CUoffset3D_st;
pub type CUoffset3D = CUoffset3D_v1;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUextent3D_st {
    pub width: usize,
    pub height: usize,
    pub depth: usize,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUextent3D_st"][::std::mem::size_of::<CUextent3D_st>() - 24usize];
    ["Alignment of CUextent3D_st"][::std::mem::align_of::<CUextent3D_st>() - 8usize];
    [
        "Offset of field: CUextent3D_st::width",
    ][::std::mem::offset_of!(CUextent3D_st, width) - 0usize];
    [
        "Offset of field: CUextent3D_st::height",
    ][::std::mem::offset_of!(CUextent3D_st, height) - 8usize];
    [
        "Offset of field: CUextent3D_st::depth",
    ][::std::mem::offset_of!(CUextent3D_st, depth) - 16usize];
};
pub type CUextent3D_v1 = CUextent3D_st;
pub type CUextent3D = CUextent3D_v1;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUmemcpy3DOperand_st {
    pub type_: CUmemcpy3DOperandType,
    pub op: CUmemcpy3DOperand_st__bindgen_ty_1,
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUmemcpy3DOperand_st__bindgen_ty_1 {
    pub ptr: CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1,
    pub array: CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_2,
}
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1 {
    pub ptr: CUdeviceptr,
    pub rowLength: usize,
    pub layerHeight: usize,
    pub locHint: CUmemLocation,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1",
    ][::std::mem::size_of::<CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1>()
        - 32usize];
    [
        "Alignment of CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1",
    ][::std::mem::align_of::<CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1>()
        - 8usize];
    [
        "Offset of field: CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1::ptr",
    ][::std::mem::offset_of!(CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1, ptr)
        - 0usize];
    [
        "Offset of field: CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1::rowLength",
    ][::std::mem::offset_of!(CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1, rowLength)
        - 8usize];
    [
        "Offset of field: CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1::layerHeight",
    ][::std::mem::offset_of!(
        CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1, layerHeight
    ) - 16usize];
    [
        "Offset of field: CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1::locHint",
    ][::std::mem::offset_of!(CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1, locHint)
        - 24usize];
};
impl Default for CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_2 {
    pub array: CUarray,
    pub offset: CUoffset3D,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_2",
    ][::std::mem::size_of::<CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_2>()
        - 32usize];
    [
        "Alignment of CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_2",
    ][::std::mem::align_of::<CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_2>()
        - 8usize];
    [
        "Offset of field: CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_2::array",
    ][::std::mem::offset_of!(CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_2, array)
        - 0usize];
    [
        "Offset of field: CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_2::offset",
    ][::std::mem::offset_of!(CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_2, offset)
        - 8usize];
};
impl Default for CUmemcpy3DOperand_st__bindgen_ty_1__bindgen_ty_2 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUmemcpy3DOperand_st__bindgen_ty_1",
    ][::std::mem::size_of::<CUmemcpy3DOperand_st__bindgen_ty_1>() - 32usize];
    [
        "Alignment of CUmemcpy3DOperand_st__bindgen_ty_1",
    ][::std::mem::align_of::<CUmemcpy3DOperand_st__bindgen_ty_1>() - 8usize];
    [
        "Offset of field: CUmemcpy3DOperand_st__bindgen_ty_1::ptr",
    ][::std::mem::offset_of!(CUmemcpy3DOperand_st__bindgen_ty_1, ptr) - 0usize];
    [
        "Offset of field: CUmemcpy3DOperand_st__bindgen_ty_1::array",
    ][::std::mem::offset_of!(CUmemcpy3DOperand_st__bindgen_ty_1, array) - 0usize];
};
impl Default for CUmemcpy3DOperand_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUmemcpy3DOperand_st",
    ][::std::mem::size_of::<CUmemcpy3DOperand_st>() - 40usize];
    [
        "Alignment of CUmemcpy3DOperand_st",
    ][::std::mem::align_of::<CUmemcpy3DOperand_st>() - 8usize];
    [
        "Offset of field: CUmemcpy3DOperand_st::type_",
    ][::std::mem::offset_of!(CUmemcpy3DOperand_st, type_) - 0usize];
    [
        "Offset of field: CUmemcpy3DOperand_st::op",
    ][::std::mem::offset_of!(CUmemcpy3DOperand_st, op) - 8usize];
};
impl Default for CUmemcpy3DOperand_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUmemcpy3DOperand_v1 = CUmemcpy3DOperand_st;
pub type CUmemcpy3DOperand = CUmemcpy3DOperand_v1;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUDA_MEMCPY3D_BATCH_OP_st {
    pub src: CUmemcpy3DOperand,
    pub dst: CUmemcpy3DOperand,
    pub extent: CUextent3D,
    pub srcAccessOrder: CUmemcpySrcAccessOrder,
    pub flags: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_MEMCPY3D_BATCH_OP_st",
    ][::std::mem::size_of::<CUDA_MEMCPY3D_BATCH_OP_st>() - 112usize];
    [
        "Alignment of CUDA_MEMCPY3D_BATCH_OP_st",
    ][::std::mem::align_of::<CUDA_MEMCPY3D_BATCH_OP_st>() - 8usize];
    [
        "Offset of field: CUDA_MEMCPY3D_BATCH_OP_st::src",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_BATCH_OP_st, src) - 0usize];
    [
        "Offset of field: CUDA_MEMCPY3D_BATCH_OP_st::dst",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_BATCH_OP_st, dst) - 40usize];
    [
        "Offset of field: CUDA_MEMCPY3D_BATCH_OP_st::extent",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_BATCH_OP_st, extent) - 80usize];
    [
        "Offset of field: CUDA_MEMCPY3D_BATCH_OP_st::srcAccessOrder",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_BATCH_OP_st, srcAccessOrder) - 104usize];
    [
        "Offset of field: CUDA_MEMCPY3D_BATCH_OP_st::flags",
    ][::std::mem::offset_of!(CUDA_MEMCPY3D_BATCH_OP_st, flags) - 108usize];
};
impl Default for CUDA_MEMCPY3D_BATCH_OP_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_MEMCPY3D_BATCH_OP_v1 = CUDA_MEMCPY3D_BATCH_OP_st;
pub type CUDA_MEMCPY3D_BATCH_OP = CUDA_MEMCPY3D_BATCH_OP_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_MEM_ALLOC_NODE_PARAMS_v1_st {
    pub poolProps: CUmemPoolProps,
    pub accessDescs: *const CUmemAccessDesc,
    pub accessDescCount: usize,
    pub bytesize: usize,
    pub dptr: CUdeviceptr,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_MEM_ALLOC_NODE_PARAMS_v1_st",
    ][::std::mem::size_of::<CUDA_MEM_ALLOC_NODE_PARAMS_v1_st>() - 120usize];
    [
        "Alignment of CUDA_MEM_ALLOC_NODE_PARAMS_v1_st",
    ][::std::mem::align_of::<CUDA_MEM_ALLOC_NODE_PARAMS_v1_st>() - 8usize];
    [
        "Offset of field: CUDA_MEM_ALLOC_NODE_PARAMS_v1_st::poolProps",
    ][::std::mem::offset_of!(CUDA_MEM_ALLOC_NODE_PARAMS_v1_st, poolProps) - 0usize];
    [
        "Offset of field: CUDA_MEM_ALLOC_NODE_PARAMS_v1_st::accessDescs",
    ][::std::mem::offset_of!(CUDA_MEM_ALLOC_NODE_PARAMS_v1_st, accessDescs) - 88usize];
    [
        "Offset of field: CUDA_MEM_ALLOC_NODE_PARAMS_v1_st::accessDescCount",
    ][::std::mem::offset_of!(CUDA_MEM_ALLOC_NODE_PARAMS_v1_st, accessDescCount)
        - 96usize];
    [
        "Offset of field: CUDA_MEM_ALLOC_NODE_PARAMS_v1_st::bytesize",
    ][::std::mem::offset_of!(CUDA_MEM_ALLOC_NODE_PARAMS_v1_st, bytesize) - 104usize];
    [
        "Offset of field: CUDA_MEM_ALLOC_NODE_PARAMS_v1_st::dptr",
    ][::std::mem::offset_of!(CUDA_MEM_ALLOC_NODE_PARAMS_v1_st, dptr) - 112usize];
};
impl Default for CUDA_MEM_ALLOC_NODE_PARAMS_v1_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_MEM_ALLOC_NODE_PARAMS_v1 = CUDA_MEM_ALLOC_NODE_PARAMS_v1_st;
pub type CUDA_MEM_ALLOC_NODE_PARAMS = CUDA_MEM_ALLOC_NODE_PARAMS_v1;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_MEM_ALLOC_NODE_PARAMS_v2_st {
    pub poolProps: CUmemPoolProps,
    pub accessDescs: *const CUmemAccessDesc,
    pub accessDescCount: usize,
    pub bytesize: usize,
    pub dptr: CUdeviceptr,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_MEM_ALLOC_NODE_PARAMS_v2_st",
    ][::std::mem::size_of::<CUDA_MEM_ALLOC_NODE_PARAMS_v2_st>() - 120usize];
    [
        "Alignment of CUDA_MEM_ALLOC_NODE_PARAMS_v2_st",
    ][::std::mem::align_of::<CUDA_MEM_ALLOC_NODE_PARAMS_v2_st>() - 8usize];
    [
        "Offset of field: CUDA_MEM_ALLOC_NODE_PARAMS_v2_st::poolProps",
    ][::std::mem::offset_of!(CUDA_MEM_ALLOC_NODE_PARAMS_v2_st, poolProps) - 0usize];
    [
        "Offset of field: CUDA_MEM_ALLOC_NODE_PARAMS_v2_st::accessDescs",
    ][::std::mem::offset_of!(CUDA_MEM_ALLOC_NODE_PARAMS_v2_st, accessDescs) - 88usize];
    [
        "Offset of field: CUDA_MEM_ALLOC_NODE_PARAMS_v2_st::accessDescCount",
    ][::std::mem::offset_of!(CUDA_MEM_ALLOC_NODE_PARAMS_v2_st, accessDescCount)
        - 96usize];
    [
        "Offset of field: CUDA_MEM_ALLOC_NODE_PARAMS_v2_st::bytesize",
    ][::std::mem::offset_of!(CUDA_MEM_ALLOC_NODE_PARAMS_v2_st, bytesize) - 104usize];
    [
        "Offset of field: CUDA_MEM_ALLOC_NODE_PARAMS_v2_st::dptr",
    ][::std::mem::offset_of!(CUDA_MEM_ALLOC_NODE_PARAMS_v2_st, dptr) - 112usize];
};
impl Default for CUDA_MEM_ALLOC_NODE_PARAMS_v2_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_MEM_ALLOC_NODE_PARAMS_v2 = CUDA_MEM_ALLOC_NODE_PARAMS_v2_st;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUDA_MEM_FREE_NODE_PARAMS_st {
    pub dptr: CUdeviceptr,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_MEM_FREE_NODE_PARAMS_st",
    ][::std::mem::size_of::<CUDA_MEM_FREE_NODE_PARAMS_st>() - 8usize];
    [
        "Alignment of CUDA_MEM_FREE_NODE_PARAMS_st",
    ][::std::mem::align_of::<CUDA_MEM_FREE_NODE_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_MEM_FREE_NODE_PARAMS_st::dptr",
    ][::std::mem::offset_of!(CUDA_MEM_FREE_NODE_PARAMS_st, dptr) - 0usize];
};
pub type CUDA_MEM_FREE_NODE_PARAMS = CUDA_MEM_FREE_NODE_PARAMS_st;
impl CUgraphMem_attribute_enum {
    pub const CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT: CUgraphMem_attribute_enum = CUgraphMem_attribute_enum(
        0,
    );
    pub const CU_GRAPH_MEM_ATTR_USED_MEM_HIGH: CUgraphMem_attribute_enum = CUgraphMem_attribute_enum(
        1,
    );
    pub const CU_GRAPH_MEM_ATTR_RESERVED_MEM_CURRENT: CUgraphMem_attribute_enum = CUgraphMem_attribute_enum(
        2,
    );
    pub const CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH: CUgraphMem_attribute_enum = CUgraphMem_attribute_enum(
        3,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUgraphMem_attribute_enum(pub ::std::os::raw::c_uint);
pub use self::CUgraphMem_attribute_enum as CUgraphMem_attribute;
impl CUgraphChildGraphNodeOwnership_enum {
    pub const CU_GRAPH_CHILD_GRAPH_OWNERSHIP_CLONE: CUgraphChildGraphNodeOwnership_enum = CUgraphChildGraphNodeOwnership_enum(
        0,
    );
    pub const CU_GRAPH_CHILD_GRAPH_OWNERSHIP_MOVE: CUgraphChildGraphNodeOwnership_enum = CUgraphChildGraphNodeOwnership_enum(
        1,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUgraphChildGraphNodeOwnership_enum(pub ::std::os::raw::c_uint);
pub use self::CUgraphChildGraphNodeOwnership_enum as CUgraphChildGraphNodeOwnership;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_CHILD_GRAPH_NODE_PARAMS_st {
    pub graph: CUgraph,
    pub ownership: CUgraphChildGraphNodeOwnership,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_CHILD_GRAPH_NODE_PARAMS_st",
    ][::std::mem::size_of::<CUDA_CHILD_GRAPH_NODE_PARAMS_st>() - 16usize];
    [
        "Alignment of CUDA_CHILD_GRAPH_NODE_PARAMS_st",
    ][::std::mem::align_of::<CUDA_CHILD_GRAPH_NODE_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_CHILD_GRAPH_NODE_PARAMS_st::graph",
    ][::std::mem::offset_of!(CUDA_CHILD_GRAPH_NODE_PARAMS_st, graph) - 0usize];
    [
        "Offset of field: CUDA_CHILD_GRAPH_NODE_PARAMS_st::ownership",
    ][::std::mem::offset_of!(CUDA_CHILD_GRAPH_NODE_PARAMS_st, ownership) - 8usize];
};
impl Default for CUDA_CHILD_GRAPH_NODE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_CHILD_GRAPH_NODE_PARAMS = CUDA_CHILD_GRAPH_NODE_PARAMS_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_EVENT_RECORD_NODE_PARAMS_st {
    pub event: CUevent,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EVENT_RECORD_NODE_PARAMS_st",
    ][::std::mem::size_of::<CUDA_EVENT_RECORD_NODE_PARAMS_st>() - 8usize];
    [
        "Alignment of CUDA_EVENT_RECORD_NODE_PARAMS_st",
    ][::std::mem::align_of::<CUDA_EVENT_RECORD_NODE_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_EVENT_RECORD_NODE_PARAMS_st::event",
    ][::std::mem::offset_of!(CUDA_EVENT_RECORD_NODE_PARAMS_st, event) - 0usize];
};
impl Default for CUDA_EVENT_RECORD_NODE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EVENT_RECORD_NODE_PARAMS = CUDA_EVENT_RECORD_NODE_PARAMS_st;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUDA_EVENT_WAIT_NODE_PARAMS_st {
    pub event: CUevent,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUDA_EVENT_WAIT_NODE_PARAMS_st",
    ][::std::mem::size_of::<CUDA_EVENT_WAIT_NODE_PARAMS_st>() - 8usize];
    [
        "Alignment of CUDA_EVENT_WAIT_NODE_PARAMS_st",
    ][::std::mem::align_of::<CUDA_EVENT_WAIT_NODE_PARAMS_st>() - 8usize];
    [
        "Offset of field: CUDA_EVENT_WAIT_NODE_PARAMS_st::event",
    ][::std::mem::offset_of!(CUDA_EVENT_WAIT_NODE_PARAMS_st, event) - 0usize];
};
impl Default for CUDA_EVENT_WAIT_NODE_PARAMS_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUDA_EVENT_WAIT_NODE_PARAMS = CUDA_EVENT_WAIT_NODE_PARAMS_st;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUgraphNodeParams_st {
    pub type_: CUgraphNodeType,
    pub reserved0: [::std::os::raw::c_int; 3usize],
    pub __bindgen_anon_1: CUgraphNodeParams_st__bindgen_ty_1,
    pub reserved2: ::std::os::raw::c_longlong,
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUgraphNodeParams_st__bindgen_ty_1 {
    pub reserved1: [::std::os::raw::c_longlong; 29usize],
    pub kernel: CUDA_KERNEL_NODE_PARAMS_v3,
    pub memcpy: CUDA_MEMCPY_NODE_PARAMS,
    pub memset: CUDA_MEMSET_NODE_PARAMS_v2,
    pub host: CUDA_HOST_NODE_PARAMS_v2,
    pub graph: CUDA_CHILD_GRAPH_NODE_PARAMS,
    pub eventWait: CUDA_EVENT_WAIT_NODE_PARAMS,
    pub eventRecord: CUDA_EVENT_RECORD_NODE_PARAMS,
    pub extSemSignal: CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2,
    pub extSemWait: CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2,
    pub alloc: CUDA_MEM_ALLOC_NODE_PARAMS_v2,
    pub free: CUDA_MEM_FREE_NODE_PARAMS,
    pub memOp: CUDA_BATCH_MEM_OP_NODE_PARAMS_v2,
    pub conditional: CUDA_CONDITIONAL_NODE_PARAMS,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUgraphNodeParams_st__bindgen_ty_1",
    ][::std::mem::size_of::<CUgraphNodeParams_st__bindgen_ty_1>() - 232usize];
    [
        "Alignment of CUgraphNodeParams_st__bindgen_ty_1",
    ][::std::mem::align_of::<CUgraphNodeParams_st__bindgen_ty_1>() - 8usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::reserved1",
    ][::std::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, reserved1) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::kernel",
    ][::std::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, kernel) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::memcpy",
    ][::std::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, memcpy) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::memset",
    ][::std::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, memset) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::host",
    ][::std::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, host) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::graph",
    ][::std::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, graph) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::eventWait",
    ][::std::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, eventWait) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::eventRecord",
    ][::std::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, eventRecord) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::extSemSignal",
    ][::std::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, extSemSignal) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::extSemWait",
    ][::std::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, extSemWait) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::alloc",
    ][::std::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, alloc) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::free",
    ][::std::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, free) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::memOp",
    ][::std::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, memOp) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st__bindgen_ty_1::conditional",
    ][::std::mem::offset_of!(CUgraphNodeParams_st__bindgen_ty_1, conditional) - 0usize];
};
impl Default for CUgraphNodeParams_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUgraphNodeParams_st",
    ][::std::mem::size_of::<CUgraphNodeParams_st>() - 256usize];
    [
        "Alignment of CUgraphNodeParams_st",
    ][::std::mem::align_of::<CUgraphNodeParams_st>() - 8usize];
    [
        "Offset of field: CUgraphNodeParams_st::type_",
    ][::std::mem::offset_of!(CUgraphNodeParams_st, type_) - 0usize];
    [
        "Offset of field: CUgraphNodeParams_st::reserved0",
    ][::std::mem::offset_of!(CUgraphNodeParams_st, reserved0) - 4usize];
    [
        "Offset of field: CUgraphNodeParams_st::reserved2",
    ][::std::mem::offset_of!(CUgraphNodeParams_st, reserved2) - 248usize];
};
impl Default for CUgraphNodeParams_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUgraphNodeParams = CUgraphNodeParams_st;
impl CUflushGPUDirectRDMAWritesOptions_enum {
    pub const CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_HOST: CUflushGPUDirectRDMAWritesOptions_enum = CUflushGPUDirectRDMAWritesOptions_enum(
        1,
    );
    pub const CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_MEMOPS: CUflushGPUDirectRDMAWritesOptions_enum = CUflushGPUDirectRDMAWritesOptions_enum(
        2,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUflushGPUDirectRDMAWritesOptions_enum(pub ::std::os::raw::c_uint);
pub use self::CUflushGPUDirectRDMAWritesOptions_enum as CUflushGPUDirectRDMAWritesOptions;
impl CUGPUDirectRDMAWritesOrdering_enum {
    pub const CU_GPU_DIRECT_RDMA_WRITES_ORDERING_NONE: CUGPUDirectRDMAWritesOrdering_enum = CUGPUDirectRDMAWritesOrdering_enum(
        0,
    );
    pub const CU_GPU_DIRECT_RDMA_WRITES_ORDERING_OWNER: CUGPUDirectRDMAWritesOrdering_enum = CUGPUDirectRDMAWritesOrdering_enum(
        100,
    );
    pub const CU_GPU_DIRECT_RDMA_WRITES_ORDERING_ALL_DEVICES: CUGPUDirectRDMAWritesOrdering_enum = CUGPUDirectRDMAWritesOrdering_enum(
        200,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUGPUDirectRDMAWritesOrdering_enum(pub ::std::os::raw::c_uint);
pub use self::CUGPUDirectRDMAWritesOrdering_enum as CUGPUDirectRDMAWritesOrdering;
impl CUflushGPUDirectRDMAWritesScope_enum {
    pub const CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_OWNER: CUflushGPUDirectRDMAWritesScope_enum = CUflushGPUDirectRDMAWritesScope_enum(
        100,
    );
    pub const CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_ALL_DEVICES: CUflushGPUDirectRDMAWritesScope_enum = CUflushGPUDirectRDMAWritesScope_enum(
        200,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUflushGPUDirectRDMAWritesScope_enum(pub ::std::os::raw::c_uint);
pub use self::CUflushGPUDirectRDMAWritesScope_enum as CUflushGPUDirectRDMAWritesScope;
impl CUflushGPUDirectRDMAWritesTarget_enum {
    pub const CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TARGET_CURRENT_CTX: CUflushGPUDirectRDMAWritesTarget_enum = CUflushGPUDirectRDMAWritesTarget_enum(
        0,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUflushGPUDirectRDMAWritesTarget_enum(pub ::std::os::raw::c_uint);
pub use self::CUflushGPUDirectRDMAWritesTarget_enum as CUflushGPUDirectRDMAWritesTarget;
impl CUgraphDebugDot_flags_enum {
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_VERBOSE: CUgraphDebugDot_flags_enum = CUgraphDebugDot_flags_enum(
        1,
    );
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_RUNTIME_TYPES: CUgraphDebugDot_flags_enum = CUgraphDebugDot_flags_enum(
        2,
    );
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_PARAMS: CUgraphDebugDot_flags_enum = CUgraphDebugDot_flags_enum(
        4,
    );
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_MEMCPY_NODE_PARAMS: CUgraphDebugDot_flags_enum = CUgraphDebugDot_flags_enum(
        8,
    );
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_MEMSET_NODE_PARAMS: CUgraphDebugDot_flags_enum = CUgraphDebugDot_flags_enum(
        16,
    );
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_HOST_NODE_PARAMS: CUgraphDebugDot_flags_enum = CUgraphDebugDot_flags_enum(
        32,
    );
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_EVENT_NODE_PARAMS: CUgraphDebugDot_flags_enum = CUgraphDebugDot_flags_enum(
        64,
    );
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_SIGNAL_NODE_PARAMS: CUgraphDebugDot_flags_enum = CUgraphDebugDot_flags_enum(
        128,
    );
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_WAIT_NODE_PARAMS: CUgraphDebugDot_flags_enum = CUgraphDebugDot_flags_enum(
        256,
    );
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_ATTRIBUTES: CUgraphDebugDot_flags_enum = CUgraphDebugDot_flags_enum(
        512,
    );
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_HANDLES: CUgraphDebugDot_flags_enum = CUgraphDebugDot_flags_enum(
        1024,
    );
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_MEM_ALLOC_NODE_PARAMS: CUgraphDebugDot_flags_enum = CUgraphDebugDot_flags_enum(
        2048,
    );
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_MEM_FREE_NODE_PARAMS: CUgraphDebugDot_flags_enum = CUgraphDebugDot_flags_enum(
        4096,
    );
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_BATCH_MEM_OP_NODE_PARAMS: CUgraphDebugDot_flags_enum = CUgraphDebugDot_flags_enum(
        8192,
    );
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_EXTRA_TOPO_INFO: CUgraphDebugDot_flags_enum = CUgraphDebugDot_flags_enum(
        16384,
    );
    pub const CU_GRAPH_DEBUG_DOT_FLAGS_CONDITIONAL_NODE_PARAMS: CUgraphDebugDot_flags_enum = CUgraphDebugDot_flags_enum(
        32768,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUgraphDebugDot_flags_enum(pub ::std::os::raw::c_uint);
pub use self::CUgraphDebugDot_flags_enum as CUgraphDebugDot_flags;
impl CUuserObject_flags_enum {
    pub const CU_USER_OBJECT_NO_DESTRUCTOR_SYNC: CUuserObject_flags_enum = CUuserObject_flags_enum(
        1,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUuserObject_flags_enum(pub ::std::os::raw::c_uint);
pub use self::CUuserObject_flags_enum as CUuserObject_flags;
impl CUuserObjectRetain_flags_enum {
    pub const CU_GRAPH_USER_OBJECT_MOVE: CUuserObjectRetain_flags_enum = CUuserObjectRetain_flags_enum(
        1,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUuserObjectRetain_flags_enum(pub ::std::os::raw::c_uint);
pub use self::CUuserObjectRetain_flags_enum as CUuserObjectRetain_flags;
impl CUgraphInstantiate_flags_enum {
    pub const CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH: CUgraphInstantiate_flags_enum = CUgraphInstantiate_flags_enum(
        1,
    );
    pub const CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD: CUgraphInstantiate_flags_enum = CUgraphInstantiate_flags_enum(
        2,
    );
    pub const CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH: CUgraphInstantiate_flags_enum = CUgraphInstantiate_flags_enum(
        4,
    );
    pub const CUDA_GRAPH_INSTANTIATE_FLAG_USE_NODE_PRIORITY: CUgraphInstantiate_flags_enum = CUgraphInstantiate_flags_enum(
        8,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUgraphInstantiate_flags_enum(pub ::std::os::raw::c_uint);
pub use self::CUgraphInstantiate_flags_enum as CUgraphInstantiate_flags;
impl CUdeviceNumaConfig_enum {
    pub const CU_DEVICE_NUMA_CONFIG_NONE: CUdeviceNumaConfig_enum = CUdeviceNumaConfig_enum(
        0,
    );
    pub const CU_DEVICE_NUMA_CONFIG_NUMA_NODE: CUdeviceNumaConfig_enum = CUdeviceNumaConfig_enum(
        1,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUdeviceNumaConfig_enum(pub ::std::os::raw::c_uint);
pub use self::CUdeviceNumaConfig_enum as CUdeviceNumaConfig;
impl CUprocessState_enum {
    pub const CU_PROCESS_STATE_RUNNING: CUprocessState_enum = CUprocessState_enum(0);
    pub const CU_PROCESS_STATE_LOCKED: CUprocessState_enum = CUprocessState_enum(1);
    pub const CU_PROCESS_STATE_CHECKPOINTED: CUprocessState_enum = CUprocessState_enum(
        2,
    );
    pub const CU_PROCESS_STATE_FAILED: CUprocessState_enum = CUprocessState_enum(3);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUprocessState_enum(pub ::std::os::raw::c_uint);
pub use self::CUprocessState_enum as CUprocessState;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUcheckpointLockArgs_st {
    pub timeoutMs: ::std::os::raw::c_uint,
    pub reserved0: ::std::os::raw::c_uint,
    pub reserved1: [cuuint64_t; 7usize],
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUcheckpointLockArgs_st",
    ][::std::mem::size_of::<CUcheckpointLockArgs_st>() - 64usize];
    [
        "Alignment of CUcheckpointLockArgs_st",
    ][::std::mem::align_of::<CUcheckpointLockArgs_st>() - 8usize];
    [
        "Offset of field: CUcheckpointLockArgs_st::timeoutMs",
    ][::std::mem::offset_of!(CUcheckpointLockArgs_st, timeoutMs) - 0usize];
    [
        "Offset of field: CUcheckpointLockArgs_st::reserved0",
    ][::std::mem::offset_of!(CUcheckpointLockArgs_st, reserved0) - 4usize];
    [
        "Offset of field: CUcheckpointLockArgs_st::reserved1",
    ][::std::mem::offset_of!(CUcheckpointLockArgs_st, reserved1) - 8usize];
};
pub type CUcheckpointLockArgs = CUcheckpointLockArgs_st;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUcheckpointCheckpointArgs_st {
    pub reserved: [cuuint64_t; 8usize],
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUcheckpointCheckpointArgs_st",
    ][::std::mem::size_of::<CUcheckpointCheckpointArgs_st>() - 64usize];
    [
        "Alignment of CUcheckpointCheckpointArgs_st",
    ][::std::mem::align_of::<CUcheckpointCheckpointArgs_st>() - 8usize];
    [
        "Offset of field: CUcheckpointCheckpointArgs_st::reserved",
    ][::std::mem::offset_of!(CUcheckpointCheckpointArgs_st, reserved) - 0usize];
};
pub type CUcheckpointCheckpointArgs = CUcheckpointCheckpointArgs_st;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUcheckpointRestoreArgs_st {
    pub reserved: [cuuint64_t; 8usize],
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUcheckpointRestoreArgs_st",
    ][::std::mem::size_of::<CUcheckpointRestoreArgs_st>() - 64usize];
    [
        "Alignment of CUcheckpointRestoreArgs_st",
    ][::std::mem::align_of::<CUcheckpointRestoreArgs_st>() - 8usize];
    [
        "Offset of field: CUcheckpointRestoreArgs_st::reserved",
    ][::std::mem::offset_of!(CUcheckpointRestoreArgs_st, reserved) - 0usize];
};
pub type CUcheckpointRestoreArgs = CUcheckpointRestoreArgs_st;
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUcheckpointUnlockArgs_st {
    pub reserved: [cuuint64_t; 8usize],
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUcheckpointUnlockArgs_st",
    ][::std::mem::size_of::<CUcheckpointUnlockArgs_st>() - 64usize];
    [
        "Alignment of CUcheckpointUnlockArgs_st",
    ][::std::mem::align_of::<CUcheckpointUnlockArgs_st>() - 8usize];
    [
        "Offset of field: CUcheckpointUnlockArgs_st::reserved",
    ][::std::mem::offset_of!(CUcheckpointUnlockArgs_st, reserved) - 0usize];
};
pub type CUcheckpointUnlockArgs = CUcheckpointUnlockArgs_st;
impl CUmoduleLoadingMode_enum {
    pub const CU_MODULE_EAGER_LOADING: CUmoduleLoadingMode_enum = CUmoduleLoadingMode_enum(
        1,
    );
    pub const CU_MODULE_LAZY_LOADING: CUmoduleLoadingMode_enum = CUmoduleLoadingMode_enum(
        2,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmoduleLoadingMode_enum(pub ::std::os::raw::c_uint);
pub use self::CUmoduleLoadingMode_enum as CUmoduleLoadingMode;
impl CUmemDecompressAlgorithm_enum {
    pub const CU_MEM_DECOMPRESS_UNSUPPORTED: CUmemDecompressAlgorithm_enum = CUmemDecompressAlgorithm_enum(
        0,
    );
    pub const CU_MEM_DECOMPRESS_ALGORITHM_DEFLATE: CUmemDecompressAlgorithm_enum = CUmemDecompressAlgorithm_enum(
        1,
    );
    pub const CU_MEM_DECOMPRESS_ALGORITHM_SNAPPY: CUmemDecompressAlgorithm_enum = CUmemDecompressAlgorithm_enum(
        2,
    );
    pub const CU_MEM_DECOMPRESS_ALGORITHM_LZ4: CUmemDecompressAlgorithm_enum = CUmemDecompressAlgorithm_enum(
        4,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUmemDecompressAlgorithm_enum(pub ::std::os::raw::c_uint);
pub use self::CUmemDecompressAlgorithm_enum as CUmemDecompressAlgorithm;
#[repr(C)]
#[derive(Debug, Copy, Clone)]
pub struct CUmemDecompressParams_st {
    pub srcNumBytes: usize,
    pub dstNumBytes: usize,
    pub dstActBytes: *mut cuuint32_t,
    pub src: *const ::std::os::raw::c_void,
    pub dst: *mut ::std::os::raw::c_void,
    pub algo: CUmemDecompressAlgorithm,
    pub padding: [::std::os::raw::c_uchar; 20usize],
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUmemDecompressParams_st",
    ][::std::mem::size_of::<CUmemDecompressParams_st>() - 64usize];
    [
        "Alignment of CUmemDecompressParams_st",
    ][::std::mem::align_of::<CUmemDecompressParams_st>() - 8usize];
    [
        "Offset of field: CUmemDecompressParams_st::srcNumBytes",
    ][::std::mem::offset_of!(CUmemDecompressParams_st, srcNumBytes) - 0usize];
    [
        "Offset of field: CUmemDecompressParams_st::dstNumBytes",
    ][::std::mem::offset_of!(CUmemDecompressParams_st, dstNumBytes) - 8usize];
    [
        "Offset of field: CUmemDecompressParams_st::dstActBytes",
    ][::std::mem::offset_of!(CUmemDecompressParams_st, dstActBytes) - 16usize];
    [
        "Offset of field: CUmemDecompressParams_st::src",
    ][::std::mem::offset_of!(CUmemDecompressParams_st, src) - 24usize];
    [
        "Offset of field: CUmemDecompressParams_st::dst",
    ][::std::mem::offset_of!(CUmemDecompressParams_st, dst) - 32usize];
    [
        "Offset of field: CUmemDecompressParams_st::algo",
    ][::std::mem::offset_of!(CUmemDecompressParams_st, algo) - 40usize];
    [
        "Offset of field: CUmemDecompressParams_st::padding",
    ][::std::mem::offset_of!(CUmemDecompressParams_st, padding) - 44usize];
};
impl Default for CUmemDecompressParams_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUmemDecompressParams = CUmemDecompressParams_st;
impl CUfunctionLoadingState_enum {
    pub const CU_FUNCTION_LOADING_STATE_UNLOADED: CUfunctionLoadingState_enum = CUfunctionLoadingState_enum(
        0,
    );
    pub const CU_FUNCTION_LOADING_STATE_LOADED: CUfunctionLoadingState_enum = CUfunctionLoadingState_enum(
        1,
    );
    pub const CU_FUNCTION_LOADING_STATE_MAX: CUfunctionLoadingState_enum = CUfunctionLoadingState_enum(
        2,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUfunctionLoadingState_enum(pub ::std::os::raw::c_uint);
pub use self::CUfunctionLoadingState_enum as CUfunctionLoadingState;
impl CUcoredumpSettings_enum {
    pub const CU_COREDUMP_ENABLE_ON_EXCEPTION: CUcoredumpSettings_enum = CUcoredumpSettings_enum(
        1,
    );
    pub const CU_COREDUMP_TRIGGER_HOST: CUcoredumpSettings_enum = CUcoredumpSettings_enum(
        2,
    );
    pub const CU_COREDUMP_LIGHTWEIGHT: CUcoredumpSettings_enum = CUcoredumpSettings_enum(
        3,
    );
    pub const CU_COREDUMP_ENABLE_USER_TRIGGER: CUcoredumpSettings_enum = CUcoredumpSettings_enum(
        4,
    );
    pub const CU_COREDUMP_FILE: CUcoredumpSettings_enum = CUcoredumpSettings_enum(5);
    pub const CU_COREDUMP_PIPE: CUcoredumpSettings_enum = CUcoredumpSettings_enum(6);
    pub const CU_COREDUMP_GENERATION_FLAGS: CUcoredumpSettings_enum = CUcoredumpSettings_enum(
        7,
    );
    pub const CU_COREDUMP_MAX: CUcoredumpSettings_enum = CUcoredumpSettings_enum(8);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUcoredumpSettings_enum(pub ::std::os::raw::c_uint);
pub use self::CUcoredumpSettings_enum as CUcoredumpSettings;
impl CUCoredumpGenerationFlags {
    pub const CU_COREDUMP_DEFAULT_FLAGS: CUCoredumpGenerationFlags = CUCoredumpGenerationFlags(
        0,
    );
    pub const CU_COREDUMP_SKIP_NONRELOCATED_ELF_IMAGES: CUCoredumpGenerationFlags = CUCoredumpGenerationFlags(
        1,
    );
    pub const CU_COREDUMP_SKIP_GLOBAL_MEMORY: CUCoredumpGenerationFlags = CUCoredumpGenerationFlags(
        2,
    );
    pub const CU_COREDUMP_SKIP_SHARED_MEMORY: CUCoredumpGenerationFlags = CUCoredumpGenerationFlags(
        4,
    );
    pub const CU_COREDUMP_SKIP_LOCAL_MEMORY: CUCoredumpGenerationFlags = CUCoredumpGenerationFlags(
        8,
    );
    pub const CU_COREDUMP_SKIP_ABORT: CUCoredumpGenerationFlags = CUCoredumpGenerationFlags(
        16,
    );
    pub const CU_COREDUMP_SKIP_CONSTBANK_MEMORY: CUCoredumpGenerationFlags = CUCoredumpGenerationFlags(
        32,
    );
    pub const CU_COREDUMP_LIGHTWEIGHT_FLAGS: CUCoredumpGenerationFlags = CUCoredumpGenerationFlags(
        47,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUCoredumpGenerationFlags(pub ::std::os::raw::c_uint);
#[repr(C)]
#[derive(Debug)]
pub struct CUdevResourceDesc_st {
    _unused: [u8; 0],
}
pub type CUdevResourceDesc = *mut CUdevResourceDesc_st;
impl CUgreenCtxCreate_flags {
    pub const CU_GREEN_CTX_DEFAULT_STREAM: CUgreenCtxCreate_flags = CUgreenCtxCreate_flags(
        1,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUgreenCtxCreate_flags(pub ::std::os::raw::c_uint);
impl CUdevSmResourceSplit_flags {
    pub const CU_DEV_SM_RESOURCE_SPLIT_IGNORE_SM_COSCHEDULING: CUdevSmResourceSplit_flags = CUdevSmResourceSplit_flags(
        1,
    );
    pub const CU_DEV_SM_RESOURCE_SPLIT_MAX_POTENTIAL_CLUSTER_SIZE: CUdevSmResourceSplit_flags = CUdevSmResourceSplit_flags(
        2,
    );
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUdevSmResourceSplit_flags(pub ::std::os::raw::c_uint);
impl CUdevResourceType {
    pub const CU_DEV_RESOURCE_TYPE_INVALID: CUdevResourceType = CUdevResourceType(0);
    pub const CU_DEV_RESOURCE_TYPE_SM: CUdevResourceType = CUdevResourceType(1);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUdevResourceType(pub ::std::os::raw::c_uint);
#[repr(C)]
#[derive(Debug, Default, Copy, Clone)]
pub struct CUdevSmResource_st {
    pub smCount: ::std::os::raw::c_uint,
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUdevSmResource_st"][::std::mem::size_of::<CUdevSmResource_st>() - 4usize];
    [
        "Alignment of CUdevSmResource_st",
    ][::std::mem::align_of::<CUdevSmResource_st>() - 4usize];
    [
        "Offset of field: CUdevSmResource_st::smCount",
    ][::std::mem::offset_of!(CUdevSmResource_st, smCount) - 0usize];
};
pub type CUdevSmResource = CUdevSmResource_st;
#[repr(C)]
#[derive(Copy, Clone)]
pub struct CUdevResource_st {
    pub type_: CUdevResourceType,
    pub _internal_padding: [::std::os::raw::c_uchar; 92usize],
    pub __bindgen_anon_1: CUdevResource_st__bindgen_ty_1,
}
#[repr(C)]
#[derive(Copy, Clone)]
pub union CUdevResource_st__bindgen_ty_1 {
    pub sm: CUdevSmResource,
    pub _oversize: [::std::os::raw::c_uchar; 48usize],
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    [
        "Size of CUdevResource_st__bindgen_ty_1",
    ][::std::mem::size_of::<CUdevResource_st__bindgen_ty_1>() - 48usize];
    [
        "Alignment of CUdevResource_st__bindgen_ty_1",
    ][::std::mem::align_of::<CUdevResource_st__bindgen_ty_1>() - 4usize];
    [
        "Offset of field: CUdevResource_st__bindgen_ty_1::sm",
    ][::std::mem::offset_of!(CUdevResource_st__bindgen_ty_1, sm) - 0usize];
    [
        "Offset of field: CUdevResource_st__bindgen_ty_1::_oversize",
    ][::std::mem::offset_of!(CUdevResource_st__bindgen_ty_1, _oversize) - 0usize];
};
impl Default for CUdevResource_st__bindgen_ty_1 {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
#[allow(clippy::unnecessary_operation, clippy::identity_op)]
const _: () = {
    ["Size of CUdevResource_st"][::std::mem::size_of::<CUdevResource_st>() - 144usize];
    [
        "Alignment of CUdevResource_st",
    ][::std::mem::align_of::<CUdevResource_st>() - 4usize];
    [
        "Offset of field: CUdevResource_st::type_",
    ][::std::mem::offset_of!(CUdevResource_st, type_) - 0usize];
    [
        "Offset of field: CUdevResource_st::_internal_padding",
    ][::std::mem::offset_of!(CUdevResource_st, _internal_padding) - 4usize];
};
impl Default for CUdevResource_st {
    fn default() -> Self {
        let mut s = ::std::mem::MaybeUninit::<Self>::uninit();
        unsafe {
            ::std::ptr::write_bytes(s.as_mut_ptr(), 0, 1);
            s.assume_init()
        }
    }
}
pub type CUdevResource_v1 = CUdevResource_st;
pub type CUdevResource = CUdevResource_v1;
impl CUlogLevel_enum {
    pub const CU_LOG_LEVEL_ERROR: CUlogLevel_enum = CUlogLevel_enum(0);
    pub const CU_LOG_LEVEL_WARNING: CUlogLevel_enum = CUlogLevel_enum(1);
}
#[repr(transparent)]
#[derive(Copy, Clone, Hash, PartialEq, Eq)]
pub struct CUlogLevel_enum(pub ::std::os::raw::c_uint);
pub use self::CUlogLevel_enum as CUlogLevel;
#[repr(C)]
#[derive(Debug)]
pub struct CUlogsCallbackEntry_st {
    _unused: [u8; 0],
}
pub type CUlogsCallbackHandle = *mut CUlogsCallbackEntry_st;
pub type CUlogsCallback = ::std::option::Option<
    unsafe extern "C" fn(
        data: *mut ::std::os::raw::c_void,
        logLevel: CUlogLevel,
        message: *mut ::std::os::raw::c_char,
        length: usize,
    ),
>;
pub type CUlogIterator = ::std::os::raw::c_uint;
impl CUipcMem_flags_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUipcMem_flags_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUipcMem_flags_enum", self.0),
        }
    }
}
impl CUmemAttach_flags_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_MEM_ATTACH_GLOBAL"),
            2 => Some("CU_MEM_ATTACH_HOST"),
            4 => Some("CU_MEM_ATTACH_SINGLE"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUmemAttach_flags_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUmemAttach_flags_enum", self.0),
        }
    }
}
impl CUctx_flags_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_CTX_SCHED_AUTO"),
            1 => Some("CU_CTX_SCHED_SPIN"),
            2 => Some("CU_CTX_SCHED_YIELD"),
            4 => Some("CU_CTX_SCHED_BLOCKING_SYNC"),
            7 => Some("CU_CTX_SCHED_MASK"),
            8 => Some("CU_CTX_MAP_HOST"),
            16 => Some("CU_CTX_LMEM_RESIZE_TO_MAX"),
            32 => Some("CU_CTX_COREDUMP_ENABLE"),
            64 => Some("CU_CTX_USER_COREDUMP_ENABLE"),
            128 => Some("CU_CTX_SYNC_MEMOPS"),
            255 => Some("CU_CTX_FLAGS_MASK"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUctx_flags_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUctx_flags_enum", self.0),
        }
    }
}
impl CUevent_sched_flags_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_EVENT_SCHED_AUTO"),
            1 => Some("CU_EVENT_SCHED_SPIN"),
            2 => Some("CU_EVENT_SCHED_YIELD"),
            4 => Some("CU_EVENT_SCHED_BLOCKING_SYNC"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUevent_sched_flags_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUevent_sched_flags_enum", self.0),
        }
    }
}
impl CUstream_flags_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_STREAM_DEFAULT"),
            1 => Some("CU_STREAM_NON_BLOCKING"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUstream_flags_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUstream_flags_enum", self.0),
        }
    }
}
impl CUevent_flags_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_EVENT_DEFAULT"),
            1 => Some("CU_EVENT_BLOCKING_SYNC"),
            2 => Some("CU_EVENT_DISABLE_TIMING"),
            4 => Some("CU_EVENT_INTERPROCESS"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUevent_flags_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUevent_flags_enum", self.0),
        }
    }
}
impl CUevent_record_flags_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_EVENT_RECORD_DEFAULT"),
            1 => Some("CU_EVENT_RECORD_EXTERNAL"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUevent_record_flags_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUevent_record_flags_enum", self.0),
        }
    }
}
impl CUevent_wait_flags_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_EVENT_WAIT_DEFAULT"),
            1 => Some("CU_EVENT_WAIT_EXTERNAL"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUevent_wait_flags_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUevent_wait_flags_enum", self.0),
        }
    }
}
impl CUstreamWaitValue_flags_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_STREAM_WAIT_VALUE_GEQ"),
            1 => Some("CU_STREAM_WAIT_VALUE_EQ"),
            2 => Some("CU_STREAM_WAIT_VALUE_AND"),
            3 => Some("CU_STREAM_WAIT_VALUE_NOR"),
            1073741824 => Some("CU_STREAM_WAIT_VALUE_FLUSH"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUstreamWaitValue_flags_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUstreamWaitValue_flags_enum", self.0),
        }
    }
}
impl CUstreamWriteValue_flags_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_STREAM_WRITE_VALUE_DEFAULT"),
            1 => Some("CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUstreamWriteValue_flags_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUstreamWriteValue_flags_enum", self.0),
        }
    }
}
impl CUstreamBatchMemOpType_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_STREAM_MEM_OP_WAIT_VALUE_32"),
            2 => Some("CU_STREAM_MEM_OP_WRITE_VALUE_32"),
            4 => Some("CU_STREAM_MEM_OP_WAIT_VALUE_64"),
            5 => Some("CU_STREAM_MEM_OP_WRITE_VALUE_64"),
            6 => Some("CU_STREAM_MEM_OP_BARRIER"),
            3 => Some("CU_STREAM_MEM_OP_FLUSH_REMOTE_WRITES"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUstreamBatchMemOpType_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUstreamBatchMemOpType_enum", self.0),
        }
    }
}
impl CUstreamMemoryBarrier_flags_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_STREAM_MEMORY_BARRIER_TYPE_SYS"),
            1 => Some("CU_STREAM_MEMORY_BARRIER_TYPE_GPU"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUstreamMemoryBarrier_flags_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUstreamMemoryBarrier_flags_enum", self.0),
        }
    }
}
impl CUoccupancy_flags_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_OCCUPANCY_DEFAULT"),
            1 => Some("CU_OCCUPANCY_DISABLE_CACHING_OVERRIDE"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUoccupancy_flags_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUoccupancy_flags_enum", self.0),
        }
    }
}
impl CUstreamUpdateCaptureDependencies_flags_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_STREAM_ADD_CAPTURE_DEPENDENCIES"),
            1 => Some("CU_STREAM_SET_CAPTURE_DEPENDENCIES"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUstreamUpdateCaptureDependencies_flags_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => {
                write!(
                    f, "{}({})", "CUstreamUpdateCaptureDependencies_flags_enum", self.0
                )
            }
        }
    }
}
impl CUasyncNotificationType_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_ASYNC_NOTIFICATION_TYPE_OVER_BUDGET"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUasyncNotificationType_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUasyncNotificationType_enum", self.0),
        }
    }
}
impl CUarray_format_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_AD_FORMAT_UNSIGNED_INT8"),
            2 => Some("CU_AD_FORMAT_UNSIGNED_INT16"),
            3 => Some("CU_AD_FORMAT_UNSIGNED_INT32"),
            8 => Some("CU_AD_FORMAT_SIGNED_INT8"),
            9 => Some("CU_AD_FORMAT_SIGNED_INT16"),
            10 => Some("CU_AD_FORMAT_SIGNED_INT32"),
            16 => Some("CU_AD_FORMAT_HALF"),
            32 => Some("CU_AD_FORMAT_FLOAT"),
            176 => Some("CU_AD_FORMAT_NV12"),
            192 => Some("CU_AD_FORMAT_UNORM_INT8X1"),
            193 => Some("CU_AD_FORMAT_UNORM_INT8X2"),
            194 => Some("CU_AD_FORMAT_UNORM_INT8X4"),
            195 => Some("CU_AD_FORMAT_UNORM_INT16X1"),
            196 => Some("CU_AD_FORMAT_UNORM_INT16X2"),
            197 => Some("CU_AD_FORMAT_UNORM_INT16X4"),
            198 => Some("CU_AD_FORMAT_SNORM_INT8X1"),
            199 => Some("CU_AD_FORMAT_SNORM_INT8X2"),
            200 => Some("CU_AD_FORMAT_SNORM_INT8X4"),
            201 => Some("CU_AD_FORMAT_SNORM_INT16X1"),
            202 => Some("CU_AD_FORMAT_SNORM_INT16X2"),
            203 => Some("CU_AD_FORMAT_SNORM_INT16X4"),
            145 => Some("CU_AD_FORMAT_BC1_UNORM"),
            146 => Some("CU_AD_FORMAT_BC1_UNORM_SRGB"),
            147 => Some("CU_AD_FORMAT_BC2_UNORM"),
            148 => Some("CU_AD_FORMAT_BC2_UNORM_SRGB"),
            149 => Some("CU_AD_FORMAT_BC3_UNORM"),
            150 => Some("CU_AD_FORMAT_BC3_UNORM_SRGB"),
            151 => Some("CU_AD_FORMAT_BC4_UNORM"),
            152 => Some("CU_AD_FORMAT_BC4_SNORM"),
            153 => Some("CU_AD_FORMAT_BC5_UNORM"),
            154 => Some("CU_AD_FORMAT_BC5_SNORM"),
            155 => Some("CU_AD_FORMAT_BC6H_UF16"),
            156 => Some("CU_AD_FORMAT_BC6H_SF16"),
            157 => Some("CU_AD_FORMAT_BC7_UNORM"),
            158 => Some("CU_AD_FORMAT_BC7_UNORM_SRGB"),
            159 => Some("CU_AD_FORMAT_P010"),
            161 => Some("CU_AD_FORMAT_P016"),
            162 => Some("CU_AD_FORMAT_NV16"),
            163 => Some("CU_AD_FORMAT_P210"),
            164 => Some("CU_AD_FORMAT_P216"),
            165 => Some("CU_AD_FORMAT_YUY2"),
            166 => Some("CU_AD_FORMAT_Y210"),
            167 => Some("CU_AD_FORMAT_Y216"),
            168 => Some("CU_AD_FORMAT_AYUV"),
            169 => Some("CU_AD_FORMAT_Y410"),
            177 => Some("CU_AD_FORMAT_Y416"),
            178 => Some("CU_AD_FORMAT_Y444_PLANAR8"),
            179 => Some("CU_AD_FORMAT_Y444_PLANAR10"),
            180 => Some("CU_AD_FORMAT_YUV444_8bit_SemiPlanar"),
            181 => Some("CU_AD_FORMAT_YUV444_16bit_SemiPlanar"),
            80 => Some("CU_AD_FORMAT_UNORM_INT_101010_2"),
            2147483647 => Some("CU_AD_FORMAT_MAX"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUarray_format_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUarray_format_enum", self.0),
        }
    }
}
impl CUaddress_mode_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_TR_ADDRESS_MODE_WRAP"),
            1 => Some("CU_TR_ADDRESS_MODE_CLAMP"),
            2 => Some("CU_TR_ADDRESS_MODE_MIRROR"),
            3 => Some("CU_TR_ADDRESS_MODE_BORDER"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUaddress_mode_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUaddress_mode_enum", self.0),
        }
    }
}
impl CUfilter_mode_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_TR_FILTER_MODE_POINT"),
            1 => Some("CU_TR_FILTER_MODE_LINEAR"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUfilter_mode_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUfilter_mode_enum", self.0),
        }
    }
}
impl CUdevice_attribute_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK"),
            2 => Some("CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X"),
            3 => Some("CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y"),
            4 => Some("CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z"),
            5 => Some("CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X"),
            6 => Some("CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y"),
            7 => Some("CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z"),
            8 => Some("CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK"),
            9 => Some("CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY"),
            10 => Some("CU_DEVICE_ATTRIBUTE_WARP_SIZE"),
            11 => Some("CU_DEVICE_ATTRIBUTE_MAX_PITCH"),
            12 => Some("CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK"),
            13 => Some("CU_DEVICE_ATTRIBUTE_CLOCK_RATE"),
            14 => Some("CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT"),
            15 => Some("CU_DEVICE_ATTRIBUTE_GPU_OVERLAP"),
            16 => Some("CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT"),
            17 => Some("CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT"),
            18 => Some("CU_DEVICE_ATTRIBUTE_INTEGRATED"),
            19 => Some("CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY"),
            20 => Some("CU_DEVICE_ATTRIBUTE_COMPUTE_MODE"),
            21 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH"),
            22 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH"),
            23 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT"),
            24 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH"),
            25 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT"),
            26 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH"),
            27 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_WIDTH"),
            28 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_HEIGHT"),
            29 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_LAYERS"),
            30 => Some("CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT"),
            31 => Some("CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS"),
            32 => Some("CU_DEVICE_ATTRIBUTE_ECC_ENABLED"),
            33 => Some("CU_DEVICE_ATTRIBUTE_PCI_BUS_ID"),
            34 => Some("CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID"),
            35 => Some("CU_DEVICE_ATTRIBUTE_TCC_DRIVER"),
            36 => Some("CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE"),
            37 => Some("CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH"),
            38 => Some("CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE"),
            39 => Some("CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR"),
            40 => Some("CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT"),
            41 => Some("CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING"),
            42 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_WIDTH"),
            43 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_LAYERS"),
            44 => Some("CU_DEVICE_ATTRIBUTE_CAN_TEX2D_GATHER"),
            45 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_WIDTH"),
            46 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_HEIGHT"),
            47 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE"),
            48 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE"),
            49 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE"),
            50 => Some("CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID"),
            51 => Some("CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT"),
            52 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_WIDTH"),
            53 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH"),
            54 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS"),
            55 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_WIDTH"),
            56 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_WIDTH"),
            57 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_HEIGHT"),
            58 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_WIDTH"),
            59 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_HEIGHT"),
            60 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_DEPTH"),
            61 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_WIDTH"),
            62 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_LAYERS"),
            63 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_WIDTH"),
            64 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_HEIGHT"),
            65 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_LAYERS"),
            66 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_WIDTH"),
            67 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH"),
            68 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS"),
            69 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH"),
            70 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_WIDTH"),
            71 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_HEIGHT"),
            72 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_PITCH"),
            73 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH"),
            74 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT"),
            75 => Some("CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR"),
            76 => Some("CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR"),
            77 => Some("CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH"),
            78 => Some("CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED"),
            79 => Some("CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED"),
            80 => Some("CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED"),
            81 => Some("CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR"),
            82 => Some("CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR"),
            83 => Some("CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY"),
            84 => Some("CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD"),
            85 => Some("CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD_GROUP_ID"),
            86 => Some("CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED"),
            87 => Some("CU_DEVICE_ATTRIBUTE_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO"),
            88 => Some("CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS"),
            89 => Some("CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS"),
            90 => Some("CU_DEVICE_ATTRIBUTE_COMPUTE_PREEMPTION_SUPPORTED"),
            91 => Some("CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM"),
            92 => Some("CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_MEM_OPS_V1"),
            93 => Some("CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS_V1"),
            94 => Some("CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR_V1"),
            95 => Some("CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH"),
            96 => Some("CU_DEVICE_ATTRIBUTE_COOPERATIVE_MULTI_DEVICE_LAUNCH"),
            97 => Some("CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN"),
            98 => Some("CU_DEVICE_ATTRIBUTE_CAN_FLUSH_REMOTE_WRITES"),
            99 => Some("CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED"),
            100 => {
                Some("CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES")
            }
            101 => Some("CU_DEVICE_ATTRIBUTE_DIRECT_MANAGED_MEM_ACCESS_FROM_HOST"),
            102 => Some("CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED"),
            103 => {
                Some("CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED")
            }
            104 => Some("CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_HANDLE_SUPPORTED"),
            105 => Some("CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_KMT_HANDLE_SUPPORTED"),
            106 => Some("CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR"),
            107 => Some("CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED"),
            108 => Some("CU_DEVICE_ATTRIBUTE_MAX_PERSISTING_L2_CACHE_SIZE"),
            109 => Some("CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE"),
            110 => Some("CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED"),
            111 => Some("CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK"),
            112 => Some("CU_DEVICE_ATTRIBUTE_SPARSE_CUDA_ARRAY_SUPPORTED"),
            113 => Some("CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED"),
            114 => Some("CU_DEVICE_ATTRIBUTE_TIMELINE_SEMAPHORE_INTEROP_SUPPORTED"),
            115 => Some("CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED"),
            116 => Some("CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_SUPPORTED"),
            117 => Some("CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS"),
            118 => Some("CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WRITES_ORDERING"),
            119 => Some("CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES"),
            120 => Some("CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH"),
            121 => Some("CU_DEVICE_ATTRIBUTE_DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED"),
            122 => Some("CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS"),
            123 => Some("CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR"),
            124 => Some("CU_DEVICE_ATTRIBUTE_DMA_BUF_SUPPORTED"),
            125 => Some("CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED"),
            126 => Some("CU_DEVICE_ATTRIBUTE_MEM_SYNC_DOMAIN_COUNT"),
            127 => Some("CU_DEVICE_ATTRIBUTE_TENSOR_MAP_ACCESS_SUPPORTED"),
            128 => Some("CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_FABRIC_SUPPORTED"),
            129 => Some("CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS"),
            130 => Some("CU_DEVICE_ATTRIBUTE_NUMA_CONFIG"),
            131 => Some("CU_DEVICE_ATTRIBUTE_NUMA_ID"),
            132 => Some("CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED"),
            133 => Some("CU_DEVICE_ATTRIBUTE_MPS_ENABLED"),
            134 => Some("CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID"),
            135 => Some("CU_DEVICE_ATTRIBUTE_D3D12_CIG_SUPPORTED"),
            136 => Some("CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_ALGORITHM_MASK"),
            137 => Some("CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_MAXIMUM_LENGTH"),
            138 => Some("CU_DEVICE_ATTRIBUTE_VULKAN_CIG_SUPPORTED"),
            139 => Some("CU_DEVICE_ATTRIBUTE_GPU_PCI_DEVICE_ID"),
            140 => Some("CU_DEVICE_ATTRIBUTE_GPU_PCI_SUBSYSTEM_ID"),
            141 => {
                Some("CU_DEVICE_ATTRIBUTE_HOST_NUMA_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED")
            }
            142 => Some("CU_DEVICE_ATTRIBUTE_HOST_NUMA_MEMORY_POOLS_SUPPORTED"),
            143 => Some("CU_DEVICE_ATTRIBUTE_HOST_NUMA_MULTINODE_IPC_SUPPORTED"),
            144 => Some("CU_DEVICE_ATTRIBUTE_MAX"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUdevice_attribute_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUdevice_attribute_enum", self.0),
        }
    }
}
impl CUpointer_attribute_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_POINTER_ATTRIBUTE_CONTEXT"),
            2 => Some("CU_POINTER_ATTRIBUTE_MEMORY_TYPE"),
            3 => Some("CU_POINTER_ATTRIBUTE_DEVICE_POINTER"),
            4 => Some("CU_POINTER_ATTRIBUTE_HOST_POINTER"),
            5 => Some("CU_POINTER_ATTRIBUTE_P2P_TOKENS"),
            6 => Some("CU_POINTER_ATTRIBUTE_SYNC_MEMOPS"),
            7 => Some("CU_POINTER_ATTRIBUTE_BUFFER_ID"),
            8 => Some("CU_POINTER_ATTRIBUTE_IS_MANAGED"),
            9 => Some("CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL"),
            10 => Some("CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE"),
            11 => Some("CU_POINTER_ATTRIBUTE_RANGE_START_ADDR"),
            12 => Some("CU_POINTER_ATTRIBUTE_RANGE_SIZE"),
            13 => Some("CU_POINTER_ATTRIBUTE_MAPPED"),
            14 => Some("CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES"),
            15 => Some("CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE"),
            16 => Some("CU_POINTER_ATTRIBUTE_ACCESS_FLAGS"),
            17 => Some("CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE"),
            18 => Some("CU_POINTER_ATTRIBUTE_MAPPING_SIZE"),
            19 => Some("CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR"),
            20 => Some("CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID"),
            21 => Some("CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUpointer_attribute_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUpointer_attribute_enum", self.0),
        }
    }
}
impl CUfunction_attribute_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK"),
            1 => Some("CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES"),
            2 => Some("CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES"),
            3 => Some("CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES"),
            4 => Some("CU_FUNC_ATTRIBUTE_NUM_REGS"),
            5 => Some("CU_FUNC_ATTRIBUTE_PTX_VERSION"),
            6 => Some("CU_FUNC_ATTRIBUTE_BINARY_VERSION"),
            7 => Some("CU_FUNC_ATTRIBUTE_CACHE_MODE_CA"),
            8 => Some("CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES"),
            9 => Some("CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT"),
            10 => Some("CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET"),
            11 => Some("CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH"),
            12 => Some("CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT"),
            13 => Some("CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH"),
            14 => Some("CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED"),
            15 => Some("CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE"),
            16 => Some("CU_FUNC_ATTRIBUTE_MAX"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUfunction_attribute_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUfunction_attribute_enum", self.0),
        }
    }
}
impl CUfunc_cache_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_FUNC_CACHE_PREFER_NONE"),
            1 => Some("CU_FUNC_CACHE_PREFER_SHARED"),
            2 => Some("CU_FUNC_CACHE_PREFER_L1"),
            3 => Some("CU_FUNC_CACHE_PREFER_EQUAL"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUfunc_cache_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUfunc_cache_enum", self.0),
        }
    }
}
impl CUsharedconfig_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_SHARED_MEM_CONFIG_DEFAULT_BANK_SIZE"),
            1 => Some("CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE"),
            2 => Some("CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUsharedconfig_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUsharedconfig_enum", self.0),
        }
    }
}
impl CUshared_carveout_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            100 => Some("CU_SHAREDMEM_CARVEOUT_MAX_SHARED"),
            0 => Some("CU_SHAREDMEM_CARVEOUT_MAX_L1"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUshared_carveout_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUshared_carveout_enum", self.0),
        }
    }
}
impl CUmemorytype_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_MEMORYTYPE_HOST"),
            2 => Some("CU_MEMORYTYPE_DEVICE"),
            3 => Some("CU_MEMORYTYPE_ARRAY"),
            4 => Some("CU_MEMORYTYPE_UNIFIED"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUmemorytype_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUmemorytype_enum", self.0),
        }
    }
}
impl CUcomputemode_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_COMPUTEMODE_DEFAULT"),
            2 => Some("CU_COMPUTEMODE_PROHIBITED"),
            3 => Some("CU_COMPUTEMODE_EXCLUSIVE_PROCESS"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUcomputemode_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUcomputemode_enum", self.0),
        }
    }
}
impl CUmem_advise_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_MEM_ADVISE_SET_READ_MOSTLY"),
            2 => Some("CU_MEM_ADVISE_UNSET_READ_MOSTLY"),
            3 => Some("CU_MEM_ADVISE_SET_PREFERRED_LOCATION"),
            4 => Some("CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION"),
            5 => Some("CU_MEM_ADVISE_SET_ACCESSED_BY"),
            6 => Some("CU_MEM_ADVISE_UNSET_ACCESSED_BY"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUmem_advise_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUmem_advise_enum", self.0),
        }
    }
}
impl CUmem_range_attribute_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY"),
            2 => Some("CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION"),
            3 => Some("CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY"),
            4 => Some("CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION"),
            5 => Some("CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE"),
            6 => Some("CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID"),
            7 => Some("CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE"),
            8 => Some("CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_ID"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUmem_range_attribute_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUmem_range_attribute_enum", self.0),
        }
    }
}
impl CUjit_option_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_JIT_MAX_REGISTERS"),
            1 => Some("CU_JIT_THREADS_PER_BLOCK"),
            2 => Some("CU_JIT_WALL_TIME"),
            3 => Some("CU_JIT_INFO_LOG_BUFFER"),
            4 => Some("CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES"),
            5 => Some("CU_JIT_ERROR_LOG_BUFFER"),
            6 => Some("CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES"),
            7 => Some("CU_JIT_OPTIMIZATION_LEVEL"),
            8 => Some("CU_JIT_TARGET_FROM_CUCONTEXT"),
            9 => Some("CU_JIT_TARGET"),
            10 => Some("CU_JIT_FALLBACK_STRATEGY"),
            11 => Some("CU_JIT_GENERATE_DEBUG_INFO"),
            12 => Some("CU_JIT_LOG_VERBOSE"),
            13 => Some("CU_JIT_GENERATE_LINE_INFO"),
            14 => Some("CU_JIT_CACHE_MODE"),
            15 => Some("CU_JIT_NEW_SM3X_OPT"),
            16 => Some("CU_JIT_FAST_COMPILE"),
            17 => Some("CU_JIT_GLOBAL_SYMBOL_NAMES"),
            18 => Some("CU_JIT_GLOBAL_SYMBOL_ADDRESSES"),
            19 => Some("CU_JIT_GLOBAL_SYMBOL_COUNT"),
            20 => Some("CU_JIT_LTO"),
            21 => Some("CU_JIT_FTZ"),
            22 => Some("CU_JIT_PREC_DIV"),
            23 => Some("CU_JIT_PREC_SQRT"),
            24 => Some("CU_JIT_FMA"),
            25 => Some("CU_JIT_REFERENCED_KERNEL_NAMES"),
            26 => Some("CU_JIT_REFERENCED_KERNEL_COUNT"),
            27 => Some("CU_JIT_REFERENCED_VARIABLE_NAMES"),
            28 => Some("CU_JIT_REFERENCED_VARIABLE_COUNT"),
            29 => Some("CU_JIT_OPTIMIZE_UNUSED_DEVICE_VARIABLES"),
            30 => Some("CU_JIT_POSITION_INDEPENDENT_CODE"),
            31 => Some("CU_JIT_MIN_CTA_PER_SM"),
            32 => Some("CU_JIT_MAX_THREADS_PER_BLOCK"),
            33 => Some("CU_JIT_OVERRIDE_DIRECTIVE_VALUES"),
            34 => Some("CU_JIT_NUM_OPTIONS"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUjit_option_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUjit_option_enum", self.0),
        }
    }
}
impl CUjit_target_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            30 => Some("CU_TARGET_COMPUTE_30"),
            32 => Some("CU_TARGET_COMPUTE_32"),
            35 => Some("CU_TARGET_COMPUTE_35"),
            37 => Some("CU_TARGET_COMPUTE_37"),
            50 => Some("CU_TARGET_COMPUTE_50"),
            52 => Some("CU_TARGET_COMPUTE_52"),
            53 => Some("CU_TARGET_COMPUTE_53"),
            60 => Some("CU_TARGET_COMPUTE_60"),
            61 => Some("CU_TARGET_COMPUTE_61"),
            62 => Some("CU_TARGET_COMPUTE_62"),
            70 => Some("CU_TARGET_COMPUTE_70"),
            72 => Some("CU_TARGET_COMPUTE_72"),
            75 => Some("CU_TARGET_COMPUTE_75"),
            80 => Some("CU_TARGET_COMPUTE_80"),
            86 => Some("CU_TARGET_COMPUTE_86"),
            87 => Some("CU_TARGET_COMPUTE_87"),
            89 => Some("CU_TARGET_COMPUTE_89"),
            90 => Some("CU_TARGET_COMPUTE_90"),
            100 => Some("CU_TARGET_COMPUTE_100"),
            101 => Some("CU_TARGET_COMPUTE_101"),
            103 => Some("CU_TARGET_COMPUTE_103"),
            120 => Some("CU_TARGET_COMPUTE_120"),
            121 => Some("CU_TARGET_COMPUTE_121"),
            65626 => Some("CU_TARGET_COMPUTE_90A"),
            65636 => Some("CU_TARGET_COMPUTE_100A"),
            65637 => Some("CU_TARGET_COMPUTE_101A"),
            65639 => Some("CU_TARGET_COMPUTE_103A"),
            65656 => Some("CU_TARGET_COMPUTE_120A"),
            65657 => Some("CU_TARGET_COMPUTE_121A"),
            131172 => Some("CU_TARGET_COMPUTE_100F"),
            131173 => Some("CU_TARGET_COMPUTE_101F"),
            131175 => Some("CU_TARGET_COMPUTE_103F"),
            131192 => Some("CU_TARGET_COMPUTE_120F"),
            131193 => Some("CU_TARGET_COMPUTE_121F"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUjit_target_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUjit_target_enum", self.0),
        }
    }
}
impl CUjit_fallback_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_PREFER_PTX"),
            1 => Some("CU_PREFER_BINARY"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUjit_fallback_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUjit_fallback_enum", self.0),
        }
    }
}
impl CUjit_cacheMode_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_JIT_CACHE_OPTION_NONE"),
            1 => Some("CU_JIT_CACHE_OPTION_CG"),
            2 => Some("CU_JIT_CACHE_OPTION_CA"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUjit_cacheMode_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUjit_cacheMode_enum", self.0),
        }
    }
}
impl CUjitInputType_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_JIT_INPUT_CUBIN"),
            1 => Some("CU_JIT_INPUT_PTX"),
            2 => Some("CU_JIT_INPUT_FATBINARY"),
            3 => Some("CU_JIT_INPUT_OBJECT"),
            4 => Some("CU_JIT_INPUT_LIBRARY"),
            5 => Some("CU_JIT_INPUT_NVVM"),
            6 => Some("CU_JIT_NUM_INPUT_TYPES"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUjitInputType_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUjitInputType_enum", self.0),
        }
    }
}
impl CUgraphicsRegisterFlags_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_GRAPHICS_REGISTER_FLAGS_NONE"),
            1 => Some("CU_GRAPHICS_REGISTER_FLAGS_READ_ONLY"),
            2 => Some("CU_GRAPHICS_REGISTER_FLAGS_WRITE_DISCARD"),
            4 => Some("CU_GRAPHICS_REGISTER_FLAGS_SURFACE_LDST"),
            8 => Some("CU_GRAPHICS_REGISTER_FLAGS_TEXTURE_GATHER"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUgraphicsRegisterFlags_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUgraphicsRegisterFlags_enum", self.0),
        }
    }
}
impl CUgraphicsMapResourceFlags_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_GRAPHICS_MAP_RESOURCE_FLAGS_NONE"),
            1 => Some("CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY"),
            2 => Some("CU_GRAPHICS_MAP_RESOURCE_FLAGS_WRITE_DISCARD"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUgraphicsMapResourceFlags_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUgraphicsMapResourceFlags_enum", self.0),
        }
    }
}
impl CUarray_cubemap_face_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_CUBEMAP_FACE_POSITIVE_X"),
            1 => Some("CU_CUBEMAP_FACE_NEGATIVE_X"),
            2 => Some("CU_CUBEMAP_FACE_POSITIVE_Y"),
            3 => Some("CU_CUBEMAP_FACE_NEGATIVE_Y"),
            4 => Some("CU_CUBEMAP_FACE_POSITIVE_Z"),
            5 => Some("CU_CUBEMAP_FACE_NEGATIVE_Z"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUarray_cubemap_face_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUarray_cubemap_face_enum", self.0),
        }
    }
}
impl CUlimit_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_LIMIT_STACK_SIZE"),
            1 => Some("CU_LIMIT_PRINTF_FIFO_SIZE"),
            2 => Some("CU_LIMIT_MALLOC_HEAP_SIZE"),
            3 => Some("CU_LIMIT_DEV_RUNTIME_SYNC_DEPTH"),
            4 => Some("CU_LIMIT_DEV_RUNTIME_PENDING_LAUNCH_COUNT"),
            5 => Some("CU_LIMIT_MAX_L2_FETCH_GRANULARITY"),
            6 => Some("CU_LIMIT_PERSISTING_L2_CACHE_SIZE"),
            7 => Some("CU_LIMIT_SHMEM_SIZE"),
            8 => Some("CU_LIMIT_CIG_ENABLED"),
            9 => Some("CU_LIMIT_CIG_SHMEM_FALLBACK_ENABLED"),
            10 => Some("CU_LIMIT_MAX"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUlimit_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUlimit_enum", self.0),
        }
    }
}
impl CUresourcetype_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_RESOURCE_TYPE_ARRAY"),
            1 => Some("CU_RESOURCE_TYPE_MIPMAPPED_ARRAY"),
            2 => Some("CU_RESOURCE_TYPE_LINEAR"),
            3 => Some("CU_RESOURCE_TYPE_PITCH2D"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUresourcetype_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUresourcetype_enum", self.0),
        }
    }
}
impl CUaccessProperty_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_ACCESS_PROPERTY_NORMAL"),
            1 => Some("CU_ACCESS_PROPERTY_STREAMING"),
            2 => Some("CU_ACCESS_PROPERTY_PERSISTING"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUaccessProperty_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUaccessProperty_enum", self.0),
        }
    }
}
impl CUgraphConditionalNodeType_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_GRAPH_COND_TYPE_IF"),
            1 => Some("CU_GRAPH_COND_TYPE_WHILE"),
            2 => Some("CU_GRAPH_COND_TYPE_SWITCH"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUgraphConditionalNodeType_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUgraphConditionalNodeType_enum", self.0),
        }
    }
}
impl CUgraphNodeType_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_GRAPH_NODE_TYPE_KERNEL"),
            1 => Some("CU_GRAPH_NODE_TYPE_MEMCPY"),
            2 => Some("CU_GRAPH_NODE_TYPE_MEMSET"),
            3 => Some("CU_GRAPH_NODE_TYPE_HOST"),
            4 => Some("CU_GRAPH_NODE_TYPE_GRAPH"),
            5 => Some("CU_GRAPH_NODE_TYPE_EMPTY"),
            6 => Some("CU_GRAPH_NODE_TYPE_WAIT_EVENT"),
            7 => Some("CU_GRAPH_NODE_TYPE_EVENT_RECORD"),
            8 => Some("CU_GRAPH_NODE_TYPE_EXT_SEMAS_SIGNAL"),
            9 => Some("CU_GRAPH_NODE_TYPE_EXT_SEMAS_WAIT"),
            10 => Some("CU_GRAPH_NODE_TYPE_MEM_ALLOC"),
            11 => Some("CU_GRAPH_NODE_TYPE_MEM_FREE"),
            12 => Some("CU_GRAPH_NODE_TYPE_BATCH_MEM_OP"),
            13 => Some("CU_GRAPH_NODE_TYPE_CONDITIONAL"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUgraphNodeType_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUgraphNodeType_enum", self.0),
        }
    }
}
impl CUgraphDependencyType_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_GRAPH_DEPENDENCY_TYPE_DEFAULT"),
            1 => Some("CU_GRAPH_DEPENDENCY_TYPE_PROGRAMMATIC"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUgraphDependencyType_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUgraphDependencyType_enum", self.0),
        }
    }
}
impl CUgraphInstantiateResult_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CUDA_GRAPH_INSTANTIATE_SUCCESS"),
            1 => Some("CUDA_GRAPH_INSTANTIATE_ERROR"),
            2 => Some("CUDA_GRAPH_INSTANTIATE_INVALID_STRUCTURE"),
            3 => Some("CUDA_GRAPH_INSTANTIATE_NODE_OPERATION_NOT_SUPPORTED"),
            4 => Some("CUDA_GRAPH_INSTANTIATE_MULTIPLE_CTXS_NOT_SUPPORTED"),
            5 => Some("CUDA_GRAPH_INSTANTIATE_CONDITIONAL_HANDLE_UNUSED"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUgraphInstantiateResult_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUgraphInstantiateResult_enum", self.0),
        }
    }
}
impl CUsynchronizationPolicy_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_SYNC_POLICY_AUTO"),
            2 => Some("CU_SYNC_POLICY_SPIN"),
            3 => Some("CU_SYNC_POLICY_YIELD"),
            4 => Some("CU_SYNC_POLICY_BLOCKING_SYNC"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUsynchronizationPolicy_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUsynchronizationPolicy_enum", self.0),
        }
    }
}
impl CUclusterSchedulingPolicy_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_CLUSTER_SCHEDULING_POLICY_DEFAULT"),
            1 => Some("CU_CLUSTER_SCHEDULING_POLICY_SPREAD"),
            2 => Some("CU_CLUSTER_SCHEDULING_POLICY_LOAD_BALANCING"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUclusterSchedulingPolicy_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUclusterSchedulingPolicy_enum", self.0),
        }
    }
}
impl CUlaunchMemSyncDomain_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_LAUNCH_MEM_SYNC_DOMAIN_DEFAULT"),
            1 => Some("CU_LAUNCH_MEM_SYNC_DOMAIN_REMOTE"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUlaunchMemSyncDomain_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUlaunchMemSyncDomain_enum", self.0),
        }
    }
}
impl CUlaunchAttributeID_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_LAUNCH_ATTRIBUTE_IGNORE"),
            1 => Some("CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW"),
            2 => Some("CU_LAUNCH_ATTRIBUTE_COOPERATIVE"),
            3 => Some("CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY"),
            4 => Some("CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION"),
            5 => Some("CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE"),
            6 => Some("CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION"),
            7 => Some("CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT"),
            8 => Some("CU_LAUNCH_ATTRIBUTE_PRIORITY"),
            9 => Some("CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP"),
            10 => Some("CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN"),
            11 => Some("CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION"),
            12 => Some("CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT"),
            13 => Some("CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE"),
            14 => Some("CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUlaunchAttributeID_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUlaunchAttributeID_enum", self.0),
        }
    }
}
impl CUstreamCaptureStatus_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_STREAM_CAPTURE_STATUS_NONE"),
            1 => Some("CU_STREAM_CAPTURE_STATUS_ACTIVE"),
            2 => Some("CU_STREAM_CAPTURE_STATUS_INVALIDATED"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUstreamCaptureStatus_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUstreamCaptureStatus_enum", self.0),
        }
    }
}
impl CUstreamCaptureMode_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_STREAM_CAPTURE_MODE_GLOBAL"),
            1 => Some("CU_STREAM_CAPTURE_MODE_THREAD_LOCAL"),
            2 => Some("CU_STREAM_CAPTURE_MODE_RELAXED"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUstreamCaptureMode_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUstreamCaptureMode_enum", self.0),
        }
    }
}
impl CUdriverProcAddress_flags_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_GET_PROC_ADDRESS_DEFAULT"),
            1 => Some("CU_GET_PROC_ADDRESS_LEGACY_STREAM"),
            2 => Some("CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUdriverProcAddress_flags_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUdriverProcAddress_flags_enum", self.0),
        }
    }
}
impl CUdriverProcAddressQueryResult_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_GET_PROC_ADDRESS_SUCCESS"),
            1 => Some("CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND"),
            2 => Some("CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUdriverProcAddressQueryResult_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUdriverProcAddressQueryResult_enum", self.0),
        }
    }
}
impl CUexecAffinityType_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_EXEC_AFFINITY_TYPE_SM_COUNT"),
            1 => Some("CU_EXEC_AFFINITY_TYPE_MAX"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUexecAffinityType_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUexecAffinityType_enum", self.0),
        }
    }
}
impl CUcigDataType_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CIG_DATA_TYPE_D3D12_COMMAND_QUEUE"),
            2 => Some("CIG_DATA_TYPE_NV_BLOB"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUcigDataType_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUcigDataType_enum", self.0),
        }
    }
}
impl CUlibraryOption_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE"),
            1 => Some("CU_LIBRARY_BINARY_IS_PRESERVED"),
            2 => Some("CU_LIBRARY_NUM_OPTIONS"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUlibraryOption_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUlibraryOption_enum", self.0),
        }
    }
}
impl cudaError_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CUDA_SUCCESS"),
            1 => Some("CUDA_ERROR_INVALID_VALUE"),
            2 => Some("CUDA_ERROR_OUT_OF_MEMORY"),
            3 => Some("CUDA_ERROR_NOT_INITIALIZED"),
            4 => Some("CUDA_ERROR_DEINITIALIZED"),
            5 => Some("CUDA_ERROR_PROFILER_DISABLED"),
            6 => Some("CUDA_ERROR_PROFILER_NOT_INITIALIZED"),
            7 => Some("CUDA_ERROR_PROFILER_ALREADY_STARTED"),
            8 => Some("CUDA_ERROR_PROFILER_ALREADY_STOPPED"),
            34 => Some("CUDA_ERROR_STUB_LIBRARY"),
            46 => Some("CUDA_ERROR_DEVICE_UNAVAILABLE"),
            100 => Some("CUDA_ERROR_NO_DEVICE"),
            101 => Some("CUDA_ERROR_INVALID_DEVICE"),
            102 => Some("CUDA_ERROR_DEVICE_NOT_LICENSED"),
            200 => Some("CUDA_ERROR_INVALID_IMAGE"),
            201 => Some("CUDA_ERROR_INVALID_CONTEXT"),
            202 => Some("CUDA_ERROR_CONTEXT_ALREADY_CURRENT"),
            205 => Some("CUDA_ERROR_MAP_FAILED"),
            206 => Some("CUDA_ERROR_UNMAP_FAILED"),
            207 => Some("CUDA_ERROR_ARRAY_IS_MAPPED"),
            208 => Some("CUDA_ERROR_ALREADY_MAPPED"),
            209 => Some("CUDA_ERROR_NO_BINARY_FOR_GPU"),
            210 => Some("CUDA_ERROR_ALREADY_ACQUIRED"),
            211 => Some("CUDA_ERROR_NOT_MAPPED"),
            212 => Some("CUDA_ERROR_NOT_MAPPED_AS_ARRAY"),
            213 => Some("CUDA_ERROR_NOT_MAPPED_AS_POINTER"),
            214 => Some("CUDA_ERROR_ECC_UNCORRECTABLE"),
            215 => Some("CUDA_ERROR_UNSUPPORTED_LIMIT"),
            216 => Some("CUDA_ERROR_CONTEXT_ALREADY_IN_USE"),
            217 => Some("CUDA_ERROR_PEER_ACCESS_UNSUPPORTED"),
            218 => Some("CUDA_ERROR_INVALID_PTX"),
            219 => Some("CUDA_ERROR_INVALID_GRAPHICS_CONTEXT"),
            220 => Some("CUDA_ERROR_NVLINK_UNCORRECTABLE"),
            221 => Some("CUDA_ERROR_JIT_COMPILER_NOT_FOUND"),
            222 => Some("CUDA_ERROR_UNSUPPORTED_PTX_VERSION"),
            223 => Some("CUDA_ERROR_JIT_COMPILATION_DISABLED"),
            224 => Some("CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY"),
            225 => Some("CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC"),
            226 => Some("CUDA_ERROR_CONTAINED"),
            300 => Some("CUDA_ERROR_INVALID_SOURCE"),
            301 => Some("CUDA_ERROR_FILE_NOT_FOUND"),
            302 => Some("CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND"),
            303 => Some("CUDA_ERROR_SHARED_OBJECT_INIT_FAILED"),
            304 => Some("CUDA_ERROR_OPERATING_SYSTEM"),
            400 => Some("CUDA_ERROR_INVALID_HANDLE"),
            401 => Some("CUDA_ERROR_ILLEGAL_STATE"),
            402 => Some("CUDA_ERROR_LOSSY_QUERY"),
            500 => Some("CUDA_ERROR_NOT_FOUND"),
            600 => Some("CUDA_ERROR_NOT_READY"),
            700 => Some("CUDA_ERROR_ILLEGAL_ADDRESS"),
            701 => Some("CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES"),
            702 => Some("CUDA_ERROR_LAUNCH_TIMEOUT"),
            703 => Some("CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING"),
            704 => Some("CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED"),
            705 => Some("CUDA_ERROR_PEER_ACCESS_NOT_ENABLED"),
            708 => Some("CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE"),
            709 => Some("CUDA_ERROR_CONTEXT_IS_DESTROYED"),
            710 => Some("CUDA_ERROR_ASSERT"),
            711 => Some("CUDA_ERROR_TOO_MANY_PEERS"),
            712 => Some("CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED"),
            713 => Some("CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED"),
            714 => Some("CUDA_ERROR_HARDWARE_STACK_ERROR"),
            715 => Some("CUDA_ERROR_ILLEGAL_INSTRUCTION"),
            716 => Some("CUDA_ERROR_MISALIGNED_ADDRESS"),
            717 => Some("CUDA_ERROR_INVALID_ADDRESS_SPACE"),
            718 => Some("CUDA_ERROR_INVALID_PC"),
            719 => Some("CUDA_ERROR_LAUNCH_FAILED"),
            720 => Some("CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE"),
            721 => Some("CUDA_ERROR_TENSOR_MEMORY_LEAK"),
            800 => Some("CUDA_ERROR_NOT_PERMITTED"),
            801 => Some("CUDA_ERROR_NOT_SUPPORTED"),
            802 => Some("CUDA_ERROR_SYSTEM_NOT_READY"),
            803 => Some("CUDA_ERROR_SYSTEM_DRIVER_MISMATCH"),
            804 => Some("CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE"),
            805 => Some("CUDA_ERROR_MPS_CONNECTION_FAILED"),
            806 => Some("CUDA_ERROR_MPS_RPC_FAILURE"),
            807 => Some("CUDA_ERROR_MPS_SERVER_NOT_READY"),
            808 => Some("CUDA_ERROR_MPS_MAX_CLIENTS_REACHED"),
            809 => Some("CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED"),
            810 => Some("CUDA_ERROR_MPS_CLIENT_TERMINATED"),
            811 => Some("CUDA_ERROR_CDP_NOT_SUPPORTED"),
            812 => Some("CUDA_ERROR_CDP_VERSION_MISMATCH"),
            900 => Some("CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED"),
            901 => Some("CUDA_ERROR_STREAM_CAPTURE_INVALIDATED"),
            902 => Some("CUDA_ERROR_STREAM_CAPTURE_MERGE"),
            903 => Some("CUDA_ERROR_STREAM_CAPTURE_UNMATCHED"),
            904 => Some("CUDA_ERROR_STREAM_CAPTURE_UNJOINED"),
            905 => Some("CUDA_ERROR_STREAM_CAPTURE_ISOLATION"),
            906 => Some("CUDA_ERROR_STREAM_CAPTURE_IMPLICIT"),
            907 => Some("CUDA_ERROR_CAPTURED_EVENT"),
            908 => Some("CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD"),
            909 => Some("CUDA_ERROR_TIMEOUT"),
            910 => Some("CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE"),
            911 => Some("CUDA_ERROR_EXTERNAL_DEVICE"),
            912 => Some("CUDA_ERROR_INVALID_CLUSTER_SIZE"),
            913 => Some("CUDA_ERROR_FUNCTION_NOT_LOADED"),
            914 => Some("CUDA_ERROR_INVALID_RESOURCE_TYPE"),
            915 => Some("CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION"),
            916 => Some("CUDA_ERROR_KEY_ROTATION"),
            999 => Some("CUDA_ERROR_UNKNOWN"),
            _ => None,
        }
    }
}
impl CUdevice_P2PAttribute_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_DEVICE_P2P_ATTRIBUTE_PERFORMANCE_RANK"),
            2 => Some("CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED"),
            3 => Some("CU_DEVICE_P2P_ATTRIBUTE_NATIVE_ATOMIC_SUPPORTED"),
            4 => Some("CU_DEVICE_P2P_ATTRIBUTE_ACCESS_ACCESS_SUPPORTED"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUdevice_P2PAttribute_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUdevice_P2PAttribute_enum", self.0),
        }
    }
}
impl CUresourceViewFormat_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_RES_VIEW_FORMAT_NONE"),
            1 => Some("CU_RES_VIEW_FORMAT_UINT_1X8"),
            2 => Some("CU_RES_VIEW_FORMAT_UINT_2X8"),
            3 => Some("CU_RES_VIEW_FORMAT_UINT_4X8"),
            4 => Some("CU_RES_VIEW_FORMAT_SINT_1X8"),
            5 => Some("CU_RES_VIEW_FORMAT_SINT_2X8"),
            6 => Some("CU_RES_VIEW_FORMAT_SINT_4X8"),
            7 => Some("CU_RES_VIEW_FORMAT_UINT_1X16"),
            8 => Some("CU_RES_VIEW_FORMAT_UINT_2X16"),
            9 => Some("CU_RES_VIEW_FORMAT_UINT_4X16"),
            10 => Some("CU_RES_VIEW_FORMAT_SINT_1X16"),
            11 => Some("CU_RES_VIEW_FORMAT_SINT_2X16"),
            12 => Some("CU_RES_VIEW_FORMAT_SINT_4X16"),
            13 => Some("CU_RES_VIEW_FORMAT_UINT_1X32"),
            14 => Some("CU_RES_VIEW_FORMAT_UINT_2X32"),
            15 => Some("CU_RES_VIEW_FORMAT_UINT_4X32"),
            16 => Some("CU_RES_VIEW_FORMAT_SINT_1X32"),
            17 => Some("CU_RES_VIEW_FORMAT_SINT_2X32"),
            18 => Some("CU_RES_VIEW_FORMAT_SINT_4X32"),
            19 => Some("CU_RES_VIEW_FORMAT_FLOAT_1X16"),
            20 => Some("CU_RES_VIEW_FORMAT_FLOAT_2X16"),
            21 => Some("CU_RES_VIEW_FORMAT_FLOAT_4X16"),
            22 => Some("CU_RES_VIEW_FORMAT_FLOAT_1X32"),
            23 => Some("CU_RES_VIEW_FORMAT_FLOAT_2X32"),
            24 => Some("CU_RES_VIEW_FORMAT_FLOAT_4X32"),
            25 => Some("CU_RES_VIEW_FORMAT_UNSIGNED_BC1"),
            26 => Some("CU_RES_VIEW_FORMAT_UNSIGNED_BC2"),
            27 => Some("CU_RES_VIEW_FORMAT_UNSIGNED_BC3"),
            28 => Some("CU_RES_VIEW_FORMAT_UNSIGNED_BC4"),
            29 => Some("CU_RES_VIEW_FORMAT_SIGNED_BC4"),
            30 => Some("CU_RES_VIEW_FORMAT_UNSIGNED_BC5"),
            31 => Some("CU_RES_VIEW_FORMAT_SIGNED_BC5"),
            32 => Some("CU_RES_VIEW_FORMAT_UNSIGNED_BC6H"),
            33 => Some("CU_RES_VIEW_FORMAT_SIGNED_BC6H"),
            34 => Some("CU_RES_VIEW_FORMAT_UNSIGNED_BC7"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUresourceViewFormat_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUresourceViewFormat_enum", self.0),
        }
    }
}
impl CUtensorMapDataType_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_TENSOR_MAP_DATA_TYPE_UINT8"),
            1 => Some("CU_TENSOR_MAP_DATA_TYPE_UINT16"),
            2 => Some("CU_TENSOR_MAP_DATA_TYPE_UINT32"),
            3 => Some("CU_TENSOR_MAP_DATA_TYPE_INT32"),
            4 => Some("CU_TENSOR_MAP_DATA_TYPE_UINT64"),
            5 => Some("CU_TENSOR_MAP_DATA_TYPE_INT64"),
            6 => Some("CU_TENSOR_MAP_DATA_TYPE_FLOAT16"),
            7 => Some("CU_TENSOR_MAP_DATA_TYPE_FLOAT32"),
            8 => Some("CU_TENSOR_MAP_DATA_TYPE_FLOAT64"),
            9 => Some("CU_TENSOR_MAP_DATA_TYPE_BFLOAT16"),
            10 => Some("CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ"),
            11 => Some("CU_TENSOR_MAP_DATA_TYPE_TFLOAT32"),
            12 => Some("CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ"),
            13 => Some("CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN8B"),
            14 => Some("CU_TENSOR_MAP_DATA_TYPE_16U4_ALIGN16B"),
            15 => Some("CU_TENSOR_MAP_DATA_TYPE_16U6_ALIGN16B"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUtensorMapDataType_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUtensorMapDataType_enum", self.0),
        }
    }
}
impl CUtensorMapInterleave_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_TENSOR_MAP_INTERLEAVE_NONE"),
            1 => Some("CU_TENSOR_MAP_INTERLEAVE_16B"),
            2 => Some("CU_TENSOR_MAP_INTERLEAVE_32B"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUtensorMapInterleave_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUtensorMapInterleave_enum", self.0),
        }
    }
}
impl CUtensorMapSwizzle_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_TENSOR_MAP_SWIZZLE_NONE"),
            1 => Some("CU_TENSOR_MAP_SWIZZLE_32B"),
            2 => Some("CU_TENSOR_MAP_SWIZZLE_64B"),
            3 => Some("CU_TENSOR_MAP_SWIZZLE_128B"),
            4 => Some("CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B"),
            5 => Some("CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B_FLIP_8B"),
            6 => Some("CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUtensorMapSwizzle_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUtensorMapSwizzle_enum", self.0),
        }
    }
}
impl CUtensorMapL2promotion_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_TENSOR_MAP_L2_PROMOTION_NONE"),
            1 => Some("CU_TENSOR_MAP_L2_PROMOTION_L2_64B"),
            2 => Some("CU_TENSOR_MAP_L2_PROMOTION_L2_128B"),
            3 => Some("CU_TENSOR_MAP_L2_PROMOTION_L2_256B"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUtensorMapL2promotion_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUtensorMapL2promotion_enum", self.0),
        }
    }
}
impl CUtensorMapFloatOOBfill_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE"),
            1 => Some("CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUtensorMapFloatOOBfill_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUtensorMapFloatOOBfill_enum", self.0),
        }
    }
}
impl CUtensorMapIm2ColWideMode_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_TENSOR_MAP_IM2COL_WIDE_MODE_W"),
            1 => Some("CU_TENSOR_MAP_IM2COL_WIDE_MODE_W128"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUtensorMapIm2ColWideMode_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUtensorMapIm2ColWideMode_enum", self.0),
        }
    }
}
impl CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_POINTER_ATTRIBUTE_ACCESS_FLAG_NONE"),
            1 => Some("CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READ"),
            3 => Some("CU_POINTER_ATTRIBUTE_ACCESS_FLAG_READWRITE"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => {
                write!(f, "{}({})", "CUDA_POINTER_ATTRIBUTE_ACCESS_FLAGS_enum", self.0)
            }
        }
    }
}
impl CUexternalMemoryHandleType_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD"),
            2 => Some("CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32"),
            3 => Some("CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32_KMT"),
            4 => Some("CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_HEAP"),
            5 => Some("CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_RESOURCE"),
            6 => Some("CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D11_RESOURCE"),
            7 => Some("CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D11_RESOURCE_KMT"),
            8 => Some("CU_EXTERNAL_MEMORY_HANDLE_TYPE_NVSCIBUF"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUexternalMemoryHandleType_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUexternalMemoryHandleType_enum", self.0),
        }
    }
}
impl CUexternalSemaphoreHandleType_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD"),
            2 => Some("CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32"),
            3 => Some("CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32_KMT"),
            4 => Some("CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D12_FENCE"),
            5 => Some("CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_FENCE"),
            6 => Some("CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_NVSCISYNC"),
            7 => Some("CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_KEYED_MUTEX"),
            8 => Some("CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_D3D11_KEYED_MUTEX_KMT"),
            9 => Some("CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_FD"),
            10 => Some("CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_WIN32"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUexternalSemaphoreHandleType_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUexternalSemaphoreHandleType_enum", self.0),
        }
    }
}
impl CUmemAllocationHandleType_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_MEM_HANDLE_TYPE_NONE"),
            1 => Some("CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR"),
            2 => Some("CU_MEM_HANDLE_TYPE_WIN32"),
            4 => Some("CU_MEM_HANDLE_TYPE_WIN32_KMT"),
            8 => Some("CU_MEM_HANDLE_TYPE_FABRIC"),
            2147483647 => Some("CU_MEM_HANDLE_TYPE_MAX"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUmemAllocationHandleType_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUmemAllocationHandleType_enum", self.0),
        }
    }
}
impl CUmemAccess_flags_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_MEM_ACCESS_FLAGS_PROT_NONE"),
            1 => Some("CU_MEM_ACCESS_FLAGS_PROT_READ"),
            3 => Some("CU_MEM_ACCESS_FLAGS_PROT_READWRITE"),
            2147483647 => Some("CU_MEM_ACCESS_FLAGS_PROT_MAX"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUmemAccess_flags_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUmemAccess_flags_enum", self.0),
        }
    }
}
impl CUmemLocationType_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_MEM_LOCATION_TYPE_INVALID"),
            1 => Some("CU_MEM_LOCATION_TYPE_DEVICE"),
            2 => Some("CU_MEM_LOCATION_TYPE_HOST"),
            3 => Some("CU_MEM_LOCATION_TYPE_HOST_NUMA"),
            4 => Some("CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT"),
            2147483647 => Some("CU_MEM_LOCATION_TYPE_MAX"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUmemLocationType_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUmemLocationType_enum", self.0),
        }
    }
}
impl CUmemAllocationType_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_MEM_ALLOCATION_TYPE_INVALID"),
            1 => Some("CU_MEM_ALLOCATION_TYPE_PINNED"),
            2147483647 => Some("CU_MEM_ALLOCATION_TYPE_MAX"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUmemAllocationType_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUmemAllocationType_enum", self.0),
        }
    }
}
impl CUmemAllocationGranularity_flags_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_MEM_ALLOC_GRANULARITY_MINIMUM"),
            1 => Some("CU_MEM_ALLOC_GRANULARITY_RECOMMENDED"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUmemAllocationGranularity_flags_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUmemAllocationGranularity_flags_enum", self.0),
        }
    }
}
impl CUmemRangeHandleType_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_MEM_RANGE_HANDLE_TYPE_DMA_BUF_FD"),
            2147483647 => Some("CU_MEM_RANGE_HANDLE_TYPE_MAX"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUmemRangeHandleType_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUmemRangeHandleType_enum", self.0),
        }
    }
}
impl CUmemRangeFlags_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_MEM_RANGE_FLAG_DMA_BUF_MAPPING_TYPE_PCIE"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUmemRangeFlags_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUmemRangeFlags_enum", self.0),
        }
    }
}
impl CUarraySparseSubresourceType_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_SPARSE_LEVEL"),
            1 => Some("CU_ARRAY_SPARSE_SUBRESOURCE_TYPE_MIPTAIL"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUarraySparseSubresourceType_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUarraySparseSubresourceType_enum", self.0),
        }
    }
}
impl CUmemOperationType_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_MEM_OPERATION_TYPE_MAP"),
            2 => Some("CU_MEM_OPERATION_TYPE_UNMAP"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUmemOperationType_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUmemOperationType_enum", self.0),
        }
    }
}
impl CUmemHandleType_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_MEM_HANDLE_TYPE_GENERIC"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUmemHandleType_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUmemHandleType_enum", self.0),
        }
    }
}
impl CUmemAllocationCompType_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_MEM_ALLOCATION_COMP_NONE"),
            1 => Some("CU_MEM_ALLOCATION_COMP_GENERIC"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUmemAllocationCompType_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUmemAllocationCompType_enum", self.0),
        }
    }
}
impl CUmulticastGranularity_flags_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_MULTICAST_GRANULARITY_MINIMUM"),
            1 => Some("CU_MULTICAST_GRANULARITY_RECOMMENDED"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUmulticastGranularity_flags_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUmulticastGranularity_flags_enum", self.0),
        }
    }
}
impl CUgraphExecUpdateResult_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_GRAPH_EXEC_UPDATE_SUCCESS"),
            1 => Some("CU_GRAPH_EXEC_UPDATE_ERROR"),
            2 => Some("CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED"),
            3 => Some("CU_GRAPH_EXEC_UPDATE_ERROR_NODE_TYPE_CHANGED"),
            4 => Some("CU_GRAPH_EXEC_UPDATE_ERROR_FUNCTION_CHANGED"),
            5 => Some("CU_GRAPH_EXEC_UPDATE_ERROR_PARAMETERS_CHANGED"),
            6 => Some("CU_GRAPH_EXEC_UPDATE_ERROR_NOT_SUPPORTED"),
            7 => Some("CU_GRAPH_EXEC_UPDATE_ERROR_UNSUPPORTED_FUNCTION_CHANGE"),
            8 => Some("CU_GRAPH_EXEC_UPDATE_ERROR_ATTRIBUTES_CHANGED"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUgraphExecUpdateResult_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUgraphExecUpdateResult_enum", self.0),
        }
    }
}
impl CUmemPool_attribute_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES"),
            2 => Some("CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC"),
            3 => Some("CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES"),
            4 => Some("CU_MEMPOOL_ATTR_RELEASE_THRESHOLD"),
            5 => Some("CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT"),
            6 => Some("CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH"),
            7 => Some("CU_MEMPOOL_ATTR_USED_MEM_CURRENT"),
            8 => Some("CU_MEMPOOL_ATTR_USED_MEM_HIGH"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUmemPool_attribute_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUmemPool_attribute_enum", self.0),
        }
    }
}
impl CUmemcpyFlags_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_MEMCPY_FLAG_DEFAULT"),
            1 => Some("CU_MEMCPY_FLAG_PREFER_OVERLAP_WITH_COMPUTE"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUmemcpyFlags_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUmemcpyFlags_enum", self.0),
        }
    }
}
impl CUmemcpySrcAccessOrder_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_MEMCPY_SRC_ACCESS_ORDER_INVALID"),
            1 => Some("CU_MEMCPY_SRC_ACCESS_ORDER_STREAM"),
            2 => Some("CU_MEMCPY_SRC_ACCESS_ORDER_DURING_API_CALL"),
            3 => Some("CU_MEMCPY_SRC_ACCESS_ORDER_ANY"),
            2147483647 => Some("CU_MEMCPY_SRC_ACCESS_ORDER_MAX"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUmemcpySrcAccessOrder_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUmemcpySrcAccessOrder_enum", self.0),
        }
    }
}
impl CUmemcpy3DOperandType_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_MEMCPY_OPERAND_TYPE_POINTER"),
            2 => Some("CU_MEMCPY_OPERAND_TYPE_ARRAY"),
            2147483647 => Some("CU_MEMCPY_OPERAND_TYPE_MAX"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUmemcpy3DOperandType_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUmemcpy3DOperandType_enum", self.0),
        }
    }
}
impl CUgraphMem_attribute_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT"),
            1 => Some("CU_GRAPH_MEM_ATTR_USED_MEM_HIGH"),
            2 => Some("CU_GRAPH_MEM_ATTR_RESERVED_MEM_CURRENT"),
            3 => Some("CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUgraphMem_attribute_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUgraphMem_attribute_enum", self.0),
        }
    }
}
impl CUgraphChildGraphNodeOwnership_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_GRAPH_CHILD_GRAPH_OWNERSHIP_CLONE"),
            1 => Some("CU_GRAPH_CHILD_GRAPH_OWNERSHIP_MOVE"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUgraphChildGraphNodeOwnership_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUgraphChildGraphNodeOwnership_enum", self.0),
        }
    }
}
impl CUflushGPUDirectRDMAWritesOptions_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_HOST"),
            2 => Some("CU_FLUSH_GPU_DIRECT_RDMA_WRITES_OPTION_MEMOPS"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUflushGPUDirectRDMAWritesOptions_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUflushGPUDirectRDMAWritesOptions_enum", self.0),
        }
    }
}
impl CUGPUDirectRDMAWritesOrdering_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_GPU_DIRECT_RDMA_WRITES_ORDERING_NONE"),
            100 => Some("CU_GPU_DIRECT_RDMA_WRITES_ORDERING_OWNER"),
            200 => Some("CU_GPU_DIRECT_RDMA_WRITES_ORDERING_ALL_DEVICES"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUGPUDirectRDMAWritesOrdering_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUGPUDirectRDMAWritesOrdering_enum", self.0),
        }
    }
}
impl CUflushGPUDirectRDMAWritesScope_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            100 => Some("CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_OWNER"),
            200 => Some("CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_ALL_DEVICES"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUflushGPUDirectRDMAWritesScope_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUflushGPUDirectRDMAWritesScope_enum", self.0),
        }
    }
}
impl CUflushGPUDirectRDMAWritesTarget_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TARGET_CURRENT_CTX"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUflushGPUDirectRDMAWritesTarget_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUflushGPUDirectRDMAWritesTarget_enum", self.0),
        }
    }
}
impl CUgraphDebugDot_flags_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_GRAPH_DEBUG_DOT_FLAGS_VERBOSE"),
            2 => Some("CU_GRAPH_DEBUG_DOT_FLAGS_RUNTIME_TYPES"),
            4 => Some("CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_PARAMS"),
            8 => Some("CU_GRAPH_DEBUG_DOT_FLAGS_MEMCPY_NODE_PARAMS"),
            16 => Some("CU_GRAPH_DEBUG_DOT_FLAGS_MEMSET_NODE_PARAMS"),
            32 => Some("CU_GRAPH_DEBUG_DOT_FLAGS_HOST_NODE_PARAMS"),
            64 => Some("CU_GRAPH_DEBUG_DOT_FLAGS_EVENT_NODE_PARAMS"),
            128 => Some("CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_SIGNAL_NODE_PARAMS"),
            256 => Some("CU_GRAPH_DEBUG_DOT_FLAGS_EXT_SEMAS_WAIT_NODE_PARAMS"),
            512 => Some("CU_GRAPH_DEBUG_DOT_FLAGS_KERNEL_NODE_ATTRIBUTES"),
            1024 => Some("CU_GRAPH_DEBUG_DOT_FLAGS_HANDLES"),
            2048 => Some("CU_GRAPH_DEBUG_DOT_FLAGS_MEM_ALLOC_NODE_PARAMS"),
            4096 => Some("CU_GRAPH_DEBUG_DOT_FLAGS_MEM_FREE_NODE_PARAMS"),
            8192 => Some("CU_GRAPH_DEBUG_DOT_FLAGS_BATCH_MEM_OP_NODE_PARAMS"),
            16384 => Some("CU_GRAPH_DEBUG_DOT_FLAGS_EXTRA_TOPO_INFO"),
            32768 => Some("CU_GRAPH_DEBUG_DOT_FLAGS_CONDITIONAL_NODE_PARAMS"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUgraphDebugDot_flags_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUgraphDebugDot_flags_enum", self.0),
        }
    }
}
impl CUuserObject_flags_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_USER_OBJECT_NO_DESTRUCTOR_SYNC"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUuserObject_flags_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUuserObject_flags_enum", self.0),
        }
    }
}
impl CUuserObjectRetain_flags_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_GRAPH_USER_OBJECT_MOVE"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUuserObjectRetain_flags_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUuserObjectRetain_flags_enum", self.0),
        }
    }
}
impl CUgraphInstantiate_flags_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH"),
            2 => Some("CUDA_GRAPH_INSTANTIATE_FLAG_UPLOAD"),
            4 => Some("CUDA_GRAPH_INSTANTIATE_FLAG_DEVICE_LAUNCH"),
            8 => Some("CUDA_GRAPH_INSTANTIATE_FLAG_USE_NODE_PRIORITY"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUgraphInstantiate_flags_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUgraphInstantiate_flags_enum", self.0),
        }
    }
}
impl CUdeviceNumaConfig_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_DEVICE_NUMA_CONFIG_NONE"),
            1 => Some("CU_DEVICE_NUMA_CONFIG_NUMA_NODE"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUdeviceNumaConfig_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUdeviceNumaConfig_enum", self.0),
        }
    }
}
impl CUprocessState_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_PROCESS_STATE_RUNNING"),
            1 => Some("CU_PROCESS_STATE_LOCKED"),
            2 => Some("CU_PROCESS_STATE_CHECKPOINTED"),
            3 => Some("CU_PROCESS_STATE_FAILED"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUprocessState_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUprocessState_enum", self.0),
        }
    }
}
impl CUmoduleLoadingMode_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_MODULE_EAGER_LOADING"),
            2 => Some("CU_MODULE_LAZY_LOADING"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUmoduleLoadingMode_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUmoduleLoadingMode_enum", self.0),
        }
    }
}
impl CUmemDecompressAlgorithm_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_MEM_DECOMPRESS_UNSUPPORTED"),
            1 => Some("CU_MEM_DECOMPRESS_ALGORITHM_DEFLATE"),
            2 => Some("CU_MEM_DECOMPRESS_ALGORITHM_SNAPPY"),
            4 => Some("CU_MEM_DECOMPRESS_ALGORITHM_LZ4"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUmemDecompressAlgorithm_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUmemDecompressAlgorithm_enum", self.0),
        }
    }
}
impl CUfunctionLoadingState_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_FUNCTION_LOADING_STATE_UNLOADED"),
            1 => Some("CU_FUNCTION_LOADING_STATE_LOADED"),
            2 => Some("CU_FUNCTION_LOADING_STATE_MAX"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUfunctionLoadingState_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUfunctionLoadingState_enum", self.0),
        }
    }
}
impl CUcoredumpSettings_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_COREDUMP_ENABLE_ON_EXCEPTION"),
            2 => Some("CU_COREDUMP_TRIGGER_HOST"),
            3 => Some("CU_COREDUMP_LIGHTWEIGHT"),
            4 => Some("CU_COREDUMP_ENABLE_USER_TRIGGER"),
            5 => Some("CU_COREDUMP_FILE"),
            6 => Some("CU_COREDUMP_PIPE"),
            7 => Some("CU_COREDUMP_GENERATION_FLAGS"),
            8 => Some("CU_COREDUMP_MAX"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUcoredumpSettings_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUcoredumpSettings_enum", self.0),
        }
    }
}
impl CUCoredumpGenerationFlags {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_COREDUMP_DEFAULT_FLAGS"),
            1 => Some("CU_COREDUMP_SKIP_NONRELOCATED_ELF_IMAGES"),
            2 => Some("CU_COREDUMP_SKIP_GLOBAL_MEMORY"),
            4 => Some("CU_COREDUMP_SKIP_SHARED_MEMORY"),
            8 => Some("CU_COREDUMP_SKIP_LOCAL_MEMORY"),
            16 => Some("CU_COREDUMP_SKIP_ABORT"),
            32 => Some("CU_COREDUMP_SKIP_CONSTBANK_MEMORY"),
            47 => Some("CU_COREDUMP_LIGHTWEIGHT_FLAGS"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUCoredumpGenerationFlags {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUCoredumpGenerationFlags", self.0),
        }
    }
}
impl CUgreenCtxCreate_flags {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_GREEN_CTX_DEFAULT_STREAM"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUgreenCtxCreate_flags {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUgreenCtxCreate_flags", self.0),
        }
    }
}
impl CUdevSmResourceSplit_flags {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("CU_DEV_SM_RESOURCE_SPLIT_IGNORE_SM_COSCHEDULING"),
            2 => Some("CU_DEV_SM_RESOURCE_SPLIT_MAX_POTENTIAL_CLUSTER_SIZE"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUdevSmResourceSplit_flags {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUdevSmResourceSplit_flags", self.0),
        }
    }
}
impl CUdevResourceType {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_DEV_RESOURCE_TYPE_INVALID"),
            1 => Some("CU_DEV_RESOURCE_TYPE_SM"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUdevResourceType {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUdevResourceType", self.0),
        }
    }
}
impl CUlogLevel_enum {
    /// The name the headers give this value, if they know it.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("CU_LOG_LEVEL_ERROR"),
            1 => Some("CU_LOG_LEVEL_WARNING"),
            _ => None,
        }
    }
}
impl ::core::fmt::Debug for CUlogLevel_enum {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{} ({})", name, self.0),
            None => write!(f, "{}({})", "CUlogLevel_enum", self.0),
        }
    }
}
/// Every driver entry point `cuda.h` declares, resolved once when the library is
/// loaded. `None` marks one the loaded library does not export (an older driver,
/// or a library that is not the whole driver).
pub struct Functions {
    pub cuGetErrorString: Option<
        unsafe extern "C" fn(
            error: CUresult,
            pStr: *mut *const ::std::os::raw::c_char,
        ) -> CUresult,
    >,
    pub cuGetErrorName: Option<
        unsafe extern "C" fn(
            error: CUresult,
            pStr: *mut *const ::std::os::raw::c_char,
        ) -> CUresult,
    >,
    pub cuInit: Option<unsafe extern "C" fn(Flags: ::std::os::raw::c_uint) -> CUresult>,
    pub cuDriverGetVersion: Option<
        unsafe extern "C" fn(driverVersion: *mut ::std::os::raw::c_int) -> CUresult,
    >,
    pub cuDeviceGet: Option<
        unsafe extern "C" fn(
            device: *mut CUdevice,
            ordinal: ::std::os::raw::c_int,
        ) -> CUresult,
    >,
    pub cuDeviceGetCount: Option<
        unsafe extern "C" fn(count: *mut ::std::os::raw::c_int) -> CUresult,
    >,
    pub cuDeviceGetName: Option<
        unsafe extern "C" fn(
            name: *mut ::std::os::raw::c_char,
            len: ::std::os::raw::c_int,
            dev: CUdevice,
        ) -> CUresult,
    >,
    pub cuDeviceGetUuid: Option<
        unsafe extern "C" fn(uuid: *mut CUuuid, dev: CUdevice) -> CUresult,
    >,
    pub cuDeviceGetUuid_v2: Option<
        unsafe extern "C" fn(uuid: *mut CUuuid, dev: CUdevice) -> CUresult,
    >,
    pub cuDeviceGetLuid: Option<
        unsafe extern "C" fn(
            luid: *mut ::std::os::raw::c_char,
            deviceNodeMask: *mut ::std::os::raw::c_uint,
            dev: CUdevice,
        ) -> CUresult,
    >,
    pub cuDeviceTotalMem_v2: Option<
        unsafe extern "C" fn(bytes: *mut usize, dev: CUdevice) -> CUresult,
    >,
    pub cuDeviceGetTexture1DLinearMaxWidth: Option<
        unsafe extern "C" fn(
            maxWidthInElements: *mut usize,
            format: CUarray_format,
            numChannels: ::std::os::raw::c_uint,
            dev: CUdevice,
        ) -> CUresult,
    >,
    pub cuDeviceGetAttribute: Option<
        unsafe extern "C" fn(
            pi: *mut ::std::os::raw::c_int,
            attrib: CUdevice_attribute,
            dev: CUdevice,
        ) -> CUresult,
    >,
    pub cuDeviceGetNvSciSyncAttributes: Option<
        unsafe extern "C" fn(
            nvSciSyncAttrList: *mut ::std::os::raw::c_void,
            dev: CUdevice,
            flags: ::std::os::raw::c_int,
        ) -> CUresult,
    >,
    pub cuDeviceSetMemPool: Option<
        unsafe extern "C" fn(dev: CUdevice, pool: CUmemoryPool) -> CUresult,
    >,
    pub cuDeviceGetMemPool: Option<
        unsafe extern "C" fn(pool: *mut CUmemoryPool, dev: CUdevice) -> CUresult,
    >,
    pub cuDeviceGetDefaultMemPool: Option<
        unsafe extern "C" fn(pool_out: *mut CUmemoryPool, dev: CUdevice) -> CUresult,
    >,
    pub cuDeviceGetExecAffinitySupport: Option<
        unsafe extern "C" fn(
            pi: *mut ::std::os::raw::c_int,
            type_: CUexecAffinityType,
            dev: CUdevice,
        ) -> CUresult,
    >,
    pub cuFlushGPUDirectRDMAWrites: Option<
        unsafe extern "C" fn(
            target: CUflushGPUDirectRDMAWritesTarget,
            scope: CUflushGPUDirectRDMAWritesScope,
        ) -> CUresult,
    >,
    pub cuDeviceGetProperties: Option<
        unsafe extern "C" fn(prop: *mut CUdevprop, dev: CUdevice) -> CUresult,
    >,
    pub cuDeviceComputeCapability: Option<
        unsafe extern "C" fn(
            major: *mut ::std::os::raw::c_int,
            minor: *mut ::std::os::raw::c_int,
            dev: CUdevice,
        ) -> CUresult,
    >,
    pub cuDevicePrimaryCtxRetain: Option<
        unsafe extern "C" fn(pctx: *mut CUcontext, dev: CUdevice) -> CUresult,
    >,
    pub cuDevicePrimaryCtxRelease_v2: Option<
        unsafe extern "C" fn(dev: CUdevice) -> CUresult,
    >,
    pub cuDevicePrimaryCtxSetFlags_v2: Option<
        unsafe extern "C" fn(dev: CUdevice, flags: ::std::os::raw::c_uint) -> CUresult,
    >,
    pub cuDevicePrimaryCtxGetState: Option<
        unsafe extern "C" fn(
            dev: CUdevice,
            flags: *mut ::std::os::raw::c_uint,
            active: *mut ::std::os::raw::c_int,
        ) -> CUresult,
    >,
    pub cuDevicePrimaryCtxReset_v2: Option<
        unsafe extern "C" fn(dev: CUdevice) -> CUresult,
    >,
    pub cuCtxCreate_v2: Option<
        unsafe extern "C" fn(
            pctx: *mut CUcontext,
            flags: ::std::os::raw::c_uint,
            dev: CUdevice,
        ) -> CUresult,
    >,
    pub cuCtxCreate_v3: Option<
        unsafe extern "C" fn(
            pctx: *mut CUcontext,
            paramsArray: *mut CUexecAffinityParam,
            numParams: ::std::os::raw::c_int,
            flags: ::std::os::raw::c_uint,
            dev: CUdevice,
        ) -> CUresult,
    >,
    pub cuCtxCreate_v4: Option<
        unsafe extern "C" fn(
            pctx: *mut CUcontext,
            ctxCreateParams: *mut CUctxCreateParams,
            flags: ::std::os::raw::c_uint,
            dev: CUdevice,
        ) -> CUresult,
    >,
    pub cuCtxDestroy_v2: Option<unsafe extern "C" fn(ctx: CUcontext) -> CUresult>,
    pub cuCtxPushCurrent_v2: Option<unsafe extern "C" fn(ctx: CUcontext) -> CUresult>,
    pub cuCtxPopCurrent_v2: Option<
        unsafe extern "C" fn(pctx: *mut CUcontext) -> CUresult,
    >,
    pub cuCtxSetCurrent: Option<unsafe extern "C" fn(ctx: CUcontext) -> CUresult>,
    pub cuCtxGetCurrent: Option<unsafe extern "C" fn(pctx: *mut CUcontext) -> CUresult>,
    pub cuCtxGetDevice: Option<unsafe extern "C" fn(device: *mut CUdevice) -> CUresult>,
    pub cuCtxGetFlags: Option<
        unsafe extern "C" fn(flags: *mut ::std::os::raw::c_uint) -> CUresult,
    >,
    pub cuCtxSetFlags: Option<
        unsafe extern "C" fn(flags: ::std::os::raw::c_uint) -> CUresult,
    >,
    pub cuCtxGetId: Option<
        unsafe extern "C" fn(
            ctx: CUcontext,
            ctxId: *mut ::std::os::raw::c_ulonglong,
        ) -> CUresult,
    >,
    pub cuCtxSynchronize: Option<unsafe extern "C" fn() -> CUresult>,
    pub cuCtxSetLimit: Option<
        unsafe extern "C" fn(limit: CUlimit, value: usize) -> CUresult,
    >,
    pub cuCtxGetLimit: Option<
        unsafe extern "C" fn(pvalue: *mut usize, limit: CUlimit) -> CUresult,
    >,
    pub cuCtxGetCacheConfig: Option<
        unsafe extern "C" fn(pconfig: *mut CUfunc_cache) -> CUresult,
    >,
    pub cuCtxSetCacheConfig: Option<
        unsafe extern "C" fn(config: CUfunc_cache) -> CUresult,
    >,
    pub cuCtxGetApiVersion: Option<
        unsafe extern "C" fn(
            ctx: CUcontext,
            version: *mut ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuCtxGetStreamPriorityRange: Option<
        unsafe extern "C" fn(
            leastPriority: *mut ::std::os::raw::c_int,
            greatestPriority: *mut ::std::os::raw::c_int,
        ) -> CUresult,
    >,
    pub cuCtxResetPersistingL2Cache: Option<unsafe extern "C" fn() -> CUresult>,
    pub cuCtxGetExecAffinity: Option<
        unsafe extern "C" fn(
            pExecAffinity: *mut CUexecAffinityParam,
            type_: CUexecAffinityType,
        ) -> CUresult,
    >,
    pub cuCtxRecordEvent: Option<
        unsafe extern "C" fn(hCtx: CUcontext, hEvent: CUevent) -> CUresult,
    >,
    pub cuCtxWaitEvent: Option<
        unsafe extern "C" fn(hCtx: CUcontext, hEvent: CUevent) -> CUresult,
    >,
    pub cuCtxAttach: Option<
        unsafe extern "C" fn(
            pctx: *mut CUcontext,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuCtxDetach: Option<unsafe extern "C" fn(ctx: CUcontext) -> CUresult>,
    pub cuCtxGetSharedMemConfig: Option<
        unsafe extern "C" fn(pConfig: *mut CUsharedconfig) -> CUresult,
    >,
    pub cuCtxSetSharedMemConfig: Option<
        unsafe extern "C" fn(config: CUsharedconfig) -> CUresult,
    >,
    pub cuModuleLoad: Option<
        unsafe extern "C" fn(
            module: *mut CUmodule,
            fname: *const ::std::os::raw::c_char,
        ) -> CUresult,
    >,
    pub cuModuleLoadData: Option<
        unsafe extern "C" fn(
            module: *mut CUmodule,
            image: *const ::std::os::raw::c_void,
        ) -> CUresult,
    >,
    pub cuModuleLoadDataEx: Option<
        unsafe extern "C" fn(
            module: *mut CUmodule,
            image: *const ::std::os::raw::c_void,
            numOptions: ::std::os::raw::c_uint,
            options: *mut CUjit_option,
            optionValues: *mut *mut ::std::os::raw::c_void,
        ) -> CUresult,
    >,
    pub cuModuleLoadFatBinary: Option<
        unsafe extern "C" fn(
            module: *mut CUmodule,
            fatCubin: *const ::std::os::raw::c_void,
        ) -> CUresult,
    >,
    pub cuModuleUnload: Option<unsafe extern "C" fn(hmod: CUmodule) -> CUresult>,
    pub cuModuleGetLoadingMode: Option<
        unsafe extern "C" fn(mode: *mut CUmoduleLoadingMode) -> CUresult,
    >,
    pub cuModuleGetFunction: Option<
        unsafe extern "C" fn(
            hfunc: *mut CUfunction,
            hmod: CUmodule,
            name: *const ::std::os::raw::c_char,
        ) -> CUresult,
    >,
    pub cuModuleGetFunctionCount: Option<
        unsafe extern "C" fn(
            count: *mut ::std::os::raw::c_uint,
            mod_: CUmodule,
        ) -> CUresult,
    >,
    pub cuModuleEnumerateFunctions: Option<
        unsafe extern "C" fn(
            functions: *mut CUfunction,
            numFunctions: ::std::os::raw::c_uint,
            mod_: CUmodule,
        ) -> CUresult,
    >,
    pub cuModuleGetGlobal_v2: Option<
        unsafe extern "C" fn(
            dptr: *mut CUdeviceptr,
            bytes: *mut usize,
            hmod: CUmodule,
            name: *const ::std::os::raw::c_char,
        ) -> CUresult,
    >,
    pub cuLinkCreate_v2: Option<
        unsafe extern "C" fn(
            numOptions: ::std::os::raw::c_uint,
            options: *mut CUjit_option,
            optionValues: *mut *mut ::std::os::raw::c_void,
            stateOut: *mut CUlinkState,
        ) -> CUresult,
    >,
    pub cuLinkAddData_v2: Option<
        unsafe extern "C" fn(
            state: CUlinkState,
            type_: CUjitInputType,
            data: *mut ::std::os::raw::c_void,
            size: usize,
            name: *const ::std::os::raw::c_char,
            numOptions: ::std::os::raw::c_uint,
            options: *mut CUjit_option,
            optionValues: *mut *mut ::std::os::raw::c_void,
        ) -> CUresult,
    >,
    pub cuLinkAddFile_v2: Option<
        unsafe extern "C" fn(
            state: CUlinkState,
            type_: CUjitInputType,
            path: *const ::std::os::raw::c_char,
            numOptions: ::std::os::raw::c_uint,
            options: *mut CUjit_option,
            optionValues: *mut *mut ::std::os::raw::c_void,
        ) -> CUresult,
    >,
    pub cuLinkComplete: Option<
        unsafe extern "C" fn(
            state: CUlinkState,
            cubinOut: *mut *mut ::std::os::raw::c_void,
            sizeOut: *mut usize,
        ) -> CUresult,
    >,
    pub cuLinkDestroy: Option<unsafe extern "C" fn(state: CUlinkState) -> CUresult>,
    pub cuModuleGetTexRef: Option<
        unsafe extern "C" fn(
            pTexRef: *mut CUtexref,
            hmod: CUmodule,
            name: *const ::std::os::raw::c_char,
        ) -> CUresult,
    >,
    pub cuModuleGetSurfRef: Option<
        unsafe extern "C" fn(
            pSurfRef: *mut CUsurfref,
            hmod: CUmodule,
            name: *const ::std::os::raw::c_char,
        ) -> CUresult,
    >,
    pub cuLibraryLoadData: Option<
        unsafe extern "C" fn(
            library: *mut CUlibrary,
            code: *const ::std::os::raw::c_void,
            jitOptions: *mut CUjit_option,
            jitOptionsValues: *mut *mut ::std::os::raw::c_void,
            numJitOptions: ::std::os::raw::c_uint,
            libraryOptions: *mut CUlibraryOption,
            libraryOptionValues: *mut *mut ::std::os::raw::c_void,
            numLibraryOptions: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuLibraryLoadFromFile: Option<
        unsafe extern "C" fn(
            library: *mut CUlibrary,
            fileName: *const ::std::os::raw::c_char,
            jitOptions: *mut CUjit_option,
            jitOptionsValues: *mut *mut ::std::os::raw::c_void,
            numJitOptions: ::std::os::raw::c_uint,
            libraryOptions: *mut CUlibraryOption,
            libraryOptionValues: *mut *mut ::std::os::raw::c_void,
            numLibraryOptions: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuLibraryUnload: Option<unsafe extern "C" fn(library: CUlibrary) -> CUresult>,
    pub cuLibraryGetKernel: Option<
        unsafe extern "C" fn(
            pKernel: *mut CUkernel,
            library: CUlibrary,
            name: *const ::std::os::raw::c_char,
        ) -> CUresult,
    >,
    pub cuLibraryGetKernelCount: Option<
        unsafe extern "C" fn(
            count: *mut ::std::os::raw::c_uint,
            lib: CUlibrary,
        ) -> CUresult,
    >,
    pub cuLibraryEnumerateKernels: Option<
        unsafe extern "C" fn(
            kernels: *mut CUkernel,
            numKernels: ::std::os::raw::c_uint,
            lib: CUlibrary,
        ) -> CUresult,
    >,
    pub cuLibraryGetModule: Option<
        unsafe extern "C" fn(pMod: *mut CUmodule, library: CUlibrary) -> CUresult,
    >,
    pub cuKernelGetFunction: Option<
        unsafe extern "C" fn(pFunc: *mut CUfunction, kernel: CUkernel) -> CUresult,
    >,
    pub cuKernelGetLibrary: Option<
        unsafe extern "C" fn(pLib: *mut CUlibrary, kernel: CUkernel) -> CUresult,
    >,
    pub cuLibraryGetGlobal: Option<
        unsafe extern "C" fn(
            dptr: *mut CUdeviceptr,
            bytes: *mut usize,
            library: CUlibrary,
            name: *const ::std::os::raw::c_char,
        ) -> CUresult,
    >,
    pub cuLibraryGetManaged: Option<
        unsafe extern "C" fn(
            dptr: *mut CUdeviceptr,
            bytes: *mut usize,
            library: CUlibrary,
            name: *const ::std::os::raw::c_char,
        ) -> CUresult,
    >,
    pub cuLibraryGetUnifiedFunction: Option<
        unsafe extern "C" fn(
            fptr: *mut *mut ::std::os::raw::c_void,
            library: CUlibrary,
            symbol: *const ::std::os::raw::c_char,
        ) -> CUresult,
    >,
    pub cuKernelGetAttribute: Option<
        unsafe extern "C" fn(
            pi: *mut ::std::os::raw::c_int,
            attrib: CUfunction_attribute,
            kernel: CUkernel,
            dev: CUdevice,
        ) -> CUresult,
    >,
    pub cuKernelSetAttribute: Option<
        unsafe extern "C" fn(
            attrib: CUfunction_attribute,
            val: ::std::os::raw::c_int,
            kernel: CUkernel,
            dev: CUdevice,
        ) -> CUresult,
    >,
    pub cuKernelSetCacheConfig: Option<
        unsafe extern "C" fn(
            kernel: CUkernel,
            config: CUfunc_cache,
            dev: CUdevice,
        ) -> CUresult,
    >,
    pub cuKernelGetName: Option<
        unsafe extern "C" fn(
            name: *mut *const ::std::os::raw::c_char,
            hfunc: CUkernel,
        ) -> CUresult,
    >,
    pub cuKernelGetParamInfo: Option<
        unsafe extern "C" fn(
            kernel: CUkernel,
            paramIndex: usize,
            paramOffset: *mut usize,
            paramSize: *mut usize,
        ) -> CUresult,
    >,
    pub cuMemGetInfo_v2: Option<
        unsafe extern "C" fn(free: *mut usize, total: *mut usize) -> CUresult,
    >,
    pub cuMemAlloc_v2: Option<
        unsafe extern "C" fn(dptr: *mut CUdeviceptr, bytesize: usize) -> CUresult,
    >,
    pub cuMemAllocPitch_v2: Option<
        unsafe extern "C" fn(
            dptr: *mut CUdeviceptr,
            pPitch: *mut usize,
            WidthInBytes: usize,
            Height: usize,
            ElementSizeBytes: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuMemFree_v2: Option<unsafe extern "C" fn(dptr: CUdeviceptr) -> CUresult>,
    pub cuMemGetAddressRange_v2: Option<
        unsafe extern "C" fn(
            pbase: *mut CUdeviceptr,
            psize: *mut usize,
            dptr: CUdeviceptr,
        ) -> CUresult,
    >,
    pub cuMemAllocHost_v2: Option<
        unsafe extern "C" fn(
            pp: *mut *mut ::std::os::raw::c_void,
            bytesize: usize,
        ) -> CUresult,
    >,
    pub cuMemFreeHost: Option<
        unsafe extern "C" fn(p: *mut ::std::os::raw::c_void) -> CUresult,
    >,
    pub cuMemHostAlloc: Option<
        unsafe extern "C" fn(
            pp: *mut *mut ::std::os::raw::c_void,
            bytesize: usize,
            Flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuMemHostGetDevicePointer_v2: Option<
        unsafe extern "C" fn(
            pdptr: *mut CUdeviceptr,
            p: *mut ::std::os::raw::c_void,
            Flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuMemHostGetFlags: Option<
        unsafe extern "C" fn(
            pFlags: *mut ::std::os::raw::c_uint,
            p: *mut ::std::os::raw::c_void,
        ) -> CUresult,
    >,
    pub cuMemAllocManaged: Option<
        unsafe extern "C" fn(
            dptr: *mut CUdeviceptr,
            bytesize: usize,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuDeviceRegisterAsyncNotification: Option<
        unsafe extern "C" fn(
            device: CUdevice,
            callbackFunc: CUasyncCallback,
            userData: *mut ::std::os::raw::c_void,
            callback: *mut CUasyncCallbackHandle,
        ) -> CUresult,
    >,
    pub cuDeviceUnregisterAsyncNotification: Option<
        unsafe extern "C" fn(
            device: CUdevice,
            callback: CUasyncCallbackHandle,
        ) -> CUresult,
    >,
    pub cuDeviceGetByPCIBusId: Option<
        unsafe extern "C" fn(
            dev: *mut CUdevice,
            pciBusId: *const ::std::os::raw::c_char,
        ) -> CUresult,
    >,
    pub cuDeviceGetPCIBusId: Option<
        unsafe extern "C" fn(
            pciBusId: *mut ::std::os::raw::c_char,
            len: ::std::os::raw::c_int,
            dev: CUdevice,
        ) -> CUresult,
    >,
    pub cuIpcGetEventHandle: Option<
        unsafe extern "C" fn(pHandle: *mut CUipcEventHandle, event: CUevent) -> CUresult,
    >,
    pub cuIpcOpenEventHandle: Option<
        unsafe extern "C" fn(phEvent: *mut CUevent, handle: CUipcEventHandle) -> CUresult,
    >,
    pub cuIpcGetMemHandle: Option<
        unsafe extern "C" fn(pHandle: *mut CUipcMemHandle, dptr: CUdeviceptr) -> CUresult,
    >,
    pub cuIpcOpenMemHandle_v2: Option<
        unsafe extern "C" fn(
            pdptr: *mut CUdeviceptr,
            handle: CUipcMemHandle,
            Flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuIpcCloseMemHandle: Option<unsafe extern "C" fn(dptr: CUdeviceptr) -> CUresult>,
    pub cuMemHostRegister_v2: Option<
        unsafe extern "C" fn(
            p: *mut ::std::os::raw::c_void,
            bytesize: usize,
            Flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuMemHostUnregister: Option<
        unsafe extern "C" fn(p: *mut ::std::os::raw::c_void) -> CUresult,
    >,
    pub cuMemcpy: Option<
        unsafe extern "C" fn(
            dst: CUdeviceptr,
            src: CUdeviceptr,
            ByteCount: usize,
        ) -> CUresult,
    >,
    pub cuMemcpyPeer: Option<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            dstContext: CUcontext,
            srcDevice: CUdeviceptr,
            srcContext: CUcontext,
            ByteCount: usize,
        ) -> CUresult,
    >,
    pub cuMemcpyHtoD_v2: Option<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            srcHost: *const ::std::os::raw::c_void,
            ByteCount: usize,
        ) -> CUresult,
    >,
    pub cuMemcpyDtoH_v2: Option<
        unsafe extern "C" fn(
            dstHost: *mut ::std::os::raw::c_void,
            srcDevice: CUdeviceptr,
            ByteCount: usize,
        ) -> CUresult,
    >,
    pub cuMemcpyDtoD_v2: Option<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            srcDevice: CUdeviceptr,
            ByteCount: usize,
        ) -> CUresult,
    >,
    pub cuMemcpyDtoA_v2: Option<
        unsafe extern "C" fn(
            dstArray: CUarray,
            dstOffset: usize,
            srcDevice: CUdeviceptr,
            ByteCount: usize,
        ) -> CUresult,
    >,
    pub cuMemcpyAtoD_v2: Option<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            srcArray: CUarray,
            srcOffset: usize,
            ByteCount: usize,
        ) -> CUresult,
    >,
    pub cuMemcpyHtoA_v2: Option<
        unsafe extern "C" fn(
            dstArray: CUarray,
            dstOffset: usize,
            srcHost: *const ::std::os::raw::c_void,
            ByteCount: usize,
        ) -> CUresult,
    >,
    pub cuMemcpyAtoH_v2: Option<
        unsafe extern "C" fn(
            dstHost: *mut ::std::os::raw::c_void,
            srcArray: CUarray,
            srcOffset: usize,
            ByteCount: usize,
        ) -> CUresult,
    >,
    pub cuMemcpyAtoA_v2: Option<
        unsafe extern "C" fn(
            dstArray: CUarray,
            dstOffset: usize,
            srcArray: CUarray,
            srcOffset: usize,
            ByteCount: usize,
        ) -> CUresult,
    >,
    pub cuMemcpy2D_v2: Option<
        unsafe extern "C" fn(pCopy: *const CUDA_MEMCPY2D) -> CUresult,
    >,
    pub cuMemcpy2DUnaligned_v2: Option<
        unsafe extern "C" fn(pCopy: *const CUDA_MEMCPY2D) -> CUresult,
    >,
    pub cuMemcpy3D_v2: Option<
        unsafe extern "C" fn(pCopy: *const CUDA_MEMCPY3D) -> CUresult,
    >,
    pub cuMemcpy3DPeer: Option<
        unsafe extern "C" fn(pCopy: *const CUDA_MEMCPY3D_PEER) -> CUresult,
    >,
    pub cuMemcpyAsync: Option<
        unsafe extern "C" fn(
            dst: CUdeviceptr,
            src: CUdeviceptr,
            ByteCount: usize,
            hStream: CUstream,
        ) -> CUresult,
    >,
    pub cuMemcpyPeerAsync: Option<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            dstContext: CUcontext,
            srcDevice: CUdeviceptr,
            srcContext: CUcontext,
            ByteCount: usize,
            hStream: CUstream,
        ) -> CUresult,
    >,
    pub cuMemcpyHtoDAsync_v2: Option<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            srcHost: *const ::std::os::raw::c_void,
            ByteCount: usize,
            hStream: CUstream,
        ) -> CUresult,
    >,
    pub cuMemcpyDtoHAsync_v2: Option<
        unsafe extern "C" fn(
            dstHost: *mut ::std::os::raw::c_void,
            srcDevice: CUdeviceptr,
            ByteCount: usize,
            hStream: CUstream,
        ) -> CUresult,
    >,
    pub cuMemcpyDtoDAsync_v2: Option<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            srcDevice: CUdeviceptr,
            ByteCount: usize,
            hStream: CUstream,
        ) -> CUresult,
    >,
    pub cuMemcpyHtoAAsync_v2: Option<
        unsafe extern "C" fn(
            dstArray: CUarray,
            dstOffset: usize,
            srcHost: *const ::std::os::raw::c_void,
            ByteCount: usize,
            hStream: CUstream,
        ) -> CUresult,
    >,
    pub cuMemcpyAtoHAsync_v2: Option<
        unsafe extern "C" fn(
            dstHost: *mut ::std::os::raw::c_void,
            srcArray: CUarray,
            srcOffset: usize,
            ByteCount: usize,
            hStream: CUstream,
        ) -> CUresult,
    >,
    pub cuMemcpy2DAsync_v2: Option<
        unsafe extern "C" fn(pCopy: *const CUDA_MEMCPY2D, hStream: CUstream) -> CUresult,
    >,
    pub cuMemcpy3DAsync_v2: Option<
        unsafe extern "C" fn(pCopy: *const CUDA_MEMCPY3D, hStream: CUstream) -> CUresult,
    >,
    pub cuMemcpy3DPeerAsync: Option<
        unsafe extern "C" fn(
            pCopy: *const CUDA_MEMCPY3D_PEER,
            hStream: CUstream,
        ) -> CUresult,
    >,
    pub cuMemcpyBatchAsync: Option<
        unsafe extern "C" fn(
            dsts: *mut CUdeviceptr,
            srcs: *mut CUdeviceptr,
            sizes: *mut usize,
            count: usize,
            attrs: *mut CUmemcpyAttributes,
            attrsIdxs: *mut usize,
            numAttrs: usize,
            failIdx: *mut usize,
            hStream: CUstream,
        ) -> CUresult,
    >,
    pub cuMemcpy3DBatchAsync: Option<
        unsafe extern "C" fn(
            numOps: usize,
            opList: *mut CUDA_MEMCPY3D_BATCH_OP,
            failIdx: *mut usize,
            flags: ::std::os::raw::c_ulonglong,
            hStream: CUstream,
        ) -> CUresult,
    >,
    pub cuMemsetD8_v2: Option<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            uc: ::std::os::raw::c_uchar,
            N: usize,
        ) -> CUresult,
    >,
    pub cuMemsetD16_v2: Option<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            us: ::std::os::raw::c_ushort,
            N: usize,
        ) -> CUresult,
    >,
    pub cuMemsetD32_v2: Option<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            ui: ::std::os::raw::c_uint,
            N: usize,
        ) -> CUresult,
    >,
    pub cuMemsetD2D8_v2: Option<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            dstPitch: usize,
            uc: ::std::os::raw::c_uchar,
            Width: usize,
            Height: usize,
        ) -> CUresult,
    >,
    pub cuMemsetD2D16_v2: Option<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            dstPitch: usize,
            us: ::std::os::raw::c_ushort,
            Width: usize,
            Height: usize,
        ) -> CUresult,
    >,
    pub cuMemsetD2D32_v2: Option<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            dstPitch: usize,
            ui: ::std::os::raw::c_uint,
            Width: usize,
            Height: usize,
        ) -> CUresult,
    >,
    pub cuMemsetD8Async: Option<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            uc: ::std::os::raw::c_uchar,
            N: usize,
            hStream: CUstream,
        ) -> CUresult,
    >,
    pub cuMemsetD16Async: Option<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            us: ::std::os::raw::c_ushort,
            N: usize,
            hStream: CUstream,
        ) -> CUresult,
    >,
    pub cuMemsetD32Async: Option<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            ui: ::std::os::raw::c_uint,
            N: usize,
            hStream: CUstream,
        ) -> CUresult,
    >,
    pub cuMemsetD2D8Async: Option<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            dstPitch: usize,
            uc: ::std::os::raw::c_uchar,
            Width: usize,
            Height: usize,
            hStream: CUstream,
        ) -> CUresult,
    >,
    pub cuMemsetD2D16Async: Option<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            dstPitch: usize,
            us: ::std::os::raw::c_ushort,
            Width: usize,
            Height: usize,
            hStream: CUstream,
        ) -> CUresult,
    >,
    pub cuMemsetD2D32Async: Option<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            dstPitch: usize,
            ui: ::std::os::raw::c_uint,
            Width: usize,
            Height: usize,
            hStream: CUstream,
        ) -> CUresult,
    >,
    pub cuArrayCreate_v2: Option<
        unsafe extern "C" fn(
            pHandle: *mut CUarray,
            pAllocateArray: *const CUDA_ARRAY_DESCRIPTOR,
        ) -> CUresult,
    >,
    pub cuArrayGetDescriptor_v2: Option<
        unsafe extern "C" fn(
            pArrayDescriptor: *mut CUDA_ARRAY_DESCRIPTOR,
            hArray: CUarray,
        ) -> CUresult,
    >,
    pub cuArrayGetSparseProperties: Option<
        unsafe extern "C" fn(
            sparseProperties: *mut CUDA_ARRAY_SPARSE_PROPERTIES,
            array: CUarray,
        ) -> CUresult,
    >,
    pub cuMipmappedArrayGetSparseProperties: Option<
        unsafe extern "C" fn(
            sparseProperties: *mut CUDA_ARRAY_SPARSE_PROPERTIES,
            mipmap: CUmipmappedArray,
        ) -> CUresult,
    >,
    pub cuArrayGetMemoryRequirements: Option<
        unsafe extern "C" fn(
            memoryRequirements: *mut CUDA_ARRAY_MEMORY_REQUIREMENTS,
            array: CUarray,
            device: CUdevice,
        ) -> CUresult,
    >,
    pub cuMipmappedArrayGetMemoryRequirements: Option<
        unsafe extern "C" fn(
            memoryRequirements: *mut CUDA_ARRAY_MEMORY_REQUIREMENTS,
            mipmap: CUmipmappedArray,
            device: CUdevice,
        ) -> CUresult,
    >,
    pub cuArrayGetPlane: Option<
        unsafe extern "C" fn(
            pPlaneArray: *mut CUarray,
            hArray: CUarray,
            planeIdx: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuArrayDestroy: Option<unsafe extern "C" fn(hArray: CUarray) -> CUresult>,
    pub cuArray3DCreate_v2: Option<
        unsafe extern "C" fn(
            pHandle: *mut CUarray,
            pAllocateArray: *const CUDA_ARRAY3D_DESCRIPTOR,
        ) -> CUresult,
    >,
    pub cuArray3DGetDescriptor_v2: Option<
        unsafe extern "C" fn(
            pArrayDescriptor: *mut CUDA_ARRAY3D_DESCRIPTOR,
            hArray: CUarray,
        ) -> CUresult,
    >,
    pub cuMipmappedArrayCreate: Option<
        unsafe extern "C" fn(
            pHandle: *mut CUmipmappedArray,
            pMipmappedArrayDesc: *const CUDA_ARRAY3D_DESCRIPTOR,
            numMipmapLevels: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuMipmappedArrayGetLevel: Option<
        unsafe extern "C" fn(
            pLevelArray: *mut CUarray,
            hMipmappedArray: CUmipmappedArray,
            level: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuMipmappedArrayDestroy: Option<
        unsafe extern "C" fn(hMipmappedArray: CUmipmappedArray) -> CUresult,
    >,
    pub cuMemGetHandleForAddressRange: Option<
        unsafe extern "C" fn(
            handle: *mut ::std::os::raw::c_void,
            dptr: CUdeviceptr,
            size: usize,
            handleType: CUmemRangeHandleType,
            flags: ::std::os::raw::c_ulonglong,
        ) -> CUresult,
    >,
    pub cuMemBatchDecompressAsync: Option<
        unsafe extern "C" fn(
            paramsArray: *mut CUmemDecompressParams,
            count: usize,
            flags: ::std::os::raw::c_uint,
            errorIndex: *mut usize,
            stream: CUstream,
        ) -> CUresult,
    >,
    pub cuMemAddressReserve: Option<
        unsafe extern "C" fn(
            ptr: *mut CUdeviceptr,
            size: usize,
            alignment: usize,
            addr: CUdeviceptr,
            flags: ::std::os::raw::c_ulonglong,
        ) -> CUresult,
    >,
    pub cuMemAddressFree: Option<
        unsafe extern "C" fn(ptr: CUdeviceptr, size: usize) -> CUresult,
    >,
    pub cuMemCreate: Option<
        unsafe extern "C" fn(
            handle: *mut CUmemGenericAllocationHandle,
            size: usize,
            prop: *const CUmemAllocationProp,
            flags: ::std::os::raw::c_ulonglong,
        ) -> CUresult,
    >,
    pub cuMemRelease: Option<
        unsafe extern "C" fn(handle: CUmemGenericAllocationHandle) -> CUresult,
    >,
    pub cuMemMap: Option<
        unsafe extern "C" fn(
            ptr: CUdeviceptr,
            size: usize,
            offset: usize,
            handle: CUmemGenericAllocationHandle,
            flags: ::std::os::raw::c_ulonglong,
        ) -> CUresult,
    >,
    pub cuMemMapArrayAsync: Option<
        unsafe extern "C" fn(
            mapInfoList: *mut CUarrayMapInfo,
            count: ::std::os::raw::c_uint,
            hStream: CUstream,
        ) -> CUresult,
    >,
    pub cuMemUnmap: Option<
        unsafe extern "C" fn(ptr: CUdeviceptr, size: usize) -> CUresult,
    >,
    pub cuMemSetAccess: Option<
        unsafe extern "C" fn(
            ptr: CUdeviceptr,
            size: usize,
            desc: *const CUmemAccessDesc,
            count: usize,
        ) -> CUresult,
    >,
    pub cuMemGetAccess: Option<
        unsafe extern "C" fn(
            flags: *mut ::std::os::raw::c_ulonglong,
            location: *const CUmemLocation,
            ptr: CUdeviceptr,
        ) -> CUresult,
    >,
    pub cuMemExportToShareableHandle: Option<
        unsafe extern "C" fn(
            shareableHandle: *mut ::std::os::raw::c_void,
            handle: CUmemGenericAllocationHandle,
            handleType: CUmemAllocationHandleType,
            flags: ::std::os::raw::c_ulonglong,
        ) -> CUresult,
    >,
    pub cuMemImportFromShareableHandle: Option<
        unsafe extern "C" fn(
            handle: *mut CUmemGenericAllocationHandle,
            osHandle: *mut ::std::os::raw::c_void,
            shHandleType: CUmemAllocationHandleType,
        ) -> CUresult,
    >,
    pub cuMemGetAllocationGranularity: Option<
        unsafe extern "C" fn(
            granularity: *mut usize,
            prop: *const CUmemAllocationProp,
            option: CUmemAllocationGranularity_flags,
        ) -> CUresult,
    >,
    pub cuMemGetAllocationPropertiesFromHandle: Option<
        unsafe extern "C" fn(
            prop: *mut CUmemAllocationProp,
            handle: CUmemGenericAllocationHandle,
        ) -> CUresult,
    >,
    pub cuMemRetainAllocationHandle: Option<
        unsafe extern "C" fn(
            handle: *mut CUmemGenericAllocationHandle,
            addr: *mut ::std::os::raw::c_void,
        ) -> CUresult,
    >,
    pub cuMemFreeAsync: Option<
        unsafe extern "C" fn(dptr: CUdeviceptr, hStream: CUstream) -> CUresult,
    >,
    pub cuMemAllocAsync: Option<
        unsafe extern "C" fn(
            dptr: *mut CUdeviceptr,
            bytesize: usize,
            hStream: CUstream,
        ) -> CUresult,
    >,
    pub cuMemPoolTrimTo: Option<
        unsafe extern "C" fn(pool: CUmemoryPool, minBytesToKeep: usize) -> CUresult,
    >,
    pub cuMemPoolSetAttribute: Option<
        unsafe extern "C" fn(
            pool: CUmemoryPool,
            attr: CUmemPool_attribute,
            value: *mut ::std::os::raw::c_void,
        ) -> CUresult,
    >,
    pub cuMemPoolGetAttribute: Option<
        unsafe extern "C" fn(
            pool: CUmemoryPool,
            attr: CUmemPool_attribute,
            value: *mut ::std::os::raw::c_void,
        ) -> CUresult,
    >,
    pub cuMemPoolSetAccess: Option<
        unsafe extern "C" fn(
            pool: CUmemoryPool,
            map: *const CUmemAccessDesc,
            count: usize,
        ) -> CUresult,
    >,
    pub cuMemPoolGetAccess: Option<
        unsafe extern "C" fn(
            flags: *mut CUmemAccess_flags,
            memPool: CUmemoryPool,
            location: *mut CUmemLocation,
        ) -> CUresult,
    >,
    pub cuMemPoolCreate: Option<
        unsafe extern "C" fn(
            pool: *mut CUmemoryPool,
            poolProps: *const CUmemPoolProps,
        ) -> CUresult,
    >,
    pub cuMemPoolDestroy: Option<unsafe extern "C" fn(pool: CUmemoryPool) -> CUresult>,
    pub cuMemAllocFromPoolAsync: Option<
        unsafe extern "C" fn(
            dptr: *mut CUdeviceptr,
            bytesize: usize,
            pool: CUmemoryPool,
            hStream: CUstream,
        ) -> CUresult,
    >,
    pub cuMemPoolExportToShareableHandle: Option<
        unsafe extern "C" fn(
            handle_out: *mut ::std::os::raw::c_void,
            pool: CUmemoryPool,
            handleType: CUmemAllocationHandleType,
            flags: ::std::os::raw::c_ulonglong,
        ) -> CUresult,
    >,
    pub cuMemPoolImportFromShareableHandle: Option<
        unsafe extern "C" fn(
            pool_out: *mut CUmemoryPool,
            handle: *mut ::std::os::raw::c_void,
            handleType: CUmemAllocationHandleType,
            flags: ::std::os::raw::c_ulonglong,
        ) -> CUresult,
    >,
    pub cuMemPoolExportPointer: Option<
        unsafe extern "C" fn(
            shareData_out: *mut CUmemPoolPtrExportData,
            ptr: CUdeviceptr,
        ) -> CUresult,
    >,
    pub cuMemPoolImportPointer: Option<
        unsafe extern "C" fn(
            ptr_out: *mut CUdeviceptr,
            pool: CUmemoryPool,
            shareData: *mut CUmemPoolPtrExportData,
        ) -> CUresult,
    >,
    pub cuMulticastCreate: Option<
        unsafe extern "C" fn(
            mcHandle: *mut CUmemGenericAllocationHandle,
            prop: *const CUmulticastObjectProp,
        ) -> CUresult,
    >,
    pub cuMulticastAddDevice: Option<
        unsafe extern "C" fn(
            mcHandle: CUmemGenericAllocationHandle,
            dev: CUdevice,
        ) -> CUresult,
    >,
    pub cuMulticastBindMem: Option<
        unsafe extern "C" fn(
            mcHandle: CUmemGenericAllocationHandle,
            mcOffset: usize,
            memHandle: CUmemGenericAllocationHandle,
            memOffset: usize,
            size: usize,
            flags: ::std::os::raw::c_ulonglong,
        ) -> CUresult,
    >,
    pub cuMulticastBindAddr: Option<
        unsafe extern "C" fn(
            mcHandle: CUmemGenericAllocationHandle,
            mcOffset: usize,
            memptr: CUdeviceptr,
            size: usize,
            flags: ::std::os::raw::c_ulonglong,
        ) -> CUresult,
    >,
    pub cuMulticastUnbind: Option<
        unsafe extern "C" fn(
            mcHandle: CUmemGenericAllocationHandle,
            dev: CUdevice,
            mcOffset: usize,
            size: usize,
        ) -> CUresult,
    >,
    pub cuMulticastGetGranularity: Option<
        unsafe extern "C" fn(
            granularity: *mut usize,
            prop: *const CUmulticastObjectProp,
            option: CUmulticastGranularity_flags,
        ) -> CUresult,
    >,
    pub cuPointerGetAttribute: Option<
        unsafe extern "C" fn(
            data: *mut ::std::os::raw::c_void,
            attribute: CUpointer_attribute,
            ptr: CUdeviceptr,
        ) -> CUresult,
    >,
    pub cuMemPrefetchAsync: Option<
        unsafe extern "C" fn(
            devPtr: CUdeviceptr,
            count: usize,
            dstDevice: CUdevice,
            hStream: CUstream,
        ) -> CUresult,
    >,
    pub cuMemPrefetchAsync_v2: Option<
        unsafe extern "C" fn(
            devPtr: CUdeviceptr,
            count: usize,
            location: CUmemLocation,
            flags: ::std::os::raw::c_uint,
            hStream: CUstream,
        ) -> CUresult,
    >,
    pub cuMemAdvise: Option<
        unsafe extern "C" fn(
            devPtr: CUdeviceptr,
            count: usize,
            advice: CUmem_advise,
            device: CUdevice,
        ) -> CUresult,
    >,
    pub cuMemAdvise_v2: Option<
        unsafe extern "C" fn(
            devPtr: CUdeviceptr,
            count: usize,
            advice: CUmem_advise,
            location: CUmemLocation,
        ) -> CUresult,
    >,
    pub cuMemRangeGetAttribute: Option<
        unsafe extern "C" fn(
            data: *mut ::std::os::raw::c_void,
            dataSize: usize,
            attribute: CUmem_range_attribute,
            devPtr: CUdeviceptr,
            count: usize,
        ) -> CUresult,
    >,
    pub cuMemRangeGetAttributes: Option<
        unsafe extern "C" fn(
            data: *mut *mut ::std::os::raw::c_void,
            dataSizes: *mut usize,
            attributes: *mut CUmem_range_attribute,
            numAttributes: usize,
            devPtr: CUdeviceptr,
            count: usize,
        ) -> CUresult,
    >,
    pub cuPointerSetAttribute: Option<
        unsafe extern "C" fn(
            value: *const ::std::os::raw::c_void,
            attribute: CUpointer_attribute,
            ptr: CUdeviceptr,
        ) -> CUresult,
    >,
    pub cuPointerGetAttributes: Option<
        unsafe extern "C" fn(
            numAttributes: ::std::os::raw::c_uint,
            attributes: *mut CUpointer_attribute,
            data: *mut *mut ::std::os::raw::c_void,
            ptr: CUdeviceptr,
        ) -> CUresult,
    >,
    pub cuStreamCreate: Option<
        unsafe extern "C" fn(
            phStream: *mut CUstream,
            Flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuStreamCreateWithPriority: Option<
        unsafe extern "C" fn(
            phStream: *mut CUstream,
            flags: ::std::os::raw::c_uint,
            priority: ::std::os::raw::c_int,
        ) -> CUresult,
    >,
    pub cuStreamGetPriority: Option<
        unsafe extern "C" fn(
            hStream: CUstream,
            priority: *mut ::std::os::raw::c_int,
        ) -> CUresult,
    >,
    pub cuStreamGetDevice: Option<
        unsafe extern "C" fn(hStream: CUstream, device: *mut CUdevice) -> CUresult,
    >,
    pub cuStreamGetFlags: Option<
        unsafe extern "C" fn(
            hStream: CUstream,
            flags: *mut ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuStreamGetId: Option<
        unsafe extern "C" fn(
            hStream: CUstream,
            streamId: *mut ::std::os::raw::c_ulonglong,
        ) -> CUresult,
    >,
    pub cuStreamGetCtx: Option<
        unsafe extern "C" fn(hStream: CUstream, pctx: *mut CUcontext) -> CUresult,
    >,
    pub cuStreamGetCtx_v2: Option<
        unsafe extern "C" fn(
            hStream: CUstream,
            pCtx: *mut CUcontext,
            pGreenCtx: *mut CUgreenCtx,
        ) -> CUresult,
    >,
    pub cuStreamWaitEvent: Option<
        unsafe extern "C" fn(
            hStream: CUstream,
            hEvent: CUevent,
            Flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuStreamAddCallback: Option<
        unsafe extern "C" fn(
            hStream: CUstream,
            callback: CUstreamCallback,
            userData: *mut ::std::os::raw::c_void,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuStreamBeginCapture_v2: Option<
        unsafe extern "C" fn(hStream: CUstream, mode: CUstreamCaptureMode) -> CUresult,
    >,
    pub cuStreamBeginCaptureToGraph: Option<
        unsafe extern "C" fn(
            hStream: CUstream,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            dependencyData: *const CUgraphEdgeData,
            numDependencies: usize,
            mode: CUstreamCaptureMode,
        ) -> CUresult,
    >,
    pub cuThreadExchangeStreamCaptureMode: Option<
        unsafe extern "C" fn(mode: *mut CUstreamCaptureMode) -> CUresult,
    >,
    pub cuStreamEndCapture: Option<
        unsafe extern "C" fn(hStream: CUstream, phGraph: *mut CUgraph) -> CUresult,
    >,
    pub cuStreamIsCapturing: Option<
        unsafe extern "C" fn(
            hStream: CUstream,
            captureStatus: *mut CUstreamCaptureStatus,
        ) -> CUresult,
    >,
    pub cuStreamGetCaptureInfo_v2: Option<
        unsafe extern "C" fn(
            hStream: CUstream,
            captureStatus_out: *mut CUstreamCaptureStatus,
            id_out: *mut cuuint64_t,
            graph_out: *mut CUgraph,
            dependencies_out: *mut *const CUgraphNode,
            numDependencies_out: *mut usize,
        ) -> CUresult,
    >,
    pub cuStreamGetCaptureInfo_v3: Option<
        unsafe extern "C" fn(
            hStream: CUstream,
            captureStatus_out: *mut CUstreamCaptureStatus,
            id_out: *mut cuuint64_t,
            graph_out: *mut CUgraph,
            dependencies_out: *mut *const CUgraphNode,
            edgeData_out: *mut *const CUgraphEdgeData,
            numDependencies_out: *mut usize,
        ) -> CUresult,
    >,
    pub cuStreamUpdateCaptureDependencies: Option<
        unsafe extern "C" fn(
            hStream: CUstream,
            dependencies: *mut CUgraphNode,
            numDependencies: usize,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuStreamUpdateCaptureDependencies_v2: Option<
        unsafe extern "C" fn(
            hStream: CUstream,
            dependencies: *mut CUgraphNode,
            dependencyData: *const CUgraphEdgeData,
            numDependencies: usize,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuStreamAttachMemAsync: Option<
        unsafe extern "C" fn(
            hStream: CUstream,
            dptr: CUdeviceptr,
            length: usize,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuStreamQuery: Option<unsafe extern "C" fn(hStream: CUstream) -> CUresult>,
    pub cuStreamSynchronize: Option<unsafe extern "C" fn(hStream: CUstream) -> CUresult>,
    pub cuStreamDestroy_v2: Option<unsafe extern "C" fn(hStream: CUstream) -> CUresult>,
    pub cuStreamCopyAttributes: Option<
        unsafe extern "C" fn(dst: CUstream, src: CUstream) -> CUresult,
    >,
    pub cuStreamGetAttribute: Option<
        unsafe extern "C" fn(
            hStream: CUstream,
            attr: CUstreamAttrID,
            value_out: *mut CUstreamAttrValue,
        ) -> CUresult,
    >,
    pub cuStreamSetAttribute: Option<
        unsafe extern "C" fn(
            hStream: CUstream,
            attr: CUstreamAttrID,
            value: *const CUstreamAttrValue,
        ) -> CUresult,
    >,
    pub cuEventCreate: Option<
        unsafe extern "C" fn(
            phEvent: *mut CUevent,
            Flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuEventRecord: Option<
        unsafe extern "C" fn(hEvent: CUevent, hStream: CUstream) -> CUresult,
    >,
    pub cuEventRecordWithFlags: Option<
        unsafe extern "C" fn(
            hEvent: CUevent,
            hStream: CUstream,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuEventQuery: Option<unsafe extern "C" fn(hEvent: CUevent) -> CUresult>,
    pub cuEventSynchronize: Option<unsafe extern "C" fn(hEvent: CUevent) -> CUresult>,
    pub cuEventDestroy_v2: Option<unsafe extern "C" fn(hEvent: CUevent) -> CUresult>,
    pub cuEventElapsedTime: Option<
        unsafe extern "C" fn(
            pMilliseconds: *mut f32,
            hStart: CUevent,
            hEnd: CUevent,
        ) -> CUresult,
    >,
    pub cuEventElapsedTime_v2: Option<
        unsafe extern "C" fn(
            pMilliseconds: *mut f32,
            hStart: CUevent,
            hEnd: CUevent,
        ) -> CUresult,
    >,
    pub cuImportExternalMemory: Option<
        unsafe extern "C" fn(
            extMem_out: *mut CUexternalMemory,
            memHandleDesc: *const CUDA_EXTERNAL_MEMORY_HANDLE_DESC,
        ) -> CUresult,
    >,
    pub cuExternalMemoryGetMappedBuffer: Option<
        unsafe extern "C" fn(
            devPtr: *mut CUdeviceptr,
            extMem: CUexternalMemory,
            bufferDesc: *const CUDA_EXTERNAL_MEMORY_BUFFER_DESC,
        ) -> CUresult,
    >,
    pub cuExternalMemoryGetMappedMipmappedArray: Option<
        unsafe extern "C" fn(
            mipmap: *mut CUmipmappedArray,
            extMem: CUexternalMemory,
            mipmapDesc: *const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC,
        ) -> CUresult,
    >,
    pub cuDestroyExternalMemory: Option<
        unsafe extern "C" fn(extMem: CUexternalMemory) -> CUresult,
    >,
    pub cuImportExternalSemaphore: Option<
        unsafe extern "C" fn(
            extSem_out: *mut CUexternalSemaphore,
            semHandleDesc: *const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC,
        ) -> CUresult,
    >,
    pub cuSignalExternalSemaphoresAsync: Option<
        unsafe extern "C" fn(
            extSemArray: *const CUexternalSemaphore,
            paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS,
            numExtSems: ::std::os::raw::c_uint,
            stream: CUstream,
        ) -> CUresult,
    >,
    pub cuWaitExternalSemaphoresAsync: Option<
        unsafe extern "C" fn(
            extSemArray: *const CUexternalSemaphore,
            paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS,
            numExtSems: ::std::os::raw::c_uint,
            stream: CUstream,
        ) -> CUresult,
    >,
    pub cuDestroyExternalSemaphore: Option<
        unsafe extern "C" fn(extSem: CUexternalSemaphore) -> CUresult,
    >,
    pub cuStreamWaitValue32_v2: Option<
        unsafe extern "C" fn(
            stream: CUstream,
            addr: CUdeviceptr,
            value: cuuint32_t,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuStreamWaitValue64_v2: Option<
        unsafe extern "C" fn(
            stream: CUstream,
            addr: CUdeviceptr,
            value: cuuint64_t,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuStreamWriteValue32_v2: Option<
        unsafe extern "C" fn(
            stream: CUstream,
            addr: CUdeviceptr,
            value: cuuint32_t,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuStreamWriteValue64_v2: Option<
        unsafe extern "C" fn(
            stream: CUstream,
            addr: CUdeviceptr,
            value: cuuint64_t,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuStreamBatchMemOp_v2: Option<
        unsafe extern "C" fn(
            stream: CUstream,
            count: ::std::os::raw::c_uint,
            paramArray: *mut CUstreamBatchMemOpParams,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuFuncGetAttribute: Option<
        unsafe extern "C" fn(
            pi: *mut ::std::os::raw::c_int,
            attrib: CUfunction_attribute,
            hfunc: CUfunction,
        ) -> CUresult,
    >,
    pub cuFuncSetAttribute: Option<
        unsafe extern "C" fn(
            hfunc: CUfunction,
            attrib: CUfunction_attribute,
            value: ::std::os::raw::c_int,
        ) -> CUresult,
    >,
    pub cuFuncSetCacheConfig: Option<
        unsafe extern "C" fn(hfunc: CUfunction, config: CUfunc_cache) -> CUresult,
    >,
    pub cuFuncGetModule: Option<
        unsafe extern "C" fn(hmod: *mut CUmodule, hfunc: CUfunction) -> CUresult,
    >,
    pub cuFuncGetName: Option<
        unsafe extern "C" fn(
            name: *mut *const ::std::os::raw::c_char,
            hfunc: CUfunction,
        ) -> CUresult,
    >,
    pub cuFuncGetParamInfo: Option<
        unsafe extern "C" fn(
            func: CUfunction,
            paramIndex: usize,
            paramOffset: *mut usize,
            paramSize: *mut usize,
        ) -> CUresult,
    >,
    pub cuFuncIsLoaded: Option<
        unsafe extern "C" fn(
            state: *mut CUfunctionLoadingState,
            function: CUfunction,
        ) -> CUresult,
    >,
    pub cuFuncLoad: Option<unsafe extern "C" fn(function: CUfunction) -> CUresult>,
    pub cuLaunchKernel: Option<
        unsafe extern "C" fn(
            f: CUfunction,
            gridDimX: ::std::os::raw::c_uint,
            gridDimY: ::std::os::raw::c_uint,
            gridDimZ: ::std::os::raw::c_uint,
            blockDimX: ::std::os::raw::c_uint,
            blockDimY: ::std::os::raw::c_uint,
            blockDimZ: ::std::os::raw::c_uint,
            sharedMemBytes: ::std::os::raw::c_uint,
            hStream: CUstream,
            kernelParams: *mut *mut ::std::os::raw::c_void,
            extra: *mut *mut ::std::os::raw::c_void,
        ) -> CUresult,
    >,
    pub cuLaunchKernelEx: Option<
        unsafe extern "C" fn(
            config: *const CUlaunchConfig,
            f: CUfunction,
            kernelParams: *mut *mut ::std::os::raw::c_void,
            extra: *mut *mut ::std::os::raw::c_void,
        ) -> CUresult,
    >,
    pub cuLaunchCooperativeKernel: Option<
        unsafe extern "C" fn(
            f: CUfunction,
            gridDimX: ::std::os::raw::c_uint,
            gridDimY: ::std::os::raw::c_uint,
            gridDimZ: ::std::os::raw::c_uint,
            blockDimX: ::std::os::raw::c_uint,
            blockDimY: ::std::os::raw::c_uint,
            blockDimZ: ::std::os::raw::c_uint,
            sharedMemBytes: ::std::os::raw::c_uint,
            hStream: CUstream,
            kernelParams: *mut *mut ::std::os::raw::c_void,
        ) -> CUresult,
    >,
    pub cuLaunchCooperativeKernelMultiDevice: Option<
        unsafe extern "C" fn(
            launchParamsList: *mut CUDA_LAUNCH_PARAMS,
            numDevices: ::std::os::raw::c_uint,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuLaunchHostFunc: Option<
        unsafe extern "C" fn(
            hStream: CUstream,
            fn_: CUhostFn,
            userData: *mut ::std::os::raw::c_void,
        ) -> CUresult,
    >,
    pub cuFuncSetBlockShape: Option<
        unsafe extern "C" fn(
            hfunc: CUfunction,
            x: ::std::os::raw::c_int,
            y: ::std::os::raw::c_int,
            z: ::std::os::raw::c_int,
        ) -> CUresult,
    >,
    pub cuFuncSetSharedSize: Option<
        unsafe extern "C" fn(
            hfunc: CUfunction,
            bytes: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuParamSetSize: Option<
        unsafe extern "C" fn(
            hfunc: CUfunction,
            numbytes: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuParamSeti: Option<
        unsafe extern "C" fn(
            hfunc: CUfunction,
            offset: ::std::os::raw::c_int,
            value: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuParamSetf: Option<
        unsafe extern "C" fn(
            hfunc: CUfunction,
            offset: ::std::os::raw::c_int,
            value: f32,
        ) -> CUresult,
    >,
    pub cuParamSetv: Option<
        unsafe extern "C" fn(
            hfunc: CUfunction,
            offset: ::std::os::raw::c_int,
            ptr: *mut ::std::os::raw::c_void,
            numbytes: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuLaunch: Option<unsafe extern "C" fn(f: CUfunction) -> CUresult>,
    pub cuLaunchGrid: Option<
        unsafe extern "C" fn(
            f: CUfunction,
            grid_width: ::std::os::raw::c_int,
            grid_height: ::std::os::raw::c_int,
        ) -> CUresult,
    >,
    pub cuLaunchGridAsync: Option<
        unsafe extern "C" fn(
            f: CUfunction,
            grid_width: ::std::os::raw::c_int,
            grid_height: ::std::os::raw::c_int,
            hStream: CUstream,
        ) -> CUresult,
    >,
    pub cuParamSetTexRef: Option<
        unsafe extern "C" fn(
            hfunc: CUfunction,
            texunit: ::std::os::raw::c_int,
            hTexRef: CUtexref,
        ) -> CUresult,
    >,
    pub cuFuncSetSharedMemConfig: Option<
        unsafe extern "C" fn(hfunc: CUfunction, config: CUsharedconfig) -> CUresult,
    >,
    pub cuGraphCreate: Option<
        unsafe extern "C" fn(
            phGraph: *mut CUgraph,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuGraphAddKernelNode_v2: Option<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            nodeParams: *const CUDA_KERNEL_NODE_PARAMS,
        ) -> CUresult,
    >,
    pub cuGraphKernelNodeGetParams_v2: Option<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams: *mut CUDA_KERNEL_NODE_PARAMS,
        ) -> CUresult,
    >,
    pub cuGraphKernelNodeSetParams_v2: Option<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams: *const CUDA_KERNEL_NODE_PARAMS,
        ) -> CUresult,
    >,
    pub cuGraphAddMemcpyNode: Option<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            copyParams: *const CUDA_MEMCPY3D,
            ctx: CUcontext,
        ) -> CUresult,
    >,
    pub cuGraphMemcpyNodeGetParams: Option<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams: *mut CUDA_MEMCPY3D,
        ) -> CUresult,
    >,
    pub cuGraphMemcpyNodeSetParams: Option<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams: *const CUDA_MEMCPY3D,
        ) -> CUresult,
    >,
    pub cuGraphAddMemsetNode: Option<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            memsetParams: *const CUDA_MEMSET_NODE_PARAMS,
            ctx: CUcontext,
        ) -> CUresult,
    >,
    pub cuGraphMemsetNodeGetParams: Option<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams: *mut CUDA_MEMSET_NODE_PARAMS,
        ) -> CUresult,
    >,
    pub cuGraphMemsetNodeSetParams: Option<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams: *const CUDA_MEMSET_NODE_PARAMS,
        ) -> CUresult,
    >,
    pub cuGraphAddHostNode: Option<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            nodeParams: *const CUDA_HOST_NODE_PARAMS,
        ) -> CUresult,
    >,
    pub cuGraphHostNodeGetParams: Option<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams: *mut CUDA_HOST_NODE_PARAMS,
        ) -> CUresult,
    >,
    pub cuGraphHostNodeSetParams: Option<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams: *const CUDA_HOST_NODE_PARAMS,
        ) -> CUresult,
    >,
    pub cuGraphAddChildGraphNode: Option<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            childGraph: CUgraph,
        ) -> CUresult,
    >,
    pub cuGraphChildGraphNodeGetGraph: Option<
        unsafe extern "C" fn(hNode: CUgraphNode, phGraph: *mut CUgraph) -> CUresult,
    >,
    pub cuGraphAddEmptyNode: Option<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
        ) -> CUresult,
    >,
    pub cuGraphAddEventRecordNode: Option<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            event: CUevent,
        ) -> CUresult,
    >,
    pub cuGraphEventRecordNodeGetEvent: Option<
        unsafe extern "C" fn(hNode: CUgraphNode, event_out: *mut CUevent) -> CUresult,
    >,
    pub cuGraphEventRecordNodeSetEvent: Option<
        unsafe extern "C" fn(hNode: CUgraphNode, event: CUevent) -> CUresult,
    >,
    pub cuGraphAddEventWaitNode: Option<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            event: CUevent,
        ) -> CUresult,
    >,
    pub cuGraphEventWaitNodeGetEvent: Option<
        unsafe extern "C" fn(hNode: CUgraphNode, event_out: *mut CUevent) -> CUresult,
    >,
    pub cuGraphEventWaitNodeSetEvent: Option<
        unsafe extern "C" fn(hNode: CUgraphNode, event: CUevent) -> CUresult,
    >,
    pub cuGraphAddExternalSemaphoresSignalNode: Option<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            nodeParams: *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
        ) -> CUresult,
    >,
    pub cuGraphExternalSemaphoresSignalNodeGetParams: Option<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            params_out: *mut CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
        ) -> CUresult,
    >,
    pub cuGraphExternalSemaphoresSignalNodeSetParams: Option<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams: *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
        ) -> CUresult,
    >,
    pub cuGraphAddExternalSemaphoresWaitNode: Option<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            nodeParams: *const CUDA_EXT_SEM_WAIT_NODE_PARAMS,
        ) -> CUresult,
    >,
    pub cuGraphExternalSemaphoresWaitNodeGetParams: Option<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            params_out: *mut CUDA_EXT_SEM_WAIT_NODE_PARAMS,
        ) -> CUresult,
    >,
    pub cuGraphExternalSemaphoresWaitNodeSetParams: Option<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams: *const CUDA_EXT_SEM_WAIT_NODE_PARAMS,
        ) -> CUresult,
    >,
    pub cuGraphAddBatchMemOpNode: Option<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            nodeParams: *const CUDA_BATCH_MEM_OP_NODE_PARAMS,
        ) -> CUresult,
    >,
    pub cuGraphBatchMemOpNodeGetParams: Option<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams_out: *mut CUDA_BATCH_MEM_OP_NODE_PARAMS,
        ) -> CUresult,
    >,
    pub cuGraphBatchMemOpNodeSetParams: Option<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams: *const CUDA_BATCH_MEM_OP_NODE_PARAMS,
        ) -> CUresult,
    >,
    pub cuGraphExecBatchMemOpNodeSetParams: Option<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            nodeParams: *const CUDA_BATCH_MEM_OP_NODE_PARAMS,
        ) -> CUresult,
    >,
    pub cuGraphAddMemAllocNode: Option<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            nodeParams: *mut CUDA_MEM_ALLOC_NODE_PARAMS,
        ) -> CUresult,
    >,
    pub cuGraphMemAllocNodeGetParams: Option<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            params_out: *mut CUDA_MEM_ALLOC_NODE_PARAMS,
        ) -> CUresult,
    >,
    pub cuGraphAddMemFreeNode: Option<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            dptr: CUdeviceptr,
        ) -> CUresult,
    >,
    pub cuGraphMemFreeNodeGetParams: Option<
        unsafe extern "C" fn(hNode: CUgraphNode, dptr_out: *mut CUdeviceptr) -> CUresult,
    >,
    pub cuDeviceGraphMemTrim: Option<unsafe extern "C" fn(device: CUdevice) -> CUresult>,
    pub cuDeviceGetGraphMemAttribute: Option<
        unsafe extern "C" fn(
            device: CUdevice,
            attr: CUgraphMem_attribute,
            value: *mut ::std::os::raw::c_void,
        ) -> CUresult,
    >,
    pub cuDeviceSetGraphMemAttribute: Option<
        unsafe extern "C" fn(
            device: CUdevice,
            attr: CUgraphMem_attribute,
            value: *mut ::std::os::raw::c_void,
        ) -> CUresult,
    >,
    pub cuGraphClone: Option<
        unsafe extern "C" fn(
            phGraphClone: *mut CUgraph,
            originalGraph: CUgraph,
        ) -> CUresult,
    >,
    pub cuGraphNodeFindInClone: Option<
        unsafe extern "C" fn(
            phNode: *mut CUgraphNode,
            hOriginalNode: CUgraphNode,
            hClonedGraph: CUgraph,
        ) -> CUresult,
    >,
    pub cuGraphNodeGetType: Option<
        unsafe extern "C" fn(hNode: CUgraphNode, type_: *mut CUgraphNodeType) -> CUresult,
    >,
    pub cuGraphGetNodes: Option<
        unsafe extern "C" fn(
            hGraph: CUgraph,
            nodes: *mut CUgraphNode,
            numNodes: *mut usize,
        ) -> CUresult,
    >,
    pub cuGraphGetRootNodes: Option<
        unsafe extern "C" fn(
            hGraph: CUgraph,
            rootNodes: *mut CUgraphNode,
            numRootNodes: *mut usize,
        ) -> CUresult,
    >,
    pub cuGraphGetEdges: Option<
        unsafe extern "C" fn(
            hGraph: CUgraph,
            from: *mut CUgraphNode,
            to: *mut CUgraphNode,
            numEdges: *mut usize,
        ) -> CUresult,
    >,
    pub cuGraphGetEdges_v2: Option<
        unsafe extern "C" fn(
            hGraph: CUgraph,
            from: *mut CUgraphNode,
            to: *mut CUgraphNode,
            edgeData: *mut CUgraphEdgeData,
            numEdges: *mut usize,
        ) -> CUresult,
    >,
    pub cuGraphNodeGetDependencies: Option<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            dependencies: *mut CUgraphNode,
            numDependencies: *mut usize,
        ) -> CUresult,
    >,
    pub cuGraphNodeGetDependencies_v2: Option<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            dependencies: *mut CUgraphNode,
            edgeData: *mut CUgraphEdgeData,
            numDependencies: *mut usize,
        ) -> CUresult,
    >,
    pub cuGraphNodeGetDependentNodes: Option<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            dependentNodes: *mut CUgraphNode,
            numDependentNodes: *mut usize,
        ) -> CUresult,
    >,
    pub cuGraphNodeGetDependentNodes_v2: Option<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            dependentNodes: *mut CUgraphNode,
            edgeData: *mut CUgraphEdgeData,
            numDependentNodes: *mut usize,
        ) -> CUresult,
    >,
    pub cuGraphAddDependencies: Option<
        unsafe extern "C" fn(
            hGraph: CUgraph,
            from: *const CUgraphNode,
            to: *const CUgraphNode,
            numDependencies: usize,
        ) -> CUresult,
    >,
    pub cuGraphAddDependencies_v2: Option<
        unsafe extern "C" fn(
            hGraph: CUgraph,
            from: *const CUgraphNode,
            to: *const CUgraphNode,
            edgeData: *const CUgraphEdgeData,
            numDependencies: usize,
        ) -> CUresult,
    >,
    pub cuGraphRemoveDependencies: Option<
        unsafe extern "C" fn(
            hGraph: CUgraph,
            from: *const CUgraphNode,
            to: *const CUgraphNode,
            numDependencies: usize,
        ) -> CUresult,
    >,
    pub cuGraphRemoveDependencies_v2: Option<
        unsafe extern "C" fn(
            hGraph: CUgraph,
            from: *const CUgraphNode,
            to: *const CUgraphNode,
            edgeData: *const CUgraphEdgeData,
            numDependencies: usize,
        ) -> CUresult,
    >,
    pub cuGraphDestroyNode: Option<unsafe extern "C" fn(hNode: CUgraphNode) -> CUresult>,
    pub cuGraphInstantiateWithFlags: Option<
        unsafe extern "C" fn(
            phGraphExec: *mut CUgraphExec,
            hGraph: CUgraph,
            flags: ::std::os::raw::c_ulonglong,
        ) -> CUresult,
    >,
    pub cuGraphInstantiateWithParams: Option<
        unsafe extern "C" fn(
            phGraphExec: *mut CUgraphExec,
            hGraph: CUgraph,
            instantiateParams: *mut CUDA_GRAPH_INSTANTIATE_PARAMS,
        ) -> CUresult,
    >,
    pub cuGraphExecGetFlags: Option<
        unsafe extern "C" fn(hGraphExec: CUgraphExec, flags: *mut cuuint64_t) -> CUresult,
    >,
    pub cuGraphExecKernelNodeSetParams_v2: Option<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            nodeParams: *const CUDA_KERNEL_NODE_PARAMS,
        ) -> CUresult,
    >,
    pub cuGraphExecMemcpyNodeSetParams: Option<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            copyParams: *const CUDA_MEMCPY3D,
            ctx: CUcontext,
        ) -> CUresult,
    >,
    pub cuGraphExecMemsetNodeSetParams: Option<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            memsetParams: *const CUDA_MEMSET_NODE_PARAMS,
            ctx: CUcontext,
        ) -> CUresult,
    >,
    pub cuGraphExecHostNodeSetParams: Option<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            nodeParams: *const CUDA_HOST_NODE_PARAMS,
        ) -> CUresult,
    >,
    pub cuGraphExecChildGraphNodeSetParams: Option<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            childGraph: CUgraph,
        ) -> CUresult,
    >,
    pub cuGraphExecEventRecordNodeSetEvent: Option<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            event: CUevent,
        ) -> CUresult,
    >,
    pub cuGraphExecEventWaitNodeSetEvent: Option<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            event: CUevent,
        ) -> CUresult,
    >,
    pub cuGraphExecExternalSemaphoresSignalNodeSetParams: Option<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            nodeParams: *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
        ) -> CUresult,
    >,
    pub cuGraphExecExternalSemaphoresWaitNodeSetParams: Option<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            nodeParams: *const CUDA_EXT_SEM_WAIT_NODE_PARAMS,
        ) -> CUresult,
    >,
    pub cuGraphNodeSetEnabled: Option<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            isEnabled: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuGraphNodeGetEnabled: Option<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            isEnabled: *mut ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuGraphUpload: Option<
        unsafe extern "C" fn(hGraphExec: CUgraphExec, hStream: CUstream) -> CUresult,
    >,
    pub cuGraphLaunch: Option<
        unsafe extern "C" fn(hGraphExec: CUgraphExec, hStream: CUstream) -> CUresult,
    >,
    pub cuGraphExecDestroy: Option<
        unsafe extern "C" fn(hGraphExec: CUgraphExec) -> CUresult,
    >,
    pub cuGraphDestroy: Option<unsafe extern "C" fn(hGraph: CUgraph) -> CUresult>,
    pub cuGraphExecUpdate_v2: Option<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hGraph: CUgraph,
            resultInfo: *mut CUgraphExecUpdateResultInfo,
        ) -> CUresult,
    >,
    pub cuGraphKernelNodeCopyAttributes: Option<
        unsafe extern "C" fn(dst: CUgraphNode, src: CUgraphNode) -> CUresult,
    >,
    pub cuGraphKernelNodeGetAttribute: Option<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            attr: CUkernelNodeAttrID,
            value_out: *mut CUkernelNodeAttrValue,
        ) -> CUresult,
    >,
    pub cuGraphKernelNodeSetAttribute: Option<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            attr: CUkernelNodeAttrID,
            value: *const CUkernelNodeAttrValue,
        ) -> CUresult,
    >,
    pub cuGraphDebugDotPrint: Option<
        unsafe extern "C" fn(
            hGraph: CUgraph,
            path: *const ::std::os::raw::c_char,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuUserObjectCreate: Option<
        unsafe extern "C" fn(
            object_out: *mut CUuserObject,
            ptr: *mut ::std::os::raw::c_void,
            destroy: CUhostFn,
            initialRefcount: ::std::os::raw::c_uint,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuUserObjectRetain: Option<
        unsafe extern "C" fn(
            object: CUuserObject,
            count: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuUserObjectRelease: Option<
        unsafe extern "C" fn(
            object: CUuserObject,
            count: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuGraphRetainUserObject: Option<
        unsafe extern "C" fn(
            graph: CUgraph,
            object: CUuserObject,
            count: ::std::os::raw::c_uint,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuGraphReleaseUserObject: Option<
        unsafe extern "C" fn(
            graph: CUgraph,
            object: CUuserObject,
            count: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuGraphAddNode: Option<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            nodeParams: *mut CUgraphNodeParams,
        ) -> CUresult,
    >,
    pub cuGraphAddNode_v2: Option<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            dependencyData: *const CUgraphEdgeData,
            numDependencies: usize,
            nodeParams: *mut CUgraphNodeParams,
        ) -> CUresult,
    >,
    pub cuGraphNodeSetParams: Option<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams: *mut CUgraphNodeParams,
        ) -> CUresult,
    >,
    pub cuGraphExecNodeSetParams: Option<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            nodeParams: *mut CUgraphNodeParams,
        ) -> CUresult,
    >,
    pub cuGraphConditionalHandleCreate: Option<
        unsafe extern "C" fn(
            pHandle_out: *mut CUgraphConditionalHandle,
            hGraph: CUgraph,
            ctx: CUcontext,
            defaultLaunchValue: ::std::os::raw::c_uint,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuOccupancyMaxActiveBlocksPerMultiprocessor: Option<
        unsafe extern "C" fn(
            numBlocks: *mut ::std::os::raw::c_int,
            func: CUfunction,
            blockSize: ::std::os::raw::c_int,
            dynamicSMemSize: usize,
        ) -> CUresult,
    >,
    pub cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags: Option<
        unsafe extern "C" fn(
            numBlocks: *mut ::std::os::raw::c_int,
            func: CUfunction,
            blockSize: ::std::os::raw::c_int,
            dynamicSMemSize: usize,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuOccupancyMaxPotentialBlockSize: Option<
        unsafe extern "C" fn(
            minGridSize: *mut ::std::os::raw::c_int,
            blockSize: *mut ::std::os::raw::c_int,
            func: CUfunction,
            blockSizeToDynamicSMemSize: CUoccupancyB2DSize,
            dynamicSMemSize: usize,
            blockSizeLimit: ::std::os::raw::c_int,
        ) -> CUresult,
    >,
    pub cuOccupancyMaxPotentialBlockSizeWithFlags: Option<
        unsafe extern "C" fn(
            minGridSize: *mut ::std::os::raw::c_int,
            blockSize: *mut ::std::os::raw::c_int,
            func: CUfunction,
            blockSizeToDynamicSMemSize: CUoccupancyB2DSize,
            dynamicSMemSize: usize,
            blockSizeLimit: ::std::os::raw::c_int,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuOccupancyAvailableDynamicSMemPerBlock: Option<
        unsafe extern "C" fn(
            dynamicSmemSize: *mut usize,
            func: CUfunction,
            numBlocks: ::std::os::raw::c_int,
            blockSize: ::std::os::raw::c_int,
        ) -> CUresult,
    >,
    pub cuOccupancyMaxPotentialClusterSize: Option<
        unsafe extern "C" fn(
            clusterSize: *mut ::std::os::raw::c_int,
            func: CUfunction,
            config: *const CUlaunchConfig,
        ) -> CUresult,
    >,
    pub cuOccupancyMaxActiveClusters: Option<
        unsafe extern "C" fn(
            numClusters: *mut ::std::os::raw::c_int,
            func: CUfunction,
            config: *const CUlaunchConfig,
        ) -> CUresult,
    >,
    pub cuTexRefSetArray: Option<
        unsafe extern "C" fn(
            hTexRef: CUtexref,
            hArray: CUarray,
            Flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuTexRefSetMipmappedArray: Option<
        unsafe extern "C" fn(
            hTexRef: CUtexref,
            hMipmappedArray: CUmipmappedArray,
            Flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuTexRefSetAddress_v2: Option<
        unsafe extern "C" fn(
            ByteOffset: *mut usize,
            hTexRef: CUtexref,
            dptr: CUdeviceptr,
            bytes: usize,
        ) -> CUresult,
    >,
    pub cuTexRefSetAddress2D_v3: Option<
        unsafe extern "C" fn(
            hTexRef: CUtexref,
            desc: *const CUDA_ARRAY_DESCRIPTOR,
            dptr: CUdeviceptr,
            Pitch: usize,
        ) -> CUresult,
    >,
    pub cuTexRefSetFormat: Option<
        unsafe extern "C" fn(
            hTexRef: CUtexref,
            fmt: CUarray_format,
            NumPackedComponents: ::std::os::raw::c_int,
        ) -> CUresult,
    >,
    pub cuTexRefSetAddressMode: Option<
        unsafe extern "C" fn(
            hTexRef: CUtexref,
            dim: ::std::os::raw::c_int,
            am: CUaddress_mode,
        ) -> CUresult,
    >,
    pub cuTexRefSetFilterMode: Option<
        unsafe extern "C" fn(hTexRef: CUtexref, fm: CUfilter_mode) -> CUresult,
    >,
    pub cuTexRefSetMipmapFilterMode: Option<
        unsafe extern "C" fn(hTexRef: CUtexref, fm: CUfilter_mode) -> CUresult,
    >,
    pub cuTexRefSetMipmapLevelBias: Option<
        unsafe extern "C" fn(hTexRef: CUtexref, bias: f32) -> CUresult,
    >,
    pub cuTexRefSetMipmapLevelClamp: Option<
        unsafe extern "C" fn(
            hTexRef: CUtexref,
            minMipmapLevelClamp: f32,
            maxMipmapLevelClamp: f32,
        ) -> CUresult,
    >,
    pub cuTexRefSetMaxAnisotropy: Option<
        unsafe extern "C" fn(
            hTexRef: CUtexref,
            maxAniso: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuTexRefSetBorderColor: Option<
        unsafe extern "C" fn(hTexRef: CUtexref, pBorderColor: *mut f32) -> CUresult,
    >,
    pub cuTexRefSetFlags: Option<
        unsafe extern "C" fn(
            hTexRef: CUtexref,
            Flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuTexRefGetAddress_v2: Option<
        unsafe extern "C" fn(pdptr: *mut CUdeviceptr, hTexRef: CUtexref) -> CUresult,
    >,
    pub cuTexRefGetArray: Option<
        unsafe extern "C" fn(phArray: *mut CUarray, hTexRef: CUtexref) -> CUresult,
    >,
    pub cuTexRefGetMipmappedArray: Option<
        unsafe extern "C" fn(
            phMipmappedArray: *mut CUmipmappedArray,
            hTexRef: CUtexref,
        ) -> CUresult,
    >,
    pub cuTexRefGetAddressMode: Option<
        unsafe extern "C" fn(
            pam: *mut CUaddress_mode,
            hTexRef: CUtexref,
            dim: ::std::os::raw::c_int,
        ) -> CUresult,
    >,
    pub cuTexRefGetFilterMode: Option<
        unsafe extern "C" fn(pfm: *mut CUfilter_mode, hTexRef: CUtexref) -> CUresult,
    >,
    pub cuTexRefGetFormat: Option<
        unsafe extern "C" fn(
            pFormat: *mut CUarray_format,
            pNumChannels: *mut ::std::os::raw::c_int,
            hTexRef: CUtexref,
        ) -> CUresult,
    >,
    pub cuTexRefGetMipmapFilterMode: Option<
        unsafe extern "C" fn(pfm: *mut CUfilter_mode, hTexRef: CUtexref) -> CUresult,
    >,
    pub cuTexRefGetMipmapLevelBias: Option<
        unsafe extern "C" fn(pbias: *mut f32, hTexRef: CUtexref) -> CUresult,
    >,
    pub cuTexRefGetMipmapLevelClamp: Option<
        unsafe extern "C" fn(
            pminMipmapLevelClamp: *mut f32,
            pmaxMipmapLevelClamp: *mut f32,
            hTexRef: CUtexref,
        ) -> CUresult,
    >,
    pub cuTexRefGetMaxAnisotropy: Option<
        unsafe extern "C" fn(
            pmaxAniso: *mut ::std::os::raw::c_int,
            hTexRef: CUtexref,
        ) -> CUresult,
    >,
    pub cuTexRefGetBorderColor: Option<
        unsafe extern "C" fn(pBorderColor: *mut f32, hTexRef: CUtexref) -> CUresult,
    >,
    pub cuTexRefGetFlags: Option<
        unsafe extern "C" fn(
            pFlags: *mut ::std::os::raw::c_uint,
            hTexRef: CUtexref,
        ) -> CUresult,
    >,
    pub cuTexRefCreate: Option<unsafe extern "C" fn(pTexRef: *mut CUtexref) -> CUresult>,
    pub cuTexRefDestroy: Option<unsafe extern "C" fn(hTexRef: CUtexref) -> CUresult>,
    pub cuSurfRefSetArray: Option<
        unsafe extern "C" fn(
            hSurfRef: CUsurfref,
            hArray: CUarray,
            Flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuSurfRefGetArray: Option<
        unsafe extern "C" fn(phArray: *mut CUarray, hSurfRef: CUsurfref) -> CUresult,
    >,
    pub cuTexObjectCreate: Option<
        unsafe extern "C" fn(
            pTexObject: *mut CUtexObject,
            pResDesc: *const CUDA_RESOURCE_DESC,
            pTexDesc: *const CUDA_TEXTURE_DESC,
            pResViewDesc: *const CUDA_RESOURCE_VIEW_DESC,
        ) -> CUresult,
    >,
    pub cuTexObjectDestroy: Option<
        unsafe extern "C" fn(texObject: CUtexObject) -> CUresult,
    >,
    pub cuTexObjectGetResourceDesc: Option<
        unsafe extern "C" fn(
            pResDesc: *mut CUDA_RESOURCE_DESC,
            texObject: CUtexObject,
        ) -> CUresult,
    >,
    pub cuTexObjectGetTextureDesc: Option<
        unsafe extern "C" fn(
            pTexDesc: *mut CUDA_TEXTURE_DESC,
            texObject: CUtexObject,
        ) -> CUresult,
    >,
    pub cuTexObjectGetResourceViewDesc: Option<
        unsafe extern "C" fn(
            pResViewDesc: *mut CUDA_RESOURCE_VIEW_DESC,
            texObject: CUtexObject,
        ) -> CUresult,
    >,
    pub cuSurfObjectCreate: Option<
        unsafe extern "C" fn(
            pSurfObject: *mut CUsurfObject,
            pResDesc: *const CUDA_RESOURCE_DESC,
        ) -> CUresult,
    >,
    pub cuSurfObjectDestroy: Option<
        unsafe extern "C" fn(surfObject: CUsurfObject) -> CUresult,
    >,
    pub cuSurfObjectGetResourceDesc: Option<
        unsafe extern "C" fn(
            pResDesc: *mut CUDA_RESOURCE_DESC,
            surfObject: CUsurfObject,
        ) -> CUresult,
    >,
    pub cuTensorMapEncodeTiled: Option<
        unsafe extern "C" fn(
            tensorMap: *mut CUtensorMap,
            tensorDataType: CUtensorMapDataType,
            tensorRank: cuuint32_t,
            globalAddress: *mut ::std::os::raw::c_void,
            globalDim: *const cuuint64_t,
            globalStrides: *const cuuint64_t,
            boxDim: *const cuuint32_t,
            elementStrides: *const cuuint32_t,
            interleave: CUtensorMapInterleave,
            swizzle: CUtensorMapSwizzle,
            l2Promotion: CUtensorMapL2promotion,
            oobFill: CUtensorMapFloatOOBfill,
        ) -> CUresult,
    >,
    pub cuTensorMapEncodeIm2col: Option<
        unsafe extern "C" fn(
            tensorMap: *mut CUtensorMap,
            tensorDataType: CUtensorMapDataType,
            tensorRank: cuuint32_t,
            globalAddress: *mut ::std::os::raw::c_void,
            globalDim: *const cuuint64_t,
            globalStrides: *const cuuint64_t,
            pixelBoxLowerCorner: *const ::std::os::raw::c_int,
            pixelBoxUpperCorner: *const ::std::os::raw::c_int,
            channelsPerPixel: cuuint32_t,
            pixelsPerColumn: cuuint32_t,
            elementStrides: *const cuuint32_t,
            interleave: CUtensorMapInterleave,
            swizzle: CUtensorMapSwizzle,
            l2Promotion: CUtensorMapL2promotion,
            oobFill: CUtensorMapFloatOOBfill,
        ) -> CUresult,
    >,
    pub cuTensorMapEncodeIm2colWide: Option<
        unsafe extern "C" fn(
            tensorMap: *mut CUtensorMap,
            tensorDataType: CUtensorMapDataType,
            tensorRank: cuuint32_t,
            globalAddress: *mut ::std::os::raw::c_void,
            globalDim: *const cuuint64_t,
            globalStrides: *const cuuint64_t,
            pixelBoxLowerCornerWidth: ::std::os::raw::c_int,
            pixelBoxUpperCornerWidth: ::std::os::raw::c_int,
            channelsPerPixel: cuuint32_t,
            pixelsPerColumn: cuuint32_t,
            elementStrides: *const cuuint32_t,
            interleave: CUtensorMapInterleave,
            mode: CUtensorMapIm2ColWideMode,
            swizzle: CUtensorMapSwizzle,
            l2Promotion: CUtensorMapL2promotion,
            oobFill: CUtensorMapFloatOOBfill,
        ) -> CUresult,
    >,
    pub cuTensorMapReplaceAddress: Option<
        unsafe extern "C" fn(
            tensorMap: *mut CUtensorMap,
            globalAddress: *mut ::std::os::raw::c_void,
        ) -> CUresult,
    >,
    pub cuDeviceCanAccessPeer: Option<
        unsafe extern "C" fn(
            canAccessPeer: *mut ::std::os::raw::c_int,
            dev: CUdevice,
            peerDev: CUdevice,
        ) -> CUresult,
    >,
    pub cuCtxEnablePeerAccess: Option<
        unsafe extern "C" fn(
            peerContext: CUcontext,
            Flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuCtxDisablePeerAccess: Option<
        unsafe extern "C" fn(peerContext: CUcontext) -> CUresult,
    >,
    pub cuDeviceGetP2PAttribute: Option<
        unsafe extern "C" fn(
            value: *mut ::std::os::raw::c_int,
            attrib: CUdevice_P2PAttribute,
            srcDevice: CUdevice,
            dstDevice: CUdevice,
        ) -> CUresult,
    >,
    pub cuGraphicsUnregisterResource: Option<
        unsafe extern "C" fn(resource: CUgraphicsResource) -> CUresult,
    >,
    pub cuGraphicsSubResourceGetMappedArray: Option<
        unsafe extern "C" fn(
            pArray: *mut CUarray,
            resource: CUgraphicsResource,
            arrayIndex: ::std::os::raw::c_uint,
            mipLevel: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuGraphicsResourceGetMappedMipmappedArray: Option<
        unsafe extern "C" fn(
            pMipmappedArray: *mut CUmipmappedArray,
            resource: CUgraphicsResource,
        ) -> CUresult,
    >,
    pub cuGraphicsResourceGetMappedPointer_v2: Option<
        unsafe extern "C" fn(
            pDevPtr: *mut CUdeviceptr,
            pSize: *mut usize,
            resource: CUgraphicsResource,
        ) -> CUresult,
    >,
    pub cuGraphicsResourceSetMapFlags_v2: Option<
        unsafe extern "C" fn(
            resource: CUgraphicsResource,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuGraphicsMapResources: Option<
        unsafe extern "C" fn(
            count: ::std::os::raw::c_uint,
            resources: *mut CUgraphicsResource,
            hStream: CUstream,
        ) -> CUresult,
    >,
    pub cuGraphicsUnmapResources: Option<
        unsafe extern "C" fn(
            count: ::std::os::raw::c_uint,
            resources: *mut CUgraphicsResource,
            hStream: CUstream,
        ) -> CUresult,
    >,
    pub cuGetProcAddress_v2: Option<
        unsafe extern "C" fn(
            symbol: *const ::std::os::raw::c_char,
            pfn: *mut *mut ::std::os::raw::c_void,
            cudaVersion: ::std::os::raw::c_int,
            flags: cuuint64_t,
            symbolStatus: *mut CUdriverProcAddressQueryResult,
        ) -> CUresult,
    >,
    pub cuCoredumpGetAttribute: Option<
        unsafe extern "C" fn(
            attrib: CUcoredumpSettings,
            value: *mut ::std::os::raw::c_void,
            size: *mut usize,
        ) -> CUresult,
    >,
    pub cuCoredumpGetAttributeGlobal: Option<
        unsafe extern "C" fn(
            attrib: CUcoredumpSettings,
            value: *mut ::std::os::raw::c_void,
            size: *mut usize,
        ) -> CUresult,
    >,
    pub cuCoredumpSetAttribute: Option<
        unsafe extern "C" fn(
            attrib: CUcoredumpSettings,
            value: *mut ::std::os::raw::c_void,
            size: *mut usize,
        ) -> CUresult,
    >,
    pub cuCoredumpSetAttributeGlobal: Option<
        unsafe extern "C" fn(
            attrib: CUcoredumpSettings,
            value: *mut ::std::os::raw::c_void,
            size: *mut usize,
        ) -> CUresult,
    >,
    pub cuGetExportTable: Option<
        unsafe extern "C" fn(
            ppExportTable: *mut *const ::std::os::raw::c_void,
            pExportTableId: *const CUuuid,
        ) -> CUresult,
    >,
    pub cuGreenCtxCreate: Option<
        unsafe extern "C" fn(
            phCtx: *mut CUgreenCtx,
            desc: CUdevResourceDesc,
            dev: CUdevice,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuGreenCtxDestroy: Option<unsafe extern "C" fn(hCtx: CUgreenCtx) -> CUresult>,
    pub cuCtxFromGreenCtx: Option<
        unsafe extern "C" fn(pContext: *mut CUcontext, hCtx: CUgreenCtx) -> CUresult,
    >,
    pub cuDeviceGetDevResource: Option<
        unsafe extern "C" fn(
            device: CUdevice,
            resource: *mut CUdevResource,
            type_: CUdevResourceType,
        ) -> CUresult,
    >,
    pub cuCtxGetDevResource: Option<
        unsafe extern "C" fn(
            hCtx: CUcontext,
            resource: *mut CUdevResource,
            type_: CUdevResourceType,
        ) -> CUresult,
    >,
    pub cuGreenCtxGetDevResource: Option<
        unsafe extern "C" fn(
            hCtx: CUgreenCtx,
            resource: *mut CUdevResource,
            type_: CUdevResourceType,
        ) -> CUresult,
    >,
    pub cuDevSmResourceSplitByCount: Option<
        unsafe extern "C" fn(
            result: *mut CUdevResource,
            nbGroups: *mut ::std::os::raw::c_uint,
            input: *const CUdevResource,
            remaining: *mut CUdevResource,
            useFlags: ::std::os::raw::c_uint,
            minCount: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuDevResourceGenerateDesc: Option<
        unsafe extern "C" fn(
            phDesc: *mut CUdevResourceDesc,
            resources: *mut CUdevResource,
            nbResources: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuGreenCtxRecordEvent: Option<
        unsafe extern "C" fn(hCtx: CUgreenCtx, hEvent: CUevent) -> CUresult,
    >,
    pub cuGreenCtxWaitEvent: Option<
        unsafe extern "C" fn(hCtx: CUgreenCtx, hEvent: CUevent) -> CUresult,
    >,
    pub cuStreamGetGreenCtx: Option<
        unsafe extern "C" fn(hStream: CUstream, phCtx: *mut CUgreenCtx) -> CUresult,
    >,
    pub cuGreenCtxStreamCreate: Option<
        unsafe extern "C" fn(
            phStream: *mut CUstream,
            greenCtx: CUgreenCtx,
            flags: ::std::os::raw::c_uint,
            priority: ::std::os::raw::c_int,
        ) -> CUresult,
    >,
    pub cuLogsRegisterCallback: Option<
        unsafe extern "C" fn(
            callbackFunc: CUlogsCallback,
            userData: *mut ::std::os::raw::c_void,
            callback_out: *mut CUlogsCallbackHandle,
        ) -> CUresult,
    >,
    pub cuLogsUnregisterCallback: Option<
        unsafe extern "C" fn(callback: CUlogsCallbackHandle) -> CUresult,
    >,
    pub cuLogsCurrent: Option<
        unsafe extern "C" fn(
            iterator_out: *mut CUlogIterator,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuLogsDumpToFile: Option<
        unsafe extern "C" fn(
            iterator: *mut CUlogIterator,
            pathToFile: *const ::std::os::raw::c_char,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuLogsDumpToMemory: Option<
        unsafe extern "C" fn(
            iterator: *mut CUlogIterator,
            buffer: *mut ::std::os::raw::c_char,
            size: *mut usize,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
    >,
    pub cuCheckpointProcessGetRestoreThreadId: Option<
        unsafe extern "C" fn(
            pid: ::std::os::raw::c_int,
            tid: *mut ::std::os::raw::c_int,
        ) -> CUresult,
    >,
    pub cuCheckpointProcessGetState: Option<
        unsafe extern "C" fn(
            pid: ::std::os::raw::c_int,
            state: *mut CUprocessState,
        ) -> CUresult,
    >,
    pub cuCheckpointProcessLock: Option<
        unsafe extern "C" fn(
            pid: ::std::os::raw::c_int,
            args: *mut CUcheckpointLockArgs,
        ) -> CUresult,
    >,
    pub cuCheckpointProcessCheckpoint: Option<
        unsafe extern "C" fn(
            pid: ::std::os::raw::c_int,
            args: *mut CUcheckpointCheckpointArgs,
        ) -> CUresult,
    >,
    pub cuCheckpointProcessRestore: Option<
        unsafe extern "C" fn(
            pid: ::std::os::raw::c_int,
            args: *mut CUcheckpointRestoreArgs,
        ) -> CUresult,
    >,
    pub cuCheckpointProcessUnlock: Option<
        unsafe extern "C" fn(
            pid: ::std::os::raw::c_int,
            args: *mut CUcheckpointUnlockArgs,
        ) -> CUresult,
    >,
}
impl Functions {
    /// How many entry points the headers declare.
    pub const COUNT: usize = 452usize;
    /// Looks every entry point up in `library`.
    ///
    /// # Safety
    /// `library` must be a CUDA driver: a symbol found under one of these names
    /// must be a function with the signature `cuda.h` gives it.
    pub(crate) unsafe fn resolve(library: &super::loader::Library) -> Self {
        Self {
            cuGetErrorString: unsafe {
                super::loader::symbol(library, c"cuGetErrorString")
            },
            cuGetErrorName: unsafe { super::loader::symbol(library, c"cuGetErrorName") },
            cuInit: unsafe { super::loader::symbol(library, c"cuInit") },
            cuDriverGetVersion: unsafe {
                super::loader::symbol(library, c"cuDriverGetVersion")
            },
            cuDeviceGet: unsafe { super::loader::symbol(library, c"cuDeviceGet") },
            cuDeviceGetCount: unsafe {
                super::loader::symbol(library, c"cuDeviceGetCount")
            },
            cuDeviceGetName: unsafe {
                super::loader::symbol(library, c"cuDeviceGetName")
            },
            cuDeviceGetUuid: unsafe {
                super::loader::symbol(library, c"cuDeviceGetUuid")
            },
            cuDeviceGetUuid_v2: unsafe {
                super::loader::symbol(library, c"cuDeviceGetUuid_v2")
            },
            cuDeviceGetLuid: unsafe {
                super::loader::symbol(library, c"cuDeviceGetLuid")
            },
            cuDeviceTotalMem_v2: unsafe {
                super::loader::symbol(library, c"cuDeviceTotalMem_v2")
            },
            cuDeviceGetTexture1DLinearMaxWidth: unsafe {
                super::loader::symbol(library, c"cuDeviceGetTexture1DLinearMaxWidth")
            },
            cuDeviceGetAttribute: unsafe {
                super::loader::symbol(library, c"cuDeviceGetAttribute")
            },
            cuDeviceGetNvSciSyncAttributes: unsafe {
                super::loader::symbol(library, c"cuDeviceGetNvSciSyncAttributes")
            },
            cuDeviceSetMemPool: unsafe {
                super::loader::symbol(library, c"cuDeviceSetMemPool")
            },
            cuDeviceGetMemPool: unsafe {
                super::loader::symbol(library, c"cuDeviceGetMemPool")
            },
            cuDeviceGetDefaultMemPool: unsafe {
                super::loader::symbol(library, c"cuDeviceGetDefaultMemPool")
            },
            cuDeviceGetExecAffinitySupport: unsafe {
                super::loader::symbol(library, c"cuDeviceGetExecAffinitySupport")
            },
            cuFlushGPUDirectRDMAWrites: unsafe {
                super::loader::symbol(library, c"cuFlushGPUDirectRDMAWrites")
            },
            cuDeviceGetProperties: unsafe {
                super::loader::symbol(library, c"cuDeviceGetProperties")
            },
            cuDeviceComputeCapability: unsafe {
                super::loader::symbol(library, c"cuDeviceComputeCapability")
            },
            cuDevicePrimaryCtxRetain: unsafe {
                super::loader::symbol(library, c"cuDevicePrimaryCtxRetain")
            },
            cuDevicePrimaryCtxRelease_v2: unsafe {
                super::loader::symbol(library, c"cuDevicePrimaryCtxRelease_v2")
            },
            cuDevicePrimaryCtxSetFlags_v2: unsafe {
                super::loader::symbol(library, c"cuDevicePrimaryCtxSetFlags_v2")
            },
            cuDevicePrimaryCtxGetState: unsafe {
                super::loader::symbol(library, c"cuDevicePrimaryCtxGetState")
            },
            cuDevicePrimaryCtxReset_v2: unsafe {
                super::loader::symbol(library, c"cuDevicePrimaryCtxReset_v2")
            },
            cuCtxCreate_v2: unsafe { super::loader::symbol(library, c"cuCtxCreate_v2") },
            cuCtxCreate_v3: unsafe { super::loader::symbol(library, c"cuCtxCreate_v3") },
            cuCtxCreate_v4: unsafe { super::loader::symbol(library, c"cuCtxCreate_v4") },
            cuCtxDestroy_v2: unsafe {
                super::loader::symbol(library, c"cuCtxDestroy_v2")
            },
            cuCtxPushCurrent_v2: unsafe {
                super::loader::symbol(library, c"cuCtxPushCurrent_v2")
            },
            cuCtxPopCurrent_v2: unsafe {
                super::loader::symbol(library, c"cuCtxPopCurrent_v2")
            },
            cuCtxSetCurrent: unsafe {
                super::loader::symbol(library, c"cuCtxSetCurrent")
            },
            cuCtxGetCurrent: unsafe {
                super::loader::symbol(library, c"cuCtxGetCurrent")
            },
            cuCtxGetDevice: unsafe { super::loader::symbol(library, c"cuCtxGetDevice") },
            cuCtxGetFlags: unsafe { super::loader::symbol(library, c"cuCtxGetFlags") },
            cuCtxSetFlags: unsafe { super::loader::symbol(library, c"cuCtxSetFlags") },
            cuCtxGetId: unsafe { super::loader::symbol(library, c"cuCtxGetId") },
            cuCtxSynchronize: unsafe {
                super::loader::symbol(library, c"cuCtxSynchronize")
            },
            cuCtxSetLimit: unsafe { super::loader::symbol(library, c"cuCtxSetLimit") },
            cuCtxGetLimit: unsafe { super::loader::symbol(library, c"cuCtxGetLimit") },
            cuCtxGetCacheConfig: unsafe {
                super::loader::symbol(library, c"cuCtxGetCacheConfig")
            },
            cuCtxSetCacheConfig: unsafe {
                super::loader::symbol(library, c"cuCtxSetCacheConfig")
            },
            cuCtxGetApiVersion: unsafe {
                super::loader::symbol(library, c"cuCtxGetApiVersion")
            },
            cuCtxGetStreamPriorityRange: unsafe {
                super::loader::symbol(library, c"cuCtxGetStreamPriorityRange")
            },
            cuCtxResetPersistingL2Cache: unsafe {
                super::loader::symbol(library, c"cuCtxResetPersistingL2Cache")
            },
            cuCtxGetExecAffinity: unsafe {
                super::loader::symbol(library, c"cuCtxGetExecAffinity")
            },
            cuCtxRecordEvent: unsafe {
                super::loader::symbol(library, c"cuCtxRecordEvent")
            },
            cuCtxWaitEvent: unsafe { super::loader::symbol(library, c"cuCtxWaitEvent") },
            cuCtxAttach: unsafe { super::loader::symbol(library, c"cuCtxAttach") },
            cuCtxDetach: unsafe { super::loader::symbol(library, c"cuCtxDetach") },
            cuCtxGetSharedMemConfig: unsafe {
                super::loader::symbol(library, c"cuCtxGetSharedMemConfig")
            },
            cuCtxSetSharedMemConfig: unsafe {
                super::loader::symbol(library, c"cuCtxSetSharedMemConfig")
            },
            cuModuleLoad: unsafe { super::loader::symbol(library, c"cuModuleLoad") },
            cuModuleLoadData: unsafe {
                super::loader::symbol(library, c"cuModuleLoadData")
            },
            cuModuleLoadDataEx: unsafe {
                super::loader::symbol(library, c"cuModuleLoadDataEx")
            },
            cuModuleLoadFatBinary: unsafe {
                super::loader::symbol(library, c"cuModuleLoadFatBinary")
            },
            cuModuleUnload: unsafe { super::loader::symbol(library, c"cuModuleUnload") },
            cuModuleGetLoadingMode: unsafe {
                super::loader::symbol(library, c"cuModuleGetLoadingMode")
            },
            cuModuleGetFunction: unsafe {
                super::loader::symbol(library, c"cuModuleGetFunction")
            },
            cuModuleGetFunctionCount: unsafe {
                super::loader::symbol(library, c"cuModuleGetFunctionCount")
            },
            cuModuleEnumerateFunctions: unsafe {
                super::loader::symbol(library, c"cuModuleEnumerateFunctions")
            },
            cuModuleGetGlobal_v2: unsafe {
                super::loader::symbol(library, c"cuModuleGetGlobal_v2")
            },
            cuLinkCreate_v2: unsafe {
                super::loader::symbol(library, c"cuLinkCreate_v2")
            },
            cuLinkAddData_v2: unsafe {
                super::loader::symbol(library, c"cuLinkAddData_v2")
            },
            cuLinkAddFile_v2: unsafe {
                super::loader::symbol(library, c"cuLinkAddFile_v2")
            },
            cuLinkComplete: unsafe { super::loader::symbol(library, c"cuLinkComplete") },
            cuLinkDestroy: unsafe { super::loader::symbol(library, c"cuLinkDestroy") },
            cuModuleGetTexRef: unsafe {
                super::loader::symbol(library, c"cuModuleGetTexRef")
            },
            cuModuleGetSurfRef: unsafe {
                super::loader::symbol(library, c"cuModuleGetSurfRef")
            },
            cuLibraryLoadData: unsafe {
                super::loader::symbol(library, c"cuLibraryLoadData")
            },
            cuLibraryLoadFromFile: unsafe {
                super::loader::symbol(library, c"cuLibraryLoadFromFile")
            },
            cuLibraryUnload: unsafe {
                super::loader::symbol(library, c"cuLibraryUnload")
            },
            cuLibraryGetKernel: unsafe {
                super::loader::symbol(library, c"cuLibraryGetKernel")
            },
            cuLibraryGetKernelCount: unsafe {
                super::loader::symbol(library, c"cuLibraryGetKernelCount")
            },
            cuLibraryEnumerateKernels: unsafe {
                super::loader::symbol(library, c"cuLibraryEnumerateKernels")
            },
            cuLibraryGetModule: unsafe {
                super::loader::symbol(library, c"cuLibraryGetModule")
            },
            cuKernelGetFunction: unsafe {
                super::loader::symbol(library, c"cuKernelGetFunction")
            },
            cuKernelGetLibrary: unsafe {
                super::loader::symbol(library, c"cuKernelGetLibrary")
            },
            cuLibraryGetGlobal: unsafe {
                super::loader::symbol(library, c"cuLibraryGetGlobal")
            },
            cuLibraryGetManaged: unsafe {
                super::loader::symbol(library, c"cuLibraryGetManaged")
            },
            cuLibraryGetUnifiedFunction: unsafe {
                super::loader::symbol(library, c"cuLibraryGetUnifiedFunction")
            },
            cuKernelGetAttribute: unsafe {
                super::loader::symbol(library, c"cuKernelGetAttribute")
            },
            cuKernelSetAttribute: unsafe {
                super::loader::symbol(library, c"cuKernelSetAttribute")
            },
            cuKernelSetCacheConfig: unsafe {
                super::loader::symbol(library, c"cuKernelSetCacheConfig")
            },
            cuKernelGetName: unsafe {
                super::loader::symbol(library, c"cuKernelGetName")
            },
            cuKernelGetParamInfo: unsafe {
                super::loader::symbol(library, c"cuKernelGetParamInfo")
            },
            cuMemGetInfo_v2: unsafe {
                super::loader::symbol(library, c"cuMemGetInfo_v2")
            },
            cuMemAlloc_v2: unsafe { super::loader::symbol(library, c"cuMemAlloc_v2") },
            cuMemAllocPitch_v2: unsafe {
                super::loader::symbol(library, c"cuMemAllocPitch_v2")
            },
            cuMemFree_v2: unsafe { super::loader::symbol(library, c"cuMemFree_v2") },
            cuMemGetAddressRange_v2: unsafe {
                super::loader::symbol(library, c"cuMemGetAddressRange_v2")
            },
            cuMemAllocHost_v2: unsafe {
                super::loader::symbol(library, c"cuMemAllocHost_v2")
            },
            cuMemFreeHost: unsafe { super::loader::symbol(library, c"cuMemFreeHost") },
            cuMemHostAlloc: unsafe { super::loader::symbol(library, c"cuMemHostAlloc") },
            cuMemHostGetDevicePointer_v2: unsafe {
                super::loader::symbol(library, c"cuMemHostGetDevicePointer_v2")
            },
            cuMemHostGetFlags: unsafe {
                super::loader::symbol(library, c"cuMemHostGetFlags")
            },
            cuMemAllocManaged: unsafe {
                super::loader::symbol(library, c"cuMemAllocManaged")
            },
            cuDeviceRegisterAsyncNotification: unsafe {
                super::loader::symbol(library, c"cuDeviceRegisterAsyncNotification")
            },
            cuDeviceUnregisterAsyncNotification: unsafe {
                super::loader::symbol(library, c"cuDeviceUnregisterAsyncNotification")
            },
            cuDeviceGetByPCIBusId: unsafe {
                super::loader::symbol(library, c"cuDeviceGetByPCIBusId")
            },
            cuDeviceGetPCIBusId: unsafe {
                super::loader::symbol(library, c"cuDeviceGetPCIBusId")
            },
            cuIpcGetEventHandle: unsafe {
                super::loader::symbol(library, c"cuIpcGetEventHandle")
            },
            cuIpcOpenEventHandle: unsafe {
                super::loader::symbol(library, c"cuIpcOpenEventHandle")
            },
            cuIpcGetMemHandle: unsafe {
                super::loader::symbol(library, c"cuIpcGetMemHandle")
            },
            cuIpcOpenMemHandle_v2: unsafe {
                super::loader::symbol(library, c"cuIpcOpenMemHandle_v2")
            },
            cuIpcCloseMemHandle: unsafe {
                super::loader::symbol(library, c"cuIpcCloseMemHandle")
            },
            cuMemHostRegister_v2: unsafe {
                super::loader::symbol(library, c"cuMemHostRegister_v2")
            },
            cuMemHostUnregister: unsafe {
                super::loader::symbol(library, c"cuMemHostUnregister")
            },
            cuMemcpy: unsafe { super::loader::symbol(library, c"cuMemcpy") },
            cuMemcpyPeer: unsafe { super::loader::symbol(library, c"cuMemcpyPeer") },
            cuMemcpyHtoD_v2: unsafe {
                super::loader::symbol(library, c"cuMemcpyHtoD_v2")
            },
            cuMemcpyDtoH_v2: unsafe {
                super::loader::symbol(library, c"cuMemcpyDtoH_v2")
            },
            cuMemcpyDtoD_v2: unsafe {
                super::loader::symbol(library, c"cuMemcpyDtoD_v2")
            },
            cuMemcpyDtoA_v2: unsafe {
                super::loader::symbol(library, c"cuMemcpyDtoA_v2")
            },
            cuMemcpyAtoD_v2: unsafe {
                super::loader::symbol(library, c"cuMemcpyAtoD_v2")
            },
            cuMemcpyHtoA_v2: unsafe {
                super::loader::symbol(library, c"cuMemcpyHtoA_v2")
            },
            cuMemcpyAtoH_v2: unsafe {
                super::loader::symbol(library, c"cuMemcpyAtoH_v2")
            },
            cuMemcpyAtoA_v2: unsafe {
                super::loader::symbol(library, c"cuMemcpyAtoA_v2")
            },
            cuMemcpy2D_v2: unsafe { super::loader::symbol(library, c"cuMemcpy2D_v2") },
            cuMemcpy2DUnaligned_v2: unsafe {
                super::loader::symbol(library, c"cuMemcpy2DUnaligned_v2")
            },
            cuMemcpy3D_v2: unsafe { super::loader::symbol(library, c"cuMemcpy3D_v2") },
            cuMemcpy3DPeer: unsafe { super::loader::symbol(library, c"cuMemcpy3DPeer") },
            cuMemcpyAsync: unsafe { super::loader::symbol(library, c"cuMemcpyAsync") },
            cuMemcpyPeerAsync: unsafe {
                super::loader::symbol(library, c"cuMemcpyPeerAsync")
            },
            cuMemcpyHtoDAsync_v2: unsafe {
                super::loader::symbol(library, c"cuMemcpyHtoDAsync_v2")
            },
            cuMemcpyDtoHAsync_v2: unsafe {
                super::loader::symbol(library, c"cuMemcpyDtoHAsync_v2")
            },
            cuMemcpyDtoDAsync_v2: unsafe {
                super::loader::symbol(library, c"cuMemcpyDtoDAsync_v2")
            },
            cuMemcpyHtoAAsync_v2: unsafe {
                super::loader::symbol(library, c"cuMemcpyHtoAAsync_v2")
            },
            cuMemcpyAtoHAsync_v2: unsafe {
                super::loader::symbol(library, c"cuMemcpyAtoHAsync_v2")
            },
            cuMemcpy2DAsync_v2: unsafe {
                super::loader::symbol(library, c"cuMemcpy2DAsync_v2")
            },
            cuMemcpy3DAsync_v2: unsafe {
                super::loader::symbol(library, c"cuMemcpy3DAsync_v2")
            },
            cuMemcpy3DPeerAsync: unsafe {
                super::loader::symbol(library, c"cuMemcpy3DPeerAsync")
            },
            cuMemcpyBatchAsync: unsafe {
                super::loader::symbol(library, c"cuMemcpyBatchAsync")
            },
            cuMemcpy3DBatchAsync: unsafe {
                super::loader::symbol(library, c"cuMemcpy3DBatchAsync")
            },
            cuMemsetD8_v2: unsafe { super::loader::symbol(library, c"cuMemsetD8_v2") },
            cuMemsetD16_v2: unsafe { super::loader::symbol(library, c"cuMemsetD16_v2") },
            cuMemsetD32_v2: unsafe { super::loader::symbol(library, c"cuMemsetD32_v2") },
            cuMemsetD2D8_v2: unsafe {
                super::loader::symbol(library, c"cuMemsetD2D8_v2")
            },
            cuMemsetD2D16_v2: unsafe {
                super::loader::symbol(library, c"cuMemsetD2D16_v2")
            },
            cuMemsetD2D32_v2: unsafe {
                super::loader::symbol(library, c"cuMemsetD2D32_v2")
            },
            cuMemsetD8Async: unsafe {
                super::loader::symbol(library, c"cuMemsetD8Async")
            },
            cuMemsetD16Async: unsafe {
                super::loader::symbol(library, c"cuMemsetD16Async")
            },
            cuMemsetD32Async: unsafe {
                super::loader::symbol(library, c"cuMemsetD32Async")
            },
            cuMemsetD2D8Async: unsafe {
                super::loader::symbol(library, c"cuMemsetD2D8Async")
            },
            cuMemsetD2D16Async: unsafe {
                super::loader::symbol(library, c"cuMemsetD2D16Async")
            },
            cuMemsetD2D32Async: unsafe {
                super::loader::symbol(library, c"cuMemsetD2D32Async")
            },
            cuArrayCreate_v2: unsafe {
                super::loader::symbol(library, c"cuArrayCreate_v2")
            },
            cuArrayGetDescriptor_v2: unsafe {
                super::loader::symbol(library, c"cuArrayGetDescriptor_v2")
            },
            cuArrayGetSparseProperties: unsafe {
                super::loader::symbol(library, c"cuArrayGetSparseProperties")
            },
            cuMipmappedArrayGetSparseProperties: unsafe {
                super::loader::symbol(library, c"cuMipmappedArrayGetSparseProperties")
            },
            cuArrayGetMemoryRequirements: unsafe {
                super::loader::symbol(library, c"cuArrayGetMemoryRequirements")
            },
            cuMipmappedArrayGetMemoryRequirements: unsafe {
                super::loader::symbol(library, c"cuMipmappedArrayGetMemoryRequirements")
            },
            cuArrayGetPlane: unsafe {
                super::loader::symbol(library, c"cuArrayGetPlane")
            },
            cuArrayDestroy: unsafe { super::loader::symbol(library, c"cuArrayDestroy") },
            cuArray3DCreate_v2: unsafe {
                super::loader::symbol(library, c"cuArray3DCreate_v2")
            },
            cuArray3DGetDescriptor_v2: unsafe {
                super::loader::symbol(library, c"cuArray3DGetDescriptor_v2")
            },
            cuMipmappedArrayCreate: unsafe {
                super::loader::symbol(library, c"cuMipmappedArrayCreate")
            },
            cuMipmappedArrayGetLevel: unsafe {
                super::loader::symbol(library, c"cuMipmappedArrayGetLevel")
            },
            cuMipmappedArrayDestroy: unsafe {
                super::loader::symbol(library, c"cuMipmappedArrayDestroy")
            },
            cuMemGetHandleForAddressRange: unsafe {
                super::loader::symbol(library, c"cuMemGetHandleForAddressRange")
            },
            cuMemBatchDecompressAsync: unsafe {
                super::loader::symbol(library, c"cuMemBatchDecompressAsync")
            },
            cuMemAddressReserve: unsafe {
                super::loader::symbol(library, c"cuMemAddressReserve")
            },
            cuMemAddressFree: unsafe {
                super::loader::symbol(library, c"cuMemAddressFree")
            },
            cuMemCreate: unsafe { super::loader::symbol(library, c"cuMemCreate") },
            cuMemRelease: unsafe { super::loader::symbol(library, c"cuMemRelease") },
            cuMemMap: unsafe { super::loader::symbol(library, c"cuMemMap") },
            cuMemMapArrayAsync: unsafe {
                super::loader::symbol(library, c"cuMemMapArrayAsync")
            },
            cuMemUnmap: unsafe { super::loader::symbol(library, c"cuMemUnmap") },
            cuMemSetAccess: unsafe { super::loader::symbol(library, c"cuMemSetAccess") },
            cuMemGetAccess: unsafe { super::loader::symbol(library, c"cuMemGetAccess") },
            cuMemExportToShareableHandle: unsafe {
                super::loader::symbol(library, c"cuMemExportToShareableHandle")
            },
            cuMemImportFromShareableHandle: unsafe {
                super::loader::symbol(library, c"cuMemImportFromShareableHandle")
            },
            cuMemGetAllocationGranularity: unsafe {
                super::loader::symbol(library, c"cuMemGetAllocationGranularity")
            },
            cuMemGetAllocationPropertiesFromHandle: unsafe {
                super::loader::symbol(library, c"cuMemGetAllocationPropertiesFromHandle")
            },
            cuMemRetainAllocationHandle: unsafe {
                super::loader::symbol(library, c"cuMemRetainAllocationHandle")
            },
            cuMemFreeAsync: unsafe { super::loader::symbol(library, c"cuMemFreeAsync") },
            cuMemAllocAsync: unsafe {
                super::loader::symbol(library, c"cuMemAllocAsync")
            },
            cuMemPoolTrimTo: unsafe {
                super::loader::symbol(library, c"cuMemPoolTrimTo")
            },
            cuMemPoolSetAttribute: unsafe {
                super::loader::symbol(library, c"cuMemPoolSetAttribute")
            },
            cuMemPoolGetAttribute: unsafe {
                super::loader::symbol(library, c"cuMemPoolGetAttribute")
            },
            cuMemPoolSetAccess: unsafe {
                super::loader::symbol(library, c"cuMemPoolSetAccess")
            },
            cuMemPoolGetAccess: unsafe {
                super::loader::symbol(library, c"cuMemPoolGetAccess")
            },
            cuMemPoolCreate: unsafe {
                super::loader::symbol(library, c"cuMemPoolCreate")
            },
            cuMemPoolDestroy: unsafe {
                super::loader::symbol(library, c"cuMemPoolDestroy")
            },
            cuMemAllocFromPoolAsync: unsafe {
                super::loader::symbol(library, c"cuMemAllocFromPoolAsync")
            },
            cuMemPoolExportToShareableHandle: unsafe {
                super::loader::symbol(library, c"cuMemPoolExportToShareableHandle")
            },
            cuMemPoolImportFromShareableHandle: unsafe {
                super::loader::symbol(library, c"cuMemPoolImportFromShareableHandle")
            },
            cuMemPoolExportPointer: unsafe {
                super::loader::symbol(library, c"cuMemPoolExportPointer")
            },
            cuMemPoolImportPointer: unsafe {
                super::loader::symbol(library, c"cuMemPoolImportPointer")
            },
            cuMulticastCreate: unsafe {
                super::loader::symbol(library, c"cuMulticastCreate")
            },
            cuMulticastAddDevice: unsafe {
                super::loader::symbol(library, c"cuMulticastAddDevice")
            },
            cuMulticastBindMem: unsafe {
                super::loader::symbol(library, c"cuMulticastBindMem")
            },
            cuMulticastBindAddr: unsafe {
                super::loader::symbol(library, c"cuMulticastBindAddr")
            },
            cuMulticastUnbind: unsafe {
                super::loader::symbol(library, c"cuMulticastUnbind")
            },
            cuMulticastGetGranularity: unsafe {
                super::loader::symbol(library, c"cuMulticastGetGranularity")
            },
            cuPointerGetAttribute: unsafe {
                super::loader::symbol(library, c"cuPointerGetAttribute")
            },
            cuMemPrefetchAsync: unsafe {
                super::loader::symbol(library, c"cuMemPrefetchAsync")
            },
            cuMemPrefetchAsync_v2: unsafe {
                super::loader::symbol(library, c"cuMemPrefetchAsync_v2")
            },
            cuMemAdvise: unsafe { super::loader::symbol(library, c"cuMemAdvise") },
            cuMemAdvise_v2: unsafe { super::loader::symbol(library, c"cuMemAdvise_v2") },
            cuMemRangeGetAttribute: unsafe {
                super::loader::symbol(library, c"cuMemRangeGetAttribute")
            },
            cuMemRangeGetAttributes: unsafe {
                super::loader::symbol(library, c"cuMemRangeGetAttributes")
            },
            cuPointerSetAttribute: unsafe {
                super::loader::symbol(library, c"cuPointerSetAttribute")
            },
            cuPointerGetAttributes: unsafe {
                super::loader::symbol(library, c"cuPointerGetAttributes")
            },
            cuStreamCreate: unsafe { super::loader::symbol(library, c"cuStreamCreate") },
            cuStreamCreateWithPriority: unsafe {
                super::loader::symbol(library, c"cuStreamCreateWithPriority")
            },
            cuStreamGetPriority: unsafe {
                super::loader::symbol(library, c"cuStreamGetPriority")
            },
            cuStreamGetDevice: unsafe {
                super::loader::symbol(library, c"cuStreamGetDevice")
            },
            cuStreamGetFlags: unsafe {
                super::loader::symbol(library, c"cuStreamGetFlags")
            },
            cuStreamGetId: unsafe { super::loader::symbol(library, c"cuStreamGetId") },
            cuStreamGetCtx: unsafe { super::loader::symbol(library, c"cuStreamGetCtx") },
            cuStreamGetCtx_v2: unsafe {
                super::loader::symbol(library, c"cuStreamGetCtx_v2")
            },
            cuStreamWaitEvent: unsafe {
                super::loader::symbol(library, c"cuStreamWaitEvent")
            },
            cuStreamAddCallback: unsafe {
                super::loader::symbol(library, c"cuStreamAddCallback")
            },
            cuStreamBeginCapture_v2: unsafe {
                super::loader::symbol(library, c"cuStreamBeginCapture_v2")
            },
            cuStreamBeginCaptureToGraph: unsafe {
                super::loader::symbol(library, c"cuStreamBeginCaptureToGraph")
            },
            cuThreadExchangeStreamCaptureMode: unsafe {
                super::loader::symbol(library, c"cuThreadExchangeStreamCaptureMode")
            },
            cuStreamEndCapture: unsafe {
                super::loader::symbol(library, c"cuStreamEndCapture")
            },
            cuStreamIsCapturing: unsafe {
                super::loader::symbol(library, c"cuStreamIsCapturing")
            },
            cuStreamGetCaptureInfo_v2: unsafe {
                super::loader::symbol(library, c"cuStreamGetCaptureInfo_v2")
            },
            cuStreamGetCaptureInfo_v3: unsafe {
                super::loader::symbol(library, c"cuStreamGetCaptureInfo_v3")
            },
            cuStreamUpdateCaptureDependencies: unsafe {
                super::loader::symbol(library, c"cuStreamUpdateCaptureDependencies")
            },
            cuStreamUpdateCaptureDependencies_v2: unsafe {
                super::loader::symbol(library, c"cuStreamUpdateCaptureDependencies_v2")
            },
            cuStreamAttachMemAsync: unsafe {
                super::loader::symbol(library, c"cuStreamAttachMemAsync")
            },
            cuStreamQuery: unsafe { super::loader::symbol(library, c"cuStreamQuery") },
            cuStreamSynchronize: unsafe {
                super::loader::symbol(library, c"cuStreamSynchronize")
            },
            cuStreamDestroy_v2: unsafe {
                super::loader::symbol(library, c"cuStreamDestroy_v2")
            },
            cuStreamCopyAttributes: unsafe {
                super::loader::symbol(library, c"cuStreamCopyAttributes")
            },
            cuStreamGetAttribute: unsafe {
                super::loader::symbol(library, c"cuStreamGetAttribute")
            },
            cuStreamSetAttribute: unsafe {
                super::loader::symbol(library, c"cuStreamSetAttribute")
            },
            cuEventCreate: unsafe { super::loader::symbol(library, c"cuEventCreate") },
            cuEventRecord: unsafe { super::loader::symbol(library, c"cuEventRecord") },
            cuEventRecordWithFlags: unsafe {
                super::loader::symbol(library, c"cuEventRecordWithFlags")
            },
            cuEventQuery: unsafe { super::loader::symbol(library, c"cuEventQuery") },
            cuEventSynchronize: unsafe {
                super::loader::symbol(library, c"cuEventSynchronize")
            },
            cuEventDestroy_v2: unsafe {
                super::loader::symbol(library, c"cuEventDestroy_v2")
            },
            cuEventElapsedTime: unsafe {
                super::loader::symbol(library, c"cuEventElapsedTime")
            },
            cuEventElapsedTime_v2: unsafe {
                super::loader::symbol(library, c"cuEventElapsedTime_v2")
            },
            cuImportExternalMemory: unsafe {
                super::loader::symbol(library, c"cuImportExternalMemory")
            },
            cuExternalMemoryGetMappedBuffer: unsafe {
                super::loader::symbol(library, c"cuExternalMemoryGetMappedBuffer")
            },
            cuExternalMemoryGetMappedMipmappedArray: unsafe {
                super::loader::symbol(
                    library,
                    c"cuExternalMemoryGetMappedMipmappedArray",
                )
            },
            cuDestroyExternalMemory: unsafe {
                super::loader::symbol(library, c"cuDestroyExternalMemory")
            },
            cuImportExternalSemaphore: unsafe {
                super::loader::symbol(library, c"cuImportExternalSemaphore")
            },
            cuSignalExternalSemaphoresAsync: unsafe {
                super::loader::symbol(library, c"cuSignalExternalSemaphoresAsync")
            },
            cuWaitExternalSemaphoresAsync: unsafe {
                super::loader::symbol(library, c"cuWaitExternalSemaphoresAsync")
            },
            cuDestroyExternalSemaphore: unsafe {
                super::loader::symbol(library, c"cuDestroyExternalSemaphore")
            },
            cuStreamWaitValue32_v2: unsafe {
                super::loader::symbol(library, c"cuStreamWaitValue32_v2")
            },
            cuStreamWaitValue64_v2: unsafe {
                super::loader::symbol(library, c"cuStreamWaitValue64_v2")
            },
            cuStreamWriteValue32_v2: unsafe {
                super::loader::symbol(library, c"cuStreamWriteValue32_v2")
            },
            cuStreamWriteValue64_v2: unsafe {
                super::loader::symbol(library, c"cuStreamWriteValue64_v2")
            },
            cuStreamBatchMemOp_v2: unsafe {
                super::loader::symbol(library, c"cuStreamBatchMemOp_v2")
            },
            cuFuncGetAttribute: unsafe {
                super::loader::symbol(library, c"cuFuncGetAttribute")
            },
            cuFuncSetAttribute: unsafe {
                super::loader::symbol(library, c"cuFuncSetAttribute")
            },
            cuFuncSetCacheConfig: unsafe {
                super::loader::symbol(library, c"cuFuncSetCacheConfig")
            },
            cuFuncGetModule: unsafe {
                super::loader::symbol(library, c"cuFuncGetModule")
            },
            cuFuncGetName: unsafe { super::loader::symbol(library, c"cuFuncGetName") },
            cuFuncGetParamInfo: unsafe {
                super::loader::symbol(library, c"cuFuncGetParamInfo")
            },
            cuFuncIsLoaded: unsafe { super::loader::symbol(library, c"cuFuncIsLoaded") },
            cuFuncLoad: unsafe { super::loader::symbol(library, c"cuFuncLoad") },
            cuLaunchKernel: unsafe { super::loader::symbol(library, c"cuLaunchKernel") },
            cuLaunchKernelEx: unsafe {
                super::loader::symbol(library, c"cuLaunchKernelEx")
            },
            cuLaunchCooperativeKernel: unsafe {
                super::loader::symbol(library, c"cuLaunchCooperativeKernel")
            },
            cuLaunchCooperativeKernelMultiDevice: unsafe {
                super::loader::symbol(library, c"cuLaunchCooperativeKernelMultiDevice")
            },
            cuLaunchHostFunc: unsafe {
                super::loader::symbol(library, c"cuLaunchHostFunc")
            },
            cuFuncSetBlockShape: unsafe {
                super::loader::symbol(library, c"cuFuncSetBlockShape")
            },
            cuFuncSetSharedSize: unsafe {
                super::loader::symbol(library, c"cuFuncSetSharedSize")
            },
            cuParamSetSize: unsafe { super::loader::symbol(library, c"cuParamSetSize") },
            cuParamSeti: unsafe { super::loader::symbol(library, c"cuParamSeti") },
            cuParamSetf: unsafe { super::loader::symbol(library, c"cuParamSetf") },
            cuParamSetv: unsafe { super::loader::symbol(library, c"cuParamSetv") },
            cuLaunch: unsafe { super::loader::symbol(library, c"cuLaunch") },
            cuLaunchGrid: unsafe { super::loader::symbol(library, c"cuLaunchGrid") },
            cuLaunchGridAsync: unsafe {
                super::loader::symbol(library, c"cuLaunchGridAsync")
            },
            cuParamSetTexRef: unsafe {
                super::loader::symbol(library, c"cuParamSetTexRef")
            },
            cuFuncSetSharedMemConfig: unsafe {
                super::loader::symbol(library, c"cuFuncSetSharedMemConfig")
            },
            cuGraphCreate: unsafe { super::loader::symbol(library, c"cuGraphCreate") },
            cuGraphAddKernelNode_v2: unsafe {
                super::loader::symbol(library, c"cuGraphAddKernelNode_v2")
            },
            cuGraphKernelNodeGetParams_v2: unsafe {
                super::loader::symbol(library, c"cuGraphKernelNodeGetParams_v2")
            },
            cuGraphKernelNodeSetParams_v2: unsafe {
                super::loader::symbol(library, c"cuGraphKernelNodeSetParams_v2")
            },
            cuGraphAddMemcpyNode: unsafe {
                super::loader::symbol(library, c"cuGraphAddMemcpyNode")
            },
            cuGraphMemcpyNodeGetParams: unsafe {
                super::loader::symbol(library, c"cuGraphMemcpyNodeGetParams")
            },
            cuGraphMemcpyNodeSetParams: unsafe {
                super::loader::symbol(library, c"cuGraphMemcpyNodeSetParams")
            },
            cuGraphAddMemsetNode: unsafe {
                super::loader::symbol(library, c"cuGraphAddMemsetNode")
            },
            cuGraphMemsetNodeGetParams: unsafe {
                super::loader::symbol(library, c"cuGraphMemsetNodeGetParams")
            },
            cuGraphMemsetNodeSetParams: unsafe {
                super::loader::symbol(library, c"cuGraphMemsetNodeSetParams")
            },
            cuGraphAddHostNode: unsafe {
                super::loader::symbol(library, c"cuGraphAddHostNode")
            },
            cuGraphHostNodeGetParams: unsafe {
                super::loader::symbol(library, c"cuGraphHostNodeGetParams")
            },
            cuGraphHostNodeSetParams: unsafe {
                super::loader::symbol(library, c"cuGraphHostNodeSetParams")
            },
            cuGraphAddChildGraphNode: unsafe {
                super::loader::symbol(library, c"cuGraphAddChildGraphNode")
            },
            cuGraphChildGraphNodeGetGraph: unsafe {
                super::loader::symbol(library, c"cuGraphChildGraphNodeGetGraph")
            },
            cuGraphAddEmptyNode: unsafe {
                super::loader::symbol(library, c"cuGraphAddEmptyNode")
            },
            cuGraphAddEventRecordNode: unsafe {
                super::loader::symbol(library, c"cuGraphAddEventRecordNode")
            },
            cuGraphEventRecordNodeGetEvent: unsafe {
                super::loader::symbol(library, c"cuGraphEventRecordNodeGetEvent")
            },
            cuGraphEventRecordNodeSetEvent: unsafe {
                super::loader::symbol(library, c"cuGraphEventRecordNodeSetEvent")
            },
            cuGraphAddEventWaitNode: unsafe {
                super::loader::symbol(library, c"cuGraphAddEventWaitNode")
            },
            cuGraphEventWaitNodeGetEvent: unsafe {
                super::loader::symbol(library, c"cuGraphEventWaitNodeGetEvent")
            },
            cuGraphEventWaitNodeSetEvent: unsafe {
                super::loader::symbol(library, c"cuGraphEventWaitNodeSetEvent")
            },
            cuGraphAddExternalSemaphoresSignalNode: unsafe {
                super::loader::symbol(library, c"cuGraphAddExternalSemaphoresSignalNode")
            },
            cuGraphExternalSemaphoresSignalNodeGetParams: unsafe {
                super::loader::symbol(
                    library,
                    c"cuGraphExternalSemaphoresSignalNodeGetParams",
                )
            },
            cuGraphExternalSemaphoresSignalNodeSetParams: unsafe {
                super::loader::symbol(
                    library,
                    c"cuGraphExternalSemaphoresSignalNodeSetParams",
                )
            },
            cuGraphAddExternalSemaphoresWaitNode: unsafe {
                super::loader::symbol(library, c"cuGraphAddExternalSemaphoresWaitNode")
            },
            cuGraphExternalSemaphoresWaitNodeGetParams: unsafe {
                super::loader::symbol(
                    library,
                    c"cuGraphExternalSemaphoresWaitNodeGetParams",
                )
            },
            cuGraphExternalSemaphoresWaitNodeSetParams: unsafe {
                super::loader::symbol(
                    library,
                    c"cuGraphExternalSemaphoresWaitNodeSetParams",
                )
            },
            cuGraphAddBatchMemOpNode: unsafe {
                super::loader::symbol(library, c"cuGraphAddBatchMemOpNode")
            },
            cuGraphBatchMemOpNodeGetParams: unsafe {
                super::loader::symbol(library, c"cuGraphBatchMemOpNodeGetParams")
            },
            cuGraphBatchMemOpNodeSetParams: unsafe {
                super::loader::symbol(library, c"cuGraphBatchMemOpNodeSetParams")
            },
            cuGraphExecBatchMemOpNodeSetParams: unsafe {
                super::loader::symbol(library, c"cuGraphExecBatchMemOpNodeSetParams")
            },
            cuGraphAddMemAllocNode: unsafe {
                super::loader::symbol(library, c"cuGraphAddMemAllocNode")
            },
            cuGraphMemAllocNodeGetParams: unsafe {
                super::loader::symbol(library, c"cuGraphMemAllocNodeGetParams")
            },
            cuGraphAddMemFreeNode: unsafe {
                super::loader::symbol(library, c"cuGraphAddMemFreeNode")
            },
            cuGraphMemFreeNodeGetParams: unsafe {
                super::loader::symbol(library, c"cuGraphMemFreeNodeGetParams")
            },
            cuDeviceGraphMemTrim: unsafe {
                super::loader::symbol(library, c"cuDeviceGraphMemTrim")
            },
            cuDeviceGetGraphMemAttribute: unsafe {
                super::loader::symbol(library, c"cuDeviceGetGraphMemAttribute")
            },
            cuDeviceSetGraphMemAttribute: unsafe {
                super::loader::symbol(library, c"cuDeviceSetGraphMemAttribute")
            },
            cuGraphClone: unsafe { super::loader::symbol(library, c"cuGraphClone") },
            cuGraphNodeFindInClone: unsafe {
                super::loader::symbol(library, c"cuGraphNodeFindInClone")
            },
            cuGraphNodeGetType: unsafe {
                super::loader::symbol(library, c"cuGraphNodeGetType")
            },
            cuGraphGetNodes: unsafe {
                super::loader::symbol(library, c"cuGraphGetNodes")
            },
            cuGraphGetRootNodes: unsafe {
                super::loader::symbol(library, c"cuGraphGetRootNodes")
            },
            cuGraphGetEdges: unsafe {
                super::loader::symbol(library, c"cuGraphGetEdges")
            },
            cuGraphGetEdges_v2: unsafe {
                super::loader::symbol(library, c"cuGraphGetEdges_v2")
            },
            cuGraphNodeGetDependencies: unsafe {
                super::loader::symbol(library, c"cuGraphNodeGetDependencies")
            },
            cuGraphNodeGetDependencies_v2: unsafe {
                super::loader::symbol(library, c"cuGraphNodeGetDependencies_v2")
            },
            cuGraphNodeGetDependentNodes: unsafe {
                super::loader::symbol(library, c"cuGraphNodeGetDependentNodes")
            },
            cuGraphNodeGetDependentNodes_v2: unsafe {
                super::loader::symbol(library, c"cuGraphNodeGetDependentNodes_v2")
            },
            cuGraphAddDependencies: unsafe {
                super::loader::symbol(library, c"cuGraphAddDependencies")
            },
            cuGraphAddDependencies_v2: unsafe {
                super::loader::symbol(library, c"cuGraphAddDependencies_v2")
            },
            cuGraphRemoveDependencies: unsafe {
                super::loader::symbol(library, c"cuGraphRemoveDependencies")
            },
            cuGraphRemoveDependencies_v2: unsafe {
                super::loader::symbol(library, c"cuGraphRemoveDependencies_v2")
            },
            cuGraphDestroyNode: unsafe {
                super::loader::symbol(library, c"cuGraphDestroyNode")
            },
            cuGraphInstantiateWithFlags: unsafe {
                super::loader::symbol(library, c"cuGraphInstantiateWithFlags")
            },
            cuGraphInstantiateWithParams: unsafe {
                super::loader::symbol(library, c"cuGraphInstantiateWithParams")
            },
            cuGraphExecGetFlags: unsafe {
                super::loader::symbol(library, c"cuGraphExecGetFlags")
            },
            cuGraphExecKernelNodeSetParams_v2: unsafe {
                super::loader::symbol(library, c"cuGraphExecKernelNodeSetParams_v2")
            },
            cuGraphExecMemcpyNodeSetParams: unsafe {
                super::loader::symbol(library, c"cuGraphExecMemcpyNodeSetParams")
            },
            cuGraphExecMemsetNodeSetParams: unsafe {
                super::loader::symbol(library, c"cuGraphExecMemsetNodeSetParams")
            },
            cuGraphExecHostNodeSetParams: unsafe {
                super::loader::symbol(library, c"cuGraphExecHostNodeSetParams")
            },
            cuGraphExecChildGraphNodeSetParams: unsafe {
                super::loader::symbol(library, c"cuGraphExecChildGraphNodeSetParams")
            },
            cuGraphExecEventRecordNodeSetEvent: unsafe {
                super::loader::symbol(library, c"cuGraphExecEventRecordNodeSetEvent")
            },
            cuGraphExecEventWaitNodeSetEvent: unsafe {
                super::loader::symbol(library, c"cuGraphExecEventWaitNodeSetEvent")
            },
            cuGraphExecExternalSemaphoresSignalNodeSetParams: unsafe {
                super::loader::symbol(
                    library,
                    c"cuGraphExecExternalSemaphoresSignalNodeSetParams",
                )
            },
            cuGraphExecExternalSemaphoresWaitNodeSetParams: unsafe {
                super::loader::symbol(
                    library,
                    c"cuGraphExecExternalSemaphoresWaitNodeSetParams",
                )
            },
            cuGraphNodeSetEnabled: unsafe {
                super::loader::symbol(library, c"cuGraphNodeSetEnabled")
            },
            cuGraphNodeGetEnabled: unsafe {
                super::loader::symbol(library, c"cuGraphNodeGetEnabled")
            },
            cuGraphUpload: unsafe { super::loader::symbol(library, c"cuGraphUpload") },
            cuGraphLaunch: unsafe { super::loader::symbol(library, c"cuGraphLaunch") },
            cuGraphExecDestroy: unsafe {
                super::loader::symbol(library, c"cuGraphExecDestroy")
            },
            cuGraphDestroy: unsafe { super::loader::symbol(library, c"cuGraphDestroy") },
            cuGraphExecUpdate_v2: unsafe {
                super::loader::symbol(library, c"cuGraphExecUpdate_v2")
            },
            cuGraphKernelNodeCopyAttributes: unsafe {
                super::loader::symbol(library, c"cuGraphKernelNodeCopyAttributes")
            },
            cuGraphKernelNodeGetAttribute: unsafe {
                super::loader::symbol(library, c"cuGraphKernelNodeGetAttribute")
            },
            cuGraphKernelNodeSetAttribute: unsafe {
                super::loader::symbol(library, c"cuGraphKernelNodeSetAttribute")
            },
            cuGraphDebugDotPrint: unsafe {
                super::loader::symbol(library, c"cuGraphDebugDotPrint")
            },
            cuUserObjectCreate: unsafe {
                super::loader::symbol(library, c"cuUserObjectCreate")
            },
            cuUserObjectRetain: unsafe {
                super::loader::symbol(library, c"cuUserObjectRetain")
            },
            cuUserObjectRelease: unsafe {
                super::loader::symbol(library, c"cuUserObjectRelease")
            },
            cuGraphRetainUserObject: unsafe {
                super::loader::symbol(library, c"cuGraphRetainUserObject")
            },
            cuGraphReleaseUserObject: unsafe {
                super::loader::symbol(library, c"cuGraphReleaseUserObject")
            },
            cuGraphAddNode: unsafe { super::loader::symbol(library, c"cuGraphAddNode") },
            cuGraphAddNode_v2: unsafe {
                super::loader::symbol(library, c"cuGraphAddNode_v2")
            },
            cuGraphNodeSetParams: unsafe {
                super::loader::symbol(library, c"cuGraphNodeSetParams")
            },
            cuGraphExecNodeSetParams: unsafe {
                super::loader::symbol(library, c"cuGraphExecNodeSetParams")
            },
            cuGraphConditionalHandleCreate: unsafe {
                super::loader::symbol(library, c"cuGraphConditionalHandleCreate")
            },
            cuOccupancyMaxActiveBlocksPerMultiprocessor: unsafe {
                super::loader::symbol(
                    library,
                    c"cuOccupancyMaxActiveBlocksPerMultiprocessor",
                )
            },
            cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags: unsafe {
                super::loader::symbol(
                    library,
                    c"cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags",
                )
            },
            cuOccupancyMaxPotentialBlockSize: unsafe {
                super::loader::symbol(library, c"cuOccupancyMaxPotentialBlockSize")
            },
            cuOccupancyMaxPotentialBlockSizeWithFlags: unsafe {
                super::loader::symbol(
                    library,
                    c"cuOccupancyMaxPotentialBlockSizeWithFlags",
                )
            },
            cuOccupancyAvailableDynamicSMemPerBlock: unsafe {
                super::loader::symbol(
                    library,
                    c"cuOccupancyAvailableDynamicSMemPerBlock",
                )
            },
            cuOccupancyMaxPotentialClusterSize: unsafe {
                super::loader::symbol(library, c"cuOccupancyMaxPotentialClusterSize")
            },
            cuOccupancyMaxActiveClusters: unsafe {
                super::loader::symbol(library, c"cuOccupancyMaxActiveClusters")
            },
            cuTexRefSetArray: unsafe {
                super::loader::symbol(library, c"cuTexRefSetArray")
            },
            cuTexRefSetMipmappedArray: unsafe {
                super::loader::symbol(library, c"cuTexRefSetMipmappedArray")
            },
            cuTexRefSetAddress_v2: unsafe {
                super::loader::symbol(library, c"cuTexRefSetAddress_v2")
            },
            cuTexRefSetAddress2D_v3: unsafe {
                super::loader::symbol(library, c"cuTexRefSetAddress2D_v3")
            },
            cuTexRefSetFormat: unsafe {
                super::loader::symbol(library, c"cuTexRefSetFormat")
            },
            cuTexRefSetAddressMode: unsafe {
                super::loader::symbol(library, c"cuTexRefSetAddressMode")
            },
            cuTexRefSetFilterMode: unsafe {
                super::loader::symbol(library, c"cuTexRefSetFilterMode")
            },
            cuTexRefSetMipmapFilterMode: unsafe {
                super::loader::symbol(library, c"cuTexRefSetMipmapFilterMode")
            },
            cuTexRefSetMipmapLevelBias: unsafe {
                super::loader::symbol(library, c"cuTexRefSetMipmapLevelBias")
            },
            cuTexRefSetMipmapLevelClamp: unsafe {
                super::loader::symbol(library, c"cuTexRefSetMipmapLevelClamp")
            },
            cuTexRefSetMaxAnisotropy: unsafe {
                super::loader::symbol(library, c"cuTexRefSetMaxAnisotropy")
            },
            cuTexRefSetBorderColor: unsafe {
                super::loader::symbol(library, c"cuTexRefSetBorderColor")
            },
            cuTexRefSetFlags: unsafe {
                super::loader::symbol(library, c"cuTexRefSetFlags")
            },
            cuTexRefGetAddress_v2: unsafe {
                super::loader::symbol(library, c"cuTexRefGetAddress_v2")
            },
            cuTexRefGetArray: unsafe {
                super::loader::symbol(library, c"cuTexRefGetArray")
            },
            cuTexRefGetMipmappedArray: unsafe {
                super::loader::symbol(library, c"cuTexRefGetMipmappedArray")
            },
            cuTexRefGetAddressMode: unsafe {
                super::loader::symbol(library, c"cuTexRefGetAddressMode")
            },
            cuTexRefGetFilterMode: unsafe {
                super::loader::symbol(library, c"cuTexRefGetFilterMode")
            },
            cuTexRefGetFormat: unsafe {
                super::loader::symbol(library, c"cuTexRefGetFormat")
            },
            cuTexRefGetMipmapFilterMode: unsafe {
                super::loader::symbol(library, c"cuTexRefGetMipmapFilterMode")
            },
            cuTexRefGetMipmapLevelBias: unsafe {
                super::loader::symbol(library, c"cuTexRefGetMipmapLevelBias")
            },
            cuTexRefGetMipmapLevelClamp: unsafe {
                super::loader::symbol(library, c"cuTexRefGetMipmapLevelClamp")
            },
            cuTexRefGetMaxAnisotropy: unsafe {
                super::loader::symbol(library, c"cuTexRefGetMaxAnisotropy")
            },
            cuTexRefGetBorderColor: unsafe {
                super::loader::symbol(library, c"cuTexRefGetBorderColor")
            },
            cuTexRefGetFlags: unsafe {
                super::loader::symbol(library, c"cuTexRefGetFlags")
            },
            cuTexRefCreate: unsafe { super::loader::symbol(library, c"cuTexRefCreate") },
            cuTexRefDestroy: unsafe {
                super::loader::symbol(library, c"cuTexRefDestroy")
            },
            cuSurfRefSetArray: unsafe {
                super::loader::symbol(library, c"cuSurfRefSetArray")
            },
            cuSurfRefGetArray: unsafe {
                super::loader::symbol(library, c"cuSurfRefGetArray")
            },
            cuTexObjectCreate: unsafe {
                super::loader::symbol(library, c"cuTexObjectCreate")
            },
            cuTexObjectDestroy: unsafe {
                super::loader::symbol(library, c"cuTexObjectDestroy")
            },
            cuTexObjectGetResourceDesc: unsafe {
                super::loader::symbol(library, c"cuTexObjectGetResourceDesc")
            },
            cuTexObjectGetTextureDesc: unsafe {
                super::loader::symbol(library, c"cuTexObjectGetTextureDesc")
            },
            cuTexObjectGetResourceViewDesc: unsafe {
                super::loader::symbol(library, c"cuTexObjectGetResourceViewDesc")
            },
            cuSurfObjectCreate: unsafe {
                super::loader::symbol(library, c"cuSurfObjectCreate")
            },
            cuSurfObjectDestroy: unsafe {
                super::loader::symbol(library, c"cuSurfObjectDestroy")
            },
            cuSurfObjectGetResourceDesc: unsafe {
                super::loader::symbol(library, c"cuSurfObjectGetResourceDesc")
            },
            cuTensorMapEncodeTiled: unsafe {
                super::loader::symbol(library, c"cuTensorMapEncodeTiled")
            },
            cuTensorMapEncodeIm2col: unsafe {
                super::loader::symbol(library, c"cuTensorMapEncodeIm2col")
            },
            cuTensorMapEncodeIm2colWide: unsafe {
                super::loader::symbol(library, c"cuTensorMapEncodeIm2colWide")
            },
            cuTensorMapReplaceAddress: unsafe {
                super::loader::symbol(library, c"cuTensorMapReplaceAddress")
            },
            cuDeviceCanAccessPeer: unsafe {
                super::loader::symbol(library, c"cuDeviceCanAccessPeer")
            },
            cuCtxEnablePeerAccess: unsafe {
                super::loader::symbol(library, c"cuCtxEnablePeerAccess")
            },
            cuCtxDisablePeerAccess: unsafe {
                super::loader::symbol(library, c"cuCtxDisablePeerAccess")
            },
            cuDeviceGetP2PAttribute: unsafe {
                super::loader::symbol(library, c"cuDeviceGetP2PAttribute")
            },
            cuGraphicsUnregisterResource: unsafe {
                super::loader::symbol(library, c"cuGraphicsUnregisterResource")
            },
            cuGraphicsSubResourceGetMappedArray: unsafe {
                super::loader::symbol(library, c"cuGraphicsSubResourceGetMappedArray")
            },
            cuGraphicsResourceGetMappedMipmappedArray: unsafe {
                super::loader::symbol(
                    library,
                    c"cuGraphicsResourceGetMappedMipmappedArray",
                )
            },
            cuGraphicsResourceGetMappedPointer_v2: unsafe {
                super::loader::symbol(library, c"cuGraphicsResourceGetMappedPointer_v2")
            },
            cuGraphicsResourceSetMapFlags_v2: unsafe {
                super::loader::symbol(library, c"cuGraphicsResourceSetMapFlags_v2")
            },
            cuGraphicsMapResources: unsafe {
                super::loader::symbol(library, c"cuGraphicsMapResources")
            },
            cuGraphicsUnmapResources: unsafe {
                super::loader::symbol(library, c"cuGraphicsUnmapResources")
            },
            cuGetProcAddress_v2: unsafe {
                super::loader::symbol(library, c"cuGetProcAddress_v2")
            },
            cuCoredumpGetAttribute: unsafe {
                super::loader::symbol(library, c"cuCoredumpGetAttribute")
            },
            cuCoredumpGetAttributeGlobal: unsafe {
                super::loader::symbol(library, c"cuCoredumpGetAttributeGlobal")
            },
            cuCoredumpSetAttribute: unsafe {
                super::loader::symbol(library, c"cuCoredumpSetAttribute")
            },
            cuCoredumpSetAttributeGlobal: unsafe {
                super::loader::symbol(library, c"cuCoredumpSetAttributeGlobal")
            },
            cuGetExportTable: unsafe {
                super::loader::symbol(library, c"cuGetExportTable")
            },
            cuGreenCtxCreate: unsafe {
                super::loader::symbol(library, c"cuGreenCtxCreate")
            },
            cuGreenCtxDestroy: unsafe {
                super::loader::symbol(library, c"cuGreenCtxDestroy")
            },
            cuCtxFromGreenCtx: unsafe {
                super::loader::symbol(library, c"cuCtxFromGreenCtx")
            },
            cuDeviceGetDevResource: unsafe {
                super::loader::symbol(library, c"cuDeviceGetDevResource")
            },
            cuCtxGetDevResource: unsafe {
                super::loader::symbol(library, c"cuCtxGetDevResource")
            },
            cuGreenCtxGetDevResource: unsafe {
                super::loader::symbol(library, c"cuGreenCtxGetDevResource")
            },
            cuDevSmResourceSplitByCount: unsafe {
                super::loader::symbol(library, c"cuDevSmResourceSplitByCount")
            },
            cuDevResourceGenerateDesc: unsafe {
                super::loader::symbol(library, c"cuDevResourceGenerateDesc")
            },
            cuGreenCtxRecordEvent: unsafe {
                super::loader::symbol(library, c"cuGreenCtxRecordEvent")
            },
            cuGreenCtxWaitEvent: unsafe {
                super::loader::symbol(library, c"cuGreenCtxWaitEvent")
            },
            cuStreamGetGreenCtx: unsafe {
                super::loader::symbol(library, c"cuStreamGetGreenCtx")
            },
            cuGreenCtxStreamCreate: unsafe {
                super::loader::symbol(library, c"cuGreenCtxStreamCreate")
            },
            cuLogsRegisterCallback: unsafe {
                super::loader::symbol(library, c"cuLogsRegisterCallback")
            },
            cuLogsUnregisterCallback: unsafe {
                super::loader::symbol(library, c"cuLogsUnregisterCallback")
            },
            cuLogsCurrent: unsafe { super::loader::symbol(library, c"cuLogsCurrent") },
            cuLogsDumpToFile: unsafe {
                super::loader::symbol(library, c"cuLogsDumpToFile")
            },
            cuLogsDumpToMemory: unsafe {
                super::loader::symbol(library, c"cuLogsDumpToMemory")
            },
            cuCheckpointProcessGetRestoreThreadId: unsafe {
                super::loader::symbol(library, c"cuCheckpointProcessGetRestoreThreadId")
            },
            cuCheckpointProcessGetState: unsafe {
                super::loader::symbol(library, c"cuCheckpointProcessGetState")
            },
            cuCheckpointProcessLock: unsafe {
                super::loader::symbol(library, c"cuCheckpointProcessLock")
            },
            cuCheckpointProcessCheckpoint: unsafe {
                super::loader::symbol(library, c"cuCheckpointProcessCheckpoint")
            },
            cuCheckpointProcessRestore: unsafe {
                super::loader::symbol(library, c"cuCheckpointProcessRestore")
            },
            cuCheckpointProcessUnlock: unsafe {
                super::loader::symbol(library, c"cuCheckpointProcessUnlock")
            },
        }
    }
    /// Each entry point's name and whether the loaded library exports it.
    pub fn entries(&self) -> [(&'static str, bool); 452usize] {
        [
            ("cuGetErrorString", self.cuGetErrorString.is_some()),
            ("cuGetErrorName", self.cuGetErrorName.is_some()),
            ("cuInit", self.cuInit.is_some()),
            ("cuDriverGetVersion", self.cuDriverGetVersion.is_some()),
            ("cuDeviceGet", self.cuDeviceGet.is_some()),
            ("cuDeviceGetCount", self.cuDeviceGetCount.is_some()),
            ("cuDeviceGetName", self.cuDeviceGetName.is_some()),
            ("cuDeviceGetUuid", self.cuDeviceGetUuid.is_some()),
            ("cuDeviceGetUuid_v2", self.cuDeviceGetUuid_v2.is_some()),
            ("cuDeviceGetLuid", self.cuDeviceGetLuid.is_some()),
            ("cuDeviceTotalMem_v2", self.cuDeviceTotalMem_v2.is_some()),
            (
                "cuDeviceGetTexture1DLinearMaxWidth",
                self.cuDeviceGetTexture1DLinearMaxWidth.is_some(),
            ),
            ("cuDeviceGetAttribute", self.cuDeviceGetAttribute.is_some()),
            (
                "cuDeviceGetNvSciSyncAttributes",
                self.cuDeviceGetNvSciSyncAttributes.is_some(),
            ),
            ("cuDeviceSetMemPool", self.cuDeviceSetMemPool.is_some()),
            ("cuDeviceGetMemPool", self.cuDeviceGetMemPool.is_some()),
            ("cuDeviceGetDefaultMemPool", self.cuDeviceGetDefaultMemPool.is_some()),
            (
                "cuDeviceGetExecAffinitySupport",
                self.cuDeviceGetExecAffinitySupport.is_some(),
            ),
            ("cuFlushGPUDirectRDMAWrites", self.cuFlushGPUDirectRDMAWrites.is_some()),
            ("cuDeviceGetProperties", self.cuDeviceGetProperties.is_some()),
            ("cuDeviceComputeCapability", self.cuDeviceComputeCapability.is_some()),
            ("cuDevicePrimaryCtxRetain", self.cuDevicePrimaryCtxRetain.is_some()),
            (
                "cuDevicePrimaryCtxRelease_v2",
                self.cuDevicePrimaryCtxRelease_v2.is_some(),
            ),
            (
                "cuDevicePrimaryCtxSetFlags_v2",
                self.cuDevicePrimaryCtxSetFlags_v2.is_some(),
            ),
            ("cuDevicePrimaryCtxGetState", self.cuDevicePrimaryCtxGetState.is_some()),
            ("cuDevicePrimaryCtxReset_v2", self.cuDevicePrimaryCtxReset_v2.is_some()),
            ("cuCtxCreate_v2", self.cuCtxCreate_v2.is_some()),
            ("cuCtxCreate_v3", self.cuCtxCreate_v3.is_some()),
            ("cuCtxCreate_v4", self.cuCtxCreate_v4.is_some()),
            ("cuCtxDestroy_v2", self.cuCtxDestroy_v2.is_some()),
            ("cuCtxPushCurrent_v2", self.cuCtxPushCurrent_v2.is_some()),
            ("cuCtxPopCurrent_v2", self.cuCtxPopCurrent_v2.is_some()),
            ("cuCtxSetCurrent", self.cuCtxSetCurrent.is_some()),
            ("cuCtxGetCurrent", self.cuCtxGetCurrent.is_some()),
            ("cuCtxGetDevice", self.cuCtxGetDevice.is_some()),
            ("cuCtxGetFlags", self.cuCtxGetFlags.is_some()),
            ("cuCtxSetFlags", self.cuCtxSetFlags.is_some()),
            ("cuCtxGetId", self.cuCtxGetId.is_some()),
            ("cuCtxSynchronize", self.cuCtxSynchronize.is_some()),
            ("cuCtxSetLimit", self.cuCtxSetLimit.is_some()),
            ("cuCtxGetLimit", self.cuCtxGetLimit.is_some()),
            ("cuCtxGetCacheConfig", self.cuCtxGetCacheConfig.is_some()),
            ("cuCtxSetCacheConfig", self.cuCtxSetCacheConfig.is_some()),
            ("cuCtxGetApiVersion", self.cuCtxGetApiVersion.is_some()),
            ("cuCtxGetStreamPriorityRange", self.cuCtxGetStreamPriorityRange.is_some()),
            ("cuCtxResetPersistingL2Cache", self.cuCtxResetPersistingL2Cache.is_some()),
            ("cuCtxGetExecAffinity", self.cuCtxGetExecAffinity.is_some()),
            ("cuCtxRecordEvent", self.cuCtxRecordEvent.is_some()),
            ("cuCtxWaitEvent", self.cuCtxWaitEvent.is_some()),
            ("cuCtxAttach", self.cuCtxAttach.is_some()),
            ("cuCtxDetach", self.cuCtxDetach.is_some()),
            ("cuCtxGetSharedMemConfig", self.cuCtxGetSharedMemConfig.is_some()),
            ("cuCtxSetSharedMemConfig", self.cuCtxSetSharedMemConfig.is_some()),
            ("cuModuleLoad", self.cuModuleLoad.is_some()),
            ("cuModuleLoadData", self.cuModuleLoadData.is_some()),
            ("cuModuleLoadDataEx", self.cuModuleLoadDataEx.is_some()),
            ("cuModuleLoadFatBinary", self.cuModuleLoadFatBinary.is_some()),
            ("cuModuleUnload", self.cuModuleUnload.is_some()),
            ("cuModuleGetLoadingMode", self.cuModuleGetLoadingMode.is_some()),
            ("cuModuleGetFunction", self.cuModuleGetFunction.is_some()),
            ("cuModuleGetFunctionCount", self.cuModuleGetFunctionCount.is_some()),
            ("cuModuleEnumerateFunctions", self.cuModuleEnumerateFunctions.is_some()),
            ("cuModuleGetGlobal_v2", self.cuModuleGetGlobal_v2.is_some()),
            ("cuLinkCreate_v2", self.cuLinkCreate_v2.is_some()),
            ("cuLinkAddData_v2", self.cuLinkAddData_v2.is_some()),
            ("cuLinkAddFile_v2", self.cuLinkAddFile_v2.is_some()),
            ("cuLinkComplete", self.cuLinkComplete.is_some()),
            ("cuLinkDestroy", self.cuLinkDestroy.is_some()),
            ("cuModuleGetTexRef", self.cuModuleGetTexRef.is_some()),
            ("cuModuleGetSurfRef", self.cuModuleGetSurfRef.is_some()),
            ("cuLibraryLoadData", self.cuLibraryLoadData.is_some()),
            ("cuLibraryLoadFromFile", self.cuLibraryLoadFromFile.is_some()),
            ("cuLibraryUnload", self.cuLibraryUnload.is_some()),
            ("cuLibraryGetKernel", self.cuLibraryGetKernel.is_some()),
            ("cuLibraryGetKernelCount", self.cuLibraryGetKernelCount.is_some()),
            ("cuLibraryEnumerateKernels", self.cuLibraryEnumerateKernels.is_some()),
            ("cuLibraryGetModule", self.cuLibraryGetModule.is_some()),
            ("cuKernelGetFunction", self.cuKernelGetFunction.is_some()),
            ("cuKernelGetLibrary", self.cuKernelGetLibrary.is_some()),
            ("cuLibraryGetGlobal", self.cuLibraryGetGlobal.is_some()),
            ("cuLibraryGetManaged", self.cuLibraryGetManaged.is_some()),
            ("cuLibraryGetUnifiedFunction", self.cuLibraryGetUnifiedFunction.is_some()),
            ("cuKernelGetAttribute", self.cuKernelGetAttribute.is_some()),
            ("cuKernelSetAttribute", self.cuKernelSetAttribute.is_some()),
            ("cuKernelSetCacheConfig", self.cuKernelSetCacheConfig.is_some()),
            ("cuKernelGetName", self.cuKernelGetName.is_some()),
            ("cuKernelGetParamInfo", self.cuKernelGetParamInfo.is_some()),
            ("cuMemGetInfo_v2", self.cuMemGetInfo_v2.is_some()),
            ("cuMemAlloc_v2", self.cuMemAlloc_v2.is_some()),
            ("cuMemAllocPitch_v2", self.cuMemAllocPitch_v2.is_some()),
            ("cuMemFree_v2", self.cuMemFree_v2.is_some()),
            ("cuMemGetAddressRange_v2", self.cuMemGetAddressRange_v2.is_some()),
            ("cuMemAllocHost_v2", self.cuMemAllocHost_v2.is_some()),
            ("cuMemFreeHost", self.cuMemFreeHost.is_some()),
            ("cuMemHostAlloc", self.cuMemHostAlloc.is_some()),
            (
                "cuMemHostGetDevicePointer_v2",
                self.cuMemHostGetDevicePointer_v2.is_some(),
            ),
            ("cuMemHostGetFlags", self.cuMemHostGetFlags.is_some()),
            ("cuMemAllocManaged", self.cuMemAllocManaged.is_some()),
            (
                "cuDeviceRegisterAsyncNotification",
                self.cuDeviceRegisterAsyncNotification.is_some(),
            ),
            (
                "cuDeviceUnregisterAsyncNotification",
                self.cuDeviceUnregisterAsyncNotification.is_some(),
            ),
            ("cuDeviceGetByPCIBusId", self.cuDeviceGetByPCIBusId.is_some()),
            ("cuDeviceGetPCIBusId", self.cuDeviceGetPCIBusId.is_some()),
            ("cuIpcGetEventHandle", self.cuIpcGetEventHandle.is_some()),
            ("cuIpcOpenEventHandle", self.cuIpcOpenEventHandle.is_some()),
            ("cuIpcGetMemHandle", self.cuIpcGetMemHandle.is_some()),
            ("cuIpcOpenMemHandle_v2", self.cuIpcOpenMemHandle_v2.is_some()),
            ("cuIpcCloseMemHandle", self.cuIpcCloseMemHandle.is_some()),
            ("cuMemHostRegister_v2", self.cuMemHostRegister_v2.is_some()),
            ("cuMemHostUnregister", self.cuMemHostUnregister.is_some()),
            ("cuMemcpy", self.cuMemcpy.is_some()),
            ("cuMemcpyPeer", self.cuMemcpyPeer.is_some()),
            ("cuMemcpyHtoD_v2", self.cuMemcpyHtoD_v2.is_some()),
            ("cuMemcpyDtoH_v2", self.cuMemcpyDtoH_v2.is_some()),
            ("cuMemcpyDtoD_v2", self.cuMemcpyDtoD_v2.is_some()),
            ("cuMemcpyDtoA_v2", self.cuMemcpyDtoA_v2.is_some()),
            ("cuMemcpyAtoD_v2", self.cuMemcpyAtoD_v2.is_some()),
            ("cuMemcpyHtoA_v2", self.cuMemcpyHtoA_v2.is_some()),
            ("cuMemcpyAtoH_v2", self.cuMemcpyAtoH_v2.is_some()),
            ("cuMemcpyAtoA_v2", self.cuMemcpyAtoA_v2.is_some()),
            ("cuMemcpy2D_v2", self.cuMemcpy2D_v2.is_some()),
            ("cuMemcpy2DUnaligned_v2", self.cuMemcpy2DUnaligned_v2.is_some()),
            ("cuMemcpy3D_v2", self.cuMemcpy3D_v2.is_some()),
            ("cuMemcpy3DPeer", self.cuMemcpy3DPeer.is_some()),
            ("cuMemcpyAsync", self.cuMemcpyAsync.is_some()),
            ("cuMemcpyPeerAsync", self.cuMemcpyPeerAsync.is_some()),
            ("cuMemcpyHtoDAsync_v2", self.cuMemcpyHtoDAsync_v2.is_some()),
            ("cuMemcpyDtoHAsync_v2", self.cuMemcpyDtoHAsync_v2.is_some()),
            ("cuMemcpyDtoDAsync_v2", self.cuMemcpyDtoDAsync_v2.is_some()),
            ("cuMemcpyHtoAAsync_v2", self.cuMemcpyHtoAAsync_v2.is_some()),
            ("cuMemcpyAtoHAsync_v2", self.cuMemcpyAtoHAsync_v2.is_some()),
            ("cuMemcpy2DAsync_v2", self.cuMemcpy2DAsync_v2.is_some()),
            ("cuMemcpy3DAsync_v2", self.cuMemcpy3DAsync_v2.is_some()),
            ("cuMemcpy3DPeerAsync", self.cuMemcpy3DPeerAsync.is_some()),
            ("cuMemcpyBatchAsync", self.cuMemcpyBatchAsync.is_some()),
            ("cuMemcpy3DBatchAsync", self.cuMemcpy3DBatchAsync.is_some()),
            ("cuMemsetD8_v2", self.cuMemsetD8_v2.is_some()),
            ("cuMemsetD16_v2", self.cuMemsetD16_v2.is_some()),
            ("cuMemsetD32_v2", self.cuMemsetD32_v2.is_some()),
            ("cuMemsetD2D8_v2", self.cuMemsetD2D8_v2.is_some()),
            ("cuMemsetD2D16_v2", self.cuMemsetD2D16_v2.is_some()),
            ("cuMemsetD2D32_v2", self.cuMemsetD2D32_v2.is_some()),
            ("cuMemsetD8Async", self.cuMemsetD8Async.is_some()),
            ("cuMemsetD16Async", self.cuMemsetD16Async.is_some()),
            ("cuMemsetD32Async", self.cuMemsetD32Async.is_some()),
            ("cuMemsetD2D8Async", self.cuMemsetD2D8Async.is_some()),
            ("cuMemsetD2D16Async", self.cuMemsetD2D16Async.is_some()),
            ("cuMemsetD2D32Async", self.cuMemsetD2D32Async.is_some()),
            ("cuArrayCreate_v2", self.cuArrayCreate_v2.is_some()),
            ("cuArrayGetDescriptor_v2", self.cuArrayGetDescriptor_v2.is_some()),
            ("cuArrayGetSparseProperties", self.cuArrayGetSparseProperties.is_some()),
            (
                "cuMipmappedArrayGetSparseProperties",
                self.cuMipmappedArrayGetSparseProperties.is_some(),
            ),
            (
                "cuArrayGetMemoryRequirements",
                self.cuArrayGetMemoryRequirements.is_some(),
            ),
            (
                "cuMipmappedArrayGetMemoryRequirements",
                self.cuMipmappedArrayGetMemoryRequirements.is_some(),
            ),
            ("cuArrayGetPlane", self.cuArrayGetPlane.is_some()),
            ("cuArrayDestroy", self.cuArrayDestroy.is_some()),
            ("cuArray3DCreate_v2", self.cuArray3DCreate_v2.is_some()),
            ("cuArray3DGetDescriptor_v2", self.cuArray3DGetDescriptor_v2.is_some()),
            ("cuMipmappedArrayCreate", self.cuMipmappedArrayCreate.is_some()),
            ("cuMipmappedArrayGetLevel", self.cuMipmappedArrayGetLevel.is_some()),
            ("cuMipmappedArrayDestroy", self.cuMipmappedArrayDestroy.is_some()),
            (
                "cuMemGetHandleForAddressRange",
                self.cuMemGetHandleForAddressRange.is_some(),
            ),
            ("cuMemBatchDecompressAsync", self.cuMemBatchDecompressAsync.is_some()),
            ("cuMemAddressReserve", self.cuMemAddressReserve.is_some()),
            ("cuMemAddressFree", self.cuMemAddressFree.is_some()),
            ("cuMemCreate", self.cuMemCreate.is_some()),
            ("cuMemRelease", self.cuMemRelease.is_some()),
            ("cuMemMap", self.cuMemMap.is_some()),
            ("cuMemMapArrayAsync", self.cuMemMapArrayAsync.is_some()),
            ("cuMemUnmap", self.cuMemUnmap.is_some()),
            ("cuMemSetAccess", self.cuMemSetAccess.is_some()),
            ("cuMemGetAccess", self.cuMemGetAccess.is_some()),
            (
                "cuMemExportToShareableHandle",
                self.cuMemExportToShareableHandle.is_some(),
            ),
            (
                "cuMemImportFromShareableHandle",
                self.cuMemImportFromShareableHandle.is_some(),
            ),
            (
                "cuMemGetAllocationGranularity",
                self.cuMemGetAllocationGranularity.is_some(),
            ),
            (
                "cuMemGetAllocationPropertiesFromHandle",
                self.cuMemGetAllocationPropertiesFromHandle.is_some(),
            ),
            ("cuMemRetainAllocationHandle", self.cuMemRetainAllocationHandle.is_some()),
            ("cuMemFreeAsync", self.cuMemFreeAsync.is_some()),
            ("cuMemAllocAsync", self.cuMemAllocAsync.is_some()),
            ("cuMemPoolTrimTo", self.cuMemPoolTrimTo.is_some()),
            ("cuMemPoolSetAttribute", self.cuMemPoolSetAttribute.is_some()),
            ("cuMemPoolGetAttribute", self.cuMemPoolGetAttribute.is_some()),
            ("cuMemPoolSetAccess", self.cuMemPoolSetAccess.is_some()),
            ("cuMemPoolGetAccess", self.cuMemPoolGetAccess.is_some()),
            ("cuMemPoolCreate", self.cuMemPoolCreate.is_some()),
            ("cuMemPoolDestroy", self.cuMemPoolDestroy.is_some()),
            ("cuMemAllocFromPoolAsync", self.cuMemAllocFromPoolAsync.is_some()),
            (
                "cuMemPoolExportToShareableHandle",
                self.cuMemPoolExportToShareableHandle.is_some(),
            ),
            (
                "cuMemPoolImportFromShareableHandle",
                self.cuMemPoolImportFromShareableHandle.is_some(),
            ),
            ("cuMemPoolExportPointer", self.cuMemPoolExportPointer.is_some()),
            ("cuMemPoolImportPointer", self.cuMemPoolImportPointer.is_some()),
            ("cuMulticastCreate", self.cuMulticastCreate.is_some()),
            ("cuMulticastAddDevice", self.cuMulticastAddDevice.is_some()),
            ("cuMulticastBindMem", self.cuMulticastBindMem.is_some()),
            ("cuMulticastBindAddr", self.cuMulticastBindAddr.is_some()),
            ("cuMulticastUnbind", self.cuMulticastUnbind.is_some()),
            ("cuMulticastGetGranularity", self.cuMulticastGetGranularity.is_some()),
            ("cuPointerGetAttribute", self.cuPointerGetAttribute.is_some()),
            ("cuMemPrefetchAsync", self.cuMemPrefetchAsync.is_some()),
            ("cuMemPrefetchAsync_v2", self.cuMemPrefetchAsync_v2.is_some()),
            ("cuMemAdvise", self.cuMemAdvise.is_some()),
            ("cuMemAdvise_v2", self.cuMemAdvise_v2.is_some()),
            ("cuMemRangeGetAttribute", self.cuMemRangeGetAttribute.is_some()),
            ("cuMemRangeGetAttributes", self.cuMemRangeGetAttributes.is_some()),
            ("cuPointerSetAttribute", self.cuPointerSetAttribute.is_some()),
            ("cuPointerGetAttributes", self.cuPointerGetAttributes.is_some()),
            ("cuStreamCreate", self.cuStreamCreate.is_some()),
            ("cuStreamCreateWithPriority", self.cuStreamCreateWithPriority.is_some()),
            ("cuStreamGetPriority", self.cuStreamGetPriority.is_some()),
            ("cuStreamGetDevice", self.cuStreamGetDevice.is_some()),
            ("cuStreamGetFlags", self.cuStreamGetFlags.is_some()),
            ("cuStreamGetId", self.cuStreamGetId.is_some()),
            ("cuStreamGetCtx", self.cuStreamGetCtx.is_some()),
            ("cuStreamGetCtx_v2", self.cuStreamGetCtx_v2.is_some()),
            ("cuStreamWaitEvent", self.cuStreamWaitEvent.is_some()),
            ("cuStreamAddCallback", self.cuStreamAddCallback.is_some()),
            ("cuStreamBeginCapture_v2", self.cuStreamBeginCapture_v2.is_some()),
            ("cuStreamBeginCaptureToGraph", self.cuStreamBeginCaptureToGraph.is_some()),
            (
                "cuThreadExchangeStreamCaptureMode",
                self.cuThreadExchangeStreamCaptureMode.is_some(),
            ),
            ("cuStreamEndCapture", self.cuStreamEndCapture.is_some()),
            ("cuStreamIsCapturing", self.cuStreamIsCapturing.is_some()),
            ("cuStreamGetCaptureInfo_v2", self.cuStreamGetCaptureInfo_v2.is_some()),
            ("cuStreamGetCaptureInfo_v3", self.cuStreamGetCaptureInfo_v3.is_some()),
            (
                "cuStreamUpdateCaptureDependencies",
                self.cuStreamUpdateCaptureDependencies.is_some(),
            ),
            (
                "cuStreamUpdateCaptureDependencies_v2",
                self.cuStreamUpdateCaptureDependencies_v2.is_some(),
            ),
            ("cuStreamAttachMemAsync", self.cuStreamAttachMemAsync.is_some()),
            ("cuStreamQuery", self.cuStreamQuery.is_some()),
            ("cuStreamSynchronize", self.cuStreamSynchronize.is_some()),
            ("cuStreamDestroy_v2", self.cuStreamDestroy_v2.is_some()),
            ("cuStreamCopyAttributes", self.cuStreamCopyAttributes.is_some()),
            ("cuStreamGetAttribute", self.cuStreamGetAttribute.is_some()),
            ("cuStreamSetAttribute", self.cuStreamSetAttribute.is_some()),
            ("cuEventCreate", self.cuEventCreate.is_some()),
            ("cuEventRecord", self.cuEventRecord.is_some()),
            ("cuEventRecordWithFlags", self.cuEventRecordWithFlags.is_some()),
            ("cuEventQuery", self.cuEventQuery.is_some()),
            ("cuEventSynchronize", self.cuEventSynchronize.is_some()),
            ("cuEventDestroy_v2", self.cuEventDestroy_v2.is_some()),
            ("cuEventElapsedTime", self.cuEventElapsedTime.is_some()),
            ("cuEventElapsedTime_v2", self.cuEventElapsedTime_v2.is_some()),
            ("cuImportExternalMemory", self.cuImportExternalMemory.is_some()),
            (
                "cuExternalMemoryGetMappedBuffer",
                self.cuExternalMemoryGetMappedBuffer.is_some(),
            ),
            (
                "cuExternalMemoryGetMappedMipmappedArray",
                self.cuExternalMemoryGetMappedMipmappedArray.is_some(),
            ),
            ("cuDestroyExternalMemory", self.cuDestroyExternalMemory.is_some()),
            ("cuImportExternalSemaphore", self.cuImportExternalSemaphore.is_some()),
            (
                "cuSignalExternalSemaphoresAsync",
                self.cuSignalExternalSemaphoresAsync.is_some(),
            ),
            (
                "cuWaitExternalSemaphoresAsync",
                self.cuWaitExternalSemaphoresAsync.is_some(),
            ),
            ("cuDestroyExternalSemaphore", self.cuDestroyExternalSemaphore.is_some()),
            ("cuStreamWaitValue32_v2", self.cuStreamWaitValue32_v2.is_some()),
            ("cuStreamWaitValue64_v2", self.cuStreamWaitValue64_v2.is_some()),
            ("cuStreamWriteValue32_v2", self.cuStreamWriteValue32_v2.is_some()),
            ("cuStreamWriteValue64_v2", self.cuStreamWriteValue64_v2.is_some()),
            ("cuStreamBatchMemOp_v2", self.cuStreamBatchMemOp_v2.is_some()),
            ("cuFuncGetAttribute", self.cuFuncGetAttribute.is_some()),
            ("cuFuncSetAttribute", self.cuFuncSetAttribute.is_some()),
            ("cuFuncSetCacheConfig", self.cuFuncSetCacheConfig.is_some()),
            ("cuFuncGetModule", self.cuFuncGetModule.is_some()),
            ("cuFuncGetName", self.cuFuncGetName.is_some()),
            ("cuFuncGetParamInfo", self.cuFuncGetParamInfo.is_some()),
            ("cuFuncIsLoaded", self.cuFuncIsLoaded.is_some()),
            ("cuFuncLoad", self.cuFuncLoad.is_some()),
            ("cuLaunchKernel", self.cuLaunchKernel.is_some()),
            ("cuLaunchKernelEx", self.cuLaunchKernelEx.is_some()),
            ("cuLaunchCooperativeKernel", self.cuLaunchCooperativeKernel.is_some()),
            (
                "cuLaunchCooperativeKernelMultiDevice",
                self.cuLaunchCooperativeKernelMultiDevice.is_some(),
            ),
            ("cuLaunchHostFunc", self.cuLaunchHostFunc.is_some()),
            ("cuFuncSetBlockShape", self.cuFuncSetBlockShape.is_some()),
            ("cuFuncSetSharedSize", self.cuFuncSetSharedSize.is_some()),
            ("cuParamSetSize", self.cuParamSetSize.is_some()),
            ("cuParamSeti", self.cuParamSeti.is_some()),
            ("cuParamSetf", self.cuParamSetf.is_some()),
            ("cuParamSetv", self.cuParamSetv.is_some()),
            ("cuLaunch", self.cuLaunch.is_some()),
            ("cuLaunchGrid", self.cuLaunchGrid.is_some()),
            ("cuLaunchGridAsync", self.cuLaunchGridAsync.is_some()),
            ("cuParamSetTexRef", self.cuParamSetTexRef.is_some()),
            ("cuFuncSetSharedMemConfig", self.cuFuncSetSharedMemConfig.is_some()),
            ("cuGraphCreate", self.cuGraphCreate.is_some()),
            ("cuGraphAddKernelNode_v2", self.cuGraphAddKernelNode_v2.is_some()),
            (
                "cuGraphKernelNodeGetParams_v2",
                self.cuGraphKernelNodeGetParams_v2.is_some(),
            ),
            (
                "cuGraphKernelNodeSetParams_v2",
                self.cuGraphKernelNodeSetParams_v2.is_some(),
            ),
            ("cuGraphAddMemcpyNode", self.cuGraphAddMemcpyNode.is_some()),
            ("cuGraphMemcpyNodeGetParams", self.cuGraphMemcpyNodeGetParams.is_some()),
            ("cuGraphMemcpyNodeSetParams", self.cuGraphMemcpyNodeSetParams.is_some()),
            ("cuGraphAddMemsetNode", self.cuGraphAddMemsetNode.is_some()),
            ("cuGraphMemsetNodeGetParams", self.cuGraphMemsetNodeGetParams.is_some()),
            ("cuGraphMemsetNodeSetParams", self.cuGraphMemsetNodeSetParams.is_some()),
            ("cuGraphAddHostNode", self.cuGraphAddHostNode.is_some()),
            ("cuGraphHostNodeGetParams", self.cuGraphHostNodeGetParams.is_some()),
            ("cuGraphHostNodeSetParams", self.cuGraphHostNodeSetParams.is_some()),
            ("cuGraphAddChildGraphNode", self.cuGraphAddChildGraphNode.is_some()),
            (
                "cuGraphChildGraphNodeGetGraph",
                self.cuGraphChildGraphNodeGetGraph.is_some(),
            ),
            ("cuGraphAddEmptyNode", self.cuGraphAddEmptyNode.is_some()),
            ("cuGraphAddEventRecordNode", self.cuGraphAddEventRecordNode.is_some()),
            (
                "cuGraphEventRecordNodeGetEvent",
                self.cuGraphEventRecordNodeGetEvent.is_some(),
            ),
            (
                "cuGraphEventRecordNodeSetEvent",
                self.cuGraphEventRecordNodeSetEvent.is_some(),
            ),
            ("cuGraphAddEventWaitNode", self.cuGraphAddEventWaitNode.is_some()),
            (
                "cuGraphEventWaitNodeGetEvent",
                self.cuGraphEventWaitNodeGetEvent.is_some(),
            ),
            (
                "cuGraphEventWaitNodeSetEvent",
                self.cuGraphEventWaitNodeSetEvent.is_some(),
            ),
            (
                "cuGraphAddExternalSemaphoresSignalNode",
                self.cuGraphAddExternalSemaphoresSignalNode.is_some(),
            ),
            (
                "cuGraphExternalSemaphoresSignalNodeGetParams",
                self.cuGraphExternalSemaphoresSignalNodeGetParams.is_some(),
            ),
            (
                "cuGraphExternalSemaphoresSignalNodeSetParams",
                self.cuGraphExternalSemaphoresSignalNodeSetParams.is_some(),
            ),
            (
                "cuGraphAddExternalSemaphoresWaitNode",
                self.cuGraphAddExternalSemaphoresWaitNode.is_some(),
            ),
            (
                "cuGraphExternalSemaphoresWaitNodeGetParams",
                self.cuGraphExternalSemaphoresWaitNodeGetParams.is_some(),
            ),
            (
                "cuGraphExternalSemaphoresWaitNodeSetParams",
                self.cuGraphExternalSemaphoresWaitNodeSetParams.is_some(),
            ),
            ("cuGraphAddBatchMemOpNode", self.cuGraphAddBatchMemOpNode.is_some()),
            (
                "cuGraphBatchMemOpNodeGetParams",
                self.cuGraphBatchMemOpNodeGetParams.is_some(),
            ),
            (
                "cuGraphBatchMemOpNodeSetParams",
                self.cuGraphBatchMemOpNodeSetParams.is_some(),
            ),
            (
                "cuGraphExecBatchMemOpNodeSetParams",
                self.cuGraphExecBatchMemOpNodeSetParams.is_some(),
            ),
            ("cuGraphAddMemAllocNode", self.cuGraphAddMemAllocNode.is_some()),
            (
                "cuGraphMemAllocNodeGetParams",
                self.cuGraphMemAllocNodeGetParams.is_some(),
            ),
            ("cuGraphAddMemFreeNode", self.cuGraphAddMemFreeNode.is_some()),
            ("cuGraphMemFreeNodeGetParams", self.cuGraphMemFreeNodeGetParams.is_some()),
            ("cuDeviceGraphMemTrim", self.cuDeviceGraphMemTrim.is_some()),
            (
                "cuDeviceGetGraphMemAttribute",
                self.cuDeviceGetGraphMemAttribute.is_some(),
            ),
            (
                "cuDeviceSetGraphMemAttribute",
                self.cuDeviceSetGraphMemAttribute.is_some(),
            ),
            ("cuGraphClone", self.cuGraphClone.is_some()),
            ("cuGraphNodeFindInClone", self.cuGraphNodeFindInClone.is_some()),
            ("cuGraphNodeGetType", self.cuGraphNodeGetType.is_some()),
            ("cuGraphGetNodes", self.cuGraphGetNodes.is_some()),
            ("cuGraphGetRootNodes", self.cuGraphGetRootNodes.is_some()),
            ("cuGraphGetEdges", self.cuGraphGetEdges.is_some()),
            ("cuGraphGetEdges_v2", self.cuGraphGetEdges_v2.is_some()),
            ("cuGraphNodeGetDependencies", self.cuGraphNodeGetDependencies.is_some()),
            (
                "cuGraphNodeGetDependencies_v2",
                self.cuGraphNodeGetDependencies_v2.is_some(),
            ),
            (
                "cuGraphNodeGetDependentNodes",
                self.cuGraphNodeGetDependentNodes.is_some(),
            ),
            (
                "cuGraphNodeGetDependentNodes_v2",
                self.cuGraphNodeGetDependentNodes_v2.is_some(),
            ),
            ("cuGraphAddDependencies", self.cuGraphAddDependencies.is_some()),
            ("cuGraphAddDependencies_v2", self.cuGraphAddDependencies_v2.is_some()),
            ("cuGraphRemoveDependencies", self.cuGraphRemoveDependencies.is_some()),
            (
                "cuGraphRemoveDependencies_v2",
                self.cuGraphRemoveDependencies_v2.is_some(),
            ),
            ("cuGraphDestroyNode", self.cuGraphDestroyNode.is_some()),
            ("cuGraphInstantiateWithFlags", self.cuGraphInstantiateWithFlags.is_some()),
            (
                "cuGraphInstantiateWithParams",
                self.cuGraphInstantiateWithParams.is_some(),
            ),
            ("cuGraphExecGetFlags", self.cuGraphExecGetFlags.is_some()),
            (
                "cuGraphExecKernelNodeSetParams_v2",
                self.cuGraphExecKernelNodeSetParams_v2.is_some(),
            ),
            (
                "cuGraphExecMemcpyNodeSetParams",
                self.cuGraphExecMemcpyNodeSetParams.is_some(),
            ),
            (
                "cuGraphExecMemsetNodeSetParams",
                self.cuGraphExecMemsetNodeSetParams.is_some(),
            ),
            (
                "cuGraphExecHostNodeSetParams",
                self.cuGraphExecHostNodeSetParams.is_some(),
            ),
            (
                "cuGraphExecChildGraphNodeSetParams",
                self.cuGraphExecChildGraphNodeSetParams.is_some(),
            ),
            (
                "cuGraphExecEventRecordNodeSetEvent",
                self.cuGraphExecEventRecordNodeSetEvent.is_some(),
            ),
            (
                "cuGraphExecEventWaitNodeSetEvent",
                self.cuGraphExecEventWaitNodeSetEvent.is_some(),
            ),
            (
                "cuGraphExecExternalSemaphoresSignalNodeSetParams",
                self.cuGraphExecExternalSemaphoresSignalNodeSetParams.is_some(),
            ),
            (
                "cuGraphExecExternalSemaphoresWaitNodeSetParams",
                self.cuGraphExecExternalSemaphoresWaitNodeSetParams.is_some(),
            ),
            ("cuGraphNodeSetEnabled", self.cuGraphNodeSetEnabled.is_some()),
            ("cuGraphNodeGetEnabled", self.cuGraphNodeGetEnabled.is_some()),
            ("cuGraphUpload", self.cuGraphUpload.is_some()),
            ("cuGraphLaunch", self.cuGraphLaunch.is_some()),
            ("cuGraphExecDestroy", self.cuGraphExecDestroy.is_some()),
            ("cuGraphDestroy", self.cuGraphDestroy.is_some()),
            ("cuGraphExecUpdate_v2", self.cuGraphExecUpdate_v2.is_some()),
            (
                "cuGraphKernelNodeCopyAttributes",
                self.cuGraphKernelNodeCopyAttributes.is_some(),
            ),
            (
                "cuGraphKernelNodeGetAttribute",
                self.cuGraphKernelNodeGetAttribute.is_some(),
            ),
            (
                "cuGraphKernelNodeSetAttribute",
                self.cuGraphKernelNodeSetAttribute.is_some(),
            ),
            ("cuGraphDebugDotPrint", self.cuGraphDebugDotPrint.is_some()),
            ("cuUserObjectCreate", self.cuUserObjectCreate.is_some()),
            ("cuUserObjectRetain", self.cuUserObjectRetain.is_some()),
            ("cuUserObjectRelease", self.cuUserObjectRelease.is_some()),
            ("cuGraphRetainUserObject", self.cuGraphRetainUserObject.is_some()),
            ("cuGraphReleaseUserObject", self.cuGraphReleaseUserObject.is_some()),
            ("cuGraphAddNode", self.cuGraphAddNode.is_some()),
            ("cuGraphAddNode_v2", self.cuGraphAddNode_v2.is_some()),
            ("cuGraphNodeSetParams", self.cuGraphNodeSetParams.is_some()),
            ("cuGraphExecNodeSetParams", self.cuGraphExecNodeSetParams.is_some()),
            (
                "cuGraphConditionalHandleCreate",
                self.cuGraphConditionalHandleCreate.is_some(),
            ),
            (
                "cuOccupancyMaxActiveBlocksPerMultiprocessor",
                self.cuOccupancyMaxActiveBlocksPerMultiprocessor.is_some(),
            ),
            (
                "cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags",
                self.cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags.is_some(),
            ),
            (
                "cuOccupancyMaxPotentialBlockSize",
                self.cuOccupancyMaxPotentialBlockSize.is_some(),
            ),
            (
                "cuOccupancyMaxPotentialBlockSizeWithFlags",
                self.cuOccupancyMaxPotentialBlockSizeWithFlags.is_some(),
            ),
            (
                "cuOccupancyAvailableDynamicSMemPerBlock",
                self.cuOccupancyAvailableDynamicSMemPerBlock.is_some(),
            ),
            (
                "cuOccupancyMaxPotentialClusterSize",
                self.cuOccupancyMaxPotentialClusterSize.is_some(),
            ),
            (
                "cuOccupancyMaxActiveClusters",
                self.cuOccupancyMaxActiveClusters.is_some(),
            ),
            ("cuTexRefSetArray", self.cuTexRefSetArray.is_some()),
            ("cuTexRefSetMipmappedArray", self.cuTexRefSetMipmappedArray.is_some()),
            ("cuTexRefSetAddress_v2", self.cuTexRefSetAddress_v2.is_some()),
            ("cuTexRefSetAddress2D_v3", self.cuTexRefSetAddress2D_v3.is_some()),
            ("cuTexRefSetFormat", self.cuTexRefSetFormat.is_some()),
            ("cuTexRefSetAddressMode", self.cuTexRefSetAddressMode.is_some()),
            ("cuTexRefSetFilterMode", self.cuTexRefSetFilterMode.is_some()),
            ("cuTexRefSetMipmapFilterMode", self.cuTexRefSetMipmapFilterMode.is_some()),
            ("cuTexRefSetMipmapLevelBias", self.cuTexRefSetMipmapLevelBias.is_some()),
            ("cuTexRefSetMipmapLevelClamp", self.cuTexRefSetMipmapLevelClamp.is_some()),
            ("cuTexRefSetMaxAnisotropy", self.cuTexRefSetMaxAnisotropy.is_some()),
            ("cuTexRefSetBorderColor", self.cuTexRefSetBorderColor.is_some()),
            ("cuTexRefSetFlags", self.cuTexRefSetFlags.is_some()),
            ("cuTexRefGetAddress_v2", self.cuTexRefGetAddress_v2.is_some()),
            ("cuTexRefGetArray", self.cuTexRefGetArray.is_some()),
            ("cuTexRefGetMipmappedArray", self.cuTexRefGetMipmappedArray.is_some()),
            ("cuTexRefGetAddressMode", self.cuTexRefGetAddressMode.is_some()),
            ("cuTexRefGetFilterMode", self.cuTexRefGetFilterMode.is_some()),
            ("cuTexRefGetFormat", self.cuTexRefGetFormat.is_some()),
            ("cuTexRefGetMipmapFilterMode", self.cuTexRefGetMipmapFilterMode.is_some()),
            ("cuTexRefGetMipmapLevelBias", self.cuTexRefGetMipmapLevelBias.is_some()),
            ("cuTexRefGetMipmapLevelClamp", self.cuTexRefGetMipmapLevelClamp.is_some()),
            ("cuTexRefGetMaxAnisotropy", self.cuTexRefGetMaxAnisotropy.is_some()),
            ("cuTexRefGetBorderColor", self.cuTexRefGetBorderColor.is_some()),
            ("cuTexRefGetFlags", self.cuTexRefGetFlags.is_some()),
            ("cuTexRefCreate", self.cuTexRefCreate.is_some()),
            ("cuTexRefDestroy", self.cuTexRefDestroy.is_some()),
            ("cuSurfRefSetArray", self.cuSurfRefSetArray.is_some()),
            ("cuSurfRefGetArray", self.cuSurfRefGetArray.is_some()),
            ("cuTexObjectCreate", self.cuTexObjectCreate.is_some()),
            ("cuTexObjectDestroy", self.cuTexObjectDestroy.is_some()),
            ("cuTexObjectGetResourceDesc", self.cuTexObjectGetResourceDesc.is_some()),
            ("cuTexObjectGetTextureDesc", self.cuTexObjectGetTextureDesc.is_some()),
            (
                "cuTexObjectGetResourceViewDesc",
                self.cuTexObjectGetResourceViewDesc.is_some(),
            ),
            ("cuSurfObjectCreate", self.cuSurfObjectCreate.is_some()),
            ("cuSurfObjectDestroy", self.cuSurfObjectDestroy.is_some()),
            ("cuSurfObjectGetResourceDesc", self.cuSurfObjectGetResourceDesc.is_some()),
            ("cuTensorMapEncodeTiled", self.cuTensorMapEncodeTiled.is_some()),
            ("cuTensorMapEncodeIm2col", self.cuTensorMapEncodeIm2col.is_some()),
            ("cuTensorMapEncodeIm2colWide", self.cuTensorMapEncodeIm2colWide.is_some()),
            ("cuTensorMapReplaceAddress", self.cuTensorMapReplaceAddress.is_some()),
            ("cuDeviceCanAccessPeer", self.cuDeviceCanAccessPeer.is_some()),
            ("cuCtxEnablePeerAccess", self.cuCtxEnablePeerAccess.is_some()),
            ("cuCtxDisablePeerAccess", self.cuCtxDisablePeerAccess.is_some()),
            ("cuDeviceGetP2PAttribute", self.cuDeviceGetP2PAttribute.is_some()),
            (
                "cuGraphicsUnregisterResource",
                self.cuGraphicsUnregisterResource.is_some(),
            ),
            (
                "cuGraphicsSubResourceGetMappedArray",
                self.cuGraphicsSubResourceGetMappedArray.is_some(),
            ),
            (
                "cuGraphicsResourceGetMappedMipmappedArray",
                self.cuGraphicsResourceGetMappedMipmappedArray.is_some(),
            ),
            (
                "cuGraphicsResourceGetMappedPointer_v2",
                self.cuGraphicsResourceGetMappedPointer_v2.is_some(),
            ),
            (
                "cuGraphicsResourceSetMapFlags_v2",
                self.cuGraphicsResourceSetMapFlags_v2.is_some(),
            ),
            ("cuGraphicsMapResources", self.cuGraphicsMapResources.is_some()),
            ("cuGraphicsUnmapResources", self.cuGraphicsUnmapResources.is_some()),
            ("cuGetProcAddress_v2", self.cuGetProcAddress_v2.is_some()),
            ("cuCoredumpGetAttribute", self.cuCoredumpGetAttribute.is_some()),
            (
                "cuCoredumpGetAttributeGlobal",
                self.cuCoredumpGetAttributeGlobal.is_some(),
            ),
            ("cuCoredumpSetAttribute", self.cuCoredumpSetAttribute.is_some()),
            (
                "cuCoredumpSetAttributeGlobal",
                self.cuCoredumpSetAttributeGlobal.is_some(),
            ),
            ("cuGetExportTable", self.cuGetExportTable.is_some()),
            ("cuGreenCtxCreate", self.cuGreenCtxCreate.is_some()),
            ("cuGreenCtxDestroy", self.cuGreenCtxDestroy.is_some()),
            ("cuCtxFromGreenCtx", self.cuCtxFromGreenCtx.is_some()),
            ("cuDeviceGetDevResource", self.cuDeviceGetDevResource.is_some()),
            ("cuCtxGetDevResource", self.cuCtxGetDevResource.is_some()),
            ("cuGreenCtxGetDevResource", self.cuGreenCtxGetDevResource.is_some()),
            ("cuDevSmResourceSplitByCount", self.cuDevSmResourceSplitByCount.is_some()),
            ("cuDevResourceGenerateDesc", self.cuDevResourceGenerateDesc.is_some()),
            ("cuGreenCtxRecordEvent", self.cuGreenCtxRecordEvent.is_some()),
            ("cuGreenCtxWaitEvent", self.cuGreenCtxWaitEvent.is_some()),
            ("cuStreamGetGreenCtx", self.cuStreamGetGreenCtx.is_some()),
            ("cuGreenCtxStreamCreate", self.cuGreenCtxStreamCreate.is_some()),
            ("cuLogsRegisterCallback", self.cuLogsRegisterCallback.is_some()),
            ("cuLogsUnregisterCallback", self.cuLogsUnregisterCallback.is_some()),
            ("cuLogsCurrent", self.cuLogsCurrent.is_some()),
            ("cuLogsDumpToFile", self.cuLogsDumpToFile.is_some()),
            ("cuLogsDumpToMemory", self.cuLogsDumpToMemory.is_some()),
            (
                "cuCheckpointProcessGetRestoreThreadId",
                self.cuCheckpointProcessGetRestoreThreadId.is_some(),
            ),
            ("cuCheckpointProcessGetState", self.cuCheckpointProcessGetState.is_some()),
            ("cuCheckpointProcessLock", self.cuCheckpointProcessLock.is_some()),
            (
                "cuCheckpointProcessCheckpoint",
                self.cuCheckpointProcessCheckpoint.is_some(),
            ),
            ("cuCheckpointProcessRestore", self.cuCheckpointProcessRestore.is_some()),
            ("cuCheckpointProcessUnlock", self.cuCheckpointProcessUnlock.is_some()),
        ]
    }
}
impl super::Driver {
    /// `cuGetErrorString`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGetErrorString(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            error: CUresult,
            pStr: *mut *const ::std::os::raw::c_char,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGetErrorString {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGetErrorString")),
        }
    }
    /// `cuGetErrorName`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGetErrorName(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            error: CUresult,
            pStr: *mut *const ::std::os::raw::c_char,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGetErrorName {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGetErrorName")),
        }
    }
    /// `cuInit`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuInit(
        &self,
    ) -> Result<
        unsafe extern "C" fn(Flags: ::std::os::raw::c_uint) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuInit {
            Some(f) => Ok(f),
            None => Err(self.missing("cuInit")),
        }
    }
    /// `cuDriverGetVersion`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDriverGetVersion(
        &self,
    ) -> Result<
        unsafe extern "C" fn(driverVersion: *mut ::std::os::raw::c_int) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDriverGetVersion {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDriverGetVersion")),
        }
    }
    /// `cuDeviceGet`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceGet(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            device: *mut CUdevice,
            ordinal: ::std::os::raw::c_int,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDeviceGet {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceGet")),
        }
    }
    /// `cuDeviceGetCount`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceGetCount(
        &self,
    ) -> Result<
        unsafe extern "C" fn(count: *mut ::std::os::raw::c_int) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDeviceGetCount {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceGetCount")),
        }
    }
    /// `cuDeviceGetName`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceGetName(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            name: *mut ::std::os::raw::c_char,
            len: ::std::os::raw::c_int,
            dev: CUdevice,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDeviceGetName {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceGetName")),
        }
    }
    /// `cuDeviceGetUuid`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceGetUuid(
        &self,
    ) -> Result<
        unsafe extern "C" fn(uuid: *mut CUuuid, dev: CUdevice) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDeviceGetUuid {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceGetUuid")),
        }
    }
    /// `cuDeviceGetUuid_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceGetUuid_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(uuid: *mut CUuuid, dev: CUdevice) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDeviceGetUuid_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceGetUuid_v2")),
        }
    }
    /// `cuDeviceGetLuid`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceGetLuid(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            luid: *mut ::std::os::raw::c_char,
            deviceNodeMask: *mut ::std::os::raw::c_uint,
            dev: CUdevice,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDeviceGetLuid {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceGetLuid")),
        }
    }
    /// `cuDeviceTotalMem_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceTotalMem_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(bytes: *mut usize, dev: CUdevice) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDeviceTotalMem_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceTotalMem_v2")),
        }
    }
    /// `cuDeviceGetTexture1DLinearMaxWidth`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceGetTexture1DLinearMaxWidth(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            maxWidthInElements: *mut usize,
            format: CUarray_format,
            numChannels: ::std::os::raw::c_uint,
            dev: CUdevice,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDeviceGetTexture1DLinearMaxWidth {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceGetTexture1DLinearMaxWidth")),
        }
    }
    /// `cuDeviceGetAttribute`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceGetAttribute(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pi: *mut ::std::os::raw::c_int,
            attrib: CUdevice_attribute,
            dev: CUdevice,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDeviceGetAttribute {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceGetAttribute")),
        }
    }
    /// `cuDeviceGetNvSciSyncAttributes`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceGetNvSciSyncAttributes(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            nvSciSyncAttrList: *mut ::std::os::raw::c_void,
            dev: CUdevice,
            flags: ::std::os::raw::c_int,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDeviceGetNvSciSyncAttributes {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceGetNvSciSyncAttributes")),
        }
    }
    /// `cuDeviceSetMemPool`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceSetMemPool(
        &self,
    ) -> Result<
        unsafe extern "C" fn(dev: CUdevice, pool: CUmemoryPool) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDeviceSetMemPool {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceSetMemPool")),
        }
    }
    /// `cuDeviceGetMemPool`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceGetMemPool(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pool: *mut CUmemoryPool, dev: CUdevice) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDeviceGetMemPool {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceGetMemPool")),
        }
    }
    /// `cuDeviceGetDefaultMemPool`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceGetDefaultMemPool(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pool_out: *mut CUmemoryPool, dev: CUdevice) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDeviceGetDefaultMemPool {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceGetDefaultMemPool")),
        }
    }
    /// `cuDeviceGetExecAffinitySupport`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceGetExecAffinitySupport(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pi: *mut ::std::os::raw::c_int,
            type_: CUexecAffinityType,
            dev: CUdevice,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDeviceGetExecAffinitySupport {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceGetExecAffinitySupport")),
        }
    }
    /// `cuFlushGPUDirectRDMAWrites`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuFlushGPUDirectRDMAWrites(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            target: CUflushGPUDirectRDMAWritesTarget,
            scope: CUflushGPUDirectRDMAWritesScope,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuFlushGPUDirectRDMAWrites {
            Some(f) => Ok(f),
            None => Err(self.missing("cuFlushGPUDirectRDMAWrites")),
        }
    }
    /// `cuDeviceGetProperties`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceGetProperties(
        &self,
    ) -> Result<
        unsafe extern "C" fn(prop: *mut CUdevprop, dev: CUdevice) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDeviceGetProperties {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceGetProperties")),
        }
    }
    /// `cuDeviceComputeCapability`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceComputeCapability(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            major: *mut ::std::os::raw::c_int,
            minor: *mut ::std::os::raw::c_int,
            dev: CUdevice,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDeviceComputeCapability {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceComputeCapability")),
        }
    }
    /// `cuDevicePrimaryCtxRetain`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDevicePrimaryCtxRetain(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pctx: *mut CUcontext, dev: CUdevice) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDevicePrimaryCtxRetain {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDevicePrimaryCtxRetain")),
        }
    }
    /// `cuDevicePrimaryCtxRelease_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDevicePrimaryCtxRelease_v2(
        &self,
    ) -> Result<unsafe extern "C" fn(dev: CUdevice) -> CUresult, super::SymbolError> {
        match self.functions.cuDevicePrimaryCtxRelease_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDevicePrimaryCtxRelease_v2")),
        }
    }
    /// `cuDevicePrimaryCtxSetFlags_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDevicePrimaryCtxSetFlags_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(dev: CUdevice, flags: ::std::os::raw::c_uint) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDevicePrimaryCtxSetFlags_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDevicePrimaryCtxSetFlags_v2")),
        }
    }
    /// `cuDevicePrimaryCtxGetState`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDevicePrimaryCtxGetState(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dev: CUdevice,
            flags: *mut ::std::os::raw::c_uint,
            active: *mut ::std::os::raw::c_int,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDevicePrimaryCtxGetState {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDevicePrimaryCtxGetState")),
        }
    }
    /// `cuDevicePrimaryCtxReset_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDevicePrimaryCtxReset_v2(
        &self,
    ) -> Result<unsafe extern "C" fn(dev: CUdevice) -> CUresult, super::SymbolError> {
        match self.functions.cuDevicePrimaryCtxReset_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDevicePrimaryCtxReset_v2")),
        }
    }
    /// `cuCtxCreate_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxCreate_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pctx: *mut CUcontext,
            flags: ::std::os::raw::c_uint,
            dev: CUdevice,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCtxCreate_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxCreate_v2")),
        }
    }
    /// `cuCtxCreate_v3`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxCreate_v3(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pctx: *mut CUcontext,
            paramsArray: *mut CUexecAffinityParam,
            numParams: ::std::os::raw::c_int,
            flags: ::std::os::raw::c_uint,
            dev: CUdevice,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCtxCreate_v3 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxCreate_v3")),
        }
    }
    /// `cuCtxCreate_v4`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxCreate_v4(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pctx: *mut CUcontext,
            ctxCreateParams: *mut CUctxCreateParams,
            flags: ::std::os::raw::c_uint,
            dev: CUdevice,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCtxCreate_v4 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxCreate_v4")),
        }
    }
    /// `cuCtxDestroy_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxDestroy_v2(
        &self,
    ) -> Result<unsafe extern "C" fn(ctx: CUcontext) -> CUresult, super::SymbolError> {
        match self.functions.cuCtxDestroy_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxDestroy_v2")),
        }
    }
    /// `cuCtxPushCurrent_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxPushCurrent_v2(
        &self,
    ) -> Result<unsafe extern "C" fn(ctx: CUcontext) -> CUresult, super::SymbolError> {
        match self.functions.cuCtxPushCurrent_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxPushCurrent_v2")),
        }
    }
    /// `cuCtxPopCurrent_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxPopCurrent_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pctx: *mut CUcontext) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCtxPopCurrent_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxPopCurrent_v2")),
        }
    }
    /// `cuCtxSetCurrent`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxSetCurrent(
        &self,
    ) -> Result<unsafe extern "C" fn(ctx: CUcontext) -> CUresult, super::SymbolError> {
        match self.functions.cuCtxSetCurrent {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxSetCurrent")),
        }
    }
    /// `cuCtxGetCurrent`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxGetCurrent(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pctx: *mut CUcontext) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCtxGetCurrent {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxGetCurrent")),
        }
    }
    /// `cuCtxGetDevice`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxGetDevice(
        &self,
    ) -> Result<
        unsafe extern "C" fn(device: *mut CUdevice) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCtxGetDevice {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxGetDevice")),
        }
    }
    /// `cuCtxGetFlags`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxGetFlags(
        &self,
    ) -> Result<
        unsafe extern "C" fn(flags: *mut ::std::os::raw::c_uint) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCtxGetFlags {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxGetFlags")),
        }
    }
    /// `cuCtxSetFlags`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxSetFlags(
        &self,
    ) -> Result<
        unsafe extern "C" fn(flags: ::std::os::raw::c_uint) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCtxSetFlags {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxSetFlags")),
        }
    }
    /// `cuCtxGetId`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxGetId(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            ctx: CUcontext,
            ctxId: *mut ::std::os::raw::c_ulonglong,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCtxGetId {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxGetId")),
        }
    }
    /// `cuCtxSynchronize`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxSynchronize(
        &self,
    ) -> Result<unsafe extern "C" fn() -> CUresult, super::SymbolError> {
        match self.functions.cuCtxSynchronize {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxSynchronize")),
        }
    }
    /// `cuCtxSetLimit`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxSetLimit(
        &self,
    ) -> Result<
        unsafe extern "C" fn(limit: CUlimit, value: usize) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCtxSetLimit {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxSetLimit")),
        }
    }
    /// `cuCtxGetLimit`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxGetLimit(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pvalue: *mut usize, limit: CUlimit) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCtxGetLimit {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxGetLimit")),
        }
    }
    /// `cuCtxGetCacheConfig`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxGetCacheConfig(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pconfig: *mut CUfunc_cache) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCtxGetCacheConfig {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxGetCacheConfig")),
        }
    }
    /// `cuCtxSetCacheConfig`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxSetCacheConfig(
        &self,
    ) -> Result<
        unsafe extern "C" fn(config: CUfunc_cache) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCtxSetCacheConfig {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxSetCacheConfig")),
        }
    }
    /// `cuCtxGetApiVersion`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxGetApiVersion(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            ctx: CUcontext,
            version: *mut ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCtxGetApiVersion {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxGetApiVersion")),
        }
    }
    /// `cuCtxGetStreamPriorityRange`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxGetStreamPriorityRange(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            leastPriority: *mut ::std::os::raw::c_int,
            greatestPriority: *mut ::std::os::raw::c_int,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCtxGetStreamPriorityRange {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxGetStreamPriorityRange")),
        }
    }
    /// `cuCtxResetPersistingL2Cache`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxResetPersistingL2Cache(
        &self,
    ) -> Result<unsafe extern "C" fn() -> CUresult, super::SymbolError> {
        match self.functions.cuCtxResetPersistingL2Cache {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxResetPersistingL2Cache")),
        }
    }
    /// `cuCtxGetExecAffinity`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxGetExecAffinity(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pExecAffinity: *mut CUexecAffinityParam,
            type_: CUexecAffinityType,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCtxGetExecAffinity {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxGetExecAffinity")),
        }
    }
    /// `cuCtxRecordEvent`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxRecordEvent(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hCtx: CUcontext, hEvent: CUevent) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCtxRecordEvent {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxRecordEvent")),
        }
    }
    /// `cuCtxWaitEvent`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxWaitEvent(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hCtx: CUcontext, hEvent: CUevent) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCtxWaitEvent {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxWaitEvent")),
        }
    }
    /// `cuCtxAttach`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxAttach(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pctx: *mut CUcontext,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCtxAttach {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxAttach")),
        }
    }
    /// `cuCtxDetach`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxDetach(
        &self,
    ) -> Result<unsafe extern "C" fn(ctx: CUcontext) -> CUresult, super::SymbolError> {
        match self.functions.cuCtxDetach {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxDetach")),
        }
    }
    /// `cuCtxGetSharedMemConfig`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxGetSharedMemConfig(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pConfig: *mut CUsharedconfig) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCtxGetSharedMemConfig {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxGetSharedMemConfig")),
        }
    }
    /// `cuCtxSetSharedMemConfig`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxSetSharedMemConfig(
        &self,
    ) -> Result<
        unsafe extern "C" fn(config: CUsharedconfig) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCtxSetSharedMemConfig {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxSetSharedMemConfig")),
        }
    }
    /// `cuModuleLoad`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuModuleLoad(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            module: *mut CUmodule,
            fname: *const ::std::os::raw::c_char,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuModuleLoad {
            Some(f) => Ok(f),
            None => Err(self.missing("cuModuleLoad")),
        }
    }
    /// `cuModuleLoadData`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuModuleLoadData(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            module: *mut CUmodule,
            image: *const ::std::os::raw::c_void,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuModuleLoadData {
            Some(f) => Ok(f),
            None => Err(self.missing("cuModuleLoadData")),
        }
    }
    /// `cuModuleLoadDataEx`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuModuleLoadDataEx(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            module: *mut CUmodule,
            image: *const ::std::os::raw::c_void,
            numOptions: ::std::os::raw::c_uint,
            options: *mut CUjit_option,
            optionValues: *mut *mut ::std::os::raw::c_void,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuModuleLoadDataEx {
            Some(f) => Ok(f),
            None => Err(self.missing("cuModuleLoadDataEx")),
        }
    }
    /// `cuModuleLoadFatBinary`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuModuleLoadFatBinary(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            module: *mut CUmodule,
            fatCubin: *const ::std::os::raw::c_void,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuModuleLoadFatBinary {
            Some(f) => Ok(f),
            None => Err(self.missing("cuModuleLoadFatBinary")),
        }
    }
    /// `cuModuleUnload`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuModuleUnload(
        &self,
    ) -> Result<unsafe extern "C" fn(hmod: CUmodule) -> CUresult, super::SymbolError> {
        match self.functions.cuModuleUnload {
            Some(f) => Ok(f),
            None => Err(self.missing("cuModuleUnload")),
        }
    }
    /// `cuModuleGetLoadingMode`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuModuleGetLoadingMode(
        &self,
    ) -> Result<
        unsafe extern "C" fn(mode: *mut CUmoduleLoadingMode) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuModuleGetLoadingMode {
            Some(f) => Ok(f),
            None => Err(self.missing("cuModuleGetLoadingMode")),
        }
    }
    /// `cuModuleGetFunction`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuModuleGetFunction(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hfunc: *mut CUfunction,
            hmod: CUmodule,
            name: *const ::std::os::raw::c_char,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuModuleGetFunction {
            Some(f) => Ok(f),
            None => Err(self.missing("cuModuleGetFunction")),
        }
    }
    /// `cuModuleGetFunctionCount`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuModuleGetFunctionCount(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            count: *mut ::std::os::raw::c_uint,
            mod_: CUmodule,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuModuleGetFunctionCount {
            Some(f) => Ok(f),
            None => Err(self.missing("cuModuleGetFunctionCount")),
        }
    }
    /// `cuModuleEnumerateFunctions`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuModuleEnumerateFunctions(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            functions: *mut CUfunction,
            numFunctions: ::std::os::raw::c_uint,
            mod_: CUmodule,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuModuleEnumerateFunctions {
            Some(f) => Ok(f),
            None => Err(self.missing("cuModuleEnumerateFunctions")),
        }
    }
    /// `cuModuleGetGlobal_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuModuleGetGlobal_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dptr: *mut CUdeviceptr,
            bytes: *mut usize,
            hmod: CUmodule,
            name: *const ::std::os::raw::c_char,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuModuleGetGlobal_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuModuleGetGlobal_v2")),
        }
    }
    /// `cuLinkCreate_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLinkCreate_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            numOptions: ::std::os::raw::c_uint,
            options: *mut CUjit_option,
            optionValues: *mut *mut ::std::os::raw::c_void,
            stateOut: *mut CUlinkState,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLinkCreate_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLinkCreate_v2")),
        }
    }
    /// `cuLinkAddData_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLinkAddData_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            state: CUlinkState,
            type_: CUjitInputType,
            data: *mut ::std::os::raw::c_void,
            size: usize,
            name: *const ::std::os::raw::c_char,
            numOptions: ::std::os::raw::c_uint,
            options: *mut CUjit_option,
            optionValues: *mut *mut ::std::os::raw::c_void,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLinkAddData_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLinkAddData_v2")),
        }
    }
    /// `cuLinkAddFile_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLinkAddFile_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            state: CUlinkState,
            type_: CUjitInputType,
            path: *const ::std::os::raw::c_char,
            numOptions: ::std::os::raw::c_uint,
            options: *mut CUjit_option,
            optionValues: *mut *mut ::std::os::raw::c_void,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLinkAddFile_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLinkAddFile_v2")),
        }
    }
    /// `cuLinkComplete`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLinkComplete(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            state: CUlinkState,
            cubinOut: *mut *mut ::std::os::raw::c_void,
            sizeOut: *mut usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLinkComplete {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLinkComplete")),
        }
    }
    /// `cuLinkDestroy`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLinkDestroy(
        &self,
    ) -> Result<
        unsafe extern "C" fn(state: CUlinkState) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLinkDestroy {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLinkDestroy")),
        }
    }
    /// `cuModuleGetTexRef`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuModuleGetTexRef(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pTexRef: *mut CUtexref,
            hmod: CUmodule,
            name: *const ::std::os::raw::c_char,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuModuleGetTexRef {
            Some(f) => Ok(f),
            None => Err(self.missing("cuModuleGetTexRef")),
        }
    }
    /// `cuModuleGetSurfRef`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuModuleGetSurfRef(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pSurfRef: *mut CUsurfref,
            hmod: CUmodule,
            name: *const ::std::os::raw::c_char,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuModuleGetSurfRef {
            Some(f) => Ok(f),
            None => Err(self.missing("cuModuleGetSurfRef")),
        }
    }
    /// `cuLibraryLoadData`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLibraryLoadData(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            library: *mut CUlibrary,
            code: *const ::std::os::raw::c_void,
            jitOptions: *mut CUjit_option,
            jitOptionsValues: *mut *mut ::std::os::raw::c_void,
            numJitOptions: ::std::os::raw::c_uint,
            libraryOptions: *mut CUlibraryOption,
            libraryOptionValues: *mut *mut ::std::os::raw::c_void,
            numLibraryOptions: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLibraryLoadData {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLibraryLoadData")),
        }
    }
    /// `cuLibraryLoadFromFile`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLibraryLoadFromFile(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            library: *mut CUlibrary,
            fileName: *const ::std::os::raw::c_char,
            jitOptions: *mut CUjit_option,
            jitOptionsValues: *mut *mut ::std::os::raw::c_void,
            numJitOptions: ::std::os::raw::c_uint,
            libraryOptions: *mut CUlibraryOption,
            libraryOptionValues: *mut *mut ::std::os::raw::c_void,
            numLibraryOptions: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLibraryLoadFromFile {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLibraryLoadFromFile")),
        }
    }
    /// `cuLibraryUnload`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLibraryUnload(
        &self,
    ) -> Result<
        unsafe extern "C" fn(library: CUlibrary) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLibraryUnload {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLibraryUnload")),
        }
    }
    /// `cuLibraryGetKernel`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLibraryGetKernel(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pKernel: *mut CUkernel,
            library: CUlibrary,
            name: *const ::std::os::raw::c_char,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLibraryGetKernel {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLibraryGetKernel")),
        }
    }
    /// `cuLibraryGetKernelCount`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLibraryGetKernelCount(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            count: *mut ::std::os::raw::c_uint,
            lib: CUlibrary,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLibraryGetKernelCount {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLibraryGetKernelCount")),
        }
    }
    /// `cuLibraryEnumerateKernels`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLibraryEnumerateKernels(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            kernels: *mut CUkernel,
            numKernels: ::std::os::raw::c_uint,
            lib: CUlibrary,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLibraryEnumerateKernels {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLibraryEnumerateKernels")),
        }
    }
    /// `cuLibraryGetModule`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLibraryGetModule(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pMod: *mut CUmodule, library: CUlibrary) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLibraryGetModule {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLibraryGetModule")),
        }
    }
    /// `cuKernelGetFunction`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuKernelGetFunction(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pFunc: *mut CUfunction, kernel: CUkernel) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuKernelGetFunction {
            Some(f) => Ok(f),
            None => Err(self.missing("cuKernelGetFunction")),
        }
    }
    /// `cuKernelGetLibrary`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuKernelGetLibrary(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pLib: *mut CUlibrary, kernel: CUkernel) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuKernelGetLibrary {
            Some(f) => Ok(f),
            None => Err(self.missing("cuKernelGetLibrary")),
        }
    }
    /// `cuLibraryGetGlobal`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLibraryGetGlobal(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dptr: *mut CUdeviceptr,
            bytes: *mut usize,
            library: CUlibrary,
            name: *const ::std::os::raw::c_char,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLibraryGetGlobal {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLibraryGetGlobal")),
        }
    }
    /// `cuLibraryGetManaged`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLibraryGetManaged(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dptr: *mut CUdeviceptr,
            bytes: *mut usize,
            library: CUlibrary,
            name: *const ::std::os::raw::c_char,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLibraryGetManaged {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLibraryGetManaged")),
        }
    }
    /// `cuLibraryGetUnifiedFunction`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLibraryGetUnifiedFunction(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            fptr: *mut *mut ::std::os::raw::c_void,
            library: CUlibrary,
            symbol: *const ::std::os::raw::c_char,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLibraryGetUnifiedFunction {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLibraryGetUnifiedFunction")),
        }
    }
    /// `cuKernelGetAttribute`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuKernelGetAttribute(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pi: *mut ::std::os::raw::c_int,
            attrib: CUfunction_attribute,
            kernel: CUkernel,
            dev: CUdevice,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuKernelGetAttribute {
            Some(f) => Ok(f),
            None => Err(self.missing("cuKernelGetAttribute")),
        }
    }
    /// `cuKernelSetAttribute`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuKernelSetAttribute(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            attrib: CUfunction_attribute,
            val: ::std::os::raw::c_int,
            kernel: CUkernel,
            dev: CUdevice,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuKernelSetAttribute {
            Some(f) => Ok(f),
            None => Err(self.missing("cuKernelSetAttribute")),
        }
    }
    /// `cuKernelSetCacheConfig`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuKernelSetCacheConfig(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            kernel: CUkernel,
            config: CUfunc_cache,
            dev: CUdevice,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuKernelSetCacheConfig {
            Some(f) => Ok(f),
            None => Err(self.missing("cuKernelSetCacheConfig")),
        }
    }
    /// `cuKernelGetName`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuKernelGetName(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            name: *mut *const ::std::os::raw::c_char,
            hfunc: CUkernel,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuKernelGetName {
            Some(f) => Ok(f),
            None => Err(self.missing("cuKernelGetName")),
        }
    }
    /// `cuKernelGetParamInfo`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuKernelGetParamInfo(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            kernel: CUkernel,
            paramIndex: usize,
            paramOffset: *mut usize,
            paramSize: *mut usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuKernelGetParamInfo {
            Some(f) => Ok(f),
            None => Err(self.missing("cuKernelGetParamInfo")),
        }
    }
    /// `cuMemGetInfo_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemGetInfo_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(free: *mut usize, total: *mut usize) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemGetInfo_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemGetInfo_v2")),
        }
    }
    /// `cuMemAlloc_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemAlloc_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(dptr: *mut CUdeviceptr, bytesize: usize) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemAlloc_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemAlloc_v2")),
        }
    }
    /// `cuMemAllocPitch_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemAllocPitch_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dptr: *mut CUdeviceptr,
            pPitch: *mut usize,
            WidthInBytes: usize,
            Height: usize,
            ElementSizeBytes: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemAllocPitch_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemAllocPitch_v2")),
        }
    }
    /// `cuMemFree_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemFree_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(dptr: CUdeviceptr) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemFree_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemFree_v2")),
        }
    }
    /// `cuMemGetAddressRange_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemGetAddressRange_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pbase: *mut CUdeviceptr,
            psize: *mut usize,
            dptr: CUdeviceptr,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemGetAddressRange_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemGetAddressRange_v2")),
        }
    }
    /// `cuMemAllocHost_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemAllocHost_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pp: *mut *mut ::std::os::raw::c_void,
            bytesize: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemAllocHost_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemAllocHost_v2")),
        }
    }
    /// `cuMemFreeHost`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemFreeHost(
        &self,
    ) -> Result<
        unsafe extern "C" fn(p: *mut ::std::os::raw::c_void) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemFreeHost {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemFreeHost")),
        }
    }
    /// `cuMemHostAlloc`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemHostAlloc(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pp: *mut *mut ::std::os::raw::c_void,
            bytesize: usize,
            Flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemHostAlloc {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemHostAlloc")),
        }
    }
    /// `cuMemHostGetDevicePointer_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemHostGetDevicePointer_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pdptr: *mut CUdeviceptr,
            p: *mut ::std::os::raw::c_void,
            Flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemHostGetDevicePointer_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemHostGetDevicePointer_v2")),
        }
    }
    /// `cuMemHostGetFlags`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemHostGetFlags(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pFlags: *mut ::std::os::raw::c_uint,
            p: *mut ::std::os::raw::c_void,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemHostGetFlags {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemHostGetFlags")),
        }
    }
    /// `cuMemAllocManaged`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemAllocManaged(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dptr: *mut CUdeviceptr,
            bytesize: usize,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemAllocManaged {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemAllocManaged")),
        }
    }
    /// `cuDeviceRegisterAsyncNotification`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceRegisterAsyncNotification(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            device: CUdevice,
            callbackFunc: CUasyncCallback,
            userData: *mut ::std::os::raw::c_void,
            callback: *mut CUasyncCallbackHandle,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDeviceRegisterAsyncNotification {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceRegisterAsyncNotification")),
        }
    }
    /// `cuDeviceUnregisterAsyncNotification`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceUnregisterAsyncNotification(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            device: CUdevice,
            callback: CUasyncCallbackHandle,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDeviceUnregisterAsyncNotification {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceUnregisterAsyncNotification")),
        }
    }
    /// `cuDeviceGetByPCIBusId`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceGetByPCIBusId(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dev: *mut CUdevice,
            pciBusId: *const ::std::os::raw::c_char,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDeviceGetByPCIBusId {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceGetByPCIBusId")),
        }
    }
    /// `cuDeviceGetPCIBusId`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceGetPCIBusId(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pciBusId: *mut ::std::os::raw::c_char,
            len: ::std::os::raw::c_int,
            dev: CUdevice,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDeviceGetPCIBusId {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceGetPCIBusId")),
        }
    }
    /// `cuIpcGetEventHandle`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuIpcGetEventHandle(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pHandle: *mut CUipcEventHandle, event: CUevent) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuIpcGetEventHandle {
            Some(f) => Ok(f),
            None => Err(self.missing("cuIpcGetEventHandle")),
        }
    }
    /// `cuIpcOpenEventHandle`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuIpcOpenEventHandle(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phEvent: *mut CUevent,
            handle: CUipcEventHandle,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuIpcOpenEventHandle {
            Some(f) => Ok(f),
            None => Err(self.missing("cuIpcOpenEventHandle")),
        }
    }
    /// `cuIpcGetMemHandle`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuIpcGetMemHandle(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pHandle: *mut CUipcMemHandle,
            dptr: CUdeviceptr,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuIpcGetMemHandle {
            Some(f) => Ok(f),
            None => Err(self.missing("cuIpcGetMemHandle")),
        }
    }
    /// `cuIpcOpenMemHandle_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuIpcOpenMemHandle_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pdptr: *mut CUdeviceptr,
            handle: CUipcMemHandle,
            Flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuIpcOpenMemHandle_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuIpcOpenMemHandle_v2")),
        }
    }
    /// `cuIpcCloseMemHandle`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuIpcCloseMemHandle(
        &self,
    ) -> Result<
        unsafe extern "C" fn(dptr: CUdeviceptr) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuIpcCloseMemHandle {
            Some(f) => Ok(f),
            None => Err(self.missing("cuIpcCloseMemHandle")),
        }
    }
    /// `cuMemHostRegister_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemHostRegister_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            p: *mut ::std::os::raw::c_void,
            bytesize: usize,
            Flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemHostRegister_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemHostRegister_v2")),
        }
    }
    /// `cuMemHostUnregister`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemHostUnregister(
        &self,
    ) -> Result<
        unsafe extern "C" fn(p: *mut ::std::os::raw::c_void) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemHostUnregister {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemHostUnregister")),
        }
    }
    /// `cuMemcpy`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpy(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dst: CUdeviceptr,
            src: CUdeviceptr,
            ByteCount: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpy {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpy")),
        }
    }
    /// `cuMemcpyPeer`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpyPeer(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            dstContext: CUcontext,
            srcDevice: CUdeviceptr,
            srcContext: CUcontext,
            ByteCount: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpyPeer {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpyPeer")),
        }
    }
    /// `cuMemcpyHtoD_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpyHtoD_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            srcHost: *const ::std::os::raw::c_void,
            ByteCount: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpyHtoD_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpyHtoD_v2")),
        }
    }
    /// `cuMemcpyDtoH_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpyDtoH_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstHost: *mut ::std::os::raw::c_void,
            srcDevice: CUdeviceptr,
            ByteCount: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpyDtoH_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpyDtoH_v2")),
        }
    }
    /// `cuMemcpyDtoD_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpyDtoD_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            srcDevice: CUdeviceptr,
            ByteCount: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpyDtoD_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpyDtoD_v2")),
        }
    }
    /// `cuMemcpyDtoA_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpyDtoA_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstArray: CUarray,
            dstOffset: usize,
            srcDevice: CUdeviceptr,
            ByteCount: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpyDtoA_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpyDtoA_v2")),
        }
    }
    /// `cuMemcpyAtoD_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpyAtoD_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            srcArray: CUarray,
            srcOffset: usize,
            ByteCount: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpyAtoD_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpyAtoD_v2")),
        }
    }
    /// `cuMemcpyHtoA_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpyHtoA_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstArray: CUarray,
            dstOffset: usize,
            srcHost: *const ::std::os::raw::c_void,
            ByteCount: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpyHtoA_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpyHtoA_v2")),
        }
    }
    /// `cuMemcpyAtoH_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpyAtoH_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstHost: *mut ::std::os::raw::c_void,
            srcArray: CUarray,
            srcOffset: usize,
            ByteCount: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpyAtoH_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpyAtoH_v2")),
        }
    }
    /// `cuMemcpyAtoA_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpyAtoA_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstArray: CUarray,
            dstOffset: usize,
            srcArray: CUarray,
            srcOffset: usize,
            ByteCount: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpyAtoA_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpyAtoA_v2")),
        }
    }
    /// `cuMemcpy2D_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpy2D_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pCopy: *const CUDA_MEMCPY2D) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpy2D_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpy2D_v2")),
        }
    }
    /// `cuMemcpy2DUnaligned_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpy2DUnaligned_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pCopy: *const CUDA_MEMCPY2D) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpy2DUnaligned_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpy2DUnaligned_v2")),
        }
    }
    /// `cuMemcpy3D_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpy3D_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pCopy: *const CUDA_MEMCPY3D) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpy3D_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpy3D_v2")),
        }
    }
    /// `cuMemcpy3DPeer`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpy3DPeer(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pCopy: *const CUDA_MEMCPY3D_PEER) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpy3DPeer {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpy3DPeer")),
        }
    }
    /// `cuMemcpyAsync`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpyAsync(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dst: CUdeviceptr,
            src: CUdeviceptr,
            ByteCount: usize,
            hStream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpyAsync {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpyAsync")),
        }
    }
    /// `cuMemcpyPeerAsync`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpyPeerAsync(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            dstContext: CUcontext,
            srcDevice: CUdeviceptr,
            srcContext: CUcontext,
            ByteCount: usize,
            hStream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpyPeerAsync {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpyPeerAsync")),
        }
    }
    /// `cuMemcpyHtoDAsync_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpyHtoDAsync_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            srcHost: *const ::std::os::raw::c_void,
            ByteCount: usize,
            hStream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpyHtoDAsync_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpyHtoDAsync_v2")),
        }
    }
    /// `cuMemcpyDtoHAsync_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpyDtoHAsync_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstHost: *mut ::std::os::raw::c_void,
            srcDevice: CUdeviceptr,
            ByteCount: usize,
            hStream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpyDtoHAsync_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpyDtoHAsync_v2")),
        }
    }
    /// `cuMemcpyDtoDAsync_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpyDtoDAsync_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            srcDevice: CUdeviceptr,
            ByteCount: usize,
            hStream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpyDtoDAsync_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpyDtoDAsync_v2")),
        }
    }
    /// `cuMemcpyHtoAAsync_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpyHtoAAsync_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstArray: CUarray,
            dstOffset: usize,
            srcHost: *const ::std::os::raw::c_void,
            ByteCount: usize,
            hStream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpyHtoAAsync_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpyHtoAAsync_v2")),
        }
    }
    /// `cuMemcpyAtoHAsync_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpyAtoHAsync_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstHost: *mut ::std::os::raw::c_void,
            srcArray: CUarray,
            srcOffset: usize,
            ByteCount: usize,
            hStream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpyAtoHAsync_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpyAtoHAsync_v2")),
        }
    }
    /// `cuMemcpy2DAsync_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpy2DAsync_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pCopy: *const CUDA_MEMCPY2D, hStream: CUstream) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpy2DAsync_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpy2DAsync_v2")),
        }
    }
    /// `cuMemcpy3DAsync_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpy3DAsync_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pCopy: *const CUDA_MEMCPY3D, hStream: CUstream) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpy3DAsync_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpy3DAsync_v2")),
        }
    }
    /// `cuMemcpy3DPeerAsync`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpy3DPeerAsync(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pCopy: *const CUDA_MEMCPY3D_PEER,
            hStream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpy3DPeerAsync {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpy3DPeerAsync")),
        }
    }
    /// `cuMemcpyBatchAsync`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpyBatchAsync(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dsts: *mut CUdeviceptr,
            srcs: *mut CUdeviceptr,
            sizes: *mut usize,
            count: usize,
            attrs: *mut CUmemcpyAttributes,
            attrsIdxs: *mut usize,
            numAttrs: usize,
            failIdx: *mut usize,
            hStream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpyBatchAsync {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpyBatchAsync")),
        }
    }
    /// `cuMemcpy3DBatchAsync`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemcpy3DBatchAsync(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            numOps: usize,
            opList: *mut CUDA_MEMCPY3D_BATCH_OP,
            failIdx: *mut usize,
            flags: ::std::os::raw::c_ulonglong,
            hStream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemcpy3DBatchAsync {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemcpy3DBatchAsync")),
        }
    }
    /// `cuMemsetD8_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemsetD8_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            uc: ::std::os::raw::c_uchar,
            N: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemsetD8_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemsetD8_v2")),
        }
    }
    /// `cuMemsetD16_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemsetD16_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            us: ::std::os::raw::c_ushort,
            N: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemsetD16_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemsetD16_v2")),
        }
    }
    /// `cuMemsetD32_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemsetD32_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            ui: ::std::os::raw::c_uint,
            N: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemsetD32_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemsetD32_v2")),
        }
    }
    /// `cuMemsetD2D8_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemsetD2D8_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            dstPitch: usize,
            uc: ::std::os::raw::c_uchar,
            Width: usize,
            Height: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemsetD2D8_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemsetD2D8_v2")),
        }
    }
    /// `cuMemsetD2D16_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemsetD2D16_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            dstPitch: usize,
            us: ::std::os::raw::c_ushort,
            Width: usize,
            Height: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemsetD2D16_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemsetD2D16_v2")),
        }
    }
    /// `cuMemsetD2D32_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemsetD2D32_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            dstPitch: usize,
            ui: ::std::os::raw::c_uint,
            Width: usize,
            Height: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemsetD2D32_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemsetD2D32_v2")),
        }
    }
    /// `cuMemsetD8Async`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemsetD8Async(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            uc: ::std::os::raw::c_uchar,
            N: usize,
            hStream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemsetD8Async {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemsetD8Async")),
        }
    }
    /// `cuMemsetD16Async`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemsetD16Async(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            us: ::std::os::raw::c_ushort,
            N: usize,
            hStream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemsetD16Async {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemsetD16Async")),
        }
    }
    /// `cuMemsetD32Async`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemsetD32Async(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            ui: ::std::os::raw::c_uint,
            N: usize,
            hStream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemsetD32Async {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemsetD32Async")),
        }
    }
    /// `cuMemsetD2D8Async`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemsetD2D8Async(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            dstPitch: usize,
            uc: ::std::os::raw::c_uchar,
            Width: usize,
            Height: usize,
            hStream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemsetD2D8Async {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemsetD2D8Async")),
        }
    }
    /// `cuMemsetD2D16Async`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemsetD2D16Async(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            dstPitch: usize,
            us: ::std::os::raw::c_ushort,
            Width: usize,
            Height: usize,
            hStream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemsetD2D16Async {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemsetD2D16Async")),
        }
    }
    /// `cuMemsetD2D32Async`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemsetD2D32Async(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dstDevice: CUdeviceptr,
            dstPitch: usize,
            ui: ::std::os::raw::c_uint,
            Width: usize,
            Height: usize,
            hStream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemsetD2D32Async {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemsetD2D32Async")),
        }
    }
    /// `cuArrayCreate_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuArrayCreate_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pHandle: *mut CUarray,
            pAllocateArray: *const CUDA_ARRAY_DESCRIPTOR,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuArrayCreate_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuArrayCreate_v2")),
        }
    }
    /// `cuArrayGetDescriptor_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuArrayGetDescriptor_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pArrayDescriptor: *mut CUDA_ARRAY_DESCRIPTOR,
            hArray: CUarray,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuArrayGetDescriptor_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuArrayGetDescriptor_v2")),
        }
    }
    /// `cuArrayGetSparseProperties`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuArrayGetSparseProperties(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            sparseProperties: *mut CUDA_ARRAY_SPARSE_PROPERTIES,
            array: CUarray,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuArrayGetSparseProperties {
            Some(f) => Ok(f),
            None => Err(self.missing("cuArrayGetSparseProperties")),
        }
    }
    /// `cuMipmappedArrayGetSparseProperties`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMipmappedArrayGetSparseProperties(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            sparseProperties: *mut CUDA_ARRAY_SPARSE_PROPERTIES,
            mipmap: CUmipmappedArray,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMipmappedArrayGetSparseProperties {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMipmappedArrayGetSparseProperties")),
        }
    }
    /// `cuArrayGetMemoryRequirements`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuArrayGetMemoryRequirements(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            memoryRequirements: *mut CUDA_ARRAY_MEMORY_REQUIREMENTS,
            array: CUarray,
            device: CUdevice,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuArrayGetMemoryRequirements {
            Some(f) => Ok(f),
            None => Err(self.missing("cuArrayGetMemoryRequirements")),
        }
    }
    /// `cuMipmappedArrayGetMemoryRequirements`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMipmappedArrayGetMemoryRequirements(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            memoryRequirements: *mut CUDA_ARRAY_MEMORY_REQUIREMENTS,
            mipmap: CUmipmappedArray,
            device: CUdevice,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMipmappedArrayGetMemoryRequirements {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMipmappedArrayGetMemoryRequirements")),
        }
    }
    /// `cuArrayGetPlane`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuArrayGetPlane(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pPlaneArray: *mut CUarray,
            hArray: CUarray,
            planeIdx: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuArrayGetPlane {
            Some(f) => Ok(f),
            None => Err(self.missing("cuArrayGetPlane")),
        }
    }
    /// `cuArrayDestroy`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuArrayDestroy(
        &self,
    ) -> Result<unsafe extern "C" fn(hArray: CUarray) -> CUresult, super::SymbolError> {
        match self.functions.cuArrayDestroy {
            Some(f) => Ok(f),
            None => Err(self.missing("cuArrayDestroy")),
        }
    }
    /// `cuArray3DCreate_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuArray3DCreate_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pHandle: *mut CUarray,
            pAllocateArray: *const CUDA_ARRAY3D_DESCRIPTOR,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuArray3DCreate_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuArray3DCreate_v2")),
        }
    }
    /// `cuArray3DGetDescriptor_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuArray3DGetDescriptor_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pArrayDescriptor: *mut CUDA_ARRAY3D_DESCRIPTOR,
            hArray: CUarray,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuArray3DGetDescriptor_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuArray3DGetDescriptor_v2")),
        }
    }
    /// `cuMipmappedArrayCreate`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMipmappedArrayCreate(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pHandle: *mut CUmipmappedArray,
            pMipmappedArrayDesc: *const CUDA_ARRAY3D_DESCRIPTOR,
            numMipmapLevels: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMipmappedArrayCreate {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMipmappedArrayCreate")),
        }
    }
    /// `cuMipmappedArrayGetLevel`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMipmappedArrayGetLevel(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pLevelArray: *mut CUarray,
            hMipmappedArray: CUmipmappedArray,
            level: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMipmappedArrayGetLevel {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMipmappedArrayGetLevel")),
        }
    }
    /// `cuMipmappedArrayDestroy`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMipmappedArrayDestroy(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hMipmappedArray: CUmipmappedArray) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMipmappedArrayDestroy {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMipmappedArrayDestroy")),
        }
    }
    /// `cuMemGetHandleForAddressRange`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemGetHandleForAddressRange(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            handle: *mut ::std::os::raw::c_void,
            dptr: CUdeviceptr,
            size: usize,
            handleType: CUmemRangeHandleType,
            flags: ::std::os::raw::c_ulonglong,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemGetHandleForAddressRange {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemGetHandleForAddressRange")),
        }
    }
    /// `cuMemBatchDecompressAsync`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemBatchDecompressAsync(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            paramsArray: *mut CUmemDecompressParams,
            count: usize,
            flags: ::std::os::raw::c_uint,
            errorIndex: *mut usize,
            stream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemBatchDecompressAsync {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemBatchDecompressAsync")),
        }
    }
    /// `cuMemAddressReserve`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemAddressReserve(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            ptr: *mut CUdeviceptr,
            size: usize,
            alignment: usize,
            addr: CUdeviceptr,
            flags: ::std::os::raw::c_ulonglong,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemAddressReserve {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemAddressReserve")),
        }
    }
    /// `cuMemAddressFree`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemAddressFree(
        &self,
    ) -> Result<
        unsafe extern "C" fn(ptr: CUdeviceptr, size: usize) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemAddressFree {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemAddressFree")),
        }
    }
    /// `cuMemCreate`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemCreate(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            handle: *mut CUmemGenericAllocationHandle,
            size: usize,
            prop: *const CUmemAllocationProp,
            flags: ::std::os::raw::c_ulonglong,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemCreate {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemCreate")),
        }
    }
    /// `cuMemRelease`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemRelease(
        &self,
    ) -> Result<
        unsafe extern "C" fn(handle: CUmemGenericAllocationHandle) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemRelease {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemRelease")),
        }
    }
    /// `cuMemMap`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemMap(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            ptr: CUdeviceptr,
            size: usize,
            offset: usize,
            handle: CUmemGenericAllocationHandle,
            flags: ::std::os::raw::c_ulonglong,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemMap {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemMap")),
        }
    }
    /// `cuMemMapArrayAsync`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemMapArrayAsync(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            mapInfoList: *mut CUarrayMapInfo,
            count: ::std::os::raw::c_uint,
            hStream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemMapArrayAsync {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemMapArrayAsync")),
        }
    }
    /// `cuMemUnmap`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemUnmap(
        &self,
    ) -> Result<
        unsafe extern "C" fn(ptr: CUdeviceptr, size: usize) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemUnmap {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemUnmap")),
        }
    }
    /// `cuMemSetAccess`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemSetAccess(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            ptr: CUdeviceptr,
            size: usize,
            desc: *const CUmemAccessDesc,
            count: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemSetAccess {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemSetAccess")),
        }
    }
    /// `cuMemGetAccess`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemGetAccess(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            flags: *mut ::std::os::raw::c_ulonglong,
            location: *const CUmemLocation,
            ptr: CUdeviceptr,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemGetAccess {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemGetAccess")),
        }
    }
    /// `cuMemExportToShareableHandle`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemExportToShareableHandle(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            shareableHandle: *mut ::std::os::raw::c_void,
            handle: CUmemGenericAllocationHandle,
            handleType: CUmemAllocationHandleType,
            flags: ::std::os::raw::c_ulonglong,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemExportToShareableHandle {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemExportToShareableHandle")),
        }
    }
    /// `cuMemImportFromShareableHandle`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemImportFromShareableHandle(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            handle: *mut CUmemGenericAllocationHandle,
            osHandle: *mut ::std::os::raw::c_void,
            shHandleType: CUmemAllocationHandleType,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemImportFromShareableHandle {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemImportFromShareableHandle")),
        }
    }
    /// `cuMemGetAllocationGranularity`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemGetAllocationGranularity(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            granularity: *mut usize,
            prop: *const CUmemAllocationProp,
            option: CUmemAllocationGranularity_flags,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemGetAllocationGranularity {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemGetAllocationGranularity")),
        }
    }
    /// `cuMemGetAllocationPropertiesFromHandle`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemGetAllocationPropertiesFromHandle(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            prop: *mut CUmemAllocationProp,
            handle: CUmemGenericAllocationHandle,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemGetAllocationPropertiesFromHandle {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemGetAllocationPropertiesFromHandle")),
        }
    }
    /// `cuMemRetainAllocationHandle`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemRetainAllocationHandle(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            handle: *mut CUmemGenericAllocationHandle,
            addr: *mut ::std::os::raw::c_void,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemRetainAllocationHandle {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemRetainAllocationHandle")),
        }
    }
    /// `cuMemFreeAsync`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemFreeAsync(
        &self,
    ) -> Result<
        unsafe extern "C" fn(dptr: CUdeviceptr, hStream: CUstream) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemFreeAsync {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemFreeAsync")),
        }
    }
    /// `cuMemAllocAsync`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemAllocAsync(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dptr: *mut CUdeviceptr,
            bytesize: usize,
            hStream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemAllocAsync {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemAllocAsync")),
        }
    }
    /// `cuMemPoolTrimTo`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemPoolTrimTo(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pool: CUmemoryPool, minBytesToKeep: usize) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemPoolTrimTo {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemPoolTrimTo")),
        }
    }
    /// `cuMemPoolSetAttribute`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemPoolSetAttribute(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pool: CUmemoryPool,
            attr: CUmemPool_attribute,
            value: *mut ::std::os::raw::c_void,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemPoolSetAttribute {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemPoolSetAttribute")),
        }
    }
    /// `cuMemPoolGetAttribute`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemPoolGetAttribute(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pool: CUmemoryPool,
            attr: CUmemPool_attribute,
            value: *mut ::std::os::raw::c_void,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemPoolGetAttribute {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemPoolGetAttribute")),
        }
    }
    /// `cuMemPoolSetAccess`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemPoolSetAccess(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pool: CUmemoryPool,
            map: *const CUmemAccessDesc,
            count: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemPoolSetAccess {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemPoolSetAccess")),
        }
    }
    /// `cuMemPoolGetAccess`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemPoolGetAccess(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            flags: *mut CUmemAccess_flags,
            memPool: CUmemoryPool,
            location: *mut CUmemLocation,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemPoolGetAccess {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemPoolGetAccess")),
        }
    }
    /// `cuMemPoolCreate`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemPoolCreate(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pool: *mut CUmemoryPool,
            poolProps: *const CUmemPoolProps,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemPoolCreate {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemPoolCreate")),
        }
    }
    /// `cuMemPoolDestroy`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemPoolDestroy(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pool: CUmemoryPool) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemPoolDestroy {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemPoolDestroy")),
        }
    }
    /// `cuMemAllocFromPoolAsync`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemAllocFromPoolAsync(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dptr: *mut CUdeviceptr,
            bytesize: usize,
            pool: CUmemoryPool,
            hStream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemAllocFromPoolAsync {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemAllocFromPoolAsync")),
        }
    }
    /// `cuMemPoolExportToShareableHandle`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemPoolExportToShareableHandle(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            handle_out: *mut ::std::os::raw::c_void,
            pool: CUmemoryPool,
            handleType: CUmemAllocationHandleType,
            flags: ::std::os::raw::c_ulonglong,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemPoolExportToShareableHandle {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemPoolExportToShareableHandle")),
        }
    }
    /// `cuMemPoolImportFromShareableHandle`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemPoolImportFromShareableHandle(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pool_out: *mut CUmemoryPool,
            handle: *mut ::std::os::raw::c_void,
            handleType: CUmemAllocationHandleType,
            flags: ::std::os::raw::c_ulonglong,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemPoolImportFromShareableHandle {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemPoolImportFromShareableHandle")),
        }
    }
    /// `cuMemPoolExportPointer`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemPoolExportPointer(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            shareData_out: *mut CUmemPoolPtrExportData,
            ptr: CUdeviceptr,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemPoolExportPointer {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemPoolExportPointer")),
        }
    }
    /// `cuMemPoolImportPointer`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemPoolImportPointer(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            ptr_out: *mut CUdeviceptr,
            pool: CUmemoryPool,
            shareData: *mut CUmemPoolPtrExportData,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemPoolImportPointer {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemPoolImportPointer")),
        }
    }
    /// `cuMulticastCreate`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMulticastCreate(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            mcHandle: *mut CUmemGenericAllocationHandle,
            prop: *const CUmulticastObjectProp,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMulticastCreate {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMulticastCreate")),
        }
    }
    /// `cuMulticastAddDevice`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMulticastAddDevice(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            mcHandle: CUmemGenericAllocationHandle,
            dev: CUdevice,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMulticastAddDevice {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMulticastAddDevice")),
        }
    }
    /// `cuMulticastBindMem`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMulticastBindMem(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            mcHandle: CUmemGenericAllocationHandle,
            mcOffset: usize,
            memHandle: CUmemGenericAllocationHandle,
            memOffset: usize,
            size: usize,
            flags: ::std::os::raw::c_ulonglong,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMulticastBindMem {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMulticastBindMem")),
        }
    }
    /// `cuMulticastBindAddr`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMulticastBindAddr(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            mcHandle: CUmemGenericAllocationHandle,
            mcOffset: usize,
            memptr: CUdeviceptr,
            size: usize,
            flags: ::std::os::raw::c_ulonglong,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMulticastBindAddr {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMulticastBindAddr")),
        }
    }
    /// `cuMulticastUnbind`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMulticastUnbind(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            mcHandle: CUmemGenericAllocationHandle,
            dev: CUdevice,
            mcOffset: usize,
            size: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMulticastUnbind {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMulticastUnbind")),
        }
    }
    /// `cuMulticastGetGranularity`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMulticastGetGranularity(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            granularity: *mut usize,
            prop: *const CUmulticastObjectProp,
            option: CUmulticastGranularity_flags,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMulticastGetGranularity {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMulticastGetGranularity")),
        }
    }
    /// `cuPointerGetAttribute`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuPointerGetAttribute(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            data: *mut ::std::os::raw::c_void,
            attribute: CUpointer_attribute,
            ptr: CUdeviceptr,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuPointerGetAttribute {
            Some(f) => Ok(f),
            None => Err(self.missing("cuPointerGetAttribute")),
        }
    }
    /// `cuMemPrefetchAsync`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemPrefetchAsync(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            devPtr: CUdeviceptr,
            count: usize,
            dstDevice: CUdevice,
            hStream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemPrefetchAsync {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemPrefetchAsync")),
        }
    }
    /// `cuMemPrefetchAsync_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemPrefetchAsync_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            devPtr: CUdeviceptr,
            count: usize,
            location: CUmemLocation,
            flags: ::std::os::raw::c_uint,
            hStream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemPrefetchAsync_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemPrefetchAsync_v2")),
        }
    }
    /// `cuMemAdvise`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemAdvise(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            devPtr: CUdeviceptr,
            count: usize,
            advice: CUmem_advise,
            device: CUdevice,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemAdvise {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemAdvise")),
        }
    }
    /// `cuMemAdvise_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemAdvise_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            devPtr: CUdeviceptr,
            count: usize,
            advice: CUmem_advise,
            location: CUmemLocation,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemAdvise_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemAdvise_v2")),
        }
    }
    /// `cuMemRangeGetAttribute`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemRangeGetAttribute(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            data: *mut ::std::os::raw::c_void,
            dataSize: usize,
            attribute: CUmem_range_attribute,
            devPtr: CUdeviceptr,
            count: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemRangeGetAttribute {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemRangeGetAttribute")),
        }
    }
    /// `cuMemRangeGetAttributes`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuMemRangeGetAttributes(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            data: *mut *mut ::std::os::raw::c_void,
            dataSizes: *mut usize,
            attributes: *mut CUmem_range_attribute,
            numAttributes: usize,
            devPtr: CUdeviceptr,
            count: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuMemRangeGetAttributes {
            Some(f) => Ok(f),
            None => Err(self.missing("cuMemRangeGetAttributes")),
        }
    }
    /// `cuPointerSetAttribute`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuPointerSetAttribute(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            value: *const ::std::os::raw::c_void,
            attribute: CUpointer_attribute,
            ptr: CUdeviceptr,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuPointerSetAttribute {
            Some(f) => Ok(f),
            None => Err(self.missing("cuPointerSetAttribute")),
        }
    }
    /// `cuPointerGetAttributes`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuPointerGetAttributes(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            numAttributes: ::std::os::raw::c_uint,
            attributes: *mut CUpointer_attribute,
            data: *mut *mut ::std::os::raw::c_void,
            ptr: CUdeviceptr,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuPointerGetAttributes {
            Some(f) => Ok(f),
            None => Err(self.missing("cuPointerGetAttributes")),
        }
    }
    /// `cuStreamCreate`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamCreate(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phStream: *mut CUstream,
            Flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamCreate {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamCreate")),
        }
    }
    /// `cuStreamCreateWithPriority`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamCreateWithPriority(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phStream: *mut CUstream,
            flags: ::std::os::raw::c_uint,
            priority: ::std::os::raw::c_int,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamCreateWithPriority {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamCreateWithPriority")),
        }
    }
    /// `cuStreamGetPriority`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamGetPriority(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hStream: CUstream,
            priority: *mut ::std::os::raw::c_int,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamGetPriority {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamGetPriority")),
        }
    }
    /// `cuStreamGetDevice`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamGetDevice(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hStream: CUstream, device: *mut CUdevice) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamGetDevice {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamGetDevice")),
        }
    }
    /// `cuStreamGetFlags`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamGetFlags(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hStream: CUstream,
            flags: *mut ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamGetFlags {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamGetFlags")),
        }
    }
    /// `cuStreamGetId`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamGetId(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hStream: CUstream,
            streamId: *mut ::std::os::raw::c_ulonglong,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamGetId {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamGetId")),
        }
    }
    /// `cuStreamGetCtx`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamGetCtx(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hStream: CUstream, pctx: *mut CUcontext) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamGetCtx {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamGetCtx")),
        }
    }
    /// `cuStreamGetCtx_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamGetCtx_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hStream: CUstream,
            pCtx: *mut CUcontext,
            pGreenCtx: *mut CUgreenCtx,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamGetCtx_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamGetCtx_v2")),
        }
    }
    /// `cuStreamWaitEvent`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamWaitEvent(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hStream: CUstream,
            hEvent: CUevent,
            Flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamWaitEvent {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamWaitEvent")),
        }
    }
    /// `cuStreamAddCallback`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamAddCallback(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hStream: CUstream,
            callback: CUstreamCallback,
            userData: *mut ::std::os::raw::c_void,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamAddCallback {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamAddCallback")),
        }
    }
    /// `cuStreamBeginCapture_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamBeginCapture_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hStream: CUstream, mode: CUstreamCaptureMode) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamBeginCapture_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamBeginCapture_v2")),
        }
    }
    /// `cuStreamBeginCaptureToGraph`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamBeginCaptureToGraph(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hStream: CUstream,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            dependencyData: *const CUgraphEdgeData,
            numDependencies: usize,
            mode: CUstreamCaptureMode,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamBeginCaptureToGraph {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamBeginCaptureToGraph")),
        }
    }
    /// `cuThreadExchangeStreamCaptureMode`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuThreadExchangeStreamCaptureMode(
        &self,
    ) -> Result<
        unsafe extern "C" fn(mode: *mut CUstreamCaptureMode) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuThreadExchangeStreamCaptureMode {
            Some(f) => Ok(f),
            None => Err(self.missing("cuThreadExchangeStreamCaptureMode")),
        }
    }
    /// `cuStreamEndCapture`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamEndCapture(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hStream: CUstream, phGraph: *mut CUgraph) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamEndCapture {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamEndCapture")),
        }
    }
    /// `cuStreamIsCapturing`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamIsCapturing(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hStream: CUstream,
            captureStatus: *mut CUstreamCaptureStatus,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamIsCapturing {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamIsCapturing")),
        }
    }
    /// `cuStreamGetCaptureInfo_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamGetCaptureInfo_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hStream: CUstream,
            captureStatus_out: *mut CUstreamCaptureStatus,
            id_out: *mut cuuint64_t,
            graph_out: *mut CUgraph,
            dependencies_out: *mut *const CUgraphNode,
            numDependencies_out: *mut usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamGetCaptureInfo_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamGetCaptureInfo_v2")),
        }
    }
    /// `cuStreamGetCaptureInfo_v3`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamGetCaptureInfo_v3(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hStream: CUstream,
            captureStatus_out: *mut CUstreamCaptureStatus,
            id_out: *mut cuuint64_t,
            graph_out: *mut CUgraph,
            dependencies_out: *mut *const CUgraphNode,
            edgeData_out: *mut *const CUgraphEdgeData,
            numDependencies_out: *mut usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamGetCaptureInfo_v3 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamGetCaptureInfo_v3")),
        }
    }
    /// `cuStreamUpdateCaptureDependencies`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamUpdateCaptureDependencies(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hStream: CUstream,
            dependencies: *mut CUgraphNode,
            numDependencies: usize,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamUpdateCaptureDependencies {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamUpdateCaptureDependencies")),
        }
    }
    /// `cuStreamUpdateCaptureDependencies_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamUpdateCaptureDependencies_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hStream: CUstream,
            dependencies: *mut CUgraphNode,
            dependencyData: *const CUgraphEdgeData,
            numDependencies: usize,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamUpdateCaptureDependencies_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamUpdateCaptureDependencies_v2")),
        }
    }
    /// `cuStreamAttachMemAsync`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamAttachMemAsync(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hStream: CUstream,
            dptr: CUdeviceptr,
            length: usize,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamAttachMemAsync {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamAttachMemAsync")),
        }
    }
    /// `cuStreamQuery`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamQuery(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hStream: CUstream) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamQuery {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamQuery")),
        }
    }
    /// `cuStreamSynchronize`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamSynchronize(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hStream: CUstream) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamSynchronize {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamSynchronize")),
        }
    }
    /// `cuStreamDestroy_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamDestroy_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hStream: CUstream) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamDestroy_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamDestroy_v2")),
        }
    }
    /// `cuStreamCopyAttributes`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamCopyAttributes(
        &self,
    ) -> Result<
        unsafe extern "C" fn(dst: CUstream, src: CUstream) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamCopyAttributes {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamCopyAttributes")),
        }
    }
    /// `cuStreamGetAttribute`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamGetAttribute(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hStream: CUstream,
            attr: CUstreamAttrID,
            value_out: *mut CUstreamAttrValue,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamGetAttribute {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamGetAttribute")),
        }
    }
    /// `cuStreamSetAttribute`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamSetAttribute(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hStream: CUstream,
            attr: CUstreamAttrID,
            value: *const CUstreamAttrValue,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamSetAttribute {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamSetAttribute")),
        }
    }
    /// `cuEventCreate`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuEventCreate(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phEvent: *mut CUevent,
            Flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuEventCreate {
            Some(f) => Ok(f),
            None => Err(self.missing("cuEventCreate")),
        }
    }
    /// `cuEventRecord`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuEventRecord(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hEvent: CUevent, hStream: CUstream) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuEventRecord {
            Some(f) => Ok(f),
            None => Err(self.missing("cuEventRecord")),
        }
    }
    /// `cuEventRecordWithFlags`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuEventRecordWithFlags(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hEvent: CUevent,
            hStream: CUstream,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuEventRecordWithFlags {
            Some(f) => Ok(f),
            None => Err(self.missing("cuEventRecordWithFlags")),
        }
    }
    /// `cuEventQuery`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuEventQuery(
        &self,
    ) -> Result<unsafe extern "C" fn(hEvent: CUevent) -> CUresult, super::SymbolError> {
        match self.functions.cuEventQuery {
            Some(f) => Ok(f),
            None => Err(self.missing("cuEventQuery")),
        }
    }
    /// `cuEventSynchronize`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuEventSynchronize(
        &self,
    ) -> Result<unsafe extern "C" fn(hEvent: CUevent) -> CUresult, super::SymbolError> {
        match self.functions.cuEventSynchronize {
            Some(f) => Ok(f),
            None => Err(self.missing("cuEventSynchronize")),
        }
    }
    /// `cuEventDestroy_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuEventDestroy_v2(
        &self,
    ) -> Result<unsafe extern "C" fn(hEvent: CUevent) -> CUresult, super::SymbolError> {
        match self.functions.cuEventDestroy_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuEventDestroy_v2")),
        }
    }
    /// `cuEventElapsedTime`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuEventElapsedTime(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pMilliseconds: *mut f32,
            hStart: CUevent,
            hEnd: CUevent,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuEventElapsedTime {
            Some(f) => Ok(f),
            None => Err(self.missing("cuEventElapsedTime")),
        }
    }
    /// `cuEventElapsedTime_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuEventElapsedTime_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pMilliseconds: *mut f32,
            hStart: CUevent,
            hEnd: CUevent,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuEventElapsedTime_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuEventElapsedTime_v2")),
        }
    }
    /// `cuImportExternalMemory`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuImportExternalMemory(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            extMem_out: *mut CUexternalMemory,
            memHandleDesc: *const CUDA_EXTERNAL_MEMORY_HANDLE_DESC,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuImportExternalMemory {
            Some(f) => Ok(f),
            None => Err(self.missing("cuImportExternalMemory")),
        }
    }
    /// `cuExternalMemoryGetMappedBuffer`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuExternalMemoryGetMappedBuffer(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            devPtr: *mut CUdeviceptr,
            extMem: CUexternalMemory,
            bufferDesc: *const CUDA_EXTERNAL_MEMORY_BUFFER_DESC,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuExternalMemoryGetMappedBuffer {
            Some(f) => Ok(f),
            None => Err(self.missing("cuExternalMemoryGetMappedBuffer")),
        }
    }
    /// `cuExternalMemoryGetMappedMipmappedArray`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuExternalMemoryGetMappedMipmappedArray(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            mipmap: *mut CUmipmappedArray,
            extMem: CUexternalMemory,
            mipmapDesc: *const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuExternalMemoryGetMappedMipmappedArray {
            Some(f) => Ok(f),
            None => Err(self.missing("cuExternalMemoryGetMappedMipmappedArray")),
        }
    }
    /// `cuDestroyExternalMemory`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDestroyExternalMemory(
        &self,
    ) -> Result<
        unsafe extern "C" fn(extMem: CUexternalMemory) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDestroyExternalMemory {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDestroyExternalMemory")),
        }
    }
    /// `cuImportExternalSemaphore`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuImportExternalSemaphore(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            extSem_out: *mut CUexternalSemaphore,
            semHandleDesc: *const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuImportExternalSemaphore {
            Some(f) => Ok(f),
            None => Err(self.missing("cuImportExternalSemaphore")),
        }
    }
    /// `cuSignalExternalSemaphoresAsync`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuSignalExternalSemaphoresAsync(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            extSemArray: *const CUexternalSemaphore,
            paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS,
            numExtSems: ::std::os::raw::c_uint,
            stream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuSignalExternalSemaphoresAsync {
            Some(f) => Ok(f),
            None => Err(self.missing("cuSignalExternalSemaphoresAsync")),
        }
    }
    /// `cuWaitExternalSemaphoresAsync`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuWaitExternalSemaphoresAsync(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            extSemArray: *const CUexternalSemaphore,
            paramsArray: *const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS,
            numExtSems: ::std::os::raw::c_uint,
            stream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuWaitExternalSemaphoresAsync {
            Some(f) => Ok(f),
            None => Err(self.missing("cuWaitExternalSemaphoresAsync")),
        }
    }
    /// `cuDestroyExternalSemaphore`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDestroyExternalSemaphore(
        &self,
    ) -> Result<
        unsafe extern "C" fn(extSem: CUexternalSemaphore) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDestroyExternalSemaphore {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDestroyExternalSemaphore")),
        }
    }
    /// `cuStreamWaitValue32_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamWaitValue32_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            stream: CUstream,
            addr: CUdeviceptr,
            value: cuuint32_t,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamWaitValue32_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamWaitValue32_v2")),
        }
    }
    /// `cuStreamWaitValue64_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamWaitValue64_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            stream: CUstream,
            addr: CUdeviceptr,
            value: cuuint64_t,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamWaitValue64_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamWaitValue64_v2")),
        }
    }
    /// `cuStreamWriteValue32_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamWriteValue32_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            stream: CUstream,
            addr: CUdeviceptr,
            value: cuuint32_t,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamWriteValue32_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamWriteValue32_v2")),
        }
    }
    /// `cuStreamWriteValue64_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamWriteValue64_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            stream: CUstream,
            addr: CUdeviceptr,
            value: cuuint64_t,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamWriteValue64_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamWriteValue64_v2")),
        }
    }
    /// `cuStreamBatchMemOp_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamBatchMemOp_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            stream: CUstream,
            count: ::std::os::raw::c_uint,
            paramArray: *mut CUstreamBatchMemOpParams,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamBatchMemOp_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamBatchMemOp_v2")),
        }
    }
    /// `cuFuncGetAttribute`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuFuncGetAttribute(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pi: *mut ::std::os::raw::c_int,
            attrib: CUfunction_attribute,
            hfunc: CUfunction,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuFuncGetAttribute {
            Some(f) => Ok(f),
            None => Err(self.missing("cuFuncGetAttribute")),
        }
    }
    /// `cuFuncSetAttribute`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuFuncSetAttribute(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hfunc: CUfunction,
            attrib: CUfunction_attribute,
            value: ::std::os::raw::c_int,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuFuncSetAttribute {
            Some(f) => Ok(f),
            None => Err(self.missing("cuFuncSetAttribute")),
        }
    }
    /// `cuFuncSetCacheConfig`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuFuncSetCacheConfig(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hfunc: CUfunction, config: CUfunc_cache) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuFuncSetCacheConfig {
            Some(f) => Ok(f),
            None => Err(self.missing("cuFuncSetCacheConfig")),
        }
    }
    /// `cuFuncGetModule`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuFuncGetModule(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hmod: *mut CUmodule, hfunc: CUfunction) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuFuncGetModule {
            Some(f) => Ok(f),
            None => Err(self.missing("cuFuncGetModule")),
        }
    }
    /// `cuFuncGetName`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuFuncGetName(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            name: *mut *const ::std::os::raw::c_char,
            hfunc: CUfunction,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuFuncGetName {
            Some(f) => Ok(f),
            None => Err(self.missing("cuFuncGetName")),
        }
    }
    /// `cuFuncGetParamInfo`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuFuncGetParamInfo(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            func: CUfunction,
            paramIndex: usize,
            paramOffset: *mut usize,
            paramSize: *mut usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuFuncGetParamInfo {
            Some(f) => Ok(f),
            None => Err(self.missing("cuFuncGetParamInfo")),
        }
    }
    /// `cuFuncIsLoaded`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuFuncIsLoaded(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            state: *mut CUfunctionLoadingState,
            function: CUfunction,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuFuncIsLoaded {
            Some(f) => Ok(f),
            None => Err(self.missing("cuFuncIsLoaded")),
        }
    }
    /// `cuFuncLoad`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuFuncLoad(
        &self,
    ) -> Result<
        unsafe extern "C" fn(function: CUfunction) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuFuncLoad {
            Some(f) => Ok(f),
            None => Err(self.missing("cuFuncLoad")),
        }
    }
    /// `cuLaunchKernel`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLaunchKernel(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            f: CUfunction,
            gridDimX: ::std::os::raw::c_uint,
            gridDimY: ::std::os::raw::c_uint,
            gridDimZ: ::std::os::raw::c_uint,
            blockDimX: ::std::os::raw::c_uint,
            blockDimY: ::std::os::raw::c_uint,
            blockDimZ: ::std::os::raw::c_uint,
            sharedMemBytes: ::std::os::raw::c_uint,
            hStream: CUstream,
            kernelParams: *mut *mut ::std::os::raw::c_void,
            extra: *mut *mut ::std::os::raw::c_void,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLaunchKernel {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLaunchKernel")),
        }
    }
    /// `cuLaunchKernelEx`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLaunchKernelEx(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            config: *const CUlaunchConfig,
            f: CUfunction,
            kernelParams: *mut *mut ::std::os::raw::c_void,
            extra: *mut *mut ::std::os::raw::c_void,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLaunchKernelEx {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLaunchKernelEx")),
        }
    }
    /// `cuLaunchCooperativeKernel`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLaunchCooperativeKernel(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            f: CUfunction,
            gridDimX: ::std::os::raw::c_uint,
            gridDimY: ::std::os::raw::c_uint,
            gridDimZ: ::std::os::raw::c_uint,
            blockDimX: ::std::os::raw::c_uint,
            blockDimY: ::std::os::raw::c_uint,
            blockDimZ: ::std::os::raw::c_uint,
            sharedMemBytes: ::std::os::raw::c_uint,
            hStream: CUstream,
            kernelParams: *mut *mut ::std::os::raw::c_void,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLaunchCooperativeKernel {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLaunchCooperativeKernel")),
        }
    }
    /// `cuLaunchCooperativeKernelMultiDevice`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLaunchCooperativeKernelMultiDevice(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            launchParamsList: *mut CUDA_LAUNCH_PARAMS,
            numDevices: ::std::os::raw::c_uint,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLaunchCooperativeKernelMultiDevice {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLaunchCooperativeKernelMultiDevice")),
        }
    }
    /// `cuLaunchHostFunc`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLaunchHostFunc(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hStream: CUstream,
            fn_: CUhostFn,
            userData: *mut ::std::os::raw::c_void,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLaunchHostFunc {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLaunchHostFunc")),
        }
    }
    /// `cuFuncSetBlockShape`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuFuncSetBlockShape(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hfunc: CUfunction,
            x: ::std::os::raw::c_int,
            y: ::std::os::raw::c_int,
            z: ::std::os::raw::c_int,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuFuncSetBlockShape {
            Some(f) => Ok(f),
            None => Err(self.missing("cuFuncSetBlockShape")),
        }
    }
    /// `cuFuncSetSharedSize`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuFuncSetSharedSize(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hfunc: CUfunction,
            bytes: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuFuncSetSharedSize {
            Some(f) => Ok(f),
            None => Err(self.missing("cuFuncSetSharedSize")),
        }
    }
    /// `cuParamSetSize`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuParamSetSize(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hfunc: CUfunction,
            numbytes: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuParamSetSize {
            Some(f) => Ok(f),
            None => Err(self.missing("cuParamSetSize")),
        }
    }
    /// `cuParamSeti`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuParamSeti(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hfunc: CUfunction,
            offset: ::std::os::raw::c_int,
            value: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuParamSeti {
            Some(f) => Ok(f),
            None => Err(self.missing("cuParamSeti")),
        }
    }
    /// `cuParamSetf`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuParamSetf(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hfunc: CUfunction,
            offset: ::std::os::raw::c_int,
            value: f32,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuParamSetf {
            Some(f) => Ok(f),
            None => Err(self.missing("cuParamSetf")),
        }
    }
    /// `cuParamSetv`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuParamSetv(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hfunc: CUfunction,
            offset: ::std::os::raw::c_int,
            ptr: *mut ::std::os::raw::c_void,
            numbytes: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuParamSetv {
            Some(f) => Ok(f),
            None => Err(self.missing("cuParamSetv")),
        }
    }
    /// `cuLaunch`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLaunch(
        &self,
    ) -> Result<unsafe extern "C" fn(f: CUfunction) -> CUresult, super::SymbolError> {
        match self.functions.cuLaunch {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLaunch")),
        }
    }
    /// `cuLaunchGrid`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLaunchGrid(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            f: CUfunction,
            grid_width: ::std::os::raw::c_int,
            grid_height: ::std::os::raw::c_int,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLaunchGrid {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLaunchGrid")),
        }
    }
    /// `cuLaunchGridAsync`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLaunchGridAsync(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            f: CUfunction,
            grid_width: ::std::os::raw::c_int,
            grid_height: ::std::os::raw::c_int,
            hStream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLaunchGridAsync {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLaunchGridAsync")),
        }
    }
    /// `cuParamSetTexRef`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuParamSetTexRef(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hfunc: CUfunction,
            texunit: ::std::os::raw::c_int,
            hTexRef: CUtexref,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuParamSetTexRef {
            Some(f) => Ok(f),
            None => Err(self.missing("cuParamSetTexRef")),
        }
    }
    /// `cuFuncSetSharedMemConfig`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuFuncSetSharedMemConfig(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hfunc: CUfunction, config: CUsharedconfig) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuFuncSetSharedMemConfig {
            Some(f) => Ok(f),
            None => Err(self.missing("cuFuncSetSharedMemConfig")),
        }
    }
    /// `cuGraphCreate`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphCreate(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phGraph: *mut CUgraph,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphCreate {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphCreate")),
        }
    }
    /// `cuGraphAddKernelNode_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphAddKernelNode_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            nodeParams: *const CUDA_KERNEL_NODE_PARAMS,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphAddKernelNode_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphAddKernelNode_v2")),
        }
    }
    /// `cuGraphKernelNodeGetParams_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphKernelNodeGetParams_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams: *mut CUDA_KERNEL_NODE_PARAMS,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphKernelNodeGetParams_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphKernelNodeGetParams_v2")),
        }
    }
    /// `cuGraphKernelNodeSetParams_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphKernelNodeSetParams_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams: *const CUDA_KERNEL_NODE_PARAMS,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphKernelNodeSetParams_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphKernelNodeSetParams_v2")),
        }
    }
    /// `cuGraphAddMemcpyNode`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphAddMemcpyNode(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            copyParams: *const CUDA_MEMCPY3D,
            ctx: CUcontext,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphAddMemcpyNode {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphAddMemcpyNode")),
        }
    }
    /// `cuGraphMemcpyNodeGetParams`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphMemcpyNodeGetParams(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams: *mut CUDA_MEMCPY3D,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphMemcpyNodeGetParams {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphMemcpyNodeGetParams")),
        }
    }
    /// `cuGraphMemcpyNodeSetParams`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphMemcpyNodeSetParams(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams: *const CUDA_MEMCPY3D,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphMemcpyNodeSetParams {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphMemcpyNodeSetParams")),
        }
    }
    /// `cuGraphAddMemsetNode`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphAddMemsetNode(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            memsetParams: *const CUDA_MEMSET_NODE_PARAMS,
            ctx: CUcontext,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphAddMemsetNode {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphAddMemsetNode")),
        }
    }
    /// `cuGraphMemsetNodeGetParams`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphMemsetNodeGetParams(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams: *mut CUDA_MEMSET_NODE_PARAMS,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphMemsetNodeGetParams {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphMemsetNodeGetParams")),
        }
    }
    /// `cuGraphMemsetNodeSetParams`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphMemsetNodeSetParams(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams: *const CUDA_MEMSET_NODE_PARAMS,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphMemsetNodeSetParams {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphMemsetNodeSetParams")),
        }
    }
    /// `cuGraphAddHostNode`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphAddHostNode(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            nodeParams: *const CUDA_HOST_NODE_PARAMS,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphAddHostNode {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphAddHostNode")),
        }
    }
    /// `cuGraphHostNodeGetParams`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphHostNodeGetParams(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams: *mut CUDA_HOST_NODE_PARAMS,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphHostNodeGetParams {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphHostNodeGetParams")),
        }
    }
    /// `cuGraphHostNodeSetParams`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphHostNodeSetParams(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams: *const CUDA_HOST_NODE_PARAMS,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphHostNodeSetParams {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphHostNodeSetParams")),
        }
    }
    /// `cuGraphAddChildGraphNode`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphAddChildGraphNode(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            childGraph: CUgraph,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphAddChildGraphNode {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphAddChildGraphNode")),
        }
    }
    /// `cuGraphChildGraphNodeGetGraph`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphChildGraphNodeGetGraph(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hNode: CUgraphNode, phGraph: *mut CUgraph) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphChildGraphNodeGetGraph {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphChildGraphNodeGetGraph")),
        }
    }
    /// `cuGraphAddEmptyNode`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphAddEmptyNode(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphAddEmptyNode {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphAddEmptyNode")),
        }
    }
    /// `cuGraphAddEventRecordNode`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphAddEventRecordNode(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            event: CUevent,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphAddEventRecordNode {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphAddEventRecordNode")),
        }
    }
    /// `cuGraphEventRecordNodeGetEvent`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphEventRecordNodeGetEvent(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hNode: CUgraphNode, event_out: *mut CUevent) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphEventRecordNodeGetEvent {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphEventRecordNodeGetEvent")),
        }
    }
    /// `cuGraphEventRecordNodeSetEvent`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphEventRecordNodeSetEvent(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hNode: CUgraphNode, event: CUevent) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphEventRecordNodeSetEvent {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphEventRecordNodeSetEvent")),
        }
    }
    /// `cuGraphAddEventWaitNode`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphAddEventWaitNode(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            event: CUevent,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphAddEventWaitNode {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphAddEventWaitNode")),
        }
    }
    /// `cuGraphEventWaitNodeGetEvent`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphEventWaitNodeGetEvent(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hNode: CUgraphNode, event_out: *mut CUevent) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphEventWaitNodeGetEvent {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphEventWaitNodeGetEvent")),
        }
    }
    /// `cuGraphEventWaitNodeSetEvent`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphEventWaitNodeSetEvent(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hNode: CUgraphNode, event: CUevent) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphEventWaitNodeSetEvent {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphEventWaitNodeSetEvent")),
        }
    }
    /// `cuGraphAddExternalSemaphoresSignalNode`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphAddExternalSemaphoresSignalNode(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            nodeParams: *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphAddExternalSemaphoresSignalNode {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphAddExternalSemaphoresSignalNode")),
        }
    }
    /// `cuGraphExternalSemaphoresSignalNodeGetParams`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphExternalSemaphoresSignalNodeGetParams(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            params_out: *mut CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphExternalSemaphoresSignalNodeGetParams {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphExternalSemaphoresSignalNodeGetParams")),
        }
    }
    /// `cuGraphExternalSemaphoresSignalNodeSetParams`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphExternalSemaphoresSignalNodeSetParams(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams: *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphExternalSemaphoresSignalNodeSetParams {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphExternalSemaphoresSignalNodeSetParams")),
        }
    }
    /// `cuGraphAddExternalSemaphoresWaitNode`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphAddExternalSemaphoresWaitNode(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            nodeParams: *const CUDA_EXT_SEM_WAIT_NODE_PARAMS,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphAddExternalSemaphoresWaitNode {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphAddExternalSemaphoresWaitNode")),
        }
    }
    /// `cuGraphExternalSemaphoresWaitNodeGetParams`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphExternalSemaphoresWaitNodeGetParams(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            params_out: *mut CUDA_EXT_SEM_WAIT_NODE_PARAMS,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphExternalSemaphoresWaitNodeGetParams {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphExternalSemaphoresWaitNodeGetParams")),
        }
    }
    /// `cuGraphExternalSemaphoresWaitNodeSetParams`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphExternalSemaphoresWaitNodeSetParams(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams: *const CUDA_EXT_SEM_WAIT_NODE_PARAMS,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphExternalSemaphoresWaitNodeSetParams {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphExternalSemaphoresWaitNodeSetParams")),
        }
    }
    /// `cuGraphAddBatchMemOpNode`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphAddBatchMemOpNode(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            nodeParams: *const CUDA_BATCH_MEM_OP_NODE_PARAMS,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphAddBatchMemOpNode {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphAddBatchMemOpNode")),
        }
    }
    /// `cuGraphBatchMemOpNodeGetParams`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphBatchMemOpNodeGetParams(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams_out: *mut CUDA_BATCH_MEM_OP_NODE_PARAMS,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphBatchMemOpNodeGetParams {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphBatchMemOpNodeGetParams")),
        }
    }
    /// `cuGraphBatchMemOpNodeSetParams`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphBatchMemOpNodeSetParams(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams: *const CUDA_BATCH_MEM_OP_NODE_PARAMS,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphBatchMemOpNodeSetParams {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphBatchMemOpNodeSetParams")),
        }
    }
    /// `cuGraphExecBatchMemOpNodeSetParams`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphExecBatchMemOpNodeSetParams(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            nodeParams: *const CUDA_BATCH_MEM_OP_NODE_PARAMS,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphExecBatchMemOpNodeSetParams {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphExecBatchMemOpNodeSetParams")),
        }
    }
    /// `cuGraphAddMemAllocNode`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphAddMemAllocNode(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            nodeParams: *mut CUDA_MEM_ALLOC_NODE_PARAMS,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphAddMemAllocNode {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphAddMemAllocNode")),
        }
    }
    /// `cuGraphMemAllocNodeGetParams`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphMemAllocNodeGetParams(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            params_out: *mut CUDA_MEM_ALLOC_NODE_PARAMS,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphMemAllocNodeGetParams {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphMemAllocNodeGetParams")),
        }
    }
    /// `cuGraphAddMemFreeNode`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphAddMemFreeNode(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            dptr: CUdeviceptr,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphAddMemFreeNode {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphAddMemFreeNode")),
        }
    }
    /// `cuGraphMemFreeNodeGetParams`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphMemFreeNodeGetParams(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hNode: CUgraphNode, dptr_out: *mut CUdeviceptr) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphMemFreeNodeGetParams {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphMemFreeNodeGetParams")),
        }
    }
    /// `cuDeviceGraphMemTrim`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceGraphMemTrim(
        &self,
    ) -> Result<unsafe extern "C" fn(device: CUdevice) -> CUresult, super::SymbolError> {
        match self.functions.cuDeviceGraphMemTrim {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceGraphMemTrim")),
        }
    }
    /// `cuDeviceGetGraphMemAttribute`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceGetGraphMemAttribute(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            device: CUdevice,
            attr: CUgraphMem_attribute,
            value: *mut ::std::os::raw::c_void,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDeviceGetGraphMemAttribute {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceGetGraphMemAttribute")),
        }
    }
    /// `cuDeviceSetGraphMemAttribute`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceSetGraphMemAttribute(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            device: CUdevice,
            attr: CUgraphMem_attribute,
            value: *mut ::std::os::raw::c_void,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDeviceSetGraphMemAttribute {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceSetGraphMemAttribute")),
        }
    }
    /// `cuGraphClone`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphClone(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phGraphClone: *mut CUgraph,
            originalGraph: CUgraph,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphClone {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphClone")),
        }
    }
    /// `cuGraphNodeFindInClone`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphNodeFindInClone(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phNode: *mut CUgraphNode,
            hOriginalNode: CUgraphNode,
            hClonedGraph: CUgraph,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphNodeFindInClone {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphNodeFindInClone")),
        }
    }
    /// `cuGraphNodeGetType`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphNodeGetType(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            type_: *mut CUgraphNodeType,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphNodeGetType {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphNodeGetType")),
        }
    }
    /// `cuGraphGetNodes`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphGetNodes(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hGraph: CUgraph,
            nodes: *mut CUgraphNode,
            numNodes: *mut usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphGetNodes {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphGetNodes")),
        }
    }
    /// `cuGraphGetRootNodes`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphGetRootNodes(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hGraph: CUgraph,
            rootNodes: *mut CUgraphNode,
            numRootNodes: *mut usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphGetRootNodes {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphGetRootNodes")),
        }
    }
    /// `cuGraphGetEdges`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphGetEdges(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hGraph: CUgraph,
            from: *mut CUgraphNode,
            to: *mut CUgraphNode,
            numEdges: *mut usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphGetEdges {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphGetEdges")),
        }
    }
    /// `cuGraphGetEdges_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphGetEdges_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hGraph: CUgraph,
            from: *mut CUgraphNode,
            to: *mut CUgraphNode,
            edgeData: *mut CUgraphEdgeData,
            numEdges: *mut usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphGetEdges_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphGetEdges_v2")),
        }
    }
    /// `cuGraphNodeGetDependencies`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphNodeGetDependencies(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            dependencies: *mut CUgraphNode,
            numDependencies: *mut usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphNodeGetDependencies {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphNodeGetDependencies")),
        }
    }
    /// `cuGraphNodeGetDependencies_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphNodeGetDependencies_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            dependencies: *mut CUgraphNode,
            edgeData: *mut CUgraphEdgeData,
            numDependencies: *mut usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphNodeGetDependencies_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphNodeGetDependencies_v2")),
        }
    }
    /// `cuGraphNodeGetDependentNodes`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphNodeGetDependentNodes(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            dependentNodes: *mut CUgraphNode,
            numDependentNodes: *mut usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphNodeGetDependentNodes {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphNodeGetDependentNodes")),
        }
    }
    /// `cuGraphNodeGetDependentNodes_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphNodeGetDependentNodes_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            dependentNodes: *mut CUgraphNode,
            edgeData: *mut CUgraphEdgeData,
            numDependentNodes: *mut usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphNodeGetDependentNodes_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphNodeGetDependentNodes_v2")),
        }
    }
    /// `cuGraphAddDependencies`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphAddDependencies(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hGraph: CUgraph,
            from: *const CUgraphNode,
            to: *const CUgraphNode,
            numDependencies: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphAddDependencies {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphAddDependencies")),
        }
    }
    /// `cuGraphAddDependencies_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphAddDependencies_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hGraph: CUgraph,
            from: *const CUgraphNode,
            to: *const CUgraphNode,
            edgeData: *const CUgraphEdgeData,
            numDependencies: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphAddDependencies_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphAddDependencies_v2")),
        }
    }
    /// `cuGraphRemoveDependencies`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphRemoveDependencies(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hGraph: CUgraph,
            from: *const CUgraphNode,
            to: *const CUgraphNode,
            numDependencies: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphRemoveDependencies {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphRemoveDependencies")),
        }
    }
    /// `cuGraphRemoveDependencies_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphRemoveDependencies_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hGraph: CUgraph,
            from: *const CUgraphNode,
            to: *const CUgraphNode,
            edgeData: *const CUgraphEdgeData,
            numDependencies: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphRemoveDependencies_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphRemoveDependencies_v2")),
        }
    }
    /// `cuGraphDestroyNode`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphDestroyNode(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hNode: CUgraphNode) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphDestroyNode {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphDestroyNode")),
        }
    }
    /// `cuGraphInstantiateWithFlags`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphInstantiateWithFlags(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phGraphExec: *mut CUgraphExec,
            hGraph: CUgraph,
            flags: ::std::os::raw::c_ulonglong,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphInstantiateWithFlags {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphInstantiateWithFlags")),
        }
    }
    /// `cuGraphInstantiateWithParams`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphInstantiateWithParams(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phGraphExec: *mut CUgraphExec,
            hGraph: CUgraph,
            instantiateParams: *mut CUDA_GRAPH_INSTANTIATE_PARAMS,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphInstantiateWithParams {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphInstantiateWithParams")),
        }
    }
    /// `cuGraphExecGetFlags`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphExecGetFlags(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            flags: *mut cuuint64_t,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphExecGetFlags {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphExecGetFlags")),
        }
    }
    /// `cuGraphExecKernelNodeSetParams_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphExecKernelNodeSetParams_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            nodeParams: *const CUDA_KERNEL_NODE_PARAMS,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphExecKernelNodeSetParams_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphExecKernelNodeSetParams_v2")),
        }
    }
    /// `cuGraphExecMemcpyNodeSetParams`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphExecMemcpyNodeSetParams(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            copyParams: *const CUDA_MEMCPY3D,
            ctx: CUcontext,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphExecMemcpyNodeSetParams {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphExecMemcpyNodeSetParams")),
        }
    }
    /// `cuGraphExecMemsetNodeSetParams`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphExecMemsetNodeSetParams(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            memsetParams: *const CUDA_MEMSET_NODE_PARAMS,
            ctx: CUcontext,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphExecMemsetNodeSetParams {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphExecMemsetNodeSetParams")),
        }
    }
    /// `cuGraphExecHostNodeSetParams`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphExecHostNodeSetParams(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            nodeParams: *const CUDA_HOST_NODE_PARAMS,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphExecHostNodeSetParams {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphExecHostNodeSetParams")),
        }
    }
    /// `cuGraphExecChildGraphNodeSetParams`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphExecChildGraphNodeSetParams(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            childGraph: CUgraph,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphExecChildGraphNodeSetParams {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphExecChildGraphNodeSetParams")),
        }
    }
    /// `cuGraphExecEventRecordNodeSetEvent`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphExecEventRecordNodeSetEvent(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            event: CUevent,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphExecEventRecordNodeSetEvent {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphExecEventRecordNodeSetEvent")),
        }
    }
    /// `cuGraphExecEventWaitNodeSetEvent`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphExecEventWaitNodeSetEvent(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            event: CUevent,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphExecEventWaitNodeSetEvent {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphExecEventWaitNodeSetEvent")),
        }
    }
    /// `cuGraphExecExternalSemaphoresSignalNodeSetParams`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphExecExternalSemaphoresSignalNodeSetParams(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            nodeParams: *const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphExecExternalSemaphoresSignalNodeSetParams {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphExecExternalSemaphoresSignalNodeSetParams")),
        }
    }
    /// `cuGraphExecExternalSemaphoresWaitNodeSetParams`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphExecExternalSemaphoresWaitNodeSetParams(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            nodeParams: *const CUDA_EXT_SEM_WAIT_NODE_PARAMS,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphExecExternalSemaphoresWaitNodeSetParams {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphExecExternalSemaphoresWaitNodeSetParams")),
        }
    }
    /// `cuGraphNodeSetEnabled`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphNodeSetEnabled(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            isEnabled: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphNodeSetEnabled {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphNodeSetEnabled")),
        }
    }
    /// `cuGraphNodeGetEnabled`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphNodeGetEnabled(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            isEnabled: *mut ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphNodeGetEnabled {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphNodeGetEnabled")),
        }
    }
    /// `cuGraphUpload`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphUpload(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hGraphExec: CUgraphExec, hStream: CUstream) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphUpload {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphUpload")),
        }
    }
    /// `cuGraphLaunch`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphLaunch(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hGraphExec: CUgraphExec, hStream: CUstream) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphLaunch {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphLaunch")),
        }
    }
    /// `cuGraphExecDestroy`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphExecDestroy(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hGraphExec: CUgraphExec) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphExecDestroy {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphExecDestroy")),
        }
    }
    /// `cuGraphDestroy`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphDestroy(
        &self,
    ) -> Result<unsafe extern "C" fn(hGraph: CUgraph) -> CUresult, super::SymbolError> {
        match self.functions.cuGraphDestroy {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphDestroy")),
        }
    }
    /// `cuGraphExecUpdate_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphExecUpdate_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hGraph: CUgraph,
            resultInfo: *mut CUgraphExecUpdateResultInfo,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphExecUpdate_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphExecUpdate_v2")),
        }
    }
    /// `cuGraphKernelNodeCopyAttributes`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphKernelNodeCopyAttributes(
        &self,
    ) -> Result<
        unsafe extern "C" fn(dst: CUgraphNode, src: CUgraphNode) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphKernelNodeCopyAttributes {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphKernelNodeCopyAttributes")),
        }
    }
    /// `cuGraphKernelNodeGetAttribute`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphKernelNodeGetAttribute(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            attr: CUkernelNodeAttrID,
            value_out: *mut CUkernelNodeAttrValue,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphKernelNodeGetAttribute {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphKernelNodeGetAttribute")),
        }
    }
    /// `cuGraphKernelNodeSetAttribute`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphKernelNodeSetAttribute(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            attr: CUkernelNodeAttrID,
            value: *const CUkernelNodeAttrValue,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphKernelNodeSetAttribute {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphKernelNodeSetAttribute")),
        }
    }
    /// `cuGraphDebugDotPrint`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphDebugDotPrint(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hGraph: CUgraph,
            path: *const ::std::os::raw::c_char,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphDebugDotPrint {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphDebugDotPrint")),
        }
    }
    /// `cuUserObjectCreate`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuUserObjectCreate(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            object_out: *mut CUuserObject,
            ptr: *mut ::std::os::raw::c_void,
            destroy: CUhostFn,
            initialRefcount: ::std::os::raw::c_uint,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuUserObjectCreate {
            Some(f) => Ok(f),
            None => Err(self.missing("cuUserObjectCreate")),
        }
    }
    /// `cuUserObjectRetain`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuUserObjectRetain(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            object: CUuserObject,
            count: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuUserObjectRetain {
            Some(f) => Ok(f),
            None => Err(self.missing("cuUserObjectRetain")),
        }
    }
    /// `cuUserObjectRelease`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuUserObjectRelease(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            object: CUuserObject,
            count: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuUserObjectRelease {
            Some(f) => Ok(f),
            None => Err(self.missing("cuUserObjectRelease")),
        }
    }
    /// `cuGraphRetainUserObject`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphRetainUserObject(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            graph: CUgraph,
            object: CUuserObject,
            count: ::std::os::raw::c_uint,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphRetainUserObject {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphRetainUserObject")),
        }
    }
    /// `cuGraphReleaseUserObject`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphReleaseUserObject(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            graph: CUgraph,
            object: CUuserObject,
            count: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphReleaseUserObject {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphReleaseUserObject")),
        }
    }
    /// `cuGraphAddNode`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphAddNode(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            numDependencies: usize,
            nodeParams: *mut CUgraphNodeParams,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphAddNode {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphAddNode")),
        }
    }
    /// `cuGraphAddNode_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphAddNode_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phGraphNode: *mut CUgraphNode,
            hGraph: CUgraph,
            dependencies: *const CUgraphNode,
            dependencyData: *const CUgraphEdgeData,
            numDependencies: usize,
            nodeParams: *mut CUgraphNodeParams,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphAddNode_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphAddNode_v2")),
        }
    }
    /// `cuGraphNodeSetParams`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphNodeSetParams(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hNode: CUgraphNode,
            nodeParams: *mut CUgraphNodeParams,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphNodeSetParams {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphNodeSetParams")),
        }
    }
    /// `cuGraphExecNodeSetParams`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphExecNodeSetParams(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hGraphExec: CUgraphExec,
            hNode: CUgraphNode,
            nodeParams: *mut CUgraphNodeParams,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphExecNodeSetParams {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphExecNodeSetParams")),
        }
    }
    /// `cuGraphConditionalHandleCreate`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphConditionalHandleCreate(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pHandle_out: *mut CUgraphConditionalHandle,
            hGraph: CUgraph,
            ctx: CUcontext,
            defaultLaunchValue: ::std::os::raw::c_uint,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphConditionalHandleCreate {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphConditionalHandleCreate")),
        }
    }
    /// `cuOccupancyMaxActiveBlocksPerMultiprocessor`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuOccupancyMaxActiveBlocksPerMultiprocessor(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            numBlocks: *mut ::std::os::raw::c_int,
            func: CUfunction,
            blockSize: ::std::os::raw::c_int,
            dynamicSMemSize: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuOccupancyMaxActiveBlocksPerMultiprocessor {
            Some(f) => Ok(f),
            None => Err(self.missing("cuOccupancyMaxActiveBlocksPerMultiprocessor")),
        }
    }
    /// `cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            numBlocks: *mut ::std::os::raw::c_int,
            func: CUfunction,
            blockSize: ::std::os::raw::c_int,
            dynamicSMemSize: usize,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags {
            Some(f) => Ok(f),
            None => {
                Err(self.missing("cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags"))
            }
        }
    }
    /// `cuOccupancyMaxPotentialBlockSize`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuOccupancyMaxPotentialBlockSize(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            minGridSize: *mut ::std::os::raw::c_int,
            blockSize: *mut ::std::os::raw::c_int,
            func: CUfunction,
            blockSizeToDynamicSMemSize: CUoccupancyB2DSize,
            dynamicSMemSize: usize,
            blockSizeLimit: ::std::os::raw::c_int,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuOccupancyMaxPotentialBlockSize {
            Some(f) => Ok(f),
            None => Err(self.missing("cuOccupancyMaxPotentialBlockSize")),
        }
    }
    /// `cuOccupancyMaxPotentialBlockSizeWithFlags`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuOccupancyMaxPotentialBlockSizeWithFlags(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            minGridSize: *mut ::std::os::raw::c_int,
            blockSize: *mut ::std::os::raw::c_int,
            func: CUfunction,
            blockSizeToDynamicSMemSize: CUoccupancyB2DSize,
            dynamicSMemSize: usize,
            blockSizeLimit: ::std::os::raw::c_int,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuOccupancyMaxPotentialBlockSizeWithFlags {
            Some(f) => Ok(f),
            None => Err(self.missing("cuOccupancyMaxPotentialBlockSizeWithFlags")),
        }
    }
    /// `cuOccupancyAvailableDynamicSMemPerBlock`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuOccupancyAvailableDynamicSMemPerBlock(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            dynamicSmemSize: *mut usize,
            func: CUfunction,
            numBlocks: ::std::os::raw::c_int,
            blockSize: ::std::os::raw::c_int,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuOccupancyAvailableDynamicSMemPerBlock {
            Some(f) => Ok(f),
            None => Err(self.missing("cuOccupancyAvailableDynamicSMemPerBlock")),
        }
    }
    /// `cuOccupancyMaxPotentialClusterSize`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuOccupancyMaxPotentialClusterSize(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            clusterSize: *mut ::std::os::raw::c_int,
            func: CUfunction,
            config: *const CUlaunchConfig,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuOccupancyMaxPotentialClusterSize {
            Some(f) => Ok(f),
            None => Err(self.missing("cuOccupancyMaxPotentialClusterSize")),
        }
    }
    /// `cuOccupancyMaxActiveClusters`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuOccupancyMaxActiveClusters(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            numClusters: *mut ::std::os::raw::c_int,
            func: CUfunction,
            config: *const CUlaunchConfig,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuOccupancyMaxActiveClusters {
            Some(f) => Ok(f),
            None => Err(self.missing("cuOccupancyMaxActiveClusters")),
        }
    }
    /// `cuTexRefSetArray`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefSetArray(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hTexRef: CUtexref,
            hArray: CUarray,
            Flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefSetArray {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefSetArray")),
        }
    }
    /// `cuTexRefSetMipmappedArray`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefSetMipmappedArray(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hTexRef: CUtexref,
            hMipmappedArray: CUmipmappedArray,
            Flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefSetMipmappedArray {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefSetMipmappedArray")),
        }
    }
    /// `cuTexRefSetAddress_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefSetAddress_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            ByteOffset: *mut usize,
            hTexRef: CUtexref,
            dptr: CUdeviceptr,
            bytes: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefSetAddress_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefSetAddress_v2")),
        }
    }
    /// `cuTexRefSetAddress2D_v3`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefSetAddress2D_v3(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hTexRef: CUtexref,
            desc: *const CUDA_ARRAY_DESCRIPTOR,
            dptr: CUdeviceptr,
            Pitch: usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefSetAddress2D_v3 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefSetAddress2D_v3")),
        }
    }
    /// `cuTexRefSetFormat`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefSetFormat(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hTexRef: CUtexref,
            fmt: CUarray_format,
            NumPackedComponents: ::std::os::raw::c_int,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefSetFormat {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefSetFormat")),
        }
    }
    /// `cuTexRefSetAddressMode`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefSetAddressMode(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hTexRef: CUtexref,
            dim: ::std::os::raw::c_int,
            am: CUaddress_mode,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefSetAddressMode {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefSetAddressMode")),
        }
    }
    /// `cuTexRefSetFilterMode`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefSetFilterMode(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hTexRef: CUtexref, fm: CUfilter_mode) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefSetFilterMode {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefSetFilterMode")),
        }
    }
    /// `cuTexRefSetMipmapFilterMode`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefSetMipmapFilterMode(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hTexRef: CUtexref, fm: CUfilter_mode) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefSetMipmapFilterMode {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefSetMipmapFilterMode")),
        }
    }
    /// `cuTexRefSetMipmapLevelBias`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefSetMipmapLevelBias(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hTexRef: CUtexref, bias: f32) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefSetMipmapLevelBias {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefSetMipmapLevelBias")),
        }
    }
    /// `cuTexRefSetMipmapLevelClamp`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefSetMipmapLevelClamp(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hTexRef: CUtexref,
            minMipmapLevelClamp: f32,
            maxMipmapLevelClamp: f32,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefSetMipmapLevelClamp {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefSetMipmapLevelClamp")),
        }
    }
    /// `cuTexRefSetMaxAnisotropy`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefSetMaxAnisotropy(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hTexRef: CUtexref,
            maxAniso: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefSetMaxAnisotropy {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefSetMaxAnisotropy")),
        }
    }
    /// `cuTexRefSetBorderColor`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefSetBorderColor(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hTexRef: CUtexref, pBorderColor: *mut f32) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefSetBorderColor {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefSetBorderColor")),
        }
    }
    /// `cuTexRefSetFlags`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefSetFlags(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hTexRef: CUtexref,
            Flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefSetFlags {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefSetFlags")),
        }
    }
    /// `cuTexRefGetAddress_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefGetAddress_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pdptr: *mut CUdeviceptr, hTexRef: CUtexref) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefGetAddress_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefGetAddress_v2")),
        }
    }
    /// `cuTexRefGetArray`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefGetArray(
        &self,
    ) -> Result<
        unsafe extern "C" fn(phArray: *mut CUarray, hTexRef: CUtexref) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefGetArray {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefGetArray")),
        }
    }
    /// `cuTexRefGetMipmappedArray`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefGetMipmappedArray(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phMipmappedArray: *mut CUmipmappedArray,
            hTexRef: CUtexref,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefGetMipmappedArray {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefGetMipmappedArray")),
        }
    }
    /// `cuTexRefGetAddressMode`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefGetAddressMode(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pam: *mut CUaddress_mode,
            hTexRef: CUtexref,
            dim: ::std::os::raw::c_int,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefGetAddressMode {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefGetAddressMode")),
        }
    }
    /// `cuTexRefGetFilterMode`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefGetFilterMode(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pfm: *mut CUfilter_mode, hTexRef: CUtexref) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefGetFilterMode {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefGetFilterMode")),
        }
    }
    /// `cuTexRefGetFormat`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefGetFormat(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pFormat: *mut CUarray_format,
            pNumChannels: *mut ::std::os::raw::c_int,
            hTexRef: CUtexref,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefGetFormat {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefGetFormat")),
        }
    }
    /// `cuTexRefGetMipmapFilterMode`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefGetMipmapFilterMode(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pfm: *mut CUfilter_mode, hTexRef: CUtexref) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefGetMipmapFilterMode {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefGetMipmapFilterMode")),
        }
    }
    /// `cuTexRefGetMipmapLevelBias`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefGetMipmapLevelBias(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pbias: *mut f32, hTexRef: CUtexref) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefGetMipmapLevelBias {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefGetMipmapLevelBias")),
        }
    }
    /// `cuTexRefGetMipmapLevelClamp`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefGetMipmapLevelClamp(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pminMipmapLevelClamp: *mut f32,
            pmaxMipmapLevelClamp: *mut f32,
            hTexRef: CUtexref,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefGetMipmapLevelClamp {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefGetMipmapLevelClamp")),
        }
    }
    /// `cuTexRefGetMaxAnisotropy`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefGetMaxAnisotropy(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pmaxAniso: *mut ::std::os::raw::c_int,
            hTexRef: CUtexref,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefGetMaxAnisotropy {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefGetMaxAnisotropy")),
        }
    }
    /// `cuTexRefGetBorderColor`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefGetBorderColor(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pBorderColor: *mut f32, hTexRef: CUtexref) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefGetBorderColor {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefGetBorderColor")),
        }
    }
    /// `cuTexRefGetFlags`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefGetFlags(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pFlags: *mut ::std::os::raw::c_uint,
            hTexRef: CUtexref,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefGetFlags {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefGetFlags")),
        }
    }
    /// `cuTexRefCreate`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefCreate(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pTexRef: *mut CUtexref) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefCreate {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefCreate")),
        }
    }
    /// `cuTexRefDestroy`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexRefDestroy(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hTexRef: CUtexref) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexRefDestroy {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexRefDestroy")),
        }
    }
    /// `cuSurfRefSetArray`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuSurfRefSetArray(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hSurfRef: CUsurfref,
            hArray: CUarray,
            Flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuSurfRefSetArray {
            Some(f) => Ok(f),
            None => Err(self.missing("cuSurfRefSetArray")),
        }
    }
    /// `cuSurfRefGetArray`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuSurfRefGetArray(
        &self,
    ) -> Result<
        unsafe extern "C" fn(phArray: *mut CUarray, hSurfRef: CUsurfref) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuSurfRefGetArray {
            Some(f) => Ok(f),
            None => Err(self.missing("cuSurfRefGetArray")),
        }
    }
    /// `cuTexObjectCreate`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexObjectCreate(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pTexObject: *mut CUtexObject,
            pResDesc: *const CUDA_RESOURCE_DESC,
            pTexDesc: *const CUDA_TEXTURE_DESC,
            pResViewDesc: *const CUDA_RESOURCE_VIEW_DESC,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexObjectCreate {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexObjectCreate")),
        }
    }
    /// `cuTexObjectDestroy`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexObjectDestroy(
        &self,
    ) -> Result<
        unsafe extern "C" fn(texObject: CUtexObject) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexObjectDestroy {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexObjectDestroy")),
        }
    }
    /// `cuTexObjectGetResourceDesc`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexObjectGetResourceDesc(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pResDesc: *mut CUDA_RESOURCE_DESC,
            texObject: CUtexObject,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexObjectGetResourceDesc {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexObjectGetResourceDesc")),
        }
    }
    /// `cuTexObjectGetTextureDesc`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexObjectGetTextureDesc(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pTexDesc: *mut CUDA_TEXTURE_DESC,
            texObject: CUtexObject,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexObjectGetTextureDesc {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexObjectGetTextureDesc")),
        }
    }
    /// `cuTexObjectGetResourceViewDesc`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTexObjectGetResourceViewDesc(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pResViewDesc: *mut CUDA_RESOURCE_VIEW_DESC,
            texObject: CUtexObject,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTexObjectGetResourceViewDesc {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTexObjectGetResourceViewDesc")),
        }
    }
    /// `cuSurfObjectCreate`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuSurfObjectCreate(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pSurfObject: *mut CUsurfObject,
            pResDesc: *const CUDA_RESOURCE_DESC,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuSurfObjectCreate {
            Some(f) => Ok(f),
            None => Err(self.missing("cuSurfObjectCreate")),
        }
    }
    /// `cuSurfObjectDestroy`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuSurfObjectDestroy(
        &self,
    ) -> Result<
        unsafe extern "C" fn(surfObject: CUsurfObject) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuSurfObjectDestroy {
            Some(f) => Ok(f),
            None => Err(self.missing("cuSurfObjectDestroy")),
        }
    }
    /// `cuSurfObjectGetResourceDesc`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuSurfObjectGetResourceDesc(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pResDesc: *mut CUDA_RESOURCE_DESC,
            surfObject: CUsurfObject,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuSurfObjectGetResourceDesc {
            Some(f) => Ok(f),
            None => Err(self.missing("cuSurfObjectGetResourceDesc")),
        }
    }
    /// `cuTensorMapEncodeTiled`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTensorMapEncodeTiled(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            tensorMap: *mut CUtensorMap,
            tensorDataType: CUtensorMapDataType,
            tensorRank: cuuint32_t,
            globalAddress: *mut ::std::os::raw::c_void,
            globalDim: *const cuuint64_t,
            globalStrides: *const cuuint64_t,
            boxDim: *const cuuint32_t,
            elementStrides: *const cuuint32_t,
            interleave: CUtensorMapInterleave,
            swizzle: CUtensorMapSwizzle,
            l2Promotion: CUtensorMapL2promotion,
            oobFill: CUtensorMapFloatOOBfill,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTensorMapEncodeTiled {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTensorMapEncodeTiled")),
        }
    }
    /// `cuTensorMapEncodeIm2col`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTensorMapEncodeIm2col(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            tensorMap: *mut CUtensorMap,
            tensorDataType: CUtensorMapDataType,
            tensorRank: cuuint32_t,
            globalAddress: *mut ::std::os::raw::c_void,
            globalDim: *const cuuint64_t,
            globalStrides: *const cuuint64_t,
            pixelBoxLowerCorner: *const ::std::os::raw::c_int,
            pixelBoxUpperCorner: *const ::std::os::raw::c_int,
            channelsPerPixel: cuuint32_t,
            pixelsPerColumn: cuuint32_t,
            elementStrides: *const cuuint32_t,
            interleave: CUtensorMapInterleave,
            swizzle: CUtensorMapSwizzle,
            l2Promotion: CUtensorMapL2promotion,
            oobFill: CUtensorMapFloatOOBfill,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTensorMapEncodeIm2col {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTensorMapEncodeIm2col")),
        }
    }
    /// `cuTensorMapEncodeIm2colWide`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTensorMapEncodeIm2colWide(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            tensorMap: *mut CUtensorMap,
            tensorDataType: CUtensorMapDataType,
            tensorRank: cuuint32_t,
            globalAddress: *mut ::std::os::raw::c_void,
            globalDim: *const cuuint64_t,
            globalStrides: *const cuuint64_t,
            pixelBoxLowerCornerWidth: ::std::os::raw::c_int,
            pixelBoxUpperCornerWidth: ::std::os::raw::c_int,
            channelsPerPixel: cuuint32_t,
            pixelsPerColumn: cuuint32_t,
            elementStrides: *const cuuint32_t,
            interleave: CUtensorMapInterleave,
            mode: CUtensorMapIm2ColWideMode,
            swizzle: CUtensorMapSwizzle,
            l2Promotion: CUtensorMapL2promotion,
            oobFill: CUtensorMapFloatOOBfill,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTensorMapEncodeIm2colWide {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTensorMapEncodeIm2colWide")),
        }
    }
    /// `cuTensorMapReplaceAddress`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuTensorMapReplaceAddress(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            tensorMap: *mut CUtensorMap,
            globalAddress: *mut ::std::os::raw::c_void,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuTensorMapReplaceAddress {
            Some(f) => Ok(f),
            None => Err(self.missing("cuTensorMapReplaceAddress")),
        }
    }
    /// `cuDeviceCanAccessPeer`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceCanAccessPeer(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            canAccessPeer: *mut ::std::os::raw::c_int,
            dev: CUdevice,
            peerDev: CUdevice,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDeviceCanAccessPeer {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceCanAccessPeer")),
        }
    }
    /// `cuCtxEnablePeerAccess`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxEnablePeerAccess(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            peerContext: CUcontext,
            Flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCtxEnablePeerAccess {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxEnablePeerAccess")),
        }
    }
    /// `cuCtxDisablePeerAccess`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxDisablePeerAccess(
        &self,
    ) -> Result<
        unsafe extern "C" fn(peerContext: CUcontext) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCtxDisablePeerAccess {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxDisablePeerAccess")),
        }
    }
    /// `cuDeviceGetP2PAttribute`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceGetP2PAttribute(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            value: *mut ::std::os::raw::c_int,
            attrib: CUdevice_P2PAttribute,
            srcDevice: CUdevice,
            dstDevice: CUdevice,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDeviceGetP2PAttribute {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceGetP2PAttribute")),
        }
    }
    /// `cuGraphicsUnregisterResource`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphicsUnregisterResource(
        &self,
    ) -> Result<
        unsafe extern "C" fn(resource: CUgraphicsResource) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphicsUnregisterResource {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphicsUnregisterResource")),
        }
    }
    /// `cuGraphicsSubResourceGetMappedArray`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphicsSubResourceGetMappedArray(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pArray: *mut CUarray,
            resource: CUgraphicsResource,
            arrayIndex: ::std::os::raw::c_uint,
            mipLevel: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphicsSubResourceGetMappedArray {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphicsSubResourceGetMappedArray")),
        }
    }
    /// `cuGraphicsResourceGetMappedMipmappedArray`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphicsResourceGetMappedMipmappedArray(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pMipmappedArray: *mut CUmipmappedArray,
            resource: CUgraphicsResource,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphicsResourceGetMappedMipmappedArray {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphicsResourceGetMappedMipmappedArray")),
        }
    }
    /// `cuGraphicsResourceGetMappedPointer_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphicsResourceGetMappedPointer_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pDevPtr: *mut CUdeviceptr,
            pSize: *mut usize,
            resource: CUgraphicsResource,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphicsResourceGetMappedPointer_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphicsResourceGetMappedPointer_v2")),
        }
    }
    /// `cuGraphicsResourceSetMapFlags_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphicsResourceSetMapFlags_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            resource: CUgraphicsResource,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphicsResourceSetMapFlags_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphicsResourceSetMapFlags_v2")),
        }
    }
    /// `cuGraphicsMapResources`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphicsMapResources(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            count: ::std::os::raw::c_uint,
            resources: *mut CUgraphicsResource,
            hStream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphicsMapResources {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphicsMapResources")),
        }
    }
    /// `cuGraphicsUnmapResources`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGraphicsUnmapResources(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            count: ::std::os::raw::c_uint,
            resources: *mut CUgraphicsResource,
            hStream: CUstream,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGraphicsUnmapResources {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGraphicsUnmapResources")),
        }
    }
    /// `cuGetProcAddress_v2`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGetProcAddress_v2(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            symbol: *const ::std::os::raw::c_char,
            pfn: *mut *mut ::std::os::raw::c_void,
            cudaVersion: ::std::os::raw::c_int,
            flags: cuuint64_t,
            symbolStatus: *mut CUdriverProcAddressQueryResult,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGetProcAddress_v2 {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGetProcAddress_v2")),
        }
    }
    /// `cuCoredumpGetAttribute`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCoredumpGetAttribute(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            attrib: CUcoredumpSettings,
            value: *mut ::std::os::raw::c_void,
            size: *mut usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCoredumpGetAttribute {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCoredumpGetAttribute")),
        }
    }
    /// `cuCoredumpGetAttributeGlobal`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCoredumpGetAttributeGlobal(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            attrib: CUcoredumpSettings,
            value: *mut ::std::os::raw::c_void,
            size: *mut usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCoredumpGetAttributeGlobal {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCoredumpGetAttributeGlobal")),
        }
    }
    /// `cuCoredumpSetAttribute`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCoredumpSetAttribute(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            attrib: CUcoredumpSettings,
            value: *mut ::std::os::raw::c_void,
            size: *mut usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCoredumpSetAttribute {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCoredumpSetAttribute")),
        }
    }
    /// `cuCoredumpSetAttributeGlobal`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCoredumpSetAttributeGlobal(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            attrib: CUcoredumpSettings,
            value: *mut ::std::os::raw::c_void,
            size: *mut usize,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCoredumpSetAttributeGlobal {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCoredumpSetAttributeGlobal")),
        }
    }
    /// `cuGetExportTable`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGetExportTable(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            ppExportTable: *mut *const ::std::os::raw::c_void,
            pExportTableId: *const CUuuid,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGetExportTable {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGetExportTable")),
        }
    }
    /// `cuGreenCtxCreate`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGreenCtxCreate(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phCtx: *mut CUgreenCtx,
            desc: CUdevResourceDesc,
            dev: CUdevice,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGreenCtxCreate {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGreenCtxCreate")),
        }
    }
    /// `cuGreenCtxDestroy`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGreenCtxDestroy(
        &self,
    ) -> Result<unsafe extern "C" fn(hCtx: CUgreenCtx) -> CUresult, super::SymbolError> {
        match self.functions.cuGreenCtxDestroy {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGreenCtxDestroy")),
        }
    }
    /// `cuCtxFromGreenCtx`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxFromGreenCtx(
        &self,
    ) -> Result<
        unsafe extern "C" fn(pContext: *mut CUcontext, hCtx: CUgreenCtx) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCtxFromGreenCtx {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxFromGreenCtx")),
        }
    }
    /// `cuDeviceGetDevResource`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDeviceGetDevResource(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            device: CUdevice,
            resource: *mut CUdevResource,
            type_: CUdevResourceType,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDeviceGetDevResource {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDeviceGetDevResource")),
        }
    }
    /// `cuCtxGetDevResource`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCtxGetDevResource(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hCtx: CUcontext,
            resource: *mut CUdevResource,
            type_: CUdevResourceType,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCtxGetDevResource {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCtxGetDevResource")),
        }
    }
    /// `cuGreenCtxGetDevResource`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGreenCtxGetDevResource(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            hCtx: CUgreenCtx,
            resource: *mut CUdevResource,
            type_: CUdevResourceType,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGreenCtxGetDevResource {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGreenCtxGetDevResource")),
        }
    }
    /// `cuDevSmResourceSplitByCount`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDevSmResourceSplitByCount(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            result: *mut CUdevResource,
            nbGroups: *mut ::std::os::raw::c_uint,
            input: *const CUdevResource,
            remaining: *mut CUdevResource,
            useFlags: ::std::os::raw::c_uint,
            minCount: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDevSmResourceSplitByCount {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDevSmResourceSplitByCount")),
        }
    }
    /// `cuDevResourceGenerateDesc`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuDevResourceGenerateDesc(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phDesc: *mut CUdevResourceDesc,
            resources: *mut CUdevResource,
            nbResources: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuDevResourceGenerateDesc {
            Some(f) => Ok(f),
            None => Err(self.missing("cuDevResourceGenerateDesc")),
        }
    }
    /// `cuGreenCtxRecordEvent`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGreenCtxRecordEvent(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hCtx: CUgreenCtx, hEvent: CUevent) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGreenCtxRecordEvent {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGreenCtxRecordEvent")),
        }
    }
    /// `cuGreenCtxWaitEvent`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGreenCtxWaitEvent(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hCtx: CUgreenCtx, hEvent: CUevent) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGreenCtxWaitEvent {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGreenCtxWaitEvent")),
        }
    }
    /// `cuStreamGetGreenCtx`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuStreamGetGreenCtx(
        &self,
    ) -> Result<
        unsafe extern "C" fn(hStream: CUstream, phCtx: *mut CUgreenCtx) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuStreamGetGreenCtx {
            Some(f) => Ok(f),
            None => Err(self.missing("cuStreamGetGreenCtx")),
        }
    }
    /// `cuGreenCtxStreamCreate`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuGreenCtxStreamCreate(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            phStream: *mut CUstream,
            greenCtx: CUgreenCtx,
            flags: ::std::os::raw::c_uint,
            priority: ::std::os::raw::c_int,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuGreenCtxStreamCreate {
            Some(f) => Ok(f),
            None => Err(self.missing("cuGreenCtxStreamCreate")),
        }
    }
    /// `cuLogsRegisterCallback`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLogsRegisterCallback(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            callbackFunc: CUlogsCallback,
            userData: *mut ::std::os::raw::c_void,
            callback_out: *mut CUlogsCallbackHandle,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLogsRegisterCallback {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLogsRegisterCallback")),
        }
    }
    /// `cuLogsUnregisterCallback`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLogsUnregisterCallback(
        &self,
    ) -> Result<
        unsafe extern "C" fn(callback: CUlogsCallbackHandle) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLogsUnregisterCallback {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLogsUnregisterCallback")),
        }
    }
    /// `cuLogsCurrent`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLogsCurrent(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            iterator_out: *mut CUlogIterator,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLogsCurrent {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLogsCurrent")),
        }
    }
    /// `cuLogsDumpToFile`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLogsDumpToFile(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            iterator: *mut CUlogIterator,
            pathToFile: *const ::std::os::raw::c_char,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLogsDumpToFile {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLogsDumpToFile")),
        }
    }
    /// `cuLogsDumpToMemory`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuLogsDumpToMemory(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            iterator: *mut CUlogIterator,
            buffer: *mut ::std::os::raw::c_char,
            size: *mut usize,
            flags: ::std::os::raw::c_uint,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuLogsDumpToMemory {
            Some(f) => Ok(f),
            None => Err(self.missing("cuLogsDumpToMemory")),
        }
    }
    /// `cuCheckpointProcessGetRestoreThreadId`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCheckpointProcessGetRestoreThreadId(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pid: ::std::os::raw::c_int,
            tid: *mut ::std::os::raw::c_int,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCheckpointProcessGetRestoreThreadId {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCheckpointProcessGetRestoreThreadId")),
        }
    }
    /// `cuCheckpointProcessGetState`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCheckpointProcessGetState(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pid: ::std::os::raw::c_int,
            state: *mut CUprocessState,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCheckpointProcessGetState {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCheckpointProcessGetState")),
        }
    }
    /// `cuCheckpointProcessLock`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCheckpointProcessLock(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pid: ::std::os::raw::c_int,
            args: *mut CUcheckpointLockArgs,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCheckpointProcessLock {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCheckpointProcessLock")),
        }
    }
    /// `cuCheckpointProcessCheckpoint`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCheckpointProcessCheckpoint(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pid: ::std::os::raw::c_int,
            args: *mut CUcheckpointCheckpointArgs,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCheckpointProcessCheckpoint {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCheckpointProcessCheckpoint")),
        }
    }
    /// `cuCheckpointProcessRestore`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCheckpointProcessRestore(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pid: ::std::os::raw::c_int,
            args: *mut CUcheckpointRestoreArgs,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCheckpointProcessRestore {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCheckpointProcessRestore")),
        }
    }
    /// `cuCheckpointProcessUnlock`, or the error naming it when the driver lacks it.
    #[inline]
    pub fn cuCheckpointProcessUnlock(
        &self,
    ) -> Result<
        unsafe extern "C" fn(
            pid: ::std::os::raw::c_int,
            args: *mut CUcheckpointUnlockArgs,
        ) -> CUresult,
        super::SymbolError,
    > {
        match self.functions.cuCheckpointProcessUnlock {
            Some(f) => Ok(f),
            None => Err(self.missing("cuCheckpointProcessUnlock")),
        }
    }
}
