// The module verifier: LLVM's structural rules plus the NVVM IR rules, reported with locations.
#pragma once

#include "core/Diagnostics.h"
#include "core/ir/Module.h"

namespace nvsim {

/// Which rule families verifyModule applies.
struct VerifyOptions {
  /// LLVM's structural rules: terminators, phis, operand types, casts, dominance.
  bool structure = true;
  /// The NVVM IR rules: specification chapters 2-14 and the NVVM verifier rules of seed 004
  /// (illegal instructions, types, intrinsics, address spaces, atomics, data layout).
  bool nvvm = true;
};

/// Checks `module` and reports every problem found through `diags`, in source order, each with
/// the location of the offending instruction, global or function (kNoLoc when it has none).
/// At most one error is reported per instruction (its first); checking goes on with the rest.
/// Returns true when no error was reported (warnings and notes do not count).
bool verifyModule(const ir::Module &module, DiagEngine &diags, const VerifyOptions &options = {});

} // namespace nvsim
