// memcheck out-of-bounds from a wrong pitch in 2D indexing: the rows of `in` are `pitch` bytes
// apart (as cudaMallocPitch returns it), but the kernel uses the pitch as an element stride, so
// every row but the first is read 4x too far, past the end of the buffer.
// Fix (-DCLEAN): step to the row in bytes, then index the row in elements.
extern "C" __global__ void copy_rows(const float *in, float *out, int width, int pitch) {
  int x = threadIdx.x % width, y = threadIdx.x / width;
#ifdef CLEAN
  const float *row = (const float *)((const char *)in + y * pitch);
  out[y * width + x] = row[x];
#else
  out[y * width + x] = in[y * pitch + x]; // @read
#endif
}
