// nvvm-sim: the command line. Each subcommand lives in its own file; this one only dispatches.
#include "conformance/backends/Ptx.h"
#include "sim/Launch.h"
#include "tools/Commands.h"
#include "tools/TraceFile.h"
#include "tools/fuzz/Fuzz.h"
#include "tools/litmus/LitmusCommand.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <fmt/format.h>

#include <cstdlib>
#include <iostream>
#include <optional>

#ifndef NVSIM_VERSION
#define NVSIM_VERSION "0.1.0"
#endif

namespace {

/// The time limit of a launch without --timeout: $NVVM_SIM_TIMEOUT when set (seconds, 0: none),
/// else sim::kDefaultTimeoutSeconds; nullopt (after a message) when the variable is malformed.
std::optional<double> defaultTimeout() {
  const char *text = std::getenv("NVVM_SIM_TIMEOUT");
  if (!text)
    return nvsim::sim::kDefaultTimeoutSeconds;
  char *end = nullptr;
  const double v = std::strtod(text, &end);
  if (end == text || *end || !(v >= 0 && v <= 1e9)) {
    std::cerr << fmt::format("nvvm-sim: error: NVVM_SIM_TIMEOUT='{}': expected 0 (no limit) or a number of "
                             "seconds up to 1e9\n",
                             text);
    return std::nullopt;
  }
  return v;
}

/// The options that bound a run's host threads, time, stack and memory, on every command that
/// runs kernels (run, diff, validate): the same names, ranges and defaults everywhere.
void addLimitOptions(CLI::App &cmd, unsigned &threads, double &timeout, uint32_t &stackSize,
                     uint64_t &memoryLimit, const std::string &threadsHelp) {
  cmd.add_option("--threads", threads, threadsHelp)->check(CLI::Range(0u, 1024u));
  cmd.add_option("--timeout", timeout,
                 fmt::format("stop a launch after this many seconds (default {}, or $NVVM_SIM_TIMEOUT when "
                             "set; 0: none)",
                             nvsim::sim::kDefaultTimeoutSeconds))
      ->check([](const std::string &text) {
        const double v = std::strtod(text.c_str(), nullptr);
        return v >= 0 && v <= 1e9 ? std::string() : "expected 0 (no limit) or a number of seconds up to 1e9";
      });
  cmd.add_option("--stack-size", stackSize,
                 fmt::format("local memory per thread in bytes (1 to {})", nvsim::sim::kMaxStackBytes))
      ->check(CLI::Range(1u, nvsim::sim::kMaxStackBytes));
  cmd.add_option("--memory-limit", memoryLimit,
                 "host memory the run may use for buffers, stacks and shadows, in bytes (suffixes K, M, G, "
                 "T: powers of 1024); default: half of the physical memory")
      ->transform(CLI::AsSizeValue(false))
      ->check(CLI::Range(uint64_t(1), uint64_t(1) << 50));
}

/// --schedule, --warp-schedule and --seed: how a run orders blocks and the lanes of a warp (the
/// same names on every command that runs kernels; docs/semantics.md, "Scheduling").
void addScheduleOptions(CLI::App &cmd, std::string &schedule, std::string &warpSchedule,
                        std::string &memoryModel, uint64_t &seed, const std::string &seedHelp) {
  cmd.add_option("--seed", seed, seedHelp);
  cmd.add_option("--schedule", schedule,
                 "order of blocks and of a block's warps: default (increasing index) or random (drawn from "
                 "--seed, within what the hardware's residency allows)")
      ->check(CLI::IsMember({"default", "random"}));
  cmd.add_option("--warp-schedule", warpSchedule,
                 "turns of a warp's diverged lanes: converged (reconverge first), fair (the default: a "
                 "looping group yields after 64 backward branches) or random (drawn from --seed)")
      ->check(CLI::IsMember(std::vector<std::string>(nvsim::sim::kWarpScheduleNames.begin(),
                                                     nvsim::sim::kWarpScheduleNames.end())));
  cmd.add_option("--memory-model", memoryModel,
                 "what other blocks see of global memory: sc (the default: every store at once) or relaxed "
                 "(a block's weak stores reach other blocks late, in an order drawn from --seed, as the PTX "
                 "memory model allows unless a fence or release of GPU scope orders them; one host thread)")
      ->check(CLI::IsMember(std::vector<std::string>(nvsim::sim::kMemoryModelNames.begin(),
                                                     nvsim::sim::kMemoryModelNames.end())));
}

/// --profile[=table|source] (docs/profile.md), on every command that runs kernels.
void addProfileOption(CLI::App &cmd, std::string &profile) {
  cmd.add_flag(
         "--profile{table}", profile,
         "count each launch's warp execution and branch efficiency, global sectors per request, shared "
         "bank conflicts, local and atomic traffic per kernel, source line and IR instruction, and print "
         "them on stderr (docs/profile.md); --profile=source lists every source line with its metrics")
      ->check(CLI::IsMember({"table", "source"}));
}

/// --trace FILE.json and --trace-limit (docs/profile.md, "Timeline"), on every command that runs
/// kernels besides `run` (whose help says more).
void addTraceOptions(CLI::App &cmd, std::string &trace, uint64_t &limit, const std::string &what) {
  cmd.add_option("--trace", trace,
                 "write " + what + " timeline to this file in the Chrome trace event format");
  limit = nvsim::tools::kDefaultTraceEvents;
  cmd.add_option("--trace-limit", limit, "most events the --trace file holds (default 1000000)")
      ->check(CLI::Range(uint64_t(1), uint64_t(1) << 40));
}

} // namespace

int main(int argc, char **argv) {
  using namespace nvsim::tools;
  CLI::App app{"nvvm-sim: run and check NVVM IR kernels on the CPU with GPU semantics", "nvvm-sim"};
  app.set_version_flag("--version", "nvvm-sim " NVSIM_VERSION);
  app.require_subcommand(1);
  // `cc` takes nvcc's options, which are not CLI11's: it reads its arguments itself.
  if (argc >= 2 && std::string_view(argv[1]) == "cc")
    return runCc(std::vector<std::string>(argv + 2, argv + argc));
  // `fuzz` has subcommands of its own (tools/fuzz/FuzzCommand.cpp).
  if (argc >= 2 && std::string_view(argv[1]) == "fuzz")
    return nvsim::fuzz::runFuzz(argc - 1, argv + 1);
  const std::optional<double> timeout = defaultTimeout();
  if (!timeout)
    return kExitUsage;
  // Only the chosen subcommand's options are built (building every subcommand's cost more than
  // reading a small launch script): all of them when argv[1] names none (--help, a typo) or when
  // another argument names another one (what CLI11 makes of that needs them all).
  static constexpr std::string_view kSubcommands[] = {"parse", "verify", "info",     "run",  "debug", "ptx",
                                                      "diff",  "opt",    "validate", "exec", "litmus"};
  std::string_view chosen = argc >= 2 ? std::string_view(argv[1]) : std::string_view();
  if (std::find(std::begin(kSubcommands), std::end(kSubcommands), chosen) == std::end(kSubcommands))
    chosen = {};
  for (int i = 2; i < argc && !chosen.empty(); ++i)
    if (std::string_view a(argv[i]);
        a != chosen &&
        (a == "cc" || a == "fuzz" ||
         std::find(std::begin(kSubcommands), std::end(kSubcommands), a) != std::end(kSubcommands)))
      chosen = {};
  const auto wanted = [&](std::string_view name) { return chosen.empty() || chosen == name; };

  ParseOptions parseOpts;
  auto *parse = app.add_subcommand(
      "parse", "Parse a module (any NVVM IR dialect); with -o, print it as LLVM 19 IR (or NVVM IR 2.0)");
  if (wanted("parse")) {
    parse->add_option("FILE", parseOpts.input, "input .ll (or .bc with llvm-dis installed); - for stdin")
        ->required();
    parse->add_option("-o,--output", parseOpts.output,
                      "write the module as modern LLVM IR text; - for stdout");
    parse
        ->add_option(
            "--dialect", parseOpts.dialect,
            "dialect of the -o text: llvm19 (LLVM 19, opaque pointers) or nvvm7 (NVVM IR 2.0 in LLVM 7 "
            "syntax, what libNVVM reads)")
        ->check(CLI::IsMember({"llvm19", "nvvm7"}));
  }

  VerifyOptions verifyOpts;
  bool structureOnly = false;
  auto *verify =
      app.add_subcommand("verify", "Check the module against LLVM's structural rules and the NVVM IR rules");
  if (wanted("verify")) {
    verify->add_option("FILE", verifyOpts.input, "input .ll")->required();
    verify->add_flag("--structure-only", structureOnly, "skip the NVVM IR rules");
  }

  InfoOptions infoOpts;
  auto *info =
      app.add_subcommand("info", "List kernels, parameters, static shared memory and launch annotations");
  if (wanted("info")) {
    info->add_option("FILE", infoOpts.input, "input .ll")->required();
    info->add_flag("--json", infoOpts.json, "print JSON on stdout");
  }

  RunOptions runOpts;
  auto *run = app.add_subcommand("run", "Execute a launch script, or one launch given on the command line");
  if (wanted("run")) {
    run->add_option("FILE", runOpts.input, "input .ll, or a launch script S.json whose \"module\" names it")
        ->required();
    auto *script = run->add_option("--script", runOpts.script, "launch script (JSON): steps to run in order");
    run->add_option("--kernel", runOpts.kernel, "kernel to launch (mangled or demangled name)")
        ->excludes(script);
    run->add_option("--grid", runOpts.grid, "grid size X[,Y[,Z]]");
    run->add_option("--block", runOpts.block, "block size X[,Y[,Z]]");
    run->add_option("--shared", runOpts.shared, "dynamic shared memory in bytes");
    run->add_option("--arg", runOpts.args,
                    "kernel argument: i32:5, f32:2.5, buf:f32:1024[:iota|:fill=V|:rand=SEED|"
                    ":file=F][:out], bytes:HEX, null; one per parameter, in order")
        ->allow_extra_args(false);
    run->add_option("--dump-dir", runOpts.dumpDir, "folder for d2h files, :out buffers and expect copies");
    runOpts.timeout = *timeout;
    addLimitOptions(*run, runOpts.threads, runOpts.timeout, runOpts.stackSize, runOpts.memoryLimit,
                    "host threads (0: all cores, 1: deterministic serial order)");
    run->add_option("--check", runOpts.check, "checkers: memcheck,racecheck,initcheck,synccheck or all");
    run->add_option("--report", runOpts.report, "print a report on stdout (json)")
        ->check(CLI::IsMember({"json"}));
    addScheduleOptions(*run, runOpts.schedule, runOpts.warpSchedule, runOpts.memoryModel, runOpts.seed,
                       "seed of rand initialisers without their own, and of the random schedules");
    run->add_option(
           "--link", runOpts.link,
           "link a module (LLVM IR text, e.g. libdevice disassembled) into FILE before running; repeatable")
        ->allow_extra_args(false);
    addProfileOption(*run, runOpts.profile);
    run->add_option("--trace", runOpts.trace,
                    "write the launches' timeline to this file in the Chrome trace event format (Perfetto, "
                    "chrome://tracing): a process per block, a track per warp (docs/profile.md)");
    runOpts.traceLimit = kDefaultTraceEvents;
    run->add_option(
           "--trace-limit", runOpts.traceLimit,
           "most events the --trace file holds; the rest are left out with a message (default 1000000)")
        ->check(CLI::Range(uint64_t(1), uint64_t(1) << 40));
  }

  RunOptions debugOpts;
  CLI::App *debug = addDebugCommand(app, debugOpts, *timeout, wanted("debug"));

  PtxCommandOptions ptxOpts;
  auto *ptx =
      app.add_subcommand("ptx", "Compile to PTX with libNVVM or llc-19; ptxas validates it when installed");
  if (wanted("ptx")) {
    ptx->add_option("FILE", ptxOpts.input, "input .ll")->required();
    ptx->add_option("--compiler", ptxOpts.compiler, "nvvm (libNVVM) or llc (LLVM 19's llc)")
        ->required()
        ->check(CLI::IsMember({"nvvm", "llc"}));
    ptx->add_option("--arch", ptxOpts.arch, "target sm_XX (default sm_75, the oldest CUDA 13 accepts)")
        ->check([](const std::string &a) {
          return nvsim::backends::isValidArch(a) ? std::string() : "expected sm_ and a number, e.g. sm_90";
        });
    ptx->add_option("--compiler-option", ptxOpts.compilerOptions,
                    "passed to the compiler as it is (e.g. --compiler-option=-ftz=1); repeatable")
        ->allow_extra_args(false);
    ptx->add_flag("--no-ptxas", ptxOpts.noPtxas, "do not validate the PTX with ptxas");
    ptx->add_option("--save-input", ptxOpts.saveInput,
                    "write the IR text given to the compiler to this file");
    ptx->add_option("-o,--output", ptxOpts.output, "write the PTX here instead of stdout");
    ptx->add_option("--timeout", ptxOpts.timeout, "seconds allowed to each subprocess (llc, ptxas)");
    // Tests of the compilers on hand-written input: the file's text goes to the compiler unchanged.
    ptx->add_flag("--input-as-is", ptxOpts.inputAsIs)->group("");
  }
  DiffOptions diffOpts;
  auto *diff = app.add_subcommand(
      "diff",
      "Run a launch script on the interpreter and on a GPU (CUDA driver API) and compare the outputs");
  if (wanted("diff")) {
    diff->add_option("FILE", diffOpts.input, "input .ll")->required();
    diff->add_option("--script", diffOpts.script, "launch script (JSON)")->required();
    diff->add_option("--compiler", diffOpts.compiler, "compiler that makes the PTX: nvvm (libNVVM) or llc")
        ->check(CLI::IsMember({"nvvm", "llc"}));
    diff->add_option("--arch", diffOpts.arch, "target architecture sm_XX (default: the GPU's)");
    diff->add_option("--compiler-option", diffOpts.compilerOptions,
                     "option passed to the compiler, repeatable (without one naming fma: -fma=0 for nvvm, "
                     "-nvptx-fma-level=0 for llc)")
        ->allow_extra_args(false);
    diff->add_option(
        "--record-golden", diffOpts.recordGolden,
        "write the GPU's outputs with the device, driver and compiler to DIR (golden.json, *.bin)");
    diff->add_option(
        "--golden", diffOpts.golden,
        "compare the interpreter with outputs recorded by --record-golden in DIR (no GPU needed)");
    diff->add_option("--ignore", diffOpts.ignore,
                     "leave elements of a step's range out of the comparison, for a known and documented "
                     "difference: STEP (the whole range), STEP@I,J or STEP@FIRST:LAST[:STRIDE] (element "
                     "indices, as Python slices); repeatable")
        ->allow_extra_args(false);
    diffOpts.timeout = *timeout;
    addLimitOptions(*diff, diffOpts.threads, diffOpts.timeout, diffOpts.stackSize, diffOpts.memoryLimit,
                    "host threads of the interpreter (0: all cores)");
    addScheduleOptions(*diff, diffOpts.schedule, diffOpts.warpSchedule, diffOpts.memoryModel, diffOpts.seed,
                       "seed of the interpreter's random schedules");
    addProfileOption(*diff, diffOpts.profile);
    addTraceOptions(*diff, diffOpts.trace, diffOpts.traceLimit, "the interpreter's launches'");
    diff->add_option("--ptx", diffOpts.ptx,
                     "load this PTX (e.g. from `nvvm-sim ptx` on another machine) instead of compiling; "
                     "--compiler and --compiler-option then say how it was made, for the golden");
  }
  OptOptions optOpts;
  auto *opt =
      app.add_subcommand("opt", "Run compiler passes (transplant, lower-struct-args, memspace-opt) and "
                                "print the module");
  if (wanted("opt")) {
    opt->add_option("FILE", optOpts.input, "input .ll")->required();
    opt->add_option("-o,--output", optOpts.output, "write the module here (- for stdout, the default)");
    opt->add_flag("--stats{text}", optOpts.stats,
                  "print what each pass did on stderr; --stats=json for one JSON object")
        ->check(CLI::IsMember({"text", "json"}));
    addPassOptions(*opt, optOpts.passes);
  }

  ValidateOptions validateOpts;
  auto *validate = app.add_subcommand(
      "validate", "Run a launch script before and after the passes and compare every output bit for bit");
  if (wanted("validate")) {
    validate->add_option("FILE", validateOpts.input, "input .ll")->required();
    validate
        ->add_option("--script", validateOpts.script,
                     "launch script (JSON); its d2h and expect steps are the outputs")
        ->required();
    addPassOptions(*validate, validateOpts.passes);
    validateOpts.timeout = *timeout;
    addLimitOptions(*validate, validateOpts.threads, validateOpts.timeout, validateOpts.stackSize,
                    validateOpts.memoryLimit,
                    "host threads (1, the default: deterministic serial order; 0: all cores)");
    addScheduleOptions(*validate, validateOpts.schedule, validateOpts.warpSchedule, validateOpts.memoryModel,
                       validateOpts.seed, "seed of the random schedules (both runs use the same)");
    addProfileOption(*validate, validateOpts.profile);
    addTraceOptions(*validate, validateOpts.trace, validateOpts.traceLimit,
                    "both runs' launches (before the passes, then after) as one");
  }

  app.add_subcommand("cc", "Build a CUDA program whose kernels run in nvvm-sim (nvcc's options; cc --help)");
  app.add_subcommand("fuzz", "Generated kernels for differential testing of GPU compilers: gen, campaign, "
                             "summary, reduce (fuzz --help)");
  ExecOptions execOpts;
  auto *exec = app.add_subcommand(
      "exec", "Run a program built by `nvvm-sim cc` with checkers, schedules, a report and recording");
  if (wanted("exec")) {
    exec->add_option("--check", execOpts.check,
                     "checkers for every launch: memcheck,racecheck,initcheck,synccheck or all");
    execOpts.timeout = *timeout;
    addLimitOptions(*exec, execOpts.threads, execOpts.timeout, execOpts.stackSize, execOpts.memoryLimit,
                    "host threads of each launch (0: all cores)");
    addScheduleOptions(*exec, execOpts.schedule, execOpts.warpSchedule, execOpts.memoryModel, execOpts.seed,
                       "seed of the random schedules");
    exec->add_option("--report", execOpts.report,
                     "json FILE: every launch and finding, written when the program ends")
        ->expected(2);
    exec->add_option(
        "--record", execOpts.record,
        "write every launch as a launch script with its buffers into this folder (replay one with "
        "`nvvm-sim run DIR/launch-0000.json`)");
    exec->add_option("--device", execOpts.device,
                     "device properties to report instead of the sm_90-like defaults, as FIELD=VALUE,... "
                     "(name, major, minor, multiProcessorCount, totalGlobalMem, ...: docs/cuda-programs.md)");
    exec->add_option(
        "--error-exitcode", execOpts.errorExitCode,
        "exit code when a checker found something or a kernel faulted (default 1; 0: the program's own)");
    exec->add_flag("!--no-api-errors", execOpts.apiErrors, "do not print the CUDA API calls that fail");
    addProfileOption(*exec, execOpts.profile);
    addTraceOptions(*exec, execOpts.trace, execOpts.traceLimit, "every launch of the program into one");
    exec->add_option("COMMAND", execOpts.command, "the program and its arguments (after --)")->required();
    exec->prefix_command();
  }

  nvsim::litmus::LitmusOptions litmusOpts;
  auto *litmus = app.add_subcommand(
      "litmus", "All outcomes of a PTX litmus test under SC and the PTX memory model, with the reasons");
  if (wanted("litmus")) {
    litmus
        ->add_option("FILE", litmusOpts.input,
                     "litmus test: Dat3M's PTX syntax, or NVVM IR threads @P0, @P1, ... in FILE.ll "
                     "(docs/memory-model.md)")
        ->required();
    litmus->add_option("--report", litmusOpts.report, "json: the outcomes and verdicts as JSON on stdout")
        ->check(CLI::IsMember({"json"}));
    litmus->add_option("--max-candidates", litmusOpts.maxCandidates,
                       "the enumeration bound: candidate executions checked before giving up (exit 3)");
    litmus->add_flag("--show-ptx", litmusOpts.showPtx,
                     "for NVVM IR threads (FILE.ll): print the PTX litmus test they translate to on stderr");
    litmus->add_flag(
        "!--no-fixes", litmusOpts.fixes,
        "do not search which fence, ordering or scope would forbid each outcome only PTX allows");
  }

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp &e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp &e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion &e) {
    return app.exit(e);
  } catch (const CLI::ParseError &e) {
    app.exit(e);
    return kExitUsage;
  }
  if (*parse)
    return runParse(parseOpts);
  if (*verify) {
    verifyOpts.nvvmRules = !structureOnly;
    return runVerify(verifyOpts);
  }
  if (*info)
    return runInfo(infoOpts);
  if (*run)
    return runRun(runOpts);
  if (*debug)
    return runDebug(debugOpts);
  if (*ptx)
    return runPtx(ptxOpts);
  if (*diff)
    return runDiff(diffOpts);
  if (*opt)
    return runOpt(optOpts);
  if (*validate)
    return runValidate(validateOpts);
  if (*litmus)
    return nvsim::litmus::runLitmus(litmusOpts);
  if (*exec) {
    // The program's own arguments (prefix_command leaves them unparsed), without the `--` that
    // ends exec's options.
    // NOTE: CLI11 keeps that `--` among the remaining arguments (after what COMMAND took).
    std::vector<std::string> rest = exec->remaining();
    if (auto dash = std::find(rest.begin(), rest.end(), "--"); dash != rest.end())
      rest.erase(dash);
    execOpts.command.insert(execOpts.command.end(), rest.begin(), rest.end());
    return runExec(execOpts);
  }
  return kExitUsage;
}
