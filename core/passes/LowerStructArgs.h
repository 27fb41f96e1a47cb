// LowerStructArgs (seed 002): byval aggregate kernel parameters become parameter-space pointers,
// read with `llvm.nvvm.ldparam.*` at offsets computed from the DataLayout.
#pragma once

#include "core/DataLayout.h"
#include "core/Diagnostics.h"
#include "core/ir/Module.h"
#include "core/passes/PassConfig.h"

#include <optional>
#include <vector>

namespace nvsim::passes {

/// What one run did, for `nvvm-sim opt --stats`.
struct LowerStructArgsStats {
  unsigned params = 0;    ///< byval parameters lowered
  unsigned ldparams = 0;  ///< loads rewritten to `llvm.nvvm.ldparam.*`
  unsigned castOnly = 0;  ///< parameters that took the cast-only path
  unsigned leftAlone = 0; ///< functions left unchanged because of an unknown use (diagnosed)
  unsigned casts = 0;     ///< `llvm.nvvm.cvt.*` calls written (generic.to.as and param.to.*)
  /// Per lowered parameter, in module order: the seed's byte size (up to the end of the last
  /// field, see paramExtent) and the alignment kept on the parameter pointer.
  struct Lowered {
    const ir::GlobalValue *function;
    unsigned index;
    uint64_t bytes, align;
  };
  std::vector<Lowered> lowered;
};

/// Runs the pass over every kernel of `m`. Returns whether the module changed.
bool runLowerStructArgs(ir::Module &m, const PassConfig &config, DiagEngine &diags,
                        LowerStructArgsStats &stats);

/// The byte offset a getelementptr's constant indices reach from its base (the seed's
/// composite_offset, with the first index scaling the whole source type as LLVM's does); nullopt
/// when an index is not a constant integer.
std::optional<int64_t> compositeOffset(const DataLayout &dl, ir::Type *sourceType,
                                       const std::vector<ir::Value *> &indices);

/// The size the seed gives a parameter of type `t`: the end of its last byte of data, without the
/// tail padding LLVM's alloc size adds ({f64, i8, [4 x i32]} is 28 bytes here, 32 as LLVM
/// allocates it). The launch ABI still copies the alloc size.
uint64_t paramExtent(const DataLayout &dl, const ir::Type *t);

/// The overload suffix LLVM mangles `t` into (`i32`, `f64`, `p1`, `v4f32`); empty when `t` has
/// none this pass emits (aggregates, scalable vectors, exotic types).
std::string overloadSuffix(const ir::Type *t);

} // namespace nvsim::passes
