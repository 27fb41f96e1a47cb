// racecheck through an inlined helper of a header: block 0 counts the positive inputs with
// atomicAdd (cuda.h's wrapper, inlined) while block 1 reads the counter with a plain load. The
// atomic's !dbg location is the wrapper's line in cuda.h, inlined at this file's line: the finding
// names this file's line (the user's), with cuda.h's line in its inline chain.
// Clean twin (-DCLEAN): block 1 reads the counter with atomicAdd(count, 0) too.
extern "C" __global__ void count_and_report(const int *in, int *count, int *report) {
  int t = threadIdx.x;
  if (blockIdx.x == 0) {
    if (in[t] > 0)
      atomicAdd(count, 1); // @atomic
  } else if (t == 0) {
#ifdef CLEAN
    *report = atomicAdd(count, 0);
#else
    *report = *count; // @read
#endif
  }
}
