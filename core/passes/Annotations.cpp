// Placeholder until the pass lands: changes nothing.
#include "core/passes/Annotations.h"

namespace nvsim::passes {

bool runAnnotationTransplant(ir::Module &, DiagEngine &, TransplantStats &) { return false; }

} // namespace nvsim::passes
