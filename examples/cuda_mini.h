/* A tiny CUDA device header, so clang can make NVVM IR without a CUDA installation.
 *
 * Use it with -nocudainc -nocudalib -include examples/cuda_mini.h (see examples/saxpy.cu). Everything
 * here maps straight onto clang's NVPTX builtins, so the IR shows exactly the intrinsics an executor
 * of NVVM IR meets: llvm.nvvm.read.ptx.sreg.*, llvm.nvvm.barrier0, llvm.nvvm.shfl.sync.*,
 * llvm.nvvm.vote.*, atomicrmw/cmpxchg on generic pointers, and libdevice calls (__nv_*).
 * All helpers are always-inline, like CUDA's __forceinline__ ones, so even -O0 IR has no extra calls.
 */
#ifndef NVSIM_CUDA_MINI_H
#define NVSIM_CUDA_MINI_H

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __restrict__ __restrict

#define NVSIM_DI static __device__ __forceinline__

typedef unsigned long long nvsim_u64;

/* ---- Vector types and launch geometry ---------------------------------------------------------- */

struct uint3 {
  unsigned x, y, z;
};

struct dim3 {
  unsigned x, y, z;
  __host__ __device__ constexpr dim3(unsigned vx = 1, unsigned vy = 1, unsigned vz = 1)
      : x(vx), y(vy), z(vz) {}
  __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
};

/* threadIdx.x and friends are properties: each component reads only its own special register, so
 * the IR holds one llvm.nvvm.read.ptx.sreg.* call per component used, as with the real headers.
 * They are temporaries, not objects: an `extern` object would leave its declaration in -O0 IR (the
 * temporary leaves an unused 1-byte alloca there instead, which -O1 and up remove). */
#define NVSIM_SREG_VAR(Type, reg)                                                                \
  struct Type {                                                                                        \
    NVSIM_DI unsigned getX() { return __nvvm_read_ptx_sreg_##reg##_x(); }                              \
    NVSIM_DI unsigned getY() { return __nvvm_read_ptx_sreg_##reg##_y(); }                              \
    NVSIM_DI unsigned getZ() { return __nvvm_read_ptx_sreg_##reg##_z(); }                              \
    __declspec(property(get = getX)) unsigned x;                                                       \
    __declspec(property(get = getY)) unsigned y;                                                       \
    __declspec(property(get = getZ)) unsigned z;                                                       \
    __device__ __forceinline__ operator uint3() const { return uint3{getX(), getY(), getZ()}; }        \
    __device__ __forceinline__ operator dim3() const { return dim3(getX(), getY(), getZ()); }          \
  }

NVSIM_SREG_VAR(NvsimThreadIdx, tid);
NVSIM_SREG_VAR(NvsimBlockIdx, ctaid);
NVSIM_SREG_VAR(NvsimBlockDim, ntid);
NVSIM_SREG_VAR(NvsimGridDim, nctaid);
#undef NVSIM_SREG_VAR
#define threadIdx (NvsimThreadIdx{})
#define blockIdx (NvsimBlockIdx{})
#define blockDim (NvsimBlockDim{})
#define gridDim (NvsimGridDim{})

/* A constant, not a register read, like CUDA's own warpSize on every architecture so far. */
#define warpSize 32

NVSIM_DI unsigned __laneid() { return __nvvm_read_ptx_sreg_laneid(); }

/* ---- Barriers and fences ----------------------------------------------------------------------- */

/* __syncthreads() itself is a clang builtin for NVPTX: it becomes llvm.nvvm.barrier0, as with nvcc. */

NVSIM_DI int __syncthreads_count(int pred) { return __nvvm_bar0_popc(pred); }
NVSIM_DI int __syncthreads_and(int pred) { return __nvvm_bar0_and(pred); }
NVSIM_DI int __syncthreads_or(int pred) { return __nvvm_bar0_or(pred); }
NVSIM_DI void __syncwarp(unsigned mask = 0xffffffffu) { __nvvm_bar_warp_sync(mask); }
NVSIM_DI void __threadfence_block() { __nvvm_membar_cta(); }
NVSIM_DI void __threadfence() { __nvvm_membar_gl(); }
NVSIM_DI void __threadfence_system() { __nvvm_membar_sys(); }

/* ---- Warp vote and shuffle (Volta+ *_sync forms) ----------------------------------------------- */

#if __has_builtin(__nvvm_activemask) /* clang 15 and later */
NVSIM_DI unsigned __activemask() { return __nvvm_activemask(); }
#endif
NVSIM_DI unsigned __ballot_sync(unsigned mask, int pred) { return __nvvm_vote_ballot_sync(mask, pred); }
NVSIM_DI int __all_sync(unsigned mask, int pred) { return __nvvm_vote_all_sync(mask, pred); }
NVSIM_DI int __any_sync(unsigned mask, int pred) { return __nvvm_vote_any_sync(mask, pred); }
NVSIM_DI int __uni_sync(unsigned mask, int pred) { return __nvvm_vote_uni_sync(mask, pred); }

/* The last operand packs the segment mask ((32 - width) << 8) and the clamp value, as in PTX's
 * shfl.sync: 0x1f for idx/down/bfly, 0 for up. */
#define NVSIM_SHFL(name, mode, clamp)                                                                  \
  NVSIM_DI int name(unsigned mask, int v, int arg, int width = warpSize) {                             \
    return __nvvm_shfl_sync_##mode##_i32(mask, v, arg, ((warpSize - width) << 8) | (clamp));           \
  }                                                                                                    \
  NVSIM_DI unsigned name(unsigned mask, unsigned v, int arg, int width = warpSize) {                   \
    return (unsigned)name(mask, (int)v, arg, width);                                                   \
  }                                                                                                    \
  NVSIM_DI float name(unsigned mask, float v, int arg, int width = warpSize) {                         \
    return __nvvm_shfl_sync_##mode##_f32(mask, v, arg, ((warpSize - width) << 8) | (clamp));           \
  }
NVSIM_SHFL(__shfl_sync, idx, 0x1f)
NVSIM_SHFL(__shfl_up_sync, up, 0)
NVSIM_SHFL(__shfl_down_sync, down, 0x1f)
NVSIM_SHFL(__shfl_xor_sync, bfly, 0x1f)
#undef NVSIM_SHFL

/* ---- Atomics (generic address space, relaxed, device scope: what CUDA's atomicX compile to) ---- */

NVSIM_DI int atomicAdd(int *p, int v) { return __nvvm_atom_add_gen_i(p, v); }
NVSIM_DI unsigned atomicAdd(unsigned *p, unsigned v) { return __nvvm_atom_add_gen_i((int *)p, (int)v); }
NVSIM_DI nvsim_u64 atomicAdd(nvsim_u64 *p, nvsim_u64 v) {
  return __nvvm_atom_add_gen_ll((long long *)p, (long long)v);
}
NVSIM_DI float atomicAdd(float *p, float v) { return __nvvm_atom_add_gen_f(p, v); }
NVSIM_DI double atomicAdd(double *p, double v) { return __nvvm_atom_add_gen_d(p, v); }
NVSIM_DI int atomicSub(int *p, int v) { return __nvvm_atom_add_gen_i(p, -v); }
NVSIM_DI unsigned atomicSub(unsigned *p, unsigned v) { return __nvvm_atom_add_gen_i((int *)p, -(int)v); }
NVSIM_DI int atomicMin(int *p, int v) { return __nvvm_atom_min_gen_i(p, v); }
NVSIM_DI unsigned atomicMin(unsigned *p, unsigned v) { return __nvvm_atom_min_gen_ui(p, v); }
NVSIM_DI int atomicMax(int *p, int v) { return __nvvm_atom_max_gen_i(p, v); }
NVSIM_DI unsigned atomicMax(unsigned *p, unsigned v) { return __nvvm_atom_max_gen_ui(p, v); }
NVSIM_DI int atomicAnd(int *p, int v) { return __nvvm_atom_and_gen_i(p, v); }
NVSIM_DI int atomicOr(int *p, int v) { return __nvvm_atom_or_gen_i(p, v); }
NVSIM_DI int atomicXor(int *p, int v) { return __nvvm_atom_xor_gen_i(p, v); }
NVSIM_DI int atomicExch(int *p, int v) { return __nvvm_atom_xchg_gen_i(p, v); }
NVSIM_DI unsigned atomicExch(unsigned *p, unsigned v) {
  return __nvvm_atom_xchg_gen_i((int *)p, (int)v);
}
NVSIM_DI int atomicCAS(int *p, int expected, int desired) {
  return __nvvm_atom_cas_gen_i(p, expected, desired);
}
NVSIM_DI unsigned atomicCAS(unsigned *p, unsigned expected, unsigned desired) {
  return __nvvm_atom_cas_gen_i((int *)p, (int)expected, (int)desired);
}
NVSIM_DI nvsim_u64 atomicCAS(nvsim_u64 *p, nvsim_u64 expected, nvsim_u64 desired) {
  return __nvvm_atom_cas_gen_ll((long long *)p, (long long)expected, (long long)desired);
}
NVSIM_DI unsigned atomicInc(unsigned *p, unsigned limit) { return __nvvm_atom_inc_gen_ui(p, limit); }
NVSIM_DI unsigned atomicDec(unsigned *p, unsigned limit) { return __nvvm_atom_dec_gen_ui(p, limit); }

/* ---- Math: single-instruction forms via LLVM intrinsics, the rest via libdevice (__nv_*) -------- */

NVSIM_DI float fabsf(float x) { return __builtin_fabsf(x); }
NVSIM_DI float fminf(float a, float b) { return __builtin_fminf(a, b); }
NVSIM_DI float fmaxf(float a, float b) { return __builtin_fmaxf(a, b); }
NVSIM_DI float fmaf(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
NVSIM_DI float sqrtf(float x) { return __builtin_sqrtf(x); }
NVSIM_DI float floorf(float x) { return __builtin_floorf(x); }
NVSIM_DI float ceilf(float x) { return __builtin_ceilf(x); }
NVSIM_DI double fabs(double x) { return __builtin_fabs(x); }
NVSIM_DI double fmin(double a, double b) { return __builtin_fmin(a, b); }
NVSIM_DI double fmax(double a, double b) { return __builtin_fmax(a, b); }
NVSIM_DI double fma(double a, double b, double c) { return __builtin_fma(a, b, c); }
NVSIM_DI double sqrt(double x) { return __builtin_sqrt(x); }
NVSIM_DI double floor(double x) { return __builtin_floor(x); }
NVSIM_DI double ceil(double x) { return __builtin_ceil(x); }
NVSIM_DI float __fdividef(float a, float b) { return __nvvm_div_approx_f(a, b); }
NVSIM_DI float rsqrtf(float x) { return __nvvm_rsqrt_approx_f(x); }

extern "C" {
__device__ float __nv_expf(float);
__device__ float __nv_logf(float);
__device__ float __nv_sinf(float);
__device__ float __nv_cosf(float);
__device__ float __nv_tanhf(float);
__device__ float __nv_powf(float, float);
__device__ double __nv_exp(double);
__device__ double __nv_log(double);
__device__ double __nv_sin(double);
__device__ double __nv_cos(double);
__device__ double __nv_pow(double, double);
}
NVSIM_DI float expf(float x) { return __nv_expf(x); }
NVSIM_DI float logf(float x) { return __nv_logf(x); }
NVSIM_DI float sinf(float x) { return __nv_sinf(x); }
NVSIM_DI float cosf(float x) { return __nv_cosf(x); }
NVSIM_DI float tanhf(float x) { return __nv_tanhf(x); }
NVSIM_DI float powf(float x, float y) { return __nv_powf(x, y); }
NVSIM_DI double exp(double x) { return __nv_exp(x); }
NVSIM_DI double log(double x) { return __nv_log(x); }
NVSIM_DI double sin(double x) { return __nv_sin(x); }
NVSIM_DI double cos(double x) { return __nv_cos(x); }
NVSIM_DI double pow(double x, double y) { return __nv_pow(x, y); }

#undef NVSIM_DI

#endif /* NVSIM_CUDA_MINI_H */
