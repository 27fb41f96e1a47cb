// Placeholder until the pass lands: changes nothing.
#include "core/passes/MemorySpaceOpt.h"

namespace nvsim::passes {

bool runMemorySpaceOpt(ir::Module &, const PassConfig &, DiagEngine &, MemorySpaceStats &) { return false; }

} // namespace nvsim::passes
