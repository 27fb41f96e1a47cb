// Constant expressions LLVM 19 cannot read, printed as instructions placed before their use.
//
// An old `icmp`, `select`, `or`, ... constant expression whose operands are not all constants that
// fold (`icmp eq (ptr @a, ptr @b)`) has no LLVM 19 constant spelling. Inside a function it is
// printed as an instruction named `%.cxN` right before the instruction that uses it (for a phi, before
// the terminator of the incoming block), and the use names it; expressions built on it (a
// getelementptr indexed by it, say) become instructions too. Parsing the output gives ordinary
// named instructions that print the same way, so printing stays stable. Global initializers have
// no such way out and keep the old syntax (documented in docs/printer.md).
#include "core/printer/AsmWriter.h"

#include <set>

#include <fmt/format.h>

namespace nvsim::printer {

using namespace ir;

bool AsmWriter::needsMaterializing(const Value *v, unsigned depth) {
  const auto *ce = dyn_cast<ConstantExpr>(v);
  if (!ce || depth > 64)
    return false;
  auto it = needsMaterializing_.find(ce);
  if (it != needsMaterializing_.end())
    return it->second;
  bool needed = false;
  for (const Value *op : ce->ops)
    needed = needsMaterializing(op, depth + 1) || needed;
  if (!needed && !isLLVM19ConstExprOpcode(ce->opcode)) {
    std::string scratch;
    const Substitution *saved = current_;
    current_ = nullptr;
    needed = !writeLegacyConstExpr(*this, scratch, ce);
    current_ = saved;
  }
  needsMaterializing_[ce] = needed;
  return needed;
}

void AsmWriter::materialize(const Value *v, Substitution &subst, std::vector<std::string> &lines,
                            const std::unordered_set<std::string> &names, unsigned depth) {
  const auto *ce = dyn_cast<ConstantExpr>(v);
  if (!ce || subst.count(ce) || depth > 64 || !needsMaterializing(ce))
    return;
  for (const Value *op : ce->ops)
    materialize(op, subst, lines, names, depth + 1);
  std::string name;
  do
    name = fmt::format(".cx{}", nextMaterialized_++);
  while (names.count(name));
  // The expression's fields map one to one onto the instruction's (ops, flags, predicate,
  // indices; the GEP source type is the instruction's auxType). `inrange` has no instruction form.
  Instruction inst(ce->opcode, ce->type);
  inst.name = name;
  inst.ops = ce->ops;
  inst.flags = ce->flags;
  inst.predicate = ce->predicate;
  inst.auxType = ce->sourceType;
  inst.indices = ce->indices;
  std::string line;
  const Substitution *saved = current_;
  current_ = &subst;
  writeInstruction(line, inst, false);
  current_ = saved;
  subst[ce] = name;
  lines.push_back(std::move(line));
}

static bool isEHPad(Opcode op) {
  return op == Opcode::LandingPad || op == Opcode::CatchPad || op == Opcode::CleanupPad ||
         op == Opcode::CatchSwitch;
}

void AsmWriter::planMaterialization(const GlobalValue &fn) {
  linesBefore_.clear();
  instSubst_.clear();
  phiSubst_.clear();
  current_ = nullptr;
  planned_ = &fn;
  nextMaterialized_ = 0;
  bool any = false;
  for (const BasicBlock *bb : fn.blocks)
    for (const Instruction *inst : bb->insts)
      for (const Value *op : inst->ops)
        any = any || needsMaterializing(op);
  if (!any)
    return;
  std::unordered_set<std::string> names;
  for (const Argument *a : fn.args)
    names.insert(a->name);
  for (const BasicBlock *bb : fn.blocks) {
    names.insert(bb->name);
    for (const Instruction *inst : bb->insts)
      names.insert(inst->name);
  }
  for (const BasicBlock *bb : fn.blocks) {
    for (const Instruction *inst : bb->insts) {
      // Phi operands are placed in the incoming blocks; EH pads must come first in their block
      // and take constant clauses; switch case values must be constants.
      if (inst->opcode == Opcode::Phi || isEHPad(inst->opcode))
        continue;
      Substitution subst;
      std::vector<std::string> lines;
      size_t nops = inst->opcode == Opcode::Switch ? std::min<size_t>(1, inst->ops.size()) : inst->ops.size();
      for (size_t i = 0; i < nops; ++i)
        materialize(inst->ops[i], subst, lines, names);
      for (const OperandBundle &b : inst->bundles)
        for (const Value *op : b.inputs)
          materialize(op, subst, lines, names);
      if (inst->isTerminator()) {
        std::set<const BasicBlock *> seen;
        for (const BasicBlock *succ : inst->successors) {
          if (!succ || !seen.insert(succ).second)
            continue;
          for (const Instruction *phi : succ->insts) {
            if (phi->opcode != Opcode::Phi)
              break;
            for (size_t i = 0; i < phi->ops.size() && i < phi->successors.size(); ++i)
              if (phi->successors[i] == bb && needsMaterializing(phi->ops[i]))
                materialize(phi->ops[i], phiSubst_[{phi, i}], lines, names);
          }
        }
      }
      if (!lines.empty())
        linesBefore_[inst] = std::move(lines);
      if (!subst.empty())
        instSubst_[inst] = std::move(subst);
    }
  }
}

const std::vector<std::string> &AsmWriter::linesBefore(const Instruction *inst) const {
  static const std::vector<std::string> kNone;
  auto it = linesBefore_.find(inst);
  return it == linesBefore_.end() ? kNone : it->second;
}

void AsmWriter::enterUse(const Instruction *inst, size_t phiIndex) {
  current_ = nullptr;
  if (phiIndex != SIZE_MAX) {
    auto it = phiSubst_.find({inst, phiIndex});
    if (it != phiSubst_.end())
      current_ = &it->second;
    return;
  }
  auto it = instSubst_.find(inst);
  if (it != instSubst_.end())
    current_ = &it->second;
}

} // namespace nvsim::printer
