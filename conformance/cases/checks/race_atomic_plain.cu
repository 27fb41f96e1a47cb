// racecheck between an atomic and a plain access in global memory: block 0 counts the positive
// inputs with atomicAdd while block 1 reads the counter with a plain load. Atomics do not race with
// atomics, but a plain access races with them (blocks of one launch are not ordered).
// The atomic is the builtin __nvvm_atom_add_gen_i itself (what atomicAdd(int *, int) is), so the
// access's location is this line, not a line of cuda.h's inlined helper.
// Clean twin (-DCLEAN): block 1 reads the counter with an atomic too (atomicAdd of 0).
extern "C" __global__ void count_and_report(const int *in, int *count, int *report) {
  int t = threadIdx.x;
  if (blockIdx.x == 0) {
    if (in[t] > 0)
      __nvvm_atom_add_gen_i(count, 1); // @atomic
  } else if (t == 0) {
#ifdef CLEAN
    *report = atomicAdd(count, 0);
#else
    *report = *count; // @read
#endif
  }
}
