// racecheck between warps, not within one: an in-place stencil s[t] += s[t + 1] over a 64-thread
// block, ordered with __syncwarp(), which orders the lanes of one warp only. Lane 31 reads s[32],
// which the second warp overwrites with no barrier between: a write-after-read across the warp
// boundary. Exchanges between lanes of one warp are not races (the warp runs in lockstep).
// Clean twin (-DCLEAN): each warp is its own segment (lane 31 takes 0): data cross lanes only
// within a warp, still with __syncwarp() alone, and there is no finding.
extern "C" __global__ void add_right(const int *in, int *out) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = in[t];
  __syncthreads();
#ifdef CLEAN
  int right = t % 32 < 31 ? s[t + 1] : 0;
#else
  int right = t + 1 < 64 ? s[t + 1] : 0; // @read
#endif
  __syncwarp();
  s[t] += right; // @write
  __syncthreads();
  out[t] = s[t];
}
