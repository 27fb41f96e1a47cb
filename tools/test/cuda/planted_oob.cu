// A planted bug: the last block writes one element past the end of y (n is not a multiple of the
// block size and the kernel forgets the bound check). memcheck must name the kernel, this line,
// the allocation (cudaMalloc #2, 4000 bytes) and the argument y came through.
#include <cstdio>

__global__ void scale(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] = 2.0f * x[i % n]; // BUG: no `if (i < n)`
}

int main() {
  const int n = 1000;
  float *x, *y;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  cudaMemset(x, 0, n * sizeof(float));
  scale<<<(n + 255) / 256, 256>>>(x, y, n);
  cudaError_t e = cudaDeviceSynchronize();
  printf("sync: %s\n", cudaGetErrorName(e));
  // The fault is sticky: later calls report it too.
  float *z = nullptr;
  printf("malloc after: %s\n", cudaGetErrorName(cudaMalloc(&z, 16)));
  return e == cudaSuccess ? 0 : 2;
}
