// racecheck between the lanes of one warp in global memory: lane 0 stores a word that lane 1 then
// loads, with nothing between them. On sm_70 and later the lanes of a warp are scheduled
// independently: the load may run before the store.
// Clean twin (-DCLEAN): __syncwarp() between the store and the load.
extern "C" __global__ void pass_on(const int *in, int *buf, int *out) {
  int lane = threadIdx.x;
  if (lane == 0)
    buf[0] = 3 * in[0]; // @write
#ifdef CLEAN
  __syncwarp();
#endif
  if (lane == 1)
    out[0] = buf[0] + 1; // @read
}
