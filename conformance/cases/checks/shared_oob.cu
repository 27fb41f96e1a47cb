// memcheck out-of-bounds in shared memory, per variable: lo and hi are two __shared__ arrays, and
// lane 31's lo[t + 1] is lo[32], past the end of lo (where hi starts, in a contiguous layout). The
// bounds are those of each variable, not of the block's shared memory.
// Clean twin (-DCLEAN): the last lane takes hi[0], the element it meant.
extern "C" __global__ void pair_sums(const int *in, int *out) {
  __shared__ int lo[32];
  __shared__ int hi[32];
  int t = threadIdx.x;
  lo[t] = in[t];
  hi[t] = in[32 + t];
  __syncthreads();
#ifdef CLEAN
  int next = t + 1 < 32 ? lo[t + 1] : hi[0];
#else
  int next = lo[t + 1]; // @read
#endif
  out[t] = lo[t] + next;
}
