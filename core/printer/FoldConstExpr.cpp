// LLVM 19 spellings for constant expressions it no longer reads (zext, and, icmp, select, ...).
//
// LLVM 19 reads only casts (trunc, ptrtoint, inttoptr, bitcast, addrspacecast), getelementptr,
// add, sub, mul, xor, extractelement, insertelement and shufflevector as constant expressions.
// Older producers wrote the others freely. Each is replaced here by an equal constant:
//   - folded, when its operands are (or fold to) integer or floating-point constants;
//   - zext of a non-constant:  bitcast (<K x iN> <x, 0, ...> to iK*N), then trunc if needed;
//   - sext of a non-constant:  (zext(x) ^ 2^(N-1)) - 2^(N-1);
//   - shl by a constant C:     mul by 2^C;
//   - and with a low mask:     zext (trunc x).
// Anything else is left to the caller, which prints the old syntax.
#include "core/printer/AsmWriter.h"
#include "core/printer/Printer.h"

#include <cmath>
#include <cstring>

#include <fmt/format.h>

namespace nvsim::printer {

using namespace ir;

namespace {

/// A constant's value as far as it could be computed.
struct Folded {
  enum class Kind { None, Int, FP, Poison, Zero, Value } kind = Kind::None;
  BigInt i;                     ///< Int: the value in [0, 2^width)
  uint64_t lo = 0, hi = 0;      ///< FP: the bits
  const Value *value = nullptr; ///< Value: an existing constant equal to the expression

  static Folded none() { return {}; }
  static Folded integer(BigInt v) {
    Folded f;
    f.kind = Kind::Int;
    f.i = std::move(v);
    return f;
  }
  static Folded fp(uint64_t lo, uint64_t hi = 0) {
    Folded f;
    f.kind = Kind::FP;
    f.lo = lo;
    f.hi = hi;
    return f;
  }
  static Folded of(Kind k) {
    Folded f;
    f.kind = k;
    return f;
  }
};

BigInt mask(unsigned w) { return (BigInt(1) << w) - 1; }
BigInt toSigned(const BigInt &v, unsigned w) { return bit_test(v, w - 1) ? v - (BigInt(1) << w) : v; }
BigInt wrap(const BigInt &v, unsigned w) {
  BigInt m = BigInt(1) << w;
  BigInt r = v % m;
  return r < 0 ? r + m : r;
}

bool isHostFloat(const Type *t) { return t->kind() == TypeKind::Float || t->kind() == TypeKind::Double; }

double toHost(const Type *t, uint64_t bits) {
  if (t->kind() == TypeKind::Float) {
    float f;
    uint32_t b = static_cast<uint32_t>(bits);
    std::memcpy(&f, &b, sizeof f);
    return f;
  }
  double d;
  std::memcpy(&d, &bits, sizeof d);
  return d;
}

uint64_t fromHost(const Type *t, double d) {
  if (t->kind() == TypeKind::Float) {
    float f = static_cast<float>(d);
    uint32_t b;
    std::memcpy(&b, &f, sizeof b);
    return b;
  }
  uint64_t b;
  std::memcpy(&b, &d, sizeof b);
  return b;
}

Folded evaluate(const Value *v, unsigned depth);

/// The operands of `ce`, folded; empty when one of them does not fold.
std::vector<Folded> foldOperands(const ConstantExpr *ce, unsigned depth) {
  std::vector<Folded> xs;
  for (const Value *o : ce->ops) {
    xs.push_back(evaluate(o, depth + 1));
    if (xs.back().kind == Folded::Kind::None)
      return {};
  }
  return xs;
}

/// The first poison operand, else None.
Folded firstPoison(const std::vector<Folded> &xs) {
  for (const Folded &x : xs)
    if (x.kind == Folded::Kind::Poison)
      return x;
  return Folded::none();
}

// --- Integer operations ---

/// The two operands of an integer operation, as unsigned values in [0, 2^w) and as signed ones.
struct IntOperands {
  BigInt a, b, sa, sb;
  unsigned w;
  uint16_t flags;
};

/// add, sub, mul: the exact results wrapped, or poison where nuw or nsw is broken.
Folded wrapping(const IntOperands &o, const BigInt &exactU, const BigInt &exactS) {
  if ((o.flags & kNUW) && (exactU < 0 || exactU > mask(o.w)))
    return Folded::of(Folded::Kind::Poison);
  if ((o.flags & kNSW) && (exactS < -(BigInt(1) << (o.w - 1)) || exactS >= (BigInt(1) << (o.w - 1))))
    return Folded::of(Folded::Kind::Poison);
  return Folded::integer(wrap(exactU, o.w));
}

Folded unsignedDivision(const IntOperands &o, bool rem) {
  if (o.b == 0)
    return Folded::of(Folded::Kind::Poison);
  if (!rem && (o.flags & kExact) && o.a % o.b != 0)
    return Folded::of(Folded::Kind::Poison);
  return Folded::integer(rem ? BigInt(o.a % o.b) : BigInt(o.a / o.b));
}

Folded signedDivision(const IntOperands &o, bool rem) {
  if (o.sb == 0 || (o.sb == -1 && o.sa == -(BigInt(1) << (o.w - 1))))
    return Folded::of(Folded::Kind::Poison);
  if (!rem && (o.flags & kExact) && o.sa % o.sb != 0)
    return Folded::of(Folded::Kind::Poison);
  // cpp_int division truncates toward zero, as LLVM's sdiv/srem.
  return Folded::integer(wrap(rem ? BigInt(o.sa % o.sb) : BigInt(o.sa / o.sb), o.w));
}

Folded shiftLeft(const IntOperands &o) {
  if (o.b >= o.w)
    return Folded::of(Folded::Kind::Poison);
  unsigned s = static_cast<unsigned>(o.b);
  BigInt full = o.a << s;
  if ((o.flags & kNUW) && (full >> o.w) != 0)
    return Folded::of(Folded::Kind::Poison);
  if ((o.flags & kNSW) && toSigned(wrap(full, o.w), o.w) >> s != o.sa)
    return Folded::of(Folded::Kind::Poison);
  return Folded::integer(wrap(full, o.w));
}

Folded shiftRight(const IntOperands &o, bool arithmetic) {
  if (o.b >= o.w)
    return Folded::of(Folded::Kind::Poison);
  unsigned s = static_cast<unsigned>(o.b);
  BigInt src = arithmetic ? o.sa : o.a;
  if ((o.flags & kExact) && wrap(src, s) != 0)
    return Folded::of(Folded::Kind::Poison);
  // cpp_int's >> on negative values rounds toward minus infinity, as an arithmetic shift does.
  return Folded::integer(wrap(src >> s, o.w));
}

Folded foldAdd(const IntOperands &o) { return wrapping(o, o.a + o.b, o.sa + o.sb); }
Folded foldSub(const IntOperands &o) { return wrapping(o, o.a - o.b, o.sa - o.sb); }
Folded foldMul(const IntOperands &o) { return wrapping(o, o.a * o.b, o.sa * o.sb); }
Folded foldUDiv(const IntOperands &o) { return unsignedDivision(o, false); }
Folded foldURem(const IntOperands &o) { return unsignedDivision(o, true); }
Folded foldSDiv(const IntOperands &o) { return signedDivision(o, false); }
Folded foldSRem(const IntOperands &o) { return signedDivision(o, true); }
Folded foldLShr(const IntOperands &o) { return shiftRight(o, false); }
Folded foldAShr(const IntOperands &o) { return shiftRight(o, true); }
Folded foldAnd(const IntOperands &o) { return Folded::integer(o.a & o.b); }
Folded foldOr(const IntOperands &o) {
  if ((o.flags & kDisjoint) && (o.a & o.b) != 0)
    return Folded::of(Folded::Kind::Poison);
  return Folded::integer(o.a | o.b);
}
Folded foldXor(const IntOperands &o) { return Folded::integer(o.a ^ o.b); }

bool icmp(uint8_t pred, const BigInt &a, const BigInt &b, unsigned w) {
  BigInt sa = toSigned(a, w), sb = toSigned(b, w);
  switch (static_cast<Predicate>(pred)) {
  case Predicate::ICmpEQ: return a == b;
  case Predicate::ICmpNE: return a != b;
  case Predicate::ICmpUGT: return a > b;
  case Predicate::ICmpUGE: return a >= b;
  case Predicate::ICmpULT: return a < b;
  case Predicate::ICmpULE: return a <= b;
  case Predicate::ICmpSGT: return sa > sb;
  case Predicate::ICmpSGE: return sa >= sb;
  case Predicate::ICmpSLT: return sa < sb;
  case Predicate::ICmpSLE: return sa <= sb;
  default: return false;
  }
}

Folded foldICmp(const IntOperands &o, uint8_t pred) {
  return Folded::integer(icmp(pred, o.a, o.b, o.w) ? 1 : 0);
}

/// An integer binary operation or icmp: poison when an operand is; folded by `f` when both are
/// integer constants of an integer type.
template <typename F> Folded foldInt(const ConstantExpr *ce, unsigned depth, F f) {
  std::vector<Folded> xs = foldOperands(ce, depth);
  if (xs.empty())
    return Folded::none();
  if (Folded p = firstPoison(xs); p.kind != Folded::Kind::None)
    return p;
  const Type *opTy = ce->ops[0]->type;
  if (xs.size() != 2 || !opTy->isInteger() || xs[0].kind != Folded::Kind::Int ||
      xs[1].kind != Folded::Kind::Int)
    return Folded::none();
  unsigned w = opTy->intWidth();
  return f(IntOperands{xs[0].i, xs[1].i, toSigned(xs[0].i, w), toSigned(xs[1].i, w), w, ce->flags});
}

// --- Floating-point operations (float and double, computed on the host) ---

bool fcmp(uint8_t pred, double a, double b) {
  bool uno = std::isnan(a) || std::isnan(b);
  bool lt = a<b, gt = a> b, eq = a == b;
  // Bit 0: equal, bit 1: greater, bit 2: less, bit 3: unordered (LLVM's predicate encoding).
  unsigned p = pred & 15;
  return ((p & 1) && eq) || ((p & 2) && gt) || ((p & 4) && lt) || ((p & 8) && uno);
}

/// fneg and fcmp: poison when an operand is, else folded when the operands are float or double.
Folded foldFNegOrFCmp(const ConstantExpr *ce, unsigned depth) {
  std::vector<Folded> xs = foldOperands(ce, depth);
  if (xs.empty())
    return Folded::none();
  if (Folded p = firstPoison(xs); p.kind != Folded::Kind::None)
    return p;
  const bool neg = ce->opcode == Opcode::FNeg;
  const Type *t = ce->ops[0]->type;
  if (xs.size() < (neg ? 1u : 2u) || !isHostFloat(t))
    return Folded::none();
  if (neg)
    return Folded::fp(xs[0].lo ^ (t->kind() == TypeKind::Float ? uint64_t(1) << 31 : uint64_t(1) << 63));
  return Folded::integer(fcmp(ce->predicate, toHost(t, xs[0].lo), toHost(t, xs[1].lo)) ? 1 : 0);
}

/// fadd ... frem: poison when an operand is; `f` of the operands when they are float or double
/// and neither they nor the result is a NaN.
Folded foldFPArith(const ConstantExpr *ce, unsigned depth, double (*f)(double, double)) {
  std::vector<Folded> xs = foldOperands(ce, depth);
  if (xs.empty())
    return Folded::none();
  if (Folded p = firstPoison(xs); p.kind != Folded::Kind::None)
    return p;
  const Type *t = ce->ops[0]->type;
  if (!t->isFloatingPoint() || xs.size() < 2 || !isHostFloat(t))
    return Folded::none();
  double a = toHost(t, xs[0].lo), b = toHost(t, xs[1].lo);
  // NaN results depend on payload rules the host need not share with LLVM: leave them alone.
  if (std::isnan(a) || std::isnan(b))
    return Folded::none();
  double r = f(a, b);
  if (std::isnan(r))
    return Folded::none();
  if (t->kind() == TypeKind::Float) {
    // float arithmetic done in double then rounded once is exact for + - * / (double has more
    // than twice float's precision); fmod is exact in any precision.
    return Folded::fp(fromHost(t, static_cast<float>(r)));
  }
  return Folded::fp(fromHost(t, r));
}

// --- Conversions: each folds operand `x` (not poison) from `src` to `dst`, or gives None ---

Folded foldTrunc(const Type *src, const Type *dst, const Folded &x) {
  if (x.kind != Folded::Kind::Int || !src->isInteger() || !dst->isInteger())
    return Folded::none();
  return Folded::integer(wrap(x.i, dst->intWidth()));
}

Folded foldZExt(const Type *src, const Type *dst, const Folded &x) {
  if (x.kind != Folded::Kind::Int || !src->isInteger() || !dst->isInteger())
    return Folded::none();
  return Folded::integer(x.i);
}

Folded foldSExt(const Type *src, const Type *dst, const Folded &x) {
  if (x.kind != Folded::Kind::Int || !src->isInteger() || !dst->isInteger())
    return Folded::none();
  return Folded::integer(wrap(toSigned(x.i, src->intWidth()), dst->intWidth()));
}

Folded intToFP(const Type *src, const Type *dst, const Folded &x, bool isSigned) {
  if (x.kind != Folded::Kind::Int || !src->isInteger())
    return Folded::none();
  unsigned sw = src->intWidth();
  if (!isHostFloat(dst) || sw > 64)
    return Folded::none();
  // One rounding, from the 64-bit integer straight to the destination type.
  uint64_t u = static_cast<uint64_t>(x.i);
  bool neg = isSigned && bit_test(x.i, sw - 1);
  int64_t s = static_cast<int64_t>(toSigned(x.i, sw));
  if (dst->kind() == TypeKind::Float) {
    float f = neg ? static_cast<float>(s) : static_cast<float>(u);
    uint32_t b;
    std::memcpy(&b, &f, sizeof b);
    return Folded::fp(b);
  }
  double d = neg ? static_cast<double>(s) : static_cast<double>(u);
  return Folded::fp(fromHost(dst, d));
}

Folded foldUIToFP(const Type *src, const Type *dst, const Folded &x) { return intToFP(src, dst, x, false); }
Folded foldSIToFP(const Type *src, const Type *dst, const Folded &x) { return intToFP(src, dst, x, true); }

Folded foldFPExt(const Type *src, const Type *dst, const Folded &x) {
  if (x.kind != Folded::Kind::FP || !isHostFloat(src))
    return Folded::none();
  if (src->kind() == TypeKind::Float && dst->kind() == TypeKind::Double)
    return Folded::fp(floatBitsToDoubleBits(static_cast<uint32_t>(x.lo)));
  return Folded::none();
}

Folded foldFPTrunc(const Type *src, const Type *dst, const Folded &x) {
  if (x.kind != Folded::Kind::FP || !isHostFloat(src))
    return Folded::none();
  double d = toHost(src, x.lo);
  if (std::isnan(d) || dst->kind() != TypeKind::Float)
    return Folded::none();
  return Folded::fp(fromHost(dst, d));
}

Folded fpToInt(const Type *src, const Type *dst, const Folded &x, bool isSigned) {
  if (x.kind != Folded::Kind::FP || !isHostFloat(src))
    return Folded::none();
  double d = toHost(src, x.lo);
  if (!dst->isInteger() || dst->intWidth() > 64 || !std::isfinite(d))
    return Folded::of(Folded::Kind::Poison);
  double t = std::trunc(d);
  unsigned w = dst->intWidth();
  double lo = isSigned ? -std::ldexp(1.0, w - 1) : 0.0,
         hi = isSigned ? std::ldexp(1.0, w - 1) : std::ldexp(1.0, w);
  if (t < lo || t >= hi)
    return Folded::of(Folded::Kind::Poison);
  BigInt r = t < 0 ? BigInt(static_cast<int64_t>(t)) : BigInt(static_cast<uint64_t>(t));
  return Folded::integer(wrap(r, w));
}

Folded foldFPToUI(const Type *src, const Type *dst, const Folded &x) { return fpToInt(src, dst, x, false); }
Folded foldFPToSI(const Type *src, const Type *dst, const Folded &x) { return fpToInt(src, dst, x, true); }

/// Pointer casts and bitcasts keep their operand's value but not its type: nothing to fold to.
Folded noFold(const Type *, const Type *, const Folded &) { return Folded::none(); }

/// A conversion: poison when its operand is, else `f` of the folded operand.
Folded foldCast(const ConstantExpr *ce, unsigned depth,
                Folded (*f)(const Type *, const Type *, const Folded &)) {
  std::vector<Folded> xs = foldOperands(ce, depth);
  if (xs.empty())
    return Folded::none();
  if (xs[0].kind == Folded::Kind::Poison)
    return xs[0];
  return f(ce->ops[0]->type, ce->type, xs[0]);
}

// --- Aggregates and select ---

/// Element `indices` of an aggregate constant.
Folded extractElement(const Value *agg, const std::vector<unsigned> &indices, unsigned depth) {
  const Value *cur = agg;
  for (unsigned idx : indices) {
    if (const auto *a = dyn_cast<ConstantAggregate>(cur)) {
      if (idx >= a->elems.size())
        return Folded::none();
      cur = a->elems[idx];
    } else if (cur->valueKind() == ValueKind::ConstZero) {
      return Folded::of(Folded::Kind::Zero);
    } else if (cur->valueKind() == ValueKind::ConstPoison) {
      return Folded::of(Folded::Kind::Poison);
    } else {
      return Folded::none();
    }
  }
  Folded f = evaluate(cur, depth + 1);
  if (f.kind != Folded::Kind::None)
    return f;
  f.kind = Folded::Kind::Value;
  f.value = cur;
  return f;
}

Folded foldSelect(const ConstantExpr *ce, unsigned depth) {
  if (ce->ops.size() != 3)
    return Folded::none();
  Folded c = evaluate(ce->ops[0], depth + 1);
  if (c.kind == Folded::Kind::Poison)
    return c;
  if (c.kind != Folded::Kind::Int)
    return Folded::none();
  const Value *pick = c.i != 0 ? ce->ops[1] : ce->ops[2];
  Folded f = evaluate(pick, depth + 1);
  if (f.kind == Folded::Kind::None) {
    f.kind = Folded::Kind::Value;
    f.value = pick;
  }
  return f;
}

/// An operation with nothing of its own to fold: poison when an operand is (a getelementptr of
/// poison is poison), else None.
Folded foldPoisonOnly(const ConstantExpr *ce, unsigned depth) {
  std::vector<Folded> xs = foldOperands(ce, depth);
  return xs.empty() ? Folded::none() : firstPoison(xs);
}

/// One case per row of Opcodes.def, so that the compiler names this switch when a row is added.
Folded foldConstantExpr(const ConstantExpr *ce, unsigned depth) {
  switch (ce->opcode) {
  // Unary, binary and bitwise operations.
  case Opcode::FNeg: return foldFNegOrFCmp(ce, depth);
  case Opcode::Add: return foldInt(ce, depth, foldAdd);
  case Opcode::FAdd: return foldFPArith(ce, depth, [](double a, double b) { return a + b; });
  case Opcode::Sub: return foldInt(ce, depth, foldSub);
  case Opcode::FSub: return foldFPArith(ce, depth, [](double a, double b) { return a - b; });
  case Opcode::Mul: return foldInt(ce, depth, foldMul);
  case Opcode::FMul: return foldFPArith(ce, depth, [](double a, double b) { return a * b; });
  case Opcode::UDiv: return foldInt(ce, depth, foldUDiv);
  case Opcode::SDiv: return foldInt(ce, depth, foldSDiv);
  case Opcode::FDiv: return foldFPArith(ce, depth, [](double a, double b) { return a / b; });
  case Opcode::URem: return foldInt(ce, depth, foldURem);
  case Opcode::SRem: return foldInt(ce, depth, foldSRem);
  case Opcode::FRem: return foldFPArith(ce, depth, [](double a, double b) { return std::fmod(a, b); });
  case Opcode::Shl: return foldInt(ce, depth, shiftLeft);
  case Opcode::LShr: return foldInt(ce, depth, foldLShr);
  case Opcode::AShr: return foldInt(ce, depth, foldAShr);
  case Opcode::And: return foldInt(ce, depth, foldAnd);
  case Opcode::Or: return foldInt(ce, depth, foldOr);
  case Opcode::Xor: return foldInt(ce, depth, foldXor);

  // Conversions.
  case Opcode::Trunc: return foldCast(ce, depth, foldTrunc);
  case Opcode::ZExt: return foldCast(ce, depth, foldZExt);
  case Opcode::SExt: return foldCast(ce, depth, foldSExt);
  case Opcode::FPTrunc: return foldCast(ce, depth, foldFPTrunc);
  case Opcode::FPExt: return foldCast(ce, depth, foldFPExt);
  case Opcode::FPToUI: return foldCast(ce, depth, foldFPToUI);
  case Opcode::FPToSI: return foldCast(ce, depth, foldFPToSI);
  case Opcode::UIToFP: return foldCast(ce, depth, foldUIToFP);
  case Opcode::SIToFP: return foldCast(ce, depth, foldSIToFP);
  case Opcode::PtrToInt:
  case Opcode::IntToPtr:
  case Opcode::BitCast:
  case Opcode::AddrSpaceCast: return foldCast(ce, depth, noFold);

  // Compares, select and extractvalue.
  case Opcode::ICmp:
    return foldInt(ce, depth, [ce](const IntOperands &o) { return foldICmp(o, ce->predicate); });
  case Opcode::FCmp: return foldFNegOrFCmp(ce, depth);
  case Opcode::Select: return foldSelect(ce, depth);
  case Opcode::ExtractValue: return extractElement(ce->ops[0], ce->indices, depth);

  // The other constant expressions, and opcodes no constant expression has.
  case Opcode::ExtractElement:
  case Opcode::InsertElement:
  case Opcode::ShuffleVector:
  case Opcode::InsertValue:
  case Opcode::GetElementPtr:
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
  case Opcode::Alloca:
  case Opcode::Load:
  case Opcode::Store:
  case Opcode::Fence:
  case Opcode::CmpXchg:
  case Opcode::AtomicRMW:
  case Opcode::Phi:
  case Opcode::Freeze:
  case Opcode::Call:
  case Opcode::VAArg:
  case Opcode::LandingPad:
  case Opcode::CatchPad:
  case Opcode::CleanupPad:
  case Opcode::Invalid: return foldPoisonOnly(ce, depth);
  }
  return Folded::none();
}

Folded evaluate(const Value *v, unsigned depth) {
  if (depth > 64)
    return Folded::none();
  switch (v->valueKind()) {
  case ValueKind::ConstInt:
    return v->type->isInteger() ? Folded::integer(cast<ConstantInt>(v)->value) : Folded::none();
  case ValueKind::ConstFP:
    return v->type->isVector() ? Folded::none()
                               : Folded::fp(cast<ConstantFP>(v)->lo, cast<ConstantFP>(v)->hi);
  case ValueKind::ConstPoison: return Folded::of(Folded::Kind::Poison);
  case ValueKind::ConstExpr: break;
  default: return Folded::none();
  }
  const auto *ce = cast<ConstantExpr>(v);
  if (ce->type->isVector() || ce->ops.empty())
    return Folded::none();
  return foldConstantExpr(ce, depth);
}

/// `zext` of the already written operand `x` (with its type) from iN to iM, without zext:
/// a vector whose other lanes are zero, bitcast to an integer, truncated when M is no multiple of N.
/// A bitcast puts lane 0 in the low bits on little-endian targets and in the high bits on
/// big-endian ones (i1 lanes included; checked with opt-19 -passes=instcombine).
std::string zextText(const std::string &x, unsigned n, unsigned m, bool bigEndian) {
  unsigned k = (m + n - 1) / n;
  std::string lanes;
  for (unsigned i = 0; i < k; ++i) {
    bool isX = bigEndian ? i == k - 1 : i == 0;
    if (i)
      lanes += ", ";
    lanes += isX ? x : fmt::format("i{} 0", n);
  }
  std::string wide = fmt::format("bitcast (<{} x i{}> <{}> to i{})", k, n, lanes, k * n);
  return k * n == m ? wide : fmt::format("trunc (i{} {} to i{})", k * n, wide, m);
}

} // namespace

bool writeLegacyConstExpr(AsmWriter &w, std::string &out, const ConstantExpr *ce) {
  Folded f = evaluate(ce, 0);
  const Type *t = ce->type;
  switch (f.kind) {
  case Folded::Kind::Int:
    if (!t->isInteger())
      break;
    out += t->intWidth() == 1 ? (f.i != 0 ? "true" : "false") : toSigned(f.i, t->intWidth()).str();
    return true;
  case Folded::Kind::FP:
    if (!t->isFloatingPoint())
      break;
    out += formatFloatConstant(t, f.lo, f.hi);
    return true;
  case Folded::Kind::Poison: out += "poison"; return true;
  case Folded::Kind::Zero:
    out += t->isInteger()         ? "0"
           : t->isPointer()       ? "null"
           : t->isFloatingPoint() ? formatFloatConstant(t, 0, 0)
                                  : "zeroinitializer";
    return true;
  case Folded::Kind::Value: w.writeValue(out, f.value); return true;
  case Folded::Kind::None: break;
  }
  if (ce->ops.empty() || !t->isInteger())
    return false;
  const Value *x = ce->ops[0];
  unsigned m = t->intWidth();
  bool little = !w.bigEndian();
  if ((ce->opcode == Opcode::ZExt || ce->opcode == Opcode::SExt) && x->type->isInteger()) {
    unsigned n = x->type->intWidth();
    if (n >= m)
      return false;
    std::string xs;
    w.writeTypeAndValue(xs, x);
    std::string z = zextText(xs, n, m, !little);
    if (ce->opcode == Opcode::ZExt) {
      out += z;
    } else {
      std::string sign = (BigInt(1) << (n - 1)).str();
      out += fmt::format("sub (i{0} xor (i{0} {1}, i{0} {2}), i{0} {2})", m, z, sign);
    }
    return true;
  }
  if (ce->ops.size() != 2)
    return false;
  Folded c = evaluate(ce->ops[1], 0);
  if (c.kind != Folded::Kind::Int)
    return false;
  std::string xs;
  w.writeTypeAndValue(xs, x);
  if (ce->opcode == Opcode::Shl && c.i < m) {
    unsigned k = static_cast<unsigned>(c.i);
    std::string flags = (ce->flags & kNUW) ? " nuw" : "";
    // shl nsw by width-1 poisons on any set bit but a multiply by INT_MIN would not: drop it.
    if ((ce->flags & kNSW) && k + 1 < m)
      flags += " nsw";
    out += fmt::format("mul{} ({}, i{} {})", flags, xs, m, toSigned(BigInt(1) << k, m).str());
    return true;
  }
  if (ce->opcode == Opcode::And && c.i != 0 && ((c.i + 1) & c.i) == 0) {
    unsigned bits = msb(c.i) + 1;
    if (bits >= m)
      return false;
    out += zextText(fmt::format("i{} trunc ({} to i{})", bits, xs, bits), bits, m, !little);
    return true;
  }
  return false;
}

} // namespace nvsim::printer
