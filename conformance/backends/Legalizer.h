// The Legalizer behind legalizeForPtx (Legalize.h), shared by the files that hold its rules:
// Legalize.cpp (the dispatch, reflect answers, markers, freeze and the IR-building helpers),
// LegalizeMath.cpp (integer, float and libm rewrites) and LegalizeAtomics.cpp (fences, ordered
// loads and stores, compare-and-swap loops). Internal to conformance/backends.
#pragma once

#include "conformance/backends/FloatPtx.h"
#include "conformance/backends/Ptx.h"
#include "core/ir/Module.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace nvsim::backends {

/// What libNVVM answers for __nvvm_reflect's names where LLVM 19's NVVMReflect answers otherwise
/// (measured with CUDA 13's libNVVM and llc-19 for sm_90): __CUDA_PREC_SQRT and __CUDA_PREC_DIV
/// are 1 by default (its -prec-sqrt=1, -prec-div=1), where NVVMReflect knows neither and answers 0;
/// __CUDA_FTZ is 1 with -ftz=1, where NVVMReflect reads only the module flag nvvm-reflect-ftz.
/// Taken from llc's own options for the same choices; -1 leaves the name to NVVMReflect.
struct ReflectAnswers {
  int precSqrt = 1, precDiv = 1, ftz = -1;

  explicit ReflectAnswers(const std::vector<std::string> &llcOptions);

  /// The answer for `name`, or -1.
  int operator()(std::string_view name) const;
};

/// Rewrites one module for one compiler (Legalize.h); each rule's comment is at its definition.
class Legalizer {
public:
  Legalizer(ir::Module &m, Compiler compiler, const std::vector<std::string> &options)
      : m_(m), compiler_(compiler), reflect_(options) {}

  unsigned run();

private:
  // Legalize.cpp: the dispatch and the rules of no single area.
  void rewrite(ir::Instruction *i);
  void answerReflect(ir::Instruction *i);
  bool shuffleWithPredicate(ir::Instruction *i, const std::string &name);
  bool dynamicObjectSize(ir::Instruction *i);
  bool annotationMarker(ir::Instruction *i, const std::string &name);
  void freeze(ir::Instruction *i);
  ir::Value *withoutUndef(ir::Value *v);
  static bool opaqueMoveType(const ir::Type *t);
  ir::Value *opaqueMove(ir::Instruction *at, ir::Value *v);
  void replaceWithAsm(ir::Instruction *i, std::string_view ptx, bool sideEffect);

  // LegalizeMath.cpp: integer and float operations, conversions and libdevice calls.
  bool saturatingArithmetic(ir::Instruction *i, const std::string &name);
  bool ieeeMinMax(ir::Instruction *i, const std::string &name);
  void floatInstruction(ir::Instruction *i, const FloatPtx &p);
  ir::Value *flushSubnormal(ir::Instruction *at, ir::Value *v);
  bool fpClassTest(ir::Instruction *i);
  void saturatingConversion(ir::Instruction *i, bool isSigned);
  void remainder(ir::Instruction *i);
  void roundToInteger(ir::Instruction *i);
  void libdevice(ir::Instruction *i, const std::string &name);

  // LegalizeAtomics.cpp: fences, ordered loads and stores, compare-and-swap loops.
  void orderedAccess(ir::Instruction *i);

  /// One step of a compare-and-swap loop in PTX: the registers it declares, and how it computes
  /// %new from %old and the operand $2 (both .bW registers, W the width).
  struct CasStep {
    std::string regs, update;
  };

  static std::optional<CasStep> casStep(ir::RMWOp op, const ir::Type *t);
  void casLoop(ir::Instruction *i);
  static std::string ptxScope(const std::string &s);
  void fence(ir::Instruction *i);

  // Legalize.cpp: building IR before the instruction being rewritten.
  ir::GlobalValue *declare(const std::string &name, ir::Type *fnTy);
  ir::Instruction *asmCall(ir::Instruction *at, ir::Type *fnTy, std::string ptx, std::string constraints,
                           bool sideEffect, const std::vector<ir::Value *> &args);
  ir::Instruction *insert(ir::Instruction *at, ir::Opcode op, ir::Type *t, std::vector<ir::Value *> ops);
  void replace(ir::Instruction *from, ir::Value *to);
  void erase(ir::Instruction *i);
  ir::Instruction *cast(ir::Instruction *at, ir::Opcode op, ir::Value *v, ir::Type *to) {
    return insert(at, op, to, {v});
  }

  ir::Module &m_;
  Compiler compiler_;
  ReflectAnswers reflect_;
  unsigned rewritten_ = 0;
};

} // namespace nvsim::backends
