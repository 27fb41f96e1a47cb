// memcheck out-of-bounds: an off-by-one bound in the last block. n = 100 is not a multiple of the
// block size (32), so the grid has 128 threads and the bound must stop at 99; `i <= n` lets thread
// 100 read in[100] and write out[100], one element past each buffer.
// Clean twin (-DCLEAN): `i < n`.
extern "C" __global__ void scale(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#ifdef CLEAN
  if (i < n) {
#else
  if (i <= n) {
#endif
    int v = in[i];      // @read
    out[i] = 3 * v + 1; // @write
  }
}
