// The executor's public face: load a module once, then launch its kernels over simulated memory.
#pragma once

#include "core/DataLayout.h"
#include "core/Diagnostics.h"
#include "core/Kernels.h"
#include "core/ir/Module.h"
#include "memory/Memory.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace nvsim::sim {

struct Dim3 {
  uint32_t x = 1, y = 1, z = 1;
  uint64_t count() const { return uint64_t(x) * y * z; }
};

struct LaunchOptions {
  unsigned threads = 0;        ///< host threads; 0 = all cores, 1 = deterministic serial order
  uint32_t stackBytes = 16384; ///< local memory per thread (allocas and call frames)
  double timeoutSeconds = 0;   ///< 0 = none
};

struct LaunchRequest {
  std::string kernel; ///< mangled or demangled name
  Dim3 grid, block;
  uint32_t dynamicSharedBytes = 0;
  /// One entry per IR parameter, exactly KernelParam::size bytes, little-endian: scalars as
  /// stored in memory, pointers as 8 bytes (generic or global address; 4 for 32-bit pointers),
  /// byval structs as their raw bytes.
  std::vector<std::vector<std::byte>> args;
};

/// A fault that stopped a launch: what happened, where in the grid, and which instruction.
struct KernelFault {
  std::string message; ///< mem::describe() text or the executor's own reason
  std::array<uint32_t, 3> block{}, thread{};
  std::string instruction; ///< the IR instruction as text
  std::string location;    ///< "file.ll:12:5" (or !dbg file:line when present)
  /// The whole report, several lines, as printed for people.
  std::string render() const;
};

struct LaunchResult {
  /// A launch that could not start (unknown kernel, wrong argument sizes, block too large...).
  std::string error;
  std::optional<KernelFault> fault;
  double seconds = 0;
  uint64_t laneInstructions = 0; ///< instructions executed, summed over active lanes
  std::string output;            ///< what the kernel printed with printf (vprintf)
  bool ok() const { return error.empty() && !fault; }
};

class Program {
public:
  /// Decodes every kernel and every function it can reach, and places the module's global
  /// variables (address spaces 0, 1, 4; address space 3 per block) in `memory`. Unsupported
  /// constructs and unknown intrinsics are reported through `diags` with their location; the
  /// result is null then. `module` and `memory` must outlive the Program.
  static std::unique_ptr<Program> load(const ir::Module &module, DiagEngine &diags, mem::Memory &memory);
  virtual ~Program();

  const DataLayout &dataLayout() const;
  const std::vector<KernelInfo> &kernels() const;
  const KernelInfo *findKernel(std::string_view name) const;

  /// Runs one launch to completion or to its first fault. Whatever was written before a fault
  /// stays written.
  virtual LaunchResult launch(const LaunchRequest &request, const LaunchOptions &options) = 0;

protected:
  Program() = default;
};

} // namespace nvsim::sim
