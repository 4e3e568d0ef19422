//! Memory of another owner, for the tests of what lands late (`upload_order.rs`,
//! `failed_waits.rs`): allocated and freed behind cudyn's back, in a non-blocking stream's
//! order, which nothing orders after cudyn's legacy-stream work.

use cudyn::sys::{CUdeviceptr, CUresult, CUstream};
use cudyn::{Device, Stream, StreamOptions};

/// A non-blocking stream: not ordered after the legacy stream's uploads.
pub fn non_blocking(device: &Device) -> Stream {
    let options = StreamOptions {
        non_blocking: true,
        ..Default::default()
    };
    Stream::with_options(device, options).unwrap()
}

/// Reads `len` words at `addr` on `stream` through the raw driver, as code outside cudyn would.
pub fn read_raw(addr: u64, len: usize, stream: CUstream) -> Vec<u32> {
    let driver = cudyn::driver().unwrap();
    let mut out = vec![0u32; len];
    // SAFETY: `addr` is live device memory of `len` words (the caller's buffer), `out` is as
    // long, and the stream is synchronised before `out` is read.
    unsafe {
        let copy = driver.cuMemcpyDtoHAsync_v2().unwrap();
        let wait = driver.cuStreamSynchronize().unwrap();
        assert_eq!(
            copy(out.as_mut_ptr().cast(), addr, len * 4, stream),
            CUresult::CUDA_SUCCESS
        );
        assert_eq!(wait(stream), CUresult::CUDA_SUCCESS);
    }
    out
}

/// `words` words of device memory allocated as another library's allocator does it (PyTorch's,
/// CuPy's): in `stream`'s order, from the device's pool, behind cudyn's back; ready on return.
pub fn foreign_alloc(stream: &Stream, words: usize) -> CUdeviceptr {
    let driver = cudyn::driver().unwrap();
    let mut addr: CUdeviceptr = 0;
    // SAFETY: writes one address through a pointer to a live local; the stream is live and
    // its context current (making the stream bound it).
    unsafe {
        assert_eq!(
            driver.cuMemAllocAsync().unwrap()(&mut addr, words * 4, stream.raw()),
            CUresult::CUDA_SUCCESS
        );
    }
    stream.synchronize().unwrap();
    addr
}

/// Frees memory of [`foreign_alloc`] as its owner does once cudyn's view of it is gone: in its
/// stream's order, which is not ordered after cudyn's legacy-stream work.
pub fn foreign_free(stream: &Stream, addr: CUdeviceptr) {
    let driver = cudyn::driver().unwrap();
    // SAFETY: memory of foreign_alloc, freed once, in the order of the stream it came from;
    // nothing of the owner uses it any more.
    let status = unsafe { driver.cuMemFreeAsync().unwrap()(addr, stream.raw()) };
    assert_eq!(status, CUresult::CUDA_SUCCESS);
}

/// Runs `test` alone in a child process with `var` set (the test's own story), and asserts
/// that it passed and that nothing landed in memory already given back (the fake aborts).
pub fn passes_in_child(test: &str, var: &str) {
    let out = super::run_in_child(test, var);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{out:?}");
    assert!(!stderr.contains("already given back"), "{stderr}");
}
