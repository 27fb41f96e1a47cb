// What the API's files share: the access to Arg's fields, and the conversions of the executor's
// values to the API's.
#pragma once

#include "core/Kernels.h"
#include "sim/Launch.h"
#include "tools/LaunchScript.h"
#include "tools/Marshal.h"
#include "tools/api/nvvmsim/nvvmsim.h"

#include <fmt/format.h>

namespace nvvmsim {

/// Arg's fields, for the library's own files.
struct ArgAccess {
  static void set(Arg &a, Arg::Kind kind, std::string type, uint64_t bits);
  /// The ArgValue of argument `index` for parameter `p`: an untyped number takes the
  /// parameter's type (an Error when it does not fit); what does not suit the parameter is left
  /// to marshalArgs, which says so.
  static nvsim::tools::ArgValue value(const Arg &a, const nvsim::KernelParam &p, size_t index);
};

/// A kernel as the API lists it.
Kernel toKernel(const nvsim::KernelInfo &k);
Finding toFinding(const nvsim::sim::Finding &f);
Fault toFault(const nvsim::sim::KernelFault &f);
/// The JSON of one launch: the fields of `run --report json`'s launch, its findings, the checks
/// and the schedule.
std::string launchReport(const LaunchResult &r, const nvsim::sim::LaunchResult &raw, const Dim3 &grid,
                         const Dim3 &block, const LaunchOptions &options,
                         const std::vector<std::string> &checks);

} // namespace nvvmsim
