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

Folded foldIntBinary(Opcode op, uint16_t flags, const BigInt &a, const BigInt &b, unsigned w) {
  BigInt sa = toSigned(a, w), sb = toSigned(b, w);
  BigInt r;
  auto checkWrap = [&](const BigInt &exactU, const BigInt &exactS) -> Folded {
    if ((flags & kNUW) && (exactU < 0 || exactU > mask(w)))
      return Folded::of(Folded::Kind::Poison);
    if ((flags & kNSW) && (exactS < -(BigInt(1) << (w - 1)) || exactS >= (BigInt(1) << (w - 1))))
      return Folded::of(Folded::Kind::Poison);
    return Folded::integer(wrap(exactU, w));
  };
  switch (op) {
  case Opcode::Add: return checkWrap(a + b, sa + sb);
  case Opcode::Sub: return checkWrap(a - b, sa - sb);
  case Opcode::Mul: return checkWrap(a * b, sa * sb);
  case Opcode::UDiv:
  case Opcode::URem:
    if (b == 0)
      return Folded::of(Folded::Kind::Poison);
    if (op == Opcode::UDiv && (flags & kExact) && a % b != 0)
      return Folded::of(Folded::Kind::Poison);
    return Folded::integer(op == Opcode::UDiv ? BigInt(a / b) : BigInt(a % b));
  case Opcode::SDiv:
  case Opcode::SRem:
    if (sb == 0 || (sb == -1 && sa == -(BigInt(1) << (w - 1))))
      return Folded::of(Folded::Kind::Poison);
    if (op == Opcode::SDiv && (flags & kExact) && sa % sb != 0)
      return Folded::of(Folded::Kind::Poison);
    // cpp_int division truncates toward zero, as LLVM's sdiv/srem.
    return Folded::integer(wrap(op == Opcode::SDiv ? BigInt(sa / sb) : BigInt(sa % sb), w));
  case Opcode::Shl:
  case Opcode::LShr:
  case Opcode::AShr: {
    if (b >= w)
      return Folded::of(Folded::Kind::Poison);
    unsigned s = static_cast<unsigned>(b);
    if (op == Opcode::Shl) {
      BigInt full = a << s;
      if ((flags & kNUW) && (full >> w) != 0)
        return Folded::of(Folded::Kind::Poison);
      if ((flags & kNSW) && toSigned(wrap(full, w), w) >> s != sa)
        return Folded::of(Folded::Kind::Poison);
      return Folded::integer(wrap(full, w));
    }
    BigInt src = op == Opcode::LShr ? a : sa;
    if ((flags & kExact) && wrap(src, s) != 0)
      return Folded::of(Folded::Kind::Poison);
    // cpp_int's >> on negative values rounds toward minus infinity, as an arithmetic shift does.
    return Folded::integer(wrap(src >> s, w));
  }
  case Opcode::And: return Folded::integer(a & b);
  case Opcode::Or:
    if ((flags & kDisjoint) && (a & b) != 0)
      return Folded::of(Folded::Kind::Poison);
    return Folded::integer(a | b);
  case Opcode::Xor: return Folded::integer(a ^ b);
  default: return Folded::none();
  }
}

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

bool fcmp(uint8_t pred, double a, double b) {
  bool uno = std::isnan(a) || std::isnan(b);
  bool lt = a<b, gt = a> b, eq = a == b;
  // Bit 0: equal, bit 1: greater, bit 2: less, bit 3: unordered (LLVM's predicate encoding).
  unsigned p = pred & 15;
  return ((p & 1) && eq) || ((p & 2) && gt) || ((p & 4) && lt) || ((p & 8) && uno);
}

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

Folded foldCast(const ConstantExpr *ce, const Folded &x) {
  const Type *src = ce->ops[0]->type, *dst = ce->type;
  Opcode op = ce->opcode;
  if (x.kind == Folded::Kind::Poison)
    return x;
  if (x.kind == Folded::Kind::Int && src->isInteger()) {
    unsigned sw = src->intWidth();
    switch (op) {
    case Opcode::ZExt: return dst->isInteger() ? Folded::integer(x.i) : Folded::none();
    case Opcode::SExt:
      return dst->isInteger() ? Folded::integer(wrap(toSigned(x.i, sw), dst->intWidth())) : Folded::none();
    case Opcode::Trunc:
      return dst->isInteger() ? Folded::integer(wrap(x.i, dst->intWidth())) : Folded::none();
    case Opcode::UIToFP:
    case Opcode::SIToFP: {
      if (!isHostFloat(dst) || sw > 64)
        return Folded::none();
      // One rounding, from the 64-bit integer straight to the destination type.
      uint64_t u = static_cast<uint64_t>(x.i);
      bool neg = op == Opcode::SIToFP && bit_test(x.i, sw - 1);
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
    default: return Folded::none();
    }
  }
  if (x.kind == Folded::Kind::FP && isHostFloat(src)) {
    double d = toHost(src, x.lo);
    switch (op) {
    case Opcode::FPExt:
      if (src->kind() == TypeKind::Float && dst->kind() == TypeKind::Double)
        return Folded::fp(floatBitsToDoubleBits(static_cast<uint32_t>(x.lo)));
      return Folded::none();
    case Opcode::FPTrunc:
      if (std::isnan(d) || dst->kind() != TypeKind::Float)
        return Folded::none();
      return Folded::fp(fromHost(dst, d));
    case Opcode::FPToSI:
    case Opcode::FPToUI: {
      if (!dst->isInteger() || dst->intWidth() > 64 || !std::isfinite(d))
        return Folded::of(Folded::Kind::Poison);
      double t = std::trunc(d);
      unsigned w = dst->intWidth();
      bool sgn = op == Opcode::FPToSI;
      double lo = sgn ? -std::ldexp(1.0, w - 1) : 0.0, hi = sgn ? std::ldexp(1.0, w - 1) : std::ldexp(1.0, w);
      if (t < lo || t >= hi)
        return Folded::of(Folded::Kind::Poison);
      BigInt r = t < 0 ? BigInt(static_cast<int64_t>(t)) : BigInt(static_cast<uint64_t>(t));
      return Folded::integer(wrap(r, w));
    }
    default: return Folded::none();
    }
  }
  return Folded::none();
}

Folded foldFP(const ConstantExpr *ce, const std::vector<Folded> &xs) {
  const Type *t = ce->ops[0]->type;
  if (!isHostFloat(t))
    return Folded::none();
  if (ce->opcode == Opcode::FNeg)
    return Folded::fp(xs[0].lo ^ (t->kind() == TypeKind::Float ? uint64_t(1) << 31 : uint64_t(1) << 63));
  double a = toHost(t, xs[0].lo), b = toHost(t, xs[1].lo);
  if (ce->opcode == Opcode::FCmp)
    return Folded::integer(fcmp(ce->predicate, a, b) ? 1 : 0);
  // NaN results depend on payload rules the host need not share with LLVM: leave them alone.
  if (std::isnan(a) || std::isnan(b))
    return Folded::none();
  double r;
  switch (ce->opcode) {
  case Opcode::FAdd: r = a + b; break;
  case Opcode::FSub: r = a - b; break;
  case Opcode::FMul: r = a * b; break;
  case Opcode::FDiv: r = a / b; break;
  case Opcode::FRem: r = std::fmod(a, b); break;
  default: return Folded::none();
  }
  if (std::isnan(r))
    return Folded::none();
  if (t->kind() == TypeKind::Float) {
    // float arithmetic done in double then rounded once is exact for + - * / (double has more
    // than twice float's precision); fmod is exact in any precision.
    return Folded::fp(fromHost(t, static_cast<float>(r)));
  }
  return Folded::fp(fromHost(t, r));
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
  Opcode op = ce->opcode;
  if (op == Opcode::Select) {
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
  if (op == Opcode::ExtractValue)
    return extractElement(ce->ops[0], ce->indices, depth);
  std::vector<Folded> xs;
  for (const Value *o : ce->ops) {
    xs.push_back(evaluate(o, depth + 1));
    if (xs.back().kind == Folded::Kind::None)
      return Folded::none();
  }
  if (isCast(op))
    return foldCast(ce, xs[0]);
  for (const Folded &x : xs)
    if (x.kind == Folded::Kind::Poison)
      return x;
  const Type *opTy = ce->ops[0]->type;
  if (op == Opcode::FNeg || op == Opcode::FCmp || (isBinaryOp(op) && opTy->isFloatingPoint())) {
    if (xs.size() < (op == Opcode::FNeg ? 1u : 2u))
      return Folded::none();
    return foldFP(ce, xs);
  }
  if (xs.size() != 2 || !opTy->isInteger() || xs[0].kind != Folded::Kind::Int ||
      xs[1].kind != Folded::Kind::Int)
    return Folded::none();
  if (op == Opcode::ICmp)
    return Folded::integer(icmp(ce->predicate, xs[0].i, xs[1].i, opTy->intWidth()) ? 1 : 0);
  if (isBinaryOp(op))
    return foldIntBinary(op, ce->flags, xs[0].i, xs[1].i, opTy->intWidth());
  return Folded::none();
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
