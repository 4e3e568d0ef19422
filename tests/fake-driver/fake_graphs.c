/* Stream capture and graphs: work queued on a capturing stream is recorded as a node instead of
 * running; an instantiated graph runs its nodes, in the order they were queued, each time it is
 * launched, on the stream it is launched on.
 *
 * Not compiled alone: fake_cuda.c includes it, so that it shares that file's static helpers
 * (the allocation table, `device_range`, the streams' and events' handles, `fill`, `run_kernel`)
 * and fake_shapes.c's (`copy_shape`, `fill_2d`).
 *
 * What is checked, as the driver documents it ("Stream Capture" in the CUDA programming guide),
 * taking the stricter reading where it leaves room:
 * - Capture begins on a stream made by cuStreamCreate*, not the legacy or per-thread stream
 *   (CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED), and not one already capturing
 *   (CUDA_ERROR_ILLEGAL_STATE). It ends on the stream it began on
 *   (CUDA_ERROR_STREAM_CAPTURE_UNMATCHED on a stream that joined it).
 * - Another stream joins a capture by waiting on an event recorded in it; it must be joined
 *   back before the capture ends (an event recorded on it after its last work, waited on by a
 *   stream of the capture), else the capture fails with CUDA_ERROR_STREAM_CAPTURE_UNJOINED.
 * - A capturing stream cannot be synchronised or queried, wait on an event recorded outside its
 *   capture, or take work the fake does not record (value writes, stream-ordered allocations
 *   and frees, prefetches, batches of copies, peer copies): the call fails with
 *   CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED (ISOLATION for the event) and the capture is
 *   invalidated: it ends with CUDA_ERROR_STREAM_CAPTURE_INVALIDATED and no graph.
 * - While a thread has a capture open in global or thread-local mode, and its own mode
 *   (cuThreadExchangeStreamCaptureMode) is not relaxed, its "potentially unsafe" calls (the legacy stream's work and waits, synchronous copies and fills, cuMemAlloc,
 *   cuMemFree, pinned allocations and their frees, cuCtxSynchronize) fail with
 *   CUDA_ERROR_STREAM_CAPTURE_IMPLICIT (UNSUPPORTED for allocations) and invalidate it. Other
 *   threads' calls are not checked in thread-local mode, as on a GPU.
 * - A node names memory the fake knows (device, managed, pinned or registered): pageable host
 *   memory is refused at capture (CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED), since a node could
 *   not tell at launch whether it is still there. A node whose memory is gone when the graph
 *   runs faults as a kernel does: the launch succeeds, the context is lost, and a line on
 *   standard error names the node.
 * - A stream-ordered allocation (cuMemAllocAsync) on a capturing stream becomes an allocation
 *   node: the memory is allocated at capture, at an address fixed for the graph's life, and
 *   freed with the graph. Each launch overwrites it with 0xA5 bytes where the node runs, so a
 *   test cannot pass by finding what the last launch left. cuMemFreeAsync on a capturing stream
 *   becomes a free node, for memory of the capture's own allocation nodes only, once
 *   (CUDA_ERROR_INVALID_VALUE otherwise). A graph with memory nodes has one instantiation at a
 *   time (a second fails with CUDA_ERROR_INVALID_VALUE) and is not updated
 *   (CU_GRAPH_EXEC_UPDATE_ERROR_NOT_SUPPORTED): the stricter reading of the driver's rules.
 * - Kernels are recorded with their argument bytes, which the fake knows for its built-in
 *   kernels only: capturing a registered kernel fails (CUDA_ERROR_NOT_SUPPORTED), saying so.
 * - A graph instantiates into any number of executable graphs; cuGraphExecUpdate_v2 takes a
 *   graph of the same nodes (kinds, and functions for kernels) and their new parameters, else
 *   CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE with the reason in its result info. Graphs and
 *   executable graphs are entries of the allocation table: one never destroyed shows as a leak. */

enum node_kind {
    NODE_COPY, NODE_SHAPE, NODE_FILL, NODE_FILL_2D, NODE_KERNEL, NODE_HOST, NODE_ALLOC, NODE_FREE
};

#define NODE_PARAMS 12      /* cudyn passes at most 12 kernel parameters */
#define NODE_PARAM_BYTES 16 /* the built-in kernels' parameters are 4 or 8 bytes */

struct node {
    enum node_kind kind;
    CUdeviceptr dst, src;      /* copies: both sides; fills: the destination */
    size_t size;               /* copies: bytes; fills: elements (a row's, for 2D) */
    size_t width, pitch, rows; /* fills: the pattern's bytes; a 2D fill's pitch and rows */
    unsigned char pattern[4];
    struct side from, to; /* NODE_SHAPE: a 2D or 3D copy's sides, extent and checks */
    size_t extent[3];
    unsigned how;
    CUfunction function; /* NODE_KERNEL */
    unsigned grid[3], block[3], shared;
    unsigned params;
    unsigned char args[NODE_PARAMS][NODE_PARAM_BYTES];
    void (*fn)(void *); /* NODE_HOST */
    void *data;
};

/* Memory of a graph's allocation node: the graph's until it is destroyed. */
struct graph_memory {
    CUdeviceptr dptr;
    int freed; /* a free node of the graph names it */
};

struct fake_graph {
    struct node *nodes;
    size_t len, cap;
    CUdevice device;
    CUresult invalid; /* why the capture failed (0: it has not) */
    struct graph_memory *memory;
    size_t memory_len;
    unsigned instances; /* executable graphs made from it and not destroyed */
};

struct fake_exec {
    struct node *nodes;
    size_t len;
    CUdevice device;
    struct fake_graph *graph; /* made from (it may be destroyed first) */
};

static pthread_mutex_t capture_lock = PTHREAD_MUTEX_INITIALIZER;
/* The capture this thread began in global or thread-local mode and has not ended (one at a
 * time is all cudyn needs; a second is refused). */
static __thread struct fake_graph *thread_capture;

/* The capture `stream` takes part in, or NULL (the legacy and per-thread streams never do). */
static struct fake_graph *capturing(CUstream stream) {
    if ((uintptr_t)stream <= 2) return NULL;
    pthread_mutex_lock(&capture_lock);
    struct fake_graph *g = stream->capture;
    pthread_mutex_unlock(&capture_lock);
    return g;
}

/* Fails the capture `stream` takes part in with `code`, which the call returns. */
static CUresult spoil(CUstream stream, CUresult code) {
    pthread_mutex_lock(&capture_lock);
    if (stream->capture && !stream->capture->invalid) stream->capture->invalid = code;
    pthread_mutex_unlock(&capture_lock);
    return code;
}

/* A call that cannot be captured, on `stream`: fails it and its capture if it is capturing. */
static CUresult not_capturable(CUstream stream) {
    return capturing(stream) ? spoil(stream, CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED) : CUDA_SUCCESS;
}

/* This thread's capture mode (cuThreadExchangeStreamCaptureMode): GLOBAL (0) by default;
 * RELAXED (2) lets it make potentially unsafe calls while it captures. */
static __thread int thread_mode;

EXPORT CUresult cuThreadExchangeStreamCaptureMode(int *mode) {
    ENTER();
    if (!mode || *mode < 0 || *mode > 2) return CUDA_ERROR_INVALID_VALUE;
    int was = thread_mode;
    thread_mode = *mode;
    *mode = was;
    return CUDA_SUCCESS;
}

/* A "potentially unsafe" call on a thread with a capture open: fails it with `code`. */
static CUresult implicit(CUresult code) {
    if (!thread_capture || thread_mode == 2) return CUDA_SUCCESS;
    pthread_mutex_lock(&capture_lock);
    if (!thread_capture->invalid) thread_capture->invalid = code;
    pthread_mutex_unlock(&capture_lock);
    return code;
}

/* Appends `node` to the capture of `stream`: its work, recorded instead of run. */
static CUresult record(CUstream stream, const struct node *node) {
    pthread_mutex_lock(&capture_lock);
    struct fake_graph *g = stream->capture;
    if (g->len == g->cap) {
        size_t cap = g->cap ? 2 * g->cap : 16;
        struct node *grown = realloc(g->nodes, cap * sizeof *grown);
        if (!grown) {
            if (!g->invalid) g->invalid = CUDA_ERROR_OUT_OF_MEMORY;
            pthread_mutex_unlock(&capture_lock);
            return CUDA_ERROR_OUT_OF_MEMORY;
        }
        g->nodes = grown;
        g->cap = cap;
    }
    g->nodes[g->len++] = *node;
    stream->capture_seq++;
    stream->joined = 0;
    pthread_mutex_unlock(&capture_lock);
    return CUDA_SUCCESS;
}

/* Records a copy of `size` bytes: both sides must be memory the fake knows. */
static CUresult record_copy(CUstream stream, CUdeviceptr dst, CUdeviceptr src, size_t size) {
    if (size && (!device_range(dst, size) || !device_range(src, size)))
        return spoil(stream, CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED);
    return record(stream, &(struct node){.kind = NODE_COPY, .dst = dst, .src = src, .size = size});
}

static CUresult record_fill(CUstream stream, CUdeviceptr dst, const void *pattern, size_t width,
                            size_t count) {
    struct node n = {.kind = NODE_FILL, .dst = dst, .size = count, .width = width};
    memcpy(n.pattern, pattern, width);
    return record(stream, &n);
}

static CUresult record_fill_2d(CUstream stream, CUdeviceptr dst, size_t pitch,
                               const void *pattern, size_t width, size_t count, size_t rows) {
    struct node n = {
        .kind = NODE_FILL_2D, .dst = dst, .size = count, .width = width, .pitch = pitch,
        .rows = rows};
    memcpy(n.pattern, pattern, width);
    return record(stream, &n);
}

/* Records a 2D or 3D copy, checked first (SHAPE_DRY: no pageable side). */
static CUresult record_shape(CUstream stream, const struct side *src, const struct side *dst,
                             size_t width, size_t height, size_t depth, unsigned how) {
    struct node n = {.kind = NODE_SHAPE, .from = *src, .to = *dst, .extent = {width, height, depth},
                     .how = how};
    return record(stream, &n);
}

/* The byte size of each parameter of a built-in kernel; 0 parameters for a registered one. */
static unsigned kernel_params(int kernel, size_t sizes[NODE_PARAMS]) {
    static const size_t fill_u32[] = {8, 4, 4}, add_u32[] = {8, 8, 4, 4}, copy_blocks[] = {8, 4};
    const size_t *from = NULL;
    unsigned n = 0;
    switch (kernel) {
    case KERNEL_FILL_U32: from = fill_u32, n = 3; break;
    case KERNEL_ADD_U32: from = add_u32, n = 4; break;
    case KERNEL_COPY_BLOCKS: from = copy_blocks, n = 2; break;
    default: return 0;
    }
    memcpy(sizes, from, n * sizeof *sizes);
    return n;
}

static CUresult record_kernel(CUstream stream, CUfunction f, const unsigned grid[3],
                              const unsigned block[3], unsigned shared, void **params) {
    size_t sizes[NODE_PARAMS];
    unsigned count = kernel_params(f->kernel, sizes);
    if (!count) {
        fprintf(stderr,
                "cudyn-fake-driver: kernel `%.*s` was launched on a capturing stream, but the "
                "fake knows the parameters of its built-in kernels only; the launch fails with "
                "CUDA_ERROR_NOT_SUPPORTED (801)\n",
                (int)f->name_len, f->name);
        return spoil(stream, CUDA_ERROR_NOT_SUPPORTED);
    }
    struct node n = {.kind = NODE_KERNEL, .function = f, .shared = shared, .params = count};
    memcpy(n.grid, grid, sizeof n.grid);
    memcpy(n.block, block, sizeof n.block);
    for (unsigned i = 0; i < count; i++) memcpy(n.args[i], params[i], sizes[i]);
    return record(stream, &n);
}

static CUresult record_host(CUstream stream, void (*fn)(void *), void *data) {
    return record(stream, &(struct node){.kind = NODE_HOST, .fn = fn, .data = data});
}

/* cuMemAllocAsync on a capturing stream: an allocation node, its memory the graph's. */
static CUresult record_alloc(CUstream stream, CUdeviceptr *dptr, size_t size) {
    struct fake_graph *g = capturing(stream);
    CUresult status = device_alloc(dptr, size, g->device);
    if (status) return spoil(stream, status);
    pthread_mutex_lock(&capture_lock);
    struct graph_memory *grown = realloc(g->memory, (g->memory_len + 1) * sizeof *grown);
    if (grown) {
        g->memory = grown;
        g->memory[g->memory_len++] = (struct graph_memory){*dptr, 0};
    }
    pthread_mutex_unlock(&capture_lock);
    if (!grown) {
        remove_entry(*dptr, BIT(KIND_DEVICE), CUDA_ERROR_INVALID_VALUE);
        return spoil(stream, CUDA_ERROR_OUT_OF_MEMORY);
    }
    return record(stream, &(struct node){.kind = NODE_ALLOC, .dst = *dptr, .size = size});
}

/* cuMemFreeAsync on a capturing stream: a free node, of memory of the capture's own
 * allocation nodes not freed yet. */
static CUresult record_free(CUstream stream, CUdeviceptr dptr) {
    struct fake_graph *g = capturing(stream);
    int found = 0;
    pthread_mutex_lock(&capture_lock);
    for (size_t i = 0; i < g->memory_len && !found; i++) {
        if (g->memory[i].dptr == dptr && !g->memory[i].freed) {
            g->memory[i].freed = 1;
            found = 1;
        }
    }
    pthread_mutex_unlock(&capture_lock);
    if (!found) return spoil(stream, CUDA_ERROR_INVALID_VALUE);
    return record(stream, &(struct node){.kind = NODE_FREE, .dst = dptr});
}

/* An event recorded on a capturing stream marks where that stream's work stands in the
 * capture, for the streams that wait on it. */
static void record_event_in_capture(CUevent event, CUstream stream) {
    pthread_mutex_lock(&capture_lock);
    event->capture = (uintptr_t)stream <= 2 ? NULL : stream->capture;
    event->capture_stream = event->capture ? stream : NULL;
    event->capture_seq = event->capture ? stream->capture_seq : 0;
    pthread_mutex_unlock(&capture_lock);
}

/* Whether `g` is still an open capture: some live stream takes part in it (table_lock held). */
static int open_capture(const struct fake_graph *g) {
    for (size_t i = 0; g && i < table_len; i++)
        if (table[i].kind == KIND_STREAM && ((struct fake_handle *)table[i].host)->capture == g)
            return 1;
    return 0;
}

/* cuStreamWaitEvent's part in captures: a stream joins the capture an event was recorded in,
 * and a stream that joined is joined back when a stream of the capture waits on its last work. */
static CUresult wait_in_capture(CUstream stream, CUevent event) {
    pthread_mutex_lock(&table_lock);
    pthread_mutex_lock(&capture_lock);
    struct fake_graph *mine = (uintptr_t)stream <= 2 ? NULL : stream->capture;
    struct fake_graph *theirs = open_capture(event->capture) ? event->capture : NULL;
    CUresult status = CUDA_SUCCESS;
    if (theirs && !mine) {
        if ((uintptr_t)stream <= 2) {
            status = CUDA_ERROR_STREAM_CAPTURE_IMPLICIT;
            theirs->invalid = theirs->invalid ? theirs->invalid : status;
        } else {
            stream->capture = theirs;
            stream->capture_origin = 0;
            stream->joined = 0;
        }
    } else if (mine && theirs == mine) {
        struct fake_handle *from = event->capture_stream;
        if (from != stream && from->capture == mine && from->capture_seq == event->capture_seq)
            from->joined = 1;
    } else if (mine) {
        status = theirs ? CUDA_ERROR_STREAM_CAPTURE_MERGE : CUDA_ERROR_STREAM_CAPTURE_ISOLATION;
        if (!mine->invalid) mine->invalid = status;
    }
    pthread_mutex_unlock(&capture_lock);
    pthread_mutex_unlock(&table_lock);
    return status;
}

EXPORT CUresult cuStreamBeginCapture_v2(CUstream stream, int mode) {
    ENTER();
    NEED_CONTEXT();
    if (mode < 0 || mode > 2) return CUDA_ERROR_INVALID_VALUE;
    if (!valid_stream(stream)) return CUDA_ERROR_INVALID_HANDLE;
    if ((uintptr_t)stream <= 2) return CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED;
    if (capturing(stream) || (mode != 2 && thread_capture)) return CUDA_ERROR_ILLEGAL_STATE;
    struct fake_graph *g = calloc(1, sizeof *g);
    if (!g) return CUDA_ERROR_OUT_OF_MEMORY;
    g->device = stream_device(stream);
    pthread_mutex_lock(&capture_lock);
    stream->capture = g;
    stream->capture_origin = 1;
    stream->joined = 1;
    pthread_mutex_unlock(&capture_lock);
    if (mode != 2) thread_capture = g;
    return CUDA_SUCCESS;
}

/* What a graph holds beside its table entry: its nodes and its allocation nodes' memory. */
static void free_graph_parts(struct fake_graph *g) {
    for (size_t i = 0; i < g->memory_len; i++)
        remove_entry(g->memory[i].dptr, BIT(KIND_DEVICE), CUDA_ERROR_INVALID_VALUE);
    free(g->memory);
    free(g->nodes);
}

static void free_graph(struct fake_graph *g) {
    free_graph_parts(g);
    free(g);
}

EXPORT CUresult cuStreamEndCapture(CUstream stream, struct fake_graph **graph) {
    ENTER();
    NEED_INIT();
    if (!graph) return CUDA_ERROR_INVALID_VALUE;
    if (!valid_stream(stream)) return CUDA_ERROR_INVALID_HANDLE;
    struct fake_graph *g = capturing(stream);
    if (!g) return CUDA_ERROR_ILLEGAL_STATE;
    if (!stream->capture_origin) return spoil(stream, CUDA_ERROR_STREAM_CAPTURE_UNMATCHED);
    /* Every stream of the capture leaves it; one that joined and was not joined back fails it. */
    int unjoined = 0;
    pthread_mutex_lock(&table_lock);
    pthread_mutex_lock(&capture_lock);
    for (size_t i = 0; i < table_len; i++) {
        struct fake_handle *s = table[i].host;
        if (table[i].kind != KIND_STREAM || s->capture != g) continue;
        unjoined |= !s->capture_origin && !s->joined;
        s->capture = NULL;
    }
    pthread_mutex_unlock(&capture_lock);
    pthread_mutex_unlock(&table_lock);
    if (thread_capture == g) thread_capture = NULL;
    *graph = NULL;
    CUresult why = g->invalid ? CUDA_ERROR_STREAM_CAPTURE_INVALIDATED
                   : unjoined ? CUDA_ERROR_STREAM_CAPTURE_UNJOINED
                              : CUDA_SUCCESS;
    if (!why) why = add_allocation(g, sizeof *g, KIND_GRAPH, g->device, NULL);
    if (why) {
        free_graph(g);
        return why;
    }
    *graph = g;
    return CUDA_SUCCESS;
}

/* cuStreamIsCapturing: CU_STREAM_CAPTURE_STATUS_NONE (0), ACTIVE (1) or INVALIDATED (2). */
EXPORT CUresult cuStreamIsCapturing(CUstream stream, int *status) {
    ENTER();
    NEED_INIT();
    if (!status) return CUDA_ERROR_INVALID_VALUE;
    if (!valid_stream(stream)) return CUDA_ERROR_INVALID_HANDLE;
    struct fake_graph *g = capturing(stream);
    *status = !g ? 0 : g->invalid ? 2 : 1;
    return CUDA_SUCCESS;
}

EXPORT CUresult cuGraphDestroy(struct fake_graph *graph) {
    ENTER();
    NEED_INIT();
    if (!live_handle(graph, KIND_GRAPH)) return CUDA_ERROR_INVALID_VALUE;
    struct fake_graph parts = *graph;
    CUresult status = remove_entry((uint64_t)(uintptr_t)graph, BIT(KIND_GRAPH),
                                   CUDA_ERROR_INVALID_VALUE);
    if (status == CUDA_SUCCESS) free_graph_parts(&parts);
    return status;
}

EXPORT CUresult cuGraphInstantiateWithFlags(struct fake_exec **exec, struct fake_graph *graph,
                                            unsigned long long flags) {
    ENTER();
    NEED_CONTEXT();
    /* AUTO_FREE_ON_LAUNCH 1, UPLOAD 2, DEVICE_LAUNCH 4, USE_NODE_PRIORITY 8 */
    if (!exec || (flags & ~15ULL) || !live_handle(graph, KIND_GRAPH)) return CUDA_ERROR_INVALID_VALUE;
    if (graph->memory_len && graph->instances) return CUDA_ERROR_INVALID_VALUE;
    struct fake_exec *e = calloc(1, sizeof *e);
    struct node *nodes = graph->len ? malloc(graph->len * sizeof *nodes) : NULL;
    if (!e || (graph->len && !nodes)) {
        free(e);
        free(nodes);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    if (graph->len) memcpy(nodes, graph->nodes, graph->len * sizeof *nodes);
    *e = (struct fake_exec){nodes, graph->len, graph->device, graph};
    CUresult status = add_allocation(e, sizeof *e, KIND_GRAPH_EXEC, graph->device, NULL);
    if (status) {
        free(nodes);
        free(e);
        return status;
    }
    graph->instances++;
    *exec = e;
    return CUDA_SUCCESS;
}

/* cuGraphUpload: nothing to move here; checked as cuGraphLaunch is. */
EXPORT CUresult cuGraphUpload(struct fake_exec *exec, CUstream stream) {
    ENTER();
    NEED_CONTEXT();
    if (!valid_stream(stream)) return CUDA_ERROR_INVALID_HANDLE;
    if (!live_handle(exec, KIND_GRAPH_EXEC)) return CUDA_ERROR_INVALID_VALUE;
    NOT_CAPTURABLE(stream);
    return CUDA_SUCCESS;
}

EXPORT CUresult cuGraphExecDestroy(struct fake_exec *exec) {
    ENTER();
    NEED_INIT();
    if (!live_handle(exec, KIND_GRAPH_EXEC)) return CUDA_ERROR_INVALID_VALUE;
    struct node *nodes = exec->nodes;
    struct fake_graph *graph = exec->graph;
    CUresult status = remove_entry((uint64_t)(uintptr_t)exec, BIT(KIND_GRAPH_EXEC),
                                   CUDA_ERROR_INVALID_VALUE);
    if (status == CUDA_SUCCESS) free(nodes);
    if (status == CUDA_SUCCESS && live_handle(graph, KIND_GRAPH)) graph->instances--;
    return status;
}

/* cuda.h's CUgraphExecUpdateResultInfo. */
typedef struct {
    int result;
    void *errorNode, *errorFromNode;
} CUgraphExecUpdateResultInfo;

EXPORT CUresult cuGraphExecUpdate_v2(struct fake_exec *exec, struct fake_graph *graph,
                                     CUgraphExecUpdateResultInfo *info) {
    ENTER();
    NEED_CONTEXT();
    if (!info || !live_handle(exec, KIND_GRAPH_EXEC) || !live_handle(graph, KIND_GRAPH))
        return CUDA_ERROR_INVALID_VALUE;
    *info = (CUgraphExecUpdateResultInfo){0, NULL, NULL};
    /* CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED 2, NODE_TYPE_CHANGED 3, FUNCTION_CHANGED 4,
     * NOT_SUPPORTED 6 */
    int result = graph->len != exec->len ? 2 : 0;
    for (size_t i = 0; !result && i < exec->len; i++)
        if (exec->nodes[i].kind == NODE_ALLOC) result = 6;
    if (!result && graph->memory_len) result = 6;
    for (size_t i = 0; !result && i < graph->len; i++) {
        const struct node *was = &exec->nodes[i], *is = &graph->nodes[i];
        if (was->kind != is->kind) result = 3;
        else if (is->kind == NODE_KERNEL && was->function != is->function) result = 4;
    }
    if (result) {
        info->result = result;
        return CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE;
    }
    if (graph->len) memcpy(exec->nodes, graph->nodes, graph->len * sizeof *exec->nodes);
    return CUDA_SUCCESS;
}

/* A node that cannot run (its memory is gone, or its module unloaded) faults, as a kernel
 * touching freed memory would: the context is lost from then on. */
static CUresult node_faulted(size_t index, const char *what) {
    fprintf(stderr,
            "cudyn-fake-driver: node %zu of a launched graph (%s) names memory or a module that is "
            "gone: the context is lost (CUDA_ERROR_ILLEGAL_ADDRESS)\n",
            index, what);
    return kernel_faulted_with(CUDA_ERROR_ILLEGAL_ADDRESS);
}

static CUresult run_node(const struct node *n, size_t index, CUstream stream) {
    switch (n->kind) {
    case NODE_COPY: {
        void *to = device_range(n->dst, n->size), *from = device_range(n->src, n->size);
        if (n->size && (!to || !from)) return node_faulted(index, "a copy");
        if (n->size) memmove(to, from, n->size);
        return CUDA_SUCCESS;
    }
    case NODE_SHAPE: {
        struct side from = n->from, to = n->to;
        CUresult status = copy_shape(&from, &to, n->extent[0], n->extent[1], n->extent[2], n->how, NULL);
        return status ? node_faulted(index, "a copy of rows") : CUDA_SUCCESS;
    }
    case NODE_FILL:
        return fill(n->dst, n->pattern, n->width, n->size) ? node_faulted(index, "a fill")
                                                           : CUDA_SUCCESS;
    case NODE_FILL_2D:
        return fill_2d(n->dst, n->pitch, n->pattern, n->width, n->size, n->rows)
                   ? node_faulted(index, "a fill of rows")
                   : CUDA_SUCCESS;
    case NODE_KERNEL: {
        if (!live_handle(n->function->module, KIND_MODULE)) return node_faulted(index, "a kernel");
        void *params[NODE_PARAMS];
        for (unsigned i = 0; i < n->params; i++) params[i] = (void *)n->args[i];
        return run_kernel(n->function, n->grid, n->block, n->shared, params);
    }
    case NODE_HOST:
        return launch_host(stream, n->fn, n->data);
    case NODE_ALLOC: {
        /* What a launch finds in new graph memory is undefined: not what the last one left. */
        void *at = device_range(n->dst, n->size);
        if (!at) return node_faulted(index, "an allocation");
        memset(at, 0xA5, n->size);
        return CUDA_SUCCESS;
    }
    case NODE_FREE:
        return CUDA_SUCCESS;
    }
    return CUDA_ERROR_UNKNOWN;
}

EXPORT CUresult cuGraphLaunch(struct fake_exec *exec, CUstream stream) {
    ENTER();
    NEED_CONTEXT();
    if (!valid_stream(stream)) return CUDA_ERROR_INVALID_HANDLE;
    if (!live_handle(exec, KIND_GRAPH_EXEC)) return CUDA_ERROR_INVALID_VALUE;
    /* A graph launched into a capture would become a child graph node: not recorded here. */
    CUresult refused = not_capturable(stream);
    if (refused) return refused;
    if (stream_device(stream) != exec->device) return CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < exec->len; i++) {
        if (atomic_load(&sticky[exec->device]) != CUDA_SUCCESS) break; /* a node faulted */
        CUresult status = run_node(&exec->nodes[i], i, stream);
        if (status) return status;
    }
    return CUDA_SUCCESS;
}

/* cuGraphGetNodes: the graph's nodes (their handles here are addresses in its node list),
 * or with no array their number. */
EXPORT CUresult cuGraphGetNodes(struct fake_graph *graph, void **nodes, size_t *count) {
    ENTER();
    NEED_INIT();
    if (!count || !live_handle(graph, KIND_GRAPH)) return CUDA_ERROR_INVALID_VALUE;
    if (nodes) {
        for (size_t i = 0; i < *count; i++) nodes[i] = i < graph->len ? &graph->nodes[i] : NULL;
        if (*count > graph->len) *count = graph->len;
    } else {
        *count = graph->len;
    }
    return CUDA_SUCCESS;
}
