// Bad input through the API: each case prints the error CUDA returns (names from cudaGetErrorName).
#include <cstdio>

__global__ void k(int *p) { p[threadIdx.x] = threadIdx.x; }
__global__ void big(int *p) {
  extern __shared__ int s[];
  s[threadIdx.x] = 1;
  p[threadIdx.x] = s[threadIdx.x];
}
void notAKernel(int *) {}

int main() {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  // A block of 2048 threads: an invalid configuration, reported by cudaGetLastError, then cleared.
  k<<<1, 2048>>>(d);
  printf("block 2048: %s\n", cudaGetErrorName(cudaGetLastError()));
  printf("after: %s\n", cudaGetErrorName(cudaGetLastError()));
  // Too much dynamic shared memory without cudaFuncSetAttribute.
  big<<<1, 32, 64 * 1024>>>(d);
  printf("shared 64 KiB: %s\n", cudaGetErrorName(cudaGetLastError()));
  printf("set attribute: %s\n",
         cudaGetErrorName(cudaFuncSetAttribute(big, cudaFuncAttributeMaxDynamicSharedMemorySize, 64 * 1024)));
  big<<<1, 32, 64 * 1024>>>(d);
  printf("shared 64 KiB after: %s\n", cudaGetErrorName(cudaGetLastError()));
  // A host function that is no kernel.
  void *args[] = {&d};
  printf("not a kernel: %s\n", cudaGetErrorName(cudaLaunchKernel((const void *)notAKernel, dim3(1), dim3(1), args, 0, 0)));
  // A copy past the end of the allocation.
  int h[128] = {};
  printf("copy past end: %s\n", cudaGetErrorName(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice)));
  printf("copy kind: %s\n", cudaGetErrorName(cudaMemcpy(h, h + 1, 4, cudaMemcpyDeviceToHost)));
  printf("free twice: %s %s\n", cudaGetErrorName(cudaFree(d)), cudaGetErrorName(cudaFree(d)));
  // A function nvvm-sim does not implement.
  printf("unsupported: %s\n", cudaGetErrorName(cudaMemcpy3D(nullptr)));
  printf("string: %s\n", cudaGetErrorString(cudaErrorInvalidConfiguration));
  return 0;
}
