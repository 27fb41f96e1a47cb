// SpaceAnalysis (SpaceAnalysis.h): the bits of every generic pointer, computed to a fixed point.
#include "core/passes/SpaceAnalysis.h"

#include "core/Kernels.h"

namespace nvsim::passes::memspace {

using namespace ir;

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

namespace {

/// Intrinsics that return their pointer argument (markers for other passes).
bool returnsItsPointer(std::string_view name) {
  return name.starts_with("llvm.ptr.annotation.") || name.starts_with("llvm.launder.invariant.group.") ||
         name.starts_with("llvm.strip.invariant.group.") || name.starts_with("llvm.ssa.copy.");
}

} // namespace

SpaceAnalysis::SpaceAnalysis(Module &m, const PassConfig &config) : m_(m), config_(config) {
  std::string error;
  if (auto dl = moduleDataLayout(m, &error))
    for (const KernelInfo &k : findKernels(m, *dl))
      kernels_.insert(k.function);
}

bool SpaceAnalysis::isByval(const Argument *a) {
  const GlobalValue *f = a->parent;
  return a->index < f->paramAttrs.size() && f->paramAttrs[a->index].has(AttrKind::ByVal);
}

void SpaceAnalysis::run() {
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

uint8_t SpaceAnalysis::bits(const Value *v) const {
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

const std::vector<Instruction *> &SpaceAnalysis::callers(const GlobalValue *f) const {
  static const std::vector<Instruction *> kNone;
  auto it = callers_.find(f);
  return it == callers_.end() ? kNone : it->second;
}

bool SpaceAnalysis::update(const Value *v, uint8_t b) {
  uint8_t &cur = bits_[v];
  const uint8_t next = cur | b;
  if (next == cur)
    return false;
  cur = next;
  return true;
}

void SpaceAnalysis::findCallers() {
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
void SpaceAnalysis::findSlots() {
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

bool SpaceAnalysis::isMarkerCall(const Instruction &i) {
  const GlobalValue *f = i.opcode == Opcode::Call ? i.calledFunction() : nullptr;
  return f && (f->name.starts_with("llvm.lifetime.") || f->name.starts_with("llvm.dbg."));
}

/// A pointer the host wrote: a kernel's pointer argument, or one read from the parameter window.
uint8_t SpaceAnalysis::hostPointerBits() const {
  return config_.paramAlwaysPointToGlobal ? kGlobal : kUnknown;
}

uint8_t SpaceAnalysis::argumentBits(const Argument *a) const {
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
bool SpaceAnalysis::onlyRead(const Argument &arg) const {
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

uint8_t SpaceAnalysis::constantBits(const Value *v, unsigned depth) const {
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

uint8_t SpaceAnalysis::instructionBits(const Instruction &i) const {
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
uint8_t SpaceAnalysis::loadedBits(const Instruction &load) const {
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

uint8_t SpaceAnalysis::int2PtrBits(const Value *v, unsigned depth) const {
  if (auto *c = dyn_cast<ConstantInt>(v); c && c->value == 0)
    return kMayBeNull;
  auto o = intOrigin(v, depth);
  return o ? *o : kUnknown;
}

/// track-int2ptr: the space of the pointer an integer was made from (`ptrtoint`, plus or minus
/// an offset); nullopt for an integer made from no pointer.
std::optional<uint8_t> SpaceAnalysis::intOrigin(const Value *v, unsigned depth) const {
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

} // namespace nvsim::passes::memspace
