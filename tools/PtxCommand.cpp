// `nvvm-sim ptx`: the module compiled to PTX by libNVVM or llc-19 (conformance/backends/Ptx.h).
#include "conformance/backends/Ptx.h"
#include "tools/Commands.h"
#include "tools/Input.h"
#include "tools/Marshal.h"

#include <filesystem>
#include <iostream>

namespace nvsim::tools {

int runPtx(const PtxCommandOptions &o) {
  LoadedModule lm = loadModule(o.input);
  if (!lm.module)
    return kExitInputError;
  // llc and libNVVM would retarget it without a word; host code is not a kernel module.
  if (lm.module->hasTargetTriple && !isGpuTriple(lm.module->targetTriple)) {
    std::cerr << "nvvm-sim: error: "
              << runMessage(RunMsg::PtxNotGpuModule, lm.source->name(), lm.module->targetTriple) << "\n";
    return kExitInputError;
  }

  backends::PtxOptions po;
  po.compiler = o.compiler == "nvvm" ? backends::Compiler::Nvvm : backends::Compiler::Llc;
  if (!o.arch.empty())
    po.arch = o.arch;
  po.compilerOptions = o.compilerOptions;
  po.runPtxas = !o.noPtxas;
  po.timeoutSeconds = o.timeout;
  // libNVVM's messages locate errors in the text it was given: the file itself as-is, else the
  // module as printed for it (which --save-input writes).
  const std::filesystem::path file(lm.source->name());
  po.inputName = o.inputAsIs ? file.filename().string() : file.stem().string() + ".nvvm7.ll";
  const backends::PtxResult r = o.inputAsIs ? backends::compileTextToPtx(std::string(lm.source->text()), po)
                                            : backends::compileToPtx(*lm.module, po);

  if (!o.saveInput.empty() && !r.input.empty() && !writeOutput(o.saveInput, r.input))
    return kExitInputError;
  const std::string name = backends::compilerName(po.compiler);
  auto withNewline = [](const std::string &s) { return s.empty() || s.back() == '\n' ? s : s + "\n"; };
  switch (r.status) {
  case backends::PtxStatus::CompilerMissing:
    std::cerr << "nvvm-sim: no compiler: " << withNewline(r.log);
    return kExitNoDevice;
  case backends::PtxStatus::CompileFailed:
    std::cerr << "nvvm-sim: " << lm.source->name() << ": " << name << " rejected the module:\n"
              << withNewline(r.log);
    return kExitInputError;
  case backends::PtxStatus::PtxasFailed:
  case backends::PtxStatus::Ok: break;
  }
  // The PTX is written even when ptxas rejects it: it is what one looks at then.
  if (!writeOutput(o.output.empty() ? "-" : o.output, r.ptx))
    return kExitInputError;
  if (r.status == backends::PtxStatus::PtxasFailed) {
    std::cerr << "nvvm-sim: " << lm.source->name() << ": ptxas rejected the PTX from " << name << ":\n"
              << withNewline(r.log);
    return kExitInputError;
  }
  std::cerr << withNewline(r.log)
            << "nvvm-sim: " << (o.noPtxas ? std::string("PTX not validated (--no-ptxas)") : r.ptxasNote)
            << "\n";
  return kExitOk;
}

} // namespace nvsim::tools
