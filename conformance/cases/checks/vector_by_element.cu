// initcheck on a vector built element by element, as `v4u r; r.x = ...;` does: at -O0 each
// assignment loads the whole vector, inserts one element and stores it back, so the elements not
// yet written travel through registers and memory undefined while those written are defined.
// The bug: r.w is written only by the first half of the warp, and every lane sums it. Fix
// (-DCLEAN): every element is written by every lane.
// (Reduced from a false positive the fuzz campaign found, docs/fuzzing.md: the clean twin was
// reported, because a vector was defined or undefined as a whole.)
typedef unsigned v4u __attribute__((ext_vector_type(4)));

extern "C" __global__ void vector_by_element(const unsigned *in, unsigned *out) {
  v4u r;
  r.x = in[0]; // @first
  r.y = in[1];
  r.z = in[2];
#ifndef CLEAN
  if (threadIdx.x < 16)
#endif
    r.w = in[3];
  out[threadIdx.x] = r.x + r.y + r.z + r.w; // @use
}
