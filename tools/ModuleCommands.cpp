// `nvvm-sim parse` and `nvvm-sim verify`.
#include "core/printer/Printer.h"
#include "core/verifier/Verifier.h"
#include "tools/Commands.h"
#include "tools/Input.h"

#include <iostream>

namespace nvsim::tools {

int runParse(const ParseOptions &opts) {
  LoadedModule lm = loadModule(opts.input);
  if (!lm.module)
    return kExitInputError;
  if (opts.output.empty())
    return kExitOk;
  std::string text = printModule(*lm.module);
  if (opts.dialect == "nvvm7") {
    std::string why;
    if (!printModuleNvvm7(*lm.module, text, why)) {
      std::cerr << lm.source->name() << ": " << why << "\n";
      return kExitInputError;
    }
  }
  if (!writeOutput(opts.output, text))
    return kExitInputError;
  return kExitOk;
}

int runVerify(const VerifyOptions &opts) {
  LoadedModule lm = loadModule(opts.input);
  if (!lm.module)
    return kExitInputError;
  DiagEngine diags(lm.source.get());
  nvsim::VerifyOptions vo;
  vo.nvvm = opts.nvvmRules;
  bool ok = verifyModule(*lm.module, diags, vo);
  std::cerr << diags.renderAll();
  if (!ok) {
    std::cerr << fmt::format("{}: {} error{} found\n", lm.source->name(), diags.errorCount(),
                             diags.errorCount() == 1 ? "" : "s");
    return kExitInputError;
  }
  std::cerr << lm.source->name() << ": valid NVVM IR\n";
  return kExitOk;
}

} // namespace nvsim::tools
