// What LLVM 19's NVPTX backend cannot compile, rewritten into what it can before llc sees the
// module: intrinsics it does not know become the PTX instruction they stand for (inline asm),
// libm intrinsics without a libcall become libdevice calls, the IR `fence` becomes PTX's fence.
// Each rewrite keeps what the kernel computes; docs/hardware.md lists them.
#pragma once

#include "core/ir/Module.h"

namespace nvsim::backends {

/// Rewrites `m` in place for llc-19 (`m` has been printed and re-parsed: a private copy).
/// Returns how many instructions were rewritten.
unsigned legalizeForLlc(ir::Module &m);

} // namespace nvsim::backends
