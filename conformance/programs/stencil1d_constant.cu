// stencil1d_constant.cu - a 1D stencil of radius 3 with its weights in __constant__ memory and a
// shared-memory tile with halos. Exercises cudaMemcpyToSymbol / cudaMemcpyFromSymbol on a
// __constant__ array (with an offset) and a __device__ variable, cudaGetSymbolAddress and
// cudaGetSymbolSize.
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

constexpr int R = 3, BLOCK = 128;
__constant__ int weights[2 * R + 1];
__device__ int outputsWritten; // counted by the kernel, read back with cudaMemcpyFromSymbol

__global__ void stencil(const int *in, int *out, int n) {
  __shared__ int tile[BLOCK + 2 * R];
  const int g = blockIdx.x * blockDim.x + threadIdx.x, l = threadIdx.x + R;
  tile[l] = g < n ? in[g] : 0;
  if (threadIdx.x < R) {
    tile[l - R] = g - R >= 0 && g - R < n ? in[g - R] : 0;
    tile[l + BLOCK] = g + BLOCK < n ? in[g + BLOCK] : 0;
  }
  __syncthreads();
  if (g < n) {
    int v = 0;
    for (int k = -R; k <= R; ++k)
      v += weights[k + R] * tile[l + k];
    out[g] = v;
    atomicAdd(&outputsWritten, 1);
  }
}

int main() {
  const int n = 10000;
  const int w[2 * R + 1] = {1, -2, 3, 10, 3, -2, 1};
  std::vector<int> h(n), got(n);
  for (int i = 0; i < n; ++i)
    h[i] = (i * 31) % 257 - 128;

  // The weights go in two pieces: the first four, then the rest at a byte offset.
  CHECK(cudaMemcpyToSymbol(weights, w, 4 * sizeof(int)));
  CHECK(cudaMemcpyToSymbol(weights, w + 4, 3 * sizeof(int), 4 * sizeof(int), cudaMemcpyHostToDevice));
  int back[2 * R + 1] = {};
  CHECK(cudaMemcpyFromSymbol(back, weights, sizeof back));
  size_t size = 0;
  CHECK(cudaGetSymbolSize(&size, weights));
  if (size != sizeof w) {
    printf("FAILED: cudaGetSymbolSize(weights) = %zu, want %zu\n", size, sizeof w);
    return 1;
  }
  for (int k = 0; k < 2 * R + 1; ++k)
    if (back[k] != w[k]) {
      printf("FAILED: weights[%d] read back %d, want %d\n", k, back[k], w[k]);
      return 1;
    }
  // Zero the counter through its device address, as a library would.
  int *counter = nullptr;
  CHECK(cudaGetSymbolAddress((void **)&counter, outputsWritten));
  CHECK(cudaMemset(counter, 0, sizeof(int)));

  int *dIn, *dOut;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dOut, n * sizeof(int)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  stencil<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(dIn, dOut, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(got.data(), dOut, n * sizeof(int), cudaMemcpyDeviceToHost));
  int written = 0;
  CHECK(cudaMemcpyFromSymbol(&written, outputsWritten, sizeof written, 0, cudaMemcpyDeviceToHost));

  int errors = 0;
  for (int i = 0; i < n; ++i) {
    int want = 0;
    for (int k = -R; k <= R; ++k)
      want += w[k + R] * (i + k >= 0 && i + k < n ? h[i + k] : 0);
    if (got[i] != want && ++errors <= 5)
      printf("out[%d] = %d, want %d\n", i, got[i], want);
  }
  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dOut));
  if (written != n) {
    printf("FAILED: kernel counted %d outputs, want %d\n", written, n);
    return 1;
  }
  if (errors) {
    printf("FAILED: %d mismatches\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
