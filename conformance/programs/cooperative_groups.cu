// Cooperative groups (cooperative_groups.h): a block reduction through tiled_partition<32>
// (cg::reduce and shfl_down), thread_block::sync and thread_rank on a 2D block, tiles of 8
// (ballot, meta_group_rank, shfl), and coalesced_threads() inside a divergent branch. Checked
// against the host.
#include <cooperative_groups.h>
#include <cstdio>
#include <vector>

namespace cg = cooperative_groups;

__global__ void blockSum(const int *in, int *sums, int *tileBallots, int *ranks) {
  cg::thread_block block = cg::this_thread_block();
  __shared__ int warpSums[32];
  const unsigned r = block.thread_rank();
  const int v = in[blockIdx.x * block.size() + r];
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int s = cg::reduce(warp, v, cg::plus<int>());
  if (warp.thread_rank() == 0)
    warpSums[warp.meta_group_rank()] = s;
  block.sync();
  if (warp.meta_group_rank() == 0) {
    int w = warp.thread_rank() < warp.meta_group_size() ? warpSums[warp.thread_rank()] : 0;
    for (unsigned d = 16; d > 0; d /= 2)
      w += warp.shfl_down(w, d);
    if (warp.thread_rank() == 0)
      sums[blockIdx.x] = w;
  }
  // Tiles of 8: which of the tile's threads hold an odd value, and the tile's first value.
  cg::thread_block_tile<8> tile = cg::tiled_partition<8>(block);
  const unsigned odd = tile.ballot(v & 1);
  const int first = tile.shfl(v, 0);
  if (tile.thread_rank() == 0)
    tileBallots[blockIdx.x * (block.size() / 8) + tile.meta_group_rank()] = int(odd) ^ (first << 8);
  // The active threads of a divergent branch number themselves.
  if (v % 3 == 0) {
    cg::coalesced_group active = cg::coalesced_threads();
    ranks[blockIdx.x * block.size() + r] = int(active.thread_rank()) + 100 * int(active.size());
  } else {
    ranks[blockIdx.x * block.size() + r] = -1;
  }
}

int main() {
  const dim3 blockDim(16, 8); // 128 threads, thread_rank = y * 16 + x
  const int blocks = 6, threads = 128, n = blocks * threads;
  std::vector<int> in(n);
  for (int i = 0; i < n; ++i)
    in[i] = (i * 37 + 11) % 101;
  int *dIn, *dSums, *dBallots, *dRanks;
  cudaMalloc(&dIn, n * sizeof(int));
  cudaMalloc(&dSums, blocks * sizeof(int));
  cudaMalloc(&dBallots, n / 8 * sizeof(int));
  cudaMalloc(&dRanks, n * sizeof(int));
  cudaMemcpy(dIn, in.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  blockSum<<<blocks, blockDim>>>(dIn, dSums, dBallots, dRanks);
  std::vector<int> sums(blocks), ballots(n / 8), ranks(n);
  cudaMemcpy(sums.data(), dSums, blocks * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(ballots.data(), dBallots, n / 8 * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(ranks.data(), dRanks, n * sizeof(int), cudaMemcpyDeviceToHost);
  if (cudaError_t e = cudaGetLastError(); e != cudaSuccess) {
    std::printf("FAILED: %s\n", cudaGetErrorString(e));
    return 1;
  }
  int errors = 0;
  for (int b = 0; b < blocks; ++b) {
    int want = 0;
    for (int t = 0; t < threads; ++t)
      want += in[b * threads + t];
    if (sums[b] != want && errors++ < 5)
      std::printf("block %d: sum %d, want %d\n", b, sums[b], want);
  }
  for (int t = 0; t < n / 8; ++t) {
    unsigned odd = 0;
    for (int k = 0; k < 8; ++k)
      odd |= unsigned(in[t * 8 + k] & 1) << k;
    const int want = int(odd) ^ (in[t * 8] << 8);
    if (ballots[t] != want && errors++ < 5)
      std::printf("tile %d: %#x, want %#x\n", t, ballots[t], want);
  }
  for (int w = 0; w < n / 32; ++w) { // the divergent branch, warp by warp
    int size = 0;
    for (int k = 0; k < 32; ++k)
      size += in[w * 32 + k] % 3 == 0;
    int rank = 0;
    for (int k = 0; k < 32; ++k) {
      const int i = w * 32 + k;
      const int want = in[i] % 3 == 0 ? rank++ + 100 * size : -1;
      if (ranks[i] != want && errors++ < 5)
        std::printf("thread %d: rank %d, want %d\n", i, ranks[i], want);
    }
  }
  if (errors) {
    std::printf("FAILED: %d mismatches\n", errors);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
