// compileToPtx: the module printed in the compiler's dialect, the compiler, then ptxas.
#include "conformance/backends/Ptx.h"

#include "conformance/backends/Legalize.h"
#include "conformance/backends/Libdevice.h"
#include "conformance/backends/PtxCompilers.h"
#include "conformance/backends/Subprocess.h"
#include "core/parser/Parser.h"
#include "core/printer/Printer.h"

#include <memory>

namespace nvsim::backends {

namespace {

/// ptxas: $NVVM_SIM_PTXAS when set, else CUDA's, else the first on PATH. Empty with `why` when
/// there is none.
std::string findPtxas(std::string &why) {
  if (std::string env = envValue("NVVM_SIM_PTXAS"); !env.empty()) {
    if (isExecutableFile(env))
      return env;
    why = "NVVM_SIM_PTXAS=" + env + " is not an executable file";
    return {};
  }
  for (std::string p : {std::string("/usr/local/cuda/bin/ptxas"), findOnPath("ptxas")})
    if (isExecutableFile(p))
      return p;
  why = "ptxas not found (NVVM_SIM_PTXAS, /usr/local/cuda/bin/ptxas, PATH)";
  return {};
}

/// A private copy of a module (printed and parsed again), which legalization may change.
struct ModuleCopy {
  explicit ModuleCopy(std::string text) : file("module.ll", std::move(text)), diags(&file) {
    module = parseAssembly(file, diags);
    if (diags.hasErrors())
      module.reset();
  }
  SourceFile file; // NOTE: before the module, which refers to its text
  DiagEngine diags;
  std::unique_ptr<ir::Module> module; ///< null when the text does not parse
};

/// `text` legalized for the compiler of `opts`, or as it is when it does not parse (the compiler
/// then reports what is wrong).
std::string legalizedText(std::string text, const PtxOptions &opts) {
  ModuleCopy copy(text);
  if (!copy.module)
    return text;
  legalizeForPtx(*copy.module, opts.compiler, opts.compilerOptions);
  return printModule(*copy.module);
}

PtxResult compile(const std::string &text, const PtxOptions &opts) {
  PtxResult r;
  r.input = text;
  if (!isValidArch(opts.arch)) {
    r.status = PtxStatus::CompileFailed;
    r.log = "invalid target '" + opts.arch + "' (expected sm_ and a number, e.g. sm_90)";
    return r;
  }
  if (opts.compiler == Compiler::Nvvm)
    compileWithNvvm(text, opts, r);
  else
    compileWithLlc(text, opts, r);
  if (r.status != PtxStatus::Ok)
    return r;
  if (opts.runPtxas)
    validateWithPtxas(opts, r);
  else
    r.ptxasNote = "PTX not validated (ptxas not run)";
  return r;
}

} // namespace

const char *compilerName(Compiler c) { return c == Compiler::Nvvm ? "nvvm" : "llc"; }

bool isValidArch(const std::string &arch) {
  if (arch.rfind("sm_", 0) != 0)
    return false;
  size_t i = 3, digits = 0;
  while (i < arch.size() && arch[i] >= '0' && arch[i] <= '9')
    ++i, ++digits;
  if (digits == 0 || digits > 4)
    return false;
  return i == arch.size() || (i + 1 == arch.size() && (arch[i] == 'a' || arch[i] == 'f'));
}

std::string computeArch(const std::string &smArch) { return "compute_" + smArch.substr(3); }

PtxResult compileToPtx(const ir::Module &m, const PtxOptions &opts) {
  // A private copy, legalized for the compiler (Legalize.h); the module itself when the copy
  // cannot be made.
  ModuleCopy copy(printModule(m));
  if (copy.module)
    legalizeForPtx(*copy.module, opts.compiler, opts.compilerOptions);
  const ir::Module &input = copy.module ? *copy.module : m;
  if (opts.compiler == Compiler::Nvvm) {
    std::string text, why;
    if (!printModuleNvvm7(input, text, why)) {
      PtxResult r;
      r.status = PtxStatus::CompileFailed;
      r.log = why + "\n";
      return r;
    }
    return compile(text, opts); // libNVVM links libdevice itself
  }
  // llc: libdevice linked when it is called (also by the legalized copy), then legalized again
  // for what libdevice's functions call.
  if (libdeviceCalls(input).empty())
    return compile(printModule(input), opts);
  std::string text, why;
  bool toolMissing = false;
  if (!linkLibdevice(input, opts.timeoutSeconds, text, why, toolMissing)) {
    PtxResult r;
    r.status = toolMissing ? PtxStatus::CompilerMissing : PtxStatus::CompileFailed;
    r.log = why;
    return r;
  }
  return compile(legalizedText(std::move(text), opts), opts);
}

PtxResult compileTextToPtx(const std::string &text, const PtxOptions &opts) { return compile(text, opts); }

void validateWithPtxas(const PtxOptions &opts, PtxResult &r) {
  std::string why;
  const std::string ptxas = findPtxas(why);
  if (ptxas.empty()) {
    r.ptxasNote = "PTX not validated: " + why;
    return;
  }
  // NOTE: ptxas runs in a folder of its own on a fixed file name, so that its messages
  // (`ptxas module.ptx, line 10; error ...`) read the same from run to run.
  TempDir dir;
  if (!dir.write("module.ptx", r.ptx)) {
    r.ptxasNote = "PTX not validated: cannot write it for ptxas: " + dir.error();
    return;
  }
  const std::string target = "-arch=" + opts.arch;
  SubprocessResult p =
      runSubprocess({ptxas, target, "module.ptx", "-o", "module.cubin"}, {}, opts.timeoutSeconds, dir.path());
  if (!p.ok()) {
    r.status = PtxStatus::PtxasFailed;
    r.log += (r.log.empty() || r.log.back() == '\n' ? "" : "\n") + ptxas + " " + target + ": " +
             p.describe(opts.timeoutSeconds) + "\n" + p.err;
    r.ptxasNote = "PTX rejected by ptxas " + target;
    return;
  }
  r.ptxasValidated = true;
  r.ptxasNote = "PTX validated by ptxas " + target;
}

} // namespace nvsim::backends
