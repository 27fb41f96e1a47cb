// synccheck: a full-mask __ballot_sync (cuda.h's wrapper, inlined: the finding is at this file's
// line) inside `if (t < 20)`, while lanes 20..31 wait at the __syncwarp() after the if: the mask
// names lanes that wait elsewhere.
// Fix (-DCLEAN): the ballot's mask is the lanes that take the branch, from __ballot_sync outside it.
extern "C" __global__ void count_negatives(const int *in, int *out) {
  int t = threadIdx.x;
  int v = in[t];
#ifdef CLEAN
  unsigned active = __ballot_sync(0xffffffffu, t < 20);
#endif
  int n = 0;
  if (t < 20) {
#ifdef CLEAN
    n = __popc(__ballot_sync(active, v < 0));
#else
    n = __popc(__ballot_sync(0xffffffffu, v < 0)); // @vote
#endif
  }
  __syncwarp();
  out[t] = n;
}
