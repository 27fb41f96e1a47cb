// racecheck between the lanes of one warp: lane 0 of each warp publishes its warp's base value in
// shared memory and the other lanes read it right away, relying on the warp running in lockstep
// (not so since sm_70: no __syncwarp() orders lane 0's store before the other lanes' loads).
// Fix (-DCLEAN): __syncwarp() between the store and the loads.
extern "C" __global__ void add_warp_base(const int *in, int *out) {
  __shared__ int base[2];
  int t = threadIdx.x, w = t / 32;
  if (t % 32 == 0)
    base[w] = in[t]; // @write
#ifdef CLEAN
  __syncwarp();
#endif
  out[t] = in[t] - base[w]; // @read
}
