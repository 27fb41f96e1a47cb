// Coalesced and strided global loads (docs/profile.md): 256 threads each read one float. When
// thread i reads element i, a warp's 32 floats are 128 contiguous bytes: 4 sectors of 32 bytes.
// When it reads element i * stride, a stride of 2 spreads them over 8 sectors, and a stride of 8
// floats (32 bytes) or more puts every lane in a sector of its own: 32 sectors for 128 bytes used.
extern "C" __global__ void copy_coalesced(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i];
}

extern "C" __global__ void copy_strided(const float *in, float *out, int stride) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i * stride];
}
