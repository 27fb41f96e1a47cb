/* nvsim/cuda_device.h - the device side of nvvm-sim's CUDA headers, for code compiled as CUDA
 * (clang's __CUDA__). It plays the part of CUDA's device headers on top of clang's own CUDA
 * support headers (shipped with clang in its resource directory): clang's builtin variables
 * (threadIdx ...), libdevice declarations, device functions, math and warp intrinsics, which map
 * everything onto NVVM intrinsics and libdevice (__nv_*) calls; nvvm-sim runs both natively.
 * What CUDA has and clang's headers leave to CUDA's own (atomicX, clock64, the
 * __host__/__device__ keywords) is defined here. Included by cuda_runtime.h; not for direct use. */
#ifndef NVSIM_CUDA_DEVICE_H
#define NVSIM_CUDA_DEVICE_H

#ifndef __CUDA__
#error "nvsim/cuda_device.h is for CUDA code (nvvm-sim cc compiles .cu files as CUDA)"
#endif

#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __align__(n) __attribute__((aligned(n)))
#define __grid_constant__ __attribute__((grid_constant))
#ifndef __CUDACC__
#define __CUDACC__
#endif
#define __NVCC__ 1

/* clang's math forward declarations must precede <cmath> (as in clang's own runtime wrapper). */
#include "cuda.h" /* CUDA_VERSION, which clang's headers test */

/* clang-format off */
#include <__clang_cuda_math_forward_declares.h>
/* clang-format on */
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>

#include "vector_types.h"

#include <__clang_cuda_builtin_vars.h>

#define NVSIM_BUILTIN_CONVERSIONS(T)                                                                         \
  __device__ inline T::operator dim3() const { return dim3(x, y, z); }                                       \
  __device__ inline T::operator uint3() const { return uint3{x, y, z}; }
NVSIM_BUILTIN_CONVERSIONS(__cuda_builtin_threadIdx_t)
NVSIM_BUILTIN_CONVERSIONS(__cuda_builtin_blockIdx_t)
NVSIM_BUILTIN_CONVERSIONS(__cuda_builtin_blockDim_t)
NVSIM_BUILTIN_CONVERSIONS(__cuda_builtin_gridDim_t)
#undef NVSIM_BUILTIN_CONVERSIONS

/* The device's system calls (PTX writer's guide): clang turns printf into vprintf; assert() ends in
 * __assertfail, which nvvm-sim reports as a failed assertion with its message and location. */
extern "C" {
__device__ int vprintf(const char *, const char *);
__device__ int printf(const char *, ...);
__device__ void free(void *) __attribute((nothrow));
__device__ void *malloc(size_t) __attribute((nothrow)) __attribute__((malloc));
__device__ void __assertfail(const char *message, const char *file, unsigned line, const char *function,
                             size_t charSize);
__device__ static inline void __assert_fail(const char *message, const char *file, unsigned line,
                                            const char *function) {
  __assertfail(message, file, line, function, sizeof(char));
}
}

#pragma push_macro("__THROW")
#pragma push_macro("__CUDA_ARCH__")
#ifndef __CUDA_ARCH__
#define __CUDA_ARCH__ 9999 /* the host pass sees the device declarations too, as in clang's wrapper */
#endif
/* The order matters: the declarations, then the functions that use them. */
/* clang-format off */
#include <__clang_cuda_libdevice_declares.h>
#include <__clang_cuda_device_functions.h>
#include <__clang_cuda_math.h>
#define __THROW
#include <__clang_cuda_cmath.h>
/* clang-format on */
/* The address-space predicates CUDA's sm_20 intrinsics header defines (clang's sm_90 part uses them). */
static __device__ __forceinline__ unsigned int __isGlobal(const void *p) { return __nvvm_isspacep_global(p); }
static __device__ __forceinline__ unsigned int __isShared(const void *p) { return __nvvm_isspacep_shared(p); }
static __device__ __forceinline__ unsigned int __isConstant(const void *p) {
  return __nvvm_isspacep_const(p);
}
static __device__ __forceinline__ unsigned int __isLocal(const void *p) { return __nvvm_isspacep_local(p); }
/* CUDA 11's address conversions, on clang's implementations. */
#define __cvta_generic_to_global(p) __nv_cvta_generic_to_global_impl(p)
#define __cvta_generic_to_shared(p) __nv_cvta_generic_to_shared_impl(p)
#define __cvta_generic_to_constant(p) __nv_cvta_generic_to_constant_impl(p)
#define __cvta_generic_to_local(p) __nv_cvta_generic_to_local_impl(p)
#define __cvta_global_to_generic(a) __nv_cvta_global_to_generic_impl(a)
#define __cvta_shared_to_generic(a) __nv_cvta_shared_to_generic_impl(a)
#define __cvta_constant_to_generic(a) __nv_cvta_constant_to_generic_impl(a)
#define __cvta_local_to_generic(a) __nv_cvta_local_to_generic_impl(a)
#include <__clang_cuda_intrinsics.h>
#pragma pop_macro("__CUDA_ARCH__")
#pragma pop_macro("__THROW")

/* ---- Atomics: CUDA's atomicX, on top of clang's __*Atomic* device functions -------------------- */

#define NVSIM_DI static __device__ __forceinline__
#define NVSIM_ATOMIC(name, T, impl)                                                                          \
  NVSIM_DI T name(T *p, T v) { return impl(p, v); }                                                          \
  NVSIM_DI T name##_block(T *p, T v) { return impl##_block(p, v); }                                          \
  NVSIM_DI T name##_system(T *p, T v) { return impl##_system(p, v); }
NVSIM_ATOMIC(atomicAdd, int, __iAtomicAdd)
NVSIM_ATOMIC(atomicAdd, unsigned int, __uAtomicAdd)
NVSIM_ATOMIC(atomicAdd, unsigned long long, __ullAtomicAdd)
NVSIM_ATOMIC(atomicAdd, float, __fAtomicAdd)
NVSIM_ATOMIC(atomicAdd, double, __dAtomicAdd)
NVSIM_ATOMIC(atomicExch, int, __iAtomicExch)
NVSIM_ATOMIC(atomicExch, unsigned int, __uAtomicExch)
NVSIM_ATOMIC(atomicExch, unsigned long long, __ullAtomicExch)
NVSIM_ATOMIC(atomicExch, float, __fAtomicExch)
NVSIM_ATOMIC(atomicMin, int, __iAtomicMin)
NVSIM_ATOMIC(atomicMin, unsigned int, __uAtomicMin)
NVSIM_ATOMIC(atomicMin, long long, __illAtomicMin)
NVSIM_ATOMIC(atomicMin, unsigned long long, __ullAtomicMin)
NVSIM_ATOMIC(atomicMax, int, __iAtomicMax)
NVSIM_ATOMIC(atomicMax, unsigned int, __uAtomicMax)
NVSIM_ATOMIC(atomicMax, long long, __illAtomicMax)
NVSIM_ATOMIC(atomicMax, unsigned long long, __ullAtomicMax)
NVSIM_ATOMIC(atomicAnd, int, __iAtomicAnd)
NVSIM_ATOMIC(atomicAnd, unsigned int, __uAtomicAnd)
NVSIM_ATOMIC(atomicAnd, unsigned long long, __ullAtomicAnd)
NVSIM_ATOMIC(atomicOr, int, __iAtomicOr)
NVSIM_ATOMIC(atomicOr, unsigned int, __uAtomicOr)
NVSIM_ATOMIC(atomicOr, unsigned long long, __ullAtomicOr)
NVSIM_ATOMIC(atomicXor, int, __iAtomicXor)
NVSIM_ATOMIC(atomicXor, unsigned int, __uAtomicXor)
NVSIM_ATOMIC(atomicXor, unsigned long long, __ullAtomicXor)
NVSIM_ATOMIC(atomicInc, unsigned int, __uAtomicInc)
NVSIM_ATOMIC(atomicDec, unsigned int, __uAtomicDec)
#undef NVSIM_ATOMIC
NVSIM_DI int atomicSub(int *p, int v) { return __iAtomicAdd(p, -v); }
NVSIM_DI unsigned int atomicSub(unsigned int *p, unsigned int v) { return __uAtomicAdd(p, 0u - v); }
NVSIM_DI int atomicCAS(int *p, int c, int v) { return __iAtomicCAS(p, c, v); }
NVSIM_DI unsigned int atomicCAS(unsigned int *p, unsigned int c, unsigned int v) {
  return __uAtomicCAS(p, c, v);
}
NVSIM_DI unsigned long long atomicCAS(unsigned long long *p, unsigned long long c, unsigned long long v) {
  return __ullAtomicCAS(p, c, v);
}
NVSIM_DI int atomicCAS_block(int *p, int c, int v) { return __iAtomicCAS_block(p, c, v); }
NVSIM_DI unsigned long long atomicCAS_block(unsigned long long *p, unsigned long long c,
                                            unsigned long long v) {
  return __ullAtomicCAS_block(p, c, v);
}

/* ---- Timers and lane masks (clock and clock64 come with clang's device functions)
 * --------------------------------------- */

NVSIM_DI unsigned long long __globaltimer() { return __nvvm_read_ptx_sreg_globaltimer(); }
NVSIM_DI unsigned int __lanemask_lt() { return __nvvm_read_ptx_sreg_lanemask_lt(); }
NVSIM_DI unsigned int __lanemask_eq() { return __nvvm_read_ptx_sreg_lanemask_eq(); }
#undef NVSIM_DI

#endif /* NVSIM_CUDA_DEVICE_H */
