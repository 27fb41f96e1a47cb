// synccheck mismatched-barrier: the two warps of a block fill the two halves of a shared array
// and each meets a __syncthreads() of its own side of an if/else. bar.sync 0 on sm_70 and later
// counts arrivals, so the barrier completes and the result is right, but reaching different
// __syncthreads() is undefined in CUDA (and reported by other tools' synccheck).
// Clean twin (-DCLEAN): one __syncthreads() after the if/else.
extern "C" __global__ void halves(const int *in, int *out) {
  __shared__ int s[64];
  int t = threadIdx.x;
  if (t < 32) {
    s[t] = in[t] + 1;
#ifndef CLEAN
    __syncthreads(); // @then
#endif
  } else {
    s[t] = in[t] - 1;
#ifndef CLEAN
    __syncthreads(); // @else
#endif
  }
#ifdef CLEAN
  __syncthreads();
#endif
  out[t] = s[63 - t];
}
