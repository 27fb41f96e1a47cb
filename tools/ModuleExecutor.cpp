// `nvvm-sim run`'s steps on an nvvmsim::Module (tools/ModuleExecutor.h).
#include "tools/ModuleExecutor.h"

#include "memory/HostBudget.h"
#include "tools/RunError.h"
#include "tools/api/Internal.h"

#include <algorithm>

namespace nvsim::tools {

namespace {

/// The range [address, address + bytes) of a buffer or a module variable, as a Buffer the
/// API's copies take (they check the range against it, and reach memory at its address).
nvvmsim::Buffer range(uint64_t address, uint64_t bytes) { return nvvmsim::Buffer{address, bytes, ""}; }

} // namespace

bool ModuleExecutor::allocate(const std::string &buffer, uint64_t bytes, uint64_t &address,
                              std::string &why) {
  try {
    address = module_.alloc(bytes, buffer).address;
    return true;
  } catch (const nvvmsim::Error &) {
    // The runner's message names the buffer and its size; this says why, when it is the budget.
    const mem::HostBudget &budget = nvvmsim::ModuleAccess::memory(module_).budget();
    if (bytes > budget.limit() - std::min(budget.used(), budget.limit()))
      why = runMessage(RunMsg::OverMemoryLimit, mem::formatBytes(budget.used()),
                       mem::formatBytes(budget.limit()));
    return false;
  }
}

void ModuleExecutor::markZeroed(uint64_t address, uint64_t bytes) {
  nvvmsim::ModuleAccess::memory(module_).markWritten(address, bytes);
}

bool ModuleExecutor::write(uint64_t address, std::span<const std::byte> data, std::string &) {
  try {
    module_.copyToDevice(range(address, data.size()), data.data(), data.size());
    return true;
  } catch (const nvvmsim::Error &) {
    return false;
  }
}

bool ModuleExecutor::fill(uint64_t address, uint8_t value, uint64_t bytes, std::string &) {
  try {
    module_.memset(range(address, bytes), value, bytes);
    return true;
  } catch (const nvvmsim::Error &) {
    return false;
  }
}

bool ModuleExecutor::read(uint64_t address, std::span<std::byte> out, std::string &) {
  try {
    module_.copyFromDevice(range(address, out.size()), out.data(), out.size());
    return true;
  } catch (const nvvmsim::Error &) {
    return false;
  }
}

// NOTE: Module's copies take host pointers; a file's bytes are read straight into the memory.
bool ModuleExecutor::writeData(uint64_t address, const DataBytes &data, std::string &why) {
  return writeInto(nvvmsim::ModuleAccess::memory(module_), address, data, why);
}

const std::byte *ModuleExecutor::view(uint64_t address, uint64_t bytes) {
  return hostBytes(nvvmsim::ModuleAccess::memory(module_), address, bytes);
}

// NOTE: the variable's `constant` flag, which the runner needs, is not in the API's Buffer: the
// program is asked directly, as Module::variable asks it.
bool ModuleExecutor::symbol(const std::string &name, sim::ModuleVariable &out, std::string &why) {
  return programSymbol(program_, name, out, why);
}

sim::LaunchResult ModuleExecutor::launch(const sim::LaunchRequest &req) {
  return nvvmsim::ModuleAccess::launch(module_, req, options_);
}

} // namespace nvsim::tools
