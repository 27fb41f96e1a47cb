// `nvvm-sim opt` (run compiler passes, print the module) and `nvvm-sim validate` (run a launch
// script before and after the passes and compare every output bit for bit).
#include "core/passes/Pipeline.h"
#include "core/printer/Printer.h"
#include "core/verifier/Verifier.h"
#include "sim/Launch.h"
#include "tools/Commands.h"
#include "tools/Input.h"
#include "tools/ProfileReport.h"
#include "tools/ScriptRunner.h"
#include "tools/TraceFile.h"
#include "tools/Validate.h"

#include <CLI/CLI.hpp>

#include <iostream>
#include <map>
#include <sstream>

namespace nvsim::tools {

namespace {

int usageError(const std::string &message) {
  std::cerr << renderError({{}, message, false}, nullptr) << "Run with --help for more information.\n";
  return kExitUsage;
}

std::string plural(uint64_t n, std::string_view suffix = "s") { return n == 1 ? "" : std::string(suffix); }

/// Prints the diagnostics `diags` gained since `from` to stderr; returns how many are errors.
unsigned renderSince(const DiagEngine &diags, size_t from) {
  unsigned errors = 0;
  for (size_t i = from; i < diags.diagnostics().size(); ++i) {
    const Diagnostic &d = diags.diagnostics()[i];
    std::cerr << diags.render(d);
    errors += d.severity == Severity::Error;
  }
  return errors;
}

/// Runs the passes over the loaded module and prints their diagnostics. False (after a message)
/// when a pass reported an error.
bool transform(LoadedModule &lm, const std::vector<passes::PassId> &order, const passes::PassConfig &config,
               passes::PipelineStats &stats) {
  const size_t before = lm.diags->diagnostics().size();
  passes::runPipeline(*lm.module, order, config, *lm.diags, stats);
  if (unsigned errors = renderSince(*lm.diags, before)) {
    std::cerr << renderError({{}, runMessage(RunMsg::PassFailed, errors, plural(errors)), false}, nullptr);
    return false;
  }
  return true;
}

/// LLVM's structural rules on the transformed module (NVVM's own rules are the passes' inputs, not
/// their promise). False after printing the errors.
bool verifyAfter(LoadedModule &lm, const std::string &passList) {
  const size_t before = lm.diags->diagnostics().size();
  nvsim::VerifyOptions vo;
  vo.nvvm = false;
  if (verifyModule(*lm.module, *lm.diags, vo)) {
    renderSince(*lm.diags, before); // warnings
    return true;
  }
  const unsigned errors = renderSince(*lm.diags, before);
  std::cerr << renderError(
      {{}, runMessage(RunMsg::InvalidAfterPasses, passList, errors, plural(errors)), false}, nullptr);
  return false;
}

/// One run of the script on the module as it is now: loaded into fresh memory, outputs kept,
/// nothing written or printed (messages are collected in `messages`).
struct ScriptRun {
  bool loaded = false;
  RunOutcome outcome;
  std::string messages;
};

ScriptRun runOnce(const LoadedModule &lm, const LaunchScript &script, const ValidateOptions &o) {
  ScriptRun run;
  std::ostringstream messages;
  mem::Memory memory; // NOTE: declared before the program, which must not outlive it
  memory.budget().setLimit(o.memoryLimit ? o.memoryLimit : mem::HostBudget::defaultLimit());
  memory.budget().charge(lm.source->text().size() *
                         kParseBytesPerTextByte); // the parsed module (fits: loadModule)
  std::unique_ptr<sim::Program> program =
      loadScriptProgram(*lm.module, *lm.diags, memory, script,
                        [&](const std::string &rendered, bool) { messages << rendered; });
  if (program) {
    run.loaded = true;
    std::ostream quiet(nullptr);
    RunSettings settings;
    settings.launch.threads = o.threads;
    settings.launch.stackBytes = o.stackSize;
    settings.launch.timeoutSeconds = o.timeout;
    settings.launch.warpSchedule = sim::warpScheduleNamed(o.warpSchedule);
    settings.launch.memoryModel = sim::memoryModelNamed(o.memoryModel);
    settings.launch.randomSchedule = o.schedule == "random";
    settings.launch.seed = o.seed;
    settings.launch.profile = !o.profile.empty();
    settings.launch.traceEvents = o.trace.empty() ? 0 : o.traceLimit;
    settings.text = &quiet;
    settings.errors = &messages;
    settings.keepOutputs = true;
    settings.writeFiles = false;
    InterpreterExecutor executor(*program, memory, settings.launch);
    run.outcome = runScript(script, executor, settings);
  }
  run.messages = messages.str();
  return run;
}

std::string passListText(const std::vector<passes::PassId> &order) {
  std::string out;
  for (passes::PassId id : order)
    out += fmt::format("{}{}", out.empty() ? "" : ",", passes::passInfo(id).name);
  return out;
}

} // namespace

void addPassOptions(CLI::App &cmd, PassOptions &o) {
  passes::PassConfig &c = o.config;
  std::string names;
  for (const passes::PassInfo &p : passes::knownPasses())
    names += fmt::format("\n  {}: {}", p.name, p.what);
  cmd.add_option("--passes", o.passes, "passes to run, in order, comma-separated:" + names)->required();
  // The knobs of seeds 002 and 004, under NVIDIA's cl::opt names.
  cmd.add_option(
         "--opt-byval", c.optByval,
         "byval aggregates become param pointers (LowerStructArgs and MemorySpaceOpt read this one flag)")
      ->capture_default_str();
  cmd.add_option("--param-always-point-to-global", c.paramAlwaysPointToGlobal,
                 "resolve ambiguous kernel-parameter pointers to global")
      ->capture_default_str();
  cmd.add_option("--track-indir-load", c.trackIndirLoad, "follow pointers loaded from memory")
      ->capture_default_str();
  cmd.add_option("--track-int2ptr", c.trackInt2Ptr, "follow inttoptr casts")->capture_default_str();
  cmd.add_option("--do-clone-for-ip-msp", c.doCloneForIpMsp,
                 "most function clones per address-space signature (-1: unlimited)")
      ->capture_default_str();
  cmd.add_option("--process-alloca-always", c.processAllocaAlways, "an alloca is definitely local memory")
      ->capture_default_str();
  cmd.add_option("--mem-space-alg", c.memSpaceAlg, "MemorySpaceOpt's algorithm (2 is the one implemented)")
      ->capture_default_str();
  cmd.add_option("--nvptx-traverse-address-aliasing-limit", c.traverseAddressAliasingLimit,
                 "most levels walked back to find a pointer's address space")
      ->capture_default_str();
  cmd.add_option("--ambiguous-assumes-global", c.ambiguousAssumesGlobal,
                 "nvvm-sim's switch for the seed's rule: a pointer that may be in several spaces is "
                 "warned about and assumed global (unsound when it may be shared); off, it stays generic")
      ->capture_default_str();
  // Testing only: a deliberately wrong LowerStructArgs that validate must catch.
  cmd.add_option("--test-ldparam-skew", c.testLdparamSkew)->group("");
}

int runOpt(const OptOptions &o) {
  std::string why;
  std::optional<std::vector<passes::PassId>> order = passes::parsePassList(o.passes.passes, why);
  if (!order)
    return usageError("--passes: " + why);
  LoadedModule lm = loadModule(o.input);
  if (!lm.module)
    return kExitInputError;
  passes::PipelineStats stats;
  if (!transform(lm, *order, o.passes.config, stats) || !verifyAfter(lm, passListText(*order)))
    return kExitInputError;
  if (!o.stats.empty())
    std::cerr << (o.stats == "json" ? passes::statsJson(stats) : passes::statsText(stats));
  return writeOutput(o.output, printModule(*lm.module)) ? kExitOk : kExitInputError;
}

int runValidate(const ValidateOptions &o) {
  std::string why;
  std::optional<std::vector<passes::PassId>> order = passes::parsePassList(o.passes.passes, why);
  if (!order)
    return usageError("--passes: " + why);
  const std::string passList = passListText(*order);
  std::optional<LaunchScript> script =
      readLaunchScript(o.script, [](const std::string &rendered, bool) { std::cerr << rendered; });
  if (!script)
    return kExitInputError;
  LoadedModule lm = loadModule(o.input, o.memoryLimit);
  if (!lm.module)
    return kExitInputError;

  // The script's own problems (a launch that cannot start, a bad copy) show on the module as read.
  ScriptRun before = runOnce(lm, *script, o);
  if (!before.loaded || before.outcome.exitCode == kExitInputError) {
    std::cerr << before.messages;
    return kExitInputError;
  }
  passes::PipelineStats stats;
  if (!transform(lm, *order, o.passes.config, stats))
    return kExitInputError;
  if (!verifyAfter(lm, passList))
    return kExitFailure;
  ScriptRun after = runOnce(lm, *script, o);
  if (!after.loaded) {
    std::cerr << after.messages
              << renderError({{}, runMessage(RunMsg::NotLoadedAfterPasses, passList), false}, nullptr);
    return kExitFailure;
  }

  if (!o.profile.empty()) // both runs' metrics: what the passes changed (docs/profile.md)
    for (const auto &[when, run] : {std::pair{"before", &before}, {"after", &after}}) {
      std::vector<std::shared_ptr<const sim::LaunchProfile>> launches;
      for (const LaunchRecord &l : run->outcome.launches)
        launches.push_back(l.profile);
      std::cerr << fmt::format("--- profile {} the passes\n", when) << profileText(launches, o.profile);
    }
  if (!o.trace.empty()) { // both runs in one timeline: the launches before the passes, then after
    std::vector<TracedLaunch> traced;
    for (const ScriptRun *run : {&before, &after})
      for (const LaunchRecord &l : run->outcome.launches)
        traced.push_back({l.kernel, uint64_t(l.grid[0]) * l.grid[1] * l.grid[2], l.trace});
    if (!writeTraceReport(o.trace, traced, o.traceLimit))
      return kExitInputError;
  }
  std::vector<std::string> diffs = compareRuns(*script, before.outcome, after.outcome);
  if (!diffs.empty()) {
    std::cout << runMessage(RunMsg::ValidateDiffer, lm.source->name(), passList, diffs.size(),
                            plural(diffs.size()))
              << "\n";
    for (const std::string &d : diffs)
      std::cout << d << "\n";
    return kExitFailure;
  }
  uint64_t bytes = 0;
  for (const OutputRecord &r : before.outcome.outputs)
    bytes += r.data.size();
  const size_t launches = before.outcome.launches.size(), outputs = before.outcome.outputs.size();
  // Launches that did not end "ok" (the same in both runs): "fault 1, skipped 2".
  std::map<std::string, unsigned> notOk;
  for (const LaunchRecord &l : before.outcome.launches)
    if (l.status != "ok")
      ++notOk[l.status];
  std::string statuses;
  for (const auto &[status, n] : notOk)
    statuses += fmt::format("{}{} {}", statuses.empty() ? "" : ", ", status, n);
  std::cout << runMessage(RunMsg::ValidateSame, lm.source->name(), passList, launches, plural(launches, "es"),
                          statuses.empty() ? "" : fmt::format(" ({}: the same in both runs)", statuses),
                          outputs, plural(outputs), bytes)
            << "\n";
  return kExitOk;
}

} // namespace nvsim::tools
