// jacobi_iterations.cu - Jacobi iteration for the 2D Poisson equation, the classic multi-kernel
// loop: per sweep an update kernel, a residual kernel reducing into per-block partials, and a
// final reduction kernel, with the host reading the residual every 10 sweeps to decide whether
// to stop. The host runs the same sweeps in the same float arithmetic for the reference.
#include <cuda_runtime.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
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

constexpr int N = 48; // grid points per side, boundary included

__global__ void jacobiSweep(const float *u, float *unew, const float *f, float h2) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= N || y >= N)
    return;
  const int i = y * N + x;
  if (x == 0 || y == 0 || x == N - 1 || y == N - 1)
    unew[i] = u[i];
  else
    unew[i] = 0.25f * (u[i - 1] + u[i + 1] + u[i - N] + u[i + N] - h2 * f[i]);
}

// Max |unew - u| per block of 256 threads.
__global__ void blockMaxDiff(const float *u, const float *unew, float *partial) {
  __shared__ float s[256];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = i < N * N ? fabsf(unew[i] - u[i]) : 0.0f;
  __syncthreads();
  for (int w = 128; w > 0; w >>= 1) {
    if (threadIdx.x < w)
      s[threadIdx.x] = fmaxf(s[threadIdx.x], s[threadIdx.x + w]);
    __syncthreads();
  }
  if (threadIdx.x == 0)
    partial[blockIdx.x] = s[0];
}

__global__ void finalMax(const float *partial, int n, float *out) {
  float m = 0;
  for (int i = 0; i < n; ++i)
    m = fmaxf(m, partial[i]);
  *out = m;
}

int main() {
  const float h = 1.0f / (N - 1), h2 = h * h;
  std::vector<float> u(N * N, 0.0f), f(N * N, 0.0f);
  for (int x = 0; x < N; ++x)
    u[x] = 1.0f;                        // u = 1 on the top edge
  f[(N / 2) * N + N / 2] = -50.0f / h2; // a point source
  const int cells = N * N, partials = (cells + 255) / 256;
  float *dU, *dUnew, *dF, *dPartial, *dRes;
  CHECK(cudaMalloc(&dU, cells * sizeof(float)));
  CHECK(cudaMalloc(&dUnew, cells * sizeof(float)));
  CHECK(cudaMalloc(&dF, cells * sizeof(float)));
  CHECK(cudaMalloc(&dPartial, partials * sizeof(float)));
  CHECK(cudaMalloc(&dRes, sizeof(float)));
  CHECK(cudaMemcpy(dU, u.data(), cells * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dF, f.data(), cells * sizeof(float), cudaMemcpyHostToDevice));

  const float tol = 1e-4f;
  const dim3 block(16, 16), grid((N + 15) / 16, (N + 15) / 16);
  int sweeps = 0;
  float res = 1;
  while (sweeps < 200) {
    jacobiSweep<<<grid, block>>>(dU, dUnew, dF, h2);
    blockMaxDiff<<<partials, 256>>>(dU, dUnew, dPartial);
    finalMax<<<1, 1>>>(dPartial, partials, dRes);
    std::swap(dU, dUnew);
    ++sweeps;
    if (sweeps % 10 == 0) {
      CHECK(cudaMemcpy(&res, dRes, sizeof res, cudaMemcpyDeviceToHost));
      if (res < tol)
        break;
    }
  }
  CHECK(cudaGetLastError());
  std::vector<float> got(cells);
  CHECK(cudaMemcpy(got.data(), dU, cells * sizeof(float), cudaMemcpyDeviceToHost));

  // Host: the same number of sweeps.
  std::vector<float> a = u, b(cells);
  for (int s = 0; s < sweeps; ++s) {
    for (int y = 0; y < N; ++y)
      for (int x = 0; x < N; ++x) {
        const int i = y * N + x;
        b[i] = (x == 0 || y == 0 || x == N - 1 || y == N - 1)
                   ? a[i]
                   : 0.25f * (a[i - 1] + a[i + 1] + a[i - N] + a[i + N] - h2 * f[i]);
      }
    a.swap(b);
  }
  int errors = 0;
  for (int i = 0; i < cells; ++i)
    if (std::fabs(got[i] - a[i]) > 1e-4f && ++errors <= 5)
      printf("u[%d,%d] = %f, want %f\n", i % N, i / N, got[i], a[i]);
  for (float *p : {dU, dUnew, dF, dPartial, dRes})
    CHECK(cudaFree(p));
  if (sweeps < 20) {
    printf("FAILED: stopped after %d sweeps (residual %g)\n", sweeps, res);
    return 1;
  }
  if (errors) {
    printf("FAILED: %d mismatches after %d sweeps (tolerance 1e-4 absolute)\n", errors, sweeps);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
