// __shfl_xor_sync and __shfl_sync (idx) with the full mask, each reached from two paths (different
// __noinline__ functions, so different shfl.sync instructions) that send different values. A
// shfl.sync waits for every lane of the member mask to execute a shfl.sync with the same mode,
// clamp and mask, whichever instruction; each lane reads the value its source lane sent.
//   xor: lanes 0..12 send 2*v, lanes 13..31 send v + 1000; lane i reads lane i^1 (the pair 12/13
//        straddles the two paths).
//   idx: lanes with odd v send v and read lane (5*i + 3) % 32; lanes with even v send v - 7 and
//        read lane 31 - i.
#include "its.h"

__device__ __noinline__ int xor_a(int v) { return __shfl_xor_sync(FULL_MASK, 2 * v, 1); }
__device__ __noinline__ int xor_b(int v) { return __shfl_xor_sync(FULL_MASK, v + 1000, 1); }
__device__ __noinline__ int idx_a(int v, int src) { return __shfl_sync(FULL_MASK, v, src); }
__device__ __noinline__ int idx_b(int v, int src) { return __shfl_sync(FULL_MASK, v - 7, src); }

extern "C" __global__ void shfl_paths(const int *in, int *xors, int *idxs) {
  int lane = threadIdx.x;
  int v = in[lane];
  int x;
  if (lane < 13)
    x = xor_a(v);
  else
    x = xor_b(v);
  int y;
  if (v & 1)
    y = idx_a(v, (5 * lane + 3) & 31);
  else
    y = idx_b(v, 31 - lane);
  xors[lane] = x;
  idxs[lane] = y;
}
