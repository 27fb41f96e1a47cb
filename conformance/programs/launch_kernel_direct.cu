// launch_kernel_direct.cu - launching without the <<<>>> syntax, as language bindings and
// libraries do: cudaLaunchKernel with an array of argument pointers (scalars, a pointer and a
// struct passed by value), on the default and on a created stream, with dynamic shared memory.
// cudaLaunchCooperativeKernel must either run the kernel or fail with cudaErrorNotSupported.
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

struct Coeffs {
  int a;
  short b;
  double c; // forces 8-byte alignment inside the argument buffer
};

__global__ void evaluate(int *out, int n, Coeffs k, char tag) {
  extern __shared__ int staged[]; // blockDim.x ints
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  staged[threadIdx.x] = i;
  __syncthreads();
  const int mirror = staged[blockDim.x - 1 - threadIdx.x];
  if (i < n)
    out[i] = k.a * mirror + k.b + int(k.c) + tag;
}

int main() {
  const int n = 1000, block = 128, grid = (n + block - 1) / block;
  int *d1, *d2, *d3;
  CHECK(cudaMalloc(&d1, n * sizeof(int)));
  CHECK(cudaMalloc(&d2, n * sizeof(int)));
  CHECK(cudaMalloc(&d3, n * sizeof(int)));
  Coeffs k{3, -7, 100.75};
  int count = n;
  char tag = 5;
  void *args1[] = {&d1, &count, &k, &tag};
  CHECK(cudaLaunchKernel((const void *)evaluate, dim3(grid), dim3(block), args1, block * sizeof(int), 0));
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));
  Coeffs k2{-2, 11, -3.5};
  void *args2[] = {&d2, &count, &k2, &tag};
  CHECK(cudaLaunchKernel(evaluate, dim3(grid), dim3(block), args2, block * sizeof(int), s));
  CHECK(cudaStreamSynchronize(s));

  void *args3[] = {&d3, &count, &k, &tag};
  bool cooperative = true;
  cudaError_t coop =
      cudaLaunchCooperativeKernel(evaluate, dim3(grid), dim3(block), args3, block * sizeof(int), s);
  if (coop == cudaErrorNotSupported) {
    cooperative = false;
    cudaGetLastError();
  } else {
    CHECK(coop);
  }
  CHECK(cudaStreamSynchronize(s));

  std::vector<int> o1(n), o2(n), o3(n);
  CHECK(cudaMemcpy(o1.data(), d1, n * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(o2.data(), d2, n * sizeof(int), cudaMemcpyDeviceToHost));
  if (cooperative)
    CHECK(cudaMemcpy(o3.data(), d3, n * sizeof(int), cudaMemcpyDeviceToHost));
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    const int b = i / block, t = i % block, mirror = b * block + (block - 1 - t);
    const int w1 = k.a * mirror + k.b + int(k.c) + tag, w2 = k2.a * mirror + k2.b + int(k2.c) + tag;
    if ((o1[i] != w1 || o2[i] != w2 || (cooperative && o3[i] != w1)) && ++errors <= 5)
      printf("out[%d] = %d / %d / %d, want %d / %d\n", i, o1[i], o2[i], o3[i], w1, w2);
  }
  CHECK(cudaStreamDestroy(s));
  CHECK(cudaFree(d1));
  CHECK(cudaFree(d2));
  CHECK(cudaFree(d3));
  if (errors) {
    printf("FAILED: %d mismatches\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
