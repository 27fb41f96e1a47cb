// The nvvm-sim subcommands and the exit codes CLI.md promises.
#pragma once

#include "core/passes/PassConfig.h"
#include "sim/Launch.h"

#include <cstdint>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace nvsim::tools {

/// Exit codes of CLI.md.
enum ExitCode : int {
  kExitOk = 0,
  kExitFailure = 1, ///< kernel fault, failed expectation, checker finding
  kExitUsage = 2,
  kExitInputError = 3,
  kExitNoDevice = 4,
};

struct ParseOptions {
  std::string input;
  std::string output;             ///< empty: no output; "-": stdout
  std::string dialect = "llvm19"; ///< of the output: llvm19 or nvvm7
};
int runParse(const ParseOptions &opts);

struct VerifyOptions {
  std::string input;
  bool nvvmRules = true;
};
int runVerify(const VerifyOptions &opts);

struct InfoOptions {
  std::string input;
  bool json = false;
};
int runInfo(const InfoOptions &opts);

/// `nvvm-sim run`: a launch script or one command-line launch. Launch options are kept as
/// written and checked by runRun, so that every mistake gets the same kind of message.
struct RunOptions {
  std::string input;
  std::string script;            ///< --script S.json
  std::string kernel;            ///< --kernel NAME
  std::string grid, block;       ///< X[,Y[,Z]]
  std::string shared;            ///< --shared BYTES (dynamic shared memory)
  std::vector<std::string> args; ///< --arg SPEC, in order
  std::string dumpDir;
  unsigned threads = 0;                         ///< 0: all cores
  std::string check;                            ///< --check LIST
  std::string schedule = "default";             ///< --schedule default|random
  std::string warpSchedule = "fair";            ///< --warp-schedule converged|fair|random
  std::string memoryModel = "sc";               ///< --memory-model sc|relaxed
  std::string report;                           ///< "" or "json"
  double timeout = sim::kDefaultTimeoutSeconds; ///< seconds per launch; 0: none
  uint64_t seed = 0;                            ///< the seed of `rand` initialisers without their own
  uint32_t stackSize = 16384;                   ///< local memory per thread
  uint64_t memoryLimit = 0;                     ///< host memory budget in bytes; 0: the default
  std::vector<std::string> link;                ///< --link FILE.ll: linked into the module, in order
  std::string profile;                          ///< --profile[=table|source]; empty: off
  std::string trace;                            ///< --trace FILE.json; empty: off
  uint64_t traceLimit = 0;                      ///< --trace-limit: events in the file at most
  sim::Debugger *debugger = nullptr;            ///< `nvvm-sim debug` (tools/DebugCommand.cpp)
};
int runRun(const RunOptions &opts);

/// `nvvm-sim debug`: `run`'s options and the step debugger (sim/Debugger.h, docs/debug.md).
/// Adds the subcommand to `app` (with its options unless `options` is false: another subcommand
/// was chosen); runDebug runs it.
CLI::App *addDebugCommand(CLI::App &app, RunOptions &opts, double timeout, bool options = true);
int runDebug(const RunOptions &opts);

/// `nvvm-sim ptx`: compile to PTX with libNVVM or llc-19, validated by ptxas when it is installed.
struct PtxCommandOptions {
  std::string input;
  std::string compiler;                     ///< nvvm or llc
  std::string arch;                         ///< sm_XX (conformance/backends/Ptx.h's default when empty)
  std::vector<std::string> compilerOptions; ///< --compiler-option, in order
  bool noPtxas = false;
  std::string saveInput;  ///< --save-input F: the IR text given to the compiler
  std::string output;     ///< -o; empty or "-": stdout
  bool inputAsIs = false; ///< hidden --input-as-is: the file's text goes to the compiler unchanged
  unsigned timeout = 120; ///< seconds for each subprocess
};
int runPtx(const PtxCommandOptions &opts);
/// `nvvm-sim diff`: a launch script on the interpreter and on a GPU (CUDA driver API), every d2h
/// and expect range compared (docs/hardware.md).
struct DiffOptions {
  std::string input;
  std::string script;
  std::string compiler;                     ///< nvvm or llc; empty with --golden
  std::string arch;                         ///< sm_XX; empty: the GPU's own (sm_75 without a GPU)
  std::vector<std::string> compilerOptions; ///< --compiler-option, in order
  std::string recordGolden;                 ///< --record-golden DIR
  std::string golden;                       ///< --golden DIR: compare with a recorded golden, no GPU
  std::string ptx;                          ///< --ptx FILE: load this PTX instead of compiling
  std::vector<std::string> ignore;          ///< --ignore STEP[@ELEMENTS]: known differences
  unsigned threads = 0;
  double timeout = sim::kDefaultTimeoutSeconds;
  uint32_t stackSize = 16384;
  uint64_t memoryLimit = 0;          ///< 0: the default
  std::string schedule = "default";  ///< --schedule default|random (the interpreter's blocks)
  std::string warpSchedule = "fair"; ///< --warp-schedule converged|fair|random
  std::string memoryModel = "sc";    ///< --memory-model sc|relaxed
  uint64_t seed = 0;                 ///< --seed: of the random schedules
  std::string profile;               ///< --profile[=table|source]: the interpreter's side
  std::string trace;                 ///< --trace FILE.json: the interpreter's side
  uint64_t traceLimit = 0;           ///< --trace-limit
};
int runDiff(const DiffOptions &opts);
/// What `opt` and `validate` share: the pass list and every knob of PassConfig.
struct PassOptions {
  std::string passes; ///< --passes P1,P2 (core/passes/Pipeline.h)
  passes::PassConfig config;
};
/// Adds --passes and one option per PassConfig field to `cmd`.
void addPassOptions(CLI::App &cmd, PassOptions &opts);

/// `nvvm-sim opt`: run the passes, print the module.
struct OptOptions {
  std::string input;
  std::string output = "-"; ///< "-": stdout
  std::string stats;        ///< "", "text" or "json": the passes' statistics on stderr
  PassOptions passes;
};
int runOpt(const OptOptions &opts);

/// `nvvm-sim validate`: a launch script before and after the passes, every output compared.
struct ValidateOptions {
  std::string input;
  std::string script;
  PassOptions passes;
  unsigned threads = 1; ///< 1: deterministic order, so that only the passes can make a difference
  double timeout = sim::kDefaultTimeoutSeconds; ///< seconds per launch; 0: none
  uint32_t stackSize = 16384;                   ///< local memory per thread
  uint64_t memoryLimit = 0;                     ///< 0: the default
  std::string schedule = "default";             ///< --schedule default|random
  std::string warpSchedule = "fair";            ///< --warp-schedule converged|fair|random
  std::string memoryModel = "sc";               ///< --memory-model sc|relaxed
  uint64_t seed = 0;                            ///< --seed: of the random schedules
  std::string profile;                          ///< --profile[=table|source]; empty: off
  std::string trace;       ///< --trace FILE.json: both runs' launches, before the passes then after
  uint64_t traceLimit = 0; ///< --trace-limit
};
int runValidate(const ValidateOptions &opts);

/// `nvvm-sim cc`: nvcc-style arguments (after "cc"), parsed by hand (tools/CcCommand.cpp).
int runCc(const std::vector<std::string> &args);

struct ExecOptions {
  std::vector<std::string> command; ///< APP and its arguments
  std::string check;                ///< --check list (empty: none)
  unsigned threads = 0;
  double timeout = 0;
  uint32_t stackSize = 16384;
  uint64_t memoryLimit = 0;
  std::string schedule = "default", warpSchedule = "fair", memoryModel = "sc";
  uint64_t seed = 0;
  std::vector<std::string> report; ///< `json FILE`
  std::string record;              ///< --record DIR
  std::string device;              ///< --device FIELD=VALUE,...
  int errorExitCode = 1;
  bool apiErrors = true;
  std::string profile; ///< --profile[=table|source]; empty: off
  std::string trace;   ///< --trace FILE.json: every launch of the program, in one timeline
  uint64_t traceLimit = 0;
};
int runExec(const ExecOptions &opts);

} // namespace nvsim::tools
