// The CUDA driver API, loaded at run time with dlopen ("libcuda.so.1", or $NVVM_SIM_LIBCUDA), so
// one binary runs with and without a GPU: a context on device 0, a PTX module, device memory,
// copies and launches. Every call's result is checked; a failure is a message naming the call.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace nvsim::backends {

enum class DriverStatus {
  Ok,
  NoDriver, ///< the library is missing, or lacks a function we call
  NoDevice, ///< the driver loaded but there is no usable GPU (cuInit or the device count says so)
  Failed,   ///< another driver error while opening (the message says which call)
};

struct DeviceInfo {
  std::string name;         ///< cuDeviceGetName
  int major = 0, minor = 0; ///< compute capability
  int driverVersion = 0;    ///< cuDriverGetVersion: 1000 * major + 10 * minor
  std::string library;      ///< the file dlopen loaded
  /// "sm_86".
  std::string arch() const { return "sm_" + std::to_string(major) + std::to_string(minor); }
  /// "12.8".
  std::string driverText() const;
};

/// One opened driver with a current context on device 0 (its primary context). Not copyable;
/// the context is released and the library closed when it goes.
class CudaDriver {
public:
  /// The library named by $NVVM_SIM_LIBCUDA when set, else "libcuda.so.1".
  static std::string libraryName();
  /// Loads the library, initialises the driver and makes device 0's primary context current.
  /// Null with `status` and `error` set when any of that fails.
  static std::unique_ptr<CudaDriver> open(DriverStatus &status, std::string &error);
  ~CudaDriver();
  CudaDriver(const CudaDriver &) = delete;
  CudaDriver &operator=(const CudaDriver &) = delete;

  const DeviceInfo &device() const { return device_; }

  /// Loads `ptx` as the module later functions come from (JIT-compiled by the driver); on
  /// failure `error` holds the JIT's error log.
  bool loadModule(const std::string &ptx, std::string &error);
  /// Device memory, zero-filled. A zero-byte allocation gets one byte (the driver refuses zero).
  bool allocate(uint64_t bytes, uint64_t &address, std::string &error);
  bool copyToDevice(uint64_t address, const void *data, size_t bytes, std::string &error);
  bool copyFromDevice(void *out, uint64_t address, size_t bytes, std::string &error);
  bool fill(uint64_t address, uint8_t value, size_t bytes, std::string &error);
  /// The device address and size of module variable `name` (its PTX name, mangled) in the loaded module.
  bool global(const std::string &name, uint64_t &address, uint64_t &bytes, std::string &error);
  /// Launches kernel `name` of the loaded module and waits for it. `params` holds each
  /// parameter's bytes (its size in the kernel's parameter list: scalars, 8-byte device
  /// pointers, byval structs), given to cuLaunchKernel as kernelParams. `started` tells a kernel
  /// that failed while running (the error came from cuCtxSynchronize) from one that could not
  /// be launched.
  bool launch(const std::string &name, std::array<uint32_t, 3> grid, std::array<uint32_t, 3> block,
              uint32_t dynamicSharedBytes, const std::vector<std::vector<std::byte>> &params, bool &started,
              std::string &error);

  struct Api; ///< the function pointers (CudaDriver.cpp)

private:
  CudaDriver() = default;
  /// "cuMemAlloc_v2: CUDA_ERROR_OUT_OF_MEMORY (out of memory)"; false.
  bool fail(const char *call, int result, std::string &error) const;

  void *library_ = nullptr;
  std::unique_ptr<Api> api_;
  DeviceInfo device_;
  int deviceHandle_ = 0;
  void *context_ = nullptr;
  void *module_ = nullptr;
  std::vector<uint64_t> allocations_;
};

} // namespace nvsim::backends
