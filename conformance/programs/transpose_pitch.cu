// transpose_pitch.cu - matrix transpose through a 32x33 shared tile (the padding avoids bank
// conflicts) on pitched allocations: cudaMallocPitch, cudaMemset2D, cudaMemcpy2D in both
// directions and cudaMemcpy2DAsync. Only the width of each row is touched; the pitch padding
// is never read.
#include <cuda_runtime.h>

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

constexpr int TILE = 32, ROWS = 8;

// in: rows x cols with pitch inPitch (bytes); out: cols x rows with pitch outPitch.
__global__ void transpose(const int *in, size_t inPitch, int *out, size_t outPitch, int rows, int cols) {
  __shared__ int tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < cols && y + j < rows)
      tile[threadIdx.y + j][threadIdx.x] = ((const int *)((const char *)in + (y + j) * inPitch))[x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < rows && y + j < cols)
      ((int *)((char *)out + (y + j) * outPitch))[x] = tile[threadIdx.x][threadIdx.y + j];
}

int main() {
  const int rows = 75, cols = 130;
  std::vector<int> h(rows * cols), t(cols * rows, -1);
  for (int i = 0; i < rows * cols; ++i)
    h[i] = i * 3 + 1;

  int *dIn, *dOut;
  size_t inPitch = 0, outPitch = 0;
  CHECK(cudaMallocPitch(&dIn, &inPitch, cols * sizeof(int), rows));
  CHECK(cudaMallocPitch(&dOut, &outPitch, rows * sizeof(int), cols));
  if (inPitch < cols * sizeof(int) || outPitch < rows * sizeof(int)) {
    printf("FAILED: pitch %zu/%zu smaller than a row\n", inPitch, outPitch);
    return 1;
  }
  CHECK(cudaMemset2D(dOut, outPitch, 0xff, rows * sizeof(int), cols)); // every element -1
  CHECK(cudaMemcpy2D(dIn, inPitch, h.data(), cols * sizeof(int), cols * sizeof(int), rows,
                     cudaMemcpyHostToDevice));

  // Before the kernel, the memset result must read back as -1 everywhere.
  CHECK(cudaMemcpy2D(t.data(), rows * sizeof(int), dOut, outPitch, rows * sizeof(int), cols,
                     cudaMemcpyDeviceToHost));
  for (int i = 0; i < rows * cols; ++i)
    if (t[i] != -1) {
      printf("FAILED: cudaMemset2D left %d at %d\n", t[i], i);
      return 1;
    }

  dim3 block(TILE, ROWS), grid((cols + TILE - 1) / TILE, (rows + TILE - 1) / TILE);
  transpose<<<grid, block>>>(dIn, inPitch, dOut, outPitch, rows, cols);
  CHECK(cudaGetLastError());
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));
  CHECK(cudaMemcpy2DAsync(t.data(), rows * sizeof(int), dOut, outPitch, rows * sizeof(int), cols,
                          cudaMemcpyDeviceToHost, s));
  CHECK(cudaStreamSynchronize(s));

  int errors = 0;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (t[c * rows + r] != h[r * cols + c] && ++errors <= 5)
        printf("out[%d][%d] = %d, want %d\n", c, r, t[c * rows + r], h[r * cols + c]);
  CHECK(cudaStreamDestroy(s));
  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dOut));
  if (errors) {
    printf("FAILED: %d mismatches\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
