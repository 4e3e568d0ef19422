/* A stand-in for libcuda, for tests on machines without a GPU.
 *
 * It exports the driver entry points the safe layer uses, under the names cuda.h gives them
 * after its version macros (cuMemAlloc_v2, ...), with the driver's error codes. "Device" memory
 * is malloc'ed, and its device addresses are tagged so that the host cannot dereference them by
 * mistake: a bug that treats a device pointer as a host pointer crashes here as it would on a
 * GPU. Copies and frees are checked against the table of live allocations.
 *
 * Tests read and steer it through the cudyn_fake_* controls at the end. Counters and fault
 * injection are per thread, so tests running in parallel in one process do not see each other.
 *
 * It deliberately does not include cuda.h (CI has no CUDA toolkit): the few types and values it
 * needs are spelled out below, with the numbers cuda.h gives them. */
#define _GNU_SOURCE /* memfd_create, besides POSIX's strdup and clock_gettime */
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define EXPORT __attribute__((visibility("default")))

typedef int CUresult;
typedef int CUdevice;
typedef int CUdevice_attribute;
typedef unsigned long long CUdeviceptr;
typedef struct fake_context *CUcontext;
typedef struct fake_handle *CUstream;
typedef struct fake_handle *CUevent;
typedef struct fake_handle *CUmodule;
typedef struct fake_function *CUfunction;
typedef struct fake_pool *CUmemoryPool;
typedef struct {
    int type; /* CUmemLocationType: DEVICE = 1, HOST = 2 */
    int id;
} CUmemLocation;
typedef struct {
    char reserved[64];
} CUipcMemHandle, CUipcEventHandle;

enum {
    CUDA_SUCCESS = 0,
    CUDA_ERROR_INVALID_VALUE = 1,
    CUDA_ERROR_OUT_OF_MEMORY = 2,
    CUDA_ERROR_NOT_INITIALIZED = 3,
    CUDA_ERROR_NO_DEVICE = 100,
    CUDA_ERROR_INVALID_DEVICE = 101,
    CUDA_ERROR_INVALID_IMAGE = 200,
    CUDA_ERROR_INVALID_CONTEXT = 201,
    CUDA_ERROR_INVALID_HANDLE = 400,
    CUDA_ERROR_ILLEGAL_STATE = 401,
    CUDA_ERROR_NOT_FOUND = 500,
    CUDA_ERROR_NOT_READY = 600,
    CUDA_ERROR_ILLEGAL_ADDRESS = 700,
    CUDA_ERROR_CONTEXT_IS_DESTROYED = 709,
    CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED = 712,
    CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED = 713,
    CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED = 704,
    CUDA_ERROR_NOT_SUPPORTED = 801,
    CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED = 900,
    CUDA_ERROR_STREAM_CAPTURE_INVALIDATED = 901,
    CUDA_ERROR_STREAM_CAPTURE_MERGE = 902,
    CUDA_ERROR_STREAM_CAPTURE_UNMATCHED = 903,
    CUDA_ERROR_STREAM_CAPTURE_UNJOINED = 904,
    CUDA_ERROR_STREAM_CAPTURE_ISOLATION = 905,
    CUDA_ERROR_STREAM_CAPTURE_IMPLICIT = 906,
    CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE = 910,
    CUDA_ERROR_UNKNOWN = 999,
};

/* The version this stand-in claims to be: 12.9, the headers the bindings come from; or, built
 * with FAKE_OLD_DRIVER, 12.1, which lacks the CUmemLocation forms of prefetch and advise (12.2),
 * cuEventElapsedTime_v2 (12.8) and cuMemcpyBatchAsync (12.8); or, built with FAKE_CUDA13, 13.0,
 * which adds CUDA 13's cuMemcpyBatchAsync_v2 (see fake_shapes.c). */
#if defined(FAKE_OLD_DRIVER) && defined(FAKE_CUDA13)
#error "FAKE_OLD_DRIVER and FAKE_CUDA13 claim different versions"
#elif defined(FAKE_OLD_DRIVER)
#define FAKE_DRIVER_VERSION 12010
#elif defined(FAKE_CUDA13)
#define FAKE_DRIVER_VERSION 13000
#else
#define FAKE_DRIVER_VERSION 12090
#endif
#define FAKE_DEVICES 2
#define FAKE_TOTAL_MEMORY (16ULL << 30)
/* Pitched memory (fake_shapes.c): cuMemAllocPitch rounds rows up to FAKE_PITCH_ALIGNMENT and
 * aligns the base to it, as GPUs do (512, what they report as CU_DEVICE_ATTRIBUTE_TEXTURE_
 * ALIGNMENT); CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT is the smaller 32 they report, so code
 * that predicts a pitch from it instead of reading the one returned fails here too. No pitch
 * may exceed FAKE_MAX_PITCH (CU_DEVICE_ATTRIBUTE_MAX_PITCH). */
#define FAKE_PITCH_ALIGNMENT 512
#define FAKE_TEXTURE_PITCH_ALIGNMENT 32
#define FAKE_MAX_PITCH INT_MAX
/* Device addresses are host addresses with this bit set: not canonical on x86-64 or AArch64,
 * so dereferencing one on the host faults. */
#define DEVICE_TAG (1ULL << 62)

/* ---- error names ---------------------------------------------------------------------- */

static const struct {
    CUresult code;
    const char *name, *text;
} errors[] = {
    {CUDA_SUCCESS, "CUDA_SUCCESS", "no error"},
    /* A code newer than any header: what a future driver may return. */
    {(CUresult)1234, "CUDA_ERROR_FROM_A_NEWER_DRIVER", "a code the headers do not know"},
    {CUDA_ERROR_INVALID_VALUE, "CUDA_ERROR_INVALID_VALUE", "invalid argument"},
    {CUDA_ERROR_OUT_OF_MEMORY, "CUDA_ERROR_OUT_OF_MEMORY", "out of memory"},
    {CUDA_ERROR_NOT_INITIALIZED, "CUDA_ERROR_NOT_INITIALIZED", "initialization error"},
    {CUDA_ERROR_NO_DEVICE, "CUDA_ERROR_NO_DEVICE", "no CUDA-capable device is detected"},
    {CUDA_ERROR_INVALID_DEVICE, "CUDA_ERROR_INVALID_DEVICE", "invalid device ordinal"},
    {CUDA_ERROR_INVALID_IMAGE, "CUDA_ERROR_INVALID_IMAGE", "device kernel image is invalid"},
    {CUDA_ERROR_INVALID_CONTEXT, "CUDA_ERROR_INVALID_CONTEXT", "invalid device context"},
    {CUDA_ERROR_INVALID_HANDLE, "CUDA_ERROR_INVALID_HANDLE", "invalid resource handle"},
    {CUDA_ERROR_NOT_FOUND, "CUDA_ERROR_NOT_FOUND", "named symbol not found"},
    {CUDA_ERROR_NOT_READY, "CUDA_ERROR_NOT_READY", "device not ready"},
    {CUDA_ERROR_ILLEGAL_ADDRESS, "CUDA_ERROR_ILLEGAL_ADDRESS",
     "an illegal memory access was encountered"},
    {CUDA_ERROR_CONTEXT_IS_DESTROYED, "CUDA_ERROR_CONTEXT_IS_DESTROYED",
     "context is destroyed"},
    {CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED, "CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED",
     "part or all of the requested memory range is already mapped"},
    {CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED, "CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED",
     "pointer does not correspond to a registered memory region"},
    {CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED, "CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED",
     "peer access is already enabled"},
    {CUDA_ERROR_NOT_SUPPORTED, "CUDA_ERROR_NOT_SUPPORTED", "operation not supported"},
    {CUDA_ERROR_ILLEGAL_STATE, "CUDA_ERROR_ILLEGAL_STATE", "the operation is not permitted in this state"},
    {CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED, "CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED",
     "operation not permitted when stream is capturing"},
    {CUDA_ERROR_STREAM_CAPTURE_INVALIDATED, "CUDA_ERROR_STREAM_CAPTURE_INVALIDATED",
     "operation failed due to a previous error during capture"},
    {CUDA_ERROR_STREAM_CAPTURE_MERGE, "CUDA_ERROR_STREAM_CAPTURE_MERGE",
     "operation would result in a merge of separate capture sequences"},
    {CUDA_ERROR_STREAM_CAPTURE_UNMATCHED, "CUDA_ERROR_STREAM_CAPTURE_UNMATCHED",
     "capture was not ended in the same stream as it began"},
    {CUDA_ERROR_STREAM_CAPTURE_UNJOINED, "CUDA_ERROR_STREAM_CAPTURE_UNJOINED",
     "capturing stream has unjoined work"},
    {CUDA_ERROR_STREAM_CAPTURE_ISOLATION, "CUDA_ERROR_STREAM_CAPTURE_ISOLATION",
     "dependency created on uncaptured work in another stream"},
    {CUDA_ERROR_STREAM_CAPTURE_IMPLICIT, "CUDA_ERROR_STREAM_CAPTURE_IMPLICIT",
     "operation would make the legacy stream depend on a capturing blocking stream"},
    {CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE, "CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE",
     "the graph update was not performed because it included changes which violated constraints specific to instantiated graph update"},
    {CUDA_ERROR_UNKNOWN, "CUDA_ERROR_UNKNOWN", "unknown error"},
};

/* ---- per-thread state: current context, call counts, fault injection ----------------- */

struct fake_context {
    CUdevice device;
    int retained; /* primary-context retain count; 0 means inactive */
};

static struct fake_context primary[FAKE_DEVICES] = {{0, 0}, {1, 0}};
/* A context of its own per device (cuCtxCreate), as code that does not use the primary one
 * makes; live while `retained` is 1. */
static struct fake_context created[FAKE_DEVICES] = {{0, 0}, {1, 0}};

static int valid_context(CUcontext c) {
    return (c >= primary && c < primary + FAKE_DEVICES) ||
           (c >= created && c < created + FAKE_DEVICES);
}
static atomic_int initialized;
static atomic_uint next_thread_tag = 1;

#define MAX_COUNTED 256 /* distinct entry points counted per thread: more than the fake has */
static __thread CUcontext current;
static __thread unsigned thread_tag;
static __thread unsigned long long calls, fail_at, bad_frees;
static __thread CUresult fail_at_code;
#define MAX_FAILING 4 /* entry points failing at once on one thread */
static __thread struct {
    char name[64];
    CUresult code;
    unsigned long long left; /* failures still to come; ULLONG_MAX: every call */
} failing[MAX_FAILING];
static __thread struct {
    const char *name;
    unsigned long long count;
} counted[MAX_COUNTED];
static __thread int override_attribute, override_value; /* 0: none */
static __thread const char *last_injected; /* entry point the last injected failure hit */

static unsigned tag(void) {
    if (!thread_tag) thread_tag = atomic_fetch_add(&next_thread_tag, 1);
    return thread_tag;
}

/* A failure for every thread, from CUDYN_FAKE_FAIL=name=code in the environment of a process
 * that loads this library (for tests that run a program as a child process). */
static char env_fail_name[64];
static CUresult env_fail_code;

__attribute__((constructor)) static void fail_from_environment(void) {
    const char *spec = getenv("CUDYN_FAKE_FAIL");
    const char *eq = spec ? strchr(spec, '=') : NULL;
    if (!eq || eq == spec || (size_t)(eq - spec) >= sizeof env_fail_name) return;
    memcpy(env_fail_name, spec, (size_t)(eq - spec));
    env_fail_code = atoi(eq + 1);
}

/* A device whose context hit a sticky error (a kernel faulted): from then on every call made
 * while its primary context is current fails with that code, as with the real driver, until
 * cuDevicePrimaryCtxReset_v2. Process-wide, unlike the injected failures: a lost context is
 * lost for every thread. */
static atomic_int sticky[FAKE_DEVICES];

/* Calls that still work in a context that hit a sticky error: they name no work or memory. */
static int works_when_lost(const char *name) {
    static const char *const spared[] = {
        "cuInit", "cuDriverGetVersion", "cuDeviceGet", "cuDeviceGetCount", "cuDeviceGetName",
        "cuDeviceGetAttribute", "cuDeviceTotalMem_v2", "cuGetErrorName", "cuGetErrorString",
        "cuCtxGetCurrent", "cuCtxSetCurrent", "cuCtxPushCurrent_v2", "cuCtxPopCurrent_v2",
        "cuCtxGetDevice", "cuDevicePrimaryCtxRetain", "cuDevicePrimaryCtxRelease_v2",
        "cuDevicePrimaryCtxReset_v2", "cuDevicePrimaryCtxGetState", "cuDeviceCanAccessPeer",
    };
    for (size_t i = 0; i < sizeof spared / sizeof *spared; i++)
        if (!strcmp(spared[i], name)) return 1;
    return 0;
}

static CUresult sticky_error(const char *name) {
    if (!current || current < primary || current >= primary + FAKE_DEVICES) return CUDA_SUCCESS;
    CUresult code = atomic_load(&sticky[current->device]);
    return code && !works_when_lost(name) ? code : CUDA_SUCCESS;
}

/* Every entry point starts here: counts the call and returns an injected failure, if any. */
static CUresult enter(const char *name) {
    calls++;
    for (int i = 0; i < MAX_COUNTED; i++) {
        if (!counted[i].name || counted[i].name == name || !strcmp(counted[i].name, name)) {
            counted[i].name = name;
            counted[i].count++;
            break;
        }
    }
    if (fail_at && calls == fail_at) {
        fail_at = 0;
        last_injected = name;
        return fail_at_code;
    }
    for (int i = 0; i < MAX_FAILING && failing[i].name[0]; i++) {
        if (!strcmp(failing[i].name, name) && failing[i].left) {
            if (failing[i].left != ULLONG_MAX) failing[i].left--;
            last_injected = name;
            return failing[i].code;
        }
    }
    if (env_fail_name[0] && !strcmp(env_fail_name, name)) return env_fail_code;
    return sticky_error(name);
}

#define ENTER()                                   \
    do {                                          \
        CUresult injected_ = enter(__func__);     \
        if (injected_ != CUDA_SUCCESS) return injected_; \
    } while (0)
#define NEED_INIT()                                                   \
    do {                                                              \
        if (!atomic_load(&initialized)) return CUDA_ERROR_NOT_INITIALIZED; \
    } while (0)
/* Memory operations need a current, live context, as on the real driver. */
#define NEED_CONTEXT()                                                 \
    do {                                                               \
        NEED_INIT();                                                   \
        if (!current) return CUDA_ERROR_INVALID_CONTEXT;               \
        if (!current->retained) return CUDA_ERROR_CONTEXT_IS_DESTROYED; \
    } while (0)

struct fake_graph;
/* Stream capture (fake_graphs.c): recording work instead of running it, and the calls a capture
 * refuses. */
static struct fake_graph *capturing(CUstream stream);
static CUresult not_capturable(CUstream stream);
static CUresult implicit(CUresult code);
static CUresult record_copy(CUstream stream, CUdeviceptr dst, CUdeviceptr src, size_t size);
static CUresult record_fill(CUstream stream, CUdeviceptr dst, const void *pattern, size_t width,
                            size_t count);
static CUresult record_kernel(CUstream stream, CUfunction f, const unsigned grid[3],
                              const unsigned block[3], unsigned shared, void **params);
static CUresult record_host(CUstream stream, void (*fn)(void *), void *data);
static CUresult record_fill_2d(CUstream stream, CUdeviceptr dst, size_t pitch,
                               const void *pattern, size_t width, size_t count, size_t rows);
static CUresult record_alloc(CUstream stream, CUdeviceptr *dptr, size_t size);
static CUresult record_free(CUstream stream, CUdeviceptr dptr);
static CUresult spoil(CUstream stream, CUresult code);
static void record_event_in_capture(CUevent event, CUstream stream);
static CUresult wait_in_capture(CUstream stream, CUevent event);
/* A thread's "potentially unsafe" call while it has a capture open (see fake_graphs.c). */
#define NOT_WHILE_CAPTURING(code)                          \
    do {                                                   \
        CUresult refused_ = implicit(code);                \
        if (refused_ != CUDA_SUCCESS) return refused_;     \
    } while (0)
#define NOT_CAPTURABLE(stream)                             \
    do {                                                   \
        CUresult refused_ = not_capturable(stream);        \
        if (refused_ != CUDA_SUCCESS) return refused_;     \
    } while (0)

/* ---- the allocation table ------------------------------------------------------------- */

/* Everything the driver hands out is in one table, so a test sees any leak: memory, and the
 * streams, events and modules whose handles are malloc'ed blocks. */
enum kind {
    KIND_DEVICE = 1,
    KIND_PINNED = 2,
    KIND_MANAGED = 3,
    KIND_REGISTERED = 4, /* the caller's memory: never freed here */
    KIND_STREAM = 5,
    KIND_EVENT = 6,
    KIND_MODULE = 7,
    KIND_POOL = 8,
    KIND_IPC = 9, /* device memory of another process, mapped into this one */
    KIND_RESERVATION = 10, /* a virtual address range (cuMemAddressReserve) */
    KIND_PHYSICAL = 11,    /* physical memory (cuMemCreate): a memfd */
    KIND_MAPPING = 12,     /* physical memory mapped into a reservation (cuMemMap) */
    KIND_POOL_IMPORT = 13, /* pool memory of another process (cuMemPoolImportPointer) */
    KIND_GRAPH = 14,       /* a captured graph (fake_graphs.c) */
    KIND_GRAPH_EXEC = 15,  /* an instantiated one */
};

static int is_memory(enum kind k) {
    return k <= KIND_REGISTERED || k == KIND_IPC || k == KIND_MAPPING || k == KIND_POOL_IMPORT;
}
/* Entries are looked up by their device address (device and managed memory) or their host
 * address (everything else). */
static int keyed_by_dptr(enum kind k) {
    return k == KIND_DEVICE || k == KIND_MANAGED || k == KIND_IPC || k == KIND_POOL_IMPORT;
}

struct allocation {
    void *host;        /* what malloc returned, the registered range, or the handle */
    CUdeviceptr dptr;  /* its device address (tagged for KIND_DEVICE and KIND_IPC) */
    size_t size;
    enum kind kind;
    CUdevice device;
    CUcontext context; /* the context current when it was made (NULL: its device's primary) */
    unsigned thread;   /* tag of the thread that allocated it */
    /* Device memory exported to other processes lives in a shared mapping from here on (see
     * cuIpcGetMemHandle); `host` stays allocated so that its address is not reused. */
    void *shared;
    int fd;
    unsigned long long serial;
};

/* Where an entry's bytes are. */
static void *backing(const struct allocation *a) { return a->shared ? a->shared : a->host; }

static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
static struct allocation *table;
static size_t table_len, table_cap;
static unsigned long long device_bytes[FAKE_DEVICES];

static CUresult add_allocation(void *host, size_t size, enum kind kind, CUdevice device,
                               CUdeviceptr *dptr_out) {
    int tagged = kind == KIND_DEVICE || kind == KIND_IPC || kind == KIND_RESERVATION ||
                 kind == KIND_MAPPING || kind == KIND_POOL_IMPORT;
    CUdeviceptr dptr = (CUdeviceptr)(uintptr_t)host | (tagged ? DEVICE_TAG : 0);
    pthread_mutex_lock(&table_lock);
    if (table_len == table_cap) {
        size_t cap = table_cap ? table_cap * 2 : 64;
        struct allocation *grown = realloc(table, cap * sizeof *table);
        if (!grown) {
            pthread_mutex_unlock(&table_lock);
            return CUDA_ERROR_OUT_OF_MEMORY;
        }
        table = grown;
        table_cap = cap;
    }
    table[table_len++] = (struct allocation){.host = host,
                                             .dptr = dptr,
                                             .size = size,
                                             .kind = kind,
                                             .device = device,
                                             .context = current,
                                             .thread = tag()};
    if (kind == KIND_DEVICE) device_bytes[device] += size;
    pthread_mutex_unlock(&table_lock);
    if (dptr_out) *dptr_out = dptr;
    return CUDA_SUCCESS;
}

static uint64_t key_of(const struct allocation *a) {
    return keyed_by_dptr(a->kind) ? a->dptr : (uint64_t)(uintptr_t)a->host;
}

#define BIT(k) (1u << (k))

/* Removes the entry of one of `kinds` (a mask of BIT(kind)) whose key is `address`, and frees
 * what this library allocated for it. An unknown address is counted as a bad free and answered
 * with `unknown`. */
static CUresult remove_entry(uint64_t address, unsigned kinds, CUresult unknown) {
    struct allocation gone = {0};
    pthread_mutex_lock(&table_lock);
    for (size_t i = 0; i < table_len; i++) {
        struct allocation *a = &table[i];
        if ((kinds & BIT(a->kind)) && key_of(a) == address) {
            gone = *a;
            if (a->kind == KIND_DEVICE) device_bytes[a->device] -= a->size;
            *a = table[--table_len];
            break;
        }
    }
    pthread_mutex_unlock(&table_lock);
    if (!gone.kind) {
        bad_frees++;
        return unknown;
    }
    if (gone.shared) {
        munmap(gone.shared, gone.size);
        close(gone.fd);
    }
    if (gone.kind == KIND_IPC || gone.kind == KIND_POOL_IMPORT)
        munmap(gone.host, gone.size);
    else if (gone.kind != KIND_REGISTERED)
        free(gone.host);
    return CUDA_SUCCESS;
}

/* Whether `handle` is a live entry of `kind`. */
static int live_handle(const void *handle, enum kind kind) {
    int live = 0;
    pthread_mutex_lock(&table_lock);
    for (size_t i = 0; i < table_len && !live; i++)
        live = table[i].kind == kind && table[i].host == handle;
    pthread_mutex_unlock(&table_lock);
    return live;
}

/* Streams: NULL (legacy), CU_STREAM_LEGACY (1), CU_STREAM_PER_THREAD (2), or a live stream. */
static void land(CUdevice device);
static void land_before(CUstream stream);
static void wait_host_calls(void);
static CUresult upload_later(CUdevice device, CUdeviceptr dst, const void *src, size_t size);
static CUresult fill_later(CUdeviceptr dst, const void *word, size_t width, size_t count);
static CUresult copy_later(CUdeviceptr dst, CUdeviceptr src, size_t size);

/* Whether `stream` is the legacy or per-thread stream or a live stream; work queued on it runs
 * after the uploads it is ordered after, which land now (see `land`). */
static int valid_stream(CUstream stream) {
    int valid = (uintptr_t)stream <= 2 || live_handle(stream, KIND_STREAM);
    if (valid) land_before(stream);
    return valid;
}

/* The device of a valid stream: a live stream's own, else the current context's (the caller
 * has checked that one is current). */
static CUdevice stream_device(CUstream stream) {
    CUdevice device = current ? current->device : 0;
    if ((uintptr_t)stream <= 2) return device;
    pthread_mutex_lock(&table_lock);
    for (size_t i = 0; i < table_len; i++)
        if (table[i].kind == KIND_STREAM && table[i].host == (void *)stream) device = table[i].device;
    pthread_mutex_unlock(&table_lock);
    return device;
}

/* The live memory entry of one of `kinds` whose range covers [dptr, dptr + size), copied out,
 * or a zeroed entry if there is none. Pinned and registered memory count: their device
 * address equals their host address (unified addressing). */
static struct allocation covering(CUdeviceptr dptr, size_t size, unsigned kinds) {
    struct allocation found = {0};
    pthread_mutex_lock(&table_lock);
    for (size_t i = 0; i < table_len; i++) {
        struct allocation *a = &table[i];
        if (is_memory(a->kind) && (kinds & BIT(a->kind)) && dptr >= a->dptr &&
            size <= a->size && dptr - a->dptr <= a->size - size) {
            found = *a;
            break;
        }
    }
    pthread_mutex_unlock(&table_lock);
    return found;
}

#define ANY_MEMORY                                                                            \
    (BIT(KIND_DEVICE) | BIT(KIND_PINNED) | BIT(KIND_MANAGED) | BIT(KIND_REGISTERED) | BIT(KIND_IPC) | \
     BIT(KIND_POOL_IMPORT))

/* The host address behind device range [dptr, dptr + size), or NULL if no single live
 * allocation covers it. */
static void *device_range(CUdeviceptr dptr, size_t size) {
    struct allocation a = covering(dptr, size, ANY_MEMORY | BIT(KIND_MAPPING));
    if (a.kind) return (char *)backing(&a) + (dptr - a.dptr);
    /* Mappings side by side in one reservation are contiguous memory: the range may span
     * several. */
    CUdeviceptr at = dptr, end = dptr + size;
    void *start = NULL;
    while (at < end) {
        struct allocation m = covering(at, 1, BIT(KIND_MAPPING));
        if (!m.kind) return NULL;
        if (!start) start = (char *)m.host + (at - m.dptr);
        at = m.dptr + m.size;
    }
    return start;
}

/* An address as cuMemcpy sees it under unified addressing: memory the driver knows, or else
 * pageable host memory. A tagged (device) address that no allocation covers is invalid. */
static void *any_range(CUdeviceptr address, size_t size) {
    void *known = device_range(address, size);
    if (known) return known;
    return (address & DEVICE_TAG) ? NULL : (void *)(uintptr_t)address;
}

/* ---- initialisation, version, errors -------------------------------------------------- */

EXPORT CUresult cuInit(unsigned flags) {
    ENTER();
    if (flags) return CUDA_ERROR_INVALID_VALUE;
    atomic_store(&initialized, 1);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDriverGetVersion(int *version) {
    ENTER();
    if (!version) return CUDA_ERROR_INVALID_VALUE;
    *version = FAKE_DRIVER_VERSION;
    return CUDA_SUCCESS;
}

static CUresult error_lookup(CUresult code, const char **out, int want_name) {
    if (!out) return CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < sizeof errors / sizeof *errors; i++) {
        if (errors[i].code == code) {
            *out = want_name ? errors[i].name : errors[i].text;
            return CUDA_SUCCESS;
        }
    }
    *out = NULL; /* as the real driver does for a code it does not know */
    return CUDA_ERROR_INVALID_VALUE;
}

EXPORT CUresult cuGetErrorName(CUresult code, const char **name) {
    ENTER();
    return error_lookup(code, name, 1);
}

EXPORT CUresult cuGetErrorString(CUresult code, const char **text) {
    ENTER();
    return error_lookup(code, text, 0);
}

/* ---- devices -------------------------------------------------------------------------- */

EXPORT CUresult cuDeviceGetCount(int *count) {
    ENTER();
    NEED_INIT();
    if (!count) return CUDA_ERROR_INVALID_VALUE;
    *count = FAKE_DEVICES;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDeviceGet(CUdevice *device, int ordinal) {
    ENTER();
    NEED_INIT();
    if (!device) return CUDA_ERROR_INVALID_VALUE;
    if (ordinal < 0 || ordinal >= FAKE_DEVICES) return CUDA_ERROR_INVALID_DEVICE;
    *device = ordinal;
    return CUDA_SUCCESS;
}

#define CHECK_DEVICE(d) \
    if ((d) < 0 || (d) >= FAKE_DEVICES) return CUDA_ERROR_INVALID_DEVICE

EXPORT CUresult cuDeviceGetName(char *name, int len, CUdevice device) {
    ENTER();
    NEED_INIT();
    CHECK_DEVICE(device);
    if (!name || len <= 0) return CUDA_ERROR_INVALID_VALUE;
    snprintf(name, (size_t)len, "cudyn fake device %d", device);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDeviceTotalMem_v2(size_t *bytes, CUdevice device) {
    ENTER();
    NEED_INIT();
    CHECK_DEVICE(device);
    if (!bytes) return CUDA_ERROR_INVALID_VALUE;
    *bytes = FAKE_TOTAL_MEMORY;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDeviceGetAttribute(int *value, CUdevice_attribute attribute, CUdevice device) {
    ENTER();
    NEED_INIT();
    CHECK_DEVICE(device);
    if (!value || attribute <= 0 || attribute >= 144 /* CU_DEVICE_ATTRIBUTE_MAX */)
        return CUDA_ERROR_INVALID_VALUE;
    if (override_attribute && attribute == override_attribute) {
        *value = override_value;
        return CUDA_SUCCESS;
    }
    switch (attribute) {
    case 11: *value = FAKE_MAX_PITCH; break;       /* MAX_PITCH */
    case 14: *value = FAKE_PITCH_ALIGNMENT; break; /* TEXTURE_ALIGNMENT */
    case 19: *value = 1; break;          /* CAN_MAP_HOST_MEMORY */
    case 40: *value = 3; break;          /* ASYNC_ENGINE_COUNT */
    case 41: *value = 1; break;          /* UNIFIED_ADDRESSING */
    case 75: *value = 9; break;          /* COMPUTE_CAPABILITY_MAJOR */
    case 51: *value = FAKE_TEXTURE_PITCH_ALIGNMENT; break; /* TEXTURE_PITCH_ALIGNMENT */
    case 76: *value = device; break;     /* COMPUTE_CAPABILITY_MINOR: tells the devices apart */
    case 83: *value = 1; break;          /* MANAGED_MEMORY */
    case 88: *value = 0; break;          /* PAGEABLE_MEMORY_ACCESS */
    case 89: *value = 1; break;          /* CONCURRENT_MANAGED_ACCESS */
    case 134: *value = 0; break;         /* HOST_NUMA_ID: node 0 */
    case 115: *value = 1; break;         /* MEMORY_POOLS_SUPPORTED */
    default: *value = 0; break;
    }
    return CUDA_SUCCESS;
}

/* ---- contexts ------------------------------------------------------------------------- */

EXPORT CUresult cuDevicePrimaryCtxRetain(CUcontext *context, CUdevice device) {
    ENTER();
    NEED_INIT();
    CHECK_DEVICE(device);
    if (!context) return CUDA_ERROR_INVALID_VALUE;
    __atomic_add_fetch(&primary[device].retained, 1, __ATOMIC_SEQ_CST);
    *context = &primary[device];
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDevicePrimaryCtxRelease_v2(CUdevice device) {
    ENTER();
    NEED_INIT();
    CHECK_DEVICE(device);
    int expected = __atomic_load_n(&primary[device].retained, __ATOMIC_SEQ_CST);
    do {
        if (expected == 0) return CUDA_ERROR_INVALID_CONTEXT; /* released more than retained */
    } while (!__atomic_compare_exchange_n(&primary[device].retained, &expected, expected - 1, 0,
                                          __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxSetCurrent(CUcontext context) {
    ENTER();
    NEED_INIT();
    if (context && !valid_context(context)) return CUDA_ERROR_INVALID_CONTEXT;
    current = context;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxCreate_v2(CUcontext *context, unsigned flags, CUdevice device) {
    ENTER();
    NEED_INIT();
    CHECK_DEVICE(device);
    if (!context || flags || created[device].retained) return CUDA_ERROR_INVALID_VALUE;
    created[device].retained = 1;
    current = *context = &created[device];
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxDestroy_v2(CUcontext context) {
    ENTER();
    NEED_INIT();
    if (!context || context < created || context >= created + FAKE_DEVICES || !context->retained)
        return CUDA_ERROR_INVALID_CONTEXT;
    context->retained = 0;
    if (current == context) current = NULL;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxGetCurrent(CUcontext *context) {
    ENTER();
    NEED_INIT();
    if (!context) return CUDA_ERROR_INVALID_VALUE;
    *context = current;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxGetDevice(CUdevice *device) {
    ENTER();
    NEED_CONTEXT();
    if (!device) return CUDA_ERROR_INVALID_VALUE;
    *device = current->device;
    return CUDA_SUCCESS;
}

/* A short stack of contexts pushed over the current one (cudyn pushes one at a time). */
#define MAX_PUSHED 8
static __thread CUcontext pushed[MAX_PUSHED];
static __thread int pushed_count;

EXPORT CUresult cuCtxPushCurrent_v2(CUcontext context) {
    ENTER();
    NEED_INIT();
    if (!context || !valid_context(context)) return CUDA_ERROR_INVALID_CONTEXT;
    if (pushed_count == MAX_PUSHED) return CUDA_ERROR_OUT_OF_MEMORY;
    pushed[pushed_count++] = current;
    current = context;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxPopCurrent_v2(CUcontext *context) {
    ENTER();
    NEED_CONTEXT();
    if (pushed_count == 0) return CUDA_ERROR_INVALID_CONTEXT;
    if (context) *context = current;
    current = pushed[--pushed_count];
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxSynchronize(void) {
    ENTER();
    NEED_CONTEXT();
    NOT_WHILE_CAPTURING(CUDA_ERROR_STREAM_CAPTURE_IMPLICIT);
    land(current->device); /* every other fake operation completes before it returns */
    wait_host_calls();
    return CUDA_SUCCESS;
}

/* ---- memory --------------------------------------------------------------------------- */

/* cuPointerGetAttributes: what the driver knows of the allocation holding `ptr`. As the real
 * one, a pointer it does not know is not an error: every attribute gets its null value. Memory
 * types: 1 host (pinned, registered), 2 device (device memory, IPC mappings, and managed memory,
 * which IS_MANAGED marks). */
EXPORT CUresult cuPointerGetAttributes(unsigned count, int *attributes, void **data,
                                       CUdeviceptr ptr) {
    ENTER();
    NEED_INIT();
    if (!attributes || !data) return CUDA_ERROR_INVALID_VALUE;
    struct allocation found = {0};
    pthread_mutex_lock(&table_lock);
    for (size_t i = 0; i < table_len; i++) {
        const struct allocation *a = &table[i];
        if (is_memory(a->kind) && ptr >= a->dptr && ptr - a->dptr < a->size) {
            found = *a;
            break;
        }
    }
    pthread_mutex_unlock(&table_lock);
    int known = found.kind != 0;
    int host = found.kind == KIND_PINNED || found.kind == KIND_REGISTERED;
    for (unsigned i = 0; i < count; i++) {
        if (!data[i]) return CUDA_ERROR_INVALID_VALUE;
        switch (attributes[i]) {
        case 1: /* CONTEXT */
            *(CUcontext *)data[i] = !known ? NULL
                                    : found.context && found.context >= created &&
                                              found.context < created + FAKE_DEVICES
                                        ? found.context
                                        : &primary[found.device];
            break;
        case 2: /* MEMORY_TYPE */
            *(unsigned *)data[i] = !known ? 0 : host ? 1 : 2;
            break;
        case 3: /* DEVICE_POINTER */
            *(CUdeviceptr *)data[i] = known ? ptr : 0;
            break;
        case 4: /* HOST_POINTER */
            *(void **)data[i] = known && found.kind != KIND_DEVICE && found.kind != KIND_IPC
                                    ? (void *)(uintptr_t)ptr
                                    : NULL;
            break;
        case 8: /* IS_MANAGED */
            *(unsigned *)data[i] = found.kind == KIND_MANAGED;
            break;
        case 9: /* DEVICE_ORDINAL */
            *(int *)data[i] = known ? found.device : -2;
            break;
        case 11: /* RANGE_START_ADDR */
            *(CUdeviceptr *)data[i] = known ? found.dptr : 0;
            break;
        case 12: /* RANGE_SIZE */
            *(size_t *)data[i] = known ? found.size : 0;
            break;
        default:
            return CUDA_ERROR_INVALID_VALUE;
        }
    }
    return CUDA_SUCCESS;
}

/* ---- virtual memory management -------------------------------------------------------- */

/* The fields of CUmemAllocationProp the fake reads. */
typedef struct {
    int type;                 /* CU_MEM_ALLOCATION_TYPE_PINNED = 1 */
    int requested_handle_types;
    CUmemLocation location;   /* a device */
} fake_allocation_prop;

typedef struct {
    CUmemLocation location;
    int flags; /* CU_MEM_ACCESS_FLAGS_PROT_READWRITE = 3 */
} fake_access_desc;

#define FAKE_GRANULARITY ((size_t)2 << 20)

EXPORT CUresult cuMemGetAllocationGranularity(size_t *granularity, const fake_allocation_prop *prop,
                                              int option) {
    ENTER();
    NEED_INIT();
    if (!granularity || !prop || option < 0 || option > 1) return CUDA_ERROR_INVALID_VALUE;
    *granularity = FAKE_GRANULARITY;
    return CUDA_SUCCESS;
}

/* A reservation is address space the process cannot touch until memory is mapped into it. */
EXPORT CUresult cuMemAddressReserve(CUdeviceptr *ptr, size_t size, size_t alignment,
                                    CUdeviceptr addr, unsigned long long flags) {
    ENTER();
    NEED_CONTEXT();
    if (!ptr || !size || size % FAKE_GRANULARITY || flags) return CUDA_ERROR_INVALID_VALUE;
    (void)alignment;
    (void)addr;
    void *range = mmap(NULL, size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (range == MAP_FAILED) return CUDA_ERROR_OUT_OF_MEMORY;
    CUdeviceptr dptr;
    CUresult status = add_allocation(range, size, KIND_RESERVATION, current->device, &dptr);
    if (status != CUDA_SUCCESS) munmap(range, size);
    else *ptr = dptr;
    return status;
}

/* The live entry of `kind` starting at host address `host`, copied out (zeroed if none). */
static struct allocation entry_at(void *host, enum kind kind) {
    struct allocation found = {0};
    pthread_mutex_lock(&table_lock);
    for (size_t i = 0; i < table_len; i++)
        if (table[i].kind == kind && table[i].host == host) found = table[i];
    pthread_mutex_unlock(&table_lock);
    return found;
}

/* Takes the entry of `kind` at `host` out of the table (without freeing anything); 0 if none. */
static int take_entry(void *host, enum kind kind) {
    int taken = 0;
    pthread_mutex_lock(&table_lock);
    for (size_t i = 0; i < table_len && !taken; i++) {
        if (table[i].kind == kind && table[i].host == host) {
            if (kind == KIND_PHYSICAL) device_bytes[table[i].device] -= table[i].size;
            table[i] = table[--table_len];
            taken = 1;
        }
    }
    pthread_mutex_unlock(&table_lock);
    return taken;
}

EXPORT CUresult cuMemAddressFree(CUdeviceptr ptr, size_t size) {
    ENTER();
    NEED_INIT();
    void *range = (void *)(uintptr_t)(ptr & ~DEVICE_TAG);
    struct allocation r = entry_at(range, KIND_RESERVATION);
    if (!r.kind || r.size != size) return CUDA_ERROR_INVALID_VALUE;
    take_entry(range, KIND_RESERVATION);
    /* Mappings left inside (an unmap refused earlier) go with the range. */
    pthread_mutex_lock(&table_lock);
    for (size_t i = 0; i < table_len;) {
        struct allocation *a = &table[i];
        if (a->kind == KIND_MAPPING && a->dptr >= r.dptr && a->dptr < r.dptr + r.size)
            *a = table[--table_len];
        else
            i++;
    }
    pthread_mutex_unlock(&table_lock);
    munmap(range, size);
    return CUDA_SUCCESS;
}

/* Physical memory is a memfd of its size; the handle is the entry's host field. */
EXPORT CUresult cuMemCreate(unsigned long long *handle, size_t size, const fake_allocation_prop *prop,
                            unsigned long long flags) {
    ENTER();
    NEED_INIT();
    if (!handle || !prop || !size || size % FAKE_GRANULARITY || flags || prop->type != 1 ||
        prop->location.type != 1)
        return CUDA_ERROR_INVALID_VALUE;
    CHECK_DEVICE(prop->location.id);
    if (device_bytes[prop->location.id] + size > FAKE_TOTAL_MEMORY) return CUDA_ERROR_OUT_OF_MEMORY;
    int fd = memfd_create("cudyn-fake-physical", MFD_CLOEXEC);
    if (fd < 0) return CUDA_ERROR_OUT_OF_MEMORY;
    if (ftruncate(fd, (off_t)size) != 0) {
        close(fd);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    /* The entry's host field names the handle; fd + 1 keeps it non-null. */
    void *key = (void *)(uintptr_t)(fd + 1);
    CUresult status = add_allocation(key, size, KIND_PHYSICAL, prop->location.id, NULL);
    if (status != CUDA_SUCCESS) {
        close(fd);
        return status;
    }
    pthread_mutex_lock(&table_lock);
    device_bytes[prop->location.id] += size;
    pthread_mutex_unlock(&table_lock);
    *handle = (unsigned long long)(uintptr_t)key;
    return CUDA_SUCCESS;
}

/* Physical memory travels as a duplicate of its memfd. */
EXPORT CUresult cuMemExportToShareableHandle(void *out, unsigned long long handle, int type,
                                             unsigned long long flags) {
    ENTER();
    NEED_INIT();
    struct allocation physical = entry_at((void *)(uintptr_t)handle, KIND_PHYSICAL);
    if (!out || !physical.kind || type != 1 || flags) return CUDA_ERROR_INVALID_VALUE;
    int fd = fcntl((int)handle - 1, F_DUPFD_CLOEXEC, 0);
    if (fd < 0) return CUDA_ERROR_OUT_OF_MEMORY;
    *(int *)out = fd;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemImportFromShareableHandle(unsigned long long *handle, void *os_handle, int type) {
    ENTER();
    NEED_CONTEXT();
    int theirs = (int)(intptr_t)os_handle;
    struct stat st;
    if (!handle || type != 1 || fstat(theirs, &st) != 0 || st.st_size <= 0)
        return CUDA_ERROR_INVALID_VALUE;
    int fd = fcntl(theirs, F_DUPFD_CLOEXEC, 0);
    if (fd < 0) return CUDA_ERROR_OUT_OF_MEMORY;
    void *key = (void *)(uintptr_t)(fd + 1);
    CUresult status = add_allocation(key, (size_t)st.st_size, KIND_PHYSICAL, current->device, NULL);
    if (status != CUDA_SUCCESS) {
        close(fd);
        return status;
    }
    pthread_mutex_lock(&table_lock);
    device_bytes[current->device] += (size_t)st.st_size;
    pthread_mutex_unlock(&table_lock);
    *handle = (unsigned long long)(uintptr_t)key;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemRelease(unsigned long long handle) {
    ENTER();
    NEED_INIT();
    void *key = (void *)(uintptr_t)handle;
    if (!take_entry(key, KIND_PHYSICAL)) return CUDA_ERROR_INVALID_VALUE;
    /* A mapping keeps the pages, as the driver's release defers until unmapped. */
    close((int)handle - 1);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemMap(CUdeviceptr ptr, size_t size, size_t offset, unsigned long long handle,
                         unsigned long long flags) {
    ENTER();
    NEED_INIT();
    struct allocation physical = entry_at((void *)(uintptr_t)handle, KIND_PHYSICAL);
    if (!physical.kind || flags || offset + size > physical.size || !size) return CUDA_ERROR_INVALID_VALUE;
    /* Inside one reservation, and over no other mapping. */
    int inside = 0;
    pthread_mutex_lock(&table_lock);
    for (size_t i = 0; i < table_len && !inside; i++) {
        struct allocation *a = &table[i];
        inside = a->kind == KIND_RESERVATION && ptr >= a->dptr && ptr + size <= a->dptr + a->size;
    }
    for (size_t i = 0; i < table_len && inside; i++) {
        struct allocation *a = &table[i];
        if (a->kind == KIND_MAPPING && ptr < a->dptr + a->size && a->dptr < ptr + size) inside = 0;
    }
    pthread_mutex_unlock(&table_lock);
    if (!inside) return CUDA_ERROR_INVALID_VALUE;
    void *at = (void *)(uintptr_t)(ptr & ~DEVICE_TAG);
    void *mapped = mmap(at, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, (int)handle - 1,
                        (off_t)offset);
    if (mapped == MAP_FAILED) return CUDA_ERROR_OUT_OF_MEMORY;
    CUresult status = add_allocation(at, size, KIND_MAPPING, physical.device, NULL);
    if (status != CUDA_SUCCESS) {
        mmap(at, size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED | MAP_NORESERVE, -1, 0);
    }
    return status;
}

EXPORT CUresult cuMemUnmap(CUdeviceptr ptr, size_t size) {
    ENTER();
    NEED_INIT();
    void *at = (void *)(uintptr_t)(ptr & ~DEVICE_TAG);
    struct allocation m = entry_at(at, KIND_MAPPING);
    if (!m.kind || m.size != size) return CUDA_ERROR_INVALID_VALUE;
    take_entry(at, KIND_MAPPING);
    mmap(at, size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED | MAP_NORESERVE, -1, 0);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemSetAccess(CUdeviceptr ptr, size_t size, const fake_access_desc *desc,
                               size_t count) {
    ENTER();
    NEED_INIT();
    if (!desc || !count) return CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < count; i++) {
        if (desc[i].location.type != 1 || desc[i].flags != 3) return CUDA_ERROR_INVALID_VALUE;
        CHECK_DEVICE(desc[i].location.id);
    }
    /* Every byte must be mapped. */
    return device_range(ptr, size) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

EXPORT CUresult cuMemGetInfo_v2(size_t *free_bytes, size_t *total_bytes) {
    ENTER();
    NEED_CONTEXT();
    if (!free_bytes || !total_bytes) return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&table_lock);
    *free_bytes = FAKE_TOTAL_MEMORY - device_bytes[current->device];
    pthread_mutex_unlock(&table_lock);
    *total_bytes = FAKE_TOTAL_MEMORY;
    return CUDA_SUCCESS;
}

/* Device memory in the current context: what cuMemAlloc and the pooled allocations share
 * (entry points never call each other, so each call counts once). */
static CUresult device_alloc(CUdeviceptr *dptr, size_t size, CUdevice device) {
    if (!dptr || size == 0) return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&table_lock);
    int fits = size <= FAKE_TOTAL_MEMORY - device_bytes[device];
    pthread_mutex_unlock(&table_lock);
    void *host = fits ? malloc(size) : NULL;
    if (!host) return CUDA_ERROR_OUT_OF_MEMORY;
    CUresult status = add_allocation(host, size, KIND_DEVICE, device, dptr);
    if (status != CUDA_SUCCESS) free(host);
    return status;
}

EXPORT CUresult cuMemAlloc_v2(CUdeviceptr *dptr, size_t size) {
    ENTER();
    NEED_CONTEXT();
    NOT_WHILE_CAPTURING(CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED);
    return device_alloc(dptr, size, current->device);
}

EXPORT CUresult cuMemFree_v2(CUdeviceptr dptr) {
    ENTER();
    NEED_CONTEXT();
    NOT_WHILE_CAPTURING(CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED);
    land(current->device);
    return remove_entry(dptr, BIT(KIND_DEVICE) | BIT(KIND_MANAGED) | BIT(KIND_POOL_IMPORT),
                        CUDA_ERROR_INVALID_VALUE);
}

EXPORT CUresult cuMemAllocManaged(CUdeviceptr *dptr, size_t size, unsigned flags) {
    ENTER();
    NEED_CONTEXT();
    NOT_WHILE_CAPTURING(CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED);
    /* CU_MEM_ATTACH_GLOBAL = 1, CU_MEM_ATTACH_HOST = 2: exactly one of them. */
    if (!dptr || size == 0 || (flags != 1 && flags != 2)) return CUDA_ERROR_INVALID_VALUE;
    void *host = malloc(size);
    if (!host) return CUDA_ERROR_OUT_OF_MEMORY;
    CUresult status = add_allocation(host, size, KIND_MANAGED, current->device, dptr);
    if (status != CUDA_SUCCESS) free(host);
    return status;
}

EXPORT CUresult cuMemHostAlloc(void **pointer, size_t size, unsigned flags) {
    ENTER();
    NEED_CONTEXT();
    NOT_WHILE_CAPTURING(CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED);
    /* PORTABLE = 1, DEVICEMAP = 2, WRITECOMBINED = 4 */
    if (!pointer || size == 0 || (flags & ~7u)) return CUDA_ERROR_INVALID_VALUE;
    void *host = malloc(size);
    if (!host) return CUDA_ERROR_OUT_OF_MEMORY;
    CUresult status = add_allocation(host, size, KIND_PINNED, current->device, NULL);
    if (status != CUDA_SUCCESS) {
        free(host);
        return status;
    }
    *pointer = host;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemFreeHost(void *pointer) {
    ENTER();
    NEED_CONTEXT();
    NOT_WHILE_CAPTURING(CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED);
    return remove_entry((uint64_t)(uintptr_t)pointer, BIT(KIND_PINNED), CUDA_ERROR_INVALID_VALUE);
}

EXPORT CUresult cuMemHostGetDevicePointer_v2(CUdeviceptr *dptr, void *pointer, unsigned flags) {
    ENTER();
    NEED_CONTEXT();
    if (!dptr || flags) return CUDA_ERROR_INVALID_VALUE;
    if (!device_range((CUdeviceptr)(uintptr_t)pointer, 1)) return CUDA_ERROR_INVALID_VALUE;
    *dptr = (CUdeviceptr)(uintptr_t)pointer; /* unified addressing */
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemcpyHtoD_v2(CUdeviceptr dst, const void *src, size_t size) {
    ENTER();
    NEED_CONTEXT();
    NOT_WHILE_CAPTURING(CUDA_ERROR_STREAM_CAPTURE_IMPLICIT);
    void *to = device_range(dst, size);
    if (!to || (!src && size)) return CUDA_ERROR_INVALID_VALUE;
    /* Earlier uploads land first: the legacy stream runs them before this one. From pageable
     * memory the call then returns once the source is read (see `land`). */
    land(current->device);
    if (size && !covering((CUdeviceptr)(uintptr_t)src, size, BIT(KIND_PINNED) | BIT(KIND_REGISTERED)).kind)
        return upload_later(current->device, dst, src, size);
    memmove(to, src, size);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemcpyDtoH_v2(void *dst, CUdeviceptr src, size_t size) {
    ENTER();
    NEED_CONTEXT();
    NOT_WHILE_CAPTURING(CUDA_ERROR_STREAM_CAPTURE_IMPLICIT);
    land(current->device);
    void *from = device_range(src, size);
    if (!from || (!dst && size)) return CUDA_ERROR_INVALID_VALUE;
    memmove(dst, from, size);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemcpyDtoD_v2(CUdeviceptr dst, CUdeviceptr src, size_t size) {
    ENTER();
    NEED_CONTEXT();
    NOT_WHILE_CAPTURING(CUDA_ERROR_STREAM_CAPTURE_IMPLICIT);
    land(current->device); /* it runs after earlier work of the legacy stream */
    return copy_later(dst, src, size);
}

EXPORT CUresult cuMemsetD8_v2(CUdeviceptr dst, unsigned char value, size_t count) {
    ENTER();
    NEED_CONTEXT();
    NOT_WHILE_CAPTURING(CUDA_ERROR_STREAM_CAPTURE_IMPLICIT);
    land(current->device);
    return fill_later(dst, &value, 1, count);
}

/* ---- registration, unified-addressing copies, pattern memsets ------------------------- */

EXPORT CUresult cuMemHostRegister_v2(void *pointer, size_t size, unsigned flags) {
    ENTER();
    NEED_CONTEXT();
    /* PORTABLE = 1, DEVICEMAP = 2, IOMEMORY = 4, READ_ONLY = 8 */
    if (!pointer || size == 0 || (flags & ~15u)) return CUDA_ERROR_INVALID_VALUE;
    CUdeviceptr start = (CUdeviceptr)(uintptr_t)pointer;
    int overlaps = 0;
    pthread_mutex_lock(&table_lock);
    for (size_t i = 0; i < table_len && !overlaps; i++) {
        struct allocation *a = &table[i];
        overlaps = (a->kind == KIND_REGISTERED || a->kind == KIND_PINNED) &&
                   start < a->dptr + a->size && a->dptr < start + size;
    }
    pthread_mutex_unlock(&table_lock);
    if (overlaps) return CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED;
    return add_allocation(pointer, size, KIND_REGISTERED, current->device, NULL);
}

EXPORT CUresult cuMemHostUnregister(void *pointer) {
    ENTER();
    NEED_CONTEXT();
    return remove_entry((uint64_t)(uintptr_t)pointer, BIT(KIND_REGISTERED),
                        CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED);
}

static CUresult copy_any(CUdeviceptr dst, CUdeviceptr src, size_t size) {
    void *to = any_range(dst, size), *from = any_range(src, size);
    if (size && (!to || !from)) return CUDA_ERROR_INVALID_VALUE;
    if (size) memmove(to, from, size);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemcpy(CUdeviceptr dst, CUdeviceptr src, size_t size) {
    ENTER();
    NEED_CONTEXT();
    NOT_WHILE_CAPTURING(CUDA_ERROR_STREAM_CAPTURE_IMPLICIT);
    land(current->device);
    return copy_any(dst, src, size);
}

EXPORT CUresult cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t size, CUstream stream) {
    ENTER();
    NEED_CONTEXT();
    if (!valid_stream(stream)) return CUDA_ERROR_INVALID_HANDLE;
    if (capturing(stream)) return record_copy(stream, dst, src, size);
    return copy_any(dst, src, size);
}

EXPORT CUresult cuMemcpyHtoDAsync_v2(CUdeviceptr dst, const void *src, size_t size,
                                     CUstream stream) {
    ENTER();
    NEED_CONTEXT();
    if (!valid_stream(stream)) return CUDA_ERROR_INVALID_HANDLE;
    void *to = device_range(dst, size);
    if (!to || (!src && size)) return CUDA_ERROR_INVALID_VALUE;
    if (capturing(stream)) return record_copy(stream, dst, (CUdeviceptr)(uintptr_t)src, size);
    memmove(to, src, size);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemcpyDtoHAsync_v2(void *dst, CUdeviceptr src, size_t size, CUstream stream) {
    ENTER();
    NEED_CONTEXT();
    if (!valid_stream(stream)) return CUDA_ERROR_INVALID_HANDLE;
    void *from = device_range(src, size);
    if (!from || (!dst && size)) return CUDA_ERROR_INVALID_VALUE;
    if (capturing(stream)) return record_copy(stream, (CUdeviceptr)(uintptr_t)dst, src, size);
    memmove(dst, from, size);
    return CUDA_SUCCESS;
}

static int held_write_now(CUstream stream, unsigned *to, unsigned value);

/* cuStreamWriteValue32_v2: the fake's streams run their work when it is queued, so the value
 * is written now (atomically: the staging ring's threads poll it). `addr` must be 4-byte
 * aligned memory the fake knows (device, pinned or registered); flags 0 (a fence first) or
 * 1 (CU_STREAM_WRITE_VALUE_NO_MEMORY_BARRIER). */
EXPORT CUresult cuStreamWriteValue32_v2(CUstream stream, CUdeviceptr addr, unsigned value,
                                        unsigned flags) {
    ENTER();
    NEED_CONTEXT();
    if (!valid_stream(stream)) return CUDA_ERROR_INVALID_HANDLE;
    NOT_CAPTURABLE(stream);
    unsigned *to = device_range(addr, sizeof *to);
    if (!to || addr % sizeof *to || flags > 1) return CUDA_ERROR_INVALID_VALUE;
    if (held_write_now(stream, to, value)) return CUDA_SUCCESS;
    __atomic_store_n(to, value, __ATOMIC_RELEASE);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemcpyDtoDAsync_v2(CUdeviceptr dst, CUdeviceptr src, size_t size,
                                     CUstream stream) {
    ENTER();
    NEED_CONTEXT();
    if (!valid_stream(stream)) return CUDA_ERROR_INVALID_HANDLE;
    void *to = device_range(dst, size), *from = device_range(src, size);
    if (!to || !from) return CUDA_ERROR_INVALID_VALUE;
    if (capturing(stream)) return record_copy(stream, dst, src, size);
    memmove(to, from, size);
    return CUDA_SUCCESS;
}

/* Writes `count` copies of the `width`-byte pattern at `dst`, which must be aligned to it. */
static CUresult fill(CUdeviceptr dst, const void *pattern, size_t width, size_t count) {
    if (dst % width || count > SIZE_MAX / width) return CUDA_ERROR_INVALID_VALUE;
    char *to = device_range(dst, count * width);
    if (!to) return CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < count; i++) memcpy(to + i * width, pattern, width);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemsetD16_v2(CUdeviceptr dst, unsigned short value, size_t count) {
    ENTER();
    NEED_CONTEXT();
    NOT_WHILE_CAPTURING(CUDA_ERROR_STREAM_CAPTURE_IMPLICIT);
    land(current->device);
    return fill_later(dst, &value, 2, count);
}

EXPORT CUresult cuMemsetD32_v2(CUdeviceptr dst, unsigned value, size_t count) {
    ENTER();
    NEED_CONTEXT();
    NOT_WHILE_CAPTURING(CUDA_ERROR_STREAM_CAPTURE_IMPLICIT);
    land(current->device);
    return fill_later(dst, &value, 4, count);
}

EXPORT CUresult cuMemsetD8Async(CUdeviceptr dst, unsigned char value, size_t count, CUstream s) {
    ENTER();
    NEED_CONTEXT();
    if (!valid_stream(s)) return CUDA_ERROR_INVALID_HANDLE;
    if (capturing(s)) return record_fill(s, dst, &value, 1, count);
    return fill(dst, &value, 1, count);
}

EXPORT CUresult cuMemsetD16Async(CUdeviceptr dst, unsigned short value, size_t count, CUstream s) {
    ENTER();
    NEED_CONTEXT();
    if (!valid_stream(s)) return CUDA_ERROR_INVALID_HANDLE;
    if (capturing(s)) return record_fill(s, dst, &value, 2, count);
    return fill(dst, &value, 2, count);
}

EXPORT CUresult cuMemsetD32Async(CUdeviceptr dst, unsigned value, size_t count, CUstream s) {
    ENTER();
    NEED_CONTEXT();
    if (!valid_stream(s)) return CUDA_ERROR_INVALID_HANDLE;
    if (capturing(s)) return record_fill(s, dst, &value, 4, count);
    return fill(dst, &value, 4, count);
}

/* ---- managed memory: prefetch, advice and discard (fake_managed.c) ------------------- */

#include "fake_managed.c"

/* ---- streams and events --------------------------------------------------------------- */

struct fake_function {
    struct fake_handle *module;
    int kernel; /* which built-in kernel (KERNEL_NONE: a registered one): see cuLaunchKernel */
    /* Its entry name, inside the module's PTX text (not NUL-terminated there). */
    const char *name;
    size_t name_len;
};

#define MAX_FUNCTIONS 16 /* distinct entry points looked up per module */
struct fake_handle {
    unsigned flags;
    int priority;
    int recorded;
    double time_ms;
    char *text; /* a module's PTX */
    struct fake_function functions[MAX_FUNCTIONS];
    /* Streams: the capture it takes part in (fake_graphs.c), whether it began it, the nodes it
     * has recorded, and (a stream that joined) whether it was joined back after the last.
     * Events: the capture and stream they were recorded in, and that stream's count then. */
    struct fake_graph *capture;
    int capture_origin, joined;
    unsigned long long capture_seq;
    struct fake_handle *capture_stream;
};



/* ---- uploads still landing -------------------------------------------------------------
 * On a GPU, cuMemcpyHtoD from pageable memory returns once the source is staged; the data lands
 * later, before whatever the same context's legacy stream, or a blocking stream of it, runs
 * next, but not before work on a non-blocking stream or another device. The fake keeps such
 * uploads aside and lands them only at those points, so that a test reads stale memory wherever
 * a caller relies on an order the driver does not give. One landing in memory given back in
 * the meantime aborts the process: on a GPU it would be a write after free.
 *
 * The synchronous memsets (cuMemsetD8/16/32) and device-to-device copies (cuMemcpyDtoD) are
 * asynchronous with respect to the host as well (the driver's "API synchronization behavior":
 * only a memset of pinned host memory completes on return), so they land the same way: a
 * caller that returns without having waited for them (a wait that failed) leaves them running
 * into memory its owner may free. A copy's source is read when it lands, as on a GPU. */
enum landing_kind { LANDING_UPLOAD, LANDING_FILL, LANDING_COPY };
struct landing {
    CUdevice device;
    enum landing_kind kind;
    CUdeviceptr dst;
    size_t size;
    CUdeviceptr src; /* a copy's source */
    size_t width;    /* a fill's word, in `data` */
    struct landing *next;
    unsigned char data[];
};
static struct landing *landings, **landings_end = &landings;
static pthread_mutex_t landing_lock = PTHREAD_MUTEX_INITIALIZER;

static void land_later(struct landing *l) {
    pthread_mutex_lock(&landing_lock);
    *landings_end = l;
    landings_end = &l->next;
    pthread_mutex_unlock(&landing_lock);
}

static CUresult upload_later(CUdevice device, CUdeviceptr dst, const void *src, size_t size) {
    struct landing *l = malloc(sizeof *l + size);
    if (!l) return CUDA_ERROR_OUT_OF_MEMORY;
    *l = (struct landing){device, LANDING_UPLOAD, dst, size, 0, 0, NULL};
    memcpy(l->data, src, size);
    land_later(l);
    return CUDA_SUCCESS;
}

/* A synchronous memset of `count` words of `width` bytes: checked now, landing later unless its
 * memory is pinned or registered host memory, which the driver sets before it returns. */
static CUresult fill_later(CUdeviceptr dst, const void *word, size_t width, size_t count) {
    if (dst % width || count > SIZE_MAX / width) return CUDA_ERROR_INVALID_VALUE;
    size_t size = count * width;
    if (!device_range(dst, size)) return CUDA_ERROR_INVALID_VALUE;
    if (!size || covering(dst, size, BIT(KIND_PINNED) | BIT(KIND_REGISTERED)).kind)
        return fill(dst, word, width, count);
    struct landing *l = malloc(sizeof *l + width);
    if (!l) return CUDA_ERROR_OUT_OF_MEMORY;
    *l = (struct landing){current->device, LANDING_FILL, dst, size, 0, width, NULL};
    memcpy(l->data, word, width);
    land_later(l);
    return CUDA_SUCCESS;
}

/* A synchronous device-to-device copy: both ranges checked now, the copy made when it lands. */
static CUresult copy_later(CUdeviceptr dst, CUdeviceptr src, size_t size) {
    if (!device_range(dst, size) || !device_range(src, size)) return CUDA_ERROR_INVALID_VALUE;
    if (!size) return CUDA_SUCCESS;
    struct landing *l = malloc(sizeof *l);
    if (!l) return CUDA_ERROR_OUT_OF_MEMORY;
    *l = (struct landing){current->device, LANDING_COPY, dst, size, src, 0, NULL};
    land_later(l);
    return CUDA_SUCCESS;
}

/* Lands, in order, the uploads, fills and copies of `device`'s context. */
static void land(CUdevice device) {
    static const char *const what[] = {"an upload", "a fill", "a device-to-device copy"};
    pthread_mutex_lock(&landing_lock);
    struct landing **at = &landings;
    while (*at) {
        struct landing *l = *at;
        if (l->device != device) {
            at = &l->next;
            continue;
        }
        unsigned char *to = device_range(l->dst, l->size);
        if (!to) {
            fprintf(stderr, "fake driver: %s landed in memory already given back\n", what[l->kind]);
            abort();
        }
        if (l->kind == LANDING_COPY) {
            const void *from = device_range(l->src, l->size);
            if (!from) {
                fprintf(stderr, "fake driver: %s read memory already given back\n", what[l->kind]);
                abort();
            }
            memmove(to, from, l->size);
        } else if (l->kind == LANDING_FILL) {
            for (size_t i = 0; i < l->size; i += l->width) memcpy(to + i, l->data, l->width);
        } else {
            memcpy(to, l->data, l->size);
        }
        *at = l->next;
        free(l);
    }
    landings_end = at; /* the walk ended at the last link */
    pthread_mutex_unlock(&landing_lock);
}

/* Lands what work queued on `stream` is ordered after: the legacy and per-thread streams and
 * blocking streams wait for their context's legacy stream; non-blocking streams do not. */
static void land_before(CUstream stream) {
    if ((uintptr_t)stream <= 2) {
        if (current) land(current->device);
    } else if (((struct fake_handle *)stream)->flags == 0) {
        land(stream_device(stream));
    }
}

/* Destroys everything made in the device's primary context (its memory, streams, events,
 * modules and pools; registrations end, the caller's memory stays) and clears a sticky error.
 * Retains are kept, as the driver keeps them. Virtual memory (reservations, physical memory,
 * mappings) belongs to no context and stays. */
EXPORT CUresult cuDevicePrimaryCtxReset_v2(CUdevice device) {
    ENTER();
    NEED_INIT();
    CHECK_DEVICE(device);
    pthread_mutex_lock(&table_lock);
    size_t bound = table_len;
    pthread_mutex_unlock(&table_lock);
    for (size_t round = 0; round < bound; round++) {
        uint64_t key = 0;
        enum kind kind = 0;
        pthread_mutex_lock(&table_lock);
        for (size_t i = 0; i < table_len; i++) {
            const struct allocation *a = &table[i];
            if (a->device == device && a->context != &created[device] &&
                a->kind != KIND_RESERVATION && a->kind != KIND_PHYSICAL && a->kind != KIND_MAPPING) {
                key = key_of(a);
                kind = a->kind;
                break;
            }
        }
        pthread_mutex_unlock(&table_lock);
        if (!kind) break;
        char *text = kind == KIND_MODULE ? ((struct fake_handle *)(uintptr_t)key)->text : NULL;
        if (remove_entry(key, BIT(kind), CUDA_SUCCESS) == CUDA_SUCCESS) free(text);
    }
    /* Work still queued in the context is dropped with it: uploads never land. */
    pthread_mutex_lock(&landing_lock);
    for (struct landing **at = &landings; *at;) {
        struct landing *l = *at;
        if (l->device == device) {
            *at = l->next;
            free(l);
        } else {
            at = &l->next;
        }
    }
    landings_end = &landings;
    while (*landings_end) landings_end = &(*landings_end)->next;
    pthread_mutex_unlock(&landing_lock);
    atomic_store(&sticky[device], CUDA_SUCCESS);
    return CUDA_SUCCESS;
}

static CUresult new_handle(struct fake_handle **out, enum kind kind) {
    struct fake_handle *h = calloc(1, sizeof *h);
    if (!h) return CUDA_ERROR_OUT_OF_MEMORY;
    CUresult status = add_allocation(h, sizeof *h, kind, current->device, NULL);
    if (status != CUDA_SUCCESS) {
        free(h);
        return status;
    }
    *out = h;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxGetStreamPriorityRange(int *least, int *greatest) {
    ENTER();
    NEED_CONTEXT();
    if (least) *least = 0;
    if (greatest) *greatest = -5;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuStreamCreateWithPriority(CUstream *stream, unsigned flags, int priority) {
    ENTER();
    NEED_CONTEXT();
    if (!stream || flags > 1 /* CU_STREAM_NON_BLOCKING */) return CUDA_ERROR_INVALID_VALUE;
    struct fake_handle *h;
    CUresult status = new_handle(&h, KIND_STREAM);
    if (status != CUDA_SUCCESS) return status;
    h->flags = flags;
    h->priority = priority < -5 ? -5 : priority > 0 ? 0 : priority; /* clamped, as the driver does */
    *stream = h;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuStreamDestroy_v2(CUstream stream) {
    ENTER();
    NEED_INIT();
    return remove_entry((uint64_t)(uintptr_t)stream, BIT(KIND_STREAM), CUDA_ERROR_INVALID_HANDLE);
}

/* The context a stream belongs to: a live stream's device's primary context, or for the legacy
 * and per-thread streams the current one. */
EXPORT CUresult cuStreamGetCtx(CUstream stream, CUcontext *context) {
    ENTER();
    NEED_INIT();
    if (!context) return CUDA_ERROR_INVALID_VALUE;
    if ((uintptr_t)stream <= 2) NEED_CONTEXT();
    if (!valid_stream(stream)) return CUDA_ERROR_INVALID_HANDLE;
    *context = &primary[stream_device(stream)];
    if ((uintptr_t)stream > 2) {
        pthread_mutex_lock(&table_lock);
        for (size_t i = 0; i < table_len; i++) {
            struct allocation *a = &table[i];
            if (a->kind == KIND_STREAM && a->host == (void *)stream && a->context &&
                a->context >= created && a->context < created + FAKE_DEVICES)
                *context = a->context;
        }
        pthread_mutex_unlock(&table_lock);
    } else if (current) {
        *context = current;
    }
    return CUDA_SUCCESS;
}

/* Every fake operation completes before it returns, so waiting is only validation. */
#define STREAM_CALL(stream)                                                 \
    do {                                                                    \
        NEED_INIT();                                                        \
        if ((uintptr_t)(stream) <= 2) NEED_CONTEXT();                       \
        if ((uintptr_t)(stream) <= 1)                                       \
            NOT_WHILE_CAPTURING(CUDA_ERROR_STREAM_CAPTURE_IMPLICIT);        \
        if (!valid_stream(stream)) return CUDA_ERROR_INVALID_HANDLE;        \
    } while (0)

static void pools_release(CUdevice device);

/* ---- host functions --------------------------------------------------------------------
 * cuLaunchHostFunc: the fake's streams have run their work by the time it is queued, so a
 * host function may run at once, but not on the caller's thread: a caller may hold a lock its
 * host function takes (as on a GPU, where the driver's own thread runs them). One thread runs
 * them all, in the order they came; none runs once its device's context is lost (a GPU runs
 * no more work there). */
struct host_call {
    void (*fn)(void *);
    void *data;
    int device;
    struct host_call *next;
};
static pthread_mutex_t host_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t host_queued = PTHREAD_COND_INITIALIZER;
static pthread_cond_t host_done = PTHREAD_COND_INITIALIZER;
static struct host_call *host_first, *host_last;
static int host_thread_started;
static size_t host_running; /* queued for the thread (not held) and not yet run */

static void write_held(void *data);

static void *run_host_calls(void *unused) {
    (void)unused;
    for (;;) {
        pthread_mutex_lock(&host_lock);
        while (!host_first) pthread_cond_wait(&host_queued, &host_lock);
        struct host_call *call = host_first;
        host_first = call->next;
        if (!host_first) host_last = NULL;
        pthread_mutex_unlock(&host_lock);
        if (atomic_load(&sticky[call->device]) == CUDA_SUCCESS) call->fn(call->data);
        else if (call->fn == write_held) free(call->data); /* the fake's own, never written */
        free(call);
        pthread_mutex_lock(&host_lock);
        if (!--host_running) pthread_cond_broadcast(&host_done);
        pthread_mutex_unlock(&host_lock);
    }
    return NULL;
}

/* What a synchronisation waits for besides the work, which ran when queued: the writes and
 * host functions let go of (not those still held: a test holding them would never return). */
static void wait_host_calls(void) {
    pthread_mutex_lock(&host_lock);
    while (host_running) pthread_cond_wait(&host_done, &host_lock);
    pthread_mutex_unlock(&host_lock);
}

/* Held stream work (cudyn_fake_hold_stream_work): while on, value writes and host functions
 * wait in a list of their own, in order, as if the GPU were still busy; turned off, they go
 * to the host-function thread, which writes and runs them in that order. */
static int holding;
static struct host_call *held_first, *held_last;

/* Queues a call for the host-function thread (or the held list); host_lock held. */
static CUresult queue_host_call(struct host_call *call) {
    if (holding) {
        if (held_last) held_last->next = call;
        else held_first = call;
        held_last = call;
        return CUDA_SUCCESS;
    }
    if (!host_thread_started) {
        pthread_t thread;
        if (pthread_create(&thread, NULL, run_host_calls, NULL)) return CUDA_ERROR_OUT_OF_MEMORY;
        pthread_detach(thread);
        host_thread_started = 1;
    }
    if (host_last) host_last->next = call;
    else host_first = call;
    host_last = call;
    host_running++;
    pthread_cond_signal(&host_queued);
    return CUDA_SUCCESS;
}

static CUresult launch_host(CUstream stream, void (*fn)(void *), void *data);

EXPORT CUresult cuLaunchHostFunc(CUstream stream, void (*fn)(void *), void *data) {
    ENTER();
    NEED_CONTEXT();
    if (!valid_stream(stream)) return CUDA_ERROR_INVALID_HANDLE;
    if (!fn) return CUDA_ERROR_INVALID_VALUE;
    if (capturing(stream)) return record_host(stream, fn, data);
    return launch_host(stream, fn, data);
}

/* Queues `fn(data)` for the host-function thread, as work of `stream` (a valid stream): a
 * launch, or a graph's host node run. */
static CUresult launch_host(CUstream stream, void (*fn)(void *), void *data) {
    struct host_call *call = malloc(sizeof *call);
    if (!call) return CUDA_ERROR_OUT_OF_MEMORY;
    *call = (struct host_call){fn, data, stream_device(stream), NULL};
    pthread_mutex_lock(&host_lock);
    CUresult status = queue_host_call(call);
    pthread_mutex_unlock(&host_lock);
    if (status) free(call);
    return status;
}

/* A held value write, run by the host-function thread once released. */
struct held_write {
    unsigned *to;
    unsigned value;
};
static void write_held(void *data) {
    struct held_write *write = data;
    __atomic_store_n(write->to, write->value, __ATOMIC_RELEASE);
    free(write);
}

/* Whether the write went into the held list (stream work is held). */
static int held_write_now(CUstream stream, unsigned *to, unsigned value) {
    pthread_mutex_lock(&host_lock);
    int held = holding;
    if (held) {
        struct held_write *write = malloc(sizeof *write);
        struct host_call *call = malloc(sizeof *call);
        if (write && call) {
            *write = (struct held_write){to, value};
            *call = (struct host_call){write_held, write, stream_device(stream), NULL};
            queue_host_call(call);
        } else {
            free(write);
            free(call);
            held = 0; /* written now instead */
        }
    }
    pthread_mutex_unlock(&host_lock);
    return held;
}

EXPORT void cudyn_fake_hold_stream_work(int on) {
    pthread_mutex_lock(&host_lock);
    holding = on;
    if (!on) {
        struct host_call *call = held_first;
        held_first = held_last = NULL;
        while (call) {
            struct host_call *next = call->next;
            call->next = NULL;
            if (queue_host_call(call)) free(call);
            call = next;
        }
    }
    pthread_mutex_unlock(&host_lock);
}

EXPORT CUresult cuStreamSynchronize(CUstream stream) {
    ENTER();
    STREAM_CALL(stream);
    NOT_CAPTURABLE(stream);
    wait_host_calls();
    pools_release(current ? current->device : 0);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuStreamQuery(CUstream stream) {
    ENTER();
    STREAM_CALL(stream);
    NOT_CAPTURABLE(stream);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuStreamWaitEvent(CUstream stream, CUevent event, unsigned flags) {
    ENTER();
    STREAM_CALL(stream);
    if (!live_handle(event, KIND_EVENT)) return CUDA_ERROR_INVALID_HANDLE;
    if (flags) return CUDA_ERROR_INVALID_VALUE;
    return wait_in_capture(stream, event);
}

EXPORT CUresult cuStreamAttachMemAsync(CUstream stream, CUdeviceptr p, size_t length,
                                       unsigned flags) {
    ENTER();
    STREAM_CALL(stream);
    NOT_CAPTURABLE(stream);
    if (flags != 1 && flags != 2 && flags != 4) return CUDA_ERROR_INVALID_VALUE;
    return managed_range(p, length ? length : 1);
}

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

EXPORT CUresult cuEventCreate(CUevent *event, unsigned flags) {
    ENTER();
    NEED_CONTEXT();
    /* BLOCKING_SYNC = 1, DISABLE_TIMING = 2, INTERPROCESS = 4 */
    if (!event || (flags & ~7u)) return CUDA_ERROR_INVALID_VALUE;
    if ((flags & 4) && !(flags & 2)) return CUDA_ERROR_INVALID_VALUE; /* IPC needs no timing */
    struct fake_handle *h;
    CUresult status = new_handle(&h, KIND_EVENT);
    if (status != CUDA_SUCCESS) return status;
    h->flags = flags;
    *event = h;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuEventDestroy_v2(CUevent event) {
    ENTER();
    NEED_INIT();
    return remove_entry((uint64_t)(uintptr_t)event, BIT(KIND_EVENT), CUDA_ERROR_INVALID_HANDLE);
}

EXPORT CUresult cuEventRecord(CUevent event, CUstream stream) {
    ENTER();
    STREAM_CALL(stream);
    if (!live_handle(event, KIND_EVENT)) return CUDA_ERROR_INVALID_HANDLE;
    record_event_in_capture(event, stream);
    event->time_ms = now_ms();
    event->recorded = 1;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuEventQuery(CUevent event) {
    ENTER();
    NEED_INIT();
    return live_handle(event, KIND_EVENT) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

EXPORT CUresult cuEventSynchronize(CUevent event) {
    ENTER();
    NEED_INIT();
    return live_handle(event, KIND_EVENT) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

static CUresult elapsed(float *ms, CUevent start, CUevent end) {
    if (!ms) return CUDA_ERROR_INVALID_VALUE;
    if (!live_handle(start, KIND_EVENT) || !live_handle(end, KIND_EVENT))
        return CUDA_ERROR_INVALID_HANDLE;
    if ((start->flags | end->flags) & 2 /* DISABLE_TIMING */) return CUDA_ERROR_INVALID_HANDLE;
    if (!start->recorded || !end->recorded) return CUDA_ERROR_INVALID_HANDLE;
    *ms = (float)(end->time_ms - start->time_ms);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuEventElapsedTime(float *ms, CUevent start, CUevent end) {
    ENTER();
    NEED_INIT();
    return elapsed(ms, start, end);
}

#ifndef FAKE_OLD_DRIVER
EXPORT CUresult cuEventElapsedTime_v2(float *ms, CUevent start, CUevent end) {
    ENTER();
    NEED_INIT();
    return elapsed(ms, start, end);
}
#endif

/* ---- modules and kernels -------------------------------------------------------------- */

/* The kernels built into this stand-in, by entry name: it ignores the PTX and does on the host
 * what tests/kernels.ptx does on a GPU, so CI exercises the real launch path. Any other entry
 * runs the host function a test registered for its name (below). */
enum { KERNEL_NONE, KERNEL_FILL_U32, KERNEL_ADD_U32, KERNEL_COPY_BLOCKS };

static int kernel_named(const char *name) {
    if (!strcmp(name, "fill_u32")) return KERNEL_FILL_U32;
    if (!strcmp(name, "add_u32")) return KERNEL_ADD_U32;
    /* cudyn's own, src/work/blocks/copy_blocks.ptx: the batches' small-block path. */
    if (!strcmp(name, "cudyn_copy_blocks")) return KERNEL_COPY_BLOCKS;
    return KERNEL_NONE;
}

/* A kernel faulted (touched memory outside every allocation, failed an assert, ...): as on a
 * GPU, the launch itself succeeds and the context is lost from then on (a sticky error). */
static CUresult kernel_faulted_with(CUresult code) {
    atomic_store(&sticky[current->device], code);
    return CUDA_SUCCESS;
}

/* A built-in kernel touched [dptr, dptr + size), which no live allocation holds: says so on
 * standard error, since the code the program meets later (a lost context) names neither the
 * kernel nor the address, and loses the context. */
static CUresult kernel_faulted(const struct fake_function *f, CUdeviceptr dptr, size_t size);

/* Where the PTX declares `.entry name`: the name inside the text, or NULL if it does not. */
static const char *declares_entry(const char *ptx, const char *name) {
    size_t len = strlen(name);
    for (const char *at = strstr(ptx, ".entry"); at; at = strstr(at + 6, ".entry")) {
        const char *id = at + 6;
        while (*id == ' ' || *id == '\t' || *id == '\n') id++;
        char after = id[len];
        if (!strncmp(id, name, len) && (after == '(' || after == ' ' || after == '\n'))
            return id;
    }
    return NULL;
}

/* ---- kernels that tests register ------------------------------------------------------
 * A test of code that launches its own kernels registers a host function per entry name
 * (cudyn_fake_register_kernel): a launch of a function of that name calls it, at once, on the
 * launching thread, with the launch's geometry and parameters. It reaches memory through
 * `device_range` (also exported as cudyn_fake_device_range). A nonzero result is a fault: the
 * launch still succeeds, and the context is lost with that code, as for the built-ins. */
struct cudyn_fake_launch {
    unsigned grid[3], block[3];
    unsigned shared_bytes;
    int device;                /* the ordinal of the launching context's device */
    void *const *params;       /* cuLaunchKernel's kernelParams: one pointer per parameter */
    /* cudyn_fake_device_range of this library: the host address of a device range, or NULL. */
    void *(*device_range)(CUdeviceptr dptr, size_t size);
};
typedef CUresult (*cudyn_fake_kernel)(const struct cudyn_fake_launch *launch, void *user);

/* Registrations are never freed: a launch may be calling one while another thread replaces it,
 * and the few there are stay reachable until the process ends. */
struct registered_kernel {
    struct registered_kernel *next;
    cudyn_fake_kernel run;
    void *user;
    char name[];
};
static struct registered_kernel *registered_kernels;
static pthread_mutex_t kernels_lock = PTHREAD_MUTEX_INITIALIZER;

/* Makes launches of entry `name` call `run(launch, user)`, in every thread and module, from
 * now on; a second registration of a name replaces the first (NULL `run` removes it). The
 * built-in names cannot be registered: CUDA_ERROR_INVALID_VALUE. */
EXPORT CUresult cudyn_fake_register_kernel(const char *name, cudyn_fake_kernel run, void *user) {
    if (!name || !*name || kernel_named(name) != KERNEL_NONE) return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&kernels_lock);
    struct registered_kernel *k = registered_kernels;
    while (k && strcmp(k->name, name)) k = k->next;
    if (!k) {
        size_t len = strlen(name);
        k = calloc(1, sizeof *k + len + 1);
        if (!k) {
            pthread_mutex_unlock(&kernels_lock);
            return CUDA_ERROR_OUT_OF_MEMORY;
        }
        memcpy(k->name, name, len + 1);
        k->next = registered_kernels;
        registered_kernels = k;
    }
    k->run = run;
    k->user = user;
    pthread_mutex_unlock(&kernels_lock);
    return CUDA_SUCCESS;
}

/* The host address of device range [dptr, dptr + size) if one live allocation (device,
 * managed, pinned or registered memory, an IPC or pool import, or mappings side by side)
 * holds all of it, else NULL: for registered kernels, which fault on NULL. */
EXPORT void *cudyn_fake_device_range(CUdeviceptr dptr, size_t size) {
    return device_range(dptr, size);
}

/* Runs the registered kernel of `f`'s name; CUDA_ERROR_NOT_SUPPORTED if none is, which says
 * nothing of the kernel: a line on standard error names it, and what would make it run. */
static CUresult launch_registered(const struct fake_function *f, const unsigned grid[3],
                                  const unsigned block[3], unsigned shared, void **params) {
    cudyn_fake_kernel run = NULL;
    void *user = NULL;
    pthread_mutex_lock(&kernels_lock);
    for (struct registered_kernel *k = registered_kernels; k; k = k->next) {
        if (strlen(k->name) == f->name_len && !strncmp(k->name, f->name, f->name_len)) {
            run = k->run;
            user = k->user;
            break;
        }
    }
    pthread_mutex_unlock(&kernels_lock);
    if (!run) {
        fprintf(stderr,
                "cudyn-fake-driver: kernel `%.*s` was launched, but the fake has no host function "
                "for it: register one with cudyn_fake_driver::register_kernel(\"%.*s\", ...) "
                "before the launch; the launch fails with CUDA_ERROR_NOT_SUPPORTED (801)\n",
                (int)f->name_len, f->name, (int)f->name_len, f->name);
        return CUDA_ERROR_NOT_SUPPORTED;
    }
    struct cudyn_fake_launch launch = {{grid[0], grid[1], grid[2]},
                                       {block[0], block[1], block[2]},
                                       shared,
                                       current->device,
                                       params,
                                       cudyn_fake_device_range};
    /* Called without a lock held: the kernel may take the table's (device_range). */
    CUresult fault = run(&launch, user);
    return fault ? kernel_faulted_with(fault) : CUDA_SUCCESS;
}

static CUresult kernel_faulted(const struct fake_function *f, CUdeviceptr dptr, size_t size) {
    fprintf(stderr,
            "cudyn-fake-driver: kernel `%.*s` faulted on device %d: an access of %zu bytes at "
            "0x%llx, which no live allocation holds; its context is lost with "
            "CUDA_ERROR_ILLEGAL_ADDRESS (700)\n",
            (int)f->name_len, f->name, current->device, size, (unsigned long long)dptr);
    return kernel_faulted_with(CUDA_ERROR_ILLEGAL_ADDRESS);
}

EXPORT CUresult cuModuleLoadData(CUmodule *module, const void *image) {
    ENTER();
    NEED_CONTEXT();
    if (!module || !image) return CUDA_ERROR_INVALID_VALUE;
    if (!strstr(image, ".entry")) return CUDA_ERROR_INVALID_IMAGE;
    char *text = strdup(image);
    if (!text) return CUDA_ERROR_OUT_OF_MEMORY;
    struct fake_handle *h;
    CUresult status = new_handle(&h, KIND_MODULE);
    if (status != CUDA_SUCCESS) {
        free(text);
        return status;
    }
    h->text = text;
    *module = h;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuModuleUnload(CUmodule module) {
    ENTER();
    NEED_INIT();
    if (!live_handle(module, KIND_MODULE)) {
        bad_frees++;
        return CUDA_ERROR_INVALID_HANDLE;
    }
    char *text = module->text;
    CUresult status = remove_entry((uint64_t)(uintptr_t)module, BIT(KIND_MODULE),
                                   CUDA_ERROR_INVALID_HANDLE);
    if (status == CUDA_SUCCESS) free(text);
    return status;
}

EXPORT CUresult cuModuleGetFunction(CUfunction *function, CUmodule module, const char *name) {
    ENTER();
    NEED_CONTEXT();
    if (!function || !name) return CUDA_ERROR_INVALID_VALUE;
    if (!live_handle(module, KIND_MODULE)) return CUDA_ERROR_INVALID_HANDLE;
    const char *entry = declares_entry(module->text, name);
    if (!entry) return CUDA_ERROR_NOT_FOUND;
    size_t len = strlen(name);
    for (int i = 0; i < MAX_FUNCTIONS; i++) {
        struct fake_function *f = &module->functions[i];
        if (!f->module) {
            f->module = module;
            f->kernel = kernel_named(name);
            f->name = entry;
            f->name_len = len;
        }
        if (f->name_len == len && !strncmp(f->name, name, len)) {
            *function = f;
            return CUDA_SUCCESS;
        }
    }
    return CUDA_ERROR_OUT_OF_MEMORY;
}

static CUresult run_kernel(const struct fake_function *f, const unsigned grid[3],
                           const unsigned block[3], unsigned shared, void **params);

EXPORT CUresult cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                               unsigned by, unsigned bz, unsigned shared, CUstream stream,
                               void **params, void **extra) {
    ENTER();
    NEED_CONTEXT();
    if (!f || !live_handle(f->module, KIND_MODULE)) return CUDA_ERROR_INVALID_HANDLE;
    if (!valid_stream(stream)) return CUDA_ERROR_INVALID_HANDLE;
    if (!gx || !gy || !gz || !bx || !by || !bz || (unsigned long long)bx * by * bz > 1024)
        return CUDA_ERROR_INVALID_VALUE;
    if (!params || extra) return CUDA_ERROR_INVALID_VALUE;
    const unsigned grid[3] = {gx, gy, gz}, block[3] = {bx, by, bz};
    if (capturing(stream)) return record_kernel(stream, f, grid, block, shared, params);
    return run_kernel(f, grid, block, shared, params);
}

/* Runs kernel `f` now (a launch, or a graph's kernel node), its geometry checked. */
static CUresult run_kernel(const struct fake_function *f, const unsigned grid[3],
                           const unsigned block[3], unsigned shared, void **params) {
    unsigned gy = grid[1], gz = grid[2], by = block[1], bz = block[2];
    unsigned long long threads = (unsigned long long)grid[0] * gy * gz * block[0] * by * bz;
    switch (f->kernel) {
    case KERNEL_FILL_U32: { /* (u32 *out, u32 n, u32 value): out[i] = value */
        CUdeviceptr out = *(CUdeviceptr *)params[0];
        unsigned n = *(unsigned *)params[1], value = *(unsigned *)params[2];
        size_t count = n < threads ? n : threads;
        unsigned *to = count ? device_range(out, count * 4) : NULL;
        if (count && !to) return kernel_faulted(f, out, count * 4);
        for (size_t i = 0; i < count; i++) to[i] = value;
        return CUDA_SUCCESS;
    }
    case KERNEL_ADD_U32: { /* (const u32 *in, u32 *out, u32 n, u32 value): out[i] = in[i] + value */
        CUdeviceptr in = *(CUdeviceptr *)params[0], out = *(CUdeviceptr *)params[1];
        unsigned n = *(unsigned *)params[2], value = *(unsigned *)params[3];
        size_t count = n < threads ? n : threads;
        unsigned *from = count ? device_range(in, count * 4) : NULL;
        unsigned *to = count ? device_range(out, count * 4) : NULL;
        if (count && (!from || !to)) return kernel_faulted(f, from ? out : in, count * 4);
        for (size_t i = 0; i < count; i++) to[i] = from[i] + value;
        return CUDA_SUCCESS;
    }
    case KERNEL_COPY_BLOCKS: {
        /* (const Block *table, u32 count), Block = {u64 src, dst, bytes}: grid block i (and
         * each grid-size step after it) copies table[i]. Blocks past a one-dimensional grid's
         * reach are left alone, as on a GPU; overlapping blocks race there, so the caller
         * must not pass any (memmove here hides nothing a test relies on). */
        CUdeviceptr table = *(CUdeviceptr *)params[0];
        unsigned count = *(unsigned *)params[1];
        const unsigned long long *entry = count ? device_range(table, (size_t)count * 24) : NULL;
        if (count && !entry) return kernel_faulted(f, table, (size_t)count * 24);
        if (gy != 1 || gz != 1 || by != 1 || bz != 1) return CUDA_ERROR_INVALID_VALUE;
        for (unsigned i = 0; i < count; i++) {
            unsigned long long src = entry[3 * i], dst = entry[3 * i + 1], size = entry[3 * i + 2];
            if (!size) continue;
            void *from = device_range(src, size), *to = device_range(dst, size);
            if (!from || !to) return kernel_faulted(f, from ? dst : src, size);
            memmove(to, from, size);
        }
        return CUDA_SUCCESS;
    }
    default:
        return launch_registered(f, grid, block, shared, params);
    }
}

/* ---- peers: access between the two devices, and copies naming both contexts ---------- */

static int peer_enabled[FAKE_DEVICES][FAKE_DEVICES]; /* [from][to], under table_lock */

EXPORT CUresult cuDeviceCanAccessPeer(int *can, CUdevice device, CUdevice peer) {
    ENTER();
    NEED_INIT();
    CHECK_DEVICE(device);
    CHECK_DEVICE(peer);
    if (!can) return CUDA_ERROR_INVALID_VALUE;
    *can = device != peer;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuCtxEnablePeerAccess(CUcontext peer, unsigned flags) {
    ENTER();
    NEED_CONTEXT();
    if (flags || !peer || peer < primary || peer >= primary + FAKE_DEVICES || peer == current)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&table_lock);
    int *enabled = &peer_enabled[current->device][peer->device];
    CUresult status = *enabled ? CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED : CUDA_SUCCESS;
    *enabled = 1;
    pthread_mutex_unlock(&table_lock);
    return status;
}

/* A peer copy names the context of each side; each pointer must be device memory of that
 * context's device, so a copy made in the wrong context fails as it would on the GPU. */
static CUresult copy_peer(CUdeviceptr dst, CUcontext dst_ctx, CUdeviceptr src, CUcontext src_ctx,
                          size_t size) {
    if (!dst_ctx || !src_ctx || dst_ctx < primary || dst_ctx >= primary + FAKE_DEVICES ||
        src_ctx < primary || src_ctx >= primary + FAKE_DEVICES)
        return CUDA_ERROR_INVALID_CONTEXT;
    /* Device memory of either device: allocated here, or mapped from another process. */
    unsigned kinds = BIT(KIND_DEVICE) | BIT(KIND_IPC) | BIT(KIND_POOL_IMPORT);
    struct allocation to = covering(dst, size, kinds);
    struct allocation from = covering(src, size, kinds);
    if (!to.kind || !from.kind) return CUDA_ERROR_INVALID_VALUE;
    if (to.device != dst_ctx->device || from.device != src_ctx->device)
        return CUDA_ERROR_INVALID_CONTEXT;
    memmove((char *)backing(&to) + (dst - to.dptr), (char *)backing(&from) + (src - from.dptr),
            size);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemcpyPeer(CUdeviceptr dst, CUcontext dst_ctx, CUdeviceptr src,
                             CUcontext src_ctx, size_t size) {
    ENTER();
    NEED_CONTEXT();
    NOT_WHILE_CAPTURING(CUDA_ERROR_STREAM_CAPTURE_IMPLICIT);
    land(current->device);
    return copy_peer(dst, dst_ctx, src, src_ctx, size);
}

EXPORT CUresult cuMemcpyPeerAsync(CUdeviceptr dst, CUcontext dst_ctx, CUdeviceptr src,
                                  CUcontext src_ctx, size_t size, CUstream stream) {
    ENTER();
    NEED_CONTEXT();
    if (!valid_stream(stream)) return CUDA_ERROR_INVALID_HANDLE;
    NOT_CAPTURABLE(stream);
    return copy_peer(dst, dst_ctx, src, src_ctx, size);
}

/* ---- interprocess memory and events ---------------------------------------------------- */

/* Exported memory really is shared with the processes that open it, so that a test can check
 * contents across two processes: on export its bytes move into a memfd mapping, and the
 * handle names that file by the exporter's pid and descriptor, which another process of the
 * same user opens through /proc. The file's name carries a serial number that the opener
 * checks, so a handle whose memory was freed (its descriptor closed, perhaps reused) fails
 * as on a GPU instead of mapping some other file. */
#define IPC_MEMORY_MAGIC "cudynMEM"
#define IPC_EVENT_MAGIC "cudynEVT"

struct ipc_memory {
    char magic[8];
    int pid, fd;
    unsigned long long serial, size;
};

struct ipc_event {
    char magic[8];
    int pid;
};

_Static_assert(sizeof(struct ipc_memory) <= sizeof(CUipcMemHandle), "fits a handle");

static atomic_ullong next_serial = 1;

/* The name of an exported allocation's memfd, made unique by the exporter's pid and a serial
 * number; the opener checks it. */
static void memfd_name(char *out, size_t len, int pid, unsigned long long serial) {
    snprintf(out, len, "cudyn-fake-%d-%llu", pid, serial);
}

/* Moves an allocation's bytes into a shared mapping, once. Called with table_lock held. */
static CUresult share(struct allocation *a) {
    if (a->shared) return CUDA_SUCCESS;
    char name[64];
    unsigned long long serial = atomic_fetch_add(&next_serial, 1);
    memfd_name(name, sizeof name, (int)getpid(), serial);
    int fd = memfd_create(name, MFD_CLOEXEC);
    if (fd < 0) return CUDA_ERROR_OUT_OF_MEMORY;
    void *map = MAP_FAILED;
    if (ftruncate(fd, (off_t)a->size) == 0)
        map = mmap(NULL, a->size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (map == MAP_FAILED) {
        close(fd);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    memcpy(map, a->host, a->size);
    a->shared = map;
    a->fd = fd;
    a->serial = serial;
    return CUDA_SUCCESS;
}

/* Shares the device allocation starting at `dptr` and writes its description, tagged with
 * `magic`, into the 64 bytes at `out`; CUDA_ERROR_INVALID_VALUE if no allocation starts there. */
static CUresult export_device_memory(CUdeviceptr dptr, const char *magic, void *out) {
    CUresult status = CUDA_ERROR_INVALID_VALUE;
    struct ipc_memory described = {{0}, getpid(), -1, 0, 0};
    memcpy(described.magic, magic, sizeof described.magic);
    pthread_mutex_lock(&table_lock);
    for (size_t i = 0; i < table_len; i++) {
        struct allocation *a = &table[i];
        if (a->kind == KIND_DEVICE && a->dptr == dptr) {
            status = share(a);
            described.fd = a->fd;
            described.serial = a->serial;
            described.size = a->size;
            break;
        }
    }
    pthread_mutex_unlock(&table_lock);
    if (status != CUDA_SUCCESS) return status;
    memset(out, 0, 64);
    memcpy(out, &described, sizeof described);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuIpcGetMemHandle(CUipcMemHandle *handle, CUdeviceptr dptr) {
    ENTER();
    NEED_CONTEXT();
    if (!handle) return CUDA_ERROR_INVALID_VALUE;
    return export_device_memory(dptr, IPC_MEMORY_MAGIC, handle);
}

/* The exporter's file for `in`, opened, or -1 if it is gone or is another file now. */
static int open_exported(const struct ipc_memory *in) {
    char path[64], link[128];
    snprintf(path, sizeof path, "/proc/%d/fd/%d", in->pid, in->fd);
    ssize_t len = readlink(path, link, sizeof link - 1);
    if (len < 0) return -1;
    link[len] = 0;
    /* A memfd reads as "/memfd:NAME (deleted)". */
    char name[64];
    memfd_name(name, sizeof name, in->pid, in->serial);
    if (strncmp(link, "/memfd:", 7) != 0 || strncmp(link + 7, name, strlen(name)) != 0 ||
        link[7 + strlen(name)] != ' ')
        return -1;
    int fd = open(path, O_RDWR | O_CLOEXEC);
    struct stat st;
    if (fd >= 0 && (fstat(fd, &st) != 0 || (unsigned long long)st.st_size != in->size)) {
        close(fd);
        fd = -1;
    }
    return fd;
}

/* Maps memory another process described (export_device_memory) as an entry of `kind` on
 * `device`. */
static CUresult map_exported(const struct ipc_memory *in, enum kind kind, CUdevice device,
                             CUdeviceptr *dptr) {
    int fd = open_exported(in);
    if (fd < 0) return CUDA_ERROR_INVALID_VALUE;
    void *map = mmap(NULL, in->size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    close(fd);
    if (map == MAP_FAILED) return CUDA_ERROR_OUT_OF_MEMORY;
    CUresult status = add_allocation(map, in->size, kind, device, dptr);
    if (status != CUDA_SUCCESS) munmap(map, in->size);
    return status;
}

EXPORT CUresult cuIpcOpenMemHandle_v2(CUdeviceptr *dptr, CUipcMemHandle handle, unsigned flags) {
    ENTER();
    NEED_CONTEXT();
    struct ipc_memory in;
    memcpy(&in, &handle, sizeof in);
    if (!dptr || memcmp(in.magic, IPC_MEMORY_MAGIC, 8) || (flags & ~1u))
        return CUDA_ERROR_INVALID_VALUE;
    if (in.pid == getpid()) return CUDA_ERROR_INVALID_CONTEXT; /* what the driver answers */
    return map_exported(&in, KIND_IPC, current->device, dptr);
}

EXPORT CUresult cuIpcCloseMemHandle(CUdeviceptr dptr) {
    ENTER();
    NEED_CONTEXT();
    return remove_entry(dptr, BIT(KIND_IPC), CUDA_ERROR_INVALID_VALUE);
}

EXPORT CUresult cuMemGetAddressRange_v2(CUdeviceptr *base, size_t *size, CUdeviceptr dptr) {
    ENTER();
    NEED_CONTEXT();
    struct allocation a = covering(dptr, 1, ANY_MEMORY);
    if (!a.kind) return CUDA_ERROR_NOT_FOUND;
    if (base) *base = a.dptr;
    if (size) *size = a.size;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuIpcGetEventHandle(CUipcEventHandle *handle, CUevent event) {
    ENTER();
    NEED_CONTEXT();
    if (!handle) return CUDA_ERROR_INVALID_VALUE;
    if (!live_handle(event, KIND_EVENT)) return CUDA_ERROR_INVALID_HANDLE;
    if (!(event->flags & 4)) return CUDA_ERROR_INVALID_VALUE; /* not CU_EVENT_INTERPROCESS */
    struct ipc_event out = {IPC_EVENT_MAGIC, getpid()};
    memset(handle, 0, sizeof *handle);
    memcpy(handle, &out, sizeof out);
    return CUDA_SUCCESS;
}

/* Work here is done when it is queued, so an imported event is a fresh one that is always
 * complete; only the handle is checked. */
EXPORT CUresult cuIpcOpenEventHandle(CUevent *event, CUipcEventHandle handle) {
    ENTER();
    NEED_CONTEXT();
    struct ipc_event in;
    memcpy(&in, &handle, sizeof in);
    if (!event || memcmp(in.magic, IPC_EVENT_MAGIC, 8)) return CUDA_ERROR_INVALID_VALUE;
    if (in.pid == getpid()) return CUDA_ERROR_INVALID_CONTEXT;
    struct fake_handle *h;
    CUresult status = new_handle(&h, KIND_EVENT);
    if (status != CUDA_SUCCESS) return status;
    h->flags = 2 | 4; /* DISABLE_TIMING | INTERPROCESS */
    *event = h;
    return CUDA_SUCCESS;
}

/* ---- memory pools: stream-ordered allocation ------------------------------------------ */

/* A pool only counts: its memory is ordinary device allocations. It keeps "reserved" bytes
 * after frees, hands them back down to its release threshold at each synchronisation, and
 * down to a given size on trim, so tests can see the threshold policy at work. */
struct fake_pool {
    CUdevice device;
    unsigned long long threshold, reserved, reserved_high, used, used_high;
    int exportable; /* made with POSIX file descriptor handles */
    int imported;   /* another process's, through its descriptor */
    /* Its handle was exported once: only then does the driver export its pointers (measured on
     * an H100, driver 580: cuMemPoolExportPointer is CUDA_ERROR_INVALID_VALUE before). */
    int handle_exported;
    /* Devices other than its own granted access (cuMemPoolSetAccess), one bit each. */
    unsigned peers;
};

static struct fake_pool default_pools[FAKE_DEVICES] = {{0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
                                                       {1, 0, 0, 0, 0, 0, 0, 0, 0, 0}};
static __thread struct fake_pool *current_pools[FAKE_DEVICES]; /* NULL: the default */

static struct fake_pool *current_pool(CUdevice device) {
    return current_pools[device] ? current_pools[device] : &default_pools[device];
}

static int live_pool(struct fake_pool *pool) {
    return (pool >= default_pools && pool < default_pools + FAKE_DEVICES) ||
           live_handle(pool, KIND_POOL);
}

/* Which pool each pooled allocation came from, so that its free can be accounted. */
#define MAX_POOLED 4096
static struct {
    CUdeviceptr dptr;
    size_t size;
    struct fake_pool *pool;
} pooled[MAX_POOLED];

static void pool_take(struct fake_pool *pool, CUdeviceptr dptr, size_t size) {
    pthread_mutex_lock(&table_lock);
    pool->used += size;
    if (pool->used > pool->used_high) pool->used_high = pool->used;
    if (pool->used > pool->reserved) pool->reserved = pool->used;
    if (pool->reserved > pool->reserved_high) pool->reserved_high = pool->reserved;
    for (int i = 0; i < MAX_POOLED; i++) {
        if (!pooled[i].dptr) {
            pooled[i].dptr = dptr;
            pooled[i].size = size;
            pooled[i].pool = pool;
            break;
        }
    }
    pthread_mutex_unlock(&table_lock);
}

static void pool_give_back(CUdeviceptr dptr) {
    pthread_mutex_lock(&table_lock);
    for (int i = 0; i < MAX_POOLED; i++) {
        if (pooled[i].dptr == dptr) {
            if (pooled[i].pool) pooled[i].pool->used -= pooled[i].size; /* NULL: destroyed */
            pooled[i].dptr = 0;
            break;
        }
    }
    pthread_mutex_unlock(&table_lock);
}

/* At a synchronisation every pool of the device gives back what exceeds its threshold. */
static void pools_release(CUdevice device) {
    pthread_mutex_lock(&table_lock);
    struct fake_pool *pool = &default_pools[device];
    unsigned long long keep = pool->used > pool->threshold ? pool->used : pool->threshold;
    if (pool->reserved > keep) pool->reserved = keep;
    pthread_mutex_unlock(&table_lock);
}

static CUresult alloc_pooled(CUdeviceptr *dptr, size_t size, struct fake_pool *pool) {
    if (!live_pool(pool)) return CUDA_ERROR_INVALID_HANDLE;
    CUresult status = device_alloc(dptr, size, pool->device);
    if (status == CUDA_SUCCESS) pool_take(pool, *dptr, size);
    return status;
}

/* Stream-ordered allocation takes the stream's device, whatever context is current (as the
 * driver does); only the legacy and per-thread handles mean the current context's. */
EXPORT CUresult cuMemAllocAsync(CUdeviceptr *dptr, size_t size, CUstream s) {
    ENTER();
    STREAM_CALL(s);
    if (capturing(s)) return record_alloc(s, dptr, size);
    return alloc_pooled(dptr, size, current_pool(stream_device(s)));
}

EXPORT CUresult cuMemAllocFromPoolAsync(CUdeviceptr *dptr, size_t size, CUmemoryPool pool,
                                        CUstream s) {
    ENTER();
    STREAM_CALL(s);
    NOT_CAPTURABLE(s); /* from a pool of the caller's: refused here */
    return alloc_pooled(dptr, size, pool);
}

EXPORT CUresult cuMemFreeAsync(CUdeviceptr dptr, CUstream s) {
    ENTER();
    STREAM_CALL(s);
    if (capturing(s)) return record_free(s, dptr);
    CUresult status = remove_entry(dptr, BIT(KIND_DEVICE) | BIT(KIND_POOL_IMPORT),
                                   CUDA_ERROR_INVALID_VALUE);
    if (status == CUDA_SUCCESS) pool_give_back(dptr);
    return status;
}

EXPORT CUresult cuDeviceGetDefaultMemPool(CUmemoryPool *pool, CUdevice device) {
    ENTER();
    NEED_INIT();
    CHECK_DEVICE(device);
    if (!pool) return CUDA_ERROR_INVALID_VALUE;
    *pool = &default_pools[device];
    return CUDA_SUCCESS;
}

EXPORT CUresult cuDeviceGetMemPool(CUmemoryPool *pool, CUdevice device) {
    ENTER();
    NEED_INIT();
    CHECK_DEVICE(device);
    if (!pool) return CUDA_ERROR_INVALID_VALUE;
    *pool = current_pool(device);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemPoolCreate(CUmemoryPool *pool, const void *props) {
    ENTER();
    NEED_CONTEXT();
    if (!pool || !props) return CUDA_ERROR_INVALID_VALUE;
    struct fake_pool *p = calloc(1, sizeof *p);
    if (!p) return CUDA_ERROR_OUT_OF_MEMORY;
    p->device = current->device;
    /* CUmemPoolProps: allocType, then handleTypes (POSIX_FILE_DESCRIPTOR = 1). */
    p->exportable = (((const int *)props)[1] & 1) != 0;
    CUresult status = add_allocation(p, sizeof *p, KIND_POOL, current->device, NULL);
    if (status != CUDA_SUCCESS) {
        free(p);
        return status;
    }
    *pool = p;
    return CUDA_SUCCESS;
}

/* A pool made for export is named to another process by a file descriptor; the fake's is a
 * memfd that stands for the pool and holds its device (its memory travels per pointer, below):
 * an imported pool's memory stays on the device the exporting process made it on. A magic
 * first, so that another file is refused, as the driver refuses a descriptor it did not make. */
#define POOL_HANDLE_MAGIC "cudynPFD"
struct pool_handle {
    char magic[8];
    int device;
};
EXPORT CUresult cuMemPoolExportToShareableHandle(void *handle, CUmemoryPool pool, int type,
                                                 unsigned long long flags) {
    ENTER();
    NEED_INIT();
    if (!live_pool(pool)) return CUDA_ERROR_INVALID_HANDLE;
    if (!handle || type != 1 || flags || !pool->exportable) return CUDA_ERROR_INVALID_VALUE;
    int fd = memfd_create("cudyn-fake-pool", MFD_CLOEXEC);
    if (fd < 0) return CUDA_ERROR_OUT_OF_MEMORY;
    struct pool_handle named = {.device = pool->device};
    memcpy(named.magic, POOL_HANDLE_MAGIC, sizeof named.magic);
    if (pwrite(fd, &named, sizeof named, 0) != (ssize_t)sizeof named) {
        close(fd);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    pool->handle_exported = 1;
    *(int *)handle = fd;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemPoolImportFromShareableHandle(CUmemoryPool *out, void *handle, int type,
                                                   unsigned long long flags) {
    ENTER();
    NEED_CONTEXT();
    int fd = (int)(intptr_t)handle;
    if (!out || type != 1 || flags || fcntl(fd, F_GETFD) < 0) return CUDA_ERROR_INVALID_VALUE;
    struct pool_handle named;
    if (pread(fd, &named, sizeof named, 0) != (ssize_t)sizeof named ||
        memcmp(named.magic, POOL_HANDLE_MAGIC, sizeof named.magic) || named.device < 0 ||
        named.device >= FAKE_DEVICES)
        return CUDA_ERROR_INVALID_VALUE;
    struct fake_pool *p = calloc(1, sizeof *p);
    if (!p) return CUDA_ERROR_OUT_OF_MEMORY;
    p->device = named.device;
    p->imported = 1;
    CUresult status = add_allocation(p, sizeof *p, KIND_POOL, current->device, NULL);
    if (status != CUDA_SUCCESS) {
        free(p);
        return status;
    }
    *out = p;
    return CUDA_SUCCESS;
}

#define POOL_POINTER_MAGIC "cudynPOL"

/* An allocation of an exportable pool, named as IPC memory is (its bytes move to a memfd). */
EXPORT CUresult cuMemPoolExportPointer(void *data, CUdeviceptr dptr) {
    ENTER();
    NEED_INIT();
    if (!data) return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&table_lock);
    struct fake_pool *pool = NULL;
    for (int i = 0; i < MAX_POOLED; i++)
        if (pooled[i].dptr == dptr) pool = pooled[i].pool;
    int exportable = pool && pool->exportable && pool->handle_exported;
    pthread_mutex_unlock(&table_lock);
    if (!exportable) return CUDA_ERROR_INVALID_VALUE;
    return export_device_memory(dptr, POOL_POINTER_MAGIC, data);
}

EXPORT CUresult cuMemPoolImportPointer(CUdeviceptr *dptr, CUmemoryPool pool, void *data) {
    ENTER();
    NEED_CONTEXT();
    if (!live_pool(pool)) return CUDA_ERROR_INVALID_HANDLE;
    struct ipc_memory in;
    if (!dptr || !data || !pool->imported) return CUDA_ERROR_INVALID_VALUE;
    memcpy(&in, data, sizeof in);
    if (memcmp(in.magic, POOL_POINTER_MAGIC, 8) || in.pid == getpid()) return CUDA_ERROR_INVALID_VALUE;
    return map_exported(&in, KIND_POOL_IMPORT, pool->device, dptr);
}

/* Access to a pool's memory: its own device always reads and writes it; another only once
 * granted (read-only access is not offered for pools, and the pool's own device cannot be
 * taken off). */
EXPORT CUresult cuMemPoolSetAccess(CUmemoryPool pool, const fake_access_desc *desc,
                                   size_t count) {
    ENTER();
    NEED_INIT();
    if (!live_pool(pool)) return CUDA_ERROR_INVALID_HANDLE;
    if (!desc || !count) return CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < count; i++) {
        if (desc[i].location.type != 1 || (desc[i].flags != 0 && desc[i].flags != 3))
            return CUDA_ERROR_INVALID_VALUE;
        CHECK_DEVICE(desc[i].location.id);
        if (desc[i].location.id == pool->device && desc[i].flags != 3)
            return CUDA_ERROR_INVALID_DEVICE;
    }
    pthread_mutex_lock(&table_lock);
    for (size_t i = 0; i < count; i++) {
        unsigned bit = 1u << desc[i].location.id;
        if (desc[i].location.id == pool->device) continue;
        pool->peers = desc[i].flags == 3 ? (pool->peers | bit) : (pool->peers & ~bit);
    }
    pthread_mutex_unlock(&table_lock);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemPoolGetAccess(int *flags, CUmemoryPool pool, const CUmemLocation *location) {
    ENTER();
    NEED_INIT();
    if (!live_pool(pool)) return CUDA_ERROR_INVALID_HANDLE;
    if (!flags || !location || location->type != 1) return CUDA_ERROR_INVALID_VALUE;
    CHECK_DEVICE(location->id);
    pthread_mutex_lock(&table_lock);
    int granted = location->id == pool->device || (pool->peers >> location->id) & 1;
    pthread_mutex_unlock(&table_lock);
    *flags = granted ? 3 : 0;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemPoolDestroy(CUmemoryPool pool) {
    ENTER();
    NEED_INIT();
    /* The driver destroys a pool once its allocations are freed, and they stay valid until
     * then. Here the pool's record goes at once, so its allocations forget it first: their
     * frees count in no pool, rather than write into the freed record (or into a new pool's
     * that took its memory). */
    if (live_handle(pool, KIND_POOL)) {
        pthread_mutex_lock(&table_lock);
        for (int i = 0; i < MAX_POOLED; i++)
            if (pooled[i].dptr && pooled[i].pool == pool) pooled[i].pool = NULL;
        pthread_mutex_unlock(&table_lock);
    }
    return remove_entry((uint64_t)(uintptr_t)pool, BIT(KIND_POOL), CUDA_ERROR_INVALID_HANDLE);
}

EXPORT CUresult cuMemPoolSetAttribute(CUmemoryPool pool, int attribute, void *value) {
    ENTER();
    NEED_INIT();
    if (!live_pool(pool)) return CUDA_ERROR_INVALID_HANDLE;
    if (!value) return CUDA_ERROR_INVALID_VALUE;
    unsigned long long v = *(unsigned long long *)value;
    switch (attribute) {
    case 4: pool->threshold = v; return CUDA_SUCCESS;        /* RELEASE_THRESHOLD */
    case 6: pool->reserved_high = v ? v : pool->reserved; return CUDA_SUCCESS; /* RESERVED_MEM_HIGH */
    case 8: pool->used_high = v ? v : pool->used; return CUDA_SUCCESS;         /* USED_MEM_HIGH */
    default: return CUDA_ERROR_INVALID_VALUE;
    }
}

EXPORT CUresult cuMemPoolGetAttribute(CUmemoryPool pool, int attribute, void *value) {
    ENTER();
    NEED_INIT();
    if (!live_pool(pool)) return CUDA_ERROR_INVALID_HANDLE;
    if (!value) return CUDA_ERROR_INVALID_VALUE;
    unsigned long long *out = value;
    switch (attribute) {
    case 4: *out = pool->threshold; return CUDA_SUCCESS;
    case 5: *out = pool->reserved; return CUDA_SUCCESS;
    case 6: *out = pool->reserved_high; return CUDA_SUCCESS;
    case 7: *out = pool->used; return CUDA_SUCCESS;
    case 8: *out = pool->used_high; return CUDA_SUCCESS;
    default: return CUDA_ERROR_INVALID_VALUE;
    }
}

EXPORT CUresult cuMemPoolTrimTo(CUmemoryPool pool, size_t keep) {
    ENTER();
    NEED_INIT();
    if (!live_pool(pool)) return CUDA_ERROR_INVALID_HANDLE;
    pthread_mutex_lock(&table_lock);
    unsigned long long floor = pool->used > keep ? pool->used : keep;
    if (pool->reserved > floor) pool->reserved = floor;
    pthread_mutex_unlock(&table_lock);
    return CUDA_SUCCESS;
}

/* Pitched memory, 2D and 3D copies, 2D fills and batches of copies: a file of their own, which
 * shares this one's static helpers. */
#include "fake_shapes.c"

/* Stream capture and graphs: a file of its own, which shares this one's and fake_shapes.c's. */
#include "fake_graphs.c"

/* ---- controls for tests (not part of the driver API) ---------------------------------- */

/* Live allocations made by the calling thread (freed from any thread). */
EXPORT size_t cudyn_fake_live_allocations(void) {
    size_t n = 0;
    unsigned me = tag();
    pthread_mutex_lock(&table_lock);
    for (size_t i = 0; i < table_len; i++) n += table[i].thread == me;
    pthread_mutex_unlock(&table_lock);
    return n;
}

/* Live allocations made by every thread. */
EXPORT size_t cudyn_fake_live_allocations_total(void) {
    pthread_mutex_lock(&table_lock);
    size_t n = table_len;
    pthread_mutex_unlock(&table_lock);
    return n;
}

/* Driver calls made by the calling thread so far. */
EXPORT unsigned long long cudyn_fake_calls(void) { return calls; }

/* Calls of one entry point made by the calling thread so far. */
EXPORT unsigned long long cudyn_fake_calls_of(const char *name) {
    for (int i = 0; i < MAX_COUNTED && counted[i].name; i++)
        if (!strcmp(counted[i].name, name)) return counted[i].count;
    return 0;
}

/* Frees of unknown pointers the calling thread attempted (each was rejected). */
EXPORT unsigned long long cudyn_fake_bad_frees(void) { return bad_frees; }

/* Retains of device `device`'s primary context not yet released, by every thread. */
EXPORT int cudyn_fake_primary_retains(int device) {
    if (device < 0 || device >= FAKE_DEVICES) return -1;
    return __atomic_load_n(&primary[device].retained, __ATOMIC_SEQ_CST);
}

/* Makes the calling thread's n-th driver call from now (1 = the next) return `code`; 0 turns
 * it off. It fires once. */
EXPORT void cudyn_fake_fail_nth(unsigned long long n, CUresult code) {
    fail_at = n ? calls + n : 0;
    fail_at_code = code;
}

/* Makes the next `times` calls of entry point `name` on the calling thread return `code`
 * (besides the entry points already failing, up to MAX_FAILING; the same name again changes
 * its code and count); ULLONG_MAX: every call, until called with NULL, which cancels them
 * all. */
EXPORT void cudyn_fake_fail_function_times(const char *name, CUresult code,
                                           unsigned long long times) {
    if (!name) {
        memset(failing, 0, sizeof failing);
        return;
    }
    int i = 0;
    while (i < MAX_FAILING - 1 && failing[i].name[0] && strcmp(failing[i].name, name)) i++;
    snprintf(failing[i].name, sizeof failing[i].name, "%s", name);
    failing[i].code = code;
    failing[i].left = times;
}

/* Makes every call of entry point `name` on the calling thread return `code`: see above. */
EXPORT void cudyn_fake_fail_function(const char *name, CUresult code) {
    cudyn_fake_fail_function_times(name, code, ULLONG_MAX);
}

/* Makes device attribute `attribute` read `value` on the calling thread; 0 cancels. */
EXPORT void cudyn_fake_override_attribute(int attribute, int value) {
    override_attribute = attribute;
    override_value = value;
}

/* The entry point the calling thread's last injected failure hit, or NULL; clears it. */
EXPORT const char *cudyn_fake_take_last_injected(void) {
    const char *name = last_injected;
    last_injected = NULL;
    return name;
}

/* Forgets the calling thread's registrations (without touching the memory): after a refused
 * cuMemHostUnregister the registered range may be freed and reused, as with a real driver. */
EXPORT size_t cudyn_fake_forget_registrations(void) {
    size_t forgotten = 0;
    unsigned me = tag();
    pthread_mutex_lock(&table_lock);
    for (size_t i = 0; i < table_len;) {
        if (table[i].kind == KIND_REGISTERED && table[i].thread == me) {
            table[i] = table[--table_len];
            forgotten++;
        } else {
            i++;
        }
    }
    pthread_mutex_unlock(&table_lock);
    return forgotten;
}

/* Gives device `device`'s primary context a sticky error, as a kernel fault would: every later
 * call made in it fails with `code` (0 clears it; so does cuDevicePrimaryCtxReset_v2). */
EXPORT void cudyn_fake_make_sticky(int device, CUresult code) {
    if (device >= 0 && device < FAKE_DEVICES) atomic_store(&sticky[device], code);
}
