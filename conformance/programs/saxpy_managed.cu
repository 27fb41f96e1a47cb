// saxpy_managed.cu - y = a*x + y on managed memory: the host initialises the arrays, the kernel
// updates them in place and the host reads the same pointers after cudaDeviceSynchronize.
// Exercises cudaMallocManaged, cudaMemPrefetchAsync, cudaMemAdvise, cudaPointerGetAttributes on
// managed memory, and the managed-memory device attributes.
#include <cuda_runtime.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>

#define CHECK(call)                                                                                          \
  do {                                                                                                       \
    cudaError_t e_ = (call);                                                                                 \
    if (e_ != cudaSuccess) {                                                                                 \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_));                 \
      exit(1);                                                                                               \
    }                                                                                                        \
  } while (0)

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

int main() {
  int device = 0, managed = 0, concurrent = 0;
  CHECK(cudaGetDevice(&device));
  CHECK(cudaDeviceGetAttribute(&managed, cudaDevAttrManagedMemory, device));
  CHECK(cudaDeviceGetAttribute(&concurrent, cudaDevAttrConcurrentManagedAccess, device));
  if (!managed) {
    printf("FAILED: device reports no managed memory\n");
    return 1;
  }

  const int n = 1 << 15;
  const float a = 2.5f;
  float *x, *y;
  CHECK(cudaMallocManaged(&x, n * sizeof(float)));
  CHECK(cudaMallocManaged(&y, n * sizeof(float), cudaMemAttachGlobal));
  for (int i = 0; i < n; ++i) {
    x[i] = float(i % 97) * 0.25f;
    y[i] = float(i % 13) - 6.0f;
  }

  cudaPointerAttributes attr;
  CHECK(cudaPointerGetAttributes(&attr, y));
  if (attr.type != cudaMemoryTypeManaged) {
    printf("FAILED: managed pointer reported as memory type %d\n", int(attr.type));
    return 1;
  }

  // Hints only: the results must not depend on them.
  CHECK(cudaMemAdvise(x, n * sizeof(float), cudaMemAdviseSetReadMostly, device));
  CHECK(cudaMemAdvise(y, n * sizeof(float), cudaMemAdviseSetPreferredLocation, device));
  CHECK(cudaMemPrefetchAsync(x, n * sizeof(float), device, 0));
  CHECK(cudaMemPrefetchAsync(y, n * sizeof(float), device, 0));

  for (int rep = 0; rep < 3; ++rep)
    saxpy<<<(n + 255) / 256, 256>>>(n, a, x, y);
  CHECK(cudaGetLastError());
  CHECK(cudaMemPrefetchAsync(y, n * sizeof(float), cudaCpuDeviceId, 0));
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemAdvise(x, n * sizeof(float), cudaMemAdviseUnsetReadMostly, device));

  int errors = 0;
  for (int i = 0; i < n; ++i) {
    float want = float(i % 13) - 6.0f, xi = float(i % 97) * 0.25f;
    for (int rep = 0; rep < 3; ++rep)
      want = a * xi + want;
    // The device may contract a*x+y into an FMA; allow a relative 1e-5.
    if (std::fabs(y[i] - want) > 1e-5f * std::fmax(1.0f, std::fabs(want)) && ++errors <= 5)
      printf("mismatch at %d: got %f, want %f\n", i, y[i], want);
  }
  CHECK(cudaFree(x));
  CHECK(cudaFree(y));
  if (errors) {
    printf("FAILED: %d mismatches (concurrentManagedAccess=%d)\n", errors, concurrent);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
