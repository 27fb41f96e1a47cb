// Placeholder until the NVVM 7 printer lands.
#include "core/printer/Printer.h"

namespace nvsim {

std::string printModuleNvvm7(const ir::Module &m) { return printModule(m); }

} // namespace nvsim
