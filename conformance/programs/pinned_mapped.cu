// pinned_mapped.cu - page-locked host memory: cudaMallocHost for staging copies, and
// cudaHostAlloc(cudaHostAllocMapped) with cudaHostGetDevicePointer for zero-copy memory that a
// kernel writes directly and the host reads after synchronising. cudaPointerGetAttributes tells
// the kinds of memory apart. cudaHostRegister/cudaHostUnregister must either work or fail with
// cudaErrorNotSupported (nvvm-sim does not support registering memory).
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

__global__ void cube(const int *in, long long *out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = (long long)in[i] * in[i] * in[i];
}

int main() {
  const int n = 3000;
  int errors = 0;
  int *staging, *dIn;
  long long *mapped, *mappedDev;
  CHECK(cudaMallocHost(&staging, n * sizeof(int)));
  CHECK(cudaHostAlloc(&mapped, n * sizeof(long long), cudaHostAllocMapped | cudaHostAllocPortable));
  CHECK(cudaHostGetDevicePointer((void **)&mappedDev, mapped, 0));
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  for (int i = 0; i < n; ++i) {
    staging[i] = i - 1500;
    mapped[i] = -1;
  }

  cudaPointerAttributes a;
  CHECK(cudaPointerGetAttributes(&a, staging));
  if (a.type != cudaMemoryTypeHost && ++errors)
    printf("pinned memory has type %d\n", int(a.type));
  CHECK(cudaPointerGetAttributes(&a, dIn));
  if ((a.type != cudaMemoryTypeDevice || a.devicePointer != dIn) && ++errors)
    printf("device memory has type %d, device pointer %p\n", int(a.type), a.devicePointer);
  CHECK(cudaPointerGetAttributes(&a, mapped));
  if ((a.type != cudaMemoryTypeHost || a.devicePointer != mappedDev) && ++errors)
    printf("mapped memory: type %d, device pointer %p, want %p\n", int(a.type), a.devicePointer,
           (void *)mappedDev);
  std::vector<int> pageable(16);
  CHECK(cudaPointerGetAttributes(&a, pageable.data()));
  if (a.type != cudaMemoryTypeUnregistered && ++errors)
    printf("pageable memory has type %d\n", int(a.type));

  CHECK(cudaMemcpy(dIn, staging, n * sizeof(int), cudaMemcpyHostToDevice));
  cube<<<(n + 255) / 256, 256>>>(dIn, mappedDev, n); // writes straight into host memory
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  for (int i = 0; i < n; ++i) {
    const long long v = i - 1500, want = v * v * v;
    if (mapped[i] != want && ++errors <= 5)
      printf("mapped[%d] = %lld, want %lld\n", i, mapped[i], want);
  }

  // Registering pageable memory: supported, or refused with cudaErrorNotSupported.
  cudaError_t reg = cudaHostRegister(pageable.data(), pageable.size() * sizeof(int), cudaHostRegisterDefault);
  if (reg == cudaSuccess) {
    CHECK(cudaHostUnregister(pageable.data()));
  } else if (reg == cudaErrorNotSupported) {
    if (cudaGetLastError() != cudaErrorNotSupported && ++errors)
      printf("cudaHostRegister's error was not recorded\n");
    if (cudaHostUnregister(pageable.data()) != cudaErrorNotSupported && ++errors)
      printf("cudaHostUnregister without cudaHostRegister support did not say so\n");
    cudaGetLastError();
  } else if (++errors) {
    printf("cudaHostRegister: %s\n", cudaGetErrorName(reg));
  }

  CHECK(cudaFree(dIn));
  CHECK(cudaFreeHost(staging));
  CHECK(cudaFreeHost(mapped));
  if (errors) {
    printf("FAILED: %d errors\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
