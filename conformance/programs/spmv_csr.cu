// spmv_csr.cu - sparse matrix-vector product y = A*x in CSR format, two ways: one thread per
// row (scalar) and one warp per row with a __shfl_down_sync reduction (vector), on a banded
// matrix with rows of uneven length. The vector x is read through __ldg.
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

__global__ void spmvScalar(int rows, const int *rowPtr, const int *cols, const float *vals, const float *x,
                           float *y) {
  const int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < rows) {
    float sum = 0;
    for (int k = rowPtr[r]; k < rowPtr[r + 1]; ++k)
      sum += vals[k] * __ldg(&x[cols[k]]);
    y[r] = sum;
  }
}

__global__ void spmvVector(int rows, const int *rowPtr, const int *cols, const float *vals, const float *x,
                           float *y) {
  const int r = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
  if (r >= rows) // whole warps leave together: rows is per warp
    return;
  float sum = 0;
  for (int k = rowPtr[r] + lane; k < rowPtr[r + 1]; k += 32)
    sum += vals[k] * __ldg(&x[cols[k]]);
  for (int off = 16; off > 0; off >>= 1)
    sum += __shfl_down_sync(0xffffffffu, sum, off);
  if (lane == 0)
    y[r] = sum;
}

int main() {
  const int rows = 3000, cols = 3000;
  std::vector<int> rowPtr(rows + 1, 0), colIdx;
  std::vector<float> vals, x(cols);
  for (int r = 0; r < rows; ++r) {
    const int width = 1 + (r * 7) % 60; // 1..60 entries
    for (int k = 0; k < width; ++k) {
      const int c = (r + k * 13) % cols;
      colIdx.push_back(c);
      vals.push_back(float((r + c) % 9) * 0.25f - 1.0f);
    }
    rowPtr[r + 1] = int(colIdx.size());
  }
  for (int c = 0; c < cols; ++c)
    x[c] = float(c % 31) * 0.125f;
  const int nnz = rowPtr[rows];

  int *dRowPtr, *dCols;
  float *dVals, *dX, *dY1, *dY2;
  CHECK(cudaMalloc(&dRowPtr, (rows + 1) * sizeof(int)));
  CHECK(cudaMalloc(&dCols, nnz * sizeof(int)));
  CHECK(cudaMalloc(&dVals, nnz * sizeof(float)));
  CHECK(cudaMalloc(&dX, cols * sizeof(float)));
  CHECK(cudaMalloc(&dY1, rows * sizeof(float)));
  CHECK(cudaMalloc(&dY2, rows * sizeof(float)));
  CHECK(cudaMemcpy(dRowPtr, rowPtr.data(), (rows + 1) * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dCols, colIdx.data(), nnz * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dVals, vals.data(), nnz * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dX, x.data(), cols * sizeof(float), cudaMemcpyHostToDevice));
  spmvScalar<<<(rows + 127) / 128, 128>>>(rows, dRowPtr, dCols, dVals, dX, dY1);
  spmvVector<<<(rows * 32 + 255) / 256, 256>>>(rows, dRowPtr, dCols, dVals, dX, dY2);
  CHECK(cudaGetLastError());
  std::vector<float> y1(rows), y2(rows);
  CHECK(cudaMemcpy(y1.data(), dY1, rows * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(y2.data(), dY2, rows * sizeof(float), cudaMemcpyDeviceToHost));

  int errors = 0;
  for (int r = 0; r < rows; ++r) {
    double want = 0;
    for (int k = rowPtr[r]; k < rowPtr[r + 1]; ++k)
      want += double(vals[k]) * x[colIdx[k]];
    const double tol = 1e-4 * (1.0 + std::fabs(want));
    if ((std::fabs(y1[r] - want) > tol || std::fabs(y2[r] - want) > tol) && ++errors <= 5)
      printf("row %d: scalar %f, vector %f, want %f\n", r, y1[r], y2[r], want);
  }
  for (void *p : {(void *)dRowPtr, (void *)dCols, (void *)dVals, (void *)dX, (void *)dY1, (void *)dY2})
    CHECK(cudaFree(p));
  if (errors) {
    printf("FAILED: %d rows differ (tolerance 1e-4 relative)\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
