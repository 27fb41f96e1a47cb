// memcheck misaligned: a block stages 66 ints in shared memory, then each thread reads the pair
// that starts at its odd element (1 + 2t) through an int2 pointer made with reinterpret_cast at
// s + 1, and copies it out: every 8-byte vector load is at 4 mod 8.
// Fix (-DCLEAN): copy the pair as two ints.
typedef int int2 __attribute__((ext_vector_type(2)));

extern "C" __global__ void odd_pairs(const int *in, int *out) {
  __shared__ int s[66];
  int t = threadIdx.x;
  s[t] = in[t];
  s[t + 32] = in[t + 32];
  if (t < 2)
    s[t + 64] = in[t + 64];
  __syncthreads();
#ifdef CLEAN
  out[2 * t] = s[1 + 2 * t];
  out[2 * t + 1] = s[2 + 2 * t];
#else
  const int2 *pairs = reinterpret_cast<const int2 *>(s + 1);
  reinterpret_cast<int2 *>(out)[t] = pairs[t]; // @load
#endif
}
