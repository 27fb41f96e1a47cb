// memcheck out-of-bounds in constant memory: a 4-tap filter whose loop runs one tap too far,
// k <= ntaps, so every thread reads taps[4], past the __constant__ array (ntaps is a kernel
// argument, so the index stays a runtime value).
// Clean twin (-DCLEAN): k < ntaps.
__constant__ int taps[4] = {1, -2, 3, 5};

extern "C" __global__ void filter(const int *in, int *out, int ntaps) {
  int t = threadIdx.x;
  int acc = 0;
#ifdef CLEAN
  for (int k = 0; k < ntaps; ++k)
#else
  for (int k = 0; k <= ntaps; ++k)
#endif
    acc += taps[k] * in[t + k]; // @read
  out[t] = acc;
}
