// synccheck sync-mask-exited-lane through cuda.h's __shfl_down_sync, inlined: the upper half-warp
// returns early, and the lower half then sums its values with full-mask shuffles, whose mask names
// lanes 16..31 that have exited. The shuffle's !dbg location is the wrapper's line in cuda.h,
// inlined at this file's line: the finding names this line (the user's), and -O2 unrolls the loop
// into four shuffles of this line, one finding counting the four.
// Clean twin (-DCLEAN): the mask names the lanes that take part, 0x0000ffff (lane 0's sum only
// reads lanes 0..15).
extern "C" __global__ void half_sum(const int *in, int *out) {
  int t = threadIdx.x;
  if (t >= 16)
    return;
  int v = in[t];
#pragma unroll
  for (int off = 8; off > 0; off /= 2)
#ifdef CLEAN
    v += __shfl_down_sync(0x0000ffffu, v, off);
#else
    v += __shfl_down_sync(0xffffffffu, v, off); // @shfl
#endif
  if (t == 0)
    out[0] = v;
}
