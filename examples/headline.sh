#!/usr/bin/env bash
# The README's headline table in one command: runs examples/headline.rs (cudyn, the raw
# driver and cudarc in one process) and examples/headline_pinned.py (CuPy's and PyTorch's
# pinned pools beside the raw calls in one Python process), one after the other on this
# machine, and prints one markdown table with the GPU, driver and date under it.
#
#   bash examples/headline.sh [--quick] [--iters N] [--device N]
#
# From the repository root. The Rust part is HEADLINE_BIN (default .gpu/bin/headline, where
# ../shared/gpu/stage puts it), else `cargo run --release --example headline`. The raw output
# of both parts and the table (headline.md) are kept in HEADLINE_OUT (default a new temporary
# folder, printed at the end). Exit status 1 if any cell failed (the table still shows the
# rest), 2 if a part produced no results at all.
set -uo pipefail
cd "$(dirname "$0")/.."
out=${HEADLINE_OUT:-$(mktemp -d -t cudyn-headline.XXXXXX)}
mkdir -p "$out"
bin=${HEADLINE_BIN:-.gpu/bin/headline}
if [[ -x $bin ]]; then
  rust=("$bin")
else
  rust=(cargo run --release --quiet --example headline --)
fi

"${rust[@]}" --json "$out/rust.json" "$@" >"$out/rust.txt"
rust_status=$?
cat "$out/rust.txt"
echo
python3 examples/headline_pinned.py "$@" >"$out/python.jsonl"
python_status=$?
echo

python3 - "$out/rust.json" "$out/python.jsonl" >"$out/headline.md" <<'MERGE'
import json
import sys

rust_path, python_path = sys.argv[1:3]
try:
    rust = json.load(open(rust_path))
except (OSError, ValueError) as e:
    sys.exit(f"no results from the Rust part ({rust_path}: {e})")
facts, python = {}, {}
try:
    for line in open(python_path):
        entry = json.loads(line)
        if "facts" in entry:
            facts = entry
        else:
            python[(entry["key"], entry["column"])] = entry
except (OSError, ValueError) as e:
    facts = {"error": f"no results from the Python part ({e})"}

rows = {row["key"]: row for row in rust["rows"]}
notes = []


def figure(cell, unit):
    """A cell as median (p10-p90), or a failure with a numbered note; '' for no cell."""
    if cell is None:
        return ""
    if "failed" in cell:
        if cell["failed"] not in notes:
            notes.append(cell["failed"])
        return f"failed [{notes.index(cell['failed']) + 1}]"
    digits = 1 if unit == "GB/s" or cell["median"] >= 10 else 2
    return f"{cell['median']:.{digits}f} ({cell['p10']:.{digits}f}-{cell['p90']:.{digits}f})"


# (row key, label, Rust columns, Python columns)
layout = [
    ("h2d_pageable", "host->device", ["cudyn", "raw", "cudarc"], []),
    ("d2h_pageable", "device->host", ["cudyn", "raw", "cudarc"], []),
    ("pinned_pool_1m", None, ["cudyn", "raw"], ["cupy", "torch"]),
    ("pinned_pool_64m", None, ["cudyn", "raw"], ["cupy", "torch"]),
    ("pooled_device_1m", None, ["cudyn", "raw", "cudarc"], []),
    ("alloc_free_sync_1m", None, ["cudyn", "raw", "cudarc"], []),
    ("alloc_free_sync_pooled_1m", None, ["cudyn", "raw", "cudarc"], []),
]
columns = ["cudyn", "raw", "cudarc", "cupy", "torch"]
print("| | cudyn | raw driver | cudarc | CuPy | PyTorch |")
print("|---|--:|--:|--:|--:|--:|")
for key, _, rust_columns, python_columns in layout:
    row = rows.get(key)
    if row is None:
        continue
    cells = {c: figure(row["cells"].get(c), row["unit"]) for c in rust_columns}
    for c in python_columns:
        cells[c] = figure(python.get((key, c)), row["unit"])
    label = row["metric"].replace("->", "→")
    print(f"| {label} ({row['unit']}) | " + " | ".join(cells.get(c, "") for c in columns) + " |")

cuda = rust.get("cuda_driver_api")
cuda = f"CUDA {cuda // 1000}.{cuda % 1000 // 10}" if cuda else "CUDA version unknown"
print()
print(f"{rust['gpu']}, NVIDIA driver {rust.get('nvidia_driver') or 'unknown'} ({cuda}), "
      f"{rust['date']}. Medians of {rust['iters']} samples, p10-p90 in parentheses; the columns of "
      "a row measured in turn in one process, after a warm-up.")
if rust.get("fake"):
    print("\n**The fake driver: these figures mean nothing.**")
extra = []
pooled = rows.get("pooled_device_1m", {}).get("cells", {}).get("cudarc_untracked")
if pooled and "failed" not in pooled:
    extra.append(f"cudarc with its event tracking off (`disable_event_tracking`): "
                 f"{pooled['median']:.2f} µs for the pooled row")
synced = rows.get("alloc_free_sync_1m", {}).get("cells", {}).get("cudarc")
if synced and "failed" not in synced:
    extra.append("cudarc 0.19 allocates stream-ordered (`cuMemAllocAsync`) wherever the device "
                 "has memory pools: its alloc+free+sync figures are that path, with the pool's "
                 "release threshold at the driver's default (0), as cudarc leaves it")
versions = ", ".join(f"{name} {facts['facts'][name]}" for name in ("cupy", "torch")
                     if name in facts.get("facts", {}))
raw_python = [python.get((key, "raw_ctypes")) for key in ("pinned_pool_1m", "pinned_pool_64m")]
if all(r and "failed" not in r for r in raw_python):
    ratios = []
    for key, size in (("pinned_pool_1m", "1 MiB"), ("pinned_pool_64m", "64 MiB")):
        here = [f"{name} {python[(key, c)]['over_raw']:.4f}"
                for c, name in (("cupy", "CuPy"), ("torch", "PyTorch"))
                if "over_raw" in python.get((key, c), {})]
        if here:
            ratios.append(f"{size}: " + ", ".join(here))
    extra.append(
        f"CuPy and PyTorch ({versions or 'not found'}) run in Python, whose per-call cost is in their figures; "
        f"the raw calls through ctypes in that process took {raw_python[0]['median']:.0f} µs "
        f"(1 MiB) and {raw_python[1]['median']:.0f} µs (64 MiB); pool over raw there: "
        + ("; ".join(ratios) or "none measured"))
elif versions or python:
    extra.append(f"CuPy and PyTorch ({versions or 'versions unknown'}) run in Python, whose "
                 "per-call cost is in their figures")
if facts.get("facts", {}).get("gpu") and facts["facts"]["gpu"] != rust["gpu"]:
    extra.append(f"NOTE: the Python part saw another GPU: {facts['facts']['gpu']}")
if "error" in facts:
    extra.append(facts["error"])
for line in extra:
    print(f"\n{line}.")
if notes:
    print()
    for i, why in enumerate(notes, 1):
        print(f"[{i}] {why}")
MERGE
merge_status=$?
cat "$out/headline.md"
echo
echo "(raw output and headline.md in $out)"
if [[ $merge_status -ne 0 ]]; then
  exit 2
fi
if [[ $rust_status -ne 0 || $python_status -ne 0 ]]; then
  exit 1
fi
