"""The pinned-pool peers of examples/headline.rs: CuPy's pinned memory pool and PyTorch's
caching host allocator, allocating and freeing pinned host memory of 1 MiB and 64 MiB once
warm, beside the raw driver calls (cuMemHostAlloc + cuMemFreeHost through ctypes) in this same
process, so that each can be set against the driver as cudyn's PinnedPool is in headline.rs.

    python3 examples/headline_pinned.py [--quick] [--iters N] [--device N]

Prints JSON lines on standard output (one of facts, then one per cell) and a summary on
standard error. Every figure here includes Python's own cost per call (the interpreter, the
library's Python layer): a pool's figure in Python is not its C++ cost alone, and the raw
figure includes ctypes' cost.

Method, as in headline.rs: the columns of a row are sampled in turn (sample i starts with
column i mod 3), after a warm-up that also fills each pool; a pool's sample times 100
alloc+free pairs and divides, the raw one times one pair (milliseconds each). Medians and
10th/90th percentiles by nearest rank, in microseconds. A column that fails says why and gives
no figure.
"""
import ctypes
import json
import math
import os
import platform
import sys
import time

SIZES = [(1 << 20, "pinned_pool_1m"), (64 << 20, "pinned_pool_64m")]
PAIRS = 100
NOTE = ("Python figures include Python's own per-call cost (interpreter, the library's Python "
        "layer; ctypes for the raw calls)")


def options():
    iters, device, args = 30, 0, sys.argv[1:]
    while args:
        arg = args.pop(0)
        if arg == "--quick":
            iters = 5
        elif arg == "--iters" and args:
            iters = int(args.pop(0))
        elif arg == "--device" and args:
            device = int(args.pop(0))
        else:
            sys.exit(f"usage: {sys.argv[0]} [--quick] [--iters N] [--device N]")
    if iters < 1:
        sys.exit("--iters takes a number above 0")
    return iters, device


def percentiles(samples):
    """p10, median, p90 of samples in seconds, by nearest rank, in microseconds."""
    s = sorted(samples)

    def at(q):
        rank = min(max(math.ceil(q * len(s)), 1), len(s))
        return s[rank - 1] * 1e6

    return {"median": at(0.5), "p10": at(0.1), "p90": at(0.9)}


class Driver:
    """The driver's pinned allocation through ctypes, in the device's primary context (the one
    the CUDA runtime, and so CuPy and PyTorch, use)."""

    def __init__(self, device):
        # CUDYN_DRIVER, as for cudyn: the fake driver, to try this script without a GPU.
        self.path = os.environ.get("CUDYN_DRIVER", "libcuda.so.1")
        self.lib = ctypes.CDLL(self.path)
        self.check("cuInit", self.lib.cuInit(0))
        dev = ctypes.c_int()
        self.check("cuDeviceGet", self.lib.cuDeviceGet(ctypes.byref(dev), device))
        self.ctx = ctypes.c_void_p()
        self.check("cuDevicePrimaryCtxRetain",
                   self.lib.cuDevicePrimaryCtxRetain(ctypes.byref(self.ctx), dev))
        self.lib.cuMemHostAlloc.argtypes = [ctypes.POINTER(ctypes.c_void_p), ctypes.c_size_t,
                                            ctypes.c_uint]
        self.lib.cuMemFreeHost.argtypes = [ctypes.c_void_p]
        self.lib.cuCtxSetCurrent.argtypes = [ctypes.c_void_p]
        version = ctypes.c_int()
        self.version = (version.value
                        if self.lib.cuDriverGetVersion(ctypes.byref(version)) == 0 else None)

    @staticmethod
    def check(name, status):
        if status != 0:
            raise RuntimeError(f"{name} returned CUresult {status}")

    def pair(self, n):
        """Times one cuMemHostAlloc + cuMemFreeHost of n bytes."""
        # Outside the timing: the libraries may have made another context current meanwhile.
        self.check("cuCtxSetCurrent", self.lib.cuCtxSetCurrent(self.ctx))
        p = ctypes.c_void_p()
        start = time.perf_counter_ns()
        self.check("cuMemHostAlloc", self.lib.cuMemHostAlloc(ctypes.byref(p), n, 0))
        self.check("cuMemFreeHost", self.lib.cuMemFreeHost(p))
        return (time.perf_counter_ns() - start) * 1e-9


def pairs(alloc, n):
    """Times PAIRS allocations of n bytes, each dropped at once, per pair."""
    start = time.perf_counter_ns()
    for _ in range(PAIRS):
        block = alloc(n)
        del block
    return (time.perf_counter_ns() - start) * 1e-9 / PAIRS


def main():
    iters, device = options()
    facts = {"python": platform.python_version()}
    sides = {}  # column -> a sampler of n bytes, or the text of why it cannot run

    try:
        import cupy
        cupy.cuda.Device(device).use()
        facts["cupy"] = cupy.__version__
        # alloc_pinned_memory allocates through the current pinned allocator, by default the
        # default PinnedMemoryPool; a pointer's memory goes back to the pool when it dies.
        sides["cupy"] = lambda n: pairs(cupy.cuda.alloc_pinned_memory, n)
    except Exception as e:  # noqa: BLE001 - any failure is reported as the column's
        sides["cupy"] = f"{type(e).__name__}: {e}"
    try:
        import torch
        torch.cuda.set_device(device)
        facts["torch"] = torch.__version__
        facts["gpu"] = torch.cuda.get_device_name(device)

        def pinned_tensor(n):
            return torch.empty(n, dtype=torch.uint8, pin_memory=True)

        sides["torch"] = lambda n: pairs(pinned_tensor, n)
    except Exception as e:  # noqa: BLE001
        sides["torch"] = f"{type(e).__name__}: {e}"
    try:
        driver = Driver(device)
        facts["cuda_driver_api"] = driver.version
        facts["driver_library"] = driver.path
        sides["raw_ctypes"] = driver.pair
    except Exception as e:  # noqa: BLE001
        sides["raw_ctypes"] = f"{type(e).__name__}: {e}"

    print(json.dumps({"facts": facts, "note": NOTE, "iters": iters}), flush=True)
    print(f"{NOTE}; {iters} samples per column after a warm-up", file=sys.stderr)
    columns = list(sides)
    any_failed = False
    for n, key in SIZES:
        state = {c: (sides[c] if callable(sides[c]) else None) for c in columns}
        failed = {c: sides[c] for c in columns if not callable(sides[c])}
        samples = {c: [] for c in columns}

        def step(column, keep):
            sampler = state[column]
            if sampler is None:
                return
            try:
                t = sampler(n)
            except Exception as e:  # noqa: BLE001
                state[column] = None
                failed[column] = f"{type(e).__name__}: {e}"
                return
            if keep:
                samples[column].append(t)

        for _ in range(max(iters // 5, 2)):
            for c in columns:
                step(c, False)
        for i in range(iters):
            for j in range(len(columns)):
                step(columns[(i + j) % len(columns)], True)

        figures = {c: percentiles(samples[c]) for c in columns if c not in failed}
        raw = figures.get("raw_ctypes")
        for c in columns:
            line = {"key": key, "bytes": n, "column": c, "unit": "µs"}
            if c in failed:
                line["failed"] = failed[c]
                print(f"{key} {c:<11} failed: {failed[c]}", file=sys.stderr)
            else:
                line.update(figures[c])
                if raw and c != "raw_ctypes":
                    line["over_raw"] = figures[c]["median"] / raw["median"]
                print(f"{key} {c:<11} {figures[c]['median']:.3f} "
                      f"[{figures[c]['p10']:.3f}, {figures[c]['p90']:.3f}] µs", file=sys.stderr)
            print(json.dumps(line), flush=True)
        any_failed = any_failed or bool(failed)
    return 1 if any_failed else 0


if __name__ == "__main__":
    sys.exit(main())
