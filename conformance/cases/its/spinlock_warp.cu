// A global spin lock contended by the 32 lanes of one warp (grid 1, block 32). Pre-Volta SIMT
// execution livelocks here (the lanes still spinning keep the lane holding the lock from running);
// with independent thread scheduling every lane gets the lock in turn.
// Relies on atomics and fences for ordering (PTX memory model): the lock is taken with atomicCAS
// and released with atomicExch (strong operations), and __threadfence() (fence.sc.gpu) after the
// acquiring CAS and before the releasing exchange orders the plain accesses of the critical
// section between holders, so they do not race.
// Each holder reads the counter c, records hits[c] += 1 and stores c + 1: the final counter is 32
// and every hits[c] is 1 (each value was held by exactly one lane).

extern "C" __global__ void spinlock_warp(int *lock, int *counter, int *hits) {
  while (atomicCAS(lock, 0, 1) != 0) {
  }
  __threadfence();
  int c = *counter;
  hits[c] = hits[c] + 1;
  *counter = c + 1;
  __threadfence();
  atomicExch(lock, 0);
}
