// A full-mask __shfl_down_sync inside a __noinline__ callee, reached after a loop whose trip count
// differs between even lanes (1 trip) and odd lanes (2 trips): on sm_70+ the shuffle waits for all
// 32 lanes wherever they come from and combines their values. s is 1 on even lanes and 2 on odd
// ones; lane i gets s[i] + s[i + 1] = 3, and lane 31 (source lane 32 out of range) reads its own
// value: 2 + 2 = 4.
__device__ __noinline__ int add_next(int v) { return v + __shfl_down_sync(0xffffffffu, v, 1); }
extern "C" __global__ void k(int *out) {
  int s = 0;
  for (int i = 0; i < (int)(threadIdx.x & 1) + 1; ++i) s += 1;
  out[threadIdx.x] = add_next(s);
}
