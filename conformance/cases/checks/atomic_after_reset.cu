// racecheck between a plain store and atomics: thread 0 resets the block's shared counter and the
// other threads start counting into it with atomicAdd (cuda.h's wrapper, inlined: the finding is
// at this file's line) with no __syncthreads() between the reset and the increments.
// Fix (-DCLEAN): __syncthreads() after the reset.
extern "C" __global__ void count_positive(const int *in, int *out) {
  __shared__ int count;
  int t = threadIdx.x;
  if (t == 0)
    count = 0; // @reset
#ifdef CLEAN
  __syncthreads();
#endif
  if (in[t] > 0)
    atomicAdd(&count, 1); // @atomic
  __syncthreads();
  if (t == 0)
    out[blockIdx.x] = count;
}
