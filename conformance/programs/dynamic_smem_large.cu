// dynamic_smem_large.cu - a block-wide sort-free "top of a window" computation that needs
// 64 KiB of dynamic shared memory: above the 48 KiB default, so the program first raises the
// kernel's limit with cudaFuncSetAttribute(cudaFuncAttributeMaxDynamicSharedMemorySize), after
// checking the device's opt-in maximum. cudaFuncGetAttributes shows the new limit;
// cudaFuncSetCacheConfig, cudaFuncSetSharedMemConfig and the carveout attribute are hints.
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

constexpr int WINDOW = 16384; // ints per block: 64 KiB

// Each block loads a window into shared memory, then every thread sums the window rotated by
// its own offset in a strided pattern (reads all of the shared buffer, far apart).
__global__ void windowSums(const int *in, long long *out) {
  extern __shared__ int window[];
  const int *src = in + size_t(blockIdx.x) * WINDOW;
  for (int i = threadIdx.x; i < WINDOW; i += blockDim.x)
    window[i] = src[i];
  __syncthreads();
  long long s = 0;
  for (int k = 0; k < 64; ++k)
    s += window[(threadIdx.x * 97 + k * 251) % WINDOW];
  out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

int main() {
  const size_t smem = WINDOW * sizeof(int);
  int optin = 0;
  CHECK(cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
  if (size_t(optin) < smem) {
    printf("FAILED: the device offers only %d bytes of shared memory per block\n", optin);
    return 1;
  }
  CHECK(cudaFuncSetAttribute(windowSums, cudaFuncAttributeMaxDynamicSharedMemorySize, int(smem)));
  CHECK(cudaFuncSetAttribute(windowSums, cudaFuncAttributePreferredSharedMemoryCarveout, 100));
  CHECK(cudaFuncSetCacheConfig(windowSums, cudaFuncCachePreferShared));
  CHECK(cudaFuncSetSharedMemConfig((const void *)windowSums, cudaSharedMemBankSizeFourByte));
  cudaFuncAttributes fa;
  CHECK(cudaFuncGetAttributes(&fa, windowSums));
  if (size_t(fa.maxDynamicSharedSizeBytes) < smem) {
    printf("FAILED: maxDynamicSharedSizeBytes %d after raising it to %zu\n", fa.maxDynamicSharedSizeBytes,
           smem);
    return 1;
  }
  int perSm = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSm, windowSums, 128, smem));
  if (perSm < 1) {
    printf("FAILED: no block of 128 threads with %zu bytes fits an SM\n", smem);
    return 1;
  }

  const int blocks = 3, threads = 128;
  std::vector<int> h(blocks * WINDOW);
  for (size_t i = 0; i < h.size(); ++i)
    h[i] = int((i * 2654435761u) % 1000);
  int *dIn;
  long long *dOut;
  CHECK(cudaMalloc(&dIn, h.size() * sizeof(int)));
  CHECK(cudaMalloc(&dOut, blocks * threads * sizeof(long long)));
  CHECK(cudaMemcpy(dIn, h.data(), h.size() * sizeof(int), cudaMemcpyHostToDevice));
  windowSums<<<blocks, threads, smem>>>(dIn, dOut);
  CHECK(cudaGetLastError());
  std::vector<long long> got(blocks * threads);
  CHECK(cudaMemcpy(got.data(), dOut, got.size() * sizeof(long long), cudaMemcpyDeviceToHost));

  int errors = 0;
  for (int b = 0; b < blocks; ++b)
    for (int t = 0; t < threads; ++t) {
      long long want = 0;
      for (int k = 0; k < 64; ++k)
        want += h[size_t(b) * WINDOW + (t * 97 + k * 251) % WINDOW];
      if (got[b * threads + t] != want && ++errors <= 5)
        printf("block %d thread %d: %lld, want %lld\n", b, t, got[b * threads + t], want);
    }
  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dOut));
  if (errors) {
    printf("FAILED: %d mismatches\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
