// nvvm-sim's C++ library API (installed as <nvvmsim/nvvmsim.h>, linked as nvvmsim::nvvmsim):
// load an NVVM IR module, list its kernels, allocate and copy device buffers, launch kernels on
// the CPU with GPU semantics and the checkers, and get what happened as values. docs/api.md
// describes every function with an example.
//
// This header uses the standard library only; the executor's own types stay inside the library.
// A Module is not thread-safe: use one from one thread at a time (a launch itself runs on
// LaunchOptions::threads host threads).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace nvvmsim {

/// "0.1.0": the version of the library (the nvvm-sim release it comes from).
std::string version();

/// Every failure is thrown as an Error: `what()` is the message the command line would print
/// (located diagnostics for a module that does not parse, one line otherwise).
class Error : public std::runtime_error {
public:
  enum class Kind {
    Input,  ///< the module cannot be read, parsed or loaded (the command line's exit code 3)
    Usage,  ///< a wrong argument to an API function: unknown kernel, checker or schedule, ...
    Launch, ///< a launch that could not start: argument count or kind, block too large, ...
    Memory, ///< a buffer that cannot be had (the memory budget) or a copy outside a buffer
  };
  Error(Kind kind, const std::string &message) : std::runtime_error(message), kind_(kind) {}
  Kind kind() const { return kind_; }

private:
  Kind kind_;
};

/// Grid or block dimensions.
struct Dim3 {
  uint32_t x = 1, y = 1, z = 1;
};

/// A kernel parameter, as `nvvm-sim info` shows it.
struct Param {
  std::string type;          ///< the IR type: "i32", "float", "ptr", "ptr addrspace(1)"
  std::string name;          ///< the IR name (without '%'); empty when unnamed
  std::string byval;         ///< the pointee type of a byval parameter ("%struct.S"), else empty
  std::string byref;         ///< the pointee type of a byref parameter, else empty
  uint64_t size = 0;         ///< bytes in parameter space
  uint64_t align = 0;        ///< alignment in parameter space
  bool pointer = false;      ///< a pointer passed by value: give it a Buffer
  bool gridConstant = false; ///< marked grid_constant
};

/// A shared-memory variable a kernel reaches.
struct SharedVariable {
  std::string name;
  uint64_t size = 0; ///< 0 for dynamic (`extern __shared__`) memory
  uint64_t align = 0;
  bool dynamic = false;
};

/// A launch annotation as written (`maxntidx` = "256").
struct Annotation {
  std::string name, value;
};

struct Kernel {
  std::string name;       ///< the IR (mangled) name: launch() takes it or the demangled one
  std::string demangled;  ///< "saxpy(int, float, float const*, float*)"; the name when not mangled
  std::string detectedBy; ///< "!nvvm.annotations", "ptx_kernel calling convention" or "nvvm.kernel attribute"
  std::string signature;  ///< "_Z5saxpyifPKfPf(i32, float, ptr, ptr)", as error messages show it
  std::vector<Param> params;
  uint64_t staticSharedBytes = 0;
  bool dynamicShared = false; ///< uses `extern __shared__` memory
  std::vector<SharedVariable> shared;
  std::vector<Annotation> annotations;
};

/// A device buffer (global memory), from Module::alloc. Plain data: copying it copies the handle.
struct Buffer {
  uint64_t address = 0; ///< the generic device address of its first byte
  uint64_t bytes = 0;
  std::string name; ///< as findings name the allocation
};

/// One kernel argument. A typed scalar must match its parameter exactly (an i32 parameter takes
/// Arg::i32); Arg::integer and Arg::real take the parameter's own type, refusing a value that
/// does not fit it.
class Arg {
public:
  enum class Kind { Scalar, Integer, Real, Pointer, Null, Bytes };
  /// The scalar types ("i8" ... "u64", "f16", "f32", "f64").
  static Arg i8(int8_t v);
  static Arg i16(int16_t v);
  static Arg i32(int32_t v);
  static Arg i64(int64_t v);
  static Arg u8(uint8_t v);
  static Arg u16(uint16_t v);
  static Arg u32(uint32_t v);
  static Arg u64(uint64_t v);
  static Arg f16(float v); ///< rounded to binary16, nearest even
  static Arg f32(float v);
  static Arg f64(double v);
  /// An integer of the parameter's width (signed or unsigned range), or a float parameter's value.
  static Arg integer(int64_t v);
  /// A floating-point parameter's value (rounded to its type, nearest even).
  static Arg real(double v);
  /// A pointer to `offset` bytes into `buffer`.
  static Arg pointer(const Buffer &buffer, uint64_t offset = 0);
  static Arg null();
  /// The raw bytes of a byval struct or another aggregate parameter (exactly its size).
  static Arg bytes(std::vector<std::byte> data);

  Kind kind() const { return kind_; }
  /// Scalar: the type's name ("i32"); others: "integer", "real", "ptr", "null", "bytes".
  const std::string &typeName() const { return type_; }

private:
  friend struct ArgAccess;
  Kind kind_ = Kind::Null;
  std::string type_;
  uint64_t bits_ = 0; ///< Scalar: the value's bits; Pointer: the address
  int64_t integer_ = 0;
  double real_ = 0;
  std::vector<std::byte> bytes_;
};

/// One access a finding is about: who made it and where.
struct Site {
  std::array<uint32_t, 3> block{}, thread{};
  uint32_t warp = 0, lane = 0;
  std::string instruction; ///< the IR instruction as text
  std::string location;    ///< "kernel.cu:12:7" (through inlining, the user's line) or "file.ll:12:5"
  std::vector<std::string> inlined; ///< the inline chain's locations, innermost first
  std::string access;               ///< "read", "write", "atomic"; empty when not a memory access
};

/// A checker finding (docs/checkers.md names the checkers and kinds).
struct Finding {
  std::string checker; ///< "memcheck", "racecheck", "initcheck", "synccheck"
  std::string kind;    ///< "out-of-bounds", "data-race", ...
  std::string message;
  std::string kernel; ///< the kernel's mangled name
  Site site;
  std::optional<Site> other; ///< the other access of a race, or the other threads of a barrier finding
  uint64_t address = 0;      ///< generic address of the access (0 when none)
  uint32_t size = 0;         ///< bytes accessed
  std::string space;         ///< "global", "shared", ...; empty when not a memory access
  std::string allocation;    ///< the allocation the access is in or nearest to; empty: none
  uint64_t allocationSize = 0;
  int64_t offset = 0; ///< from the allocation's start (negative before it)
  uint64_t count = 1; ///< occurrences folded into this one (same checker, kind and source lines)
  bool fatal = false; ///< it stopped the launch
  std::string text;   ///< the report as printed for people, several lines
};

/// A fault that stopped a launch.
struct Fault {
  std::string message;
  std::array<uint32_t, 3> block{}, thread{};
  std::string instruction;
  std::string location;
  std::string text; ///< the report as printed for people, several lines
};

/// How a launch runs.
struct LaunchOptions {
  uint32_t dynamicSharedBytes = 0;
  /// Checker names ("memcheck", "racecheck", "initcheck", "synccheck") or "all"; empty: none.
  std::vector<std::string> checks;
  std::string schedule = "default";  ///< order of blocks and warps: "default" or "random"
  std::string warpSchedule = "fair"; ///< diverged lanes: "converged", "fair" or "random"
  /// What other blocks see of global memory: "sc" or "relaxed" (docs/semantics.md; one host thread)
  std::string memoryModel = "sc";
  uint64_t seed = 0;           ///< of the random schedules and the relaxed memory model
  unsigned threads = 0;        ///< host threads: 0 all cores, 1 a deterministic serial order
  double timeoutSeconds = 600; ///< 0: none
  uint32_t stackBytes = 16384; ///< local memory per thread
};

/// What a launch did. A fault or a finding is a result, not an Error.
struct LaunchResult {
  std::string kernel; ///< the mangled name
  std::string status; ///< "ok", "fault" or "finding"
  std::optional<Fault> fault;
  std::vector<Finding> findings;
  bool stopped = false; ///< a finding stopped the launch early
  double seconds = 0;
  uint64_t laneInstructions = 0; ///< instructions executed, summed over active lanes
  std::string output;            ///< what the kernel printed with printf
  /// The launch as JSON, with the fields of `nvvm-sim run --report json` (docs/api.md).
  std::string reportJson;
  bool ok() const { return status == "ok"; }
};

/// Options of a loaded module.
struct ModuleOptions {
  uint64_t memoryLimit = 0; ///< host memory budget in bytes (buffers, shadows, stacks); 0: half the RAM
  /// Track which bytes were written, so that launches may use initcheck (costs 1 bit per byte).
  bool trackInitialization = true;
};

/// A loaded module and the device memory of its launches.
class Module {
public:
  /// Parses NVVM IR text (any dialect). `name` is the file name diagnostics show.
  static Module fromText(const std::string &text, const std::string &name = "<text>",
                         const ModuleOptions &options = {});
  /// Reads and parses a .ll file (bitcode through llvm-dis-19 when it is installed).
  static Module fromFile(const std::string &path, const ModuleOptions &options = {});

  Module(Module &&) noexcept;
  Module &operator=(Module &&) noexcept;
  ~Module();

  const std::string &name() const;
  const std::string &targetTriple() const;
  const std::string &dataLayout() const;
  /// The warnings parsing gave, rendered (empty when none).
  const std::string &diagnostics() const;
  /// Every kernel, in module order.
  const std::vector<Kernel> &kernels() const;
  /// The kernel with this mangled or demangled name (with or without its parameter list); null when none.
  const Kernel *findKernel(const std::string &name) const;

  /// A zero-filled buffer of global memory. The first call that needs the device decodes the
  /// module (an Error of kind Input when it uses something nvvm-sim cannot run).
  Buffer alloc(uint64_t bytes, const std::string &name = "");
  /// Releases a buffer; later accesses by kernels are use-after-free findings or faults.
  void free(const Buffer &buffer);
  void copyToDevice(const Buffer &buffer, const void *data, uint64_t bytes, uint64_t offset = 0);
  void copyFromDevice(const Buffer &buffer, void *data, uint64_t bytes, uint64_t offset = 0);
  void memset(const Buffer &buffer, uint8_t value, uint64_t bytes, uint64_t offset = 0);
  /// A `__device__` or `__constant__` variable of the module as a buffer (its mangled or demangled name).
  Buffer variable(const std::string &name);

  /// Runs one launch to its end. Throws Error (kind Launch or Usage) when it cannot start.
  LaunchResult launch(const std::string &kernel, Dim3 grid, Dim3 block, const std::vector<Arg> &args,
                      const LaunchOptions &options = {});

private:
  friend struct ModuleAccess; // the library's internal interface, for the nvvm-sim command
  struct Impl;
  explicit Module(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

} // namespace nvvmsim
