// racecheck between the lanes of one warp: the warp-synchronous reduction tail of
// warp_reduce_race.cu written with plain (not volatile) shared memory accesses, without
// __syncwarp(). At -O0 each step loads, adds and stores as written; at -O2 clang keeps s[tid] in a
// register: every load runs first and one store of the sum comes last (on the last step's line), after other
// lanes loaded s[tid]. Either way lanes of the warp race.
// Clean twin (-DCLEAN): each step reads, __syncwarp()s, adds and stores, and __syncwarp()s again.
extern "C" __global__ void reduce64(const int *in, int *out) {
  __shared__ int s[64];
  int tid = threadIdx.x;
  s[tid] = in[tid];
  __syncthreads();
  if (tid < 32) {
#ifdef CLEAN
    int v;
    v = s[tid + 32]; __syncwarp(); s[tid] += v; __syncwarp();
    v = s[tid + 16]; __syncwarp(); s[tid] += v; __syncwarp();
    v = s[tid + 8]; __syncwarp(); s[tid] += v; __syncwarp();
    v = s[tid + 4]; __syncwarp(); s[tid] += v; __syncwarp();
    v = s[tid + 2]; __syncwarp(); s[tid] += v; __syncwarp();
    v = s[tid + 1]; __syncwarp(); s[tid] += v; __syncwarp();
#else
    s[tid] += s[tid + 32]; // @step32
    s[tid] += s[tid + 16]; // @step16
    s[tid] += s[tid + 8];  // @step8
    s[tid] += s[tid + 4];  // @step4
    s[tid] += s[tid + 2];  // @step2
    s[tid] += s[tid + 1];  // @step1
#endif
  }
  if (tid == 0)
    out[blockIdx.x] = s[0];
}
