// racecheck between blocks, in message passing without fences: block 0 writes a result and then
// raises a volatile flag; block 1 spins on the flag and reads the result. Without
// __threadfence() on both sides nothing orders the result's write before its read (the flag's
// volatile accesses do not race with each other, the result's plain ones do).
// Fix (-DCLEAN): __threadfence() after writing the result and after seeing the flag.
extern "C" __global__ void publish(const int *in, int *data, volatile int *flag, int *out) {
  if (threadIdx.x != 0)
    return;
  if (blockIdx.x == 0) {
    *data = 3 * in[0] + 1; // @write
#ifdef CLEAN
    __threadfence();
#endif
    *flag = 1;
  } else {
    while (*flag == 0) {
    }
#ifdef CLEAN
    __threadfence();
#endif
    *out = *data; // @read
  }
}
