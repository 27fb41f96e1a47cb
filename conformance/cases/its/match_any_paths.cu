// __match_any_sync with the full mask, reached from two paths (lanes i % 3 == 0 through match_a,
// the others through match_b, different match.sync instructions) that send different keys:
// match_a sends in[i], match_b sends in[i] + 10. match.any.sync waits for every member lane and
// gives each lane the mask of the lanes that sent the same key, whichever path they came from.
#include "its.h"

__device__ __noinline__ unsigned match_a(int key) { return __match_any_sync(FULL_MASK, key); }
__device__ __noinline__ unsigned match_b(int key) { return __match_any_sync(FULL_MASK, key + 10); }

extern "C" __global__ void match_any_paths(const int *in, unsigned *out) {
  int lane = threadIdx.x;
  int key = in[lane];
  unsigned m;
  if (lane % 3 == 0)
    m = match_a(key);
  else
    m = match_b(key);
  out[lane] = m;
}
