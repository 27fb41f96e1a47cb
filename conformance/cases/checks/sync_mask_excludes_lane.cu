// synccheck sync-mask-excludes-lane: a broadcast within 16-lane segments, __shfl_sync(mask, v, 0,
// 16), executed by the whole warp with mask 0x0000ffff: the upper half-warp executes the shuffle
// but the mask leaves it out (the width, not the mask, splits the warp into segments).
// The shuffle is the builtin __shfl_sync(int) calls (last operand 0x101f: width 16), so the
// finding's location is this line.
// Clean twin (-DCLEAN): the full mask, 0xffffffff.
extern "C" __global__ void segment_leader(const int *in, int *out) {
  int t = threadIdx.x;
  int v = in[t];
#ifdef CLEAN
  int leader = __nvvm_shfl_sync_idx_i32(0xffffffffu, v, 0, 0x101f);
#else
  int leader = __nvvm_shfl_sync_idx_i32(0x0000ffffu, v, 0, 0x101f); // @shfl
#endif
  out[t] = v - leader;
}
