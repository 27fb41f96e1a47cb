// A fake CUDA driver for testing `nvvm-sim diff` without a GPU (NVVM_SIM_LIBCUDA=libfakecuda.so).
// It implements the driver functions nvvm-sim calls with host memory, and "runs" the kernels of
// tools/test/cli/diff_kernels.ll by name with C++ versions of them (the PTX text is only checked
// to declare the kernel). Switches, read from the environment at each call:
//   FAKECUDA_NO_DEVICE=1       cuInit fails with CUDA_ERROR_NO_DEVICE
//   FAKECUDA_PERTURB=I:N       after each launch, element I of the kernel's float output moves N
//                              ulps up (N may be negative)
// PTX containing "FAKECUDA_BAD_PTX" is rejected by cuModuleLoadDataEx with a JIT error log, and a
// reverse_blocks launch with too little dynamic shared memory fails as an illegal address would.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>

namespace {

using CUresult = int;
constexpr CUresult kSuccess = 0;
constexpr CUresult kInvalidValue = 1;
constexpr CUresult kNotInitialized = 3;
constexpr CUresult kNoDevice = 100;
constexpr CUresult kInvalidContext = 201;
constexpr CUresult kInvalidPtx = 218;
constexpr CUresult kInvalidHandle = 400;
constexpr CUresult kNotFound = 500;
constexpr CUresult kIllegalAddress = 700;

struct Module {
  std::string ptx;
};

struct Function {
  std::string name;
};

struct State {
  bool initialised = false;
  bool contextCurrent = false;
  bool faulted = false; ///< a launch failed: the context is unusable, as after a real fault
  std::map<uintptr_t, std::vector<std::byte>> allocations;
  std::map<std::string, Function> functions;
  std::map<std::string, unsigned long long> globals; ///< module variables, made at first lookup
};

State &state() {
  static State s;
  return s;
}

struct Dims {
  unsigned x, y, z;
};

/// The allocation holding [p, p + bytes), or null.
std::byte *deviceBytes(unsigned long long p, size_t bytes) {
  for (auto &[base, data] : state().allocations)
    if (p >= base && p + bytes <= base + data.size())
      return data.data() + (p - base);
  return nullptr;
}

template <typename T> T param(void **params, int i) {
  T v;
  std::memcpy(&v, params[i], sizeof v);
  return v;
}

float *floats(void **params, int i) { return reinterpret_cast<float *>(param<uintptr_t>(params, i)); }

/// Moves element `index` of `out` by the FAKECUDA_PERTURB ulps, when asked for.
void perturb(float *out, unsigned count) {
  const char *spec = std::getenv("FAKECUDA_PERTURB");
  if (!spec || !out)
    return;
  char *end = nullptr;
  const unsigned long index = std::strtoul(spec, &end, 10);
  if (*end != ':' || index >= count)
    return;
  const long ulps = std::strtol(end + 1, nullptr, 10);
  uint32_t bits;
  std::memcpy(&bits, &out[index], 4);
  bits = static_cast<uint32_t>(static_cast<int64_t>(bits) + ulps);
  std::memcpy(&out[index], &bits, 4);
}

/// The C++ versions of diff_kernels.ll; false for a launch that fails on the device.
bool runKernel(const std::string &name, Dims grid, Dims block, unsigned shared, void **params) {
  const unsigned threads = grid.x * block.x;
  if (name == "saxpy") {
    const int n = param<int32_t>(params, 0);
    const float a = param<float>(params, 1);
    float *x = floats(params, 2), *y = floats(params, 3);
    for (unsigned i = 0; i < threads; ++i)
      if (static_cast<int>(i) < n) {
        const float m = a * x[i]; // two roundings, no contraction (as the IR)
        y[i] = m + y[i];
      }
    perturb(y, static_cast<unsigned>(n));
    return true;
  }
  if (name == "affine") {
    int32_t n;
    float scale, add;
    auto *p = static_cast<const std::byte *>(params[0]); // { i32, float, float }, 12 bytes
    std::memcpy(&n, p, 4);
    std::memcpy(&scale, p + 4, 4);
    std::memcpy(&add, p + 8, 4);
    float *out = floats(params, 1);
    for (unsigned i = 0; i < threads; ++i)
      if (static_cast<int>(i) < n) {
        const float m = static_cast<float>(i) * scale;
        out[i] = m + add;
      }
    perturb(out, static_cast<unsigned>(n));
    return true;
  }
  if (name == "reverse_blocks") {
    if (shared < block.x * sizeof(float))
      return false;
    const float *in = floats(params, 0);
    float *out = floats(params, 1);
    for (unsigned b = 0; b < grid.x; ++b)
      for (unsigned t = 0; t < block.x; ++t)
        out[b * block.x + t] = in[b * block.x + (block.x - 1 - t)];
    perturb(out, threads);
    return true;
  }
  if (name == "exp2_approx") {
    const float *in = floats(params, 0);
    float *out = floats(params, 1);
    for (unsigned i = 0; i < threads; ++i)
      out[i] = std::exp2(in[i]);
    perturb(out, threads);
    return true;
  }
  return false;
}

bool knownKernel(const std::string &name) {
  return name == "saxpy" || name == "affine" || name == "reverse_blocks" || name == "exp2_approx";
}

CUresult ready() {
  if (!state().initialised)
    return kNotInitialized;
  if (!state().contextCurrent)
    return kInvalidContext;
  return state().faulted ? kIllegalAddress : kSuccess;
}

} // namespace

extern "C" {

CUresult cuInit(unsigned) {
  const char *none = std::getenv("FAKECUDA_NO_DEVICE");
  if (none && *none == '1')
    return kNoDevice;
  state().initialised = true;
  return kSuccess;
}

CUresult cuDriverGetVersion(int *v) {
  *v = 12080;
  return kSuccess;
}

CUresult cuDeviceGetCount(int *count) {
  *count = state().initialised ? 1 : 0;
  return state().initialised ? kSuccess : kNotInitialized;
}

CUresult cuDeviceGet(int *device, int ordinal) {
  if (ordinal != 0)
    return kInvalidValue;
  *device = 0;
  return kSuccess;
}

CUresult cuDeviceGetName(char *name, int len, int) {
  std::strncpy(name, "Fake GPU (nvvm-sim tests)", static_cast<size_t>(len));
  return kSuccess;
}

CUresult cuDeviceGetAttribute(int *value, int attribute, int) {
  if (attribute == 75)
    *value = 8;
  else if (attribute == 76)
    *value = 6;
  else
    return kInvalidValue;
  return kSuccess;
}

CUresult cuDevicePrimaryCtxRetain(void **context, int) {
  static int token;
  *context = &token;
  return kSuccess;
}

CUresult cuDevicePrimaryCtxRelease_v2(int) { return kSuccess; }

CUresult cuCtxSetCurrent(void *context) {
  state().contextCurrent = context != nullptr;
  return kSuccess;
}

CUresult cuCtxSynchronize() { return ready(); }

CUresult cuModuleLoadDataEx(void **module, const void *image, unsigned count, int *options, void **values) {
  if (CUresult r = ready())
    return r;
  std::string ptx(static_cast<const char *>(image));
  if (ptx.find("FAKECUDA_BAD_PTX") != std::string::npos) {
    for (unsigned i = 0; i + 1 < count; ++i)
      if (options[i] == 5 && options[i + 1] == 6) { // CU_JIT_ERROR_LOG_BUFFER, its size
        const size_t size = reinterpret_cast<uintptr_t>(values[i + 1]);
        std::strncpy(static_cast<char *>(values[i]), "ptxas fatal   : Unresolved extern function 'nowhere'",
                     size);
      }
    return kInvalidPtx;
  }
  *module = new Module{std::move(ptx)};
  return kSuccess;
}

CUresult cuModuleUnload(void *module) {
  delete static_cast<Module *>(module);
  return kSuccess;
}

CUresult cuModuleGetFunction(void **function, void *module, const char *name) {
  if (!module)
    return kInvalidHandle;
  const std::string n = name;
  if (!knownKernel(n) || static_cast<Module *>(module)->ptx.find(".entry " + n + "(") == std::string::npos)
    return kNotFound;
  Function &f = state().functions[n];
  f.name = n;
  *function = &f;
  return kSuccess;
}

CUresult cuFuncSetAttribute(void *, int, int) { return kSuccess; }

CUresult cuMemAlloc_v2(unsigned long long *p, size_t bytes) {
  if (CUresult r = ready())
    return r;
  if (bytes == 0)
    return kInvalidValue;
  std::vector<std::byte> data(bytes, std::byte{0xAB}); // not zero: nvvm-sim must clear it
  *p = reinterpret_cast<uintptr_t>(data.data());
  state().allocations.emplace(*p, std::move(data));
  return kSuccess;
}

/// A module variable: the fake module has the 16-byte variables of test/cli/symbols.ll (`cv`, the
/// constant array, and `_ZN3sym2gvE`); others are not found.
CUresult cuModuleGetGlobal_v2(unsigned long long *p, size_t *bytes, void *, const char *name) {
  if (CUresult r = ready())
    return r;
  const std::string n = name;
  if (n != "cv" && n != "_ZN3sym2gvE")
    return kNotFound;
  auto it = state().globals.find(n);
  if (it == state().globals.end()) {
    unsigned long long address = 0;
    if (CUresult r = cuMemAlloc_v2(&address, 16))
      return r;
    it = state().globals.emplace(n, address).first;
  }
  *p = it->second;
  *bytes = 16;
  return kSuccess;
}

CUresult cuMemFree_v2(unsigned long long p) {
  return state().allocations.erase(static_cast<uintptr_t>(p)) ? kSuccess : kInvalidValue;
}

CUresult cuMemcpyHtoD_v2(unsigned long long dst, const void *src, size_t bytes) {
  if (CUresult r = ready())
    return r;
  std::byte *d = deviceBytes(dst, bytes);
  if (!d)
    return kInvalidValue;
  std::memcpy(d, src, bytes);
  return kSuccess;
}

CUresult cuMemcpyDtoH_v2(void *dst, unsigned long long src, size_t bytes) {
  if (CUresult r = ready())
    return r;
  const std::byte *s = deviceBytes(src, bytes);
  if (!s)
    return kInvalidValue;
  std::memcpy(dst, s, bytes);
  return kSuccess;
}

CUresult cuMemsetD8_v2(unsigned long long dst, unsigned char value, size_t bytes) {
  if (CUresult r = ready())
    return r;
  std::byte *d = deviceBytes(dst, bytes);
  if (!d)
    return kInvalidValue;
  std::memset(d, value, bytes);
  return kSuccess;
}

CUresult cuLaunchKernel(void *function, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                        unsigned bz, unsigned shared, void *, void **params, void **) {
  if (CUresult r = ready())
    return r;
  if (!function || !params)
    return kInvalidValue;
  if (gy != 1 || gz != 1 || by != 1 || bz != 1)
    return kInvalidValue; // the test kernels are one-dimensional
  // NOTE: the failure shows at the next synchronisation, as a real device fault does.
  if (!runKernel(static_cast<Function *>(function)->name, {gx, gy, gz}, {bx, by, bz}, shared, params))
    state().faulted = true;
  return kSuccess;
}

CUresult cuGetErrorName(CUresult error, const char **text) {
  switch (error) {
  case kSuccess: *text = "CUDA_SUCCESS"; return kSuccess;
  case kInvalidValue: *text = "CUDA_ERROR_INVALID_VALUE"; return kSuccess;
  case kNotInitialized: *text = "CUDA_ERROR_NOT_INITIALIZED"; return kSuccess;
  case kNoDevice: *text = "CUDA_ERROR_NO_DEVICE"; return kSuccess;
  case kInvalidContext: *text = "CUDA_ERROR_INVALID_CONTEXT"; return kSuccess;
  case kInvalidPtx: *text = "CUDA_ERROR_INVALID_PTX"; return kSuccess;
  case kInvalidHandle: *text = "CUDA_ERROR_INVALID_HANDLE"; return kSuccess;
  case kNotFound: *text = "CUDA_ERROR_NOT_FOUND"; return kSuccess;
  case kIllegalAddress: *text = "CUDA_ERROR_ILLEGAL_ADDRESS"; return kSuccess;
  default: *text = nullptr; return kInvalidValue;
  }
}

CUresult cuGetErrorString(CUresult error, const char **text) {
  switch (error) {
  case kNoDevice: *text = "no CUDA-capable device is detected"; return kSuccess;
  case kInvalidPtx: *text = "a PTX JIT compilation failed"; return kSuccess;
  case kNotFound: *text = "named symbol not found"; return kSuccess;
  case kIllegalAddress: *text = "an illegal memory access was encountered"; return kSuccess;
  case kInvalidValue: *text = "invalid argument"; return kSuccess;
  default: *text = nullptr; return kInvalidValue;
  }
}

} // extern "C"
