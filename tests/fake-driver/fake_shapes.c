/* Copies of every shape: pitched memory (cuMemAllocPitch), 2D and 3D copies (cuMemcpy2D*,
 * cuMemcpy3D*, cuMemcpy3DPeer*), 2D fills (cuMemsetD2D*) and batches of copies (cuMemcpyBatchAsync).
 *
 * Not compiled alone: fake_cuda.c includes it, so that it shares that file's static helpers
 * (the allocation table, `covering`, `device_range`, `land`, `upload_later`, `valid_stream`).
 *
 * Each call checks what NVIDIA's documentation says it checks, and where the documentation
 * leaves room ("may fail", "if specified") it takes the stricter reading, so that code which
 * passes here passes on a GPU:
 * - Every pitch must hold its row: pitch >= WidthInBytes + XInBytes, and no pitch may exceed
 *   CU_DEVICE_ATTRIBUTE_MAX_PITCH (read as this thread sees it, so an attribute override lowers
 *   it). For 3D, a height must hold its planes, Height + Y, unless it is 0 and Depth is 1 (the
 *   only case the documentation lets it be 0).
 * - Every row copied must lie in one live allocation, where the memory is the driver's; host
 *   memory it does not know (pageable) cannot be checked and is used as given.
 * - cuMemcpy2D and cuMemcpy2DAsync "may fail for pitches not computed by cuMemAllocPitch" on
 *   copies within device memory: here they always do (CUDA_ERROR_INVALID_VALUE) when either
 *   pitch is not a multiple of FAKE_PITCH_ALIGNMENT. cuMemcpy2DUnaligned and 3D copies have no
 *   such rule.
 * - A copy or fill of zero width, height or depth checks the structure's fields that name no
 *   memory (memory types, reserved fields, LOD; a fill's alignment) and then succeeds without
 *   touching memory.
 * - A 2D fill's pitch must hold its row (Width elements), which the documentation does not
 *   say but rows that overlap could not mean anything else than a mistake.
 * - Memory named as host memory must be host-accessible: device memory named so is refused
 *   (managed and pinned memory are accepted); pinned memory may be named as device memory
 *   (unified addressing), pageable memory may not.
 * - CU_MEMORYTYPE_ARRAY is CUDA_ERROR_NOT_SUPPORTED: the fake has no arrays (cuArrayCreate is
 *   absent), so no array handle can be valid, and the code says what is missing.
 * - Source and destination rows that overlap: undefined on a GPU; here each row is copied with
 *   memmove, rows in order (plane by plane, top to bottom).
 * - A synchronous copy (cuMemcpy2D, cuMemcpy2DUnaligned, cuMemcpy3D) from pageable memory to
 *   device memory lands later, row by row, as cuMemcpyHtoD does (see `land` in fake_cuda.c).
 * - Peer 3D copies (cuMemcpy3DPeer, cuMemcpy3DPeerAsync) are checked as cuMemcpy3D is, and
 *   each side as copy_peer's are: named as device or unified memory, device memory of its
 *   context's device (CUDA_ERROR_INVALID_CONTEXT for another device's), contexts valid.
 * - Batches: see `batch_checked` (the whole batch is checked before anything is copied; an
 *   empty copy names no memory; location hints are checked only where they apply, for managed
 *   memory; failIdx may be NULL and is written only on failure).
 */

enum {
    MEMORYTYPE_HOST = 1,
    MEMORYTYPE_DEVICE = 2,
    MEMORYTYPE_ARRAY = 3,
    MEMORYTYPE_UNIFIED = 4,
};

/* cuda.h's CUDA_MEMCPY2D and CUDA_MEMCPY3D (their _v2 layouts), field for field. */
typedef struct {
    size_t srcXInBytes, srcY;
    int srcMemoryType;
    const void *srcHost;
    CUdeviceptr srcDevice;
    const void *srcArray;
    size_t srcPitch;
    size_t dstXInBytes, dstY;
    int dstMemoryType;
    void *dstHost;
    CUdeviceptr dstDevice;
    const void *dstArray;
    size_t dstPitch;
    size_t WidthInBytes, Height;
} CUDA_MEMCPY2D;

typedef struct {
    size_t srcXInBytes, srcY, srcZ, srcLOD;
    int srcMemoryType;
    const void *srcHost;
    CUdeviceptr srcDevice;
    const void *srcArray;
    void *reserved0;
    size_t srcPitch, srcHeight;
    size_t dstXInBytes, dstY, dstZ, dstLOD;
    int dstMemoryType;
    void *dstHost;
    CUdeviceptr dstDevice;
    const void *dstArray;
    void *reserved1;
    size_t dstPitch, dstHeight;
    size_t WidthInBytes, Height, Depth;
} CUDA_MEMCPY3D;

_Static_assert(sizeof(CUDA_MEMCPY2D) == 128, "cuda.h's CUDA_MEMCPY2D is 128 bytes");
_Static_assert(__builtin_offsetof(CUDA_MEMCPY2D, dstMemoryType) == 72, "as in cuda.h");
_Static_assert(sizeof(CUDA_MEMCPY3D) == 200, "cuda.h's CUDA_MEMCPY3D is 200 bytes");
_Static_assert(__builtin_offsetof(CUDA_MEMCPY3D, reserved1) == 152, "as in cuda.h");

/* One side of a copy, as either structure describes it (a 2D side has z = lod = height = 0). */
struct side {
    int type;
    const void *host;
    CUdeviceptr device;
    size_t x, y, z, pitch, height;
};
/* A copy recorded by a capture (fake_graphs.c). */
static CUresult record_shape(CUstream stream, const struct side *src, const struct side *dst,
                             size_t width, size_t height, size_t depth, unsigned how);

/* Where a side's bytes are, once checked. */
struct place {
    char *at;            /* the host address of its first byte copied */
    CUdeviceptr address; /* the same byte as a unified address (for uploads that land later) */
    int pageable;        /* host memory the driver does not know */
    int device_side;     /* device memory (device, managed, IPC, mapped), not host memory */
};

/* out = a * b + c, or 1 on overflow. */
static int mul_add(size_t a, size_t b, size_t c, size_t *out) {
    size_t product;
    return __builtin_mul_overflow(a, b, &product) || __builtin_add_overflow(product, c, out);
}

static size_t max_pitch(void) {
    int limit = override_attribute == 11 /* MAX_PITCH */ ? override_value : FAKE_MAX_PITCH;
    return limit > 0 ? (size_t)limit : 0;
}

static CUresult check_type(int type) {
    if (type == MEMORYTYPE_ARRAY) return CUDA_ERROR_NOT_SUPPORTED;
    return type >= MEMORYTYPE_HOST && type <= MEMORYTYPE_UNIFIED ? CUDA_SUCCESS
                                                                  : CUDA_ERROR_INVALID_VALUE;
}

/* Checks a side's geometry for a copy of width x height x depth (none 0) and gives the offset
 * of its first byte from its base and the span from there to its last byte. */
static CUresult check_geometry(const struct side *s, size_t width, size_t height, size_t depth,
                               size_t *offset, size_t *span) {
    size_t row_end, plane_end, rows, end;
    if (__builtin_add_overflow(width, s->x, &row_end) || s->pitch < row_end ||
        s->pitch > max_pitch())
        return CUDA_ERROR_INVALID_VALUE;
    if (__builtin_add_overflow(height, s->y, &plane_end)) return CUDA_ERROR_INVALID_VALUE;
    if ((depth > 1 || s->height) && s->height < plane_end) return CUDA_ERROR_INVALID_VALUE;
    /* first byte: (z * height + y) * pitch + x; last row: ((depth - 1) * height + height - 1) */
    if (mul_add(s->z, s->height, s->y, &rows) || mul_add(rows, s->pitch, s->x, offset) ||
        mul_add(depth - 1, s->height, height - 1, &rows) || mul_add(rows, s->pitch, width, span) ||
        __builtin_add_overflow(*offset, *span, &end))
        return CUDA_ERROR_INVALID_VALUE;
    return CUDA_SUCCESS;
}

/* Finds the bytes of a side: memory the driver knows must hold the whole span; an address it
 * does not know is pageable host memory if the side may be host memory, else an error. */
static CUresult resolve(const struct side *s, size_t offset, size_t span, struct place *p) {
    CUdeviceptr base = s->type == MEMORYTYPE_HOST ? (CUdeviceptr)(uintptr_t)s->host : s->device;
    CUdeviceptr address;
    if (!base || __builtin_add_overflow(base, offset, &address)) return CUDA_ERROR_INVALID_VALUE;
    *p = (struct place){.address = address};
    struct allocation known = covering(address, 1, ANY_MEMORY | BIT(KIND_MAPPING));
    if (known.kind) {
        p->at = device_range(address, span);
        p->device_side = known.kind != KIND_PINNED && known.kind != KIND_REGISTERED;
        /* Host memory must be reachable by the host: device memory named as host memory is
         * not (managed memory is). */
        if (s->type == MEMORYTYPE_HOST && p->device_side && known.kind != KIND_MANAGED)
            return CUDA_ERROR_INVALID_VALUE;
        return p->at ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    }
    if (s->type == MEMORYTYPE_DEVICE || (address & DEVICE_TAG)) return CUDA_ERROR_INVALID_VALUE;
    p->at = (char *)(uintptr_t)address;
    p->pageable = 1;
    return CUDA_SUCCESS;
}

#define SHAPE_SYNC 1u    /* a synchronous call: lands earlier uploads; pageable uploads land late */
#define SHAPE_ALIGNED 2u /* cuMemcpy2D(Async): pitches within device memory as cuMemAllocPitch's */
#define SHAPE_DRY 4u     /* checks only, moves nothing: a copy recorded by a capture (fake_graphs.c),
                          * which refuses pageable memory */

/* The contexts a peer copy names for its two sides; NULL for the other copies. */
struct peers {
    CUcontext src, dst;
};

/* A side of a peer copy: named as device (or unified) memory, and device memory of its
 * context's device over the whole span, as copy_peer in fake_cuda.c checks it. */
static CUresult peer_side(const struct side *s, const struct place *p, size_t span,
                          CUcontext context) {
    if (s->type == MEMORYTYPE_HOST) return CUDA_ERROR_INVALID_VALUE;
    struct allocation a = covering(p->address, span, BIT(KIND_DEVICE) | BIT(KIND_IPC));
    if (!a.kind) return CUDA_ERROR_INVALID_VALUE;
    return a.device == context->device ? CUDA_SUCCESS : CUDA_ERROR_INVALID_CONTEXT;
}

static CUresult copy_shape(const struct side *src, const struct side *dst, size_t width,
                           size_t height, size_t depth, unsigned how, const struct peers *peers) {
    CUresult status = check_type(src->type);
    if (status == CUDA_SUCCESS) status = check_type(dst->type);
    if (status != CUDA_SUCCESS || !width || !height || !depth) return status;
    size_t src_offset, src_span, dst_offset, dst_span;
    struct place from, to;
    if ((status = check_geometry(src, width, height, depth, &src_offset, &src_span)) ||
        (status = check_geometry(dst, width, height, depth, &dst_offset, &dst_span)) ||
        (status = resolve(src, src_offset, src_span, &from)) ||
        (status = resolve(dst, dst_offset, dst_span, &to)))
        return status;
    if (peers && ((status = peer_side(src, &from, src_span, peers->src)) ||
                  (status = peer_side(dst, &to, dst_span, peers->dst))))
        return status;
    if ((how & SHAPE_ALIGNED) && from.device_side && to.device_side &&
        (src->pitch % FAKE_PITCH_ALIGNMENT || dst->pitch % FAKE_PITCH_ALIGNMENT))
        return CUDA_ERROR_INVALID_VALUE;
    if (how & SHAPE_DRY)
        return from.pageable || to.pageable ? CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED : CUDA_SUCCESS;
    int late = 0;
    if (how & SHAPE_SYNC) {
        land(current->device);
        late = from.pageable &&
               (dst->type == MEMORYTYPE_DEVICE || (dst->type == MEMORYTYPE_UNIFIED && to.device_side));
    }
    /* Within the spans checked above, so no offset below overflows or leaves its allocation. */
    for (size_t plane = 0; plane < depth; plane++) {
        for (size_t row = 0; row < height; row++) {
            size_t src_at = (plane * src->height + row) * src->pitch;
            size_t dst_at = (plane * dst->height + row) * dst->pitch;
            if (late) {
                status = upload_later(current->device, to.address + dst_at, from.at + src_at, width);
                if (status != CUDA_SUCCESS) return status;
            } else {
                memmove(to.at + dst_at, from.at + src_at, width);
            }
        }
    }
    return CUDA_SUCCESS;
}

/* ---- pitched memory ------------------------------------------------------------------- */

/* Width rounded up to FAKE_PITCH_ALIGNMENT, and the base aligned to it, so that every row
 * starts aligned; freed by cuMemFree like any device memory. ElementSizeBytes is what the
 * documentation allows (4, 8 or 16) and changes nothing else, as the rounding covers all. */
EXPORT CUresult cuMemAllocPitch_v2(CUdeviceptr *dptr, size_t *pitch, size_t width, size_t height,
                                   unsigned element_size) {
    ENTER();
    NEED_CONTEXT();
    if (!dptr || !pitch || !width || !height ||
        (element_size != 4 && element_size != 8 && element_size != 16))
        return CUDA_ERROR_INVALID_VALUE;
    size_t rounded, size;
    if (__builtin_add_overflow(width, FAKE_PITCH_ALIGNMENT - 1, &rounded)) return CUDA_ERROR_INVALID_VALUE;
    rounded -= rounded % FAKE_PITCH_ALIGNMENT;
    if (rounded > max_pitch()) return CUDA_ERROR_INVALID_VALUE;
    if (__builtin_mul_overflow(rounded, height, &size)) return CUDA_ERROR_OUT_OF_MEMORY;
    CUdevice device = current->device;
    pthread_mutex_lock(&table_lock);
    int fits = size <= FAKE_TOTAL_MEMORY - device_bytes[device];
    pthread_mutex_unlock(&table_lock);
    void *host = NULL;
    if (!fits || posix_memalign(&host, FAKE_PITCH_ALIGNMENT, size) != 0) return CUDA_ERROR_OUT_OF_MEMORY;
    CUresult status = add_allocation(host, size, KIND_DEVICE, device, dptr);
    if (status != CUDA_SUCCESS) {
        free(host);
        return status;
    }
    *pitch = rounded;
    return CUDA_SUCCESS;
}

/* ---- 2D and 3D copies ----------------------------------------------------------------- */

static void sides_2d(const CUDA_MEMCPY2D *c, struct side *src, struct side *dst) {
    *src = (struct side){c->srcMemoryType, c->srcHost, c->srcDevice, c->srcXInBytes, c->srcY, 0,
                         c->srcPitch, 0};
    *dst = (struct side){c->dstMemoryType, c->dstHost, c->dstDevice, c->dstXInBytes, c->dstY, 0,
                         c->dstPitch, 0};
}

static CUresult copy_2d(const CUDA_MEMCPY2D *c, unsigned how) {
    if (!c) return CUDA_ERROR_INVALID_VALUE;
    struct side src, dst;
    sides_2d(c, &src, &dst);
    return copy_shape(&src, &dst, c->WidthInBytes, c->Height, 1, how, NULL);
}

static void sides_3d(const CUDA_MEMCPY3D *c, struct side *src, struct side *dst) {
    *src = (struct side){c->srcMemoryType, c->srcHost, c->srcDevice, c->srcXInBytes, c->srcY,
                         c->srcZ, c->srcPitch, c->srcHeight};
    *dst = (struct side){c->dstMemoryType, c->dstHost, c->dstDevice, c->dstXInBytes, c->dstY,
                         c->dstZ, c->dstPitch, c->dstHeight};
}

static CUresult copy_3d(const CUDA_MEMCPY3D *c, unsigned how) {
    if (!c || c->reserved0 || c->reserved1 || c->srcLOD || c->dstLOD) return CUDA_ERROR_INVALID_VALUE;
    struct side src, dst;
    sides_3d(c, &src, &dst);
    return copy_shape(&src, &dst, c->WidthInBytes, c->Height, c->Depth, how, NULL);
}

EXPORT CUresult cuMemcpy2D_v2(const CUDA_MEMCPY2D *copy) {
    ENTER();
    NEED_CONTEXT();
    return copy_2d(copy, SHAPE_SYNC | SHAPE_ALIGNED);
}

EXPORT CUresult cuMemcpy2DUnaligned_v2(const CUDA_MEMCPY2D *copy) {
    ENTER();
    NEED_CONTEXT();
    return copy_2d(copy, SHAPE_SYNC);
}

EXPORT CUresult cuMemcpy2DAsync_v2(const CUDA_MEMCPY2D *copy, CUstream stream) {
    ENTER();
    NEED_CONTEXT();
    if (!valid_stream(stream)) return CUDA_ERROR_INVALID_HANDLE;
    if (!capturing(stream)) return copy_2d(copy, SHAPE_ALIGNED);
    CUresult status = copy_2d(copy, SHAPE_ALIGNED | SHAPE_DRY);
    if (status) return spoil(stream, status);
    struct side src, dst;
    sides_2d(copy, &src, &dst);
    return record_shape(stream, &src, &dst, copy->WidthInBytes, copy->Height, 1, SHAPE_ALIGNED);
}

EXPORT CUresult cuMemcpy3D_v2(const CUDA_MEMCPY3D *copy) {
    ENTER();
    NEED_CONTEXT();
    return copy_3d(copy, SHAPE_SYNC);
}

EXPORT CUresult cuMemcpy3DAsync_v2(const CUDA_MEMCPY3D *copy, CUstream stream) {
    ENTER();
    NEED_CONTEXT();
    if (!valid_stream(stream)) return CUDA_ERROR_INVALID_HANDLE;
    if (!capturing(stream)) return copy_3d(copy, 0);
    CUresult status = copy_3d(copy, SHAPE_DRY);
    if (status) return spoil(stream, status);
    struct side src, dst;
    sides_3d(copy, &src, &dst);
    return record_shape(stream, &src, &dst, copy->WidthInBytes, copy->Height, copy->Depth, 0);
}

/* cuda.h's CUDA_MEMCPY3D_PEER: CUDA_MEMCPY3D with each side's context where its reserved
 * field was. */
typedef struct {
    size_t srcXInBytes, srcY, srcZ, srcLOD;
    int srcMemoryType;
    const void *srcHost;
    CUdeviceptr srcDevice;
    const void *srcArray;
    CUcontext srcContext;
    size_t srcPitch, srcHeight;
    size_t dstXInBytes, dstY, dstZ, dstLOD;
    int dstMemoryType;
    void *dstHost;
    CUdeviceptr dstDevice;
    const void *dstArray;
    CUcontext dstContext;
    size_t dstPitch, dstHeight;
    size_t WidthInBytes, Height, Depth;
} CUDA_MEMCPY3D_PEER;

_Static_assert(sizeof(CUDA_MEMCPY3D_PEER) == 200, "cuda.h's CUDA_MEMCPY3D_PEER is 200 bytes");
_Static_assert(__builtin_offsetof(CUDA_MEMCPY3D_PEER, srcContext) == 64, "as in cuda.h");
_Static_assert(__builtin_offsetof(CUDA_MEMCPY3D_PEER, dstContext) == 152, "as in cuda.h");

/* A 3D copy naming each side's context, checked as cuMemcpy3D is, and each side as a peer
 * copy's (device memory of its context's device; see `peer_side`). The contexts are checked
 * first, even for a copy of nothing, as copy_peer checks them. */
static CUresult copy_3d_peer(const CUDA_MEMCPY3D_PEER *c, unsigned how) {
    if (!c || c->srcLOD || c->dstLOD) return CUDA_ERROR_INVALID_VALUE;
    if (!valid_context(c->srcContext) || !valid_context(c->dstContext))
        return CUDA_ERROR_INVALID_CONTEXT;
    struct side src = {c->srcMemoryType, c->srcHost, c->srcDevice, c->srcXInBytes, c->srcY,
                       c->srcZ, c->srcPitch, c->srcHeight};
    struct side dst = {c->dstMemoryType, c->dstHost, c->dstDevice, c->dstXInBytes, c->dstY,
                       c->dstZ, c->dstPitch, c->dstHeight};
    struct peers peers = {c->srcContext, c->dstContext};
    return copy_shape(&src, &dst, c->WidthInBytes, c->Height, c->Depth, how, &peers);
}

EXPORT CUresult cuMemcpy3DPeer(const CUDA_MEMCPY3D_PEER *copy) {
    ENTER();
    NEED_CONTEXT();
    return copy_3d_peer(copy, SHAPE_SYNC);
}

EXPORT CUresult cuMemcpy3DPeerAsync(const CUDA_MEMCPY3D_PEER *copy, CUstream stream) {
    ENTER();
    NEED_CONTEXT();
    if (!valid_stream(stream)) return CUDA_ERROR_INVALID_HANDLE;
    NOT_CAPTURABLE(stream);
    return copy_3d_peer(copy, 0);
}

/* ---- 2D fills ------------------------------------------------------------------------- */

/* `height` rows of `width` copies of the `size`-byte pattern, `pitch` bytes apart. The address
 * and the pitch must be aligned to the pattern (documented for 16 and 32 bits); a row must fit
 * its pitch; all rows must lie in one allocation. */
static CUresult fill_2d(CUdeviceptr dst, size_t pitch, const void *pattern, size_t size,
                        size_t width, size_t height) {
    if (dst % size || pitch % size) return CUDA_ERROR_INVALID_VALUE;
    if (!width || !height) return CUDA_SUCCESS;
    size_t row, span;
    if (__builtin_mul_overflow(width, size, &row) || pitch < row ||
        mul_add(height - 1, pitch, row, &span))
        return CUDA_ERROR_INVALID_VALUE;
    char *to = device_range(dst, span);
    if (!to) return CUDA_ERROR_INVALID_VALUE;
    for (size_t r = 0; r < height; r++)
        for (size_t i = 0; i < width; i++) memcpy(to + r * pitch + i * size, pattern, size);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemsetD2D8_v2(CUdeviceptr dst, size_t pitch, unsigned char value, size_t width,
                                size_t height) {
    ENTER();
    NEED_CONTEXT();
    NOT_WHILE_CAPTURING(CUDA_ERROR_STREAM_CAPTURE_IMPLICIT);
    land(current->device);
    return fill_2d(dst, pitch, &value, 1, width, height);
}

EXPORT CUresult cuMemsetD2D16_v2(CUdeviceptr dst, size_t pitch, unsigned short value, size_t width,
                                 size_t height) {
    ENTER();
    NEED_CONTEXT();
    NOT_WHILE_CAPTURING(CUDA_ERROR_STREAM_CAPTURE_IMPLICIT);
    land(current->device);
    return fill_2d(dst, pitch, &value, 2, width, height);
}

EXPORT CUresult cuMemsetD2D32_v2(CUdeviceptr dst, size_t pitch, unsigned value, size_t width,
                                 size_t height) {
    ENTER();
    NEED_CONTEXT();
    NOT_WHILE_CAPTURING(CUDA_ERROR_STREAM_CAPTURE_IMPLICIT);
    land(current->device);
    return fill_2d(dst, pitch, &value, 4, width, height);
}

EXPORT CUresult cuMemsetD2D8Async(CUdeviceptr dst, size_t pitch, unsigned char value, size_t width,
                                  size_t height, CUstream s) {
    ENTER();
    NEED_CONTEXT();
    if (!valid_stream(s)) return CUDA_ERROR_INVALID_HANDLE;
    if (capturing(s)) return record_fill_2d(s, dst, pitch, &value, 1, width, height);
    return fill_2d(dst, pitch, &value, 1, width, height);
}

EXPORT CUresult cuMemsetD2D16Async(CUdeviceptr dst, size_t pitch, unsigned short value,
                                   size_t width, size_t height, CUstream s) {
    ENTER();
    NEED_CONTEXT();
    if (!valid_stream(s)) return CUDA_ERROR_INVALID_HANDLE;
    if (capturing(s)) return record_fill_2d(s, dst, pitch, &value, 2, width, height);
    return fill_2d(dst, pitch, &value, 2, width, height);
}

EXPORT CUresult cuMemsetD2D32Async(CUdeviceptr dst, size_t pitch, unsigned value, size_t width,
                                   size_t height, CUstream s) {
    ENTER();
    NEED_CONTEXT();
    if (!valid_stream(s)) return CUDA_ERROR_INVALID_HANDLE;
    if (capturing(s)) return record_fill_2d(s, dst, pitch, &value, 4, width, height);
    return fill_2d(dst, pitch, &value, 4, width, height);
}

/* ---- batches of copies (CUDA 12.8, and CUDA 13's form) -------------------------------- */

#ifndef FAKE_OLD_DRIVER
/* cuda.h's CUmemcpyAttributes. */
typedef struct {
    unsigned srcAccessOrder; /* CU_MEMCPY_SRC_ACCESS_ORDER_STREAM 1, DURING_API_CALL 2, ANY 3 */
    CUmemLocation srcLocHint, dstLocHint;
    unsigned flags; /* CU_MEMCPY_FLAG_PREFER_OVERLAP_WITH_COMPUTE = 1 */
} CUmemcpyAttributes;

_Static_assert(sizeof(CUmemcpyAttributes) == 24, "cuda.h's CUmemcpyAttributes is 24 bytes");

/* A location hint: none (CU_MEM_LOCATION_TYPE_INVALID, what zeroed attributes hold), a device,
 * the host, a host NUMA node, or the current one's. */
static int valid_hint(CUmemLocation l) {
    switch (l.type) {
    case 0: return 1;
    case 1: return l.id >= 0 && l.id < FAKE_DEVICES;
    case 2: case 4: return 1;
    case 3: return l.id >= 0;
    default: return 0;
    }
}

/* The bytes behind one end of a copy in a batch, a unified address: memory the driver knows,
 * which must hold all `size` bytes, or else pageable host memory; NULL if neither. */
static char *batch_range(CUdeviceptr address, size_t size, int *managed) {
    CUdeviceptr end;
    struct allocation known = covering(address, 1, ANY_MEMORY | BIT(KIND_MAPPING));
    *managed = known.kind == KIND_MANAGED;
    if (known.kind) return device_range(address, size);
    if (!address || (address & DEVICE_TAG) || __builtin_add_overflow(address, size, &end))
        return NULL;
    return (char *)(uintptr_t)address;
}

/* The batch after its call was counted: `where` gets the index of the copy at fault, left at
 * SIZE_MAX for a fault of the batch as a whole. The whole batch is checked before anything is
 * copied, so a batch that fails copies nothing. Then the copies run in order (the driver
 * promises no order within a batch: overlapping copies are undefined there). */
static CUresult batch_checked(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count,
                              CUmemcpyAttributes *attrs, size_t *attrs_idxs, size_t num_attrs,
                              size_t *where, CUstream stream) {
    NEED_CONTEXT();
    /* "Must not be the legacy NULL stream", by either of its names; the per-thread one is a
     * stream of its own and allowed. */
    if (!stream || (uintptr_t)stream == 1 /* CU_STREAM_LEGACY */) return CUDA_ERROR_INVALID_VALUE;
    if (!valid_stream(stream)) return CUDA_ERROR_INVALID_HANDLE;
    if (!dsts || !srcs || !sizes || !count || !attrs || !attrs_idxs || !num_attrs ||
        num_attrs > count)
        return CUDA_ERROR_INVALID_VALUE;
    /* attrs[k] applies from copy attrs_idxs[k] up to the next entry's: the first is 0, each
     * is greater than the one before, and the last names a copy. */
    if (attrs_idxs[0] != 0 || attrs_idxs[num_attrs - 1] >= count) return CUDA_ERROR_INVALID_VALUE;
    for (size_t k = 1; k < num_attrs; k++)
        if (attrs_idxs[k] <= attrs_idxs[k - 1]) return CUDA_ERROR_INVALID_VALUE;
    size_t k = 0;
    for (size_t i = 0; i < count; i++) {
        while (k + 1 < num_attrs && attrs_idxs[k + 1] <= i) k++;
        const CUmemcpyAttributes *a = &attrs[k];
        *where = i;
        if (a->srcAccessOrder < 1 || a->srcAccessOrder > 3 || (a->flags & ~1u))
            return CUDA_ERROR_INVALID_VALUE;
        if (!sizes[i]) continue; /* an empty copy names no memory */
        int src_managed, dst_managed;
        if (!batch_range(srcs[i], sizes[i], &src_managed) ||
            !batch_range(dsts[i], sizes[i], &dst_managed))
            return CUDA_ERROR_INVALID_VALUE;
        /* Hints apply to managed memory only (and pageable memory, which no fake device can
         * reach); elsewhere the driver ignores them. */
        if ((src_managed && !valid_hint(a->srcLocHint)) ||
            (dst_managed && !valid_hint(a->dstLocHint)))
            return CUDA_ERROR_INVALID_VALUE;
    }
    *where = SIZE_MAX;
    for (size_t i = 0; i < count; i++) {
        int managed;
        if (sizes[i])
            memmove(batch_range(dsts[i], sizes[i], &managed),
                    batch_range(srcs[i], sizes[i], &managed), sizes[i]);
    }
    return CUDA_SUCCESS;
}

/* Every failure, an injected one included, sets *fail_idx (if given): to the copy at fault or
 * SIZE_MAX. Success leaves it as it was. */
static CUresult batch(const char *name, CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes,
                      size_t count, CUmemcpyAttributes *attrs, size_t *attrs_idxs,
                      size_t num_attrs, size_t *fail_idx, CUstream stream) {
    size_t where = SIZE_MAX;
    CUresult status = enter(name);
    /* The driver refuses batches on capturing streams (and the capture with them). */
    if (status == CUDA_SUCCESS && (uintptr_t)stream > 2 && live_handle(stream, KIND_STREAM))
        status = not_capturable(stream);
    if (status == CUDA_SUCCESS)
        status = batch_checked(dsts, srcs, sizes, count, attrs, attrs_idxs, num_attrs, &where,
                               stream);
    if (status != CUDA_SUCCESS && fail_idx) *fail_idx = where;
    return status;
}

/* The CUDA 12.8 form, which CUDA 13 drivers still export for programs built before it. */
EXPORT CUresult cuMemcpyBatchAsync(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count,
                                   CUmemcpyAttributes *attrs, size_t *attrs_idxs, size_t num_attrs,
                                   size_t *fail_idx, CUstream stream) {
    return batch(__func__, dsts, srcs, sizes, count, attrs, attrs_idxs, num_attrs, fail_idx,
                 stream);
}

#ifdef FAKE_CUDA13
/* CUDA 13's form: the same without failIdx. */
EXPORT CUresult cuMemcpyBatchAsync_v2(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes,
                                      size_t count, CUmemcpyAttributes *attrs, size_t *attrs_idxs,
                                      size_t num_attrs, CUstream stream) {
    return batch(__func__, dsts, srcs, sizes, count, attrs, attrs_idxs, num_attrs, NULL, stream);
}
#endif
#endif
