// initcheck in shared memory: a tree reduction written for 64 threads, launched with blocks of 48.
// The first step adds s[t + 32] for t < 32, and s[48..63] were never written: lanes 16..31 of the
// first warp read uninitialised shared memory; the sums carry the undefined values into s[0],
// which thread 0 stores to global memory: the use.
// Clean twin (-DCLEAN): each step adds s[t + stride] only when it exists (t + stride < blockDim.x).
extern "C" __global__ void block_sum(const int *in, int *out) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (int stride = 32; stride > 0; stride >>= 1) {
#ifdef CLEAN
    if (t < stride && t + stride < blockDim.x)
#else
    if (t < stride)
#endif
      s[t] += s[t + stride]; // @read
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = s[0]; // @use
}
