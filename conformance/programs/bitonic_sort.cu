// bitonic_sort.cu - sorts 2^16 integers ascending: a shared-memory bitonic sort of each
// 1024-element chunk, then global merge steps (one launch per (k, j) pair) while the
// comparison distance exceeds a block, and shared-memory steps below it.
#include <cuda_runtime.h>

#include <algorithm>
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

constexpr int CHUNK = 1024; // elements per block; 512 threads each compare one pair

__device__ __forceinline__ void compareSwap(int &a, int &b, bool up) {
  if ((a > b) == up) {
    const int t = a;
    a = b;
    b = t;
  }
}

// Runs the steps k (from kStart, or only the given k) with j < CHUNK in shared memory.
__global__ void bitonicShared(int *data, int kFrom, int kTo) {
  __shared__ int s[CHUNK];
  const int base = blockIdx.x * CHUNK, t = threadIdx.x;
  s[t] = data[base + t];
  s[t + CHUNK / 2] = data[base + t + CHUNK / 2];
  for (int k = kFrom; k <= kTo; k <<= 1)
    for (int j = min(k, CHUNK) >> 1; j > 0; j >>= 1) {
      __syncthreads();
      const int i = 2 * t - (t & (j - 1)), partner = i + j; // i has bit j clear
      compareSwap(s[i], s[partner], ((base + i) & k) == 0);
    }
  __syncthreads();
  data[base + t] = s[t];
  data[base + t + CHUNK / 2] = s[t + CHUNK / 2];
}

__global__ void bitonicGlobal(int *data, int j, int k) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const int i = 2 * t - (t & (j - 1)), partner = i + j;
  compareSwap(data[i], data[partner], (i & k) == 0);
}

int main() {
  const int n = 1 << 16;
  std::vector<int> h(n), got(n);
  unsigned seed = 2024;
  for (int &v : h) {
    seed = seed * 1664525u + 1013904223u;
    v = int(seed >> 8) % 100000 - 50000;
  }
  int *d;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  CHECK(cudaMemcpy(d, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));

  bitonicShared<<<n / CHUNK, CHUNK / 2>>>(d, 2, CHUNK);
  for (int k = 2 * CHUNK; k <= n; k <<= 1) {
    for (int j = k >> 1; j >= CHUNK; j >>= 1)
      bitonicGlobal<<<n / 2 / 256, 256>>>(d, j, k);
    bitonicShared<<<n / CHUNK, CHUNK / 2>>>(d, k, k);
  }
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(got.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d));

  std::sort(h.begin(), h.end());
  int errors = 0;
  for (int i = 0; i < n; ++i)
    if (got[i] != h[i] && ++errors <= 5)
      printf("sorted[%d] = %d, want %d\n", i, got[i], h[i]);
  if (errors) {
    printf("FAILED: %d mismatches\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
