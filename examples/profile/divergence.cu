// Divergent and uniform branches (docs/profile.md): a block of 64 threads (2 warps) where each
// thread sums a row of `n` values. In `divergent` the condition depends on the lane (even and odd
// threads): every warp splits, runs both sides with 16 of its 32 lanes, then reconverges. In
// `uniform` it depends on the warp (threadIdx.x / 32): each warp takes one side with all its
// lanes.
extern "C" __global__ void divergent(const float *in, float *out, int n) {
  int t = threadIdx.x;
  float sum = 0;
  if (t % 2 == 0) {
    for (int k = 0; k < n; ++k)
      sum += in[k];
  } else {
    for (int k = 0; k < n; ++k)
      sum -= in[k] * in[k];
  }
  out[t] = sum;
}

extern "C" __global__ void uniform(const float *in, float *out, int n) {
  int t = threadIdx.x;
  float sum = 0;
  if ((t / 32) % 2 == 0) {
    for (int k = 0; k < n; ++k)
      sum += in[k];
  } else {
    for (int k = 0; k < n; ++k)
      sum -= in[k] * in[k];
  }
  out[t] = sum;
}
