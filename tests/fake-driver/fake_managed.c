/* Managed memory: prefetch and advice, in the CUDA 12.2+ and the older forms, and (claiming
 * 13.0) CUDA 13's batched prefetch, discard and discard-and-prefetch.
 *
 * Not compiled alone: fake_cuda.c includes it. Managed memory is host memory here, so a
 * prefetch moves nothing; it checks its arguments. A discard overwrites the range with 0xDD
 * bytes, so that a test cannot pass by finding the old contents after one. */

static CUresult managed_range(CUdeviceptr p, size_t n) {
    return covering(p, n, BIT(KIND_MANAGED)).kind ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

static int valid_device_or_cpu(CUdevice d) { return d == -1 || (d >= 0 && d < FAKE_DEVICES); }

EXPORT CUresult cuMemPrefetchAsync(CUdeviceptr p, size_t n, CUdevice device, CUstream s) {
    ENTER();
    NEED_CONTEXT();
    if (!valid_stream(s)) return CUDA_ERROR_INVALID_HANDLE;
    NOT_CAPTURABLE(s);
    if (!valid_device_or_cpu(device)) return CUDA_ERROR_INVALID_DEVICE;
    return managed_range(p, n);
}

EXPORT CUresult cuMemAdvise(CUdeviceptr p, size_t n, int advice, CUdevice device) {
    ENTER();
    NEED_CONTEXT();
    if (advice < 1 || advice > 6) return CUDA_ERROR_INVALID_VALUE;
    if (advice > 2 && !valid_device_or_cpu(device)) return CUDA_ERROR_INVALID_DEVICE;
    return managed_range(p, n);
}

#ifndef FAKE_OLD_DRIVER
/* A device, the host, or the host's NUMA node 0 (CU_MEM_LOCATION_TYPE_HOST_NUMA, the one node
 * the fake reports: CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID is 0). */
static int valid_location(CUmemLocation l) {
    return (l.type == 1 && l.id >= 0 && l.id < FAKE_DEVICES) || l.type == 2 ||
           (l.type == 3 && l.id == 0);
}

EXPORT CUresult cuMemPrefetchAsync_v2(CUdeviceptr p, size_t n, CUmemLocation location,
                                      unsigned flags, CUstream s) {
    ENTER();
    NEED_CONTEXT();
    if (!valid_stream(s)) return CUDA_ERROR_INVALID_HANDLE;
    NOT_CAPTURABLE(s);
    if (flags || !valid_location(location)) return CUDA_ERROR_INVALID_VALUE;
    return managed_range(p, n);
}

EXPORT CUresult cuMemAdvise_v2(CUdeviceptr p, size_t n, int advice, CUmemLocation location) {
    ENTER();
    NEED_CONTEXT();
    if (advice < 1 || advice > 6) return CUDA_ERROR_INVALID_VALUE;
    if (advice > 2 && !valid_location(location)) return CUDA_ERROR_INVALID_VALUE;
    return managed_range(p, n);
}
#endif

#ifdef FAKE_CUDA13
/* Checks a batch's ranges (managed memory) and locations; `locs` may be NULL (a discard). */
static CUresult batch_ranges(CUdeviceptr *dptrs, size_t *sizes, size_t count,
                             const CUmemLocation *locs, const size_t *idxs, size_t nlocs) {
    if (!dptrs || !sizes || count == 0) return CUDA_ERROR_INVALID_VALUE;
    if (locs) {
        if (!idxs || nlocs == 0 || nlocs > count || idxs[0] != 0) return CUDA_ERROR_INVALID_VALUE;
        for (size_t k = 0; k < nlocs; k++) {
            if (!valid_location(locs[k])) return CUDA_ERROR_INVALID_VALUE;
            if (k && (idxs[k] <= idxs[k - 1] || idxs[k] >= count)) return CUDA_ERROR_INVALID_VALUE;
        }
    }
    for (size_t i = 0; i < count; i++) {
        CUresult status = managed_range(dptrs[i], sizes[i]);
        if (status) return status;
    }
    return CUDA_SUCCESS;
}

static void discard_ranges(CUdeviceptr *dptrs, size_t *sizes, size_t count) {
    for (size_t i = 0; i < count; i++) memset((void *)(uintptr_t)dptrs[i], 0xDD, sizes[i]);
}

EXPORT CUresult cuMemPrefetchBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count,
                                        CUmemLocation *locs, size_t *idxs, size_t nlocs,
                                        unsigned long long flags, CUstream s) {
    ENTER();
    NEED_CONTEXT();
    if (!valid_stream(s)) return CUDA_ERROR_INVALID_HANDLE;
    NOT_CAPTURABLE(s);
    if (flags) return CUDA_ERROR_INVALID_VALUE;
    return batch_ranges(dptrs, sizes, count, locs, idxs, nlocs);
}

EXPORT CUresult cuMemDiscardBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count,
                                       unsigned long long flags, CUstream s) {
    ENTER();
    NEED_CONTEXT();
    if (!valid_stream(s)) return CUDA_ERROR_INVALID_HANDLE;
    NOT_CAPTURABLE(s);
    if (flags) return CUDA_ERROR_INVALID_VALUE;
    CUresult status = batch_ranges(dptrs, sizes, count, NULL, NULL, 0);
    if (status == CUDA_SUCCESS) discard_ranges(dptrs, sizes, count);
    return status;
}

EXPORT CUresult cuMemDiscardAndPrefetchBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count,
                                                  CUmemLocation *locs, size_t *idxs, size_t nlocs,
                                                  unsigned long long flags, CUstream s) {
    ENTER();
    NEED_CONTEXT();
    if (!valid_stream(s)) return CUDA_ERROR_INVALID_HANDLE;
    NOT_CAPTURABLE(s);
    if (flags) return CUDA_ERROR_INVALID_VALUE;
    CUresult status = batch_ranges(dptrs, sizes, count, locs, idxs, nlocs);
    if (status == CUDA_SUCCESS) discard_ranges(dptrs, sizes, count);
    return status;
}
#endif
