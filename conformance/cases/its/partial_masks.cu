// Collectives whose member masks name part of the warp, each reached from two paths: a *.sync
// waits for exactly the lanes its mask names (whichever instruction they execute, as long as the
// qualifiers and the mask are the same) and never combines them with lanes of another mask.
//   shuffle: lanes 0..15 use mask 0x0000ffff, lanes 16..31 mask 0xffff0000; odd lanes send v
//            through fa, even lanes 10*v through fb; lane i < 16 reads lane 15 - i, lane i >= 16
//            reads lane 16 + (i + 3) % 16 (its own half). The upper half first runs a loop of
//            i % 5 trips, so the halves arrive at different times.
//   ballot:  even lanes vote v > 0 with mask 0x55555555 (ga), odd lanes v > 5 with mask
//            0xaaaaaaaa (gb): each lane gets only its own mask's bits.
#include "its.h"

__device__ __noinline__ int fa(unsigned mask, int v, int src) { return __shfl_sync(mask, v, src); }
__device__ __noinline__ int fb(unsigned mask, int v, int src) { return __shfl_sync(mask, 10 * v, src); }
__device__ __noinline__ unsigned ga(int v) { return __ballot_sync(0x55555555u, v > 0); }
__device__ __noinline__ unsigned gb(int v) { return __ballot_sync(0xaaaaaaaau, v > 5); }

extern "C" __global__ void partial_masks(const int *in, int *shfls, unsigned *ballots) {
  int lane = threadIdx.x;
  int v = in[lane];
  unsigned mask = lane < 16 ? 0x0000ffffu : 0xffff0000u;
  int src = lane < 16 ? 15 - lane : 16 + ((lane + 3) & 15);
  if (lane >= 16) {
    for (int i = 0; i < lane % 5; ++i) v += i;
  }
  int r;
  if (lane & 1)
    r = fa(mask, v, src);
  else
    r = fb(mask, v, src);
  shfls[lane] = r;
  unsigned b;
  if (lane & 1)
    b = gb(v);
  else
    b = ga(v);
  ballots[lane] = b;
}
