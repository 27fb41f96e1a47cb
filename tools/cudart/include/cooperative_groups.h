/* cooperative_groups.h - the basics of CUDA's cooperative groups, on nvvm-sim's primitives: the
 * thread block (sync, thread_rank, size, group_index, thread_index), tiled partitions of a block
 * into warps or power-of-two tiles of a warp (sync, thread_rank, size, meta_group_rank, shfl,
 * shfl_up, shfl_down, shfl_xor, any, all, ballot), coalesced_threads(), and cg::reduce with
 * cg::plus/less/greater. A grid-wide group (this_grid().sync()) needs a cooperative launch, which
 * nvvm-sim does not model: this_grid() is not declared (docs/cuda-programs.md). */
#ifndef NVSIM_COOPERATIVE_GROUPS_H
#define NVSIM_COOPERATIVE_GROUPS_H

#include "cuda_runtime.h"

#if defined(__CUDA__)
namespace cooperative_groups {

class thread_block {
public:
  __device__ void sync() const { __syncthreads(); }
  __device__ unsigned int thread_rank() const {
    return (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  }
  __device__ unsigned int size() const { return blockDim.x * blockDim.y * blockDim.z; }
  __device__ unsigned int num_threads() const { return size(); }
  __device__ dim3 group_index() const { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
  __device__ dim3 thread_index() const { return dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
  __device__ dim3 group_dim() const { return dim3(blockDim.x, blockDim.y, blockDim.z); }
};

__device__ inline thread_block this_thread_block() { return thread_block(); }
__device__ inline void sync(const thread_block &g) { g.sync(); }

/* A tile of Size consecutive threads of a block (Size a power of two up to 32): the lanes of one
 * warp that share the tile; collectives take the tile's lane mask. */
template <unsigned Size> class thread_block_tile {
  static_assert(Size && Size <= 32 && (Size & (Size - 1)) == 0, "tiles are powers of two up to 32");

public:
  __device__ unsigned int mask() const {
    const unsigned lane = __nvvm_read_ptx_sreg_laneid();
    return Size == 32 ? 0xffffffffu : ((1u << Size) - 1) << (lane & ~(Size - 1));
  }
  __device__ void sync() const { __syncwarp(mask()); }
  __device__ unsigned int thread_rank() const { return this_thread_block().thread_rank() & (Size - 1); }
  __device__ unsigned int size() const { return Size; }
  __device__ unsigned int num_threads() const { return Size; }
  __device__ unsigned int meta_group_rank() const { return this_thread_block().thread_rank() / Size; }
  __device__ unsigned int meta_group_size() const { return (this_thread_block().size() + Size - 1) / Size; }
  template <class T> __device__ T shfl(T v, int src) const { return __shfl_sync(mask(), v, src, Size); }
  template <class T> __device__ T shfl_up(T v, unsigned d) const {
    return __shfl_up_sync(mask(), v, d, Size);
  }
  template <class T> __device__ T shfl_down(T v, unsigned d) const {
    return __shfl_down_sync(mask(), v, d, Size);
  }
  template <class T> __device__ T shfl_xor(T v, unsigned m) const {
    return __shfl_xor_sync(mask(), v, m, Size);
  }
  __device__ int any(int p) const { return __any_sync(mask(), p); }
  __device__ int all(int p) const { return __all_sync(mask(), p); }
  __device__ unsigned int ballot(int p) const {
    const unsigned lane = __nvvm_read_ptx_sreg_laneid();
    return (__ballot_sync(mask(), p) >> (Size == 32 ? 0 : (lane & ~(Size - 1)))) &
           (Size == 32 ? 0xffffffffu : (1u << Size) - 1);
  }
};

template <unsigned Size> __device__ thread_block_tile<Size> tiled_partition(const thread_block &) {
  return thread_block_tile<Size>();
}
template <unsigned Size> __device__ inline void sync(const thread_block_tile<Size> &g) { g.sync(); }

/* The threads of the warp active at the call. */
class coalesced_group {
public:
  __device__ coalesced_group() : mask_(__activemask()) {}
  __device__ void sync() const { __syncwarp(mask_); }
  __device__ unsigned int size() const { return __popc(mask_); }
  __device__ unsigned int num_threads() const { return size(); }
  __device__ unsigned int thread_rank() const { return __popc(mask_ & __lanemask_lt()); }
  __device__ int any(int p) const { return __any_sync(mask_, p); }
  __device__ int all(int p) const { return __all_sync(mask_, p); }
  __device__ unsigned int ballot(int p) const { return __ballot_sync(mask_, p); }

private:
  unsigned mask_;
};
__device__ inline coalesced_group coalesced_threads() { return coalesced_group(); }

template <class T> struct plus {
  __device__ T operator()(T a, T b) const { return a + b; }
};
template <class T> struct less {
  __device__ T operator()(T a, T b) const { return a < b ? a : b; }
};
template <class T> struct greater {
  __device__ T operator()(T a, T b) const { return a > b ? a : b; }
};

/* cg::reduce over a tile: every thread gets op folded over the tile's values (a butterfly). */
template <unsigned Size, class T, class Op>
__device__ T reduce(const thread_block_tile<Size> &g, T v, Op op) {
  for (unsigned m = Size / 2; m > 0; m /= 2)
    v = op(v, g.shfl_xor(v, m));
  return v;
}

} // namespace cooperative_groups
#endif /* __CUDA__ */

#endif /* NVSIM_COOPERATIVE_GROUPS_H */
