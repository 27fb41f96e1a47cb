// The runtime's cost per launch (docs/performance.md): LAUNCHES launches of a kernel that does
// about a millisecond of simulated work each. `nvvm-sim exec --report json R -- ./launch_overhead`
// gives each launch's executor time (launches[].seconds); the program prints its own wall time, and
// the difference is what the runtime and the program's host code add. A third argument sets the
// threads per block and a fourth the blocks (default 256 and 4; `launch_overhead 10000 1 32 1` is
// issue 21's fixed cost of a launch of one small block).
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
  const int block = argc > 3 ? std::atoi(argv[3]) : 256;
  const int blocks = argc > 4 ? std::atoi(argv[4]) : 4;
  const int n = block * blocks;
  float *x;
  cudaMalloc(&x, n * sizeof(float));
  cudaMemset(x, 0, n * sizeof(float));
  const auto t0 = std::chrono::steady_clock::now();
  for (int l = 0; l < launches; ++l)
    work<<<blocks, block>>>(x, n, rounds);
  cudaError_t e = cudaDeviceSynchronize();
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("%d launches in %.3f s (%.1f us each): %s\n", launches, s, 1e6 * s / launches, cudaGetErrorName(e));
  return e == cudaSuccess ? 0 : 1;
}
