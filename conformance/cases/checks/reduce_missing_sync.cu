// racecheck in a shared-memory tree reduction unrolled by hand: the __syncthreads() after the
// 64-stride step is missing, so warp 0's 32-stride step reads s[32..63] while warp 1 is still
// (or has not yet been) adding into them.
// Fix (-DCLEAN): the barrier after every step.
extern "C" __global__ void block_sum128(const int *in, int *out) {
  __shared__ int s[128];
  int t = threadIdx.x;
  s[t] = in[t];
  __syncthreads();
  if (t < 64)
    s[t] += s[t + 64]; // @step64
#ifdef CLEAN
  __syncthreads();
#endif
  if (t < 32)
    s[t] += s[t + 32]; // @step32
  __syncthreads();
  if (t < 16)
    s[t] += s[t + 16];
  __syncthreads();
  if (t < 8)
    s[t] += s[t + 8];
  __syncthreads();
  if (t < 4)
    s[t] += s[t + 4];
  __syncthreads();
  if (t < 2)
    s[t] += s[t + 2];
  __syncthreads();
  if (t == 0)
    out[blockIdx.x] = s[0] + s[1];
}
