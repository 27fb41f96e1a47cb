// initcheck in global memory: the kernel accumulates into its output buffer (out[i] += ...), but
// the host only allocated it (no cudaMemset, no copy): every first read of out is of bytes that
// nothing wrote.
// Fix (-DCLEAN): the kernel stores its result instead of adding to the buffer.
extern "C" __global__ void scale_into(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#ifdef CLEAN
  out[i] = 5 * in[i];
#else
  out[i] += 5 * in[i]; // @read
#endif
}
