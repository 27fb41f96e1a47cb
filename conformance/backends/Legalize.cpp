// Rewrites for llc-19 and libNVVM (Legalize.h). Every rule names the PTX the IR stands for;
// nothing here approximates: an intrinsic without an exact PTX or libdevice equivalent is left
// for the compiler to reject, and ptx_all_test.py lists it as a known failure.
#include "conformance/backends/Legalize.h"

#include "conformance/backends/Legalizer.h"
#include "core/ir/IntrinsicPtx.h"

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>

namespace nvsim::backends {

using namespace ir;

ReflectAnswers::ReflectAnswers(const std::vector<std::string> &llcOptions) {
  int ftzAll = -1, ftzF32 = -1;
  for (std::string_view o : llcOptions) {
    o.remove_prefix(std::min(o.find_first_not_of('-'), o.size()));
    const size_t eq = o.find('=');
    const std::string_view key = o.substr(0, eq), value = eq == o.npos ? "" : o.substr(eq + 1);
    if (key == "nvptx-prec-sqrtf32") // a boolean: 0 is sqrt.approx
      precSqrt = value != "0" && value != "false";
    else if (key == "nvptx-prec-divf32") // 0 div.approx, 1 div.full, 2 IEEE division
      precDiv = value != "0" && value != "1";
    else if (key == "denormal-fp-math") // preserve-sign is what makes llc write .ftz
      ftzAll = value == "preserve-sign";
    else if (key == "denormal-fp-math-f32")
      ftzF32 = value == "preserve-sign";
  }
  ftz = ftzF32 >= 0 ? ftzF32 : ftzAll;
}

int ReflectAnswers::operator()(std::string_view name) const {
  return name == "__CUDA_PREC_SQRT"  ? precSqrt
         : name == "__CUDA_PREC_DIV" ? precDiv
         : name == "__CUDA_FTZ"      ? ftz
                                     : -1;
}

unsigned Legalizer::run() {
  for (GlobalValue *f : std::vector<GlobalValue *>(m_.globals))
    for (BasicBlock *b : f->blocks)
      for (Instruction *i : std::vector<Instruction *>(b->insts))
        rewrite(i);
  return rewritten_;
}

void Legalizer::rewrite(Instruction *i) {
  if (i->opcode == Opcode::Fence && compiler_ == Compiler::Llc) {
    fence(i);
    return;
  }
  if ((i->opcode == Opcode::Load || i->opcode == Opcode::Store) && i->ordering > AtomicOrdering::Monotonic) {
    orderedAccess(i);
    return;
  }
  if (i->opcode == Opcode::AtomicRMW) {
    casLoop(i);
    return;
  }
  if (i->opcode == Opcode::FRem) {
    remainder(i);
    return;
  }
  if (i->opcode == Opcode::Freeze && compiler_ == Compiler::Nvvm) {
    freeze(i);
    return;
  }
  if (i->opcode != Opcode::Call)
    return;
  const GlobalValue *callee = i->calledFunction();
  if (!callee)
    return;
  const std::string &name = callee->name;
  if (compiler_ == Compiler::Llc && (name == "__nvvm_reflect" || name.rfind("llvm.nvvm.reflect", 0) == 0)) {
    answerReflect(i);
    return;
  }
  if (name.rfind("llvm.ssa.copy.", 0) == 0 || name.rfind("llvm.expect.with.probability.", 0) == 0) {
    replace(i, i->ops[1]);
    return;
  }
  if (const IntrinsicPtx *r = findIntrinsicPtx(name);
      r && (compiler_ == Compiler::Llc ? r->llc : r->nvvm) == PtxBy::Legalize) {
    replaceWithAsm(i, r->ptx, r->sideEffect);
    return;
  }
  if (name.rfind("llvm.freeze.", 0) == 0) { // NVVM IR's freeze as a call: the instruction
    Instruction *f = insert(i, Opcode::Freeze, i->type, {i->ops[1]});
    replace(i, f);
    if (compiler_ == Compiler::Nvvm)
      freeze(f);
    return;
  }
  if (compiler_ == Compiler::Nvvm &&
      (name.rfind("llvm.fptosi.sat.", 0) == 0 || name.rfind("llvm.fptoui.sat.", 0) == 0)) {
    saturatingConversion(i, name.rfind("llvm.fptosi.", 0) == 0);
    return;
  }
  if (compiler_ == Compiler::Nvvm && saturatingArithmetic(i, name))
    return;
  if (compiler_ == Compiler::Nvvm && ieeeMinMax(i, name))
    return;
  if (compiler_ == Compiler::Nvvm && name.rfind("llvm.is.fpclass.", 0) == 0 && fpClassTest(i))
    return;
  if (compiler_ == Compiler::Nvvm && annotationMarker(i, name))
    return;
  if (compiler_ == Compiler::Nvvm && shuffleWithPredicate(i, name))
    return;
  if (std::optional<FloatPtx> ptx = floatPtx(name); ptx && (compiler_ == Compiler::Nvvm || ptx->llc)) {
    floatInstruction(i, *ptx);
    return;
  }
  if (compiler_ == Compiler::Nvvm && name.rfind("llvm.objectsize.", 0) == 0 && dynamicObjectSize(i))
    return;
  // PTX has ex2.approx and lg2.approx for f32 (and f16) only, yet both compilers write .f64
  // forms of these; libdevice's exp2 and log2 (1 ulp, CUDA's programming guide) stand in, an
  // approximation no worse than any the .d intrinsics allow.
  for (auto [intrinsic, function] :
       {std::pair<std::string_view, std::string_view>{"llvm.nvvm.ex2.approx.d", "__nv_exp2"},
        {"llvm.nvvm.lg2.approx.d", "__nv_log2"}})
    if (name == intrinsic) {
      if (GlobalValue *f = declare(std::string(function), i->auxType)) {
        i->ops[0] = f;
        ++rewritten_;
      }
      return;
    }
  if (name.rfind("llvm.lround.", 0) == 0 || name.rfind("llvm.llround.", 0) == 0) {
    roundToInteger(i);
    return;
  }
  libdevice(i, name);
}

/// `__nvvm_reflect("NAME")` (libdevice's spelling) or llvm.nvvm.reflect as libNVVM answers it
/// (ReflectAnswers), for llc; names it answers alike stay for its NVVMReflect.
void Legalizer::answerReflect(Instruction *i) {
  const Value *v = i->ops.size() == 2 ? i->ops[1] : nullptr;
  while (v && v->valueKind() == ValueKind::ConstExpr) // addrspacecast, getelementptr 0, 0
    v = ir::cast<ConstantExpr>(v)->ops[0];
  const auto *g = dyn_cast<GlobalValue>(v);
  const auto *s = g && g->initializer ? dyn_cast<ConstantString>(g->initializer) : nullptr;
  if (!s || !i->type->isInteger(32))
    return;
  const int answer = reflect_(std::string_view(s->bytes).substr(0, s->bytes.find('\0')));
  if (answer >= 0)
    replace(i, m_.make<ConstantInt>(i->type, BigInt(answer)));
}

/// llvm.nvvm.shfl.sync.MODE.{i32p,f32p} (value and whether the source lane was in range;
/// unknown to libNVVM) as `shfl.sync.MODE.b32 d|p`, the predicate returned as 0/1 and the
/// {T, i1} pair rebuilt.
bool Legalizer::shuffleWithPredicate(Instruction *i, const std::string &name) {
  constexpr std::string_view kPrefix = "llvm.nvvm.shfl.sync.";
  if (name.rfind(kPrefix, 0) != 0 || name.size() < kPrefix.size() + 5 || name.back() != 'p')
    return false;
  const std::string mode = name.substr(kPrefix.size(), name.size() - kPrefix.size() - 5); // idx, up...
  const std::string suffix = name.substr(name.size() - 4);
  if ((suffix != "i32p" && suffix != "f32p") || i->ops.size() != 5 || !i->type->isStruct())
    return false;
  Type *i32 = m_.types.i32();
  Type *t = i->ops[2]->type;
  Type *pair = m_.types.literalStructTy({t, i32}, false);
  const std::string c(1, ptxConstraint(t));
  const std::string ptx =
      "{ .reg .pred %p; shfl.sync." + mode + ".b32 $0|%p, $3, $4, $5, $2; selp.u32 $1, 1, 0, %p; }";
  Instruction *call =
      asmCall(i, m_.types.functionTy(pair, {i32, t, i32, i32}, false), ptx,
              "=" + c + ",=r,r," + c + ",r,r,~{memory}", true, {i->ops[1], i->ops[2], i->ops[3], i->ops[4]});
  auto extract = [&](unsigned k, Type *et) {
    Instruction *e = insert(i, Opcode::ExtractValue, et, {call});
    e->indices = {k};
    return e;
  };
  Value *value = extract(0, t);
  Value *inRange = cast(i, Opcode::Trunc, extract(1, i32), m_.types.i1());
  Instruction *first = insert(i, Opcode::InsertValue, i->type,
                              {m_.make<ConstantSimple>(ValueKind::ConstUndef, i->type), value});
  first->indices = {0};
  Instruction *both = insert(i, Opcode::InsertValue, i->type, {first, inRange});
  both->indices = {1};
  replace(i, both);
  return true;
}

/// llvm.objectsize with `dynamic` true (LLVM 9; LLVM 7 has three operands) as what nvvm-sim
/// answers: the "unknown" size, 0 for the minimum and -1 for the maximum, which LLVM allows
/// for any object. A false `dynamic` is LLVM 7's question: the printer drops the operand.
bool Legalizer::dynamicObjectSize(Instruction *i) {
  const auto *dynamic = i->ops.size() > 4 ? dyn_cast<ConstantInt>(i->ops[4]) : nullptr;
  const auto *min = i->ops.size() > 2 ? dyn_cast<ConstantInt>(i->ops[2]) : nullptr;
  if (!dynamic || dynamic->zext() == 0 || !min || !i->type->isInteger())
    return false;
  const BigInt ones = (BigInt(1) << i->type->intWidth()) - 1;
  replace(i, m_.make<ConstantInt>(i->type, min->zext() != 0 ? BigInt(0) : ones));
  return true;
}

/// Markers and hints with no effect on what runs, whose LLVM 7 signatures differ from ours:
/// annotations give their operand, invariant.start/end and prefetch go.
bool Legalizer::annotationMarker(Instruction *i, const std::string &name) {
  if (name.rfind("llvm.ptr.annotation.", 0) == 0 || name.rfind("llvm.annotation.", 0) == 0) {
    replace(i, i->ops[1]);
    return true;
  }
  if (name.rfind("llvm.invariant.end.", 0) == 0 || name.rfind("llvm.var.annotation", 0) == 0 ||
      name.rfind("llvm.prefetch.", 0) == 0) {
    erase(i);
    return true;
  }
  if (name.rfind("llvm.is.constant.", 0) == 0) { // false is always a valid answer, and nvvm-sim's
    replace(i, m_.make<ConstantInt>(m_.types.i1(), BigInt(0)));
    return true;
  }
  if (name.rfind("llvm.invariant.start.", 0) == 0) {
    // Its only use is the invariant.end just erased, or none: nothing reads the token.
    replace(i, m_.make<ConstantSimple>(ValueKind::ConstNull, i->type));
    return true;
  }
  return false;
}

/// `freeze` for libNVVM: LLVM 7 has none, and the printer's pass-through (a bitcast) leaves an
/// undef operand undef, which libNVVM may read as a different value at each use (`freeze
/// poison` compared with itself folded to false). A constant's undef and poison parts become
/// zero; any other operand goes through an inline-asm move, opaque to libNVVM's optimiser, so
/// that every use reads one value whatever the operand was (a vector lane by lane).
void Legalizer::freeze(Instruction *i) {
  Value *v = i->ops[0];
  if (v->isConstant()) {
    if (Value *c = withoutUndef(v)) {
      replace(i, c);
      return;
    }
  }
  Type *t = i->type;
  if (t->kind() == TypeKind::FixedVector) {
    Type *e = t->element();
    if (!opaqueMoveType(e))
      return;
    Value *r = m_.make<ConstantSimple>(ValueKind::ConstZero, t);
    for (uint64_t k = 0; k < t->count(); ++k) {
      Value *lane = m_.make<ConstantInt>(m_.types.i32(), BigInt(k));
      Value *x = opaqueMove(i, insert(i, Opcode::ExtractElement, e, {v, lane}));
      r = insert(i, Opcode::InsertElement, t, {r, x, lane});
    }
    replace(i, r);
    return;
  }
  if (opaqueMoveType(t))
    replace(i, opaqueMove(i, v));
}

/// `v` with its undef and poison parts (scalars, aggregate elements) replaced by zero; null
/// for a constant expression, which may hide one.
Value *Legalizer::withoutUndef(Value *v) {
  switch (v->valueKind()) {
  case ValueKind::ConstUndef:
  case ValueKind::ConstPoison:
    if (v->type->isInteger())
      return m_.make<ConstantInt>(v->type, BigInt(0));
    if (v->type->isFloatingPoint())
      return m_.make<ConstantFP>(v->type, 0);
    if (v->type->isPointer())
      return m_.make<ConstantSimple>(ValueKind::ConstNull, v->type);
    return m_.make<ConstantSimple>(ValueKind::ConstZero, v->type);
  case ValueKind::ConstAggregate: {
    auto *a = ir::cast<ConstantAggregate>(v);
    std::vector<Value *> elems;
    for (Value *e : a->elems) {
      Value *z = withoutUndef(e);
      if (!z)
        return nullptr;
      elems.push_back(z);
    }
    return elems == a->elems ? v : m_.make<ConstantAggregate>(v->type, std::move(elems));
  }
  case ValueKind::ConstExpr: return nullptr;
  default: return v;
  }
}

/// Scalars an inline-asm `mov` carries: i1, i8, i16, i32, i64, float, double.
bool Legalizer::opaqueMoveType(const Type *t) {
  const unsigned w = t->isInteger() ? t->intWidth() : 0;
  return w == 1 || w == 8 || w == 16 || w == 32 || w == 64 || t->kind() == TypeKind::Float ||
         t->kind() == TypeKind::Double;
}

/// `mov.bN $0, $1` of `v`: the same bits, which no optimiser can see through. i1 and i8 travel
/// in 32-bit registers.
Value *Legalizer::opaqueMove(Instruction *at, Value *v) {
  Type *t = v->type;
  const bool narrow = t->isInteger() && t->intWidth() < 16;
  Value *x = narrow ? cast(at, Opcode::ZExt, v, m_.types.i32()) : v;
  const std::string c(1, ptxConstraint(x->type));
  Value *r =
      asmCall(at, m_.types.functionTy(x->type, {x->type}, false),
              "mov.b" + std::to_string(x->type->scalarBits()) + " $0, $1;", "=" + c + "," + c, false, {x});
  return narrow ? cast(at, Opcode::Trunc, r, t) : r;
}

void Legalizer::replaceWithAsm(Instruction *i, std::string_view ptx, bool sideEffect) {
  Type *i32 = m_.types.i32();
  const Type *fnTy = i->auxType;
  Type *ret = fnTy->returnType();
  const bool boolResult = ret->isInteger(1);
  std::vector<Type *> params;
  std::vector<Value *> args;
  std::string constraints;
  if (!ret->isVoid())
    constraints = std::string("=") + ptxConstraint(boolResult ? i32 : ret);
  for (size_t k = 1; k < i->ops.size(); ++k) {
    Value *a = i->ops[k];
    if (a->type->isInteger(1))
      a = cast(i, Opcode::ZExt, a, i32);
    if (!ptxConstraint(a->type))
      return; // not a scalar PTX register: leave it for llc to report
    params.push_back(a->type);
    args.push_back(a);
    constraints += std::string(constraints.empty() ? "" : ",") + ptxConstraint(a->type);
  }
  if (sideEffect)
    constraints += constraints.empty() ? "~{memory}" : ",~{memory}";
  Instruction *call = asmCall(i, m_.types.functionTy(boolResult ? i32 : ret, params, false), std::string(ptx),
                              constraints, sideEffect, args);
  if (boolResult) {
    Instruction *t = cast(i, Opcode::Trunc, call, ret);
    replace(i, t);
  } else {
    replace(i, call);
  }
}

/// The declaration of `name`, made when the module has none; null when it has one of another type.
GlobalValue *Legalizer::declare(const std::string &name, Type *fnTy) {
  GlobalValue *g = m_.getOrDeclareFunction(name, fnTy);
  return g->valueType == fnTy ? g : nullptr;
}

Instruction *Legalizer::asmCall(Instruction *at, Type *fnTy, std::string ptx, std::string constraints,
                                bool sideEffect, const std::vector<Value *> &args) {
  auto *ia = m_.make<InlineAsm>(m_.types.pointerTy(0), fnTy);
  ia->asmString = std::move(ptx);
  ia->constraints = std::move(constraints);
  ia->sideEffect = sideEffect;
  std::vector<Value *> ops{ia};
  ops.insert(ops.end(), args.begin(), args.end());
  Instruction *call = insert(at, Opcode::Call, fnTy->returnType(), std::move(ops));
  call->auxType = fnTy;
  call->argAttrs.resize(args.size());
  // A convergent call: LLVM must not make it conditional or duplicate it across lanes.
  if (sideEffect)
    call->fnAttrs.attrs.push_back(Attribute{.kind = AttrKind::Convergent});
  return call;
}

/// A new instruction before `at`, at its source location.
Instruction *Legalizer::insert(Instruction *at, Opcode op, Type *t, std::vector<Value *> ops) {
  auto *I = m_.make<Instruction>(op, t);
  I->ops = std::move(ops);
  I->loc = at->loc;
  I->parent = at->parent;
  auto &insts = at->parent->insts;
  insts.insert(std::find(insts.begin(), insts.end(), at), I);
  return I;
}

/// Every use of `from` in its function reads `to`; `from` goes, and `to` takes its name.
void Legalizer::replace(Instruction *from, Value *to) {
  GlobalValue *fn = from->parent->parent;
  for (BasicBlock *b : fn->blocks)
    for (Instruction *i : b->insts)
      std::replace(i->ops.begin(), i->ops.end(), static_cast<Value *>(from), to);
  if (auto *ti = dyn_cast<Instruction>(to); ti && ti->name.empty() && !from->name.empty())
    std::swap(ti->name, from->name);
  erase(from);
}

void Legalizer::erase(Instruction *i) {
  auto &insts = i->parent->insts;
  insts.erase(std::find(insts.begin(), insts.end(), i));
  ++rewritten_;
}

unsigned legalizeForPtx(Module &m, Compiler compiler, const std::vector<std::string> &compilerOptions) {
  return Legalizer(m, compiler, compilerOptions).run();
}

} // namespace nvsim::backends
