// Placeholder until the backends land: no compiler is found.
#include "conformance/backends/Ptx.h"

namespace nvsim::backends {

const char *compilerName(Compiler c) { return c == Compiler::Nvvm ? "nvvm" : "llc"; }

PtxResult compileToPtx(const ir::Module &, const PtxOptions &) {
  PtxResult r;
  r.log = "PTX backends are not built yet";
  return r;
}

} // namespace nvsim::backends
