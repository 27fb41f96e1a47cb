// libNVVM, loaded with dlopen so that one build runs with and without CUDA. The entry points and
// their types are those of CUDA's nvvm.h, declared here so that the build needs no CUDA headers.
#include "conformance/backends/Libdevice.h"
#include "conformance/backends/PtxCompilers.h"
#include "conformance/backends/Subprocess.h"

#include <fmt/format.h>

#include <cerrno>
#include <cstring>
#include <dlfcn.h>
#include <fstream>
#include <iterator>
#include <mutex>
#include <sys/stat.h>

namespace nvsim::backends {

namespace {

// nvvm.h: `typedef enum {...} nvvmResult` (0 is NVVM_SUCCESS), `typedef struct _nvvmProgram *nvvmProgram`.
using NvvmResult = int;
using NvvmProgram = struct NvvmProgramImpl *;
constexpr NvvmResult kNvvmSuccess = 0;

/// The libNVVM entry points this backend calls.
struct NvvmApi {
  std::string path; ///< the library file that was loaded
  const char *(*getErrorString)(NvvmResult) = nullptr;
  NvvmResult (*version)(int *, int *) = nullptr;
  NvvmResult (*irVersion)(int *, int *, int *, int *) = nullptr;
  NvvmResult (*createProgram)(NvvmProgram *) = nullptr;
  NvvmResult (*destroyProgram)(NvvmProgram *) = nullptr;
  NvvmResult (*addModuleToProgram)(NvvmProgram, const char *, size_t, const char *) = nullptr;
  NvvmResult (*lazyAddModuleToProgram)(NvvmProgram, const char *, size_t, const char *) = nullptr;
  NvvmResult (*compileProgram)(NvvmProgram, int, const char **) = nullptr;
  NvvmResult (*getCompiledResultSize)(NvvmProgram, size_t *) = nullptr;
  NvvmResult (*getCompiledResult)(NvvmProgram, char *) = nullptr;
  NvvmResult (*getProgramLogSize)(NvvmProgram, size_t *) = nullptr;
  NvvmResult (*getProgramLog)(NvvmProgram, char *) = nullptr;
};

template <typename Fn> bool resolve(void *handle, const char *name, Fn &fn, std::string &missing) {
  fn = reinterpret_cast<Fn>(dlsym(handle, name));
  if (!fn)
    missing += std::string(missing.empty() ? "" : ", ") + name;
  return fn != nullptr;
}

/// Opens libNVVM: $NVVM_SIM_LIBNVVM alone when it is set; else CUDA's two layouts, then the
/// dynamic loader's own search for `libnvvm.so`. The handle is never closed (the library keeps
/// state for the life of the process).
bool loadNvvm(NvvmApi &api, std::string &why) {
  std::vector<std::string> candidates;
  const std::string env = envValue("NVVM_SIM_LIBNVVM");
  if (!env.empty())
    candidates = {env};
  else
    candidates = {"/usr/local/cuda/nvvm/lib64/libnvvm.so", "/usr/local/cuda-13.0/lib/libnvvm.so",
                  "libnvvm.so"};
  void *handle = nullptr;
  std::string tried;
  for (const std::string &c : candidates) {
    struct stat st;
    if (c.find('/') != std::string::npos && stat(c.c_str(), &st) != 0) {
      tried += (tried.empty() ? "" : "; ") + c + ": " + std::strerror(errno);
      continue;
    }
    handle = dlopen(c.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (handle)
      break;
    const char *err = dlerror();
    tried += (tried.empty() ? "" : "; ") + std::string(err ? err : c);
  }
  if (!handle) {
    why = env.empty() ? "libNVVM not found (" + tried + "); set NVVM_SIM_LIBNVVM to libnvvm.so's path"
                      : "libNVVM not loaded from NVVM_SIM_LIBNVVM (" + tried + ")";
    return false;
  }
  std::string missing;
  resolve(handle, "nvvmGetErrorString", api.getErrorString, missing);
  resolve(handle, "nvvmVersion", api.version, missing);
  resolve(handle, "nvvmIRVersion", api.irVersion, missing);
  resolve(handle, "nvvmCreateProgram", api.createProgram, missing);
  resolve(handle, "nvvmDestroyProgram", api.destroyProgram, missing);
  resolve(handle, "nvvmAddModuleToProgram", api.addModuleToProgram, missing);
  resolve(handle, "nvvmLazyAddModuleToProgram", api.lazyAddModuleToProgram, missing);
  resolve(handle, "nvvmCompileProgram", api.compileProgram, missing);
  resolve(handle, "nvvmGetCompiledResultSize", api.getCompiledResultSize, missing);
  resolve(handle, "nvvmGetCompiledResult", api.getCompiledResult, missing);
  resolve(handle, "nvvmGetProgramLogSize", api.getProgramLogSize, missing);
  resolve(handle, "nvvmGetProgramLog", api.getProgramLog, missing);
  Dl_info info{};
  api.path = dladdr(reinterpret_cast<void *>(api.createProgram), &info) && info.dli_fname ? info.dli_fname
                                                                                          : candidates.back();
  if (!missing.empty()) {
    why = api.path + " is not a usable libNVVM: it lacks " + missing;
    return false;
  }
  return true;
}

/// A program destroyed when it goes out of scope.
class Program {
public:
  explicit Program(const NvvmApi &api) : api_(api) { created_ = api.createProgram(&prog_) == kNvvmSuccess; }
  ~Program() {
    if (created_)
      api_.destroyProgram(&prog_);
  }
  Program(const Program &) = delete;
  Program &operator=(const Program &) = delete;
  bool created() const { return created_; }
  NvvmProgram get() const { return prog_; }
  std::string log() const {
    size_t size = 0;
    if (api_.getProgramLogSize(prog_, &size) != kNvvmSuccess || size <= 1)
      return {};
    std::string text(size, '\0');
    api_.getProgramLog(prog_, text.data());
    text.resize(std::strlen(text.c_str()));
    return text;
  }

private:
  const NvvmApi &api_;
  NvvmProgram prog_ = nullptr;
  bool created_ = false;
};

/// NOTE: libNVVM is called from one thread at a time: its documentation promises thread safety
/// only for distinct programs in recent releases, and the lock costs nothing next to a compile.
std::mutex &nvvmMutex() {
  static std::mutex m;
  return m;
}

} // namespace

void compileWithNvvm(const std::string &text, const PtxOptions &opts, PtxResult &r) {
  std::lock_guard<std::mutex> lock(nvvmMutex());
  NvvmApi api;
  std::string why;
  if (!loadNvvm(api, why)) {
    r.status = PtxStatus::CompilerMissing;
    r.log = why;
    return;
  }
  int major = 0, minor = 0, irMajor = 0, irMinor = 0, dbgMajor = 0, dbgMinor = 0;
  api.version(&major, &minor);
  api.irVersion(&irMajor, &irMinor, &dbgMajor, &dbgMinor);
  r.compilerVersion =
      fmt::format("libNVVM {}.{} (NVVM IR {}.{}), {}", major, minor, irMajor, irMinor, api.path);

  // libdevice goes in lazily: libNVVM keeps only the functions the module calls.
  std::string libdevice;
  if (text.find("@__nv_") != std::string::npos) {
    std::string searched;
    const std::string bc = findLibdevice(api.path, searched);
    std::ifstream in(bc, std::ios::binary);
    if (bc.empty() || !in) {
      r.status = PtxStatus::CompilerMissing;
      r.log = "the module calls __nv_* functions and libdevice was not found (searched " + searched + ")";
      return;
    }
    libdevice.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }

  Program prog(api);
  auto fail = [&](NvvmResult res, const char *what) {
    r.status = PtxStatus::CompileFailed;
    r.log =
        fmt::format("libNVVM: {}: {}\n{}", what, api.getErrorString(res), prog.created() ? prog.log() : "");
  };
  if (!prog.created()) {
    fail(1, "nvvmCreateProgram");
    return;
  }
  NvvmResult res = api.addModuleToProgram(prog.get(), text.data(), text.size(), opts.inputName.c_str());
  if (res != kNvvmSuccess)
    return fail(res, "nvvmAddModuleToProgram");
  if (!libdevice.empty()) {
    res = api.lazyAddModuleToProgram(prog.get(), libdevice.data(), libdevice.size(), "libdevice.10.bc");
    if (res != kNvvmSuccess)
      return fail(res, "nvvmLazyAddModuleToProgram (libdevice)");
  }
  std::vector<std::string> options = {"-arch=" + computeArch(opts.arch)};
  options.insert(options.end(), opts.compilerOptions.begin(), opts.compilerOptions.end());
  std::vector<const char *> argv;
  for (const std::string &o : options)
    argv.push_back(o.c_str());
  res = api.compileProgram(prog.get(), static_cast<int>(argv.size()), argv.data());
  if (res != kNvvmSuccess)
    return fail(res, "nvvmCompileProgram");
  r.log = prog.log(); // warnings, if any
  size_t size = 0;
  if ((res = api.getCompiledResultSize(prog.get(), &size)) != kNvvmSuccess)
    return fail(res, "nvvmGetCompiledResultSize");
  r.ptx.assign(size, '\0');
  if ((res = api.getCompiledResult(prog.get(), r.ptx.data())) != kNvvmSuccess)
    return fail(res, "nvvmGetCompiledResult");
  r.ptx.resize(std::strlen(r.ptx.c_str())); // the size counts the terminating NUL
  r.status = PtxStatus::Ok;
}

} // namespace nvsim::backends
