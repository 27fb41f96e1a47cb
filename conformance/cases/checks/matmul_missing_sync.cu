// racecheck in a tiled matrix multiply run by one warp (a 4x8 tile of C): the tiles of A and B are
// loaded into shared memory and used with no synchronization between the load and the use, as if
// one warp ran in lockstep (not so since sm_70): each lane reads entries other lanes stored.
// Fix (-DCLEAN): __syncthreads() after loading the tiles (__syncwarp() would do for one warp).
extern "C" __global__ void matmul4x8(const int *a, const int *b, int *c) {
  __shared__ int as[4][8], bs[8][8];
  int col = threadIdx.x % 8, row = threadIdx.x / 8;
  as[row][col] = a[row * 8 + col]; // @store_a
  bs[row][col] = b[row * 8 + col]; bs[row + 4][col] = b[(row + 4) * 8 + col]; // @store_b
#ifdef CLEAN
  __syncthreads();
#endif
  int sum = 0;
  for (int k = 0; k < 8; ++k)
    sum += as[row][k] * bs[k][col]; // @use
  c[row * 8 + col] = sum;
}
