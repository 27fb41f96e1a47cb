// LowerStructArgs (seed 002): a kernel's byval aggregate parameters become parameter-space
// pointers. Loads through getelementptr chains become `llvm.nvvm.ldparam.<T>` at a byte offset
// folded from the DataLayout; an address that escapes is cast with `llvm.nvvm.cvt.param.to.*`.
//
// The IR this pass writes (docs/passes.md):
//   define ptx_kernel void @k(ptr addrspace(101) byref(%S) align 8 %s.param)
//   %v = call T @llvm.nvvm.ldparam.<T>(ptr addrspace(101) %s.param, i64 OFFSET)
//   %v.gen = call T @llvm.nvvm.cvt.generic.to.as.<T>(T %v, i32 AS)      ; pointer-typed T only
//   %s.gen = call ptr @llvm.nvvm.cvt.param.to.generic(ptr addrspace(101) %s.param)
//   %s.glob = call ptr addrspace(1) @llvm.nvvm.cvt.param.to.global(ptr addrspace(101) %s.param)
// `byref(%S)` keeps the aggregate's type on the parameter (LLVM's attribute for a pointer to
// memory the callee does not own, as AMDGPU kernel arguments use it): the launch ABI still
// passes the whole aggregate, and the executor needs its size. Typed-pointer modules get
// `i8 addrspace(101)*` parameters so that the intrinsics keep one signature each.
#include "core/passes/LowerStructArgs.h"

#include "core/Kernels.h"
#include "core/passes/Annotations.h"

#include <algorithm>
#include <map>
#include <set>

#include <fmt/format.h>

namespace nvsim::passes {

using namespace ir;

namespace {

/// A byte offset: a constant plus variable indices times their strides.
struct Offset {
  int64_t constant = 0;
  std::vector<std::pair<Value *, int64_t>> terms; ///< (index, stride): index sign-extended to i64
};

/// The offset a getelementptr's indices reach from its base. Struct field numbers are constants
/// by LLVM's rules; array and first indices may be variable (their stride is the element's alloc
/// size). nullopt for vector indices and anything malformed.
std::optional<Offset> gepOffset(const DataLayout &dl, Type *sourceType, const std::vector<Value *> &indices) {
  Offset off;
  Type *t = sourceType;
  for (size_t i = 0; i < indices.size(); ++i) {
    Value *v = indices[i];
    if (!v->type->isInteger())
      return std::nullopt;
    auto *ci = dyn_cast<ConstantInt>(v);
    if (!ci && v->type->intWidth() > 64)
      return std::nullopt;
    Type *step = t;
    if (i > 0 && t->isStruct()) {
      const StructLayout sl = dl.structLayout(t);
      if (!ci || ci->sext() < 0 || size_t(ci->sext()) >= sl.fieldOffsets.size())
        return std::nullopt;
      off.constant = int64_t(uint64_t(off.constant) + sl.fieldOffsets[size_t(ci->sext())]);
      t = t->members()[size_t(ci->sext())];
      continue;
    }
    if (i > 0) {
      if (!t->isArray() && !t->isVector())
        return std::nullopt;
      t = step = t->element();
    }
    const int64_t stride = int64_t(dl.typeAllocSize(step));
    if (ci)
      off.constant = int64_t(uint64_t(off.constant) + uint64_t(ci->sext()) * uint64_t(stride)); // wraps
    else
      off.terms.push_back({v, stride});
  }
  return off;
}

} // namespace

std::optional<int64_t> compositeOffset(const DataLayout &dl, Type *sourceType,
                                       const std::vector<Value *> &indices) {
  std::optional<Offset> off = gepOffset(dl, sourceType, indices);
  if (!off || !off->terms.empty())
    return std::nullopt;
  return off->constant;
}

uint64_t paramExtent(const DataLayout &dl, const Type *t) {
  if (t->isStruct()) {
    const StructLayout sl = dl.structLayout(t);
    return sl.fieldOffsets.empty() ? 0 : sl.fieldOffsets.back() + paramExtent(dl, t->members().back());
  }
  if (t->isArray())
    return t->count() == 0
               ? 0
               : (t->count() - 1) * dl.typeAllocSize(t->element()) + paramExtent(dl, t->element());
  return dl.typeStoreSize(t);
}

std::string overloadSuffix(const Type *t) {
  switch (t->kind()) {
  case TypeKind::Integer: return fmt::format("i{}", t->intWidth());
  case TypeKind::Half: return "f16";
  case TypeKind::BFloat: return "bf16";
  case TypeKind::Float: return "f32";
  case TypeKind::Double: return "f64";
  case TypeKind::Pointer: {
    if (t->isOpaquePointer())
      return fmt::format("p{}", t->addrSpace());
    std::string inner = overloadSuffix(t->pointee());
    return inner.empty() ? "" : fmt::format("p{}{}", t->addrSpace(), inner);
  }
  case TypeKind::FixedVector: {
    std::string inner = overloadSuffix(t->element());
    return inner.empty() ? "" : fmt::format("v{}{}", t->count(), inner);
  }
  default: return "";
  }
}

namespace {

struct Use {
  Instruction *user;
  unsigned op;
};

enum class Act : uint8_t {
  Load,          ///< load through the parameter: ldparam (+ cvt.generic.to.as for pointers)
  CastOperand,   ///< the address is an operand of a generic consumer: cvt.param.to.generic
  ReplaceGlobal, ///< addrspacecast / ptr.gen.to.global of the address: cvt.param.to.global
  ReplaceParam,  ///< addrspacecast / ptr.gen.to.param of the address: the parameter itself
};

struct Action {
  Act act;
  Use use;
  Value *derived; ///< the value at the use: the argument or a getelementptr/bitcast of it
  Offset offset;  ///< its byte offset from the start of the aggregate
};

struct Plan {
  unsigned index = 0;
  Argument *arg = nullptr;
  Type *aggregate = nullptr;
  uint64_t align = 0;
  std::vector<Action> actions;
  std::set<const Value *> derived;  ///< the argument and every address computed from it
  std::vector<Instruction *> erase; ///< getelementptrs, bitcasts, debug intrinsics, in order
};

bool isDebugIntrinsic(const Instruction *I) {
  const GlobalValue *g = I->opcode == Opcode::Call ? I->calledFunction() : nullptr;
  return g && g->name.rfind("llvm.dbg.", 0) == 0;
}

const Value *metadataTarget(const Metadata *md) {
  return md && md->mdKind() == MDKind::Value ? static_cast<const ValueAsMetadata *>(md)->value : nullptr;
}

/// Whether ldparam reads `t` in one call: scalars, pointers and vectors the executor loads whole.
bool scalarLoadable(const DataLayout &dl, const Type *t) {
  return !overloadSuffix(t).empty() && !(t->isInteger() && t->intWidth() > 64) &&
         !(t->isVector() && (t->element()->isInteger(1) || dl.typeStoreSize(t) > 256));
}

/// One scalar of an aggregate: its insertvalue/extractvalue path, byte offset and type.
struct Leaf {
  std::vector<unsigned> path;
  uint64_t offset;
  Type *type;
};

/// The scalars of aggregate `t` at their DataLayout offsets (padding is never read); false when
/// one of them cannot be read by ldparam, or there are more than 64.
bool aggregateLeaves(const DataLayout &dl, Type *t, std::vector<unsigned> &path, uint64_t off,
                     std::vector<Leaf> &out) {
  if (out.size() > 64 || (t->isArray() && t->count() > 64))
    return false;
  if (t->isStruct() || t->isArray()) {
    const bool st = t->isStruct();
    const StructLayout sl = st ? dl.structLayout(t) : StructLayout{};
    const uint64_t n = st ? t->members().size() : t->count();
    for (uint64_t i = 0; i < n; ++i) {
      path.push_back(unsigned(i));
      Type *e = st ? t->members()[i] : t->element();
      const uint64_t at = off + (st ? sl.fieldOffsets[i] : i * dl.typeAllocSize(e));
      if (!aggregateLeaves(dl, e, path, at, out))
        return false;
      path.pop_back();
    }
    return true;
  }
  if (!scalarLoadable(dl, t))
    return false;
  out.push_back({path, off, t});
  return out.size() <= 64;
}

/// Why passing the parameter's address as argument `k` of call `I` cannot become a param-space
/// address; empty when it can. The unlowered kernel hands the callee an address of its own copy,
/// which the callee may write or keep; the lowered one hands it read-only param memory. So a
/// callee defined here must promise, as clang's -O2 attributes do, neither to write through the
/// argument nor to capture it. A byval argument is copied by the callee, a memcpy or memmove only
/// reads its source. A declared callee (the seed's `@consume`) is taken on trust, as the seed takes
/// it: the executor cannot run a call to one anyway.
std::string unsafeArgument(const Instruction *I, const GlobalValue *callee, size_t k) {
  const AttrSet *site = k < I->argAttrs.size() ? &I->argAttrs[k] : nullptr;
  const AttrSet *decl = callee && k < callee->paramAttrs.size() ? &callee->paramAttrs[k] : nullptr;
  auto has = [&](AttrKind a) { return (site && site->has(a)) || (decl && decl->has(a)); };
  if (has(AttrKind::ByVal))
    return {};
  if (callee && callee->isIntrinsic()) {
    const std::string &n = callee->name;
    if (n.rfind("llvm.memcpy", 0) == 0 || n.rfind("llvm.memmove", 0) == 0)
      return k == 1 ? std::string() : "the destination of a memory copy";
    return "an argument of '@" + n + "'";
  }
  if (callee && callee->hasBody &&
      !((has(AttrKind::ReadOnly) || has(AttrKind::ReadNone)) && has(AttrKind::NoCapture)))
    return "an argument of '@" + callee->name + "' that is not readonly and nocapture";
  return {};
}

/// One kernel's rewrite: plans every byval parameter first, changes nothing unless all succeed.
class Lowering {
public:
  Lowering(Module &m, const DataLayout &dl, const PassConfig &config, DiagEngine &diags, GlobalValue &f)
      : m_(m), dl_(dl), config_(config), diags_(diags), f_(f) {
    for (BasicBlock *bb : f.blocks)
      for (Instruction *I : bb->insts) {
        for (unsigned i = 0; i < I->ops.size(); ++i) {
          Value *v = I->ops[i];
          if (auto *mv = dyn_cast<MetadataValue>(v))
            v = const_cast<Value *>(metadataTarget(mv->md));
          if (v)
            uses_[v].push_back({I, i});
        }
        if (!I->name.empty())
          names_.insert(I->name);
      }
    for (const Argument *a : f.args)
      if (!a->name.empty())
        names_.insert(a->name);
  }

  /// Plans parameter `i`; false (with a diagnostic) when one of its uses cannot be lowered.
  bool plan(unsigned i, Type *aggregate, uint64_t align, Plan &p);
  void apply(const Plan &p, LowerStructArgsStats &stats);

private:
  bool fail(const Plan &p, const Instruction *at, const std::string &what) {
    diags_.report(DiagId::LowerStructArgsUnknownUse, at ? at->loc : f_.loc,
                  p.arg->name.empty() ? std::to_string(p.index) : p.arg->name, f_.name, what);
    return false;
  }
  std::string uniqueName(const std::string &base);
  GlobalValue *declare(const std::string &name, Type *ret, std::vector<Type *> params);
  Instruction *insertBefore(Instruction *at, Opcode op, Type *t, std::vector<Value *> ops,
                            std::string name = {});
  Instruction *call(Instruction *at, GlobalValue *fn, std::vector<Value *> args, std::string name = {});
  Value *offsetValue(Instruction *at, const Offset &offset, int64_t skew);
  Value *loadScalar(Instruction *at, Type *t, Value *param, Type *paramTy, Value *offset,
                    const std::string &name, unsigned &casts);
  Value *offsetPointer(Instruction *at, Value *base, const Offset &offset, Type *want);
  void replaceAllUses(Value *from, Value *to);
  void eraseInst(Instruction *I);

  Module &m_;
  const DataLayout &dl_;
  const PassConfig &config_;
  DiagEngine &diags_;
  GlobalValue &f_;
  std::map<const Value *, std::vector<Use>> uses_;
  std::set<std::string> names_;
};

bool Lowering::plan(unsigned i, Type *aggregate, uint64_t align, Plan &p) {
  p.index = i;
  p.arg = f_.args[i];
  p.aggregate = aggregate;
  p.align = align;
  std::vector<std::pair<Value *, Offset>> work{{p.arg, Offset{}}};
  p.derived.insert(p.arg);
  while (!work.empty()) { // depth first, one work item per use edge
    auto [v, off] = work.back();
    work.pop_back();
    for (const Use &u : uses_[v]) {
      Instruction *I = u.user;
      if (isDebugIntrinsic(I)) {
        if (std::find(p.erase.begin(), p.erase.end(), I) == p.erase.end())
          p.erase.push_back(I);
        continue;
      }
      switch (I->opcode) {
      case Opcode::GetElementPtr: {
        if (u.op != 0)
          return fail(p, I, "the address is a getelementptr index");
        std::vector<Value *> idx(I->ops.begin() + 1, I->ops.end());
        auto delta = I->type->isVector() ? std::nullopt : gepOffset(dl_, I->auxType, idx);
        if (!delta)
          return fail(p, I, "a getelementptr with vector or malformed indices");
        Offset sum = off;
        sum.constant += delta->constant;
        sum.terms.insert(sum.terms.end(), delta->terms.begin(), delta->terms.end());
        work.push_back({I, sum});
        p.derived.insert(I);
        p.erase.push_back(I);
        break;
      }
      case Opcode::BitCast:
        if (!I->type->isPointer())
          return fail(p, I, "a bitcast to a non-pointer");
        work.push_back({I, off});
        p.derived.insert(I);
        p.erase.push_back(I);
        break;
      case Opcode::Load: {
        if ((I->flags & kVolatile) || I->ordering != AtomicOrdering::NotAtomic)
          return fail(p, I, "a volatile or atomic load");
        Type *t = I->type;
        std::vector<unsigned> path;
        std::vector<Leaf> leaves;
        if (t->isAggregate() ? !aggregateLeaves(dl_, t, path, 0, leaves) : !scalarLoadable(dl_, t))
          return fail(p, I, "a load of '" + typeToString(t) + "'");
        p.actions.push_back({Act::Load, u, v, off});
        break;
      }
      case Opcode::Store:
        if (u.op != 0)
          return fail(p, I, "a store into the parameter");
        p.actions.push_back({Act::CastOperand, u, v, off});
        break;
      case Opcode::AddrSpaceCast: {
        const unsigned as = I->type->isPointer() ? I->type->addrSpace() : ~0u;
        if (as != 1 && as != 101)
          return fail(p, I, fmt::format("an addrspacecast to address space {}", as));
        p.actions.push_back({as == 1 ? Act::ReplaceGlobal : Act::ReplaceParam, u, v, off});
        break;
      }
      case Opcode::Call: {
        const GlobalValue *callee = I->calledFunction();
        if (u.op == 0)
          return fail(p, I, "the address is called");
        if (callee && callee->name.rfind("llvm.nvvm.ptr.gen.to.global", 0) == 0) {
          p.actions.push_back({Act::ReplaceGlobal, u, v, off});
          break;
        }
        if (callee && callee->name.rfind("llvm.nvvm.ptr.gen.to.param", 0) == 0) {
          p.actions.push_back({Act::ReplaceParam, u, v, off});
          break;
        }
        const Type *fnTy = I->auxType;
        const size_t k = u.op - 1;
        const Type *pt = fnTy && k < fnTy->members().size() ? fnTy->members()[k] : v->type;
        if (!pt->isPointer() || pt->addrSpace() != 0)
          return fail(p, I, "a call argument that is not a generic pointer");
        if (std::string why = unsafeArgument(I, callee, k); !why.empty())
          return fail(p, I, why);
        p.actions.push_back({Act::CastOperand, u, v, off});
        break;
      }
      default: return fail(p, I, fmt::format("'{}'", opcodeKeyword(I->opcode)));
      }
    }
  }
  return true;
}

std::string Lowering::uniqueName(const std::string &base) {
  if (base.empty())
    return base;
  std::string name = base;
  for (unsigned n = 1; names_.count(name); ++n)
    name = fmt::format("{}{}", base, n);
  names_.insert(name);
  return name;
}

GlobalValue *Lowering::declare(const std::string &name, Type *ret, std::vector<Type *> params) {
  return m_.getOrDeclareFunction(name, m_.types.functionTy(ret, std::move(params), false));
}

Instruction *Lowering::insertBefore(Instruction *at, Opcode op, Type *t, std::vector<Value *> ops,
                                    std::string name) {
  auto *I = m_.make<Instruction>(op, t);
  I->ops = std::move(ops);
  I->name = uniqueName(name);
  I->loc = at->loc;
  I->parent = at->parent;
  for (const MDAttachment &md : at->metadata) // faults stay located at the source line
    if (md.kind == "dbg")
      I->metadata.push_back(md);
  auto &insts = at->parent->insts;
  insts.insert(std::find(insts.begin(), insts.end(), at), I);
  return I;
}

Instruction *Lowering::call(Instruction *at, GlobalValue *fn, std::vector<Value *> args, std::string name) {
  std::vector<Value *> ops{fn};
  ops.insert(ops.end(), args.begin(), args.end());
  Instruction *I =
      insertBefore(at, Opcode::Call, fn->valueType->returnType(), std::move(ops), std::move(name));
  I->auxType = fn->valueType;
  I->argAttrs.resize(args.size());
  return I;
}

/// `offset` (+ `skew`) as an i64: a constant, or the sum of the variable terms computed before `at`.
Value *Lowering::offsetValue(Instruction *at, const Offset &offset, int64_t skew) {
  Type *i64 = m_.types.i64();
  auto constant = [&](int64_t v) { return m_.make<ConstantInt>(i64, BigInt(v)); };
  Value *sum = nullptr;
  for (auto [idx, stride] : offset.terms) {
    Value *v = idx;
    if (v->type != i64)
      v = insertBefore(at, Opcode::SExt, i64, {v});
    if (stride != 1)
      v = insertBefore(at, Opcode::Mul, i64, {v, constant(stride)});
    sum = sum ? insertBefore(at, Opcode::Add, i64, {sum, v}) : v;
  }
  const int64_t k = offset.constant + skew;
  if (!sum)
    return constant(k);
  return k ? insertBefore(at, Opcode::Add, i64, {sum, constant(k)}) : sum;
}

/// `ldparam.<t>` of `param` at `offset`, and for a pointer the cast back to its type (opcode 80).
Value *Lowering::loadScalar(Instruction *at, Type *t, Value *param, Type *paramTy, Value *offset,
                            const std::string &name, unsigned &casts) {
  const std::string sfx = overloadSuffix(t);
  GlobalValue *ld = declare("llvm.nvvm.ldparam." + sfx, t, {paramTy, m_.types.i64()});
  Value *v = call(at, ld, {param, offset}, name);
  if (t->isPointer()) {
    GlobalValue *cvt = declare("llvm.nvvm.cvt.generic.to.as." + sfx, t, {t, m_.types.i32()});
    Value *as = m_.make<ConstantInt>(m_.types.i32(), BigInt(t->addrSpace()));
    v = call(at, cvt, {v, as}, name.empty() ? name : name + ".gen");
    ++casts;
  }
  return v;
}

/// `base` moved `offset` bytes on (a getelementptr of i8), as a value of type `want`.
Value *Lowering::offsetPointer(Instruction *at, Value *base, const Offset &offset, Type *want) {
  Value *v = base;
  if (offset.constant != 0 || !offset.terms.empty()) {
    auto *gep = insertBefore(at, Opcode::GetElementPtr, base->type, {base, offsetValue(at, offset, 0)});
    gep->auxType = m_.types.i8();
    gep->flags |= kInBounds;
    v = gep;
  }
  if (v->type != want)
    v = insertBefore(at, Opcode::BitCast, want, {v});
  return v;
}

void Lowering::replaceAllUses(Value *from, Value *to) {
  for (BasicBlock *bb : f_.blocks)
    for (Instruction *I : bb->insts) {
      for (Value *&op : I->ops) {
        if (op == from)
          op = to;
        else if (auto *mv = dyn_cast<MetadataValue>(op); mv && metadataTarget(mv->md) == from)
          static_cast<ValueAsMetadata *>(mv->md)->value = to;
      }
      for (DebugRecord &r : I->debugRecords)
        for (Metadata *md : r.args)
          if (metadataTarget(md) == from)
            static_cast<ValueAsMetadata *>(md)->value = to;
    }
}

void Lowering::eraseInst(Instruction *I) {
  auto &insts = I->parent->insts;
  auto it = std::find(insts.begin(), insts.end(), I);
  if (it == insts.end())
    return;
  // Debug records sit before the instruction that follows them: hand them to the next one.
  if (!I->debugRecords.empty() && it + 1 != insts.end())
    (*(it + 1))->debugRecords.insert((*(it + 1))->debugRecords.begin(), I->debugRecords.begin(),
                                     I->debugRecords.end());
  insts.erase(it);
}

void Lowering::apply(const Plan &p, LowerStructArgsStats &stats) {
  const bool typed = m_.typedPointers;
  Type *paramTy = typed ? m_.types.pointerTy(101, m_.types.i8()) : m_.types.pointerTy(101);
  Type *genericI8 = typed ? m_.types.pointerTy(0, m_.types.i8()) : m_.types.pointerTy(0);
  Type *globalI8 = typed ? m_.types.pointerTy(1, m_.types.i8()) : m_.types.pointerTy(1);

  // The parameter: a param-space pointer carrying the aggregate as byref and its alignment.
  Argument *old = p.arg;
  auto *arg = m_.make<Argument>(paramTy, &f_, p.index);
  arg->name = old->name.empty() ? std::string() : uniqueName(old->name + ".param");
  arg->loc = old->loc;
  f_.args[p.index] = arg;
  std::vector<Type *> params = f_.valueType->members();
  params[p.index] = paramTy;
  f_.valueType = m_.types.functionTy(f_.valueType->returnType(), params, f_.valueType->isVarArg());
  AttrSet &attrs = f_.paramAttrs[p.index];
  std::erase_if(attrs.attrs,
                [](const Attribute &a) { return a.kind == AttrKind::ByVal || a.kind == AttrKind::Align; });
  Attribute byref;
  byref.kind = AttrKind::ByRef;
  byref.type = p.aggregate;
  attrs.attrs.insert(attrs.attrs.begin(), byref);
  Attribute align;
  align.kind = AttrKind::Align;
  align.intValue = p.align;
  align.hasInt = true;
  attrs.attrs.insert(attrs.attrs.begin() + 1, align);

  const std::string base = old->name.empty() ? std::string("param") : old->name;
  unsigned loads = 0, casts = 0;
  for (const Action &a : p.actions) {
    Instruction *I = a.use.user;
    switch (a.act) {
    case Act::Load: {
      const std::string name = I->name;
      I->name.clear();
      names_.erase(name);
      Value *off = offsetValue(I, a.offset, config_.testLdparamSkew);
      if (!I->type->isAggregate()) {
        replaceAllUses(I, loadScalar(I, I->type, arg, paramTy, off, name, casts));
        eraseInst(I);
        ++loads;
        break;
      }
      // An aggregate: one ldparam per scalar. An extractvalue of a whole scalar takes it directly;
      // any other use gets the aggregate rebuilt with insertvalue.
      std::vector<unsigned> path;
      std::vector<Leaf> leaves;
      aggregateLeaves(dl_, I->type, path, 0, leaves);
      auto leafOf = [&](const Use &u) {
        const Instruction *x = u.user;
        if (x->opcode != Opcode::ExtractValue || u.op != 0)
          return leaves.end();
        return std::find_if(leaves.begin(), leaves.end(),
                            [&](const Leaf &l) { return l.path == x->indices; });
      };
      bool otherUses = false;
      std::vector<bool> wanted(leaves.size());
      for (const Use &u : uses_[I]) {
        auto leaf = leafOf(u);
        otherUses |= leaf == leaves.end();
        if (leaf != leaves.end())
          wanted[size_t(leaf - leaves.begin())] = true;
      }
      std::vector<Value *> vals(leaves.size());
      for (size_t k = 0; k < leaves.size(); ++k) {
        if (!otherUses && !wanted[k])
          continue; // only the scalars something reads
        Value *at = off;
        if (leaves[k].offset != 0) {
          Value *c = m_.make<ConstantInt>(m_.types.i64(), BigInt(leaves[k].offset));
          if (auto *base = dyn_cast<ConstantInt>(off))
            at = m_.make<ConstantInt>(m_.types.i64(), BigInt(base->sext() + int64_t(leaves[k].offset)));
          else
            at = insertBefore(I, Opcode::Add, m_.types.i64(), {off, c});
        }
        vals[k] = loadScalar(I, leaves[k].type, arg, paramTy, at, {}, casts);
        ++loads;
      }
      for (const Use &u : uses_[I])
        if (auto leaf = leafOf(u); leaf != leaves.end()) {
          replaceAllUses(u.user, vals[size_t(leaf - leaves.begin())]);
          eraseInst(u.user);
        }
      if (otherUses) {
        Value *agg = m_.make<ConstantSimple>(ValueKind::ConstPoison, I->type);
        for (size_t k = 0; k < leaves.size(); ++k) {
          auto *ins = insertBefore(I, Opcode::InsertValue, I->type, {agg, vals[k]},
                                   k + 1 == leaves.size() ? name : std::string());
          ins->indices = leaves[k].path;
          agg = ins;
        }
        replaceAllUses(I, agg);
      }
      eraseInst(I);
      break;
    }
    case Act::CastOperand: {
      GlobalValue *cvt = declare("llvm.nvvm.cvt.param.to.generic", genericI8, {paramTy});
      Value *gen = call(I, cvt, {arg}, base + ".gen");
      I->ops[a.use.op] = offsetPointer(I, gen, a.offset, a.derived->type);
      ++casts;
      break;
    }
    case Act::ReplaceGlobal: {
      GlobalValue *cvt = declare("llvm.nvvm.cvt.param.to.global", globalI8, {paramTy});
      Value *glob = call(I, cvt, {arg}, base + ".glob");
      Value *v = offsetPointer(I, glob, a.offset, I->type);
      replaceAllUses(I, v);
      eraseInst(I);
      ++casts;
      break;
    }
    case Act::ReplaceParam: {
      Value *v = offsetPointer(I, arg, a.offset, I->type);
      replaceAllUses(I, v);
      eraseInst(I);
      break;
    }
    }
  }
  // The addresses computed from the old argument have no uses left; nor have debug intrinsics
  // about them (the byval copy they described is gone).
  for (auto it = p.erase.rbegin(); it != p.erase.rend(); ++it)
    eraseInst(*it);
  for (BasicBlock *bb : f_.blocks)
    for (Instruction *I : bb->insts)
      std::erase_if(I->debugRecords, [&](const DebugRecord &r) {
        return std::any_of(r.args.begin(), r.args.end(),
                           [&](const Metadata *md) { return p.derived.count(metadataTarget(md)) != 0; });
      });

  ++stats.params;
  stats.ldparams += loads;
  stats.casts += casts;
  if (loads == 0 && casts != 0)
    ++stats.castOnly;
  stats.lowered.push_back({&f_, p.index, paramExtent(dl_, p.aggregate), p.align});
}

} // namespace

bool runLowerStructArgs(Module &m, const PassConfig &config, DiagEngine &diags, LowerStructArgsStats &stats) {
  // NOTE: the one opt-byval (PassConfig::optByval), the same object MemorySpaceOpt reads.
  if (!config.optByval)
    return false;
  std::string error;
  std::optional<DataLayout> dl = moduleDataLayout(m, &error);
  if (!dl)
    return false; // the verifier reports a malformed layout
  bool changed = false;
  for (GlobalValue *f : std::vector<GlobalValue *>(m.globals)) {
    if (!f->isFunction() || !f->hasBody || !isKernel(m, *f))
      continue;
    Lowering lowering(m, *dl, config, diags, *f);
    std::vector<Plan> plans;
    bool ok = true;
    for (unsigned i = 0; i < f->args.size() && ok; ++i) {
      const Attribute *bv = i < f->paramAttrs.size() ? f->paramAttrs[i].find(AttrKind::ByVal) : nullptr;
      if (!bv || !bv->type || !bv->type->isAggregate() || !f->args[i]->type->isPointer() ||
          f->args[i]->type->addrSpace() != 0)
        continue;
      uint64_t align = dl->abiAlign(bv->type);
      if (const Attribute *al = f->paramAttrs[i].find(AttrKind::Align); al && al->intValue > align)
        align = al->intValue;
      Plan p;
      ok = lowering.plan(i, bv->type, align, p);
      plans.push_back(std::move(p));
    }
    if (!ok) {
      ++stats.leftAlone;
      continue;
    }
    for (const Plan &p : plans)
      lowering.apply(p, stats);
    changed |= !plans.empty();
  }
  return changed;
}

} // namespace nvsim::passes
