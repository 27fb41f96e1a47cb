/* cuda_runtime.h - nvvm-sim's CUDA runtime header: the runtime API (cuda_runtime_api.h) and, in
 * CUDA code, the device side (nvsim/cuda_device.h: builtin variables, math, atomics, warp
 * intrinsics). `nvvm-sim cc` includes it in every .cu file, as nvcc does. */
#ifndef NVSIM_CUDA_RUNTIME_H
#define NVSIM_CUDA_RUNTIME_H

#if defined(__CUDA__)
#include "nvsim/cuda_device.h"
#endif
#include "cuda_runtime_api.h"

#endif /* NVSIM_CUDA_RUNTIME_H */
