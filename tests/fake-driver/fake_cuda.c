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
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EXPORT __attribute__((visibility("default")))

typedef int CUresult;
typedef int CUdevice;
typedef int CUdevice_attribute;
typedef unsigned long long CUdeviceptr;
typedef struct fake_context *CUcontext;

enum {
    CUDA_SUCCESS = 0,
    CUDA_ERROR_INVALID_VALUE = 1,
    CUDA_ERROR_OUT_OF_MEMORY = 2,
    CUDA_ERROR_NOT_INITIALIZED = 3,
    CUDA_ERROR_NO_DEVICE = 100,
    CUDA_ERROR_INVALID_DEVICE = 101,
    CUDA_ERROR_INVALID_CONTEXT = 201,
    CUDA_ERROR_INVALID_HANDLE = 400,
    CUDA_ERROR_NOT_FOUND = 500,
    CUDA_ERROR_NOT_READY = 600,
    CUDA_ERROR_ILLEGAL_ADDRESS = 700,
    CUDA_ERROR_CONTEXT_IS_DESTROYED = 709,
    CUDA_ERROR_NOT_SUPPORTED = 801,
    CUDA_ERROR_UNKNOWN = 999,
};

/* The version this stand-in claims to be (12.9, the headers the bindings come from). */
#define FAKE_DRIVER_VERSION 12090
#define FAKE_DEVICES 2
#define FAKE_TOTAL_MEMORY (16ULL << 30)
/* Device addresses are host addresses with this bit set: not canonical on x86-64 or AArch64,
 * so dereferencing one on the host faults. */
#define DEVICE_TAG (1ULL << 62)

/* ---- error names ---------------------------------------------------------------------- */

static const struct {
    CUresult code;
    const char *name, *text;
} errors[] = {
    {CUDA_SUCCESS, "CUDA_SUCCESS", "no error"},
    {CUDA_ERROR_INVALID_VALUE, "CUDA_ERROR_INVALID_VALUE", "invalid argument"},
    {CUDA_ERROR_OUT_OF_MEMORY, "CUDA_ERROR_OUT_OF_MEMORY", "out of memory"},
    {CUDA_ERROR_NOT_INITIALIZED, "CUDA_ERROR_NOT_INITIALIZED", "initialization error"},
    {CUDA_ERROR_NO_DEVICE, "CUDA_ERROR_NO_DEVICE", "no CUDA-capable device is detected"},
    {CUDA_ERROR_INVALID_DEVICE, "CUDA_ERROR_INVALID_DEVICE", "invalid device ordinal"},
    {CUDA_ERROR_INVALID_CONTEXT, "CUDA_ERROR_INVALID_CONTEXT", "invalid device context"},
    {CUDA_ERROR_INVALID_HANDLE, "CUDA_ERROR_INVALID_HANDLE", "invalid resource handle"},
    {CUDA_ERROR_NOT_FOUND, "CUDA_ERROR_NOT_FOUND", "named symbol not found"},
    {CUDA_ERROR_NOT_READY, "CUDA_ERROR_NOT_READY", "device not ready"},
    {CUDA_ERROR_ILLEGAL_ADDRESS, "CUDA_ERROR_ILLEGAL_ADDRESS",
     "an illegal memory access was encountered"},
    {CUDA_ERROR_CONTEXT_IS_DESTROYED, "CUDA_ERROR_CONTEXT_IS_DESTROYED",
     "context is destroyed"},
    {CUDA_ERROR_NOT_SUPPORTED, "CUDA_ERROR_NOT_SUPPORTED", "operation not supported"},
    {CUDA_ERROR_UNKNOWN, "CUDA_ERROR_UNKNOWN", "unknown error"},
};

/* ---- per-thread state: current context, call counts, fault injection ----------------- */

struct fake_context {
    CUdevice device;
    int retained; /* primary-context retain count; 0 means inactive */
};

static struct fake_context primary[FAKE_DEVICES] = {{0, 0}, {1, 0}};
static atomic_int initialized;
static atomic_uint next_thread_tag = 1;

#define MAX_COUNTED 64
static __thread CUcontext current;
static __thread unsigned thread_tag;
static __thread unsigned long long calls, fail_at, bad_frees;
static __thread CUresult fail_at_code;
static __thread char fail_name[64];
static __thread CUresult fail_name_code;
static __thread struct {
    const char *name;
    unsigned long long count;
} counted[MAX_COUNTED];

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
        return fail_at_code;
    }
    if (fail_name[0] && !strcmp(fail_name, name)) return fail_name_code;
    if (env_fail_name[0] && !strcmp(env_fail_name, name)) return env_fail_code;
    return CUDA_SUCCESS;
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

/* ---- the allocation table ------------------------------------------------------------- */

enum kind { KIND_DEVICE = 1, KIND_PINNED = 2, KIND_MANAGED = 3 };

struct allocation {
    void *host;        /* what malloc returned */
    CUdeviceptr dptr;  /* its device address (tagged for KIND_DEVICE) */
    size_t size;
    enum kind kind;
    CUdevice device;
    unsigned thread;   /* tag of the thread that allocated it */
};

static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
static struct allocation *table;
static size_t table_len, table_cap;
static unsigned long long device_bytes[FAKE_DEVICES];

static CUresult add_allocation(void *host, size_t size, enum kind kind, CUdevice device,
                               CUdeviceptr *dptr_out) {
    CUdeviceptr dptr = (CUdeviceptr)(uintptr_t)host | (kind == KIND_DEVICE ? DEVICE_TAG : 0);
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
    table[table_len++] = (struct allocation){host, dptr, size, kind, device, tag()};
    if (kind == KIND_DEVICE) device_bytes[device] += size;
    pthread_mutex_unlock(&table_lock);
    if (dptr_out) *dptr_out = dptr;
    return CUDA_SUCCESS;
}

/* Removes the allocation of `kind` whose device address (or host address for pinned memory) is
 * exactly `address`, and frees it. An unknown address is counted as a bad free. */
static CUresult remove_allocation(uint64_t address, enum kind kind) {
    void *host = NULL;
    pthread_mutex_lock(&table_lock);
    for (size_t i = 0; i < table_len; i++) {
        struct allocation *a = &table[i];
        uint64_t key = kind == KIND_PINNED ? (uint64_t)(uintptr_t)a->host : a->dptr;
        int kind_matches = kind == KIND_PINNED ? a->kind == KIND_PINNED : a->kind != KIND_PINNED;
        if (key == address && kind_matches) {
            host = a->host;
            if (a->kind == KIND_DEVICE) device_bytes[a->device] -= a->size;
            *a = table[--table_len];
            break;
        }
    }
    pthread_mutex_unlock(&table_lock);
    if (!host) {
        bad_frees++;
        return CUDA_ERROR_INVALID_VALUE;
    }
    free(host);
    return CUDA_SUCCESS;
}

/* The host address behind device range [dptr, dptr + size), or NULL if no single live
 * allocation covers it. Pinned memory counts: its device address equals its host address. */
static void *device_range(CUdeviceptr dptr, size_t size) {
    void *host = NULL;
    pthread_mutex_lock(&table_lock);
    for (size_t i = 0; i < table_len; i++) {
        struct allocation *a = &table[i];
        if (dptr >= a->dptr && size <= a->size && dptr - a->dptr <= a->size - size) {
            host = (char *)a->host + (dptr - a->dptr);
            break;
        }
    }
    pthread_mutex_unlock(&table_lock);
    return host;
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
    switch (attribute) {
    case 19: *value = 1; break;          /* CAN_MAP_HOST_MEMORY */
    case 40: *value = 3; break;          /* ASYNC_ENGINE_COUNT */
    case 41: *value = 1; break;          /* UNIFIED_ADDRESSING */
    case 75: *value = 9; break;          /* COMPUTE_CAPABILITY_MAJOR */
    case 76: *value = device; break;     /* COMPUTE_CAPABILITY_MINOR: tells the devices apart */
    case 83: *value = 1; break;          /* MANAGED_MEMORY */
    case 88: *value = 0; break;          /* PAGEABLE_MEMORY_ACCESS */
    case 89: *value = 1; break;          /* CONCURRENT_MANAGED_ACCESS */
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
    if (context && (context < primary || context >= primary + FAKE_DEVICES))
        return CUDA_ERROR_INVALID_CONTEXT;
    current = context;
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

EXPORT CUresult cuCtxSynchronize(void) {
    ENTER();
    NEED_CONTEXT();
    return CUDA_SUCCESS; /* every fake operation completes before it returns */
}

/* ---- memory --------------------------------------------------------------------------- */

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

EXPORT CUresult cuMemAlloc_v2(CUdeviceptr *dptr, size_t size) {
    ENTER();
    NEED_CONTEXT();
    if (!dptr || size == 0) return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&table_lock);
    int fits = size <= FAKE_TOTAL_MEMORY - device_bytes[current->device];
    pthread_mutex_unlock(&table_lock);
    void *host = fits ? malloc(size) : NULL;
    if (!host) return CUDA_ERROR_OUT_OF_MEMORY;
    CUresult status = add_allocation(host, size, KIND_DEVICE, current->device, dptr);
    if (status != CUDA_SUCCESS) free(host);
    return status;
}

EXPORT CUresult cuMemFree_v2(CUdeviceptr dptr) {
    ENTER();
    NEED_CONTEXT();
    return remove_allocation(dptr, KIND_DEVICE);
}

EXPORT CUresult cuMemAllocManaged(CUdeviceptr *dptr, size_t size, unsigned flags) {
    ENTER();
    NEED_CONTEXT();
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
    return remove_allocation((uint64_t)(uintptr_t)pointer, KIND_PINNED);
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
    void *to = device_range(dst, size);
    if (!to || (!src && size)) return CUDA_ERROR_INVALID_VALUE;
    memmove(to, src, size);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemcpyDtoH_v2(void *dst, CUdeviceptr src, size_t size) {
    ENTER();
    NEED_CONTEXT();
    void *from = device_range(src, size);
    if (!from || (!dst && size)) return CUDA_ERROR_INVALID_VALUE;
    memmove(dst, from, size);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemcpyDtoD_v2(CUdeviceptr dst, CUdeviceptr src, size_t size) {
    ENTER();
    NEED_CONTEXT();
    void *to = device_range(dst, size), *from = device_range(src, size);
    if (!to || !from) return CUDA_ERROR_INVALID_VALUE;
    memmove(to, from, size);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuMemsetD8_v2(CUdeviceptr dst, unsigned char value, size_t count) {
    ENTER();
    NEED_CONTEXT();
    void *to = device_range(dst, count);
    if (!to) return CUDA_ERROR_INVALID_VALUE;
    memset(to, value, count);
    return CUDA_SUCCESS;
}

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

/* Makes the calling thread's n-th driver call from now (1 = the next) return `code`; 0 turns
 * it off. It fires once. */
EXPORT void cudyn_fake_fail_nth(unsigned long long n, CUresult code) {
    fail_at = n ? calls + n : 0;
    fail_at_code = code;
}

/* Makes every call of entry point `name` on the calling thread return `code`, until called
 * with NULL. */
EXPORT void cudyn_fake_fail_function(const char *name, CUresult code) {
    fail_name[0] = 0;
    if (name) snprintf(fail_name, sizeof fail_name, "%s", name);
    fail_name_code = code;
}
