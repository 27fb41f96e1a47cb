// compileToPtx: the module printed in the compiler's dialect, the compiler, then ptxas.
#include "conformance/backends/Ptx.h"

#include "conformance/backends/Libdevice.h"
#include "conformance/backends/LlcLegalize.h"
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

/// `text` legalized for llc (LlcLegalize.h), or as it is when it does not parse (llc then
/// reports what is wrong).
std::string legalizedText(const std::string &text) {
  SourceFile file("module.ll", text);
  DiagEngine diags(&file);
  std::unique_ptr<ir::Module> copy = parseAssembly(file, diags);
  if (!copy || diags.hasErrors())
    return text;
  legalizeForLlc(*copy);
  return printModule(*copy);
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
  if (opts.compiler == Compiler::Nvvm) {
    std::string text, why;
    if (!printModuleNvvm7(m, text, why)) {
      PtxResult r;
      r.status = PtxStatus::CompileFailed;
      r.log = why + "\n";
      return r;
    }
    return compile(text, opts);
  }
  // llc: a private copy, legalized, with libdevice linked when it is called (also by the
  // legalized copy), then legalized again for what libdevice's functions call.
  SourceFile file("module.ll", printModule(m));
  DiagEngine diags(&file);
  std::unique_ptr<ir::Module> copy = parseAssembly(file, diags);
  if (copy && !diags.hasErrors())
    legalizeForLlc(*copy);
  else
    copy.reset();
  const ir::Module &input = copy ? *copy : m;
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
  return compile(legalizedText(text), opts);
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
