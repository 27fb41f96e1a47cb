// synccheck: two different __syncthreads() in the two sides of an if/else. Even and odd threads
// wait at different barriers (undefined per the CUDA Programming Guide, even though bar.sync 0 on
// sm_70 counts arrivals and lets it through).
// Fix (-DCLEAN): one barrier after the if/else.
extern "C" __global__ void even_odd(const int *in, int *out) {
  __shared__ int s[32];
  int t = threadIdx.x;
#ifdef CLEAN
  if (t % 2 == 0)
    s[t] = in[t];
  else
    s[t] = -in[t];
  __syncthreads();
#else
  if (t % 2 == 0) {
    s[t] = in[t];
    __syncthreads(); // @even
  } else {
    s[t] = -in[t];
    __syncthreads(); // @odd
  }
#endif
  out[t] = s[t ^ 1];
}
