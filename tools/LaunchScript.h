// Launch scripts (CLI.md, `--script S.json`): the steps a host program would run, parsed and
// checked before anything executes. The command-line launch (`--kernel ... --arg ...`) is
// turned into the same steps (tools/ArgSpec.h), so one runner executes both.
#pragma once

#include "core/Diagnostics.h"
#include "tools/Compare.h"
#include "tools/DataFile.h"
#include "tools/ElemType.h"
#include "tools/JsonLocations.h"
#include "tools/RunError.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

namespace nvsim::tools {

using Dims = std::array<uint32_t, 3>;

/// The largest buffer a script or --arg may allocate (memory/GenericWindow.h: kMaxAllocationSize).
inline constexpr uint64_t kMaxBufferBytes = uint64_t(1) << 40;

/// A module variable (`__device__` or `__constant__`) that a copy step names with "symbol"
/// instead of a buffer. Its address and size are known only once the module is loaded, so its
/// range is checked then (loadScriptProgram), not by the parser.
struct SymbolRef {
  std::string name;   ///< as written, mangled or demangled; empty: the step names a buffer
  bool toEnd = false; ///< the step gives no "bytes": the rest of the variable from its offset
  explicit operator bool() const { return !name.empty(); }
};

struct AllocStep {
  std::string buffer;
  uint64_t bytes = 0;
  /// The host zero-fills it (the command line's `buf:T:N`): its bytes count as written for
  /// initcheck, as after cudaMemset. A script's `alloc` leaves it unwritten, as cudaMalloc.
  bool zeroed = false;
};

struct H2dStep {
  std::string buffer;
  uint64_t offset = 0, bytes = 0;
  bool zero = false; ///< fill with zeros instead of `data`
  DataBytes data;    ///< the file's bytes, exactly `bytes` long (unless `generate`); a regular file's
                     ///< are read when the step runs, straight into the buffer
  /// Generated contents (a command-line initialiser): fills `out` with the bytes at `offset` of
  /// the range. NOTE: called when the step runs, piece by piece, so that only a buffer the
  /// executor could allocate is ever made.
  std::function<void(uint64_t offset, std::span<std::byte> out)> generate;
  SymbolRef symbol; ///< set: a module variable instead of `buffer`
};

struct MemsetStep {
  std::string buffer;
  uint64_t offset = 0, bytes = 0;
  uint8_t value = 0;
  SymbolRef symbol; ///< set: a module variable instead of `buffer`
};

/// One kernel argument as written; marshalled against the kernel's parameters (tools/Marshal.h).
struct ArgValue {
  enum class Kind : uint8_t { Scalar, Pointer, Null, Bytes };
  Kind kind = Kind::Scalar;
  ElemType type = ElemType::I32; ///< Scalar
  uint64_t bits = 0;             ///< Scalar: the value's bits in the low bytes
  std::string buffer;            ///< Pointer
  uint64_t offset = 0;           ///< Pointer
  std::vector<std::byte> bytes;  ///< Bytes
  std::string origin;            ///< who gives it, for messages: "script", "--arg 'f32:2.5'"
  /// What the argument is, for messages: "f32", "ptr", "null", "bytes".
  std::string kindName() const;
};

struct LaunchStep {
  std::string kernel;
  Dims grid{1, 1, 1}, block{1, 1, 1};
  uint32_t dynamicSharedBytes = 0;
  std::vector<ArgValue> args;
};

struct D2hStep {
  std::string buffer;
  uint64_t offset = 0, bytes = 0;
  std::string file;             ///< as written, relative to --dump-dir or the current folder; empty: print
  std::optional<ElemType> elem; ///< the .npy dtype, and how printed values read (u8 when absent)
  SymbolRef symbol;             ///< set: a module variable instead of `buffer`
};

struct ExpectStep {
  std::string buffer;
  uint64_t offset = 0, bytes = 0;
  ElemType elem = ElemType::U8;
  std::string file;                   ///< as written (the name of the --dump-dir copy)
  std::filesystem::path path;         ///< the file read, relative to the script's folder
  DataBytes expected;                 ///< the file's data, exactly `bytes` long (read as compared)
  std::optional<Tolerance> tolerance; ///< nullopt: an unknown kind, not compared
  std::string unknownTolerance;       ///< that kind's name
  SymbolRef symbol;                   ///< set: a module variable instead of `buffer`
};

/// What a copy step (h2d, memset, d2h, expect) names: its buffer, or its module variable.
template <typename S> const std::string &targetName(const S &step) {
  return step.symbol ? step.symbol.name : step.buffer;
}

using StepBody = std::variant<AllocStep, H2dStep, MemsetStep, LaunchStep, D2hStep, ExpectStep>;

struct Step {
  StepBody body;
  std::string label;   ///< "step 3 (launch)"; "launch" for the command line
  std::string pointer; ///< JSON pointer of the step ("/steps/3"); empty for the command line
};

/// Where output file `name` goes inside the output folder (--dump-dir, or the current folder):
/// an absolute name keeps its last component, a relative one its lexically normal form; nullopt
/// when that form leaves the folder (`../x`, `a/../../x`) or names no file (`.`, `a/`).
/// NOTE: lexical only; the writer checks symbolic links when it writes.
std::optional<std::filesystem::path> confinedOutputName(const std::string &name);

/// "alloc", "h2d", ... for a step body.
std::string_view stepOpName(const StepBody &body);

struct LaunchScript {
  /// The script text (for line:col of errors); null for a command-line launch.
  std::shared_ptr<const SourceFile> source;
  JsonLocations locations;
  std::vector<Step> steps;
  /// The top-level "module" as written (empty: none), and that file relative to the script's
  /// folder: what `nvvm-sim run S.json` loads.
  std::string module;
  std::filesystem::path modulePath;

  /// The place of `field` ("args[2].value", JSON pointer suffix "/args/2/value") of `step`.
  ScriptPlace place(const Step &step, std::string field = {}, std::string_view fieldPointer = {}) const;
  std::string render(const ScriptError &e) const { return renderError(e, source.get()); }
};

/// Parses and checks a launch script: every field's type and range, every buffer reference
/// against earlier alloc steps, and reads the h2d and expect files (relative to `folder`).
/// Errors and warnings are appended to `diags` (render them with renderError and `source`);
/// nullopt when there is an error.
std::optional<LaunchScript> parseLaunchScript(std::shared_ptr<const SourceFile> source,
                                              const std::filesystem::path &folder,
                                              std::vector<ScriptError> &diags);

} // namespace nvsim::tools
