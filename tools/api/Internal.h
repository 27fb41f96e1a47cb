// What the API's files share: the access to Arg's fields, the conversions of the executor's
// values to the API's, and ModuleAccess, the library's internal interface for the nvvm-sim command.
#pragma once

#include "core/Kernels.h"
#include "sim/Launch.h"
#include "tools/Input.h"
#include "tools/LaunchScript.h"
#include "tools/Marshal.h"
#include "tools/api/nvvmsim/nvvmsim.h"

#include <fmt/format.h>

#include <functional>

namespace nvvmsim {

/// Arg's fields, for the library's own files.
struct ArgAccess {
  static void set(Arg &a, Arg::Kind kind, std::string type, uint64_t bits);
  /// The ArgValue of argument `index` for parameter `p`: an untyped number takes the
  /// parameter's type (an Error when it does not fit); what does not suit the parameter is left
  /// to marshalArgs, which says so.
  static nvsim::tools::ArgValue value(const Arg &a, const nvsim::KernelParam &p, size_t index);
};

/// What `nvvm-sim run` needs of a Module beyond the stable header (docs/api.md, "The command line
/// and the API"): a module it read and linked itself, each diagnostic of the decoder as its own
/// message, and launches with the executor's options and results (profile, trace, delayed stores),
/// which are not in LaunchOptions and LaunchResult. Module::launch runs through the same launch().
struct ModuleAccess {
  /// A Module over a module the caller read (and linked), whose diagnostics the caller printed:
  /// the memory budget and initialization tracking of `options` are set up as fromFile does. A
  /// data layout that does not parse is left to decode(), which reports it.
  static Module adopt(nvsim::tools::LoadedModule loaded, const ModuleOptions &options);
  /// Decodes the module (what the first alloc does), sending each new diagnostic to `message`
  /// (rendered, and whether it is a warning); null after an error.
  static nvsim::sim::Program *decode(Module &m,
                                     const std::function<void(const std::string &, bool)> &message);
  static nvsim::mem::Memory &memory(Module &m);
  /// One launch on the decoded module, as Module::launch runs it.
  static nvsim::sim::LaunchResult launch(Module &m, const nvsim::sim::LaunchRequest &request,
                                         const nvsim::sim::LaunchOptions &options);
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
