// Shared-memory bank conflicts (docs/profile.md): a 32x32 tile transposed through shared memory by
// a block of 32x32 threads. Warp y writes row y of the tile (32 consecutive words: 32 banks) and
// reads column y (words x*32 + y: all in one bank, a 32-way conflict). Padding each row to 33
// words moves word x*33 + y to bank (x + y) % 32: every lane in its own bank again.
#define N 32

extern "C" __global__ void transpose_conflicts(const float *in, float *out) {
  __shared__ float tile[N][N];
  int x = threadIdx.x, y = threadIdx.y;
  tile[y][x] = in[y * N + x];
  __syncthreads();
  out[y * N + x] = tile[x][y];
}

extern "C" __global__ void transpose_padded(const float *in, float *out) {
  __shared__ float tile[N][N + 1];
  int x = threadIdx.x, y = threadIdx.y;
  tile[y][x] = in[y * N + x];
  __syncthreads();
  out[y * N + x] = tile[x][y];
}
