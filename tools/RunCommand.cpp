// `nvvm-sim run`: options, the launch script (or one command-line launch), the executor, the report.
#include "core/Linker.h"
#include "core/ir/Module.h"
#include "sim/Launch.h"
#include "tools/ArgSpec.h"
#include "tools/Commands.h"
#include "tools/Input.h"
#include "tools/Marshal.h"
#include "tools/ModuleExecutor.h"
#include "tools/ScriptRunner.h"
#include "tools/api/Internal.h"

#include "tools/ProfileReport.h"
#include "tools/RunReport.h"
#include "tools/TraceFile.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <tuple>
#include <utility>

namespace nvsim::tools {

namespace {

namespace fs = std::filesystem;
using json = nlohmann::ordered_json;

/// Collects what --report json prints, and prints messages on the way.
class Reporter {
public:
  explicit Reporter(bool json) : json_(json) {}

  std::ostream &text() const { return json_ ? std::cerr : std::cout; }

  /// Prints `rendered` (one or more lines) to stderr and keeps its first line for the report.
  void message(const std::string &rendered, bool warning = false) {
    std::cerr << rendered;
    (warning ? warnings_ : errors_).push_back(rendered.substr(0, rendered.find('\n')));
  }
  /// Keeps an error printed elsewhere (by loadModule) for the report.
  void record(const std::string &rendered) { errors_.push_back(rendered.substr(0, rendered.find('\n'))); }
  void messages(const std::vector<ScriptError> &diags, const SourceFile *source) {
    for (const ScriptError &e : diags)
      message(renderError(e, source), e.warning);
  }
  void setChecks(std::vector<std::string> checks) { checks_ = std::move(checks); }
  void setOutcome(RunOutcome o) { outcome_ = std::move(o); }
  void setProfile(json profile) { profile_ = std::move(profile); }
  /// The schedules the run used, with their seed: what reproduces it.
  void setSchedule(const std::string &blocks, const std::string &warps, const std::string &memoryModel,
                   uint64_t seed) {
    schedule_ = {{"blocks", blocks}, {"warps", warps}, {"memory_model", memoryModel}, {"seed", seed}};
  }

  /// Prints the JSON report when asked for, and returns `code`.
  int finish(int code) const {
    if (!json_)
      return code;
    json doc;
    doc["launches"] = json::array();
    for (const LaunchRecord &l : outcome_.launches) {
      json j{{"step", l.step},
             {"kernel", l.kernel},
             {"grid", l.grid},
             {"block", l.block},
             {"dynamic_shared_bytes", l.dynamicSharedBytes},
             {"seconds", l.seconds},
             {"lane_instructions", l.laneInstructions},
             {"status", l.status}};
      if (schedule_.is_object() && schedule_.value("memory_model", "") == "relaxed")
        j["delayed_stores"] = l.delayedStores;
      if (l.fault)
        j["fault"] = faultJson(*l.fault);
      if (!l.error.empty())
        j["error"] = l.error;
      if (l.profile)
        j["profile"] = profileCountsJson(l.profile->total);
      doc["launches"].push_back(std::move(j));
    }
    doc["expects"] = json::array();
    for (const ExpectRecord &e : outcome_.expects)
      doc["expects"].push_back({{"step", e.step},
                                {"file", e.file},
                                {"pass", e.pass ? json(*e.pass) : json(nullptr)},
                                {"elements", e.elements},
                                {"mismatches", e.mismatches},
                                {"elem", e.elem},
                                {"tolerance", e.tolerance}});
    doc["findings"] = json::array();
    for (const LaunchRecord &l : outcome_.launches)
      for (const sim::Finding &f : l.findings)
        doc["findings"].push_back(findingJson(f, l.step));
    if (!profile_.is_null())
      doc["profile"] = profile_;
    doc["checks"] = checks_;
    doc["schedule"] = schedule_;
    auto lines = [](std::vector<std::string> before, const std::vector<std::string> &during) {
      before.insert(before.end(), during.begin(), during.end());
      return before;
    };
    doc["errors"] = lines(errors_, outcome_.errors);
    doc["warnings"] = lines(warnings_, outcome_.warnings);
    doc["exit_code"] = code;
    // Names and messages come from the script, the command line and the module, which may hold
    // any bytes: invalid UTF-8 is written as U+FFFD rather than thrown at the very end.
    std::cout << doc.dump(2, ' ', false, json::error_handler_t::replace) << "\n";
    return code;
  }

private:
  bool json_;
  std::vector<std::string> errors_, warnings_;
  std::vector<std::string> checks_;
  json schedule_;
  json profile_;
  RunOutcome outcome_;
};

int usageError(const std::string &message) {
  std::cerr << renderError({{}, message, false}, nullptr) << "Run with --help for more information.\n";
  return kExitUsage;
}

/// The checker names of --check (`all` expands); nullopt after reporting an unknown one.
std::optional<std::vector<std::string>> parseChecks(std::string_view list) {
  std::string unknown;
  std::optional<std::vector<std::string>> names = checkerList(list, unknown);
  if (!names)
    usageError(runMessage(RunMsg::UnknownCheck, unknown));
  return names;
}

/// The steps of the command-line launch; `code` is set when there are none.
std::optional<LaunchScript> commandLine(const RunOptions &o, Reporter &report, int &code) {
  CommandLineLaunch launch;
  launch.kernel = o.kernel;
  launch.seed = o.seed;
  launch.dumpOutputs = !o.dumpDir.empty();
  code = kExitUsage;
  for (auto [name, text, dims] :
       {std::tuple{"--grid", &o.grid, &launch.grid}, {"--block", &o.block, &launch.block}}) {
    std::optional<Dims> d = parseDims(*text);
    if (!d) {
      usageError(runMessage(RunMsg::BadDims, name, *text));
      return std::nullopt;
    }
    *dims = *d;
  }
  if (!o.shared.empty()) {
    std::optional<uint64_t> bytes = parseBits(o.shared);
    if (!bytes || *bytes > UINT32_MAX) {
      usageError(fmt::format("--shared '{}': {}", o.shared, runMessage(RunMsg::ExpectedAtMost, UINT32_MAX)));
      return std::nullopt;
    }
    launch.dynamicSharedBytes = static_cast<uint32_t>(*bytes);
  }
  for (size_t i = 0; i < o.args.size(); ++i) {
    std::string why;
    std::optional<ArgSpec> spec = parseArgSpec(o.args[i], why);
    if (!spec) {
      usageError(fmt::format("argument {} (--arg {}): {}", i, o.args[i], why));
      return std::nullopt;
    }
    launch.args.push_back(std::move(*spec));
  }
  std::vector<ScriptError> diags;
  std::optional<LaunchScript> script = commandLineScript(launch, diags);
  report.messages(diags, nullptr);
  code = kExitInputError;
  return script;
}

/// The steps of --script; `code` is set when there are none.
std::optional<LaunchScript> scriptFile(const RunOptions &o, Reporter &report, int &code) {
  code = kExitInputError;
  return readLaunchScript(
      o.script, [&](const std::string &rendered, bool warning) { report.message(rendered, warning); });
}

/// Whether `text` is LLVM bitcode: it starts with 'B' 'C' (raw bitcode, 'BC' 0xC0DE) or with the
/// wrapper header's magic.
bool isBitcode(std::string_view text) {
  auto at = [&](size_t i) { return i < text.size() ? static_cast<unsigned char>(text[i]) : 0u; };
  return (at(0) == 'B' && at(1) == 'C') || (at(0) == 0xDE && at(1) == 0xC0 && at(2) == 0x17 && at(3) == 0x0B);
}

/// `/usr/local/cuda/.../libdevice.10.bc` -> `libdevice.10.ll` in the current folder (the bitcode's
/// own folder may not be writable), for the llvm-dis hint.
std::string textName(const std::string &file) {
  return fs::path(file).filename().replace_extension(".ll").string();
}

/// Parses each --link file and links it into `module`, in order (core/Linker.h: a definition
/// replaces the module's declaration, so the executor runs the linked body). The linked objects
/// keep no offsets into the file's text, which can go once it is linked.
bool linkFiles(ir::Module &module, const std::vector<std::string> &files, uint64_t memoryLimit,
               Reporter &report) {
  for (const std::string &file : files) {
    std::string text, why;
    if (!readModuleText(file, memoryLimit, text, why)) {
      report.message(
          renderError({{}, "--link: " + runMessage(RunMsg::CannotRead, file, why), false}, nullptr));
      return false;
    }
    if (isBitcode(text)) {
      report.message(
          renderError({{}, runMessage(RunMsg::LinkBitcode, file, file, textName(file)), false}, nullptr));
      return false;
    }
    const SourceFile source(file, std::move(text));
    DiagEngine diags(&source);
    const bool ok = linkModules(module, source, diags);
    for (const Diagnostic &d : diags.diagnostics())
      report.message(diags.render(d), d.severity != Severity::Error);
    if (!ok)
      return false;
  }
  return true;
}

} // namespace

int runRun(const RunOptions &opts) {
  RunOptions o = opts;
  // `run S.json`: a script alone, which names its module ("module"). With FILE.ll and --script,
  // FILE.ll is the module whatever the script says.
  const bool scriptAlone = o.script.empty() && o.kernel.empty() && fs::path(o.input).extension() == ".json";
  if (scriptAlone)
    o.script = std::exchange(o.input, {});
  // Usage first: nothing is read before the command line makes sense.
  if (o.script.empty() == o.kernel.empty())
    return usageError(runMessage(RunMsg::ScriptOrKernel));
  if (!o.script.empty()) {
    for (auto [name, given] : {std::pair{"--grid", !o.grid.empty()},
                               {"--block", !o.block.empty()},
                               {"--shared", !o.shared.empty()},
                               {"--arg", !o.args.empty()}})
      if (given)
        return usageError(runMessage(RunMsg::LaunchOptionWithScript, name));
  } else if (o.grid.empty() || o.block.empty()) {
    return usageError(runMessage(RunMsg::KernelNeedsDims));
  }
  std::optional<std::vector<std::string>> checks = parseChecks(o.check);
  if (!checks)
    return kExitUsage;

  Reporter report(o.report == "json");
  report.setChecks(*checks);
  uint32_t checkBits = 0;
  for (const std::string &c : *checks)
    checkBits |= sim::checkBit(*sim::checkerNamed(c));

  int code = kExitOk;
  std::optional<LaunchScript> script =
      o.script.empty() ? commandLine(o, report, code) : scriptFile(o, report, code);
  if (!script)
    return code == kExitUsage ? code : report.finish(code);
  if (scriptAlone && script->module.empty())
    return usageError(runMessage(RunMsg::ScriptNamesNoModule, o.script, o.script));
  if (scriptAlone)
    o.input = script->modulePath.string();

  // The module is read, printed and linked here (its messages are the command's), then run
  // through the library API: nvvmsim::Module sets up its memory and decodes it, and the steps run
  // on a ModuleExecutor (docs/api.md, "The command line and the API").
  LoadedModule lm = loadModule(o.input, o.memoryLimit);
  for (const Diagnostic &d : lm.diags->diagnostics())
    if (d.severity == Severity::Error)
      report.record(lm.diags->render(d));
  if (!lm.module)
    return report.finish(kExitInputError);
  if (!linkFiles(*lm.module, o.link, o.memoryLimit, report))
    return report.finish(kExitInputError);
  const ir::Module &ir = *lm.module; // owned by the Module from here
  nvvmsim::Module module = nvvmsim::ModuleAccess::adopt(
      std::move(lm),
      {.memoryLimit = o.memoryLimit, .trackInitialization = (checkBits & sim::kInitcheck) != 0});
  const MessageSink sink = [&](const std::string &rendered, bool warning) {
    report.message(rendered, warning);
  };
  sim::Program *program = nvvmsim::ModuleAccess::decode(module, sink);
  if (!program || !checkScriptProgram(*program, ir, *script, sink))
    return report.finish(kExitInputError);

  RunSettings settings;
  settings.launch.threads = o.threads;
  settings.launch.stackBytes = o.stackSize;
  settings.launch.timeoutSeconds = o.timeout;
  settings.launch.warpSchedule = sim::warpScheduleNamed(o.warpSchedule);
  settings.launch.memoryModel = sim::memoryModelNamed(o.memoryModel);
  report.setSchedule(o.schedule, o.warpSchedule, o.memoryModel, o.seed);
  settings.launch.checks = checkBits;
  settings.launch.randomSchedule = o.schedule == "random";
  settings.launch.seed = o.seed;
  settings.launch.profile = !o.profile.empty();
  settings.launch.traceEvents = o.trace.empty() ? 0 : o.traceLimit;
  settings.launch.debugger = o.debugger;
  settings.text = &report.text();
  settings.errors = &std::cerr;
  if (!o.dumpDir.empty()) {
    std::error_code ec;
    fs::create_directories(o.dumpDir, ec);
    if (ec) {
      report.message(
          renderError({{}, runMessage(RunMsg::CannotWrite, o.dumpDir, ec.message()), false}, nullptr));
      return report.finish(kExitInputError);
    }
    settings.dumpDir = fs::path(o.dumpDir);
  }
  ModuleExecutor executor(module, *program, settings.launch);
  RunOutcome outcome = runScript(*script, executor, settings);
  code = outcome.exitCode;
  if (!o.profile.empty()) {
    ProfileCollector profiles;
    for (const LaunchRecord &l : outcome.launches)
      if (l.profile)
        profiles.add(*l.profile);
    std::cerr << (o.profile == "source" ? profileSource(profiles.kernels())
                                        : profileTable(profiles.kernels()));
    if (o.report == "json")
      report.setProfile(profileJson(profiles.kernels()));
  }
  if (!o.trace.empty()) {
    std::vector<TracedLaunch> traced;
    for (const LaunchRecord &l : outcome.launches)
      traced.push_back({l.kernel, uint64_t(l.grid[0]) * l.grid[1] * l.grid[2], l.trace});
    uint64_t dropped = 0;
    std::string why;
    if (!writeTraceFile(o.trace, traced, o.traceLimit, dropped, why)) {
      report.message(renderError({{}, runMessage(RunMsg::CannotWrite, o.trace, why), false}, nullptr));
      code = std::max(code, int(kExitInputError));
    } else if (dropped) {
      report.message(renderError({{},
                                  fmt::format("--trace: {} events beyond the limit of {} were left out of "
                                              "'{}' (--trace-limit)",
                                              dropped, o.traceLimit, o.trace),
                                  true},
                                 nullptr),
                     true);
    }
  }
  report.setOutcome(std::move(outcome));
  return report.finish(code);
}

} // namespace nvsim::tools
