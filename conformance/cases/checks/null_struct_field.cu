// memcheck null-pointer through a field of a null struct pointer: the optional config is passed
// as nullptr and the kernel reads cfg->scale without checking, an address in the first page
// (offsetof(Config, scale) == 4).
// Fix (-DCLEAN): a null config means the defaults.
struct Config {
  int bias;
  int scale;
};
extern "C" __global__ void apply(const int *in, int *out, const Config *cfg) {
  int t = threadIdx.x;
#ifdef CLEAN
  int scale = cfg ? cfg->scale : 1;
#else
  int scale = cfg->scale; // @read
#endif
  out[t] = scale * in[t];
}
