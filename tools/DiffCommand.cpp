// `nvvm-sim diff`: one launch script run twice through the same step runner, on the interpreter and
// on a GPU through the CUDA driver API (or against a golden recorded on one), and every range the
// script reads compared: bit for bit, except float results of approximate operations.
#include "conformance/backends/CudaDriver.h"
#include "conformance/backends/Ptx.h"
#include "tools/Commands.h"
#include "tools/Golden.h"
#include "tools/GpuCompare.h"
#include "tools/Input.h"
#include "tools/Marshal.h"
#include "tools/ProfileReport.h"
#include "tools/ScriptRunner.h"
#include "tools/TraceFile.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

namespace nvsim::tools {

namespace {

namespace fs = std::filesystem;

constexpr size_t kShownMismatches = 10;

/// The GPU side of the step runner: device memory and launches through the driver.
class GpuExecutor final : public StepExecutor {
public:
  GpuExecutor(backends::CudaDriver &driver, const sim::Program &program)
      : driver_(driver), program_(program), kernels_(program.kernels()) {}
  bool allocate(const std::string &, uint64_t bytes, uint64_t &address, std::string &why) override {
    return driver_.allocate(bytes, address, why);
  }
  bool write(uint64_t address, std::span<const std::byte> data, std::string &why) override {
    return driver_.copyToDevice(address, data.data(), data.size(), why);
  }
  bool fill(uint64_t address, uint8_t value, uint64_t bytes, std::string &why) override {
    return driver_.fill(address, value, bytes, why);
  }
  bool read(uint64_t address, std::span<std::byte> out, std::string &why) override {
    return driver_.copyFromDevice(out.data(), address, out.size(), why);
  }
  const KernelInfo *findKernel(std::string_view name) const override {
    return nvsim::findKernel(kernels_, name);
  }
  /// The variable's IR name and size come from the interpreter's program (the same module), its
  /// device address from the driver.
  bool symbol(const std::string &name, sim::ModuleVariable &v, std::string &why) override {
    std::optional<sim::ModuleVariable> found = program_.findVariable(name);
    if (!found) {
      why = runMessage(RunMsg::DiffNoSymbols, name);
      return false;
    }
    uint64_t address = 0, bytes = 0;
    if (!driver_.global(found->name, address, bytes, why))
      return false;
    v = *found;
    v.address = address;
    v.size = std::min(bytes, found->size);
    return true;
  }
  sim::LaunchResult launch(const sim::LaunchRequest &req) override {
    sim::LaunchResult r;
    const auto start = std::chrono::steady_clock::now();
    driver_.launch(req.kernel, {req.grid.x, req.grid.y, req.grid.z}, {req.block.x, req.block.y, req.block.z},
                   req.dynamicSharedBytes, req.args, ran_, r.error);
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return r;
  }
  bool lastLaunchRan() const override { return ran_; }

private:
  backends::CudaDriver &driver_;
  const sim::Program &program_;
  const std::vector<KernelInfo> &kernels_;
  bool ran_ = false;
};

void error(const std::string &message) { std::cerr << renderError({{}, message, false}, nullptr); }

int usage(const std::string &message) {
  std::cerr << renderError({{}, message, false}, nullptr) << "Run with --help for more information.\n";
  return kExitUsage;
}

/// Runs the script on one side, keeping what it reads. Its messages go to stderr, each line
/// prefixed with the side ("[gpu] "); launch progress is not printed.
RunOutcome runSide(const LaunchScript &script, StepExecutor &executor, const std::string &side) {
  std::ostringstream progress, errors;
  RunSettings settings;
  settings.text = &progress;
  settings.errors = &errors;
  settings.capture = true;
  RunOutcome outcome = runScript(script, executor, settings);
  std::istringstream lines(errors.str());
  for (std::string line; std::getline(lines, line);)
    std::cerr << "[" << side << "] " << line << "\n";
  if (outcome.exitCode != kExitOk)
    error(runMessage(RunMsg::DiffRunFailed, side, outcome.exitCode));
  return outcome;
}

/// Compares the interpreter's reads with the other side's (the GPU's or a golden's), range by
/// range; returns the number of ranges that differ (or could not be compared).
size_t compareOutcomes(const LaunchScript &script, const std::vector<OutputRecord> &mine,
                       const std::vector<OutputRecord> &other, const std::string &side,
                       const GpuTolerance &tol, const std::vector<IgnoredElements> &ignored) {
  size_t differ = 0;
  for (const OutputRecord &a : mine) {
    const Step &step = script.steps[a.step];
    auto report = [&](const std::string &message) {
      std::cerr << script.render({script.place(step), message, false});
      ++differ;
    };
    auto it =
        std::find_if(other.begin(), other.end(), [&](const OutputRecord &b) { return b.step == a.step; });
    if (it == other.end()) {
      report(runMessage(RunMsg::DiffNotRead, a.buffer, side));
      continue;
    }
    if (it->data.size() != a.data.size()) {
      report(runMessage(RunMsg::DiffRangeSize, a.buffer, a.data.size(), side,
                        fmt::format("{} bytes", it->data.size())));
      continue;
    }
    const ElemType t = a.elem && a.data.size() % elemBytes(*a.elem) == 0 ? *a.elem : ElemType::U8;
    const std::string what = isFloat(t) ? tol.describe() : "exact";
    RangeAllowance allow;
    std::vector<std::byte> expected;
    std::string why;
    if (const auto *e = std::get_if<ExpectStep>(&step.body);
        e && e->tolerance && t == e->elem && e->expected.load(expected, why)) {
      allow.expected = expected;
      allow.expectTolerance = &*e->tolerance;
    }
    auto ig = std::find_if(ignored.begin(), ignored.end(),
                           [&](const IgnoredElements &i) { return i.step == a.step; });
    allow.ignored = ig == ignored.end() ? nullptr : &*ig;
    GpuComparison c = compareWithGpu(t, a.data, it->data, tol, kShownMismatches, allow);
    if (c.mismatches == 0) {
      std::string also;
      if (c.withinExpectation)
        also += fmt::format("; {} within the script's {} of the expected values", c.withinExpectation,
                            describeTolerance(*allow.expectTolerance));
      if (c.ignored)
        also += fmt::format("; {} not compared (--ignore)", c.ignored);
      std::cout << fmt::format("{}: '{}' ({}[{}] at offset {}): same ({}{})\n", step.label, a.buffer,
                               elemName(t), c.elements, a.offset, what, also);
      continue;
    }
    std::string text = script.render({script.place(step),
                                      runMessage(RunMsg::DiffRangeDiffers, a.buffer, elemName(t), c.elements,
                                                 a.offset, c.mismatches, c.elements, what, c.first.size()),
                                      false});
    for (const Mismatch &m : c.first)
      text += "  " + formatGpuMismatch(t, m, side) + "\n";
    std::cerr << text;
    ++differ;
  }
  return differ;
}

/// The golden's outputs must be the ranges the script reads: a script changed since recording
/// is an input error, not a difference.
bool goldenFitsScript(const LaunchScript &script, const Golden &g, const std::vector<OutputRecord> &mine) {
  bool ok = true;
  for (const OutputRecord &a : mine) {
    auto it = std::find_if(g.outputs.begin(), g.outputs.end(),
                           [&](const OutputRecord &b) { return b.step == a.step; });
    const Step &step = script.steps[a.step];
    if (it == g.outputs.end()) {
      std::cerr << script.render({script.place(step), runMessage(RunMsg::GoldenMissingStep), false});
      ok = false;
    } else if (it->buffer != a.buffer || it->offset != a.offset || it->data.size() != a.data.size()) {
      std::cerr << script.render({script.place(step),
                                  runMessage(RunMsg::GoldenWrongRange, it->data.size(), it->buffer,
                                             it->offset, a.data.size(), a.buffer, a.offset),
                                  false});
      ok = false;
    }
  }
  for (const OutputRecord &b : g.outputs)
    if (std::none_of(mine.begin(), mine.end(), [&](const OutputRecord &a) { return a.step == b.step; })) {
      error(runMessage(RunMsg::GoldenExtraStep, b.step, b.buffer));
      ok = false;
    }
  return ok;
}

/// The compiler options: the user's, plus no fused multiply-add unless they chose (the
/// interpreter rounds fmul and fadd separately, as the IR says).
std::vector<std::string> compilerOptions(const DiffOptions &o) {
  std::vector<std::string> opts = o.compilerOptions;
  const bool nvvm = o.compiler == "nvvm";
  const std::string_view prefixes[] = {"-fma", "-nvptx-fma-level", "--nvptx-fma-level", "-fp-contract",
                                       "--fp-contract"};
  const bool chosen = std::any_of(opts.begin(), opts.end(), [&](const std::string &s) {
    return std::any_of(std::begin(prefixes), std::end(prefixes),
                       [&](std::string_view p) { return s.rfind(p, 0) == 0; });
  });
  if (!chosen)
    opts.push_back(nvvm ? "-fma=0" : "-nvptx-fma-level=0");
  return opts;
}

std::string joined(const std::vector<std::string> &v) {
  std::string s;
  for (const std::string &x : v)
    s += (s.empty() ? "" : " ") + x;
  return s;
}

/// What both comparisons start from: the checked script, the module loaded for the interpreter,
/// and the tolerance of the kernels the script launches.
struct Inputs {
  std::optional<LaunchScript> script;
  LoadedModule lm;
  mem::Memory memory; // NOTE: declared before the program, which must not outlive it
  std::unique_ptr<sim::Program> program;
  GpuTolerance tolerance;
  std::vector<IgnoredElements> ignored;
  sim::LaunchOptions launch;
  std::string profile; ///< --profile's mode; empty: off
  std::string trace;   ///< --trace FILE.json; empty: off
  uint64_t traceLimit = 0;
};

/// Reads and checks everything; false after reporting a problem (exit code 3).
bool loadInputs(const DiffOptions &o, Inputs &in) {
  const MessageSink toStderr = [](const std::string &rendered, bool) { std::cerr << rendered; };
  in.script = readLaunchScript(o.script, toStderr);
  if (!in.script)
    return false;
  in.lm = loadModule(o.input, o.memoryLimit);
  if (!in.lm.module)
    return false;
  in.program = loadScriptProgram(*in.lm.module, *in.lm.diags, in.memory, *in.script, toStderr);
  if (!in.program)
    return false;
  std::vector<const ir::GlobalValue *> launched;
  for (const Step &s : in.script->steps)
    if (const auto *l = std::get_if<LaunchStep>(&s.body))
      launched.push_back(in.program->findKernel(l->kernel)->function); // checked above
  in.tolerance = deriveGpuTolerance(launched);
  for (const std::string &spec : o.ignore) {
    std::string why;
    std::optional<IgnoredElements> i = parseIgnoredElements(spec, why);
    const bool reads = i && i->step < in.script->steps.size() &&
                       (std::holds_alternative<D2hStep>(in.script->steps[i->step].body) ||
                        std::holds_alternative<ExpectStep>(in.script->steps[i->step].body));
    if (!reads) {
      error(i ? runMessage(RunMsg::DiffIgnoreNotRead, spec) : "--ignore: " + why);
      return false;
    }
    in.ignored.push_back(*i);
  }
  in.launch.threads = o.threads;
  in.launch.timeoutSeconds = o.timeout;
  in.launch.warpSchedule = sim::warpScheduleNamed(o.warpSchedule);
  in.launch.memoryModel = sim::memoryModelNamed(o.memoryModel);
  in.launch.randomSchedule = o.schedule == "random";
  in.launch.seed = o.seed;
  in.launch.profile = !o.profile.empty();
  in.profile = o.profile;
  in.launch.traceEvents = o.trace.empty() ? 0 : o.traceLimit;
  in.trace = o.trace;
  in.traceLimit = o.traceLimit;
  in.launch.stackBytes = o.stackSize;
  in.memory.budget().setLimit(o.memoryLimit ? o.memoryLimit : mem::HostBudget::defaultLimit());
  in.memory.budget().charge(in.lm.source->text().size() * kParseBytesPerTextByte); // fits: loadModule
  return true;
}

RunOutcome runInterpreter(Inputs &in) {
  InterpreterExecutor executor(*in.program, in.memory, in.launch);
  RunOutcome outcome = runSide(*in.script, executor, "interpreter");
  if (!in.profile.empty()) {
    std::vector<std::shared_ptr<const sim::LaunchProfile>> launches;
    for (const LaunchRecord &l : outcome.launches)
      launches.push_back(l.profile);
    std::cerr << profileText(launches, in.profile);
  }
  if (!in.trace.empty()) {
    std::vector<TracedLaunch> traced;
    for (const LaunchRecord &l : outcome.launches)
      traced.push_back({l.kernel, uint64_t(l.grid[0]) * l.grid[1] * l.grid[2], l.trace});
    if (!writeTraceReport(in.trace, traced, in.traceLimit))
      outcome.exitCode = std::max(outcome.exitCode, int(kExitInputError));
  }
  return outcome;
}

/// `diff --golden DIR`: the interpreter against outputs recorded on a GPU; no driver needed.
int diffWithGolden(const DiffOptions &o, Inputs &in) {
  std::string why;
  std::optional<Golden> golden = readGolden(o.golden, why);
  if (!golden) {
    error(why);
    return kExitInputError;
  }
  std::cout << fmt::format("golden: {} (compute {}, driver {}), {} for {} [{}]\n", golden->device,
                           golden->computeCapability, golden->driverVersion, golden->compiler, golden->arch,
                           joined(golden->options));
  std::cout << fmt::format("tolerance: {}\n", in.tolerance.describe());
  const RunOutcome mine = runInterpreter(in);
  if (mine.exitCode == kExitInputError)
    return kExitInputError;
  if (!goldenFitsScript(*in.script, *golden, mine.outputs))
    return kExitInputError;
  const size_t differ =
      compareOutcomes(*in.script, mine.outputs, golden->outputs, "golden", in.tolerance, in.ignored);
  std::cout << fmt::format("diff: {} range{} compared with the golden, {} differ\n", mine.outputs.size(),
                           mine.outputs.size() == 1 ? "" : "s", differ);
  return differ || mine.exitCode ? kExitFailure : kExitOk;
}

/// Who made a PTX text, from the comment lines compilers put above `.version`: libNVVM's
/// "Generated by NVIDIA NVVM Compiler" and "Cuda compilation tools, release ...", llc's "Generated
/// by LLVM NVPTX Back-End"; empty when there are none.
std::string ptxProducer(std::string_view ptx) {
  std::string who;
  size_t pos = 0;
  while (pos < ptx.size()) {
    const size_t end = std::min(ptx.find('\n', pos), ptx.size());
    std::string_view line = ptx.substr(pos, end - pos);
    pos = end + 1;
    if (line.rfind("//", 0) != 0) {
      if (line.find_first_not_of(" \t\r") == std::string_view::npos)
        continue;
      break; // the first directive: the header is over
    }
    line.remove_prefix(2);
    line.remove_prefix(std::min(line.find_first_not_of(' '), line.size()));
    for (std::string_view key : {"Generated by ", "Cuda compilation tools, "})
      if (line.rfind(key, 0) == 0)
        who += (who.empty() ? "" : ", ") + std::string(line.substr(key.size()));
  }
  return who;
}

/// The PTX to load: --ptx's file, or the module compiled for `arch`. Returns an exit code when
/// there is none (after reporting why).
std::optional<int> makePtx(const DiffOptions &o, const ir::Module &module, const std::string &arch,
                           std::string &ptx, std::string &compilerVersion,
                           std::vector<std::string> &options) {
  if (!o.ptx.empty()) {
    std::ifstream in(o.ptx, std::ios::binary);
    if (!in) {
      error(runMessage(RunMsg::CannotRead, o.ptx, std::strerror(errno)));
      return kExitInputError;
    }
    ptx.assign((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    // Made elsewhere: the options are the user's word for how, the compiler the PTX's own header.
    options = o.compilerOptions;
    compilerVersion = ptxProducer(ptx);
    std::cout << fmt::format("ptx: read from {}{}\n", o.ptx,
                             compilerVersion.empty() ? "" : " (" + compilerVersion + ")");
    return std::nullopt;
  }
  backends::PtxOptions po;
  po.compiler = o.compiler == "nvvm" ? backends::Compiler::Nvvm : backends::Compiler::Llc;
  po.arch = arch;
  po.compilerOptions = options = compilerOptions(o);
  std::cout << fmt::format("ptx: {} for {} [{}]\n", o.compiler, arch, joined(options)) << std::flush;
  backends::PtxResult r = backends::compileToPtx(module, po);
  switch (r.status) {
  case backends::PtxStatus::CompilerMissing:
    error(runMessage(RunMsg::DiffNoCompiler, r.log));
    return kExitNoDevice;
  case backends::PtxStatus::CompileFailed:
    error(runMessage(RunMsg::DiffCompileFailed, o.compiler, arch, r.log));
    return kExitInputError;
  case backends::PtxStatus::PtxasFailed:
    error(runMessage(RunMsg::DiffPtxasFailed, o.compiler, arch, r.log));
    return kExitInputError;
  case backends::PtxStatus::Ok: break;
  }
  ptx = std::move(r.ptx);
  compilerVersion = r.compilerVersion;
  std::cout << fmt::format("ptx: compiled by {}{}\n", compilerVersion.empty() ? o.compiler : compilerVersion,
                           r.ptxasValidated ? ", validated by ptxas" : "");
  return std::nullopt;
}

/// `diff`: the interpreter against the GPU.
int diffWithGpu(const DiffOptions &o, Inputs &in) {
  std::cout << fmt::format("tolerance: {}\n", in.tolerance.describe());
  // The driver first, so that the PTX is made for the GPU's architecture; without one the PTX is
  // still made (and validated by ptxas) before `diff` says there is no GPU.
  backends::DriverStatus status = backends::DriverStatus::Ok;
  std::string driverError;
  std::unique_ptr<backends::CudaDriver> driver = backends::CudaDriver::open(status, driverError);
  if (driver)
    std::cout << fmt::format("gpu: {} (compute {}.{}, driver {})\n", driver->device().name,
                             driver->device().major, driver->device().minor, driver->device().driverText());
  const std::string arch = !o.arch.empty() ? o.arch
                           : driver        ? driver->device().arch()
                                           : backends::kDefaultArch;
  std::string ptx, compilerVersion;
  std::vector<std::string> options;
  if (std::optional<int> code = makePtx(o, *in.lm.module, arch, ptx, compilerVersion, options))
    return *code;
  if (!driver) {
    error(runMessage(RunMsg::DiffNoGpu, driverError));
    return kExitNoDevice;
  }

  const RunOutcome mine = runInterpreter(in);
  if (mine.exitCode == kExitInputError)
    return kExitInputError;
  std::string why;
  if (!driver->loadModule(ptx, why)) {
    error(runMessage(RunMsg::DiffModuleRejected, why));
    return kExitFailure;
  }
  GpuExecutor gpu(*driver, *in.program);
  const RunOutcome theirs = runSide(*in.script, gpu, "gpu");
  const size_t differ =
      compareOutcomes(*in.script, mine.outputs, theirs.outputs, "gpu", in.tolerance, in.ignored);
  std::cout << fmt::format("diff: {} range{} compared, {} differ\n", mine.outputs.size(),
                           mine.outputs.size() == 1 ? "" : "s", differ);
  const int code = differ || mine.exitCode || theirs.exitCode ? kExitFailure : kExitOk;
  if (o.recordGolden.empty())
    return code;
  if (theirs.exitCode != kExitOk) {
    // A GPU run that stopped part-way has no outputs to keep.
    error(runMessage(RunMsg::GoldenNotRecorded, o.recordGolden));
    return code;
  }

  Golden g;
  g.module = fs::path(o.input).filename().string();
  g.script = fs::path(o.script).filename().string();
  g.device = driver->device().name;
  g.computeCapability = fmt::format("{}.{}", driver->device().major, driver->device().minor);
  g.driverVersion = driver->device().driverText();
  g.compiler = o.compiler;
  g.compilerVersion = compilerVersion;
  g.arch = arch;
  g.options = options;
  g.ptx = o.ptx.empty() ? "compiled" : "given";
  g.tolerance = in.tolerance.describe();
  g.outputs = theirs.outputs;
  if (!writeGolden(o.recordGolden, g, why)) {
    error(why);
    return kExitInputError;
  }
  std::cout << fmt::format("golden: {} output{} written to {}\n", g.outputs.size(),
                           g.outputs.size() == 1 ? "" : "s", o.recordGolden);
  return code;
}

} // namespace

int runDiff(const DiffOptions &o) {
  // Usage first: nothing is read before the command line makes sense.
  if (!o.golden.empty()) {
    for (auto [name, given] : {std::pair{"--compiler", !o.compiler.empty()},
                               {"--record-golden", !o.recordGolden.empty()},
                               {"--ptx", !o.ptx.empty()},
                               {"--arch", !o.arch.empty()},
                               {"--compiler-option", !o.compilerOptions.empty()}})
      if (given)
        return usage(runMessage(RunMsg::DiffGoldenExcludes, name));
  } else if (o.compiler.empty()) {
    return usage(runMessage(RunMsg::DiffNeedsCompiler));
  }
  Inputs in;
  if (!loadInputs(o, in))
    return kExitInputError;
  return o.golden.empty() ? diffWithGpu(o, in) : diffWithGolden(o, in);
}

} // namespace nvsim::tools
