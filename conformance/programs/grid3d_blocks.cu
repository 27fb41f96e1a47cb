// grid3d_blocks.cu - indexing exercise: a 3D volume covered by a 2D grid of 3D blocks (z folded
// into grid.y), each thread writing a value derived from its global (x, y, z) coordinates and
// recording which block and thread wrote it. Checks every built-in index variable.
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

struct Cell {
  int value;
  int linearThread; // threadIdx linearised within the block
  int linearBlock;  // blockIdx linearised within the grid
};

__host__ __device__ int f(int x, int y, int z) { return x * 10000 + y * 100 + z; }

__global__ void fill(Cell *vol, int nx, int ny, int nz, int zBlocks) {
  const int bz = blockIdx.y % zBlocks, by = blockIdx.y / zBlocks; // grid.y = yBlocks * zBlocks
  const int x = blockIdx.x * blockDim.x + threadIdx.x;
  const int y = by * blockDim.y + threadIdx.y;
  const int z = bz * blockDim.z + threadIdx.z;
  if (x >= nx || y >= ny || z >= nz)
    return;
  Cell c;
  c.value = f(x, y, z);
  c.linearThread = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  c.linearBlock = blockIdx.y * gridDim.x + blockIdx.x;
  vol[(z * ny + y) * nx + x] = c;
}

int main() {
  const int nx = 37, ny = 21, nz = 13;
  const dim3 block(8, 4, 4);
  const int zBlocks = (nz + block.z - 1) / block.z;
  const dim3 grid((nx + block.x - 1) / block.x, ((ny + block.y - 1) / block.y) * zBlocks);
  Cell *d;
  const size_t bytes = size_t(nx) * ny * nz * sizeof(Cell);
  CHECK(cudaMalloc(&d, bytes));
  fill<<<grid, block>>>(d, nx, ny, nz, zBlocks);
  CHECK(cudaGetLastError());
  std::vector<Cell> got(size_t(nx) * ny * nz);
  CHECK(cudaMemcpy(got.data(), d, bytes, cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d));

  int errors = 0;
  for (int z = 0; z < nz; ++z)
    for (int y = 0; y < ny; ++y)
      for (int x = 0; x < nx; ++x) {
        const Cell &c = got[(z * ny + y) * nx + x];
        const int tx = x % block.x, ty = y % block.y, tz = z % block.z;
        const int bx = x / block.x, byz = (y / block.y) * zBlocks + z / block.z;
        const int wantThread = (tz * block.y + ty) * block.x + tx, wantBlock = byz * grid.x + bx;
        if ((c.value != f(x, y, z) || c.linearThread != wantThread || c.linearBlock != wantBlock) &&
            ++errors <= 5)
          printf("(%d,%d,%d): value %d thread %d block %d, want %d %d %d\n", x, y, z, c.value, c.linearThread,
                 c.linearBlock, f(x, y, z), wantThread, wantBlock);
      }
  if (errors) {
    printf("FAILED: %d mismatches\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
