// Block reduction with shared memory, warp shuffles and atomics: the source of two fuzz seeds, made
// from this folder by (clang-14 needs the PTX feature named, having no CUDA installation to infer it):
//   F="-x cuda --cuda-device-only --cuda-gpu-arch=sm_70 -nocudalib -nocudainc -Wno-unknown-cuda-version
//      -include ../../../../conformance/cases/cuda/cuda.h -emit-llvm -S"
//   clang-14 $F -Xclang -target-feature -Xclang +ptx64 -O2 reduce.cu -o clang14_reduce_typed.ll
//   clang-19 $F -O0 reduce.cu -o clang19_reduce_o0.ll
__shared__ float partial[32];

__device__ float warpSum(float v) {
  for (int off = 16; off > 0; off /= 2)
    v += __shfl_down_sync(0xffffffffu, v, off);
  return v;
}

__global__ void __launch_bounds__(256) reduce(const float *in, float *out, unsigned *done, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  v = warpSum(v);
  if (threadIdx.x % warpSize == 0)
    partial[threadIdx.x / warpSize] = v;
  __syncthreads();
  if (threadIdx.x < warpSize) {
    v = threadIdx.x < blockDim.x / warpSize ? partial[threadIdx.x] : 0.0f;
    v = warpSum(v);
    if (threadIdx.x == 0) {
      atomicAdd(out, v);
      atomicInc(done, gridDim.x);
    }
  }
}
