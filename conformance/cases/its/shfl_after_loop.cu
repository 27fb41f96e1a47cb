// Full-mask collectives right after a divergent loop that the lanes leave at different trip counts
// (trip count n[i], or earlier at the break when i reaches stop[i]): __shfl_up_sync by 3 (lanes
// 0..2 keep their own value) and __ballot_sync of the low bit, both waiting for all 32 lanes.
#include "its.h"

extern "C" __global__ void shfl_after_loop(const int *n, const int *stop, int *ups, unsigned *ballots) {
  int lane = threadIdx.x;
  int v = lane;
  for (int i = 0; i < n[lane]; ++i) {
    if (i == stop[lane]) break;
    v = v * 3 + (i ^ lane);
  }
  ups[lane] = __shfl_up_sync(FULL_MASK, v, 3);
  ballots[lane] = __ballot_sync(FULL_MASK, v & 1);
}
