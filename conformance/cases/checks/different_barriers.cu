// synccheck different-barriers: a producer warp and a consumer warp meet at a named barrier (64
// threads), but the consumer waits at barrier 2 instead of barrier 1. Each warp waits for the other
// forever: the launch stops at the deadlock before the consumer writes anything.
// The barriers are the builtin of bar.sync with a thread count (barrier.sync.cnt).
// Clean twin (-DCLEAN): both warps use barrier 1.
extern "C" __global__ void handoff(const int *in, int *out) {
  __shared__ int s[32];
  int t = threadIdx.x;
  if (t < 32) {
    s[t] = 2 * in[t];
    __nvvm_barrier_sync_cnt(1, 64); // @producer
  } else {
#ifdef CLEAN
    __nvvm_barrier_sync_cnt(1, 64);
#else
    __nvvm_barrier_sync_cnt(2, 64); // @consumer
#endif
    out[t - 32] = s[t - 32] + 1;
  }
}
