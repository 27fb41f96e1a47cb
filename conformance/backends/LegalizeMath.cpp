// The Legalizer's rules for integer and float operations, conversions and libm intrinsics
// (Legalizer.h): each as the PTX instruction or the libdevice function it stands for.
#include "conformance/backends/Legalizer.h"
#include "core/ir/IntrinsicPtx.h"

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>

namespace nvsim::backends {

using namespace ir;

namespace {

/// libm intrinsics NVPTX has no libcall for, by the name between `llvm.` and the type suffix:
/// libdevice has each as __nv_NAME (double) and __nv_NAMEf (float); powi takes its i32 exponent
/// as __nv_powi does.
constexpr std::string_view kLibdeviceNames[] = {"sin",  "cos",  "tan",   "asin", "acos", "atan",
                                                "sinh", "cosh", "tanh",  "exp",  "exp2", "exp10",
                                                "log",  "log2", "log10", "pow",  "powi", "ldexp"};

} // namespace

/// llvm.{s,u}{add,sub,shl}.sat on a scalar integer (LLVM 8 and 11, unknown to libNVVM) as the
/// operation, its overflow test and a select of the bound.
bool Legalizer::saturatingArithmetic(Instruction *i, const std::string &name) {
  static constexpr std::string_view kOps[] = {"sadd", "ssub", "sshl", "uadd", "usub", "ushl"};
  if (name.size() < 14 || name.rfind("llvm.", 0) != 0 || name.compare(9, 5, ".sat.") != 0)
    return false;
  const std::string_view op = std::string_view(name).substr(5, 4);
  if (std::find(std::begin(kOps), std::end(kOps), op) == std::end(kOps))
    return false;
  Type *t = i->type;
  if (!t->isInteger() || t->intWidth() > 64)
    return false;
  const unsigned n = t->intWidth();
  Value *a = i->ops[1], *b = i->ops[2];
  auto constant = [&](BigInt v) { return m_.make<ConstantInt>(t, v); };
  const BigInt one = 1;
  Value *ones = constant((one << n) - 1), *zero = constant(0);
  Value *smin = constant(one << (n - 1)), *smax = constant((one << (n - 1)) - 1);
  auto bin = [&](Opcode o, Value *x, Value *y) { return insert(i, o, t, {x, y}); };
  auto cmp = [&](Predicate p, Value *x, Value *y) {
    Instruction *c = insert(i, Opcode::ICmp, m_.types.i1(), {x, y});
    c->predicate = static_cast<uint8_t>(p);
    return c;
  };
  auto select = [&](Value *c, Value *x, Value *y) { return insert(i, Opcode::Select, t, {c, x, y}); };
  // The signed bound a result saturates to: the minimum when `a` is negative.
  auto signedBound = [&] { return select(cmp(Predicate::ICmpSLT, a, zero), smin, smax); };
  Value *r = nullptr;
  if (op == "uadd") {
    Value *sum = bin(Opcode::Add, a, b);
    r = select(cmp(Predicate::ICmpULT, sum, a), ones, sum);
  } else if (op == "usub") {
    r = select(cmp(Predicate::ICmpULT, a, b), zero, bin(Opcode::Sub, a, b));
  } else if (op == "sadd" || op == "ssub") {
    // Overflow: the result's sign differs from a's, and b's sign agrees (add) or not (sub).
    Value *res = bin(op == "sadd" ? Opcode::Add : Opcode::Sub, a, b);
    Value *other = op == "sadd" ? bin(Opcode::Xor, b, res) : bin(Opcode::Xor, a, b);
    Value *ov = cmp(Predicate::ICmpSLT, bin(Opcode::And, bin(Opcode::Xor, a, res), other), zero);
    r = select(ov, signedBound(), res);
  } else {
    // A shift overflows when shifting back does not give `a` again.
    Value *res = bin(Opcode::Shl, a, b);
    Value *back = bin(op == "sshl" ? Opcode::AShr : Opcode::LShr, res, b);
    r = select(cmp(Predicate::ICmpNE, back, a), op == "sshl" ? signedBound() : ones, res);
  }
  replace(i, r);
  return true;
}

/// llvm.minimum / llvm.maximum (LLVM 8) on a scalar float: NaN if either is NaN, -0 below +0,
/// else the smaller or larger; equal operands combine their bits (or: -0 wins the minimum,
/// and: +0 the maximum).
bool Legalizer::ieeeMinMax(Instruction *i, const std::string &name) {
  const bool isMin = name.rfind("llvm.minimum.", 0) == 0;
  if (!isMin && name.rfind("llvm.maximum.", 0) != 0)
    return false;
  Type *t = i->type;
  const TypeKind k = t->kind();
  if (k != TypeKind::Half && k != TypeKind::Float && k != TypeKind::Double)
    return false;
  Type *bits = m_.types.intTy(k == TypeKind::Half ? 16 : k == TypeKind::Float ? 32 : 64);
  Value *a = i->ops[1], *b = i->ops[2];
  auto fcmp = [&](Predicate p) {
    Instruction *c = insert(i, Opcode::FCmp, m_.types.i1(), {a, b});
    c->predicate = static_cast<uint8_t>(p);
    return c;
  };
  Value *pick = insert(i, Opcode::Select, t, {fcmp(isMin ? Predicate::FCmpOLT : Predicate::FCmpOGT), a, b});
  Value *joined = insert(i, isMin ? Opcode::Or : Opcode::And, bits,
                         {insert(i, Opcode::BitCast, bits, {a}), insert(i, Opcode::BitCast, bits, {b})});
  Value *equal =
      insert(i, Opcode::Select, t, {fcmp(Predicate::FCmpOEQ), insert(i, Opcode::BitCast, t, {joined}), pick});
  Value *nan = insert(i, Opcode::FAdd, t, {a, b}); // a quiet NaN when either is NaN
  replace(i, insert(i, Opcode::Select, t, {fcmp(Predicate::FCmpUNO), nan, equal}));
  return true;
}

/// An NVVM float intrinsic as its PTX instruction (FloatPtx.h), with what PTX lacks done in
/// integer operations: bfloat's .ftz flushes the operands (and an fma's result) before (after)
/// it, bfloat's .sat clamps the result after it.
void Legalizer::floatInstruction(Instruction *i, const FloatPtx &p) {
  std::vector<Value *> args(i->ops.begin() + 1, i->ops.end());
  std::vector<Type *> params;
  std::string constraints = std::string("=") + ptxConstraint(i->type);
  for (Value *&a : args) {
    if (p.flushInputs)
      a = flushSubnormal(i, a);
    params.push_back(a->type);
    constraints += std::string(",") + ptxConstraint(a->type);
  }
  Value *r = asmCall(i, m_.types.functionTy(i->type, params, false), p.ptx, constraints, false, args);
  if (p.flushResult)
    r = flushSubnormal(i, r);
  if (p.saturate) { // x > 0x7F80 as unsigned: negative (-0 too) or a positive NaN
    Type *bits = m_.types.intTy(16);
    Value *x = cast(i, Opcode::BitCast, r, bits);
    auto above = [&](uint64_t bound) {
      Instruction *c = insert(i, Opcode::ICmp, m_.types.i1(), {x, m_.make<ConstantInt>(bits, BigInt(bound))});
      c->predicate = static_cast<uint8_t>(Predicate::ICmpUGT);
      return c;
    };
    Value *one = m_.make<ConstantInt>(bits, BigInt(0x3F80));
    Value *atMostOne = insert(i, Opcode::Select, bits, {above(0x3F80), one, x});
    Value *clamped =
        insert(i, Opcode::Select, bits, {above(0x7F80), m_.make<ConstantInt>(bits, BigInt(0)), atMostOne});
    r = cast(i, Opcode::BitCast, clamped, r->type);
  }
  replace(i, r);
}

/// `v` (bfloat or float) with a subnormal value replaced by the zero of its sign, as .ftz
/// flushes; in integer operations on its bits.
Value *Legalizer::flushSubnormal(Instruction *at, Value *v) {
  const bool single = v->type->kind() == TypeKind::Float;
  Type *bits = m_.types.intTy(single ? 32 : 16);
  auto constant = [&](uint64_t c) { return m_.make<ConstantInt>(bits, BigInt(c)); };
  Value *x = cast(at, Opcode::BitCast, v, bits);
  Value *exponent = insert(at, Opcode::And, bits, {x, constant(single ? 0x7F800000 : 0x7F80)});
  Instruction *tiny = insert(at, Opcode::ICmp, m_.types.i1(), {exponent, constant(0)});
  tiny->predicate = static_cast<uint8_t>(Predicate::ICmpEQ);
  Value *zero = insert(at, Opcode::And, bits, {x, constant(single ? 0x80000000 : 0x8000)});
  return cast(at, Opcode::BitCast, insert(at, Opcode::Select, bits, {tiny, zero, x}), v->type);
}

/// llvm.is.fpclass (LLVM 16) on a scalar half, float or double as integer tests of its bits:
/// the mask's classes (bit 0 signalling NaN, 1 quiet NaN, then -inf, -normal, -subnormal, -0,
/// +0, +subnormal, +normal, +inf) or'ed together.
bool Legalizer::fpClassTest(Instruction *i) {
  Value *x = i->ops[1];
  auto *maskValue = dyn_cast<ConstantInt>(i->ops[2]);
  const TypeKind k = x->type->kind();
  if (!maskValue || (k != TypeKind::Half && k != TypeKind::Float && k != TypeKind::Double))
    return false;
  const unsigned mask = unsigned(maskValue->zext()) & 0x3ff;
  const unsigned n = k == TypeKind::Half ? 16 : k == TypeKind::Float ? 32 : 64;
  const unsigned m = k == TypeKind::Half ? 10 : k == TypeKind::Float ? 23 : 52; // fraction bits
  Type *it = m_.types.intTy(n), *i1 = m_.types.i1();
  const BigInt one = 1;
  const BigInt expMask = ((one << (n - 1)) - 1) - ((one << m) - 1), minNormal = one << m;
  auto constant = [&](BigInt v) { return m_.make<ConstantInt>(it, v); };
  auto cmp = [&](Predicate p, Value *a, Value *b) {
    Instruction *c = insert(i, Opcode::ICmp, i1, {a, b});
    c->predicate = static_cast<uint8_t>(p);
    return c;
  };
  auto both = [&](Opcode op, Value *a, Value *b) { return insert(i, op, i1, {a, b}); };
  Value *bits = insert(i, Opcode::BitCast, it, {x});
  Value *abs = insert(i, Opcode::And, it, {bits, constant((one << (n - 1)) - 1)});
  Value *neg = cmp(Predicate::ICmpSLT, bits, constant(0));
  Value *pos = both(Opcode::Xor, neg, m_.make<ConstantInt>(i1, BigInt(1)));
  // One class, by its bits in the mask (negative, positive).
  std::vector<Value *> terms;
  auto add = [&](unsigned negBit, unsigned posBit, auto test) {
    const bool wantNeg = mask & (1u << negBit), wantPos = mask & (1u << posBit);
    if (!wantNeg && !wantPos)
      return;
    Value *t = test();
    terms.push_back(wantNeg && wantPos ? t : both(Opcode::And, t, wantNeg ? neg : pos));
  };
  add(2, 9, [&] { return cmp(Predicate::ICmpEQ, abs, constant(expMask)); });
  add(3, 8, [&] {
    return cmp(Predicate::ICmpULT, insert(i, Opcode::Sub, it, {abs, constant(minNormal)}),
               constant(expMask - minNormal));
  });
  add(4, 7, [&] {
    return cmp(Predicate::ICmpULT, insert(i, Opcode::Sub, it, {abs, constant(1)}), constant(minNormal - 1));
  });
  add(5, 6, [&] { return cmp(Predicate::ICmpEQ, abs, constant(0)); });
  const BigInt quietFrom = expMask + (one << (m - 1));
  if ((mask & 3) == 3)
    terms.push_back(cmp(Predicate::ICmpUGT, abs, constant(expMask)));
  else if (mask & 2)
    terms.push_back(cmp(Predicate::ICmpUGE, abs, constant(quietFrom)));
  else if (mask & 1)
    terms.push_back(both(Opcode::And, cmp(Predicate::ICmpUGT, abs, constant(expMask)),
                         cmp(Predicate::ICmpULT, abs, constant(quietFrom))));
  Value *r = m_.make<ConstantInt>(i1, BigInt(0));
  for (Value *t : terms)
    r = r == nullptr || isa<ConstantInt>(r) ? t : both(Opcode::Or, r, t);
  replace(i, r);
  return true;
}

/// llvm.fptosi.sat / fptoui.sat (LLVM 12, unknown to libNVVM) as PTX's cvt.rzi to 32 or 64
/// bits, which rounds toward zero and clamps to the destination's range; a narrower result is
/// clamped further, and NaN gives 0 by a select: the PTX ISA leaves cvt.rzi of NaN open, and an
/// H100 gave 0x80000000 for cvt.rzi.u32.f64, 0x8000000000000000 for cvt.rzi.u64. A half goes
/// through float (exactly), as llc does.
void Legalizer::saturatingConversion(Instruction *i, bool isSigned) {
  Type *ret = i->type;
  Value *x = i->ops[1];
  const TypeKind k = x->type->kind();
  const unsigned bits = ret->isInteger() ? ret->intWidth() : 0;
  if (bits != 8 && bits != 16 && bits != 32 && bits != 64)
    return;
  if (k != TypeKind::Half && k != TypeKind::Float && k != TypeKind::Double)
    return;
  if (k == TypeKind::Half)
    x = cast(i, Opcode::FPExt, x, m_.types.floatTy());
  Type *reg = m_.types.intTy(bits == 64 ? 64 : 32);
  const std::string ptx = std::string("cvt.rzi.") + (isSigned ? "s" : "u") + (bits == 64 ? "64" : "32") +
                          (k == TypeKind::Double ? ".f64" : ".f32") + " $0, $1;";
  Value *r = asmCall(i, m_.types.functionTy(reg, {x->type}, false), ptx,
                     std::string("=") + ptxConstraint(reg) + "," + ptxConstraint(x->type), false, {x});
  if (bits < 32) {
    const BigInt one = 1;
    auto clamp = [&](Predicate p, Value *v, BigInt bound) {
      Value *b = m_.make<ConstantInt>(reg, bound);
      Instruction *c = insert(i, Opcode::ICmp, m_.types.i1(), {v, b});
      c->predicate = static_cast<uint8_t>(p);
      return insert(i, Opcode::Select, reg, {c, b, v});
    };
    if (isSigned)
      r = clamp(Predicate::ICmpSLT, clamp(Predicate::ICmpSGT, r, (one << (bits - 1)) - 1),
                (one << 32) - (one << (bits - 1)));
    else
      r = clamp(Predicate::ICmpUGT, r, (one << bits) - 1);
    r = cast(i, Opcode::Trunc, r, ret);
  }
  Instruction *nan = insert(i, Opcode::FCmp, m_.types.i1(), {x, x});
  nan->predicate = static_cast<uint8_t>(Predicate::FCmpUNO);
  replace(i, insert(i, Opcode::Select, ret, {nan, m_.make<ConstantInt>(ret, BigInt(0)), r}));
}

/// frem on a scalar float (C's fmod: exact, with the dividend's sign) as libdevice's
/// __nv_fmodf / __nv_fmod, which are exact. Both compilers write a - trunc(a / b) * b, which is
/// not: it rounds (1 frem 0.1 gives -1.5e-8 for 0.09999999), loses a zero result's sign,
/// overflows to infinity when the quotient does, and libNVVM's gives NaN for x frem inf. A
/// half goes through float: the exact remainder of two halves is a half.
void Legalizer::remainder(Instruction *i) {
  Type *t = i->type;
  const TypeKind k = t->kind();
  if (k != TypeKind::Half && k != TypeKind::Float && k != TypeKind::Double)
    return;
  Type *ft = k == TypeKind::Half ? m_.types.floatTy() : t;
  GlobalValue *decl =
      declare(k == TypeKind::Double ? "__nv_fmod" : "__nv_fmodf", m_.types.functionTy(ft, {ft, ft}, false));
  if (!decl)
    return;
  Value *a = i->ops[0], *b = i->ops[1];
  if (k == TypeKind::Half) {
    a = cast(i, Opcode::FPExt, a, ft);
    b = cast(i, Opcode::FPExt, b, ft);
  }
  Instruction *call = insert(i, Opcode::Call, ft, {decl, a, b});
  call->auxType = decl->valueType;
  call->argAttrs.resize(2);
  replace(i, k == TypeKind::Half ? static_cast<Value *>(cast(i, Opcode::FPTrunc, call, t)) : call);
}

/// llvm.lround and llvm.llround (half away from zero, which no PTX cvt mode does) as
/// libdevice's __nv_llroundf / __nv_llround, clamped to a narrower result.
void Legalizer::roundToInteger(Instruction *i) {
  Type *ret = i->auxType->returnType();
  Value *x = i->ops[1];
  const TypeKind k = x->type->kind();
  if (ret->isVector() || (k != TypeKind::Float && k != TypeKind::Double))
    return;
  Type *i64 = m_.types.i64();
  GlobalValue *decl = declare(k == TypeKind::Float ? "__nv_llroundf" : "__nv_llround",
                              m_.types.functionTy(i64, {x->type}, false));
  if (!decl)
    return;
  Instruction *call = insert(i, Opcode::Call, i64, {decl, x});
  call->auxType = decl->valueType;
  call->argAttrs.resize(1);
  if (ret->isInteger(64)) {
    replace(i, call);
    return;
  }
  // A narrower result saturates, as nvvm-sim's conversions do (docs/semantics.md).
  const unsigned n = ret->intWidth();
  const BigInt one = 1;
  Value *lo = m_.make<ConstantInt>(i64, ((one << 64) - (one << (n - 1))));
  Value *hi = m_.make<ConstantInt>(i64, (one << (n - 1)) - 1);
  auto clamp = [&](Predicate p, Value *v, Value *bound) {
    Instruction *c = insert(i, Opcode::ICmp, m_.types.i1(), {v, bound});
    c->predicate = static_cast<uint8_t>(p);
    return insert(i, Opcode::Select, i64, {c, bound, v});
  };
  Value *clamped = clamp(Predicate::ICmpSLT, clamp(Predicate::ICmpSGT, call, hi), lo);
  replace(i, cast(i, Opcode::Trunc, clamped, ret));
}

/// llvm.sin.f32 and the like as __nv_sinf; a half goes through float.
void Legalizer::libdevice(Instruction *i, const std::string &name) {
  if (name.rfind("llvm.", 0) != 0)
    return;
  const size_t dot = name.find('.', 5);
  if (dot == std::string::npos)
    return;
  std::string_view base = std::string_view(name).substr(5, dot - 5);
  Type *ret = i->auxType->returnType();
  // roundeven (LLVM 11, unknown to libNVVM) is rint: the GPU rounds to nearest even. libNVVM
  // writes llvm.round as cvt.rni too, which rounds halfway cases to even; libdevice's round
  // rounds them away from zero, as llvm.round does.
  const bool nvvmOnly = compiler_ == Compiler::Nvvm && (base == "roundeven" || base == "round");
  if (nvvmOnly && base == "roundeven")
    base = "rint";
  if (!nvvmOnly &&
      std::find(std::begin(kLibdeviceNames), std::end(kLibdeviceNames), base) == std::end(kLibdeviceNames))
    return;
  if (!ret->isFloatingPoint() || ret->isVector())
    return;
  const bool half = ret->kind() == TypeKind::Half;
  Type *t = half ? m_.types.floatTy() : ret;
  if (t->kind() != TypeKind::Float && t->kind() != TypeKind::Double)
    return;
  std::string fn = "__nv_" + std::string(base) + (t->kind() == TypeKind::Float ? "f" : "");
  std::vector<Type *> params;
  std::vector<Value *> args;
  for (size_t k = 1; k < i->ops.size(); ++k) {
    Value *a = i->ops[k];
    if (half && a->type->kind() == TypeKind::Half)
      a = cast(i, Opcode::FPExt, a, t);
    params.push_back(a->type);
    args.push_back(a);
  }
  GlobalValue *decl = declare(fn, m_.types.functionTy(t, params, false));
  if (!decl)
    return;
  std::vector<Value *> ops{decl};
  ops.insert(ops.end(), args.begin(), args.end());
  Instruction *call = insert(i, Opcode::Call, t, std::move(ops));
  call->auxType = decl->valueType;
  call->argAttrs.resize(args.size());
  replace(i, half ? cast(i, Opcode::FPTrunc, call, ret) : call);
}

} // namespace nvsim::backends
