// Annotation transplant (seed 001): `!nvvm.annotations` become `nvvm.*` function attributes, and
// the 16-bit GlobalValue flag word is rewritten with the seed's four masks.
#pragma once

#include "core/Diagnostics.h"
#include "core/ir/Module.h"

namespace nvsim::passes {

/// What one run did, for `nvvm-sim opt --stats`.
struct TransplantStats {
  unsigned kernels = 0;      ///< functions marked as kernels (bit 14 and the attribute)
  unsigned attributes = 0;   ///< `nvvm.*` attributes written
  unsigned internalized = 0; ///< non-kernels given internal linkage
};

/// Runs the transplant over `m`. Returns whether the module changed.
bool runAnnotationTransplant(ir::Module &m, DiagEngine &diags, TransplantStats &stats);

} // namespace nvsim::passes
