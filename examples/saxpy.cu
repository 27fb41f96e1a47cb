// SAXPY (y = a*x + y), the example kernel of the quick start. Its NVVM IR, examples/saxpy.ll, is made
// from the repository root, without a CUDA installation, by clang-19 with nvvm-sim's CUDA headers:
//   build/tools/nvvm-sim cc --emit-ir -arch=sm_70 -O2 examples/saxpy.cu -o examples/saxpy.ll
// (`-v` shows the clang-19 command it runs).
// Launch: grid (n + 255) / 256, block 256; the kernel's mangled name is _Z5saxpyifPKfPf.

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}
