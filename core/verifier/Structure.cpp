// Function bodies: block shapes, terminators, phi edges and dominance of every use.
#include "core/verifier/VerifierImpl.h"

#include <algorithm>
#include <map>

namespace nvsim::verifier {

using namespace ir;

namespace {

/// Where each instruction of the function sits: its block and index.
using PositionMap = std::unordered_map<const Instruction *, std::pair<const BasicBlock *, size_t>>;

/// Two phi incoming values for the same block must be the same value; the parser does not
/// unique constants, so equal integer constants and equal simple constants count as the same.
bool sameValue(const Value *a, const Value *b) {
  if (a == b)
    return true;
  if (!a || !b || a->type != b->type || a->valueKind() != b->valueKind())
    return false;
  if (auto *ia = dyn_cast<ConstantInt>(a))
    return ia->value == cast<ConstantInt>(b)->value;
  if (auto *fa = dyn_cast<ConstantFP>(a))
    return fa->lo == cast<ConstantFP>(b)->lo && fa->hi == cast<ConstantFP>(b)->hi;
  return isa<ConstantSimple>(a);
}

class BodyChecker {
public:
  BodyChecker(Context &cx, const GlobalValue &fn) : cx_(cx), fn_(fn), dt_(fn) {
    for (const BasicBlock *bb : fn.blocks)
      for (size_t k = 0; k < bb->insts.size(); ++k)
        pos_[bb->insts[k]] = {bb, k};
  }

  void run() {
    const bool structure = cx_.options.structure;
    if (structure)
      checkEntry();
    for (const BasicBlock *bb : fn_.blocks) {
      bool seenNonPhi = false;
      for (size_t k = 0; k < bb->insts.size(); ++k) {
        const Instruction *inst = bb->insts[k];
        if (!inst)
          continue;
        bool ok = !structure || checkStructure(*bb, k, *inst, seenNonPhi);
        if (ok && cx_.options.nvvm)
          checkNvvmInstruction(cx_, *inst);
        if (inst->opcode != Opcode::Phi)
          seenNonPhi = true;
      }
      if (structure && (bb->insts.empty() || !bb->insts.back() || !bb->insts.back()->isTerminator())) {
        uint32_t at = bb->insts.empty() || !bb->insts.back() ? bb->loc : bb->insts.back()->loc;
        cx_.fail(DiagId::VerifyNoTerminator, at, cx_.valueName(bb), fn_.name);
      }
    }
  }

private:
  void checkEntry() {
    const BasicBlock *entry = fn_.blocks.front();
    const auto &preds = dt_.predecessors(entry);
    if (preds.empty())
      return;
    // Point at the branch that jumps back to the entry block.
    const Instruction *term = preds.front()->terminator();
    cx_.fail(DiagId::VerifyEntryHasPreds, term ? term->loc : entry->loc, fn_.name);
  }

  /// The structural rules for one instruction, in the order LLVM checks them; false after the
  /// first finding.
  bool checkStructure(const BasicBlock &bb, size_t k, const Instruction &inst, bool seenNonPhi) {
    if (inst.isTerminator() && k + 1 < bb.insts.size())
      return cx_.fail(DiagId::VerifyTerminatorInMiddle, inst.loc, opcodeKeyword(inst.opcode),
                      cx_.valueName(&bb));
    if (inst.opcode == Opcode::Phi && seenNonPhi)
      return cx_.fail(DiagId::VerifyPhiPosition, inst.loc);
    if (!checkInstructionTypes(cx_, fn_, inst))
      return false;
    if (inst.opcode == Opcode::Phi ? !checkPhiEdges(bb, inst) : !checkSuccessors(inst))
      return false;
    return checkUses(bb, k, inst);
  }

  bool checkSuccessors(const Instruction &inst) {
    auto bad = [&](const BasicBlock *s) { return !s || !dt_.contains(s) || !s->defined; };
    for (const BasicBlock *s : inst.successors)
      if (bad(s))
        return cx_.fail(DiagId::VerifyBadSuccessor, inst.loc, opcodeKeyword(inst.opcode), cx_.valueName(s),
                        fn_.name);
    if (inst.unwindDest && bad(inst.unwindDest))
      return cx_.fail(DiagId::VerifyBadSuccessor, inst.loc, opcodeKeyword(inst.opcode),
                      cx_.valueName(inst.unwindDest), fn_.name);
    return true;
  }

  /// One incoming value per CFG edge into the block, and only for its predecessors.
  bool checkPhiEdges(const BasicBlock &bb, const Instruction &phi) {
    std::vector<const BasicBlock *> preds = dt_.predecessors(&bb);
    std::vector<const BasicBlock *> incoming(phi.successors.begin(), phi.successors.end());
    for (const BasicBlock *in : incoming)
      if (std::find(preds.begin(), preds.end(), in) == preds.end())
        return cx_.fail(DiagId::VerifyPhiNotPredecessor, phi.loc, cx_.valueName(in));
    std::map<const BasicBlock *, const Value *> seen;
    for (size_t j = 0; j < incoming.size() && j < phi.ops.size(); ++j) {
      auto [it, fresh] = seen.emplace(incoming[j], phi.ops[j]);
      if (!fresh && !sameValue(it->second, phi.ops[j]))
        return cx_.fail(DiagId::VerifyPhiDuplicate, phi.loc, cx_.valueName(incoming[j]));
    }
    if (incoming.size() != preds.size())
      return cx_.fail(DiagId::VerifyPhiPredecessors, phi.loc, incoming.size(), preds.size());
    // Same count, all predecessors: the multisets can still differ ([a, a] against [a, b]).
    std::sort(preds.begin(), preds.end());
    std::sort(incoming.begin(), incoming.end());
    auto mismatch = std::mismatch(preds.begin(), preds.end(), incoming.begin());
    if (mismatch.first != preds.end())
      return cx_.fail(DiagId::VerifyPhiMissing, phi.loc, cx_.valueName(*mismatch.first));
    return true;
  }

  /// Every instruction operand is defined in this function and dominates its use; uses in
  /// unreachable blocks are exempt, as in LLVM; a phi's use sits at the end of its incoming block.
  bool checkUses(const BasicBlock &bb, size_t k, const Instruction &inst) {
    const bool reachable = dt_.isReachable(&bb);
    for (size_t j = 0; j < inst.ops.size(); ++j) {
      const Value *op = inst.ops[j];
      if (auto *arg = dyn_cast<Argument>(op)) {
        if (arg->parent != &fn_)
          return cx_.fail(DiagId::VerifyForeignValue, inst.loc, cx_.valueName(arg), fn_.name);
        continue;
      }
      auto *def = dyn_cast<Instruction>(op);
      if (!def)
        continue;
      if (def->opcode == Opcode::Invalid)
        return cx_.fail(DiagId::VerifyUndefinedValue, inst.loc, cx_.valueName(def));
      auto it = pos_.find(def);
      if (it == pos_.end())
        return cx_.fail(DiagId::VerifyForeignValue, inst.loc, cx_.valueName(def), fn_.name);
      if (!reachable)
        continue;
      const BasicBlock *defBlock = it->second.first;
      if (inst.opcode == Opcode::Phi) {
        const BasicBlock *in = j < inst.successors.size() ? inst.successors[j] : nullptr;
        if (!in || !dt_.isReachable(in))
          continue;
        if (!dt_.dominates(defBlock, in))
          return cx_.fail(DiagId::VerifyPhiNotDominated, inst.loc, cx_.valueName(def), cx_.valueName(in));
        continue;
      }
      if (def == &inst)
        return cx_.fail(DiagId::VerifySelfReference, inst.loc, cx_.valueName(def));
      bool dominated = defBlock == &bb ? it->second.second < k : dt_.dominates(defBlock, &bb);
      if (!dominated)
        return cx_.fail(DiagId::VerifyNotDominated, inst.loc, cx_.valueName(def));
    }
    return true;
  }

  Context &cx_;
  const GlobalValue &fn_;
  DominatorTree dt_;
  PositionMap pos_;
};

} // namespace

void verifyFunctionBody(Context &cx, const GlobalValue &fn) {
  if (fn.blocks.empty()) {
    if (cx.options.structure)
      cx.fail(DiagId::VerifyEmptyFunction, fn.loc, fn.name);
    return;
  }
  BodyChecker(cx, fn).run();
}

} // namespace nvsim::verifier
