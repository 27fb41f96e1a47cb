// MemorySpaceOpt (seed 004): proves which address space a generic pointer points to and rewrites
// the accesses through it to that space. docs/memory-space-opt.md describes the lattice, the walk,
// the resolution table, the knobs and where this pass departs from cicc to stay sound.
#include "core/passes/MemorySpaceOpt.h"

#include "core/Kernels.h"
#include "core/passes/MemSpaceRewrite.h"

#include <algorithm>
#include <bit>
#include <map>
#include <optional>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace nvsim::passes {

using namespace ir;

namespace {

// The seed's bitmask: one bit per address space, unknown = every space but param.
constexpr uint8_t kGlobal = 0x01, kShared = 0x02, kConstant = 0x04, kLocal = 0x08, kParam = 0x10;
constexpr uint8_t kUnknown = 0x0F;
constexpr uint8_t kSpaces = 0x1F;
/// Not in the seed's byte: the pointer may be null. Null is no space for an access (dereferencing
/// it is undefined), but `isspacep.global(null)` is true, so folding must know.
constexpr uint8_t kMayBeNull = 0x40;

constexpr unsigned kAsGlobal = 1, kAsShared = 3, kAsConstant = 4, kAsLocal = 5, kAsParam = 101;

/// sub_1CA8CD0's switch: an LLVM address space to its bit.
uint8_t spaceBit(unsigned as) {
  switch (as) {
  case kAsGlobal: return kGlobal;
  case kAsShared: return kShared;
  case kAsConstant: return kConstant;
  case kAsLocal: return kLocal;
  case kAsParam: return kParam;
  default: return kUnknown;
  }
}

unsigned bitSpace(uint8_t bit) {
  switch (bit) {
  case kGlobal: return kAsGlobal;
  case kShared: return kAsShared;
  case kConstant: return kAsConstant;
  case kLocal: return kAsLocal;
  default: return kAsParam;
  }
}

/// "shared or global" for messages.
std::string spaceList(uint8_t bits) {
  static constexpr std::pair<uint8_t, const char *> kNames[] = {{kGlobal, "global"},
                                                                {kShared, "shared"},
                                                                {kConstant, "constant"},
                                                                {kLocal, "local"},
                                                                {kParam, "param"}};
  std::string out;
  for (auto [bit, name] : kNames)
    if (bits & bit)
      out += (out.empty() ? "" : " or ") + std::string(name);
  return out;
}

bool isGenericPointer(const Type *t) { return t->isPointer() && t->addrSpace() == 0; }

/// The space named by an `llvm.nvvm.ptr.<space>.to.gen.*` callee, 0 for other names.
unsigned toGenericIntrinsicSpace(std::string_view name) {
  static constexpr std::pair<std::string_view, unsigned> kNames[] = {
      {"llvm.nvvm.ptr.global.to.gen", kAsGlobal},
      {"llvm.nvvm.ptr.shared.to.gen", kAsShared},
      {"llvm.nvvm.ptr.constant.to.gen", kAsConstant},
      {"llvm.nvvm.ptr.local.to.gen", kAsLocal},
  };
  for (auto [prefix, as] : kNames)
    if (name.starts_with(prefix))
      return as;
  return 0;
}

/// Intrinsics that return their pointer argument (markers for other passes).
bool returnsItsPointer(std::string_view name) {
  return name.starts_with("llvm.ptr.annotation.") || name.starts_with("llvm.launder.invariant.group.") ||
         name.starts_with("llvm.strip.invariant.group.") || name.starts_with("llvm.ssa.copy.");
}

/// The space an `llvm.nvvm.isspacep.*` callee tests, 0 for other names.
unsigned isspacepSpace(std::string_view name) {
  if (name == "llvm.nvvm.isspacep.global")
    return kAsGlobal;
  if (name == "llvm.nvvm.isspacep.shared")
    return kAsShared;
  if (name == "llvm.nvvm.isspacep.const")
    return kAsConstant;
  if (name == "llvm.nvvm.isspacep.local")
    return kAsLocal;
  return 0;
}

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

/// The dataflow: bits for every generic pointer of the module, computed to a fixed point. Values
/// start empty and only gain bits, so sweeping until nothing changes terminates.
class SpaceAnalysis {
public:
  SpaceAnalysis(Module &m, const PassConfig &config) : m_(m), config_(config) {
    std::string error;
    if (auto dl = moduleDataLayout(m, &error))
      for (const KernelInfo &k : findKernels(m, *dl))
        kernels_.insert(k.function);
  }

  bool isKernel(const GlobalValue *f) const { return kernels_.count(f) != 0; }

  static bool isByval(const Argument *a) {
    const GlobalValue *f = a->parent;
    return a->index < f->paramAttrs.size() && f->paramAttrs[a->index].has(AttrKind::ByVal);
  }

  /// Recomputes everything (after cloning changed the call graph).
  void run() {
    bits_.clear();
    findCallers();
    findSlots();
    for (bool changed = true; changed;) {
      changed = false;
      for (GlobalValue *f : m_.globals) {
        if (!f->isFunction() || !f->hasBody)
          continue;
        for (Argument *a : f->args)
          changed |= update(a, argumentBits(a));
        for (BasicBlock *b : f->blocks)
          for (Instruction *i : b->insts)
            if (isGenericPointer(i->type->scalar()))
              changed |= update(i, instructionBits(*i));
      }
    }
  }

  /// The bits of any pointer value (specific pointers give their own space).
  uint8_t bits(const Value *v) const {
    const Type *t = v->type->scalar();
    if (!t->isPointer())
      return 0;
    if (t->addrSpace() != 0)
      return spaceBit(t->addrSpace());
    if (isa<Instruction>(v) || isa<Argument>(v)) {
      auto it = bits_.find(v);
      return it == bits_.end() ? 0 : it->second;
    }
    return constantBits(v, 0);
  }

  /// Functions whose every caller is a direct call in this module: their arguments take the
  /// union of what the calls pass. Kernels, address-taken functions and varargs are not.
  bool isClosed(const GlobalValue *f) const { return closed_.count(f) != 0; }
  const std::vector<Instruction *> &callers(const GlobalValue *f) const {
    static const std::vector<Instruction *> kNone;
    auto it = callers_.find(f);
    return it == callers_.end() ? kNone : it->second;
  }

private:
  bool update(const Value *v, uint8_t b) {
    uint8_t &cur = bits_[v];
    const uint8_t next = cur | b;
    if (next == cur)
      return false;
    cur = next;
    return true;
  }

  void findCallers() {
    callers_.clear();
    closed_.clear();
    std::unordered_set<const GlobalValue *> taken;
    std::unordered_set<const Value *> seen;
    auto scan = [&](auto &&self, const Value *v) -> void {
      if (auto *g = dyn_cast<GlobalValue>(v)) {
        if (g->isFunction())
          taken.insert(g);
        return;
      }
      if (!seen.insert(v).second)
        return;
      if (auto *e = dyn_cast<ConstantExpr>(v))
        for (const Value *op : e->ops)
          self(self, op);
      else if (auto *a = dyn_cast<ConstantAggregate>(v))
        for (const Value *op : a->elems)
          self(self, op);
      else if (auto *w = dyn_cast<ConstantWrapper>(v))
        self(self, w->global);
      else if (auto *ba = dyn_cast<BlockAddress>(v))
        self(self, ba->function);
    };
    for (GlobalValue *g : m_.globals) {
      if (g->initializer)
        scan(scan, g->initializer);
      if (g->aliasee)
        scan(scan, g->aliasee);
      if (!g->isFunction())
        continue;
      for (BasicBlock *b : g->blocks)
        for (Instruction *i : b->insts)
          for (size_t k = 0; k < i->ops.size(); ++k) {
            GlobalValue *callee = i->opcode == Opcode::Call && k == 0 ? i->calledFunction() : nullptr;
            if (callee && i->ops.size() == callee->args.size() + 1)
              callers_[callee].push_back(i);
            else
              scan(scan, i->ops[k]);
          }
    }
    for (GlobalValue *g : m_.globals)
      if (g->isFunction() && g->hasBody && !isKernel(g) && !taken.count(g) && !g->functionType()->isVarArg())
        closed_.insert(g);
  }

  /// Allocas used only as the address of loads and stores (the -O0 home of every variable): a
  /// pointer loaded from one is one of the pointers stored to it.
  void findSlots() {
    slots_.clear();
    std::unordered_set<const Value *> bad;
    for (GlobalValue *g : m_.globals)
      for (BasicBlock *b : g->blocks)
        for (Instruction *i : b->insts)
          for (size_t k = 0; k < i->ops.size(); ++k) {
            auto *a = dyn_cast<Instruction>(i->ops[k]);
            if (!a || a->opcode != Opcode::Alloca)
              continue;
            if (i->opcode == Opcode::Store && k == 1)
              slots_[a].push_back(i->ops[0]);
            else if (!(i->opcode == Opcode::Load && k == 0) && !isMarkerCall(*i))
              bad.insert(a);
          }
    for (const Value *a : bad)
      slots_.erase(a);
    for (GlobalValue *g : m_.globals)
      for (BasicBlock *b : g->blocks)
        for (Instruction *i : b->insts)
          if (i->opcode == Opcode::Alloca && !bad.count(i))
            slots_.try_emplace(i); // loaded, never stored: nothing comes out
  }

  static bool isMarkerCall(const Instruction &i) {
    const GlobalValue *f = i.opcode == Opcode::Call ? i.calledFunction() : nullptr;
    return f && (f->name.starts_with("llvm.lifetime.") || f->name.starts_with("llvm.dbg."));
  }

  /// A pointer the host wrote: a kernel's pointer argument, or one read from the parameter window.
  uint8_t hostPointerBits() const { return config_.paramAlwaysPointToGlobal ? kGlobal : kUnknown; }

  uint8_t argumentBits(const Argument *a) const {
    if (!isGenericPointer(a->type->scalar()))
      return 0;
    if (a->type->isVector())
      return kUnknown;
    const auto *f = a->parent;
    if (isByval(a)) {
      // A device function's byval parameter is the caller's private copy, on the stack. A
      // kernel's stays in the parameter window when it is only read; otherwise each thread works
      // on a copy in local memory (as NVPTXLowerArgs does, and the executor).
      return !isKernel(f) || !onlyRead(*a) ? kLocal : kParam;
    }
    if (isKernel(f))
      return hostPointerBits(); // a value the host wrote into the parameter window
    if (!isClosed(f))
      return kUnknown;
    uint8_t b = 0;
    for (const Instruction *call : callers(f))
      b |= bits(call->ops[a->index + 1]);
    return b;
  }

  /// Whether a byval kernel parameter is only read: loads through it, GEPs, bitcasts and
  /// address-space casts of it, `ptr.gen.to.*` of it, and writes through param-space pointers
  /// made from it (which fault). Anything else makes the executor copy it to local memory.
  bool onlyRead(const Argument &arg) const {
    if (auto it = onlyRead_.find(&arg); it != onlyRead_.end())
      return it->second;
    std::unordered_set<const Value *> derived{&arg};
    bool ok = true;
    for (const BasicBlock *b : arg.parent->blocks)
      for (const Instruction *i : b->insts)
        for (size_t k = 0; k < i->ops.size() && ok; ++k) {
          const Value *v = i->ops[k];
          if (!derived.count(v))
            continue;
          if (v->type->isPointer() && v->type->addrSpace() == kAsParam &&
              ((i->opcode == Opcode::Store && k == 1) ||
               ((i->opcode == Opcode::CmpXchg || i->opcode == Opcode::AtomicRMW) && k == 0)))
            continue;
          const GlobalValue *callee = i->opcode == Opcode::Call ? i->calledFunction() : nullptr;
          const bool address = (i->opcode == Opcode::Load && k == 0) ||
                               ((i->opcode == Opcode::GetElementPtr || i->opcode == Opcode::BitCast ||
                                 i->opcode == Opcode::AddrSpaceCast) &&
                                k == 0) ||
                               (k == 1 && callee && callee->name.starts_with("llvm.nvvm.ptr.gen.to."));
          if (!address)
            ok = false;
          else if (i->opcode != Opcode::Load)
            derived.insert(i);
        }
    onlyRead_[&arg] = ok;
    return ok;
  }

  uint8_t constantBits(const Value *v, unsigned depth) const {
    if (v->type->scalar()->isPointer() && v->type->scalar()->addrSpace() != 0)
      return spaceBit(v->type->scalar()->addrSpace());
    switch (v->valueKind()) {
    case ValueKind::ConstNull:
    case ValueKind::ConstZero: return kMayBeNull;
    case ValueKind::ConstUndef:
    case ValueKind::ConstPoison: return 0;
    case ValueKind::ConstExpr: {
      const auto *e = cast<ConstantExpr>(v);
      if (depth > 16 || e->ops.empty())
        return kUnknown;
      switch (e->opcode) {
      case Opcode::GetElementPtr:
      case Opcode::BitCast:
      case Opcode::AddrSpaceCast: return constantBits(e->ops[0], depth + 1);
      case Opcode::IntToPtr: {
        if (!config_.trackInt2Ptr)
          return kUnknown;
        return int2PtrBits(e->ops[0], depth + 1);
      }
      default: return kUnknown;
      }
    }
    default: return kUnknown; // a generic global variable, a function, ...
    }
  }

  uint8_t instructionBits(const Instruction &i) const {
    switch (i.opcode) {
    case Opcode::Alloca: return config_.processAllocaAlways ? kLocal : kUnknown;
    case Opcode::GetElementPtr:
    case Opcode::BitCast:
    case Opcode::AddrSpaceCast:
    case Opcode::Freeze: return i.ops.empty() ? kUnknown : bits(i.ops[0]);
    case Opcode::Phi: {
      uint8_t b = 0;
      for (const Value *v : i.ops)
        b |= bits(v);
      return b;
    }
    case Opcode::Select: return i.ops.size() == 3 ? bits(i.ops[1]) | bits(i.ops[2]) : kUnknown;
    // Vectors of pointers: one bit set for all the lanes.
    case Opcode::ExtractElement: return bits(i.ops[0]);
    case Opcode::InsertElement:
    case Opcode::ShuffleVector: return bits(i.ops[0]) | bits(i.ops[1]);
    case Opcode::Load: return config_.trackIndirLoad ? loadedBits(i) : kUnknown;
    case Opcode::IntToPtr: {
      if (!config_.trackInt2Ptr)
        return kUnknown;
      return int2PtrBits(i.ops[0], 0);
    }
    case Opcode::Call: {
      const GlobalValue *f = i.calledFunction();
      if (unsigned as = f ? toGenericIntrinsicSpace(f->name) : 0)
        return spaceBit(as);
      if (f && returnsItsPointer(f->name) && i.ops.size() >= 2)
        return bits(i.ops[1]);
      return kUnknown;
    }
    default: return kUnknown;
    }
  }

  /// track-indir-load: a pointer loaded from a local variable slot is one stored there; one
  /// loaded from the parameter window is a pointer the host wrote.
  uint8_t loadedBits(const Instruction &load) const {
    const Value *addr = load.ops[0];
    while (auto *c = dyn_cast<Instruction>(addr)) {
      if (c->opcode != Opcode::BitCast)
        break;
      addr = c->ops[0];
    }
    if (auto it = slots_.find(addr); it != slots_.end()) {
      uint8_t b = 0;
      for (const Value *stored : it->second)
        b |= isGenericPointer(stored->type) ? bits(stored) : kUnknown;
      return b;
    }
    if ((bits(load.ops[0]) & kSpaces) == kParam)
      return hostPointerBits();
    return kUnknown;
  }

  uint8_t int2PtrBits(const Value *v, unsigned depth) const {
    if (auto *c = dyn_cast<ConstantInt>(v); c && c->value == 0)
      return kMayBeNull;
    auto o = intOrigin(v, depth);
    return o ? *o : kUnknown;
  }

  /// track-int2ptr: the space of the pointer an integer was made from (`ptrtoint`, plus or minus
  /// an offset); nullopt for an integer made from no pointer.
  std::optional<uint8_t> intOrigin(const Value *v, unsigned depth) const {
    if (depth > 16)
      return kUnknown;
    if (isa<ConstantInt>(v))
      return std::nullopt;
    const Opcode op = isa<Instruction>(v)    ? cast<Instruction>(v)->opcode
                      : isa<ConstantExpr>(v) ? cast<ConstantExpr>(v)->opcode
                                             : Opcode::Invalid;
    if (op == Opcode::Invalid)
      return std::nullopt; // an argument, a constant: an integer
    const std::vector<Value *> &ops =
        isa<Instruction>(v) ? cast<Instruction>(v)->ops : cast<ConstantExpr>(v)->ops;
    switch (op) {
    case Opcode::PtrToInt: return bits(ops[0]);
    case Opcode::Add:
    case Opcode::Or:
    case Opcode::Sub: {
      auto a = intOrigin(ops[0], depth + 1), b = intOrigin(ops[1], depth + 1);
      if (a && b) // the sum or difference of two addresses
        return kUnknown;
      if (b && op == Opcode::Sub)
        return kUnknown; // an offset minus an address
      return a ? a : b;
    }
    case Opcode::Phi:
    case Opcode::Select: {
      // Integer phis of addresses: follow them, a cycle back gives nothing new.
      const auto *i = cast<Instruction>(v);
      if (!visitingInts_.insert(i).second)
        return std::nullopt;
      std::optional<uint8_t> out;
      for (size_t k = op == Opcode::Select ? 1 : 0; k < ops.size(); ++k)
        if (auto o = intOrigin(ops[k], depth + 1))
          out = out.value_or(0) | *o;
      visitingInts_.erase(i);
      return out;
    }
    default:
      for (const Value *o : ops)
        if (intOrigin(o, depth + 1))
          return kUnknown; // an address scaled, masked, shifted: no telling
      return std::nullopt;
    }
  }

  Module &m_;
  const PassConfig &config_;
  std::unordered_set<const GlobalValue *> kernels_;
  std::unordered_set<const GlobalValue *> closed_;
  std::unordered_map<const GlobalValue *, std::vector<Instruction *>> callers_;
  std::unordered_map<const Value *, std::vector<Value *>> slots_;
  std::unordered_map<const Value *, uint8_t> bits_;
  mutable std::unordered_set<const Instruction *> visitingInts_;
  mutable std::unordered_map<const Argument *, bool> onlyRead_; ///< of the IR as it came in
};

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
