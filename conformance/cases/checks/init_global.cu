// initcheck in global memory: the script allocates the input buffer but never copies the input
// into it (a forgotten cudaMemcpy). The allocation reads as zeros, but no host copy, memset or
// kernel wrote it: every load of it is an uninitialised read.
// Clean twin: the same kernel; its script copies the input (h2d) before the launch.
extern "C" __global__ void affine(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = 3 * in[i] + 1; // @read
}
