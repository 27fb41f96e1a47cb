// reduce_shuffle.cu - a sum reduction in the style of the classic optimisation exercise: each
// block sums a grid-stride slice, warps reduce with __shfl_down_sync, warp leaders meet in shared
// memory, and a second launch sums the per-block partials. The block size comes from
// cudaOccupancyMaxPotentialBlockSize; cudaFuncGetAttributes and
// cudaOccupancyMaxActiveBlocksPerMultiprocessor are queried for the same kernel.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(call)                                                                                          \
  do {                                                                                                       \
    cudaError_t e_ = (call);                                                                                 \
    if (e_ != cudaSuccess) {                                                                                 \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_));                 \
      exit(1);                                                                                               \
    }                                                                                                        \
  } while (0)

__device__ __forceinline__ long long warpSum(long long v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffffu, v, offset);
  return v;
}

// Integer data keeps the sum exact whatever order the device adds in.
__global__ void reduceSum(const int *in, long long *out, int n) {
  __shared__ long long warpTotals[32];
  long long sum = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    sum += in[i];
  sum = warpSum(sum);
  const int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  if (lane == 0)
    warpTotals[warp] = sum;
  __syncthreads();
  const int warps = (blockDim.x + warpSize - 1) / warpSize;
  if (warp == 0) {
    sum = lane < warps ? warpTotals[lane] : 0;
    sum = warpSum(sum);
    if (lane == 0)
      out[blockIdx.x] = sum;
  }
}

__global__ void reduceSum64(const long long *in, long long *out, int n) {
  __shared__ long long partial[1024];
  long long sum = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    sum += in[i];
  partial[threadIdx.x] = sum;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) { // blockDim.x is a power of two here
    if (threadIdx.x < s)
      partial[threadIdx.x] += partial[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    *out = partial[0];
}

int main() {
  const int n = 1 << 18;
  std::vector<int> h(n);
  long long want = 0;
  for (int i = 0; i < n; ++i) {
    h[i] = (i * 2654435761u >> 7) % 2001 - 1000;
    want += h[i];
  }

  int minGrid = 0, block = 0;
  CHECK(cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, reduceSum, 0, 1024));
  int perSm = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSm, reduceSum, block, 0));
  cudaFuncAttributes fa;
  CHECK(cudaFuncGetAttributes(&fa, reduceSum));
  if (block <= 0 || block > 1024 || block % 32 || minGrid <= 0 || perSm <= 0 ||
      fa.maxThreadsPerBlock < block || fa.sharedSizeBytes < 32 * sizeof(long long)) {
    printf("FAILED: odd occupancy answer: block %d, minGrid %d, perSm %d, maxThreads %d, static smem %zu\n",
           block, minGrid, perSm, fa.maxThreadsPerBlock, fa.sharedSizeBytes);
    return 1;
  }
  const int grid = 48; // a fixed, small grid keeps the run short
  int *dIn;
  long long *dPartial, *dOut;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dPartial, grid * sizeof(long long)));
  CHECK(cudaMalloc(&dOut, sizeof(long long)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  reduceSum<<<grid, block>>>(dIn, dPartial, n);
  CHECK(cudaGetLastError());
  reduceSum64<<<1, 64>>>(dPartial, dOut, grid);
  CHECK(cudaGetLastError());
  long long got = 0;
  CHECK(cudaMemcpy(&got, dOut, sizeof got, cudaMemcpyDeviceToHost));
  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dPartial));
  CHECK(cudaFree(dOut));
  if (got != want) {
    printf("FAILED: sum %lld, want %lld (block size %d)\n", got, want, block);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
