// racecheck write-after-write between blocks: the output index forgets the block offset, so the
// 2 blocks both write out[0..31] (and the second block's results overwrite the first's).
// Fix (-DCLEAN): out[blockIdx.x * blockDim.x + threadIdx.x].
extern "C" __global__ void doubled(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#ifdef CLEAN
  out[i] = 2 * in[i];
#else
  out[threadIdx.x] = 2 * in[i]; // @write
#endif
}
