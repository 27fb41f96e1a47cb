// synccheck: a butterfly warp reduction with full-mask __shfl_xor_sync (cuda.h's wrapper, inlined:
// the finding is at this file's line) after the lanes past the end of the data returned: each of
// the 5 shuffles names lanes 24..31, which have exited.
// Fix (-DCLEAN): the lanes past the end take part with 0 instead of returning.
extern "C" __global__ void warp_total(const int *in, int *out, int n) {
  int t = threadIdx.x;
#ifdef CLEAN
  int v = t < n ? in[t] : 0;
#else
  if (t >= n)
    return;
  int v = in[t];
#endif
  for (int off = 16; off > 0; off /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, off); // @shfl
  if (t < n)
    out[t] = v;
}
