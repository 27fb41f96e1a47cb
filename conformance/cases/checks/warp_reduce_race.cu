// racecheck between the lanes of one warp: the warp-synchronous tail of a shared-memory reduction
// (the classic `volatile` form, once written for lockstep warps) without __syncwarp(). On sm_70 and
// later the lanes of a warp are scheduled independently and `volatile` orders nothing: each step
// reads sums that other lanes of the warp stored in the step before, and stores over words that
// other lanes read in the same step.
// Clean twin (-DCLEAN): each step reads, __syncwarp()s, adds and stores, and __syncwarp()s again.
extern "C" __global__ void reduce64(const int *in, int *out) {
  __shared__ int s[64];
  int tid = threadIdx.x;
  s[tid] = in[tid];
  __syncthreads();
  if (tid < 32) {
    volatile int *vs = s;
#ifdef CLEAN
    int v;
    v = vs[tid + 32]; __syncwarp(); vs[tid] += v; __syncwarp();
    v = vs[tid + 16]; __syncwarp(); vs[tid] += v; __syncwarp();
    v = vs[tid + 8]; __syncwarp(); vs[tid] += v; __syncwarp();
    v = vs[tid + 4]; __syncwarp(); vs[tid] += v; __syncwarp();
    v = vs[tid + 2]; __syncwarp(); vs[tid] += v; __syncwarp();
    v = vs[tid + 1]; __syncwarp(); vs[tid] += v; __syncwarp();
#else
    vs[tid] += vs[tid + 32]; // @step32
    vs[tid] += vs[tid + 16]; // @step16
    vs[tid] += vs[tid + 8];  // @step8
    vs[tid] += vs[tid + 4];  // @step4
    vs[tid] += vs[tid + 2];  // @step2
    vs[tid] += vs[tid + 1];  // @step1
#endif
  }
  if (tid == 0)
    out[blockIdx.x] = s[0];
}
