// atomics64.cu - 64-bit atomics.
//
// sums64: atomicAdd on unsigned long long: a grand total and 8 bins of values near 2^40 (the sums
//   pass 2^32, and wrap modulo 2^64 in one bin fed values near 2^62); atomicMax and atomicMin on
//   unsigned long long with values above 2^63 (an unsigned comparison), and atomicOr on 64-bit words
//   as a bitmap. Integer results do not depend on the order of the atomics: exact.
// doubles: atomicAdd(double*) of multiples of 2^-8 below 2^10 (every partial sum is exact, so any
//   order gives the same bits: exact), the same values accumulated through an atomicCAS loop on the
//   64-bit pattern (the classic pre-sm_60 atomicAdd for double: exact, same sum), and an atomicCAS
//   "max of double" loop.
// drift: atomicAdd(double*) of arbitrary values in [0, 1): the result depends on the order of the
//   additions; any order is within (n - 1) * 2^-53 * sum(|x|) of the exact sum (the reference's
//   tolerance).
// Launch: grid 8 x block 128 over n = 1024.

typedef unsigned long long u64;

__global__ void sums64(const u64 *v, int n, u64 *total, u64 *bins, u64 *maxmin, u64 *bitmap) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  u64 x = v[i];
  atomicAdd(total, x);
  atomicAdd(&bins[i % 8], i % 8 == 7 ? x << 22 : x);
  atomicMax(&maxmin[0], x ^ ((u64)(i & 1) << 63));
  atomicMin(&maxmin[1], x ^ ((u64)(i & 1) << 63));
  atomicOr(&bitmap[(x >> 6) % 16], 1ull << (x & 63));
}

__device__ double cas_add(double *addr, double val) {
  u64 *p = (u64 *)addr;
  u64 old = *p, assumed;
  do {
    assumed = old;
    old = atomicCAS(p, assumed, __builtin_bit_cast(u64, __builtin_bit_cast(double, assumed) + val));
  } while (assumed != old);
  return __builtin_bit_cast(double, old);
}

__device__ double cas_max(double *addr, double val) {
  u64 *p = (u64 *)addr;
  u64 old = *p, assumed;
  do {
    assumed = old;
    if (__builtin_bit_cast(double, assumed) >= val)
      break;
    old = atomicCAS(p, assumed, __builtin_bit_cast(u64, val));
  } while (assumed != old);
  return __builtin_bit_cast(double, old);
}

__global__ void doubles(const double *d, int n, double *acc) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  atomicAdd(&acc[i % 4], d[i]);
  cas_add(&acc[4 + i % 2], d[i]);
  cas_max(&acc[6], d[i] * (double)((i * 37) % 101));
}

__global__ void drift(const double *d, int n, double *sum) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(sum, d[i]);
}
