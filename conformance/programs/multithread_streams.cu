// multithread_streams.cu - four host threads (std::thread), each with its own non-blocking
// stream and buffers, copying in, launching and copying out asynchronously at the same time;
// the CUDA runtime is thread-safe. Each thread calls cudaSetDevice, as multi-threaded CUDA code
// should, and checks its own results.
#include <cuda_runtime.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <vector>

#define CHECK(call)                                                                                          \
  do {                                                                                                       \
    cudaError_t e_ = (call);                                                                                 \
    if (e_ != cudaSuccess) {                                                                                 \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_));                 \
      exit(1);                                                                                               \
    }                                                                                                        \
  } while (0)

__global__ void polynomial(const int *in, int *out, int n, int a, int b) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = a * in[i] * in[i] + b * in[i] + 1;
}

std::atomic<int> failures{0};

void worker(int id) {
  CHECK(cudaSetDevice(0));
  const int n = 4096 + id * 1000, rounds = 3;
  int *hIn, *hOut;
  CHECK(cudaMallocHost(&hIn, n * sizeof(int)));
  CHECK(cudaMallocHost(&hOut, n * sizeof(int)));
  int *dIn, *dOut;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dOut, n * sizeof(int)));
  cudaStream_t s;
  CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  for (int r = 0; r < rounds; ++r) {
    for (int i = 0; i < n; ++i)
      hIn[i] = (i + id * 31 + r) % 1000 - 500;
    CHECK(cudaMemcpyAsync(dIn, hIn, n * sizeof(int), cudaMemcpyHostToDevice, s));
    polynomial<<<(n + 255) / 256, 256, 0, s>>>(dIn, dOut, n, id + 1, r - 1);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpyAsync(hOut, dOut, n * sizeof(int), cudaMemcpyDeviceToHost, s));
    CHECK(cudaStreamSynchronize(s));
    int errors = 0;
    for (int i = 0; i < n; ++i) {
      const int v = hIn[i], want = (id + 1) * v * v + (r - 1) * v + 1;
      if (hOut[i] != want && ++errors <= 3)
        printf("thread %d round %d: out[%d] = %d, want %d\n", id, r, i, hOut[i], want);
    }
    failures += errors;
  }
  CHECK(cudaStreamDestroy(s));
  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dOut));
  CHECK(cudaFreeHost(hIn));
  CHECK(cudaFreeHost(hOut));
}

int main() {
  std::vector<std::thread> threads;
  for (int id = 0; id < 4; ++id)
    threads.emplace_back(worker, id);
  for (auto &t : threads)
    t.join();
  CHECK(cudaDeviceSynchronize());
  if (failures) {
    printf("FAILED: %d mismatches\n", failures.load());
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
