// initcheck in local memory: each thread fills 7 of the 8 entries of a local array (the loop bound
// is one short) and picks one entry by a runtime index; the last thread picks entry 7, which was
// never written (the dynamic index keeps the array in local memory, an alloca in the IR).
// Clean twin (-DCLEAN): the loop fills all 8 entries.
extern "C" __global__ void pick_one(const int *in, const int *pick, int *out) {
  int t = threadIdx.x;
  int window[8];
#ifdef CLEAN
  for (int j = 0; j < 8; ++j)
#else
  for (int j = 0; j < 7; ++j)
#endif
    window[j] = in[8 * t + j];
  out[t] = window[pick[t] & 7]; // @read
}
