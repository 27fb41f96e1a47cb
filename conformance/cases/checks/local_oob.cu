// memcheck out-of-bounds in local memory: each thread copies 8 values into a local array and picks
// one by a runtime index. pick[5] is 8, one past the array (the dynamic index keeps the array in
// local memory, an alloca in the IR).
// Clean twin (-DCLEAN): the index is masked to the array.
extern "C" __global__ void pick_one(const int *in, const int *pick, int *out) {
  int t = threadIdx.x;
  int window[8];
  for (int j = 0; j < 8; ++j)
    window[j] = in[8 * t + j];
#ifdef CLEAN
  out[t] = window[pick[t] & 7];
#else
  out[t] = window[pick[t]]; // @read
#endif
}
