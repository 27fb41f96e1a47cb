// templates_functors.cu - a tiny generic-algorithms library in the Thrust style: a templated
// transform kernel taking any functor (including a lambda-like struct with state), and a
// templated block reduction parameterised by type, operator and block size, instantiated for
// int/max, double/plus and unsigned/bit-or.
#include <cuda_runtime.h>

#include <climits>
#include <cmath>
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

template <class T> struct Plus {
  __host__ __device__ T operator()(T a, T b) const { return a + b; }
  static constexpr T identity() { return T(0); }
};
template <class T> struct Max {
  __host__ __device__ T operator()(T a, T b) const { return a > b ? a : b; }
  static constexpr T identity() { return INT_MIN; }
};
template <class T> struct BitOr {
  __host__ __device__ T operator()(T a, T b) const { return a | b; }
  static constexpr T identity() { return T(0); }
};
struct Affine { // a functor with state, passed by value to the kernel
  int scale, shift;
  __host__ __device__ int operator()(int v) const { return v * scale + shift; }
};

template <class In, class Out, class F> __global__ void transform(const In *in, Out *out, int n, F f) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    out[i] = f(in[i]);
}

template <class T, class Op, int BLOCK> __global__ void reduce(const T *in, T *out, int n, Op op) {
  __shared__ T s[BLOCK];
  T acc = Op::identity();
  for (int i = threadIdx.x; i < n; i += BLOCK)
    acc = op(acc, in[i]);
  s[threadIdx.x] = acc;
  __syncthreads();
#pragma unroll
  for (int w = BLOCK / 2; w > 0; w /= 2) {
    if (threadIdx.x < w)
      s[threadIdx.x] = op(s[threadIdx.x], s[threadIdx.x + w]);
    __syncthreads();
  }
  if (threadIdx.x == 0)
    *out = s[0];
}

template <class T, class Op, int BLOCK> T deviceReduce(const std::vector<T> &h) {
  T *dIn, *dOut, got;
  CHECK(cudaMalloc(&dIn, h.size() * sizeof(T)));
  CHECK(cudaMalloc(&dOut, sizeof(T)));
  CHECK(cudaMemcpy(dIn, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice));
  reduce<T, Op, BLOCK><<<1, BLOCK>>>(dIn, dOut, int(h.size()), Op());
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(&got, dOut, sizeof(T), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dOut));
  return got;
}

int main() {
  const int n = 5000;
  std::vector<int> ints(n), mapped(n);
  std::vector<double> reals(n);
  std::vector<unsigned> bits(n);
  for (int i = 0; i < n; ++i) {
    ints[i] = (i * 7907) % 10007 - 5000;
    reals[i] = 1.0 / (1 + i % 50);
    bits[i] = 1u << (i % 29);
  }
  int *dIn, *dOut;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dOut, n * sizeof(int)));
  CHECK(cudaMemcpy(dIn, ints.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  const Affine aff{3, -7};
  transform<<<8, 128>>>(dIn, dOut, n, aff);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(mapped.data(), dOut, n * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dOut));

  int errors = 0;
  for (int i = 0; i < n; ++i)
    if (mapped[i] != aff(ints[i]) && ++errors <= 5)
      printf("transform[%d] = %d, want %d\n", i, mapped[i], aff(ints[i]));

  int wantMax = INT_MIN;
  double wantSum = 0;
  unsigned wantOr = 0;
  for (int i = 0; i < n; ++i)
    wantMax = Max<int>()(wantMax, mapped[i]), wantSum += reals[i], wantOr |= bits[i];
  const int gotMax = deviceReduce<int, Max<int>, 256>(mapped);
  const double gotSum = deviceReduce<double, Plus<double>, 128>(reals);
  const unsigned gotOr = deviceReduce<unsigned, BitOr<unsigned>, 64>(bits);
  if (gotMax != wantMax && ++errors)
    printf("max %d, want %d\n", gotMax, wantMax);
  if (std::fabs(gotSum - wantSum) > 1e-9 * wantSum && ++errors) // only the summation order differs
    printf("sum %.15f, want %.15f\n", gotSum, wantSum);
  if (gotOr != wantOr && ++errors)
    printf("or %#x, want %#x\n", gotOr, wantOr);
  if (errors) {
    printf("FAILED: %d mismatches\n", errors);
    return 1;
  }
  printf("PASSED\n");
  return 0;
}
