// What the CUDA API functions of libnvvmsim_cudart.so share (DeviceApi, MemoryApi, StreamApi,
// KernelApi .cpp): each checks its arguments, does its work on the Runtime under its lock, and
// returns CUDA's error code, recording it as the thread's last error as CUDA does. Launches run to
// completion before cudaLaunchKernel returns (as with CUDA_LAUNCH_BLOCKING=1), so every stream is
// in order and the synchronising calls only report the sticky error of an earlier fault.
#pragma once

#include "tools/cudart/Runtime.h"
#include "tools/cudart/include/cuda_runtime_api.h"

#include <fmt/format.h>

#include <cstdint>
#include <mutex>
#include <string>

namespace nvsim::cudart::api {

using Lock = std::lock_guard<std::recursive_mutex>;

/// Records `e` as the calling thread's last error (a success leaves it) and returns it.
inline cudaError_t result(cudaError_t e) {
  if (e != cudaSuccess)
    nvsim::cudart::lastError() = e;
  return e;
}

/// A failed call: records, reports (with NVVM_SIM_API_ERRORS) and returns `e`.
inline cudaError_t fail(const char *function, cudaError_t e, const std::string &why, bool always = false) {
  Runtime::get().apiError(function, int(e), fmt::format("{} ({})", why, cudaGetErrorName(e)), always);
  return result(e);
}

/// The sticky error of an earlier fault, which every later call returns; cudaSuccess when none.
inline cudaError_t sticky() { return cudaError_t(Runtime::get().stickyError()); }

/// A function nvvm-sim does not implement: a clear error naming it, never a silent no-op.
inline cudaError_t unsupported(const char *function) {
  return fail(function, cudaErrorNotSupported,
              "not supported by nvvm-sim's CUDA runtime (docs/cuda-programs.md lists what is)", true);
}

inline uint64_t addressOf(const void *p) { return reinterpret_cast<uint64_t>(p); }

/// Whether `s` is the default stream, a special stream or one cudaStreamCreate made (StreamApi.cpp).
bool validStream(cudaStream_t s);

} // namespace nvsim::cudart::api
