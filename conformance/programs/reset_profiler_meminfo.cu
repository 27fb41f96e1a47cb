// reset_profiler_meminfo.cu - a program that brackets its work with cudaProfilerStart/Stop,
// watches cudaMemGetInfo around a large allocation, and calls cudaDeviceReset between two
// phases (and cudaThreadExit, its old name, at the end): after a reset it allocates afresh and
// the device works as before.
#include <cuda_profiler_api.h>
#include <cuda_runtime.h>

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

__global__ void fillPattern(unsigned *p, int n, unsigned seed) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = (i ^ seed) * 2654435761u;
}

static int phase(unsigned seed) {
  const int n = 5000;
  unsigned *d, h[n];
  CHECK(cudaMalloc(&d, sizeof h));
  fillPattern<<<(n + 255) / 256, 256>>>(d, n, seed);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d));
  int errors = 0;
  for (int i = 0; i < n; ++i)
    if (h[i] != (i ^ seed) * 2654435761u && ++errors <= 3)
      printf("seed %u: p[%d] = %u, want %u\n", seed, i, h[i], (i ^ seed) * 2654435761u);
  return errors;
}

int main() {
  CHECK(cudaProfilerStart());
  int errors = phase(0x1234);
  size_t free0 = 0, total = 0, free1 = 0;
  CHECK(cudaMemGetInfo(&free0, &total));
  const size_t big = 256u << 20; // 256 MiB, never touched
  void *p;
  CHECK(cudaMalloc(&p, big));
  CHECK(cudaMemGetInfo(&free1, &total));
  if (!(free0 <= total && free1 <= free0) && ++errors)
    printf("cudaMemGetInfo: free %zu then %zu of %zu after allocating %zu\n", free0, free1, total, big);
  printf("free memory went from %zu MiB to %zu MiB (total %zu MiB)\n", free0 >> 20, free1 >> 20, total >> 20);
  CHECK(cudaFree(p));
  CHECK(cudaProfilerStop());

  CHECK(cudaDeviceReset());
  errors += phase(0xbeef);
  CHECK(cudaThreadExit());
  errors += phase(7);
  if (errors) {
    printf("FAILED: %d errors\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
