// Message passing between two blocks (grid 2 x 64): block 1 sends to block 0: the WAITER is block
// 0, so running blocks one after the other in index order without switching hangs. The sender's
// threads write data[t] = 5*in[t] - 3, each __threadfence(), __syncthreads(), then thread 0 fences
// again and sets the flag with atomicExch. The waiter's thread 0 spins on atomicAdd(flag, 0) and
// fences; after __syncthreads() and a __threadfence() every waiter thread writes out[t] = data[63 -
// t]. Terminates only if the spinning block lets the other run (co-resident blocks, switched when
// one spins), whichever order the blocks start in.
// Relies on the flag and fences for ordering (PTX memory model): every sender thread's write is
// ordered before thread 0's release pattern (fence; atomic store) by the barrier, and the waiter's
// acquire pattern (atomic load; fence) before every waiter thread's read by the barrier, so the
// plain data accesses do not race.

extern "C" __global__ void message_passing_rev(const int *in, int *data, int *flag, int *out) {
  const unsigned waiter = 0, sender = 1;
  unsigned t = threadIdx.x;
  if (blockIdx.x == sender) {
    data[t] = 5 * in[t] - 3;
    __threadfence();
    __syncthreads();
    if (t == 0) {
      __threadfence();
      atomicExch(flag, 1);
    }
  } else if (blockIdx.x == waiter) {
    if (t == 0) {
      while (atomicAdd(flag, 0) == 0) {
      }
      __threadfence();
    }
    __syncthreads();
    __threadfence();
    out[t] = data[63 - t];
  }
}
