/* crt/sm_70_rt.hpp - the sm_70 warp-match functions by value type, which clang's
 * __clang_cuda_intrinsics.h expects CUDA to provide on top of its __match32/64 builtins. */
#ifndef NVSIM_SM_70_RT_HPP
#define NVSIM_SM_70_RT_HPP

#define NVSIM_MATCH(T, bits)                                                                                 \
  static __device__ __forceinline__ unsigned int __match_any_sync(unsigned mask, T value) {                 \
    return __match##bits##_any_sync(mask, value);                                                            \
  }                                                                                                          \
  static __device__ __forceinline__ unsigned int __match_all_sync(unsigned mask, T value, int *pred) {      \
    return __match##bits##_all_sync(mask, value, pred);                                                      \
  }
NVSIM_MATCH(unsigned int, 32)
NVSIM_MATCH(int, 32)
NVSIM_MATCH(unsigned long, 64)
NVSIM_MATCH(long, 64)
NVSIM_MATCH(unsigned long long, 64)
NVSIM_MATCH(long long, 64)
#undef NVSIM_MATCH
static __device__ __forceinline__ unsigned int __match_any_sync(unsigned mask, float value) {
  return __match32_any_sync(mask, __float_as_uint(value));
}
static __device__ __forceinline__ unsigned int __match_any_sync(unsigned mask, double value) {
  return __match64_any_sync(mask, (unsigned long long)__double_as_longlong(value));
}

#endif /* NVSIM_SM_70_RT_HPP */
