// memcheck misaligned: a vectorised copy through float4 pointers at an offset that is not a
// multiple of 4 floats. reinterpret_cast<const float4 *>(in + 1) promises 16-byte alignment, but
// the address is 4 mod 16, so every 16-byte load is misaligned (and, under memcheck, skipped: it
// reads zeros).
// Clean twin: the same kernel; its script passes offset 4, a multiple of 4 floats.
typedef float float4 __attribute__((ext_vector_type(4)));

extern "C" __global__ void copy4(const float *in, float *out, int offset) {
  int t = threadIdx.x;
  const float4 *src = reinterpret_cast<const float4 *>(in + offset);
  float4 v = src[t]; // @load
  reinterpret_cast<float4 *>(out)[t] = v * 2.0f;
}
