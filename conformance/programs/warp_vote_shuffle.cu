// warp_vote_shuffle.cu - the warp-level primitives: __ballot_sync, __any_sync, __all_sync,
// __shfl_sync (broadcast), __shfl_up_sync (inclusive warp scan), __shfl_xor_sync (butterfly
// max), __popc/__ffs on ballots, the block votes __syncthreads_count/_and/_or, and clock64
// being monotonic within a thread. Every lane's result is checked against a host model.
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

constexpr int FIELDS = 10;

__global__ void warpOps(const int *in, int *out) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x & 31;
  const int v = in[t];
  const long long c0 = clock64();
  const unsigned ballot = __ballot_sync(0xffffffffu, v > 0);
  const int any = __any_sync(0xffffffffu, v > 90), all = __all_sync(0xffffffffu, v > -100);
  const int bcast = __shfl_sync(0xffffffffu, v, 7);
  int scan = v; // inclusive prefix sum over the warp
  for (int d = 1; d < 32; d <<= 1) {
    const int up = __shfl_up_sync(0xffffffffu, scan, d);
    if (lane >= d)
      scan += up;
  }
  int mx = v;
  for (int m = 16; m > 0; m >>= 1)
    mx = max(mx, __shfl_xor_sync(0xffffffffu, mx, m));
  const int count = __syncthreads_count(v % 3 == 0);
  const int andAll = __syncthreads_and(v < 100), orAny = __syncthreads_or(v == 42);
  const long long c1 = clock64();
  int *o = out + t * FIELDS;
  o[0] = int(ballot), o[1] = any, o[2] = all, o[3] = bcast, o[4] = scan, o[5] = mx;
  o[6] = count, o[7] = (andAll != 0) * 2 + (orAny != 0), o[8] = __popc(ballot) * 100 + __ffs(ballot);
  o[9] = c1 >= c0;
}

int main() {
  const int blocks = 3, threads = 96, n = blocks * threads;
  std::vector<int> in(n), out(n * FIELDS);
  for (int i = 0; i < n; ++i)
    in[i] = (i * 37) % 181 - 80; // -80..100
  in[100] = 42;
  int *dIn, *dOut;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dOut, n * FIELDS * sizeof(int)));
  CHECK(cudaMemcpy(dIn, in.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  warpOps<<<blocks, threads>>>(dIn, dOut);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(out.data(), dOut, out.size() * sizeof(int), cudaMemcpyDeviceToHost));

  int errors = 0;
  for (int t = 0; t < n; ++t) {
    const int w0 = t & ~31, lane = t & 31, b0 = t / threads * threads;
    unsigned ballot = 0;
    int any = 0, all = 1, scan = 0, mx = -1000, count = 0, andAll = 1, orAny = 0;
    for (int l = 0; l < 32; ++l) {
      const int v = in[w0 + l];
      ballot |= unsigned(v > 0) << l;
      any |= v > 90, all &= v > -100, mx = mx > v ? mx : v;
      if (l <= lane)
        scan += v;
    }
    for (int i = b0; i < b0 + threads; ++i)
      count += in[i] % 3 == 0, andAll &= in[i] < 100, orAny |= in[i] == 42;
    const int want[FIELDS] = {int(ballot),
                              any,
                              all,
                              in[w0 + 7],
                              scan,
                              mx,
                              count,
                              andAll * 2 + orAny,
                              __builtin_popcount(ballot) * 100 + __builtin_ffs(int(ballot)),
                              1};
    for (int f = 0; f < FIELDS; ++f)
      if (out[t * FIELDS + f] != want[f] && ++errors <= 8)
        printf("thread %d field %d: %d, want %d\n", t, f, out[t * FIELDS + f], want[f]);
  }
  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dOut));
  if (errors) {
    printf("FAILED: %d mismatches\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
