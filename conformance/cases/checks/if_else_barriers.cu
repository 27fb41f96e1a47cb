// synccheck: two different __syncthreads() in the two sides of an if/else. Warp 0 produces into
// shared memory and waits at the barrier of the `if`, warp 1 waits at the barrier of the `else`
// and then consumes. Undefined per the CUDA Programming Guide, even though bar.sync 0 on sm_70
// counts arrivals and lets it through (so the outputs come out right on a GPU).
// Fix (-DCLEAN): one barrier after the if, and the consumer's code in an if of its own.
extern "C" __global__ void produce_consume(const int *in, int *out) {
  __shared__ int s[32];
  int t = threadIdx.x;
#ifdef CLEAN
  if (t < 32)
    s[t] = 2 * in[t];
  __syncthreads();
  if (t >= 32)
    out[t - 32] = s[t - 32] + 1;
#else
  if (t < 32) {
    s[t] = 2 * in[t];
    __syncthreads(); // @then
  } else {
    __syncthreads(); // @else
    out[t - 32] = s[t - 32] + 1;
  }
#endif
}
