// synccheck divergent-barrier: a __syncthreads() inside `if (threadIdx.x < 16)`. Lanes 0..15 of
// the warp wait at it while lanes 16..31 skip it and go on to the code after the `if`: a barrier
// in divergent code (unlike an early `return` before a barrier, which is legal).
// Clean twin (-DCLEAN): the barrier is outside the `if`.
extern "C" __global__ void mirror(const int *in, int *out) {
  __shared__ int s[32];
  int t = threadIdx.x;
  s[t] = in[t];
#ifdef CLEAN
  __syncthreads();
#else
  if (t < 16)
    __syncthreads(); // @barrier
#endif
  out[t] = s[31 - t];
}
