// Kernel arguments: script and --arg values turned into the bytes of LaunchRequest::args,
// checked strictly against the kernel's parameters (count, kind, width, byval size).
#pragma once

#include "core/Kernels.h"
#include "tools/LaunchScript.h"

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace nvsim::tools {

using ArgBytes = std::vector<std::vector<std::byte>>;
/// The generic address of a buffer's first byte.
using BufferAddress = std::function<uint64_t(const std::string &buffer)>;

struct MarshalError {
  int argument = -1; ///< the argument the message is about; -1 for the list as a whole
  std::string message;
};

/// A parameter as messages show it: "i32", "ptr addrspace(1)", "ptr byval(%struct.S)".
std::string paramTypeText(const KernelParam &p);
/// "_Z5saxpyifPKfPf(i32, float, ptr, ptr)".
std::string kernelSignature(const KernelInfo &k);

/// One entry per parameter, exactly KernelParam::size bytes: integers of the parameter's width
/// (i1 takes an 8-bit 0 or 1), f16/f32/f64 for half/float/double, pointers as the 8-byte address
/// of buffer + offset (null as 0), `bytes` for byval and other aggregate parameters.
bool marshalArgs(const KernelInfo &kernel, const std::vector<ArgValue> &args, const BufferAddress &address,
                 ArgBytes &out, MarshalError &error);

/// The error of a launch step that did not marshal, at its "args" field (or at the argument).
ScriptError marshalError(const LaunchScript &script, const Step &step, const MarshalError &e);

/// Checks every launch of `script` before anything runs: the kernel exists in `kernels`, and
/// its arguments marshal. Returns the errors. `triple` is the module's target triple (empty when
/// it has none): an unknown kernel of a module made for another target says so.
std::vector<ScriptError> checkLaunches(const LaunchScript &script, const std::vector<KernelInfo> &kernels,
                                       std::string_view triple = {});

/// Whether `triple` names a GPU target (nvptx or nvptx64), or is empty (the module has none).
bool isGpuTriple(std::string_view triple);

} // namespace nvsim::tools
