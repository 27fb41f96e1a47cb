/* its.h - the warp collectives the conformance/cases/its sources use beyond ../cuda/cuda.h, as
 * CUDA's own headers spell them: __match_any_sync (match.any.sync.b32, sm_70) and
 * __reduce_add_sync (redux.sync.add, sm_80). Both map onto clang's NVPTX builtins. */
#ifndef NVSIM_CONFORMANCE_ITS_H
#define NVSIM_CONFORMANCE_ITS_H

#define FULL_MASK 0xffffffffu

static __device__ __forceinline__ unsigned __match_any_sync(unsigned mask, int value) {
  return __nvvm_match_any_sync_i32(mask, value);
}

#if __CUDA_ARCH__ >= 800
static __device__ __forceinline__ int __reduce_add_sync(unsigned mask, int value) {
  return __nvvm_redux_sync_add(value, (int)mask);
}
#endif

#endif /* NVSIM_CONFORMANCE_ITS_H */
