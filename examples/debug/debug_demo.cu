// A kernel to step through with `nvvm-sim debug` (docs/debug.md): a block of 64 threads (2 warps)
// writes threadIdx.x * 2 to shared memory, waits at a barrier, and each thread reads a neighbour's
// value on one of two sides of a branch on threadIdx.x & 1 (odd lanes in one group, even in the
// other).
extern "C" __global__ void demo(int *out) {
  __shared__ int tile[64];
  int t = threadIdx.x;
  int v = t * 2;
  tile[t] = v;
  __syncthreads();
  int w;
  if (t & 1)
    w = tile[t - 1] + 100;
  else
    w = tile[t + 1] + 200;
  out[t] = w;
}
