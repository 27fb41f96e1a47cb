// What the PTX compilers cannot compile, rewritten into what they can before they see the module:
// intrinsics they do not know become the PTX instruction they stand for (inline asm), libm
// intrinsics without a lowering become libdevice calls, the IR `fence` becomes PTX's fence.
// Each rewrite keeps what the kernel computes; docs/hardware.md lists them.
#pragma once

#include "conformance/backends/Ptx.h"
#include "core/ir/Module.h"

namespace nvsim::backends {

/// Rewrites `m` in place for `compiler` (llc-19 or libNVVM; `m` has been printed and re-parsed:
/// a private copy). `compilerOptions` are the options the compiler will get: for llc they choose
/// what `__nvvm_reflect` answers (libNVVM's defaults unless they ask otherwise). Returns how many
/// instructions were rewritten.
unsigned legalizeForPtx(ir::Module &m, Compiler compiler,
                        const std::vector<std::string> &compilerOptions = {});

} // namespace nvsim::backends
