// The CUDA runtime API: registration (what clang's generated module constructor and launch stubs
// call), launches, function attributes and occupancy.
#include "tools/cudart/ApiCommon.h"

#include <algorithm>
#include <cstring>
#include <vector>

using nvsim::cudart::AllocationInfo;
using nvsim::cudart::AllocationKind;
using nvsim::cudart::DeviceLimits;
using nvsim::cudart::Runtime;
using namespace nvsim::cudart::api;

namespace {

// The launch configuration between __cudaPushCallConfiguration and the stub's pop (per thread:
// two host threads may launch at once).
struct CallConfiguration {
  dim3 grid, block;
  size_t shared = 0;
  cudaStream_t stream = nullptr;
};
std::vector<CallConfiguration> &callStack() {
  thread_local std::vector<CallConfiguration> stack;
  return stack;
}

/// The kernel registered for `func`, or an error.
nvsim::cudart::KernelEntry *kernelOf(const char *function, const void *func, cudaError_t &e) {
  nvsim::cudart::KernelEntry *k = Runtime::get().kernel(func);
  if (!k || !k->module) {
    k = nullptr;
    e = fail(function, cudaErrorInvalidDeviceFunction,
             fmt::format(
                 "{:#x} is not a kernel of the program (not a __global__ function registered by nvvm-sim cc)",
                 addressOf(func)),
             true);
  }
  return k;
}

/// The static shared memory and parameters of a kernel, for attributes and launch checks.
const nvsim::KernelInfo *kernelInfo(nvsim::cudart::KernelEntry &k, std::string &why) {
  nvsim::sim::Program *p = Runtime::get().program(*k.module, why);
  if (!p)
    return nullptr;
  const nvsim::KernelInfo *info = p->findKernel(k.deviceName);
  if (!info)
    why = fmt::format("kernel {} is not in the device code of {}", k.deviceName, k.module->name);
  return info;
}

} // namespace

extern "C" {

// ---- Registration (called by clang's module constructor) --------------------------------------------

void **__cudaRegisterFatBinary(void *fatCubin) {
  Runtime &rt = Runtime::get();
  Lock lock(rt.mutex);
  void **handle = new void *(fatCubin); // NOTE: lives as long as the program
  rt.addModule(handle, static_cast<const nvsim::cudart::FatbinWrapper *>(fatCubin));
  return handle;
}

void __cudaRegisterFatBinaryEnd(void **) {}

void __cudaUnregisterFatBinary(void **) {}

void __cudaRegisterFunction(void **handle, const char *hostFun, char *, const char *deviceName, int, void *,
                            void *, void *, void *, int *) {
  Runtime &rt = Runtime::get();
  Lock lock(rt.mutex);
  rt.addKernel(handle, hostFun, deviceName);
}

void __cudaRegisterVar(void **handle, char *hostVar, char *, const char *deviceName, int, size_t size,
                       int constant, int) {
  Runtime &rt = Runtime::get();
  Lock lock(rt.mutex);
  rt.addVariable(handle, hostVar, deviceName, size, constant != 0);
}

void __cudaRegisterManagedVar(void **, void **, char *, const char *deviceName, size_t, unsigned) {
  std::fprintf(stderr, "nvvm-sim: __managed__ variable %s is not supported (use cudaMallocManaged)\n",
               deviceName);
}

void __cudaRegisterTexture(void **, const void *, const void **, const char *deviceName, int, int, int) {
  std::fprintf(stderr, "nvvm-sim: texture reference %s is not supported\n", deviceName);
}

void __cudaRegisterSurface(void **, const void *, const void **, const char *deviceName, int, int) {
  std::fprintf(stderr, "nvvm-sim: surface reference %s is not supported\n", deviceName);
}

unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem, cudaStream_t stream) {
  callStack().push_back({gridDim, blockDim, sharedMem, stream});
  return 0;
}

cudaError_t __cudaPopCallConfiguration(dim3 *gridDim, dim3 *blockDim, size_t *sharedMem,
                                       cudaStream_t *stream) {
  if (callStack().empty())
    return cudaErrorInvalidConfiguration;
  const CallConfiguration c = callStack().back();
  callStack().pop_back();
  *gridDim = c.grid;
  *blockDim = c.block;
  *sharedMem = c.shared;
  *stream = c.stream;
  return cudaSuccess;
}

cudaError_t cudaConfigureCall(dim3 gridDim, dim3 blockDim, size_t sharedMem, cudaStream_t stream) {
  __cudaPushCallConfiguration(gridDim, blockDim, sharedMem, stream);
  return cudaSuccess;
}

// ---- Kernels ------------------------------------------------------------------------------------------

cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem,
                             cudaStream_t stream) {
  Runtime &rt = Runtime::get();
  Lock lock(rt.mutex);
  if (cudaError_t e = sticky())
    return e;
  cudaError_t e = cudaSuccess;
  nvsim::cudart::KernelEntry *k = kernelOf("cudaLaunchKernel", func, e);
  if (!k)
    return e;
  if (!validStream(stream))
    return fail("cudaLaunchKernel", cudaErrorInvalidResourceHandle, "not a stream");
  // Demangled only for a message: a launch that succeeds costs no demangling (issue 21).
  const auto name = [k] { return nvsim::demangle(k->deviceName); };
  const uint64_t threads = uint64_t(blockDim.x) * blockDim.y * blockDim.z;
  if (threads == 0 || uint64_t(gridDim.x) * gridDim.y * gridDim.z == 0 || blockDim.x > 1024 ||
      blockDim.y > 1024 || blockDim.z > 64 || threads > 1024 || gridDim.y > 65535 || gridDim.z > 65535 ||
      gridDim.x > 2147483647u)
    return fail("cudaLaunchKernel", cudaErrorInvalidConfiguration,
                fmt::format("kernel {}: grid ({},{},{}) and block ({},{},{}) (at most 1024 threads a block; "
                            "block z <= 64; grid y, z <= 65535)",
                            name(), gridDim.x, gridDim.y, gridDim.z, blockDim.x, blockDim.y, blockDim.z));
  std::string why;
  const nvsim::KernelInfo *info = kernelInfo(*k, why);
  if (!info)
    return fail("cudaLaunchKernel", cudaErrorInvalidKernelImage, why, true);
  const uint64_t limit =
      k->maxDynamicShared ? uint64_t(k->maxDynamicShared) : DeviceLimits::kDefaultSharedPerBlock;
  if (info->staticSharedBytes + sharedMem > std::max<uint64_t>(limit, DeviceLimits::kDefaultSharedPerBlock) ||
      info->staticSharedBytes + sharedMem > DeviceLimits::kMaxSharedPerBlockOptin)
    return fail(
        "cudaLaunchKernel", cudaErrorInvalidValue,
        fmt::format("kernel {}: {} bytes of shared memory ({} static + {} dynamic) exceed the block's {} "
                    "(raise it with cudaFuncSetAttribute(cudaFuncAttributeMaxDynamicSharedMemorySize), up "
                    "to {})",
                    name(), info->staticSharedBytes + sharedMem, info->staticSharedBytes, sharedMem,
                    std::max<uint64_t>(limit, DeviceLimits::kDefaultSharedPerBlock),
                    DeviceLimits::kMaxSharedPerBlockOptin));
  nvsim::sim::LaunchRequest req;
  req.kernel = k->deviceName;
  req.grid = {gridDim.x, gridDim.y, gridDim.z};
  req.block = {blockDim.x, blockDim.y, blockDim.z};
  req.dynamicSharedBytes = uint32_t(sharedMem);
  for (size_t i = 0; i < info->params.size(); ++i) {
    const auto *bytes = static_cast<const std::byte *>(args ? args[i] : nullptr);
    if (!bytes)
      return fail("cudaLaunchKernel", cudaErrorInvalidValue,
                  fmt::format("kernel {}: argument {} is null", name(), i));
    req.args.emplace_back(bytes, bytes + info->params[i].size);
  }
  const int code = rt.launch(*k, req, why);
  if (code)
    return fail("cudaLaunchKernel", cudaError_t(code), fmt::format("kernel {}: {}", name(), why), true);
  return cudaSuccess;
}

cudaError_t cudaLaunchCooperativeKernel(const void *, dim3, dim3, void **, size_t, cudaStream_t) {
  return unsupported("cudaLaunchCooperativeKernel");
}

cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *attr, const void *func) {
  if (!attr)
    return fail("cudaFuncGetAttributes", cudaErrorInvalidValue, "a null pointer");
  Runtime &rt = Runtime::get();
  Lock lock(rt.mutex);
  cudaError_t e = cudaSuccess;
  nvsim::cudart::KernelEntry *k = kernelOf("cudaFuncGetAttributes", func, e);
  if (!k)
    return e;
  std::string why;
  const nvsim::KernelInfo *info = kernelInfo(*k, why);
  if (!info)
    return fail("cudaFuncGetAttributes", cudaErrorInvalidKernelImage, why, true);
  std::memset(attr, 0, sizeof *attr);
  attr->sharedSizeBytes = info->staticSharedBytes;
  attr->maxThreadsPerBlock = DeviceLimits::kMaxThreadsPerBlock;
  attr->numRegs = 32;
  attr->ptxVersion = DeviceLimits::kMajor * 10 + DeviceLimits::kMinor;
  attr->binaryVersion = attr->ptxVersion;
  attr->maxDynamicSharedSizeBytes = k->maxDynamicShared
                                        ? k->maxDynamicShared
                                        : int(DeviceLimits::kDefaultSharedPerBlock - info->staticSharedBytes);
  return sticky();
}

cudaError_t cudaFuncSetAttribute(const void *func, cudaFuncAttribute attr, int value) {
  Runtime &rt = Runtime::get();
  Lock lock(rt.mutex);
  cudaError_t e = cudaSuccess;
  nvsim::cudart::KernelEntry *k = kernelOf("cudaFuncSetAttribute", func, e);
  if (!k)
    return e;
  if (attr == cudaFuncAttributeMaxDynamicSharedMemorySize) {
    if (value < 0 || uint64_t(value) > DeviceLimits::kMaxSharedPerBlockOptin)
      return fail("cudaFuncSetAttribute", cudaErrorInvalidValue,
                  fmt::format("{} bytes of dynamic shared memory (at most {})", value,
                              DeviceLimits::kMaxSharedPerBlockOptin));
    k->maxDynamicShared = value;
    return sticky();
  }
  if (attr == cudaFuncAttributePreferredSharedMemoryCarveout) {
    if (value < -1 || value > 100)
      return fail("cudaFuncSetAttribute", cudaErrorInvalidValue, fmt::format("carveout {}", value));
    return sticky();
  }
  return fail("cudaFuncSetAttribute", cudaErrorInvalidValue, fmt::format("attribute {}", int(attr)));
}

cudaError_t cudaFuncSetCacheConfig(const void *func, cudaFuncCache) {
  cudaError_t e = cudaSuccess;
  Lock lock(Runtime::get().mutex);
  return kernelOf("cudaFuncSetCacheConfig", func, e) ? sticky() : e;
}

cudaError_t cudaFuncSetSharedMemConfig(const void *func, cudaSharedMemConfig) {
  cudaError_t e = cudaSuccess;
  Lock lock(Runtime::get().mutex);
  return kernelOf("cudaFuncSetSharedMemConfig", func, e) ? sticky() : e;
}

cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func, int blockSize,
                                                          size_t dynamicSMemSize) {
  if (!numBlocks || blockSize <= 0 || blockSize > 1024)
    return fail("cudaOccupancyMaxActiveBlocksPerMultiprocessor", cudaErrorInvalidValue,
                "a null pointer or a block size outside 1..1024");
  cudaFuncAttributes a;
  if (cudaError_t e = cudaFuncGetAttributes(&a, func); e != cudaSuccess)
    return e;
  // The simulated SM's residency rules (sim/Launch.h): threads, warps, blocks and shared memory.
  const uint64_t warps = (uint64_t(blockSize) + 31) / 32;
  uint64_t n = std::min<uint64_t>(nvsim::sim::kMaxBlocksPerSM, nvsim::sim::kMaxThreadsPerSM / (warps * 32));
  n = std::min<uint64_t>(n, nvsim::sim::kMaxWarpsPerSM / warps);
  if (const uint64_t shared = a.sharedSizeBytes + dynamicSMemSize)
    n = std::min<uint64_t>(n, nvsim::sim::kSharedBytesPerSM / shared);
  *numBlocks = int(n);
  return cudaSuccess;
}

cudaError_t cudaOccupancyMaxPotentialBlockSizeImpl(int *minGridSize, int *blockSize, const void *func,
                                                   size_t dynamicSMemSize, int blockSizeLimit) {
  if (!minGridSize || !blockSize)
    return fail("cudaOccupancyMaxPotentialBlockSize", cudaErrorInvalidValue, "a null pointer");
  const int limit = blockSizeLimit > 0 ? std::min(blockSizeLimit, 1024) : 1024;
  int best = 0, bestSize = 32;
  for (int size = 32; size <= limit; size += 32) {
    int n = 0;
    if (cudaError_t e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, func, size, dynamicSMemSize);
        e != cudaSuccess)
      return e;
    if (n * size >= best) {
      best = n * size;
      bestSize = size;
    }
  }
  *blockSize = bestSize;
  *minGridSize = (best / bestSize) * int(nvsim::sim::kSimulatedSMs);
  return cudaSuccess;
}

} // extern "C"
