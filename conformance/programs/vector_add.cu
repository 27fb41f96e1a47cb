// vector_add.cu - the first CUDA exercise: c = a + b over a grid-stride loop. Exercises
// cudaMalloc/cudaFree, every plain cudaMemcpy direction (HostToHost, HostToDevice, DeviceToHost)
// and the launch-then-cudaGetLastError idiom.
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

__global__ void vectorAdd(const float *a, const float *b, float *c, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    c[i] = a[i] + b[i];
}

int main() {
  const int n = 50000; // not a multiple of the block size: the tail must be guarded
  const size_t bytes = n * sizeof(float);
  std::vector<float> a(n), b(n), staged(n), c(n);
  for (int i = 0; i < n; ++i) {
    a[i] = float(i % 1000) * 0.5f;
    b[i] = float((i * 7) % 333) - 100.0f;
  }
  // A host-to-host copy through the runtime, as some programs stage their input.
  CHECK(cudaMemcpy(staged.data(), a.data(), bytes, cudaMemcpyHostToHost));

  float *dA, *dB, *dC;
  CHECK(cudaMalloc(&dA, bytes));
  CHECK(cudaMalloc(&dB, bytes));
  CHECK(cudaMalloc(&dC, bytes));
  CHECK(cudaMemcpy(dA, staged.data(), bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dB, b.data(), bytes, cudaMemcpyHostToDevice));

  const int block = 256, grid = 64; // fewer threads than elements: the loop strides
  vectorAdd<<<grid, block>>>(dA, dB, dC, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(c.data(), dC, bytes, cudaMemcpyDeviceToHost));

  int errors = 0;
  for (int i = 0; i < n; ++i) {
    const float want = a[i] + b[i]; // one IEEE addition: exact agreement expected
    if (c[i] != want && ++errors <= 5)
      printf("mismatch at %d: got %f, want %f\n", i, c[i], want);
  }
  CHECK(cudaFree(dA));
  CHECK(cudaFree(dB));
  CHECK(cudaFree(dC));
  if (errors) {
    printf("FAILED: %d mismatches\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
