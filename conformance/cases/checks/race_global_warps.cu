// racecheck in global memory between warps of one block: each thread writes a scratch slot and
// then reads the slot of the thread 32 places away (in the other warp), with no barrier between.
// The second warp overwrites slots the first warp read (write-after-read) and reads slots the first
// warp wrote (read-after-write).
// Clean twin (-DCLEAN): __syncthreads() between the writes and the reads.
extern "C" __global__ void swap_halves(const int *in, int *scratch, int *out) {
  int t = threadIdx.x;
  scratch[t] = 2 * in[t]; // @write
#ifdef CLEAN
  __syncthreads();
#endif
  out[t] = scratch[(t + 32) % 64]; // @read
}
