// pipeline.cu - a multi-kernel pipeline in one script: stream compaction of the elements that pass a
// predicate, through a device-wide exclusive scan built from several kernels.
//
//   1. mark:         flags[i] = pred(in[i])                                  (grid 8 x block 256)
//   2. scan_blocks:  Blelloch (work-efficient) exclusive scan of each block's 256 flags in shared
//                    memory; block totals to sums[]                           (grid 8 x block 128, 2 per thread)
//   3. scan_sums:    exclusive scan of the block totals by one block; the grand total to *count
//   4. add_offsets:  pos[i] += scanned_sums[block]                           (grid 8 x block 256)
//   5. scatter:      out[pos[i]] = in[i] where flags[i]                      (grid 8 x block 256)
// n = 2000 (the last block is partial). Every value is an integer: the result is exact.

#define SCAN_BLOCK 128
#define SCAN_ITEMS (2 * SCAN_BLOCK)

__device__ bool pred(int v) { return (v % 3 == 0) || v < -500; }

__global__ void mark(const int *in, int *flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    flags[i] = pred(in[i]) ? 1 : 0;
}

__global__ void scan_blocks(const int *flags, int *pos, int *sums, int n) {
  __shared__ int s[SCAN_ITEMS];
  int t = threadIdx.x;
  int base = blockIdx.x * SCAN_ITEMS;
  s[2 * t] = base + 2 * t < n ? flags[base + 2 * t] : 0;
  s[2 * t + 1] = base + 2 * t + 1 < n ? flags[base + 2 * t + 1] : 0;
  int offset = 1;
  for (int d = SCAN_ITEMS >> 1; d > 0; d >>= 1) { // up-sweep
    __syncthreads();
    if (t < d) {
      int ai = offset * (2 * t + 1) - 1;
      int bi = offset * (2 * t + 2) - 1;
      s[bi] += s[ai];
    }
    offset *= 2;
  }
  if (t == 0) {
    sums[blockIdx.x] = s[SCAN_ITEMS - 1];
    s[SCAN_ITEMS - 1] = 0;
  }
  for (int d = 1; d < SCAN_ITEMS; d *= 2) { // down-sweep
    offset >>= 1;
    __syncthreads();
    if (t < d) {
      int ai = offset * (2 * t + 1) - 1;
      int bi = offset * (2 * t + 2) - 1;
      int tmp = s[ai];
      s[ai] = s[bi];
      s[bi] += tmp;
    }
  }
  __syncthreads();
  if (base + 2 * t < n)
    pos[base + 2 * t] = s[2 * t];
  if (base + 2 * t + 1 < n)
    pos[base + 2 * t + 1] = s[2 * t + 1];
}

__global__ void scan_sums(int *sums, int nblocks, int *count) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = t < nblocks ? sums[t] : 0;
  __syncthreads();
  if (t == 0) {
    int run = 0;
    for (int b = 0; b < nblocks; ++b) {
      int v = s[b];
      s[b] = run;
      run += v;
    }
    *count = run;
  }
  __syncthreads();
  if (t < nblocks)
    sums[t] = s[t];
}

__global__ void add_offsets(int *pos, const int *sums, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    pos[i] += sums[i / SCAN_ITEMS];
}

__global__ void scatter(const int *in, const int *flags, const int *pos, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && flags[i])
    out[pos[i]] = in[i];
}
