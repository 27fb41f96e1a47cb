// The CUDA runtime library's state (libnvvmsim_cudart.so): the device memory, the modules that
// `nvvm-sim cc` embedded in the program, the kernels and variables the program registered, the
// error state and the reports. The CUDA API functions (DeviceApi, MemoryApi, StreamApi, KernelApi .cpp) are
// thin layers over it.
#pragma once

#include "core/Diagnostics.h"
#include "core/ir/Module.h"
#include "memory/Memory.h"
#include "sim/Launch.h"
#include "tools/ProfileReport.h"
#include "tools/TraceFile.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

namespace nvsim::cudart {

/// The blob `nvvm-sim cc` embeds in a program for each .cu file (clang's -fcuda-include-gpubinary
/// places it in .nv_fatbin): a self-describing header, then the file's name and its device IR text.
struct EmbeddedModuleHeader {
  char magic[8];         ///< kEmbeddedMagic
  uint64_t nameBytes;    ///< the .cu file's name, after the header
  uint64_t textBytes;    ///< the NVVM IR text, after the name
  uint64_t reserved = 0; ///< zero
};
inline constexpr char kEmbeddedMagic[8] = {'N', 'V', 'S', 'I', 'M', 'I', 'R', '1'};
/// What clang's host code hands __cudaRegisterFatBinary: CUDA's fat binary wrapper.
struct FatbinWrapper {
  int32_t magic; ///< 0x466243b1
  int32_t version;
  const void *data;
  const void *filenameOrFatbins;
};
inline constexpr int32_t kFatbinWrapperMagic = 0x466243b1;

/// The runtime's settings, from the environment variables docs/cuda-programs.md lists (what
/// `nvvm-sim exec` sets from its options).
struct Settings {
  sim::LaunchOptions launch;
  std::vector<std::string> checks; ///< checker names, for the report
  std::string schedule = "default";
  std::string reportPath; ///< NVVM_SIM_REPORT: the JSON report, written when the program exits
  std::string recordDir;  ///< NVVM_SIM_RECORD: every launch as a launch script
  bool apiErrors = false; ///< NVVM_SIM_API_ERRORS: print each failing API call, as compute-sanitizer does
  uint64_t memoryLimit = 0;
  /// NVVM_SIM_DEVICE: cudaDeviceProp fields the device reports instead of its defaults
  /// ("name=A100,major=8,minor=0"), in order.
  std::vector<std::pair<std::string, std::string>> device;
  /// NVVM_SIM_PROFILE: `table` or `source` (docs/profile.md), printed when the program ends.
  std::string profile;
  /// NVVM_SIM_TRACE: the timeline of every launch of the program, one after the other, written
  /// to this file when it ends (docs/profile.md, "Timeline"); NVVM_SIM_TRACE_LIMIT its events.
  std::string tracePath;
  uint64_t traceLimit = 0;
  /// Problems with the variables themselves (printed once, at start).
  std::vector<std::string> problems;
};

/// One module embedded in the program (one .cu file's device code): its IR text and, once used, the parsed
/// module and loaded program.
struct EmbeddedModule {
  void *handle = nullptr; ///< what __cudaRegisterFatBinary returned
  std::string name;       ///< the .cu file
  std::string text;       ///< its NVVM IR
  std::string problem;    ///< why the blob is unusable (not from nvvm-sim cc)
  size_t index = 0;       ///< in registration order (record files are named by it)
  bool tried = false;
  std::unique_ptr<SourceFile> source;
  std::unique_ptr<DiagEngine> diags;
  std::unique_ptr<ir::Module> module;
  std::unique_ptr<sim::Program> program;
  std::string loadError;
};

/// A kernel the program registered (__cudaRegisterFunction): its host stub is the key.
struct KernelEntry {
  EmbeddedModule *module = nullptr;
  std::string deviceName;   ///< the IR (mangled) name
  int maxDynamicShared = 0; ///< cudaFuncAttributeMaxDynamicSharedMemorySize; 0: the default 48 KiB
};

/// A __device__ or __constant__ variable the program registered: its host shadow is the key.
struct VariableEntry {
  EmbeddedModule *module = nullptr;
  std::string deviceName;
  uint64_t size = 0;
  bool constant = false;
};

enum class AllocationKind : uint8_t { Device, Managed, Host };

/// What the runtime knows of a device allocation besides the memory's record.
struct AllocationInfo {
  uint64_t address = 0, size = 0;
  AllocationKind kind = AllocationKind::Device;
  uint32_t number = 0; ///< in order of allocation, from 1: "cudaMalloc #3"
  const char *api = "cudaMalloc";
};

/// The device the runtime presents (docs/cuda-programs.md): an sm_90-like part.
struct DeviceLimits {
  static constexpr int kMajor = 9, kMinor = 0;
  static constexpr uint64_t kTotalGlobalMem = uint64_t(80) << 30;
  static constexpr int kMaxThreadsPerBlock = 1024;
  static constexpr int kDefaultSharedPerBlock = 48 * 1024;
  static constexpr int kMaxSharedPerBlockOptin = 227 * 1024;
  static constexpr uint64_t kTotalConstMem = 64 * 1024;
};

/// A range the recorded launch reads or writes: a buffer (an allocation) or a module variable.
struct RecordedRange {
  std::string name;     ///< the script's buffer name, or the variable's IR name
  bool symbol = false;  ///< a module variable
  uint64_t address = 0; ///< generic address of its first byte
  uint64_t size = 0;
};

/// What recording keeps (Record.cpp).
struct Recording {
  std::filesystem::path dir;
  size_t launches = 0;
  std::set<size_t> modulesWritten;
  // The launch being recorded.
  std::string prefix; ///< "launch-0007"
  nlohmann::ordered_json script;
  std::vector<RecordedRange> ranges;
};

class Runtime {
public:
  /// The process's runtime, made at the first call (never destroyed: programs call the API from
  /// static destructors and atexit handlers).
  static Runtime &get();

  std::recursive_mutex mutex; ///< every API call that touches the state holds it

  const Settings &settings() const { return settings_; }
  /// cudaDeviceSetLimit(cudaLimitStackSize): the local memory of each thread from the next launch.
  void setStackBytes(uint32_t bytes) { settings_.launch.stackBytes = bytes; }
  mem::Memory &memory() { return memory_; }

  // Registration (clang's module constructor calls these before main).
  void addModule(void *handle, const FatbinWrapper *wrapper);
  void addKernel(void *handle, const void *hostStub, const char *deviceName);
  void addVariable(void *handle, const void *hostShadow, const char *deviceName, uint64_t size,
                   bool constant);

  KernelEntry *kernel(const void *hostStub);
  VariableEntry *variable(const void *hostShadow);
  /// The loaded program of `m` (parsed and decoded at its first use); null with `why` set when the
  /// module cannot be loaded.
  sim::Program *program(EmbeddedModule &m, std::string &why);
  /// The variable's placement in device memory; nullopt with `why` set.
  std::optional<sim::ModuleVariable> place(VariableEntry &v, std::string &why);

  // Allocations.
  uint64_t allocate(uint64_t bytes, AllocationKind kind, const char *api);
  /// The runtime's record of the allocation holding `address` (live ones only).
  const AllocationInfo *allocationAt(uint64_t address) const;
  bool release(uint64_t address, AllocationKind kind);
  /// Whether `address` lies in a live device allocation (the bytes [address, address + bytes)).
  bool isDevice(uint64_t address, uint64_t bytes = 1) const;
  std::string describe(const AllocationInfo &a) const;

  /// Runs a launch and reports it; returns the launch-time error (cudaSuccess when it started:
  /// a fault while it ran becomes the sticky error).
  int launch(KernelEntry &k, const sim::LaunchRequest &request, std::string &why);

  // Errors (cudaError_t values as ints: this header does not see the CUDA types).
  int stickyError() const { return sticky_.load(std::memory_order_acquire); }
  void setSticky(int code) {
    int none = 0;
    sticky_.compare_exchange_strong(none, code, std::memory_order_acq_rel);
  }
  /// Prints an API error the way compute-sanitizer does, when NVVM_SIM_API_ERRORS is set, or always.
  void apiError(const char *function, int code, const std::string &why, bool always = false);

  uint64_t findingCount() const { return findings_; }
  uint64_t faultCount() const { return faults_; }
  /// Writes the JSON report (NVVM_SIM_REPORT), at exit.
  void writeReport();

private:
  Runtime();
  void readSettings();
  /// Records a launch in `record_` (NVVM_SIM_RECORD); before and after it ran.
  void recordBefore(const KernelEntry &k, const sim::LaunchRequest &request);
  void recordAfter();
  /// Names the kernel argument (and allocation) an address of a finding came through.
  std::string argumentNote(const KernelEntry &k, const sim::LaunchRequest &r, uint64_t address) const;

  Settings settings_;
  mem::Memory memory_;
  std::vector<std::unique_ptr<EmbeddedModule>> modules_;
  std::unordered_map<const void *, KernelEntry> kernels_;
  std::unordered_map<const void *, VariableEntry> variables_;
  std::map<uint64_t, AllocationInfo> allocations_; ///< live ones, by address
  uint32_t allocationNumber_ = 0;
  std::atomic<int> sticky_{0}; ///< read by every call without the lock
  uint64_t findings_ = 0, faults_ = 0;
  size_t launchCount_ = 0; ///< launches so far (the report's launch index)
  nlohmann::ordered_json launches_ = nlohmann::ordered_json::array(); ///< with NVVM_SIM_REPORT only
  nlohmann::ordered_json findingsJson_ = nlohmann::ordered_json::array();
  nlohmann::ordered_json apiErrors_ = nlohmann::ordered_json::array();
  std::unique_ptr<Recording> record_;       ///< made at the first recorded launch
  tools::ProfileCollector profiles_;        ///< with NVVM_SIM_PROFILE
  std::vector<tools::TracedLaunch> traced_; ///< with NVVM_SIM_TRACE
};

/// The last error of the calling host thread (cudaGetLastError clears it).
int &lastError();

} // namespace nvsim::cudart
