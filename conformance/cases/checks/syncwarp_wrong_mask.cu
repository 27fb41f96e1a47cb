// synccheck: the whole warp runs __syncwarp(0x0000ffff) (cuda.h's wrapper, inlined: the finding
// is at this file's line), a mask written for the lower half-warp that exchanges data, but lanes
// 16..31 execute it too and the mask leaves them out.
// Fix (-DCLEAN): every lane that runs it is in the mask (0xffffffff).
extern "C" __global__ void swap_low(const int *in, int *out) {
  __shared__ int s[16];
  int t = threadIdx.x;
  if (t < 16)
    s[t] = in[t];
#ifdef CLEAN
  __syncwarp(0xffffffffu);
#else
  __syncwarp(0x0000ffffu); // @syncwarp
#endif
  out[t] = t < 16 ? s[t ^ 1] : in[t];
}
