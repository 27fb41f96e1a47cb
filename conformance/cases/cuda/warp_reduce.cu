// warp_reduce.cu - warp-shuffle and vote reductions.
//
// warp_stats: per warp, an int sum with __shfl_down_sync (lane 0 ends with the total), a float max
//   with a __shfl_xor_sync butterfly (every lane ends with it), a float sum with __shfl_down_sync (the
//   tree order is fixed, so the float result is exact), sums over groups of 8 lanes with
//   __shfl_xor_sync(width = 8), the __ballot_sync mask of negative values, __all_sync, __any_sync and
//   the __popc of the ballot.
// warp_scan: an inclusive warp scan with __shfl_up_sync, and __shfl_sync reads of lane 31 (the warp
//   total) and of lane (lane + 5) % 32.
// block_sum: the classic two-level block reduction: warp sums through shuffles, one value per warp in
//   shared memory, then the first warp reduces those.
// Launch: grid 4 x block 96 (3 warps) over n = 360 values (the tail of the last block reads 0).

#define FULL 0xffffffffu

__device__ int warp_sum(int v) {
  for (int off = 16; off > 0; off >>= 1)
    v += __shfl_down_sync(FULL, v, off);
  return v;
}

__device__ float warp_sum_f(float v) {
  for (int off = 16; off > 0; off >>= 1)
    v += __shfl_down_sync(FULL, v, off);
  return v;
}

__device__ float warp_max(float v) {
  for (int mask = 16; mask > 0; mask >>= 1)
    v = fmaxf(v, __shfl_xor_sync(FULL, v, mask));
  return v;
}

__global__ void warp_stats(const int *vals, const float *fv, int n, int *isum, float *fmax_out,
                           float *fsum, unsigned *ballots, int *votes, int *group8) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize;
  int warp = i / warpSize;
  int v = i < n ? vals[i] : 0;
  float f = i < n ? fv[i] : 0.0f;
  int s = warp_sum(v);
  float m = warp_max(f);
  float fs = warp_sum_f(f);
  int g = v;
  for (int mask = 4; mask > 0; mask >>= 1)
    g += __shfl_xor_sync(FULL, g, mask, 8);
  group8[i] = g;
  unsigned neg = __ballot_sync(FULL, v < 0);
  int all_small = __all_sync(FULL, v > -1000 && v < 1000);
  int any_big = __any_sync(FULL, v > 900);
  if (lane == 0) {
    isum[warp] = s;
    fsum[warp] = fs;
    ballots[warp] = neg;
    votes[warp] = all_small | (any_big << 1) | (__popc(neg) << 2);
  }
  if (lane == 31)
    fmax_out[warp] = m;
}

__global__ void block_sum(const int *vals, int n, int *out) {
  __shared__ int warp_sums[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize;
  int wid = threadIdx.x / warpSize;
  int v = warp_sum(i < n ? vals[i] : 0);
  if (lane == 0)
    warp_sums[wid] = v;
  __syncthreads();
  int nwarps = (blockDim.x + warpSize - 1) / warpSize;
  if (wid == 0) {
    v = lane < nwarps ? warp_sums[lane] : 0;
    v = warp_sum(v);
    if (lane == 0)
      out[blockIdx.x] = v;
  }
}

__global__ void warp_scan(const int *vals, int n, int *incl, int *diff) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize;
  int v = i < n ? vals[i] : 0;
  for (int d = 1; d < warpSize; d <<= 1) {
    int u = __shfl_up_sync(FULL, v, d);
    if (lane >= d)
      v += u;
  }
  incl[i] = v;
  diff[i] = __shfl_sync(FULL, v, 31) - __shfl_sync(FULL, v, (lane + 5) % 32);
}
