// A planted bug: a shared-memory reduction missing the __syncthreads() between its steps.
#include <cstdio>

__global__ void sum(const int *in, int *out) {
  __shared__ int s[256];
  s[threadIdx.x] = in[blockIdx.x * 256 + threadIdx.x];
  __syncthreads();
  for (int stride = 128; stride > 0; stride /= 2) {
    if (threadIdx.x < stride)
      s[threadIdx.x] += s[threadIdx.x + stride]; // BUG: no __syncthreads() after this step
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = s[0];
}

int main() {
  int h[512], *in, *out, r[2];
  for (int i = 0; i < 512; ++i)
    h[i] = 1;
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&out, sizeof r);
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  sum<<<2, 256>>>(in, out);
  cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
  printf("%d %d\n", r[0], r[1]);
  return 0;
}
