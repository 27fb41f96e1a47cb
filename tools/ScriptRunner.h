// Executing a checked launch script: buffers, copies, launches, checks. The steps are interpreted
// once, here; where they run (the interpreter, or a GPU through the CUDA driver for `diff`) is a
// StepExecutor.
#pragma once

#include "sim/Launch.h"
#include "tools/LaunchScript.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace nvsim::tools {

/// Where a script's steps run. Buffers are named by the address allocate() gave them; an
/// executor's `why` says more about a failure than the runner's message (empty: nothing more).
class StepExecutor {
public:
  virtual ~StepExecutor() = default;
  /// A new zero-filled buffer; false when it cannot be had.
  virtual bool allocate(const std::string &buffer, uint64_t bytes, uint64_t &address, std::string &why) = 0;
  /// The host zero-filled bytes of a buffer allocate() made (they are zero already): from now on
  /// they count as written for initcheck, as after cudaMemset.
  virtual void markZeroed(uint64_t /*address*/, uint64_t /*bytes*/) {}
  virtual bool write(uint64_t address, std::span<const std::byte> data, std::string &why) = 0;
  /// Writes `data` at `address`: its bytes, or its file's read a piece at a time; `why` is the
  /// file's message when it cannot be read.
  virtual bool writeData(uint64_t address, const DataBytes &data, std::string &why);
  virtual bool fill(uint64_t address, uint8_t value, uint64_t bytes, std::string &why) = 0;
  virtual bool read(uint64_t address, std::span<std::byte> out, std::string &why) = 0;
  /// The bytes at [address, address + bytes) where the host can read them in place, until the
  /// next step; null when they must be read() (the default).
  virtual const std::byte *view(uint64_t /*address*/, uint64_t /*bytes*/) { return nullptr; }
  virtual const KernelInfo *findKernel(std::string_view name) const = 0;
  /// The module variable a "symbol" step names (mangled or demangled), where write, fill and read
  /// reach it; false with `why` (the whole message) when there is none.
  virtual bool symbol(const std::string &name, sim::ModuleVariable &out, std::string &why) = 0;
  /// Runs the launch to its end. `req.args` holds each parameter's bytes (tools/Marshal.h).
  virtual sim::LaunchResult launch(const sim::LaunchRequest &req) = 0;
  /// Whether the last launch's `error` came while the kernel ran (a GPU's fault, reported by the
  /// driver without a thread or an instruction) rather than before it could start.
  virtual bool lastLaunchRan() const { return false; }

protected:
  /// symbol() for an executor that holds the loaded Program: its variable `name`, or
  /// RunMsg::UnknownSymbol in `why`.
  static bool programSymbol(const sim::Program &program, const std::string &name, sim::ModuleVariable &out,
                            std::string &why);
  /// The host bytes of [address, address + bytes) when they lie in one live allocation of
  /// `memory`, else null: view() and writeData() for an executor that holds the memory.
  static std::byte *hostBytes(const mem::Memory &memory, uint64_t address, uint64_t bytes);
  /// writeData() into `memory`: a file's bytes are read straight into the allocation (each
  /// page touched once), and count as written for initcheck, as hostWrite's.
  bool writeInto(mem::Memory &memory, uint64_t address, const DataBytes &data, std::string &why);
};

/// The interpreter: a loaded Program and its memory.
class InterpreterExecutor final : public StepExecutor {
public:
  InterpreterExecutor(sim::Program &program, mem::Memory &memory, const sim::LaunchOptions &options)
      : program_(program), memory_(memory), options_(options) {}
  bool allocate(const std::string &buffer, uint64_t bytes, uint64_t &address, std::string &why) override;
  void markZeroed(uint64_t address, uint64_t bytes) override { memory_.markWritten(address, bytes); }
  bool write(uint64_t address, std::span<const std::byte> data, std::string &why) override;
  bool writeData(uint64_t address, const DataBytes &data, std::string &why) override {
    return writeInto(memory_, address, data, why);
  }
  const std::byte *view(uint64_t address, uint64_t bytes) override {
    return hostBytes(memory_, address, bytes);
  }
  bool fill(uint64_t address, uint8_t value, uint64_t bytes, std::string &why) override;
  bool read(uint64_t address, std::span<std::byte> out, std::string &why) override;
  const KernelInfo *findKernel(std::string_view name) const override { return program_.findKernel(name); }
  bool symbol(const std::string &name, sim::ModuleVariable &out, std::string &why) override {
    return programSymbol(program_, name, out, why);
  }
  sim::LaunchResult launch(const sim::LaunchRequest &req) override { return program_.launch(req, options_); }

private:
  sim::Program &program_;
  mem::Memory &memory_;
  const sim::LaunchOptions &options_;
};

/// The bytes one d2h or expect step read, kept with RunSettings::keepOutputs or ::capture.
struct OutputRecord {
  size_t step = 0;
  std::string label;  ///< the step's label: "step 5 (d2h)"
  std::string buffer; ///< or the module variable a "symbol" step names
  uint64_t offset = 0;
  std::optional<ElemType> elem; ///< how the bytes read as values (a d2h step may have none)
  std::vector<std::byte> data;
};

struct RunSettings {
  sim::LaunchOptions launch;                    ///< for the InterpreterExecutor `run` makes
  std::optional<std::filesystem::path> dumpDir; ///< d2h files and expect copies; else the current folder
  std::ostream *text = nullptr;   ///< progress and printed buffers (stdout, or stderr with --report json)
  std::ostream *errors = nullptr; ///< faults, failed expectations, errors
  /// Keep every output in the outcome (RunOutcome::outputs, LaunchRecord::output), for
  /// `nvvm-sim validate`, which compares two runs of one script.
  bool keepOutputs = false;
  /// Write d2h files and the --dump-dir copies of expect steps; validate writes none.
  bool writeFiles = true;
  /// Keep what d2h and expect steps read in RunOutcome::outputs instead of writing, printing or
  /// comparing it (`diff` compares two executors' outputs).
  bool capture = false;
};

struct LaunchRecord {
  size_t step = 0;
  std::string kernel; ///< the function's (mangled) name
  Dims grid{}, block{};
  uint32_t dynamicSharedBytes = 0;
  /// "ok", "fault", "finding" (checker findings; a fatal one stopped it), "error" (could not
  /// start), "skipped" (after a fault or a fatal finding)
  std::string status;
  double seconds = 0;
  uint64_t laneInstructions = 0;
  uint64_t delayedStores = 0; ///< --memory-model relaxed: LaunchResult::delayedStores
  std::optional<sim::KernelFault> fault;
  std::vector<sim::Finding> findings;
  std::string error;
  std::string output; ///< what the kernel printed (printf), kept with RunSettings::keepOutputs
  std::shared_ptr<const sim::LaunchProfile> profile; ///< with --profile (sim/Profile.h)
  std::shared_ptr<const sim::LaunchTrace> trace;     ///< with --trace (sim/Trace.h)
};

struct ExpectRecord {
  size_t step = 0;
  std::string file;
  std::optional<bool> pass; ///< nullopt: not compared (unknown tolerance kind)
  uint64_t elements = 0, mismatches = 0;
  std::string elem, tolerance;
};

struct RunOutcome {
  int exitCode = 0;
  std::vector<LaunchRecord> launches;
  std::vector<ExpectRecord> expects;
  std::vector<OutputRecord> outputs; ///< with RunSettings::keepOutputs or ::capture, in step order
  /// One line per error and per warning the runner printed, for the JSON report's `errors` and
  /// `warnings`; a kernel fault's line names the kernel and the fault's message.
  std::vector<std::string> errors, warnings;
};

/// Receives a rendered message (one or more lines) and whether it is a warning.
using MessageSink = std::function<void(const std::string &rendered, bool warning)>;

/// The largest launch script read (64 MiB): a script is steps, not data, and the data files it
/// names are read separately, so a larger one is a mistake; refused before it is read.
inline constexpr uint64_t kMaxScriptBytes = uint64_t(64) << 20;

/// Reads and parses the launch script at `path` (relative files are relative to its folder).
/// Errors and warnings go to `message`; nullopt after an error. No exception escapes: running out
/// of memory or a file system error is reported as an error too.
std::optional<LaunchScript> readLaunchScript(const std::string &path, const MessageSink &message);

/// Loads `module` into `memory` and checks the launches of `script` against its kernels, and its
/// "symbol" steps against its variables (each names one, and its range lies inside it). The
/// diagnostics the loader adds to `diags` and the launch errors go to `message`; null after an
/// error (an input error, exit code 3).
std::unique_ptr<sim::Program> loadScriptProgram(const ir::Module &module, DiagEngine &diags,
                                                mem::Memory &memory, const LaunchScript &script,
                                                const MessageSink &message);

/// The checks of loadScriptProgram on a program decoded elsewhere (`run` decodes through
/// nvvmsim::Module): the launches against its kernels, the "symbol" steps against its variables.
/// The errors go to `message`; false after one.
bool checkScriptProgram(const sim::Program &program, const ir::Module &module, const LaunchScript &script,
                        const MessageSink &message);

/// Runs every step in order on `executor`. NOTE: a kernel fault does not stop the script: later launches
/// are skipped (the device state is suspect), while h2d, memset, d2h and expect steps still
/// run, so results computed before the fault are written and compared. A launch that cannot
/// start, or a failed allocation, stops the script with exit code 3.
RunOutcome runScript(const LaunchScript &script, StepExecutor &executor, const RunSettings &settings);

} // namespace nvsim::tools
