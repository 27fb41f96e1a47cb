// The runtime's cost per launch (docs/performance.md): LAUNCHES launches of a kernel that does
// about a millisecond of simulated work each. `nvvm-sim exec --report json R -- ./launch_overhead`
// gives each launch's executor time (launches[].seconds); the program prints its own wall time, and
// the difference is what the runtime and the program's host code add.
#include <chrono>
#include <cstdio>
#include <cstdlib>

__global__ void work(float *x, int n, int rounds) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = x[i];
    for (int r = 0; r < rounds; ++r)
      v = v * 0.999f + 0.001f;
    x[i] = v;
  }
}

int main(int argc, char **argv) {
  const int launches = argc > 1 ? std::atoi(argv[1]) : 1000;
  const int rounds = argc > 2 ? std::atoi(argv[2]) : 64;
  const int n = 1024;
  float *x;
  cudaMalloc(&x, n * sizeof(float));
  cudaMemset(x, 0, n * sizeof(float));
  const auto t0 = std::chrono::steady_clock::now();
  for (int l = 0; l < launches; ++l)
    work<<<n / 256, 256>>>(x, n, rounds);
  cudaError_t e = cudaDeviceSynchronize();
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("%d launches in %.3f s (%.1f us each): %s\n", launches, s, 1e6 * s / launches, cudaGetErrorName(e));
  return e == cudaSuccess ? 0 : 1;
}
