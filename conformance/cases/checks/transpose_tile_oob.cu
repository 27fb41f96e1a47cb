// memcheck out-of-bounds in shared memory, in a tiled transpose: the tile is indexed with the
// padded row length TILE + 1 (to avoid bank conflicts) but declared without the padding, so the
// last row's entries 64..70 lie past the 64-entry array: 7 threads write past it and 7 read past
// it.
// Fix (-DCLEAN): declare the tile with its padding, TILE * (TILE + 1) entries.
#define TILE 8
extern "C" __global__ void transpose8(const int *in, int *out) {
#ifdef CLEAN
  __shared__ int tile[TILE * (TILE + 1)];
#else
  __shared__ int tile[TILE * TILE];
#endif
  int tx = threadIdx.x % TILE, ty = threadIdx.x / TILE;
  tile[ty * (TILE + 1) + tx] = in[ty * TILE + tx]; // @write
  __syncthreads();
  out[ty * TILE + tx] = tile[tx * (TILE + 1) + ty]; // @read
}
