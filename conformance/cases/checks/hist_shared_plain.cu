// racecheck in a shared-memory histogram: the bins are incremented with a plain ++ instead of
// atomicAdd, so threads that hit the same bin (lanes of one warp, and the two warps) race on it.
// Fix (-DCLEAN): atomicAdd(&bins[b], 1), cuda.h's wrapper.
extern "C" __global__ void histogram8(const int *in, int *out) {
  __shared__ int bins[8];
  int t = threadIdx.x;
  if (t < 8)
    bins[t] = 0;
  __syncthreads();
  int b = in[t] & 7;
#ifdef CLEAN
  atomicAdd(&bins[b], 1);
#else
  bins[b]++; // @inc
#endif
  __syncthreads();
  if (t < 8)
    out[t] = bins[t];
}
