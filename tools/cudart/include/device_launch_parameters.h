/* device_launch_parameters.h - part of cuda_runtime.h in nvvm-sim (builtin variables, device functions,
 * math). */
#include "cuda_runtime.h"
