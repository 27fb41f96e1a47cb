// matmul.cu - tiled matrix multiply C = alpha * A * B + beta * C with 16 x 16 shared-memory tiles,
// a 2D grid of 2D blocks, and sizes that are not multiples of the tile (M = 40, N = 36, K = 50), so
// the edge tiles are padded with zeros.
// The inputs are small integers (alpha = 0.5, beta = -2), so every product and partial sum is exact in
// float and the result is the same with or without fused multiply-adds, in any order: exact.

#define TILE 16

__global__ void sgemm_tiled(int M, int N, int K, float alpha, const float *A, const float *B,
                            float beta, float *C) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty;
  int col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
    int ka = t * TILE + tx;
    int kb = t * TILE + ty;
    As[ty][tx] = (row < M && ka < K) ? A[row * K + ka] : 0.0f;
    Bs[ty][tx] = (kb < K && col < N) ? B[kb * N + col] : 0.0f;
    __syncthreads();
    for (int k = 0; k < TILE; ++k)
      acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  if (row < M && col < N)
    C[row * N + col] = alpha * acc + beta * C[row * N + col];
}
