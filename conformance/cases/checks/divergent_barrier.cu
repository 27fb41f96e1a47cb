// synccheck divergent-barrier: a __syncthreads() inside `if (threadIdx.x < 16)`. Lanes 0..15 of
// the warp wait at it while lanes 16..31 skip it and go on to the code after the `if`: a barrier
// in divergent code (unlike an early `return` before a barrier, which is legal). Lanes 16..31 then
// read s[15..0], which lanes 0..15 stored with nothing ordering the two: a race within the warp.
// Clean twin (-DCLEAN): the barrier is outside the `if`.
extern "C" __global__ void mirror(const int *in, int *out) {
  __shared__ int s[32];
  int t = threadIdx.x;
  s[t] = in[t]; // @write
#ifdef CLEAN
  __syncthreads();
#else
  if (t < 16)
    __syncthreads(); // @barrier
#endif
  out[t] = s[31 - t]; // @read
}
