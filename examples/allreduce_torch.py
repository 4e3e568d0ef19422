"""PyTorch's all_reduce over the GPUs of one host, measured as nccl-tests measures it, for
comparison with examples/nccl_allreduce.rs in the same run.

    NCCL_NVLS_ENABLE=0 python3 examples/allreduce_torch.py [MiB]
"""
import os
import sys
import time

import torch
import torch.distributed as dist
import torch.multiprocessing as mp


def rank_main(rank, world, mib, port):
    os.environ.setdefault("NCCL_NVLS_ENABLE", "0")
    torch.cuda.set_device(rank)
    dist.init_process_group("nccl", init_method=f"tcp://127.0.0.1:{port}", rank=rank,
                            world_size=world)
    n = mib << 18
    x = torch.full((n,), float(rank + 1), device="cuda")
    rounds, warmup = 20, 5
    for _ in range(warmup):
        y = x.clone()
        dist.all_reduce(y)
    torch.cuda.synchronize()
    dist.barrier()
    ys = [x.clone() for _ in range(rounds)]
    torch.cuda.synchronize()
    start = time.perf_counter()
    for y in ys:
        dist.all_reduce(y)
    torch.cuda.synchronize()
    seconds = (time.perf_counter() - start) / rounds
    assert torch.all(ys[0] == world * (world + 1) / 2), "sum of 1..world"
    if rank == 0:
        algbw = n * 4 / seconds / 1e9
        busbw = algbw * 2 * (world - 1) / world
        print(f"torch.distributed.all_reduce (sum, f32) of {mib} MiB over {world} GPUs: "
              f"{seconds * 1e3:.3f} ms, algbw {algbw:.1f} GB/s, busbw {busbw:.1f} GB/s; "
              f"result checked")
    dist.destroy_process_group()


if __name__ == "__main__":
    mib = int(sys.argv[1]) if len(sys.argv) > 1 else 256
    world = min(2, torch.cuda.device_count())
    mp.spawn(rank_main, args=(world, mib, 29517), nprocs=world)
