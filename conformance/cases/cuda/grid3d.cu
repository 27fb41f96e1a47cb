// grid3d.cu - 2D and 3D grids and blocks.
//
// index3d: grid (3, 2, 2) of blocks (4, 4, 2) over a 10 x 7 x 3 volume (the edge blocks are partial).
//   Each in-range thread writes, at its (x, y, z), its block index and thread index packed into one
//   word, and its linear rank in the block times 1000 plus gridDim/blockDim checks.
// laplace3d: a 7-point integer Laplacian on the same volume (zero outside), 3D grid and block.
// transpose2d: a 2D grid of 8 x 8 blocks transposes a 21 x 13 float matrix through a padded shared
//   tile [8][9].

__global__ void index3d(unsigned *ids, unsigned *ranks, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x >= nx || y >= ny || z >= nz)
    return;
  int at = (z * ny + y) * nx + x;
  ids[at] = (blockIdx.x << 24) | (blockIdx.y << 20) | (blockIdx.z << 16) | (threadIdx.x << 8) |
            (threadIdx.y << 4) | threadIdx.z;
  unsigned rank = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  unsigned dims = gridDim.x * 100000 + gridDim.y * 10000 + gridDim.z * 1000 + blockDim.x * 100 +
                  blockDim.y * 10 + blockDim.z;
  ranks[at] = rank * 1000000 + dims;
}

__device__ int at3(const int *v, int x, int y, int z, int nx, int ny, int nz) {
  if (x < 0 || y < 0 || z < 0 || x >= nx || y >= ny || z >= nz)
    return 0;
  return v[(z * ny + y) * nx + x];
}

__global__ void laplace3d(const int *v, int *out, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x >= nx || y >= ny || z >= nz)
    return;
  int c = at3(v, x, y, z, nx, ny, nz);
  out[(z * ny + y) * nx + x] = at3(v, x - 1, y, z, nx, ny, nz) + at3(v, x + 1, y, z, nx, ny, nz) +
                               at3(v, x, y - 1, z, nx, ny, nz) + at3(v, x, y + 1, z, nx, ny, nz) +
                               at3(v, x, y, z - 1, nx, ny, nz) + at3(v, x, y, z + 1, nx, ny, nz) - 6 * c;
}

#define T 8

__global__ void transpose2d(const float *in, float *out, int w, int h) { // in: h rows of w
  __shared__ float tile[T][T + 1];
  int x = blockIdx.x * T + threadIdx.x;
  int y = blockIdx.y * T + threadIdx.y;
  if (x < w && y < h)
    tile[threadIdx.y][threadIdx.x] = in[y * w + x];
  __syncthreads();
  int tx = blockIdx.y * T + threadIdx.x; // column in out (w rows of h)
  int ty = blockIdx.x * T + threadIdx.y;
  if (tx < h && ty < w)
    out[ty * h + tx] = tile[threadIdx.x][threadIdx.y];
}
