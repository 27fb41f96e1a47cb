// racecheck on source lines that -O2 unrolls into several instructions: each of 64 threads (two
// warps) writes four words of a scratch buffer in a loop of four, then reads the four words of the
// thread 32 places away (in the other warp), with no barrier between. Each loop body is one source
// line, unrolled into four stores and four loads: the races of the four copies are one finding
// per pair of source lines, counting them all (every word is written by one warp and read by the
// other: 256 races).
// Clean twin (-DCLEAN): __syncthreads() between the writes and the reads.
extern "C" __global__ void spread(const int *__restrict__ in, int *scratch, int *__restrict__ out) {
  int t = threadIdx.x;
#pragma unroll
  for (int k = 0; k < 4; ++k)
    scratch[64 * k + t] = in[t] + k; // @write
#ifdef CLEAN
  __syncthreads();
#endif
  int sum = 0;
#pragma unroll
  for (int k = 0; k < 4; ++k)
    sum += scratch[64 * k + (t + 32) % 64]; // @read
  out[t] = sum;
}
