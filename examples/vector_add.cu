// vector_add: a whole CUDA program (host and kernel), the README's example of `nvvm-sim cc` and
// `nvvm-sim exec`. It checks its result against the host's and prints PASSED.
//   build/tools/nvvm-sim cc -O2 examples/vector_add.cu -o /tmp/vector_add
//   build/tools/nvvm-sim exec --check all -- /tmp/vector_add [N]
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(call)                                                                                          \
  do {                                                                                                       \
    cudaError_t e_ = (call);                                                                                 \
    if (e_ != cudaSuccess) {                                                                                 \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_));            \
      return 1;                                                                                              \
    }                                                                                                        \
  } while (0)

__global__ void vectorAdd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? std::atoi(argv[1]) : 50000;
  std::vector<float> a(n), b(n), c(n);
  for (int i = 0; i < n; ++i) {
    a[i] = float(i) * 0.5f;
    b[i] = float(n - i);
  }
  float *da, *db, *dc;
  const size_t bytes = n * sizeof(float);
  CHECK(cudaMalloc(&da, bytes));
  CHECK(cudaMalloc(&db, bytes));
  CHECK(cudaMalloc(&dc, bytes));
  CHECK(cudaMemcpy(da, a.data(), bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, b.data(), bytes, cudaMemcpyHostToDevice));
  const int threads = 256, blocks = (n + threads - 1) / threads;
  vectorAdd<<<blocks, threads>>>(da, db, dc, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(c.data(), dc, bytes, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i)
    if (c[i] != a[i] + b[i]) {
      std::printf("FAILED at %d: %g != %g\n", i, c[i], a[i] + b[i]);
      return 1;
    }
  CHECK(cudaFree(da));
  CHECK(cudaFree(db));
  CHECK(cudaFree(dc));
  std::printf("vectorAdd of %d elements in %d blocks: PASSED\n", n, blocks);
  return 0;
}
