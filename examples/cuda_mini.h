/* cuda_mini.h - the CUDA device header the examples are compiled with. It is the conformance
 * programs' header, conformance/cases/cuda/cuda.h (our own: __global__, __shared__, threadIdx and the
 * other builtins, __syncthreads, warp collectives, atomics and the libdevice declarations, mapped
 * onto clang's NVPTX builtins), so that clang can make NVVM IR without a CUDA installation:
 *   clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_70 -nocudalib -nocudainc \
 *     -Wno-unknown-cuda-version -include examples/cuda_mini.h -emit-llvm -S -O2 k.cu -o k.ll
 */
#include "../conformance/cases/cuda/cuda.h"
