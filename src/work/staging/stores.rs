//! How the staging threads move bytes between the caller's memory and the ring: ordinary
//! stores, or streaming ones that bypass the cache. Which one a piece gets is the threads'
//! choice (`Job::streamed`); why each suits its place is told here.

/// Copies `len` bytes with ordinary stores: into a ring slot that the copy engine reads next.
/// The threads fill faster this way than with streaming stores, but the copy engine reads
/// lines left dirty in a core's cache more slowly: on an H100 host, a 4 MiB DMA moved 38 GB/s
/// right after ordinary stores, 46 after streaming ones and 49 from memory. So the middle of
/// an upload, where the threads' filling is what limits, uses ordinary stores, and its last
/// 16 MiB, where the copy engine is (`Job::streamed`), streaming ones. Measured there with 8
/// threads, medians of 15 interleaved in one process, against ordinary stores throughout: 16
/// MiB 34.6 GB/s against 26.4, 64 MiB 41.7 against 38.2, 256 MiB 45.3 against 39.2, 1 GiB 51.2
/// against 50.1; streaming stores throughout lost from 256 MiB up (37.5 against 47.7). Hosts
/// differ: on another H100 host streaming the last 64 MiB did better for 64 MiB uploads (36-42
/// against 34-39) and no better for larger ones, within that host's noise of about 10 %.
///
/// # Safety
/// As for `std::ptr::copy_nonoverlapping`.
pub(super) unsafe fn copy_cached(dst: *mut u8, src: *const u8, len: usize) {
    // SAFETY: forwarded.
    unsafe { std::ptr::copy_nonoverlapping(src, dst, len) }
}

/// Copies `len` bytes with non-temporal (streaming) stores where the CPU has them: the
/// destination is not read into the cache first, which nearly halves the memory traffic of a
/// large copy into memory written once and not read again soon (the caller's, on the way back).
///
/// # Safety
/// As for `std::ptr::copy_nonoverlapping`.
pub(super) unsafe fn copy_streaming(dst: *mut u8, src: *const u8, len: usize) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{__m128i, _mm_sfence, _mm_stream_si128};
        // Up to the first 16-byte boundary of the destination, an ordinary copy.
        let head = dst.align_offset(16).min(len);
        // SAFETY: within both ranges (our caller's contract).
        unsafe { std::ptr::copy_nonoverlapping(src, dst, head) };
        let body = (len - head) / 64 * 64;
        let mut offset = head;
        while offset < head + body {
            // The 64 source bytes are read as one array, by value, not through
            // `_mm_loadu_si128`: that intrinsic is a `copy_nonoverlapping`, whose precondition
            // check (debug builds: tests, valgrind) is an out-of-line call per 16 bytes, which
            // made this loop several times slower there. Optimised, both are four loads.
            // SAFETY: 64 bytes at `offset` lie within both ranges; `[u8; 64]` needs no
            // alignment, and any bytes are a valid `[u8; 64]` and `[__m128i; 4]` (same size).
            // The destination is 16-byte aligned (head), as _mm_stream_si128 needs. SSE2 is
            // part of the x86-64 baseline.
            unsafe {
                let bytes: [u8; 64] = *src.add(offset).cast::<[u8; 64]>();
                let [a, b, c, e] = std::mem::transmute::<[u8; 64], [__m128i; 4]>(bytes);
                let d = dst.add(offset).cast::<__m128i>();
                _mm_stream_si128(d, a);
                _mm_stream_si128(d.add(1), b);
                _mm_stream_si128(d.add(2), c);
                _mm_stream_si128(d.add(3), e);
            }
            offset += 64;
        }
        // SAFETY: the rest lies within both ranges. The fence orders the streaming stores
        // before anything this thread does next (reporting the part done).
        unsafe {
            std::ptr::copy_nonoverlapping(src.add(offset), dst.add(offset), len - offset);
            _mm_sfence();
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    // SAFETY: our caller's contract.
    unsafe {
        std::ptr::copy_nonoverlapping(src, dst, len)
    }
}
