// MemorySpaceOpt (seed 004): proves which address space a generic pointer points to and rewrites
// the accesses through it to that space. docs/memory-space-opt.md describes the lattice, the walk,
// the resolution table, the knobs and where this pass departs from cicc to stay sound.
#include "core/passes/MemorySpaceOpt.h"

#include "core/passes/MemSpaceRewrite.h"
#include "core/passes/SpaceAnalysis.h"

#include <algorithm>
#include <bit>
#include <map>
#include <optional>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace nvsim::passes {

using namespace ir;
using namespace memspace;

namespace {

/// The operand index of the pointer a memory instruction accesses, or -1.
int accessPointerIndex(const Instruction &i) {
  switch (i.opcode) {
  case Opcode::Load:
  case Opcode::AtomicRMW:
  case Opcode::CmpXchg: return 0;
  case Opcode::Store: return 1;
  default: return -1;
  }
}

/// How a generic pointer's bits resolve (the seed's resolution table, made sound).
struct Resolution {
  enum Kind : uint8_t { None, Space, Ambiguous } kind = None;
  unsigned space = 0;
  bool assumed = false; ///< the seed's ambiguous rule: warned and assumed global
};

Resolution resolve(uint8_t raw, const PassConfig &config) {
  const uint8_t b = raw & kSpaces;
  if (b == 0)
    return {}; // only null or undef reaches it: unreachable or undefined
  if (std::popcount(b) == 1) {
    // Param alone: with param-always-point-to-global, global (the param window lies inside the
    // global window, so a global access reaches it).
    if (b == kParam && config.paramAlwaysPointToGlobal)
      return {Resolution::Space, kAsGlobal};
    return {Resolution::Space, bitSpace(b)};
  }
  if ((b & kParam) && (b & ~(kParam | kGlobal)) == 0 && config.paramAlwaysPointToGlobal)
    return {Resolution::Space, kAsGlobal};
  if (config.ambiguousAssumesGlobal)
    return {Resolution::Space, kAsGlobal, true};
  return {Resolution::Ambiguous};
}

/// Whether the IR may access `space` with this instruction (the NVVM verifier's rules: no writes
/// to constant or param memory, atomics only on generic, global and shared).
bool accessAllowed(const Instruction &i, unsigned space) {
  if (i.opcode == Opcode::Load)
    return true;
  if (space == kAsConstant || space == kAsParam)
    return false;
  if (i.opcode == Opcode::Store)
    return true;
  return space == kAsGlobal || space == kAsShared;
}

/// Rewrites one function: resolved accesses go through a pointer of their space.
class FunctionRewriter {
public:
  FunctionRewriter(Module &m, GlobalValue &fn) : m_(m), fn_(fn) {}

  /// `v` (a generic pointer that points into `space`) as a pointer of `space` with the same
  /// pointee (typed pointers), usable by `user`.
  Value *inSpace(Value *v, unsigned space, Instruction *user) {
    Type *want = m_.types.pointerTy(space, v->type->pointee());
    Value *r = build(v, space, user);
    if (r->type == want)
      return r;
    auto *bc = m_.make<Instruction>(Opcode::BitCast, want);
    bc->ops = {r};
    bc->loc = user->loc;
    insertBefore(user, bc);
    return bc;
  }

  /// Generic pointers whose uses were rewritten: candidates for removal when nothing uses them.
  std::vector<Instruction *> replaced;

private:
  Value *build(Value *v, unsigned space, Instruction *user) {
    auto key = std::make_pair(v, space);
    if (auto it = memo_.find(key); it != memo_.end())
      return it->second;
    Value *r = make(v, space, user);
    memo_[key] = r;
    return r;
  }

  Value *make(Value *v, unsigned space, Instruction *user) {
    if (auto *i = dyn_cast<Instruction>(v)) {
      if (i->opcode == Opcode::AddrSpaceCast && i->ops[0]->type->addrSpace() == space)
        return i->ops[0];
      if (i->opcode == Opcode::Call && i->ops.size() == 2)
        if (const GlobalValue *f = i->calledFunction(); f && toGenericIntrinsicSpace(f->name) == space)
          return i->ops[1];
      if ((i->opcode == Opcode::GetElementPtr || i->opcode == Opcode::BitCast) && !i->type->isVector() &&
          isGenericPointer(i->ops[0]->type)) {
        Value *base = build(i->ops[0], space, user);
        if (i->opcode == Opcode::BitCast && !m_.typedPointers)
          return base;
        auto *n = m_.make<Instruction>(*i);
        n->name.clear();
        n->debugRecords.clear();
        n->type = m_.types.pointerTy(space, i->type->pointee());
        insertAfter(i, n);
        // Typed pointers: the base keeps the pointee the original base had.
        Type *baseTy = m_.types.pointerTy(space, i->ops[0]->type->pointee());
        if (base->type != baseTy) {
          auto *bc = m_.make<Instruction>(Opcode::BitCast, baseTy);
          bc->ops = {base};
          bc->loc = i->loc;
          insertBefore(n, bc);
          base = bc;
        }
        n->ops[0] = base;
        return n;
      }
    }
    if (auto *e = dyn_cast<ConstantExpr>(v);
        e && e->opcode == Opcode::AddrSpaceCast && e->ops[0]->type->addrSpace() == space)
      return e->ops[0];

    auto *cast = m_.make<Instruction>(Opcode::AddrSpaceCast, m_.types.pointerTy(space, v->type->pointee()));
    cast->ops = {v};
    if (auto *i = dyn_cast<Instruction>(v); i && !i->isTerminator()) {
      cast->loc = i->loc;
      if (i->opcode == Opcode::Phi)
        insertAtTop(i->parent, cast);
      else
        insertAfter(i, cast);
    } else if (isa<Argument>(v) || v->isConstant()) {
      // At the top of the entry block, after its allocas.
      cast->loc = user->loc;
      BasicBlock *entry = fn_.blocks.front();
      auto it = std::find_if(entry->insts.begin(), entry->insts.end(),
                             [](const Instruction *e) { return e->opcode != Opcode::Alloca; });
      if (it == entry->insts.end())
        insertAtTop(entry, cast);
      else
        insertBefore(*it, cast);
    } else {
      cast->loc = user->loc;
      insertBefore(user, cast);
      memo_.erase({v, space}); // placed for this user only
    }
    return cast;
  }

  Module &m_;
  GlobalValue &fn_;
  std::map<std::pair<Value *, unsigned>, Value *> memo_;
};

/// Allocas of one scalar or vector that are only loaded from and stored to directly, with their
/// own type (clang -O0's variables): register promotion (mem2reg, and the executor's decoder)
/// keeps them in registers, so their accesses never reach local memory. Going through a local
/// pointer would stop that, so they are left as they are.
std::unordered_set<const Value *> registerSlots(const GlobalValue &fn) {
  std::unordered_map<const Value *, bool> slots;
  for (const BasicBlock *b : fn.blocks)
    for (const Instruction *i : b->insts)
      if (i->opcode == Opcode::Alloca && i->auxType && i->auxType->isFirstClass() &&
          !i->auxType->isAggregate() &&
          (i->ops.empty() || (isa<ConstantInt>(i->ops[0]) && cast<ConstantInt>(i->ops[0])->zext() == 1)))
        slots[i] = true;
  for (const BasicBlock *b : fn.blocks)
    for (const Instruction *i : b->insts)
      for (size_t k = 0; k < i->ops.size(); ++k) {
        auto it = slots.find(i->ops[k]);
        if (it == slots.end())
          continue;
        const Type *allocated = cast<Instruction>(it->first)->auxType;
        const bool plain = !(i->flags & kVolatile) && i->ordering == AtomicOrdering::NotAtomic;
        const GlobalValue *callee = i->opcode == Opcode::Call ? i->calledFunction() : nullptr;
        const bool ok =
            (i->opcode == Opcode::Load && k == 0 && plain && i->type == allocated) ||
            (i->opcode == Opcode::Store && k == 1 && plain && i->ops[0]->type == allocated) ||
            (callee && k > 0 &&
             (callee->name.starts_with("llvm.lifetime.") || callee->name.starts_with("llvm.dbg.")));
        if (!ok)
          it->second = false;
      }
  std::unordered_set<const Value *> out;
  for (const auto &[a, ok] : slots)
    if (ok)
      out.insert(a);
  return out;
}

/// Drops the generic GEPs and casts left without uses by the rewrite.
void removeDead(GlobalValue &fn, std::vector<Instruction *> work) {
  auto uses = countUses(fn);
  std::unordered_set<Instruction *> erased;
  while (!work.empty()) {
    Instruction *i = work.back();
    work.pop_back();
    if (erased.count(i) || uses[i] != 0 || !i->parent || !i->debugRecords.empty())
      continue;
    if (i->opcode != Opcode::GetElementPtr && i->opcode != Opcode::BitCast &&
        i->opcode != Opcode::AddrSpaceCast)
      continue;
    eraseInstruction(i);
    erased.insert(i);
    for (Value *op : i->ops)
      if (auto *d = dyn_cast<Instruction>(op); d && --uses[d] == 0)
        work.push_back(d);
  }
}

/// The suffix of a clone's name: one letter per pointer argument (g, s, c, l, p; x when mixed).
std::string signatureSuffix(const std::vector<uint8_t> &sig) {
  std::string s = ".msp.";
  for (uint8_t b : sig)
    s += b == kGlobal     ? 'g'
         : b == kShared   ? 's'
         : b == kConstant ? 'c'
         : b == kLocal    ? 'l'
         : b == kParam    ? 'p'
         : b == 0         ? 'n'
                          : 'x';
  return s;
}

std::string uniqueName(const Module &m, const std::string &base) {
  if (!m.getGlobal(base))
    return base;
  for (unsigned n = 1;; ++n)
    if (std::string name = base + "." + std::to_string(n); !m.getGlobal(name))
      return name;
}

/// One round of do-clone-for-ip-msp: a closed function whose callers pass pointers of different
/// spaces gets a clone per further signature. Returns whether a call was redirected.
bool cloneRound(Module &m, const SpaceAnalysis &sa, const PassConfig &config, MemorySpaceStats &stats,
                std::map<std::pair<const GlobalValue *, std::vector<uint8_t>>, GlobalValue *> &clones,
                std::unordered_map<const GlobalValue *, const GlobalValue *> &originOf) {
  constexpr unsigned kMostClones = 256; // "unlimited" still stops somewhere
  bool changed = false;
  const std::vector<GlobalValue *> functions(m.globals.begin(), m.globals.end());
  for (GlobalValue *f : functions) {
    if (!f->isFunction() || !sa.isClosed(f))
      continue;
    std::vector<unsigned> ptrArgs;
    for (const Argument *a : f->args)
      if (isGenericPointer(a->type) && !SpaceAnalysis::isByval(a))
        ptrArgs.push_back(a->index);
    if (ptrArgs.empty())
      continue;
    // Callers grouped by the spaces they pass, in call order; a call passing only nulls goes with
    // the first group.
    std::vector<std::pair<std::vector<uint8_t>, std::vector<Instruction *>>> groups;
    for (Instruction *call : sa.callers(f)) {
      std::vector<uint8_t> sig;
      for (unsigned k : ptrArgs)
        sig.push_back(sa.bits(call->ops[k + 1]) & kSpaces);
      const bool onlyNull = std::all_of(sig.begin(), sig.end(), [](uint8_t b) { return b == 0; });
      auto it = std::find_if(groups.begin(), groups.end(), [&](const auto &g) { return g.first == sig; });
      if (onlyNull && !groups.empty())
        groups.front().second.push_back(call);
      else if (it == groups.end())
        groups.push_back({sig, {call}});
      else
        it->second.push_back(call);
    }
    const GlobalValue *origin = originOf.count(f) ? originOf[f] : f;
    for (size_t g = 1; g < groups.size(); ++g) {
      auto key = std::make_pair(origin, groups[g].first);
      GlobalValue *clone = nullptr;
      if (auto it = clones.find(key); it != clones.end() && it->second != f) {
        clone = it->second;
      } else if (it == clones.end()) {
        const bool budget = config.doCloneForIpMsp < 0 ? stats.clones < kMostClones
                                                       : stats.clones < unsigned(config.doCloneForIpMsp);
        if (!budget)
          continue;
        std::string base =
            (origin->name.empty() ? "msp.clone" : origin->name) + signatureSuffix(groups[g].first);
        clone = cloneFunction(m, f, uniqueName(m, base));
        clones[key] = clone;
        originOf[clone] = origin;
        ++stats.clones;
      }
      if (!clone)
        continue;
      for (Instruction *call : groups[g].second)
        call->ops[0] = clone;
      changed = true;
    }
  }
  return changed;
}

} // namespace

bool runMemorySpaceOpt(Module &m, const PassConfig &config, DiagEngine &diags, MemorySpaceStats &stats) {
  SpaceAnalysis sa(m, config);
  sa.run();

  // Inter-procedural: clone per space signature, then analyse again, until no call moves.
  std::map<std::pair<const GlobalValue *, std::vector<uint8_t>>, GlobalValue *> clones;
  std::unordered_map<const GlobalValue *, const GlobalValue *> originOf;
  bool changed = false;
  for (unsigned round = 0; round < 16 && config.doCloneForIpMsp != 0; ++round) {
    if (!cloneRound(m, sa, config, stats, clones, originOf))
      break;
    changed = true;
    sa.run();
  }

  for (GlobalValue *f : m.globals) {
    if (!f->isFunction() || !f->hasBody)
      continue;
    FunctionRewriter rw(m, *f);
    struct Access {
      Instruction *inst;
      int index;
      uint8_t bits;
    };
    std::vector<Access> accesses;
    std::vector<Instruction *> tests;
    for (BasicBlock *b : f->blocks)
      for (Instruction *i : b->insts) {
        if (int k = accessPointerIndex(*i);
            k >= 0 && k < int(i->ops.size()) && isGenericPointer(i->ops[k]->type))
          accesses.push_back({i, k, sa.bits(i->ops[k])});
        else if (const GlobalValue *callee = i->opcode == Opcode::Call ? i->calledFunction() : nullptr;
                 callee && isspacepSpace(callee->name) && i->ops.size() == 2 && i->type->isInteger(1))
          tests.push_back(i);
      }

    const auto slots = registerSlots(*f);
    for (const Access &a : accesses) {
      if (slots.count(a.inst->ops[a.index])) {
        ++stats.registerSlots;
        continue;
      }
      const Resolution r = resolve(a.bits, config);
      if (r.kind == Resolution::Ambiguous) {
        diags.report(DiagId::MemSpaceLeftGeneric, a.inst->loc, spaceList(a.bits & kSpaces));
        ++stats.unresolved;
        continue;
      }
      if (r.kind == Resolution::None || !accessAllowed(*a.inst, r.space)) {
        ++stats.unresolved;
        continue;
      }
      if (r.assumed) {
        diags.report(DiagId::MemSpaceAssumeGlobal, a.inst->loc);
        ++stats.assumedGlobal;
      } else {
        switch (r.space) {
        case kAsGlobal: ++stats.toGlobal; break;
        case kAsShared: ++stats.toShared; break;
        case kAsConstant: ++stats.toConstant; break;
        case kAsLocal: ++stats.toLocal; break;
        default: ++stats.toParam; break;
        }
      }
      Value *old = a.inst->ops[a.index];
      a.inst->ops[a.index] = rw.inSpace(old, r.space, a.inst);
      if (auto *oi = dyn_cast<Instruction>(old))
        rw.replaced.push_back(oi);
      changed = true;
    }

    // isspacep folded where the answer is known for every value the pointer can hold.
    for (Instruction *t : tests) {
      const unsigned space = isspacepSpace(t->calledFunction()->name);
      uint8_t b = sa.bits(t->ops[1]);
      if (b & kMayBeNull)
        b = (b & kSpaces) | kGlobal; // null is outside every window: global
      if (b & kParam) {
        if (!config.paramAlwaysPointToGlobal && (b & kSpaces) != kParam)
          continue;
        b = (b & ~kParam) | kGlobal; // the param window lies inside the global one
      }
      if (b == 0)
        continue;
      const uint8_t bit = spaceBit(space);
      std::optional<bool> answer;
      if (b == bit)
        answer = true;
      else if (!(b & bit))
        answer = false;
      if (!answer)
        continue;
      replaceAllUsesIn(*f, t, m.make<ConstantInt>(t->type, BigInt(*answer ? 1 : 0)));
      eraseInstruction(t);
      ++stats.isspacepFolded;
      changed = true;
    }
    removeDead(*f, std::move(rw.replaced));
  }
  return changed;
}

} // namespace nvsim::passes