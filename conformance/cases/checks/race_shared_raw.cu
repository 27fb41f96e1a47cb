// racecheck read-after-write in shared memory: the first warp loads a 32-entry lookup table into
// shared memory and every warp uses it, with no barrier in between. The second warp reads entries
// the first warp wrote in the same barrier interval. Within the first warp the lanes read entries
// other lanes wrote, ordered by the __syncwarp() (without it they would race too: sm_70 lanes are
// scheduled independently).
// Clean twin (-DCLEAN): __syncthreads() between the load and the lookups.
extern "C" __global__ void lookup(const int *table, const int *keys, int *out) {
  __shared__ int lut[32];
  int t = threadIdx.x;
  if (t < 32)
    lut[t] = table[t]; // @write
  __syncwarp();
#ifdef CLEAN
  __syncthreads();
#endif
  out[t] = lut[keys[t] & 31]; // @read
}
