#!/usr/bin/env python3
"""GPU semantics from Python with nvvm-sim: a data race that racecheck finds, and a warp shuffle.

Plain Python, also a notebook: each "# %%" is a cell. It needs the nvvmsim module (installed with
nvvm-sim's package, or PYTHONPATH=build/tools/python) and clang-19, which compiles the CUDA source.
    python3 examples/python/race_and_shuffle.py
"""
# %% Two kernels in CUDA, compiled to NVVM IR by clang-19 with nvvm-sim's CUDA headers.
import numpy as np

import nvvmsim

SOURCE = r"""
// Sums 64 numbers in one block: every thread stores one in shared memory, thread 0 adds them.
__global__ void block_sum(const int *in, int *out, bool sync) {
  __shared__ int s[64];
  s[threadIdx.x] = in[threadIdx.x];
  if (sync)
    __syncthreads();
  if (threadIdx.x == 0) {
    int sum = 0;
    for (int i = 0; i < 64; ++i)
      sum += s[i];
    *out = sum;
  }
}

// Each lane of a warp gets the value of the lane `delta` above it (its own when there is none).
__global__ void shuffle_down(const float *in, float *out, int delta) {
  out[threadIdx.x] = __shfl_down_sync(0xffffffffu, in[threadIdx.x], delta);
}

// A warp adds its 32 values with five shuffles: a tree reduction without shared memory.
__global__ void warp_sum(const float *in, float *out) {
  float v = in[threadIdx.x];
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffffu, v, offset);
  if (threadIdx.x == 0)
    *out = v;
}
"""
LINES = SOURCE.split("\n")
m = nvvmsim.Module.from_cuda(SOURCE, options=["-O2", "-g"])
print("kernels:", ", ".join(k.demangled for k in m.kernels))


def source_line(location: str) -> str:
    """`kernel.cu:11:14` -> the line of SOURCE it names."""
    line = int(location.split(":")[1])
    return f"line {line}: {LINES[line - 1].strip()}"


# %% A race: without __syncthreads(), thread 0 reads s[i] that other threads may not have written yet.
values = np.arange(1, 65, dtype=np.int32)  # 1 + 2 + ... + 64 = 2080
total = np.zeros(1, dtype=np.int32)
r = m.launch("block_sum", grid=1, block=64, args=[values, total, False], check="racecheck")
print(f"\nblock_sum without __syncthreads: {r.status}, {len(r.findings)} finding(s)")
for f in r.findings:
    print(f"  {f.checker} {f.kind} on {f.space} memory ({f.allocation}):")
    print(f"    thread {f.site.thread[0]} {f.site.access}s at {source_line(f.site.location)}")
    print(f"    thread {f.other.thread[0]} {f.other.access}s at {source_line(f.other.location)}")

r = m.launch("block_sum", grid=1, block=64, args=[values, total, True], check="racecheck")
print(f"block_sum with __syncthreads: {r.status}, {len(r.findings)} findings, sum {total[0]}")

# %% A warp shuffle: lane i reads lane i + 1's value; lane 31 has no lane above, it keeps its own.
lanes = np.arange(32, dtype=np.float32)
shifted = np.zeros(32, dtype=np.float32)
m.launch("shuffle_down", grid=1, block=32, args=[lanes, shifted, 1], check="all")
print("\n__shfl_down_sync(x, 1) of 0..31:", shifted.astype(int).tolist())

out = np.zeros(1, dtype=np.float32)
r = m.launch("warp_sum", grid=1, block=32, args=[lanes, out], check="all")
print(f"warp_sum of 0..31 in 5 shuffles: {out[0]:g} ({r.status})")

# %% The report of the last launch, as `nvvm-sim run --report json` writes it.
report = r.report
print("report:", {k: report[k] for k in ("kernel", "grid", "block", "status", "checks")})
