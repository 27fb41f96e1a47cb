// matmul_tiled.cu - C = A * B with 16x16 shared-memory tiles on a 2D grid, sizes that are not
// multiples of the tile. Timed with events: cudaEventCreate, cudaEventRecord, cudaEventSynchronize,
// cudaEventQuery, cudaEventElapsedTime (must be >= 0) and cudaEventDestroy.
#include <cuda_runtime.h>

#include <cmath>
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

constexpr int TILE = 16;

// A is M x K, B is K x N, C is M x N, all row-major.
__global__ void matmulTiled(const float *A, const float *B, float *C, int M, int N, int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  const int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;
  for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
    const int ac = t * TILE + threadIdx.x, br = t * TILE + threadIdx.y;
    As[threadIdx.y][threadIdx.x] = (row < M && ac < K) ? A[row * K + ac] : 0.0f;
    Bs[threadIdx.y][threadIdx.x] = (br < K && col < N) ? B[br * N + col] : 0.0f;
    __syncthreads();
    for (int k = 0; k < TILE; ++k)
      acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  if (row < M && col < N)
    C[row * N + col] = acc;
}

int main() {
  const int M = 70, N = 90, K = 50;
  std::vector<float> A(M * K), B(K * N), C(M * N);
  for (int i = 0; i < M * K; ++i)
    A[i] = float((i * 37) % 17) / 8.0f - 1.0f;
  for (int i = 0; i < K * N; ++i)
    B[i] = float((i * 11) % 23) / 11.0f - 1.0f;

  float *dA, *dB, *dC;
  CHECK(cudaMalloc(&dA, A.size() * sizeof(float)));
  CHECK(cudaMalloc(&dB, B.size() * sizeof(float)));
  CHECK(cudaMalloc(&dC, C.size() * sizeof(float)));
  CHECK(cudaMemcpy(dA, A.data(), A.size() * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dB, B.data(), B.size() * sizeof(float), cudaMemcpyHostToDevice));

  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  dim3 block(TILE, TILE), grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);
  CHECK(cudaEventRecord(start, 0));
  matmulTiled<<<grid, block>>>(dA, dB, dC, M, N, K);
  CHECK(cudaGetLastError());
  CHECK(cudaEventRecord(stop, 0));
  CHECK(cudaEventSynchronize(stop));
  CHECK(cudaEventQuery(stop)); // completed: cudaSuccess, not cudaErrorNotReady
  float ms = -1.0f;
  CHECK(cudaEventElapsedTime(&ms, start, stop));
  CHECK(cudaMemcpy(C.data(), dC, C.size() * sizeof(float), cudaMemcpyDeviceToHost));

  int errors = 0;
  for (int r = 0; r < M; ++r)
    for (int c = 0; c < N; ++c) {
      double want = 0;
      for (int k = 0; k < K; ++k)
        want += double(A[r * K + k]) * B[k * N + c];
      const float got = C[r * N + c];
      if (std::fabs(got - want) > 1e-4 * (1.0 + std::fabs(want)) && ++errors <= 5)
        printf("C[%d][%d] = %f, want %f\n", r, c, got, want);
    }
  CHECK(cudaEventDestroy(start));
  CHECK(cudaEventDestroy(stop));
  CHECK(cudaFree(dA));
  CHECK(cudaFree(dB));
  CHECK(cudaFree(dC));
  if (!(ms >= 0.0f)) {
    printf("FAILED: elapsed time %f ms is negative\n", ms);
    return 1;
  }
  if (errors) {
    printf("FAILED: %d mismatches (tolerance 1e-4 relative)\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
