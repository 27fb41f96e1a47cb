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

/// The default target: the oldest architecture CUDA 13's libNVVM and ptxas still accept (they
/// reject sm_70 and older), so that a plain `nvvm-sim ptx` works with both compilers.
inline constexpr const char *kDefaultArch = "sm_75";

struct PtxOptions {
  Compiler compiler = Compiler::Nvvm;
  std::string arch = kDefaultArch;          ///< sm_XX, passed as -arch=compute_XX / -mcpu=sm_XX
  std::vector<std::string> compilerOptions; ///< passed through (e.g. -ftz=1, -prec-div=0, -O3)
  bool runPtxas = true;                     ///< validate with ptxas when it is installed
  unsigned timeoutSeconds = 120;            ///< for each subprocess (llc, ptxas)
  std::string inputName = "module.ll";      ///< what libNVVM's messages call the input text
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
  std::string ptxasNote;       ///< one line: whether ptxas validated the PTX, or why it did not run
};

/// Compiles every kernel of `m` (which is not modified) to one PTX module. libNVVM reads
/// printModuleNvvm7(m) and gets libdevice added lazily when the text calls `__nv_*` functions;
/// llc reads printModule(m), with libdevice's needed functions linked in first (core/Linker.h).
PtxResult compileToPtx(const ir::Module &m, const PtxOptions &opts);

/// Hands `text` to the compiler unchanged (no printing, and for llc no libdevice linking): for
/// tests of the compilers themselves on hand-written input (`nvvm-sim ptx --input-as-is`).
PtxResult compileTextToPtx(const std::string &text, const PtxOptions &opts);

/// Whether `arch` is a target name the backends understand: `sm_` and digits, optionally
/// followed by `a` (architecture-specific features) or `f` (family): `sm_90`, `sm_90a`, `sm_100f`.
bool isValidArch(const std::string &arch);

} // namespace nvsim::backends
