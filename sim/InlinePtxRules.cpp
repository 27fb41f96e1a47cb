// The rules of the inline PTX compiler, one per opcode family: which micro-operations
// (sim/InlinePtxOps.h) an instruction becomes, with its modifiers and operand types checked.
#include "sim/InlinePtxCompiler.h"

#include <cctype>

namespace nvsim::sim::ptx {

namespace {

template <bool Hi, bool S, bool CarryIn> MicroFn mulAdd(bool carryOut) {
  return carryOut ? fn<op::MulAdd<Hi, S, CarryIn, true>>() : fn<op::MulAdd<Hi, S, CarryIn, false>>();
}
template <bool CarryIn> MicroFn mulAdd(bool hi, bool s, bool carryOut) {
  if (hi)
    return s ? mulAdd<true, true, CarryIn>(carryOut) : mulAdd<true, false, CarryIn>(carryOut);
  return s ? mulAdd<false, true, CarryIn>(carryOut) : mulAdd<false, false, CarryIn>(carryOut);
}

/// PTX float comparisons as fcmp predicates (h::fcmp); -1 for none.
int floatPredicate(std::string_view c) {
  using P = ir::Predicate;
  static constexpr std::pair<std::string_view, P> table[] = {
      {"eq", P::FCmpOEQ},  {"gt", P::FCmpOGT},  {"ge", P::FCmpOGE},  {"lt", P::FCmpOLT},  {"le", P::FCmpOLE},
      {"ne", P::FCmpONE},  {"num", P::FCmpORD}, {"nan", P::FCmpUNO}, {"equ", P::FCmpUEQ}, {"gtu", P::FCmpUGT},
      {"geu", P::FCmpUGE}, {"ltu", P::FCmpULT}, {"leu", P::FCmpULE}, {"neu", P::FCmpUNE},
  };
  for (auto [name, p] : table)
    if (name == c)
      return int(p);
  return -1;
}

MicroFn intCompare(std::string_view c, const Ty &t) {
  const bool s = t.isSigned(), bits = t.k == 'b';
  if (c == "eq")
    return fn<op::IntCompare<ir::Predicate::ICmpEQ>>();
  if (c == "ne")
    return fn<op::IntCompare<ir::Predicate::ICmpNE>>();
  if (c == "lo" || (c == "lt" && !s && !bits))
    return fn<op::IntCompare<ir::Predicate::ICmpULT>>();
  if (c == "ls" || (c == "le" && !s && !bits))
    return fn<op::IntCompare<ir::Predicate::ICmpULE>>();
  if (c == "hi" || (c == "gt" && !s && !bits))
    return fn<op::IntCompare<ir::Predicate::ICmpUGT>>();
  if (c == "hs" || (c == "ge" && !s && !bits))
    return fn<op::IntCompare<ir::Predicate::ICmpUGE>>();
  if (s && c == "lt")
    return fn<op::IntCompare<ir::Predicate::ICmpSLT>>();
  if (s && c == "le")
    return fn<op::IntCompare<ir::Predicate::ICmpSLE>>();
  if (s && c == "gt")
    return fn<op::IntCompare<ir::Predicate::ICmpSGT>>();
  if (s && c == "ge")
    return fn<op::IntCompare<ir::Predicate::ICmpSGE>>();
  return nullptr;
}

struct OpcodeRow {
  std::string_view name;
  Compiler::Rule rule;
};
/// Opcodes and the rule that compiles them.
constexpr OpcodeRow kOpcodes[] = {
    {"mov", &Compiler::mov},        {"add", &Compiler::addSub},    {"sub", &Compiler::addSub},
    {"addc", &Compiler::addcSubc},  {"subc", &Compiler::addcSubc}, {"mul", &Compiler::mul},
    {"mad", &Compiler::mad},        {"madc", &Compiler::madc},     {"div", &Compiler::divRem},
    {"rem", &Compiler::divRem},     {"and", &Compiler::logic},     {"or", &Compiler::logic},
    {"xor", &Compiler::logic},      {"not", &Compiler::unaryBits}, {"cnot", &Compiler::unaryBits},
    {"popc", &Compiler::unaryBits}, {"clz", &Compiler::unaryBits}, {"brev", &Compiler::unaryBits},
    {"shl", &Compiler::shift},      {"shr", &Compiler::shift},     {"neg", &Compiler::negAbs},
    {"abs", &Compiler::negAbs},     {"min", &Compiler::minMax},    {"max", &Compiler::minMax},
    {"bfind", &Compiler::bfind},    {"bfe", &Compiler::bfe},       {"setp", &Compiler::setp},
    {"selp", &Compiler::selp},      {"cvt", &Compiler::cvt},       {"fma", &Compiler::floatOp},
    {"rcp", &Compiler::floatOp},    {"sqrt", &Compiler::floatOp},  {"rsqrt", &Compiler::floatOp},
    {"ex2", &Compiler::floatOp},    {"lg2", &Compiler::floatOp},   {"sin", &Compiler::floatOp},
    {"cos", &Compiler::floatOp},    {"tanh", &Compiler::floatOp},
};

} // namespace

Compiler::Rule findRule(std::string_view opcode) {
  for (const OpcodeRow &row : kOpcodes)
    if (row.name == opcode)
      return row.rule;
  return nullptr;
}

// --- Rules. ------------------------------------------------------------------------------------

/// mov.type d, a; mov.b64 {lo, hi}, a (pieces of 8 to 32 bits); mov.b64 d, {lo, hi}.
bool Compiler::mov(Inst &in) {
  Ty t;
  if (!type(in, t, "busfp") || !operands(in, 2))
    return false;
  const Operand &d = in.ops[0], &s = in.ops[1];
  const Operand *vec = d.kind == Operand::Kind::Vector ? &d : s.kind == Operand::Kind::Vector ? &s : nullptr;
  if (!vec) {
    uint16_t r, a;
    if (!dst(d, r) || !src(s, t, a))
      return false;
    emit(fn<op::Copy>(), t, r, a);
    return true;
  }
  const size_t n = vec->elems.size();
  if (t.k != 'b' || (n != 2 && n != 4) || t.bits / n < 8 || &d == &s)
    return fail("vector moves are .b16/.b32/.b64 of 2 or 4 pieces");
  const Ty piece{'b', unsigned(t.bits / n)};
  if (vec == &d) { // unpack
    uint16_t from;
    if (!src(s, t, from))
      return false;
    std::vector<uint16_t> to(n);
    for (size_t i = 0; i < n; ++i)
      if (!dst(d.elems[i], to[i]))
        return false;
    if (std::find(to.begin(), to.end(), from) != to.end()) { // read a copy: a piece overwrites it
      uint16_t copy;
      if (!temp(copy))
        return false;
      emit(fn<op::Copy>(), t, copy, from);
      from = copy;
    }
    for (size_t i = 0; i < n; ++i)
      emit(fn<op::Extract>(), piece, to[i], from).imm = i * piece.bits;
    return true;
  }
  uint16_t r;
  std::vector<uint16_t> parts(n);
  if (!dst(d, r))
    return false;
  for (size_t i = 0; i < n; ++i)
    if (!src(s.elems[i], piece, parts[i]))
      return false;
  if (n == 2) {
    emit(fn<op::Pack>(), piece, r, parts[0], parts[1]);
    return true;
  }
  uint16_t lo, hi;
  if (!temp(lo) || !temp(hi))
    return false;
  emit(fn<op::Pack>(), piece, lo, parts[0], parts[1]);
  emit(fn<op::Pack>(), piece, hi, parts[2], parts[3]);
  emit(fn<op::Pack>(), Ty{'b', 2 * piece.bits}, r, lo, hi);
  return true;
}

/// add{.cc}.type, sub{.cc}.type on integers; floats go to floatOp.
bool Compiler::addSub(Inst &in) {
  if (floatType(in))
    return floatOp(in);
  const bool sub = in.st.opcode == "sub", cc = take(in, "cc");
  Ty t;
  uint16_t d, s[2];
  if (!type(in, t, "bus", cc ? 32 : 16) || !shape(in, t, 2, d, s))
    return false;
  const MicroFn f = sub ? (cc ? fn<op::SubBorrow<false, true>>() : fn<op::SubBorrow<false, false>>())
                        : (cc ? fn<op::AddCarry<false, true>>() : fn<op::AddCarry<false, false>>());
  emit(f, t, d, s[0], s[1]);
  return true;
}

/// addc{.cc}, subc{.cc}: with the carry (borrow) in from CC.CF.
bool Compiler::addcSubc(Inst &in) {
  const bool sub = in.st.opcode == "subc", cc = take(in, "cc");
  Ty t;
  uint16_t d, s[2];
  if (!type(in, t, "us", 32) || !shape(in, t, 2, d, s))
    return false;
  const MicroFn f = sub ? (cc ? fn<op::SubBorrow<true, true>>() : fn<op::SubBorrow<true, false>>())
                        : (cc ? fn<op::AddCarry<true, true>>() : fn<op::AddCarry<true, false>>());
  emit(f, t, d, s[0], s[1]);
  return true;
}

/// mul.lo/.hi/.wide on integers; floats go to floatOp.
bool Compiler::mul(Inst &in) {
  if (floatType(in))
    return floatOp(in);
  const std::string mode = takeOne(in, {"lo", "hi", "wide"});
  Ty t;
  uint16_t d, s[2];
  if (mode.empty())
    return fail("integer mul needs .lo, .hi or .wide");
  if (!type(in, t, "us", 16, mode == "wide" ? 32 : 64) || !shape(in, t, 2, d, s))
    return false;
  const bool sg = t.isSigned();
  const MicroFn f = mode == "lo"   ? fn<op::Int2<h::Mul>>()
                    : mode == "hi" ? (sg ? fn<op::MulHi<true>>() : fn<op::MulHi<false>>())
                                   : (sg ? fn<op::MulWide<true, false>>() : fn<op::MulWide<false, false>>());
  emit(f, t, d, s[0], s[1]);
  return true;
}

/// mad.lo/.hi{.cc}, mad.wide on integers; mad.rnd on floats is fma.
bool Compiler::mad(Inst &in) {
  if (floatType(in))
    return floatOp(in);
  const std::string mode = takeOne(in, {"lo", "hi", "wide"});
  const bool cc = take(in, "cc");
  Ty t;
  if (mode.empty())
    return fail("integer mad needs .lo, .hi or .wide");
  if (cc && mode == "wide")
    return fail("mad.wide has no .cc form");
  if (!type(in, t, "us", cc ? 32 : 16, mode == "wide" ? 32 : 64))
    return false;
  uint16_t d, a, b, c;
  const Ty wide{t.k, mode == "wide" ? 2 * t.bits : t.bits};
  if (!operands(in, 4) || !dst(in.ops[0], d) || !src(in.ops[1], t, a) || !src(in.ops[2], t, b) ||
      !src(in.ops[3], wide, c))
    return false;
  const bool sg = t.isSigned();
  const MicroFn f = mode == "wide" ? (sg ? fn<op::MulWide<true, true>>() : fn<op::MulWide<false, true>>())
                                   : mulAdd<false>(mode == "hi", sg, cc);
  emit(f, t, d, a, b, c);
  return true;
}

/// madc.lo/.hi{.cc}: mad with the carry in from CC.CF.
bool Compiler::madc(Inst &in) {
  const std::string mode = takeOne(in, {"lo", "hi"});
  const bool cc = take(in, "cc");
  Ty t;
  uint16_t d, s[3];
  if (mode.empty())
    return fail("madc needs .lo or .hi");
  if (!type(in, t, "us", 32) || !shape(in, t, 3, d, s))
    return false;
  emit(mulAdd<true>(mode == "hi", t.isSigned(), cc), t, d, s[0], s[1], s[2]);
  return true;
}

/// div, rem on integers (by zero as sim/Handlers.h); float div goes to floatOp.
bool Compiler::divRem(Inst &in) {
  if (floatType(in))
    return floatOp(in);
  Ty t;
  uint16_t d, s[2];
  if (!type(in, t, "us") || !shape(in, t, 2, d, s))
    return false;
  const bool div = in.st.opcode == "div", sg = t.isSigned();
  const MicroFn f = div ? (sg ? fn<op::Int2<h::SDiv>>() : fn<op::Int2<h::UDiv>>())
                        : (sg ? fn<op::Int2<h::SRem>>() : fn<op::Int2<h::URem>>());
  emit(f, t, d, s[0], s[1]);
  return true;
}

/// and, or, xor on bits and predicates.
bool Compiler::logic(Inst &in) {
  Ty t;
  uint16_t d, s[2];
  if (!type(in, t, "bp") || !shape(in, t, 2, d, s))
    return false;
  const std::string &o = in.st.opcode;
  emit(o == "and"  ? fn<op::Int2<h::And>>()
       : o == "or" ? fn<op::Int2<h::Or>>()
                   : fn<op::Int2<h::Xor>>(),
       t, d, s[0], s[1]);
  return true;
}

/// not (bits, predicates), cnot, popc, clz, brev (.b32/.b64; popc and clz give a .u32).
bool Compiler::unaryBits(Inst &in) {
  const std::string &o = in.st.opcode;
  Ty t;
  uint16_t d, a;
  if (!type(in, t, o == "not" ? "bp" : "b", o == "not" || o == "cnot" ? 16 : 32) || !shape(in, t, 1, d, &a))
    return false;
  emit(o == "not"    ? fn<op::Not>()
       : o == "cnot" ? fn<op::CNot>()
       : o == "popc" ? fn<op::Popc>()
       : o == "clz"  ? fn<op::Clz>()
                     : fn<op::Brev>(),
       t, d, a);
  return true;
}

/// shl.b, shr.b/.u (logical), shr.s (arithmetic); the amount is a .u32, clamped at the width.
bool Compiler::shift(Inst &in) {
  const bool left = in.st.opcode == "shl";
  Ty t;
  uint16_t d, a, b;
  if (!type(in, t, left ? "b" : "bus") || !operands(in, 3) || !dst(in.ops[0], d) || !src(in.ops[1], t, a) ||
      !src(in.ops[2], kU32, b))
    return false;
  emit(left           ? fn<op::Shift<h::Shl>>()
       : t.isSigned() ? fn<op::Shift<h::AShr>>()
                      : fn<op::Shift<h::LShr>>(),
       t, d, a, b);
  return true;
}

/// neg.s, abs.s; neg{.ftz}.f, abs{.ftz}.f (the sign bit).
bool Compiler::negAbs(Inst &in) {
  const bool abs = in.st.opcode == "abs";
  Ty t;
  uint16_t d, a;
  if (floatType(in)) {
    const bool ftz = take(in, "ftz");
    if (!type(in, t, "f", 32) || !shape(in, t, 1, d, &a))
      return false;
    const MicroFn f = abs ? (ftz ? fn<op::FloatSign<true, true>>() : fn<op::FloatSign<true, false>>())
                          : (ftz ? fn<op::FloatSign<false, true>>() : fn<op::FloatSign<false, false>>());
    emit(f, t, d, a);
    return true;
  }
  if (!type(in, t, "s") || !shape(in, t, 1, d, &a))
    return false;
  emit(abs ? fn<op::Abs>() : fn<op::Neg>(), t, d, a);
  return true;
}

/// min, max on integers; floats go to floatOp.
bool Compiler::minMax(Inst &in) {
  if (floatType(in))
    return floatOp(in);
  const bool max = in.st.opcode == "max";
  Ty t;
  uint16_t d, s[2];
  if (!type(in, t, "us") || !shape(in, t, 2, d, s))
    return false;
  const MicroFn f = t.isSigned() ? (max ? fn<op::MinMax<true, true>>() : fn<op::MinMax<true, false>>())
                                 : (max ? fn<op::MinMax<false, true>>() : fn<op::MinMax<false, false>>());
  emit(f, t, d, s[0], s[1]);
  return true;
}

/// bfind{.shiftamt}.u32/.s32/.u64/.s64 (the result is a .u32).
bool Compiler::bfind(Inst &in) {
  const bool amount = take(in, "shiftamt");
  Ty t;
  uint16_t d, a;
  if (!type(in, t, "us", 32) || !shape(in, t, 1, d, &a))
    return false;
  const MicroFn f = t.isSigned() ? (amount ? fn<op::Bfind<true, true>>() : fn<op::Bfind<true, false>>())
                                 : (amount ? fn<op::Bfind<false, true>>() : fn<op::Bfind<false, false>>());
  emit(f, t, d, a);
  return true;
}

/// bfe.u/.s: position and length are .u32.
bool Compiler::bfe(Inst &in) {
  Ty t;
  uint16_t d, a, b, c;
  if (!type(in, t, "us", 32) || !operands(in, 4) || !dst(in.ops[0], d) || !src(in.ops[1], t, a) ||
      !src(in.ops[2], kU32, b) || !src(in.ops[3], kU32, c))
    return false;
  emit(t.isSigned() ? fn<op::Bfe<true>>() : fn<op::Bfe<false>>(), t, d, a, b, c);
  return true;
}

/// setp.cmp{.ftz}.type p{|q}, a, b; setp.cmp.bool.type p{|q}, a, b, {!}c with bool and/or/xor.
bool Compiler::setp(Inst &in) {
  Ty t;
  if (!type(in, t, "busf"))
    return false;
  const bool ftz = take(in, "ftz");
  const std::string boolOp = takeOne(in, {"and", "or", "xor"});
  if (in.mods.size() != 1)
    return fail("setp needs one comparison");
  const std::string cmp = in.mods[0];
  in.mods.clear();
  MicroFn compare = nullptr;
  uint64_t predicate = 0;
  if (t.isFloat()) {
    const int p = floatPredicate(cmp);
    if (p < 0 || t.bits == 16)
      return fail("comparison ." + cmp + " on ." + "f" + std::to_string(t.bits) + " is not supported");
    predicate = uint64_t(p);
    compare = t.bits == 32
                  ? (ftz ? fn<op::FloatCompare<h::F32, true>>() : fn<op::FloatCompare<h::F32, false>>())
                  : (ftz ? fn<op::FloatCompare<h::F64, true>>() : fn<op::FloatCompare<h::F64, false>>());
  } else if (ftz || !(compare = intCompare(cmp, t))) {
    return fail("comparison ." + cmp + (ftz ? ".ftz" : "") + " is not supported on integers of this type");
  }
  if (!operands(in, boolOp.empty() ? 3 : 4))
    return false;
  const Operand &d = in.ops[0];
  uint16_t p, q = kSink, a, b, raw;
  if (d.kind == Operand::Kind::PredPair) {
    Operand first, second;
    first.name = d.name;
    second.name = d.name2;
    Ty tp, tq;
    if (!registerOf(first, p, &tp) || !registerOf(second, q, &tq))
      return false;
    if (!tp.isPred() || !tq.isPred())
      return fail("p|q must name two .pred registers");
  } else if (!dst(d, p)) {
    return false;
  }
  if (!src(in.ops[1], t, a) || !src(in.ops[2], t, b) || !temp(raw))
    return false;
  emit(compare, t, raw, a, b).imm = predicate;
  uint16_t rawNot = kSink;
  if (q != kSink) {
    if (!temp(rawNot))
      return false;
    emit(fn<op::Not>(), kPred, rawNot, raw);
  }
  if (boolOp.empty()) {
    emit(fn<op::Copy>(), kPred, p, raw);
    if (q != kSink)
      emit(fn<op::Copy>(), kPred, q, rawNot);
    return true;
  }
  Operand cOp = in.ops[3];
  const bool negated = cOp.negated;
  cOp.negated = false;
  uint16_t c;
  if (!src(cOp, kPred, c))
    return false;
  if (negated) {
    uint16_t n;
    if (!temp(n))
      return false;
    emit(fn<op::Not>(), kPred, n, c);
    c = n;
  }
  const MicroFn f = boolOp == "and"  ? fn<op::Int2<h::And>>()
                    : boolOp == "or" ? fn<op::Int2<h::Or>>()
                                     : fn<op::Int2<h::Xor>>();
  emit(f, kPred, p, raw, c);
  if (q != kSink)
    emit(f, kPred, q, rawNot, c);
  return true;
}

/// selp.type d, a, b, c: d = c ? a : b.
bool Compiler::selp(Inst &in) {
  Ty t;
  uint16_t d, a, b, c;
  if (!type(in, t, "busf") || !operands(in, 4) || !dst(in.ops[0], d) || !src(in.ops[1], t, a) ||
      !src(in.ops[2], t, b) || !src(in.ops[3], kPred, c))
    return false;
  emit(fn<op::Select>(), t, d, a, b, c);
  return true;
}

/// cvt between integer widths (extended by the source's signedness), cvt.f64.f32, and the
/// rounded conversions cvt.rnd.f32.f64, cvt.irnd.{s,u}{32,64}.f{32,64}, cvt.rnd.f{32,64}.{s,u}{32,64}.
bool Compiler::cvt(Inst &in) {
  Ty from, to;
  if (!type(in, from, "busf", 8) || !type(in, to, "busf", 8))
    return false;
  const bool ftz = take(in, "ftz"), sat = take(in, "sat");
  const std::string rnd = takeOne(in, {"rn", "rz", "rm", "rp", "rni", "rzi", "rmi", "rpi"});
  uint16_t d, a;
  if (!operands(in, 2) || !dst(in.ops[0], d) || !src(in.ops[1], from, a))
    return false;
  if (from.isInt() && to.isInt()) {
    if (!rnd.empty() || sat || ftz)
      return fail("rounding, .sat and .ftz are not supported on integer conversions");
    emit(from.isSigned() ? fn<op::Resize<true>>() : fn<op::Resize<false>>(), to, d, a).imm = from.bits;
    return true;
  }
  const bool intRound = rnd.size() == 3; // rni, rzi, rmi, rpi
  const std::string r = rnd.substr(0, 2);
  if (from.isFloat() && to.isFloat()) {
    if (from.bits == 32 && to.bits == 64 && rnd.empty() && !sat) {
      emit(ftz ? fn<op::WidenFloat<true>>() : fn<op::WidenFloat<false>>(), to, d, a);
      return true;
    }
    if (from.bits == 64 && to.bits == 32 && !rnd.empty() && !intRound && !sat)
      return pure("llvm.nvvm.d2f." + r + (ftz ? ".ftz" : ""), to, d, {a});
    return fail("this float conversion is not supported");
  }
  const auto intName = [](const Ty &i) {
    return std::string(i.isSigned() ? "" : "u") + (i.bits == 32 ? "i" : "ll");
  };
  if (from.isFloat()) { // .sat is what float-to-integer conversions do anyway
    if (!intRound || from.bits < 32 || to.bits < 32 || to.k == 'b' || (ftz && from.bits == 64))
      return fail("float-to-integer conversions need .rni/.rzi/.rmi/.rpi and 32 or 64 bits");
    return pure("llvm.nvvm." + std::string(from.bits == 32 ? "f" : "d") + "2" + intName(to) + "." + r +
                    (ftz ? ".ftz" : ""),
                to, d, {a});
  }
  if (rnd.empty() || intRound || sat || ftz || from.bits < 32 || to.bits < 32 || from.k == 'b')
    return fail("integer-to-float conversions need .rn/.rz/.rm/.rp and 32 or 64 bits");
  return pure("llvm.nvvm." + intName(from) + "2" + (to.bits == 32 ? "f" : "d") + "." + r, to, d, {a});
}

/// Float arithmetic through the NVVM intrinsics of the same name and modifiers
/// (add.rz.ftz.f32 -> llvm.nvvm.add.rz.ftz.f): add, sub, mul, fma, mad, div, min, max, rcp,
/// sqrt, rsqrt, ex2, lg2, sin, cos, tanh. add, sub and mul round to nearest by default.
bool Compiler::floatOp(Inst &in) {
  Ty t;
  if (!type(in, t, "f", 32))
    return false;
  std::string base = in.st.opcode;
  const bool negateSecond = base == "sub";
  if (base == "sub")
    base = "add";
  else if (base == "min" || base == "max")
    base = "f" + base;
  else if (base == "mad")
    base = "fma";
  const bool rounded = std::any_of(in.mods.begin(), in.mods.end(), [](const std::string &m) {
    return m == "rn" || m == "rz" || m == "rm" || m == "rp";
  });
  if (!rounded && (base == "add" || base == "mul"))
    in.mods.insert(in.mods.begin(), "rn");
  std::string name = "llvm.nvvm." + base;
  for (std::string m : in.mods) {
    std::transform(m.begin(), m.end(), m.begin(), [](char ch) { return char(std::tolower(uint8_t(ch))); });
    name += "." + m;
  }
  name += t.bits == 32 ? ".f" : ".d";
  in.mods.clear();
  const intr::PureFunction *f = intr::findPure(name);
  if (!f || f->numOuts || f->numArgs > 3)
    return fail("no implementation of this form (" + name + ")");
  uint16_t d, s[3] = {kSink, kSink, kSink};
  if (!shape(in, t, f->numArgs, d, s))
    return false;
  if (negateSecond) {
    uint16_t n;
    if (!temp(n))
      return false;
    emit(fn<op::FloatSign<false, false>>(), t, n, s[1]);
    s[1] = n;
  }
  emit(fn<op::Pure>(), t, d, s[0], s[1], s[2]).ext = f;
  return true;
}

} // namespace nvsim::sim::ptx
