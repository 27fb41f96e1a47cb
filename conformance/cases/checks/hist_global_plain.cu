// racecheck in a global histogram: each of 2 blocks adds its 32 values into 32 global bins with a
// plain ++ (each lane its own bin, so no race within a block), but both blocks update the same
// bins with nothing ordering them.
// Fix (-DCLEAN): atomicAdd(&hist[b], 1), cuda.h's wrapper.
extern "C" __global__ void histogram32(const int *in, int *hist) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int b = in[i] & 31;
#ifdef CLEAN
  atomicAdd(&hist[b], 1);
#else
  hist[b]++; // @inc
#endif
}
