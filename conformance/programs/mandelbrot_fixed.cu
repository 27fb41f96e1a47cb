// mandelbrot_fixed.cu - the Mandelbrot set in 4.28 fixed-point integer arithmetic, so device and
// host agree bit for bit: one thread per pixel on a 2D grid, escape counts compared exactly.
#include <cuda_runtime.h>

#include <cstdint>
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

constexpr int FRAC = 28, MAX_ITER = 200;
constexpr int64_t ONE = int64_t(1) << FRAC;

__host__ __device__ int escapeCount(int64_t cr, int64_t ci) {
  int64_t zr = 0, zi = 0;
  for (int it = 0; it < MAX_ITER; ++it) {
    const int64_t zr2 = (zr * zr) >> FRAC, zi2 = (zi * zi) >> FRAC;
    if (zr2 + zi2 > 4 * ONE)
      return it;
    zi = ((zr * zi) >> (FRAC - 1)) + ci; // 2*zr*zi
    zr = zr2 - zi2 + cr;
  }
  return MAX_ITER;
}

__host__ __device__ int64_t pixelToFixed(int p, int size, int64_t lo, int64_t span) {
  return lo + span * p / size;
}

__global__ void mandelbrot(int *counts, int w, int h, int64_t x0, int64_t y0, int64_t spanX, int64_t spanY) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h)
    counts[y * w + x] = escapeCount(pixelToFixed(x, w, x0, spanX), pixelToFixed(y, h, y0, spanY));
}

int main() {
  const int w = 160, h = 100;
  const int64_t x0 = -2 * ONE - ONE / 4, y0 = -ONE - ONE / 8, spanX = 3 * ONE, spanY = 9 * ONE / 4;
  int *d;
  CHECK(cudaMalloc(&d, w * h * sizeof(int)));
  dim3 block(16, 16), grid((w + 15) / 16, (h + 15) / 16);
  mandelbrot<<<grid, block>>>(d, w, h, x0, y0, spanX, spanY);
  CHECK(cudaGetLastError());
  std::vector<int> got(w * h);
  CHECK(cudaMemcpy(got.data(), d, got.size() * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d));

  int errors = 0, inside = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const int want = escapeCount(pixelToFixed(x, w, x0, spanX), pixelToFixed(y, h, y0, spanY));
      inside += want == MAX_ITER;
      if (got[y * w + x] != want && ++errors <= 5)
        printf("pixel (%d,%d): %d iterations, want %d\n", x, y, got[y * w + x], want);
    }
  if (inside == 0 || inside == w * h) {
    printf("FAILED: degenerate image (%d points inside)\n", inside);
    return 1;
  }
  if (errors) {
    printf("FAILED: %d mismatches\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
