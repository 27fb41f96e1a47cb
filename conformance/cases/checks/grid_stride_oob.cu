// memcheck out-of-bounds in a grid-stride loop: the loop runs while i <= n instead of i < n, so
// the one thread whose stride lands on i == n (2 blocks of 32: thread 36, at its second
// iteration) reads in[n] and writes out[n], one past both buffers (the read is skipped and reads
// 0, the write is skipped).
// Fix (-DCLEAN): i < n.
extern "C" __global__ void saxpy_strided(const float *in, float *out, float a, int n) {
  int stride = blockDim.x * gridDim.x;
#ifdef CLEAN
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
#else
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i <= n; i += stride)
#endif
  {
    float x = in[i];      // @read
    out[i] = a * x + 1.0f; // @write
  }
}
