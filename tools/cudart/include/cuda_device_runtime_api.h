/* cuda_device_runtime_api.h - part of cuda_runtime.h in nvvm-sim (builtin variables, device functions, math).
 */
#include "cuda_runtime.h"
