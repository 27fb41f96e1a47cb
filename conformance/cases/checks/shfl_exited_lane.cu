// synccheck sync-mask-exited-lane: the upper half-warp returns early, and the lower half then
// broadcasts lane 0's value with a full-mask shuffle, __shfl_sync(0xffffffff, v, 0): the mask names
// lanes 16..31, which have exited.
// The shuffle is the builtin __shfl_sync(int) calls (its last operand packs the width and clamp,
// 0x1f: the whole warp), so the finding's location is this line, not one of cuda.h's helper.
// Clean twin (-DCLEAN): the mask names the lanes that take part, 0x0000ffff.
extern "C" __global__ void minus_first(const int *in, int *out) {
  int t = threadIdx.x;
  if (t >= 16)
    return;
  int v = in[t];
#ifdef CLEAN
  int first = __nvvm_shfl_sync_idx_i32(0x0000ffffu, v, 0, 0x1f);
#else
  int first = __nvvm_shfl_sync_idx_i32(0xffffffffu, v, 0, 0x1f); // @shfl
#endif
  out[t] = v - first;
}
