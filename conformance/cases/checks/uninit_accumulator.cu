// initcheck of a local accumulator never initialised, written out: each thread sums its 8 inputs
// into 4 per-thread buckets by value (a local array at a dynamic index, so it stays in local
// memory) that start undefined, and writes their alternating sum to global memory.
// Fix (-DCLEAN): the buckets start at 0.
extern "C" __global__ void bucket_sums(const int *in, int *out) {
  int t = threadIdx.x;
#ifdef CLEAN
  int sums[4] = {0, 0, 0, 0};
#else
  int sums[4];
#endif
  for (int k = 0; k < 8; ++k) {
    int v = in[8 * t + k];
    sums[v & 3] += v;
  }
  out[t] = sums[0] - sums[1] + sums[2] - sums[3]; // @use
}
