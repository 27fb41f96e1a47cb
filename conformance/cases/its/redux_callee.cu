// __reduce_add_sync (redux.sync.add, sm_80) with the full mask inside two __noinline__ callees:
// lanes with a negative input call red_a (sends v), the others red_b (sends 10*v). redux.sync waits
// for every member lane, whichever redux.sync instruction it executes with the same operation and
// mask, and gives all of them the sum of the values sent. Grid 2 x 32, one warp per block.
#include "its.h"

__device__ __noinline__ int red_a(int v) { return __reduce_add_sync(FULL_MASK, v); }
__device__ __noinline__ int red_b(int v) { return __reduce_add_sync(FULL_MASK, 10 * v); }

extern "C" __global__ void redux_callee(const int *in, int *out) {
  unsigned i = blockIdx.x * 32 + threadIdx.x;
  int v = in[i];
  int r;
  if (v < 0)
    r = red_a(v);
  else
    r = red_b(v);
  out[i] = r;
}
