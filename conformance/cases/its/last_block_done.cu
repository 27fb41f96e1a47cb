// CUDA's threadFenceReduction idiom (grid 8 x 64): each block reduces its 64 inputs in shared
// memory, thread 0 writes the block's partial sum, __threadfence(), then atomicInc(count, 8); the
// block that draws ticket 7 (the last to finish) fences again, sums the 8 partials into out[0]
// and resets count to 0. Every block whose thread 0 saw "last" adds 1 to out[1]: exactly one.
// Relies on atomics and fences for ordering (PTX memory model): partial write; fence; atomicInc is
// a release, atomicInc; fence an acquire in the last block, so its plain reads of the partials do
// not race with their writes.

extern "C" __global__ void last_block_done(const int *in, int *partial, unsigned *count, int *out) {
  __shared__ int s[64];
  __shared__ bool is_last;
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * 64 + t];
  __syncthreads();
  for (unsigned stride = 32; stride > 0; stride >>= 1) {
    if (t < stride) s[t] += s[t + stride];
    __syncthreads();
  }
  if (t == 0) {
    partial[blockIdx.x] = s[0];
    __threadfence();
    unsigned ticket = atomicInc(count, gridDim.x);
    is_last = ticket == gridDim.x - 1;
  }
  __syncthreads();
  if (is_last && t == 0) {
    __threadfence();
    int total = 0;
    for (unsigned b = 0; b < gridDim.x; ++b) total += partial[b];
    out[0] = total;
    atomicExch(count, 0u);
    atomicAdd(&out[1], 1);
  }
}
