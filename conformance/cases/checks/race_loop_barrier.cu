// racecheck in a tiled loop missing its second barrier: each iteration loads a 64-element tile
// into shared memory, waits, and each thread reads the element the other warp loaded. Without a
// barrier at the end of the body, the first warp already loads the next tile while the second warp
// still reads the current one: the second warp reads the new tile (read-after-write) and then
// overwrites elements the first warp read (write-after-read), in every iteration but the last.
// Clean twin (-DCLEAN): __syncthreads() at the end of the loop body.
extern "C" __global__ void tile_sums(const int *in, int *out, int n) {
  __shared__ int tile[64];
  int t = threadIdx.x;
  int acc = 0;
  for (int base = 0; base < n; base += 64) {
    tile[t] = in[base + t]; // @write
    __syncthreads();
    acc += tile[63 - t]; // @read
#ifdef CLEAN
    __syncthreads();
#endif
  }
  out[t] = acc;
}
