// __ballot_sync and __all_sync with the full mask, reached by the odd lanes and the even lanes
// through different __noinline__ functions (so through different vote.sync instructions). On
// sm_70+ a vote.sync waits until every non-exited lane of the member mask has executed a vote.sync
// with the same qualifiers and mask, and combines all their predicates: every lane of a warp gets
// the same ballot and the same all. Grid 3 x 32: each block is one warp with its own inputs.
#include "its.h"

__device__ __noinline__ unsigned ballot_even(int v) { return __ballot_sync(FULL_MASK, v > 40); }
__device__ __noinline__ unsigned ballot_odd(int v) { return __ballot_sync(FULL_MASK, v % 3 == 0); }
__device__ __noinline__ int all_even(int v) { return __all_sync(FULL_MASK, v >= 0); }
__device__ __noinline__ int all_odd(int v) { return __all_sync(FULL_MASK, v < 100); }

extern "C" __global__ void vote_paths(const int *in, unsigned *ballots, int *alls) {
  unsigned i = blockIdx.x * 32 + threadIdx.x;
  int v = in[i];
  unsigned b;
  int a;
  if (threadIdx.x & 1) {
    b = ballot_odd(v);
    a = all_odd(v);
  } else {
    b = ballot_even(v);
    a = all_even(v);
  }
  ballots[i] = b;
  alls[i] = a;
}
