// Program: module loading and kernel lookup (the executor lands in Executor.cpp).
#include "sim/Launch.h"

namespace nvsim::sim {

Program::~Program() = default;

std::string KernelFault::render() const {
  std::string s = message;
  s += fmt::format("\n  in block ({},{},{}) thread ({},{},{})", block[0], block[1], block[2], thread[0], thread[1],
                   thread[2]);
  if (!instruction.empty())
    s += fmt::format("\n  at {}: {}", location, instruction);
  return s;
}

} // namespace nvsim::sim
