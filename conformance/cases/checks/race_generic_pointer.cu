// racecheck through generic pointers to shared memory: a block reverses a shared array in place
// with two helper functions that take plain pointers (they are not inlined, so the accesses are
// generic loads and stores whose addresses land in the shared window). The barrier between the
// reads of the old values and the writes of the new ones is missing.
// Clean twin (-DCLEAN): __syncthreads() between the reads and the writes.
__device__ __noinline__ int load_at(const int *p, int i) {
  return p[i]; // @load
}

__device__ __noinline__ void store_at(int *p, int i, int v) {
  p[i] = v; // @store
}

extern "C" __global__ void reverse(const int *in, int *out) {
  __shared__ int s[64];
  int t = threadIdx.x;
  store_at(s, t, in[t]);
  __syncthreads();
  int v = load_at(s, 63 - t);
#ifdef CLEAN
  __syncthreads();
#endif
  store_at(s, t, v);
  __syncthreads();
  out[t] = load_at(s, t);
}
