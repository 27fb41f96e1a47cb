// Reading LLVM assembly in every NVVM IR dialect (1.x / LLVM 3.2, 2.0 / LLVM 7-14, LLVM 15-19).
#pragma once

#include "core/Diagnostics.h"
#include "core/ir/Module.h"

#include <memory>

namespace nvsim {

/// Parses `file` into a module. On error, returns null and `diags` holds the located reasons.
/// Warnings (unknown attributes, ...) may be reported on success.
std::unique_ptr<ir::Module> parseAssembly(const SourceFile &file, DiagEngine &diags);

/// Limits that keep hostile input from exhausting the stack or memory.
inline constexpr unsigned kMaxNestingDepth = 256;

} // namespace nvsim
