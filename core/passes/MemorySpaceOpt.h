// MemorySpaceOpt (seed 004): generic pointers whose address space can be proven are rewritten to
// that space.
#pragma once

#include "core/Diagnostics.h"
#include "core/ir/Module.h"
#include "core/passes/PassConfig.h"

#include <cstdint>

namespace nvsim::passes {

/// What one run did, for `nvvm-sim opt --stats`.
struct MemorySpaceStats {
  unsigned toGlobal = 0, toShared = 0, toConstant = 0, toLocal = 0,
           toParam = 0;        ///< generic accesses resolved
  unsigned assumedGlobal = 0;  ///< ambiguous: warned and assumed global
  unsigned unresolved = 0;     ///< generic accesses left generic
  unsigned isspacepFolded = 0; ///< `isspacep.*` calls folded to a constant
  unsigned clones = 0;         ///< functions cloned per address-space signature
  unsigned registerSlots = 0;  ///< accesses to scalar allocas left for register promotion
};

/// Runs the pass over every function of `m`. Warnings (the ambiguous-pointer warning) go to
/// `diags`. Returns whether the module changed.
bool runMemorySpaceOpt(ir::Module &m, const PassConfig &config, DiagEngine &diags, MemorySpaceStats &stats);

} // namespace nvsim::passes
