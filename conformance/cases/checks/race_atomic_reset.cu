// racecheck between a plain store and atomics in shared memory: thread 0 resets the block's
// counter with a plain store while the other lanes of its warp and the other warps already count
// the positive inputs with atomicAdd, with nothing ordering the reset before them.
// The atomic is the builtin __nvvm_atom_add_gen_i itself (what atomicAdd(int *, int) is), so the
// access's location is this line, not a line of cuda.h's inlined helper.
// Clean twin (-DCLEAN): __syncthreads() between the reset and the atomics.
extern "C" __global__ void count_positive(const int *in, int *out) {
  __shared__ int count;
  int t = threadIdx.x;
  if (t == 0)
    count = 0; // @reset
#ifdef CLEAN
  __syncthreads();
#endif
  if (in[blockIdx.x * blockDim.x + t] > 0)
    __nvvm_atom_add_gen_i(&count, 1); // @atomic
  __syncthreads();
  if (t == 0)
    out[blockIdx.x] = count;
}
