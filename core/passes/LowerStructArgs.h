// LowerStructArgs (seed 002): byval aggregate kernel parameters become parameter-space pointers,
// read with `llvm.nvvm.ldparam.*` at offsets computed from the DataLayout.
#pragma once

#include "core/Diagnostics.h"
#include "core/ir/Module.h"
#include "core/passes/PassConfig.h"

namespace nvsim::passes {

/// What one run did, for `nvvm-sim opt --stats`.
struct LowerStructArgsStats {
  unsigned params = 0;    ///< byval parameters lowered
  unsigned ldparams = 0;  ///< loads rewritten to `llvm.nvvm.ldparam.*`
  unsigned castOnly = 0;  ///< parameters that took the cast-only path
  unsigned leftAlone = 0; ///< functions left unchanged because of an unknown use (diagnosed)
};

/// Runs the pass over every kernel of `m`. Returns whether the module changed.
bool runLowerStructArgs(ir::Module &m, const PassConfig &config, DiagEngine &diags,
                        LowerStructArgsStats &stats);

} // namespace nvsim::passes
