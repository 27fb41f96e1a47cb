// A tree reduction in shared memory, the timeline example (docs/profile.md, "Timeline"): each
// step halves the threads that add, so from 16 threads on only part of warp 0 works (it splits and
// reconverges at every step) while warp 1 waits at the barrier; every step ends at __syncthreads().
extern "C" __global__ void reduce(const float *in, float *out) {
  __shared__ float partial[64];
  int t = threadIdx.x;
  partial[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s /= 2) {
    if (t < s)
      partial[t] += partial[t + s];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = partial[0];
}
