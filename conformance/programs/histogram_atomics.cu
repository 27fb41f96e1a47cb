// histogram_atomics.cu - a 256-bin byte histogram: each block counts into a shared-memory
// histogram with atomicAdd, then merges it into the global one with global atomics. A second,
// naive kernel counts straight into global memory. Exercises cudaMemset and cudaMemsetAsync.
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

constexpr int kBins = 256;

__global__ void histogramShared(const unsigned char *data, int n, unsigned int *bins) {
  __shared__ unsigned int local[kBins];
  for (int b = threadIdx.x; b < kBins; b += blockDim.x)
    local[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&local[data[i]], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < kBins; b += blockDim.x)
    if (local[b])
      atomicAdd(&bins[b], local[b]);
}

__global__ void histogramGlobal(const unsigned char *data, int n, int *bins) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&bins[data[i]], 1);
}

int main() {
  const int n = 200003;
  std::vector<unsigned char> h(n);
  unsigned seed = 12345;
  for (int i = 0; i < n; ++i) {
    seed = seed * 1103515245u + 12345u;
    h[i] = (seed >> 16) & 0xff;
    if (i % 5 == 0)
      h[i] = 42; // a hot bin: many lanes of a warp hit the same counter
  }
  std::vector<unsigned> want(kBins, 0);
  for (unsigned char c : h)
    want[c]++;

  unsigned char *dData;
  unsigned int *dBins;
  int *dBins2;
  CHECK(cudaMalloc(&dData, n));
  CHECK(cudaMalloc(&dBins, kBins * sizeof(unsigned)));
  CHECK(cudaMalloc(&dBins2, kBins * sizeof(int)));
  CHECK(cudaMemcpy(dData, h.data(), n, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dBins, 0, kBins * sizeof(unsigned)));
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));
  CHECK(cudaMemsetAsync(dBins2, 0, kBins * sizeof(int), s));
  histogramShared<<<32, 256, 0, s>>>(dData, n, dBins);
  histogramGlobal<<<(n + 255) / 256, 256, 0, s>>>(dData, n, dBins2);
  CHECK(cudaGetLastError());
  CHECK(cudaStreamSynchronize(s));

  std::vector<unsigned> got(kBins), got2(kBins);
  CHECK(cudaMemcpy(got.data(), dBins, kBins * sizeof(unsigned), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(got2.data(), dBins2, kBins * sizeof(int), cudaMemcpyDeviceToHost));
  int errors = 0;
  for (int b = 0; b < kBins; ++b) {
    if ((got[b] != want[b] || got2[b] != want[b]) && ++errors <= 5)
      printf("bin %d: shared %u, global %u, want %u\n", b, got[b], got2[b], want[b]);
  }
  CHECK(cudaStreamDestroy(s));
  CHECK(cudaFree(dData));
  CHECK(cudaFree(dBins));
  CHECK(cudaFree(dBins2));
  if (errors) {
    printf("FAILED: %d bins differ\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
