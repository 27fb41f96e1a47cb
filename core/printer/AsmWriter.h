// The assembly writer shared by the printer's source files (one area each).
#pragma once

#include "core/ir/Module.h"

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace nvsim::printer {

/// Numbers of one function's unnamed values, as LLVM assigns them: the arguments, then for each
/// block its label (when unnamed) followed by its unnamed instructions that produce a value.
class FunctionSlots {
public:
  explicit FunctionSlots(const ir::GlobalValue &fn);
  /// The number of `v`, or -1 when it is named or not in the function.
  int64_t slot(const ir::Value *v) const;

private:
  std::unordered_map<const ir::Value *, int64_t> slots_;
};

/// Where an attribute list is printed; decides `align 4` / `align=4` and the type of an old
/// `byval` written without one.
struct AttrContext {
  bool inGroup = false;
  const ir::Type *paramType = nullptr; ///< typed pointer of the parameter, for old `byval`
};

class AsmWriter {
public:
  /// With a module, unnamed globals are numbered as the module prints them and metadata nodes
  /// that must be numbered get fresh numbers; without one (`module` null), the numbers read from
  /// the input are used and nodes without a number print inline.
  explicit AsmWriter(const ir::Module *module);

  // --- Module layout (PrintModule.cpp) ---
  void writeModule(std::string &out);

  // --- Instructions (PrintInstruction.cpp) ---
  /// `multiLine` spreads switch cases and landingpad clauses over lines as in a module.
  void writeInstruction(std::string &out, const ir::Instruction &inst, bool multiLine);
  void writeDebugRecord(std::string &out, const ir::DebugRecord &rec);

  // --- Values and constants (PrintConstant.cpp) ---
  /// A value as an operand, without its type.
  void writeValue(std::string &out, const ir::Value *v);
  /// `T v`.
  void writeTypeAndValue(std::string &out, const ir::Value *v);
  /// The label reference `%bb` / `%7` of a block (without `label`).
  void writeBlockRef(std::string &out, const ir::BasicBlock *bb);

  // --- Metadata and attributes (PrintMetadata.cpp) ---
  /// A metadata operand: `!N`, `!"s"`, `T v`, `null`, or an inline node.
  void writeMetadata(std::string &out, const ir::Metadata *md);
  /// `!{...}` or `!DIxxx(...)`, with `distinct` when `withDistinct`.
  void writeMDNodeBody(std::string &out, const ir::MDNode *n, bool withDistinct);
  /// `, !kind !N` for each attachment (separator first).
  void writeAttachments(std::string &out, const std::vector<ir::MDAttachment> &mds, std::string_view sep);
  /// The printable attributes of `set`, each followed by a space when `trailingSpace`, else each
  /// preceded by one. Group references print as `#N` unless the group prints nothing.
  void writeAttrSet(std::string &out, const ir::AttrSet &set, const AttrContext &ctx, bool trailingSpace);
  void writeAttribute(std::string &out, const ir::Attribute &a, const AttrContext &ctx);
  bool isPrintable(const ir::Attribute &a) const {
    return a.kind != ir::AttrKind::Unknown && ir::attrForm(a.kind) != ir::AttrForm::Legacy;
  }
  bool groupPrints(unsigned group) const;

  bool bigEndian() const { return bigEndian_; }

  // --- Constant expressions LLVM 19 cannot read, as instructions (Materialize.cpp) ---
  /// Computes, for one function, the instructions that stand for constant expressions LLVM 19
  /// cannot read as constants, and which uses they replace.
  void planMaterialization(const ir::GlobalValue &fn);
  /// The lines (`%.cx0 = icmp eq ptr @a, @b`) to print before `inst`; empty when none.
  const std::vector<std::string> &linesBefore(const ir::Instruction *inst) const;
  /// Makes the replacements of `inst`'s operands (or of phi operand `phiIndex`) current.
  void enterUse(const ir::Instruction *inst, size_t phiIndex = SIZE_MAX);
  void leaveUse() { current_ = nullptr; }
  /// The function whose plan is current.
  const ir::GlobalValue *plannedFunction() const { return planned_; }

  // --- Numbering (Slots.cpp) ---
  const FunctionSlots &slotsOf(const ir::GlobalValue *fn);
  /// `@N` number of an unnamed global.
  int64_t globalSlot(const ir::GlobalValue *g) const;
  /// The `!N` number a node prints with, or -1 when it prints inline.
  int64_t mdSlot(const ir::MDNode *n) const;

private:
  // Slots.cpp
  void numberGlobals();
  void numberMetadata();
  void visitMetadata(const ir::Metadata *md, bool inNamed, std::vector<const ir::MDNode *> &queue,
                     unsigned depth);
  void visitValueMetadata(const ir::Value *v, std::vector<const ir::MDNode *> &queue);

  // PrintModule.cpp
  void writeHeader(std::string &out);
  void writeGlobalVariable(std::string &out, const ir::GlobalValue &g);
  void writeAlias(std::string &out, const ir::GlobalValue &g);
  void writeFunction(std::string &out, const ir::GlobalValue &f);
  void writeGlobalPrefix(std::string &out, const ir::GlobalValue &g);
  void writeAttributeGroups(std::string &out);
  void writeMetadataSection(std::string &out);

  // PrintInstruction.cpp: what follows the opcode keyword, by instruction family.
  void writeOperation(std::string &out, const ir::Instruction &inst, bool multiLine);
  void writeRet(std::string &out, const ir::Instruction &inst);
  void writeBr(std::string &out, const ir::Instruction &inst);
  void writeSwitch(std::string &out, const ir::Instruction &inst, bool multiLine);
  void writeIndirectBr(std::string &out, const ir::Instruction &inst);
  void writeCleanupRet(std::string &out, const ir::Instruction &inst);
  void writeCatchRet(std::string &out, const ir::Instruction &inst);
  void writeCatchSwitch(std::string &out, const ir::Instruction &inst);
  void writeFuncletPad(std::string &out, const ir::Instruction &inst);
  void writeLandingPad(std::string &out, const ir::Instruction &inst, bool multiLine);
  void writeBinaryOp(std::string &out, const ir::Instruction &inst);
  void writeCast(std::string &out, const ir::Instruction &inst);
  void writeCompare(std::string &out, const ir::Instruction &inst);
  void writePhi(std::string &out, const ir::Instruction &inst);
  void writeAlloca(std::string &out, const ir::Instruction &inst);
  void writeLoad(std::string &out, const ir::Instruction &inst);
  void writeStore(std::string &out, const ir::Instruction &inst);
  void writeCmpXchg(std::string &out, const ir::Instruction &inst);
  void writeAtomicRMW(std::string &out, const ir::Instruction &inst);
  void writeGetElementPtr(std::string &out, const ir::Instruction &inst);
  void writeCall(std::string &out, const ir::Instruction &inst);
  void writeCallArgs(std::string &out, const ir::Instruction &inst, size_t first, size_t end);
  /// Operand `i` without / with its type; `<missing operand>` when there is none.
  void writeOperand(std::string &out, const ir::Instruction &inst, size_t i);
  void writeTypedOperand(std::string &out, const ir::Instruction &inst, size_t i);
  /// The operands from `from` on, typed, separated by `, `.
  void writeTypedOperands(std::string &out, const ir::Instruction &inst, size_t from);
  /// `label %bb`.
  void writeLabel(std::string &out, const ir::BasicBlock *bb);

  // Materialize.cpp
  using Substitution = std::unordered_map<const ir::ConstantExpr *, std::string>;
  bool needsMaterializing(const ir::Value *v, unsigned depth = 0);
  void materialize(const ir::Value *v, Substitution &subst, std::vector<std::string> &lines,
                   const std::unordered_set<std::string> &names, unsigned depth = 0);

  // PrintConstant.cpp
  void writeConstant(std::string &out, const ir::Value *v);
  void writeConstExpr(std::string &out, const ir::ConstantExpr *ce);
  void writeAggregate(std::string &out, const ir::ConstantAggregate *agg);
  void writeMetadataValue(std::string &out, const ir::MetadataValue *mv);

  const ir::Module *module_;
  bool bigEndian_ = false;
  std::unordered_map<const ir::GlobalValue *, int64_t> globalSlots_;
  std::unordered_map<const ir::GlobalValue *, std::unique_ptr<FunctionSlots>> functionSlots_;
  /// Nodes printed in the numbered section, by number (read numbers and fresh ones).
  std::map<int64_t, const ir::MDNode *> numberedMD_;
  std::unordered_map<const ir::MDNode *, int64_t> freshMD_;
  int64_t nextMDSlot_ = 0;

  // Materialization plan of the function being printed.
  std::unordered_map<const ir::ConstantExpr *, bool> needsMaterializing_;
  std::unordered_map<const ir::Instruction *, std::vector<std::string>> linesBefore_;
  std::unordered_map<const ir::Instruction *, Substitution> instSubst_;
  std::map<std::pair<const ir::Instruction *, size_t>, Substitution> phiSubst_;
  const Substitution *current_ = nullptr;
  const ir::GlobalValue *planned_ = nullptr;
  unsigned nextMaterialized_ = 0;
};

/// Writes a legal LLVM 19 replacement for a constant expression whose opcode LLVM 19 no longer
/// accepts as a constant (zext, and, icmp, select, ...): the folded value when the operands are
/// constants, or an equivalent built from the accepted expressions. Returns false, writing
/// nothing, when it has none. (FoldConstExpr.cpp)
bool writeLegacyConstExpr(AsmWriter &w, std::string &out, const ir::ConstantExpr *ce);
/// Whether LLVM 19 accepts `op` as a constant-expression opcode.
bool isLLVM19ConstExprOpcode(ir::Opcode op);

/// `!name` / `!kind` spelling: identifier characters kept, the rest as `\XX`.
std::string metadataName(std::string_view name);

} // namespace nvsim::printer
