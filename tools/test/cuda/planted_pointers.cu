// Planted bugs with pointers from the host: argv[1] picks one.
//   host   a host pointer (malloc) handed to a kernel
//   freed  a pointer freed with cudaFree before the launch
//   small  a buffer of 16 floats for a kernel that writes 64
#include <cstdio>
#include <cstdlib>
#include <cstring>

__global__ void fill(float *p, int n) {
  int i = threadIdx.x;
  if (i < n)
    p[i] = 1.0f + i;
}

int main(int argc, char **argv) {
  const char *what = argc > 1 ? argv[1] : "";
  float *p = nullptr;
  if (!strcmp(what, "host")) {
    p = static_cast<float *>(malloc(64 * sizeof(float)));
  } else if (!strcmp(what, "freed")) {
    cudaMalloc(&p, 64 * sizeof(float));
    cudaFree(p);
  } else if (!strcmp(what, "small")) {
    cudaMalloc(&p, 16 * sizeof(float));
  } else {
    fprintf(stderr, "usage: planted_pointers host|freed|small\n");
    return 2;
  }
  fill<<<1, 64>>>(p, 64);
  printf("sync: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
