// __syncwarp() (bar.warp.sync, full mask) reached from different call sites and paths: a lane
// writes its slot of shared memory, meets the other lanes at a __syncwarp on its own path, then
// reads a neighbour's slot. On sm_70+ bar.warp.sync waits for every lane of the mask, whichever
// bar.warp.sync instruction each executes, and orders the memory accesses of the participating
// lanes: relies on that for ordering (no __syncthreads in the kernel).
//   round 1: odd lanes write 3*in[i] and call sync_a(), even lanes write in[i] + 5 and call
//            sync_b() (two __noinline__ functions); out[i] = slot (i + 1) % 32.
//   round 2: lanes < 20 write i*i, the others -i, each then calling __syncwarp() inline on its own
//            branch after a loop of i % 4 + 1 trips; out[32 + i] = slot 31 - i.
#include "its.h"

__device__ __noinline__ void sync_a() { __syncwarp(); }
__device__ __noinline__ void sync_b() { __syncwarp(); }

extern "C" __global__ void syncwarp_paths(const int *in, int *out) {
  __shared__ int s[2][32];
  int lane = threadIdx.x;
  if (lane & 1) {
    s[0][lane] = 3 * in[lane];
    sync_a();
  } else {
    s[0][lane] = in[lane] + 5;
    sync_b();
  }
  out[lane] = s[0][(lane + 1) & 31];

  int acc = 0;
  for (int i = 0; i <= lane % 4; ++i) acc += in[(lane + i) & 31];
  if (lane < 20) {
    s[1][lane] = lane * lane;
    __syncwarp();
  } else {
    s[1][lane] = -lane;
    __syncwarp();
  }
  out[32 + lane] = s[1][31 - lane] + acc;
}
