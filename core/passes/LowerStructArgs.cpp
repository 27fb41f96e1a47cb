// Placeholder until the pass lands: changes nothing.
#include "core/passes/LowerStructArgs.h"

namespace nvsim::passes {

bool runLowerStructArgs(ir::Module &, const PassConfig &, DiagEngine &, LowerStructArgsStats &) {
  return false;
}

} // namespace nvsim::passes
