// synccheck sync-mask-never-arrives: lanes 0..15 broadcast lane 0's value with a full-mask shuffle
// inside `if (threadIdx.x < 16)`, while lanes 16..31 go on to the barrier after the `if` and wait
// there: the lanes the mask names never arrive at the shuffle, which runs without them.
// The shuffle is the builtin __shfl_sync(int) calls, so the finding's location is this line.
// Clean twin (-DCLEAN): the mask names the lanes that take part, 0x0000ffff.
extern "C" __global__ void broadcast_low(const int *in, int *out) {
  int t = threadIdx.x;
  int v = in[t];
  if (t < 16) {
#ifdef CLEAN
    v = __nvvm_shfl_sync_idx_i32(0x0000ffffu, v, 0, 0x1f);
#else
    v = __nvvm_shfl_sync_idx_i32(0xffffffffu, v, 0, 0x1f); // @shfl
#endif
  }
  __syncthreads();
  out[t] = v;
}
