// memcheck out-of-bounds before the start of a buffer: a 3-point stencil guards the right edge
// but not the left one, so thread 0 reads in[-1], 4 bytes before the allocation.
// Fix (-DCLEAN): the guard is 0 < i && i < n - 1.
extern "C" __global__ void blur3(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#ifdef CLEAN
  if (i > 0 && i < n - 1)
#else
  if (i < n - 1)
#endif
    out[i] = in[i - 1] + 2 * in[i] + in[i + 1]; // @read
}
