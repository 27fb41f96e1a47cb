// Full-mask __shfl_sync (idx) inside four __noinline__ functions called through a per-lane
// function pointer (lane i calls table[sel[i]]): the lanes are in different functions, each
// executing its own shfl.sync.idx with the same mask and clamp, and the shuffle combines them all.
//   f0 sends v + 1000 and reads lane 0;      f1 sends 2*v and reads lane i ^ 1;
//   f2 sends 3*v and reads lane 31 - i;      f3 sends v - 7 and reads lane (i + 5) % 32.
#include "its.h"

typedef int (*lane_fn)(int);

__device__ __noinline__ int f0(int v) { return __shfl_sync(FULL_MASK, v + 1000, 0); }
__device__ __noinline__ int f1(int v) { return __shfl_sync(FULL_MASK, 2 * v, (threadIdx.x ^ 1) & 31); }
__device__ __noinline__ int f2(int v) { return __shfl_sync(FULL_MASK, 3 * v, 31 - (threadIdx.x & 31)); }
__device__ __noinline__ int f3(int v) { return __shfl_sync(FULL_MASK, v - 7, (threadIdx.x + 5) & 31); }

__device__ lane_fn table[4] = {f0, f1, f2, f3};

extern "C" __global__ void shfl_fnptr(const int *sel, const int *in, int *out) {
  int lane = threadIdx.x;
  lane_fn f = table[sel[lane] & 3];
  out[lane] = f(in[lane]);
}
