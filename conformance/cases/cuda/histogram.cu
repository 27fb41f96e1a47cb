// histogram.cu - histograms with shared-memory and global atomics.
//
// hist_shared: a per-block histogram of 64 bins in shared memory (atomicAdd on shared), merged into
//   the global histogram with one global atomicAdd per non-empty bin; a grid-stride loop over the data.
// hist_global: 256 bins straight in global memory (atomicAdd), plus per bin the largest index that
//   fell into it (atomicMax) and a weighted histogram (float atomicAdd of weights k/16: every partial
//   sum is a multiple of 1/16 below 2^12, exactly representable, so any order gives the same bits).
// The data is skewed (a few hot values) so many threads hit the same bins at once.

#define NBINS 64

__global__ void hist_shared(const unsigned char *data, int n, unsigned *hist) {
  __shared__ unsigned local[NBINS];
  for (int b = threadIdx.x; b < NBINS; b += blockDim.x)
    local[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&local[data[i] % NBINS], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < NBINS; b += blockDim.x)
    if (local[b] != 0)
      atomicAdd(&hist[b], local[b]);
}

__global__ void hist_global(const unsigned char *data, const float *weights, int n, int *hist,
                            int *last_index, float *weighted) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int bin = data[i];
  atomicAdd(&hist[bin], 1);
  atomicMax(&last_index[bin], i);
  atomicAdd(&weighted[bin], weights[i]);
}
