// The step executor of `nvvm-sim run`: a launch script's buffers, copies and launches on an
// nvvmsim::Module, through the library API (docs/api.md, "The command line and the API").
#pragma once

#include "tools/ScriptRunner.h"
#include "tools/api/nvvmsim/nvvmsim.h"

namespace nvsim::tools {

/// Buffers come from Module::alloc and copies go through Module::copyToDevice, copyFromDevice
/// and memset, on a Buffer that names the range a step reaches; launches run as Module::launch
/// runs them, with the command's options (profile, trace: nvvmsim::ModuleAccess).
class ModuleExecutor final : public StepExecutor {
public:
  /// `program` is the module's, from nvvmsim::ModuleAccess::decode.
  ModuleExecutor(nvvmsim::Module &module, sim::Program &program, const sim::LaunchOptions &options)
      : module_(module), program_(program), options_(options) {}
  bool allocate(const std::string &buffer, uint64_t bytes, uint64_t &address, std::string &why) override;
  void markZeroed(uint64_t address, uint64_t bytes) override;
  bool write(uint64_t address, std::span<const std::byte> data, std::string &why) override;
  bool fill(uint64_t address, uint8_t value, uint64_t bytes, std::string &why) override;
  bool read(uint64_t address, std::span<std::byte> out, std::string &why) override;
  bool writeData(uint64_t address, const DataBytes &data, std::string &why) override;
  const std::byte *view(uint64_t address, uint64_t bytes) override;
  const KernelInfo *findKernel(std::string_view name) const override { return program_.findKernel(name); }
  bool symbol(const std::string &name, sim::ModuleVariable &out, std::string &why) override;
  sim::LaunchResult launch(const sim::LaunchRequest &req) override;

private:
  nvvmsim::Module &module_;
  sim::Program &program_;
  const sim::LaunchOptions &options_;
};

} // namespace nvsim::tools
