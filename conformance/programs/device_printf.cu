// device_printf.cu - printf from device code with every common conversion (%d %u %x %ld %lld %f
// %e %g %s %c %p %%), from several blocks and warps, followed by a host line. The text is not
// checked (its order between threads is unspecified); the program must run and end normally.
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

__global__ void hello(const int *data) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x % 32 == 0)
    printf("block %d warp %d: value %d hex %#x unsigned %u\n", blockIdx.x, threadIdx.x / 32, data[t], data[t],
           (unsigned)data[t]);
  if (t == 0) {
    printf("long %ld, long long %lld, char %c, string %s, percent %%\n", -1234567890l, 1ll << 40, 'Z',
           "device");
    printf("float %f, exp %e, general %g, double %.10f\n", 1.5f, 12345.678, 0.0001, 3.14159265358979);
    printf("pointer %p, padded [%5d] [%-5d] [%05.1f]\n", (const void *)data, 42, 42, 2.5);
  }
}

int main() {
  const int n = 128;
  int h[n], *d;
  for (int i = 0; i < n; ++i)
    h[i] = i * i - 100;
  CHECK(cudaMalloc(&d, sizeof h));
  CHECK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
  hello<<<2, 64>>>(d);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize()); // device printf output is flushed by the synchronisation
  CHECK(cudaFree(d));
  printf("PASSED\n");
  return 0;
}
