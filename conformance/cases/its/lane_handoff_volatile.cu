// Producer/consumer between the lanes of one warp (grid 1, block 32) through a volatile flag:
// lane 0 writes data[0..31] = 7*in[k] + 1, __threadfence(), then sets the flag with a volatile
// store; lanes 1..31 spin on a volatile load of the flag, __threadfence(), then read
// data[i] ^ data[(i + 1) % 32]. Needs independent thread scheduling: if the spinning lanes ran
// first and never yielded, lane 0 would never publish.
// Relies on the flag and fences for ordering (PTX memory model): volatile accesses are strong
// (relaxed, system scope); fence; store flag is a release pattern and load flag; fence an acquire
// pattern, so the plain data writes happen before the plain data reads.
// out[0] = -1 (the producer's own mark).

extern "C" __global__ void lane_handoff_volatile(const int *in, int *data, int *flag, int *out) {
  int lane = threadIdx.x;
  volatile int *vflag = flag;
  if (lane != 0) {
    while (*vflag == 0) {
    }
    __threadfence();
    out[lane] = data[lane] ^ data[(lane + 1) & 31];
  } else {
    for (int k = 0; k < 32; ++k) data[k] = 7 * in[k] + 1;
    __threadfence();
    *vflag = 1;
    out[0] = -1;
  }
}
