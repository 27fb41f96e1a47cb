// The CUDA driver API through dlopen. The types and signatures below are declared here from the
// facts of CUDA's cuda.h (the driver's C ABI, stable across releases for the versioned names we
// use), so building needs no CUDA toolkit.
#include "conformance/backends/CudaDriver.h"

#include <fmt/format.h>

#include <dlfcn.h>

#include <cstdlib>
#include <type_traits>

namespace nvsim::backends {

namespace {

using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
using CUcontext = void *;
using CUmodule = void *;
using CUfunction = void *;
using CUstream = void *;

constexpr CUresult kSuccess = 0;
constexpr int kAttrComputeCapabilityMajor = 75;            // CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR
constexpr int kAttrComputeCapabilityMinor = 76;            // CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR
constexpr int kFuncAttrMaxDynamicShared = 8;               // CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
constexpr int kJitInfoLogBuffer = 3;                       // CU_JIT_INFO_LOG_BUFFER
constexpr int kJitInfoLogBufferSize = 4;                   // CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES
constexpr int kJitErrorLogBuffer = 5;                      // CU_JIT_ERROR_LOG_BUFFER
constexpr int kJitErrorLogBufferSize = 6;                  // CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES
constexpr uint32_t kDefaultDynamicSharedLimit = 48 * 1024; // more needs the function attribute
constexpr size_t kJitLogBytes = 16 * 1024;

} // namespace

struct CudaDriver::Api {
  CUresult (*cuInit)(unsigned);
  CUresult (*cuDriverGetVersion)(int *);
  CUresult (*cuDeviceGetCount)(int *);
  CUresult (*cuDeviceGet)(CUdevice *, int);
  CUresult (*cuDeviceGetName)(char *, int, CUdevice);
  CUresult (*cuDeviceGetAttribute)(int *, int, CUdevice);
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *, CUdevice);
  CUresult (*cuDevicePrimaryCtxRelease_v2)(CUdevice);
  CUresult (*cuCtxSetCurrent)(CUcontext);
  CUresult (*cuCtxSynchronize)();
  CUresult (*cuModuleLoadDataEx)(CUmodule *, const void *, unsigned, int *, void **);
  CUresult (*cuModuleUnload)(CUmodule);
  CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
  /// Optional (a driver without it cannot reach module variables): resolved without failing open().
  CUresult (*cuModuleGetGlobal_v2)(CUdeviceptr *, size_t *, CUmodule, const char *) = nullptr;
  CUresult (*cuFuncSetAttribute)(CUfunction, int, int);
  CUresult (*cuMemAlloc_v2)(CUdeviceptr *, size_t);
  CUresult (*cuMemFree_v2)(CUdeviceptr);
  CUresult (*cuMemcpyHtoD_v2)(CUdeviceptr, const void *, size_t);
  CUresult (*cuMemcpyDtoH_v2)(void *, CUdeviceptr, size_t);
  CUresult (*cuMemsetD8_v2)(CUdeviceptr, unsigned char, size_t);
  CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                             CUstream, void **, void **);
  CUresult (*cuGetErrorName)(CUresult, const char **);
  CUresult (*cuGetErrorString)(CUresult, const char **);
};

std::string DeviceInfo::driverText() const {
  return fmt::format("{}.{}", driverVersion / 1000, driverVersion % 1000 / 10);
}

std::string CudaDriver::libraryName() {
  const char *env = std::getenv("NVVM_SIM_LIBCUDA");
  return env && *env ? env : "libcuda.so.1";
}

std::unique_ptr<CudaDriver> CudaDriver::open(DriverStatus &status, std::string &error) {
  std::unique_ptr<CudaDriver> d(new CudaDriver());
  d->device_.library = libraryName();
  d->library_ = dlopen(d->device_.library.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!d->library_) {
    const char *why = dlerror();
    status = DriverStatus::NoDriver;
    error =
        fmt::format("cannot load the CUDA driver '{}': {}", d->device_.library, why ? why : "unknown error");
    return nullptr;
  }
  d->api_ = std::make_unique<Api>();
  Api &a = *d->api_;
  bool missing = false;
  auto resolve = [&](auto &fn, const char *name) {
    if (missing)
      return;
    void *sym = dlsym(d->library_, name);
    if (!sym) {
      missing = true;
      status = DriverStatus::NoDriver;
      error = fmt::format("the CUDA driver '{}' has no function {}", d->device_.library, name);
      return;
    }
    fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(sym);
  };
#define NVSIM_RESOLVE(name) resolve(a.name, #name)
  NVSIM_RESOLVE(cuInit);
  NVSIM_RESOLVE(cuDriverGetVersion);
  NVSIM_RESOLVE(cuDeviceGetCount);
  NVSIM_RESOLVE(cuDeviceGet);
  NVSIM_RESOLVE(cuDeviceGetName);
  NVSIM_RESOLVE(cuDeviceGetAttribute);
  NVSIM_RESOLVE(cuDevicePrimaryCtxRetain);
  NVSIM_RESOLVE(cuDevicePrimaryCtxRelease_v2);
  NVSIM_RESOLVE(cuCtxSetCurrent);
  NVSIM_RESOLVE(cuCtxSynchronize);
  NVSIM_RESOLVE(cuModuleLoadDataEx);
  NVSIM_RESOLVE(cuModuleUnload);
  NVSIM_RESOLVE(cuModuleGetFunction);
  NVSIM_RESOLVE(cuFuncSetAttribute);
  NVSIM_RESOLVE(cuMemAlloc_v2);
  NVSIM_RESOLVE(cuMemFree_v2);
  NVSIM_RESOLVE(cuMemcpyHtoD_v2);
  NVSIM_RESOLVE(cuMemcpyDtoH_v2);
  NVSIM_RESOLVE(cuMemsetD8_v2);
  NVSIM_RESOLVE(cuLaunchKernel);
  NVSIM_RESOLVE(cuGetErrorName);
  NVSIM_RESOLVE(cuGetErrorString);
#undef NVSIM_RESOLVE
  a.cuModuleGetGlobal_v2 =
      reinterpret_cast<decltype(a.cuModuleGetGlobal_v2)>(dlsym(d->library_, "cuModuleGetGlobal_v2"));
  if (missing)
    return nullptr;

  // NOTE: any cuInit failure means no usable GPU here (no device, a stub library, a driver too
  // old for the installed kernel module...): the message keeps the driver's own reason.
  if (CUresult r = a.cuInit(0); r != kSuccess) {
    d->fail("cuInit", r, error);
    status = DriverStatus::NoDevice;
    return nullptr;
  }
  int count = 0;
  if (CUresult r = a.cuDeviceGetCount(&count); r != kSuccess || count == 0) {
    if (r != kSuccess)
      d->fail("cuDeviceGetCount", r, error);
    else
      error = "cuDeviceGetCount: the driver sees no CUDA device";
    status = DriverStatus::NoDevice;
    return nullptr;
  }
  status = DriverStatus::Failed;
  char name[256] = {};
  if (CUresult r = a.cuDeviceGet(&d->deviceHandle_, 0); r != kSuccess)
    return d->fail("cuDeviceGet", r, error), nullptr;
  if (CUresult r = a.cuDeviceGetName(name, sizeof name - 1, d->deviceHandle_); r != kSuccess)
    return d->fail("cuDeviceGetName", r, error), nullptr;
  d->device_.name = name;
  if (CUresult r = a.cuDeviceGetAttribute(&d->device_.major, kAttrComputeCapabilityMajor, d->deviceHandle_);
      r != kSuccess)
    return d->fail("cuDeviceGetAttribute", r, error), nullptr;
  if (CUresult r = a.cuDeviceGetAttribute(&d->device_.minor, kAttrComputeCapabilityMinor, d->deviceHandle_);
      r != kSuccess)
    return d->fail("cuDeviceGetAttribute", r, error), nullptr;
  if (CUresult r = a.cuDriverGetVersion(&d->device_.driverVersion); r != kSuccess)
    return d->fail("cuDriverGetVersion", r, error), nullptr;
  if (CUresult r = a.cuDevicePrimaryCtxRetain(&d->context_, d->deviceHandle_); r != kSuccess)
    return d->fail("cuDevicePrimaryCtxRetain", r, error), nullptr;
  if (CUresult r = a.cuCtxSetCurrent(d->context_); r != kSuccess)
    return d->fail("cuCtxSetCurrent", r, error), nullptr;
  status = DriverStatus::Ok;
  return d;
}

CudaDriver::~CudaDriver() {
  if (api_ && context_) {
    // Errors on the way out change nothing for the caller.
    for (uint64_t p : allocations_)
      api_->cuMemFree_v2(p);
    if (module_)
      api_->cuModuleUnload(module_);
    api_->cuDevicePrimaryCtxRelease_v2(deviceHandle_);
  }
  if (library_)
    dlclose(library_);
}

bool CudaDriver::fail(const char *call, int result, std::string &error) const {
  const char *name = nullptr, *text = nullptr;
  if (api_->cuGetErrorName(result, &name) != kSuccess || !name)
    name = nullptr;
  if (api_->cuGetErrorString(result, &text) != kSuccess || !text)
    text = nullptr;
  error = fmt::format("{}: {}", call, name ? std::string(name) : fmt::format("CUresult {}", result));
  if (text)
    error += fmt::format(" ({})", text);
  return false;
}

bool CudaDriver::loadModule(const std::string &ptx, std::string &error) {
  std::string info(kJitLogBytes, '\0'), errors(kJitLogBytes, '\0');
  int options[] = {kJitInfoLogBuffer, kJitInfoLogBufferSize, kJitErrorLogBuffer, kJitErrorLogBufferSize};
  void *values[] = {info.data(), reinterpret_cast<void *>(uintptr_t(kJitLogBytes - 1)), errors.data(),
                    reinterpret_cast<void *>(uintptr_t(kJitLogBytes - 1))};
  CUmodule module = nullptr;
  if (CUresult r = api_->cuModuleLoadDataEx(&module, ptx.c_str(), 4, options, values); r != kSuccess) {
    fail("cuModuleLoadDataEx", r, error);
    errors.resize(errors.find('\0'));
    if (!errors.empty())
      error += "\n" + errors;
    return false;
  }
  if (module_)
    api_->cuModuleUnload(module_);
  module_ = module;
  return true;
}

bool CudaDriver::allocate(uint64_t bytes, uint64_t &address, std::string &error) {
  CUdeviceptr p = 0;
  if (CUresult r = api_->cuMemAlloc_v2(&p, bytes ? bytes : 1); r != kSuccess)
    return fail("cuMemAlloc_v2", r, error);
  allocations_.push_back(p);
  address = p;
  return fill(p, 0, bytes, error);
}

bool CudaDriver::copyToDevice(uint64_t address, const void *data, size_t bytes, std::string &error) {
  if (bytes == 0)
    return true;
  CUresult r = api_->cuMemcpyHtoD_v2(address, data, bytes);
  return r == kSuccess || fail("cuMemcpyHtoD_v2", r, error);
}

bool CudaDriver::copyFromDevice(void *out, uint64_t address, size_t bytes, std::string &error) {
  if (bytes == 0)
    return true;
  CUresult r = api_->cuMemcpyDtoH_v2(out, address, bytes);
  return r == kSuccess || fail("cuMemcpyDtoH_v2", r, error);
}

bool CudaDriver::fill(uint64_t address, uint8_t value, size_t bytes, std::string &error) {
  if (bytes == 0)
    return true;
  CUresult r = api_->cuMemsetD8_v2(address, value, bytes);
  return r == kSuccess || fail("cuMemsetD8_v2", r, error);
}

bool CudaDriver::global(const std::string &name, uint64_t &address, uint64_t &bytes, std::string &error) {
  if (!module_) {
    error = "no module is loaded";
    return false;
  }
  if (!api_->cuModuleGetGlobal_v2) {
    error = "the CUDA driver has no cuModuleGetGlobal_v2";
    return false;
  }
  CUdeviceptr p = 0;
  size_t size = 0;
  if (CUresult r = api_->cuModuleGetGlobal_v2(&p, &size, module_, name.c_str()); r != kSuccess)
    return fail(fmt::format("cuModuleGetGlobal('{}')", name).c_str(), r, error);
  address = p;
  bytes = size;
  return true;
}

bool CudaDriver::launch(const std::string &name, std::array<uint32_t, 3> grid, std::array<uint32_t, 3> block,
                        uint32_t dynamicSharedBytes, const std::vector<std::vector<std::byte>> &params,
                        bool &started, std::string &error) {
  started = false;
  if (!module_) {
    error = "no module is loaded";
    return false;
  }
  CUfunction fn = nullptr;
  if (CUresult r = api_->cuModuleGetFunction(&fn, module_, name.c_str()); r != kSuccess)
    return fail(fmt::format("cuModuleGetFunction('{}')", name).c_str(), r, error);
  if (dynamicSharedBytes > kDefaultDynamicSharedLimit) {
    CUresult r =
        api_->cuFuncSetAttribute(fn, kFuncAttrMaxDynamicShared, static_cast<int>(dynamicSharedBytes));
    if (r != kSuccess)
      return fail("cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)", r, error);
  }
  // kernelParams: one pointer per parameter, to that parameter's bytes (the driver copies each
  // into the kernel's parameter space with the size and alignment PTX declares).
  std::vector<void *> pointers;
  for (const std::vector<std::byte> &p : params)
    pointers.push_back(const_cast<std::byte *>(p.data()));
  if (CUresult r = api_->cuLaunchKernel(fn, grid[0], grid[1], grid[2], block[0], block[1], block[2],
                                        dynamicSharedBytes, nullptr, pointers.data(), nullptr);
      r != kSuccess)
    return fail("cuLaunchKernel", r, error);
  started = true;
  CUresult r = api_->cuCtxSynchronize();
  return r == kSuccess || fail("cuCtxSynchronize", r, error);
}

} // namespace nvsim::backends
