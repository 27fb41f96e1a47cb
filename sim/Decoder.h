// IR -> decoded code: slots, handlers and immediates resolved once, before any launch.
#pragma once

#include "core/DataLayout.h"
#include "core/Diagnostics.h"
#include "core/ir/Module.h"
#include "sim/ConstEval.h"
#include "sim/Exec.h"

#include <memory>
#include <unordered_map>

namespace nvsim::sim {

/// Decodes the functions of one module on demand. Errors (unsupported constructs, unknown
/// intrinsics, calls to undefined functions) are reported with the instruction's location.
class Decoder {
public:
  Decoder(const ir::Module &m, const DataLayout &dl,
          const std::unordered_map<const ir::Value *, uint64_t> &addresses, DiagEngine &diags);
  ~Decoder();

  /// The decoded function (decoding it and, transitively, its callees first time); null on error.
  DecodedFunction *decode(const ir::GlobalValue *fn);
  /// Decodes every defined function constant `v` holds: itself, or inside constant expressions
  /// (`bitcast (i32 (i32)* @f to i8*)`) and aggregates, so that an indirect call through a value
  /// made from it finds the function. False when one of them cannot be decoded.
  bool decodeFunctionsIn(const ir::Value *v);
  /// Every function decoded so far, in decoding order.
  const std::vector<std::unique_ptr<DecodedFunction>> &functions() const { return functions_; }

  /// The value a function pointer to `fn` has (functions are numbered in a reserved range of
  /// the null region, so data accesses through them fault).
  static uint64_t functionAddress(uint32_t index);

  /// __CUDA_ARCH for llvm.nvvm.reflect (default 700), __CUDA_FTZ (default 0).
  uint32_t cudaArch = 700;
  uint32_t cudaFtz = 0;
  /// Decode for checked launches: the checked load and store handlers, and allocas kept in
  /// local memory (sim/Checkers.h).
  bool checked = false;

private:
  friend class FunctionDecoder;
  const ir::Module &module_;
  const DataLayout &dl_;
  ConstEval eval_;
  DiagEngine &diags_;
  std::vector<std::unique_ptr<DecodedFunction>> functions_;
  std::unordered_map<const ir::GlobalValue *, DecodedFunction *> byIr_;
  std::unordered_map<const ir::GlobalValue *, bool> failed_;
  /// Function types by their text (structural: linked modules have types of their own).
  std::unordered_map<std::string, uint32_t> signatures_;

public:
  /// The interned id of function type `fnType` (its IR text in `text`).
  uint32_t signature(const ir::Type *fnType, std::string &text);
};

} // namespace nvsim::sim
