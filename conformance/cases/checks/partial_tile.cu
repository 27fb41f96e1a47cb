// initcheck in shared memory: a 64-entry tile is loaded with one entry per thread, but the block
// has only 48 threads, so tile[48..63] are never written; the mirrored read of threads 0..15
// (tile[63 - t]) reads them.
// Fix (-DCLEAN): a block-stride loop loads the whole tile.
extern "C" __global__ void mirror_sum(const int *in, int *out) {
  __shared__ int tile[64];
  int t = threadIdx.x;
#ifdef CLEAN
  for (int i = t; i < 64; i += blockDim.x)
    tile[i] = in[i];
#else
  tile[t] = in[t];
#endif
  __syncthreads();
  out[t] = tile[t] + tile[63 - t]; // @read
}
