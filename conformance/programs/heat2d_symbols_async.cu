// heat2d_symbols_async.cu - explicit 2D heat diffusion (5-point stencil) on a 2D grid of 2D
// blocks, ping-ponging two buffers. The coefficients live in a __constant__ struct and the
// iteration's maximum change in a __device__ variable, moved with cudaMemcpyToSymbolAsync and
// cudaMemcpyFromSymbolAsync on a stream.
#include <cuda_runtime.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <utility>
#include <vector>

#define CHECK(call)                                                                                          \
  do {                                                                                                       \
    cudaError_t e_ = (call);                                                                                 \
    if (e_ != cudaSuccess) {                                                                                 \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_));                 \
      exit(1);                                                                                               \
    }                                                                                                        \
  } while (0)

struct Params {
  int nx, ny;
  float alpha; // diffusion number, <= 0.25 for stability
};
__constant__ Params params;
__device__ unsigned int maxDeltaBits; // max |change| as float bits: non-negative floats order as unsigned

__global__ void heatStep(const float *in, float *out) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  const int nx = params.nx, ny = params.ny;
  if (x >= nx || y >= ny)
    return;
  const int i = y * nx + x;
  if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1) {
    out[i] = in[i]; // fixed boundary
    return;
  }
  const float lap = in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx] - 4.0f * in[i];
  const float v = in[i] + params.alpha * lap;
  out[i] = v;
  atomicMax(&maxDeltaBits, __float_as_uint(fabsf(v - in[i])));
}

int main() {
  const Params p{61, 45, 0.2f};
  const int n = p.nx * p.ny, steps = 40;
  std::vector<float> h(n, 0.0f);
  for (int x = 0; x < p.nx; ++x)
    h[x] = 100.0f; // hot top edge
  for (int y = 10; y < 20; ++y)
    for (int x = 20; x < 30; ++x)
      h[y * p.nx + x] = 50.0f;

  cudaStream_t s;
  CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  CHECK(cudaMemcpyToSymbolAsync(params, &p, sizeof p, 0, cudaMemcpyHostToDevice, s));
  float *a, *b;
  CHECK(cudaMalloc(&a, n * sizeof(float)));
  CHECK(cudaMalloc(&b, n * sizeof(float)));
  CHECK(cudaMemcpyAsync(a, h.data(), n * sizeof(float), cudaMemcpyHostToDevice, s));
  dim3 block(16, 8), grid((p.nx + 15) / 16, (p.ny + 7) / 8);
  std::vector<float> deltas(steps);
  const unsigned zero = 0;
  for (int t = 0; t < steps; ++t) {
    CHECK(cudaMemcpyToSymbolAsync(maxDeltaBits, &zero, sizeof zero, 0, cudaMemcpyHostToDevice, s));
    heatStep<<<grid, block, 0, s>>>(a, b);
    unsigned bits = 0;
    CHECK(cudaMemcpyFromSymbolAsync(&bits, maxDeltaBits, sizeof bits, 0, cudaMemcpyDeviceToHost, s));
    CHECK(cudaStreamSynchronize(s));
    memcpy(&deltas[t], &bits, sizeof bits);
    std::swap(a, b);
  }
  std::vector<float> got(n);
  CHECK(cudaMemcpy(got.data(), a, n * sizeof(float), cudaMemcpyDeviceToHost));

  std::vector<float> cur = h, next(n);
  int errors = 0;
  for (int t = 0; t < steps; ++t) {
    float maxDelta = 0;
    for (int y = 0; y < p.ny; ++y)
      for (int x = 0; x < p.nx; ++x) {
        const int i = y * p.nx + x;
        if (x == 0 || y == 0 || x == p.nx - 1 || y == p.ny - 1) {
          next[i] = cur[i];
          continue;
        }
        const float lap = cur[i - 1] + cur[i + 1] + cur[i - p.nx] + cur[i + p.nx] - 4.0f * cur[i];
        next[i] = cur[i] + p.alpha * lap;
        maxDelta = std::fmax(maxDelta, std::fabs(next[i] - cur[i]));
      }
    if (std::fabs(deltas[t] - maxDelta) > 1e-3f && ++errors <= 5)
      printf("step %d: max change %f, want %f\n", t, deltas[t], maxDelta);
    cur.swap(next);
  }
  for (int i = 0; i < n; ++i)
    if (std::fabs(got[i] - cur[i]) > 1e-3f && ++errors <= 10)
      printf("T[%d,%d] = %f, want %f\n", i % p.nx, i / p.nx, got[i], cur[i]);
  CHECK(cudaStreamDestroy(s));
  CHECK(cudaFree(a));
  CHECK(cudaFree(b));
  if (errors) {
    printf("FAILED: %d mismatches (tolerance 1e-3 absolute)\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
