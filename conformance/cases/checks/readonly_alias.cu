// racecheck with one buffer behind two parameters: `in` is only read (clang marks it `readonly`)
// and `out` is written, and the launch passes the same buffer for both. racecheck keeps no read
// records for a buffer only readonly parameters reach (nothing in the launch can write it); this one
// is reached through `out` as well, so its reads are checked. Each block reads the words the other
// block writes, with nothing ordering the blocks.
// Clean twin (-DCLEAN): each thread reads the word it writes.
extern "C" __global__ void swap_halves(const int *in, int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
#ifdef CLEAN
  int v = in[t];
#else
  int v = in[t ^ 32]; // @read
#endif
  out[t] = v + 1; // @write
}
