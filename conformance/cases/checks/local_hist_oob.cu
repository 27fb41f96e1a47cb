// memcheck out-of-bounds in local memory at a dynamic index: each thread marks which of 8 buckets
// (value / 4) its 4 inputs fall in, in a private array, and counts the buckets seen; one input
// (33) falls past the last bucket, so seen[8] is written one past the local array.
// Fix (-DCLEAN): clamp the bucket to 7.
extern "C" __global__ void buckets_seen(const int *in, int *out) {
  int t = threadIdx.x;
  int seen[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  for (int k = 0; k < 4; ++k) {
    int b = in[4 * t + k] / 4;
#ifdef CLEAN
    b = b > 7 ? 7 : b;
#endif
    seen[b] = 1; // @write
  }
  int n = 0;
  for (int b = 0; b < 8; ++b)
    n += seen[b];
  out[t] = n;
}
