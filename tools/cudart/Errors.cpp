// cudaGetErrorName and cudaGetErrorString, from the one table of error codes (Errors.def).
#include "tools/cudart/include/cuda_runtime_api.h"

extern "C" {

const char *cudaGetErrorName(cudaError_t error) {
  switch (error) {
#define CUDART_ERROR(name, text)                                                                             \
  case name:                                                                                                 \
    return #name;
#include "tools/cudart/Errors.def"
#undef CUDART_ERROR
  }
  return "cudaErrorUnknown";
}

const char *cudaGetErrorString(cudaError_t error) {
  switch (error) {
#define CUDART_ERROR(name, text)                                                                             \
  case name:                                                                                                 \
    return text;
#include "tools/cudart/Errors.def"
#undef CUDART_ERROR
  }
  return "unrecognized error code";
}

} // extern "C"
