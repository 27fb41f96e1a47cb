// memcheck no-space: a pointer pushed into no memory at all by a garbage 64-bit offset (2^44
// elements: 64 TiB past the buffer, in no allocation and no window).
// Clean twin: the same kernel; its script passes offset 0.
extern "C" __global__ void gather(const int *in, int *out, long long offset) {
  int t = threadIdx.x;
  const int *p = in + offset;
  out[t] = p[t] + 1; // @read
}
