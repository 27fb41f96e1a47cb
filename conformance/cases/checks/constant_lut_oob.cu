// memcheck out-of-bounds in constant memory: a 16-entry gamma table is indexed by the top 4 bits
// of a 5-bit value (v >> 1 instead of v >> 2 for values 0..63), so inputs 32..63 read entries
// 16..31 past the __constant__ array.
// Fix (-DCLEAN): index by v >> 2.
__constant__ int gamma_lut[16] = {0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78, 91, 105, 120};
extern "C" __global__ void tone_map(const int *in, int *out) {
  int t = threadIdx.x;
#ifdef CLEAN
  out[t] = gamma_lut[in[t] >> 2];
#else
  out[t] = gamma_lut[in[t] >> 1]; // @read
#endif
}
