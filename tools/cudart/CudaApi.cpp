// The CUDA runtime API of libnvvmsim_cudart.so (docs/cuda-programs.md has the table): each
// function checks its arguments, does its work on the Runtime under its lock, and returns CUDA's
// error code, recording it as the thread's last error as CUDA does. Launches run to completion
// before cudaLaunchKernel returns (as with CUDA_LAUNCH_BLOCKING=1), so every stream is in order
// and the synchronising calls only report the sticky error of an earlier fault.
#include "tools/cudart/Runtime.h"
#include "tools/cudart/include/cuda_runtime_api.h"

#include "memory/GenericWindow.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <set>
#include <type_traits>
#include <vector>

using nvsim::cudart::AllocationInfo;
using nvsim::cudart::AllocationKind;
using nvsim::cudart::DeviceLimits;
using nvsim::cudart::Runtime;

namespace {

using Lock = std::lock_guard<std::recursive_mutex>;

/// Records `e` as the calling thread's last error (a success leaves it) and returns it.
cudaError_t result(cudaError_t e) {
  if (e != cudaSuccess)
    nvsim::cudart::lastError() = e;
  return e;
}

/// A failed call: records, reports (with NVVM_SIM_API_ERRORS) and returns `e`.
cudaError_t fail(const char *function, cudaError_t e, const std::string &why, bool always = false) {
  Runtime::get().apiError(function, int(e), fmt::format("{} ({})", why, cudaGetErrorName(e)), always);
  return result(e);
}

/// The sticky error of an earlier fault, which every later call returns; cudaSuccess when none.
cudaError_t sticky() { return cudaError_t(Runtime::get().stickyError()); }

/// A function nvvm-sim does not implement: a clear error naming it, never a silent no-op.
cudaError_t unsupported(const char *function) {
  return fail(function, cudaErrorNotSupported,
              "not supported by nvvm-sim's CUDA runtime (docs/cuda-programs.md lists what is)", true);
}

uint64_t addressOf(const void *p) { return reinterpret_cast<uint64_t>(p); }

/// The device's memory: what the memory budget allows, at most an 80 GiB part's.
uint64_t totalMemory() {
  return std::min<uint64_t>(DeviceLimits::kTotalGlobalMem, Runtime::get().memory().budget().limit());
}

/// Host time, in milliseconds, for events.
double nowMs() {
  using namespace std::chrono;
  return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
}

// Streams and events are handles the runtime made; anything else is an invalid handle.
struct Stream {
  unsigned flags = 0;
  int priority = 0;
};
struct Event {
  unsigned flags = 0;
  double recordedMs = -1; ///< host time of the last cudaEventRecord; < 0: never recorded
};
std::set<const void *> &streams() {
  static std::set<const void *> s;
  return s;
}
std::set<const void *> &events() {
  static std::set<const void *> e;
  return e;
}
bool validStream(cudaStream_t s) {
  Lock lock(Runtime::get().mutex);
  return s == nullptr || s == cudaStreamLegacy || s == cudaStreamPerThread || streams().count(s);
}

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

/// Copies between any two of: host memory, device memory (checked against its allocation), and
/// host-visible device memory. `kind` is checked against where the pointers are.
cudaError_t copy(const char *function, void *dst, const void *src, size_t count, cudaMemcpyKind kind) {
  Runtime &rt = Runtime::get();
  if (kind < cudaMemcpyHostToHost || kind > cudaMemcpyDefault)
    return fail(function, cudaErrorInvalidMemcpyDirection, fmt::format("unknown copy kind {}", int(kind)));
  if (count == 0)
    return cudaSuccess;
  if (!dst || !src)
    return fail(function, cudaErrorInvalidValue, "a null pointer");
  const uint64_t d = addressOf(dst), s = addressOf(src);
  // A device pointer is one in the simulated memory (the tagged address of an allocation).
  auto deviceSide = [&](uint64_t a) { return Runtime::get().allocationAt(a) || rt.isDevice(a); };
  const bool dDevice = deviceSide(d), sDevice = deviceSide(s);
  const bool wantDDevice = kind == cudaMemcpyHostToDevice || kind == cudaMemcpyDeviceToDevice;
  const bool wantSDevice = kind == cudaMemcpyDeviceToHost || kind == cudaMemcpyDeviceToDevice;
  auto where = [](uint64_t a) {
    const AllocationInfo *info = Runtime::get().allocationAt(a);
    return info ? Runtime::get().describe(*info) : fmt::format("{:#x}", a);
  };
  if (kind != cudaMemcpyDefault && kind != cudaMemcpyHostToHost) {
    if (wantDDevice && !dDevice)
      return fail(function, cudaErrorInvalidValue,
                  fmt::format("the destination {:#x} is not device memory (copy kind {})", d, int(kind)));
    if (wantSDevice && !sDevice)
      return fail(function, cudaErrorInvalidValue,
                  fmt::format("the source {:#x} is not device memory (copy kind {})", s, int(kind)));
  }
  // Bytes pass through a host buffer when both sides are in the simulated memory.
  std::vector<std::byte> staging;
  const std::byte *from = static_cast<const std::byte *>(src);
  if (sDevice) {
    if (!rt.isDevice(s, count))
      return fail(function, cudaErrorInvalidValue,
                  fmt::format("reading {} bytes at {} runs past its end", count, where(s)));
    staging.resize(count);
    rt.memory().hostRead(s, staging);
    from = staging.data();
  }
  if (dDevice) {
    if (!rt.isDevice(d, count))
      return fail(function, cudaErrorInvalidValue,
                  fmt::format("writing {} bytes at {} runs past its end", count, where(d)));
    rt.memory().hostWrite(d, std::span<const std::byte>(from, count));
  } else {
    std::memmove(dst, from, count);
  }
  return cudaSuccess;
}

cudaError_t fill(const char *function, void *p, int value, size_t count) {
  Runtime &rt = Runtime::get();
  if (count == 0)
    return cudaSuccess;
  const uint64_t a = addressOf(p);
  if (!rt.isDevice(a, count))
    return fail(function, cudaErrorInvalidValue,
                fmt::format("{} bytes at {:#x} are not inside one device allocation", count, a));
  rt.memory().memset(a, uint8_t(value), count);
  return cudaSuccess;
}

/// The variable a symbol names: the host shadow clang registered (the address of the
/// __device__/__constant__ variable in host code).
cudaError_t symbolRange(const char *function, const void *symbol, size_t count, size_t offset,
                        uint64_t &address) {
  Runtime &rt = Runtime::get();
  nvsim::cudart::VariableEntry *v = rt.variable(symbol);
  if (!v)
    return fail(
        function, cudaErrorInvalidSymbol,
        fmt::format("{:#x} is not a __device__ or __constant__ variable of the program", addressOf(symbol)));
  std::string why;
  std::optional<nvsim::sim::ModuleVariable> placed = rt.place(*v, why);
  if (!placed)
    return fail(function, cudaErrorInvalidSymbol, why, true);
  if (offset > placed->size || count > placed->size - offset)
    return fail(function, cudaErrorInvalidValue,
                fmt::format("{} bytes at offset {} run past variable {} ({} bytes)", count, offset,
                            nvsim::demangle(placed->name), placed->size));
  address = placed->address + offset;
  return cudaSuccess;
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

// ---- Memory -------------------------------------------------------------------------------------------

namespace {
cudaError_t allocate(const char *function, void **ptr, size_t size, AllocationKind kind) {
  if (!ptr)
    return fail(function, cudaErrorInvalidValue, "a null result pointer");
  if (cudaError_t e = sticky())
    return e;
  Runtime &rt = Runtime::get();
  Lock lock(rt.mutex);
  if (size == 0 && kind == AllocationKind::Device) {
    *ptr = nullptr;
    return cudaSuccess;
  }
  const uint64_t a = rt.allocate(size, kind, function);
  if (!a) {
    *ptr = nullptr;
    return fail(
        function, cudaErrorMemoryAllocation,
        kind == AllocationKind::Device
            ? fmt::format("{} bytes do not fit the memory limit (NVVM_SIM_MEMORY_LIMIT / --memory-limit)",
                          size)
            : fmt::format("{} host-visible bytes cannot be had (at most {} managed or pinned allocations per "
                          "program, within the memory limit)",
                          size, nvsim::mem::Memory::kHostVisibleIds));
  }
  *ptr = reinterpret_cast<void *>(a);
  return cudaSuccess;
}
} // namespace

cudaError_t cudaMalloc(void **devPtr, size_t size) {
  return result(allocate("cudaMalloc", devPtr, size, AllocationKind::Device));
}

cudaError_t cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height) {
  if (!pitch)
    return fail("cudaMallocPitch", cudaErrorInvalidValue, "a null pitch pointer");
  const size_t p = (width + 511) / 512 * 512;
  *pitch = p;
  return result(allocate("cudaMallocPitch", devPtr, p * height, AllocationKind::Device));
}

cudaError_t cudaMallocManaged(void **devPtr, size_t size, unsigned int flags) {
  if (flags != cudaMemAttachGlobal && flags != cudaMemAttachHost)
    return fail("cudaMallocManaged", cudaErrorInvalidValue, fmt::format("flags {:#x}", flags));
  if (size == 0)
    return fail("cudaMallocManaged", cudaErrorInvalidValue, "size 0");
  return result(allocate("cudaMallocManaged", devPtr, size, AllocationKind::Managed));
}

cudaError_t cudaMallocHost(void **ptr, size_t size) {
  return result(allocate("cudaMallocHost", ptr, size, AllocationKind::Host));
}

cudaError_t cudaHostAlloc(void **ptr, size_t size, unsigned int flags) {
  if (flags & ~0x7u)
    return fail("cudaHostAlloc", cudaErrorInvalidValue, fmt::format("flags {:#x}", flags));
  return result(allocate("cudaHostAlloc", ptr, size, AllocationKind::Host));
}

cudaError_t cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags) {
  if (!pDevice || flags != 0)
    return fail("cudaHostGetDevicePointer", cudaErrorInvalidValue, "a null pointer or flags other than 0");
  Runtime &rt = Runtime::get();
  Lock lock(rt.mutex);
  const AllocationInfo *a = rt.allocationAt(addressOf(pHost));
  if (!a || a->kind == AllocationKind::Device)
    return fail("cudaHostGetDevicePointer", cudaErrorInvalidValue,
                fmt::format("{:#x} is not memory from cudaMallocHost or cudaHostAlloc", addressOf(pHost)));
  *pDevice = pHost; // host-visible memory has one address for host and device (unified addressing)
  return cudaSuccess;
}

cudaError_t cudaHostRegister(void *, size_t, unsigned int) { return unsupported("cudaHostRegister"); }
cudaError_t cudaHostUnregister(void *) { return unsupported("cudaHostUnregister"); }

cudaError_t cudaFree(void *devPtr) {
  if (!devPtr)
    return sticky(); // cudaFree(0): CUDA's idiom to initialise the runtime
  Runtime &rt = Runtime::get();
  Lock lock(rt.mutex);
  if (cudaError_t e = sticky())
    return e;
  if (!rt.release(addressOf(devPtr), AllocationKind::Device))
    return fail("cudaFree", cudaErrorInvalidValue,
                fmt::format("{:#x} is not the start of a live cudaMalloc or cudaMallocManaged allocation",
                            addressOf(devPtr)));
  return cudaSuccess;
}

cudaError_t cudaFreeHost(void *ptr) {
  if (!ptr)
    return cudaSuccess;
  Runtime &rt = Runtime::get();
  Lock lock(rt.mutex);
  if (!rt.release(addressOf(ptr), AllocationKind::Host))
    return fail("cudaFreeHost", cudaErrorInvalidValue,
                fmt::format("{:#x} is not the start of a live cudaMallocHost or cudaHostAlloc allocation",
                            addressOf(ptr)));
  return cudaSuccess;
}

cudaError_t cudaPointerGetAttributes(cudaPointerAttributes *attributes, const void *ptr) {
  if (!attributes)
    return fail("cudaPointerGetAttributes", cudaErrorInvalidValue, "a null pointer");
  Runtime &rt = Runtime::get();
  Lock lock(rt.mutex);
  std::memset(attributes, 0, sizeof *attributes);
  const AllocationInfo *a = rt.allocationAt(addressOf(ptr));
  const bool device = a || rt.isDevice(addressOf(ptr));
  attributes->device = device ? 0 : -2;
  if (!device) {
    attributes->type = cudaMemoryTypeUnregistered;
    attributes->hostPointer = const_cast<void *>(ptr);
    return cudaSuccess;
  }
  const AllocationKind kind = a ? a->kind : AllocationKind::Device;
  attributes->type = kind == AllocationKind::Device    ? cudaMemoryTypeDevice
                     : kind == AllocationKind::Managed ? cudaMemoryTypeManaged
                                                       : cudaMemoryTypeHost;
  attributes->devicePointer = const_cast<void *>(ptr);
  attributes->hostPointer = kind == AllocationKind::Device ? nullptr : const_cast<void *>(ptr);
  return cudaSuccess;
}

cudaError_t cudaMemcpy(void *dst, const void *src, size_t count, cudaMemcpyKind kind) {
  Runtime &rt = Runtime::get();
  Lock lock(rt.mutex);
  if (cudaError_t e = sticky())
    return e;
  return result(copy("cudaMemcpy", dst, src, count, kind));
}

cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count, cudaMemcpyKind kind,
                            cudaStream_t stream) {
  Runtime &rt = Runtime::get();
  Lock lock(rt.mutex);
  if (!validStream(stream))
    return fail("cudaMemcpyAsync", cudaErrorInvalidResourceHandle, "not a stream");
  if (cudaError_t e = sticky())
    return e;
  return result(copy("cudaMemcpyAsync", dst, src, count, kind));
}

cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                         size_t height, cudaMemcpyKind kind) {
  Runtime &rt = Runtime::get();
  Lock lock(rt.mutex);
  if (cudaError_t e = sticky())
    return e;
  if (width > dpitch || width > spitch)
    return fail("cudaMemcpy2D", cudaErrorInvalidPitchValue,
                fmt::format("width {} is wider than a pitch ({}, {})", width, dpitch, spitch));
  for (size_t row = 0; row < height; ++row)
    if (cudaError_t e = copy("cudaMemcpy2D", static_cast<char *>(dst) + row * dpitch,
                             static_cast<const char *>(src) + row * spitch, width, kind);
        e != cudaSuccess)
      return result(e);
  return cudaSuccess;
}

cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                              size_t height, cudaMemcpyKind kind, cudaStream_t stream) {
  if (!validStream(stream))
    return fail("cudaMemcpy2DAsync", cudaErrorInvalidResourceHandle, "not a stream");
  return cudaMemcpy2D(dst, dpitch, src, spitch, width, height, kind);
}

cudaError_t cudaMemset(void *devPtr, int value, size_t count) {
  Runtime &rt = Runtime::get();
  Lock lock(rt.mutex);
  if (cudaError_t e = sticky())
    return e;
  return result(fill("cudaMemset", devPtr, value, count));
}

cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream) {
  if (!validStream(stream))
    return fail("cudaMemsetAsync", cudaErrorInvalidResourceHandle, "not a stream");
  return cudaMemset(devPtr, value, count);
}

cudaError_t cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height) {
  Runtime &rt = Runtime::get();
  Lock lock(rt.mutex);
  if (cudaError_t e = sticky())
    return e;
  if (width > pitch)
    return fail("cudaMemset2D", cudaErrorInvalidPitchValue, fmt::format("width {} > pitch {}", width, pitch));
  for (size_t row = 0; row < height; ++row)
    if (cudaError_t e = fill("cudaMemset2D", static_cast<char *>(devPtr) + row * pitch, value, width);
        e != cudaSuccess)
      return result(e);
  return cudaSuccess;
}

cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset,
                               cudaMemcpyKind kind) {
  Runtime &rt = Runtime::get();
  Lock lock(rt.mutex);
  if (cudaError_t e = sticky())
    return e;
  if (kind != cudaMemcpyHostToDevice && kind != cudaMemcpyDeviceToDevice && kind != cudaMemcpyDefault)
    return fail("cudaMemcpyToSymbol", cudaErrorInvalidMemcpyDirection,
                fmt::format("copy kind {}", int(kind)));
  uint64_t address = 0;
  if (cudaError_t e = symbolRange("cudaMemcpyToSymbol", symbol, count, offset, address); e != cudaSuccess)
    return e;
  return result(copy("cudaMemcpyToSymbol", reinterpret_cast<void *>(address), src, count, cudaMemcpyDefault));
}

cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset,
                                 cudaMemcpyKind kind) {
  Runtime &rt = Runtime::get();
  Lock lock(rt.mutex);
  if (cudaError_t e = sticky())
    return e;
  if (kind != cudaMemcpyDeviceToHost && kind != cudaMemcpyDeviceToDevice && kind != cudaMemcpyDefault)
    return fail("cudaMemcpyFromSymbol", cudaErrorInvalidMemcpyDirection,
                fmt::format("copy kind {}", int(kind)));
  uint64_t address = 0;
  if (cudaError_t e = symbolRange("cudaMemcpyFromSymbol", symbol, count, offset, address); e != cudaSuccess)
    return e;
  return result(
      copy("cudaMemcpyFromSymbol", dst, reinterpret_cast<void *>(address), count, cudaMemcpyDefault));
}

cudaError_t cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count, size_t offset,
                                    cudaMemcpyKind kind, cudaStream_t stream) {
  if (!validStream(stream))
    return fail("cudaMemcpyToSymbolAsync", cudaErrorInvalidResourceHandle, "not a stream");
  return cudaMemcpyToSymbol(symbol, src, count, offset, kind);
}

cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count, size_t offset,
                                      cudaMemcpyKind kind, cudaStream_t stream) {
  if (!validStream(stream))
    return fail("cudaMemcpyFromSymbolAsync", cudaErrorInvalidResourceHandle, "not a stream");
  return cudaMemcpyFromSymbol(dst, symbol, count, offset, kind);
}

cudaError_t cudaGetSymbolAddress(void **devPtr, const void *symbol) {
  if (!devPtr)
    return fail("cudaGetSymbolAddress", cudaErrorInvalidValue, "a null pointer");
  Runtime &rt = Runtime::get();
  Lock lock(rt.mutex);
  uint64_t address = 0;
  if (cudaError_t e = symbolRange("cudaGetSymbolAddress", symbol, 0, 0, address); e != cudaSuccess)
    return e;
  *devPtr = reinterpret_cast<void *>(address);
  return cudaSuccess;
}

cudaError_t cudaGetSymbolSize(size_t *size, const void *symbol) {
  if (!size)
    return fail("cudaGetSymbolSize", cudaErrorInvalidValue, "a null pointer");
  Runtime &rt = Runtime::get();
  Lock lock(rt.mutex);
  nvsim::cudart::VariableEntry *v = rt.variable(symbol);
  if (!v)
    return fail("cudaGetSymbolSize", cudaErrorInvalidSymbol, "not a __device__ or __constant__ variable");
  *size = v->size;
  return cudaSuccess;
}

cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count, int dstDevice, cudaStream_t stream) {
  // Managed memory has one copy here, so a prefetch moves nothing; its arguments are still checked.
  Runtime &rt = Runtime::get();
  Lock lock(rt.mutex);
  const AllocationInfo *a = rt.allocationAt(addressOf(devPtr));
  if (!a || a->kind != AllocationKind::Managed || !rt.isDevice(addressOf(devPtr), count))
    return fail("cudaMemPrefetchAsync", cudaErrorInvalidValue, "not a range of managed memory");
  if (dstDevice != 0 && dstDevice != cudaCpuDeviceId)
    return fail("cudaMemPrefetchAsync", cudaErrorInvalidDevice, fmt::format("device {}", dstDevice));
  if (!validStream(stream))
    return fail("cudaMemPrefetchAsync", cudaErrorInvalidResourceHandle, "not a stream");
  return sticky();
}

cudaError_t cudaMemAdvise(const void *devPtr, size_t count, cudaMemoryAdvise advice, int device) {
  // Advice about placement changes nothing where managed memory has one copy; it is checked.
  Runtime &rt = Runtime::get();
  Lock lock(rt.mutex);
  const AllocationInfo *a = rt.allocationAt(addressOf(devPtr));
  if (!a || a->kind != AllocationKind::Managed || !rt.isDevice(addressOf(devPtr), count) || int(advice) < 1 ||
      int(advice) > 6 || (device != 0 && device != cudaCpuDeviceId))
    return fail("cudaMemAdvise", cudaErrorInvalidValue,
                "not a range of managed memory, or an unknown advice");
  return sticky();
}

// ---- Streams and events -------------------------------------------------------------------------------

cudaError_t cudaStreamCreateWithPriority(cudaStream_t *stream, unsigned int flags, int priority) {
  if (!stream || flags > cudaStreamNonBlocking)
    return fail("cudaStreamCreate", cudaErrorInvalidValue, "a null pointer or unknown flags");
  Lock lock(Runtime::get().mutex);
  auto *s = new Stream{flags, priority};
  *stream = reinterpret_cast<cudaStream_t>(s);
  streams().insert(s);
  return sticky();
}

cudaError_t cudaStreamCreateWithFlags(cudaStream_t *stream, unsigned int flags) {
  return cudaStreamCreateWithPriority(stream, flags, 0);
}

cudaError_t cudaStreamCreate(cudaStream_t *stream) { return cudaStreamCreateWithPriority(stream, 0, 0); }

cudaError_t cudaStreamDestroy(cudaStream_t stream) {
  Lock lock(Runtime::get().mutex);
  if (!stream || !streams().erase(stream))
    return fail("cudaStreamDestroy", cudaErrorInvalidResourceHandle, "not a stream");
  delete reinterpret_cast<Stream *>(stream);
  return cudaSuccess;
}

cudaError_t cudaStreamSynchronize(cudaStream_t stream) {
  Lock lock(Runtime::get().mutex);
  if (!validStream(stream))
    return fail("cudaStreamSynchronize", cudaErrorInvalidResourceHandle, "not a stream");
  return sticky();
}

cudaError_t cudaStreamQuery(cudaStream_t stream) { return cudaStreamSynchronize(stream); }

cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int) {
  Lock lock(Runtime::get().mutex);
  if (!validStream(stream) || !events().count(event))
    return fail("cudaStreamWaitEvent", cudaErrorInvalidResourceHandle, "not a stream or not an event");
  return sticky();
}

cudaError_t cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback, void *userData,
                                  unsigned int flags) {
  if (!callback || flags != 0)
    return fail("cudaStreamAddCallback", cudaErrorInvalidValue, "a null callback or flags other than 0");
  if (!validStream(stream))
    return fail("cudaStreamAddCallback", cudaErrorInvalidResourceHandle, "not a stream");
  callback(stream, sticky(), userData); // the stream's earlier work is done already
  return cudaSuccess;
}

cudaError_t cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData) {
  if (!fn)
    return fail("cudaLaunchHostFunc", cudaErrorInvalidValue, "a null function");
  if (!validStream(stream))
    return fail("cudaLaunchHostFunc", cudaErrorInvalidResourceHandle, "not a stream");
  fn(userData);
  return sticky();
}

cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags) {
  if (!event || (flags & ~0x7u))
    return fail("cudaEventCreate", cudaErrorInvalidValue, "a null pointer or unknown flags");
  Lock lock(Runtime::get().mutex);
  auto *e = new Event{flags, -1};
  *event = reinterpret_cast<cudaEvent_t>(e);
  events().insert(e);
  return sticky();
}

cudaError_t cudaEventCreate(cudaEvent_t *event) { return cudaEventCreateWithFlags(event, 0); }

cudaError_t cudaEventDestroy(cudaEvent_t event) {
  Lock lock(Runtime::get().mutex);
  if (!event || !events().erase(event))
    return fail("cudaEventDestroy", cudaErrorInvalidResourceHandle, "not an event");
  delete reinterpret_cast<Event *>(event);
  return cudaSuccess;
}

cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream) {
  Lock lock(Runtime::get().mutex);
  if (!events().count(event))
    return fail("cudaEventRecord", cudaErrorInvalidResourceHandle, "not an event");
  if (!validStream(stream))
    return fail("cudaEventRecord", cudaErrorInvalidResourceHandle, "not a stream");
  reinterpret_cast<Event *>(event)->recordedMs = nowMs();
  return sticky();
}

cudaError_t cudaEventSynchronize(cudaEvent_t event) {
  Lock lock(Runtime::get().mutex);
  if (!events().count(event))
    return fail("cudaEventSynchronize", cudaErrorInvalidResourceHandle, "not an event");
  return sticky();
}

cudaError_t cudaEventQuery(cudaEvent_t event) { return cudaEventSynchronize(event); }

cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end) {
  Lock lock(Runtime::get().mutex);
  if (!ms)
    return fail("cudaEventElapsedTime", cudaErrorInvalidValue, "a null pointer");
  if (!events().count(start) || !events().count(end))
    return fail("cudaEventElapsedTime", cudaErrorInvalidResourceHandle, "not an event");
  const Event *a = reinterpret_cast<const Event *>(start), *b = reinterpret_cast<const Event *>(end);
  if ((a->flags | b->flags) & cudaEventDisableTiming)
    return fail("cudaEventElapsedTime", cudaErrorInvalidResourceHandle,
                "an event made with cudaEventDisableTiming");
  if (a->recordedMs < 0 || b->recordedMs < 0)
    return fail("cudaEventElapsedTime", cudaErrorInvalidResourceHandle, "an event never recorded");
  *ms = float(b->recordedMs - a->recordedMs);
  return sticky();
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
  const std::string name = nvsim::demangle(k->deviceName);
  const uint64_t threads = uint64_t(blockDim.x) * blockDim.y * blockDim.z;
  if (threads == 0 || uint64_t(gridDim.x) * gridDim.y * gridDim.z == 0 || blockDim.x > 1024 ||
      blockDim.y > 1024 || blockDim.z > 64 || threads > 1024 || gridDim.y > 65535 || gridDim.z > 65535 ||
      gridDim.x > 2147483647u)
    return fail("cudaLaunchKernel", cudaErrorInvalidConfiguration,
                fmt::format("kernel {}: grid ({},{},{}) and block ({},{},{}) (at most 1024 threads a block; "
                            "block z <= 64; grid y, z <= 65535)",
                            name, gridDim.x, gridDim.y, gridDim.z, blockDim.x, blockDim.y, blockDim.z));
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
                    name, info->staticSharedBytes + sharedMem, info->staticSharedBytes, sharedMem,
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
                  fmt::format("kernel {}: argument {} is null", name, i));
    req.args.emplace_back(bytes, bytes + info->params[i].size);
  }
  const int code = rt.launch(*k, req, why);
  if (code)
    return fail("cudaLaunchKernel", cudaError_t(code), fmt::format("kernel {}: {}", name, why), true);
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
