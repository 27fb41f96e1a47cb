// The step runner of `nvvm-sim run` and `diff`: one code path for launch scripts and command-line
// launches, on the interpreter or a GPU.
#include "tools/ScriptRunner.h"

#include "tools/Commands.h"
#include "tools/DataFile.h"
#include "tools/Marshal.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>
#include <map>
#include <ostream>

namespace nvsim::tools {

namespace {

namespace fs = std::filesystem;

constexpr size_t kShownMismatches = 10;
constexpr size_t kValuesPerLine = 8;
/// How many elements of a buffer are printed: the first ones say whether it looks right; all of
/// them (after a fault, thousands of zeros) would bury the messages.
constexpr size_t kMaxPrintedElements = 1024;

std::string dimsText(const Dims &d) { return fmt::format("({},{},{})", d[0], d[1], d[2]); }

/// How many bytes of variable `v` symbol step `s` covers (the rest of the variable when it
/// gives no "bytes"); the error, located at its field, when the range leaves the variable.
template <typename S>
std::optional<ScriptError> symbolRange(const LaunchScript &script, const Step &step, const S &s,
                                       const sim::ModuleVariable &v, uint64_t &bytes) {
  if (s.offset > v.size)
    return ScriptError{script.place(step, "offset", "/offset"),
                       runMessage(RunMsg::SymbolOffsetPastEnd, s.offset, s.symbol.name, v.size), false};
  bytes = s.symbol.toEnd ? v.size - s.offset : s.bytes;
  if (bytes > v.size - s.offset)
    return ScriptError{script.place(step, "bytes", "/bytes"),
                       runMessage(RunMsg::SymbolRangePastEnd, s.offset, bytes, s.symbol.name, v.size), false};
  return std::nullopt;
}

/// The "symbol" steps' errors: each names a variable of `program`, and its range lies inside it.
std::vector<ScriptError> checkSymbols(const LaunchScript &script, const sim::Program &program) {
  std::vector<ScriptError> errors;
  for (const Step &step : script.steps)
    std::visit(
        [&](const auto &body) {
          if constexpr (requires { body.symbol; }) {
            if (!body.symbol)
              return;
            std::optional<sim::ModuleVariable> v = program.findVariable(body.symbol.name);
            uint64_t bytes = 0;
            if (!v)
              errors.push_back({script.place(step, "symbol", "/symbol"),
                                runMessage(RunMsg::UnknownSymbol, body.symbol.name), false});
            else if (std::optional<ScriptError> e = symbolRange(script, step, body, *v, bytes))
              errors.push_back(std::move(*e));
          }
        },
        step.body);
  return errors;
}

class Runner {
public:
  Runner(const LaunchScript &script, StepExecutor &executor, const RunSettings &settings)
      : script_(script), executor_(executor), settings_(settings) {}

  RunOutcome run() {
    for (size_t i = 0; i < script_.steps.size(); ++i) {
      index_ = i;
      step_ = &script_.steps[i];
      if (!runGuarded())
        break;
    }
    return std::move(outcome_);
  }

private:
  /// Runs the current step. NOTE: the steps were checked, so what can still be thrown is the
  /// host's running out (a d2h of a buffer of 100 GB): an input error that stops the script.
  bool runGuarded() {
    try {
      return std::visit([this](const auto &body) { return runStep(body); }, step_->body);
    } catch (const std::bad_alloc &) {
      return stop(runMessage(RunMsg::RunOutOfMemory, "std::bad_alloc"));
    } catch (const std::length_error &e) {
      return stop(runMessage(RunMsg::RunOutOfMemory, e.what()));
    } catch (const fs::filesystem_error &e) {
      return stop(e.what());
    }
  }

  // Every runStep returns false when the script must stop.

  bool runStep(const AllocStep &a) {
    uint64_t address = 0;
    std::string why;
    if (!executor_.allocate(a.buffer, a.bytes, address, why))
      return stop(withWhy(runMessage(RunMsg::AllocFailed, a.bytes, a.buffer), why));
    if (a.zeroed)
      executor_.markZeroed(address, a.bytes);
    buffers_[a.buffer] = address;
    return true;
  }

  bool runStep(const H2dStep &h) {
    uint64_t at = 0, bytes = 0;
    if (!locate(h, at, bytes))
      return false;
    std::string why;
    const bool ok = h.zero       ? executor_.fill(at, 0, bytes, why)
                    : h.generate ? writeGenerated(h, at, bytes, why)
                                 : executor_.writeData(at, h.data, why);
    return ok || stop(withWhy(copyFailed(h, bytes), why));
  }

  /// Writes generated contents a piece at a time (a whole number of elements of any type).
  bool writeGenerated(const H2dStep &h, uint64_t at, uint64_t bytes, std::string &why) {
    constexpr uint64_t kPiece = uint64_t(1) << 20;
    std::vector<std::byte> piece;
    for (uint64_t done = 0; done < bytes; done += piece.size()) {
      piece.resize(size_t(std::min(kPiece, bytes - done)));
      h.generate(done, piece);
      if (!executor_.write(at + done, piece, why))
        return false;
    }
    return true;
  }

  bool runStep(const MemsetStep &m) {
    uint64_t at = 0, bytes = 0;
    if (!locate(m, at, bytes))
      return false;
    std::string why;
    return executor_.fill(at, m.value, bytes, why) || stop(withWhy(copyFailed(m, bytes), why));
  }

  bool runStep(const LaunchStep &l) {
    LaunchRecord rec;
    rec.step = index_;
    rec.grid = l.grid;
    rec.block = l.block;
    rec.dynamicSharedBytes = l.dynamicSharedBytes;
    // Checked before the run started (checkLaunches), so the kernel exists and the arguments fit.
    const KernelInfo *k = executor_.findKernel(l.kernel);
    rec.kernel = k ? k->function->name : l.kernel;
    if (faulted_ || stoppedAtFinding_) {
      rec.status = "skipped";
      say({script_.place(*step_),
           runMessage(faulted_ ? RunMsg::LaunchSkipped : RunMsg::LaunchSkippedFinding, rec.kernel), true});
      outcome_.launches.push_back(std::move(rec));
      return true;
    }
    sim::LaunchRequest req;
    req.kernel = rec.kernel;
    req.grid = {l.grid[0], l.grid[1], l.grid[2]};
    req.block = {l.block[0], l.block[1], l.block[2]};
    req.dynamicSharedBytes = l.dynamicSharedBytes;
    MarshalError me;
    if (!k || !marshalArgs(
                  *k, l.args, [this](const std::string &b) { return buffers_.at(b); }, req.args, me)) {
      rec.status = "error";
      rec.error = k ? me.message : runMessage(RunMsg::UnknownKernel, l.kernel, "?");
      outcome_.launches.push_back(rec);
      return stop(rec.error);
    }
    sim::LaunchResult r = executor_.launch(req);
    printKernelOutput(r, rec);
    rec.seconds = r.seconds;
    rec.laneInstructions = r.laneInstructions;
    rec.delayedStores = r.delayedStores;
    rec.profile = r.profile;
    rec.trace = r.trace;
    if (!r.error.empty() && executor_.lastLaunchRan()) {
      // A device fault: as a kernel fault, later launches are skipped and later copies still run.
      rec.status = "fault";
      rec.error = r.error;
      faulted_ = true;
      raise(kExitFailure);
      say({script_.place(*step_), runMessage(RunMsg::KernelFault, rec.kernel, r.error), false},
          runMessage(RunMsg::KernelFaultLine, rec.kernel, firstLine(r.error)));
    } else if (!r.error.empty()) {
      rec.status = "error";
      rec.error = r.error;
      outcome_.launches.push_back(rec);
      return stop(runMessage(RunMsg::LaunchNotStarted, rec.kernel, r.error));
    }
    if (r.fault) {
      rec.status = "fault";
      rec.fault = r.fault;
      faulted_ = true;
      raise(kExitFailure);
      say({script_.place(*step_), runMessage(RunMsg::KernelFault, rec.kernel, r.fault->render()), false},
          runMessage(RunMsg::KernelFaultLine, rec.kernel, r.fault->message));
    } else if (!r.findings.empty()) {
      rec.status = "finding";
      stoppedAtFinding_ = r.stopped;
      raise(kExitFailure);
    } else {
      rec.status = "ok";
    }
    for (const sim::Finding &f : r.findings)
      *settings_.errors << f.render();
    rec.findings = std::move(r.findings);
    *settings_.text << fmt::format("{}: {} grid {} block {}: {}, {:.6f} s, {} lane instructions\n",
                                   step_->label, rec.kernel, dimsText(l.grid), dimsText(l.block), rec.status,
                                   rec.seconds, rec.laneInstructions);
    outcome_.launches.push_back(std::move(rec));
    return true;
  }

  bool runStep(const D2hStep &d) {
    std::vector<std::byte> data;
    if (!read(d, data))
      return false;
    keep(targetName(d), d.offset, d.elem, data);
    if (settings_.capture)
      return true;
    if (d.file.empty()) {
      printValues(d, data);
      return true;
    }
    if (!settings_.writeFiles)
      return true;
    if (std::optional<fs::path> name = confinedOutputName(d.file)) {
      write(*name, data, d.elem);
    } else { // the script parser refuses these already; steps made elsewhere get the same check
      say({script_.place(*step_), runMessage(RunMsg::OutputEscapes, d.file), false});
      raise(kExitInputError);
    }
    return true;
  }

  bool runStep(const ExpectStep &e) {
    std::vector<std::byte> copy;
    std::span<const std::byte> actual;
    if (!view(e, copy, actual))
      return false;
    keep(targetName(e), e.offset, e.elem, actual);
    if (settings_.capture)
      return true;
    if (settings_.dumpDir && settings_.writeFiles) {
      // The expected file's name is an input name (relative to the script's folder, `..` is fine
      // there); its copy must still stay in --dump-dir.
      std::optional<fs::path> name = confinedOutputName(e.file);
      std::error_code ec;
      if (!name) {
        say({script_.place(*step_), runMessage(RunMsg::DumpEscapes, e.file), false});
        raise(kExitInputError);
      } else if (fs::path out = *settings_.dumpDir / *name;
                 fs::exists(out, ec) && fs::equivalent(out, e.path, ec)) {
        say({script_.place(*step_), runMessage(RunMsg::DumpWouldOverwrite, e.file), true});
      } else {
        write(*name, actual, e.elem);
      }
    }
    ExpectRecord rec;
    rec.step = index_;
    rec.file = e.file;
    rec.elem = elemName(e.elem);
    rec.elements = e.bytes / elemBytes(e.elem);
    if (!e.tolerance) {
      rec.tolerance = e.unknownTolerance;
      // The parser has warned about the kind already.
      *settings_.text << fmt::format("{}: '{}': not compared (unknown tolerance kind '{}')\n", step_->label,
                                     e.file, e.unknownTolerance);
      outcome_.expects.push_back(std::move(rec));
      return true;
    }
    rec.tolerance = describeTolerance(*e.tolerance);
    Comparison c;
    if (std::string why; !compareExpected(e, actual, c, why))
      return stop(why);
    rec.mismatches = c.mismatches;
    rec.pass = c.mismatches == 0;
    if (*rec.pass) {
      *settings_.text << fmt::format("{}: '{}': pass ({} {} elements, {})\n", step_->label, e.file,
                                     rec.elements, rec.elem, rec.tolerance);
    } else {
      raise(kExitFailure);
      std::string mismatches;
      for (const Mismatch &m : c.first)
        mismatches += "  " + formatMismatch(e.elem, m) + "\n";
      say({script_.place(*step_),
           runMessage(RunMsg::ExpectFailed, e.file, c.mismatches, c.elements, rec.elem, rec.tolerance,
                      c.first.size()),
           false},
          {}, mismatches);
    }
    outcome_.expects.push_back(std::move(rec));
    return true;
  }

  // --- Helpers ----------------------------------------------------------------------------------

  /// compareElements of `actual` with the expected bytes. Those of a file are read a piece at a
  /// time and compared with memcmp (equal bits match under every tolerance), so that no copy of
  /// the file is made unless some piece differs; false with `why` when the file cannot be read.
  static bool compareExpected(const ExpectStep &e, std::span<const std::byte> actual, Comparison &c,
                              std::string &why) {
    if (const std::vector<std::byte> *expected = e.expected.inMemory()) {
      c = compareElements(e.elem, actual, *expected, *e.tolerance, kShownMismatches);
      return true;
    }
    constexpr size_t kPiece = size_t(64) << 10;
    std::vector<std::byte> piece(std::min(kPiece, actual.size()));
    bool equal = actual.size() == e.expected.size();
    for (size_t done = 0; equal && done < actual.size(); done += piece.size()) {
      piece.resize(std::min(kPiece, actual.size() - done));
      if (!e.expected.read(done, piece, why))
        return false;
      equal = std::memcmp(piece.data(), actual.data() + done, piece.size()) == 0;
    }
    if (equal) {
      c = Comparison{actual.size() / elemBytes(e.elem), 0, {}};
      return true;
    }
    std::vector<std::byte> expected;
    if (!e.expected.load(expected, why))
      return false;
    c = compareElements(e.elem, actual, expected, *e.tolerance, kShownMismatches);
    return true;
  }

  void keep(const std::string &buffer, uint64_t offset, std::optional<ElemType> elem,
            std::span<const std::byte> data) {
    if (settings_.keepOutputs || settings_.capture)
      outcome_.outputs.push_back(
          {index_, step_->label, buffer, offset, elem, std::vector<std::byte>(data.begin(), data.end())});
  }

  /// Prints a message (and `more` lines after it) and keeps its line for the JSON report: the
  /// first line of the rendered message, or `line` (the message's own text, rendered in its
  /// place) when that line says too little, as a kernel fault's "kernel fault in K:".
  void say(const ScriptError &e, const std::string &line = {}, const std::string &more = {}) {
    const std::string text = script_.render(e);
    std::string kept = line.empty() ? firstLine(text) : firstLine(script_.render({e.place, line, e.warning}));
    (e.warning ? outcome_.warnings : outcome_.errors).push_back(std::move(kept));
    *settings_.errors << text << more;
  }
  static std::string firstLine(const std::string &text) { return text.substr(0, text.find('\n')); }

  void raise(int code) { outcome_.exitCode = std::max(outcome_.exitCode, code); }

  /// Reports an error that ends the script (exit code 3); always false.
  bool stop(std::string message) { return stop({script_.place(*step_), std::move(message), false}); }
  bool stop(const ScriptError &e) {
    say(e);
    raise(kExitInputError);
    return false;
  }

  static std::string withWhy(std::string message, const std::string &why) {
    return why.empty() ? message : message + ": " + why;
  }

  /// Where copy step `s` reads or writes, and how many bytes; false after stopping the script.
  template <typename S> bool locate(const S &s, uint64_t &at, uint64_t &bytes) {
    if (!s.symbol) {
      at = buffers_.at(s.buffer) + s.offset;
      bytes = s.bytes;
      return true;
    }
    sim::ModuleVariable v;
    std::string why;
    if (!executor_.symbol(s.symbol.name, v, why))
      return stop({script_.place(*step_, "symbol", "/symbol"), why, false});
    // Checked when the module was loaded (checkSymbols); checked again for the executor's own
    // variable, which another executor may size otherwise.
    if (std::optional<ScriptError> e = symbolRange(script_, *step_, s, v, bytes))
      return stop(*e);
    at = v.address + s.offset;
    return true;
  }

  template <typename S> static std::string copyFailed(const S &s, uint64_t bytes) {
    return runMessage(s.symbol ? RunMsg::SymbolCopyFailed : RunMsg::HostCopyFailed, bytes, s.offset,
                      targetName(s));
  }

  template <typename S> bool read(const S &s, std::vector<std::byte> &out) {
    uint64_t at = 0, bytes = 0;
    if (!locate(s, at, bytes))
      return false;
    out.resize(bytes);
    std::string why;
    return executor_.read(at, out, why) || stop(withWhy(copyFailed(s, bytes), why));
  }

  /// As read(), but where the executor lets the host read the bytes in place (its view()),
  /// `out` is those bytes and `copy` stays empty: no copy of a large output is made.
  template <typename S> bool view(const S &s, std::vector<std::byte> &copy, std::span<const std::byte> &out) {
    uint64_t at = 0, bytes = 0;
    if (!locate(s, at, bytes))
      return false;
    if (const std::byte *p = executor_.view(at, bytes)) {
      out = {p, size_t(bytes)};
      return true;
    }
    copy.resize(bytes);
    std::string why;
    out = copy;
    return executor_.read(at, copy, why) || stop(withWhy(copyFailed(s, bytes), why));
  }

  /// Writes `name` (confined: confinedOutputName) under the output folder. A file that cannot be
  /// written is reported and makes the exit code 3; later steps still run.
  void write(const fs::path &name, std::span<const std::byte> data, std::optional<ElemType> elem) {
    const fs::path folder = settings_.dumpDir ? *settings_.dumpDir : fs::path(".");
    const fs::path path = settings_.dumpDir ? folder / name : name;
    std::string why;
    if (!leavesThroughLink(folder, path, why) && writeDataFile(path, data, elem, why))
      return;
    say({script_.place(*step_), runMessage(RunMsg::CannotWrite, path.string(), why), false});
    raise(kExitInputError);
  }

  /// Whether `path` (lexically inside `folder`) resolves outside it through a symbolic link: a
  /// folder on its way, or the file itself.
  static bool leavesThroughLink(const fs::path &folder, const fs::path &path, std::string &why) {
    std::error_code ec;
    if (path.has_parent_path())
      fs::create_directories(path.parent_path(), ec);
    const fs::path base = fs::weakly_canonical(fs::absolute(folder, ec), ec);
    const fs::path target = ec ? fs::path() : fs::weakly_canonical(fs::absolute(path, ec), ec);
    if (ec)
      return false; // the write reports what is wrong
    const fs::path rel = target.lexically_relative(base);
    if (!rel.empty() && *rel.begin() != "..")
      return false;
    why = runMessage(RunMsg::OutputThroughLink, target.string(), base.string());
    return true;
  }

  void printValues(const D2hStep &d, std::span<const std::byte> data) {
    const ElemType t = d.elem && data.size() % elemBytes(*d.elem) == 0 ? *d.elem : ElemType::U8;
    const size_t size = elemBytes(t), count = data.size() / size;
    std::string out = fmt::format("{} ({}[{}]{}):\n", targetName(d), elemName(t), count,
                                  d.offset ? fmt::format(" at offset {}", d.offset) : "");
    const size_t shown = std::min(count, kMaxPrintedElements);
    for (size_t i = 0; i < shown; ++i) {
      if (i % kValuesPerLine == 0)
        out += fmt::format("{}  [{}]", i ? "\n" : "", i);
      out += " " + formatElement(t, loadElement(t, data.data() + i * size));
    }
    if (shown)
      out += "\n";
    if (shown < count) // a command-line :out buffer has no "file" of its own
      out += "  " +
             runMessage(script_.source ? RunMsg::MoreElementsStep : RunMsg::MoreElementsArg, count - shown,
                        count - shown == 1 ? "" : "s") +
             "\n";
    *settings_.text << out;
  }

  /// What the kernel printed (printf), when this executor reports it.
  template <typename Result> void printKernelOutput(const Result &r, LaunchRecord &rec) {
    if constexpr (requires { r.output; }) {
      *settings_.text << r.output;
      if (settings_.keepOutputs)
        rec.output = r.output;
    }
  }

  const LaunchScript &script_;
  StepExecutor &executor_;
  const RunSettings &settings_;
  RunOutcome outcome_;
  std::map<std::string, uint64_t> buffers_; ///< name -> generic address
  const Step *step_ = nullptr;
  size_t index_ = 0;
  bool faulted_ = false;
  bool stoppedAtFinding_ = false; ///< a fatal finding stopped a launch: later launches are skipped
};

} // namespace

bool InterpreterExecutor::allocate(const std::string &buffer, uint64_t bytes, uint64_t &address,
                                   std::string &why) {
  address = memory_.allocateGlobal(buffer, bytes);
  if (address)
    return true;
  const mem::HostBudget &budget = memory_.budget();
  if (bytes > budget.limit() - std::min(budget.used(), budget.limit()))
    why = runMessage(RunMsg::OverMemoryLimit, mem::formatBytes(budget.used()),
                     mem::formatBytes(budget.limit()));
  return false;
}

bool InterpreterExecutor::write(uint64_t address, std::span<const std::byte> data, std::string &) {
  return memory_.hostWrite(address, data);
}

std::byte *StepExecutor::hostBytes(const mem::Memory &memory, uint64_t address, uint64_t bytes) {
  std::optional<mem::NearbyAllocation> found = memory.findAllocation(address);
  if (!found || found->offset < 0 || found->allocation->isFreed() ||
      !found->allocation->contains(uint64_t(found->offset), bytes))
    return nullptr;
  return found->allocation->data + found->offset;
}

bool StepExecutor::writeInto(mem::Memory &memory, uint64_t address, const DataBytes &data, std::string &why) {
  if (data.inMemory())
    return StepExecutor::writeData(address, data, why);
  std::byte *at = hostBytes(memory, address, data.size());
  if (!at)
    return false;
  if (!data.read(0, std::span<std::byte>(at, size_t(data.size())), why))
    return false;
  memory.markWritten(address, data.size());
  return true;
}

bool StepExecutor::writeData(uint64_t address, const DataBytes &data, std::string &why) {
  if (const std::vector<std::byte> *bytes = data.inMemory())
    return write(address, *bytes, why);
  constexpr uint64_t kPiece = uint64_t(64) << 10;
  std::vector<std::byte> piece(size_t(std::min(kPiece, data.size())));
  for (uint64_t done = 0; done < data.size(); done += piece.size()) {
    piece.resize(size_t(std::min(kPiece, data.size() - done)));
    if (!data.read(done, piece, why) || !write(address + done, piece, why))
      return false;
  }
  return true;
}

bool InterpreterExecutor::fill(uint64_t address, uint8_t value, uint64_t bytes, std::string &) {
  return memory_.memset(address, value, bytes);
}

bool InterpreterExecutor::read(uint64_t address, std::span<std::byte> out, std::string &) {
  return memory_.hostRead(address, out);
}

bool StepExecutor::programSymbol(const sim::Program &program, const std::string &name,
                                 sim::ModuleVariable &out, std::string &why) {
  std::optional<sim::ModuleVariable> v = program.findVariable(name);
  if (!v) {
    why = runMessage(RunMsg::UnknownSymbol, name);
    return false;
  }
  out = std::move(*v);
  return true;
}

namespace {

std::optional<LaunchScript> readScriptFile(const std::string &path, const MessageSink &message) {
  auto error = [&](std::string text) {
    message(renderError({{}, std::move(text), false}, nullptr), false);
    return std::nullopt;
  };
  std::vector<char> bytes;
  uint64_t size = 0;
  std::string why;
  switch (readFileBounded(path, kMaxScriptBytes, false, bytes, size, why)) {
  case BoundedRead::Failed: return error(runMessage(RunMsg::CannotRead, path, why));
  case BoundedRead::TooLarge: return error(runMessage(RunMsg::ScriptTooLarge, path, kMaxScriptBytes));
  case BoundedRead::Ok: break;
  }
  auto source = std::make_shared<const SourceFile>(path, std::string(bytes.begin(), bytes.end()));
  bytes = {};
  std::vector<ScriptError> diags;
  std::optional<LaunchScript> script = parseLaunchScript(source, fs::path(path).parent_path(), diags);
  for (const ScriptError &e : diags)
    message(renderError(e, source.get()), e.warning);
  return script;
}

} // namespace

std::optional<LaunchScript> readLaunchScript(const std::string &path, const MessageSink &message) {
  // NOTE: the parser checks what it reads before using it, so these are the host's limits (memory,
  // the file system), reported as input errors rather than ending the process.
  try {
    return readScriptFile(path, message);
  } catch (const std::bad_alloc &) {
    message(renderError({{}, runMessage(RunMsg::ScriptReadFailed, path, "out of memory"), false}, nullptr),
            false);
  } catch (const std::exception &e) {
    message(renderError({{}, runMessage(RunMsg::ScriptReadFailed, path, e.what()), false}, nullptr), false);
  }
  return std::nullopt;
}

std::unique_ptr<sim::Program> loadScriptProgram(const ir::Module &module, DiagEngine &diags,
                                                mem::Memory &memory, const LaunchScript &script,
                                                const MessageSink &message) {
  const size_t before = diags.diagnostics().size();
  std::unique_ptr<sim::Program> program = sim::Program::load(module, diags, memory);
  for (size_t i = before; i < diags.diagnostics().size(); ++i) {
    const Diagnostic &d = diags.diagnostics()[i];
    message(diags.render(d), d.severity != Severity::Error);
  }
  if (!program)
    return nullptr;
  return checkScriptProgram(*program, module, script, message) ? std::move(program) : nullptr;
}

bool checkScriptProgram(const sim::Program &program, const ir::Module &module, const LaunchScript &script,
                        const MessageSink &message) {
  std::vector<ScriptError> errors =
      checkLaunches(script, program.kernels(), module.hasTargetTriple ? module.targetTriple : "");
  std::vector<ScriptError> symbols = checkSymbols(script, program);
  errors.insert(errors.end(), symbols.begin(), symbols.end());
  for (const ScriptError &e : errors)
    message(script.render(e), false);
  return errors.empty();
}

RunOutcome runScript(const LaunchScript &script, StepExecutor &executor, const RunSettings &settings) {
  return Runner(script, executor, settings).run();
}

} // namespace nvsim::tools
