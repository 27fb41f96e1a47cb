// racecheck between the lanes of one warp: lane 0 hands a value to lane 1 through shared memory,
// raising a `volatile` flag after storing the data; lane 1 waits for the flag, then reads the data.
// `volatile` keeps the compiler from caching the flag but orders nothing between lanes (sm_70:
// lanes are scheduled independently): the data load races with the data store, and the flag's
// volatile load with its volatile store.
// Clean twin (-DCLEAN): __syncwarp() between the hand-over and the wait.
extern "C" __global__ void handoff(const int *in, int *out) {
  __shared__ int data;
  __shared__ int flag;
  volatile int *vflag = &flag;
  int lane = threadIdx.x;
  if (lane == 1)
    *vflag = 0;
  __syncthreads();
  if (lane == 0) {
    data = in[0] + 5; // @data_write
    *vflag = 1;       // @flag_write
  }
#ifdef CLEAN
  __syncwarp();
#endif
  if (lane == 1) {
    while (*vflag == 0) // @flag_read
      ;
    out[0] = data; // @data_read
  }
}
