// recursion_limits.cu - device recursion (factorial, Fibonacci, Ackermann-style depth) after
// raising the per-thread stack with cudaDeviceSetLimit(cudaLimitStackSize); reads every limit
// back with cudaDeviceGetLimit (the printf FIFO and malloc heap too).
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>

#define CHECK(call)                                                                                          \
  do {                                                                                                       \
    cudaError_t e_ = (call);                                                                                 \
    if (e_ != cudaSuccess) {                                                                                 \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_));                 \
      exit(1);                                                                                               \
    }                                                                                                        \
  } while (0)

// noinline keeps the recursion real: the optimiser may not turn it into a loop.
__host__ __device__ __noinline__ unsigned long long factorial(int n) {
  return n <= 1 ? 1ull : n * factorial(n - 1);
}
__host__ __device__ __noinline__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
__host__ __device__ __noinline__ int depthSum(const int *v, int i, int n) {
  return i == n ? 0 : v[i] + depthSum(v, i + 1, n);
}

__global__ void recurse(unsigned long long *fact, int *fibs, int *sums) {
  const int t = threadIdx.x;
  fact[t] = factorial(t % 21); // 20! still fits in 64 bits
  fibs[t] = fib(t % 16);
  int local[100]; // per-thread array on the stack, walked recursively
  for (int i = 0; i < 100; ++i)
    local[i] = i * (t + 1);
  sums[t] = depthSum(local, 0, 30 + t % 70);
}

int main() {
  size_t stack = 0, fifo = 0, heap = 0;
  CHECK(cudaDeviceSetLimit(cudaLimitStackSize, 16384));
  CHECK(cudaDeviceGetLimit(&stack, cudaLimitStackSize));
  CHECK(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 1 << 20));
  CHECK(cudaDeviceGetLimit(&fifo, cudaLimitPrintfFifoSize));
  CHECK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 16 << 20));
  CHECK(cudaDeviceGetLimit(&heap, cudaLimitMallocHeapSize));
  if (stack < 16384 || fifo < (1 << 20) || heap < (16 << 20)) {
    printf("FAILED: limits read back as stack %zu, printf FIFO %zu, heap %zu\n", stack, fifo, heap);
    return 1;
  }

  const int threads = 96;
  unsigned long long *dFact;
  int *dFib, *dSum;
  CHECK(cudaMalloc(&dFact, threads * sizeof(unsigned long long)));
  CHECK(cudaMalloc(&dFib, threads * sizeof(int)));
  CHECK(cudaMalloc(&dSum, threads * sizeof(int)));
  recurse<<<1, threads>>>(dFact, dFib, dSum);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  unsigned long long fact[threads];
  int fibs[threads], sums[threads];
  CHECK(cudaMemcpy(fact, dFact, sizeof fact, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(fibs, dFib, sizeof fibs, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(sums, dSum, sizeof sums, cudaMemcpyDeviceToHost));
  int errors = 0;
  for (int t = 0; t < threads; ++t) {
    const int len = 30 + t % 70;
    const int wantSum = (t + 1) * (len * (len - 1) / 2);
    if ((fact[t] != factorial(t % 21) || fibs[t] != fib(t % 16) || sums[t] != wantSum) && ++errors <= 5)
      printf("thread %d: %llu %d %d, want %llu %d %d\n", t, fact[t], fibs[t], sums[t], factorial(t % 21),
             fib(t % 16), wantSum);
  }
  CHECK(cudaFree(dFact));
  CHECK(cudaFree(dFib));
  CHECK(cudaFree(dSum));
  if (errors) {
    printf("FAILED: %d threads wrong\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
