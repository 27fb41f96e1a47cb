// memcheck null-pointer: an optional output that the kernel writes without checking it. The
// script passes a null `count` (the caller does not want the count).
// Clean twin (-DCLEAN): the kernel checks the pointer first.
extern "C" __global__ void negate(const int *in, int *out, int *count) {
  int t = threadIdx.x;
  out[t] = -in[t];
#ifdef CLEAN
  if (t == 0 && count != nullptr)
    *count = blockDim.x;
#else
  if (t == 0)
    *count = blockDim.x; // @write
#endif
}
