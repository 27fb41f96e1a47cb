// Compiling a module to PTX for a real GPU: libNVVM (loaded with dlopen) or LLVM's NVPTX backend
// (llc-19 as a subprocess), then ptxas to validate the PTX when it is installed.
#pragma once

#include "core/ir/Module.h"

#include <string>
#include <vector>

namespace nvsim::backends {

enum class Compiler { Nvvm, Llc };

/// "nvvm" or "llc".
const char *compilerName(Compiler c);

struct PtxOptions {
  Compiler compiler = Compiler::Nvvm;
  std::string arch = "sm_70";               ///< sm_XX, passed as -arch=compute_XX / -mcpu=sm_XX
  std::vector<std::string> compilerOptions; ///< passed through (e.g. -ftz=1, -prec-div=0, -O3)
  bool runPtxas = true;                     ///< validate with ptxas when it is installed
  unsigned timeoutSeconds = 120;            ///< for each subprocess (llc, ptxas)
};

enum class PtxStatus {
  Ok,
  CompilerMissing, ///< libnvvm.so or llc-19 not found
  CompileFailed,   ///< the compiler rejected the input (log holds its messages)
  PtxasFailed,     ///< the compiler's PTX was rejected by ptxas (log holds its messages)
};

struct PtxResult {
  PtxStatus status = PtxStatus::CompilerMissing;
  std::string ptx;             ///< the PTX, when the compiler produced it
  std::string log;             ///< compiler and ptxas messages
  std::string input;           ///< the IR text given to the compiler (nvvm7 dialect for libNVVM)
  std::string compilerVersion; ///< e.g. "libNVVM 2.0 (IR 2.0)" or llc's --version line
  bool ptxasValidated = false; ///< ptxas ran and accepted the PTX
};

/// Compiles every kernel of `m` (which is not modified) to one PTX module.
PtxResult compileToPtx(const ir::Module &m, const PtxOptions &opts);

} // namespace nvsim::backends
