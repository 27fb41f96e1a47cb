/* cuda.h - what programs take from CUDA's driver API header: the version macro and the driver's
 * basic types. nvvm-sim implements the runtime API (cuda_runtime_api.h), not the driver API. */
#ifndef NVSIM_CUDA_H
#define NVSIM_CUDA_H

/* The CUDA version the headers describe (12.4: the newest clang-19 knows). */
#define CUDA_VERSION 12040

#include <stdint.h>

typedef uint32_t cuuint32_t;
typedef uint64_t cuuint64_t;
typedef int CUdevice;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef unsigned long long CUdeviceptr;
typedef enum cudaError_enum {
  CUDA_SUCCESS = 0,
  CUDA_ERROR_INVALID_VALUE = 1,
  CUDA_ERROR_NOT_SUPPORTED = 801
} CUresult;

#endif /* NVSIM_CUDA_H */
