// Message passing between blocks, the memory-model lesson (docs/semantics.md, "The relaxed memory
// model"). Block 2i stores a value, then raises a flag; block 2i+1 waits for the flag, then reads
// the value. Without a fence of GPU scope between the two stores, the PTX memory model lets the
// reader see the flag and still read the old value; __threadfence_block() does not help (its scope
// is the writer's own block); __threadfence() does. The reader needs the same fence between its
// two loads (the model lets loads be reordered too: racecheck reports the race without it, though
// the relaxed mode only delays stores).
//
//   nvvm-sim cc -O2 examples/message_passing.cu -o /tmp/mp                            # no fence
//   nvvm-sim cc -O2 -DFENCE=__threadfence_block examples/message_passing.cu -o /tmp/mp_block
//   nvvm-sim cc -O2 -DFENCE=__threadfence examples/message_passing.cu -o /tmp/mp_gpu
//   nvvm-sim exec --memory-model relaxed --seed 1 -- /tmp/mp
//
// Under the default --memory-model sc every reader sees the value.
#include <cstdio>

#ifndef FENCE
#define FENCE() // nothing: the broken version
#endif

constexpr int kPairs = 64;

__global__ void messagePassing(int *data, volatile int *flag, int *seen) {
  const int pair = blockIdx.x / 2;
  if (blockIdx.x % 2 == 0) {
    data[pair] = 42;
    FENCE();
    flag[pair] = 1;
  } else {
    while (flag[pair] == 0) {
    }
    FENCE();
    seen[pair] = data[pair];
  }
}

int main() {
  int *data, *flag, *seen;
  cudaMalloc(&data, kPairs * sizeof(int));
  cudaMalloc(&flag, kPairs * sizeof(int));
  cudaMalloc(&seen, kPairs * sizeof(int));
  cudaMemset(data, 0, kPairs * sizeof(int));
  cudaMemset(flag, 0, kPairs * sizeof(int));
  messagePassing<<<2 * kPairs, 1>>>(data, flag, seen);
  int host[kPairs];
  if (cudaMemcpy(host, seen, sizeof host, cudaMemcpyDeviceToHost) != cudaSuccess) {
    std::printf("launch failed: %s\n", cudaGetErrorString(cudaGetLastError()));
    return 2;
  }
  int stale = 0;
  for (int i = 0; i < kPairs; ++i)
    stale += host[i] != 42;
  std::printf("%d of %d readers saw the flag but not the value\n", stale, kPairs);
  cudaFree(data);
  cudaFree(flag);
  cudaFree(seen);
  return 0;
}
