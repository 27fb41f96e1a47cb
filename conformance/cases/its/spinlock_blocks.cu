// A global spin lock contended by every thread of grid 4 x 64: lanes of one warp, warps of one
// block and blocks of the grid. Terminates only if the holder makes progress while the others spin
// (independent thread scheduling within a warp, fair scheduling of warps and co-resident blocks).
// Relies on atomics and fences for ordering (PTX memory model): atomicCAS takes the lock and
// atomicExch releases it, with __threadfence() after the acquire and before the release; the
// counter and hits are accessed as volatile (strong) inside the critical section, so they never
// race, whichever warps and blocks hold the lock.
// The final counter is 256 and every hits[c] is 1.

extern "C" __global__ void spinlock_blocks(int *lock, int *counter, int *hits) {
  volatile int *vcounter = counter;
  volatile int *vhits = hits;
  while (atomicCAS(lock, 0, 1) != 0) {
  }
  __threadfence();
  int c = *vcounter;
  vhits[c] = vhits[c] + 1;
  *vcounter = c + 1;
  __threadfence();
  atomicExch(lock, 0);
}
