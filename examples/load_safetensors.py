"""safetensors' own loader on a file, for examples/load_safetensors.rs: loads it onto the GPU
with safetensors.torch.load_file three times (the file cached), checks every tensor's bytes
against the first load, and prints the median time as "seconds: S"."""

import statistics
import sys
import time

import torch
from safetensors.torch import load_file

path = sys.argv[1]
times, first = [], None
for _ in range(3):
    torch.cuda.synchronize()
    start = time.perf_counter()
    tensors = load_file(path, device="cuda")
    torch.cuda.synchronize()
    times.append(time.perf_counter() - start)
    if first is None:
        first = tensors
    else:
        # As bytes: the pattern's floats include NaNs, which equal nothing.
        same = lambda a, b: torch.equal(a.view(torch.uint8), b.view(torch.uint8))
        assert all(same(first[k], tensors[k]) for k in first)
    del tensors
print(f"tensors: {len(first)}")
print(f"seconds: {statistics.median(times)}")
