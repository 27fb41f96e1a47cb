// dynshared.cu - dynamic shared memory (extern __shared__, sized by the launch).
//
// box_filter: out[i] = (sum of in[i - r .. i + r]) / (2r + 1), zero outside [0, n); each block stages
//   its blockDim.x + 2r inputs (with halos) in the dynamic buffer. The sum runs left to right and
//   the division is IEEE, so the result is exact. Launched twice: block 64, r = 3 (280 bytes) and
//   block 32, r = 5 (168 bytes).
// block_sort: a bitonic sort of (key, value) pairs per block; keys (int) and values (float) share one
//   dynamic buffer (keys first, then values), 8 bytes per thread. Launched with block 128 (1024 bytes)
//   and block 64 (512 bytes).
// mixed_shared: a static __shared__ array next to the dynamic one (the dynamic buffer starts after
//   the static shared variables, so they must not overlap). grid 2 x block 64, 256 dynamic bytes.

extern __shared__ float dyn[];

__global__ void box_filter(const float *in, float *out, int n, int r) {
  float *tile = dyn; // blockDim.x + 2r floats
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int base = blockIdx.x * blockDim.x - r;
  for (int j = threadIdx.x; j < blockDim.x + 2 * r; j += blockDim.x) {
    int g = base + j;
    tile[j] = (g >= 0 && g < n) ? in[g] : 0.0f;
  }
  __syncthreads();
  if (i < n) {
    float s = 0.0f;
    for (int k = 0; k <= 2 * r; ++k)
      s += tile[threadIdx.x + k];
    out[i] = s / (float)(2 * r + 1);
  }
}

extern __shared__ int dyn_words[];

__global__ void block_sort(int *keys, float *vals) {
  int *sk = dyn_words;
  float *sv = (float *)(dyn_words + blockDim.x);
  unsigned t = threadIdx.x;
  unsigned g = blockIdx.x * blockDim.x + t;
  sk[t] = keys[g];
  sv[t] = vals[g];
  __syncthreads();
  for (unsigned size = 2; size <= blockDim.x; size <<= 1) {
    for (unsigned stride = size / 2; stride > 0; stride >>= 1) {
      unsigned partner = t ^ stride;
      if (partner > t) {
        bool ascending = (t & size) == 0;
        if ((sk[t] > sk[partner]) == ascending) {
          int k = sk[t];
          sk[t] = sk[partner];
          sk[partner] = k;
          float v = sv[t];
          sv[t] = sv[partner];
          sv[partner] = v;
        }
      }
      __syncthreads();
    }
  }
  keys[g] = sk[t];
  vals[g] = sv[t];
}

__global__ void mixed_shared(int *out) {
  __shared__ int fixed[32];
  int *d = dyn_words; // blockDim.x ints
  int t = threadIdx.x;
  if (t < 32)
    fixed[t] = 1000 + t;
  d[t] = t * 3;
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = d[(t + 1) % blockDim.x] + fixed[t % 32];
}
