// synccheck invalid-warp-sync-mask: __syncwarp(0xffffffff) in a block of 40 threads. The block's
// second warp has 8 lanes only, and the full mask names 24 lanes it does not have.
// The barrier is the builtin __syncwarp() calls, so the finding's location is this line.
// Clean twin (-DCLEAN): the mask of the lanes the warp has.
extern "C" __global__ void swap_pairs(const int *in, int *out) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = in[t];
#ifdef CLEAN
  unsigned lanes = blockDim.x - t / 32 * 32; // lanes in this warp
  __nvvm_bar_warp_sync(lanes >= 32 ? 0xffffffffu : (1u << lanes) - 1);
#else
  __nvvm_bar_warp_sync(0xffffffffu); // @syncwarp
#endif
  out[t] = s[t ^ 1];
}
