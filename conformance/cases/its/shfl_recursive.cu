// A full-mask __shfl_xor_sync at the bottom of a recursive __noinline__ function: lane i recurses
// depth[i] times (0 to 5), so the lanes reach the same shfl.sync at different recursion depths
// (different frames and call stacks). The shuffle waits for all 32 lanes and combines their
// values: at depth 0 a lane sends 10*i + 3*depth[i] and reads lane i ^ 16's value; each level on
// the way back computes r = 2*r - d (d = 1 at the innermost level, depth[i] at the outermost).
#include "its.h"

__device__ __noinline__ int rec(int v, int d) {
  if (d == 0) return __shfl_xor_sync(FULL_MASK, v, 16);
  int r = rec(v + 3, d - 1);
  return r * 2 - d;
}

extern "C" __global__ void shfl_recursive(const int *depth, int *out) {
  int lane = threadIdx.x;
  out[lane] = rec(10 * lane, depth[lane]);
}
