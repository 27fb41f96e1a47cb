// Analyses of a function's IR that the decoder runs around emitting its code: register promotion
// of private variables, racecheck's compare-and-swap guesses, and synccheck's block reachability.
#include "sim/FunctionDecoder.h"

#include "sim/WarpOps.h"

#include <algorithm>

namespace nvsim::sim {

using namespace ir;

/// For functions with a block barrier (synccheck's divergent barriers): the block of each pc
/// (stubs count as the block they enter) and which blocks each block reaches.
void FunctionDecoder::mapBlocks(const std::vector<uint32_t> &blockStart) {
  if (std::none_of(code_.begin(), code_.end(), [](const DInst &d) { return d.fn == &h::barrier; }))
    return;
  const size_t n = rpo_.size();
  std::unordered_map<const BasicBlock *, uint32_t> index;
  for (size_t i = 0; i < n; ++i)
    index[rpo_[i]] = uint32_t(i);
  F.pcBlock.assign(code_.size(), 0);
  for (size_t i = 0; i < n; ++i)
    for (uint32_t pc = blockStart[i]; pc < (i + 1 < n ? blockStart[i + 1] : code_.size()); ++pc)
      F.pcBlock[pc] = uint32_t(i);
  // reaches[i]: the blocks a path of one or more edges from block i arrives at.
  const size_t words = (n + 63) / 64;
  F.reaches.assign(n, std::vector<uint64_t>(words, 0));
  std::vector<std::vector<uint32_t>> succ(n);
  for (size_t i = 0; i < n; ++i)
    if (!rpo_[i]->insts.empty())
      for (const BasicBlock *t : rpo_[i]->insts.back()->successors)
        if (auto it = index.find(t); it != index.end())
          succ[i].push_back(it->second);
  for (size_t i = 0; i < n; ++i) {
    std::vector<uint32_t> work = succ[i];
    while (!work.empty()) {
      const uint32_t j = work.back();
      work.pop_back();
      uint64_t &bit = F.reaches[i][j / 64];
      if (bit & (uint64_t(1) << (j % 64)))
        continue;
      bit |= uint64_t(1) << (j % 64);
      for (uint32_t k : succ[j])
        work.push_back(k);
    }
  }
}

/// racecheck: the plain loads whose value a compare-and-swap compares (the first guess of a CAS
/// loop, through phis and casts). The CAS checks what they read, so they are treated as strong
/// accesses: they do not race with atomics (they still race with plain writes).
void FunctionDecoder::findCasGuesses() {
  std::vector<const Value *> work;
  std::map<const Value *, std::vector<const Value *>> storedTo; // alloca -> values stored to it (-O0)
  for (const BasicBlock *b : rpo_)
    for (const Instruction *I : b->insts) {
      if (I->opcode == Opcode::CmpXchg && I->ops.size() == 3) {
        work.push_back(I->ops[1]);
      } else if (I->opcode == Opcode::Call && I->ops.size() == 4) {
        const auto *callee = dyn_cast<GlobalValue>(I->ops[0]);
        if (callee && callee->name.starts_with("llvm.nvvm.atomic.cas."))
          work.push_back(I->ops[2]);
      } else if (I->opcode == Opcode::Store) {
        if (const auto *a = dyn_cast<Instruction>(I->ops[1]); a && a->opcode == Opcode::Alloca)
          storedTo[a].push_back(I->ops[0]);
      }
    }
  std::set<const Value *> seen;
  while (!work.empty()) {
    const auto *I = dyn_cast<Instruction>(work.back());
    work.pop_back();
    if (!I || !seen.insert(I).second)
      continue;
    if (I->opcode == Opcode::Load) {
      casGuesses_.insert(I);
      if (auto it = storedTo.find(I->ops[0]); it != storedTo.end()) // a local variable: what was put there
        work.insert(work.end(), it->second.begin(), it->second.end());
    } else if (I->opcode == Opcode::Phi || I->opcode == Opcode::BitCast) {
      work.insert(work.end(), I->ops.begin(), I->ops.end());
    } else if (I->opcode == Opcode::Select) {
      work.insert(work.end(), I->ops.begin() + 1, I->ops.end());
    }
  }
}

/// Register promotion of private variables, as the GPU compiler does: an alloca of one scalar or
/// vector whose address is only ever loaded from and stored to with its own type (not volatile,
/// not passed anywhere, not offset) lives in registers instead of local memory. Registers are
/// per lane and mutable, so no phis are needed: a store copies into the alloca's slots, a load
/// copies out, and the alloca itself zero-fills them (as a fresh stack allocation is). Code from
/// clang -O0 keeps every variable in such allocas.
void FunctionDecoder::promoteAllocas() {
  std::unordered_map<const Value *, bool> candidates;
  for (const BasicBlock *b : rpo_)
    for (const Instruction *I : b->insts)
      if (I->opcode == Opcode::Alloca && I->auxType && !I->auxType->isAggregate() &&
          registerable(I->auxType) && slots(I->auxType) > 0 &&
          (I->ops.empty() || (isa<ConstantInt>(I->ops[0]) && cast<ConstantInt>(I->ops[0])->zext() == 1)))
        candidates[I] = true;
  if (candidates.empty())
    return;
  for (const BasicBlock *b : fn_.blocks)
    for (const Instruction *I : b->insts)
      for (size_t k = 0; k < I->ops.size(); ++k) {
        auto it = candidates.find(I->ops[k]);
        if (it == candidates.end())
          continue;
        const Type *allocated = cast<Instruction>(it->first)->auxType;
        const bool plain = !(I->flags & kVolatile) && I->ordering == AtomicOrdering::NotAtomic;
        bool ok = false;
        if (I->opcode == Opcode::Load)
          ok = k == 0 && plain && I->type == allocated;
        else if (I->opcode == Opcode::Store)
          ok = k == 1 && plain && I->ops[0]->type == allocated;
        else if (I->opcode == Opcode::Call)
          if (const GlobalValue *g = I->calledFunction())
            ok = k > 0 && (g->name.rfind("llvm.lifetime.", 0) == 0 || g->name.rfind("llvm.dbg.", 0) == 0);
        if (!ok)
          it->second = false;
      }
  for (const auto &[a, ok] : candidates)
    if (ok)
      promoted_[a] = alloc(slots(cast<Instruction>(a)->auxType));
}

} // namespace nvsim::sim
