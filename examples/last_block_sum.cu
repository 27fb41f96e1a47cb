// The last-block-done reduction (docs/teaching.md, section 5 and 7): each block stores its partial
// sum and counts itself in with an atomicAdd; the block that sees it was the last adds up the
// partial sums. The writers' __threadfence() makes each partial sum visible before the count
// (release); the last block needs one after the atomic too (acquire), or the PTX memory model lets
// it read a stale partial sum.
//
//   nvvm-sim cc -O2 examples/last_block_sum.cu -o /tmp/lb0                  # no fence
//   nvvm-sim cc -O2 -DFENCES=1 examples/last_block_sum.cu -o /tmp/lb1       # the writers' only
//   nvvm-sim cc -O2 -DFENCES=2 examples/last_block_sum.cu -o /tmp/lb2       # both
//   nvvm-sim exec --memory-model relaxed --seed 1 -- /tmp/lb0
//   nvvm-sim exec --check racecheck -- /tmp/lb1
#include <cstdio>

#ifndef FENCES
#define FENCES 0
#endif

constexpr int kBlocks = 16, kThreads = 64;

__device__ unsigned blocksDone = 0;

__global__ void sumAll(const int *in, int *partial, int *total) {
  __shared__ int s[kThreads];
  __shared__ bool last;
  const int t = threadIdx.x;
  s[t] = in[blockIdx.x * kThreads + t];
  __syncthreads();
  for (int k = kThreads / 2; k > 0; k /= 2) {
    if (t < k)
      s[t] += s[t + k];
    __syncthreads();
  }
  if (t == 0) {
    partial[blockIdx.x] = s[0];
#if FENCES >= 1
    __threadfence(); // release: the partial sum before the count
#endif
    // CUDA's atomicAdd is a relaxed atomic (PTX atom.add); clang-19 turns the builtin of the
    // headers into a seq_cst atomicrmw, which would order the partial sum itself. Relaxed, as on
    // the GPU:
    last = __atomic_fetch_add(&blocksDone, 1u, __ATOMIC_RELAXED) == gridDim.x - 1;
  }
  __syncthreads();
  if (last && t == 0) {
#if FENCES >= 2
    __threadfence(); // acquire: the count before the partial sums
#endif
    int sum = 0;
    for (int b = 0; b < gridDim.x; ++b)
      sum += partial[b];
    *total = sum;
    blocksDone = 0;
  }
}

int main() {
  int host[kBlocks * kThreads], expected = 0;
  for (int i = 0; i < kBlocks * kThreads; ++i) {
    host[i] = i % 7 + 1;
    expected += host[i];
  }
  int *in, *partial, *total;
  cudaMalloc(&in, sizeof host);
  cudaMalloc(&partial, kBlocks * sizeof(int));
  cudaMalloc(&total, sizeof(int));
  cudaMemcpy(in, host, sizeof host, cudaMemcpyHostToDevice);
  cudaMemset(partial, 0, kBlocks * sizeof(int));
  sumAll<<<kBlocks, kThreads>>>(in, partial, total);
  int sum = 0;
  if (cudaMemcpy(&sum, total, sizeof sum, cudaMemcpyDeviceToHost) != cudaSuccess) {
    std::printf("launch failed: %s\n", cudaGetErrorString(cudaGetLastError()));
    return 2;
  }
  std::printf("sum %d, expected %d: %s\n", sum, expected, sum == expected ? "right" : "WRONG");
  cudaFree(in);
  cudaFree(partial);
  cudaFree(total);
  return 0;
}
