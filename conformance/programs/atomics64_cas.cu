// atomics64_cas.cu - the atomic functions on 32- and 64-bit integers and floats: 64-bit
// atomicAdd, an atomicCAS retry loop implementing a double-precision max and a 64-bit multiply,
// atomicMin/Max/And/Or/Xor/Exch/Inc/Dec/Sub, with every result checked exactly.
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#define CHECK(call)                                                                                          \
  do {                                                                                                       \
    cudaError_t e_ = (call);                                                                                 \
    if (e_ != cudaSuccess) {                                                                                 \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_));                 \
      exit(1);                                                                                               \
    }                                                                                                        \
  } while (0)

struct Results {
  unsigned long long sum64, xor64, and64, or64, product; // product: a CAS-loop multiply mod 2^64
  long long min64, max64;
  double dmax; // CAS-loop max on the bit pattern of a double
  float fsum;  // atomicAdd(float) on small integers: exact
  int imin, imax, isub;
  unsigned inc, dec, exch;
};

__device__ double atomicMaxDouble(double *addr, double v) {
  // The first read is atomic too: a plain load racing with the other threads' atomicCAS is a data
  // race under the PTX memory model (racecheck reports it), even in this common idiom.
  unsigned long long *p = (unsigned long long *)addr, old = atomicAdd(p, 0ull), assumed;
  do {
    assumed = old;
    if (__longlong_as_double(assumed) >= v)
      break;
    old = atomicCAS(p, assumed, (unsigned long long)__double_as_longlong(v));
  } while (old != assumed);
  return __longlong_as_double(old);
}

__device__ void atomicMul64(unsigned long long *p, unsigned long long v) {
  unsigned long long old = atomicAdd(p, 0ull), assumed; // atomic, as in atomicMaxDouble
  do {
    assumed = old;
    old = atomicCAS(p, assumed, assumed * v);
  } while (old != assumed);
}

__global__ void atomics(Results *r, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const unsigned long long big = (1ull << 40) + i;
  atomicAdd(&r->sum64, big);
  atomicXor(&r->xor64, big * 0x9E3779B97F4A7C15ull);
  atomicAnd(&r->and64, ~(1ull << (i % 64)) | (i % 3 ? ~0ull : 0ull));
  atomicOr(&r->or64, 1ull << (i % 61));
  atomicMul64(&r->product, i % 7 == 0 ? 3ull : 1ull);
  atomicMin(&r->min64, (long long)i * -1000000007ll);
  atomicMax(&r->max64, (long long)(i % 500) << 33);
  atomicMaxDouble(&r->dmax, 0.5 * (i % 777));
  atomicAdd(&r->fsum, float(i % 4));
  atomicMin(&r->imin, (i * 37) % 1001 - 500);
  atomicMax(&r->imax, (i * 37) % 1001 - 500);
  atomicSub(&r->isub, i);
  atomicInc(&r->inc, 99u);   // wraps to 0 after reaching 99
  atomicDec(&r->dec, 1000u); // old 0 or > 1000 wraps to 1000
  atomicExch(&r->exch, 7u);
}

int main() {
  const int n = 3000;
  Results init{};
  init.and64 = ~0ull;
  init.product = 1;
  init.min64 = 0;
  init.max64 = -1;
  init.dmax = -1.0;
  init.imin = 1 << 30;
  init.imax = -(1 << 30);
  init.isub = 0;
  init.dec = 5;
  Results *d;
  CHECK(cudaMalloc(&d, sizeof(Results)));
  CHECK(cudaMemcpy(d, &init, sizeof init, cudaMemcpyHostToDevice));
  atomics<<<(n + 127) / 128, 128>>>(d, n);
  CHECK(cudaGetLastError());
  Results got;
  CHECK(cudaMemcpy(&got, d, sizeof got, cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d));

  Results w = init;
  unsigned decVal = init.dec;
  for (int i = 0; i < n; ++i) {
    const unsigned long long big = (1ull << 40) + i;
    w.sum64 += big;
    w.xor64 ^= big * 0x9E3779B97F4A7C15ull;
    w.and64 &= ~(1ull << (i % 64)) | (i % 3 ? ~0ull : 0ull);
    w.or64 |= 1ull << (i % 61);
    w.product *= i % 7 == 0 ? 3ull : 1ull;
    w.min64 = std::min(w.min64, (long long)i * -1000000007ll);
    w.max64 = std::max(w.max64, (long long)(i % 500) << 33);
    w.dmax = std::max(w.dmax, 0.5 * (i % 777));
    w.fsum += float(i % 4);
    w.imin = std::min(w.imin, (i * 37) % 1001 - 500);
    w.imax = std::max(w.imax, (i * 37) % 1001 - 500);
    w.isub -= i;
    w.inc = w.inc >= 99u ? 0 : w.inc + 1;
    decVal = (decVal == 0 || decVal > 1000u) ? 1000u : decVal - 1;
  }
  w.dec = decVal;
  w.exch = 7;
  int errors = 0;
#define EXPECT(field, fmt)                                                                                   \
  do {                                                                                                       \
    if (got.field != w.field && ++errors)                                                                    \
      printf(#field ": " fmt ", want " fmt "\n", got.field, w.field);                                        \
  } while (0)
  EXPECT(sum64, "%llu");
  EXPECT(xor64, "%#llx");
  EXPECT(and64, "%#llx");
  EXPECT(or64, "%#llx");
  EXPECT(product, "%llu");
  EXPECT(min64, "%lld");
  EXPECT(max64, "%lld");
  EXPECT(dmax, "%f");
  EXPECT(fsum, "%f");
  EXPECT(imin, "%d");
  EXPECT(imax, "%d");
  EXPECT(isub, "%d");
  EXPECT(inc, "%u");
  EXPECT(dec, "%u");
  EXPECT(exch, "%u");
#undef EXPECT
  if (errors) {
    printf("FAILED: %d fields differ\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
