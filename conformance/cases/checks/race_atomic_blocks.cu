// racecheck between atomics and plain accesses in global memory across blocks: every block adds
// its inputs to a global total with atomicAdd, but block 0's thread 0 first clears the total with
// a plain store, and the first thread of the last block reads it with a plain load. Blocks of one
// launch are not ordered: the clear and the read race with the other blocks' atomics.
// The atomic is the builtin __nvvm_atom_add_gen_i itself (what atomicAdd(int *, int) is).
// Clean twin (-DCLEAN): the host clears the total; the kernel only adds (atomics do not race).
extern "C" __global__ void sum_all(const int *in, int *total, int *seen) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#ifndef CLEAN
  if (i == 0)
    *total = 0; // @clear
#endif
  __nvvm_atom_add_gen_i(total, in[i]); // @atomic
#ifndef CLEAN
  if (i == (gridDim.x - 1) * blockDim.x)
    *seen = *total; // @read
#endif
}
