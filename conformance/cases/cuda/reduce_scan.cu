// reduce_scan.cu - block-level reduction and scan in shared memory.
//
// block_reduce: each block sums 2 * BLOCK floats (first add while loading, then a shared-memory tree
//   with __syncthreads between levels) and writes one partial sum per block. The summation order is
//   fixed by the program, so the result is exact (the reference replays the same tree in float32).
// block_scan: inclusive Hillis-Steele scan of ints with a double-buffered shared array, per-block
//   totals, and __syncthreads_count of the positive elements.
// Launches: block_reduce grid 4 x block 128 over n = 1000; block_scan grid 8 x block 128 over
//   n = 1000 (the last block is partial in both).

#define BLOCK 128

__global__ void block_reduce(const float *in, float *block_sums, int n) {
  __shared__ float s[BLOCK];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * (BLOCK * 2) + t;
  float v = 0.0f;
  if (i < n)
    v = in[i];
  if (i + BLOCK < n)
    v += in[i + BLOCK];
  s[t] = v;
  __syncthreads();
  for (unsigned stride = BLOCK / 2; stride > 0; stride >>= 1) {
    if (t < stride)
      s[t] += s[t + stride];
    __syncthreads();
  }
  if (t == 0)
    block_sums[blockIdx.x] = s[0];
}

__global__ void block_scan(const int *in, int *out, int *block_totals, int *positives, int n) {
  __shared__ int buf[2][BLOCK];
  int t = threadIdx.x;
  int i = blockIdx.x * BLOCK + t;
  int x = i < n ? in[i] : 0;
  int pin = 0;
  buf[0][t] = x;
  __syncthreads();
  for (int off = 1; off < BLOCK; off <<= 1) {
    int pout = 1 - pin;
    int v = buf[pin][t];
    if (t >= off)
      v += buf[pin][t - off];
    buf[pout][t] = v;
    pin = pout;
    __syncthreads();
  }
  if (i < n)
    out[i] = buf[pin][t];
  if (t == BLOCK - 1)
    block_totals[blockIdx.x] = buf[pin][t];
  int count = __syncthreads_count(x > 0);
  if (t == 0)
    positives[blockIdx.x] = count;
}
