// prefix_scan.cu - an exclusive prefix sum of any length: a Blelloch (up-sweep/down-sweep) scan
// per block in shared memory, a scan of the block totals, and a pass that adds them back.
// The input is copied device-to-device and the result read back with cudaMemcpyDefault.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(call)                                                                                          \
  do {                                                                                                       \
    cudaError_t e_ = (call);                                                                                 \
    if (e_ != cudaSuccess) {                                                                                 \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_));                 \
      exit(1);                                                                                               \
    }                                                                                                        \
  } while (0)

constexpr int B = 512; // elements per block; blockDim.x = B / 2

__global__ void blockScan(const unsigned *in, unsigned *out, unsigned *blockSums, int n) {
  __shared__ unsigned s[B];
  const int t = threadIdx.x, base = blockIdx.x * B;
  s[2 * t] = base + 2 * t < n ? in[base + 2 * t] : 0;
  s[2 * t + 1] = base + 2 * t + 1 < n ? in[base + 2 * t + 1] : 0;
  int offset = 1;
  for (int d = B >> 1; d > 0; d >>= 1) { // up-sweep
    __syncthreads();
    if (t < d)
      s[offset * (2 * t + 2) - 1] += s[offset * (2 * t + 1) - 1];
    offset <<= 1;
  }
  if (t == 0) {
    if (blockSums)
      blockSums[blockIdx.x] = s[B - 1];
    s[B - 1] = 0;
  }
  for (int d = 1; d < B; d <<= 1) { // down-sweep
    offset >>= 1;
    __syncthreads();
    if (t < d) {
      const int ai = offset * (2 * t + 1) - 1, bi = offset * (2 * t + 2) - 1;
      const unsigned v = s[ai];
      s[ai] = s[bi];
      s[bi] += v;
    }
  }
  __syncthreads();
  if (base + 2 * t < n)
    out[base + 2 * t] = s[2 * t];
  if (base + 2 * t + 1 < n)
    out[base + 2 * t + 1] = s[2 * t + 1];
}

__global__ void addBlockSums(unsigned *out, const unsigned *scannedSums, int n) {
  const int i = blockIdx.x * B + threadIdx.x;
  if (i < n)
    out[i] += scannedSums[blockIdx.x];
}

int main() {
  const int n = 100000, blocks = (n + B - 1) / B; // blocks <= B: one level of block sums suffices
  std::vector<unsigned> h(n), got(n);
  for (int i = 0; i < n; ++i)
    h[i] = (i * 7919u) % 101;

  unsigned *dStage, *dIn, *dOut, *dSums, *dSumsScanned;
  CHECK(cudaMalloc(&dStage, n * sizeof(unsigned)));
  CHECK(cudaMalloc(&dIn, n * sizeof(unsigned)));
  CHECK(cudaMalloc(&dOut, n * sizeof(unsigned)));
  CHECK(cudaMalloc(&dSums, blocks * sizeof(unsigned)));
  CHECK(cudaMalloc(&dSumsScanned, blocks * sizeof(unsigned)));
  CHECK(cudaMemcpy(dStage, h.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dIn, dStage, n * sizeof(unsigned), cudaMemcpyDeviceToDevice));

  blockScan<<<blocks, B / 2>>>(dIn, dOut, dSums, n);
  blockScan<<<1, B / 2>>>(dSums, dSumsScanned, nullptr, blocks);
  addBlockSums<<<blocks, B>>>(dOut, dSumsScanned, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(got.data(), dOut, n * sizeof(unsigned), cudaMemcpyDefault));

  int errors = 0;
  unsigned run = 0;
  for (int i = 0; i < n; ++i) {
    if (got[i] != run && ++errors <= 5)
      printf("out[%d] = %u, want %u\n", i, got[i], run);
    run += h[i];
  }
  for (unsigned *p : {dStage, dIn, dOut, dSums, dSumsScanned})
    CHECK(cudaFree(p));
  if (errors) {
    printf("FAILED: %d mismatches\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
