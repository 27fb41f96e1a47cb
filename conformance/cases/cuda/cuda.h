/* cuda.h - a small CUDA device header of our own, so clang can compile the conformance programs (and
 * yours) to NVVM IR without a CUDA installation. Use it with
 *   clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_70 -nocudalib -nocudainc \
 *     -Wno-unknown-cuda-version -include conformance/cases/cuda/cuda.h -emit-llvm -S -O2 k.cu -o k.ll
 * (clang-14 takes the same flags; see conformance/cases/cuda/README.md).
 *
 * Everything maps onto clang's NVPTX builtins, so the IR holds what nvcc's headers give too:
 * llvm.nvvm.read.ptx.sreg.* for threadIdx/blockIdx/blockDim/gridDim, llvm.nvvm.barrier0 for
 * __syncthreads, llvm.nvvm.shfl.sync.* and llvm.nvvm.vote.* for warp collectives, atomicrmw and
 * cmpxchg for atomicX, and calls to libdevice (__nv_*) for the math library. Helpers are
 * always-inline (CUDA's __forceinline__), so -O0 IR has no extra helper calls either. It is a subset:
 * what the programs here need, plus the common rest of each family.
 */
#ifndef NVSIM_CONFORMANCE_CUDA_H
#define NVSIM_CONFORMANCE_CUDA_H

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __restrict__ __restrict

#define CUDA_DI static __device__ __forceinline__

typedef unsigned long long cuda_u64;

/* ---- Launch geometry ------------------------------------------------------------------------------ */

struct uint3 {
  unsigned x, y, z;
};

struct dim3 {
  unsigned x, y, z;
  __host__ __device__ constexpr dim3(unsigned vx = 1, unsigned vy = 1, unsigned vz = 1)
      : x(vx), y(vy), z(vz) {}
  __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
};

/* threadIdx.x etc. are properties: each component reads its own special register
 * (llvm.nvvm.read.ptx.sreg.tid.x, ...), as with CUDA's own headers. */
#define CUDA_SREG(Type, reg)                                                                                 \
  struct Type {                                                                                              \
    CUDA_DI unsigned getX() { return __nvvm_read_ptx_sreg_##reg##_x(); }                                     \
    CUDA_DI unsigned getY() { return __nvvm_read_ptx_sreg_##reg##_y(); }                                     \
    CUDA_DI unsigned getZ() { return __nvvm_read_ptx_sreg_##reg##_z(); }                                     \
    __declspec(property(get = getX)) unsigned x;                                                             \
    __declspec(property(get = getY)) unsigned y;                                                             \
    __declspec(property(get = getZ)) unsigned z;                                                             \
    __device__ __forceinline__ operator uint3() const { return uint3{getX(), getY(), getZ()}; }              \
    __device__ __forceinline__ operator dim3() const { return dim3(getX(), getY(), getZ()); }                \
  }
CUDA_SREG(CudaThreadIdx, tid);
CUDA_SREG(CudaBlockIdx, ctaid);
CUDA_SREG(CudaBlockDim, ntid);
CUDA_SREG(CudaGridDim, nctaid);
#undef CUDA_SREG
#define threadIdx (CudaThreadIdx{})
#define blockIdx (CudaBlockIdx{})
#define blockDim (CudaBlockDim{})
#define gridDim (CudaGridDim{})
#define warpSize 32

CUDA_DI unsigned __laneid() { return __nvvm_read_ptx_sreg_laneid(); }

/* ---- Barriers and fences -------------------------------------------------------------------------- */

/* __syncthreads() is a clang builtin on NVPTX (llvm.nvvm.barrier0), as in nvcc's headers. */
CUDA_DI int __syncthreads_count(int p) { return __nvvm_bar0_popc(p); }
CUDA_DI int __syncthreads_and(int p) { return __nvvm_bar0_and(p); }
CUDA_DI int __syncthreads_or(int p) { return __nvvm_bar0_or(p); }
CUDA_DI void __syncwarp(unsigned mask = 0xffffffffu) { __nvvm_bar_warp_sync(mask); }
CUDA_DI void __threadfence_block() { __nvvm_membar_cta(); }
CUDA_DI void __threadfence() { __nvvm_membar_gl(); }

/* ---- Warp vote and shuffle ------------------------------------------------------------------------ */

CUDA_DI unsigned __ballot_sync(unsigned mask, int p) { return __nvvm_vote_ballot_sync(mask, p); }
CUDA_DI int __all_sync(unsigned mask, int p) { return __nvvm_vote_all_sync(mask, p); }
CUDA_DI int __any_sync(unsigned mask, int p) { return __nvvm_vote_any_sync(mask, p); }
CUDA_DI int __uni_sync(unsigned mask, int p) { return __nvvm_vote_uni_sync(mask, p); }

/* The last operand of shfl.sync packs ((32 - width) << 8) | clamp: 0x1f for idx/down/bfly, 0 for up.
 * 64-bit values travel as two 32-bit halves, as in CUDA's headers. */
#define CUDA_SHFL(name, mode, clamp)                                                                         \
  CUDA_DI int name(unsigned mask, int v, int arg, int width = warpSize) {                                    \
    return __nvvm_shfl_sync_##mode##_i32(mask, v, arg, ((warpSize - width) << 8) | (clamp));                 \
  }                                                                                                          \
  CUDA_DI unsigned name(unsigned mask, unsigned v, int arg, int width = warpSize) {                          \
    return (unsigned)name(mask, (int)v, arg, width);                                                         \
  }                                                                                                          \
  CUDA_DI float name(unsigned mask, float v, int arg, int width = warpSize) {                                \
    return __nvvm_shfl_sync_##mode##_f32(mask, v, arg, ((warpSize - width) << 8) | (clamp));                 \
  }                                                                                                          \
  CUDA_DI long long name(unsigned mask, long long v, int arg, int width = warpSize) {                        \
    int lo = name(mask, (int)(unsigned)v, arg, width);                                                       \
    int hi = name(mask, (int)(unsigned)((unsigned long long)v >> 32), arg, width);                           \
    return (long long)(((unsigned long long)(unsigned)hi << 32) | (unsigned)lo);                             \
  }                                                                                                          \
  CUDA_DI double name(unsigned mask, double v, int arg, int width = warpSize) {                              \
    return __builtin_bit_cast(double, name(mask, __builtin_bit_cast(long long, v), arg, width));             \
  }
CUDA_SHFL(__shfl_sync, idx, 0x1f)
CUDA_SHFL(__shfl_up_sync, up, 0)
CUDA_SHFL(__shfl_down_sync, down, 0x1f)
CUDA_SHFL(__shfl_xor_sync, bfly, 0x1f)
#undef CUDA_SHFL

/* ---- Integer intrinsics --------------------------------------------------------------------------- */

CUDA_DI int __popc(unsigned x) { return __builtin_popcount(x); }
CUDA_DI int __popcll(cuda_u64 x) { return __builtin_popcountll(x); }
CUDA_DI int __clz(int x) { return x == 0 ? 32 : __builtin_clz((unsigned)x); }
CUDA_DI int __ffs(int x) { return __builtin_ffs(x); }

/* ---- Atomics (generic pointers, relaxed, device scope: what CUDA's atomicX compile to) ------------ */

CUDA_DI int atomicAdd(int *p, int v) { return __nvvm_atom_add_gen_i(p, v); }
CUDA_DI unsigned atomicAdd(unsigned *p, unsigned v) { return __nvvm_atom_add_gen_i((int *)p, (int)v); }
CUDA_DI cuda_u64 atomicAdd(cuda_u64 *p, cuda_u64 v) {
  return __nvvm_atom_add_gen_ll((long long *)p, (long long)v);
}
CUDA_DI float atomicAdd(float *p, float v) { return __nvvm_atom_add_gen_f(p, v); }
CUDA_DI double atomicAdd(double *p, double v) { return __nvvm_atom_add_gen_d(p, v); }
CUDA_DI int atomicSub(int *p, int v) { return __nvvm_atom_add_gen_i(p, -v); }
CUDA_DI unsigned atomicSub(unsigned *p, unsigned v) { return __nvvm_atom_add_gen_i((int *)p, -(int)v); }
CUDA_DI int atomicMin(int *p, int v) { return __nvvm_atom_min_gen_i(p, v); }
CUDA_DI unsigned atomicMin(unsigned *p, unsigned v) { return __nvvm_atom_min_gen_ui(p, v); }
CUDA_DI long long atomicMin(long long *p, long long v) { return __nvvm_atom_min_gen_ll(p, v); }
CUDA_DI cuda_u64 atomicMin(cuda_u64 *p, cuda_u64 v) { return __nvvm_atom_min_gen_ull(p, v); }
CUDA_DI int atomicMax(int *p, int v) { return __nvvm_atom_max_gen_i(p, v); }
CUDA_DI unsigned atomicMax(unsigned *p, unsigned v) { return __nvvm_atom_max_gen_ui(p, v); }
CUDA_DI long long atomicMax(long long *p, long long v) { return __nvvm_atom_max_gen_ll(p, v); }
CUDA_DI cuda_u64 atomicMax(cuda_u64 *p, cuda_u64 v) { return __nvvm_atom_max_gen_ull(p, v); }
CUDA_DI int atomicAnd(int *p, int v) { return __nvvm_atom_and_gen_i(p, v); }
CUDA_DI unsigned atomicAnd(unsigned *p, unsigned v) { return __nvvm_atom_and_gen_i((int *)p, (int)v); }
CUDA_DI int atomicOr(int *p, int v) { return __nvvm_atom_or_gen_i(p, v); }
CUDA_DI unsigned atomicOr(unsigned *p, unsigned v) { return __nvvm_atom_or_gen_i((int *)p, (int)v); }
CUDA_DI cuda_u64 atomicOr(cuda_u64 *p, cuda_u64 v) {
  return __nvvm_atom_or_gen_ll((long long *)p, (long long)v);
}
CUDA_DI int atomicXor(int *p, int v) { return __nvvm_atom_xor_gen_i(p, v); }
CUDA_DI int atomicExch(int *p, int v) { return __nvvm_atom_xchg_gen_i(p, v); }
CUDA_DI unsigned atomicExch(unsigned *p, unsigned v) { return __nvvm_atom_xchg_gen_i((int *)p, (int)v); }
CUDA_DI cuda_u64 atomicExch(cuda_u64 *p, cuda_u64 v) {
  return __nvvm_atom_xchg_gen_ll((long long *)p, (long long)v);
}
CUDA_DI int atomicCAS(int *p, int cmp, int val) { return __nvvm_atom_cas_gen_i(p, cmp, val); }
CUDA_DI unsigned atomicCAS(unsigned *p, unsigned cmp, unsigned val) {
  return __nvvm_atom_cas_gen_i((int *)p, (int)cmp, (int)val);
}
CUDA_DI cuda_u64 atomicCAS(cuda_u64 *p, cuda_u64 cmp, cuda_u64 val) {
  return __nvvm_atom_cas_gen_ll((long long *)p, (long long)cmp, (long long)val);
}
CUDA_DI unsigned atomicInc(unsigned *p, unsigned limit) { return __nvvm_atom_inc_gen_ui(p, limit); }
CUDA_DI unsigned atomicDec(unsigned *p, unsigned limit) { return __nvvm_atom_dec_gen_ui(p, limit); }

/* ---- Math ----------------------------------------------------------------------------------------- */

/* The IEEE-exact operations are LLVM intrinsics (sqrt.rn, fma.rn, ...), as with clang's own CUDA
 * wrappers at default precision; everything else calls libdevice, which nvvm-sim implements natively
 * (or links from libdevice.10.bc with --link). */
extern "C" {
__device__ float __nv_sinf(float);
__device__ float __nv_cosf(float);
__device__ float __nv_tanf(float);
__device__ float __nv_expf(float);
__device__ float __nv_exp2f(float);
__device__ float __nv_logf(float);
__device__ float __nv_log2f(float);
__device__ float __nv_log10f(float);
__device__ float __nv_powf(float, float);
__device__ float __nv_sqrtf(float);
__device__ float __nv_rsqrtf(float);
__device__ float __nv_cbrtf(float);
__device__ float __nv_erff(float);
__device__ float __nv_erfcf(float);
__device__ float __nv_tanhf(float);
__device__ float __nv_atanf(float);
__device__ float __nv_atan2f(float, float);
__device__ float __nv_hypotf(float, float);
__device__ float __nv_fmodf(float, float);
__device__ double __nv_sin(double);
__device__ double __nv_cos(double);
__device__ double __nv_tan(double);
__device__ double __nv_exp(double);
__device__ double __nv_log(double);
__device__ double __nv_log1p(double);
__device__ double __nv_pow(double, double);
__device__ double __nv_sqrt(double);
__device__ double __nv_rsqrt(double);
__device__ double __nv_cbrt(double);
__device__ double __nv_erf(double);
__device__ double __nv_atan(double);
__device__ double __nv_tanh(double);
__device__ double __nv_hypot(double, double);
}

CUDA_DI float fabsf(float x) { return __builtin_fabsf(x); }
CUDA_DI float fminf(float a, float b) { return __builtin_fminf(a, b); }
CUDA_DI float fmaxf(float a, float b) { return __builtin_fmaxf(a, b); }
CUDA_DI float fmaf(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
CUDA_DI float sqrtf(float x) { return __builtin_sqrtf(x); }
CUDA_DI float floorf(float x) { return __builtin_floorf(x); }
CUDA_DI float ceilf(float x) { return __builtin_ceilf(x); }
CUDA_DI double fabs(double x) { return __builtin_fabs(x); }
CUDA_DI double fmin(double a, double b) { return __builtin_fmin(a, b); }
CUDA_DI double fmax(double a, double b) { return __builtin_fmax(a, b); }
CUDA_DI double fma(double a, double b, double c) { return __builtin_fma(a, b, c); }
CUDA_DI double sqrt(double x) { return __builtin_sqrt(x); }
CUDA_DI double floor(double x) { return __builtin_floor(x); }
CUDA_DI double ceil(double x) { return __builtin_ceil(x); }

CUDA_DI float sinf(float x) { return __nv_sinf(x); }
CUDA_DI float cosf(float x) { return __nv_cosf(x); }
CUDA_DI float tanf(float x) { return __nv_tanf(x); }
CUDA_DI float expf(float x) { return __nv_expf(x); }
CUDA_DI float exp2f(float x) { return __nv_exp2f(x); }
CUDA_DI float logf(float x) { return __nv_logf(x); }
CUDA_DI float log2f(float x) { return __nv_log2f(x); }
CUDA_DI float log10f(float x) { return __nv_log10f(x); }
CUDA_DI float powf(float x, float y) { return __nv_powf(x, y); }
CUDA_DI float rsqrtf(float x) { return __nv_rsqrtf(x); }
CUDA_DI float cbrtf(float x) { return __nv_cbrtf(x); }
CUDA_DI float erff(float x) { return __nv_erff(x); }
CUDA_DI float erfcf(float x) { return __nv_erfcf(x); }
CUDA_DI float tanhf(float x) { return __nv_tanhf(x); }
CUDA_DI float atanf(float x) { return __nv_atanf(x); }
CUDA_DI float atan2f(float y, float x) { return __nv_atan2f(y, x); }
CUDA_DI float hypotf(float x, float y) { return __nv_hypotf(x, y); }
CUDA_DI float fmodf(float x, float y) { return __nv_fmodf(x, y); }
CUDA_DI double sin(double x) { return __nv_sin(x); }
CUDA_DI double cos(double x) { return __nv_cos(x); }
CUDA_DI double tan(double x) { return __nv_tan(x); }
CUDA_DI double exp(double x) { return __nv_exp(x); }
CUDA_DI double log(double x) { return __nv_log(x); }
CUDA_DI double log1p(double x) { return __nv_log1p(x); }
CUDA_DI double pow(double x, double y) { return __nv_pow(x, y); }
CUDA_DI double rsqrt(double x) { return __nv_rsqrt(x); }
CUDA_DI double cbrt(double x) { return __nv_cbrt(x); }
CUDA_DI double erf(double x) { return __nv_erf(x); }
CUDA_DI double atan(double x) { return __nv_atan(x); }
CUDA_DI double tanh(double x) { return __nv_tanh(x); }
CUDA_DI double hypot(double x, double y) { return __nv_hypot(x, y); }

#undef CUDA_DI

#endif /* NVSIM_CONFORMANCE_CUDA_H */
