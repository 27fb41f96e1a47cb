// `nvvm-sim debug` (docs/debug.md): `run`'s launch options, the launches run with the step
// debugger of sim/Debugger.h reading commands from stdin and answering on stdout.
#include "sim/Debugger.h"
#include "tools/Commands.h"
#include "tools/TraceFile.h"

#include <CLI/CLI.hpp>

#include <cstdlib>
#include <iostream>
#include <unistd.h>

namespace nvsim::tools {

CLI::App *addDebugCommand(CLI::App &app, RunOptions &o, double timeout, bool options) {
  auto *cmd = app.add_subcommand("debug", "Step through a launch script (or one launch): breakpoints, warps, "
                                          "lanes, registers and memory; commands on stdin (docs/debug.md)");
  if (!options)
    return cmd;
  cmd->add_option("FILE", o.input, "input .ll, or a launch script S.json whose \"module\" names it")
      ->required();
  auto *script = cmd->add_option("--script", o.script, "launch script (JSON): steps to run in order");
  cmd->add_option("--kernel", o.kernel, "kernel to launch (mangled or demangled name)")->excludes(script);
  cmd->add_option("--grid", o.grid, "grid size X[,Y[,Z]]");
  cmd->add_option("--block", o.block, "block size X[,Y[,Z]]");
  cmd->add_option("--shared", o.shared, "dynamic shared memory in bytes");
  cmd->add_option("--arg", o.args, "kernel argument, as `run --arg`; one per parameter, in order")
      ->allow_extra_args(false);
  cmd->add_option("--dump-dir", o.dumpDir, "folder for d2h files, :out buffers and expect copies");
  cmd->add_option("--check", o.check, "checkers: memcheck,racecheck,initcheck,synccheck or all");
  o.timeout = timeout;
  cmd->add_option("--timeout", o.timeout, "accepted for `run`'s sake: a debugged launch has no time limit");
  cmd->add_option("--stack-size", o.stackSize, "local memory per thread in bytes")
      ->check(CLI::Range(1u, sim::kMaxStackBytes));
  cmd->add_option("--memory-limit", o.memoryLimit, "host memory budget in bytes (suffixes K, M, G)")
      ->transform(CLI::AsSizeValue(false))
      ->check(CLI::Range(uint64_t(1), uint64_t(1) << 50));
  cmd->add_option("--seed", o.seed, "seed of rand initialisers and of the random schedules");
  cmd->add_option("--warp-schedule", o.warpSchedule, "converged, fair (the default) or random")
      ->check(CLI::IsMember(
          std::vector<std::string>(sim::kWarpScheduleNames.begin(), sim::kWarpScheduleNames.end())));
  cmd->add_option("--memory-model", o.memoryModel, "sc (the default) or relaxed")
      ->check(CLI::IsMember(
          std::vector<std::string>(sim::kMemoryModelNames.begin(), sim::kMemoryModelNames.end())));
  cmd->add_option("--link", o.link, "link a module into FILE before running; repeatable")
      ->allow_extra_args(false);
  cmd->add_option("--trace", o.trace, "write the launches' timeline to this file (as `run --trace`)");
  o.traceLimit = kDefaultTraceEvents;
  return cmd;
}

int runDebug(const RunOptions &opts) {
  RunOptions o = opts;
  // A terminal sees its own typing; a pipe's commands are echoed so that a transcript reads the same.
  sim::Debugger debugger(std::cin, std::cout, !isatty(STDIN_FILENO));
  // `quit` or the end of the input: the session ends there, with no further step of the script
  // (its expectations would compare what the stopped launch left half done).
  debugger.onQuit([](bool problems) {
    std::cout << "Quit" << std::endl;
    std::cerr.flush();
    std::exit(problems ? kExitFailure : kExitOk);
  });
  o.debugger = &debugger;
  o.threads = 1;
  return runRun(o);
}

} // namespace nvsim::tools
