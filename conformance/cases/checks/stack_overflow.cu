// memcheck stack-overflow: the weight of a linked list summed by recursion, on a list whose last
// node points back to the first. The recursion never ends; the simulator stops it at 1024 nested
// calls (the call is not a tail call: its result is scaled and added to).
// Clean twin: the same kernel; its script's list ends (-1) where the cycle was.
__device__ __noinline__ int weigh(const int *next, const int *weight, int node) {
  if (node < 0)
    return 0;
  return weight[node] + 2 * weigh(next, weight, next[node]); // @call
}

extern "C" __global__ void list_weight(const int *next, const int *weight, int *out) {
  out[threadIdx.x] = weigh(next, weight, threadIdx.x & 7);
}
