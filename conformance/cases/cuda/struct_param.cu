// struct_param.cu - a struct kernel parameter with nested structs and arrays: the byval input that
// LowerStructArgs (docs/passes.md) lowers to ldparam reads and param-space casts.
//
// struct_param: reads fields at constant offsets (a double, a char, an array element, a member of an
//   array of structs, a 64-bit field), an array element indexed by the thread, passes the address
//   of a field's array to a device function, and an array element struct (indexed by the thread)
//   by value to another. Inputs are multiples of 1/4 and small, so every float operation is exact.

struct Inner {
  short tag;  // 0
  float w[3]; // 4
};            // 16 bytes, aligned to 4

struct Params {
  double scale;   // 0
  char flag;      // 8
  int counts[4];  // 12
  Inner inner[2]; // 28
  long long bias; // 64
};                // 72 bytes, aligned to 8

__device__ __noinline__ float sum3(const float *w) { return w[0] + w[1] + w[2]; }

__device__ __noinline__ int weigh(Inner in, int k) { return in.tag * k + (int)in.w[k % 3]; }

__global__ void struct_param(Params p, const float *in, float *out, int *iout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float x = in[i];
  out[2 * i] = (float)(x * p.scale) + p.inner[0].w[1];
  out[2 * i + 1] = sum3(p.inner[1].w) - x;
  iout[2 * i] = p.counts[3] + p.flag + p.inner[1].tag + (int)(p.bias >> 8) + p.counts[i & 3];
  iout[2 * i + 1] = weigh(p.inner[i & 1], i);
}
