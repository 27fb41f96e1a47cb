// initcheck of a local variable never initialised, used in a branch: each thread keeps a running
// maximum per bucket (a local array at a dynamic index) that starts undefined, and the first
// comparison `v > best[b]` of each bucket decides on it. The thread writes out how many times a
// maximum changed. (-O2 turns the branch into smax and a zero-extended compare added to
// `updates`: there the undefined value is used by the store of `updates` to global memory.)
// Fix (-DCLEAN): every bucket starts at INT_MIN.
extern "C" __global__ void max_updates(const int *in, int *out) {
  int t = threadIdx.x;
#ifdef CLEAN
  int best[4] = {-2147483647 - 1, -2147483647 - 1, -2147483647 - 1, -2147483647 - 1};
#else
  int best[4];
#endif
  int updates = 0;
  for (int k = 0; k < 8; ++k) {
    int v = in[8 * t + k];
    if (v > best[v & 3]) { // @use
      best[v & 3] = v;
      ++updates;
    }
  }
  out[t] = updates; // @out
}
