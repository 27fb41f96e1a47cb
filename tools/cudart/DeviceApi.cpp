// The CUDA runtime API: errors, versions, the device and its properties, limits, the profiler, and
// the functions nvvm-sim does not support (docs/cuda-programs.md).
#include "tools/cudart/ApiCommon.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <type_traits>

using nvsim::cudart::AllocationInfo;
using nvsim::cudart::AllocationKind;
using nvsim::cudart::DeviceLimits;
using nvsim::cudart::Runtime;
using namespace nvsim::cudart::api;

namespace {

/// The device's memory: what the memory budget allows, at most an 80 GiB part's.
uint64_t totalMemory() {
  return std::min<uint64_t>(DeviceLimits::kTotalGlobalMem, Runtime::get().memory().budget().limit());
}

} // namespace

extern "C" {

// ---- Errors and versions ----------------------------------------------------------------------------

cudaError_t cudaGetLastError(void) {
  Runtime &rt = Runtime::get();
  if (rt.stickyError())
    return cudaError_t(rt.stickyError());
  const cudaError_t e = cudaError_t(nvsim::cudart::lastError());
  nvsim::cudart::lastError() = cudaSuccess;
  return e;
}

cudaError_t cudaPeekAtLastError(void) {
  Runtime &rt = Runtime::get();
  return cudaError_t(rt.stickyError() ? rt.stickyError() : nvsim::cudart::lastError());
}

cudaError_t cudaRuntimeGetVersion(int *runtimeVersion) {
  if (!runtimeVersion)
    return fail("cudaRuntimeGetVersion", cudaErrorInvalidValue, "a null pointer");
  *runtimeVersion = CUDART_VERSION;
  return cudaSuccess;
}

cudaError_t cudaDriverGetVersion(int *driverVersion) {
  if (!driverVersion)
    return fail("cudaDriverGetVersion", cudaErrorInvalidValue, "a null pointer");
  *driverVersion = CUDART_VERSION;
  return cudaSuccess;
}

// ---- Devices ------------------------------------------------------------------------------------------

cudaError_t cudaGetDeviceCount(int *count) {
  if (!count)
    return fail("cudaGetDeviceCount", cudaErrorInvalidValue, "a null pointer");
  *count = 1;
  return cudaSuccess;
}

cudaError_t cudaGetDevice(int *device) {
  if (!device)
    return fail("cudaGetDevice", cudaErrorInvalidValue, "a null pointer");
  *device = 0;
  return cudaSuccess;
}

cudaError_t cudaSetDevice(int device) {
  if (device != 0)
    return fail("cudaSetDevice", cudaErrorInvalidDevice,
                fmt::format("device {}: there is one device, 0", device));
  return sticky();
}

namespace {

/// NVVM_SIM_DEVICE's fields over the defaults (docs/cuda-programs.md lists the fields). An unknown
/// field or a malformed number is reported (once) and left out.
void applyOverrides(cudaDeviceProp &p) {
  static bool reported = false;
  for (const auto &[field, value] : Runtime::get().settings().device) {
    char *end = nullptr;
    const unsigned long long n = std::strtoull(value.c_str(), &end, 0);
    const bool number = !value.empty() && *end == '\0';
    auto set = [&](auto &target) {
      if (number)
        target = static_cast<std::remove_reference_t<decltype(target)>>(n);
      return number;
    };
    bool known = true, good = true;
    if (field == "name")
      std::snprintf(p.name, sizeof p.name, "%s", value.c_str());
    else if (field == "major")
      good = set(p.major);
    else if (field == "minor")
      good = set(p.minor);
    else if (field == "multiProcessorCount")
      good = set(p.multiProcessorCount);
    else if (field == "totalGlobalMem")
      good = set(p.totalGlobalMem);
    else if (field == "sharedMemPerBlock")
      good = set(p.sharedMemPerBlock);
    else if (field == "sharedMemPerBlockOptin")
      good = set(p.sharedMemPerBlockOptin);
    else if (field == "sharedMemPerMultiprocessor")
      good = set(p.sharedMemPerMultiprocessor);
    else if (field == "clockRate")
      good = set(p.clockRate);
    else if (field == "memoryClockRate")
      good = set(p.memoryClockRate);
    else if (field == "memoryBusWidth")
      good = set(p.memoryBusWidth);
    else if (field == "l2CacheSize")
      good = set(p.l2CacheSize);
    else if (field == "maxThreadsPerMultiProcessor")
      good = set(p.maxThreadsPerMultiProcessor);
    else if (field == "regsPerBlock")
      good = set(p.regsPerBlock);
    else
      known = false;
    if ((!known || !good) && !reported)
      std::fprintf(stderr, "nvvm-sim: NVVM_SIM_DEVICE: %s '%s=%s' left out\n",
                   known ? "a malformed number in" : "unknown field in", field.c_str(), value.c_str());
  }
  reported = true;
}

} // namespace

cudaError_t cudaGetDeviceProperties(cudaDeviceProp *prop, int device) {
  if (!prop)
    return fail("cudaGetDeviceProperties", cudaErrorInvalidValue, "a null pointer");
  if (device != 0)
    return fail("cudaGetDeviceProperties", cudaErrorInvalidDevice, fmt::format("device {}", device));
  std::memset(prop, 0, sizeof *prop);
  std::snprintf(prop->name, sizeof prop->name, "nvvm-sim (simulated sm_%d%d)", DeviceLimits::kMajor,
                DeviceLimits::kMinor);
  prop->totalGlobalMem = totalMemory();
  prop->sharedMemPerBlock = DeviceLimits::kDefaultSharedPerBlock;
  prop->sharedMemPerBlockOptin = DeviceLimits::kMaxSharedPerBlockOptin;
  prop->sharedMemPerMultiprocessor = nvsim::sim::kSharedBytesPerSM;
  prop->regsPerBlock = 65536;
  prop->regsPerMultiprocessor = 65536;
  prop->warpSize = 32;
  prop->memPitch = 2147483647;
  prop->maxThreadsPerBlock = DeviceLimits::kMaxThreadsPerBlock;
  prop->maxThreadsDim[0] = 1024;
  prop->maxThreadsDim[1] = 1024;
  prop->maxThreadsDim[2] = 64;
  prop->maxGridSize[0] = 2147483647;
  prop->maxGridSize[1] = 65535;
  prop->maxGridSize[2] = 65535;
  prop->clockRate = 1755000;
  prop->totalConstMem = DeviceLimits::kTotalConstMem;
  prop->major = DeviceLimits::kMajor;
  prop->minor = DeviceLimits::kMinor;
  prop->textureAlignment = 512;
  prop->texturePitchAlignment = 32;
  prop->multiProcessorCount = int(nvsim::sim::kSimulatedSMs);
  prop->maxThreadsPerMultiProcessor = int(nvsim::sim::kMaxThreadsPerSM);
  prop->maxBlocksPerMultiProcessor = int(nvsim::sim::kMaxBlocksPerSM);
  prop->canMapHostMemory = 1;
  prop->concurrentKernels = 1;
  prop->unifiedAddressing = 1;
  prop->managedMemory = 1;
  prop->concurrentManagedAccess = 1;
  prop->memoryClockRate = 2619000;
  prop->memoryBusWidth = 5120;
  prop->l2CacheSize = 50 * 1024 * 1024;
  prop->asyncEngineCount = 2;
  prop->streamPrioritiesSupported = 1;
  prop->globalL1CacheSupported = 1;
  prop->localL1CacheSupported = 1;
  prop->computePreemptionSupported = 1;
  prop->reservedSharedMemPerBlock = 1024;
  applyOverrides(*prop);
  return sticky();
}

cudaError_t cudaDeviceGetAttribute(int *value, cudaDeviceAttr attr, int device) {
  if (!value)
    return fail("cudaDeviceGetAttribute", cudaErrorInvalidValue, "a null pointer");
  cudaDeviceProp p;
  if (cudaError_t e = cudaGetDeviceProperties(&p, device); e != cudaSuccess)
    return e;
  switch (attr) {
  case cudaDevAttrMaxThreadsPerBlock: *value = p.maxThreadsPerBlock; break;
  case cudaDevAttrMaxBlockDimX: *value = p.maxThreadsDim[0]; break;
  case cudaDevAttrMaxBlockDimY: *value = p.maxThreadsDim[1]; break;
  case cudaDevAttrMaxBlockDimZ: *value = p.maxThreadsDim[2]; break;
  case cudaDevAttrMaxGridDimX: *value = p.maxGridSize[0]; break;
  case cudaDevAttrMaxGridDimY: *value = p.maxGridSize[1]; break;
  case cudaDevAttrMaxGridDimZ: *value = p.maxGridSize[2]; break;
  case cudaDevAttrMaxSharedMemoryPerBlock: *value = int(p.sharedMemPerBlock); break;
  case cudaDevAttrTotalConstantMemory: *value = int(p.totalConstMem); break;
  case cudaDevAttrWarpSize: *value = p.warpSize; break;
  case cudaDevAttrMaxPitch: *value = int(p.memPitch); break;
  case cudaDevAttrMaxRegistersPerBlock: *value = p.regsPerBlock; break;
  case cudaDevAttrClockRate: *value = p.clockRate; break;
  case cudaDevAttrMultiProcessorCount: *value = p.multiProcessorCount; break;
  case cudaDevAttrIntegrated: *value = 0; break;
  case cudaDevAttrCanMapHostMemory: *value = 1; break;
  case cudaDevAttrComputeMode: *value = 0; break;
  case cudaDevAttrConcurrentKernels: *value = 1; break;
  case cudaDevAttrEccEnabled: *value = 0; break;
  case cudaDevAttrMemoryClockRate: *value = p.memoryClockRate; break;
  case cudaDevAttrGlobalMemoryBusWidth: *value = p.memoryBusWidth; break;
  case cudaDevAttrL2CacheSize: *value = p.l2CacheSize; break;
  case cudaDevAttrMaxThreadsPerMultiProcessor: *value = p.maxThreadsPerMultiProcessor; break;
  case cudaDevAttrUnifiedAddressing: *value = 1; break;
  case cudaDevAttrComputeCapabilityMajor: *value = p.major; break;
  case cudaDevAttrComputeCapabilityMinor: *value = p.minor; break;
  case cudaDevAttrMaxSharedMemoryPerMultiprocessor: *value = int(p.sharedMemPerMultiprocessor); break;
  case cudaDevAttrMaxRegistersPerMultiprocessor: *value = p.regsPerMultiprocessor; break;
  case cudaDevAttrManagedMemory: *value = 1; break;
  case cudaDevAttrConcurrentManagedAccess: *value = 1; break;
  case cudaDevAttrCooperativeLaunch: *value = 0; break;
  case cudaDevAttrMaxSharedMemoryPerBlockOptin: *value = int(p.sharedMemPerBlockOptin); break;
  case cudaDevAttrMaxBlocksPerMultiprocessor: *value = p.maxBlocksPerMultiProcessor; break;
  default:
    return fail("cudaDeviceGetAttribute", cudaErrorInvalidValue, fmt::format("attribute {}", int(attr)));
  }
  return cudaSuccess;
}

cudaError_t cudaChooseDevice(int *device, const cudaDeviceProp *prop) {
  if (!device || !prop)
    return fail("cudaChooseDevice", cudaErrorInvalidValue, "a null pointer");
  *device = 0;
  return cudaSuccess;
}

cudaError_t cudaDeviceSynchronize(void) {
  Lock lock(Runtime::get().mutex);
  return sticky();
}

cudaError_t cudaThreadSynchronize(void) { return cudaDeviceSynchronize(); }

cudaError_t cudaDeviceReset(void) {
  // NOTE: allocations stay (a reset program may still hold pointers into them); the error state
  // is all a reset clears here. docs/cuda-programs.md says so.
  nvsim::cudart::lastError() = cudaSuccess;
  return cudaSuccess;
}

cudaError_t cudaThreadExit(void) { return cudaDeviceReset(); }

cudaError_t cudaSetDeviceFlags(unsigned int flags) {
  if (flags & ~0x1fu)
    return fail("cudaSetDeviceFlags", cudaErrorInvalidValue, fmt::format("flags {:#x}", flags));
  return sticky();
}

cudaError_t cudaGetDeviceFlags(unsigned int *flags) {
  if (!flags)
    return fail("cudaGetDeviceFlags", cudaErrorInvalidValue, "a null pointer");
  *flags = cudaDeviceMapHost;
  return cudaSuccess;
}

namespace {
size_t &limitValue(cudaLimit limit) {
  static size_t values[7] = {1024, 1 << 20, 8 << 20, 2, 2048, 64, 0};
  return values[int(limit)];
}
} // namespace

cudaError_t cudaDeviceSetLimit(cudaLimit limit, size_t value) {
  if (int(limit) < 0 || int(limit) > 6)
    return fail("cudaDeviceSetLimit", cudaErrorInvalidValue, fmt::format("limit {}", int(limit)));
  if (limit == cudaLimitStackSize && (value == 0 || value > nvsim::sim::kMaxStackBytes))
    return fail(
        "cudaDeviceSetLimit", cudaErrorInvalidValue,
        fmt::format("stack size {} (nvvm-sim allows 1 to {} bytes)", value, nvsim::sim::kMaxStackBytes));
  limitValue(limit) = value;
  if (limit == cudaLimitStackSize) {
    Lock lock(Runtime::get().mutex);
    Runtime::get().setStackBytes(uint32_t(value));
  }
  return sticky();
}

cudaError_t cudaDeviceGetLimit(size_t *value, cudaLimit limit) {
  if (!value || int(limit) < 0 || int(limit) > 6)
    return fail("cudaDeviceGetLimit", cudaErrorInvalidValue, "a null pointer or an unknown limit");
  *value = limit == cudaLimitStackSize ? Runtime::get().settings().launch.stackBytes : limitValue(limit);
  return cudaSuccess;
}

cudaError_t cudaDeviceSetCacheConfig(cudaFuncCache) { return sticky(); }
cudaError_t cudaDeviceGetCacheConfig(cudaFuncCache *config) {
  if (!config)
    return fail("cudaDeviceGetCacheConfig", cudaErrorInvalidValue, "a null pointer");
  *config = cudaFuncCachePreferNone;
  return cudaSuccess;
}
cudaError_t cudaDeviceSetSharedMemConfig(cudaSharedMemConfig) { return sticky(); }
cudaError_t cudaDeviceGetSharedMemConfig(cudaSharedMemConfig *config) {
  if (!config)
    return fail("cudaDeviceGetSharedMemConfig", cudaErrorInvalidValue, "a null pointer");
  *config = cudaSharedMemBankSizeFourByte;
  return cudaSuccess;
}

cudaError_t cudaDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority) {
  if (leastPriority)
    *leastPriority = 0;
  if (greatestPriority)
    *greatestPriority = -5;
  return cudaSuccess;
}

cudaError_t cudaDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice) {
  if (!canAccessPeer || device != 0 || peerDevice != 0)
    return fail("cudaDeviceCanAccessPeer", cudaErrorInvalidDevice, "there is one device, 0");
  *canAccessPeer = 0;
  return cudaSuccess;
}

cudaError_t cudaMemGetInfo(size_t *free, size_t *total) {
  if (!free || !total)
    return fail("cudaMemGetInfo", cudaErrorInvalidValue, "a null pointer");
  Runtime &rt = Runtime::get();
  Lock lock(rt.mutex);
  const uint64_t used = rt.memory().budget().used();
  *total = totalMemory();
  *free = *total > used ? *total - used : 0;
  return sticky();
}

// ---- Profiler -----------------------------------------------------------------------------------------

cudaError_t cudaProfilerStart(void) { return sticky(); } // nothing to start: use nvvm-sim's --profile
cudaError_t cudaProfilerStop(void) { return sticky(); }

// ---- Not supported ------------------------------------------------------------------------------------

cudaError_t cudaMemcpy3D(const void *) { return unsupported("cudaMemcpy3D"); }
cudaError_t cudaMallocArray(void **, const void *, size_t, size_t, unsigned int) {
  return unsupported("cudaMallocArray");
}
cudaError_t cudaGraphCreate(void **, unsigned int) { return unsupported("cudaGraphCreate"); }
cudaError_t cudaStreamBeginCapture(cudaStream_t, int) { return unsupported("cudaStreamBeginCapture"); }
cudaError_t cudaIpcGetMemHandle(void *, void *) { return unsupported("cudaIpcGetMemHandle"); }
cudaError_t cudaDeviceEnablePeerAccess(int, unsigned int) {
  return unsupported("cudaDeviceEnablePeerAccess");
}

} // extern "C"
