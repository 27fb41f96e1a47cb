// Producer/consumer between the lanes of one warp (grid 1, block 32) through an atomic flag:
// lane 0 writes data[0..31] = 7*in[k] + 1, __threadfence(), then atomicExch(flag, 1); lanes 1..31
// spin on atomicAdd(flag, 0), __threadfence(), then read data[i] ^ data[(i + 1) % 32]. Needs
// independent thread scheduling: if the spinning lanes ran first and never yielded, lane 0 would
// never publish.
// Relies on the flag and fences for ordering (PTX memory model): fence; atomic store is a release
// pattern and atomic load; fence an acquire pattern, so the plain data writes happen before the
// plain data reads.
// out[0] = -1 (the producer's own mark).

extern "C" __global__ void lane_handoff_atomic(const int *in, int *data, int *flag, int *out) {
  int lane = threadIdx.x;
  if (lane != 0) {
    while (atomicAdd(flag, 0) == 0) {
    }
    __threadfence();
    out[lane] = data[lane] ^ data[(lane + 1) & 31];
  } else {
    for (int k = 0; k < 32; ++k) data[k] = 7 * in[k] + 1;
    __threadfence();
    atomicExch(flag, 1);
    out[0] = -1;
  }
}
