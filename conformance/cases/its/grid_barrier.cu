// A grid-wide barrier written by hand, as cooperative launches (cudaLaunchCooperativeKernel, a
// grid group's sync()) need: 16 blocks of 64 threads each write their part, then thread 0 of each
// block arrives on a global counter (__threadfence, atomicAdd) and spins until all 16 have
// arrived; after the barrier every block reads another block's part. It terminates only when all
// 16 blocks are resident at once and make progress while one spins (as on the hardware: 16 blocks
// fit), even with --threads 1.
// Ordering (PTX memory model): parts written plainly, __syncthreads, __threadfence (release) then
// the atomicAdd; the spin reads the counter with a volatile load, then __threadfence (acquire)
// and __syncthreads before the block reads the other parts.
// Outputs: out[b * 64 + t] = part of block (b + 5) % 16, element t; arrived = 16.

extern "C" __global__ void grid_barrier(const int *in, int *parts, unsigned *arrived, int *out) {
  unsigned b = blockIdx.x, t = threadIdx.x, n = gridDim.x;
  parts[b * 64 + t] = in[b * 64 + t] * 3 + (int)b;
  __syncthreads();
  if (t == 0) {
    __threadfence();
    atomicAdd(arrived, 1u);
    volatile unsigned *v = arrived;
    while (*v < n) {
    }
    __threadfence();
  }
  __syncthreads();
  unsigned from = (b + 5) % n;
  out[b * 64 + t] = parts[from * 64 + t];
}
