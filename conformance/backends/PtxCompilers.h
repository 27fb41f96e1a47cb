// The pieces behind compileToPtx (conformance/backends/Ptx.h): one function per compiler, each
// filling status, ptx, log and compilerVersion of a PtxResult, and ptxas.
#pragma once

#include "conformance/backends/Ptx.h"

#include <set>
#include <string>

namespace nvsim::backends {

/// libNVVM (PtxNvvm.cpp) on NVVM IR 2.0 text; libdevice is added lazily when the text calls `__nv_*`.
void compileWithNvvm(const std::string &text, const PtxOptions &opts, PtxResult &r);

/// llc of LLVM 19 (PtxLlc.cpp) on LLVM 19 text.
void compileWithLlc(const std::string &text, const PtxOptions &opts, PtxResult &r);

/// ptxas -arch=`opts.arch` on `r.ptx` (Ptx.cpp): sets ptxasValidated and ptxasNote, or status
/// PtxasFailed with its messages in the log. Not finding ptxas is not a failure.
void validateWithPtxas(const PtxOptions &opts, PtxResult &r);

/// "compute_90a" for "sm_90a".
std::string computeArch(const std::string &smArch);

} // namespace nvsim::backends
