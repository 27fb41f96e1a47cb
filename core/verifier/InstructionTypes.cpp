// LLVM's operand and result type rules for each instruction, and the validity of casts.
#include "core/verifier/VerifierImpl.h"

#include <algorithm>
#include <set>

namespace nvsim::verifier {

using namespace ir;

namespace {

bool isPowerOfTwo(uint64_t v) { return v != 0 && (v & (v - 1)) == 0; }

std::string_view orderingName(AtomicOrdering o) {
  return o == AtomicOrdering::NotAtomic ? std::string_view("non-atomic") : orderingKeyword(o);
}

/// Vectors with the same element count and kind, or two non-vectors.
bool sameShape(const Type *a, const Type *b) {
  if (a->isVector() != b->isVector())
    return false;
  return !a->isVector() || (a->kind() == b->kind() && a->count() == b->count());
}

/// Size in bits of a scalar or fixed vector of scalars (pointers from the layout); 0 otherwise.
uint64_t primitiveBits(const Type *t, const DataLayout &dl) {
  const Type *s = t->scalar();
  uint64_t bits = s->isPointer() ? dl.pointerSizeBits(s->addrSpace()) : s->scalarBits();
  return t->isVector() ? bits * t->count() : bits;
}

/// The rules of one instruction. Each check returns false after reporting.
class TypeRules {
public:
  TypeRules(Context &cx, const GlobalValue &fn, const Instruction &inst)
      : cx_(cx), fn_(fn), i_(inst), kw_(opcodeKeyword(inst.opcode)) {}

  bool run() {
    if (!operandsPresent() || !checkAlignment())
      return false;
    // One case per row of Opcodes.def, so that the compiler names this switch when a row is added.
    switch (i_.opcode) {
    // Terminators.
    case Opcode::Ret: return ret();
    case Opcode::Br: return br();
    case Opcode::Switch: return switchInst();
    case Opcode::Unreachable: return true;

    // Unary, binary and bitwise operations.
    case Opcode::FNeg: return need(1) && fpOrIntClass(op(0), true) && result(op(0));
    case Opcode::Add:
    case Opcode::FAdd:
    case Opcode::Sub:
    case Opcode::FSub:
    case Opcode::Mul:
    case Opcode::FMul:
    case Opcode::UDiv:
    case Opcode::SDiv:
    case Opcode::FDiv:
    case Opcode::URem:
    case Opcode::SRem:
    case Opcode::FRem:
    case Opcode::Shl:
    case Opcode::LShr:
    case Opcode::AShr:
    case Opcode::And:
    case Opcode::Or:
    case Opcode::Xor: return binary();

    // Vector and aggregate operations.
    case Opcode::ExtractElement: return extractElement();
    case Opcode::InsertElement: return insertElement();
    case Opcode::ShuffleVector: return shuffleVector();
    case Opcode::ExtractValue: return extractValue();
    case Opcode::InsertValue: return insertValue();

    // Memory access and addressing.
    case Opcode::Alloca: return alloca();
    case Opcode::Load: return load();
    case Opcode::Store: return store();
    case Opcode::Fence: return fence();
    case Opcode::CmpXchg: return cmpxchg();
    case Opcode::AtomicRMW: return atomicrmw();
    case Opcode::GetElementPtr: return gep();

    // Conversions.
    case Opcode::Trunc:
    case Opcode::ZExt:
    case Opcode::SExt:
    case Opcode::FPTrunc:
    case Opcode::FPExt:
    case Opcode::FPToUI:
    case Opcode::FPToSI:
    case Opcode::UIToFP:
    case Opcode::SIToFP:
    case Opcode::PtrToInt:
    case Opcode::IntToPtr:
    case Opcode::BitCast:
    case Opcode::AddrSpaceCast: return cast();

    // Other operations.
    case Opcode::ICmp:
    case Opcode::FCmp: return compare();
    case Opcode::Phi: return phi();
    case Opcode::Select: return select();
    case Opcode::Freeze: return need(1) && result(op(0));
    case Opcode::Call: return call();

    // Instructions NVVM IR does not support are left to the NVVM rules.
    case Opcode::IndirectBr:
    case Opcode::Invoke:
    case Opcode::Resume:
    case Opcode::CleanupRet:
    case Opcode::CatchRet:
    case Opcode::CatchSwitch:
    case Opcode::CallBr:
    case Opcode::VAArg:
    case Opcode::LandingPad:
    case Opcode::CatchPad:
    case Opcode::CleanupPad:
    case Opcode::Invalid: return true;
    }
    return true;
  }

private:
  template <typename... Args> bool fail(DiagId id, Args &&...args) {
    return cx_.fail(id, i_.loc, std::forward<Args>(args)...);
  }
  const Type *op(size_t j) const { return i_.ops[j]->type; }
  std::string name(const Type *t) const { return cx_.typeName(t); }

  bool operandsPresent() {
    for (const Value *v : i_.ops)
      if (!v || !v->type)
        return fail(DiagId::VerifyOperandMissing, kw_, i_.ops.size() - 1, i_.ops.size());
    return true;
  }
  bool need(size_t n) {
    return i_.ops.size() >= n || fail(DiagId::VerifyOperandMissing, kw_, i_.ops.size(), n);
  }
  bool result(const Type *expected) {
    return i_.type == expected || fail(DiagId::VerifyResultType, kw_, name(expected), name(i_.type));
  }
  bool same(const Type *got, const Type *expected, std::string_view what) {
    return got == expected || fail(DiagId::VerifyTypeMismatch, what, name(got), name(expected));
  }
  bool fpOrIntClass(const Type *t, bool fp) {
    if (fp ? t->isFPOrFPVector() : t->isIntOrIntVector())
      return true;
    return fail(DiagId::VerifyOperandClass, kw_, fp ? "floating-point operands" : "integer operands",
                name(t));
  }
  bool pointerOperand(size_t j) {
    return op(j)->isPointer() || fail(DiagId::VerifyOperandClass, kw_, "a pointer operand", name(op(j)));
  }

  bool checkAlignment() {
    if (i_.align == 0)
      return true;
    if (!isPowerOfTwo(i_.align))
      return fail(DiagId::VerifyAlignment, i_.align);
    if (i_.align > (uint64_t(1) << 32))
      return fail(DiagId::VerifyAlignmentTooLarge, i_.align);
    return true;
  }

  bool ret() {
    const Type *want = fn_.functionType() ? fn_.functionType()->returnType() : nullptr;
    if (i_.ops.empty())
      return (want && want->isVoid()) || fail(DiagId::VerifyReturnType, "void", name(want));
    if (op(0) != want || want->isVoid())
      return fail(DiagId::VerifyReturnType, name(op(0)), name(want));
    return true;
  }

  bool br() {
    size_t wantSuccs = i_.ops.empty() ? 1 : 2;
    if (i_.successors.size() != wantSuccs)
      return fail(DiagId::VerifyOperandMissing, kw_, i_.successors.size(), wantSuccs);
    if (!i_.ops.empty() && !op(0)->isInteger(1))
      return fail(DiagId::VerifyBranchCondition, name(op(0)));
    return true;
  }

  bool switchInst() {
    if (!need(1))
      return false;
    if (!op(0)->isInteger())
      return fail(DiagId::VerifyOperandClass, kw_, "an integer condition", name(op(0)));
    if (i_.successors.size() != i_.ops.size())
      return fail(DiagId::VerifyOperandMissing, kw_, i_.successors.size(), i_.ops.size());
    std::set<BigInt> seen;
    for (size_t j = 1; j < i_.ops.size(); ++j) {
      auto *c = dyn_cast<ConstantInt>(i_.ops[j]);
      if (!c || c->type != op(0))
        return fail(DiagId::VerifySwitchCase, name(op(0)));
      if (!seen.insert(c->value).second)
        return fail(DiagId::VerifySwitchDuplicate, c->signedValue().str());
    }
    return true;
  }

  bool binary() {
    if (!need(2) || !same(op(1), op(0), kw_))
      return false;
    static constexpr Opcode kFloat[] = {Opcode::FAdd, Opcode::FSub, Opcode::FMul, Opcode::FDiv, Opcode::FRem};
    bool fp = std::find(std::begin(kFloat), std::end(kFloat), i_.opcode) != std::end(kFloat);
    return fpOrIntClass(op(0), fp) && result(op(0));
  }

  bool extractElement() {
    if (!need(2))
      return false;
    if (!op(0)->isVector())
      return fail(DiagId::VerifyOperandClass, kw_, "a vector operand", name(op(0)));
    if (!op(1)->isInteger())
      return fail(DiagId::VerifyOperandClass, kw_, "an integer index", name(op(1)));
    return result(op(0)->element());
  }

  bool insertElement() {
    if (!need(3))
      return false;
    if (!op(0)->isVector())
      return fail(DiagId::VerifyOperandClass, kw_, "a vector operand", name(op(0)));
    if (!same(op(1), op(0)->element(), kw_))
      return false;
    if (!op(2)->isInteger())
      return fail(DiagId::VerifyOperandClass, kw_, "an integer index", name(op(2)));
    return result(op(0));
  }

  bool shuffleVector() {
    if (!need(2))
      return false;
    if (!op(0)->isVector())
      return fail(DiagId::VerifyOperandClass, kw_, "vector operands", name(op(0)));
    if (!same(op(1), op(0), kw_))
      return false;
    if (!i_.type || !i_.type->isVector() || i_.type->element() != op(0)->element())
      return fail(DiagId::VerifyResultType, kw_, "a vector of " + name(op(0)->element()), name(i_.type));
    return true;
  }

  const Type *indexed(const Type *agg) {
    for (unsigned idx : i_.indices) {
      if (agg->isStruct() && agg->hasBody() && idx < agg->members().size())
        agg = agg->members()[idx];
      else if (agg->isArray() && idx < agg->count())
        agg = agg->element();
      else
        return nullptr;
    }
    return agg;
  }

  bool extractValue() {
    if (!need(1))
      return false;
    const Type *t = i_.indices.empty() ? nullptr : indexed(op(0));
    if (!t)
      return fail(DiagId::VerifyAggregateIndex, kw_, name(op(0)));
    return result(t);
  }

  bool insertValue() {
    if (!need(2))
      return false;
    const Type *t = i_.indices.empty() ? nullptr : indexed(op(0));
    if (!t)
      return fail(DiagId::VerifyAggregateIndex, kw_, name(op(0)));
    return same(op(1), t, kw_) && result(op(0));
  }

  bool alloca() {
    if (!i_.auxType || !i_.auxType->isSized())
      return fail(DiagId::VerifyUnsized, "alloca", name(i_.auxType));
    if (!i_.ops.empty() && !op(0)->isInteger())
      return fail(DiagId::VerifyOperandClass, kw_, "an integer element count", name(op(0)));
    if (!i_.type || !i_.type->isPointer() || i_.type->addrSpace() != i_.addrSpace)
      return fail(DiagId::VerifyResultType, kw_,
                  i_.addrSpace ? fmt::format("ptr addrspace({})", i_.addrSpace) : std::string("ptr"),
                  name(i_.type));
    return true;
  }

  /// LLVM's rules for atomic loads and stores: integer, floating-point or pointer values of a
  /// power-of-two size of at least a byte.
  bool atomicAccess(const Type *t) {
    if (!t->isInteger() && !t->isFloatingPoint() && !t->isPointer())
      return fail(DiagId::VerifyAtomicType, std::string("atomic ") + std::string(kw_),
                  "integer, pointer or floating-point type", name(t));
    uint64_t bits = primitiveBits(t, cx_.layout);
    if (bits < 8 || !isPowerOfTwo(bits))
      return fail(DiagId::VerifyAtomicSize, name(t));
    return true;
  }

  bool load() {
    if (!need(1) || !pointerOperand(0))
      return false;
    if (!i_.type || !i_.type->isFirstClass() || !i_.type->isSized())
      return fail(DiagId::VerifyUnsized, "load", name(i_.type));
    if (i_.ordering == AtomicOrdering::NotAtomic)
      return true;
    if (i_.ordering == AtomicOrdering::Release || i_.ordering == AtomicOrdering::AcqRel)
      return fail(DiagId::VerifyAtomicOrdering, "load atomic", orderingName(i_.ordering));
    return atomicAccess(i_.type);
  }

  bool store() {
    if (!need(2) || !pointerOperand(1))
      return false;
    if (!op(0)->isFirstClass() || !op(0)->isSized())
      return fail(DiagId::VerifyUnsized, "store", name(op(0)));
    if (i_.ordering == AtomicOrdering::NotAtomic)
      return true;
    if (i_.ordering == AtomicOrdering::Acquire || i_.ordering == AtomicOrdering::AcqRel)
      return fail(DiagId::VerifyAtomicOrdering, "store atomic", orderingName(i_.ordering));
    return atomicAccess(op(0));
  }

  bool fence() {
    switch (i_.ordering) {
    case AtomicOrdering::Acquire:
    case AtomicOrdering::Release:
    case AtomicOrdering::AcqRel:
    case AtomicOrdering::SeqCst: return true;
    default: return fail(DiagId::VerifyAtomicOrdering, kw_, orderingName(i_.ordering));
    }
  }

  bool atLeastMonotonic(AtomicOrdering o) {
    if (o == AtomicOrdering::NotAtomic || o == AtomicOrdering::Unordered)
      return fail(DiagId::VerifyAtomicOrdering, kw_, orderingName(o));
    return true;
  }

  bool cmpxchg() {
    if (!need(3) || !pointerOperand(0) || !same(op(2), op(1), kw_))
      return false;
    if (!op(1)->isInteger() && !op(1)->isPointer())
      return fail(DiagId::VerifyAtomicType, kw_, "integer or pointer type", name(op(1)));
    uint64_t bits = primitiveBits(op(1), cx_.layout);
    if (bits < 8 || !isPowerOfTwo(bits))
      return fail(DiagId::VerifyAtomicSize, name(op(1)));
    if (!atLeastMonotonic(i_.ordering) || !atLeastMonotonic(i_.failureOrdering))
      return false;
    if (i_.failureOrdering == AtomicOrdering::Release || i_.failureOrdering == AtomicOrdering::AcqRel)
      return fail(DiagId::VerifyAtomicOrdering, "cmpxchg failure", orderingName(i_.failureOrdering));
    const Type *r = i_.type;
    if (!r || !r->isStruct() || r->members().size() != 2 || r->members()[0] != op(1) ||
        !r->members()[1]->isInteger(1))
      return fail(DiagId::VerifyResultType, kw_, "{ " + name(op(1)) + ", i1 }", name(r));
    return true;
  }

  bool atomicrmw() {
    if (!need(2) || !pointerOperand(0))
      return false;
    const Type *t = op(1);
    std::string what = "atomicrmw " + std::string(rmwKeyword(i_.rmwOp));
    switch (rmwInfo(i_.rmwOp).operand) {
    case RMWOperand::Any:
      if (!t->isInteger() && !t->isFloatingPoint() && !t->isPointer())
        return fail(DiagId::VerifyAtomicType, what, "integer, floating-point or pointer type", name(t));
      break;
    case RMWOperand::Float:
      if (!t->isFPOrFPVector() || t->kind() == TypeKind::ScalableVector)
        return fail(DiagId::VerifyAtomicType, what, "floating-point type", name(t));
      break;
    case RMWOperand::Int:
      if (!t->isInteger())
        return fail(DiagId::VerifyAtomicType, what, "integer type", name(t));
      break;
    }
    uint64_t bits = primitiveBits(t, cx_.layout);
    if (bits < 8 || !isPowerOfTwo(bits))
      return fail(DiagId::VerifyAtomicSize, name(t));
    return atLeastMonotonic(i_.ordering) && result(t);
  }

  bool gep() {
    if (!need(1))
      return false;
    if (!op(0)->isPtrOrPtrVector())
      return fail(DiagId::VerifyOperandClass, kw_, "a pointer base", name(op(0)));
    if (i_.auxType && !i_.auxType->isSized())
      return fail(DiagId::VerifyUnsized, "getelementptr", name(i_.auxType));
    for (size_t j = 1; j < i_.ops.size(); ++j)
      if (!op(j)->isIntOrIntVector())
        return fail(DiagId::VerifyGepIndex, j, name(op(j)));
    const Type *r = i_.type;
    if (!r || !r->isPtrOrPtrVector() || r->scalar()->addrSpace() != op(0)->scalar()->addrSpace())
      return fail(DiagId::VerifyResultType, kw_, name(op(0)->scalar()), name(r));
    return true;
  }

  bool cast() {
    if (!need(1))
      return false;
    if (!i_.type)
      return fail(DiagId::VerifyResultType, kw_, "a value", name(i_.type));
    std::string why;
    if (!castIsValid(i_.opcode, op(0), i_.type, cx_.module.typedPointers, why))
      return fail(DiagId::VerifyCast, kw_, name(op(0)), name(i_.type), why);
    return true;
  }

  bool compare() {
    if (!need(2) || !same(op(1), op(0), kw_))
      return false;
    const Type *s = op(0)->scalar();
    bool fp = i_.opcode == Opcode::FCmp;
    if (fp ? !s->isFloatingPoint() : !(s->isInteger() || s->isPointer()))
      return fail(DiagId::VerifyOperandClass, kw_,
                  fp ? "floating-point operands" : "integer or pointer operands", name(op(0)));
    bool predOk = fp ? i_.predicate < 16 : (i_.predicate >= 32 && i_.predicate < 42);
    if (!predOk)
      return fail(DiagId::VerifyPredicate, kw_);
    const Type *r = i_.type;
    if (!r || !r->scalar()->isInteger(1) || !sameShape(r, op(0)))
      return fail(DiagId::VerifyResultType, kw_, op(0)->isVector() ? "a vector of i1" : "i1", name(r));
    return true;
  }

  bool phi() {
    if (i_.ops.size() != i_.successors.size())
      return fail(DiagId::VerifyOperandMissing, kw_, i_.ops.size(), i_.successors.size());
    if (!i_.type || !i_.type->isFirstClass() || i_.type->isVoid())
      return fail(DiagId::VerifyOperandClass, kw_, "a first-class type", name(i_.type));
    for (size_t j = 0; j < i_.ops.size(); ++j)
      if (!same(op(j), i_.type, kw_))
        return false;
    return true;
  }

  bool select() {
    if (!need(3) || !same(op(2), op(1), kw_))
      return false;
    const Type *c = op(0);
    bool ok = c->isInteger(1) || (c->isVector() && c->element()->isInteger(1) && sameShape(c, op(1)));
    if (!ok)
      return fail(DiagId::VerifySelectCondition, name(c));
    return result(op(1));
  }

  bool call() {
    if (!need(1))
      return false;
    const Value *callee = i_.ops[0];
    const Type *fnTy = i_.auxType;
    if (!fnTy) {
      if (auto *g = dyn_cast<GlobalValue>(callee))
        fnTy = g->functionType();
      else if (auto *a = dyn_cast<InlineAsm>(callee))
        fnTy = a->functionType;
    }
    if (!fnTy || !fnTy->isFunction() || !(callee->type->isPointer() || isa<InlineAsm>(callee)))
      return fail(DiagId::VerifyCalleeType, kw_);
    const auto &params = fnTy->members();
    size_t nargs = i_.ops.size() - 1;
    if (nargs < params.size() || (!fnTy->isVarArg() && nargs != params.size()))
      return fail(DiagId::VerifyCallArgCount, nargs, name(fnTy), params.size());
    for (size_t j = 0; j < params.size(); ++j)
      if (op(j + 1) != params[j])
        return fail(DiagId::VerifyCallArgType, j + 1, name(op(j + 1)), name(params[j]));
    if (i_.type != fnTy->returnType())
      return fail(DiagId::VerifyCallResult, name(i_.type), name(fnTy->returnType()));
    return true;
  }

  Context &cx_;
  const GlobalValue &fn_;
  const Instruction &i_;
  std::string_view kw_;
};

} // namespace

/// One case per row of Opcodes.def, so that the compiler names this switch when a row is added.
bool castIsValid(Opcode op, const Type *src, const Type *dst, bool typedPointers, std::string &why) {
  if (op != Opcode::BitCast && !sameShape(src, dst)) {
    why = "both must be scalars, or vectors with the same number of elements";
    return false;
  }
  const Type *s = src->scalar(), *d = dst->scalar();
  unsigned sb = s->scalarBits(), db = d->scalarBits();
  auto require = [&](bool ok, const char *reason) {
    if (!ok)
      why = reason;
    return ok;
  };
  switch (op) {
  case Opcode::Trunc:
    return require(s->isInteger() && d->isInteger(), "both must be integers") &&
           require(sb > db, "the result must be narrower than the source");
  case Opcode::ZExt:
  case Opcode::SExt:
    return require(s->isInteger() && d->isInteger(), "both must be integers") &&
           require(sb < db, "the result must be wider than the source");
  case Opcode::FPTrunc:
    return require(s->isFloatingPoint() && d->isFloatingPoint(), "both must be floating point") &&
           require(sb > db, "the result must be narrower than the source");
  case Opcode::FPExt:
    return require(s->isFloatingPoint() && d->isFloatingPoint(), "both must be floating point") &&
           require(sb < db, "the result must be wider than the source");
  case Opcode::FPToUI:
  case Opcode::FPToSI:
    return require(s->isFloatingPoint() && d->isInteger(),
                   "the source must be floating point, the result an integer");
  case Opcode::UIToFP:
  case Opcode::SIToFP:
    return require(s->isInteger() && d->isFloatingPoint(),
                   "the source must be an integer, the result floating point");
  case Opcode::PtrToInt:
    return require(s->isPointer() && d->isInteger(), "the source must be a pointer, the result an integer");
  case Opcode::IntToPtr:
    return require(s->isInteger() && d->isPointer(), "the source must be an integer, the result a pointer");
  case Opcode::AddrSpaceCast:
    return require(s->isPointer() && d->isPointer(), "both must be pointers") &&
           require(s->addrSpace() != d->addrSpace(), "the address spaces must differ");
  case Opcode::BitCast: {
    if (!require(src->isFirstClass() && dst->isFirstClass() && !src->isAggregate() && !dst->isAggregate() &&
                     !src->isVoid() && !dst->isVoid() && !src->isToken() && !dst->isToken() &&
                     !src->isLabel() && !dst->isLabel(),
                 "both must be non-aggregate first-class types"))
      return false;
    if (s->isPointer() || d->isPointer()) {
      if (!require(s->isPointer() && d->isPointer() && sameShape(src, dst),
                   "a pointer can only be bitcast to a pointer (use ptrtoint or inttoptr)"))
        return false;
      // NVVM IR 1.x (LLVM 3.2) allowed bitcasts between address spaces (specification 10.2.2);
      // LLVM has required addrspacecast since 3.4, so only typed-pointer modules may do it.
      return require(typedPointers || s->addrSpace() == d->addrSpace(),
                     "a bitcast cannot change the address space (use addrspacecast)");
    }
    uint64_t srcBits = uint64_t(sb) * (src->isVector() ? src->count() : 1);
    uint64_t dstBits = uint64_t(db) * (dst->isVector() ? dst->count() : 1);
    return require(srcBits != 0 && srcBits == dstBits, "the source and result must have the same size");
  }

  // Not casts.
  case Opcode::Ret:
  case Opcode::Br:
  case Opcode::Switch:
  case Opcode::IndirectBr:
  case Opcode::Invoke:
  case Opcode::Resume:
  case Opcode::Unreachable:
  case Opcode::CleanupRet:
  case Opcode::CatchRet:
  case Opcode::CatchSwitch:
  case Opcode::CallBr:
  case Opcode::FNeg:
  case Opcode::Add:
  case Opcode::FAdd:
  case Opcode::Sub:
  case Opcode::FSub:
  case Opcode::Mul:
  case Opcode::FMul:
  case Opcode::UDiv:
  case Opcode::SDiv:
  case Opcode::FDiv:
  case Opcode::URem:
  case Opcode::SRem:
  case Opcode::FRem:
  case Opcode::Shl:
  case Opcode::LShr:
  case Opcode::AShr:
  case Opcode::And:
  case Opcode::Or:
  case Opcode::Xor:
  case Opcode::ExtractElement:
  case Opcode::InsertElement:
  case Opcode::ShuffleVector:
  case Opcode::ExtractValue:
  case Opcode::InsertValue:
  case Opcode::Alloca:
  case Opcode::Load:
  case Opcode::Store:
  case Opcode::Fence:
  case Opcode::CmpXchg:
  case Opcode::AtomicRMW:
  case Opcode::GetElementPtr:
  case Opcode::ICmp:
  case Opcode::FCmp:
  case Opcode::Phi:
  case Opcode::Select:
  case Opcode::Freeze:
  case Opcode::Call:
  case Opcode::VAArg:
  case Opcode::LandingPad:
  case Opcode::CatchPad:
  case Opcode::CleanupPad:
  case Opcode::Invalid: break;
  }
  why = "not a cast";
  return false;
}

bool checkInstructionTypes(Context &cx, const GlobalValue &fn, const Instruction &inst) {
  return TypeRules(cx, fn, inst).run();
}

} // namespace nvsim::verifier
