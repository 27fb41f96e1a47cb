// A program of several launches for record and replay: a __constant__ table written with
// cudaMemcpyToSymbol, a __device__ counter, a buffer updated in place by three launches.
#include <cstdio>

__constant__ int coeff[4];
__device__ unsigned counter;

__global__ void step(int *v, int n, int round) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    v[i] = v[i] * coeff[round % 4] + round;
    atomicAdd(&counter, 1u);
  }
}

int main() {
  const int n = 300;
  int h[n], *d;
  for (int i = 0; i < n; ++i)
    h[i] = i;
  const int c[4] = {3, -1, 2, 5};
  cudaMemcpyToSymbol(coeff, c, sizeof c);
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  for (int round = 0; round < 3; ++round)
    step<<<(n + 127) / 128, 128>>>(d, n, round);
  unsigned count = 0;
  cudaMemcpyFromSymbol(&count, counter, sizeof count);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  long sum = 0;
  for (int i = 0; i < n; ++i)
    sum += h[i];
  printf("count %u sum %ld\n", count, sum);
  return 0;
}
