// synccheck divergent-barrier in a loop: the first 16 threads of each block update their slot of
// shared memory n times, each time meeting a __syncthreads() inside the branch the other threads
// skip. The barriers after the loop are right: only the one in the branch is the bug (its
// threads arrive there while the others wait at the barrier after the loop).
// Clean twin (-DCLEAN): the loop's __syncthreads() outside the branch, met by every thread.
extern "C" __global__ void bump(const int *in, int *out, int n) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = in[t];
  __syncthreads();
  for (int i = 0; i < n; ++i) {
    if (t < 16) {
      s[t] += i;
#ifndef CLEAN
      __syncthreads(); // @inbranch
#endif
    }
#ifdef CLEAN
    __syncthreads();
#endif
  }
  __syncthreads();
  out[t] = s[63 - t];
  __syncthreads();
  out[t] += s[t];
}
