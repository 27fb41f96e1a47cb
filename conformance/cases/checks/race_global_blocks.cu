// racecheck write-after-write in global memory between blocks: each block reduces its 32 values
// with warp shuffles and lane 0 stores the block's sum to *total with a plain store, so every
// block overwrites the others (blocks of one launch are not ordered).
// Clean twin (-DCLEAN): atomicAdd(total, sum) (atomics do not race with atomics).
extern "C" __global__ void block_sums(const int *in, int *total) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int offset = 16; offset > 0; offset >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, offset);
  if (threadIdx.x == 0) {
#ifdef CLEAN
    atomicAdd(total, v);
#else
    *total = v; // @store
#endif
  }
}
