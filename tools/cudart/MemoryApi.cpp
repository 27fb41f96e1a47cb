// The CUDA runtime API: allocations, copies, fills and module variables (symbols).
#include "tools/cudart/ApiCommon.h"

#include "memory/GenericWindow.h"

#include <cstring>
#include <optional>
#include <span>
#include <vector>

using nvsim::cudart::AllocationInfo;
using nvsim::cudart::AllocationKind;
using nvsim::cudart::DeviceLimits;
using nvsim::cudart::Runtime;
using namespace nvsim::cudart::api;

namespace {

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

} // namespace

extern "C" {

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

} // extern "C"
