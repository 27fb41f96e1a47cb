// error_handling.cu - the runtime's error reporting: a launch with too many threads per block
// fails with cudaErrorInvalidConfiguration, cudaPeekAtLastError reports it without clearing,
// cudaGetLastError reports and clears it (the next call returns cudaSuccess); bad arguments to
// memory calls fail with their documented codes; cudaGetErrorString/cudaGetErrorName give
// texts. After all of that a correct launch still works.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

#define CHECK(call)                                                                                          \
  do {                                                                                                       \
    cudaError_t e_ = (call);                                                                                 \
    if (e_ != cudaSuccess) {                                                                                 \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_));                 \
      exit(1);                                                                                               \
    }                                                                                                        \
  } while (0)

static int errors = 0;
static void expectError(cudaError_t got, cudaError_t want, const char *what) {
  if (got != want && ++errors)
    printf("%s: got %s (%d), want %s (%d)\n", what, cudaGetErrorName(got), int(got), cudaGetErrorName(want),
           int(want));
}

__global__ void square(int *v, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] *= v[i];
}

int main() {
  const int n = 256;
  int h[n], *d;
  for (int i = 0; i < n; ++i)
    h[i] = i - 128;
  CHECK(cudaMalloc(&d, sizeof h));
  CHECK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));

  square<<<1, 2048>>>(d, n); // more than the 1024 threads a block may have
  expectError(cudaPeekAtLastError(), cudaErrorInvalidConfiguration, "peek after bad launch");
  expectError(cudaPeekAtLastError(), cudaErrorInvalidConfiguration, "second peek");
  expectError(cudaGetLastError(), cudaErrorInvalidConfiguration, "get after bad launch");
  expectError(cudaGetLastError(), cudaSuccess, "get after clearing");
  square<<<dim3(1, 1, 1), dim3(1, 1, 128)>>>(d, n); // blockDim.z is limited to 64
  expectError(cudaGetLastError(), cudaErrorInvalidConfiguration, "block z too large");
  square<<<0, 32>>>(d, n); // an empty grid
  expectError(cudaGetLastError(), cudaErrorInvalidConfiguration, "empty grid");

  // The bad launches did not run: the data is unchanged.
  int back[n];
  CHECK(cudaMemcpy(back, d, sizeof back, cudaMemcpyDeviceToHost));
  if (memcmp(back, h, sizeof h) != 0 && ++errors)
    printf("a failed launch changed memory\n");

  int *none = nullptr;
  expectError(cudaMalloc(&none, size_t(1) << 62), cudaErrorMemoryAllocation, "huge cudaMalloc");
  expectError(cudaGetLastError(), cudaErrorMemoryAllocation, "last error after huge cudaMalloc");
  expectError(cudaMemcpy(back, d, sizeof back, cudaMemcpyKind(42)), cudaErrorInvalidMemcpyDirection,
              "bad copy kind");
  expectError(cudaMemset(nullptr, 0, 16), cudaErrorInvalidValue, "memset of null");
  cudaGetLastError();

  const char *s = cudaGetErrorString(cudaErrorInvalidConfiguration),
             *name = cudaGetErrorName(cudaErrorInvalidConfiguration);
  if ((!s || !*s || !name || strcmp(name, "cudaErrorInvalidConfiguration") != 0) && ++errors)
    printf("error texts: string '%s', name '%s'\n", s ? s : "(null)", name ? name : "(null)");
  if (strcmp(cudaGetErrorName(cudaSuccess), "cudaSuccess") != 0 && ++errors)
    printf("cudaGetErrorName(cudaSuccess) = %s\n", cudaGetErrorName(cudaSuccess));
  printf("cudaErrorInvalidConfiguration: %s\n", s);

  square<<<(n + 63) / 64, 64>>>(d, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(back, d, sizeof back, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i)
    if (back[i] != h[i] * h[i] && ++errors <= 5)
      printf("v[%d] = %d, want %d\n", i, back[i], h[i] * h[i]);
  CHECK(cudaFree(d));
  if (errors) {
    printf("FAILED: %d errors\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
