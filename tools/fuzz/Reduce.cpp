// `nvvm-sim fuzz reduce CASE`.
#include "tools/Commands.h"
#include "tools/fuzz/Fuzz.h"

namespace nvsim::fuzz {

int runReduce(const std::string &, unsigned, bool) { return tools::kExitInputError; }

} // namespace nvsim::fuzz
